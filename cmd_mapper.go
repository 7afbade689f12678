package main

// The command as a mapper of a batch system: --files-from (the inputs,
// one per line), --shard K/N (this process's share of them) and
// --output-dir (an output file per input, written atomically and named
// after it, so that a rerun skips the inputs already done). The reading
// of one input is mapper's, which the Beam pipeline (beam/) runs too.

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/mapper"
	"github.com/urlsift/urlsift/walk"
)

// mapperFlags are the flags of a batch system's mapper.
var mapperFlags = []cli.Flag{
	&cli.StringFlag{Name: "files-from", Usage: "also read the inputs named in `FILE`, one path per line (- for standard input)"},
	&cli.StringFlag{Name: "shard", Usage: "read only share `K/N` of the inputs named (those whose 0-based place in the list is K modulo N), as array jobs split a list"},
	&cli.StringFlag{Name: "output-dir", Usage: "write the output of each input to a file of its own under `DIR`, named after the input (PATH.jsonl, .txt or .sarif), atomically; an input whose file is there already is not read again"},
}

// inputPaths returns the inputs: the arguments, then the lines of
// --files-from, then only the share of --shard; with --output-dir, the
// named files whose output is there already are left out. none says there
// is nothing to read (not standard input).
func inputPaths(c *cli.Context, e *runEnv, od *outputDir, ext string) (paths []string, none bool, err error) {
	paths = args(e, c)
	from := c.String("files-from")
	if from != "" {
		var r io.Reader
		if from == "-" {
			for _, p := range paths {
				if p == "-" {
					return nil, false, usageError("--files-from - reads the list from standard input: it cannot be an input too")
				}
			}
			r = e.Stdin
		} else {
			f, err := os.Open(from)
			if err != nil {
				return nil, false, usageError("--files-from: %s: %s", from, describe(err))
			}
			defer f.Close()
			r = f
		}
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			if p := strings.TrimSuffix(sc.Text(), "\r"); p != "" {
				paths = append(paths, p)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, false, usageError("--files-from: %s: %v", from, err)
		}
	}
	if s := c.String("shard"); s != "" {
		k, n, ok := parseShard(s)
		if !ok {
			return nil, false, usageError("--shard must be K/N with 0 <= K < N, not %q", s)
		}
		var share []string
		for i, p := range paths {
			if i%n == k {
				share = append(share, p)
			}
		}
		paths = share
	}
	if od != nil {
		var todo []string
		for _, p := range paths {
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && od.done(p, ext) {
				continue
			}
			todo = append(todo, p)
		}
		paths = todo
	}
	none = len(paths) == 0 && (from != "" || c.IsSet("shard") || od != nil && c.NArg() > 0)
	return paths, none, nil
}

func parseShard(s string) (k, n int, ok bool) {
	a, b, found := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	return k, n, found && err1 == nil && err2 == nil && n > 0 && k >= 0 && k < n
}

// outputDir is --output-dir: the directory as named, and resolved (an
// absolute path without symbolic links), which the walk never reads.
type outputDir struct{ dir, resolved string }

// newOutputDir reads --output-dir, and refuses the flags whose output is
// not one file per input.
func newOutputDir(c *cli.Context, refused ...string) (*outputDir, error) {
	dir := c.String("output-dir")
	if dir == "" {
		return nil, nil
	}
	for _, f := range refused {
		if c.IsSet(f) {
			return nil, usageError("--output-dir writes a file per input: --%s cannot be given with it", f)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, usageError("--output-dir: %s", err)
	}
	abs, err := filepath.Abs(dir)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return nil, usageError("--output-dir: %s", err)
	}
	return &outputDir{dir: dir, resolved: abs}, nil
}

// path is the output file of input name.
func (od *outputDir) path(name, ext string) string {
	return filepath.Join(od.dir, mapper.OutputName(name, ext))
}

// done tells whether the output of input name is there already.
func (od *outputDir) done(name, ext string) bool {
	_, err := os.Lstat(od.path(name, ext))
	return err == nil
}

