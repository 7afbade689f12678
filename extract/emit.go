package extract

import (
	"bytes"
	"strings"
	"unicode/utf8"

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
	full := s.texts.String(textChunk, prefix, text)
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
	// Asked in that order: where the first and the third fail, Text is
	// plain (URL.Plain), and the printer does not read it again.
	u.Secret, u.plain = urlsyntax.Secret{}, false
	lo, hi := pieces[0].pos.Offset-s.bufOff, end.Offset-s.bufOff
	if strings.IndexByte(full, '@') >= 0 || s.atAfter(lo, hi, min(hi+secretAfter, s.end)) {
		u.Secret = s.secret(m, lo, hi)
	} else if hint := urlsyntax.NestedHint(full); hint || hi < s.end && s.encodedAtAfter(hi) {
		u.plain = !hint
		u.Secret = s.secret(m, lo, hi)
	} else {
		u.plain = true
	}
	if s.testSecret != nil {
		s.testSecret(m, lo, hi)
	}
	if u.Rejoined {
		s.secretAbove(m)
		s.gluedMarkReading(m)
	}
	// A URL that ends inside a password a line break cut, at that line
	// break ("<http://u:Lxyz⏎j @h.example.org/x>", not rejoined) or
	// after it ("“git+ssh://:Rl7⏎ß|”5@h/”", rejoined up to "|"), whose
	// "@" the line reading above does not see: its piece after the ":"
	// is hidden (urlsyntax.BrokenPassword).
	// Most URLs are told by their text alone (a path).
	p := urlsyntax.BrokenPasswordStart(full)
	// cut: a password's first piece whose rest, "@" and host a renderer
	// cut off ("mysql://u:mpfFYrQCvF" of `pr -2`'s column, review50 J3):
	// hidden whatever follows, at the text's end too.
	cut := p >= 0 && urlsyntax.CutPiece(full) == p
	if p >= 0 && hi >= s.end && cut {
		from := urlsyntax.BrokenSecretFrom(full, p) // a token before the ":" too
		u.Secret.Add(full, from, len(full))
		u.Secret.AddWord(full[from:])
	} else if p >= 0 && hi < s.end {
		// Wrapped, or after a byte that is no white space: an opener
		// whose closer the text did not reach ("<http://u:Lxyz⏎j @h/>"
		// is read as bare).
		wrapped := !m.w.d.Bare() || lo > 0 && !isSpaceOrBreak(s.buf[lo-1])
		// The URL's line before it: a comment's or a quote's prefix
		// that the next line repeats ("// ", "> ", "%% "…) is the
		// layout's, not the password's (review42 F5). As far back as
		// the sight (lineBefore).
		line := s.lineBefore(lo)
		// What follows is read up to secretAfter bytes on, however much
		// of the text the buffer holds past that: a part of a large
		// file mapped whole reads as the same text streamed (a line of
		// 39 KB before the next line's "@" hid the password in parts,
		// not whole: TestLinesReported).
		end := min(hi+secretAfter, s.end)
		// Entries of a configuration file, a digit-first piece: the
		// file's, read as it stands, not a cell's nor a column's
		// (review57 R6: "REPO=redis://redis:6379/0⏎DEBUG=false⏎MAIL_FROM=ops@example.com").
		entries := p < len(full) && '0' <= full[p] && full[p] <= '9' && urlsyntax.ConfigPair(line, s.buf[hi:end])
		rest := !entries && urlsyntax.BrokenPasswordRest(full, p, line, s.buf[hi:end], wrapped, u.Rejoined)
		if !rest && !entries {
			// In a cell of a table with borders the password may go on
			// in the cell's next lines (review47 F3); either reading,
			// the file's or the cell's, hides the piece (review47 on
			// 885fb5f: the cell's alone showed "https://u:s3cret" of
			// "│https://u:s3cret│x│" over "│pw@gitlab.com/o/r │ │").
			if cell := cellAfter(s.buf, s.lineBegin(m.raw[len(pieces)-1].buf), hi, end); cell != nil {
				rest = urlsyntax.BrokenPasswordRest(full, p, line, cell, wrapped, u.Rejoined)
			}
		}
		// Before a gutter and another column, or at the end of the
		// table's last column: the password may go on in the URL's
		// column of the next line (a table with no borders).
		// A rejoined URL is read from its last piece, which stands on
		// the line the URL ends on.
		rest = rest || !entries && s.columnRest(full, p, line, m.raw[len(pieces)-1].buf, hi, end, wrapped, u.Rejoined)
		if rest || cut {
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
	} else if hi < s.end && urlsyntax.NestedMay(full) {
		// The same for a URL nested in the URL, plainly or encoded
		// (urlsyntax.NestedBrokenPassword).
		wrapped := !m.w.d.Bare() || lo > 0 && !isSpaceOrBreak(s.buf[lo-1])
		line := s.lineBefore(lo)
		if from := urlsyntax.NestedBrokenPassword(full, line, s.buf[hi:min(hi+secretAfter, s.end)], wrapped, u.Rejoined); from >= 0 {
			u.Secret.Add(full, from, len(full))
			u.Secret.AddWord(full[from:])
		}
	}
	if u.Rejoined && len(pieces) > 1 && len(m.raw) > 1 {
		s.firstPieceRest(m, lo)
	}
	if u.Rejoined || u.Uncertain != "" {
		s.gluedToken(m)
	}
}

// columnRest reports whether the piece url[p:] of a password, the URL's
// text ending at buffer index hi (starting at lo), goes on in the URL's
// column of the next lines (columnAfter), a table with no borders: the
// column's left edge after a gutter, or the URL's own. Any reading hides
// the piece.
func (s *Scanner) columnRest(url string, p int, line []byte, lo, hi, end int, wrapped, joined bool) bool {
	// strict: the URL stands as it is (its piece holds an "@" and what
	// may be a host) or its piece is digits, a port: the layout must say
	// columns (columnAfter), not prose ("http://10.0.0.1:42378. is uses
	// uses" over "bob@corp.example.com/Run/the now.": TestPortBeforeEmphasisAndProse).
	// A row of a table with borders is cellAfter's ("│u@db1.example.com:80│@_gateway│",
	// review48 G4): its borders are no gutters.
	ls := s.lineBegin(lo)
	if ls < 0 {
		return false // a line longer than the reading looks back (lineBack)
	}
	le := lineEnd(s.buf, hi, end)
	bordered := rowBorder(bytes.TrimSuffix(s.buf[ls:le], []byte("\r"))) != nil
	if s.cellToken(url, p, line, ls, lo, hi, end, wrapped, bordered) {
		return true
	}
	if bordered {
		return false
	}
	piece := url[p:]
	strict := strings.IndexByte(piece, '@') >= 0 || piece != "" && strings.Trim(piece, "0123456789") == ""
	if !strict && piece != "" && '0' <= piece[0] && piece[0] <= '9' && !s.endsLine(hi, le) {
		// Digits and more (a port and a path, a query, a glued
		// character) before more on the URL's line: one space after
		// the URL is a gutter only where the next line keeps it
		// (columnLines' alignedBelow): prose after such a URL, and a
		// next line's "@" word under it, are no table's cells (review57
		// R8: "see http://api:8080/x and more⏎KEY=me@example.com"
		// printed "http://api:***"). A password with white space that
		// a line break cut there is urlsyntax.BrokenPasswordRest's
		// (spacedBreakRest). Where the URL ends its line the column
		// stays read as before: a password folded over the next lines
		// under it ("https://localhost:4138.0⏎|^I⏎qd@h.example.org").
		strict = true
	}
	// Digits, then "/", "?" or "#": the column's next line alone, as
	// foldedRest reads lines of one word under the URL (labels, then an
	// address), not three run together (columnAfter): "see
	// http://api:8080/x⏎Maintainers:⏎bob@example.com" printed
	// "http://api:***" (review57 R1).
	nextOnly := portPath(piece)
	for _, own := range [2]bool{false, true} {
		var col []byte
		if nextOnly {
			col, _ = columnLines(&s.colBuf, s.buf, ls, lo, hi, end, own, strict, 1)
		} else {
			col = columnAfter(&s.colBuf, s.buf, ls, lo, hi, end, own, strict)
		}
		if col == nil {
			continue
		}
		if urlsyntax.BrokenPasswordRest(url, p, line, col, wrapped, joined) {
			return true
		}
		if k := bytes.IndexByte(col, '\n'); k > 0 && col[k-1] == '@' &&
			urlsyntax.BrokenPasswordRest(url, p, line, append(col[:k:k], col[k+1:]...), wrapped, true) {
			// The password's "@" ends its line in the cell, and the
			// host starts the cell's next line: the word the renderer
			// cut at the column's edge goes on there
			// ("https://deploy:aoK'),2aGD@" over "example.org/6").
			return true
		}
	}
	return false
}

// endsLine reports whether nothing but white space follows the URL's
// word (what its end left out, glued to it) from buffer index hi to the
// line's end le.
func (s *Scanner) endsLine(hi, le int) bool {
	g := hi
	for g < le && s.buf[g] != ' ' && s.buf[g] != '\t' {
		g++
	}
	return len(bytes.TrimSpace(s.buf[g:le])) == 0
}

// portPath reports whether piece, a password's piece after its ":"
// (urlsyntax.BrokenPasswordStart), is digits, then a "/", "?" or "#":
// a port and a path, a query or a fragment, as the URL stands.
func portPath(piece string) bool {
	d := 0
	for d < len(piece) && '0' <= piece[d] && piece[d] <= '9' {
		d++
	}
	return d > 0 && d < len(piece) && (piece[d] == '/' || piece[d] == '?' || piece[d] == '#')
}

// lineBack is how far back from a URL the cell and column readings
// look for its line's start (lineBegin): as far as secretAfter bounds
// how far on they read, so that a cell whose next line's part stands in
// that reach is read (review51 K9: a row 600 bytes wide before
// "|see https://ghp_AbCdEfGh12|" showed the token's first piece with half
// of it). Farther back, no cell is read (its next line's cell stands past
// secretAfter anyway), and a long line of such URLs is not read back
// over once for each. Every buffer holds that much before a URL
// (keepBehind): a Scanner that reads a stream kept only lookBehind bytes
// before where it searches, and a line start farther back than that was
// gone from its buffer, where a part of a file mapped whole held it, and
// read otherwise (path61's leak).
const lineBack = secretAfter

// lineBegin returns the buffer index of the start of the line that
// holds buffer index i, or -1 where it stands more than lineBack bytes
// back.
func (s *Scanner) lineBegin(i int) int {
	lo := max(i-lineBack, 0)
	if k := s.lastNL(lo, i); k >= 0 {
		return k + 1
	}
	if lo == 0 && s.bufOff == 0 {
		return 0 // the text's start
	}
	return -1
}

// lastNL returns the buffer index of the last "\n" of s.buf[lo:i], or -1:
// told by what the last search found where it holds (s.nlBack), as the
// URLs of a long line each look back for the same line start (cell51: a
// line of 64 KB of "http://u:?xnm  ").
func (s *Scanner) lastNL(lo, i int) int {
	n := &s.nlBack
	l, x := s.bufOff+lo, s.bufOff+i
	// n.nl: the last "\n" of the stream offsets [n.lo, n.to), or -1.
	if n.ok && l <= n.to && n.to <= x && (n.nl >= l || n.lo <= l) {
		// [l, x) is [l, n.to), known, and [n.to, x), searched now.
		if k := lastNewline(s.buf[n.to-s.bufOff : i]); k >= 0 {
			n.nl = n.to + k
		}
		n.to = x
		if n.nl >= l {
			return n.nl - s.bufOff
		}
		return -1
	}
	*n = nlMemo{ok: true, lo: l, to: x, nl: -1}
	if k := lastNewline(s.buf[lo:i]); k >= 0 {
		n.nl = l + k
		return lo + k
	}
	return -1
}

// nlMemo is what lastNL found last: the last "\n" of the stream offsets
// [lo, to) is at nl; -1: none.
type nlMemo struct {
	ok         bool
	lo, to, nl int
}

// tokenLines is how many of a cell's next lines cellToken reads: a
// token of 93 bytes (github_pat_…) in a cell 8 wide goes on over 12. The
// look-ahead (secretAfter bytes) bounds them too.
const tokenLines = 16

// cellToken reports whether the piece url[p:] of a password, or the
// authority of a URL that may be an access token's first piece
// (urlsyntax.BrokenPasswordStart), is an access token that a cell's or a
// column's edge cut (review50 J4): the piece, what is left of its word
// on its line in the cell, and the cell's next lines, run together up
// to an "@", are a token (urlsyntax.TokenLike), and an "@" and a host
// follow (urlsyntax.BrokenPasswordRest). A token is longer than a
// password and a cell may be narrow: "|from for htt|" over
// "|ps://ghp_GGZ|", "|ExgI0qm6NJd7|", "|SwYo9jku8KGK|", "|L5OWm0rLM@gi|",
// "|thub.com/o/r|" printed "ps://ghp_GGZ" (cellAfter reads three
// lines); and the URL may end inside the token, at a byte that stands
// for a cell's fill ("https://Si6oSuJTJX5719U" of
// "|https://Si6oSuJTJX5719U_AjzOhpc|" over "|EO8B249ARj7he-pq1@github.com/o/|").
//
// In a row 1,000 bytes wide or more the token's "@" may stand past the
// look-ahead (secretAfter), which bounds every reading so that a stream
// read in parts reads as the text whole: where the cell's word runs on
// to that bound, a token's first bytes (cutToken), a token and its ":",
// or a password's first piece (urlsyntax.CutPiece, the cell's text to
// the bound for its rest) are hidden as a cut piece is (review51 K10).
func (s *Scanner) cellToken(url string, p int, line []byte, ls, lo, hi, end int, wrapped, bordered bool) bool {
	piece := url[p:]
	if piece == "" {
		return false
	}
	token := true
	for i := 0; i < len(piece) && token; i++ {
		c := piece[i]
		token = urlsyntax.TokenByte(c) || c == '.'
	}
	if !token && (end != hi+secretAfter || bytes.Count(s.buf[hi:end], []byte{'\n'}) > tokenLines+1) {
		return false // no reading of the cell's lines reaches the bound (cut)
	}
	read := func(col []byte, cut bool) bool {
		k := bytes.IndexByte(col, '\n')
		if k < 0 {
			return false
		}
		// The word the cell's edge cut: the rest of the URL's word on
		// its line, and the next lines run together (in the Scanner's
		// scratch: no reading keeps it).
		after := append(s.tokBuf[:0], '\n')
		defer func() { s.tokBuf = after[:0] }()
		after = append(after, col[:k]...)
		after = append(after, col[k+1:]...)
		if run := bytes.TrimSuffix(after[1:], []byte("@")); cut && len(after) > k+1 &&
			!bytes.ContainsAny(run, " \t@") && urlsyntax.CutPiece(url+string(run)) == p {
			// A password's piece whose word goes on in the cell to
			// where the reading stopped at the look-ahead's bound,
			// its "@" or its host past it (a row 1,102 bytes wide:
			// "https://u:U" over "+32hXAddls3s" over "eyKsR@api.ex";
			// "ps://deploy:rd" over "P6wBdC*Uh8~ga@" over "intranet/x"
			// 1,489 wide): read as a password's first piece whose rest
			// was cut off is (urlsyntax.CutPiece), the cell's text to
			// the bound for its rest.
			return true
		}
		if !token {
			return false
		}
		w := 1
		for w < len(after) && (urlsyntax.TokenByte(after[w]) || after[w] == '.') {
			w++
		}
		if w == len(after) {
			// The run goes on to where the reading stopped at the
			// look-ahead's bound (cut): in a table whose rows are
			// wide (1,000 bytes and more), the token's "@" stands
			// past it (review51 K10: widecell.py seed 5073 showed
			// "https://ghp_uHEaBxH3" of a row 1,072 bytes wide, and
			// "https://4nZWcsRot", 30 of a 32-run's bytes in sight).
			return cut && w > k+1 && cutToken(piece+string(after[1:w]))
		}
		if !urlsyntax.TokenLike(piece + string(after[1:w])) {
			return false
		}
		if after[w] == '@' && w > k+1 && (w+1 == len(after) || atHostByte(after[w+1])) {
			// The token's "@" and the first bytes of a host, or the
			// look-ahead's bound right after it: a word the cell's
			// edge cut (a JSON Web Token over three lines of a row
			// 871 bytes wide, "…fyq@gitlab" and ".com/g/p.git" past
			// the bound; review52 L5), as a program's width cuts one
			// (urlsyntax's tokenFolded). Prose's "@" stands after
			// white space, not in a token's run.
			return true
		}
		if after[w] == ':' && w > k+1 {
			// The token's ":" and a password after it, which the
			// look-ahead's bound or the cell may cut (a JSON Web
			// Token over three lines of a row 811 bytes wide, then
			// ":x-oauth-basic" and its "@" past the bound), as a
			// program's width cuts one (urlsyntax's tokenFolded).
			return true
		}
		return urlsyntax.BrokenPasswordRest(url, p, line, after, wrapped, true)
	}
	// The bound: end is secretAfter bytes on, not the text's end (the
	// look-ahead holds that much unless the text ends before).
	bound := end == hi+secretAfter
	if bordered {
		col, cut := cellLines(s.buf, ls, hi, end, tokenLines)
		return col != nil && read(col, cut && bound)
	}
	for _, own := range [2]bool{false, true} {
		if col, cut := columnLines(&s.colBuf, s.buf, ls, lo, hi, end, own, false, tokenLines); col != nil && read(col, cut && bound) {
			return true
		}
	}
	return false
}

// atHostByte reports whether c may start a host after a token's "@": a
// letter, a digit or "[".
func atHostByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '['
}

