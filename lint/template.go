package lint

import (
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// Templates and format strings in URLs: source code and documentation
// write URLs with placeholders that a program fills in later ("${VERSION}",
// "{root}", "%s", "$WORK", "{{ .URL }}", "host[:port]", Apache's
// "%{SERVER_NAME}", a regex's "$1") and with the escapes of the language
// around them (Markdown's "\(", a shell's "\&", HTML's "&amp;" and "&#39;"),
// and AsciiDoc writes a link's text right after it ("https://x/y[the
// text]", "link:https://x/[text]"). Their bytes are not unwise characters,
// bad escapes or hosts of the URL: no rule reports them, and no fix
// touches them (report drops an edit that overlaps one).

// appendTemplateSpans appends to out the byte ranges [start, end) of s that are
// placeholders or escapes of the surrounding language, in order.
func appendTemplateSpans(out [][2]int, s string) [][2]int {
	// Documentation's notation of a URL's syntax, optional parts in
	// brackets: "vendor://[[user][:pwd]@][host][:port]/[db]/table". Three
	// groups of brackets or more make every group a placeholder.
	// (Counted at the first "[", which most URLs do not hold: from there
	// on, as none is before it.)
	notation, counted := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !templateStart[c] {
			continue
		}
		if c == '[' && !counted {
			notation, counted = strings.Count(s[i:], "[") >= 3 && strings.Count(s, "]") >= 3, true
		}
		if notation && c == '[' {
			end := closeBracket(s, i)
			if end == i {
				// An unclosed group: the notation's brackets are not
				// balanced ("/[database[/table]", GNU parallel's
				// manual), and its end is the URL's.
				end = len(s)
			}
			out = append(out, [2]int{i, end})
			i = end - 1
			continue
		}
		if c == '.' && (i+1 == len(s) || s[i+1] != '*' && s[i+1] != '+') {
			continue // (templateAt's answer for a "." without a wildcard after it: the dots of every host)
		}
		if end := templateAt(s, i); end > i {
			out = append(out, [2]int{i, end})
			i = end - 1
		}
	}
	// A host cut where a placeholder begins: "https://pip--<PR-NUMBER>.org…"
	// (pip's documentation) ends the URL at the "<", leaving a last label
	// that ends in "-", which no host does. The label is the start of a
	// name to fill in, not a host to report.
	if lo := cutHostLabel(s); lo >= 0 && (len(out) == 0 || out[len(out)-1][1] <= lo) {
		out = append(out, [2]int{lo, len(s)})
	}
	return out
}

// cutHostLabel returns the start of the last label of the host when the
// URL ends inside its site with a "-" ("https://pip--"), or -1.
func cutHostLabel(s string) int {
	if !strings.HasSuffix(s, "-") {
		return -1
	}
	site := strings.Index(s, "://")
	if site < 0 || strings.ContainsAny(s[site+3:], "/?#") {
		return -1
	}
	lo := strings.LastIndexAny(s, ".@/") + 1
	for _, c := range []byte(s[lo:]) {
		if !identByte(c, true) && c != '-' || c == '_' {
			return -1 // "host:80-": a port, not a label
		}
	}
	return lo
}

// templateStart marks the bytes templateAt looks at; no other starts a
// placeholder.
var templateStart = [256]bool{';': true, '$': true, '{': true, '[': true, '%': true, '.': true, '\\': true, '&': true, '@': true, '#': true}

