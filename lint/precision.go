package lint

import "strings"

// Text that reads as a URL but is none, found by precision sampling on
// trees of documentation and source (scripts/fp-sample.sh): like a
// pattern (patternURL), it is checked for a password only.

// notURL reports whether text is no URL a writer meant: "@" alone after
// the scheme ("http://@@", Perl's substitution s@http://@@), a site of
// kana and ideographs alone with no "." (Japanese prose after "http://"),
// a site holding a TeX command ("http://~\\mbox{[CTAN]}~/"), or two URLs
// glued by a "|" (sed's or Apache's s|http://a/|http://b/|i, a list of
// alternatives). f are text's facts (textFacts): a test of a byte the
// text does not hold is not asked (TestNotURLFacts).
func notURL(text string, f facts) bool {
	i := strings.Index(text, "://")
	if i < 0 {
		return false
	}
	rest := text[i+3:]
	// Each test is asked only when the text holds the byte it needs
	// (f: an "@", a byte of 0x80 or more, "\\", "|").
	if f.has(factAt) && rest != "" && strings.Trim(rest, "@") == "" {
		return true
	}
	if f.has(factHigh | factBackslash) {
		site := rest // to its first "/", "?" or "#" (rest+"/" made a string for each URL)
		if j := strings.IndexAny(rest, "/?#"); j >= 0 {
			site = rest[:j]
		}
		if f.has(factHigh) && site != "" && nonASCIIWord(site) {
			return true // prose glued to a scheme: "http://を仮定して" ("assume http://")
		}
		if k := strings.IndexByte(site, '\\'); k >= 0 && texCommand(site[k+1:]) {
			return true // TeX's markup in the site: "http://~\\mbox{[CTAN]}~/macros/"
		}
	}
	if !f.has(factBar) {
		return false
	}
	for j := strings.IndexByte(rest, '|'); j >= 0; {
		if schemeAt(rest[j+1:]) {
			return true
		}
		k := strings.IndexByte(rest[j+1:], '|')
		if k < 0 {
			break
		}
		j += 1 + k
	}
	return false
}

// schemeAt reports whether s starts with a scheme and "://".
func schemeAt(s string) bool {
	j := 0
	for j < len(s) && (isAlnum(s[j]) || j > 0 && (s[j] == '+' || s[j] == '-' || s[j] == '.')) {
		j++
	}
	return j > 0 && strings.HasPrefix(s[j:], "://")
}

// nonASCIIWord reports whether s is a word of Japanese or Chinese prose,
// two characters or more of kana and ideographs with no ".": no host
// name a writer meant.
func nonASCIIWord(s string) bool {
	n := 0
	for _, r := range s {
		if !(0x3040 <= r && r <= 0x30ff || 0x4e00 <= r && r <= 0x9fff) {
			return false
		}
		n++
	}
	return n >= 2
}

// texCommand reports whether s starts with the name of a TeX command and
// its argument: letters, then "{".
func texCommand(s string) bool {
	j := 0
	for j < len(s) && isLetterByte(s[j]) {
		j++
	}
	return j > 0 && j < len(s) && s[j] == '{'
}
