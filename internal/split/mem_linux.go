//go:build linux

package split

import (
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on Linux's x86-64 and
// arm64 (4 KiB base pages).
const hugePage = 2 << 20

// alloc returns a buffer of n bytes of memory mapped for it alone (not
// the Go heap's), its whole 2 MiB pages advised to the kernel as huge
// pages (MADV_HUGEPAGE), and what to give free. A part's buffer is
// written once by pread and read by the part's reader: on 4 KiB pages
// that write takes a page fault for every 4 KiB of fresh memory (512 for
// a 2 MiB part; a file of few parts reads every part into fresh memory),
// on a huge page one. Where the kernel gives no huge page, the buffer is
// what make would give. mmap failing, it is make's.
func alloc(n int) (data, mapped []byte) {
	m, err := syscall.Mmap(-1, 0, n+hugePage, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]byte, n), nil
	}
	skip := int(-uintptr(unsafe.Pointer(unsafe.SliceData(m)))) & (hugePage - 1)
	data = m[skip : skip+n : skip+n]
	if whole := n &^ (hugePage - 1); whole > 0 {
		_ = syscall.Madvise(data[:whole], syscall.MADV_HUGEPAGE) // advice: no huge page is no error
	}
	return data, m
}

// free gives back what alloc mapped.
func free(mapped []byte) {
	if mapped != nil {
		_ = syscall.Munmap(mapped)
	}
}
