package main

import (
	"bytes"
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// TestBrokenPasswordPieces is the promise for a password that a line
// break cuts where the URL is not rejoined, so that the URL printed ends
// inside it (urlsyntax.BrokenPassword): passwords of 1 to 12 bytes drawn
// from every printable class (letters, digits, every ASCII punctuation
// but "/", non-ASCII), broken at every rune boundary by every kind of
// line break, in every wrapper and bare, after every kind of user name
// (none, a name, an e-mail address), go through extract in every format
// and lint; no output may hold 3 bytes of a password that the output of
// the same texts with twin passwords (each letter and digit replaced by
// another of its class) does not hold too (in JSON, but a window with a
// quote or a backslash, which JSON's own may stand beside). Not drawn: a password whose
// piece before the break reads as a port ("http://u:7⏎4AGY@intranet/",
// secrettest.PortLike), and one holding white space or "/", which ends
// the URL before the line end (other readings: atAfter, AppendSecrets).
func TestBrokenPasswordPieces(t *testing.T) {
	const punct = "!\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中"}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}, {"{", "}"}}
	breaks := []string{"\n", "\r\n", "\r", "\n  ", "\r\n\t", "-\n", "\f", "\v", "\u2028", "\u0085"}
	users := []string{"u", "alice", "a@b.com", ""}
	hosts := []string{"h.example.org", "db1.example.com:27017,db2.example.com:27017", "[2001:db8::1]:0", "intranet"}
	schemes := []string{"http", "HTTPS", "git+ssh", "postgres"}
	twin := shiftTwin
	r := rand.New(rand.NewPCG(34, 1))
	npw := 24
	if testing.Short() {
		npw = 8
	}
	for pi := range npw {
		pw := drawPassword(r, classes, nonASCII) // 1 to 12 bytes
		if utf8.RuneCountInString(pw) < 2 {
			continue
		}
		var text, ttext strings.Builder
		for k := 1; k < utf8.RuneCountInString(pw); k++ {
			i := len(string([]rune(pw)[:k]))
			if secrettest.PortLike(pw[:i] + "\n") {
				continue // the PortLike convention: host u, port 7
			}
			for wi, w := range wraps {
				for bi, brk := range breaks {
					user := users[(k+wi+bi)%len(users)]
					host := hosts[(k+wi+bi+pi)%len(hosts)]
					scheme := schemes[(wi+bi)%len(schemes)]
					mk := func(p string) string {
						return "see " + w[0] + scheme + "://" + user + ":" + p[:i] + brk + p[i:] + "@" + host + "/x" + w[1] + " now\n\n"
					}
					text.WriteString(mk(pw))
					ttext.WriteString(mk(twin(pw)))
				}
			}
		}
		if text.Len() == 0 {
			continue
		}
		for _, args := range [][]string{
			{"extract", "-"}, {"extract", "--format", "line", "-"}, {"extract", "--format", "json", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "json", "-"},
		} {
			out := func(in string) []byte {
				var o, e bytes.Buffer
				run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
				return append(unescapeBackslashes(unplaceOutput(o.Bytes())), unescapeBackslashes(e.Bytes())...)
			}
			got, tw := out(text.String()), out(ttext.String())
			for lo := 0; lo+3 <= len(pw); lo++ {
				w := pw[lo : lo+3]
				if !utf8.ValidString(w) || w == twin(w) {
					continue // a window of punctuation: the twin's is the same
				}
				if slices.Contains(args, "json") && strings.ContainsAny(w, "\"\\") {
					// JSON's own quotes beside 2 bytes of a password,
					// which Secret.Hide leaves (a word under 3 bytes is
					// hidden only where the URL holds it).
					continue
				}
				if bytes.Contains(got, []byte(w)) && !bytes.Contains(tw, []byte(w)) {
					i := bytes.Index(got, []byte(w))
					t.Errorf("urlsift %q shows %q of the password %q:\n%s", args, w, pw, fmt.Sprintf("%.300s", got[max(i-150, 0):]))
				}
			}
			// Pieces shorter than a window (shownPieces).
			for _, f := range shownPieces(got, tw, []string{pw}) {
				t.Errorf("urlsift %q shows %q of the password %q where the twins' output differs:\n%.300q", args, f[0], pw, f[1])
			}
		}
	}
}

