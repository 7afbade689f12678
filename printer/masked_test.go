package printer

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// genText returns a string of 0 to 12 pieces drawn from every printable
// ASCII byte, the C0 and C1 controls and DEL, non-ASCII (two-, three- and
// four-byte UTF-8, U+2028, invalid UTF-8) and the pieces a secret in a
// URL is made of (schemes, "//", "scheme:/", user names, passwords,
// "@", hosts, tokens, "***", a CVS access method), so that many strings
// hold a secret and many an "@" that is none.
func genText(r *rand.Rand) string {
	pieces := [...]string{
		"http://", "https:/", "//", "cvs://", ":pserver:", "ftp://",
		"alice", "u", ":", "@", "/", "?", "#", "pw", "Secr3t", "h.example", "localhost",
		"[::1]", "db1,db2", "8080", "***", "ghp_abcdefghijklmnop1234",
		"0123456789abcdef0123456789abcdef01", "mailto:", "medium.com/@user",
		" ", "\t", "\n", "\r", "é", "密", "😀", "\u2028", "\xff", "\x1b", "\x7f", "\u0085",
	}
	var b strings.Builder
	if r.IntN(2) == 0 {
		// A URL with a userinfo: a site's pieces around an "@".
		b.WriteString([...]string{"http://", "//", "https:/", "cvs://:pserver:", "x "}[r.IntN(5)])
		for n := 1 + r.IntN(4); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		b.WriteString([...]string{":", "@", ":@", ""}[r.IntN(4)])
	}
	for n := r.IntN(13); n > 0; n-- {
		switch r.IntN(3) {
		case 0:
			b.WriteByte(byte(0x20 + r.IntN(0x7f-0x20))) // any printable byte
		default:
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
	}
	return b.String()
}

// genRecord returns a record whose every text field is generated
// (genText) or empty, of a URL (maybe with a web archive or mail origin)
// or of a finding. One in two is Masked: its URL fields are then what a
// producer makes, the text's urlsyntax.Secret's Mask, Hide or Scrub of
// it, or MaskText's.
func genRecord(r *rand.Rand) Record {
	s := func() string {
		if r.IntN(3) == 0 {
			return ""
		}
		return genText(r)
	}
	rec := Record{
		Path:  s(),
		Start: pos.Pos{Offset: r.IntN(100), Line: 1 + r.IntN(9), Column: 1 + r.IntN(80)},
		End:   pos.Pos{Offset: 100 + r.IntN(100), Line: 10 + r.IntN(9), Column: 1 + r.IntN(80)},
		URL:   genText(r),
	}
	if r.IntN(2) == 0 {
		rec.Origin = pos.Origin{MessageID: s(), Part: s(), Kind: s()}
	}
	if r.IntN(4) == 0 {
		rec.Origin.WARC = &pos.WARCRecord{Filename: s(), ID: s(), TargetURI: s(), Type: "response", Offset: 7, Length: 99}
	}
	if r.IntN(2) == 0 {
		rec.Delimiter, rec.Rejoined, rec.Alternative, rec.Uncertain, rec.Reference = "angle", r.IntN(2) == 0, s(), s(), s()
		rec.Abbreviated = r.IntN(4) == 0
	} else {
		rec.Rule, rec.Severity, rec.Message, rec.Snippet = "bad-escape", []string{"error", "warning", "info"}[r.IntN(3)], s(), s()
		rec.SecretID, rec.Fixable = s(), r.IntN(2) == 0
	}
	if r.IntN(2) == 0 {
		sec := urlsyntax.SecretOf(rec.URL, rec.Alternative)
		makers := []func(string) string{sec.Mask, sec.Hide, sec.Scrub, urlsyntax.MaskText}
		for _, f := range []*string{&rec.URL, &rec.Alternative, &rec.Uncertain, &rec.Reference} {
			*f = makers[r.IntN(len(makers))](*f)
		}
		rec.Masked = true
	}
	return rec
}

// maskEverything is the boundary masker without its shortcuts: every text
// field through urlsyntax.MaskText (a file's name, the path and a web
// archive's file, through urlsyntax.MaskName, and its target URI, one word) whether it holds an "@" or not, and the
// URL fields whatever Masked says (unless showSecrets), as the printer
// masked every record before the records that a producer masked were
// left alone (issue 27).
func maskEverything(r Record, showSecrets bool) *Record {
	m := urlsyntax.MaskText
	r.Path, r.Message, r.Snippet = urlsyntax.MaskName(r.Path), m(r.Message), m(r.Snippet)
	r.Origin.MessageID, r.Origin.Kind = m(r.Origin.MessageID), m(r.Origin.Kind)
	if w := r.Origin.WARC; w != nil {
		c := *w
		c.Filename, c.ID, c.TargetURI = urlsyntax.MaskName(c.Filename), m(c.ID), urlsyntax.MaskName(c.TargetURI)
		r.Origin.WARC = &c
	}
	if !showSecrets {
		r.URL, r.Alternative, r.Uncertain, r.Reference = m(r.URL), m(r.Alternative), m(r.Uncertain), m(r.Reference)
	}
	return &r
}

// TestMaskOnlyWhereASecretCanBe: the boundary masker reads only the
// records that can hold a secret (an "@" in a field the producer did not
// mask with the URL's Secret) and leaves the URL fields of a Masked record
// alone; the output is byte for byte what masking every field of every
// record gives, in every format (url, line, json, and lint's text, json,
// github and sarif), with and without ShowSecrets, through New and
// through Line. Records are generated from every printable byte, controls
// and non-ASCII, with secrets of every kind (genRecord).
func TestMaskOnlyWhereASecretCanBe(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 1))
	rules := func() []Rule {
		return []Rule{{ID: "bad-escape", Title: "t", Doc: "d", Help: "h", Level: "error", Enabled: true}}
	}
	n := 3000
	if testing.Short() {
		n = 300
	}
	recs := make([]Record, n)
	for i := range recs {
		recs[i] = genRecord(r)
	}
	for _, f := range formats {
		for _, show := range []bool{false, true} {
			o := Options{ToolVersion: "test", Rules: rules, ShowSecrets: show}
			var got, want bytes.Buffer
			p, err := New(f.name, &got, o)
			if err != nil {
				t.Fatal(err)
			}
			bw := bufio.NewWriter(&want)
			var ref Printer
			if f.printer != nil {
				ref = f.printer(bw, o)
			} else {
				ref = &linePrinter{w: bw, f: f.line(o)}
			}
			line, isLine := Line(f.name, o)
			var viaLine, wantLine []byte
			for i := range recs {
				before := recs[i]
				if err := p.Print(&recs[i]); err != nil {
					t.Fatal(err)
				}
				if err := ref.Print(maskEverything(recs[i], show)); err != nil {
					t.Fatal(err)
				}
				if isLine {
					viaLine = line.Append(viaLine, &recs[i])
					wantLine = f.line(o).Append(wantLine, maskEverything(recs[i], show))
				}
				if !sameRecord(&recs[i], &before) {
					t.Fatalf("%s: the record given was changed", f.name)
				}
			}
			if err := p.Close(); err != nil {
				t.Fatal(err)
			}
			if err := ref.Close(); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Errorf("%s (ShowSecrets %v): New's output differs from masking every field:\n%s", f.name, show, firstDiff(got.Bytes(), want.Bytes()))
			}
			if !bytes.Equal(viaLine, wantLine) {
				t.Errorf("%s (ShowSecrets %v): Line's output differs from masking every field:\n%s", f.name, show, firstDiff(viaLine, wantLine))
			}
		}
	}
}

func sameRecord(a, b *Record) bool {
	x, y := *a, *b
	x.Origin.WARC, y.Origin.WARC = nil, nil
	if x != y {
		return false
	}
	if a.Origin.WARC == nil || b.Origin.WARC == nil {
		return a.Origin.WARC == b.Origin.WARC
	}
	return *a.Origin.WARC == *b.Origin.WARC
}

// firstDiff shows the lines of a and b where they first differ.
func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(la), len(lb)) {
		if la[i] != lb[i] {
			return "got:  " + la[i] + "\nwant: " + lb[i]
		}
	}
	return "one output is longer"
}
