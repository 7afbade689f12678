package mapper

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/urlsyntax"
)

var userNameSeed = flag.Uint64("usernameseed", 5319, "seed of TestUserNameReadOnce's texts (5319: tuned; 5320: held out)")

// drawUserLines returns lines of text holding URLs with a user name,
// most without a password ("clone ssh://git@h.example.org:22/o/r.git
// here"): user names, passwords, hosts and paths drawn from every
// printable ASCII byte, non-ASCII, tokens and the bytes secrets are read
// by; in every wrapper, with prose and mail addresses around, some
// broken across lines (after a hyphen, inside a wrapper).
func drawUserLines(r *rand.Rand) string {
	piece := func(max int) string {
		pieces := [...]string{"@", ":", "/", "//", "?", "#", "%40", "***", "é", "密", "ghp_abcdefghijklmnop1234", "git", "x:y@", "-", "."}
		var b strings.Builder
		for n := r.IntN(max + 1); n > 0; n-- {
			if r.IntN(4) == 0 {
				b.WriteString(pieces[r.IntN(len(pieces))])
				continue
			}
			b.WriteByte(byte(0x21 + r.IntN(0x7f-0x21)))
		}
		return b.String()
	}
	wraps := [...][2]string{{"", ""}, {"<", ">"}, {`"`, `"`}, {"(", ")"}, {"[", "]"}, {"'", "'"}, {"`", "`"}, {"<URL:", ">"}}
	var text strings.Builder
	for n := 1 + r.IntN(6); n > 0; n-- {
		w := wraps[r.IntN(len(wraps))]
		u := [...]string{"ssh://", "git+ssh://", "https://", "ftp://", "svn+ssh://", "sftp://", "rsync://"}[r.IntN(7)]
		switch r.IntN(5) {
		case 0, 1, 2:
			u += [...]string{"git", "deploy", "alice", "u", "git-user", "build_bot", "x.y", "anonymous"}[r.IntN(8)]
		case 3:
			u += piece(8)
		default:
			u += "alice:" + piece(8)
		}
		u += "@" + [...]string{"h.example.org", "github.com", "localhost", "10.1.2.3", "[::1]", "h"}[r.IntN(6)]
		if r.IntN(2) == 0 {
			u += ":" + [...]string{"22", "2222", "8080"}[r.IntN(3)]
		}
		for k := r.IntN(4); k > 0; k-- {
			u += [...]string{"/", "/o/r.git", "?q=", "#", "/a@b"}[r.IntN(5)] + piece(5)
		}
		if r.IntN(5) == 0 {
			cut := r.IntN(len(u) + 1)
			u = u[:cut] + [...]string{"-\n", "\n  ", "\n"}[r.IntN(3)] + u[cut:]
		}
		text.WriteString([...]string{"clone ", "see ", "", "- ", "  ", "> "}[r.IntN(6)] + w[0] + u + w[1])
		text.WriteString([...]string{" here, then the build\n", "\n", " or kim@example.org\n", ". " + piece(6) + "\n", " //x\n"}[r.IntN(5)])
	}
	return text.String()
}

// TestUserNameReadOnce: a URL with a user name and no password
// ("ssh://git@h.example.org/o/r.git") is read for secrets once, by the
// scanner (its urlsyntax.Secret), and not again by the printer's masker
// (printer.Record.Masked): on d2f9d79 every such URL went to the printer
// unmasked and was read a second time (urlsyntax.MaskText: a seventh of
// extract's instructions on ssh-dense text). The texts are drawUserLines';
// a record counts as read twice when it is not Masked and its one URL
// field holds "//" and "@" that MaskText gives back as it is. And every
// record that is Masked holds only what MaskText gives back as it is (so
// the masker it skips would have changed nothing), in each format and
// --hyphen.
func TestUserNameReadOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(*userNameSeed, 59))
	n := 1500
	if testing.Short() {
		n = 300
	}
	records, masked, twice := 0, 0, 0
	var first string
	for i := range n {
		text := drawUserLines(r)
		for _, hyphen := range []string{"keep", "drop", "both"} {
			x := &Extract{Format: [...]string{"json", "url", "line"}[i%3], Hyphen: hyphen}
			sc := extract.NewScanner(nil, x.Options)
			_, err := x.Input(sc, "t.txt", strings.NewReader(text), input.Text, func(string) {}, nil, func(rec *printer.Record) error {
				records++
				if rec.Masked {
					masked++
					for _, f := range []string{rec.URL, rec.Alternative, rec.Uncertain, rec.Reference} {
						if m := urlsyntax.MaskText(f); m != f {
							t.Errorf("Masked record of %q: %q is masked again as %q", text, f, m)
						}
					}
					return nil
				}
				if rec.Alternative == "" && rec.Uncertain == "" && rec.Reference == "" &&
					strings.Contains(rec.URL, "//") && strings.Contains(rec.URL, "@") && urlsyntax.MaskText(rec.URL) == rec.URL {
					if twice++; first == "" {
						first = rec.URL
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("seed %d: %d texts, %d records, %d Masked, %d read twice (the first: %q)", *userNameSeed, n, records, masked, twice, first)
	if twice > 0 {
		t.Errorf("%d of %d records with a user name and no secret are read again by the printer (the first: %q)", twice, records, first)
	}
	if masked < records/2 {
		t.Errorf("only %d of %d records Masked: the generator no longer draws what the test is about", masked, records)
	}
}