// shiftTwin replaces each letter and digit of s by another of its class:
// a twin password of the same shape (secrettest.Shift, which the table
// tests of extract share).
func shiftTwin(s string) string { return secrettest.Shift(s) }

// wsKinds are the kinds of white space drawn into passwords: a space, a
// tab, a no-break space, an ideographic space, and every line break.
var wsKinds = []string{" ", "\t", "\u00a0", "\u3000", "\n", "\r\n", "\r", "\v", "\f", "\u0085", "\u2028", "\u2029"}

// isBreakKind reports whether the white space w is a line break.
func isBreakKind(w string) bool { return w != " " && w != "\t" && w != "\u00a0" && w != "\u3000" }

// wsCase is a case of TestWhiteSpacePasswords: the texts with the
// password and with its twin, and the password as the windows are taken
// from it (without a line break, which a password cannot hold).
type wsCase struct {
	c, twin secretCase
	pre     string // the line prefix every line of the texts starts with (wsLinePrefix)
}

// bare returns the case's text without its line prefix.
func (c wsCase) bare() string {
	if c.pre == "" {
		return c.c.text
	}
	return strings.ReplaceAll(strings.TrimPrefix(c.c.text, c.pre), "\n"+c.pre, "\n")
}

// whiteSpaceCases returns the cases of TestWhiteSpacePasswords for the
// password pw: white space of every kind (wsKinds) at every rune boundary
// of pw, in every wrapper and bare, after every kind of user name and
// before every kind of host; a password that holds white space other
// than a line break is also cut by a mail client's line break at a rune
// boundary drawn from r (half the time). Not drawn: a password whose
// piece the URL shows reads as a port (digits, then white space or a
// byte that ends a port: secrettest.PortLike, the convention that keeps
// "http://example.org:8080⏎alice@example.org" a port). Hosts of one word
// ("intranet", "db") are drawn after bare URLs too (before stop 36 they
// were not: their passwords leaked, 10 with -short, seed 35).
func whiteSpaceCases(r *rand.Rand, pw string, pi int) []wsCase {
	return whiteSpaceCasesAt(r, pw, pi, []string{"h.example.org", "db1.example.com:27017,db2.example.com:27017", "[2001:db8::1]:0", "localhost", "10.1.2.3", "intranet", "db", "Build-01"})
}

