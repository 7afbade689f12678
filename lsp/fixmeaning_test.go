package lsp

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/lint"
)

// genFixDoc returns a document of prose, source comments and lists with
// URLs that lint fixes (a default or empty port, an unwise character, an
// unnecessary escape, a scheme or host not in normal form), in every
// wrapper, with every kind of line break inside some of them (a bare one
// a mail client filled, inside <...> and quotes, after a hyphen, CRLF,
// with indentation), and lines near the width a text is filled to, where
// a line's length decides whether the next one goes on with a URL.
func genFixDoc(r *rand.Rand) string {
	words := strings.Fields("the notes of each release say what changed since the one before it and where to find packages see also")
	prose := func(n int) string {
		var b strings.Builder
		for b.Len() < n {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(words[r.IntN(len(words))])
		}
		return b.String()
	}
	url := func() string {
		scheme := []string{"http", "https", "HTTP", "ftp", "Https"}[r.IntN(5)]
		host := []string{"example.org", "www.Example.COM", "ftp.gnu.org", "10.1.2.3", "host-name.example.net"}[r.IntN(5)]
		port := []string{"", ":80", ":443", ":", ":8080", ":21"}[r.IntN(6)]
		var path strings.Builder
		for range 1 + r.IntN(4) {
			path.WriteString("/" + []string{"a|b", "%7euser", "doc", "x^y", "{id}", "%41BC", "file%2etxt", "pkg-name", "index.html", "a[1]", "q`x", "dir-", "very-long-segment-name"}[r.IntN(13)])
		}
		if r.IntN(4) == 0 {
			path.WriteString("?q=" + []string{"a|b", "1", "%7e"}[r.IntN(3)])
		}
		return scheme + "://" + host + port + path.String()
	}
	type wrap struct{ open, close string }
	wraps := []wrap{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}, {"`", "`"}}
	nl := []string{"\n", "\r\n"}[r.IntN(2)]
	var b strings.Builder
	for range 2 + r.IntN(5) {
		lead := []string{"", "   ", "// ", "# ", "- ", "> ", "\t"}[r.IntN(7)]
		w := wraps[r.IntN(len(wraps))]
		u := url()
		if r.IntN(2) == 0 && len(u) > 12 {
			// A line break inside the URL: after a hyphen the URL holds or
			// one put in, in the path, where text carries it.
			at := strings.Index(u[8:], "/") + 8
			at += r.IntN(len(u) - at)
			brk := []string{nl, nl + "  ", nl + "\t", "-" + nl, "-" + nl + "   "}[r.IntN(5)]
			if i := strings.LastIndex(u[:at], "-"); i > at-3 && i >= 0 && r.IntN(2) == 0 {
				at, brk = i+1, nl // after a hyphen of the URL
			}
			u = u[:at] + brk + u[at:]
		}
		before := prose(r.IntN(70))
		if before != "" {
			before += " "
		}
		b.WriteString(lead + before + w.open + u + w.close + []string{"", ".", ",", " " + prose(20), ";"}[r.IntN(5)] + nl)
		if r.IntN(3) == 0 {
			b.WriteString(lead + prose(40+r.IntN(40)) + nl)
		}
		if r.IntN(4) == 0 {
			b.WriteString(nl)
		}
	}
	return b.String()
}

// applyEdits applies edits, in offsets of src, disjoint, to src.
func applyEdits(src string, edits []lint.Edit) string {
	es := slices.Clone(edits)
	slices.SortFunc(es, func(a, b lint.Edit) int { return b.Start - a.Start })
	for _, e := range es {
		src = src[:e.Start] + e.New + src[e.End:]
	}
	return src
}

// scanAll returns every URL extract finds in src, read as the server reads
// a document.
func scanAll(src string, o extract.Options) []extract.URL {
	sc := extract.NewScanner(strings.NewReader(src), o)
	var out []extract.URL
	for sc.Scan() {
		out = append(out, *sc.URL().Clone())
	}
	return out
}

