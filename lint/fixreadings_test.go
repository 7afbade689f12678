package lint

import (
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

var (
	fixReadSeed  = flag.Int64("fixreadseed", 5245, "TestFixKeepsReadings: the seed of its drawn texts (5245 tuned; 5246 held out)")
	fixReadCases = flag.Int("fixreadcases", 0, "TestFixKeepsReadings: the number of drawn texts (0: 300, 100 with -short)")
)

// drawDefectURL draws a URL a rule has a safe fix for (an unwise byte, a
// bad or lower-case escape, a default port, ...) among printable bytes of
// every kind: a scheme, a host, and path segments of drawn printables
// with a defect put in some of them.
func drawDefectURL(r *rand.Rand) string {
	if r.Intn(3) == 0 {
		return drawIdemURL(r) // every printable byte, any shape
	}
	schemes := []string{"http", "https", "ftp", "HTTP"}
	hosts := []string{"a.example", "www.example.org", "b.example:80", "c.example:443", "h.example.com", "x.example"}
	defects := []string{"|", "^", "%zz", "%7c", "{x}", "`", "\\", "%", "[1]", "<", "%2f", "~", "|||"}
	word := "abcdefghijklmnopqrstuvwxyz0123456789-_.~"
	var b strings.Builder
	b.WriteString(schemes[r.Intn(len(schemes))])
	b.WriteString("://")
	b.WriteString(hosts[r.Intn(len(hosts))])
	for k := 1 + r.Intn(5); k > 0; k-- {
		b.WriteByte('/')
		for j := 1 + r.Intn(10); j > 0; j-- {
			switch r.Intn(12) {
			case 0:
				b.WriteString(defects[r.Intn(len(defects))])
			case 1:
				b.WriteByte(printables[r.Intn(len(printables))])
			default:
				b.WriteByte(word[r.Intn(len(word))])
			}
		}
	}
	switch r.Intn(5) {
	case 0:
		b.WriteString("/")
	case 1:
		fmt.Fprintf(&b, "?q=%d&r=x%s", r.Intn(100), defects[r.Intn(len(defects))])
	case 2:
		b.WriteString(".html")
	}
	return b.String()
}

// drawRenderedFixText draws a plain text as a renderer lays one out: words
// of prose and of drawn printable bytes, and URLs with fixable defects,
// filled into lines of a drawn width behind a drawn margin (lynx's 3 or 6
// columns, w3m's and html2text's none or a list's bullet, pdftotext
// -layout's deep indents), a word too long for its line cut at the width
// (lynx and w3m in <pre>, pdftotext) or, for a URL, after a "/" that fits
// (pdftotext's and html2text's breaks), so that the extractor's renderer
// rules rejoin the pieces and some give another reading.
func drawRenderedFixText(r *rand.Rand) string {
	prose := []string{"the", "see", "and", "for", "more", "at", "names", "of", "page", "ts", "ing", "tion", "This", "is", "a", "list", "files/", "doc/index.html", "lib/x.c", "more/than/one", "a=b&c=d", "(see", "below).", "here:", "—", "1.", "*"}
	widths := []int{60, 72, 80, 54, 66, 40 + r.Intn(61)}
	width := widths[r.Intn(len(widths))]
	margins := []string{"", "   ", "      ", "  * ", "    ", "          ", "| ", "\t"}
	margin := margins[r.Intn(len(margins))]
	var words []string
	for n := 8 + r.Intn(40); n > 0; n-- {
		switch r.Intn(5) {
		case 0, 1:
			words = append(words, drawDefectURL(r))
		case 2:
			var b strings.Builder
			for j := 1 + r.Intn(8); j > 0; j-- {
				b.WriteByte(printables[r.Intn(len(printables))])
			}
			words = append(words, b.String())
		default:
			words = append(words, prose[r.Intn(len(prose))])
		}
	}
	var b strings.Builder
	line := margin
	flush := func() {
		b.WriteString(strings.TrimRight(line, " "))
		b.WriteByte('\n')
		line = margin
		if r.Intn(12) == 0 {
			b.WriteByte('\n') // a paragraph's end
		}
	}
	for _, w := range words {
		for w != "" {
			sep := " "
			if line == margin {
				sep = ""
			}
			if len(line)+len(sep)+len(w) <= width {
				line += sep + w
				w = ""
				break
			}
			room := width - len(line) - len(sep)
			if line != margin && (room < 8 || r.Intn(3) == 0) {
				flush() // the word goes to the next line
				continue
			}
			if room < 1 {
				flush()
				continue
			}
			cut := room
			if i := strings.LastIndexByte(w[:min(room, len(w))], '/'); i > 0 && r.Intn(2) == 0 {
				cut = i + 1 // after a "/" that fits
			}
			line += sep + w[:cut]
			w = w[cut:]
			flush()
		}
	}
	if line != margin {
		flush()
	}
	return b.String()
}

// readingsOf returns the first readings extract gives of text.
func readingsOf(text string, o extract.Options) []extract.URL {
	sc := extract.NewScanner(strings.NewReader(text), o)
	var out []extract.URL
	for sc.Scan() {
		out = append(out, *sc.URL())
	}
	return out
}

// editedBy reports whether fixed is orig with some of edits (offsets of
// orig's stream, relative to at, in order) applied: each edit is taken or
// left where fixed shows its new or its old bytes (both tried).
func editedBy(fixed, orig string, at int, edits []Edit) bool {
	var walk func(fi, oi int, es []Edit) bool
	walk = func(fi, oi int, es []Edit) bool {
		if len(es) == 0 {
			return orig[oi:] == fixed[min(fi, len(fixed)):]
		}
		e := es[0]
		s, t := e.Start-at, e.End-at
		if s < oi || t > len(orig) {
			return walk(fi, oi, es[1:]) // overlaps one taken: left
		}
		keep := orig[oi:s]
		if !strings.HasPrefix(fixed[min(fi, len(fixed)):], keep) {
			return false
		}
		fi += len(keep)
		if strings.HasPrefix(fixed[fi:], e.New) && walk(fi+len(e.New), t, es[1:]) {
			return true
		}
		return walk(fi, s, es[1:])
	}
	return walk(0, 0, edits)
}

// TestFixKeepsReadings: `lint --fix` on text laid out as renderers lay it
// out (drawRenderedFixText: every printable byte, drawn widths and
// margins, URLs with fixable defects cut across lines, some of them read
// two ways by the renderer rules) leaves the same first readings at the
// same places: as many URLs, each on the same lines, with the same
// delimiter and joining, the text between them unchanged, and each URL's
// bytes its own with some of its findings' fixes applied; and a URL with
// another reading (Uncertain, `alternatives`) is never edited: lint
// offers no fix in it (since stop 62: --fix refused one, with the fixes
// of the lines around it) and the fixer refuses an edit of it.
func TestFixKeepsReadings(t *testing.T) {
	def := mustLinter(t)
	all, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(*fixReadSeed))
	dir := t.TempDir()
	cases := *fixReadCases
	if cases == 0 {
		cases = 300
		if testing.Short() {
			cases = 100
		}
	}
	var fixed, uncertain, uncertainFixable, refused, refusals int
	for c := 0; c < cases; c++ {
		text := drawRenderedFixText(r)
		o := extract.Options{Abbreviated: r.Intn(4) == 0}
		l := def
		if r.Intn(2) == 0 {
			l = all
		}
		var edits []Edit
		if err := l.Lint(strings.NewReader(text), o, func(f Finding) error {
			edits = append(edits, f.Fix...)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		sort.SliceStable(edits, func(i, j int) bool { return edits[i].Start < edits[j].Start })
		before := readingsOf(text, o)
		hasFix := false
		for _, u := range before {
			if u.Uncertain == "" {
				continue
			}
			uncertain++
			for _, e := range edits {
				if e.Start >= u.Start.Offset && e.Start < u.End.Offset {
					hasFix = true
				}
			}
		}
		if hasFix {
			uncertainFixable++
			t.Errorf("%q: lint offers a fix in a URL with another reading", text)
		}
		// The fixer's own refusal of such an edit (meaningCheck.same),
		// which lint's findings no longer reach (stop 62): a letter of
		// the URL's bytes in the other case, its length kept.
		for _, u := range before {
			if u.Uncertain == "" || refusals >= 30 {
				continue
			}
			raw := text[u.Start.Offset:u.End.Offset]
			k := strings.IndexFunc(raw, func(c rune) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' })
			if k < 0 {
				continue
			}
			e := Edit{Start: u.Start.Offset + k, End: u.Start.Offset + k + 1, New: string(raw[k] ^ 0x20)}
			var log spillBuf
			var count int
			if err := writeLogged(&log, e.Start, e.End, u.Start.Line, e.New, &count); err != nil {
				t.Fatal(err)
			}
			fixed := text[:e.Start] + e.New + text[e.End:]
			if err := sameURLs(strings.NewReader(text), strings.NewReader(fixed), log.reader(), o); !errors.Is(err, ErrMeaning) {
				t.Errorf("%q: an edit of a URL with another reading (%q) is not refused: %v", text, u.Uncertain, err)
			}
			refusals++
		}
		got, n := fixFileOnce(t, l, dir, "f.txt", text, o)
		if n == 0 {
			if got != text {
				t.Fatalf("case %d: no edit applied, yet the text changed\nbefore: %q\nafter:  %q", c, text, got)
			}
			if len(edits) > 0 {
				refused++
			}
			continue
		}
		fixed++
		after := readingsOf(got, o)
		fail := func(format string, args ...any) {
			t.Helper()
			t.Fatalf("case %d (%d edits): %s\nbefore: %q\nafter:  %q", c, n, fmt.Sprintf(format, args...), text, got)
		}
		if len(after) != len(before) {
			fail("%d URLs before, %d after", len(before), len(after))
		}
		lastA, lastB := 0, 0
		for i := range before {
			a, b := before[i], after[i]
			if gapA, gapB := text[lastA:a.Start.Offset], got[lastB:b.Start.Offset]; gapA != gapB {
				fail("URL %d: the text before it changed: %q -> %q", i, gapA, gapB)
			}
			lastA, lastB = a.End.Offset, b.End.Offset
			if a.Start.Line != b.Start.Line || a.End.Line != b.End.Line || a.Delimiter != b.Delimiter || a.Rejoined != b.Rejoined {
				fail("URL %d moved: lines %d-%d -> %d-%d, %q -> %q", i, a.Start.Line, a.End.Line, b.Start.Line, b.End.Line, a.Text, b.Text)
			}
			rawA, rawB := text[a.Start.Offset:a.End.Offset], got[b.Start.Offset:b.End.Offset]
			if a.Uncertain != "" && rawA != rawB {
				fail("URL %d, which has another reading, was edited: %q -> %q (other reading %q)", i, rawA, rawB, a.Uncertain)
			}
			var in []Edit
			for _, e := range edits {
				if e.Start >= a.Start.Offset && e.End <= a.End.Offset {
					in = append(in, e)
				}
			}
			if !editedBy(rawB, rawA, a.Start.Offset, in) {
				fail("URL %d: %q is not %q with some of its fixes (%v)", i, rawB, rawA, in)
			}
		}
		if tailA, tailB := text[lastA:], got[lastB:]; tailA != tailB {
			fail("the text after the last URL changed: %q -> %q", tailA, tailB)
		}
	}
	t.Logf("seed %d: %d texts, %d fixed, %d with fixes left alone; %d URLs with another reading, in %d texts one of them has a fix; %d edits of them refused", *fixReadSeed, cases, fixed, refused, uncertain, uncertainFixable, refusals)
	if refusals == 0 {
		t.Errorf("no drawn text has a URL with another reading: the generator does not reach the refusal")
	}
}
