//go:build !unix

package lint

import (
	"fmt"
	"io/fs"
	"os"
)

func fixable(fi fs.FileInfo) error {
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("not a regular file; not fixed")
	}
	if fi.Mode().Perm()&0o200 == 0 {
		return fmt.Errorf("not writable (mode %v); not fixed", fi.Mode().Perm())
	}
	return nil
}

func keepOwner(f *os.File, fi fs.FileInfo) error { return nil }
