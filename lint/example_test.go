package lint_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
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
		r := f.Record("notes.txt")
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

func ExampleLinter_LintInput() {
	// A message whose body is quoted-printable: the positions are those of
	// the file as stored, with the message and MIME part.
	msg := "From: kim@example.org\nMessage-ID: <m1@example.org>\nSubject: links\n" +
		"MIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" +
		"See http://example.com/a|b?q=3Dx and http://example.com:8=\n080/\n"
	l, err := lint.New(lint.Options{})
	if err != nil {
		panic(err)
	}
	out, _ := printer.New("json", os.Stdout, printer.Options{})
	warn := func(msg string) { fmt.Println("warning:", msg) }
	l.LintInput("saved.eml", strings.NewReader(msg), input.Options{}, extract.Options{}, warn, func(f lint.Finding) error {
		r := f.Record("saved.eml")
		return out.Print(&r)
	})
	out.Close()
	// Output:
	// {"path":"saved.eml","line":8,"column":25,"end_line":8,"end_column":26,"offset":178,"end_offset":179,"severity":"warning","rule":"unwise-character","message":"unwise character \"|\" in path must be escaped as %7C (draft-09 2.4.3)","url":"http://example.com/a|b?q=x","fixable":false,"message_id":"m1@example.org","part":"1"}
	// {"path":"saved.eml","line":8,"column":57,"end_line":9,"end_column":4,"offset":210,"end_offset":216,"severity":"info","rule":"non-default-port","message":"port 8080 is not the default port 80 of http (draft-09 7); example.com is a documentation host","url":"http://example.com:8080/","fixable":false,"message_id":"m1@example.org","part":"1"}
}
