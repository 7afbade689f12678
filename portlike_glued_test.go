package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// gluedPunct is what TestGluedWordPasswords draws the punctuation after
// the digits from: every ASCII punctuation byte but "/" and "@", and the
// non-ASCII quotes, guillemets, dashes and ellipsis of prose.
var gluedPunct = []string{"!", "\"", "#", "$", "%", "&", "'", "(", ")", "*", "+", ",", "-", ".", ":", ";", "<", "=", ">", "?", "[", "\\", "]", "^", "_", "`", "{", "|", "}", "~",
	"”", "’", "»", "«", "“", "‘", "—", "–", "…"}

// addressLike is the test's reading of a word before an "@" as prose
// writes a mail address (TestGluedWordPasswords' oracle): after its last
// opener ("(", "<", "[", a quote, "“", "‘", "«") and emphasis ("*", "_",
// "~"), letters and digits, with ".", "-", "_", "+", "%" between them.
func addressLike(w string) bool {
	if i := strings.LastIndexAny(w, "(<[\"'“‘«‹（"); i >= 0 {
		_, n := utf8.DecodeRuneInString(w[i:])
		w = w[i+n:]
	}
	w = strings.TrimLeft(w, "*_~")
	rs := []rune(w)
	for i, r := range rs {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			continue
		}
		if i == 0 || i == len(rs)-1 || !strings.ContainsRune(".-_+%", r) {
			return false
		}
	}
	return len(rs) > 0
}

// asciiOddOf reports whether the punctuation p holds an ASCII byte that
// ends no sentence nor closes a quote or bracket.
func asciiOddOf(p string) bool {
	return strings.ContainsFunc(p, func(r rune) bool { return r < 0x7f && !strings.ContainsRune(".,;:!?)]}\"'", r) })
}

