package lint

import (
	"flag"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

var pctTwinSeed = flag.Int64("pcttwinseed", 5275, "TestPercentPasswordTwins: the generator's seed")

// twinByte returns another byte of c's class: a hexadecimal digit for a
// hexadecimal digit, a letter that is no hexadecimal digit for another
// (case kept); every other byte is kept.
func twinByte(r *rand.Rand, c byte) byte {
	const digits, lowHex, upHex = "0123456789", "abcdef", "ABCDEF"
	const lowRest, upRest = "ghijklmnopqrstuvwxyz", "GHIJKLMNOPQRSTUVWXYZ"
	for _, class := range []string{digits, lowHex, upHex, lowRest, upRest} {
		if strings.IndexByte(class, c) >= 0 {
			return class[r.Intn(len(class))]
		}
	}
	return c
}

// pctPassword draws a password of every printable byte but "@", "/" and
// white space (which end it), holding a "%" with printf's flags, widths
// and a verb-or-not letter after it somewhere.
func pctPassword(r *rand.Rand) string {
	var b strings.Builder
	draw := func(n int) {
		for k := r.Intn(n + 1); k > 0; k-- {
			c := byte('!' + r.Intn(94))
			if c == '@' || c == '/' || c == '%' && r.Intn(2) == 0 {
				c = 'k'
			}
			b.WriteByte(c)
		}
	}
	draw(6)
	for k := 1 + r.Intn(2); k > 0; k-- {
		b.WriteByte('%')
		b.WriteString([]string{"", "", "-", "+", "#", " ", "0", "0"}[r.Intn(8)])
		for d := r.Intn(3); d > 0; d-- {
			b.WriteByte(byte('0' + r.Intn(10)))
		}
		if r.Intn(4) == 0 {
			b.WriteByte('.')
		}
		b.WriteByte(byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[r.Intn(62)]))
		draw(6)
	}
	return b.String()
}

// TestPercentPasswordTwins: twins that differ only in their password's
// letters and digits, each swapped for another of its class (hex for hex,
// a non-hex letter for a non-hex letter: "%9p" and "%9y"; an escape's two
// hexadecimal digits kept, whose octet's class the findings tell), get the same
// findings from every rule: presence, rule, message, position, masked URL
// and text, and the fix's edits but for the bytes they carry (review55
// N9: "%9p" was a printf verb, which silenced bad-escape, "%9y" not).
func TestPercentPasswordTwins(t *testing.T) {
	r := rand.New(rand.NewSource(*pctTwinSeed))
	l, err := New(Options{Enable: []string{"all"}, NoSecretID: true})
	if err != nil {
		t.Fatal(err)
	}
	schemes := []string{"smtp", "https", "postgres", "redis", "ftp", "git+ssh", "amqp"}
	users := []string{"a+b", "admin", "u", "deploy_1", "x%41"}
	hosts := []string{"10.1.2.3", "db.example.com", "localhost:5432", "h.internal:8080", "[::1]"}
	paths := []string{"", "/", "/x", "/a|b", "/%zz/./c", "/db?ssl=1#f"}
	wraps := [][2]string{{"see ", " now"}, {"'", "'"}, {"<", ">"}, {"[x](", ")"}, {`"`, `",`}, {"`", "`"}}
	lint := func(text string) []string {
		var out []string
		if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
			s := fmt.Sprintf("%s %v %s %s %v %v %q %q", f.Rule, f.Severity, f.Message, f.URL, f.Start, f.End, f.Text, f.FixWithheld)
			for _, e := range f.Fix {
				s += fmt.Sprintf(" edit %d-%d %d>%d", e.Start, e.End, len(e.Old), len(e.New))
			}
			out = append(out, s)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return out
	}
	cases, differ, badEscapes, cut := 2000, 0, 0, 0
	for n := 0; n < cases; n++ {
		pw := pctPassword(r)
		twin := []byte(pw)
		for i := 0; i < len(twin); i++ {
			if twin[i] == '%' && i+2 < len(twin) && isHex(twin[i+1]) && isHex(twin[i+2]) {
				i += 2 // an escape's octet: which class it escapes is told (CONTRACT, Positions)
				continue
			}
			if i > 0 && twin[i-1] == '\\' {
				continue // a language's escape ("\\n", "\\t") ends the URL where another letter does not: extract's reading, left (shape57.md)
			}
			twin[i] = twinByte(r, twin[i])
		}
		w := wraps[r.Intn(len(wraps))]
		head := w[0] + schemes[r.Intn(len(schemes))] + "://" + users[r.Intn(len(users))] + ":"
		tail := "@" + hosts[r.Intn(len(hosts))] + paths[r.Intn(len(paths))] + w[1] + "\n"
		a, b := lint(head+pw+tail), lint(head+string(twin)+tail)
		if len(a) > 0 && !strings.Contains(strings.Join(a, "\n"), "***") {
			// The reading cut the password before any of it was read as
			// a secret ("x%41:8|&...": a port of one digit): extract's
			// readings of cut passwords, which TestDigitPasswordsCut*
			// draw; not the findings' shape.
			cut++
			continue
		}
		for _, s := range a {
			if strings.HasPrefix(s, "bad-escape ") {
				badEscapes++
			}
		}
		if strings.Join(a, "\n") != strings.Join(b, "\n") {
			differ++
			if differ <= 5 {
				t.Errorf("twins %q and %q:\n%s\nagainst\n%s", pw, twin, strings.Join(a, "\n"), strings.Join(b, "\n"))
			}
		}
	}
	t.Logf("seed %d: %d of %d twins differ (%d cut before any secret, left out); %d bad-escape findings", *pctTwinSeed, differ, cases-cut, cut, badEscapes)
	if differ > 0 {
		t.Fatalf("%d of %d twins differ", differ, cases)
	}
	if badEscapes < cases/10 {
		t.Fatalf("only %d bad-escape findings in %d cases: the generator draws too few", badEscapes, cases)
	}
}
