package extract

// Rejoining in source code: the comments and string literals of
// programming languages (issue srcjoin42). The rules here are asked as
// one rule of continues, rule source (sourceRule), in the order of
// sourceRules; the comment prefixes they rely on are found by
// computeMarker with commentSlashes ("///" and "//!" whole, so that a
// line of "///" alone is blank and ends the URL).

import (
	"bytes"

	"github.com/urlsift/urlsift/internal/lang"
)

// sourceRuleID names a rule of source code.
type sourceRuleID uint8

const (
	srcAdjacentLiteral sourceRuleID = iota
	srcCommentAfterCode
	srcTableRow
	srcKeyValue
	srcRoffRequest
	srcCommentTag
	noSourceRule
)

// sourceRules are the rules of source code, each with the case that asked
// for it (TestSourceRules checks that the rule decides it).
var sourceRules = [noSourceRule]rejoinRule{
	// trust10's report (stop 43): "8080." and "TODO(bob@example.org)" were joined and read as a password
	srcCommentTag: {"comment-tag", "// see http://localhost:8080.\n// TODO(bob@example.org): fix\n", "http://localhost:8080"},
	// /usr/lib/python3/dist-packages/pygments/formatters/svg.py:130
	srcAdjacentLiteral: {"adjacent-literal", "            outfile.write('<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.0//EN\" '\n                          '\"http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/'\n                          'svg10.dtd\">\\n')\n", "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd"},
	// /usr/include/llvm-14/llvm/Support/MathExtras.h:69 (its lines 80 columns and more, cut at no width)
	srcCommentAfterCode: {"comment-after-code", "                 sqrt3      = 1.7320508075688772935, // (0x1.bb67ae8584caaP+0) https://oeis.org/A002194\n                 inv_sqrt3  = .57735026918962576451, // (0x1.279a74590331cP-1)\n", "https://oeis.org/A002194"},
	// /usr/share/vim/vim90/doc/pi_vimball.txt:176
	srcTableRow: {"table-row", "\t    unxutils    suite      y     http://unxutils.sourceforge.net/\n\t    cygwin      suite      y     http://www.cygwin.com/\n\t    GnuWin32    suite      y     http://gnuwin32.sourceforge.net/\n", "http://www.cygwin.com/"},
	// /root/go/pkg/mod/github.com/google/go-github/v93@v93.0.0/openapi_operations.yaml:191
	srcKeyValue: {"key-value", "  - name: GET /\n    documentation_url: https://docs.github.com/rest/meta/meta#github-api-root\n    openapi_files:\n      - descriptions/api.github.com/api.github.com.json\n", "https://docs.github.com/rest/meta/meta#github-api-root"},
	// /usr/share/man/man1/gcloud_alpha_container_node-pools_update.1.gz:182
	srcRoffRequest: {"roff-request", "... and other required parameters, for more details see:\nhttps://cloud.google.com/kubernetes\\-engine/docs/how\\-to/provisioningrequest\n.RE\n.sp\n", "https://cloud.google.com/kubernetes-engine/docs/how-to/provisioningrequest"},
}

// sourceRuleNames are the names the rules' cases are read under (the
// language a rule asks for; "" for none).
var sourceRuleNames = [noSourceRule]string{srcRoffRequest: "gcloud_alpha_container_node-pools_update.1.gz"}

// sourceRule asks the rules of sourceRules in order; the first that is
// not indifferent decides.
func (m *machine) sourceRule(f *breakFacts) verdict {
	for r := sourceRuleID(0); r < noSourceRule; r++ {
		if v := m.decideSource(r, f); v != indifferent {
			return v
		}
	}
	return indifferent
}

