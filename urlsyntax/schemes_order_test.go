package urlsyntax

import (
	"slices"
	"testing"
)

// TestOpaqueSchemesSorted: the names come sorted, the same in every call
// and every run (a test's generator draws from them by index).
func TestOpaqueSchemesSorted(t *testing.T) {
	a := OpaqueSchemes()
	if len(a) == 0 || !slices.IsSorted(a) {
		t.Fatalf("OpaqueSchemes() = %q: want sorted names", a)
	}
	for range 20 {
		if b := OpaqueSchemes(); !slices.Equal(a, b) {
			t.Fatalf("OpaqueSchemes() = %q, then %q", a, b)
		}
	}
}
