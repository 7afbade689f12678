package lint

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// ErrChanged is returned by ApplyFixes when the file is no longer what was
// linted.
var ErrChanged = errors.New("file changed since it was read; not fixed")

// ErrMeaning is returned by ApplyFixes when the fixed file would not hold
// the same URLs at the same places (modulo the edits) as the original: a
// fix must never change what the file means.
var ErrMeaning = errors.New("the fixes would change which URLs the file holds or where they end; not fixed")

// meaningError is ErrMeaning where the check found it: the lines of the
// URL whose reading the fixes moved (a URL of the original, or one the
// fixed text holds in its place; a fix adds or removes no line break, so
// both have the same lines).
type meaningError struct{ first, last int }

func (e *meaningError) Error() string        { return ErrMeaning.Error() }
func (e *meaningError) Is(target error) bool { return target == ErrMeaning }

// moved returns the meaningError of u's lines.
func moved(u *extract.URL) error {
	return &meaningError{u.Start.Line, u.End.Line}
}

// ApplyFixes applies edits (offsets of the file, as in Finding.Fix) to the
// file at path, whose content was sum (SHA-256) when it was linted, and
// returns the number of edits applied. It is the Fixer for a list of
// edits, each one a fix of its own, in the order of their offsets: an edit
// that overlaps one applied before it is dropped, as is every edit the
// Fixer would not apply.
//
// It keeps every promise a user relies on, or leaves the file alone with an
// error that says why:
//
//   - The file is what was linted (else ErrChanged), a regular file owned by
//     the user, writable by its owner, with one link and no setuid or setgid
//     bit: ApplyFixes does not rewrite a file the user does not own or cannot
//     write, break a hard link, or touch a privileged program.
//   - The fixed file holds the same URLs as the original, with the same
//     extents modulo the edits, read with o.Extract (else ErrMeaning).
//   - The new content goes to a temporary file in the same directory, with
//     the original's mode, group and extended attributes, and is renamed
//     over it: readers see the old file or the new one, never a mix.
//
// The file is streamed: memory does not grow with its size.
func ApplyFixes(path string, sum [sha256.Size]byte, edits []Edit, o FixOptions) (int, error) {
	n, _, err := applyFixes(path, sum, edits, o, false)
	return n, err
}

// applyFixes is ApplyFixes, and returns the edits applied when keep.
func applyFixes(path string, sum [sha256.Size]byte, edits []Edit, o FixOptions, keep bool) (int, []Edit, error) {
	fx := NewFixer(path, o, func(Finding) error { return nil })
	fx.keepApplied = keep
	// In the order of their offsets, as Lint gives findings: the Fixer
	// leaves out an edit that overlaps one it applied before.
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b Edit) int { return a.Start - b.Start })
	// Each edit is judged where its URL stands, as lint --fix judges a
	// finding's: the text around the URL says whether it is a pattern, a
	// format string, code... Judged alone, the text after "|" in
	// "A00://0#|||0" is the URL's own "||0", which the same fix rewrites:
	// the last "|" alone was fixed, then one more each run.
	//
	// The edits of a URL that lines cut are judged together, as lint
	// --fix judges a finding's: judged alone, the "|" of "<A0://0#|⏎|>"
	// on the second line was fixed and the first, which the line of marks
	// after it held, was not; then it was, in a second run (FuzzFix).
	within := urlsOfEdits(path, o, edits)
	for i := 0; i < len(edits); {
		e := edits[i]
		f := Finding{Start: pos.Pos{Offset: e.Start}, End: pos.Pos{Offset: e.End}, Fix: []Edit{e}}
		j := i + 1
		if within != nil {
			f.urlStart, f.urlEnd = within[i][0], within[i][1]
			if f.urlStart.Line != f.urlEnd.Line {
				for ; j < len(edits) && within[j] == within[i]; j++ {
					if edits[j].Start >= f.Fix[len(f.Fix)-1].End {
						// (one that overlaps the one before is left out,
						// as the Fixer leaves it out below)
						f.Fix = append(f.Fix, edits[j])
						f.End.Offset = edits[j].End
					}
				}
			}
		}
		i = j
		if err := fx.Add(f, true); err != nil {
			return 0, nil, err
		}
	}
	n, err := fx.Close(sum)
	return n, fx.appliedList, err
}

// urlsOfEdits returns, for each edit (in the order of their offsets), the
// bounds of the URL of the file at path (or o.Source) that holds it, read
// with o.Extract, or zero positions when no URL holds it; nil when the
// file cannot be read (the Fixer tells why).
func urlsOfEdits(path string, o FixOptions, edits []Edit) [][2]pos.Pos {
	if len(edits) == 0 {
		return nil
	}
	var r io.Reader
	if o.Source != nil {
		r = io.NewSectionReader(o.Source, 0, math.MaxInt64)
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil
		}
		defer f.Close()
		r = f
	}
	out := make([][2]pos.Pos, len(edits))
	sc := extract.NewScanner(bufio.NewReader(r), o.Extract)
	k := 0
	for k < len(edits) && sc.Scan() {
		u := sc.URL()
		for k < len(edits) && edits[k].Start < u.End.Offset {
			if u.Start.Offset <= edits[k].Start && edits[k].End <= u.End.Offset {
				out[k] = [2]pos.Pos{u.Start, u.End}
			}
			k++
		}
	}
	if sc.Err() != nil {
		return nil
	}
	return out
}

