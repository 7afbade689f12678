package urlsyntax

import (
	"math/bits"
	"slices"
	"strings"
)

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
// and the raw reading of s as it stands does not (encodedHit): a URL
// percent-encoded in another ("%40"), or a URL whose own "@" its text
// encoded ("&#64;", "\\u0040", "=40"), or one whose ":" or "/" is
// encoded beside an "@". Told by five searches where none stands.
func NestedHint(s string) bool {
	at := -1 // not searched yet
	if len(s) <= scanMaskMax {
		// The places of the four bytes, sixteen bytes a turn
		// (scanMasks): most URLs hold none.
		_, _, enc := scanMasks(s)
		for ; enc != 0; enc &= enc - 1 {
			if at < 0 {
				at = 0
				if strings.IndexByte(s, '@') >= 0 {
					at = 1
				}
			}
			if encodedHit(s, bits.TrailingZeros64(enc), at == 1) {
				return true
			}
		}
		return false
	}
	// A longer text (a URL of prose, a finding's message the printer
	// reads): the places of the four bytes one after another, sixteen
	// bytes a turn (encIndex).
	for i := encIndex(s); i >= 0; {
		if at < 0 {
			at = 0
			if strings.IndexByte(s, '@') >= 0 {
				at = 1
			}
		}
		if encodedHit(s, i, at == 1) {
			return true
		}
		k := encIndex(s[i+1:])
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// encStart holds the bytes an encoding encodedHit reads starts with: a
// table, as NestedHint asks of each byte of most URLs a command prints
// (one pass over a URL costs less than four searches of it).
var encStart = [256]bool{'%': true, '&': true, '\\': true, '=': true}

// encodedHit reports whether text[i], a "%", "&", "\\" or "=", starts
// an encoding that the nested and the encoded-separator readings read:
// an "@" encoded in any form sepAt reads, or, where the text holds an
// "@" (at), a ":" or "/" encoded ("%3A", "%2F", "&#58;", "\\u003a"). A
// text with none is read by neither: dense text of URLs with "@" and
// "%20" costs a search for each of the four bytes and a look at each
// place one stands (review50 J9).
func encodedHit(text string, i int, at bool) bool {
	if text[i] == '%' && (i+1 == len(text) || text[i+1]|0x20 != 'u') {
		k := i + 1
		for k+3 < len(text) && text[k] == '2' && text[k+1] == '5' && k < i+1+2*nestedDepth {
			k += 2
		}
		if k+1 >= len(text) {
			return false
		}
		switch c, d := text[k], text[k+1]; {
		case c == '4' && d == '0':
			return true
		case c == '2' && (d == 'F' || d == 'f'), c == '3' && (d == 'A' || d == 'a'):
			return at
		}
		return false
	}
	c, n := sepAt(text, i)
	return n > 0 && (c == '@' || at) || text[i] == '\\' && nameCut(text[i:])
}

// nameCut reports whether r, the end of a text, is the start of a
// "\N{COMMERCIAL AT}" or "\N{COLON}" its end cuts: the text is a URL's, cut at
// the name's space ("\N{COMMERCIAL"), and the rest of its line holds
// the separator.
func nameCut(r string) bool {
	if len(r) < 4 || r[1] != 'N' || r[2] != '{' || len(r) > len(`\N{COMMERCIAL AT`) {
		return false
	}
	name := r[3:]
	return len(name) <= len("COMMERCIAL") && strings.EqualFold(name, "COMMERCIAL"[:len(name)]) ||
		len(name) <= len("COLON") && strings.EqualFold(name, "COLON"[:len(name)])
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
	// The words that hold an encoding the readings need (encodedHit),
	// each read once: most texts hold none, and are told by four
	// searches, or a short one (a URL's text) by one pass.
	if len(text) < 64 && !NestedHint(text) {
		return dst
	}
	return appendNestedSecretsFrom(dst, text, limit)
}

// appendNestedSecretsFrom is appendNestedSecrets past its gate.
func appendNestedSecretsFrom(dst []Span, text string, limit int) []Span {
	at := strings.IndexByte(text, '@') >= 0
	var buf [8]int
	read := buf[:0] // the starts of the words read
	for _, c := range [...]byte{'%', '&', '\\', '='} {
		for i := 0; i < len(text); {
			j := strings.IndexByte(text[i:], c)
			if j < 0 {
				break
			}
			j += i
			i = j + 1
			if !encodedHit(text, j, at) {
				continue
			}
			ws := j
			for ws > 0 && !nestedDelim(text[ws-1]) {
				ws--
			}
			we := j
			for we < len(text) && !nestedDelim(text[we]) {
				we++
			}
			if _, n := sepAt(text, j); j+n > we {
				// An encoding that holds a space ("\N{COMMERCIAL AT}"):
				// the word goes on past it.
				for we = j + n; we < len(text) && !nestedDelim(text[we]); we++ {
				}
			}
			i = we
			if ws >= limit && strings.ContainsAny(text[limit:ws], "\r\n") {
				break
			}
			if slices.Contains(read, ws) {
				continue
			}
			read = append(read, ws)
			w := text[ws:we]
			if ws >= limit {
				// A word after limit: only as the rest of a password
				// with white space of a site before limit on its line
				// (appendSepSpaced), up to the line's end.
				if sepHint(w) {
					dst = appendSepSpaced(dst, text, ws, we, limit)
				}
				continue
			}
			if pctHint(w) {
				dst = appendNestedWord(dst, w, ws)
			}
			if sepHint(w) {
				dst = appendSepWord(dst, w, ws)
				dst = appendSepSpaced(dst, text, ws, we, limit)
			}
		}
	}
	return dst
}

// nestedDelim reports whether c ends a word for appendNestedSecrets:
// white space and line breaks only. An encoder of only the delimiters
// leaves a quote, "<", ">" or "`" in a password as it is
// ("alice%3Aqa9z>3tSp%40db", review50 J5), and encodeURIComponent "'".
func nestedDelim(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
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
	if len(url) <= scanMaskMax {
		// The places of "/" and "%", sixteen bytes a turn (scanMasks).
		slash, pct, _ := scanMasks(url)
		pairs := slash & (slash >> 1) // where a "//" starts
		if pairs == 0 {
			return false
		}
		from := bits.TrailingZeros64(pairs) + 2 // past the first "//"
		if pairs>>from != 0 {
			return true
		}
		for pct >>= from; pct != 0; pct &= pct - 1 {
			if pctSlash(url, from+bits.TrailingZeros64(pct)) {
				return true
			}
		}
		return false
	}
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
		if pctSlash(url, i+j) {
			return true
		}
		i = i + j + 1
	}
}

// pctSlash reports whether url[j], a "%", encodes "/" at some depth
// ("%2F", "%252F").
func pctSlash(url string, j int) bool {
	k := j + 1
	for k+3 < len(url) && url[k] == '2' && url[k+1] == '5' {
		k += 2
	}
	return k+1 < len(url) && url[k] == '2' && (url[k+1] == 'F' || url[k+1] == 'f')
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
	f := nfkcURL(url)
	return snapFoldedAt(url, nestedBrokenPassword(f, line, nfkcAfter(url, after), wrapped, joined))
}

// nestedBrokenPassword is NestedBrokenPassword of texts nfkcFold folded.
func nestedBrokenPassword(url string, line, after []byte, wrapped, joined bool) int {
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

// cleanRun is a run [lo, hi) of stream offsets that holds no place where
// encodedHit holds (whatever "@" the text holds): the texts of the URLs
// of a dense line, each a window of the line around its URL, are
// searched for such places once for the line, not once for each URL
// (review50 J9: a fifth more instructions on URL-dense text before it).
//
// end is where the text that set hi ended (hi = end - cleanGuard): the
// bytes of [hi, end) hold no such place either, read by a text that ends
// at end, as encodedHit reads a place from it forward, never past the
// text's end. The windows of the URLs of one line end at the line's end:
// each is told clean without a look at the guard's bytes again (dense
// text: each of the 16 URLs of a line searched the same 16 bytes).
type cleanRun struct{ lo, hi, end int }

// cleanGuard is how many bytes at a text's end a clean run leaves out:
// an encoding that starts there may go on past the text ("%2540" cut).
const cleanGuard = 16

// appendNested is appendNestedSecrets for a text at offset off of m's
// stream: a text inside m's clean run holds nothing to read; a text that
// holds no place where encodedHit holds extends it.
func (m *SecretMemo) appendNested(dst []Span, text string, off, limit int) []Span {
	if m == nil {
		return appendNestedSecrets(dst, text, limit)
	}
	c := &m.clean
	from := 0 // where the search for places goes on
	if c.lo <= off && off < c.hi {
		if off+len(text) <= c.hi || off+len(text) == c.end {
			return dst
		}
		from = c.hi - off
	}
	if anyEncodedHit(text[from:]) {
		return appendNestedSecrets(dst, text, limit)
	}
	end := off + len(text) - cleanGuard
	switch {
	case from > 0:
		c.hi, c.end = c.grow(end)
	case c.lo < c.hi && off <= c.hi && end >= c.lo:
		c.lo = min(c.lo, off) // the two runs touch
		c.hi, c.end = c.grow(end)
	case off < end:
		c.lo, c.hi, c.end = off, end, end+cleanGuard
	}
	return dst
}

// grow returns the run's hi and end after a text that ends at
// hi+cleanGuard was found clean: its end where it takes the run further.
func (c *cleanRun) grow(hi int) (int, int) {
	if hi > c.hi {
		return hi, hi + cleanGuard
	}
	return c.hi, c.end
}

// anyEncodedHit reports whether text holds a place where encodedHit
// holds, with or without an "@".
func anyEncodedHit(text string) bool {
	if len(text) <= scanMaskMax {
		// A few bytes (a URL, or the part of a window past the clean
		// run): the places of the four bytes, sixteen bytes a turn
		// (scanMasks), cost less than four searches.
		_, _, enc := scanMasks(text)
		for ; enc != 0; enc &= enc - 1 {
			if encodedHit(text, bits.TrailingZeros64(enc), true) {
				return true
			}
		}
		return false
	}
	for i := encIndex(text); i >= 0; {
		if encodedHit(text, i, true) {
			return true
		}
		k := encIndex(text[i+1:])
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}
