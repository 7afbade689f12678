package lint

import "github.com/urlsift/urlsift/urlsyntax"

// badEscape: a percent sign not followed by two hexadecimal digits.
var badEscape = &Rule{
	Name:    "bad-escape",
	Title:   "a percent sign not followed by two hexadecimal digits",
	Section: "2.4.1, 2.4.2",
	Doc: `An escaped octet is "%" followed by two hexadecimal digits. The "%" is
always the escape indicator and "must be escaped as %25 in order to be used
as data within a URL". A lone "%" or one followed by non-hex characters is
read differently by different programs. There is no safe fix: only the
author knows whether "%" was data (write %25) or a broken escape.`,
	Bad:      []string{"http://example.com/100%", "http://example.com/a%zzb", "http://example.com/%u00e9"},
	Good:     []string{"http://example.com/100%25", "http://example.com/a%20b"},
	Severity: Error,
	kinds:    []urlsyntax.Kind{urlsyntax.KindBadEscape},
	check:    checkGrammar,
}
