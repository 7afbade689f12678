package lint

import (
	"slices"

	"github.com/urlsift/urlsift/urlsyntax"
)

// invalidPort: a port that is not a decimal number from 0 to 65535.
var invalidPort = &Rule{
	Name:    "invalid-port",
	Title:   "a port that is not a decimal number from 0 to 65535",
	Section: "4.3.1",
	Doc: `port = *digit: "the network port number for the server", in decimal.
A port with other characters, or above 65535 (the largest TCP or UDP port),
cannot be connected to. Where the port is a piece of a password that the
text cut (the URL ends inside it, shown as ***), the message says so and
nothing of what the piece holds, and it is reported for digits too: the
findings of such a URL are the same whatever its password holds.`,
	Bad:      []string{"http://example.com:8o/", "http://example.com:70000/"},
	Good:     []string{"http://example.com:8080/"},
	Severity: Error,
	kinds:    []urlsyntax.Kind{urlsyntax.KindBadPort, urlsyntax.KindPortRange},
	check:    checkInvalidPort,
}

// pieceOfPassword is invalid-port's message for a port that is a piece
// of a password: the same whatever the piece holds ("above 65535" would
// tell that it is digits, "only digits" that it is not).
const pieceOfPassword = urlsyntax.PortPieceMessage + " (draft-09 4.3.1)"

// checkInvalidPort is checkGrammar for invalid-port, but for a port that
// a secret overlaps, reported once with pieceOfPassword.
func checkInvalidPort(p *pass) {
	if !p.ref.Port.Defined || !p.sec.Overlaps(p.ref.Port.Start, p.ref.Port.End) {
		checkGrammar(p)
		return
	}
	if placeholderPort(p.ref.Get(p.ref.Port)) {
		// "nntp://host:port/" in documentation, as checkGrammar: a word
		// that stands for a port is no secret to keep.
		return
	}
	for _, v := range p.viols {
		if !slices.Contains(p.rule.kinds, v.Kind) || v.Start >= p.ipv6Lo && v.Start < p.ipv6Hi || p.inTemplate(v.Start) ||
			p.scheme == "file" && len(p.host) == 1 {
			continue
		}
		p.report(p.ref.Port.Start, p.ref.Port.End, 0, p.say(pieceOfPassword))
		return
	}
}
