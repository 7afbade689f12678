package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var pipeFlags = newGenFlags("TestFixShellPipes", "fpipe", "run", 600, 150, 5233, false)

// pipeFetchers are commands that fetch a URL and write it out, with
// their flags (and a drawn word: the rule reads no fetcher's name).
var pipeFetchers = []string{"curl", "curl -s", "curl -sSL", "curl -fsSL", "curl -L --compressed", "curl -H 'Accept: application/json'",
	"wget -qO-", "wget -O -", "http GET", "https", "fetch -o -", "lynx -dump", "w3m -dump", "links -dump", "aria2c -o /dev/stdout",
	"gh api -H 'Accept: text/plain'", "xh -b", "busybox wget -O-", "python3 -m httpie"} // (a name of two bytes without a flag, "xh URL|cmd", is the rule's price)

// pipeCommands are commands a URL's output is piped to.
var pipeCommands = []string{"jq", "jq -r '.items[]'", "tar xz", "tar -xzf -", "sh", "bash", "bash -s -- --yes", "zsh", "python3", "python3 -",
	"node", "grep -v foo", "grep -E '^a|b$'", "sed 's/a/b/'", "awk '{print $1}'", "head -n 5", "tail -1", "sort", "sort|uniq -c", "uniq", "wc -l",
	"tee out.txt", "sudo tee /etc/apt/sources.list.d/x.list", "sudo bash", "sudo -E bash -", "xargs -n1 echo", "gunzip", "gzip -d", "base64 -d",
	"openssl x509 -noout -text", "psql -d app", "mysql -u root", "kubectl apply -f -", "docker load", "less", "cat", "cut -d, -f2",
	"tr -d '\\r'", "xmllint --format -", "yq e '.a'", "json_pp", "column -t", "git-lfs", "c++filt", "./install.sh", "/usr/bin/env bash",
	"~/bin/setup", "/bin/sh -s", "gpg --dearmor", "apt-key add -", "sha256sum -c", "pv", "zcat", "bzip2 -dc", "xz -d", "unzip -", "perl -e 'print'"}

// pipeURL draws a URL a command line fetches: a scheme, a host, a path
// over the bytes of a path (unreserved, sub-delims, escapes, some a fix
// changes: "%7E", a default port), no "|" nor white space.
func pipeFetchURL(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString([]string{"https://", "http://", "ftp://", "HTTPS://"}[r.IntN(4)])
	b.WriteString([]string{"api.example.com", "get.example.org", "raw.githubusercontent.com", "10.0.0.7", "localhost", "h", "dl.example.net"}[r.IntN(7)])
	b.WriteString([]string{"", "", ":80", ":443", ":8080"}[r.IntN(5)])
	const path = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@"
	for range 1 + r.IntN(4) {
		b.WriteByte('/')
		for range r.IntN(8) {
			switch r.IntN(8) {
			case 0:
				b.WriteString([]string{"%7E", "%41", "%2F", "%20", "%7e"}[r.IntN(5)])
			default:
				b.WriteByte(path[r.IntN(len(path))])
			}
		}
	}
	if r.IntN(3) == 0 {
		b.WriteString("?" + []string{"a=1", "q=x&b=2", "raw=true", "v=1.2"}[r.IntN(4)])
	}
	return b.String()
}

// pipeCommand draws a command a URL is piped to: a known one, or a drawn
// name (letters, digits, "-", "_", ".", "+"; or a path to one) with
// arguments.
func pipeCommand(r *rand.Rand) string {
	if r.IntN(3) > 0 {
		return pipeCommands[r.IntN(len(pipeCommands))]
	}
	const first, rest = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_", "abcdefghijklmnopqrstuvwxyz0123456789-_.+"
	var b strings.Builder
	b.WriteString([]string{"", "", "", "/usr/local/bin/", "./", "~/.local/bin/"}[r.IntN(6)])
	b.WriteByte(first[r.IntN(len(first))])
	for range r.IntN(9) {
		b.WriteByte(rest[r.IntN(len(rest))])
	}
	b.WriteString([]string{"", "", " .", " -", " -x", " --flag=1", " > out", " 2>&1", " && echo ok", " ; echo done"}[r.IntN(10)])
	return b.String()
}

