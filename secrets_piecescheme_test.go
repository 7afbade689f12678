package main

import (
	"bytes"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

var (
	pieceSchemeSeed = flag.Uint64("pieceschemeseed", 5313, "TestTokenPieceScheme: the seed of its generator")
	pieceSchemeDump = flag.String("pieceschemedump", "", "TestTokenPieceScheme: write its texts with no secret here, one per NUL")
)

// TestTokenPieceScheme (closing-58 item 2, trust30's find): an access
// token used as a URL's user name, cut by 1 to 3 line breaks, whose last
// piece, alone at the start of its line before ":password@host", reads
// as a scheme: "see https://ghp_2THJQDvfc9NJHfdiakQ⏎Im:s3crPw9@localhost:8080/x"
// printed "https://***" and "Im:s3crPw9@localhost:8080/x", the password
// in clear ("im:" is a scheme with no "//"). Drawn: tokens of every kind
// the product tells (drawTokenUser's and tokenPunctDraw's shapes), a
// last piece of an opaque scheme's name (urlsyntax.OpaqueSchemes, any
// case) or of 1 to 6 letters, digits, "+", "-", "." after a letter,
// passwords of every printable byte, every wrapper and line prefix of
// tokenPunctWraps (the prefix repeated on each line), hosts of every
// kind. Each case goes through extract and lint in every format against
// its twin, then batches through every command and the language server.
// The control: a URL whose authority ends its line with no secret
// ("https://example.com", "http://10.0.0.5:8080") before a line that
// starts with a URL of such a scheme ("im:bob@example.com",
// "mailto:ops@example.com"): no "***" (-pieceschemedump FILE writes the
// controls, NUL apart, for a comparison with another build).
//
// go test -run '^TestTokenPieceScheme$' . -args -pieceschemeseed S
// (5313 tuning; 5314 held out).
func TestTokenPieceScheme(t *testing.T) {
	r, n := genStart(*pieceSchemeSeed, 59, 150, 50)
	printable := printableNoAt
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	opaque := urlsyntax.OpaqueSchemes()
	hosts := []string{"localhost:8080/x", "github.com/o/r", "10.1.2.3/x", "h.example.org", "intranet/wiki", "_gateway/x", "[::1]:5432/db"}
	caseMix := func(s string) string {
		b := []byte(s)
		for i := range b {
			if r.IntN(2) == 0 {
				b[i] = strings.ToUpper(string(b[i]))[0]
			}
		}
		return string(b)
	}
	// tail: the token's last 2 to 7 bytes as its last piece, where they
	// read as a scheme's name (a letter, then letters, digits, "+", "-",
	// "."); where over, half the time overwritten with an opaque
	// scheme's name of that length in the token's case (not tokens of
	// a structure, a Basic credential's base64, which that would
	// break). ok false: no such tail.
	tail := func(tok, pre string, over bool) (head, last string, ok bool) {
		for range 8 {
			l := 2 + r.IntN(6)
			c := len(tok) - l
			if c < len(pre)+8 {
				continue
			}
			t := tok[c:]
			good := strings.IndexByte(letters, t[0]) >= 0
			for i := 1; i < len(t) && good; i++ {
				good = strings.IndexByte(letters+"0123456789+-.", t[i]) >= 0
			}
			if !good {
				continue
			}
			if over && r.IntN(2) == 0 {
				var names []string
				for _, o := range opaque {
					if len(o) == l {
						names = append(names, o)
					}
				}
				if len(names) > 0 {
					o := caseMix(names[r.IntN(len(names))])
					if strings.Trim(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == "" {
						o = strings.ToUpper(o) // an AWS key ID's alphabet
					}
					t = o
				}
			}
			return tok[:c], t, true
		}
		return "", "", false
	}
	var k leakTally
	var controls []string
	left := 0
	for i := range n {
		var tok, twin, pre string
		if i%2 == 0 {
			tok, pre = drawTokenUser(r, r.IntN(5))
			twin = pre + shiftTwin(tok[len(pre):])
		} else {
			tok, twin, pre = tokenPunctDraw(r)
		}
		head, last, ok := tail(tok, pre, i%2 == 0)
		if !ok {
			left++ // no tail of a scheme's shape (a base64 padding, "=")
			continue
		}
		twinHead := twin[:len(head)]
		pw := drawPasswordRest(r, printable, 4+r.IntN(13))
		if backslashLetter.MatchString(pw) || strings.Contains(pw, "://") {
			left++ // TestConfigPairWordKey's exclusions
			continue
		}
		w := tokenPunctWraps[r.IntN(len(tokenPunctWraps))]
		lp, open, cl := w[0], w[1], w[2]
		host := hosts[r.IntN(len(hosts))]
		// Cuts: the last right before the last piece, up to 2 more in
		// the token after its prefix, each piece 6 bytes or more.
		cuts := []int{len(head)}
		for range r.IntN(3) {
			if c := len(pre) + 6 + r.IntN(max(1, len(head)-len(pre)-11)); c+6 <= len(head) && !slices.ContainsFunc(cuts, func(x int) bool { return x-6 < c && c < x+6 }) {
				cuts = append(cuts, c)
			}
		}
		slices.Sort(cuts)
		mk := func(tk, lt, p string) string {
			var b strings.Builder
			b.WriteString(lp + "see " + open + "https://")
			at := 0
			for _, c := range cuts {
				b.WriteString(tk[at:c] + "\n" + lp)
				at = c
			}
			b.WriteString(lt + ":" + p + "@" + host + cl + " now\n\n")
			return b.String()
		}
		// The twin keeps the last piece: a scheme's name in one twin
		// and not in the other would make their outputs differ by
		// their layout (a URL or none) and not by the secret.
		twinLast := last
		c := secretCase{text: mk(head, last, pw), url: "https://" + head + last + ":" + pw + "@" + host, pieces: []string{last + ":" + pw}}
		tw := secretCase{text: mk(twinHead, twinLast, shiftTwin(pw)), url: "https://" + twinHead + twinLast + ":" + shiftTwin(pw) + "@" + host, pieces: []string{twinLast + ":" + shiftTwin(pw)}}
		k.check(t, head+last+":"+pw, wsCase{c: c, twin: tw, pre: lp})
		// The control: no secret above the scheme's URL.
		site := []string{"https://example.com", "http://10.0.0.5:8080", "https://gitlab.example.org", "ftp://ftp.example.net"}[r.IntN(4)]
		// Bare: in a wrapper the rejoin reads the next line's word as
		// the URL's ("(ftp://ftp.example.net⏎g9q:x@jabber.org)": a
		// user and a password), and the scheme is an opaque one's: a
		// URL of its own.
		ctl := lp + "see " + site + "\n" + lp + caseMix(opaque[r.IntN(len(opaque))]) + ":" + []string{"bob@example.com", "ops@10.1.2.3", "x@jabber.org", "alice@h.example.org"}[r.IntN(4)] + " now\n\n"
		controls = append(controls, ctl)
	}
	var o, e bytes.Buffer
	run([]string{"urlsift", "extract", "-"}, strings.NewReader(strings.Join(controls, "")), &o, &e)
	masked, joined := countMasked(t, o.Bytes())
	if *pieceSchemeDump != "" {
		if err := os.WriteFile(*pieceSchemeDump, []byte(strings.Join(controls, "\x00")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cut tokens before a piece and a password (%d left out: a backslash before a letter, a \"://\") through extract and lint (%d leak), %d runs through every command: %d leaks; %d controls with no secret, %d print \"***\" (%d \"***@\")",
		*pieceSchemeSeed, len(k.all), left, k.leaked, runs, k.leaks, len(controls), masked, joined)
	if masked+joined > 0 {
		t.Errorf("%d of %d texts with no secret print \"***\"", masked+joined, len(controls))
	}
}