// decideSource asks source rule r of the line break f.
func (m *machine) decideSource(r sourceRuleID, f *breakFacts) verdict {
	switch r {
	case srcAdjacentLiteral:
		// Two string literals side by side, the second on the next line,
		// are one string in C, C++, Python and Go's raw strings of a
		// concatenation: "…/DTD/'" and "'svg10.dtd": the quotes are the
		// code's, and the URL is the concatenation (nextLine stepped over
		// the next line's quote, adjacentLiteralAt).
		if q, ok := m.adjacentLiteral(f.i, f.k); ok && q != 0 {
			m.dropLast()
			if m.lang&langTriple != 0 && m.tripleAt(f.k-3, q) {
				m.dropLast() // Python's '''…''' '''…''': the three quotes
				m.dropLast()
			}
			return goesOn
		}
	case srcCommentAfterCode:
		// A bare URL in a "//" comment after code on its line ("x =
		// 1.73, // (0x1.bb6P+0) https://oeis.org/A002194"), and the next
		// line is code: no "//" starts it, and its first word, a name,
		// is assigned, called or declared ("inv_sqrt3  = .577…"). A
		// renderer that cuts a line of code leaves the rest of the
		// comment on the next line, not a statement.
		if m.w.d == Space && m.commentAfterCode() && statementAt(m.b, f.k, f.lim) {
			return ends
		}
	case srcTableRow:
		// The URL is a cell of a row whose cells stand apart by two
		// spaces or more, and the next line is the next row: it starts
		// where the URL's line starts and its first cell stands apart
		// from the next one.
		if m.tableRow(f) {
			return ends
		}
	case srcKeyValue:
		// The next line is the next key of a mapping ("openapi_files:"
		// of YAML, an argument "rate_limiter: A RateLimiter…" of a
		// docstring, "key = value" of an INI file after "key = URL"), at
		// the URL's line's indentation or less: the URL was its line's
		// value.
		if m.w.d == Space && m.keyValueNext(f) {
			return ends
		}
	case srcCommentTag:
		// A sentence's "." ends the URL's line, and the next line starts
		// with a comment's tag, a word of capitals and "(" ("TODO(",
		// "FIXME(", "NOTE(", "XXX("): a note of its own, never a URL's
		// rest ("…:8080." and "TODO(bob@example.org)" read as a password's
		// pieces, "http://localhost:***@example.org)").
		if f.last == '.' && commentTag(f.tok(m)) {
			return ends
		}
	case srcRoffRequest:
		// In roff (a man page's source), a line that starts with "." or
		// "'" and a letter is a request or a macro (".RE", ".PP",
		// ".IP"), never text: the URL ended with its line.
		if m.lang&langRoff != 0 && f.k > 0 && m.b[f.k-1] == '\n' && f.k+1 < f.lim && (m.b[f.k] == '.' || m.b[f.k] == '\'') && class[m.b[f.k+1]]&cAlpha != 0 {
			return ends
		}
	}
	return indifferent
}

// commentTag reports whether tok starts with a comment's tag: two
// capitals or more (maybe digits and "_" after the first) and "(".
func commentTag(tok []byte) bool {
	n := 0
	for n < len(tok) && ('A' <= tok[n] && tok[n] <= 'Z' || n > 0 && ('0' <= tok[n] && tok[n] <= '9' || tok[n] == '_')) {
		n++
	}
	return n >= 2 && n < len(tok) && tok[n] == '('
}

// dropLast drops the last byte of the text (the closing quote of a
// literal).
func (m *machine) dropLast() {
	m.text = m.text[:len(m.text)-1]
	if n := len(m.raw); n > 0 && m.raw[n-1].text == len(m.text) {
		m.raw = m.raw[:n-1]
	}
}

// adjacentLiteral reports whether the line break at buffer index i sits
// between two string literals side by side: the text ends with a quote
// that does not close the URL's wrapper, and the next line's content, at
// k, follows the same quote, which nextLine stepped over. It returns the
// quote.
func (m *machine) adjacentLiteral(i, k int) (byte, bool) {
	n := len(m.text)
	if n < 2 || k < 1 {
		return 0, false
	}
	q := m.text[n-1]
	if (q != '\'' && q != '"') || q == m.w.closeB || m.b[k-1] != q || k-1 <= i {
		return 0, false
	}
	open := k - 1
	if m.lang&langTriple != 0 && !m.w.strong && m.tripleAt(k-3, q) && n >= 3 && m.text[n-2] == q && m.text[n-3] == q {
		open = k - 3
	}
	// The quote that opens the next line's literal is its first byte
	// after the indentation.
	for j := open - 1; j > i; j-- {
		if c := m.b[j]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return 0, false
		}
	}
	return q, true
}

