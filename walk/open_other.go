//go:build !unix

package walk

import "io/fs"

// readSmall is the fast path of open_unix.go; elsewhere every file is
// opened as a stream.
func readSmall(path string, rd *Reader, max int64, out fs.FileInfo) (data []byte, size int64, ok bool, err error) {
	return nil, 0, false, nil
}

// fdReader is open_unix.go's; elsewhere it is never used.
type fdReader struct{}
