package lint

// Where the text around a URL points into it. A comment (or a page of
// prose) that explains a URL often draws on it: a line of marks under it
// ("^^^^", "\_/", "~~~~") whose columns point at its parts, a table whose
// next column is aligned after it, a mark written inside the URL and named
// in the words around it (html/template's context.go: `between the ^s in
// "http://auth/path?^k=v#frag^"`). A fix there keeps what a program does
// and what a browser opens, but not what the comment says: the marks point
// at other bytes, the column no longer lines up, the "^" the comment speaks
// of is gone. markSafe finds these from the lines around the URL's line,
// which the Fixer holds (fixContext lines each side) and a text held whole
// has.

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urlsift/urlsift/extract"
)

// The reasons markSafe gives (withheldWhy).
const (
	whyMarkLine  = "a line of marks next to the URL points into it"
	whyColumn    = "a table's column after the URL would move"
	whyNamedMark = "the text around the URL names the character the fix escapes"
	whySpeaksOf  = "the text around the URL speaks of what the fix changes"
	whyTclBraces = "Tcl counts the braces of a comment"
	whyFragment  = "a version control URL's fragment names a commit as written"
)

// nearLine is a line next to the line of an edit: its text (nil: none,
// the file starts or ends) and, in source code, its comments (nil in other
// text).
type nearLine struct {
	text []byte
	off  int // the offset of its first byte in the file
	cmt  *cmtSpans
	// edits are the fixes written on it, a line before the edit's: its
	// columns are read as written (alignedAt), as the next run reads them.
	edits []Edit
}

// nearLines are the lines around the line of an edit, nearest first,
// and the edits on its line.
type nearLines struct {
	before, after [2]nearLine
	// line are the edits of every fix on the edit's line (the Fixer's:
	// every finding's with a fix there; a quick fix's: its own), applied
	// or not: a tab takes up the change of an edit only where it takes up
	// that of every choice of them (tabTakesUp).
	line []lineEdit
	// tabbed is set when markSafe let an edit through because a tab
	// takes its change up (TextFixes.All checks it again with every
	// fix of the line).
	tabbed bool
	// locks are the columns of the lines after that held the edit
	// (whyColumn): the fix held, their fixes must not move them either
	// (lockedAt).
	locks []colLock
}

// colLock is a column of a line after a fix's that a cell of the fix's
// line lines up with, and that held the fix: that line's fixes must not
// move it (lockedAt). Else a fix held by a column that a fix of the same
// run then moves is let through by the next run, and one run of --fix
// does not do what two do ("see http://a.example:80/x  b" over "see
// http://b.example/%41 x z": "z" under "b" held the first line's fix,
// and "%41" made "A" moved "z"; TestFixWholeInOneRun -fidemseed 5261,
// 5281, 5273).
type colLock struct{ off, col int }

// lockedAt reports whether edit e of line (at offset lineOff) moves a
// column of it that locks hold.
func lockedAt(locks []colLock, line []byte, lineOff int, e Edit) bool {
	if len(e.New) == len(e.Old) {
		return false
	}
	for _, k := range locks {
		if k.off == lineOff && col(line, e.Start-lineOff) < k.col {
			return true
		}
	}
	return false
}

// lineEdit is an edit as a column counts it: the bytes of the file it
// replaces and the display width of its new text.
type lineEdit struct{ start, end, width int }

// lineEditOf returns e as a lineEdit.
func lineEditOf(e Edit) lineEdit {
	w := 0
	for i := 0; i < len(e.New); i++ {
		w = advance(w, e.New[i])
	}
	return lineEdit{e.Start, e.End, w}
}

// each calls fn with the lines around, nearest first, before then after,
// up to depth lines each side; a side stops at a blank line (the end of a
// paragraph or a comment's block) or, in source code, at a line with no
// comment.
func (n *nearLines) each(depth int, fn func(l nearLine) bool) bool {
	for _, side := range [][2]nearLine{n.before, n.after} {
		for _, l := range side[:depth] {
			if l.text == nil || len(bytes.TrimSpace(l.text)) == 0 || l.cmt != nil && l.cmt.n == 0 {
				break
			}
			if fn(l) {
				return true
			}
		}
	}
	return false
}