// adjacentLiteralAt is nextLine's hook: at the next line's content at
// buffer index k, it returns the index after the quote that opens a
// literal adjacent to the one the text ends in (see srcAdjacentLiteral),
// or k.
func (m *machine) adjacentLiteralAt(k, lim int) int {
	n := len(m.text)
	if n < 2 || k+1 >= lim {
		return k
	}
	q := m.text[n-1]
	if (q != '\'' && q != '"') || q == m.w.closeB || m.b[k] != q {
		return k
	}
	// Python's triple-quoted strings side by side ("…/sdks/'''" and
	// "'''python/…", apache_beam generate_yaml_docs.py:604): the three
	// quotes close one and open the next; the first spans lines, so it
	// need not open on the URL's line.
	from := k + 1
	if m.lang&langTriple != 0 && !m.w.strong && n >= 3 && m.text[n-2] == q && m.text[n-3] == q && m.tripleAt(k, q) {
		from = k + 3
	} else if !m.literalOpenBefore(q) {
		// The text's quote closes a literal it did not open: the
		// URL's literal began before the URL, with the same quote.
		return k
	}
	if from >= lim || class[m.b[from]]&cURL == 0 {
		return k
	}
	// The next literal reads as the URL's rest: a file name or a path
	// ("svg10.dtd\">"), or it closes the URL's wrapper ("rg\">"), not a
	// bare word of a shell's or PowerShell's
	// array of words, one a line ("'--mirror=http://deb.example.org/debian/'⏎'stable'",
	// review42 F3), which no language concatenates.
	for j := from; j < lim && m.b[j] != q && m.b[j] != '\n'; j++ {
		if c := m.b[j]; c == '/' || c == '.' || c == '?' || c == '#' || c == m.w.closeB && c != 0 {
			return from
		}
	}
	return k
}

// literalOpenBefore reports whether quote q stands before the URL's
// opener on the URL's line (the literal the URL is in).
func (m *machine) literalOpenBefore(q byte) bool {
	for j := m.w.open - 1; j >= 0 && m.w.open-j <= maxPrefix; j-- {
		switch m.b[j] {
		case '\n':
			return false
		case q:
			return true
		}
	}
	return false
}

// commentSlashes is computeMarker's reading of a comment of slashes at
// buffer index p (before open): "//", "///" (C++'s and Rust's doc
// comments) or "//!" (Rust's inner doc comments). It returns the length
// of the marker, or 0.
func commentSlashes(b []byte, p, open int) int {
	if p+1 >= open || b[p] != '/' || b[p+1] != '/' {
		return 0
	}
	if p+2 < open && (b[p+2] == '/' || b[p+2] == '!') {
		return 3
	}
	return 2
}

// continuedLine reports whether the backslash at buffer index i, before a
// line break, continues a line the way a language removes it in a string
// literal (Python's docstrings, C's strings, a shell's words): inside
// <...>, where a URL holds no backslash before this one (a Windows path
// would), or in a quoted literal whose rest starts the next line at its
// first column and runs to the quote (C's "http://x/a/\⏎b.html").
//
// Only in a file of a language that has the continuation (languageOf): in
// prose, and in a text with no name, a backslash before a line break is
// the URL's ("<A0://\⏎   0>" is "A0://\0", as it is on one line).
func (m *machine) continuedLine(i, lim int) bool {
	if m.lang&langBackslash == 0 {
		return false
	}
	o := m.w.open
	if o >= i || bytes.IndexByte(m.b[o:i], '\\') >= 0 {
		return false
	}
	if m.w.strong {
		return m.w.d == Angle && !m.w.typeset
	}
	if m.w.d != Quote {
		return false
	}
	k := i + 1
	if m.b[k] == '\r' {
		k++
	}
	k++
	if k >= lim || class[m.b[k]]&cSpace != 0 {
		return false
	}
	return m.wordToCloser(k, lim)
}

// tableRow reports whether the break f ends a row of a table whose cells
// stand apart by two spaces or more, and the next line is the next row:
// the URL starts after such a gap, the next line starts (at f.k, its
// first content) at the column of the URL's line's start, and a gap of two
// spaces or more follows its first cell, before more on that line.
func (m *machine) tableRow(f *breakFacts) bool {
	b := m.b
	o := m.w.open
	if o < 2 || b[o-1] != ' ' && b[o-1] != '\t' || b[o-2] != ' ' && b[o-2] != '\t' && b[o-1] != '\t' {
		return false
	}
	ls := o
	for ls > 0 && b[ls-1] != '\n' && o-ls < maxPrefix {
		ls--
	}
	if ls > 0 && b[ls-1] != '\n' {
		return false
	}
	// The URL's line has a cell before the URL.
	p := ls
	for p < o && (b[p] == ' ' || b[p] == '\t') {
		p++
	}
	if p >= o-2 {
		return false
	}
	// The next line starts at the same column, with its first content
	// at f.k.
	ns := f.k
	for ns > 0 && (b[ns-1] == ' ' || b[ns-1] == '\t') {
		ns--
	}
	if ns == 0 || b[ns-1] != '\n' || string(b[ns:f.k]) != string(b[ls:p]) {
		return false
	}
	// A gap of two spaces or more (or a tab) after the next line's
	// first cell, and more after it on the line.
	j := f.k
	for j < len(b) && b[j] != ' ' && b[j] != '\t' && b[j] != '\n' {
		j++
	}
	g := j
	for g < len(b) && (b[g] == ' ' || b[g] == '\t') {
		g++
	}
	if g-j < 2 && !(g-j == 1 && b[j] == '\t') {
		return false
	}
	return g < len(b) && b[g] != '\n' && b[g] != '\r'
}

