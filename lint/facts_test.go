package lint

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// TestFactsKinds: every kind of violation has a fact bit of its own,
// below the text facts.
func TestFactsKinds(t *testing.T) {
	seen := facts(0)
	for k := urlsyntax.Kind(1); k < 255; k++ {
		if strings.HasPrefix(k.String(), "kind(") {
			break
		}
		if k >= factText {
			t.Fatalf("kind %v (%d) has no fact bit below %d", k, k, factText)
		}
		if seen.has(kindFact(k)) {
			t.Fatalf("kind %v shares its fact bit", k)
		}
		seen |= kindFact(k)
	}
	if seen == 0 {
		t.Fatal("no kinds")
	}
}

// TestTextFacts: textFacts(s) holds a fact exactly when s holds a byte
// of it, for every byte.
func TestTextFacts(t *testing.T) {
	for c := 0; c < 256; c++ {
		s := "http://h.example/" + string([]byte{byte(c)})
		f := textFacts(s)
		for bit := facts(1 << factText); bit != 0 && bit <= factUpper; bit <<= 1 {
			want := byteFacts[c].has(bit) || textFacts("http://h.example/").has(bit)
			if f.has(bit) != want {
				t.Errorf("byte %#x: fact %#x is %v, want %v", c, bit, f.has(bit), want)
			}
		}
	}
}

// TestFactsSkipNothing: skipping the tests and rules whose facts a URL
// lacks changes no finding. Every text is linted with every rule twice,
// once with the skips and once running everything (allFacts), through
// the stream (Lint) and through Check: the findings are equal, field for
// field. The texts are the rules' test files line by line, URLs drawn
// from pieces of every kind the rules look at, and those lines and URLs
// with bytes drawn from every byte value put in, replaced and taken out.
func TestFactsSkipNothing(t *testing.T) {
	for _, hide := range []bool{false, true} {
		t.Run(fmt.Sprintf("HideInfo=%v", hide), func(t *testing.T) {
			testSkipNothing(t, Options{Enable: []string{"all"}, Tests: true, HideInfo: hide})
		})
	}
}

