package lint

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urlsift/urlsift/extract"
)

// exampleVocabulary are lines of the kinds lineContext tells apart, and
// of prose that starts with the same bytes.
var exampleVocabulary = []string{
	"Bad:", "Bad: http://a.example/x", "**Incorrect:**", "### Bad", "- Don't: use it", "Wrong:", "Avoid:",
	"Good:", "Correct:", "**Good**", "Instead:", "# Heading", "## Another",
	"```", "```go", "~~~~", "````", "  ```",
	"$ curl http://localhost:8080/", ">>> urlparse('http://[::1')", "... more", "% make", "PS> iwr", "C:\\> dir",
	"irb> x", "iex> y", "In [1]: z", ">>>",
	"prose about http://example.com/", "a line", "bad things happen", "Incorrectly said", "doing it", "invalid",
	"Before the end", "n", "i", "I said", "Pictures", "Cats", "- a list item", "* another", "| table |", "! note",
	"    indented code", "\tTabbed", "  spaced", "", "", "", "   ", "\r",
	"### Bad example", "**Not recommended**", "Do not: this", "Examples of incorrect code:", "In [2]: x",
	"irb(main):001", "> Bad: quoted", "> quoted prose", "%Bad:", "$x", "Don't", "not ok:", "Not OK", "do it", "In the end",
	"Before: http://a.example/", "Before we go on to the next thing that is long enough to pass sixty-four bytes: x",
	"NOT-a-marker:", "c:\\> dir", "PS C:\\>", "ps> x", "iex(1)> y", "~~~ tilde", "`code` span",
}

// randomDocument draws a document of n lines: the vocabulary, random
// printable bytes, and lines of the vocabulary with random bytes after.
func randomDocument(r *rand.Rand, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		switch r.Intn(6) {
		case 0:
			for k := r.Intn(40); k > 0; k-- {
				b.WriteByte(byte(' ' + r.Intn(95)))
			}
		case 1:
			b.WriteString(exampleVocabulary[r.Intn(len(exampleVocabulary))])
			for k := r.Intn(10); k > 0; k-- {
				b.WriteByte(byte(' ' + r.Intn(95)))
			}
		default:
			b.WriteString(exampleVocabulary[r.Intn(len(exampleVocabulary))])
		}
		if r.Intn(10) == 0 {
			b.WriteByte('\r')
		}
		b.WriteByte('\n')
	}
	if r.Intn(2) == 0 {
		b.WriteString(exampleVocabulary[r.Intn(len(exampleVocabulary))]) // no final line break
	}
	return b.String()
}

// TestExampleLinesFast: exampleLines, which reads a stream in pieces of
// any size and skips the lines whose first byte makes them prose, marks
// exactly the lines lineContext marks when it reads every line whole.
func TestExampleLinesFast(t *testing.T) {
	r := rand.New(rand.NewSource(24))
	for n := 0; n < 2000; n++ {
		doc := randomDocument(r, 1+r.Intn(40))
		ref := lineContext{kind: proseFile}
		var want []int
		for i, line := range strings.SplitAfter(doc, "\n") {
			if line == "" {
				continue
			}
			if ref.next([]byte(line)) != lineProse {
				want = append(want, i+1)
			}
		}
		e := newExampleLines(1 << 30)
		for rest := doc; rest != ""; {
			k := min(len(rest), 1+r.Intn(20))
			e.see([]byte(rest[:k]))
			rest = rest[k:]
		}
		e.finish()
		var got []int
		for line := 1; line <= e.line; line++ {
			if e.has(line) {
				got = append(got, line)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%q:\nexample lines %v, lineContext says %v", doc, got, want)
		}
	}
}

// TestLintExamples: the default report leaves out what is found on the
// example lines of a document, but a real password; Tests reports it all.
func TestLintExamples(t *testing.T) {
	doc := "Good: see http://example.com:/a\n\n" +
		"Bad:\n  http://example.com:/b\n  ftp://u:Hx7Qz9Lm@ftp.gnu.org/\n  https://user:password@www.gnu.org/\n\n" +
		"Prose again: http://example.com:/c\n" +
		"$ curl http://example.com:/d\n" +
		">>> urlparse('http://example.com:/e')\n" +
		"```\nhttp://example.com:/f\n```\n" +
		"after http://example.com:/g\n"
	lint := func(tests bool) []string {
		l, err := New(Options{Tests: tests})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		err = l.Lint(strings.NewReader(doc), extract.Options{}, func(f Finding) error {
			got = append(got, fmt.Sprintf("%d %s %s", f.Start.Line, f.Rule, f.Severity))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	want := "[1 empty-port info 5 password-in-site error 8 empty-port info 14 empty-port info]"
	if got := fmt.Sprint(lint(false)); got != want {
		t.Errorf("default: got %s, want %s", got, want)
	}
	all := lint(true)
	if len(all) != 9 {
		t.Errorf("Tests: got %v, want every finding (9)", all)
	}
}

// TestExampleLinesBounded: a long stream of examples with no URL is
// followed in memory bounded by the window, not the stream.
func TestExampleLinesBounded(t *testing.T) {
	e := newExampleLines(4096)
	chunk := bytes.Repeat([]byte("$ make\nprose\n"), 1000)
	most := 0
	for i := 0; i < 200; i++ {
		e.see(chunk)
		most = max(most, len(e.runs))
	}
	if most > 2*(64+4096/len("$ make\nprose\n")+1) {
		t.Errorf("runs held: %d; want at most the window's lines", most)
	}
	if e.line != 200*2000+1 {
		t.Errorf("line %d after 400,000 lines", e.line)
	}
}

// TestTypesetBreak: a URL that groff broke where it filled a line (the
// line ends in its U+2010 HYPHEN) is one line in the page's source:
// whitespace-in-url does not report it, whatever pieces the stream comes
// in; a break the writer made is reported.
func TestTypesetBreak(t *testing.T) {
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text string
		want int
	}{
		{"       be  found   at:   https://cloud.google.com/monitor\u2010\n       ing/alerts/using-channels-api\n", 0},
		{"       be  found   at:   https://cloud.google.com/monitor\u2010\r\n       ing/alerts/using-channels-api\r\n", 0},
		{"see <https://www.gnu.org/soft\u2010\n       ware/coreutils/whoami>\n", 0},
		{"The archive is at https://x.example/archive/\n  docs/2019/index.html for the details.\n", 1},
	} {
		for _, oneByte := range []bool{false, true} {
			var r io.Reader = strings.NewReader(c.text)
			if oneByte {
				r = iotest.OneByteReader(r)
			}
			n := 0
			if err := l.Lint(r, extract.Options{}, func(f Finding) error {
				if f.Rule == whitespaceInURL.Name {
					n++
				}
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if n != c.want {
				t.Errorf("%q (one byte at a time: %v): %d whitespace-in-url findings, want %d", c.text, oneByte, n, c.want)
			}
		}
	}
}
