//go:build !amd64

package urlsyntax

// scanMasks is scanMasksGo where scanmask_amd64.s is not built.
func scanMasks(s string) (slash, pct, enc uint64) { return scanMasksGo(s) }

// encIndex is encIndexGo where scanmask_amd64.s is not built.
func encIndex(s string) int { return encIndexGo(s) }
