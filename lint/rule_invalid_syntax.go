package lint

import "github.com/urlsift/urlsift/urlsyntax"

// invalidSyntax: another violation of the collected BNF.
var invalidSyntax = &Rule{
	Name:    "invalid-syntax",
	Title:   "another violation of the collected BNF",
	Section: "Appendix A",
	Doc: `The URL breaks a rule of the collected BNF (Appendix A) that no more
specific rule covers, for example a character the userinfo or the path does
not allow. The message names the rule and the section.`,
	Bad:      []string{"http://us?er@example.com/"},
	Good:     []string{"http://example.com/"},
	Severity: Error,
	kinds:    []urlsyntax.Kind{urlsyntax.KindBadUserinfo, urlsyntax.KindBadPath},
	check:    checkGrammar,
}
