package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var lspNameSeed = flag.Uint64("lspnameseed", 6101, "seed of TestLSPUntrustedConfigNameMasked's names")

// TestLSPUntrustedConfigNameMasked: the language server's warning for a
// configuration file others may write names the file on standard error;
// a directory saved under a URL's own name, cleaned of the second "/" of
// its "://" (review59 N10's shape), holds a password there, which the
// warning hides as the diagnostic at the top of the document does
// (review61 F1: the warning was written to standard error directly,
// not through the server's masked log: dbcaba8 printed 12 of 12).
// Passwords are drawn from every printable byte a file name may hold.
func TestLSPUntrustedConfigNameMasked(t *testing.T) {
	r := rand.New(rand.NewPCG(*lspNameSeed, 61))
	const n = 12
	shown := 0
	for i := range n {
		pw := drawNamePassword(r)
		root := t.TempDir()
		dir := filepath.Join(root, []string{"ftp:", "postgres:", "https:"}[r.IntN(3)], "deploy:"+pw+"@db.corp.net")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		text := "see http://example.net/a|b\n"
		doc := filepath.Join(dir, "doc.txt")
		if err := os.WriteFile(doc, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		cfg := filepath.Join(dir, "urlsift.toml")
		if err := os.WriteFile(cfg, []byte("fail-level = \"error\"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(cfg, 0o666); err != nil { // others may write it
			t.Fatal(err)
		}
		uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(doc)}).String()
		in := lspFrame(
			map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{}},
			map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
				"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": text}}},
			map[string]any{"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
			map[string]any{"jsonrpc": "2.0", "method": "exit"},
		)
		var out, errOut bytes.Buffer
		if code := run([]string{"urlsift", "lsp", "--debounce", "0"}, bytes.NewReader(in), &out, &errOut); code != 0 {
			t.Fatalf("urlsift lsp exited %d: %s", code, errOut.String())
		}
		if !strings.Contains(errOut.String(), "writable") {
			t.Fatalf("case %d: no warning for the configuration file others may write: %q", i, errOut.String())
		}
		// The document's URI is the client's own name for it, echoed in
		// each reply about it (publishDiagnostics' "uri"): all else of
		// standard output and standard error is searched.
		// The password is searched as written, as a URI escapes it, and
		// as JSON does ("<" is "\u003c").
		rest := strings.ReplaceAll(out.String(), uri, "")
		js, _ := json.Marshal(pw)
		if strings.Contains(errOut.String(), pw) || strings.Contains(rest, pw) || strings.Contains(rest, url.PathEscape(pw)) ||
			strings.Contains(rest, string(js[1:len(js)-1])) {
			shown++
			t.Errorf("case %d: password %q shown: stderr %q", i, pw, errOut.String())
		}
	}
	t.Logf("seed %d: %d of %d passwords shown", *lspNameSeed, shown, n)
}

// drawNamePassword draws a password of 6-12 printable ASCII bytes a
// file name may hold (no "/"), its first a letter or digit, with a
// letter and a digit in it, not a word the rest of the path holds.
func drawNamePassword(r *rand.Rand) string {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	var b []byte
	b = append(b, alnum[r.IntN(len(alnum))])
	for n := 5 + r.IntN(7); n > 0; n-- {
		c := byte(0x21 + r.IntN(0x7e-0x21+1))
		if c == '/' || c == '@' {
			c = 'q'
		}
		b = append(b, c)
	}
	b = append(b, "Zx9"[r.IntN(3)], "0123456789"[r.IntN(10)])
	return string(b)
}
