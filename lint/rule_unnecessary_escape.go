package lint

import (
	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// unnecessaryEscape: an escaped unreserved character such as %7E.
var unnecessaryEscape = &Rule{
	Name:    "unnecessary-escape",
	Title:   "an escaped unreserved character such as %7E",
	Section: "2.4.2, 2.3",
	Doc: `"Unreserved characters can be escaped without changing the semantics of
the URL, but this should not be done unless the URL is being used in a
context which does not allow the unescaped character to appear." "%7e is
sometimes used instead of ~ in http URL path, but the two can be used
interchangeably", and "it is safe to unescape these within the body of a
URL". Only the characters every later standard agrees on are reported:
letters, digits, "-", ".", "_" and "~". Draft-09's other marks ("$", "!",
"*", "'", "(", ")", ",") are reserved since RFC 3986 (2.2): a URI that
escapes one is not the same URI, and a server may read "%2C" apart from
",". The fix unescapes them only where the text keeps its meaning: into a
character the extractor reads the same wherever it stands (a letter, a
digit, "~", "+", "$", ...; not ")", "'", "!", "*", which end or wrap URLs in
prose, nor "-" or "_", which decide whether a broken line is rejoined, nor
"." which would make a dot segment), and not in a bare URL rejoined across
lines. The other escapes are still reported.`,
	Bad:      []string{"http://example.com/%7Ealice/", "http://example.com/a%2Db"},
	Good:     []string{"http://example.com/~alice/", "http://example.com/a-b"},
	Severity: Info,
	Fix:      "replace the escape by the character",
	check:    checkUnnecessaryEscape,
}

func checkUnnecessaryEscape(p *pass) {
	// Escapes in the scheme and the host are other rules' business.
	p.escapes(func(i int, b byte) {
		// Only the octets every URL standard calls unreserved: draft-09's
		// marks "$" "!" "*" "'" "(" ")" "," are reserved since RFC 3986
		// (2.2: a URI that escapes one is not the same URI), and a server
		// may read "%2C" apart from ",".
		if !unreservedEverywhere(b) || p.inHost(i) || p.ipv6Hi > 0 && i >= p.ipv6Lo && i < p.ipv6Hi {
			return
		}
		// Nor in the port, where the grammar allows no escape at all
		// (port = *digit): "%38%30" is an invalid port (invalid-port),
		// and unescaping it would make an invalid URL valid.
		if p.inPort(i) || p.ipv6Hi > 0 && p.ref.Site.Defined && i >= p.ipv6Hi && i < p.ref.Site.End && p.text[p.ipv6Hi] == ':' {
			return
		}
		var m *msgb
		if p.inPassword(i) {
			m = p.say("escaped unreserved character in the password of the site (draft-09 2.4.2)")
		} else {
			m = p.say("").at(p.text[i:i+3], i, i+3).w(" is an escaped unreserved character; write ").qat(string(rune(b)), i, i+3).w(" (draft-09 2.4.2)")
		}
		// The fix replaces the escape only by a byte the extractor reads
		// the same wherever it stands (not ")", "'", "!", "*", nor "-" or
		// "_" that may end a line, nor "." that would make a dot segment),
		// and not in a bare URL rejoined across lines, whose rejoining
		// depends on the lengths and words of its lines.
		if !extract.Neutral(b) || p.u.Rejoined && p.u.Delimiter.Bare() {
			p.report(i, i+3, 0, m)
			return
		}
		p.report(i, i+3, 0, m, Edit{Start: i, End: i + 3, New: string(b)})
	})
}

// unreservedEverywhere reports whether c is unreserved in draft-09 and in
// RFC 3986 alike: a letter, a digit, "-", ".", "_" or "~".
func unreservedEverywhere(c byte) bool {
	return urlsyntax.Is(c, urlsyntax.Alphanum) || c == '-' || c == '.' || c == '_' || c == '~'
}
