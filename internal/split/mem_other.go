//go:build !linux

package split

// alloc returns a buffer of n bytes from the Go heap.
func alloc(n int) (data, mapped []byte) { return make([]byte, n), nil }

// free does nothing: the garbage collector frees alloc's buffers.
func free(mapped []byte) {}
