package lint

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

var (
	fixPortsSeed  = flag.Uint64("fixportsseed", 5307, "TestFixPortsOnce: the seed of the draw")
	fixPortsCases = flag.Int("fixportscases", 1500, "TestFixPortsOnce: texts drawn (300 with -short)")
)

// TestFixPortsOnce: a fix is applied once, and a second run changes
// nothing; and no fix drops a ":" piece of a site a reader needs. A URL
// whose site holds two ports ("http://0:80:80", FuzzFix's old case) is
// not the URL with one: the fix of "the default port written out" left
// "http://0:80", which a second run fixed to "http://0". Drawn: a scheme
// (with and without a default port, as written or in capitals), a host
// (names, digits, IPs, a bracketed literal, one letter, none, printable
// bytes), one to four ":port" pieces (the scheme's default, another
// number, none, leading zeros, too large, printable bytes) with, one time
// in three, printable bytes between them, a user name or password, a
// path, query or fragment, a wrapper and the words around. Fixed by the
// Fixer (ApplyFixes, as --fix) and by the language server's fix of all
// (TextFixes.All), with every rule but not-normalized (fixing it once
// fixes all: a second run changes nothing) and with every rule (a
// second run of every rule but not-normalized changes nothing; fixing
// ends within three runs). Judged on each URL's site: the pieces its ":"s
// make after the user name (sitePieces) are those of the text as written
// (a port's by its number),
// but for one port after a host with no ":" of its own, dropped where it
// is empty or the scheme's default. Tuning seed 5307, held-out 5308.
func TestFixPortsOnce(t *testing.T) {
	n := *fixPortsCases
	if testing.Short() {
		n = 300
	}
	seed := *fixPortsSeed
	most, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		t.Fatal(err)
	}
	all, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(seed, 0x9075))
	type way struct {
		name string
		fix  func(l *Linter, text string) string
	}
	ways := []way{
		{"--fix", func(l *Linter, text string) string { return fixByFixer(t, l, dir, text) }},
		{"the fix of all", func(l *Linter, text string) string { return fixByServer(t, l, text) }},
	}
	var fixed, again, dropped, notEnd [2]int
	bad := 0
	fail := func(format string, args ...any) {
		bad++
		if bad <= 8 {
			t.Errorf(format, args...)
		}
	}
	for k := 0; k < n; k++ {
		text := drawPortText(r)
		for w, wy := range ways {
			// Every rule but not-normalized: once is all.
			out := wy.fix(most, text)
			if out != text {
				fixed[w]++
			}
			if why := piecesKept(t, text, out); why != "" {
				dropped[w]++
				fail("%s drops a piece of a site: %s\n%q\n%q", wy.name, why, text, out)
			}
			if out2 := wy.fix(most, out); out2 != out {
				again[w]++
				fail("%s: a second run fixes more:\n%q\n%q\n%q", wy.name, text, out, out2)
			}
			// Every rule: not-normalized's normal form waits for the
			// others, then nothing is left.
			cur := text
			for round := 0; ; round++ {
				if round == 3 {
					notEnd[w]++
					fail("%s, every rule: fixing does not end in 3 runs: %q", wy.name, text)
					break
				}
				next := wy.fix(all, cur)
				if next == cur {
					break
				}
				if why := piecesKept(t, text, next); why != "" {
					dropped[w]++
					fail("%s, every rule, run %d, drops a piece of a site: %s\n%q\n%q", wy.name, round+1, why, text, next)
					break
				}
				if m := wy.fix(most, next); m != next {
					again[w]++
					fail("%s, every rule, run %d: a run of the others fixes more:\n%q\n%q\n%q", wy.name, round+1, text, next, m)
					break
				}
				cur = next
			}
		}
	}
	t.Logf("seed %d: %d texts; fixed by --fix %d, by the fix of all %d; a second run fixes more: %d, %d; a piece dropped: %d, %d; no end in 3 runs: %d, %d",
		seed, n, fixed[0], fixed[1], again[0], again[1], dropped[0], dropped[1], notEnd[0], notEnd[1])
	if fixed[0] == 0 || fixed[1] == 0 {
		t.Errorf("no text fixed: the test cannot tell")
	}
}

