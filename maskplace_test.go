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

	"github.com/urlsift/urlsift/lint"
)

var (
	placeCases = flag.Int("placecases", 0, "TestMaskByPlace: how many generated cases to run (0: the default, fewer with -short)")
	placeSeed  = flag.Uint64("placeseed", 0, "TestMaskByPlace: the seed of the generator (0: the fixed default)")
)

// TestMaskByPlace is the promise that masking is no oracle of the
// password: a piece of the URL that holds the password's bytes is shown
// as it is, and only the password's own place is masked. genPlaceCase
// draws passwords that are pieces of the URL's own public pieces (its
// scheme, user name, host labels, port, path segments, query and
// fragment: every length from one byte, every position, as written, in
// lower or upper case or mixed), in every wrapper, and for each a twin of
// the same shape that is a piece of nothing in the text. Each batch runs
// through every output path (twinBatch: extract and lint in every format,
// lint --info and --enable all, parse, resolve, explain, the language
// server's diagnostics and hovers, error messages quoting the URL, ...)
// with the passwords and with the twins, and every output must be the
// same byte for byte, but for the secrets' fingerprints: an output that
// masked a public piece because it holds the password's letters ("host
// \"***.com\"" of "http://user:example@example.com/") differs from the
// twin's, which shows it; one that showed the password differs too.
//
// A case is drawn only where lint judges the password and the twin alike
// (the same findings at the same places: a placeholder such as
// "example" and a twin that is none would be told apart by the
// password-in-site rule, by design).
func TestMaskByPlace(t *testing.T) {
	n := *placeCases
	if n == 0 {
		n = 80
		if testing.Short() {
			n = 40
		}
	}
	seed := *placeSeed
	if seed == 0 {
		seed = 35
	}
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 35))
	differ := 0
	t.Run("group", func(t *testing.T) {
		for b := 0; b*batchSize < n; b++ {
			var cases, twins []secretCase
			for len(cases) < min(batchSize, n-b*batchSize) {
				if c, tw, ok := genPlaceCase(r, l); ok && strings.Contains(c.text, *leakGrep) {
					cases, twins = append(cases, c), append(twins, tw)
				}
			}
			t.Run(fmt.Sprintf("%d", b), func(t *testing.T) {
				lb := runTwins(t, cases, twins, *placeCases != 0, b, true)
				for ci := range lb.leaked {
					t.Errorf("case %q (URL %q; its twin %q)", lb.cases[ci].text, lb.cases[ci].url, twins[ci].url)
				}
				differ += lb.leaks
			})
		}
	})
	t.Logf("%d cases from seed %d: %d outputs differ from the twins'", n, seed, differ)
}

// placeSchemes are the schemes genPlaceCase draws.
var placeSchemes = []string{"http", "https", "ftp", "HTTPS", "telnet", "git+ssh", "postgres", "mongodb", "s3", "svn+ssh"}