// cutTokenMin is the length of the shortest run cutToken reads as a
// token's first bytes.
const cutTokenMin = 10

// cutToken reports whether run, an authority's bytes that a cell's edge
// cut and its next lines go on to the look-ahead's bound (cellToken),
// reads as an access token's first bytes: a token (urlsyntax.TokenLike),
// or cutTokenMin bytes or more of a token's run (urlsyntax.TokenByte)
// that mix letters and digits, as a 32-run's first bytes do. A host
// holds a "." (or is a short name: "localhost", "intranet"); a word of
// that shape, cut at a cell's edge and going on below past the bound,
// is no prose's.
func cutToken(run string) bool {
	if urlsyntax.TokenLike(run) {
		return true
	}
	if len(run) < cutTokenMin {
		return false
	}
	jwt := strings.HasPrefix(run, "eyJ") // a JSON Web Token's, whose parts "." joins
	var lower, upper, digit bool
	for i := 0; i < len(run); i++ {
		c := run[i]
		if !urlsyntax.TokenByte(c) && (c != '.' || !jwt) {
			return false
		}
		lower = lower || 'a' <= c && c <= 'z'
		upper = upper || 'A' <= c && c <= 'Z'
		digit = digit || '0' <= c && c <= '9'
	}
	return lower && (upper || digit) || upper && digit
}

