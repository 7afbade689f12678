package secrettest

import (
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// Tables with a secret cut at a cell's edge (review50 J4 and its
// remainder, a scheme the cell cut inside itself: "|from for htt|" over
// "|ps://ghp_GGZ…|"). DrawTable draws the layouts of review50's
// tablejoin.py and more: two cells, drawn "|a|b|" or "| a | b |" with
// rules, or with no borders and two spaces or more between the columns
// (w3m's tables of border 0); the secret's cell left or right; the other
// cell holds a URL that ends its first line, then words. The secret's
// URL stands in prose and is cut every w bytes, anywhere (in the scheme,
// the "//", the token, the "@" or the host), a third of the time at a
// byte of its scheme or "://".

// TableCase is a table that DrawTable drew, and its twin: the same
// table with each letter and digit of the secret shifted (Shift), so
// that what an output shows of the layout and the words is the same in
// both and what it shows of the secret differs.
type TableCase struct {
	Text, Twin     string // the table, with a line break after its last line
	Secret, TwinSt string // the secret as written (a token, or a password after its user's ":")
	Prefix         string // the secret's well-known prefix ("ghp_", "glpat-"…), no secret's
	Kind, Layout   string // the secret's kind ("ghp", "run32", "password"…) and the table's layout
	Width          int    // the secret's cell's width
	Scheme         bool   // a line break stands inside the URL's scheme or its "://"
	Other          string // the other cell's URL
	rest           string // the cells' text, the secret left out
}

const (
	alnum   = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	tokRun  = alnum + "_-"
	pwBytes = alnum + "!$*.-_~'()+,;=&"
)

// words are the prose of the cells around the URLs.
var words = strings.Fields("see the db and for mirror repo clone it from use token at")

// draw returns n bytes drawn from al.
func draw(r *rand.Rand, al string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = al[r.IntN(len(al))]
	}
	return string(b)
}

// withDigit returns s with a letter and a digit in it (a token's body
// mixes both: urlsyntax.TokenLike).
func withDigit(r *rand.Rand, s string) string {
	b := []byte(s)
	b[r.IntN(len(b))] = byte('0' + r.IntN(10))
	i := r.IntN(len(b))
	for i2 := range b {
		if b[(i+i2)%len(b)] >= 'a' {
			return string(b)
		}
	}
	b[i] = byte('a' + r.IntN(26))
	return string(b)
}

// drawSecret returns a URL with a secret, the secret, its well-known
// prefix and its kind: an access token of every shape urlsyntax.TokenLike
// knows as the user name (alone, before ":x-oauth-basic", or as the
// password of "oauth2:"), or a password.
func drawSecret(r *rand.Rand) (url, secret, prefix, kind string) {
	for {
		url, secret, prefix, kind = drawSecret1(r)
		if kind == "password" || urlsyntax.TokenLike(secret) {
			return url, secret, prefix, kind
		}
	}
}

// drawSecret1 is drawSecret's draw, a token TokenLike may not know
// (a 32-run of letters alone).
func drawSecret1(r *rand.Rand) (url, secret, prefix, kind string) {
	hosts := []string{"github.com/o/r.git", "gitlab.com/g/p.git", "api.example.com/v1", "h.example.org/x", "10.1.2.3/x", "intranet/x"}
	schemes := []string{"https", "https", "http", "git+https", "ssh", "ftp"}
	scheme, host := schemes[r.IntN(len(schemes))], hosts[r.IntN(len(hosts))]
	switch k := r.IntN(12); k {
	case 0, 1, 2:
		prefix = []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "npm_"}[r.IntN(6)]
		secret, kind = prefix+withDigit(r, draw(r, alnum, 36)), "ghp"
	case 3:
		prefix = "github_pat_"
		secret, kind = prefix+withDigit(r, draw(r, alnum, 22))+"_"+draw(r, alnum, 59), "github_pat"
	case 4:
		prefix = "glpat-"
		secret, kind = prefix+withDigit(r, draw(r, tokRun, 20)), "glpat"
	case 5:
		prefix = []string{"xoxb-", "xoxp-", "xoxa-"}[r.IntN(3)]
		secret, kind = prefix+draw(r, "0123456789", 11)+"-"+draw(r, "0123456789", 12)+"-"+withDigit(r, draw(r, alnum, 24)), "xox"
	case 6, 7:
		secret, kind = withDigit(r, draw(r, tokRun, 32+r.IntN(17))), "run32"
		for secret[0] == '-' || secret[0] == '_' {
			secret = draw(r, alnum, 1) + secret[1:]
		}
	case 8:
		switch r.IntN(3) {
		case 0:
			prefix = []string{"sk-", "sk-proj-"}[r.IntN(2)]
			secret = prefix + withDigit(r, draw(r, alnum, 20+r.IntN(29)))
		case 1:
			prefix = []string{"AKIA", "ASIA"}[r.IntN(2)]
			secret = prefix + draw(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		default:
			prefix = "eyJ"
			secret = prefix + draw(r, tokRun, 8+r.IntN(20)) + "." + draw(r, tokRun, 10+r.IntN(30)) + "." + draw(r, tokRun, 10+r.IntN(30))
		}
		kind = "shaped"
	default:
		// A password, after a user name (the cell readings' own class:
		// review47 F3).
		// It starts with a letter: digits the line break cut after
		// read as a port ("http://u:7⏎4AGY@intranet/", CONTRACT).
		secret, kind = draw(r, alnum[:52], 1)+draw(r, pwBytes, 7+r.IntN(11)), "password"
		user := Users[r.IntN(3)]
		return scheme + "://" + user + ":" + secret + "@" + host, secret, "", kind
	}
	switch r.IntN(5) {
	case 0:
		return scheme + "://" + secret + ":x-oauth-basic@" + host, secret, prefix, kind
	case 1:
		if kind == "glpat" || kind == "ghp" {
			return scheme + "://" + oauthUser + ":" + secret + "@" + host, secret, prefix, kind
		}
	}
	return scheme + "://" + secret + "@" + host, secret, prefix, kind
}

