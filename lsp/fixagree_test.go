package lsp

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pipeline"
)

// TestFixesAsCLI: the server and `urlsift lint --fix` decide every fix
// alike, by lint's one check of meaning. Over generated documents (every
// wrapper and line break kind, genFixDoc), real text other programs
// wrapped with one to four bytes of every printable kind put in its URLs
// (every rendered corpus, withDefects) and the real source files of the
// fix corpus (testdata/fixcorpus, as they are and with such bytes put in
// their URLs, under their own names, which say what language they are):
//
//   - the fix of them all the server offers is what --fix writes for the
//     same bytes (lint.FixFile), and none where --fix leaves the text as
//     it is because the fixed text would read as other URLs
//     (lint.ErrMeaning), and there only;
//   - each quick fix is offered exactly when the Fixer, given that one
//     fix of the text, writes it (lint.NewFixer, Close).
//
// It counts both kinds of verdict, so that it cannot pass by offering
// nothing or everything.
func TestFixesAsCLI(t *testing.T) {
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	o := extract.Options{}
	type doc struct{ name, src string }
	var docs []doc
	n := 150
	if testing.Short() {
		n = 40
	}
	r := rand.New(rand.NewPCG(37, 15))
	for range n {
		docs = append(docs, doc{"/home/u/notes.txt", genFixDoc(r)})
	}
	// Templates whose pieces lint fixes inside brackets that stay (seed
	// 5102): the server withholds what --fix withholds.
	rt := rand.New(rand.NewPCG(5102, 15))
	for range n / 3 {
		docs = append(docs, doc{[]string{"/home/u/notes.txt", "/home/u/src/api.go", "/home/u/README.md"}[rt.IntN(3)], genTemplateDoc(rt)})
	}
	files, _ := filepath.Glob("../extract/testdata/rendered/renderer/*.jsonl.gz")
	if len(files) == 0 {
		t.Fatal("no rendered corpora")
	}
	for _, file := range files {
		texts := readRenderedTexts(t, file)
		for range n / 10 {
			docs = append(docs, doc{"/home/u/notes.txt", withDefects(r, texts[r.IntN(len(texts))], o)})
		}
	}
	// Texts whose fix of all --fix refuses (ErrMeaning), drawn by lint's
	// TestTextFixesAsFixFile: the generator above drew one (a template's
	// bracket escaped alone) until the escape of some of a URL's
	// brackets was withheld (fixsafe12, review51 K4).
	docs = append(docs, doc{"/home/u/src/x.go", "<http://example.com/[id]/x> and {braces}\nsee http://www.gnu.org/a|b1 and http://www.gnu.org:80/%7Eu\nsee http://www.gnu.org/a|b2 and http://www.gnu.org:80/%7Eu\n// see HTTP://WWW.GNU.ORG:80/%7e/a|b/./c\nline 4 of prose\nline 5 of prose\n"},
		doc{"/home/u/README.md", "line 0 of prose\n// see HTTP://WWW.GNU.ORG:80/%7e/a|b/./c\n// see HTTP://WWW.GNU.ORG:80/%7e/a|b/./c\nline 3 of prose\n// see HTTP://WWW.GNU.ORG:80/%7e/a|b/./c\nsee http://www.gnu.org/a|b5 and http://www.gnu.org:80/%7Eu\n```\ncurl http://www.gnu.org/a|b\n```\nline 7 of prose\nif ($u =~ m@^http://([^/]+)/a|b@) { print }\nsee http://www.gnu.org/a|b9 and http://www.gnu.org:80/%7Eu\n// see HTTP://WWW.GNU.ORG:80/%7e/a|b/./c\n"})
	corpus := 0
	filepath.WalkDir("../testdata/fixcorpus", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == "PROVENANCE.md" {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("../testdata/fixcorpus", p)
		name := "/home/u/src/" + filepath.ToSlash(rel)
		docs = append(docs, doc{name, string(b)}, doc{name, withDefects(r, string(b), o)})
		corpus++
		return nil
	})
	if corpus < 20 {
		t.Fatalf("%d files of the fix corpus", corpus)
	}

	in := input.Options{Mode: input.Auto | input.Binary}
	// cliFix is --fix of the text (standard input): what it writes, and
	// why it did not.
	cliFix := func(name, text string) (wrote, refused string) {
		var out bytes.Buffer
		if _, err := lint.FixFile(lint.FileFix{
			Name: name, R: strings.NewReader(text), Options: lint.FixOptions{Extract: o, Out: &out},
			Lint: func(r io.Reader, emit func(lint.Finding) error) error {
				_, _, err := pipeline.LintInput(l, name, r, in, o, func(string) {}, emit)
				return err
			},
			Emit: func(lint.Finding) error { return nil },
			Note: func(msg string, failed bool) {
				if failed {
					refused = msg
				}
			},
		}); err != nil {
			t.Fatal(err)
		}
		return out.String(), refused
	}
	spool := filepath.Join(t.TempDir(), "text")
	allAgree, allNo, quickAgree, quickNo, mismatches := 0, 0, 0, 0, 0
	for _, d := range docs {
		fs, fixes, _, err := lintText(l, o, d.name, d.src)
		if err != nil {
			t.Fatal(err)
		}
		fixable := false
		for _, f := range fs {
			fixable = fixable || f.edits != nil
		}
		if !fixable {
			continue
		}
		// The fix of them all.
		all := fixes.All()
		wrote, refused := cliFix(d.name, d.src)
		switch {
		case all == nil && refused == lint.ErrMeaning.Error() && wrote == d.src:
			allNo++
		case all != nil && refused == "" && wrote == applyEdits(d.src, all):
			allAgree++
		default:
			mismatches++
			t.Errorf("%s: the server's fix of all has %d edits; --fix wrote %d bytes (%q)\n%q", d.name, len(all), len(wrote), refused, d.src)
		}
		// Each quick fix, and the Fixer given that fix alone.
		if err := os.WriteFile(spool, []byte(d.src), 0o600); err != nil {
			t.Fatal(err)
		}
		src, err := os.Open(spool)
		if err != nil {
			t.Fatal(err)
		}
		for i := range fs {
			f := &fs[i]
			if f.edits == nil {
				continue
			}
			one := f.Finding
			one.Fix = f.edits
			var out bytes.Buffer
			fx := lint.NewFixer(d.name, lint.FixOptions{Extract: o, Source: src, Out: &out}, func(lint.Finding) error { return nil })
			if err := fx.Add(one, true); err != nil {
				t.Fatal(err)
			}
			applied, err := fx.Close(sha256.Sum256([]byte(d.src)))
			if err != nil && !errors.Is(err, lint.ErrMeaning) {
				t.Fatal(err)
			}
			cli := err == nil && applied == len(one.Fix)
			server := quickFix(f, fixes) != nil
			if cli != server {
				mismatches++
				t.Errorf("%s: the quick fix of %s (%q) at %d: offered %v, --fix of it alone %v (%v)", d.name, f.Rule, f.Message, one.Fix[0].Start, server, cli, err)
			} else if server {
				quickAgree++
			} else {
				quickNo++
			}
			if cli && out.String() != applyEdits(d.src, one.Fix) {
				t.Errorf("%s: --fix of %s alone wrote other than its edits", d.name, f.Rule)
			}
		}
		src.Close()
		if mismatches > 10 {
			t.Fatal("and more")
		}
	}
	t.Logf("%d documents (%d files of the fix corpus, twice): fix of all offered and written in %d, refused by both in %d; quick fixes offered and applied alone %d, refused by both %d",
		len(docs), corpus, allAgree, allNo, quickAgree, quickNo)
	if allAgree < n/2 || allNo == 0 || quickAgree < n || quickNo == 0 {
		t.Errorf("too few of each verdict to tell: %d, %d, %d, %d", allAgree, allNo, quickAgree, quickNo)
	}
}

