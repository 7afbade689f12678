package extract

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestLynxPreGreedyFill (review37): text filled greedily to a fixed width
// (mail and commit messages at 72, text at 78, 79 or 80 columns: fmt,
// textwrap, an editor's fill), whose paragraph ends with a URL that ends
// its line and one word on the next line ("…/guide/options" and
// "online."), is no lynx <pre> cut: the URL ends. lynx-pre (6fa1be0)
// asks that the URL's line be 60, 72, 78, 79 or 80 columns and that no
// line in sight be wider, which every line of such text is; it does not
// ask for prose at lynx's margin (six columns less). At cf7e7df and
// c142b30 no URL here is joined; at c9fa221, 48 of 4,000 are, with no
// other reading ("https://bugs.example.com/linux/git/show_buginstead").
func TestLynxPreGreedyFill(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 28))
	vocab := strings.Fields("the of and to in is that for it as with was on be by this are or from at an but not have has which you one all were we can there their if more when will would so no what about out up into some them could other than then its only also after use two how our work first well way even new want because any these give day most us")
	hosts := []string{"www.example.org", "bugs.example.com", "git.kernel.org", "docs.python.org", "lists.debian.org", "github.com"}
	segs := strings.Fields("docs guide options pub scm linux kernel git torvalds show_bug issues pull wiki HowTo library stdtypes archives debian-devel 2024 msg00012")
	ends := strings.Fields("online. instead. first. too. here. later. below. again. now. today. for and details. soon.")
	widths := []int{60, 72, 78, 79, 80}
	var tally joinTally
	for range 4000 {
		var words []string
		for range 5 + r.IntN(36) {
			words = append(words, vocab[r.IntN(len(vocab))])
		}
		var path []string
		for range 1 + r.IntN(4) {
			path = append(path, segs[r.IntN(len(segs))])
		}
		u := "https://" + hosts[r.IntN(len(hosts))] + "/" + strings.Join(path, "/")
		text := greedyFill(append(append(words, u), ends[r.IntN(len(ends))]), widths[r.IntN(len(widths))])
		// Only the paragraphs whose URL ends its line, the last word on
		// the next.
		if !strings.Contains(text, u+"\n") || strings.Count(text[strings.Index(text, u+"\n"):], "\n") != 2 {
			continue
		}
		tally.scan(text, u, func(got string) bool { return got != u })
	}
	// Before the moved fact (fillWidth's moved, movedOff), at-margin joined
	// 30, all with the ended reading kept.
	tally.check(t, "URLs that end a paragraph's line in greedily filled text, the last word on the next", map[string][2]int{
		"at-edge": {1, 0}, "at-margin": {19, 0}, "cut-in-word": {1, 1}, "lynx-margin": {1, 0},
	})
}

