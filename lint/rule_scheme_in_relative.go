package lint

import ()

// schemeInRelative: a scheme name on a relative reference ("http:g").
var schemeInRelative = &Rule{
	Name:    "scheme-in-relative",
	Title:   `a scheme name on a relative reference ("http:g")`,
	Section: "Appendix C, 5.2",
	Doc: `"Some parsers allow the scheme name to be present in a relative URL if it
is the same as the base URL scheme. This is considered to be a loophole in
prior specifications of partial URLs. Its use should be avoided." By
section 5.2 "http:g" is the absolute URL http:g, not http://a/b/c/g. The
rule flags a scheme that uses a site (http, ftp, ...) written without "//".`,
	Bad:      []string{"http:g", "http:/path/x", "http:"},
	Good:     []string{"g", "/path/x", "http://example.com/path/x"},
	Severity: Warning,
	check:    checkSchemeInRelative,
}

func checkSchemeInRelative(p *pass) {
	if !p.ref.Scheme.Defined || p.ref.Site.Defined || !p.siteScheme() || p.u.Abbreviated {
		return
	}
	p.report(0, p.ref.Scheme.End+1, 0, p.say("").qshown(p.masked()).w(" has the scheme ").at(p.scheme, p.ref.Scheme.Start, p.ref.Scheme.End).
		w(" but no site: it is not resolved against the base (draft-09 Appendix C, 5.2)"))
}
