package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestPortWordIsNoPassword: a word that stands for a port after a ":"
// ("nntp://host:port/", "http://localhost:PORT", "{port}", "$PORT",
// urlsyntax.PortWord) is read as digits are: the URL is printed whole
// when the line goes on to an e-mail address or another "@" and a host
// (lynx's CHANGES2.7: `"nntp://host:port/" so that it uses Tom
// Zerucha's (tz@execpc.com)` printed "nntp://host:***" before stop 37),
// and a password that holds the word is still hidden where a host name
// follows its "@" with no white space before, or the word is only the
// start of a word ("portable"). Drawn: every port word in every case and
// bracket, every scheme, after it "/" and a path, white space, a quote
// or the line's end, then prose with an e-mail address; through extract
// and lint.
func TestPortWordIsNoPassword(t *testing.T) {
	words := []string{"port", "PORT", "Port", "portnum", "portno", "port_number", "port-number", "PortNumber", "nnnn", "xxxx", "NUMBER"}
	shapes := [][2]string{{"", ""}, {"{", "}"}, {"<", ">"}, {"${", "}"}, {"$", ""}, {"{{", "}}"}}
	afters := []string{"/", "/path/x", " ", "", "?q=1", "#top"}
	schemes := []string{"nntp", "http", "ssh", "postgres", "git+ssh"}
	wraps := [][2]string{{"", ""}, {"\"", "\""}, {"(", ")"}, {"<", ">"}, {"`", "`"}}
	r := rand.New(rand.NewPCG(37, 7))
	var text strings.Builder
	var want []string
	for range 300 {
		w := words[r.IntN(len(words))]
		sh := shapes[r.IntN(len(shapes))]
		if sh[0] == "<" {
			continue // "<port>": the "<" ends the URL ("http://host")
		}
		a := afters[r.IntN(len(afters))]
		wr := wraps[r.IntN(len(wraps))]
		if wr[0] == "<" && a == " " || wr[0] == "(" && (a == "" || a == " ") {
			// "(http://host:port) so that … (tz@…)": a ")" after the
			// port goes on a password, after digits too (left: a
			// password "8080) x" is drawn by the white-space family).
			a = "/"
		}
		site := schemes[r.IntN(len(schemes))] + "://host" + []string{"", "1", ".example.org"}[r.IntN(3)] + ":"
		u := site + sh[0] + w + sh[1] + strings.TrimSuffix(a, " ")
		text.WriteString("set it to " + wr[0] + u + wr[1] + " so that it uses Tom's (tz@execpc.com) daemon\n")
		if sh[0] == "" && !urlsyntax.PortPlaceholder(w) {
			// A bare word in title case ("Port") may start a passphrase
			// ("http://u:Port cd@h…", review37): a password's, hidden to
			// the "@", as before stop 37.
			u = site + "***"
		}
		want = append(want, u)
	}
	text.WriteString("  \"nntp://host:port/\" so that it uses Tom Zerucha's (tz@execpc.com)\n")
	want = append(want, "nntp://host:port/")
	var o, e bytes.Buffer
	run([]string{"urlsift", "extract", "-"}, strings.NewReader(text.String()), &o, &e)
	got := strings.Split(strings.TrimSuffix(o.String(), "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d URLs, want %d:\n%s", len(got), len(want), o.String())
	}
	bad := 0
	for i := range got {
		if got[i] != want[i] {
			bad++
			if bad <= 5 {
				t.Errorf("printed %q, want %q", got[i], want[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d URLs with a port word not printed whole", bad, len(want))
	}
	// Passwords that hold a port word stay hidden.
	for _, in := range []string{
		"see http://u:port/x@h.example.com/ now\n",
		"see http://u:portable/x@h.example.com/ now\n",
		"see http://u:port@example.com/x now\n",
		"see http://u:Port9@intranet/x now\n",
		"see http://u:{port}x@intranet/x now\n",
	} {
		for _, args := range [][]string{{"extract", "-"}, {"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "-"}} {
			var o, e bytes.Buffer
			run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
			pw := in[strings.Index(in, "u:")+2 : strings.LastIndex(in, "@")]
			if strings.Contains(o.String()+e.String(), pw) || !strings.Contains(o.String(), "***") {
				t.Errorf("urlsift %q of %q shows its password %q:\n%s%s", args, in, pw, o.String(), e.String())
			}
		}
	}
}
