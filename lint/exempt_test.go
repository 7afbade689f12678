package lint

import (
	"fmt"
	"testing"
)

// TestGrammarExemptions: each grammar exemption applies to the case that
// asked for it (as TestRejoinRules checks rejoin's rules). Where the
// exemption is all that keeps the finding out (col > 0), the case has no
// finding of its rule at its column, and has it with the exemption, and
// only it, turned off (Linter.exemptOff): no other exemption or filter
// covers it.
func TestGrammarExemptions(t *testing.T) {
	for id, e := range grammarExemptions {
		if e.name == "" || e.asked == "" {
			t.Errorf("exemption %d has no name or no case", id)
			continue
		}
		l, err := New(Options{Enable: []string{"all"}, Tests: true})
		if err != nil {
			t.Fatal(err)
		}
		applied := 0
		l.exempted = func(x exemptionID) { applied |= 1 << x }
		has := func() (bool, []string) {
			var all []string
			found := false
			for _, f := range l.CheckString(e.asked) {
				all = append(all, fmt.Sprintf("%s@%d", f.Rule, f.Start.Column))
				found = found || f.Rule == e.rule && f.Start.Column == e.col
			}
			return found, all
		}
		found, all := has()
		if applied&(1<<id) == 0 {
			t.Errorf("%s: does not apply to %q (applied: %b)", e.name, e.asked, applied)
		}
		if e.col == 0 {
			continue
		}
		if found {
			t.Errorf("%s: %q has %s at column %d: %v", e.name, e.asked, e.rule, e.col, all)
		}
		l.exemptOff = 1 << id
		if found, all := has(); !found {
			t.Errorf("%s turned off: %q has no %s at column %d: %v", e.name, e.asked, e.rule, e.col, all)
		}
	}
}