// templateAt returns the end of the placeholder that starts at s[i], or i
// when none does.
func templateAt(s string, i int) int {
	rest := s[i:]
	switch s[i] {
	case '$':
		if len(rest) > 1 && rest[1] == '{' { // ${NAME}, ${NAME:-x}
			return closeAt(s, i+2, "}")
		}
		if len(rest) > 1 && rest[1] == '(' { // $(cmd)
			return closeAt(s, i+2, ")")
		}
		if len(rest) > 2 && rest[1] == '\\' && isIdentStart(rest[2]) { // TeX's math: "$\sim$" for "~"
			return closeAt(s, i+2, "$")
		}
		j := i + 1
		for j < len(s) && identByte(s[j], j > i+1) {
			j++
		}
		if j > i+1 && isIdentStart(s[i+1]) { // $WORK, $name
			return j
		}
		for j = i + 1; j < len(s) && '0' <= s[j] && s[j] <= '9'; j++ {
		}
		if j > i+1 { // $1: a regular expression's group, a shell's argument
			return j
		}
	case '{':
		if len(rest) > 1 && rest[1] == '{' { // {{ .URL }}, Jinja, Handlebars
			return closeAt(s, i+2, "}}")
		}
		if len(rest) > 1 && rest[1] == '}' { // {}: find -exec, xargs -I{}, GNU parallel, format strings
			return i + 2
		}
		if len(rest) > 1 && rest[1] == '%' { // {% tag %}
			return closeAt(s, i+2, "%}")
		}
		// {root}, {0}, and RFC 6570's {?q,lang}, {/path}, {+base}.
		j := i + 1
		if j < len(s) && isOperator(s[j]) {
			j++
		}
		k := j
		for k < len(s) && (identByte(s[k], true) || s[k] == ',' || s[k] == '*' || s[k] == ':') {
			k++
		}
		if k > j && k < len(s) && s[k] == '}' {
			return k + 1
		}
		if k > j && k == len(s) && j == i+1 {
			// "{package_name" at the end: a placeholder whose "}" the
			// extractor left out, after a space inside the braces or a
			// line break.
			return k
		}
		if end := interpolationEnd(s, i); end > i {
			return end
		}
	case '[':
		if end := strings.IndexByte(rest, ']'); end > 2 && upperIdent(rest[1:end]) {
			return i + end + 1 // "gs://[DELIVERY_PIPELINE_ID]_deploy/", "/[PROJECT_ID]/": a name to fill in
		}
		if i >= 2 && (s[i-1] == '/' && s[i-2] == '/' || s[i-1] == '@') && !strings.Contains(s[i:], "@]") {
			break // the start of the site: an IPv6 literal, "http://[::1]/"
		}
		// A placeholder segment of a path, a name with an "_" in
		// brackets ("/[public_path]/"), or a word of three letters or
		// more (and "-") in brackets ending the URL after a "/",
		// AsciiDoc's link text ("https://x/y/[example]",
		// "/[cvs-fast-export]"). "/[id]/" may be a segment.
		if i > 0 && s[i-1] == '/' {
			j, under := i+1, false
			for j < len(s) && identByte(s[j], true) {
				under = under || s[j] == '_'
				j++
			}
			if j < len(s) && s[j] == ']' && (under && (j+1 == len(s) || s[j+1] == '/') || j+1 == len(s) && j-i > 3 && isLetters(strings.ReplaceAll(s[i+1:j], "-", ""))) {
				return j + 1
			}
		}
		// AsciiDoc's link text, right after the URL and ending it:
		// "https://x/y.html[the text]", "https://x/#frag[here]". Not after
		// a "/", where "[x]" is a segment of the path, nor after "=", "&"
		// or "?", where it is a query's value ("?q=[term]"), nor at the
		// start of the site, where brackets hold an IPv6 address.
		if end := strings.IndexByte(s[i:], ']'); end > 0 && i+end == len(s)-1 && i > 0 && strings.IndexByte("@=&?", s[i-1]) < 0 {
			// After a "/", "[x]" may be a segment of the path; link
			// text is a capitalised word or words ("/[RefTree]").
			if in := s[i+1 : i+end]; s[i-1] != '/' || in != "" && ('A' <= in[0] && in[0] <= 'Z' || strings.IndexByte(in, ' ') >= 0) {
				return len(s)
			}
		}
		// Alternatives in documentation's notation that a space cut:
		// "ftp://host/path;type=[D,I, or A]".
		if i > 0 && strings.IndexByte(rest, ']') < 0 && strings.Contains(rest, ",") && isWord(strings.ReplaceAll(rest[1:], ",", "")) {
			return len(s)
		}
		// "URL[]", and link text that a line break cut ("https://x/y[the",
		// the rest of it on the next line): a word after an unclosed "[".
		if i > 0 && strings.IndexByte("@=&?", s[i-1]) < 0 && (rest == "[]" || rest == "[" || strings.IndexByte(rest, ']') < 0 && len(rest) > 2 && isWord(strings.TrimLeft(rest[1:], "'\""))) {
			return len(s)
		}
		if i >= 2 && s[i-1] == '/' && s[i-2] == '/' {
			if end := strings.IndexByte(s[i:], ']'); end > 0 && s[i+end-1] == '@' {
				return i + end + 1 // "scheme://[user:passwd@]host"
			}
		}
		// A range of curl's globbing (and a shell's): "file[a-z].txt",
		// "archive[1996-1999]", "[a-z:2]" (with a step).
		if end := globRange(s, i); end > i {
			return end
		}
		// An optional part in documentation's notation: "host[:port]",
		// "/path[/sub]", "[?query]".
		if len(rest) > 2 && (rest[1] == ':' || rest[1] == '/' || rest[1] == '?' || rest[1] == '#' || rest[1] == '.' || rest[1] == '@') {
			j := i + 2
			for j < len(s) && (identByte(s[j], true) || s[j] == '=' || s[j] == '/') {
				j++
			}
			if j > i+2 && j < len(s) && s[j] == ']' {
				return j + 1
			}
		}
	case '%':
		if len(rest) == 1 && i > 0 && strings.IndexByte(s, '/') >= 0 && !strings.Contains(s[strings.Index(s, "//")+2:], "/") {
			return i + 1 // "http://www.tug.org%": a TeX comment right after the host
		}
		if len(rest) > 3 && strings.Trim(rest[1:4], "=-*#%") == "" && strings.IndexByte("=-*#%", rest[1]) >= 0 {
			return len(s) // "%=====": a comment of TeX or PostScript glued to the URL
		}
		if len(rest) > 1 && rest[1] == '{' { // Apache's %{SERVER_NAME}, %{env:VAR}
			return closeAt(s, i+2, "}")
		}
		if i > 0 && s[i-1] == '/' && len(rest) > 1 && '0' <= rest[1] && rest[1] <= '9' && (len(rest) == 2 || !isHex(rest[2])) {
			return i + 2 // Apache's back-reference %1 ("http://%1/$1")
		}
		return printfVerb(s, i)
	case '&':
		return htmlEntity(s, i)
	case '@':
		// Texinfo's escapes of braces and "@": "$@{board@}".
		if len(rest) > 1 && (rest[1] == '{' && strings.Contains(rest, "@}") || rest[1] == '}' && strings.Contains(s[:i], "@{")) {
			return i + 2
		}
	case '#':
		if len(rest) > 1 && '1' <= rest[1] && rest[1] <= '9' && (len(rest) > 3 && rest[2] == '#' && '1' <= rest[3] && rest[3] <= '9' || i >= 2 && s[i-2] == '#') {
			return i + 2 // TeX's macro parameters: "\url{http://x/#1#2}"
		}
		if len(rest) > 1 && rest[1] == '#' { // "YYYYMMDD_##.jpg": a number to fill in
			j := i
			for j < len(s) && s[j] == '#' {
				j++
			}
			return j
		}
	case ';':
		// curl's "--referer URL;auto" (curl.1): the option's own suffix,
		// not a part of the URL ("https://fake.example;auto").
		if rest == ";auto" {
			return len(s)
		}
	case '.':
		// A regular expression's wildcard: "file://.*/sumdb/..." in a test
		// script is a pattern that URLs match, not one.
		if len(rest) > 1 && (rest[1] == '*' || rest[1] == '+') {
			return i + 2
		}
	case '\\':
		// An escape of the surrounding language: Markdown's "\(", "\_".
		if len(rest) > 1 && isASCIIPunct(rest[1]) {
			return i + 2
		}
		if len(rest) == 1 {
			return i + 1 // a line continuation after the URL (a shell's, a C string's)
		}
		// A TeX command with its argument: "\mbox{[CTAN]}".
		j := i + 1
		for j < len(s) && ('a' <= s[j] && s[j] <= 'z' || 'A' <= s[j] && s[j] <= 'Z') {
			j++
		}
		if j > i+1 && j < len(s) && s[j] == '{' {
			return closeAt(s, j+1, "}")
		}
	}
	return i
}

