package extract

// The machine: the states of one candidate, the run of URL characters on a
// line (line), and run, which goes from line to line.

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// state is the state of the machine that reads one candidate URL.
type state uint8

const (
	stLine  state = iota // reading URL characters on one line
	stSpace              // inside <...>: after whitespace within a line
	stBreak              // at a line break: does the URL go on on the next line?
	stDone               // the URL ended
	stFail               // not a URL in this wrapper
)

// stop says why a run of URL characters on one line ended.
type stop uint8

const (
	stopClose  stop = iota // at the wrapper's closer
	stopSpace              // at whitespace within the line
	stopEOL                // at a line break ("\n" or "\r\n")
	stopOther              // at a byte that cannot be in a URL, or an unbalanced closing bracket
	stopEnd                // at the end of the window
	stopHyphen             // at a U+2010 HYPHEN, groff's "-" in UTF-8 text
	stopFold               // at a "\" that folds the line (RFC 8792)
)

type rawPiece struct{ text, buf int }

// view is what the machine sees of the Scanner: its buffer and where the
// buffer stands in the stream.
type view struct {
	b        []byte // the scanner's buffer, up to its end
	off      int    // stream offset of b[0]
	floor    int    // stream offset before which nothing belongs to a new URL
	eof      bool   // no data follows b
	max      int    // longest URL, in bytes of source (Options.MaxURL)
	relative bool   // Options.Relative
	// ungated, set by tests (Scanner.ungated), reads past the gates that
	// tell a reading's answer from a cheap byte test: the equivalence
	// tests' oracle (TestLayoutGatesSame).
	ungated bool
}

// machine reads one candidate. Its slices are reused from one candidate to
// the next, so that rejecting a candidate allocates nothing. What it
// accepts (finish) is m.text, with the positions of its pieces in m.raw,
// its hyphen breaks in m.hyph, and prefix and rel; the Scanner stores it
// (emit).
type machine struct {
	view
	w     wrapper
	depth [3]int // open ( [ { not yet closed
	text  []byte
	raw   []rawPiece
	hyph  []int

	closeLen  int // length of the closer at a stopClose
	breaks    int // line breaks removed
	marker    [16]byte
	markerLen int
	markerOK  bool // marker computed for this candidate
	tooLong   bool
	emphOpen  bool // an emphasis "_" before the URL that nothing closes
	longStart int  // buffer index where the candidate that was tooLong started
	closed    bool // the last run ended at the wrapper's closer
	// prefixLost says the line nextLine went to lacks the quote or
	// comment prefix of the URL's first line: code after a comment, text
	// after a quotation.
	prefixLost bool
	prefix     string  // the scheme put before an abbreviated reference
	rel        bool    // a relative reference
	rules      ruleSet // the rules that decided the candidate's line breaks (continues), a bit for each ruleID
	dash       int     // the length of the text when it ended with the "-" of a U+2010 (typesetHyphen), or 0
	// The other reading of the candidate's first uncertain line break
	// (continues): the text joined at it, or not.
	other   otherReading
	altText []byte // that reading, trimmed, when the candidate is done
	maybe   bool   // cutAtMargin found the join plausible, not sure
	// tableCol says columnNext read the next line's word in the URL's
	// column of a table (tableAt), for the rule table-column.
	tableCol bool
	// gutterCell is what gutterBreak learnt of a URL in the first column
	// of a table with no borders, w3m's or html2text's, where the lines
	// around share no prose gutter (gutterCell), for the rule
	// gutter-cell: on, the room left in the column after the URL's piece.
	gutterCell gutterCellFacts
	// gutterCol is the column of the second column of the table whose
	// first column the URL went on in (gutter-cell), or 0: there a piece
	// that fills the column ends before one space (gutterBreak).
	gutterCol int
	// cell is what columnNext learnt of a URL that stands in a cell of a
	// table as html2text draws it, at the line break being decided
	// (borderNext), for the rule bordered-cell.
	cell cellFacts
	// cellStop is the buffer index of the first "_" of the cell's text on
	// the row's "_"-filled last line the URL went on on (bordered-cell):
	// html2text's space, where the URL ends. 0: none.
	cellStop int
	// cellEnd is the buffer index of the border of html2text's table
	// where cellFill ended the URL, past which its run read on into the
	// row's next cells: the search for the next URL goes on from there
	// (a URL of the row's next cell, "|https://a/x___|https://b/y__|").
	// 0: none.
	cellEnd int
	// cellResume is the buffer index of the right border of the cell a
	// URL was joined in (borderNext), on the URL's first line: the
	// search for the next URL goes on from there (Scanner.resume), so
	// that the row's other cells beside the URL's pieces are read.
	// 0: none.
	cellResume int
	// lineEnd is where gutterBreak found the line break after a gutter
	// (lineEndFrom): the URLs of a long line each asked again.
	lineEndAt lineEndMemo
	// lang is what the input's name says of its language (Options.Name,
	// languageOf): set by Reset, for the rules of source code.
	lang srcLang
}

