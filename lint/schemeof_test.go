package lint

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestSchemeOf: schemeOf gives what urlsyntax.LookupScheme gives, for the
// names its switch tells (and each with one byte changed, added or cut),
// every opaque scheme of the table, and names drawn from every byte value
// and from the bytes of scheme names (seed 5454, stream 2).
func TestSchemeOf(t *testing.T) {
	names := []string{"", "http", "https", "ftp", "ftps", "htt", "httpx", "http ", "mailto", "file", "ws", "wss", "git+ssh"}
	names = append(names, urlsyntax.OpaqueSchemes()...)
	rng := rand.New(rand.NewPCG(5454, 2))
	for _, n := range []string{"http", "https", "ftp"} {
		for i := range len(n) + 1 {
			for range 20 {
				c := string(rune(rng.IntN(128)))
				names = append(names, n[:i]+c+n[i:])
				if i < len(n) {
					names = append(names, n[:i]+c+n[i+1:], n[:i]+n[i+1:])
				}
			}
		}
	}
	for range 100000 {
		b := make([]byte, rng.IntN(8))
		for j := range b {
			if rng.IntN(2) == 0 {
				b[j] = byte(rng.IntN(256))
			} else {
				b[j] = "httpsfmailo+.-"[rng.IntN(14)]
			}
		}
		names = append(names, string(b))
	}
	hits := 0
	for _, n := range names {
		n = strings.ToLower(n)
		got, want := schemeOf(n), urlsyntax.LookupScheme(n)
		if got != want {
			t.Fatalf("schemeOf(%q) = %v, LookupScheme %v", n, got, want)
		}
		if want != nil {
			hits++
		}
	}
	if schemeHTTP == nil || schemeHTTPS == nil || schemeFTP == nil {
		t.Fatal("a scheme of the switch is not in the table")
	}
	t.Logf("%d names, %d in the table", len(names), hits)
}