// closeAt returns the index after the first close at or after j, or the end
// of s when the placeholder runs to the end of the URL (the extractor ended
// the URL at the space inside "{{ .URL }}").
func closeAt(s string, j int, close string) int {
	for k := j; k+len(close) <= len(s); k++ {
		if s[k:k+len(close)] == close {
			return k + len(close)
		}
	}
	return len(s)
}

// printfVerb returns the end of a printf verb at s[i] ("%s", "%d", "%-5v",
// "%q", "%%"), or i. Only the verbs that format strings and numbers in URLs
// count: "%u00e9" is a bad escape, not a verb. A "%" followed by two
// hexadecimal digits is an escape ("%de" is the octet 0xde).
func printfVerb(s string, i int) int {
	// "%04d", "%02x": a width with a leading zero and a verb, not the
	// escape of a control character followed by a letter.
	if i+3 < len(s) && s[i+1] == '0' && '1' <= s[i+2] && s[i+2] <= '9' {
		j := i + 3
		for j < len(s) && '0' <= s[j] && s[j] <= '9' {
			j++
		}
		if j < len(s) && strings.IndexByte("dxX", s[j]) >= 0 {
			return j + 1
		}
	}
	if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
		return i
	}
	j := i + 1
	if j < len(s) && s[j] == '(' {
		// Python's "%(user)s": a name, then the conversion.
		k := j + 1
		for k < len(s) && (isAlnum(s[k]) || s[k] == '_') {
			k++
		}
		if k > j+1 && k+1 < len(s) && s[k] == ')' && strings.IndexByte("sdifrx", s[k+1]) >= 0 {
			return k + 2
		}
		return i
	}
	if j+1 < len(s) && '1' <= s[j] && s[j] <= '9' && s[j+1] == '$' {
		j += 2 // a position: "%1$s"
	}
	for j < len(s) && (s[j] == '-' || s[j] == '+' || s[j] == '#' || s[j] == ' ' || s[j] == '0') {
		j++
	}
	for j < len(s) && ('0' <= s[j] && s[j] <= '9' || s[j] == '.') {
		j++
	}
	if j < len(s) {
		switch s[j] {
		case 's', 'd', 'v', 'q', 'p', '%':
			return j + 1
		case 'H', 'h':
			if j == i+1 && j+1 == len(s) {
				return j + 1 // git log's --pretty=format: ".../commit/%H"
			}
		}
	}
	return i
}

