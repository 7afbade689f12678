package urlsyntax

import (
	"flag"
	"math/rand"
	"strings"
	"testing"
)

var portScopeSeed = flag.Int64("portscope.seed", 5217, "seed of TestPortWordScope's generator")

// TestPortWordScope: a word that stands for a port ("PORT", "{port}",
// "${PORT}", "<port>", "nnnn"…) after a host's or a user's name, then a
// "/", "?" or "#" and an "@" word (an npm scope, a handle: review55 N4,
// "see http://api.example.org:PORT/@myorg/pkg" printed
// "http://api.example.org:***@myorg/pkg") is a port, as digits there
// are: MaskText shows it wherever it shows "3000" in its place (the
// price; after a user name and before "?" or "#", "u:3000/#@types"
// hides both, a password's reading kept). The leak side, drawn alike: a
// password of any printable bytes that holds a digit or a letter and is
// no port word, in the same place, before an "@" and a host, is never
// shown, alone or in any wrapper, with prose of every printable byte
// around it.
func TestPortWordScope(t *testing.T) {
	r := rand.New(rand.NewSource(*portScopeSeed))
	names := []string{"api.example.org", "10.0.0.5", "localhost", "[::1]", "verdaccio", "gitea", "devbox", "u", "alice", "bob.smith", "deploy_bot", "host-1"}
	words := []string{"port", "PORT", "portnum", "PORTNUM", "portno", "port_number", "PORT_NUMBER", "port-number", "portnumber", "PortNumber", "nnnn", "NNNN", "xxxx", "XXXX"}
	wraps := [][2]string{{"{", "}"}, {"${", "}"}, {"{{", "}}"}, {"<", ">"}, {"$", ""}}
	schemes := []string{"http", "https", "ws", "git+ssh", "npm", "ftp"}
	outer := [][2]string{{"", ""}, {"<", ">"}, {"\"", "\""}, {"'", "'"}, {"(", ")"}, {"`", "`"}, {"<URL:", ">"}, {"[x](", ")"}}
	hosts := []string{"db.example.com", "10.1.2.3", "_gateway", "intranet", "gitlab.com"}
	printable := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(byte(0x20 + r.Intn(0x5f)))
		}
		return b.String()
	}
	const n = 2000
	hidden, shown := 0, 0
	var firstHidden, firstShown string
	for range n {
		name := names[r.Intn(len(names))]
		w := words[r.Intn(len(words))]
		if r.Intn(3) == 0 {
			wr := wraps[r.Intn(len(wraps))]
			w = wr[0] + w + wr[1]
		}
		sep := string("/?#"[r.Intn(3)])
		if sep != "/" && r.Intn(2) == 0 {
			sep = "/" + sep
		}
		tail := "@" + []string{"myorg", "alice", "types", "scope-1", "x"}[r.Intn(5)] + []string{"", "/pkg", "/pkg@1.2.3", "/-/pkg-1.0.tgz"}[r.Intn(4)]
		o := outer[r.Intn(len(outer))]
		sch := schemes[r.Intn(len(schemes))]
		u := sch + "://" + name + ":" + w + sep + tail
		ud := sch + "://" + name + ":3000" + sep + tail
		pre := printable(r.Intn(12))
		post := printable(r.Intn(12))
		for i, s := range []string{u, pre + " " + o[0] + u + o[1] + " " + post} {
			sd := []string{ud, pre + " " + o[0] + ud + o[1] + " " + post}[i]
			if m := MaskText(s); strings.Contains(m, name+":"+Masked) && !strings.Contains(MaskText(sd), name+":"+Masked) {
				hidden++
				if firstHidden == "" {
					firstHidden = s + " -> " + m
				}
			}
		}
		// the leak side: a password in the port's place, then the "@" of
		// a host (a password holds "/" as written in prose)
		pw := printable(1 + r.Intn(10))
		pw = strings.Map(func(c rune) rune {
			if strings.ContainsRune(" @/?#\\\"'<>`", c) {
				return 'q'
			}
			return c
		}, pw) + string("0123456789Zk"[r.Intn(12)])
		if portWordEnd(pw, 0) == len(pw) || allDigits(pw) {
			continue
		}
		user := []string{"u", "alice", "deploy", "bob.smith"}[r.Intn(4)]
		secret := user + ":" + pw + "/" + printable(r.Intn(4))
		secret = strings.Map(func(c rune) rune {
			if strings.ContainsRune(" @\\\"'<>`", c) {
				return 'k'
			}
			return c
		}, secret)
		leak := schemes[r.Intn(len(schemes))] + "://" + secret + "@" + hosts[r.Intn(len(hosts))] + "/x"
		for _, s := range []string{leak, pre + " " + o[0] + leak + o[1] + " " + post} {
			if m := MaskText(s); strings.Contains(m, user+":"+pw) {
				shown++
				if firstShown == "" {
					firstShown = s + " -> " + m
				}
			}
		}
	}
	t.Logf("seed %d: %d texts, port words hidden %d, passwords shown %d", *portScopeSeed, 2*n, hidden, shown)
	if hidden > 0 {
		t.Errorf("port words hidden: %d (first: %q)", hidden, firstHidden)
	}
	if shown > 0 {
		t.Errorf("passwords shown: %d (first: %q)", shown, firstShown)
	}
}
