package urlsyntax

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var nameBreakSeed = flag.Uint64("namebreakseed", 5337, "TestNameLineBreakHides: the seed of its generator (5337 tuning; 5338 held out)")

// TestNameLineBreakHides (review59 N9): a file named after a URL whose
// password a line break cut (the leak probe's layouts, as names: a name
// is one line, and "\n" or "\r" in it is one more byte of it) hides what
// the URL on one line hides: "nl/ftp:/svc_user:S3cNL2x⏎@h.corp.net/y.txt"
// and "…:45#S3cNL1@⏎h.corp.net/y.txt" printed the password in every
// format and --output-dir's names. Drawn: passwords of every printable
// byte but "/" (a directory), digits first a third of the time; the break
// ("\n", "\r\n", "\r") at every place from the password's first byte to
// the host's first; names cleaned of "://" or not; user names and hosts
// of several shapes. A password the name without its break shows is
// another class (TestCleanedNameHides', the URL's own), left out. The
// control: the same names with no password (the user name alone, the
// break where it was) come back unchanged.
func TestNameLineBreakHides(t *testing.T) {
	r := rand.New(rand.NewPCG(*nameBreakSeed, 60))
	n := 6000
	if testing.Short() {
		n = 1500
	}
	var printable []byte
	for c := byte(' '); c < 0x7f; c++ {
		if c != '/' {
			printable = append(printable, c)
		}
	}
	schemes := []string{"ftp", "https", "postgres", "redis", "git+ssh"}
	users := []string{"svc_user", "deploy", "u", ""}
	hosts := []string{"h.corp.net/y.txt", "intranet/a/b.html", "db:5432/app", "10.1.2.3/x", "localhost/x", "h.example.org"}
	breaks := []string{"\n", "\r\n", "\r"}
	drawn, left, shown, controls := 0, 0, 0, 0
	for range n {
		var pw []byte
		if r.IntN(3) == 0 {
			for range 1 + r.IntN(4) {
				pw = append(pw, byte('0'+r.IntN(10)))
			}
		}
		for range 1 + r.IntN(12) {
			pw = append(pw, printable[r.IntN(len(printable))])
		}
		p := string(pw)
		scheme, user, host := schemes[r.IntN(len(schemes))], users[r.IntN(len(users))], hosts[r.IntN(len(hosts))]
		sep := ":/"
		if r.IntN(4) == 0 {
			sep = "://"
		}
		cut := r.IntN(len(p) + 2) // 0..len(p): in or after the password; len(p)+1: after the "@"
		br := breaks[r.IntN(len(breaks))]
		site := p + "@" + host
		whole := "dir/" + scheme + sep + user + ":" + site
		var name string
		if cut <= len(p) {
			name = "dir/" + scheme + sep + user + ":" + p[:cut] + br + p[cut:] + "@" + host
		} else {
			name = "dir/" + scheme + sep + user + ":" + p + "@" + br + host
		}
		public := strings.Replace(whole, p, "\x00", 1)
		var ws []string
		for lo := 0; lo+3 <= len(p); lo++ {
			if w := p[lo : lo+3]; !strings.Contains(public, w) {
				ws = append(ws, w)
			}
		}
		if len(ws) == 0 {
			continue
		}
		if mw := MaskName(whole); containsAny(mw, ws) || !strings.Contains(mw, Masked) {
			left++ // the name on one line shows it: another class
			continue
		}
		drawn++
		mn := MaskName(name)
		flat := strings.NewReplacer("\r", "", "\n", "").Replace(mn)
		if containsAny(flat, ws) || containsAny(mn, ws) {
			shown++
			if shown <= 5 {
				t.Errorf("the name %q is printed %q, showing a piece of the password %q that %q hides (%q)", name, mn, p, whole, MaskName(whole))
			}
		}
		c := "dir/" + scheme + sep + user + "@" + br + host
		if user == "" {
			c = "dir/" + scheme + sep + br + host
		}
		if MaskName(c) != c {
			controls++
			if controls <= 3 {
				t.Errorf("control: the name %q with no password is printed %q", c, MaskName(c))
			}
		}
	}
	t.Logf("seed %d: %d names with a line break drawn (%d left out: the name on one line shows the password), %d show a piece of it; %d controls with no password changed",
		*nameBreakSeed, drawn, left, shown, controls)
}
