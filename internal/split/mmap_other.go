//go:build !unix

package split

import "io"

// mapRange maps nothing on this system: every part is read (ReadAt).
func mapRange(f io.ReaderAt, off int64, n int) (data, mapping []byte) { return nil, nil }

func unmap(m []byte) {}
