package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var joinFlags = newGenFlags("TestFixJoinsKeepLines", "join", "style", 3, 1, 43, false)

// joinStyle is where the generator breaks URLs over lines: the comments
// of a language (each line starts with its marker) or prose.
type joinStyle struct {
	name, ext string
	open      string // a line before the block ("/*"), or ""
	marker    string // each line of the block starts with it
	close     string // a line after the block ("*/"), or ""
	code      string // a line of code between blocks, or ""
}

var joinStyles = []joinStyle{
	{name: "python", ext: ".py", marker: "# ", code: "x = 1"},
	{name: "ruby", ext: ".rb", marker: "# ", code: "x = 1"},
	{name: "sh", ext: ".sh", marker: "# ", code: "x=1"},
	{name: "go", ext: ".go", marker: "// ", code: "var x = 1"},
	{name: "js", ext: ".js", marker: "// ", code: "let x = 1;"},
	{name: "c", ext: ".c", open: "/*", marker: " * ", close: " */", code: "int x = 1;"},
	{name: "lua", ext: ".lua", marker: "-- ", code: "local x = 1"},
	{name: "elisp", ext: ".el", marker: ";; ", code: "(setq x 1)"},
	{name: "erlang", ext: ".erl", marker: "% ", code: "x() -> 1."},
	{name: "text", ext: ".txt"},
	{name: "markdown", ext: ".md"},
}

// joinPiece is a piece of a URL the generator broke over lines: the line
// it stands on (0-based) and its text.
type joinPiece struct {
	line int
	text string
}

// genJoinFile writes paragraphs of one width, in comments or prose, whose
// lines end with the start of a URL (a fixable one, its defect anywhere)
// and go on with its rest on the next line, and returns the text and the
// pieces.
func genJoinFile(r *rand.Rand, st joinStyle) (string, []joinPiece) {
	var lines []string
	var pieces []joinPiece
	width := 56 + r.IntN(24)
	words := func(n int) string {
		var w []string
		l := 0
		for l < n {
			x := lowerWord(r, 8)
			if r.IntN(6) == 0 {
				x = strings.ToUpper(x[:1]) + x[1:]
			}
			w = append(w, x)
			l += len(x) + 1
		}
		return strings.Join(w, " ")
	}
	for range 2 + r.IntN(4) {
		if st.open != "" {
			lines = append(lines, st.open)
		}
		for range 1 + r.IntN(3) {
			u := plantURL(r)
			k := strings.Index(u, "://") + 3
			cut := k + 1 + r.IntN(len(u)-k-1)
			if r.IntN(2) == 0 { // at a "/", as a writer wraps
				if j := strings.LastIndexByte(u[:cut], '/'); j >= k {
					cut = j + 1
				}
			}
			first, rest := u[:cut], u[cut:]
			lead := words(max(8, width-len(st.marker)-len(first)-1))
			if len(lead)+len(first)+1+len(st.marker) > width+8 {
				lead = lead[:max(1, strings.LastIndexByte(lead[:min(len(lead), width-len(first)-len(st.marker))], ' '))]
			}
			lines = append(lines, st.marker+strings.TrimSpace(lead)+" "+first)
			pieces = append(pieces, joinPiece{len(lines) - 1, first})
			lines = append(lines, st.marker+rest+" "+words(width-len(st.marker)-len(rest)-1))
			pieces = append(pieces, joinPiece{len(lines) - 1, rest})
			lines = append(lines, st.marker+words(width-len(st.marker)-4))
		}
		if st.close != "" {
			lines = append(lines, st.close)
		}
		if st.code != "" {
			lines = append(lines, st.code)
		} else {
			lines = append(lines, "")
		}
	}
	return strings.Join(lines, "\n") + "\n", pieces
}

// extracted is a URL of `urlsift extract --format json`.
type extracted struct {
	URL      string
	Path     string
	Line     int
	EndLine  int `json:"end_line"`
	Rejoined bool
}

func extractJSON(t *testing.T, dir string) []extracted {
	t.Helper()
	cmd := exec.Command("urlsift", "extract", "--format", "json", ".")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("urlsift extract: %v", err)
	}
	var us []extracted
	for _, l := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		if len(l) == 0 {
			continue
		}
		var u extracted
		if err := json.Unmarshal(l, &u); err != nil {
			t.Fatalf("urlsift extract: %v: %s", err, l)
		}
		u.Path = filepath.ToSlash(filepath.Clean(u.Path))
		us = append(us, u)
	}
	sort.Slice(us, func(i, j int) bool {
		if us[i].Path != us[j].Path {
			return us[i].Path < us[j].Path
		}
		return us[i].Line < us[j].Line
	})
	return us
}

