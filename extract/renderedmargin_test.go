package extract

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"
)

var (
	marginMisses = flag.Bool("marginmisses", false, "TestRenderedMarginCuts: log the wrong readings of the tuned seeds (5144, 5223; never of the held-out 5145, 5224)")
	marginSeed   = flag.Uint64("marginseed", 0, "TestRenderedMarginCuts: draw from this seed only (0: the tuned 5144 and 5223, the held-out 5145 and 5224)")
)

// marginURL draws a URL of any shape a link's text may be: a scheme
// (http, https, ftp, mailto, in either case), a user name or none (a
// mailto's always), a host of one to eight labels of letters, digits and
// "-" under a top-level domain (generic, a country's, two of them, a
// test's) or an IPv4 or IPv6 address, a port, a path of segments of
// unreserved bytes and escapes, a query, a fragment; it ends with a
// letter, a digit or "/", so that its end is its own, not a stop's.
func marginURL(r *rand.Rand) string {
	const low = "abcdefghijklmnopqrstuvwxyz0123456789"
	const seg = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"
	tlds := []string{"com", "org", "net", "edu", "gov", "info", "io", "de", "uk", "co.uk", "jp", "ru", "cn", "fr", "example", "test", "eg", "in"}
	label := func() string {
		n := 1 + r.IntN(16)
		if r.IntN(4) == 0 {
			n += r.IntN(20)
		}
		l := []byte(drawWord(r, low, n))
		for i := 1; i < len(l)-1; i++ {
			if r.IntN(9) == 0 {
				l[i] = '-'
			}
		}
		return string(l)
	}
	scheme := []string{"http://", "https://", "ftp://", "mailto:", "https://", "http://"}[r.IntN(6)]
	if r.IntN(25) == 0 {
		scheme = strings.ToUpper(scheme)
	}
	mailto := strings.EqualFold(scheme, "mailto:")
	var host string
	switch k := r.IntN(12); {
	case k == 0 && !mailto:
		host = fmt.Sprintf("%d.%d.%d.%d", 1+r.IntN(254), r.IntN(256), r.IntN(256), 1+r.IntN(254))
	case k == 1 && !mailto:
		host = fmt.Sprintf("[2001:db8:%x::%x]", r.IntN(0x10000), 1+r.IntN(0xffff))
	default:
		var ls []string
		for n := 1 + r.IntN(8); n > 0; n-- {
			ls = append(ls, label())
		}
		host = strings.Join(ls, ".") + "." + tlds[r.IntN(len(tlds))]
	}
	u := scheme
	if mailto || r.IntN(5) == 0 {
		u += drawWord(r, "abcdefghijklmnopqrstuvwxyz0123456789._-+", 1+r.IntN(12)) + "@"
		if u[len(u)-2] == '.' {
			u = u[:len(u)-2] + "x@"
		}
	}
	u += host
	if mailto {
		if r.IntN(4) == 0 {
			u += "?subject=" + drawWord(r, seg, 1+r.IntN(16)) + "x"
		}
		return u
	}
	if r.IntN(5) == 0 {
		u += fmt.Sprintf(":%d", 1+r.IntN(65535))
	}
	for n := r.IntN(6); n > 0; n-- {
		s := []byte(drawWord(r, seg, 1+r.IntN(14)))
		if r.IntN(6) == 0 {
			s = fmt.Appendf(s, "%%%02X", r.IntN(256))
		}
		u += "/" + string(s)
	}
	if r.IntN(5) == 0 {
		u += "?" + drawWord(r, low, 1+r.IntN(8)) + "=" + drawWord(r, seg, 1+r.IntN(10))
		if r.IntN(2) == 0 {
			u += "&" + drawWord(r, low, 1+r.IntN(8)) + "=" + drawWord(r, seg, 1+r.IntN(10))
		}
	}
	if r.IntN(7) == 0 {
		u += "#" + drawWord(r, seg, 1+r.IntN(12))
	}
	switch c := u[len(u)-1]; {
	case c == '/' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
	default:
		u += drawWord(r, low, 1)
	}
	return u
}

