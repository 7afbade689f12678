package urlsyntax

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// appendixB is the regular expression of draft-09 Appendix B, the test
// oracle for Parse. (?s) lets "." match a line break too, as POSIX "." does.
var appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// describe renders the components of r compactly: each name, then "=" and
// the quoted text, or "-" when undefined.
func describe(r Ref) string {
	var b strings.Builder
	for _, f := range []struct {
		name string
		c    Component
	}{
		{"scheme", r.Scheme}, {"site", r.Site}, {"userinfo", r.Userinfo}, {"host", r.Host},
		{"port", r.Port}, {"path", r.Path}, {"query", r.Query}, {"fragment", r.Fragment},
	} {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f.name)
		if f.c.Defined {
			b.WriteString("=" + strconv.Quote(r.Raw[f.c.Start:f.c.End]))
		} else {
			b.WriteString("-")
		}
	}
	return b.String()
}

var parseTests = []struct {
	in, want string
}{
	// The example of Appendix B.
	{"http://www.ics.uci.edu/pub/ietf/uri/#Related",
		`scheme="http" site="www.ics.uci.edu" userinfo- host="www.ics.uci.edu" port- path="/pub/ietf/uri/" query- fragment="Related"`},
	// The examples of 1.3.
	{"ftp://ftp.is.co.za/rfc/rfc1808.txt",
		`scheme="ftp" site="ftp.is.co.za" userinfo- host="ftp.is.co.za" port- path="/rfc/rfc1808.txt" query- fragment-`},
	{"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
		`scheme="gopher" site="spinaltap.micro.umn.edu" userinfo- host="spinaltap.micro.umn.edu" port- path="/00/Weather/California/Los%20Angeles" query- fragment-`},
	{"mailto:mduerst@ifi.unizh.ch",
		`scheme="mailto" site- userinfo- host- port- path="mduerst@ifi.unizh.ch" query- fragment-`},
	{"news:comp.infosystems.www.servers.unix",
		`scheme="news" site- userinfo- host- port- path="comp.infosystems.www.servers.unix" query- fragment-`},
	{"telnet://melvyl.ucop.edu/",
		`scheme="telnet" site="melvyl.ucop.edu" userinfo- host="melvyl.ucop.edu" port- path="/" query- fragment-`},
	// Undefined against empty.
	{"", `scheme- site- userinfo- host- port- path="" query- fragment-`},
	{"#", `scheme- site- userinfo- host- port- path="" query- fragment=""`},
	{"?", `scheme- site- userinfo- host- port- path="" query="" fragment-`},
	{"?#", `scheme- site- userinfo- host- port- path="" query="" fragment=""`},
	{"//", `scheme- site="" userinfo- host="" port- path="" query- fragment-`},
	{"http:", `scheme="http" site- userinfo- host- port- path="" query- fragment-`},
	{"http://", `scheme="http" site="" userinfo- host="" port- path="" query- fragment-`},
	{"http://@:", `scheme="http" site="@:" userinfo="" host="" port="" path="" query- fragment-`},
	{"http://a:/", `scheme="http" site="a:" userinfo- host="a" port="" path="/" query- fragment-`},
	// The site: the userinfo ends at the last "@", the port starts at the last ":".
	{"http://user:pass@host:8080/p?q#f",
		`scheme="http" site="user:pass@host:8080" userinfo="user:pass" host="host" port="8080" path="/p" query="q" fragment="f"`},
	{"ftp://a@b@c/", `scheme="ftp" site="a@b@c" userinfo="a@b" host="c" port- path="/" query- fragment-`},
	{"http://[::1]:80/", `scheme="http" site="[::1]:80" userinfo- host="[::1]" port="80" path="/" query- fragment-`},
	{"http://a?b#c", `scheme="http" site="a" userinfo- host="a" port- path="" query="b" fragment="c"`},
	// Greedy: the first "#" ends the query, "?" is data in the fragment.
	{"a?b?c#d#e?f", `scheme- site- userinfo- host- port- path="a" query="b?c" fragment="d#e?f"`},
	// No scheme unless a non-empty run of non-":/?#" precedes the ":".
	{":a", `scheme- site- userinfo- host- port- path=":a" query- fragment-`},
	{"/a:b", `scheme- site- userinfo- host- port- path="/a:b" query- fragment-`},
	{"a b:c d", `scheme="a b" site- userinfo- host- port- path="c d" query- fragment-`},
	{"?a:b", `scheme- site- userinfo- host- port- path="" query="a:b" fragment-`},
	// "//" only right after the scheme (or at the start) opens a site.
	{"http:/a//b", `scheme="http" site- userinfo- host- port- path="/a//b" query- fragment-`},
	{"///a", `scheme- site="" userinfo- host="" port- path="/a" query- fragment-`},
	// Line breaks and other bytes are data like any other.
	{"h:\n//x", `scheme="h" site- userinfo- host- port- path="\n//x" query- fragment-`},
	{"h://\xff:\xfe/", `scheme="h" site="\xff:\xfe" userinfo- host="\xff" port="\xfe" path="/" query- fragment-`},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		r := Parse(tt.in)
		if got := describe(r); got != tt.want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", tt.in, got, tt.want)
		}
		checkParse(t, tt.in)
	}
}

