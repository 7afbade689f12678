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
	const letgut = "\\Huge\n\nCurrently, we can’t use l3color’s \\color_fill:n (see https://github.c\nom/ho-tex/luacolor/issues/4#issuecomment-848774260) and we have\nto rely on xcolor’s \\color.\n% \\color_fill:n {black!10}\n" // renderer/tuned2/pdftotext letgut-code.pdf

	const snobol = "\fSetup\nFrom source\nThe programme is written in Snobol (https://en.wikipedia.org/wiki/SNOBOL or\nhttps://it.wikipedia.org/wiki/SNOBOL) and should run on any platform. Steps:\n   1. Install Snobol4 (version 2.3, March 2022) from http://www.regressive.o\n      rg/snobol4/csnobol4/curr/. Make sure to install the compiler in a folder\n      listed in your PATH or add the folder to your path. On Linux the folder\n      snobol4 is installed under /usr/local/bin/, which is normally\n      listed in the PATH of a standard Linux system.\n   2. Test the compiler running snobol4 from the command line. Leave the\n      compiler with Ctr-C or writing end.\n" // renderer/tuned2/pdftotext-layout texaccents.pdf
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
		// Japanese on the URL's line: lynx breaks it anywhere
		{"live-manual.ja.html", "   live-build\n   をソースからビルドあるいはインストールしたくない場合、スナップショットを利用できます。スナップショット\n   は Git\n   の最新版から自動的にビルドされ、http://debian-live.alioth.debian.or\n   g/debian/ から利用できるようになっています。\n      _____________________________________________\n", "http://debian-live.alioth.debian.or", "http://debian-live.alioth.debian.org/debian/"}, // renderer/tuned3/lynx60
		// no sign of a typeset page: plain text's "m/s" and "n/a" are
		// words of prose (review40 F3); the same with the page's signs
		// taken out (texaccents' page's form feed, letgut's quotes made
		// ASCII)
		{"plain m/s", "The speed limit page is http://example.co\nm/s is the unit used.\n", "http://example.co", "http://example.co"},
		{"plain n/a", "Mirror: http://x.y\nn/a for now\n", "http://x.y", "http://x.y"},
		{"letgut in ASCII", strings.ReplaceAll(letgut, "\u2019", "'"), "https://github.c", "https://github.c"},
		{"snobol without its page's form feed", strings.TrimPrefix(snobol, "\f"), "http://www.regressive.o", "http://www.regressive.o"},
		// a typographer's quote or dash, or Japanese, is a weak sign: with
		// a word of one "/" after it, it is prose (review41 F5)
		{"F5: smart apostrophe", "Hi Bob,\n\nI\u2019ve put the specs at http://example.co\nm/s is what we use for speed.\n", "http://example.co", "http://example.co"},
		{"F5: em dash", "Mirror \u2014 http://x.y\nn/a for now\n", "http://x.y", "http://x.y"},
		{"F5: quote after", "See http://example.co\nm/s. And don\u2019t worry.\n", "http://example.co", "http://example.co"},
		{"F5: Japanese", "\u30df\u30e9\u30fc http://x.y\nn/a \u3067\u3059\n", "http://x.y", "http://x.y"},
		{"F5: weak sign, a path of two", "Mirror \u2014 http://x.y\nn/a/b for now\n", "http://x.y", "http://x.yn/a/b"},
		{"F5: strong sign, one slash", "\fMirror http://x.y\nn/a for now\n", "http://x.y", "http://x.yn/a"},
		{"letgut, one slash", strings.Replace(letgut, "github.c\nom/ho-tex/luacolor/issues/4#issuecomment-848774260)", "github.c\nom/ho-tex)", 1), "https://github.c", "https://github.c"},
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
// indented), a drawn sign of a typeset page on a drawn line in sight, or
// Japanese on the URL's line (typesetText), is read whole; and tldCut holds for no pair of pieces of
// small letters that makes no top-level domain.
func TestTLDCutGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 28))
	const label = "abcdefghijklmnopqrstuvwxyz0123456789"
	const seg = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~."
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or see at")
	tlds := []string{"com", "org", "net", "edu", "gov", "info"}
	for a := 'a'; a <= 'z'; a++ {
		tlds = append(tlds, string(a)+string(rune('a'+rng.IntN(26))))
	}
	typeset := []string{"\f", "\u65e5\u672c\u8a9e", "don\u2019t", "\u2018word\u2019", "\u201cword\u201d", "1990\u20132001", "\u2014", "\ufb01nd", "\ufb02ow", "e\ufb00ect"}
	n, weakOne := 0, 0
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
				// a sign of a typeset page (typesetText) on one of the
				// lines in sight: a page's form feed, a typographer's
				// quote or dash, a ligature
				lines := []string{indent + strings.Repeat("word ", width/5), indent + lead.String() + scheme + host + "." + tld[:cut], indent + rest + tail.String(), indent + "and so on."}
				l, sign := rng.IntN(len(lines)), typeset[rng.IntN(len(typeset))]
				switch {
				case sign == "\f":
					lines[0] = sign + lines[0] // a page's first line
				case l == 1 || sign == "\u65e5\u672c\u8a9e":
					lines[1] = indent + sign + " " + lines[1][len(indent):] // before the URL (Japanese: on its line)
				default:
					lines[l] += " " + sign
				}
				in := strings.Join(lines, "\n") + "\n"
				if strong := sign == "\f" || strings.ContainsFunc(sign, func(r rune) bool { return r >= 0xfb00 && r <= 0xfb06 }); !strong && !pathLike([]byte(rest[strings.IndexAny(rest, "/?#:"):])) {
					// a weak sign (a quote, a dash, Japanese) and a rest
					// of one "/" and no more, as "m/s" is: host-label
					// leaves it (review41 F5)
					sc := NewScanner(strings.NewReader(in), Options{})
					for sc.Scan() {
						if sc.m.rules.has(ruleHostLabel) {
							t.Fatalf("%q: host-label joined %q on a weak sign and a rest of one \"/\"", in, sc.URL().Text)
						}
					}
					weakOne++
					continue
				}
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
	if weakOne < 50 {
		t.Errorf("only %d URLs drawn with a weak sign and a rest of one \"/\"", weakOne)
	}
	t.Logf("%d URLs cut inside their top-level domain read whole; %d with a weak sign and a rest of one \"/\" left by host-label", n, weakOne)
}

