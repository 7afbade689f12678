package extract

// Trimming: what is removed from the end of a candidate (trim) and where a
// list in its site ends it (siteList).

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// trim removes trailing punctuation. A final "'" stays when it closes a
// quote opened inside the URL (http://x/blah_'quoted').
//
// A final "'s" after a URL with no other "'" is a possessive
// ("http://t.co/x's website") and is removed too, and so is a string
// escape of code ("\n", "\r", "\t").
func (m *machine) trim() {
	if m.lang&langRoff != 0 {
		m.roffUnescape()
		if len(m.altText) > 0 && bytes.IndexByte(m.altText, '\\') >= 0 {
			m.altText, _ = m.trimmed(roffText(m.altText))
		}
	}
	m.cellFill()
	m.text, m.emphOpen = m.trimmed(m.text)
}

// cellFill ends a URL in a row of a table as html2text draws it (a line
// that starts, after its indentation, and ends with "|"; cell-fill,
// issue 28): a "|" glued inside the URL's token is the cell's border
// ("|…https://foo/|change URL of origin |", debian-reference ch10), and
// on the row's last line, which html2text prints with every space as "_"
// (the rule under the row), the run of "_" before the border is no part
// of the URL either ("|https://lilypond.org/.________|", lilypond's
// contributor and extending manuals). A row of a Markdown table sets a
// space before its "|"; a URL's own "_" stays where the line holds a
// space. A URL that starts on the filled line (after a word and the
// fill's "_", "|BugReports:_https://…___|" of R-exts.html: the scanner
// starts it there, fillSpaceBefore) ends at the "_" html2text printed
// for the space after it (filledStop: "|https://x/pub/_and_others|",
// review47 F9).
func (m *machine) cellFill() {
	const maxCellRow = 4096
	t := m.text
	if len(t) < 2 || len(m.raw) == 0 || bytes.IndexByte(t, '|') < 0 && bytes.IndexByte(t, '_') < 0 {
		return
	}
	last := m.raw[len(m.raw)-1]
	b := m.b
	at := func(i int) int { return last.buf + i - last.text } // buffer index of t[i], i >= last.text
	end := at(len(t))
	if last.text >= len(t) || end > len(b) {
		return
	}
	// A row longer than maxCellRow is no table html2text draws: the
	// walks to the line's ends stop there, so that a long line of many
	// URLs costs each of them at most 2*maxCellRow (it cost the line's
	// length each: 20,000 URLs holding "|" on one 400 KB line took 1.6 s,
	// perf45-to-prec45.md).
	le, ok := rowEnd(b, end, maxCellRow)
	if !ok {
		return
	}
	if le == len(b) && !m.eof {
		return // the line's end is not in the buffer
	}
	// A row's text ends in "|": a line whose text ends in another byte
	// after the token returns here, before the search back to its start
	// (a URL-dense line held a "|" in each fifth URL, and each searched
	// back to the line's start). Exact: b[k-1] is no blank and stands
	// after the token, past the line's first byte that is none (i
	// below), so the trim below stops at k too and returns at its "|"
	// test (TestCellFillGate).
	k := le
	for k > end && (b[k-1] == ' ' || b[k-1] == '\t') {
		k--
	}
	if k > end && b[k-1] != '|' && !m.ungated {
		return
	}
	ls, ok := rowStart(b, at(last.text), maxCellRow)
	if !ok {
		return
	}
	i, j := ls, le
	for i < j && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	for j > i && (b[j-1] == ' ' || b[j-1] == '\t') {
		j--
	}
	if j-i < 2 || b[i] != '|' || b[j-1] != '|' {
		return
	}
	tok := at(last.text) // the token's first byte on this line
	if spacedRow(b[i:j], tok-i, end-i) {
		// "| Fonts | https://…/css?family=Roboto|Open+Sans |": every
		// border outside the token has a space on each side, as a
		// Markdown table's row sets them; html2text sets a cell's text
		// against its left border, so this is no row of its drawing,
		// and a "|" in the token is the URL's (review44 L5).
		return
	}
	n := -1
	for p := last.text + 1; p < len(t); p++ {
		if t[p] == '|' && (!userinfoBar(t, p) || borderAligned(b, ls, le, at(p))) {
			n = p // the border
			break
		}
	}
	border := n // the border in the token, or len(t)
	if border < 0 {
		border = len(t)
	}
	filled := bytes.IndexByte(b[i:j], ' ') < 0 && bytes.IndexByte(b[i:j], '\t') < 0
	inside := false // the run stopped inside the cell, before its border
	if n < 0 {
		n = len(t)
		if t[n-1] == '|' && (!userinfoBar(t, n-1) || borderAligned(b, ls, le, at(n-1))) {
			n--
		} else if end == len(b) || b[end] != '|' {
			if !filled {
				return
			}
			inside = true
		}
	}
	if filled {
		k := n
		for k > last.text+1 && t[k-1] == '_' {
			k--
		}
		// The run is html2text's fill where it is longer than a path's
		// own "_" or "__" ends ("…/__init__|", "…/Foo_(bar)_|" keep
		// theirs), or where another cell of the row is filled to its
		// border too ("|a____|https://x/b/c____|d__|"; review44 L5).
		if !inside && (n-k > 2 || n > k && otherCellFilled(b[i:j], tok-i, at(n)-i)) {
			n = k
		}
		if len(m.raw) == 1 && n > last.text {
			// The URL starts on the filled line: it ends at the "_"
			// html2text put for a space after it (filledStop; a URL
			// from the row's line above has its end from
			// bordered-cell).
			hs, he := hostEnd(t[:n])
			if hs < last.text {
				hs, he = 0, 0
			}
			e := at(n) // the cell's border, past what the run stopped at ("…/a_}_more|")
			if x := bytes.IndexByte(b[e:j], '|'); x >= 0 {
				e += x
			}
			if stop := filledStop(b, at(last.text), e, at(hs), at(he), false); stop > 0 && stop < at(n) {
				n = stop - last.buf + last.text
			}
		}
	}
	if border < len(t) {
		m.cellEnd = at(border) // the run read on past the cell's border
	}
	m.text = t[:n]
}

