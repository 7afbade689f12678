package extract

import (
	"slices"
	"testing"
)

// TestDOIPrefixAlone: a DOI's prefix alone at a line's end is no DOI cut
// in two when the next line is ordinary text: a list of publishers'
// prefixes, a sentence about the prefix. doi-prefix (37ae65e) joins any
// next word that starts with a letter or digit and is no stopword
// ("https://doi.org/10.1145/" and "IEEE: https://doi.org/10.1109/" give
// "https://doi.org/10.1145/IEEE"); 74ebf0f gave the prefix alone in each
// case here. A word of ASCII letters that starts with a capital is no
// DOI's suffix (capitalWord); the suffixes of the rule's cases, which hold
// a digit or a mark or are in small letters, are still joined.
func TestDOIPrefixAlone(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Publisher prefixes:\nACM: https://doi.org/10.1145/\nIEEE: https://doi.org/10.1109/\nSpringer https://doi.org/10.1007/\nElsevier https://doi.org/10.1016/\n",
			[]string{"https://doi.org/10.1145/", "https://doi.org/10.1109/", "https://doi.org/10.1007/", "https://doi.org/10.1016/"}},
		{"The ACM prefix is https://doi.org/10.1145/\nAnything after it is the suffix.\n", []string{"https://doi.org/10.1145/"}},
		{"Zenodo deposits are under https://doi.org/10.5281/\nNote that each version has a DOI of its own.\n", []string{"https://doi.org/10.5281/"}},
		{"Prefix: https://doi.org/10.1145/\nPublishers register their own.\n", []string{"https://doi.org/10.1145/"}},
		// Suffixes, joined (quantum-bibliographystyle-demo.pdf, R-FAQ.pdf,
		// luamesh-doc.pdf, git-doc's gitformat-commit-graph.html).
		{"Quantum 1,\n1 (2017). url: https://doi.org/10.22331/\nq-2017-04-25-1. code: tony-blake/Hybridx509-s. Appearances:\n", []string{"https://doi.org/10.22331/q-2017-04-25-1"}},
		{"(https://doi.org/10.1080/\n10618600.2000.10474900)).\n", []string{"https://doi.org/10.1080/10618600.2000.10474900"}},
		{"see https://doi.org/10.1007/\n978-3-540-30494-4_26 for it\n", []string{"https://doi.org/10.1007/978-3-540-30494-4_26"}},
		{"see https://doi.org/10.1016/\nS0140-6736(20)30183-5 for it\n", []string{"https://doi.org/10.1016/S0140-6736(20)30183-5"}},
		{"see https://doi.org/10.22331/\nidonotexist for it\n", []string{"https://doi.org/10.22331/idonotexist"}},
	} {
		got := slices.Collect(Strings(c.in, Options{}))
		if !slices.Equal(got, c.want) {
			t.Errorf("%q:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}
