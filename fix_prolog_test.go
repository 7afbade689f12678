package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var pctReadFlags = newGenFlags("TestFixPercentReaders", "pctread", "language", 40, 12, 4960, true)

// seg is a piece of a generated file: code (a string, an atom, a name,
// punctuation: bytes --fix must keep) or a comment's text (which --fix
// may change, on its line).
type seg struct {
	text    string
	comment bool
}

// segFile builds a file of segments.
type segFile struct {
	segs []seg
	// fixable counts the comments whose URL --fix must mend: a comment
	// line of its own holding one fixable URL (the rest may be
	// withheld for a reason, and is counted apart).
	fixable []int // line numbers (0-based) of such comments
	line    int
}

func (f *segFile) code(s string) {
	f.segs = append(f.segs, seg{s, false})
	f.line += strings.Count(s, "\n")
}

func (f *segFile) cmt(s string) {
	f.segs = append(f.segs, seg{s, true})
	f.line += strings.Count(s, "\n")
}

func (f *segFile) text() string {
	var b strings.Builder
	for _, s := range f.segs {
		b.WriteString(s.text)
	}
	return b.String()
}

// lines returns, for each line of the file, its pieces of code and
// comment in order (a comment's line break is its line's end).
func (f *segFile) lines() [][]seg {
	out := [][]seg{nil}
	for _, s := range f.segs {
		for k, part := range strings.Split(s.text, "\n") {
			if k > 0 {
				out = append(out, nil)
			}
			if part != "" {
				out[len(out)-1] = append(out[len(out)-1], seg{part, s.comment})
			}
		}
	}
	return out
}

// keptLine reports whether after keeps every code piece of the line
// pieces, in order, the comments between them free to change: the first
// piece a prefix, the last a suffix where they are code, the others found
// in order.
func keptLine(pieces []seg, after string) bool {
	whole, code := "", true
	for _, p := range pieces {
		whole += p.text
		code = code && !p.comment
	}
	if code {
		return after == whole
	}
	rest := after
	for k, p := range pieces {
		if p.comment {
			continue
		}
		switch {
		case k == 0:
			if !strings.HasPrefix(rest, p.text) {
				return false
			}
			rest = rest[len(p.text):]
		case k == len(pieces)-1:
			if !strings.HasSuffix(rest, p.text) {
				return false
			}
			rest = rest[:len(rest)-len(p.text)]
		default:
			j := strings.Index(rest, p.text)
			if j < 0 {
				return false
			}
			rest = rest[j+len(p.text):]
		}
	}
	return true
}

// anyByte returns a byte drawn from the whole input space a string's
// value may hold: every printable byte, tab, other control bytes and
// bytes that are no UTF-8, none of forbid.
func anyByte(r *rand.Rand, forbid string) byte {
	for {
		var c byte
		switch k := r.IntN(40); {
		case k == 0:
			c = byte(1 + r.IntN(0x1f)) // not NUL: a file with one is binary, not read
		case k == 1:
			c = byte(0x80 + r.IntN(0x80))
		case k == 2:
			c = '\t'
		default:
			c = byte(0x20 + r.IntN(0x7f-0x20))
		}
		if c != '\n' && c != '\r' && strings.IndexByte(forbid, c) < 0 {
			return c
		}
	}
}

// anyFill returns up to n bytes of anyByte.
func anyFill(r *rand.Rand, n int, forbid string) string {
	b := make([]byte, r.IntN(n+1))
	for i := range b {
		b[i] = anyByte(r, forbid)
	}
	return string(b)
}

// valueLine is a line of a quoted value: it starts, half of the time,
// like a comment of the file's language ("%", "/*") or another's, and
// holds a fixable URL among bytes of every kind but forbid.
func valueLine(r *rand.Rand, forbid string) string {
	m := []string{"%", "% ", "%%", "/*", "*/", " * ", "//", "#", "%!PS", "%%Title: ", ""}[r.IntN(11)]
	if r.IntN(2) == 0 || strings.ContainsAny(m, forbid) {
		m = ""
	}
	return m + anyFill(r, 6, forbid) + " " + urlWithout(r, forbid) + " " + anyFill(r, 6, forbid)
}