// TestGluedWordPasswords (review42 F5's bare leaks, trust11's report): a
// password of digits, then punctuation that ends the URL's line, then a
// next line whose first word runs with no white space to the "@" of a
// host name or a host that a path follows ("see «http://u:331”$+%`⏎Y@h.example.org» now",
// "[x](http://u:104”⏎X%$@h.example.org)") stays hidden in every output
// path when the word is no mail address of prose (addressLike) or the
// punctuation holds an ASCII byte that ends no sentence (asciiOddOf).
// The digits (1 to 5), the punctuation (1 to 4 characters of
// gluedPunct), the word (0 to 4 characters: letters, digits, every
// printable byte but white space, "/" and "@", non-ASCII), the host, the
// wrapper (closing after the host, or bare), the line break and the line
// prefix are drawn from r; the oracle's other cases (a word that reads as
// an address after a sentence's punctuation) are
// urlsyntax's TestGluedAddressIsNoPassword's. Not drawn: a password whose digits read as
// a port by CONTRACT's convention (secrettest.PortLike: digits, then a
// byte that ends a port; TestPortEndingPunctuationPasswords draws those
// with an "@" that starts the next line), punctuation or a word that
// holds the wrapper's closer (closedWrapper's convention), and a word
// that starts with a mail quote's ">" (quotedSite: a host that a path
// follows; "8080.⏎>@bob.example.net said" keeps its port). Every case goes
// through extract and lint in every format, then batches through every
// command and the language server (twinBatch).
func TestGluedWordPasswords(t *testing.T) {
	seed := uint64(4512)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	r := rand.New(rand.NewPCG(seed, 5))
	wraps := append([][2]string{{"", ""}, {"", ""}, {"<URL:", ">"}, {"URL:", ""}}, wrapperPairs...)
	hosts := []string{"h.example.org", "db1.example.com", "10.1.2.3", "localhost", "h.example.org:8080", "intranet/x", "Build-01/x", "_gateway/x", "db1.example.com/"}
	fills := []string{"\n", "\r\n", "\n  ", "\r\n\t", "\u2028"}
	const wordBytes = "abcXYZ0123456789!\"#$%&'()*+,-.:;<=>?[\\]^_`{|}~"
	wordRunes := []string{"é", "ß", "中", "”", "«", "…"}
	n := 30
	if testing.Short() {
		n = 10
	}
	var all []wsCase
	leaks, drawn := 0, 0
	for range n {
		var cases []wsCase
		pw := ""
		for len(cases) < 40 {
			d := strconv.Itoa(1 + r.IntN(99999))
			d = d[:1+r.IntN(len(d))]
			var p strings.Builder
			for k := 1 + r.IntN(4); k > 0; k-- {
				p.WriteString(gluedPunct[r.IntN(len(gluedPunct))])
			}
			var w strings.Builder
			for k := r.IntN(5); k > 0; k-- {
				if r.IntN(4) == 0 {
					w.WriteString(wordRunes[r.IntN(len(wordRunes))])
				} else {
					w.WriteByte(wordBytes[r.IntN(len(wordBytes))])
				}
			}
			word := w.String()
			if word == "" || addressLike(word) && !asciiOddOf(p.String()) {
				continue // TestGluedAddressKeepsPort's, or "@" that starts the line
			}
			wr := wraps[r.IntN(len(wraps))]
			if secrettest.PortLike(d+p.String()) || strings.HasPrefix(word, ">") || wr[1] != "" && strings.Contains(p.String()+word, wr[1]) {
				continue
			}
			drawn++
			host := hosts[r.IntN(len(hosts))]
			pre := ""
			if r.IntN(2) == 0 {
				pre = linePrefixes[r.IntN(len(linePrefixes))]
			}
			fill := fills[r.IntN(len(fills))]
			before := []string{"see ", "Open ", "x = ", "- ", "\t"}[r.IntN(5)]
			user := []string{"u", "alice", "a@b.com"}[r.IntN(3)]
			pw = d + p.String() + word
			mk := func(pw string) secretCase {
				return secretCase{
					text:   prefixLines(pre, "Intro line.\n"+before+wr[0]+"http://"+user+":"+pw[:len(d)+p.Len()]+fill+pw[len(d)+p.Len():]+"@"+host+wr[1]+" now\n") + "\n",
					url:    "http://" + user + ":" + pw + "@" + host,
					pieces: []string{pw},
				}
			}
			cases = append(cases, wsCase{mk(pw), mk(shiftTwin(pw)), pre})
		}
		// One password's windows per check: the cases' own passwords
		// are their pieces (checkWhiteSpaceCases takes the windows of
		// each case's piece).
		leaks += checkWhiteSpaceCases(t, pw, cases)
		all = append(all, cases...)
	}
	nb := max(2, *leakCases/(4*batchSize))
	runs, bl := whiteSpaceBatches(t, r, all, nb)
	leaks += bl
	t.Logf("%d cases (%d drawn) through extract and lint, %d of them through every command (%d runs): %d leaks", len(all), drawn, nb*batchSize, runs, leaks)
}

// TestLineStartSite: an "@" that starts the line after a port's digits
// and punctuation, then a host that a path follows and that no npm scope
// names (it starts with "_" or "%", or holds a capital letter: review42
// F5's "see http://a@b.com:9.⏎@_gateway/x", "\"http://alice:33’’⏎@Build-01/x\""),
// hides the digits; an npm scope's shape ("@angular/core", "@db/x")
// keeps the port.
func TestLineStartSite(t *testing.T) {
	for i, c := range []struct{ in, want, not string }{
		{"see URL:http://a@b.com:9.\n@_gateway/x now\n", "http://a@b.com:***", "com:9"},
		{"see \"http://alice:33’’\n@Build-01/x\" now\n", "http://alice:***", "alice:33"},
		{"see http://alice:4100»,\n@%41gw/x now\n", "http://alice:***", "alice:41"},
		{"see http://alice:4100»,\n@Intranet/x now\n", "http://alice:***", "alice:41"},
		{"Open “http://localhost:4200”\n@angular/core/testing is next.\n", "http://localhost:4200", "***"},
		{"see “http://localhost:8080”.\n@db/x now\n", "http://localhost:8080", "***"},
		{"see “http://localhost:8080”,\n@types/node too\n", "http://localhost:8080", "***"},
		{"see “http://localhost:8080”\n@Override\n", "http://localhost:8080", "***"},
	} {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			maskedShape(t, c.in, c.want, c.not, c.not != "***")
		})
	}
}
