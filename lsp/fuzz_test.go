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

// FuzzSession feeds the server message sequences built from the fuzzer's
// bytes: incremental and full changes at arbitrary positions, code
// actions, links and hovers anywhere, cancellations, closes and reopens,
// unknown methods and arbitrary raw messages. It checks that the server
// stops at the end of its input, that every request gets exactly one
// response carrying its id, and that every range it sends lies inside the
// document as the client holds it at that point.
func FuzzSession(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, "see http://example.net/a|b and <http://exa-\n  mple.org/%7e>\n😀 ftp://u:p@h/x\n", "http://x/{y}")
	f.Add([]byte{1, 0, 10, 200, 3, 3, 5, 0, 0, 9, 9, 2}, "", "\r\n<")
	f.Add([]byte{2, 7, 7, 7, 1, 40, 2, 2}, "a\rb\r\nc http://h/%zz", `{"jsonrpc":"2.0","id":"x","method":"shutdown"}`)
	f.Fuzz(func(t *testing.T, ops []byte, text, ins string) {
		if len(ops) > 200 || len(text) > 4096 || len(ins) > 256 {
			return
		}
		text, ins = strings.ToValidUTF8(text, "?"), strings.ToValidUTF8(ins, "?")
		enc := []string{EncodingUTF16, EncodingUTF8, "utf-32"}[0]
		if len(ops) > 0 {
			enc = []string{EncodingUTF16, EncodingUTF8, "utf-32"}[int(ops[0])%3]
		}
		negotiated := EncodingUTF16
		if enc == EncodingUTF8 {
			negotiated = EncodingUTF8
		}
		next := func(i *int) int {
			if *i >= len(ops) {
				return 0
			}
			*i++
			return int(ops[*i-1])
		}
		pos := func(i *int) Position { return Position{next(i) % 8, next(i) % 64} }
		msgs := []any{initialize(1, enc), open(doc, text)}
		model := text       // the document as the client holds it
		var models []string // model after each message, to check ranges
		models = append(models, "", model)
		requests := map[string]bool{"1": true}
		id := 100
		request := func(method string, params any) {
			id++
			requests[fmt.Sprint(id)] = true
			msgs = append(msgs, req(id, method, params))
			models = append(models, model)
		}
		open := true
		for i := 1; i < len(ops); {
			switch next(&i) % 10 {
			case 0, 1: // incremental change
				tx := newText(model)
				r := Range{pos(&i), pos(&i)}
				a, b := tx.offset(r.Start, negotiated), tx.offset(r.End, negotiated)
				if b < a {
					a, b = b, a
				}
				s := ins[:min(len(ins), next(&i)%(len(ins)+1))]
				s = strings.ToValidUTF8(s, "?")
				if open {
					model = model[:a] + s + model[b:]
				}
				msgs = append(msgs, note("textDocument/didChange", map[string]any{
					"textDocument":   map[string]any{"uri": doc, "version": i},
					"contentChanges": []any{map[string]any{"range": r, "text": s}},
				}))
				models = append(models, model)
			case 2: // full change
				if open {
					model = ins + model
				}
				msgs = append(msgs, note("textDocument/didChange", map[string]any{
					"textDocument":   map[string]any{"uri": doc, "version": i},
					"contentChanges": []any{map[string]any{"text": model}},
				}))
				models = append(models, model)
			case 3:
				request("textDocument/codeAction", docParams(doc, map[string]any{"range": Range{pos(&i), pos(&i)}, "context": map[string]any{"diagnostics": []any{}}}))
			case 4:
				request("textDocument/documentLink", docParams(doc, nil))
			case 5:
				request("textDocument/hover", docParams(doc, map[string]any{"position": pos(&i)}))
			case 6: // cancel this request or the next one
				msgs = append(msgs, note("$/cancelRequest", map[string]any{"id": id + next(&i)%2}))
				models = append(models, model)
			case 7:
				if open {
					msgs = append(msgs, note("textDocument/didClose", docParams(doc, nil)))
					open = false
				} else {
					msgs = append(msgs, open2(doc, model))
					open = true
				}
				models = append(models, model)
			case 8:
				request("urlsift/unknown", map[string]any{"x": next(&i)})
			case 9: // a raw message: the insertion text, whatever it is
				msgs = append(msgs, ins)
				models = append(models, model)
			}
		}
		msgs = append(msgs, req(999, "shutdown", nil), note("exit", nil))
		requests["999"] = true
		out, _ := session(t, Options{}, msgs...)
		seen := map[string]int{}
		for _, m := range out {
			if m.Method == "" && string(m.ID) != "null" {
				seen[string(m.ID)]++
			}
		}
		for id := range requests {
			if seen[id] != 1 && !strings.Contains(ins, "shutdown") && !strings.Contains(ins, "exit") && !strings.Contains(ins, "initialize") {
				t.Errorf("request %s got %d responses, want 1", id, seen[id])
			}
		}
		for id := range seen {
			if !requests[id] && !strings.Contains(ins, id) {
				t.Errorf("response to %s, which was never sent", id)
			}
		}
		// Ranges: every range must fit some state of the document the
		// client has held (publications may lag by a message).
		if !strings.Contains(ins, "didChange") && !strings.Contains(ins, "didOpen") {
			checkRanges(t, out, models, negotiated)
		}
	})
}

