package extract

import (
	"flag"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
)

var rowBelowSeed = flag.Uint64("rowbelowseed", 5359, "TestRowBelowProperty: the generator's seed (tuning 5359; the held-out 5360 is read once, at the end)")

// TestRowBelowProperty (issue 28, row-below): tables printed as
// preformatted text (an astropy table in <pre>: a URL in a column set
// right of blanks, then gutters and cells) cut as lynx cuts a line of
// <pre> wider than its width: every width columns, the rest on the next
// line as it was, its blanks kept (trailing blanks of the cut piece
// dropped). The URLs are the truth URLs of the tuned renderer corpora
// (real documents' links), the other cells words of any printable bytes
// or of numbers; the indentation, the gutters (one blank to fifteen),
// the number of cells and the width (60, 72, 80) are drawn.
//
// Each URL falls in one class, by where the cuts fall:
//   - at-end: a cut falls right after the URL or in the blanks after it,
//     so that the URL ends its piece, alone on it, and the next piece
//     starts with blanks (the row's next cell): the URL ends there (the
//     rule's case);
//   - inside: a cut falls inside the URL: its rest starts the next line
//     at the left edge; it goes on (the rule must not end it);
//   - none: no cut near it.
//
// Counted: URLs given whole as the first reading, per class, and first
// readings that are no URL of the table (false URLs).
func TestRowBelowProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(*rowBelowSeed, 28))
	var urls []string
	seen := map[string]bool{}
	for _, name := range []string{"w3m", "lynx72", "html2text"} {
		for _, d := range readRendered(t, filepath.Join(*renderedDir, name+".jsonl.gz")) {
			if keptOut(d.Doc) {
				continue
			}
			for _, u := range d.Truth {
				if !seen[u] && !strings.ContainsAny(u, " \t\n") && len(u) < 70 && bareOne(t, u) == u {
					seen[u] = true
					urls = append(urls, u)
				}
			}
		}
	}
	if len(urls) < 500 {
		t.Fatalf("%d URLs: too few", len(urls))
	}
	var printable string
	for c := byte('!'); c <= '~'; c++ {
		printable += string(c)
	}
	cell := func() string {
		switch r.IntN(3) {
		case 0:
			return []string{"image", "catalog", "--", "public", "str48", "float64", "obscore"}[r.IntN(7)]
		case 1:
			return strings.TrimRight(strings.Repeat("9", 1+r.IntN(3))+"."+drawWord(r, "0123456789", 1+r.IntN(4)), ".")
		}
		return drawWord(r, printable, 1+r.IntN(20))
	}
	blanks := func(lo, hi int) string { return strings.Repeat(" ", lo+r.IntN(hi-lo+1)) }
	const n = 3000
	var whole, total [3]int
	falses := 0
	classes := [3]string{"at-end", "inside", "none"}
	for range n {
		width := []int{60, 72, 80}[r.IntN(3)]
		var text strings.Builder
		want := map[string]bool{}
		class := map[string]int{}
		for range 2 + r.IntN(6) {
			u := urls[r.IntN(len(urls))]
			if want[u] {
				continue
			}
			ind := blanks(0, 30)
			row := ind + u + blanks(1, 15) + cell()
			for range 1 + r.IntN(3) {
				row += blanks(3, 15) + cell()
			}
			s, e := len(ind), len(ind)+len(u)
			var c int
			switch k := (s/width + 1) * width; {
			case s < width && k < e:
				c = 1 // a cut inside the URL (after its first byte)
			case s < width && k >= e && strings.TrimLeft(row[e:min(k, len(row))], " ") == "" && k < len(row) && row[k] == ' ':
				c = 0 // the URL ends its piece, blanks start the next
			default:
				c = 2
			}
			if s >= width {
				continue
			}
			want[u] = true
			class[u] = c
			for len(row) > width {
				text.WriteString(strings.TrimRight(row[:width], " ") + "\n")
				row = row[width:]
			}
			text.WriteString(strings.TrimRight(row, " ") + "\n")
		}
		firsts := map[string]bool{}
		s := NewScanner(strings.NewReader(text.String()), Options{})
		for s.Scan() {
			u := s.URL().Text
			firsts[u] = true
			if !want[u] && strings.Contains(u, "://") {
				falses++
			}
		}
		for u := range want {
			total[class[u]]++
			if firsts[u] {
				whole[class[u]]++
			}
		}
	}
	for c, name := range classes {
		t.Logf("%s: %d of %d URLs whole as the first reading", name, whole[c], total[c])
	}
	t.Logf("false URLs (first readings no URL of the table): %d", falses)
	// Floors and ceilings: see the commit that set them (the parent's
	// figures and this rule's at seed 5359).
	if whole[0] < total[0]*rowBelowAtEndFloor/100 {
		t.Errorf("at-end: %d of %d URLs whole, want at least %d%%", whole[0], total[0], rowBelowAtEndFloor)
	}
	if whole[1] < total[1]*rowBelowInsideFloor/100 {
		t.Errorf("inside: %d of %d URLs whole, want at least %d%%", whole[1], total[1], rowBelowInsideFloor)
	}
	if falses > n*rowBelowFalseCeiling/100 {
		t.Errorf("%d false URLs, want at most %d", falses, n*rowBelowFalseCeiling/100)
	}
}

