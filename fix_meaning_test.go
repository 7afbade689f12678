package main

import (
	"bytes"
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
)

var meanFlags = newGenFlags("TestFixKeepsMeaning", "mean", "language", 10, 3, 42, true)

// meaningLang is a language whose real files TestFixKeepsMeaning draws
// from this machine, and the reading of a file that leaves out its
// comments and keeps every other token, string literals' values with
// them: the language's own parser where its tool is installed.
type meaningLang struct {
	name  string
	roots []string // where its files are (globs)
	exts  []string
	tool  string // on PATH, or "" (read in the test)
	// read returns the file's tokens but its comments, or an error when
	// the tool cannot read the file (then it is left out).
	read func(path string) ([]byte, error)
}

func runTool(name string, args ...string) ([]byte, error) {
	cmd := exec.Command(name, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, firstLine(stderr.String()))
	}
	return out, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// rubyTokens: Ripper's tokens, but comments, white space and =begin
// documentation.
const rubyTokens = `require "ripper"
skip = %i[on_comment on_sp on_nl on_ignored_nl on_embdoc_beg on_embdoc on_embdoc_end on_ignored_sp]
Ripper.lex(File.read(ARGV[0])).each { |(_, t, s)| puts "#{t} #{s.inspect}" unless skip.include?(t) }`

var meaningLangs = []meaningLang{
	{name: "ruby", roots: []string{"/usr/lib/ruby"}, exts: []string{".rb"}, tool: "ruby",
		read: func(p string) ([]byte, error) { return runTool("ruby", "-e", rubyTokens, p) }},
	{name: "perl", roots: []string{"/usr/share/perl", "/usr/share/perl5", "/usr/lib/x86_64-linux-gnu/perl5"}, exts: []string{".pm", ".pl"}, tool: "perl",
		// B::Deparse prints the program perl compiled, without comments
		// nor documentation.
		// (Its order of constant subs follows the hash seed: fixed.)
		read: func(p string) ([]byte, error) {
			return runTool("env", "PERL_HASH_SEED=0", "PERL_PERTURB_KEYS=0", "perl", "-MO=Deparse", p)
		}},
	{name: "python", roots: []string{"/usr/lib/python3*"}, exts: []string{".py"}, tool: "python3",
		read: func(p string) ([]byte, error) {
			return runTool("python3", "-c", "import ast,sys; print(ast.dump(ast.parse(open(sys.argv[1],'rb').read())))", p)
		}},
	{name: "lua", roots: []string{"/usr/share"}, exts: []string{".lua"}, tool: "luac", read: luaListing},
	{name: "go", roots: []string{"$GOROOT/src"}, exts: []string{".go"}, // ("go env GOROOT")
		read: func(p string) ([]byte, error) {
			src, err := os.ReadFile(p)
			if err != nil {
				return nil, err
			}
			var s scanner.Scanner
			fset := token.NewFileSet()
			var errs int
			s.Init(fset.AddFile(p, -1, len(src)), src, func(token.Position, string) { errs++ }, 0) // no comments
			var b bytes.Buffer
			for {
				_, tok, lit := s.Scan()
				if tok == token.EOF {
					break
				}
				fmt.Fprintf(&b, "%s %q\n", tok, lit)
			}
			if errs > 0 {
				return nil, fmt.Errorf("%d errors", errs)
			}
			return b.Bytes(), nil
		}},
}

// luaListing is what luac (Debian's lua5.4) compiled of a Lua file: its
// functions' instructions, constants (every string's value, whole),
// locals and upvalues, by line (a fix adds or removes no line), with
// the addresses that change from run to run taken out; comments are no
// part of it.
func luaListing(p string) ([]byte, error) {
	out, err := runTool("luac", "-l", "-l", "-p", p)
	if err != nil {
		return nil, err
	}
	return luaAddr.ReplaceAll(out, []byte("0x")), nil
}

var luaAddr = regexp.MustCompile(`0x[0-9a-f]+`)

// urlHost finds a URL's scheme and host, for a port to be put after it.
var urlHost = regexp.MustCompile(`\b(https?|ftp)://([A-Za-z0-9][A-Za-z0-9.-]*[A-Za-z0-9])([/"'<> \t\n)])`)

