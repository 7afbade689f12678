package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
	"github.com/urlsift/urlsift/lint"
)

var (
	realFlags    = newGenFlags("TestFixRealSample", "real", "language and part", -1, -1, 46, true)
	realShowKept = flag.Bool("realshowkept", false, "TestFixRealSample: name the kept part's files that fail (issue 28: never while choosing a rule)")
)

// realLang is a language of TestFixRealSample: where its files are, and
// its own reading of a file's meaning, comments left out.
type realLang struct {
	name  string
	tool  string // on PATH, or "" (read in the test)
	roots []string
	exts  []string
	// shebang: extensionless files of /usr/bin and /usr/sbin whose "#!"
	// line runs one of these are the language's too.
	shebang []string
	read    func(path string) ([]byte, error)
}

// pyCode is what Python compiles a file to: its code object marshalled
// (every constant, name and instruction, docstrings with them; line
// numbers too, which a fix does not move).
const pyCode = `import sys, marshal
src = open(sys.argv[1], 'rb').read()
sys.stdout.write(marshal.dumps(compile(src, 'f', 'exec', dont_inherit=True)).hex())`

var realLangs = []realLang{
	{name: "perl", tool: "perl", roots: []string{"/usr/share/perl", "/usr/share/perl5", "/usr/bin"}, exts: []string{".pm", ".pl"}, shebang: []string{"perl"},
		read: func(p string) ([]byte, error) {
			return runTool("env", "PERL_HASH_SEED=0", "PERL_PERTURB_KEYS=0", "perl", "-MO=Deparse", p)
		}},
	{name: "python", tool: "python3", roots: []string{"/usr/lib/python3*", "/usr/bin"}, exts: []string{".py"}, shebang: []string{"python3", "python"},
		read: func(p string) ([]byte, error) { return runTool("python3", "-c", pyCode, p) }},
	{name: "go", roots: []string{"$GOROOT/src"}, exts: []string{".go"}, read: goTokens},
	{name: "lua", tool: "luac", roots: []string{"/usr/share/lua", "/usr/share"}, exts: []string{".lua"}, read: luaListing},
	{name: "tcl", tool: "tclsh", roots: tclRoots, exts: []string{".tcl", ".tk"}, read: tclReading},
	{name: "sh", tool: "bash", roots: []string{"/usr/bin", "/usr/share"}, exts: []string{".sh", ".bash"}, shebang: []string{"sh", "bash", "dash"},
		read: func(p string) ([]byte, error) {
			bash, err := exec.LookPath("bash")
			if err != nil {
				return nil, err
			}
			if _, err := runTool(bash, "-n", p); err != nil {
				return nil, err
			}
			return runTool("env", "-i", "PATH=/nonexistent", bash, "--norc", "--noprofile", "-r", "-c", shPlant, "sh", p)
		}},
	{name: "js", tool: "node", roots: []string{"/usr/share/javascript", "/usr/lib/node_modules", "/usr/share"}, exts: []string{".js"},
		read: func(p string) ([]byte, error) {
			if _, err := runTool("node", "--check", p); err != nil {
				return nil, err
			}
			return runTool("node", "--expose-internals", "-e", jsPlant, "tokens", p)
		}},
	{name: "ruby", tool: "ruby", roots: []string{"/usr/lib/ruby"}, exts: []string{".rb"},
		read: func(p string) ([]byte, error) { return runTool("ruby", "-e", rubyTokens, p) }},
}

// runsOf reports whether the file at p starts with a "#!" line that runs
// one of names (directly or through env).
func runsOf(p string, names []string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	var b [128]byte
	n, _ := f.Read(b[:])
	line, _, _ := bytes.Cut(b[:n], []byte("\n"))
	if !bytes.HasPrefix(line, []byte("#!")) {
		return false
	}
	fs := strings.Fields(string(line[2:]))
	if len(fs) == 0 {
		return false
	}
	prog := filepath.Base(fs[0])
	if prog == "env" && len(fs) > 1 {
		prog = filepath.Base(fs[1])
	}
	for _, n := range names {
		if prog == n {
			return true
		}
	}
	return false
}

