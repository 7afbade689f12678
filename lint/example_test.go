package lint_test

import (
	"fmt"
	"os"
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
