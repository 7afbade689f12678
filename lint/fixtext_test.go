package lint

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// TestTextFixesAsFixFile: on generated texts (prose, code, a regular
// expression, a code block, fixes next to each other on a line, CRLF, a
// test's data), the fix of a whole text (TextFixes, the language server's
// "fix all") is what `urlsift lint --fix` writes for the same bytes
// (FixFile), and holds a finding's fix exactly when --fix applies it;
// and where --fix refuses the whole text because the fixed text would
// read as other URLs (ErrMeaning: a rejoin the fixes change), the fix of
// the whole text is none: the two decide by one check (meaningCheck).
// Before that check was TextFixes' too, 0 to 30 of the 300 were let
// through here.
func TestTextFixesAsFixFile(t *testing.T) {
	r := rand.New(rand.NewSource(27))
	l := mustLinter(t)
	fixed, notFixed := 0, 0
	for n := 0; n < 300; n++ {
		var b strings.Builder
		eol := "\n"
		if n%7 == 0 {
			eol = "\r\n"
		}
		lines := 1 + r.Intn(12)
		for i := 0; i < lines; i++ {
			switch r.Intn(9) {
			case 0, 1:
				fmt.Fprintf(&b, "see http://www.gnu.org/a|b%d and http://www.gnu.org:80/%%7Eu", i)
			case 2:
				b.WriteString("if ($u =~ m@^http://([^/]+)/a|b@) { print }")
			case 3:
				b.WriteString("```" + eol + "curl http://www.gnu.org/a|b" + eol + "```")
			case 4:
				b.WriteString("// see HTTP://WWW.GNU.ORG:80/%7e/a|b/./c")
			case 5:
				b.WriteString("<http://example.com/[id]/x> and {braces}")
			default:
				fmt.Fprintf(&b, "line %d of prose", i)
			}
			if i < lines-1 || r.Intn(3) > 0 {
				b.WriteString(eol)
			}
		}
		text := b.String()
		name := []string{"notes.txt", "README.md", "x.go", "x.pl", "testdata/notes.txt"}[r.Intn(5)]

		fixes := NewTextFixes(name, text, extract.Options{})
		findings := lintFindings(t, l, text)
		for _, f := range findings {
			fixes.Add(&f)
		}
		// The findings whose fix is in the fix of the whole text: every
		// edit of it there (All leaves out what Add gave and the text as
		// a whole withholds: some of a URL's brackets, a name to fill in's).
		inAll := map[string]bool{}
		all := map[Edit]bool{}
		for _, e := range fixes.All() {
			all[e] = true
		}
		for _, f := range findings {
			in := len(f.Fix) > 0
			for _, e := range f.Fix {
				in = in && all[e]
			}
			inAll[key(f)] = in
		}
		want, _, err := applyEdits([]byte(text), fixes.All())
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}

		var out bytes.Buffer
		var emitted []Finding
		refused := ""
		applied, err := FixFile(FileFix{
			Name: name, R: strings.NewReader(text), Options: FixOptions{Out: &out},
			Lint: func(r io.Reader, emit func(Finding) error) error {
				return l.Lint(r, extract.Options{}, emit)
			},
			Emit: func(f Finding) error { emitted = append(emitted, f); return nil },
			Note: func(msg string, failed bool) {
				if !failed {
					t.Errorf("case %d (%s): note %q on\n%q", n, name, msg, text)
				}
				refused = msg
			},
		})
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}
		if refused != "" {
			// --fix reads the fixed text again (the same URLs at the same
			// places), and so does the fix of the whole text.
			if refused != ErrMeaning.Error() || len(emitted) != len(findings) || fixes.All() != nil {
				t.Fatalf("case %d (%s): --fix: not fixed (%q), %d of %d findings reported; the fix of the whole text: %d edits\n%q", n, name, refused, len(emitted), len(findings), len(fixes.All()), text)
			}
			notFixed++
			continue
		}
		if out.String() != string(want) {
			t.Fatalf("case %d (%s): --fix wrote\n%q\nthe fix of the whole text gives\n%q", n, name, out.String(), want)
		}
		if applied != len(fixes.All()) {
			t.Errorf("case %d: --fix applied %d edits, the fix of the whole text has %d", n, applied, len(fixes.All()))
		}
		// --fix reports the findings it did not fix: those whose fix is
		// not in the fix of the whole text.
		notFixed := map[string]bool{}
		for _, f := range emitted {
			notFixed[key(f)] = true
		}
		for _, f := range findings {
			if notFixed[key(f)] == inAll[key(f)] {
				t.Errorf("case %d (%s): %s: fixed by --fix %v, in the fix of the whole text %v\n%q", n, name, key(f), !notFixed[key(f)], inAll[key(f)], text)
			}
		}
		if string(want) != text {
			fixed++
		}
	}
	t.Logf("%d of 300 texts fixed, %d refused as a whole by both", fixed, notFixed)
	if fixed < 60 {
		t.Errorf("only %d of 300 texts were fixed: the property checks little", fixed)
	}
}

// key names a finding in a text.
func key(f Finding) string { return fmt.Sprintf("%s@%d-%d", f.Rule, f.Start.Offset, f.End.Offset) }

