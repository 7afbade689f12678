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
	// vectorised searches.
	u.Secret = urlsyntax.Secret{}
	lo, hi := pieces[0].pos.Offset-s.bufOff, end.Offset-s.bufOff
	if strings.IndexByte(full, '@') >= 0 || atAfter(s.buf[hi:min(hi+secretAfter, s.end)]) {
		u.Secret = s.secret(m, lo, hi)
	}
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
	if nl := bytes.LastIndexByte(s.buf[a:lo], '\n'); nl >= 0 {
		a += nl + 1
	}
	if nl := bytes.IndexByte(s.buf[hi:b], '\n'); nl >= 0 {
		b = hi + nl
	}
	var sec urlsyntax.Secret
	sec.AddText(u.Text)
	for _, alt := range readings {
		sec.AddReading(alt)
	}
	var buf [4]urlsyntax.Span
	raw := string(s.buf[a:b])
	// The "//" after the URL's end start no secret of its own (a range
	// starts after its "//"): a long line of URLs is read from each
	// URL's start, not to its end again for each.
	for _, sp := range urlsyntax.AppendSecretsBefore(buf[:0], raw, hi-a) {
		word := raw[sp.Lo:sp.Hi]
		sp.Lo += a
		sp.Hi += a
		hit := false
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
			}
		}
		if hit {
			// The whole password, for the strings made from the URL.
			sec.AddWord(word)
		}
	}
	return sec
}

// atAfter reports whether an "@" stands in rest, the text after a URL, on
// the URL's line: the line ends first, most often, and its end is found
// sooner than an "@" that is not there.
func atAfter(rest []byte) bool {
	if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
		rest = rest[:nl]
	}
	return bytes.IndexByte(rest, '@') >= 0
}