// rowStart returns the start of the line that holds buffer index i of
// b (after its last "\n" before i), and false when no line start stands
// within reach bytes before i (b[i-reach-1] ends a line, at the farthest).
// It is the walk of cellFill, a byte at a time,
//
//	for lim := max(0, i-reach); i > 0 && b[i-1] != '\n'; i-- {
//		if i == lim {
//			return i, false
//		}
//	}
//
// searched eight bytes at a time (lastNewline): the walks of cellFill
// were 6% of lint's instructions on URL-dense text, where a line holds
// twenty URLs and four of them a "|" (TestRowEnds checks the two alike).
func rowStart(b []byte, i, reach int) (int, bool) {
	if i <= 0 {
		return i, true
	}
	lim := i - reach
	lo := lim - 1
	if lim <= 0 {
		lim, lo = 0, 0
	}
	switch k := lastNewline(b[lo:i]); {
	case k >= 0:
		return lo + k + 1, true
	case lim > 0:
		return lim, false
	}
	return 0, true
}

// rowEnd returns the end of the line that holds buffer index i of b (its
// first "\n" or "\r" from i on, or len(b)), and false when none stands
// within reach bytes after i (at b[i+reach], at the farthest). It is the walk
// of cellFill, a byte at a time,
//
//	for lim := min(len(b), i+reach); i < len(b) && b[i] != '\n' && b[i] != '\r'; i++ {
//		if i == lim {
//			return i, false
//		}
//	}
//
// searched with bytes.IndexByte (TestRowEnds checks the two alike).
func rowEnd(b []byte, i, reach int) (int, bool) {
	if i >= len(b) {
		return i, true
	}
	lim := min(len(b), i+reach)
	hi := min(len(b), lim+1)
	k := bytes.IndexByte(b[i:hi], '\n')
	if k < 0 {
		k = hi - i
	}
	if r := bytes.IndexByte(b[i:i+k], '\r'); r >= 0 {
		k = r
	}
	switch {
	case i+k < hi:
		return i + k, true
	case lim < len(b):
		return lim, false
	}
	return len(b), true
}

// userinfoBar reports whether the "|" at t[p] is inside the URL's
// userinfo: the text before it holds no "/" after its "//" and the bytes
// after it reach an "@" and a host's character before any "/" or space
// ("postgres://app:4711|xq@db.example.org/app"; review44 L5). It is no
// cell's border.
func userinfoBar(t []byte, p int) bool {
	s := bytes.Index(t[:p], []byte("//"))
	if s < 0 || bytes.IndexByte(t[s+2:p], '/') >= 0 {
		return false
	}
	return userinfoGoesOn(t, p+1, len(t))
}

// borderAligned reports whether the "|" at buffer index x, on the line
// b[ls:le] of a row of html2text's table, stands in a column where the
// line above or below, a row of the same table, has its "|" too: a
// border, not a "|" of a userinfo (userinfoBar: "|https://a.example|"
// before "|alice@b/c|", the next cell's address). A cell's text stands
// between its borders, which every line of the row has in the same
// columns, so that no "|" of a URL's password stands in one.
func borderAligned(b []byte, ls, le, x int) bool {
	c := runesIn(b[ls:x])
	if ls > 0 {
		pe := ls - 1 // the line above: b[ps:pe]
		ps := pe
		for ps > 0 && b[ps-1] != '\n' && pe-ps <= le-ls+8 {
			ps--
		}
		if (ps == 0 || b[ps-1] == '\n') && bordersAt(b, ps, pe, c) {
			return true
		}
	}
	if le < len(b) && b[le] == '\n' {
		ns := le + 1
		ne := ns
		for ne < len(b) && b[ne] != '\n' && ne-ns <= le-ls+8 {
			ne++
		}
		if (ne == len(b) && ne > ns || ne < len(b) && b[ne] == '\n') && bordersAt(b, ns, ne, c) {
			return true
		}
	}
	return false
}

// bordersAt reports whether b[ls:le] is a row of html2text's table with a
// "|" at its character column c.
func bordersAt(b []byte, ls, le, c int) bool {
	if le > ls && b[le-1] == '\r' {
		le--
	}
	if bd := rowBorder(b[ls:le]); len(bd) != 1 {
		return false
	}
	i := columnIndex(b, ls, le, c)
	return i >= 0 && b[i] == '|'
}

// spacedRow reports whether every "|" of the row outside the URL's token
// row[ts:te] has a space or the row's end on each side: a Markdown
// table's row ("| a | https://x/?q=a|b |"), not html2text's, which sets a
// cell's text against its left border. A row with no border outside the
// token is not spaced.
func spacedRow(row []byte, ts, te int) bool {
	seen := false
	for p, c := range row {
		if c != '|' || p >= ts && p < te {
			continue
		}
		if p > 0 && row[p-1] != ' ' && row[p-1] != '\t' || p+1 < len(row) && row[p+1] != ' ' && row[p+1] != '\t' {
			return false
		}
		seen = true
	}
	return seen
}

// otherCellFilled reports whether a border of the row before the URL's
// first byte row[us] or after its own border row[ub] has a "_" before it:
// another cell of the row is filled with html2text's "_" to its border.
func otherCellFilled(row []byte, us, ub int) bool {
	for p := 1; p < len(row); p++ {
		if row[p] == '|' && row[p-1] == '_' && (p < us || p > ub) {
			return true
		}
	}
	return false
}

