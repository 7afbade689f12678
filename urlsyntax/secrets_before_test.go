package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestAppendSecretsBefore: what AppendSecretsBefore gives for a limit is
// a subsequence of what AppendSecrets gives for the whole text, in its
// order, and holds every range of it that overlaps text[:limit] (what
// extract's Scanner.secret, which reads only those, needs: a URL's
// secret is the same as when the whole line is read). Texts of URLs with
// user names, passwords, tokens, ports, "@" in paths, IP literals, CVS
// methods, "scheme:/" without its second slash, spaces, CR and LF, drawn
// at random, with every limit.
func TestAppendSecretsBefore(t *testing.T) {
	pieces := []string{"http://", "https://", "//", "ftp://", ":pserver:", "u", "alice", ":", "pw", "p@ss", "@", "@h.example",
		"@[::1]", "@localhost", "/", "/@x", "?", "#", " ", "\t", "\n", "\r", "\r\n", ":8080", "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
		"x-oauth-basic", "db1,db2", "https:/", "dir/", "file:/", "é", "<", ">", "(", ")", "mailto:kim@example.org", "[", "%40", "-"}
	rng := rand.New(rand.NewPCG(26, 27))
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := rng.IntN(24); k >= 0; k-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := b.String()
		all := AppendSecrets(nil, text)
		for limit := 0; limit <= len(text)+1; limit++ {
			got := AppendSecretsBefore(nil, text, limit)
			j := 0
			for _, sp := range got {
				for j < len(all) && all[j] != sp {
					if all[j].Lo < limit {
						t.Fatalf("%q, limit %d: %v left out of %v (got %v)", text, limit, all[j], all, got)
					}
					j++
				}
				if j == len(all) {
					t.Fatalf("%q, limit %d: %v is not in %v, in order", text, limit, got, all)
				}
				j++
			}
			for ; j < len(all); j++ {
				if all[j].Lo < limit {
					t.Fatalf("%q, limit %d: %v left out of %v (got %v)", text, limit, all[j], all, got)
				}
			}
		}
		if got := AppendSecretsBefore(nil, text, len(text)); len(got) != len(all) {
			t.Fatalf("%q: %v at the full length, %v", text, got, all)
		}
	}
}
