package urlsyntax

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kind says which rule of the grammar a Violation breaks.
type Kind uint8

// The kinds of violation. String gives each a stable kebab-case name.
const (
	KindUnwise      Kind = iota + 1 // an unescaped unwise character (2.4.3)
	KindBadEscape                   // a "%" not followed by two hex digits (2.4.1)
	KindExcluded                    // an unescaped control, space or delims character (2.4.3)
	KindNonASCII                    // a character outside US-ASCII (2.1)
	KindBadScheme                   // a scheme character other than alpha, digit, "+", "-", "." (4.1)
	KindBadHostname                 // a hostname that breaks hostname/domainlabel (4.3.1)
	KindBadTopLabel                 // a top label that does not begin with a letter (4.3.1)
	KindIPv4Range                   // an IPv4address part above 255 (4.3.1)
	KindBadPort                     // a port that is not *digit (4.3.1)
	KindPortRange                   // a port above 65535 (4.3.1)
	KindBadUserinfo                 // an "@" inside the userinfo (4.3.1)
	KindEmptyHost                   // userinfo or port given with an empty host (4.3.1)
	KindBadPath                     // a path that breaks path_segments (4.3.2); see Validate
)

var kindNames = [...]string{
	KindUnwise:      "unwise-character",
	KindBadEscape:   "bad-escape",
	KindExcluded:    "excluded-character",
	KindNonASCII:    "non-ascii-character",
	KindBadScheme:   "bad-scheme",
	KindBadHostname: "bad-hostname",
	KindBadTopLabel: "bad-top-label",
	KindIPv4Range:   "ipv4-range",
	KindBadPort:     "bad-port",
	KindPortRange:   "port-range",
	KindBadUserinfo: "bad-userinfo",
	KindEmptyHost:   "empty-host",
	KindBadPath:     "bad-path",
}

// String returns the kind's kebab-case name, e.g. "unwise-character".
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Violation is one place where a reference breaks the grammar of draft-09
// Appendix A.
type Violation struct {
	Start, End int    // byte offsets into Ref.Raw of the offending characters
	Kind       Kind   // what is wrong
	Section    string // the draft-09 section broken, e.g. "2.4.3"
	Message    string // one line; never quotes text of the userinfo
}

func (v Violation) String() string {
	return fmt.Sprintf("%d-%d: %s: %s (section %s)", v.Start, v.End, v.Kind, v.Message, v.Section)
}

// Validate parses s and returns its violations (see Ref.Validate).
func Validate(s string) []Violation {
	r := Parse(s)
	return r.Validate()
}

// Validate returns every violation of the BNF of draft-09 Appendix A in r,
// in offset order; nil when r is a valid URL reference.
//
// Characters are checked first: excluded characters (2.4.3: control, space,
// delims, unwise), non-ASCII characters (2.1) and malformed escapes (2.4.1),
// anywhere. Runs of adjacent characters with the same fault are reported as
// one violation. Then the scheme is checked against 4.1 and the site is read
// as a server, [ userinfo "@" ] host [ ":" port ] (4.3.1). A site that is not
// a valid server is accepted as a registry-based authority, as 4.3.1 allows,
// unless the scheme is one that 4.3.1 describes as using "the direct use of an
// IP-based protocol to a specified server" (one with an entry in the default
// port table, or "file"): then its server violations are reported.
//
// The path, query and fragment admit every urlc character, and Appendix B's
// split never leaves a path that path_segments refuses once its characters are
// valid, so KindBadPath is never reported; it is kept for callers' switches.
func (r *Ref) Validate() []Violation {
	vs := r.AppendViolations(nil)
	if len(vs) == 0 {
		return nil
	}
	// The messages are written into one buffer and made one string, of
	// which each Message is a piece: a reference with a violation at
	// every byte (what a fuzzer makes, a text of "%%%%") costs a few
	// allocations in all, not a few for each violation.
	var buf []byte
	ends := make([]int, len(vs))
	for i := range vs {
		buf = r.AppendMessage(buf, vs[i])
		ends[i] = len(buf)
	}
	all := string(buf)
	start := 0
	for i := range vs {
		vs[i].Message = all[start:ends[i]]
		start = ends[i]
	}
	return vs
}

