package lint

// Why a fix stood back, as `lint --fix --format json` tells it
// (fix_withheld): lint's own words, from a table of constants, so that a
// reason never holds a byte of the URL, its line or its password. A
// Finding keeps an index into the table (Finding.FixWithheld, one byte,
// which gob carries when the Fixer holds findings back).

// The reasons the Fixer gives itself, besides editSafe's.
const (
	whySecretNear  = "a password or token stands within 3 lines, and a diff would show it" // fixContext lines
	whyLongNear    = "a line longer than 64 KB stands within 3 lines"                      // maxFixLine, fixContext
	whyBefore      = "the fix falls before the line being read"
	whyOther       = "another reason" // a reason not in the table (TestWithheldReasons keeps none out)
	whyMeaning     = "the fixes near it would change how a URL is read"
	whyTclData     = "a Tcl command's words after the braces around it make them no script"
	whyHidden      = "a diff would mask what the fix changes"
	whyFormat      = "a PDF, RTF or EPS file: its streams are data and its offsets count bytes"
	whyMachine     = "a file programs write and check (a checksum list, a lock file, go.mod): its text is data"
	whyTemplate    = "the fix would escape some of a template's brackets and leave others"
	whyTemplateIn  = "the fix would change what a template holds between brackets that stay"
	whyPlaceholder = "the fix would escape the brackets of a name to fill in"
)

// withheldWhy is every reason a fix stands back for; index 0 is none.
var withheldWhy = [...]string{
	"",
	whySecretNear,
	whyLongNear,
	whyBefore,
	whyOther,
	// acceptable
	"the fix spans lines",
	"the fix's edits overlap",
	"the text changed under the fix",
	"another finding's fix changes the same bytes",
	// editSafe, regexSign, codeSign, globSign
	"an example of what not to write",
	"code in a document",
	"a string that spans lines in source code",
	"the edit is not on its line",
	"a backslash escapes in the text around",
	"a code span",
	"TeX reads \"%\" and \"~\" in its text",
	"a Markdown table's \"|\" delimits its columns",
	"the line compares URLs",
	"a format string",
	"source code outside a comment",
	"a regular expression",
	"a regular expression literal",
	"a character class",
	"a pattern in code",
	"a glob",
	whyMeaning,
	whyTclData,
	// markSafe
	whyMarkLine,
	whyColumn,
	whyNamedMark,
	whySpeaksOf,
	whyTclBraces,
	whyDocExample,
	whyFragment,
	whyHidden,
	whyFormat,
	whyMachine,
	whyTemplate,
	whyTemplateIn,
	whyPlaceholder,
	whyPipe,
}

// Withheld is why --fix did not apply a finding's fix: an index into a
// table of lint's own words (its String), 0 for none.
type Withheld uint8

// String returns the reason ("a string that spans lines in source code",
// "a password or token stands within 3 lines, and a diff would show it",
// ...), "" for none: words of lint's own, never any part of the URL.
func (w Withheld) String() string {
	if int(w) < len(withheldWhy) {
		return withheldWhy[w]
	}
	return whyOther
}

// withheldIndex returns the index of why in withheldWhy (whyOther's when
// it is not there: never the words themselves).
func withheldIndex(why string) Withheld {
	for i, w := range withheldWhy {
		if w == why {
			return Withheld(i)
		}
	}
	return withheldIndex(whyOther)
}