// cmtText is a comment's words: quotes and brackets that open nothing in
// a comment ("don't", "(see"), and a fixable URL.
func cmtText(r *rand.Rand) string {
	var w []string
	for range r.IntN(4) {
		w = append(w, []string{"see", "don't", "the", "(see", "'", "\"", "`", "0'", "<~", "(", ")", "/*", "docs", "at"}[r.IntN(14)])
	}
	w = append(w, portURL(r))
	if r.IntN(3) == 0 {
		w = append(w, []string{"for", "it's", "(old)", "\"x\"", "'"}[r.IntN(5)])
	}
	return strings.Join(w, " ")
}

// genProlog writes Prolog: facts and rules, quoted atoms, "..." strings
// and `...` code lists that span lines (ISO's "\"-newline continuation,
// or a bare newline, as SWI-Prolog reads), escapes, doubled quotes,
// character codes (0'a, 0'%, the quote's), radix numbers (16'1F), and comments:
// "%" lines, "%" after code, "/* */" within a line or across lines.
func genProlog(r *rand.Rand) *segFile {
	f := &segFile{}
	atom := func() string { return "a" + lowerWord(r, 6) }
	quoted := func(q byte) {
		// A quoted item that may span lines: the value's lines hold
		// every byte but the quote and "\" (written as escapes).
		forbid := string(q) + "\\"
		var b strings.Builder
		b.WriteByte(q)
		n := 1 + r.IntN(3)
		for j := range n {
			if j > 0 {
				if r.IntN(2) == 0 {
					b.WriteString("\\\n") // ISO continuation
				} else {
					b.WriteString("\n") // SWI-Prolog: a newline in quoted text
				}
			}
			b.WriteString(valueLine(r, forbid))
			switch r.IntN(5) {
			case 0:
				b.WriteString("\\" + string(q))
			case 1:
				b.WriteString(string(q) + string(q)) // the quote doubled
			case 2:
				b.WriteString([]string{"\\\\", "\\n", "\\x41\\", "\\t"}[r.IntN(4)])
			}
		}
		b.WriteByte(q)
		f.code(b.String())
	}
	for range 8 + r.IntN(12) {
		switch r.IntN(9) {
		case 0, 1:
			f.fixable = append(f.fixable, f.line)
			f.code(strings.Repeat(" ", r.IntN(5)))
			f.cmt("% " + cmtText(r))
			f.code("\n")
		case 2:
			// A fact or a rule holding strings, with a comment after it.
			f.code(atom() + "(")
			quoted("'\"`"[r.IntN(3)])
			f.code(", X) :- " + atom() + "(X, ")
			quoted("'\"`"[r.IntN(3)])
			f.code(").")
			if r.IntN(2) == 0 {
				f.code(" ")
				f.cmt("% " + cmtText(r))
			}
			f.code("\n")
		case 3:
			// Character codes and radix numbers, then a comment.
			c := []string{"0'a", "0'%", "0'''", "0''", "0'\"", "0'`", "0'\\n", "0' ", "16'1F", "2'1010", "0'/", "0'*"}[r.IntN(12)]
			f.code(atom() + "(" + c + ", " + fmt.Sprint(r.IntN(100)) + ").")
			if r.IntN(2) == 0 {
				f.code(" ")
				f.cmt("% " + cmtText(r))
			}
			f.code("\n")
			if r.IntN(2) == 0 {
				f.fixable = append(f.fixable, f.line)
				f.cmt("% " + cmtText(r))
				f.code("\n")
			}
		case 4:
			// A block comment across lines, code after its end.
			f.code(atom() + ". ")
			f.cmt("/* " + cmtText(r) + "\n")
			for range r.IntN(3) {
				f.cmt("   " + cmtText(r) + "\n")
			}
			f.cmt(cmtText(r) + " */")
			f.code(" " + atom() + "('%').\n")
		case 5:
			f.code(atom() + "(")
			f.cmt("/* " + cmtText(r) + " */")
			f.code(" '" + valueLine(r, "'\\") + "').\n")
		case 6:
			// A directive and a rule of several lines.
			f.code(":- dynamic " + atom() + "/2.\n" + atom() + "(X, Y) :-\n    X = [0'a|T], ")
			f.cmt("% " + cmtText(r))
			f.code("\n    Y = \"" + valueLine(r, "\"\\") + "\",\n    format(\"~w~n\", [T]).\n")
		default:
			quoted("'\"`"[r.IntN(3)])
			f.code(" = X.\n")
		}
	}
	return f
}

