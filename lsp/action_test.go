package lsp

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"
)

type textEdit struct {
	Range   Range  `json:"range"`
	NewText string `json:"newText"`
}

type codeAction struct {
	Title string `json:"title"`
	Kind  string `json:"kind"`
	Edit  struct {
		Changes map[string][]textEdit `json:"changes"`
	} `json:"edit"`
	Diagnostics []diag `json:"diagnostics"`
}

// apply applies a client's text edits, as an editor does.
func apply(t testing.TB, src string, edits []textEdit, enc string) string {
	t.Helper()
	tx := newText(src)
	type span struct {
		a, b int
		s    string
	}
	var spans []span
	for _, e := range edits {
		spans = append(spans, span{tx.offset(e.Range.Start, enc), tx.offset(e.Range.End, enc), e.NewText})
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].a > spans[j].a })
	for _, s := range spans {
		src = src[:s.a] + s.s + src[s.b:]
	}
	return src
}

// TestCodeActions applies each quick fix and the fix-all action as a client
// would, and checks that only the URL's bytes changed, that the fixed text
// has no fixable finding left, and that it holds the same URLs.
func TestCodeActions(t *testing.T) {
	text := "😀 see http://example.net/a|b and <http://example.org/%7euser/[x]>\nplain http://example.com/c^d line\nftp://ftp.example.com/dir/file%2etxt end\n"
	all := []any{initialize(1), open(doc, text),
		req(2, "textDocument/codeAction", docParams(doc, map[string]any{"range": Range{Position{0, 0}, Position{3, 0}}, "context": map[string]any{"diagnostics": []any{}}})),
		req(3, "textDocument/codeAction", docParams(doc, map[string]any{"range": Range{Position{1, 0}, Position{1, 3}}, "context": map[string]any{"diagnostics": []any{}}})),
		req(4, "textDocument/codeAction", docParams(doc, map[string]any{"range": Range{Position{0, 0}, Position{3, 0}}, "context": map[string]any{"diagnostics": []any{}, "only": []string{"source.fixAll"}}})),
		req(5, "textDocument/documentLink", docParams(doc, nil)),
	}
	msgs, _ := session(t, Options{}, append(all, shutdownExit...)...)
	var actions []codeAction
	if err := json.Unmarshal(response(t, msgs, 2).Result, &actions); err != nil {
		t.Fatal(err)
	}
	var links []struct {
		Range  Range  `json:"range"`
		Target string `json:"target"`
	}
	json.Unmarshal(response(t, msgs, 5).Result, &links)
	tx := newText(text)
	inLink := func(r Range) bool {
		a, b := tx.offset(r.Start, EncodingUTF16), tx.offset(r.End, EncodingUTF16)
		for _, l := range links {
			if tx.offset(l.Range.Start, EncodingUTF16) <= a && b <= tx.offset(l.Range.End, EncodingUTF16) {
				return true
			}
		}
		return false
	}
	quick, fixAll := 0, 0
	for _, a := range actions {
		edits := a.Edit.Changes[doc]
		if len(edits) == 0 {
			t.Errorf("action %q has no edit for the document", a.Title)
		}
		for _, e := range edits {
			if !inLink(e.Range) {
				t.Errorf("action %q edits %v, outside every URL", a.Title, e.Range)
			}
		}
		switch a.Kind {
		case "quickfix":
			quick++
			if len(a.Diagnostics) != 1 {
				t.Errorf("quick fix %q names %d diagnostics, want 1", a.Title, len(a.Diagnostics))
			}
		case "source.fixAll":
			fixAll++
			fixed := apply(t, text, edits, EncodingUTF16)
			after, _ := session(t, Options{}, append([]any{initialize(1), open(doc, fixed),
				req(2, "textDocument/codeAction", docParams(doc, map[string]any{"range": Range{Position{0, 0}, Position{3, 0}}, "context": map[string]any{"diagnostics": []any{}}})),
				req(3, "textDocument/documentLink", docParams(doc, nil)),
			}, shutdownExit...)...)
			var again []codeAction
			json.Unmarshal(response(t, after, 2).Result, &again)
			if len(again) != 0 {
				t.Errorf("after fix all, %d actions are left: %+v\n%s", len(again), again, fixed)
			}
			var links2 []any
			json.Unmarshal(response(t, after, 3).Result, &links2)
			if len(links2) != len(links) {
				t.Errorf("fix all changed the URLs found: %d, was %d\n%s", len(links2), len(links), fixed)
			}
		}
	}
	if quick < 3 || fixAll != 1 {
		t.Errorf("%d quick fixes and %d fix-all actions, want at least 3 and 1: %+v", quick, fixAll, actions)
	}
	var none []codeAction
	json.Unmarshal(response(t, msgs, 3).Result, &none)
	for _, a := range none {
		if a.Kind == "quickfix" {
			t.Errorf("quick fix %q offered on a line without findings", a.Title)
		}
	}
	var only []codeAction
	json.Unmarshal(response(t, msgs, 4).Result, &only)
	if len(only) != 1 || only[0].Kind != "source.fixAll" {
		t.Errorf("only source.fixAll: got %+v", only)
	}
}

// TestScanLinksBound: a document holds no more links than asked for, and
// stopping there is no error.
func TestScanLinksBound(t *testing.T) {
	links, err := scanLinks("a.txt", strings.Repeat("http://example.com/ ", 5), "", 2)
	if err != nil || len(links) != 2 {
		t.Errorf("scanLinks = %d links, %v; want 2, nil", len(links), err)
	}
}
