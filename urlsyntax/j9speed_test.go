package urlsyntax

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The readings made faster at stop 51 (review50 J9) against the code they
// replace, kept here as oracles: each answers as its oracle does on texts
// drawn from every byte (controls, non-UTF-8, every printable byte) and
// the pieces the readings look for (seed 5045).

// j9Atoms are the pieces the readings of a URL's text look for.
var j9Atoms = []string{"//", "/", ":", "@", "%", "%2F", "%2f", "%252F", "%25", "%40", "%3A", "%2540", "&#64;", "&#x40;",
	"&commat;", "&colon;", "\\u0040", "\\x40", "=40", "=3D40", "-", ".", "[", "]", "[::1]", "-a.", ".-", "a-", "http://",
	"https://u:pw@", "example.com", "8080", " ", "\t", "\n", "\r", "é", "\xff", "\x00", "a", "Z", "9", "_", "~"}

// j9Text draws a text of up to n atoms or single bytes.
func j9Text(r *rand.Rand, n int) string {
	var b strings.Builder
	for range r.IntN(n + 1) {
		if r.IntN(3) == 0 {
			b.WriteByte(byte(r.IntN(256)))
		} else {
			b.WriteString(j9Atoms[r.IntN(len(j9Atoms))])
		}
	}
	return b.String()
}

// noHostNameOld is noHostName as it stood at 5ad8d62.
func noHostNameOld(h string) bool {
	for i := 0; i < len(h); i++ {
		if c := h[i]; !(Is(c, Alphanum) || c >= 0x80 || strings.IndexByte("-._:[]", c) >= 0) {
			return true
		}
	}
	if h == "" {
		return true
	}
	if strings.ContainsAny(h, "[]") {
		e := strings.IndexByte(h, ']')
		if h[0] != '[' || e < 2 || strings.ContainsAny(h[1:e], "[") || e+1 < len(h) && (h[e+1] != ':' || strings.ContainsAny(h[e+1:], "[]")) {
			return true
		}
	}
	if h[0] != '[' {
		name, _, _ := strings.Cut(h, ":")
		for _, l := range strings.Split(name, ".") {
			if l != "" && (l[0] == '-' || l[len(l)-1] == '-') {
				return true
			}
		}
	}
	return false
}

// nestedHintOld is NestedHint as it stood at 5ad8d62: a byte a turn.
func nestedHintOld(s string) bool {
	at := strings.IndexByte(s, '@') >= 0
	for i := 0; i < len(s); i++ {
		if encStart[s[i]] && encodedHit(s, i, at) {
			return true
		}
	}
	return false
}

// TestJ9ReadingsSame: noHostName and NestedHint answer as the code they
// replace, and appendNestedSecrets as it does past its gate for a short
// text (NestedHint), on drawn texts and a few of each kind.
func TestJ9ReadingsSame(t *testing.T) {
	r := rand.New(rand.NewPCG(5045, 1))
	texts := []string{"", "-", "a-", "-a", "a.-b", "a-.b", "a..b", "[::1]", "[::1]:80", "[::1]x", "[a]:1[", "a[b]",
		"example.com:8080", "ex-ample.com", "é.example", "a_b", "a b", "//", "///", "////", "http://a//b", "http://a/%2F",
		"http://a/%252f", "http://a/%25", "%40", "a@b%3A", "&#64;", "x&commat;y", "\\u0040", "=40"}
	for range 40000 {
		texts = append(texts, j9Text(r, 12), j9Text(r, 40))
	}
	for _, s := range texts {
		if got, want := noHostName(s), noHostNameOld(s); got != want {
			t.Fatalf("noHostName(%q) = %v, was %v", s, got, want)
		}
		if got, want := NestedHint(s), nestedHintOld(s); got != want {
			t.Fatalf("NestedHint(%q) = %v, was %v", s, got, want)
		}
		if got, want := appendNestedSecrets(nil, s, len(s)), appendNestedSecretsFrom(nil, s, len(s)); !slices.Equal(got, want) {
			t.Fatalf("appendNestedSecrets(%q) = %v, was %v", s, got, want)
		}
	}
}

