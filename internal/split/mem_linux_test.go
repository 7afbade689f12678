//go:build linux

package split

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"testing"
	"unsafe"
)

// TestAlloc: alloc's buffer holds n bytes that can be written and read,
// starts on a huge page's boundary (so that its whole 2 MiB pages can be
// huge pages), and free gives it back.
func TestAlloc(t *testing.T) {
	for _, n := range []int{1, 4095, hugePage - 1, hugePage, hugePage + 1, 2*hugePage + 12345} {
		data, mapped := alloc(n)
		if len(data) != n || cap(data) != n || mapped == nil {
			t.Fatalf("alloc(%d): len %d cap %d mapped %v", n, len(data), cap(data), mapped != nil)
		}
		if a := uintptr(unsafe.Pointer(unsafe.SliceData(data))); a%hugePage != 0 {
			t.Errorf("alloc(%d) at %#x: not on a 2 MiB boundary", n, a)
		}
		for i := range data {
			data[i] = byte(i)
		}
		for i := range data {
			if data[i] != byte(i) {
				t.Fatalf("alloc(%d): byte %d", n, i)
			}
		}
		free(mapped)
	}
	free(nil)
}

// TestRunGivesBack: Run gives back every buffer it mapped, whether the
// run ends at the file's end or on an error of process or of emit: the
// process's mapped memory (VmSize) does not grow from run to run.
func TestRunGivesBack(t *testing.T) {
	text := bytes.Repeat([]byte("a line of text\n"), 20000)
	o := Options{Workers: 3, Size: 10000, Search: 100, Stream: 1 << 20}
	boom := errors.New("boom")
	run := func(failProcess, failEmit int) {
		Run(bytes.NewReader(text), int64(len(text)), o, func() *int { return new(int) },
			func(p *Part, r *int) error {
				if p.Index == failProcess {
					return boom
				}
				return nil
			},
			func(p *Part, r *int) error {
				if p.Index == failEmit {
					return boom
				}
				return nil
			})
	}
	run(-1, -1)
	before := vmSize(t)
	for i := range 100 {
		run(-1, -1)
		run(i%7, -1)
		run(-1, i%5)
	}
	// Each run maps at least 4 MiB (three workers' buffers of 2 MiB and
	// more, and a huge page's more to align each): 300 runs that gave
	// nothing back would hold 1.2 GB more.
	if after := vmSize(t); after > before+256<<20 {
		t.Errorf("%d bytes mapped before 300 runs, %d after", before, after)
	}
}

// vmSize returns the process's mapped memory in bytes.
func vmSize(t *testing.T) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip(err)
	}
	_, rest, ok := bytes.Cut(b, []byte("VmSize:"))
	if !ok {
		t.Skip("no VmSize in /proc/self/status")
	}
	kb, _, _ := bytes.Cut(bytes.TrimSpace(rest), []byte(" "))
	n, err := strconv.Atoi(string(kb))
	if err != nil {
		t.Fatal(err)
	}
	return n << 10
}
