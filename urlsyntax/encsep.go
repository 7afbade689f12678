package urlsyntax

import "strings"

// A URL's own "@" or ":" may stand written the way the text around it
// encodes bytes: an HTML or XML entity in a page read as text
// (`href="https://alice:S3cretPw9x&#64;db.example.com/x"`, "&#x40;",
// "&#0064;", "&commat;", "&#58;"), a JSON or JavaScript escape
// ("\u0040", "\x40"), a percent-encoding ("%40", "%2540", "%3A"), a
// quoted-printable one outside mail ("=40"). Whoever decodes the text (a
// browser, a JSON reader) reads a password there: the raw reading
// (appendNestedSecrets) decodes such separators in a URL's authority and
// reads the secrets of what it decodes to as it reads any text (review50
// J2). The bytes that stand for the password are hidden; the encoded
// separators stay as they are ("https://alice:***&#64;db.example.com/x").

// sepHint reports whether the word w may hold a URL whose own "@" or ":"
// is encoded (decodeSep): an encoded "@" in any form, or an "@" and an
// encoded ":".
func sepHint(w string) bool {
	at := strings.IndexByte(w, '@') >= 0
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case '&', '\\', '=', '%':
			if c, n := sepAt(w, i); n > 0 && (c == '@' || at) {
				return true
			}
		}
	}
	return false
}

// sepAt returns the separator ("@" or ":") that s encodes at i, and the
// length of its encoding, or n = 0.
func sepAt(s string, i int) (c byte, n int) {
	if c, n = sepAtAny(s, i); c == 0 {
		return 0, 0
	}
	return c, n
}

// sepAtAny is sepAt, where c = 0 with n > 0 is an encoding of another
// byte.
func sepAtAny(s string, i int) (c byte, n int) {
	r := s[i:]
	switch r[0] {
	case '%':
		if len(r) >= 6 && (r[1] == 'u' || r[1] == 'U') && r[2] == '0' && r[3] == '0' {
			return sepHex(r[4], r[5]), 6 // JavaScript's escape(): "%u0040"
		}
		k := 1
		for k+4 < len(r) && r[k] == '2' && r[k+1] == '5' && k < 1+2*nestedDepth {
			k += 2 // "%2540": "%40" encoded again
		}
		if k+1 < len(r) {
			return sepHex(r[k], r[k+1]), k + 2
		}
	case '=':
		k := 1
		for k+4 < len(r) && r[k] == '3' && r[k+1] == 'D' && k < 1+2*nestedDepth {
			k += 2 // "=3D40": "=40" encoded again
		}
		if k+1 < len(r) {
			return sepHex(r[k], r[k+1]), k + 2
		}
	case '\\':
		return sepBackslash(r)
	case '&':
		return sepEntity(r)
	}
	return 0, 0
}

// MaxSep is the most bytes an encoding of "@" or ":" that sepAt reads
// takes ("&amp;amp;#x000040;", "\N{COMMERCIAL AT}"): a reading of the
// text from a place on that many bytes tells what a longer one tells.
const MaxSep = 24

// sepBackslash is sepAtAny for r, which starts with a backslash: the
// escapes of programming languages and style sheets, as a string of
// each writes "@" and ":" (review54 N1):
//   - "\u0040", "\x40" (JSON, JavaScript, Python, C);
//   - "\u{40}", "\x{40}", "\o{100}" (JavaScript, Rust, Perl), with any
//     leading zeros, and "\U00000040" (Python, C);
//   - "\N{COMMERCIAL AT}", "\N{COLON}" (Python, Perl, in any case), and
//     "\N{U+40}" (Perl);
//   - octal "\100", "\072", "\0100" (C, Perl, the shell's $'...' and
//     echo -e): up to three digits, four after a "0", the shortest that
//     gives a separator;
//   - CSS's "\40", "\3a", "\000040": up to six hex digits, where the
//     octal reading gives no separator ("\40" is a space in C).
func sepBackslash(r string) (c byte, n int) {
	if len(r) < 2 {
		return 0, 0
	}
	switch r[1] {
	case 'u':
		if len(r) >= 6 && r[2] == '0' && r[3] == '0' {
			return sepHex(r[4], r[5]), 6
		}
		return sepBraced(r, 2, 16)
	case 'x':
		if len(r) >= 4 && r[2] != '{' {
			return sepHex(r[2], r[3]), 4
		}
		return sepBraced(r, 2, 16)
	case 'o':
		return sepBraced(r, 2, 8)
	case 'U':
		if len(r) >= 10 && r[2:8] == "000000" {
			return sepHex(r[8], r[9]), 10
		}
	case 'N':
		if len(r) < 4 || r[2] != '{' {
			return 0, 0
		}
		e := strings.IndexByte(r[:min(len(r), MaxSep)], '}')
		if e < 0 {
			return 0, 0
		}
		switch name := r[3:e]; {
		case strings.EqualFold(name, "COMMERCIAL AT"):
			return '@', e + 1
		case strings.EqualFold(name, "COLON"):
			return ':', e + 1
		case len(name) > 2 && (name[:2] == "U+" || name[:2] == "u+"):
			if v, ok := sepValue(name[2:], 16); ok {
				return v, e + 1
			}
		}
	default:
		// C reads three digits at most ("\0722" is ":" and "2"), echo -e
		// four after a "0" ("\0100").
		d, v := 1, 0
		for d < len(r) && d < 5 && '0' <= r[d] && r[d] <= '7' && (d < 4 || r[1] == '0') {
			v = v*8 + int(r[d]-'0')
			d++
			if v == '@' || v == ':' {
				return byte(v), d
			}
		}
		d, v = 1, 0
		for d < len(r) && d < 7 && isHex(r[d]) {
			v = v*16 + int(unhex(r[d]))
			d++
		}
		if d > 1 && (v == '@' || v == ':') {
			return byte(v), d
		}
	}
	return 0, 0
}

