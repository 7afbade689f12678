package extract

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// FuzzExtract checks properties of every scan: no panic; spans ordered,
// non-overlapping and in bounds; every byte of Text taken from where
// SourcePos says; every URL parses with urlsyntax as an absolute reference
// that recomposes to itself; and wrapping invariance: a URL found bare is
// found identical inside <...>, <URL:...>, "...", (...), [...], “...”,
// «...», `...`, [text](...) and when broken across two lines inside <...>.
func FuzzExtract(f *testing.F) {
	for _, tt := range extractTests {
		f.Add(tt.in)
	}
	for _, tt := range optionTests {
		f.Add(tt.in)
	}
	f.Add("<http://a.com/x-\n>y (http://b.com/(c)) \"http://d.com/e\n f\"")
	f.Fuzz(func(t *testing.T, in string) {
		found := scanChecked(t, in, Options{})
		for _, u := range found {
			if u.Delimiter != Space || u.Rejoined {
				continue
			}
			wraps := []string{"<" + u.Text + ">", "x <" + u.Text + ">.",
				"<URL:" + u.Text + ">", "<URL: " + u.Text + ">", "“" + u.Text + "”", "«" + u.Text + "»"}
			// A final backslash before a quote reads as an escaped quote of
			// source code ("\"http://x/\""), which ends the URL before it.
			codeEscape := strings.HasSuffix(u.Text, "\\")
			if !codeEscape {
				wraps = append(wraps, "\""+u.Text+"\"", "(\""+u.Text+"\")")
			}
			if !strings.Contains(u.Text, "`") && !codeEscape {
				wraps = append(wraps, "`"+u.Text+"`")
			}
			if balanced(u.Text) {
				wraps = append(wraps, "("+u.Text+")", "see ("+u.Text+"), ok", "["+u.Text+"]", "[t]("+u.Text+")")
			}
			// Broken across two lines inside <...>, after the scheme's ":" or "://".
			c := strings.IndexByte(u.Text, ':') + 1
			if strings.HasPrefix(u.Text[c:], "//") {
				c += 2
			}
			for k, n := c+1, 0; k < len(u.Text) && n < 4; k, n = k+1+len(u.Text)/5, n+1 {
				for k < len(u.Text) && !utf8.RuneStart(u.Text[k]) {
					k++
				}
				if k < len(u.Text) {
					wraps = append(wraps, "<"+u.Text[:k]+"\n   "+u.Text[k:]+">")
				}
			}
			for _, w := range wraps {
				got := scanChecked(t, w, Options{})
				if len(got) != 1 || got[0].Text != u.Text {
					var texts []string
					for _, g := range got {
						texts = append(texts, g.Text)
					}
					t.Errorf("%q found bare in %q, but %q gives %q", u.Text, in, w, texts)
				}
			}
		}
		// The options only add URLs; they must keep the same properties.
		scanChecked(t, in, Options{Relative: true, Abbreviated: true, MaxURL: 100})
	})
}

// balanced reports whether the brackets of s balance.
func balanced(s string) bool {
	var d [3]int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[', '{':
			d[bracketIndex(c)]++
		case ')', ']', '}':
			if d[bracketIndex(c)]--; d[bracketIndex(c)] < 0 {
				return false
			}
		}
	}
	return d == [3]int{}
}

// scanChecked scans in and checks the properties of each URL and span.
func scanChecked(t *testing.T, in string, opts Options) []*URL {
	t.Helper()
	s := NewScanner(strings.NewReader(in), opts)
	var out []*URL
	prevEnd := 0
	for s.Scan() {
		u := s.URL().Clone()
		if u.Start.Offset < prevEnd || u.End.Offset <= u.Start.Offset || u.End.Offset > len(in) {
			t.Fatalf("%q: span %d-%d after %d (input %d bytes)", in, u.Start.Offset, u.End.Offset, prevEnd, len(in))
		}
		prevEnd = u.End.Offset
		checkSourcePos(t, in, u)
		r := urlsyntax.Parse(u.Text)
		if r.String() != u.Text {
			t.Fatalf("%q: Parse(%q).String() = %q", in, u.Text, r.String())
		}
		if !u.Relative && !r.IsAbsolute() {
			t.Fatalf("%q: %q is not absolute", in, u.Text)
		}
		if u.Text == "" || strings.ContainsAny(u.Text[u.Prefix:], " \t\r\n<>\"`\x00") {
			t.Fatalf("%q: bad text %q", in, u.Text)
		}
		for _, h := range u.HyphenBreak {
			if h >= len(u.Text) || u.Text[h] != '-' {
				t.Fatalf("%q: HyphenBreak %d in %q", in, h, u.Text)
			}
		}
		out = append(out, u)
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