// meaningChange says why the edits applied to src change what it means,
// or "" when they do not: the fixed text must hold the same URLs, each
// where the edits move it, with the same wrapper, the same rejoining and
// the same readings at a line break (the promise `urlsift lint --fix`
// keeps, lint's sameURLs); each URL's text must be the original's with the
// edits that fall in it applied; and no byte outside a URL may change.
func meaningChange(src string, edits []lint.Edit, o extract.Options) string {
	if len(edits) == 0 {
		return ""
	}
	before, after := scanAll(src, o), scanAll(applyEdits(src, edits), o)
	if len(before) != len(after) {
		return fmt.Sprintf("%d URLs before, %d after", len(before), len(after))
	}
	es := slices.Clone(edits)
	slices.SortFunc(es, func(a, b lint.Edit) int { return a.Start - b.Start })
	shift := func(off int) int { // an offset outside every edit, moved
		d := 0
		for _, e := range es {
			if e.End <= off {
				d += len(e.New) - (e.End - e.Start)
			}
		}
		return off + d
	}
	for _, e := range es {
		in := false
		for _, u := range before {
			in = in || u.Start.Offset <= e.Start && e.End <= u.End.Offset
		}
		if !in {
			return fmt.Sprintf("edit %d-%d %q->%q is in no URL", e.Start, e.End, e.Old, e.New)
		}
	}
	for i, ua := range before {
		ub := after[i]
		if ub.Start.Offset != shift(ua.Start.Offset) || ub.End.Offset != shift(ua.End.Offset) {
			return fmt.Sprintf("URL %q at %d-%d is %q at %d-%d after the fix, not at %d-%d", ua.Text, ua.Start.Offset, ua.End.Offset, ub.Text, ub.Start.Offset, ub.End.Offset, shift(ua.Start.Offset), shift(ua.End.Offset))
		}
		if ua.Delimiter != ub.Delimiter || ua.Rejoined != ub.Rejoined || (len(ua.HyphenBreak) > 0) != (len(ub.HyphenBreak) > 0) || (ua.Uncertain == "") != (ub.Uncertain == "") {
			return fmt.Sprintf("URL %q (%v, rejoined %v, hyphen %v, uncertain %q) reads as %q (%v, rejoined %v, hyphen %v, uncertain %q) after the fix",
				ua.Text, ua.Delimiter, ua.Rejoined, ua.HyphenBreak, ua.Uncertain, ub.Text, ub.Delimiter, ub.Rejoined, ub.HyphenBreak, ub.Uncertain)
		}
		// The URL's text: the original's with its edits, where the text
		// is the source's bytes (a URL not rejoined).
		if !ua.Rejoined && ua.Prefix == 0 && src[ua.Start.Offset:ua.End.Offset] == ua.Text {
			var mine []lint.Edit
			for _, e := range es {
				if ua.Start.Offset <= e.Start && e.End <= ua.End.Offset {
					mine = append(mine, lint.Edit{Start: e.Start - ua.Start.Offset, End: e.End - ua.Start.Offset, New: e.New})
				}
			}
			if want := applyEdits(ua.Text, mine); ub.Text != want {
				return fmt.Sprintf("URL %q is %q after the fix, not %q", ua.Text, ub.Text, want)
			}
		}
	}
	return ""
}

