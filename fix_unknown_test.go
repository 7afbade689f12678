package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
)

var (
	unkFlags    = newGenFlags("TestFixUnknownNames", "unk", "language and part", 2, 1, 4861, true)
	unkShowKept = flag.Bool("unkshowkept", false, "TestFixUnknownNames: name the kept part's files that fail (issue 28: never while choosing a rule)")
)

// unkNames are how a file of each of TestFixRealSample's languages may say
// what it is without a name urlsift knows: the programs its "#!" line may
// run, its Emacs modes and its Vim file types.
var unkNames = map[string]struct{ interps, modes, fts []string }{
	"perl":   {[]string{"perl", "perl5.36"}, []string{"perl", "cperl"}, []string{"perl"}},
	"python": {[]string{"python3", "python3.11", "python", "pypy3"}, []string{"python", "python-ts"}, []string{"python"}},
	"go":     {nil, []string{"go"}, []string{"go"}},
	"lua":    {[]string{"lua5.4", "lua", "luajit"}, []string{"lua"}, []string{"lua"}},
	"tcl":    {[]string{"tclsh", "tclsh8.6", "wish", "expect", "jimsh"}, []string{"tcl"}, []string{"tcl", "expect"}},
	"sh":     {[]string{"sh", "bash", "dash", "ksh", "zsh"}, []string{"sh", "shell-script"}, []string{"sh", "bash"}},
	"js":     {[]string{"node", "nodejs"}, []string{"js", "javascript", "js2"}, []string{"javascript"}},
	"ruby":   {[]string{"ruby", "ruby3.1"}, []string{"ruby", "enh-ruby"}, []string{"ruby"}},
	"c":      {nil, []string{"c"}, []string{"c"}},
}

// unreadLangs are languages that no reader of the fixer knows (their
// comments, their strings), with real files of theirs on this machine,
// and their comments' marker (for plantLines): --fix must change nothing
// in them.
var unreadLangs = []realLang{
	{name: "proto", roots: []string{"$GOMODCACHE", "/usr/lib/google-cloud-sdk", "/usr/include"}, exts: []string{".proto"}},
	{name: "rnc", roots: []string{"/usr/share/emacs", "/usr/share/xml"}, exts: []string{".rnc"}},
	{name: "rbs", roots: []string{"/usr/lib/ruby"}, exts: []string{".rbs"}},
}

var unreadMarkers = map[string]string{"proto": "//", "rnc": "#", "rbs": "#"}

// unkAlienExts are extensions of source code of languages no reader of
// the fixer knows (internal/lang's Code).
var unkAlienExts = []string{".hx", ".sol", ".proto", ".rnc", ".rbs", ".gleam", ".nu", ".raku", ".glsl", ".thrift"}

// unkCopyExts are the extensions of a template or a copy of a file.
var unkCopyExts = []string{".in", ".orig", ".bak", ".tmpl", ".dist", ".old", ".sample"}

// namesItself reports whether text names its language in a way lint
// reads (an Emacs mode line, a Vim modeline): a file dressed as an
// unknown language's is then that language's.
func namesItself(text []byte) bool {
	for _, m := range []string{"-*-", "vim:", "Vim:", "vi:", "ex:", "Local Variables:"} {
		if bytes.Contains(text, []byte(m)) {
			return true
		}
	}
	return false
}