// markSafe returns why the edit e of the fix of f must not be applied to
// line (starting at offset lineOff), or "" when it may, knowing the lines
// around it (near) and, in source code, the line's comments (cmt): a mark
// in a line next to it points at a byte the fix moves or changes
// (whyMarkLine), a column after the URL lines up with one of a line next
// to it and the fix moves it (whyColumn), or the fix escapes a character
// that the words around the URL name as a mark (whyNamedMark: "the ^s",
// "^ in", "'|'"; the URL holds it as a mark the comment speaks of).
func markSafe(line []byte, lineOff int, f *Finding, e Edit, kind fileKind, cmt *cmtSpans, near *nearLines) string {
	es, ee := e.Start-lineOff, e.End-lineOff
	if es < 0 || ee > len(line) || es > ee {
		return "the edit is not on its line"
	}
	text := bytes.TrimRight(line, "\r\n")
	ee = min(ee, len(text))
	es = min(es, ee)
	moves := len(e.New) != len(e.Old)
	from, to := col(text, es), col(text, ee)
	// A byte of the URL itself, on a line around it (a URL broken across
	// lines), is no mark and no column: the fix may rewrite it, and what
	// the fix leaves must not be judged otherwise by the next run
	// ("<A0://0#|" over "|0>!!!  00": the second line's "|" escaped by
	// the next run only, once the first's "|" no longer lined up).
	own := func(off int) bool {
		return f.urlEnd.Offset > 0 && f.urlStart.Offset <= off && off < f.urlEnd.Offset
	}
	// A line of marks next to the URL's: a mark at or after the edit
	// (it moves) or over the bytes it changes.
	if near.each(1, func(l nearLine) bool {
		return marksAt(l, kind, func(c, off int) bool { return !own(off) && c >= from && (moves || c < to) })
	}) {
		return whyMarkLine
	}
	// A column after the URL that lines up with one next to it.
	if moves {
		for i := ee; i < len(text); i++ {
			if !cellStart(text, i) || cmt != nil && !cmt.holds(i, i+1) {
				continue
			}
			c := col(text, i)
			if colAfter(text, es, ee, e.New, i) == c && tabTakesUp(text, lineOff, e, near.line, i, c) {
				near.tabbed = true
				continue // a tab takes the change up
			}
			if near.each(2, func(l nearLine) bool {
				if !alignedAt(l, c, own) {
					return false
				}
				if l.off > lineOff {
					near.locks = append(near.locks, colLock{l.off, c})
				}
				return true
			}) {
				return whyColumn
			}
		}
	}
	// An unwise character escaped that the words around name as a mark.
	if len(e.Old) == 1 && len(e.New) == 3 && e.New[0] == '%' && bytes.IndexByte([]byte(markBytes), e.Old[0]) >= 0 {
		lo, hi := e.Start, e.End // the URL's own bytes, on every line
		if f.urlEnd.Offset > 0 {
			lo, hi = min(lo, f.urlStart.Offset), max(hi, f.urlEnd.Offset)
		}
		named := func(l nearLine) bool { return namesMark(l, e.Old[0], lo, hi) }
		if named(nearLine{text: text, off: lineOff, cmt: cmt}) || near.each(2, named) {
			return whyNamedMark
		}
	}
	// The fragment of a version control URL: npm's and pip's commit-ish
	// ("git+ssh://git@github.com:npm/cli#semver:^5.0"), which they read
	// as written: "%5E5.0" is no range.
	if vcsFragment(line, lineOff, f, e) {
		return whyFragment
	}
	// Words around the URL that speak of what its fix changes: the URL
	// is an example of it (Git's release notes: "followed by a colon,
	// followed by an empty string (instead of the port number), e.g.
	// ssh://example.com:/path/to/repo").
	if words := fixWords[f.Rule]; words != nil {
		lo, hi := e.Start, e.End
		if f.urlEnd.Offset > 0 {
			lo, hi = min(lo, f.urlStart.Offset), max(hi, f.urlEnd.Offset)
		}
		speaks := func(l nearLine) bool { return speaksOf(l, words, lo, hi) }
		if speaks(nearLine{text: text, off: lineOff, cmt: cmt}) || near.each(2, speaks) {
			return whySpeaksOf
		}
		// Text that speaks of parsing URLs: a form of "parse" and a
		// word that names a URL or a part of one, both around it.
		parses := func(l nearLine) bool { return speaksOf(l, parseWords, lo, hi) }
		names := func(l nearLine) bool { return speaksOf(l, urlWords, lo, hi) }
		self := nearLine{text: text, off: lineOff, cmt: cmt}
		if (parses(self) || near.each(2, parses)) && (names(self) || near.each(2, names)) {
			return whySpeaksOf
		}
	}
	return ""
}