// genPlaceCase draws a URL whose password is a piece of one of its public
// pieces, and a twin of the same shape that is a piece of nothing in the
// text (TestMaskByPlace); ok is false when no such case was made.
func genPlaceCase(r *rand.Rand, l *lint.Linter) (c, twin secretCase, ok bool) {
	word := func() string {
		w := genWord(r)
		switch r.IntN(5) {
		case 0:
			w = strings.ToUpper(w[:1]) + w[1:]
		case 1:
			w += fmt.Sprint(r.IntN(100))
		}
		return w
	}
	scheme := placeSchemes[r.IntN(len(placeSchemes))]
	user := word()
	if r.IntN(4) == 0 {
		user += "." + word()
	}
	var host string
	switch k := r.IntN(8); {
	case k == 0:
		host = []string{"localhost", "intranet", "10.1.2.3", "[2001:db8::1]", "192.168.0.12"}[r.IntN(5)]
	case k == 1:
		host = word() // an unqualified host
	case k == 2:
		// Not ASCII: a message lowers the host ("Bücher" as "bücher").
		host = []string{"bücher", "Bücher", "ÄPFEL", "café", "xn--bcher-kva", "Straße"}[r.IntN(6)] + "." + word() + ".example"
	default:
		labels := []string{word()}
		for range r.IntN(3) {
			labels = append(labels, word())
		}
		host = strings.Join(labels, ".") + "." + []string{"com", "org", "example", "io", "test", "net"}[r.IntN(6)]
	}
	port := ""
	if r.IntN(4) == 0 {
		port = []string{"8080", "21", "443", "8181", "80", "3000"}[r.IntN(6)]
	}
	var segs []string
	for range r.IntN(4) {
		s := word()
		switch r.IntN(5) {
		case 0:
			s += ".html"
		case 1:
			s = "~" + s
		}
		segs = append(segs, s)
	}
	path := ""
	if len(segs) > 0 || r.IntN(2) == 0 {
		path = "/" + strings.Join(segs, "/")
	}
	query, frag := "", ""
	if r.IntN(3) == 0 {
		query = word() + "=" + word()
		if r.IntN(2) == 0 {
			query += "&n=" + fmt.Sprint(r.IntN(1000))
		}
	}
	if r.IntN(4) == 0 {
		frag = word()
	}
	// The public pieces the password is drawn from.
	pieces := []string{scheme, user, host, path, query, frag, port}
	pieces = append(pieces, strings.FieldsFunc(host, func(r rune) bool { return r == '.' || r == '[' || r == ']' || r == ':' })...)
	pieces = append(pieces, segs...)
	pieces = append(pieces, strings.FieldsFunc(query, func(r rune) bool { return r == '&' || r == '=' })...)
	pieces = slices.DeleteFunc(pieces, func(s string) bool { return s == "" })
	// A run of whole characters of a piece.
	piece := []rune(pieces[r.IntN(len(pieces))])
	i := r.IntN(len(piece))
	j := i + 1 + r.IntN(len(piece)-i)
	pw := string(piece[i:j])
	switch r.IntN(4) {
	case 1:
		pw = strings.ToLower(pw)
	case 2:
		pw = strings.ToUpper(pw)
	case 3:
		var b strings.Builder
		for _, c := range pw {
			if r.IntN(2) == 0 {
				c = unicode.ToUpper(c)
			} else {
				c = unicode.ToLower(c)
			}
			b.WriteRune(c)
		}
		pw = b.String()
	}
	// A password of the bytes a userinfo holds unescaped, not "%".
	if strings.ContainsAny(pw, "/?#@[]% ") {
		return c, twin, false
	}
	type wrap struct{ open, close string }
	wraps := []wrap{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}, {"{", "}"}}
	w := wraps[r.IntN(len(wraps))]
	before := []string{"see ", "", "Clone: ", "x = \"", "- ", "\t", "// ", "# ", "* "}[r.IntN(9)]
	after := []string{".", "", " now", ",", "\"", ";", " and more text"}[r.IntN(7)]
	// A hyphen at a line break inside the password, in a wrapper that
	// keeps the URL whole across it: the URL reads two ways, and the
	// reading without the hyphen holds the password the public piece
	// holds.
	var buildURL func(string) string
	brk := 0
	if n := len([]rune(pw)); n >= 2 && (w.close == ">" || w.close == "”") && r.IntN(3) == 0 {
		brk = 1 + r.IntN(n-1)
	}
	build := func(p string) secretCase {
		written := p
		if rp := []rune(p); brk > 0 && brk < len(rp) {
			written = string(rp[:brk]) + "-\n" + string(rp[brk:])
		}
		c := buildURL(p)
		return secretCase{text: "Intro line.\n" + before + w.open + strings.Replace(c, ":"+p+"@", ":"+written+"@", 1) + w.close + after + "\nlast line\n", url: c, pieces: []string{p}}
	}
	buildURL = func(p string) string {
		u := scheme + "://" + user + ":" + p + "@" + host
		if port != "" {
			u += ":" + port
		}
		u += path
		if query != "" {
			u += "?" + query
		}
		if frag != "" {
			u += "#" + frag
		}
		return u
	}
	c = build(pw)
	// The twin: each letter another of the same case, each digit another
	// digit, the rest as it is; a piece of nothing in the text, in any
	// case (the public text holds no copy of it to mask or to show).
	public := strings.ToLower(build("\x00").text)
	for range 200 {
		b := []byte(pw)
		for k, ch := range b {
			switch {
			case 'a' <= ch && ch <= 'z':
				b[k] = 'a' + byte(r.IntN(26))
			case 'A' <= ch && ch <= 'Z':
				b[k] = 'A' + byte(r.IntN(26))
			case '0' <= ch && ch <= '9':
				b[k] = '0' + byte(r.IntN(10))
			}
		}
		tw := string(b)
		if tw == pw || strings.Contains(public, strings.ToLower(tw)) || strings.Contains(strings.ToLower(tw), strings.ToLower(pw)) {
			continue
		}
		twin = build(tw)
		if !sameFindings(l, c.url, twin.url) {
			return c, twin, false
		}
		return c, twin, true
	}
	return c, twin, false
}

// sameFindings reports whether lint finds the same rules at the same
// places and severities in two URLs.
func sameFindings(l *lint.Linter, a, b string) bool {
	fa, fb := l.CheckString(a), l.CheckString(b)
	if len(fa) != len(fb) {
		return false
	}
	for i := range fa {
		if fa[i].Rule != fb[i].Rule || fa[i].Severity != fb[i].Severity || fa[i].Start != fb[i].Start || fa[i].End != fb[i].End {
			return false
		}
		if fa[i].Rule == "password-in-site" && fa[i].Message != fb[i].Message {
			return false // a placeholder and a real password
		}
	}
	return true
}

