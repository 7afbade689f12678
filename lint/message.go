package lint

import (
	"strconv"

	"github.com/urlsift/urlsift/urlsyntax"
)

// msgb is the message of a finding being made: the rule's own words and
// what it quotes of the URL, kept apart (args). report masks only the
// quoted pieces with the URL's secret, so that a word of the rule's text
// that happens to equal the password ("port" of "https://u:port@h:8443/")
// is shown as it is: the rule's words come from no URL and hold no secret.
// A piece whose place in the URL's text is known (at, qat, nat, markText:
// src) is masked by that place, not by value (urlsyntax.Secret.PieceAs):
// a host that holds the password's letters is shown as it is, whatever
// the password, so where "***" stands tells nothing of it.
// A pass has one; say starts a message, report reads it (and may read it
// again for another finding).
type msgb struct {
	buf  []byte
	args [][2]int         // byte ranges of buf that come from the URL, in order, disjoint
	srcs []urlsyntax.Span // for each arg, the bytes of the URL's text it shows; Lo < 0: not known
}

// say starts the message of the next finding with the rule's words w.
func (p *pass) say(w string) *msgb {
	m := &p.mb
	m.buf = append(p.msgBuf[:0], w...)
	m.args = p.argBuf[:0]
	m.srcs = m.srcs[:0]
	return m
}

// unknownSrc is the src of a piece whose place in the URL is not known.
var unknownSrc = urlsyntax.Span{Lo: -1, Hi: -1}

// at appends s, the URL's text bytes [lo, hi) as a message shows them
// (as they are, in lower case, a host without its final "."): masked by
// report where those bytes share one with a secret (Secret.PieceAs).
func (m *msgb) at(s string, lo, hi int) *msgb {
	a := len(m.buf)
	m.buf = append(m.buf, s...)
	return m.argAt(a, urlsyntax.Span{Lo: lo, Hi: hi})
}

// qat is at for s quoted as %q quotes it.
func (m *msgb) qat(s string, lo, hi int) *msgb {
	a := len(m.buf)
	m.buf = strconv.AppendQuote(m.buf, s)
	return m.argAt(a, urlsyntax.Span{Lo: lo, Hi: hi})
}

// nat appends the number n, read from the URL's text bytes [lo, hi) (a
// port).
func (m *msgb) nat(n, lo, hi int) *msgb {
	a := len(m.buf)
	m.buf = strconv.AppendInt(m.buf, int64(n), 10)
	return m.argAt(a, urlsyntax.Span{Lo: lo, Hi: hi})
}

// shown appends s, a string made from the URL that is masked already
// (from the masked URL, Secret.MaskReading): no piece to mask again.
func (m *msgb) shown(s string) *msgb {
	m.buf = append(m.buf, s...)
	return m
}

// qshown is shown for s quoted as %q quotes it.
func (m *msgb) qshown(s string) *msgb {
	m.buf = strconv.AppendQuote(m.buf, s)
	return m
}

// argAt marks buf[lo:] as the URL's text bytes src: a piece of its own
// (never joined to the piece before it).
func (m *msgb) argAt(lo int, src urlsyntax.Span) *msgb {
	if hi := len(m.buf); hi > lo {
		m.args = append(m.args, [2]int{lo, hi})
		m.srcs = append(m.srcs, src)
	}
	return m
}

// hostSpan returns where the host that p.host holds stands in the URL's
// text: the bracketed IPv6 literal, or the grammar's host.
func (p *pass) hostSpan() (lo, hi int) {
	if p.ipv6Hi > p.ipv6Lo {
		return p.ipv6Lo, p.ipv6Hi
	}
	return p.ref.Host.Start, p.ref.Host.End
}

// w appends words of the rule.
func (m *msgb) w(s string) *msgb {
	m.buf = append(m.buf, s...)
	return m
}

// u appends s, text that comes from the URL from no place in it that the
// rule knows: masked by report, by the secret's words, when the URL holds
// a secret (Secret.Message). A piece of the URL's text is appended by at.
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

// arg marks buf[lo:] as text of the URL from no known place.
func (m *msgb) arg(lo int) *msgb {
	if hi := len(m.buf); hi > lo {
		if k := len(m.args); k > 0 && m.args[k-1][1] == lo && m.srcs[k-1].Lo < 0 {
			m.args[k-1][1] = hi // adjacent pieces are one
		} else {
			m.args = append(m.args, [2]int{lo, hi})
			m.srcs = append(m.srcs, unknownSrc)
		}
	}
	return m
}

// markText marks as text of the URL every place in buf[from:] (a message
// that urlsyntax wrote) that shows text, the URL's text bytes [start,
// end) the message is about, in any of the forms the grammar's messages
// write it (urlsyntax.AppendTextSpans, which urlsift parse masks by too).
// What is left is the message's own words.
func (m *msgb) markText(from int, text string, start, end int) {
	var buf [8]urlsyntax.Span
	src := urlsyntax.Span{Lo: start, Hi: end}
	for _, s := range urlsyntax.AppendTextSpans(buf[:0], string(m.buf[from:]), text) {
		lo, hi := from+s.Lo, from+s.Hi
		if k := len(m.args); k > 0 && lo <= m.args[k-1][1] {
			m.args[k-1][1] = max(m.args[k-1][1], hi)
			if m.srcs[k-1] != src {
				m.srcs[k-1] = unknownSrc
			}
			continue
		}
		m.args = append(m.args, [2]int{lo, hi})
		m.srcs = append(m.srcs, src)
	}
}

// message returns the message m made for a finding on Text bytes [start,
// end): each piece of the URL it quotes passed through the URL's secret
// (urlsyntax.Secret.Message, as the whole message was before), the rule's
// words as they are. The string is cut from the pass's arena (blocks of
// arenaSize bytes, never written over, so a string taken from it stays as
// it is while the arena goes on): no allocation of its own.
func (p *pass) message(start, end int, m *msgb) string {
	b := m.buf
	if p.scrub && len(m.args) > 0 {
		b = p.maskArgs(start, end, m)
	}
	return p.arena.String(arenaSize, "", b)
}

// arenaSize is the size of the blocks the messages of findings are cut
// from: a finding kept alive keeps its block alive; a message longer than
// arenaSize/4 has its own string.
const arenaSize = 8 << 10

// maskArgs returns the message m with each piece of the URL it quotes
// masked, in p.maskBuf: a piece whose place in the URL's text is known
// by that place (urlsyntax.Secret.PieceAs); one whose place is not known
// by the secret's words (urlsyntax.Secret.Message), since no place says
// whether it is public.
func (p *pass) maskArgs(start, end int, m *msgb) []byte {
	b := m.buf
	out := p.maskBuf[:0]
	last := 0
	for i, a := range m.args {
		out = append(out, b[last:a[0]]...)
		piece := string(b[a[0]:a[1]])
		if src := m.srcs[i]; src.Lo >= 0 {
			out = append(out, p.sec.PieceAs(p.text, src.Lo, src.Hi, piece)...)
		} else {
			out = append(out, p.sec.Message(p.text, start, end, piece)...)
		}
		last = a[1]
	}
	out = append(out, b[last:]...)
	p.maskBuf = out[:0]
	return out
}
