package input

import (
	"encoding/base64"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// A mail text part of every transfer encoding and line length, for the
// tests below: the encodings and charsets a part may be streamed in, and
// lines short (as mail clients write them), long (longer than a chunk)
// and one line for the whole part (longer than a piece of the line reader,
// maxLine), which is what a 96 MB part of one line was: 276 MiB (7bit,
// base64) and 584 MiB (quoted-printable) before lines were cut.
var (
	partEncodings = []struct {
		name, header string
		encode       func(text string, lineLen int) string // lineLen 0: one line
		flowed       bool
		latin1       bool
		html         bool
	}{
		{"7bit", "Content-Type: text/plain; charset=us-ascii\nContent-Transfer-Encoding: 7bit\n", nil, false, false, false},
		{"latin-1", "Content-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: 8bit\n", nil, false, true, false},
		{"quoted-printable", "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n", encodeQP, false, false, false},
		{"base64", "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n", encodeB64, false, false, false},
		{"flowed", "Content-Type: text/plain; charset=utf-8; format=flowed\n", nil, true, false, false},
		{"flowed delsp quoted-printable", "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\nContent-Transfer-Encoding: quoted-printable\n", encodeQP, true, false, false},
		{"flowed base64", "Content-Type: text/plain; charset=utf-8; format=flowed\nContent-Transfer-Encoding: base64\n", encodeB64, true, false, false},
		{"shift_jis quoted-printable", "Content-Type: text/plain; charset=shift_jis\nContent-Transfer-Encoding: quoted-printable\n", encodeQP, false, false, false},
		{"html", "Content-Type: text/html; charset=utf-8\n", nil, false, false, true},
		{"html quoted-printable latin-1", "Content-Type: text/html; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n", encodeQP, false, true, true},
		{"html base64", "Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: base64\n", encodeB64, false, false, true},
	}
	partLines = []struct {
		name string
		n    int // bytes a line; 0: the part is one line
	}{{"short lines", 72}, {"long lines", 300 << 10}, {"one line", 0}}
)

// encodeQP writes text as quoted-printable: "=", bytes outside ASCII and
// blanks before a line break escaped; with lineLen, soft breaks keep lines
// at most that long, else only the text's own line breaks are kept.
func encodeQP(text string, lineLen int) string {
	var b strings.Builder
	col := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		var tok string
		switch {
		case c == '\n':
			b.WriteByte('\n')
			col = 0
			continue
		case c == '=' || c >= 0x7f || (c == ' ' || c == '\t') && (i+1 == len(text) || text[i+1] == '\n'):
			const hex = "0123456789ABCDEF"
			tok = "=" + hex[c>>4:c>>4+1] + hex[c&15:c&15+1]
		default:
			tok = text[i : i+1]
		}
		if lineLen > 0 && col+len(tok) > lineLen-1 {
			b.WriteString("=\n")
			col = 0
		}
		b.WriteString(tok)
		col += len(tok)
	}
	return b.String()
}

// encodeB64 writes text as base64 in lines of lineLen characters (0: one
// line).
func encodeB64(text string, lineLen int) string {
	s := base64.StdEncoding.EncodeToString([]byte(text))
	if lineLen == 0 {
		return s
	}
	lineLen = max(4, lineLen/4*4)
	var b strings.Builder
	for len(s) > lineLen {
		b.WriteString(s[:lineLen])
		b.WriteByte('\n')
		s = s[lineLen:]
	}
	b.WriteString(s)
	return b.String()
}

// partText returns about size bytes of text in lines of about lineLen
// bytes (0: one line), drawn by r: words, URLs (some with "=" and "%"),
// non-ASCII letters (Latin-1's when latin1, else UTF-8, Japanese
// included), blanks; flowed lines end in a space (soft) or not (a
// paragraph's end), some quoted with ">" and space-stuffed; html adds
// tags, links, entities, comments and a script.
func partText(r *rand.Rand, size, lineLen int, flowed, latin1, html bool) string {
	words := []string{"see", "the", "http://a.example/p?q=1&r=%20", "<https://b.example/x>", "words", "and", "mailto:x@y.example", "ftp://c.example/f=g"}
	if latin1 {
		words = append(words, "caf\xe9", "na\xefve")
	} else {
		words = append(words, "café", "日本語", "naïve", "http://d.example/ü")
	}
	if html {
		words = append(words[2:], `<a href="http://h.example/?a=1&amp;b=2">link</a>`, "<b>bold</b>", "</p><p>", "&amp;",
			"&lt;http://e.example/&gt;", `<img src='http://i.example/x.png' alt="">`, "<!-- http://c.example/ -->",
			"<script>var u = 'http://s.example/';</script>", "<br>", `<meta http-equiv="refresh" content="0; url=http://m.example/">`)
	}
	var b strings.Builder
	line := 0
	quote := ""
	for b.Len() < size {
		w := words[r.IntN(len(words))]
		if line == 0 {
			b.WriteString(quote)
		}
		b.WriteString(w)
		line += len(w)
		if lineLen > 0 && line >= lineLen {
			if flowed && r.IntN(4) > 0 {
				b.WriteByte(' ') // soft: the next line goes on
			} else if flowed {
				quote = strings.Repeat(">", r.IntN(3))
				if r.IntN(3) == 0 {
					quote += " "
				}
			}
			b.WriteByte('\n')
			line = 0
			continue
		}
		b.WriteByte(' ')
		line++
	}
	b.WriteByte('\n')
	return b.String()
}

