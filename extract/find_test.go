package extract

import (
	"bytes"
	"github.com/urlsift/urlsift/internal/chartest"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// findRef is find as it was at d800d5b, the oracle of the faster one:
// every colon after two scheme characters went to candidate unless a
// byte that ends a URL followed it outside <...> (and not at a scheme
// cut from its "//" at a line end).
func findRef(s *Scanner, from, limit int) int {
	if s.trigger == nil {
		b := s.buf[:s.end]
		for from < limit {
			i := bytes.IndexByte(b[from:limit], ':')
			if i < 0 {
				return -1
			}
			i += from
			if i >= 2 && class[b[i-1]]&cScheme != 0 && class[b[i-2]]&cScheme != 0 &&
				(!spaceAfterColonRef(b, i) || (b[i+1] == '\n' || b[i+1] == '\r') && schemeCut(b, i)) {
				return i
			}
			from = i + 1
		}
		return -1
	}
	t := s.trigger
	for i, c := range s.buf[from:limit] {
		if t[c] {
			return from + i
		}
	}
	return -1
}

// spaceAfterColonRef is spaceAfterColon as it was at d800d5b.
func spaceAfterColonRef(b []byte, i int) bool {
	if i+1 < len(b) && class[b[i+1]]&cStop != 0 {
		for j := i - 1; j >= 0 && i-j <= maxScheme; j-- {
			if class[b[j]]&cScheme == 0 {
				return b[j] != '<'
			}
		}
		return true
	}
	return false
}

// colonText draws text where colons stand in every company: after the
// names of the schemes that need no "//" and of "URL", in any case, and
// after other words of scheme characters (of 1 to 40 bytes), followed by
// every printable byte, "//", a line break of each kind, a space; after
// "<" at any distance; with URLs, runs too long to be one, long lines,
// non-ASCII text, any byte, and the lines of partText.
func colonText(rng *rand.Rand, n int) []byte {
	schemes := append(urlsyntax.OpaqueSchemes(), "url", "http", "https", "ftp", "file", "x", "ab", "std", "b[lo", "10", "C")
	var b []byte
	word := func() {
		switch rng.IntN(4) {
		case 0:
			w := []byte(schemes[rng.IntN(len(schemes))])
			for i := range w {
				if rng.IntN(3) == 0 {
					w[i] = upper(w[i])
				}
			}
			b = append(b, w...)
		case 1:
			for k := 1 + rng.IntN(40); k > 0; k-- {
				b = append(b, "abcxyzAZ09+-."[rng.IntN(13)])
			}
		default:
			for k := 1 + rng.IntN(6); k > 0; k-- {
				b = append(b, byte(' '+rng.IntN(95)))
			}
		}
	}
	for len(b) < n {
		switch rng.IntN(16) {
		case 0, 1, 2, 3, 4:
			if rng.IntN(3) == 0 {
				b = append(b, "<([\"' \n"[rng.IntN(7)])
			}
			word()
			b = append(b, ':')
			switch rng.IntN(6) {
			case 0:
				b = append(b, "//"...)
			case 1:
				b = append(b, []string{"\n", "\r\n", "\r", " ", "/\n", "\t"}[rng.IntN(6)]...)
			default:
				b = append(b, byte(' '+rng.IntN(95)))
			}
			word()
		case 5:
			b = append(b, []string{"http://a.example/x", "mailto:kim@example.org", "urn:ietf:rfc:2396", "tel:+4917012345",
				"<URL:http://b.example/>", "<URL: c.example>", "<ht\ntps://d.example/>", "data:,x", "news:comp.lang.go"}[rng.IntN(9)]...)
		case 6:
			b = append(b, bytes.Repeat([]byte{"x:/a"[rng.IntN(4)]}, rng.IntN(300))...)
		case 7:
			b = append(b, []string{"\n", "\r\n", "\r", " ", "\t", "é", "日本", "\x00", "\xff"}[rng.IntN(9)]...)
		case 8:
			b = append(b, byte(rng.IntN(256)))
		case 9:
			b = append(b, partText(rng, 1+rng.IntN(3))...)
		case 10:
			if rng.IntN(20) == 0 { // a line longer than the window of a small MaxURL, with colons in it
				for k := rng.IntN(3000); k > 0; k-- {
					b = append(b, "ab:cd é"[rng.IntN(8)])
				}
			}
		default:
			b = append(b, byte(' '+rng.IntN(95)))
		}
	}
	return b
}

// scanRef scans text as scanWhole does, read in chunks of random sizes,
// with find, or with findRef when ref is set.
func scanRef(text []byte, o Options, rng *rand.Rand, ref bool) *scanned {
	r, o := newScanned(o)
	s := NewScanner(&chunkReader{s: string(text), rng: rng}, o)
	if ref {
		s.testFind = findRef
	}
	r.scan(s)
	return r
}

// findOptions are the options the find tests read with: the default,
// each trigger set, and a small longest URL (the buffer moves often, runs
// are too long often).
var findOptions = []Options{{}, {Relative: true}, {Abbreviated: true}, {Relative: true, Abbreviated: true}, {MaxURL: 64}, {MaxURL: 200}}

// TestFindSameAsRef: the Scanner reports the same URLs (every field, with
// positions) and the same runs too long to be a URL, in the same order,
// as with findRef: the colons find no longer hands to candidate are ones
// it rejected with no other effect.
func TestFindSameAsRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 33))
	urls := 0
	for n := 0; n < 600; n++ {
		text := colonText(rng, 200+rng.IntN(6000))
		for _, o := range findOptions {
			seed := rng.Uint64()
			got := scanRef(text, o, rand.New(rand.NewPCG(seed, 1)), false)
			want := scanRef(text, o, rand.New(rand.NewPCG(seed, 1)), true)
			if d := diffScanned(got, want); d != "" {
				t.Fatalf("options %+v: find and findRef differ: %s\ntext: %q", o, d, text)
			}
			urls += len(got.urls)
		}
	}
	if urls < 5000 {
		t.Errorf("only %d URLs found: the texts test little", urls)
	}
}

