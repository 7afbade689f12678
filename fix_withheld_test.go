package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixWithheld: with --fix, `lint --format json` tells on a finding
// whose fix stood back why (fix_withheld), in lint's words alone: never a
// byte of a URL's password, whatever the password and wherever it stands.
// A finding whose fix was applied is not printed; one below --fix-level
// has no fix_withheld (it was not asked for).
func TestFixWithheld(t *testing.T) {
	if _, err := exec.LookPath("urlsift"); err != nil {
		t.Skip("urlsift is not on PATH (TestMain puts it there)")
	}
	t.Parallel()
	for _, tt := range []struct {
		name, text string
		level      string
		want       map[int]string // line: fix_withheld ("" none)
	}{
		{"a.go", "package x\n\n// http://example.com:80/a\nvar s = `\n// http://example.com:80/b\n`\nvar u = \"http://example.com:80/c\"\n", "info",
			map[int]string{5: "a string that spans lines in source code", 7: "source code outside a comment"}},
		{"b.txt", "See http://u:hunter2pw@example.com/ and\nhttp://example.com:80/d here.\n", "info",
			map[int]string{1: "", 2: "a password or token stands within 3 lines, and a diff would show it"}},
		{"c.py", "import re\nr = re.compile(r'^http://example.com:80/x$')\n", "info", map[int]string{2: "a regular expression"}},
		{"d.tex", "See \\url{http://example.com/%7Ee} here.\n", "info", map[int]string{1: "TeX reads \"%\" and \"~\" in its text"}},
		{"e.txt", "See http://example.com:80/f here.\n", "warning", map[int]string{1: ""}},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, tt.name), []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		got := withheldOf(t, dir, tt.level)
		for line, want := range tt.want {
			w, ok := got[line]
			if !ok {
				t.Errorf("%s:%d: no finding; got %v", tt.name, line, got)
				continue
			}
			if w != want {
				t.Errorf("%s:%d: fix_withheld %q, want %q", tt.name, line, w, want)
			}
		}
	}
	// Passwords drawn over printable bytes, near fixes and in strings.
	r := rand.New(rand.NewPCG(40, 7))
	for range 40 {
		dir := t.TempDir()
		pw := valueFill(r, 6+r.IntN(10), " @/?#\\\"'`<>")
		text := "// http://example.com:80/a\nvar s = `\n// http://u:" + pw + "@example.com:80/" + pw + "\n`\n// http://example.com:80/" + pw[:3] + "\n"
		if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte("package x\n\n"+text), 0o644); err != nil {
			t.Fatal(err)
		}
		for line, w := range withheldOf(t, dir, "info") {
			if strings.Contains(w, pw) || strings.Contains(w, "://") || strings.Contains(w, pw[:3]) && !strings.Contains(withheldWords, pw[:3]) {
				t.Errorf("p.go:%d: fix_withheld %q shows a piece of the password %q", line, w, pw)
			}
		}
	}
}

// withheldWords is every word fix_withheld is made of, so that a password
// piece that is one of lint's words is no leak.
const withheldWords = "a string that spans lines in source code outside comment password or token stands within 3 lines, and diff would show it pattern regular expression the fix falls before line being read"

// withheldOf runs lint --fix --format json in dir and returns each
// printed finding's fix_withheld by line.
func withheldOf(t *testing.T, dir, level string) map[int]string {
	t.Helper()
	out := lintFix(t, dir, false, "--fix-level", level, "--info", "--format", "json", ".").stdout
	got := map[int]string{}
	for _, l := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		if len(l) == 0 {
			continue
		}
		var f struct {
			Line     int
			Withheld string `json:"fix_withheld"`
		}
		if err := json.Unmarshal(l, &f); err != nil {
			t.Fatalf("%v: %s", err, l)
		}
		if _, ok := got[f.Line]; !ok || f.Withheld != "" {
			got[f.Line] = f.Withheld
		}
	}
	return got
}