// TestFixesKeepMeaning: the quick fixes and the fix of them all that the
// server offers keep the meaning of the document, as `urlsift lint --fix`
// does (lint's sameURLs): over 600 generated documents (genFixDoc: every
// wrapper, every line break kind inside URLs, hyphen breaks, CRLF), each
// finding's quick fix (quickFix) applied alone, and the fix-all's edits
// applied at once, leave the same URLs at the places the edits move them
// to, read the same way, each the original with its fix, and nothing else
// of the document changed (meaningChange, read on the whole document).
// Every 20th document goes through the protocol too: its fix-all action
// and its quick fixes, applied as an editor applies them in UTF-16, give
// the texts the checked edits give. The test counts the fixes it checked,
// so that it cannot pass by offering none. At 1485052 (no check) the
// quick fix of "[" of ".../a[1]/x" escaped alone ended the URL at "]".
func TestFixesKeepMeaning(t *testing.T) {
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	o := extract.Options{}
	r := rand.New(rand.NewPCG(3, 4))
	n := 600
	if testing.Short() {
		n = 150
	}
	quick, all, bad, withheld := 0, 0, 0, 0
	for i := range n {
		src := genFixDoc(r)
		fs, fixes, _, err := lintText(l, o, "/home/u/notes.txt", src)
		if err != nil {
			t.Fatal(err)
		}
		for i := range fs {
			f := &fs[i]
			edits := quickFix(f, fixes)
			if f.Fix != nil && len(edits) == 0 {
				withheld++
			}
			if len(edits) == 0 {
				continue
			}
			quick++
			if why := meaningChange(src, edits, o); why != "" {
				bad++
				t.Errorf("the quick fix of %s (%q) in\n%q\nchanges its meaning: %s", f.Rule, f.Message, src, why)
			}
		}
		fixAll := fixes.All()
		if len(fixAll) > 0 {
			all++
			if why := meaningChange(src, fixAll, o); why != "" {
				bad++
				t.Errorf("the fix of all in\n%q\nchanges its meaning: %s", src, why)
			}
		}
		if i%20 == 0 {
			// Through the protocol, in UTF-16 as most clients count:
			// the fix-all action's edits, applied as an editor applies
			// them, give the text the checked edits give.
			msgs, _ := session(t, Options{Linter: func(string) (*lint.Linter, error) { return l, nil }}, append([]any{initialize(1), open(doc, src),
				req(2, "textDocument/codeAction", docParams(doc, map[string]any{"range": Range{Position{0, 0}, Position{0, 0}}, "context": map[string]any{"diagnostics": []any{}, "only": []string{"source.fixAll"}}}))}, shutdownExit...)...)
			var actions []codeAction
			if err := json.Unmarshal(response(t, msgs, 2).Result, &actions); err != nil {
				t.Fatal(err)
			}
			want := applyEdits(src, fixAll)
			got := src
			if len(actions) == 1 {
				got = apply(t, src, actions[0].Edit.Changes[doc], "utf-16")
			} else if len(actions) > 1 || len(fixAll) > 0 {
				t.Errorf("%d fix-all actions for %d edits", len(actions), len(fixAll))
			}
			if got != want {
				t.Errorf("the fix-all action of\n%q\ngives\n%q\nnot\n%q", src, got, want)
			}
			msgs, _ = session(t, Options{Linter: func(string) (*lint.Linter, error) { return l, nil }}, append([]any{initialize(1), open(doc, src),
				req(2, "textDocument/codeAction", docParams(doc, map[string]any{"range": Range{Position{0, 0}, Position{strings.Count(src, "\n") + 1, 0}}, "context": map[string]any{"diagnostics": []any{}, "only": []string{"quickfix"}}}))}, shutdownExit...)...)
			actions = nil
			if err := json.Unmarshal(response(t, msgs, 2).Result, &actions); err != nil {
				t.Fatal(err)
			}
			var offered []string
			for _, f := range fs {
				if len(f.edits) > 0 {
					offered = append(offered, applyEdits(src, f.edits))
				}
			}
			var sent []string
			for _, a := range actions {
				sent = append(sent, apply(t, src, a.Edit.Changes[doc], "utf-16"))
			}
			if !slices.Equal(sent, offered) {
				t.Errorf("the quick fix actions of\n%q\ngive\n%q\nnot\n%q", src, sent, offered)
			}
		}
		if bad > 10 {
			t.Fatal("and more")
		}
	}
	t.Logf("%d documents: %d quick fixes, %d fixes of all checked; %d fixes withheld", n, quick, all, withheld)
	if quick < n || all < n/2 {
		t.Errorf("%d quick fixes and %d fixes of all in %d documents: the generator gives too few", quick, all, n)
	}
}