// keepAttributes gives the new file the original's mode, group and
// extended attributes.
func keepAttributes(tmp *os.File, real string, fi fs.FileInfo) error {
	if err := tmp.Chmod(fi.Mode() & (fs.ModePerm | fs.ModeSticky)); err != nil {
		return err
	}
	if err := keepOwner(tmp, fi); err != nil {
		return fmt.Errorf("cannot give the fixed file the original's group (%v); not fixed", err)
	}
	if err := copyXattrs(tmp, real); err != nil {
		return fmt.Errorf("cannot copy the extended attributes (%v); not fixed", err)
	}
	return nil
}

// sameURLs reads the original a and the fixed text b side by side and
// checks that they mean the same (meaningCheck.same), the edits (log: the
// applied edits in order, as Fixer.logEdit writes them) told apart from
// the rest.
func sameURLs(a, b io.Reader, log io.Reader, o extract.Options) error {
	lr := bufio.NewReader(log)
	next := func() (loggedEdit, bool) {
		e, _, ok := readLogged(lr)
		return e, ok
	}
	c := getMeaningCheck(o)
	defer putMeaningCheck(c)
	return c.same(a, b, next)
}

// readLogged reads an edit Fixer.logEdit wrote, and its line.
func readLogged(lr *bufio.Reader) (e loggedEdit, line int, ok bool) {
	start, err1 := binary.ReadUvarint(lr)
	end, err2 := binary.ReadUvarint(lr)
	l, err3 := binary.ReadUvarint(lr)
	n, err4 := binary.ReadUvarint(lr)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
		return loggedEdit{}, 0, false
	}
	var b strings.Builder
	if _, err := io.CopyN(&b, lr, int64(n)); err != nil {
		return loggedEdit{}, 0, false
	}
	return loggedEdit{int(start), int(end), b.String()}, int(l), true
}

// meaningCheck is the one test of whether fixes keep the meaning of a
// text, for a file --fix rewrites (sameURLs, read as a stream) and for a
// text held whole (TextFixes: one fix on the lines around it, all of them
// on the whole text): read again, the fixed text holds the same URLs,
// each starting and ending where the edits move it, with the same
// wrapper, rejoined or not the same, with a hyphen at a line break and
// another reading of a line break where the original had them; no edit
// runs across a URL's start or end; and the text of a URL whose text is
// its bytes in the source (not rejoined, no scheme put before it) is the
// original's with the edits inside it applied. Its two scanners and
// buffers are used again from one check to the next.
type meaningCheck struct {
	o             extract.Options
	before, after *extract.Scanner
	es            []loggedEdit // the edits read and not yet wholly before the URLs scanned
	// For a text held whole: the window fixed, the edits in its offsets.
	ra     strings.Reader
	rb     bytes.Reader
	buf    []byte
	sorted []Edit
}

// loggedEdit is an edit as meaningCheck reads it: the bytes start to end
// of the original replaced by new.
type loggedEdit struct {
	start, end int
	new        string
}

// delta is the change in length the edit makes.
func (e loggedEdit) delta() int { return len(e.new) - (e.end - e.start) }

// meaningChecks holds the meaningChecks not in use: a check reads with
// two scanners of about 20 KB each, and a language server checks its
// documents' fixes one by one, when a client asks.
var meaningChecks sync.Pool

// getMeaningCheck returns a meaningCheck reading with o (put it back in
// meaningChecks when done). A check calls nothing back: o's TooLong,
// Marked, Lines and Place are not its.
func getMeaningCheck(o extract.Options) *meaningCheck {
	o.TooLong, o.Marker, o.Marked, o.Lines, o.Place = nil, "", nil, nil, nil
	if c, _ := meaningChecks.Get().(*meaningCheck); c != nil && sameOptions(c.o, o) {
		return c
	}
	return &meaningCheck{o: o, before: extract.NewScanner(nil, o), after: extract.NewScanner(nil, o)}
}

// putMeaningCheck gives c back to meaningChecks, without a text of more
// than 1 MiB that it read.
func putMeaningCheck(c *meaningCheck) {
	if cap(c.buf) > 1<<20 {
		c.buf = nil
	}
	c.ra.Reset("")
	c.rb.Reset(nil)
	meaningChecks.Put(c)
}

// sameOptions reports whether a and b, options with no functions, read a
// text the same (TestSameOptionsFields: every field of extract.Options).
func sameOptions(a, b extract.Options) bool {
	return a.Abbreviated == b.Abbreviated && a.Relative == b.Relative && a.MaxURL == b.MaxURL && a.Marker == b.Marker && a.Name == b.Name
}

