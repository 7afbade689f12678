package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// percentExtensionsOf returns the extensions of the languages of
// lint/fixctx.go's percentLangs: the languages whose comments start with
// "%".
func percentExtensionsOf(t *testing.T) []string {
	var out []string
	for _, f := range langFilesOf(t, "lint/fixctx.go", "percentLangs") {
		if strings.HasPrefix(f, ".") {
			out = append(out, f)
		}
	}
	if len(out) < 4 {
		t.Fatalf("lint/fixctx.go: percentLangs: %q", out)
	}
	return out
}

// portURL returns a URL whose only defect is a default or an empty port,
// which --fix mends in every kind of file (TeX's too: no "%" nor "~").
func portURL(r *rand.Rand) string {
	word := func(n int) string { return lowerWord(r, n) }
	scheme := []string{"http", "https", "ftp"}[r.IntN(3)]
	port := ":"
	if r.IntN(2) == 0 {
		port = map[string]string{"http": ":80", "https": ":443", "ftp": ":21"}[scheme]
	}
	return scheme + "://" + word(8) + []string{".example.com", ".example.org", ".test"}[r.IntN(3)] + port + "/" + word(6)
}

// pctWords returns words and quotes of a comment, none of which makes the
// URL after it read as a pattern or a format (commentFill's random words
// may hold "rg " or "sed ", a command's name to the fixer's codeSign).
func pctWords(r *rand.Rand) string {
	var w []string
	for range r.IntN(5) {
		w = append(w, []string{"see", "the", "docs", "at", "mirror", "old", "link", "\"", "'", "\"\"\"", "<<EOF", "/*", "]]", "{", "}", "(", "$"}[r.IntN(17)])
	}
	if len(w) > 0 && w[0] == "$" {
		// "% $ cmd": a command at a prompt in a comment, a code example
		// (lint/fixdoc.go), which --fix leaves.
		w[0] = "at"
	}
	return strings.Join(w, " ")
}

