package lint

import (
	"flag"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

var idemCases = flag.Int("idemcases", 0, "TestFixIdempotent: the number of drawn files (0: 1500, 300 with -short)")

// printables are the bytes a drawn URL is made of: every printable ASCII
// byte, space excepted (a space ends a URL; the text around holds it).
var printables = func() string {
	var b strings.Builder
	for c := byte('!'); c <= '~'; c++ {
		b.WriteByte(c)
	}
	return b.String()
}()

// drawIdemURL draws a URL: a scheme (a real one or a word), "://" most of
// the time, and a rest of printable bytes, each byte of every kind
// (drawn from all printables, and again from those a fix rewrites or a
// fixer's judge reads: "|", "^", "[", "%", "\\", ...), runs of one byte
// sometimes.
func drawIdemURL(r *rand.Rand) string {
	schemes := []string{"http", "https", "ftp", "file", "HTTP", "A00", "mailto", "git+ssh", "x"}
	var b strings.Builder
	b.WriteString(schemes[r.Intn(len(schemes))])
	switch r.Intn(6) {
	case 0:
		b.WriteString(":")
	default:
		b.WriteString("://")
	}
	const hot = "|^[]{}%\\`\"'<>#?:/.*+()$ ~-"
	n := r.Intn(24)
	for i := 0; i < n; i++ {
		var c byte
		switch r.Intn(3) {
		case 0:
			c = hot[r.Intn(len(hot)-1)]
		default:
			c = printables[r.Intn(len(printables))]
		}
		k := 1
		if r.Intn(6) == 0 {
			k = 1 + r.Intn(4) // a run: "|||", "^^"
		}
		for ; k > 0; k-- {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// drawIdemFile draws a file of a few lines, each holding drawn URLs in a
// wrapper or between printable bytes, in a file of a kind the fixer reads
// (text, Markdown, TeX, source code whose comments it fixes).
func drawIdemFile(r *rand.Rand) (name, text string) {
	names := []string{"f.txt", "README.md", "f.tex", "f.go", "f.py", "f.sh", "f.c", "f.html", "f.rst", "notes"}
	name = names[r.Intn(len(names))]
	wraps := [][2]string{{"", ""}, {"(", ")"}, {"<", ">"}, {"\"", "\""}, {"'", "'"}, {"[x](", ")"}, {"`", "`"}, {"{", "}"}, {"", "."}, {"", ","}, {"", "|"}, {"|", "|"}, {"^", ""}, {"", "$"}, {"/", "/"}}
	lead := []string{"", "see ", "# ", "// ", "-- ", "% ", "/* ", "* ", "> ", "  ", "| "}
	var b strings.Builder
	lines := 1 + r.Intn(4)
	for i := 0; i < lines; i++ {
		b.WriteString(lead[r.Intn(len(lead))])
		for k := 1 + r.Intn(3); k > 0; k-- {
			if r.Intn(3) == 0 {
				for j := r.Intn(6); j > 0; j-- {
					b.WriteByte(printables[r.Intn(len(printables))])
				}
			}
			w := wraps[r.Intn(len(wraps))]
			b.WriteString(w[0])
			b.WriteString(drawIdemURL(r))
			b.WriteString(w[1])
			if r.Intn(4) == 0 {
				continue // glued to what follows
			}
			b.WriteByte(" \t"[r.Intn(2)])
		}
		b.WriteByte('\n')
	}
	return name, b.String()
}

// fixFileOnce runs `lint --fix` on text as a file named name (FixFile,
// with l), and returns the text as the fix leaves it and the number of
// edits applied.
func fixFileOnce(t *testing.T, l *Linter, dir, name, text string, o extract.Options) (string, int) {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, err := FixFile(FileFix{
		Name:    path,
		R:       f,
		Options: FixOptions{Extract: o},
		Lint: func(r io.Reader, emit func(Finding) error) error {
			return l.Lint(r, o, emit)
		},
		Emit: func(Finding) error { return nil },
		Note: func(string, bool) {},
	})
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(got), n
}

// TestFixIdempotent: `lint --fix` is idempotent. The text a fix leaves,
// linted and fixed again, has nothing left the fixer applies: with the
// default rules, a second run changes nothing; with every rule, a second
// run applies only what waits for the others (not-normalized writes the
// normal form of a URL with no other finding) and a third nothing. The
// files are drawn (drawIdemFile: URLs over every printable byte, in every
// wrapper, in text, Markdown, TeX and source code's comments).
func TestFixIdempotent(t *testing.T) {
	def := mustLinter(t)
	all, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	// every rule but the one that waits for the others
	most, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(102)) // strseed 102
	dir := t.TempDir()
	cases := *idemCases
	if cases == 0 {
		cases = 1500
		if testing.Short() {
			cases = 300
		}
	}
	for c := 0; c < cases; c++ {
		name, text := drawIdemFile(r)
		o := extract.Options{Abbreviated: r.Intn(2) == 0}
		fail := func(fixed, again string, rules string, round, m int) {
			t.Helper()
			t.Fatalf("case %d (%s, abbreviated %v, %s): round %d applies %d more edits\noriginal: %q\nfixed:    %q\nagain:    %q",
				c, name, o.Abbreviated, rules, round, m, text, fixed, again)
		}
		for _, l := range []*Linter{def, most} {
			fixed, n := fixFileOnce(t, l, dir, name, text, o)
			if n == 0 {
				continue
			}
			if again, m := fixFileOnce(t, l, dir, name, fixed, o); m > 0 {
				fail(fixed, again, map[bool]string{true: "default rules", false: "every rule but not-normalized"}[l == def], 2, m)
			}
		}
		fixed, n := fixFileOnce(t, all, dir, name, text, o)
		if n == 0 {
			continue
		}
		if again, m := fixFileOnce(t, most, dir, name, fixed, o); m > 0 {
			fail(fixed, again, "every rule, then every rule but not-normalized", 2, m)
		}
		again, _ := fixFileOnce(t, all, dir, name, fixed, o)
		if third, m := fixFileOnce(t, all, dir, name, again, o); m > 0 {
			fail(again, third, "every rule", 3, m)
		}
	}
}
