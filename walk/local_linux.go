//go:build linux

package walk

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// Raw system calls only on local file systems. A raw call
// (syscall.RawSyscall, open_linux.go) is never handed off: a call that
// blocks holds its P until it returns, and a garbage collection's
// stop-the-world waits for it, so every worker and the printer stall
// while it waits. On a disk of the machine's own a read of the page
// cache takes microseconds and a cold one milliseconds; on a network or
// user-space file system (NFS, CIFS, FUSE such as sshfs) a call may wait
// for a server for as long as it likes. So the calls are raw only on the
// file systems named in localFS, decided for each device (st_dev) once,
// by statfs(2)'s f_type, when the walk first enters it: a tree's root, a
// directory on another device than its parent (a mount point, or a
// symbolic link followed to another file system), a file named on the
// command line or reached through a symbolic link. Anything else, and a
// device statfs says nothing of, uses the calls the scheduler is told of
// (syscall.Syscall), as before the raw calls. A directory's open and
// fstat, which say which device it is on, are raw only where it is on
// its parent's local device: reached by its name and no mount point
// (mountsBelow). A file found in a directory is on the directory's
// device unless it is a mount point itself (a file bound there, which
// getdents lists with the type of the file it covers): its calls are
// raw only when the mounts could be read and it is none.

// localFS reports whether the file system of the statfs(2) f_type t is
// one of the machine's own disks or memory, whose calls never wait on
// anything but a local device (the magic numbers of linux/magic.h).
func localFS(t int64) bool {
	switch uint32(t) {
	case 0xEF53, // ext2, ext3, ext4
		0x58465342, // xfs
		0x9123683E, // btrfs
		0x01021994, // tmpfs
		0x858458F6, // ramfs
		0x794C7630, // overlayfs
		0x73717368, // squashfs
		0xF2F52010, // f2fs
		0x2FC12FC1: // zfs
		return true
	}
	return false
}

// testFSType, when set by a test, is given the path statfs was asked of
// (the directory as the walk names it, or the file) and the f_type it
// said, and returns the f_type to decide by.
var testFSType func(path string, t int64) int64

// testCall, when set by a test, is told of each file or directory the
// walk opens (readSmall, lister.list) and whether its open and fstat, and
// the calls after them, are raw.
var testCall func(path string, open, raw bool)

// mountInfo is the file that lists the mounts (a variable for its test).
var mountInfo = "/proc/self/mountinfo"

// mountsBelow returns the mount points below the directory root (as the
// walk names its directories relative to it: "a/b/"), from mountInfo,
// and whether it could read them. A directory of the walk that is one is
// another file system's root: its open is told to the scheduler.
func mountsBelow(root string) (map[string]bool, bool) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, false
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, false
	}
	b, err := os.ReadFile(mountInfo)
	if err != nil {
		return nil, false
	}
	// The prefix escaped as mountinfo writes it.
	prefix := mountEscaper.Replace(strings.TrimSuffix(real, "/") + "/")
	var below map[string]bool
	for rest := string(b); rest != ""; {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		// ID, parent ID, major:minor, root, mount point, ... (proc(5)),
		// the mount point's space, tab, newline and backslash escaped
		// as \040, \011, \012 and \134.
		for range 4 {
			_, line, _ = strings.Cut(line, " ")
		}
		mp, _, _ := strings.Cut(line, " ")
		if !strings.HasPrefix(mp, prefix) || len(mp) == len(prefix) {
			continue
		}
		if below == nil {
			below = make(map[string]bool)
		}
		below[strings.TrimSuffix(unescapeMount(mp[len(prefix):]), "/")+"/"] = true
	}
	return below, true
}

// mountEscaper escapes a path as mountinfo writes it.
var mountEscaper = strings.NewReplacer(" ", `\040`, "\t", `\011`, "\n", `\012`, `\`, `\134`)

// unescapeMount undoes mountinfo's octal escapes (\NNN).
func unescapeMount(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) && isOctal(s[i+1]) && isOctal(s[i+2]) && isOctal(s[i+3]) {
			b.WriteByte((s[i+1]-'0')<<6 | (s[i+2]-'0')<<3 | (s[i+3] - '0'))
			i += 3
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isOctal(c byte) bool { return c >= '0' && c <= '7' }

// devCache is what one goroutine of a walk knows of the devices it met:
// whether each is local (localFS). A device's answer is its file
// system's, the same whoever asks first.
type devCache map[uint64]bool

// local reports whether the device dev, on which path (open as fd when
// fd >= 0) is, is local: statfs(2) of the path (fstatfs of fd) the first
// time it is asked of.
func (c *devCache) local(dev uint64, path string, fd int) bool {
	l, ok := (*c)[dev]
	if ok {
		return l
	}
	var st syscall.Statfs_t
	var err error
	if fd >= 0 {
		err = syscall.Fstatfs(fd, &st)
	} else {
		err = syscall.Statfs(path, &st)
	}
	t := int64(st.Type)
	if testFSType != nil {
		t = testFSType(path, t)
	}
	l = err == nil && localFS(t)
	if *c == nil {
		*c = make(devCache)
	}
	(*c)[dev] = l
	return l
}

// localFile reports whether the calls reading the file path, of info
// (os.Stat's: a symbolic link followed, or a path named), may be raw: the
// file is on a local device (parent: the directory it was found in, on
// whose device it often is).
func (c *devCache) localFile(info fs.FileInfo, path string, parent device) bool {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return false
	}
	if parent.known && uint64(st.Dev) == parent.dev {
		return parent.local
	}
	return c.local(uint64(st.Dev), path, -1)
}
