package lint

import (
	"strings"
)

// userinfo: a user name in the site, which readers mistake for the host.
var userinfo = &Rule{
	Name:    "userinfo",
	Title:   "a user name in the site, which readers mistake for the host",
	Section: "4.3.1",
	Doc: `The site is [userinfo "@"] host [":" port]. Readers take the first name
they see for the host, so http://bank.example@evil.example/ looks like a
link to bank.example but goes to evil.example. A user name that looks like
a host name (it holds a ".") is a warning; other user names are info.
(A password is reported by password-in-site instead.)`,
	Bad:      []string{"http://bank.example@evil.example/", "ftp://alice@example.com/"},
	Good:     []string{"http://evil.example/", "ftp://example.com/"},
	Severity: Warning,
	Security: "4.0",
	check:    checkUserinfo,
}

func checkUserinfo(p *pass) {
	if !p.ref.Userinfo.Defined {
		return
	}
	if p.hasSecret {
		return // password-in-site reports it
	}
	if strings.HasPrefix(p.ref.Get(p.ref.Userinfo), ":") {
		return // a CVS access method (":pserver:anoncvs@"): no user name to mistake
	}
	if p.ref.Host.Len() == 0 {
		return // no host: the URL was cut ("qemu+ssh://root@<em>server</em>/"), nothing to mistake
	}
	ui := p.ref.Get(p.ref.Userinfo)
	user := strings.TrimSuffix(ui, ":")
	start, end := p.ref.Userinfo.Start, p.ref.Userinfo.End+1 // with the "@"
	switch {
	case user == "":
		p.report(start, end, -1, p.say(`empty userinfo before "@" in the site (draft-09 4.3.1)`))
	case strings.Contains(user, "."):
		p.report(start, end, 0, p.say("the user name looks like a host, but the host is ").qat(p.ref.Get(p.ref.Host), p.ref.Host.Start, p.ref.Host.End).w(" (draft-09 4.3.1)"))
	default:
		p.report(start, end, -1, p.say("user name in the site; readers may mistake it for the host ").qat(p.ref.Get(p.ref.Host), p.ref.Host.Start, p.ref.Host.End).w(" (draft-09 4.3.1)"))
	}
}
