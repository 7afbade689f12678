package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var tinFlags = newGenFlags("TestFixTemplateInside", "tin", "language", 40, 12, 5100, true)

// tinLang is a language the URLs stand in: its file, the text before its
// first URL, and the ways it writes a URL on a line (pre, post).
type tinLang struct {
	name, file, head, tail string
	wraps                  [][2]string
}

var tinLangs = []tinLang{
	{"go", "api.go", "package api\n\n", "", [][2]string{{"// See ", " here."}, {"\t// ", ""}}},
	{"python", "tool.py", "import os\n\n", "", [][2]string{{"# See ", " here."}, {"    # ", ""}}},
	{"perl", "tool.pl", "use strict;\n\n", "1;\n", [][2]string{{"# See ", " here."}}},
	{"shell", "run.sh", "#!/bin/sh\n\n", "", [][2]string{{"# See ", " here."}, {"  # ", ""}}},
	{"js", "app.js", "'use strict';\n\n", "", [][2]string{{"// See ", " here."}, {"/* See ", " here. */"}}},
	{"c", "lib.c", "#include <stdio.h>\n\n", "", [][2]string{{"/* See ", " here. */"}, {" * ", ""}}},
	{"markdown", "notes.md", "# Notes\n\n", "", [][2]string{{"See ", " here."}, {"See <", "> here."}, {"- ", ""}}},
	{"rst", "doc.rst", "Notes\n=====\n\n", "", [][2]string{{"See ", " here."}, {"See `the page <", ">`_ here."}}},
	{"html", "page.html", "<html><body>\n\n", "</body></html>\n", [][2]string{{"<p>See ", " here.</p>"}, {"See ", ""}}},
	{"yaml", "conf.yaml", "name: x\n\n", "", [][2]string{{"# See ", " here."}, {"url: ", ""}}},
	{"json", "data.json", "{\n", "\"end\": 0\n}\n", [][2]string{{"\"doc\": \"See ", " here.\","}, {"\"url\": \"", "\","}}},
}

// tinInner draws what a template holds: a name (lower, UPPER_SNAKE, a
// "$" or ":" before it), alternatives ("a|b|c"), a path, nothing, any
// printable ASCII bytes, UTF-8, escapes (%XX of any byte, either case),
// a nested pair, or a mix of them.
func tinInner(r *rand.Rand) string {
	hex := func() string {
		c := r.IntN(256)
		if r.IntN(2) == 0 {
			return fmt.Sprintf("%%%02x", c)
		}
		return fmt.Sprintf("%%%02X", c)
	}
	switch r.IntN(12) {
	case 0:
		return strings.ToUpper(lowerWord(r, 8)) + "_" + strings.ToUpper(lowerWord(r, 5))
	case 1:
		return []string{"$", ":", "@", "+", "*"}[r.IntN(5)] + lowerWord(r, 8)
	case 2:
		var alt []string
		for range 2 + r.IntN(3) {
			alt = append(alt, lowerWord(r, 6)+"_"+lowerWord(r, 6))
		}
		return strings.Join(alt, []string{"|", ",", " | ", "^"}[r.IntN(4)])
	case 3:
		return lowerWord(r, 4) + "/" + lowerWord(r, 4)
	case 4:
		return ""
	case 5, 6:
		return valueFill(r, 1+r.IntN(6), "")
	case 7:
		return []string{"é", "日本語", "naïve", "Ω", "ß"}[r.IntN(5)] + lowerWord(r, 3)
	case 8:
		return lowerWord(r, 3) + hex() + lowerWord(r, 3) + hex()
	case 9:
		o := r.IntN(2)
		return lowerWord(r, 3) + "[{"[o:o+1] + lowerWord(r, 4) + "]}"[o:o+1] + lowerWord(r, 3)
	}
	return lowerWord(r, 3) + valueFill(r, 1, "") + hex() + strings.ToUpper(lowerWord(r, 3))
}

