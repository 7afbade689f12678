// Package printer is urlsift's one output layer: a Printer per output
// format, shared by extract, lint and anything else that prints what
// urlsift finds. A command turns what it found into Records (a URL with
// its position and origin, or a lint finding about one) and hands them to
// the Printer of the format the user chose; the scanning loop knows
// nothing of formats, and a format knows nothing of scanning.
//
// The formats are a table in record.go (url, line, text, json, sarif,
// github), one file each: adding a format is a file with its Printer and a
// line of that table, which says what it prints (Formats) and what its
// files are named with (Ext). What every format writes the same way is written
// once, here: JSON strings (a hand-written escaper, byte for byte what
// encoding/json writes, into reused buffers), the position and origin
// fields that the JSON records of a URL and of a finding share, names made
// safe for a terminal and a line-oriented format (control characters
// escaped), and the ANSI colours.
//
// Printers append to reused buffers (numbers written as strconv.AppendInt
// writes them, at less cost), so that the line-oriented formats print a
// record without allocating.
//
// Secrets: every printer is the output's boundary, where each text field
// of a record that holds an "@" passes urlsyntax.MaskText. A string is
// masked once. The producer masks a URL with the URL's one
// urlsyntax.Secret, found once for all its readings (a hyphen break
// gives two), because it needs the masked text itself (extract --unique
// keys on it, lint's secret ID and baseline hash it), and says so with
// Record.Masked; what a Secret makes is MaskText's own fixed point, so the
// printer does not read those fields again, with the same output. A
// record with no "@" in a field left to the printer (most) costs a search
// for "@" per field and no copy.
package printer

import (
	"math/bits"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/urlsift/urlsift/pos"
)

const hex = "0123456789abcdef"

// appendString appends s to b as a JSON string, as encoding/json writes
// it (invalid UTF-8 as \ufffd, U+2028 and U+2029 escaped, and with html the
// characters <, > and & as \u003c, \u003e and \u0026, json.Marshal's
// default), except that DEL and the C1 controls (U+0080 to U+009F) are
// escaped too, so that no control character reaches a terminal that shows
// the JSON.
func appendString(b []byte, s string, html bool) []byte {
	b = append(b, '"')
	start := 0
	for i := plainWords(s, html); i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != 0x7f && (!html || (c != '<' && c != '>' && c != '&')) {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
		case r <= 0x9f: // C1
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// plainWords returns the length of the longest run of whole eight-byte
// words at the start of s that appendString writes as they are: no byte
// below 0x20, '"', '\\', DEL, none from 0x80 (UTF-8, which may be C1,
// U+2028 or invalid) and, with html, no '<', '>' or '&'. URLs and paths
// are most often of these bytes only, which appendString then copies
// without looking at them one by one.
func plainWords(s string, html bool) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for w := s; len(w) >= 8; w = w[8:] {
		_ = w[7]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		// A byte's high bit is set in a term if and only if some byte
		// is from 0x80 (x), below 0x20 (the first term: exact for
		// whether any is), or equal to the byte xored (zero after it).
		q, bs, del := x^('"'*ones), x^('\\'*ones), x^(0x7f*ones)
		m := x | (x-0x20*ones)&^x | (q-ones)&^q | (bs-ones)&^bs | (del-ones)&^del
		if html {
			lt, gt, amp := x^('<'*ones), x^('>'*ones), x^('&'*ones)
			m |= (lt-ones)&^lt | (gt-ones)&^gt | (amp-ones)&^amp
		}
		if m&highs != 0 {
			break
		}
		i += 8
	}
	return i
}

// escapeControls rewrites, in JSON that encoding/json wrote, every DEL and
// C1 control character (which can only stand inside a string) as the
// escape appendString writes, in place when there is none.
func escapeControls(js []byte) []byte {
	var out []byte
	start := 0
	for i := 0; i < len(js); i++ {
		c := js[i]
		var r byte
		switch {
		case c == 0x7f:
			r = c
		case c == 0xc2 && i+1 < len(js) && js[i+1] >= 0x80 && js[i+1] <= 0x9f:
			r = js[i+1]
		default:
			continue
		}
		out = append(out, js[start:i]...)
		out = append(out, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xF])
		if c == 0xc2 {
			i++
		}
		start = i + 1
	}
	if out == nil {
		return js
	}
	return append(out, js[start:]...)
}

