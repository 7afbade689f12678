package main

import (
	"bytes"
	"encoding/json"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestFixRealTree runs `urlsift lint --fix` over copies of real source and
// documentation (testdata/realtree, see its PROVENANCE.md) and checks that
// nothing broke: Go files parse, JSON parses, shell scripts pass bash -n, and
// extract finds the same URLs on the same lines as before the fix.
func TestFixRealTree(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("testdata/realtree")); err != nil {
		t.Fatal(err)
	}
	urls := func() map[string][]string {
		var out bytes.Buffer
		run([]string{"urlsift", "extract", "--format", "json", dir}, nil, &out, &bytes.Buffer{})
		m := map[string][]string{}
		for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			var u struct {
				Path string
				Line int
			}
			if err := json.Unmarshal([]byte(line), &u); err != nil {
				t.Fatalf("%v: %s", err, line)
			}
			m[u.Path] = append(m[u.Path], strconv.Itoa(u.Line))
		}
		return m
	}
	before := urls()
	orig := map[string][]byte{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			orig[p], _ = os.ReadFile(p)
		}
		return nil
	})
	var stdout, stderr bytes.Buffer
	if code := run([]string{"urlsift", "lint", "--fix", "--fix-level", "info", "--fail-level", "none", dir}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("lint --fix exited %d: %s", code, stderr.String())
	}
	changed := 0
	for p, old := range orig {
		now, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(now, old) {
			changed++
		}
		switch {
		case strings.HasSuffix(p, ".go"):
			if _, err := parser.ParseFile(token.NewFileSet(), p, now, parser.AllErrors); err != nil {
				t.Errorf("%s no longer parses after --fix: %v", p, err)
			}
		case strings.HasSuffix(p, ".json"):
			if !json.Valid(now) {
				t.Errorf("%s is no longer valid JSON after --fix", p)
			}
		case strings.HasSuffix(p, ".sh"):
			if _, err := exec.LookPath("bash"); err == nil {
				if out, err := exec.Command("bash", "-n", p).CombinedOutput(); err != nil {
					t.Errorf("%s no longer passes bash -n after --fix: %v %s", p, err, out)
				}
			}
		}
	}
	if changed == 0 {
		t.Fatal("--fix changed no file: the test checks nothing")
	}
	after := urls()
	for p, lines := range before {
		if strings.Join(after[p], ",") != strings.Join(lines, ",") {
			t.Errorf("%s: URLs on lines %v before --fix, %v after", p, lines, after[p])
		}
	}
	t.Logf("%d of %d files fixed", changed, len(orig))
}
