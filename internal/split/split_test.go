package split

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

type result struct {
	own   []byte // the part's bytes
	ctx   []byte // Data before Begin
	line  int    // line of the part's first byte, counted from Data[0]'s
	index int
}

// TestRunParts checks what Run promises: the parts, in order, put end to
// end are the file; each begins at a cut Cut accepts (or the start), holds
// the bytes before and after it it asks for, and knows the line breaks
// before it and, with Options.Lines, the line it starts on; a last part too large is read through R; for any number of
// workers and sizes.
func TestRunParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 40; n++ {
		var b strings.Builder
		for b.Len() < 1+rng.IntN(200000) {
			switch rng.IntN(5) {
			case 0:
				b.WriteString("\n")
			case 1:
				b.WriteString("x<ab\n") // Cut refuses the line after "<"
			default:
				b.WriteString(strings.Repeat("w", rng.IntN(300)) + " ")
			}
		}
		if rng.IntN(4) == 0 {
			b.WriteString(strings.Repeat("long line ", 20000)) // no cut: the rest is the last part
		}
		text := []byte(b.String())
		// Every other text from a file.
		var f io.ReaderAt = bytes.NewReader(text)
		if n%2 == 1 {
			f = tempFile(t, text)
		}
		o := Options{Workers: 1 + rng.IntN(5), Size: 1 + rng.IntN(20000), Search: rng.IntN(5000), Before: rng.IntN(100), After: rng.IntN(3000),
			Cut: func(line []byte) bool { return !bytes.HasSuffix(line, []byte("<ab\n")) }, Stream: rng.IntN(300000),
			Lines: rng.IntN(2) == 0}
		var got []result
		err := Run(f, int64(len(text)), o, func() *result { return new(result) },
			func(p *Part, r *result) error {
				*r = result{index: p.Index}
				if p.R != nil {
					all, err := io.ReadAll(p.R)
					if err != nil {
						return err
					}
					r.ctx, r.own = all[:p.Begin], all[p.Begin:]
				} else {
					r.ctx, r.own = append([]byte(nil), p.Data[:p.Begin]...), append([]byte(nil), p.Data[p.Begin:p.End]...)
					if !p.EOF && len(p.Data)-p.End != o.After || p.EOF && int(p.Offset)+len(p.Data) != len(text) {
						t.Errorf("part %d: %d bytes after, EOF %v", p.Index, len(p.Data)-p.End, p.EOF)
					}
				}
				if p.Begin != min(o.Before, int(p.Cut())) {
					t.Errorf("part %d: %d bytes before", p.Index, p.Begin)
				}
				if p.Breaks != bytes.Count(r.ctx, []byte{'\n'}) {
					t.Errorf("part %d: Breaks %d, not the context's", p.Index, p.Breaks)
				}
				if !o.Lines && p.Line != 1 {
					t.Errorf("part %d: Line %d without Lines", p.Index, p.Line)
				}
				// Blocks: the part's line breaks BlockSize bytes at a time,
				// with Lines and Data; none else.
				var want []int32
				if o.Lines && p.R == nil {
					for k := 0; k < len(r.own); k += BlockSize {
						want = append(want, int32(bytes.Count(r.own[k:min(k+BlockSize, len(r.own))], []byte{'\n'})))
					}
				}
				if len(p.Blocks) != len(want) || len(want) > 0 && !reflect.DeepEqual(p.Blocks, want) {
					t.Errorf("part %d: Blocks %v, want %v", p.Index, p.Blocks, want)
				}
				r.line = p.Line + p.Breaks
				return nil
			},
			func(p *Part, r *result) error {
				got = append(got, result{own: r.own, line: r.line, index: r.index})
				return nil
			})
		if err != nil {
			t.Fatal(err)
		}
		var joined []byte
		for i, r := range got {
			if r.index != i {
				t.Fatalf("part %d emitted as %d", r.index, i)
			}
			if want := 1 + bytes.Count(joined, []byte{'\n'}); o.Lines && r.line != want {
				t.Fatalf("part %d starts on line %d, not %d", i, r.line, want)
			}
			if i > 0 && !o.Cut(joined[max(0, len(joined)-64):]) {
				t.Fatalf("part %d begins after a line Cut refuses", i)
			}
			joined = append(joined, r.own...)
		}
		if !bytes.Equal(joined, text) {
			t.Fatalf("parts put end to end are not the file (%d bytes against %d)", len(joined), len(text))
		}
	}
}

