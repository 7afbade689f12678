package lint

// registry is every rule, sorted by name (TestRegistry checks the order).
// Rules are listed here explicitly; nothing registers itself. Each rule is
// one value in a file of its own, rule_NAME.go: its documentation, its
// severity and its check; a new rule is that file and a line here.
var registry = []*Rule{
	abbreviatedURL,
	badEscape,
	defaultPort,
	dotSegment,
	emptyPort,
	escapedDelimiter,
	excludedCharacter,
	hyphenAtLineBreak,
	invalidHost,
	invalidPort,
	invalidScheme,
	invalidSyntax,
	nonDefaultPort,
	notNormalized,
	passwordInSite,
	schemeInRelative,
	unnecessaryEscape,
	unqualifiedHost,
	unusedSuppression,
	unwiseCharacter,
	urlTooLong,
	userinfo,
	whitespaceInURL,
}