// oauthUser is the user name before a token drawn as a password.
const oauthUser = "oauth2"

// Users are the user names DrawTable draws before a password or token:
// no secret's.
var Users = []string{"alice", "deploy", "u", oauthUser}

// Shift replaces each letter and digit of s by another of its class
// (letters by 7, digits by 3): a twin of the same shape, by the twin
// convention for the bytes after a "%" (PercentRoles): the two of an
// escape are those of the escape of another octet of the same kind
// (EscapeTwinOf), those after another "%" are shifted within their
// class (ClassOf). Before stop 59 Shift turned "%ab" into "%hi" (an
// escape into none): what bad-escape tells of a password (whether a "%"
// starts an escape) differed between twins (shape58).
func Shift(s string) string {
	roles := PercentRoles(s)
	b := []byte(s)
	for i := 0; i < len(b); i++ {
		switch roles[i] {
		case RoleEscape:
			j := i + 1
			for roles[j] != RoleEscape {
				j++
			}
			b[i], b[j] = EscapeTwinOf(s[i], s[j])
			i = j
		case RoleAfterPercent:
			c := ClassOf(s[i])
			k := strings.IndexByte(c, s[i])
			b[i] = c[(k+7)%len(c)]
		default:
			switch c := s[i]; {
			case 'a' <= c && c <= 'z':
				b[i] = 'a' + (c-'a'+7)%26
			case 'A' <= c && c <= 'Z':
				b[i] = 'A' + (c-'A'+7)%26
			case '0' <= c && c <= '9':
				b[i] = '0' + (c-'0'+3)%10
			}
		}
	}
	return string(b)
}

// The roles of a byte in a twin (PercentRoles).
const (
	RoleOther        = iota // shifted or drawn as any letter or digit
	RoleEscape              // one of the two hexadecimal digits of an escape
	RoleAfterPercent        // one of the two bytes after a "%" that starts no escape
)

