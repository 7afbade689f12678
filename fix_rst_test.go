package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var rstFlags = newGenFlags("TestFixRstCodeBlocks", "rst", "name", 30, 8, 4962, false)

// rstDoc is a generated reStructuredText document: its lines, which must
// not change (a doctest's, a literal block's, a code directive's body) and
// which hold a fixable URL in prose.
type rstDoc struct {
	lines  []string
	keep   []int
	change []int
	nearQ  []int // of change: prose that begins with punctuation after a "::" where docutils reads no block
}

func (d *rstDoc) add(s string, keep bool) {
	if keep {
		d.keep = append(d.keep, len(d.lines))
	}
	d.lines = append(d.lines, s)
}

func (d *rstDoc) prose(s string) {
	d.change = append(d.change, len(d.lines))
	d.lines = append(d.lines, s)
}

// rstWords are prose words, none of which makes a URL after it a pattern,
// a format or code.
var rstWords = []string{"see", "the", "docs", "at", "for", "more", "and", "a", "mirror", "is", "(old)", "it's", "\"quoted\"", "*emphasis*", "``literal``", "note:", "e.g.", "-", "--"}

// rstQuoteBytes are the bytes a quoted literal block's lines may begin
// with: every printable ASCII byte that is no letter or digit.
var rstQuoteBytes = func() []byte {
	var b []byte
	for c := byte('!'); c <= '~'; c++ {
		if !('0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z') {
			b = append(b, c)
		}
	}
	return b
}()

func rstProse(r *rand.Rand, url string) string {
	var w []string
	for range r.IntN(5) {
		w = append(w, rstWords[r.IntN(len(rstWords))])
	}
	w = append(w, url)
	for range r.IntN(3) {
		w = append(w, rstWords[r.IntN(len(rstWords))])
	}
	return strings.Join(w, " ")
}

// rstCodeLine is a line of a code block's body: any printable bytes, a
// line that starts like a prompt, a directive, a comment or a title, and
// a fixable URL.
func rstCodeLine(r *rand.Rand) string {
	m := []string{"", "$ curl ", ">>> ", "... ", ".. ", "# ", "::", "* ", "GET ", "% ", "<a href=\"", "  "}[r.IntN(12)]
	return m + valueFill(r, r.IntN(6), "") + " " + fixableURL(r) + " " + valueFill(r, r.IntN(6), "")
}

