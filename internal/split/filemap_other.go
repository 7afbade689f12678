//go:build !linux

package split

import "io"

// mapFile maps nothing where filemap_linux.go is not built: the parts
// are read with ReadAt.
func mapFile(f io.ReaderAt, size int64) []byte { return nil }

func unmapFile(m []byte)               {}
func dropPages(m []byte, from, to int) {}
func sizeNow(f io.ReaderAt) int64      { return -1 }