// TestFixJoinsKeepLines: a fix of a URL that extract rejoins across a
// line break keeps the break and the text around it, and a fix that is
// not applied says why. The generator writes, in the comments of many
// languages and in prose, paragraphs whose lines end with the start of a
// URL and go on with its rest (a URL of every fixable rule, broken at a
// random place, its defect before or after the break); the real binary's
// `lint --enable all --fix --fix-level info --format json` runs on them.
// Every line keeps its break and every word but the URLs' pieces; each
// finding --fix reports with a fix not applied names its reason
// (fix_withheld); extract reads the fixed files' URLs on the same lines,
// rejoined as before; the fixes of rejoined URLs applied and withheld
// are counted.
func TestFixJoinsKeepLines(t *testing.T) {
	n, seed, _ := joinFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x501e))
	dir, orig := t.TempDir(), t.TempDir()
	type genFile struct {
		path   string
		text   string
		pieces []joinPiece
	}
	var all []genFile
	for _, st := range joinStyles {
		for k := range n {
			p := fmt.Sprintf("%s-%d/notes%s", st.name, k, st.ext)
			text, pieces := genJoinFile(r, st)
			writeGen(t, p, []byte(text), dir, orig)
			all = append(all, genFile{p, text, pieces})
		}
	}
	keepGenerated(t, orig)
	before := extractJSON(t, orig)
	run := lintFix(t, dir, true, "--enable", "all", "--fix-level", "info", "--format", "json", ".")
	run.strayLines(t)
	refused, stdout := run.refusedForMeaning(), run.stdout
	// Findings whose fix was not applied: each says why.
	withheld := map[string]int{}
	rejoinedLines := map[string]bool{} // "path:line" of a rejoined URL's lines
	for _, u := range before {
		if u.Rejoined || u.EndLine != u.Line {
			for l := u.Line; l <= u.EndLine; l++ {
				rejoinedLines[fmt.Sprintf("%s:%d", u.Path, l)] = true
			}
		}
	}
	for _, l := range bytes.Split(bytes.TrimSpace(stdout), []byte("\n")) {
		if len(l) == 0 {
			continue
		}
		var f struct {
			Path     string
			Line     int
			Rule     string
			Fixable  bool
			Withheld string `json:"fix_withheld"`
		}
		if err := json.Unmarshal(l, &f); err != nil {
			t.Fatalf("%v: %s", err, l)
		}
		if !f.Fixable || refused[f.Path] {
			continue
		}
		if f.Withheld == "" {
			t.Errorf("%s:%d: %s: a fix neither applied nor withheld with a reason", f.Path, f.Line, f.Rule)
		}
		if rejoinedLines[fmt.Sprintf("%s:%d", filepath.ToSlash(filepath.Clean(f.Path)), f.Line)] {
			withheld[f.Withheld]++
		}
	}
	applied := 0
	for _, g := range all {
		got := string(mustRead(t, filepath.Join(dir, g.path)))
		if refused[g.path] {
			if got != g.text {
				t.Errorf("%s: refused, and changed all the same", g.path)
			}
			continue
		}
		a, b := strings.Split(g.text, "\n"), strings.Split(got, "\n")
		if len(a) != len(b) {
			t.Errorf("%s: %d lines became %d:\n%s", g.path, len(a), len(b), got)
			continue
		}
		onLine := map[int][]string{}
		for _, p := range g.pieces {
			onLine[p.line] = append(onLine[p.line], p.text)
		}
		for i := range a {
			if a[i] == b[i] {
				continue
			}
			wa, wb := strings.Split(a[i], " "), strings.Split(b[i], " ")
			if len(wa) != len(wb) {
				t.Errorf("%s:%d: --fix changed the words around a URL:\n  before: %q\n  after:  %q", g.path, i+1, a[i], b[i])
				continue
			}
			for j := range wa {
				if wa[j] == wb[j] {
					continue
				}
				ok := false
				for _, p := range onLine[i] {
					ok = ok || p == wa[j] || strings.Contains(wa[j], "://")
				}
				if !ok {
					t.Errorf("%s:%d: --fix changed %q, no URL's piece, to %q", g.path, i+1, wa[j], wb[j])
				}
			}
			if rejoinedLines[fmt.Sprintf("%s:%d", g.path, i+1)] {
				applied++
			}
		}
	}
	after := extractJSON(t, dir)
	if len(after) != len(before) {
		t.Errorf("extract reads %d URLs after --fix, %d before", len(after), len(before))
	} else {
		for i := range before {
			a, b := before[i], after[i]
			if a.Path != b.Path || a.Line != b.Line || a.EndLine != b.EndLine || a.Rejoined != b.Rejoined {
				t.Errorf("%s:%d: %q (lines %d-%d, rejoined %v) reads as %s:%d %q (lines %d-%d, rejoined %v) after --fix",
					a.Path, a.Line, a.URL, a.Line, a.EndLine, a.Rejoined, b.Path, b.Line, b.URL, b.Line, b.EndLine, b.Rejoined)
			}
		}
	}
	rejoined := 0
	for _, u := range before {
		if u.Rejoined {
			rejoined++
		}
	}
	var ws []string
	for k, v := range withheld {
		ws = append(ws, fmt.Sprintf("%q %d", k, v))
	}
	sort.Strings(ws)
	t.Logf("%d files, %d URLs (%d rejoined); lines of rejoined URLs fixed: %d; fixes withheld there: %s; files refused whole: %d",
		len(all), len(before), rejoined, applied, strings.Join(ws, ", "), len(refused))
}
