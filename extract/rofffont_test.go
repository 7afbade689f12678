package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRoffFont (roff-font, review43 L1): in a man page's source a font's
// change inside a URL prints nothing, so the URL goes on after it, as
// groff sets it; each byte of the URL still maps to its byte in the
// source. An escape that prints something (a dash, a special character)
// still ends it.
func TestRoffFont(t *testing.T) {
	tests := []struct{ in, want string }{
		// review44's asked cases (review43 L1).
		{`And https://example.com/\fIuser\fR/repo.git here.`, "https://example.com/user/repo.git"},
		{`See \fBhttp://\fIhost\fB:\fIport\fB/path\fR now.`, "http://host:port/path"},
		{`clone \fBhttps://github.com/\fIowner\fP/\fIrepo\fP\fR.`, "https://github.com/owner/repo"},
		{`at \f(CWhttp://x.example/\f(COpkg\f(CW/a\fP and`, "http://x.example/pkg/a"},
		{`at \f[CR]http://x.example/\f[I]v\f[]/b\f[]`, "http://x.example/v/b"},
		{`\fBhttps://x.example/a\fR\(em more`, "https://x.example/a"},
		{`\fIhttps://x.example/a\fP\e`, "https://x.example/a"},
		{`(\fBhttps://x.example/a\fR)`, "https://x.example/a"},
		// /usr/share/man: gcloud's pages, wget(1), zshzftpsys(1).
		{`Format: bq://\f5\fIPROJECT_ID\fR\fR/\f5\fIDATASET\fR\fR/\f5\fITABLE\fR\fR`, "bq://PROJECT_ID/DATASET/TABLE"},
		{`path(gs://\f5path\-to\-file/\fRfile\-name\f5).`, "gs://path-to-file/file-name"},
		{`\&\fIhttp://\fIhostname\fI/bar/img.gif\fR.`, "http://hostname/bar/img.gif"},
		{`the form \fBftp://\fP\fIhost\fP/\fIpath\&.\&.\&.\fP as meaning`, "ftp://host/path"},
		// Where the change ends the URL: a compound's hyphen after it
		// (dpkg-scanpackages(1) in German and Swedish), a sentence's
		// comma before the next line, a glob's "*" before ".".
		{`(d.h. \(:uber \fBfile://\fR\-Quellen) \- unkomprimierte`, ""},
		{`siehe \fBhttps://x.example/foo\fR\-Seite`, "https://x.example/foo"},
		{"\\f5gs://exampleBucket/exampleExport/exampleExport.overall_export_metadata\\fR,\nrun:", "gs://exampleBucket/exampleExport/exampleExport.overall_export_metadata"},
		{`gs://BUCKET/DIRECTORY/Example\f5*\fR.ndjson matches`, "gs://BUCKET/DIRECTORY/Example"},
	}
	for _, tt := range tests {
		for _, name := range srcRoffNames {
			if got := scanAll(tt.in+"\n", name); tt.want == "" && len(got) != 0 || tt.want != "" && (len(got) != 1 || got[0] != tt.want) {
				t.Errorf("%q named %q: got %q, want [%q]", tt.in, name, got, tt.want)
			}
		}
		for _, name := range []string{"", "x.txt", "x.go"} {
			for _, u := range scanAll(tt.in+"\n", name) {
				if u == tt.want && tt.want != "" && strings.Count(tt.in, `\f`) > 2 {
					t.Errorf("%q named %q: read as roff (%q)", tt.in, name, u)
				}
			}
		}
	}
}

