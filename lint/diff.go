package lint

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
)

// diffContext is the number of unchanged lines around a change in a hunk,
// as diff -u gives.
const diffContext = 3

// writeDiff writes a unified diff (as `diff -u` and `git diff` print it) of
// src against src with the sorted, disjoint edits applied, naming the file
// name in the headers. It streams: it holds the lines of one hunk at most.
// Fixes never add or remove a line break, so every hunk has as many old
// lines as new ones.
//
// A hunk that would show a byte of secrets (byte ranges of src: the URLs
// that hold a password or a token) is left out, since a diff is output and
// a secret is never printed; writeDiff returns the first and last changed
// line of each hunk it left out.
func writeDiff(w io.Writer, name string, src io.Reader, es []Edit, secrets [][2]int) (withheld [][2]int, err error) {
	br := bufio.NewReaderSize(src, 64<<10)
	bw := bufio.NewWriter(w)
	header := false
	var (
		hunk      bytes.Buffer // the lines of the open hunk
		open      bool
		hunkStart int      // first line of the open hunk
		hunkLen   int      // its lines so far, context included
		hunkOff   int      // offset of its first line
		changed   [2]int   // its first and last changed line
		hunkEnd   int      // offset after its last changed line
		pre       []string // unchanged lines before the next change (at most diffContext)
		tail      []string // unchanged lines since the last change of the open hunk
		minus     []string // a run of changed lines, written as diff does: removals,
		plus      []string // then additions
	)
	changes := func() {
		for _, l := range minus {
			hunk.WriteString("-")
			writeLine(&hunk, l)
		}
		for _, l := range plus {
			hunk.WriteString("+")
			writeLine(&hunk, l)
		}
		minus, plus = minus[:0], plus[:0]
	}
	context := func(line string) {
		changes()
		hunk.WriteString(" ")
		writeLine(&hunk, line)
		hunkLen++
	}
	flush := func() error {
		changes()
		n := min(len(tail), diffContext)
		end := hunkEnd
		for _, l := range tail[:n] {
			context(l)
			end += len(l)
		}
		for _, sp := range secrets {
			if sp[0] < end && sp[1] > hunkOff {
				withheld = append(withheld, changed)
				hunk.Reset()
				open, hunkLen, tail = false, 0, nil
				return nil
			}
		}
		if !header {
			fmt.Fprintf(bw, "--- a/%s\n+++ b/%s\n", name, name)
			header = true
		}
		fmt.Fprintf(bw, "@@ -%d,%d +%d,%d @@\n", hunkStart, hunkLen, hunkStart, hunkLen)
		_, err := bw.Write(hunk.Bytes())
		hunk.Reset()
		open, hunkLen, tail = false, 0, nil
		return err
	}
	off, lineNo, k := 0, 0, 0
	for {
		line, err := br.ReadString('\n')
		if len(line) == 0 && err != nil {
			if err != io.EOF {
				return nil, err
			}
			break
		}
		lineNo++
		start, end := off, off+len(line)
		off = end
		// The edits on this line.
		j := k
		for j < len(es) && es[j].Start < end {
			j++
		}
		if j == k {
			if open {
				tail = append(tail, line)
				if len(tail) > 2*diffContext {
					rest := tail[diffContext:]
					tail = tail[:diffContext]
					if ferr := flush(); ferr != nil {
						return nil, ferr
					}
					pre = append([]string(nil), rest[len(rest)-diffContext:]...)
				}
			} else {
				pre = append(pre, line)
				if len(pre) > diffContext {
					pre = pre[1:]
				}
			}
			continue
		}
		var fixed strings.Builder
		last := start
		for _, e := range es[k:j] {
			if e.Start < last || e.End > end {
				return nil, fmt.Errorf("edit %d-%d crosses a line break", e.Start, e.End)
			}
			fixed.WriteString(line[last-start : e.Start-start])
			fixed.WriteString(e.New)
			last = e.End
		}
		fixed.WriteString(line[last-start:])
		k = j
		if !open {
			open = true
			hunkStart = lineNo - len(pre)
			hunkOff = start
			changed[0] = lineNo
			for _, l := range pre {
				context(l)
				hunkOff -= len(l)
			}
			pre = nil
		} else {
			for _, l := range tail {
				context(l)
			}
			tail = nil
		}
		minus = append(minus, line)
		plus = append(plus, fixed.String())
		hunkLen++
		hunkEnd = end
		changed[1] = lineNo
	}
	if open {
		if err := flush(); err != nil {
			return nil, err
		}
	}
	return withheld, bw.Flush()
}

// writeLine writes a line of a hunk, marking one that does not end in a
// line break as diff does.
func writeLine(b *bytes.Buffer, line string) {
	b.WriteString(line)
	if !strings.HasSuffix(line, "\n") {
		b.WriteString("\n\\ No newline at end of file\n")
	}
}