// PercentRoles returns the role of each byte of s in a twin, the twin
// convention of every generator that twins a secret (Shift; the root
// tests' anyClassTwin): whether a "%" starts an escape and the kind of
// octet it escapes is told (CONTRACT, Positions: bad-escape and
// unnecessary-escape), which letters and digits a password holds
// otherwise never. So the two bytes after a "%" keep their roles: two
// hexadecimal digits are an escape's (RoleEscape), other bytes are
// twinned within their class (RoleAfterPercent). White space between a
// "%" and its bytes is skipped: a wrapped URL is read without it ("%0
// 97" holds the escape "%09").
func PercentRoles(s string) []uint8 {
	roles := make([]uint8, len(s))
	next := func(i int) int { // the byte after s[i] that is no white space, or len(s)
		for i < len(s) {
			_, n := utf8.DecodeRuneInString(s[i:])
			if i += n; i < len(s) {
				if c, _ := utf8.DecodeRuneInString(s[i:]); !unicode.IsSpace(c) {
					break
				}
			}
		}
		return i
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		j := next(i)
		k := next(j)
		if k < len(s) && isHex(s[j]) && isHex(s[k]) {
			roles[j], roles[k] = RoleEscape, RoleEscape
			i = k
			continue
		}
		for _, m := range []int{j, k} {
			if m < len(s) && roles[m] == RoleOther && ClassOf(s[m]) != "" {
				roles[m] = RoleAfterPercent
			}
		}
	}
	return roles
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// ClassOf returns the class of c a twin keeps after a "%": the decimal
// digits, "a"-"f", "A"-"F", the small or the capital letters that are no
// hexadecimal digit; "" for any other byte (kept as it is).
func ClassOf(c byte) string {
	for _, class := range [...]string{"0123456789", "abcdef", "ABCDEF", "ghijklmnopqrstuvwxyz", "GHIJKLMNOPQRSTUVWXYZ"} {
		if strings.IndexByte(class, c) >= 0 {
			return class
		}
	}
	return ""
}

// EscapeTwinOf returns the two hexadecimal digits of the escape that
// twins the escape hi lo: the first octet from 7 on (3 for a digit) of
// the same kind (a decimal digit, a capital, a small letter) whose two
// digits are each of the class of hi's and lo's (a decimal digit or a
// letter, of their case); the escape of any other octet is kept.
func EscapeTwinOf(hi, lo byte) (byte, byte) {
	o := hexVal(hi)<<4 | hexVal(lo)
	var base, size, step int
	switch {
	case '0' <= o && o <= '9':
		base, size, step = '0', 10, 3
	case 'A' <= o && o <= 'Z':
		base, size, step = 'A', 26, 7
	case 'a' <= o && o <= 'z':
		base, size, step = 'a', 26, 7
	default:
		return hi, lo
	}
	for d := step; d < step+size; d++ {
		c := base + (o-base+d)%size
		if c == o {
			continue
		}
		h, l := hexDigit(c>>4, hi), hexDigit(c&15, lo)
		if ClassOf(h) != "" && digitClass(h) == digitClass(hi) && digitClass(l) == digitClass(lo) {
			return h, l
		}
	}
	return hi, lo
}

// DrawEscapeTwin returns, drawn from r, the two hexadecimal digits of an
// escape that twins the escape hi lo: the escape of any octet of the
// same kind (a decimal digit, a capital, a small letter; the escaped
// octet itself among them) whose two digits are each of the class of
// hi's and lo's; the escape of any other octet is kept. EscapeTwinOf is
// its deterministic sibling.
func DrawEscapeTwin(r *rand.Rand, hi, lo byte) (byte, byte) {
	k := octetKind(hexVal(hi)<<4 | hexVal(lo))
	if k == 0 {
		return hi, lo
	}
	var cands [][2]byte
	for p := 0; p < 256; p++ {
		h, l := hexDigit(p>>4, hi), hexDigit(p&15, lo)
		if octetKind(p) == k && digitClass(h) == digitClass(hi) && digitClass(l) == digitClass(lo) {
			cands = append(cands, [2]byte{h, l})
		}
	}
	c := cands[r.IntN(len(cands))]
	return c[0], c[1]
}

// octetKind is an octet's kind a twin keeps: 1 a decimal digit, 2 a
// capital, 3 a small letter, 0 any other.
func octetKind(o int) int {
	switch {
	case '0' <= o && o <= '9':
		return 1
	case 'A' <= o && o <= 'Z':
		return 2
	case 'a' <= o && o <= 'z':
		return 3
	}
	return 0
}

func hexVal(c byte) int {
	switch {
	case c <= '9':
		return int(c - '0')
	case c >= 'a':
		return int(c-'a') + 10
	}
	return int(c-'A') + 10
}

// hexDigit writes n as a hexadecimal digit, a letter in like's case.
func hexDigit(n int, like byte) byte {
	switch {
	case n < 10:
		return byte('0' + n)
	case like >= 'a':
		return byte('a' + n - 10)
	}
	return byte('A' + n - 10)
}

// digitClass is a hexadecimal digit's class: 0 a decimal digit, 1 a
// small letter, 2 a capital.
func digitClass(c byte) int {
	switch {
	case c <= '9':
		return 0
	case c >= 'a':
		return 1
	}
	return 2
}

// DrawTable draws a table (TableCase).
func DrawTable(r *rand.Rand) TableCase {
	return drawTable(r, false)
}

// Wide rows: DrawWideTable's other cell, left of the secret's, is
// WideMin to WideMax bytes wide, so that the secret's URL stands that far
// into its row and its next lines stand a row's width apart: past 1,000
// bytes, the token's "@" stands past the look-ahead (2,048 bytes) after
// its first piece (review51 K9, K10).
const (
	WideMin = 500
	WideMax = 1900
)

// DrawWideTable draws a table as DrawTable does, the secret's cell right
// of a cell WideMin to WideMax bytes wide (bordered, or two spaces or
// more apart).
func DrawWideTable(r *rand.Rand) TableCase {
	return drawTable(r, true)
}

// drawTable is DrawTable, and DrawWideTable with wide (DrawTable's draws
// are the same as before DrawWideTable was: its seeds draw the same
// tables).
func drawTable(r *rand.Rand, wide bool) TableCase {
	url, secret, prefix, kind := drawSecret(r)
	twinSecret := prefix + Shift(secret[len(prefix):])
	w := 8 + r.IntN(29)
	var lead []string
	for range r.IntN(3) {
		lead = append(lead, words[r.IntN(len(words))])
	}
	var tail []string
	for range r.IntN(3) {
		tail = append(tail, words[r.IntN(len(words))])
	}
	pre := strings.Join(lead, " ")
	if pre != "" {
		pre += " "
	}
	sc := strings.Index(url, "://") + 3
	if r.IntN(3) == 0 {
		// A line break at a byte of the scheme or "://": the lead-in
		// ends in a word of letters as long as it takes.
		k := 1 + r.IntN(sc-1)
		n := (w - (len(pre)+k)%w) % w
		if n > 0 && n < 2 {
			n += w
		}
		if n > 0 {
			pre += draw(r, "abcdefghijklmnopqrstuvwxyz", n-1) + " "
		}
	}
	text := pre + url
	if len(tail) > 0 {
		text += " " + strings.Join(tail, " ")
	}
	mk := func(text string) []string {
		var lines []string
		for j := 0; j < len(text); j += w {
			lines = append(lines, text[j:min(j+w, len(text))])
		}
		return lines
	}
	lines := mk(text)
	twinLines := mk(strings.Replace(text, secret, twinSecret, 1))
	scheme := false
	for j := w; j < len(text); j += w {
		scheme = scheme || len(pre) < j && j < len(pre)+sc
	}
	// The other cell: a URL that ends its first line, words below.
	ou := "http://" + []string{"o.example.com", "docs.example.org", "10.0.0.3"}[r.IntN(3)] + "/" + []string{"", "a/", "x/y/", "p?q=", "a-"}[r.IntN(5)]
	other := []string{[]string{"", words[r.IntN(len(words))] + " "}[r.IntN(2)] + ou}
	for range len(lines) - 1 - r.IntN(2) {
		l := words[r.IntN(len(words))]
		if r.IntN(2) == 0 {
			l += " " + words[r.IntN(len(words))]
		}
		other = append(other, l)
	}
	ow := 0
	for _, l := range other {
		ow = max(ow, len(l))
	}
	ow += []int{0, 0, 1, 2}[r.IntN(4)]
	layout := []string{"pipe", "pipe-pad", "spaces"}[r.IntN(3)]
	right := r.IntN(3) == 0 // the secret's cell on the right
	gap := 2 + r.IntN(3)
	if wide {
		right, ow = true, WideMin+r.IntN(WideMax-WideMin+1)
	}
	render := func(lines []string) string {
		var b strings.Builder
		cellW := [2]int{w, ow}
		if right {
			cellW = [2]int{ow, w}
		}
		rule := func() {
			if layout == "spaces" {
				return
			}
			pad := 0
			if layout == "pipe-pad" {
				pad = 2
			}
			b.WriteString("+" + strings.Repeat("-", cellW[0]+pad) + "+" + strings.Repeat("-", cellW[1]+pad) + "+\n")
		}
		rule()
		for i := range max(len(lines), len(other)) {
			var c [2]string
			if i < len(lines) {
				c[0] = lines[i]
			}
			if i < len(other) {
				c[1] = other[i]
			}
			if right {
				c[0], c[1] = c[1], c[0]
			}
			var row string
			switch layout {
			case "pipe":
				row = "|" + pad(c[0], cellW[0]) + "|" + pad(c[1], cellW[1]) + "|"
			case "pipe-pad":
				row = "| " + pad(c[0], cellW[0]) + " | " + pad(c[1], cellW[1]) + " |"
			default:
				row = strings.TrimRight(pad(c[0], cellW[0])+strings.Repeat(" ", gap)+c[1], " ")
			}
			b.WriteString(row + "\n")
		}
		rule()
		return b.String()
	}
	return TableCase{
		Text: render(lines), Twin: render(twinLines),
		rest:   strings.Replace(text, secret, "\x00", 1) + "\n" + strings.Join(other, "\n"),
		Secret: secret, TwinSt: twinSecret, Prefix: prefix,
		Kind: kind, Layout: layout, Width: w, Scheme: scheme, Other: ou,
	}
}

// pad fills s with spaces to n bytes.
func pad(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return s + strings.Repeat(" ", n-len(s))
}

// Windows returns the runs of n bytes of the secret after its
// well-known prefix that differ from its twin's and stand nowhere in the
// text without the secret: the runs an output must not hold.
func (c TableCase) Windows(n int) []string {
	seen := map[string]bool{}
	var out []string
	for lo := len(c.Prefix); lo+n <= len(c.Secret); lo++ {
		w := c.Secret[lo : lo+n]
		if !seen[w] && w != Shift(w) && !strings.Contains(c.rest, w) {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}