// TestTLDCutPlainProse: plain text typed at a keyboard, in ASCII or with
// the typographer's quotes and dashes that autocorrect types, accents and
// Japanese (no strong sign of a typeset page, typesetText), filled greedily at 40-110 columns in paragraphs
// apart by blank lines, or two lines with nothing around (review40 F3:
// "The speed limit page is http://example.co" and "m/s is the unit
// used."), where a URL that ends with its host ends a line and the next
// line starts with a word of prose holding a "/" whose first piece makes
// a top-level domain with the host's last label ("m/s", "n/a", "om/x",
// drawn): host-label does not join them. Without typesetText it joins
// every one of them.
func TestTLDCutPlainProse(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 28))
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	const small = "abcdefghijklmnopqrstuvwxyz"
	const label = small + "0123456789"
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or see at")
	// what autocorrect and a keyboard's non-ASCII put in mail and
	// Markdown: typographer's quotes and dashes, accents, Japanese
	// (review41 F5), each a weak sign of a typeset page only
	typed := strings.Fields("I\u2019ve don\u2019t it\u2019s \u201cword\u201d \u2018word\u2019 \u2014 \u2013 1990\u20132001 caf\u00e9 na\u00efve Stra\u00dfe \u20ac5 \u65e5\u672c\u8a9e \u30df\u30e9\u30fc \u4e2d\u6587 \u00bfqu\u00e9? \u00abmot\u00bb")
	proseWord := func() string {
		switch rng.IntN(8) {
		case 6, 7:
			return typed[rng.IntN(len(typed))]
		case 0, 1:
			return pw[rng.IntN(len(pw))]
		case 2:
			return strings.ToUpper(word(small, 1)) + word(small, rng.IntN(9))
		case 3:
			return strconv.Itoa(rng.IntN(2000))
		case 4:
			return word(small, 1+rng.IntN(10)) + string(",.;:!?"[rng.IntN(6)])
		}
		return word(small, 1+rng.IntN(10))
	}
	tlds := []string{"com", "org", "net", "edu", "gov", "info"}
	for range 26 {
		tlds = append(tlds, word(small, 2))
	}
	// fill sets words greedily in lines of at most width columns (a wide
	// East Asian character is two).
	fill := func(words []string, width int) []string {
		var lines []string
		line := ""
		for _, w := range words {
			switch {
			case line == "":
				line = w
			case cols([]byte(line))+1+cols([]byte(w)) <= width: // columns, as a terminal and fmt count
				line += " " + w
			default:
				lines = append(lines, line)
				line = w
			}
		}
		return append(lines, line)
	}
	n, joined, others := 0, 0, 0
	for range 3000 {
		tld := tlds[rng.IntN(len(tlds))]
		cut := 1 + rng.IntN(len(tld)-1)
		host := word(small, 1+rng.IntN(8)) + "." + tld[:cut]
		if rng.IntN(2) == 0 {
			host = word(label, 1+rng.IntN(8)) + "." + host
		}
		scheme := []string{"http://", "https://", "ftp://"}[rng.IntN(3)]
		u := scheme + host
		slash := tld[cut:] + "/" + word(label, 1+rng.IntN(4))
		if rng.IntN(3) == 0 {
			slash += string(",.;:)"[rng.IntN(5)])
		}
		var in string
		if rng.IntN(4) == 0 {
			// two lines with nothing around
			var a, b []string
			for range rng.IntN(6) {
				a = append(a, proseWord())
			}
			for range rng.IntN(6) {
				b = append(b, proseWord())
			}
			in = strings.Join(append(a, u), " ") + "\n" + strings.Join(append([]string{slash}, b...), " ") + "\n"
		} else {
			width := 40 + rng.IntN(71)
			var before, after []string
			for range rng.IntN(60) {
				before = append(before, proseWord())
			}
			for range 1 + rng.IntN(60) {
				after = append(after, proseWord())
			}
			// the pair placed where the fill breaks between them: words
			// taken off the front until it does
			var lines []string
			for k := 0; k <= len(before); k++ {
				words := append(append(append([]string{}, before[k:]...), u, slash), after...)
				lines = fill(words, width)
				ok := false
				for i := 0; i+1 < len(lines); i++ {
					if strings.HasSuffix(lines[i], " "+u) || lines[i] == u {
						ok = strings.HasPrefix(lines[i+1], slash+" ") || lines[i+1] == slash
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
			para := strings.Join(fill(after, width), "\n")
			in = para + "\n\n" + strings.Join(lines, "\n") + "\n\n" + para + "\n"
		}
		n++
		sc := NewScanner(strings.NewReader(in), Options{})
		for sc.Scan() {
			got := sc.URL().Text
			if !strings.HasPrefix(got, u) || got == u {
				continue
			}
			// joined: by host-label, a fault; by the rules that read a
			// line cut at the margin of greedy fill (cut-in-word, at the
			// widest line in sight), as before tldCut
			if sc.m.rules.has(ruleHostLabel) {
				joined++
				if joined <= 5 {
					t.Errorf("%q: host-label joined %q, want %q", in, got, u)
				}
			} else {
				others++
			}
		}
	}
	if joined > 0 || n < 2000 {
		t.Errorf("host-label joined %d of %d URLs to a word of prose", joined, n)
	}
	t.Logf("%d URLs before a word of prose with a \"/\"; %d joined by other rules (a line cut at the margin)", n, others)
}
