package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runCapped runs urlsift with args as run does, with a cap on the parts
// read whole of maxPart bytes instead of 32 MiB (input.Options.MaxPart).
func runCapped(maxPart int, args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	e := &runEnv{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Getenv: os.Getenv, Getwd: os.Getwd, maxPart: maxPart}
	code = e.run(append([]string{"urlsift"}, args...))
	return code, out.String(), errOut.String()
}

// TestTruncatedPartExitStatus: a mail part read whole (UTF-16) that is
// larger than the cap is read up to it, with a warning naming it, and the
// exit status says that not all of the input was read; so is an HTML part
// whose one token is larger than the cap (the tokenizer holds a token
// whole). A text/plain or HTML part larger than the cap is streamed and
// read to its end. The cap is 1 MiB here (it wrote two messages of 33 MiB
// for the cap of 32 MiB).
func TestTruncatedPartExitStatus(t *testing.T) {
	const limit = 1 << 20
	dir := t.TempDir()
	line := strings.Repeat("word ", 15) + "http://a.example/x\n"
	body := strings.Repeat(line, (limit+limit/32)/len(line))
	head := "From: a@example.org\nMessage-ID: <big@example.org>\nMIME-Version: 1.0\nContent-Type: "
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	utf16 := func(s string) string {
		b := []byte{0xFE, 0xFF}
		for _, c := range s {
			b = append(b, 0, byte(c))
		}
		return string(b)
	}
	var paragraphs strings.Builder
	for _, l := range strings.SplitAfter(body, "\n") {
		paragraphs.WriteString("<p>" + l)
	}
	tests := []struct {
		name, content, warning string
	}{
		{"utf16.eml", head + "text/plain; charset=utf-16\nContent-Transfer-Encoding: binary\n\n" + utf16(body+"http://last.example/\n"),
			"text part larger than 1 MiB; only the first 1 MiB are read"},
		{"token.eml", head + "text/html\n\n<p>" + body + "http://last.example/</p>\n",
			"HTML token larger than 1 MiB; the rest of the part is not read"},
		{"html.eml", head + "text/html\n\n" + paragraphs.String() + "<p>http://last.example/</p>\n", ""},
		{"plain.eml", head + "text/plain\n\n" + body + "http://last.example/\n", ""},
	}
	for _, tt := range tests {
		path := write(tt.name, tt.content)
		for _, args := range [][]string{{"extract", "--scheme", "http"}, {"lint", "--fail-level", "none"}} {
			code, stdout, stderr := runCapped(limit, append(args, path)...)
			if tt.warning != "" {
				if code != exitTrouble || !strings.Contains(stderr, tt.warning) {
					t.Errorf("%s %s: exit %d, stderr %q; want 2 and the warning", args[0], tt.name, code, stderr)
				}
				continue
			}
			if code != exitOK || stderr != "" {
				t.Errorf("%s %s: exit %d, stderr %q", args[0], tt.name, code, stderr)
			}
			if args[0] == "extract" && !strings.HasSuffix(stdout, "http://last.example/\n") {
				t.Errorf("extract %s: last URL %q", tt.name, stdout[max(0, len(stdout)-40):])
			}
		}
	}
}

// TestDeepMIMEExitStatus: a part nested deeper than the mail reader walks
// (32 levels) is read as stored, with a warning, and the exit status is 2:
// it was skipped with exit 0, and a password in it passed CI.
func TestDeepMIMEExitStatus(t *testing.T) {
	var b strings.Builder
	b.WriteString("From: a@example.org\nMessage-ID: <deep@example.org>\nContent-Type: multipart/mixed; boundary=b0\n\n")
	for i := range 33 {
		fmt.Fprintf(&b, "--b%d\nContent-Type: multipart/mixed; boundary=b%d\n\n", i, i+1)
	}
	b.WriteString("--b33\n\ndeploy with https://deploy:TopSecret99@ci.acme-corp.net/hook\n\n--b33--\n")
	path := filepath.Join(t.TempDir(), "deep.eml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"extract"}, {"lint", "--fail-level", "none"}, {"lint", "--format", "json"}} {
		code, stdout, stderr := runCapped(0, append(args, path)...)
		if code != exitTrouble || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "MIME nesting deeper than 32") {
			t.Errorf("%s: exit %d, stderr %q; want 2 and one warning", strings.Join(args, " "), code, stderr)
		}
		if !strings.Contains(stdout, "ci.acme-corp.net") && !strings.Contains(stdout, "password-in-site") || strings.Contains(stdout+stderr, "TopSecret99") {
			t.Errorf("%s: the URL is not read, or its password shows: %q", strings.Join(args, " "), stdout)
		}
	}
}