// appendField appends `"name":` and the JSON string s, preceded by a comma
// unless b ends with "{".
func appendField(b []byte, name, s string, html bool) []byte {
	b = appendKey(b, name)
	return appendString(b, s, html)
}

// appendInt appends `"name":` and n.
func appendInt(b []byte, name string, n int) []byte {
	b = appendKey(b, name)
	return appendDecimal(b, n)
}

// appendDecimal appends n in decimal, as strconv.AppendInt does: the
// positions of every record, six a JSON record, where AppendInt's layers
// (AppendInt, formatBits, formatBase10) cost about 110 instructions a
// number. Two digits at a time (pairs), as formatBits does: an offset
// of seven digits takes four divisions, not seven; and written in place,
// its length told first (decimalLen), not copied from an array.
func appendDecimal(b []byte, n int) []byte {
	if n < 0 {
		return strconv.AppendInt(b, int64(n), 10)
	}
	if n < 10 {
		return append(b, byte('0'+n))
	}
	i := len(b) + decimalLen(uint64(n))
	b = slices.Grow(b, i-len(b))[:i]
	for n >= 100 {
		q := n / 100
		r := 2 * (n - q*100)
		i -= 2
		b[i], b[i+1] = pairs[r], pairs[r+1]
		n = q
	}
	if n >= 10 {
		b[i-2], b[i-1] = pairs[2*n], pairs[2*n+1]
	} else {
		b[i-1] = byte('0' + n)
	}
	return b
}

// decimalLen returns the number of decimal digits of n, from 1: the
// bits of n tell it within one (1233/4096 is just above log10(2)), the
// power of ten the rest.
func decimalLen(n uint64) int {
	k := bits.Len64(n) * 1233 >> 12
	if k < len(pow10) && n >= pow10[k] {
		k++
	}
	return max(k, 1)
}

// pow10 holds the powers of ten an uint64 holds.
var pow10 = [...]uint64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19}

// pairs holds the two digits of each number from 0 to 99.
const pairs = "00010203040506070809" + "10111213141516171819" + "20212223242526272829" + "30313233343536373839" +
	"40414243444546474849" + "50515253545556575859" + "60616263646566676869" + "70717273747576777879" +
	"80818283848586878889" + "90919293949596979899"

// appendBool appends `"name":` and v.
func appendBool(b []byte, name string, v bool) []byte {
	b = appendKey(b, name)
	return strconv.AppendBool(b, v)
}

func appendKey(b []byte, name string) []byte {
	if len(b) > 0 && b[len(b)-1] != '{' && b[len(b)-1] != '[' {
		b = append(b, ',')
	}
	b = append(b, '"')
	b = append(b, name...)
	return append(b, '"', ':')
}

// appendPosition appends the position fields every JSON record has, in
// this order: path, line, column, end_line, end_column, offset, end_offset.
// After the path (its string made once for a path by paths when not nil),
// each key is written with its comma at once, not by appendKey (which
// looks at what b ends with and appends four times).
func appendPosition(b []byte, paths *PathCache, lines *LineMarks, path string, start, end pos.Pos, html bool) []byte {
	b = paths.appendString(appendKey(b, "path"), path, html)
	b = lines.appendLine(append(b, `,"line":`...), start.Line)
	b = appendDecimal(append(b, `,"column":`...), start.Column)
	b = lines.appendLine(append(b, `,"end_line":`...), end.Line)
	b = appendDecimal(append(b, `,"end_column":`...), end.Column)
	b = appendDecimal(append(b, `,"offset":`...), start.Offset)
	return appendDecimal(append(b, `,"end_offset":`...), end.Offset)
}

// appendOrigin appends the origin fields of a record found in mail, each
// only when it is set: message_id, part and, with kind, kind; and those of
// a record found in a web archive (appendWARC).
func appendOrigin(b []byte, o pos.Origin, kind bool, html bool) []byte {
	if o.MessageID != "" {
		b = appendField(b, "message_id", o.MessageID, html)
	}
	if o.Part != "" {
		b = appendField(b, "part", o.Part, html)
	}
	if kind && o.Kind != "" {
		b = appendField(b, "kind", o.Kind, html)
	}
	return appendWARC(b, o, html)
}

