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
	check := func(b []byte) {
		// The page's bytes in place (a conversion would copy them).
		s := unsafe.String(unsafe.SliceData(b), len(b))
		if got, want := encIndex(s), encIndexGo(s); got != want {
			t.Fatalf("encIndex(%q) = %d, want %d", s, got, want)
		}
		if len(s) > scanMaskMax {
			return
		}
		a, p, e := scanMasks(s)
		x, y, z := scanMasksGo(s)
		if a != x || p != y || e != z {
			t.Fatalf("scanMasks(%q) = %#x %#x %#x, want %#x %#x %#x", s, a, p, e, x, y, z)
		}
	}
	for ln := 0; ln <= 4*scanMaskMax; ln++ {
		// Bytes of every class; then none the tests look for but the
		// text's last byte, which the last block reads.
		for i := range page {
			page[i] = "/%&\\=ab/"[i%8]
		}
		check(page[ps-ln:])
		check(page[:ln])
		for i := range page {
			page[i] = 'x'
		}
		check(page[ps-ln:])
		check(page[:ln])
		if ln > 0 {
			page[ps-1], page[ln-1] = '=', '/'
			check(page[ps-ln:])
			check(page[:ln])
		}
	}
}
