package urlsyntax

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
)

var update = flag.Bool("update", false, "rewrite golden files and generated scripts")

// validateTests lists references and their violations as "START-END KIND".
var validateTests = []struct {
	in   string
	want []string
}{
	// Valid references.
	{"http://www.ics.uci.edu/pub/ietf/uri/#Related", nil},
	{"", nil},
	{"#", nil},
	{"g;x=1/../y?a=b&c=d+e#frag?/:@", nil},
	{"http://user;auth=x:pw&=+$@host.example.com.:8080/~a/$-_.!*'(),", nil},
	{"ftp://1.2.3.4:21/", nil},
	{"ftp://0.0.0.255/", nil},
	{"http://a-b.c-d.e0f/", nil},
	{"http://x.Y/", nil},
	{"file:///etc/passwd", nil},
	{"http:///path", nil},
	{"http://host:/", nil},
	{"1+2-3.4:opaque", nil},
	{"mailto:a@b", nil},
	{"a:%41%4a%4A", nil},
	// A registry-based authority (4.3.1): an unknown scheme, or none.
	{"x-reg://a_b:c:d@@e/", nil},
	{"//a_b:port/", nil},
	// Characters (2.1, 2.4.1, 2.4.3).
	{"http://a/b{c}", []string{"10-11 unwise-character", "12-13 unwise-character"}},
	{"http://a/[]|\\^`", []string{"9-15 unwise-character"}},
	{"http://a/b c", []string{"10-11 excluded-character"}},
	{"http://a/<b>\"", []string{"9-10 excluded-character", "11-13 excluded-character"}},
	{"http://a/b\x00\x1f\x7f", []string{"10-13 excluded-character"}},
	{"a#b#c", []string{"3-4 excluded-character"}},
	{"a%", []string{"1-2 bad-escape"}},
	{"a%4", []string{"1-3 bad-escape"}},
	{"a%4g%zz%%41", []string{"1-3 bad-escape", "4-5 bad-escape", "7-8 bad-escape"}},
	{"http://a/caf\u00e9/\u65e5\u672c", []string{"12-14 non-ascii-character", "15-21 non-ascii-character"}},
	{"http://a/\xff\xfe", []string{"9-11 non-ascii-character"}},
	// Scheme (4.1).
	{"ht_tp://a/", []string{"2-3 bad-scheme"}},
	{"h%74tp:x", []string{"1-4 bad-scheme"}},
	{"a b:c", []string{"1-2 excluded-character"}},
	// Host (4.3.1).
	{"http://exa_mple.com/", []string{"10-11 bad-hostname"}},
	{"http://a..b/", []string{"9-10 bad-hostname"}},
	{"http://.a/", []string{"7-8 bad-hostname"}},
	{"http://a../", []string{"9-10 bad-hostname"}},
	{"http://-a.b-/", []string{"7-8 bad-hostname", "11-12 bad-hostname"}},
	{"http://a.1b/", []string{"9-11 bad-top-label"}},
	{"http://./", []string{"7-8 bad-hostname"}},
	{"http://../", []string{"7-9 bad-hostname"}},
	{"http://a.-/", []string{"9-10 bad-hostname"}},
	{"http://-/", []string{"7-8 bad-hostname"}},
	{"http://a.b.c.d-e.f9/", nil},
	{"http://1.2.3/", []string{"11-12 bad-top-label"}},
	{"http://1.2.3.4./", []string{"13-14 bad-top-label"}},
	{"http://256.1.1.1000/", []string{"7-10 ipv4-range", "15-19 ipv4-range"}},
	{"http://a%41b/", []string{"8-11 bad-hostname"}},
	{"http://a{b}/", []string{"8-9 unwise-character", "10-11 unwise-character"}},
	{"http://[::1]:80/", []string{"7-8 unwise-character", "8-10 bad-hostname", "11-12 unwise-character"}},
	// Port.
	{"http://a:8o/", []string{"10-11 bad-port"}},
	{"http://a:65536/", []string{"9-14 port-range"}},
	{"http://a:99999999999999999999/", []string{"9-29 port-range"}},
	{"http://a:1:2/", []string{"8-9 bad-hostname"}},
	// Userinfo and empty host.
	{"http://a@b@c/", []string{"8-9 bad-userinfo"}},
	{"http://u:p@/", []string{"10-11 empty-host"}},
	{"http://:80/", []string{"7-8 empty-host"}},
	{"http://us{er:pa ss@h/", []string{"9-10 unwise-character", "15-16 excluded-character"}},
}

func TestValidate(t *testing.T) {
	for _, tt := range validateTests {
		r := Parse(tt.in)
		vs := r.Validate()
		var got []string
		for _, v := range vs {
			got = append(got, fmt.Sprintf("%d-%d %s", v.Start, v.End, v.Kind))
		}
		if strings.Join(got, ", ") != strings.Join(tt.want, ", ") {
			t.Errorf("Validate(%q):\n got %q\nwant %q", tt.in, got, tt.want)
		}
		checkViolations(t, &r, vs)
		if len(Validate(tt.in)) != len(vs) {
			t.Errorf("Validate(%q) and Parse().Validate() differ", tt.in)
		}
	}
}

// TestValidateMessages keeps every message of the table in a golden file.
func TestValidateMessages(t *testing.T) {
	var b strings.Builder
	for _, tt := range validateTests {
		vs := Validate(tt.in)
		if len(vs) == 0 {
			continue
		}
		fmt.Fprintf(&b, "%q\n", tt.in)
		for _, v := range vs {
			fmt.Fprintf(&b, "\t%v\n", v)
		}
	}
	golden.Check(t, *update, filepath.Join("testdata", "validate.golden"), b.String())
}

func TestPasswordNeverQuoted(t *testing.T) {
	s := "http://alice:s{3}cr\u00e9t%zz@@host/"
	for _, v := range Validate(s) {
		for _, secret := range []string{"s{3}cr", "{", "}", "\u00e9", "%zz", "s{3}cr\u00e9t"} {
			if strings.Contains(v.Message, `"`+secret+`"`) || strings.Contains(v.Message, "%7B") || strings.Contains(v.Message, "U+00E9") {
				t.Errorf("message %q reveals the userinfo", v.Message)
			}
		}
	}
	if got, want := SecretOf(s).Mask(s), "http://alice:***@host/"; got != want {
		t.Errorf("Redact = %q, want %q", got, want)
	}
	if got := SecretOf("http://alice@host/").Mask("http://alice@host/"); got != "http://alice@host/" {
		t.Errorf("Redact without password = %q", got)
	}
}

func TestKindString(t *testing.T) {
	for k := KindUnwise; k <= KindBadPath; k++ {
		if s := k.String(); s == "" || strings.HasPrefix(s, "kind(") || strings.ToLower(s) != s {
			t.Errorf("Kind(%d).String() = %q", k, s)
		}
	}
	if KindUnwise.String() != "unwise-character" || KindBadEscape.String() != "bad-escape" {
		t.Error("rule names of CONTRACT.md changed")
	}
}
