package lint

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/urlsift/urlsift/urlsyntax"
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
//
// No line leaves it with a secret: every line a hunk shows (context lines
// too) is shown with the secrets of its URLs and of its neighbours' masked
// (shownLine), read ahead by one line (diffReader). The Fixer applies no
// fix near a line it knows to show a secret, so the diff of a fix shows
// none; this is the last gate, for a secret that only the lines around
// it tell (a password a line break cut after a URL the Fixer read as
// ending before it: "see FTP://a@b.com:⏎s3cretpw@localhost/x", review45
// M1, showed " s3cretpw@localhost/x" as a context line). A masked line
// is no longer the file's, so a patch of that hunk does not apply: the
// diff shows what --fix writes everywhere but at a secret.
func writeDiff(w io.Writer, name string, a, b io.Reader) error {
	dr := diffReader{ra: bufio.NewReaderSize(a, maxFixLine+1), rb: bufio.NewReaderSize(b, maxFixLine+1)}
	bw := bufio.NewWriter(w)
	header := false
	var (
		body      spillBuf // the lines of the open hunk
		plus      spillBuf // the additions of the current run of changed lines
		open      bool
		hunkStart int        // first line of the open hunk
		hunkLen   int        // its lines so far, context included
		pre       []diffLine // unchanged lines before the next change (at most diffContext)
		before    diffLine   // the line before pre[0] (none: nil)
		tail      []diffLine // unchanged lines since the last change of the open hunk
		last      diffLine   // the last changed line of the open hunk
		inRun     bool       // the last line was changed
		shown     []byte     // a line as the diff shows it
		shown2    []byte
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
	// context writes the unchanged lines run, whose neighbours are prev
	// and next.
	context := func(run []diffLine, prev, next diffLine) error {
		if err := endRun(); err != nil {
			return err
		}
		for k, l := range run {
			p, n := prev, next
			if k > 0 {
				p = run[k-1]
			}
			if k+1 < len(run) {
				n = run[k+1]
			}
			shown = shownLine(shown[:0], p.a, l.a, n.a)
			if !bytes.Equal(p.a, p.b) || !bytes.Equal(n.a, n.b) {
				// Next to a changed line: read with the fixed text's
				// neighbours too.
				shown2 = shownLine(shown2[:0], p.b, shown, n.b)
				shown, shown2 = shown2, shown
			}
			hunkLen++
			if err := writeLine(&body, ' ', shown); err != nil {
				return err
			}
		}
		return nil
	}
	flush := func(next diffLine) error {
		if err := endRun(); err != nil {
			return err
		}
		n := min(len(tail), diffContext)
		if n < len(tail) {
			next = tail[n]
		}
		if err := context(tail[:n], last, next); err != nil {
			return err
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
	if err := dr.advance(); err != nil { // the first line, read ahead
		return err
	}
	lineNo := 0
	for {
		if err := dr.advance(); err != nil {
			return err
		}
		cur := dr.cur
		if cur.end {
			break
		}
		lineNo++
		if cur.long {
			// Never changed, never shown: the hunk before it is closed (no
			// change stands within diffContext lines of it).
			if open {
				if err := flush(diffLine{}); err != nil {
					return err
				}
			}
			pre, before = nil, diffLine{}
			continue
		}
		la, lb := cur.a, cur.b
		if bytes.Equal(la, lb) {
			if open {
				l := diffLine{a: bytes.Clone(la)}
				l.b = l.a
				tail = append(tail, l)
				if len(tail) > 2*diffContext {
					rest := tail[diffContext:]
					if err := flush(rest[0]); err != nil {
						return err
					}
					before = rest[len(rest)-diffContext-1]
					pre = append([]diffLine(nil), rest[len(rest)-diffContext:]...)
				}
			} else if len(pre) == diffContext {
				// The oldest line's buffer takes the newest: a file with
				// few changes is compared without a copy of each line.
				oldest := before
				before = pre[0]
				copy(pre, pre[1:])
				l := diffLine{a: append(oldest.a[:0], la...)}
				l.b = l.a
				pre[diffContext-1] = l
			} else {
				l := diffLine{a: bytes.Clone(la)}
				l.b = l.a
				pre = append(pre, l)
			}
			continue
		}
		if !open {
			open = true
			hunkStart = lineNo - len(pre)
			if err := context(pre, before, cur); err != nil {
				return err
			}
			pre, before = nil, diffLine{}
		} else if len(tail) > 0 {
			if err := context(tail, last, cur); err != nil {
				return err
			}
			tail = nil
		}
		prev := dr.prev
		inRun = true
		shown = shownLine(shown[:0], prev.a, la, dr.next.a)
		if err := writeLine(&body, '-', shown); err != nil {
			return err
		}
		shown = shownLine(shown[:0], prev.b, lb, dr.next.b)
		if err := writeLine(&plus, '+', shown); err != nil {
			return err
		}
		last = diffLine{a: append(last.a[:0:0], la...), b: append(last.b[:0:0], lb...)}
		hunkLen++
	}
	if open {
		if err := flush(diffLine{}); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// diffLine is a line of the original (a) and of the fixed text (b), the
// same slice where the two are equal.
type diffLine struct {
	a, b []byte
	long bool // longer than maxFixLine on both sides (its first part held)
	end  bool // past the last line
}

// diffReader reads the lines of the original and the fixed text in step,
// one ahead: cur is the line to show, prev the one before it and next the
// one after (their copies).
type diffReader struct {
	ra, rb          *bufio.Reader
	prev, cur, next diffLine
}

// advance moves to the next line: cur becomes prev, next cur, and the
// line after it is read into next.
func (d *diffReader) advance() error {
	d.prev, d.cur, d.next = d.cur, d.next, d.prev
	n := &d.next
	if d.cur.end {
		*n = diffLine{end: true}
		return nil
	}
	la, longA, erra := readDiffLine(d.ra)
	if erra != nil && erra != io.EOF {
		return erra
	}
	n.a = append(n.a[:0], la...)
	lb, longB, errb := readDiffLine(d.rb)
	if errb != nil && errb != io.EOF {
		return errb
	}
	n.b = append(n.b[:0], lb...)
	n.long, n.end = false, len(la) == 0 && len(lb) == 0
	if longA || longB {
		if !longA || !longB || !bytes.Equal(n.a, n.b) {
			return errLongChanged
		}
		if err := skipLongRest(d.ra, d.rb); err != nil {
			return err
		}
		n.long = true
	}
	return nil
}

// shownLine appends to dst line as a diff shows it: the secrets that the
// raw reading of URLs (urlsyntax.AppendSecrets, the masker of every
// output) finds in it, read alone, after prev (the line before it, its
// line break and the white space before it taken off) and before next
// (the next line, its indentation taken off), masked as urlsyntax.Masked, run by run. A password that a
// line break cut ("FTP://a@b.com:⏎s3cretpw@localhost/x",
// "http://u:Lxyz⏎j @h.example.org/x") is read whole in one of the two
// joined readings. A line that its neighbours hold no "@" or "/" with is
// appended as it is.
func shownLine(dst, prev, line, next []byte) []byte {
	masked := maskedSpans(nil, prev, line, next)
	if len(masked) == 0 {
		return append(dst, line...)
	}
	body, brk := splitBreak(line)
	k := 0
	for _, sp := range masked {
		dst = append(dst, body[k:sp.Lo]...)
		dst = append(dst, urlsyntax.Masked...)
		k = sp.Hi
	}
	dst = append(dst, body[k:]...)
	return append(dst, brk...)
}

// maskedSpans appends to dst the spans of line (its line break aside)
// that shownLine masks, in order and apart from one another (merged
// where they overlap): the secrets of the raw reading of URLs in line
// alone, after prev and before next.
func maskedSpans(dst []urlsyntax.Span, prev, line, next []byte) []urlsyntax.Span {
	if !anyByte('@', prev, line, next) || !anyByte('/', prev, line, next) {
		return dst
	}
	body, _ := splitBreak(line)
	var masked []urlsyntax.Span
	// add keeps the spans of a reading whose bytes from off on are
	// body's from lo on.
	add := func(sps []urlsyntax.Span, off, lo int) {
		for _, sp := range sps {
			l, h := max(sp.Lo-off+lo, lo), min(sp.Hi-off+lo, len(body))
			if l < h {
				masked = append(masked, urlsyntax.Span{Lo: l, Hi: h})
			}
		}
	}
	var buf []urlsyntax.Span
	add(urlsyntax.AppendSecrets(buf[:0], string(body)), 0, 0)
	if p, _ := splitBreak(prev); len(p) > 0 {
		p = bytes.TrimRight(p, " \t")
		lead := len(body) - len(bytes.TrimLeft(body, " \t"))
		add(urlsyntax.AppendSecrets(buf[:0], string(p)+string(body[lead:])), len(p), lead)
	}
	if n, _ := splitBreak(next); len(n) > 0 {
		b := bytes.TrimRight(body, " \t")
		add(urlsyntax.AppendSecrets(buf[:0], string(b)+string(bytes.TrimLeft(n, " \t"))), 0, 0)
	}
	slices.SortFunc(masked, func(x, y urlsyntax.Span) int { return x.Lo - y.Lo })
	for _, sp := range masked {
		if n := len(dst); n > 0 && sp.Lo < dst[n-1].Hi {
			dst[n-1].Hi = max(dst[n-1].Hi, sp.Hi)
			continue
		}
		dst = append(dst, sp)
	}
	return dst
}

// anyByte reports whether c stands in any of the lines.
func anyByte(c byte, lines ...[]byte) bool {
	for _, l := range lines {
		if bytes.IndexByte(l, c) >= 0 {
			return true
		}
	}
	return false
}

// splitBreak splits line into its text and its line break ("\n", "\r\n"
// or none, at the end of the file).
func splitBreak(line []byte) (body, brk []byte) {
	n := len(line)
	if n > 0 && line[n-1] == '\n' {
		n--
		if n > 0 && line[n-1] == '\r' {
			n--
		}
	}
	return line[:n], line[n:]
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
