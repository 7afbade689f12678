package lint

import "bytes"

// fenceLines returns the starts of the first and the last line of p
// that may open or close a fenced block (three "`" or "~" or more after
// nothing but blanks), or -1, -1. p[0] starts a line.
//
// The lazy follower passes every line it does not classify through it
// (passTo): on text with few URLs, nearly all of the text. It was a
// pass over p for "`" and one for "~" (bytes.IndexByte), 0.42
// instructions a byte of the bench corpus, two fifths of what lint cost
// over extract (issue 27); indexFence finds either byte in one pass.
func fenceLines(p []byte) (first, last int) {
	return fenceLinesTo(p, false)
}

// firstFenceLine is fenceLines' first alone: the search stops there.
func firstFenceLine(p []byte) int {
	first, _ := fenceLinesTo(p, true)
	return first
}

// fenceLinesTo is fenceLines, which stops at the first line found when
// firstOnly (last is then that line).
func fenceLinesTo(p []byte, firstOnly bool) (first, last int) {
	first, last = -1, -1
	for i := 0; i < len(p); {
		k := indexFence(p[i:])
		if k < 0 {
			break
		}
		j := i + k
		i = j + 1
		c := p[j]
		if j+2 >= len(p) || p[j+1] != c || p[j+2] != c {
			continue
		}
		b := j
		for b > 0 && (p[b-1] == ' ' || p[b-1] == '\t') {
			b--
		}
		if b == 0 || p[b-1] == '\n' {
			if first < 0 || b < first {
				first = b
			}
			last = max(last, b)
			if firstOnly {
				break
			}
		}
	}
	return first, last
}

// indexFenceGo is indexFence in Go: the index of the first "`" or "~"
// of p, or -1.
func indexFenceGo(p []byte) int {
	i := bytes.IndexByte(p, '`')
	q := p
	if i >= 0 {
		q = p[:i] // a "~" before it, if any
	}
	if j := bytes.IndexByte(q, '~'); j >= 0 {
		return j
	}
	return i
}
