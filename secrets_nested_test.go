package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	nestedCases = flag.Int("nestedcases", 0, "TestNestedPasswords: how many generated cases to run (0: the default, fewer with -short)")
	nestedSeed  = flag.Uint64("nestedseed", 0, "TestNestedPasswords: the seed of the generator (0: the fixed default)")
)

// TestNestedPasswords is the promise that the password of a URL nested in
// another URL is a secret as the same URL's written alone is (review49
// H11): nested in the outer URL's query, fragment or path, written
// plainly or percent-encoded as browsers and servers encode a value
// (encodeURIComponent, url.QueryEscape, url.PathEscape, only the
// delimiters and the bytes no URL holds, only the delimiters: a quote,
// "<" or "»" of the password left as it is; in upper or lower case hex),
// once or twice, on one line or
// cut by a line break inside the password, in every wrapper. The
// passwords are drawn from every printable byte, non-ASCII characters,
// control bytes and bytes that are no UTF-8 where they are encoded, and
// from the bytes a URL holds where they are written plainly. Every batch
// goes through every output path (newLeakBatch: extract and lint in every
// format, --fix, --diff, parse, resolve, explain, error messages, the
// language server): no output, as written or decoded, may hold four
// characters of the password that the rest of the text does not hold.
//
// On 9ed4f27 (before nested.go) seed 4942's 120 cases leaked in 65.
func TestNestedPasswords(t *testing.T) {
	n := *nestedCases
	if n == 0 {
		n = 120
		if testing.Short() {
			n = 40
		}
	}
	seed := *nestedSeed
	if seed == 0 {
		seed = 4942
	}
	r := rand.New(rand.NewPCG(seed, 11))
	total := 0
	for b := 0; b*batchSize < n; b++ {
		var cases []secretCase
		for range min(batchSize, n-b*batchSize) {
			if c := genNestedCase(r); strings.Contains(c.text, *leakGrep) {
				cases = append(cases, c)
			}
		}
		t.Run(fmt.Sprint(b), func(t *testing.T) {
			lb := newLeakBatch(t, cases, layoutWindow)
			lb.all, lb.batch = *nestedCases != 0, b
			lb.run()
			for ci := range lb.leaked {
				t.Errorf("leaking case: %q (URL %q)", lb.cases[ci].text, lb.cases[ci].url)
			}
			total += len(lb.leaked)
		})
	}
	t.Logf("%d cases from seed %d: %d leaking", n, seed, total)
}

// nestedEncoders encode a nested URL as a value: each maps every byte on
// its own, so that the password's encoded form is the encoding of the
// password.
var nestedEncoders = []struct {
	name string
	enc  func(string) string
}{
	{"component", encodeURIComponent},
	{"query", url.QueryEscape},
	{"path", url.PathEscape},
	{"delims-only", func(s string) string {
		// Only ":", "/", "@", "%" and the bytes a line cannot hold: a
		// quote, "<", ">", "`" and a non-ASCII closer stay in the
		// password as they are (review50 J5).
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case c == ':' || c == '/' || c == '@' || c == '%' || c <= ' ' || c == 0x7f:
				fmt.Fprintf(&b, "%%%02X", c)
			default:
				b.WriteByte(c)
			}
		}
		return b.String()
	}},
	{"delims", func(s string) string {
		// Only the delimiters (":", "/", "@") and the bytes no URL holds.
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case c == ':' || c == '/' || c == '@' || c <= ' ' || c >= 0x7f || strings.IndexByte("\"<>\\^`{|}%#?&", c) >= 0:
				fmt.Fprintf(&b, "%%%02X", c)
			default:
				b.WriteByte(c)
			}
		}
		return b.String()
	}},
}

// encodeURIComponent is JavaScript's: every byte but letters, digits and
// "-_.!~*'()" is encoded.
func encodeURIComponent(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// lowerHex writes the hex digits of every escape of s in lower case.
func lowerHex(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			for j := i + 1; j <= i+2; j++ {
				if 'A' <= b[j] && b[j] <= 'F' {
					b[j] += 'a' - 'A'
				}
			}
		}
	}
	return string(b)
}

