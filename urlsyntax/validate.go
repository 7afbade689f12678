package urlsyntax

import (
	"fmt"
	"sort"
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
	var vs []Violation
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
		server := r.checkServer(nil)
		if len(server) > 0 && (!r.Scheme.Defined || !serverScheme(s[r.Scheme.Start:r.Scheme.End])) {
			server = nil // a registry-based authority (4.3.1)
		}
		vs = append(vs, server...)
	}
	vs = r.scanChars(vs, r.Path, ctxPath)
	if r.Query.Defined {
		vs = r.scanChars(vs, r.Query, ctxQuery)
	}
	if r.Fragment.Defined {
		vs = r.scanChars(vs, r.Fragment, ctxFragment)
	}
	if len(vs) == 0 {
		return nil
	}
	sort.SliceStable(vs, func(i, j int) bool {
		if vs[i].Start != vs[j].Start {
			return vs[i].Start < vs[j].Start
		}
		return vs[i].End < vs[j].End
	})
	return r.merge(vs)
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
	if r.Port.Defined {
		p := r.Port
		digits := true
		for i := p.Start; i < p.End; {
			if faulty, w := r.charFault(i, p.End); faulty || w > 1 || !Is(s[i], Digit) {
				digits = false
				if !faulty {
					vs = append(vs, Violation{Start: i, End: i + w, Kind: KindBadPort, Section: "4.3.1"})
				}
				i += w
				continue
			}
			i++
		}
		if digits && p.Len() > 0 {
			if n, err := strconv.ParseUint(s[p.Start:p.End], 10, 32); err != nil || n > 65535 {
				vs = append(vs, Violation{Start: p.Start, End: p.End, Kind: KindPortRange, Section: "4.3.1"})
			}
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

// merge joins adjacent violations of the same character-level kind into one
// and writes every message.
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
	for i := range out {
		out[i].Message = r.message(out[i])
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

// message writes the one-line description of v. Text inside the userinfo
// (which may hold a password) is never quoted.
func (r *Ref) message(v Violation) string {
	text := r.Raw[v.Start:v.End]
	where := r.where(v.Start)
	secret := where == "userinfo"
	q := func(s string) string {
		if secret {
			return ""
		}
		return " " + strconv.Quote(s)
	}
	switch v.Kind {
	case KindUnwise:
		return fmt.Sprintf("unwise character%s%s in %s must be escaped%s", plural(text), q(text), where, escapedAs(text, secret))
	case KindExcluded:
		return fmt.Sprintf("excluded %s%s in %s must be escaped%s", excludedName(text), q(text), where, escapedAs(text, secret))
	case KindNonASCII:
		if secret {
			return "non-ASCII character in userinfo must be escaped"
		}
		return fmt.Sprintf("non-ASCII character%s %s in %s must be escaped%s", plural(text), codepoints(text), where, escapedAs(text, false))
	case KindBadEscape:
		if secret {
			return "percent sign in userinfo is not followed by two hexadecimal digits"
		}
		return fmt.Sprintf("percent sign in %s is not followed by two hexadecimal digits (a literal one is written %%25)", where)
	case KindBadScheme:
		return fmt.Sprintf("scheme may hold only letters, digits, \"+\", \"-\" and \".\", not%s", q(text))
	case KindBadHostname:
		switch {
		case strings.Trim(text, ".") == "":
			return "empty label" + plural(text) + " in hostname"
		case strings.Trim(text, "-") == "":
			return "hostname label must not begin or end with \"-\""
		case strings.HasPrefix(text, "%"):
			return fmt.Sprintf("escaped octet %q not allowed in a hostname", text)
		}
		return fmt.Sprintf("hostname may hold only letters, digits, \"-\" and \".\", not %q", text)
	case KindBadTopLabel:
		return fmt.Sprintf("top label %q of hostname must begin with a letter", text)
	case KindIPv4Range:
		return fmt.Sprintf("IPv4 address part %s is above 255", text)
	case KindBadPort:
		return fmt.Sprintf("port may hold only digits, not %q", text)
	case KindPortRange:
		return fmt.Sprintf("port %s is above 65535", text)
	case KindBadUserinfo:
		return "userinfo must not hold an unescaped at-sign"
	case KindEmptyHost:
		if text == ":" {
			return "port given without a host"
		}
		return "userinfo given without a host"
	case KindBadPath:
		return "path does not match path_segments"
	}
	return v.Kind.String()
}

func plural(s string) string {
	if utf8.RuneCountInString(s) > 1 {
		return "s"
	}
	return ""
}

func escapedAs(s string, secret bool) string {
	if secret {
		return ""
	}
	return " as " + escape(s)
}

// escape gives every byte of s as an escaped triplet.
func escape(s string) string {
	const hexDigits = "0123456789ABCDEF"
	b := make([]byte, 0, 3*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, '%', hexDigits[s[i]>>4], hexDigits[s[i]&15])
	}
	return string(b)
}

func codepoints(s string) string {
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(s[i:])
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if r == utf8.RuneError && w == 1 {
			fmt.Fprintf(&b, "0x%02X (not UTF-8)", s[i])
		} else {
			fmt.Fprintf(&b, "U+%04X", r)
		}
	}
	return b.String()
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