// trimmed is what trim leaves of t, and whether an emphasis "_" opened
// before the URL stays open.
func (m *machine) trimmed(t []byte) ([]byte, bool) {
	t = siteList(t)
	t = htmlQuoteCut(t)
	// The close of the emphasis the URL opened on ("_http://x_",
	// "~~http://x~~") is taken off where it ends the URL, or where the
	// punctuation trimmed after it leaves it last: a sentence goes on after
	// the close ("_http://x/y_,", "~http://x/y~.", "_http://x/y]_;").
	// Before stop 40 only the first was read: "_http://b.example/y_," was
	// no URL (an "_" left open), and "~http://x/y~." read "http://x/y~".
	n, closed := m.w.emphN, false
	closeEmph := func() {
		if n > 0 && !closed && len(t) > n && bytes.Count(t[len(t)-n:], []byte{m.w.emph}) == n {
			t = t[:len(t)-n]
			closed = true
		}
	}
	// "_http://x" without its close: a word, as linkify-it reads it, not
	// an emphasis.
	open := func() bool { return n > 0 && !closed && m.w.emph == '_' }
	if n > 0 {
		// The close before a run of punctuation: the run is the
		// sentence's, whatever the trimming below would keep of it
		// ("_http://x/é_''").
		e := len(t)
		if e > 2 && t[e-2] == '\'' && t[e-1] == 's' {
			e -= 2 // a possessive after the close ("_http://x/a_b_'s", review47 F2)
		}
		for e > 0 {
			if c := t[e-1]; c < utf8.RuneSelf {
				if c == m.w.emph || class[c]&cTrail == 0 && c != ')' && c != ']' && c != '}' {
					break
				}
				e--
				continue
			}
			r, size := utf8.DecodeLastRune(t[:e])
			if !unicode.IsPunct(r) {
				break
			}
			e -= size
		}
		// Not after a marker: "_http://x/y____|" is a rule of
		// underscores that a table's cell ends (html2text), no close;
		// but the path's own markers are ("_http://x/__init___.",
		// "_http://x/a_b__.": review40 F5 read no URL in either).
		if e < len(t) && e > n+1 && bytes.Count(t[e-n:e], []byte{m.w.emph}) == n && (t[e-n-1] != m.w.emph || ownMarkers(t[:e-n], m.w.emph)) {
			t, closed = t[:e-n], true
		}
	}
	closeEmph()
	if n > 0 && !closed && m.closeAfter(t, n) {
		// The URL ended at punctuation the close stands after
		// ("_https://x/a\"_ and more", "_https://x/a、_"): the sentence's,
		// as it is bare ("x https://x/a\" z"); the "_" is closed, and the
		// URL is what it is bare (review53 M2: no URL at all).
		closed = true
	}
	if closed {
		// What the close leaves must read as the URL does bare at a
		// line's end and in every delimiter: a closer or a CJK mark the
		// token kept only because the close went on after it
		// ("__A0://0.)#__": "#" then "_"; "__http://x/L、__") ends it.
		t = t[:keptPast(t)]
	}
	// What the punctuation leaves may hold a site that siteList reads
	// otherwise ("A0://:,/@\x9b!" is "A0://:,/" once the "@" is gone, whose
	// site is cut at its ","): the two are asked again until neither
	// changes it, so that a URL reads back as itself.
	for {
		before := len(t) // what siteList gave
		quotes := -1     // the "'" in t, counted when first needed
		for len(t) > 0 {
			n := len(t)
			if t[n-1] == '\'' || n > 2 && t[n-2] == '\'' && t[n-1] == 's' {
				if quotes < 0 {
					quotes = bytes.Count(t, []byte{'\''})
				}
			}
			switch {
			case n > 2 && t[n-2] == '\'' && t[n-1] == 's' && quotes == 1:
				// A possessive: the only "'" is the one before the "s".
				t = t[:n-2]
				quotes--
				continue
			case t[n-1] == '@' && pathStarted(t[:n-1]):
				// "http://foo.bar/path@": an "@" ends no path. (One that ends
				// the site, "qemu+ssh://root@" before "<em>server</em>", is a
				// userinfo without its host, left for lint.)
				t = t[:n-1]
				continue
			case (t[n-1] == '_' || t[n-1] == '~') && n > 1 && m.w.emphN == 0 && m.w.d == Space && m.proseClose(t) > 0:
				// An emphasis opened before prose on the URL's line and
				// closed glued after it ("_Note: details at
				// https://x/os.html_", maybe before punctuation): the
				// close is markup, as GFM's autolinks read it (review53
				// M1).
				t = t[:n-m.proseClose(t)]
				continue
			case t[n-1] == ':' && n > 2 && t[n-2] == ']' && ipLiteralEnds(t[:n-1]):
				// "http://[::1]:": the empty port after an IP literal, which
				// no sentence ends with.
			case class[t[n-1]]&cTrail != 0:
				if t[n-1] == '\'' {
					if quotes%2 == 0 {
						return t, open()
					}
					quotes--
				}
				t = t[:n-1]
				continue
			case t[n-1] == '(' || t[n-1] == '[' || t[n-1] == '{':
				// An opener at the end cannot be balanced: "http://x/(" before
				// a space or a full stop.
				t = t[:n-1]
				continue
			case (t[n-1] == ')' || t[n-1] == ']' || t[n-1] == '}') && unbalancedLast(t):
				// A closer that opens nothing ends no URL (machine.line
				// keeps one only inside a token, "https://x/a)b/c"): what
				// the trimming took after it was that token's rest, as
				// the close of an emphasis, "_A0://0)_", is. The URL then
				// ends before it, as it does bare ("A0://0) x") and in
				// any delimiter ("“A0://0)”"): the draft's Appendix E
				// reads the same URL in each.
				t = t[:n-1]
				continue
			case t[n-1] >= utf8.RuneSelf && lastRuneInvalid(t):
				// A byte that is no UTF-8 stays in a URL only between URL
				// characters (machine.run): one that the punctuation trimmed
				// here leaves last ends it, as it does before ">" in <...>.
				t = t[:n-1]
				continue
			case m.w.d == Space && caretNote(t) > 0:
				// A footnote's mark, which w3m and lynx print as "^" and
				// its number (HTML's <sup>), glued to the bare URL before
				// it ("…/noweb/^78.", "…/liberation-fonts,^63 which",
				// r-doc-html R-admin.html): no URL holds a "^" (RFC 3986
				// has it percent-encoded), and one that ends in "^" and a
				// number is that mark. What the mark leaves is trimmed too.
				t = t[:n-caretNote(t)]
				continue
			case t[n-1] >= utf8.RuneSelf && m.w.d == Space && gluedHangul(t) > 0 && m.koreanBefore():
				// Korean glued after the URL, in Korean text: a
				// particle or a word ("https://github.com/a/b에서"), or
				// a PDF's full stop that a Korean font maps to a
				// syllable (kotex-doc.pdf: "…/kotex-plain줮",
				// renderer/tuned2/pdftotext).
				t = t[:n-gluedHangul(t)]
				continue
			case t[n-1] >= utf8.RuneSelf && notIRIEnd(t):
				// A glyph glued after the URL that no IRI holds there
				// (an icon font's private-use glyph, a noncharacter).
				_, size := utf8.DecodeLastRune(t)
				t = t[:n-size]
				continue
			case n > 2 && t[n-2] == '\\' && (t[n-1] == 'n' || t[n-1] == 'r' || t[n-1] == 't'):
				// A string escape of code, "http://x/\n": not part of the URL.
				t = t[:n-2]
				continue
			case t[n-1] == '\\' && !m.w.strong && n > 1:
				// A backslash that the trimming left last: the machine ends
				// a URL before one that ends its run (a line continuation),
				// so a URL printed with it would not read back as itself.
				// It is markup's: TeX's "\\" after "…cn.html", PostScript's
				// "\)" after "…?product=valgrind".
				t = t[:n-1]
				continue
			}
			break
		}
		if len(t) == before {
			break // nothing trimmed: siteList would give t again
		}
		c := siteList(t)
		if len(c) == len(t) {
			break
		}
		t = c
	}
	if m.w.d == Space {
		t = dropFootnote(t)
	}
	return t, open()
}

