package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTruncatedPartExitStatus: a mail part read whole (HTML) that is larger
// than the cap is read up to it, with a warning naming it, and the exit
// status says that not all of the input was read; a text/plain part of the
// same size is streamed and read to its end.
func TestTruncatedPartExitStatus(t *testing.T) {
	if testing.Short() {
		t.Skip("writes two 33 MiB messages")
	}
	dir := t.TempDir()
	line := strings.Repeat("word ", 15) + "http://a.example/x\n"
	body := strings.Repeat(line, (33<<20)/len(line))
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
		var stdout, stderr bytes.Buffer
		code := run(append(append([]string{"urlsift"}, args...), html), strings.NewReader(""), &stdout, &stderr)
		if code != exitTrouble || !strings.Contains(stderr.String(), "larger than 32 MiB; only the first 32 MiB are read") {
			t.Errorf("%s of a 33 MiB HTML part: exit %d, stderr %q; want 2 and the warning", args[0], code, stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"urlsift", "extract", "--scheme", "http", plain}, strings.NewReader(""), &stdout, &stderr)
	if code != exitOK || stderr.Len() > 0 || !bytes.HasSuffix(stdout.Bytes(), []byte("http://last.example/\n")) {
		t.Errorf("extract of a 33 MiB text/plain part: exit %d, stderr %q, last URL %q", code, stderr.String(), stdout.Bytes()[max(0, stdout.Len()-40):])
	}
}