func isHex(c byte) bool {
	_, ok := unhex(c)
	return ok
}

func isIdentStart(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
}

func identByte(c byte, notFirst bool) bool {
	return isIdentStart(c) || notFirst && ('0' <= c && c <= '9' || c == '.' || c == '-')
}

func isOperator(c byte) bool {
	switch c {
	case '+', '#', '.', '/', ';', '?', '&', '=', ',', '!', '@', '|':
		return true
	}
	return false
}

func isASCIIPunct(c byte) bool {
	return '!' <= c && c <= '/' || ':' <= c && c <= '@' || '[' <= c && c <= '`' || '{' <= c && c <= '~'
}

// inTemplate reports whether Text byte i is inside a placeholder.
func (p *pass) inTemplate(i int) bool {
	for _, t := range p.tmpl {
		if t[0] <= i && i < t[1] {
			return true
		}
	}
	return false
}

// overlapsTemplate reports whether Text bytes [a, b) touch a placeholder.
func (p *pass) overlapsTemplate(a, b int) bool {
	for _, t := range p.tmpl {
		if a < t[1] && t[0] < b {
			return true
		}
	}
	return false
}

// htmlEntity returns the end of an HTML character reference at s[i]
// ("&amp;", "&#39;", "&#x2F;", "&ocirc;"), or i: a URL copied out of HTML
// holds them, and the extractor leaves one without its ";" at the end of a
// URL ("http://x/&#39", "http://x/&quot"), where the quote it stands for
// closed the URL.
func htmlEntity(s string, i int) int {
	j := i + 1
	switch {
	case j < len(s) && s[j] == '#':
		j++
		hex := j < len(s) && (s[j] == 'x' || s[j] == 'X')
		if hex {
			j++
		}
		k := j
		for k < len(s) && (isHex(s[k]) && hex || '0' <= s[k] && s[k] <= '9') {
			k++
		}
		if k == j {
			return i
		}
		if k < len(s) && s[k] == ';' {
			return k + 1
		}
		if k == len(s) {
			return k
		}
	default:
		k := j
		for k < len(s) && k-j < 32 && ('a' <= s[k] && s[k] <= 'z' || 'A' <= s[k] && s[k] <= 'Z' || k > j && '0' <= s[k] && s[k] <= '9') {
			k++
		}
		if k == j {
			return i
		}
		if k < len(s) && s[k] == ';' {
			return k + 1
		}
		if k == len(s) && bareEntities[s[j:k]] {
			return k
		}
	}
	return i
}

