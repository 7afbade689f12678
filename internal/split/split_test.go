package split

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
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
// the bytes before and after it it asks for, and knows the line it
// starts on; a last part too large is read through R; for any number of
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
		// Every other text from a file, whose parts are mapped
		// (mapRange) where the system can: not read into buffers.
		var f io.ReaderAt = bytes.NewReader(text)
		if n%2 == 1 {
			f = tempFile(t, text)
		}
		o := Options{Workers: 1 + rng.IntN(5), Size: 1 + rng.IntN(20000), Search: rng.IntN(5000), Before: rng.IntN(100), After: rng.IntN(3000),
			Cut: func(line []byte) bool { return !bytes.HasSuffix(line, []byte("<ab\n")) }, Stream: rng.IntN(300000),
			LineBlock: []int{0, 1, 7, 300, 4096}[rng.IntN(5)]}
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
				r.line = p.Line + bytes.Count(r.ctx, []byte{'\n'})
				checkLines(t, p, o.LineBlock)
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
			if want := 1 + bytes.Count(joined, []byte{'\n'}); r.line != want {
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

// TestMapRange: a range of a file mapped at any offset, page-aligned or
// not, holds the file's bytes there.
func TestMapRange(t *testing.T) {
	text := make([]byte, 3*os.Getpagesize()+123)
	for i := range text {
		text[i] = byte(i * 7)
	}
	f := tempFile(t, text)
	page := os.Getpagesize()
	for _, off := range []int{0, 1, page - 1, page, page + 5, 2*page + 100} {
		for _, n := range []int{1, 10, page, len(text) - off} {
			if off+n > len(text) {
				continue
			}
			data, m := mapRange(f, int64(off), n)
			if m == nil {
				if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
					t.Skip("no mapping on", runtime.GOOS)
				}
				t.Fatalf("mapRange(%d, %d) mapped nothing", off, n)
			}
			if !bytes.Equal(data, text[off:off+n]) {
				t.Errorf("mapRange(%d, %d): not the file's bytes", off, n)
			}
			unmap(m)
		}
	}
	if _, m := mapRange(bytes.NewReader(text), 0, 10); m != nil {
		t.Error("a bytes.Reader mapped")
	}
}

// TestRunFileShrinks: a file cut short while its parts are read (mapped:
// a read past its new end faults, or reads zeros on the last page) ends
// the run with an error that says so, from process or from emit, never
// with a crash or the zeros read as text.
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
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := tempFile(t, text)
			o := Options{Workers: 3, Size: 5000, Search: 500, Before: 300, After: 700, Stream: 1 << 20}
			var once sync.Once
			cut := func() {
				once.Do(func() {
					if err := os.Truncate(f.Name(), int64(tc.to)); err != nil {
						t.Fatal(err)
					}
				})
			}
			read := func(p *Part) error {
				// What a reader of the part does: read its bytes, here up
				// to the first zero (on the page a cut ends in, the bytes
				// past the end read as zeros, with no fault).
				bytes.IndexByte(p.Data, 0)
				return nil
			}
			err := Run(f, int64(len(text)), o, func() *int { return new(int) },
				func(p *Part, r *int) error {
					if !tc.inEmit && p.Index == tc.at {
						cut()
					}
					return read(p)
				},
				func(p *Part, r *int) error {
					if p.Index > tc.at || !tc.inEmit && p.Index == tc.at {
						t.Errorf("part %d emitted, after the cut in part %d", p.Index, tc.at)
					}
					if tc.inEmit && p.Index == tc.at {
						cut()
						return read(p)
					}
					return nil
				})
			if !errors.Is(err, errShrunk) {
				t.Errorf("the file cut to %d bytes: error %v, want %v", tc.to, err, errShrunk)
			}
		})
	}
}

// checkLines checks Part.Lines: nil but for a part in memory read with a
// LineBlock; then the count of line breaks before each block's start
// (and the part's end), from Data[0].
func checkLines(t *testing.T, p *Part, block int) {
	t.Helper()
	if p.R != nil || block == 0 {
		if p.Lines != nil {
			t.Errorf("part %d: Lines %v, read through R or without LineBlock", p.Index, p.Lines)
		}
		return
	}
	var want []int
	for i := p.Begin; ; i += block {
		want = append(want, bytes.Count(p.Data[:min(i, p.End)], []byte{'\n'}))
		if i >= p.End {
			break
		}
	}
	if !slices.Equal(p.Lines, want) {
		t.Errorf("part %d (begin %d, end %d, block %d): Lines differ from the counts (%d and %d entries)", p.Index, p.Begin, p.End, block, len(p.Lines), len(want))
	}
}

// BenchmarkRun reads a 64 MB file in parts, each part's colons counted:
// mapped (the file itself) against read with ReadAt (the file behind a
// reader that hides it).
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
	o := Options{Workers: 2, Size: 2 << 20, Search: 256 << 10, Before: 1024, After: 66 << 10, Stream: 8 << 20, LineBlock: 4 << 10}
	for _, r := range []struct {
		name string
		f    io.ReaderAt
	}{{"mapped", f}, {"read", struct{ io.ReaderAt }{f}}} {
		b.Run(r.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				err := Run(r.f, int64(len(text)), o, func() *int { return new(int) },
					func(p *Part, n *int) error { *n = bytes.Count(p.Data[p.Begin:p.End], []byte{':'}); return nil },
					func(p *Part, n *int) error { return nil })
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