// TestRunErrors: an error of process, of emit or of reading ends the run
// and is returned, the parts under way finished (no goroutine waits
// forever).
func TestRunErrors(t *testing.T) {
	text := bytes.Repeat([]byte("a line of text\n"), 10000)
	o := Options{Workers: 3, Size: 1000, Search: 100, Stream: 1 << 20}
	boom := errors.New("boom")
	for _, at := range []int{0, 5, 40} {
		n := 0
		err := Run(bytes.NewReader(text), int64(len(text)), o, func() *int { return new(int) },
			func(p *Part, r *int) error {
				if p.Index == at {
					return boom
				}
				return nil
			},
			func(p *Part, r *int) error { n++; return nil })
		if err != boom || n != at {
			t.Errorf("process fails at %d: %v after %d parts", at, err, n)
		}
		n = 0
		err = Run(bytes.NewReader(text), int64(len(text)), o, func() *int { return new(int) },
			func(p *Part, r *int) error { return nil },
			func(p *Part, r *int) error {
				if n == at {
					return boom
				}
				n++
				return nil
			})
		if err != boom || n != at {
			t.Errorf("emit fails at %d: %v after %d parts", at, err, n)
		}
	}
	// The file shorter than said.
	err := Run(bytes.NewReader(text), int64(len(text))+5000, o, func() *int { return new(int) },
		func(p *Part, r *int) error { return nil }, func(p *Part, r *int) error { return nil })
	if err == nil {
		t.Error("a file shorter than its size read without an error")
	}
}

