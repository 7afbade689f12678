package newline

import "golang.org/x/sys/cpu"

// minFast is the length from which Count calls countFast.
var minFast = func() int {
	if cpu.X86.HasAVX2 {
		return 2 * blockSize
	}
	return int(^uint(0) >> 1) // never: bytes.Count
}()

// countFast returns the "\n" of b[:len(b)&^(blockSize-1)].
func countFast(b []byte) int { return countAVX2(b) }

//go:noescape
func countAVX2(b []byte) int