func testSkipNothing(t *testing.T, o Options) {
	with, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	without, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	without.whole = true

	var texts []string
	files, _ := filepath.Glob("testdata/rules/*.txt")
	if len(files) == 0 {
		t.Fatal("no testdata/rules files")
	}
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if i := strings.Index(line, " // want"); i >= 0 {
				line = line[:i]
			}
			if strings.Contains(line, "://") || strings.Contains(line, "www.") {
				texts = append(texts, line)
			}
		}
	}
	r := rand.New(rand.NewPCG(27, 1))
	for range 3000 {
		texts = append(texts, factsURL(r))
	}
	// Bytes put in, replaced, taken out: any byte value, where any test
	// may look.
	n := len(texts)
	for range 6000 {
		s := []byte(texts[r.IntN(n)])
		if len(s) == 0 {
			continue
		}
		for k := 1 + r.IntN(3); k > 0; k-- {
			i := r.IntN(len(s))
			c := byte(r.IntN(256))
			if r.IntN(4) == 0 {
				c = "*+[]()\\|-@%.{}$;&#^`~:/?"[r.IntN(24)]
			}
			switch r.IntN(3) {
			case 0:
				s = append(s[:i], append([]byte{c}, s[i:]...)...)
			case 1:
				s[i] = c
			default:
				s = append(s[:i], s[i+1:]...)
			}
			if len(s) == 0 {
				break
			}
		}
		texts = append(texts, string(s))
	}

	// Lines of several URLs, with directives that a hidden finding may
	// be the one to use (unused-suppression).
	marks := []string{"", "", " # urlsift:ignore", " # urlsift:ignore default-port", " urlsift:ignore non-default-port,unwise-character",
		"\nurlsift:ignore-next-line", "\n# urlsift:ignore-next-line all", " // urlsift:ignore unqualified-host"}
	for range 1500 {
		var b strings.Builder
		for k := 1 + r.IntN(4); k > 0; k-- {
			u := texts[r.IntN(n)]
			// In a wrapper, maybe broken across lines or with a space or
			// U+2010 put in (positions map through the pieces).
			if i := r.IntN(len(u) + 1); r.IntN(2) == 0 {
				u = u[:i] + []string{"\n  ", " ", "\u2010\n", "\u2010", "-\n", "\r\n\t"}[r.IntN(6)] + u[i:]
			}
			switch r.IntN(4) {
			case 0:
				u = "<" + u + ">"
			case 1:
				u = "<URL:" + u + ">"
			case 2:
				u = "\"" + u + "\""
			}
			b.WriteString(u)
			b.WriteString(marks[r.IntN(len(marks))])
			b.WriteString([]string{" ", "\n", "\n\n", " and "}[r.IntN(4)])
		}
		texts = append(texts, b.String())
	}

	lint := func(l *Linter, text string) []Finding {
		var fs []Finding
		if err := l.Lint(strings.NewReader(text), extract.Options{Abbreviated: true}, func(f Finding) error {
			fs = append(fs, f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return fs
	}
	checked := 0
	for _, text := range texts {
		a, b := lint(with, text), lint(without, text)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%q: with the facts' skips\n%+v\nwithout\n%+v", text, a, b)
		}
		checked += len(a)
		if a, b := with.CheckString(text), without.CheckString(text); !reflect.DeepEqual(a, b) {
			t.Fatalf("CheckString(%q): with the facts' skips\n%+v\nwithout\n%+v", text, a, b)
		}
	}
	if checked < len(texts)/2 {
		t.Fatalf("%d findings for %d texts: the texts reach too few rules", checked, len(texts))
	}
}

// factsURL draws a URL of pieces that every test of a pass looks for:
// userinfo and secrets, ports, escapes, dot segments, placeholders,
// patterns, non-ASCII, TeX, glued URLs.
func factsURL(r *rand.Rand) string {
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	var b strings.Builder
	b.WriteString(pick("http", "https", "ftp", "file", "mailto", "news", "x-y", "HTTP", "telnet", "git+ssh", "ldap"))
	b.WriteString(pick("://", "://", "://", ":", ":/", ":///"))
	if r.IntN(3) == 0 {
		b.WriteString(pick("u:pw@", "alice:s3cr3t@", "ghp_abcdefghijklmnopqrstuvwxyz0123@", "anonymous:x@", "u:${PW}@", ":pserver:u@", "u@", "u:p@ss@", "@", "@@"))
	}
	b.WriteString(pick("h.example", "www.gnu.org", "LOCALHOST", "10.0.0.1", "[::1]", "a_b", "-prefixed", "*.example.org", "を仮定して", "~\\mbox{x}", "café.example", "", "host..name", "ISSUER_URL", "1.2.3.400", "pip--"))
	if r.IntN(2) == 0 {
		b.WriteString(pick(":80", ":443", ":8080", ":", ":port", ":99999", ":21", ":25"))
	}
	for k := r.IntN(4); k > 0; k-- {
		b.WriteString(pick("/", "/a|b", "/%7e/./x", "/{c}^%zz", "/a/../b", "/p?q=%41#f", "/%0D%0A", "/${HOME}", "/[id]", "/.*", "/x.+", "/(?:x)", "\\.", "/a+b", "/é", "|http://b/", "/[a-z]", "/%2E%2E/", "/~user", "/a`b", "/a b", "/{{ .URL }}", "/$1", "%s", "/[:port]", "&amp;", "/é{é}é^é|é|éé`é|é^é^é{x}", "/||||||||||||"))
	}
	return b.String()
}

// TestLeanCapped: a rule with more findings on a URL than maxPerRule,
// some of them hidden at info with fixes, gives what it gives made whole:
// the last finding kept carries the fixes of those it stands for, hidden
// ones too (capRule), which a lean finding has not made.
func TestLeanCapped(t *testing.T) {
	mixed := &Rule{Name: "unwise-character", Severity: Warning, check: func(p *pass) {
		for i := 0; i < 14 && 20+i < len(p.text); i++ {
			adjust := 0
			if i >= 10 {
				adjust = -1 // info, after the ten kept
			}
			p.report(20+i, 21+i, adjust, p.say("x"), Edit{Start: 20 + i, End: 21 + i, New: "%7C"})
		}
	}}
	run := func(whole bool) []Finding {
		l, err := New(Options{HideInfo: true})
		if err != nil {
			t.Fatal(err)
		}
		l.setRules([]*Rule{mixed}, []Severity{Warning})
		l.whole = whole
		var fs []Finding
		if err := l.Lint(strings.NewReader("see http://h.example/abcdefghijklmnopqrstuvwxyz here\n"), extract.Options{}, func(f Finding) error {
			fs = append(fs, f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return fs
	}
	lean, whole := run(false), run(true)
	if len(whole) != maxPerRule || len(whole[maxPerRule-1].Fix) != 5 {
		t.Fatalf("made whole: %d findings, the last with %d edits; want %d and 5", len(whole), len(whole[len(whole)-1].Fix), maxPerRule)
	}
	if !reflect.DeepEqual(lean, whole) {
		t.Fatalf("lean\n%+v\nwhole\n%+v", lean, whole)
	}
}
