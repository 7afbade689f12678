package urlsyntax

import "strings"

// Masked is what Mask writes in place of a secret.
const Masked = "***"

// SecretRange returns the byte range [lo, hi) of the secret that the text of
// a URL carries in its site, and ok false when it carries none. It is the one
// place where urlsift decides what a secret is; every output goes through
// Mask, which uses it.
//
// The text is read as a person would, not only as the grammar does, because
// a secret is a secret whether or not its URL is well formed:
//
//   - user:password@host: the password, from after the first ":" of the
//     userinfo to the "@" (draft-09 4.3.1 and 7);
//   - a password that holds an unescaped "/", "?" or "#": when the text after
//     "//" reads as "user:" and an "@" follows the first of those
//     delimiters, the secret runs from after "user:" to the last "@" of the
//     site as it then reads (so "http://u:p/ss@host/" hides "p/ss");
//     "host:8080/path/@x", a port and then a path that holds "@", is not a
//     secret;
//   - a password that holds "@" and then a delimiter: when the host that
//     the grammar reads after the "@" is no host name (no dot, not an IP
//     literal nor "localhost") and an "@" before a host name follows, the
//     secret runs to that "@" ("http://u:p@ss/w0rd@host.example/" hides
//     "p@ss/w0rd"; "https://u:p@medium.com/@user" hides "p");
//   - an access token used as the user name (https://TOKEN@host/): a
//     well-known token prefix, or a long run mixing letters and digits;
//   - a CVS access method in front of the user name
//     ("cvs://:pserver:anoncvs@host/") is neither user name nor password:
//     only a password after the user name ("…:pserver:u:pw@host") is.
func SecretRange(s string) (lo, hi int, ok bool) {
	start := siteStart(s)
	if start < 0 {
		return 0, 0, false
	}
	rest := s[start:]
	d := strings.IndexAny(rest, "/?#")
	if d < 0 {
		d = len(rest)
	}
	colon := strings.IndexByte(rest[:d], ':')
	if at := strings.LastIndexByte(rest[:d], '@'); at >= 0 {
		off := cvsMethod(rest[:at])
		ui := rest[off:at]
		c := strings.IndexByte(ui, ':')
		switch {
		case c >= 0 && c < len(ui)-1:
			return start + off + c + 1, start + passwordEnd(rest, at), true
		case c < 0 && TokenLike(ui):
			return start + off, start + at, true
		}
		return 0, 0, false
	}
	if colon < 0 || d == len(rest) {
		return 0, 0, false
	}
	// "user:" and then a delimiter before any "@": a password that holds a
	// delimiter, or a port followed by a path.
	if allDigits(rest[colon+1 : d]) {
		return 0, 0, false
	}
	a1 := strings.IndexByte(rest[d:], '@')
	if a1 < 0 {
		return 0, 0, false
	}
	a1 += d
	if strings.ContainsAny(rest[:a1], " \t\r\n") {
		return 0, 0, false
	}
	// The site as it now reads ends at the first delimiter after that "@";
	// the secret ends at the last "@" before it.
	end := len(rest)
	if e := strings.IndexAny(rest[a1+1:], "/?#"); e >= 0 {
		end = a1 + 1 + e
	}
	at := strings.LastIndexByte(rest[:end], '@')
	return start + colon + 1, start + passwordEnd(rest, at), true
}

// passwordEnd returns where the password ends in rest, the text after "//"
// whose site, as the grammar reads it, ends at the "@" at offset at. When
// the host after that "@" is no host name ("u:p@ss/w0rd@host.example/",
// where "ss" is none) and an "@" before a host name follows before any
// white space, the password is read as holding "@" and a delimiter and
// ends at that "@". A host name ("medium.com/@user") keeps the grammar's
// reading.
func passwordEnd(rest string, at int) int {
	d := strings.IndexAny(rest[at+1:], "/?#")
	if d < 0 || hostLike(rest[at+1:at+1+d]) {
		return at
	}
	d += at + 1
	for i := d; i < len(rest); i++ {
		switch rest[i] {
		case ' ', '\t', '\r', '\n':
			return at
		case '@':
			h := rest[i+1:]
			if e := strings.IndexAny(h, "/?# \t\r\n"); e >= 0 {
				h = h[:e]
			}
			if hostLike(h) {
				return i
			}
		}
	}
	return at
}

