package lint

import (
	"fmt"
	"strings"

	"github.com/urlsift/urlsift/pos"
)

// Finding is one problem with one URL.
type Finding struct {
	Rule     string   // the rule's name
	Severity Severity // after configuration
	// FixWithheld says why --fix did not apply Fix here (its String: "a
	// string that spans lines in source code", ...), 0 when it was
	// applied or not asked for. One byte in the padding after Severity:
	// a Finding does not grow (TestWithheldInPadding).
	FixWithheld Withheld
	// Plain says that the URL the finding is about was read whole by its
	// Secret and holds no "@" and no encoding urlsyntax.NestedHint reads
	// (extract.URL.Plain): URL, Message and Text, made of the rule's
	// words and pieces of that text, hold none either, and the masker at
	// the output's boundary (urlsyntax.MaskText) would give them back as
	// they are (printer.Record.Plain). One byte in the padding after
	// FixWithheld.
	Plain   bool
	Message string // one line; never holds a password
	URL     string // the URL as extracted, with any password shown as ***
	// SecretID is a fingerprint of the URL's secret (urlsyntax.Secret.ID),
	// "" when it holds none: a baseline tells a placeholder from a literal
	// password by it, and, with Options.SecretKey, one password from
	// another. No guess of the password can be checked against it
	// without the key.
	SecretID string
	// Start and End delimit the offending characters in the scanned stream
	// (End is exclusive): line, byte column and column in code points
	// (Char, for SARIF; 0 where the line's text is not known).
	Start, End pos.Pos
	// Text is the text of the file between Start and End, the secret of
	// the URL shown as "***" where the range holds a piece of it; "" when
	// it is not known (a range across a line break that a rejoined URL
	// lost, text decoded from mail or UTF-16, or what Lint alone cannot
	// tell is the file's: pipeline.LintInput keeps it only for the file's own
	// bytes). SARIF's region snippet.
	Text string
	// Fix holds the edits of the rule's safe fix, in stream offsets, or nil
	// when the rule has no fix or the fix cannot be applied here (the URL
	// was rejoined across lines where the edit falls).
	Fix []Edit

	// Origin is where in its input the finding stands: the message and
	// MIME part of a mail, the web archive record and the offsets in its
	// payload. Lint leaves it empty; the caller, which knows the input,
	// sets it (pipeline.LintInput, from input.Segment.OriginOf).
	pos.Origin

	urlLine int // the line the URL starts on (suppressions apply there too)
	urlOff  int // and its offset in the stream (the example lines' follower passes over what is before: exampleLines.from)
	// line and endOff are Start.Line and End.Offset in the stream, which
	// Lint judges the finding by (its directives, its line's end) after
	// LintPlaced placed it in the file.
	line, endOff int
	// urlStart and urlEnd delimit the URL the finding is about, in the
	// stream (zero for a finding about no URL): a fix looks at the text
	// around it (Fixer, editSafe).
	urlStart, urlEnd pos.Pos

	// named, for a message that names a line ("continues on line 8"),
	// says how Map names the line of the file rather than that of a mail
	// body; nil for every other message. Held apart, it costs a finding
	// 8 bytes where it cost 56 (the language server keeps many: lsp's
	// TestKeptFindingMemory).
	named *namedLine
}

// namedLine is a message that names a line: format with the line of ref
// plus delta in place of its one %d.
type namedLine struct {
	format string
	ref    pos.Pos
	delta  int
}

// Map moves f from the stream Lint scanned to the file it came from, with
// m (input.Segment.Map for a part of a message or a decoded file): Start,
// End, and the line a message names ("continues on line 8"). The columns
// in code points stay those of the text read where it is the file's own
// (a byte order mark is no character), and are not known (0) where the
// text was decoded (pos.Mapper).
func (f *Finding) Map(m pos.Mapper) {
	if n := f.named; n != nil {
		f.Message = fmt.Sprintf(n.format, m.Map(n.ref).Line+n.delta)
	}
	f.Start, f.End = m.Map(f.Start), m.Map(f.End)
	if f.urlEnd.Offset > 0 {
		f.urlStart, f.urlEnd = m.Map(f.urlStart), m.Map(f.urlEnd)
	}
}

// namesLine sets the message of f to format (with one %d), naming the line
// of ref plus delta.
func (f *Finding) namesLine(format string, ref pos.Pos, delta int) {
	f.named = &namedLine{format, ref, delta}
	f.Message = fmt.Sprintf(format, ref.Line+delta)
}

// Edit replaces the bytes [Start, End) of the stream by New. Old is what the
// bytes were when the finding was made; a fix is applied only if they still are.
type Edit struct {
	Start, End int
	Old, New   string
}

// userBefore returns the user name in front of the password that starts at
// lo, and false when the secret at lo is a token used as the user name.
func userBefore(text string, lo int) (string, bool) {
	if lo == 0 || text[lo-1] != ':' {
		return "", false
	}
	start := strings.Index(text, "//") + 2
	if start < 2 || start > lo-1 {
		return "", false
	}
	return text[start : lo-1], true
}

// rec is a finding as the stream holds it while it waits for the rest
// of its line (a directive there may silence it): its rule, severity and
// lines, a few words, where the Finding is 392 bytes. A finding the
// output leaves out (at info, Options.HideInfo) is made as its record
// alone (full < 0): the stream needs it only to mark the directive that
// silences it used, and drops it (the compact records of go/analysis's
// and ripgrep's printers: a finding is made whole only to be shown).
type rec struct {
	start          int // Start.Offset in the stream: the order of a URL's findings (sortRecs)
	line, urlLine  int // as Finding's: the lines whose directives silence it
	endOff, urlOff int
	rule           string
	sev            Severity
	full           int32 // the index of the Finding it records in the stream's findings, or -1: none was made (lean)
}

// recOf returns the record of f, the finding at index full.
func recOf(f *Finding, full int) rec {
	return rec{start: f.Start.Offset, line: f.line, urlLine: f.urlLine, endOff: f.endOff, urlOff: f.urlOff, rule: f.Rule, sev: f.Severity, full: int32(full)}
}