// whiteSpaceCasesAt is whiteSpaceCases with the hosts drawn from hosts.
func whiteSpaceCasesAt(r *rand.Rand, pw string, pi int, hosts []string) []wsCase {
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}, {"{", "}"}, {"", ""}}
	fills := []string{"\n", "\r\n", "\n  ", "\r\n\t", "-\n", "\r", "\u2028"}
	users := []string{"u", "alice", "a@b.com", ""}
	schemes := []string{"http", "HTTPS", "git+ssh", "postgres", "svn+ssh", "mongodb"}
	runes := []rune(pw)
	var out []wsCase
	for i := 0; i <= len(runes); i++ {
		for wk, w := range wsKinds {
			// The password with w at i, and where a fill break goes
			// (byte offset into it; -1: none).
			pws := string(runes[:i]) + w + string(runes[i:])
			brk := -1
			if !isBreakKind(w) && r.IntN(2) == 0 {
				rs := []rune(pws)
				if len(rs) > 1 {
					brk = len(string(rs[:1+r.IntN(len(rs)-1)]))
				}
			}
			fill := fills[r.IntN(len(fills))]
			// The piece the URL shows: up to the first white space.
			shown := string(runes[:i])
			if brk >= 0 && brk < len(shown) {
				shown = shown[:brk]
			}
			// The password as a rejoin reads it: without its line break
			// of any kind (before stop 37 only "\n" was taken out, so
			// "\r9#ié`X" was drawn, a port and a fragment by the
			// convention: leak-probe seed 353).
			joined := strings.ReplaceAll(pws, "\n", "")
			if isBreakKind(w) {
				joined = strings.Replace(pws, w, "", 1)
			}
			// Not drawn: the piece shown is a port by CONTRACT's
			// convention (all digits, ending at the white space or the
			// line break: "http://u:7⏎4AGY@intranet/"), or the password
			// reads as a port on one line (PortLike(joined)).
			// Nor where the rejoin drops the white space the password
			// starts with: "<git+ssh://a@b.com:⇥⏎⇥0>A-é@localhost/x>" reads
			// "0" and the wrapper's ">" (leak-probe seed 647).
			// A piece that reads as "@host:port", a host name and
			// digits ("alice:@Xß:6⏎c,éw@db/x", leak-probe seed 719),
			// shows its port by the same convention: the URL stands
			// whole on its line, as "http://u:7" does. So does the
			// piece with the part after a fill's break after a "-",
			// which extract joins ("@中ß-⏎é.:5 @intranet/x",
			// TestAtStartPasswords seed 4909).
			portShown := func(v string) bool {
				port := v
				if at := strings.LastIndexByte(v, '@'); at >= 0 {
					c := strings.LastIndexByte(v, ':')
					if c < at || !hostNameBytes(v[at+1:c]) {
						return false
					}
					port = v[c+1:]
				}
				return secrettest.PortLike(port+" ") && !secrettest.PortLike(port)
			}
			hyphenJoin := brk > 0 && brk <= len(string(runes[:i])) && (fill == "-\n" || pws[brk-1] == '-')
			if portShown(shown) || hyphenJoin && portShown(string(runes[:i])) || secrettest.PortLike(joined) ||
				secrettest.PortLike(strings.TrimLeftFunc(joined, unicode.IsSpace)) {
				continue
			}
			// Not drawn either: CONTRACT's prose after a piece that holds
			// "@" and a host of name bytes, then white space
			// ("http://u:a@bcd and⏎e@h.example.org/"): the password's bytes
			// before the white space hold "@" and host-name bytes alone
			// after it, a word of the password stands before its last
			// "@", and the host is no registry name (whose "@" the
			// password's reading takes: regNameHosts). Leak-probe seed 647
			// drew "Clone: http://u:r.tc0@rΩ l⏎⇥4@localhost/x", which
			// prints "http://u:***@rΩ" by that reading.
			head := string(runes[:i])
			vis := head // what the URL shows of it: up to the fill's break
			if brk >= 0 && brk < len(vis) {
				vis = vis[:brk]
			}
			// The URL's end may cut the host before a closer, a quote
			// or other punctuation it leaves out ("t" of "http://alice:13:}6@t”Y
			// 8⏎}@db1.example.com/": the URL stands as "…@t" and what
			// follows is prose's, TestDigitsColonPasswords seed 4809).
			named := func(v string) bool {
				h := v[strings.LastIndexByte(v, '@')+1:]
				if i := strings.IndexFunc(h, func(r rune) bool {
					return strings.ContainsRune(")]}\"'>|({<\\`;!*?", r) || r >= 0x80 && unicode.IsPunct(r)
				}); i >= 0 {
					h = h[:i]
				}
				return strings.Contains(v, "@") && hostNameBytes(strings.TrimRight(h, ".,"))
			}
			// (Or the whole head, where extract joins the fill's break:
			// a hyphen's, "r.tc-⏎0@rΩl⇥4@intranet/x".)
			nameAfterAt := !isBreakKind(w) && (i < len(runes) || len(vis) < len(head)) && (named(vis) || named(head))
			for wi, wr := range wraps {
				user := users[(i+wi+wk)%len(users)]
				host := hosts[(i+wi+wk+pi)%len(hosts)]
				if nameAfterAt && host[0] != '_' && host[0] != '%' {
					continue
				}
				scheme := schemes[(wi+wk)%len(schemes)]
				before := []string{"see ", "", "Clone: ", "x = ", "- ", "\t"}[(i+wk+wi)%6]
				pre := wsLinePrefix(pi, i, wk, wi)
				mk := func(p string) secretCase {
					t := p
					if brk >= 0 {
						t = p[:brk] + fill + p[brk:]
					}
					// The password as windows are taken from it: no line
					// break, which reads as the layout's.
					bare := p
					if isBreakKind(w) {
						bare = strings.Replace(p, w, "", 1)
					}
					return secretCase{
						text:   prefixLines(pre, before+wr[0]+scheme+"://"+user+":"+t+"@"+host+"/x"+wr[1]+" now\n") + "\n",
						url:    scheme + "://" + user + ":" + bare + "@" + host + "/x",
						pieces: []string{bare},
					}
				}
				out = append(out, wsCase{mk(pws), mk(shiftTwin(pws)), pre})
			}
		}
	}
	return out
}

