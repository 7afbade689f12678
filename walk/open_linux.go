//go:build linux

package walk

import (
	"strings"
	"syscall"
	"unsafe"
)

// The system calls of a small file's read (readSmall) and of a
// directory's listing (lister.list) are made raw, without telling the Go
// scheduler, where the file system is local (local_linux.go): each takes
// microseconds on a file in the page cache, and a call the scheduler is
// told of lets sysmon take the worker's P away when the call outlasts
// its 20 µs tick, waking another thread to run it and putting the worker
// back in a queue when the call returns. Over the Go sources and
// /usr/share/doc (16,000 files, four calls each) that was a thousand
// context switches or more and about 6% of the CPU at -j 2 (perf stat, 9
// alternating runs). A raw call that blocks holds its P meanwhile: on a
// network or user-space file system the calls are those the scheduler is
// told of. Open never waits for a writer: O_NONBLOCK (a regular file
// reads as without it; a file the walk saw regular that is now a pipe
// opens at once, and readSmall leaves it). What O_NONBLOCK would make an
// error, an open that has to wait for another's lease on the file to be
// broken (fcntl(2), F_SETLEASE: Samba's kernel oplocks, nfsd's
// delegations), says EWOULDBLOCK: the file is opened again the ordinary
// way, waiting as an open without the flag does, told to the scheduler.

// openRead opens path read-only with openat(2), the path made a C string
// in rd's own buffer: syscall.Open allocates one for each file (57,000
// files, 3.7 MB, over the Go sources and /usr/share/doc). The calls are
// raw if rd.raw.
func openRead(rd *Reader, path string) (int, error) {
	if testCall != nil {
		testCall(path, rd.raw, rd.raw)
	}
	fd, err := openat(&rd.cpath, path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_LARGEFILE|syscall.O_NONBLOCK, rd.raw)
	if err != syscall.EWOULDBLOCK {
		return fd, err
	}
	// Another holds a lease on the file: wait for it to be broken.
	for {
		fd, err = syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_LARGEFILE, 0)
		if err != syscall.EINTR {
			return fd, err
		}
	}
}

// openat opens path with flags (relative to the working directory), the
// path made a C string in *cpath, a raw call if raw.
func openat(cpath *[]byte, path string, flags int, raw bool) (int, error) {
	if strings.IndexByte(path, 0) >= 0 {
		return -1, syscall.EINVAL // what syscall.Open says of a NUL in a path
	}
	*cpath = append(append((*cpath)[:0], path...), 0)
	dirfd := -100 // AT_FDCWD: relative to the working directory
	for {
		fd, e := sys(raw, syscall.SYS_OPENAT, uintptr(dirfd), unsafe.Pointer(&(*cpath)[0]), uintptr(flags))
		if e == syscall.EINTR {
			continue
		}
		if e != 0 {
			return -1, e
		}
		return int(fd), nil
	}
}

// sys makes the system call trap with the arguments a1, p and a3 (the
// others 0): syscall.RawSyscall6 if raw, else syscall.Syscall6. p is
// made a uintptr in the call itself, as unsafe.Pointer's rule for
// system calls asks (what it points to is kept, and a stack moved
// meanwhile is seen).
func sys(raw bool, trap, a1 uintptr, p unsafe.Pointer, a3 uintptr) (uintptr, syscall.Errno) {
	if raw {
		r, _, e := syscall.RawSyscall6(trap, a1, uintptr(p), a3, 0, 0, 0)
		return r, e
	}
	r, _, e := syscall.Syscall6(trap, a1, uintptr(p), a3, 0, 0, 0)
	return r, e
}

// fstat is syscall.Fstat, a raw call if raw.
func fstat(fd int, st *syscall.Stat_t, raw bool) error {
	if _, e := sys(raw, syscall.SYS_FSTAT, uintptr(fd), unsafe.Pointer(st), 0); e != 0 {
		return e
	}
	return nil
}

// readFd is syscall.Read, a raw call if raw.
func readFd(fd int, p []byte, raw bool) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	n, e := sys(raw, syscall.SYS_READ, uintptr(fd), unsafe.Pointer(&p[0]), uintptr(len(p)))
	if e != 0 {
		return -1, e
	}
	return int(n), nil
}

// closeFd is syscall.Close, a raw call if raw.
func closeFd(fd int, raw bool) { sys(raw, syscall.SYS_CLOSE, uintptr(fd), nil, 0) }
