//go:build unix

package walk

import (
	"io/fs"
	"syscall"
)

// readSmall reads a regular file of at most max bytes with the fewest
// system calls: open, fstat, one read, close; os.Open would add the
// poller's registration. It returns ok false, with no error, when path is
// not such a file (larger, empty as /proc files claim, not regular): the
// caller then opens it as a stream.
func readSmall(path string, buf []byte, max int64) (data []byte, size int64, ok bool, err error) {
	var fd int
	for {
		fd, err = syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return nil, 0, false, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	defer syscall.Close(fd)
	var st syscall.Stat_t
	if err := syscall.Fstat(fd, &st); err != nil {
		return nil, 0, false, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Size <= 0 || st.Size > max {
		return nil, 0, false, nil
	}
	b := buf[:st.Size]
	n := 0
	for n < len(b) {
		m, err := syscall.Read(fd, b[n:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return nil, 0, false, &fs.PathError{Op: "read", Path: path, Err: err}
		}
		if m == 0 {
			break // the file shrank: what there was
		}
		n += m
	}
	return b[:n], int64(st.Size), true, nil
}
