package lint

import "strings"

// defaultPort: the scheme's default port written out.
var defaultPort = &Rule{
	Name:    "default-port",
	Title:   "the scheme's default port written out",
	Section: "6",
	Doc: `A URL "with an explicit :port, where the port is the default for the
scheme, is equivalent to one where the port is elided". Writing the default
port makes otherwise equal URLs compare unequal as strings and hides
non-default ports among noise. The fix removes ":port", except where the
host holds a ":" of its own ("http://0:80:80"): a site with two ports is
not the site with one, and the fix would make a port of the host's
piece.`,
	Bad:      []string{"http://example.com:80/", "https://example.com:443/a"},
	Good:     []string{"http://example.com/", "https://example.com/a"},
	Severity: Info,
	Fix:      "remove the \":port\"",
	check:    checkDefaultPort,
}

func checkDefaultPort(p *pass) {
	n, def, ok := p.explicitPort()
	if !ok || portNumber(def) != n {
		return
	}
	if p.sec.Overlaps(p.ref.Port.Start, p.ref.Port.End) {
		// A password the text cut where the grammar reads a port
		// ("https://u:443”@h/"): "is the default for https" would tell
		// its digits, as non-default-port's message would tell others.
		// (password-in-site does not report such a password: the
		// grammar reads no userinfo; the URL shows *** in any finding.)
		return
	}
	start := p.ref.Port.Start - 1 // the ":"
	if siteColon(p.text[p.ref.Host.Start:p.ref.Host.End]) {
		// "http://0:80:80": removing the last ":80" leaves "http://0:80",
		// another site, whose ":80" the next run removes too. The
		// finding stands, without a fix (as empty-port's "host:8080:").
		if p.hidden(0) {
			p.report(start, p.ref.Port.End, 0, nil)
			return
		}
		p.report(start, p.ref.Port.End, 0,
			p.say("port ").at(p.port, p.ref.Port.Start, p.ref.Port.End).w(" is the default for ").at(p.scheme, p.ref.Scheme.Start, p.ref.Scheme.End).w("; omit it (draft-09 6)"))
		return
	}
	if p.hidden(0) {
		p.report(start, p.ref.Port.End, 0, nil) // at info, left out: no words to make
		return
	}
	p.report(start, p.ref.Port.End, 0,
		p.say("port ").at(p.port, p.ref.Port.Start, p.ref.Port.End).w(" is the default for ").at(p.scheme, p.ref.Scheme.Start, p.ref.Scheme.End).w("; omit it (draft-09 6)"),
		Edit{Start: start, End: p.ref.Port.End, New: ""})
}

// siteColon reports whether a host as the grammar splits it holds a ":"
// outside a bracketed literal at its start: the site writes a ":" piece
// before its port ("0:80" of "http://0:80:80", "[::1]:80" of
// "http://[::1]:80:80").
func siteColon(host string) bool {
	if strings.HasPrefix(host, "[") {
		if i := strings.IndexByte(host, ']'); i > 0 {
			host = host[i+1:] // a "]" elsewhere is a byte like another ("h:]c" of "git://h:]c:9418")
		}
	}
	return strings.IndexByte(host, ':') >= 0
}