func open2(uri, text string) map[string]any { return open(uri, text) }

// checkRanges walks every range in the server's output and checks that it
// fits one of the texts the client held.
func checkRanges(t *testing.T, out []message, models []string, enc string) {
	fits := func(r Range) bool {
		for _, m := range models {
			tx := newText(m)
			ok := true
			for _, p := range []Position{r.Start, r.End} {
				if p.Line < 0 || p.Line >= len(tx.lines) || p.Character < 0 ||
					p.Character > units(m[tx.lines[p.Line]:tx.lineEnd(p.Line)], enc) {
					ok = false
				}
			}
			if ok && (r.Start.Line < r.End.Line || r.Start.Line == r.End.Line && r.Start.Character <= r.End.Character) {
				return true
			}
		}
		return false
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if s, ok := v["start"].(map[string]any); ok {
				if e, ok := v["end"].(map[string]any); ok {
					r := Range{toPos(s), toPos(e)}
					if !fits(r) {
						t.Errorf("range %v fits no text the client held", r)
					}
				}
			}
			for _, x := range v {
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	for _, m := range out {
		for _, raw := range []json.RawMessage{m.Params, m.Result} {
			var v any
			if len(raw) > 0 && json.Unmarshal(raw, &v) == nil {
				walk(v)
			}
		}
	}
}

func toPos(m map[string]any) Position {
	l, _ := m["line"].(float64)
	c, _ := m["character"].(float64)
	return Position{int(l), int(c)}
}

// FuzzFraming feeds arbitrary bytes after a valid initialize: the server
// must stop at the end of the input, without a panic, and write only
// well-framed JSON-RPC 2.0.
func FuzzFraming(f *testing.F) {
	f.Add([]byte("Content-Length: 2\r\n\r\n{}"))
	f.Add([]byte("Content-Length: 99999999999\r\n\r\n"))
	f.Add([]byte("content-length:5\n\n[1,2]Content-Length: 40\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":[],\"method\":\"x\"}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var in bytes.Buffer
		body, _ := json.Marshal(initialize(1))
		fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(body), body)
		in.Write(data)
		var out bytes.Buffer
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		if err := New(&in, &out, Options{MaxDocument: 1 << 16}).Run(ctx); err == context.DeadlineExceeded {
			t.Fatal("server did not stop at the end of its input")
		}
		for _, m := range readAll(t, out.Bytes()) {
			if m.Method == "" && m.Error == nil && m.Result == nil {
				t.Errorf("response without result or error: %+v", m)
			}
		}
	})
}
