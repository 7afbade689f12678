package main

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var (
	atSeed = flag.Uint64("atseed", 4908, "TestAtStartPasswords: the seed of its passwords")
	atPws  = flag.Int("atpws", 0, "TestAtStartPasswords: how many passwords to draw (0: the default, fewer with -short)")
)

// TestAtStartPasswords (leak-probe seed 719): a password that starts with
// "@", so that the URL cut inside it reads as a user name, an empty
// password and a host ("see HTTPS://u:@Xb:6c⏎ew@h.example.org/x" printed
// "HTTPS://u:@Xb:***": the "@", "Xb" and the ":" are the password's,
// "@Xß:6c,éw"). An empty password before an "@" is no URL's of prose,
// so the "@" is the password's first byte wherever white space stands in
// the rest, and the secret starts at the user name's ":"
// (urlsyntax.BrokenSecretFrom, spacedRest).
//
// The passwords: "@", a word of 1 to 6 bytes that a host name may be
// (letters, digits, "-", ".", non-ASCII), then half the time a ":" and
// a byte of any class, then 0 to 12 bytes of every printable class
// (drawPassword); not a host name, a ":", then digits and an ASCII byte
// that is no letter nor digit ("@h.:8!ab"): that is the port of
// TestWhiteSpaceFixedPasswords' digits and punctuation, whose known leak
// and conventions hold here as there (digitsFamily). Each is cut by white space of every kind at every rune
// boundary, in every wrapper and bare, after every kind of user name,
// before every kind of host (whiteSpaceCases and its conventions: a
// piece that reads as "@host:port" cut after its digits shows them as a
// port does), and goes through extract and lint in every format; no
// output may hold a piece of the password that the twin's output does
// not (checkWhiteSpaceCases).
//
// go test -run '^TestAtStartPasswords$' . (seed 4908, 8 passwords):
// see the commit that added it for the count before and after.
func TestAtStartPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(*atSeed, 7))
	npw := *atPws
	if npw == 0 {
		npw = 24
		if testing.Short() {
			npw = 6
		}
	}
	const punct = "!\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中"}
	hostish := []string{"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", "-.", "éßΩ中"}
	leaks, total := 0, 0
	for pi, drawn := 0, 0; drawn < npw; pi++ {
		var b strings.Builder
		b.WriteByte('@')
		for n := 1 + r.IntN(6); n > 0; n-- {
			k := r.IntN(len(hostish))
			rs := []rune(hostish[k])
			b.WriteRune(rs[r.IntN(len(rs))])
		}
		if r.IntN(2) == 0 {
			b.WriteByte(':')
			k := r.IntN(len(classes))
			b.WriteByte(classes[k][r.IntN(len(classes[k]))])
		}
		if r.IntN(4) > 0 {
			b.WriteString(drawPassword(r, classes, nonASCII))
		}
		pw := b.String()
		if digitsFamily(pw) {
			continue
		}
		cases := whiteSpaceCases(r, pw, pi)
		drawn++
		total += len(cases)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	t.Logf("%d cases (seed %d, %d passwords): %d leaks", total, *atSeed, npw, leaks)
}

// digitsFamily reports whether pw, a password that starts with "@", reads
// as "@host:" with a host name, then digits and an ASCII byte that is no
// letter nor digit: a port and punctuation, TestWhiteSpaceFixedPasswords'
// family ("@j9-h.:8!" reads as "8!" after the host j9-h.).
func digitsFamily(pw string) bool {
	host, rest, ok := strings.Cut(pw[1:], ":")
	if !ok || !hostNameBytes(host) {
		return false
	}
	d := 0
	for d < len(rest) && '0' <= rest[d] && rest[d] <= '9' {
		d++
	}
	return d > 0 && d < len(rest) && rest[d] < 0x80 && !('a' <= rest[d]|0x20 && rest[d]|0x20 <= 'z') && !('0' <= rest[d] && rest[d] <= '9')
}
