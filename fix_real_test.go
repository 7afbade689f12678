package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
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
	realFlags    = newGenFlags("TestFixRealSample", "real", "language and part", 2, 1, 47, true)
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
	// C: what gcc reads of a header, comments out, no #include followed
	// (cPlant).
	{name: "c", tool: "gcc", roots: []string{"/usr/include"}, exts: []string{".h"},
		read: func(p string) ([]byte, error) { return runTool(cPlant[0], append(cPlant[1:], p)...) }},
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

// realURL draws a URL with defects of every rule that has a fix
// (default-port, empty-port, unnecessary-escape, unwise-character,
// not-normalized: fixableURL and plantURL) and, one time in two, a
// printable byte (any of 0x21 to 0x7E) written somewhere after its "://":
// an unwise character, a delimiter that ends it, an escape's "%", a quote
// that ends the string it stands in (the language's reader then refuses
// the planted file, which is drawn again).
func realURL(r *rand.Rand) string {
	u := plantURL(r)
	if r.IntN(3) == 0 {
		_, rest, _ := strings.Cut(fixableURL(r), "://")
		_, path, _ := strings.Cut(rest, "/")
		u += "/" + path // two defects in one URL
	}
	if r.IntN(2) == 0 {
		i := strings.Index(u, "://") + 3 + r.IntN(len(u)-strings.Index(u, "://")-2)
		u = u[:i] + string(byte(0x21+r.IntN(0x7e-0x20))) + u[i:]
	}
	return u
}

// tclURL is realURL for Tcl, whose braces nest in its comments too: a URL
// whose braces do not pair ("a}b") would end the body it is planted in
// and make another program. One time in three the pair is split by the
// URL's end (review47 F12): "http://h/a{b c}" or "{c http://h/a}b", a
// comment Tcl reads as balanced, whose URL alone is not; a fix that
// escaped the URL's brace would move the body's end (braceSafe).
func tclURL(r *rand.Rand) string {
	for {
		u, depth := realURL(r), 0
		for i := 0; i < len(u) && depth >= 0; i++ {
			switch u[i] {
			case '{':
				depth++
			case '}':
				depth--
			}
		}
		if depth != 0 {
			continue
		}
		if r.IntN(3) == 0 {
			i := strings.Index(u, "://") + 3 + r.IntN(len(u)-strings.Index(u, "://")-2)
			if r.IntN(2) == 0 {
				return u[:i] + "{" + u[i:] + " " + plantWords[r.IntN(len(plantWords))] + "}"
			}
			return "{" + plantWords[r.IntN(len(plantWords))] + " " + u[:i] + "}" + u[i:]
		}
		return u
	}
}

// plantLangOf returns TestFixPlanted's language of the name, which says
// where a URL may be planted (its spans, its line comment's marker).
func plantLangOf(name string) *plantLang {
	for i := range plantLangs {
		if plantLangs[i].name == name {
			return &plantLangs[i]
		}
	}
	return nil
}