// sourceMarker is computeMarker's reading of a comment after code on the
// URL's line, from buffer index ls (the line's start) to open (the URL's
// opener): "x = 1.73, // (0x1.bb6P+0) https://oeis.org/A002194", a "//"
// after a space, code before it and a space after it. It returns
// the comment's marker, or "" (comment-after-code).
func sourceMarker(b []byte, ls, open int) string {
	code := false
	for p := ls; p+1 < open; p++ {
		c := b[p]
		if c == ' ' || c == '\t' {
			continue
		}
		if code && (b[p-1] == ' ' || b[p-1] == '\t') {
			if c == '/' && b[p+1] == '/' && p+2 < open && (b[p+2] == ' ' || b[p+2] == '\t') {
				return "//"
			}
		}
		apostrophe := c == '\'' && p > ls && class[b[p-1]]&cAlpha != 0 && class[b[p+1]]&cAlpha != 0 // "isn't"
		if (c == '"' || c == '\'' || c == '`') && !apostrophe {
			// A string literal: passed over to its closing quote (a
			// "//" inside it is the string's); none on the line, and
			// the URL may be in it.
			q := c
			for p++; p < open && b[p] != q; p++ {
				if b[p] == '\\' {
					p++
				}
			}
			if p >= open {
				return ""
			}
		}
		code = true
	}
	return ""
}

// commentAfterCode reports whether the URL stands in a comment after code
// on its line (sourceMarker).
func (m *machine) commentAfterCode() bool {
	o := m.w.open
	ls := max(0, o-maxPrefix)
	for j := o - 1; j >= ls; j-- {
		if m.b[j] == '\n' {
			ls = j + 1
			break
		}
	}
	return sourceMarker(m.b, ls, o) != ""
}

// statementAt reports whether a statement of code starts at buffer index
// k: a name, perhaps spaces, then "=" (not "=="), "(" or ":=", ending
// its line with ";", ",", "{", "(" or ")" or a "//" comment.
func statementAt(b []byte, k, lim int) bool {
	j := k
	for j < lim && (class[b[j]]&cWord != 0 || b[j] == '.') {
		j++
	}
	if j == k || class[b[k]]&cAlpha == 0 && b[k] != '_' {
		return false
	}
	for j < lim && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	if j+1 >= lim {
		return false
	}
	switch {
	case b[j] == '=' && b[j+1] != '=', b[j] == ':' && b[j+1] == '=', b[j] == '(':
	default:
		return false
	}
	e := j
	for e < lim && b[e] != '\n' {
		e++
	}
	line := bytes.TrimRight(b[j:e], " \t\r")
	if c := bytes.Index(line, []byte(" //")); c >= 0 {
		line = bytes.TrimRight(line[:c], " \t")
	}
	if len(line) == 0 {
		return false
	}
	switch line[len(line)-1] {
	case ';', ',', '{', '(', ')':
		return true
	}
	return false
}

// srcLang is what a file's name says of its language, a bit for each
// reading the rules of source code ask for.
type srcLang uint8

const (
	// langBackslash: a backslash before a line break continues the line
	// or the string literal (Python, C and C++, shells, make, Tcl,
	// JavaScript, Rust, Ruby, Swift, Emacs Lisp, CMake, Dockerfiles).
	langBackslash srcLang = 1 << iota
	// langRoff: roff, a man page's source (name.1 to name.9 and their
	// sections' suffixes, name.man, name.mdoc, name.roff): its escapes
	// ("\\-", "\\fR", "\\(em") stand in the URL's text (roffUnescape), and
	// a line that starts with "." is a request.
	langRoff
	// langTriple: strings of three quotes that span lines, side by side
	// one string (Python; Kotlin, Scala, Swift, Julia and Groovy write
	// them too).
	langTriple
)