// TestRoffFontProperty: a URL of any shape (drawSrcURL) with font's
// changes of every form ("\fB", "\fI", "\fR", "\fP", "\f(CW", "\f[CR]",
// "\f[]") between any two of its bytes after its "://", set in a man
// page's source in every way (a request's argument, prose, a font around
// it, punctuation or a dash after it), comes out whole, starting at its
// scheme and ending at its last byte in the source, each byte of its text
// mapping to the same byte there; but where a change stands before a
// hyphen, before a sentence's punctuation that no letter, digit or "/"
// follows, or right after "//" before what starts no host (fontEnds), the
// URL is the one the text up to that change gives as prose. The same line
// in a file of no roff never gives the whole URL.
func TestRoffFontProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 2026))
	fonts := []string{`\fB`, `\fI`, `\fR`, `\fP`, `\f(CW`, `\f(BI`, `\f[CR]`, `\f[]`, `\f3`}
	before := []string{"", ".B ", ".I ", ".UR ", "see ", "the page ", `\fB`, `\fI`, `\(lq`, "("}
	after := []string{"", `\fR`, `\fP`, `\fR.`, `\fR,`, ` \(em more`, `\fR\(rq`, `\fR)`, ".", " and more"}
	n, cuts := 0, 0
	for range 6000 {
		u := drawSrcURL(r)
		if strings.HasSuffix(u, ".") || strings.HasSuffix(u, ",") {
			continue
		}
		body := strings.Index(u, "://") + 3
		var e strings.Builder
		e.WriteString(u[:body])
		cut := len(u) // where the first font's change that ends the URL stands
		for i := body; i < len(u); i++ {
			changed := false
			for r.IntN(4) == 0 {
				e.WriteString(fonts[r.IntN(len(fonts))])
				changed = true
			}
			if changed && cut == len(u) && fontEnds(u, body, i) {
				cut = i
			}
			e.WriteByte(u[i])
		}
		esc := e.String()
		if esc == u {
			continue
		}
		want := u
		if cut < len(u) {
			// The URL read from the text cut there, as prose.
			want = ""
			if got := scanAll(u[:cut]+"\n", "x.txt"); len(got) > 0 {
				want = got[0]
			}
			cuts++
		}
		b, a := before[r.IntN(len(before))], after[r.IntN(len(after))]
		if b == "(" && a != `\fR)` {
			a = ")"
		}
		in := b + esc + a + "\n" + []string{".PP", ".RE", "more text", ".UE"}[r.IntN(4)] + "\n"
		name := srcRoffNames[r.IntN(len(srcRoffNames))]
		s := NewScanner(strings.NewReader(in), Options{Name: name})
		var got []*URL
		for s.Scan() {
			x := *s.URL()
			got = append(got, &x)
		}
		if want == "" {
			if len(got) != 0 {
				t.Errorf("%q named %q: got %q, want none", in, name, got[0].Text)
			}
			continue
		}
		if len(got) != 1 || got[0].Text != want {
			var texts []string
			for _, g := range got {
				texts = append(texts, g.Text)
			}
			t.Errorf("%q named %q: got %q, want [%q]", in, name, texts, want)
			continue
		}
		g := got[0]
		if g.Start.Offset != len(b) {
			t.Errorf("%q: starts at %d, want %d", in, g.Start.Offset, len(b))
		}
		if end := len(b) + len(esc); g.End.Offset > end || in[g.End.Offset-1] != want[len(want)-1] {
			t.Errorf("%q: ends at %d (%q), want at its last byte (%d at most)", in, g.End.Offset, in[:g.End.Offset], end)
		}
		for i := 0; i < len(g.Text); i++ {
			if o := g.SourcePos(i).Offset; in[o] != g.Text[i] {
				t.Errorf("%q: byte %d %q of the text maps to %q at %d", in, i, g.Text[i], in[o], o)
				break
			}
		}
		for _, other := range []string{"x.txt", "", "x.go"} {
			for _, v := range scanAll(in, other) {
				if v == u && cut == len(u) {
					t.Errorf("%q named %q: read as roff (%q)", in, other, v)
				}
			}
		}
		n++
	}
	if n < 4000 || cuts < n/20 || cuts > n/2 {
		t.Fatalf("%d cases, %d of them cut", n, cuts)
	}
	t.Logf("%d URLs with font changes inside: %d whole, %d ended at a change", n, n-cuts, cuts)
}

// fontEnds reports whether a font's change before u[i] (a URL whose
// authority starts at body) ends the URL (roffFontGoesOn): right after
// "//", before a byte that starts no host; before a hyphen; before
// punctuation that ends a sentence but before a letter, a digit or "/".
func fontEnds(u string, body, i int) bool {
	c := u[i]
	alnum := func(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' }
	switch {
	case i == body:
		return !alnum(c) && !strings.ContainsRune("[{%_", rune(c))
	case c == '-':
		return true
	case strings.IndexByte(".,;:!?'\"|*)]", c) >= 0:
		return i+1 == len(u) || !alnum(u[i+1]) && u[i+1] != '/'
	}
	return false
}
