package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// session runs a server over a fixed input stream to its end and returns
// every message it wrote and what Run returned.
func session(t testing.TB, o Options, msgs ...any) ([]message, error) {
	t.Helper()
	var in bytes.Buffer
	for _, m := range msgs {
		var body []byte
		switch m := m.(type) {
		case string:
			body = []byte(m) // raw, possibly malformed
		default:
			var err error
			body, err = json.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
		}
		fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n", len(body))
		in.Write(body)
	}
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err := New(&in, &out, o).Run(ctx)
	if err == context.DeadlineExceeded {
		t.Fatal("server did not stop at the end of its input")
	}
	return readAll(t, out.Bytes()), err
}

// readAll parses the server's output, which must be well-framed JSON-RPC.
func readAll(t testing.TB, b []byte) []message {
	t.Helper()
	r := newReader(bytes.NewReader(b), 1<<30)
	var out []message
	for {
		body, err := r.read()
		if err != nil {
			if len(out) >= 0 && err.Error() == "EOF" {
				return out
			}
			t.Fatalf("server output is not framed: %v", err)
		}
		var m message
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatalf("server wrote invalid JSON %q: %v", body, err)
		}
		if m.JSONRPC != "2.0" {
			t.Fatalf("message without jsonrpc 2.0: %s", body)
		}
		out = append(out, m)
	}
}

func req(id int, method string, params any) map[string]any {
	return map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params}
}

func note(method string, params any) map[string]any {
	return map[string]any{"jsonrpc": "2.0", "method": method, "params": params}
}

func initialize(id int, encodings ...string) map[string]any {
	return req(id, "initialize", map[string]any{
		"capabilities": map[string]any{"general": map[string]any{"positionEncodings": encodings}},
	})
}

func open(uri, text string) map[string]any {
	return note("textDocument/didOpen", map[string]any{"textDocument": map[string]any{
		"uri": uri, "languageId": "plaintext", "version": 1, "text": text,
	}})
}

func docParams(uri string, extra map[string]any) map[string]any {
	p := map[string]any{"textDocument": map[string]any{"uri": uri}}
	for k, v := range extra {
		p[k] = v
	}
	return p
}

var shutdownExit = []any{req(999, "shutdown", nil), note("exit", nil)}

