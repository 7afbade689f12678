package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLintLargeFileSameOutput checks the promise of linting one large
// file in parts on several cores (pipeline.LintSplit): what -j 2 and -j 4
// print is byte for byte what one worker prints, in every format, with
// the file's suppression directives (on a URL's line, for the next line,
// unused ones), documentation's examples (fences open across a cut,
// "Bad:" blocks, prompts), lines longer than a finding waits for, and
// runs too long to be a URL. A line format is read in parts (splitFiles
// counts it); SARIF and --baseline are not, and say the same.
func TestLintLargeFileSameOutput(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "large.txt")
	rng := rand.New(rand.NewPCG(27, 5))
	var b strings.Builder
	b.WriteString(largeText(t, 3<<20))
	lint := []string{
		"http://a.example:80/x|y # urlsift:ignore default-port\n",
		"# urlsift:ignore-next-line unwise-character\nhttp://b.example/x|y\n",
		"<!-- urlsift:ignore -->\n",
		"# urlsift:ignore-next-line\n",
		"```\nhttp://fenced.example:80/a|b\n",
		"```\n",
		"Bad:\nhttp://bad.example:80/a|b\n\n",
		"$ curl http://localhost:8080/a|b\n",
		"hook http://h.example:80/hook?urlsift:ignore " + strings.Repeat("word ", 1000) + "\n",
		strings.Repeat("words ", 12000) + "http://long.example:80/a|b " + strings.Repeat("words ", 12000) + "# urlsift:ignore\n",
	}
	for b.Len() < 9<<19 {
		b.WriteString(lint[rng.IntN(len(lint))])
		b.WriteString(strings.Repeat("Prose line of a large text file.\n", rng.IntN(2000)))
	}
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	base := []string{"lint", "--no-config", "--fail-level", "none"}
	for _, args := range [][]string{
		{},
		{"--format", "json", "--info", "--max-url", "64"},
		{"--format", "github", "--tests", "--relative", "--abbreviated", "--enable", "all"},
		{"--format", "sarif"},
	} {
		type ran struct {
			code     int
			out, err string
		}
		var first ran
		for _, threads := range []string{"1", "2", "4"} {
			before := splitFiles.Load()
			var out, errb bytes.Buffer
			argv := append(append(append([]string{"urlsift"}, base...), args...), "--threads", threads, name)
			r := ran{run(argv, strings.NewReader(""), &out, &errb), out.String(), errb.String()}
			want := threads != "1" && (len(args) == 0 || args[1] != "sarif")
			switch split := splitFiles.Load() > before; {
			case split != want:
				t.Fatalf("%v -j %s: read in parts %v", args, threads, split)
			case threads == "1":
				first = r
				if len(r.out) < 64<<10 {
					t.Errorf("%v: only %d bytes of output", args, len(r.out))
				}
			case r != first:
				t.Errorf("%v -j %s: output differs from one worker's (exit %d and %d; %d and %d bytes; stderr %.200q and %.200q)",
					args, threads, first.code, r.code, len(first.out), len(r.out), first.err, r.err)
			}
		}
	}
}