// marginPage draws a page of HTML whose links' text is their URL
// (marginURL), in paragraphs, lists nested up to three deep,
// blockquotes and definition lists, after 0-12 words and before a stop
// or words: lynx moves a URL longer than its line to a line of its own
// and cuts it at its margin, so the indentation, the scheme, the user
// name and the labels' lengths put the cut at every byte offset of the
// URL, inside its host above all; a URL as long as the line ends at the
// margin whole. The words around are what prose holds and what the
// rest of a host cut in a label looks like ("le,", "info", "de", ".org",
// "example.com", capitalised words, numbers, non-ASCII words).
func marginPage(r *rand.Rand) (page string, truth []string) {
	const letters = "abcdefghijklmnopqrstuvwxyz"
	nonASCII := []string{"пакет", "сервер", "документация", "توثيق", "رابط", "文档", "ダウンロード", "größe", "naïve", "العربية"}
	tails := []string{"le", "de", "info", "com", "org", "net", "io", "uk", "co.uk", ".org", ".net", ".de", "example.com", "en", "it", "la", "es", "y", "o", "fo", "m", "gov"}
	word := func() string {
		switch k := r.IntN(14); {
		case k == 0:
			return nonASCII[r.IntN(len(nonASCII))]
		case k == 1:
			return tails[r.IntN(len(tails))]
		case k == 2:
			return strings.ToUpper(drawWord(r, letters, 1)) + drawWord(r, letters, r.IntN(9))
		case k == 3:
			return fmt.Sprint(r.IntN(3000))
		default:
			return drawWord(r, letters, 1+r.IntN(9))
		}
	}
	words := func(n int) string {
		ws := make([]string, n)
		for i := range ws {
			ws[i] = word()
		}
		return strings.Join(ws, " ")
	}
	link := func() string {
		u := marginURL(r)
		truth = append(truth, u)
		a := "<a href=\"" + strings.ReplaceAll(u, "&", "&amp;") + "\">" + strings.ReplaceAll(u, "&", "&amp;") + "</a>"
		switch r.IntN(6) {
		case 0:
			a += ","
		case 1:
			a += "."
		case 2:
			a = "(" + a + ")"
		}
		return a
	}
	item := func() string {
		s := words(r.IntN(12))
		for n := 1 + r.IntN(2); n > 0; n-- {
			s += " " + link() + " " + words(r.IntN(12))
		}
		if r.IntN(3) == 0 {
			s += " " + tails[r.IntN(len(tails))] + " " + words(r.IntN(5))
		}
		return s
	}
	var list func(depth int) string
	list = func(depth int) string {
		tag := []string{"ul", "ol"}[r.IntN(2)]
		s := "<" + tag + ">\n"
		for range 1 + r.IntN(3) {
			s += "<li>" + item()
			if depth < 3 && r.IntN(3) == 0 {
				s += "\n" + list(depth+1)
			}
			s += "</li>\n"
		}
		return s + "</" + tag + ">\n"
	}
	var b strings.Builder
	b.WriteString("<html><body>\n<h1>" + words(1+r.IntN(4)) + "</h1>\n")
	for range 2 + r.IntN(5) {
		switch r.IntN(5) {
		case 0, 1:
			b.WriteString("<p>" + item() + "</p>\n")
		case 2:
			b.WriteString(list(1))
		case 3:
			b.WriteString("<blockquote><p>" + item() + "</p></blockquote>\n")
		case 4:
			b.WriteString("<dl><dt>" + words(1+r.IntN(3)) + "</dt><dd>" + item() + "</dd></dl>\n")
		}
	}
	b.WriteString("</body></html>\n")
	return b.String(), truth
}

// marginCounts are what TestRenderedMarginCuts counts of one renderer's
// text: the links' URLs found whole, found cut (a URL that is a proper
// prefix of one), not found, and false URLs (any other URL).
type marginCounts struct {
	urls, whole, cut, none, falseURLs int
}

