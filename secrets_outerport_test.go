package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var (
	outerPortCases = flag.Int("outerportcases", 0, "TestOuterPortNested: how many generated cases to run (0: the default, fewer with -short)")
	outerPortSeed  = flag.Uint64("outerportseed", 0, "TestOuterPortNested: the seed of the generator (0: the fixed default)")
)

// TestOuterPortNested is the promise that a URL with a host name and a
// port whose path, query or fragment holds another URL with a user name
// and an "@" (a redirector, a login's next, a web archive's replay, a
// proxy) is printed with its port and path: they are no password of the
// nested URL, whose own password is hidden (review50 J8:
// "http://proxy.corp.example.net:8443/redirect/ftp://bob@db.example.com/repo.git"
// printed "http://proxy.corp.example.net:***@db.example.com/repo.git").
// Every case is read by extract; the cases whose nested URL has a
// password go through every output path too (newLeakBatch).
//
// Seed 5040's 200 cases: 173 printed without the outer port on 00abce1,
// 0 after; held-out seed 5041's 400: 0.
func TestOuterPortNested(t *testing.T) {
	n := *outerPortCases
	if n == 0 {
		n = 200
		if testing.Short() {
			n = 40
		}
	}
	seed := *outerPortSeed
	if seed == 0 {
		seed = 5040
	}
	r := rand.New(rand.NewPCG(seed, 19))
	type outerCase struct {
		secretCase
		keep string // what the output must hold: the outer URL to its path's start and on
	}
	var all []outerCase
	for range n {
		host := []string{"r.example.com", "localhost", "web.archive.org", "10.0.0.2", "proxy.corp.example.net", "[2001:db8::1]", "Gw.Example.ORG"}[r.IntN(7)]
		port := []string{"80", "443", "8080", "8443", "3000", "9000", "1"}[r.IntN(7)]
		place := []string{"/login?next=", "/proxy?url=", "/web/2020/", "/redirect/", "/?a=1&u=", "#u=", "/r?to=", "/"}[r.IntN(8)]
		user := []string{"alice", "bob", "git", "svc_ci", "a.b"}[r.IntN(5)]
		pw := ""
		if r.IntN(2) == 0 {
			pw = genNestedPassword(r, false)
		}
		inner := []string{"http", "https", "ftp", "ssh", "git+ssh"}[r.IntN(5)] + "://" + user
		if pw != "" {
			inner += ":" + pw
		}
		inner += "@" + []string{"db.example.com", "internal", "gitlab.com", "10.1.2.3", "example.org:5432"}[r.IntN(5)] + []string{"/x", "/", "/repo.git", ""}[r.IntN(4)]
		outer := []string{"http", "https"}[r.IntN(2)] + "://" + host + ":" + port + place
		u := outer + inner
		w := nestedWrappers[r.IntN(len(nestedWrappers))]
		text := []string{"see ", "Login: ", "* ", "", "> "}[r.IntN(5)] + w[0] + u + w[1] + []string{" now", ".", "", " and more"}[r.IntN(4)] + "\n"
		c := outerCase{secretCase{text: text, url: u}, outer}
		if pw != "" {
			c.pieces = []string{pw}
		}
		all = append(all, c)
	}
	// The port: one run of extract over every case, a line each.
	var in strings.Builder
	for _, c := range all {
		in.WriteString(c.text)
	}
	var out, errb bytes.Buffer
	run([]string{"urlsift", "extract", "--format", "line", "-"}, strings.NewReader(in.String()), &out, &errb)
	got := map[int]string{}
	for _, l := range strings.Split(out.String(), "\n") {
		var line, col int
		if k, _ := fmt.Sscanf(l, "-:%d:%d:", &line, &col); k == 2 {
			got[line] += l + "\n"
		}
	}
	eaten := 0
	for i, c := range all {
		if !strings.Contains(got[i+1], c.keep) {
			eaten++
			if eaten <= 10 {
				t.Errorf("%q: extract printed\n%s, not %q", c.text, got[i+1], c.keep)
			}
		}
	}
	// The nested passwords: every output path.
	leaks := 0
	var cases []secretCase
	flush := func() {
		if len(cases) == 0 {
			return
		}
		lb := newLeakBatch(t, cases, layoutWindow)
		lb.all = *outerPortCases != 0
		lb.run()
		for ci := range lb.leaked {
			t.Errorf("leaking case: %q (URL %q)", lb.cases[ci].text, lb.cases[ci].url)
		}
		leaks += len(lb.leaked)
		cases = nil
	}
	for _, c := range all {
		if c.pieces != nil && strings.Contains(c.text, *leakGrep) {
			if cases = append(cases, c.secretCase); len(cases) == batchSize {
				flush()
			}
		}
	}
	flush()
	t.Logf("%d cases from seed %d: %d without the outer port, %d leaking", n, seed, eaten, leaks)
}
