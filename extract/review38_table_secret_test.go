package extract

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestTableColumnSecrets (review38, session 38): a URL with a password in
// a column of a table (rule table-column, rejoin_layout.go), cut at every
// byte of its userinfo and around its "@", with dblatex's hyphen or
// without, the other cells wrapped beside it or not: whatever the scanner
// reads (one URL joined across the cells, or the pieces apart), no
// string the outputs make of a URL (its text masked by its Secret, the
// reading without its hyphens and the other reading, masked as
// mapper/extract.go masks them) holds six bytes in a row of the password,
// leak-probe's measure.
func TestTableColumnSecrets(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 7))
	const pwBytes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$*+,;="
	const head = " Manufacturer\n" +
		"         Model        Step      Step      Direction Direction Steps      Spec\n" +
		"                      Time      Space     Hold      Setup     on         Sheet\n"
	cell := func(n int) string {
		var b strings.Builder
		for b.Len() < n {
			b.WriteByte("abcdefghijklmnopqrstuvwxyz0123456789"[rng.IntN(36)])
		}
		return b.String()
	}
	cases, found, table := 0, 0, 0
	for range 40 {
		var pw strings.Builder
		for pw.Len() < 8+rng.IntN(8) {
			pw.WriteByte(pwBytes[rng.IntN(len(pwBytes))])
		}
		u := "http://alice:" + pw.String() + "@leadshine.example.com/Down/DM422m.pdf"
		at := strings.IndexByte(u, '@')
		for p := len("http://a"); p <= at+2; p++ {
			for _, hyphen := range []bool{false, true} {
				first, rest := u[:p], u[p:]
				if hyphen {
					first += "-"
				}
				// The row: the URL's cell at column 74, its rest on the
				// next line at that column; cells left of it on the URL's
				// line and (or not) on the next.
				left := fmt.Sprintf("%-73s", fmt.Sprintf(" %-9s %-8s %-9s %-9s %-9s %-9s %-10s", cell(7), cell(5), cell(4), cell(4), cell(4), cell(4), cell(6)))
				next := strings.Repeat(" ", len(left))
				if rng.IntN(2) == 0 {
					next = fmt.Sprintf("%-73s", fmt.Sprintf(" %-9s %-8s %-9s %-9s %-9s %-9s %-10s", cell(3), cell(5), "", "", "", "", cell(4)))
				}
				text := head + left + first + "\n" + next + rest + "\n" +
					strings.Repeat(" ", len(left)) + "x86/-\n" +
					" " + cell(8) + " 2500         2500      10000     5000      Rising     http://leadshineusa.example/-\n" +
					" " + cell(3) + "       DM556                                              Edge       UploadFile/\n"
				cases++
				s := NewScanner(strings.NewReader(text), Options{})
				for s.Scan() {
					v := s.URL()
					found++
					if s.m.rules.has(ruleTableColumn) && strings.Contains(v.Text, "@leadshine") {
						table++ // joined across the cells by table-column
					}
					outs := []string{v.Secret.Mask(v.Text), v.Secret.MaskReading(v.DropHyphens())}
					if v.Uncertain != "" {
						outs = append(outs, v.Secret.MaskReading(v.Uncertain))
					}
					for _, o := range outs {
						for i := 0; i+6 <= pw.Len(); i++ {
							if w := pw.String()[i : i+6]; strings.Contains(o, w) {
								t.Fatalf("cut at %d (hyphen %v): %q shows %q of the password %q\n%s", p, hyphen, o, w, pw.String(), text)
							}
						}
					}
				}
				if err := s.Err(); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if found < cases || table < cases/4 {
		t.Fatalf("%d URLs found in %d tables, %d joined by table-column: too few to tell", found, cases, table)
	}
	t.Logf("%d tables, %d URLs, %d with a password joined by table-column", cases, found, table)
}
