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
// (maskedSpans), read ahead by secretJoin lines (diffReader). The Fixer applies no
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
		hunkStart int      // first line of the open hunk
		hunkLen   int      // its lines so far, context included
		pre       int      // unchanged lines just before the current one, not shown yet (at most diffContext)
		tail      [][]byte // unchanged lines since the last change of the open hunk, as shown
		inRun     bool     // the last line was changed
		shown     []byte   // a line as the diff shows it
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
		open, hunkLen, tail = false, 0, tail[:0]
		return err
	}
	lineNo := 0
	for {
		if err := dr.advance(); err != nil {
			return err
		}
		cur := dr.line(0)
		if cur.end {
			break
		}
		lineNo++
		if cur.long {
			// Never changed, never shown: the hunk before it is closed (no
			// change stands within diffContext lines of it).
			if open {
				if err := flush(); err != nil {
					return err
				}
			}
			pre = 0
			continue
		}
		if bytes.Equal(cur.a, cur.b) {
			if !open {
				pre = min(pre+1, diffContext)
				continue
			}
			tail = append(tail, dr.shown(nil, 0, sideContext))
			if len(tail) > 2*diffContext {
				// The next change is too far for one hunk: the first
				// lines close this one, the last wait before the next.
				if err := flush(); err != nil {
					return err
				}
				pre = diffContext
			}
			continue
		}
		if !open {
			open = true
			hunkStart = lineNo - pre
			if err := endRun(); err != nil {
				return err
			}
			for k := -pre; k < 0; k++ {
				shown = dr.shown(shown[:0], k, sideContext)
				if err := context(shown); err != nil {
					return err
				}
			}
			pre = 0
		} else if len(tail) > 0 {
			if err := endRun(); err != nil {
				return err
			}
			for _, l := range tail {
				if err := context(l); err != nil {
					return err
				}
			}
			tail = tail[:0]
		}
		inRun = true
		shown = dr.shown(shown[:0], 0, sideA)
		if err := writeLine(&body, '-', shown); err != nil {
			return err
		}
		shown = dr.shown(shown[:0], 0, sideB)
		if err := writeLine(&plus, '+', shown); err != nil {
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

// diffLine is a line of the original (a) and of the fixed text (b), the
// same bytes where the two are equal.
type diffLine struct {
	a, b []byte
	long bool // longer than maxFixLine on both sides (its first part held)
	end  bool // past the last line
}

// secretJoin is how many lines before and after a line maskedSpans reads
// it joined with: a password or token that line breaks cut onto up to
// secretJoin+1 lines is read whole in one of the joined readings. It is
// fixContext, the lines the Fixer holds on each side of the line it
// decides (Fixer.hiddenEdit reads the same windows).
const secretJoin = fixContext

// diffWindow is how many lines the diffReader keeps before the current
// one: the unchanged lines a hunk shows before a change, and the lines
// each of those is read joined with.
const diffWindow = diffContext + secretJoin

// diffReader reads the lines of the original and the fixed text in step,
// secretJoin lines ahead of the current one and keeping diffWindow lines
// behind it, in a ring whose buffers are reused: line i of the file
// (from 0) is ring[i%len(ring)] while it is kept.
type diffReader struct {
	ra, rb  *bufio.Reader
	ring    [diffWindow + 1 + secretJoin]diffLine
	cur     int  // the current line's number
	n       int  // lines read, the end's mark among them
	eof     bool // the end's mark is read
	endLine diffLine
	joinA   [2][][]byte
	joinB   [2][][]byte
	sp      [3][]urlsyntax.Span
}

// line returns the line k lines from the current one (k in
// [-diffWindow, secretJoin]); one before the first line or past the last
// is end.
func (d *diffReader) line(k int) *diffLine {
	i := d.cur + k
	if i < 0 || i >= d.n {
		d.endLine = diffLine{end: true}
		return &d.endLine
	}
	return &d.ring[i%len(d.ring)]
}

// advance moves to the next line (the first, at the first call), reading
// on to secretJoin lines after it.
func (d *diffReader) advance() error {
	if d.n == 0 && !d.eof {
		d.cur = -1
	}
	d.cur++
	for !d.eof && d.n <= d.cur+secretJoin {
		l := &d.ring[d.n%len(d.ring)]
		if err := d.readInto(l); err != nil {
			return err
		}
		d.eof = l.end
		d.n++
	}
	return nil
}

// readInto reads the next line of both texts into n.
func (d *diffReader) readInto(n *diffLine) error {
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

// The sides of a line the diff shows: the original ("-"), the fixed text
// ("+"), or an unchanged line (" "), read with the neighbours of both.
const (
	sideA = iota
	sideB
	sideContext
)

// shown appends to dst the line k lines from the current one as the diff
// shows it on side (maskedSpans): read with its neighbours of the same
// side, an unchanged line with those of both (its neighbours may be
// changed lines).
func (d *diffReader) shown(dst []byte, k, side int) []byte {
	l := d.line(k)
	line := l.a
	if side == sideB {
		line = l.b
	}
	if side != sideB {
		d.joinA[0], d.joinA[1] = d.window(d.joinA[0][:0], d.joinA[1][:0], k, false)
	}
	if side != sideA {
		d.joinB[0], d.joinB[1] = d.window(d.joinB[0][:0], d.joinB[1][:0], k, true)
	}
	switch side {
	case sideA:
		d.sp[0] = maskedSpans(d.sp[0][:0], d.joinA[0], line, d.joinA[1])
	case sideB:
		d.sp[0] = maskedSpans(d.sp[0][:0], d.joinB[0], line, d.joinB[1])
	default:
		d.sp[1] = maskedSpans(d.sp[1][:0], d.joinA[0], line, d.joinA[1])
		d.sp[2] = maskedSpans(d.sp[2][:0], d.joinB[0], line, d.joinB[1])
		d.sp[0] = mergeSpans(append(append(d.sp[0][:0], d.sp[1]...), d.sp[2]...))
	}
	return maskLine(dst, line, d.sp[0])
}

// window appends to before and after the lines of one side (b: the fixed
// text's) around the line k lines from the current one, up to secretJoin
// each way, in the file's order; a long line, or the file's start or end,
// ends the window.
func (d *diffReader) window(before, after [][]byte, k int, b bool) ([][]byte, [][]byte) {
	side := func(l *diffLine) []byte {
		if b {
			return l.b
		}
		return l.a
	}
	lo := k
	for j := k - 1; j >= k-secretJoin && j >= -diffWindow; j-- {
		l := d.line(j)
		if l.end || l.long {
			break
		}
		lo = j
	}
	for j := lo; j < k; j++ {
		before = append(before, side(d.line(j)))
	}
	for j := k + 1; j <= k+secretJoin && j <= secretJoin; j++ {
		l := d.line(j)
		if l.end || l.long {
			break
		}
		after = append(after, side(l))
	}
	return before, after
}

// maskLine appends to dst line with the spans masked (its line break
// kept).
func maskLine(dst, line []byte, masked []urlsyntax.Span) []byte {
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
// that the diff masks, in order and apart from one another (merged
// where they overlap): the secrets of the raw reading of URLs in line
// alone, and in line joined with the last lines of before and the first
// of after (each run of lines joined as a renderer or a hand wrapped
// it: the line breaks and the white space around them taken off), every
// run that holds line. A password that line breaks cut
// ("FTP://a@b.com:⏎s3cretpw@localhost/x", "http://u:Lxyz⏎j
// @h.example.org/x", "https://alice:S3cr⏎etPw9⏎Ab@db/x": review52 L12,
// the middle line alone holds no URL) is read whole in one of them.
// before and after are in the file's order; an empty line among them
// (a paragraph's end) ends the runs.
func maskedSpans(dst []urlsyntax.Span, before [][]byte, line []byte, after [][]byte) []urlsyntax.Span {
	body, brk := splitBreak(line)
	cr := bytes.IndexByte(body, '\r')
	if cr < 0 {
		return maskedLineSpans(dst, before, line, after)
	}
	// A lone CR (an old Mac file's line break) is a line break to
	// extract and to the readings of secrets, not to the diff, which
	// splits at "\n": each piece is read as the line it is, with the
	// pieces around it and the lines around the diff's line
	// ("a line above\rgIt://u:\r;cs)RAx~@EXample.com/x\r": a password
	// that its line break cut showed whole in --fix --diff,
	// TestFixableAcrossBreaks).
	var pieces [][]byte
	for len(body) > 0 {
		i := bytes.IndexByte(body, '\r')
		if i < 0 {
			break
		}
		pieces = append(pieces, body[:i+1])
		body = body[i+1:]
	}
	pieces = append(pieces, append(body[:len(body):len(body)], brk...))
	n0 := len(dst)
	off := 0
	for k, piece := range pieces {
		b := append(slices.Clip(before), pieces[:k]...)
		a := append(slices.Clip(pieces[k+1:]), after...)
		m := len(dst)
		dst = maskedLineSpans(dst, b, piece, a)
		for i := m; i < len(dst); i++ {
			dst[i].Lo += off
			dst[i].Hi += off
		}
		off += len(piece)
	}
	return append(dst[:n0], mergeSpans(dst[n0:])...)
}

// maskedLineSpans is maskedSpans of a line with no lone CR in it.
func maskedLineSpans(dst []urlsyntax.Span, before [][]byte, line []byte, after [][]byte) []urlsyntax.Span {
	// Only the lines the runs may reach.
	for i := len(before) - 1; i >= 0; i-- {
		if p, _ := splitBreak(before[i]); len(p) == 0 {
			before = before[i+1:]
			break
		}
	}
	for i, n := range after {
		if n, _ := splitBreak(n); len(n) == 0 {
			after = after[:i]
			break
		}
	}
	if !anyByte('@', line) && !anyByte('@', before...) && !anyByte('@', after...) && !anyNFKCAt(line, before, after) ||
		!anyByte('/', line) && !anyByte('/', before...) && !anyByte('/', after...) {
		return dst
	}
	body, _ := splitBreak(line)
	n0 := len(dst)
	// add keeps the spans of a reading whose bytes from off on are
	// body's from lo on.
	add := func(sps []urlsyntax.Span, off, lo int) {
		for _, sp := range sps {
			l, h := max(sp.Lo-off+lo, lo), min(sp.Hi-off+lo, len(body))
			if l < h {
				dst = append(dst, urlsyntax.Span{Lo: l, Hi: h})
			}
		}
	}
	var buf []urlsyntax.Span
	var joined []byte
	var parts [][]byte
	// Each run is read twice: with the white space around its line
	// breaks taken off, and with the prefix each line shares with the
	// one before it ("# ", "> ", "// ", " * ") taken off too, as the
	// layout's, not the password's (extract's skipLinePrefix).
	for _, strip := range [2]bool{false, true} {
		if strip && !sharedPrefix(before, line, after) {
			break
		}
		for nb := 0; nb <= len(before); nb++ {
			for na := 0; na <= len(after); na++ {
				var prev []byte // the line before, as written
				cut := func(l []byte, first bool) []byte {
					b, _ := splitBreak(l)
					if !first {
						if k := linePrefix(b); strip && k > 0 && k == linePrefix(prev) && bytes.Equal(b[:k], prev[:k]) {
							b = b[k:]
						}
						b = bytes.TrimLeft(b, " \t")
					}
					prev, _ = splitBreak(l)
					return b
				}
				parts = parts[:0]
				for i := len(before) - nb; i < len(before); i++ {
					parts = append(parts, cut(before[i], i == len(before)-nb))
				}
				b := cut(line, nb == 0)
				lead := len(body) - len(b)
				parts = append(parts, b)
				for i := range na {
					parts = append(parts, cut(after[i], false))
				}
				if (strip || nb+na > 1) && !cutRun(parts) {
					// Past two lines, or with prefixes taken off: only a
					// run that reads as one word cut (below); the raw
					// reading takes any byte but a line break for a
					// password's, and runs of comment lines glued so read
					// "ftp://h:/n ... x@y" as one (TestPercentComments).
					continue
				}
				joined = joined[:0]
				off := 0
				for i, p := range parts {
					if i < len(parts)-1 {
						p = bytes.TrimRight(p, " \t")
					}
					if i == nb {
						off = len(joined)
					}
					joined = append(joined, p...)
				}
				add(urlsyntax.AppendSecrets(buf[:0], string(joined)), off, lead)
			}
		}
	}
	return append(dst[:n0], mergeSpans(dst[n0:])...)
}

// cutRun reports whether the lines of a run (their prefixes and
// indentation taken off) read as one word that line breaks cut: the
// first line's last word holds "://", each line between is one word, and
// the last line's first word holds an "@".
func cutRun(parts [][]byte) bool {
	if len(parts) < 2 {
		return false
	}
	first := bytes.TrimRight(parts[0], " \t")
	if i := bytes.LastIndexAny(first, " \t"); i >= 0 {
		first = first[i+1:]
	}
	last := bytes.TrimSpace(parts[len(parts)-1])
	if i := bytes.IndexAny(last, " \t"); i >= 0 {
		last = last[:i]
	}
	if !bytes.Contains(first, []byte("://")) || bytes.IndexByte(last, '@') < 0 && !urlsyntax.HasNFKCAt(last) {
		return false
	}
	for _, p := range parts[1 : len(parts)-1] {
		p = bytes.TrimSpace(p)
		if len(p) == 0 || bytes.ContainsAny(p, " \t") {
			return false
		}
	}
	return true
}

// linePrefix returns the length of line's prefix of layout: white space,
// then the marks of a comment or a quote ("#", ">", "//", "*", "--", ";",
// "%", "!", "|"; "> > " as one); 0 where no mark stands. The white space
// after it is the line's indentation, taken off as any line's.
func linePrefix(line []byte) int {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	m := i
	for i < len(line) && bytes.IndexByte([]byte("#>/*-;%!|"), line[i]) >= 0 {
		i++
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') && i+1 < len(line) && bytes.IndexByte([]byte("#>/*-;%!|"), line[i+1]) >= 0 {
			i++ // "> > "
		}
	}
	if i == m {
		return 0
	}
	return i
}

// sharedPrefix reports whether a line of the window starts with the
// prefix of layout the line before it starts with.
func sharedPrefix(before [][]byte, line []byte, after [][]byte) bool {
	var prev []byte
	for _, ls := range [3][][]byte{before, {line}, after} {
		for _, l := range ls {
			b, _ := splitBreak(l)
			if k := linePrefix(b); k > 0 && k == linePrefix(prev) && bytes.Equal(b[:k], prev[:k]) {
				return true
			}
			prev = b
		}
	}
	return false
}

// mergeSpans sorts spans and merges those that overlap, in place.
func mergeSpans(spans []urlsyntax.Span) []urlsyntax.Span {
	slices.SortFunc(spans, func(x, y urlsyntax.Span) int { return x.Lo - y.Lo })
	out := spans[:0]
	for _, sp := range spans {
		if n := len(out); n > 0 && sp.Lo < out[n-1].Hi {
			out[n-1].Hi = max(out[n-1].Hi, sp.Hi)
			continue
		}
		out = append(out, sp)
	}
	return out
}

// anyNFKCAt reports whether line, or a line of before or after, holds a
// form of "@" NFKC reads as one ("＠", "﹫"), which the secret readings
// read as "@" (urlsyntax.HasNFKCAt).
func anyNFKCAt(line []byte, before, after [][]byte) bool {
	if urlsyntax.HasNFKCAt(line) {
		return true
	}
	for _, l := range before {
		if urlsyntax.HasNFKCAt(l) {
			return true
		}
	}
	for _, l := range after {
		if urlsyntax.HasNFKCAt(l) {
			return true
		}
	}
	return false
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
	}
	if n > 0 && line[n-1] == '\r' {
		n-- // (a lone CR: a piece of maskedSpans, or the text's end)
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