// AppendViolations appends to dst the violations Validate returns, without
// their messages (Message is ""), and returns the extended slice: with a
// dst kept from one call to the next it allocates nothing, for a caller
// that checks many URLs and writes a message only for what it reports
// (AppendMessage).
func (r *Ref) AppendViolations(dst []Violation) []Violation {
	base := len(dst)
	vs := dst
	s := r.Raw
	if r.Scheme.Defined {
		vs = r.scanChars(vs, r.Scheme, ctxScheme)
	}
	if r.Site.Defined {
		if r.Userinfo.Defined {
			vs = r.scanChars(vs, r.Userinfo, ctxUserinfo)
			vs = r.scanChars(vs, Component{r.Userinfo.End, r.Site.End, true}, ctxSite)
		} else {
			vs = r.scanChars(vs, r.Site, ctxSite)
		}
		n := len(vs)
		vs = r.checkServer(vs)
		if len(vs) > n && (!r.Scheme.Defined || !serverScheme(s[r.Scheme.Start:r.Scheme.End])) {
			vs = vs[:n] // a registry-based authority (4.3.1)
		}
	}
	vs = r.scanChars(vs, r.Path, ctxPath)
	if r.Query.Defined {
		vs = r.scanChars(vs, r.Query, ctxQuery)
	}
	if r.Fragment.Defined {
		vs = r.scanChars(vs, r.Fragment, ctxFragment)
	}
	mine := vs[base:]
	slices.SortStableFunc(mine, func(a, b Violation) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return a.End - b.End
	})
	return vs[:base+len(r.merge(mine))]
}

type context uint8

const (
	ctxScheme context = iota
	ctxUserinfo
	ctxSite
	ctxPath
	ctxQuery
	ctxFragment
)

// scanChars appends the character-level violations of component c.
func (r *Ref) scanChars(vs []Violation, c Component, ctx context) []Violation {
	s := r.Raw
	for i := c.Start; i < c.End; {
		if ctx != ctxScheme {
			// Outside the scheme only an excluded character (the "%" of
			// an escape among them) has anything to say: skip the rest.
			// Four bytes a step while none is (the usual path, and its
			// most bytes), then one.
			for i+4 <= c.End && (classTable[s[i]]|classTable[s[i+1]]|classTable[s[i+2]]|classTable[s[i+3]])&Excluded == 0 {
				i += 4
			}
			for i < c.End && classTable[s[i]]&Excluded == 0 {
				i++
			}
			if i == c.End {
				break
			}
		}
		ch := s[i]
		k := classTable[ch]
		switch {
		case ch == '%':
			n := 0
			for n < 2 && i+1+n < c.End && Is(s[i+1+n], Hex) {
				n++
			}
			if n < 2 {
				vs = append(vs, Violation{Start: i, End: i + 1 + n, Kind: KindBadEscape, Section: "2.4.1"})
			} else if ctx == ctxScheme {
				vs = append(vs, Violation{Start: i, End: i + 3, Kind: KindBadScheme, Section: "4.1"})
			}
			i += 1 + n
			continue
		case k&NonASCII != 0:
			_, w := utf8.DecodeRuneInString(s[i:c.End])
			vs = append(vs, Violation{Start: i, End: i + w, Kind: KindNonASCII, Section: "2.1"})
			i += w
			continue
		case k&Unwise != 0:
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindUnwise, Section: "2.4.3"})
		case k&Excluded != 0:
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindExcluded, Section: "2.4.3"})
		case ctx == ctxScheme && k&Alphanum == 0 && ch != '+' && ch != '-' && ch != '.':
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindBadScheme, Section: "4.1"})
		}
		i++
	}
	return vs
}

// charFault reports whether the character at i (before end) already has a
// character-level violation, so that the structural checks do not report it
// twice, and returns its width: 3 for a valid escape, the UTF-8 width of a
// non-ASCII character, 1 otherwise.
func (r *Ref) charFault(i, end int) (faulty bool, width int) {
	s := r.Raw
	ch := s[i]
	if ch == '%' {
		n := 0
		for n < 2 && i+1+n < end && Is(s[i+1+n], Hex) {
			n++
		}
		return n < 2, 1 + n
	}
	if ch >= utf8.RuneSelf {
		_, w := utf8.DecodeRuneInString(s[i:end])
		return true, w
	}
	return classTable[ch]&Excluded != 0, 1
}

// checkServer appends the violations of the site read as a server (4.3.1).
func (r *Ref) checkServer(vs []Violation) []Violation {
	s := r.Raw
	if r.Userinfo.Defined {
		for i := r.Userinfo.Start; i < r.Userinfo.End; i++ {
			if s[i] == '@' {
				vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindBadUserinfo, Section: "4.3.1"})
			}
		}
	}
	h := r.Host
	if h.Len() == 0 {
		switch {
		case r.Port.Defined:
			vs = append(vs, Violation{Start: h.End, End: h.End + 1, Kind: KindEmptyHost, Section: "4.3.1"})
		case r.Userinfo.Defined:
			vs = append(vs, Violation{Start: h.Start - 1, End: h.Start, Kind: KindEmptyHost, Section: "4.3.1"})
		}
	} else if isIPv4Form(s[h.Start:h.End]) {
		vs = r.checkIPv4(vs, h)
	} else {
		vs = r.checkHostname(vs, h)
	}
	return r.checkPort(vs)
}