// firstPieceRest hides the password of a URL just stored that the
// rejoin glued, past a cut inside its password, to a next line's word
// of another column: in a table with no borders "http://deploy:oyixo-(fX~"
// ends its column, whose next line holds "dDneA@gitlab.com/", and the
// next line's first word ("com/a/b" of the first column) was joined
// (TestBorderlessTablePasswords, seed 4814). The URL's first piece is
// read as a URL of its own that ends in its column (columnRest); where
// its password goes on there, it is hidden from its piece on.
func (s *Scanner) firstPieceRest(m *machine, lo int) {
	u := &s.u
	t1 := u.pieces[1].text
	if t1 > len(u.Text) || m.raw[1].text < m.raw[0].text {
		return
	}
	url := u.Text[:t1]
	p := urlsyntax.BrokenPasswordStart(url)
	if p < 0 || strings.IndexByte(u.Text[t1:], '@') >= 0 {
		// The URL's text holds the password's end: read as it is
		// ("https://user:s3cr" over "et@host.example/p", rejoined).
		return
	}
	// An "@" in the first piece after its piece's start: read as it is
	// by the column's reading (as before stop 59); the file's reading
	// below.
	atInPiece := strings.IndexByte(url[p:], '@') >= 0
	hi := m.raw[0].buf + m.raw[1].text - m.raw[0].text
	if hi > s.end || hi < lo {
		return
	}
	line := s.lineBefore(lo)
	wrapped := !m.w.d.Bare() || lo > 0 && !isSpaceOrBreak(s.buf[lo-1])
	end := min(hi+secretAfter, s.end)
	if p < len(url) && '0' <= url[p] && url[p] <= '9' && urlsyntax.ConfigPair(line, s.buf[hi:end]) {
		// Entries of a configuration file that the rejoin glued
		// ("SPRING_DATASOURCE_URL=mongodb://deploy@mongo:27017/app?authSource=admin"
		// and "PORT=3000", where a paragraph above read as a column),
		// then the entry of a mail address: the file's, no column's
		// (as emit reads the URL whole).
		return
	}
	if !atInPiece && s.columnRest(url, p, line, lo, hi, end, wrapped, false) {
		u.Secret.Add(u.Text, p, len(u.Text))
		u.Secret.AddWord(url[p:])
		return
	}
	// A password that holds an "@" before the piece (review57 R7's
	// shape: BrokenSecretFrom reads back over "@bV6-Yfl:" to "q"): the file's
	// reading of the first piece too, as if the layout had not rejoined
	// it, the reading of the same text alone, where no lines around tell
	// a width it was filled to (trust33: "# git+ssh://svc_user:q@bV6-Yfl:82?i;3Q"
	// over "# kQWB=)", "# a⇥" and "# r@10.1.2.3" hid "q@bV6…" alone,
	// and showed "@bV6-Yfl:82?i;3QkQWB=" after a line of 40 to 44
	// columns, which read the break as the fill's). Either reading hides
	// the piece. Not where the secret it reads holds no "@" (a port and
	// a path): that reading hid "516/9r/:" of "ssh://deploy@gitlab.internal:516/9r/:"
	// over "N0Yc.Jb" and "<i6bw+mj@cb.k>" (TestPortPathStandsWhole).
	if from := urlsyntax.BrokenSecretFrom(url, p); strings.IndexByte(url[from:], '@') >= 0 &&
		urlsyntax.BrokenPasswordRest(url, p, line, s.buf[hi:end], wrapped, false) {
		u.Secret.Add(u.Text, from, len(u.Text))
		u.Secret.AddWord(url[from:])
	}
}

