package lint

import (
	"fmt"
)

// escapedDelimiter: an escaped control character such as %0D, %0A or %00.
var escapedDelimiter = &Rule{
	Name:    "escaped-delimiter",
	Title:   "an escaped control character such as %0D, %0A or %00",
	Section: "7",
	Doc: `"Care should be taken when URLs contain escaped delimiters for a given
protocol (for example, CR and LF characters for telnet protocols) that these
are not unescaped before transmission." An escaped CR, LF or NUL in a URL is
the classic way to smuggle an extra command or header into a protocol (an
error); other escaped control characters are a warning.`,
	Bad:      []string{"http://example.com/a%0D%0ASet-Cookie:x=y", "telnet://example.com/%00"},
	Good:     []string{"http://example.com/a"},
	Severity: Warning,
	Security: "6.5",
	check:    checkEscapedDelimiter,
}

func checkEscapedDelimiter(p *pass) {
	p.escapes(func(i int, b byte) {
		if b >= 0x20 && b != 0x7f {
			return
		}
		if p.inPassword(i) {
			p.report(i, i+3, 1, p.say("escaped control character in the password of the site (draft-09 7)"))
			return
		}
		adjust := 0
		name := fmt.Sprintf("control character U+%04X", b)
		switch b {
		case '\r':
			adjust, name = 1, "carriage return (CR)"
		case '\n':
			adjust, name = 1, "line feed (LF)"
		case 0:
			adjust, name = 1, "NUL"
		case '\t':
			name = "tab"
		}
		// The name is the rule's words, which the escape chose.
		p.report(i, i+3, adjust, p.say("escaped ").w(name).w(" ").at(p.text[i:i+3], i, i+3).w(" could inject a protocol delimiter if unescaped before transmission (draft-09 7)"))
	})
}