// bareEntities are the references HTML reads without their ";".
var bareEntities = map[string]bool{"amp": true, "quot": true, "lt": true, "gt": true, "apos": true, "nbsp": true,
	// Typographic quotes and dashes around a URL in HTML ("&ldquo;http://x/&rdquo;").
	"ldquo": true, "rdquo": true, "lsquo": true, "rsquo": true, "laquo": true, "raquo": true,
	"mdash": true, "ndash": true, "hellip": true}

// isWord reports whether s is letters, digits and "-" only.
func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !(isIdentStart(s[i]) || '0' <= s[i] && s[i] <= '9' || s[i] == '-') {
			return false
		}
	}
	return s != ""
}

// closeBracket returns the index after the "]" that closes the "[" at
// s[i], counting nested ones, or i.
func closeBracket(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return i
}

// isLetters reports whether s is ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

// globRange returns the end of a range in brackets at s[i] ("[a-z]",
// "[1-4]", "[1996-1999]", "[a-z:2]": two letters or two numbers around a
// "-", with an optional step), or i.
func globRange(s string, i int) int {
	j := i + 1
	from := j
	for j < len(s) && isAlnum(s[j]) {
		j++
	}
	if j == from || j >= len(s) || s[j] != '-' {
		return i
	}
	j++
	to := j
	for j < len(s) && isAlnum(s[j]) {
		j++
	}
	if j == to || j-to != to-1-from && !(isDigits(s[from:to-1]) && isDigits(s[to:j])) {
		return i
	}
	if j < len(s) && s[j] == ':' {
		k := j + 1
		for k < len(s) && '0' <= s[k] && s[k] <= '9' {
			k++
		}
		if k == j+1 {
			return i
		}
		j = k
	}
	if j < len(s) && s[j] == ']' {
		return j + 1
	}
	return i
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// upperIdent reports whether s is a name to fill in as documentation
// writes one: capitals, digits and "_", with an "_" ("PROJECT_ID").
func upperIdent(s string) bool {
	under := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		under = under || c == '_'
		if !('A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return under && 'A' <= s[0] && s[0] <= 'Z'
}

// interpolationEnd returns the end of an interpolation of Python's
// f-strings, JavaScript's template literals ("${…}" is templateAt's
// "$"), C#'s and Kotlin's strings that starts with the "{" at s[i], or i:
// an expression ("{urlencode(parameters)}", "{self.host}",
// "{d['key']}", "{a[0]}"), then perhaps a conversion ("!r") and a format
// spec (":>10", ":{width}"), then "}". The expression starts with a name
// and holds names, ".", calls and indexes whose brackets balance, and no
// blank or "/" outside them (which a URL's "{" before a path or a JSON
// value would).
func interpolationEnd(s string, i int) int {
	j := i + 1
	if j >= len(s) || !isIdentStart(s[j]) {
		return i
	}
	for j < len(s) {
		c := s[j]
		switch {
		case identByte(c, true) && c != '-':
			j++
			continue
		case c == '(' || c == '[':
			e := balancedEnd(s, j)
			if e < 0 {
				return i
			}
			j = e
			continue
		}
		break
	}
	if j+1 < len(s) && s[j] == '!' && (s[j+1] == 'r' || s[j+1] == 's' || s[j+1] == 'a') {
		j += 2
	}
	if j < len(s) && s[j] == ':' {
		// A format spec: anything up to the "}", with nested "{…}".
		depth := 0
		for j++; j < len(s); j++ {
			switch s[j] {
			case '{':
				depth++
			case '}':
				if depth == 0 {
					return j + 1
				}
				depth--
			case ' ', '\t', '\n':
				if depth == 0 {
					return i
				}
			}
		}
		return i
	}
	if j < len(s) && s[j] == '}' {
		return j + 1
	}
	return i
}

// balancedEnd returns the index after the bracket that closes the one at
// s[j] ("(" or "["), brackets and quotes inside balanced, or -1.
func balancedEnd(s string, j int) int {
	var stack []byte
	var quote byte
	for k := j; k < len(s); k++ {
		c := s[k]
		if quote != 0 {
			if c == quote {
				quote = 0
			}
			continue
		}
		switch c {
		case '\'', '"':
			quote = c
		case '(':
			stack = append(stack, ')')
		case '[':
			stack = append(stack, ']')
		case '{':
			stack = append(stack, '}')
		case ')', ']', '}':
			if len(stack) == 0 || stack[len(stack)-1] != c {
				return -1
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return k + 1
			}
		case '\n':
			return -1
		}
	}
	return -1
}

// dropSecretVerbs returns tmpl without the spans that start with a "%"
// inside a secret span: a finding's presence there must not tell which
// byte follows the "%". A placeholder's shape ("%PASSWORD%") is no
// exemption: the text may cut it ("%#6p}M% 0F" read as "%#6p}M%"), and
// whether the byte after its last "%" is a verb is then the password's
// (shape57's held-out case: "% 0F" silenced invalid-port, "% 2D" not).
func dropSecretVerbs(tmpl [][2]int, text string, spans []urlsyntax.Span) [][2]int {
	out := tmpl[:0]
	for _, t := range tmpl {
		drop := false
		if t[0] < len(text) && text[t[0]] == '%' {
			for _, sp := range spans {
				if sp.Lo <= t[0] && t[0] < sp.Hi {
					drop = true
					break
				}
			}
		}
		if !drop {
			out = append(out, t)
		}
	}
	return out
}

// appendSecretVerbs appends to tmpl each secret span of skel (the text
// with a secret's ASCII letters and digits as "A": secretSkeleton) that
// is, whole, a printf verb's shape (verbShape): a format that builds a
// URL holds its verbs where the password goes
// (fmt.Sprintf("postgres://%s:%s@%s/%s", …), Python's "%(password)s"),
// and bad-escape there was a false error on the commonest code that
// makes a DSN (review59 N6). Read by shape alone, "%s" and "%9" are both
// a verb, "%9p" and "%9y" neither: which letters a password holds still
// decides no finding (dropSecretVerbs).
func appendSecretVerbs(tmpl [][2]int, skel string, spans []urlsyntax.Span) [][2]int {
	for _, sp := range spans {
		if 0 <= sp.Lo && sp.Lo < sp.Hi && sp.Hi <= len(skel) && verbShape(skel[sp.Lo:sp.Hi]) {
			tmpl = append(tmpl, [2]int{sp.Lo, sp.Hi})
		}
	}
	return tmpl
}

// verbShape reports whether s is one printf verb whole by its shape:
// "%", flags ("-+# "), and one ASCII letter or digit ("%s", "%+v",
// "% d"); or a position or a name before it, "%1$s" (Perl's, C's,
// Java's) and "%(password)s" (Python's). Any letter or digit stands
// for any other, so that a password's letters decide nothing: "%s" and
// "%9" are both one, "%9p" and "%sy" neither; the answer is the same on
// a secret's skeleton (secretSkeleton) as on its text.
func verbShape(s string) bool {
	if len(s) < 2 || s[0] != '%' {
		return false
	}
	rest := s[1:]
	switch {
	case rest[0] == '(':
		k := strings.IndexByte(rest, ')')
		if k < 2 || k+2 != len(rest) || !isAlnum(rest[k+1]) {
			return false
		}
		for _, c := range []byte(rest[1:k]) {
			if !isAlnum(c) && c != '_' {
				return false
			}
		}
		return true
	case len(rest) == 3 && rest[1] == '$':
		return isAlnum(rest[0]) && isAlnum(rest[2])
	}
	rest = strings.TrimLeft(rest, "-+# ")
	return len(rest) == 1 && isAlnum(rest[0])
}

// secretSkeleton returns text with every ASCII letter and digit inside
// p.sec's spans replaced by "A": what a placeholder that starts or runs
// into a secret is judged by (appendTemplateSpans), so that its presence
// and extent, and the rules it silences, tell no letter or digit of the
// password, only its punctuation (which the findings' rules tell
// anyway: CONTRACT, Positions). "A" is a letter, an upper-case one and
// a hexadecimal digit: "$PW", "${DB_PW}", "[DB_PW]", "{pw}", "\pw{x}"
// stay placeholders; "&#64;", "#1", "$1" are read as "&#AA;", "#A",
// "$A".
func (p *pass) secretSkeleton(text string) string {
	b := append(p.skelBuf[:0], text...)
	for _, sp := range p.sec.Spans() {
		for i := max(sp.Lo, 0); i < sp.Hi && i < len(b); i++ {
			if c := b[i]; '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
				b[i] = 'A'
			}
		}
	}
	p.skelBuf = b
	return string(b)
}

// markerPercents appends to dst the offsets in Text of the "%" that a
// line's marker glued to the text brought into a secret of a rejoined URL:
// a "%" in a run of the marks a userinfo may hold ("=&%") that opens a
// line of the URL after its first, inside a secret's span
// ("=&%<git+ssh://5UWVWo⏎=&%XVpQ…@localhost/" reads the token as
// "5UWVWo=&%XVpQ…"). No escape is read there: whether the two bytes after
// it are hexadecimal digits is the secret's ("XV"), and bad-escape told it
// (closing-57 item 3). The price: a password's own "%" right where a line
// of it starts is not judged either.
func (p *pass) markerPercents(dst []int) []int {
	const marks = "-._~!$&'()*+,;=%"
	text := p.u.Text
	for _, sp := range p.sec.Spans() {
		for k := max(sp.Lo, 1); k < sp.Hi && k < len(text); k++ {
			if text[k] != '%' {
				continue
			}
			j := k
			for j > sp.Lo && strings.IndexByte(marks, text[j-1]) >= 0 && p.u.SourcePos(j-1).Line == p.u.SourcePos(j).Line {
				j--
			}
			if j > 0 && p.u.SourcePos(j).Line > p.u.SourcePos(j-1).Line {
				dst = append(dst, k)
			}
		}
	}
	return dst
}
