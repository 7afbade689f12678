package lint

import "strings"

// Templates half escaped (review51 K4): documentation writes URLs with
// pieces to fill in, "drives/{$memberId}", "projects/[project_id]/zones/
// [zone]/…", "gs://{bucket-id}/{path/to/dir}". lint's template reading
// (template.go) spares some of them and not others: "[project_id]" is a
// placeholder, "[zone]" is reported as two unwise characters, and of
// "{$memberId}" only the "}" is. The unwise-character fix then escapes
// some of the URL's brackets and leaves the others, and the text is
// neither the template nor a URL: "{$memberId%7D", ".../[project_id]/
// zones/%5Bzone%5D/...". A fix that escapes a bracket is applied only
// where every bracket of the URL (but an IP literal's) is escaped with
// it, by the fixes applied together: each "[", "]", "{", "}" or none.

// bracketEdit reports whether e escapes a bracket: "{" to "%7B", "}" to
// "%7D", "[" to "%5B", "]" to "%5D" (unwise-character's fix).
func bracketEdit(e Edit) bool {
	return len(e.Old) == 1 && isBracket(e.Old[0]) && e.New == pctEncode(e.Old[0])
}

func isBracket(c byte) bool { return c == '[' || c == ']' || c == '{' || c == '}' }

// escapesBracket reports whether the fix escapes a bracket.
func escapesBracket(fix []Edit) bool {
	for _, e := range fix {
		if bracketEdit(e) {
			return true
		}
	}
	return false
}

// bracketsLeft reports whether url, the text of a URL that starts at
// offset base, holds a bracket that escaped does not say (escaped: the
// offsets of the brackets the fixes applied with this one escape),
// other than the brackets of an IP literal host ("http://[::1]/").
func bracketsLeft(url string, base int, escaped func(off int) bool) bool {
	lit0, lit1 := ipLiteral(url)
	for i := 0; i < len(url); i++ {
		if isBracket(url[i]) && (i < lit0 || i >= lit1) && !escaped(base+i) {
			return true
		}
	}
	return false
}

// ipLiteral returns the bounds [lo, hi) of the IP literal that is the
// URL's host ("[2001:db8::1]", "[v1.x]"), or 0, 0.
func ipLiteral(url string) (lo, hi int) {
	i := indexSite(url)
	if i < 0 {
		return 0, 0
	}
	site := url[i:]
	if j := indexAnyByte(site, "/?#"); j >= 0 {
		site = site[:j]
	}
	if at := lastIndexByte(site, '@'); at >= 0 {
		i += at + 1
		site = site[at+1:]
	}
	if len(site) < 2 || site[0] != '[' {
		return 0, 0
	}
	end := indexByteStr(site, ']')
	if end < 0 {
		return 0, 0
	}
	in := site[1:end]
	if len(in) < 2 || indexByteStr(in, ':') < 0 && in[0] != 'v' && in[0] != 'V' {
		return 0, 0 // "[]", "[user]": no address
	}
	for k := 0; k < len(in); k++ {
		c := in[k]
		if !(isHex(c) || c == ':' || c == '.' || k == 0 && (c == 'v' || c == 'V') || c == '%' || c == '_' || c == '-' || isAlnum(c) && k > 0 && (in[0] == 'v' || in[0] == 'V')) {
			return 0, 0
		}
	}
	return i, i + end + 1
}

// indexSite returns the index after the "//" that starts the URL's site,
// or -1.
func indexSite(url string) int {
	for i := 0; i+2 < len(url); i++ {
		c := url[i]
		if c == ':' && url[i+1] == '/' && url[i+2] == '/' {
			return i + 3
		}
		if c == '/' || c == '?' || c == '#' {
			return -1
		}
	}
	return -1
}

func indexAnyByte(s, chars string) int {
	for i := 0; i < len(s); i++ {
		for j := 0; j < len(chars); j++ {
			if s[i] == chars[j] {
				return i
			}
		}
	}
	return -1
}

func lastIndexByte(s string, c byte) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == c {
			return i
		}
	}
	return -1
}

