package walk

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writeTree makes the files names (slash-separated, relative to dir), each
// holding its own name.
func writeTree(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, name := range names {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// collect walks paths and returns, in order, one line per source: its
// name relative to dir, its flags, its content (or error).
func collect(t *testing.T, dir string, paths []string, o Options) []string {
	t.Helper()
	var got []string
	var rd Reader
	for src := range Sources(paths, o) {
		name := src.Name
		if rel, e := filepath.Rel(dir, name); e == nil && !strings.HasPrefix(rel, "..") {
			name = filepath.ToSlash(rel)
		}
		line := name
		if src.Maildir {
			line += " (maildir)"
		}
		text := ""
		done, err := src.Open(&rd)
		if err == nil {
			var b []byte
			b, err = io.ReadAll(src.R)
			text = string(b)
			done()
		}
		if err != nil {
			line += " error"
		} else if text != strings.TrimSuffix(name, ".gz") && !src.stdin {
			line += " = " + text
		}
		got = append(got, line)
	}
	return got
}

// TestWalkOrder checks the walk: lexical order, hidden entries skipped,
// Maildir folders recognised, unreadable paths given as errors in their
// place while the rest is read.
func TestWalkOrder(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for i := range 300 {
		names = append(names, fmt.Sprintf("many/%03d/f%d.txt", i%17, i))
	}
	writeTree(t, dir, append(names, "b.txt", "a/z.txt", "a/y.txt", ".git/config", "a/.hidden", "mail/cur/1", "mail/new/2")...)
	if err := os.MkdirAll(filepath.Join(dir, "mail", "tmp"), 0o755); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing")
	o := Options{Stdin: strings.NewReader("stdin"), StdinName: "buffer.txt"}
	one := collect(t, dir, []string{dir, missing, "-"}, o)
	want := []string{"a/y.txt", "a/z.txt", "b.txt", "mail/cur/1 (maildir)", "mail/new/2 (maildir)"}
	slices.Sort(names)
	want = append(want, names...)
	slices.Sort(want)
	want = append(want, "missing error", "buffer.txt")
	if !slices.Equal(one, want) {
		t.Errorf("walk order:\n got %q\nwant %q", one, want)
	}
}

// TestSymlinks checks that a symbolic link to a directory named on the
// command line is walked, that links inside a walk are skipped unless
// Follow, and that Follow does not loop.
func TestSymlinks(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "real/a.txt", "other/b.txt")
	for link, target := range map[string]string{"link": "real", "real/up": "..", "real/other": "../other"} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Skip("no symbolic links:", err)
		}
	}
	got := collect(t, filepath.Join(dir, "link"), []string{filepath.Join(dir, "link")}, Options{})
	if want := []string{"a.txt = real/a.txt"}; !slices.Equal(got, want) {
		t.Errorf("link named: got %q, want %q", got, want)
	}
	got = collect(t, dir, []string{filepath.Join(dir, "real")}, Options{Follow: true})
	// real/up/link and real/up/real are real itself, being walked: not again.
	want := []string{"real/a.txt", "real/other/b.txt = other/b.txt", "real/up/other/b.txt = other/b.txt"}
	if !slices.Equal(got, want) {
		t.Errorf("-L: got %q, want %q", got, want)
	}
}

// TestNamedPipe checks that a named pipe given by name is read as a stream.
func TestNamedPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes:", err)
	}
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err == nil {
			f.WriteString("through the pipe")
			f.Close()
		}
	}()
	got := collect(t, dir, []string{fifo}, Options{})
	if want := []string{"fifo = through the pipe"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func mkfifo(path string) error {
	return exec.Command("mkfifo", path).Run()
}

// TestGzip checks -z: *.gz files are read decompressed, others as they are.
func TestGzip(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte("a.txt"))
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, "a.txt.gz"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	got := collect(t, dir, []string{dir}, Options{Gzip: true})
	if want := []string{"a.txt.gz"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	got = collect(t, dir, []string{dir}, Options{})
	if len(got) != 1 || !strings.HasPrefix(got[0], "a.txt.gz = \x1f\x8b") {
		t.Errorf("without -z: got %q", got)
	}
}

// TestGlobs checks --glob: includes, excludes, the last match winning, and
// directories left out only by an exclusion.
func TestGlobs(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "a.go", "a.txt", "sub/b.go", "sub/c.md", "vendor/v.go")
	for _, tc := range []struct {
		globs []string
		want  []string
	}{
		{nil, []string{"a.go", "a.txt", "sub/b.go", "sub/c.md", "vendor/v.go"}},
		{[]string{"*.go"}, []string{"a.go", "sub/b.go", "vendor/v.go"}},
		{[]string{"*.go", "!vendor/"}, []string{"a.go", "sub/b.go"}},
		{[]string{"!*.go"}, []string{"a.txt", "sub/c.md"}},
		{[]string{"!*.go", "sub/b.go"}, []string{"sub/b.go"}}, // an include leaves out what it does not match
		{[]string{"sub/*", "!*.md"}, []string{"sub/b.go"}},
		{[]string{"/a.*"}, []string{"a.go", "a.txt"}},
	} {
		got := collect(t, dir, []string{dir}, Options{Globs: tc.globs})
		if !slices.Equal(got, tc.want) {
			t.Errorf("--glob %q: got %q, want %q", tc.globs, got, tc.want)
		}
	}
}