// genTemplateDoc draws lines of URLs that hold one to three templates:
// brackets of either kind, doubled at times, around names, alternatives
// ("a|b"), escapes of any byte, any printable bytes or a nested pair,
// with fixable ports, case and unwise characters around them.
func genTemplateDoc(r *rand.Rand) string {
	word := func() string {
		b := make([]byte, 1+r.IntN(6))
		for i := range b {
			b[i] = "abcdefghijklmnopqrstuvwxyz0123456789"[r.IntN(36)]
		}
		return string(b)
	}
	inner := func() string {
		switch r.IntN(6) {
		case 0:
			return word() + "|" + word() + "|" + word()
		case 1:
			return word() + fmt.Sprintf("%%%02x", r.IntN(256)) + word()
		case 2:
			// (an "@" among them makes a password of what is before it:
			// the server withholds the fixes within 3 lines of it, as
			// --fix does: review52 L1)
			var b []byte
			for range 1 + r.IntN(5) {
				b = append(b, byte(0x21+r.IntN(0x7e-0x21)))
			}
			return string(b)
		case 3:
			return word() + "[" + word() + "]"
		case 4:
			return word() + "^" + word()
		}
		return strings.ToUpper(word())
	}
	var b strings.Builder
	for range 2 + r.IntN(4) {
		b.WriteString([]string{"see ", "// see ", "# ", "- "}[r.IntN(4)])
		b.WriteString([]string{"http", "HTTPS", "https", "ftp"}[r.IntN(4)] + "://" + word() + ".Example.org" + []string{"", ":80", ":443", ":"}[r.IntN(4)])
		for range 1 + r.IntN(3) {
			in := inner()
			switch r.IntN(4) {
			case 0:
				b.WriteString("/[" + in + "]")
			case 1:
				b.WriteString("/{{" + in + "}}")
			default:
				b.WriteString("/{" + in + "}")
			}
			b.WriteString("/" + []string{word(), "a|b", "%7e" + word(), "x^y"}[r.IntN(4)])
		}
		b.WriteString(" here\n")
	}
	return b.String()
}
