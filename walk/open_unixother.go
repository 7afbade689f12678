//go:build unix && !linux

package walk

import "syscall"

// openRead opens path read-only.
func openRead(rd *Reader, path string) (int, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err != syscall.EINTR {
			return fd, err
		}
	}
}

// fstat, readFd and closeFd are open_linux.go's raw calls; here those
// of package syscall (raw is ignored).
func fstat(fd int, st *syscall.Stat_t, raw bool) error { return syscall.Fstat(fd, st) }
func readFd(fd int, p []byte, raw bool) (int, error)   { return syscall.Read(fd, p) }
func closeFd(fd int, raw bool)                         { syscall.Close(fd) }
