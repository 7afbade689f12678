package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var htmlFlags = newGenFlags("TestFixHTMLCode", "html", "name", 12, 4, 5076, false)

// htmlDoc is a generated HTML document: its lines, and for each line
// the pieces of it that are code (must stay as they are) and whether it
// holds a fixable URL in prose (should be mended).
type htmlDoc struct {
	lines []string
	code  [][]string // per line: the code pieces it holds
	prose []bool     // per line: a fixable URL in prose
}

func (d *htmlDoc) add(line string, prose bool, code ...string) {
	d.lines = append(d.lines, line)
	d.code = append(d.code, code)
	d.prose = append(d.prose, prose)
}

// htmlCase writes a tag name in a drawn case: "pre", "PRE", "Pre".
func htmlCase(r *rand.Rand, name string) string {
	switch r.IntN(4) {
	case 0:
		return strings.ToUpper(name)
	case 1:
		return strings.ToUpper(name[:1]) + name[1:]
	}
	return name
}

// htmlAttrs draws attributes that run no code: a class, an id, a title
// with any printable byte but its quote, an unquoted value, a bare word.
func htmlAttrs(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(3) {
		switch r.IntN(5) {
		case 0:
			b.WriteString(` class="language-` + lowerWord(r, 6) + `"`)
		case 1:
			b.WriteString(` id=` + lowerWord(r, 6))
		case 2:
			b.WriteString(` title='` + valueFill(r, r.IntN(8), "'<&") + `'`)
		case 3:
			b.WriteString(` data-x="` + valueFill(r, r.IntN(8), "\"<&") + `"`)
		default:
			b.WriteString(" hidden")
		}
	}
	return b.String()
}

// htmlCodeText is a line of a program or of what it prints, with a
// fixable URL: any printable byte (no "<" or "&" in an element read as
// HTML: a page writes them as "&lt;" and "&amp;"), quotes, a comment.
func htmlCodeText(r *rand.Rand, raw bool) string {
	forbid := "<&"
	if raw {
		forbid = "<"
	}
	pre := []string{"var u = \"", "myURL = new URL('", "// ", "# ", "curl ", "", "print(\"", "$ wget ", "  "}[r.IntN(9)]
	post := []string{"\";", "');", "", " -o x", ")"}[r.IntN(5)]
	return valueFill(r, r.IntN(5), forbid) + pre + fixableURL(r) + post + valueFill(r, r.IntN(5), forbid)
}

// genHTML draws a document: paragraphs of prose with fixable URLs
// (links, text), and code: every element whose content is code (raw:
// script, style, textarea, xmp; read as HTML and nested: pre, code, tt,
// samp, kbd, listing, and DocBook's), inline in a paragraph or as a block
// over lines, start tags cut by a line break, tags in any case, with
// attributes of every kind; attributes a browser runs (on*, style,
// href="javascript:..."); comments; <plaintext> to the end.
func genHTML(r *rand.Rand) *htmlDoc {
	d := &htmlDoc{}
	d.add("<!DOCTYPE html>", false)
	d.add("<html><head><title>"+lowerWord(r, 8)+"</title></head><body>", false)
	for range 8 + r.IntN(10) {
		switch r.IntN(8) {
		case 0, 1:
			u := fixableURL(r)
			if r.IntN(2) == 0 {
				d.add("<p>See "+u+" for "+lowerWord(r, 6)+".</p>", true)
			} else {
				d.add(`<p><a href="`+u+`">`+lowerWord(r, 6)+"</a> at "+fixableURL(r)+"</p>", true)
			}
		case 2:
			// Inline code in a paragraph.
			el := []string{"code", "tt", "samp", "kbd", "code"}[r.IntN(5)]
			c := htmlCodeText(r, false)
			d.add("<p>Run <"+htmlCase(r, el)+htmlAttrs(r)+">"+c+"</"+htmlCase(r, el)+"> or see "+fixableURL(r)+".</p>", true, c)
		case 3, 4:
			// A block of code over lines, nested or not, its start tag
			// cut by a line break or not.
			raw := r.IntN(2) == 0
			var open, close []string
			if raw {
				el := []string{"script", "style", "textarea", "xmp"}[r.IntN(4)]
				open, close = []string{el}, []string{el}
			} else {
				el := []string{"pre", "listing", "pre", "code", "samp"}[r.IntN(5)]
				open, close = []string{el}, []string{el}
				if el == "pre" && r.IntN(2) == 0 {
					in := []string{"code", "samp", "kbd", "tt"}[r.IntN(4)]
					open, close = []string{"pre", in}, []string{in, "pre"}
				}
			}
			var start string
			for _, o := range open {
				start += "<" + htmlCase(r, o) + htmlAttrs(r) + ">"
			}
			if r.IntN(3) == 0 {
				// A start tag cut by a line break before its ">".
				i := strings.LastIndexByte(start, '>')
				d.add(start[:i], false)
				start = start[i:]
			}
			first := htmlCodeText(r, raw)
			d.add(start+first, false, first)
			for range r.IntN(4) {
				c := htmlCodeText(r, raw)
				if raw && r.IntN(3) == 0 {
					c += " <p>" + fixableURL(r) + "</p>" // markup in raw text is text
				}
				d.add(c, false, c)
			}
			var end string
			for _, c := range close {
				end += "</" + htmlCase(r, c) + ">"
			}
			last := htmlCodeText(r, raw)
			d.add(last+end+" after "+fixableURL(r), true, last)
		case 5:
			// An attribute a browser runs.
			var a, v string
			switch r.IntN(3) {
			case 0:
				a, v = []string{"onclick", "onload", "onmouseover", "OnClick"}[r.IntN(4)], "location='"+fixableURL(r)+"'"
			case 1:
				a, v = "style", "background: url("+fixableURL(r)+")"
			default:
				a, v = "href", []string{"javascript:", "JavaScript:", "vbscript:"}[r.IntN(3)]+"open('"+fixableURL(r)+"')"
			}
			q := `"`
			if !strings.Contains(v, "'") && r.IntN(2) == 0 {
				q = `'`
			}
			d.add(`<a`+htmlAttrs(r)+" "+a+"="+q+v+q+">"+lowerWord(r, 5)+"</a> and "+fixableURL(r), true, v)
		case 6:
			d.add("<!-- "+lowerWord(r, 6)+" <pre> -->", false)
			d.add("<p>Mirror: "+fixableURL(r)+"</p>", true)
		default:
			d.add("<ul><li>"+fixableURL(r)+"</li></ul>", true)
		}
	}
	if r.IntN(4) == 0 {
		d.add("<"+htmlCase(r, "plaintext")+">", false)
		for range 1 + r.IntN(3) {
			c := htmlCodeText(r, true)
			d.add(c, false, c)
		}
		return d
	}
	d.add("</body></html>", false)
	return d
}