// genPostScript writes PostScript: "(...)" strings whose parentheses nest
// and that span lines (with "\" escapes and "\"-newline), "<~...~>"
// ASCII85 strings across lines, "<...>" hex strings, procedures, and
// comments: "%" lines, DSC "%%" lines, "%" after code.
func genPostScript(r *rand.Rand) *segFile {
	f := &segFile{}
	name := func() string { return "/" + lowerWord(r, 6) }
	paren := func() {
		var b strings.Builder
		b.WriteByte('(')
		depth := 0
		n := 1 + r.IntN(3)
		for j := range n {
			if j > 0 {
				if r.IntN(3) == 0 {
					b.WriteString("\\\n")
				} else {
					b.WriteString("\n")
				}
			}
			b.WriteString(valueLine(r, "()\\"))
			switch r.IntN(5) {
			case 0:
				b.WriteString(" (")
				depth++
			case 1:
				if depth > 0 {
					b.WriteString(") ")
					depth--
				}
			case 2:
				b.WriteString([]string{"\\(", "\\)", "\\\\", "\\n", "\\101"}[r.IntN(5)])
			}
		}
		b.WriteString(strings.Repeat(")", depth))
		b.WriteByte(')')
		f.code(b.String())
	}
	f.code("%!PS-Adobe-3.0\n")
	for range 8 + r.IntN(12) {
		switch r.IntN(8) {
		case 0, 1:
			f.fixable = append(f.fixable, f.line)
			f.code(strings.Repeat(" ", r.IntN(5)))
			f.cmt([]string{"% ", "%% ", "%%URL: "}[r.IntN(3)] + cmtText(r))
			f.code("\n")
		case 2:
			f.code(name() + " ")
			paren()
			f.code(" def")
			if r.IntN(2) == 0 {
				f.code(" ")
				f.cmt("% " + cmtText(r))
			}
			f.code("\n")
		case 3:
			// ASCII85: its bytes "!" to "u" hold "%"; lines may start with it.
			var b strings.Builder
			b.WriteString("<~")
			for j := range 1 + r.IntN(3) {
				if j > 0 {
					b.WriteString("\n")
				}
				if r.IntN(2) == 0 {
					b.WriteString("%")
				}
				b.WriteString(anyFill(r, 8, "~\\") + " " + urlWithout(r, "~") + " " + anyFill(r, 8, "~\\"))
			}
			b.WriteString("~>")
			f.code(name() + " " + b.String() + " def\n")
		case 4:
			f.code(name() + " { 72 " + fmt.Sprint(r.IntN(700)) + " moveto\n")
			f.fixable = append(f.fixable, f.line)
			f.code("  ")
			f.cmt("% " + cmtText(r))
			f.code("\n  ")
			paren()
			f.code(" show } bind def\n")
		case 5:
			f.code(name() + " <48656c6c6f> def ")
			f.cmt("% " + cmtText(r))
			f.code("\n")
		default:
			paren()
			f.code(" show\n")
		}
	}
	f.code("showpage\n%%EOF\n")
	return f
}

