package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestOneWordFromScheme: AddText leaves out the word scan where
// oneWordFromScheme says it reads nothing; over texts drawn from every
// byte, schemes, "//", ":", "@" and every byte isTextDelim reports, the
// scan (appendWordSecrets) finds nothing in each text it says so of. The
// shortcut is taken for the URLs that make most of a text (a scheme, its
// "//", no white space).
func TestOneWordFromScheme(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 27))
	pieces := []string{"http", "ftp", "s", "x", "0", "+", "-", ".", ":", "//", "/", "@", "u", "pw", "h.example",
		" ", "\t", "\n", "\r", `"`, "'", "<", ">", "`", "é", "\xa3", "?", "#", "[", "]", "%41",
		"://", "u:pw@h.example", "http://u:pw@h.example/", "//:0@"}
	skipped := 0
	for n := 0; n < 300000; n++ {
		var b strings.Builder
		for k := 1 + rng.IntN(10); k > 0; k-- {
			if rng.IntN(8) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
				continue
			}
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if !oneWordFromScheme(s) {
			continue
		}
		skipped++
		if sp := appendWordSecrets(nil, s, true); len(sp) > 0 {
			t.Fatalf("oneWordFromScheme(%q), but the word scan reads %v", s, sp)
		}
	}
	if skipped == 0 {
		t.Fatal("no drawn text was left out of the word scan")
	}
	for _, s := range []string{"http://user:pw@a.example:8080/x{y}", "//u:p@h/", "no site@here", "git+ssh://u:p@h.example/r"} {
		if !oneWordFromScheme(s) {
			t.Errorf("oneWordFromScheme(%q) = false, want the shortcut", s)
		}
	}
	for _, s := range []string{"0//:0@ 0", "see x//alice:hunter22@h.example/", "http://u:p@h/ //v:q@g/", "a!b://u:p@h/"} {
		if oneWordFromScheme(s) {
			t.Errorf("oneWordFromScheme(%q) = true, want the word scan", s)
		}
	}
}

// TestTextDelimTable: isTextDelim's table holds the bytes that end a word
// of free text for MaskText, and no other.
func TestTextDelimTable(t *testing.T) {
	for c := 0; c < 256; c++ {
		if got, want := isTextDelim(byte(c)), strings.IndexByte(" \t\n\r\"'<>`", byte(c)) >= 0; got != want {
			t.Errorf("isTextDelim(%#x) = %v, want %v", c, got, want)
		}
	}
}

// BenchmarkSecretOfURL: the Secret of a URL with a password (AddText),
// as the scanner makes one for one URL in five of the URL-dense text.
func BenchmarkSecretOfURL(b *testing.B) {
	const u = "http://user:pw@a.example:8080/x{y}"
	b.SetBytes(int64(len(u)))
	b.ReportAllocs()
	for b.Loop() {
		s := SecretOf(u)
		if s.Empty() {
			b.Fatal("no secret")
		}
	}
}

// TestTokenLikeShortcut: TokenLike, which tells a short user name or one
// that starts with no prefix's byte before it tries the prefixes, answers
// as the reading of every prefix and then the run (tokenLikeRef) does,
// over names drawn from the prefixes, letters, digits, "_", "-" and any
// byte, of every length to 45.
func TestTokenLikeShortcut(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 13))
	pieces := []string{"a", "Z", "0", "9", "_", "-", ".", ":", "@", "é", "x0", "ab12"}
	for _, p := range tokenPrefixes {
		pieces = append(pieces, p, p[:len(p)-1])
	}
	for n := 0; n < 300000; n++ {
		var b strings.Builder
		for k := rng.IntN(14); k > 0; k-- {
			if rng.IntN(10) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
				continue
			}
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		// tokenLike: TokenLike's reading of the bytes as they stand
		// (since stop 54 TokenLike reads a name with bytes of 0x80 or
		// more as a reader sees it first: invisible.go,
		// TestTokenLikeInvisible).
		if got, want := tokenLike(s), tokenLikeRef(s); got != want {
			t.Fatalf("tokenLike(%q) = %v, want %v", s, got, want)
		}
	}
	for _, s := range []string{"ghp_123456789", "npm_abcdefghi", "glpat-123456789", strings.Repeat("a1", 16)} {
		if !TokenLike(s) {
			t.Errorf("TokenLike(%q) = false", s)
		}
	}
}

// tokenLikeRef is TokenLike as it was before its shortcut (ba8e5d9).
func tokenLikeRef(user string) bool {
	if tokenShaped(user) || tokenPunct(user) {
		return true
	}
	for _, p := range tokenPrefixes {
		if strings.HasPrefix(user, p) && len(user) > len(p)+8 {
			return true
		}
	}
	if len(user) < 32 {
		return false
	}
	upper, lower, digits := false, false, false
	for i := 0; i < len(user); i++ {
		switch c := user[i]; {
		case 'a' <= c && c <= 'z':
			lower = true
		case 'A' <= c && c <= 'Z':
			upper = true
		case '0' <= c && c <= '9':
			digits = true
		case c == '_' || c == '-':
		default:
			return false
		}
	}
	return (upper || lower) && digits || upper && lower
}

// TestHostLikeOrder: hostLike, which reads the labels before it asks
// whether the name is "localhost", answers as it did when it asked first
// (hostLikeRef), over names drawn from labels, dots, ports, brackets,
// "localhost" in any case (and with U+017F, which folds to "s"), and any
// byte.
func TestHostLikeOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 5))
	pieces := []string{"a", "Z", "0", "-", "_", ".", ":", "80", "localhost", "LocalHost", "localho\u017ft", "[", "]", "é", "/", " ", "@"}
	for n := 0; n < 300000; n++ {
		var b strings.Builder
		for k := rng.IntN(6); k > 0; k-- {
			if rng.IntN(10) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
				continue
			}
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		h := b.String()
		if got, want := hostLike(h), hostLikeRef(h); got != want {
			t.Fatalf("hostLike(%q) = %v, want %v", h, got, want)
		}
	}
}

// hostLikeRef is hostLike as it was before (6ff7c3c).
func hostLikeRef(h string) bool {
	if strings.HasPrefix(h, "[") {
		return true
	}
	if c := strings.LastIndexByte(h, ':'); c >= 0 && allDigits(h[c+1:]) {
		h = h[:c]
	}
	if strings.EqualFold(h, "localhost") {
		return true
	}
	dot := false
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case c == '.':
			dot = i > 0
		case Is(c, Alphanum), c == '-', c == '_', c >= 0x80:
		default:
			return false
		}
	}
	return dot
}

// TestIndexDelim: indexDelim is strings.IndexAny(s, "/?#"), over strings
// of up to 80 bytes drawn from every byte value, the three delimiters in
// any order and number, and the bytes of hosts and ports.
func TestIndexDelim(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 3))
	pieces := []string{"/", "?", "#", "a", "example.org", ":8080", "@", "%2F", " ", "//"}
	for n := 0; n < 300000; n++ {
		var b strings.Builder
		for k := rng.IntN(12); k > 0; k-- {
			if rng.IntN(3) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
				continue
			}
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if got, want := indexDelim(s), strings.IndexAny(s, "/?#"); got != want {
			t.Fatalf("indexDelim(%q) = %d, want %d", s, got, want)
		}
	}
}
