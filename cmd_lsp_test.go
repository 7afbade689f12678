package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// lspFrame frames messages as the base protocol does.
func lspFrame(msgs ...any) []byte {
	var b bytes.Buffer
	for _, m := range msgs {
		body, _ := json.Marshal(m)
		fmt.Fprintf(&b, "Content-Length: %d\r\n\r\n%s", len(body), body)
	}
	return b.Bytes()
}

// lspRead reads the framed messages of a server's output.
func lspRead(t *testing.T, out []byte) []map[string]json.RawMessage {
	t.Helper()
	r := bufio.NewReader(bytes.NewReader(out))
	var msgs []map[string]json.RawMessage
	for {
		n := -1
		for {
			line, err := r.ReadString('\n')
			if err == io.EOF && line == "" && n < 0 {
				return msgs
			}
			if err != nil {
				t.Fatalf("reading the server's output: %v", err)
			}
			line = strings.TrimRight(line, "\r\n")
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(r, body); err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs, m)
	}
}

// lspDiagnostic is a diagnostic the server published, with its document.
type lspDiagnostic struct {
	URI   string
	Range struct {
		Start, End struct{ Line, Character int }
	}
	Severity      int
	Code, Message string
}

// lspDiagnostics returns the diagnostics of every publishDiagnostics
// notification of a server's output, in order.
func lspDiagnostics(t *testing.T, out []byte) []lspDiagnostic {
	t.Helper()
	var ds []lspDiagnostic
	for _, m := range lspRead(t, out) {
		if string(m["method"]) != `"textDocument/publishDiagnostics"` {
			continue
		}
		var p struct {
			URI         string
			Diagnostics []lspDiagnostic
		}
		if err := json.Unmarshal(m["params"], &p); err != nil {
			t.Fatal(err)
		}
		for _, d := range p.Diagnostics {
			d.URI = p.URI
			ds = append(ds, d)
		}
	}
	return ds
}