// write runs m on src into a temporary file beside the output file of
// src, and renames it into place: the output is whole or absent. An input
// read only in part (damaged, truncated) keeps what was read; one that
// could not be read (or a binary file) leaves no file, so that a rerun
// tries it again.
func (od *outputDir) write(m mapper.Mapper, src *walk.Source, mode input.Mode, warn func(string)) (mapper.Result, error) {
	if od.done(src.Name, m.Ext()) {
		return mapper.Result{}, nil // found done while walking a directory
	}
	final := od.path(src.Name, m.Ext())
	if err := os.MkdirAll(filepath.Dir(final), 0o755); err != nil {
		return mapper.Result{}, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(final), "."+filepath.Base(final)+".tmp-*")
	if err != nil {
		return mapper.Result{}, err
	}
	res, err := m.File(src.Name, src.R, mode, tmp, warn)
	var damaged *input.DamagedError
	keep := err == nil || errors.As(err, &damaged)
	if keep {
		if serr := tmp.Sync(); serr != nil {
			err, keep = serr, false
		}
	}
	if cerr := tmp.Close(); cerr != nil && keep {
		err, keep = cerr, false
	}
	if keep {
		if cerr := os.Chmod(tmp.Name(), 0o644); cerr != nil {
			err, keep = cerr, false
		}
	}
	if keep {
		if rerr := os.Rename(tmp.Name(), final); rerr != nil {
			err, keep = rerr, false
		}
	}
	if !keep {
		os.Remove(tmp.Name())
	}
	return res, err
}

// claims are the output files of a run with --output-dir, each claimed
// by the first input in the inputs' order (inputs.order) whose output it
// is. Two inputs of other names may have one output file (names that are
// URLs whose passwords differ, masked alike; "a/../b" and "b"): before,
// both were read and the one whose worker renamed last won, so which
// input's output the file held changed from run to run, and the other's
// was lost without a word. Now the first input writes it, and every later
// one is an input not read, with an error that says so.
type claims struct {
	mu    sync.Mutex
	first map[string]string       // output file -> the name of the input that claimed it
	taken map[*walk.Source]string // an input whose output file an earlier one claimed -> that file
}

// see claims the output file out for src; it is called in the inputs'
// order. The same input given again (the same name, or "d/x" and
// "d/./x" of one file: sameInput) claims nothing: its output is the
// same.
func (cl *claims) see(out string, src *walk.Source) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	if first, ok := cl.first[out]; !ok {
		cl.first[out] = src.Name
	} else if !sameInput(first, src.Name) {
		cl.taken[src] = out
	}
}

// sameInput reports whether the inputs named a and b are one: names
// alike once cleaned ("d/x" and "d/./x") of one file. "link/../b" and "b"
// are alike cleaned, but two files where link is a symbolic link to a
// directory elsewhere: before stop 37's review, both were read into the
// one output file, the last renamed won (which, from run to run with -j
// 2) and the other's URLs were lost with exit status 0. Two names alike
// cleaned that neither can be read are one: each says why it is not.
func sameInput(a, b string) bool {
	if filepath.Clean(a) != filepath.Clean(b) {
		return false
	}
	if a == b {
		return true
	}
	fa, erra := os.Stat(a)
	fb, errb := os.Stat(b)
	if erra != nil || errb != nil {
		return erra != nil && errb != nil
	}
	return os.SameFile(fa, fb)
}

// lost tells whether src's output file was claimed by an input before it,
// and that file.
func (cl *claims) lost(src *walk.Source) (string, bool) {
	cl.mu.Lock()
	defer cl.mu.Unlock()
	out, ok := cl.taken[src]
	delete(cl.taken, src)
	return out, ok
}

// runMapped is extract or lint with --output-dir: every input read by m
// into its own file, on every worker. It returns whether an input could
// not be read (wholly or in part) and the worst severity printed.
func runMapped(e *runEnv, paths []string, in inputs, st *runStats, m mapper.Mapper, od *outputDir) (failed bool, worst lint.Severity, err error) {
	st.mapped = true // the mapper counts neither URLs nor findings
	// The outputs are never read as inputs: a rerun with the directory
	// inside the walked tree read the outputs of the run before (review38
	// F5: 60 files became 120).
	in.walk.OutputDir = od.resolved
	cl := &claims{first: map[string]string{}, taken: map[*walk.Source]string{}}
	in.order = func(src *walk.Source) { cl.see(od.path(src.Name, m.Ext()), src) }
	failed, err = eachInput(e, paths, in, st, io.Discard,
		func(worker int, src *walk.Source, mode input.Mode, r *fileResult) error {
			if name, ok := cl.lost(src); ok {
				return fmt.Errorf("not read: its output file %s is the output file of an input before it", name)
			}
			res, err := od.write(m, src, mode, func(msg string) { r.note(e, src.Name, "warning: %s", msg) })
			r.worst = res.Worst
			if res.Truncated {
				r.failed = true
			}
			return err
		})
	return failed, st.worst, err
}
