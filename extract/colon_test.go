package extract

import (
	"math/rand/v2"
	"testing"
)

// colonBytes draws a text for the colon search: every byte value, with
// the bytes its tests look at (":", "<", a scheme's, the bytes that end
// a URL, line breaks) drawn often, in runs of any length around the
// 16-byte blocks and the 32 bytes lessFree reads.
func colonBytes(r *rand.Rand, n int) []byte {
	const often = ":::<<ab9+-.  \t\n\r/\"`>"
	b := make([]byte, n)
	for i := range b {
		switch r.IntN(4) {
		case 0:
			b[i] = byte(r.IntN(256))
		default:
			b[i] = often[r.IntN(len(often))]
		}
	}
	return b
}

// TestColonScan: colonScan (colon_amd64.s on amd64, each of its ways:
// colonScans) returns what colonScanGo does, for texts of every byte, every from and limit
// (outside b's bounds too) and every next, and what it returns is a
// colon that schemeColon and markedColon would not pass over without
// their own tests: no colon is lost (checked against the plain loops
// below, which test every colon).
func TestColonScan(t *testing.T) {
	r := rand.New(rand.NewPCG(46, 27))
	for n := 0; n < 20000; n++ {
		b := colonBytes(r, r.IntN(200))
		from, limit := r.IntN(len(b)+3)-1, r.IntN(len(b)+3)-1
		next := noNext
		if r.IntN(3) == 0 {
			next = int(":/ab"[r.IntN(4)])
		}
		got, want := colonScan(b, from, limit, next), colonScanGo(b, from, limit, next)
		if got != want {
			t.Fatalf("colonScan(%q, %d, %d, %d) = %d, colonScanGo %d", b, from, limit, next, got, want)
		}
		if limit > len(b) || limit < 0 || from < 0 {
			continue
		}
		for _, v := range colonScans {
			if got := v.scan(b, from, limit, next); got != want {
				t.Fatalf("%s(%q, %d, %d, %d) = %d, colonScanGo %d", v.name, b, from, limit, next, got, want)
			}
		}
		if got, want := schemeColon(b, from, limit), schemeColonEach(b, from, limit); got != want {
			t.Fatalf("schemeColon(%q, %d, %d) = %d, tested colon by colon %d", b, from, limit, got, want)
		}
		nb := byte(next)
		if next == noNext {
			nb = '/'
		}
		gi, gm := markedColon(b, from, limit, nb)
		wi, wm := markedColonEach(b, from, limit, nb)
		if gi != wi || gm != wm {
			t.Fatalf("markedColon(%q, %d, %d, %q) = %d, %v; tested colon by colon %d, %v", b, from, limit, nb, gi, gm, wi, wm)
		}
	}
}

// colonScans are the ways colonScan may take on this machine
// (colon_amd64_test.go), each tested here whichever colonScan takes.
var colonScans []struct {
	name string
	scan func(b []byte, from, limit, next int) int
}

// schemeColonEach is schemeColon with every colon tested (before
// colonScan): the search it must agree with.
func schemeColonEach(b []byte, from, limit int) int {
	for i := from; i < limit; i++ {
		if b[i] != ':' || i < 2 || i+1 >= len(b) || class[b[i-1]]&class[b[i-2]]&cScheme == 0 {
			continue
		}
		if c := b[i+1]; class[c]&cStop == 0 {
			if c == '/' || opaqueEnd(b[i-2], b[i-1]) {
				return i
			}
		} else if (c == '\n' || c == '\r' || !lessFree(b, i)) && colonGoesOn(b, i) {
			return i
		}
	}
	return -1
}

// markedColonEach is markedColon with every colon tested.
func markedColonEach(b []byte, from, limit int, next byte) (int, bool) {
	for i := from; i < limit; i++ {
		if b[i] != ':' {
			continue
		}
		if i+1 < len(b) && b[i+1] == next {
			return i, true
		}
		if i < 2 || i+1 >= len(b) || class[b[i-1]]&class[b[i-2]]&cScheme == 0 {
			continue
		}
		if c := b[i+1]; class[c]&cStop == 0 {
			if c == '/' || opaqueEnd(b[i-2], b[i-1]) {
				return i, false
			}
		} else if (c == '\n' || c == '\r' || !lessFree(b, i)) && colonGoesOn(b, i) {
			return i, false
		}
	}
	return -1, false
}

// FuzzColonScan: colonScan and colonScanGo agree on any text.
func FuzzColonScan(f *testing.F) {
	f.Add([]byte("see http://a.example/ and x: y <URL: mailto:a@b>"), 0, 40, noNext)
	f.Add([]byte("0123456789abcdef0123456789abcdefgh: <ab: cd:\n"), 3, 45, int(':'))
	f.Fuzz(func(t *testing.T, b []byte, from, limit, next int) {
		want := colonScanGo(b, from, limit, next)
		if got := colonScan(b, from, limit, next); got != want {
			t.Fatalf("colonScan(%q, %d, %d, %d) = %d, colonScanGo %d", b, from, limit, next, got, want)
		}
		if limit > len(b) || limit < 0 || from < 0 {
			return
		}
		for _, v := range colonScans {
			if got := v.scan(b, from, limit, next); got != want {
				t.Fatalf("%s(%q, %d, %d, %d) = %d, colonScanGo %d", v.name, b, from, limit, next, got, want)
			}
		}
	})
}

