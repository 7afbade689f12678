package urlsyntax

import "strings"

// Masked is what Mask writes in place of a secret.
const Masked = "***"

// SecretRange returns the byte range [lo, hi) of the secret that the text of
// a URL carries in its site, and ok false when it carries none. It is the one
// place where urlsift decides what a secret is; every output goes through
// Mask, which uses it.
//
// The text is read as a person would, not only as the grammar does, because
// a secret is a secret whether or not its URL is well formed:
//
//   - user:password@host: the password, from after the first ":" of the
//     userinfo to the "@" (draft-09 4.3.1 and 7);
//   - a password that holds an unescaped "/", "?" or "#": when the text after
//     "//" reads as "user:" and an "@" follows the first of those
//     delimiters, the secret runs from after "user:" to the last "@" of the
//     site as it then reads (so "http://u:p/ss@host/" hides "p/ss");
//     "host:8080/path/@x", a port and then a path that holds "@", is not a
//     secret;
//   - an access token used as the user name (https://TOKEN@host/): a
//     well-known token prefix, or a long run mixing letters and digits;
//   - a CVS access method in front of the user name
//     ("cvs://:pserver:anoncvs@host/") is neither user name nor password:
//     only a password after the user name ("…:pserver:u:pw@host") is.
func SecretRange(s string) (lo, hi int, ok bool) {
	start := siteStart(s)
	if start < 0 {
		return 0, 0, false
	}
	rest := s[start:]
	d := strings.IndexAny(rest, "/?#")
	if d < 0 {
		d = len(rest)
	}
	colon := strings.IndexByte(rest[:d], ':')
	if at := strings.LastIndexByte(rest[:d], '@'); at >= 0 {
		off := cvsMethod(rest[:at])
		ui := rest[off:at]
		c := strings.IndexByte(ui, ':')
		switch {
		case c >= 0 && c < len(ui)-1:
			return start + off + c + 1, start + at, true
		case c < 0 && TokenLike(ui):
			return start + off, start + at, true
		}
		return 0, 0, false
	}
	if colon < 0 || d == len(rest) {
		return 0, 0, false
	}
	// "user:" and then a delimiter before any "@": a password that holds a
	// delimiter, or a port followed by a path.
	if allDigits(rest[colon+1 : d]) {
		return 0, 0, false
	}
	a1 := strings.IndexByte(rest[d:], '@')
	if a1 < 0 {
		return 0, 0, false
	}
	a1 += d
	if strings.ContainsAny(rest[:a1], " \t\r\n") {
		return 0, 0, false
	}
	// The site as it now reads ends at the first delimiter after that "@";
	// the secret ends at the last "@" before it.
	end := len(rest)
	if e := strings.IndexAny(rest[a1+1:], "/?#"); e >= 0 {
		end = a1 + 1 + e
	}
	at := strings.LastIndexByte(rest[:end], '@')
	return start + colon + 1, start + at, true
}

// cvsMethods are the access methods of a CVSROOT (":pserver:user@host"),
// which cvs:// URLs carry in front of the user name.
var cvsMethods = map[string]bool{
	"pserver": true, "gserver": true, "kserver": true, "server": true, "ext": true,
	"extssh": true, "ssh": true, "fork": true, "local": true, "sspi": true,
}

// cvsMethod returns the length of a ":method:" prefix of the userinfo ui
// ("cvs://:pserver:anoncvs@host/"), or 0: the method is no user name and
// the user name after it no password.
func cvsMethod(ui string) int {
	if len(ui) < 3 || ui[0] != ':' {
		return 0
	}
	j := strings.IndexByte(ui[1:], ':')
	if j < 0 || !cvsMethods[strings.ToLower(ui[1:1+j])] {
		return 0
	}
	return j + 2
}

// Mask returns s with the secret that SecretRange finds replaced by "***".
// A string without a secret comes back unchanged.
func Mask(s string) string {
	lo, hi, ok := SecretRange(s)
	if !ok {
		return s
	}
	return s[:lo] + Masked + s[hi:]
}

// siteStart returns the offset just after the "//" that opens the site of
// s ("scheme://" or a network-path reference "//"), or -1. The scheme is
// what Appendix B takes for one (anything but ":", "/", "?" and "#"), as
// Parse does, so that "0://:pw@h" hides its password although "0" is no
// scheme name.
func siteStart(s string) int {
	p := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if i > 0 {
				p = i + 1
			}
			break
		}
		if c == '/' || c == '?' || c == '#' {
			break
		}
	}
	if strings.HasPrefix(s[p:], "//") {
		return p + 2
	}
	return -1
}

// tokenPrefixes start well-known access tokens (GitHub, GitLab, Slack, npm).
var tokenPrefixes = [...]string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_"}

// TokenLike reports whether a user name is in fact a secret: a well-known
// token prefix, or a run of 32 or more letters, digits, "_" and "-" that
// mixes letters and digits.
func TokenLike(user string) bool {
	for _, p := range tokenPrefixes {
		if strings.HasPrefix(user, p) && len(user) > len(p)+8 {
			return true
		}
	}
	if len(user) < 32 {
		return false
	}
	letters, digits := false, false
	for i := 0; i < len(user); i++ {
		switch c := user[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
			letters = true
		case '0' <= c && c <= '9':
			digits = true
		case c == '_' || c == '-':
		default:
			return false
		}
	}
	return letters && digits
}
