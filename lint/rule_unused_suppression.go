package lint

// unusedSuppression: an urlsift:ignore comment that suppressed nothing.
var unusedSuppression = &Rule{
	Name:    "unused-suppression",
	Title:   "an urlsift:ignore comment that suppressed nothing",
	Section: "(urlsift)",
	Doc: `A comment "urlsift:ignore RULE[,RULE] reason" silences the named rules
on its line, and "urlsift:ignore-next-line RULE[,RULE] reason" on the next
line; without RULE it silences every rule. A suppression that matched no
finding is stale (the URL was fixed or moved) or names the wrong rule, and
is reported so that it does not hide a future problem.`,
	Bad:      []string{"http://example.com/ urlsift:ignore unwise-character"},
	Good:     []string{"http://example.com/a|b urlsift:ignore unwise-character (vendor's URL)"},
	Severity: Warning,
}
