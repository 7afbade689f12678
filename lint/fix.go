package lint

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// ErrChanged is returned by ApplyFixes when the file is no longer what was
// linted.
var ErrChanged = errors.New("file changed since it was read; not fixed")

// ErrMeaning is returned by ApplyFixes when the fixed file would not hold
// the same URLs at the same places (modulo the edits) as the original: a
// fix must never change what the file means.
var ErrMeaning = errors.New("the fixes would change which URLs the file holds or where they end; not fixed")

// FixOptions say how the file was read, so that ApplyFixes can check the
// fixed file the same way.
type FixOptions struct {
	Extract extract.Options
	// Diff, when not nil, receives a unified diff of the fixes (headers
	// naming DiffName) instead of the file being rewritten: the fixes are
	// checked all the same, and the file is left as it is.
	Diff     io.Writer
	DiffName string
	// Scratch says the file is the caller's own temporary copy (standard
	// input spooled to disk): it is rewritten without the checks that
	// protect a user's file.
	Scratch bool
}

// ApplyFixes applies edits (stream offsets, as in Finding.Fix) to the file
// at path, whose content was sum (SHA-256) when it was linted, and returns
// the number of edits applied. Overlapping edits after the first are
// dropped.
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
	if len(edits) == 0 {
		return 0, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return 0, err
	}
	fi, err := os.Lstat(real)
	if err != nil {
		return 0, err
	}
	if o.Diff != nil || o.Scratch {
		if !fi.Mode().IsRegular() {
			return 0, fmt.Errorf("not a regular file; not fixed")
		}
	} else if err := fixable(fi); err != nil {
		return 0, err
	}
	es := disjoint(edits)
	in, err := os.Open(real)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	tmpDir := filepath.Dir(real)
	if o.Diff != nil {
		tmpDir = "" // only read back: the directory need not be writable
	}
	tmp, err := os.CreateTemp(tmpDir, "."+filepath.Base(real)+".urlsift-*")
	if err != nil {
		return 0, err
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	h := sha256.New()
	w := bufio.NewWriterSize(tmp, 64<<10)
	n, err := streamEdits(io.TeeReader(in, h), w, es)
	if err != nil {
		return 0, err
	}
	if err := w.Flush(); err != nil {
		return 0, err
	}
	if [sha256.Size]byte(h.Sum(nil)) != sum {
		return 0, ErrChanged
	}
	if n == 0 {
		return 0, nil
	}
	secrets, err := sameURLs(real, tmp.Name(), es, o.Extract)
	if err != nil {
		return 0, err
	}
	if o.Diff != nil {
		f, err := os.Open(real)
		if err != nil {
			return 0, err
		}
		defer f.Close()
		withheld, err := writeDiff(o.Diff, o.DiffName, f, es, secrets)
		if err != nil {
			return 0, err
		}
		if len(withheld) > 0 {
			return n, &WithheldError{Lines: withheld}
		}
		return n, nil
	}
	if err := keepAttributes(tmp, real, fi); err != nil {
		return 0, err
	}
	if err := tmp.Sync(); err != nil {
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	// A last look: the file may have changed while we wrote.
	if fi2, err := os.Lstat(real); err != nil || fi2.Size() != fi.Size() || !fi2.ModTime().Equal(fi.ModTime()) {
		return 0, ErrChanged
	}
	if err := os.Rename(tmp.Name(), real); err != nil {
		return 0, err
	}
	ok = true
	return n, nil
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

// WithheldError says that lint --fix --diff left out hunks, because they
// would show a secret: Lines holds the first and last changed line of each.
type WithheldError struct{ Lines [][2]int }

func (e *WithheldError) Error() string {
	lines := make([]string, len(e.Lines))
	for i, l := range e.Lines {
		lines[i] = strconv.Itoa(l[0])
		if l[1] != l[0] {
			lines[i] += "-" + strconv.Itoa(l[1])
		}
	}
	return fmt.Sprintf("fixes on line %s not shown in the diff: a URL near them holds a password or token (lint --fix writes them)", strings.Join(lines, ", "))
}

// Withheld reports whether line is among the changed lines of a hunk left out.
func (e *WithheldError) Withheld(line int) bool {
	for _, l := range e.Lines {
		if l[0] <= line && line <= l[1] {
			return true
		}
	}
	return false
}

// sameURLs reads the original and the fixed file side by side and checks
// that they hold the same URLs, each starting and ending where the edits
// move it to, with the same wrapper and the same readings at a hyphen. It
// returns the byte ranges of the original's URLs that hold a secret.
func sameURLs(orig, fixed string, es []Edit, o extract.Options) (secrets [][2]int, err error) {
	a, err := os.Open(orig)
	if err != nil {
		return nil, err
	}
	defer a.Close()
	b, err := os.Open(fixed)
	if err != nil {
		return nil, err
	}
	defer b.Close()
	sa, sb := extract.NewScanner(a, o), extract.NewScanner(b, o)
	// shift maps an offset of the original to the fixed file: the edits
	// wholly before it move it by their change in length.
	k, delta := 0, 0
	shift := func(off int) int {
		for k < len(es) && es[k].End <= off {
			delta += len(es[k].New) - (es[k].End - es[k].Start)
			k++
		}
		return off + delta
	}
	for {
		oka, okb := sa.Scan(), sb.Scan()
		if oka != okb {
			return nil, ErrMeaning
		}
		if !oka {
			break
		}
		ua, ub := sa.URL(), sb.URL()
		if holdsSecret(ua) {
			secrets = append(secrets, [2]int{ua.Start.Offset, ua.End.Offset})
		}
		start := shift(ua.Start.Offset)
		end := ua.End.Offset + delta
		// Edits inside the URL move its end, not its start.
		for j := k; j < len(es) && es[j].Start < ua.End.Offset; j++ {
			end += len(es[j].New) - (es[j].End - es[j].Start)
		}
		if ub.Start.Offset != start || ub.End.Offset != end || ua.Delimiter != ub.Delimiter ||
			ua.Rejoined != ub.Rejoined || len(ua.Alternatives) != len(ub.Alternatives) {
			return nil, ErrMeaning
		}
	}
	if err := sa.Err(); err != nil {
		return nil, err
	}
	return secrets, sb.Err()
}

// holdsSecret reports whether u, or a reading of it, holds a password or a
// token (urlsyntax.SecretRange).
func holdsSecret(u *extract.URL) bool {
	if _, _, ok := urlsyntax.SecretRange(u.Text); ok {
		return true
	}
	for _, a := range u.Alternatives {
		if _, _, ok := urlsyntax.SecretRange(a); ok {
			return true
		}
	}
	return false
}
