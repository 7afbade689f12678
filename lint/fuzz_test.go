package lint

import (
	"fmt"
	"github.com/BurntSushi/toml"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// FuzzLint lints arbitrary text with every rule and checks properties that
// must hold whatever the input: positions inside the text and ordered, no
// unmasked password in any URL or message, and fixes that apply to the
// bytes they were made from.
func FuzzLint(f *testing.F) {
	for _, s := range []string{
		"http://example.com/a|b",
		"ftp://u:hunter2@h.example:25/%7E%0D %zz",
		"<http://example.com/long-\n  name.html> urlsift:ignore unwise-character",
		"\"http://example.com/a/\n  b.html\"\nurlsift:ignore-next-line\nhttp://x.example:80/",
		"http://a/b/../../../g http://café.example/ http://:8080/ http://@h/",
		"www.w3.org/Addressing/ urlsift:ignore-next-line all\n",
		"https://bot:${TOKEN}@ci.example.com/",
	} {
		f.Add(s, false)
	}
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src string, abbreviated bool) {
		var edits []Edit
		last := -1
		err := l.Lint(strings.NewReader(src), extract.Options{Abbreviated: abbreviated}, func(x Finding) error {
			if x.Start.Offset < 0 || x.End.Offset > len(src) || x.Start.Offset > x.End.Offset {
				t.Fatalf("%s: offsets %d-%d outside 0-%d", x.Rule, x.Start.Offset, x.End.Offset, len(src))
			}
			if x.Start.Line < 1 || x.Start.Column < 1 || x.End.Line < x.Start.Line || x.Start.Char < 1 || x.Start.Char > x.Start.Column {
				t.Fatalf("%s: bad position %+v-%+v", x.Rule, x.Start, x.End)
			}
			if x.Rule != "unused-suppression" && x.urlLine < last {
				t.Fatalf("findings out of order: line %d after %d", x.urlLine, last)
			}
			if x.Rule != "unused-suppression" {
				last = x.urlLine
			}
			if lo, hi, ok := urlsyntax.SecretRange(x.URL); ok && x.URL[lo:hi] != urlsyntax.Masked {
				t.Fatalf("URL %q shows a password", x.URL)
			}
			if strings.ContainsAny(x.Message, "\n\r") {
				t.Fatalf("message on several lines: %q", x.Message)
			}
			edits = append(edits, x.Fix...)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := applyEdits([]byte(src), edits); err != nil {
			t.Fatalf("fixes do not apply: %v", err)
		}
		// The findings must not depend on how the reader splits the input.
		render := func(r io.Reader) string {
			var b strings.Builder
			l.Lint(r, extract.Options{Abbreviated: abbreviated}, func(x Finding) error {
				fmt.Fprintf(&b, "%s %v %v %d %d %s\n", x.Rule, x.Start, x.End, x.Start.Char, x.End.Char, x.Message)
				return nil
			})
			return b.String()
		}
		if a, b := render(strings.NewReader(src)), render(iotest.OneByteReader(strings.NewReader(src))); a != b {
			t.Fatalf("findings differ with one-byte reads:\n%s---\n%s", a, b)
		}
		// Placed in a file when made (LintPlaced), the findings are judged
		// by where they stand in the text: what is told is what Lint
		// tells, each placed.
		far := pos.Func(func(p pos.Pos) pos.Pos { p.Offset += 1 << 20; p.Line += 1000; return p })
		var want, got strings.Builder
		o := extract.Options{Abbreviated: abbreviated}
		l.Lint(strings.NewReader(src), o, func(x Finding) error {
			x.Map(far)
			fmt.Fprintf(&want, "%s %v %v %s\n", x.Rule, x.Start, x.End, x.Message)
			return nil
		})
		l.LintPlaced(iotest.HalfReader(strings.NewReader(src)), o, func(x *Finding) { x.Map(far) }, func(x Finding) error {
			fmt.Fprintf(&got, "%s %v %v %s\n", x.Rule, x.Start, x.End, x.Message)
			return nil
		})
		if want.String() != got.String() {
			t.Fatalf("placed when made:\n%s---\nplaced when told:\n%s", got.String(), want.String())
		}
	})
}

func FuzzParseConfig(f *testing.F) {
	f.Add("disable = [\"userinfo\"]\n[rules.non-default-port]\nseverity = \"error\"\nports = [\"8080\"]\n")
	f.Add("[allow]\nhosts = [\"*.test\"]\n")
	f.Add("x = " + strings.Repeat("{a=", 40) + "1" + strings.Repeat("}", 40))
	f.Add("a = \"\"\"x\"\"\"\" = {{{{\n" + strings.Repeat("[a]\n", 3))
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseConfig(text)
		if err != nil {
			// An error is one line of bounded length, whatever the text.
			if msg := err.Error(); len(msg) > maxConfigMessage || strings.ContainsAny(msg, "\r\n") {
				t.Fatalf("error of %d bytes or lines: %q", len(msg), msg)
			}
			return
		}
		if _, err := New(Options{Config: c}); err != nil {
			t.Fatalf("ParseConfig accepted %q but New refuses it: %v", text, err)
		}
	})
}

