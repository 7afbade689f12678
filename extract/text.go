package extract

import "strings"

// textChunk is the size of the buffers URL texts are cut from (urlText).
const textChunk = 2 << 10

// urlText returns prefix+text as a string, cut from the Scanner's store
// of URL texts: a buffer of textChunk bytes that a strings.Builder writes
// once and never again, so that the text of a URL costs no allocation of
// its own. A text kept after the Scanner moves on keeps its buffer, at
// most textChunk bytes; a longer text has its own.
func (s *Scanner) urlText(prefix string, text []byte) string {
	n := len(prefix) + len(text)
	if n > textChunk/4 {
		return prefix + string(text)
	}
	b := s.texts
	if b == nil || b.Cap()-b.Len() < n {
		b = new(strings.Builder)
		b.Grow(textChunk)
		s.texts = b
	}
	start := b.Len()
	b.WriteString(prefix)
	b.Write(text)
	return b.String()[start:]
}

// siteEnd returns the index of the first "/", "?" or "#" of t, where a
// site ends, or -1 (bytes.IndexAny makes its set at each call, and this
// runs for every URL).
func siteEnd[S ~string | ~[]byte](t S) int {
	for i := 0; i < len(t); i++ {
		if siteDelim[t[i]] {
			return i
		}
	}
	return -1
}

// siteDelim holds the bytes that end a site: "/", "?" and "#" (a table:
// one test for each byte of every URL's host, not three).
var siteDelim = [256]bool{'/': true, '?': true, '#': true}
