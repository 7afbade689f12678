package main

// The draw of TestFixWholeInOneRun's lines of URLs that hold "|" (query
// values, Grafana's and Kibana's links, "a|b" paths) lined up in one
// column, line after line, with and without real tables around them
// (review54 N7), and the check that a fix never moves a real table's
// border.

import (
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// pipeURLs are URLs that hold a "|" as people write them: Grafana's
// variables, Kibana's queries, a query's alternatives, a path's "a|b".
var pipeURLs = []string{
	"https://grafana.example.com/d/abc/board?orgId=1&var-host=web1|web2&from=now-6h",
	"http://kibana.example:5601/app/kibana#/discover?_a=(query:(query_string:(query:'status:500|404')))",
	"https://example.com/a|b",
	"http://h/search?q=x|y",
	"https://logs.example.org/?filter=level:error|warn&tail=1",
	"ftp://ftp.example.net/pub/a|b/c",
	"http://Example.COM:80/%7Euser/x|y",
	"https://grafana.example.com/explore?left=[\"now-1h\",\"now\",\"Loki\",{\"expr\":\"{job=~\\\"a|b\\\"}\"}]",
}

// realURLs are URLs as people write them, some with what a fix changes
// (a default port, an escaped "~", a "|").
var realURLs = append([]string{"http://a.example/x", "https://www.example.org/docs/", "http://example.com:80/a/b",
	"https://example.com/%7Euser/", "ftp://ftp.example.net/pub/", "http://h.example/a/./b", "https://x.example/q?a=1&b=2"}, pipeURLs...)

// moving are pieces a fix rewrites to another length (unwise characters,
// escapes of unreserved characters, dot segments, a default port's
// digits are elsewhere) or leaves alone.
var moving = []string{"", "", "%7E", "%7e", "^", "{x}", "%41", "/./", "`", "[0]", "\\"}

// withPiece puts a drawn piece (moving) into u after its authority, or
// at its end.
func withPiece(r *rand.Rand, u string) string {
	p := moving[r.IntN(len(moving))]
	at := len(u)
	if i := strings.Index(u, "://"); i >= 0 {
		if j := strings.IndexByte(u[i+3:], '/'); j >= 0 {
			at = i + 3 + j + 1
		}
	}
	if at > len(u) {
		at = len(u)
	}
	return u[:at] + p + u[at:]
}

// pipeURL draws a URL that holds a "|" and returns it cut at its first
// "|": a real one (pipeURLs) or a drawn one (idemURL over every printable
// byte, "|" and what follows it drawn too), with a piece a fix moves
// before the "|" sometimes, after it other times.
func pipeURL(r *rand.Rand) (head, tail string) {
	var u string
	if r.IntN(3) > 0 {
		u = pipeURLs[r.IntN(len(pipeURLs))]
	} else {
		u = idemURL(r) + "|" + strings.TrimLeft(idemURL(r), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+.-:/")
	}
	head, tail, _ = strings.Cut(u, "|")
	switch r.IntN(3) {
	case 0:
		head = withPiece(r, head)
	case 1:
		tail += moving[r.IntN(len(moving))]
	}
	return head, "|" + tail
}

// leads are what stands before a URL on its line.
var leads = []string{"", "see ", "- ", "* ", "1. ", "x=", "url: ", "GET ", "\t", "é "}

// columnAfter is what stands in a column after a URL: a word, a border,
// a number.
var columnAfter = []string{"next", "| x", "|", "+", "00", "| http://b.example/%7e |", "x  y"}

// idemPipeLines draws 2 to 5 lines (without their prefix and line break)
// whose URLs hold a "|" at one display column, or a column (a word, a
// border) after a URL that a fix moves at that column: the "|" of one
// line's URL lined up with another line's column or "|".
func idemPipeLines(r *rand.Rand) []string {
	n := 2 + r.IntN(4)
	type part struct{ left, right string }
	parts := make([]part, n)
	c := 0
	for i := range parts {
		lead := leads[r.IntN(len(leads))]
		if r.IntN(4) == 0 {
			for range 1 + r.IntN(4) {
				lead += string(rune(0x21 + r.IntN(0x7f-0x21))) // every printable byte
			}
			lead += " "
		}
		if r.IntN(3) > 0 {
			// A URL whose "|" is at the column.
			head, tail := pipeURL(r)
			after := ""
			if r.IntN(2) == 0 {
				after = []string{"  ", " ", "\t"}[r.IntN(3)] + columnAfter[r.IntN(len(columnAfter))]
			}
			parts[i] = part{lead + head, tail + after}
		} else {
			// A URL a fix moves, then a column at the column: a real
			// one most of the time, a drawn one else.
			u := idemURL(r)
			if r.IntN(3) > 0 {
				u = realURLs[r.IntN(len(realURLs))]
			}
			u = withPiece(r, u)
			parts[i] = part{lead + u + " ", columnAfter[r.IntN(len(columnAfter))]}
			if !strings.HasPrefix(parts[i].right, "|") && parts[i].right != "+" {
				parts[i].left += " "
			}
		}
		c = max(c, col0(parts[i].left))
	}
	c += r.IntN(3)
	lines := make([]string, n)
	for i, p := range parts {
		pad := strings.Repeat(" ", c-col0(p.left))
		if strings.HasSuffix(p.left, " ") {
			lines[i] = p.left + pad + p.right // the column moves out to c
		} else {
			// The URL moves out to c: the pad goes before it.
			k := strings.LastIndexAny(p.left, " \t") + 1
			lines[i] = p.left[:k] + pad + p.left[k:] + p.right
		}
	}
	return lines
}

// idemTable draws a real table (Markdown's, a grid of "+" and "-", one of
// box-drawing characters, or columns set apart by two spaces or more)
// whose cells hold URLs (with "|" inside, with a piece a fix moves) and
// words, padded so that its borders line up; with, sometimes, a line of
// URL whose "|" lines up with a border just above or below it; rows
// are the table's lines among them.
func idemTable(r *rand.Rand) (lines []string, rows [2]int) {
	cols, nrows := 2+r.IntN(3), 2+r.IntN(3)
	cells := make([][]string, nrows)
	width := make([]int, cols)
	for i := range cells {
		cells[i] = make([]string, cols)
		for j := range cells[i] {
			var s string
			switch r.IntN(4) {
			case 0:
				s = []string{"x", "00", "see the notes", "é", "name", "-"}[r.IntN(6)]
			case 1:
				h, t := pipeURL(r)
				s = h + t + "/x" // its last byte is no border
			default:
				s = strings.TrimRight(withPiece(r, idemURL(r)), "|+ ") + "x"
			}
			if strings.ContainsAny(s, "\t\r\n") || strings.Contains(s, "  ") {
				s = "x"
			}
			cells[i][j] = s
			width[j] = max(width[j], col0(s))
		}
	}
	pad := func(s string, w int) string { return s + strings.Repeat(" ", w-col0(s)) }
	var out []string
	kind := r.IntN(4)
	rule := func(cross, dash string) string {
		var b strings.Builder
		b.WriteString(cross)
		for _, w := range width {
			b.WriteString(strings.Repeat(dash, w+2))
			b.WriteString(cross)
		}
		return b.String()
	}
	row := func(cs []string, bar string) string {
		var b strings.Builder
		b.WriteString(bar)
		for j, s := range cs {
			b.WriteString(" " + pad(s, width[j]) + " " + bar)
		}
		return b.String()
	}
	for i, cs := range cells {
		switch kind {
		case 0: // Markdown
			out = append(out, row(cs, "|"))
			if i == 0 {
				out = append(out, rule("|", "-"))
			}
		case 1: // a grid
			if i == 0 {
				out = append(out, rule("+", "-"))
			}
			out = append(out, row(cs, "|"), rule("+", "-"))
		case 2: // box-drawing
			out = append(out, row(cs, "│"))
			if i < len(cells)-1 {
				out = append(out, rule("┼", "─"))
			}
		default: // columns apart
			var b strings.Builder
			for j, s := range cs {
				if j < len(cs)-1 {
					s = pad(s, width[j]) + "  "
				}
				b.WriteString(s)
			}
			out = append(out, b.String())
		}
	}
	// A line of URL around the table whose "|" lines up with a border.
	if r.IntN(2) == 0 {
		borders := tableCols(out[0])
		head, tail := pipeURL(r)
		lead := leads[r.IntN(len(leads))]
		for _, b := range borders {
			if w := col0(lead + head); b >= w {
				line := lead + strings.Repeat(" ", b-w) + head + tail
				if r.IntN(2) == 0 {
					return append([]string{line}, out...), [2]int{1, len(out) + 1}
				}
				return append(out, line), [2]int{0, len(out)}
			}
		}
	}
	return out, [2]int{0, len(out)}
}

// tableCols returns the display columns of a table's row's borders and
// cells: "|", "+" or a box-drawing character at the line's start, after
// or before white space or a rule's "-", "=" or box character (not
// inside a URL: "a|b"), and a character after two spaces or a tab.
func tableCols(row string) []int {
	var out []int
	isBorder := func(s string) bool {
		if s == "" {
			return false
		}
		if s[0] == '|' || s[0] == '+' {
			return true
		}
		r, _ := utf8.DecodeRuneInString(s)
		return r >= 0x2500 && r <= 0x257F
	}
	isRule := func(s string) bool {
		if s == "" {
			return true
		}
		if s[0] == ' ' || s[0] == '\t' || s[0] == '-' || s[0] == '=' {
			return true
		}
		return isBorder(s)
	}
	c := 0
	for i := 0; i < len(row); {
		_, n := utf8.DecodeRuneInString(row[i:])
		prev := ""
		if i > 0 {
			_, m := utf8.DecodeLastRuneInString(row[:i])
			prev = row[i-m : i]
		}
		switch {
		case isBorder(row[i:]) && (i == 0 || isRule(prev) || isRule(row[i+n:])):
			out = append(out, c)
		case row[i] != ' ' && row[i] != '\t' && (strings.HasSuffix(row[:i], "  ") || strings.HasSuffix(row[:i], "\t")):
			out = append(out, c)
		}
		c = col0(row[:i+n])
		i += n
	}
	return out
}

// tablesKept reports, of the tables (ranges of lines) of orig whose rows
// line up (the same columns, tableCols), how many there are and in how
// many fixed leaves the rows not lined up: a fix moved a border or a cell
// of a real table.
func tablesKept(orig, fixed string, tables [][2]int) (lined, broken int, first string) {
	ol := strings.Split(orig, "\n")
	fl := strings.Split(fixed, "\n")
	if len(ol) != len(fl) {
		return 0, 0, ""
	}
	same := func(lines []string, t [2]int) bool {
		want := tableCols(strings.TrimRight(lines[t[0]], "\r"))
		for k := t[0] + 1; k < t[1]; k++ {
			got := tableCols(strings.TrimRight(lines[k], "\r"))
			if len(got) != len(want) {
				return false
			}
			for j := range got {
				if got[j] != want[j] {
					return false
				}
			}
		}
		return true
	}
	for _, t := range tables {
		if !same(ol, t) {
			continue
		}
		lined++
		if !same(fl, t) {
			broken++
			if first == "" {
				first = strings.Join(ol[t[0]:t[1]], "\n") + "\n  ->\n" + strings.Join(fl[t[0]:t[1]], "\n")
			}
		}
	}
	return lined, broken, first
}

// col0 is the display column after s (dispCol of its end).
func col0(s string) int { return dispCol(s, len(s)) }

// proseWords are words of prose, with what prose holds between them.
var proseWords = []string{"see", "and", "the", "for", "a", "notes", "x", "is", "at", "or", "|", "-", "(1)", "é", "00", "it."}

// idemProse draws 2 to 4 lines of prose: words apart by one space (two,
// or a tab, now and then: a sentence's end, a column), with URLs a fix
// moves among them ("|", "^", an escape, a default port), a border or a
// word after a URL by one space; the columns of the lines line up by
// chance only, as in review55's fixtwice.py (`| https://example.com/ax|z|w
// | bb |` over `see https://example.com/a^/q and ...`: the second line's
// "and" stood under the first's border, which held the first line's fix
// back one run and let it through the next).
func idemProse(r *rand.Rand) []string {
	lines := make([]string, 2+r.IntN(3))
	for i := range lines {
		var b strings.Builder
		if r.IntN(3) == 0 {
			b.WriteString("| ")
		}
		for w := range 3 + r.IntN(8) {
			if w > 0 {
				b.WriteString([]string{" ", " ", " ", " ", "  ", "\t"}[r.IntN(6)])
			}
			switch r.IntN(4) {
			case 0:
				if r.IntN(2) == 0 {
					h, t := pipeURL(r)
					b.WriteString(h + t)
				} else {
					b.WriteString(withPiece(r, realURLs[r.IntN(len(realURLs))]))
				}
			case 1:
				for range 1 + r.IntN(5) {
					b.WriteByte(byte(0x21 + r.IntN(0x7f-0x21))) // every printable byte
				}
			default:
				b.WriteString(proseWords[r.IntN(len(proseWords))])
			}
		}
		lines[i] = b.String()
	}
	return lines
}