// checkPort appends the violations of the port (4.3.1).
func (r *Ref) checkPort(vs []Violation) []Violation {
	s := r.Raw
	if r.Port.Defined {
		p := r.Port
		// A port of digits alone (most): its range told as it is read,
		// not by a second reading (ParseUint).
		n, digits := 0, p.Len() > 0
		for i := p.Start; i < p.End && digits; i++ {
			c := s[i]
			digits = '0' <= c && c <= '9'
			if n <= 65535 {
				n = n*10 + int(c-'0')
			}
		}
		if digits {
			if n > 65535 {
				vs = append(vs, Violation{Start: p.Start, End: p.End, Kind: KindPortRange, Section: "4.3.1"})
			}
			return vs
		}
		// Else each byte that is no digit (and no fault scanChars tells)
		// is a bad port's; a port that is not all digits has no range.
		for i := p.Start; i < p.End; {
			if faulty, w := r.charFault(i, p.End); faulty || w > 1 || !Is(s[i], Digit) {
				if !faulty {
					vs = append(vs, Violation{Start: i, End: i + w, Kind: KindBadPort, Section: "4.3.1"})
				}
				i += w
				continue
			}
			i++
		}
	}
	return vs
}

// isIPv4Form reports whether h is 1*digit "." 1*digit "." 1*digit "." 1*digit.
func isIPv4Form(h string) bool {
	parts, n := 0, 0
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case c == '.':
			if n == 0 {
				return false
			}
			parts++
			n = 0
		case Is(c, Digit):
			n++
		default:
			return false
		}
	}
	return parts == 3 && n > 0
}

func (r *Ref) checkIPv4(vs []Violation, h Component) []Violation {
	s := r.Raw
	start := h.Start
	for i := h.Start; i <= h.End; i++ {
		if i == h.End || s[i] == '.' {
			if n, err := strconv.ParseUint(s[start:i], 10, 32); err != nil || n > 255 {
				vs = append(vs, Violation{Start: start, End: i, Kind: KindIPv4Range, Section: "4.3.1"})
			}
			start = i + 1
		}
	}
	return vs
}

// checkHostname checks hostname = *( domainlabel "." ) toplabel [ "." ].
func (r *Ref) checkHostname(vs []Violation, h Component) []Violation {
	if plainHostname(r.Raw[h.Start:h.End]) {
		return vs
	}
	return r.checkLabels(vs, h)
}

// plainHostname reports whether h is a hostname with nothing to say: labels
// of letters, digits and inner "-", none empty, the top one not starting
// with a digit, an optional final ".". One read of the host, where
// checkLabels reads it twice over (a label at a time) and asks each byte
// of it what it is; a host it says no to is read by checkLabels.
// (TestPlainHostname: checkLabels finds nothing where it says yes.)
func plainHostname(h string) bool {
	n := len(h)
	if n > 1 && h[n-1] == '.' {
		n-- // the optional final "."
	}
	start := 0 // of the label read
	for i := 0; i < n; i++ {
		c := h[i]
		switch {
		case classTable[c]&Alphanum != 0:
		case c == '.':
			if i == start || h[i-1] == '-' {
				return false
			}
			start = i + 1
		case c == '-':
			if i == start {
				return false
			}
		default:
			return false
		}
	}
	return start < n && h[n-1] != '-' && classTable[h[start]]&Digit == 0
}

// checkLabels is checkHostname's reading of each label.
func (r *Ref) checkLabels(vs []Violation, h Component) []Violation {
	s := r.Raw
	end := h.End
	if end-h.Start > 1 && s[end-1] == '.' {
		end-- // the optional final "."
	}
	start := h.Start
	for i := h.Start; i <= end; i++ {
		if i < end && s[i] != '.' {
			continue
		}
		top := i == end
		if start == i {
			// An empty label: point at the dot that ends it, or at the one
			// before it when none follows (the host ".").
			p := i
			if p == h.End {
				p--
			}
			if n := len(vs); n == 0 || vs[n-1].Start != p || vs[n-1].Kind != KindBadHostname {
				vs = append(vs, Violation{Start: p, End: p + 1, Kind: KindBadHostname, Section: "4.3.1"})
			}
		} else {
			vs = r.checkLabel(vs, start, i, top)
		}
		start = i + 1
	}
	return vs
}