// pipeContexts are the places a command line stands in a file: its name
// and the text around it (CMD is the command line).
var pipeContexts = []struct{ name, text string }{
	{"ci.yml", "steps:\n  - run: CMD\n"},
	{"ci.yml", "jobs:\n  build:\n    steps:\n      - name: get\n        run: |\n          CMD\n"},
	{".gitlab-ci.yml", "job:\n  script:\n    - CMD\n"},
	{"t.md", "Run `CMD` to see it.\n"},
	{"t.md", "```sh\nCMD\n```\n"},
	{"t.md", "Install:\n\n    CMD\n"},
	{"t.md", "$ CMD\n"},
	{"t.rst", "Run ``CMD`` now.\n"},
	{"t.rst", ".. code-block:: sh\n\n   CMD\n"},
	{"t.toml", "cmd = \"CMD\"\n"},
	{"config.json", "{\"cmd\": \"CMD\"}\n"},
	{"package.json", "{\n  \"scripts\": {\n    \"setup\": \"CMD\"\n  }\n}\n"},
	{"x.service", "[Service]\nExecStart=/bin/sh -c \"CMD\"\n"},
	{"crontab", "0 * * * * CMD\n"},
	{"Dockerfile", "RUN CMD\n"},
	{"Makefile", "setup:\n\tCMD\n"},
	{"install.sh", "#!/bin/sh\nCMD\n"},
	{"notes.txt", "Then CMD and wait.\n"},
	{"README", "To install it: CMD\n"},
	{"x.py", "# CMD\nimport os\n"},
	{"x.go", "// CMD\npackage x\n"},
	{"x.html", "<pre>CMD</pre>\n"},
	{"x.html", "<p>Run <code>CMD</code>.</p>\n"},
	{"x.tex", "Run \\texttt{CMD}.\n"},
	{"tox.ini", "[testenv]\ncommands = CMD\n"},
	{".bashrc", "alias setup='CMD'\n"},
	{"Vagrantfile", "config.vm.provision \"shell\", inline: \"CMD\"\n"},
	{"justfile", "setup:\n    CMD\n"},
	{"x.txt", "CMD\n"},
}

// TestFixShellPipes: --fix never escapes a shell's pipe glued to a URL
// (review55 N5): `curl -s https://api.example.com/x|jq .` became
// "...x%7Cjq ." in a CI step (the step fetched another URL and ran no
// jq), in Markdown's and reStructuredText's inline code, a TOML string,
// systemd's ExecStart and prose. Drawn: a fetching command (curl, wget,
// httpie... with flags), a URL over a path's bytes (some a fix changes:
// "%7E", a default port), a "|" glued to it and a command (a known one
// with its arguments, or a drawn name or path to one, with arguments,
// pipes after it; or no command before the URL and a known one of three
// bytes or more, or a path to one, after it: an unknown or short name
// piped from a URL after no command nor flag is the rule's price, read as
// a path's "a|b", not drawn), in every place a
// command line stands (CI steps,
// Markdown, RST, TOML, JSON, systemd, crontab, Dockerfile, Makefile,
// shell, prose, comments, HTML, TeX, INI, an alias...), a file each, and
// a line of prose with a URL to fix apart from it. Fixed by the binary
// with the default rules and with every rule at every level: every pipe
// is there after as before ("|" and the command's text, counted).
func TestFixShellPipes(t *testing.T) {
	n, seed, _ := pipeFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x919e))
	type file struct{ name, text, pipe string }
	var files []file
	for k := range n {
		c := pipeContexts[r.IntN(len(pipeContexts))]
		fetch := pipeFetchers[r.IntN(len(pipeFetchers))]
		pipe := "|" + pipeCommand(r)
		switch r.IntN(6) {
		case 0: // a command of no list, and a flag
			fetch = fmt.Sprintf("get%d %s", r.IntN(10), []string{"-o-", "-s", "--quiet", "-O -", "-q --out=-", "-Lk"}[r.IntN(6)])
		case 1: // no command before the URL: a known one after it
			fetch = []string{"Pipe it:", "Or", "then", "", "url", "See"}[r.IntN(6)]
			pipe = "|" + []string{"bash", "tar xz", "python3 -", "sudo tee /etc/x", "psql -d app", "/usr/bin/env bash", "./install.sh", "~/bin/setup"}[r.IntN(8)]
		}
		if strings.ContainsAny(c.text, "\"") && strings.Contains(c.text, "\"CMD\"") {
			pipe = strings.ReplaceAll(pipe, "\"", "'") // (a command line in a string of double quotes)
		}
		cmd := strings.TrimLeft(fetch+" ", " ") + pipeFetchURL(r) + pipe
		text := strings.Replace(c.text, "CMD", cmd, 1)
		if r.IntN(2) == 0 {
			// A URL to fix, apart from the command line.
			text += "\n\n\n\n\nSee http://example.com/%7Euser/a^b for more.\n"
		}
		files = append(files, file{fmt.Sprintf("%03d/%s", k, c.name), text, pipe})
	}
	for _, set := range []struct {
		label string
		args  []string
	}{
		{"default rules", nil},
		{"every rule", []string{"--enable", "all", "--fix-level", "info"}},
	} {
		dir := t.TempDir()
		for _, f := range files {
			writeGen(t, f.name, []byte(f.text), dir)
		}
		if set.args == nil {
			keepGenerated(t, dir)
		}
		lintFix(t, dir, true, append(append([]string{"--hidden"}, set.args...), ".")...)
		changed, broken := 0, 0
		for _, f := range files {
			b, err := os.ReadFile(filepath.Join(dir, f.name))
			if err != nil {
				t.Fatal(err)
			}
			got := string(b)
			if got != f.text {
				changed++
			}
			if strings.Count(got, f.pipe) < strings.Count(f.text, f.pipe) {
				broken++
				if broken <= 5 {
					t.Errorf("%s (%s): the pipe %q is gone:\n  before: %q\n  after:  %q", f.name, set.label, f.pipe, f.text, got)
				}
			}
		}
		t.Logf("seed %d, %s: %d of %d files changed by --fix; %d lose a pipe", seed, set.label, changed, len(files), broken)
		if changed == 0 {
			t.Errorf("%s: no file fixed: the test cannot tell", set.label)
		}
	}
}
