package lint

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"sort"
)

// The tests' own writer of edits, in memory: the product's is the Fixer.

// disjoint sorts the edits by offset and drops those that overlap an
// earlier one.
func disjoint(edits []Edit) []Edit {
	es := append([]Edit(nil), edits...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].Start < es[j].Start })
	out := es[:0]
	last := -1
	for _, e := range es {
		if e.Start < last || (len(out) > 0 && e.Start == out[len(out)-1].Start) {
			continue
		}
		out = append(out, e)
		last = e.End
	}
	return out
}

// streamEdits copies src to dst with the sorted, disjoint edits applied. An
// edit whose Old text is not what src holds there means the edits do not
// belong to src: ErrChanged.
func streamEdits(src io.Reader, dst io.Writer, es []Edit) (int, error) {
	br := bufio.NewReaderSize(src, 64<<10)
	pos, n := 0, 0
	for _, e := range es {
		if e.Start < pos || e.Start > e.End {
			return 0, fmt.Errorf("edit %d-%d out of order; not fixed", e.Start, e.End)
		}
		if _, err := io.CopyN(dst, br, int64(e.Start-pos)); err != nil {
			return 0, ErrChanged // the file is shorter than the edits say
		}
		old := make([]byte, e.End-e.Start)
		if _, err := io.ReadFull(br, old); err != nil || string(old) != e.Old {
			return 0, ErrChanged
		}
		if _, err := io.WriteString(dst, e.New); err != nil {
			return 0, err
		}
		pos = e.End
		n++
	}
	if _, err := io.Copy(dst, br); err != nil {
		return 0, err
	}
	return n, nil
}

// applyEdits returns data with edits applied, in memory (for callers that
// hold the text).
func applyEdits(data []byte, edits []Edit) ([]byte, int, error) {
	var b bytes.Buffer
	b.Grow(len(data))
	n, err := streamEdits(bytes.NewReader(data), &b, disjoint(edits))
	if err != nil {
		return nil, 0, err
	}
	return b.Bytes(), n, nil
}