// sepBraced reads r[k:] as "{" digits "}" in base (16 or 8): the
// separator they give and the length of r up to the "}".
func sepBraced(r string, k, base int) (c byte, n int) {
	if k >= len(r) || r[k] != '{' {
		return 0, 0
	}
	e := strings.IndexByte(r[k:min(len(r), MaxSep)], '}')
	if e < 0 {
		return 0, 0
	}
	if v, ok := sepValue(r[k+1:k+e], base); ok {
		return v, k + e + 1
	}
	return 0, 0
}

// sepValue returns "@" or ":" where the digits d (1 to 8, in base 16 or
// 8) give it.
func sepValue(d string, base int) (byte, bool) {
	if len(d) == 0 || len(d) > 8 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(d); i++ {
		switch c := d[i]; {
		case '0' <= c && c <= '7', base == 16 && isHex(c):
			v = v*base + int(unhex(c))
		default:
			return 0, false
		}
	}
	return byte(v), v == '@' || v == ':'
}

// sepEntity is sepAtAny for r, which starts with "&": an HTML or XML
// character reference ("&#64;", "&#x40;", "&#0064;", "&commat;",
// "&#58;", "&colon;"). A numeric one may lack its ";", as HTML reads it
// (the digits end it: "&#64db"); one escaped again ("&amp;#64;", up to
// nestedDepth times) is read as what it escapes (review54 N1).
func sepEntity(r string) (c byte, n int) {
	k := 1
	for lv := 0; lv < nestedDepth && strings.HasPrefix(r[k:], "amp;"); lv++ {
		k += len("amp;")
	}
	switch e := r[k:]; {
	case strings.HasPrefix(e, "commat;"):
		return '@', k + len("commat;")
	case strings.HasPrefix(e, "colon;"):
		return ':', k + len("colon;")
	case len(e) >= 2 && e[0] == '#':
		k++
		hex := false
		if r[k] == 'x' || r[k] == 'X' {
			k, hex = k+1, true
		}
		v, d := 0, k
		for d < len(r) && d < k+8 && (Is(r[d], Digit) || hex && isHex(r[d])) {
			if hex {
				v = v*16 + int(unhex(r[d]))
			} else {
				v = v*10 + int(r[d]-'0')
			}
			d++
		}
		if d == k || v != '@' && v != ':' || d == k+8 && d < len(r) && (Is(r[d], Digit) || hex && isHex(r[d])) {
			return 0, 0
		}
		if d < len(r) && r[d] == ';' {
			d++
		}
		return byte(v), d
	}
	return 0, 0
}

// sepStart reports whether c may start an encoding sepAt reads.
func sepStart(c byte) bool { return c == '&' || c == '\\' || c == '=' || c == '%' }

// sepHex returns "@" or ":" when the two hex digits a and b encode it,
// else 0.
func sepHex(a, b byte) byte {
	switch {
	case a == '4' && b == '0':
		return '@'
	case a == '3' && (b == 'A' || b == 'a'):
		return ':'
	}
	return 0
}