// run is the state machine: it reads a candidate from buffer index start
// in wrapper m.w, leaving the URL in m.text. It returns the buffer index
// after what it consumed and whether the wrapper held a URL (the text is
// still to be checked by finish).
func (m *machine) run(start int) (next int, ok bool) {
	b := m.b
	m.text, m.raw, m.hyph = m.text[:0], m.raw[:0], m.hyph[:0]
	m.depth = [3]int{}
	m.breaks, m.markerOK, m.rules, m.dash = 0, false, ruleSet{}, 0
	m.cellStop, m.cellResume, m.gutterCol = 0, 0, 0
	m.other, m.altText = otherReading{}, m.altText[:0]
	lim := start + m.max
	atEnd := false
	if lim >= len(b) {
		lim = len(b)
		atEnd = m.eof
	}
	w := &m.w
	i := start
	closed := false
	gap := -1 // the start of a gutter the URL's line ended at (gutterBreak)
	st := stLine
	for {
		switch st {
		case stLine:
			from := i
			var why stop
			i, why = m.line(i, lim, &m.depth)
			stop := m.cellStop
			m.cellStop = 0
			if stop > from && stop < i {
				// html2text's "_" for a space on the row's filled line
				// (bordered-cell): the words after it are not the URL's.
				m.add(from, stop)
				i = stop
				st = stDone
				break
			}
			m.add(from, i)
			switch why {
			case stopClose:
				m.closeLen = m.closerAt(i, lim)
				closed = true
				st = stDone
			case stopSpace:
				if w.strong {
					st = stSpace
				} else if e, ok := m.cellBreak(i, lim); ok && (m.breaks < maxBreaks || m.dataRunsOn(i)) {
					// The cell's padding before its border (html2text):
					// the URL may go on on the cell's next line
					// (bordered-cell, rejoin_layout.go).
					gap, i = i, e
					st = stBreak
				} else if e, ok := m.gutterBreak(i, lim); ok && (m.breaks < maxBreaks || m.dataRunsOn(i)) {
					// The gutter of text laid out in columns: the URL
					// may go on on the next line, in its column
					// (rejoin_layout.go).
					gap, i = i, e
					st = stBreak
				} else {
					st = stDone
				}
			case stopEOL:
				st = stBreak
			case stopFold:
				// RFC 8792: the "\" and the line break are not the text's,
				// nor the next line's indentation, nor, in its second way of
				// folding, the "\" that starts the next line.
				if m.breaks >= maxBreaks {
					st = stDone
					break
				}
				i++
				if b[i] == '\r' {
					i++
				}
				i++
				for i < lim && class[b[i]]&cSpace != 0 {
					i++
				}
				if i < lim && b[i] == '\\' {
					i++
				}
				m.breaks++
			case stopHyphen:
				// groff prints "-" as U+2010 in UTF-8 text: it stands in
				// the URL as "-", or, before a line break, is groff's
				// hyphen and is dropped (joined).
				m.typesetHyphen(i)
				i += len(hyphen2010UTF8)
			case stopEnd:
				if !atEnd {
					m.tooLong = true
					m.longStart = start
					return i, false
				}
				if w.strong {
					st = stFail
				} else {
					st = stDone
				}
			default:
				if w.strong {
					st = stFail
				} else if e, ok := m.cellBreak(i, lim); ok && why == stopOther && (m.breaks < maxBreaks || m.dataRunsOn(i)) {
					// w3m's border right after the URL, which fills
					// its cell: it may go on on the cell's next line
					// (bordered-cell, rejoin_layout.go).
					gap, i = i, e
					st = stBreak
				} else {
					st = stDone
				}
			}
		case stSpace:
			j := i
			for j < lim && class[b[j]]&cSpace != 0 {
				j++
			}
			switch {
			case j < lim && m.closerAt(j, lim) > 0:
				i = j
				m.closeLen = m.closerAt(j, lim)
				closed = true
				st = stDone
			case m.isEOL(j):
				i = j
				st = stBreak
			case w.typeset && m.wordToCloser(j, lim):
				// "⟨http://x/ ~faber/y/⟩": a typesetter's brackets hold
				// nothing but a URL, and a PDF read back as text has gaps
				// in it; the one word left runs to the closer.
				i = j
				st = stLine
			default:
				st = stFail
			}
		case stBreak:
			k, more := m.nextLine(i, lim)
			if w.strong {
				// Inside <...> a URL is rejoined over as many lines as it
				// takes (the window, --max-url, bounds it): a SafeLinks URL
				// of 929 bytes wrapped at 70 columns, 14 lines, came out as
				// its first line after eight.
				if !more {
					if k >= lim && !atEnd {
						// The window ends in the line break: the URL
						// runs on past MaxURL.
						m.tooLong = true
						m.longStart = start
						return k, false
					}
					st = stFail
					break
				}
				m.joined()
				i = k
				if n := m.closerAt(k, lim); n > 0 {
					m.closeLen = n
					closed = true
					st = stDone
				} else {
					st = stLine
				}
				break
			}
			if w.d == Bracket && gap < 0 && more && m.dataURI() {
				// html2text's "[SRC]" of a data: URI: its payload runs
				// to the "]" over as many lines as it takes.
				n := m.dataInBrackets(k, lim)
				if n < 0 && !atEnd {
					m.tooLong = true // the window ends in the word: past MaxURL
					m.longStart = start
					return lim, false
				}
				if n <= 0 {
					goto rules
				}
				m.joined()
				i = k
				st = stLine
				break
			}
		rules:
			var goes bool
			if gap >= 0 {
				// The URL's line ended at a gutter: the rest of the line
				// is the next column's, and the column rule decides.
				goes = more && m.gutterContinues(gap, k, lim)
				i, gap = gap, -1
			} else {
				goes = more && (m.breaks < maxBreaks || m.dataRunsOn(i)) && m.continues(i, k, lim)
			}
			if goes {
				m.joined()
				i = k
				st = stLine
			} else {
				st = stDone
			}
		case stDone:
			if m.dash > 0 && m.dash == len(m.text) {
				m.dropDash() // no URL ends in groff's hyphen
			}
			m.closed = closed
			if closed {
				next = i + m.closeLen
			} else {
				next = i
			}
			if m.other.kind != noOther {
				m.readOther()
			}
			m.cellEnd = 0
			if !w.strong && (w.d != Markdown || !closed) {
				m.trim()
			}
			if m.cellEnd > 0 && m.cellEnd < next {
				next = m.cellEnd // the row's next cells (cellFill)
			}
			return next, len(m.text) > 0
		case stFail:
			return i, false
		}
	}
}

