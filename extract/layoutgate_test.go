package extract

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestLayoutGatesSame: the Scanner reads every text as it does past its
// speed gates (Scanner.ungated: cellFill's and cellBreak's test of the
// line's last byte before the search back to its start, perf53b): the
// same URLs, with the same positions, readings, hyphen breaks and masked
// texts. The texts: html2text's and w3m's table rows (bordered, filled,
// with trailing spaces, tabs and "\r"), URLs with "|" among them, lines
// of every printable byte, control and non-UTF-8 bytes around "@", ":",
// "/", "|", "_" and line breaks (seed 5146), and the documents of the rendered
// corpora of testdata/rendered that hold a border. A gate that tells wrong changes a URL here.
func TestLayoutGatesSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(5146, 1))
	pieces := []string{
		"|", "|", "│", "| ", " |", "|_", "_|", "_", "__", " ", "  ", "\t", "\r", "\n", "\n", "\r\n", " \n", "|\n", "│\n",
		"@", ":", "/", "//", "-\n", "─", "┌", "├", "┼",
		"https://a.example/x|y", "ftp://c.example/a|b", "http://b.example/p_q", "http://u:pw@h.example/x|",
		"https://alice:Secr", "et@host.example/", "http://x/", "|https://a.example/x|", "|see_http://x/pub/_and_others|",
		"│https://a.example/x/│more│", "│https://u:s3cret│x│", "│pw@gitlab.com/o/r │ │",
		"| https://b.example:443/%zz |", "<http://e.example/ %41>", "mailto:kim@example.org", "www.example.com/a|b",
	}
	printable := func() byte { return byte(' ' + rng.IntN(95)) }
	var texts []string
	for range 3000 {
		var b strings.Builder
		n := 20 + rng.IntN(400)
		for b.Len() < n {
			switch rng.IntN(10) {
			case 0:
				b.WriteByte(printable())
			case 1:
				b.WriteByte(byte(rng.IntN(32))) // control bytes, line breaks among them
			case 2:
				b.WriteByte(byte(0x80 + rng.IntN(128))) // no UTF-8, or a piece of it
			case 3:
				// A row: a border, cells, a border, maybe trailing blanks.
				b.WriteString(strings.Repeat(" ", rng.IntN(3)))
				bd := []string{"|", "│"}[rng.IntN(2)]
				b.WriteString(bd)
				for range 1 + rng.IntN(3) {
					b.WriteString(pieces[rng.IntN(len(pieces))])
					b.WriteString([]string{"", " ", "_", "|", bd, "\t"}[rng.IntN(6)])
				}
				b.WriteString(bd)
				b.WriteString([]string{"", " ", "  ", "\t", "\r", " \r"}[rng.IntN(6)])
				b.WriteByte('\n')
			default:
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		texts = append(texts, b.String())
	}
	// Real renderings: every rendered corpus the package's tests hold, its
	// documents with a border.
	files, _ := filepath.Glob("testdata/rendered/*/*.jsonl.gz")
	more, _ := filepath.Glob("testdata/rendered/renderer/*/*.jsonl.gz")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no rendered corpora")
	}
	real := 0
	for _, f := range files {
		for _, d := range readRendered(t, f) {
			// The documents with a table's border: the rows the gates read.
			if strings.Contains(d.Text, "|") || strings.Contains(d.Text, "│") {
				texts = append(texts, d.Text)
				real++
			}
		}
	}
	urls := 0
	for i, text := range texts {
		opts := Options{Relative: i%3 == 0, Abbreviated: i%2 == 0}
		seed := uint64(i)
		gated, ungated := scanDescribed(text, opts, seed, false), scanDescribed(text, opts, seed, true)
		if !slices.Equal(gated, ungated) {
			for k := range max(len(gated), len(ungated)) {
				var g, u string
				if k < len(gated) {
					g = gated[k]
				}
				if k < len(ungated) {
					u = ungated[k]
				}
				if g != u {
					t.Fatalf("text %d (%q): URL %d:\n gated   %s\n ungated %s", i, text, k, g, u)
				}
			}
		}
		urls += len(gated)
	}
	t.Logf("%d texts (%d rendered documents), %d URLs alike", len(texts), real, urls)
}

// scanDescribed returns what a Scanner reads in text, a line for each URL
// (past the speed gates, or not), read as a stream in pieces that seed
// draws (chunkReader).
func scanDescribed(text string, opts Options, seed uint64, ungated bool) []string {
	s := NewScanner(&chunkReader{s: text, rng: rand.New(rand.NewPCG(5146, seed))}, opts)
	s.ungated = ungated
	var out []string
	for s.Scan() {
		u := s.URL()
		out = append(out, fmt.Sprintf("%q %v %v %v %v %q %v %v %d %q %v", u.Text, u.Start, u.End, u.Delimiter,
			u.Rejoined, u.Uncertain, u.HyphenBreak, u.Abbreviated, u.Prefix, u.Secret.Mask(u.Text), u.Plain()))
	}
	if s.Err() != nil {
		out = append(out, s.Err().Error())
	}
	return out
}

// TestSiteListGate: siteList, which returns a URL that holds no "|" and
// no "," as it is, gives what its reading past the gate (siteListRead)
// gives, for drawn URLs of every printable byte, control and non-UTF-8
// bytes around "://", "@", ":", "/", "|", "," (seed 5146, stream 2), and
// for every URL the Scanner finds in the rendered corpora.
func TestSiteListGate(t *testing.T) {
	rng := rand.New(rand.NewPCG(5146, 2))
	pieces := []string{"://", "http://", "https://", "ftp://", "@", ":", "/", "//", "|", ",", "?", "#", "[", "]",
		"u:pw@", "a.example", "h1:27017", "localhost", ":80", "%2C", "%7C", ".", "-", "_", "(", ")", "!", "'"}
	gated := 0
	check := func(u []byte) {
		want := string(siteListRead(slices.Clone(u)))
		if got := string(siteList(slices.Clone(u))); got != want {
			t.Fatalf("siteList(%q) = %q, read past the gate %q", u, got, want)
		}
		if !strings.ContainsAny(string(u), "|,") {
			gated++
		}
	}
	for range 200000 {
		var b []byte
		for n := 1 + rng.IntN(12); n > 0; n-- {
			switch rng.IntN(6) {
			case 0:
				b = append(b, byte(' '+rng.IntN(95)))
			case 1:
				b = append(b, byte(rng.IntN(32)))
			case 2:
				b = append(b, byte(0x80+rng.IntN(128)))
			default:
				b = append(b, pieces[rng.IntN(len(pieces))]...)
			}
		}
		check(b)
	}
	files, _ := filepath.Glob("testdata/rendered/renderer/*.jsonl.gz")
	for _, f := range files {
		for _, d := range readRendered(t, f) {
			for u := range Strings(d.Text, Options{}) {
				check([]byte(u))
			}
		}
	}
	if gated == 0 {
		t.Fatal("no URL without \"|\" and \",\": the gate went untried")
	}
}
