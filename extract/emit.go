package extract

import (
	"bytes"
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// Emit: storing an accepted candidate in the Scanner's URL, with the
// positions of its pieces.

// emit stores the candidate m accepted in the scanner's URL, computing its
// positions.
func (s *Scanner) emit(m *machine) {
	prefix, rel := m.prefix, m.rel
	text := m.text
	npre := len(prefix)
	pieces := s.pieces[:0]
	var last rawPiece
	for _, r := range m.raw {
		if r.text >= len(text) {
			break
		}
		pieces = append(pieces, piece{text: r.text + npre, pos: s.posAt(r.buf)})
		last = r
	}
	s.pieces = pieces
	end := s.posAt(last.buf + len(text) - last.text)
	full := s.urlText(prefix, text)
	// Field by field: cheaper than copying a whole URL value.
	u := &s.u
	u.Text = full
	u.Start, u.End = pieces[0].pos, end
	u.Delimiter = m.w.d
	u.Rejoined = len(pieces) > 1 && end.Line != pieces[0].pos.Line
	u.Abbreviated, u.Relative, u.Prefix = npre > 0, rel, npre
	u.pieces = pieces
	u.HyphenBreak = nil
	for _, h := range m.hyph {
		if h < len(text)-1 {
			u.HyphenBreak = append(u.HyphenBreak, h+npre)
		}
	}
	u.Uncertain = ""
	if len(m.altText) > 0 && m.other.kind != noOther && !bytes.Equal(m.altText, text) {
		u.Uncertain = prefix + string(m.altText)
	}
	// A secret needs an "@": in the URL, or after it on its line (a
	// password the text ended the URL inside, "http://alice:Secr" of
	// "http://alice:Secr<et@host/"; a URL inside the password of another,
	// "alice://pw" of "//alice://pw@host/"). Most URLs have none: two
	// vectorised searches, the one for "@" made once for the text (atAfter).
	u.Secret = urlsyntax.Secret{}
	lo, hi := pieces[0].pos.Offset-s.bufOff, end.Offset-s.bufOff
	if strings.IndexByte(full, '@') >= 0 || s.atAfter(hi, min(hi+secretAfter, s.end)) {
		u.Secret = s.secret(m, lo, hi)
	}
	if s.testSecret != nil {
		s.testSecret(m, lo, hi)
	}
	// A URL that ends inside a password a line break cut, at that line
	// break ("<http://u:Lxyz⏎j @h.example.org/x>", not rejoined) or
	// after it ("“git+ssh://:Rl7⏎ß|”5@h/”", rejoined up to "|"), whose
	// "@" the line reading above does not see: its piece after the ":"
	// is hidden (urlsyntax.BrokenPassword).
	// Most URLs are told by their text alone (a path).
	if p := urlsyntax.BrokenPasswordStart(full); p >= 0 && hi < s.end {
		// Wrapped, or after a byte that is no white space: an opener
		// whose closer the text did not reach ("<http://u:Lxyz⏎j @h/>"
		// is read as bare).
		wrapped := !m.w.d.Bare() || lo > 0 && !isSpaceOrBreak(s.buf[lo-1])
		// The URL's line before it: a comment's or a quote's prefix
		// that the next line repeats ("// ", "> ", "%% "…) is the
		// layout's, not the password's (review42 F5). None when the
		// line's start is no longer in the buffer.
		var line []byte
		if ls := lo - (u.Start.Column - 1); ls >= 0 && ls <= lo {
			line = s.buf[ls:lo]
		}
		rest := urlsyntax.BrokenPasswordRest(full, p, line, s.buf[hi:min(hi+secretAfter, s.end)], wrapped, u.Rejoined)
		if !rest {
			// In a cell of a table with borders the password may go on
			// in the cell's next lines (review47 F3); either reading,
			// the file's or the cell's, hides the piece (review47 on
			// 885fb5f: the cell's alone showed "https://u:s3cret" of
			// "│https://u:s3cret│x│" over "│pw@gitlab.com/o/r │ │").
			if cell := cellAfter(s.buf, hi, s.end); cell != nil {
				rest = urlsyntax.BrokenPasswordRest(full, p, line, cell, wrapped, u.Rejoined)
			}
		}
		if !rest {
			// Before a gutter and another column: the password may go
			// on in the URL's column of the next line (a table with no
			// borders); either reading hides the piece.
			if col := columnAfter(s.buf, lo, hi, s.end); col != nil {
				rest = urlsyntax.BrokenPasswordRest(full, p, line, col, wrapped, u.Rejoined)
			}
		}
		if rest {
			from := urlsyntax.BrokenSecretFrom(full, p) // a token before the ":" too
			u.Secret.Add(full, from, len(full))
			if from < p {
				u.Secret.AddWord(full[from : p-1])
			}
			// The piece in the other readings: without a hyphen at
			// the line break, and the uncertain one.
			alts := [2]string{u.Uncertain}
			if len(u.HyphenBreak) > 0 {
				alts[1] = u.DropHyphens()
			}
			for _, alt := range alts {
				if len(alt) > p && alt[:p] == full[:p] {
					u.Secret.AddWord(alt[p:])
				}
			}
		}
	}
}

// isSpaceOrBreak reports whether c is ASCII white space or a line break.
func isSpaceOrBreak(c byte) bool {
	switch c {
	case '\n', '\r', ' ', '\t', '\v', '\f':
		return true
	}
	return false
}

// Bounds of the raw text read around a URL for its secret (secret): a
// password may go on past where the URL ends (the look-ahead always holds
// secretAfter bytes past a URL), and a URL may start inside the password
// of another that stands before it on the line.
const (
	secretBefore = 128
	secretAfter  = 2 * lookBehind
)

// secret returns the Secret of the URL just stored, whose source runs
// from buffer index lo to hi: nothing unless an "@" stands on the URL's
// lines near it and a "//" in a reading of it or before it; else the
// grammar's
// reading of every reading of the URL and the raw text's reading of those
// lines (urlsyntax.AppendSecrets), mapped onto the URL's text through its
// pieces.
func (s *Scanner) secret(m *machine, lo, hi int) urlsyntax.Secret {
	u := &s.u
	a, b := max(lo-secretBefore, 0), min(hi+secretAfter, s.end)
	// The readings besides Text: without the hyphens that stood at a
	// line break, and the other reading of an uncertain one.
	var alts [2]string
	readings := alts[:0]
	if len(u.HyphenBreak) > 0 {
		readings = append(readings, u.DropHyphens())
	}
	if u.Uncertain != "" {
		readings = append(readings, u.Uncertain)
	}
	site := strings.Contains(u.Text, "//")
	for _, alt := range readings {
		site = site || strings.Contains(alt, "//")
	}
	if !site && !bytes.Contains(s.buf[a:lo], []byte("//")) {
		// No site in any reading ("https:/-⏎/u:pw@h" has one without
		// the hyphen), nor one before that the URL may stand in the
		// password of: "mailto:kim@example.org".
		return urlsyntax.Secret{}
	}
	if bytes.IndexByte(s.buf[a:b], '@') < 0 {
		return urlsyntax.Secret{}
	}
	// From the URL's line start (its Column says where: no search back)
	// to its line end (atAfter's search of it is remembered).
	a = max(a, u.Start.Offset-(u.Start.Column-1)-s.bufOff)
	if nl := s.index(&s.nl, '\n', s.bufOff+hi, s.bufOff+b); nl >= 0 {
		b = nl - s.bufOff
	}
	// A URL on one line whose text around holds no "\r" before its end
	// is read as one line, cut before a "\r" after it (what follows it
	// starts no site before the URL's end): the memo reads the raw text
	// without searching it for line breaks, which, remembered (s.cr),
	// are searched for once for the URLs of a line.
	line := u.Start.Line == u.End.Line
	if line {
		if cr := s.index(&s.cr, '\r', s.bufOff+a, s.bufOff+b); cr >= 0 {
			if line = cr >= s.bufOff+hi; line {
				b = cr - s.bufOff
			}
		}
	}
	var sec urlsyntax.Secret
	sec.AddTextMemo(u.Text, &s.masks)
	for _, alt := range readings {
		sec.AddReading(alt)
	}
	var buf [4]urlsyntax.Span
	raw := s.rawText(a, b)
	if s.memo == nil {
		s.memo = new(urlsyntax.SecretMemo)
	}
	// The "//" after the URL's end start no secret of its own (a range
	// starts after its "//"): a long line of URLs is read from each
	// URL's start, not to its end again for each; and what a site gives
	// is read once for the URLs of its line (memo).
	var found []urlsyntax.Span
	if line {
		found = s.memo.AppendLineSecretsBefore(buf[:0], raw, s.bufOff+a, hi-a)
	} else {
		found = s.memo.AppendSecretsBefore(buf[:0], raw, s.bufOff+a, hi-a)
	}
	for _, sp := range found {
		word := raw[sp.Lo:sp.Hi]
		sp.Lo += a
		sp.Hi += a
		hit := false
		in := -1 // where word stands in u.Text, when one piece holds it whole
		// Each piece of the URL maps text[t:t+n] to buf[r:r+n].
		for i, p := range m.raw {
			t0 := p.text
			if t0 >= len(m.text) {
				break
			}
			t1 := len(m.text)
			if i+1 < len(m.raw) {
				t1 = min(m.raw[i+1].text, t1)
			}
			r0, r1 := p.buf, p.buf+t1-t0
			if ov0, ov1 := max(sp.Lo, r0), min(sp.Hi, r1); ov0 < ov1 {
				sec.Add(u.Text, u.Prefix+t0+ov0-r0, u.Prefix+t0+ov1-r0)
				hit = true
				if ov0 == sp.Lo && ov1 == sp.Hi {
					in = u.Prefix + t0 + ov0 - r0
				}
			}
		}
		if hit {
			// The whole password, for the strings made from the URL: a
			// piece of the URL's text where it stands there (most), else
			// a copy (raw is a piece of a longer string).
			sec.AddWord(wordIn(u.Text, in, word))
		}
	}
	return sec
}

// wordIn returns word, a piece of the raw text around a URL: as the
// piece of text, the URL's text, that starts at index i when it holds
// the same bytes there (no copy, nor any more of the raw text kept), else
// as a copy of its own. i < 0: none.
func wordIn(text string, i int, word string) string {
	if i >= 0 && i <= len(text) && len(word) <= len(text)-i && text[i:i+len(word)] == word {
		return text[i : i+len(word)]
	}
	return strings.Clone(word)
}

// rawChunk is the least the string rawText copies holds, once a stream
// has had a few: its first copy holds at least rawFirst bytes, and each
// after twice the one before. Most files of a tree have one URL near an
// "@" or none, and 8 KB for it was the largest allocation of a walk
// (10.6 of 82.7 MB over the Go sources and /usr/share/doc).
const (
	rawChunk = 8 << 10
	rawFirst = 512
)

// rawText returns s.buf[a:b] as a string, cut from a copy of at least
// rawChunk bytes of the stream made for an earlier URL when it holds
// them: the URLs of a long line are not each copied with the 2 KB after
// them.
func (s *Scanner) rawText(a, b int) string {
	x := s.bufOff + a
	if x >= s.rawOff && s.bufOff+b <= s.rawOff+len(s.raw) {
		return s.raw[x-s.rawOff : x-s.rawOff+b-a]
	}
	// Twice the copy before, from rawFirst (the first since Reset) up
	// to rawChunk.
	n := min(rawChunk, max(rawFirst, 2*len(s.raw)))
	s.raw, s.rawOff = string(s.buf[a:max(b, min(a+n, s.end))]), x
	return s.raw[:b-a]
}

// atAfter reports whether an "@" stands in s.buf[hi:lim], the text after
// a URL, on the URL's line. The line's end is searched for, then an "@"
// before it, each as main's search of the text after each URL did, but
// remembered (s.nl, s.at): the URLs after the first of a line are told at
// once, and the text after each URL of a long line (a one-line mail, 2 KB
// after each URL) is searched once, not once for each.
func (s *Scanner) atAfter(hi, lim int) bool {
	x, l := s.bufOff+hi, s.bufOff+lim
	if nl := s.index(&s.nl, '\n', x, l); nl >= 0 {
		l = nl
	}
	return s.index(&s.at, '@', x, l) >= 0
}

// index returns the stream offset of the first c in the stream offsets
// [x, l) of s.buf, or -1, searching only what n, what the last search for
// c found, does not tell.
func (s *Scanner) index(n *nextByte, c byte, x, l int) int {
	switch {
	case n.ok && n.from <= x && n.next >= x:
		// The first c from n.from on is at n.next: none before it.
	case n.ok && n.from <= x && n.next < 0 && x <= n.to:
		// None in [x, n.to): search on from there.
		if l > n.to {
			if i := bytes.IndexByte(s.buf[n.to-s.bufOff:l-s.bufOff], c); i >= 0 {
				n.next = n.to + i
			}
			n.to = l
		}
	default:
		n.ok, n.from, n.to, n.next = true, x, l, -1
		if i := bytes.IndexByte(s.buf[x-s.bufOff:l-s.bufOff], c); i >= 0 {
			n.next = x + i
		}
	}
	if n.next >= 0 && n.next < l {
		return n.next
	}
	return -1
}

// nextByte is what the last search for a byte in a Scanner's text found
// (index): from stream offset from on, the first is at next; -1: none
// before to.
type nextByte struct {
	ok             bool
	from, to, next int
}