// line reads URL characters from buffer index i up to lim and says why it
// stopped. depth holds the brackets open before i, and line leaves in it
// those open where it stopped; it changes nothing of the machine, so a look
// ahead reads on a copy (breakFacts, wordToCloser). At a stopClose the
// closer is at the index returned (closerAt gives its length).
//
// A closer or a CJK or Arabic mark kept for the userinfo it stands in
// (userinfoHost) is kept only where the URL's text reaches the host's
// first character after the "@": where the line's reading stops before
// it, the URL ends at the mark, as it ends there when nothing follows
// the URL. So what follows a URL past its end does not change its
// reading: "A0://)!0⇥@00" read "A0://)!0" for the "@" past the ⇥ that
// ends it, where "\"A0://)!0\"" read no URL (FuzzExtract's wrapping
// invariance).
func (m *machine) line(i, lim int, depth *[3]int) (int, stop) {
	var k userinfoKeep
	e, why := m.lineRun(i, lim, depth, &k)
	if k.host > 0 && e <= k.host && why != stopHyphen {
		*depth = k.depth
		return k.stop, stopOther
	}
	return e, why
}

// userinfoKeep is the first mark line kept for a userinfo: the buffer
// index of the host's first character after its "@" (0: none), the
// mark's own index, and the brackets open before it.
type userinfoKeep struct {
	host, stop int
	depth      [3]int
}

// keepFor records that the mark at buffer index i is kept for the host
// character at buffer index h, unless a mark before it was kept for a
// host the reading has not yet reached.
func (k *userinfoKeep) keepFor(i, h int, depth *[3]int) {
	if k.host <= i {
		*k = userinfoKeep{host: h, stop: i, depth: *depth}
	}
}

