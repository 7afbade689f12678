package main

import (
	"runtime/debug"
	"testing"
)

// TestRaiseMemoryLimit: lint's split raises the soft limit to 32 MiB a
// worker only where urlsift set it (GOMEMLIMIT unset), never lowers it,
// and leaves one worker's alone.
func TestRaiseMemoryLimit(t *testing.T) {
	old, own := debug.SetMemoryLimit(-1), ownMemoryLimit
	defer func() { debug.SetMemoryLimit(old); ownMemoryLimit = own }()
	for _, tt := range []struct {
		own     bool
		start   int64
		workers int
		want    int64
	}{
		{true, memoryLimit, 2, 2 * memoryLimit},
		{true, memoryLimit, 4, 4 * memoryLimit},
		{true, memoryLimit, 1, memoryLimit},
		{true, 8 * memoryLimit, 2, 8 * memoryLimit}, // never lowered
		{false, memoryLimit, 4, memoryLimit},        // the user's GOMEMLIMIT
	} {
		ownMemoryLimit = tt.own
		debug.SetMemoryLimit(tt.start)
		raiseMemoryLimit(tt.workers)
		if got := debug.SetMemoryLimit(-1); got != tt.want {
			t.Errorf("own %v, limit %d, %d workers: limit %d, want %d", tt.own, tt.start, tt.workers, got, tt.want)
		}
	}
}
