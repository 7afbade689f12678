package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// largeText writes a file of about size bytes of text that cuts fall
// into in every way: URLs in every wrapper, broken across lines where a
// formatter breaks them, inside <...> over several lines, after a hyphen
// and after "<ht"; runs of URL characters too long for --max-url 64;
// passwords; quotation prefixes; blank lines and CRLF; the golden inputs
// of the extractor (mail, Markdown, xml2rfc).
func largeText(t *testing.T, size int) string {
	t.Helper()
	golden, _ := filepath.Glob("extract/testdata/golden/*.txt")
	var pieces []string
	for _, f := range golden {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pieces = append(pieces, string(b))
	}
	pieces = append(pieces,
		"see <http://a.example/one/two/\n   three/four.html> and more\n",
		"> quoted http://b.example/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/\n> continued.html here\n",
		"the draft at https://datatracker.ietf.org/doc/html/draft-fielding-\nurl-syntax-09 says\n",
		"<ht\ntps://cut.example/x>\n",
		"http://user:pw@a.example:8080/x{y} https://b.example:443/%zz ftp://c.example/a|b <http://e.example/ %41>\n",
		"http://long.example/"+strings.Repeat("z", 100)+" after\n",
		"\n",
		"\r\n",
		"Note: 10:30 e.g.: C:\\dir x:=y (see http://p.example/a_(b)) “http://q.example/” «https://r.example/»\n",
		"<URL:http://s.example/a\n  b/c\n  d/e\n  f/g>\n",
		"a line of prose that fills the width to where a formatter would break it https://t.example/\nwrapped/path/file.txt\n",
	)
	rng := rand.New(rand.NewPCG(9, 27))
	var b strings.Builder
	b.WriteString("A large text file, not a message.\n")
	for b.Len() < size {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestLargeFileSameOutput checks the promise of reading one large file
// in parts on several cores (internal/split, extract.Part): what -j 2
// and -j 4 print is byte for byte what one worker prints, for every
// output format, with the runs too long to be a URL that cross a cut
// told as one worker tells them. The file is read in parts (splitFiles
// counts it), and cuts fall inside URLs, which are read again from the
// part before.
func TestLargeFileSameOutput(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "large.txt")
	if err := os.WriteFile(name, []byte(largeText(t, 6<<20)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"extract"},
		{"extract", "--format", "line", "--max-url", "64"},
		{"extract", "--format", "json", "--hyphen", "both", "--abbreviated", "--base", "http://base.example/a/"},
		{"extract", "--format", "line", "--show-secrets", "--scheme", "https"},
	} {
		var outs, errs []string
		var codes []int
		for _, threads := range []string{"1", "2", "4"} {
			before := splitFiles.Load()
			var out, errb bytes.Buffer
			argv := append(append([]string{"urlsift"}, args...), "--threads", threads, name)
			codes = append(codes, run(argv, strings.NewReader(""), &out, &errb))
			outs, errs = append(outs, out.String()), append(errs, errb.String())
			if split := splitFiles.Load() > before; split != (threads != "1") {
				t.Fatalf("%v -j %s: read in parts %v", args, threads, split)
			}
		}
		if len(outs[0]) < 1<<20 {
			t.Errorf("%v: only %d bytes of output", args, len(outs[0]))
		}
		for i := 1; i < len(outs); i++ {
			if outs[i] != outs[0] || errs[i] != errs[0] || codes[i] != codes[0] {
				t.Errorf("%v: output in parts differs from one worker's (exit %d and %d; %d and %d bytes; stderr %.200q and %.200q)",
					args, codes[0], codes[i], len(outs[0]), len(outs[i]), errs[0], errs[i])
			}
		}
	}
}
