package lint

import (
	"github.com/urlsift/urlsift/urlsyntax"
)

// nonDefaultPort: a port other than the scheme's default.
var nonDefaultPort = &Rule{
	Name:    "non-default-port",
	Title:   "a port other than the scheme's default",
	Section: "7",
	Doc: `"The unsafe URL is typically constructed by specifying a port number other
than that reserved for the network protocol in question. The client
unwittingly contacts a site which is in fact running a different protocol."
The draft's example is a gopher URL that makes a client send mail through an
SMTP server. A port that belongs to another well-known protocol (below 1024,
as http://www.w3.org:25/) is an error; other non-default ports are a
warning. Allow the ports you mean in the configuration file.

A URL whose host is a loopback, private or documentation name or address is
written on purpose, in documentation and tests, and is reported at info
whatever the port: localhost and *.localhost, 127.0.0.0/8, ::1, 0.0.0.0;
10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, link-local and unique local
addresses, *.local, home.arpa; example.com, example.net, example.org,
*.example, *.test, *.invalid (RFC 2606, RFC 6761), 192.0.2.0/24,
198.51.100.0/24, 203.0.113.0/24 (RFC 5737) and 2001:db8::/32 (RFC 3849).`,
	Bad:      []string{"http://www.w3.org:25/", "gopher://www.w3.org:25/", "http://www.w3.org:8080/"},
	Good:     []string{"http://www.w3.org/", "smtp://www.w3.org:25/", "http://localhost:8080/ (info)"},
	Severity: Warning,
	Security: "5.0",
	check:    checkNonDefaultPort,
}

func checkNonDefaultPort(p *pass) {
	n, def, ok := p.explicitPort()
	if !ok || n > 65535 || portNumber(def) == n {
		return
	}
	start, end := p.ref.Port.Start, p.ref.Port.End
	if p.sec.Overlaps(start, end) {
		// A password the text cut where the grammar reads a port
		// ("https://u:37”@h/"): shown as ***, and a message that names
		// its service ("belongs to time") or its default would tell
		// it. (password-in-site does not report such a password: the
		// grammar reads no userinfo; the URL shows *** in any finding.)
		return
	}
	adjust, quiet := p.quiet()
	svc, known := urlsyntax.PortService(p.port)
	clash := known && n < 1024 && svc != p.scheme && !secureVariant(svc, p.scheme)
	if clash && !quiet {
		adjust = 1
	}
	if p.hidden(adjust) {
		p.report(start, end, adjust, nil) // at info, left out: no words to make
		return
	}
	if clash {
		p.report(start, end, adjust, p.note(p.say("port ").nat(n, start, end).w(" belongs to ").w(svc).w(", not ").at(p.scheme, p.ref.Scheme.Start, p.ref.Scheme.End).w(" (default ").w(def).
			w("): the client may be made to talk ").w(svc).w(" (draft-09 7)")))
		return
	}
	p.report(start, end, adjust, p.note(p.say("port ").nat(n, start, end).w(" is not the default port ").w(def).w(" of ").at(p.scheme, p.ref.Scheme.Start, p.ref.Scheme.End).w(" (draft-09 7)")))
}
