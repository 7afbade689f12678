package lint

import (
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// emptyPort: a ":" after the host with no port number.
var emptyPort = &Rule{
	Name:    "empty-port",
	Title:   `a ":" after the host with no port number`,
	Section: "4.3.1, G.3",
	Doc: `The port is *digit, so "http://host:/" is allowed, and "if the port is
omitted, the default port number is assumed". The empty port is nonetheless
a slip (a port was deleted, or a template variable expanded to nothing) and
some software rejects it. The fix removes the ":", except where the site
would then read differently: a host that holds a ":" itself ("h::",
"host:8080:") or a one-letter host, a drive letter ("file://D:/dir"); where
the scheme has no default port to assume (a CVSROOT's "cvs://:pserver:u@host:/cvs"
writes the ":" as its own syntax); and before a path that starts with "//"
("http://http://host/", where the fix would make "http" the host). A
scheme written twice ("http://http://host/", "https://http://host/") is a
broken link, reported at warning whatever the rule's severity is below
it, with no fix.`,
	Bad:      []string{"http://example.com:/"},
	Good:     []string{"http://example.com/"},
	Severity: Info,
	Fix:      "remove the \":\"",
	check:    checkEmptyPort,
}

func checkEmptyPort(p *pass) {
	if p.ipv6Hi > p.ref.Port.Start-1 || !p.ref.Port.Defined || p.ref.Port.Len() != 0 || p.ref.Host.Len() == 0 {
		return
	}
	if p.scheme == "cvs" || strings.HasPrefix(p.ref.Get(p.ref.Userinfo), ":") {
		return // a CVSROOT: "cvs://:pserver:anoncvs@host:/cvs" writes the ":" as its syntax
	}
	start := p.ref.Port.Start - 1
	msg := `":" after the host is not followed by a port; omit it (draft-09 4.3.1)` // the rule's words alone
	host := p.text[p.ref.Host.Start:p.ref.Host.End]
	// The fix removes the ":" only where the site then reads as the same
	// host without a port: not where the host holds a ":" of its own
	// (h::, host:8080:, which the fix would turn into another host or a
	// port), nor a one-letter host, a drive letter (file://D:/dir).
	// Nor where the scheme has no default port the draft's "the default
	// port number is assumed" would give (a CVSROOT's "host:/cvs" is its
	// syntax, not an empty port), nor before a path that starts with "//"
	// ("http://http://host/": the fix would make a host of the scheme).
	path := p.text[p.ref.Port.End:]
	if strings.HasPrefix(path, "//") && p.ref.Userinfo.Len() == 0 && urlsyntax.LookupScheme(strings.ToLower(host)) != nil {
		// "http://http://host/": the scheme written twice, a broken
		// link (its host is "http") that a reader follows in vain.
		p.report(p.ref.Host.Start, start+1, max(0, int(Warning-p.sev)),
			p.say("the scheme is written twice: the link is broken, its host is \"").at(strings.ToLower(host), p.ref.Host.Start, p.ref.Host.End).w("\" (draft-09 4.3.1)"))
		return
	}
	if strings.IndexByte(host, ':') >= 0 || len(host) == 1 || p.sch == nil || p.sch.DefaultPort == "" ||
		strings.HasPrefix(path, "//") {
		p.report(start, start+1, 0, p.say(msg))
		return
	}
	p.report(start, start+1, 0, p.say(msg), Edit{Start: start, End: start + 1, New: ""})
}
