package lint

import "github.com/urlsift/urlsift/urlsyntax"

// passwordInSite: a password in the userinfo of the site.
var passwordInSite = &Rule{
	Name:    "password-in-site",
	Title:   "a password in the userinfo of the site",
	Section: "4.3.1, 7",
	Doc: `Some schemes use "user:password" in the userinfo. "This practice is NOT
RECOMMENDED, because the passing of authentication information in clear text
(such as URLs) has proven to be a security risk in almost every case where
it has been used." and "the use of a password within the site component of a
URL is strongly disrecommended except in those rare cases where the
'password' parameter is intended to be public." A real password is an error;
to a loopback or private host (localhost, 10.0.0.0/8, ...) a warning, since
it is still a secret; to a documentation host (example.com, *.test,
192.0.2.0/24, ...) info, since it is an example. A placeholder (${PASSWORD},
<password>, ***, xxx, user:pass, a:b, admin:admin) is info: the text holds no
secret, but the URL will. A well-known public password (anonymous:guest,
ftp:ftp) is info. A CVS access method ("cvs://:pserver:anoncvs@host/") is
not a password. A user name that is an access token
(https://ghp_...@github.com/, glpat-..., xoxb-...: a known prefix and more
than eight bytes after it; an OpenAI key sk-... of 20 letters and digits
or more, an AWS access key ID AKIA... of 16 capitals and digits, a JSON
Web Token eyJ...; or a run of 32 or more letters, digits, "_" and "-"
that mixes letters and digits, or upper- and lower-case letters) is a
password too, also where white space
cut it on its line (its pieces read together); a shorter run with no
known prefix (a 20-byte app password) is read as a user name and shown. urlsift never prints the password: it shows *** instead, in every
output format.

The configuration's [allow] table does not silence this rule: an allowed
host with a real password in its URL is still a leak. Only an allow-list
under [rules.password-in-site], which names the rule, does.`,
	Bad:       []string{"ftp://alice:s3cret@ftp.gnu.org/", "https://bot:${TOKEN}@ci.gnu.org/", "https://ghp_EXAMPLEexample0123456789EXAMPLE@github.com/o/r.git"},
	Good:      []string{"ftp://alice@example.com/ (and the password from elsewhere)"},
	Severity:  Error,
	Security:  "7.5",
	check:     checkPassword,
	unallowed: true,
}

func checkPassword(p *pass) {
	lo, hi, ok := p.secretRange()
	if !ok {
		return
	}
	user, isPassword := userBefore(p.text, lo)
	if !isPassword {
		p.report(lo, hi, 0, p.say("access token as the user name (shown as ***) in the site: credentials in URLs are NOT RECOMMENDED (draft-09 4.3.1, 7)"))
		return
	}
	switch passwordKind(user, p.text[lo:hi]) {
	case "public":
		p.report(lo, hi, p.toInfo(), p.say("well-known public password (shown as ***) in the site; userinfo passwords are NOT RECOMMENDED (draft-09 4.3.1, 7)"))
	case "placeholder":
		p.report(lo, hi, p.toInfo(), p.say("placeholder password (shown as ***) in the site: the URL will carry a real password in clear text (draft-09 4.3.1, 7)"))
	default:
		adjust, quiet := p.quiet()
		if quiet && p.hostKind() != urlsyntax.ExampleHost {
			// A password is a secret wherever it points: a loopback or
			// private host takes it one level down, not to info. On a
			// documentation host the password is an example too.
			adjust = -1
		}
		p.report(lo, hi, adjust, p.note(p.say("password (shown as ***) in the site of the URL: passwords in URLs are NOT RECOMMENDED (draft-09 4.3.1, 7)")))
	}
}
