package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixRecipes (review47 F15): build and package recipes that carry no
// extension of a known language (PKGBUILD, APKBUILD, an ebuild, a
// Snakefile, a Brewfile, Bazel's BUILD.bazel and WORKSPACE.bazel, Terraform and Nix)
// are code, not prose: lint --fix leaves the URLs in their strings
// alone (a PKGBUILD's source array names what makepkg downloads, and its
// package() refers to the same name) and fixes those of their "#"
// comments. Drawn: files of each name (any case, in a directory or not)
// of lines of assignments and arrays of fixable URLs (a default or empty
// port, an escape of an unreserved character, an unwise character) in
// double or single quotes, between comment lines that hold such URLs
// too. Seed 4799 (review47's range, given to the lead): on 03f714b every
// one of the 12 names was prose and its strings were rewritten.
func TestFixRecipes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	r := rand.New(rand.NewPCG(4799, 47))
	names := []string{"PKGBUILD", "APKBUILD", "foo-1.0.ebuild", "x.eclass", "Snakefile", "Brewfile", "BUILD.bazel", "WORKSPACE.bazel", "main.tf", "x.tfvars", "x.hcl", "default.nix"}
	dir := t.TempDir()
	type planted struct {
		path  string
		lines []string
		code  []bool // the line is code (strings), not a comment
	}
	var files []planted
	for i := range 60 {
		name := names[i%len(names)]
		if r.IntN(3) == 0 && !strings.Contains(name, ".") {
			name = strings.ToLower(name) // "pkgbuild": a whole name in any case
		}
		p := filepath.Join(dir, fmt.Sprintf("d%02d", i), name)
		var f planted
		f.path = p
		for range 3 + r.IntN(8) {
			u := urlWithout(r, "\"'$`\\")
			var line string
			code := r.IntN(3) != 0
			if code {
				switch r.IntN(4) {
				case 0:
					line = fmt.Sprintf("url=%q", u)
				case 1:
					line = fmt.Sprintf("source=(\"%s\" '%s')", u, urlWithout(r, "\"'$`\\"))
				case 2:
					line = fmt.Sprintf("  u = '%s'", u)
				default:
					line = fmt.Sprintf("homepage = \"%s\"", u)
				}
			} else {
				line = "# see " + u + " for " + lowerWord(r, 6)
			}
			f.lines = append(f.lines, line)
			f.code = append(f.code, code)
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(strings.Join(f.lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	out, _ := cmdIn(dir, "urlsift", "lint", "--no-config", "--fix", "--fix-level", "info", "--fail-level", "none", ".").CombinedOutput()
	changedCode, fixedComments := 0, 0
	for _, f := range files {
		b, err := os.ReadFile(f.path)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
		if len(got) != len(f.lines) {
			t.Errorf("%s: %d lines became %d", f.path, len(f.lines), len(got))
			continue
		}
		for i, l := range f.lines {
			switch {
			case f.code[i] && got[i] != l:
				if changedCode++; changedCode <= 10 {
					t.Errorf("%s: a string's URL was rewritten:\n  %s\n  %s", filepath.Base(f.path), l, got[i])
				}
			case !f.code[i] && got[i] != l:
				fixedComments++
			}
		}
	}
	if changedCode > 0 {
		t.Errorf("%d lines of code rewritten\n%s", changedCode, out)
	}
	if fixedComments == 0 {
		t.Errorf("no comment's URL was fixed: the files were not read (%s)", out)
	}
	t.Logf("%d files; %d comment lines fixed, %d lines of code rewritten", len(files), fixedComments, changedCode)
}