// gluedToken hides the pieces of a URL just stored that the rejoin
// glued, from a line's start, to a URL that ended the line before in a
// column right of a gutter, where the line before's first column ends in
// a URL whose authority and that piece's word are an access token
// (review51 K5): in a table with no borders, "use for git+https://githu
// the http://docs.example.org/a-" over "b_pat_rA9x99Yr6E76LW4rrVC db
// clone" printed "http://docs.example.org/a-b_pat_rA9x99Yr6E76LW4rrVC":
// the token's rest, which the cell's edge cut, is no part of the other
// column's URL, whose piece is hidden from there on.
func (s *Scanner) gluedToken(m *machine) {
	u := &s.u
	if n := len(u.Text); len(u.Uncertain) > n && u.Uncertain[:n] == u.Text {
		// The other reading glued the next line's word ("alternatives").
		hi := u.End.Offset - s.bufOff
		nl := hi
		for nl < s.end && (s.buf[nl] == ' ' || s.buf[nl] == '\r') {
			nl++
		}
		if ps := s.lineBegin(hi); ps >= 0 && nl < s.end && s.buf[nl] == '\n' && hi <= s.end {
			first := firstColumn(s.buf[ps:hi])
			if len(first) < hi-ps && s.gluedSecret(first[bytes.LastIndexByte(first, ' ')+1:], nl+1) {
				u.Secret.AddWord(u.Uncertain[n:])
			}
		}
	}
	if !u.Rejoined {
		return
	}
	for k := 1; k < len(u.pieces) && k < len(m.raw); k++ {
		b := m.raw[k].buf
		ls := s.lineBegin(b)
		if ls < 1 || ls > b || len(bytes.TrimLeft(s.buf[ls:b], " ")) > 0 {
			continue // the piece does not start its line
		}
		ps := s.lineBegin(ls - 1)
		if ps < 0 {
			continue
		}
		first := firstColumn(s.buf[ps : ls-1])
		if len(first) == len(s.buf[ps:ls-1]) {
			continue // no gutter: no columns
		}
		tail := first[bytes.LastIndexByte(first, ' ')+1:] // the first column's last word
		w := u.pieces[k].text
		if s.gluedSecret(tail, ls) {
			u.Secret.Add(u.Text, w, len(u.Text))
			e := w
			for e < len(u.Text) && u.Text[e] != '@' {
				e++
			}
			u.Secret.AddWord(u.Text[w:e])
			return
		}
	}
}

