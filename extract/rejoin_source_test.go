package extract

import (
	"strings"
	"testing"
)

// TestSourceRules runs the case of each rule of sourceRules: a URL it
// gives is the rule's, and rule source decided one of its line breaks.
func TestSourceRules(t *testing.T) {
	for _, r := range sourceRules {
		s := NewScanner(strings.NewReader(r.asked), Options{})
		found := false
		for s.Scan() {
			if s.URL().Text == r.want && s.m.rules&(1<<ruleSource) != 0 {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %q gives no %q decided by rule source", r.name, r.asked, r.want)
		}
	}
}
