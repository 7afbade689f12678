package lint

import "golang.org/x/sys/cpu"

// indexFence returns the index of the first "`" or "~" of p, or -1: in
// one pass with AVX2 where the processor has it (fence_amd64.s), else
// indexFenceGo (two bytes.IndexByte passes, the second up to the first's
// hit).
func indexFence(p []byte) int {
	if useAVX2 {
		return indexFenceAVX2(p)
	}
	return indexFenceGo(p)
}

// useAVX2 says indexFence uses indexFenceAVX2: the processor has AVX2
// and the system keeps its registers (x/sys/cpu reads CPUID and XGETBV).
var useAVX2 = cpu.X86.HasAVX2

//go:noescape
func indexFenceAVX2(p []byte) int
