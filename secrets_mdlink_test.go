package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var mdLinkSeed = flag.Uint64("mdlinkseed", 5235, "TestMarkdownLinkTextURL, TestMarkdownLinkPasswords: the seed of their generators (5235, 5239 tuned; 5236, 5240 held out)")

// mdLinkHosts are sites with no path, which the raw reading took for a
// user name ("docs.python.org](https"), and with one.
var mdLinkHosts = []string{"example.com", "docs.python.org", "www.gnu.org", "intranet", "_gateway", "Build-01", "10.0.0.5",
	"xn--bcher-kva.example", "github.com/org/repo", "example.com/x?q=1", "wiki.example.org/#top", "a.b.c.d.example.net"}

// mdLinkLeads start the line: list items, quotes, tables, headings.
var mdLinkLeads = []string{"", "* ", "- ", "1. ", "> ", "| ", "## ", "  + ", "<!-- ", "// ", "# "}

// mdLinkAfters follow the link on its line: prose, addresses, mentions,
// decorators, scopes, a second link.
var mdLinkAfters = []string{" - contact @alice now", " bob@example.com", ", mail ops@example.org.", " (maintained by @team/infra)",
	" | @Override |", " — see me@intranet/wiki", " and [x](mailto:ann@example.com)", " @types/node@1.2.3", " cc: a.b+c@d.example", ""}

// drawMDLinkURL returns a URL of a scheme and a host of mdLinkHosts.
func drawMDLinkURL(r *rand.Rand) string {
	return []string{"https", "http", "ftp", "git+ssh", "ws"}[r.IntN(5)] + "://" + mdLinkHosts[r.IntN(len(mdLinkHosts))]
}

// TestMarkdownLinkTextURL (review55 N3): a Markdown link whose text is
// its URL, "[URL](URL)", as GitHub's and GitLab's editors write a pasted
// URL, before an address or a mention on the line, holds no secret:
// "* [https://docs.python.org](https://docs.python.org) - contact @alice now"
// printed the second URL as "https:***" (the raw reading took
// "docs.python.org](https" for a user name and the second URL's site, to
// " @alice", for a password). Drawn: schemes, hosts with and without a
// path, line leads, link forms of Markdown, HTML, Markdown references,
// Textile, org-mode, LaTeX and others (markupLink: the same URL twice,
// the text another URL, titles, a second link), and what follows on the
// line. Each text
// goes through extract (line, json) and lint (text, json): none may mask,
// and extract prints each URL as written. Hosts with a port are left to
// TestPortProseAddress's class (a port, prose, an address).
//
// go test -run '^TestMarkdownLinkTextURL$' . -args -mdlinkseed S
func TestMarkdownLinkTextURL(t *testing.T) {
	r, n := genStart(*mdLinkSeed, 55, 400, 100)
	var cases []keptPortCase
	for i := range n {
		u := drawMDLinkURL(r)
		text := u
		switch r.IntN(5) {
		case 1:
			text = drawMDLinkURL(r)
		case 2:
			text = strings.TrimPrefix(strings.TrimPrefix(u, "https://"), "http://")
		}
		link := markupLink(r, text, u)
		if r.IntN(4) == 0 {
			link += " [" + u + "](" + u + ")"
		}
		line := mdLinkLeads[r.IntN(len(mdLinkLeads))] + link + mdLinkAfters[r.IntN(len(mdLinkAfters))] + "\n"
		cases = append(cases, keptPortCase{text: line, url: u, name: fmt.Sprintf("m%d.md", i)})
	}
	masked := func(s string) bool { return strings.Contains(s, "**"+"*") }
	over := checkRESTKept(t, cases, masked)
	t.Logf("seed %d: %d lines with a Markdown link to a URL with no secret: %d masked", *mdLinkSeed, len(cases), over)
}

// markupLink writes a link to u whose text is text in one of the forms
// of markup that write a URL twice (review55 N3's wider class).
func markupLink(r *rand.Rand, text, u string) string {
	switch r.IntN(10) {
	case 0:
		return "[" + text + "](" + u + " \"title\")"
	case 1:
		return "<a href=\"" + u + "\">" + text + "</a>"
	case 2:
		return "[" + text + "]: " + u + " \"t\""
	case 3:
		return "\"" + text + "\":" + u
	case 4:
		return "[[" + u + "][" + text + "]]"
	case 5:
		return "\\href{" + u + "}{" + text + "}"
	case 6:
		return "<" + text + ">(" + u + ")"
	case 7:
		return text + ";" + u
	default:
		return "[" + text + "](" + u + ")"
	}
}

// TestMarkdownLinkPasswords is TestMarkdownLinkTextURL's leak side: a
// URL with a password of any printable bytes but "@" and white space (or
// a token as the user name) in a Markdown link, as its text, its
// destination or both, before the same line's prose and addresses, goes
// through every output path (newLeakBatch) and never shows its secret.
// The price of TestMarkdownLinkTextURL's rule, a userinfo that holds
// "](", a scheme and "://", is not drawn (CONTRACT).
func TestMarkdownLinkPasswords(t *testing.T) {
	r, n := genStart(*mdLinkSeed, 56, 200, 40)
	total := 0
	for b := 0; b*batchSize < n; b++ {
		var cases []secretCase
		for range min(batchSize, n-b*batchSize) {
			var pw strings.Builder
			for k := 8 + r.IntN(10); pw.Len() < k; {
				c := byte(0x21 + r.IntN(0x7f-0x21))
				if c == '@' || pw.Len() < 4 && !isAlnumByte(c) {
					continue
				}
				pw.WriteByte(c)
			}
			secret := pw.String()
			if strings.Contains(secret, "://") {
				continue
			}
			host := mdLinkHosts[r.IntN(len(mdLinkHosts))]
			u := []string{"https", "http", "ftp", "postgres"}[r.IntN(4)] + "://" + []string{"alice", "deploy", "x_y", "ops.bot"}[r.IntN(4)] + ":" + secret + "@" + host
			plain := strings.SplitN(u, "://", 2)[0] + "://" + host
			var link string
			switch r.IntN(4) {
			case 0:
				link = markupLink(r, u, u)
			case 1:
				link = markupLink(r, plain, u)
			case 2:
				link = markupLink(r, u, plain)
			default:
				link = markupLink(r, "the dashboard", u)
			}
			line := mdLinkLeads[r.IntN(len(mdLinkLeads))] + link + mdLinkAfters[r.IntN(len(mdLinkAfters))] + "\n"
			cases = append(cases, secretCase{text: line, url: u, pieces: []string{secret}})
		}
		t.Run(fmt.Sprint(b), func(t *testing.T) {
			lb := newLeakBatch(t, cases, layoutWindow)
			lb.batch = b
			lb.run()
			for ci := range lb.leaked {
				t.Errorf("leaking case: %q", lb.cases[ci].text)
			}
			total += len(lb.leaked)
		})
	}
	t.Logf("%d cases from seed %d: %d leaking", n, *mdLinkSeed, total)
}

func isAlnumByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
