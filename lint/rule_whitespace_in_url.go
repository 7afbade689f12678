package lint

// whitespaceInURL: a URL broken across lines without <...> around it.
var whitespaceInURL = &Rule{
	Name:    "whitespace-in-url",
	Title:   "a URL broken across lines without <...> around it",
	Section: "Appendix E",
	Doc: `Whitespace "may need to be added to break long URLs across lines", and
"using <> angle brackets around each URL is especially recommended as a
delimiting style for URLs that contain whitespace". Outside angle brackets a
reader cannot know that the next line continues the URL. Put the URL on one
line or inside <...> (or <URL:...>). A break that a typesetter made is not
reported: where the line ends in U+2010 HYPHEN, groff's mark of a word it
broke when it filled the line (a manual page as man shows it), the page's
source holds the URL on one line.`,
	Bad:      []string{"\"http://example.com/a/\n  b.html\""},
	Good:     []string{"<http://example.com/a/\n  b.html>"},
	Severity: Warning,
	check:    checkWhitespace,
}

func checkWhitespace(p *pass) {
	if !p.u.Rejoined {
		return
	}
	if p.u.Delimiter.Strong() {
		return // the wrapper's line breaks are the text's layout
	}
	hyphen := map[int]bool{}
	for _, i := range p.u.HyphenBreak {
		hyphen[i] = true
	}
	for i := p.u.Prefix + 1; i < len(p.text); i++ {
		a := p.endPos(i)
		b := p.srcPos(i)
		if a.Offset == b.Offset || hyphen[i-1] {
			continue
		}
		p.reportSpan(a, b, "URL continues on line %d after a line break; put it in <...> or on one line (draft-09 Appendix E)")
	}
}
