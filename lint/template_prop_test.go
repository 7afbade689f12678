package lint

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// templateSpansRef is appendTemplateSpans as it was before its shortcuts
// (the brackets counted first, templateAt asked at every "."): the oracle
// of TestTemplateSpansShortcuts.
func templateSpansRef(out [][2]int, s string) [][2]int {
	notation := strings.Count(s, "[") >= 3 && strings.Count(s, "]") >= 3
	for i := 0; i < len(s); i++ {
		if notation && s[i] == '[' {
			end := closeBracket(s, i)
			if end == i {
				end = len(s)
			}
			out = append(out, [2]int{i, end})
			i = end - 1
			continue
		}
		if !templateStart[s[i]] {
			continue
		}
		if end := templateAt(s, i); end > i {
			out = append(out, [2]int{i, end})
			i = end - 1
		}
	}
	if lo := cutHostLabel(s); lo >= 0 && (len(out) == 0 || out[len(out)-1][1] <= lo) {
		out = append(out, [2]int{lo, len(s)})
	}
	return out
}

// TestTemplateSpansShortcuts checks appendTemplateSpans against the
// reading without its shortcuts, on texts drawn from any byte and from
// the pieces placeholders are made of.
func TestTemplateSpansShortcuts(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	pieces := []string{"[", "]", ".", ".*", ".+", "{", "}", "${", "$", "%", "%{", "@", "@{", "@}", "#", "##", "#1", ";auto", "&amp;", "\\", "\\mbox{", "/", "//", "http://", "a", "AB_C", "-", ":", "0"}
	for range 200000 {
		var b []byte
		for range r.IntN(10) {
			if r.IntN(4) == 0 {
				b = append(b, byte(r.IntN(256)))
			} else {
				b = append(b, pieces[r.IntN(len(pieces))]...)
			}
		}
		s := string(b)
		if got, want := appendTemplateSpans(nil, s), templateSpansRef(nil, s); !slices.Equal(got, want) {
			t.Fatalf("appendTemplateSpans(%q) = %v, without the shortcuts %v", s, got, want)
		}
	}
}