// TestFixHTMLCode: --fix leaves alone the code of an HTML document (review51
// K1: Node's url.html, whose `new URL('foo://Example.com/')` and the
// output it documents --fix lowercased): the content of <script>,
// <style>, <textarea>, <xmp>, <pre>, <code>, <tt>, <samp>, <kbd>,
// <listing>, <plaintext>, in any case, inline or over lines, nested, a
// start tag cut by a line break; the values of attributes a browser runs
// (onclick=, style=, href="javascript:..."), as the same line in a .js file
// or a Markdown fence is left alone; and still mends the prose's URLs
// around them. The generator (seed 5076 by default) writes documents
// under .html, .htm, .xhtml, .HTML names, "\n" or "\r\n" line breaks; the
// real binary's `lint --enable all --fix --fix-level info` must keep every
// code piece and mend most prose lines.
func TestFixHTMLCode(t *testing.T) {
	files, seed, _ := htmlFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x47d1))
	dir, orig := t.TempDir(), t.TempDir()
	type genFile struct {
		path string
		doc  *htmlDoc
		eol  string
	}
	var all []genFile
	for _, name := range []string{"page.html", "index.htm", "doc.xhtml", "API.HTML"} {
		for k := range files {
			d := genHTML(r)
			eol := []string{"\n", "\r\n"}[r.IntN(2)]
			p := fmt.Sprintf("%s-%d/%s", strings.ReplaceAll(name, ".", "-"), k, name)
			writeGen(t, p, []byte(strings.Join(d.lines, eol)+eol), dir, orig)
			all = append(all, genFile{p, d, eol})
		}
	}
	keepGenerated(t, orig)
	lintFix(t, dir, false, "--enable", "all", "--fix-level", "info", ".").strayLines(t, nearSecretWithheld)
	bad, kept, prose, mended := 0, 0, 0, 0
	for _, g := range all {
		got, err := os.ReadFile(filepath.Join(dir, g.path))
		if err != nil {
			t.Fatal(err)
		}
		after := strings.Split(strings.TrimSuffix(string(got), g.eol), g.eol)
		if len(after) != len(g.doc.lines) {
			t.Errorf("%s: %d lines became %d", g.path, len(g.doc.lines), len(after))
			continue
		}
		for i, before := range g.doc.lines {
			for _, c := range g.doc.code[i] {
				if strings.Count(after[i], c) < strings.Count(before, c) {
					bad++
					if bad <= 5 {
						t.Errorf("%s:%d: --fix changed code:\n  code:   %q\n  before: %q\n  after:  %q", g.path, i+1, c, before, after[i])
					}
				} else {
					kept++
				}
			}
			if g.doc.prose[i] {
				prose++
				if after[i] != before {
					mended++
				}
			}
		}
	}
	t.Logf("seed %d: %d files; code pieces changed %d (kept %d); prose lines mended %d of %d", seed, len(all), bad, kept, mended, prose)
	if kept == 0 || prose == 0 {
		t.Fatal("the generator drew no code or no prose")
	}
	if mended*10 < prose*7 {
		t.Errorf("only %d of %d prose lines mended: the fixer stands back from prose too", mended, prose)
	}
}
