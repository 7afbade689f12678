package main

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	slashBreakSeed = flag.Uint64("slashbreakseed", 4919, "TestSlashBreakPasswords: the seed of its passwords")
	slashBreakPws  = flag.Int("slashbreakpws", 0, "TestSlashBreakPasswords: how many passwords to draw (0: the default, fewer with -short)")
)

// slashBreakCases returns the cases of TestSlashBreakPasswords for the
// password pw, which holds a "/": a line break of every kind at every
// rune boundary, the password holding white space (a space, a tab, a
// no-break space) at another boundary half of the time, before or after
// the break; in every wrapper extract knows and bare, after several user
// names and before several hosts, behind a line prefix for half of them
// (drawLinePrefix). Not drawn: a piece shown that reads as a port
// (secrettest.PortLike, CONTRACT's convention); a password with white
// space is followed by a URL's site (a path after its host): with no
// path, its words and "@" read as prose's.
func slashBreakCases(r *rand.Rand, pw string) []wsCase {
	wraps := append([][2]string{{"", ""}, {"", ""}, {"", ""}, {"", ""}, {"<URL:", ">"}}, wrapperPairs...)
	breaks := []string{"\n", "\r\n", "\n  ", "\r\n\t", "\u2028"}
	spaces := []string{" ", "\t", "\u00a0"}
	users := []string{"alice", "u", "deploy", "x_y"}
	hosts := []string{"h.example.org", "gitlab.com", "localhost", "_gateway", "intranet", "10.1.2.3", "[::1]:8080", "Build-01"}
	paths := []string{"/x", "", "/~u/%7e/", "/p?q=1#f"}
	schemes := []string{"http", "HTTPS", "ftp", "postgres", "git+ssh"}
	befores := []string{"see ", "", "x = ", "url: ", "\t"}
	afters := []string{" now", ".", "", ","}
	runes := []rune(pw)
	var out []wsCase
	for i := 1; i < len(runes); i++ {
		// j: where the password's white space stands (-1: none).
		j := -1
		if r.IntN(2) == 0 {
			if j = 1 + r.IntN(len(runes)-1); j == i {
				j = -1
			}
		}
		sp := spaces[r.IntN(len(spaces))]
		with := func(p string) string { // the password, its white space in
			if j < 0 {
				return p
			}
			rs := []rune(p)
			return string(rs[:j]) + sp + string(rs[j:])
		}
		cut := i
		if j >= 0 && j < i {
			cut++ // the white space's rune before the break
		}
		shown := string([]rune(with(pw))[:cut])
		if j >= 0 && j < i {
			shown = string(runes[:j])
		}
		if secrettest.PortLike(shown+" ") && !secrettest.PortLike(shown) || secrettest.PortLike(pw) || secrettest.PortLike(shown) {
			continue
		}
		w := wraps[r.IntN(len(wraps))]
		br := breaks[r.IntN(len(breaks))]
		user, host := users[r.IntN(len(users))], hosts[r.IntN(len(hosts))]
		scheme, path := schemes[r.IntN(len(schemes))], paths[r.IntN(len(paths))]
		if j >= 0 && path == "" {
			// White space and a "/" in the rest, then an "@" and a host
			// with no path: prose's words and an address (CONTRACT:
			// after other words, only an "@" that a URL's site follows).
			path = "/x"
		}
		before, after := befores[r.IntN(len(befores))], afters[r.IntN(len(afters))]
		pre := ""
		if r.IntN(2) == 0 {
			pre = drawLinePrefix(r)
		}
		mk := func(p string) secretCase {
			q := []rune(with(p))
			return secretCase{
				text:   prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+":"+string(q[:cut])+br+string(q[cut:])+"@"+host+path+w[1]+after+"\nlast line\n") + "\n",
				url:    scheme + "://" + user + ":" + with(p) + "@" + host + path,
				pieces: []string{with(p)},
			}
		}
		out = append(out, wsCase{mk(pw), mk(shiftTwin(pw)), pre})
	}
	return out
}

// TestSlashBreakPasswords (review49 H1, H2, H4): a password that holds a
// "/", cut by a line break, with white space of its own before or after
// the break or none: the URL ends at the break, at the white space, or at
// a byte that ends a bare URL before the "/", and the "/" stood between
// the URL's end and the rest's "@" ("http://alice:K/n⏎Cß &@gitlab.com/x",
// "see ftp://alice:yq)/⏎eU@h.example.org", "see https://alice:dq⏎yYa`Y/@_gateway/x"
// printed the first piece). The passwords: a letter or punctuation first
// (digits first and a "/" read as a port and a path: CONTRACT), then 1 to
// 12 bytes of every printable class but "@" and non-ASCII characters, a
// "/" put at any place but the first; no "//". Every case goes through
// extract and lint in every format against its twin
// (checkWhiteSpaceCases).
//
// go test -run '^TestSlashBreakPasswords$' . (seed 4919, 40 passwords):
// see the commit that added it for the counts before and after.
func TestSlashBreakPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(*slashBreakSeed, 15))
	npw := *slashBreakPws
	if npw == 0 {
		npw = 40
		if testing.Short() {
			npw = 12
		}
	}
	const punct = "!\"#$%&'()*+,-.:;<=>?[\\]^_`{|}~"
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中", "’", "»"}
	leaks, n := 0, 0
	for drawn := 0; drawn < npw; {
		first := string(letters[r.IntN(len(letters))])
		if r.IntN(3) == 0 {
			first = string(punct[r.IntN(len(punct))])
		}
		body := []rune(drawPassword(r, classes, nonASCII))
		at := r.IntN(len(body) + 1)
		pw := first + string(body[:at]) + "/" + string(body[at:])
		if strings.Contains(pw, "//") || pw == shiftTwin(pw) {
			continue
		}
		drawn++
		cases := slashBreakCases(r, pw)
		n += len(cases)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	t.Logf("%d cases (seed %d, %d passwords): %d leaks", n, *slashBreakSeed, npw, leaks)
}
