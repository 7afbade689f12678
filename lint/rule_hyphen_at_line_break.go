package lint

import ()

// hyphenAtLineBreak: a URL broken across lines right after a hyphen.
var hyphenAtLineBreak = &Rule{
	Name:    "hyphen-at-line-break",
	Title:   "a URL broken across lines right after a hyphen",
	Section: "Appendix E",
	Doc: `"No whitespace should be introduced after a hyphen character." Because
typesetters insert hyphens when they break lines, a reader "should be aware
that the hyphen may or may not actually be part of the URL": the URL has two
readings. Put the URL on one line, or inside <...> with the break elsewhere.`,
	Bad:      []string{"<http://example.com/long-\n  name.html>"},
	Good:     []string{"<http://example.com/long-name.html>"},
	Severity: Warning,
	check:    checkHyphenBreak,
}

func checkHyphenBreak(p *pass) {
	if len(p.u.HyphenBreak) == 0 {
		return
	}
	alt := p.sec.MaskReading(p.u.DropHyphens())
	inSecret := false
	for _, i := range p.u.HyphenBreak {
		if i < 0 || i >= len(p.text) {
			continue
		}
		if p.sec.Overlaps(i, i+1) {
			// A hyphen inside a secret: its column would tell the
			// secret's length up to the cut (review38 F9). The finding
			// is about the URL, which it spans, once however many
			// hyphens the secret holds.
			inSecret = true
			continue
		}
		p.report(i, i+1, 0, p.say("URL is broken across lines after a hyphen, which may or may not be part of it; it may also be ").shown(alt).w(" (draft-09 Appendix E)"))
	}
	if inSecret {
		p.report(0, len(p.text), 0, p.say("URL is broken across lines after a hyphen in its secret, which may or may not be part of it; it may also be ").shown(alt).w(" (draft-09 Appendix E)"))
	}
}