// ownMarkers reports whether the run of the marker c that t ends with is
// the path's own, before the close of an emphasis: one marker
// ("/a_b_"), or as many as start the path's last segment ("/__init__",
// a name of Python's). A longer run is a rule ("/y____" before a
// table's "|", html2text).
func ownMarkers(t []byte, c byte) bool {
	r := 0
	for r < len(t) && t[len(t)-1-r] == c {
		r++
	}
	seg := t[bytes.LastIndexByte(t, '/')+1:]
	l := 0
	for l < len(seg) && seg[l] == c {
		l++
	}
	return r == 1 || r == l && len(seg) > 2*r
}

// unbalancedLast reports whether the closer that ends t closes no opener
// of t, counted in order as machine.line counts them (a closer with none
// open is passed over, "https://x/a)b(c)" ends balanced).
func unbalancedLast(t []byte) bool {
	n := len(t)
	k := bracketIndex(t[n-1])
	d := 0
	for _, c := range t[:n-1] {
		switch c {
		case '(', '[', '{':
			if bracketIndex(c) == k {
				d++
			}
		case ')', ']', '}':
			if bracketIndex(c) == k && d > 0 {
				d--
			}
		}
	}
	return d == 0
}

// closeAfter reports whether the close of the emphasis the URL opened
// with, n bytes m.w.emph, stands right after a run of punctuation that
// follows the URL's untrimmed text in the buffer (closers, quotes, the
// bytes of class cTrail, punctuation beyond ASCII; at most 16 bytes),
// and ends a word there.
func (m *machine) closeAfter(t []byte, n int) bool {
	if len(m.raw) == 0 || !bytes.HasPrefix(m.text, t) {
		return false
	}
	last := m.raw[len(m.raw)-1]
	if len(m.text) < last.text {
		return false
	}
	// The bytes after t: what the trimming took off the text so far (a
	// list in the site, "https://x.org,__" is cut at its ","), then the
	// buffer after the text.
	e := last.buf + len(m.text) - last.text
	rest := m.text[len(t):]
	at := func(i int) (byte, bool) {
		if i < len(rest) {
			return rest[i], true
		}
		if j := e + i - len(rest); j < len(m.b) {
			return m.b[j], true
		}
		return 0, false
	}
	k := 0
	for k < 16 {
		c, ok := at(k)
		if !ok {
			break
		}
		if c < utf8.RuneSelf {
			if !emphTail(c, m.w.emph) {
				break
			}
			k++
			continue
		}
		var buf [utf8.UTFMax]byte
		w := 0
		for ; w < utf8.UTFMax; w++ {
			if b, ok := at(k + w); ok {
				buf[w] = b
			} else {
				break
			}
		}
		r, size := utf8.DecodeRune(buf[:w])
		if !unicode.IsPunct(r) && !unicode.IsSymbol(r) {
			break
		}
		k += size
	}
	if k == 0 {
		return false // the close right after the text: closeEmph's
	}
	for i := k; i < k+n; i++ {
		if c, ok := at(i); !ok || c != m.w.emph {
			return false
		}
	}
	c, ok := at(k + n)
	if !ok {
		return m.eof
	}
	return c != m.w.emph && class[c]&cWord == 0
}