// same reads the original a and the fixed text b side by side, next
// giving the edits that made b of a (offsets of a, in order, disjoint;
// false after the last), and returns ErrMeaning unless b means what a
// means (meaningCheck), or the error of a read.
func (c *meaningCheck) same(a, b io.Reader, next func() (loggedEdit, bool)) error {
	sa, sb := c.before, c.after
	sa.Reset(a)
	sb.Reset(b)
	es, more := c.es[:0], true
	defer func() { c.es = es[:0] }()
	// delta is the change in length of the edits wholly before the URL
	// at hand, dropped from es.
	delta := 0
	for {
		oka, okb := sa.Scan(), sb.Scan()
		if oka != okb {
			if oka {
				return moved(sa.URL())
			}
			return moved(sb.URL())
		}
		if !oka {
			break
		}
		ua, ub := sa.URL(), sb.URL()
		// Every edit that starts before the URL's end is read.
		for more && (len(es) == 0 || es[len(es)-1].start < ua.End.Offset) {
			e, ok := next()
			if !ok {
				more = false
				break
			}
			es = append(es, e)
		}
		// Those wholly before the URL move it (an insertion where it
		// starts is before it; one where it ends, after it).
		k := 0
		for k < len(es) && es[k].end <= ua.Start.Offset {
			delta += es[k].delta()
			k++
		}
		if k > 0 {
			es = append(es[:0], es[k:]...)
		}
		start, end := ua.Start.Offset+delta, ua.End.Offset+delta
		in := 0 // es[:in] are the edits inside the URL
		for ; in < len(es) && es[in].start < ua.End.Offset; in++ {
			if e := es[in]; e.start < ua.Start.Offset || e.end > ua.End.Offset {
				return moved(ua) // across the URL's start or end
			}
			end += es[in].delta()
		}
		// A URL with another reading is never edited: a fix would be
		// right for one reading only. Whether one is reported (Uncertain)
		// is not itself compared: it is an ambiguity, not a URL the file holds.
		if in > 0 && ua.Uncertain != "" {
			return moved(ua)
		}
		if ub.Start.Offset != start || ub.End.Offset != end || ua.Delimiter != ub.Delimiter ||
			ua.Rejoined != ub.Rejoined || (len(ua.HyphenBreak) > 0) != (len(ub.HyphenBreak) > 0) {
			e := moved(ua).(*meaningError)
			e.first, e.last = min(e.first, ub.Start.Line), max(e.last, ub.End.Line)
			return e
		}
		if !ua.Rejoined && ua.Prefix == 0 && len(ua.Text) == ua.End.Offset-ua.Start.Offset &&
			!textWithEdits(ub.Text, ua.Text, ua.Start.Offset, es[:in]) {
			return moved(ua)
		}
	}
	if err := sa.Err(); err != nil {
		return err
	}
	return sb.Err()
}

// textWithEdits reports whether t is u, the text of a URL that starts at
// offset at of the original, with edits (offsets of the original, inside
// the URL, in order) applied.
func textWithEdits(t, u string, at int, edits []loggedEdit) bool {
	last := 0
	for _, e := range edits {
		keep := u[last : e.start-at]
		if !strings.HasPrefix(t, keep) || !strings.HasPrefix(t[len(keep):], e.new) {
			return false
		}
		t, last = t[len(keep)+len(e.new):], e.end-at
	}
	return t == u[last:]
}

// keeps reports whether the edits (offsets of text; one fix, or the fix
// of them all) keep the meaning of text[lo:hi], the window read before
// and after them (meaningCheck). Every edit lies in the window; edits
// that overlap do not keep it.
func (c *meaningCheck) keeps(text string, lo, hi int, edits []Edit) bool {
	es := append(c.sorted[:0], edits...)
	c.sorted = es
	slices.SortFunc(es, func(a, b Edit) int { return a.Start - b.Start })
	b := c.buf[:0]
	last := lo
	for _, e := range es {
		if e.Start < last || e.End > hi || e.Start > e.End {
			return false
		}
		b = append(append(b, text[last:e.Start]...), e.New...)
		last = e.End
	}
	b = append(b, text[last:hi]...)
	c.buf = b
	c.ra.Reset(text[lo:hi])
	c.rb.Reset(b)
	i := 0
	next := func() (loggedEdit, bool) {
		if i == len(es) {
			return loggedEdit{}, false
		}
		e := es[i]
		i++
		return loggedEdit{e.Start - lo, e.End - lo, e.New}, true
	}
	return c.same(&c.ra, &c.rb, next) == nil
}

// lineWindow returns the offsets of text from the start of the line n
// lines before the one offset a stands on to the end of the line n lines
// after the one b stands on.
func lineWindow(text string, a, b, n int) (lo, hi int) {
	lo, hi = a, b
	for k := 0; k <= n && lo > 0; k++ {
		i := strings.LastIndexByte(text[:lo], '\n')
		if i < 0 {
			lo = 0
			break
		}
		lo = i
		if k < n {
			continue
		}
		lo = i + 1
	}
	for k := 0; k <= n && hi < len(text); k++ {
		i := strings.IndexByte(text[hi:], '\n')
		if i < 0 {
			hi = len(text)
			break
		}
		hi += i + 1
	}
	return lo, hi
}
