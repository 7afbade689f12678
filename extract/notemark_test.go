package extract

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestNoteMark: lynx and w3m print a footnote's mark set after a link
// (<sup>[4]</sup>) as "^[4]" glued to it; no URL holds "^[", so the URL
// ends before it (renderer/tuned3/lynx60 and w3m, shorewall-doc
// LennyToSqueeze.html: "…/bridge-Shorewall-perl." and "html^[4]."). The
// URLs are the conformance data's that are found whole in prose; the mark
// has one to three digits, a stop or none after it, and the URL stands in
// prose, in parentheses, or broken over two lines at one of its "/" or
// "." as lynx breaks it: the URL found is the one found without the mark.
func TestNoteMark(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"           https://shorewall.org/bridge-Shorewall-perl.\n           html^[4].\n", "https://shorewall.org/bridge-Shorewall-perl.html"},
		{"     bridge, you will want to visit https://shorewall.org/\n     bridge-Shorewall-perl.html^[4].\n", "https://shorewall.org/bridge-Shorewall-perl.html"},
		{"see https://x.example/a^[x] and", "https://x.example/a^[x]"},
		{"see <https://x.example/a^[1]>", "https://x.example/a^[1]"},
	} {
		if got := bareOne(t, c.in); got != c.want {
			t.Errorf("%q gives %q, want %q", c.in, got, c.want)
		}
	}
	links, _ := linkifyCases(t)
	rng := rand.New(rand.NewPCG(43, 4))
	n, bad := 0, 0
	for _, c := range links {
		u := c.want[0]
		if !strings.Contains(u, "://") || strings.ContainsAny(u, " \n^[]") || bareOne(t, "see "+u+" ok") != u {
			continue
		}
		for range 6 {
			stop := []string{"", ".", ",", ";", ")"}[rng.IntN(5)]
			mark := "^[" + strconv.Itoa(1+rng.IntN(999)) + "]"
			var in string
			switch rng.IntN(3) {
			case 0:
				in = "see " + u + mark + stop + " ok\n"
			case 1:
				in = "(see " + u + mark + stop + " ok)\n"
			default:
				site := strings.Index(u, "://") + 3
				cut := -1
				for i := len(u) - 2; i > site; i-- {
					if u[i] == '/' || u[i] == '.' {
						cut = i + 1
						break
					}
				}
				if cut < 0 || strings.HasSuffix(u, "-") {
					// a rest that ends in "-" before more of its line
					// is read as a hyphenated word may be (hyphen-rest),
					// unlike one that ends the line: not the mark's
					continue
				}
				in = "   you will want to visit " + u[:cut] + "\n   " + u[cut:] + mark + stop + "\n"
			}
			n++
			// the mark changes nothing but itself: the URL found is the
			// one found without it
			want := bareOne(t, strings.Replace(in, mark, "", 1))
			if got := bareOne(t, in); got != want || strings.Contains(got, "^[") {
				bad++
				if bad <= 5 {
					t.Errorf("%q gives %q, want %q", in, got, want)
				}
			}
		}
	}
	if bad > 0 || n < 400 {
		t.Errorf("%d of %d URLs before a footnote's mark not found without it", bad, n)
	}
	t.Logf("%d URLs before a footnote's mark", n)
}