// TestFixRealSample: `lint --fix` applies to real files exactly the fixes
// its rules promise, and keeps their meaning. With a seed (47; tuned and
// kept are split by it before anything runs), it draws from what this
// machine holds (Perl's, Python's, Ruby's libraries and scripts, Go's
// sources, Lua, Tcl, shell scripts, JavaScript, C headers) files that
// their language's reader reads alone, at most 64 KiB each: the candidate
// at an even place of the draw goes to part tuned, at an odd place to
// kept (issue 28: a rule is chosen on tuned alone; kept is reported apart,
// its files named only with -realshowkept). Into each it plants URLs
// (realURL: defects of every rule that has a fix, a printable byte of
// any value) in its comments, strings, heredocs and documentation where
// its tokenizer finds them (TestFixPlanted's spans), and comment lines,
// ends of lines and default ports wherever a line may hold them
// (plantLines), until its reader reads the planted file. The real
// binary's `lint --enable all --info --format json` says the fixable
// findings, and `lint --enable all --fix --fix-level info` fixes the
// copies; then, per file, (a) the fixed file is the planted one with some
// findings' spans replaced by what their rule promises (alignFixes,
// fixedBy) and every other byte the same, and (b) where --fix changed it,
// the language reads the same before and after: perl -MO=Deparse,
// Python's compile() marshalled, Go's tokens, luac's listing, Tcl's byte
// code (tclRead), bash -n and bash's reprint (declare -f), node --check
// and acorn's tokens, Ruby's Ripper tokens, gcc -fpreprocessed -E (each
// read at the same path). The cost is bounded by work: -realfiles files a
// language and part (2; 1 with -short), each read at most 6 times.
func TestFixRealSample(t *testing.T) {
	per, seed, only := realFlags.start(t)
	dir := t.TempDir()
	type drawn struct {
		lang            *realLang
		part, src, path string
		planted, before []byte
		urls            int
	}
	var all []drawn
	for i := range realLangs {
		lang := &realLangs[i]
		pl := plantLangOf(lang.name)
		if len(only) > 0 && !only[lang.name] || !haveTool(t, lang.name, lang.tool) || pl == nil {
			continue
		}
		r := langRand(seed, "real"+lang.name)
		cands := realCandidates(r, lang)
		seen := map[string]bool{}
		got := map[string]int{}
		unread := 0
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
			if err != nil || bytes.IndexByte(src, 0) >= 0 {
				continue
			}
			cp := drawnCopy(t, dir, filepath.Join(part, lang.name), got[part], p, src)
			if _, err := lang.read(cp); err != nil {
				unread++ // its reader cannot read it alone (a module missing, another version's syntax)
				os.RemoveAll(filepath.Dir(cp))
				continue
			}
			var d *drawn
			if planted, before, urls := plantReal(t, r, lang, pl, cp, src); planted != nil {
				d = &drawn{lang, part, p, cp, planted, before, urls}
			}
			if d == nil {
				os.RemoveAll(filepath.Dir(cp))
				continue
			}
			all = append(all, *d)
			got[part]++
		}
		t.Logf("%s: %d tuned and %d kept files of %d candidates (%d its reader could not read alone)", lang.name, got["tuned"], got["kept"], len(cands), unread)
	}
	if len(all) == 0 {
		t.Skip("no language's files on this machine")
	}
	keepGenerated(t, dir)
	// The findings with a fix, where they stand in the planted files.
	cmd := exec.Command("urlsift", "lint", "--no-config", "--enable", "all", "--info", "--format", "json", "--fail-level", "none", ".")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("urlsift lint: %v", err)
	}
	findings := fixableFindings(t, out)
	refused := runLintFix(t, dir)
	type count struct{ files, urls, changed, fixes, unexplained, failed int }
	counts := map[string]*count{}
	byRule := map[string]int{}
	for _, d := range all {
		key := d.part + " " + d.lang.name
		c := counts[key]
		if c == nil {
			c = &count{}
			counts[key] = c
		}
		c.files++
		c.urls += d.urls
		after := mustRead(t, d.path)
		rel, _ := filepath.Rel(dir, d.path)
		fail := func(format string, args ...any) {
			c.failed++
			if d.part == "tuned" || *realShowKept {
				t.Errorf("%s (from %s): %s", d.path, d.src, fmt.Sprintf(format, args...))
			}
		}
		// (a) Exactly the fixes the rules promise, nothing else.
		edits, err := alignFixes(d.planted, after, findings[filepath.ToSlash(rel)])
		if err != nil {
			c.unexplained++
			fail("(a) %v", err)
			continue
		}
		c.fixes += len(edits)
		for _, e := range edits {
			byRule[e.rule]++
		}
		if bytes.Equal(d.planted, after) {
			continue
		}
		c.changed++
		// (b) The language reads the same. Read before and after at the
		// same path (luac's listing names it): the planted text put
		// back, then the fixed one.
		if err := os.WriteFile(d.path, d.planted, 0o644); err != nil {
			t.Fatal(err)
		}
		before, err := d.lang.read(d.path)
		if werr := os.WriteFile(d.path, after, 0o644); werr != nil {
			t.Fatal(werr)
		}
		if err != nil {
			before = d.before
		}
		read, err := d.lang.read(d.path)
		switch {
		case err != nil:
			fail("(b) --fix made a file its language cannot read: %v", err)
		case !bytes.Equal(read, before):
			fail("(b) --fix changed its meaning:\n%s", golden.Diff(string(before), string(read)))
		}
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	sum := map[string]*count{"tuned": {}, "kept": {}}
	for _, k := range keys {
		c := counts[k]
		t.Logf("%-12s %d files, %d URLs planted, %d changed by --fix, %d fixes applied, %d changes no rule explains, %d failed", k, c.files, c.urls, c.changed, c.fixes, c.unexplained, c.failed)
		part, _, _ := strings.Cut(k, " ")
		s := sum[part]
		s.files, s.urls, s.changed, s.fixes, s.unexplained, s.failed = s.files+c.files, s.urls+c.urls, s.changed+c.changed, s.fixes+c.fixes, s.unexplained+c.unexplained, s.failed+c.failed
	}
	for _, part := range []string{"tuned", "kept"} {
		s := sum[part]
		t.Logf("%-12s %d files, %d URLs planted, %d changed by --fix, %d fixes applied, %d changes no rule explains, %d failed (seed %d)", part, s.files, s.urls, s.changed, s.fixes, s.unexplained, s.failed, seed)
	}
	t.Logf("fixes applied by rule: %v; %d files refused whole (the fixes would change how a URL is read)", byRule, refused)
	if sum["kept"].failed > 0 && !*realShowKept {
		t.Errorf("kept: %d files failed (kept out of tuning: -realshowkept names them)", sum["kept"].failed)
	}
	if sum["tuned"].fixes+sum["kept"].fixes == 0 {
		t.Error("--fix applied no fix to the planted files: the checks check nothing")
	}
}

