//go:build linux

package urlsyntax

import (
	"syscall"
	"testing"
	"unsafe"
)

// TestScanMasksPageEnd: a text that ends at a page's end, before a page
// that may not be read (PROT_NONE), and one that starts at a page's
// start after such a page, of every length up to scanMaskMax, is read
// without a fault and gives scanMasksGo's masks: the last block's read
// stays in the text's pages.
func TestScanMasksPageEnd(t *testing.T) {
	ps := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 3*ps, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[:ps], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	if err := syscall.Mprotect(mem[2*ps:], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	page := mem[ps : 2*ps]
	for i := range page {
		page[i] = "/%&\\=ab/"[i%8]
	}
	for ln := 0; ln <= scanMaskMax; ln++ {
		for _, b := range [][]byte{page[ps-ln:], page[:ln]} {
			// The page's bytes in place (a conversion would copy them).
			s := unsafe.String(unsafe.SliceData(b), len(b))
			a, p, e := scanMasks(s)
			x, y, z := scanMasksGo(s)
			if a != x || p != y || e != z {
				t.Fatalf("scanMasks(%q) = %#x %#x %#x, want %#x %#x %#x", s, a, p, e, x, y, z)
			}
		}
	}
}
