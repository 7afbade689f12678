package main

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

var restPortSeed = flag.Uint64("restportseed", 5135, "TestDigitSlashPasswordsAndRESTPorts: the seed of its generator (5135 tuned; 5136 held out)")

// restAts are the ways a text writes an "@": plainly, and every encoding
// sepEncodings reads, each with the wrappers of the text that writes it so.
var restAts = []struct {
	at    []string
	wraps [][2]string
}{
	{[]string{"@"}, [][2]string{{"see ", " now"}, {"", ""}, {"<", ">"}, {"(", ")."}, {"\"", "\""}, {"[x](", ")"}, {"url = ", ""}, {"`", "`"}, {"«", "»"}}},
	{[]string{"&#64;", "&#x40;", "&commat;"}, [][2]string{{`<p><a href="`, `">db</a></p>`}, {"<p>see ", " now</p>"}, {"<td>", "</td>"}}},
	{[]string{`\u0040`, `\x40`}, [][2]string{{`{"url": "`, `"}`}, {"const u = '", "';"}}},
	{[]string{"%40", "%40", "%2540", "=40"}, [][2]string{{"see ", " now"}, {"", ""}, {"url = ", ""}, {"<", ">"}, {"(", ")."}}},
}

// TestDigitSlashPasswordsAndRESTPorts is the one decision for review52's
// two sides of a port's digits before a "/" and an "@" (trust19's item 2,
// closing-52 item 3): a password that starts with digits and holds "/"
// ("https://alice:12/xQ9%40db.example.com/x" was printed whole with an
// encoded "@", restat.py 5108: 164 of 191; hidden with a plain one), and
// a REST or query URL whose path holds an "@" after a port
// ("https://host.com:8080/x?to=bob@example.com" printed
// "https://host.com:***@example.com"; review52: 17 of 33 plain ones;
// "http://localhost:8080/api/users/john%40example.com" kept). The rule
// (CONTRACT): the digits are a port where the name before the ":" is a
// host's (an IP address or literal, "localhost", or a dotted name whose
// last label is a top-level domain's: urlsyntax's hostBeforePort), and a
// password's piece where it is a user name's (no dot, or a dotted name
// such as "bob.smith"), with any "@" and a host after it.
//
// Drawn: passwords of 1 to 6 digits, then "/" (or "?", "#") and bytes of
// a password (unreserved, sub-delims, more "/"), after user names with
// and without a dot, their "@" plain or encoded (every form sepEncodings
// reads) in the wrappers of the text that writes it, hosts of every
// shape after it; and REST and query URLs with no secret: hosts of every
// shape (dotted, IP, localhost, a bare service name), a port, a path or
// query holding an "@" (plain or encoded) in every place they hold one.
// The passwords go through every output path (newLeakBatch: extract,
// lint, every command, web archives); the REST URLs through extract and
// lint (checkRESTKept). No
// password may show; no REST URL whose host is a host's may be masked;
// a bare service name's ("http://api:8080/users/bob%40example.com") is
// masked, the price, counted.
func TestDigitSlashPasswordsAndRESTPorts(t *testing.T) {
	r, n := genStart(*restPortSeed, 53, 160, 40)
	const al = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	draw := func(from string, lo, hi int) string {
		var b strings.Builder
		for range lo + r.IntN(hi-lo+1) {
			b.WriteByte(from[r.IntN(len(from))])
		}
		return b.String()
	}
	// The passwords.
	users := []string{"alice", "deploy", "svc_ci", "postgres", "admin", "u", "x-access-token", "oauth2", "bob.smith", "john.doe", "first.last"}
	hosts := []string{"db.example.com", "10.0.0.7", "gitlab.com", "db.internal", "h.example.org:5432", "localhost", "[::1]:5432", "_gateway", "db"}
	var cases []secretCase
	dotted := map[int]bool{}
	for i := range n {
		pw := draw("0123456789", 1, 6) + []string{"/", "/", "/", "?", "#"}[r.IntN(5)] + draw(al+"!*-._~$&'()+,;=", 3, 10)
		if r.IntN(3) == 0 {
			pw += "/" + draw(al, 2, 5)
		}
		enc := restAts[r.IntN(len(restAts))]
		at, w := enc.at[r.IntN(len(enc.at))], enc.wraps[r.IntN(len(enc.wraps))]
		user := users[r.IntN(len(users))]
		dotted[i] = strings.Contains(user, ".")
		u := []string{"https", "postgres", "ftp", "redis", "amqp", "mongodb", "mysql"}[r.IntN(7)] + "://" + user + ":" + pw + at + hosts[r.IntN(len(hosts))] + []string{"/x", "/db?sslmode=require", ""}[r.IntN(3)]
		cases = append(cases, secretCase{text: []string{"", "see ", "> ", "- "}[r.IntN(4)] + w[0] + u + w[1] + "\n", url: u, pieces: []string{pw}})
	}
	leaks, leaksDotted := 0, 0
	for b := 0; b*batchSize < len(cases); b++ {
		lo, hi := b*batchSize, min((b+1)*batchSize, len(cases))
		t.Run(fmt.Sprint("pw", b), func(t *testing.T) {
			lb := newLeakBatch(t, cases[lo:hi], layoutWindow)
			lb.batch = b
			lb.run()
			for ci := range lb.leaked {
				t.Errorf("leaking case: %q (URL %q)", lb.cases[ci].text, lb.cases[ci].url)
				leaks++
				if dotted[lo+ci] {
					leaksDotted++
				}
			}
		})
	}
	// The REST URLs.
	hostLike := []string{"localhost", "127.0.0.1", "api.example.com", "10.0.0.7", "host.com", "registry.internal", "[::1]", "0.0.0.0", "app.example.org"}
	bare := []string{"api", "backend", "registry", "keycloak"}
	names := []string{"john", "bob", "alice.smith", "ops", "a_b", "x"}
	domains := []string{"example.com", "example.org", "intranet", "db.example.com", "gmail.com"}
	var kept, priced []keptPortCase
	for i := range 2 * n {
		enc := restAts[r.IntN(len(restAts))]
		at, w := enc.at[r.IntN(len(enc.at))], enc.wraps[r.IntN(len(enc.wraps))]
		addr := names[r.IntN(len(names))] + at + domains[r.IntN(len(domains))]
		path := []string{"/api/users/" + addr, "/x?to=" + addr, "/v1/accounts/" + addr + "/keys", "/" + at + "scope/pkg", "/-/user/org.couchdb.user:" + addr,
			"/mail?from=" + addr + "&to=" + addr, "/users/" + addr, "/search?q=" + addr, "/" + addr + "/profile", "/#/users/" + addr}[r.IntN(10)]
		h, isBare := hostLike[r.IntN(len(hostLike))], r.IntN(5) == 0
		if isBare {
			h = bare[r.IntN(len(bare))]
		}
		u := []string{"http", "https"}[r.IntN(2)] + "://" + h + ":" + []string{"80", "443", "3000", "4873", "5000", "8080", "8443", "9200"}[r.IntN(8)] + path
		c := keptPortCase{text: w[0] + u + w[1] + "\n", url: u, name: fmt.Sprintf("r%d.txt", i)}
		if at != "@" {
			c.url = "" // (extract prints the URL decoded or cut at the encoding's wrapper: not checked)
		}
		if isBare {
			priced = append(priced, c)
		} else {
			kept = append(kept, c)
		}
	}
	masked := func(s string) bool { return strings.Contains(s, "**"+"*") }
	over := checkRESTKept(t, kept, masked)
	price := checkRESTKept(&countTB{TB: t}, priced, masked)
	if over > 0 {
		t.Errorf("%d of %d REST URLs after a host's name masked", over, len(kept))
	}
	t.Logf("seed %d: passwords: %d of %d shown (%d after a dotted user name); REST URLs: %d of %d masked after a host's name, %d of %d after a bare service name (the price)",
		*restPortSeed, leaks, len(cases), leaksDotted, over, len(kept), price, len(priced))
}

// checkRESTKept runs the REST cases through extract (line, json) and
// lint (text, json; SARIF's rule help holds "***" of its own) and
// returns how many some output masks.
func checkRESTKept(t testing.TB, cases []keptPortCase, masked func(string) bool) int {
	n := 0
	for _, c := range cases {
		for _, args := range [][]string{
			{"extract", "--format", "line", "-"}, {"extract", "--format", "json", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", "-"},
		} {
			var o, e strings.Builder
			run(append([]string{"urlsift"}, args...), strings.NewReader(c.text), &o, &e)
			if masked(o.String() + e.String()) {
				t.Errorf("%q: urlsift %q masks: %.300s", c.text, args, o.String())
				n++
				break
			}
			if args[2] == "line" && c.url != "" && !strings.Contains(o.String(), c.url) {
				t.Errorf("%q: extract does not print %q: %.300s", c.text, c.url, o.String())
			}
		}
	}
	return n
}