// tinTemplate draws a template: a pair of either bracket, doubled at
// times, around tinInner.
func tinTemplate(r *rand.Rand) string {
	in := tinInner(r)
	switch r.IntN(8) {
	case 0:
		return "{{" + in + "}}"
	case 1:
		return "[[" + in + "]]"
	case 2, 3, 4:
		return "[" + in + "]"
	}
	return "{" + in + "}"
}

// tinPlain draws a path segment with no bracket and no escape of one:
// a word, or a word with what lint fixes (an unwise "|" or "^", an
// escaped unreserved character).
func tinPlain(r *rand.Rand) string {
	switch r.IntN(6) {
	case 0:
		return lowerWord(r, 3) + []string{"|", "^", "%7e", "%41", "%7E"}[r.IntN(5)] + lowerWord(r, 3)
	}
	return lowerWord(r, 8)
}

// tinURL draws a URL that holds the templates tmpls in order: a scheme
// (upper case at times), a host (with a default or empty port at times),
// path segments that lint may fix, and each template as a segment,
// inside one, as a query value or as the fragment (the last); more
// after them.
func tinURL(r *rand.Rand, tmpls []string) string {
	var b strings.Builder
	scheme := []string{"https", "http", "ftp", "HTTP", "gs", "s3"}[r.IntN(6)]
	b.WriteString(scheme + "://")
	host := lowerWord(r, 8) + ".example." + []string{"com", "org", "COM"}[r.IntN(3)]
	b.WriteString(host)
	switch r.IntN(5) {
	case 0:
		b.WriteString(map[string]string{"https": ":443", "http": ":80", "HTTP": ":80", "ftp": ":21"}[scheme])
	case 1:
		b.WriteString(":")
	}
	for range r.IntN(3) {
		b.WriteString("/" + tinPlain(r))
	}
	query := false
	for k, tmpl := range tmpls {
		switch r.IntN(6) {
		case 0:
			b.WriteString("/" + lowerWord(r, 4) + "_" + tmpl + "_" + lowerWord(r, 4))
		case 1:
			if query {
				b.WriteString("&" + lowerWord(r, 4) + "=" + tmpl)
			} else {
				b.WriteString("/" + lowerWord(r, 4) + "?" + lowerWord(r, 4) + "=" + tmpl)
			}
			query = true
		case 2:
			if k == len(tmpls)-1 {
				b.WriteString("/" + lowerWord(r, 4) + "#" + tmpl)
				return b.String()
			}
			fallthrough
		default:
			if query {
				b.WriteString("&" + tmpl)
			} else {
				b.WriteString("/" + tmpl)
			}
		}
		for range r.IntN(2) {
			if query {
				b.WriteString("&" + lowerWord(r, 4) + "=" + lowerWord(r, 4))
			} else {
				b.WriteString("/" + tinPlain(r))
			}
		}
	}
	return b.String()
}

