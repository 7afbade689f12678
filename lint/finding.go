package lint

import (
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// Finding is one problem with one URL.
type Finding struct {
	Rule     string   // the rule's name
	Severity Severity // after configuration
	Message  string   // one line; never holds a password
	URL      string   // the URL as extracted, with any password shown as ***
	// Start and End delimit the offending characters in the scanned stream
	// (End is exclusive). Columns count bytes.
	Start, End extract.Pos
	// StartChar and EndChar are Start.Column and End.Column counted in
	// Unicode code points instead of bytes (for SARIF). Lint fills them in;
	// they equal the byte columns where the line's text is not known.
	StartChar, EndChar int
	// Fix holds the edits of the rule's safe fix, in stream offsets, or nil
	// when the rule has no fix or the fix cannot be applied here (the URL
	// was rejoined across lines where the edit falls).
	Fix []Edit

	// MessageID and Part locate the finding in a message (mail input only):
	// the Message-ID without angle brackets and the MIME part path ("1.2").
	// Lint leaves them empty; the caller, which knows the input, sets them.
	MessageID, Part string

	urlLine int // the line the URL starts on (suppressions apply there too)
}

// Edit replaces the bytes [Start, End) of the stream by New. Old is what the
// bytes were when the finding was made; a fix is applied only if they still are.
type Edit struct {
	Start, End int
	Old, New   string
}

// maskPassword returns s with the password of its userinfo (after the first
// ":") replaced by "***", and the password itself ("" when there is none).
func maskPassword(s string) (masked, password string) {
	r := urlsyntax.Parse(s)
	lo, hi, ok := passwordRange(&r)
	if !ok {
		return s, ""
	}
	return s[:lo] + "***" + s[hi:], s[lo:hi]
}

// passwordRange returns the byte range of the password in r.Raw: the part of
// the userinfo after its first ":", or the whole userinfo when it has no ":"
// but looks like an access token (https://ghp_...@github.com/ carries the
// token as the user name). ok is false when there is no password.
func passwordRange(r *urlsyntax.Ref) (lo, hi int, ok bool) {
	if !r.Userinfo.Defined {
		return 0, 0, false
	}
	ui := r.Get(r.Userinfo)
	i := strings.IndexByte(ui, ':')
	if i < 0 {
		if tokenLike(ui) {
			return r.Userinfo.Start, r.Userinfo.End, true
		}
		return 0, 0, false
	}
	if i == len(ui)-1 {
		return 0, 0, false
	}
	return r.Userinfo.Start + i + 1, r.Userinfo.End, true
}

// tokenPrefixes start well-known access tokens (GitHub, GitLab, Slack, npm).
var tokenPrefixes = []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_"}

// tokenLike reports whether a user name is in fact a secret: a well-known
// token prefix, or a long run of letters and digits mixing both.
func tokenLike(user string) bool {
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

// MaskURL returns s with any password in its site shown as "***". Every
// output of urlsift goes through it.
func MaskURL(s string) string {
	m, _ := maskPassword(s)
	return m
}
