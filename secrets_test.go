package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// secretAlphabet is what generated secrets are made of: letters that no
// message, rule name or format of urlsift writes in capitals, and digits.
const secretAlphabet = "QXZJKVW23456789"

// secretCase is one generated input: the text of a file, the URL in it as
// written (without wrapper or line break), and the pieces of the secret,
// none of which any output may hold.
type secretCase struct {
	text   string
	url    string
	pieces []string
}

// genPiece returns a run of n characters of secretAlphabet with at least
// one letter in every four, so that no piece is a number such as a port or
// an offset.
func genPiece(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = secretAlphabet[r.IntN(len(secretAlphabet))]
		if i%4 == 3 {
			b[i] = secretAlphabet[r.IntN(7)]
		}
	}
	return string(b)
}

// genSecretCase builds a URL with a secret in one of the places a secret
// stands (a password, one that holds a delimiter, a token as the user
// name, after a CVS access method), wrapped as text carries URLs, maybe
// broken across lines inside the wrapper.
func genSecretCase(r *rand.Rand) secretCase {
	var c secretCase
	seps := []string{"", "/", "?", "#", "@", ":", "{", "|", "%40", "-", ";"}
	var secret string
	switch r.IntN(4) {
	case 0, 1: // a password, maybe holding delimiters
		n := 1 + r.IntN(3)
		for i := 0; i < n; i++ {
			p := genPiece(r, 4+r.IntN(6))
			c.pieces = append(c.pieces, p)
			if i > 0 {
				secret += seps[r.IntN(len(seps))]
			}
			secret += p
		}
		secret = []string{"alice", "u", "USER.name", "x_y"}[r.IntN(4)] + ":" + secret
	case 2: // an access token as the user name
		tok := []string{"ghp_", "glpat-", "xoxb-", ""}[r.IntN(4)] + genPiece(r, 40)
		c.pieces = append(c.pieces, tok[len(tok)-40:])
		secret = tok
	case 3: // a CVS access method, then a user and a password
		p := genPiece(r, 8)
		c.pieces = append(c.pieces, p)
		secret = ":pserver:anon:" + p
	}
	scheme := []string{"http", "https", "ftp", "HTTPS", "telnet", "git+ssh", "cvs"}[r.IntN(7)]
	hosts := []string{"host.example.org", "10.1.2.3", "[2001:db8::1]", "localhost", "xn--bcher-kva.example", "h"}
	if a := strings.IndexByte(secret, '@'); a >= 0 && strings.ContainsAny(secret[a:], "/?#") {
		// A password holding "@" and then "/", "?" or "#" reads as a site
		// and a path: only the host name after it ("u:p@ss/w@h.example")
		// tells that the "@" is the password's, and "u:p@ss/w@h" may as
		// well be a URL of host "ss" with "w@h" as its path.
		hosts = hosts[:len(hosts)-1]
	}
	host := hosts[r.IntN(len(hosts))]
	if r.IntN(3) == 0 {
		host += ":" + []string{"8080", "21", "", "0"}[r.IntN(4)]
	}
	path := []string{"", "/", "/a/b.html", "/p?q=1#f", "/with space", "/x{y}", "/~u/%7e/"}[r.IntN(7)]
	c.url = scheme + "://" + secret + "@" + host + path

	// Wrap it, and maybe break it across lines where the wrapper allows.
	u := c.url
	open, close := []string{"<", "<URL:", "\"", "(", "", " ", "«"}[r.IntN(7)], ""
	switch open {
	case "<", "<URL:":
		close = ">"
	case "\"":
		close = "\""
	case "(":
		close = ")"
	case "«":
		close = "»"
	}
	if close != ">" && strings.Contains(path, " ") {
		// A space ends a URL outside <...>: the secret is cut from its "@"
		// whatever comes next, and reads as a host and a port.
		u = strings.Replace(u, " ", "%20", 1)
	}
	if close != "" && close != ")" && r.IntN(2) == 0 && len(u) > 2 {
		at := 1 + r.IntN(len(u)-1)
		if fa, la := strings.Index(u, "@"), strings.LastIndex(c.url[:len(scheme)+3+len(secret)+1], "@"); fa < at && at <= la {
			// A line break after an "@" of a password that holds "@" leaves
			// a line that reads as a whole site ("u:p@ss"); where the URL
			// falls back to a bare one (a space in it), nothing can tell
			// the rest of the password from a host name.
			at = fa
		}
		brk := []string{"\n", "\n  ", "\r\n\t", "-\n"}[r.IntN(4)]
		u = u[:at] + brk + u[at:]
	}
	if (close == "" || open == " ") && r.IntN(3) == 0 {
		// A bare URL wrapped where a mail client fills its lines: inside
		// the secret, cut from its "@".
		lo := strings.Index(u, "//") + 2
		hi := strings.LastIndex(u[:lo+len(secret)], "@")
		if lo+1 < hi {
			at := lo + 1 + r.IntN(hi-lo-1)
			u = u[:at] + "\n" + u[at:]
		}
	}
	before := []string{"see ", "", "Clone: ", "x = \"", "- ", "\t"}[r.IntN(6)]
	after := []string{".", "", " now", ",", "\"", ";\n"}[r.IntN(6)]
	c.text = "Intro line.\n" + before + open + u + close + after + "\nlast line\n"
	return c
}

