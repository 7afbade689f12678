package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	pctShapeCases = flag.Int("pctshapecases", 0, "TestPercentShapeTwins: how many cases to run (0: the default, fewer with -short)")
	pctShapeSeed  = flag.Uint64("pctshapeseed", 5295, "TestPercentShapeTwins: the generator's seed")
)

// TestPercentShapeTwins is the promise that what urlsift says of a URL
// does not tell its password's shape where the password holds what a
// template would: a "%" with printf's flags, width and verb ("%9p"
// against "%9y", review55 N9), a placeholder's shape ("%PASSWORD%",
// "${DB}", "$PW", "{{pw}}", "<pw>", "[PW]", "%{pw}", "&pw;", "\pw{x}"),
// escapes, among bytes drawn from every printable byte but "@" and "/"
// (white space too) and a few non-ASCII characters; whole, or cut as text
// cuts a password (a wrapper's closer, a line break, white space and
// words), bare and in every wrapper, after every kind of user name and
// before every kind of host. Its twin has every letter and digit
// replaced by one of any class, and the two after a "%" within their
// class (anyClassTwin: whether "%" starts an escape, and which kind of
// octet an escape is, is told; which letter follows the "%" never). As
// TestCutPasswordFindings, a case is kept where extract reads it and its
// twin alike (sameReading), the password does not begin as a port does
// (secrettest.PortLike) and both are placeholders at the same lengths
// (samePlaceholderness); every batch runs through every output path
// (runTwins, strict), and every output must equal the twin's byte for
// byte but for the fingerprints. Before stop 58 a password cut at a
// space inside a placeholder's shape ("%#6p}M% 0F": the secret
// "%#6p}M%" is placeholder-shaped, and "% 0F" a printf verb) silenced
// invalid-port, and its twin "%#0o}I% 2D" did not (shape57's held-out
// case).
func TestPercentShapeTwins(t *testing.T) {
	n := *pctShapeCases
	if n == 0 {
		n = 120
		if testing.Short() {
			n = 40
		}
	}
	seed := *pctShapeSeed
	r := rand.New(rand.NewPCG(seed, 58))
	differ, drawn, kept, placeholders, readings := 0, 0, 0, 0, 0
	for b := 0; b*batchSize < n; b++ {
		var cases, twins []secretCase
		prefixes := map[string]bool{}
		for len(cases) < min(batchSize, n-b*batchSize) {
			c, tw := genPctShapeCase(r)
			if drawn++; drawn > 1000*n {
				t.Fatalf("%d cases drawn, %d kept: -casegrep %q matches too few", drawn, kept, *leakGrep)
			}
			prefix := c.url[:strings.IndexByte(c.url[strings.Index(c.url, "//")+2:], ':')+strings.Index(c.url, "//")+2]
			if prefixes[prefix] || secrettest.PortLike(c.pieces[0]) || secrettest.PortLike(tw.pieces[0]) || !strings.Contains(c.text, *leakGrep) {
				continue
			}
			if !samePlaceholderness(c.pieces[0], tw.pieces[0]) {
				placeholders++
				continue
			}
			if !sameReading(c.text, tw.text) {
				readings++
				continue
			}
			prefixes[prefix] = true
			kept++
			cases, twins = append(cases, c), append(twins, tw)
		}
		t.Run(fmt.Sprint(b), func(t *testing.T) {
			lb := runTwins(t, cases, twins, *pctShapeCases != 0, b, true)
			for ci := range lb.leaked {
				t.Errorf("case %q (its twin %q)", lb.cases[ci].text, twins[ci].text)
			}
			if *leakGrep != "" {
				for ci := range cases {
					t.Logf("case %q (its twin %q)", cases[ci].text, twins[ci].text)
				}
			}
			differ += lb.leaks
		})
	}
	t.Logf("%d cases kept of %d drawn (seed %d; %d left out for a twin of another placeholder-ness, %d read otherwise by extract): %d outputs differ from the twins'",
		kept, drawn, seed, placeholders, readings, differ)
}

