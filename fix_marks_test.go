package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/golden"
	"github.com/urlsift/urlsift/lint"
)

var markFlags = newGenFlags("TestFixMarkShapes", "mark", "language", 3, 1, 4751, true)

// A comment shape TestFixMarkShapes plants: the lines it spans in the
// planted file and what the comment says, read from those lines
// (markMeaning): the same before and after --fix, whatever --fix did.
type markBlock struct {
	shape string // marks, table, named, speaks
	line  int    // its first line (0-based)
	n     int    // its lines
	m     byte   // named: the mark the words name
}

// markChars are what a line of marks is drawn from: ASCII punctuation
// that points or underlines, arrows and box drawing (not letters nor
// digits: "vvv" or "1 2 3" under a URL are words to a reader of marks).
var markChars = []string{"^", "~", "|", "+", "-", "=", "_", "\\", "/", "<", ">", "*", ".", ":", "#", "!", "↑", "↓", "─", "│", "└", "┘", "┬"}

// dispCol returns the display column of byte i of s (a tab to the next
// multiple of 8, a character one column).
func dispCol(s string, i int) int {
	c := 0
	for k := 0; k < i && k < len(s); k++ {
		switch {
		case s[k] == '\t':
			c = c/8*8 + 8
		case s[k]&0xC0 != 0x80:
			c++
		}
	}
	return c
}

