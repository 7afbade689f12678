package lint

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// diffContext is the number of unchanged lines around a change in a hunk,
// as diff -u gives.
const diffContext = 3

// errLongChanged says that a line longer than maxFixLine differs between
// the original and the fixed text, which the Fixer never does.
var errLongChanged = errors.New("a line too long to show differs after the fix; not fixed")

// writeDiff writes a unified diff (as `diff -u` and `git diff` print it) of
// a, the original, against b, the fixed text, naming the file name in the
// headers. Fixes never add or remove a line break, so the two have the same
// lines, and every hunk as many old lines as new ones. It streams: it
// holds a few lines, and a hunk's lines go to an anonymous temporary file
// past a size (spillBuf). A line longer than maxFixLine is never in a hunk
// (the Fixer applies no fix on it or near it), and is compared, not held.
func writeDiff(w io.Writer, name string, a, b io.Reader) error {
	ra, rb := bufio.NewReaderSize(a, maxFixLine+1), bufio.NewReaderSize(b, maxFixLine+1)
	bw := bufio.NewWriter(w)
	header := false
	var (
		body      spillBuf // the lines of the open hunk
		plus      spillBuf // the additions of the current run of changed lines
		open      bool
		hunkStart int      // first line of the open hunk
		hunkLen   int      // its lines so far, context included
		pre       [][]byte // unchanged lines before the next change (at most diffContext)
		tail      [][]byte // unchanged lines since the last change of the open hunk
		inRun     bool     // the last line was changed
	)
	defer body.close()
	defer plus.close()
	endRun := func() error {
		if !inRun {
			return nil
		}
		inRun = false
		if _, err := io.Copy(&body, plus.reader()); err != nil {
			return err
		}
		plus.reset()
		return nil
	}
	context := func(line []byte) error {
		if err := endRun(); err != nil {
			return err
		}
		hunkLen++
		return writeLine(&body, ' ', line)
	}
	flush := func() error {
		if err := endRun(); err != nil {
			return err
		}
		for _, l := range tail[:min(len(tail), diffContext)] {
			if err := context(l); err != nil {
				return err
			}
		}
		if !header {
			fmt.Fprintf(bw, "--- a/%s\n+++ b/%s\n", name, name)
			header = true
		}
		fmt.Fprintf(bw, "@@ -%d,%d +%d,%d @@\n", hunkStart, hunkLen, hunkStart, hunkLen)
		_, err := io.Copy(bw, body.reader())
		body.reset()
		open, hunkLen, tail = false, 0, nil
		return err
	}
	lineNo := 0
	for {
		la, longA, erra := readDiffLine(ra)
		lb, longB, errb := readDiffLine(rb)
		if erra != nil && erra != io.EOF {
			return erra
		}
		if errb != nil && errb != io.EOF {
			return errb
		}
		if len(la) == 0 && len(lb) == 0 {
			break
		}
		lineNo++
		if longA || longB {
			// Never changed, never shown: the hunk before it is closed (no
			// change stands within diffContext lines of it).
			if !longA || !longB || !bytes.Equal(la, lb) {
				return errLongChanged
			}
			if err := skipLongRest(ra, rb); err != nil {
				return err
			}
			if open {
				if err := flush(); err != nil {
					return err
				}
			}
			pre = nil
			continue
		}
		if bytes.Equal(la, lb) {
			if open {
				tail = append(tail, bytes.Clone(la))
				if len(tail) > 2*diffContext {
					rest := tail[diffContext:]
					tail = tail[:diffContext]
					if err := flush(); err != nil {
						return err
					}
					pre = append([][]byte(nil), rest[len(rest)-diffContext:]...)
				}
			} else if len(pre) == diffContext {
				// The oldest line's buffer takes the newest: a file with
				// few changes is compared without a copy of each line.
				oldest := pre[0]
				copy(pre, pre[1:])
				pre[diffContext-1] = append(oldest[:0], la...)
			} else {
				pre = append(pre, bytes.Clone(la))
			}
			continue
		}
		if !open {
			open = true
			hunkStart = lineNo - len(pre)
			for _, l := range pre {
				if err := context(l); err != nil {
					return err
				}
			}
			pre = nil
		} else {
			for _, l := range tail {
				if err := context(l); err != nil {
					return err
				}
			}
			tail = nil
		}
		inRun = true
		if err := writeLine(&body, '-', la); err != nil {
			return err
		}
		if err := writeLine(&plus, '+', lb); err != nil {
			return err
		}
		hunkLen++
	}
	if open {
		if err := flush(); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// readDiffLine reads a line of r: whole (a copy is not made: the bytes are
// r's until its next read) when it is at most maxFixLine bytes, else its
// first part and long.
func readDiffLine(r *bufio.Reader) (line []byte, long bool, err error) {
	line, err = r.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		return line, true, nil
	}
	return line, false, err
}

// skipLongRest reads the rest of a long line from both readers, which must
// be the same.
func skipLongRest(ra, rb *bufio.Reader) error {
	var buf []byte
	for {
		chunk, err := ra.ReadSlice('\n')
		if err != nil && err != bufio.ErrBufferFull && err != io.EOF {
			return err
		}
		if cap(buf) < len(chunk) {
			buf = make([]byte, len(chunk))
		}
		b := buf[:len(chunk)]
		if _, err := io.ReadFull(rb, b); err != nil || !bytes.Equal(b, chunk) {
			return errLongChanged
		}
		if err != bufio.ErrBufferFull {
			return nil
		}
	}
}

// writeLine writes a line of a hunk with its mark, marking one that does
// not end in a line break as diff does.
func writeLine(w io.Writer, mark byte, line []byte) error {
	if _, err := w.Write([]byte{mark}); err != nil {
		return err
	}
	if _, err := w.Write(line); err != nil {
		return err
	}
	if len(line) == 0 || line[len(line)-1] != '\n' {
		_, err := io.WriteString(w, "\n\\ No newline at end of file\n")
		return err
	}
	return nil
}
