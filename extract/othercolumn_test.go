package extract

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestOtherColumn: a URL in a cell of a table's row ends before a next
// line whose first word is a cell left of the URL's (other-column). The
// rows: html2text's table of ant-doc's manual/install.html
// (renderer/tuned3), whose scheme-only cells scheme-only joined to the
// next row's jar name; pdftotext -layout's table of nut-doc's
// developer-guide.pdf (renderer/tuned2); and lines the rule must leave to
// the others.
func TestOtherColumn(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     []string
	}{
		{"html2text's cell over the next row's jar name",
			"JAR Name                   Needed For             Available At\n" +
				"                           regexp type with       https://\n" +
				"jakarta-regexp-1.4.jar     mappers (if you do not attic.apache.org/\n" +
				"                           wish to use            projects/jakarta-\n" +
				"                           java.util.regex)       regexp.html\n",
			// The URL whole since prec51: its cell's column holds a word
			// after one space that reads as a path ("attic.apache.org/",
			// oneSpaceRow), html2text's truth; before, nothing was read.
			[]string{"https://attic.apache.org/projects/jakarta-regexp.html"}},
		{"a cell's words one space apart",
			"jruby.jar                  Ruby with script task  https://jruby.org/\n" +
				"                                                  used to be at http://\n" +
				"judo.jar                   Judo language with     www.judoscript.org/\n" +
				"                           script task            which is now not\n",
			[]string{"https://jruby.org/"}},
		{"a cell at its line's indentation",
			"                                                  logging/\n" +
				"                                                  https://\n" +
				"log4j.jar                  Log4jListener          logging.apache.org/\n" +
				"                                                  log4j/\n",
			// The cell's rest in its column (scheme-cell, prec46): the
			// truth of ant's install.html; before, nothing was read.
			[]string{"https://logging.apache.org/log4j/"}},
		{"pdftotext -layout's next row",
			rejoinRules[ruleOtherColumn].asked,
			[]string{"http://www.networkupstools.org/"}},
		{"a sentence's end under a cell (html2text's Wikipedia list)",
			"[WKPD-URI] Wikipedia - URI.  https://en.wikipedia.org/wiki/\n" +
				"Uniform_Resource_Identifier .\n" +
				"[WKPD-URL] Wikipedia - URL.  https://en.wikipedia.org/wiki/\n" +
				"Uniform_Resource_Locator .\n",
			[]string{"https://en.wikipedia.org/wiki/Uniform_Resource_Identifier", "https://en.wikipedia.org/wiki/Uniform_Resource_Locator"}},
		{"a comment's lines",
			"#   The archive:   https://\n" +
				"#   example.org/a/b   and more\n",
			[]string{"https://example.org/a/b"}},
		{"a sentence after two spaces",
			"The manual is here.  See https://\n" +
				"docs.example.org/.  Then we read the next part of it.\n",
			[]string{"https://docs.example.org/"}},
		{"a paragraph's first line indented",
			"    The archive is at https://\n" +
				"x.example.org/a/  It holds the drafts of the group.\n",
			[]string{"https://x.example.org/a/"}},
	} {
		if got := all(t, c.in, Options{}); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q gives %q, want %q", c.name, c.in, got, c.want)
		}
	}
}

