package secrettest

import (
	"math/rand/v2"
	"strings"

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
// (letters by 7, digits by 3): a twin of the same shape.
func Shift(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case 'a' <= r && r <= 'z':
			return 'a' + (r-'a'+7)%26
		case 'A' <= r && r <= 'Z':
			return 'A' + (r-'A'+7)%26
		case '0' <= r && r <= '9':
			return '0' + (r-'0'+3)%10
		}
		return r
	}, s)
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
