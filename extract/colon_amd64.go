package extract

// colonScan is colonScanGo (colon.go), in colon_amd64.s: SSE2, which
// every amd64 processor has.
func colonScan(b []byte, from, limit, next int) int {
	if limit > len(b) || from < 0 {
		return -1
	}
	return colonScanSSE2(b, from, limit, next, &class)
}

//go:noescape
func colonScanSSE2(b []byte, from, limit, next int, class *[256]uint8) int