// TestOtherColumnPlainProse: in text of one column, whatever it holds and
// however it is laid out, other-column decides no line break. The
// generator draws words of prose (with typographer's characters and East
// Asian ones), of code and numbers, fills them greedily at any width from
// 30 to 110 columns, with one or two spaces after a sentence's end, or
// justified (spaces spread to the width, as groff and fmt -u set them),
// indented alike, with the first line indented more or less (a hanging
// indentation), behind a comment's or a quotation's marker, or as a list's
// item, and breaks a URL at a line's end after a "/".
func TestOtherColumnPlainProse(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 28))
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	const small = "abcdefghijklmnopqrstuvwxyz"
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or see I it")
	typed := strings.Fields("I\u2019ve don\u2019t \u201cword\u201d \u2014 \u2013 caf\u00e9 na\u00efve \u65e5\u672c\u8a9e \u30df\u30e9\u30fc \u4e2d\u6587 \u00abmot\u00bb")
	code := strings.Fields("x = y; f(a, b) {} } return nil err != if for := && || -> => :: #include <stdio.h> $HOME ./configure --prefix=/usr 0x1f [i] a[0] \"s\" 'c'")
	proseWord := func() string {
		switch rng.IntN(10) {
		case 0, 1:
			return pw[rng.IntN(len(pw))]
		case 2:
			return strings.ToUpper(word(small, 1)) + word(small, rng.IntN(9))
		case 3:
			return strconv.Itoa(rng.IntN(2000))
		case 4:
			return word(small, 1+rng.IntN(10)) + string(",.;:!?"[rng.IntN(6)])
		case 5:
			return typed[rng.IntN(len(typed))]
		case 6:
			return code[rng.IntN(len(code))]
		case 7:
			return word(small, 1+rng.IntN(2))
		}
		return word(small, 1+rng.IntN(10))
	}
	sentenceEnd := func(w string) bool {
		return strings.HasSuffix(w, ".") || strings.HasSuffix(w, "?") || strings.HasSuffix(w, "!")
	}
	// fill sets words greedily in lines of at most width columns after
	// their prefix (first for the first line, rest for the others), with
	// gap spaces after a sentence's end; justify spreads each line but the
	// last to the width.
	fill := func(words []string, width int, first, rest string, gap int, justify bool) []string {
		var lines [][]string
		var line []string
		n := 0
		for _, w := range words {
			sep := 1
			if len(line) > 0 && sentenceEnd(line[len(line)-1]) {
				sep = gap
			}
			prefix := rest
			if len(lines) == 0 {
				prefix = first
			}
			if len(line) > 0 && cols([]byte(prefix))+n+sep+cols([]byte(w)) > width {
				lines = append(lines, line)
				line, n = nil, 0
				sep = 0
			}
			if len(line) == 0 {
				sep = 0
			}
			line = append(line, w)
			n += sep + cols([]byte(w))
		}
		lines = append(lines, line)
		out := make([]string, len(lines))
		for i, l := range lines {
			prefix := rest
			if i == 0 {
				prefix = first
			}
			seps := make([]int, len(l))
			n := 0
			for k, w := range l {
				if k > 0 {
					seps[k] = 1
					if sentenceEnd(l[k-1]) {
						seps[k] = gap
					}
				}
				n += seps[k] + cols([]byte(w))
			}
			for extra := width - cols([]byte(prefix)) - n; justify && i+1 < len(lines) && len(l) > 1 && extra > 0; extra-- {
				seps[1+rng.IntN(len(l)-1)]++
			}
			var b strings.Builder
			b.WriteString(prefix)
			for k, w := range l {
				b.WriteString(strings.Repeat(" ", seps[k]))
				b.WriteString(w)
			}
			out[i] = b.String()
		}
		return out
	}
	layouts := []func(n int) (first, rest string){
		func(n int) (string, string) { return "", "" },
		func(n int) (string, string) { s := strings.Repeat(" ", n); return s, s },
		func(n int) (string, string) { return strings.Repeat(" ", n), "" }, // first line indented
		func(n int) (string, string) { return "", strings.Repeat(" ", n) }, // hanging indentation
		func(n int) (string, string) { return strings.Repeat(" ", 2*n), strings.Repeat(" ", n) },
		func(n int) (string, string) {
			p := []string{"# ", "#   ", "// ", "> ", ">> ", "-- ", " * ", "; ", "%% ", "| "}[rng.IntN(10)]
			return p, p
		},
		func(n int) (string, string) {
			b := []string{"* ", "- ", "1. ", "1.  ", "  * ", "(a) ", "[12] "}[rng.IntN(7)]
			return b, strings.Repeat(" ", len(b))
		},
	}
	n, decided := 0, 0
	for range 4000 {
		host := word(small, 1+rng.IntN(8)) + "." + []string{"com", "org", "net", "de", "io"}[rng.IntN(5)]
		scheme := []string{"http://", "https://", "ftp://"}[rng.IntN(3)]
		// the URL's pieces, broken between them after a "/": the rule
		// reads the layout alone (where the URL starts, the next line),
		// not the URL, so a URL with a host tells a scheme alone's fate
		// too, and is found whatever the rules say
		a := scheme + host + "/"
		if rng.IntN(2) == 0 {
			a += word(small, 1+rng.IntN(6)) + "/"
		}
		b := word(small, 1+rng.IntN(6)) + "/" + word(small, rng.IntN(6))
		width := 30 + rng.IntN(81)
		first, rest := layouts[rng.IntN(len(layouts))](1 + rng.IntN(12))
		gap := 1 + rng.IntN(2)
		justify := rng.IntN(3) == 0
		var before, after []string
		for range rng.IntN(40) {
			before = append(before, proseWord())
		}
		for range 1 + rng.IntN(40) {
			after = append(after, proseWord())
		}
		var lines []string
		for k := 0; k <= len(before); k++ {
			words := append(append(append([]string{}, before[k:]...), a, b), after...)
			lines = fill(words, width, first, rest, gap, justify)
			ok := false
			for i := 0; i+1 < len(lines); i++ {
				if strings.HasSuffix(lines[i], a) {
					ok = strings.HasPrefix(strings.TrimLeft(strings.TrimPrefix(lines[i+1], rest), " "), b)
					break
				}
			}
			if ok {
				break
			}
			lines = nil
		}
		if lines == nil {
			continue
		}
		// paragraphs apart by a blank line, or not (a first line
		// indented tells them apart)
		para := strings.Join(fill(after, width, first, rest, gap, justify), "\n")
		sep := []string{"\n\n", "\n"}[rng.IntN(2)]
		in := para + sep + strings.Join(lines, "\n") + sep + para + "\n"
		n++
		sc := NewScanner(strings.NewReader(in), Options{})
		for sc.Scan() {
			if sc.m.rules.has(ruleOtherColumn) {
				decided++
				if decided <= 5 {
					t.Errorf("%q: other-column decided %q", in, sc.URL().Text)
				}
			}
		}
	}
	if decided > 0 || n < 2500 {
		t.Errorf("other-column decided %d breaks in %d texts of one column", decided, n)
	}
	t.Logf("%d texts of one column, a URL broken at a line's end", n)
}
