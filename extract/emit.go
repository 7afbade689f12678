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
	var full string
	if npre > 0 {
		full = prefix + string(text)
	} else {
		full = string(text)
	}
	// Field by field: cheaper than copying a whole URL value.
	u := &s.u
	u.Text = full
	u.Start, u.End = pieces[0].pos, end
	u.Delimiter = m.w.d
	u.Rejoined = len(pieces) > 1 && end.Line != pieces[0].pos.Line
	u.Abbreviated, u.Relative, u.Prefix = npre > 0, rel, npre
	u.pieces = pieces
	u.HyphenBreak, u.Alternatives = nil, nil
	var hb []int
	for _, h := range m.hyph {
		if h < len(text)-1 {
			hb = append(hb, h+npre)
		}
	}
	if len(hb) > 0 {
		u.HyphenBreak = hb
		u.Alternatives = []string{u.DropHyphens()}
	}
	u.Uncertain = false
	if len(m.altText) > 0 && m.other.kind != noOther && !bytes.Equal(m.altText, text) {
		u.Alternatives = append(u.Alternatives, prefix+string(m.altText))
		u.Uncertain = true
	}
	u.Secret = urlsyntax.Secret{}
	if lo := pieces[0].pos.Offset - s.bufOff; mayHoldSecret(full) || s.afterSite(lo) {
		u.Secret = s.secret(m, lo, end.Offset-s.bufOff)
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

// secret returns the Secret of the URL just stored (which mayHoldSecret),
// whose source runs from buffer index lo to hi: nothing unless an "@"
// stands on the URL's lines near it; else the grammar's
// reading of every reading of the URL and the raw text's reading of those
// lines (urlsyntax.AppendSecrets), mapped onto the URL's text through its
// pieces.
func (s *Scanner) secret(m *machine, lo, hi int) urlsyntax.Secret {
	u := &s.u
	a, b := max(lo-secretBefore, 0), min(hi+secretAfter, s.end)
	if !strings.Contains(u.Text, "//") && !bytes.Contains(s.buf[a:lo], []byte("//")) {
		// No site, nor one before that the URL may stand in the
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
	for _, alt := range u.Alternatives {
		sec.AddReading(alt)
	}
	var buf [4]urlsyntax.Span
	raw := string(s.buf[a:b])
	for _, sp := range urlsyntax.AppendSecrets(buf[:0], raw) {
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

// mayHoldSecret reports whether text, a URL, may hold a secret or a
// piece of one: it holds an "@", or its site holds a ":" (a password the
// text ended the URL inside: "http://alice:Secr" of
// "http://alice:Secr<et@host/", or a port), or is a token that ends the
// URL. Any other URL has no userinfo and was not cut inside one, and
// costs no more than this test.
func mayHoldSecret(text string) bool {
	if strings.IndexByte(text, '@') >= 0 {
		return true
	}
	// The site: after the first "//" ("telnet:-//" too, where a hyphen
	// stood at a line break).
	i := strings.Index(text, "//")
	if i < 0 {
		return false
	}
	site := text[i+2:]
	c := strings.IndexByte(site, ':')
	if c < 0 {
		// Most URLs: two vectorised searches. A site that is all the
		// URL and a token ("https://ghp_…" of "https://ghp_…:>pw@h/")
		// was cut inside its userinfo.
		return !strings.ContainsAny(site, "/?#") && urlsyntax.TokenLike(site)
	}
	for _, b := range []byte(site[:c]) {
		if b == '/' || b == '?' || b == '#' {
			return false
		}
	}
	return true
}

// afterSite reports whether a "//" stands before buffer index lo on its
// line, within secretBefore bytes: the URL that starts there may stand in
// the password of another ("http://alice://pw@h/" holds "alice://pw").
func (s *Scanner) afterSite(lo int) bool {
	b := s.buf[max(lo-secretBefore, 0):lo]
	i := bytes.LastIndex(b, []byte("//"))
	return i >= 0 && bytes.IndexByte(b[i:], '\n') < 0
}