func response(t testing.TB, msgs []message, id int) message {
	t.Helper()
	var found []message
	for _, m := range msgs {
		if string(m.ID) == fmt.Sprint(id) && m.Method == "" {
			found = append(found, m)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d responses to request %d, want 1", len(found), id)
	}
	return found[0]
}

type diag struct {
	Range    Range  `json:"range"`
	Severity int    `json:"severity"`
	Code     string `json:"code"`
	Message  string `json:"message"`
}

// diagnostics returns the last diagnostics published for uri.
func diagnostics(t testing.TB, msgs []message, uri string) ([]diag, int) {
	t.Helper()
	var last []diag
	n := 0
	for _, m := range msgs {
		if m.Method != "textDocument/publishDiagnostics" {
			continue
		}
		var p struct {
			URI         string `json:"uri"`
			Diagnostics []diag `json:"diagnostics"`
		}
		if err := json.Unmarshal(m.Params, &p); err != nil {
			t.Fatal(err)
		}
		if p.URI == uri {
			last, n = p.Diagnostics, n+1
		}
	}
	return last, n
}

const doc = "file:///tmp/notes.txt"

func TestLifecycle(t *testing.T) {
	msgs, err := session(t, Options{},
		req(1, "textDocument/hover", docParams(doc, nil)), // before initialize
		initialize(2),
		note("initialized", map[string]any{}),
		req(3, "no/such/method", map[string]any{}),
		note("no/such/notification", nil),
		`{"jsonrpc":"2.0","id":4,"method":`, // malformed
		req(5, "textDocument/hover", docParams("file:///not/open", map[string]any{"position": Position{}})),
		req(6, "textDocument/didOpen", "not an object"),
		req(7, "shutdown", nil),
		req(8, "textDocument/documentLink", docParams(doc, nil)),
		note("exit", nil),
		req(9, "shutdown", nil), // after exit: never read
	)
	if err != nil {
		t.Fatalf("Run = %v, want nil after shutdown and exit", err)
	}
	wantCode := map[int]int{1: codeServerNotInitialized, 3: codeMethodNotFound, 5: codeInvalidParams, 6: codeInvalidParams, 8: codeInvalidRequest}
	for id, code := range wantCode {
		m := response(t, msgs, id)
		if m.Error == nil || m.Error.Code != code {
			t.Errorf("request %d: error %+v, want code %d", id, m.Error, code)
		}
	}
	for _, id := range []int{2, 7} {
		if m := response(t, msgs, id); m.Error != nil {
			t.Errorf("request %d: %v", id, m.Error)
		}
	}
	nullErrors := 0
	for _, m := range msgs {
		if string(m.ID) == "null" && m.Error != nil && m.Error.Code == codeParseError {
			nullErrors++
		}
	}
	if nullErrors != 1 {
		t.Errorf("%d parse errors with a null id, want 1", nullErrors)
	}
	for _, m := range msgs {
		if string(m.ID) == "9" {
			t.Error("the server answered after exit")
		}
	}
}

func TestExitWithoutShutdown(t *testing.T) {
	if _, err := session(t, Options{}, initialize(1), note("exit", nil)); err != ErrNoShutdown {
		t.Errorf("exit without shutdown: Run = %v, want ErrNoShutdown", err)
	}
	if _, err := session(t, Options{}, initialize(1)); err != ErrNoShutdown {
		t.Errorf("input closed without shutdown: Run = %v, want ErrNoShutdown", err)
	}
	if _, err := session(t, Options{}, initialize(1), req(2, "shutdown", nil)); err != nil {
		t.Errorf("input closed after shutdown: Run = %v, want nil", err)
	}
}

func TestEncodingNegotiated(t *testing.T) {
	text := "😀 http://example.net/a|b\n"
	for _, tt := range []struct {
		offered []string
		want    string
		col     int // of "|"
	}{
		{nil, EncodingUTF16, 23},
		{[]string{"utf-32", "utf-16"}, EncodingUTF16, 23},
		{[]string{"utf-16", "utf-8"}, EncodingUTF8, 25},
	} {
		msgs, _ := session(t, Options{}, append([]any{initialize(1, tt.offered...), open(doc, text)}, shutdownExit...)...)
		var res struct {
			Capabilities struct {
				PositionEncoding string `json:"positionEncoding"`
			} `json:"capabilities"`
		}
		if err := json.Unmarshal(response(t, msgs, 1).Result, &res); err != nil {
			t.Fatal(err)
		}
		if res.Capabilities.PositionEncoding != tt.want {
			t.Errorf("offered %v: chose %q, want %q", tt.offered, res.Capabilities.PositionEncoding, tt.want)
		}
		ds, _ := diagnostics(t, msgs, doc)
		if len(ds) != 1 || ds[0].Code != "unwise-character" || ds[0].Range.Start != (Position{0, tt.col}) {
			t.Errorf("offered %v: diagnostics %+v, want unwise-character at 0:%d", tt.offered, ds, tt.col)
		}
	}
}

// TestIncrementalChange checks that incremental changes give the same
// diagnostics as the whole new text sent at once.
func TestIncrementalChange(t *testing.T) {
	before := "first http://example.net/a|b\nsecond 😀 http://x.example/%7e\n"
	after := "first http://example.net/ab\nsecond 😀 http://x.example/%7e and ftp://h/{x}\n"
	change := func(version int, changes ...map[string]any) map[string]any {
		return note("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": doc, "version": version},
			"contentChanges": changes,
		})
	}
	rng := func(l1, c1, l2, c2 int) Range { return Range{Position{l1, c1}, Position{l2, c2}} }
	inc, _ := session(t, Options{}, append([]any{initialize(1), open(doc, before),
		change(2, map[string]any{"range": rng(0, 26, 0, 27), "text": ""}),
		change(3, map[string]any{"range": rng(1, 30, 1, 30), "text": " and ftp://h/{x}"}),
	}, shutdownExit...)...)
	full, _ := session(t, Options{}, append([]any{initialize(1), open(doc, after)}, shutdownExit...)...)
	got, n := diagnostics(t, inc, doc)
	want, _ := diagnostics(t, full, doc)
	if n != 3 {
		t.Errorf("%d publications, want 3 (open and two changes, no debounce)", n)
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || len(want) == 0 {
		t.Errorf("after incremental changes:\n%+v\nwant (whole text):\n%+v", got, want)
	}
}

