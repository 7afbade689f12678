//go:build linux

package walk

import (
	"strings"
	"syscall"
	"unsafe"
)

// The system calls of a small file's read (readSmall) and of a
// directory's listing (lister.list) are made raw, without telling the Go
// scheduler: each takes microseconds on a file in the page cache, and a
// call the scheduler is told of lets sysmon take the worker's P away
// when the call outlasts its 20 µs tick, waking another thread to run it
// and putting the worker back in a queue when the call returns. Over the
// Go sources and /usr/share/doc (16,000 files, four calls each) that was
// a thousand context switches or more and about 6% of the CPU at -j 2
// (perf stat, 9 alternating runs). A raw call that blocks holds its P
// meanwhile (a file on a slow disk or network); nothing here waits for
// the process itself, and open never waits for a writer: O_NONBLOCK (a
// regular file reads as without it; a file the walk saw regular that is
// now a pipe opens at once, and readSmall leaves it).

// openRead opens path read-only with openat(2), the path made a C string
// in rd's own buffer: syscall.Open allocates one for each file (57,000
// files, 3.7 MB, over the Go sources and /usr/share/doc).
func openRead(rd *Reader, path string) (int, error) {
	return openat(&rd.cpath, path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_LARGEFILE|syscall.O_NONBLOCK)
}

// openat opens path with flags (relative to the working directory), the
// path made a C string in *cpath, a raw call.
func openat(cpath *[]byte, path string, flags int) (int, error) {
	if strings.IndexByte(path, 0) >= 0 {
		return -1, syscall.EINVAL // what syscall.Open says of a NUL in a path
	}
	*cpath = append(append((*cpath)[:0], path...), 0)
	dirfd := -100 // AT_FDCWD: relative to the working directory
	for {
		fd, _, e := syscall.RawSyscall6(syscall.SYS_OPENAT, uintptr(dirfd), uintptr(unsafe.Pointer(&(*cpath)[0])),
			uintptr(flags), 0, 0, 0)
		if e == syscall.EINTR {
			continue
		}
		if e != 0 {
			return -1, e
		}
		return int(fd), nil
	}
}

// fstat is syscall.Fstat, a raw call.
func fstat(fd int, st *syscall.Stat_t) error {
	if _, _, e := syscall.RawSyscall(syscall.SYS_FSTAT, uintptr(fd), uintptr(unsafe.Pointer(st)), 0); e != 0 {
		return e
	}
	return nil
}

// readFd is syscall.Read, a raw call.
func readFd(fd int, p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	n, _, e := syscall.RawSyscall(syscall.SYS_READ, uintptr(fd), uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)))
	if e != 0 {
		return -1, e
	}
	return int(n), nil
}

// closeFd is syscall.Close, a raw call.
func closeFd(fd int) {
	syscall.RawSyscall(syscall.SYS_CLOSE, uintptr(fd), 0, 0)
}