// genNestedPassword returns a password of 6 to 14 characters: for an
// encoded URL from every printable byte, non-ASCII characters, control
// bytes and bytes that are no UTF-8; for a plain one, from the bytes a
// URL's password holds as it stands. At least four of its characters in a
// row are letters or digits: the password is checked four at a time.
func genNestedPassword(r *rand.Rand, encoded bool) string {
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	var b strings.Builder
	n := 6 + r.IntN(9)
	run := r.IntN(n - 3)
	for i := 0; i < n; i++ {
		if i >= run && i < run+4 || r.IntN(2) == 0 {
			b.WriteByte(alnum[r.IntN(len(alnum))])
			continue
		}
		if !encoded {
			b.WriteByte("-._~!$*+,;=()'"[r.IntN(14)])
			continue
		}
		switch k := r.IntN(20); {
		case k < 14:
			b.WriteByte(byte(0x20 + r.IntN(0x7f-0x20)))
		case k < 17:
			b.WriteString(nonASCII[r.IntN(len(nonASCII))])
		case k < 19:
			b.WriteByte([]byte{0x01, 0x09, 0x0a, 0x1b, 0x7f}[r.IntN(5)])
		default:
			b.WriteByte([]byte{0xff, 0xc3, 0x80, 0xfe}[r.IntN(4)])
		}
	}
	return b.String()
}

// genNestedCase builds a text with an outer URL that holds another URL
// with a password (genNestedPassword), plainly or encoded once or twice,
// maybe cut by a line break inside the password. Its piece is the
// password.
func genNestedCase(r *rand.Rand) secretCase {
	encoded := r.IntN(4) != 0
	return genNestedFrame(r, genNestedPassword(r, encoded), encoded)
}

// genNestedFrame is genNestedCase of the password pw, encoded or not.
func genNestedFrame(r *rand.Rand, pw string, encoded bool) secretCase {
	user := []string{"alice", "deploy", "bob.smith", "svc_ci"}[r.IntN(4)]
	host := []string{"db.example.com", "10.0.0.5:5432", "intranet", "cache.internal:6379", "github.com"}[r.IntN(5)]
	scheme := []string{"https", "ftp", "postgres", "redis", "mongodb+srv", "git+ssh"}[r.IntN(6)]
	pre, post := scheme+"://"+user+":", "@"+host+"/x"
	forms := []string{pw}
	if encoded {
		// Each encoder maps every byte on its own: the chain encodes the
		// URL's pieces one by one as it would encode the URL whole.
		lower := r.IntN(3) == 0
		for range 1 + r.IntN(2) {
			e := nestedEncoders[r.IntN(len(nestedEncoders))].enc
			pre, post = e(pre), e(post)
			f := e(forms[len(forms)-1])
			if lower {
				pre, post, f = lowerHex(pre), lowerHex(post), lowerHex(f)
			}
			forms = append(forms, f)
		}
	}
	enc := forms[len(forms)-1]
	place := []string{"?next=", "?u=", "#", "/redirect/", "?a=1&redirect_uri=", "#state=x&u=", "/login?continue="}[r.IntN(7)]
	tail := []string{"", "", "&b=2", "#top"}[r.IntN(4)]
	if place[0] == '#' && tail == "#top" {
		tail = ""
	}
	body := enc
	if r.IntN(3) == 0 && utf8.RuneCountInString(enc) > 4 {
		// Cut by a line break inside the password, not inside an escape.
		runes := []rune(enc)
		k := 2 + r.IntN(len(runes)-3)
		for k > 0 && k < len(runes) && (runes[k-1] == '%' || k >= 2 && runes[k-2] == '%') {
			k--
		}
		if k > 0 {
			body = string(runes[:k]) + []string{"\n", "\r\n", "\n  "}[r.IntN(3)] + string(runes[k:])
		}
	}
	outer := "https://r.example.com" + place
	u := outer + pre + enc + post + tail
	w := nestedWrappers[r.IntN(len(nestedWrappers))]
	text := []string{"see ", "Login: ", "* ", "", "> "}[r.IntN(5)] + w[0] + outer + pre + body + post + tail + w[1] + []string{" now", ".", "", " and more"}[r.IntN(4)] + "\n"
	// The password is checked as written: outputs are checked decoded
	// once too (decodedForms), and its run of four letters and digits
	// stands as it is in every encoded form. Windows of an encoded form
	// would be of its escapes ("%2525" of "%25" twice encoded), which
	// the github format's own escapes hold.
	return secretCase{text: text, url: u, pieces: forms[:1]}
}

