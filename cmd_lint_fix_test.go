package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
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

// TestFixLongName: a file whose name is as long as the system allows is
// fixed (the temporary file's name is short, whatever the original's), and
// an error names the user's file, never the temporary one.
func TestFixLongName(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, strings.Repeat("n", 251)+".txt")
	if err := os.WriteFile(name, []byte("see http://www.gnu.org/a|b\n"), 0o644); err != nil {
		t.Skip("this file system takes no such name:", err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"urlsift", "lint", "--fix", name}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
	}
	if got, _ := os.ReadFile(name); string(got) != "see http://www.gnu.org/a%7Cb\n" {
		t.Fatalf("not fixed: %q", got)
	}
	// A directory the fixed copy cannot be written to.
	os.WriteFile(name, []byte("see http://www.gnu.org/a|b\n"), 0o644)
	if os.Geteuid() == 0 {
		t.Log("root writes any directory: the error is not checked")
		return
	}
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	stderr.Reset()
	if code := run([]string{"urlsift", "lint", "--fix", name}, nil, &stdout, &stderr); code != 2 {
		t.Fatalf("exit %d, want 2: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), name+": ") || strings.Contains(stderr.String(), ".urlsift-") {
		t.Errorf("the error does not name the file alone: %s", stderr.String())
	}
}

// TestFixInterrupted: an interrupt while --fix writes a file's fixed copy
// leaves no copy behind (it holds the file's passwords) and the file as
// it was. The file is large and dense with fixes, so that the copy exists
// for a while; the test waits for it to appear, then interrupts.
func TestFixInterrupted(t *testing.T) {
	if _, err := exec.LookPath("urlsift"); err != nil {
		t.Skip("urlsift is not on PATH (TestMain puts it there)")
	}
	for size := 2 << 20; size <= 32<<20; size *= 2 {
		dir := t.TempDir()
		var b bytes.Buffer
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, "see http://www.gnu.org/%d/a|b and ftp://deploy:Zq7x%dW@files.gnu.org/x{y}\n", i, i)
		}
		orig := b.Bytes()
		path := filepath.Join(dir, "big.txt")
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("urlsift", "lint", "--fix", "--fail-level", "none", "big.txt")
		cmd.Dir = dir
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		seen := false
	poll:
		for {
			select {
			case err := <-done:
				if seen {
					t.Fatal("unreachable")
				}
				t.Logf("%d bytes: --fix ended (%v) before its copy was seen; a larger file", size, err)
				break poll
			default:
			}
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				if strings.HasPrefix(e.Name(), ".urlsift-") {
					seen = true
				}
			}
			if seen {
				cmd.Process.Signal(os.Interrupt)
				err := <-done
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.Success() {
					t.Errorf("interrupted --fix: %v, want it ended by the signal", err)
				}
				ents, _ := os.ReadDir(dir)
				for _, e := range ents {
					if e.Name() != "big.txt" {
						t.Errorf("left behind: %s", e.Name())
					}
				}
				if got, _ := os.ReadFile(path); !bytes.Equal(got, orig) {
					t.Error("the file was changed")
				}
				return
			}
			time.Sleep(time.Millisecond)
		}
	}
	t.Fatal("--fix never left its copy in sight long enough to be interrupted")
}
