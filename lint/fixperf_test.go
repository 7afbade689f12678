package lint

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// patternURLSpec is patternURL as it was written first: the one-pass
// patternURL must say the same of every string.
func patternURLSpec(s string) bool {
	i := strings.Index(s, "://")
	if i < 0 {
		return false
	}
	s = s[i+3:]
	if host := s[:min(len(s), strings.IndexAny(s+"/", "/?#"))]; strings.IndexByte(host, '*') >= 0 {
		return true
	}
	for _, sign := range []string{"[^", "(?:", "(?i)", "(?P<", "\\.", "\\/", ".*", ".+", ")?", ")*", ")+", "]*", "]+", "]?", "]{"} {
		if strings.Contains(s, sign) {
			return true
		}
	}
	return false
}

// markerWordSpec is markerWord without its test of the first byte.
func markerWordSpec(trimmed []byte, words []string) bool {
	t := bytes.TrimLeft(trimmed, "#*_-+>/|!;% \t")
	for _, w := range words {
		if len(t) > len(w) && strings.EqualFold(string(t[:len(w)]), w) {
			rest := bytes.TrimLeft(t[len(w):], "*_` ")
			if len(rest) > 0 && (rest[0] == ':' || rest[0] == ' ' && len(bytes.TrimSpace(rest)) == 0) {
				return true
			}
			if len(rest) == 0 {
				return t[0] != trimmed[0]
			}
		}
	}
	return false
}

// TestFastPredicatesAgree: patternURL and markerWord, which the Fixer and
// lint ask of every URL and every line, say what their plain forms say, on
// strings drawn from every byte, from the bytes of their signs, and from
// the pieces of their words in every case (and the Kelvin sign and long s,
// which fold to ASCII letters).
func TestFastPredicatesAgree(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(27, 26))
	signs := []string{"[^", "(?:", "(?i)", "(?P<", "\\.", "\\/", ".*", ".+", ")?", ")*", ")+", "]*", "]+", "]?", "]{",
		"://", "http://", "/", "?", "#", "*", "(", ")", "[", "]", "\\", ".", "?", "P", "i", ":", "a", "é", "\u212a", "\u017f"}
	var words []string
	for _, w := range append(append([]string{}, badWords...), goodWords...) {
		words = append(words, w, strings.ToUpper(w), w[:len(w)/2], w[len(w)/2:])
	}
	words = append(words, "#", "*", "**", "_", "-", "> ", "/", "|", "!", ";", "%", " ", "\t", ":", "`", "\n", "\u212a", "\u017f", "é", "K", "S")
	gen := func(pieces []string) string {
		var b strings.Builder
		if len(pieces) == 0 {
			return ""
		}
		for range r.IntN(8) {
			if r.IntN(4) == 0 {
				b.WriteByte(byte(r.IntN(256)))
			} else {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
		}
		return b.String()
	}
	n := 200000
	if testing.Short() {
		n = 20000
	}
	matched := [2]int{}
	for range n {
		s := gen(signs)
		if got, want := patternURL(s), patternURLSpec(s); got != want {
			t.Fatalf("patternURL(%q) = %v, want %v", s, got, want)
		} else if want {
			matched[0]++
		}
		// Half of the lines are some markup, a word, and what may
		// follow a marker.
		line := []byte(gen(words))
		if r.IntN(2) == 0 {
			after := []string{"", ":", " ", "**:", "`:", " :", "  ", "s:", " x"}
			line = []byte(gen(words[len(words)-22:]) + words[r.IntN(len(words)-22)] + after[r.IntN(len(after))] + gen(words[:r.IntN(2)*len(words)]))
		}
		for _, ws := range [][]string{badWords, goodWords} {
			if got, want := markerWord(line, ws), markerWordSpec(line, ws); got != want {
				t.Fatalf("markerWord(%q) = %v, want %v", line, got, want)
			} else if want {
				matched[1]++
			}
		}
	}
	// The generators reach both answers.
	if matched[0] < n/20 || matched[1] < n/100 {
		t.Errorf("too few strings matched: %d patterns, %d markers of %d", matched[0], matched[1], n)
	}
}