// greedyFill fills words greedily to width columns (ASCII words: a byte
// is a column), as fmt, textwrap or an editor's fill does.
func greedyFill(words []string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range words {
		switch {
		case n == 0:
		case n+1+len(w) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String() + "\n"
}

// fillToken draws a token that is no word of letters, as prose puts one
// after a URL: a number, a date, a version, a position or a range, a word
// of letters and digits in mixed case, a word after punctuation, or any
// printable ASCII bytes; then, half the time, one more byte of any
// printable ASCII byte that can end a token ("x86_64.", "2:12-2:34",
// "(see", "v1.2.3-rc1)").
func fillToken(r *rand.Rand) string {
	const printable = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	const alnum = letters + "0123456789"
	draw := func(set string, lo, hi int) string {
		b := make([]byte, lo+r.IntN(hi-lo+1))
		for i := range b {
			b[i] = set[r.IntN(len(set))]
		}
		return string(b)
	}
	var tok string
	switch r.IntN(9) {
	case 0: // a number
		tok = strconv.Itoa(r.IntN(1 << (1 + r.IntN(30))))
		if r.IntN(3) == 0 {
			tok += "." + strconv.Itoa(r.IntN(1000))
		}
	case 1: // a date
		tok = fmt.Sprintf("%04d-%02d-%02d", 1970+r.IntN(60), 1+r.IntN(12), 1+r.IntN(28))
	case 2: // a version
		tok = strconv.Itoa(r.IntN(20))
		for range 1 + r.IntN(3) {
			tok += "." + strconv.Itoa(r.IntN(40))
		}
		if r.IntN(2) == 0 {
			tok = "v" + tok
		}
		if r.IntN(3) == 0 {
			tok += []string{"-rc1", "-beta", "+dfsg", "~bpo12", "-1ubuntu2"}[r.IntN(5)]
		}
	case 3: // a position or a range
		tok = fmt.Sprintf("%d:%d-%d:%d", 1+r.IntN(99), 1+r.IntN(200), 1+r.IntN(99), 1+r.IntN(200))
		if r.IntN(2) == 0 {
			tok = fmt.Sprintf("%d:%d", 1+r.IntN(999), 1+r.IntN(200))
		}
	case 4: // letters and digits in mixed case ("amd64", "x86_64", "GitHub", "iOS")
		tok = draw(alnum, 1, 12)
		if r.IntN(3) == 0 {
			tok += "_" + draw(alnum, 1, 4)
		}
	case 5: // a word after punctuation ("(see", "[1]", "--flag", "$HOME")
		tok = draw(printable[:15]+printable[25:32]+printable[58:64]+printable[90:], 1, 2) + draw(letters, 1, 8)
	case 6: // a word of letters in mixed case
		tok = draw(letters, 2, 10)
	case 7: // any printable bytes
		tok = draw(printable, 1, 12)
	default: // a word of letters and a digit or a punctuation inside
		tok = draw(letters, 1, 6) + draw(printable, 1, 1) + draw(alnum, 1, 6)
	}
	if r.IntN(2) == 0 {
		tok += draw(printable, 1, 1)
	}
	return tok
}

// TestLynxPreGreedyFillTokens is TestLynxPreGreedyFill's other half
// (review37, issue 28): after a URL that fills its line in text filled
// greedily to 60, 72, 78, 79 or 80 columns, a token that is no word of
// letters (fillToken: "amd64", "2024-01-01", "v1.2.3", "2:12-2:34",
// numbers, "x86_64.", "(see"), alone or before more words, is no rest of
// a URL cut in lynx's <pre>: text filled greedily to the width shows
// nothing of lynx's layout (its prose indented and filled six columns
// short of the width, or other lines of <pre> cut at the width). lynx-pre
// (6fa1be0) joined 81 of 913 such URLs with the next line's token before
// it asked for that sign (fillWidth's lynx); none now.
func TestLynxPreGreedyFillTokens(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 28))
	vocab := strings.Fields("the of and to in is that for it as with was on be by this are or from at an but not have has which you one all were we can there their if more when will would so no what about out up into some them could other than then its only also after use two how our work first well way even new want because any these give day most us")
	hosts := []string{"www.example.org", "bugs.example.com", "git.kernel.org", "docs.python.org", "lists.debian.org", "github.com", "example.com"}
	segs := strings.Fields("docs guide options pub scm linux kernel git torvalds show_bug issues pull wiki HowTo library stdtypes archives debian-devel 2024 msg00012 typo v2 x86_64 README.md")
	widths := []int{60, 72, 78, 79, 80}
	var tally joinTally
	for range 6000 {
		var words []string
		for range 5 + r.IntN(36) {
			words = append(words, vocab[r.IntN(len(vocab))])
		}
		var path []string
		for range 1 + r.IntN(4) {
			path = append(path, segs[r.IntN(len(segs))])
		}
		u := "https://" + hosts[r.IntN(len(hosts))] + "/" + strings.Join(path, "/")
		words = append(words, u, fillToken(r))
		for range r.IntN(3) * r.IntN(6) { // more words after it, a third of the time none
			words = append(words, vocab[r.IntN(len(vocab))])
		}
		text := greedyFill(words, widths[r.IntN(len(widths))])
		// Only the paragraphs whose URL ends its line.
		if !strings.Contains(text, u+"\n") {
			continue
		}
		tally.scan(text, u, func(got string) bool { return strings.HasPrefix(got, u) && got != u })
	}
	if tally.cases < 500 {
		t.Errorf("%d cases: too few", tally.cases)
	}
	// Before the moved fact, at-margin joined 36 (33 with no other
	// reading): review38 F6.
	tally.check(t, "URLs that end a line in greedily filled text, a token on the next", map[string][2]int{
		"at-edge": {7, 7}, "at-margin": {22, 21}, "before-slash": {2, 2}, "cut-in-word": {5, 5}, "hard-cut": {1, 1}, "lynx-margin": {2, 2},
	})
}

// joinTally counts, by the rules that decided them, the URLs that a
// generated text's scan read on into the next line where the URL ends
// (no join is right there): the main reading joined, and of those the
// ones with no other reading; with the first texts of each rule, for the
// error.
type joinTally struct {
	cases    int
	byRule   map[string][2]int
	examples map[string][]string
}