// checkLabel checks one domainlabel (or the toplabel) s[start:end].
func (r *Ref) checkLabel(vs []Violation, start, end int, top bool) []Violation {
	s := r.Raw
	for i := start; i < end; {
		// Letters and digits, the most of a label, have nothing to say.
		for i < end && classTable[s[i]]&Alphanum != 0 {
			i++
		}
		if i == end {
			break
		}
		faulty, w := r.charFault(i, end)
		if faulty {
			i += w
			continue
		}
		c := s[i]
		if w > 1 { // an escape: allowed in a registry name, not in a hostname
			vs = append(vs, Violation{Start: i, End: i + w, Kind: KindBadHostname, Section: "4.3.1"})
		} else if !Is(c, Alphanum) && c != '-' {
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindBadHostname, Section: "4.3.1"})
		} else if c == '-' && (i == start || i == end-1) {
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindBadHostname, Section: "4.3.1"})
		}
		i += w
	}
	if top && Is(s[start], Digit) {
		vs = append(vs, Violation{Start: start, End: end, Kind: KindBadTopLabel, Section: "4.3.1"})
	}
	return vs
}

// merge joins adjacent violations of the same character-level kind into one,
// in place.
func (r *Ref) merge(vs []Violation) []Violation {
	out := vs[:0]
	for _, v := range vs {
		if n := len(out); n > 0 && mergeable(v.Kind) && out[n-1].Kind == v.Kind && out[n-1].End == v.Start &&
			r.inUserinfo(out[n-1].Start) == r.inUserinfo(v.Start) {
			out[n-1].End = v.End
			continue
		}
		out = append(out, v)
	}
	return out
}

func mergeable(k Kind) bool {
	switch k {
	case KindUnwise, KindExcluded, KindNonASCII, KindBadScheme, KindBadPort, KindBadHostname:
		return true
	}
	return false
}

func (r *Ref) inUserinfo(i int) bool {
	return r.Userinfo.Defined && i >= r.Userinfo.Start && i < r.Userinfo.End
}

// where names the component holding offset i.
func (r *Ref) where(i int) string {
	switch {
	case r.Scheme.Defined && i < r.Scheme.End:
		return "scheme"
	case r.inUserinfo(i):
		return "userinfo"
	case r.Site.Defined && i >= r.Site.Start && i <= r.Site.End:
		switch {
		case r.Port.Defined && i >= r.Port.Start-1:
			return "port"
		case i >= r.Host.Start && i <= r.Host.End:
			return "host"
		}
		return "site"
	case r.Query.Defined && i >= r.Query.Start && i < r.Query.End:
		return "query"
	case r.Fragment.Defined && i >= r.Fragment.Start:
		return "fragment"
	}
	return "path"
}

// AppendMessage appends the one-line description of v, a violation of r,
// to b. Text inside the userinfo (which may hold a password) is never
// quoted.
func (r *Ref) AppendMessage(b []byte, v Violation) []byte {
	return r.appendMessage(b, v, false)
}

// PortPieceMessage is the message of a port in bytes that hold a secret
// (AppendSecretMessage), whatever the piece holds.
const PortPieceMessage = "port is a piece of a password (shown as ***) that the text cut, no port"

// AppendSecretMessage is AppendMessage for a violation in bytes that hold
// a secret wherever the grammar places them (a password that the text
// ended early reads as a port): the text is not quoted, in any form.
func (r *Ref) AppendSecretMessage(b []byte, v Violation) []byte {
	return r.appendMessage(b, v, true)
}

