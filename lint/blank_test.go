package lint

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var blankSeed = flag.Uint64("blankseed", 4994, "seed of TestLastBlank and TestResetLineSame's texts")

// blankText draws a text of n bytes from every byte value, with line
// breaks as dense as dense says (pairs and runs of them among them),
// "\r\n" and spaces too.
func blankText(r *rand.Rand, n int, dense int) []byte {
	p := make([]byte, n)
	for i := range p {
		switch k := r.IntN(100); {
		case k < dense:
			p[i] = '\n'
		case k < dense+5:
			p[i] = "\r \t`~$"[r.IntN(6)]
		default:
			p[i] = byte(r.IntN(256))
		}
	}
	return p
}

// TestLastBlank: lastBlank (32 bytes at a time with AVX2) gives what a
// search a byte at a time from the end gives, on texts of every byte
// value with line breaks from none to nearly all, of every length up to
// a few blocks and at every alignment, with the last pair in each block,
// across two blocks, and in the bytes before the first whole block.
func TestLastBlank(t *testing.T) {
	r := rand.New(rand.NewPCG(*blankSeed, 1))
	check := func(p []byte) {
		t.Helper()
		if got, want := lastBlank(p), lastBlankGo(p); got != want {
			t.Fatalf("lastBlank(%q) = %d, want %d", p, got, want)
		}
	}
	for _, dense := range []int{0, 1, 3, 10, 30, 60, 95} {
		for n := 0; n <= 200; n++ {
			p := blankText(r, n+r.IntN(64), dense)
			check(p)
			check(p[r.IntN(len(p)+1):])
		}
	}
	// One pair at every place of a text of no other pair, and two
	// lone line breaks at the two sides of a block's edge.
	for _, n := range []int{63, 64, 65, 96, 127, 128, 129, 200} {
		for i := 0; i+1 < n; i++ {
			p := bytes.Repeat([]byte("a\n"), n)[:n]
			p[0] = 'a'
			if i%2 == 1 {
				p[i] = 'x' // a lone break before i+1's
			}
			p[i], p[i+1] = '\n', '\n'
			check(p)
			q := bytes.Repeat([]byte("b"), n)
			q[i] = '\n'
			check(q)
			q[i+1] = '\n'
			check(q)
		}
	}
	// Long texts, pairs rare.
	for range 50 {
		p := blankText(r, 1+r.IntN(100_000), 0)
		for range r.IntN(3) {
			i := r.IntN(len(p))
			p[i] = '\n'
			if i+1 < len(p) {
				p[i+1] = '\n'
			}
		}
		check(p)
	}
}

func FuzzLastBlank(f *testing.F) {
	f.Add([]byte("a\n\nb"))
	f.Add(bytes.Repeat([]byte("x\ny\n\n"), 40))
	f.Add(append(bytes.Repeat([]byte("z"), 100), '\n', '\n'))
	f.Fuzz(func(t *testing.T, p []byte) {
		for _, q := range [][]byte{p, p[min(len(p), 1):], p[min(len(p), 31):]} {
			if got, want := lastBlank(q), lastBlankGo(q); got != want {
				t.Fatalf("lastBlank(%q) = %d, want %d", q, got, want)
			}
		}
	})
}

// resetLineForward is resetLine as it was before it searched back
// (lastBlank): each stretch before s, 1 KiB, 4 KiB, 16 KiB, 64 KiB,
// searched forward whole for the last line R after a pair.
func resetLineForward(p []byte, s int) int {
	hi := s
	for size := 1 << 10; hi > 1; size *= 4 {
		lo := max(0, hi-size)
		best := -1
		for i := lo; ; {
			k := bytes.Index(p[i:hi], []byte("\n\n"))
			if k < 0 {
				break
			}
			if r := i + k + 2; resetAfterBlank(p, r) {
				best = r
			}
			i += k + 1
		}
		if best > 0 {
			return best
		}
		if lo == 0 || s-lo >= maxResetBack {
			break
		}
		hi = lo + 1
	}
	return -1
}

// TestResetLineSame: resetLine, which searches for the pairs from s
// back, returns the line the forward search of each stretch returned
// (resetLineForward), at every line start and at drawn offsets, on
// drawn documents (lazyDocument: markers, fences, prompts, blank and
// indented lines, long lines, "\r"), on texts of every byte value, and
// on texts whose only pair lies near resetReach before s, either side.
func TestResetLineSame(t *testing.T) {
	r := rand.New(rand.NewPCG(*blankSeed, 2))
	check := func(name string, p []byte, s int) {
		t.Helper()
		if got, want := resetLine(p, s), resetLineForward(p, s); got != want {
			t.Fatalf("%s: resetLine(len %d, %d) = %d, want %d", name, len(p), s, got, want)
		}
	}
	for i := range 60 {
		p := []byte(lazyDocument(r, 1+r.IntN(400)))
		if i%3 == 0 {
			p = append(p, blankText(r, r.IntN(3000), 1+r.IntN(20))...)
			p = append(p, lazyDocument(r, r.IntN(200))...)
		}
		for k := 0; k < len(p); k++ {
			if k == 0 || p[k-1] == '\n' {
				check("document", p, k)
			}
		}
		for range 50 {
			check("document, any offset", p, r.IntN(len(p)+1))
		}
	}
	for _, dense := range []int{0, 2, 10, 40} {
		for range 40 {
			p := blankText(r, r.IntN(5000), dense)
			for range 20 {
				check("bytes", p, r.IntN(len(p)+1))
			}
		}
	}
	// The reach's edge: one reset line ("\n\nR\n") whose pair starts
	// near resetReach before s, in prose with no other pair.
	prose := []byte(strings.Repeat("Some prose of a long paragraph here\n", 3000))
	for d := resetReach - 40; d <= resetReach+40; d++ {
		s := len(prose) - 1 - r.IntN(5)
		for s > 0 && prose[s-1] != '\n' {
			s--
		}
		p := bytes.Clone(prose)
		at := s - d
		if at < 1 {
			continue
		}
		copy(p[at:], "\n\nR\n")
		check("edge", p, s)
	}
}