// proseClose returns how many bytes of t's last run of "_" or "~" (one
// or two) close an emphasis that opens before the URL on its line: a run
// of as many at the start of a word (after the line's start, white space
// or an opening bracket or quote, before a byte that is no white space),
// the last run of that marker between it and the URL being it; not one
// whose word holds a "/", nor one that starts its line (after its
// indentation) after a line whose last word holds a "/": both are the
// rest of a URL that a renderer broke there. 0 where none: a URL that
// ends in "_" keeps it ("…/wiki/Hash_" that a line break cut,
// "…/__init__").
func (m *machine) proseClose(t []byte) int {
	c := t[len(t)-1]
	n := 0
	for n < len(t) && t[len(t)-1-n] == c {
		n++
	}
	if n > 2 || n == len(t) || len(m.raw) == 0 {
		return 0
	}
	b := m.b
	start := m.raw[0].buf
	ls := start
	for ls > 0 && start-ls < lookBehind && b[ls-1] != '\n' {
		ls--
	}
	if i := ls + len(b[ls:start]) - len(bytes.TrimLeft(b[ls:start], " \t")); i < start && b[i] == '|' {
		return 0 // a row of a table html2text draws, whose "_" are its fill
	}
	// The last run of the marker before the URL on its line.
	j := start
	for j > ls && b[j-1] != c {
		j--
	}
	if j == ls {
		return 0
	}
	k := j
	for k > ls && b[k-1] == c {
		k--
	}
	if j-k != n || j >= start || b[j] == ' ' || b[j] == '\t' || bytes.IndexByte(b[j:start], ' ') < 0 {
		// Prose between the opener and the URL: a row html2text fills
		// with "_" for its spaces ("|See_the_https://x/a_|") holds none.
		return 0
	}
	if w := bytes.IndexByte(b[j:start], ' '); bytes.IndexByte(b[j:j+w], '/') >= 0 {
		// A path ("~nby/bdey_ more … https://x/l~"): the rest of a URL
		// cut on the line before, not a word an emphasis opens.
		return 0
	}
	if k > ls {
		switch p := b[k-1]; {
		case p == ' ' || p == '\t' || p == '(' || p == '[' || p == '"' || p == '\'':
		default:
			return 0
		}
	}
	if len(bytes.TrimLeft(b[ls:k], " \t")) == 0 && ls > 0 {
		// The run starts its line: where the line before ends in a word
		// with a "/", it is the rest of a URL that w3m or html2text
		// broke there ("…/_bqstseu/" over "~khw2erviy home … http://x/c~",
		// w3m; "…/ddid3ptl/" over "~nby/bdey_ more … https:/" over
		// "/trw7rn75ww.example/l~", html2text), not an opener: read so,
		// the URL that ends in "~" lost it (prec54, TestEmphasisOpenerURLRest).
		prev := bytes.TrimRight(b[max(0, ls-lookBehind):ls-1], " \t\r")
		if i := bytes.LastIndexByte(prev, '\n'); i >= 0 {
			prev = prev[i+1:]
		}
		if i := bytes.LastIndexAny(prev, " \t"); bytes.IndexByte(prev[i+1:], '/') >= 0 {
			return 0
		}
	}
	return n
}

// emphTail reports whether ASCII byte c may stand between a URL's end and
// the close of its emphasis, marker emph: punctuation, not the marker.
func emphTail(c, emph byte) bool {
	return c > ' ' && c < 0x7f && c != emph && class[c]&cWord == 0 || c == '_' && emph != '_'
}

// keptPast returns where a URL whose token ends with t ends: before an
// unbalanced closer or a CJK, fullwidth or Arabic punctuation mark in its
// last bytes that machine.run kept inside the token only because the
// bytes after t went on (tokenGoesOn), or len(t).
func keptPast(t []byte) int {
	n := len(t)
	for k := max(0, n-2-utf8.UTFMax); k < n; {
		if !utf8.RuneStart(t[k]) {
			k++
			continue
		}
		r, size := utf8.DecodeRune(t[k:])
		if k+size >= n-1 {
			switch {
			case r == ')' || r == ']' || r == '}':
				if unbalancedLast(t[:k+1]) && !tokenGoesOn(t, k+1, n, true) {
					return k
				}
			case isCJKPunct(r) || isArabicPunct(r):
				if !tokenGoesOn(t, k+size, n, r == 0xff3d || r == 0xff5d) {
					return k
				}
			}
		}
		k += size
	}
	return n
}

// lastRuneInvalid reports whether t ends in a byte that is no UTF-8.
func lastRuneInvalid(t []byte) bool {
	r, size := utf8.DecodeLastRune(t)
	return r == utf8.RuneError && size == 1
}

// notIRIEnd reports whether t ends in a character that is no IRI's
// where it stands (RFC 3987, 2.2): a private-use character (U+E000-U+F8FF,
// planes 15 and 16; iprivate, which an IRI holds in its query only) outside
// a query, or a character that is in neither ucschar nor iprivate: a
// noncharacter (U+FDD0-U+FDEF, the last two of every plane), the specials
// U+FFF0-U+FFFF and the tags U+E0000-U+E0FFF. A PDF read back as text
// prints them for an icon font's glyphs (FontAwesome's and its kin map
// theirs to the private-use area) glued after a link's URL.
func notIRIEnd(t []byte) bool {
	r, size := utf8.DecodeLastRune(t)
	if r == utf8.RuneError && size <= 1 {
		return false // no UTF-8: lastRuneInvalid's
	}
	switch {
	case r >= 0xfdd0 && r <= 0xfdef, r&0xfffe == 0xfffe, r >= 0xfff0 && r <= 0xffff, r >= 0xe0000 && r <= 0xe0fff:
		return true
	case r >= 0xe000 && r <= 0xf8ff, r >= 0xf0000:
		q := bytes.IndexByte(t, '?')
		return q < 0 || bytes.IndexByte(t[q:], '#') >= 0
	}
	return false
}

// gluedHangul returns the length of the run of Hangul syllables that
// ends t when it is Korean text glued after the URL, or 0: the run is
// a particle (hangulParticle), it follows an ASCII letter or digit, and
// t holds no other byte that is not ASCII. Korean writes a particle glued to the word
// before it, a Latin one too ("GitHub에서", "URL을 참고"), as Chinese and
// Japanese set their text glued to a URL (gluedIdeograph, which stops
// the URL there; Hangul is written with spaces between words, so the
// machine reads it on, and the trimming takes it off). An IRI that holds
// Hangul has it after a "/", a "=", a "-" or the like
// ("https://ko.wikipedia.org/wiki/한국어"), after a letter or two of a name
// ("…/wiki/C언어"), or after other characters that are not ASCII; those
// stay.
func gluedHangul(t []byte) int {
	k := len(t)
	for k > 0 {
		r, size := utf8.DecodeLastRune(t[:k])
		if r < 0xac00 || r > 0xd7a3 {
			break
		}
		k -= size
	}
	if k == len(t) || k < 1 {
		return 0
	}
	if c := t[k-1]; c >= utf8.RuneSelf || class[c]&cWord == 0 || c == '_' {
		return 0
	}
	for _, c := range t[:k] {
		if c >= utf8.RuneSelf {
			return 0
		}
	}
	if !hangulParticle(string(t[k:])) {
		// Hangul that is no particle: a title or a name that starts
		// with a Latin acronym, as Korean writes them and Korean wikis
		// link them ("…/wiki/KBS한국방송공사", "…/w/IBM코리아",
		// "…/SNS앱", review51 K8). A glyph that a PDF's font printed for
		// a stop ("…/kotex-plain줮", prec51) is no particle either, and
		// stays: a title is likelier.
		return 0
	}
	return len(t) - k
}

