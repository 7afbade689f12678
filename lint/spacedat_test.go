package lint

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

var spacedAtSeed = flag.Uint64("spacedatseed", 5363, "TestSpacedAtWordOneReading: the seed of its lines (5363 tuning; 5364 held out)")

// refSpacedAtWord is lint's own byte loop of stop 60 (e76fe2d), the
// reading the fix's withholding made before it asked urlsyntax's
// (SpacedAtWord): kept as the reference of TestSpacedAtWordOneReading.
func refSpacedAtWord(line []byte) (i, end int) {
	i = bytes.LastIndex(line, []byte("://"))
	if i < 0 {
		return -1, 0
	}
	e := i + 3
	for e < len(line) && !isSpaceByte(line[e]) {
		e++
	}
	w := line[i+3 : e]
	if c, sl := bytes.IndexByte(w, ':'), bytes.IndexByte(w, '/'); c < 0 || sl >= 0 && sl < c || bytes.IndexByte(w, '@') >= 0 {
		return -1, 0
	}
	end = len(line)
	for end > e && isSpaceByte(line[end-1]) {
		end--
	}
	q := e
	for q < end && isSpaceByte(line[q]) {
		q++
	}
	if q == e || q == end || line[end-1] != '@' || bytes.IndexByte(line[q:end-1], '@') >= 0 {
		return -1, 0
	}
	for k := q; k < end; k++ {
		if isSpaceByte(line[k]) {
			return -1, 0
		}
	}
	return i, end
}

// TestSpacedAtWordOneReading (closing-60's "written again"): the fix's
// withholding read the spaced word cut after its "@" (urlsyntax's
// spacedWordCut) by a byte loop of its own; it asks urlsyntax's
// SpacedAtWord now, the reading spacedWordCut shares (atWordEnd). Lines
// of every printable byte: a prefix, a URL word with a ":" or none, "/"
// and "@" in it or not, white space of every kind (ASCII, a no-break and
// an ideographic space) or none, a word that ends with "@" or holds one
// elsewhere or none, and what ends the line (nothing, white space, "\r",
// "\v", "\f", U+0085, U+2028, more words). Where the line holds only
// ASCII white space but "\v" and "\f", the two readings must agree (the
// equivalence before the swap); elsewhere they differ where urlsyntax
// reads a Unicode space as white space or "\v", "\f", U+0085, U+2028 and
// U+2029 as a line break, as extract's readings do (counted, and each
// such line must be one urlsyntax withholds: the fix then keeps a line
// whose password extract hides).
func TestSpacedAtWordOneReading(t *testing.T) {
	r := rand.New(rand.NewPCG(*spacedAtSeed, 61))
	const printable = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	draw := func(n int, at bool) string {
		var b strings.Builder
		for range n {
			c := printable[r.IntN(len(printable))]
			if c == '@' && !at {
				c = '~'
			}
			b.WriteByte(c)
		}
		return b.String()
	}
	spaces := []string{" ", "  ", "\t", " \t", "\u00a0", "\u3000", ""}
	ends := []string{"", "", " ", "\t", "\r", "\v", "\f", "\u0085", "\u2028", " more", " x@y"}
	n := 20000
	if testing.Short() {
		n = 4000
	}
	matched, ascii, differ, wider := 0, 0, 0, 0
	for range n {
		var b strings.Builder
		b.WriteString([]string{"", "; ", "# ", "> ", "// ", "see ", "DSN="}[r.IntN(7)])
		b.WriteString([]string{"http", "ftp", "git+ssh", "redis"}[r.IntN(4)] + "://")
		b.WriteString(draw(r.IntN(6), r.IntN(8) == 0))
		if r.IntN(5) > 0 {
			b.WriteString(":" + draw(1+r.IntN(8), r.IntN(8) == 0))
		}
		b.WriteString(spaces[r.IntN(len(spaces))])
		switch r.IntN(4) {
		case 0, 1:
			b.WriteString(draw(r.IntN(6), false) + "@")
		case 2:
			b.WriteString(draw(1+r.IntN(6), r.IntN(2) == 0))
		}
		b.WriteString(ends[r.IntN(len(ends))])
		line := []byte(b.String())
		i0, e0 := refSpacedAtWord(line)
		i1, e1 := urlsyntax.SpacedAtWord(line)
		if i1 >= 0 {
			matched++
		}
		plain := bytes.IndexFunc(line, func(c rune) bool { return c >= 0x80 || c == '\v' || c == '\f' }) < 0
		if plain {
			ascii++
		}
		if i0 == i1 && (i0 < 0 || e0 == e1) {
			continue
		}
		if plain {
			differ++
			if differ <= 5 {
				t.Errorf("%q: lint's reading (%d, %d), urlsyntax's (%d, %d)", line, i0, e0, i1, e1)
			}
			continue
		}
		if i1 < 0 {
			differ++
			if differ <= 5 {
				t.Errorf("%q: lint's reading withheld it (%d, %d), urlsyntax's does not", line, i0, e0)
			}
			continue
		}
		wider++
		if wider <= 3 {
			t.Logf("read by urlsyntax only (a Unicode space or a line break kind): %q", line)
		}
	}
	t.Logf("seed %d: %d lines (%d of ASCII white space), %d read by SpacedAtWord; %d differ where they must not, %d read by urlsyntax alone (Unicode white space, \\v, \\f, U+0085, U+2028)",
		*spacedAtSeed, n, ascii, matched, differ, wider)
}
