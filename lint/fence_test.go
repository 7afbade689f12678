package lint

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// fenceLinesTwoPass is fenceLines as it was before indexFence (main
// f5b40d9): a pass over p for each of "`" and "~". The oracle.
func fenceLinesTwoPass(p []byte) (first, last int) {
	first, last = -1, -1
	for _, c := range [2]byte{'`', '~'} {
		for i := 0; i < len(p); {
			k := bytes.IndexByte(p[i:], c)
			if k < 0 {
				break
			}
			j := i + k
			i = j + 1
			if j+2 >= len(p) || p[j+1] != c || p[j+2] != c {
				continue
			}
			b := j
			for b > 0 && (p[b-1] == ' ' || p[b-1] == '\t') {
				b--
			}
			if b == 0 || p[b-1] == '\n' {
				if first < 0 || b < first {
					first = b
				}
				last = max(last, b)
			}
		}
	}
	return first, last
}

// indexFenceNaive is indexFence one byte at a time.
func indexFenceNaive(p []byte) int {
	for i, c := range p {
		if c == '`' || c == '~' {
			return i
		}
	}
	return -1
}

// TestIndexFence holds indexFence (AVX2 on amd64) and indexFenceGo to a
// byte loop: every byte value at every index of slices of every length
// up to 200 (the 64- and 16-byte blocks and the tail, at every
// alignment of an array), over a filling of every other byte drawn at
// random (seed 4851), and with a second "`" or "~" after the first.
func TestIndexFence(t *testing.T) {
	r := rand.New(rand.NewPCG(4851, 1))
	fill := make([]byte, 256+64)
	for i := range fill {
		for fill[i] = byte(r.IntN(256)); fill[i] == '`' || fill[i] == '~'; fill[i] = byte(r.IntN(256)) {
		}
	}
	buf := make([]byte, len(fill))
	for n := 0; n <= 200; n++ {
		for i := 0; i <= n; i++ { // i == n: no mark in p
			for v := 0; v < 256; v++ {
				at := r.IntN(64) // where p starts in buf
				copy(buf, fill)
				p := buf[at : at+n]
				if i < n {
					p[i] = byte(v)
					if i+1 < n && v%3 == 0 {
						p[i+1+r.IntN(n-i-1)] = "`~"[r.IntN(2)]
					}
				}
				want := indexFenceNaive(p)
				if got := indexFence(p); got != want {
					t.Fatalf("indexFence(%q) = %d, want %d", p, got, want)
				}
				if got := indexFenceGo(p); got != want {
					t.Fatalf("indexFenceGo(%q) = %d, want %d", p, got, want)
				}
			}
		}
	}
}

// fenceText draws a text for fenceLines: lines of fence marks ("`", "~",
// runs of them, mixed) after blanks or words, and of bytes of every
// value, so that marks stand at every place of indexFence's blocks.
func fenceText(r *rand.Rand) []byte {
	var b []byte
	for n := r.IntN(40); n > 0; n-- {
		switch r.IntN(6) {
		case 0:
			b = append(b, []string{"", " ", "\t", "  \t", "x ", "\r"}[r.IntN(6)]...)
			b = append(b, strings.Repeat(string("`~"[r.IntN(2)]), r.IntN(6))...)
			if r.IntN(4) == 0 {
				b = append(b, "`~"[r.IntN(2)])
			}
		case 1:
			for k := r.IntN(100); k > 0; k-- {
				b = append(b, byte(r.IntN(256)))
			}
		case 2:
			for k := r.IntN(100); k > 0; k-- {
				b = append(b, " \t\n`~ax"[r.IntN(7)])
			}
		case 3:
			b = append(b, strings.Repeat("plain words ", r.IntN(12))...)
		case 4:
			b = append(b, []string{"```", "~~~", "```go", "  ~~~~", "\t```", "`` `", "~~`", "``~~"}[r.IntN(8)]...)
		default:
		}
		if r.IntN(5) > 0 {
			b = append(b, '\n')
		}
	}
	return b
}

// TestFenceLines holds fenceLines to the two passes it replaced, on
// 200,000 drawn texts (seed 4851) and on each of their starts and ends
// (the follower passes over p[:r], cut anywhere).
func TestFenceLines(t *testing.T) {
	r := rand.New(rand.NewPCG(4851, 2))
	for range 200_000 {
		p := fenceText(r)
		k := r.IntN(len(p) + 1)
		for _, q := range [][]byte{p, p[:k], p[k:]} {
			f, l := fenceLines(q)
			wf, wl := fenceLinesTwoPass(q)
			if f != wf || l != wl {
				t.Fatalf("fenceLines(%q) = %d, %d, want %d, %d", q, f, l, wf, wl)
			}
		}
	}
}

func FuzzFenceLines(f *testing.F) {
	for _, s := range []string{"", "```", "x\n  ~~~\n", "``~", "a\n\t```go\nb\n~~~~\n", strings.Repeat("x", 70) + "\n```"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, p []byte) {
		f, l := fenceLines(p)
		wf, wl := fenceLinesTwoPass(p)
		if f != wf || l != wl {
			t.Fatalf("fenceLines(%q) = %d, %d, want %d, %d", p, f, l, wf, wl)
		}
		if got, want := indexFence(p), indexFenceNaive(p); got != want {
			t.Fatalf("indexFence(%q) = %d, want %d", p, got, want)
		}
	})
}

// TestIndexFenceLong (seed 4951) holds indexFence to the byte loop on
// slices of every length up to 1,100 at every alignment, every byte value
// but the marks drawn at random, with none, one or a few marks at random
// indexes: the turns of 128 bytes, a mark in either half of one, and the
// blocks of 64 and 16 and the tail after them.
func TestIndexFenceLong(t *testing.T) {
	r := rand.New(rand.NewPCG(4951, 1))
	buf := make([]byte, 1100+64)
	for n := 0; n <= 1100; n++ {
		for k := 0; k < 24; k++ {
			at := r.IntN(64)
			p := buf[at : at+n]
			for i := range p {
				for p[i] = byte(r.IntN(256)); p[i] == '`' || p[i] == '~'; p[i] = byte(r.IntN(256)) {
				}
			}
			for m := r.IntN(4); m > 0 && n > 0; m-- {
				p[r.IntN(n)] = "`~"[r.IntN(2)]
			}
			want := indexFenceNaive(p)
			if got := indexFence(p); got != want {
				t.Fatalf("indexFence(%q) = %d, want %d", p, got, want)
			}
		}
	}
}
