package lint

import (
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// notNormalized: a URL that differs from its normal form.
var notNormalized = &Rule{
	Name:    "not-normalized",
	Title:   "a URL that differs from its normal form",
	Section: "6, 2.4.2",
	Doc: `"The host names used in URLs are actually case insensitive", scheme names
too (4.1), a port equal to the scheme's default "is equivalent to one where
the port is elided", and escaped unreserved characters "can be used
interchangeably" with the characters (2.4.2). Writing URLs in one normal form
(lower-case scheme and host, no default or empty port, no escaped unreserved
characters, upper-case hex digits) makes equal URLs equal strings, which
matters for caches, allow-lists and duplicate detection. The fix writes the
normal form. A URL that differs from its normal form only inside its
password is not reported: the finding would tell the password (one the
text cut where the grammar reads a port, equal to the default port). Off by
default: enable it with --enable not-normalized.`,
	Bad:        []string{"HTTP://Example.COM:80/%7ealice/%3f"},
	Good:       []string{"http://example.com/~alice/%3F"},
	Severity:   Info,
	Fix:        "write the normal form",
	NonDefault: true,
	check:      checkNormalForm,
}

// checkNormalForm is not-normalized: the URL differs from its section 6
// normal form (case of scheme and host, default or empty port, escapes).
func checkNormalForm(p *pass) {
	norm := urlsyntax.Normalize(p.text)
	if norm == p.text || len(p.viols) > 0 {
		return
	}
	if !p.sec.Empty() && urlsyntax.Normalize(p.masked()) == p.masked() {
		// The URL differs from its normal form only where a secret
		// stands ("https://u:443”@h/", whose password the grammar reads
		// as the default port): the finding would tell the secret
		// ("write https://u:***" for 443, nothing for 444), and its
		// normal form is the URL as printed.
		return
	}
	m := p.say("URL is not in normal form; write ").shown(urlsyntax.Normalize(p.masked())).w(" (draft-09 6)")
	if strings.Contains(strings.ToUpper(p.text), "%2E") {
		// Unescaping "." may make a dot segment that resolves differently:
		// report, but do not rewrite.
		p.report(p.u.Prefix, len(p.text), 0, m)
		return
	}
	p.report(p.u.Prefix, len(p.text), 0, m, Edit{Start: p.u.Prefix, End: len(p.text), New: norm[min(p.u.Prefix, len(norm)):]})
}
