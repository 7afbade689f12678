package urlsyntax

import "strings"

// A URL may carry another URL percent-encoded in its query, its fragment
// or its path: a login page's "next", OAuth's "redirect_uri", a redirector's
// path ("https://r.example.com/login?next=https%3A%2F%2Falice%3AS3cretPw9%40db.example.com%2Fx").
// Whoever decodes the value (any server, any browser's address bar, any
// reader with a decoder) reads the nested URL's password, so it is a
// secret of the text as much as the same URL written plainly is: the raw
// reading (AppendSecrets) decodes such a value and reads the secrets of
// what it decodes to as it reads any text, and the bytes of the encoded
// value that decode to a secret are the secret's. Masked, the encoded
// password's bytes are shown as "***" and its encoded delimiters are kept
// ("next=https%3A%2F%2Falice%3A***%40db.example.com%2Fx"), which decodes to
// the nested URL masked as it would be written plainly.

// nestedDepth bounds how many times a value is decoded: a URL encoded
// once, or twice (a redirect's redirect: "%253A", "%2540"), or thrice.
const nestedDepth = 3

// NestedHint reports whether s may hold a secret that a decoder shows
// and the raw reading of s as it stands does not: a URL percent-encoded
// in another (pctHint), or a URL whose own "@" its wrapper encoded
// (sepAtHint: "&#64;", "\u0040", ...). Text with none of "%", "&", "\"
// and "=" is told by one search.
func NestedHint(s string) bool {
	return strings.ContainsAny(s, "%&\\=") && (pctHint(s) || sepAtHint(s))
}

// pctHint reports whether s may hold a URL percent-encoded in another
// whose secret a decoder shows: a "%" that encodes "@" at some depth
// ("%40", "%2540"), or an "@" and a "%" that encodes "/" ("%2F", "%252F":
// url.PathEscape encodes "/" and leaves ":" and "@").
func pctHint(s string) bool {
	at := -2 // not searched yet
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			return false
		}
		j += i
		k := j + 1
		for k+3 < len(s) && s[k] == '2' && s[k+1] == '5' {
			k += 2
		}
		if k+1 < len(s) {
			switch c, d := s[k], s[k+1]; {
			case c == '4' && d == '0':
				return true
			case c == '2' && (d == 'F' || d == 'f'):
				if at == -2 {
					at = strings.IndexByte(s, '@')
				}
				if at >= 0 {
					return true
				}
			}
		}
		i = j + 1
	}
}

// appendNestedSecrets appends to dst the spans of text (offsets of text)
// that hold a secret of a URL percent-encoded in a word of text that
// starts before limit: the word, from the end of its own authority
// (whose secrets the raw reading finds as they stand), is decoded, up to
// nestedDepth times, and read as text (appendDecodedSecrets); a secret
// it finds in what it decodes to is mapped back onto the bytes it
// decodes. It is not cut at "&" as a query's values are: url.PathEscape
// leaves "&" in a password as it is.
func appendNestedSecrets(dst []Span, text string, limit int) []Span {
	if !strings.ContainsAny(text, "%&\\=") {
		return dst
	}
	for i := 0; i < len(text) && i < limit; {
		j := i
		for j < len(text) && !nestedDelim(text[j]) {
			j++
		}
		w := text[i:j]
		if pctHint(w) {
			dst = appendNestedWord(dst, w, i)
		}
		if sepHint(w) {
			dst = appendSepWord(dst, w, i)
		}
		i = j + 1
	}
	return dst
}

// nestedDelim reports whether c ends a word for appendNestedSecrets:
// white space, a line break, and the quotes and brackets a URL cannot
// hold, but not "'", which encodeURIComponent leaves in a password as
// it is ("deploy%3AG'Q7dn%40intranet").
func nestedDelim(c byte) bool {
	return c != '\'' && isTextDelim(c)
}

// appendNestedWord is appendNestedSecrets for one word w that stands at
// off of the text.
func appendNestedWord(dst []Span, w string, off int) []Span {
	// The word's own authority, where its first "//" stands before any
	// byte that starts a query's value: read as it stands, not decoded.
	from := 0
	if k := strings.Index(w, "//"); k >= 0 && !strings.ContainsAny(w[:k], "?#=&%") {
		from = k + 2
		for from < len(w) && w[from] != '/' && w[from] != '?' && w[from] != '#' {
			from++
		}
	}
	if v := w[from:]; pctHint(v) {
		dst = appendDecodedSecrets(dst, v, off+from, nestedDepth)
	}
	return dst
}

// appendDecodedSecrets appends the spans of v, a value that stands at off
// of the text, whose bytes decode to a secret: v is decoded once and what
// it decodes to is read as text (the raw reading and the grammar's
// reading of each word, as MaskText reads), then, while depth allows and
// it still holds an encoded "@" or "/", decoded again.
func appendDecodedSecrets(dst []Span, v string, off, depth int) []Span {
	dec, pos := percentDecode(v)
	if pos == nil {
		return dst
	}
	var buf [4]Span
	var m *SecretMemo
	found := appendWordSecrets(m.appendSecretsBefore(buf[:0], dec, 0, len(dec)), dec, false)
	// The grammar's reading of each URL the value holds, from its
	// scheme to the value's end: the value is one string, which no
	// byte that ends a word of text ends ("<" of a password
	// "1]bic<<S5rno", encoded as "%3c").
	for i := 0; ; {
		k := strings.Index(dec[i:], "//")
		if k < 0 {
			break
		}
		k += i
		st := k
		if st > 0 && dec[st-1] == ':' {
			st--
			for st > 0 && isSchemeByte(dec[st-1]) {
				st--
			}
		}
		if lo, hi, ok := SecretRange(dec[st:]); ok {
			found = append(found, Span{st + lo, st + hi})
		}
		i = k + 2
	}
	for _, sp := range found {
		if lo, hi := max(sp.Lo, 0), min(sp.Hi, len(dec)); lo < hi {
			dst = append(dst, Span{off + pos[lo], off + pos[hi]})
		}
	}
	if depth > 1 && pctHint(dec) {
		// Spans of what dec decodes to, mapped onto dec and then onto v.
		var inner [4]Span
		for _, sp := range appendDecodedSecrets(inner[:0], dec, 0, depth-1) {
			dst = append(dst, Span{off + pos[sp.Lo], off + pos[sp.Hi]})
		}
	}
	return dst
}