// realCandidates returns the files of lang on this machine, in the order
// r draws them: of its extensions or, in /usr/bin and /usr/sbin, with no
// extension and a "#!" line of its interpreter; at most 64 KiB, no test.
func realCandidates(r *rand.Rand, lang *realLang) []string {
	keep := func(p string, size int64) bool {
		if size > 64<<10 || size == 0 || lint.Fixture(p) {
			return false
		}
		ok := false
		for _, e := range lang.exts {
			ok = ok || strings.HasSuffix(p, e)
		}
		d := filepath.Dir(p)
		return ok || (d == "/usr/bin" || d == "/usr/sbin") && filepath.Ext(p) == "" && len(lang.shebang) > 0 && runsOf(p, lang.shebang)
	}
	// Every file is a candidate for drawFiles (""); keep says which.
	return drawFiles(r, lang.roots, []string{""}, keep, nil)
}

// plantReal plants URLs into src, the text of a file of lang copied at
// cp (TestFixPlanted's language pl says where): realURL's (tclURL's in
// Tcl) in its comments, strings, heredocs and documentation where its
// tokenizer finds them, and by lines (plantLines), until its reader reads
// the planted file (4 tries). It returns the planted text (written at
// cp), the reader's reading of it and the URLs planted; nil when no try
// was read.
func plantReal(t *testing.T, r *rand.Rand, lang *realLang, pl *plantLang, cp string, src []byte) (planted, before []byte, urls int) {
	t.Helper()
	var spans []plantSpan
	if pl.spans != nil {
		var err error
		if spans, err = pl.spans(cp, src); err != nil {
			spans = nil
		}
	}
	gen := realURL
	if lang.name == "tcl" {
		gen = tclURL
	}
	for try := 0; try < 4; try++ {
		mut, kinds := plant(r, src, slicesClone(spans), 1+r.IntN(6), gen)
		var more []string
		mut, more = plantLines(r, mut, pl.marker, pl.eol, gen)
		kinds = append(kinds, more...)
		if len(kinds) == 0 {
			continue
		}
		if err := os.WriteFile(cp, mut, 0o644); err != nil {
			t.Fatal(err)
		}
		before, err := lang.read(cp)
		if err != nil {
			continue // a URL broke the program (a quote in a string): plant again
		}
		return mut, before, len(kinds)
	}
	return nil, nil, 0
}

// haveTool reports whether the tool of language name is on PATH (or
// none is needed), and logs it when not.
func haveTool(t *testing.T, name, tool string) bool {
	t.Helper()
	if tool == "" {
		return true
	}
	if _, err := exec.LookPath(tool); err != nil {
		t.Logf("%s: %s is not on PATH: not drawn", name, tool)
		return false
	}
	return true
}

// runLintFix runs the real binary's `lint --enable all --fix --fix-level
// info` in dir and returns the number of files it refused whole (their
// fixes would change how a URL is read: "; not fixed"), logging them; any
// other failure is fatal.
func runLintFix(t *testing.T, dir string) (refused int) {
	t.Helper()
	r := lintFix(t, dir, true, "--enable", "all", "--fix-level", "info", ".")
	for p, why := range r.refused {
		t.Logf("%s: %s", p, why)
	}
	return len(r.refused)
}