// firstColumn returns line up to its first gutter (two spaces or more),
// or line.
func firstColumn(line []byte) []byte {
	if g := bytes.Index(line, []byte("  ")); g >= 0 {
		return line[:g]
	}
	return line
}

// gluedSecret reports whether tail, the last word of a line's first
// column, and the first column of the lines from buffer index ls on, run
// together, are a URL's userinfo with a secret: tail ends in a URL whose
// authority (maybe none yet: "http://", or a scheme cut in its "://":
// "ssh:/" over "/ghp_…") the next lines' first column goes on to an "@",
// and that run is an access token (urlsyntax.TokenLike) or holds a ":"
// (a password).
func (s *Scanner) gluedSecret(tail []byte, ls int) bool {
	h := bytes.Index(tail, []byte("//"))
	var run []byte
	switch {
	case h >= 0:
		run = append(run, tail[h+2:]...)
	case bytes.HasSuffix(tail, []byte(":/")) || bytes.HasSuffix(tail, []byte(":")):
		run = append(run, tail[bytes.LastIndexByte(tail, ':')+1:]...) // "/" or "", the "//" goes on below
	default:
		return false
	}
	if bytes.IndexByte(run, '/') >= 0 && h >= 0 || bytes.IndexByte(run, '@') >= 0 {
		return false // a path, or the userinfo ended on tail's line
	}
	end := min(ls+secretAfter, s.end)
	for range tokenLines {
		le := ls
		for le < end && s.buf[le] != '\n' {
			le++
		}
		col := bytes.TrimSpace(firstColumn(bytes.TrimLeft(s.buf[ls:le], " ")))
		if len(col) == 0 || bytes.IndexByte(col, ' ') >= 0 && bytes.IndexByte(col[:bytes.IndexByte(col, ' ')], '@') < 0 {
			if at := bytes.IndexByte(col, '@'); at < 0 || at > bytes.IndexByte(col, ' ') {
				return false
			}
		}
		if at := bytes.IndexByte(col, '@'); at >= 0 {
			run = append(run, col[:at]...)
			user := string(bytes.TrimPrefix(run, []byte("//")))
			if h < 0 && !strings.HasPrefix(string(run), "//") {
				return false
			}
			if c := strings.LastIndexByte(user, ':'); c >= 0 {
				// A password, after a user name with no host's shape:
				// "db1.example.com:" over "443" over the "git" of
				// "git@github.com:o/", three rows of the first column,
				// are a host and a port (review51 K13), as
				// urlsyntax.CutPiece reads a user name with a dot.
				name, pw := user[:c], user[c+1:]
				return pw != "" && strings.IndexByte(name, '.') < 0 && !strings.HasPrefix(name, "[") && !allDigits([]byte(pw))
			}
			return urlsyntax.TokenLike(user)
		}
		run = append(run, col...)
		if le >= end {
			return false
		}
		ls = le + 1
	}
	return false
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
	// A URL percent-encoded in the URL's query needs neither, nor a URL
	// whose own "@" the text encoded, in it or right after it
	// (urlsyntax.NestedHint: "?next=https%3A%2F%2Falice%3Apw%40db",
	// "alice:pw&#64;db"; urlsyntax.EncodedAtAfter: "alice:pw" of "alice:pw\u0040db").
	// Asked only where the other signs fail (review50 J9: dense text).
	nested := func() bool {
		return urlsyntax.NestedHint(u.Text) || hi < s.end && s.encodedAtAfter(hi)
	}
	if !site && !bytes.Contains(s.buf[a:lo], []byte("//")) && !nested() {
		// No site in any reading ("https:/-⏎/u:pw@h" has one without
		// the hyphen), nor one before that the URL may stand in the
		// password of: "mailto:kim@example.org".
		return urlsyntax.Secret{}
	}
	if bytes.IndexByte(s.buf[a:b], '@') < 0 && !nested() && urlsyntax.NFKCAtIndex(s.buf[a:b]) < 0 {
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
			// a copy (raw is a view of the Scanner's buffer: rawText).
			sec.AddWord(wordIn(u.Text, in, word))
		}
	}
	s.rejoinedSecret(&sec, hi, b)
	if !site {
		s.pieceBelow(&sec, m, lo)
	}
	return sec
}

