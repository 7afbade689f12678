package extract

// Rejoining: whether a URL goes on after a line break (continues), and the
// prefix of the next line that is not part of it (nextLine, computeMarker).

import (
	"bytes"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// nextLine skips the line break at buffer index i, the indentation of the
// next line and the quote or comment prefix that repeats the first line's.
// It returns the index of the first byte of content, and false when the
// next line is blank or beyond the window.
func (m *machine) nextLine(i, lim int) (int, bool) {
	b := m.b
	if b[i] == '\r' {
		i++
	}
	i++
	for i < lim && class[b[i]]&cSpace != 0 {
		i++
	}
	if !m.markerOK {
		m.computeMarker()
	}
	m.prefixLost = false
	if m.markerLen > 0 {
		j, n := i, 0
		for j < lim && n < m.markerLen {
			if class[b[j]]&cSpace != 0 {
				j++
				continue
			}
			if b[j] != m.marker[n] {
				break
			}
			j++
			n++
		}
		if n == m.markerLen {
			for j < lim && class[b[j]]&cSpace != 0 {
				j++
			}
			i = j
		} else {
			// A list item's "*" stands on its first line only.
			m.prefixLost = len(bytes.Trim(m.marker[:m.markerLen], "*")) > 0
		}
	}
	if i >= lim || b[i] == '\n' || b[i] == '\r' {
		return i, false
	}
	return i, true
}

// computeMarker finds the quote or comment prefix of the line the wrapper opens on.
func (m *machine) computeMarker() {
	m.markerOK = true
	m.markerLen = 0
	b := m.b
	open := m.w.open
	lo := open - maxPrefix
	if lo < 0 {
		lo = 0
	}
	ls := -1
	for j := open - 1; j >= lo; j-- {
		if b[j] == '\n' {
			ls = j + 1
			break
		}
	}
	if ls < 0 {
		if lo != 0 || m.off != 0 {
			return
		}
		ls = 0
	}
	for p := ls; p < open && class[b[p]]&cPrefix != 0 && m.markerLen < len(m.marker)-1; p++ {
		c := b[p]
		if class[c]&cSpace != 0 {
			continue
		}
		if c == '/' {
			if p+1 < open && b[p+1] == '/' {
				m.marker[m.markerLen] = '/'
				m.marker[m.markerLen+1] = '/'
				m.markerLen += 2
				p++
				continue
			}
			break
		}
		m.marker[m.markerLen] = c
		m.markerLen++
	}
}

// continues decides whether a URL not closed by a wrapper goes on after the
// line break at buffer index i, on the next line's content at k: it
// gathers the facts of the break (breakFacts) and asks the rules of
// rejoinRules in order; the first that is not indifferent decides. No rule
// decides: the URL ends.
func (m *machine) continues(i, k, lim int) bool {
	b := m.b
	if len(m.text) == 0 || i == 0 || m.isEOL(i-1) || class[b[i-1]]&cSpace != 0 {
		return false
	}
	f := m.breakFacts(i, k, lim)
	for r := ruleID(0); r < noRule; r++ {
		if v := m.decide(r, &f); v != indifferent {
			m.rule = r
			return v == goesOn
		}
	}
	m.rule = noRule
	return false
}

// breakFacts holds what is known of a line break inside a URL that no
// wrapper closes yet: computed once, at the break, the costlier facts
// (the line's length, the fill of the text around) when a rule first
// asks for them.
type breakFacts struct {
	i, k, lim int  // the break at buffer index i; the next line's content at k; the candidate's bound
	j         int  // the end of the next line's first word, b[k:j] (URL characters, as line reads them)
	why       stop // why that word ended
	last      byte // the URL's byte before the break
	whole     bool // the word is all its line holds

	n, fill    int  // the length of the URL's line (nOK: its start is in sight); the fill of the text around
	nOK        bool //
	nDone, fOK bool // n and fill computed
}

// breakFacts gathers the facts of the line break at buffer index i. The
// next line's first word is read as line reads the URL's characters, on
// the brackets the URL left open, which the machine keeps as they are.
func (m *machine) breakFacts(i, k, lim int) breakFacts {
	depth := m.depth
	j, why := m.line(k, lim)
	m.depth = depth
	return breakFacts{i: i, k: k, lim: lim, j: j, why: why, last: m.b[i-1], whole: why == stopEOL || why == stopEnd}
}

// tok is the next line's first word.
func (f *breakFacts) tok(m *machine) []byte { return m.b[f.k:f.j] }

// lineLength is m.lineLength of the URL's line, computed once.
func (f *breakFacts) lineLength(m *machine) (int, bool) {
	if !f.nDone {
		f.n, f.nOK = m.lineLength(f.i)
		f.nDone = true
	}
	return f.n, f.nOK
}

// fillWidth is m.fillWidth around the break, computed once.
func (f *breakFacts) fillWidth(m *machine) int {
	if !f.fOK {
		f.fill = m.fillWidth(f.i, f.lim)
		f.fOK = true
	}
	return f.fill
}

// verdict is what a rule says of a line break.
type verdict uint8

const (
	indifferent verdict = iota // the next rule decides
	goesOn                     // the URL goes on on the next line
	ends                       // the URL ends at the break
)

// ruleID names a rule of continues; the rules are asked in this order.
type ruleID uint8

const (
	ruleToCloser ruleID = iota
	rulePrefixLost
	ruleEmphasisClosed
	ruleSecret
	ruleCutInWord
	ruleProseStart
	ruleShortLine
	rulePlainlyContinues
	ruleWouldHaveFitted
	noRule // no rule decided
)

// A rejoinRule names a rule of continues, with the case that asked for it:
// asked is text holding a URL broken over lines, want the URL the rule
// makes of it (TestRejoinRules checks that the rule decides it).
type rejoinRule struct {
	name, asked, want string
}

// rejoinRules are the rules of continues (decide has what each says).
var rejoinRules = [noRule]rejoinRule{
	ruleToCloser:         {"to-closer", "(http://x.example/a/\nb/c.html)", "http://x.example/a/b/c.html"},
	rulePrefixLost:       {"prefix-lost", "// see https://x.example/a/b/\nnew.ss_size = 32768;", "https://x.example/a/b/"},
	ruleEmphasisClosed:   {"emphasis-closed", "*http://x.example/a\n/#b-c* and more", "http://x.example/a/#b-c"},
	ruleSecret:           {"secret", "https://user:pa\nss@host.example/", "https://user:pa" + "ss@host.example/"},
	ruleCutInWord:        {"cut-in-word", "incompatible version of a dependency), please reserve and use a custom\nby opening a pull request against the registry available at https://g\nithub.com/nodejs/node/blob/HEAD/doc/abi_version_registry.json.\n", "https://github.com/nodejs/node/blob/HEAD/doc/abi_version_registry.json"}, // sphinx/nodejs-building.70.txt
	ruleProseStart:       {"prose-start", "the archive is at https://x.example/a/\n./ = http://a/b/c/ and more", "https://x.example/a/"},
	ruleShortLine:        {"short-line", "see https://x.example/a/\nb/c.html", "https://x.example/a/"},
	rulePlainlyContinues: {"plainly-continues", "The current version of the document is at https://x.example/archive/\nfor the details.", "https://x.example/archive/"},
	ruleWouldHaveFitted:  {"would-have-fitted", "The current version of the document and its history are available from\nthe archive of the group at https://x.example/archive/docs/\nfile.txt is attached to the minutes of the meeting that the group held", "https://x.example/archive/docs/"},
}

// decide asks rule r of the line break f.
func (m *machine) decide(r ruleID, f *breakFacts) verdict {
	switch r {
	case ruleToCloser:
		// In a wrapper with a closer, the URL goes on when the next
		// line's first word runs to the closer.
		if f.why == stopClose {
			return either(f.j > f.k)
		}
	case rulePrefixLost:
		// A bare URL in a comment or a quotation goes on only on a line
		// of the same comment or quotation.
		if m.prefixLost {
			return ends
		}
	case ruleEmphasisClosed:
		if m.w.emph != 0 && m.emphasisClosed(f.tok(m)) {
			return goesOn
		}
	case ruleSecret:
		if secretContinues(m.text, f.tok(m)) {
			return goesOn
		}
	case ruleCutInWord:
		// A URL that ends in a byte a URL may well end with goes on only
		// where a formatter cut a word (cutInWord); so does one whose
		// next line starts with "/".
		switch f.last {
		case '/', '-', '=', '&', '_', '%':
			if m.b[f.k] != '/' {
				return indifferent
			}
		}
		return either(m.cutInWord(f))
	case ruleProseStart:
		// The rest of a URL starts with a letter, a digit, "%", "~" or
		// "?" (or a non-ASCII letter); "#", "=", "&", "*", "-", "/" or "."
		// start prose, markup or a new path ("./ = ...", "/g = ...").
		c := m.b[f.k]
		if class[c]&cWord == 0 && c != '%' && c != '~' && c != '?' && c < utf8.RuneSelf &&
			!(f.last == '_' && (c == '(' || c == '[' || c == '{' || c == '\'')) {
			return ends
		}
	case ruleShortLine:
		// Formatters break a URL because the rest did not fit on the
		// line: if the line and the next word together are short, the
		// writer ended the line there.
		if n, ok := f.lineLength(m); ok && n+(f.j-f.k) < minBrokenLine {
			return ends
		}
	case rulePlainlyContinues:
		if !plainlyContinues(f.tok(m), f.whole, f.last) {
			return ends
		}
	case ruleWouldHaveFitted:
		return either(!m.wouldHaveFitted(f))
	}
	return indifferent
}

// either is goesOn when ok, else ends.
func either(ok bool) verdict {
	if ok {
		return goesOn
	}
	return ends
}

// wouldHaveFitted reports whether the whole word b[k:j] would have fitted
// on the line that ends at buffer index i, filled as the lines of prose
// around it are: a formatter puts on a line as much of a URL as fits, so a
// word that would have fitted there was not broken off the URL; it starts
// the prose after it ("https://x/docs/" and "file.txt is attached"). Only
// the whole word is sure to be unbreakable: formatters break URLs at
// different characters (xml2rfc after "/", textwrap after "-"). It is false
// when the fill cannot be told (no filled prose in sight, or the line longer
// than it or out of sight).
func (m *machine) wouldHaveFitted(f *breakFacts) bool {
	n, ok := f.lineLength(m)
	if !ok {
		return false
	}
	fill := f.fillWidth(m)
	if fill < minFill || n > fill {
		return false
	}
	return n+f.j-f.k <= fill
}

// emphasisClosed reports whether tok, the first word of the line after a
// bare URL opened by an emphasis marker ("*http://x/a", "_http://x/a"),
// ends with that marker, the URL's text on the first line not ending with
// it: the emphasis closes there, so the word is the rest of the URL
// (Sphinx prints `http://x/a/#b-c` as *http://x/a and /#b-c* on the next
// line). Trailing punctuation after the marker is allowed.
func (m *machine) emphasisClosed(tok []byte) bool {
	marker := m.w.emph
	if n := len(m.text); n > 0 && m.text[n-1] == marker {
		return false
	}
	for len(tok) > 0 && tok[len(tok)-1] != marker && bytes.IndexByte([]byte(".,;:!?)"), tok[len(tok)-1]) >= 0 {
		tok = tok[:len(tok)-1]
	}
	n := 0
	for n < len(tok) && tok[len(tok)-1-n] == marker {
		n++
	}
	return n == m.w.emphN && n < len(tok)
}

// minFill is the narrowest fill, in bytes, at which cutInWord believes a
// line was filled: text set in narrower columns is not prose a formatter
// filled.
const minFill = 40

// cutInWord reports whether the bare URL that ends the line at buffer
// index i, with a character a URL may well end with, goes on with the word
// b[k:j] that starts the next line (lim bounds the candidate). A formatter
// that cannot fit a word on any line cuts it where the line is full
// (Sphinx's text builder, fold, mail clients that wrap hard), and Sphinx
// also breaks before a "/" that starts a chunk ending in "-" ("…/heads/main"
// and "/gpg-only-active-keys/pubring.kbx"). So it does when:
//   - the word holds what prose words do not (urlLike), or is the tail of a
//     URL alone on its line, or completes the scheme of a URL in the query
//     ("…/url?ht" and "tps://raw…", schemeAcross);
//   - no tab stands on either line (a table);
//   - the URL and the word together are longer than a line: shorter words
//     are moved whole to the next line, not cut;
//   - the line is as long as the longest line of prose around it, less one
//     (Sphinx cuts a column early), and not longer than it plus one (unless
//     the URL started after words and the next line is cut as long again, or
//     the next line is only a tail); or, for a word starting with "/", the
//     word's first chunk would not have fitted.
func (m *machine) cutInWord(f *breakFacts) bool {
	b := m.b
	i, k, j, lim := f.i, f.k, f.j, f.lim
	if j <= k || b[k] == '#' || b[k] == '*' || len(bytes.Trim(b[k:j], "-")) == 0 {
		return false // nothing, a heading, a list item or a rule
	}
	// The word first, which is cheap; then the lines around.
	tok := b[k:j]
	whole := f.whole
	chunk := -1 // for a word starting with "/", the length of its first chunk
	if tok[0] == '/' {
		c := bytes.IndexAny(tok[1:], "/-")
		if c < 0 || bytes.IndexByte(tok[1:], '/') < 0 && bytes.IndexByte(tok[1:], '.') < 0 {
			return false // "/g = …": a path of its own
		}
		chunk = c + 2
	}
	if !schemeAcross(m.text, tok) {
		// A word that reads as the rest of a URL, or the tail of one
		// alone on its line ("…/merge_requests/9" and "5").
		core := tok
		for len(core) > 0 && class[core[len(core)-1]]&cTrail != 0 {
			core = core[:len(core)-1]
		}
		if !urlLike(core) && !whole || !plainlyContinues(tok, whole, b[i-1]) {
			return false
		}
	}
	n, ok := f.lineLength(m)
	if !ok {
		return false // its start is out of sight: too long to be filled
	}
	if bytes.IndexByte(b[i-n:i], '\t') >= 0 || bytes.IndexByte(b[k:m.lineEnd(k, lim)], '\t') >= 0 {
		return false // a table ("basic.dat<TAB>http://…"): nothing filled it
	}
	if len(m.text)+j-k < minFill-1 {
		return false // shorter than any line cutInWord believes filled
	}
	fill := f.fillWidth(m)
	if fill < minFill {
		return false
	}
	if n > fill+1 && !(m.startsMidLine() && m.nextCutAsLong(k, lim, n)) && !(whole && !letters(tok)) {
		// Longer than the lines a cutter fills: nobody cut it, unless the
		// URL started after words on its line and the next line is cut
		// as long again (the URL goes on over three lines), or the next
		// line holds only the tail of a URL, no word ("…/merge_requests/9"
		// and "5" as fold -s cuts a URL put on a line of its own).
		return false
	}
	if len(m.text)+j-k < fill-1 {
		// A formatter cuts a word only when it is longer than a line;
		// a shorter one goes whole to the next line.
		return false
	}
	return n >= fill-1 || chunk > 0 && n+chunk > fill
}

// letters reports whether w holds only ASCII letters, perhaps followed by
// trailing punctuation: a word of prose ("thanks", "Regards,").
func letters(w []byte) bool {
	for len(w) > 0 && class[w[len(w)-1]]&cTrail != 0 {
		w = w[:len(w)-1]
	}
	for _, c := range w {
		if class[c]&cAlpha == 0 {
			return false
		}
	}
	return len(w) > 0
}

// urlLike reports whether a word holds what prose words do not: a "/",
// "=", "&", "?", "%", "#", "~" or "_", a dot inside it that is no
// abbreviation ("ithub.com"), or letters mixed with digits in six or more
// bytes ("pbY2NfTZ").
func urlLike(w []byte) bool {
	if bytes.ContainsAny(w, "/=&?%#~_") {
		return true
	}
	if d := bytes.IndexByte(w, '.'); d > 0 && d < len(w)-1 && !isAbbreviation(w) {
		return true
	}
	digits, alphas := 0, 0
	for _, c := range w {
		switch {
		case class[c]&cAlpha != 0:
			alphas++
		case c >= '0' && c <= '9':
			digits++
		}
	}
	return digits > 0 && alphas > 0 && len(w) >= 6
}

// schemeAcross reports whether the letters that end text and the scheme
// that starts tok make one well-known scheme that neither is alone
// ("…/url?ht" and "tps://raw…"): a URL in a query, cut in its scheme.
func schemeAcross(text, tok []byte) bool {
	c := bytes.Index(tok, []byte("://"))
	if c <= 0 {
		return false
	}
	a := len(text)
	for a > 0 && class[text[a-1]]&cAlpha != 0 {
		a--
	}
	head, tail := text[a:], tok[:c]
	if len(head) == 0 {
		return false
	}
	for _, known := range knownSlashSchemes {
		if len(head)+len(tail) == len(known) && bytes.EqualFold(head, []byte(known[:len(head)])) &&
			bytes.EqualFold(tail, []byte(known[len(head):])) {
			return true
		}
	}
	return false
}

// nextCutAsLong reports whether the line holding buffer index k is at
// least n-1 bytes long (or too long to see its start): cut as long again.
func (m *machine) nextCutAsLong(k, lim, n int) bool {
	next, ok := m.lineLength(m.lineEnd(k, lim))
	return !ok || next >= n-1
}

// startsMidLine reports whether words stand before the URL on its first
// line (more than indentation and a quote or comment prefix).
func (m *machine) startsMidLine() bool {
	b := m.b
	for j := m.w.open - 1; j >= 0 && b[j] != '\n'; j-- {
		if class[b[j]]&cPrefix == 0 {
			return true
		}
	}
	return false
}

// lineEnd returns the buffer index of the line break (or lim) that ends
// the line holding buffer index k.
func (m *machine) lineEnd(k, lim int) int {
	for k < lim && m.b[k] != '\n' {
		k++
	}
	if k > 0 && k < lim && m.b[k-1] == '\r' {
		k--
	}
	return k
}

// fillWidth returns the length of the longest of the lines of prose
// around the line that ends at buffer index i (at most eight before it and
// eight after it, each whole in sight; a line of prose holds two words or
// more after its indentation and prefix, so that a line holding a URL
// alone, too long to be filled, does not count): the column the text was
// filled to, as far as can be seen, or 0. What it looks at does not depend on how the
// input was read: lines before it no farther back than the scanner keeps
// behind a candidate, lines after it no farther than lim, the end of the
// candidate's window.
func (m *machine) fillWidth(i, lim int) int {
	b := m.b
	lo := max(0, m.w.open-(lookBehind-maxScheme-8))
	whole := lo == 0 && m.off == 0    // the first line in sight starts the text
	width := func(from, to int) int { // the line b[from:to] without its "\r", or 0 if it is no prose
		if to > from && b[to-1] == '\r' {
			to--
		}
		p := from
		for p < to && class[b[p]]&cPrefix != 0 {
			p++
		}
		q := to
		for q > p && class[b[q-1]]&cSpace != 0 {
			q--
		}
		if bytes.IndexByte(b[p:q], ' ') < 0 || bytes.IndexByte(b[from:to], '\t') >= 0 {
			return 0 // one word, or a table
		}
		return to - from
	}
	best := 0
	j := i - 1
	for j >= 0 && b[j] != '\n' {
		j--
	}
	for n := 0; n < 8 && j > lo; n++ {
		end := j // b[end] is the "\n" ending the line before
		j--
		for j >= lo && b[j] != '\n' {
			j--
		}
		if j < lo && !whole {
			break // its start is out of sight
		}
		best = max(best, width(j+1, end))
	}
	hi := min(lim, i+1024)
	j = i
	for j < hi && b[j] != '\n' {
		j++
	}
	for n := 0; n < 8 && j < hi; n++ {
		start := j + 1
		j = start
		for j < hi && b[j] != '\n' {
			j++
		}
		if j >= hi {
			break // its end is out of sight
		}
		best = max(best, width(start, j))
	}
	return best
}

// plainlyContinues reports whether tok, the first word of the line after a
// bare URL that ended in "/", "-", "=", "&", "_" or "%", is the rest of the
// URL. whole says tok is all the line holds.
//
// It is not when it starts a URL of its own (a scheme and "://" before any
// "/", "?" or "#", or a registered scheme), or reads as prose: a word of letters followed by more text, a
// capitalised word alone (a signature, "Thanks"), an abbreviation such as
// "e.g.". It is when it holds characters prose words do not ("/", "=", "&",
// "?", "%", "#", "~", "_", or a dot inside it, "file.html"), or is alone
// on its line and is a lower-case word after "-", "_", "=", "&" or "%".
func plainlyContinues(tok []byte, whole bool, last byte) bool {
	// Analyse the word without its trailing punctuation.
	core := tok
	for len(core) > 0 && class[core[len(core)-1]]&cTrail != 0 {
		core = core[:len(core)-1]
	}
	if len(core) == 0 {
		return false
	}
	if c := bytes.Index(core, []byte("://")); c >= 0 && !bytes.ContainsAny(core[:c], "/?#") {
		// A URL of its own; "://" further on, after a "/", "?" or "#", is
		// in a path or a query ("age/nr/url?https://raw...").
		return false
	}
	// A field name ("Files-Excluded:", "Upstream-Contact:") starts a new
	// field of a header or a Debian copyright file, not the rest of a URL;
	// a rule of one repeated character ("____", "----", "====") is a rule.
	if fieldName(tok) || rule(core) {
		return false
	}
	if c := bytes.IndexByte(core, ':'); c > 0 && isNoSlashScheme(core[:c]) {
		return false
	}
	letters, strong, dots, digits, alphas := true, false, 0, 0, 0
	for _, c := range core {
		switch {
		case class[c]&cAlpha != 0 || c >= utf8.RuneSelf:
			alphas++
		case class[c]&cWord != 0 && c != '_':
			letters = false
			digits++
		case c == '/' || c == '=' || c == '&' || c == '?' || c == '%' || c == '#' || c == '~' || c == '_':
			letters = false
			strong = true
		case c == '.':
			letters = false
			dots++
		default:
			letters = false
		}
	}
	capital := 'A' <= core[0] && core[0] <= 'Z'
	if last == '=' || last == '&' || last == '%' {
		// A query or an escape cut in the middle ("?a=", "&", "%") is
		// never where a sentence ends; only a capitalised word still
		// reads as the start of one.
		return !(letters && capital)
	}
	if strong || (digits > 0 && alphas > 0 && len(core) >= 6) {
		// Also a word mixing letters and digits, like an identifier ("pbY2NfTZ").
		return true
	}
	if dots > 0 {
		// A dot inside a word ("uri-schemes.xhtml") is rare in prose,
		// except in abbreviations.
		return !isAbbreviation(core)
	}
	if !whole {
		return false
	}
	if letters && (capital || last == '/' || len(core) < len(tok)) {
		// "Thanks", a word after a complete path, a word ending a
		// sentence ("etc.").
		return false
	}
	return true
}

// secretContinues reports whether tok, the first word of the line after a
// bare URL text, is the rest of a password or an access token that the
// line break cut from its "@" ("https://user:pa" and "ss@host/",
// "https://ghp_..." and "...@github.com/"): the joined text holds a secret
// (urlsyntax.SecretRange) that starts before the break and ends after it.
// Left alone, the first line would read as a host and a port, and print a
// piece of the secret that no masking could tell from one. A site that
// ends in a port of digits ("http://host:8080") is complete.
func secretContinues(text, tok []byte) bool {
	i := bytes.Index(text, []byte("//"))
	if i < 0 {
		return false
	}
	site := text[i+2:]
	at := bytes.IndexByte(tok, '@')
	if at < 0 || bytes.IndexByte(site, '@') >= 0 || bytes.ContainsAny(tok[:at], "<>\"'") {
		return false
	}
	if c := bytes.IndexByte(site, ':'); c >= 0 && c+1 < len(site) && allDigits(site[c+1:]) {
		return false
	}
	joined := make([]byte, 0, len(text)+len(tok))
	joined = append(append(joined, text...), tok...)
	lo, hi, ok := urlsyntax.SecretRange(string(joined))
	return ok && lo <= len(text) && hi >= len(text)
}

// allDigits reports whether b holds only ASCII digits.
func allDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// minBrokenLine is the shortest line, in bytes, that a formatter would
// have had to break, counting the first word of the next line (xml2rfc
// fills 72 columns, mail clients 66 to 78).
const minBrokenLine = 64

// lineLength returns the length of the line that ends at buffer index i;
// ok is false when its start is out of sight (a line longer than
// maxPrefix).
func (m *machine) lineLength(i int) (n int, ok bool) {
	lo := max(0, i-maxPrefix)
	for j := i - 1; j >= lo; j-- {
		if m.b[j] == '\n' {
			return i - j - 1, true
		}
	}
	if lo == 0 && m.off == 0 {
		return i, true
	}
	return 0, false
}

// isAbbreviation reports whether w is like "e.g" or "i.e": letters in
// groups of at most two, separated by dots.
func isAbbreviation(w []byte) bool {
	n := 0
	for _, c := range w {
		if c == '.' {
			n = 0
			continue
		}
		if class[c]&cAlpha == 0 {
			return false
		}
		n++
		if n > 2 {
			return false
		}
	}
	return true
}

// fieldName reports whether tok reads as the name of a header field: a
// capitalised word of letters, digits and "-", then ":".
func fieldName(tok []byte) bool {
	if len(tok) < 3 || tok[len(tok)-1] != ':' || !('A' <= tok[0] && tok[0] <= 'Z') {
		return false
	}
	for _, c := range tok[:len(tok)-1] {
		if class[c]&cWord == 0 && c != '-' || c == '_' {
			return false
		}
	}
	return true
}

// rule reports whether tok is one character repeated, three times or more.
func rule(tok []byte) bool {
	if len(tok) < 3 {
		return false
	}
	for _, c := range tok {
		if c != tok[0] {
			return false
		}
	}
	return class[tok[0]]&cWord == 0 || tok[0] == '_'
}
