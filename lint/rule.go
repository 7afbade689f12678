// Package lint checks URL references found in text against
// draft-fielding-url-syntax-09 ("URLs: Generic Syntax and Semantics").
//
// Every check is a Rule in one explicit, sorted registry (see Rules). A rule
// has a stable kebab-case name, a one-line title, documentation citing the
// draft, a default severity and, where one exists, a safe fix. Findings carry
// positions of the offending characters in the scanned stream (pos.Pos)
// and never hold a password in the clear: URL and Message show it as "***".
//
// The package prints nothing and reads no environment: Finding.Record
// turns a finding into the record package printer prints in each output
// format, and Describe the rules into what SARIF declares.
package lint

import (
	"fmt"
	"sort"
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// Severity is how serious a finding is. The zero value, Off, disables a rule.
type Severity int8

// The severities, in increasing order.
const (
	Off Severity = iota
	Info
	Warning
	Error
)

func (s Severity) String() string {
	switch s {
	case Off:
		return "off"
	case Info:
		return "info"
	case Warning:
		return "warning"
	case Error:
		return "error"
	}
	return fmt.Sprintf("Severity(%d)", int8(s))
}

// ParseSeverity parses "error", "warning", "info" or "none" (case-insensitive;
// "off" is "none" too, "warn" is "warning" and "note" is "info").
func ParseSeverity(s string) (Severity, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "error":
		return Error, nil
	case "warning", "warn":
		return Warning, nil
	case "info", "note":
		return Info, nil
	case "off", "none":
		return Off, nil
	}
	return Off, fmt.Errorf("unknown severity %q (want error, warning, info or none)", s)
}

// Rule is one check. Rules are values in the registry; callers must not
// modify them.
type Rule struct {
	Name     string   // stable kebab-case identifier, used by --enable/--disable and in output
	Title    string   // one line, lower case, no final period
	Section  string   // the draft-09 section(s) the rule rests on, e.g. "2.4.3"
	Doc      string   // why the rule exists, in plain text paragraphs
	Bad      []string // examples the rule flags
	Good     []string // their corrected forms, or examples it accepts
	Severity Severity // default severity
	Fix      string   // what the safe fix does; "" when the rule has none
	// NonDefault marks a rule that runs only when enabled explicitly.
	NonDefault bool
	// Security is the score (0.0 to 10.0) of a rule about the draft's
	// section 7 (security) that GitHub code scanning ranks alerts by; ""
	// for the others.
	Security string

	// kinds are the violations of urlsyntax.Validate the rule reports
	// (checkGrammar): each kind is claimed by exactly one rule.
	kinds []urlsyntax.Kind
	check func(p *pass)
	// needs are the facts of a URL (facts.go) without one of which check
	// reports nothing: it is not run then. Zero: it runs for every URL.
	needs facts
	// unallowed: the configuration's [allow] table, for every rule, does
	// not silence the rule; only its own [rules.NAME] allow-list does.
	unallowed bool
}

// Rules returns the registry, sorted by name. The slice is shared; do not
// modify it.
func Rules() []*Rule { return registry }

// Lookup returns the rule named name, or nil.
func Lookup(name string) *Rule {
	i := sort.Search(len(registry), func(i int) bool { return registry[i].Name >= name })
	if i < len(registry) && registry[i].Name == name {
		return registry[i]
	}
	return nil
}

// Explain returns the full documentation of r as plain text, as
// `urlsift explain` prints it.
func (r *Rule) Explain() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n\n", r.Name, r.Title)
	fmt.Fprintf(&b, "Severity: %s", r.Severity)
	if r.NonDefault {
		b.WriteString(" (not enabled by default)")
	}
	fmt.Fprintf(&b, "\nSource:   draft-fielding-url-syntax-09, %s\n", sectionWord(r.Section))
	if r.Fix != "" {
		fmt.Fprintf(&b, "Fix:      %s\n", r.Fix)
	}
	b.WriteString("\n")
	b.WriteString(strings.TrimSpace(r.Doc))
	b.WriteString("\n")
	if len(r.Bad) > 0 {
		b.WriteString("\nBad:\n")
		for _, e := range r.Bad {
			fmt.Fprintf(&b, "    %s\n", e)
		}
	}
	if len(r.Good) > 0 {
		b.WriteString("\nGood:\n")
		for _, e := range r.Good {
			fmt.Fprintf(&b, "    %s\n", e)
		}
	}
	return b.String()
}

// sectionWord turns "2.4.3" into "section 2.4.3" and "Appendix E" into itself.
func sectionWord(s string) string {
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		if strings.ContainsAny(s, ", ") {
			return "sections " + s
		}
		return "section " + s
	}
	return s
}

// Find looks a rule up as a person types its name: in any case, with "_"
// or " " for "-". When there is no such rule, the error names it and the
// nearest rules (as --enable and the configuration file do).
func Find(name string) (*Rule, error) {
	key := strings.Map(func(c rune) rune {
		if c == '_' || c == ' ' {
			return '-'
		}
		return c
	}, strings.ToLower(strings.TrimSpace(name)))
	if r := Lookup(key); r != nil {
		return r, nil
	}
	if key == "" {
		return nil, &UnknownRuleError{Name: name}
	}
	// The error names the rule as it was given, not as looked up: a
	// message that quotes what the user typed is masked as that argument
	// is (a URL given as a rule's name); its form lowered with "_" made
	// "-" was none the command line holds, and before stop 37 `explain
	// 'git+ssh://alice:F>wΩJ@_gateway/x'` said `unknown rule
	// "git+ssh://alice:f>wωj@-gateway/x"`, the password and all.
	e := unknownRule(key).(*UnknownRuleError)
	e.Name = name
	return nil, e
}
