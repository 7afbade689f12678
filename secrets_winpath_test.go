package main

import (
	"flag"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

var (
	winPathSeed  = flag.Uint64("winpathseed", 5084, "TestWindowsPathKeepsPort: the seed of its texts")
	winPathCases = flag.Int("winpathcases", 300, "TestWindowsPathKeepsPort: how many texts to draw")
)

// TestWindowsPathKeepsPort (review50 J11's third shape): a URL with a
// host and a port, then a Windows path glued to it ("\share\x"), over a
// next line of prose that names a mail address ("mailto
// ops@example.org/x") holds no password: "see
// http://10.0.0.1:80\share\x⏎mailto ops@example.org/x" printed
// "http://10.0.0.1:***". The "\" after the digits and the path's words
// showed a password (digitsRest's odd punctuation) and any "@" a host
// with a path follows on the next line ended it. A password's rest on
// the next line is its first word, or a word no mail address of prose
// is (TestDigitsBackslashPasswords keeps those hidden).
//
// The texts: hosts (dotted, IPv4, IPv6, localhost, a bare name) and
// ports; a path of 1 to 3 segments of letters, digits and the bytes a
// Windows path holds, each after a "\" and starting with a letter that
// starts no string escape (extract ends a URL at "\n", "\x", …: the URL
// it prints is then known), maybe then such an escape; a line prefix
// both lines share for half of them; a next line of one to three words
// of letters (ASCII or not) and an address (a local part of prose, any
// host, with a path or none), maybe more words after it; a comment's or
// a quote's marker both lines start with (linePrefixes but indentation,
// which the column reading takes for a gutter: "    share: redis://[::1]:35165\\Lkyg8Y~V"
// over "    is admin@gitlab.com/a-b" is masked). Not drawn: a
// next line that starts with the URL line's first word ("see … ⏎ see
// admin@intranet/x"): the line prefix reading (skipLinePrefix) takes a
// word both lines start with for a marker ("NB", "REM", "Note:"), and
// the address for the password's rest (open); a next line with a word
// that starts at the URL's column (extract's column reading reads it as
// a table's with no borders: `https://alice:664\XY#A, ⏎Di@gitlab.com`
// is hidden so, review52 L7); a prefix of punctuation
// bytes other than a comment's or a quote's marker (drawLinePrefix's:
// "-\"  ", "\\  ", "@:\t"), which the reading with the prefix read as
// bytes takes for the password's punctuation (3 of 300 at seed 5084,
// open). Every output
// path (checkKeptPorts: extract, lint in every format, the language
// server) must print the URL with its port and path.
func TestWindowsPathKeepsPort(t *testing.T) {
	r := rand.New(rand.NewPCG(*winPathSeed, 52))
	hosts := []string{"10.0.0.1", "h.example.org", "localhost", "[::1]", "192.168.1.20", "Build-01.corp.example.com"}
	const first = "abcdefghijklmopqsvwyzABCDEFGHIJKLMNOPQRSTVWXYZ"
	const segment = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.$~"
	words := []string{"mailto", "then", "contact", "see", "ask", "über", "écrire", "Mail", "or", "and", "the", "owner", "is", "via", "письмо"}
	locals := []string{"ops", "bob", "alice.smith", "c", "admin", "x_y", "support-team", "j.doe+wiki"}
	ahosts := []string{"example.org", "d.example.org", "intranet", "h.example.org", "10.1.2.3", "_gateway", "gitlab.com"}
	var cases []keptPortCase
	for range *winPathCases {
		host := hosts[r.IntN(len(hosts))]
		u := []string{"http", "https", "ftp", "smb", "redis"}[r.IntN(5)] + "://" + host + ":" + strconv.Itoa(1+r.IntN(65535))
		for range 1 + r.IntN(3) {
			u += "\\" + string(first[r.IntN(len(first))])
			for range r.IntN(8) {
				u += string(segment[r.IntN(len(segment))])
			}
		}
		for strings.HasSuffix(u, ".") || strings.HasSuffix(u, "-") || strings.HasSuffix(u, "~") || strings.HasSuffix(u, "$") {
			u += "a"
		}
		tail := ""
		if r.IntN(2) == 0 {
			tail = "\\" + []string{"x", "n", "t", "u"}[r.IntN(4)] + "y"
		}
		lead := []string{"see", "at", "share:", "open"}[r.IntN(4)]
		pre := ""
		if r.IntN(2) == 0 {
			for pre == "" || strings.TrimSpace(pre) == "" {
				pre = linePrefixes[r.IntN(len(linePrefixes))]
			}
		}
		br := []string{"\n", "\r\n", "\n  ", "\n\t"}[r.IntN(4)]
		// aligned: a word of the next line starts at the URL's column,
		// or two characters beside it
		// (the column reading takes it for the password's rest: a
		// table with no borders; secrets first, not drawn).
		var line string
		for try := 0; ; try++ {
			if try == 100 {
				line = "" // every draw aligned: no case
				break
			}
			var next []string
			for range 1 + r.IntN(3) {
				next = append(next, words[r.IntN(len(words))])
			}
			addr := locals[r.IntN(len(locals))] + "@" + ahosts[r.IntN(len(ahosts))]
			if r.IntN(3) > 0 {
				addr += "/" + []string{"x", "wiki", "team/page", "a-b"}[r.IntN(4)]
			}
			next = append(next, addr)
			if r.IntN(2) == 0 {
				next = append(next, words[r.IntN(len(words))]+".")
			}
			line = strings.TrimLeft(br, "\r\n") + pre + strings.Join(next, " ")
			// (a tab counted as one character and to the next multiple
			// of 8: the readings count either way)
			aligned := false
			for _, expand := range []bool{false, true} {
				rs, col := []rune(line), len([]rune(pre+lead+" "))
				if expand {
					rs, col = []rune(expandTabs(line)), len([]rune(expandTabs(pre+lead+" ")))
				}
				for c := max(col-2, 0); c <= col+2 && c < len(rs); c++ {
					aligned = aligned || rs[c] != ' ' && rs[c] != '\t' && (c == 0 || rs[c-1] == ' ' || rs[c-1] == '\t')
				}
			}
			if next[0] != lead && !aligned {
				break
			}
		}
		if line == "" {
			continue
		}
		text := pre + lead + " " + u + tail + br[:len(br)-len(strings.TrimLeft(br, "\r\n"))] + line + "\n"
		name := []string{"a.txt", "a.md", "a", "notes.rst", "a.bat"}[r.IntN(5)]
		cases = append(cases, keptPortCase{text: text, url: u, name: name})
	}
	if n := checkKeptPorts(t, cases, hosts); n > 0 {
		t.Errorf("%d of %d cases are masked in some output (seed %d)", n, len(cases), *winPathSeed)
	}
}

// expandTabs replaces each tab of s by the spaces to the next multiple
// of 8 characters, as the column readings count a tab.
func expandTabs(s string) string {
	var b []rune
	for _, c := range s {
		if c != '\t' {
			b = append(b, c)
			continue
		}
		b = append(b, ' ')
		for len(b)%8 != 0 {
			b = append(b, ' ')
		}
	}
	return string(b)
}
