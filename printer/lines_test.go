package printer

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// TestRenumber: records printed in any line format with their lines
// noted (Record.Lines), renumbered by any delta, are what the format
// prints for the records with their lines delta larger; and a record
// prints the same with Lines set or not.
func TestRenumber(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 1))
	texts := []string{"12", "a:1:2", "http://h.example:8080/9", "p 3\n4", "ü", "", ":", "\"1\""}
	draw := func() string { return texts[rng.IntN(len(texts))] + texts[rng.IntN(len(texts))] }
	lines := []int{0, 1, 9, 10, 99, 100, 12345, 999999, 1 << 40}
	for _, name := range Formats(URLs | Findings) {
		f, ok := Line(name, Options{})
		if !ok {
			continue
		}
		for n := 0; n < 300; n++ {
			delta := []int{0, 1, 8, 9, 90, 12345, 1 << 30, rng.IntN(1 << 20)}[rng.IntN(8)]
			var marks LineMarks
			var marked, plain, want []byte
			for k := rng.IntN(5); k >= 0; k-- {
				a, b := lines[rng.IntN(len(lines))]+rng.IntN(3), lines[rng.IntN(len(lines))]
				r := Record{Path: draw(), URL: draw(), Message: draw(), Rule: "r", Severity: "warning",
					Start: pos.Pos{Line: a, Column: 1 + rng.IntN(99), Offset: rng.IntN(999)}, End: pos.Pos{Line: a + b, Column: rng.IntN(99)}}
				plain = f.Append(plain, &r)
				r.Lines = &marks
				marked = f.Append(marked, &r)
				r.Lines = nil
				r.Start.Line += delta
				r.End.Line += delta
				want = f.Append(want, &r)
			}
			if !bytes.Equal(plain, marked) {
				t.Fatalf("%s: printed with Lines %q, without %q", name, marked, plain)
			}
			if got := Renumber([]byte("x"), marked, &marks, delta); !bytes.Equal(got, append([]byte("x"), want...)) {
				t.Fatalf("%s: renumbered by %d: %q, want %q", name, delta, got, want)
			}
		}
	}
}

// BenchmarkRenumber renumbers the lines of 1,000 records in the line
// format, a part's output.
func BenchmarkRenumber(b *testing.B) {
	f, _ := Line("line", Options{})
	var marks LineMarks
	var out []byte
	for i := 0; i < 1000; i++ {
		r := Record{Path: "dir/file.txt", URL: "http://h.example/a/b/c", Start: pos.Pos{Line: 1 + i*7, Column: 5}, Lines: &marks}
		out = f.Append(out, &r)
	}
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	var dst []byte
	for b.Loop() {
		dst = Renumber(dst[:0], out, &marks, 123456)
	}
}
