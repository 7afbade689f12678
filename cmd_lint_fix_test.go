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

	"github.com/urlsift/urlsift/internal/golden"
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
	// NSS's ocsp.h, whose comment's default port --fix mends, is
	// TestFixCorpus's: one copy, in testdata/fixcorpus (duplicates D1).
	ocsp := filepath.Join(dir, "c", "ocsp.h")
	if src, err := os.ReadFile(filepath.Join("testdata", "fixcorpus", "c", "ocsp.h")); err != nil {
		t.Fatal(err)
	} else if err := os.MkdirAll(filepath.Dir(ocsp), 0o755); err != nil {
		t.Fatal(err)
	} else if err := os.WriteFile(ocsp, src, 0o644); err != nil {
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
	if now, _ := os.ReadFile(ocsp); bytes.Equal(now, orig[ocsp]) {
		t.Error("c/ocsp.h: --fix left its comment's default port (\"http://foo.com:80/ocsp\")")
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

// TestFixCorpus runs the real binary's `lint --fix --fix-level info` over
// real files of seven languages (testdata/fixcorpus, see its PROVENANCE.md)
// and checks with each language's own tools that nothing broke, and that
// extract reports the same URLs on the same lines, apart from the fixed
// bytes. A language whose tool is missing is skipped, except in CI (CI
// set), where .ci/install-clients installs them all.
func TestFixCorpus(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("urlsift"); err != nil {
		t.Skip("urlsift is not on PATH (TestMain puts it there)")
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("testdata/fixcorpus")); err != nil {
		t.Fatal(err)
	}
	type rec struct {
		Path string
		Line int
		URL  string
	}
	urls := func() map[string][]rec {
		out, err := exec.Command("urlsift", "extract", "--format", "json", "--show-secrets", dir).Output()
		if err != nil {
			t.Fatalf("extract: %v", err)
		}
		m := map[string][]rec{}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			var r rec
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				t.Fatalf("%v: %s", err, line)
			}
			m[r.Path] = append(m[r.Path], r)
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
	cmd := exec.Command("urlsift", "lint", "--fix", "--fix-level", "info", "--fail-level", "none", dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("lint --fix: %v\n%s", err, stderr.String())
	}
	changed := 0
	for p, old := range orig {
		now, _ := os.ReadFile(p)
		if !bytes.Equal(now, old) {
			changed++
			t.Logf("fixed: %s", strings.TrimPrefix(p, dir))
		}
	}
	// The same URLs on the same lines; a fixed one is the same URL in
	// another spelling: its escapes decoded and its default port left
	// out, the same. The corpus's fixes (--fix-level info, the default
	// rules) are of that kind: c/ocsp.h's "http://foo.com:80/ocsp" is
	// written "http://foo.com/ocsp" (go/context.go's
	// "http://auth/path?^k=v#frag^" is not written otherwise since
	// fixsafe9: the comment's "^"s are marks). A fix that changed more of
	// a URL's spelling (its case) would fail here; the count below fails
	// when no URL changes spelling at all, so that the check is made on
	// the test's own data.
	after := urls()
	respelt := 0
	for p, rs := range before {
		as := after[p]
		if len(as) != len(rs) {
			t.Errorf("%s: %d URLs before --fix, %d after", p, len(rs), len(as))
			continue
		}
		for i := range rs {
			if as[i].Line != rs[i].Line || sameSpelt(as[i].URL) != sameSpelt(rs[i].URL) {
				t.Errorf("%s: URL %d was %q on line %d, is %q on line %d", p, i, rs[i].URL, rs[i].Line, as[i].URL, as[i].Line)
			} else if as[i].URL != rs[i].URL {
				respelt++
			}
		}
	}
	if respelt == 0 {
		t.Error("no URL of the corpus is spelt otherwise after --fix: the check of another spelling checks nothing")
	}
	// Each language's own check.
	check := func(tool string, args ...string) {
		t.Helper()
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") != "" {
				t.Errorf("%s is missing, and in CI the corpus must be checked: .ci/install-clients installs it", tool)
			} else {
				t.Logf("%s is missing: not checked", tool)
			}
			return
		}
		c := exec.Command(tool, args...)
		c.Dir = dir
		if out, err := c.CombinedOutput(); err != nil {
			t.Errorf("after --fix, %s %s: %v\n%s", tool, strings.Join(args, " "), err, out)
		}
	}
	files := func(sub string) []string {
		ents, _ := os.ReadDir(filepath.Join(dir, sub))
		var out []string
		for _, e := range ents {
			out = append(out, filepath.Join(sub, e.Name()))
		}
		return out
	}
	for _, f := range files("perl") {
		check("perl", "-c", f)
	}
	for _, f := range files("python") {
		check("python3", "-m", "py_compile", f)
	}
	for _, f := range files("sh") {
		check("bash", "-n", f)
	}
	for _, f := range files("js") {
		check("node", "--check", f)
	}
	// C: what the compiler reads of a header, comments left out (gcc
	// -fpreprocessed -E: no #include is followed), the same before and
	// after; and it compiles after if it did before (ocsp.h includes
	// NSPR's headers, which a machine may not have).
	if _, err := exec.LookPath("gcc"); err == nil {
		for _, f := range files("c") {
			p := filepath.Join(dir, f)
			before := filepath.Join(t.TempDir(), filepath.Base(f))
			os.WriteFile(before, orig[p], 0o644)
			tokens := func(p string) string {
				out, err := exec.Command("gcc", "-fpreprocessed", "-E", "-P", "-x", "c", p).Output()
				if err != nil {
					t.Errorf("gcc -fpreprocessed -E %s: %v", p, err)
				}
				return string(out)
			}
			if a, b := tokens(before), tokens(p); a != b {
				t.Errorf("after --fix, %s reads otherwise to gcc:\n%s", f, golden.Diff(a, b))
			}
			if exec.Command("gcc", "-fsyntax-only", "-x", "c", before).Run() == nil {
				check("gcc", "-fsyntax-only", "-x", "c", f)
			}
		}
	} else {
		check("gcc")
	}
	for _, f := range files("ruby") {
		check("ruby", "-c", f)
	}
	if out, err := exec.Command("gofmt", "-l", filepath.Join(dir, "go")).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("after --fix, gofmt -l: %v %s", err, out)
	}
	// The Go files are the Go distribution's: where this GOROOT holds the
	// same originals, run their package's tests with the fixed files in
	// their place (go test -overlay).
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	for pkg, names := range map[string]map[string]string{
		"net/url":       {"url.go": "url.go", "url_test.go": "url_test.go"},
		"html/template": {"escape_test.go": "escape_test.go", "context.go": "context.go", "template_url.go": "url.go"},
	} {
		replace := map[string]string{}
		same := true
		for ours, theirs := range names {
			std := filepath.Join(strings.TrimSpace(string(goroot)), "src", pkg, theirs)
			if b, err := os.ReadFile(std); err != nil || !bytes.Equal(b, orig[filepath.Join(dir, "go", ours)]) {
				same = false
			}
			replace[std] = filepath.Join(dir, "go", ours)
		}
		if !same {
			t.Logf("%s: this GOROOT is another version than the corpus's: its tests not run", pkg)
			continue
		}
		ov, _ := json.Marshal(map[string]any{"Replace": replace})
		ovPath := filepath.Join(t.TempDir(), "overlay.json")
		os.WriteFile(ovPath, ov, 0o644)
		c := exec.Command("go", "test", "-count=1", "-overlay", ovPath, "-run", "TestParse|TestParseErrors|TestInvalidUserPassword|TestEscape|TestURL", pkg)
		if out, err := c.CombinedOutput(); err != nil {
			t.Errorf("after --fix, go test %s: %v\n%s", pkg, err, out)
		}
	}
	t.Logf("%d of %d files fixed", changed, len(orig))
}

// sameSpelt returns URL u with its escapes decoded and its scheme's
// default port left out: two spellings that a fix turns one into the
// other are the same. The test's own, not lint's.
func sameSpelt(u string) string {
	u = decodeEscapes(u)
	for scheme, port := range map[string]string{"http": "80", "https": "443", "ftp": "21"} {
		if rest, ok := strings.CutPrefix(u, scheme+"://"); ok {
			host, path, _ := strings.Cut(rest, "/")
			return scheme + "://" + strings.TrimSuffix(host, ":"+port) + "/" + path
		}
	}
	return u
}

// decodeEscapes returns s with every well-formed escape %XX decoded: two
// spellings of a URL that a fix turns one into the other (an unwise
// character escaped, an unreserved one unescaped) decode the same. The
// test's own, not lint's: it checks what lint's fixes did.
func decodeEscapes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
