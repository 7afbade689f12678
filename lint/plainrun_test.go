package lint

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// plainLinesOneByOne is plainLines as it was before plainRun (main
// f5b40d9): a bytes.IndexByte call a line. The oracle.
func plainLinesOneByOne(p []byte, start int) (end, lines, nl int) {
	q := p[start:] // what is left to read
	for {
		j := bytes.IndexByte(q, '\n')
		if j < 0 {
			return len(p) - len(q), lines, -1
		}
		// The line is q[:j], and q[j] is its '\n'.
		if j > 0 {
			line := q[:j+1]
			c := plainPair[uint16(line[0])<<8|uint16(line[1])] // line[1] is at most the '\n'
			k := 0
			if c == pairBlank {
				for k = 1; blankByte[line[k]]; k++ { // the '\n' ends it
				}
				// The first two bytes after the blanks (the '\n' when
				// the line has one).
				c = uint8(pairPlain)
				if k < j {
					c = plainPair[uint16(line[k])<<8|uint16(line[k+1])]
				}
			}
			if c >= pairMarkup {
				if c == pairMarkup {
					// markerWord skips markup: the word after it.
					for k++; k < j && markupByte[line[k]]; k++ {
					}
					if k == j {
						return len(p) - len(q), lines, j
					}
					c = plainPair[uint16(line[k])<<8|uint16(line[k+1])]
					if c != pairPlain && c != pairWord {
						c = pairPlain // no letter after the markup
					}
				}
				if c == pairWord && isLetterByte(line[k+1]) && !markerThird[int(line[k]|0x20-'a')*26+int(line[k+1]|0x20-'a')][line[k+2]] {
					// Two letters of a marker's first word, but not the
					// third ("int", "does", "note"); line[k+2] is at
					// most the '\n'.
					c = pairPlain
				}
				if c >= pairWord {
					return len(p) - len(q), lines, j
				}
			}
			if oddEnd[line[j-1]] || j >= directiveWindow {
				return len(p) - len(q), lines, j
			}
		}
		lines++
		q = q[j+1:]
	}
}

// plainRunLine draws a line for plainRun: a start of every kind
// plainLines tells apart (every byte value, blanks, markup runs, the
// first letters of markerFirstWords and words that share them, fences,
// prompts), a body of bytes of every value but "\n", an end of every
// kind (0x90, "\r", U+2010, blanks, markup alone), and lengths about
// directiveWindow now and then.
func plainRunLine(r *rand.Rand) []byte {
	var b []byte
	for k := r.IntN(3) * r.IntN(4); k > 0; k-- {
		b = append(b, " \t"[r.IntN(2)])
	}
	switch r.IntN(6) {
	case 0:
		b = append(b, byte(r.IntN(256)))
	case 1:
		for k := 1 + r.IntN(4); k > 0; k-- {
			b = append(b, "#*_-+>/|!;% \t"[r.IntN(13)])
		}
	case 2:
		b = append(b, markerFirstWords[r.IntN(len(markerFirstWords))]...)
	case 3:
		b = append(b, []string{"int", "does", "note", "bake", "In [", "$ ", "% ", ">>> ", "```", "~~~", "Bad:", "- bad", "**Wrong**", "c ", "ps", "Before:", "Doing"}[r.IntN(17)]...)
	}
	switch r.IntN(4) {
	case 0:
		for k := r.IntN(70); k > 0; k-- {
			if c := byte(r.IntN(256)); c != '\n' {
				b = append(b, c)
			}
		}
	case 1:
		b = append(b, strings.Repeat("plain words ", r.IntN(8))...)
	case 2:
		if r.IntN(30) == 0 {
			b = append(b, bytes.Repeat([]byte{'x'}, directiveWindow-3+r.IntN(6))...)
		}
	}
	switch r.IntN(8) {
	case 0:
		b = append(b, 0x90)
	case 1:
		b = append(b, '\r')
	case 2:
		b = append(b, "\u2010"...)
	case 3:
		b = append(b, " \t"[r.IntN(2)])
	}
	return b
}

// TestPlainRun holds plainLines, which calls plainRun (AVX2 on amd64),
// to plainLinesOneByOne on drawn texts (seed 4852) from every start,
// and plainRun to what it says: it stops at a line's start, after lines
// plainLinesOneByOne passes over.
func TestPlainRun(t *testing.T) {
	r := rand.New(rand.NewPCG(4852, 1))
	n := 20_000
	if testing.Short() {
		n = 2_000
	}
	for range n {
		var p []byte
		for k := r.IntN(30); k > 0; k-- {
			p = append(p, plainRunLine(r)...)
			if r.IntN(40) > 0 {
				p = append(p, '\n')
			}
		}
		for s := 0; s <= len(p); s++ {
			if s > 0 && p[s-1] != '\n' {
				continue
			}
			end, lines, nl := plainLines(p, s)
			wend, wlines, wnl := plainLinesOneByOne(p, s)
			if end != wend || lines != wlines || nl != wnl {
				t.Fatalf("plainLines(%q, %d) = %d, %d, %d, want %d, %d, %d", p, s, end, lines, nl, wend, wlines, wnl)
			}
			q := p[s:]
			k, m := plainRun(q)
			if k > wend-s || k > 0 && q[k-1] != '\n' || m != bytes.Count(q[:k], newline) {
				t.Fatalf("plainRun(%q) = %d, %d; plainLinesOneByOne stops at %d", q, k, m, wend-s)
			}
		}
	}
}

func FuzzPlainRun(f *testing.F) {
	for _, s := range []string{"", "a\n", "\t\t- note\n  bad: x\n", strings.Repeat("word ", 20) + "\r\n" + strings.Repeat("x", 40) + "\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, p []byte) {
		end, lines, nl := plainLines(p, 0)
		wend, wlines, wnl := plainLinesOneByOne(p, 0)
		if end != wend || lines != wlines || nl != wnl {
			t.Fatalf("plainLines(%q) = %d, %d, %d, want %d, %d, %d", p, end, lines, nl, wend, wlines, wnl)
		}
	})
}