// srcLangs are what each language of the one table (internal/lang) says
// of the rules of source code; a language not here has none of them.
var srcLangs = [lang.Count]srcLang{
	lang.Python: langBackslash | langTriple, lang.Cython: langBackslash | langTriple, lang.Swift: langBackslash | langTriple,
	lang.Kotlin: langTriple, lang.Scala: langTriple, lang.Julia: langTriple, lang.Groovy: langTriple,
	lang.C: langBackslash, lang.CHeader: langBackslash, lang.Cpp: langBackslash, lang.ObjC: langBackslash, lang.ObjCpp: langBackslash, lang.CUDA: langBackslash,
	lang.Shell: langBackslash, lang.Make: langBackslash, lang.CMake: langBackslash, lang.Tcl: langBackslash, lang.Dockerfile: langBackslash,
	lang.JavaScript: langBackslash, lang.TypeScript: langBackslash, lang.Rust: langBackslash, lang.Ruby: langBackslash,
	lang.EmacsLisp: langBackslash, lang.Awk: langBackslash,
	lang.Roff: langRoff,
}

// languageOf reads the language of the input named name (Options.Name)
// from the one table (lang.Of): 0 for prose, a name it does not know, or
// none.
func languageOf(name string) srcLang {
	return srcLangs[lang.Of(name)]
}

// keyValueNext reports whether the line after the break f is the next
// key of a mapping the URL was a value of: a name
// ("[A-Za-z_][A-Za-z0-9_.-]*", after a list's "- ") and ":" before a
// space, a tab or the line's end, where
//   - the URL's line is "name: URL" (YAML; "- name: URL") and the next
//     key stands at its key's indentation or less;
//   - the URL's line is a comment ("# … URL") and the next key stands at
//     its indentation or less (YAML's comment before a key);
//   - the next key stands left of the URL's line's indentation (a
//     docstring's next argument, "rate_limiter: A RateLimiter…");
//
// A URL cut in prose before "word: " ("…#⏎supported-platforms: CRAN
// uses…") is none of these. (An INI file's "name = URL" before "name2 =
// …" was read too, and cost pdftotext fresh2 a wrapped URL: left out.)
func (m *machine) keyValueNext(f *breakFacts) bool {
	b := m.b
	ns := srcLineStart(b, f.k)
	if ns <= f.i || srcIndent(b, ns, f.k) != f.k-ns {
		return false
	}
	ni := f.k - ns
	k := f.k
	if k+1 < f.lim && b[k] == '-' && b[k+1] == ' ' {
		k += 2
	}
	e := keyName(b, k, f.lim)
	if e == k || e >= f.lim {
		return false
	}
	// The URL's line: its indentation, and what stands before the URL.
	ls := srcLineStart(b, m.w.open)
	ui := srcIndent(b, ls, m.w.open)
	c := ls + ui
	kc := c // the column of its key
	if c+1 < m.w.open && b[c] == '-' && b[c+1] == ' ' {
		kc += 2
	}
	q := keyName(b, kc, m.w.open)
	if b[e] != ':' || e+1 < len(b) && b[e+1] != ' ' && b[e+1] != '\t' && b[e+1] != '\n' && b[e+1] != '\r' {
		return false
	}
	switch {
	case q > kc && q+1 < m.w.open && b[q] == ':' && srcIndent(b, q+1, m.w.open) == m.w.open-q-1:
		return ni <= kc-ls
	case b[c] == '#':
		return ni <= ui
	}
	return ni < ui
}

// srcLineStart returns the index of the start of the line that holds
// buffer index i (at most maxPrefix bytes back; further back, i less
// that).
func srcLineStart(b []byte, i int) int {
	lo := max(0, i-maxPrefix)
	for j := i - 1; j >= lo; j-- {
		if b[j] == '\n' {
			return j + 1
		}
	}
	return lo
}

// srcIndent returns how many bytes of spaces and tabs start the line at
// ls, up to end.
func srcIndent(b []byte, ls, end int) int {
	j := ls
	for j < end && (b[j] == ' ' || b[j] == '\t') {
		j++
	}
	return j - ls
}

// keyName returns the end of a key's name at buffer index k (k: none):
// a letter or "_", then letters, digits, "_", "-" and ".".
func keyName(b []byte, k, lim int) int {
	if k >= lim || class[b[k]]&cAlpha == 0 && b[k] != '_' {
		return k
	}
	j := k + 1
	for j < lim && (class[b[j]]&cWord != 0 || b[j] == '-' || b[j] == '.') {
		j++
	}
	return j
}

// tripleAt reports whether three quotes q stand at buffer index j.
func (m *machine) tripleAt(j int, q byte) bool {
	return j >= 0 && j+3 <= len(m.b) && m.b[j] == q && m.b[j+1] == q && m.b[j+2] == q
}
