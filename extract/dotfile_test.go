package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDotExtensionFileName: dot-extension joins an extension after a
// file's name only (fileNameBefore): the cases as printed (pdftotext of
// docsurvey.pdf and encdoc.pdf) and the joins it keeps.
func TestDotExtensionFileName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"TEX Users Group. Books about TEX, typography, and friends. URL: http://tug.org/books/.\nTEX Users Group book store, with reviews. Includes more than 75 books. Categories: published by TUG,\n", "http://tug.org/books/"},
		{"Plné znění této licence najdete na http://www.gnu.cz/gplcz.html.\nc\n\n", "http://www.gnu.cz/gplcz.html"},
		// Kept: a name and its extension; a compressor's after a type's.
		{"Be aware that using inlining with functions in more than one compilation unit is almost impossible to do portably, see https://www.greenend.org.uk/rjk/tech/inline.\nhtml, so this usage is for static functions as in the example.", "https://www.greenend.org.uk/rjk/tech/inline.html"},
		{"The manual is at https://x.example/pub/manual.ps.\ngz for printing, and as HTML.\n", "https://x.example/pub/manual.ps.gz"},
	} {
		if got := bareOne(t, c.in); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDotExtensionFileNameGenerated draws, for every extension isExtension
// knows (in any case), a URL that ends in "/" and the sentence's "." at a
// line's end, the next line starting with that extension as a word of
// prose: the URL ends at its "/". fileNameBefore is asked of every pair of
// extensions: after a file's name with its extension, only a compressor's
// or an archive's goes on; after a name without one, every extension
// does; after "/", none.
func TestDotExtensionFileNameGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 46))
	const seg = "abcdefghijklmnopqrstuvwxyz0123456789-_~"
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = seg[rng.IntN(len(seg))]
		}
		return string(b)
	}
	cased := func(e string) string {
		switch rng.IntN(3) {
		case 0:
			return strings.ToUpper(e)
		case 1:
			return strings.ToUpper(e[:1]) + e[1:]
		}
		return e
	}
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or")
	n := 0
	for range 20 {
		for _, ext := range webExtensions {
			u := "http://" + word(2+rng.IntN(8)) + ".example"
			for range 1 + rng.IntN(3) {
				u += "/" + word(1+rng.IntN(8))
			}
			u += "/"
			var lead strings.Builder
			for range 2 + rng.IntN(6) {
				lead.WriteString(pw[rng.IntN(len(pw))] + " ")
			}
			e := cased(ext)
			in := lead.String() + u + ".\n" + e + " " + pw[rng.IntN(len(pw))] + " " + pw[rng.IntN(len(pw))] + ".\n"
			if got := bareOne(t, in); got != u {
				t.Fatalf("%q: got %q, want %q", in, got, u)
			}
			n++
			for _, first := range webExtensions {
				name := "http://h.example/" + word(1+rng.IntN(8))
				compress := false
				switch ext {
				case "gz", "tgz", "bz2", "xz", "zip", "tar":
					compress = true
				}
				if got := fileNameBefore([]byte(name+"."+cased(first)+"."), []byte(e)); got != compress {
					t.Fatalf("fileNameBefore(%q, %q): %v, want %v", name+"."+first+".", e, got, compress)
				}
				if !fileNameBefore([]byte(name+"."), []byte(e)) {
					t.Fatalf("fileNameBefore(%q, %q): false, want true", name+".", e)
				}
			}
		}
	}
	t.Logf("%d URLs ending in \"/.\" before an extension's word", n)
}