// TestDebounce: with a long debounce, changes publish nothing until the
// pause ends; requests are still answered at once, from the new text.
func TestDebounce(t *testing.T) {
	msgs, _ := session(t, Options{Debounce: time.Hour}, initialize(1), open(doc, "http://example.net/a|b\n"),
		note("textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": doc, "version": 2},
			"contentChanges": []any{map[string]any{"text": "http://example.net/ab http://example.net/c|d\n"}},
		}),
		req(2, "textDocument/documentLink", docParams(doc, nil)),
		req(3, "shutdown", nil), note("exit", nil))
	if _, n := diagnostics(t, msgs, doc); n != 1 {
		t.Errorf("%d publications, want 1 (the open; the change waits for the pause)", n)
	}
	var links []map[string]any
	json.Unmarshal(response(t, msgs, 2).Result, &links)
	if len(links) != 2 {
		t.Errorf("links %v: want the 2 URLs of the changed text", links)
	}
}

func TestCancel(t *testing.T) {
	msgs, _ := session(t, Options{}, initialize(1), open(doc, "http://example.net/\n"),
		note("$/cancelRequest", map[string]any{"id": 2}),
		req(2, "textDocument/documentLink", docParams(doc, nil)),
		req(3, "textDocument/documentLink", docParams(doc, nil)),
		req(4, "shutdown", nil), note("exit", nil))
	if m := response(t, msgs, 2); m.Error == nil || m.Error.Code != codeRequestCancelled {
		t.Errorf("cancelled request: %+v, want RequestCancelled", m)
	}
	if m := response(t, msgs, 3); m.Error != nil {
		t.Errorf("request 3: %v", m.Error)
	}
}

func TestDocumentLinksAndHover(t *testing.T) {
	text := "Read <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARN-\n     ING> and\n<URL:http://example.org/a\n b/c> or <../rel/doc.html> and\nhttps://admin:s3cr3t@example.net/x\n"
	msgs, _ := session(t, Options{}, append([]any{initialize(1), open("file:///home/u/docs/notes.txt", text),
		req(2, "textDocument/documentLink", docParams("file:///home/u/docs/notes.txt", nil)),
		req(3, "textDocument/hover", docParams("file:///home/u/docs/notes.txt", map[string]any{"position": Position{1, 6}})),
		req(4, "textDocument/hover", docParams("file:///home/u/docs/notes.txt", map[string]any{"position": Position{1, 12}})),
	}, shutdownExit...)...)
	links := documentLinks(t, msgs, 2)
	want := []struct {
		r      Range
		target string
	}{
		{Range{Position{0, 6}, Position{1, 8}}, "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARN-ING"},
		{Range{Position{2, 5}, Position{3, 4}}, "http://example.org/ab/c"},
		{Range{Position{3, 10}, Position{3, 25}}, "file:///home/u/rel/doc.html"},
		// The target is the URL as the document holds it: a masked one
		// would open another URL.
		{Range{Position{4, 0}, Position{4, 34}}, "https://admin:s3cr3t@example.net/x"},
	}
	if len(links) != len(want) {
		t.Fatalf("links %+v, want %d", links, len(want))
	}
	for i, w := range want {
		if links[i].Range != w.r || links[i].Target != w.target {
			t.Errorf("link %d = %+v, want %v %s", i, links[i], w.r, w.target)
		}
	}
	var h struct {
		Contents struct{ Kind, Value string } `json:"contents"`
		Range    Range                        `json:"range"`
	}
	if err := json.Unmarshal(response(t, msgs, 3).Result, &h); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"| host | `www.ics.uci.edu` |", "| fragment | `WARN-ING` |", "without it: `http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING`", "**Normal form**"} {
		if !strings.Contains(h.Contents.Value, s) {
			t.Errorf("hover lacks %q:\n%s", s, h.Contents.Value)
		}
	}
	if h.Range != want[0].r {
		t.Errorf("hover range %v, want %v", h.Range, want[0].r)
	}
	if r := response(t, msgs, 4); string(r.Result) != "null" {
		t.Errorf("hover off any URL = %s, want null", r.Result)
	}
}

