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
// information is fi, may have been written by another user, or "".
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
