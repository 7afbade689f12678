package extract

import "golang.org/x/sys/cpu"

// colonScan is colonScanGo (colon.go), in colon_amd64.s: with AVX2
// where the processor has it, else with SSE2, which every amd64
// processor has.
func colonScan(b []byte, from, limit, next int) int {
	if limit > len(b) || from < 0 {
		return -1
	}
	if useAVX2 {
		return colonScanAVX2(b, from, limit, next, &class, &opaqueEnds)
	}
	return colonScanSSE2(b, from, limit, next, &class, &opaqueEnds)
}

// useAVX2 says colonScan uses colonScanAVX2: the processor has AVX2
// and the system keeps its registers (x/sys/cpu reads CPUID and XGETBV).
var useAVX2 = cpu.X86.HasAVX2

//go:noescape
func colonScanSSE2(b []byte, from, limit, next int, class *[256]uint8, ends *[1 << 16 / 64]uint64) int

//go:noescape
func colonScanAVX2(b []byte, from, limit, next int, class *[256]uint8, ends *[1 << 16 / 64]uint64) int