// appendLocation appends "PATH:LINE:COLUMN" with the path made safe
// (appendSafe, made once for a path by paths when not nil): the start of
// every line-oriented format. Lines notes where the line went, when not nil.
func appendLocation(b []byte, paths *PathCache, lines *LineMarks, path string, p pos.Pos) []byte {
	b = paths.appendSafe(b, path)
	b = append(b, ':')
	b = lines.appendLine(b, p.Line)
	b = append(b, ':')
	return appendDecimal(b, p.Column)
}

// needsEscape tells whether the rune r is a control character that must
// not reach a terminal or a line-oriented output: C0 but tab, DEL and C1.
func needsEscape(r rune) bool {
	return r < 0x20 && r != '\t' || r == 0x7f || r >= 0x80 && r <= 0x9f
}

// appendSafe appends s with every control character (C0 but tab, DEL,
// C1) written as \xNN or \u00NN, so that a file name or a Message-ID can
// neither start a line of its own nor send an escape sequence to a
// terminal.
func appendSafe(b []byte, s string) []byte {
	if i := safeLen(s); i < len(s) {
		return appendSafeFrom(b, s, i)
	}
	return append(b, s...)
}

// safeLen returns the index of the first byte of s that may start a
// control character (suspect: C0 but tab, DEL, 0xC2), or len(s).
func safeLen(s string) int {
	// Eight bytes at a time up to the first word that may hold a suspect
	// byte (a tab makes one too), then byte by byte.
	i := 0
	for w := s; len(w) >= 8; w = w[8:] {
		_ = w[7]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		// Each term has a byte's high bit set if and only if some byte is
		// below 0x20, or is zero after the exclusive or (equal to 0x7f, to
		// 0xc2).
		const ones, highs = 0x0101010101010101, 0x8080808080808080
		// Printable ASCII (most of most words) first: no byte with its
		// high bit set, none that 1 more gives it (DEL), none below 0x20
		// (a borrow, which reaches a higher byte only from one below).
		if (x|(x+ones)|(x-0x20*ones))&highs == 0 {
			i += 8
			continue
		}
		below, del, c2 := (x-0x20*ones)&^x, x^(0x7f*ones), x^(0xc2*ones)
		if (below|(del-ones)&^del|(c2-ones)&^c2)&highs != 0 {
			break
		}
		i += 8
	}
	for ; i < len(s); i++ {
		if suspect[s[i]] {
			return i
		}
	}
	return len(s)
}

// suspect marks the bytes that may start a control character: C0 but tab,
// DEL, and 0xC2, the first byte of C1 (and of U+00A0 to U+00BF).
var suspect = func() (t [256]bool) {
	for c := 0; c < 0x20; c++ {
		t[c] = c != '\t'
	}
	t[0x7f], t[0xc2] = true, true
	return t
}()

// appendSafeFrom is appendSafe from the first suspect byte, at i.
func appendSafeFrom(b []byte, s string, i int) []byte {
	return appendEscaped(append(b, s[:i]...), s[i:], nil)
}

// appendEscaped appends s with each ASCII byte for which esc (when not
// nil) gives a replacement replaced by it, and every other control
// character (C0 but tab, DEL, C1) written as \xNN or \u00NN.
func appendEscaped(b []byte, s string, esc func(c byte) string) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			rep := ""
			if esc != nil {
				rep = esc(c)
			}
			switch {
			case rep != "":
				b = append(b, s[start:i]...)
				b = append(b, rep...)
				start = i + 1
			case needsEscape(rune(c)):
				b = append(b, s[start:i]...)
				b = append(b, '\\', 'x', hex[c>>4], hex[c&0xF])
				start = i + 1
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if needsEscape(r) {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xF])
			start = i + size
		}
		i += size
	}
	return append(b, s[start:]...)
}

// Safe returns s with every control character (C0 but tab, DEL, C1)
// written as \xNN or \u00NN, as the formats of a line per record but JSON
// write a path, a URL or a message, and s itself when it holds none: for a line urlsift writes outside a
// Printer (an error message on standard error naming a path), which then
// can neither start a line of its own nor send an escape sequence to a
// terminal.
func Safe(s string) string {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if needsEscape(r) {
			return string(appendSafe(make([]byte, 0, len(s)+8), s))
		}
		i += size
	}
	return s
}

// ANSI colours of the text formats.
const (
	colorReset  = "\x1b[0m"
	colorBold   = "\x1b[1m"
	colorRed    = "\x1b[31m"
	colorYellow = "\x1b[33m"
	colorBlue   = "\x1b[34m"
	colorDim    = "\x1b[2m"
)
