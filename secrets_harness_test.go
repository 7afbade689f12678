package main

// The scaffolding the generator tests of passwords share (closing-60/61:
// their preambles were written again in each file, duplicates D1-D3,
// D7-D11 of dup61.txt): how a test starts its draw from its seed flag,
// the bytes passwords are drawn from, and the checks of what the real
// command printed. The cases themselves, and what each promise says,
// stay in each test's file.

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// genStart returns the generator of a test's draw, seeded by its seed
// flag's value on stream (each test's own, so that two tests of one seed
// draw apart), and how many cases it draws: full, or short with -short.
func genStart(seed, stream uint64, full, short int) (*rand.Rand, int) {
	n := full
	if testing.Short() {
		n = short
	}
	return rand.New(rand.NewPCG(seed, stream)), n
}

// printableASCII is every printable ASCII byte, in order: the bytes a
// password is drawn from, less those a test leaves out (printableBut).
const printableASCII = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

// printableNoAt is printableASCII but "@", which ends a password.
var printableNoAt = printableBut("@")

// printableBut returns printableASCII without the bytes of drop, in order.
func printableBut(drop string) string {
	var b strings.Builder
	for i := 0; i < len(printableASCII); i++ {
		if c := printableASCII[i]; strings.IndexByte(drop, c) < 0 {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// drawFrom returns lo to hi bytes drawn from the bytes of from.
func drawFrom(r *rand.Rand, from string, lo, hi int) string {
	b := make([]byte, lo+r.IntN(hi-lo+1))
	for i := range b {
		b[i] = from[r.IntN(len(from))]
	}
	return string(b)
}

// drawDigits draws 1 to 5 digits: a password's start of a port's shape.
func drawDigits(r *rand.Rand) string {
	return drawRun(r, '0', 10)
}

// drawRun draws 1 to 5 bytes of the n from lo on.
func drawRun(r *rand.Rand, lo byte, n int) string {
	var b strings.Builder
	for range 1 + r.IntN(5) {
		b.WriteByte(lo + byte(r.IntN(n)))
	}
	return b.String()
}

// drawLead draws the piece a password starts with before its "/", "?"
// or "#": 1 to 5 digits two times in three (a port's shape), else 1 to 5
// lower-case letters.
func drawLead(r *rand.Rand) string {
	if r.IntN(3) > 0 {
		return drawDigits(r)
	}
	return drawRun(r, 'a', 26)
}

// drawSep draws the byte that ends a port's digits in a password: "/",
// "?" or "#".
func drawSep(r *rand.Rand) string {
	return []string{"/", "?", "#"}[r.IntN(3)]
}

// extractMasks reports whether the real command's extract prints "***"
// for text (read from standard input).
func extractMasks(text string) bool {
	var o, e bytes.Buffer
	run([]string{"urlsift", "extract", "-"}, strings.NewReader(text), &o, &e)
	return bytes.Contains(o.Bytes(), []byte("***"))
}

// hiddenAll reports whether urls, the URLs printed for a case whose URL
// is "scheme://user:" and a password, are some and each hides the
// password (starts with user and "***").
func hiddenAll(urls []string, user string) bool {
	hidden := len(urls) > 0
	for _, u := range urls {
		hidden = hidden && strings.HasPrefix(u, user+"***")
	}
	return hidden
}