// pieceBelow adds to sec the secret of the URL just stored (from buffer
// index lo), one with no "//" of its own that starts its line (behind
// white space or a prefix of no letter nor digit), where a URL that
// ended inside its authority at the end of a line above (authorityOpen;
// lines of one word each between, as a token is folded) reads this
// line's word as its password's or token's rest
// (urlsyntax.BrokenPasswordRest, the reading that hides that URL's
// piece): the URL is that rest's last piece, glued to its "@" and host,
// and its text up to where the joined text's secrets end is hidden.
// "see https://ghp_2THJQDvfc9NJHfdiakQ⏎Im:s3crPw9@localhost:8080/x"
// printed "Im:s3crPw9@localhost:8080/x" (trust30, stop 57): a token's
// last piece that reads as a scheme ("im:"). Where the URL above is a
// token by its shape alone with no host (TokenLike), words of a token's
// bytes between, the same: readings of its rest stop at a wrapper or a
// fourth line break.
func (s *Scanner) pieceBelow(sec *urlsyntax.Secret, m *machine, lo int) {
	u := &s.u
	ls := lo - (u.Start.Column - 1)
	w := aboveFrom(lo)
	if ls < 1 || ls <= w || ls > lo || s.buf[ls-1] != '\n' || len(m.raw) != 1 || u.Prefix != 0 {
		return // the URL's line starts out of sight: no line above in it
	}
	for _, c := range s.buf[ls:lo] {
		if 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c >= 0x80 {
			return // prose before the URL on its line
		}
	}
	le := lo
	for le < s.end && s.buf[le] != '\n' && s.buf[le] != '\r' {
		le++
	}
	var mid []byte // the words of the lines between, bottom up
	at := ls
	for range 4 {
		if at < 1 || at <= w {
			return // the text's start, or the sight's (aboveFrom)
		}
		// A line above cut by the sight's start is read as its tail
		// there, wherever the read buffer starts (path61's leak: "no
		// line" where a fill had dropped its start showed the password).
		as, ae, _ := s.lineAbove(at, w)
		above := bytes.TrimRight(s.buf[as:ae], " \t")
		ws := len(above)
		for ws > 0 && above[ws-1] != ' ' && above[ws-1] != '\t' {
			ws--
		}
		word := above[ws:]
		k := bytes.Index(word, []byte("://"))
		if k < 0 {
			// A line of one word behind its prefix: a piece between.
			if len(word) == 0 || bytes.ContainsAny(bytes.TrimSpace(above[:ws]), " \t") {
				return
			}
			mid = append(append([]byte(nil), word...), mid...)
			if len(mid) > secretAfter {
				return
			}
			at = as
			continue
		}
		j := k
		for j > 0 && schemeByte(word[j-1]) {
			j--
		}
		for j < k && !('a' <= word[j]|0x20 && word[j]|0x20 <= 'z') {
			j++
		}
		url := string(word[j:])
		if j == k || !authorityOpen(word[j:]) {
			return
		}
		p := urlsyntax.BrokenPasswordStart(url)
		if p < 0 {
			return
		}
		ue := as + ws + len(word)
		wrapped := ws+j > 0 && !isSpaceOrBreak(above[ws+j-1])
		if !urlsyntax.BrokenPasswordRest(url, p, above[:ws+j], s.buf[ue:min(ue+secretAfter, s.end)], wrapped, false) && !(p == k-j+3 && urlsyntax.TokenLike(url[p:]) && tokenWords(mid)) {
			// Nor a token by its shape alone, a URL of no host, with
			// words of a token's bytes between (past what the readings
			// of its rest read: a wrapper, a fourth line break).
			return
		}
		// The rest's secret ends where the joined text's reading ends
		// it; all of this URL before that is the rest's: the token's
		// last piece and the password, or the password's rest.
		n := len(url) + len(mid)
		joined := url + string(mid) + string(s.buf[lo:le])
		e := 0
		var buf [4]urlsyntax.Span
		for _, sp := range urlsyntax.AppendSecrets(buf[:0], joined) {
			e = max(e, sp.Hi-n)
		}
		t0 := m.raw[0].text
		if e = min(e, len(m.text)-t0, le-lo); e > 0 {
			sec.Add(u.Text, t0, t0+e)
			sec.AddWord(strings.Clone(joined[n : n+e]))
		}
		return
	}
}

// aboveFrom is the buffer index from which the readings of the lines
// above a URL that starts at buffer index lo (pieceBelow, secretAbove,
// lineBefore) look: lineBack bytes back, which every buffer holds before
// a URL (a fill keeps keepBehind bytes before the search position; a
// Part as many before its first byte), or the buffer's start where that
// is the text's. What they read so depends on the text alone, not on
// where a fill started the buffer (path61's leak: a line above whose
// start a fill had dropped was read as no line, and a password was shown
// or hidden by the buffer's start: -j 1, -j 2 and standard input
// differed).
func aboveFrom(lo int) int { return max(0, lo-lineBack) }

// lineBefore is the line of the URL just stored before its start, buffer
// index lo, as far back as aboveFrom(lo): whole, or its tail from the
// first character there (a line of 2.8 KB before a token's URL was read
// whole or as none by where the buffer started: path61's leak).
func (s *Scanner) lineBefore(lo int) []byte {
	ls := lo - (s.u.Start.Column - 1)
	if ls > lo {
		return nil
	}
	if w := aboveFrom(lo); ls < w {
		ls = w
		for k := 0; k < utf8.UTFMax-1 && ls < lo && s.buf[ls]&0xc0 == 0x80; k++ {
			ls++ // a character w cut
		}
	}
	return s.buf[ls:lo]
}

// lineAbove returns the line that ends right before buffer index ls, a
// line's start after its "\n" (ls > w), as s.buf[as:ae], its "\r\n"
// left out, as far back as buffer index w (aboveFrom): whole when it
// starts at w or after (or at the text's start), else its tail from w's
// first character on (whole false).
func (s *Scanner) lineAbove(ls, w int) (as, ae int, whole bool) {
	ae = ls - 1
	if ae > w && s.buf[ae-1] == '\r' {
		ae--
	}
	as = ae
	for as > w && s.buf[as-1] != '\n' {
		as--
	}
	if as > w || as == 0 && s.bufOff == 0 || as > 0 && s.buf[as-1] == '\n' {
		return as, ae, true
	}
	for k := 0; k < utf8.UTFMax-1 && as < ae && s.buf[as]&0xc0 == 0x80; k++ {
		as++ // a character w cut
	}
	return as, ae, false
}

// rejoinedSecret adds to sec the secret of the URL just stored read as
// it would stand on one line, with the rest of its last line (up to
// buffer index b) after it, where the rejoin glued it across a line
// break in its authority after its first ":" (a password's, or a
// port's: cutAfterColon). The raw reading (secret) takes the lines
// apart, and a password whose "@" and what reads as a host the next
// line holds ("HTTPS://x_y:KX⏎  @8mB,RD/<0 ”e[@h.example.org/x", the
// URL ending at the ","; "»git+ssh://deploy:BeI@⏎X,ODm/ln~XBiJo(8^@_gateway/x«")
// showed that piece as the host (review49 H8's remainder,
// TestAtSlashBreakPasswords seeds 4992 and 4993), where the same text
// on one line hides it: the password runs to the last "@" a host
// follows on its line (CONTRACT). A break before that ":" cut no
// password: a table's cells glued ("git+ssh://" over
// "u@db1.example.com:80│@_gateway│", TestTablePortsStayShown) are read
// as they stand.
func (s *Scanner) rejoinedSecret(sec *urlsyntax.Secret, hi, b int) {
	u := &s.u
	if !u.Rejoined || hi > b || !cutAfterColon(u.Text, u.pieces) {
		return
	}
	var buf [4]urlsyntax.Span
	joined := u.Text + string(s.buf[hi:b])
	for _, sp := range urlsyntax.AppendSecretsBefore(buf[:0], joined, len(u.Text)) {
		if sp.Lo < len(u.Text) && sp.Lo < sp.Hi {
			sec.Add(u.Text, sp.Lo, min(sp.Hi, len(u.Text)))
			sec.AddWord(joined[sp.Lo:sp.Hi])
		}
	}
}