// appendSepWord appends to dst the spans of w, a word that stands at off
// of the text, that hold the secret of a URL whose authority (from its
// first "//" to the next "/", "?", or "#" that starts no entity) holds an
// encoded "@" or ":" (sepAt): the authority with those decoded, with the
// word's bytes before and after it as they are, is read as text (the raw
// reading, each word's grammar reading, and the URL's from its scheme),
// and what is found is mapped back onto w.
func appendSepWord(dst []Span, w string, off int) []Span {
	for from := 0; ; {
		// After "//", or "scheme:/" (a path a file system cleaned), as
		// the raw reading's sites (nextSite).
		k, a := nextSite(w, from)
		if k < 0 {
			return dst
		}
		e := a
		// A "#" of an entity, "&#58;" or escaped again, "&amp;#58;",
		// is no fragment's (review55 N1: the second showed the password).
		for e < len(w) && w[e] != '/' && w[e] != '?' && (w[e] != '#' || strings.HasSuffix(w[:e], "&") || strings.HasSuffix(w[:e], "&amp;")) {
			e++
		}
		dst = appendSepAuthority(dst, w, a, max(e, sepPasswordEnd(w, a, e)), off)
		from = k + 1
	}
}

// sepPasswordEnd returns where the encoded "@" that ends a password
// holding "/", "?" or "#" ends in w, or -1: the authority w[a:e] holds a
// user name, a ":" (or its encoding) and a piece that is no port, and no
// "@" (nor an encoded one a host name follows), and an encoded "@" and a
// host name follow in w before
// another URL's "://" ("https://alice:y6/KCmm9Y%40db.example.com/x", as
// the plain "@" is read: review51 K2). The decoded text is then read as
// the plain one is (rawPasswordEnd).
func sepPasswordEnd(w string, a, e int) int {
	if e >= len(w) {
		return -1
	}
	p, colon := -1, a // where the piece after the user name's ":" starts, and that ":"
	for i := a; i < e; i++ {
		switch c := w[i]; {
		case c == '@':
			return -1
		case c == ':' && p < 0:
			p, colon = i+1, i
		case sepStart(c):
			switch sc, n := sepAt(w, i); sc {
			case '@':
				if strongHost(w[i+n:]) {
					return -1 // the authority's own "@"
				}
			case ':':
				if p < 0 {
					p, colon = i+n, i
				}
			}
		}
	}
	// An empty piece: a password that starts with the "/", "?" or "#"
	// the authority ends at ("alice:/i-k?XO\u0040h…"), as the plain
	// reading reads one.
	if p < 0 || p == e && e == len(w) || p < e && (allDigits(w[p:e]) && portHost(w[a:colon]) || PortWord(w[p:e])) {
		// Digits are a port after a host's name (portHost: "http://localhost:8080/api/users/john%40example.com"),
		// and a password's first piece after a user name's
		// ("https://alice:12/xQ9%40db.example.com/x" was printed whole
		// until stop 53, review52; trust19's item 2).
		return -1
	}
	// After a user name's digits (no host's: portHost), or a piece that
	// is no port, any host the encoded "@" starts ends the password
	// ("…alice:73/J~-E*7&#64;_gateway"; "…alice:Qz7Tj/eCB3Z%40intranet/wiki",
	// shown until review55 N1), as a plain "@" (rawPasswordEnd).
	digits := p < e && allDigits(w[p:e])
	user := p <= e && strings.IndexByte(w[a:colon], '@') < 0 // an empty piece too: "bob.smith:? S6rrk%40db"

	end, first := -1, true
	for j := e; j < len(w); j++ {
		switch c := w[j]; {
		case c == ':' && strings.HasPrefix(w[j:], "://"):
			return end
		case sepStart(c):
			sc, n := sepAt(w, j)
			if sc == '@' && first && digits && user && w[j-1] == '/' {
				// After digits, an "@" right after a "/": a path's (an
				// npm scope, "…verdaccio:4873/%40myorg/pkg"), as plain
				// (rawPasswordEnd).
				return -1
			}
			if sc == '@' {
				first = false
			}
			if sc == '@' && (strongHost(w[j+n:]) || user && j+n < len(w) && hostStart(w[j+n])) {
				end = j + n
			}
		}
	}
	return end
}

