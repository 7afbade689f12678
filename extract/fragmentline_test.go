package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFragmentOnNextLine: html2text breaks a URL after a "/" and moves its
// fragment, a word of its own to it, whole to the next line
// ("…/pep-0008/" and "#function-and-variable-names", llvm-15-doc's
// VariableNames.html, renderer/tuned3): after a path, a word alone on its
// line that is "#" and a name, which would not have fitted on the URL's
// line, is the fragment (rule fragment). Before (d527056) prose-start
// ended the URL at the "#". Not a comment's "#" before a space, a hashtag
// among words, an issue's number, nor a word that would have fitted.
func TestFragmentOnNextLine(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"html2text's definition list",
			"  Mozilla\n" +
				"      Mozilla Coding Style https://firefox-source-docs.mozilla.org/code-quality/\n" +
				"      #variable-prefixes\n" +
				"  Python\n" +
				"      Style Guide for Python Code https://www.python.org/dev/peps/pep-0008/\n" +
				"      #function-and-variable-names\n" +
				"  WebKit\n",
			[]string{"https://firefox-source-docs.mozilla.org/code-quality/#variable-prefixes", "https://www.python.org/dev/peps/pep-0008/#function-and-variable-names"}},
		{"a comment's marker before a space",
			"The configuration file is described in full at the project's site, see the page at\n" +
				"documentation for all of the options and the defaults https://example.org/docs/\n" +
				"# this is a comment of the file and not the URL's rest\n",
			[]string{"https://example.org/docs/"}},
		{"a hashtag among words",
			"We posted the notes of the meeting of the working group at the address below, and\n" +
				"the slides and the recordings are there too at https://example.org/meetings/\n" +
				"#golang #meetup and more tags follow here for the search\n",
			[]string{"https://example.org/meetings/"}},
		{"an issue's number",
			"We posted the notes of the meeting of the working group at the address below, and\n" +
				"the slides and the recordings are there too at https://example.org/meetings/\n" +
				"#1234\n",
			[]string{"https://example.org/meetings/"}},
		{"a word that would have fitted",
			"We posted the notes of the meeting of the working group at the address below, and\n" +
				"the slides are at https://example.org/meetings/\n" +
				"#notes\n",
			[]string{"https://example.org/meetings/"}},
	}
	for _, tt := range tests {
		got := scanAll(tt.in, "")
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestFragmentOnNextLineProperty: paragraphs of prose filled greedily at a
// width drawn from 60 to 79 columns, three lines or more before the URL
// so that the fill shows (html2textFill: a word too long for
// the line broken after its last "/" or "-" that fits), indented or not,
// holding a URL with a path and a fragment (generator seed 4734: hosts,
// segments and fragments of letters, digits, "-", "_", "."), then 0-2
// words of prose. Where the filler broke the URL right before its "#"
// (the rest of the URL whole on its first line, the fragment starting
// the next), the URL is found whole and nothing else; texts where it
// broke the URL elsewhere or not at all are left out and counted (other
// rules' cases).
func TestFragmentOnNextLineProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4734, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const name = letters + "0123456789-_."
	prose := strings.Fields("the of and to in is that for it with as was on be by this are from or have an they which one you had not but what all were when we there can use each how their if will other about many then them these so some would make like into time has two more write go see number way could people than first water been call who its now find long down day did get come made may part package manual server client release mirror archive documentation repository page configuration")
	n, atHash, bad, other := 0, 0, 0, 0
	for range 3000 {
		w := 60 + r.IntN(20)
		host := drawWord(r, letters, 3+r.IntN(8)) + "." + []string{"org", "com", "net", "io", "de"}[r.IntN(5)]
		path := ""
		for range 1 + r.IntN(4) {
			path += "/" + drawWord(r, letters+"0123456789-_", 2+r.IntN(10))
		}
		frag := drawWord(r, letters, 1) + drawWord(r, name, 2+r.IntN(25))
		for strings.HasSuffix(frag, ".") {
			frag = frag[:len(frag)-1]
		}
		u := "https://" + host + path + "/#" + frag
		var words []string
		for range 30 + r.IntN(40) { // three lines or more: the fill shows
			words = append(words, prose[r.IntN(len(prose))])
		}
		words = append(words, u)
		for range r.IntN(3) { // the fragment may end its paragraph
			words = append(words, prose[r.IntN(len(prose))])
		}
		indent := []string{"", "", "   ", "      "}[r.IntN(4)]
		lines := html2textFill(words, w-len(indent))
		for i := range lines {
			lines[i] = indent + lines[i]
		}
		in := strings.Join(lines, "\n") + "\n"
		broken := false
		for i, l := range lines[:len(lines)-1] {
			if strings.HasSuffix(l, " "+u[:strings.Index(u, "#")]) && strings.HasPrefix(strings.TrimSpace(lines[i+1]), "#"+frag) {
				broken = true
			}
		}
		if broken {
			atHash++
		} else {
			other++
		}
		if !broken {
			continue // broken elsewhere, or not at all: other rules' (counted)
		}
		n++
		got := scanAll(in, "")
		if len(got) != 1 || got[0] != u {
			if bad++; bad <= 20 {
				t.Errorf("%q: got %q, want [%q]", in, got, u)
			}
		}
	}
	t.Logf("%d texts break the URL right before its fragment, %d wrong; %d texts left out (the URL broken elsewhere or not at all)", atHash, bad, other)
	if atHash < 200 {
		t.Errorf("only %d texts break the URL before its fragment", atHash)
	}
}
