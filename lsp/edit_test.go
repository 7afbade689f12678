package lsp

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// naiveChange applies one change the way the server did before editText:
// the whole document's lines found again and the text copied.
func naiveChange(src string, r Range, text, enc string) string {
	t := newText(src)
	a, b := t.offset(r.Start, enc), t.offset(r.End, enc)
	if b < a {
		a, b = b, a
	}
	return src[:a] + text + src[b:]
}

// randomText draws a document from line breaks of every kind ("\n",
// "\r\n", a lone "\r", one split from its "\n" by a chunk), ASCII,
// two-, three- and four-byte characters (a UTF-16 surrogate pair), and
// lines from empty to longer than a chunk.
func randomText(r *rand.Rand, n int) string {
	atoms := []string{"a", "b", " ", "http://x.example/", "é", "語", "😀", "\n", "\r\n", "\r", "\r\r\n", "\n\r"}
	var b strings.Builder
	for b.Len() < n {
		if r.IntN(50) == 0 {
			b.WriteString(strings.Repeat("long", 100+r.IntN(800)))
		}
		b.WriteString(atoms[r.IntN(len(atoms))])
	}
	return b.String()
}

// TestEditTextLikeText: a document changed through editText, at positions
// drawn anywhere (past the last line, past a line's end, in a surrogate
// pair, negative), in every position encoding, gives the offsets and the
// text that finding every position in the whole text and copying it gave.
func TestEditTextLikeText(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 9))
	pos := func(src string) Position {
		lines := strings.Count(src, "\n") + strings.Count(src, "\r") + 2
		return Position{Line: r.IntN(lines+2) - 1, Character: r.IntN(40) - 1 + r.IntN(2)*r.IntN(3000)}
	}
	for i := range 300 {
		enc := []string{EncodingUTF16, EncodingUTF8, EncodingUTF32}[i%3]
		src := randomText(r, r.IntN([]int{10, 300, 20000}[i%3]+1))
		e := newEditText(src)
		if i%2 == 0 {
			// Small chunks: many of them, lines, characters' neighbours
			// and "\r\n" across them.
			e = newEditTextMax(src, []int{7, 64}[i/2%2])
		}
		for range 1 + r.IntN(60) {
			p := pos(src)
			if got, want := e.offset(p, enc), newText(src).offset(p, enc); got != want {
				t.Fatalf("case %d (%s): %+v is offset %d, want %d in %q", i, enc, p, got, want, src)
			}
			rg := Range{Start: pos(src), End: pos(src)}
			text := randomText(r, r.IntN(4)*r.IntN(30))
			want := naiveChange(src, rg, text, enc)
			a, b := e.offset(rg.Start, enc), e.offset(rg.End, enc)
			if b < a {
				a, b = b, a
			}
			e.replace(a, b, text)
			if got := e.String(); got != want || e.size != len(want) {
				t.Fatalf("case %d (%s): replacing %+v with %q gives\n%q\nwant\n%q", i, enc, rg, text, got, want)
			}
			src = want
		}
	}
}

// TestManyChangesLinear: 3,000 changes in one notification on a document
// of 1 MB (keystrokes all over it) are applied with memory in proportion
// to the document and the changes, not their product: copying the
// document for each change allocated 6 GB here, and 10,000 changes on
// 1 MB went unanswered for 16 s.
var nChanges = 3000

func TestManyChangesLinear(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 10))
	var b strings.Builder
	for b.Len() < 1<<20 {
		b.WriteString("see http://a.example/x and prose words here\n")
	}
	doc := b.String()
	lines := strings.Count(doc, "\n")
	var changes []any
	for range nChanges {
		p := Position{Line: r.IntN(lines), Character: r.IntN(40)}
		changes = append(changes, map[string]any{"range": Range{Start: p, End: p}, "text": "x"})
	}
	uri := "file:///tmp/big.txt"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	msgs, err := session(t, Options{},
		initialize(1), note("initialized", map[string]any{}),
		note("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": doc}}),
		note("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2}, "contentChanges": changes}),
		req(2, "shutdown", nil), note("exit", nil))
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range msgs {
		if m.Method == "window/showMessage" {
			t.Errorf("the server said %s", m.Params)
		}
	}
	if a := after.TotalAlloc - before.TotalAlloc; a > 400<<20 {
		t.Errorf("%d MB allocated for 3,000 changes on 1 MB", a>>20)
	}
}

// TestTooManyChanges: a notification whose changes would cost more than
// the bound (maxChangeWork, lowered here) leaves the document unchecked, with a message, until it
// is sent whole again, instead of working for as long as they take.
func TestTooManyChanges(t *testing.T) {
	doc := strings.Repeat("see http://a.example/x|y and words\n", 1000)
	var changes []any
	const work = 1 << 20
	n := work/(3*(1<<10)) + 10
	for range n {
		p := Position{Line: 3, Character: 2}
		changes = append(changes, map[string]any{"range": Range{Start: p, End: p}, "text": ""})
	}
	uri := "file:///tmp/many.txt"
	msgs, err := session(t, Options{changeWork: work},
		initialize(1), note("initialized", map[string]any{}),
		note("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": doc}}),
		note("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": 2}, "contentChanges": changes}),
		req(2, "shutdown", nil), note("exit", nil))
	if err != nil {
		t.Fatal(err)
	}
	said := false
	for _, m := range msgs {
		said = said || m.Method == "window/showMessage" && strings.Contains(string(m.Params), "too many to follow")
	}
	if !said {
		t.Errorf("no message about too many changes")
	}
}