// fixByFixer returns text as --fix leaves it with l's fixes (ApplyFixes).
func fixByFixer(t *testing.T, l *Linter, dir, text string) string {
	t.Helper()
	edits := lintEdits(t, l, text, extract.Options{})
	if len(edits) == 0 {
		return text
	}
	p := filepath.Join(dir, "f.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ApplyFixes(p, sha256.Sum256([]byte(text)), edits, FixOptions{}); err != nil {
		return text // refused: the file is as it was
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// fixByServer returns text as the language server's fix of all leaves it.
func fixByServer(t *testing.T, l *Linter, text string) string {
	t.Helper()
	fixes := NewTextFixes("/home/u/notes.txt", text, extract.Options{})
	if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
		fixes.Add(&f)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	out, _, err := applyEdits([]byte(text), fixes.All())
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// sitePieces returns the pieces the ":"s outside a bracketed literal make of a
// URL's site after its user name, each percent-decoded and in lower
// case (a fix may write a host's case or an escape otherwise), and the
// scheme's default port ("" for none); ok is false when the URL has no
// site.
func sitePieces(u string) (pieces []string, def string, ok bool) {
	ref := urlsyntax.Parse(u)
	if !ref.Site.Defined {
		return nil, "", false
	}
	if ref.Scheme.Defined {
		if sch := urlsyntax.LookupScheme(strings.ToLower(ref.Get(ref.Scheme))); sch != nil {
			def = sch.DefaultPort
		}
	}
	hp := ref.Get(ref.Site)
	if i := strings.LastIndexByte(hp, '@'); i >= 0 {
		hp = hp[i+1:]
	}
	// A bracketed literal at the start is one piece with what follows
	// it up to a ":"; a "[" elsewhere is a byte like another.
	from := 0
	if strings.HasPrefix(hp, "[") {
		if k := strings.IndexByte(hp, ']'); k > 0 {
			from = k + 1
		}
	}
	last := 0
	for i := from; i <= len(hp); i++ {
		if i == len(hp) || hp[i] == ':' {
			pieces = append(pieces, strings.ToLower(decodePercent(hp[last:i])))
			last = i + 1
		}
	}
	return pieces, def, true
}

// decodePercent decodes each "%" and two hex digits of s.
func decodePercent(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHexByte(s[i+1]) && isHexByte(s[i+2]) {
			v, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(v))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// piecesKept returns why the fixed text out reads a URL's site with a
// ":" piece fewer or other than text does, "" when every site keeps its
// pieces: the same, or one port after a host with no ":" of its own
// dropped where it is empty or the scheme's default.
func piecesKept(t *testing.T, text, out string) string {
	t.Helper()
	if out == text {
		return ""
	}
	before, after := urlSpans(t, text, extract.Options{}), urlSpans(t, out, extract.Options{})
	if len(before) != len(after) {
		return fmt.Sprintf("%d URLs, then %d", len(before), len(after))
	}
	for i := range before {
		a, da, oka := sitePieces(before[i].text)
		b, _, okb := sitePieces(after[i].text)
		if oka != okb {
			return fmt.Sprintf("%q has a site, %q not, or the other way", before[i].text, after[i].text)
		}
		if !oka || samePieces(a, b) {
			continue
		}
		if len(a) == 2 && len(b) == 1 && a[0] == b[0] &&
			(a[1] == "" || da != "" && portNumber(a[1]) >= 0 && portNumber(a[1]) == portNumber(da)) {
			continue
		}
		return fmt.Sprintf("%q reads %q, then %q reads %q", before[i].text, a, after[i].text, b)
	}
	return ""
}

// samePieces reports whether a site's pieces a and b are the same: the
// host's as written (in lower case, decoded), the ports' by their number
// ("021" is the normal form's "21").
func samePieces(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && (i == 0 || portNumber(a[i]) < 0 || portNumber(a[i]) != portNumber(b[i])) {
			return false
		}
	}
	return true
}

// drawPortText draws a line or two of text holding a URL whose site has
// one to four ":" pieces (TestFixPortsOnce).
func drawPortText(r *rand.Rand) string {
	schemes := []string{"http", "https", "ftp", "ws", "wss", "git", "ssh", "file", "cvs", "foo", "HTTP", "Https", "svn+ssh", "redis"}
	scheme := schemes[r.IntN(len(schemes))]
	def := ""
	if sch := urlsyntax.LookupScheme(strings.ToLower(scheme)); sch != nil {
		def = sch.DefaultPort
	}
	hosts := []string{"example.com", "Example.COM", "h", "0", "00", "127", "10.0.0.1", "[::1]", "[fe80::1%25eth0]", "", "x-y.z", "host_name", "db.example.org.", "localhost", "xn--bcher-kva.example"}
	var host string
	if r.IntN(5) == 0 {
		host = printableRun(r, 1+r.IntN(4))
	} else {
		host = hosts[r.IntN(len(hosts))]
	}
	port := func() string {
		switch r.IntN(8) {
		case 0, 1, 2:
			if def != "" {
				return def
			}
			return "80"
		case 3:
			return ""
		case 4:
			return "0" + []string{"80", "443", "21", "8080"}[r.IntN(4)]
		case 5:
			return strconv.Itoa(r.IntN(70000))
		case 6:
			return []string{"80", "443", "8080", "65536", "99999", "1"}[r.IntN(6)]
		default:
			return printableRun(r, 1+r.IntN(3))
		}
	}
	var b strings.Builder
	b.WriteString(scheme)
	b.WriteString("://")
	switch r.IntN(6) {
	case 0:
		b.WriteString("user@")
	case 1:
		b.WriteString("user:" + port() + "@")
	}
	b.WriteString(host)
	pieces := 1 + r.IntN(4)
	for i := 0; i < pieces; i++ {
		if i > 0 && r.IntN(3) == 0 {
			b.WriteString(printableRun(r, 1+r.IntN(2)))
		}
		b.WriteByte(':')
		b.WriteString(port())
	}
	tails := []string{"", "", "/", "/a", "/a|b", "/a%7e", "?q=1", "#f", "//x", "/:80", ":", "/a b"}
	if r.IntN(4) == 0 {
		b.WriteString(printableRun(r, 1+r.IntN(4)))
	} else {
		b.WriteString(tails[r.IntN(len(tails))])
	}
	u := b.String()
	wrappers := [][2]string{{"", ""}, {"<", ">"}, {"(", ")"}, {`"`, `"`}, {"'", "'"}, {"[x](", ")"}, {"`", "`"}, {"[", "]"}, {"", "."}, {"", ","}}
	wr := wrappers[r.IntN(len(wrappers))]
	words := []string{"", "see ", "- ", "url: ", "# ", "x="}
	line := words[r.IntN(len(words))] + wr[0] + u + wr[1]
	if r.IntN(3) == 0 {
		line += " " + printableRun(r, r.IntN(4))
	}
	if r.IntN(4) == 0 {
		line = "first line\n" + line
	}
	return line + "\n"
}

// printableRun returns n bytes drawn from every printable ASCII byte,
// the space among them.
func printableRun(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(' ' + r.IntN(95))
	}
	return string(b)
}

// TestSiteColon: which hosts, as the grammar splits a site, hold a ":"
// piece of their own (default-port's fix stands back there).
func TestSiteColon(t *testing.T) {
	for _, tt := range []struct {
		host string
		want bool
	}{
		{"example.com", false},
		{"0:80", true},
		{"[::1]", false},
		{"[::1]:80", true},
		{"[fe80::1%25eth0]", false},
		{"xn--bcher-kva.example:]c", true}, // TestFixPortsOnce's held-out 5308: a "]" not at the start
		{"h]c", false},
		{"y[", false},
		{"[", false},
		{"[:", true},
		{"", false},
	} {
		if got := siteColon(tt.host); got != tt.want {
			t.Errorf("siteColon(%q) = %v, want %v", tt.host, got, tt.want)
		}
	}
}
