package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputLinearInInput: what each output format writes grows linearly
// with the input, whatever the input holds: inputs of URLs drawn from
// every printable byte a URL may hold, with many findings each, at two
// sizes eight times apart, give output at most about eight times as long
// (and never more than a few hundred bytes a byte of input). One URL of
// 60 KB with 30,000 findings gave 1.8 GB of JSON and 3.6 GB of SARIF: every
// finding repeated the URL.
func TestOutputLinearInInput(t *testing.T) {
	var chars []byte
	for c := byte(0x21); c < 0x7f; c++ {
		if !strings.ContainsRune(`<>"'`, rune(c)) {
			chars = append(chars, c)
		}
	}
	dir := t.TempDir()
	shapes := []struct {
		name string
		gen  func(r *rand.Rand, n int) string
	}{
		{"one long URL", func(r *rand.Rand, n int) string {
			var b strings.Builder
			b.WriteString("http://deploy:pw@h.example:8080/x")
			for b.Len() < n {
				b.WriteByte("|^%a|"[r.IntN(5)])
			}
			return b.String() + "\n"
		}},
		{"URLs of every printable byte", func(r *rand.Rand, n int) string {
			var b strings.Builder
			for b.Len() < n {
				b.WriteString("see http://h.example/")
				for range 5 + r.IntN(300) {
					b.WriteByte(chars[r.IntN(len(chars))])
				}
				b.WriteString(" and\n")
			}
			return b.String()
		}},
	}
	formats := [][]string{
		{"lint", "--fail-level", "none", "--enable", "all", "--format", "json"},
		{"lint", "--fail-level", "none", "--enable", "all", "--format", "sarif"},
		{"lint", "--fail-level", "none", "--enable", "all", "--format", "text"},
		{"lint", "--fail-level", "none", "--enable", "all", "--format", "github"},
		{"extract", "--format", "json"},
	}
	size := func(args []string, text string) int {
		p := filepath.Join(dir, "in.txt")
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errOut bytes.Buffer
		run(append(append([]string{"urlsift"}, args...), "--max-url", "1000000", p), strings.NewReader(""), &out, &errOut)
		return out.Len()
	}
	for _, sh := range shapes {
		const small = 4 << 10
		a, b := sh.gen(rand.New(rand.NewPCG(26, 7)), small), sh.gen(rand.New(rand.NewPCG(26, 7)), 8*small)
		for _, f := range formats {
			na, nb := size(f, a), size(f, b)
			name := sh.name + ": " + strings.Join(f, " ")
			if nb > 12*na+64<<10 {
				t.Errorf("%s: %d bytes of input give %d, %d give %d: faster than linear", name, len(a), na, len(b), nb)
			}
			if nb > 400*len(b) {
				t.Errorf("%s: %d bytes of input give %d bytes of output", name, len(b), nb)
			}
		}
	}
}
