package lint

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
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
		want, _ := oracleLines(doc)
		if got, _ := followLines(randomPieces(r, doc, 20)); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%q:\nexample lines %v, lineContext says %v", doc, got, want)
		}
	}
}

// oracleLines reads doc line by line, each whole: the lines lineContext
// marks as examples reading their first maxExampleLine bytes (what
// exampleLines classifies: a marker after 250 blanks is not seen), and
// those whose bytes end in U+2010 HYPHEN before their line break ("\r\n"
// or "\n").
func oracleLines(doc string) (examples, hyphens []int) {
	ref := lineContext{kind: proseFile}
	for i, line := range strings.SplitAfter(doc, "\n") {
		if line == "" {
			continue
		}
		text, nl := strings.CutSuffix(line, "\n")
		if ref.next([]byte(text[:min(len(text), maxExampleLine)])) != lineProse {
			examples = append(examples, i+1)
		}
		if nl && strings.HasSuffix(strings.TrimSuffix(text, "\r"), hyphen2010) {
			hyphens = append(hyphens, i+1)
		}
	}
	return examples, hyphens
}

// randomPieces cuts doc in pieces of 1 to most bytes.
func randomPieces(r *rand.Rand, doc string, most int) [][]byte {
	var pieces [][]byte
	for rest := doc; rest != ""; {
		k := min(len(rest), 1+r.Intn(most))
		pieces = append(pieces, []byte(rest[:k]))
		rest = rest[k:]
	}
	return pieces
}

// followLines is what exampleLines holds after reading pieces: the
// example lines (has) and groff's breaks (typeset).
func followLines(pieces [][]byte) (examples, hyphens []int) {
	e := newExampleLines(1 << 30)
	for _, p := range pieces {
		e.see(p)
	}
	e.finish()
	for line := 1; line <= e.line+1; line++ {
		if e.has(line) {
			examples = append(examples, line)
		}
		if e.typeset(line) {
			hyphens = append(hyphens, line)
		}
	}
	return examples, hyphens
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

// pieceDocument draws a document as randomDocument does, with more of
// what exampleLines reads at a line's end and past its first bytes:
// lines ending in U+2010 HYPHEN (before "\r\n" or "\n", or with bytes of
// it only), lines longer than maxExampleLine, bytes of any value, tabs
// and blanks before a marker.
func pieceDocument(r *rand.Rand, n int) string {
	lines := strings.SplitAfter(randomDocument(r, n), "\n")
	var b strings.Builder
	for _, line := range lines {
		text, nl := strings.CutSuffix(line, "\n")
		b.WriteString([]string{"", "", "", " ", "\t", "  \t", "    "}[r.Intn(7)])
		if r.Intn(8) == 0 {
			// Bytes of any value, as many.
			bs := []byte(text)
			for i := range bs {
				bs[i] = byte(r.Intn(256))
			}
			text = string(bs)
		}
		b.WriteString(text)
		if r.Intn(8) == 0 {
			b.WriteString(strings.Repeat("x ", maxExampleLine/2-4+r.Intn(150)))
		}
		b.WriteString([]string{"", "", hyphen2010, hyphen2010[:1], hyphen2010[:2], hyphen2010 + "\r", "\r"}[r.Intn(7)])
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// TestExampleLinesPieces: whatever pieces a stream comes in (cut at
// every offset, one byte at a time, in random pieces, whole), the lines
// exampleLines holds for examples are those lineContext marks reading
// each line whole, and the lines it holds for groff's breaks are those
// whose bytes end in U+2010 HYPHEN before their line break ("\r\n" or
// "\n"), as read line by line.
func TestExampleLinesPieces(t *testing.T) {
	r := rand.New(rand.NewSource(27))
	for n := 0; n < 300; n++ {
		doc := pieceDocument(r, 1+r.Intn(12))
		want, wantHyphens := oracleLines(doc)
		check := func(how string, pieces [][]byte) {
			t.Helper()
			got, gotHyphens := followLines(pieces)
			if fmt.Sprint(got, gotHyphens) != fmt.Sprint(want, wantHyphens) {
				t.Fatalf("%q in pieces (%s):\nexample lines %v, lineContext says %v\nhyphen lines %v, want %v", doc, how, got, want, gotHyphens, wantHyphens)
			}
		}
		check("whole", [][]byte{[]byte(doc)})
		for k := 1; k < len(doc); k++ {
			check(fmt.Sprintf("cut at %d", k), [][]byte{[]byte(doc[:k]), []byte(doc[k:])})
		}
		check("one byte at a time", randomPieces(r, doc, 1))
		check("random pieces", randomPieces(r, doc, 300))
	}
}

// BenchmarkExampleLines: what following the example lines costs per
// byte of ordinary text (change logs of two Debian packages, prose and
// a few examples), in the scanner's pieces of 64 KB.
func BenchmarkExampleLines(b *testing.B) {
	var text []byte
	for _, name := range []string{"linux-perf.orig.txt", "libllvm15.orig.txt"} {
		data, err := os.ReadFile("../extract/testdata/rendered/mail/" + name)
		if err != nil {
			b.Fatal(err)
		}
		text = append(text, data...)
	}
	benchExampleLines(b, text)
}

// BenchmarkExampleLinesCode is BenchmarkExampleLines on Go code (this
// package's sources): short lines indented with tabs, as most of the
// bench corpus is.
func BenchmarkExampleLinesCode(b *testing.B) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		b.Fatal(err)
	}
	var text []byte
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			b.Fatal(err)
		}
		text = append(text, data...)
	}
	benchExampleLines(b, text)
}

func benchExampleLines(b *testing.B, text []byte) {
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		e := newExampleLines(64 << 10)
		for p := text; len(p) > 0; {
			k := min(len(p), 64<<10)
			e.see(p[:k])
			e.drop(e.line, e.line)
			p = p[k:]
		}
		e.finish()
	}
}

// TestExampleLinesLongMarkerTail: a marker whose ":" (or a heading whose
// end) comes after 64 or more of the bytes markerWord skips is an
// example's start for exampleLines as for lineContext, whole or cut in
// pieces (before, mayStartExample looked for the ":" only in the 64 bytes
// after the marker's first word and read these lines as prose).
func TestExampleLinesLongMarkerTail(t *testing.T) {
	r := rand.New(rand.NewSource(64))
	for _, head := range []string{"Bad", "**Bad", "### Bad", "  Do not", "Examples of incorrect code"} {
		for _, tail := range []string{" ", "*", "_", "`", " *"} {
			for _, n := range []int{63, 64, 65, 100, 200} {
				for _, end := range []string{":", ":\r", "", "\r", ": x"} {
					line := head + strings.Repeat(tail, n)[:n] + end
					doc := "Prose.\n" + line + "\n  http://example.com:/a\n"
					want, _ := oracleLines(doc)
					if got, _ := followLines([][]byte{[]byte(doc)}); fmt.Sprint(got) != fmt.Sprint(want) {
						t.Errorf("%q whole: example lines %v, lineContext says %v", doc, got, want)
					}
					if got, _ := followLines(randomPieces(r, doc, 20)); fmt.Sprint(got) != fmt.Sprint(want) {
						t.Errorf("%q in pieces: example lines %v, lineContext says %v", doc, got, want)
					}
				}
			}
		}
	}
}