// nestedWrappers are what text puts around a URL.
var nestedWrappers = [][2]string{{"", ""}, {"", ""}, {"<", ">"}, {"\"", "\""}, {"(", ")"}, {"[", "]"}, {"'", "'"}, {"`", "`"}, {"«", "»"}, {"[link](", ")"}, {"<a href=\"", "\">x</a>"}, {"url = ", ""}}

// TestNestedKeepsEncodedValues: URLs that carry percent-encoded values with
// an encoded "@", "/" or ":" but no password (a redirect to a path with
// "@", a scoped package, a mail address, a user name alone, values
// encoded twice) are printed whole by extract and lint in every format:
// the nested reading hides a password a decoder shows, nothing else. Each
// row is a class of real URLs; on 9ed4f27 and after, none is masked.
func TestNestedKeepsEncodedValues(t *testing.T) {
	urls := []string{
		"https://www.google.com/url?q=https%3A%2F%2Fexample.com%2Fdocs%40v2&sa=D",
		"https://medium.com/%40alice/post-title-1a2b",
		"https://www.mail-archive.com/wget%40sunsite.dk/msg01234.html",
		"https://accounts.example.com/o/oauth2/auth?redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&login_hint=bob%40example.com",
		"https://r.example.com/?next=https%3A%2F%2Fapp.example.com%3A8443%2Fusers%2F%40me",
		"https://web.archive.org/web/2020/https%3A%2F%2Fexample.org%2F%7Ealice%2F%40home",
		"https://r.example.com/share?u=mailto%3Aalice%40example.com",
		"https://www.npmjs.com/package/%40types%2Fnode",
		"https://r.example.com/?next=ssh%3A%2F%2Fgit%40github.com%2Fo%2Fr.git",
		"https://r.example.com/?u=https%253A%252F%252Fexample.com%252F%2540home",
		"https://r.example.com/?q=a%3Ab%40c.example&next=%2F%2Fintranet%2Fx",
		"https://login.example.com/?service=https%3A%2F%2Fapp.example.com%2F&user=alice%40example.com%3Aadmin",
		"https://r.example.com/r/https:%2F%2Fexample.com%2F@alice",
	}
	var text strings.Builder
	for _, u := range urls {
		text.WriteString("see " + u + " now\n")
	}
	dir := t.TempDir()
	file := dir + "/in.txt"
	if err := os.WriteFile(file, []byte(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"extract", file},
		{"extract", "--format", "json", file},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", file},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", file},
	} {
		var out, errb bytes.Buffer
		run(append([]string{"urlsift"}, args...), strings.NewReader(""), &out, &errb)
		if bytes.Contains(out.Bytes(), []byte("***")) || bytes.Contains(errb.Bytes(), []byte("***")) {
			t.Errorf("urlsift %q masks a URL with no password:\n%s%s", args, out.Bytes(), errb.Bytes())
		}
		if args[0] == "extract" {
			o := bytes.ReplaceAll(out.Bytes(), []byte(`\u0026`), []byte("&"))
			for _, u := range urls {
				if !bytes.Contains(o, []byte(u)) {
					t.Errorf("urlsift %q does not print %s whole:\n%s", args, u, out.Bytes())
				}
			}
		}
	}
}

var (
	sepCases = flag.Int("sepcases", 0, "TestEncodedSeparatorPasswords: how many generated cases to run (0: the default, fewer with -short)")
	sepSeed  = flag.Uint64("sepseed", 0, "TestEncodedSeparatorPasswords: the seed of the generator (0: the fixed default)")
)