// parseWords are the forms of "parse" (a word of its own where it ends in
// "."; else the start of a word): not "parsec", "parsley", "Parsons" nor
// "Paris" (fixsafe10's "pars" was any word starting so). A function's
// name that parses URLs (urlparse, parse_url, parseURL) names both.
var parseWords = []string{"parse.", "parsed.", "parses.", "parser.", "parsers.", "parsing.", "parseable.", "parsable.",
	"misparse", "reparse", "unparse", "urlparse", "urlsplit", "parseurl", "parseuri", "parserequesturi"}

// urlWords name a URL or a part of one (with parseWords: text that speaks
// of how URLs are parsed, whose URLs are its examples).
var urlWords = []string{"url.", "urls.", "uri.", "uris.", "iri.", "address.", "addresses.", "port.", "ports.",
	"host.", "hosts.", "hostname", "username", "user name", "userinfo", "authority.", "scheme.", "schemes.", "ipv6", "ipv4",
	"urlparse", "urlsplit", "urljoin", "parse_url", "parseurl", "parseuri", "parserequesturi", "url.parse", "uri.parse", "new url("}

// fixWords are, for each rule with a fix, the words that speak of what
// the fix changes (the start of a word: "escap" is "escaped", "escaping";
// a word of its own where it ends in "."). The text around a URL that
// holds one shows the URL as it is written on purpose; so does text that
// speaks of parsing URLs (parseWords and urlWords: Git's release notes:
// "We did not parse username followed by literal IPv6 address in SSH
// transport URLs, e.g. ssh://user@[2001:db8::1]:22/repo.git correctly":
// the port is the example's point).
var fixWords = map[string][]string{
	"default-port":       {"port.", "ports."},
	"empty-port":         {"port.", "ports.", "colon.", "colons."},
	"unnecessary-escape": {"escap", "unescap", "encod", "decod", "percent", "%-"},
	"unwise-character":   {"escap", "unescap", "encod", "decod", "percent", "%-", "unwise"},
	"not-normalized":     {"port.", "ports.", "colon.", "escap", "unescap", "encod", "decod", "percent", "%-", "case.", "upper", "lower", "normal", "canonical"},
}

// vcsFragment reports whether edit e of f, on line (at lineOff in the
// file), changes the fragment of a version control URL: a scheme of git
// ("git", "git+ssh", "git+https", ...), npm's shorthands ("github",
// "gitlab", "bitbucket", "gist") or pip's ("hg+", "svn+", "bzr+"), whose
// fragment names a commit, a tag or a range ("#semver:^5.0", "#v1.0.27",
// "#egg=name") that npm and pip read as written.
func vcsFragment(line []byte, lineOff int, f *Finding, e Edit) bool {
	if f.urlEnd.Offset <= 0 {
		return false
	}
	us, ue := f.urlStart.Offset-lineOff, f.urlEnd.Offset-lineOff
	if us < 0 || ue > len(line) || us >= ue {
		return false
	}
	u := line[us:ue]
	if len(u) > 4 && bytes.EqualFold(u[:4], []byte("url:")) {
		u, us = u[4:], us+4
	}
	colon := bytes.IndexByte(u, ':')
	hash := bytes.IndexByte(u, '#')
	if colon <= 0 || hash < 0 {
		return false
	}
	scheme := strings.ToLower(string(u[:colon]))
	vcs := scheme == "git" || scheme == "github" || scheme == "gitlab" || scheme == "bitbucket" || scheme == "gist"
	for _, p := range []string{"git+", "hg+", "svn+", "bzr+"} {
		vcs = vcs || strings.HasPrefix(scheme, p)
	}
	if !vcs {
		return false
	}
	frag := lineOff + us + hash // the "#"
	if e.End <= frag {
		return false
	}
	if e.Start > frag {
		return true
	}
	// The edit spans the "#" (not-normalized's, the whole URL): the
	// fragment must come out as it was.
	_, oldFrag, _ := strings.Cut(e.Old, "#")
	_, newFrag, ok := strings.Cut(e.New, "#")
	return !ok || oldFrag != newFrag
}

