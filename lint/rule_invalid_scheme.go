package lint

import "github.com/urlsift/urlsift/urlsyntax"

// invalidScheme: a scheme name with characters other than letters, digits, \"+\", \"-\" and \".\.
var invalidScheme = &Rule{
	Name:    "invalid-scheme",
	Title:   "a scheme name with characters other than letters, digits, \"+\", \"-\" and \".\"",
	Section: "4.1",
	Doc: `scheme = 1*( alpha | digit | "+" | "-" | "." ). A reference whose part
before the first ":" holds other characters is not a URL with a scheme, and
programs disagree on what it is.`,
	Bad:      []string{"ht_tp://example.com/"},
	Good:     []string{"http://example.com/"},
	Severity: Error,
	kinds:    []urlsyntax.Kind{urlsyntax.KindBadScheme},
	check:    checkGrammar,
}