// TestFixPercentReaders: --fix keeps every byte of Prolog's and
// PostScript's code, strings, quoted atoms, code lists, character codes
// and ASCII85 data, and mends their comments' URLs (review48 G2: a line
// inside a "..." or `...` string that spans lines, starting with "%", was
// read as a comment and fixed). The generator (seed 4960 by default)
// writes files of both languages (lint's percentLangs with a reader:
// .pro .prolog .ps .eps) whose quoted values hold every printable byte,
// control bytes and bytes that are no UTF-8, lines that start like a
// comment, and fixable URLs; the real binary's `lint --fix --fix-level
// info` must leave every byte outside the comments as it was, and mend
// most own-line comments (a fixer that stands back everywhere fails).
func TestFixPercentReaders(t *testing.T) {
	files, seed, only := pctReadFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x9c4))
	dir, orig := t.TempDir(), t.TempDir()
	type genFile struct {
		path string
		f    *segFile
	}
	var all []genFile
	for _, l := range []struct {
		name string
		exts []string
		gen  func(*rand.Rand) *segFile
	}{
		{"prolog", []string{".pro", ".prolog"}, genProlog},
		{"postscript", []string{".ps", ".eps"}, genPostScript},
	} {
		if len(only) > 0 && !only[l.name] {
			continue
		}
		for k := range files {
			f := l.gen(r)
			p := fmt.Sprintf("%s-%d/p%s", l.name, k, l.exts[k%len(l.exts)])
			writeGen(t, p, []byte(f.text()), dir, orig)
			all = append(all, genFile{p, f})
		}
	}
	keepGenerated(t, orig)
	run := lintFix(t, dir, true, "--fix-level", "info", "--format", "json", ".")
	// Random bytes near a URL that read as a password: those fixes are
	// withheld, and counted below.
	run.strayLines(t, nearSecretWithheld)
	refused, out := run.refusedForMeaning(), run.stdout
	withheld := map[string]string{}
	for _, l := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		var fd struct {
			Path     string
			Line     int
			Withheld string `json:"fix_withheld"`
		}
		if len(l) == 0 {
			continue
		}
		if err := json.Unmarshal(l, &fd); err != nil {
			t.Fatalf("urlsift lint: %v: %s", err, l)
		}
		if fd.Withheld != "" {
			withheld[fmt.Sprintf("%s:%d", filepath.ToSlash(filepath.Clean(fd.Path)), fd.Line)] = fd.Withheld
		}
	}
	bad, badFiles, fixable, fixed := 0, 0, 0, 0
	for _, g := range all {
		got, err := os.ReadFile(filepath.Join(dir, g.path))
		if err != nil {
			t.Fatal(err)
		}
		text := g.f.text()
		if refused[g.path] {
			if string(got) != text {
				t.Errorf("%s: refused, and changed all the same", g.path)
			}
			continue
		}
		pieces := g.f.lines()
		after := strings.Split(string(got), "\n")
		if len(after) != len(pieces) {
			t.Errorf("%s: %d lines became %d", g.path, len(pieces), len(after))
			bad++
			continue
		}
		before := strings.Split(text, "\n")
		n := 0
		for i, p := range pieces {
			if !keptLine(p, after[i]) {
				n++
				if n <= 3 {
					t.Errorf("%s:%d: --fix changed code or a string:\n  before: %q\n  after:  %q", g.path, i+1, before[i], after[i])
				}
			}
		}
		if n > 0 {
			bad += n
			badFiles++
		}
		for _, l := range g.f.fixable {
			fixable++
			switch {
			case before[l] != after[l]:
				fixed++
			case withheld[fmt.Sprintf("%s:%d", g.path, l+1)] != "":
				t.Logf("%s:%d: withheld: %s", g.path, l+1, withheld[fmt.Sprintf("%s:%d", g.path, l+1)])
			}
		}
	}
	t.Logf("%d files (%d refused as a whole): %d lines of code or strings changed in %d files; %d of %d own-line comments fixed", len(all), len(refused), bad, badFiles, fixed, fixable)
	if fixed*10 < fixable*8 {
		t.Errorf("--fix mended %d of %d own-line comments' URLs", fixed, fixable)
	}
	if len(refused)*8 > len(all) {
		t.Errorf("--fix refused %d of %d files as a whole", len(refused), len(all))
	}
}
