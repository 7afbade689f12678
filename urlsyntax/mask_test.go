package urlsyntax

import "testing"

func TestMask(t *testing.T) {
	tests := []struct{ in, want string }{
		{"ftp://u:p@h/", "ftp://u:***@h/"},
		{"ftp://u:p@ss@h/", "ftp://u:***@h/"},
		{"ftp://u@h/", "ftp://u@h/"},
		{"ftp://u:@h/", "ftp://u:@h/"},
		{"http://h/a:b@c", "http://h/a:b@c"},
		{"mailto:a:b@c", "mailto:a:b@c"},
		{"//u:p@h/", "//u:***@h/"},
		// A password holding a delimiter: masked up to the last "@" of the
		// site as it then reads.
		{"http://u:p/ss@host/x", "http://u:***@host/x"},
		{"http://u:p?ss@host/x", "http://u:***@host/x"},
		{"http://u:p#ss@host", "http://u:***@host"},
		{"http://u:p/s@s@host/x?y=a@b", "http://u:***@host/x?y=a@b"},
		// A port and then a path holding "@" is no secret.
		{"http://localhost:3000/@scope/pkg", "http://localhost:3000/@scope/pkg"},
		{"http://h:8080/a?mail=a@b", "http://h:8080/a?mail=a@b"},
		{"https://medium.com/@user", "https://medium.com/@user"},
		// An access token as the user name.
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/o/r", "https://***@github.com/o/r"},
		{"https://0123456789abcdef0123456789abcdef01@h/", "https://***@h/"},
		{"https://alice@h/", "https://alice@h/"},
		{"no url here", "no url here"},
		// The scheme as Appendix B reads it: "0" is no scheme name, but the
		// password after it is still a password.
		{"0://:0@", "0://:***@"},
		{"a b://u:pw@h/", "a b://u:***@h/"},
		// A CVS access method is no user name; a password after the user is one.
		{"cvs://:pserver:anoncvs@sources.redhat.com:/cvs/src", "cvs://:pserver:anoncvs@sources.redhat.com:/cvs/src"},
		{"cvs://:PSERVER:anoncvs@h/", "cvs://:PSERVER:anoncvs@h/"},
		{"cvs://:pserver:anon:s3cret@h/", "cvs://:pserver:anon:***@h/"},
		{"cvs://:nosuch:anoncvs@h/", "cvs://:***@h/"},
		{"cvs://:ext:ghp_abcdefghijklmnopqrstuvwxyz0123456789@h/", "cvs://:ext:***@h/"},
	}
	for _, tt := range tests {
		if got := Mask(tt.in); got != tt.want {
			t.Errorf("Mask(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