// TestMaskByPlaceRows: the shapes of TestMaskByPlace told by hand, through
// every command that quotes a piece of the URL: a host, path, port or
// query that holds the password's letters is shown as it is (show), and
// the password is not (hide); a piece that stands where a reading of the
// URL holds a secret is hidden in any case (the masker's password past
// the grammar's: the host "eU4" of "telnet://deploy:@eU4⇥@github.com/").
func TestMaskByPlaceRows(t *testing.T) {
	lintAll := []string{"lint", "--no-config", "--info", "--fail-level", "none", "--enable", "all"}
	for _, tt := range []struct {
		args       []string
		stdin      string
		show, hide []string
	}{
		{[]string{"parse", "http://user:example@example.com/p"}, "", []string{`"http://user:***@example.com/p"`, `host      "example.com"`, `site      "user:***@example.com"`}, []string{":example@"}},
		{[]string{"parse", "--format", "json", "http://user:Example@example.com/example?q=example"}, "", []string{`"host":"example.com"`, `"path":"/example"`, `"query":"q=example"`}, []string{"Example"}},
		{[]string{"extract", "--format", "json", "-"}, "see http://user:example@example.com/p here\n", []string{`"url":"http://user:***@example.com/p"`}, []string{":example@"}},
		{[]string{"extract", "-"}, "see https://bob:8181@h.acmecorp.io:8181/y\n", []string{"https://bob:***@h.acmecorp.io:8181/y"}, []string{":8181@"}},
		{append(lintAll, "-"), "see http://bob:intranet@intranet/y\n", []string{`host "intranet" is not a fully qualified domain name`}, []string{":intranet@"}},
		{append(lintAll, "--format", "json", "-"), "see http://bob:8181@h.acmecorp.io:8181/y\n", []string{"port 8181 is not the default port 80 of http"}, []string{":8181@"}},
		{append(lintAll, "-"), "see http://u:Ex@Ex/p\n", []string{`host "ex" is not a fully qualified domain name`}, []string{":Ex@"}},
		// A password with a hyphen at a line break: the reading without
		// it shows the host and path that hold its letters, and hides it.
		{append(lintAll, "-"), "http://u:pa-\nss@pass.example.org/pass\n", []string{"it may also be http://u:***@pass.example.org/pass", "pass.example.org is a documentation host"}, []string{":pass@", "pa-ss"}},
		{[]string{"extract", "--format", "json", "--hyphen", "both", "-"}, "http://u:pa-\nss@pass.example.org/pass\n", []string{`"url":"http://u:***@pass.example.org/pass"`}, []string{":pass@", "pa-ss"}},
		// The masker's password reaches past the grammar's: the grammar's
		// host "eU4" is a piece of it, hidden as written and lowered.
		{append(lintAll, "-"), "x = \"<URL:telnet://deploy:@eU4\t@github.com/~u/%7e/> and more text\n", []string{`host *** is not a fully qualified domain name`}, []string{"eu4", "eU4"}},
		// A password cut by a line break and not rejoined: hidden, and the
		// host after it, which holds its letters, shown.
		{[]string{"extract", "--format", "json", "-"}, "<http://u:Lxyz\nj @lxyz.example.org/x>\n", nil, []string{":Lxyz"}},
		// resolve and extract --base: the reference's host and path.
		{[]string{"resolve", "--base", "https://h.example/a/b", "http://user:example@example.com/example"}, "", []string{"http://user:***@example.com/example"}, []string{":example@"}},
		{[]string{"resolve", "--base", "https://user:example@example.com/a/b", "example/x", "#f"}, "", []string{"https://user:***@example.com/a/example/x", "https://user:***@example.com/a/b#f"}, []string{":example@"}},
		{[]string{"extract", "--base", "https://user:example@example.com/a/b", "-"}, "<example/x>\n", []string{"https://user:***@example.com/a/example/x"}, []string{":example@"}},
		// An error message that quotes the argument whole.
		{[]string{"lint", "--baseline", "http://user:example@example.com/p", "-"}, "", []string{"http://user:***@example.com/p"}, []string{":example@"}},
		{[]string{"extract", "http://user:example@example.com/p"}, "", []string{"http://user:***@example.com/p"}, []string{":example@"}},
		// A piece of an argument (a flag's value split at ","), which
		// stands once in the command line: placed, masked by its spans.
		{[]string{"lint", "--enable", "http://u:example@example.com/p,foo", "-"}, "", []string{`"http://u:***@example.com/p"`}, []string{":example@"}},
		{[]string{"extract", "--scheme", "HTTP://u:Example@Example.com/p", "-"}, "", []string{`"http://u:***@example.com/p"`}, []string{":example@"}},
	} {
		var out, errb bytes.Buffer
		run(append([]string{"urlsift"}, tt.args...), strings.NewReader(tt.stdin), &out, &errb)
		all := out.String() + errb.String()
		un := string(unescapeBackslashes([]byte(all)))
		for _, s := range tt.show {
			if !strings.Contains(all, s) && !strings.Contains(un, s) {
				t.Errorf("urlsift %q does not show %q:\n%s", tt.args, s, all)
			}
		}
		for _, s := range tt.hide {
			if strings.Contains(all, s) || strings.Contains(un, s) {
				t.Errorf("urlsift %q shows %q:\n%s", tt.args, s, all)
			}
		}
	}
}