// lineRun is line's reading; it records in k the marks it keeps for a
// userinfo.
func (m *machine) lineRun(i, lim int, depth *[3]int, k *userinfoKeep) (int, stop) {
	b := m.b
	from := i
	w := &m.w
	cb := w.closeB
	// Most bytes of a URL run with no special handling: where the closer
	// is none of them (no closer, ">", ")", a quote), they are passed over
	// in a loop that looks at nothing else.
	run, plain := b[:lim], class[cb]&cURL == 0
	for i < lim {
		if plain {
			for i < len(run) && class[run[i]]&cURL != 0 {
				i++
			}
			if i >= lim {
				break
			}
		}
		c := b[i]
		if class[c]&cURL != 0 && c != cb {
			i++
			continue
		}
		switch c {
		case '(', '[', '{':
			if c == '[' && i > from && b[i-1] == '^' && !w.strong && noteMark(b[i+1:lim]) {
				// A footnote's mark after the URL ("…/bridge-Shorewall-perl.html^[4].",
				// lynx's and w3m's <sup>[4]</sup>): no URL holds "^[".
				return i - 1, stopOther
			}
			if !w.strong {
				depth[bracketIndex(c)]++
			}
			i++
			continue
		case ')', ']', '}':
			if w.strong {
				i++
				continue
			}
			if d := &depth[bracketIndex(c)]; *d > 0 {
				*d--
				i++
				continue
			}
			if c == cb {
				return i, stopClose
			}
			if tokenGoesOn(b, i+1, lim, true) {
				// An unbalanced closer inside a token: "https://x/a)b/c".
				i++
				continue
			}
			if m.inAuthority(from, i) {
				if h := userinfoHost(b, i+1, lim); h > 0 {
					// Inside a userinfo that reaches its "@" and host
					// ("https://u:p)،q@h/x", review44 M1).
					k.keepFor(i, h, depth)
					i++
					continue
				}
			}
			return i, stopOther
		case '\\':
			// In source code a backslash escapes what follows: an escaped
			// quote ("\"http://x/\""), a string escape ("\n", "\t") or a
			// line continuation ends the URL before the backslash, which
			// belongs to the code, not to the URL. Elsewhere ("a\b",
			// Markdown's "\(") and inside <...>, where line breaks are
			// the text's, it stays in the URL for lint to judge.
			if m.isEOL(i+1) && m.continuedLine(i, lim) {
				return i, stopFold // backslash-newline in a literal (rejoin_source.go)
			}
			if !w.strong && (i+1 >= lim || isCodeEscape(b[i+1])) {
				if m.isEOL(i+1) && m.folded() {
					return i, stopFold
				}
				return i, stopOther
			}
			i++
			continue
		case '\'':
			// A quote followed by a scheme and "//" starts the next URL:
			// "http://a.com'https://b.com" is two URLs.
			if c != cb && schemeSlashesAt(b[i+1:lim]) {
				return i, stopOther
			}
			if c == cb {
				return i, stopClose
			}
			i++
			continue
		case ' ', '\t', '\v', '\f':
			return i, stopSpace
		case '\n':
			return i, stopEOL
		case '\r':
			if i+1 < len(b) && b[i+1] == '\n' {
				return i, stopEOL
			}
			return i, stopSpace
		}
		if c == cb && cb != 0 {
			return i, stopClose
		}
		if c < utf8.RuneSelf {
			return i, stopOther
		}
		r, size := utf8.DecodeRune(b[i:lim])
		if r == utf8.RuneError && size == 1 && i+1 < lim && (i == 0 || b[i-1] < utf8.RuneSelf) &&
			(class[b[i+1]]&cURL != 0 || w.strong && m.urlAfterBreak(i+1, lim)) {
			// A byte that is no UTF-8 (Latin-1's "é" of
			// "http://a.example/caf\xe9/x") between ASCII characters of a
			// URL stays in it, for lint to report, also before a line
			// break inside <...>, where the URL goes on on the next line;
			// one that ends it, or text of a legacy encoding of two bytes
			// a character (EUC-KR after "…/foo.gif"), is no part of it.
			i++
			continue
		}
		if w.closeR != 0 && (r == w.closeR || r == w.closeR2) {
			return i, stopClose
		}
		if r == hyphen2010 {
			return i, stopHyphen
		}
		if isTerminatorRune(r) {
			if (isCJKPunct(r) || isArabicPunct(r)) && (w.strong || tokenGoesOn(b, i+size, lim, r == 0xff3d || r == 0xff5d)) {
				i += size // "…/自殺でも？.png": the mark is inside the token
				continue
			}
			if (isCJKPunct(r) || isArabicPunct(r) || urlsyntax.Invisible(r)) && m.inAuthority(from, i) {
				if h := userinfoHost(b, i+size, lim); h > 0 {
					// "https://u:p、q@h/x"; a format character that
					// ends a URL elsewhere (U+200B, U+FEFF, a direction
					// mark), drawn as nothing inside a token
					// (urlsyntax.Invisible, review53 M7).
					k.keepFor(i, h, depth)
					i += size
					continue
				}
			}
			return i, stopOther
		}
		if !w.strong && isIdeograph(r) && m.gluedIdeograph(from, i) {
			return i, stopOther
		}
		i += size
	}
	return i, stopEnd
}