// scan scans text, whose URL u ends a line, and counts each URL that
// joined says is u read on into the next line.
func (j *joinTally) scan(text, u string, joined func(got string) bool) {
	if j.byRule == nil {
		j.byRule, j.examples = map[string][2]int{}, map[string][]string{}
	}
	j.cases++
	s := NewScanner(strings.NewReader(text), Options{})
	for s.Scan() {
		got := s.URL()
		if !joined(got.Text) {
			continue
		}
		k := rules(s.m.rules).String()
		c := j.byRule[k]
		c[0]++
		if got.Uncertain == "" {
			c[1]++
		}
		j.byRule[k] = c
		if len(j.examples[k]) < 3 {
			j.examples[k] = append(j.examples[k], fmt.Sprintf("%q: read %q (other reading %q), want %q", text, got.Text, got.Uncertain, u))
		}
	}
}

// check logs the counts, and fails for each rule that joined more URLs
// than most allows it (the main reading, and of those the ones with no
// other reading): no join is right, so most holds what the rules still
// get wrong, to be brought to none, and fails a change that joins more.
func (j *joinTally) check(t *testing.T, what string, most map[string][2]int) {
	t.Helper()
	t.Logf("%d cases; joined by rules (main reading, of them with no other reading): %v", j.cases, j.byRule)
	names := make([]string, 0, len(j.byRule))
	for k := range j.byRule {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if c, m := j.byRule[k], most[k]; c[0] > m[0] || c[1] > m[1] {
			t.Errorf("%s: %s joined %d of %d (%d with no other reading; at most %d and %d), e.g.\n%s", what, k, c[0], j.cases, c[1], m[0], m[1], strings.Join(j.examples[k], "\n"))
		}
	}
}

