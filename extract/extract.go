package extract

import (
	"strconv"

	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// Delimiter says what stood around a URL in the text.
type Delimiter uint8

// The delimiters.
const (
	Space       Delimiter = iota // whitespace or nothing: a bare URL
	Angle                        // <...>
	URLPrefix                    // <URL:...> and <URL: ...>
	Quote                        // "..." or '...'
	Paren                        // (...)
	Bracket                      // [...]
	Typographic                  // “...”, ‘...’, «...», »...«, ‹...›, „...“
	Backtick                     // `...`
	Markdown                     // [text](url)
	Brace                        // {...} (draft-01 Appendix B)
)

// delimiters holds the properties of each Delimiter, which the scanner
// and its callers (lint) ask through its methods instead of comparing
// constants: adding a kind of wrapper is a line here and its openers in
// the table of wrapper.go.
var delimiters = [...]struct {
	name string // in JSON output
	// strong: whitespace and line breaks inside are the text's layout,
	// removed from the URL (Appendix E); the closer ends the URL whatever
	// stands before it, so brackets inside need not balance, and nothing is
	// trimmed from the end.
	strong bool
	bare   bool // nothing delimits the URL
}{
	Space:       {name: "space", bare: true},
	Angle:       {name: "angle", strong: true},
	URLPrefix:   {name: "url", strong: true},
	Quote:       {name: "quote"},
	Paren:       {name: "paren"},
	Bracket:     {name: "bracket"},
	Typographic: {name: "typographic"},
	Backtick:    {name: "backtick"},
	Markdown:    {name: "markdown"},
	Brace:       {name: "brace"},
}

// String returns the delimiter's name as used in JSON output ("space", "angle", ...).
func (d Delimiter) String() string {
	if int(d) < len(delimiters) {
		return delimiters[d].name
	}
	return "Delimiter(" + strconv.Itoa(int(d)) + ")"
}

// Strong reports whether whitespace and line breaks inside the wrapper are
// the text's layout, removed from the URL (Appendix E): <...>, <URL:...>
// and the angle brackets of typeset and CJK text, which read as <...>.
func (d Delimiter) Strong() bool { return int(d) < len(delimiters) && delimiters[d].strong }

// Bare reports whether nothing delimits the URL: where it ends, and
// whether it goes on after a line break, are the extractor's reading of
// the words around it.
func (d Delimiter) Bare() bool { return int(d) < len(delimiters) && delimiters[d].bare }

// DefaultMaxURL is the longest URL accepted, and the size of the look-ahead
// window, when Options.MaxURL is 0.
const DefaultMaxURL = 64 << 10

// MaxMaxURL is the largest Options.MaxURL honoured; a larger one is taken
// as MaxMaxURL. The scanner's window is about three times MaxURL, so the
// bound keeps the window's arithmetic within an int on every platform.
const MaxMaxURL = 256 << 20

// ContextLines is how many lines before and after a URL's first and last
// lines its reading may depend on: a URL crosses at most maxBreaks line
// breaks (but one in <...> or a data: URI, bounded by MaxURL only), and
// whether one of them is rejoined hangs on the fill of up to fillLines
// lines before it and fillLines after the line after it. A
// check that reads a window of text again to see whether an edit keeps a
// URL's meaning (the language server's quick fix) reads this many lines
// around the edit, so that it decides as the whole text would.
const ContextLines = maxBreaks + fillLines + 1

// Options choose what the Scanner reports. The zero value is the default:
// absolute URLs only.
type Options struct {
	Abbreviated bool // Appendix F abbreviated references (www.w3.org/...)
	Relative    bool // also report relative references (only where a wrapper makes them unambiguous)
	MaxURL      int  // window / longest URL accepted, in bytes of source; 0 means DefaultMaxURL, at least 64, at most MaxMaxURL
	// TooLong, when not nil, hears of each run of text that reads as a
	// URL but goes on past MaxURL bytes, with where it starts (as
	// go/scanner reports an error): such a run is no URL the Scanner can
	// report, and is skipped to its end. A caller that promises not to
	// drop URLs in silence says so. It is called from Scan, in the order
	// of the text, before the URL that Scan then returns.
	TooLong func(start pos.Pos)
	// Marker, when it holds a ":" and Marked is not nil, is a text whose
	// every occurrence the Scanner reports to Marked as its search goes
	// by (lint's "urlsift:ignore"): the Scanner stops at every colon
	// anyway, so a reader of the text need not search it again. Marked
	// gets where the marker starts and the bytes after it, MarkedRest of
	// them or up to the end of the text (see Scanner.Searched).
	Marker string
	Marked func(at pos.Pos, rest []byte)
	// Lines, when not nil, hears of the Scanner's line accounting as it
	// goes forward, as go/scanner's File hears of each line (AddLine):
	// the text before stream offset off holds line-1 line breaks (off
	// stands on line line). It hears of a place the Scanner counted the
	// lines up to (a URL's start or end, where its search stands, the
	// text it moves out of its buffer) every 16 KiB of text or less, and
	// of none 4 KiB or less after the one before, not of every line nor
	// of every URL: a reader of the text that wants the number of a line
	// counts from the nearest place it heard of, not from the text's
	// start (lint's follower of the example lines). It is called from
	// Scan and Searched, with off and line growing.
	Lines func(off, line int)
	// Place, when not nil, gives the Scanner of a stream the buffer it
	// reads into next, in place of its own, as a reader that keeps what
	// it read (lint's follower of the example lines) would otherwise
	// copy each byte from the Scanner's buffer: it is called when the
	// Scanner would move the bytes it keeps to its buffer's start, or
	// grow its buffer, with kept, those bytes (the last the Scanner
	// read), and the buffer's size. It returns a slice of length size
	// whose first len(kept) bytes hold kept's, the rest the Scanner's to
	// read into, which no one else writes before the next call (nor
	// before the Scanner is reset), or nil for the Scanner's own buffer.
	// The Scanner reads as much, in the same pieces, either way.
	Place func(kept []byte, size int) []byte
	// Name is the input's name, a path or a file's name ("" for a text
	// that has none; standard input's "-" is none): its extension, or
	// the whole name for a Makefile or a Dockerfile, says whether the
	// text is source code of a language that continues a line with a
	// backslash before the line break (Python, C, a shell...), which the
	// Scanner then removes from a URL that goes on past it. A text with
	// no name, or a name it does not know, is read as prose.
	Name string
}

// URL is one URL reference found in the text.
type URL struct {
	// Text is the URL as meant: wrappers, trailing punctuation and in-URL
	// line breaks removed; a hyphen before a line break kept. For an
	// abbreviated reference it starts with the scheme the heuristic chose
	// ("http://www.w3.org/"), see Prefix. It is cut from a buffer the
	// Scanner shares among the texts of about 2 KiB of URLs (text.go): one
	// copy and no allocation of its own; a URL kept keeps that buffer. (Not
	// offsets into the input: README, "Speed and memory", says why.)
	Text string

	Start, End pos.Pos // first char .. after last char, in the scanned stream's coordinates

	Delimiter Delimiter
	Rejoined  bool // line breaks were removed

	// HyphenBreak are the byte indexes in Text of hyphens that stood
	// before a line break (Appendix E: "the hyphen may or may not
	// actually be part of the URL"): the one record of a hyphen break.
	// Text keeps them; DropHyphens gives the reading without them.
	HyphenBreak []int
	// Uncertain is the other reading of a line break that two readings of
	// the text around leave open: the one the extractor found less likely,
	// ending at that break or going on past it. It is empty when there is
	// none. It is about where the URL ends, never about a hyphen.
	Uncertain string

	Abbreviated bool // an Appendix F reference; Text has a scheme prefix added
	Relative    bool // a relative reference (only with Options.Relative)

	// Prefix is the number of bytes at the start of Text that are not in
	// the source (the "http://" added to an abbreviated reference).
	Prefix int

	// Secret is what is secret in the URL, found once by the Scanner for
	// every reading of it (the grammar's, of Text, DropHyphens and
	// Uncertain, and the raw text's, of the lines the URL stands on:
	// urlsyntax.AppendSecrets finds a password that goes on past where
	// the URL ends, "http://alice:Secr" of "http://alice:Secr<et@host/").
	// Every output about the URL shows it masked through it. It is empty
	// when no "@" stands near the URL.
	Secret urlsyntax.Secret

	// plain: Text holds no "@" and no encoding urlsyntax.NestedHint
	// reads, as the Scanner found it (Plain).
	plain  bool
	pieces []piece
	memo   posMemo // the last position SourcePos gave
}

// Plain reports whether Text holds no "@" and no encoding
// urlsyntax.NestedHint reads, as the Scanner found it when it looked for
// the URL's secret: the masker at the output's boundary
// (urlsyntax.MaskText, which reads a text where either stands) would give
// Text back as it is, so a record whose URL fields are Text alone need
// not pass it (printer.Record.Masked). False where the Scanner did not
// ask.
func (u *URL) Plain() bool { return u.plain || u.Secret.Plain(u.Text) }

// posMemo is a position SourcePos gave: byte i of text, in piece (-1:
// none). The next position asked in the same piece, further on, counts
// from there: a lint rule asks for positions through a long URL in
// order, and counting each from the piece's start (the code points of
// its column) took time growing with the square of the URL (a URL of
// 120 KB with 60,000 findings: 2 s in SourcePos).
type posMemo struct {
	text     string  // the Text it is about (a URL value is reused)
	base     pos.Pos // where the piece starts (the same Text may be found again)
	piece, i int
	pos      pos.Pos
}

// piece maps Text[text:] to the source starting at pos, up to the next piece.
type piece struct {
	text int
	pos  pos.Pos
}

// SourcePos returns the position in the stream of byte i of Text
// (0 <= i <= len(Text)); i == len(Text) gives End. Bytes of an added
// scheme prefix map to Start. It remembers the position it gave, so that
// positions asked in order through a long URL cost time in proportion to
// the URL, not its square; like the rest of a URL, it is not for use by
// several goroutines at once.
func (u *URL) SourcePos(i int) pos.Pos {
	if i >= len(u.Text) {
		return u.End
	}
	if i <= u.Prefix {
		return u.Start
	}
	k, from, at := -1, u.Prefix, u.Start
	if len(u.pieces) > 0 {
		// Last piece whose text index is <= i.
		lo, hi := 0, len(u.pieces)
		for lo+1 < hi {
			m := (lo + hi) / 2
			if u.pieces[m].text <= i {
				lo = m
			} else {
				hi = m
			}
		}
		k, from, at = lo, u.pieces[lo].text, u.pieces[lo].pos
	}
	base, first := at, from
	if m := &u.memo; m.piece == k && m.base == base && m.i >= from && m.i <= i && m.text == u.Text {
		from, at = m.i, m.pos
	}
	p := advance(at, u.Text[max(first, from-3):from], u.Text[from:i])
	u.memo = posMemo{text: u.Text, base: base, piece: k, i: i, pos: p}
	return p
}

// Continues reports whether byte i of Text continues a character begun
// before it in the source (pos.Continued): the position after it is then
// the next character's, as its own is. A byte 0x80-0xBF that continues
// no sequence (invalid UTF-8) is a character of its own.
func (u *URL) Continues(i int) bool {
	if i <= u.Prefix || i >= len(u.Text) || u.Text[i]&0xC0 != 0x80 {
		return false
	}
	from := u.Prefix
	for _, pc := range u.pieces {
		if pc.text > i {
			break
		}
		from = pc.text
	}
	return pos.Continued(u.Text[max(from, i-3):i], u.Text[i:i+1]) == 1
}

// advance returns the position after text that stands on one line at p,
// after before, the bytes of the same piece of the source before it.
func advance(p pos.Pos, before, text string) pos.Pos {
	d := len(text)
	p.Offset += d
	p.Column += d
	if p.Char > 0 {
		p.Char += d - pos.Continued(before, text)
	}
	return p
}

// Clone returns a copy of u that stays valid after the next Scan.
func (u *URL) Clone() *URL {
	c := *u
	c.pieces = append([]piece(nil), u.pieces...)
	c.HyphenBreak = append([]int(nil), u.HyphenBreak...)
	return &c
}

// DropHyphens returns Text without the hyphens that stood before a line
// break (the reading --hyphen=drop prints); Text itself when there are none.
func (u *URL) DropHyphens() string {
	if len(u.HyphenBreak) == 0 {
		return u.Text
	}
	b := make([]byte, 0, len(u.Text))
	last := 0
	for _, h := range u.HyphenBreak {
		b = append(b, u.Text[last:h]...)
		last = h + 1
	}
	b = append(b, u.Text[last:]...)
	return string(b)
}