// TestEncodedSeparatorPasswords (review50 J2): a URL's own "@" or ":"
// written the way the text around it encodes bytes (HTML and XML
// entities, decimal, hex in either case, zero-padded, named; JSON and
// JavaScript "\u0040", "\x40"; "%40", "%2540", "%3A"; quoted-printable's
// "=40" outside mail), in the places such text holds a URL (an href, an
// XML attribute, a JSON or JavaScript string, prose), is a password a
// decoder of the text reads: no output path (newLeakBatch) may hold four
// characters of it that the rest of the text does not. Passwords are
// drawn from letters, digits, the sub-delimiters and "-._~", and
// percent-encoded bytes of every value, but not those that begin as a
// port does (secrettest.PortLike, the convention the other generators
// keep).
//
// On a367876 (H11, before encsep.go) seed 4947's 120 cases leaked in 116.
func TestEncodedSeparatorPasswords(t *testing.T) {
	n := *sepCases
	if n == 0 {
		n = 120
		if testing.Short() {
			n = 40
		}
	}
	seed := *sepSeed
	if seed == 0 {
		seed = 4947
	}
	r := rand.New(rand.NewPCG(seed, 12))
	total := 0
	for b := 0; b*batchSize < n; b++ {
		var cases []secretCase
		for range min(batchSize, n-b*batchSize) {
			if c := genSepCase(r); strings.Contains(c.text, *leakGrep) {
				cases = append(cases, c)
			}
		}
		t.Run(fmt.Sprint(b), func(t *testing.T) {
			lb := newLeakBatch(t, cases, layoutWindow)
			lb.all, lb.batch = *sepCases != 0, b
			lb.run()
			for ci := range lb.leaked {
				t.Errorf("leaking case: %q (URL %q)", lb.cases[ci].text, lb.cases[ci].url)
			}
			total += len(lb.leaked)
		})
	}
	t.Logf("%d cases from seed %d: %d leaking", n, seed, total)
}

// sepEncodings are how a text writes "@" and ":", by the kinds of text
// that write them so: each draws an escape of c from its grammar
// (sepEscape), where next is the byte that follows it (an escape whose
// digits it would lengthen is written so that it cannot: "&#64;" before
// a digit, not "&#64").
var sepEncodings = []struct {
	kinds    []string
	wrappers [][2]string
}{
	{ // HTML and XML
		[]string{"ent-dec", "ent-hex", "ent-name", "ent-amp"},
		[][2]string{{`<p><a href="`, `">db</a></p>`}, {"<p>see ", " now</p>"}, {`<res url="`, `"/>`}, {"<td>", "</td>"}},
	},
	{ // JSON, JavaScript, Python, Perl, C, the shell, CSS
		[]string{"u", "x", "u{}", "x{}", "U", "N{}", "octal", "o{}", "css"},
		[][2]string{{`{"dsn": "`, `"}`}, {"const dsn = '", "';"}, {`  "url": "`, `",`}, {`my $u = "`, `";`},
			{`const char *u = "`, `";`}, {"echo $'", "'"}, {`content: "`, `";`}},
	},
	{ // percent-encoding, JavaScript's escape(), quoted-printable
		[]string{"pct", "pct-u", "qp"},
		[][2]string{{"see ", " now"}, {"", ""}, {"url = ", ""}, {"<", ">"}, {"(", ")."}},
	},
}