// FuzzConfigNesting: a text checkConfigNesting lets through holds no key
// deeper than maxConfigNesting, as the TOML parser reads it. (The scan
// must never read less nesting than the parser: the parser's cost grows
// with the square of the depth.)
func FuzzConfigNesting(f *testing.F) {
	f.Add("a.b.c = {d.e = [{f = 1}]}\n[g.h]\ni.j = 2\n")
	f.Add("x = \"\"\"a\"\"\"\"\ny = '''\n{{'''\n'\"'.'\\'' = 1")
	f.Add("[[a.b]]\n[a.b.c]\nd = [[1.5], {e.f = 2}]\n")
	f.Fuzz(func(t *testing.T, text string) {
		if checkConfigNesting(text) != nil {
			return
		}
		var v map[string]any
		md, err := toml.Decode(text, &v)
		if err != nil {
			return
		}
		for _, k := range md.Keys() {
			if len(k) > maxConfigNesting {
				t.Fatalf("key %v is %d deep", k, len(k))
			}
		}
	})
}

func BenchmarkLint(b *testing.B) {
	var sb strings.Builder
	for sb.Len() < 1<<20 {
		sb.WriteString("Plain prose without links goes on for a while, as mail and docs do.\n")
		sb.WriteString("See http://example.com/docs/index.html and <ftp://ftp.example.com/pub/file.tar.gz>.\n")
		sb.WriteString("Old: http://example.com:80/a|b%7E and ftp://u:hunter2@h.example:2121/ # urlsift:ignore userinfo\n")
	}
	benchLint(b, sb.String(), -1)
}

// BenchmarkLintDense is lint on URL-dense text: one long line where every
// word is a URL with findings (the "lint on URL-dense text" row of the
// speed issue, and the 30 MB single line of the memory one).
func BenchmarkLintDense(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		fmt.Fprintf(&sb, "http://h.example:8080/a|b{c}^%%zz/%d ", i)
	}
	benchLint(b, sb.String(), -1)
}

// BenchmarkLintDenseRow is lint on the URL-dense text of issue 27's row
// (scripts/corpus.sh's $dense: a password, ports default and not, a bad
// escape, unwise characters, a wrapper with a space), with the options
// `urlsift lint` gives its text format (info left out, no secret ID):
// the per-URL cost instr.sh counts for the command, without the printer.
func BenchmarkLintDenseRow(b *testing.B) {
	units := "http://user:pw@a.example:8080/x{y} https://b.example:443/%zz ftp://c.example/a|b " +
		"http://d.example:81/p^q <http://e.example/ %41> "
	line := strings.Repeat(units, 4) + "\n"
	benchLintWith(b, Options{HideInfo: true, NoSecretID: true}, strings.Repeat(line, 1<<20/len(line)), 12*(1<<20/len(line)))
}

// benchLint lints src with the default rules, and fails unless it gives
// want findings (any number when want is negative).
func benchLint(b *testing.B, src string, want int) {
	benchLintWith(b, Options{}, src, want)
}

// benchLintWith is benchLint with the options o.
func benchLintWith(b *testing.B, o Options, src string, want int) {
	l, err := New(o)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		n := 0
		if err := l.Lint(strings.NewReader(src), extract.Options{}, func(Finding) error { n++; return nil }); err != nil {
			b.Fatal(err)
		}
		if want >= 0 && n != want {
			b.Fatalf("%d findings, want %d", n, want)
		}
	}
}

// BenchmarkLintClean is lint on HTML docs dense with URLs that have no
// findings (as the Node.js API pages are): the cost lint adds per URL to
// extract's.
func BenchmarkLintClean(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		fmt.Fprintf(&sb, "<li><a href=\"https://nodejs.org/api/fs.html#fs_readfile_%d\">fs.readFile</a> and <a href=\"https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise\">Promise</a></li>\n", i)
	}
	benchLint(b, sb.String(), 0)
}

// BenchmarkLintDenseSecret is BenchmarkLintDense with a password in every
// URL: the cost of the secret's ID (issue 27).
func BenchmarkLintDenseSecret(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		fmt.Fprintf(&sb, "http://u:pw%d@h.example:8080/a|b{c}^%%zz/%d ", i, i)
	}
	benchLint(b, sb.String(), -1)
}

// BenchmarkLintDenseSecretNoID is BenchmarkLintDenseSecret for an output
// that shows no secret's ID (Options.NoSecretID: lint's text, github and
// SARIF formats without --baseline).
func BenchmarkLintDenseSecretNoID(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 1<<20; i++ {
		fmt.Fprintf(&sb, "http://u:pw%d@h.example:8080/a|b{c}^%%zz/%d ", i, i)
	}
	benchLintWith(b, Options{NoSecretID: true}, sb.String(), -1)
}
