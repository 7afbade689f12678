package urlsyntax

import (
	"flag"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
)

var cleanedNameSeed = flag.Uint64("cleanedseed", 5311, "TestCleanedNameHides: the seed of its generator (5311 tuning; 5312 held out)")

// TestCleanedNameHides: a URL saved as a file under its own name, whose
// path a file system cleaned of the second "/" of its "://"
// ("/d/paths/postgres:/deploy:5|h@intranet/a/b.html": a crawler's or a
// browser's saved page, a batch of files named after their URLs; a
// walk prints the name, --output-dir names its output after it), hides
// every byte of the password the URL's own text hides (MaskText of the
// URL) when MaskName reads it. Before, a name was read as any text
// (MaskText), whose raw reading alone (AppendSecrets) reads a "scheme:/",
// and read a digit and "|" as a port before a host of one label:
// "postgres:/deploy:5|^6h@j8U:89391/od@intranet/a/b.html" printed whole
// (trust33; the batch of TestAtPortPasswordsCutLater -atportcutseed
// 5305, 17 leaks); with MaskText for MaskName this test finds 16 names of
// 19,990 at seed 5311.
//
// Drawn: passwords of 1 to 16 bytes of every printable ASCII byte, "/"
// and space among them, and of non-ASCII letters; user names of words,
// punctuation, non-ASCII and none; hosts of every shape (one label,
// dotted, IP literals, registry names, ports and paths); directories
// before the name. A password that makes a name the file system would
// clean otherwise ("//", "/./") is drawn again; one the URL's own text
// shows is another class, counted and left out.
//
// go test ./urlsyntax -run '^TestCleanedNameHides$' -args -cleanedseed S
func TestCleanedNameHides(t *testing.T) {
	r := rand.New(rand.NewPCG(*cleanedNameSeed, 59))
	n := 20000
	if testing.Short() {
		n = 4000
	}
	var printable strings.Builder
	for c := byte(' '); c < 0x7f; c++ {
		printable.WriteByte(c)
	}
	alpha := printable.String()
	nonASCII := []string{"é", "Ω", "ß", "中", "”", "«"}
	schemes := []string{"ftp", "https", "http", "postgres", "git+ssh", "redis", "svn+ssh", "mysql", "s3"}
	users := []string{"deploy", "u", "x_y", "|^日Z", "bob.smith", "Ü~x", "ci-bot", "", "a@b.com"}
	hosts := []string{"intranet", "intranet/a/b.html", "_gateway/x", "db", "j8U", "h.example.org/x", "h.example.org",
		"10.1.2.3", "10.1.2.3:5432/x", "localhost/x", "[::1]:8080/x", "db.example.com:5432/x", "bücher.example/p", "%41gw/x"}
	dirs := []string{"/d/paths/", "paths/", "", "./", "/tmp/x y/", "C:/Users/a/"}
	drawn, shown, masked := 0, 0, 0
	for range n {
		var pw strings.Builder
		for range 1 + r.IntN(16) {
			if r.IntN(12) == 0 {
				pw.WriteString(nonASCII[r.IntN(len(nonASCII))])
				continue
			}
			pw.WriteByte(alpha[r.IntN(len(alpha))])
		}
		p := pw.String()
		user := users[r.IntN(len(users))]
		scheme := schemes[r.IntN(len(schemes))]
		url := scheme + "://" + user + ":" + p + "@" + hosts[r.IntN(len(hosts))]
		name := dirs[r.IntN(len(dirs))] + scheme + ":/" + strings.TrimPrefix(url, scheme+"://")
		if filepath.Clean(name) != name && filepath.Clean(name) != strings.TrimPrefix(name, "./") {
			continue // a name no walk gives
		}
		drawn++
		public := strings.Replace(name, p, "\x00", 1)
		var ws []string
		for lo := 0; lo+3 <= len(p); lo++ {
			if w := p[lo : lo+3]; !strings.Contains(public, w) {
				ws = append(ws, w)
			}
		}
		mu := MaskText(url)
		if !strings.Contains(mu, Masked) || containsAny(mu, ws) {
			shown++ // the URL's own text shows it: another class
			continue
		}
		mn := MaskName(name)
		for _, w := range ws {
			if strings.Contains(mn, w) {
				masked++
				if masked <= 5 {
					t.Errorf("the name %q is printed %q, showing %q of the password %q that the URL %q hides (%q)", name, mn, w, p, url, mu)
				}
				break
			}
		}
	}
	t.Logf("seed %d: %d names drawn, %d whose URL shows its password (left out), %d names that show what their URL hides",
		*cleanedNameSeed, drawn, shown, masked)
}

func containsAny(s string, ws []string) bool {
	for _, w := range ws {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