// hostNameBytes reports whether h is what the grammar reads as a host
// of name bytes: letters and digits of any script, ".", "-", "_", no label
// that starts or ends with "-" (urlsyntax's noHostName, the other way).
func hostNameBytes(h string) bool {
	if h == "" {
		return false
	}
	for _, l := range strings.Split(h, ".") {
		if l != "" && (l[0] == '-' || l[len(l)-1] == '-') {
			return false
		}
		for _, r := range l {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_' {
				return false
			}
		}
	}
	return true
}

// wsLinePrefix returns the line prefix of a case of whiteSpaceCases,
// which every line of the case starts with: none for half of them, else
// a comment's or a quote's marker (review42 F5: "// ", "> ", "%% ",
// "-- "…) or bytes drawn from the whole printable space and white space,
// chosen by the case's indices (no draw from the cases' generator).
func wsLinePrefix(pi, i, wk, wi int) string {
	h := uint64(pi)*0x9e3779b97f4a7c15 ^ uint64(i)*0xbf58476d1ce4e5b9 ^ uint64(wk)*0x94d049bb133111eb ^ uint64(wi)*0x2545f4914f6cdd1d
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	if h%2 == 0 {
		return ""
	}
	h /= 2
	if h%4 == 0 {
		b := make([]byte, 1+h/4%3)
		for k := range b {
			h = h*6364136223846793005 + 1442695040888963407
			b[k] = byte(0x21 + h>>33%94)
		}
		return string(b) + []string{" ", "\t", "  "}[h>>40%3]
	}
	return linePrefixes[h/4%uint64(len(linePrefixes))]
}

var wsBatches = flag.Int("wsbatches", 0, "TestWhiteSpacePasswords: how many batches of 40 cases to run through every command and the language server (0: the default)")

// TestWhiteSpacePasswords is the promise for a password that holds white
// space of any kind (wsKinds): passwords of 1 to 12 bytes drawn from
// every printable class (letters, digits, every ASCII punctuation but
// "/", which ends the rest of a password a URL ended inside, non-ASCII)
// hold white space of every kind at every position, in every wrapper and
// bare, maybe cut by a mail client's line break too (whiteSpaceCases).
// Every case goes through extract in every format and lint in every
// format (text with --info); no output may hold 3 bytes of a password
// that the output of the same texts with twin passwords (shiftTwin) does
// not hold too. Then batches of the cases drawn at random (-wsbatches,
// or a batch for every 160 of -cases) go through every command and
// format and the language server (twinBatch, TestNoSecretInAnyOutput's
// oracle). -seed S draws other passwords (scripts/leak-probe.sh).
//
// Before BrokenPasswordRest read past white space in a bare URL's rest
// (the password cut by a tab before its "@", a mail client's line break
// before: "svn+ssh://x_y:=⏎_0B⇥@db1.example.com/…", leak-probe seed
// 179), it found 28 leaks (10 with -short); now none.
func TestWhiteSpacePasswords(t *testing.T) {
	seed := uint64(35)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	r := rand.New(rand.NewPCG(seed, 1))
	npw := 12
	if testing.Short() {
		npw = 4
	}
	all, leaks := drawWhiteSpaceCases(t, r, npw, whiteSpaceCases)
	// Through every command and the language server: batches drawn from
	// the cases.
	nb := *wsBatches
	if nb == 0 {
		// One batch; scripts/leak-probe.sh's -cases N runs N/160.
		nb = max(1, *leakCases/(4*batchSize))
	}
	runs, bl := whiteSpaceBatches(t, r, all, nb)
	leaks += bl
	t.Logf("%d cases through extract and lint, %d of them through every command (%d runs): %d leaks", len(all), nb*batchSize, runs, leaks)
}