// genRst writes a document: titles, paragraphs whose URLs --fix must
// mend, block quotes, lists, directives whose body is prose (".. note::"),
// and the blocks whose lines it must keep: doctests (">>> ", "... ", the
// output expected, up to a blank line), literal blocks after a paragraph
// ending in "::" (its three forms), and code directives (".. code-block::
// python" with options), indented by spaces or a tab, blank lines in them.
func genRst(r *rand.Rand) *rstDoc {
	d := &rstDoc{}
	title := lowerWord(r, 10)
	d.add(title, false)
	// (No "~~~" underline: lint reads three "~" as a Markdown fence in
	// every kind of text, and reports nothing after it: a fix lost,
	// left to lint's reading, see fixsafe11.md.)
	d.add(strings.Repeat([]string{"=", "-", "^", "*"}[r.IntN(4)], len(title)), false)
	d.add("", false)
	for range 6 + r.IntN(10) {
		ind := strings.Repeat(" ", r.IntN(3)) // the block's own indentation (in a quote, a list)
		in := []string{"  ", "   ", "    ", "\t", "        "}[r.IntN(5)]
		switch r.IntN(9) {
		case 0, 1:
			for range 1 + r.IntN(3) {
				d.prose(ind + rstProse(r, fixableURL(r)))
			}
		case 2:
			// A doctest: its prompt, continuation and output lines.
			for range 1 + r.IntN(2) {
				d.add(ind+">>> "+[]string{"print(u)", "u = URI('" + fixableURL(r) + "')", "t = '''", "for x in f(t):"}[r.IntN(4)], true)
				for range r.IntN(3) {
					d.add(ind+"... "+rstCodeLine(r), true)
				}
				for range r.IntN(3) {
					d.add(ind+fixableURL(r), true)
				}
			}
		case 3:
			// A literal block after "::" (expanded, partly, or alone).
			switch r.IntN(3) {
			case 0:
				d.prose(ind + rstProse(r, fixableURL(r)) + " for example::")
			case 1:
				d.prose(ind + rstProse(r, fixableURL(r)) + ": ::")
			default:
				d.add(ind+"::", false)
			}
			// A list item's literal block stands past its text's
			// column (rstProse may start with "- "), docutils' tab
			// stops at 8 (review50 J7).
			list := strings.HasPrefix(d.lines[len(d.lines)-1], ind+"- ")
			if list && in == "  " {
				in = "    "
			}
			d.add("", false)
			if r.IntN(3) == 0 {
				// docutils' quoted literal block: lines no more
				// indented than the "::" paragraph, each beginning
				// with the same punctuation byte, up to a blank
				// line (review49 H7).
				// (At the text's column: after a list item's
				// bullet, as rstProse may start with "- ".)
				col := ind
				if list {
					col += "  "
				}
				c := rstQuoteBytes[r.IntN(len(rstQuoteBytes))]
				for range 1 + r.IntN(4) {
					d.add(col+string(c)+rstCodeLine(r), true)
				}
			} else {
				for j := range 1 + r.IntN(4) {
					if j > 0 && r.IntN(3) == 0 {
						d.add("", false)
					}
					d.add(ind+in+rstCodeLine(r), true)
				}
			}
			d.add("", false)
			d.prose(rstProse(r, fixableURL(r)))
		case 4:
			// A code directive, its options, its body.
			name := []string{"code-block:: python", "code:: sh", "sourcecode:: console", "doctest::", "testoutput::", "testcode::", "parsed-literal::", "literalinclude:: x.py", "highlight:: none", "code-block::"}[r.IntN(10)]
			d.add(ind+".. "+name, false)
			if r.IntN(2) == 0 {
				d.add(ind+in+[]string{":linenos:", ":caption: " + fixableURL(r), ":emphasize-lines: 2"}[r.IntN(3)], true)
			}
			d.add("", false)
			for range 1 + r.IntN(4) {
				d.add(ind+in+rstCodeLine(r), true)
			}
			// A paragraph no more indented than the block's opener
			// ends it (a line indented more would be the block's).
			d.add("", false)
			d.prose(rstProse(r, fixableURL(r)))
		case 5:
			// A directive whose body is prose.
			d.add(ind+".. "+[]string{"note::", "warning::", "seealso::", "admonition:: Links"}[r.IntN(4)], false)
			d.add("", false)
			d.prose(ind + in + rstProse(r, fixableURL(r)))
		case 6:
			// A list and a block quote: prose, indented.
			d.prose(ind + []string{"* ", "- ", "#. ", "1. "}[r.IntN(4)] + rstProse(r, fixableURL(r)))
			d.prose(ind + "  " + rstProse(r, fixableURL(r)))
		case 7:
			// Prose that begins with punctuation after a "::" where
			// docutils reads no literal block (review50 J1): a list
			// item's "::" and the next item at its bullet's column, a
			// code directive with no body, a "::" inside a paragraph
			// (no blank line after it).
			c := string(rstQuoteBytes[r.IntN(len(rstQuoteBytes))])
			switch r.IntN(3) {
			case 0:
				b := []string{"- ", "* ", "+ ", "1. ", "#. ", "(a) "}[r.IntN(6)]
				d.prose(ind + b + rstProse(r, fixableURL(r)) + " for example::")
				d.add("", false)
				d.nearQ = append(d.nearQ, len(d.lines))
				d.prose(ind + b + rstProse(r, fixableURL(r)))
			case 1:
				d.add(ind+".. "+[]string{"code-block:: python", "code::", "doctest::"}[r.IntN(3)], false)
				d.add("", false)
				d.nearQ = append(d.nearQ, len(d.lines))
				d.prose(ind + c + " " + rstProse(r, fixableURL(r)))
			default:
				d.prose(ind + rstProse(r, fixableURL(r)) + " Foo::")
				d.nearQ = append(d.nearQ, len(d.lines))
				d.prose(ind + c + " " + rstProse(r, fixableURL(r)))
			}
		default:
			d.prose(ind + in + rstProse(r, fixableURL(r)))
		}
		d.add("", false)
	}
	return d
}

