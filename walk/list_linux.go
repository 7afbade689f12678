//go:build linux

package walk

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"syscall"
	"unsafe"
)

// lister lists directories with getdents(2) as os.ReadDir does, without
// its two allocations for each entry (a DirEntry and its name): the
// names are read into the lister's own buffer, sorted there, and the
// paths of all the entries of a directory made as one string.
type lister struct {
	buf   []byte   // what getdents reads
	names []byte   // the names of the directory being listed, end to end
	ents  []rawEnt // where each stands in names, and its type
	cpath []byte   // the directory's path as a C string (openat)
	devs  devCache // the devices met, and whether each is local (local_linux.go)
}

// rawEnt is an entry of the directory being listed: its name is
// names[at:at+n].
type rawEnt struct {
	at, n int32
	typ   fs.FileMode
}

// direntBuf is the size of the buffer getdents reads into (os's).
const direntBuf = 8 << 10

// list lists the directory d, whose entries' paths are prefix and their
// names, into ents (reused): as os.ReadDir, sorted by name, "." and ".."
// left out, the type of an entry getdents does not give looked up with
// lstat and an entry gone meanwhile left out; on an error, the entries
// read before it with an error that os.ReadDir gives. *dv is the device
// of d's parent when list is called (zero at a tree's root) and d's when
// it returns: getdents and close are raw calls where it is local
// (local_linux.go). The open and fstat are raw too with rawOpen: d is on
// its parent's device, which is local (not a mount point).
func (l *lister) list(ents []dirEntry, d, prefix string, dv *device, rawOpen bool) ([]dirEntry, error) {
	ents = ents[:0]
	var fd int
	var err error
	// The path a C string in the lister's own buffer.
	fd, err = openat(&l.cpath, d, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_DIRECTORY, rawOpen)
	if err != nil {
		*dv = device{}
		return ents, &fs.PathError{Op: "open", Path: d, Err: err}
	}
	var st syscall.Stat_t
	switch {
	case fstat(fd, &st, rawOpen) != nil:
		*dv = device{}
	case !dv.known || uint64(st.Dev) != dv.dev:
		*dv = device{dev: uint64(st.Dev), known: true, local: l.devs.local(uint64(st.Dev), d, fd)}
	}
	raw := dv.local
	if testCall != nil {
		testCall(d, rawOpen, raw)
	}
	defer closeFd(fd, raw)
	if l.buf == nil {
		l.buf = make([]byte, direntBuf)
	}
	l.names, l.ents = l.names[:0], l.ents[:0]
	err = l.read(fd, d, prefix, raw)
	names := l.names
	slices.SortFunc(l.ents, func(a, b rawEnt) int {
		return bytes.Compare(names[a.at:a.at+a.n], names[b.at:b.at+b.n])
	})
	// One string holds the paths of all the entries.
	var all strings.Builder
	all.Grow(len(l.ents)*len(prefix) + len(names))
	for _, e := range l.ents {
		all.WriteString(prefix)
		all.Write(names[e.at : e.at+e.n])
	}
	s, at := all.String(), 0
	for _, e := range l.ents {
		end := at + len(prefix) + int(e.n)
		ents = append(ents, dirEntry{path: s[at:end], typ: e.typ})
		at = end
	}
	if len(l.ents) > maxKeptEntries {
		l.names, l.ents = nil, nil // a huge directory's are not kept for the rest of the walk
	}
	return ents, err
}

// read reads the entries of the open directory fd (d) into l.names and
// l.ents, with raw calls if raw.
func (l *lister) read(fd int, d, prefix string, raw bool) error {
	for {
		n, err := getdents(fd, l.buf, raw)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return &fs.PathError{Op: "readdirent", Path: d, Err: err}
		}
		if n <= 0 {
			return nil
		}
		// struct linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen
		// (2), d_type (1), d_name, NUL-terminated.
		const nameAt = 19
		for b := l.buf[:n]; len(b) >= nameAt; {
			reclen := int(binary.NativeEndian.Uint16(b[16:18]))
			if reclen < nameAt || reclen > len(b) {
				break // as os: a record it cannot read ends the listing
			}
			name := b[nameAt:reclen]
			if i := bytes.IndexByte(name, 0); i >= 0 {
				name = name[:i]
			}
			typ := direntType(b[18])
			b = b[reclen:]
			if string(name) == "." || string(name) == ".." {
				continue
			}
			if typ == ^fs.FileMode(0) {
				// No type from getdents: os.ReadDir's lstat.
				fi, err := os.Lstat(prefix + string(name))
				if errors.Is(err, fs.ErrNotExist) {
					continue
				}
				if err != nil {
					var pe *fs.PathError
					if errors.As(err, &pe) {
						err = pe.Err
					}
					return &fs.PathError{Op: "fstatat", Path: d, Err: err}
				}
				typ = fi.Mode().Type()
			}
			l.ents = append(l.ents, rawEnt{at: int32(len(l.names)), n: int32(len(name)), typ: typ})
			l.names = append(l.names, name...)
		}
	}
}

// direntType is the type d_type says, as os reads it; ^0 for none.
func direntType(t byte) fs.FileMode {
	switch t {
	case syscall.DT_BLK:
		return fs.ModeDevice
	case syscall.DT_CHR:
		return fs.ModeDevice | fs.ModeCharDevice
	case syscall.DT_DIR:
		return fs.ModeDir
	case syscall.DT_FIFO:
		return fs.ModeNamedPipe
	case syscall.DT_LNK:
		return fs.ModeSymlink
	case syscall.DT_REG:
		return 0
	case syscall.DT_SOCK:
		return fs.ModeSocket
	}
	return ^fs.FileMode(0)
}

// keeps reports whether l keeps buffers from the directory it listed
// last (for the next).
func (l *lister) keeps() bool { return l.names != nil }

// getdents is syscall.ReadDirent, a raw call if raw (open_linux.go).
func getdents(fd int, buf []byte, raw bool) (int, error) {
	n, e := sys(raw, syscall.SYS_GETDENTS64, uintptr(fd), unsafe.Pointer(&buf[0]), uintptr(len(buf)))
	if e != 0 {
		return -1, e
	}
	return int(n), nil
}
