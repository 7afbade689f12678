package lint

import (
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

var maskOfSeed = flag.Uint64("maskofseed", 5345, "seed of TestMaskOfSame's texts")

// TestMaskOfSame: maskOf, which takes a plain URL's text as it is, gives
// what the URL's Secret's Mask gives, for every URL the Scanner finds in
// drawn texts: URLs of every scheme shape with user names, passwords
// (every printable byte), tokens, ports, paths; "@" and its forms ("＠",
// "﹫", "%40", "&#64;", "\u0040") in the URL, right after it, later on its
// line and on the next; cut passwords at a line's end; every wrapper;
// prose of every printable byte between; then the real files of the
// repository's testdata trees (mail, web archives, renderer and fix
// corpora). The other readings of a URL (its text without hyphens) are
// compared too, which maskOf reads by Mask.
func TestMaskOfSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(*maskOfSeed, 60))
	printable := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(byte(' ' + rng.IntN(95)))
		}
		return b.String()
	}
	schemes := []string{"http://", "https://", "ftp://", "ssh://", "git+ssh://", "redis://", "postgres://", "https:/", "//", "mailto:", "telnet:-\n//"}
	ats := []string{"@", "@", "@", "＠", "﹫", "%40", "&#64;", "\\u0040", ""}
	wrappers := [][2]string{{"", ""}, {"<", ">"}, {"(", ")"}, {`"`, `"`}, {"'", "'"}, {"[x](", ")"}, {"`", "`"}, {"[", "]"}, {"", "."}, {"", ","}, {"«", "»"}, {"{", "}"}, {"*", "*"}}
	hosts := []string{"h.example.org", "localhost", "10.0.0.5", "[2001:db8::1]", "db1,db2", "_gateway", "github.com"}
	url := func() string {
		var b strings.Builder
		b.WriteString(schemes[rng.IntN(len(schemes))])
		switch rng.IntN(5) {
		case 0: // user and password
			b.WriteString(printable(1 + rng.IntN(6)))
			b.WriteString(":")
			b.WriteString(printable(rng.IntN(12)))
			b.WriteString(ats[rng.IntN(len(ats))])
		case 1: // a token
			b.WriteString("ghp_" + strings.Repeat("aB3", 12))
			b.WriteString(ats[rng.IntN(len(ats))])
		case 2: // a user name
			b.WriteString("git")
			b.WriteString(ats[rng.IntN(len(ats))])
		}
		b.WriteString(hosts[rng.IntN(len(hosts))])
		if rng.IntN(2) == 0 {
			b.WriteString(":" + []string{"8080", "22", "443", "port", "12"}[rng.IntN(5)])
		}
		if rng.IntN(2) == 0 {
			b.WriteString("/" + printable(rng.IntN(10)))
		}
		if rng.IntN(4) == 0 {
			b.WriteString("?next=" + []string{"https%3A%2F%2Falice%3Apw%40db", "x", "a%2540b"}[rng.IntN(3)])
		}
		return b.String()
	}
	seps := []string{" ", " ", "  ", "\t", "\n", "\r\n", "\r", "-\n", " see ", "\n> "}
	urls, short, diff := 0, 0, 0
	check := func(name, text string, opts extract.Options) {
		s := extract.NewScanner(strings.NewReader(text), opts)
		for s.Scan() {
			u := s.URL()
			urls++
			readings := []string{u.Text}
			if len(u.HyphenBreak) > 0 {
				readings = append(readings, u.DropHyphens())
			}
			for _, r := range readings {
				got, want := maskOf(u.Secret, r, u), u.Secret.Mask(r)
				if u.Secret.Empty() && r == u.Text && u.Plain() {
					short++
				}
				if got != want {
					diff++
					if diff <= 5 {
						t.Errorf("%s: maskOf(%q) = %q, Mask gives %q", name, r, got, want)
					}
				}
			}
		}
	}
	for i := range 1500 {
		var b strings.Builder
		for range 1 + rng.IntN(8) {
			w := wrappers[rng.IntN(len(wrappers))]
			switch rng.IntN(6) {
			case 0:
				b.WriteString(printable(1 + rng.IntN(20)))
			case 1:
				b.WriteString(ats[rng.IntN(len(ats))] + printable(rng.IntN(5)))
			default:
				b.WriteString(w[0] + url() + w[1])
			}
			b.WriteString(seps[rng.IntN(len(seps))])
		}
		check(fmt.Sprint("drawn text ", i), b.String(), extract.Options{Relative: i%3 == 0, Abbreviated: i%5 == 0})
	}
	drawn := urls
	// Real text: every file of the testdata trees up to 2 MB.
	for _, root := range []string{"../testdata", "../input/testdata", "../extract/testdata"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			if info, err := d.Info(); err != nil || info.Size() > 2<<20 {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			check(path, string(b), extract.Options{})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("real files: %d URLs", urls-drawn)
	t.Logf("%d URLs, %d taken as they are (plain, no secret), %d differ", urls, short, diff)
	if short < urls/10 || short == urls {
		t.Errorf("%d of %d URLs taken as they are: the draw tells little", short, urls)
	}
}