// checkParse checks the properties every parse must have: agreement with
// Appendix B, the round trip of 5.2 step 7, and offsets that stay inside the
// components that contain them.
func checkParse(t *testing.T, s string) {
	t.Helper()
	r := Parse(s)
	if err := agreeAppendixB(r); err != "" {
		t.Errorf("Parse(%q) disagrees with Appendix B: %s", s, err)
	}
	if got := r.String(); got != s {
		t.Errorf("Parse(%q).String() = %q", s, got)
	}
	if got := r.recompose(); got != s {
		t.Errorf("Parse(%q).recompose() = %q", s, got)
	}
	if r.Site.Defined != r.Host.Defined {
		t.Errorf("Parse(%q): site defined %v, host defined %v", s, r.Site.Defined, r.Host.Defined)
	}
	for _, c := range []Component{r.Userinfo, r.Host, r.Port} {
		if c.Defined && (c.Start < r.Site.Start || c.End > r.Site.End || c.Start > c.End) {
			t.Errorf("Parse(%q): site part %+v outside site %+v", s, c, r.Site)
		}
	}
	if r.Site.Defined {
		got := r.Get(r.Host)
		if r.Userinfo.Defined {
			got = r.Get(r.Userinfo) + "@" + got
		}
		if r.Port.Defined {
			got += ":" + r.Get(r.Port)
		}
		if got != r.Get(r.Site) {
			t.Errorf("Parse(%q): userinfo@host:port = %q, site %q", s, got, r.Get(r.Site))
		}
	}
}

// agreeAppendixB compares the split of r with the regular expression's
// groups $2, $4, $5, $7 and $9; it returns "" when they agree.
func agreeAppendixB(r Ref) string {
	m := appendixB.FindStringSubmatchIndex(r.Raw)
	if m == nil || m[0] != 0 || m[1] != len(r.Raw) {
		return "the regular expression does not match the whole string"
	}
	for _, g := range []struct {
		name string
		n    int
		c    Component
	}{
		{"scheme", 2, r.Scheme}, {"site", 4, r.Site}, {"path", 5, r.Path}, {"query", 7, r.Query}, {"fragment", 9, r.Fragment},
	} {
		start, end := m[2*g.n], m[2*g.n+1]
		want := Component{start, end, start >= 0}
		if !want.Defined {
			want = Component{}
		}
		got := g.c
		if !got.Defined {
			got = Component{}
		}
		if got != want {
			return g.name + ": Parse " + strconv.Quote(describeComp(r, got)) + ", regexp " + strconv.Quote(describeComp(r, want))
		}
	}
	return ""
}

func describeComp(r Ref, c Component) string {
	if !c.Defined {
		return "(undefined)"
	}
	return r.Raw[c.Start:c.End]
}

func TestParseDoesNotAllocate(t *testing.T) {
	s := "http://user@www.example.com:8080/a/b;p?q=1&r=2#frag"
	var r Ref
	n := testing.AllocsPerRun(100, func() { r = Parse(s) })
	if n != 0 {
		t.Errorf("Parse allocated %v times per run, want 0", n)
	}
	if r.Get(r.Port) != "8080" {
		t.Errorf("port %q", r.Get(r.Port))
	}
	if n := testing.AllocsPerRun(100, func() { _ = r.String() }); n != 0 {
		t.Errorf("String allocated %v times per run, want 0", n)
	}
}

func TestRecomposeEdited(t *testing.T) {
	r := Parse("http://a/b?c#d")
	r.Query.Defined = false
	if got, want := r.String(), "http://a/b#d"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	r.Scheme.Defined = false
	if got, want := r.String(), "//a/b#d"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	r = Parse("http://a/b?c#d")
	r.Fragment = Component{r.Fragment.Start, r.Fragment.Start, true}
	if got, want := r.String(), "http://a/b?c#"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestIsCurrentDocument(t *testing.T) {
	for s, want := range map[string]bool{"": true, "#a": true, "#": true, "?": false, ".": false, "//": false, "a:": false} {
		r := Parse(s)
		if got := r.IsCurrentDocument(); got != want {
			t.Errorf("Parse(%q).IsCurrentDocument() = %v, want %v", s, got, want)
		}
	}
}
