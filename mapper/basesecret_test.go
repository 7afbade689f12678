package mapper

import (
	"flag"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/urlsyntax"
)

var baseSeed = flag.Uint64("baseseed", 5319, "seed of TestBaseSecretSame's bases (5319: tuned; 5320: held out)")

// drawBase returns a --base: a scheme, a userinfo or none (user names and
// passwords of every printable ASCII byte, non-ASCII, tokens, "@", ":",
// "/", "#", "%40"), a host, a port, and a path, query and fragment of the
// same bytes.
func drawBase(r *rand.Rand) string {
	piece := func(max int) string {
		pieces := [...]string{"@", ":", "/", "//", "?", "#", "%40", "%3A", "***", "é", "密", "＠", "ghp_abcdefghijklmnop1234", "x:y@", " "}
		var b strings.Builder
		for n := r.IntN(max + 1); n > 0; n-- {
			if r.IntN(4) == 0 {
				b.WriteString(pieces[r.IntN(len(pieces))])
				continue
			}
			b.WriteByte(byte(0x21 + r.IntN(0x7f-0x21)))
		}
		return b.String()
	}
	var b strings.Builder
	b.WriteString([...]string{"https://", "http://", "ftp://", "ssh://", "//", "file:///", "https:/"}[r.IntN(7)])
	switch r.IntN(4) {
	case 0:
		b.WriteString([...]string{"bob", "git", "u"}[r.IntN(3)] + "@")
	case 1, 2:
		b.WriteString([...]string{"bob", "git", "u", ""}[r.IntN(4)] + ":" + piece(10) + "@")
	}
	b.WriteString([...]string{"example.org", "ss.org", "h", "10.1.2.3", "[::1]", "localhost"}[r.IntN(6)])
	if r.IntN(3) == 0 {
		b.WriteString(":" + [...]string{"8080", "", "x"}[r.IntN(3)])
	}
	for n := r.IntN(4); n > 0; n-- {
		b.WriteString([...]string{"/", "/d/", "?", "#"}[r.IntN(4)] + piece(5))
	}
	return b.String()
}

// TestBaseSecretSame: Extract.baseSecret, made once for every relative
// reference, gives what Record made for each before (d2f9d79: the base
// masked by SecretOf(base).Mask(base), then SecretOf of that), over
// drawn bases, called twice (the second call takes what the first made).
func TestBaseSecretSame(t *testing.T) {
	r := rand.New(rand.NewPCG(*baseSeed, 59))
	n := 20000
	if testing.Short() {
		n = 4000
	}
	secret := 0
	for range n {
		b := drawBase(r)
		x := &Extract{Base: b}
		for k := range 2 {
			masked := urlsyntax.SecretOf(x.Base).Mask(x.Base)
			sec := urlsyntax.SecretOf(masked)
			gm, gs := x.baseSecret()
			if gm != masked || !reflect.DeepEqual(gs, sec) {
				t.Fatalf("base %q (call %d): baseSecret gives %q and %+v, the per-reference code %q and %+v", x.Base, k, gm, gs, masked, sec)
			}
			if masked != x.Base {
				secret++
			}
		}
	}
	t.Logf("seed %d: %d bases; %d of %d calls with a secret masked", *baseSeed, n, secret, 2*n)
	if secret < n/2 {
		t.Errorf("only %d bases with a secret: the generator no longer draws what the test is about", secret)
	}
}

// TestRelativeNoBaseAllocPerURL: a relative reference resolved against a
// --base that holds a password costs no allocation for the base's
// secret: the base is masked, and its Secret made, once for the run
// (Extract.baseSecret). What a run allocates grows by the references'
// own (their resolution and their Secret) and no more: on d2f9d79 each
// reference also masked the base again (SecretOf and Mask, twice).
func TestRelativeNoBaseAllocPerURL(t *testing.T) {
	unit := "see <../a/b.html> and \"./c?q=1\" or <d/e#f>\n"
	const units = 300 // 3 references each
	x := &Extract{Format: "url", Hyphen: "keep", Base: "https://bob:s3cr3tpw@example.org/d/", Options: extract.Options{Relative: true}}
	sc := extract.NewScanner(nil, x.Options)
	out, err := printer.New("url", io.Discard, printer.Options{})
	if err != nil {
		t.Fatal(err)
	}
	allocs := func(n int) float64 {
		in := strings.Repeat(unit, n)
		return testing.AllocsPerRun(5, func() {
			if _, err := x.Input(sc, "f.txt", strings.NewReader(in), input.Text, nil, nil, out.Print); err != nil {
				t.Fatal(err)
			}
		})
	}
	small, large := allocs(units), allocs(2*units)
	per := (large - small) / (units * 3)
	t.Logf("%.2f allocations a reference (%.0f for %d, %.0f for %d)", per, small, units*3, large, 2*units*3)
	// d2f9d79: 8.00 a reference; 6.67 with the base's secret made once.
	if per > 7.5 {
		t.Errorf("%.2f allocations a reference (%.0f for %d references, %.0f for %d)", per, small, units*3, large, 2*units*3)
	}
}