// dressUnknown gives text, a planted file of language lang named base,
// a name urlsift does not know and, where the dress asks, a line that
// says its language: "shebang" (a "#!" line of one of its interpreters,
// spelled in several ways), "emacs" (a mode line), "vim" (a modeline at
// its end or start), "copy" (the name of a template or copy: x.py.in),
// "alien" (an interpreter or an extension of a language no reader knows:
// nothing may change), "plain" (no word of its language: prose to lint,
// reported apart).
func dressUnknown(r *rand.Rand, lang, base string, text []byte, marker string) (dress, name string, out []byte) {
	n := unkNames[lang]
	shebang, body := []byte(nil), text
	if bytes.HasPrefix(text, []byte("#!")) {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			i = len(text) - 1
		}
		shebang, body = text[:i+1], text[i+1:]
	}
	comment := func(s string) string {
		if lang == "c" && r.IntN(2) == 0 {
			return "/* " + s + " */\n"
		}
		return marker + " " + s + "\n"
	}
	for {
		switch dress = []string{"shebang", "emacs", "vim", "copy", "alien", "plain"}[r.IntN(6)]; dress {
		case "shebang":
			if len(n.interps) == 0 {
				continue
			}
			prog := n.interps[r.IntN(len(n.interps))]
			line := fmt.Sprintf([]string{"#!/usr/bin/%s\n", "#!/usr/bin/env %s\n", "#! /usr/local/bin/%s\n", "#!/usr/bin/env -S %s\n"}[r.IntN(4)], prog)
			return dress, "tool", append([]byte(line), body...)
		case "emacs":
			m := n.modes[r.IntN(len(n.modes))]
			line := comment(fmt.Sprintf([]string{"-*- mode: %s -*-", "-*- %s -*-", "-*- coding: utf-8; mode: %s -*-", "-*- Mode: %s; indent-tabs-mode: nil -*-"}[r.IntN(4)], m))
			return dress, "module", append(append(bytes.Clone(shebang), line...), body...)
		case "vim":
			ft := n.fts[r.IntN(len(n.fts))]
			line := comment(fmt.Sprintf([]string{"vim: set ft=%s:", "vim: ft=%s", "vi: set filetype=%s :", "ex: syntax=%s", "vim: set ts=8 sw=4 et ft=%s:"}[r.IntN(5)], ft))
			if r.IntN(2) == 0 {
				return dress, "module", append(append(bytes.Clone(shebang), line...), body...)
			}
			out = bytes.Clone(text)
			if len(out) > 0 && out[len(out)-1] != '\n' {
				out = append(out, '\n')
			}
			return dress, "module", append(out, line...)
		case "copy":
			if filepath.Ext(base) == "" {
				continue
			}
			return dress, base + unkCopyExts[r.IntN(len(unkCopyExts))], text
		case "alien":
			if r.IntN(2) == 0 {
				return dress, "tool", append([]byte("#!/usr/bin/env frobnicate\n"), body...)
			}
			return dress, "x" + unkAlienExts[r.IntN(len(unkAlienExts))], body
		default:
			return dress, "notes", body
		}
	}
}