// sparseColonBytes draws a text of n bytes of every value but ":" and
// "<" (each drawn as often as another), with a colon or a "<" placed at
// random one time in gap: long runs with no colon, which the 128-byte
// turn of colonScanAVX2 passes whole, and colons in either half of a
// block, at every alignment.
func sparseColonBytes(r *rand.Rand, n, gap int) []byte {
	b := make([]byte, n)
	for i := range b {
		switch c := byte(r.IntN(256)); {
		case r.IntN(gap) == 0:
			b[i] = ":::<ab/"[r.IntN(7)]
		case c == ':' || c == '<':
			b[i] = 'x'
		default:
			b[i] = c
		}
	}
	// Words before a colon at a line's end: schemes that a line break
	// cuts from their "//" ("https:⏎", schemeCut), words that end in
	// their last letters and words that do not ("default:⏎"), in any
	// case, with "<" before some.
	for k := r.IntN(1 + n/(1+gap/8)); k > 0; k-- {
		w := []string{"https", "HTTP", "ftp", "sftp", "ssh", "default", "Note", "case x", "<https", "class", "setup", "ap",
			"mailto", "NEWS", "tel", "urn", "go", "std:", "<URL", "sip", "data", "xmpp"}[r.IntN(22)]
		w = " " + w + []string{":\n", ":\r\n", ":\r", ":/\n", ": ", ":x", ":1", "::", ":/a", ":%"}[r.IntN(10)]
		if at := r.IntN(n + 1); at+len(w) <= n {
			copy(b[at:], w)
		}
	}
	return b
}

// TestColonScanSparse (seed 4950): colonScan and each of its ways return
// what colonScanGo does on texts up to 1,100 bytes whose colons stand
// from every 2 to every 2,000 bytes, from every start, to every limit:
// the runs of 128 and 64 bytes with no colon, a colon in the first or
// the last 64 bytes of a 128, and the blocks and tail after a colon; and
// schemeColon and markedColon find what testing every colon finds, with
// words before a colon at a line's end that schemeCut reads or not, and
// before a colon that a byte of a URL follows, where a scheme whose URLs
// need no "//" ends (opaqueEnd: "mailto:x", "<URL:x") or none does
// ("go:noinline", "std::map").
func TestColonScanSparse(t *testing.T) {
	r := rand.New(rand.NewPCG(4950, 27))
	for n := 0; n < 3000; n++ {
		b := sparseColonBytes(r, r.IntN(1100), 2+r.IntN(2000))
		from, limit := r.IntN(len(b)+1), r.IntN(len(b)+1)
		if r.IntN(4) == 0 {
			from, limit = r.IntN(min(len(b), 64)+1), len(b)
		}
		next := noNext
		if r.IntN(3) == 0 {
			next = int(":/ab"[r.IntN(4)])
		}
		want := colonScanGo(b, from, limit, next)
		if got := colonScan(b, from, limit, next); got != want {
			t.Fatalf("colonScan(%q, %d, %d, %d) = %d, colonScanGo %d", b, from, limit, next, got, want)
		}
		for _, v := range colonScans {
			if got := v.scan(b, from, limit, next); got != want {
				t.Fatalf("%s(%q, %d, %d, %d) = %d, colonScanGo %d", v.name, b, from, limit, next, got, want)
			}
		}
		if got, want := schemeColon(b, from, limit), schemeColonEach(b, from, limit); got != want {
			t.Fatalf("schemeColon(%q, %d, %d) = %d, tested colon by colon %d", b, from, limit, got, want)
		}
		for _, nb := range []byte{'/', ':'} {
			gi, gm := markedColon(b, from, limit, nb)
			wi, wm := markedColonEach(b, from, limit, nb)
			if gi != wi || gm != wm {
				t.Fatalf("markedColon(%q, %d, %d, %q) = %d, %v; tested colon by colon %d, %v", b, from, limit, nb, gi, gm, wi, wm)
			}
		}
		// Each colon in turn, as schemeColon asks: from after the last.
		for f := from; f < limit; {
			want := colonScanGo(b, f, limit, next)
			for _, v := range colonScans {
				if got := v.scan(b, f, limit, next); got != want {
					t.Fatalf("%s(%q, %d, %d, %d) = %d, colonScanGo %d", v.name, b, f, limit, next, got, want)
				}
			}
			if want < 0 {
				break
			}
			f = want + 1
		}
	}
}