// TestLSPMatchesLint runs `urlsift lsp` and `urlsift lint --format json` on
// the same files and checks that the diagnostics are exactly lint's
// findings: rule, severity, message and position (UTF-8 positions, which
// are lint's byte columns less one), with the configuration file found from
// the document's directory and suppression comments.
func TestLSPMatchesLint(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"plain.txt": "see http://example.net/a|b and http://admin:hunter2@host.example.com:8080/x\n" +
			"<URL:http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARN-\n   ING>\n" +
			"http://h.example.com/%7euser http://h.example.com/a b urlsift:ignore unwise-character\n",
		"bom.txt":            "\ufeffcafé 😀 http://example.net/a|b\n",
		"conf/sub/c.txt":     "http://example.net/a|b http://h.example.com/%7e\n",
		"conf/.urlsift.toml": "disable = [\"unwise-character\"]\n",
		"mail.eml": "From: a@example.com\r\nTo: b@example.com\r\nSubject: x\r\nMessage-ID: <m1@example.com>\r\n" +
			"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" +
			"Go to http://example.net/a|b and http://h.exam=\r\nple.com/%7e now\r\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"plain.txt", "bom.txt", "conf/sub/c.txt", "mail.eml"} {
		t.Run(name, func(t *testing.T) {
			abs := filepath.Join(dir, filepath.FromSlash(name))
			// lint looks for the configuration from the current directory,
			// the server from the document's: run lint where the file is.
			t.Chdir(filepath.Dir(abs))
			var lintOut, lintErr bytes.Buffer
			run([]string{"urlsift", "lint", "--info", "--format", "json", "--fail-level", "none", filepath.Base(abs)}, nil, &lintOut, &lintErr)
			var want []string
			for _, line := range strings.Split(strings.TrimSpace(lintOut.String()), "\n") {
				if line == "" {
					continue
				}
				var f struct {
					Line, Column            int
					EndLine                 int `json:"end_line"`
					EndColumn               int `json:"end_column"`
					Severity, Rule, Message string
				}
				if err := json.Unmarshal([]byte(line), &f); err != nil {
					t.Fatal(err)
				}
				want = append(want, fmt.Sprintf("%d:%d-%d:%d %s %s %s", f.Line, f.Column, f.EndLine, f.EndColumn, f.Severity, f.Rule, f.Message))
			}
			if len(want) == 0 {
				t.Fatalf("lint found nothing in %s: the test checks nothing (%s)", name, lintErr.String())
			}
			uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
			text, _ := os.ReadFile(abs)
			in := lspFrame(
				map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
					"capabilities": map[string]any{"general": map[string]any{"positionEncodings": []string{"utf-8"}}}}},
				map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
					"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": string(text)}}},
				map[string]any{"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
				map[string]any{"jsonrpc": "2.0", "method": "exit"},
			)
			var out, errOut bytes.Buffer
			if code := run([]string{"urlsift", "lsp", "--debounce", "0"}, bytes.NewReader(in), &out, &errOut); code != 0 {
				t.Fatalf("urlsift lsp exited %d: %s", code, errOut.String())
			}
			sev := map[int]string{1: "error", 2: "warning", 3: "info"}
			var got []string
			for _, d := range lspDiagnostics(t, out.Bytes()) {
				got = append(got, fmt.Sprintf("%d:%d-%d:%d %s %s %s", d.Range.Start.Line+1, d.Range.Start.Character+1,
					d.Range.End.Line+1, d.Range.End.Character+1, sev[d.Severity], d.Code, d.Message))
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("lsp diagnostics:\n%s\nlint findings:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// TestLSPConfigDiagnostic checks that a configuration that cannot be used
// is shown to the client as a diagnostic on the document's first
// character, not only as a message: an error for a broken file (and the
// document is not linted, as lint would not run), a warning for a file
// that is ignored (and the document is linted without it).
func TestLSPConfigDiagnostic(t *testing.T) {
	dir := t.TempDir()
	text := "see http://example.net/a|b\n"
	write := func(name, data string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	broken := write("broken/doc.txt", text, 0o644)
	write("broken/urlsift.toml", "enable = [\"unwise-charcter\"]\n", 0o644)
	ignored := write("open/doc.txt", text, 0o644)
	write("open/urlsift.toml", "disable = [\"all\"]\n", 0o644)
	if err := os.Chmod(filepath.Join(dir, "open"), 0o777); err != nil { // others may write the directory
		t.Fatal(err)
	}
	uri := func(p string) string { return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String() }
	open := func(id int, p string) map[string]any {
		return map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
			"textDocument": map[string]any{"uri": uri(p), "languageId": "plaintext", "version": id, "text": text}}}
	}
	in := lspFrame(
		map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{}},
		open(1, broken), open(1, ignored),
		map[string]any{"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
		map[string]any{"jsonrpc": "2.0", "method": "exit"},
	)
	var out, errOut bytes.Buffer
	if code := run([]string{"urlsift", "lsp", "--debounce", "0"}, bytes.NewReader(in), &out, &errOut); code != 0 {
		t.Fatalf("urlsift lsp exited %d: %s", code, errOut.String())
	}
	got := map[string][]string{}
	for _, d := range lspDiagnostics(t, out.Bytes()) {
		got[d.URI] = append(got[d.URI], fmt.Sprintf("%d:%d-%d:%d %d %s %s", d.Range.Start.Line, d.Range.Start.Character,
			d.Range.End.Line, d.Range.End.Character, d.Severity, d.Code, d.Message))
	}
	b := got[uri(broken)]
	if len(b) != 1 || !strings.HasPrefix(b[0], "0:0-0:0 1 configuration ") || !strings.Contains(b[0], filepath.Join(dir, "broken", "urlsift.toml")) ||
		!strings.Contains(b[0], `unknown rule "unwise-charcter" (did you mean unwise-character?)`) {
		t.Errorf("broken configuration: diagnostics %q, want one error at 0:0 naming the file and the rule", b)
	}
	o := got[uri(ignored)]
	if len(o) != 2 || !strings.HasPrefix(o[0], "0:0-0:0 2 configuration configuration file ") || !strings.Contains(o[0], "ignored") ||
		!strings.Contains(o[1], " 2 unwise-character ") {
		t.Errorf("ignored configuration: diagnostics %q, want a warning at 0:0, then the finding its disable = [\"all\"] would have silenced", o)
	}
}
