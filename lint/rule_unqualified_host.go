package lint

import (
	"strings"
)

// unqualifiedHost: a host name that is not fully qualified.
var unqualifiedHost = &Rule{
	Name:    "unqualified-host",
	Title:   "a host name that is not fully qualified",
	Section: "4.3.1",
	Doc: `"To actually be Uniform as a resource locator, a URL hostname should be a
fully qualified domain name. In practice, however, the host component may be
a local domain literal." A single-label host (http://intranet/) resolves
through the reader's search domains, so the same URL names different servers
on different networks. localhost is accepted. Off by default: enable it with
--enable unqualified-host.`,
	Bad:        []string{"http://intranet/wiki", "ftp://fileserver/pub/"},
	Good:       []string{"http://intranet.example.com/wiki", "http://localhost:8080/"},
	Severity:   Info,
	NonDefault: true,
	check:      checkUnqualifiedHost,
}

// checkUnqualifiedHost is unqualified-host: a server's host name with no
// "." (4.3.1: "a URL hostname should be a fully qualified domain name").
func checkUnqualifiedHost(p *pass) {
	if !p.ref.Site.Defined || p.host == "" || p.host == "localhost" || !p.siteScheme() || p.scheme == "file" {
		return
	}
	if strings.ContainsAny(p.host, ".[:%") || len(p.viols) > 0 {
		return
	}
	adjust, _ := p.quiet()
	if p.hidden(adjust) {
		p.report(p.ref.Host.Start, p.ref.Host.End, adjust, nil) // at info, left out: no words to make
		return
	}
	lo, hi := p.hostSpan()
	p.report(p.ref.Host.Start, p.ref.Host.End, adjust, p.note(p.say("host ").qat(p.host, lo, hi).
		w(" is not a fully qualified domain name; the URL means different things on different networks (draft-09 4.3.1)")))
}
