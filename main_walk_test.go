package main

import (
	"bytes"
	"strings"
	"testing"
)

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
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all"},
		{"lint", "--no-config", "--format", "json"},
		{"lint", "--no-config", "--format", "sarif"},
		{"lint", "--no-config", "--format", "github"},
	} {
		var outs, errs []string
		var codes []int
		for _, threads := range []string{"1", "2", "7"} {
			var out, errb bytes.Buffer
			argv := append([]string{"urlsift"}, args...)
			argv = append(append(argv, "--threads", threads, "--hidden", "--stats"), trees...)
			codes = append(codes, run(argv, strings.NewReader(""), &out, &errb))
			outs, errs = append(outs, out.String()), append(errs, errb.String())
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
