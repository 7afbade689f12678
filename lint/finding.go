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
// the userinfo after its first ":". ok is false when there is no password
// (no userinfo, no ":", or nothing after it).
func passwordRange(r *urlsyntax.Ref) (lo, hi int, ok bool) {
	if !r.Userinfo.Defined {
		return 0, 0, false
	}
	ui := r.Get(r.Userinfo)
	i := strings.IndexByte(ui, ':')
	if i < 0 || i == len(ui)-1 {
		return 0, 0, false
	}
	return r.Userinfo.Start + i + 1, r.Userinfo.End, true
}

// MaskURL returns s with any password in its site shown as "***". Every
// output of urlsift goes through it.
func MaskURL(s string) string {
	m, _ := maskPassword(s)
	return m
}
