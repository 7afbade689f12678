package walk

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
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

// result is what the test's process function records of a source.
type result struct {
	text   string
	worker int
}

// collect walks paths and returns, in emit order, one line per source:
// its name relative to dir, its flags, its content (or error).
func collect(t *testing.T, dir string, paths []string, o Options) []string {
	t.Helper()
	var got []string
	Walk(paths, o, func() *result { return new(result) },
		func(worker int, src *Source, r *result) {
			b, err := io.ReadAll(src.R)
			if err != nil {
				r.text = "read error: " + err.Error()
				return
			}
			r.text, r.worker = string(b), worker
		},
		func(src *Source, r *result, err error) {
			name := src.Name
			if rel, e := filepath.Rel(dir, name); e == nil && !strings.HasPrefix(rel, "..") {
				name = filepath.ToSlash(rel)
			}
			line := name
			if src.Maildir {
				line += " (maildir)"
			}
			if err != nil {
				line += " error"
			} else if r.text != strings.TrimSuffix(name, ".gz") && !src.stdin {
				line += " = " + r.text
			}
			got = append(got, line)
		})
	return got
}

// TestWalkOrder checks the walk: lexical order, hidden entries skipped,
// Maildir folders recognised, unreadable paths given as errors in their
// place while the rest is read, and the same sequence for any number of
// workers.
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
	o := Options{Stdin: strings.NewReader("stdin"), StdinName: "buffer.txt", Workers: 1}
	one := collect(t, dir, []string{dir, missing, "-"}, o)
	want := []string{"a/y.txt", "a/z.txt", "b.txt", "mail/cur/1 (maildir)", "mail/new/2 (maildir)"}
	slices.Sort(names)
	want = append(want, names...)
	slices.Sort(want)
	want = append(want, "missing error", "buffer.txt")
	if !slices.Equal(one, want) {
		t.Errorf("walk order:\n got %q\nwant %q", one, want)
	}
	for _, workers := range []int{2, 3, 8} {
		o.Workers = workers
		o.Stdin = strings.NewReader("stdin")
		if many := collect(t, dir, []string{dir, missing, "-"}, o); !slices.Equal(many, one) {
			t.Errorf("%d workers:\n got %q\nwant %q", workers, many, one)
		}
	}
}

// TestWalkBigFile checks that a file larger than the output that may be
// held is processed directly, in order, and that the files around it keep
// their order.
func TestWalkBigFile(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "a.txt", "c.txt", "d.txt", "e.txt")
	big := filepath.Join(dir, "b.txt")
	if err := os.WriteFile(big, make([]byte, 2*holdPerWorker+1), 0o644); err != nil {
		t.Fatal(err)
	}
	var names []string
	Walk([]string{dir}, Options{Workers: 2}, func() *int { return new(int) },
		func(worker int, src *Source, r *int) { io.Copy(io.Discard, src.R) },
		func(src *Source, r *int, err error) {
			if err != nil {
				t.Error(err)
			}
			names = append(names, filepath.Base(src.Name))
			if filepath.Base(src.Name) == "b.txt" && !src.Direct {
				t.Error("a large file was not processed directly")
			}
		})
	if want := []string{"a.txt", "b.txt", "c.txt", "d.txt", "e.txt"}; !slices.Equal(names, want) {
		t.Errorf("got %q, want %q", names, want)
	}
}