// hangulParticles are the particles Korean glues to the word before
// it (the postpositions of case and topic, and the copula's commonest
// forms), the longer first where one starts another.
var hangulParticles = []string{
	"에서부터", "에서는", "에서도", "에서의", "에서", "에게서", "에게는", "에게", "에는", "에도", "에의", "에",
	"으로부터", "으로는", "으로도", "으로서", "으로써", "으로", "로부터", "로는", "로도", "로서", "로써", "로",
	"이라는", "이라고", "이라면", "이나", "이랑", "이며", "이고", "이다", "이에요", "이요", "이",
	"입니다", "입니까", "이지만", "예요", "라는", "라고", "라면",
	"까지는", "까지도", "까지", "부터는", "부터", "처럼", "보다는", "보다", "마다", "밖에", "조차", "만큼", "만",
	"께서는", "께서", "한테서", "한테", "하고", "과는", "과의", "과", "와는", "와의", "와", "랑",
	"를", "을", "은", "는", "가", "의", "도", "나", "며", "요",
}

// hangulParticle reports whether run, Hangul glued after a URL, is a
// particle (hangulParticles), or two of them ("에서는" is one; "으로도",
// "에게도"), or a particle and the copula's ending ("입니다" after
// "에서": "…에서입니다").
func hangulParticle(run string) bool {
	for range 3 {
		cut := false
		for _, p := range hangulParticles {
			if rest, ok := strings.CutPrefix(run, p); ok {
				if rest == "" {
					return true
				}
				run, cut = rest, true
				break
			}
		}
		if !cut {
			return false
		}
	}
	return false
}

// koreanBefore reports whether the text before the URL, on its line or
// on the layoutLines lines above it (lineBehind bytes at most), holds a
// Hangul syllable: Korean text, where gluedHangul's reading holds. A
// syllable glued after a URL in text of another language stays the
// IRI's (TestGlyphEndGenerated).
func (m *machine) koreanBefore() bool {
	b := m.b
	lo, _ := m.sight()
	lines := 0
	for i := m.w.open - 1; i >= lo; i-- {
		switch c := b[i]; {
		case c == '\n':
			if lines++; lines > layoutLines {
				return false
			}
		case c >= 0xea && c <= 0xed && i+3 <= m.w.open:
			if r, _ := utf8.DecodeRune(b[i:]); r >= 0xac00 && r <= 0xd7a3 {
				return true
			}
		}
	}
	return false
}

// dropFootnote removes the number of a footnote that a PDF read back as
// text glues to a bare URL's file name: one to three digits after a
// common extension ("…/archive.zip76", "…/paper.pdf3"), which no file
// name on the web ends with.
func dropFootnote(t []byte) []byte {
	d := len(t)
	for d > 0 && t[d-1] >= '0' && t[d-1] <= '9' {
		d--
	}
	if d == len(t) || len(t)-d > 3 {
		return t
	}
	e := d
	for e > 0 && class[t[e-1]]&cAlpha != 0 {
		e--
	}
	if e == 0 || t[e-1] != '.' || bytes.IndexByte(t[:e], '/') < 0 {
		return t
	}
	switch string(bytes.ToLower(t[e:d])) {
	case "zip", "pdf", "html", "htm", "txt", "gz", "tgz", "xz", "tar", "dvi", "shtml", "php":
		return t[:d]
	}
	return t
}

// caretNote returns the length of the footnote's mark that ends t, a
// "^" and one to three digits after a URL with its host, or 0.
func caretNote(t []byte) int {
	n := len(t)
	d := n
	for d > 0 && n-d <= 3 && t[d-1] >= '0' && t[d-1] <= '9' {
		d--
	}
	if d == n || n-d > 3 || d < 2 || t[d-1] != '^' || t[d-2] == '^' || !hostSeen(t[:d-1]) {
		return 0
	}
	return n - d + 1
}

// ipLiteralEnds reports whether t, a URL, ends with the IP literal of its
// site ("http://[::1]").
func ipLiteralEnds(t []byte) bool {
	i := bytes.Index(t, []byte("://"))
	if i < 0 {
		return false
	}
	site := t[i+3:]
	o := bytes.LastIndexByte(site, '[')
	return o >= 0 && !bytes.ContainsAny(site[o:], "/?#")
}

// siteList cuts t where a list separator stands in its host and port: a
// "|" or a ",". Neither can be in a host name or a port, and lists of URLs
// in code and configuration are written that way
// ("https://proxy.golang.org,direct", "proxy.com|https|foo.com"). The host
// is what follows the userinfo, which may hold both, as may a password
// that holds "/", "?" or "#" (urlsyntax.SecretRange).
func siteList(t []byte) []byte {
	// Every cut below is listCut's, at a "|" or a ",": a URL that holds
	// neither (most) is t whatever its site and userinfo read as. Two
	// vectorised searches, where the reading of the site cost about 270
	// instructions a URL of dense text (TestSiteListGate).
	if bytes.IndexByte(t, '|') < 0 && bytes.IndexByte(t, ',') < 0 {
		return t
	}
	return siteListRead(t)
}