// documentLink is one link of a textDocument/documentLink response.
type documentLink struct {
	Range  Range  `json:"range"`
	Target string `json:"target"`
}

// documentLinks decodes the links of the response to request id.
func documentLinks(t *testing.T, msgs []message, id int) []documentLink {
	t.Helper()
	var links []documentLink
	if err := json.Unmarshal(response(t, msgs, id).Result, &links); err != nil {
		t.Fatal(err)
	}
	return links
}

// TestDocumentLinksInMail: in a message, a link covers the URL as the
// file holds it (here broken by a quoted-printable soft line break) and
// targets the URL decoded, as `urlsift extract` reads it.
func TestDocumentLinksInMail(t *testing.T) {
	doc := "file:///home/u/mail/saved.eml"
	text := "From: kim@example.org\nMessage-ID: <m1@example.org>\nSubject: links\n" +
		"MIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" +
		"See http://example.com/a/very/long/path/that/the/encoder/broke/at/seventy=\n-six/columns?q=3Dx\n"
	msgs, _ := session(t, Options{}, append([]any{initialize(1), open(doc, text),
		req(2, "textDocument/documentLink", docParams(doc, nil)),
	}, shutdownExit...)...)
	links := documentLinks(t, msgs, 2)
	want := "http://example.com/a/very/long/path/that/the/encoder/broke/at/seventy-six/columns?q=x"
	if len(links) != 1 || links[0].Target != want || links[0].Range != (Range{Position{7, 4}, Position{8, 18}}) {
		t.Errorf("links %+v, want one to %s over 7:4-8:18", links, want)
	}
}

// TestNoSecretInOutput: a password, a token used as the user name and a
// password holding a "/" or cut by a line break never leave the server,
// but in a document link's target, the editor's own text.
func TestNoSecretInOutput(t *testing.T) {
	secrets := []string{"hunter2", "ghp_0123456789abcdefABCDEF0123456789abcd", "pa/ss", "s3cr3tword"}
	text := "http://admin:hunter2@example.net:99/a|b\n" +
		"https://ghp_0123456789abcdefABCDEF0123456789abcd@github.com/o/r.git\n" +
		"<ftp://bob:pa/ss@ftp.example.org/x%7e>\n" +
		"<http://carol:s3cr3t\n  word@host.example.com/p q>\n"
	var all []any
	all = append(all, initialize(1), open(doc, text), req(2, "textDocument/documentLink", docParams(doc, nil)),
		req(3, "textDocument/codeAction", docParams(doc, map[string]any{"range": Range{Position{0, 0}, Position{9, 0}}, "context": map[string]any{"diagnostics": []any{}}})))
	for l := 0; l < 5; l++ {
		for c := 0; c < 40; c += 3 {
			all = append(all, req(100+l*100+c, "textDocument/hover", docParams(doc, map[string]any{"position": Position{l, c}})))
		}
	}
	msgs, _ := session(t, Options{}, append(all, shutdownExit...)...)
	links := documentLinks(t, msgs, 2)
	if len(links) != 4 || links[0].Target != "http://admin:hunter2@example.net:99/a|b" {
		t.Errorf("links %+v: want 4, the first to the URL as written", links)
	}
	var kept []message
	for _, m := range msgs {
		if string(m.ID) != "2" {
			kept = append(kept, m)
		}
	}
	out, _ := json.Marshal(kept)
	for _, s := range secrets {
		if bytes.Contains(out, []byte(s)) {
			t.Errorf("secret %q in the server's output", s)
		}
	}
	if !bytes.Contains(out, []byte("***")) {
		t.Error("no masked password in the output: the test checks nothing")
	}
}

