package printer

// Line marks: the workers that read the parts of one large file
// (internal/split) print each part's records before the lines of the parts
// before it are counted, numbering its lines from the part's start. A
// LineMarks notes where each line number went in the part's output, so
// that the part's turn renumbers them (Renumber) by the lines before it:
// no pass over the file to count them ahead.

// LineMarks notes the line numbers a LineFormat wrote into a buffer, for
// Renumber (Record.Lines). Its zero value is ready to use; Reset empties
// it for the next buffer.
type LineMarks struct {
	marks []lineMark
}

// lineMark is a line number n written at buffer index at.
type lineMark struct{ at, n int }

// Reset forgets the marks, for a buffer written afresh.
func (m *LineMarks) Reset() { m.marks = m.marks[:0] }

// appendLine appends the line number n to b, as appendDecimal does, and
// notes where when m is not nil.
func (m *LineMarks) appendLine(b []byte, n int) []byte {
	if m != nil {
		m.marks = append(m.marks, lineMark{len(b), n})
	}
	return appendDecimal(b, n)
}

// Renumber appends src to dst with every line number m notes in src
// (written there by the formats of records whose Lines was m) made delta
// larger: what the formats would have written had the records' lines been
// delta larger.
func Renumber(dst, src []byte, m *LineMarks, delta int) []byte {
	if delta == 0 || len(m.marks) == 0 {
		return append(dst, src...)
	}
	from := 0
	for _, k := range m.marks {
		dst = append(dst, src[from:k.at]...)
		dst = appendDecimal(dst, k.n+delta)
		from = k.at + decimalWidth(k.n)
	}
	return append(dst, src[from:]...)
}

// decimalWidth is the length of appendDecimal(nil, n).
func decimalWidth(n int) int {
	if n < 0 {
		return 1 + decimalLen(uint64(-n))
	}
	return decimalLen(uint64(n))
}
