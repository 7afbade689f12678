package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// parseViolations runs urlsift parse --format json over urls and returns
// the messages of each URL's violations.
func parseViolations(t *testing.T, urls []string) [][]string {
	t.Helper()
	var out, errb bytes.Buffer
	run(append([]string{"urlsift", "parse", "--format", "json"}, urls...), strings.NewReader(""), &out, &errb)
	var msgs [][]string
	dec := json.NewDecoder(&out)
	for dec.More() {
		var p struct {
			Violations []struct{ Message string }
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatalf("urlsift parse wrote no JSON: %v (stderr %q)", err, errb.String())
		}
		var m []string
		for _, v := range p.Violations {
			m = append(m, v.Message)
		}
		msgs = append(msgs, m)
	}
	if len(msgs) != len(urls) {
		t.Fatalf("urlsift parse gave %d objects for %d URLs (stderr %q)", len(msgs), len(urls), errb.String())
	}
	return msgs
}

// genParseURL returns a URL with the password "\x00" to put in, drawn
// over the whole space: every scheme kind, hosts with and without faults,
// ports in and out of range, and a path, query and fragment of printable
// bytes and non-ASCII characters, which give the grammar's every kind of
// violation.
func genParseURL(r *rand.Rand) string {
	scheme := []string{"http", "https", "ftp", "HTTP", "telnet", "git+ssh", "mongodb", "h_t", "1x"}[r.IntN(9)]
	host := []string{"h.example.org", "10.1.2.3", "[2001:db8::1]", "localhost", "h_x.example", "ex ample.com", "bücher.example", "1.2.3.999", "[::1", "a%zz.example", "xn--bcher-kva.example", "h..example", "-h.example"}[r.IntN(13)]
	port := []string{"", ":8080", ":99999", ":8a", ":", ":443", ":0"}[r.IntN(7)]
	rest := func(n int) string {
		var b strings.Builder
		for range n {
			if r.IntN(8) == 0 {
				b.WriteString(nonASCII[r.IntN(len(nonASCII))])
			} else if c := byte(0x20 + r.IntN(0x7f-0x20)); c != '@' {
				b.WriteByte(c)
			}
		}
		return b.String()
	}
	return scheme + "://alice:\x00@" + host + port + "/" + rest(r.IntN(12)) + []string{"", "?" + rest(6), "#" + rest(6)}[r.IntN(3)]
}

// TestParseMessageWordEqualToPassword: urlsift parse masks what a
// violation's message shows of the URL, not the grammar's words, as lint
// does (lint/message.go). Generated URLs (genParseURL) are parsed with a
// password made of q, x, z and j, which no message holds; every word of
// three letters or more of their messages is then the password of the
// same URLs (those that hold the word nowhere else), and each message
// must be the same as with the neutral password of the same length. With
// the whole message masked (Secret.ViolationMessage, d7c35a8), "port
// 99999 is above 65535" of "http://alice:port@h:99999/" read "*** 99999
// is above 65535".
func TestParseMessageWordEqualToPassword(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := 400
	if testing.Short() {
		n = 100
	}
	tmpl := make([]string, n)
	for i := range tmpl {
		tmpl[i] = genParseURL(r)
	}
	with := func(pw string) []string {
		out := make([]string, len(tmpl))
		for i, u := range tmpl {
			out[i] = strings.Replace(u, "\x00", pw, 1)
		}
		return out
	}
	neutral := func(n int) string { return strings.Repeat("qxzj", n)[:n] }
	// The words of the messages, with a neutral password of each length
	// a word may have.
	words := map[string]bool{}
	letters := regexp.MustCompile(`[A-Za-z]{3,}`)
	count := 0
	for _, m := range parseViolations(t, with(neutral(6))) {
		for _, msg := range m {
			count++
			for _, w := range letters.FindAllString(msg, -1) {
				words[w] = true
			}
		}
	}
	if count < n/2 || len(words) < 30 {
		t.Fatalf("%d messages with %d words for %d URLs: the generator gives too few violations", count, len(words), n)
	}
	keys := make([]string, 0, len(words))
	for w := range words {
		keys = append(keys, w)
	}
	slices.Sort(keys)
	compared, bad := 0, 0
	for _, w := range keys {
		base := parseViolations(t, with(neutral(len(w))))
		got := parseViolations(t, with(w))
		for i := range tmpl {
			if strings.Contains(strings.ToLower(strings.Replace(tmpl[i], "\x00", "", 1)), strings.ToLower(w)) {
				continue // the word is a piece of the URL too: masked there
			}
			compared++
			if !slices.Equal(got[i], base[i]) {
				t.Errorf("urlsift parse %q: messages\n%q\nwith the password %q, and\n%q\nwith %q",
					strings.Replace(tmpl[i], "\x00", w, 1), got[i], w, base[i], neutral(len(w)))
				if bad++; bad == 10 {
					t.Fatal("and more")
				}
			}
		}
	}
	t.Logf("%d words of %d messages, %d URLs compared", len(words), count, compared)
}
