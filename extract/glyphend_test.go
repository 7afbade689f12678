package extract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// rfc3987 are RFC 3987's ucschar and iprivate (section 2.2), as its ABNF
// writes them: the non-ASCII characters an IRI holds anywhere, and those
// it holds in its query only.
var (
	ucschar = [][2]rune{
		{0xa0, 0xd7ff}, {0xf900, 0xfdcf}, {0xfdf0, 0xffef},
		{0x10000, 0x1fffd}, {0x20000, 0x2fffd}, {0x30000, 0x3fffd},
		{0x40000, 0x4fffd}, {0x50000, 0x5fffd}, {0x60000, 0x6fffd},
		{0x70000, 0x7fffd}, {0x80000, 0x8fffd}, {0x90000, 0x9fffd},
		{0xa0000, 0xafffd}, {0xb0000, 0xbfffd}, {0xc0000, 0xcfffd},
		{0xd0000, 0xdfffd}, {0xe1000, 0xefffd},
	}
	iprivate = [][2]rune{{0xe000, 0xf8ff}, {0xf0000, 0xffffd}, {0x100000, 0x10fffd}}
)

func inRanges(r rune, rs [][2]rune) bool {
	for _, g := range rs {
		if g[0] <= r && r <= g[1] {
			return true
		}
	}
	return false
}

// TestNotIRIEndEveryRune asks notIRIEnd of every non-ASCII code point
// that UTF-8 encodes, at the end of a path and of a query, against RFC
// 3987's ABNF: a character of ucschar is never taken off; one of
// iprivate is taken off a path and kept in a query; any other is taken
// off (the C1 controls and the surrogates aside, which the scanner ends a
// URL at, or which UTF-8 has not).
func TestNotIRIEndEveryRune(t *testing.T) {
	off := 0
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if r < 0xa0 || r >= 0xd800 && r <= 0xdfff {
			continue
		}
		path := []byte("https://h.example/a/b" + string(r))
		query := []byte("https://h.example/a?q=b" + string(r))
		frag := []byte("https://h.example/a?q=b#c" + string(r))
		uc, priv := inRanges(r, ucschar), inRanges(r, iprivate)
		if got := notIRIEnd(path); got != !uc {
			t.Fatalf("U+%04X after a path: notIRIEnd %v, want %v (ucschar %v)", r, got, !uc, uc)
		}
		if got := notIRIEnd(query); got != !(uc || priv) {
			t.Fatalf("U+%04X after a query: notIRIEnd %v, want %v", r, got, !(uc || priv))
		}
		if got := notIRIEnd(frag); got != !uc {
			t.Fatalf("U+%04X after a fragment: notIRIEnd %v, want %v", r, got, !uc)
		}
		if !uc {
			off++
		}
	}
	if off < 100000 {
		t.Fatalf("%d code points taken off a path: too few", off)
	}
}

// TestGlyphEndGenerated draws URLs (hosts, paths of any URL byte,
// non-ASCII letters of IRIs, queries and fragments) and glues after them
// one to three characters no IRI holds there, drawn from the whole of
// each range (private use of the BMP and planes 15 and 16, the
// noncharacters, the specials, the tags), alone or before trailing
// punctuation: the URL is found as it is. The same URL with a character
// of ucschar drawn from the whole of its ranges glued after it (one that
// no other rule of the scanner ends a URL at) keeps it, and a query keeps
// a private-use character: no character an IRI holds there is lost.
func TestGlyphEndGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 28))
	pick := func(rs [][2]rune) rune {
		g := rs[rng.IntN(len(rs))]
		return g[0] + rng.Int32N(g[1]-g[0]+1)
	}
	notIRI := [][2]rune{{0xe000, 0xf8ff}, {0xf0000, 0xffffd}, {0x100000, 0x10ffff}, {0xfdd0, 0xfdef}, {0xfff0, 0xffff}, {0xe0000, 0xe0fff}, {0x1fffe, 0x1ffff}, {0xefffe, 0xeffff}}
	const urlBytes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/=&+$%!*;@"
	word := func(n int) string {
		var b strings.Builder
		for range n {
			if rng.IntN(8) == 0 {
				b.WriteRune(rune(0xe0 + rng.IntN(0x1f))) // à-ÿ, an IRI's letters
				continue
			}
			b.WriteByte(urlBytes[rng.IntN(len(urlBytes))])
		}
		return b.String()
	}
	glued, kept := 0, 0
	for range 3000 {
		u := "https://" + strings.Trim(word(2+rng.IntN(8)), "/%@") + ".example/" + word(1+rng.IntN(12))
		switch rng.IntN(3) {
		case 1:
			u += "?" + word(1+rng.IntN(8))
		case 2:
			u += "#" + word(1+rng.IntN(6))
		}
		u = "https://h" + strings.TrimPrefix(u, "https://") + "z" // ends in a letter: no trailing punctuation of its own
		want := all(t, u+" x", Options{})
		if len(want) != 1 {
			continue // the drawn bytes make no one URL (a "%" before no hex digits is kept, an "@" is a userinfo): not this test's
		}
		inQuery := false
		if q := strings.IndexByte(u, '?'); q >= 0 && !strings.Contains(u[q:], "#") {
			inQuery = true
		}
		var g strings.Builder
		for range 1 + rng.IntN(3) {
			r := pick(notIRI)
			for inQuery && inRanges(r, iprivate) {
				r = pick(notIRI) // a query holds it (below)
			}
			g.WriteRune(r)
		}
		tail := []string{"", ".", ",", ")", "."}[rng.IntN(5)]
		in := "see " + u + g.String() + tail + " and more"
		if got := all(t, in, Options{}); !slices.Equal(got, want) {
			t.Fatalf("%q: got %q, want %q", in, got, want)
		}
		glued++
		// A character an IRI holds there stays.
		var r rune
		for {
			r = pick(ucschar)
			if !isTerminatorRune(r) && !isIdeograph(r) && !isCJKPunct(r) && r != hyphen2010 && !(r >= 0x2000 && r <= 0x206f) {
				break
			}
		}
		in = "see " + u + string(r) + " and more"
		if got := all(t, in, Options{}); !slices.Equal(got, []string{want[0] + string(r)}) {
			t.Fatalf("%q: got %q, want %q", in, got, want[0]+string(r))
		}
		if inQuery {
			p := pick(iprivate)
			in = "see " + u + string(p) + " and more"
			if got := all(t, in, Options{}); !slices.Equal(got, []string{want[0] + string(p)}) {
				t.Fatalf("%q: got %q, want %q", in, got, want[0]+string(p))
			}
		}
		kept++
	}
	if glued < 2000 {
		t.Fatalf("%d URLs drawn with a glyph glued: too few", glued)
	}
	t.Logf("%d URLs with glyphs glued after them, %d with an IRI's character kept", glued, kept)
}
