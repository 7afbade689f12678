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

// TestTruncatedPartExitStatus: a mail part read whole (HTML) that is larger
// than the cap is read up to it, with a warning naming it, and the exit
// status says that not all of the input was read; a text/plain part of the
// same size is streamed and read to its end. The cap is 1 MiB here (it
// wrote two messages of 33 MiB for the cap of 32 MiB).
func TestTruncatedPartExitStatus(t *testing.T) {
	const limit = 1 << 20
	dir := t.TempDir()
	line := strings.Repeat("word ", 15) + "http://a.example/x\n"
	body := strings.Repeat(line, (limit+limit/32)/len(line))
	head := "From: a@example.org\nMessage-ID: <big@example.org>\nMIME-Version: 1.0\nContent-Type: "
	html := filepath.Join(dir, "html.eml")
	plain := filepath.Join(dir, "plain.eml")
	if err := os.WriteFile(html, []byte(head+"text/html\n\n<p>"+body+"http://last.example/</p>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(plain, []byte(head+"text/plain\n\n"+body+"http://last.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"extract", "--count"}, {"lint", "--fail-level", "none"}} {
		code, _, stderr := runCapped(limit, append(args, html)...)
		if code != exitTrouble || !strings.Contains(stderr, "larger than 1 MiB; only the first 1 MiB are read") {
			t.Errorf("%s of an HTML part over the cap: exit %d, stderr %q; want 2 and the warning", args[0], code, stderr)
		}
	}
	code, stdout, stderr := runCapped(limit, "extract", "--scheme", "http", plain)
	if code != exitOK || stderr != "" || !strings.HasSuffix(stdout, "http://last.example/\n") {
		t.Errorf("extract of a text/plain part over the cap: exit %d, stderr %q, last URL %q", code, stderr, stdout[max(0, len(stdout)-40):])
	}
	// Under the cap, the HTML part is read whole.
	if code, _, stderr := runCapped(2*limit, "extract", "--count", html); code != exitOK || stderr != "" {
		t.Errorf("extract of an HTML part under the cap: exit %d, stderr %q", code, stderr)
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