// The floors of TestRowBelowProperty, in percent of the class's URLs, and
// its ceiling of false URLs, in percent of the tables.
const (
	rowBelowAtEndFloor = 90 // dbcaba8: 1367 of 1721 (79%); row-below: 1587 (92%), seed 5359
	// The inside class is no draw row-below decides (the same before and
	// after it): its floor guards against a rule that would end a URL
	// cut inside, and sits below the spread of the seeds read, 5359
	// 1696 of 2158 (78.6%), 5360 1652 of 2141 (77.2%), 5380 1776 of
	// 2234 (79.5%), 5389 1693 of 2151 (78.7%): 78 (stop 61) failed the
	// held-out 5360 with the code unchanged there.
	rowBelowInsideFloor  = 76
	rowBelowFalseCeiling = 22 // dbcaba8: 842 of 3000 tables; row-below: 622
)

// TestRowBelowSecrets (review61 on 0f89e3d): a URL with a password alone
// on its line, cut anywhere in the password or right before or after its "@", its
// rest starting the next line at another indentation before one to three
// cells of a table, with 0-3 rows of the table above and below. User
// names of letters, digits and "_"; passwords digit-first or letter-first,
// of every printable byte but white space; hosts a name or an address,
// with a port and a path or not. Counted: URLs that row-below decided
// whose reading (the first or another, masked as every output masks it)
// shows a piece of the password (three bytes or more of it before or
// after the cut): none may. 0f89e3d showed some ("ftp://svc_user:035/"
// over "XK6_z@10.1.2.3:5432/app   no   42").
func TestRowBelowSecrets(t *testing.T) {
	r := rand.New(rand.NewPCG(*rowBelowSeed, 61))
	var pwBytes string
	for c := byte('!'); c <= '~'; c++ {
		if c != '@' {
			pwBytes += string(c)
		}
	}
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	const digits = "0123456789"
	row := func() string {
		s := strings.Repeat(" ", r.IntN(20)) + drawWord(r, letters+digits+"_/.", 2+r.IntN(12))
		for range 1 + r.IntN(3) {
			s += strings.Repeat(" ", 3+r.IntN(10)) + drawWord(r, letters+digits, 1+r.IntN(6))
		}
		return s + "\n"
	}
	const n = 3000
	decided, shown, shownAll, hostless := 0, 0, 0, 0
	for range n {
		user := drawWord(r, letters, 1) + drawWord(r, letters+digits+"_", 2+r.IntN(8))
		first := letters
		if r.IntN(2) == 0 {
			first = digits
		}
		pw := drawWord(r, first, 1+r.IntN(3)) + drawWord(r, pwBytes, 1+r.IntN(10))
		host := []string{"10.1.2.3", "db.example.org", "h.example.org", "localhost", "192.168.0.7"}[r.IntN(5)]
		if r.IntN(2) == 0 {
			host += ":" + drawWord(r, digits, 2+r.IntN(3))
		}
		if r.IntN(2) == 0 {
			host += "/" + drawWord(r, letters, 1+r.IntN(6))
		}
		scheme := []string{"ftp", "https", "postgres", "mysql", "redis"}[r.IntN(5)]
		head := scheme + "://" + user + ":"
		pwAt := pw + "@"
		cut := 1 + r.IntN(len(pwAt)) // the bytes before the cut; len(pw): right before the "@", len(pwAt): right after it
		a, b := r.IntN(12), 1+r.IntN(24)
		if a == b {
			b++
		}
		var text strings.Builder
		for range r.IntN(4) {
			text.WriteString(row())
		}
		text.WriteString(strings.Repeat(" ", a) + head + pwAt[:cut] + "\n")
		rest := strings.Repeat(" ", b) + pwAt[cut:] + host
		for range 1 + r.IntN(3) {
			rest += strings.Repeat(" ", 3+r.IntN(10)) + drawWord(r, letters+digits, 1+r.IntN(6))
		}
		text.WriteString(rest + "\n")
		for range r.IntN(4) {
			text.WriteString(row())
		}
		pieces := []string{}
		for _, p := range []string{pw[:min(cut, len(pw))], pw[min(cut, len(pw)):]} {
			if len(p) >= 3 {
				pieces = append(pieces, p)
			}
		}
		s := NewScanner(strings.NewReader(text.String()), Options{})
		for s.Scan() {
			u := s.URL()
			readings := []string{u.Secret.Mask(u.Text)}
			for _, o := range alternatives(u) {
				readings = append(readings, u.Secret.MaskReading(o))
			}
			show := false
			for _, rd := range readings {
				for _, p := range pieces {
					show = show || strings.Contains(rd, p)
				}
			}
			if show {
				shownAll++
			}
			if s.m.rules.has(ruleRowBelow) {
				decided++
				if strings.HasSuffix(u.Text, "@") {
					hostless++
				}
				if show {
					shown++
					if shown <= 5 {
						t.Errorf("row-below decided %q, which shows a piece of the password %q:\n%s", readings, pw, text.String())
					}
				}
			}
		}
	}
	t.Logf("seed %d: %d texts, row-below decided %d URLs, %d of them show a piece of the password (any rule: %d), %d end at the \"@\"", *rowBelowSeed, n, decided, shown, shownAll, hostless)
	if hostless > 0 {
		t.Errorf("%d URLs row-below decided end at the \"@\", their host left out", hostless)
	}
	if shown > 0 {
		t.Errorf("%d URLs row-below decided show a piece of the password", shown)
	}
}