// gluedIdeograph reports whether the ideograph at buffer index i, in the
// run of the URL's characters on its line that started at from, is text
// glued after the URL, as Chinese and Japanese text sets a URL with no
// space around it ("请从http://www.ctex.org/CTeXDownload下载CTEX",
// "…/download.html下载这个工具", "file:///D|path/file形"): it follows three
// ASCII letters or digits or more (on its line, or at the end of the
// text before a line break), and the URL holds no character that is not
// ASCII before it. An IRI that holds ideographs has them after a "/",
// a "." or a "=" ("https://zh.wikipedia.org/wiki/横排图表",
// "http://hello.世界.com"), or after other characters of its script, or
// after a letter or two of a name ("…/wiki/C言語"), or before a "." or a
// "/" and more ("http://exampleこれは日本語です.com/path", a label of a
// host); those go on.
func (m *machine) gluedIdeograph(from, i int) bool {
	b := m.b
	alnum := func(c byte) bool { return class[c]&cWord != 0 && c != '_' }
	n := 0
	j := i - 1
	for ; j >= from && n < 3 && alnum(b[j]); j-- {
		n++
	}
	if j < from {
		// The run started the line: the letters may end the text so far
		// ("…/ch08s06.en.html" and "起動画面" on the next line).
		for t := len(m.text) - 1; t >= 0 && n < 3 && alnum(m.text[t]); t-- {
			n++
		}
	}
	if n < 3 {
		return false
	}
	// A label or a segment of an IRI goes on after its ideographs with
	// a "." or a "/" and more: "http://exampleこれは日本語です.com/path".
	k := i
	for k < len(b) {
		r, size := utf8.DecodeRune(b[k:])
		if !isIdeograph(r) {
			break
		}
		k += size
	}
	if k+1 < len(b) && (b[k] == '.' || b[k] == '/') && class[b[k+1]]&cWord != 0 {
		return false
	}
	if m.asciiLine(from, k) {
		return false
	}
	for _, c := range m.text {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	for _, c := range b[from:i] {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// asciiLine reports whether the URL whose run on its line started at
// buffer index from, and whose ideographs run to index k, stands in text
// that is not Chinese or Japanese: the URL starts the run (no text joined
// from lines before), nothing before it on its line is an ideograph or
// CJK punctuation, and its token (the ideographs and what follows them
// with no space) ends before a space, or ends the line and the next line
// does not start in that script. Such a URL keeps its ideographs, as a
// wrapper that held it does ("<https://h.example/wiki/Test中文>"): a line
// of urlsift's own --format url or line output reads back whole
// (TestReadBackDelimited). Text glued after a URL is cut as before
// ("从网页http://…/CTeXDownload下载CTEX(", "http:" over
// "//…/list下载。", "http://www.ctan.org/pkg/seuthesix下" over "载。").
func (m *machine) asciiLine(from, k int) bool {
	b := m.b
	if len(m.text) > 0 {
		return false
	}
	ls := from
	for ls > 0 && b[ls-1] != '\n' {
		ls--
		if from-ls > 512 {
			return false
		}
	}
	for i := ls; i < from; {
		r, size := utf8.DecodeRune(b[i:from])
		if isIdeograph(r) || isCJKPunct(r) || r >= 0x3000 && r <= 0x303f {
			return false
		}
		i += size
	}
	for k < len(b) && class[b[k]]&cSpace == 0 && b[k] != '\n' && b[k] != '\r' {
		k++ // the rest of the URL's token: "…/UcAとリDLdU"
	}
	switch {
	case k == len(b), b[k] != '\n' && b[k] != '\r', b[k] == '\r' && (k+1 == len(b) || b[k+1] != '\n'):
		// The token ends before a space on its line: "see
		// (https://h.example/wiki/Test中文), ok" keeps them as the
		// line of it alone does (FuzzExtract).
		return true
	case b[k] == '\n':
		k++
	default:
		k += 2
	}
	for k < len(b) && (b[k] == ' ' || b[k] == '\t') {
		k++
	}
	if k == len(b) {
		return true
	}
	r, _ := utf8.DecodeRune(b[k:])
	return !isIdeograph(r) && !isCJKPunct(r) && !(r >= 0x3000 && r <= 0x303f)
}

// add appends b[from:to] to the text, noting where it came from.
func (m *machine) add(from, to int) {
	if to <= from {
		return
	}
	n := len(m.raw)
	if n == 0 || m.raw[n-1].buf+(len(m.text)-m.raw[n-1].text) != from {
		m.raw = append(m.raw, rawPiece{text: len(m.text), buf: from})
	}
	m.text = append(m.text, m.b[from:to]...)
}

// urlAfterBreak reports whether a line break stands at buffer index j
// and the next line goes on, after its indentation, with an ASCII
// character of a URL (before lim).
func (m *machine) urlAfterBreak(j, lim int) bool {
	b := m.b
	if !m.isEOL(j) {
		return false
	}
	if b[j] == '\r' {
		j++
	}
	for j++; j < lim && (b[j] == ' ' || b[j] == '\t'); j++ {
	}
	return j < lim && class[b[j]]&cURL != 0
}

func (m *machine) isEOL(j int) bool {
	b := m.b
	return j < len(b) && (b[j] == '\n' || (b[j] == '\r' && j+1 < len(b) && b[j+1] == '\n'))
}

// dataRunsOn reports whether a data: URI (RFC 2397) that has crossed
// maxBreaks line breaks may cross the one at buffer index i too: its
// line, from its first byte that is not a space, is the URI's alone. A
// data: URI's payload is one word of tens of kilobytes (an image's
// base64 that html2text prints as its src in brackets, broken after
// "/" at its width, fitdistrplus's vignettes' plots), so it crosses
// hundreds of breaks; cut at the ninth it is a false URL. The rules
// (continues) decide each break as any other; MaxURL bounds it, so
// that it is read whole or, past MaxURL, not at all.
func (m *machine) dataRunsOn(i int) bool {
	if !m.dataURI() {
		return false
	}
	b := m.b
	j := i - 1
	for ; j >= 0 && b[j] != '\n'; j-- {
		if class[b[j]]&cSpace != 0 {
			break
		}
	}
	for ; j >= 0 && b[j] != '\n'; j-- {
		if class[b[j]]&cSpace == 0 {
			return false // a word before the URL's piece on its line
		}
	}
	return true
}

// dataInBrackets says whether the line break before buffer index k
// (the next line's content) is inside a data: URI (RFC 2397) in square
// brackets that goes on there (1): the next line is one word up to its
// end or up to a "]"; 0: it is not; -1: the word runs to lim. html2text prints an <img> with no alt as its src in
// brackets, "[SRC]", and breaks a word longer than its line after "/",
// "-" or ":", before "(" or "+", or anywhere past its width; a data:
// URI's payload (an image's base64, fitdistrplus's vignettes' plots of
// 8-66 KB) is one word of RFC 2397's urlchar, which holds no "[", "]"
// or space, so the "]" ends it. Cut at a break it is a false URL; MaxURL
// bounds it, so that it is read whole or, past MaxURL, not at all.
func (m *machine) dataInBrackets(k, lim int) int {
	b := m.b
	for j := k; j < lim; j++ {
		switch c := b[j]; {
		case c == ']':
			return 1
		case c == '\n' || c == '\r':
			if j > k {
				return 1
			}
			return 0
		case c == '[' || class[c]&cSpace != 0:
			return 0
		case c == ':' && j+2 < lim && b[j+1] == '/' && b[j+2] == '/':
			// A scheme's "://": the next line is another URL, no
			// payload (an unclosed "[data:" before a list of URLs one a
			// line: review53 M6).
			return 0
		case c == ':' && j > k && opaqueStart(b[k:j], b[j+1:lim]):
			// The word starts with a scheme that needs no "//" and a
			// rest it may have ("mailto:a@example.com", "urn:isbn:…",
			// "tel:+1…"): another URL, no payload (review53 M6's rest).
			return 0
		}
	}
	return -1
}

// opaqueStart reports whether scheme, the bytes of a word before its
// first ":", is a scheme whose URLs need no "//" (noSlashOK) and the
// word's rest after the ":", up to white space or a "]", reads as one of
// its URLs: a data: URI's payload does not start so, but where a line
// break fell after a "-" or "/" before such a word inside it.
func opaqueStart(scheme, rest []byte) bool {
	if len(scheme) > 16 || class[scheme[0]]&cAlpha == 0 || scheme[0] >= utf8.RuneSelf {
		return false
	}
	for _, c := range scheme[1:] {
		if class[c]&cScheme == 0 {
			return false
		}
	}
	e := 0
	for e < len(rest) && rest[e] != ']' && class[rest[e]]&cSpace == 0 && rest[e] != '\n' && rest[e] != '\r' {
		e++
	}
	return e > 0 && noSlashOK(scheme, rest[:e])
}

// dataURI reports whether the candidate's text so far is a data: URI's.
func (m *machine) dataURI() bool {
	t := m.text
	return len(t) >= 5 && t[0]|0x20 == 'd' && t[1]|0x20 == 'a' && t[2]|0x20 == 't' && t[3]|0x20 == 'a' && t[4] == ':'
}

// joined notes a line break removed from the text.
func (m *machine) joined() {
	if m.cell.cut > 0 && m.cell.cut < len(m.text) {
		// The cell's border the URL's run went through, and what stood
		// after it (bordered-cell): no part of the URL.
		m.text = m.text[:len(m.text)-m.cell.cut]
	}
	m.cellStop = m.cell.stop
	m.cell = cellFacts{}
	if n := len(m.text); m.dash > 0 && m.dash == n {
		// groff's hyphen at a line break: it hyphenated the URL's word
		m.dropDash()
	} else if n > 0 && m.text[n-1] == '-' {
		m.hyph = append(m.hyph, n-1)
	}
	m.breaks++
}

// sight returns the buffer index lo from which the rules read the lines
// before the candidate: lineBehind bytes before it (m.w.open), which
// every buffer holds (a fill keeps keepBehind bytes before the search
// position, a Part as many before its first byte), so that what they
// read is the text's wherever the buffer starts; whole reports whether
// the text starts there (the first line in sight starts the text).
func (m *machine) sight() (lo int, whole bool) {
	lo = max(0, m.w.open-lineBehind)
	return lo, lo == 0 && m.off == 0
}

// urlLineStart returns the start of the line that holds buffer index i
// (the URL's line, for most callers), searched for back to the sight
// (sight); ok is false where that start is out of sight: no line break
// in sight before i, and the text does not start there. The rules read
// that as "no line" (a line that starts right at the sight is not told
// from one the sight cuts): the one place where what is out of sight
// decides, the same whatever the buffer holds.
func (m *machine) urlLineStart(i int) (ls int, ok bool) {
	lo, whole := m.sight()
	ls = lo + lastNewline(m.b[lo:i]) + 1
	return ls, ls > lo || whole
}

// folded reports whether the text before the candidate announces the
// folding of RFC 8792 ("NOTE: '\' line wrapping per RFC 8792"), within
// lineBehind bytes of it: there a "\" at the end of a line folds it.
func (m *machine) folded() bool {
	lo, _ := m.sight()
	return bytes.Contains(m.b[lo:m.w.open], []byte("wrapping per RFC 8792"))
}

// hyphen2010 is U+2010 HYPHEN, which groff prints for "-" (and for the
// hyphens it adds) in UTF-8 text.
const (
	hyphen2010     = '\u2010'
	hyphen2010UTF8 = "\u2010"
)

// typesetHyphen puts "-" in the URL for the U+2010 at buffer index i.
func (m *machine) typesetHyphen(i int) {
	m.raw = append(m.raw, rawPiece{text: len(m.text), buf: i})
	m.text = append(m.text, '-')
	m.dash = len(m.text)
}

// dropDash removes the "-" typesetHyphen put last in the text.
func (m *machine) dropDash() {
	m.text = m.text[:len(m.text)-1]
	if n := len(m.raw); n > 0 && m.raw[n-1].text == len(m.text) {
		m.raw = m.raw[:n-1]
	}
	m.dash = 0
}

func bracketIndex(c byte) int {
	switch c {
	case '(', ')':
		return 0
	case '[', ']':
		return 1
	}
	return 2
}

// tokenGoesOn reports whether the URL text goes on at buffer index j,
// after an unbalanced closer or a CJK or fullwidth punctuation mark in the
// middle of a token ("https://x/a)b/c", "…/自殺でも？.png"): the mark ends a
// URL only at the end of its token. After an ASCII closer a letter or a
// digit goes on; after any mark, a "." "/" "?" "#" "=" "&" "%" "-" "_" or
// "~" followed by a letter or a digit does. CJK text runs on without
// spaces after its punctuation ("…/q。次の文"), so other characters end it.
func tokenGoesOn(b []byte, j, lim int, ascii bool) bool {
	if j >= lim {
		return false
	}
	c := b[j]
	if ascii && class[c]&cWord != 0 {
		return true
	}
	switch c {
	case '.', '/', '?', '#', '=', '&', '%', '-', '_', '~':
		return j+1 < lim && class[b[j+1]]&cWord != 0
	}
	return false
}

// userinfoGoesOn reports whether the bytes of the token from buffer index
// j reach an "@" followed by a host's character (userinfoHost).
func userinfoGoesOn(b []byte, j, lim int) bool {
	return userinfoHost(b, j, lim) > 0
}

// userinfoHost returns the buffer index of the host's first character
// after the first "@" the bytes of the token from buffer index j reach
// before any "/", white space, control byte, "<", ">", "\"", "`" or
// groff's hyphen U+2010, or 0 where they reach none. The host's first
// character is a letter, a digit, an IP literal's "[" that closes, or a
// letter or digit beyond ASCII (an IDN's). A CJK or Arabic mark before
// the "@" is inside a password or a user name
// ("https://alice:s3cr3t،pw@h.example.org/x", "https://u:p、q@h/x";
// review44 M1), not the end of the URL.
func userinfoHost(b []byte, j, lim int) int {
	for k := j; k < lim; k++ {
		c := b[k]
		switch {
		case c == '@':
			if k+1 >= lim {
				return 0
			}
			h := b[k+1]
			if class[h]&cWord != 0 && h != '_' || h == '[' && ipLiteralCloses(b[k+2:lim]) {
				return k + 1
			}
			if h >= utf8.RuneSelf {
				if r, _ := utf8.DecodeRune(b[k+1 : lim]); unicode.IsLetter(r) || unicode.IsDigit(r) {
					return k + 1
				}
			}
			return 0
		case c == '/' || class[c]&cStop != 0:
			return 0
		case c == hyphen2010UTF8[0] && bytes.HasPrefix(b[k:lim], []byte(hyphen2010UTF8)):
			return 0
		}
	}
	return 0
}

// ipLiteralCloses reports whether b starts with the rest of an IP
// literal after its "[": one hex digit, ":", "." or "v" or more, then "]".
func ipLiteralCloses(b []byte) bool {
	for k, c := range b {
		switch {
		case c == ']':
			return k > 0
		case '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' || c == ':' || c == '.' || c == 'v' || c == 'V':
		default:
			return false
		}
	}
	return false
}

// inAuthority reports whether the URL's text before buffer index i (the
// text so far and this line's run from buffer index from) holds no "/"
// after its "//": a mark there is in the userinfo or the host, not the path.
func (m *machine) inAuthority(from, i int) bool {
	last := func(t []byte) int {
		for k := len(t) - 1; k >= 0; k-- {
			if t[k] == '/' {
				return k
			}
		}
		return -1
	}
	if k := last(m.b[from:i]); k >= 0 {
		return k > 0 && m.b[from+k-1] == '/' || k == 0 && len(m.text) > 0 && m.text[len(m.text)-1] == '/'
	}
	k := last(m.text)
	return k < 0 || k > 0 && m.text[k-1] == '/'
}

// isCodeEscape reports whether a backslash before c is a string escape of
// source code that cannot be part of a URL: an escaped quote or backtick,
// "\n", "\r", "\t", "\x80", "\u00e9", or a backslash at the end of a line
// (a continuation) or before whitespace.
func isCodeEscape(c byte) bool {
	switch c {
	case '"', '\'', '`', 'n', 'r', 't', 'x', 'u', 'U', '\n', '\r', ' ', '\t':
		return true
	}
	return false
}

// schemeSlashesAt reports whether b starts with a scheme and "://".
func schemeSlashesAt(b []byte) bool {
	if len(b) < 5 || class[b[0]]&cAlpha == 0 {
		return false
	}
	for i := 1; i < len(b) && i <= maxScheme; i++ {
		switch c := b[i]; {
		case class[c]&cScheme != 0:
		case c == ':':
			// A scheme has two characters or more, as everywhere; what
			// follows the "//" does not matter, so that the end of the
			// text and a closer read alike ("A0://AA'A://").
			return i >= 2 && i+2 < len(b) && b[i+1] == '/' && b[i+2] == '/'
		default:
			return false
		}
	}
	return false
}

// noteMark reports whether b starts with the rest of a footnote's mark
// "[4]": one to three digits and "]".
func noteMark(b []byte) bool {
	n := 0
	for n < len(b) && n < 4 && b[n] >= '0' && b[n] <= '9' {
		n++
	}
	return n >= 1 && n <= 3 && n < len(b) && b[n] == ']'
}