// tempFile returns an open file holding text, closed when t ends.
func tempFile(t *testing.T, text []byte) *os.File {
	t.Helper()
	path := filepath.Join(t.TempDir(), "text")
	if err := os.WriteFile(path, text, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// TestRunFileShrinks: a file cut short while its parts are read, in
// process or in emit, ends the run with the error a short read gives
// (errShrunk), never with a crash; a part read before the cut holds the
// file's bytes as they were.
func TestRunFileShrinks(t *testing.T) {
	line := []byte(strings.Repeat("x", 99) + "\n")
	text := bytes.Repeat(line, 3000) // 300 KB: 60 parts of 5,000 bytes
	page := os.Getpagesize()
	for _, tc := range []struct {
		name   string
		at     int  // the part whose process (or emit) cuts the file
		inEmit bool // cut in emit rather than process
		to     int  // the new size
	}{
		{"process, to a page", 10, false, 4 * page},
		{"process, inside a page", 10, false, 4*page + 77},
		{"process, the part's own bytes", 10, false, 5000*10 + 2000},
		{"process, to nothing", 0, false, 0},
		{"emit, inside a page", 20, true, 10*page + 1},
		{"emit, the part's own bytes", 20, true, 5000*20 + 10},
		// Inside the last page: under the mapping the bytes cut read as
		// zeros, with no fault; the size looked at again tells.
		{"process, inside the last page", 10, false, len(text) - 10},
		{"emit, inside the last page", 20, true, len(text) - 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := tempFile(t, text)
			o := Options{Workers: 3, Size: 5000, Search: 500, Before: 300, After: 700, Stream: 1 << 20}
			var once sync.Once
			// cutting is set before the file is cut. A part whose
			// process (or emit) sees it unset was read before the cut
			// began, so it must hold the file's bytes; one read while the
			// file is cut may hold zeros the kernel wrote into a large
			// folio the cut ends inside (ext4 on Linux 6.18, seen under
			// load), which no short read tells: such parts are not
			// compared, whatever the goroutines' order.
			var cutting atomic.Bool
			cut := func() {
				once.Do(func() {
					cutting.Store(true)
					if err := os.Truncate(f.Name(), int64(tc.to)); err != nil {
						t.Error(err)
					}
				})
			}
			// Under the mapping (Linux) a part's bytes are read as they
			// are used: a part compared while the file is cut may see
			// zeros (or fault, which Run returns as errShrunk), so one
			// is held to the file's bytes only when the cut began
			// neither before nor during the comparison.
			read := func(p *Part) {
				if cutting.Load() {
					return
				}
				if !bytes.Equal(p.Data, text[p.Offset:int(p.Offset)+len(p.Data)]) && !cutting.Load() {
					t.Errorf("part %d: not the file's bytes", p.Index)
				}
			}
			err := Run(f, int64(len(text)), o, func() *int { return new(int) },
				func(p *Part, r *int) error {
					if !tc.inEmit && p.Index == tc.at {
						cut()
					}
					read(p)
					return nil
				},
				func(p *Part, r *int) error {
					if tc.inEmit && p.Index == tc.at {
						cut()
					}
					read(p)
					return nil
				})
			if !errors.Is(err, errShrunk) {
				t.Errorf("the file cut to %d bytes: error %v, want %v", tc.to, err, errShrunk)
			}
		})
	}
}

// BenchmarkRun reads a 64 MB file in parts, each part's colons counted.
func BenchmarkRun(b *testing.B) {
	line := []byte("a line of prose with a colon: and a URL http://example.com/path\n")
	text := bytes.Repeat(line, 64<<20/len(line))
	path := filepath.Join(b.TempDir(), "text")
	if err := os.WriteFile(path, text, 0o644); err != nil {
		b.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	o := Options{Workers: 2, Size: 2 << 20, Search: 256 << 10, Before: 1024, After: 66 << 10, Stream: 8 << 20}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		err := Run(f, int64(len(text)), o, func() *int { return new(int) },
			func(p *Part, n *int) error { *n = bytes.Count(p.Data[p.Begin:p.End], []byte{':'}); return nil },
			func(p *Part, n *int) error { return nil })
		if err != nil {
			b.Fatal(err)
		}
	}
}

// TestFaultIn: a fault of the file's mapping past the end of a file cut
// short is the file's (faultIn), a fault elsewhere is not: Run returns the
// first as errShrunk and lets the second crash as it would.
func TestFaultIn(t *testing.T) {
	text := bytes.Repeat([]byte("0123456789abcdef\n"), 1000)
	f := tempFile(t, text)
	m := mapFile(f, int64(len(text)))
	if m == nil {
		t.Skip("no mapping here: the parts are read with ReadAt")
	}
	defer unmapFile(m)
	if !bytes.Equal(m, text) {
		t.Fatal("the mapping does not hold the file")
	}
	if err := os.Truncate(f.Name(), 10); err != nil {
		t.Fatal(err)
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	var sink byte
	read := func(b []byte, i int) (r any) {
		defer func() { r = recover() }()
		sink += b[i]
		return nil
	}
	page := os.Getpagesize()
	r := read(m, len(m)-1) // past the file's end, on a page of its own
	if r == nil || !faultIn(r, m) {
		t.Fatalf("a read past the file's end: %v, faultIn %v", r, r != nil && faultIn(r, m))
	}
	if r := read(m, 5); r != nil {
		t.Fatalf("a read inside the file: %v", r)
	}
	if r := read(m, page-1); r != nil {
		t.Fatalf("a read inside the file's last page: %v", r)
	}
	var p *[4]byte
	r = func() (r any) {
		defer func() { r = recover() }()
		return p[1]
	}()
	if r == nil || faultIn(r, m) {
		t.Fatalf("a nil pointer's fault: %v, faultIn %v", r, r != nil && faultIn(r, m))
	}
	_ = sink
}