// TestRenderedMarginCuts renders pages of links whose text is their URL
// (marginPage) through the real lynx at 60 and 72 columns, which cuts a
// URL longer than its line at its margin wherever that falls (in the
// host's labels: "…@www.yz.cb2ty2.utaqpave" and "birpuf.gov", "…@bugs.64y"
// and ".de", "…0e.examp" and "le,"), and through w3m and html2text, which
// break it after "/" or not at all: every URL is read whole, none cut,
// and no false URL comes of a URL that ends at the margin whole before a
// word. Seed 5144 is tuned, 5145 held out (stop 54); -marginmisses logs
// 5144's wrong readings.
func TestRenderedMarginCuts(t *testing.T) {
	lynx := renderer(t, "lynx")
	w3m, _ := exec.LookPath("w3m")
	h2t, _ := exec.LookPath("html2text")
	renderers := []struct {
		name string
		argv []string
	}{
		{"lynx60", []string{lynx, "-dump", "-nolist", "-width=60", "-display_charset=UTF-8", "-force_html", "-stdin"}},
		{"lynx72", []string{lynx, "-dump", "-nolist", "-width=72", "-display_charset=UTF-8", "-force_html", "-stdin"}},
		{"w3m", []string{w3m, "-dump", "-T", "text/html", "-O", "UTF-8", "-cols", "80"}},
		{"html2text", []string{h2t, "-utf8", "-nobs", "-width", "79"}},
	}
	const pages = 50
	for _, seed := range []uint64{5144, 5145, 5223, 5224} {
		if *marginSeed != 0 && seed != *marginSeed {
			continue
		}
		r := rand.New(rand.NewPCG(seed, 54))
		counts := make([]marginCounts, len(renderers))
		logged := 0
		show := func(format string, args ...any) {
			if (seed == 5144 || seed == 5223) && *marginMisses && logged < 80 {
				logged++
				t.Logf(format, args...)
			}
		}
		for range pages {
			page, truth := marginPage(r)
			for ri, rd := range renderers {
				if rd.argv[0] == "" {
					continue
				}
				cmd := exec.Command(rd.argv[0], rd.argv[1:]...)
				cmd.Stdin = strings.NewReader(page)
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("%s: %v", rd.name, err)
				}
				c := &counts[ri]
				found := map[string]bool{}
				for _, u := range all(t, string(out), Options{}) {
					whole, cut := false, false
					for _, s := range truth {
						w, p := maskedMatch(u, s)
						if w {
							whole = true
							found[s] = true
						} else if p {
							cut = true
						}
					}
					switch {
					case whole:
					case cut:
						c.cut++
						show("%s: cut: %s\n%s", rd.name, u, around(string(out), u))
					default:
						c.falseURLs++
						show("%s: false URL: %s\n%s", rd.name, u, around(string(out), u))
					}
				}
				for _, s := range truth {
					c.urls++
					if found[s] {
						c.whole++
					} else {
						c.none++
					}
				}
			}
		}
		for ri, rd := range renderers {
			c := counts[ri]
			if c.urls == 0 {
				continue
			}
			t.Logf("seed %d %s: %d URLs: %d whole, %d cut, %d not found; %d false URLs", seed, rd.name, c.urls, c.whole, c.cut, c.none, c.falseURLs)
			floor, ok := marginFloors[seed][rd.name]
			if ok && (c.whole < floor.whole || c.cut > floor.cut || c.falseURLs > floor.falseURLs) {
				t.Errorf("seed %d %s: %d URLs whole (floor %d), %d read cut (at most %d), %d false URLs (at most %d)", seed, rd.name, c.whole, floor.whole, c.cut, floor.cut, c.falseURLs, floor.falseURLs)
			}
		}
	}
}

// marginFloors are TestRenderedMarginCuts's floors of whole readings and
// ceilings of cut readings and false URLs, per seed and renderer (50
// pages each), as lynxHostCut and lynxFieldCut read them (stop 54). On
// e9eee13, before them, 5144 read lynx60 367 whole, 34 cut, 6 false;
// lynx72 378, 28, 1 (5145: lynx60 415, 28, 5; lynx72 410, 35, 3). w3m's
// and html2text's are as they were: they break a URL after "/", "-",
// ":" or "?", or not at all, never at a margin inside a host.
var marginFloors = map[uint64]map[string]marginCounts{
	5144: {
		"lynx60":    {whole: 388, cut: 12, falseURLs: 7},
		"lynx72":    {whole: 392, cut: 14, falseURLs: 1},
		"w3m":       {whole: 388, cut: 14, falseURLs: 1},
		"html2text": {whole: 387, cut: 7, falseURLs: 0},
	},
	// Stop 55 (prec55): 5223 tuned, 5224 held out, as e1d9bca reads
	// them (lynx-pre-prose gives both readings, which this test does
	// not count: only first readings).
	5223: {
		"lynx60":    {whole: 532, cut: 17, falseURLs: 8},
		"lynx72":    {whole: 544, cut: 9, falseURLs: 4},
		"w3m":       {whole: 521, cut: 24, falseURLs: 1},
		"html2text": {whole: 512, cut: 25, falseURLs: 0},
	},
	5224: { // held out, read once at the end of stop 55: the same on e1d9bca
		"lynx60":    {whole: 481, cut: 16, falseURLs: 4},
		"lynx72":    {whole: 476, cut: 15, falseURLs: 10},
		"w3m":       {whole: 465, cut: 25, falseURLs: 1},
		"html2text": {whole: 452, cut: 23, falseURLs: 0},
	},
	5145: {
		"lynx60":    {whole: 430, cut: 13, falseURLs: 5},
		"lynx72":    {whole: 428, cut: 17, falseURLs: 3},
		"w3m":       {whole: 416, cut: 22, falseURLs: 1},
		"html2text": {whole: 418, cut: 9, falseURLs: 2},
	},
}