// TestTextFixesOverlap: of two fixes of the same bytes, the fix of the whole text holds the first, as --fix
// applies the first; each is still a fix of its own.
func TestTextFixesOverlap(t *testing.T) {
	const text = "see http://www.gnu.org/a|b and more\n"
	bar := strings.IndexByte(text, '|')
	mk := func(rule string, start, end int, repl string) Finding {
		return Finding{Rule: rule, Severity: Warning, URL: "http://www.gnu.org/a|b",
			Start: pos.Pos{Offset: start}, End: pos.Pos{Offset: end}, Fix: []Edit{{Start: start, End: end, Old: text[start:end], New: repl}}}
	}
	for _, tt := range []struct {
		name   string
		second Finding
	}{
		{"same bytes", mk("b", bar, bar+1, "%7c")},
		{"overlapping", mk("b", bar, bar+2, "%7CB")},
	} {
		findings := []Finding{mk("a", bar, bar+1, "%7C"), tt.second}
		fixes := NewTextFixes("notes.txt", text, extract.Options{})
		for i := range findings {
			if fixes.Add(&findings[i]) == nil {
				t.Errorf("%s: finding %d has no fix of its own", tt.name, i)
			}
		}
		want, _, err := applyEdits([]byte(text), fixes.All())
		if err != nil || len(fixes.All()) != 1 {
			t.Fatalf("%s: the fix of the whole text is %v (%v), want the first fix alone", tt.name, fixes.All(), err)
		}
		var out bytes.Buffer
		var emitted []string
		if _, err := FixFile(FileFix{
			Name: "notes.txt", R: strings.NewReader(text), Options: FixOptions{Out: &out},
			Lint: func(r io.Reader, emit func(Finding) error) error {
				io.Copy(io.Discard, r)
				for _, f := range findings {
					if err := emit(f); err != nil {
						return err
					}
				}
				return nil
			},
			Emit: func(f Finding) error { emitted = append(emitted, f.Rule); return nil },
			Note: func(msg string, failed bool) { t.Errorf("%s: note %q", tt.name, msg) },
		}); err != nil {
			t.Fatal(err)
		}
		if out.String() != string(want) || fmt.Sprint(emitted) != "[b]" {
			t.Errorf("%s: --fix wrote %q and reported %v; the fix of the whole text gives %q, and b is not in it", tt.name, out.String(), emitted, want)
		}
	}
}

// TestTextFixesNearSecret: the language server offers no fix within 3
// lines of a password, as --fix applies none there (review52 L1): an
// edit inside the password ("h[AC4HsWx5sq" -> "h%5BAC4…") told one of its
// bytes and its place. A fix 4 lines away is offered.
func TestTextFixesNearSecret(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		text   string
		offers bool
	}{
		{"see https://alice:h[AC4HsWx5sq@db.example.com/x now\n", false},
		{"see https://alice:h[AC4HsWx5sq@db.example.com/x now\nsee http://example.com/a|b\n", false},
		{"see https://alice:S3cretPw9Ab@db.example.com/x now\n\n\nsee http://example.com/a|b\n", false},
		{"see https://alice:S3cretPw9Ab@db.example.com/x now\n\n\n\nsee http://example.com/a|b\n", true},
		{"see http://example.com/a|b\n\n\nsee https://alice:S3cretPw9Ab@db.example.com/x now\n", false},
		{"see http://example.com/a|b\n\n\n\nsee https://alice:S3cretPw9Ab@db.example.com/x now\n", true},
	} {
		fixes := NewTextFixes("notes.txt", tt.text, extract.Options{})
		offered := false
		for _, f := range lintFindings(t, l, tt.text) {
			if e := fixes.Add(&f); e != nil {
				offered = true
			}
		}
		if offered != tt.offers {
			t.Errorf("%q: a fix offered %v, want %v", tt.text, offered, tt.offers)
		}
	}
}

// TestFixCutSecretExtent: a password or a token that the text cut onto
// three lines or more reaches every line up to its "@", and no fix is
// applied (--fix) or offered (the language server) within 3 lines of any
// of them (review52 L12: both counted from the URL's first line only).
// A URL that ends its line with no secret opens nothing.
func TestFixCutSecretExtent(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	const (
		cut   = "the dsn is https://alice:S3cretPw9Ab\nCdEfGh1jKlMnOpQr5tUv\nWxYz2AbCd@db.example.com/x for prod\n"
		token = "clone mysql://AKIAoeyzS\n1ytNVRDwxUwGD\nGVXg6XLga3p\ndlsswV8@localhost/o/r for prod\n"
		fix   = "see http://example.com/a|b now\n"
	)
	for _, tt := range []struct {
		text  string
		fixed bool
	}{
		{"intro\n" + cut + fix + "x\n", false},
		{"intro\n" + cut + "\n\n" + fix + "x\n", false},
		{"intro\n" + cut + "\n\n\n" + fix + "x\n", true},
		{fix + "\n\n" + cut, false},
		{fix + "\n\n\n" + cut, true},
		{"intro\n" + token + "\n" + fix, false},
		{fix + "\n\n" + token, false},
		{fix + "\n\n\n" + token, true},
		{"a\n  # DATABASE_URL=postgres://u:iWs7qvA6HPt-=j.zK7IK,T.X.uUC8y\n  # 7NvRZ*Mky\n  # 4kb\n  # ww=Rpg6BcoG@10.\n  # 0.0.7/x.\n" + fix, false},
		// No secret: a host at the end of its line, a mail address after.
		{"see https://example.com\nmail bob@example.org\n" + fix, true},
		{"see https://example.com/docs\nx\n" + fix, true},
	} {
		fixes := NewTextFixes("notes.txt", tt.text, extract.Options{})
		offered := false
		for _, f := range lintFindings(t, l, tt.text) {
			if e := fixes.Add(&f); e != nil {
				offered = true
			}
		}
		_, cliFixed := fixRound(t, l, t.TempDir(), tt.text, extract.Options{})
		if offered != tt.fixed || cliFixed != tt.fixed {
			t.Errorf("%q: a fix offered %v, applied by --fix %v, want %v", tt.text, offered, cliFixed, tt.fixed)
		}
	}
}
