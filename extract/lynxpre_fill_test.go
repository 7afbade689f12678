package extract

import (
	"fmt"
	"math/rand/v2"
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
	joined, cases := 0, 0
	byRule := map[string][2]int{} // rules: main reading joined, joined with no other reading
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
		cases++
		lynxJoins(t, text, u, func(got string) bool { return got != u }, byRule, &joined)
	}
	t.Logf("joined by rules (main reading, of them with no other reading): %v", byRule)
	if joined > 0 {
		t.Errorf("%d of %d URLs that end a paragraph's line in greedily filled text are joined by lynx-pre with the next line's word", joined, cases)
	}
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
	joined, cases := 0, 0
	byRule := map[string][2]int{} // rules: main reading joined, joined with no other reading
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
		cases++
		lynxJoins(t, text, u, func(got string) bool { return strings.HasPrefix(got, u) && got != u }, byRule, &joined)
	}
	t.Logf("joined by rules (main reading, of them with no other reading): %v", byRule)
	if joined > 0 || cases < 500 {
		t.Errorf("%d of %d URLs that end a line in greedily filled text are joined by lynx-pre with the next line's token", joined, cases)
	}
}

// lynxJoins scans text, whose URL u ends a line, and counts each URL that
// joined says is u read on into the next line in byRule by the rules that
// decided it (its main reading, and of those the ones with no other
// reading). Those lynx-pre decided add to *lynx, and the first five of
// them are errors.
func lynxJoins(t *testing.T, text, u string, joined func(got string) bool, byRule map[string][2]int, lynx *int) {
	t.Helper()
	s := NewScanner(strings.NewReader(text), Options{})
	for s.Scan() {
		got := s.URL()
		if !joined(got.Text) {
			continue
		}
		k := rules(s.m.rules).String()
		c := byRule[k]
		c[0]++
		if got.Uncertain == "" {
			c[1]++
		}
		byRule[k] = c
		if s.m.rules&(1<<ruleLynxPre) == 0 {
			continue
		}
		*lynx++
		if *lynx <= 5 {
			t.Errorf("%q: read %q (other reading %q, rules %s), want %q", text, got.Text, got.Uncertain, rules(s.m.rules), u)
		}
	}
}