// speaksOf reports whether l holds one of words (fixWords) at a word's
// start, in any case, outside the bytes lo to hi of the file (the URL's
// own) and, in source code, in a comment.
func speaksOf(l nearLine, words []string, lo, hi int) bool {
	t := bytes.TrimRight(l.text, "\r\n")
	for i := 0; i < len(t); i++ {
		if i > 0 && isAlnum(t[i-1]) || !isAlnum(t[i]) && t[i] != '%' || l.off+i >= lo && l.off+i < hi {
			continue
		}
		for _, w := range words {
			whole := w[len(w)-1] == '.'
			if whole {
				w = w[:len(w)-1]
			}
			if i+len(w) > len(t) || !bytes.EqualFold(t[i:i+len(w)], []byte(w)) || whole && i+len(w) < len(t) && isAlnum(t[i+len(w)]) {
				continue
			}
			if l.cmt == nil || l.cmt.holds(i, i+len(w)) {
				return true
			}
		}
	}
	return false
}

// markBytes are the unwise characters a comment writes into a URL as marks
// ("^" under or in it, "|" between its parts, brackets around one).
const markBytes = "^|[]{}`"

// namesMark reports whether l names m as a mark, outside the bytes lo to
// hi of the file (the URL's own) and, in source code, in a comment: m and
// "s" ("the ^s"), m quoted ("'|'"), or m alone and then "in", "mark",
// "marks", "points", "shows" ("^ in"); punctuation around it left out. A
// lone "|" or "^" is no name of one ("a | b"). A URL holds no such word:
// the escape of another URL's m changes nothing here.
func namesMark(l nearLine, m byte, lo, hi int) bool {
	t := bytes.TrimRight(l.text, "\r\n")
	for i := 0; i < len(t); {
		for i < len(t) && isSpaceByte(t[i]) {
			i++
		}
		j := i
		for j < len(t) && !isSpaceByte(t[j]) {
			j++
		}
		a, b := i, j
		for a < b && t[a] != m && bytes.IndexByte([]byte(wordPunct), t[a]) >= 0 {
			a++
		}
		for b > a && t[b-1] != m && bytes.IndexByte([]byte(wordPunct), t[b-1]) >= 0 {
			b--
		}
		if b > a && t[a] == m && (l.off+b <= lo || l.off+a >= hi) && (l.cmt == nil || l.cmt.holds(a, b)) {
			k := a
			for k < b && t[k] == m {
				k++
			}
			quoted := a > i && b < j && bytes.IndexByte([]byte("'\"`"), t[a-1]) >= 0 && t[b] == t[a-1]
			switch {
			case k == b-1 && t[k] == 's', k == b && quoted:
				return true // "the ^s", "'|'"
			case k == b && b == j:
				// "^ in", "^ marks": a lone "|" is as often a pipe ("a | b").
				w := t[j:]
				for len(w) > 0 && isSpaceByte(w[0]) {
					w = w[1:]
				}
				for _, after := range []string{"in ", "marks", "mark ", "points", "shows"} {
					if bytes.HasPrefix(w, []byte(after)) || bytes.Equal(w, bytes.TrimSpace([]byte(after))) {
						return true
					}
				}
			}
		}
		i = j
	}
	return false
}

// wordPunct is what stands around a word: quotes, brackets, punctuation.
const wordPunct = "\"'`()[]{}<>,.;:!?"

// lineMarkers are the markers a line of a comment may open with, before
// its marks: one is left out.
var lineMarkers = []string{"<!--", "//", "/*", "--", "#", ";", "%", "*", "!", "'", "REM ", "rem ", "dnl "}

