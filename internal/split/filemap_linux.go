//go:build linux

package split

import (
	"io"
	"os"
	"syscall"
)

// mapFile maps the size bytes of f for reading, shared with the page
// cache (no copy of the file into the process), or returns nil: f is no
// open file, or the mapping fails, and the parts are read with ReadAt.
func mapFile(f io.ReaderAt, size int64) []byte {
	c, ok := f.(syscall.Conn)
	if !ok || size <= 0 || size != int64(int(size)) {
		return nil
	}
	raw, err := c.SyscallConn()
	if err != nil {
		return nil
	}
	var m []byte
	if err := raw.Control(func(fd uintptr) {
		m, err = syscall.Mmap(int(fd), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	}); err != nil || m == nil {
		return nil
	}
	return m
}

// unmapFile gives back mapFile's mapping.
func unmapFile(m []byte) {
	if m != nil {
		_ = syscall.Munmap(m)
	}
}

// dropPages tells the kernel the process is done with the whole pages
// of m[from:to] (MADV_DONTNEED): they leave its resident set (the page
// cache keeps them), so that what it holds does not grow with the file.
// Read again, they are mapped again, the same bytes.
func dropPages(m []byte, from, to int) {
	page := os.Getpagesize()
	from = (from + page - 1) &^ (page - 1)
	to = min(to, len(m)) &^ (page - 1)
	if from < to {
		_ = syscall.Madvise(m[from:to], syscall.MADV_DONTNEED)
	}
}

// sizeNow returns f's size as it is now, or -1 when f cannot tell.
func sizeNow(f io.ReaderAt) int64 {
	if s, ok := f.(interface{ Stat() (os.FileInfo, error) }); ok {
		if fi, err := s.Stat(); err == nil {
			return fi.Size()
		}
	}
	return -1
}
