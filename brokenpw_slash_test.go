package main

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// authorityEnders are the first bytes of the passwords of
// TestAuthorityEnderPasswords drawn most often: the bytes that end a
// URL's authority ("/", "?", "#"), so that the password's first line
// reads as an empty port and a path, a query or a fragment
// ("http://deploy:/C ⏎ 한@db1.example.com/", leak-probe seed 613).
var authorityEnders = []string{"/", "?", "#"}

// authorityEnderCases returns the cases of TestAuthorityEnderPasswords
// for the password pw: a line break of every kind (fills, with white
// space before or after it) at every rune boundary of pw, the first one
// too (the URL's line ends at the ":"), in every wrapper that extract
// knows (wrapperPairs), "<URL:…>" and bare, after every kind of user
// name ("q}0}C@", whose "@" ends the URL's line too, before the ":") and
// before every kind of host, under a line prefix drawn from r (none for
// half of them). Not drawn, as in whiteSpaceCasesAt: a piece shown that
// reads as a port by CONTRACT's convention (secrettest.PortLike).
func authorityEnderCases(r *rand.Rand, pw string) []wsCase {
	wraps := append([][2]string{{"", ""}, {"", ""}, {"<URL:", ">"}}, wrapperPairs...)
	fills := []string{"\n", "\r\n", "\n  ", "\r\n\t", "-\n", "\r", "\u2028", " \n", "\t\n ", " \r\n\t"}
	users := []string{"u", "alice", "a@b.com", "", "q}0}C@", "x_y"}
	hosts := []string{"h.example.org", "db1.example.com:27017,db2.example.com:27017", "[2001:db8::1]:0", "localhost", "10.1.2.3", "intranet", "db", "Build-01", "_gateway", "github.com"}
	paths := []string{"/x", "/", "/~u/%7e/", "/db?user=a@b.example", "/p?q=1#f"}
	schemes := []string{"http", "HTTPS", "git+ssh", "postgres", "ftp", "svn+ssh", "mongodb"}
	befores := []string{"see ", "", "Clone: ", "x = ", "- ", "\t", "# "}
	afters := []string{" now", ".", "", ",", "\".", " urlsift:ignore unwise-character"}
	runes := []rune(pw)
	var out []wsCase
	for i := 0; i < len(runes); i++ {
		shown := string(runes[:i])
		if secrettest.PortLike(shown+" ") && !secrettest.PortLike(shown) || secrettest.PortLike(pw) {
			continue
		}
		for _, w := range wraps {
			fill := fills[r.IntN(len(fills))]
			user, host := users[r.IntN(len(users))], hosts[r.IntN(len(hosts))]
			scheme, path := schemes[r.IntN(len(schemes))], paths[r.IntN(len(paths))]
			before, after := befores[r.IntN(len(befores))], afters[r.IntN(len(afters))]
			pre := ""
			if r.IntN(2) == 0 {
				pre = linePrefixes[r.IntN(len(linePrefixes))]
			}
			mk := func(p string) secretCase {
				k := len(string([]rune(p)[:i]))
				return secretCase{
					text:   prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+":"+p[:k]+fill+p[k:]+"@"+host+path+w[1]+after+"\nlast line\n") + "\n",
					url:    scheme + "://" + user + ":" + p + "@" + host + path,
					pieces: []string{p},
				}
			}
			out = append(out, wsCase{mk(pw), mk(shiftTwin(pw)), pre})
		}
	}
	return out
}

// TestAuthorityEnderPasswords: a password that starts with a byte that
// ends a URL's authority ("/", "?", "#", and any printable byte beside
// them), broken across a line break at every place, in every wrapper and
// bare, stays hidden in every output path: extract and lint in every
// format (text with --info), then batches drawn from the cases through
// every command and the language server (diagnostics, hovers, document
// links, code actions: twinBatch). No output may hold 3 bytes of a
// password that the output of the same texts with twin passwords
// (shiftTwin) does not hold too. The rest of the password is drawn from
// every printable class but "/" (a "/" after the line break ends the
// rest a URL ended inside: TestWhiteSpacePasswords' convention) and
// non-ASCII letters.
//
// On 01a45aa: "http://deploy:/C ⏎ 한@db1.example.com/" showed "/C"
// (BrokenPasswordStart read no piece after an empty port), and
// "git+ssh://q}0}C@:⇥⏎ بH@github.com/" showed the password's line in
// --fix --diff (the URL ended at the "@" before the ":"): leak-probe seed
// 613's three leaking cases. -seed S draws other passwords.
func TestAuthorityEnderPasswords(t *testing.T) {
	seed := uint64(45)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	r := rand.New(rand.NewPCG(seed, 12))
	const punct = "!\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中", "한", "ب"}
	npw := 16
	if testing.Short() {
		npw = 6
	}
	var all []wsCase
	leaks := 0
	for pi := range npw {
		first := authorityEnders[pi%len(authorityEnders)]
		if pi%4 == 3 {
			// Any printable byte, and non-ASCII characters.
			if r.IntN(4) == 0 {
				first = nonASCII[r.IntN(len(nonASCII))]
			} else {
				first = string(rune(0x21 + r.IntN(0x7f-0x21)))
			}
		}
		pw := first + drawPassword(r, classes, nonASCII)
		if strings.HasPrefix(pw, "//") || strings.ContainsAny(pw[len(first):], "/") {
			continue
		}
		cases := authorityEnderCases(r, pw)
		all = append(all, cases...)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	nb := max(2, *leakCases/(4*batchSize))
	runs, bl := whiteSpaceBatches(t, r, all, nb)
	leaks += bl
	t.Logf("%d cases through extract and lint, %d of them through every command (%d runs): %d leaks", len(all), nb*batchSize, runs, leaks)
}

