package lint_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/printer"
)

func ExampleLinter_Lint() {
	text := "Fetch ftp://deploy:s3cret@ftp.gnu.org:2121/pub/ or http://example.com/a|b\n" +
		"http://example.com:8080/x  # urlsift:ignore non-default-port test server\n"
	l, err := lint.New(lint.Options{})
	if err != nil {
		panic(err)
	}
	out, _ := printer.New("text", os.Stdout, printer.Options{})
	l.Lint(strings.NewReader(text), extract.Options{}, func(f lint.Finding) error {
		r := pipeline.Record(&f, "notes.txt")
		return out.Print(&r)
	})
	out.Close()
	// Output:
	// notes.txt:1:20: error: password (shown as ***) in the site of the URL: passwords in URLs are NOT RECOMMENDED (draft-09 4.3.1, 7) (password-in-site)
	// notes.txt:1:39: warning: port 2121 is not the default port 21 of ftp (draft-09 7) (non-default-port)
	// notes.txt:1:72: warning: unwise character "|" in path must be escaped as %7C (draft-09 2.4.3) (unwise-character)
}

func ExampleRule_Explain() {
	fmt.Print(strings.SplitN(lint.Lookup("default-port").Explain(), "\n\n", 3)[1])
	// Output:
	// Severity: info
	// Source:   draft-fielding-url-syntax-09, section 6
	// Fix:      remove the ":port"
}

func ExampleLinter_CheckString() {
	l, err := lint.New(lint.Options{})
	if err != nil {
		panic(err)
	}
	for _, f := range l.CheckString("http://deploy:s3cret@files.gnu.org:80/a b") {
		fmt.Printf("%d-%d %s %s: %s\n", f.Start.Column, f.End.Column, f.Severity, f.Rule, f.Message)
	}
	// Output:
	// 15-21 error password-in-site: password (shown as ***) in the site of the URL: passwords in URLs are NOT RECOMMENDED (draft-09 4.3.1, 7)
	// 35-38 info default-port: port 80 is the default for http; omit it (draft-09 6)
	// 40-41 warning excluded-character: excluded space " " in path must be escaped as %20 (draft-09 2.4.3)
}

func ExampleFixFile() {
	// `urlsift lint --fix --diff`: the file is linted once, its safe fixes
	// checked to keep every URL where it was, and shown as a unified diff
	// instead of being written (FixOptions.Diff). The finding whose fix is
	// not applied at --fix-level warning, the info one, comes through Emit.
	dir, err := os.MkdirTemp("", "fix-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "notes.txt")
	os.WriteFile(path, []byte("Docs: http://example.com/a|b\nHome: http://example.com:80/\n"), 0o644)
	f, err := os.Open(path)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	l, err := lint.New(lint.Options{})
	if err != nil {
		panic(err)
	}
	applied, err := lint.FixFile(lint.FileFix{
		Name:    path,
		R:       f,
		Options: lint.FixOptions{Diff: os.Stdout, DiffName: "notes.txt"},
		Lint: func(r io.Reader, emit func(lint.Finding) error) error {
			return l.Lint(r, extract.Options{}, emit)
		},
		Level: lint.Warning,
		Emit: func(f lint.Finding) error {
			fmt.Printf("not fixed: %s (%s)\n", f.Message, f.Rule)
			return nil
		},
		Note: func(msg string, failed bool) { fmt.Println("note:", msg) },
	})
	fmt.Println(applied, err)
	// Output:
	// --- a/notes.txt
	// +++ b/notes.txt
	// @@ -1,2 +1,2 @@
	// -Docs: http://example.com/a|b
	// +Docs: http://example.com/a%7Cb
	//  Home: http://example.com:80/
	// not fixed: port 80 is the default for http; omit it (draft-09 6) (default-port)
	// 1 <nil>
}

func ExampleTextFixes() {
	// A text held whole, as the language server holds a document: the
	// fixes `urlsift lint --fix` would apply, and the fix of them all.
	text := "see http://example.com/a|b and http://example.com:80/x\n"
	l, err := lint.New(lint.Options{})
	if err != nil {
		panic(err)
	}
	tf := lint.NewTextFixes("notes.txt", text, extract.Options{})
	l.Lint(strings.NewReader(text), extract.Options{}, func(f lint.Finding) error {
		fmt.Printf("%s: %d edit(s)\n", f.Rule, len(tf.Fix(tf.Add(&f))))
		return nil
	})
	fixed, last := "", 0
	for _, e := range tf.All() {
		fixed += text[last:e.Start] + e.New
		last = e.End
	}
	fmt.Print(fixed + text[last:])
	// Output:
	// unwise-character: 1 edit(s)
	// default-port: 1 edit(s)
	// see http://example.com/a%7Cb and http://example.com/x
}