// TestPercentComments: in a language whose comments start with "%"
// (Erlang, TeX, PostScript, Prolog: lint/fixctx.go's percentExtensions), a
// line "% see http://h:80/a" is a comment, not a command at a prompt
// ("% cmd", as in a shell's documentation), so lint reports its URL's
// findings and --fix mends them (fixsafe3's task 3: lint's stream read
// every file as prose, where "% " starts a prompt, and left such lines
// out). The generator writes, for each extension, files of prose (TeX) or
// code lines (a string of the language: Erlang, PostScript, Prolog) with comments of one to three "%" holding a fixable URL among
// words and quotes, at any indentation; every comment line must have a
// finding, and --fix must change it. One large Erlang file (4 MiB and
// more: lint reads it in parts, in parallel, where it can) must give a
// finding on every comment line as well. A file of another language
// (".txt", ".m", ".pl") keeps reading "% " as a prompt.
func TestPercentComments(t *testing.T) {
	if _, err := exec.LookPath("urlsift"); err != nil {
		t.Skip("urlsift is not on PATH (TestMain puts it there)")
	}
	t.Parallel()
	r := rand.New(rand.NewPCG(42, 0x9c7))
	dir := t.TempDir()
	want := map[string][]int{} // path: the comment lines (1-based)
	gen := func(name string, lines int, prompt bool) {
		// Code: a string of any printable byte but its quote (and what
		// opens another string in it). PostScript's "(...)" and Prolog's
		// '...' are read as strings since fixsafe10 (their readers): a
		// prose line's "(" or "'" would open one there.
		code := ""
		switch filepath.Ext(name) {
		case ".erl", ".hrl":
			code = "f%d() -> \"%s\".\n"
		case ".ps", ".eps":
			code = "/f%d (%s) def\n"
		case ".pro", ".prolog":
			code = "f%d('%s').\n"
		}
		var b strings.Builder
		n := 0
		for range lines {
			n++
			switch k := r.IntN(6); {
			case k < 2 && code != "":
				fmt.Fprintf(&b, code, n, valueFill(r, r.IntN(20), "\"\\()'"))
			case k < 2:
				fmt.Fprintf(&b, "%s %s\n", valueFill(r, 1+r.IntN(12), "%\\`~:"), valueFill(r, r.IntN(20), "%\\`~:"))
			default:
				ind := strings.Repeat(" ", r.IntN(3))
				pre := pctWords(r)
				marks := strings.Repeat("%", 1+r.IntN(3))
				if prompt {
					marks = "%" // "% ": a prompt in any other file
				}
				fmt.Fprintf(&b, "%s%s %s%s %s\n", ind, marks, pre, portURL(r), pctWords(r))
				if !prompt {
					want[name] = append(want[name], n)
				}
			}
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, ext := range percentExtensionsOf(t) {
		for k := range 3 {
			gen(fmt.Sprintf("p%d%s", k, ext), 20+r.IntN(40), false)
		}
	}
	for _, ext := range []string{".txt", ".m", ".pl"} {
		gen("q"+ext, 20, true)
	}
	// The large file: its lines repeated past the size at which lint
	// reads a file in parts.
	var big bytes.Buffer
	var bigWant []int
	for line := 1; big.Len() < 5<<20; line++ {
		if line%3 == 0 {
			fmt.Fprintf(&big, "%% line %d: %s\n", line, portURL(r))
			bigWant = append(bigWant, line)
		} else {
			fmt.Fprintf(&big, "f%d() -> %d.\n", line, line)
		}
	}
	bigDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(bigDir, "big.erl"), big.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if d := os.Getenv("FIXPCT_KEEP"); d != "" {
		os.CopyFS(d, os.DirFS(dir)) // the files as drawn
	}
	found := func(dir string) map[string]map[int]bool {
		// (--fail-level info shows the findings of severity info, and
		// makes the exit status 1.)
		cmd := exec.Command("urlsift", "lint", "--no-config", "--enable", "all", "--fail-level", "info", "--format", "json", ".")
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) || stderr.Len() > 0 {
			t.Fatalf("urlsift lint: %v\n%s", err, stderr.Bytes())
		}
		got := map[string]map[int]bool{}
		for _, l := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
			if len(l) == 0 {
				continue
			}
			var f struct {
				Path string
				Line int
			}
			if err := json.Unmarshal(l, &f); err != nil {
				t.Fatalf("%v: %s", err, l)
			}
			p := filepath.ToSlash(filepath.Clean(f.Path))
			if got[p] == nil {
				got[p] = map[int]bool{}
			}
			got[p][f.Line] = true
		}
		return got
	}
	got := found(dir)
	lines := 0
	for name, ls := range want {
		for _, l := range ls {
			if !got[name][l] {
				text, _ := os.ReadFile(filepath.Join(dir, name))
				t.Errorf("%s:%d: no finding on a comment's URL: %q", name, l, strings.Split(string(text), "\n")[l-1])
			}
			lines++
		}
	}
	for _, ext := range []string{".txt", ".m", ".pl"} {
		if n := len(got["q"+ext]); n > 0 {
			t.Errorf("q%s: %d lines of findings on lines \"%% ...\", a prompt in this file", ext, n)
		}
	}
	t.Logf("%d comment lines in %d files of %d extensions: each with a finding", lines, len(want), len(want)/3)
	bigGot := found(bigDir)["big.erl"]
	for _, l := range bigWant {
		if !bigGot[l] {
			t.Errorf("big.erl:%d: no finding on a comment's URL", l)
			break
		}
	}
	t.Logf("big.erl: %d bytes, %d comment lines, %d lines with findings", big.Len(), len(bigWant), len(bigGot))
	// --fix mends every comment line.
	if r := lintFix(t, dir, false, "--fix-level", "info", "."); len(r.stderr) > 0 {
		t.Fatalf("urlsift lint --fix:\n%s", r.stderr)
	}
	fixed := 0
	for name, ls := range want {
		text, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		after := strings.Split(string(text), "\n")
		for _, l := range ls {
			if regexp.MustCompile(`://[a-z0-9.]+:(80|443|21)?/`).MatchString(after[l-1]) {
				t.Errorf("%s:%d: --fix left the comment's port: %q", name, l, after[l-1])
			} else {
				fixed++
			}
		}
	}
	t.Logf("--fix: %d of %d comment lines mended", fixed, lines)
}
