//go:build unix

package lint

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// openConfig opens a configuration file without blocking: opening a FIFO
// for reading waits for a writer, and a configuration file is only ever
// a regular file (loadConfig checks).
func openConfig(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

// untrustedConfig returns why the configuration file at path, whose
// information is fi (the file opened, at the end of any symbolic links),
// may have been written, or put in place, by another user, or "".
func untrustedConfig(path string, fi fs.FileInfo) string {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
	}
	uid := uint32(os.Getuid())
	if st.Uid != uid && st.Uid != 0 {
		return fmt.Sprintf("belongs to another user (uid %d)", st.Uid)
	}
	if fi.Mode().Perm()&0o002 != 0 {
		// Whoever owns it, every user may write it: it is as good as
		// another user's file.
		return fmt.Sprintf("is writable by every user (mode %v)", fi.Mode().Perm())
	}
	if reason := untrustedLinks(path, uid); reason != "" {
		return reason
	}
	dirs := []string{filepath.Dir(path)}
	if real, err := filepath.EvalSymlinks(path); err == nil && filepath.Dir(real) != dirs[0] {
		dirs = append(dirs, filepath.Dir(real))
	}
	for _, dir := range dirs {
		di, err := os.Stat(dir)
		if err != nil {
			return fmt.Sprintf("is in a directory that cannot be checked (%v)", err)
		}
		if di.Mode().Perm()&0o002 != 0 && !(di.Mode()&fs.ModeSticky != 0 && st.Uid == uid) {
			return fmt.Sprintf("is in %s, which other users can write", dir)
		}
	}
	return ""
}

// untrustedLinks returns why a symbolic link on the way from path to the
// file it names may have been planted by another user, or "": each link
// must be the user's or root's, in a directory other users cannot write
// (or one with the sticky bit, where they cannot replace the user's own
// link). The owner of the file at the end says nothing of the links: a
// link another user put in /tmp may name the user's own file, or root's.
func untrustedLinks(path string, uid uint32) string {
	p := path
	for hops := 0; hops < 40; hops++ {
		li, err := os.Lstat(p)
		if err != nil {
			return fmt.Sprintf("cannot be checked (%v)", err)
		}
		if li.Mode()&fs.ModeSymlink == 0 {
			return ""
		}
		st, ok := li.Sys().(*syscall.Stat_t)
		if !ok {
			return ""
		}
		if st.Uid != uid && st.Uid != 0 {
			return fmt.Sprintf("is a symbolic link %s that belongs to another user (uid %d)", p, st.Uid)
		}
		dir := filepath.Dir(p)
		di, err := os.Stat(dir)
		if err != nil {
			return fmt.Sprintf("is in a directory that cannot be checked (%v)", err)
		}
		if di.Mode().Perm()&0o002 != 0 && !(di.Mode()&fs.ModeSticky != 0 && st.Uid == uid) {
			return fmt.Sprintf("is a symbolic link in %s, which other users can write", dir)
		}
		target, err := os.Readlink(p)
		if err != nil {
			return fmt.Sprintf("cannot be checked (%v)", err)
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(dir, target)
		}
		p = target
	}
	return "is a chain of too many symbolic links"
}
