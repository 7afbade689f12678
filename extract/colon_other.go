//go:build !amd64

package extract

// colonScan is colonScanGo where colon_amd64.s is not built.
func colonScan(b []byte, from, limit, next int) int { return colonScanGo(b, from, limit, next) }
