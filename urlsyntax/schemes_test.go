package urlsyntax

import (
	"strings"
	"testing"
)

func TestSchemeTable(t *testing.T) {
	for name, s := range schemes {
		if s.Name != name || strings.ToLower(name) != name {
			t.Errorf("%q: entry named %q", name, s.Name)
		}
		if s.DefaultPort != "" && !s.Server {
			t.Errorf("%s has a default port but is no server scheme (4.3.1)", name)
		}
		if s.Site && !s.Server {
			t.Errorf("%s is written with a //site but is no server scheme", name)
		}
		if got := LookupScheme(strings.ToUpper(name)); got != s {
			t.Errorf("LookupScheme(%q) = %v, want the entry of %s", strings.ToUpper(name), got, name)
		}
	}
	for _, name := range []string{"", "x", "note", "e.g", "localhost", "c", "averyveryverylongschemename"} {
		if s := LookupScheme(name); s != nil {
			t.Errorf("LookupScheme(%q) = %+v, want nil", name, s)
		}
	}
	if n := testing.AllocsPerRun(100, func() { LookupSchemeBytes([]byte("MailTo")) }); n != 0 {
		t.Errorf("LookupSchemeBytes allocates %v times", n)
	}
}

func TestOpaqueOK(t *testing.T) {
	tests := []struct {
		scheme, rest string
		want         bool
	}{
		{"mailto", "kim@example.org", true},
		{"mailto", "@example.org", false},
		{"mailto", "kim", false},
		{"news", "comp.infosystems.www", true},
		{"news", "*", true},
		{"news", "x", false},
		{"tel", "+1-201-555-0123", true},
		{"tel", "x", false},
		{"tel", "0760-2317010", false},
		{"fax", "0760-2317010", false},
		{"tel", "7042;phone-context=example.com", true},
		{"tel", "+", false},
		{"urn", "ietf:rfc:2396", true},
		{"urn", "1:2", false},
		{"tag", "kim@example.org,2001:web", true},
		{"tag", "0", false},
		{"data", ",A%20brief%20note", true},
		{"data", "text/plain;base64,SGVsbG8=", true},
		{"data", "i[n],value", false},
		{"data", ":Dumper", false},
		{"sip", "kim@example.org", true},
		{"geo", "37.786971,-122.399677", true},
		{"geo", "x,y", false},
		{"magnet", "?xt=urn:btih:c12fe1", true},
		{"magnet", "x", false},
		{"bitcoin", "175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W", true},
		{"bitcoin", "?", false},
		{"http", "//x", false}, // not opaque
		{"mailto", "", false},
	}
	for _, tt := range tests {
		s := LookupScheme(tt.scheme)
		if s == nil {
			t.Fatalf("%s: not in the table", tt.scheme)
		}
		if got := s.OpaqueOK(tt.rest); got != tt.want {
			t.Errorf("%s:%s: OpaqueOK = %v, want %v", tt.scheme, tt.rest, got, tt.want)
		}
	}
}
