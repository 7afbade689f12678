package pipeline

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/internal/split/splittest"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/urlsyntax"
)

// plainPieces are what drawPlainText builds URLs of besides any
// printable byte, controls and bytes of no UTF-8: the encodings of "@"
// the boundary masker reads (NestedHint), encoded delimiters, escapes
// good and bad, userinfo with and without a password, templates.
var plainPieces = []string{
	"@", "%40", "%2540", "%25", "%3A", "%3a", "%2F", "%2f", "&#64;", "&#x40;", "\\u0040", "\\x40", "=40", "=3D40",
	"%zz", "%4", "%41", "%7e", "%E2%80%A8", "user:", "user:pw@", "alice:hunter2pw@", ":8080", ":80", ":0x50",
	"{y}", "${V}", "|", "^", "`", "\\", "[::1]", "?q=", "#f", "/./", "/../", "//", "ghp_", "xoxb-",
}

// drawPlainText draws a text of URLs for TestPlainFindings: URLs of every
// scheme shape made of plainPieces and random bytes (every printable
// byte, tabs, controls, bytes of 0x80 and more), in wrappers and prose,
// and splittest's lines (passwords, directives, wrapped URLs, examples).
func drawPlainText(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString("Text ")
	for range 1 + r.IntN(12) {
		switch r.IntN(4) {
		case 0:
			b.WriteString(splittest.Lines[r.IntN(len(splittest.Lines))])
		default:
			open, close := "", " "
			switch r.IntN(5) {
			case 0:
				open, close = "<", "> "
			case 1:
				open, close = "(", ") "
			case 2:
				open, close = "\"", "\" "
			}
			b.WriteString(open)
			b.WriteString([]string{"http://", "https://", "ftp://", "mailto:", "file:///", "x-y+z.1://", "http:"}[r.IntN(7)])
			for range r.IntN(10) {
				switch k := r.IntN(10); {
				case k < 4:
					b.WriteString(plainPieces[r.IntN(len(plainPieces))])
				case k < 7:
					b.WriteString([]string{"h.example", "a", "b1", "example.com", "10.0.0.1", "x-y"}[r.IntN(6)])
				case k < 9:
					b.WriteByte(byte(0x21 + r.IntN(0x5e))) // any printable byte but space
				default:
					b.WriteByte([]byte{'\t', 0x01, 0x7f, 0x80, 0xc3, 0xff, '/', '.'}[r.IntN(8)])
				}
			}
			b.WriteString(close)
		}
		if r.IntN(3) == 0 {
			b.WriteString("\n")
		}
	}
	b.WriteString("\n")
	return b.String()
}

// TestPlainFindings: a finding lint calls Plain (lint.Finding.Plain: its
// URL's text holds no "@" and no encoding urlsyntax.NestedHint reads)
// has a URL, a message and a snippet with no "@" and no encoding
// NestedHint reads, which the boundary masker (urlsyntax.MaskText) gives
// back as they are, and every format prints
// it, byte for byte, as when the printer read every field
// (printer.Record.Plain unset): the masking decided once, by the URL's
// Secret, gives what the two maskers gave. Texts drawn by
// drawPlainText, every rule at every severity.
func TestPlainFindings(t *testing.T) {
	const seed = 5147
	r := rand.New(rand.NewPCG(seed, 1))
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	var lines []printer.LineFormat
	for _, name := range printer.Formats(printer.Findings) {
		if f, ok := printer.Line(name, printer.Options{}); ok {
			lines = append(lines, f)
		}
	}
	var plain, other, bad int
	for i := 0; i < 1000 && bad < 10; i++ {
		text := drawPlainText(r)
		var recs [2][]printer.Record
		err := l.Lint(strings.NewReader(text), extract.Options{}, func(f lint.Finding) error {
			if !f.Plain {
				other++
			} else {
				plain++
				for _, s := range []string{f.URL, f.Message, f.Text} {
					// What the printer's gate read (printer.hasAt), and
					// what the masker would make of it.
					if strings.IndexByte(s, '@') >= 0 || urlsyntax.NestedHint(s) {
						bad++
						t.Errorf("text %q: %s's finding is plain, but %q holds an \"@\" or an encoding", text, f.Rule, s)
					} else if m := urlsyntax.MaskText(s); m != s {
						bad++
						t.Errorf("text %q: %s's finding is plain, but MaskText(%q) = %q", text, f.Rule, s, m)
					}
				}
			}
			rec := Record(&f, "t.txt")
			recs[0] = append(recs[0], rec)
			rec.Plain = false // the reference: the printer reads every field
			recs[1] = append(recs[1], rec)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		var out [2][]byte
		for k := range recs {
			for _, f := range lines {
				for j := range recs[k] {
					out[k] = f.Append(out[k], &recs[k][j])
				}
			}
			var sarif bytes.Buffer
			p, err := printer.New("sarif", &sarif, printer.Options{Rules: Rules})
			if err != nil {
				t.Fatal(err)
			}
			for j := range recs[k] {
				if err := p.Print(&recs[k][j]); err != nil {
					t.Fatal(err)
				}
			}
			if err := p.Close(); err != nil {
				t.Fatal(err)
			}
			out[k] = append(out[k], sarif.Bytes()...)
		}
		if !bytes.Equal(out[0], out[1]) {
			bad++
			got, want := firstLineDiff(out[0], out[1])
			t.Errorf("text %q prints otherwise when the printer reads every field:\n%s\nwant\n%s", text, got, want)
		}
	}
	t.Logf("seed %d: %d plain findings, %d others", seed, plain, other)
	if plain < 800 || other < 800 {
		t.Errorf("seed %d drew %d plain findings and %d others: too few of one to tell", seed, plain, other)
	}
}

// firstLineDiff returns the first line where a and b differ, in each.
func firstLineDiff(a, b []byte) (string, string) {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := range min(len(la), len(lb)) {
		if !bytes.Equal(la[i], lb[i]) {
			return string(la[i]), string(lb[i])
		}
	}
	return fmt.Sprintf("%d lines", len(la)), fmt.Sprintf("%d lines", len(lb))
}
