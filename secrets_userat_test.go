package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	userAtCasesN = flag.Int("useratcases", 0, "TestUserAtProse: how many texts of each family to draw (0: the default, fewer with -short)")
	userAtSeed   = flag.Uint64("useratseed", 4712, "TestUserAtProse: the seed of the generator")
)

// TestUserAtProse is the promise of the reading review45 M1 added (a URL
// whose user name holds "@", "FTP://a@b.com" of "see
// FTP://a@b.com:⏎s3cretpw@localhost/x", whose password a line break cut
// before its first byte) counted both ways over drawn texts:
//
//   - leaks: texts whose next line finishes such a password (its first
//     word runs to an "@" and a host; the ":" on either line; the
//     password drawn from every printable byte but white space, "/" and
//     "@", non-ASCII letters and marks, control bytes and bytes that are
//     no UTF-8; every host, with a path or without; every wrapper, line
//     break and comment's or quote's line prefix) must show no 3 bytes
//     of the password that the outputs of a twin (byteTwin) do not,
//     in extract and lint in every format (checkWhiteSpaceCases) and, for
//     a sample, through every command and the language server
//     (whiteSpaceBatches). Not drawn as a leak: the shape CONTRACT reads
//     as prose, a bare URL (no wrapper that closes after the next
//     line's host: there the wrapper holds one URL, and extract joins
//     it) whose next line's first word is a mail address's local part
//     (addressLocal) before a host that no "/" follows, no registry
//     name, after a ":" on the URL's line; it is drawn as prose.
//   - over-masks: texts where the URL is followed by a ":" and a line of
//     prose (a mail address first or after words, a mention, an npm
//     scope, an "@" of a price, letters of many scripts, every trailing
//     punctuation), and those prose shapes of the first family: no
//     output may hold "***" (no text holds a secret), and extract
//     --format line prints the URL as written (checkUnmasked: extract,
//     lint in every format, the language server).
//
// review46 M3: "http://admin@intranet.example.com:⏎ops@example.com"
// printed "http://admin***". On d527056 (go test -run TestUserAtProse .,
// -useratseed 4712, 400 of each family): 283 of 396 prose texts masked,
// 0 leaks in 401 password cases; now 0 and 0. Not judged here, and
// counted apart: prose that extract's rejoin joins to the URL
// ("redis://ops@10.1.2.3:⏎o'neil@mail.example.net: contact" reads as one
// URL whose password is "o'neil"): 4 of 400 (extract/rejoin.go's, in
// trust14's report).
func TestUserAtProse(t *testing.T) {
	n := *userAtCasesN
	if n == 0 {
		n = 400
		if testing.Short() {
			n = 120
		}
	}
	r := rand.New(rand.NewPCG(*userAtSeed, 47))
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	schemes := []string{"http", "https", "FTP", "ftp", "git+ssh", "postgres", "svn+ssh", "mongodb", "redis"}
	users := []string{"a", "admin", "ops", "first.last", "x_y", "bob", "deploy", "q}0}C"}
	hosts1 := []string{"b.com", "intranet.example.com", "corp.example", "y", "example.org", "10.1.2.3", "bücher.example", "db1.example.com"}
	befores := []string{"see ", "", "Clone: ", "x = ", "\t", "- ", "1. ", "Log in to "}
	breaks := []string{"\n", " \n", "\r\n", "\n  ", "\r\n\t", "\u2028", "\t\n"}
	wraps := append([][2]string{{"", ""}, {"", ""}, {"", ""}, {"", ""}, {"<URL:", ">"}}, wrapperPairs...)
	afters := []string{" now", ".", "", ",", "\".", ")", " — done"}
	prefix := func() string {
		if r.IntN(2) == 0 {
			return ""
		}
		return linePrefixes[r.IntN(len(linePrefixes))]
	}

	// The password family.
	sited := []string{"localhost/x", "intranet/", "db:5432/x", "h.example.org/p?q=1#f", "10.1.2.3/x", "[2001:db8::1]/x",
		"_gateway/x", "_sip._tcp.example.com", "%41gw", "github.com/o/r.git", "Build-01/x", "db1.example.com:27017,db2.example.com:27017/x"}
	unsited := []string{"localhost", "h.example.org", "10.1.2.3", "db", "example.com", "[::1]"}
	const punct = "!\"#$%&'()*+,-.:;<=>?[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	odd := []string{"é", "Ω", "”", "«", "ß", "中", "한", "ب", "\x01", "\x1b", "\x7f", "\xff", "\xc3", "\u200b", "\u0301"}
	password := func() string {
		var b strings.Builder
		for k := 1 + r.IntN(12); b.Len() < k; {
			if c := r.IntN(len(classes) + 1); c < len(classes) {
				b.WriteByte(classes[c][r.IntN(len(classes[c]))])
			} else {
				b.WriteString(odd[r.IntN(len(odd))])
			}
		}
		return b.String()
	}
	var pwCases []wsCase
	var prose []keptPortCase
	leaks := 0
	for len(pwCases) < n {
		pw := password()
		if pw == byteTwin(pw) || len(pw) < 3 || secrettest.PortLike(pw) {
			// (PortLike: digits and a byte that ends a port, "5>w", read
			// as the port of the host before the ":" by CONTRACT's
			// convention, as every family of the leak probe draws them.)
			continue
		}
		var cases []wsCase
		for range 4 {
			scheme, user, h1 := pick(schemes...), pick(users...), pick(hosts1...)
			w := wraps[r.IntN(len(wraps))]
			colonFirst := r.IntN(4) > 0
			site := r.IntN(3) > 0
			h2 := pick(unsited...)
			if site {
				h2 = pick(sited...)
			}
			brk, pre, before, after := pick(breaks...), prefix(), pick(befores...), pick(afters...)
			mk := func(p string) (string, string) {
				cut := ":" + brk
				if !colonFirst {
					cut = brk + ":"
				}
				text := prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+"@"+h1+cut+p+"@"+h2+w[1]+after+"\nlast line\n") + "\n"
				return text, scheme + "://" + user + "@" + h1 + ":" + p + "@" + h2
			}
			text, u := mk(pw)
			if w[0] == "" && colonFirst && !site && addressLocal(pw) && !strings.HasPrefix(h2, "_") && !strings.HasPrefix(h2, "%") {
				// CONTRACT's prose: the URL as written, nothing masked.
				prose = append(prose, keptPortCase{text: text, url: scheme + "://" + user + "@" + h1, name: fmt.Sprintf("p%d.txt", len(prose))})
				continue
			}
			ttext, tu := mk(byteTwin(pw))
			cases = append(cases, wsCase{secretCase{text: text, url: u, pieces: []string{pw}}, secretCase{text: ttext, url: tu, pieces: []string{byteTwin(pw)}}, pre})
		}
		if len(cases) == 0 {
			continue
		}
		pwCases = append(pwCases, cases...)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	nb := max(2, n/(4*batchSize))
	runs, bl := whiteSpaceBatches(t, r, pwCases, nb)
	leaks += bl

	// The prose family.
	locals := []string{"ops", "bob", "first.last", "ops+tag", "a_b", "x-y", "jürgen", "日本", "ольга", "o'neil", "root", "9to5"}
	domains := []string{"example.com", "example.org", "corp.example.co.uk", "bücher.example", "mail.example.net", "localhost", "example"}
	openers := []string{"", "", "", "(", "<", "«", "“", "\"", "'", "**"}
	closers := []string{"", "", ".", ",", ")", ">", "»", "”", ";", ":", "!", "?", " wrote:", " said so", "'s"}
	words := []string{"write", "to", "mail", "Mail:", "contact", "and", "then", "für", "和", "или", "see", "CC:", "thanks", "the", "5", "x"}
	for len(prose) < n {
		scheme, user, h1 := pick(schemes...), pick(users...), pick(hosts1...)
		brk, pre, before := pick(breaks...), prefix(), pick(befores...)
		var line strings.Builder
		lead := r.IntN(3) // words before the "@" word
		if r.IntN(2) == 0 {
			lead = 0
		}
		for range lead {
			line.WriteString(pick(words...) + " ")
		}
		switch r.IntN(6) {
		case 0, 1, 2:
			line.WriteString(pick(openers...) + pick(locals...) + "@" + pick(domains...) + pick(closers...))
		case 3:
			if lead == 0 {
				line.WriteString(pick(words...) + " ")
			}
			line.WriteString("@" + pick("bob", "alice-b", "team", "Ops") + pick(closers...))
		case 4:
			if lead == 0 {
				line.WriteString(pick(words...) + " ")
			}
			line.WriteString(pick("@angular/core", "@types/node", "@babel/core@7", "@scope/pkg"))
		default:
			line.WriteString(pick("price @ 5", "meet @ 10am", "no address here", "日本語の文"))
		}
		for range r.IntN(3) {
			line.WriteString(" " + pick(words...))
		}
		w := [2]string{}
		if r.IntN(4) == 0 {
			w = wraps[r.IntN(len(wraps))] // closed right after the URL
			if w[1] != "" && strings.Contains(user, w[1]) {
				user = "admin" // "{x://q}0}C@h}": the user name's "}" closes the wrapper
			}
		}
		text := prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+"@"+h1+w[1]+":"+brk+line.String()+"\nlast line\n") + "\n"
		prose = append(prose, keptPortCase{text: text, url: scheme + "://" + user + "@" + h1, name: fmt.Sprintf("p%d.txt", len(prose))})
	}
	// Texts whose next line extract joins to the URL (its rejoin, not
	// this reading: "redis://ops@10.1.2.3:⏎o'neil@mail.example.net:
	// contact" reads as one URL with the password "o'neil") are counted
	// apart, and not judged here (trust14's report: extract/rejoin.go).
	joined := 0
	prose = slices.DeleteFunc(prose, func(c keptPortCase) bool {
		var o, e bytes.Buffer
		run([]string{"urlsift", "extract", "--format", "json", "-"}, strings.NewReader(c.text), &o, &e)
		if bytes.Contains(o.Bytes(), []byte(`"rejoined":true`)) {
			joined++
			return true
		}
		return false
	})
	over := 0
	for i := 0; i < len(prose); i += 200 {
		over += checkUnmasked(t, prose[i:min(len(prose), i+200)], func(s string) bool { return strings.Contains(s, "***") })
	}
	if leaks > 0 || over > 0 {
		t.Errorf("%d leaks, %d texts masked that CONTRACT shows", leaks, over)
	}
	t.Logf("%d password cases (seed %d; %d runs of every command): %d leaks; %d prose texts: %d masked (and %d that extract joins to the URL, not judged)", len(pwCases), *userAtSeed, runs, leaks, len(prose), over, joined)
}

