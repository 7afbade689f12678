package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var portFillSeed = flag.Uint64("portfillseed", 5339, "TestPortNextAtFilled: the seed of its generator (5339 tuned, 5340 held out at stop 60)")

// drawPortFill draws a text of TestPortNextAtFilled: a paragraph of prose
// filled to a width (1 to 4 lines of words of every printable ASCII byte
// but "@", as wide as the width or one column short), 0 to 3 blank lines,
// then a line as wide as the paragraph give or take a column, or of any
// width, that ends with a URL whose port ends it (maybe before one or two
// bytes of punctuation), and a next line that starts with an "@" word that
// starts no URL's site: a mention, an annotation, a handle (mask59's
// batch-only class: "    see postgres://api.example.org:5432<.⏎
// @Override" four lines above made "    runs on
// git+ssh://[2001:db8::1]:28280⏎    @Deprecated" print "…:***@Deprecated":
// the wide line read as prose filled to that width, the URL as cut at its
// margin). The name before the port is a host's (an IP address or literal,
// localhost, a dotted name ending in a top-level domain's label), no
// secret in the text. Or, leak: the same layout with a user name and a
// password of digits and that punctuation whose rest ("@" and a host
// name, or a host a path follows) the next line holds: it stays hidden.
func drawPortFill(r *rand.Rand) portNextCase {
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	var punct, prose []byte
	for c := byte('!'); c <= '~'; c++ {
		if c != '@' {
			prose = append(prose, c)
		}
		if c != '@' && !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			punct = append(punct, c)
		}
	}
	vocab := []string{"the", "port", "is", "served", "at", "see", "and", "for", "a", "to", "of", "When", "it", "runs", "—", "e.g.", "(see", "below).", "日本語", "über"}
	word := func() string {
		if r.IntN(3) > 0 {
			return pick(vocab)
		}
		b := make([]byte, 1+r.IntN(9))
		for i := range b {
			b[i] = prose[r.IntN(len(prose))]
		}
		return string(b)
	}
	width := func(s string) int { return len([]rune(s)) }
	prefix := pick([]string{"", "", "    ", "   ", "// ", "# ", "> ", " * ", "-- ", "\t"})
	scheme := pick([]string{"http", "https", "ws", "redis", "postgres", "git+ssh", "amqp", "mysql"})
	var p []byte
	for range r.IntN(3) {
		p = append(p, punct[r.IntN(len(punct))])
	}
	port := pick([]string{"80", "443", "3000", "5432", "6379", "8080", "9200"})
	if r.IntN(2) == 0 {
		port = fmt.Sprint(1 + r.IntN(65535))
	}
	var url, user, class string
	leak := r.IntN(4) == 0
	next := pick([]string{"@Override", "@Deprecated", "@alice will check", "@ops-team please", "@bob-smith: done",
		"@param port the port", "@here", "@see Foo", "@alice@example.com", "@return the port",
		"@SuppressWarnings(\"x\")", "@todo fix", "@Test", "@mention: thanks", "@FunctionalInterface", "@JsonProperty(\"port\")"})
	if r.IntN(3) == 0 {
		// A drawn mention: a letter, then letters, digits, "-" or "_",
		// then maybe punctuation and prose.
		const first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		const rest = first + "0123456789-_"
		b := []byte{'@', first[r.IntN(len(first))]}
		for range r.IntN(14) {
			b = append(b, rest[r.IntN(len(rest))])
		}
		next = string(b) + pick([]string{"", "", ":", ",", "!", " " + word(), ": " + word()})
	}
	if leak {
		user = pick([]string{"alice", "deploy", "u", "oauth2", "bob.smith", "x-access-token", "ci_bot"})
		pw := port + "!"
		if len(p) > 0 && !strings.ContainsAny(string(p), "@/\\#?\"<>`[]{}'|^()") {
			pw = port + string(p)
		}
		url = scheme + "://" + user + ":" + pw
		user = scheme + "://" + user + ":"
		next = pick([]string{"@localhost/x", "@h.example.org/x", "@db.example.com:5432/db", "@10.1.2.3/x", "@_gateway/x", "@Build-01/x", "@Intranet/wiki"})
		class = "leak " + strings.TrimLeft(next, "@")[:3]
	} else {
		host := pick([]string{"localhost", "127.0.0.1", "10.0.0.5", "example.com", "api.example.org", "[::1]", "[2001:db8::1]", "db.internal", "grafana.local", "ci.example.co.uk"})
		class = "port " + host
		switch r.IntN(3) {
		case 0:
			// A dotted name of 2 to 5 labels of letters, digits and
			// "-", ending in a top-level domain's label.
			const label = "abcdefghijklmnopqrstuvwxyz0123456789-"
			var ls []string
			for range 1 + r.IntN(4) {
				b := []byte{label[r.IntN(26)]}
				for range r.IntN(12) {
					b = append(b, label[r.IntN(len(label))])
				}
				ls = append(ls, strings.TrimRight(string(b), "-"))
			}
			host = strings.Join(ls, ".") + "." + pick([]string{"com", "org", "net", "io", "dev", "de", "co.uk", "example", "internal", "local"})
			class = "port dotted"
		case 1:
			// An IP address or literal.
			if r.IntN(2) == 0 {
				host = fmt.Sprintf("%d.%d.%d.%d", r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256))
				class = "port IPv4"
			} else {
				g := make([]string, 2+r.IntN(7))
				for i := range g {
					g[i] = fmt.Sprintf("%x", r.IntN(0x10000))
				}
				if len(g) < 8 {
					g[r.IntN(len(g))] = ""
				}
				host = "[" + strings.Join(g, ":") + "]"
				class = "port IPv6"
			}
		}
		url = scheme + "://" + host + ":" + port + string(p)
	}
	// The URL's line: 0 to 2 words before the URL (more while it is
	// narrower than a filled line can be), then the paragraph above
	// filled to its width, a column less or more (where a cutter cuts a
	// word too long for a line), or to any width.
	line := prefix
	for range r.IntN(3) / 2 {
		line += word() + " "
	}
	line += url
	w := width(line) - 1 + r.IntN(3)
	if w < 40 || r.IntN(4) == 0 {
		w = 40 + r.IntN(40)
	}
	var text strings.Builder
	for range 1 + r.IntN(4) {
		// A line filled to w, or a column or two short: words while the
		// next fits.
		l := prefix + word()
		for {
			next := word()
			if width(l)+1+width(next) > w {
				break
			}
			l += " " + next
		}
		text.WriteString(l + "\n")
	}
	text.WriteString(strings.Repeat("\n", r.IntN(4)))
	second := prefix
	if r.IntN(5) == 0 {
		second = ""
	}
	if r.IntN(2) == 0 {
		next += " now" // or alone on its line
	}
	text.WriteString(line + "\n" + second + next)
	return portNextCase{text: text.String(), class: class, user: user, leak: leak}
}

// TestPortNextAtFilled: a port after a host's name that ends its line
// after prose filled to that line's width, before a next line's "@" word
// that starts no URL's site, prints no "***" in extract's and lint's JSON
// (the port is shown; TestPortBeforeNextAt's reading, whatever the lines
// above); a password of digits after a user name whose rest and host the
// next line holds stays hidden in the same layout. 1,000 texts
// (drawPortFill).
//
// go test -run '^TestPortNextAtFilled$' . -args -portfillseed S: 5339
// (tuned) and 5340 (held out).
func TestPortNextAtFilled(t *testing.T) {
	cases, urls := portNextRun(*portFillSeed, 6001, drawPortFill)
	k := newPortNextTally(t)
	masked, ports := 0, 0
	for i, c := range cases {
		if k.leak(c, urls[i]) {
			continue
		}
		ports++
		u, hid := maskedURL(urls[i])
		k.count(c, hid)
		if hid {
			if masked++; masked <= 10 {
				t.Errorf("a port hidden: %+q printed %q", c.text, u)
			}
		}
	}
	k.log()
	t.Logf("seed %d: %d texts with a port and no secret, %d print \"***\"; %d with a password, %d show it", *portFillSeed, ports, masked, k.leaks, k.shown)
}