// marksAt reports whether line l opens with a run of marks (after its
// indentation and a comment's marker: marks and spaces before its first
// other character; two marks at least, or one "^", "|", arrow or box
// line, or one set apart by two spaces) that has
// a mark at a display column (and file offset) for which at holds. In source code the run
// is in a comment; in Markdown a run of "-", "=", ":" and "|" alone is a
// table's or a heading's rule, no marks.
func marksAt(l nearLine, kind fileKind, at func(c, off int) bool) bool {
	t := bytes.TrimRight(l.text, "\r\n")
	i := 0
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	for _, m := range lineMarkers {
		if bytes.HasPrefix(t[i:], []byte(m)) {
			i += len(m)
			break
		}
	}
	start := i
	n, lead, pointer, rule, hit := 0, 0, false, true, false
	for i < len(t) {
		c := t[i]
		if c == ' ' || c == '\t' {
			if n == 0 {
				lead++
			}
			i++
			continue
		}
		if c == '*' && i+1 < len(t) && t[i+1] == '/' || c == '-' && bytes.HasPrefix(t[i:], []byte("-->")) {
			break // the comment's end
		}
		size := markSize(t[i:])
		if size == 0 {
			break
		}
		n++
		pointer = pointer || c == '^' || c == '|' || size > 1 // (an arrow, a box's line)
		rule = rule && bytes.IndexByte([]byte("-=:|"), c) >= 0
		if at(col(t, i), l.off+i) {
			hit = true
		}
		i += size
	}
	if n == 0 || n < 2 && !pointer && lead < 2 || kind == markdownFile && rule {
		return false
	}
	if l.cmt != nil && !l.cmt.holds(start, i) {
		return false
	}
	return hit
}

// markSize returns the length of the mark that b starts with, or 0: one of
// "^~|+-=_\/<>*.:#!", an arrow (U+2190 to U+21FF) or a box-drawing
// character (U+2500 to U+257F).
func markSize(b []byte) int {
	if bytes.IndexByte([]byte(`^~|+-=_\/<>*.:#!`), b[0]) >= 0 {
		return 1
	}
	if r, n := utf8.DecodeRune(b); r >= 0x2190 && r <= 0x21FF || r >= 0x2500 && r <= 0x257F {
		return n
	}
	return 0
}

// cellStart reports whether byte i of t starts a column of a table: a
// character after two spaces or a tab, or a border ("|", "+", a box
// character) after a space.
func cellStart(t []byte, i int) bool {
	if isSpaceByte(t[i]) || t[i]&0xC0 == 0x80 || i == 0 {
		return false
	}
	switch {
	case t[i-1] == '\t':
		return true
	case t[i-1] != ' ':
		return false
	case i >= 2 && t[i-2] == ' ' || i >= 2 && t[i-2] == '\t':
		return true
	}
	return border(t[i:])
}

// border reports whether b starts with a table's border: "|", "+" or a box
// character.
func border(b []byte) bool {
	if b[0] == '|' || b[0] == '+' {
		return true
	}
	r, _ := utf8.DecodeRune(b)
	return r >= 0x2500 && r <= 0x257F
}

// tabTakesUp reports whether the column c of byte i of text (the line at
// lineOff) stays c whichever of the edits before it on the line (line,
// and e) are applied: with all those that narrow the text and with all
// those that widen it (a column moves one way with the width of each
// piece before it). An edit a tab takes up alone may not be with others:
// "x|y%41\t|" escaped its "|" (2 bytes more) and kept its ":80" (3 less)
// for the next run, which took the tab's slack the escape left (review54
// N7's drawing, TestFixWholeInOneRun -fidemseed 5221). The answer is the
// same for every edit before the column, and the next run's the same as
// this one's: what it applied kept the column where every choice does,
// and what it left is as it was.
func tabTakesUp(text []byte, lineOff int, e Edit, line []lineEdit, i, c int) bool {
	set := append(make([]lineEdit, 0, len(line)+1), lineEditOf(e))
	for _, x := range line {
		if x.start-lineOff < i && x.end-lineOff <= i && (x.start != e.Start || x.end != e.End) {
			set = append(set, x)
		}
	}
	slices.SortFunc(set, func(a, b lineEdit) int { return a.start - b.start })
	at := func(narrow bool) int {
		d, k := 0, 0
		for _, x := range set {
			s, end := x.start-lineOff, x.end-lineOff
			if s < k || s < 0 || end > i {
				continue
			}
			old := col(text[s:end], end-s)
			if narrow && x.width >= old || !narrow && x.width <= old {
				continue
			}
			for ; k < s; k++ {
				d = advance(d, text[k])
			}
			d += x.width // (no tab in an edit's new text)
			k = end
		}
		for ; k < i; k++ {
			d = advance(d, text[k])
		}
		return d
	}
	return at(true) == c && at(false) == c
}