// TestWalkHoldBounded: however large the files, the input whose output is
// held for the emitter (processed, not direct, not yet emitted) stays
// within holdPerWorker per worker, and the order is kept.
func TestWalkHoldBounded(t *testing.T) {
	dir := t.TempDir()
	var want []string
	for i := range 12 {
		name := fmt.Sprintf("f%02d.txt", i)
		size := (i%4 + 1) << 20 // 1 to 4 MiB
		if err := os.WriteFile(filepath.Join(dir, name), make([]byte, size), 0o644); err != nil {
			t.Fatal(err)
		}
		want = append(want, name)
	}
	const workers = 2
	var held, most atomic.Int64
	var names []string
	Walk([]string{dir}, Options{Workers: workers}, func() *int64 { return new(int64) },
		func(worker int, src *Source, r *int64) {
			*r = 0
			if !src.Direct {
				*r = src.Size
				h := held.Add(src.Size)
				for m := most.Load(); h > m && !most.CompareAndSwap(m, h); m = most.Load() {
				}
			}
			io.Copy(io.Discard, src.R)
		},
		func(src *Source, r *int64, err error) {
			if err != nil {
				t.Error(err)
			}
			if len(names) == 0 {
				time.Sleep(50 * time.Millisecond) // a slow output: the workers run ahead
			}
			held.Add(-*r)
			names = append(names, filepath.Base(src.Name))
		})
	if !slices.Equal(names, want) {
		t.Errorf("got %q, want %q", names, want)
	}
	if m := most.Load(); m > workers*holdPerWorker {
		t.Errorf("%d bytes of input held at once, more than %d", m, workers*holdPerWorker)
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
	got := collect(t, filepath.Join(dir, "link"), []string{filepath.Join(dir, "link")}, Options{Workers: 2})
	if want := []string{"a.txt = real/a.txt"}; !slices.Equal(got, want) {
		t.Errorf("link named: got %q, want %q", got, want)
	}
	got = collect(t, dir, []string{filepath.Join(dir, "real")}, Options{Workers: 2, Follow: true})
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
	got := collect(t, dir, []string{fifo}, Options{Workers: 2})
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
	got := collect(t, dir, []string{dir}, Options{Gzip: true, Workers: 2})
	if want := []string{"a.txt.gz"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	got = collect(t, dir, []string{dir}, Options{Workers: 2})
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
		got := collect(t, dir, []string{dir}, Options{Globs: tc.globs, Workers: 2})
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
	for _, line := range collect(t, dir, []string{dir}, Options{Hidden: true, Workers: 2}) {
		got = append(got, strings.SplitN(line, " = ", 2)[0])
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("walk and git disagree:\n walk %q\n  git %q", got, want)
	}
	// From a subdirectory, the ignore files above it still apply.
	var sub []string
	for _, line := range collect(t, dir, []string{filepath.Join(dir, "src")}, Options{Workers: 2}) {
		sub = append(sub, strings.SplitN(line, " = ", 2)[0])
	}
	if w := []string{"src/deep/er/z.go", "src/main.go"}; !slices.Equal(sub, w) {
		t.Errorf("walking src/: got %q, want %q", sub, w)
	}
	// --no-ignore reads everything but .git.
	all := collect(t, dir, []string{dir}, Options{NoIgnore: true, Hidden: true, Workers: 2})
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
	got := collect(t, dir, []string{dir}, Options{Workers: 1})
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

// heldResult is a walk result that says what it holds (Holder).
type heldResult struct{ out int64 }

func (r *heldResult) Held() int64 { return r.out }

// holderWalk walks dir with two workers behind an output that is slow at
// first, each file giving output bytes of output (set records it in the
// result), and returns how many files the emitter read itself and the
// most output held at once by results waiting for their turn.
func holderWalk[R any](t *testing.T, dir string, output int64, set func(*R, int64)) (byEmitter int, most int64) {
	var held, peak atomic.Int64
	first := true
	Walk([]string{dir}, Options{Workers: 2}, func() *R { return new(R) },
		func(worker int, src *Source, r *R) {
			io.Copy(io.Discard, src.R)
			set(r, output)
			if worker == 2 {
				byEmitter++
			}
			if !src.Direct {
				n := held.Add(output)
				for m := peak.Load(); n > m && !peak.CompareAndSwap(m, n); m = peak.Load() {
				}
			}
		},
		func(src *Source, r *R, err error) {
			if err != nil {
				t.Error(err)
			}
			if first {
				first = false
				time.Sleep(50 * time.Millisecond)
			}
			if !src.Direct {
				held.Add(-output)
			}
		})
	return byEmitter, peak.Load()
}

// TestWalkHolder: when results say what they hold (Holder), files whose
// output is small are read by the workers however large the files are,
// and the output held stays within the bound (plus the file each worker
// is reading) when it is large; results that do not say are counted by
// the size of their input, and most such files are left to the emitter
// (the control: the count the test checks can fail).
func TestWalkHolder(t *testing.T) {
	dir := t.TempDir()
	const files, size = 40, 1 << 20
	for i := range files {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%02d", i)), make([]byte, size), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	held := func(r *heldResult, n int64) { r.out = n }
	if n, _ := holderWalk(t, dir, 100, held); n > 1 {
		t.Errorf("small output, Holder: the emitter read %d files itself, want at most the first", n)
	}
	if n, _ := holderWalk(t, dir, 100, func(r *int64, n int64) { *r = n }); n < files/2 {
		t.Errorf("no Holder: the emitter read %d files itself, want most of %d (input sizes fill the bound)", n, files)
	}
	const large = 3 * size
	if _, most := holderWalk(t, dir, large, held); most > 2*holdPerWorker+2*large {
		t.Errorf("large output, Holder: %d bytes held at once, more than %d", most, 2*holdPerWorker+2*large)
	}
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
		Walk([]string{root}, Options{Workers: 2}, func() *result { return new(result) },
			func(int, *Source, *result) {},
			func(src *Source, _ *result, err error) {
				if err != nil {
					t.Errorf("%s: %v", root, err)
				}
				got = append(got, src.Name)
			})
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

// TestWorkersBoundedByWork: a walk starts no more workers than it has
// batches of sources for, and never more than MaxWorkers, and makes its
// results as it needs them: -j 1000000 on one file set up a million
// workers, each with a 64 KiB reader, and 256 million results (18 GB).
func TestWorkersBoundedByWork(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for i := range 3 * batchSize {
		names = append(names, fmt.Sprintf("f%02d.txt", i))
	}
	writeTree(t, dir, names...)
	for _, tt := range []struct {
		paths   []string
		workers int
		most    int // workers that may run: one per batch of sources, at most MaxWorkers
	}{
		{[]string{filepath.Join(dir, "f00.txt")}, 1 << 20, 1},
		{[]string{filepath.Join(dir, "f00.txt"), filepath.Join(dir, "f01.txt")}, 1 << 20, 1},
		{[]string{dir}, 1 << 20, 3},
		{[]string{dir}, 2, 2},
	} {
		base := runtime.NumGoroutine()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var made, most atomic.Int64
		var seen sync.Map
		Walk(tt.paths, Options{Workers: tt.workers}, func() *int { made.Add(1); return new(int) },
			func(worker int, src *Source, r *int) {
				seen.Store(worker, true)
				for g, m := int64(runtime.NumGoroutine()-base), most.Load(); g > m && !most.CompareAndSwap(m, g); m = most.Load() {
				}
				if worker > MaxWorkers {
					t.Errorf("worker %d", worker)
				}
			},
			func(*Source, *int, error) {})
		runtime.ReadMemStats(&after)
		// The walker's goroutine and the workers.
		if m := int(most.Load()); m > tt.most+1 {
			t.Errorf("%d paths, %d workers asked: %d goroutines, want at most %d", len(tt.paths), tt.workers, m, tt.most+1)
		}
		n := 0
		seen.Range(func(any, any) bool { n++; return true })
		if n > tt.most+1 { // +1: the emitter reads what no worker may hold
			t.Errorf("%d paths, %d workers asked: %d workers read", len(tt.paths), tt.workers, n)
		}
		if m := int(made.Load()); m > len(names)+2 {
			t.Errorf("%d results made for %d files", m, len(names))
		}
		if a := after.TotalAlloc - before.TotalAlloc; a > 16<<20 {
			t.Errorf("%d paths, %d workers asked: %d MB allocated", len(tt.paths), tt.workers, a>>20)
		}
	}
}
