package extract

import (
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