// cutAfterColon reports whether a piece of the URL's text after the
// first (a line the rejoin glued) starts in its authority after the
// authority's first ":", and an "@" stands in the authority after that
// ":" (a userinfo's, not a port's).
func cutAfterColon(text string, pieces []piece) bool {
	h := strings.Index(text, "//")
	if h < 0 {
		return false
	}
	h += 2
	e := len(text)
	if i := strings.IndexByte(text[h:], '/'); i >= 0 {
		e = h + i
	}
	c := strings.IndexByte(text[h:e], ':')
	if c < 0 || strings.IndexByte(text[h+c:e], '@') < 0 {
		// No "@" after that ":": a host's port, no password's piece
		// (review50 J6: "git+ssh://git@intranet:" over a table's
		// "3000_(@bob)_wrote" read the next cell's "@" as the
		// password's end, and hid the port).
		return false
	}
	for _, p := range pieces[1:] {
		if p.text > h+c && p.text <= e {
			return true
		}
	}
	return false
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

// atAfter reports whether an "@" stands in s.buf[hi:lim], the text after
// a URL, on the URL's line. The line's end is searched for, then an "@"
// before it, each as main's search of the text after each URL did, but
// remembered (s.nl, s.at): the URLs after the first of a line are told at
// once, and the text after each URL of a long line (a one-line mail, 2 KB
// after each URL) is searched once, not once for each.
//
// A form of "@" that NFKC reads as one ("＠", "﹫": urlsyntax's secret
// readings read it so) is looked for from lo on, the URL's start: the
// URL's own text too.
func (s *Scanner) atAfter(lo, hi, lim int) bool {
	x, l := s.bufOff+hi, s.bufOff+lim
	if nl := s.index(&s.nl, '\n', x, l); nl >= 0 {
		l = nl
	}
	if s.index(&s.at, '@', x, l) >= 0 {
		return true
	}
	// The forms' first byte 0xEF is searched for as "@" is, remembered
	// (s.ef), and the text from there is told.
	i := s.index(&s.ef, 0xef, s.bufOff+lo, l)
	return i >= 0 && urlsyntax.NFKCAtIndex(s.buf[i-s.bufOff:l-s.bufOff]) >= 0
}

// encodedAtAfter is urlsyntax.EncodedAtAfter of the text from buffer
// index hi up to secretAfter bytes on, told by what the last call found
// where it holds (s.enc): the URLs at the end of a line of dense text,
// after its last "@", each read the rest of the line again.
func (s *Scanner) encodedAtAfter(hi int) bool {
	x, l := s.bufOff+hi, s.bufOff+min(hi+secretAfter, s.end)
	// n.next: the first place from n.from on where the reading was
	// told, with urlsyntax.MaxSep bytes or more after it in the text
	// read (the most an encoding reads): every place before it read as
	// much, and reads so in a text that goes on as many bytes past it.
	// -1: no such place before n.to, which as many bytes followed.
	n := &s.enc
	from := x // where the reading goes on
	if n.ok && n.from <= x {
		switch {
		case x <= n.next && n.next+urlsyntax.MaxSep <= l:
			return n.hit
		case n.next < 0 && x <= n.to && n.to+urlsyntax.MaxSep <= l:
			from = n.to // a long line with no line break in reach
		}
	}
	if from == x {
		n.from = x
	}
	i, hit := urlsyntax.EncodedAtIndex(s.buf[from-s.bufOff : l-s.bufOff])
	switch {
	case i >= 0:
		n.ok, n.next, n.hit = from+i+urlsyntax.MaxSep <= l, from+i, hit
	default:
		n.ok, n.next, n.to = l-urlsyntax.MaxSep >= n.from, -1, l-urlsyntax.MaxSep
	}
	return hit
}

// encAt is what the last search of encodedAtAfter found: from stream
// offset from on, the reading is told at next (hit: an encoding of "@"
// or ":"; else a line's end), or, -1, at no place before to.
type encAt struct {
	ok             bool
	from, to, next int
	hit            bool
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

// secretAbove hides, in the URL just stored (rejoined across a line
// break), the rest of a password that a piece of it on a next line holds
// where a URL above that piece, in its column, ended inside its userinfo:
// in a table with no borders the renderer cut "ftp://deploy:" over
// "Gm$k!c@example.org", and the rejoin glued another column's URL
// ("http://" over "example.org/", or "http://example.org/a" before a
// gutter) to the password's rest (review47 F3: "http://example.org/x05d0vMsh&uq@db.example.com/").
// For each piece after the first, the words of the line above from the
// piece's column up to a gutter (two spaces) that hold a "//" and no "/"
// after it (authorityOpen) are read
// with the piece's word after them (urlsyntax.AppendSecrets); what a
// secret found so covers of the piece is hidden, and the secret's word
// wherever the URL's strings show it.
func (s *Scanner) secretAbove(m *machine) {
	u := &s.u
	var buf [4]urlsyntax.Span
	lo := u.pieces[0].pos.Offset - s.bufOff
	w := aboveFrom(lo)
	for i := 1; i < len(u.pieces) && i < len(m.raw); i++ {
		pb := m.raw[i].buf
		ls := u.pieces[i].pos.Offset - (u.pieces[i].pos.Column - 1) - s.bufOff
		if ls < 1 || ls <= w || ls > pb || pb >= s.end || s.buf[ls-1] != '\n' {
			continue
		}
		// The piece's word: up to white space.
		we := pb
		for we < s.end && !isSpaceOrBreak(s.buf[we]) {
			we++
		}
		word := s.buf[pb:we]
		c := runesIn(s.buf[ls:pb])
		if bytes.IndexByte(word, '@') < 0 {
			// The word the renderer cut at the column's edge goes on
			// in the column of the next lines ("BMe-44.j6zDzd_" over
			// "K@example.org/"): up to two, to an "@".
			word = s.columnWord(word, we, c)
			if bytes.IndexByte(word, '@') < 0 {
				continue
			}
		}
		le := we
		for le < s.end && s.buf[le] != '\n' {
			le++
		}
		if rowBorder(bytes.TrimSuffix(s.buf[ls:le], []byte("\r"))) != nil {
			// A row of a table with borders: its cells are read by
			// cellAfter ("│https://" over "│localhost:4200" over
			// "│@angular/core", review48 G4).
			continue
		}
		as, ae, whole := s.lineAbove(ls, w)
		above := s.buf[as:ae]
		off := 0 // the columns of the line above before as
		if !whole {
			// Its start is out of sight: the line of the URL's start
			// (the only line above a piece that holds w), whose column
			// there the line count knows (u.Start.Char); the columns
			// from as on are counted from it.
			if ae < lo || u.Start.Char < 1 {
				continue
			}
			off = u.Start.Char - 1 - runesIn(s.buf[as:lo])
		}
		if c < off {
			continue // the piece's column is out of sight above
		}
		k := columnIndex(above, 0, len(above), c-off)
		if k < 0 {
			continue
		}
		for k > 0 && above[k-1] != ' ' {
			k-- // the word that stands at the piece's column
		}
		for k < len(above) {
			e := k
			for e < len(above) && above[e] != ' ' && above[e] != '\t' {
				e++
			}
			if w := above[k:e]; authorityOpen(w) {
				s.hideAbove(m, string(w)+string(word), len(w), min(len(word), we-pb), pb, buf[:0])
			}
			n := e
			for n < len(above) && (above[n] == ' ' || above[n] == '\t') {
				n++
			}
			if n-e >= 2 {
				break // a gutter: the next column
			}
			k = n
		}
	}
}

// authorityOpen reports whether the word w holds a "//" whose authority
// runs to w's end with no "@" in it (no "/" nor "@" after it): a URL
// that ended inside its userinfo, which may go on below (secretAbove);
// "ftp://ftp.example.org:2121/" over "pub" is a URL with a path, and
// "http://eve:pw@localhost»" one whose userinfo ended.
func authorityOpen(w []byte) bool {
	i := bytes.Index(w, []byte("//"))
	return i >= 0 && !bytes.ContainsAny(w[i+2:], "/@")
}

// hideAbove hides in the URL just stored what a secret of text (a word
// of the line above, n bytes, then the word of a piece of the URL, whose
// first w bytes stand at buffer index pb) covers of the piece's word
// (secretAbove).
func (s *Scanner) hideAbove(m *machine, text string, n, w, pb int, spans []urlsyntax.Span) {
	u := &s.u
	for _, sp := range urlsyntax.AppendSecrets(spans, text) {
		if sp.Hi <= n {
			continue
		}
		lo, hi := pb+max(sp.Lo, n)-n, pb+min(sp.Hi-n, w)
		hit := false
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
			if ov0, ov1 := max(lo, r0), min(hi, r1); ov0 < ov1 {
				u.Secret.Add(u.Text, u.Prefix+t0+ov0-r0, u.Prefix+t0+ov1-r0)
				hit = true
			}
		}
		if hit {
			u.Secret.AddWord(strings.Clone(text[sp.Lo:sp.Hi]))
		}
	}
}

// portEnd reports whether w ends with a ":" and digits: a host's port.
func portEnd(w []byte) bool {
	c := bytes.LastIndexByte(w, ':')
	if c < 0 || c+1 == len(w) {
		return false
	}
	for _, b := range w[c+1:] {
		if b < '0' || b > '9' {
			return false
		}
	}
	return true
}

// columnWord returns word, a word of a URL's piece that ends at buffer
// index we, with the words that stand at column c (in runes) of the next
// lines run on after it, up to two lines, until one holds an "@": a word
// a renderer cut at its column's edge goes on there (secretAbove). It is
// word itself where no next line holds a word there.
func (s *Scanner) columnWord(word []byte, we, c int) []byte {
	out := word
	ns := we
	cur := runesIn(word) // the width of the word's part on its line
	for range 2 {
		for ns < s.end && s.buf[ns] != '\n' {
			ns++
		}
		ns++
		if ns >= s.end {
			break
		}
		ne := ns
		for ne < s.end && s.buf[ne] != '\n' {
			ne++
		}
		next := bytes.TrimSuffix(s.buf[ns:ne], []byte("\r"))
		k := columnIndex(next, 0, len(next), c)
		if k < 0 || next[k] == ' ' {
			break
		}
		for k > 0 && next[k-1] != ' ' {
			k--
		}
		e := k
		for e < len(next) && next[e] != ' ' && next[e] != '\t' {
			e++
		}
		if runesIn(next[k:e]) > cur || bytes.IndexByte(out, '/') >= 0 || portEnd(out) {
			// A password's rest holds no "/" before its "@"
			// ("ftp.example.org:2121/" over "pub" over another row's
			// "ops@example.com"), and a host and a port's digits end
			// their word ("ftp://" over "10.0.0.1:5432" over
			// "ops@intranet", review48 G4; "http://10.0.0." over
			// "1:3000" over "@types/node").
			// And a word the renderer cut filled its column: a wider
			// word below is another row's ("10.0.0.1:3000" over
			// "git@github.com").
			break
		}
		cur = runesIn(next[k:e])
		out = append(out[:len(out):len(out)], next[k:e]...)
		if bytes.IndexByte(next[k:e], '@') >= 0 {
			break
		}
		ns = ne
	}
	return out
}

// schemeByte reports whether c may stand in a scheme: a letter, a digit,
// "+", "-" or ".".
func schemeByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

// tokenWords reports whether b holds a token's bytes alone
// (urlsyntax.TokenByte, and "." "+" "=" "~" "/" "%" of tokens that hold
// punctuation).
func tokenWords(b []byte) bool {
	for _, c := range b {
		if !urlsyntax.TokenByte(c) && strings.IndexByte(".+=~/%", c) < 0 {
			return false
		}
	}
	return true
}