// siteListRead is siteList past its gate.
func siteListRead(t []byte) []byte {
	i := bytes.Index(t, []byte("://"))
	if i <= 0 {
		return t
	}
	lo := i + 3 // the host starts here, and ends at hi
	hi := len(t)
	if j := siteEnd(t[lo:]); j >= 0 {
		hi = lo + j
	}
	switch at := bytes.LastIndexByte(t[lo:hi], '@'); {
	case at >= 0:
		lo += at + 1
	case bytes.IndexByte(t[hi:], '@') >= 0:
		// A password holding "/", "?" or "#" may hide the "@"; without
		// any "@" there is no secret to look past (and no string is made
		// for every URL).
		// An "@" with only trailing punctuation after what the list cut
		// keeps, after a path has started, is trimmed ("an @ ends no
		// path", trim): it makes no userinfo of what stands before it, or
		// the list would be cut in "x://h:1,/" and not in "x://h:1,/@",
		// nor in "x://:,/" and not in "x://:,/@!,0".
		if _, end, ok := urlsyntax.SecretRange(string(t)); ok && end >= lo {
			ulo, uhi := end+1, len(t)
			if j := siteEnd(t[ulo:]); j >= 0 {
				uhi = ulo + j
			}
			if kept := listCut(t, ulo, uhi); !(len(trimEnd(kept)) == end+1 && pathStarted(t[:end])) {
				return kept
			}
		}
	}
	return listCut(t, lo, hi)
}

// trimEnd is t without what trimmed takes from the end of a URL before
// an "@": trailing punctuation, and openers that nothing closes.
func trimEnd(t []byte) []byte {
	for n := len(t); n > 0 && (class[t[n-1]]&cTrail != 0 || t[n-1] == '(' || t[n-1] == '[' || t[n-1] == '{'); n = len(t) {
		t = t[:n-1]
	}
	return t
}

// listCut cuts t at the first "|" or "," of its site t[lo:hi], unless the
// site is a list of hosts with their ports.
func listCut(t []byte, lo, hi int) []byte {
	if j := pipeOrComma(t[lo:hi]); j > 0 && !(t[lo+j] == ',' && hostList(t[lo:hi])) {
		return t[:lo+j]
	}
	return t
}

// pipeOrComma returns the index of the first "|" or "," of a site, or -1:
// bytes.IndexAny(site, "|,") without making its set at each call (it was
// the most of siteList's cost, which runs for every URL).
func pipeOrComma(site []byte) int {
	for i, c := range site {
		if c == '|' || c == ',' {
			return i
		}
	}
	return -1
}

// hostList reports whether site is a list of hosts, each with its port
// ("host1:27017,host2:27017"): a URL of MongoDB, Redis Sentinel or JDBC
// that names several servers (RFC 3986 has no such site, but these
// schemes' URLs are written so).
func hostList(site []byte) bool {
	for len(site) > 0 {
		item := site
		if c := bytes.IndexByte(site, ','); c >= 0 {
			item, site = site[:c], site[c+1:]
			if len(site) == 0 {
				return false
			}
		} else {
			site = nil
		}
		c := bytes.LastIndexByte(item, ':')
		if c <= 0 || c == len(item)-1 || !allDigits(item[c+1:]) {
			return false
		}
		for _, b := range item[:c] {
			if class[b]&cWord == 0 && b != '-' && b != '.' && b < utf8.RuneSelf {
				return false
			}
		}
	}
	return true
}

// htmlQuoteCut cuts t at the first quote or angle bracket of HTML escaped
// as an entity ("&quot;", "&#34;", "&#39;", "&apos;", "&#x22;", "&#x27;",
// "&lt;", "&gt;"), or at one of those without its ";" that ends t: the
// text of an HTML page read as its source ("CURL=&quot;curl
// https://golang.org/&quot;"), where the quote stood around the URL. No
// URL holds such a character bare, and none writes "&quot;" in its query
// for a field "quot" (a field is "&quot=").
func htmlQuoteCut(t []byte) []byte {
	i := bytes.IndexByte(t, '&')
	if i < 0 {
		return t
	}
	for ; i < len(t); i++ {
		if t[i] != '&' {
			continue
		}
		rest := t[i+1:]
		for _, e := range htmlQuoteEntities {
			if len(rest) >= len(e) && asciiFoldEqual(rest[:len(e)], e) && (len(rest) == len(e) || rest[len(e)] == ';') {
				return t[:i]
			}
		}
	}
	return t
}

// htmlQuoteEntities are the names of the entities htmlQuoteCut cuts at,
// after their "&".
var htmlQuoteEntities = []string{"quot", "#34", "#39", "apos", "#x22", "#x27", "lt", "gt"}

// asciiFoldEqual reports whether b and s are equal in any ASCII case.
func asciiFoldEqual(b []byte, s string) bool {
	for i := range len(s) {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != s[i] {
			return false
		}
	}
	return true
}

// roffEscape reads the roff escape at t[i] (a backslash): its length, and
// what it leaves in the URL: keep, the byte after the backslash ("\\-",
// "\\."), or none (drop: "\\&", "\\:", "\\%", "\\/", "\\,", "\\)"); or
// end, for an escape that prints something no URL holds (a font's change
// "\\fR", a special character "\\(em", "\\[u2014]", a string "\\*(Tm", a
// backslash "\\e", a space "\\ ", "\\~").
func roffEscape(t []byte, i int) (n int, keep, end bool) {
	if i+1 >= len(t) {
		return 1, false, true
	}
	switch t[i+1] {
	case '-', '.':
		return 2, true, false
	case '&', ':', '%', '/', ',', ')':
		return 2, false, false
	case '(':
		return min(4, len(t)-i), false, true
	case '[':
		return bracketEscape(t, i+2) - i, false, true
	case 'f', '*', 'm', 'F', 'g', 'n':
		if i+2 < len(t) {
			switch t[i+2] {
			case '(':
				return min(5, len(t)-i), false, true
			case '[':
				return bracketEscape(t, i+3) - i, false, true
			}
			return 3, false, true
		}
		return 2, false, true
	}
	return 2, false, true
}

// roffFont reports whether the roff escape at t[i] changes the font
// ("\\fI", "\\fR", "\\fP", "\\f(CW", "\\f[CR]"; roff-font, review43 L1).
// Inside a URL it prints nothing: groff sets
// "https://example.com/\\fIuser\\fR/repo.git" as
// "https://example.com/user/repo.git", so roffUnescape drops it and the
// URL goes on (roffFontGoesOn); before the scheme (roffFront) and where
// the URL's text ends it is no part of the URL all the same.
func roffFont(t []byte, i int) bool {
	return i+1 < len(t) && t[i+1] == 'f'
}

