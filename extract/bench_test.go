package extract

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// prose is English text without URLs, with the colons, brackets and
// quotes prose has.
const prose = `The syntax of a reference is a sequence of characters, and a parser
must find where one ends and the surrounding text begins. Note: a colon in
running text, as in "Note:" or "e.g.:" or a time such as 10:30, does not
start anything; neither does a path like C:\Users\kim\draft.txt, a
parenthesis (like this one), a bracket [1] or an address <kim at example>.
Implementations differ in how much they accept; the draft recommends that
software which accepts user-typed references should recognise and strip
both delimiters and embedded whitespace. In the meantime, readers are
advised to look at section 5 for the resolution of relative references,
section 6 for equivalence, and section 7 for security considerations.
`

// readFiles returns the files that match pattern, end to end.
func readFiles(b *testing.B, pattern string) []byte {
	files, _ := filepath.Glob(pattern)
	var all []byte
	for _, f := range files {
		d, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		all = append(all, d...)
	}
	return all
}

// benchInputs returns the inputs of BenchmarkScan, about 4 MB each.
func benchInputs(b *testing.B) map[string][]byte {
	const size = 4 << 20
	none := bytes.Repeat([]byte(prose), size/len(prose))
	// Typical: a URL in one of its wrappers every two paragraphs or so.
	urls := []string{"see <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.",
		"at \"http://www.w3.org/Addressing/\",", "(https://example.com/a/b?c=d)", "mailto:kim@example.org",
		"https://datatracker.ietf.org/doc/html/draft-fielding-url-syntax-09\n"}
	var typical []byte
	for i := 0; len(typical) < size; i++ {
		typical = append(typical, prose...)
		typical = append(typical, urls[i%len(urls)]...)
		typical = append(typical, '\n')
	}
	golden := readFiles(b, "testdata/golden/*.txt")
	dense := bytes.Repeat(golden, size/len(golden))
	// Userinfo: scripts/corpus.sh's URL-dense text, a password in every
	// fifth URL; one line: the same without line breaks, as a mail part
	// with no line breaks gives it.
	units := "http://user:pw@a.example:8080/x{y} https://b.example:443/%zz ftp://c.example/a|b http://d.example:81/p^q <http://e.example/ %41> "
	line := strings.Repeat(units, 4) + "\n"
	userinfo := bytes.Repeat([]byte(line), size/len(line))
	oneline := bytes.Repeat([]byte(units), size/len(units))
	// Code: Go sources (testdata/fixcorpus/go), colons in every line
	// ("x := y", "case a:", "b[lo:hi]", struct tags), a URL now and then:
	// the bench corpus is mostly such text.
	gosrc := readFiles(b, "../testdata/fixcorpus/go/*.go")
	code := bytes.Repeat(gosrc, size/len(gosrc))
	// SSH: a user name, a host's port and a path, no password, a URL a
	// line ("git@h.example.org:22/o/r.git"): the piece after the port's
	// ":" may be a password's when a line break follows it (urlsyntax's
	// digitsPathRest, a mail address for a user name), so such a URL
	// costs what the reading after it costs (closing-56 item 5).
	var ssh []byte
	for i := 0; len(ssh) < size; i++ {
		ssh = append(ssh, "clone ssh://git@h.example.org:22/o/r"...)
		ssh = strconv.AppendInt(ssh, int64(i), 10)
		ssh = append(ssh, ".git here, then the build\n"...)
	}
	return map[string][]byte{"none": none, "typical": typical, "dense": dense, "userinfo": userinfo, "oneline": oneline, "code": code, "ssh": ssh}
}

// BenchmarkScan measures the scanner on prose without URLs, prose with a
// URL every kilobyte or so, and URL-dense text (mail, Markdown, RFC
// references). Nothing allocates on the input without URLs.
func BenchmarkScan(b *testing.B) {
	inputs := benchInputs(b)
	for _, name := range []string{"none", "typical", "dense", "userinfo", "oneline", "code", "ssh"} {
		data := inputs[name]
		b.Run(name, func(b *testing.B) {
			benchScan(b, data, Options{})
		})
	}
	b.Run("typical-all-options", func(b *testing.B) {
		benchScan(b, inputs["typical"], Options{Relative: true, Abbreviated: true})
	})
	// With a marker, as lint scans (its suppression comments): the
	// colons after a word are looked at for the marker in the same loop.
	for _, name := range []string{"none", "code"} {
		b.Run(name+"-marker", func(b *testing.B) {
			benchScan(b, inputs[name], Options{Marker: "urlsift:ignore", Marked: func(pos.Pos, []byte) {}})
		})
	}
}

func benchScan(b *testing.B, data []byte, opts Options) {
	r := bytes.NewReader(data)
	s := NewScanner(r, opts)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		r.Reset(data)
		s.Reset(r)
		for s.Scan() {
			n++
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "urls/op")
}

// BenchmarkPathological runs inputs made to make a scanner backtrack,
// at 1 MB and 8 MB: MB/s must not fall with the size (linear time).
func BenchmarkPathological(b *testing.B) {
	units := map[string]string{
		"parens":     "(",
		"angles":     "<",
		"percents":   "%",
		"schemes":    "http://",
		"endless":    "a",
		"angle-urls": "<http://a/b\n",
		"colons":     "a:",
		"quotes":     "'",
	}
	for _, name := range []string{"parens", "angles", "percents", "schemes", "endless", "angle-urls", "colons", "quotes"} {
		for _, size := range []int{1 << 20, 8 << 20} {
			unit := units[name]
			data := []byte(strings.Repeat(unit, size/len(unit)))
			if name == "endless" || name == "quotes" {
				copy(data, "http://")
			}
			b.Run(name+"/"+sizeName(size), func(b *testing.B) {
				benchScan(b, data, Options{})
			})
		}
	}
}

func sizeName(n int) string {
	return strconv.Itoa(n>>20) + "MB"
}

// BenchmarkScanSmallFiles reads the many small files of a tree with one
// Scanner, reset for each: 200 texts of 2 to 12 KB of prose, each with
// one URL near an "@" (read for its secret) early on. B/op tells what
// each file costs (rawText's first copy of a stream is small).
func BenchmarkScanSmallFiles(b *testing.B) {
	var files [][]byte
	size := 0
	for i := 0; i < 200; i++ {
		f := []byte("Maintainer: <kim@example.org>, see http://kim:pw@host.example/p and\n")
		for len(f) < 2<<10+i*50 {
			f = append(f, prose...)
		}
		files = append(files, f)
		size += len(f)
	}
	r := bytes.NewReader(nil)
	s := NewScanner(r, Options{})
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, f := range files {
			r.Reset(f)
			s.Reset(r)
			for s.Scan() {
			}
		}
	}
}

// BenchmarkLongCutLine: one line of URLs each cut inside a password's
// first piece ("http://u:?xnm  " over and over, no "@" anywhere, no line
// break in reach), streamed as the command line reads a file. Each URL
// read the secretAfter bytes after it a byte a turn (brokenRest,
// skipSpace), its line's end (gutterBreak) and start (lineBegin) again:
// the cost of a byte grew with the line's length (cell51). MB/s must not
// fall with the size.
func BenchmarkLongCutLine(b *testing.B) {
	for _, size := range []int{16 << 10, 64 << 10} {
		data := []byte(strings.Repeat("http://u:?xnm  ", size/15) + "\n")
		b.Run(strconv.Itoa(size>>10)+"K", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			r := bytes.NewReader(data)
			s := NewScanner(r, Options{})
			for b.Loop() {
				r.Reset(data)
				s.Reset(r)
				for s.Scan() {
				}
			}
		})
	}
}
