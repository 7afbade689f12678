package lint

import (
	"bytes"
	"errors"
	"os"
	"syscall"
)

// copyXattrs copies the extended attributes of the file at src to f.
func copyXattrs(f *os.File, src string) error {
	size, err := syscall.Listxattr(src, nil)
	if err != nil {
		if errors.Is(err, syscall.ENOTSUP) {
			return nil
		}
		return err
	}
	if size == 0 {
		return nil
	}
	names := make([]byte, size)
	size, err = syscall.Listxattr(src, names)
	if err != nil {
		return err
	}
	for _, name := range bytes.Split(names[:size], []byte{0}) {
		if len(name) == 0 {
			continue
		}
		n, err := syscall.Getxattr(src, string(name), nil)
		if err != nil {
			return err
		}
		val := make([]byte, n)
		if n, err = syscall.Getxattr(src, string(name), val); err != nil {
			return err
		}
		if err := syscall.Setxattr(f.Name(), string(name), val[:n], 0); err != nil {
			return err
		}
	}
	return nil
}