// withPorts writes the default port after the host of every URL of src
// that has none ("http://h/" becomes "http://h:80/"): every URL, in a
// comment, a string, a pattern, becomes one that --fix would mend.
func withPorts(src []byte) ([]byte, int) {
	n := 0
	out := urlHost.ReplaceAllFunc(src, func(m []byte) []byte {
		sub := urlHost.FindSubmatch(m)
		port := map[string]string{"http": ":80", "https": ":443", "ftp": ":21"}[string(sub[1])]
		n++
		return []byte(string(sub[1]) + "://" + string(sub[2]) + port + string(sub[3]))
	})
	return out, n
}

// TestFixKeepsMeaning: `lint --fix` changes no token of a program but its
// comments, on real files of many languages. The test draws, with a
// seed, files holding URLs from what this machine has installed (Ruby's
// and Perl's libraries, Python's, Go's sources), writes the default port
// into every URL of each (in its comments, strings, heredocs, regular
// expressions, documentation alike: each becomes fixable), and runs the
// real binary's --fix on the copies. Each file --fix changed must read
// the same to its language's own parser, comments left out, before and
// after: Ruby's Ripper tokens, Perl's B::Deparse, Python's ast.dump, Go's
// go/scanner tokens, luac's listing (where luac is not on PATH, Lua is
// left out, and the log says so). A fix inside a string, a heredoc or a pattern
// changes them; a fix in a comment does not.
func TestFixKeepsMeaning(t *testing.T) {
	per, seed, only := meanFlags.start(t)
	dir := t.TempDir()
	type drawn struct {
		lang      *meaningLang
		src, path string // the original, the copy (with ports)
		before    []byte // the copy's reading
		ports     int
	}
	var all []drawn
	for i := range meaningLangs {
		lang := &meaningLangs[i]
		if len(only) > 0 && !only[lang.name] {
			continue
		}
		if lang.tool != "" {
			if _, err := exec.LookPath(lang.tool); err != nil {
				t.Logf("%s: %s is not on PATH", lang.name, lang.tool)
				continue
			}
		}
		cands := drawFiles(langRand(seed, lang.name), lang.roots, lang.exts, func(_ string, size int64) bool { return size <= 256<<10 }, nil)
		got := 0
		for _, p := range cands {
			if got == per {
				break
			}
			src, err := os.ReadFile(p)
			if err != nil || !urlHost.Match(src) {
				continue // the draw is of files that hold URLs
			}
			mut, n := withPorts(src)
			cp := drawnCopy(t, dir, lang.name, got, p, mut)
			before, err := lang.read(cp)
			if err != nil {
				os.RemoveAll(filepath.Dir(cp)) // its tool cannot read it (a module missing, an old syntax)
				continue
			}
			all = append(all, drawn{lang, p, cp, before, n})
			got++
		}
		if got < per {
			t.Logf("%s: %d files of %d read", lang.name, got, len(cands))
		}
	}
	if len(all) == 0 {
		t.Skip("no language's files on this machine")
	}
	keepGenerated(t, dir)
	cmd := exec.Command("urlsift", "lint", "--no-config", "--fix", "--fix-level", "info", "--fail-level", "none", ".")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("urlsift lint --fix: %v\n%s", err, stderr.Bytes())
	}
	type count struct{ files, changed, lines, ports int }
	counts := map[string]*count{}
	for _, d := range all {
		c := counts[d.lang.name]
		if c == nil {
			c = &count{}
			counts[d.lang.name] = c
		}
		c.files++
		c.ports += d.ports
		mut, _ := withPorts(mustRead(t, d.src))
		after := mustRead(t, d.path)
		if bytes.Equal(mut, after) {
			continue
		}
		c.changed++
		a, b := strings.Split(string(mut), "\n"), strings.Split(string(after), "\n")
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				c.lines++
			}
		}
		read, err := d.lang.read(d.path)
		if err != nil {
			t.Errorf("%s (from %s): --fix made a file its language cannot read: %v", d.path, d.src, err)
			continue
		}
		if !bytes.Equal(read, d.before) {
			t.Errorf("%s (from %s, every URL given its default port): --fix changed more than comments:\n%s", d.path, d.src, golden.Diff(string(d.before), string(read)))
		}
	}
	var names []string
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := counts[n]
		t.Logf("%s: %d files (%d URLs given a port), %d changed by --fix (%d lines), each read the same by its parser", n, c.files, c.ports, c.changed, c.lines)
	}
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