func (r *Ref) appendMessage(b []byte, v Violation, secret bool) []byte {
	text := r.Raw[v.Start:v.End]
	where := r.where(v.Start)
	secret = secret || where == "userinfo"
	q := func(b []byte, s string) []byte { // a space and s quoted, unless secret
		if secret {
			return b
		}
		return strconv.AppendQuote(append(b, ' '), s)
	}
	as := func(b []byte, s string) []byte { // " as %XX%YY", unless secret
		if secret {
			return b
		}
		return appendEscape(append(b, " as "...), s)
	}
	if secret {
		// The text is not quoted, in any form.
		switch v.Kind {
		case KindBadScheme:
			return append(b, `scheme may hold only letters, digits, "+", "-" and "."`...)
		case KindBadHostname:
			return append(b, `hostname may hold only letters, digits, "-" and "."`...)
		case KindBadTopLabel:
			return append(b, "top label of hostname must begin with a letter"...)
		case KindIPv4Range:
			return append(b, "IPv4 address part is above 255"...)
		case KindBadPort, KindPortRange:
			// A port in bytes of a secret is a piece of a password the
			// text cut: "only digits" or "above 65535" would tell what
			// it holds (Secret.PortViolations).
			return append(b, PortPieceMessage...)
		}
	}
	switch v.Kind {
	case KindUnwise:
		b = append(b, "unwise character"...)
		b = append(b, plural(text)...)
		b = q(b, text)
		b = append(append(append(b, " in "...), where...), " must be escaped"...)
		return as(b, text)
	case KindExcluded:
		b = append(append(b, "excluded "...), excludedName(text)...)
		b = q(b, text)
		b = append(append(append(b, " in "...), where...), " must be escaped"...)
		return as(b, text)
	case KindNonASCII:
		if secret {
			return append(append(append(b, "non-ASCII character in "...), where...), " must be escaped"...)
		}
		b = append(append(b, "non-ASCII character"...), plural(text)...)
		b = appendCodepoints(append(b, ' '), text)
		b = append(append(append(b, " in "...), where...), " must be escaped"...)
		return as(b, text)
	case KindBadEscape:
		if secret {
			return append(append(append(b, "percent sign in "...), where...), " is not followed by two hexadecimal digits"...)
		}
		b = append(append(b, "percent sign in "...), where...)
		return append(b, " is not followed by two hexadecimal digits (a literal one is written %25)"...)
	case KindBadScheme:
		return q(append(b, `scheme may hold only letters, digits, "+", "-" and ".", not`...), text)
	case KindBadHostname:
		switch {
		case strings.Trim(text, ".") == "":
			return append(append(append(b, "empty label"...), plural(text)...), " in hostname"...)
		case strings.Trim(text, "-") == "":
			return append(b, `hostname label must not begin or end with "-"`...)
		case strings.HasPrefix(text, "%"):
			b = strconv.AppendQuote(append(b, "escaped octet "...), text)
			return append(b, " not allowed in a hostname"...)
		}
		return strconv.AppendQuote(append(b, `hostname may hold only letters, digits, "-" and ".", not `...), text)
	case KindBadTopLabel:
		b = strconv.AppendQuote(append(b, "top label "...), text)
		return append(b, " of hostname must begin with a letter"...)
	case KindIPv4Range:
		return append(append(append(b, "IPv4 address part "...), text...), " is above 255"...)
	case KindBadPort:
		return strconv.AppendQuote(append(b, "port may hold only digits, not "...), text)
	case KindPortRange:
		return append(append(append(b, "port "...), text...), " is above 65535"...)
	case KindBadUserinfo:
		return append(b, "userinfo must not hold an unescaped at-sign"...)
	case KindEmptyHost:
		if text == ":" {
			return append(b, "port given without a host"...)
		}
		return append(b, "userinfo given without a host"...)
	case KindBadPath:
		return append(b, "path does not match path_segments"...)
	}
	return append(b, v.Kind.String()...)
}

func plural(s string) string {
	if utf8.RuneCountInString(s) > 1 {
		return "s"
	}
	return ""
}

// escape gives every byte of s as an escaped triplet.
func escape(s string) string {
	return string(appendEscape(make([]byte, 0, 3*len(s)), s))
}

// appendEscape appends every byte of s as an escaped triplet.
func appendEscape(b []byte, s string) []byte {
	const hexDigits = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		b = append(b, '%', hexDigits[s[i]>>4], hexDigits[s[i]&15])
	}
	return b
}

// appendCodepoints appends the code points of s as U+XXXX, separated by
// spaces, and a byte that is not UTF-8 as 0xXX (not UTF-8).
func appendCodepoints(b []byte, s string) []byte {
	const hexDigits = "0123456789ABCDEF"
	for i, w := 0, 0; i < len(s); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(s[i:])
		if i > 0 {
			b = append(b, ' ')
		}
		if r == utf8.RuneError && w == 1 {
			b = append(b, '0', 'x', hexDigits[s[i]>>4], hexDigits[s[i]&15])
			b = append(b, " (not UTF-8)"...)
			continue
		}
		b = append(b, 'U', '+')
		digits := 4
		for r>>(4*digits) != 0 {
			digits++
		}
		for d := digits - 1; d >= 0; d-- {
			b = append(b, hexDigits[(r>>(4*d))&15])
		}
	}
	return b
}

func excludedName(s string) string {
	k := Class(0)
	for i := 0; i < len(s); i++ {
		k |= classTable[s[i]]
	}
	n := "character"
	switch k {
	case Control:
		n = "control character"
	case Space:
		n = "space"
	case Delims:
		n = "delimiter"
	}
	if plural(s) != "" {
		n += "s"
	}
	return n
}
