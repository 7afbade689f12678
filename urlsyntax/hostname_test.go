package urlsyntax

import (
	"math/rand/v2"
	"testing"
)

// TestPlainHostname checks checkHostname's shortcut: where plainHostname
// says a host has nothing to say, checkLabels (the reading of each label)
// finds nothing; and where checkLabels finds nothing in a host of
// letters, digits, "-" and ".", plainHostname says so (the shortcut
// takes every such host). On hosts drawn from any byte, with letters,
// digits, "-" and "." drawn more often, in URLs with a userinfo and a
// port or without.
func TestPlainHostname(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const common = "ab09-.-."
	for range 300000 {
		b := make([]byte, 1+r.IntN(12))
		for i := range b {
			if r.IntN(8) > 0 {
				b[i] = common[r.IntN(len(common))]
			} else {
				b[i] = byte(r.IntN(256))
			}
		}
		host := string(b)
		for _, url := range []string{"http://" + host + "/", "http://u@" + host + ":80/p"} {
			ref := Parse(url)
			if ref.Host.Len() == 0 || ref.Get(ref.Host) != host {
				continue
			}
			slow := ref.checkLabels(nil, ref.Host)
			plain := plainHostname(host)
			if plain && len(slow) > 0 {
				t.Fatalf("plainHostname(%q) = true, but checkLabels finds %v", host, slow)
			}
			simple := true
			for i := 0; i < len(host); i++ {
				c := host[i]
				simple = simple && (classTable[c]&Alphanum != 0 || c == '-' || c == '.')
			}
			if simple && len(slow) == 0 && !plain {
				t.Fatalf("plainHostname(%q) = false, where checkLabels finds nothing", host)
			}
			if got := ref.checkHostname(nil, ref.Host); len(got) != len(slow) {
				t.Fatalf("checkHostname(%q) = %v, checkLabels %v", host, got, slow)
			}
		}
	}
}
