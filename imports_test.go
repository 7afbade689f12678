package main

import (
	"go/build"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// importRules is the layering of urlsift's packages (issue 27, "one
// path"; README's "How the code is laid out"): for each package, the
// packages of the module it must not depend on, directly or through
// another (as `go list -deps` counts them). "*" is every package of the
// module: a package at the ground (positions, the URL grammar, the walk)
// stands on the standard library alone.
//
//   - lint reads a stream of text, not an input, and prints nothing: not
//     input, not printer (the caller turns an input into text and a
//     finding into a record: package pipeline);
//   - input turns an input into text and knows no URL: not extract;
//   - extract and printer know neither how text was read nor what lint
//     says of it;
//   - the walk knows nothing of what is read or printed;
//   - pipeline puts the stages together for the commands, mapper and the
//     language server, and none of those three is a stage.
var importRules = map[string][]string{
	"pos":       {"*"},
	"urlsyntax": {"*"},
	"walk":      {"*"},
	// the split of a large file counts lines with internal/newline alone
	"internal/split": {"pos", "urlsyntax", "walk", "internal/lang", "input", "extract", "lint", "printer", "pipeline", "mapper", "lsp"},
	"internal/lang":  {"*"},
	// the line breaks' count the scanner and lint share
	"internal/newline": {"*"},
	// the blocks extract's URL texts and lint's messages are cut from
	"internal/arena": {"*"},
	"input":          {"extract", "lint", "printer", "walk", "pipeline", "mapper", "lsp"},
	"extract":        {"input", "lint", "printer", "walk", "pipeline", "mapper", "lsp"},
	"lint":           {"input", "printer", "walk", "pipeline", "mapper", "lsp"},
	"printer":        {"input", "extract", "lint", "walk", "pipeline", "mapper", "lsp"},
	"pipeline":       {"mapper", "lsp"},
	"mapper":         {"lsp"},
	"lsp":            {"mapper"},
}

// moduleImports returns the packages of the module that the package in
// directory dir of the module imports, in its non-test files for this
// platform, as paths relative to the module ("lint", "internal/split").
func moduleImports(t *testing.T, module, dir string) []string {
	t.Helper()
	p, err := build.ImportDir(dir, 0)
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	var out []string
	for _, imp := range p.Imports {
		if rel, ok := strings.CutPrefix(imp, module+"/"); ok {
			out = append(out, rel)
		} else if imp == module {
			out = append(out, ".")
		}
	}
	return out
}

// moduleDeps returns every package of the module that pkg depends on,
// directly or through others, sorted.
func moduleDeps(t *testing.T, module, root, pkg string) []string {
	t.Helper()
	seen := map[string]bool{}
	var visit func(p string)
	visit = func(p string) {
		for _, d := range moduleImports(t, module, filepath.Join(root, filepath.FromSlash(p))) {
			if !seen[d] {
				seen[d] = true
				visit(d)
			}
		}
	}
	visit(pkg)
	deps := make([]string, 0, len(seen))
	for d := range seen {
		deps = append(deps, d)
	}
	slices.Sort(deps)
	return deps
}

// TestImportRules: no package depends on one importRules forbids it, and
// every package the rules name is one of the module's (a rule about a
// package that moved would pass for nothing).
func TestImportRules(t *testing.T) {
	const module = "github.com/urlsift/urlsift"
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	exists := func(p string) bool {
		st, err := os.Stat(filepath.Join(root, filepath.FromSlash(p)))
		return err == nil && st.IsDir()
	}
	for pkg, banned := range importRules {
		if !exists(pkg) {
			t.Errorf("importRules names %q, which is no package of the module", pkg)
			continue
		}
		for _, b := range banned {
			if b != "*" && !exists(b) {
				t.Errorf("importRules: %s must not import %q, which is no package of the module", pkg, b)
			}
		}
		for _, d := range moduleDeps(t, module, root, pkg) {
			if slices.Contains(banned, "*") || slices.Contains(banned, d) || d == "." {
				t.Errorf("%s depends on %s (go list -deps ./%s): the layering forbids it", pkg, path.Join(module, d), pkg)
			}
		}
	}
}
