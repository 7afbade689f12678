package extract

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestHostLabel: rule host-label, a URL that TeX cut inside a label of
// its host, after a letter or a digit, the next line going on with the
// rest of the host and a path (renderer/pdftotext pst-fractal-doc.pdf,
// where cut-in-word ended it), and what it leaves alone.
func TestHostLabel(t *testing.T) {
	// renderer/pdftotext pst-fractal-doc.pdf's bibliography
	const fractal = "[1] Ramírez, José L. and Rubiano, Gustavo N.: Biperiodic Fibonacci word and its fractal curve. In: Acta Universitatis Sapientiae, Informatica 7.1 (2015), pp. 105–134.\n[2] Ramírez, José L., Rubiano, Gustavo N. and De Castro, Rodrigo: The Fibonacci Word Fractal. URL: http://hal.archives-ouvertes.fr/hal-00367972/fr/.\n[3] Monnerot-Dumaine, Alexis: Properties and Generalizations of the\nFibonacci Word Fractal Exploring Fractal Curves. URL: http://www.mathemat\nica-journal.com/2014/02/properties-and-generalizations-of-the-fibo\nnacci-word-fractal/.\n[4] Blondin Massé, Alexandre, Brlek, Srečko and Labbé, Sébastien: Generalized Fibonacci Fractals. URL: www.slabbe.org.\n"
	for _, c := range []struct{ name, text, prefix, want string }{
		{"pst-fractal-doc.pdf", fractal, "http://www.mathemat", "http://www.mathematica-journal.com/2014/02/properties-and-generalizations-of-the-fibo"},
		// the host whole: a top-level domain at its end, generic or of
		// two letters (pdftotext -layout cv-mars.pdf: "http://www.mathweb.fr"
		// and "06.98.52.36.12."; a path after the next word here)
		{"a country's domain", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/", "http://www.mathweb.fr\nmirror.example.org/", 1), "http://www.mathweb", "http://www.mathweb.fr"},
		{"a generic domain", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/", "http://www.mathweb.org\nmirror.example.org/", 1), "http://www.mathweb", "http://www.mathweb.org"},
		// no dot in the word's first chunk: a word of its own; a tool's
		// label (new-url's)
		{"no dot", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/", "http://www.mathemat\nica/", 1), "http://www.mathemat", "http://www.mathemat"},
		{"a tool's label", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/2014/02/properties-and-generalizations-of-the-fibo\n", "http://www.mathemat\nread_me.txt:12: a line\n", 1), "http://www.mathemat", "http://www.mathemat"},
		// no path, query or port after the chunk: an abbreviation
		{"an abbreviation", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/2014/02/properties-and-generalizations-of-the-fibo\n", "http://intranet\ni.e. the server of the lab,\n", 1), "http://intranet", "http://intranet"},
		// a host of one label is whole: a next line that starts with a
		// host and a path of its own is another word (review37 finding 4)
		{"one label", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/", "http://localhost\nexample.org/", 1), "http://localhost", "http://localhost"},
		{"one label, www", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/", "http://intranet\nwww.example.com/", 1), "http://intranet", "http://intranet"},
		{"one label, port", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/", "http://wiki\ndocs.example.com:8080/", 1), "http://wiki", "http://wiki"},
		// a path begun: not in the host
		{"in the path", strings.Replace(fractal, "http://www.mathemat\nica-journal.com/", "http://www.mathematica.org/jour\nnal.com/", 1), "http://www.mathematica.org/", "http://www.mathematica.org/jour"},
	} {
		if first, _ := firstReadings(t, c.text, c.prefix); first != c.want {
			t.Errorf("%s: got %q, want %q", c.name, first, c.want)
		}
	}
}

// TestTLDCut: rule host-label, a host that TeX's \url cut inside its
// top-level domain (tldCut), as pdftotext prints it (the tuned2 parts'
// letgut-code.pdf, texaccents.pdf, and the tuned part's uchile.cl in
// biblatex-contrib), and what it leaves alone.
func TestTLDCut(t *testing.T) {
	const letgut = "\\Huge\n\nCurrently, we can’t use l3color’s \\color_fill:n (see https://github.c\nom/ho-tex/luacolor/issues/4#issuecomment-848774260) and we have\nto rely on xcolor’s \\color.\n% \\color_fill:n {black!10}\n"                                // renderer/tuned2/pdftotext letgut-code.pdf
	const snobol = "   1. Install Snobol4 (version 2.3, March 2022) from http://www.regressive.o\n      rg/snobol4/csnobol4/curr/. Make sure to install the compiler in a folder\n      listed in your PATH or add the folder to your path. On Linux the folder\n" // renderer/tuned2/pdftotext-layout texaccents.pdf
	for _, c := range []struct{ name, text, prefix, want string }{
		{"letgut-code.pdf", letgut, "https://github.c", "https://github.com/ho-tex/luacolor/issues/4#issuecomment-848774260"},
		{"texaccents.pdf", snobol, "http://www.regressive.o", "http://www.regressive.org/snobol4/csnobol4/curr/"},
		{"a country's domain", strings.Replace(snobol, "regressive.o\n      rg/", "uchile.c\n      l/", 1), "http://www.uchile.c", "http://www.uchile.cl/snobol4/csnobol4/curr/"},
		{"two letters and a generic domain", strings.Replace(snobol, "regressive.o\n      rg/", "regressive.or\n      g/", 1), "http://www.regressive.or", "http://www.regressive.org/snobol4/csnobol4/curr/"},
		{"a port", strings.Replace(letgut, "github.c\nom/", "github.c\nom:8080/", 1), "https://github.c", "https://github.com:8080/ho-tex/luacolor/issues/4#issuecomment-848774260"},
		// no top-level domain made: a word of its own
		{"and/or", strings.Replace(letgut, "github.c\nom/ho-tex/luacolor/issues/4#issuecomment-848774260)", "github.c\nand/or xcolor", 1), "https://github.c", "https://github.c"},
		{"a whole country's domain", strings.Replace(snobol, "regressive.o\n      rg/", "regressive.fr\n      ee/", 1), "http://www.regressive.fr", "http://www.regressive.fr"},
		{"a label's colon", strings.Replace(letgut, "github.c\nom/ho-tex/luacolor/issues/4#issuecomment-848774260)", "github.c\nom: the", 1), "https://github.c", "https://github.c"},
	} {
		if first, _ := firstReadings(t, c.text, c.prefix); first != c.want {
			t.Errorf("%s: got %q, want %q", c.name, first, c.want)
		}
	}
}

// TestTLDCutGenerated: a URL whose host TeX's \url cut inside its
// top-level domain, at every place inside every generic one and every
// two-letter one, drawn hosts and paths, at the end of a line of prose
// 50-110 columns wide, pdftotext's and -layout's (the next line
// indented), is read whole; and tldCut holds for no pair of pieces of
// small letters that makes no top-level domain.
func TestTLDCutGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 28))
	const label = "abcdefghijklmnopqrstuvwxyz0123456789"
	const seg = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~."
	word := func(set string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = set[rng.IntN(len(set))]
		}
		return string(b)
	}
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or see at")
	tlds := []string{"com", "org", "net", "edu", "gov", "info"}
	for a := 'a'; a <= 'z'; a++ {
		tlds = append(tlds, string(a)+string(rune('a'+rng.IntN(26))))
	}
	n := 0
	for _, tld := range tlds {
		for cut := 1; cut < len(tld); cut++ {
			for range 40 {
				host := word(label[:26], 1+rng.IntN(3)) + "." + word(label, 1+rng.IntN(10))
				if rng.IntN(2) == 0 {
					host = word(label[:26], 2+rng.IntN(8)) + "-" + host
				}
				rest := tld[cut:]
				switch rng.IntN(4) {
				case 0:
					rest += ":" + strconv.Itoa(1+rng.IntN(65535))
				case 1:
					rest += "/?" + word(seg[:62], 1+rng.IntN(6)) + "=" + word(seg, rng.IntN(6)) + word(label, 1)
				}
				for range 1 + rng.IntN(4) {
					rest += "/" + word(seg, rng.IntN(12)) + word(label, 1) // a "." or "-" at the end is punctuation
				}
				if rng.IntN(3) == 0 {
					rest += "#" + word(seg[:62], 1+rng.IntN(8))
				}
				scheme := []string{"http://", "https://", "ftp://"}[rng.IntN(3)]
				u := scheme + host + "." + tld[:cut] + rest
				width := 50 + rng.IntN(61)
				var lead strings.Builder
				for lead.Len() < width-len(scheme)-len(host)-1-cut {
					lead.WriteString(pw[rng.IntN(len(pw))] + " ")
				}
				indent := ""
				if rng.IntN(2) == 0 {
					indent = strings.Repeat(" ", rng.IntN(9))
				}
				var tail strings.Builder
				for len(rest)+tail.Len() < width {
					tail.WriteString(" " + pw[rng.IntN(len(pw))])
				}
				in := indent + strings.Repeat("word ", width/5) + "\n" + indent + lead.String() + scheme + host + "." + tld[:cut] + "\n" + indent + rest + tail.String() + "\n" + indent + "and so on.\n"
				if first, _ := firstReadings(t, in, scheme+host+"."+tld[:cut]); first != u {
					t.Fatalf("%q: got %q, want %q", in, first, u)
				}
				n++
			}
		}
	}
	// Every pair of pieces of one to three small letters (the last label
	// up to three): tldCut only where they make a top-level domain.
	var pieces []string
	for a := 'a'; a <= 'z'; a++ {
		pieces = append(pieces, string(a))
		for b := 'a'; b <= 'z'; b++ {
			pieces = append(pieces, string(a)+string(b))
		}
	}
	for range 20000 {
		pieces = append(pieces, word(label[:26], 3))
	}
	for _, last := range pieces {
		for _, chunk := range pieces[:702] {
			got := tldCut([]byte(last), []byte(chunk), []byte("/x"))
			want := genericTLD([]byte(last+chunk)) || len(last) == 1 && len(chunk) == 1
			if got != want {
				t.Fatalf("tldCut(%q, %q): %v, want %v", last, chunk, got, want)
			}
		}
	}
	t.Logf("%d URLs cut inside their top-level domain", n)
}