// whiteSpaceBatches runs nb batches of cases drawn from all through every
// command and the language server (twinBatch), and returns the runs and
// the leaks.
func whiteSpaceBatches(t *testing.T, r *rand.Rand, all []wsCase, nb int) (runs, leaks int) {
	for b := range nb {
		var cases, twins []secretCase
		for range batchSize {
			c := all[r.IntN(len(all))]
			cases, twins = append(cases, c.c), append(twins, c.twin)
		}
		lb := twinBatch(t, cases, twins, true, b)
		for ci := range lb.leaked {
			t.Errorf("leaking case: %q (URL %q)", lb.cases[ci].text, lb.cases[ci].url)
		}
		leaks += lb.leaks
		runs += lb.runs + lb.twin.runs
	}
	return runs, leaks
}

// regNameHosts are hosts after a password's "@" that no hostname starts
// with but a registry name does (draft-09 4.3.1), as URLs name them:
// systemd-resolved's "_gateway", SRV and DNS-SD names, a name
// percent-encoded; and, beside them, an IP literal, a name not yet
// encoded and hostnames of a letter and of a digit. (A registry name's
// other first bytes, "-", "~", "'", "(" and the rest, start no host a URL
// names and follow "@" in prose: urlsyntax's hostStart.)
var regNameHosts = []string{"_gateway", "_sip._tcp.example.com", "_x", "_dmarc.example.org", "%41gw", "%E4%BE%8B.example", "[::1]", "bücher.example", "Gw", "9gw"}

// TestRegNameHostPasswords is TestWhiteSpacePasswords with hosts that a
// hostname may not start with but a registry name does (regNameHosts):
// white space of every kind at every position of passwords drawn from
// every printable class, in every wrapper and bare, before "@_gateway/x"
// and the like. Before stop 37 a host had to start with a letter, a
// digit, "[" or a non-ASCII byte (hostStart): "see http://u:Zb9q
// cd⏎ef@_gateway/" printed "http://u:Zb9q" (review36 item 4); this test
// found 268 leaks (`go test -run TestRegNameHostPasswords .`: 59 outputs of extract and lint, 209 in the batch through every command). -seed S
// draws other passwords (scripts/leak-probe.sh).
func TestRegNameHostPasswords(t *testing.T) {
	seed := uint64(37)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	r := rand.New(rand.NewPCG(seed, 4))
	npw := 6
	if testing.Short() {
		npw = 2
	}
	all, leaks := drawWhiteSpaceCases(t, r, npw, func(r *rand.Rand, pw string, pi int) []wsCase {
		return whiteSpaceCasesAt(r, pw, pi, regNameHosts)
	})
	nb := max(1, *leakCases/(8*batchSize))
	runs, bl := whiteSpaceBatches(t, r, all, nb)
	leaks += bl
	t.Logf("%d cases with hosts of registry names through extract and lint, %d of them through every command (%d runs): %d leaks", len(all), nb*batchSize, runs, leaks)
}

// drawWhiteSpaceCases draws npw passwords from r, makes the cases of
// each with gen, and runs them through extract in every format and lint
// in every format (text with --info): no output may hold 3 bytes of a
// password that the output of the same texts with twin passwords
// (shiftTwin) does not hold too. It returns the cases and the leaks.
func drawWhiteSpaceCases(t *testing.T, r *rand.Rand, npw int, gen func(*rand.Rand, string, int) []wsCase) (all []wsCase, leaks int) {
	const punct = "!\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中"}
	for pi := range npw {
		pw := drawPassword(r, classes, nonASCII)
		cases := gen(r, pw, pi)
		all = append(all, cases...)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	return all, leaks
}

// knownDigitsShape matches the texts of TestWhiteSpaceFixedPasswords'
// known leak: digits, a closing quote or a sentence's end, a line
// break, a word of letters, white space and an "@".
var knownDigitsShape = regexp.MustCompile(`:[0-9]+[”’»"')\]}.,;:!?]*(\r\n|\n|\x{2028})[\pL\pN][^\s@/]*[ \t\x{a0}\x{3000}]+@`)

