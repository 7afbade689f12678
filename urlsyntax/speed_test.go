package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestIndexDelimAndStrongHost: indexDelim is strings.IndexAny(s, "/?#"),
// and strongHost answers what it answered when it split the host at ","
// (strongHostSplit), over strings of host bytes, commas, delimiters,
// brackets, blanks and non-ASCII bytes.
func TestIndexDelimAndStrongHost(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 8))
	pieces := []string{"a", "b", "1", ".", ",", ",,", ":", "27017", "-", "_", "/", "?", "#", "[", "]", " ", "@", "é", "»", "localhost", "db1", "host.example"}
	for n := 0; n < 200000; n++ {
		var b strings.Builder
		for k := rng.IntN(8); k > 0; k-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if got, want := indexDelim(s), strings.IndexAny(s, "/?#"); got != want {
			t.Fatalf("indexDelim(%q) = %d, IndexAny %d", s, got, want)
		}
		if got, want := strongHost(s), strongHostSplit(s); got != want {
			t.Fatalf("strongHost(%q) = %v, split at commas: %v", s, got, want)
		}
	}
}

// strongHostSplit is strongHost as it was (b79377b), but for the commas
// after the host, which are the sentence's since the port-like password
// of 'https://u:00000"@h.example,' was shown (FuzzNoSecretInOutput), and
// for a version, which is no host name ("jqueryui@1.2.3": versionLike).
func strongHostSplit(s string) bool {
	if strings.HasPrefix(s, "[") {
		return strings.IndexByte(s, ']') > 1
	}
	n := 0
	for n < len(s) && (Is(s[n], Alphanum) || s[n] >= 0x80 || strings.IndexByte(".-_,:", s[n]) >= 0) {
		n++
	}
	hosts := strings.Split(strings.TrimRight(s[:n], ","), ",")
	if len(hosts) > 1 {
		for _, h := range hosts {
			if h == "" {
				return false
			}
		}
		return true
	}
	if h := strings.TrimRight(s[:n], ","); hostLike(h) {
		return !versionLike(h)
	}
	a := 0
	for a < n && s[a] < 0x80 {
		a++
	}
	return a < n && hostLike(s[:a]) && !versionLike(s[:a])
}
