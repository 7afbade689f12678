//go:build !amd64

package lint

// lastBlank returns the index i of the last pair of line breaks of p
// (p[i] and p[i+1] both '\n'), or -1: lastBlankGo where blank_amd64.s
// is not built.
func lastBlank(p []byte) int { return lastBlankGo(p) }
