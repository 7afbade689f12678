//go:build unix

package lint

import (
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// fixable refuses a file ApplyFixes must not rewrite: not a regular file,
// owned by someone else, not writable by its owner, with more than one
// hard link (the rename would break it), or setuid/setgid.
func fixable(fi fs.FileInfo) error {
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("not a regular file; not fixed")
	}
	if fi.Mode()&(fs.ModeSetuid|fs.ModeSetgid) != 0 {
		return fmt.Errorf("setuid or setgid file; not fixed")
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	if int(st.Uid) != os.Geteuid() {
		return fmt.Errorf("owned by another user (uid %d); not fixed", st.Uid)
	}
	if fi.Mode().Perm()&0o200 == 0 {
		return fmt.Errorf("not writable (mode %v); not fixed", fi.Mode().Perm())
	}
	if st.Nlink > 1 {
		return fmt.Errorf("has %d hard links, which rewriting would break; not fixed", st.Nlink)
	}
	return nil
}

// keepOwner gives the new file the original's group (its owner is the
// user, as fixable checked).
func keepOwner(f *os.File, fi fs.FileInfo) error {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	nfi, err := f.Stat()
	if err != nil {
		return err
	}
	if nst, ok := nfi.Sys().(*syscall.Stat_t); ok && nst.Uid == st.Uid && nst.Gid == st.Gid {
		return nil
	}
	return f.Chown(int(st.Uid), int(st.Gid))
}