// message is a message with one text part of the encoding and text.
func partMessage(enc int, text string, lineLen int) string {
	e := partEncodings[enc]
	body := text
	if e.encode != nil {
		body = e.encode(text, lineLen)
	}
	return "From: a@example.org\nMessage-ID: <m@example.org>\nMIME-Version: 1.0\n" + e.header + "\n" + body
}

// TestStreamedPartMemoryEveryEncoding: a text or HTML part of 6 MiB in
// every transfer encoding and line length, read from a pipe as `urlsift
// extract` reads it, is read in flat memory: the live heap, sampled after
// a collection every MiB read while Map is asked for positions, stays
// under 7 MiB. A text part that was one line was held whole, three to six
// times over, and an HTML part was read whole (up to 32 MiB), seven
// times over.
func TestStreamedPartMemoryEveryEncoding(t *testing.T) {
	const size = 6 << 20
	r := rand.New(rand.NewPCG(26, 2))
	texts := map[string]string{}
	for enc, e := range partEncodings {
		for _, ln := range partLines {
			key := fmt.Sprint(ln.n, e.flowed, e.latin1, e.html)
			if texts[key] == "" {
				texts[key] = partText(r, size, ln.n, e.flowed, e.latin1, e.html)
			}
			msg := partMessage(enc, texts[key], ln.n)
			pr, pw := io.Pipe()
			go func() {
				for s := msg; len(s) > 0; {
					n := min(len(s), 32<<10)
					pw.Write([]byte(s[:n]))
					s = s[n:]
				}
				pw.Close()
			}()
			var ms runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&ms)
			base := ms.HeapAlloc
			peak := uint64(0)
			read := 0
			// As `urlsift extract` reads it: the scanner asks the part to
			// keep its window (pos.Keeper), which for an HTML part is
			// less than the part's own megabyte.
			err := ReadOptions("m.eml", pr, Options{Mode: Mail}, nil, func(seg Segment) error {
				extract.NewScanner(seg.Text, extract.Options{})
				buf := make([]byte, 32<<10)
				for {
					n, err := seg.Text.Read(buf)
					read += n
					if n > 0 {
						seg.Map.Map(pos.Pos{Offset: read - 1, Line: 1, Column: 1})
					}
					if read%(1<<20) < n {
						runtime.GC()
						runtime.ReadMemStats(&ms)
						peak = max(peak, ms.HeapAlloc-min(base, ms.HeapAlloc))
					}
					if err == io.EOF {
						return nil
					}
					if err != nil {
						return err
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			name := e.name + ", " + ln.name
			if read < size*3/4 && !e.html || read < size/3 {
				t.Errorf("%s: read %d bytes of a %d-byte part", name, read, size)
			}
			t.Logf("%s: peak live heap %.1f MiB", name, float64(peak)/(1<<20))
			if peak > 7<<20 {
				t.Errorf("%s: peak live heap %.1f MiB reading a %d MiB part, want under 7 MiB", name, float64(peak)/(1<<20), size>>20)
			}
		}
	}
}

// TestStreamedPartsGenerated: generated parts in every encoding and line
// length (lines cut in pieces of the line reader, and in chunks, at many
// sizes) read the same streamed as decoded whole, text and positions.
func TestStreamedPartsGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 3))
	for i := range 3 * len(partEncodings) {
		enc := i % len(partEncodings)
		e := partEncodings[enc]
		ln := []int{20, 72, 700, 0}[r.IntN(4)]
		msg := partMessage(enc, partText(r, 200+r.IntN(3000), ln, e.flowed, e.latin1, e.html), ln)
		// A second part after it, so that its end is a boundary's.
		msg = strings.Replace(msg, "MIME-Version: 1.0\n", "MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=b\n\n--b\n", 1) +
			"\n--b\nContent-Type: text/plain\n\nafter http://e.example/\n--b--\n"
		streamedLikeWhole(t, fmt.Sprintf("%s, lines of %d", e.name, ln), []byte(msg), []int{1, 9, 100, 1000}, 7, 50)
	}
}
