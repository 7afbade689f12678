package lint

import (
	"flag"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

var markerPctSeed = flag.Uint64("markerpctseed", 5309, "TestMarkerPercentNoEscape: the seed of the draw (5309 tuned, 5310 held out)")

// TestMarkerPercentNoEscape (shape58's glued-marker mend, 05b1e70;
// closing-58 item 4): a "%" of a line's marker glued to the text, which
// extract brings into a secret of a URL it rejoins ("=&%<git+ssh://5UWVWo⏎
// =&%XVpQ…@localhost/g/p.git>": the token reads "5UWVWo=&%XVpQ…"), is no
// escape (CONTRACT): no bad-escape, unnecessary-escape nor escaped-delimiter
// finding starts at it, whatever bytes of the secret follow it (bad-escape
// at "%XV" told that the line's first two bytes of the secret are no
// hexadecimal digits). Drawn: a password of every printable ASCII byte
// but white space, "@" and "/" (its own "%" in half of them) after a
// user name, or a token as the user name, cut onto 2 to 4 lines at any
// byte of it, every line under the same marker: indentation or none, 0
// to 2 bytes a userinfo holds, then "%"; wrappers, lead-ins, hosts with
// and without a path. Linted with every rule (a finding on a password is shown over
// the whole password: one that covers a marker's "%" counts where the
// password holds no "%" of its own). Counted apart: the cases where a URL
// extract reads holds a marker's "%" (the class this test asks about;
// the test fails when none is drawn).
func TestMarkerPercentNoEscape(t *testing.T) {
	r := rand.New(rand.NewPCG(*markerPctSeed, 0x9c7))
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	const pwBytes = "!\"#$%&'()*+,-.0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	const marks = "-._~!$&'()*+,;=%"
	pwNoPct := strings.ReplaceAll(pwBytes, "%", "")
	n := 3000
	if testing.Short() {
		n = 600
	}
	reached, bad := 0, 0
	for k := 0; k < n; k++ {
		var user, secret string
		if r.IntN(3) == 0 {
			var b strings.Builder
			b.WriteString([]string{"ghp_", "glpat-", "xoxb-", ""}[r.IntN(4)])
			for range 32 + r.IntN(10) {
				b.WriteByte(alnum[r.IntN(len(alnum))])
			}
			secret = b.String()
		} else {
			user = []string{"alice:", "u:", "deploy.bot:", "svc_user:"}[r.IntN(4)]
			var b strings.Builder
			for range 8 + r.IntN(30) {
				if r.IntN(4) == 0 {
					set := pwBytes
					if k%2 == 1 {
						set = pwNoPct // half the passwords hold no "%" of their own
					}
					b.WriteByte(set[r.IntN(len(set))])
				} else {
					b.WriteByte(alnum[r.IntN(len(alnum))])
				}
			}
			secret = b.String()
		}
		own := strings.Count(secret, "%")
		scheme := []string{"https", "git+ssh", "postgres", "ftp", "redis"}[r.IntN(5)]
		host := []string{"localhost/g/p.git", "db.example.com/x", "10.1.2.3", "h.example.org", "gitlab.com/o/r"}[r.IntN(5)]
		head := scheme + "://" + user
		u := head + secret + "@" + host
		// Cuts inside the secret (its first byte after the first).
		cuts := map[int]bool{}
		for len(cuts) < 1+r.IntN(3) {
			cuts[len(head)+1+r.IntN(len(secret)-1)] = true
		}
		var at []int
		for c := range cuts {
			at = append(at, c)
		}
		sort.Ints(at)
		var m strings.Builder
		m.WriteString([]string{"", "", "  ", "\t", "    "}[r.IntN(5)])
		for range r.IntN(3) {
			m.WriteByte(marks[r.IntN(len(marks))])
		}
		m.WriteByte('%')
		marker := m.String()
		w := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {`"`, `"`}, {"(", ")"}, {"`", "`"}, {"[", "]"}}[r.IntN(7)]
		lead := []string{"", "see ", "url = ", "the dsn is "}[r.IntN(4)]
		var text strings.Builder
		text.WriteString(marker + lead + w[0])
		var pcts []int // the offsets of the markers' "%" on the URL's later lines
		last := 0
		for _, c := range at {
			text.WriteString(u[last:c] + "\n")
			for i := range len(marker) {
				if marker[i] == '%' {
					pcts = append(pcts, text.Len()+i)
				}
			}
			text.WriteString(marker)
			last = c
		}
		text.WriteString(u[last:] + w[1] + []string{"", " now", "."}[r.IntN(3)] + "\n" + marker + "\n\n")
		src := text.String()
		for _, sp := range urlSpans(t, src, extract.Options{}) {
			for _, p := range pcts {
				if sp.start < p && p < sp.end {
					reached++
					goto lint
				}
			}
		}
	lint:
		if err := l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error {
			switch f.Rule {
			case "bad-escape", "unnecessary-escape", "escaped-delimiter":
			default:
				return nil
			}
			for _, p := range pcts {
				// A finding on a password is shown over the whole
				// password (its bytes hidden): there, one that covers a
				// marker's "%" is the marker's where the password holds
				// no "%" of its own.
				if f.Start.Offset == p || own == 0 && f.Start.Offset <= p && p < f.End.Offset {
					bad++
					if bad <= 8 {
						t.Errorf("%s at a line's marker %q (offset %d): %s\n%q", f.Rule, marker, p, f.Message, src)
					}
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("seed %d: %d texts, %d with a marker's %% inside a URL extract reads; %d escape findings at a marker's %%", *markerPctSeed, n, reached, bad)
	if reached == 0 {
		t.Errorf("no URL holds a marker's %%: the test cannot tell")
	}
}
