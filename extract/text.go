package extract

import "unsafe"

// textChunk is the size of the blocks URL texts are cut from (the
// Scanner's texts, an arena.Arena: emit): each byte appended after the
// last and never written again, so that the text of a URL costs no
// allocation of its own, as strings.Builder's String does. A text kept
// after the Scanner moves on keeps its block, at most textChunk bytes; a
// longer text than textChunk/4 has its own.
const textChunk = 2 << 10

// rawText returns s.buf[a:b], the raw text around a URL that its secret
// reading reads, as a string that is a view of the buffer, not a copy:
// it holds only while the buffer does not move (Scanner.move, a Part's
// Data given back), so the reading keeps none of it (the memo keeps
// stream offsets; a word found in it is cut from the URL's text, or
// copied: wordIn). TestKeptURLsStay writes the buffers over after the
// scan.
func (s *Scanner) rawText(a, b int) string {
	if a >= b {
		return ""
	}
	return unsafe.String(&s.buf[a], b-a)
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