// TestFixRealSample: `lint --fix` keeps the meaning of real files, drawn
// at random. With a seed, it draws from what this machine holds (Perl's,
// Python's, Ruby's libraries and scripts, Go's sources, Lua, Tcl, shell
// scripts, JavaScript) the files that hold "://" (no other can change),
// unmodified, and splits them before anything is run: the candidate at an
// even place of the draw goes to part tuned, at an odd place to kept
// (issue 28: a rule is chosen on tuned alone; kept is reported apart, its
// files named only with -realshowkept). The real binary's
// `lint --enable all --fix --fix-level info` runs on the copies; each
// file it changed must read the same to its language before and after:
// perl -MO=Deparse, Python's compile() marshalled, Go's tokens, luac's
// listing, Tcl's byte code (tclRead), bash -n and bash's reprint of the
// script (declare -f), node --check and acorn's tokens, Ruby's Ripper
// tokens (each read at the same path, before and after). A file its
// tool cannot read alone is counted apart. The cost is bounded by work:
// -realfiles files a language and part, each at most 128 KiB, copied and
// linted, and read twice when --fix changed it. Run by hand (skipped
// without -realfiles).
func TestFixRealSample(t *testing.T) {
	per, seed, only := realFlags.start(t)
	if per < 0 {
		t.Skip("run by hand: -realfiles N (most files drawn at random hold nothing --fix changes)")
	}
	dir := t.TempDir()
	type drawn struct {
		lang *realLang
		part string
		src  string
		path string
	}
	var all []drawn
	for i := range realLangs {
		lang := &realLangs[i]
		if len(only) > 0 && !only[lang.name] {
			continue
		}
		if lang.tool != "" {
			if _, err := exec.LookPath(lang.tool); err != nil {
				t.Logf("%s: %s is not on PATH: not drawn", lang.name, lang.tool)
				continue
			}
		}
		exts := lang.exts
		keep := func(p string, size int64) bool {
			if size > 128<<10 || size == 0 || lint.Fixture(p) {
				return false
			}
			ok := false
			for _, e := range exts {
				ok = ok || strings.HasSuffix(p, e)
			}
			d := filepath.Dir(p)
			return ok || (d == "/usr/bin" || d == "/usr/sbin") && filepath.Ext(p) == "" && len(lang.shebang) > 0 && runsOf(p, lang.shebang)
		}
		// Every file is a candidate for drawFiles (""); keep says which.
		cands := drawFiles(langRand(seed, "real"+lang.name), lang.roots, []string{""}, keep, nil)
		seen := map[string]bool{}
		got := map[string]int{}
		for k, p := range cands {
			part := "tuned"
			if k%2 == 1 {
				part = "kept"
			}
			if got["tuned"] == per && got["kept"] == per {
				break
			}
			if got[part] == per || seen[p] {
				continue
			}
			seen[p] = true
			src, err := os.ReadFile(p)
			if err != nil || !bytes.Contains(src, []byte("://")) || bytes.IndexByte(src, 0) >= 0 {
				continue
			}
			cp := drawnCopy(t, dir, filepath.Join(part, lang.name), got[part], p, src)
			all = append(all, drawn{lang, part, p, cp})
			got[part]++
		}
		if got["tuned"] < per || got["kept"] < per {
			t.Logf("%s: %d tuned and %d kept files of %d candidates", lang.name, got["tuned"], got["kept"], len(cands))
		}
	}
	if len(all) == 0 {
		t.Skip("no language's files on this machine")
	}
	keepGenerated(t, dir)
	cmd := exec.Command("urlsift", "lint", "--no-config", "--enable", "all", "--fix", "--fix-level", "info", "--fail-level", "none", ".")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	refused := 0
	for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if strings.HasSuffix(l, "; not fixed") {
			refused++
		}
	}
	if err != nil && refused == 0 {
		t.Fatalf("urlsift lint --fix: %v\n%s", err, stderr.Bytes())
	}
	type count struct{ files, bytes, changed, lines, unread, failed int }
	counts := map[string]*count{}
	for _, d := range all {
		key := d.part + " " + d.lang.name
		c := counts[key]
		if c == nil {
			c = &count{}
			counts[key] = c
		}
		c.files++
		orig := mustRead(t, d.src)
		c.bytes += len(orig)
		after := mustRead(t, d.path)
		if bytes.Equal(orig, after) {
			continue
		}
		c.changed++
		a, b := strings.Split(string(orig), "\n"), strings.Split(string(after), "\n")
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				c.lines++
			}
		}
		// Read before and after at the same path (luac's listing names
		// it): the original put back, then the fixed text.
		if err := os.WriteFile(d.path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		before, err := d.lang.read(d.path)
		if werr := os.WriteFile(d.path, after, 0o644); werr != nil {
			t.Fatal(werr)
		}
		if err != nil {
			c.unread++ // its tool cannot read it alone (a module missing, another version's syntax)
			continue
		}
		read, err := d.lang.read(d.path)
		why := ""
		switch {
		case len(a) != len(b):
			why = fmt.Sprintf("--fix made %d lines %d", len(a), len(b))
		case err != nil:
			why = fmt.Sprintf("--fix made a file its language cannot read: %v", err)
		case !bytes.Equal(read, before):
			why = "--fix changed its meaning:\n" + golden.Diff(string(before), string(read))
		}
		if why == "" {
			continue
		}
		c.failed++
		if d.part == "tuned" || *realShowKept {
			t.Errorf("%s (from %s): %s", d.path, d.src, why)
		}
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		c := counts[k]
		t.Logf("%s: %d files (%d KiB), %d changed by --fix (%d lines), %d of them not read by the language's tool, %d failed", k, c.files, c.bytes>>10, c.changed, c.lines, c.unread, c.failed)
		if strings.HasPrefix(k, "kept ") && c.failed > 0 && !*realShowKept {
			t.Errorf("%s: %d files changed meaning (kept out of tuning: -realshowkept names them)", k, c.failed)
		}
	}
	if refused > 0 {
		t.Logf("%d files refused whole (the fixes would change how a URL is read)", refused)
	}
}
