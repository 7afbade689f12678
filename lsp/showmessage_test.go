package lsp

import (
	"errors"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/lint"
)

// TestShownMessagesMasked checks that no message the server shows
// (window/showMessage) nor any diagnostic holds a password that the
// configuration's error, the document's name or its text holds. Before
// session 38, a configuration file that could not be used was shown as
// its error said it, where its diagnostic masked it (found by
// TestNoSecretInAnyOutput once its documents stood in directories whose
// urlsift.toml held the URL).
func TestShownMessagesMasked(t *testing.T) {
	const pw = "Hunter2pwXY"
	for _, tc := range []struct {
		name string
		o    Options
		doc  string
		text string
	}{
		{"configuration error", Options{Linter: func(string) (*lint.Linter, error) {
			return nil, errors.New(`/d/urlsift.toml: unknown key "http://u:` + pw + `@h.example/"`)
		}}, "file:///d/doc.txt", "x\n"},
		{"configuration error in a table's name", Options{Linter: func(string) (*lint.Linter, error) {
			return nil, errors.New(`/d/urlsift.toml: rules.http://u:` + pw + `@h.example/: unknown rule "http://u:` + pw + `@h.example/"`)
		}}, "file:///d/doc.txt", "x\n"},
		{"configuration warning", Options{Linter: func(string) (*lint.Linter, error) {
			l, _ := lint.New(lint.Options{})
			return l, errors.New(`/d/urlsift.toml: ignored: "http://u:` + pw + `@h.example/"`)
		}}, "file:///d/doc.txt", "see http://u:" + pw + "@h.example.org/ x\n"},
		{"document too large", Options{MaxDocument: 100}, "file:///d/http:/u:" + pw + "@h/doc.txt",
			strings.Repeat("http://u:"+pw+"@h.example.org/ ", 10)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			msgs, _ := session(t, tc.o, append([]any{initialize(1), open(tc.doc, tc.text)}, shutdownExit...)...)
			for _, m := range msgs {
				// The document's URI is the client's own name for it.
				if s := strings.ReplaceAll(string(m.Params), `"uri":"`+tc.doc+`"`, ""); strings.Contains(s, pw) {
					t.Errorf("%s shows the password: %s", m.Method, m.Params)
				}
			}
		})
	}
}
