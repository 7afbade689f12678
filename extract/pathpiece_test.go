package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPathPiece: a URL that TeX's \url cut inside a segment of its path,
// the next line going on with a word of two "/" or more (pathPiece, asked
// by rule cut-in-word), as pdftotext prints it (the tuned part's
// pst-plot-doc.pdf with -layout, the tuned2 part's letgut-banner-code.pdf
// with and without), and what it leaves alone.
func TestPathPiece(t *testing.T) {
	const pstplot = "                                                               Herbert Vo\u00df\n\f2\n\n\n       This version of pst-plot uses the extended keyval handling of pst-xkey and\n    has a lot of the macros which were recently in the package pstricks-add . This\n    documentation describes only the new and changed stuff. For the default be-\n    haviour look into the documentation part of the base pstricks package. You\n    find the documentation here: https://mirror.ctan.org/graphics/pstricks/ba\n    se/doc/ .\n\n\n    Thanks to: Guillaume van Baalen; Stefano Baroni; Martin Chicoine;\n" // renderer/pdftotext-layout pst-plot-doc.pdf
	const letgut = "                   \u2014 Dimensions of the page. If the present package is used with the classe letgut,\n                     they are borrowed from it. Otherwise, they are set to default values. For this,\n                     we first generate a variant of \\dim_const:Nn (see https://github.com/latex\n                     3/latex3/issues/947#issuecomment-860950569).\n                       \\cs_generate_variant:Nn \\dim_const:Nn { NV }\n"                                                                                                                                                 // renderer/tuned2/pdftotext-layout letgut-banner-code.pdf
	for _, c := range []struct{ name, text, prefix, want string }{
		{"pst-plot-doc.pdf", pstplot, "https://mirror.ctan.org/", "https://mirror.ctan.org/graphics/pstricks/base/doc/"},
		{"letgut-banner-code.pdf", letgut, "https://github.com/", "https://github.com/latex3/latex3/issues/947#issuecomment-860950569"},
		// no sign of a typeset page (typesetText): plain text's
		// "path/to/file" (TestCutInWord)
		{"pst-plot-doc.pdf without its page's head", pstplot[strings.Index(pstplot, "\n\n\n")+3:], "https://mirror.ctan.org/", "https://mirror.ctan.org/graphics/pstricks/ba"},
		{"letgut-banner-code.pdf without its dash", strings.Replace(letgut, "\u2014", "-", 1), "https://github.com/", "https://github.com/latex"},
		// one "/": a word of prose ("and/or")
		{"and/or", strings.Replace(pstplot, "se/doc/ .", "and/or the sources.", 1), "https://mirror.ctan.org/", "https://mirror.ctan.org/graphics/pstricks/ba"},
		// a date, a host's name (a URL of its own), code
		{"a date", strings.Replace(pstplot, "se/doc/ .", "2013/04/27 v1.2", 1), "https://mirror.ctan.org/", "https://mirror.ctan.org/graphics/pstricks/ba"},
		{"a host", strings.Replace(pstplot, "se/doc/ .", "github.com/a/b is the other", 1), "https://mirror.ctan.org/", "https://mirror.ctan.org/graphics/pstricks/ba"},
		{"code", strings.Replace(pstplot, "se/doc/ .", "pathToFileURL('/some/path%.c');", 1), "https://mirror.ctan.org/", "https://mirror.ctan.org/graphics/pstricks/ba"},
		// a capital: a name of its own ("TCP/IP/UDP")
		{"a capital", strings.Replace(pstplot, "se/doc/ .", "TCP/IP/UDP stacks.", 1), "https://mirror.ctan.org/", "https://mirror.ctan.org/graphics/pstricks/ba"},
	} {
		if first, _ := firstReadings(t, c.text, c.prefix); first != c.want {
			t.Errorf("%s: got %q, want %q", c.name, first, c.want)
		}
	}
}

// TestPathPieceGenerated: URLs of three to seven path segments drawn from
// the characters of a path, cut after a letter or a digit inside a segment
// with two "/" or more left, at the end of a line of prose 50-110 columns
// wide, with -layout's indent or without, the line short of the margin by
// up to eight columns, a drawn sign of a typeset page on a drawn line in
// sight or Japanese on the URL's line (typesetText), are read whole (the piece before the first "/" of
// the rest holds no ".": such a word reads as a host and a path).
func TestPathPieceGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 281))
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	const seg = alnum + "-_~.%"
	word := func(set string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = set[rng.IntN(len(set))]
		}
		return string(b)
	}
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or see")
	typeset := []string{"\f", "\u65e5\u672c\u8a9e", "don\u2019t", "\u2018word\u2019", "\u201cword\u201d", "1990\u20132001", "\u2014", "\ufb01nd", "\ufb02ow", "e\ufb00ect"}
	n := 0
	for n < 3000 {
		u := []string{"http://", "https://", "ftp://"}[rng.IntN(3)] + word(alnum[:26], 2+rng.IntN(8)) + "." + []string{"org", "com", "de", "net"}[rng.IntN(4)]
		segs := 3 + rng.IntN(5)
		var parts []string
		for range segs {
			parts = append(parts, word(alnum, 1)+word(seg, rng.IntN(10))+word(alnum, 1))
		}
		tail := ""
		if rng.IntN(3) == 0 {
			tail = "/"
		}
		// cut inside segment s, after a letter or a digit, with two "/" or
		// more after the cut
		s := rng.IntN(segs - 1)
		if segs-1-s+len(tail) < 2 {
			continue
		}
		p := parts[s]
		at := 1 + rng.IntN(len(p)-1)
		if strings.Contains(p[at:], ".") {
			continue // "ex.pc/9/…" reads as a host and a path: a URL of its own
		}
		if len(p) < 2 || !strings.ContainsRune(alnum, rune(p[at-1])) || !strings.ContainsRune(alnum[:26]+"0123456789", rune(p[at])) {
			continue
		}
		first := u + "/" + strings.Join(parts[:s], "/")
		if s > 0 {
			first += "/"
		}
		first += p[:at]
		rest := p[at:] + "/" + strings.Join(parts[s+1:], "/") + tail
		whole := first + rest
		width := 50 + rng.IntN(61)
		var lead strings.Builder
		for lead.Len() < width-len(first)-rng.IntN(9) {
			lead.WriteString(pw[rng.IntN(len(pw))] + " ")
		}
		indent := strings.Repeat(" ", rng.IntN(2)*rng.IntN(9))
		var after strings.Builder
		for len(rest)+after.Len() < width-rng.IntN(30) {
			after.WriteString(" " + pw[rng.IntN(len(pw))])
		}
		// a sign of a typeset page (typesetText) on a drawn line in sight
		lines := []string{indent + strings.Repeat("word ", width/5), indent + lead.String() + first, indent + rest + after.String() + ".", indent + "and so on."}
		switch l, sign := rng.IntN(len(lines)), typeset[rng.IntN(len(typeset))]; {
		case sign == "\f":
			lines[0] = sign + lines[0] // a page's first line
		case l == 1 || sign == "\u65e5\u672c\u8a9e":
			lines[1] = indent + sign + " " + lines[1][len(indent):] // before the URL (Japanese: on its line)
		default:
			lines[l] += " " + sign
		}
		in := strings.Join(lines, "\n") + "\n"
		if got, _ := firstReadings(t, in, first); got != whole {
			t.Fatalf("%q: got %q, want %q", in, got, whole)
		}
		n++
	}
}
