package lint

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// ErrChanged is returned by ApplyFixes when the file is no longer what was
// linted.
var ErrChanged = errors.New("file changed since it was read; not fixed")

// ApplyFixes applies edits (stream offsets, as in Finding.Fix) to the file
// at path, whose content was sum (SHA-256) when it was linted. If the file
// now differs, it is left alone and ErrChanged is returned. Overlapping edits
// after the first are dropped. The new content goes to a temporary file in
// the same directory, which takes the original's permission bits and is then
// renamed over it, so readers see the old file or the new one, never a mix.
// ApplyFixes returns the number of edits applied.
func ApplyFixes(path string, sum [sha256.Size]byte, edits []Edit) (int, error) {
	if len(edits) == 0 {
		return 0, nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return 0, err
	}
	fi, err := os.Stat(real)
	if err != nil {
		return 0, err
	}
	if !fi.Mode().IsRegular() {
		return 0, fmt.Errorf("not a regular file; not fixed")
	}
	data, err := os.ReadFile(real)
	if err != nil {
		return 0, err
	}
	if sha256.Sum256(data) != sum {
		return 0, ErrChanged
	}
	out, n, err := applyEdits(data, edits)
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(real), "."+filepath.Base(real)+".urlsift-*")
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
	if _, err := tmp.Write(out); err != nil {
		return 0, err
	}
	mode := fi.Mode() & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)
	if err := tmp.Chmod(mode); err != nil {
		return 0, err
	}
	if err := tmp.Sync(); err != nil {
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	// A last look: the file may have changed while we wrote.
	if fi2, err := os.Stat(real); err != nil || fi2.Size() != fi.Size() || !fi2.ModTime().Equal(fi.ModTime()) {
		return 0, ErrChanged
	}
	if err := os.Rename(tmp.Name(), real); err != nil {
		return 0, err
	}
	ok = true
	return n, nil
}

// applyEdits returns data with edits applied. An edit whose Old text is not
// what data holds means the edits do not belong to data: an error.
func applyEdits(data []byte, edits []Edit) ([]byte, int, error) {
	es := append([]Edit(nil), edits...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].Start < es[j].Start })
	var b bytes.Buffer
	b.Grow(len(data))
	last, n := 0, 0
	for _, e := range es {
		if e.Start < last {
			continue // overlaps an edit already applied
		}
		if e.Start < 0 || e.End > len(data) || e.Start > e.End {
			return nil, 0, fmt.Errorf("edit %d-%d outside the file; not fixed", e.Start, e.End)
		}
		if string(data[e.Start:e.End]) != e.Old {
			return nil, 0, ErrChanged
		}
		b.Write(data[last:e.Start])
		b.WriteString(e.New)
		last = e.End
		n++
	}
	b.Write(data[last:])
	return b.Bytes(), n, nil
}
