package lint

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"

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
	for _, e := range edits {
		p := pos.Pos{Offset: e.Start}
		if err := fx.Add(Finding{Start: p, End: pos.Pos{Offset: e.End}, Fix: []Edit{e}}, true); err != nil {
			return 0, nil, err
		}
	}
	n, err := fx.Close(sum)
	return n, fx.appliedList, err
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
// checks that they hold the same URLs, each starting and ending where the
// edits (log: the applied edits in order, as Fixer.logEdit writes them)
// move it to, with the same wrapper and the same readings at a hyphen.
func sameURLs(a, b io.Reader, log io.Reader, o extract.Options) error {
	sa, sb := extract.NewScanner(a, o), extract.NewScanner(b, o)
	lr := bufio.NewReader(log)
	// The edits read from the log and not yet wholly before the scan.
	var es []loggedEdit
	eof := false
	next := func() bool {
		if eof {
			return false
		}
		start, err1 := binary.ReadUvarint(lr)
		end, err2 := binary.ReadUvarint(lr)
		delta, err3 := binary.ReadVarint(lr)
		if err1 != nil || err2 != nil || err3 != nil {
			eof = true
			return false
		}
		es = append(es, loggedEdit{int(start), int(end), int(delta)})
		return true
	}
	// shift maps an offset of the original to the fixed file: the edits
	// wholly before it move it by their change in length.
	delta := 0
	shift := func(off int) int {
		for {
			if len(es) == 0 && !next() {
				break
			}
			if es[0].end > off {
				break
			}
			delta += es[0].delta
			es = es[1:]
		}
		return off + delta
	}
	for {
		oka, okb := sa.Scan(), sb.Scan()
		if oka != okb {
			return ErrMeaning
		}
		if !oka {
			break
		}
		ua, ub := sa.URL(), sb.URL()
		start := shift(ua.Start.Offset)
		end := ua.End.Offset + delta
		// Edits inside the URL move its end, not its start.
		for j := 0; ; j++ {
			if j == len(es) && !next() {
				break
			}
			if es[j].start >= ua.End.Offset {
				break
			}
			end += es[j].delta
		}
		if ub.Start.Offset != start || ub.End.Offset != end || ua.Delimiter != ub.Delimiter ||
			ua.Rejoined != ub.Rejoined || (len(ua.HyphenBreak) > 0) != (len(ub.HyphenBreak) > 0) ||
			(ua.Uncertain == "") != (ub.Uncertain == "") {
			return ErrMeaning
		}
	}
	if err := sa.Err(); err != nil {
		return err
	}
	return sb.Err()
}

// loggedEdit is an applied edit as sameURLs needs it.
type loggedEdit struct{ start, end, delta int }