// TestFindSkipsNoCandidate checks the colons themselves: each colon
// findRef hands on and find does not is one candidate rejects at once
// (the search goes on after it, no URL, no run too long), in any text.
func TestFindSkipsNoCandidate(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 34))
	skipped := 0
	for n := 0; n < 3000; n++ {
		text := colonText(rng, 100+rng.IntN(400))
		s := NewScanner(bytes.NewReader(text), Options{})
		s.buf, s.end, s.eof = text, len(text), true
		for i := 0; i < len(text); {
			want := findRef(s, i, len(text))
			if want < 0 {
				break
			}
			got := s.find(want, len(text))
			if got != want {
				skipped++
				next, ok := s.candidate(want)
				if ok || s.m.tooLong || next != want+1 || s.skip {
					t.Fatalf("find passes over the colon at %d of %q, which candidate reads (next %d, ok %v, too long %v)",
						want, text, next, ok, s.m.tooLong)
				}
			}
			i = want + 1
		}
		// Searched from every place, find returns one of findRef's
		// colons: the next one it does not pass over.
		for from := 0; from < len(text) && n < 100; from++ {
			got, want := s.find(from, len(text)), findRef(s, from, len(text))
			for want >= 0 && got != want && s.find(want, len(text)) != want {
				want = findRef(s, want+1, len(text))
			}
			if got != want {
				t.Fatalf("find(%d) = %d in %q; findRef's next colon it keeps is %d", from, got, text, want)
			}
		}
	}
	if skipped < 1000 {
		t.Errorf("only %d colons passed over: the texts test little", skipped)
	}
}

// TestOpaqueEnds: opaqueEnd holds the last two bytes of every scheme
// that needs no "//", in every case, and of "URL"; and for words of scheme
// characters that do not end so, isNoSlashScheme is false.
func TestOpaqueEnds(t *testing.T) {
	for _, name := range append(urlsyntax.OpaqueSchemes(), "url") {
		w := []byte(name)
		for mask := 0; mask < 4; mask++ {
			a, b := w[len(w)-2], w[len(w)-1]
			if mask&1 != 0 {
				a = upper(a)
			}
			if mask&2 != 0 {
				b = upper(b)
			}
			if !opaqueEnd(a, b) {
				t.Errorf("opaqueEnd(%q, %q) = false (%s)", a, b, name)
			}
		}
	}
	rng := rand.New(rand.NewPCG(27, 35))
	letters := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."
	for n := 0; n < 200000; n++ {
		w := make([]byte, 2+rng.IntN(8))
		for i := range w {
			w[i] = letters[rng.IntN(len(letters))]
		}
		if isNoSlashScheme(w) && !opaqueEnd(w[len(w)-2], w[len(w)-1]) {
			t.Fatalf("%q needs no \"//\" but opaqueEnd is false", w)
		}
	}
	for _, name := range urlsyntax.OpaqueSchemes() {
		if !isNoSlashScheme([]byte(strings.ToUpper(name))) {
			t.Errorf("isNoSlashScheme(%q) = false", strings.ToUpper(name))
		}
	}
}