// BenchmarkFixFewFixes: --fix of a large file (8 MiB) with one fix at its
// start, and of the same file with a fix every 1000 lines: the rate is
// lint's and the Fixer's together, as `urlsift lint --fix` runs them.
func BenchmarkFixFewFixes(b *testing.B) {
	for _, every := range []int{0, 1000} {
		b.Run(fmt.Sprintf("every=%d", every), func(b *testing.B) {
			var sb strings.Builder
			for i := 0; sb.Len() < 8<<20; i++ {
				if i == 0 || every > 0 && i%every == 0 {
					fmt.Fprintf(&sb, "fix http://a.example/a|b%d here\n", i)
				} else {
					fmt.Fprintf(&sb, "prose line %d with http://b.example/p%d words\n", i, i)
				}
			}
			src := sb.String()
			sum := sha256.Sum256([]byte(src))
			l, err := New(Options{})
			if err != nil {
				b.Fatal(err)
			}
			path := filepath.Join(b.TempDir(), "f.txt")
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				fx := NewFixer(path, FixOptions{}, func(Finding) error { return nil })
				if err := l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error { return fx.Add(f, f.Severity >= Warning) }); err != nil {
					b.Fatal(err)
				}
				if _, err := fx.Close(sum); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestFixerHold: with FixOptions.Hold the Fixer emits nothing before
// Release (after Close, and what FixFile tells of the file), then the same
// findings in the same order as without it; when the file
// cannot be fixed (it changed since it was linted), every finding, those
// whose fix was to be applied among them, comes out in the order lint gave
// them. What it holds back goes to a temporary file past spillAt, not to
// memory: `lint --fix` held every finding of a file in a slice until the
// file was written (a finding on each line of a 12 MB file: 216 MB and
// 16 s, 3.5 s of CPU).
func TestFixerHold(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for i := 0; b.Len() < spillAt/2; i++ {
		switch i % 7 {
		case 0:
			fmt.Fprintf(&b, "fix http://a.example/a|b%d here\n", i)
		case 3:
			fmt.Fprintf(&b, "two http://a.example/%%zz|%d and http://c.example:80/x|y\n", i)
		default:
			fmt.Fprintf(&b, "line %d with http://b.example/%%zz%d words\n", i, i)
		}
	}
	src := b.String()
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var all []Finding
	if err := l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error {
		all = append(all, f)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	key := func(fs []Finding) []string {
		var out []string
		for _, f := range fs {
			out = append(out, fmt.Sprintf("%d-%d %s %s", f.Start.Offset, f.End.Offset, f.Rule, f.URL))
		}
		return out
	}
	run := func(hold bool, sum [sha256.Size]byte) (emitted []Finding, early int, fx *Fixer, err error) {
		path := filepath.Join(t.TempDir(), "f.txt")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		fx = NewFixer(path, FixOptions{Hold: hold}, func(f Finding) error {
			emitted = append(emitted, f)
			return nil
		})
		for _, f := range all {
			if err := fx.Add(f, f.Severity >= Warning); err != nil {
				t.Fatal(err)
			}
		}
		early = len(emitted)
		if hold && (fx.held == nil || fx.held.file == nil || fx.held.mem.Len() > 0) {
			t.Errorf("%d findings held back in memory, not in a temporary file", len(all))
		}
		_, err = fx.Close(sum)
		if hold {
			early += len(emitted)
			if rerr := fx.Release(); rerr != nil {
				t.Fatal(rerr)
			}
		}
		return emitted, early, fx, err
	}
	sum := sha256.Sum256([]byte(src))
	plain, early, _, err := run(false, sum)
	if err != nil || early == 0 {
		t.Fatalf("without Hold: %v, %d findings emitted before Close", err, early)
	}
	held, early, _, err := run(true, sum)
	if err != nil || early != 0 {
		t.Fatalf("with Hold: %v, %d findings emitted before Release", err, early)
	}
	if len(plain) == len(all) || !slices.Equal(key(held), key(plain)) {
		t.Errorf("with Hold, %d findings emitted of %d, not the %d emitted without it, in their order", len(held), len(all), len(plain))
	}
	sum[0] ^= 1
	failed, _, _, err := run(true, sum)
	if err != ErrChanged {
		t.Fatalf("a changed file: %v, want ErrChanged", err)
	}
	if !slices.Equal(key(failed), key(all)) {
		t.Errorf("a file not fixed: %d findings emitted, not the %d lint gave, in their order", len(failed), len(all))
	}
}
