//go:build unix

package walk

import (
	"io"
	"io/fs"
	"syscall"
)

// readSmall reads a regular file of at most max bytes with the fewest
// system calls: open, fstat, one read, close; os.Open would add the
// poller's registration. A file that fits rd.br's buffer is read into it
// (rd.br reset over the file, data nil): not into rd.buf and copied from
// there; a larger one is read into rd.buf. It returns ok false, with no
// error, when path is not such a file (larger, empty as /proc files
// claim, not regular): the caller then opens it as a stream.
func readSmall(path string, rd *Reader, max int64, out fs.FileInfo) (data []byte, size int64, ok bool, err error) {
	fd, err := openRead(rd, path)
	if err != nil {
		return nil, 0, false, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	raw := rd.raw
	defer closeFd(fd, raw)
	var st syscall.Stat_t
	if err := fstat(fd, &st, raw); err != nil {
		return nil, 0, false, &fs.PathError{Op: "stat", Path: path, Err: err}
	}
	if out != nil {
		if o, _ := out.Sys().(*syscall.Stat_t); o != nil && o.Dev == st.Dev && o.Ino == st.Ino {
			return nil, 0, false, &fs.PathError{Op: "read", Path: path, Err: ErrIsOutput}
		}
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Size <= 0 || st.Size > max {
		return nil, 0, false, nil
	}
	if st.Size <= int64(rd.br.Size()) {
		rd.fd = fdReader{fd: fd, path: path, left: int(st.Size), raw: raw}
		rd.br.Reset(&rd.fd)
		// All of it now, while the file is open: rd.fd reads no more.
		if _, err := rd.br.Peek(int(st.Size)); err != nil && err != io.EOF {
			return nil, 0, false, err
		}
		rd.fd.left = 0
		return nil, int64(st.Size), true, nil
	}
	b := rd.buf[:st.Size]
	n := 0
	for n < len(b) {
		m, err := readFd(fd, b[n:], raw)
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

// fdReader reads the left bytes of the open file fd, path, with read(2):
// readSmall's reader of a file into a Reader's buffer. At left 0 it says
// io.EOF without a read; a file that shrank ends where it ends.
type fdReader struct {
	fd   int
	path string
	left int
	raw  bool // its calls are raw (Reader.raw)
}

func (r *fdReader) Read(p []byte) (int, error) {
	if r.left <= 0 {
		return 0, io.EOF
	}
	for {
		m, err := readFd(r.fd, p[:min(len(p), r.left)], r.raw)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return 0, &fs.PathError{Op: "read", Path: r.path, Err: err}
		}
		if m == 0 {
			r.left = 0 // the file shrank: what there was
			return 0, io.EOF
		}
		r.left -= m
		return m, nil
	}
}