// percentDecode returns v with every "%" and two hex digits decoded to the
// byte they encode, and pos, where each byte of what it returns starts in
// v (pos[len(dec)] is len(v)); a "%" without two hex digits after it is
// kept as it is, and so is "+" (a space in a form's value, but a byte
// that stands for itself in a password either way); an encoded line
// break is decoded as a space (the raw reading reads a password through
// white space, not across a line). pos is nil when v holds nothing to
// decode.
func percentDecode(v string) (dec string, pos []int) {
	if strings.IndexByte(v, '%') < 0 {
		return v, nil
	}
	b := make([]byte, 0, len(v))
	pos = make([]int, 0, len(v)+1)
	for i := 0; i < len(v); {
		if v[i] == '%' && i+2 < len(v) && isHex(v[i+1]) && isHex(v[i+2]) {
			c := unhex(v[i+1])<<4 | unhex(v[i+2])
			if c == '\n' || c == '\r' {
				// A value is one line whatever it encodes: a password
				// that holds a line break ("%0A") is read across it.
				c = ' '
			}
			b = append(b, c)
			pos = append(pos, i)
			i += 3
			continue
		}
		b = append(b, v[i])
		pos = append(pos, i)
		i++
	}
	if len(b) == len(v) {
		return v, nil
	}
	return string(b), append(pos, len(v))
}

func isHex(c byte) bool { return Is(c, Hex) }

// NestedMay reports whether url, a URL's text, may have a URL nested in
// it for NestedBrokenPassword: a "//" after its first, or a "%" that
// encodes "/" at some depth ("%2F", "%252F"). Most URLs are told by two
// searches.
func NestedMay(url string) bool {
	h := strings.Index(url, "//")
	if h < 0 {
		return false
	}
	if strings.Contains(url[h+2:], "//") {
		return true
	}
	for i := h + 2; ; {
		j := strings.IndexByte(url[i:], '%')
		if j < 0 {
			return false
		}
		k := i + j + 1
		for k+3 < len(url) && url[k] == '2' && url[k+1] == '5' {
			k += 2
		}
		if k+1 < len(url) && url[k] == '2' && (url[k+1] == 'F' || url[k+1] == 'f') {
			return true
		}
		i = i + j + 1
	}
}

// NestedBrokenPassword is BrokenPassword for the URLs nested in url, a
// URL's text whose own reading has no piece of a password
// (BrokenPasswordStart(url) < 0) and that a line break or white space
// ended: a URL in its query, fragment or path, written plainly
// ("https://r.example.com/?u=ftp://alice:S3cr" of "…S3cr⏎et9@db.example.com/x")
// or percent-encoded in the value it ends ("…?next=https%3A%2F%2Falice%3AS3cr"
// of "…S3cr⏎et9%40db.example.com%2Fx", read decoded, what follows as well),
// whose piece BrokenPasswordRest reads after as the rest of: the offset
// of url where the secret starts (it runs to url's end), or -1.
func NestedBrokenPassword(url string, line, after []byte, wrapped, joined bool) int {
	// Past the URL's own authority.
	h := strings.Index(url, "//")
	if h < 0 {
		return -1
	}
	from := h + 2
	for from < len(url) && url[from] != '/' && url[from] != '?' && url[from] != '#' {
		from++
	}
	if from >= len(url) {
		return -1
	}
	if lo := nestedBroken(url, from, line, after, wrapped, joined); lo >= 0 {
		return lo
	}
	// The value the URL ends in, decoded.
	v := strings.LastIndexAny(url[from:], "&=?#/") + from + 1
	if !strings.Contains(url[v:], "%") {
		return -1
	}
	val, rest := url[v:], string(after)
	var pos []int // where each byte of val starts in url[v:]
	for range nestedDepth {
		dv, pv := percentDecode(val)
		if pv == nil {
			return -1
		}
		dr, _ := percentDecode(rest)
		if pos == nil {
			pos = pv
		} else {
			for i, p := range pv {
				pv[i] = pos[p]
			}
			pos = pv
		}
		val, rest = dv, dr
		if lo := nestedBroken(val, 0, line, []byte(rest), wrapped, joined); lo >= 0 {
			return v + pos[lo]
		}
	}
	return -1
}

// nestedBroken is NestedBrokenPassword's reading of the plain URLs of
// url that start at or after from: for each "//" there (with its scheme
// before it), the URL from there to url's end read as BrokenPassword
// reads a URL; the first that reads as a password's piece gives where
// its secret starts in url, or -1.
func nestedBroken(url string, from int, line, after []byte, wrapped, joined bool) int {
	for i := from; ; {
		k := strings.Index(url[i:], "//")
		if k < 0 {
			return -1
		}
		k += i
		n := k
		if n > 0 && url[n-1] == ':' {
			n--
			for n > 0 && isSchemeByte(url[n-1]) {
				n--
			}
		}
		if n >= from {
			u := url[n:]
			if p := BrokenPasswordStart(u); p >= 0 && BrokenPasswordRest(u, p, line, after, wrapped, joined) {
				return n + BrokenSecretFrom(u, p)
			}
		}
		i = k + 2
	}
}
