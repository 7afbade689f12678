package lint

import (
	"fmt"
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestMessageWordEqualToPassword: a finding's message does not depend on
// what the password is. The rule's own words are shown whatever the
// password, and what a message quotes of the URL is masked with the URL's
// secret; so a URL whose password is a word of the messages ("port",
// "default", "host", "escaped") gives, finding for finding, the messages
// of the same URL with a password that is no word (made of q, x, z, j)
// of the same length. Masking the finished message (before issue 27's
// compact findings) printed "*** 8443 is not the default *** 443 of
// https" for the password "port", and fails this test.
func TestMessageWordEqualToPassword(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	// The words of the messages: of every finding on URLs that hold no
	// password.
	bad := []string{
		"https://db.acmecorp.io:8443/x", "http://h.acmecorp.io:81/y", "https://h.example:443/a", "http://localhost:8080/p",
		"http://h.acmecorp.io/a|b{c}^%zz/%41%7e", "http://HOST.acmecorp.io/./../a", "ftp://h/a%0D%0A", "http://h.acmecorp.io:/x",
		"http://[::1]:80/x", "http:relative/path", "http://user@h.acmecorp.io/", "http://h.acmecorp.io/a b", "http://h_x.acmecorp.io/é",
		"https://h.acmecorp.io:https/x", "http://999.1.1.1/", "http://h.acmecorp.io:99999/", "http:///x",
	}
	words := map[string]bool{}
	for _, u := range bad {
		for _, f := range l.CheckString(u) {
			for _, w := range strings.FieldsFunc(f.Message, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }) {
				if len(w) >= 3 && passwordKind("alice", w) == "" && !strings.EqualFold(w, "alice") {
					words[w] = true
				}
			}
		}
	}
	if len(words) < 40 {
		t.Fatalf("only %d words in the messages", len(words))
	}
	var ws []string
	for w := range words {
		ws = append(ws, w)
	}
	sort.Strings(ws)
	rng := rand.New(rand.NewSource(27))
	nonword := func(n int) string {
		for {
			b := make([]byte, n)
			for i := range b {
				b[i] = "qxzj"[rng.Intn(4)]
			}
			if passwordKind("alice", string(b)) == "" {
				return string(b)
			}
		}
	}
	schemes := []string{"http", "https", "ftp", "HTTP", "ssh", "imap", "telnet"}
	hosts := []string{"db.acmecorp.io", "localhost", "h.example", "10.0.0.1", "intranet", "[::1]", "HOST.acmecorp.io", "h_x.acmecorp.io"}
	ports := []string{"", ":8443", ":81", ":443", ":80", ":", ":99999", ":22", ":https"}
	paths := []string{"/x", "/a|b{c}^", "/%zz", "/%41%7e", "/./../a", "/a%0D%0A", "", "/é", "/p?q=%2F#f"}
	checked, differ := 0, 0
	for _, w := range ws {
		for _, cased := range []string{w, strings.ToLower(w), strings.ToUpper(w)} {
			for k := 0; k < 6; k++ {
				s, h, pt, pa := schemes[rng.Intn(len(schemes))], hosts[rng.Intn(len(hosts))], ports[rng.Intn(len(ports))], paths[rng.Intn(len(paths))]
				with := fmt.Sprintf("%s://alice:%s@%s%s%s", s, cased, h, pt, pa)
				other := fmt.Sprintf("%s://alice:%s@%s%s%s", s, nonword(len(cased)), h, pt, pa)
				if strings.Contains(strings.ToLower(other), strings.ToLower(w)) {
					continue // the password is a piece of the URL (the host "acmecorp"): masked there too
				}
				a, b := l.CheckString(with), l.CheckString(other)
				checked++
				if len(a) != len(b) {
					t.Errorf("%s: %d findings, %d with a password of no word (%s)", with, len(a), len(b), other)
					continue
				}
				for i := range a {
					if a[i].Rule != b[i].Rule || a[i].Message != b[i].Message || a[i].URL != b[i].URL || a[i].Start != b[i].Start {
						differ++
						if differ <= 10 {
							t.Errorf("%s: %s %q,\nwith a password of no word: %s %q", with, a[i].Rule, a[i].Message, b[i].Rule, b[i].Message)
						}
					}
					if strings.Contains(a[i].Message, "alice:"+cased) || strings.Contains(a[i].URL, cased+"@") {
						t.Errorf("%s: the password shown: %q %q", with, a[i].Message, a[i].URL)
					}
				}
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of the findings of %d URLs differ", differ, checked)
	}
}

// TestMessageQuotesMasked: what a message quotes of the URL is masked
// where it holds the password, the rule's words are not (the rows of
// urlsyntax's TestMessageWordEqualToSecret, through the linter).
func TestMessageQuotesMasked(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ url, rule, want string }{
		{"https://alice:port@db.acmecorp.io:8443/x", "non-default-port", "port 8443 is not the default port 443 of https (draft-09 7)"},
		{"https://alice:Port@db.acmecorp.io:8443/x", "non-default-port", "port 8443 is not the default port 443 of https (draft-09 7)"},
		{"http://bob:default@h.acmecorp.io:81/y", "non-default-port", "port 81 is not the default port 80 of http (draft-09 7)"},
		{"http://bob:the@h.acmecorp.io:81/y", "non-default-port", "port 81 is not the default port 80 of http (draft-09 7)"},
		// The password is also the port, or the host: they are shown,
		// as for any other password (masked by where it stands, not by
		// value: "***" there would tell the password).
		{"http://bob:8181@h.acmecorp.io:8181/y", "non-default-port", "port 8181 is not the default port 80 of http (draft-09 7)"},
		{"http://bob:intranet@intranet/y", "unqualified-host", `host "intranet" is not a fully qualified domain name`},
		// The password is the word of the path the grammar's message names.
		{"http://bob:path@h.acmecorp.io/a|b", "unwise-character", `unwise character "|" in path must be escaped as %7C (draft-09 2.4.3)`},
		// The password is the character the grammar's message quotes.
		{"http://bob:zzz@h.acmecorp.io/%zzz", "bad-escape", "percent sign in path is not followed by two hexadecimal digits"},
	} {
		var got []string
		found := false
		for _, f := range l.CheckString(tt.url) {
			got = append(got, f.Rule+": "+f.Message)
			if f.Rule == tt.rule && strings.HasPrefix(f.Message, tt.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no %s finding %q in\n%s", tt.url, tt.rule, tt.want, strings.Join(got, "\n"))
		}
	}
}

// TestMaskArgsJoined: masking the pieces a message quotes in one call,
// joined by line breaks (maskArgs), gives what masking each alone gives,
// for pieces of URLs with passwords cut anywhere, quoted or not, words of
// the password and pieces that hold a line break.
func TestMaskArgsJoined(t *testing.T) {
	rng := rand.New(rand.NewSource(2727))
	const chars = "abcdefgHIJ0123:/@?#%.-_~\"'\\ é"
	word := func(n int) string {
		var b strings.Builder
		for b.Len() < n {
			b.WriteByte(chars[rng.Intn(len(chars))])
		}
		return b.String()
	}
	for i := 0; i < 3000; i++ {
		pw := strings.Trim(word(1+rng.Intn(10)), "@/ ")
		if pw == "" {
			pw = "hunter2"
		}
		text := "https://u" + word(rng.Intn(3)) + ":" + pw + "@h" + word(rng.Intn(6)) + ".example:8" + word(rng.Intn(3)) + "/" + word(rng.Intn(12))
		p := &pass{}
		p.urlState = urlState{text: text, sec: urlsyntax.SecretOf(text)}
		start := rng.Intn(len(text))
		end := start + rng.Intn(len(text)-start) + 1
		m := p.say(word(rng.Intn(5)))
		var want strings.Builder
		want.WriteString(string(m.buf))
		for k := 1 + rng.Intn(4); k > 0; k-- {
			lo := rng.Intn(len(text))
			hi := lo + rng.Intn(len(text)-lo) + 1
			piece := text[lo:hi]
			switch rng.Intn(4) {
			case 0:
				piece = pw
			case 1:
				piece += "\n" + pw
			}
			if rng.Intn(2) == 0 {
				m.q(piece)
				want.WriteString(p.sec.Message(text, start, end, strconv.Quote(piece)))
			} else {
				m.u(piece)
				want.WriteString(p.sec.Message(text, start, end, piece))
			}
			w := word(1 + rng.Intn(4))
			m.w(w)
			want.WriteString(w)
		}
		if got := string(p.maskArgs(start, end, m)); got != want.String() {
			t.Fatalf("%s [%d:%d]: masked together %q, each alone %q", text, start, end, got, want.String())
		}
	}
}
