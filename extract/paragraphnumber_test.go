package extract

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestParagraphNumber: rule paragraph-number, a number alone on its line
// after a URL that counts on from another number alone in sight (a
// paragraph's number, which html2text and lynx print on a line of its
// own: live-manual's HTML, renderer/tuned3), on the tuned3 cases and the
// shapes it leaves alone.
func TestParagraphNumber(t *testing.T) {
	const html2text = "$ lb config --mirror-bootstrap http://localhost/debian/ \\\n\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0--mirror-chroot-security http://localhost/debian-security/\n385\nThe chroot mirror, specified by --mirror-chroot, defaults to the --mirror-\nbootstrap value.\n386\n 8.1.4 Distribution mirrors used at run time\n387\n" // tuned3/html2text live-manual.en.html
	const lynx72 = "   129\n\n   To build from source, clone the repository:\n\n   git://http://anonscm.debian.org/git/debian-live/live-build.git\n   130\n\n   $ cd live-build\n"                                                                                                                                                                                      // tuned3/lynx72 live-manual.en.html (shortened)
	const lynx60 = "   822\n\n   ssh://git.debian.org/git/debian-live/repository.\n   823\n\n   The next paragraph.\n"                                                                                                                                                                                                                                                  // tuned3/lynx60 live-manual.en.html (shortened)
	for _, c := range []struct{ name, text, prefix, want string }{
		{"html2text, the next number after", html2text, "http://localhost/debian-security/", "http://localhost/debian-security/"},
		{"lynx72, the number before", lynx72, "git://http://anonscm", "git://http://anonscm.debian.org/git/debian-live/live-build.git"},
		{"lynx60, after a stop", lynx60, "ssh://", "ssh://git.debian.org/git/debian-live/repository"},
		// no number that it counts on from: the rules after decide, as
		// before (a path's last segment of digits, "…/events/" and "65")
		{"no neighbour", strings.Replace(html2text, "386\n", "see below\n", 1), "http://localhost/debian-security/", "http://localhost/debian-security/385"},
		{"a neighbour two on", strings.Replace(html2text, "386\n", "387\n", 1), "http://localhost/debian-security/", "http://localhost/debian-security/385"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if first, _ := firstReadings(t, c.text, c.prefix); first != c.want {
				t.Errorf("got %q, want %q", first, c.want)
			}
		})
	}
	// Where the rule stands back, whatever the rules after decide: a
	// URL that ends in a digit, cut at lynx's margin in a list of ids
	// that count on (the number is the rest of each); a number with a
	// word after it.
	for _, text := range []string{
		"   https://bugs.example.org/show_bug.cgi?id=20\n   1\n   https://bugs.example.org/show_bug.cgi?id=20\n   2\n",
		strings.Replace(html2text, "/\n385\n", "/\n385 more\n", 1),
		strings.Replace(html2text, "386\n", "see below\n", 1),
	} {
		sc := NewScanner(strings.NewReader(text), Options{})
		for sc.Scan() {
			if sc.m.rules.has(ruleParagraphNumber) {
				t.Errorf("%q: paragraph-number decided %q", text, sc.URL().Text)
			}
		}
	}
}

// TestParagraphNumberGenerated: drawn documents whose paragraphs each
// start with their number alone on a line, as html2text and lynx print
// live-manual's, with drawn URLs (drawn hosts and paths, ending in a
// letter, "/" or ".") that end a paragraph's last line, whole:
// every URL is read whole, never glued to the next paragraph's number.
func TestParagraphNumberGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 28))
	const small = "abcdefghijklmnopqrstuvwxyz"
	const seg = small + "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~."
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or see")
	n := 0
	for range 400 {
		var doc strings.Builder
		var urls []string
		indent := strings.Repeat(" ", []int{0, 3, 6}[rng.IntN(3)])
		p := 1 + rng.IntN(900)
		for range 3 + rng.IntN(8) {
			doc.WriteString(indent + strconv.Itoa(p) + "\n")
			if rng.IntN(2) == 0 {
				doc.WriteString("\n")
			}
			p++
			var words []string
			for range 3 + rng.IntN(30) {
				words = append(words, pw[rng.IntN(len(pw))])
			}
			doc.WriteString(indent + strings.Join(words, " ") + "\n")
			if rng.IntN(2) == 0 {
				u := []string{"http://", "https://", "git://", "ftp://"}[rng.IntN(4)] + word(small, 2+rng.IntN(8)) + "." + []string{"org", "com", "net", "de"}[rng.IntN(4)]
				for range rng.IntN(4) {
					u += "/" + word(seg, 1+rng.IntN(10)) + word(small, 1)
				}
				u += []string{"", "/", ".git", "."}[rng.IntN(4)]
				lead := ""
				if rng.IntN(2) == 0 {
					lead = pw[rng.IntN(len(pw))] + " "
				}
				doc.WriteString(indent + lead + u + "\n")
				urls = append(urls, strings.TrimSuffix(u, "."))
			}
			if rng.IntN(2) == 0 {
				doc.WriteString("\n")
			}
		}
		doc.WriteString(indent + strconv.Itoa(p) + "\n")
		sc := NewScanner(strings.NewReader(doc.String()), Options{})
		var got []string
		for sc.Scan() {
			got = append(got, sc.URL().Text)
		}
		if strings.Join(got, " ") != strings.Join(urls, " ") {
			t.Fatalf("%q: got %q, want %q", doc.String(), got, urls)
		}
		n += len(urls)
	}
	t.Logf("%d URLs before a paragraph's number, read whole", n)
}