// sepEscape draws an escape of c ("@" or ":") of the given kind, with
// leading zeros and either case of hex digits where the grammar allows
// them, to stand before the byte next (review54 N1: the escapes beyond
// the first list, "&#64" without its ";", "&amp;#64;", octal "\100",
// "\x{40}", "\N{COMMERCIAL AT}", were read as no "@").
func sepEscape(r *rand.Rand, kind string, c, next byte) string {
	zeros := func(n int) string { return strings.Repeat("0", r.IntN(n+1)) }
	hex := func(v int) string {
		if r.IntN(2) == 0 {
			return fmt.Sprintf("%x", v)
		}
		return fmt.Sprintf("%X", v)
	}
	isDigit := '0' <= next && next <= '9'
	isHex := isDigit || 'a' <= next|0x20 && next|0x20 <= 'f'
	isOct := '0' <= next && next <= '7'
	semi := func(digitsGoOn bool) string {
		if digitsGoOn || r.IntN(2) == 0 {
			return ";"
		}
		return ""
	}
	name := map[byte]string{'@': "commat", ':': "colon"}[c]
	switch kind {
	case "ent-dec":
		return "&#" + zeros(5) + fmt.Sprint(c) + semi(isDigit)
	case "ent-hex":
		return "&#" + []string{"x", "X"}[r.IntN(2)] + zeros(4) + hex(int(c)) + semi(isHex)
	case "ent-name":
		return "&" + name + ";"
	case "ent-amp":
		e := sepEscape(r, []string{"ent-dec", "ent-hex", "ent-name"}[r.IntN(3)], c, next)
		return "&" + strings.Repeat("amp;", 1+r.IntN(2)) + e[1:]
	case "u":
		return `\u00` + hex(int(c))
	case "x":
		return `\x` + hex(int(c))
	case "u{}":
		return `\u{` + zeros(4) + hex(int(c)) + "}"
	case "x{}":
		return `\x{` + zeros(2) + hex(int(c)) + "}"
	case "U":
		return `\U000000` + hex(int(c))
	case "N{}":
		if r.IntN(3) == 0 {
			return `\N{U+` + zeros(2) + hex(int(c)) + "}"
		}
		n := map[byte]string{'@': "COMMERCIAL AT", ':': "COLON"}[c]
		if r.IntN(3) == 0 {
			n = strings.ToLower(n)
		}
		return `\N{` + n + "}"
	case "octal":
		o := fmt.Sprintf("%o", c)
		if isOct {
			return `\` + strings.Repeat("0", 3-len(o)) + o
		}
		if r.IntN(3) == 0 {
			return `\0` + strings.Repeat("0", 3-len(o)) + o // echo -e
		}
		return `\` + strings.Repeat("0", r.IntN(4-len(o))) + o
	case "o{}":
		return `\o{` + zeros(2) + fmt.Sprintf("%o", c) + "}"
	case "css":
		h := hex(int(c))
		if isHex || next == ' ' || r.IntN(2) == 0 {
			return `\` + strings.Repeat("0", 6-len(h)) + h
		}
		return `\` + zeros(6-len(h)) + h
	case "pct":
		return "%" + strings.Repeat("25", r.IntN(3)) + hex(int(c))
	case "pct-u":
		return []string{"%u00", "%U00"}[r.IntN(2)] + hex(int(c))
	case "qp":
		return "=" + strings.Repeat("3D", r.IntN(2)) + fmt.Sprintf("%X", c)
	}
	panic("sepEscape: no kind " + kind)
}

// genSepCase builds a text with a URL whose own "@" or ":" is encoded
// (sepEncodings).
func genSepCase(r *rand.Rand) secretCase {
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	var pw string
	for {
		var b strings.Builder
		n := 6 + r.IntN(10)
		run := r.IntN(n - 3)
		for i := 0; i < n; i++ {
			switch k := r.IntN(10); {
			case i >= run && i < run+4 || k < 6:
				b.WriteByte(alnum[r.IntN(len(alnum))])
			case k < 9:
				b.WriteByte("!$'()*+,;=-._~"[r.IntN(14)])
			default:
				fmt.Fprintf(&b, "%%%02X", r.IntN(256))
			}
		}
		if pw = b.String(); !secrettest.PortLike(pw) {
			break
		}
	}
	e := sepEncodings[r.IntN(len(sepEncodings))]
	w := e.wrappers[r.IntN(len(e.wrappers))]
	if w[0] == "const dsn = '" || w[0] == "echo $'" {
		pw = strings.ReplaceAll(pw, "'", "")
	}
	scheme := []string{"https", "postgres", "ftp", "redis", "amqp", "mongodb"}[r.IntN(6)]
	host := []string{"db.example.com", "db.internal", "10.0.0.7", "gitlab.com", "h.example.org:5432"}[r.IntN(5)]
	user := []string{"alice", "deploy", "svc_ci", "bob.smith"}[r.IntN(4)]
	kind := e.kinds[r.IntN(len(e.kinds))]
	at, colon := "@", ":"
	switch r.IntN(3) {
	case 0, 1:
		at = sepEscape(r, kind, '@', host[0])
	default:
		colon = sepEscape(r, kind, ':', pw[0])
	}
	u := scheme + "://" + user + colon + pw + at + host + "/x"
	return secretCase{text: []string{"", "see ", "> ", "- "}[r.IntN(4)] + w[0] + u + w[1] + "\n", url: u, pieces: []string{pw}}
}
