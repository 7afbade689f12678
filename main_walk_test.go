package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// seconds is the line of --stats that says how long the run took.
var seconds = regexp.MustCompile(`urlsift: stats: [0-9.]+ seconds`)

// TestWorkersSameOutput checks the promise of the parallel walk: every
// command and format prints, byte for byte, what one worker prints, on the
// repository's own trees (Go sources, testdata with mail, scripts, text).
func TestWorkersSameOutput(t *testing.T) {
	trees := []string{".", "testdata", "input", "lint"}
	for _, args := range [][]string{
		{"extract"},
		{"extract", "--format", "line"},
		{"extract", "--format", "json", "--hyphen", "both", "--abbreviated"},
		{"extract", "--unique", "--format", "line"},
		{"lint", "--no-config", "--info", "--fail-level", "none", "--enable", "all"},
		{"lint", "--no-config", "--info", "--format", "json"},
		{"lint", "--no-config", "--info", "--format", "sarif"},
		{"lint", "--no-config", "--info", "--format", "github"},
	} {
		var outs, errs []string
		var codes []int
		for _, threads := range []string{"1", "2", "7"} {
			var out, errb bytes.Buffer
			argv := append([]string{"urlsift"}, args...)
			argv = append(append(argv, "--threads", threads, "--hidden", "--stats"), trees...)
			codes = append(codes, run(argv, strings.NewReader(""), &out, &errb))
			// Everything but the time --stats took is the same.
			stderr := seconds.ReplaceAllString(errb.String(), "urlsift: stats: T seconds")
			outs, errs = append(outs, out.String()), append(errs, stderr)
		}
		if outs[0] == "" {
			t.Errorf("%v: no output", args)
		}
		for i := 1; i < len(outs); i++ {
			if outs[i] != outs[0] || errs[i] != errs[0] || codes[i] != codes[0] {
				t.Errorf("%v: output with several workers differs from one worker's (exit %d and %d; stderr %q and %q)",
					args, codes[0], codes[i], errs[0], errs[i])
			}
		}
	}
}

// TestControlCharactersEscaped checks that a file name holding a line
// break or an escape sequence neither forges a line nor reaches the
// terminal, in every format and in error messages (issue 9).
func TestControlCharactersEscaped(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "evil\nfake.txt:1:1: error: forged (x)\x1b[2J\u009b.txt")
	if err := os.WriteFile(name, []byte("see http://user:pw@a.example:8080/x{y}\n"), 0o644); err != nil {
		t.Skip("cannot make such a file name here:", err)
	}
	for _, args := range [][]string{
		{"extract", "--format", "line"},
		{"extract", "--format", "json"},
		{"lint", "--no-config", "--info", "--enable", "all"},
		{"lint", "--no-config", "--info", "--color", "always"},
		{"lint", "--no-config", "--info", "--format", "json"},
		{"lint", "--no-config", "--info", "--format", "github"},
		{"lint", "--no-config", "--info", "--format", "sarif"},
		{"extract", "--format", "line", name + ".missing\x1b"},
	} {
		var out, errb bytes.Buffer
		run(append(append([]string{"urlsift"}, args...), name), strings.NewReader(""), &out, &errb)
		for _, stream := range []string{out.String(), errb.String()} {
			if strings.Contains(stream, "\x1b[2J") || strings.Contains(stream, "\u009b") {
				t.Errorf("%v: an escape sequence from the file name reached the output: %q", args, stream)
			}
			for _, line := range strings.Split(stream, "\n") {
				if strings.HasPrefix(line, "fake.txt") {
					t.Errorf("%v: the file name forged a line: %q", args, stream)
				}
			}
		}
		if out.Len() == 0 && !strings.HasSuffix(args[len(args)-1], "\x1b") {
			t.Errorf("%v: no output", args)
		}
	}
}

// TestSARIFColumnsIgnoreBOM checks that SARIF columns, in code points, do
// not move when a file starts with a byte order mark (issue 14), while the
// byte columns of the text format count it as stored.
func TestSARIFColumnsIgnoreBOM(t *testing.T) {
	dir := t.TempDir()
	text := "see http://a.example:8080/x{y} ok\n"
	var sarif [2]string
	for i, prefix := range []string{"", "\ufeff"} {
		p := filepath.Join(dir, "f.txt")
		if err := os.WriteFile(p, []byte(prefix+text), 0o644); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		run([]string{"urlsift", "lint", "--no-config", "--info", "--format", "sarif", p}, strings.NewReader(""), &out, io.Discard)
		sarif[i] = out.String()
	}
	if sarif[0] != sarif[1] || !strings.Contains(sarif[0], `"startColumn": 22,`) {
		t.Errorf("SARIF differs with a BOM or has the wrong column:\n%s\n%s", sarif[0], sarif[1])
	}
}
