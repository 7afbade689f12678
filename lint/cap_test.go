package lint

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFindingsPerRuleCapped: one rule reports at most maxPerRule findings
// about one URL, the first ones in it; the last says how many more there
// are and carries their fixes, so that a fix still fixes them all. URLs
// drawn from every printable byte that a URL may hold, at lengths up to
// 20,000 bytes.
func TestFindingsPerRuleCapped(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	var chars []byte
	for c := byte(0x21); c < 0x7f; c++ {
		if !strings.ContainsRune(`<>"'`, rune(c)) {
			chars = append(chars, c)
		}
	}
	r := rand.New(rand.NewPCG(26, 6))
	for i := range 200 {
		n := 1 + r.IntN([]int{20, 200, 20000}[i%3])
		var b strings.Builder
		b.WriteString("http://h.example/")
		for range n {
			c := chars[r.IntN(len(chars))]
			if r.IntN(3) == 0 {
				c = "|{}^`\\[]%"[r.IntN(9)]
			}
			b.WriteByte(c)
		}
		u := b.String()
		fs := checkText(l, u)
		per := map[string][]Finding{}
		for _, f := range fs {
			per[f.Rule] = append(per[f.Rule], f)
		}
		for rule, rf := range per {
			if len(rf) > maxPerRule {
				t.Fatalf("%q: %d findings of %s", u, len(rf), rule)
			}
			for j, f := range rf {
				more := strings.Contains(f.Message, " more like it in this URL)")
				if more && j != len(rf)-1 {
					t.Errorf("%s: finding %d of %d says there are more: %q", rule, j, len(rf), f.Message)
				}
			}
		}
	}
	// The fixes of the findings not listed go with the last one listed.
	u := "http://h.example/" + strings.Repeat("a|", 50) + "z"
	fs := checkText(l, u)
	var unwise []Finding
	for _, f := range fs {
		if f.Rule == "unwise-character" {
			unwise = append(unwise, f)
		}
	}
	if len(unwise) != maxPerRule {
		t.Fatalf("%d unwise-character findings, want %d", len(unwise), maxPerRule)
	}
	last := unwise[maxPerRule-1]
	if !strings.HasSuffix(last.Message, " (and 40 more like it in this URL)") || len(last.Fix) != 41 {
		t.Errorf("last finding %q with %d edits, want 40 more and 41 edits", last.Message, len(last.Fix))
	}
	for j, f := range unwise[:maxPerRule-1] {
		if f.Start.Offset != 18+2*j || len(f.Fix) != 1 {
			t.Errorf("finding %d at %d with %d edits: not the first ones in the URL", j, f.Start.Offset, len(f.Fix))
		}
	}
}