// checkWhiteSpaceCases runs the cases of the password pw through extract
// in every format and lint in every format (text with --info), and
// returns the leaks (drawWhiteSpaceCases).
func checkWhiteSpaceCases(t testing.TB, pw string, cases []wsCase) (leaks int) {
	{
		var text, ttext strings.Builder
		windows, shapes := map[string]bool{}, map[string]bool{}
		for _, c := range cases {
			text.WriteString(c.c.text)
			ttext.WriteString(c.twin.text)
			p := c.c.pieces[0]
			shapes[p] = true
			for lo := 0; lo+3 <= len(p); lo++ {
				if w := p[lo : lo+3]; utf8.ValidString(w) && w != shiftTwin(w) {
					windows[w] = true
				}
			}
		}
		ws := slices.Sorted(maps.Keys(windows))
		pws := slices.Sorted(maps.Keys(shapes))
		for _, args := range [][]string{
			{"extract", "-"}, {"extract", "--format", "line", "--hyphen", "both", "-"}, {"extract", "--format", "json", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "json", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "sarif", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "github", "-"},
		} {
			out := func(in string) []byte {
				var o, e bytes.Buffer
				run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
				return append(unescapeBackslashes(o.Bytes()), unescapeBackslashes(e.Bytes())...)
			}
			got, tw := out(text.String()), out(ttext.String())
			before := leaks
			for _, w := range ws {
				if (slices.Contains(args, "json") || slices.Contains(args, "sarif")) && strings.ContainsAny(w, "\"\\") {
					continue // JSON's own quotes beside 2 bytes of a password (TestBrokenPasswordPieces)
				}
				if i := bytes.Index(got, []byte(w)); i >= 0 && !bytes.Contains(tw, []byte(w)) {
					leaks++
					t.Errorf("urlsift %q shows %q of the password %q:\n%.300q", args, w, pw, got[max(i-150, 0):])
				}
			}
			if leaks > before {
				continue
			}
			// Pieces shorter than a window, where the password stood
			// (shownPieces: "port 85" of "85”^«`?").
			for _, f := range shownPieces(got, tw, pws) {
				leaks++
				t.Errorf("urlsift %q shows %q of the password %q where the twins' output differs:\n%.300q", args, f[0], pw, f[1])
			}
		}
	}
	return leaks
}

// TestWhiteSpaceFixedPasswords is TestWhiteSpacePasswords for the
// passwords that start with digits, then punctuation, then a letter or a
// digit (review41 F1): a seed rarely draws them, and each showed its
// digits as a port in tens of its cases on 597f121 (8537”ab: 159 of 598,
// 85)q: 62 of 468, 12!^a b: 59 of 897, 7.xy: 59 of 598; with a mail
// quote's ">", 85!>x: 119 of 585, 7.>ab: 205 of 767, 12”>q: 148 of
// 572; review41's counts).
//
// Left out, a known leak (trust9's report): digits, a closing quote or
// a sentence's end alone on their line, and a next line whose word of
// letters is followed by white space and the "@" ("8537”⏎ab⇥@intranet/x"),
// which reads as a quoted port and prose ("“http://localhost:4200”⏎then
// import @angular/core/testing").
func TestWhiteSpaceFixedPasswords(t *testing.T) {
	// known: how many cases of each password knownDigitsShape leaves out
	// (review42 F8: the exemption is counted, so that a change of the
	// generator or of the shape shows here): 13 of "8537”ab", none of the
	// others ("7.xy", "85)q" draw none of the shapes F8 named).
	known := map[string]int{}
	for i, pw := range []string{"8537”ab", "85)q", "12!^a b", "7.xy", "85!>x", "7.>ab", "12”>q", "014'.oßI"} {
		r := rand.New(rand.NewPCG(uint64(i), 42))
		var cases []wsCase
		for _, c := range whiteSpaceCases(r, pw, i) {
			if knownDigitsShape.MatchString(c.bare()) {
				known[pw]++
				continue
			}
			cases = append(cases, c)
		}
		if n := checkWhiteSpaceCases(t, pw, cases); n > 0 {
			t.Errorf("%q: %d leaks in %d cases", pw, n, len(cases))
		}
	}
	if want := map[string]int{"8537”ab": 13}; !maps.Equal(known, want) {
		t.Errorf("knownDigitsShape leaves out %v cases, want %v: a change of the generator or of the shape (say why, and set want)", known, want)
	}
}

