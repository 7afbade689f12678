package extract

import "bytes"

// fragmentWord reports whether the next line's first word, which starts
// with "#", is the fragment of the URL that ends its line with "/", where
// the text around does not read as filled greedily (so fragmentMoved,
// which asks that, cannot tell): a list of references, a paragraph between
// code, a page read back from a PDF. html2text and w3m break a URL after
// "/" and move the fragment whole to the next line ("WebKit Code Style
// Guidelines https://webkit.org/code-style-guidelines/" and "#names",
// "…/reports/tr29/" and "#Grapheme_Cluster_Boundaries)."); TeX's \url
// breaks after "/" too ("URL: https://www.iso.org/obp/ui/" and
// "#iso:std:iso:32000:-2:ed-2:v1:en (visited on …)"). It is, when:
//   - the URL's host has ended in a path that holds no "#";
//   - the word is "#" glued to a letter, then letters, digits and "-",
//     "_", ".", ":" only (its trailing stops left out): no "#123" of an
//     issue, no heading's "# Title", no C preprocessor's line
//     (preprocessorWord: "#include", "#define", …);
//   - it holds a mark no word of prose does: "_", "-", ":" or "."
//     inside it, or a capital after a small letter ("#Word_Boundaries",
//     "#retracted-ideas", "#iso:std:…", "#getElementById"); a hashtag
//     ("#debian is …"), a heading ("#Usage"), a comment ("#TODO: fix",
//     "#make install") stays ended, and so does a fragment of one word
//     ("#names": the other reading);
//   - the next line starts at the URL's line's indentation;
//   - the word would not have fitted on the URL's line within the fill
//     of the prose around (movedOffLine, as fragmentMoved asks, less its
//     greedy fill).
//
// Both readings are kept, the joined one first, as fragmentMoved's.
func (m *machine) fragmentWord(f *breakFacts) bool {
	tok := f.tok(m)
	if f.last != '/' || len(tok) < 2 || tok[0] != '#' || !asciiLetter(tok[1]) ||
		!pathStarted(m.text) || bytes.IndexByte(m.text, '#') >= 0 {
		return false
	}
	core := trimTrail(tok)[1:]
	if len(core) == 0 || preprocessorWord(core) {
		return false
	}
	marked := false
	for p, c := range core {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
		case c >= 'A' && c <= 'Z':
			marked = marked || p > 0 && core[p-1] >= 'a' && core[p-1] <= 'z'
		case c == '-' || c == '_' || c == '.' || c == ':':
			marked = marked || p+1 < len(core) && core[p+1] != c
		default:
			return false
		}
	}
	if !marked {
		return false
	}
	if m.indent(f.k) != m.indent(f.i-1) {
		return false
	}
	return m.movedOffLine(f, tok, false)
}

// asciiLetter reports whether c is an ASCII letter.
func asciiLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// preprocessorWord reports whether w (after its "#") is a directive of
// the C preprocessor, which starts a line of code with "#".
func preprocessorWord(w []byte) bool {
	switch string(w) {
	case "include", "define", "undef", "if", "ifdef", "ifndef", "elif", "else", "endif", "pragma", "error", "warning", "line", "import", "include_next":
		return true
	}
	return false
}