// TestFixUnknownNames: `lint --fix` changes no byte of a program's code
// where the file's name is none urlsift knows, but its text says what it
// is (review47 F15's wider class). With a seed (4861; tuned and kept are
// split by the draw's position, as TestFixRealSample's), it draws real
// files of TestFixRealSample's languages (Perl, Python, Go, Lua, Tcl,
// shell, JavaScript, Ruby, C: Perl's, Python's and Ruby's libraries,
// GOROOT, /usr/share, /usr/include, scripts of /usr/bin) and plants URLs
// as that test does (plantReal), then dresses each under a name urlsift
// does not know (dressUnknown): a "#!" line of its interpreter spelled
// several ways, an Emacs mode line, a Vim modeline at its start or end,
// the name of a template or copy ("x.py.in", "x.tcl.orig"). After the
// real binary's `lint --enable all --fix --fix-level info`, the
// language's reader must read the file as before (its comments aside):
// no byte of code or string changed. The dress "alien" (a "#!" line of an
// interpreter no table knows, an extension of a language no reader knows:
// .hx, .proto, .rnc, ...) must come out byte for byte as it went in
// (unless its own text names its language), as must real files of
// languages no reader knows (unreadLangs: .proto, .rnc, .rbs, with
// URLs planted by lines). The dress "plain" (no word of its language:
// prose to lint) is counted apart and fails nothing: it is what no rule
// can tell. Cost: -unkfiles files a language and part (2; 1 with
// -short), each read at most 8 times.
func TestFixUnknownNames(t *testing.T) {
	per, seed, only := unkFlags.start(t)
	dir, readDir := t.TempDir(), t.TempDir()
	type drawn struct {
		lang, dress, part, src, path string
		read                         func(string) ([]byte, error)
		readAt                       string // where the reader reads it (its language's name)
		planted, before              []byte
		urls                         int
		same                         bool // nothing may change
	}
	var all []drawn
	readAs := func(d *drawn, text []byte) ([]byte, error) {
		if err := os.WriteFile(d.readAt, text, 0o644); err != nil {
			t.Fatal(err)
		}
		return d.read(d.readAt)
	}
	for i := range realLangs {
		lang := &realLangs[i]
		pl := plantLangOf(lang.name)
		if len(only) > 0 && !only[lang.name] || !haveTool(t, lang.name, lang.tool) || pl == nil {
			continue
		}
		r := langRand(seed, "unk"+lang.name)
		cands := realCandidates(r, lang)
		got, unread, seen := map[string]int{}, 0, map[string]bool{}
		for k, p := range cands {
			part := []string{"tuned", "kept"}[k%2]
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
			cp := drawnCopy(t, readDir, filepath.Join(part, lang.name), got[part], p, src)
			if _, err := lang.read(cp); err != nil {
				unread++ // its reader cannot read it alone
				continue
			}
			planted, _, urls := plantReal(t, r, lang, pl, cp, src)
			if planted == nil {
				continue
			}
			dress, name, text := dressUnknown(r, lang.name, filepath.Base(p), planted, pl.marker)
			d := drawn{lang: lang.name, dress: dress, part: part, src: p, read: lang.read, readAt: cp, planted: text, urls: urls}
			d.same = dress == "alien" && !namesItself(text)
			if d.before, err = readAs(&d, text); err != nil {
				unread++ // the dress made another program (a coding line moved down)
				continue
			}
			d.path = filepath.Join(dir, part, lang.name, fmt.Sprint(got[part]), name)
			writeGen(t, filepath.Join(part, lang.name, fmt.Sprint(got[part]), name), text, dir)
			all = append(all, d)
			got[part]++
		}
		t.Logf("%s: %d tuned and %d kept files of %d candidates (%d its reader could not read)", lang.name, got["tuned"], got["kept"], len(cands), unread)
	}
	for i := range unreadLangs {
		lang := &unreadLangs[i]
		if len(only) > 0 && !only[lang.name] {
			continue
		}
		r := langRand(seed, "unk"+lang.name)
		cands := realCandidates(r, lang)
		got := map[string]int{}
		for k, p := range cands {
			part := []string{"tuned", "kept"}[k%2]
			if got["tuned"] == per && got["kept"] == per {
				break
			}
			src, err := os.ReadFile(p)
			if got[part] == per || err != nil || bytes.IndexByte(src, 0) >= 0 || namesItself(src) {
				continue
			}
			text, kinds := plantLines(r, src, unreadMarkers[lang.name], nil, realURL)
			name, dress := filepath.Base(p), "own name"
			if r.IntN(3) == 0 {
				name, dress = "tool", "alien"
				text = append([]byte("#!/usr/bin/env frobnicate\n"), text...)
			}
			rel := filepath.Join(part, lang.name, fmt.Sprint(got[part]), name)
			writeGen(t, rel, text, dir)
			all = append(all, drawn{lang: lang.name, dress: dress, part: part, src: p, path: filepath.Join(dir, rel), planted: text, urls: len(kinds), same: true})
			got[part]++
		}
		t.Logf("%s: %d tuned and %d kept files of %d candidates", lang.name, got["tuned"], got["kept"], len(cands))
	}
	if len(all) == 0 {
		t.Skip("no language's files on this machine")
	}
	keepGenerated(t, dir)
	refused := runLintFix(t, dir)
	type count struct{ files, urls, changed, failed int }
	counts := map[string]*count{}
	for _, d := range all {
		key := d.part + " " + d.dress
		c := counts[key]
		if c == nil {
			c = &count{}
			counts[key] = c
		}
		c.files++
		c.urls += d.urls
		after := mustRead(t, d.path)
		if bytes.Equal(after, d.planted) {
			continue
		}
		c.changed++
		fail := func(format string, args ...any) {
			c.failed++
			if d.dress == "plain" {
				t.Logf("plain (prose to lint, not failed): %s (from %s)", d.path, d.src)
			} else if d.part == "tuned" || *unkShowKept {
				t.Errorf("%s %s (from %s): %s", d.dress, d.path, d.src, fmt.Sprintf(format, args...))
			}
		}
		if d.same {
			fail("--fix changed a file of a language it does not know:\n%s", golden.Diff(string(d.planted), string(after)))
			continue
		}
		read, err := readAs(&d, after)
		switch {
		case err != nil:
			fail("--fix made a file its language cannot read: %v", err)
		case !bytes.Equal(read, d.before):
			fail("--fix changed its code:\n%s", golden.Diff(string(d.before), string(read)))
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
		t.Logf("%-14s %d files, %d URLs planted, %d changed by --fix, %d failed", k, c.files, c.urls, c.changed, c.failed)
		part, dress, _ := strings.Cut(k, " ")
		if dress != "plain" {
			s := sum[part]
			s.files, s.urls, s.changed, s.failed = s.files+c.files, s.urls+c.urls, s.changed+c.changed, s.failed+c.failed
		}
	}
	for _, part := range []string{"tuned", "kept"} {
		s := sum[part]
		t.Logf("%-14s %d files (plain aside), %d URLs planted, %d changed by --fix, %d failed (seed %d)", part, s.files, s.urls, s.changed, s.failed, seed)
	}
	t.Logf("%d files refused whole (the fixes would change how a URL is read)", refused)
	if sum["kept"].failed > 0 && !*unkShowKept {
		t.Errorf("kept: %d files failed (kept out of tuning: -unkshowkept names them)", sum["kept"].failed)
	}
	if sum["tuned"].changed+sum["kept"].changed == 0 {
		t.Error("--fix changed no dressed file: the checks check nothing")
	}
}