// TestWhiteSpacePasswordShapes: the shapes leak-probe found (seeds 179
// and 157), bare URLs whose password holds white space after the URL's
// end, and prose after URLs that stays as it is, through extract and
// lint.
func TestWhiteSpacePasswordShapes(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string // in every output
		not  string // in none
	}{
		{"svn+ssh://x_y:=\n_0B\t@db1.example.com:27017,db2.example.com:27017/~u/ now\n", "svn+ssh://x_y:***", "_0B"},
		// A URL the rejoin glued across a line break after its
		// userinfo's ":" is read as one line with the rest of its last
		// line (review49 H8's remainder, trust17); a table's cells
		// glued before that ":" are not (TestTablePortsStayShown).
		{"HTTPS://x_y:KX\n  @8mB,RD/<0 \u201de[@h.example.org/x now\n", "HTTPS://x_y:***", "8mB"},
		{"url: \u00bbgit+ssh://deploy:BeI@\nX,ODm/ln~XBiJo(8^@_gateway/~u/%7e/\u00ab.\n", "git+ssh://deploy:***", "@X"},
		// ... not a port cut after its ":" in a table, before the next
		// cells' "@" words (review50 J6).
		{"|foo bar|see git+ssh://git@intranet:|\n|_______|3000_(@bob)_wrote__________|\n", "git+ssh://git@intranet:3000", "***"},
		{" ____________________________________________________________________________\n|Note: 1.0|git+ssh://localhost  |see http://localhost: |@angular/core says hi|\n|_________|@types/node_is_needed|65535_(@bob)_is_needed|_____________________|\n", "http://localhost:65535", "***"},
		{"|see https://h.example.org:|x|\n|4200_ops@intranet_for_help|_|\n", "https://h.example.org:4200", "***"},
		{"https://alice:x` 한 \nm@10.1.2.3/a now\n", "https://alice:***", "alice:x"},
		{"see http://u:ab cd\nef@h.example.org/ now\n", "http://u:***", "u:ab"},
		// A one-word host after white space: the piece is no port, so
		// it is the password's (review35's "Zb9q").
		{"see http://u:ab cd\nef@intranet/ now\n", "http://u:***", "u:ab"},
		{"see http://u:Zb9q cd\nef@intranet/ now\n", "http://u:***", "Zb9q"},
		{"see http://u:Zb9q cd\nef@db now\n", "http://u:***", "Zb"},
		// A host that starts with "_" or an escape, as a registry name
		// does (review36 item 4), on one line too, and after a closer.
		{"see http://u:Zb9q cd\nef@_gateway/ now\n", "http://u:***", "Zb9q"},
		{"see http://u:Zb9q cd@_gateway/ now\n", "http://u:***", "Zb9q"},
		{"see \"http://u:Zb9q”@_sip._tcp.example.com/x\" now\n", "http://u:***", "Zb9q"},
		{"see http://u:Zb9q cd\nef@%41gw/ now\n", "http://u:***", "Zb9q"},
		// Leak-probe seeds 349, 353 and 359 (stop 37), each present at
		// cf7e7df: digits and a "{" the URL's end left out; a rejoined
		// port and fragment whose rest reaches a host name's "@" with
		// no white space; hosts in the piece whose label starts or ends
		// with "-".
		{"- \"HTTPS://a@b.com:79{\nS'JN)@h.example.org/x\" now\n", "HTTPS://a@b.com:***", ":79"},
		{"- `svn+ssh://a@b.com:\r\n9#ié`X@localhost/x` now\n", "svn+ssh://a@b.com:***", "9#i"},
		{"Clone: HTTPS://u:~4-\nΩ,@-4\t@10.1.2.3/x now\n", "HTTPS://u:***", "@-4"},
		{"Clone: HTTPS://u:JH\n  e@Tb-\tGT4@Gw/x now\n", "HTTPS://u:***", "Tb-"},
		// Leak-probe seed 449 (session 38): digits, punctuation the
		// URL's end left out, and a "\r" alone, which starts no line (a
		// space's reading: the password runs to the "@" of any host), in
		// front of a host of one label; "\r\n" and the host name are a
		// line break's, as before.
		{"x = http://alice:44«\r@db/x now\n", "http://alice:***", "alice:44"},
		{"x = http://alice:82!\r@intranet/x now\n", "http://alice:***", "alice:82"},
		{"x = http://alice:82!\r@_gateway/x now\n", "http://alice:***", "alice:82"},
		{"x = http://alice:82!\r\n@db.example.org/x now\n", "http://alice:***", "alice:82"},
		// An "@" before a byte that starts no host: prose and code.
		// (A piece of letters in one case: "Zb9q" reads since stop 50
		// as a password whose rest was cut off, review50 J3.)
		{"see 'http://u:zbq'\nsplit at '@' now\n", "http://u:zbq", "***"},
		// On one line, a password after "@_" runs across no other URL's
		// "//" (a generated corpus's JSON string).
		{"https://q.example:\\n 443/W, https://bugs.31.gov:443/Eq/\\n n?d=Lp@_kkc\n", "https://bugs.31.gov:443/Eq/", "***"},
		// A host and a path stood: prose (w3m's HISTORY).
		{"ftp://user:password@host/file (see\ntnh@aurora.dti.ne.jp)\n", "ftp://user:***@host/file", "user:***\""},
		{"http://example.org:8080\ncontact: bob@example.com\n", "http://example.org:8080", "***"},
	} {
		maskedShape(t, tt.in, tt.want, tt.not, true)
	}
}

