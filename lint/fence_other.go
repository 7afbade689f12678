//go:build !amd64

package lint

// indexFence is indexFenceGo where fence_amd64.s is not built.
func indexFence(p []byte) int { return indexFenceGo(p) }