// TestNestedMemoLineEnds: the windows of the URLs of lines drawn from
// every byte and the encodings the nested readings read, each ending at
// its line's end or before it (the clean run's end, cleanRun.end), read
// with the memo and without find the same spans (seed 5044).
func TestNestedMemoLineEnds(t *testing.T) {
	r := rand.New(rand.NewPCG(5044, 1))
	var m SecretMemo
	off := 0
	for range 400 {
		line := j9Text(r, 80)
		for lo := 0; lo < len(line); lo += 1 + r.IntN(24) {
			a := max(lo-r.IntN(128), 0)
			hi := min(lo+1+r.IntN(40), len(line))
			e := len(line)
			if r.IntN(3) == 0 {
				e = min(hi+r.IntN(64), len(line))
			}
			got := mergeSpans(m.AppendLineSecretsBefore(nil, line[a:e], off+a, hi-a))
			var nm *SecretMemo
			want := mergeSpans(nm.AppendLineSecretsBefore(nil, line[a:e], off+a, hi-a))
			if !slices.Equal(got, want) {
				t.Fatalf("window %q of line %q (limit %d): memo %v, none %v", line[a:e], line, hi-a, got, want)
			}
		}
		off += len(line) + 1
	}
}

// encodedAtAfterOld is EncodedAtAfter as it stood at 4115af7: a byte a
// turn.
func encodedAtAfterOld(b []byte) bool {
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case sepStart(c):
			if _, n := sepAt(string(b[i:min(len(b), i+MaxSep)]), 0); n > 0 {
				return true
			}
		case c == ' ' || c == '\t':
			// On the line: a password that holds white space before
			// its encoded "@" ("alice:ab" of "alice:ab cd%40db",
			// review51 K2), as the plain "@" is read across it.
		case c < ' ':
			return false
		}
	}
	return false
}

// nestedMayOld is NestedMay as it stood at 4115af7: three searches.
func nestedMayOld(url string) bool {
	h := strings.Index(url, "//")
	if h < 0 {
		return false
	}
	if strings.Contains(url[h+2:], "//") {
		return true
	}
	for i := h + 2; ; {
		j := strings.IndexByte(url[i:], '%')
		if j < 0 {
			return false
		}
		k := i + j + 1
		for k+3 < len(url) && url[k] == '2' && url[k+1] == '5' {
			k += 2
		}
		if k+1 < len(url) && url[k] == '2' && (url[k+1] == 'F' || url[k+1] == 'f') {
			return true
		}
		i = i + j + 1
	}
}

// TestJ9WordsSame: NestedHint, EncodedAtAfter and NestedMay, which read
// eight bytes a turn since stop 52 (swar.go), answer as the byte loops
// and searches they replace (nestedHintOld, encodedAtAfterOld,
// nestedMayOld) on texts drawn from every byte and the pieces the
// readings look for, at every length and every offset of a word of eight
// (seed 5094), and on every text of up to three bytes of a set that holds
// each class of byte the words test.
func TestJ9WordsSame(t *testing.T) {
	r := rand.New(rand.NewPCG(5094, 1))
	var texts []string
	for range 60000 {
		s := j9Text(r, 1+r.IntN(24))
		// A prefix of 0-7 bytes moves what follows across the words.
		texts = append(texts, strings.Repeat("a", r.IntN(8))+s)
		// Longer than scanMaskMax: NestedHint's search of a long text.
		texts = append(texts, strings.Repeat("a", r.IntN(8))+j9Text(r, 40+r.IntN(40)))
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = byte(r.IntN(256))
		}
		texts = append(texts, string(b))
	}
	set := []byte{0, 8, '\t', '\n', '\r', 0x1f, ' ', '%', '&', '\\', '=', '/', '@', '2', '5', '4', '0', 'F', 'f', '3', 'A', 'u', 'x', '#', 'a', 0x7f, 0x80, 0xff}
	for _, a := range set {
		for _, b := range set {
			for _, c := range set {
				texts = append(texts, string([]byte{a, b, c}), "http:"+string([]byte{a, b, c}), "abcdefg"+string([]byte{a, b, c})+"//%")
			}
		}
	}
	for _, s := range texts {
		if got, want := NestedHint(s), nestedHintOld(s); got != want {
			t.Fatalf("NestedHint(%q) = %v, was %v", s, got, want)
		}
		if got, want := EncodedAtAfter([]byte(s)), encodedAtAfterOld([]byte(s)); got != want {
			t.Fatalf("EncodedAtAfter(%q) = %v, was %v", s, got, want)
		}
		if got, want := NestedMay(s), nestedMayOld(s); got != want {
			t.Fatalf("NestedMay(%q) = %v, was %v", s, got, want)
		}
	}
}
