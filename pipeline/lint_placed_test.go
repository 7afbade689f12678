package pipeline

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pos"
)

// TestLintStreamedPlaced: every finding of a text in a streamed mail part
// (quoted-printable or base64) is placed where the same text linted as
// a plain file places it, mapped to the message as the part's offset map
// maps a decoded byte (to the start of its encoding; base64: to the
// body's start): its start, its end, and the line its message names. The
// texts hold URLs with findings, directives that silence them or nothing,
// runs too long to be a URL and lines longer than the scanner's window,
// at random lines between stretches of text longer than the megabyte of
// positions a part keeps, so that findings are told long after they were
// made (a run too long at the next URL, a stale directive once no URL can
// match it, a finding on a long line at the next URL): such findings
// were placed at the oldest position the part still kept.
func TestLintStreamedPlaced(t *testing.T) {
	cases := 8
	if testing.Short() {
		cases = 2
	}
	for i := 0; i < cases; i++ {
		rng := rand.New(rand.NewSource(int64(i)))
		text := placedText(rng)
		opts := extract.Options{MaxURL: []int{64, 1000, 0}[rng.Intn(3)]}
		l, err := lint.New(lint.Options{HideInfo: rng.Intn(2) == 0, Enable: []string{"all"}})
		if err != nil {
			t.Fatal(err)
		}
		for _, b64 := range []bool{false, true} {
			msg, m := placedMessage(text, b64)
			var want []string
			if err := l.Lint(strings.NewReader(text), opts, func(f lint.Finding) error {
				f.Map(m)
				want = append(want, placedString(&f))
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			var got []string
			_, _, err := LintInput(l, "m.eml", strings.NewReader(msg), input.Options{}, opts, nil, func(f lint.Finding) error {
				got = append(got, placedString(&f))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(want) == 0 {
				t.Fatalf("case %d: no finding", i)
			}
			if d := firstDiff(got, want); d != "" {
				t.Errorf("case %d (%d bytes, --max-url %d, base64 %v): %d findings, want %d; %s", i, len(text), opts.MaxURL, b64, len(got), len(want), d)
			}
		}
	}
}

func placedString(f *lint.Finding) string {
	return fmt.Sprintf("%d:%d-%d:%d @%d-%d %s %s", f.Start.Line, f.Start.Column, f.End.Line, f.End.Column, f.Start.Offset, f.End.Offset, f.Rule, f.Message)
}

func firstDiff(got, want []string) string {
	for i := 0; i < min(len(got), len(want)); i++ {
		if got[i] != want[i] {
			return fmt.Sprintf("finding %d is\n\t%s\nwant\n\t%s", i, got[i], want[i])
		}
	}
	switch {
	case len(got) > len(want):
		return "more: " + got[len(want)]
	case len(got) < len(want):
		return "missing: " + want[len(got)]
	}
	return ""
}

// placedText returns a text of one to three megabytes: filler lines of
// printable bytes and UTF-8, and at random lines the pieces whose
// findings wait, with a stretch of more than a megabyte after some.
func placedText(rng *rand.Rand) string {
	var b strings.Builder
	filler := make([]string, 16)
	for i := range filler {
		filler[i] = fillerLine(rng, rng.Intn(90))
	}
	gap := func(n int) {
		for b.Len() < n {
			b.WriteString(filler[rng.Intn(len(filler))])
		}
	}
	urls := []string{
		"http://example.com:80/a", "http://example.com/a|b", "http://example.com/a/../b",
		"HTTP://Example.COM/%7euser", "http://user:secret@example.com/", "http://example.com/a%2", "ftp://example.com:21/x",
	}
	directives := []string{
		"# urlsift:ignore default-port", "urlsift:ignore", "<!-- urlsift:ignore-next-line unwise-character -->",
		"// urlsift:ignore-next-line", "urlsift:ignore no-such-rule", "urlsift:ignore dot-segment,default-port why",
	}
	size := 1<<20 + rng.Intn(2<<20)
	for b.Len() < size {
		switch rng.Intn(6) {
		case 0: // a URL with findings, maybe a directive after it
			fmt.Fprintf(&b, "%s %s", fillerWord(rng), urls[rng.Intn(len(urls))])
			if rng.Intn(2) == 0 {
				b.WriteString(" " + directives[rng.Intn(len(directives))])
			}
			b.WriteString("\n")
		case 1: // a directive on a line of its own
			b.WriteString(directives[rng.Intn(len(directives))] + "\n")
		case 2: // a run too long to be a URL (with any --max-url of the test)
			n := 64<<10 + rng.Intn(8<<10)
			fmt.Fprintf(&b, "see http://run.example/%s there\n", strings.Repeat("x", n))
		case 3: // a URL on a line longer than the windows
			fmt.Fprintf(&b, "%s %s ", urls[rng.Intn(len(urls))], fillerWord(rng))
			for n := b.Len() + 200<<10 + rng.Intn(1<<20); b.Len() < n; {
				b.WriteString(fillerWord(rng) + " ")
			}
			b.WriteString("\n")
		case 4: // a directive at the start of a long line
			b.WriteString(directives[rng.Intn(len(directives))] + " ")
			for n := b.Len() + 200<<10 + rng.Intn(300<<10); b.Len() < n; {
				b.WriteString(fillerWord(rng) + " ")
			}
			fmt.Fprintf(&b, "%s\n", urls[rng.Intn(len(urls))])
		}
		if rng.Intn(3) == 0 {
			gap(b.Len() + 1<<20 + rng.Intn(64<<10)) // past the part's megabyte
		} else {
			gap(b.Len() + rng.Intn(2000))
		}
	}
	return b.String()
}

// fillerLine returns a line of about n bytes of words of printable
// ASCII (no ':', so that no run reads as a URL) and UTF-8.
func fillerLine(rng *rand.Rand, n int) string {
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(fillerWord(rng))
		if rng.Intn(8) == 0 {
			b.WriteString("\t")
		} else {
			b.WriteString(" ")
		}
	}
	return strings.TrimRight(b.String(), " \t") + "\n"
}

func fillerWord(rng *rand.Rand) string {
	const ascii = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!\"#$%&'()*+,-./;<=>?@[\\]^_`{|}~"
	others := []string{"é", "日本", "ß", "€", "\u2010"}
	var b strings.Builder
	for n := 1 + rng.Intn(10); n > 0; n-- {
		if rng.Intn(12) == 0 {
			b.WriteString(others[rng.Intn(len(others))])
		} else {
			b.WriteByte(ascii[rng.Intn(len(ascii))])
		}
	}
	return b.String()
}

const placedHeader = "From: a@b\nSubject: t\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: %s\n\n"

// placedMessage returns a message whose one part is text, encoded in
// quoted-printable (lines of at most 76 bytes, soft breaks) or base64,
// and the Mapper that places a position of text in it as the part's
// offset map does: a decoded byte at the start of its encoding, every
// byte of a base64 body at the body's start.
func placedMessage(text string, b64 bool) (string, pos.Mapper) {
	var b strings.Builder
	if b64 {
		fmt.Fprintf(&b, placedHeader, "base64")
		body := b.Len()
		enc := base64.StdEncoding.EncodeToString([]byte(text))
		for len(enc) > 76 {
			b.WriteString(enc[:76] + "\n")
			enc = enc[76:]
		}
		b.WriteString(enc + "\n")
		msg := b.String()
		at := pos.Pos{Offset: body, Line: strings.Count(msg[:body], "\n") + 1, Column: 1}
		return msg, pos.Func(func(pos.Pos) pos.Pos { return at })
	}
	fmt.Fprintf(&b, placedHeader, "quoted-printable")
	src := make([]int, 0, len(text)+1) // the offset in the message of each byte of text
	col := 0                           // bytes on the encoded line
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == '\n' {
			src = append(src, b.Len())
			b.WriteByte('\n')
			col = 0
			continue
		}
		e := string(c)
		last := i+1 == len(text) || text[i+1] == '\n'
		if c == '=' || c >= 0x80 || c < ' ' && c != '\t' || last && (c == ' ' || c == '\t') {
			e = fmt.Sprintf("=%02X", c)
		}
		if col+len(e) > 75 {
			b.WriteString("=\n")
			col = 0
		}
		src = append(src, b.Len())
		b.WriteString(e)
		col += len(e)
	}
	src = append(src, b.Len())
	msg := b.String()
	var starts []int // of the message's lines
	for i := -1; i < len(msg); {
		starts = append(starts, i+1)
		j := strings.IndexByte(msg[i+1:], '\n')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return msg, pos.Func(func(p pos.Pos) pos.Pos {
		off := src[min(p.Offset, len(src)-1)]
		line := sort.SearchInts(starts, off+1) // starts[line-1] <= off
		return pos.Pos{Offset: off, Line: line, Column: off - starts[line-1] + 1}
	})
}