// byteTwin is shiftTwin byte by byte: a byte that is no UTF-8 ("\xff")
// stays itself, where strings.Map makes it U+FFFD, three bytes, and the
// twin's offsets differ; and the two bytes after a "%" are kept
// (bad-escape tells "%ct" from "%ja"; anyClassTwin, since stop 58, swaps
// them within their class).
func byteTwin(s string) string {
	b := []byte(s)
	for i, c := range b {
		if i > 0 && s[i-1] == '%' || i > 1 && s[i-2] == '%' {
			continue // an escape's
		}
		switch {
		case 'a' <= c && c <= 'z':
			b[i] = 'a' + (c-'a'+7)%26
		case 'A' <= c && c <= 'Z':
			b[i] = 'A' + (c-'A'+7)%26
		case '0' <= c && c <= '9':
			b[i] = '0' + (c-'0'+3)%10
		}
	}
	return string(b)
}

// addressLocal reports whether w, the next line's first word up to its
// last "@", is a mail address's local part as prose writes one (CONTRACT:
// "letters and digits, maybe with `.`, `-`, `_`, `+` or `%` between
// them, after an opener"; emphasis's "*", "_", "~" before it too).
func addressLocal(w string) bool {
	if i := strings.LastIndexAny(w, "(<[\"'"); i >= 0 {
		w = w[i+1:]
	}
	for _, o := range []string{"“", "‘", "«", "‹", "（"} {
		if i := strings.LastIndex(w, o); i >= 0 {
			w = w[i+len(o):]
		}
	}
	w = strings.TrimLeft(w, "*_~")
	if w == "" {
		return false
	}
	for i, c := range w {
		edge := i == 0 || i+utf8.RuneLen(c) == len(w)
		switch {
		case c == utf8.RuneError:
			return false
		case unicode.IsLetter(c) || unicode.IsDigit(c):
		case !edge && strings.ContainsRune(".-_+%", c):
		default:
			return false
		}
	}
	return true
}
