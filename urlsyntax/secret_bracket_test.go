package urlsyntax

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestSecretRangeBracketUser: a user name in brackets or an IP literal
// before a ":", digits and an "@" (review52 L6: "http://[bob]:20240615@db.example.com/x"
// was printed whole by trust19's d3884d1): the digits are the password,
// whatever the brackets hold, and the user name's ":" is the first after
// the "]" ("http://[::1]:43801@x" hid from inside the literal:
// "http://[:***@x"). Rows, then drawn: bracketed names and literals,
// digits or any password, hosts.
func TestSecretRangeBracketUser(t *testing.T) {
	for _, tt := range []struct {
		url, secret string // secret: "" for none
	}{
		{"http://[bob]:20240615@db.example.com/x", "20240615"},
		{"https://[::1]:12345678@db.example.com/x", "12345678"},
		{"http://[::1]:43801@x", "43801"},
		{"http://[fe80::1]:8080@db", "8080"},
		{"http://[bob]:s3cr:et@db.example.com/", "s3cr:et"},
		{"http://[2001:db8::1]:9000/r?to=http://bob@gitlab.com/", ""},
		{"http://[::1]:8080/x", ""},
		{"http://[bob]@db.example.com/", ""},
	} {
		lo, hi, ok := SecretRange(tt.url)
		got := ""
		if ok {
			got = tt.url[lo:hi]
		}
		if got != tt.secret {
			t.Errorf("SecretRange(%q) = %q, want %q", tt.url, got, tt.secret)
		}
	}
	r := rand.New(rand.NewPCG(5087, 1))
	users := []string{"[bob]", "[::1]", "[fe80::1%25eth0]", "[2001:db8::7]", "[x]", "[a:b]", "[]", "[deploy user]"}
	hosts := []string{"db.example.com", "x", "10.0.0.1", "[::2]", "intranet"}
	for range 2000 {
		pw := strconv.Itoa(r.IntN(1 << 30))
		if r.IntN(3) == 0 {
			var b strings.Builder
			for range 1 + r.IntN(10) {
				c := byte(0x21 + r.IntN(0x7e-0x21+1))
				for strings.IndexByte("@/?#[]", c) >= 0 {
					c = byte(0x21 + r.IntN(0x7e-0x21+1))
				}
				b.WriteByte(c)
			}
			pw = b.String()
		}
		u := "https://" + users[r.IntN(len(users))] + ":" + pw + "@" + hosts[r.IntN(len(hosts))] + "/x"
		lo, hi, ok := SecretRange(u)
		if !ok || u[lo:hi] != pw {
			got := ""
			if ok {
				got = u[lo:hi]
			}
			t.Errorf("SecretRange(%q) = %q, want the password %q", u, got, pw)
		}
	}
}
