package lint

import "github.com/urlsift/urlsift/urlsyntax"

// invalidPort: a port that is not a decimal number from 0 to 65535.
var invalidPort = &Rule{
	Name:    "invalid-port",
	Title:   "a port that is not a decimal number from 0 to 65535",
	Section: "4.3.1",
	Doc: `port = *digit: "the network port number for the server", in decimal.
A port with other characters, or above 65535 (the largest TCP or UDP port),
cannot be connected to.`,
	Bad:      []string{"http://example.com:8o/", "http://example.com:70000/"},
	Good:     []string{"http://example.com:8080/"},
	Severity: Error,
	kinds:    []urlsyntax.Kind{urlsyntax.KindBadPort, urlsyntax.KindPortRange},
	check:    checkGrammar,
}