// TestPortPieces: a port before a package's version stays a port, with
// its finding ("https://localhost:3000/jqueryui@1.2.3"), and invalid-port
// says nothing of a port that is a piece of a password the text cut: one
// message for every piece, on the whole piece (the column of the first
// byte that is no digit would tell where it stands).
func TestPortPieces(t *testing.T) {
	run1 := func(args []string, in string) string {
		var o, e bytes.Buffer
		run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
		return o.String() + e.String()
	}
	lint := []string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "-"}
	in := "see https://localhost:3000/jqueryui@1.2.3 now\n"
	if out := run1([]string{"extract", "-"}, in); out != "https://localhost:3000/jqueryui@1.2.3\n" {
		t.Errorf("extract of %q: %q", in, out)
	}
	if out := run1(lint, in); !strings.Contains(out, "port 3000 is not the default port 443 of https") {
		t.Errorf("lint of %q: no port finding:\n%s", in, out)
	}
	var msgs []string
	for _, piece := range []string{"99999", "9x9", "x", "Lxyz", "70000"} {
		in := "see \"https://u:" + piece + "”@h.example.org/ now\n"
		out := run1(lint, in)
		if strings.Contains(out, "65535") || strings.Contains(out, "digits") || !strings.Contains(out, "-:1:16: error: port is a piece of a password") {
			t.Errorf("lint of %q tells of the piece:\n%s", in, out)
		}
		for _, l := range strings.Split(out, "\n") {
			if strings.Contains(l, "invalid-port") {
				msgs = append(msgs, l)
			}
		}
	}
	if slices.Sort(msgs); len(slices.Compact(msgs)) != 1 {
		t.Errorf("invalid-port's messages differ with the piece: %q", msgs)
	}
}

// drawPassword draws a password of 1 to 12 bytes: bytes of classes, each
// class as likely as the non-ASCII characters taken together.
func drawPassword(r *rand.Rand, classes []string, nonASCII []string) string {
	var b strings.Builder
	for n := 1 + r.IntN(12); b.Len() < n; {
		if k := r.IntN(len(classes) + 1); k < len(classes) {
			b.WriteByte(classes[k][r.IntN(len(classes[k]))])
		} else if c := nonASCII[r.IntN(len(nonASCII))]; b.Len()+len(c) <= n {
			b.WriteString(c)
		}
	}
	return b.String()
}

// maskedShape runs the text in through extract and lint (JSON, every
// rule, --info) and asks that neither print not (a piece of a password)
// and that extract print want (the URL, masked), and lint too when
// lintWant (a URL with no finding is not printed by lint).
func maskedShape(t *testing.T, in, want, not string, lintWant bool) {
	t.Helper()
	for _, args := range [][]string{
		{"extract", "--format", "json", "-"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", "-"},
	} {
		var o, e bytes.Buffer
		run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
		out := o.String() + e.String()
		if (args[0] == "extract" || lintWant) && !strings.Contains(out, want) || not != "" && strings.Contains(out, not) {
			t.Errorf("urlsift %q of %q: want %q and no %q in\n%s", args, in, want, not, out)
		}
	}
}