// TestLinePositions: the line, column and code point column of every
// URL are those counted from the start of the text, whatever the lines'
// lengths (megabyte lines are counted by lastNewline and
// pos.Continued's stretches), read in chunks of every size; runs of a
// lone lead or continuation byte ("\xc3", "\xa9") are characters each.
func TestLinePositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 36))
	for n := 0; n < 300; n++ {
		var b []byte
		for len(b) < 20000 {
			switch rng.IntN(6) {
			case 0:
				b = append(b, " http://a.example/p "...)
			case 1:
				b = append(b, bytes.Repeat([]byte{"xé\n "[rng.IntN(4)]}, rng.IntN(2000))...)
			case 2:
				b = append(b, "\n\n\n\n\n\n"[:1+rng.IntN(6)]...)
			case 3:
				b = append(b, "日本語 naïve "...)
			default:
				b = append(b, byte(' '+rng.IntN(95)))
			}
		}
		for _, o := range []Options{{}, {MaxURL: 64}} {
			r := scanRef(b, o, rng, false)
			for _, u := range r.urls {
				for _, p := range []pos.Pos{u.Start, u.End} {
					before := b[:p.Offset]
					ls := bytes.LastIndexByte(before, '\n') + 1
					want := pos.Pos{Offset: p.Offset, Line: 1 + bytes.Count(before, nl), Column: p.Offset - ls + 1}
					want.Char = chartest.DecodedChars(string(before[ls:])) + 1 // a stray "\xa9" is a character
					if p != want {
						t.Fatalf("URL %q: position %#v, counted from the start %#v", u.Text, p, want)
					}
				}
			}
		}
	}
}

// FuzzFind: find and findRef give the same URLs and runs too long, with
// each option, on any text.
func FuzzFind(f *testing.F) {
	rng := rand.New(rand.NewPCG(27, 37))
	for range 8 {
		f.Add(colonText(rng, 300), uint8(rng.IntN(len(findOptions))))
	}
	f.Fuzz(func(t *testing.T, text []byte, k uint8) {
		o := findOptions[int(k)%len(findOptions)]
		got := scanRef(text, o, rand.New(rand.NewPCG(1, 2)), false)
		want := scanRef(text, o, rand.New(rand.NewPCG(1, 2)), true)
		if d := diffScanned(got, want); d != "" {
			t.Fatalf("options %+v: find and findRef differ: %s", o, d)
		}
	})
}

// TestSpaceAfterColon: spaceAfterColon answers as spaceAfterColonRef, its
// loop alone, for colons after words of scheme characters of every length
// around maxScheme, with or without a "<" (or another byte) before them,
// followed by every byte.
func TestSpaceAfterColon(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 38))
	for n := 0; n < 300000; n++ {
		var b []byte
		for k := rng.IntN(40); k > 0; k-- {
			b = append(b, byte(' '+rng.IntN(95)))
		}
		b = append(b, "<< (\n"[rng.IntN(5)])
		for k := maxScheme - 4 + rng.IntN(8); k > 0; k-- {
			b = append(b, "ab9+-.Z"[rng.IntN(7)])
		}
		i := len(b)
		b = append(b, ':', byte(rng.IntN(256)))
		if got, want := spaceAfterColon(b, i), spaceAfterColonRef(b, i); got != want {
			t.Fatalf("spaceAfterColon(%q, %d) = %v, its loop alone %v", b, i, got, want)
		}
	}
}

// TestLessFree: lessFree says whether the 32 bytes before a colon hold
// no "<", as bytes.IndexByte does, for a "<" (or none) at every place
// among bytes of every value, those next to "<" (";", "=", 0xBC) most
// often, the colon at every index of a text (fewer than 32 bytes before
// it: false); and where it says none, spaceAfterColonRef is true (find
// tests lessFree before spaceAfterColon).
func TestLessFree(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 27))
	near := []byte{';', '=', 0xbc, 0x3c ^ 0x80, 0, 0xff, 0x01, ' ', 'a', 'Z', '+'}
	for n := 0; n < 200000; n++ {
		b := make([]byte, 1+rng.IntN(50))
		for k := range b {
			if rng.IntN(2) == 0 {
				b[k] = near[rng.IntN(len(near))]
			} else {
				b[k] = byte(rng.IntN(256))
			}
			if b[k] == '<' {
				b[k] = ';'
			}
		}
		for k := rng.IntN(3); k > 0; k-- {
			b[rng.IntN(len(b))] = '<'
		}
		i := rng.IntN(len(b) + 1)
		b = append(b[:i], ':', " \n\r\t"[rng.IntN(4)])
		want := i >= 32 && bytes.IndexByte(b[i-32:i], '<') < 0
		if got := lessFree(b, i); got != want {
			t.Fatalf("lessFree(%q, %d) = %v, want %v", b, i, got, want)
		}
		if want && !spaceAfterColonRef(b, i) {
			t.Fatalf("no \"<\" before the colon of %q, but spaceAfterColonRef is false", b)
		}
	}
}
