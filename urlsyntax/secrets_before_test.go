package urlsyntax

import (
	"math/rand/v2"
	"slices"
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

// TestSecretMemoSameAsNone: a SecretMemo given the windows of one stream
// that a reader of its URLs gives it (each from a start that moves on,
// at any byte, to its line's end or further, read up to a limit) returns
// what reading each window with no memo returns, through
// AppendSecretsBefore and, for a window with no line break,
// AppendLineSecretsBefore. The windows start at every alignment: between
// a scheme's ":" and its "/", where a site that an earlier window found
// is none; they end at a "\r" or "\n" or before it, and at a line end
// that moves (a window cut short by the data read so far, then read
// again to its line end).
func TestSecretMemoSameAsNone(t *testing.T) {
	pieces := []string{"http://", "https://", "//", "ftp://", ":pserver:", "u", "alice", ":", "pw", "p@ss", "@", "@h.example",
		"@[::1]", "@localhost", "/", "/@x", "?", "#", " ", "\t", "\n", "\r", "\r\n", ":8080", "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
		"x-oauth-basic", "db1,db2", "https:/", "dir/", "file:/", "é", "<", ">", "mailto:kim@example.org", "%40", "-",
		"http://user:pw@a.example:8080/x{y} ", "https://b.example:443/%zz ", "a:/", "s:/u:p@h.example/ ",
		// URLs percent-encoded in another, and the pieces of their
		// escapes, which a window may cut anywhere (the memo of
		// NestedHint's marks: review50 J9).
		"?next=https%3A%2F%2Falice%3AS3cretPw9%40db.example.com%2Fx ", "%3A%2F%2Fu%3Apw", "%2F", "%2f", "%25", "%2", "%4",
		"0", "5", "%2540", "%252F", "%", "F"}
	rng := rand.New(rand.NewPCG(33, 27))
	windows := 0
	for n := 0; n < 400; n++ {
		var b strings.Builder
		for k := rng.IntN(200); k >= 0; k-- {
			p := pieces[rng.IntN(len(pieces))]
			if rng.IntN(8) != 0 && (p == "\n" || p == "\r" || p == "\r\n") {
				p = " " // long lines, mostly
			}
			b.WriteString(p)
		}
		stream := b.String()
		var m SecretMemo
		if rng.IntN(2) == 0 {
			// A memo that read another stream first (here the same
			// one: what it knew of its lines goes with Reset).
			m.AppendSecretsBefore(nil, stream, 0, len(stream))
			m.Reset()
			if i := strings.LastIndexAny(stream, "\r\n"); i >= 0 {
				last := stream[i+1:] // the line it read last, first
				if got, want := m.AppendSecretsBefore(nil, last, i+1, len(last)), AppendSecretsBefore(nil, last, len(last)); !slices.Equal(got, want) {
					t.Fatalf("stream %q, read again after Reset: %v, read alone %v", stream, got, want)
				}
			}
		}
		for a := 0; a < len(stream); a += 1 + rng.IntN(12) {
			e := a + rng.IntN(len(stream)-a+1) // the window's end
			if i := strings.IndexAny(stream[a:e], "\r\n"); i >= 0 && rng.IntN(3) != 0 {
				e = a + i // to its first line break
			}
			limit := rng.IntN(e - a + 2)
			text := stream[a:e]
			want := AppendSecretsBefore(nil, text, limit)
			got := m.AppendSecretsBefore(nil, text, a, limit)
			if !slices.Equal(got, want) {
				t.Fatalf("stream %q, window [%d:%d] limit %d: %v, read alone %v", stream, a, e, limit, got, want)
			}
			windows++
			if !strings.ContainsAny(text, "\r\n") {
				// The same window again, as a line.
				if got := m.AppendLineSecretsBefore(nil, text, a, limit); !slices.Equal(got, want) {
					t.Fatalf("stream %q, line [%d:%d] limit %d: %v, read alone %v", stream, a, e, limit, got, want)
				}
			}
			if rng.IntN(4) == 0 {
				// The next window may start a byte or two on, inside a
				// site's "scheme:/".
				a -= rng.IntN(min(a+1, 12))
			}
		}
	}
	if windows < 20000 {
		t.Errorf("%d windows", windows)
	}
}

// TestSecretMemoNestedCut: a memo that read a window of a line which
// ends anywhere, inside an escape ("%2", "%25", "%254") too, reads a
// later window of the line that goes on past it as a reader with no memo
// does (review50 J9's memo of NestedHint's marks, which takes its search
// up again at an escape the first window cut).
func TestSecretMemoNestedCut(t *testing.T) {
	lines := []string{
		"see https://r.example.com/?next=https%3A%2F%2Falice%3AS3cretPw9%40db.example.com%2Fx now",
		"see https://r.example.com/?next=https%253A%252F%252Falice%253AS3cretPw9%2540db.example.com now",
		"a https://r.example.com/l?u=ftp://bob:Hunter2xy%40db.example.com/x and https://x.example/%41",
		"https://r.example.com/p/postgres:%2F%2Fcarol:pw9S3cret@db.example.com%2Fx",
		"https://r.example.com/?a=%2F&b=x https://q.example.org/?next=ssh%3A%2F%2Fdave%3Ahunter22%2540h.example.org",
	}
	cases := 0
	for _, line := range lines {
		for e1 := 0; e1 <= len(line); e1++ {
			for _, a := range []int{0, e1 / 3, e1 / 2} {
				for _, a2 := range []int{a, (a + e1) / 2, e1} {
					var m SecretMemo
					m.AppendLineSecretsBefore(nil, line[a:e1], a, e1-a)
					text := line[a2:]
					want := AppendSecretsBefore(nil, text, len(text))
					if got := m.AppendLineSecretsBefore(nil, text, a2, len(text)); !slices.Equal(got, want) {
						t.Fatalf("%q: after [%d:%d], [%d:]: %v, read alone %v", line, a, e1, a2, got, want)
					}
					cases++
				}
			}
		}
	}
	t.Logf("%d cases", cases)
}