// hyphenWord draws a word of prose that joins words of letters with "-"
// ("up-to-date", "well-known", "state-of-the-art"), as prose puts one
// after a URL: one of a list, or two to four drawn words of letters,
// perhaps capitalised, perhaps with a stop after.
func hyphenWord(r *rand.Rand, vocab []string) string {
	known := strings.Fields("up-to-date long-term well-known state-of-the-art built-in so-called open-source read-only end-to-end real-time third-party command-line day-to-day one-off co-author re-run e-mail follow-up")
	var w string
	if r.IntN(2) == 0 {
		w = known[r.IntN(len(known))]
	} else {
		parts := make([]string, 2+r.IntN(3))
		for i := range parts {
			parts[i] = vocab[r.IntN(len(vocab))]
		}
		w = strings.Join(parts, "-")
	}
	if r.IntN(4) == 0 {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return w + []string{"", "", ".", ",", ";", ":", ")", "!", "?"}[r.IntN(9)]
}

// TestGreedyFillHyphenWord (issue 28, lynxsign's part 2): in text filled
// greedily to 60-80 columns, after a prefix of indentation, a quote's or
// a comment's, a URL that ends in "/" and ends its line, and a word of
// prose joined by "-" on the next ("…/library/" and "up-to-date."),
// alone or before more words, is no rest of the URL: the word did not fit
// on the line, as greedy fill moves a word. would-have-fitted joined 192
// of 606 such URLs where the word ended the paragraph, with no other
// reading (lynxsign's count); slug joined those before more words, the
// ended reading kept.
func TestGreedyFillHyphenWord(t *testing.T) {
	r := rand.New(rand.NewPCG(39, 28))
	vocab := strings.Fields("the of and to in is that for it as with was on be by this are or from at an but not have has which you one all were we can there their if more when will would so no what about out up into some them could other than then its only also after use two how our work first well way even new want because any these give day most us")
	hosts := []string{"www.example.org", "bugs.example.com", "git.kernel.org", "docs.python.org", "lists.debian.org", "github.com"}
	segs := strings.Fields("docs guide options pub scm linux kernel git torvalds show_bug issues pull wiki HowTo library stdtypes archives debian-devel 2024 msg00012")
	prefixes := []string{"", "  ", "   ", "    ", "> ", ">> ", "// ", "# ", "\t"}
	var tally joinTally
	for range 6000 {
		var words []string
		for range 1 + r.IntN(40) {
			words = append(words, vocab[r.IntN(len(vocab))])
		}
		var path []string
		for range 1 + r.IntN(4) {
			path = append(path, segs[r.IntN(len(segs))])
		}
		u := "https://" + hosts[r.IntN(len(hosts))] + "/" + strings.Join(path, "/") + "/"
		words = append(words, u, hyphenWord(r, vocab))
		for range r.IntN(3) * r.IntN(4) { // more words after it, half the time none
			words = append(words, vocab[r.IntN(len(vocab))])
		}
		prefix := prefixes[r.IntN(len(prefixes))]
		width := 60 + r.IntN(21)
		if prefix == "\t" {
			width -= 8
		} else {
			width -= len(prefix)
		}
		var text strings.Builder
		for _, l := range strings.SplitAfter(greedyFill(words, width), "\n") {
			if l != "" {
				text.WriteString(prefix + l)
			}
		}
		if !strings.Contains(text.String(), u+"\n") {
			continue
		}
		tally.scan(text.String(), u, func(got string) bool { return strings.HasPrefix(got, u) && got != u })
	}
	if tally.cases < 500 {
		t.Errorf("%d cases: too few", tally.cases)
	}
	// Before proseAfterPath and the moved fact: would-have-fitted 450 and
	// word-then-stop 488 with no other reading, at-margin 57.
	// would-have-fitted, word-then-stop and slug join none with no other
	// reading: w3m breaks a URL after a "/" where its rest does not fit,
	// which the margin cannot tell from a word moved to the next line.
	tally.check(t, "URLs that end in \"/\" and end a line in greedily filled text, a word joined by \"-\" on the next", map[string][2]int{
		"at-edge": {4, 4}, "at-margin": {25, 25}, "hard-cut": {5, 5}, "lynx-margin": {6, 0},
		"slug": {23, 0}, "word-then-stop": {497, 0}, "would-have-fitted": {471, 0},
	})
}

// hyphenFill fills words to width columns as html2text and Python's
// textwrap (break_on_hyphens) do: a word may break after a "-" that
// follows a letter or a digit and comes before one, where the piece up
// to it fits on the line and the rest does not; a word longer than a
// line is set on a line of its own, uncut.
func hyphenFill(words []string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range words {
		var pieces []string
		for s := 0; ; {
			i := strings.IndexByte(w[s:], '-')
			for i >= 0 {
				at := s + i
				if at > 0 && at+1 < len(w) && isAlnum(w[at-1]) && isAlnum(w[at+1]) {
					break
				}
				j := strings.IndexByte(w[at+1:], '-')
				if j < 0 {
					i = -1
					break
				}
				i += 1 + j
			}
			if i < 0 {
				pieces = append(pieces, w[s:])
				break
			}
			pieces = append(pieces, w[s:s+i+1])
			s += i + 1
		}
		for k, p := range pieces {
			sep := 0
			if k == 0 && n > 0 {
				sep = 1
			}
			if n > 0 && n+sep+len(p) > width {
				b.WriteByte('\n')
				n, sep = 0, 0
			}
			if sep == 1 {
				b.WriteByte(' ')
			}
			b.WriteString(p)
			n += sep + len(p)
		}
	}
	return b.String() + "\n"
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// TestHyphenBreakFill (issue 28, hyphen-rest): html2text breaks a word
// after a hyphen where the rest does not fit, a URL's too ("…/odbc/microsoft-"
// and "open-database-connectivity-odbc) but is…", R-data.html; w3m does
// as well, sqlalchemy's migration_07.html). In text filled so to 60-80
// columns, after a prefix of indentation, a quote's or a comment's, a URL
// whose path holds words joined by "-" and that the fill broke after one
// of them must be found whole, with the prose around drawn from words of
// letters, capitalised words, hyphenated words and tokens that are none
// (fillToken). Before hyphen-rest, 429 of 1,600 such URLs were missed,
// their first line read alone (plainly-continues 395, short-line 31,
// prefix-lost 3); 192 are now (plainly-continues 168, short-line 21,
// prefix-lost 3), and the ceiling is that. hyphen-rest joins only where
// prose around shows the fill and the next line's first piece did not
// fit within it: a short paragraph (a list item of two lines, "  * As
// but https://…/Type-and-connectivity-pep-" over "Content; will two")
// shows none, and there nothing tells the break from a URL that does end
// in "-" (TestRejoinHeuristic's "…/what-s-troubling-germany-inc-" and
// "and then we went home."), nor a stopword alone before more words
// ("…/use-sqlite-up-" and "and; way with", as "…-inc-" and "and then we
// went home."). prefix-lost's: a drawn token that starts
// the URL's line ("*;utZl\"", ">avO{", "// |nhc") reads as a bullet, a
// quote's or a comment's prefix, which the next line lacks.
func TestHyphenBreakFill(t *testing.T) {
	r := rand.New(rand.NewPCG(40, 28))
	vocab := strings.Fields("the of and to in is that for it as with was on be by this are or from at an but not have has which you one all were we can there their if more when will would so no what about out up into some them could other than then its only also after use two how our work first well way even new want because any these give day most us")
	parts := strings.Fields("open database connectivity odbc using temporary tables with sqlite Portable Shell ENVIRONMENT VARIABLES X Content Type Options how to set up and use domainkeys scalar select pep 0489 export hook name 2024 v2 utf 16 considered harmful")
	hosts := []string{"www.example.org", "docs.microsoft.com", "developer.mozilla.org", "www.gnu.org", "peps.python.org", "github.com"}
	segs := strings.Fields("docs en-US sql odbc manual Web HTTP Headers software autoconf questions 102205 dialects wiki")
	prefixes := []string{"", "  ", "   ", "    ", "      ", "> ", ">> ", "// ", "# ", "\t", "  * ", "   1. "}
	missed, cases := map[string]int{}, 0
	var examples []string
	for range 4000 {
		var words []string
		for range r.IntN(30) {
			words = append(words, proseOrToken(r, vocab))
		}
		var path []string
		for range r.IntN(3) {
			path = append(path, segs[r.IntN(len(segs))])
		}
		hy := make([]string, 2+r.IntN(4))
		for i := range hy {
			hy[i] = parts[r.IntN(len(parts))]
		}
		last := strings.Join(hy, "-")
		switch r.IntN(3) {
		case 0:
			last += []string{".html", ".txt", "/", ""}[r.IntN(4)]
		case 1:
			last = []string{"page.html#", "index#", "#"}[r.IntN(3)] + last
		}
		u := "https://" + hosts[r.IntN(len(hosts))] + "/" + strings.Join(append(path, last), "/")
		open, close := "", ""
		if r.IntN(4) == 0 {
			open, close = "(", ")"
		}
		words = append(words, open+u+close+[]string{"", "", ".", ",", ";", ":"}[r.IntN(6)])
		for range r.IntN(3) * r.IntN(5) {
			words = append(words, proseOrToken(r, vocab))
		}
		prefix := prefixes[r.IntN(len(prefixes))]
		width := 60 + r.IntN(21)
		if prefix == "\t" {
			width -= 8
		} else {
			width -= len(prefix)
		}
		var text strings.Builder
		for i, l := range strings.SplitAfter(hyphenFill(words, width), "\n") {
			if l != "" {
				if i > 0 && strings.HasSuffix(prefix, ". ") || strings.HasSuffix(prefix, "* ") && i > 0 {
					text.WriteString(strings.Repeat(" ", len(prefix)) + l)
					continue
				}
				text.WriteString(prefix + l)
			}
		}
		broken := false
		for _, l := range strings.Split(text.String(), "\n") {
			if i := strings.Index(l, "https://"); i >= 0 && strings.HasPrefix(u, strings.TrimRight(l[i:], ".,;:)")) && strings.HasSuffix(l, "-") && l[i:] != u {
				broken = true
			}
		}
		if !broken {
			continue
		}
		cases++
		rs := newReadings()
		var decided string
		s := NewScanner(strings.NewReader(text.String()), Options{})
		for s.Scan() {
			got := s.URL()
			rs.add(got)
			if strings.HasPrefix(u, got.Text) || strings.HasPrefix(got.Text, "https://") {
				decided = rules(s.m.rules).String()
			}
		}
		if !rs.got[u] {
			missed[decided]++
			if len(examples) < 5 {
				examples = append(examples, fmt.Sprintf("%q: want %q, got %q", text.String(), u, rs.order))
			}
		}
	}
	if cases < 1000 {
		t.Errorf("%d cases: too few", cases)
	}
	n := 0
	for _, c := range missed {
		n += c
	}
	t.Logf("%d URLs broken after a hyphen; missed %d, by the rules that decided: %v", cases, n, missed)
	if n > 192 || missed["prefix-lost"] > 3 {
		t.Errorf("missed %d of %d URLs broken after a hyphen (at most 192, prefix-lost 3), e.g.\n%s", n, cases, strings.Join(examples, "\n"))
	}
}

// proseOrToken draws a word of prose (vocab, capitalised a fifth of the
// time), a hyphenated word (hyphenWord) or a token that is no word of
// letters (fillToken).
func proseOrToken(r *rand.Rand, vocab []string) string {
	switch r.IntN(10) {
	case 0:
		return hyphenWord(r, vocab)
	case 1:
		return fillToken(r)
	case 2:
		w := vocab[r.IntN(len(vocab))]
		return strings.ToUpper(w[:1]) + w[1:]
	}
	return vocab[r.IntN(len(vocab))]
}