// TestFixTemplateInside: `lint --fix` (all rules, the info level) never
// changes what a template holds between brackets that it leaves: an
// escape between an unescaped "{" or "[" and its partner that stays
// turns the template into another ("{project_number|folder_number|
// org_number}" -> "{project_number%7Cfolder_number%7Corg_number}",
// Google's API comments), and so does any other edit of its bytes. The
// generator (seed 5100 by default; 5101 kept out) draws templates of
// every bracket shape holding names, alternatives, paths, nothing, any
// printable ASCII, UTF-8, escapes of any byte and nested pairs, in URLs
// (a scheme and host lint may fold, ports, fixable segments) in Go,
// Python, Perl, shell, JavaScript, C, Markdown, rST, HTML, YAML and
// JSON, each way the language writes a URL on a line; the real binary
// fixes them. A template is counted changed when its opening bracket is
// still there and the template's bytes are not; one escaped whole (its
// opening bracket escaped) is not counted here (TestFixTemplateBrackets
// counts halves). Control: lines fixed elsewhere must be found.
func TestFixTemplateInside(t *testing.T) {
	n, seed, only := tinFlags.start(t)
	dir := t.TempDir()
	type placed struct {
		lang, file string
		line       int
		tmpls      []string
		text       string
	}
	var all []placed
	for _, lg := range tinLangs {
		if len(only) > 0 && !only[lg.name] {
			continue
		}
		r := langRand(seed, lg.name)
		var b strings.Builder
		b.WriteString(lg.head)
		line := strings.Count(lg.head, "\n")
		for range n {
			w := lg.wraps[r.IntN(len(lg.wraps))]
			tmpls := make([]string, 1+r.IntN(3))
			for k := range tmpls {
				tmpls[k] = tinTemplate(r)
			}
			u := tinURL(r, tmpls)
			if lg.name == "json" {
				// A JSON string: its quotes and backslashes escaped.
				q := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
				u = q.Replace(u)
				for k := range tmpls {
					tmpls[k] = q.Replace(tmpls[k])
				}
			}
			text := w[0] + u + w[1]
			fmt.Fprintf(&b, "%s\n\n", text)
			all = append(all, placed{lg.name, lg.file, line, tmpls, text})
			line += 2
		}
		b.WriteString(lg.tail)
		writeGen(t, filepath.Join(lg.name, lg.file), []byte(b.String()), dir)
	}
	keepGenerated(t, dir)
	lintFix(t, dir, false, "--enable", "all", "--fix-level", "info", ".")
	after := map[string][]string{}
	changed, kept, escaped, fixedElse, unpaired := 0, 0, 0, 0, 0
	per := map[string]int{}
	for _, p := range all {
		key := filepath.Join(p.lang, p.file)
		if after[key] == nil {
			b, err := os.ReadFile(filepath.Join(dir, key))
			if err != nil {
				t.Fatal(err)
			}
			after[key] = strings.Split(string(b), "\n")
		}
		got := after[key][p.line]
		// Each template's opening bracket, or its escape, is the first
		// of either in the line after the template before it (the text
		// between them holds neither). Once one is escaped, so are all
		// (TestFixTemplateBrackets): the rest are not looked for.
		at := 0
		for _, tmpl := range p.tmpls {
			open := tmpl[:1]
			esc := map[string]string{"{": "%7B", "[": "%5B"}[open]
			i := strings.Index(got[at:], open)
			j := strings.Index(strings.ToUpper(got[at:]), esc)
			if i < 0 && j < 0 {
				t.Errorf("%s:%d: the template's bracket is gone:\n  before: %s\n  after:  %s", key, p.line+1, p.text, got)
				break
			}
			if j >= 0 && (i < 0 || j < i) {
				escaped++
				break
			}
			if !outerPair(tmpl) {
				// Its opening bracket has no partner of its own ("{c^M{w}":
				// the "}" is the nearer "{"'s): no pair stays, and what it
				// holds is not one template (insideKept's reading).
				unpaired++
				break
			}
			if !strings.HasPrefix(got[at+i:], tmpl) {
				changed++
				per[p.lang]++
				if changed <= 10 {
					t.Errorf("%s:%d: --fix changed a template whose brackets stay:\n  template: %s\n  before:   %s\n  after:    %s", key, p.line+1, tmpl, p.text, got)
				}
				break
			}
			kept++
			if got != p.text {
				fixedElse++
			}
			at += i + len(tmpl)
		}
	}
	t.Logf("seed %d: %d URLs; templates changed with their brackets kept %d %v; kept %d (their line fixed elsewhere %d); escaped whole %d; no pair (not looked at) %d", seed, len(all), changed, per, kept, fixedElse, escaped, unpaired)
	if fixedElse == 0 || kept == 0 {
		t.Errorf("nothing fixed around a kept template: the test cannot tell")
	}
}

// outerPair reports whether the first byte of tmpl, "{" or "[", is paired
// with its last byte by the reading of insideKept: a closing bracket
// pairs with the nearest opening one of its kind before it.
func outerPair(tmpl string) bool {
	var open []int
	for i := 0; i < len(tmpl); i++ {
		switch c := tmpl[i]; c {
		case '{', '[':
			open = append(open, i)
		case '}', ']':
			for k := len(open) - 1; k >= 0; k-- {
				if tmpl[open[k]] == c-2 {
					if open[k] == 0 {
						return i == len(tmpl)-1
					}
					open = open[:k]
					break
				}
			}
		}
	}
	return false
}