// hostLike reports whether h, a host and maybe a port, looks like a host
// that a URL names: an IP literal, "localhost", or a dotted name of
// letters (non-ASCII ones too), digits, "-" and "_" (an IPv4 address is
// one).
func hostLike(h string) bool {
	if strings.HasPrefix(h, "[") {
		return true
	}
	if c := strings.LastIndexByte(h, ':'); c >= 0 && allDigits(h[c+1:]) {
		h = h[:c]
	}
	if strings.EqualFold(h, "localhost") {
		return true
	}
	dot := false
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case c == '.':
			dot = i > 0
		case Is(c, Alphanum), c == '-', c == '_', c >= 0x80:
		default:
			return false
		}
	}
	return dot
}

// cvsMethods are the access methods of a CVSROOT (":pserver:user@host"),
// which cvs:// URLs carry in front of the user name.
var cvsMethods = map[string]bool{
	"pserver": true, "gserver": true, "kserver": true, "server": true, "ext": true,
	"extssh": true, "ssh": true, "fork": true, "local": true, "sspi": true,
}

// cvsMethod returns the length of a ":method:" prefix of the userinfo ui
// ("cvs://:pserver:anoncvs@host/"), or 0: the method is no user name and
// the user name after it no password.
func cvsMethod(ui string) int {
	if len(ui) < 3 || ui[0] != ':' {
		return 0
	}
	j := strings.IndexByte(ui[1:], ':')
	if j < 0 || !cvsMethods[strings.ToLower(ui[1:1+j])] {
		return 0
	}
	return j + 2
}

// Mask returns s with the secret that SecretRange finds replaced by "***".
// A string without a secret comes back unchanged.
func Mask(s string) string {
	lo, hi, ok := SecretRange(s)
	if !ok {
		return s
	}
	return s[:lo] + Masked + s[hi:]
}

// siteStart returns the offset just after the "//" that opens the site of
// s ("scheme://" or a network-path reference "//"), or -1. The scheme is
// what Appendix B takes for one (anything but ":", "/", "?" and "#"), as
// Parse does, so that "0://:pw@h" hides its password although "0" is no
// scheme name.
func siteStart(s string) int {
	p := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if i > 0 {
				p = i + 1
			}
			break
		}
		if c == '/' || c == '?' || c == '#' {
			break
		}
	}
	if strings.HasPrefix(s[p:], "//") {
		return p + 2
	}
	return -1
}

// tokenPrefixes start well-known access tokens (GitHub, GitLab, Slack, npm).
var tokenPrefixes = [...]string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_"}

// TokenLike reports whether a user name is in fact a secret: a well-known
// token prefix, or a run of 32 or more letters, digits, "_" and "-" that
// mixes letters and digits.
func TokenLike(user string) bool {
	for _, p := range tokenPrefixes {
		if strings.HasPrefix(user, p) && len(user) > len(p)+8 {
			return true
		}
	}
	if len(user) < 32 {
		return false
	}
	letters, digits := false, false
	for i := 0; i < len(user); i++ {
		switch c := user[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
			letters = true
		case '0' <= c && c <= '9':
			digits = true
		case c == '_' || c == '-':
		default:
			return false
		}
	}
	return letters && digits
}

// MaskText returns s, a line of free text such as an error message that
// quotes what a user typed, with the secret of every URL in it shown as
// "***". A URL is any run of text without white space, quotes or angle
// brackets that holds "//"; it starts at the scheme before "//" when there
// is one.
func MaskText(s string) string {
	if !strings.Contains(s, "//") {
		return s
	}
	var b strings.Builder
	i := 0
	for i < len(s) {
		j := i
		for j < len(s) && !isTextDelim(s[j]) {
			j++
		}
		tok := s[i:j]
		if k := strings.Index(tok, "//"); k >= 0 {
			// The scheme before "//" (letters, digits, "+", "-", "." and the
			// ":"); any other punctuation in front is not the URL's.
			st := k
			if st > 0 && tok[st-1] == ':' {
				st--
				for st > 0 && isSchemeByte(tok[st-1]) {
					st--
				}
			}
			tok = tok[:st] + Mask(tok[st:])
		}
		b.WriteString(tok)
		if j < len(s) {
			b.WriteByte(s[j])
		}
		i = j + 1
	}
	return b.String()
}

// isTextDelim reports whether c ends a URL in free text for MaskText.
func isTextDelim(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '"', '\'', '<', '>', '`':
		return true
	}
	return false
}

func isSchemeByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

// MaskSpan returns raw[start:end], a component or other piece of the URL
// raw, with the bytes it shares with the secret of raw (SecretRange)
// shown as "***". A piece wholly inside the secret is "***".
func MaskSpan(raw string, start, end int) string {
	piece := raw[start:end]
	lo, hi, ok := SecretRange(raw)
	if !ok || hi <= start || lo >= end {
		return piece
	}
	return raw[start:max(lo, start)] + Masked + raw[min(hi, end):end]
}

// MaskMessage returns msg, a message about the bytes [start, end) of the
// URL raw that may quote them or a component around them, with every
// piece of the secret of raw that it would show replaced as MaskSpan
// shows it. A message about bytes away from the secret is unchanged.
func MaskMessage(raw string, start, end int, msg string) string {
	lo, hi, ok := SecretRange(raw)
	if !ok {
		return msg
	}
	if hi-lo >= 3 {
		msg = replacePiece(msg, raw[lo:hi], Masked)
	}
	r := Parse(raw)
	spans := [][2]int{{start, end}}
	for _, c := range [...]Component{r.Site, r.Userinfo, r.Host, r.Port, r.Path, r.Query, r.Fragment} {
		if c.Defined {
			spans = append(spans, [2]int{c.Start, c.End})
		}
	}
	// The longest first, so that a component is replaced before a piece of it.
	for changed := true; changed; {
		changed = false
		for i := 1; i < len(spans); i++ {
			if spans[i][1]-spans[i][0] > spans[i-1][1]-spans[i-1][0] {
				spans[i], spans[i-1] = spans[i-1], spans[i]
				changed = true
			}
		}
	}
	for _, sp := range spans {
		a, b := max(sp[0], 0), min(sp[1], len(raw))
		if a >= b || b <= lo || a >= hi {
			continue
		}
		msg = replacePiece(msg, raw[a:b], MaskSpan(raw, a, b))
	}
	return msg
}

// replacePiece returns msg with every occurrence of piece, a piece of a
// URL that shows some of its secret, replaced by masked. A piece shorter
// than four bytes is replaced only where it stands as a word of its own,
// so that a port "a" of "http://u:a/b@c@h/" is hidden in `not "a"` and
// "may" stays "may"; a longer piece is replaced wherever it stands.
func replacePiece(msg, piece, masked string) string {
	if len(piece) >= 4 {
		return strings.ReplaceAll(msg, piece, masked)
	}
	var b strings.Builder
	for i := 0; ; {
		j := strings.Index(msg[i:], piece)
		if j < 0 {
			if i == 0 {
				return msg
			}
			b.WriteString(msg[i:])
			return b.String()
		}
		j += i
		k := j + len(piece)
		inWord := j > 0 && Is(msg[j-1], Alphanum) && Is(piece[0], Alphanum) ||
			k < len(msg) && Is(msg[k], Alphanum) && Is(piece[len(piece)-1], Alphanum)
		b.WriteString(msg[i:j])
		if inWord {
			b.WriteString(piece)
		} else {
			b.WriteString(masked)
		}
		i = k
	}
}

// MaskDerived returns s, a URL made from the URLs sources (resolved
// against them, or another reading of the same text), with its own secret
// masked (Mask) and every piece of a secret of a source hidden too
// (MaskPieces).
func MaskDerived(s string, sources ...string) string {
	return MaskPieces(Mask(s), sources...)
}

// MaskPieces returns s with every piece of the secret of each of sources
// shown as "***". Resolution cuts a base at "/", "?" and "#", and a
// password that holds one of them is read by the grammar as a site and a
// path (4.3.1); a hyphen at a line break gives two readings of which only
// one may read as a URL with a password: the text made from them may hold
// a piece of the secret with no "@" after it. Each piece between "/", "?",
// "#", "@" and ":" that is three bytes or more is hidden wherever it
// stands in s.
func MaskPieces(s string, sources ...string) string {
	for _, src := range sources {
		lo, hi, ok := SecretRange(src)
		if !ok {
			continue
		}
		for _, piece := range strings.FieldsFunc(src[lo:hi], func(r rune) bool {
			return r == '/' || r == '?' || r == '#' || r == '@' || r == ':'
		}) {
			if len(piece) >= 3 {
				s = strings.ReplaceAll(s, piece, Masked)
			}
		}
	}
	return s
}