// roffFontGoesOn reports whether the URL whose text so far is out goes on
// after a font's change that ends at t[k]: the next byte printed (past
// more font changes and escapes that print nothing) stands on the same
// line of the source (old, the pieces of t, p the one that holds the
// change; none for a text alone) and is
//   - after the scheme's "//" alone, one that starts a host (a letter, a
//     digit, "[", "{", "%", "_": "http://\\fIhost", not "file://\\fR\\-Quellen",
//     a German compound's hyphen);
//   - no hyphen ("\\fBhttp://x/foo\\fR\\-Seite": a compound again);
//   - a byte of a URL or a template's "{", but no punctuation that ends
//     a sentence (cTrail, ")", "]") save before a letter, a digit or "/"
//     ("\\fB:\\fIport", not "…\\fR," before the next line).
//
// A space, a line's end and an escape that prints what no URL holds end
// it as they would without the change.
func roffFontGoesOn(out, t []byte, k int, old []rawPiece, p int) bool {
	broken := func(k int) bool { // a line break of the source before t[k]
		for q := p + 1; q < len(old); q++ {
			if old[q].text <= k {
				return true
			}
		}
		return false
	}
	next := func(k int) (byte, int) { // the next byte printed at or after t[k], and the index after it
		for k < len(t) {
			if t[k] != '\\' {
				return t[k], k + 1
			}
			n, keep, end := roffEscape(t, k)
			switch {
			case keep:
				return t[k+1], k + n
			case end && !roffFont(t, k):
				return 0, k
			}
			k += n
		}
		return 0, k
	}
	c, k1 := next(k)
	if c == 0 || broken(k1-1) || c <= ' ' || c >= utf8.RuneSelf || c == '-' {
		return false
	}
	alnum := 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9'
	if bytes.HasSuffix(out, []byte("://")) {
		return alnum || c == '[' || c == '{' || c == '%' || c == '_'
	}
	if class[c]&cURL == 0 && c != '{' { // "{" opens a template's name ("gs://{bucket}/\\f5{path}")
		return false
	}
	if class[c]&cTrail != 0 || c == ')' || c == ']' {
		d, k2 := next(k1)
		return d != 0 && !broken(k2-1) && ('a' <= d|0x20 && d|0x20 <= 'z' || '0' <= d && d <= '9' || d == '/')
	}
	return true
}

// bracketEscape returns the index after the "]" that closes a roff escape
// "\\[name]" whose name starts at t[j], or len(t).
func bracketEscape(t []byte, j int) int {
	if k := bytes.IndexByte(t[j:], ']'); k >= 0 {
		return j + k + 1
	}
	return len(t)
}

// roffUnescape reads the URL's text as roff (a man page's source): an
// escape that stands for a byte of the URL gives it ("\\-" "-", "\\." "."),
// one that prints nothing is dropped ("\\&", "\\:", "\\%", a font's
// change "\\fI…\\fR": roffFont), and one that prints what no URL holds
// ends the URL ("…\\(em", "…\\e"). A font's
// change right before the scheme ("\\fBhttps://…") is no part of it: the
// letters the scheme took of it are dropped. The pieces of the text
// (m.raw) and its hyphen breaks follow.
func (m *machine) roffUnescape() {
	t := m.text
	front := m.roffFront()
	if front == 0 && bytes.IndexByte(t, '\\') < 0 {
		return
	}
	old := append([]rawPiece(nil), m.raw...)
	hyph := m.hyph
	m.raw = m.raw[:0]
	out := t[:0]
	p, h := 0, 0 // the piece of old that holds t[j]; the next hyphen break
	for j := front; j < len(t); {
		for p+1 < len(old) && old[p+1].text <= j {
			p++
		}
		for h < len(hyph) && hyph[h] < j {
			hyph = append(hyph[:h], hyph[h+1:]...)
		}
		at := func(j int) int { return old[p].buf + j - old[p].text }
		c := t[j]
		n, keep, end := 1, true, false
		if c == '\\' {
			n, keep, end = roffEscape(t, j)
			if end && roffFont(t, j) && roffFontGoesOn(out, t, j+n, old, p) {
				keep, end = false, false
			}
			if end {
				break
			}
			if keep {
				j++
				c = t[j]
				n--
			}
		}
		if keep {
			if h < len(hyph) && hyph[h] == j {
				hyph[h] = len(out)
				h++
			}
			if r := len(m.raw); r == 0 || m.raw[r-1].buf+len(out)-m.raw[r-1].text != at(j) {
				m.raw = append(m.raw, rawPiece{text: len(out), buf: at(j)})
			}
			out = append(out, c)
		}
		j += n
	}
	m.text = out
	m.hyph = hyph[:h]
}

// roffFront returns how many bytes at the start of the text are the rest
// of a roff escape that stands before it in the buffer ("fB" of
// "\\fBhttps://", "lq" of "\\(lqhttp://"): the scheme took them as
// letters.
func (m *machine) roffFront() int {
	if len(m.raw) == 0 {
		return 0
	}
	s := m.raw[0].buf
	for j := s - 1; j >= 0 && j >= s-3; j-- {
		if m.b[j] != '\\' {
			continue
		}
		n, _, end := roffEscape(m.b[:min(len(m.b), j+8)], j)
		if end && j+n > s && j+n-s < len(m.text) {
			return j + n - s
		}
		return 0
	}
	return 0
}

// roffText is roffUnescape of a text alone (the other reading, altText).
func roffText(t []byte) []byte {
	if bytes.IndexByte(t, '\\') < 0 {
		return t
	}
	out := t[:0]
	for j := 0; j < len(t); {
		if t[j] != '\\' {
			out = append(out, t[j])
			j++
			continue
		}
		n, keep, end := roffEscape(t, j)
		if end && roffFont(t, j) && roffFontGoesOn(out, t, j+n, nil, 0) {
			end = false
		}
		if end {
			break
		}
		if keep {
			out = append(out, t[j+1])
		}
		j += n
	}
	return out
}
