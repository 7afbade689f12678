package lint

import (
	"github.com/urlsift/urlsift/urlsyntax"
)

// invalidHost: a host that is neither a hostname nor an IPv4 address.
var invalidHost = &Rule{
	Name:    "invalid-host",
	Title:   "a host that is neither a hostname nor an IPv4 address",
	Section: "4.3.1",
	Doc: `host = hostname | IPv4address. Each domain label starts and ends with a
letter or digit and may hold "-" inside; the top label starts with a letter
(so that names differ from IPv4 addresses); an IPv4 address is four decimal
groups, each at most 255. Literal IPv6 addresses "are not supported" by the
draft; one that is a loopback, private or documentation address ([::1],
[fe80::1], [2001:db8::1]) is reported at info. A host that breaks these rules is resolved differently by different
programs, or not at all. Non-ASCII characters in the host are reported by
excluded-character at warning level. An empty host in a URL of a scheme
that names a server (http:///x, http://?q) is a warning.`,
	Bad:      []string{"http://-example.com/", "http://example.123/", "http://256.1.1.1/", "http://exa_mple.com/", "http:///path"},
	Good:     []string{"http://example.com/", "http://192.0.2.1/"},
	Severity: Error,
	kinds:    []urlsyntax.Kind{urlsyntax.KindBadHostname, urlsyntax.KindBadTopLabel, urlsyntax.KindIPv4Range, urlsyntax.KindEmptyHost},
	check:    checkHost,
}

// checkHost is invalid-host: the grammar's host violations, and an empty
// host in a URL of a scheme whose site names a server.
func checkHost(p *pass) {
	checkGrammar(p)
	if p.ipv6Hi > 0 {
		adjust, _ := p.quiet()
		if p.hidden(adjust) {
			p.report(p.ipv6Lo, p.ipv6Hi, adjust, nil) // at info, left out: no words to make
			return
		}
		p.report(p.ipv6Lo, p.ipv6Hi, adjust, p.note(p.say("literal IPv6 address ").at(p.text[p.ipv6Lo:p.ipv6Hi], p.ipv6Lo, p.ipv6Hi).
			w(" as host: draft-09 does not support it (4.3.1; RFC 2732 added the brackets later)")))
		return
	}
	if !p.ref.Site.Defined || p.ref.Host.Len() > 0 || p.scheme == "file" || !p.siteScheme() {
		return
	}
	for _, v := range p.viols {
		if v.Kind == urlsyntax.KindEmptyHost {
			return // already reported
		}
	}
	at := p.ref.Site.Start - 1 // the second "/" of "//"
	if p.hidden(-1) {
		p.report(at, at+1, -1, nil) // at info, left out: no words to make
		return
	}
	p.report(at, at+1, -1, p.say("").at(p.scheme, p.ref.Scheme.Start, p.ref.Scheme.End).w(" URL with an empty host names no server (draft-09 4.3.1)"))
}
