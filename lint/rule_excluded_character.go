package lint

import "github.com/urlsift/urlsift/urlsyntax"

// excludedCharacter: a control character, space, "<", ">", """ or "#" (or non-ASCII text) in a URL.
var excludedCharacter = &Rule{
	Name:    "excluded-character",
	Title:   `a control character, space, "<", ">", """ or "#" (or non-ASCII text) in a URL`,
	Section: "2.4.3",
	Doc: `Control characters, space and the delimiters "<", ">", <"> and "#"
(a second "#" after the fragment) are excluded from URLs and "must be escaped
in order to be properly represented within a URL". They are excluded because
they delimit URLs in text, disappear or multiply in transcription, or are
misread by control mechanisms. Characters outside US-ASCII are not part of
the draft's URL syntax either; they are reported at info level, since
internationalised references are common and "such use is not defined in
this document" (1.5), except in the host, where they make the name no
hostname at all (a warning).`,
	Bad:      []string{`<http://example.com/a b>`, "http://example.com/a#b#c", "http://example.com/café"},
	Good:     []string{"http://example.com/a%20b", "http://example.com/a#b%23c", "http://example.com/caf%C3%A9"},
	Severity: Warning,
	kinds:    []urlsyntax.Kind{urlsyntax.KindExcluded, urlsyntax.KindNonASCII},
	check:    checkGrammar,
}