// TestIgnoreLikeGit checks the ignore files against git itself: in a real
// repository, the files a walk reads (hidden ones included) are exactly the
// untracked files git does not ignore.
func TestIgnoreLikeGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not found")
	}
	dir := t.TempDir()
	files := []string{
		"a.log", "b.txt", "keep.log", "build/out.txt", "build/keep/x.txt", "src/build/y.txt",
		"src/main.go", "src/main.o", "src/deep/er/z.o", "src/deep/er/z.go", "docs/a.md", "docs/sub/b.md",
		"docs/sub/c.txt", "root-only.txt", "sub/root-only.txt", "x/y/z/w.tmp", "x/y/k.tmp",
		"space .txt", "hash#.txt", "#start.txt", "!bang.txt", "q1.dat", "q12.dat", "cls/a1", "cls/b1", "cls/-1",
		"nested/.gitignore", "nested/n.skip", "nested/inner/n.skip", "nested/inner/ok.txt",
		"neg/.gitignore", "neg/a.gen", "neg/keep.gen", "excl/e.txt", ".hidden/h.txt", ".dotfile",
		"any/x/foo/y/bar", "any/foo/bar", "trail/**/z", "dironly/f", "file-dironly",
	}
	writeTree(t, dir, files...)
	if err := os.MkdirAll(filepath.Join(dir, "file-dironly-dir", "file-dironly"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeTree(t, dir, "file-dironly-dir/file-dironly/in.txt")
	gitignore := strings.Join([]string{
		"# a comment", "*.log", "!keep.log", "build/", "!build/keep/", "*.o", "docs/**/*.txt",
		"/root-only.txt", "x/**/*.tmp", "space\\ .txt", "\\#start.txt", "\\!bang.txt", "q?.dat",
		"cls/[ab]1", "any/**/foo/bar", "dironly/", "file-dironly/", "trailing-space.txt   ", "",
	}, "\n")
	writeTree(t, dir, "trailing-space.txt")
	if err := os.WriteFile(filepath.Join(dir, ".gitignore"), []byte(gitignore), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "nested/.gitignore"), []byte("*.skip\n!inner/n.skip\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "neg/.gitignore"), []byte("*.gen\n!keep.gen\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	git := func(args ...string) string {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	git("init", "-q")
	if err := os.WriteFile(filepath.Join(dir, ".git", "info", "exclude"), []byte("excl/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := strings.Fields(git("-c", "core.quotePath=false", "ls-files", "-z", "--others", "--exclude-standard"))
	want = strings.Split(strings.Join(want, " "), "\x00")
	want = slices.DeleteFunc(want, func(s string) bool { return s == "" })
	slices.Sort(want)

	var got []string
	for _, line := range collect(t, dir, []string{dir}, Options{Hidden: true}) {
		got = append(got, strings.SplitN(line, " = ", 2)[0])
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("walk and git disagree:\n walk %q\n  git %q", got, want)
	}
	// From a subdirectory, the ignore files above it still apply.
	var sub []string
	for _, line := range collect(t, dir, []string{filepath.Join(dir, "src")}, Options{}) {
		sub = append(sub, strings.SplitN(line, " = ", 2)[0])
	}
	if w := []string{"src/deep/er/z.go", "src/main.go"}; !slices.Equal(sub, w) {
		t.Errorf("walking src/: got %q, want %q", sub, w)
	}
	// --no-ignore reads everything but .git.
	all := collect(t, dir, []string{dir}, Options{NoIgnore: true, Hidden: true})
	if len(all) <= len(got) {
		t.Errorf("--no-ignore read %d files, not more than %d", len(all), len(got))
	}
}

// TestDotIgnore checks that .ignore is read outside a repository too, and
// that .gitignore is not.
func TestDotIgnore(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "a.txt", "b.txt", "c.txt")
	os.WriteFile(filepath.Join(dir, ".ignore"), []byte("a.txt\n"), 0o644)
	os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("b.txt\n"), 0o644)
	got := collect(t, dir, []string{dir}, Options{})
	if want := []string{"b.txt", "c.txt"}; !slices.Equal(got, want) && !insideRepo(dir) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func insideRepo(dir string) bool {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return true
		}
		if filepath.Dir(d) == d {
			return false
		}
	}
}

// FuzzPattern checks that no ignore-file line makes the matcher panic, and
// that a pattern without special characters matches itself.
func FuzzPattern(f *testing.F) {
	for _, s := range []string{"*.log", "!a", "a/**/b", "[a-z]", "[!x]", "\\#", "[[:alpha:]]", "**", "/x/"} {
		f.Add(s, "a/b.log")
	}
	f.Fuzz(func(t *testing.T, line, path string) {
		if p, ok := compilePattern(line); ok {
			p.re.MatchString(path)
		}
		if line != "" && !strings.ContainsAny(line, "*?[\\!# /\r") {
			p, ok := compilePattern(line)
			if !ok || !p.re.MatchString(line) {
				t.Errorf("%q does not match itself", line)
			}
		}
	})
}

// TestWalkRootSpellings checks the names a walk gives its files: whatever
// the spelling of the root ("./d", "d/", "d//", ".", an absolute path),
// each is filepath.Join of the root and the file's path below it, as
// every build before the walk joined names itself.
func TestWalkRootSpellings(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "d/a.txt", "d/sub/b.txt", "d/sub/deeper/c.txt")
	t.Chdir(dir)
	below := []string{"a.txt", "sub/b.txt", "sub/deeper/c.txt"}
	for _, root := range []string{"d", "./d", "d/", "d//", "./d/./", "d/sub/..", ".", "./", filepath.Join(dir, "d") + "/"} {
		var got, want []string
		for src := range Sources([]string{root}, Options{}) {
			if src.err != nil {
				t.Errorf("%s: %v", root, src.err)
			}
			got = append(got, src.Name)
		}
		prefix := ""
		if root == "." || root == "./" {
			prefix = "d/"
		}
		for _, b := range below {
			want = append(want, filepath.Join(root, filepath.FromSlash(prefix+b)))
		}
		if !slices.Equal(got, want) {
			t.Errorf("walk of %q gave %q, want %q", root, got, want)
		}
	}
}
