package extract

import (
	"fmt"
	"math/rand/v2"
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
			for _, e := range wrapperFailures(t, in, u) {
				t.Error(e)
			}
		}
		// The options only add URLs; they must keep the same properties.
		scanChecked(t, in, Options{Relative: true, Abbreviated: true, MaxURL: 100})
	})
}

// wrapperFailures checks wrapping invariance for u, found in in: a URL
// found bare (space-delimited, on one line) must be found, the same, in
// every wrapper FuzzExtract uses. It returns one line for each wrapper
// that gives something else.
func wrapperFailures(t *testing.T, in string, u *URL) []string {
	t.Helper()
	if u.Delimiter != Space || u.Rejoined {
		return nil
	}
	var fails []string
	for _, w := range wrappersOf(u.Text) {
		got := scanChecked(t, w, Options{})
		if len(got) != 1 || got[0].Text != u.Text {
			var texts []string
			for _, g := range got {
				texts = append(texts, g.Text)
			}
			fails = append(fails, fmt.Sprintf("%q found bare in %q, but %q gives %q", u.Text, in, w, texts))
		}
	}
	return fails
}

// wrappersOf returns the texts that wrap a URL found bare as text: <...>,
// <URL:...>, "...", (...), [...], “...”, «...», `...`, [text](...), and
// broken across two lines inside <...>.
func wrappersOf(text string) []string {
	wraps := []string{"<" + text + ">", "x <" + text + ">.",
		"<URL:" + text + ">", "<URL: " + text + ">", "“" + text + "”", "«" + text + "»"}
	// A final backslash before a quote reads as an escaped quote of
	// source code ("\"http://x/\""), which ends the URL before it.
	codeEscape := strings.HasSuffix(text, "\\")
	if !codeEscape {
		wraps = append(wraps, "\""+text+"\"", "(\""+text+"\")")
	}
	if !strings.Contains(text, "`") && !codeEscape {
		wraps = append(wraps, "`"+text+"`")
	}
	if balanced(text) {
		wraps = append(wraps, "("+text+")", "see ("+text+"), ok", "["+text+"]", "[t]("+text+")")
	}
	// Broken across two lines inside <...>, after the scheme's ":" or "://".
	c := strings.IndexByte(text, ':') + 1
	if strings.HasPrefix(text[c:], "//") {
		c += 2
	}
	for k, n := c+1, 0; k < len(text) && n < 4; k, n = k+1+len(text)/5, n+1 {
		for k < len(text) && !utf8.RuneStart(text[k]) {
			k++
		}
		if k < len(text) {
			wraps = append(wraps, "<"+text[:k]+"\n   "+text[k:]+">")
		}
	}
	return wraps
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

// wrapAtoms are the pieces TestWrapperInvarianceGen draws a URL's bytes
// and its neighbours from: every printable ASCII byte and every control
// byte FuzzExtract reaches, bytes that are no UTF-8, and characters
// beyond ASCII of every kind the machine tells apart (letters,
// ideographs, CJK, Arabic and Western punctuation, quotes, spaces,
// groff's hyphen, marks, emoji).
var wrapAtoms = func() []string {
	var a []string
	for c := 0; c < 0x80; c++ {
		if c != '\n' {
			a = append(a, string(rune(c)))
		}
	}
	a = append(a, "\xff", "\xe9", "\xc3", "\x80", "é", "Zoë", "田", "中", "、", "。", "？", "）", "］",
		"،", "؛", "ب", "…", "»", "«", "“", "”", "‘", "’", "\u00a0", "\u3000", "\u2010", "\u2028",
		"\u0301", "😀", "ß", "ı", "Ω", "—", "·", "§")
	return a
}()

// TestWrapperInvarianceGen draws URLs whose bytes come from every
// printable byte (wrapAtoms), after a scheme and its ":" or "://", with
// bytes of the same draw around them, and checks FuzzExtract's wrapping
// invariance for every URL found bare: the reading of a URL must not
// depend on what follows it past its end ("A0://)!0⇥@00" was found bare,
// "\"A0://)!0\"" gave nothing, since the ")" was kept for an "@" past
// the URL's end).
func TestWrapperInvarianceGen(t *testing.T) {
	n := 30000
	if testing.Short() {
		n = 3000
	}
	r := rand.New(rand.NewPCG(13, 46))
	schemes := []string{"http", "https", "A0", "mAilto", "mailto", "ftp", "git+ssh", "file", "urn", "news", "xmpp", "s3"}
	// Bytes the machine reads one by one come more often than the
	// pool's share.
	hot := []string{")", "]", "}", "(", "@", ":", "/", "'", "\\", "!", ".", "0", "a", "\x1a", "、", "\xff"}
	draw := func(k int) string {
		var sb strings.Builder
		for range k {
			if r.IntN(3) == 0 {
				sb.WriteString(hot[r.IntN(len(hot))])
			} else {
				sb.WriteString(wrapAtoms[r.IntN(len(wrapAtoms))])
			}
		}
		return sb.String()
	}
	var fails []string
	urls := 0
	for range n {
		u := schemes[r.IntN(len(schemes))] + ":"
		if r.IntN(3) > 0 {
			u += "//"
		}
		u += draw(1 + r.IntN(10))
		// An emphasis glued around the URL, closed or not: its close is
		// taken off the URL's end, and what it leaves must read as the
		// URL does bare ("__A0://0.)#__" kept ".)#", since "#" then "_"
		// went on; bare, "A0://0.)#" gives A0://0).
		emph := ""
		if r.IntN(3) == 0 {
			emph = []string{"_", "__", "~", "~~", "*", "**"}[r.IntN(6)]
		}
		in := []string{"", "x ", "see "}[r.IntN(3)] + emph + u
		if r.IntN(3) > 0 {
			in += emph
		}
		in += draw(r.IntN(6))
		for _, f := range scanChecked(t, in, Options{}) {
			urls++
			fails = append(fails, wrapperFailures(t, in, f)...)
		}
	}
	t.Logf("%d texts, %d URLs found, %d wrappings differ", n, urls, len(fails))
	for i, f := range fails {
		if i == 20 {
			t.Errorf("… and %d more", len(fails)-20)
			break
		}
		t.Error(f)
	}
}