func indexByteStr(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// Names to fill in (stop 52): documentation writes one between brackets
// alone, "?audience=[AUDIENCE]", "a_b_c_[trg]_errors.txt", vim's
// "scp://[user]@hostname/path/", "/zones/[zone]/", "{$memberId}",
// "[projects|folders|organizations]". template.go reads some of them as
// placeholders (a name in capitals with an "_", a path segment with an
// "_") and not these, whose brackets unwise-character reports; escaped,
// the text names a URL no one meant and no longer says what to fill in.
// A bracket of such a pair (placeholderPair) is not escaped, and so, as
// above, neither is any other bracket of its URL.

// placeholderSep holds the bytes that part the words of a URL, around a
// placeholder's brackets.
const placeholderSep = "/_.-=&?#@:;,+"

// placeholderPair reports whether the bracket url[i] is one of a pair that
// holds a name to fill in, or alternatives of them: letters, digits, "_",
// "-", ".", "$", at least one letter, names parted by "|" or ","; the
// pair between bytes that part a URL's words (placeholderSep), or at its
// start or end; not an IP literal host. "String[]", "a[1]", "?f[x]=1"
// and "[::1]" are not.
func placeholderPair(url string, i int) bool {
	var o, c int
	switch b := url[i]; b {
	case '[', '{':
		j := strings.IndexByte(url[i+1:], b+2) // "]" is "[" + 2, "}" is "{" + 2
		if j < 0 {
			return false
		}
		o, c = i, i+1+j
	case ']', '}':
		j := strings.LastIndexByte(url[:i], b-2)
		if j < 0 {
			return false
		}
		o, c = j, i
	default:
		return false
	}
	in, letter := url[o+1:c], false
	for k := 0; k < len(in); k++ {
		switch ch := in[k]; {
		case 'a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z':
			letter = true
		case '0' <= ch && ch <= '9' || ch == '_' || ch == '-' || ch == '.' || ch == '$':
		case (ch == '|' || ch == ',') && k > 0 && k < len(in)-1 && in[k-1] != '|' && in[k-1] != ',':
		default:
			return false
		}
	}
	if !letter {
		return false
	}
	if lo, hi := ipLiteral(url); lo <= o && o < hi {
		return false
	}
	return (o == 0 || strings.IndexByte(placeholderSep, url[o-1]) >= 0) &&
		(c+1 == len(url) || strings.IndexByte(placeholderSep, url[c+1]) >= 0)
}

// templateWhy returns why the fix of it, on the Fixer's first held line
// l, would change a template of its URL, or "": it escapes a bracket of
// a name to fill in (whyPlaceholder), or a bracket of the URL and leaves
// another (whyTemplate), or it edits bytes between a
// "{" or "[" and its partner that stay (whyTemplateIn). The brackets
// the fixes escape are those of the findings on the URL whose fixes are
// to be applied (pending, or applied on a line before), held now; the
// URL's text is read from the lines held (a URL whose start was written
// and forgotten is not known whole: a bracket's escape is withheld, other
// edits judged by the pairs held).
func (fx *Fixer) templateWhy(it *fixItem) string {
	half := escapesBracket(it.f.Fix)
	if !half && !strings.ContainsAny(it.f.URL, "{[") {
		return ""
	}
	lo, hi := it.f.urlStart.Offset, it.f.urlEnd.Offset
	if hi <= lo {
		// A URL the finding does not name: its edits' line alone.
		lo, hi = it.f.Fix[0].Start, it.f.Fix[len(it.f.Fix)-1].End
	}
	var lines []*heldLine
	for k := len(fx.recent) - 1; k >= 0; k-- {
		if fx.recent[k] != nil {
			lines = append(lines, fx.recent[k])
		}
	}
	lines = append(lines, fx.lines...)
	// The URL's text.
	var url []byte
	at := lo
	for _, l := range lines {
		if l.long || l.end() <= at || l.off >= hi {
			continue
		}
		if l.off > at {
			if half {
				return whyTemplate // a gap: the URL is not held whole
			}
			url, lo, at = url[:0], l.off, l.off // judged by what is held
		}
		end := min(hi, l.end())
		url = append(url, l.text[at-l.off:end-l.off]...)
		at = end
	}
	if at < hi && half {
		return whyTemplate
	}
	// The word goes on past the URL's end: a template piece the
	// extractor cut ("=[ID].}x", "[@lo)]") is the URL's to escape or not.
	for _, l := range lines {
		if !l.long && l.off < hi && hi <= l.end() {
			url = append(url, l.text[hi-l.off:wordEnd(l.text, hi-l.off)]...)
		}
	}
	text := string(url)
	// A bracket of a name to fill in is never escaped: its escape does
	// not count (a pending fix that will not be applied).
	escapes := func(e Edit, off int) bool {
		return e.Start == off && bracketEdit(e) && !(off >= lo && off-lo < len(text) && placeholderPair(text, off-lo))
	}
	if half {
		for _, e := range it.f.Fix {
			if bracketEdit(e) && e.Start >= lo && e.Start-lo < len(text) && placeholderPair(text, e.Start-lo) {
				return whyPlaceholder
			}
		}
	}
	escaped := func(off int) bool {
		for _, e := range it.f.Fix {
			if escapes(e, off) {
				return true
			}
		}
		for _, l := range lines {
			for _, o := range l.items {
				if o == it || o.state == itemEmit || o.f.urlStart != it.f.urlStart || o.f.urlEnd != it.f.urlEnd {
					continue
				}
				for _, e := range o.f.Fix {
					if escapes(e, off) {
						return true
					}
				}
			}
		}
		return false
	}
	if half && bracketsLeft(text, lo, escaped) {
		return whyTemplate
	}
	if insideKept(text, lo, escaped, it.f.Fix) {
		return whyTemplateIn
	}
	return ""
}

// insideKept reports whether an edit of edits changes a byte of a pair of
// brackets of url (the text of a URL, and the word it ends in, at offset
// base), "{" and its "}" or "[" and its "]", or between them, where the
// pair is not escaped whole (escaped: the offsets of the brackets the
// fixes applied together escape); an IP literal host's are not a pair.
// An edit changes the bytes where its old and new text differ: not-
// normalized's rewrites the whole URL, and may change only its scheme.
func insideKept(url string, base int, escaped func(off int) bool, edits []Edit) bool {
	lit0, lit1 := ipLiteral(url)
	var stack [8]int
	open := stack[:0]
	for i := 0; i < len(url); i++ {
		if i >= lit0 && i < lit1 {
			continue
		}
		switch c := url[i]; c {
		case '{', '[':
			open = append(open, i)
		case '}', ']':
			want := byte('{')
			if c == ']' {
				want = '['
			}
			for k := len(open) - 1; k >= 0; k-- {
				if url[open[k]] != want {
					continue
				}
				o := open[k]
				open = open[:k]
				if !(escaped(base+o) && escaped(base+i)) && editsTouch(edits, base+o, base+i+1) {
					return true
				}
				break
			}
		}
	}
	return false
}

// editsTouch reports whether an edit of edits changes a byte of [lo, hi)
// or inserts bytes strictly inside it (changedSpan).
func editsTouch(edits []Edit, lo, hi int) bool {
	for _, e := range edits {
		a, b := changedSpan(e)
		if a < b && a < hi && lo < b || a == b && lo < a && a < hi {
			return true
		}
	}
	return false
}

// changedSpan returns the bytes [a, b) of the text that e changes: its
// range less the bytes its old and new text share at the start and at
// the end (a == b: an insertion at a).
func changedSpan(e Edit) (a, b int) {
	p := 0
	for p < len(e.Old) && p < len(e.New) && e.Old[p] == e.New[p] {
		p++
	}
	s := 0
	for s < len(e.Old)-p && s < len(e.New)-p && e.Old[len(e.Old)-1-s] == e.New[len(e.New)-1-s] {
		s++
	}
	return e.Start + p, e.End - s
}

// wordEnd returns the end of the run of bytes of text from i that holds
// no white space, quote, angle bracket or backtick: the rest of the
// word a URL ends in.
func wordEnd[T string | []byte](text T, i int) int {
	for i < len(text) && !isSpaceByte(text[i]) && text[i] != '"' && text[i] != '\'' && text[i] != '<' && text[i] != '>' && text[i] != '`' {
		i++
	}
	return i
}
