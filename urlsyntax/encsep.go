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
		if len(r) >= 6 && r[1] == 'u' && r[2] == '0' && r[3] == '0' {
			return sepHex(r[4], r[5]), 6
		}
		if len(r) >= 4 && r[1] == 'x' {
			return sepHex(r[2], r[3]), 4
		}
	case '&':
		switch {
		case strings.HasPrefix(r, "&commat;"):
			return '@', len("&commat;")
		case strings.HasPrefix(r, "&colon;"):
			return ':', len("&colon;")
		case len(r) >= 4 && r[1] == '#':
			k, hex := 2, false
			if r[k] == 'x' || r[k] == 'X' {
				k, hex = 3, true
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
			if d > k && d < len(r) && r[d] == ';' && (v == '@' || v == ':') {
				return byte(v), d + 1
			}
		}
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
		for e < len(w) && w[e] != '/' && w[e] != '?' && (w[e] != '#' || w[e-1] == '&') {
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
	// After a user name's digits (no host's: portHost), any host the
	// encoded "@" starts ends the password ("…alice:73/J~-E*7&#64;_gateway").
	user := p < e && allDigits(w[p:e]) && strings.IndexByte(w[a:colon], '@') < 0
	end := -1
	for j := e; j < len(w); j++ {
		switch c := w[j]; {
		case c == ':' && strings.HasPrefix(w[j:], "://"):
			return end
		case sepStart(c):
			if sc, n := sepAt(w, j); sc == '@' && (strongHost(w[j+n:]) || user && j+n < len(w) && hostStart(w[j+n])) {
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
// place i where the encoding is read from b[i:min(len(b), i+16)] alone:
// in a longer b that holds b, the same i is found, where i+16 <=
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
				if _, n := sepAt(string(b[i:min(len(b), i+16)]), 0); n > 0 {
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