// alignedAt reports whether line l has, at display column c, a column of
// its own: a character after white space, or a border (in source code, in
// a comment), that is no byte of the URL (own) nor of another URL the line
// holds (inURL).
func alignedAt(l nearLine, c int, own func(off int) bool) bool {
	t := bytes.TrimRight(l.text, "\r\n")
	if len(l.edits) > 0 {
		return alignedWritten(l, t, c, own)
	}
	i := byteAt(t, c)
	if i <= 0 || isSpaceByte(t[i]) || l.cmt != nil && !l.cmt.holds(i, i+1) || own(l.off+i) {
		return false
	}
	return t[i-1] == ' ' || t[i-1] == '\t' || border(t[i:]) && !inURL(t, i)
}

// inURL reports whether byte i of t, a line, is a byte of a URL read from
// the line alone: the "|" of "?var-host=web1|web2" or of "a|b" is no
// table's border (review54 N7: lined up with a column after a URL a line
// above, it held that URL's fix back one run, and let it through the
// next, once its own fix had escaped it). Read alike by the Fixer and the
// language server, and in the line as the next run reads it.
func inURL(t []byte, i int) bool {
	sc := extract.NewScanner(bytes.NewReader(t), extract.Options{})
	for sc.Scan() {
		u := sc.URL()
		if u.Start.Offset > i {
			break
		}
		if i < u.End.Offset {
			return true
		}
	}
	return false
}

// alignedWritten is alignedAt of line l (t, its bytes but its line
// break) as its edits leave it: a fix on a line before moved its columns,
// and the next run of --fix reads them where they are then ("|" of
// "| mailto:" at column 27, then 23 once "%7E%7E" before it became "~~":
// the fix of a URL two lines below, whose "|" it lined up with at first,
// was withheld one run and applied the next). An inserted byte is the
// edit's first original byte's, for the comments and the URL.
func alignedWritten(l nearLine, t []byte, c int, own func(off int) bool) bool {
	var w []byte
	var from []int
	k := 0
	for _, e := range l.edits {
		s, end := e.Start-l.off, min(e.End-l.off, len(t))
		if s < k || s > len(t) {
			continue
		}
		for ; k < s; k++ {
			w, from = append(w, t[k]), append(from, k)
		}
		for j := 0; j < len(e.New); j++ {
			w, from = append(w, e.New[j]), append(from, s)
		}
		k = max(k, end)
	}
	for ; k < len(t); k++ {
		w, from = append(w, t[k]), append(from, k)
	}
	i := byteAt(w, c)
	if i <= 0 || isSpaceByte(w[i]) || l.cmt != nil && !l.cmt.holds(from[i], from[i]+1) || own(l.off+from[i]) {
		return false
	}
	return w[i-1] == ' ' || w[i-1] == '\t' || border(w[i:]) && !inURL(w, i)
}

// col returns the display column of byte i of t: a tab goes on to the next
// multiple of 8, a character of several bytes takes one column.
func col(t []byte, i int) int {
	c := 0
	for _, b := range t[:min(i, len(t))] {
		c = advance(c, b)
	}
	return c
}

func advance(c int, b byte) int {
	switch {
	case b == '\t':
		return c/8*8 + 8
	case b&0xC0 == 0x80:
		return c
	}
	return c + 1
}

// colAfter returns the display column of byte i of t (i >= ee) once
// t[es:ee] is replaced by s.
func colAfter(t []byte, es, ee int, s string, i int) int {
	c := col(t, es)
	for k := 0; k < len(s); k++ {
		c = advance(c, s[k])
	}
	for _, b := range t[ee:i] {
		c = advance(c, b)
	}
	return c
}

// byteAt returns the index of the byte of t at display column c, or -1
// (c inside a tab or a character, or past the end).
func byteAt(t []byte, c int) int {
	d := 0
	for i, b := range t {
		if d == c && b&0xC0 != 0x80 {
			return i
		}
		if d > c {
			return -1
		}
		d = advance(d, b)
	}
	return -1
}

// braceSafe returns why edit e must not be applied in a file of syntax
// syn (nil: no source code), or "": Tcl counts a comment's braces where a
// braced word holds it, so that a "}" escaped in "# see http://h/a}b"
// inside a procedure's body moves the body's end (the fix of an unwise
// "{" or "}" in a Tcl file).
func braceSafe(syn *langSyntax, e Edit) string {
	if syn != nil && syn.forms&tclBrace != 0 && strings.ContainsAny(e.Old+e.New, "{}") {
		return whyTclBraces
	}
	return ""
}
