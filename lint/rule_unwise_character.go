package lint

import "github.com/urlsift/urlsift/urlsyntax"

// unwiseCharacter: an unescaped { } | \\ ^ [ ] or ` in a URL.
var unwiseCharacter = &Rule{
	Name:    "unwise-character",
	Title:   "an unescaped { } | \\ ^ [ ] or ` in a URL",
	Section: "2.4.3",
	Doc: `The characters { } | \ ^ [ ] and ` + "`" + ` are "unwise": "gateways and other
transport agents are known to sometimes modify such characters, or they are
used as delimiters", and they "must be escaped in order to be properly
represented within a URL". The fix percent-encodes each one, except the "|"
of a drive letter in a file URL ("file:///C|/dir", the older spelling of
"C:"), which escaped would be no drive letter.

Placeholders of templates and format strings are not the URL's characters:
"${VERSION}", "{root}", "{{ .URL }}", "$WORK", "%s" and RFC 6570's "{?q}"
are filled in before the URL is used, and an escape of the surrounding
language (Markdown's "\(") is not in the URL either. Neither is reported,
and no fix touches them.`,
	Bad:      []string{"http://example.com/a|b", "http://example.com/a^b"},
	Good:     []string{"http://example.com/a%7Cb", "http://example.com/a%5Eb", "https://dl.example.com/v${VERSION}/x-{arch}.tgz"},
	Severity: Warning,
	Fix:      "percent-encode the character",
	kinds:    []urlsyntax.Kind{urlsyntax.KindUnwise},
	check:    checkGrammar,
}