// appendSepSpaced is appendSepWord for a password that holds white space
// before an encoded "@" ("https://alice:ab cd%40db.example.com/x", as
// "ab cd@db…" is read: review51 K2): the word text[ws:we] holds an
// encoded "@" and no site of its own, and a word before it on its line
// holds a site: the text from that word on is read as one.
func appendSepSpaced(dst []Span, text string, ws, we, limit int) []Span {
	if k, _ := nextSite(text[ws:we], 0); k >= 0 {
		return dst
	}
	ls := ws
	for ls > 0 && text[ls-1] != '\n' && text[ls-1] != '\r' {
		ls--
	}
	// The last site of the line before the word: after "//", or after
	// "scheme:/" (a path a file system cleaned, as nextSite reads).
	line := text[ls:ws]
	k := -1
	for i := 0; ; {
		j, _ := nextSite(line, i)
		if j < 0 {
			break
		}
		k, i = j, j+1
	}
	if k < 0 || strings.IndexByte(line[k:], '@') >= 0 {
		return dst
	}
	for k > 0 && !nestedDelim(line[k-1]) {
		k--
	}
	if ls+k >= limit {
		return dst
	}
	return appendSepWord(dst, text[ls+k:we], ls+k)
}

// appendSepAuthority is appendSepWord for the authority w[a:e].
func appendSepAuthority(dst []Span, w string, a, e, off int) []Span {
	seps := false
	for i := a; i < e && !seps; i++ {
		if sepStart(w[i]) {
			_, n := sepAt(w, i)
			seps = n > 0
		}
	}
	if !seps {
		return dst
	}
	b := make([]byte, 0, len(w))
	pos := make([]int, 0, len(w)+1) // where each byte of b starts in w
	for i := 0; i < len(w); {
		if i >= a && i < e && sepStart(w[i]) {
			if c, n := sepAt(w, i); n > 0 {
				b = append(b, c)
				pos = append(pos, i)
				i += n
				continue
			}
		}
		b = append(b, w[i])
		pos = append(pos, i)
		i++
	}
	pos = append(pos, len(w))
	dec := string(b)
	var buf [4]Span
	var m *SecretMemo
	found := appendWordSecrets(m.appendSecretsBefore(buf[:0], dec, 0, len(dec)), dec, false)
	st := a - 1
	if dec[st-1] == '/' {
		st--
	}
	if st > 0 && dec[st-1] == ':' {
		st--
		for st > 0 && isSchemeByte(dec[st-1]) {
			st--
		}
	}
	if lo, hi, ok := SecretRange(dec[st:]); ok {
		found = append(found, Span{st + lo, st + hi})
	}
	for _, sp := range found {
		if lo, hi := max(sp.Lo, 0), min(sp.Hi, len(dec)); lo < hi {
			dst = append(dst, Span{off + pos[lo], off + pos[hi]})
		}
	}
	return dst
}

// EncodedAtAfter reports whether the line b starts (up to a line break:
// a quote, a bracket or white space may be the password's, review50 J5,
// review51 K2) holds an encoding of "@" or ":" that sepAt reads
// ("\u0040", "&#64;", "%40", "=40"), where the text ended a URL before
// its encoded separator ("alice:pw" of "alice:pw\u0040db", a JSON
// string) or before punctuation ahead of it ("alice:WG8bq" of
// "alice:WG8bq;,-A=$7KS%40db"): the URL's text holds no hint of the
// secret, what follows does.
func EncodedAtAfter(b []byte) bool {
	_, hit := EncodedAtIndex(b)
	return hit
}

// EncodedAtIndex returns where EncodedAtAfter(b) is told: the index of
// the first byte of b that starts an encoding it reads (hit) or that
// ends its line (not hit), or -1 (not hit) where b holds neither. A
// place i where the encoding is read from b[i:min(len(b), i+MaxSep)] alone:
// in a longer b that holds b, the same i is found, where i+MaxSep <=
// len(b) (what the Scanner remembers for the URLs of a line).
func EncodedAtIndex(b []byte) (i int, hit bool) {
	for i = 0; i < len(b); {
		// Eight bytes a turn past those that start no encoding and are
		// no control byte (swar.go), then a byte a turn over the word
		// that holds one.
		for i+8 <= len(b) {
			if w := word8b(b, i); encWord(w)|ctlWord(w) != 0 {
				break
			}
			i += 8
		}
		for e := min(i+8, len(b)); i < e; i++ {
			switch c := b[i]; {
			case sepStart(c):
				if _, n := sepAt(string(b[i:min(len(b), i+MaxSep)]), 0); n > 0 {
					return i, true
				}
			case c == ' ' || c == '\t':
				// On the line: a password that holds white space before
				// its encoded "@" ("alice:ab" of "alice:ab cd%40db",
				// review51 K2), as the plain "@" is read across it.
			case c < ' ':
				return i, false
			}
		}
	}
	return -1, false
}
