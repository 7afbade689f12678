package lint

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
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
// in any of the forms the grammar's messages write it
// (urlsyntax.AppendTextSpans, which urlsift parse masks by too). What is
// left is the message's own words.
func (m *msgb) markText(from int, text string) {
	var buf [8]urlsyntax.Span
	for _, s := range urlsyntax.AppendTextSpans(buf[:0], string(m.buf[from:]), text) {
		lo, hi := from+s.Lo, from+s.Hi
		if k := len(m.args); k > 0 && lo <= m.args[k-1][1] {
			m.args[k-1][1] = max(m.args[k-1][1], hi)
			continue
		}
		m.args = append(m.args, [2]int{lo, hi})
	}
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