// userAtCases returns the cases of TestUserAtPasswords for the password
// pw: a URL whose user name holds "@" (a mail address) or ends with one,
// whose password a line break cut before its first byte, after the ":"
// or before it (the ":" starts the next line), with every kind of break,
// in every wrapper extract knows and bare, before every kind of host,
// under a line prefix for half of them (review45 M1).
func userAtCases(r *rand.Rand, pw string) []wsCase {
	wraps := append([][2]string{{"", ""}, {"", ""}, {"", ""}, {"<URL:", ">"}}, wrapperPairs...)
	fills := []string{"\n", " \n", "\r\n", "\n  ", "\r\n\t"}
	users := []string{"a@b.com", "ops@corp.example", "q}0}C@", "alice@example.org", "x@y"}
	hosts := []string{"localhost", "intranet", "db", "_gateway", "10.1.2.3", "h.example.org", "github.com"}
	paths := []string{"/x", "/", "/~u/%7e/", "/p?q=1#f"}
	schemes := []string{"FTP", "http", "git+ssh", "postgres", "svn+ssh"}
	befores := []string{"see ", "", "Clone: ", "x = ", "\t"}
	afters := []string{" now", ".", "", ",", "\"."}
	var out []wsCase
	for _, w := range wraps {
		for _, colonFirst := range []bool{true, false} {
			fill := fills[r.IntN(len(fills))]
			user, host := users[r.IntN(len(users))], hosts[r.IntN(len(hosts))]
			scheme, path := schemes[r.IntN(len(schemes))], paths[r.IntN(len(paths))]
			before, after := befores[r.IntN(len(befores))], afters[r.IntN(len(afters))]
			pre := ""
			if r.IntN(2) == 0 {
				pre = linePrefixes[r.IntN(len(linePrefixes))]
			}
			mk := func(p string) secretCase {
				cut := ":" + fill
				if !colonFirst {
					cut = fill + ":"
				}
				return secretCase{
					text:   prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+cut+p+"@"+host+path+w[1]+after+"\nlast line\n") + "\n",
					url:    scheme + "://" + user + ":" + p + "@" + host + path,
					pieces: []string{p},
				}
			}
			out = append(out, wsCase{mk(pw), mk(shiftTwin(pw)), pre})
		}
	}
	return out
}

// TestUserAtPasswords: review45 M1's family. A user name that holds "@"
// ("FTP://a@b.com" of "see FTP://a@b.com:⏎s3cretpw@localhost/x", which
// extract does not rejoin before a dotless host) or ends with it
// ("FTP://q}0}C@⏎:s3cretpw@localhost/x"), then the password after a line
// break, the ":" on either line: the password, drawn from every printable
// class and non-ASCII characters (no "/", which ends a broken password's
// rest; not port-like), stays hidden in extract and lint in every format,
// and in batches through every command (--fix --diff among them) and the
// language server (twinBatch). On 425cab6 --fix --diff showed the
// password's line as a diff context line. -seed S draws other passwords.
func TestUserAtPasswords(t *testing.T) {
	seed := uint64(46)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	r := rand.New(rand.NewPCG(seed, 13))
	const punct = "!\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中", "한", "ب"}
	npw := 12
	if testing.Short() {
		npw = 4
	}
	var all []wsCase
	leaks := 0
	for len(all) < npw*len(wrapperPairs) {
		pw := drawPassword(r, classes, nonASCII)
		if len(pw) < 3 || strings.ContainsAny(pw, "/@") || secrettest.PortLike(pw) || pw == shiftTwin(pw) {
			continue
		}
		cases := userAtCases(r, pw)
		all = append(all, cases...)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	nb := max(2, *leakCases/(4*batchSize))
	runs, bl := whiteSpaceBatches(t, r, all, nb)
	leaks += bl
	t.Logf("%d cases through extract and lint, %d of them through every command (%d runs): %d leaks", len(all), nb*batchSize, runs, leaks)
}