func TestMalformedFraming(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader("Content-Length: 5\r\n\r\n{\"a\":Content-Length: x\r\n\r\n")
	err := New(in, &out, Options{}).Run(context.Background())
	if err == nil {
		t.Error("Run = nil on a broken header, want an error")
	}
	in = strings.NewReader(strings.Repeat("x", 1<<20))
	if err := New(in, &out, Options{}).Run(context.Background()); err == nil {
		t.Error("Run = nil on a megabyte without a line break, want an error")
	}
}

func TestTooLarge(t *testing.T) {
	big := strings.Repeat("http://example.net/a|b ", 100)
	msgs, _ := session(t, Options{MaxDocument: 1000}, append([]any{initialize(1), open(doc, big),
		req(2, "textDocument/documentLink", docParams(doc, nil))}, shutdownExit...)...)
	if ds, _ := diagnostics(t, msgs, doc); len(ds) != 0 {
		t.Errorf("%d diagnostics for a document over the limit, want none", len(ds))
	}
	warned := false
	for _, m := range msgs {
		if m.Method == "window/showMessage" && strings.Contains(string(m.Params), "larger than 1000 bytes") {
			warned = true
		}
	}
	if !warned {
		t.Error("no message about the document over the limit")
	}
}

// TestHoverHyphenReadingSecret: a hyphen at a line break gives a URL two
// readings, and only the one without it reads as holding a password
// ("telnet:-//alice:…" has no site): the hover masks the secret of both,
// found once by the scanner (extract.URL.Secret), and the link targets
// the URL as the document holds it.
func TestHoverHyphenReadingSecret(t *testing.T) {
	text := "see <telnet:-\n//alice:hunter2pw@h.example/>\n"
	msgs, _ := session(t, Options{}, append([]any{initialize(1, EncodingUTF8), open(doc, text),
		req(2, "textDocument/hover", docParams(doc, map[string]any{"position": Position{1, 3}})),
		req(3, "textDocument/documentLink", docParams(doc, nil)),
	}, shutdownExit...)...)
	var h struct {
		Contents struct{ Value string } `json:"contents"`
	}
	if err := json.Unmarshal(response(t, msgs, 2).Result, &h); err != nil || h.Contents.Value == "" {
		t.Fatalf("no hover: %v %s", err, response(t, msgs, 2).Result)
	}
	if strings.Contains(h.Contents.Value, "hunter2pw") || !strings.Contains(h.Contents.Value, "telnet://alice:***@h.example/") {
		t.Errorf("hover:\n%s", h.Contents.Value)
	}
	if links := documentLinks(t, msgs, 3); len(links) != 1 || links[0].Target != "telnet:-//alice:hunter2pw@h.example/" {
		t.Errorf("links %+v", links)
	}
}

// TestErrorMasksURI: an error response that names a document quotes its
// URI with the secret masked.
func TestErrorMasksURI(t *testing.T) {
	uri := "https://alice:TopSecret9@host.example/doc.txt"
	msgs, _ := session(t, Options{}, append([]any{initialize(1),
		req(2, "textDocument/hover", docParams(uri, map[string]any{"position": Position{0, 0}})),
	}, shutdownExit...)...)
	m := response(t, msgs, 2)
	if m.Error == nil || !strings.Contains(m.Error.Message, "https://alice:***@host.example/doc.txt") || strings.Contains(m.Error.Message, "TopSecret9") {
		t.Errorf("error %+v", m.Error)
	}
}