// runeAtCol returns the character of s at display column c ("" past its
// end or inside a tab).
func runeAtCol(s string, c int) string {
	for i := 0; i < len(s); {
		if dispCol(s, i) == c {
			_, n := utf8.DecodeRuneInString(s[i:])
			return s[i : i+n]
		}
		if dispCol(s, i) > c {
			return ""
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		i += n
	}
	return ""
}

// markMeaning is what block b says, read from the file's lines: for a
// line of marks, the character each mark stands under (or over) in the
// line it points into, and its label; for a table, the column each cell after the first
// starts at and its text; for a named mark, how many of it the URL's line
// holds; for words that speak of what a fix changes, the URL's line.
func markMeaning(lines []string, b markBlock, marker string) string {
	blk := lines[b.line : b.line+b.n]
	var out strings.Builder
	switch b.shape {
	case "marks":
		// blk[0] and blk[1]: one is the URL's line, the other the marks'
		// (the one whose text after the marker holds no "://").
		url, marks := blk[0], blk[1]
		if strings.Contains(marks, "://") {
			url, marks = marks, url
		}
		// The marks: the run after the marker and the spaces, up to the
		// next space (words after it are the marks' label).
		i := strings.Index(marks, marker) + len(marker)
		for i < len(marks) && marks[i] == ' ' {
			i++
		}
		for i < len(marks) && marks[i] != ' ' {
			r, n := utf8.DecodeRuneInString(marks[i:])
			fmt.Fprintf(&out, "%s@%d=%q ", string(r), dispCol(marks, i), runeAtCol(url, dispCol(marks, i)))
			i += n
		}
		out.WriteString(marks[i:])
	case "table":
		for _, l := range blk {
			for i := 1; i < len(l); i++ {
				if l[i] != ' ' && l[i] != '\t' && (l[i-1] == '\t' || i >= 2 && l[i-1] == ' ' && l[i-2] == ' ') {
					fmt.Fprintf(&out, "%d:%q ", dispCol(l, i), strings.Fields(l[i:])[0])
				}
			}
			out.WriteString("| ")
		}
	case "named":
		fmt.Fprintf(&out, "%d", strings.Count(blk[b.n-1], string(b.m)))
	case "speaks":
		out.WriteString(blk[b.n-1])
	case "docex":
		out.WriteString(strings.Join(blk, "\n")) // the example's every byte
	}
	return out.String()
}

// markWords returns 1 to n words of printable bytes (no "://"), none of
// forbid.
func markWords(r *rand.Rand, n int, forbid string) string {
	var w []string
	for range 1 + r.IntN(n) {
		if r.IntN(3) == 0 {
			w = append(w, valueFill(r, 1+r.IntN(6), forbid+" \t"))
		} else {
			w = append(w, lowerWord(r, 7))
		}
	}
	return strings.Join(w, " ")
}

// plantShape returns the lines of a comment shape at random, each
// starting with indent and the language's marker, and its block (line
// and n are set by the caller).
func plantShape(r *rand.Rand, indent, marker string) ([]string, markBlock) {
	pre := indent + marker + " "
	forbid := "^|[]{}`\\/:%"
	switch k := r.IntN(5); k {
	case 4: // a code example in the comment (review47 F4): its URL is the example's data
		u := plantURL(r)
		code := []string{"fetch(\"" + u + "\")", "u := \"" + u + "\"", "curl '" + u + "'", "get " + u}[r.IntN(4)]
		var ls []string
		switch r.IntN(8) {
		case 0:
			f := []string{"```", "~~~", "````", "```rust", "```go"}[r.IntN(5)]
			ls = []string{f, code, f[:3]}
		case 1:
			ls = []string{"  >>> " + code, "  " + u}
		case 2:
			ls = []string{"  $ " + code}
		case 3:
			ls = []string{"", []string{"\t", "    "}[r.IntN(2)] + code} // after a blank line of the comment
		case 4:
			ls = []string{"@example", code}
		case 5:
			ls = []string{"<pre>", "  " + code, "</pre>"}
		case 6:
			ls = []string{[]string{"\\code", "@code"}[r.IntN(2)], code, "\\endcode"}
		default:
			ls = []string{markWords(r, 3, forbid) + " {@code " + code + "}."}
		}
		for i := range ls {
			ls[i] = strings.TrimRight(pre+ls[i], " ")
		}
		return append([]string{pre + markWords(r, 4, forbid) + ":"}, ls...), markBlock{shape: "docex"}
	case 0: // a line of marks under or over a URL, pointing anywhere in its line
		url := pre + markWords(r, 2, forbid) + " " + plantURL(r)
		if r.IntN(2) == 0 {
			url += " " + markWords(r, 3, forbid)
		}
		from := len(pre) + r.IntN(len(url)-len(pre))
		to := min(len(url)+4, from+1+r.IntN(12))
		c := markChars[r.IntN(len(markChars))]
		var mk strings.Builder
		mk.WriteString(pre)
		for i := len(pre); i < to; i++ {
			switch {
			case i < from:
				mk.WriteByte(' ')
			case r.IntN(4) == 0:
				mk.WriteString(markChars[r.IntN(len(markChars))])
			default:
				mk.WriteString(c)
			}
		}
		if r.IntN(2) == 0 {
			mk.WriteString(" " + markWords(r, 3, forbid))
		}
		// Marks in columns under the URL's line: the URL's line holds
		// the same indent, so its bytes are its columns (no tab after it).
		if r.IntN(3) == 0 {
			return []string{mk.String(), url}, markBlock{shape: "marks"}
		}
		return []string{url, mk.String()}, markBlock{shape: "marks"}
	case 1: // a table: its first column URLs and words, its next aligned
		rows := 2 + r.IntN(3)
		firsts := make([]string, rows)
		w := 0
		for i := range firsts {
			if i == 0 || r.IntN(2) == 0 {
				firsts[i] = plantURL(r)
			} else {
				firsts[i] = lowerWord(r, 12)
			}
			w = max(w, len(firsts[i]))
		}
		gap := []string{"  ", "   ", " | "}[r.IntN(3)]
		var ls []string
		for _, f := range firsts {
			ls = append(ls, pre+f+strings.Repeat(" ", w-len(f))+gap+markWords(r, 3, forbid))
		}
		return ls, markBlock{shape: "table"}
	case 2: // a mark in the URL that the words name
		m := "^^^||[]{}`"[r.IntN(10)]
		u := plantURL(r)
		for range 1 + r.IntN(2) {
			i := strings.Index(u, "://") + 3 + r.IntN(len(u)-strings.Index(u, "://")-3)
			u = u[:i] + string(m) + u[i:]
		}
		words := []string{"between the " + string(m) + "s in", string(m) + " in", "the '" + string(m) + "' marks", "each " + string(m) + " marks"}[r.IntN(4)]
		if r.IntN(2) == 0 {
			return []string{pre + markWords(r, 3, forbid) + " " + words, pre + "\"" + u + "\"."}, markBlock{shape: "named", m: m}
		}
		return []string{pre + words + " " + u}, markBlock{shape: "named", m: m}
	default: // words that speak of what the fix changes
		u := fixableURL(r)
		var words string
		switch {
		case strings.Contains(u, "|"):
			words = []string{"an unwise character, unescaped", "the bar not escaped", "a URL not percent-encoded"}[r.IntN(3)]
		case strings.Contains(u, "%"):
			words = []string{"an escaped tilde", "percent-encoded letters", "the encoded form"}[r.IntN(3)]
		case strings.Contains(u, "://") && strings.Contains(u[strings.Index(u, "://")+3:], ":/"):
			words = []string{"a colon and no port", "an empty port", "followed by a colon, then nothing (instead of the port number)"}[r.IntN(3)]
		default:
			words = []string{"the default port written out", "with its port", "port 80 or 443 given"}[r.IntN(3)]
		}
		if r.IntN(2) == 0 {
			return []string{pre + markWords(r, 2, forbid) + " " + words + ",", pre + "e.g. " + u}, markBlock{shape: "speaks"}
		}
		return []string{pre + words + ", e.g. " + u}, markBlock{shape: "speaks"}
	}
}

// TestFixMarkShapes: `lint --fix` keeps what a comment says about its
// URL. With a seed (4751 by default; 4752 to 4770 are held out: the
// tuning of markSafe saw only 4751), it draws real files of the languages
// of TestFixPlanted (plantLangs) and writes, before random lines (not
// after a line that goes on with "\"), comment blocks in the language's
// line comment, indented as the line, of four shapes: a line of marks
// (drawn from "^~|+-=_\/<>*.:#!", arrows and box drawing) under or over a
// URL with a fixable defect, pointing anywhere in its line; a table whose
// first column holds such URLs and whose next column is aligned after
// them (by spaces or " | "); a mark ("^", "|", brackets, braces, a
// backquote) written into such a URL and named by the words before it
// ("between the ^s in"); words that speak of what the URL's fix changes
// (its port, its colon, its escapes); a code example of a comment (a
// fence, a doctest and its output, a "$ " prompt, a tab-indented block,
// @example, <pre>, \code, {@code}: review47 F4), which must stay as it is. The words around are drawn from
// every printable byte. The real binary's `lint --enable all --fix
// --fix-level info` runs on the copies; then each block must say the same
// (markMeaning: the character under each mark, each cell's column, the
// count of the named mark, the URL the words speak of), and each file
// --fix changed must read the same to its language's tokenizer (its
// tokens, comments with their URLs written URL) and pass its check if the
// planted file did. Blocks that fall in a string or a heredoc are data:
// --fix leaves them. The log gives blocks by shape, those --fix changed
// (safely: the marks before a fix, a tab that takes it up), and fails.
func TestFixMarkShapes(t *testing.T) {
	per, seed, only := markFlags.start(t)
	dir := t.TempDir()
	type drawn struct {
		lang    *plantLang
		src     string
		path    string
		planted []byte
		before  []byte
		checked bool
		blocks  []markBlock
	}
	var all []drawn
	for i := range plantLangs {
		lang := &plantLangs[i]
		if len(only) > 0 && !only[lang.name] || lang.marker == "" || !haveTool(t, lang.name, lang.tool) {
			continue
		}
		r := langRand(seed, "marks"+lang.name)
		cands := drawFiles(r, lang.roots, lang.exts, func(p string, size int64) bool {
			return size <= 64<<10 && size > 0 && !lint.Fixture(p)
		}, func(p, root string) bool {
			return filepath.Base(p) == "cache" && filepath.Dir(p) == root
		})
		got := 0
		for _, p := range cands {
			if got == per {
				break
			}
			src, err := os.ReadFile(p)
			if err != nil || bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src) {
				continue
			}
			cp := drawnCopy(t, dir, lang.name, got, p, src)
			var d *drawn
			for try := 0; try < 3 && d == nil; try++ {
				lines := strings.SplitAfter(string(src), "\n")
				var out []string
				var blocks []markBlock
				want := 1 + r.IntN(4)
				for i, l := range lines {
					prevCont := i > 0 && strings.HasSuffix(strings.TrimRight(lines[i-1], "\r\n"), "\\")
					if !prevCont && len(blocks) < want && r.IntN(max(1, len(lines)/want)) == 0 {
						indent := l[:len(l)-len(strings.TrimLeft(l, " \t"))]
						if strings.ContainsAny(indent, "\r\n") {
							indent = ""
						}
						ls, b := plantShape(r, indent, lang.marker)
						b.line, b.n = len(out), len(ls)
						for _, x := range ls {
							out = append(out, x+"\n")
						}
						blocks = append(blocks, b)
					}
					out = append(out, l)
				}
				if len(blocks) == 0 {
					continue
				}
				mut := []byte(strings.Join(out, ""))
				if err := os.WriteFile(cp, mut, 0o644); err != nil {
					t.Fatal(err)
				}
				before, err := lang.tokens(cp)
				if err != nil {
					continue // a block in the wrong place (a continued string): draw again
				}
				checked := lang.check != nil && exec.Command(lang.check[0], append(lang.check[1:], cp)...).Run() == nil
				d = &drawn{lang, p, cp, mut, before, checked, blocks}
			}
			if d == nil {
				os.RemoveAll(filepath.Dir(cp))
				continue
			}
			all = append(all, *d)
			got++
		}
	}
	if len(all) == 0 {
		t.Skip("no language's files on this machine")
	}
	keepGenerated(t, dir)
	runLintFix(t, dir)
	type count struct{ blocks, changed, failed int }
	counts := map[string]*count{}
	files, changedFiles := 0, 0
	for _, d := range all {
		files++
		after := mustRead(t, d.path)
		a, b := strings.Split(string(d.planted), "\n"), strings.Split(string(after), "\n")
		if len(a) != len(b) {
			t.Errorf("%s (from %s): --fix made %d lines %d", d.path, d.src, len(a), len(b))
			continue
		}
		for _, blk := range d.blocks {
			key := d.lang.name + " " + blk.shape
			c := counts[key]
			if c == nil {
				c = &count{}
				counts[key] = c
			}
			c.blocks++
			was, is := markMeaning(a, blk, d.lang.marker), markMeaning(b, blk, d.lang.marker)
			if strings.Join(a[blk.line:blk.line+blk.n], "\n") != strings.Join(b[blk.line:blk.line+blk.n], "\n") {
				c.changed++
			}
			if was != is {
				c.failed++
				t.Errorf("%s (from %s), line %d: --fix changed what the comment says (%s):\n%s", d.path, d.src, blk.line+1, blk.shape,
					golden.Diff(strings.Join(a[blk.line:blk.line+blk.n], "\n")+"\n", strings.Join(b[blk.line:blk.line+blk.n], "\n")+"\n"))
			}
		}
		if bytes.Equal(d.planted, after) {
			continue
		}
		changedFiles++
		read, err := d.lang.tokens(d.path)
		switch {
		case err != nil:
			t.Errorf("%s (from %s): --fix made a file its tokenizer cannot read: %v", d.path, d.src, err)
		case !bytes.Equal(read, d.before):
			t.Errorf("%s (from %s): --fix changed more than its comments' URLs:\n%s", d.path, d.src, golden.Diff(string(d.before), string(read)))
		case d.checked && exec.Command(d.lang.check[0], append(d.lang.check[1:], d.path)...).Run() != nil:
			t.Errorf("%s (from %s): %s passed before --fix, fails after", d.path, d.src, strings.Join(d.lang.check, " "))
		}
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sum count
	for _, k := range keys {
		c := counts[k]
		t.Logf("%s: %d blocks, %d changed by --fix, %d said otherwise after", k, c.blocks, c.changed, c.failed)
		sum.blocks, sum.changed, sum.failed = sum.blocks+c.blocks, sum.changed+c.changed, sum.failed+c.failed
	}
	t.Logf("seed %d: %d files, %d changed by --fix; %d blocks, %d changed by --fix, %d said otherwise after", seed, files, changedFiles, sum.blocks, sum.changed, sum.failed)
}
