// Package splittest draws the texts that the tests of a large file read
// in parts (internal/split) check against the file read whole: one
// generator for `urlsift extract`'s parts (mapper) and `urlsift lint`'s
// (pipeline), so that each is checked on every kind of line either
// treats apart.
package splittest

import (
	"math/rand/v2"
	"strings"
)

// Lines are the lines Text draws from: URLs alone and in prose, with
// findings, with passwords, with characters of several bytes; wrapped over
// lines (in <...>, after a hyphen, after groff's U+2010); suppression
// directives (on the URL's line, for the next line, unused, naming
// unknown rules, inside a URL); documentation's examples (markers,
// fences, prompts, doctests, indented code); lines of CRLF; blank lines.
var Lines = []string{
	"Plain words with no link at all.",
	"",
	"   ",
	"see http://example.com/a/b here, and https://x.example/?q=1#f.",
	"See http://example.com:80/a|b here.",
	"mail http://user:hunter2@a.example:8080/x{y} now",
	"mail http://user:pw@a.example:8080/x{y} now",
	"ftp://u:hunter2@h.example:2121/x and <http://e.example/ %41>",
	"ftp://u:pw@h.example:2121/x é ü http://ü.example/ä",
	"http://d.example:81/p^q https://b.example:443/%zz",
	"<http://wrapped.example/a/b/",
	"  c/d/e>",
	"  c/d|e>",
	"see http://wrap.example/a/b/c/long-",
	"word/rest and more",
	"see http://wrap.example/a/b/c/\u2010",
	"path/more http://t.example/x\u2010",
	"text http://q.example/?a=1&b=%zz\r",
	"http://a.example/x\r",
	"\"http://quoted.example/a b\" 'http://s.example/'",
	"www.example.org/path and mailto:a@b.example",
	"> quoted http://mail.example/x",
	"    indented http://x.example:80/ code",
	"   - list item http://l.example:80/",
	"http://a.example:80/ # urlsift:ignore default-port",
	"http://a.example:80/x|y # urlsift:ignore",
	"<!-- urlsift:ignore-next-line -->",
	"# urlsift:ignore-next-line unwise-character a reason",
	"urlsift:ignore no-such-rule",
	"# urlsift:ignore",
	"hook http://h.example/hook?urlsift:ignore x|y",
	"Bad:",
	"**Don't**",
	"Bad: http://a.example:80/",
	"Good:",
	"```",
	"~~~",
	"$ curl http://localhost:8080/a|b",
	">>> urlparse('http://[::1]:80/')",
}

// Text draws a text of n lines from Lines, with now and then runs too
// long to be a URL (with a small --max-url: the scanner tells them
// together up to the next URL) and a line of any bytes but NUL (a binary
// file is read by neither), and, with long, a line of 60 KiB or more
// (longer than lint's directive window) with URLs and directives at
// places near and far from each other, or a directive inside a URL on a
// line longer than the scanner reads past it. The text starts with a
// word, so that it is read as plain text (not a mail, nor a byte order
// mark), and sometimes ends without a line break.
func Text(rng *rand.Rand, n int, long bool) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		switch k := rng.IntN(40); {
		case k == 0 && long:
			size := 60<<10 + rng.IntN(20<<10)
			var l strings.Builder
			for l.Len() < size {
				switch rng.IntN(400) {
				case 0:
					l.WriteString("http://long.example:80/a|b ")
				case 1:
					l.WriteString("# urlsift:ignore ")
				case 2:
					l.WriteString("urlsift:ignore unwise-character ")
				default:
					l.WriteString("word ")
				}
			}
			b.WriteString(l.String())
		case k == 1:
			for j := rng.IntN(3); j >= 0; j-- {
				b.WriteString("http://run.example/" + strings.Repeat("x", 100+rng.IntN(300)) + "\n")
			}
			b.WriteString("http://run.example/" + strings.Repeat("y", 100+rng.IntN(300)))
		case k == 3 && long:
			b.WriteString("hook http://h.example:80/hook?urlsift:ignore " + strings.Repeat("word ", 100+rng.IntN(20000)))
		case k == 2:
			for j := rng.IntN(30); j > 0; j-- {
				b.WriteByte(byte(1 + rng.IntN(255)))
			}
		default:
			b.WriteString(Lines[rng.IntN(len(Lines))])
		}
		b.WriteByte('\n')
	}
	if rng.IntN(3) == 0 {
		b.WriteString("last line http://end.example:80/ no newline")
	}
	return "Text " + b.String()
}
