package input

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Each decoder below takes a whole part body (mail parts are read one at a
// time, never a whole mailbox) and returns the decoded bytes with an offMap
// from decoded offsets to offsets in its input; a nil map is the identity.

// decodeQP decodes a quoted-printable body the way mime/quotedprintable does
// (soft breaks "=\n" and "=\r\n", trailing blanks dropped, "=XX" in either
// case, a "=" not followed by two hex digits kept as it is), but never stops
// at a bad byte, and records where every decoded byte came from. The fuzz
// test FuzzQP checks it against mime/quotedprintable.
func decodeQP(src []byte) ([]byte, *offMap) {
	out := make([]byte, 0, len(src))
	m := &offMap{}
	for ls := 0; ls < len(src); {
		le, next := lineAt(src, ls)
		line := src[ls:le]
		hasCR := len(line) > 0 && line[len(line)-1] == '\r'
		hasLF := le < len(src)
		content := bytes.TrimRight(line, " \t\r")
		soft := len(content) > 0 && content[len(content)-1] == '='
		if soft {
			content = content[:len(content)-1]
		}
		for j := 0; j < len(content); {
			c := content[j]
			if c == '=' && j+2 < len(content) && isHex(content[j+1]) && isHex(content[j+2]) {
				m.add(len(out), ls+j, 1, 3)
				out = append(out, unhex(content[j+1])<<4|unhex(content[j+2]))
				j += 3
				continue
			}
			m.add(len(out), ls+j, 1, 1)
			out = append(out, c)
			j++
		}
		if !soft && hasLF {
			if hasCR {
				m.add(len(out), le-1, 1, 1)
				out = append(out, '\r')
				m.add(len(out), le, 1, 1)
			} else {
				m.add(len(out), le, 1, 1)
			}
			out = append(out, '\n')
		}
		ls = next
	}
	m.add(len(out), len(src), 1, 1)
	return out, m
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// decodeBase64 decodes a base64 body, ignoring line breaks and blanks. It
// reads what it can, as mail readers do: characters outside the alphabet are
// dropped, padding in the middle (concatenated encodings) starts a new
// quantum; either gives an error alongside the decoded bytes. Base64 keeps
// no positions: every decoded byte maps to the start of the body.
func decodeBase64(src []byte) ([]byte, *offMap, error) {
	m := &offMap{}
	m.add(0, 0, 1, 0)
	var d b64Decoder
	out := d.write(src, true)
	return out, m, d.err
}

// base64Error describes the bad characters of a base64 body: the line of
// the first, or none when only a truncated quantum was left.
func base64Error(line, bad int) error {
	if line == 0 {
		return errors.New("invalid base64 (truncated)")
	}
	return fmt.Errorf("invalid base64 on line %d of the body; %d bad characters skipped", line, bad)
}

// notBase64 reports whether a body said to be base64 is plain text: most of
// its lines have a blank between words, which base64 lines never have.
func notBase64(src []byte) bool {
	lines, texty := 0, 0
	for len(src) > 0 {
		i := bytes.IndexByte(src, '\n')
		if i < 0 {
			i = len(src) - 1
		}
		l := bytes.TrimSpace(src[:i+1])
		src = src[i+1:]
		if len(l) == 0 {
			continue
		}
		lines++
		if bytes.ContainsAny(l, " \t") {
			texty++
		}
	}
	return lines > 0 && texty*2 > lines
}

// errUnknownCharset is returned by lookupCharset for a charset that
// golang.org/x/text does not know.
type errUnknownCharset string

func (e errUnknownCharset) Error() string { return fmt.Sprintf("unknown charset %q", string(e)) }

// lookupCharset finds the decoder for a MIME charset label: nil for UTF-8 and
// ASCII (read as they are), the IANA registry first, then the WHATWG names.
func lookupCharset(label string) (encoding.Encoding, error) {
	l := strings.ToLower(strings.Trim(strings.TrimSpace(label), `"'`))
	l = strings.TrimPrefix(l, "charset=") // seen in the wild: charset="charset=us-ascii"
	switch l {
	case "", "us-ascii", "ascii", "utf-8", "utf8", "unknown-8bit", "x-unknown", "8bit", "7bit", "default":
		return nil, nil
	}
	e, err := ianaindex.MIME.Encoding(l)
	if err != nil || e == nil {
		e, err = htmlindex.Get(l)
	}
	if err != nil || e == nil {
		return nil, errUnknownCharset(label)
	}
	if e == unicode.UTF8 || e == encoding.Nop {
		return nil, nil
	}
	return e, nil
}

// asciiCompatible reports whether every byte below 0x80 at a character
// boundary of e stands for itself (true of single-byte and EUC/SJIS/GBK/Big5
// style encodings, false of ISO-2022, HZ and UTF-16/32).
func asciiCompatible(label string, e encoding.Encoding) bool {
	name, _ := ianaindex.MIME.Name(e)
	s := strings.ToLower(label + " " + name)
	for _, bad := range []string{"2022", "utf-16", "utf16", "utf-32", "utf32", "utf-7", "hz-gb", "hz"} {
		if strings.Contains(s, bad) {
			return false
		}
	}
	return true
}

// decodeCharset transcodes src from e to UTF-8, recording where each
// character came from. A character that becomes several bytes maps all of
// them to its first source byte.
func decodeCharset(src []byte, label string, e encoding.Encoding) ([]byte, *offMap) {
	out, m, _ := decodeCharsetPart(src, label, e, true)
	return out, m
}

// decodeCharsetPart is decodeCharset for a piece of a text that, unless
// final, goes on in the next piece: a character cut at the end is left
// undecoded, and rest says how many bytes of src that is.
func decodeCharsetPart(src []byte, label string, e encoding.Encoding, final bool) (out []byte, m *offMap, rest int) {
	out = make([]byte, 0, len(src)+len(src)/4)
	m = &offMap{}
	if cm, ok := e.(*charmap.Charmap); ok {
		var buf [utf8.UTFMax]byte
		for i, c := range src {
			if c < utf8.RuneSelf && cm.DecodeByte(c) == rune(c) {
				m.add(len(out), i, 1, 1)
				out = append(out, c)
				continue
			}
			n := utf8.EncodeRune(buf[:], cm.DecodeByte(c))
			m.add(len(out), i, n, 1)
			out = append(out, buf[:n]...)
		}
		m.add(len(out), len(src), 1, 1)
		return out, m, 0
	}
	// Any other decoder is fed the shortest input that makes it produce or
	// consume something, so that each output character is tied to its source.
	t := e.NewDecoder()
	fast := asciiCompatible(label, e)
	var dst [64]byte
	for i := 0; i < len(src); {
		if fast && src[i] < utf8.RuneSelf {
			m.add(len(out), i, 1, 1)
			out = append(out, src[i])
			i++
			continue
		}
		k := 1
		for {
			end := i + k
			atEOF := end >= len(src)
			if atEOF {
				end = len(src)
			}
			nDst, nSrc, err := t.Transform(dst[:], src[i:end], atEOF && final)
			if nSrc == 0 && err == transform.ErrShortSrc {
				if !atEOF {
					k++
					continue
				}
				if !final {
					// A character the next piece completes.
					m.add(len(out), i, 1, 1)
					return out, m, len(src) - i
				}
			}
			if nSrc == 0 {
				// A decoder that makes no progress: pass the byte through as U+FFFD.
				nDst = utf8.EncodeRune(dst[:], utf8.RuneError)
				nSrc = 1
			}
			if nDst > 0 {
				// ASCII the decoder passed through after what it could not
				// decode ("\x8f0" gives U+FFFD and "0") maps to itself, as
				// it does when the two come in separate pieces.
				same := 0
				for same < nDst-1 && same < nSrc-1 {
					c := dst[nDst-1-same]
					if c >= utf8.RuneSelf || c != src[i+nSrc-1-same] {
						break
					}
					same++
				}
				if nDst-same == 1 && nSrc-same == 1 {
					m.add(len(out), i, 1, 1)
				} else {
					m.add(len(out), i, nDst-same, nSrc-same)
				}
				for j := nDst - same; j < nDst; j++ {
					m.add(len(out)+j, i+nSrc-nDst+j, 1, 1)
				}
				out = append(out, dst[:nDst]...)
			}
			i += nSrc
			break
		}
	}
	m.add(len(out), len(src), 1, 1)
	return out, m, 0
}

// decodeFlowed undoes RFC 3676 format=flowed: a line ending in a space
// (other than the signature separator "-- ") is joined with the next line
// of the same quote depth, whose quote marks and space-stuffing are dropped;
// with DelSp=yes the trailing space goes too. A line that starts a paragraph
// is kept as it is stored, quote marks and stuffing included.
func decodeFlowed(src []byte, delSp bool) ([]byte, *offMap) {
	var st flowState
	out, m := decodeFlowedPart(src, delSp, &st, -1, false)
	return out, m
}

// flowState is what decodeFlowedPart carries from one piece of a text to
// the next.
type flowState struct {
	// joined says the line before the piece was joined into its first
	// line (whose quote marks and stuffing are then dropped).
	joined bool
	// inLine says the piece starts in the middle of a line, cut there
	// because it was long: nothing at its start is a line's start, and the
	// line's quote depth is depth.
	inLine bool
	depth  int
}

// decodeFlowedPart is decodeFlowed for a piece of a longer text, st saying
// how the piece before it ended (and updated for the next). nextDepth is
// the quote depth of the line after src (-1 when there is none), which
// decides whether its last line joins the next; with cutOut, src ends in
// the middle of a line that the next piece goes on with, and nothing is
// decided at its end.
func decodeFlowedPart(src []byte, delSp bool, st *flowState, nextDepth int, cutOut bool) ([]byte, *offMap) {
	type line struct {
		start, end, next int // content [start,end), next line at next
		prefix           int // end of the quote marks
		depth            int
		flowed           bool
	}
	var lines []line
	for ls := 0; ls < len(src); {
		le, next := lineAt(src, ls)
		end := le
		if end > ls && src[end-1] == '\r' {
			end--
		}
		l := line{start: ls, end: end, next: next}
		p := ls
		if ls == 0 && st.inLine {
			// The rest of a line begun in the piece before: no quote
			// marks or stuffing here.
			l.depth, l.prefix = st.depth, ls
		} else {
			for p < end && src[p] == '>' {
				p++
			}
			l.depth = p - ls
			l.prefix = p
			if p < end && src[p] == ' ' { // space-stuffed
				l.prefix = p + 1
			}
		}
		body := src[l.prefix:end]
		whole := ls > 0 || !st.inLine // body is all of the line's text after its quote marks
		l.flowed = len(body) > 0 && body[len(body)-1] == ' ' && !(whole && string(body) == "-- ")
		lines = append(lines, l)
		ls = next
	}
	out := make([]byte, 0, len(src))
	m := &offMap{}
	joined := st.joined // this line continues the previous one
	for i, l := range lines {
		start := l.start
		if joined && !(i == 0 && st.inLine) {
			start = l.prefix
		}
		if cutOut && i == len(lines)-1 && l.next == len(src) && l.end == len(src) {
			// The line goes on in the next piece: its end is decided there.
			m.add(len(out), start, 1, 1)
			out = append(out, src[start:l.end]...)
			if i > 0 || !st.inLine {
				st.depth = l.depth
			}
			st.joined, st.inLine = joined, true
			m.add(len(out), len(src), 1, 1)
			return out, m
		}
		next := nextDepth
		if i+1 < len(lines) {
			next = lines[i+1].depth
		}
		join := l.flowed && next >= 0 && next == l.depth
		end := l.end
		if join && delSp {
			end--
		}
		if end < start {
			end = start
		}
		m.add(len(out), start, 1, 1)
		out = append(out, src[start:end]...)
		if !join {
			m.add(len(out), l.end, 1, 1)
			out = append(out, src[l.end:l.next]...)
		}
		joined = join
	}
	if len(lines) > 0 { // an empty piece leaves the state as it was
		st.joined, st.inLine = joined, false
	}
	m.add(len(out), len(src), 1, 1)
	return out, m
}

// quoteDepth is the number of quote marks that start a format=flowed line.
func quoteDepth(line []byte) int {
	n := 0
	for n < len(line) && line[n] == '>' {
		n++
	}
	return n
}

// lineAt finds the line of src that starts at ls: it ends at le (the "\n",
// or the end of src) and the next line starts at next.
func lineAt(src []byte, ls int) (le, next int) {
	i := bytes.IndexByte(src[ls:], '\n')
	if i < 0 {
		return len(src), len(src)
	}
	return ls + i, ls + i + 1
}
