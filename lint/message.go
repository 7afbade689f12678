package lint

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// msgb is the message of a finding being made: the rule's own words and
// what it quotes of the URL, kept apart (args). report masks only the
// quoted pieces with the URL's secret, so that a word of the rule's text
// that happens to equal the password ("port" of "https://u:port@h:8443/")
// is shown as it is: the rule's words come from no URL and hold no secret.
// A pass has one; say starts a message, report reads it (and may read it
// again for another finding).
type msgb struct {
	buf  []byte
	args [][2]int // byte ranges of buf that come from the URL, in order, disjoint
}

// say starts the message of the next finding with the rule's words w.
func (p *pass) say(w string) *msgb {
	m := &p.mb
	m.buf = append(p.msgBuf[:0], w...)
	m.args = p.argBuf[:0]
	return m
}

// w appends words of the rule.
func (m *msgb) w(s string) *msgb {
	m.buf = append(m.buf, s...)
	return m
}

// u appends s, text that comes from the URL (a piece of it, its scheme or
// host in lower case, another reading of it): masked by report when the
// URL holds a secret.
func (m *msgb) u(s string) *msgb {
	lo := len(m.buf)
	m.buf = append(m.buf, s...)
	return m.arg(lo)
}

// q appends s, text that comes from the URL, quoted as %q quotes it.
func (m *msgb) q(s string) *msgb {
	lo := len(m.buf)
	m.buf = strconv.AppendQuote(m.buf, s)
	return m.arg(lo)
}

// n appends the number n, read from the URL (a port).
func (m *msgb) n(n int) *msgb {
	lo := len(m.buf)
	m.buf = strconv.AppendInt(m.buf, int64(n), 10)
	return m.arg(lo)
}

// arg marks buf[lo:] as text of the URL.
func (m *msgb) arg(lo int) *msgb {
	if hi := len(m.buf); hi > lo {
		if k := len(m.args); k > 0 && m.args[k-1][1] == lo {
			m.args[k-1][1] = hi // adjacent pieces are one
		} else {
			m.args = append(m.args, [2]int{lo, hi})
		}
	}
	return m
}

// markText marks as text of the URL every place in buf[from:] (a message
// that urlsyntax wrote) that shows text, the bytes the message is about,
// in any of the forms the grammar's messages write it: quoted, escaped
// %XX, as code points U+XXXX (or 0xXX, a byte that is no UTF-8), and as it
// is where it stands as a word of its own. What is left is the message's
// own words.
func (m *msgb) markText(from int, text string) {
	if text == "" {
		return
	}
	forms := []string{strconv.Quote(text), string(appendEscapes(nil, text))}
	for i, w := 0, 0; i < len(text); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && w == 1 {
			forms = append(forms, "0x"+pctEncode(text[i])[1:])
			continue
		}
		h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
		forms = append(forms, "U+"+strings.Repeat("0", max(0, 4-len(h)))+h)
	}
	var spans [][2]int
	msg := string(m.buf[from:])
	for k, f := range append(forms, text) {
		bare := k == len(forms)
		for i := 0; ; {
			j := strings.Index(msg[i:], f)
			if j < 0 {
				break
			}
			j += i
			i = j + 1
			if bare && (j > 0 && msgWordByte(msg[j-1]) || j+len(f) < len(msg) && msgWordByte(msg[j+len(f)])) {
				continue // in a word of the message
			}
			spans = append(spans, [2]int{from + j, from + j + len(f)})
		}
	}
	if len(spans) == 0 {
		return
	}
	// In order, and those that touch or overlap made one.
	slices.SortFunc(spans, func(a, b [2]int) int { return a[0] - b[0] })
	for _, s := range spans {
		if k := len(m.args); k > 0 && s[0] <= m.args[k-1][1] {
			m.args[k-1][1] = max(m.args[k-1][1], s[1])
			continue
		}
		m.args = append(m.args, s)
	}
}

// msgWordByte reports whether c is a letter or digit (or a byte of a
// character that is not ASCII).
func msgWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

// appendEscapes appends every byte of s as %XX.
func appendEscapes(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		b = append(b, pctEncode(s[i])...)
	}
	return b
}

// message returns the message m made for a finding on Text bytes [start,
// end): each piece of the URL it quotes passed through the URL's secret
// (urlsyntax.Secret.Message, as the whole message was before), the rule's
// words as they are. The string is kept in the pass's arena: no
// allocation of its own.
func (p *pass) message(start, end int, m *msgb) string {
	b := m.buf
	if p.scrub && len(m.args) > 0 {
		b = p.maskArgs(start, end, m)
	}
	return p.keep(b)
}

// arenaSize is the size of the blocks the messages of findings are kept
// in: a finding kept alive keeps its block alive.
const arenaSize = 8 << 10

// keep returns b as a string in the pass's arena, which strings of
// findings share: bytes written to it are never written again, so a
// string taken from it stays as it is while the arena goes on.
func (p *pass) keep(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	a := &p.arena
	if a.Cap()-a.Len() < len(b) {
		*a = strings.Builder{}
		a.Grow(max(arenaSize, len(b)))
	}
	n := a.Len()
	a.Write(b)
	return a.String()[n:]
}

// maskArgs returns the message m with each piece of the URL it quotes
// passed through the URL's secret (urlsyntax.Secret.Message), in
// p.maskBuf.
func (p *pass) maskArgs(start, end int, m *msgb) []byte {
	b := m.buf
	// One call for all the pieces, each on a line of its own: a line
	// break is no byte of a URL or of a message, and ends a word for
	// every masker, so each piece is masked as if alone.
	out := p.maskBuf[:0]
	for i, a := range m.args {
		if i > 0 {
			out = append(out, '\n')
		}
		out = append(out, b[a[0]:a[1]]...)
	}
	var masked string
	joined := bytes.Count(out, []byte{'\n'}) == len(m.args)-1
	if joined {
		masked = p.sec.Message(p.text, start, end, string(out))
		joined = strings.Count(masked, "\n") == len(m.args)-1
	}
	out = out[:0]
	last := 0
	if joined {
		for _, a := range m.args {
			piece, rest, _ := strings.Cut(masked, "\n")
			out = append(append(out, b[last:a[0]]...), piece...)
			masked, last = rest, a[1]
		}
	} else {
		// A piece that holds a line break (none does): each alone.
		for _, a := range m.args {
			out = append(append(out, b[last:a[0]]...), p.sec.Message(p.text, start, end, string(b[a[0]:a[1]]))...)
			last = a[1]
		}
	}
	out = append(out, b[last:]...)
	p.maskBuf = out[:0]
	return out
}