// TestFixRstCodeBlocks: --fix keeps the lines of a doctest (its prompt,
// its "... " lines, the output it expects, up to a blank line), a literal
// block (the lines indented under a paragraph ending in "::", or quoted:
// unindented, each beginning with the same punctuation byte) and a code
// directive's body in reStructuredText, and in plain text where doctest
// reads them (fixsafe9's and fixsafe10's open item: lazr.uri's index.rst,
// whose doctest output --fix rewrote), and still mends the URLs of the
// prose around them. The generator (seed 4962 by default) writes
// documents of titles, paragraphs, lists, quotes, prose directives and
// such blocks, under names .rst, .rest, .txt, README, with "\n" or "\r\n"
// line breaks; the real binary's `lint --fix --fix-level info` must leave
// every block's line as it was and mend most prose lines.
func TestFixRstCodeBlocks(t *testing.T) {
	files, seed, _ := rstFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x257))
	dir, orig := t.TempDir(), t.TempDir()
	type genFile struct {
		path string
		doc  *rstDoc
		crlf bool
	}
	var all []genFile
	for _, name := range []string{"index.rst", "guide.rest", "doctest.txt", "README"} {
		for k := range files {
			d := genRst(r)
			crlf := r.IntN(4) == 0
			eol := "\n"
			if crlf {
				eol = "\r\n"
			}
			p := fmt.Sprintf("%s-%d/%s", strings.ReplaceAll(name, ".", "-"), k, name)
			writeGen(t, p, []byte(strings.Join(d.lines, eol)+eol), dir, orig)
			all = append(all, genFile{p, d, crlf})
		}
	}
	keepGenerated(t, orig)
	// (Random bytes of a code line that read as a password near a URL:
	// those fixes are withheld, and counted.)
	lintFix(t, dir, false, "--fix-level", "info", ".").strayLines(t, nearSecretWithheld)
	bad, kept, fixable, fixed, nearQ, nearQFixed := 0, 0, 0, 0, 0, 0
	for _, g := range all {
		got, err := os.ReadFile(filepath.Join(dir, g.path))
		if err != nil {
			t.Fatal(err)
		}
		eol := "\n"
		if g.crlf {
			eol = "\r\n"
		}
		after := strings.Split(strings.TrimSuffix(string(got), eol), eol)
		if len(after) != len(g.doc.lines) {
			t.Errorf("%s: %d lines became %d", g.path, len(g.doc.lines), len(after))
			continue
		}
		for _, l := range g.doc.keep {
			if after[l] != g.doc.lines[l] {
				bad++
				if bad <= 5 {
					t.Errorf("%s:%d: --fix changed a line of a doctest or a literal block:\n  before: %q\n  after:  %q", g.path, l+1, g.doc.lines[l], after[l])
				}
			} else {
				kept++
			}
		}
		for _, l := range g.doc.change {
			fixable++
			if after[l] != g.doc.lines[l] {
				fixed++
			}
		}
		for _, l := range g.doc.nearQ {
			nearQ++
			if after[l] != g.doc.lines[l] {
				nearQFixed++
			}
		}
	}
	t.Logf("%d files: %d block lines changed, %d kept; %d of %d prose lines mended (%d of %d after a \"::\" that opens no block)", len(all), bad, kept, fixed, fixable, nearQFixed, nearQ)
	if fixed*10 < fixable*8 {
		t.Errorf("--fix mended %d of %d prose lines' URLs", fixed, fixable)
	}
	if nearQFixed*10 < nearQ*8 {
		t.Errorf("--fix mended %d of %d prose lines' URLs after a \"::\" that opens no block (read as a quoted literal block?)", nearQFixed, nearQ)
	}
}
