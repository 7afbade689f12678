package mapper

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/urlsyntax"
)

// TestRecordMaskedIsFixed: a record that Extract.Record marks Masked
// (printer.Record.Masked: the printer does not read its URL fields
// again) holds in URL, Alternative, Uncertain and Reference only strings
// that urlsyntax.MaskText gives back unchanged, so that the boundary
// masker it skips would have changed nothing. Texts are generated with
// URLs holding passwords and tokens (pieces drawn from every printable
// byte), in wrappers, broken across lines after a hyphen or inside the
// wrapper, relative references resolved against a base with a password,
// with each --hyphen.
func TestRecordMaskedIsFixed(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 4))
	piece := func() string {
		var b strings.Builder
		for n := 1 + r.IntN(8); n > 0; n-- {
			if r.IntN(3) == 0 {
				b.WriteString([...]string{"@", ":", "/", "?", "#", "-", "***", "é", " ", "https:/", "//"}[r.IntN(11)])
				continue
			}
			b.WriteByte(byte(0x21 + r.IntN(0x7e-0x21)))
		}
		return b.String()
	}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"\"", "\""}, {"(", ")"}, {"<URL:", ">"}}
	masked, uncertain := 0, 0
	for i := range 1500 {
		var text strings.Builder
		for n := 1 + r.IntN(4); n > 0; n-- {
			w := wraps[r.IntN(len(wraps))]
			u := []string{"https://", "ftp://", "//", "cvs://:pserver:"}[r.IntN(4)]
			switch r.IntN(3) {
			case 0:
				u += "ghp_abcdefghijklmnopqrstuvwxyz0123456789"
			default:
				u += "alice"
			}
			u += ":" + piece() + "@" + []string{"h.example.org", "db1,db2", "localhost", "h"}[r.IntN(4)] + "/" + piece()
			if r.IntN(3) == 0 {
				cut := r.IntN(len(u) + 1)
				u = u[:cut] + []string{"-\n", "\n  ", "\n"}[r.IntN(3)] + u[cut:]
			}
			text.WriteString(piece() + " " + w[0] + u + w[1] + " " + piece() + "\n")
			if r.IntN(3) == 0 {
				text.WriteString("see <../a/" + piece() + "> and \"./b?q=" + piece() + "\"\n")
			}
			if r.IntN(4) == 0 {
				// A bare URL cut at the end of a full line of a paragraph:
				// a break that may or may not end it (Uncertain).
				text.WriteString("\n   The installation manual describes the steps in detail and the\n" +
					"   notes of each release say what changed since the one before it\n" +
					"   and where to find the packages for each of the architectures.\n")
				pw := strings.Map(func(c rune) rune {
					if c == ' ' || c == '/' || c == '@' {
						return 'x'
					}
					return c
				}, piece())
				u := "https://alice:" + pw + "@www.debian.org/releases/stable/amd64/docs/guide/index.html"
				cut := len(u) - 3
				text.WriteString("   " + u[:cut] + "\n   " + u[cut:] + "\n\n")
			}
		}
		for _, hyphen := range []string{"keep", "drop", "both"} {
			x := &Extract{Format: []string{"json", "url"}[i%2], Hyphen: hyphen, Base: "https://bob:Base" + piece() + "@base.example/d/",
				Options: extract.Options{Relative: true}}
			sc := extract.NewScanner(nil, x.Options)
			_, err := x.Input(sc, "t.txt", strings.NewReader(text.String()), input.Text, func(string) {}, nil, func(rec *printer.Record) error {
				if !rec.Masked {
					return nil
				}
				masked++
				if rec.Uncertain != "" {
					uncertain++
				}
				for _, f := range []string{rec.URL, rec.Alternative, rec.Uncertain, rec.Reference} {
					if m := urlsyntax.MaskText(f); m != f {
						t.Errorf("Masked record of %q: %q is masked again as %q", text.String(), f, m)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if masked < 500 || uncertain < 50 {
		t.Errorf("only %d records were Masked, %d with an uncertain reading", masked, uncertain)
	}
}
