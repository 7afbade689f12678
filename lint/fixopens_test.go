package lint

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestOpensCutSecrets: the lines that open a secret the text cut, for
// --fix and the language server (secretReader.opens): a URL of the line's
// last word, a string's continuation after it (review53 M5), and a token's
// first piece extract reads as a host when the next lines lead to an "@"
// (review53 M8); the controls open nothing.
func TestOpensCutSecrets(t *testing.T) {
	for _, c := range []struct {
		line, after string
		open        bool
	}{
		// M5: extract masks the token; the `" +` after it hid the line.
		{"url = git+ssh://glpat-jx4CB7NECFBmVq\" +\n", "rQZxrHt9dTHmodYWLXZn@github.com/o/r\nconfig:\n", true},
		{"url = 'postgres://deploy.bot:i2Xq7Pw' .\n", "'NuwoTUW5tnWr6og@db.example.com/x'\n", true},
		{"the dsn is https://alice:S3cretPw9Ab\n", "CdEfGh1j\nKl@db.example.com/x\n", true},
		// M8: a token's first piece read as a host.
		{" * the dsn is https://glpat-wRtD\n", " * ujv\n * Np4oeypCkMwfsbsbh4ETmrWCBeCAzbk@gitlab.com/g/p for prod\n", true},
		{"> see https://xoxb-Z\r\n", "# V68vYRrWrkg8rHJW3QgWsHKt9j3dDr@gitlab.com/g/p now\r\n", true},
		{"url = https://xoxb-8n24Ux\\\n", "\"s3XxQejsjB9Kv97Cs\" +\nwMDpYrv\\\nF@gitlab.com/g/p\n", true},
		// Controls.
		{" * the dsn is https://glpat-wRtD\n", " * ujv\n * and more\n * and more\n * x@example.com\n", false}, // the "@" past 3 lines
		{"see https://localhost\n", "mail bob@example.com\n", false},                                          // no token's shape
		{"see https://Example.COM\n", "mail bob@example.com\n", false},                                        // a dot
		{"see https://example.com/a|b now\n", "x@y\n", false},                                                 // words after it
		{"see https://h.example.org/path\n", "x@y\n", false},                                                  // a host and a path
		{"url = https://glpat-wRtD\" + suffix\n", "x@y\n", false},                                             // more than a continuation
	} {
		var sr secretReader
		_, got := sr.opens([]byte(c.line), []byte(c.after))
		if got != c.open {
			t.Errorf("opens(%q, %q) = %v, want %v", c.line, c.after, got, c.open)
		}
		// The server, over the same text: the first line's fix waits.
		text := c.line + c.after
		ck := newFixChecker("notes.txt", text)
		ck.init()
		sr2, _ := secretReaders.Get().(*secretReader)
		if sr2 == nil {
			sr2 = &secretReader{}
		}
		if got := ck.openAbove(sr2, 0); got != c.open {
			t.Errorf("openAbove of %q = %v, want %v", strings.SplitN(text, "\n", 2)[0], got, c.open)
		}
		secretReaders.Put(sr2)
	}
}

// BenchmarkTextFixesAdd gives the language server's TextFixes every
// finding of a document of 16 KiB whose every line holds a URL with fixes,
// some lines ending in a URL (fixChecker.openAbove reads back from each
// line around a fix for a secret that reaches it).
func BenchmarkTextFixesAdd(b *testing.B) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		b.Fatal(err)
	}
	var src strings.Builder
	for i := 0; src.Len() < 16<<10; i++ {
		fmt.Fprintf(&src, "line %d see <HTTP://Host%d.example.org:80/a|b/%%7euser> and more text\n", i, i)
		if i%4 == 0 {
			fmt.Fprintf(&src, "the home page is https://Example%d.org:443\n", i)
		}
	}
	text := src.String()
	var fs []Finding
	if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
		fs = append(fs, f)
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for range b.N {
		t := NewTextFixes("/home/u/notes.txt", text, extract.Options{})
		n := 0
		for i := range fs {
			if t.Add(&fs[i]) != nil {
				n++
			}
		}
		if n == 0 {
			b.Fatal("no fix offered")
		}
	}
}
