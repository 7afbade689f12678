package lint

import "strings"

// Text that reads as a URL but is none, found by precision sampling on
// trees of documentation and source (scripts/fp-sample.sh): like a
// pattern (patternURL), it is checked for a password only.

// notURL reports whether text is no URL a writer meant: "@" alone after
// the scheme ("http://@@", Perl's substitution s@http://@@), or two URLs
// glued by a "|" (sed's or Apache's s|http://a/|http://b/|i, a list of
// alternatives).
func notURL(text string) bool {
	i := strings.Index(text, "://")
	if i < 0 {
		return false
	}
	rest := text[i+3:]
	if rest != "" && strings.Trim(rest, "@") == "" {
		return true
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