// genPctShapeCase draws a URL whose password holds a printf verb, a
// placeholder's shape or an escape among bytes of every kind, whole or
// cut, and its twin (TestPercentShapeTwins).
func genPctShapeCase(r *rand.Rand) (c, twin secretCase) {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	const hex = "0123456789abcdefABCDEF"
	nonASCII := []string{"é", "Ω", "ß", "中", "”", "\u00a0"}
	wraps := append([][2]string{{"", ""}, {"", ""}, {"<URL:", ">"}}, wrapperPairs...)
	users := []string{"u", "alice", "", "deploy", "a.b", "bob", "ci-bot", "x_y", "root", "Admin", "svc.git", "me", "x%41", "a+b"}
	hosts := []string{"h.example.com", "intranet", "10.1.2.3", "localhost", "db1.example.com:27017", "git.corp.example", "db", "[::1]", "h.internal:8080"}
	schemes := []string{"http", "https", "HTTPS", "ftp", "postgres", "git+ssh", "mongodb", "redis", "svn+ssh", "amqp", "ldap", "s3", "smtp"}
	breaks := []string{"\n", "\r\n", "\n  ", "\r", "\u2028", "-\n"}
	printable := func() byte {
		for {
			if c := byte(' ' + r.IntN(95)); c != '@' && c != '/' {
				return c
			}
		}
	}
	word := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(alnum[r.IntN(len(alnum))])
		}
		return b.String()
	}
	placeholder := func() string { // a placeholder's shape, or a verb's
		w := word(1 + r.IntN(6))
		forms := []string{"%" + w + "%", "${" + w + "}", "$" + w, "{{" + w + "}}", "<" + w + ">", "[" + strings.ToUpper(w) + "]",
			"%{" + w + "}", "&" + w + ";", "&#" + w + ";", "\\" + w + "{" + word(1) + "}", "{" + w + "}", "$(" + w + ")", "#" + w, "%" + w}
		return forms[r.IntN(len(forms))]
	}
	segment := func() string {
		switch r.IntN(7) {
		case 0, 1: // a printf verb's shape
			var b strings.Builder
			b.WriteByte('%')
			for range r.IntN(3) {
				b.WriteByte("-+# 0"[r.IntN(5)])
			}
			for range r.IntN(3) {
				b.WriteByte(byte('0' + r.IntN(10)))
			}
			if r.IntN(4) == 0 {
				b.WriteByte('.')
			}
			if r.IntN(5) == 0 {
				b.WriteByte(printable())
			} else {
				b.WriteByte(alnum[r.IntN(len(alnum))])
			}
			return b.String()
		case 2, 3:
			return placeholder()
		case 4: // an escape
			return "%" + string(hex[r.IntN(len(hex))]) + string(hex[r.IntN(len(hex))])
		case 5:
			return nonASCII[r.IntN(len(nonASCII))]
		default:
			var b strings.Builder
			for range 1 + r.IntN(4) {
				b.WriteByte(printable())
			}
			return b.String()
		}
	}
	draw := func(k int) string {
		var b strings.Builder
		for range k {
			b.WriteString(segment())
		}
		return b.String()
	}
	// Half the pieces start with a placeholder's or a verb's shape, where
	// the grammar reads a port when the text cuts the password
	// (invalid-port, which a placeholder silences).
	piece := draw(1 + r.IntN(3))
	if r.IntN(2) == 0 {
		piece = placeholder() + draw(r.IntN(2))
	}
	if r.IntN(4) == 0 {
		// A "%" last, before the cut: the start of a verb that the
		// cut's bytes end ("%#6p}M%" and " 0F", shape57's held-out case).
		piece += "%"
	}
	rest := ""
	wr := wraps[r.IntN(len(wraps))]
	var cut string
	switch k := r.IntN(4); {
	case k == 0:
		// Whole: the password up to its "@" on the line (white space in
		// it cuts it all the same, bare).
		piece += draw(r.IntN(2))
	case k == 1 && wr[1] != "":
		cut = wr[1] // the closer ends the URL inside the password
		rest = draw(r.IntN(2))
	case k == 2:
		cut = []string{" ", "\t", "\u00a0"}[r.IntN(3)] + word(1+r.IntN(3)) + breaks[r.IntN(len(breaks))]
		rest = draw(r.IntN(2))
	default:
		cut = breaks[r.IntN(len(breaks))]
		rest = draw(r.IntN(2))
	}
	user := users[r.IntN(len(users))]
	host := hosts[r.IntN(len(hosts))]
	scheme := schemes[r.IntN(len(schemes))]
	before := []string{"see ", "", "Clone: ", "x = ", "- ", "\t", "# ", "// "}[r.IntN(8)]
	lay := cut // what of the cut the password holds: up to the line break
	if i := strings.IndexAny(lay, "\r\n\u2028"); i >= 0 {
		lay = lay[:i]
	}
	mk := func(piece, cut, rest string) secretCase {
		pw := piece + cut[:len(lay)] + rest
		return secretCase{
			text:   before + wr[0] + scheme + "://" + user + ":" + piece + cut + rest + "@" + host + "/x" + wr[1] + " now\n\n",
			url:    scheme + "://" + user + ":" + pw + "@" + host + "/x",
			pieces: []string{pw},
		}
	}
	pw := piece + lay + rest
	tw := []byte(anyClassTwin(r, pw))
	// The letters and digits after a "\" are kept: a language's escape
	// ("\t", "\s") or TeX's command ("\cLDY{g}") there decides where
	// extract ends the URL and how it maps the URL's lines (the
	// whitespace-in-url finding of "'%F⏎\WAuuH{t}" against none of
	// "'%B⏎\2X8q0{d}"): extract's reading, not lint's (shape57.md,
	// shape58.md).
	for i := 1; i < len(pw); i++ {
		if pw[i-1] == '\\' {
			for j := i; j < len(pw) && strings.IndexByte(alnum, pw[j]) >= 0; j++ {
				tw[j] = pw[j]
			}
		}
	}
	tp, tl, tr := string(tw[:len(piece)]), string(tw[len(piece):len(piece)+len(lay)]), string(tw[len(piece)+len(lay):])
	return mk(piece, cut, rest), mk(tp, tl+cut[len(lay):], tr)
}
