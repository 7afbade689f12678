package extract

import (
	"bytes"
	"testing"
)

// rowStartWalk and rowEndWalk are cellFill's walks to the ends of a table
// row's line, a byte at a time, as they were before rowStart and rowEnd
// took their place: the oracles of TestRowEnds and FuzzRowEnds.
func rowStartWalk(b []byte, i, reach int) (int, bool) {
	for lim := max(0, i-reach); i > 0 && b[i-1] != '\n'; i-- {
		if i == lim {
			return i, false
		}
	}
	return i, true
}

func rowEndWalk(b []byte, i, reach int) (int, bool) {
	for lim := min(len(b), i+reach); i < len(b) && b[i] != '\n' && b[i] != '\r'; i++ {
		if i == lim {
			return i, false
		}
	}
	return i, true
}

// checkRowEnds checks rowStart and rowEnd against the walks from every
// index of b, for each reach.
func checkRowEnds(t *testing.T, b []byte, reaches ...int) {
	t.Helper()
	for i := 0; i <= len(b); i++ {
		for _, reach := range reaches {
			gi, gok := rowStart(b, i, reach)
			wi, wok := rowStartWalk(b, i, reach)
			if gok != wok || gok && gi != wi {
				t.Fatalf("rowStart(%q, %d, %d) = %d, %v; want %d, %v", b, i, reach, gi, gok, wi, wok)
			}
			gi, gok = rowEnd(b, i, reach)
			wi, wok = rowEndWalk(b, i, reach)
			if gok != wok || gok && gi != wi {
				t.Fatalf("rowEnd(%q, %d, %d) = %d, %v; want %d, %v", b, i, reach, gi, gok, wi, wok)
			}
		}
	}
}

// TestRowEnds: rowStart and rowEnd return what the walks a byte at a
// time they took the place of return, from every index of texts of 24
// bytes of each of the 256 byte values (lastNewline reads eight at a time:
// a byte that differs from "\n" by one bit, or by its high bit, is one it
// must not take for one), with no line break, with one "\n" or "\r" at
// each place, and, for the bytes a word-at-a-time search may mistake, two
// at each pair of places; for reaches that end before, at and after each
// place.
func TestRowEnds(t *testing.T) {
	const n = 24
	reaches := []int{0, 1, 2, 7, 8, 9, 16, 23, 4096}
	for v := 0; v < 256; v++ {
		b := bytes.Repeat([]byte{byte(v)}, n)
		checkRowEnds(t, b, reaches...)
		for p := 0; p < n; p++ {
			for _, br := range []byte{'\n', '\r'} {
				c := bytes.Clone(b)
				c[p] = br
				checkRowEnds(t, c, reaches...)
			}
		}
	}
	for _, v := range []byte{'a', 0, 0x0b, 0x0a | 0x80, 0x0a ^ 0x01, 0xff, '\r'} {
		for p := 0; p < n; p++ {
			for q := p + 1; q < n; q++ {
				for _, br := range []byte{'\n', '\r'} {
					c := bytes.Repeat([]byte{v}, n)
					c[p], c[q] = '\n', br
					checkRowEnds(t, c, reaches...)
				}
			}
		}
	}
}

// FuzzRowEnds: rowStart and rowEnd against the walks on any text, from
// every index, for a reach the fuzzer picks and for the reaches around
// the text's length.
func FuzzRowEnds(f *testing.F) {
	f.Add([]byte("| a | https://x.example/a|b |\n| c | d |\r\n"), 8)
	f.Add([]byte("\n\n\r\n"), 0)
	f.Add(bytes.Repeat([]byte{0x8a}, 40), 17)
	f.Fuzz(func(t *testing.T, b []byte, reach int) {
		if len(b) > 1<<12 {
			return
		}
		reach = max(0, min(reach, 1<<13))
		checkRowEnds(t, b, reach, len(b)/2, len(b), 4096)
	})
}