// leaked returns the first piece of the secret that out holds, or "".
// A line break inside the wrapper may cut a piece, so the test looks for
// every run of four characters of each piece.
func (c *secretCase) leaked(out []byte) string {
	for _, p := range c.pieces {
		for i := 0; i+4 <= len(p); i++ {
			if bytes.Contains(out, []byte(p[i:i+4])) {
				return p[i : i+4]
			}
		}
	}
	return ""
}

// TestNoSecretInAnyOutput is the promise that a secret is never printed:
// for generated URLs with secrets in every place a secret stands, wrapped
// and broken across lines as text carries them, no command in any format,
// nor any message on standard error, holds a piece of the secret.
func TestNoSecretInAnyOutput(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 60
	}
	r := rand.New(rand.NewPCG(9, 13))
	dir := t.TempDir()
	for i := 0; i < n; i++ {
		c := genSecretCase(r)
		file := filepath.Join(dir, fmt.Sprintf("in%d.txt", i))
		if err := os.WriteFile(file, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		fixme := filepath.Join(dir, fmt.Sprintf("fix%d.txt", i))
		if err := os.WriteFile(fixme, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		mail := filepath.Join(dir, fmt.Sprintf("mail%d.eml", i))
		if err := os.WriteFile(mail, []byte(qpMessage(c.text)), 0o644); err != nil {
			t.Fatal(err)
		}
		runs := [][]string{
			{"extract", file},
			{"extract", "--format", "line", "--hyphen", "both", file},
			{"extract", "--format", "json", "--base", "https://h/", "--abbreviated", file},
			{"extract", "--format", "json", mail},
			{"extract", "--unique", "--null", file, mail},
			{"lint", "--fail-level", "none", file, mail},
			{"lint", "--fail-level", "none", "--format", "json", file},
			{"lint", "--fail-level", "none", "--format", "sarif", file},
			{"lint", "--fail-level", "none", "--format", "github", "--color", "always", file},
			{"lint", "--fail-level", "none", "--fix", "--diff", file},
			{"lint", "--fail-level", "none", "--format", "json", "--fix", fixme},
			{"parse", c.url},
			{"parse", "--format", "json", c.url},
			{"resolve", "--base", c.url, "../x", "?q", "//other/"},
			{"resolve", "--base", "http://h/a/b", "--profile", "any", c.url},
			{"resolve", "--base", "relative/" + c.url, "x"},
			{"explain", c.url},
			{"lint", "--fail-level", "none", "--disable", c.url, file},
			{"extract", "--base", c.url, file},
			{"extract", "--scheme", c.url, file},
			{c.url},
		}
		for _, args := range runs {
			var stdout, stderr bytes.Buffer
			run(append([]string{"urlsift"}, args...), strings.NewReader(c.text), &stdout, &stderr)
			if p := c.leaked(stdout.Bytes()); p != "" {
				t.Fatalf("urlsift %q on %q: standard output holds %q of the secret:\n%s", args, c.text, p, stdout.Bytes())
			}
			if p := c.leaked(stderr.Bytes()); p != "" {
				t.Fatalf("urlsift %q on %q: standard error holds %q of the secret:\n%s", args, c.text, p, stderr.Bytes())
			}
		}
		// parse - reads the URL from standard input.
		var stdout, stderr bytes.Buffer
		run([]string{"urlsift", "parse", "-"}, strings.NewReader(c.url+"\n"), &stdout, &stderr)
		if p := c.leaked(append(stdout.Bytes(), stderr.Bytes()...)); p != "" {
			t.Fatalf("parse - of %q: output holds %q of the secret:\n%s%s", c.url, p, stdout.Bytes(), stderr.Bytes())
		}
	}
}

// qpMessage wraps text as the quoted-printable body of a mail message,
// with a soft line break every 20 characters, so that the secret is cut in
// the file and whole only once decoded.
func qpMessage(text string) string {
	var b strings.Builder
	b.WriteString("From: a@example.org\nMessage-ID: <m1@example.org>\nMIME-Version: 1.0\n")
	b.WriteString("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n")
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		line = strings.ReplaceAll(line, "=", "=3D")
		for len(line) > 20 {
			b.WriteString(line[:20] + "=\n")
			line = line[20:]
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}
