package lint

import ()

// abbreviatedURL: an abbreviated URL without a scheme, completed by guesswork.
var abbreviatedURL = &Rule{
	Name:    "abbreviated-url",
	Title:   "an abbreviated URL without a scheme, completed by guesswork",
	Section: "Appendix F",
	Doc: `Abbreviated references such as www.w3.org/Addressing/ are meant for
people: a program must guess the scheme, and "since an abbreviated URL has
the same syntax as a relative URL path, abbreviated URL references cannot be
used in contexts where relative URLs are expected". Write the full URL.
Reported only when abbreviated references are extracted (--abbreviated).`,
	Bad:      []string{"see www.w3.org/Addressing/"},
	Good:     []string{"see http://www.w3.org/Addressing/"},
	Severity: Info,
	check:    checkAbbreviated,
}

func checkAbbreviated(p *pass) {
	if !p.u.Abbreviated {
		return
	}
	p.report(p.u.Prefix, len(p.text), 0, p.say("abbreviated URL: the scheme ").qat(p.scheme, p.ref.Scheme.Start, p.ref.Scheme.End).w(" is a guess; write the full URL (draft-09 Appendix F)"))
}
