package lint

import (
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// facts are what one read of a URL's text and its grammar tells of it,
// made once for each URL (newFacts) and read by every test of the pass
// that would otherwise search the text again: a test, or a rule, whose
// facts are absent is not run (lint on URL-dense text spent a fifth of
// its instructions in tests that found nothing, each reading the whole
// URL).
//
// The low bits say which kinds of urlsyntax violation the URL has (bit
// k for Kind k); the bits from factText on say which bytes its text
// holds. A fact set means "may": a test skipped for a fact absent is one
// that could not be true without it (TestFactsSkipNothing).
type facts uint64

// The kinds of violation take bits 0 to factText-1 (urlsyntax.Kind is
// small: TestFactsKinds).
const factText = 32

const (
	factAt        facts = 1 << (factText + iota) // "@": a userinfo, a secret (SecretRange), an "@@" (notURL)
	factPercent                                  // "%": an escape
	factHigh                                     // a byte of 0x80 or more: non-ASCII (notURL's prose)
	factBackslash                                // "\\": TeX's markup (notURL), a regex's escape (patternURL)
	factBar                                      // "|": two URLs glued (notURL)
	factHyphen                                   // "-": a word glued to a scheme (proseCompound)
	factRegex                                    // one of "*+[]()\\": what a pattern's signs start with (patternURL)
	factTemplate                                 // a byte that starts a placeholder (templateStart) but ".", or "*", "+" after it
	factDot                                      // ".": a dot segment (dot-segment)
	factUpper                                    // "A" to "Z": a piece to lower (lower)

	// What the grammar's reading and the scanner say.
	factPort         // a port is written (Ref.Port defined)
	factSecret       // a secret the rules judge (SecretRange)
	factUserinfo     // a userinfo (Ref.Userinfo defined)
	factSchemeNoSite // a scheme and no site
	factHyphenBreak  // a hyphen at a line break (URL.HyphenBreak)
	factRejoined     // joined across lines (URL.Rejoined)
	factAbbreviated  // a scheme added (URL.Abbreviated)
)

// byteFacts are the text facts of each byte.
var byteFacts = func() (t [256]facts) {
	set := func(f facts, bytes string) {
		for i := 0; i < len(bytes); i++ {
			t[bytes[i]] |= f
		}
	}
	set(factAt, "@")
	set(factPercent, "%")
	set(factBackslash, `\`)
	set(factBar, "|")
	set(factHyphen, "-")
	set(factRegex, `*+[]()\`)
	set(factDot, ".")
	set(factUpper, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
	// templateAt's starts but ".", which starts one only before "*" or
	// "+" (a regex's wildcard): those two stand for it.
	for c := 0; c < 256; c++ {
		if templateStart[c] && c != '.' {
			t[c] |= factTemplate
		}
	}
	set(factTemplate, "*+")
	for c := 0x80; c < 256; c++ {
		t[c] |= factHigh
	}
	return t
}()

// textFacts returns the text facts of s: one table load a byte.
func textFacts(s string) facts {
	var f facts
	i := 0
	for ; i+4 <= len(s); i += 4 {
		f |= byteFacts[s[i]] | byteFacts[s[i+1]] | byteFacts[s[i+2]] | byteFacts[s[i+3]]
	}
	for ; i < len(s); i++ {
		f |= byteFacts[s[i]]
	}
	return f
}

// violationFacts returns the kinds of viols as facts.
func violationFacts(viols []urlsyntax.Violation) facts {
	var f facts
	for _, v := range viols {
		f |= kindFact(v.Kind)
	}
	return f
}

// kindFact is the fact of a violation of kind k.
func kindFact(k urlsyntax.Kind) facts {
	return 1 << (uint(k) & (factText - 1))
}

// kindFacts returns the facts of kinds (a rule's Rule.kinds).
func kindFacts(kinds []urlsyntax.Kind) facts {
	var f facts
	for _, k := range kinds {
		f |= kindFact(k)
	}
	return f
}

// gateRules sets the facts each rule's check needs: without one of them
// it reports nothing, and is not run. A rule left out runs for every URL.
func init() {
	for _, r := range []*Rule{badEscape, excludedCharacter, invalidPort, invalidScheme, invalidSyntax, unwiseCharacter} {
		r.needs = kindFacts(r.kinds) // checkGrammar alone: a violation of its kinds
	}
	defaultPort.needs = factPort // explicitPort
	nonDefaultPort.needs = factPort
	passwordInSite.needs = factSecret    // secretRange
	escapedDelimiter.needs = factPercent // escapes
	unnecessaryEscape.needs = factPercent
	dotSegment.needs = factDot
	emptyPort.needs = factPort
	userinfo.needs = factUserinfo
	schemeInRelative.needs = factSchemeNoSite
	hyphenAtLineBreak.needs = factHyphenBreak
	whitespaceInURL.needs = factRejoined
	abbreviatedURL.needs = factAbbreviated
}

// urlFacts are the facts of the grammar's reading and the scanner's URL.
func urlFacts(ref *urlsyntax.Ref, u *extract.URL) facts {
	var f facts
	if ref.Port.Defined {
		f |= factPort
	}
	if ref.Userinfo.Defined {
		f |= factUserinfo
	}
	if ref.Scheme.Defined && !ref.Site.Defined {
		f |= factSchemeNoSite
	}
	if len(u.HyphenBreak) > 0 {
		f |= factHyphenBreak
	}
	if u.Rejoined {
		f |= factRejoined
	}
	if u.Abbreviated {
		f |= factAbbreviated
	}
	return f
}

// lower is strings.ToLower of s, a piece of the URL whose facts are f:
// s itself when the URL holds no capital and no byte that could be one.
func lower(f facts, s string) string {
	if !f.has(factUpper | factHigh) {
		return s
	}
	return strings.ToLower(s)
}

// has reports whether f holds any of want.
func (f facts) has(want facts) bool { return f&want != 0 }
