package urlsyntax

import (
	"bytes"
	"encoding/binary"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// Span is a byte range [Lo, Hi) of a text.
type Span struct{ Lo, Hi int }

// AppendSecrets appends to dst the byte ranges of text that hold a secret
// of a URL, found in the raw text as a secret scanner (gitleaks,
// detect-secrets) finds one: without reading where a URL ends, line by
// line, since a password may hold any byte but a line break. It is the
// second line of defence, beside the grammar's reading of a URL
// (SecretRange): a URL that the extractor ended inside its password
// ("http://alice:Secr" of "http://alice:Secr<et@host/") still has its
// piece of the password found here.
//
// Wherever "//" stands, or "scheme:/" without its second slash (a path
// that a file system cleaned: "https:/alice:pw@host/x"), the text after it
// is read as a userinfo:
//
//   - a user name, a run of bytes up to ":", "/", "?", "#" or white space
//     (it may hold "@": "ftp://john@example.com:Pass/w0rd@ftp.host.com/";
//     a CVS access method in front of it, ":pserver:", is skipped);
//   - then, after ":", a password that runs to the last "@" of the line
//     that a host follows ("@" and a letter, a digit, "[" or a non-ASCII
//     byte, or the end of the line, maybe after a hyphen, where a wrapper
//     such as <...> may carry the host on the next), but not past a new "//" once an "@" and a host name (dotted,
//     an IP literal, "localhost", a list "db1,db2") stood: what follows is
//     another URL. White space does not end it: a password may hold any
//     byte but a line break, so "http://u:pw@host.example/ and
//     bob@example.org" hides up to "bob", more than the password;
//   - a port is not a password: when the text after ":" is digits and then
//     a delimiter ("host:8080/path/@x", "localhost:5173/@vite/client"), the
//     password reading holds only when an "@" and a host name follow before
//     any white space;
//   - an access token used as the user name ("https://ghp_…@github.com/",
//     TokenLike) is a secret too, with the password after it if any
//     ("https://ghp_…:x-oauth-basic@github.com/").
//
// The ranges may overlap and are in the order found.
func AppendSecrets(dst []Span, text string) []Span {
	return appendReaderSecrets(AppendSecretsBefore(dst, text, len(text)), text, len(text))
}

// AppendSecretsBefore is AppendSecrets reading as a userinfo only what
// follows a "//" (or "scheme:/") whose first "/" stands before offset
// limit of text (what follows it is read to the line's end as before):
// the ranges of AppendSecrets that those give, in the same order. Every
// range of AppendSecrets that overlaps text[:limit] is among them (a
// range starts after its "/"), so that a caller who wants the secrets of
// a URL that ends at limit, read with the text after it, reads no further
// URLs of a long line.
func AppendSecretsBefore(dst []Span, text string, limit int) []Span {
	var m *SecretMemo
	return m.AppendSecretsBefore(dst, text, 0, limit)
}

// SecretMemo remembers what AppendSecretsBefore read at each site of the
// text it was given last, for a caller that reads the secrets of many
// URLs of one stream, each with the text around it (extract's Scanner):
// a site is read once for all the URLs of its line whose text holds it,
// not once for each. Its zero value is ready to use; a nil *SecretMemo
// remembers nothing.
type SecretMemo struct {
	sites []memoSite // in the order of k
	// clean is a run of the stream that holds no encoding the nested
	// readings need (nested.go: appendNested).
	clean cleanRun
	// scan says how far the sites of one line are all in sites: every
	// site of the line that ends at stream offset end, read from a text
	// that starts at or before from, whose "/" stands in [from, to), is
	// there (with that end, or with another when a later text's line
	// ended elsewhere: read again then). A text that starts on that line
	// after from takes its sites from sites up to to, and looks for
	// more only from there: the sites of a long line of URLs are looked
	// for once, not once for each URL whose text holds them.
	// next is to where the search that set to stopped at a site after
	// "//" (nextSite's first answer there, whatever the text's start), or
	// -1: the next text goes on from it without searching for it again.
	scan struct {
		ok                  bool
		from, to, end, next int
	}
	// ef is where the search for a byte 0xEF (which starts every form
	// of "@" and ":" nfkcFold reads: nfkcdelim.go) found the first from
	// stream offset from on: at next; -1, none before to. The texts of
	// a long line's URLs are searched once, not once for each.
	ef efSearch
}

// efSearch is where a search for a byte 0xEF found the first from
// stream offset from on: at next; -1, none before to. none: no 0xEF in
// [from, none) (next, or to where next is -1; from where !ok).
type efSearch struct {
	ok                   bool
	from, to, next, none int
}

// hasEF reports whether text, at stream offset off, holds a byte 0xEF,
// told by what the last search found where it holds (m.ef). Its callers
// ask m.ef.clear first (inlined: the texts of a line with none).
func (m *SecretMemo) hasEF(text string, off int) bool {
	if m == nil {
		return strings.IndexByte(text, 0xef) >= 0
	}
	e := &m.ef
	found := e.search(text, off)
	e.none = e.to
	if e.next >= 0 {
		e.none = e.next
	}
	return found
}

// clear reports whether the stream from off to end is known to hold no
// byte 0xEF.
func (e *efSearch) clear(off, end int) bool { return e.from <= off && end <= e.none }

// search is hasEF's search, told by what the last found where it holds.
func (e *efSearch) search(text string, off int) bool {
	end := off + len(text)
	if e.ok && e.from <= off {
		if e.next >= off {
			return e.next < end
		}
		if e.next < 0 && off <= e.to {
			if end <= e.to {
				return false
			}
			if k := strings.IndexByte(text[e.to-off:], 0xef); k >= 0 {
				e.next = e.to + k
			}
			e.to = end
			return e.next >= 0
		}
	}
	e.ok, e.from, e.to, e.next = true, off, end, -1
	if k := strings.IndexByte(text, 0xef); k >= 0 {
		e.next = off + k
	}
	return e.next >= 0
}

// Reset makes m remember nothing, for another stream.
func (m *SecretMemo) Reset() {
	m.sites = m.sites[:0]
	m.scan.ok = false
	m.ef = efSearch{}
	m.clean = cleanRun{}
}

// memoSite is what AppendSecretsBefore found at one site: what it reads
// there is the line from the site's "/" at stream offset k (and the two
// bytes before it, which tell a site) to the line's end in the text it
// was given, at stream offset end, and nothing else.
type memoSite struct {
	k, end int
	n      int     // spans found; -1: more than sp holds, read again
	sp     [2]Span // stream offsets
	// seen is the stream offset up to which what the site gave was read
	// (appendSiteSecrets): it holds for any line end from there on, not
	// only for end; endDep when it depends on end itself.
	seen int
}

// AppendSecretsBefore returns what AppendSecretsBefore(dst, text, limit)
// returns, for a text that stands at offset off of a stream whose bytes
// do not change: every offset of the stream is the same byte in each
// text m is given.
func (m *SecretMemo) AppendSecretsBefore(dst []Span, text string, off, limit int) []Span {
	f, folded := text, false
	if (m == nil || !m.ef.clear(off, off+len(text))) && m.hasEF(text, off) {
		f, folded = nfkcFold(text)
	}
	n := len(dst)
	dst = m.appendSecretsBefore(m.appendNested(dst, f, off, limit), f, off, limit)
	if folded {
		dst = append(dst[:n], snapFolded(text, dst[n:])...)
	}
	return dst
}

// appendSecretsBefore is AppendSecretsBefore without the reading of URLs
// percent-encoded in another (appendNestedSecrets, which reads what it
// decodes with it).
func (m *SecretMemo) appendSecretsBefore(dst []Span, text string, off, limit int) []Span {
	if strings.IndexByte(text, '@') < 0 || !siteMark(text) {
		return dst
	}
	next := 0 // the first site of m not before the site being read
	if m != nil {
		m.evict(off) // the sites before the text are read no more
	}
	for start := 0; start < len(text) && start < limit; {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		line := text[start:end]
		for lineOff := start; ; {
			// A lone "\r" ends a line too.
			cr := strings.IndexByte(line, '\r')
			if cr < 0 {
				dst = m.appendLineSecrets(dst, line, off, lineOff, limit-lineOff, &next)
				break
			}
			dst = m.appendLineSecrets(dst, line[:cr], off, lineOff, limit-lineOff, &next)
			line, lineOff = line[cr+1:], lineOff+cr+1
		}
		start = end + 1
	}
	return dst
}

// AppendLineSecretsBefore is m.AppendSecretsBefore(dst, line, off,
// limit) for a text that holds no line break ("\n" or "\r"), which the
// caller knows without a search: a long line of URLs is then searched
// for its line breaks once, not once for the text around each URL. A
// text that holds one is read as if it did not.
func (m *SecretMemo) AppendLineSecretsBefore(dst []Span, line string, off, limit int) []Span {
	if m != nil {
		m.evict(off)
	}
	next := 0
	f, folded := line, false
	if (m == nil || !m.ef.clear(off, off+len(line))) && m.hasEF(line, off) {
		f, folded = nfkcFold(line)
	}
	n := len(dst)
	dst = m.appendLineSecrets(m.appendNested(dst, f, off, limit), f, off, 0, limit, &next)
	if folded {
		dst = append(dst[:n], snapFolded(line, dst[n:])...)
	}
	return dst
}

// appendReaderSecrets appends the secrets of text read as a reader sees
// it, its format characters (Invisible) taken out, mapped back onto
// text (each range from its first byte to the next byte kept, the format
// characters between them too): where text holds none, nothing. A format
// character in the scheme, around or between the "/" of "://" or in the
// userinfo is drawn as nothing, and the URL as a reader copies it works:
// "https:/\u2069/ghp_…@github.com/o/r" read no site, and lint --fix --diff
// showed its line whole (review55 N11). AppendSecrets reads so (MaskText,
// a Secret's text, lint's diff and Fixer), not SecretMemo's readings of
// the text around each URL extract finds: extract reads no URL across such
// a "/" (its URLs hold their own format characters, which a Secret's
// reading of the URL's text reads), and a reading of each URL's line
// cost 17% more instructions a URL of the dense text.
func appendReaderSecrets(dst []Span, text string, limit int) []Span {
	if strings.IndexByte(text, '@') < 0 {
		return dst
	}
	i := invisibleIndex(text)
	if i < 0 {
		return dst
	}
	b := append(make([]byte, 0, len(text)), text[:i]...)
	at := make([]int, i, len(text)+1) // the offset in text of each byte of b
	for k := range i {
		at[k] = k
	}
	lim := -1
	for j := i; j < len(text); {
		if lim < 0 && j >= limit {
			lim = len(b)
		}
		if n := invisibleLen([]byte(text[j:min(len(text), j+4)])); n > 0 {
			j += n
			continue
		}
		b, at = append(b, text[j]), append(at, j)
		j++
	}
	if i >= limit {
		lim = i
	}
	if lim < 0 {
		lim = len(b) + max(0, limit-len(text))
	}
	at = append(at, len(text))
	var nm *SecretMemo
	plain := string(b)
	for _, sp := range nm.appendSecretsBefore(nm.appendNested(nil, plain, 0, lim), plain, 0, lim) {
		if sp.Lo < sp.Hi {
			dst = append(dst, Span{at[sp.Lo], at[sp.Hi]})
		}
	}
	return dst
}

// evict forgets the sites before stream offset off: texts move on.
func (m *SecretMemo) evict(off int) {
	i := 0
	for i < len(m.sites) && m.sites[i].k < off {
		i++
	}
	if i > 0 { // (none to forget: most texts, whose sites the last one's were)
		m.sites = append(m.sites[:0], m.sites[i:]...)
	}
	// What scan says holds from off on.
	m.scan.from = max(m.scan.from, off)
}

// appendLineSecrets is AppendSecrets for one line, which starts at offset
// lineOff of the text (at off of the stream), reading the sites whose "/"
// stands before limit of the line; the sites of m from *next on are those
// not before the line's.
func (m *SecretMemo) appendLineSecrets(dst []Span, line string, off, lineOff, limit int, next *int) []Span {
	if limit <= 0 || strings.IndexByte(line, '@') < 0 {
		return dst
	}
	if m == nil {
		var x *siteIndex
		for i, n := 0, 0; ; n++ {
			k, st := nextSite(line, i)
			if k < 0 || k >= limit {
				return dst
			}
			i = k + 1
			if n == indexSites {
				// A line of many sites: each reads the line to its
				// end, so read it once for them all.
				x = newSiteIndex(line)
			}
			dst, _ = x.appendSiteSecrets(dst, line, lineOff, st)
		}
	}
	start, end := off+lineOff, off+lineOff+len(line) // stream offsets
	sc := &m.scan
	i := 0 // where the search for sites goes on
	if sc.ok && sc.end == end && sc.from <= start && start < sc.to {
		// The sites before sc.to are known: each is read from m (or
		// again, when it was read to another line end).
		j := *next
		for j < len(m.sites) && m.sites[j].k < start {
			j++
		}
		stop := min(sc.to, start+limit)
		for ; j < len(m.sites) && m.sites[j].k < stop; j++ {
			k := m.sites[j].k - start
			// A site of this text: what nextSite tells (the text may
			// start between a scheme's ":" and its "/", where the site
			// found in a text that started before is none).
			st := -1
			switch {
			case k+1 < len(line) && line[k+1] == '/':
				st = k + 2
			case k >= 2 && line[k-1] == ':' && isSchemeByte(line[k-2]):
				st = k + 1
			}
			if st >= 0 {
				dst = m.siteSecrets(dst, j, line, off, lineOff, st, end)
			}
		}
		*next = j
		if stop < sc.to || sc.to == end {
			return dst
		}
		i = sc.to - start
	} else {
		sc.ok, sc.from, sc.end, sc.next = true, start, end, -1
	}
	for {
		var k, st int
		if sc.ok && start+i == sc.next {
			// The site where the last search stopped: line[i:i+2] is
			// "//" (the same bytes of the stream), before the same end.
			k, st = i, i+2
		} else {
			k, st = nextSite(line, i)
		}
		if k < 0 || k >= limit {
			// Every site before here is in m.
			sc.to, sc.next = end, -1
			if k >= 0 {
				sc.to = start + k
				if st == k+2 {
					sc.next = sc.to
				}
			}
			return dst
		}
		i = k + 1
		at := start + k
		j := *next
		for j < len(m.sites) && m.sites[j].k < at {
			j++
		}
		if j == len(m.sites) || m.sites[j].k != at {
			m.sites = slices.Insert(m.sites, j, memoSite{k: at, end: -1, seen: endDep})
		}
		*next = j
		dst = m.siteSecrets(dst, j, line, off, lineOff, st, end)
	}
}

// siteSecrets appends the secrets of the site m.sites[j], which starts at
// st of line (a line of the text at off of the stream, at lineOff of it,
// that ends at stream offset end): from m when it was read to that line
// end, or to another when what it gave did not depend on the end (the
// texts around the URLs of a long line end each at its own place, a
// window after its URL: a site is read once for all of them), else read
// and kept.
func (m *SecretMemo) siteSecrets(dst []Span, j int, line string, off, lineOff, st, end int) []Span {
	e := &m.sites[j]
	if e.end >= 0 && e.n >= 0 && (e.end == end || e.seen <= end) {
		for _, sp := range e.sp[:e.n] {
			dst = append(dst, Span{sp.Lo - off, sp.Hi - off})
		}
		return dst
	}
	n := len(dst)
	dst, seen := appendSiteSecrets(dst, line, lineOff, st)
	e.end, e.n, e.seen = end, len(dst)-n, endDep
	if seen != endDep {
		e.seen = off + lineOff + seen
	}
	if e.n > len(e.sp) {
		e.n = -1 // not so (a site gives a token and a password at most)
		return dst
	}
	for x, sp := range dst[n:] {
		e.sp[x] = Span{sp.Lo + off, sp.Hi + off}
	}
	return dst
}

// appendSiteSecrets appends the secrets of the site of line that starts
// at st (after its "//" or "scheme:/"), at offset off of the text, and
// says how much of line it read for them: they are what line[:n] gives
// for every n from seen on (seen is an offset of line), or endDep when
// they depend on where line ends.
func appendSiteSecrets(dst []Span, line string, off, st int) (_ []Span, seen int) {
	var x *siteIndex
	return x.appendSiteSecrets(dst, line, off, st)
}

// appendSiteSecrets is appendSiteSecrets of line, which x indexes; a nil x
// reads the line itself. The horizon seen is that of a nil x.
func (x *siteIndex) appendSiteSecrets(dst []Span, line string, off, st int) (_ []Span, seen int) {
	if st >= len(line) {
		return dst, endDep
	}
	if line[st] == '[' {
		return dst, st + 1 // an IP literal: no userinfo
	}
	ui := userinfoRun(line[st:])
	seen = after(len(line), st+len(ui))
	st += cvsMethod(ui)
	u := st
	for u < len(line) && !userStop(line[u]) {
		u++
	}
	// A token as the user name, up to the last "@" of the run, whether
	// or not a ":" after it reads as a password's ("//TOKEN@[2001:db8::1]/@x":
	// the ":" is the IP literal's, and what follows no password).
	run := line[st:u]
	if a := strings.LastIndexByte(run, '@'); a > 0 && st+a+1 < len(line) && hostStart(line[st+a+1]) && TokenLike(run[:a]) {
		dst = append(dst, Span{off + st, off + st + a})
	}
	if u < len(line) && line[u] == ':' {
		user := line[st:u]
		p := u + 1
		var end int
		if x != nil {
			end = x.passwordEnd(p)
		} else {
			var h int
			end, h = rawPasswordEnd(line, p)
			seen = max(seen, h)
		}
		if end >= 0 {
			lo := p
			if TokenLike(user) {
				lo = st
			}
			if end > lo {
				if k := linkDest(line[st:end]); k >= 0 {
					// A Markdown link's destination: no userinfo runs
					// across it; a password ends at the last "@" before.
					end = -1
					if st+k > p {
						end, _ = rawPasswordEnd(line[:st+k], p)
					}
				}
			}
			if end > lo {
				dst = append(dst, Span{off + lo, off + end})
			}
		}
		// No password: the ":" is a port's ("//TOKEN@host:8080").
	}
	return dst, seen
}

// linkDest returns the offset in s of a byte of markup that another
// URL's scheme and "://" follow, or -1: a URL's wrapper closed and the
// next URL of the markup opened, which no userinfo holds. Markdown's
// "[https://docs.python.org](https://docs.python.org) - contact @alice"
// read "docs.python.org](https" as a user name and the second URL's site
// on to " @alice" as a password, and printed that URL as "https:***"
// (review55 N3: GitHub's editor writes a pasted URL so); HTML's
// `<a href="https://example.com">https://example.com</a> by @alice`,
// a Markdown reference, Textile, org-mode, LaTeX's \href{u}{u} the same.
// The second URL's own site is read for its secrets as any other's. The
// scheme starts with a letter and has two bytes or more ("x" of a
// password's "(x://" is no scheme a URL of markup names).
func linkDest(s string) int {
	for i := 0; ; {
		j := strings.Index(s[i:], "://")
		if j < 0 {
			return -1
		}
		j += i
		i = j + 3
		k := j
		for k > 0 && isSchemeByte(s[k-1]) {
			k--
		}
		for k < j && !('a' <= s[k]|0x20 && s[k]|0x20 <= 'z') {
			k++ // a scheme starts with a letter
		}
		if j-k < 2 || k == 0 {
			continue
		}
		if markupByte(s[k-1]) {
			return k - 1
		}
		// A Markdown reference, "[https://example.com]: https://example.com":
		// a closer, ":" and white space before the scheme.
		m := k
		for m > 0 && (s[m-1] == ' ' || s[m-1] == '\t') {
			m--
		}
		if m < k && m >= 2 && s[m-1] == ':' && (s[m-2] == ']' || s[m-2] == ')' || s[m-2] == '>' || s[m-2] == '"') {
			return m - 2
		}
	}
}

// markupByte reports whether c, right before a scheme, opens the next
// URL of markup after a wrapper closed: "](", `">`, "}{", "][", ">(",
// `":`, ";". Not a quote: a password's `"cvs://` (FuzzMaskText's
// `http://:pserver:1##@@"cvs://ghp_…@`, read again, hid more).
func markupByte(c byte) bool {
	switch c {
	case '(', '[', '{', '>', ':', ';':
		return true
	}
	return false
}

// endDep is a horizon (appendSiteSecrets' seen) meaning that what was
// found depends on where the text ends.
const endDep = int(^uint(0) >> 1)

// after is the horizon of having looked at the byte at i of a text of n
// bytes: i+1, or endDep when i is its end (a search that ran to the end).
func after(n, i int) int {
	if i >= n {
		return endDep
	}
	return i + 1
}

// addSeen is the horizon h of a reading of a text that starts at offset
// base of another, as an offset of that one.
func addSeen(base, h int) int {
	if h == endDep {
		return endDep
	}
	return base + h
}

// siteMark reports whether s holds a place where a site may start for
// AppendSecrets: "//", or ":/".
func siteMark(s string) bool {
	// Every "/" in turn (one search for most texts, which hold none: a
	// mail's Message-ID, which every record of a mail has).
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '/')
		if j < 0 {
			return false
		}
		j += i
		if j+1 < len(s) && s[j+1] == '/' || j > 0 && s[j-1] == ':' {
			return true
		}
		i = j + 1
	}
}

// nextSite returns the offset k of the next "/" of line, from i on, after
// which a site may start, and the offset st where it starts: after "//",
// or after "scheme:/" whose second slash is missing, as in a path that a
// file system cleaned ("dir/https:/alice:pw@host/x", a file saved under
// its URL and found by walking a directory; --output-dir names its output
// after it) or a URL mistyped. k is -1 when there is none.
func nextSite(line string, i int) (k, st int) {
	for {
		j := strings.IndexByte(line[i:], '/')
		if j < 0 {
			return -1, -1
		}
		k = i + j
		if k+1 < len(line) && line[k+1] == '/' {
			return k, k + 2
		}
		if k >= 2 && line[k-1] == ':' && isSchemeByte(line[k-2]) {
			return k, k + 1
		}
		i = k + 1
	}
}

// userinfoRun returns s up to the first byte that ends a user name.
func userinfoRun(s string) string {
	for i := 0; i < len(s); i++ {
		if userinfoStops[s[i]] {
			return s[:i]
		}
	}
	return s
}

// userinfoStops holds the bytes that end userinfoRun: userStop's but ":".
var userinfoStops = [256]bool{'/': true, '?': true, '#': true, ' ': true, '\t': true, '\v': true, '\f': true}

// userStop reports whether c ends a user name in raw text.
func userStop(c byte) bool { return userStops[c] }

// userStops holds the bytes userStop tells: ":", "/", "?", "#" and white
// space other than line breaks. A table: the readings of a site and of
// the host before a password ask it of each byte (a switch of eight
// cases cost about 90 instructions a URL of dense text).
var userStops = [256]bool{':': true, '/': true, '?': true, '#': true, ' ': true, '\t': true, '\v': true, '\f': true}

func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\v' || c == '\f'
}

// hostStart reports whether c may start a host after an "@": a letter
// or a digit (a hostname, draft-09 4.3.1), the "[" of an IP literal, a
// byte of a name not yet encoded (non-ASCII), or a "_" or "%" that a
// registry name starts with (reg_name = 1*( unreserved | escaped | … )):
// hosts a URL names start with "_" (systemd-resolved's "_gateway",
// SRV and DNS-SD names such as "_sip._tcp.example.com") and with an
// escape (a name percent-encoded). Before stop 37, "see http://u:Zb9q
// cd⏎ef@_gateway/" printed "http://u:Zb9q" (review36 item 4), where
// "@gateway/" printed "http://u:***". The other bytes a registry name may
// hold ("-", ".", "~", "'", "(", "*", "!", "$", ",", ";", ":", "&", "=",
// "+") start no host that a URL names, and they follow an "@" in prose
// and code ("'@'", "@(", "@-"): a password read up to such an "@" hid
// URLs of the generated corpora whole.
func hostStart(c byte) bool {
	return Is(c, Alphanum) || c == '[' || c >= 0x80 || regStart(c)
}

// regStart reports whether c is one of the bytes hostStart takes that
// no hostname starts with: after such an "@", a password on one line
// does not run across another URL's "://" (rawPasswordEnd). In a JSON
// string of a generated corpus, "…example:\n 443/…, https://bugs.31.gov/…
// …Ld=Lp@_kkc" would hide the URLs between the ":" and "@_kkc". A "//"
// alone is a password's ("http://u:ab cd//ef@_gateway/" and
// "http://u:Zb//9q”@_gw/": a base64 password holds "/" and "//"; before
// stop 37's review, any "//" showed the password, where "@gateway"
// masked it).
func regStart(c byte) bool { return c == '_' || c == '%' }

// rawPasswordEnd returns where the password that starts at p of line
// ends (the "@" after it), or -1 when the text after the ":" is no
// password (AppendSecrets), and how much of line it read for that (the
// horizon seen of appendSiteSecrets).
func rawPasswordEnd(line string, p int) (end, seen int) {
	at := strings.IndexByte(line[p:], '@')
	if at < 0 {
		return -1, endDep // a port or a path, and no "@" after: most URLs
	}
	seen = p + at + 1
	firstAt := at
	d := p
	for d < len(line) && '0' <= line[d] && line[d] <= '9' {
		d++
	}
	if d > p && d < len(line) && line[d] >= 0xc2 {
		d = digitsEnd(line, p) // format characters among them read as nothing (invisible.go)
	}
	if d == p {
		// A word that stands for a port ("nntp://host:port/" of lynx's
		// CHANGES2.7, whose line goes on to "(tz@execpc.com)": before
		// stop 37 it printed "nntp://host:***") is read as digits are.
		d = portWordEnd(line, p)
	}
	seen = max(seen, after(len(line), d))
	if d > p && d < len(line) && line[d] >= 0x80 {
		if r, n := utf8.DecodeRuneInString(line[d:]); cjkProse(r) && portHost(nameBefore(line, p)) && cjkProseAt(line[d:]) {
			// After a host's name, CJK text right after the digits:
			// prose that writes no white space before its mention or
			// address ("服务在 http://10.0.0.5:8080上运行，请@张三确认",
			// "https://10.0.0.5:80です。由ops@example.comです" printed
			// the port as "***": review57 R11).
			return -1, max(seen, d+n)
		}
	}
	closes := closeCache{-1}
	if d > p && (d == len(line) || portEnds(line[d]) && !gluedQuote(line, p, d)) {
		// A port, unless an "@" and a host name follow before white space
		// and before another URL's "://": the port and path of an outer
		// URL are no password of a URL nested in it, whose own password
		// its own site's reading finds ("http://proxy.example.net:8443/redirect/ftp://bob@db.example.com/x"
		// printed "http://proxy.example.net:***@db…": review50 J8).
		// Only where a host name stands before the ":" (a user name
		// "u" keeps its password "12/a://cd").
		//
		// Where a path, a query or a fragment starts after the digits
		// and a host's name stands before the ":" (an IP address or
		// literal, "localhost", a dotted name ending in a top-level
		// domain: portHost), the digits are its port and an "@"
		// after them the path's ("https://host.com:8080/x?to=bob@example.com"
		// printed "https://host.com:***@example.com" until stop 53,
		// review52; trust19's item 2): a user name's ("alice", "bob.smith")
		// keeps the password ("https://alice:12/xQ9@db.example.com/x").
		// After a user name's, any host the "@" starts ends the
		// password, as after a password of other bytes
		// ("https://alice:71/Yjvt@_gateway/x", "…:6991/&FW.g)bCu@db now").
		// (Told at the first "@", which most ports and paths have none of.)
		path := d < len(line) && (line[d] == '/' || line[d] == '?' || line[d] == '#')
		user, mail := false, false
		best := -1
		j := d
		// nested: hostBefore(line, p), read at the first "://" only
		// (0 not yet, 1 true, 2 false): most ports have none after them
		// before white space, and the host's reading cost about 100
		// instructions a URL of dense text.
		nested := 0
		for ; j < len(line) && !isSpaceByte(line[j]); j++ {
			if line[j] == ':' && strings.HasPrefix(line[j:], "://") {
				if nested == 0 {
					nested = 2
					if hostBefore(line, p) {
						nested = 1
					}
				}
				if nested == 1 {
					break
				}
			}
			if line[j] == '@' && path && (j+1 == len(line) || isSpaceByte(line[j+1]) || breakAhead(line[j+1:])) && userBeforePort(line, p) && !(j == d+1 && line[d] == '/') {
				// An "@" that ends the line after a user name, digits,
				// a "/", "?" or "#" and more: the password's, its host
				// on the next line ("ftp://svc_user:45#ct1+6t2@⏎h.example.org"
				// printed it whole, where "…:ab#ct1+6t2@" was hidden:
				// review59 H1; secretRange's bareAtEnd). So before white
				// space: the URL ends there, with no host.
				return j, max(seen, after(len(line), j+1))
			}
			if line[j] == '@' && j+1 < len(line) {
				if path {
					path = false
					if portHost(nameBefore(line, p)) || line[j-1] == '/' && !slashAtHost(line, p, j) {
						// A host's port; or an "@" right after a "/",
						// a path's after any name: an npm scope or a
						// handle ("http://verdaccio:4873/@myorg/pkg",
						// "http://gitea:3000/@alice": review53 M9).
						return -1, max(seen, j+1)
					}
					user = userBeforePort(line, p)
					mail = mailUser(nameBefore(line, p))
				}
				ok, h := closes.strongHostSeen(line, j)
				seen = max(seen, addSeen(j+1, h))
				if ok || user && hostStart(line[j+1]) || mail && siteAfterAt(line[j+1:]) {
					best = j
				}
			}
		}
		if j < len(line) && line[j] == ':' {
			return best, max(seen, j+3) // "://" read
		}
		if path && j < len(line) {
			// No "@" before the white space at j: the password may go
			// on across it (spacedWordAt).
			at, h := spacedWordAt(line, p, d, j, p+firstAt)
			return at, max(seen, h)
		}
		return best, max(seen, after(len(line), j))
	}
	if d > p && portHost(nameBefore(line, p)) {
		// Digits after a host's name (an IP address or literal,
		// "localhost", a dotted name ending in a top-level domain:
		// portHost) are its port, whatever is glued to them (a
		// character of CJK text or an emoji, a format character, a
		// port range's "-", a Markdown link's ")"): no password runs
		// from them across white space to an "@" later on the line
		// ("服务在 http://10.0.0.5:8080上运行，请 @张三 确认",
		// "[http://localhost:3000](http://localhost:3000) cc me@intranet"
		// printed the port as "***": review55 N7, review54 N3). An "@"
		// before white space still ends a password
		// ("http://10.0.0.5:8080x@intranet/").
		j := d
		for j < len(line) && !isSpaceByte(line[j]) && line[j] != '@' {
			j++
		}
		if j == len(line) || line[j] != '@' {
			return -1, max(seen, after(len(line), j))
		}
	}
	best, strong := -1, false
	for j := p; j < len(line); j++ {
		c := line[j]
		switch {
		case c == '@':
			host := j+1 < len(line) && hostStart(line[j+1]) && !(regStart(line[j+1]) && strings.Contains(line[p:j], "://"))
			if !host {
				// The line ends (after a hyphen, maybe): a wrapper (<...>)
				// may carry the host on the next line. So does a line
				// break this line holds ("\v", "\f", U+0085, U+2028,
				// U+2029: lines are split at "\n" and "\r" only):
				// "see redis://x_y:j/x]I&kge@ \fdb:5432/app" showed the
				// password (review59 H2's class).
				rest := strings.TrimLeft(strings.TrimPrefix(line[j+1:], "-"), " \t")
				host = rest == "" || breakAhead(rest)
				seen = max(seen, after(len(line), len(line)-len(rest)))
			}
			if host {
				best = j
				ok, h := closes.strongHostSeen(line, j)
				seen = max(seen, addSeen(j+1, h))
				if ok {
					strong = true
				}
			}
		case strong && c == '/' && j+1 < len(line) && line[j+1] == '/' && (line[p] != '@' || siteSlashes(line, j)):
			return best, max(seen, j+2)
		}
	}
	return best, endDep
}

// spacedWordAt returns the "@" that ends a password of digits, a "/",
// "?" or "#" and more bytes, then white space (at j, where rawPasswordEnd
// read no "@" from the digits' end d on) and one word to an "@" and a
// host, on one line; or -1; and how much of line it read (rawPasswordEnd's
// horizon). It reads the word after the white space as digitsPathRest
// reads the next line's word of such a password cut by a line break
// (review57 R10: "see https://alice:12/ab cd@h.example.org/x" printed
// "https://alice:12/ab", where "…:12]ab cd@…" and the cut "…:12/ab⏎
// cd@…" print "https://alice:***"): the name before the ":" is no
// host's (portHost: a host's port and path, then prose, stay); the bytes
// after the "/", "?" or "#" are more than a sentence's end or closers
// (moreOnLine: "http://db:47965/. cd@h.example.org/x" is a port, then
// prose); the word holds no "://" and its "@" follows no "/" (a path's);
// a word of a mail address's shape (after a header's tag too: "cc:bob")
// or of no letter nor digit before the "@" ("bob@example.org",
// "(@types/node)", "@alice") is prose's unless a
// host and a path follow it ("bob@h.example.org/x": no address of prose
// is followed by a path), and a word of openers alone unless that host is
// a strong one; then a user name's password ends at any host's "@", a
// mail address's user name's (no user name: "a@b.com:21/x") at a strong
// host's. The word is read up to its last "@" a host may follow, where
// the password ends ("ab cd@ef@db.example.com/x"). A version after the
// "@" is a module's or a package's ("golang.org/x/net@v0.1.0"). Two
// words or more after the white space are prose's ("http://gitea:3000/x
// cc bob@h.example.org/x").
func spacedWordAt(line string, p, d, j, first int) (at, seen int) {
	q := j
	for q < len(line) && isSpaceByte(line[q]) {
		q++
	}
	// first is the first "@" of line from j on: a space before it ends
	// the word with no "@" (most words after a URL: one search).
	if sp := strings.IndexByte(line[q:max(q, first)], ' '); sp >= 0 {
		return -1, q + sp + 1
	}
	e := q
	for e < len(line) && !isSpaceByte(line[e]) {
		e++
	}
	seen = after(len(line), e)
	// The word first: most words after a URL hold no "@".
	w := line[q:e]
	wa := strings.LastIndexByte(w, '@')
	for wa >= 0 && (wa+1 == len(w) || !hostStart(w[wa+1])) {
		wa = strings.LastIndexByte(w[:wa], '@')
	}
	if wa < 0 || wa > 0 && w[wa-1] == '/' || strings.Contains(w, "://") {
		return -1, seen
	}
	name := nameBefore(line, p)
	if portHost(name) || !moreOnLine(line[d:j], nil) {
		return -1, seen
	}
	word, host := []byte(w[:wa]), w[wa+1:]
	if h, _, _ := strings.Cut(host, "/"); versionLike(h) {
		return -1, seen // a module's version ("golang.org/x/net@v0.1.0")
	}
	if proseAddress(word) || taggedAddress(word) || headerAddress(word) || !hasAlnum(word) {
		// An "@" that starts the word, before a host name: the white
		// space stood right before the password's "@", as a line break
		// may (digitsPathRest; review61 A2's one-line half, "see
		// https://alice:12/ab9Xq @db.example.com ok" printed the piece).
		atHost := wa == 0 && atHostName(host) && !spacedPathPiece(line[d:j])
		if !atHost && (strings.Trim(w[:wa], "([{<\"'") == "" && !strongHost(host) || !pathedHost([]byte(host)) || spacedPathPiece(line[d:j])) {
			return -1, seen
		}
	}
	if !(userName(name) || strongHost(host) || mailUser(name) && siteAfterAt(host)) {
		return -1, seen
	}
	return q + wa, seen
}

// slashAtHost reports whether the "@" at j of line, right after a "/"
// of a piece that starts with digits after the ":" at p-1, is a
// password's: the name before the ":" is a user name's (userBeforePort)
// and a host's name follows the "@" (atHostName), which no npm scope nor
// handle is ("@myorg/pkg", "@alice"). "https://alice:1/x/@db.corp.net/x"
// and "see postgres://svc_user:94#7VPT6/@10.1.2.3 ok" printed the
// password whole (review61 A3), where any other last byte was hidden.
func slashAtHost(line string, p, j int) bool {
	// (An IP literal's "]" before the ":": nameBefore reads back to the
	// literal's last ":", "[::1]:3000/x/@10.1.2.3/x".)
	return userBeforePort(line, p) && strings.IndexByte(nameBefore(line, p), ']') < 0 && atHostName(line[j+1:])
}

// atWordEnd returns the end of the word that starts at k of b, and
// whether it ends with its only "@" and only white space follows it up to
// a line break or b's end: the word of spacedWordCut's shape, a password
// with white space in it cut right after its "@".
func atWordEnd(b []byte, k int) (e int, ok bool) {
	e = wordEnd(b, k)
	if e == k || b[e-1] != '@' || bytes.IndexByte(b[k:e-1], '@') >= 0 {
		return e, false
	}
	s := skipSpace(b, e)
	return e, s == len(b) || lineBreakLen(b[s:]) > 0
}

// SpacedAtWord returns where line's last "://" stands and where its
// spaced word ends, when the URL's word (up to white space) holds a ":"
// before any "/" and no "@", and one word follows it after white space,
// ending its line with its only "@" (atWordEnd): the text spacedWordCut
// reads with the next line's host, a password with white space in it cut
// right after that "@" ("; http://deploy:9715##R%e'  <@" over "; [::1]:8080/x",
// which extract hides); i < 0 when not. lint's fix withholding asks it of
// a line it splits at "\n" (a diff must not show such a line:
// TestSpacedWordCutAfterAt's held-out seed showed it in a fix's context),
// so the two read white space and line breaks alike.
func SpacedAtWord(line []byte) (i, end int) {
	i = bytes.LastIndex(line, []byte("://"))
	if i < 0 {
		return -1, 0
	}
	e := wordEnd(line, i+3)
	w := line[i+3 : e]
	if c, sl := bytes.IndexByte(w, ':'), bytes.IndexByte(w, '/'); c < 0 || sl >= 0 && sl < c || bytes.IndexByte(w, '@') >= 0 {
		return -1, 0
	}
	q := skipSpace(line, e)
	end, ok := atWordEnd(line, q)
	if q == e || !ok {
		return -1, 0
	}
	return i, end
}

// atHostName reports whether s, the text after an "@" that starts a
// word, starts with a host's name as portHost reads one (an IP address or
// literal, "localhost", a dotted name whose last label is a top-level
// domain's) or a name and a port: no mention ("@alice", "@alice.smith",
// "@j.doe-2") nor scope ("@types/node") starts so.
func atHostName(s string) bool {
	n := 0
	for n < len(s) && (Is(s[n], Alphanum) || strings.IndexByte(".-_:[]", s[n]) >= 0) {
		n++
	}
	h := strings.TrimRight(s[:n], ".:")
	name, port := h, ""
	if c := strings.LastIndexByte(h, ':'); c > 0 && strings.IndexByte(h[c:], ']') < 0 {
		name, port = h[:c], h[c+1:]
	}
	return portHost(name) || name != "" && port != "" && allDigits(port) && Is(name[0], Alphanum)
}

// spacedWordCut is spacedWordAt's reading (white space after the URL,
// then one word glued to an "@" and a host) where a line break cut that
// word right after its "@": "see https://alice:12/ab cd@⏎h.example.org/x"
// printed "https://alice:12/ab" (review59 H1's spaced shape, its
// dspbrk.py: 287 of 300), where "…:12/ab cd@h.example.org/x" on one line
// is hidden. The next line's first word, behind the prefix the lines
// share, is read as that host: the text is read as the one line it
// would be, with spacedWordAt's rules (an address's word before a host
// with no path is prose's, as on one line). url[:p] ends with the ":",
// d is where the digits end in url, after[:g] what the URL's end left
// out glued to it, after[g:k] white space.
func spacedWordCut(url string, p, d int, line, after []byte, g, k int) bool {
	e, ok := atWordEnd(after, k)
	if !ok {
		return false
	}
	q, h, ok := nextLineWord(after, e, line)
	if !ok || h == q || !hostStart(after[q]) {
		return false // (the text's end: no next line; or no word there)
	}
	one := url + string(after[:e]) + string(after[q:h])
	at, _ := spacedWordAt(one, p, d, len(url)+g, len(url)+e-1)
	return at == len(url)+e-1
}

// cjkProseAt reports whether s, the text after a host's port's digits
// that CJK prose starts, reaches white space or its end before an "@",
// or its first "@" starts a mention (mentionAt): prose, not a password
// of a user name of a host's shape before a site (review60 N1:
// "redis://admin.io:123456中国人@cache.corp.net:6379/0" printed whole).
func cjkProseAt(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			return true
		case '@':
			return mentionAt(s[i+1:])
		}
	}
	return true
}

// cjkProse reports whether r is a character of CJK prose: a Han
// ideograph, kana, a Hangul syllable or letter, the ideographic space or
// CJK punctuation (U+3000-U+303F), or fullwidth punctuation other than
// its "：" and "＠" (U+FF01-U+FF0F, U+FF1B-U+FF1F, U+FF3B-U+FF40,
// U+FF5B-U+FF65). Fullwidth letters and digits are none, nor "：": NFKC
// reads them as ASCII, a ":" as a URL's (nfkcdelim.go).
func cjkProse(r rune) bool {
	switch {
	case 0x3000 <= r && r <= 0x303f, 0xff01 <= r && r <= 0xff0f, 0xff1b <= r && r <= 0xff1f,
		0xff3b <= r && r <= 0xff40, 0xff5b <= r && r <= 0xff65:
		return true
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// spacedPathPiece reports whether s, a piece's bytes after its digits up
// to white space on the URL's line, reads as a service's path rather than
// a password's first piece, before a word of a mail address's shape and
// its "@" (spacedWordAt; a word of other bytes stays the password's): a
// path of two segments or more or of one that ends in "/" (pathPiece:
// "/job/build/", "/wiki/Home"), a file's name ("/a.html", "/repo.git":
// lower case letters, digits, "-" or "_", a ".", then 2 to 5 lower case
// letters), a query of one pair ("?tab=1", "/?q=1": lower case letters,
// "=", lower case letters or digits) or an app's root route ("/#/").
// "http://gitea:3000/job/build/ bob@types/node" printed
// "http://gitea:***@types/node" at stop 58 (trust31's price). The price
// now: a password whose first piece has such a shape and whose word is
// an address's ("12/ab/cd ef@h.example.org/x", "12?q=1 ef@db/x") is
// shown.
func spacedPathPiece(s string) bool {
	if pathPiece(s, nil) || s == "/#/" {
		return true
	}
	lower := func(t string, digits bool) bool {
		for i := 0; i < len(t); i++ {
			if c := t[i]; !('a' <= c && c <= 'z' || digits && (isDigitByte(c) || c == '-' || c == '_')) {
				return false
			}
		}
		return t != ""
	}
	if t, ok := strings.CutPrefix(s, "/"); ok && !strings.HasPrefix(t, "?") {
		name, ext, dot := strings.Cut(t, ".")
		return dot && lower(name, true) && 2 <= len(ext) && len(ext) <= 5 && lower(ext, false)
	}
	q, ok := strings.CutPrefix(strings.TrimPrefix(s, "/"), "?")
	k, v, eq := strings.Cut(q, "=")
	return ok && eq && lower(k, false) && lower(v, true)
}

// siteSlashes reports whether the "//" at j of line may start another
// URL's site: it follows a scheme's ":" or starts a word (white space or
// a quote before it). A password that starts with "@" (the H8 class: the
// URL as written has an empty password, which no prose writes) runs
// across any other "//" to the last "@" a host follows:
// "https://al:@0.//@db.example.com/x" showed "@0.//", whose "0." reads as
// a host name (FuzzNestedMask, stop 50's second reading).
func siteSlashes(line string, j int) bool {
	return j > 0 && (line[j-1] == ':' || textDelim[line[j-1]])
}

// hostBefore reports whether the piece of line before the ":" at p-1,
// back to the site's start (after its last "@"), reads as a host name
// (hostLike): the digits after it are its port.
func hostBefore(line string, p int) bool {
	if p < 1 {
		return false
	}
	k := p - 1
	for k > 0 && !userStop(line[k-1]) {
		k--
	}
	h := line[k : p-1]
	if a := strings.LastIndexByte(h, '@'); a >= 0 {
		h = h[a+1:]
	}
	return hostLike(h)
}

// userBeforePort reports whether the piece of line before the ":" at
// p-1 is a user name's that digits then a path, a query or a fragment
// follow: no host's (portHost), no "@" in it (userName).
func userBeforePort(line string, p int) bool {
	name := nameBefore(line, p)
	return userName(name) && !portHost(name)
}

// userName reports whether name, the piece of a site before a password's
// ":", reads as a user name of its own (no "@" in it: a mail address's
// user name, "a@b.com", reads by its own rules), empty too: an empty user
// name is a user's ("redis://:pw@host", Redis's AUTH with no user name;
// "ftp://:122?e@db:5432/app" printed whole, where "ftp://a:122?e@…" was
// hidden: closing-60's "found, old"). Its price, as a bare service
// name's ("http://api:8080/users/bob@db"): a port of no host and a path
// or query whose "@" a host follows, "http://:8080/x?to=bob@db:5432/a",
// hides the port and path.
func userName(name string) bool { return strings.IndexByte(name, '@') < 0 }

// nameBefore returns the piece of line before the ":" at p-1, back to
// the site's start.
func nameBefore(line string, p int) string {
	if p < 1 {
		return ""
	}
	k := p - 1
	for k > 0 && !userStop(line[k-1]) {
		k--
	}
	return line[k : p-1]
}

// siteNextLine reports whether after, the text after a URL, holds an "@"
// on its line, or an "@" on the next line that starts a URL's site
// (SiteWord): "@param port", "@Override", "@alice will check",
// "@alice@example.com" start none.
func siteNextLine(after []byte) bool {
	nl := bytes.IndexByte(after, '\n')
	if nl >= 0 {
		if e := bytes.IndexByte(after[nl+1:], '\n'); e >= 0 {
			after = after[:nl+1+e] // the next line, no further
		}
	}
	for i := 0; ; {
		at := bytes.IndexByte(after[i:], '@')
		if at < 0 {
			return false
		}
		at += i
		if nl < 0 || at < nl {
			return true // on the digits' line: the readings tell
		}
		if SiteWord(after[at+1:]) {
			return true
		}
		// The rest of the word: a handle's second "@" starts no site.
		i = at + 1
		for i < len(after) && !isSpaceByte(after[i]) && after[i] != '\n' && after[i] != '\r' {
			i++
		}
	}
}

// SiteWord reports whether w, the text after an "@", starts a URL's
// site: a host name or a host a path follows (siteAfter), or a registry
// name ("_gateway", "%…"); not a word that holds another "@" (a handle,
// "alice@example.com" of "@alice@example.com").
func SiteWord(w []byte) bool {
	if len(w) > 0 && regStart(w[0]) {
		return true
	}
	word := w
	if e := bytes.IndexAny(word, " \t\r\n"); e >= 0 {
		word = word[:e]
	}
	return bytes.IndexByte(word, '@') < 0 && siteAfter(w)
}

// PortHost reports whether h, the name before a URL's ":", reads as a
// host's (an IP address or literal, "localhost", a dotted name that ends
// in a top-level domain's label), after which digits are its port.
func PortHost(h string) bool { return portHost(h) }

// portHost reports whether h, the piece of a line before a ":" that
// digits and a path follow, back to the site's start (nameBefore), is a
// host's name before its port rather than a user name before a password
// that starts with digits: no "@" in it (a user name that holds one,
// "a@b.com:85/x@intranet/x", keeps its password), and an IP literal, an
// IPv4 address, "localhost", or a dotted name whose last label is a
// top-level domain's (portTLD). A name with no dot ("alice", "api") and
// a dotted one whose last label is none ("bob.smith") are a user name's:
// the price, a REST URL after a bare service name
// ("http://api:8080/users/bob@example.com"), is masked.
func portHost(h string) bool {
	if h == "" || strings.IndexByte(h, '@') >= 0 {
		return false
	}
	if h[0] == '[' {
		return h[len(h)-1] == ']'
	}
	if strings.EqualFold(h, "localhost") {
		return true
	}
	dot := strings.LastIndexByte(h, '.')
	if dot <= 0 || dot == len(h)-1 || !hostLike(h) {
		return false
	}
	tld := h[dot+1:]
	if allDigits(tld) {
		return strings.Count(h, ".") == 3 && strings.Trim(h, "0123456789.") == "" // an IPv4 address
	}
	return portTLD(tld)
}

// hostNameEnd is portHost's quick reading of h, the name after a
// password's "@" before a port (brokenPasswordStart): an IP literal,
// "localhost", or a dotted name whose last label is a top-level domain's
// or a number, its other bytes not read (most URLs with a password
// name a host so: one look at the last label).
func hostNameEnd(h string) bool {
	if h == "" {
		return false
	}
	if h[0] == '[' || strings.EqualFold(h, "localhost") {
		return true
	}
	dot := strings.LastIndexByte(h, '.')
	return dot > 0 && dot < len(h)-1 && (allDigits(h[dot+1:]) || portTLD(h[dot+1:]))
}

// portTLD reports whether label, a dotted name's last, is a top-level
// domain's as host names before a port end in: two letters (a
// country's: "de", "io"), the generic ones of RFC 1591 and the common
// newer ones, and the names private networks and tests use (RFC 2606,
// RFC 6762, RFC 8375, ICANN's "internal").
func portTLD(label string) bool {
	if len(label) == 2 {
		return isAlpha(label[0]) && isAlpha(label[1])
	}
	switch strings.ToLower(label) {
	case "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "dev", "app", "cloud", "tech", "online", "site", "xyz",
		"local", "localdomain", "internal", "lan", "home", "corp", "intranet", "test", "example", "invalid", "localhost", "arpa":
		return true
	}
	return false
}

// closeCache remembers where the next "]" of a line stands, for the
// strongHostSeen of every "@" of a run of "@[" ("@[@[@[…"): the line is
// searched for it once, not once for each "@" (which took time of its
// length squared).
type closeCache struct{ at int } // the next "]" from some "[" on; len(line): none; -1: not searched

// strongHostSeen is strongHostSeen(line[j+1:]).
func (c *closeCache) strongHostSeen(line string, j int) (ok bool, seen int) {
	s := line[j+1:]
	if !strings.HasPrefix(s, "[") {
		return strongHostSeen(s)
	}
	if c.at < j+1 {
		c.at = len(line)
		if i := strings.IndexByte(s, ']'); i >= 0 {
			c.at = j + 1 + i
		}
	}
	if c.at == len(line) {
		return false, endDep
	}
	i := c.at - (j + 1)
	return i > 1, i + 1
}

// portWords are words that stand for a port in documentation
// ("ssh://host:port/path", "http://localhost:PORT"), in lower case.
var portWords = map[string]bool{
	"port": true, "portnum": true, "portno": true, "port_number": true, "port-number": true,
	"portnumber": true, "nnnn": true, "xxxx": true, "number": true,
}

// PortWord reports whether s is a word that stands for a port in
// documentation ("port", "PORT", "portnum", "nnnn"…): as a port it says
// nothing wrong (lint's invalid-port), and after a ":" it is read as a
// port, not a password, as digits are (rawPasswordEnd).
func PortWord(s string) bool {
	// Every word of portWords has 4 to 11 bytes: most words after a
	// ":" are told by their length, without the map's hash.
	if len(s) < len("port") || len(s) > len("port_number") {
		return false
	}
	var b [len("port_number")]byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return portWords[string(b[:len(s)])]
}

// PortPlaceholder reports whether s, a bare word after a ":" (in no
// placeholder's brackets: "${PortNumber}", "$Port" and "{NUMBER}" are
// ports in any case), is read as a port and not as a password's start
// (portWordEnd), as digits are: a word of PortWord ("port", "PORT",
// "PortNumber", "nnnn"), but not "number" in small letters, and not in
// title case: a passphrase may start with "Port" or "Number"
// ("http://u:Port cd@h.example.org/x" masks it; review37).
func PortPlaceholder(s string) bool {
	if s == "" || s == "number" || !PortWord(s) {
		return false
	}
	// a word in title case starts a sentence's or a passphrase's
	title := 'A' <= s[0] && s[0] <= 'Z' && len(s) > 1 && s[1:] == strings.ToLower(s[1:])
	return !title
}

// portWordEnd returns the end of the word that stands for a port at
// line[p:] (PortWord), maybe in a placeholder's brackets ("{port}",
// "<port>", "${PORT}", "$PORT", "{{port}}"), or p when there is none.
func portWordEnd(line string, p int) int {
	open, shut := "", ""
	// Every opener starts with "$", "{" or "<": most words are told by
	// their first byte.
	if p < len(line) && (line[p] == '$' || line[p] == '{' || line[p] == '<') {
		for _, w := range [...][2]string{{"${", "}"}, {"{{", "}}"}, {"{", "}"}, {"<", ">"}, {"$", ""}} {
			if strings.HasPrefix(line[p:], w[0]) {
				open, shut = w[0], w[1]
				break
			}
		}
	}
	i := p + len(open)
	j := i
	for j < len(line) && (Is(line[j], Alpha) || line[j] == '_' || line[j] == '-') {
		j++
	}
	if j == i || !PortWord(line[i:j]) || open == "" && !PortPlaceholder(line[i:j]) || !strings.HasPrefix(line[j:], shut) {
		return p
	}
	return j + len(shut)
}

// portEnds reports whether c, after the digits that follow a ":", ends
// them as a port: a delimiter ("/", "?", "#", white space, a quote, "|",
// "]", a "\\" that starts an escape in a string: "localhost:8080\\n"),
// not a byte a password goes on with (passwordByte) nor "^", "{", "}",
// "[" or ":", which stand inside a URL (no port is followed by ":"):
// "http://alice:8^a" and "http://a@b.com:7:'#V2@Build-01/x" (leak-probe
// seed 313, shown whole) hold no port, and
// its piece is a password's where the rest says so (review36: "see
// http://alice:8^a x@h.example.org/" printed "http://alice:8^a").
func portEnds(c byte) bool {
	return !passwordByte(c) && strings.IndexByte("^{}[:", c) < 0
}

// passwordByte reports whether c goes on a password that began with
// digits ("1234abc"), rather than ending a port ("8080/").
func passwordByte(c byte) bool {
	return c == '@' || Is(c, Alphanum) || c >= 0x80 || strings.IndexByte("-._~!$&'()*+,;=%", c) >= 0
}

// strongHost reports whether s starts with a host that only a URL names:
// a dotted name, an IP literal, "localhost", or a list of hosts
// ("db1,db2:27017", as MongoDB writes them), each maybe with a port.
func strongHost(s string) bool {
	ok, _ := strongHostSeen(s)
	return ok
}

// strongHostSeen is strongHost, and how much of s it read (the horizon
// seen of appendSiteSecrets).
func strongHostSeen(s string) (ok bool, seen int) {
	if strings.HasPrefix(s, "[") {
		i := strings.IndexByte(s, ']')
		if i < 0 {
			return false, endDep
		}
		return i > 1, i + 1
	}
	n := 0
	for n < len(s) && strongHostByte[s[n]] {
		n++
	}
	seen = after(len(s), n)
	// A "," after the host is the sentence's ("…@h.example, and"), not
	// an empty host of a list.
	h := strings.TrimRight(s[:n], ",")
	if strings.IndexByte(h, ',') >= 0 {
		// A list of hosts when none of them is empty (strings.Split made
		// a slice for every "@" read).
		return h[0] != ',' && h[len(h)-1] != ',' && !strings.Contains(h, ",,"), seen
	}
	if hostLike(h) {
		return !versionLike(h), seen
	}
	// A closer glued to the host ("@localhost»"): its ASCII start.
	a := 0
	for a < n && s[a] < 0x80 {
		a++
	}
	return a < n && hostLike(s[:a]) && !versionLike(s[:a]), seen
}

// strongHostByte tells the bytes of the run strongHostSeen reads after
// an "@": a letter, a digit, a non-ASCII byte, or one of ".-_,:".
var strongHostByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = Is(byte(c), Alphanum) || c >= 0x80 || strings.IndexByte(".-_,:", byte(c)) >= 0
	}
	return t
}()

// versionLike reports whether h, a run that hostLike takes for a host
// name (maybe with a port), is a version instead: dotted, its last label
// a number, and no IPv4 address (four numbers). No host name ends so (a
// top-level domain is never all digits), and a package's version after
// its "@" does: "https://localhost:3000/jqueryui@1.2.3" is a port and a
// path, "lodash@4.17.21" no e-mail address.
func versionLike(h string) bool {
	if c := strings.LastIndexByte(h, ':'); c >= 0 && allDigits(h[c+1:]) {
		h = h[:c]
	}
	h = strings.TrimSuffix(h, ".")
	d := strings.LastIndexByte(h, '.')
	if d < 0 || d+1 == len(h) || !allDigits(h[d+1:]) {
		return false
	}
	return strings.Count(h, ".") != 3 || !allDigits(strings.ReplaceAll(h, ".", ""))
}

// MaskText returns s, any text that leaves urlsift (an error message that
// quotes what the user typed, a file name, a line of a diff, a message),
// with every secret in it shown as "***": those AppendSecrets finds in the
// raw text, and the grammar's reading (SecretRange) of every word that
// holds "//". It is the masker every output passes at its boundary; text
// without an "@" comes back at once.
//
// What it returns is its own fixed point: MaskText gives it back as it
// is, so that a string is masked once and never needs it again (the
// printer does not read again what a Secret made, issue 27). One reading
// is not always that: hiding a password can make what stood before it
// read as a secret of its own (one reading of "//ghp_…:x:https:/h@#"
// hides "x:https:/h", and the next reads the token "ghp_…" before "***@"
// as one). So the text is read again until a reading hides nothing new
// (a "***" that stands where a secret is read is nothing new). That takes
// a second reading only where the first hid something; of millions of
// generated texts, none changed at more than four readings. A text that still changes at its
// maxMaskReadings-th reading is shown as "***" whole.
func MaskText(s string) string {
	for range maxMaskReadings {
		m, changed := maskOnce(s)
		if !changed {
			return s
		}
		s = m
	}
	return Masked
}

// maxMaskReadings bounds MaskText's readings of one text.
const maxMaskReadings = 16

// maskOnce is one reading of MaskText: s with the secrets it finds shown
// as "***", and whether that changed s (a secret that reads as "***"
// already changes nothing, and then s itself is returned).
func maskOnce(s string) (string, bool) {
	var buf [8]Span
	spans, changed := maskReading(buf[:0], s)
	if !changed {
		return s, false
	}
	return maskSpans(s, spans), true
}

// maskReading appends to dst the spans one reading of MaskText finds in
// s, merged, and reports whether masking them changes s.
func maskReading(dst []Span, s string) ([]Span, bool) {
	f, folded := nfkcFold(s)
	if (strings.IndexByte(f, '@') < 0 || !siteMark(f) && invisibleIndex(f) < 0) && !NestedHint(f) {
		// (A format character may stand between the "/" of a site:
		// AppendSecrets reads s without them too, appendReaderSecrets.)
		return dst, false
	}
	n := len(dst)
	dst = appendWordSecrets(AppendSecrets(dst, f), f, false)
	if folded {
		dst = append(dst[:n], snapFolded(s, dst[n:])...)
	}
	spans := mergeSpans(dst)
	return spans, !masksNothing(s, spans)
}

// appendWordSecrets appends to dst the grammar's reading of each word of
// s (cut at white space, quotes, "<", ">" and backquotes) that holds "//"
// and an "@": SecretRange of the word from its first "//", or from the
// scheme before it ("0//:0@ 0" holds the network-path reference "//:0@",
// whose password is "0"). With whole, the word that is all of s read from
// its start is left out: the caller read SecretRange(s) itself.
func appendWordSecrets(dst []Span, s string, whole bool) []Span {
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && !isTextDelim(s[j]) {
			j++
		}
		if tok := s[i:j]; strings.IndexByte(tok, '@') >= 0 {
			if k := strings.Index(tok, "//"); k >= 0 {
				st := k
				if st > 0 && tok[st-1] == ':' {
					st--
					for st > 0 && isSchemeByte(tok[st-1]) {
						st--
					}
				}
				if whole && i == 0 && st == 0 && j == len(s) {
					// SecretRange(s), which the caller has
				} else if lo, hi, ok := SecretRange(tok[st:]); ok {
					dst = append(dst, Span{i + st + lo, i + st + hi})
				}
			}
		}
		i = j + 1
	}
	return dst
}

// MaskName is MaskText for the name of a file (a path an output prints,
// the name of an output file): each "scheme:/" of a word with no "//",
// a URL saved as a file under its own name whose path a file system
// cleaned of the second "/" of its "://" ("dir/postgres:/deploy:5|h@intranet/a/b.html":
// a crawler's or a browser's saved page, files named after their URLs;
// a walk prints the name, --output-dir names its output after it), is
// read by the grammar too, with the "/" put back, as the URL's own text
// is read: whatever MaskText hides of the URL, the name hides.
// MaskText's raw reading alone (AppendSecrets) read a digit and "|" as
// a port before a host of one label and showed the name whole
// ("postgres:/deploy:5|^6h@j8U:89391/od@intranet/a/b.html": trust33, the
// batch of TestAtPortPasswordsCutLater -atportcutseed 5305, 17 leaks).
func MaskName(name string) string {
	m := MaskText(name)
	for range maxMaskReadings {
		if strings.IndexByte(m, '@') < 0 || !siteMark(m) {
			return m
		}
		sp := appendCleanedSecrets(nil, m)
		if q := quoteBlind(m); q != m {
			// A quote is a byte of a name, no end of a word: a URL saved
			// under its own name holds the quotes its password holds
			// ("paths/mongodb:/deploy:715\"8?'_s-H=@db:5432/app.txt",
			// TestQuotedConfigPasswords' files named after their URLs,
			// where MaskText's words end at the "\"").
			sp = appendWordSecrets(appendCleanedSecrets(sp, q), q, false)
		}
		if strings.ContainsAny(m, "\n\r") {
			// A name is one line: a line break in it is one more byte
			// of the name, which a URL saved under its own name holds
			// where its password did ("nl/ftp:/svc_user:S3cNL2x⏎@h.corp.net/y.txt",
			// "…:45#S3cNL1@⏎h.corp.net/y.txt": review59 N9, every format
			// and --output-dir printed them). Read without its line
			// breaks, the spans put back over them.
			q, at := dropBreaks(quoteBlind(m))
			xs, _ := maskReading(nil, q)
			for _, x := range appendWordSecrets(appendCleanedSecrets(xs, q), q, false) {
				if x.Lo < x.Hi {
					// To the byte after the span: a line break before
					// it is the secret's too.
					hi := len(m)
					if x.Hi < len(at) {
						hi = at[x.Hi]
					}
					sp = append(sp, Span{at[x.Lo], hi})
				}
			}
		}
		sp = mergeSpans(sp)
		if masksNothing(m, sp) {
			return m
		}
		m = MaskText(maskSpans(m, sp))
	}
	return Masked
}

// dropBreaks returns s without its "\n" and "\r", and the offset in s
// of each byte of what it returns.
func dropBreaks(s string) (string, []int) {
	b := make([]byte, 0, len(s))
	at := make([]int, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '\n' && s[i] != '\r' {
			b = append(b, s[i])
			at = append(at, i)
		}
	}
	return string(b), at
}

// quoteBlind returns s with each byte that ends a word of text but no
// word of a name (a quote, "<", ">") as "!", a byte a userinfo holds:
// the same offsets (MaskName).
func quoteBlind(s string) string {
	const blind = "\"'`<>"
	if !strings.ContainsAny(s, blind) {
		return s
	}
	b := []byte(s)
	for i, c := range b {
		if strings.IndexByte(blind, c) >= 0 {
			b[i] = '!'
		}
	}
	return string(b)
}

// appendCleanedSecrets appends to dst the grammar's reading of each
// "scheme:/" of each word of s (cut where appendWordSecrets cuts) that
// holds no "//" and an "@", with the second "/" put back (MaskName).
func appendCleanedSecrets(dst []Span, s string) []Span {
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && !isTextDelim(s[j]) {
			j++
		}
		if tok := s[i:j]; strings.IndexByte(tok, '@') >= 0 && !strings.Contains(tok, "//") {
			for from := 0; from < len(tok); {
				k, st := nextSite(tok, from)
				if k < 0 {
					break
				}
				from = k + 1
				if strings.IndexByte(tok[st:], '@') < 0 {
					break
				}
				sc := k - 1 // the ":"
				for sc > 0 && isSchemeByte(tok[sc-1]) {
					sc--
				}
				if lo, hi, ok := SecretRange(tok[sc:st] + "/" + tok[st:]); ok && lo > st-sc {
					// After the "/" put back: one byte less in tok.
					dst = append(dst, Span{i + sc + lo - 1, i + sc + hi - 1})
				}
			}
		}
		i = j + 1
	}
	return dst
}

// masksNothing reports whether maskSpans(s, spans), for spans merged,
// gives s back: every span is a "***" already.
func masksNothing(s string, spans []Span) bool {
	for _, sp := range spans {
		if sp.Lo < 0 || sp.Hi > len(s) || s[sp.Lo:sp.Hi] != Masked {
			return false
		}
	}
	return true
}

// maskSpans returns s with the bytes of spans (which may overlap, in any
// order) shown as "***", one "***" for each run of them.
func maskSpans(s string, spans []Span) string {
	spans = mergeSpans(spans)
	if len(spans) == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		lo, hi := max(sp.Lo, last), min(sp.Hi, len(s))
		if lo >= hi {
			continue
		}
		b.WriteString(s[last:lo])
		b.WriteString(Masked)
		last = hi
	}
	b.WriteString(s[last:])
	return b.String()
}

// mergeSpans sorts spans and merges those that overlap or touch, in place.
func mergeSpans(spans []Span) []Span {
	if len(spans) < 2 {
		if len(spans) == 1 && spans[0].Lo >= spans[0].Hi {
			return spans[:0]
		}
		return spans
	}
	if len(spans) <= 16 {
		// Insertion sort: there are few.
		for i := 1; i < len(spans); i++ {
			for j := i; j > 0 && spans[j].Lo < spans[j-1].Lo; j-- {
				spans[j], spans[j-1] = spans[j-1], spans[j]
			}
		}
	} else {
		// A text of many sites (two lists, each in order, of every
		// site's spans: insertion would take n squared).
		slices.SortFunc(spans, func(a, b Span) int { return a.Lo - b.Lo })
	}
	out := spans[:0]
	for _, sp := range spans {
		if sp.Lo >= sp.Hi {
			continue
		}
		if n := len(out); n > 0 && sp.Lo <= out[n-1].Hi {
			out[n-1].Hi = max(out[n-1].Hi, sp.Hi)
			continue
		}
		out = append(out, sp)
	}
	return out
}

// BrokenPassword returns the byte range [lo, len(url)) of url that may be
// the first piece of a password that a line break cut, where the text
// ended the URL before the password's end and its "@" stands on the next
// line, which AppendSecrets, reading line by line, does not see; or ok
// false. after is the text from the URL's end on (a bounded look-ahead);
// wrapped tells that a wrapper (or an opener the text did not close)
// stands before the URL, joined that the URL itself crosses a line break.
//
// The URL's authority (after its "//") must run to its end and hold a ":"
// outside an IP literal: after the last "@" of the authority when it holds
// one ("http://a@b.com:QXZ", whose user name is an e-mail address), else
// before it ("http://u:a@bcd⏎e@h.example.org/": the password may hold the
// "@"). The text after the ":" is the possible piece, unless it reads as a
// port (digits, then nothing or a byte no password goes on with, as
// AppendSecrets reads one: "http://u:7⏎4AGY@intranet/" is host u, port 7;
// but see digitsRest).
// The rest of the password is then read in after as AppendSecrets reads a
// password's end, but across one line break, which the URL or after must
// cross: any bytes but "/" up to an "@" that a host follows, where white
// space beside the line break is the layout's. "<http://u:Lxyz⏎j
// @h.example.org/x>", "see http://a@b.com:QXZ⏎JKV@host.example.org/",
// and "“git+ssh://:Rl7ß|⏎”5@h.example.org/”" (the URL ends at "|").
//
// Other white space (a space, a tab, a no-break or an ideographic space)
// in the rest of a bare URL, which ends at white space, may be the
// password's too ("svn+ssh://x_y:=⏎_0B⇥@db1.example.com/",
// "https://alice:x` 한 ⏎m@10.1.2.3/") or prose after the URL
// ("ftp://user:password@host/file (see⏎tnh@aurora.dti.ne.jp)"). It is
// read as the password's only when the URL ended inside its userinfo (the
// piece after the ":" holds no "@" nor "/": no host nor path stood) and
// the rest's words, up to one line break, reach an "@" that a host
// follows, before any "/". The piece is then no port (it is not all
// digits; a piece of digits is digitsRest's), so the URL is invalid as it
// stands and any host will do, a one-word one too: "see http://u:ab
// cd⏎ef@h.example.org/" and "see http://u:Zb9q cd⏎ef@intranet/" show
// "http://u:***". A port ("http://example.org:8080⏎contact:
// bob@example.com") shows as it is. (Before stop 36 a host name had to
// follow, and "http://u:Zb9q" was shown; over /usr/share/doc and Go's
// source the two rules give the same output.)
// On one line, AppendSecrets reads the password whatever white space it
// holds.
//
// The bytes that start both the URL's line (line: its bytes before the
// URL) and the next line, up to white space, are the layout's, as the
// indentation is: a comment's or a quote's marker ("// ", "> ", "%% ",
// "-- ", "' ", " * ", "REM "…), a line number. The rest is read after
// them too, as it would be with no prefix on either line ("// see
// http://u:67[9⏎// \"@_gateway/x", review42 F5), but a list's bullets
// are no such prefix ("- ", "+ ", "-> "…: a list's next item, review41
// F6).
func BrokenPassword(url string, line, after []byte, wrapped, joined bool) (lo int, ok bool) {
	p := BrokenPasswordStart(url)
	return p, p >= 0 && BrokenPasswordRest(url, p, line, after, wrapped, joined)
}

// skipLinePrefix returns the offset in after of the first byte that is
// no white space after the prefix that the line at k (after a line
// break) shares with line, the URL's line before the URL
// (BrokenPassword): their common bytes from the lines' starts, cut back
// to white space, without a list's bullets at its end. It returns k when
// they share no such prefix but white space.
func skipLinePrefix(after []byte, k int, line []byte) int {
	c := 0
	for c < len(line) && k+c < len(after) && line[c] == after[k+c] && lineBreakLen(after[k+c:]) == 0 {
		c++
	}
	for c > 0 && line[c-1] != ' ' && line[c-1] != '\t' {
		c--
	}
	for c > 0 {
		// A bullet at its end is a list's ("- ", "• ", "-> "…).
		e := c
		for e > 0 && (line[e-1] == ' ' || line[e-1] == '\t') {
			e--
		}
		w := e
		for w > 0 && line[w-1] != ' ' && line[w-1] != '\t' {
			w--
		}
		if w == e || !bulletsOnly(line[w:e]) {
			break
		}
		c = w
	}
	if c == 0 || skipSpace(line[:c], 0) == c {
		// None, or indentation alone (skipSpace's): a marker glued to
		// the text after it ("    //redis://VLsm…" over "    //kxBX776",
		// review54 N5).
		if g := gluedMark(after, k+c, line[c:]); g > 0 {
			return skipSpace(after, k+c+g)
		}
		return k
	}
	return skipSpace(after, k+c)
}

// gluedMark returns the length of the marker that the line at k (after
// a line break) shares with line, the URL's line before the URL, where
// no white space follows it on line: a run of ASCII punctuation but "@"
// ("%see …", "#HTTP://…", "!url = …", "$the dsn is …", "+url = …", "&?"
// of a generated prefix), the layout's as a marker that white space
// follows is (skipLinePrefix; trust22, review53 M4's class: "%clone
// (mongodb://sk-…GSW⏎%FEj1zQG7a@db/db)" printed the token's first piece).
// A marker that white space follows on line is skipLinePrefix's (a
// list's bullet is no marker). 0 where there is none.
func gluedMark(after []byte, k int, line []byte) int {
	c := 0
	for c < len(line) && k+c < len(after) && line[c] == after[k+c] && markByte(line[c]) {
		c++
	}
	if c == 0 || c < len(line) && (line[c] == ' ' || line[c] == '\t') {
		return 0
	}
	if c == len(line) && strings.ContainsAny(string(line), "([{<\"'`") {
		// The URL's opener, no marker, where the next line closes it
		// too ("(" over "(@angular/core)"); "[" over "[w2bOF…@10.1.2.3"
		// is a marker (TestSecretsFoldedUnderPrefix, seed 5186).
		e := k + c
		for e < len(after) && lineBreakLen(after[e:]) == 0 {
			e++
		}
		for _, o := range line {
			if strings.IndexByte("([{<\"'`", o) >= 0 && bytes.ContainsRune(after[k+c:e], closerOf(rune(o))) {
				return 0
			}
		}
	}
	return c
}

// markByte reports whether c may be a byte of a marker glued to a
// line's text (gluedMark): ASCII punctuation but "@".
func markByte(c byte) bool {
	return '!' <= c && c <= '/' || ':' <= c && c <= '?' || '[' <= c && c <= '`' || '{' <= c && c <= '~'
}

// sharedLead returns the offset in after past the bytes that the line
// at k shares with line up to white space and the white space after
// them (a marker both lines start with, a bullet too), or k.
func sharedLead(after []byte, k int, line []byte) int {
	c := 0
	for c < len(line) && k+c < len(after) && line[c] == after[k+c] && lineBreakLen(after[k+c:]) == 0 {
		c++
	}
	for c > 0 && line[c-1] != ' ' && line[c-1] != '\t' {
		c--
	}
	if c == 0 {
		return k
	}
	return skipSpace(after, k+c)
}

// BrokenPasswordStart is the half of BrokenPassword that reads url: the
// offset of the possible piece of a password, or -1. A caller that asks
// about every URL it finds (extract's emit) asks this first: most URLs
// are told by it, with two searches (the piece ends at a path).
func BrokenPasswordStart(url string) int {
	if strings.IndexByte(url, 0xef) < 0 {
		return brokenPasswordStart(url) // no form of "@" or ":" (nfkcdelim.go)
	}
	f := nfkcURL(url)
	return snapFoldedAt(url, brokenPasswordStart(f))
}

// brokenPasswordStart is BrokenPasswordStart of a text nfkcFold folded.
func brokenPasswordStart(url string) int {
	// The first "/" starts the "//" (else there is no authority).
	i := 0
	for i < len(url) && url[i] != '/' {
		i++
	}
	if i+1 >= len(url) || url[i+1] != '/' {
		return -1
	}
	// The authority ends at the next "/", but a password may hold one
	// ("postgres://u@h.example:C/Y⏎`]@db.example/"): where the piece
	// after the ":" is no port, it runs to the URL's end.
	end := len(url)
	if s := strings.IndexByte(url[i+2:], '/'); s >= 0 {
		end = i + 2 + s
	}
	auth := url[i+2 : end]
	if strings.IndexByte(auth, ':') < 0 {
		one := len(auth) == 1 && TokenByte(auth[0]) // a width cut right after "://" (tokenFolded)
		if end < len(url) || len(auth) < 2 && !one {
			return -1
		}
		if auth[len(auth)-1] == '@' {
			// A user name and its "@", no host: the URL may end before
			// the ":" of a password its "@" belongs to, which goes on
			// past a line break ("git+ssh://q}0}C@:⇥⏎ بH@github.com/",
			// leak-probe seed 613): BrokenPasswordRest reads the ":"
			// in after (userAt), and the "@" is the piece.
			return len(url) - 1
		}
		if at := strings.LastIndexByte(auth, '@'); at > 0 {
			// A user name that holds "@" (a mail address) and no
			// path: the URL may end before the ":" of a password that
			// a line break cut ("FTP://a@b.com" of "see
			// FTP://a@b.com:⏎s3cretpw@localhost/x", review45 M1): the
			// user name's last "@" and what follows it are the piece.
			return i + 2 + at
		}
		if end == len(url) && strings.IndexByte(auth, '@') < 0 && (TokenLike(auth) || tokenHead(auth) || one) {
			// An access token used as the user name, the URL ended at
			// white space or a line break before its "@" ("see
			// https://ghp_…GHIJ ⏎@github.com/o/r.git", review46 M1):
			// the authority, read as a host, is the token, and the piece
			// (BrokenPasswordRest reads the "@" and a host in after);
			// or its first piece, which the words after finish
			// (tokenOnLine).
			return i + 2
		}
		return -1
	}
	at := strings.LastIndexByte(auth, '@')
	c := -1
	if at >= 0 {
		c = authColon(url, i+2+at+1, end)
		if c < 0 {
			// No port after the host: the "@" may be the password's
			// ("http://u:a@bcd⏎e@h.example.org/"), and the password
			// runs from the userinfo's ":".
			c = authColon(url, i+2, i+2+at)
		} else if at > 0 && auth[at-1] == ':' && noHostName(url[i+2+at+1:c]) {
			// An empty password before the "@", and no host name
			// after it: the "@" is the password's first byte, and so
			// is what stands as a host and a port ("http://u:@-zé:5⏎«3D@db/x",
			// "@1中中-:5*~F_«": TestAtStartPasswords, seed 4908): the
			// password runs from the userinfo's ":".
			c = i + 2 + at - 1
		} else if uc := authColon(url, i+2, i+2+at); at > 0 && uc >= 0 && noHostName(url[i+2+at+1:c]) {
			// A password before the "@", and no host name after it:
			// the "@" is the password's, and so are what stands as a
			// host and a port, as after an empty password
			// ("see https://alice:Xy@$eUP:7⏎q/r@h.example.org/x"
			// showed "@$eUP:7": trust16's TestAtSlashBreakPasswords,
			// seed 4929), a path after the port too ("Mv@$x:01/i’⏎t:g@intranet/x").
			// The rest must still read as a password's
			// (BrokenPasswordRest).
			c = uc
		}
	} else {
		c = authColon(url, i+2, end)
	}
	if c < 0 || c+1 >= len(url) {
		return -1
	}
	// An empty port, then "/": the piece runs to the URL's end, as a
	// password that starts with "/" reads ("http://deploy:/C ⏎
	// 한@db1.example.com/", "ftp://admin:/中r -⏎中@ss/x": leak-probe seed
	// 613). The path it reads as otherwise is hidden only where the rest
	// reads as a password's (BrokenPasswordRest).
	p := c + 1
	d := p
	for d < end && '0' <= url[d] && url[d] <= '9' {
		d++
	}
	if d == p {
		d = portWordEnd(url[:end], p) // "ssh://host:port/x", as digits
	}
	if d > p && d == end && end < len(url) {
		if name := url[i+2 : p-1]; allDigits(url[p:d]) && !portHost(name) && (end == len(url)-1 || !(strings.Contains(name[:max(0, strings.LastIndexByte(name, '@'))], ":") && hostNameEnd(name[strings.LastIndexByte(name, '@')+1:])) && strings.IndexByte(url[end:], '@') < 0) {
			// Digits and a "/", after no host's name: the password may
			// go on past a line break, right after the "/"
			// ("http://bob.smith:6/⏎?X_J@localhost/x") or after more
			// of it, after a user name ("https://deploy:12/ab9Xq⏎Zk3Lm@db.example.com/x",
			// review55 N6; "a@b.com:21/Qf⏎9jzLQ@localhost/x"):
			// digitsPathRest. Not after a user name, a password and a
			// host's name (hostNameEnd): "http://user:pw@a.example.com:8080/x"
			// is a host's port and path, and every such URL of a dense
			// text read the text after it (8.5 times extract's
			// instructions there). After a name that is no host's, the
			// "@" may be the password's and the name, the digits and
			// the path more of it ("see https://alice:pa@ss:12/ab9Xq⏎Zk3Lm@db.example.com/x"
			// showed "@ss:12/ab9Xq" since f47c5aa: review57 R7), which
			// BrokenSecretFrom hides from the userinfo's ":" on.
			return p
		}
		if url[len(url)-1] == '@' && mailUser(url[i+2:p-1]) {
			return p // an "@" that ends the URL after a mail address's user name (mailAtBreak)
		}
		return -1 // a port: "http://u:7/x"
	}
	// Digits and then "?", "#", a quote…: a port (BrokenPasswordRest:
	// portShaped), unless the URL crossed a line break and its rest
	// reaches a host name's "@" before white space, as on one line
	// ("svn+ssh://a@b.com:⏎9#ié`X@localhost/x`", leak-probe seed 353).
	// Digits to the end: a port ("http://u:7⏎4AGY@intranet/" is host u,
	// port 7) unless the rest says otherwise (digitsRest).
	return p
}

// BrokenSecretFrom returns where the secret that BrokenPasswordRest found
// at p starts in url: p, or the start of the user name before the
// piece's ":" when that user name is an access token (TokenLike: "see
// https://ghp_…GHIJ:s3cretPW ⏎@github.com/o/r.git" hides the token too,
// review46 M1).
func BrokenSecretFrom(url string, p int) int {
	if strings.IndexByte(url, 0xef) < 0 {
		return brokenSecretFrom(url, p)
	}
	f := nfkcURL(url)
	return snapFoldedAt(url, brokenSecretFrom(f, p))
}

// brokenSecretFrom is BrokenSecretFrom of a text nfkcFold folded.
func brokenSecretFrom(url string, p int) int {
	h := strings.Index(url, "//") + 2
	if h < 2 || p < h+1 || p > len(url) || url[p-1] != ':' {
		return p
	}
	if user := url[h : p-1]; strings.IndexByte(user, '@') < 0 && TokenLike(user) {
		return h
	} else if c := strings.IndexByte(user, ':'); c >= 0 && strings.IndexByte(user[c:], '@') > 0 {
		// A password that starts with "@" ("see HTTPS://u:@Xb:6c⏎ew@h.example.org/x":
		// user "u", password "@Xb:6cew", as on one line, where the
		// last "@" ends it): the piece after the second ":" goes on,
		// so the "@" and what stood between are the password's too
		// (leak-probe seed 719 showed "@Xb"); the user name may hold an
		// "@" of its own ("a@b.com:@Xb:6c").
		return h + c + 1
	}
	return p
}

// BrokenPasswordRest is the half of BrokenPassword that reads after,
// for the piece url[p:] that BrokenPasswordStart found at p.
//
// The rest of a password is read by one reader (the loop below) unless
// the piece reads as the port of a host that stood before its ":": then
// only the stricter readings of portShaped's branch and digitsRest may
// take it for a password's. Where no host stood before the ":"
// ("http://:85", "http://u@:85"), a piece that is no port's shape is
// read as any other, with any host after the rest's "@"; digits are
// read by digitsRest as a host's port is ("x = http://:85” ^«`-⏎?@db/x
// now" showed "85" as a port: leak-probe seed 499, its third shape;
// "http://:8080 by⏎default; mail ops@example.com." is prose: review41 F2).
//
// With line, the URL's line before the URL, the rest is read twice: with
// the prefix the next line shares with it skipped (skipLinePrefix), as
// the layout's, and with its bytes read as any others (a marker's "%%" or "--" before the "@" is
// punctuation that shows the password, as it was before stop 43); either
// reading hides the piece, so that a prefix reopens no leak the text with
// the prefix read as bytes had closed.
//
// A wrapper that closes right after the URL ("(https://localhost:8080),
// and⏎(@types/node)", "«redis://db:7339»;⏎@h.example.org", review43 M2;
// "\"http://username:p@ssword@google.com\",⏎the string
// \"username:p@ssword\"", review43 L3) holds no password that goes on:
// the piece is read as the URL has it (closedWrapper), unless the closer
// may be the password's.
func BrokenPasswordRest(url string, p int, line, after []byte, wrapped, joined bool) bool {
	line = lastLine(line)
	f := nfkcURL(url)
	return brokenPasswordRest(f, p, line, nfkcAfter(url, after), wrapped, joined)
}

// brokenPasswordRest is BrokenPasswordRest of texts nfkcFold folded.
func brokenPasswordRest(url string, p int, line, after []byte, wrapped, joined bool) bool {
	if strings.IndexByte(url, '@') >= 0 && mailAtBreak(url, p, line, after) {
		return true
	}
	if digitsEnd(url, p) > p {
		name := nameBefore(url, p)
		if p >= 2 && url[p-2] == ']' {
			if k := strings.LastIndexByte(url[:p-1], '['); k >= 0 && (k == 0 || url[k-1] == '/') {
				name = url[k : p-1] // an IP literal, "[::1]"
			}
		}
		// After a host's name (an IP address or literal, localhost, a
		// dotted name ending in a top-level domain's label: portHost),
		// a piece that starts with digits is its port, whatever is
		// glued to them, where the first "@" after the line break
		// starts no URL's site (a host name, or a host a path follows:
		// siteNextLine): a mention, an annotation, a handle
		// (review55's "// see ws://10.0.0.5:6379!⏎// @param port"
		// printed "ws://10.0.0.5:***@param", trust24's item 3). Before
		// a site the readings below tell, as before.
		if strings.IndexByte(url[p:], '@') < 0 && portHost(name) && !siteNextLine(after) {
			return false
		}
	}
	if userAt(url, p) {
		// "git+ssh://q}0}C@" and ":⇥⏎ بH@github.com/": the user name
		// "q}0}C@" and a password that the line break cut before its
		// first byte or after bytes the URL left out ("⟨postgres://q}0}C@:\"2 ⏎
		// ⇥بEh)@_gateway/x⟩"), read as the piece "" after the ":".
		// The ":" may start the next line ("FTP://q}0}C@⏎:s3cretpw@localhost/x").
		// A user name that holds "@" ("FTP://a@b.com" of
		// "FTP://a@b.com:⏎s3cretpw@localhost/x", review45 M1) reads the
		// same where a line break stands after its ":" or before it:
		// on one line, "FTP://a@b.com: bob@example.com" is prose.
		k, crossed := userColon(line, after)
		if k < 0 || k+1 >= len(after) {
			return false
		}
		rest := after[k+1:]
		if p < len(url)-1 && !crossed {
			if e := skipSpace(rest, 0); lineBreakLen(rest[e:]) == 0 {
				return false
			}
		}
		if p < len(url)-1 {
			// The URL is valid as it stands (user "a", host "b.com"):
			// the next line finishes a password only where its words
			// say so (userAtRest; review46 M3).
			return userAtRest(line, rest, crossed, false) ||
				skipSpace(line, 0) < len(line) && userAtRest(line, rest, crossed, true)
		}
		u := url[:p+1] + ":" // the user name and its "@": the piece after it is ""
		return brokenRest(u, len(u), line, rest, wrapped, joined || crossed, false) ||
			skipSpace(line, 0) < len(line) && brokenRest(u, len(u), line, rest, wrapped, joined || crossed, true)
	}
	if h := strings.Index(url, "//") + 2; p == h && tokenRest(url[h:], line, after) {
		// An access token whose URL ended at white space on its line
		// (or before a line break): its rest is the next word, up to
		// an "@" and a host (review49 H3).
		return true
	}
	if h := strings.Index(url, "//") + 2; (p == h && TokenLike(url[h:]) || BrokenSecretFrom(url, p) == h) && tokenAcrossBlank(line, after) {
		// An access token whose URL ended at its line's end (alone, or
		// before the ":" of a password), then blank lines and an "@"
		// before a URL's site (tokenAcrossBlank).
		return true
	}
	if h := strings.Index(url, "//") + 2; p == h && !TokenLike(url[h:]) {
		// A first piece of a token that the word after did not
		// finish: a host.
		return false
	}
	if piece := url[p:]; piece != "" && isDigitByte(piece[0]) && (ConfigPair(line, after) || entryAddress(line, after) || atPiece(url, p) && entryLines(line, after)) {
		return false
	}
	if piece := url[p:]; piece != "" && isDigitByte(piece[0]) {
		d := 0
		for d < len(piece) && isDigitByte(piece[d]) {
			d++
		}
		g := 0
		for g < len(after) && skipSpace(after, g) == g && lineBreakLen(after[g:]) == 0 {
			g++
		}
		if pathPiece(piece[d:], after[:g]) {
			// A port and a path of two segments or more, or of one that
			// ends in "/" ("http://nexus:8081/repository/npm-group/",
			// "ws://gitlab:3000/d/abc"), then closers or a sentence's
			// end alone: the URL stands whole, whatever lines follow
			// (review57 R1: "Maintainers:⏎bob@example.com" after it
			// printed "http://nexus:***"). The price (CONTRACT): a
			// password of digits, "/" and such a path's bytes, cut
			// there.
			return false
		}
	}
	if spacedBreakRest(url, p, line, after, wrapped) {
		return true
	}
	site := emptyPortHost(url, p)
	if piece := url[p:]; wrapped && (closedPiece(piece) || site) && closedWrapper(line, after, strings.IndexByte(piece, '@') >= 0) {
		return false
	}
	if site && emphasisClose(line, after) > 0 {
		// An empty port after a host name, then a path: a port, as
		// digits are, for Markdown's emphasis that closes around the
		// URL ("**http://localhost:/app**⏎then install @angular/core",
		// review45 L1) and for a wrapper that closes right after it
		// (closedWrapper: "(http://h.example.org:/x)⏎me@intranet/wiki").
		return false
	}
	if piece := url[p:]; len(piece) > 1 && piece[len(piece)-1] == '/' && allDigits(piece[:len(piece)-1]) {
		// Digits and a "/" that ends the URL (BrokenPasswordStart):
		// a port and a path but where digitsPathRest reads a password,
		// on the next line or folded onto more (foldedRest, where more
		// of the password stood glued to the "/": "git+ssh://x:44/<nX^⏎//
		// 5⏎// `⏎// -@h.example.org/x", TestDigitPasswordsCutLater's seed 5219).
		g := wordEnd(after, 0)
		return digitsPathRest(url, p, line, after, wrapped) ||
			moreOnLine("/", after[:g]) && foldedRest(url, p, line, after, wrapped, joined)
	}
	if piece := url[p:]; !strings.HasSuffix(piece, "/") && strings.IndexByte(piece, '/') > 0 && allDigits(piece[:strings.IndexByte(piece, '/')]) {
		// Digits, a "/" and more of the path, after no host's name
		// (BrokenPasswordStart gives such a piece since stop 56): a
		// port and a path but where digitsPathRest reads a password cut
		// after more of it, on the next line or folded onto more.
		// (brokenRest and the rest read no such piece, and would read
		// the text after every such URL of a dense text: 8.5 times
		// extract's instructions there.)
		return digitsPathRest(url, p, line, after, wrapped) || foldedRest(url, p, line, after, wrapped, joined)
	}
	return brokenRest(url, p, line, after, wrapped, joined, false) ||
		skipSpace(line, 0) < len(line) && brokenRest(url, p, line, after, wrapped, joined, true) ||
		foldedRest(url, p, line, after, wrapped, joined) ||
		digitsPathRest(url, p, line, after, wrapped)
}

// spacedBreakRest is BrokenPasswordRest for digits and more (a "/", a
// query, a glued byte: the pieces extract's column reading now reads
// strictly; digits alone it read so before, and a sentence's end after
// them is prose's: "runs at http://intranet:50131. is the⏎git@github.com/org/repo")
// after the ":" of a name that is no host's (portHost), the URL ended by white space, then
// words on the URL's line with no "@" and a next line whose first word
// (behind the prefix the lines share, and white space) holds an "@" a host
// may follow: a password with white space that a line break cut
// (review57 R10 across a line break: "see https://x_y:02/RJ27F KKN⏎5prJ@intranet"),
// the password's rest the first word of the next line, as a cell's next
// line starts with it. extract's column reading read every such text as
// a table's row (a space after the URL a gutter, the next line under the
// URL its cell), which hid ports and paths of prose before any next line
// with an "@" word anywhere under the URL (review57 R8: "see
// http://api:8080/x and more⏎KEY=me@example.com"); it now asks a layout
// of columns for a piece that starts with digits, and this reading keeps
// the passwords it hid. A wrapper that closes right after the URL
// (wrapperClosed, as digitsPathRest reads it) or Markdown's emphasis
// around it (emphasisClose) holds no password that goes on past words of
// prose on its line ("Open
// «https://db:20157» über⏎ Z@10.1.2.3/x now", "**http://api:8080/x** and
// more⏎bob@corp.example/x"); a service's path is read before (pathPiece).
func spacedBreakRest(url string, p int, line, after []byte, wrapped bool) bool {
	piece := url[p:]
	if piece == "" || !isDigitByte(piece[0]) || allDigits(piece) || strings.IndexByte(piece, '@') >= 0 ||
		wrapperClosed(line, after, wrapped) || emphasisClose(line, after) > 0 {
		return false
	}
	h := strings.Index(url, "//") + 2
	if h < 2 || h > p-1 || portHost(url[h:p-1]) {
		return false
	}
	g := wordEnd(after, 0) // what the URL's end left out, glued to it
	k := skipSpace(after, g)
	if k == g || k >= len(after) || lineBreakLen(after[k:]) > 0 {
		return false // no white space after the URL, or none but it on its line: the cut readings'
	}
	e := k
	for e < len(after) && lineBreakLen(after[e:]) == 0 {
		e++
	}
	n := lineBreakLen(after[e:])
	if n == 0 || bytes.IndexByte(after[:e], '@') >= 0 || bytes.Contains(after[:e], []byte("://")) {
		return false // no line break in sight, or an "@" on the URL's line (rawPasswordEnd's, spacedWordAt's)
	}
	// The next line read as it is, behind the prefix it shares with the
	// URL's line, and behind that prefix and a list's bullet both lines
	// start with (digitsPathRest's three readings).
	for _, q := range [3]int{e + n, skipLinePrefix(after, e+n, line), sharedLead(after, e+n, line)} {
		q = skipSpace(after, q)
		if spacedBreakWord(url, p, after[q:wordEnd(after, q)]) {
			return true
		}
	}
	return false
}

// spacedBreakWord reports whether w, the first word of the line after a
// URL whose password's piece url[p:] starts with digits and words
// followed on its line (spacedBreakRest), finishes that password: it
// holds an "@" a host may follow, not right after a "/" (a path's), and
// no "://"; the word and its host are read as spacedWordAt reads one word
// after white space on the URL's line: an address of prose, a mention or
// a version is prose's but where a host and a path follow; after a user
// name that holds an "@" only a strong host's "@" ends it.
func spacedBreakWord(url string, p int, w []byte) bool {
	at := bytes.LastIndexByte(w, '@')
	for at >= 0 && (at+1 == len(w) || !hostStart(w[at+1])) {
		at = bytes.LastIndexByte(w[:at], '@')
	}
	if at < 0 || at > 0 && w[at-1] == '/' || bytes.Contains(w, []byte("://")) {
		return false
	}
	piece := url[p:]
	name := url[strings.Index(url, "//")+2 : p-1]
	word, host := w[:at], string(w[at+1:])
	if hn, _, _ := strings.Cut(host, "/"); versionLike(hn) {
		return false
	}
	if ak, val := assignKey(word); len(ak) >= 3 && keyStyle(ak) == 'U' && isLetterByte(ak[0]) {
		// An environment's entry of an address (entryAddress's: "- KEY=me@example.com"
		// after a list's bullet too).
		v := skipSpace(val, 0)
		if v < len(val) && (val[v] == '"' || val[v] == '\'') {
			v++
		}
		if proseAddress(val[v:]) && mailHost(w[at+1:]) {
			return false
		}
	}
	d := 1
	for d < len(piece) && isDigitByte(piece[d]) {
		d++
	}
	if proseAddress(word) || taggedAddress(word) || headerAddress(word) || !hasAlnum(word) {
		if len(bytes.Trim(word, "([{<\"'")) == 0 && !strongHost(host) || !pathedHost([]byte(host)) || spacedPathPiece(piece[d:]) {
			return false
		}
	}
	return name != "" && strings.IndexByte(name, '@') < 0 || strongHost(host) || mailUser(name) && siteAfterAt(host)
}

// ConfigPair reports whether line, the URL's line before the URL, is a
// configuration file's assignment whose value the URL is ("REDIS_URL=",
// "export REPO='", "spring.datasource.url="), and the line of the first
// "@" after it (after) starts with another (a key of a style, keyStyle,
// of 3 bytes or more, words joined by "_" or ".", or a value quoted, or
// both exported): "REDIS_URL=redis://redis:6379/0⏎MAIL_FROM=ops@example.com"
// is two entries of a file, not a password "6379/0MAIL_FROM=ops" of a
// user "redis" that a line break cut (review57 R6: e23d66a printed
// "redis://redis:***" for 253 of 1,000 of its envnext.py, 50 before).
// A password's rest that a line break cut starts with its own bytes,
// which make no key of the URL's key's style ("DSN=postgres://u:12/ab⏎Xk9=ef@db.example.com/x"
// stays hidden); configuration files are not wrapped.
func ConfigPair(line, after []byte) bool {
	lk, rest := assignKey(line)
	if lk == nil {
		return false
	}
	e := skipSpace(rest, 0)
	if e < len(rest) && (rest[e] == '"' || rest[e] == '\'') {
		e++
	}
	for j := e; j < len(rest) && (isLetterByte(rest[j]) || isDigitByte(rest[j])); j++ {
		if j+1 < len(rest) && rest[j+1] == ':' && j+2 == len(rest) {
			e = len(rest) // a scheme of the URL's own before it ("jdbc:")
		}
	}
	if e < len(rest) {
		return false // more than a quote between the "=" and the URL
	}
	at := bytes.IndexByte(after, '@')
	ls := bytes.LastIndexAny(after[:max(at, 0)], "\r\n") + 1
	if at < 0 || ls == 0 {
		return false
	}
	ak, val := assignKey(after[ls:at])
	if len(ak) < 3 || keyStyle(lk) == 0 || keyStyle(ak) == 0 {
		return false
	}
	// Words joined ("MAIL_FROM", "mail.from"), or a value quoted
	// ("export email='ops@…'"), or both lines exported.
	v := skipSpace(val, 0)
	if bytes.IndexAny(ak, "_.") > 0 || v < len(val) && (val[v] == '"' || val[v] == '\'') ||
		bytes.HasPrefix(line[skipSpace(line, 0):], []byte("export ")) && bytes.HasPrefix(after[ls+skipSpace(after[ls:], 0):], []byte("export ")) {
		return true
	}
	// A key of one word ("email=", "owner=", "CONTACT=") whose value is
	// a mail address as prose writes one, its host followed by no path
	// ("repo=redis://redis:6379/0⏎email=ops@example.com"): the address's
	// entry. A password's rest of that shape before a host with no path
	// is prose's anyway (digitsPathRest's price: "Zk3Lm@h.example.org");
	// "DSN=postgres://u:12/ab⏎ABC=ef@db.example.com/x" stays hidden.
	return proseAddress(val[v:]) && mailHost(after[at+1:])
}

// entryAddress reports whether the line of the first "@" in after (the
// text after a URL whose piece starts with digits), behind the prefix it
// shares with line (the URL's line before the URL) and white space,
// starts with an environment's entry (a key of 3 or more upper case
// letters, digits and "_") whose value is a mail address of prose before
// a host that no path follows ("KEY=me@example.com", "MAIL_FROM=ops@corp.example"):
// a line of its own, not a password's rest, whatever the URL's line is
// (review57 R1, R8: "see http://api:8080/x and more⏎KEY=me@example.com"
// printed "http://api:***"). A password's rest so shaped before a host
// with no path is prose's anyway (digitsPathRest's price).
func entryAddress(line, after []byte) bool {
	at := bytes.IndexByte(after, '@')
	ls := bytes.LastIndexAny(after[:max(at, 0)], "\r\n") + 1
	if at < 0 || ls == 0 {
		return false
	}
	k := skipLinePrefix(after, ls, line)
	if k > at {
		return false // (a prefix the lines share past the "@")
	}
	ak, val := assignKey(after[k:at])
	if len(ak) < 3 || keyStyle(ak) != 'U' || !isLetterByte(ak[0]) {
		return false // (an environment's key: "KEY=", "MAIL_FROM=")
	}
	v := skipSpace(val, 0)
	if v < len(val) && (val[v] == '"' || val[v] == '\'') {
		v++
	}
	return proseAddress(val[v:]) && mailHost(after[at+1:])
}

// atPiece reports whether the piece at p of url follows a user name, a
// password and an "@" before a name ("postgres://app:y!qO-i@mongo:5432/app"):
// review57 R7's reading of a password that holds "@" (BrokenPasswordStart).
func atPiece(url string, p int) bool {
	h := strings.Index(url, "//")
	return h >= 0 && strings.LastIndexByte(url[:p], '@') > h+2
}

// entryLines reports whether line, the URL's line before the URL, is a
// configuration file's entry whose value the URL starts (a key, "=",
// maybe a quote; after white space, a list's "- " of a compose file or
// "export "), and the line of the first "@" in after starts with an
// entry of a key of the same style (keyStyle) of 3 bytes or more after
// the same: whatever its value ("ADMIN=@myorg/pkg",
// "GIT_REPO=git@github.com:org/repo.git", "admin=admin@intranet/wiki"),
// a file's next entry, not the rest of a password that holds "@" cut by
// the line break ("DATABASE_URL=postgres://app:y!qO-i@mongo:5432/app⏎ADMIN=@myorg/pkg"
// printed "postgres://app:***" since stop 58, review59 N5). The price: a
// password so cut whose rest starts like such a key is shown from its
// "@" on.
func entryLines(line, after []byte) bool {
	entry := func(b []byte) (key, rest []byte) {
		i := skipSpace(b, 0)
		if bytes.HasPrefix(b[i:], []byte("- ")) {
			i += 2
		}
		return assignKey(b[i:])
	}
	lk, rest := entry(line)
	if lk == nil || keyStyle(lk) == 0 {
		return false
	}
	if e := skipSpace(rest, 0); e < len(rest) && !(e+1 == len(rest) && (rest[e] == '"' || rest[e] == '\'')) {
		return false // more than a quote between the "=" and the URL
	}
	at := bytes.IndexByte(after, '@')
	ls := bytes.LastIndexAny(after[:max(at, 0)], "\r\n") + 1
	if at < 0 || ls == 0 {
		return false
	}
	ak, _ := entry(after[ls:at])
	return len(ak) >= 3 && keyStyle(ak) == keyStyle(lk) && isLetterByte(ak[0])
}

// mailHost reports whether b, the text after an entry's "@" (ConfigPair),
// starts with a host name that no path nor port follows: letters, digits,
// "." and "-" up to white space, a quote or the line's end.
func mailHost(b []byte) bool {
	h := 0
	for h < len(b) && (Is(b[h], Alphanum) || b[h] >= 0x80 || b[h] == '.' || b[h] == '-') {
		h++
	}
	return h > 0 && hostStart(b[0]) && (h == len(b) || isSpaceByte(b[h]) || lineBreakLen(b[h:]) > 0 || b[h] == '"' || b[h] == '\'')
}

// assignKey returns the key of an assignment that b starts with (white
// space, "export ", then a name of letters, digits, "_", "." and "-"
// that starts with a letter or "_", white space and "="), and what
// follows the "=": nil when b starts with none.
func assignKey(b []byte) (key, rest []byte) {
	i := skipSpace(b, 0)
	if bytes.HasPrefix(b[i:], []byte("export ")) {
		i = skipSpace(b, i+len("export "))
	}
	j := i
	for j < len(b) && (isLetterByte(b[j]) || b[j] == '_' || j > i && (isDigitByte(b[j]) || b[j] == '.' || b[j] == '-')) {
		j++
	}
	k := skipSpace(b, j)
	if j == i || k >= len(b) || b[k] != '=' {
		return nil, nil
	}
	return b[i:j], b[k+1:]
}

// keyStyle tells the style of a configuration key: 'U' for upper case
// letters, digits and "_" ("MAIL_FROM"), 'l' for lower case letters,
// digits, "_", "." and "-" ("spring.mail.username"), 0 for neither (a
// password's bytes: "Xk9").
func keyStyle(k []byte) byte {
	up, low := true, true
	for _, c := range k {
		up = up && ('A' <= c && c <= 'Z' || isDigitByte(c) || c == '_')
		low = low && ('a' <= c && c <= 'z' || isDigitByte(c) || c == '_' || c == '.' || c == '-')
	}
	switch {
	case up:
		return 'U'
	case low:
		return 'l'
	}
	return 0
}

func isLetterByte(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isDigitByte(c byte) bool { return '0' <= c && c <= '9' }

// digitsPathRest is BrokenPasswordRest for digits after the ":" of a name
// that is no host's (portHost), then a "/", "?" or "#", where a line
// break cut the password before or after that byte: the piece, what the
// URL's end left out glued to it on its line, and the next line's first
// word (behind the prefix the lines share, or not, and white space) read
// together as rawPasswordEnd reads them on one line: the byte right
// after the digits, then bytes but white space to an "@" and a host, a
// host name (strongHost) after any name, any host after a user name's
// (no "@" in it, empty too: userName), not an "@" right after a "/" (a path's). On
// one line "ftp://deploy:39?{R@db" is "ftp://deploy:***@db"; cut, "ftp://deploy:39 ⏎
// ?{R@db now" printed "ftp://deploy:39" (leak probe 783's class, trust20's
// TestDigitPasswordsCutInWrapper: 39 of 120 leaking cases at seed 5137).
//
// A wrapper that closes right after the URL (closedWrapper) holds no
// password that goes on, and a next line's word that holds "://" is a
// URL of its own ("{\"http://%41:8080/\", true}," over
// "{\"mysql://x@y(z:123)/foo\", true}," of Go's net/url tests, read as a
// column by extract).
func digitsPathRest(url string, p int, line, after []byte, wrapped bool) bool {
	piece := url[p:]
	d := 0
	for d < len(piece) && '0' <= piece[d] && piece[d] <= '9' {
		d++
	}
	if d == 0 || d < len(piece) && piece[d] != '/' && piece[d] != '?' && piece[d] != '#' || strings.IndexByte(piece, '@') >= 0 {
		return false
	}
	// more: bytes of the password stood after the "/", "?" or "#" on the
	// URL's line, before the break (review55 N6: "https://deploy:12/ab9Xq⏎Zk3Lm@db.example.com/x"
	// printed the piece, 995 of 1,000 of its digfold.py).
	more := moreOnLine(piece[d:], nil)
	h := strings.Index(url, "//") + 2
	if h < 2 || h > p-1 {
		return false
	}
	name := url[h : p-1] // the authority before the ":" ("[::1]" whole)
	if portHost(name) {
		return false
	}
	user := userName(name)
	if c := strings.IndexByte(name, ':'); c > 0 && c < strings.LastIndexByte(name, '@') && strings.IndexByte(name[:c], '@') < 0 {
		// A user name, a password that holds "@" and a name that is no
		// host's before the digits ("alice:pa@ss" of "see
		// https://alice:pa@ss:12/ab9Xq⏎Zk3Lm@intranet/wiki": review57
		// R7): the user name is "alice", a user's, and the "@", the name
		// and the digits are more of the password.
		user = true
	}
	g := wordEnd(after, 0) // what the URL's end left out, glued to it
	// Bytes the URL's end left out, glued to it, that are no sentence's
	// end nor a closer: more of the password ("?`r\"b" of
	// "svn+ssh://x_y:6181?`r\"b⏎# E+1R⏎# Ga@10.1.2.3/x").
	k := skipSpace(after, g)
	n := lineBreakLen(after[k:])
	if n == 0 {
		if k > g {
			return spacedWordCut(url, p, p+d, line, after, g, k)
		}
		return false // no line break right after the URL (most URLs)
	}
	more = more || moreOnLine(piece[d:], after[:g])
	if bytes.IndexByte(after, '@') < 0 || wrapperClosed(line, after, wrapped) || bytes.Contains(after[:g], []byte("://")) {
		return false // (a URL glued to the URL's end: "│http://intranet:80/│http://t.example.org/x│", a table's next cell)
	}
	// The next line read as it is, behind the prefix it shares with the
	// URL's line, and behind that prefix and a list's bullet both lines
	// start with (sharedLead: "> > - " over "> > -   ?Ok@db", as brokenRest
	// reads a "/" glued to the cut): a word that starts with the "/", "?"
	// or "#" after digits is no list item's.
	sp := skipLinePrefix(after, k+n, line)
	for i, q := range [3]int{k + n, sp, sharedLead(after, k+n, line)} {
		if i == 0 && sp > k+n || i > 0 && (q == k+n || i == 2 && q == sp) {
			// Where the lines share a prefix, the next line is read
			// behind it only ("#see redis://alice:80⏎#TODO(über@corp.example.com)":
			// a comment's "#", no fragment's); no prefix, or the same
			// reading.
			continue
		}
		q = skipSpace(after, q)
		e := wordEnd(after, q)
		// onLine: the "/", "?" or "#" stood on the URL's line, and the
		// next line's word starts with a byte of its own.
		onLine := more || e == q || after[q] != '/' && after[q] != '?' && after[q] != '#'
		if i == 2 && onLine && !(wrapped && closedAfterAt(line, piece[d:], after[:k], after[q:e])) {
			continue // after a bullet, only a word that starts so
		}
		if bytes.Contains(after[q:e], []byte("://")) {
			continue
		}
		if bytes.IndexByte(after[:g], '@') < 0 && bytes.IndexByte(after[q:e], '@') < 0 {
			continue // no "@" in w (the piece holds none): as below, w not made
		}
		w := piece[d:] + string(after[:g]) + string(after[q:e])
		if w == "" || w[0] != '/' && w[0] != '?' && w[0] != '#' {
			continue
		}
		at := strings.IndexByte(w, '@')
		if at <= 0 || at+1 >= len(w) || w[at-1] == '/' {
			continue // no "@", or a path's
		}
		if onLine {
			// A "/", "?" or "#" that ends the URL's line is the URL's
			// last byte or a sentence's end, before a next line's word
			// of its own: a mail address of prose (proseAddress) stays
			// prose's, a site after it too ("The server runs at
			// http://db:47965?⏎über@localhost, thanks",
			// "redis://u@db.example.com:24589?⏎«ops-team@h.example.org».":
			// TestGluedAddressIsNoPassword; "# Open redis://alice:4873/⏎#
			// mail über@corp.example.com/x now", which extract's column
			// reading cuts at the URL's column: TestDigitCutProseKept).
			// So does a mention or a scope, an "@" after no letter nor
			// digit of the word ("@a1 said so", "(@types/node)").
			if wa := bytes.IndexByte(after[q:e], '@'); wa >= 0 && (proseAddress(after[q:q+wa]) || taggedAddress(after[q:q+wa]) || !hasAlnum(after[q:q+wa])) {
				// After more of the password on the URL's line, a word
				// of an address's shape, or of no letter nor digit,
				// before a URL's site (a path after its host:
				// pathedHost) is the password's rest: no address of
				// prose is followed by a path ("Zk3Lm@db.example.com/x",
				// "=!,@db.example.com/x"); "Zk3Lm@h.example.org" stays
				// prose's (the price), and so does a word of openers
				// alone before the "@" ("(@types/node)": a scope's),
				// but before a dotted name or an IP address and a path,
				// no scope's ("git+ssh://x_y:60121?{2oT⏎'@10.1.2.3/x"
				// printed the piece: closing-56's held-out leftover).
				if wa == 0 && atHostName(string(after[q+1:e])) {
					// The "@" starts the next line's word, before a
					// host name (a dotted name, an IP address or
					// literal, localhost, maybe a port): the line
					// break cut the password right before its "@" (no
					// mention nor scope starts so: "@alice",
					// "@types/node" are no host names). Review61 A2:
					// "DSN=postgres://alice:06#Pk|T4)_⏎@10.1.2.3"
					// printed the password whole, where "…:06!Pk|T4)_⏎@10.1.2.3"
					// and the cut right after the "@" (review59 H1)
					// were hidden.
				} else if !more || strings.Trim(string(after[q:q+wa]), "([{<\"'") == "" && !strongHost(string(after[q+wa+1:e])) || !pathedHost(after[q+wa+1:e]) {
					continue // (a mention or a scope: "(@types/node)")
				}
			}
		}
		if user && hostStart(w[at+1]) || strongHost(w[at+1:]) || mailUser(name) && siteAfterAt(w[at+1:]) {
			return true
		}
	}
	return false
}

// mailUser reports whether name, the authority before a password's ":"
// (digitsPathRest, spacedWordAt), is a user name that holds "@", a mail
// address's ("a@b.com" of "ftp://a@b.com:21/Qf⏎9jzLQ@intranet/wiki"):
// such a password ends at the "@" of a host that a path follows, a URL's
// site (pathedHost), as it does after the ":" (userAtRest: "FTP://a@b.com:⏎s3cretpw@intranet/x"),
// not at a mail address's ("9jzLQ@intranet" is prose's). Review57 R2:
// it ended at a strong host's alone, and "…@intranet/wiki",
// "…@db:5432/app", "…@_gateway/x" showed "21/Qf".
func mailUser(name string) bool {
	at := strings.LastIndexByte(name, '@')
	if at <= 0 || at == len(name)-1 || strings.IndexByte(name, ':') >= 0 {
		return false
	}
	// A mail address's domain is a dotted name, not "localhost", an IP
	// address nor a literal ("mongodb://a.b@localhost:80/…" is a user at
	// a host: TestPortPathStandsWhole).
	d := name[at+1:]
	return strings.IndexByte(d, '.') > 0 && d[0] != '[' && strings.Trim(d, "0123456789.") != ""
}

// mailAtBreak reports whether url[p:], after a mail address's user name
// (mailUser), is digits, a "/", "?" or "#", more bytes and an "@" that
// ends the password's word at its line's end (the URL's last byte, or
// the last of bytes the URL's end left out glued to it), and the next
// line's first word, behind the prefix the lines
// share, starts with a URL's site (siteAfterAt): the password's "@", its
// host on the next line, as such a password cut before its "@" reads
// (digitsPathRest): "see ftp://a@b.com:21#x9@⏎h.example.org/x" printed
// the password whole (review59 H1's mail-user half; secretRange's
// bareAtEnd reads a user name of no "@" so, with no next line). Before
// a mail address's host ("…@⏎example.com wrote"), the user "a" at
// "b.com:21" stands.
func mailAtBreak(url string, p int, line, after []byte) bool {
	piece := url[p:]
	d := 0
	for d < len(piece) && isDigitByte(piece[d]) {
		d++
	}
	if d == 0 || d == len(piece) || strings.IndexByte("/?#", piece[d]) < 0 || !mailUser(nameBefore(url, p)) {
		return false
	}
	// The password's word on its line: the piece and what the URL's end
	// left out glued to it ("…(>@" in "<…:31878/:FauXW(>@⏎db:5432/app>"),
	// ending with its only "@" (atWordEnd, spacedWordCut's reading).
	at := strings.IndexByte(piece, '@')
	g := 0
	if at < 0 {
		e, ok := atWordEnd(after, 0)
		if !ok {
			return false
		}
		at, g = len(piece)+e-1, e
	} else if at != len(piece)-1 || wordEnd(after, 0) > 0 {
		return false
	}
	if at < d+2 {
		return false // "21/@": a handle's path cut
	}
	q, e, ok := nextLineWord(after, g, line)
	return ok && e > q && siteAfterAt(string(after[q:e]))
}

// nextLineWord returns the word [q, e) of after that starts the next
// line, when only white space and a line break follow e: behind the
// prefix that line shares with line (skipLinePrefix) and white space;
// ok is false where no line break comes (the text's end, or a byte). The
// reading of spacedWordCut and mailAtBreak, whose password's word ends
// with its "@" at e.
func nextLineWord(after []byte, e int, line []byte) (q, end int, ok bool) {
	s := skipSpace(after, e)
	n := lineBreakLen(after[s:])
	if n == 0 {
		return 0, 0, false
	}
	q = skipSpace(after, skipLinePrefix(after, s+n, line))
	return q, wordEnd(after, q), true
}

// siteAfterAt reports whether s, the text after an "@" in a password
// after a mail address's user name (mailUser), starts with a URL's site:
// a host that a path follows (pathedHost), not a module's version
// ("pkg@v1.2.0/x").
func siteAfterAt(s string) bool {
	h, _, _ := strings.Cut(s, "/")
	return pathedHost([]byte(s)) && !versionLike(h)
}

// closedAfterAt reports whether the opener that ends line (the URL's
// line before the URL) has its closer after the "@" of word, the next
// line's word behind the prefix and the list's bullet both lines start
// with, and not in rest nor in onLine (the password's bytes and what
// the URL's end left out on its line): the wrapper holds the URL and the
// word together, and the bullet the next line repeats is the layout's,
// not a list's next item ("- see <ftp://alice:73617?m1ZkPy8⏎- E@_gateway/x>",
// "- {\"dsn\": \"mysql://deploy:44134?d⏎- pPR@10.1.2.3/x\"}": review57
// R2's bullet class, shown until stop 58).
func closedAfterAt(line []byte, rest string, onLine, word []byte) bool {
	o, _ := utf8.DecodeLastRune(line)
	c := closerOf(o)
	at := bytes.IndexByte(word, '@')
	if c == 0 || at < 0 || strings.ContainsRune(rest, c) || bytes.ContainsRune(onLine, c) {
		return false
	}
	return bytes.ContainsRune(word[at+1:], c)
}

// moreOnLine reports whether s, the bytes of a password's piece from
// its first byte after digits, on the URL's line (what the URL's end
// left out glued to it too), is a "/", "?" or "#" and more of the
// password: bytes that are no sentence's end nor a closer
// ("http://db:47965?⏎über@localhost" and "http://api:8080/.⏎…" hold
// none: a port and maybe a path, then prose).
func moreOnLine(s string, glued []byte) bool {
	var c byte
	switch {
	case s != "":
		c, s = s[0], s[1:]
	case len(glued) > 0:
		c, glued = glued[0], glued[1:]
	default:
		return false
	}
	// (glued read in place as a string: onlyCloserOrEnd keeps none of it.)
	return (c == '/' || c == '?' || c == '#') && (!onlyCloserOrEnd(s) || !onlyCloserOrEnd(unsafe.String(unsafe.SliceData(glued), len(glued))))
}

// onlyCloserOrEnd reports whether s holds nothing but characters of
// closersAndEnds: strings.Trim(s, closersAndEnds) == "" (an invalid byte
// is none of them), without Trim's making a set of the list each time.
func onlyCloserOrEnd(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if strings.IndexByte(closersAndEnds, c) < 0 {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || !strings.ContainsRune(closersAndEnds, r) {
			return false
		}
		i += n
	}
	return true
}

// closersAndEnds are the bytes and characters that end a sentence or
// close a wrapper or emphasis after a URL.
const closersAndEnds = ".,;:!?'\")]}>*_~”’»›）」』】〉》。，"

// foldLines bounds the lines after the URL's that foldedRest reads: a
// password cut onto 4 lines (CONTRACT; lint's diff reads as many).
const foldLines = 3

// foldedRest is brokenRest for a password that line breaks cut onto 3
// or 4 lines (review53 M4: "// the dsn is https://deploy.bot:BTWSyQ⏎//
// 7RNMgCYBvM⏎// KePE6y@h.example.org" printed "https://deploy.bot:BTWSyQ";
// brokenRest reads across one line break): the lines after the URL's
// whose text (after the prefix each shares with line, the URL's line
// before the URL, where skip, and white space) is one word each, white
// space before their break allowed, are glued to the line that follows
// them, and the text so folded, one line break after the URL's line, is
// read as brokenRest reads a password cut once. A line of two words or
// more, a blank line, or a prefix the line does not share ends the
// folding: prose's lines hold words, and a word alone on a line is cut
// as a width or a hand cuts a long run.
func foldedRest(url string, p int, line, after []byte, wrapped, joined bool) bool {
	// more: digits, a "/", "?" or "#" and more bytes on the URL's line
	// (moreOnLine): digitsPathRest reads the folded lines too (review55
	// N6's digfold.py: the rest cut onto two lines,
	// "…:6#KR#YC68⏎;; cMéT>fM,⏎;; …@h.example.org/x").
	piece := url[p:]
	d := 0
	for d < len(piece) && '0' <= piece[d] && piece[d] <= '9' {
		d++
	}
	// The URL's line: what its end left out glued to it ("\\" of a
	// string's continued line, a closer), white space, the break.
	k := wordEnd(after, 0)
	if e := skipSpace(after, k); lineBreakLen(after[e:]) == 0 {
		return false // no line break right after the URL (most URLs): as below
	}
	more := d > 0 && moreOnLine(piece[d:], after[:k])
	if bytes.IndexByte(after, '@') < 0 || !more && (allDigits(piece) || portWordEnd(piece, 0) == len(piece)) {
		// (A port's digits, or a word that stands for a port, are read
		// across one line break only, by digitsRest's rules: "#Server:
		// http://api:3000⏎#(very⏎#ops@intranet/wiki" keeps its port,
		// review54 N6.)
		return false
	}
	k = skipSpace(after, k)
	n := lineBreakLen(after[k:])
	if n == 0 {
		return false
	}
	if !hasLineBreak(after[k+n:]) {
		// A line of words after the URL's and no more: nothing to
		// fold, no line to end a word alone on its line (the loop
		// below asks for a break after each word); a column's or a
		// cell's text, its lines run together, is such a text
		// (extract's columnRest reads one after most URLs of a
		// list of "ssh://git@host:22/o/r.git").
		return false
	}
	if d > 0 && pathPiece(piece[d:], after[:k]) {
		return false // a port and a path (brokenPasswordRest)
	}
	var buf []byte
	for _, skip := range [2]bool{false, true} {
		if skip && skipSpace(line, 0) == len(line) {
			break // no prefix: the reading without one was the same
		}
		buf = append(buf[:0], after[:k+n]...)
		pos := k + n
		q := pos
		if skip {
			q = skipLinePrefix(after, pos, line)
		}
		q = skipSpace(after, q)
		buf = append(buf, after[pos:q]...)
		labels := d > 0
		for range foldLines - 1 {
			// The line's word, alone on its line.
			j := wordEnd(after, q)
			e := skipSpace(after, j)
			nb := lineBreakLen(after[e:])
			if j == q || nb == 0 {
				break // a blank line, more words, or the text's end
			}
			labels = labels && labelWord(after[q:j])
			buf = append(buf, after[q:j]...)
			pos = e + nb
			q = pos
			if skip {
				if q = skipLinePrefix(after, pos, line); q == pos {
					break // a line that does not share the prefix
				}
			}
			q = skipSpace(after, q)
			if labels && proseLine(after[q:]) {
				// Labels alone on their lines ("Maintainers:", "備考"),
				// then a mail address or a mention of prose before a
				// host with no path ("bob@example.com", "@alice"), after
				// digits and a "/", "?" or "#": a heading and whom it
				// names, not a password's rest (review57 R1).
				break
			}
			folded := append(buf, after[q:]...)
			if brokenRest(url, p, line, folded, wrapped, joined, skip) || more && digitsPathRest(url, p, line, folded, wrapped) {
				return true
			}
		}
	}
	return false
}

// pathPiece reports whether s, a piece's bytes after its digits on the
// URL's line, and glued, what the URL's end left out glued to it, are a
// path of two segments or more ("/repository/npm-group/", "/d/abc",
// "/wiki/Home") or of one that ends in "/" ("/ui/"): "/", then segments
// of lower case letters, digits, "-", "." and "_", or of such after one
// upper case letter, each ended by "/", the last maybe not; then closers
// or a sentence's end alone. (A password's bytes of both cases or of
// other punctuation: "/sN4.n0G/l" is no such path.)
func pathPiece(s string, glued []byte) bool {
	if s == "" || s[0] != '/' {
		return false
	}
	segs, run := 0, 0
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == '/':
			if run == 0 {
				return false
			}
			segs, run = segs+1, 0
		case 'a' <= c && c <= 'z' || isDigitByte(c) || c == '-' || c == '.' || c == '_',
			run == 0 && 'A' <= c && c <= 'Z':
			run++
		default:
			return false
		}
	}
	if run > 0 && segs > 0 {
		segs++
	}
	return (segs >= 2 || segs == 1 && run == 0) && len(bytes.Trim(glued, closersAndEnds+"`")) == 0
}

// labelWord reports whether w, a word alone on its line, is a label or a
// heading of prose: letters (any script), digits, "-" and "_" that end
// in ":" or "：" after a letter ("Maintainers:", "联系人："), letters
// beyond ASCII alone ("備考"), or a rule of one byte repeated ("---",
// "===", "...").
func labelWord(w []byte) bool {
	s := string(w)
	if t := strings.TrimSuffix(strings.TrimSuffix(s, ":"), "："); t != s && t != "" {
		r, _ := utf8.DecodeLastRuneInString(t)
		if !unicode.IsLetter(r) {
			return false
		}
		for _, r := range t {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_' {
				return false
			}
		}
		return true
	}
	if len(s) >= 3 && strings.Count(s, s[:1]) == len(s) && strings.IndexByte("-=.*#~_", s[0]) >= 0 {
		return true
	}
	for _, r := range s {
		if r < utf8.RuneSelf || !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// proseLine reports whether b, a line's text after its prefix, starts
// with a mail address as prose writes one (proseAddress, taggedAddress)
// or a mention or a scope (no letter nor digit before the "@"), before a
// host that no path follows (pathedHost: "bob@example.com", "@alice",
// "<a@b.example>", "@types/node", "git@github.com:o/r.git"; not
// "admin@intranet/wiki" nor "(@h.example.org/x").
func proseLine(b []byte) bool {
	e := 0
	for e < len(b) && skipSpace(b, e) == e && lineBreakLen(b[e:]) == 0 {
		e++
	}
	at := bytes.IndexByte(b[:e], '@')
	if at < 0 || at+1 >= e {
		return false
	}
	w, h := b[:at], b[at+1:e]
	if hasAlnum(w) {
		return (proseAddress(w) || taggedAddress(w)) && !pathedHost(h)
	}
	return !(strongHost(string(h)) && pathedHost(h))
}

// tokenOnLine reports whether after, the text after a URL whose
// authority head is an access token or its first piece (BrokenPasswordStart's
// piece at the authority's start: no "@" nor ":"), goes on that token
// where white space cut it on its line, once or more (tokenCutsMax):
// white space (maybe across one line break, once, after which the
// prefix the next line shares with line, the URL's, is the layout's:
// skipLinePrefix), then words of a
// token's bytes (TokenByte, and "." of a JSON Web Token), each after
// white space, then one word that runs, with no "/", to an "@" and a
// host name or a host that a path follows: the token's rest (and a
// password after its ":", which white space may cut too, on the line),
// which white space cut ("see https://ghp_0123456789abcdefghijKLMNOP
// QRSTUVwxyz@github.com/o/r" printed the token's first 30 bytes as a
// host, review49 H3; cut twice or more, "https://ghp_2THJQDvfc9NJHf
// diakfnGJAB LNbRVQTZ3o@github.com/o/r" printed its first piece until
// stop 53, review52 L2). head and the words' bytes up to the last word's
// ":" or "@" read together are a token (TokenLike), or head alone is
// one where the last word adds no user name of its own. A word of other
// bytes ends the reading: "see https://ghp_… (or mail bob@example.com/x)"
// is prose.
func tokenOnLine(head string, line, after []byte) bool {
	var buf [tokenUserMax]byte
	user := append(buf[:0], head...)
	k, breaks, pw := 0, 0, false
	words, changes := 0, classChanges([]byte(head[tokenPrefixLen([]byte(head)):]))
	for range tokenCutsMax + 1 {
		s := skipSpace(after, k)
		if n := lineBreakLen(after[s:]); n > 0 {
			if breaks == tokenBreaksMax {
				return false
			}
			breaks++
			s = skipSpace(after, skipLinePrefix(after, s+n, line)) // a mail quote's "> " both lines start with
		}
		if s == k {
			return false
		}
		k = s
		// The word: up to white space, a line break or the text's end;
		// at an "@" the last.
		j, at, colon := k, -1, -1
		for ; j < len(after) && skipSpace(after, j) == j && lineBreakLen(after[j:]) == 0; j++ {
			c := after[j]
			if c == '/' {
				return false
			}
			if c == '@' {
				at = j
				break
			}
			if c == ':' && colon < 0 && !pw {
				colon = j
			}
		}
		if j == k {
			return false
		}
		if at >= 0 {
			if at == k && len(user) == len(head) && !pw || at+1 >= len(after) {
				return false
			}
			if !pathedHost(after[at+1:]) && !strongHost(string(after[at+1:min(len(after), at+1+hostRunMax)])) {
				return false
			}
			e := at
			if colon >= 0 {
				e = colon
			}
			if pw {
				e = k
			}
			if len(user)+e-k > tokenUserMax {
				return false
			}
			if TokenLike(head) {
				return true
			}
			if words > 0 {
				for i := k; i < e && !pw; i++ {
					if !punctByte(after[i]) {
						return false // "… a bob.smith@example.com/x": prose
					}
				}
			}
			changes += classChanges(after[k:e])
			user = append(user, after[k:e]...)
			if punctUser(user) || !TokenLike(string(user)) {
				return false // "." but a JSON Web Token's, "=", "+", "~", "%": a token of them (tokenPunct) or none
			}
			// Across two cuts or more, words of prose read together make
			// a run of 32 as often as not ("http://devbox port team use
			// The Please Contact … admin@gitlab.example.org/help"), and a
			// prefix's token ("http://ghp_docs⏎then mail me@example.org/x"):
			// an AWS key ID or a JSON Web Token tells a token (tokenShaped;
			// not "sk-", which a word can start), or a token's body (after
			// its prefix, 20 bytes or more) whose pieces' bytes change
			// class (capital, small letter, digit, other; not Title case)
			// at one byte in six or more, as a random token's do and
			// prose's words hardly ever (classChanges).
			if words == 0 || (user[0] == 'A' || user[0] == 'e') && tokenShaped(string(user)) || basicCredential(string(user)) {
				return true // (a Basic credential's base64: "name:password", which words of prose decode to hardly ever)
			}
			body := len(user) - tokenPrefixLen(user)
			return body >= tokenCutBodyMin && changes*tokenChangeRate >= body
		}
		if pw {
			k = j // a password's word: any bytes but "/" (above)
			continue
		}
		e := j
		if colon >= 0 {
			e, pw = colon, true // the password starts: white space may cut it too
		}
		for i := k; i < e; i++ {
			if !punctByte(after[i]) {
				return false // a word of other bytes: prose
			}
		}
		if len(user)+e-k > tokenUserMax {
			return false
		}
		changes += classChanges(after[k:e])
		user = append(user, after[k:e]...)
		words++
		k = j
	}
	return false
}

// tokenBreaksMax bounds the line breaks tokenOnLine reads across: a
// token that white space and line breaks cut onto up to 4 lines
// ("// see https://ghp_2THJQDvfc9⏎// NJHf diak⏎// fnGJABLNbRVQTZ3o@github.com/o/r"
// printed "https://ghp_2THJQDvfc9" until stop 57, one line break read),
// as a password's pieces are read (foldedRest). A blank line ends the
// reading.
const tokenBreaksMax = 3

// tokenCutsMax bounds the words tokenOnLine reads after a token's first
// piece before its "@": a token of 40 bytes cut every 6.
const tokenCutsMax = 8

// tokenChangeRate: a token's pieces read together change class at one
// byte in tokenChangeRate or more (tokenOnLine, classChanges).
const tokenChangeRate = 6

// tokenCutBodyMin is the length of the shortest token (after its prefix,
// if any) that tokenOnLine reads across two cuts or more: a prefix's
// token and a few words of prose are longer than the prefix and 8
// ("http://ghp_docs any Support@example.org").
const tokenCutBodyMin = 20

// tokenUserMax bounds the bytes of a token's user name read together
// (tokenOnLine, tokenFolded).
const tokenUserMax = 255

// tokenAcrossBlank reports whether after, the text after a URL whose
// authority is an access token alone (BrokenPasswordStart's piece at the
// authority's start: TokenLike, no "@" nor ":"), goes on past one blank
// line or two to a line that starts with "@" and a URL's site, a host a
// "/" follows (pathedHost): "see https://ghp_…GHIJ ⏎⏎@github.com/o/r.git"
// printed the token whole (review46's gen7, seed 4691: 6 token windows,
// all across a blank line). No password is read across a blank line,
// where prose's paragraph ends; a token's shape is a secret's whatever
// stands around it, and an "@" and a site that start a line are no
// paragraph of prose. White space and the prefix the lines share with
// line (skipLinePrefix: "> " of a mail quote) are the layout's, and so is
// a "-" alone at the end of the URL's line, as BrokenPasswordRest reads
// one before a single line break.
func tokenAcrossBlank(line, after []byte) bool {
	k := skipSpace(after, 0)
	if k < len(after) && after[k] == '-' {
		k = skipSpace(after, k+1) // a hyphen a renderer left at the line's end (" -")
	}
	// mark: the first word of the URL's line, a block's marker ("> ",
	// "// ", "?  "), which a blank line of the block holds alone.
	var mark []byte
	if t := bytes.TrimLeft(line, " \t"); len(t) > 0 {
		if e := bytes.IndexAny(t, " \t"); e > 0 {
			mark = t[:e]
		} else if e < 0 {
			mark = t
		}
	}
	for breaks := 1; breaks <= 3; breaks++ {
		n := lineBreakLen(after[k:])
		if n == 0 {
			return false
		}
		j := k + n
		starts := [2]int{skipSpace(after, skipLinePrefix(after, j, line)), skipSpace(after, j)}
		if m := starts[1]; len(mark) > 0 && bytes.HasPrefix(after[m:], mark) {
			starts[1] = skipSpace(after, m+len(mark))
		}
		e := j
		for e < len(after) && lineBreakLen(after[e:]) == 0 {
			e++
		}
		// A line of the block's marker alone ("> >" of "> > see …").
		c := bytes.TrimSpace(after[j:e])
		blank := len(c) > 0 && bytes.HasPrefix(bytes.TrimLeft(line, " \t"), c)
		for _, q := range starts {
			if breaks >= 2 && q+1 < len(after) && after[q] == '@' && pathedHost(after[q+1:]) {
				return true
			}
			blank = blank || q == len(after) || lineBreakLen(after[q:]) > 0
		}
		if !blank {
			return false
		}
		k = e
	}
	return false
}

// emptyPortHost reports whether p, BrokenPasswordStart's offset in url,
// follows an empty port, a "/" after it, and a host name of the
// grammar's reading before it (strongHost: dotted, an IP literal,
// "localhost"), not a word that may be a user name.
func emptyPortHost(url string, p int) bool {
	if p < 2 || p >= len(url) || url[p-1] != ':' || url[p] != '/' {
		return false
	}
	h := strings.Index(url, "//") + 2
	if at := strings.LastIndexByte(url[:p-1], '@'); at >= h {
		h = at + 1
	}
	return h <= p-1 && strongHost(url[h:p-1])
}

// userAt reports whether p, BrokenPasswordStart's offset in url, is that
// of the last "@" of a URL's authority that holds no ":" and runs to the
// URL's end: a user name alone ("git+ssh://q}0}C@"), or one that holds
// "@" ("FTP://a@b.com", review45 M1).
func userAt(url string, p int) bool {
	return p < len(url) && url[p] == '@' && strings.IndexByte(url[strings.Index(url, "//")+2:], ':') < 0
}

// userColon returns the offset in after of the ":" that follows a URL
// userAt reads, and whether a line break stood before it: the ":" starts
// after, or the next line, after white space, a line break, and the
// prefix the next line shares with line (skipLinePrefix) and white space
// ("FTP://q}0}C@⏎:s3cretpw@localhost/x", with "\n", " \n", "\r\n" or
// "\n  " as the break; review45 M1). -1 where no such ":" stands.
func userColon(line, after []byte) (int, bool) {
	if len(after) > 0 && after[0] == ':' {
		return 0, false
	}
	k := skipSpace(after, 0)
	n := lineBreakLen(after[k:])
	if n == 0 {
		return -1, false
	}
	k += n
	for _, j := range [2]int{skipSpace(after, skipLinePrefix(after, k, line)), skipSpace(after, k)} {
		if j < len(after) && after[j] == ':' {
			return j, true
		}
	}
	return -1, false
}

// userAtRest reports whether rest, the text after the ":" that follows
// a URL whose user name holds "@" ("FTP://a@b.com" of "see
// FTP://a@b.com:⏎s3cretpw@localhost/x", review45 M1), finishes a
// password that the line break cut before its first byte. crossed: the
// ":" started the next line, and rest starts on it; else rest holds
// white space, a line break, then the next line. skip: the prefix the
// next line shares with line, the URL's line before the URL
// (skipLinePrefix), is the layout's.
//
// Such a URL reads as it stands (user "a", host "b.com"), as a port's
// digits do, and prose writes a mail address after one and a ":"
// ("http://admin@intranet.example.com:⏎ops@example.com", review46 M3:
// before, any "@" and host on the next line hid "@intranet.example.com").
// So, as for digits (digitsRest), the password is read where the next
// line's first word runs, with no white space nor "/", to its last "@"
// and a host (hostStart), and is no mail address of prose: the ":"
// started the word (":s3cretpw@h.example.org", no prose), the host is
// a URL's site, a "/" follows it (pathedHost, maybe after a port: "db:5432/x")
// or it is a registry name ("_gateway", "%…": regStart), or the word
// before the "@" is no address's local part (addressWord: "s3c!ret",
// "p(w"). Across words, only an "@" of a later word that a URL's site
// follows (pathedHost or a registry name), and not an npm scope's
// ("then install @angular/core": a lone "@" and scopeLike).
func userAtRest(line, rest []byte, crossed, skip bool) bool {
	k := 0
	if !crossed {
		k = skipSpace(rest, 0)
		n := lineBreakLen(rest[k:])
		if n == 0 {
			return false
		}
		k += n
		if skip {
			k = skipLinePrefix(rest, k, line)
		}
	}
	k = skipSpace(rest, k)
	end := k
	for end < len(rest) && lineBreakLen(rest[end:]) == 0 {
		end++
	}
	for first := true; k < end; first = false {
		e := k
		for e < end && skipSpace(rest[:end], e) == e {
			e++
		}
		w := rest[k:e]
		if s := bytes.IndexByte(w, '/'); s >= 0 {
			w = w[:s] // a "/" ends a password's rest
		}
		if at := bytes.LastIndexByte(w, '@'); at >= 0 && k+at+1 < len(rest) && hostStart(rest[k+at+1]) {
			host := rest[k+at+1:]
			site := pathedHost(host) || regStart(host[0])
			switch {
			case first && at > 0:
				if site || crossed || !addressWord(w[:at]) {
					return true
				}
			case site && !(at == 0 && scopeLike(host)):
				return true
			}
		}
		if s := bytes.IndexByte(rest[k:e], '/'); s >= 0 {
			return false // a "/" ends a password's rest
		}
		k = skipSpace(rest[:end], e)
	}
	return false
}

// closedPiece reports whether piece, after the ":" of a URL's
// authority, reads as the URL's end as it stands: a port (digits, or a
// word that stands for one) or a password and a host name after its last
// "@". A piece that the grammar reads as neither ("1100%&") is invalid
// as it stands, and a wrapper's closer after it may be the password's
// ("[x](http://a@b.com:1100%&)⏎(X%>@10.1.2.3/x)": review42 F5's
// generator).
func closedPiece(piece string) bool {
	if piece == "" {
		return false
	}
	if allDigits(piece) || portWordEnd(piece, 0) == len(piece) {
		return true
	}
	at := strings.LastIndexByte(piece, '@')
	return at >= 0 && !noHostName(piece[at+1:])
}

// closedWrapper reports whether after, the text after a URL, starts with
// the closer of the wrapper that line, the URL's line before it, ends
// with ("(", "«", "[x](", "<a href=\""…), and that closer is no byte of a
// password that goes on. A password that holds the closer shows it again
// where the wrapper closes, after its site: "(http://u:87)?⏎@h.example.org/x)"
// and "“git+ssh://:Rl7ß|⏎”5@h.example.org/”" are read as passwords. So
// the closer is the wrapper's when it stands nowhere else on the URL's
// line, and the next line (after the prefix it shares with the URL's,
// skipLinePrefix, and white space) holds it neither before its first "@"
// (the password's rest: "'…:62378'⏎1['@db1.example.com/'") nor after it
// unless an opener opened it there: one that starts the word of the "@"
// with letters or digits alone between them ("(@types/node)",
// "(x@db/x)": a mention in brackets) or stands after the "@"; a
// quote's closer comes in twos on the line ("the string \"u:p@ss\"
// should", review43 L3). Before the "@", white space and a closer are
// prose's, not a password's, after a piece that holds its own "@" and a
// host name (host).
// (The one shape it cannot tell is a password whose rest opens and
// closes the pair on the next line, "(http://u:8)⏎(@h/x)": read as
// "(https://localhost:8080)⏎(@types/node)", a port.)
func closedWrapper(line, after []byte, host bool) bool {
	if len(line) == 0 || len(after) == 0 {
		return false
	}
	o, _ := utf8.DecodeLastRune(line)
	c, n := utf8.DecodeRune(after)
	if !wrapperPair(o, c) {
		return false
	}
	if o == c && c < 0x80 && (gluedWordAfter(after[n:]) || punctGlued(line, after[n:], byte(c), true)) && valueQuote(line, byte(c)) {
		// A quote glued to a word on its right ends no value: a shell
		// word goes on past it ("export K='postgres://deploy:17/L1_'35Pt"
		// is one word, the password's "'" written bare instead of as
		// "'\''"), and prose closes a quote before white space or
		// punctuation alone ("'http://db:80/x'," "\"…\")").
		return false
	}
	k := n
	for k < len(after) && lineBreakLen(after[k:]) == 0 {
		r, size := utf8.DecodeRune(after[k:])
		if r == c {
			return false // the closer again on the URL's line
		}
		k += size
	}
	if k == len(after) {
		return true
	}
	k = skipSpace(after, skipLinePrefix(after, k+lineBreakLen(after[k:]), line))
	e := k
	for e < len(after) && lineBreakLen(after[e:]) == 0 {
		e++
	}
	next := after[k:e]
	at := bytes.IndexByte(next, '@')
	if at < 0 {
		return true
	}
	// The opener of a mention in brackets or quotes: it starts the
	// word of the "@", and letters or digits alone stand between them
	// ("(@types/node)", "（x@db/x）", "'x@db/x'"; not "{_@db1.example.com/x}"
	// nor "%(@db1.example.com/x)", a password's rest).
	ws := at
	for ws > 0 && Is(next[ws-1], Alphanum) {
		ws--
	}
	mention := -1
	if r, size := utf8.DecodeLastRune(next[:ws]); r == o && (ws-size == 0 || next[ws-size-1] == ' ' || next[ws-size-1] == '\t') {
		mention = ws - size
	}
	rest := next[:at]
	if mention >= 0 {
		rest = next[:mention]
	}
	if bytes.ContainsRune(rest, c) && !(host && bytes.ContainsAny(next[:at], " \t")) {
		return false // the password's rest holds the closer
	}
	depth, quotes := 0, 0
	for j := 0; j < len(next); {
		r, size := utf8.DecodeRune(next[j:])
		switch {
		case o == c && r == c:
			quotes++
		case r == o && (j > at || j == mention):
			depth++
		case r == c && j > at:
			if depth == 0 {
				return false // a closer the line did not open
			}
			depth--
		}
		j += size
	}
	return quotes%2 == 0
}

// wrapperPair reports whether o opens a wrapper that c closes (extract's
// table of wrappers).
func wrapperPair(o, c rune) bool {
	switch o {
	case '<':
		return c == '>'
	case '"', '\'', '`':
		return c == o
	case '(':
		return c == ')'
	case '[':
		return c == ']'
	case '{':
		return c == '}'
	case '«':
		return c == '»'
	case '»':
		return c == '«'
	case '“':
		return c == '”'
	case '‘':
		return c == '’'
	case '„':
		return c == '“' || c == '”'
	case '‹':
		return c == '›'
	case '›':
		return c == '‹'
	case '⟨':
		return c == '⟩'
	case '\u2329':
		return c == '\u232a'
	case '〈':
		return c == '〉'
	case '《':
		return c == '》'
	case '「':
		return c == '」'
	case '【':
		return c == '】'
	case '（':
		return c == '）'
	case '＜':
		return c == '＞'
	}
	return false
}

// brokenRest is BrokenPasswordRest's reading of after, with the prefix
// the next line shares with line skipped (skip).
func brokenRest(url string, p int, line, after []byte, wrapped, joined, skip bool) bool {
	piece := url[p:]
	hostless := p >= 2 && (url[p-2] == '/' || url[p-2] == '@')
	// site: a host name stood before an empty port and a path
	// ("http://i.example.org:/3p"): the URL is valid as it stands, and
	// its path is a password's only before a URL's site, a host name or
	// a host that a path follows (siteAfter); after a word that may be a
	// user name ("http://deploy:/C ⏎ 한@db1.example.com/"), any host.
	site := emptyPortHost(url, p)
	if k := continuedAt(after); k > 0 {
		// A backslash right before the line break continues a string
		// literal's line in C, Python, shell and most languages: the
		// password goes on across it, in any file ('"http://u:1234\⏎ab@h.example.org/x"'
		// in a .txt or on standard input, where extract ends the URL at
		// the backslash; review43 H1, a regression of b5b217f). Its rest
		// is one word up to its last "@" and a site, as on one line.
		if at := siteAt(after, k); at > 0 && siteAfter(after[at+1:]) {
			return true
		}
	}
	// The rest of the password: any bytes but "/" up to an "@" that a
	// host follows, across one line break (white space beside it is the
	// layout's; elsewhere, in a bare URL's rest, it asks for a host name
	// after the "@": spacedRest), which this or the URL must cross: on
	// one line, AppendSecrets reads it.
	// Digits, then a "\\" the URL kept with more after it, and an "@"
	// and a URL's site later on the line: a password's, as after a
	// "]" (below), where a Windows path's "\\" ends a port ("see
	// https://alice:12\\ab cd@h.example.org/x", review48 G1's other
	// half; "see http://localhost:8080\\path then c@d.example.org" keeps
	// its port, G7: no path follows that host).
	bs := !hostless && backslashRest(piece, after)
	if d := portShaped(piece); d > 0 && !hostless && !bs {
		// A port and what follows it ("9#ié" of a URL that ends at a
		// password's closer): the password's only where the URL
		// crossed a line break and its rest, with no white space, reaches
		// an "@" and a host name, as rawPasswordEnd reads it on one line.
		if !joined {
			// A bare URL that ends in a fragment's "#" after its
			// digits, maybe with more punctuation: the punctuation the
			// URL's end left out ("see http://alice:901#⏎@localhost/x",
			// review42 F7), read as digitsRest reads it.
			if !wrapped && asciiPunct(piece[d:]) {
				return digitsRest(line, append([]byte(piece[d:]), after...), false, skip, true)
			}
			if piece[d] == '\\' && d+1 < len(piece) && (!codeEscape(piece[d+1]) || !wrapped || !escapeCloses(line, append([]byte(piece[d+2:]), after...))) {
				// Digits, a "\\" the URL kept and more: read as
				// punctuation the URL's end left out, glued to the
				// digits, and what follows ("ftp://alice:5866\\V#C{x⏎L@h.example.org"
				// printed the piece: review49 H9, bslash.py). On one
				// line, a "\\" still ends a port where no URL's site
				// follows (G7, "http://localhost:8080\\path then
				// c@d.example.org": digitsRest reads no next line there).
				return digitsRest(line, append([]byte(piece[d:]), after...), false, skip, true)
			}
			return false
		}
		for k := 0; k < len(after) && after[k] != '/' && !isSpaceByte(after[k]) && lineBreakLen(after[k:]) == 0; k++ {
			if after[k] == '@' && strongHost(string(after[k+1:min(len(after), k+1+hostRunMax)])) {
				return true
			}
		}
		return false
	}
	// port: the piece is the port of a host that stood before its ":"
	// (spacedRest then asks for a host name after the rest's "@").
	port := !hostless && allDigits(piece)
	if len(piece) > 0 && (allDigits(piece) || !hostless && portWordEnd(piece, 0) == len(piece)) {
		// A port, or a word that stands for one, unless a byte the URL
		// left out that no port ends at says it goes on ("79{⏎S'JN)@_x/":
		// portEnds, leak-probe seed 349; a ":" that a line break or white
		// space follows is a sentence's). Digits after no host are the
		// port of nothing, but prose writes a server bound to every
		// address so ("The server runs at http://:8080 by⏎default; mail
		// ops@example.com.", review41 F2): they are read as a port's.
		if len(after) == 0 || strings.IndexByte("^{}[:", after[0]) < 0 || after[0] == ':' && (len(after) == 1 || skipSpace(after, 1) > 1 || lineBreakLen(after[1:]) > 0) {
			// A quote glued to a word of the password's after the
			// digits is no wrapper's closer (gluedWordOn:
			// "dsn=\"redis://deploy:31\"817#o⏎ybX@db.example.com/x"): the
			// digits' rest reads as a bare URL's.
			// So is the quote written as the value's format escapes it
			// ("\\\"" of JSON, YAML's and a shell's "…", "''" of YAML's
			// '…', "'\\''" of a shell's '…': trust34's held-out
			// "key: \"mysql://deploy:51\\\"6⏎2/=^`jM@gitlab.internal/g/p.git\""
			// showed "51"); and where the word glued to it runs to the
			// line break, the next line's first word is the password's
			// rest up to an "@" and a site, "/" and all, as the value's
			// URL is read where no quote stands in it (valueRest).
			// A quote alone that punctuation glued to it runs on from
			// to the line break ("29\"#⏎StrSpDil76G@[::1]:6379/0\"",
			// "69'._⏎D3@[::1]:6379/0"), closers and separators among it
			// too, is no closer either where the next line's first word
			// is the password's rest (punctGlued).
			if n := valueQuoteLen(line, after); n > 0 {
				return valueRest(line, after[n:], skip) || digitsRest(line, after, joined, skip, true)
			} else if len(after) > 1 && (after[0] == '"' || after[0] == '\'' || after[0] == '`') && valueQuote(line, after[0]) && punctGlued(line, after[1:], after[0], skip) {
				return true
			}
			return digitsRest(line, after, joined, skip, !wrapped)
		}
		// Digits and then such a byte, a ":" glued to more of the
		// password among them: no port ends so (no port is followed by
		// another ":"), and the piece is a password's, as one that is no
		// digits is: any host after the rest's "@", across white space
		// too ("see HTTPS://alice:1:^1⇥3jfé\r%@intranet/x" showed
		// "alice:1", leak-probe seed 691; secrettest.PortLike's
		// convention, which reads "1:" as no port's start).
		port = false
	}
	// own: the piece follows the user name's ":" (no "@" before it in
	// the authority, none in the piece) and is no port: the URL is
	// invalid as it stands, and a "/" in the piece or in its rest, on
	// the URL's line or the next, is the password's byte as any other
	// ("http://alice:K/n⏎Cß &@gitlab.com/x", "see ftp://alice:yq)/⏎eU@h.example.org",
	// "see https://alice:dq⏎yYa`Y/@_gateway/x": review49 H1, H2, H4). A
	// port and a path ("http://host:8080/a") get no piece
	// (BrokenPasswordStart), nor does a word that stands for a port.
	own := false
	if h := strings.Index(url, "//") + 2; h >= 2 && h < p && !hostless && !site && !port && !allDigits(piece) {
		// An "@" in the piece is the password's too where no host name
		// follows it (the URL is invalid as it stands: "Zc@a~Vx”/q⏎w@h.example.org/x",
		// review49 H8) or it starts the piece (an empty password before
		// it: "@E«/⏎  ⇥sNi@10.1.2.3/x").
		at := strings.LastIndexByte(piece, '@')
		host := ""
		if at >= 0 {
			host, _, _ = strings.Cut(piece[at+1:], "/")
		}
		// A host list's "," is no such byte: "mongodb://admin:pw@db1,db2/x"
		// names two hosts (TestScripts/secrets_raw).
		noName := false
		for part := range strings.SplitSeq(host, ",") {
			noName = noName || noHostName(part)
		}
		// An "@" before the piece in the authority is the password's
		// where it follows the user name's ":" (an empty password,
		// which no URL of prose writes) and the piece after the host's
		// ":" is no port ("‹postgres://alice:@y:37w⏎6»v(/@localhost›"
		// showed "@y:37w"; "http://u:@Xb:6⏎c@h.example.org/x" keeps its
		// port: port).
		before := url[h : p-1]
		empty := strings.Contains(before, ":@") && strings.IndexByte(before, '@') == strings.Index(before, ":@")+1
		own = (strings.IndexByte(before, '@') < 0 || empty) && (at < 0 || strings.IndexByte(piece, '@') == 0 || noName)
	}
	// word: a byte of the rest that is no white space stood before the
	// "@" (prose's "e@h.example.org" is an address; "⇥@h" is none).
	crossed, broke, spaced, word := joined, false, false, false
	// ownSlash: a "/" of the rest read as the password's (own); with
	// white space in the rest too, the host after the "@" must be a
	// URL's site, a path after it ("see http://u:Lxyz⏎ see bob/x@example.com"
	// is prose).
	ownSlash := false
	// ownAt: the piece is own by its "@" (no host name after it, or it
	// starts the piece): the URL is invalid as it stands, and no prose
	// writes one so; a host name after the rest's "@" ends the password
	// as a URL's site does, across white space and a "/" too ("see
	// https://alice:Zc@a~Vx /q⏎w@h.example.org now" printed
	// "…:***@a~Vx": review49's athost.py, 100 of 2,310; CONTRACT: "an
	// @ in that piece is the password's too where what follows it holds a
	// byte no host name holds and a host name follows the rest's @").
	// Not where the piece holds a "/" of its own: a path stood
	// ("http://u:p@${HOST}:8080/x" over "mail bob@example.org").
	ownAt := own && strings.IndexByte(piece, '@') >= 0
	if d := strings.IndexByte(piece, ']'); d > 0 && !hostless && allDigits(piece[:d]) && keptEnd(piece, d) {
		// Digits, then a "]" the URL kept with more after it: the
		// one-line reading (AppendSecrets) took the digits for a port,
		// so the rest is read here on the URL's line too ("see
		// https://alice:12]ab cd@h.example.org/x", review48 G1).
		crossed = true
	}
	if bs {
		crossed = true
	}
	// The URL ended at white space on its own line, not at the break.
	ended := skipSpace(after, 0) > 0
	// glued: no white space stood between the URL's end and the line
	// break, and the rest so far is one word that starts the next line
	// with a "/", after the prefix the two lines share (skipLinePrefix)
	// where skip.
	glued, white, slashed := false, false, false
	// The rest is a password's only at an "@" (below): past the last
	// one, nothing the loop reads can say so. A long line of URLs cut
	// inside a password, with no "@" (cell51: "http://u:?xnm  " over
	// and over), read the secretAfter bytes after each URL a byte a turn.
	ats := len(after)
	if bytes.IndexByte(after, '@') < 0 {
		ats = 0
	}
	for k := 0; k < ats; {
		if n := lineBreakLen(after[k:]); n > 0 {
			if broke {
				return false // a second: a blank line, or more
			}
			crossed, broke = true, true
			k += n
			glued = !white
			if skip {
				q := skipLinePrefix(after, k, line)
				if b := sharedLead(after, k, line); glued && q == k && b > k && b < len(after) && (after[b] == '/' || siteWord(after[b:])) {
					// A list's bullet that both lines start with
					// ("- ", "+ "), which skipLinePrefix leaves as
					// a new item's, before a "/" glued to the URL's
					// cut password ("+ x = https://u:IqACu⏎+ /ßß@h/"),
					// or before a word that runs to an "@" and a URL's
					// site ("+\tsee svn+ssh://u:3:t{@h中G⏎+\tk@db1.example.com/x":
					// TestDigitsColonPasswords seed 4926).
					q = b
				}
				k = q
			}
			k = skipSpace(after, k)
			// Only a word that starts with the "/" is glued so: a line
			// that starts with a URL of its own, or any other word, is
			// the text's ("mysql://scott:tiger@my.example.com/db⏎sql:oracle://scott:tiger@…"
			// keeps its host).
			glued = glued && k < len(after) && after[k] == '/'
			continue
		}
		if e := skipSpace(after, k); e > k {
			glued, white = false, true
			if !wrapped && (e == len(after) || lineBreakLen(after[e:]) == 0) {
				// White space inside a bare URL's rest: the rest of
				// the password only if a host name follows its "@".
				spaced = true
			}
			k = e
			continue
		}
		if own && after[k] == '/' {
			word, ownSlash = true, true
			k++
			continue
		}
		switch after[k] {
		case '/':
			// A "/" ends the password, but in a wrapper after white
			// space: the URL ended at that white space, inside its
			// password ("<http://h:^T⇥/⏎y@ss/>": a "/" is a password's
			// byte like any other there).
			// Nor in the word that starts the next line after the
			// prefix the two lines share, where the URL ended at the
			// line break: the rejoin glues that word where it knows the
			// prefix ("# ", "> ") and the masker then reads the
			// password whole; behind a prefix it does not know ("' ",
			// "%% ", "* ") the rest is read so here (leak-probe seed
			// 739: "' see https://alice:ab12⏎' /cd34@db.example.org/x"
			// showed "ab12"; review48 G6).
			// A "/" on the URL's line, in the word glued to its end,
			// may be one too, where that word goes on, glued, past the
			// line break ("' see https://alice:ab{/cd⏎' ef@db/x"):
			// slashed asks for that at the "@".
			if (!wrapped || !ended) && !glued {
				if broke || white {
					return false
				}
				slashed = true
			}
		case '@':
			// After a host name and an empty port, an "@" that starts
			// the rest before a name an npm scope may be is no
			// password's, as after digits ("http://localhost:/app⏎@angular/core",
			// review45 L1; "“http://localhost:4200”⏎@angular/core/testing").
			if crossed && (!slashed || glued) && k+1 < len(after) && hostStart(after[k+1]) && (!spaced || spacedRest(piece, after[k+1:], !word, port, own) && (!ownSlash && strings.IndexByte(piece, '/') < 0 || pathedHost(after[k+1:]) || ownAt && strings.IndexByte(piece, '/') < 0 && strongHost(string(after[k+1:min(len(after), k+1+hostRunMax)])))) && (!site || siteAfter(after[k+1:]) && (word || !scopeLike(after[k+1:]))) {
				return true
			}
		}
		word = true
		k++
	}
	return false
}

// portShaped returns the end of the port that piece starts with when it
// goes on past it: digits (or a word that stands for a port) and then a
// byte that ends a port ("9#ié", "7/x"), not one the URL kept with more
// after it (keptEnd); else 0.
func portShaped(piece string) int {
	d := 0
	for d < len(piece) && '0' <= piece[d] && piece[d] <= '9' {
		d++
	}
	if d == 0 {
		d = portWordEnd(piece, 0)
	}
	if d > 0 && d < len(piece) && portEnds(piece[d]) && !keptEnd(piece, d) {
		return d
	}
	return 0
}

// backslashRest reports whether piece is digits, then a "\\" and more
// (the URL kept them), and after, the text after the URL, reaches on its
// line, before any "/", an "@" and a host that a path follows (a URL's
// site: pathedHost). A "\\" alone still ends a port (keptEnd).
func backslashRest(piece string, after []byte) bool {
	d := 0
	for d < len(piece) && '0' <= piece[d] && piece[d] <= '9' {
		d++
	}
	if d == 0 || d+1 >= len(piece) || piece[d] != '\\' {
		return false
	}
	for j := 0; j+1 < len(after) && after[j] != '/' && lineBreakLen(after[j:]) == 0; j++ {
		if after[j] == '@' && pathedHost(after[j+1:]) {
			return true
		}
	}
	return false
}

// keptEnd reports whether the byte at d of piece, after digits, is a "]"
// that the URL kept in its authority with more after it: no port's end,
// but a password's byte ("12]ab" of "see https://alice:12]ab
// cd@h.example.org/x", review48 G1), as a ":" glued to more is. A "\\"
// still ends a port: a Windows path after it is prose's ("see
// http://localhost:8080\\path then c@d.example.org", review48 G7).
func keptEnd(piece string, d int) bool {
	return d+1 < len(piece) && piece[d] == ']'
}

// digitsRest is BrokenPasswordRest for a piece of digits that the URL
// ends with, which reads as a port ("http://u:7⏎4AGY@intranet/",
// "http://example.org:8080.⏎alice@example.org wrote:"), unless the text
// after it is punctuation that the URL's end left out, a line break, and
// the "@" of a host name at the start of the next line: the password
// "82!" of "http://alice:82!⏎@localhost/x". A "\r" alone starts no line
// (CONTRACT's positions): it is white space on the password's line, and
// the "@" of any host ends the password, as after a space
// ("http://alice:82! @db/x"; leak-probe seed 449 showed "44" of
// "http://alice:44«\r@db/x", where a space or a tab hid it). The next
// line may start with punctuation before the "@", as the password's rest
// ("http://alice:85”⏎^«`?@db1.example.com/", leak-probe seed 499 showed
// "85" as a port): a run of no letter, digit nor "/" is no mail address's
// local part nor a path. So may words of such bytes on the password's line
// after white space; and a word that starts with punctuation no word of
// prose starts with ("!", "^", "|", …: not an opener, quote or mark-up)
// runs on to its "@" with letters too. A mail quote's ">" starts none,
// unless what follows it is the password's rest and a URL's site
// (quotedSite). After punctuation at the next line's start, or after
// punctuation on the digits' line that ends no sentence (oddPunct), the
// host may be any that a path follows (pathedHost): "@Build-01/x" is no
// prose's. Where the URL crossed the line break before the digits
// (joined), the rest on their line reaches the "@" (seed 499 showed "85"
// in all four shapes).
func digitsRest(line, after []byte, joined, skip, bare bool) bool {
	k := 0
	for k < len(after) && (passwordByte(after[k]) || after[k] == ':' || after[k] == '\\' && (bare || !(k+1 < len(after) && codeEscape(after[k+1])) || !escapeCloses(line, after[k+2:])) || bare && strings.IndexByte("\"<>?]`#", after[k]) >= 0) && after[k] != '@' && !Is(after[k], Alphanum) && lineBreakLen(after[k:]) == 0 {
		// After a bare URL, the bytes that end a port ('"', "<", ">",
		// "?", "\\", "]", "`", "#") are punctuation its end left out too, as
		// "!" is (review42 F7: "see http://alice:901>⏎@localhost/x"
		// showed 901); in a wrapper one may be its closer, but not a
		// "\\" ("{postgres://alice:5\\]`5⏎aTjhp@h.example.org/x}": review49 H9).
		k++
	}
	if k == 0 {
		return punctStartRest(line, after, skip, bare)
	}
	run := after[:k] // the punctuation after the digits, on their line
	if slashRest(line, after, skip) {
		return true
	}
	if joined && lineBreakLen(after[k:]) == 0 {
		// The URL crossed the line break before its digits: the rest on
		// their line up to its last "@" before white space or a "/", as
		// AppendSecrets reads it on one line ("“git+ssh://a@b.com:⏎8537”ab@db/x”",
		// review41 F1; "git+ssh://u:⏎014'.oßI@_sip._tcp.example.com/x",
		// leak-probe seed 509).
		if at := siteAt(after, 0); at > 0 && siteAfter(after[at+1:]) {
			return true
		}
	}
	// apart: white space follows the punctuation after the digits, as
	// after a sentence's; a word glued to it is the password's ("4”Fg
	// 84.⏎6@_gateway/x" is no prose: leak-probe seed 601).
	apart := skipSpace(after, k) > k
	k = skipSpace(after, k)
	for k < len(after) && restPunct(after[k]) && lineBreakLen(after[k:]) == 0 {
		// More words of the password's punctuation on its line, apart
		// by white space ("85” ^«`-⏎?@[2001:db8::1]:0/", seed 499 too).
		for k < len(after) && restPunct(after[k]) && lineBreakLen(after[k:]) == 0 {
			k++
		}
		k = skipSpace(after, k)
	}
	odd := oddPunct(after[emphasisClose(line, after):k])
	if joined && k+1 < len(after) && after[k] == '@' {
		// The URL crossed the line break before its digits, and the
		// password's rest is on their line ("“git+ssh://a@b.com:⏎85”^«`?@intranet/x”",
		// leak-probe seed 499), as AppendSecrets reads it on one line.
		return siteAfter(after[k+1:])
	}
	// wordy: the digits' line goes on with words of letters or digits
	// ("12! ^a-⏎ b@db/x", "7«6⏎6l@@intranet/x", review41 F1), no "/";
	// glued: with no white space from the digits to the line break
	// ("85)q⏎@db/x", "7.>ab⏎@intranet/x").
	// prose: two words or more, one of letters alone, after a
	// sentence's punctuation ("http://localhost:3000, and the repo
	// is⏎git@github.com/org/repo", review42 F2).
	wordy, glued := false, true
	words, letters := 0, false
	for k < len(after) && lineBreakLen(after[k:]) == 0 && after[k] != '/' {
		if e := skipSpace(after, k); e > k {
			glued = false
			k = e
			continue
		}
		e := k
		for e < len(after) && skipSpace(after, e) == e && lineBreakLen(after[e:]) == 0 && after[e] != '/' {
			e++
		}
		words++
		letters = letters || letterWord(after[k:e])
		wordy = true
		k = e
	}
	prose := !odd && apart && words >= 2 && letters
	for j := 0; glued && j < k; j++ {
		glued = skipSpace(after[:k], j) == j
	}
	glued = glued && wordy
	n := lineBreakLen(after[k:])
	if n == 0 {
		return false
	}
	cr := after[k] == '\r' && n == 1
	if cr || !skip {
		k = skipSpace(after, k+n)
	} else {
		// The prefix the next line shares with the URL's: the layout's,
		// as its indentation ("%% see http://u:64{`⏎%% =0«9@intranet/x",
		// review42 F5).
		k = skipSpace(after, skipLinePrefix(after, k+n, line))
	}
	if k+1 < len(after) && after[k] == '/' && after[k+1] == '/' {
		// A comment's "//" that starts the next line, as it starts the
		// password's ("// see http://alice:8537”⏎// ab@intranet/x",
		// review42 F5), is no byte of the password.
		k = skipSpace(after, k+2)
	}
	if !cr && k < len(after) && after[k] == '>' {
		// A mail quote's marker ("8080.⏎>@bob.example.net said",
		// review40), unless what follows it on its line is the rest of a
		// password and a URL's site: a word with no white space nor "/"
		// up to an "@", and a host that a path follows
		// ("85!⏎>x@intranet/x", review41 F1). A quoted address ends at
		// white space, a closer or the line's end ("> alice@example.org
		// wrote", ">@bob.example.net said").
		// The quote's depth and its white space are the mail's, not the
		// password's ("> see http://alice:8537”⏎> ab@intranet/x",
		// ">>" too, review42 F5).
		for k < len(after) && (after[k] == '>' || after[k] == ' ' || after[k] == '\t') {
			k++
		}
		return quotedSite(after[k:])
	}
	// After the punctuation the URL's end left out, a next line whose
	// first word runs, with no white space nor "/", through a byte to an
	// "@" and a host that a path follows is the password's rest and the
	// URL's site, whatever the word starts with ("see http://u:7«⏎66l@@h.example.org/x",
	// "http://alice:8537”⏎ab@intranet/x", "http://a@b.com:7. x-⏎y@intranet/x",
	// review41 F1 and leak-probe seed 557). A mail address or a mention
	// has no path; an "@" that starts the line is read below.
	// After prose on the digits' line, a next line that starts with a
	// letter or a digit is prose's too ("git@github.com/org/repo now.").
	if at := siteAt(after, k); at > k && pathedHost(after[at+1:]) && !(prose && k < len(after) && (Is(after[k], Alphanum) || after[k] >= 0x80)) || glued && at >= k && siteAfter(after[at+1:]) {
		return true
	}
	// The punctuation ends the digits' line, and the next line's first
	// word runs, with no white space nor "/", to an "@" and a host name:
	// the password's rest and the URL's site where the punctuation ends
	// no sentence with an ASCII byte (odd, asciiOdd: "see «http://u:331”$+%`⏎Y@h.example.org»";
	// "8080«⏎bob@example.org wrote" keeps its port) or
	// the word is no mail address of prose ("<URL:http://alice:556»\"⏎9+@h.example.org>",
	// "[x](http://u:104”⏎X%$@h.example.org)": addressWord; review42 F5's
	// bare leaks). "http://example.org:8080»⏎alice@example.org wrote" and
	// "8080.⏎(bob@example.org) wrote" keep their port; so does a word
	// glued to an "@" after other words ("4200”⏎then mail ops@example.org/x").
	if at := siteAt(after, k); !wordy && at > k && siteAfter(after[at+1:]) && (odd && asciiOdd(after[emphasisClose(line, after):k]) || !addressWord(after[k:at])) {
		return true
	}
	// Once the password has shown itself (punctuation that ends no
	// sentence on the digits' line, a glued word of letters there, a
	// next line that starts with the password's punctuation, or a "\r"
	// alone, white space on the password's line), words of any bytes but
	// "/" on the next line up to an "@" and a host that a path follows
	// ("12!⏎^a b@intranet/x", "8537”-⏎ab @Build-01/x", review41 F1).
	// Not a mail address of prose after a word of letters there, after
	// a Windows path ("see http://10.0.0.1:80\\share\\x⏎mailto ops@example.org/x": a
	// Windows path after a port, then prose; review50 J11's third shape).
	if odd || cr || glued || k < len(after) && strings.IndexByte("!#$%&+,.:;=?\\^|", after[k]) >= 0 {
		// (path: the digits' line goes on with a "\\" after them, a
		// Windows path's; prose: a word of letters stood before on the
		// next line. "12!^⏎a b@intranet/x" stays hidden.)
		path, prose := len(after) > 0 && after[0] == '\\', false
		for j, w := k, k; j+1 < len(after) && lineBreakLen(after[j:]) == 0 && after[j] != '/'; j++ {
			if e := skipSpace(after, j); e > j {
				prose = prose || path && letterWord(after[w:j])
				w, j = e, e-1
				continue
			}
			if after[j] == '@' && (pathedHost(after[j+1:]) || cr && hostStart(after[j+1])) && !(prose && proseAddress(after[w:j])) {
				return true
			}
		}
	}
	// After other words on the next line, a word glued to an "@" and a
	// URL's site that no mail address's local part is (addressWord): the
	// password's rest, white space and all ("6'⏎7 }Bpn@10.1.2.3/x",
	// "5”⏎uUW⇥G”@localhost/x": leak-probe seed 751, review49 H12). An
	// address of prose keeps the port ("4”⏎Fg84. 6@h.example.org/x",
	// "'http://localhost:8080'⏎and bob@example.com/x").
	for j, w := k, k; j+1 < len(after) && lineBreakLen(after[j:]) == 0 && after[j] != '/'; j++ {
		if e := skipSpace(after, j); e > j {
			w, j = e, e-1
			continue
		}
		if after[j] == '@' {
			if j > w && !proseAddress(after[w:j]) && pathedHost(after[j+1:]) {
				return true
			}
			break
		}
	}
	if wordy {
		return false // prose: "8080. see⏎@h.example.org"
	}
	// The next line's words of the password's punctuation up to its "@",
	// maybe apart by white space ("85”-⏎^«`? @Build-01/x>", seed 499).
	start := k
	for k < len(after) && after[k] != '@' {
		j := k
		for j < len(after) && restPunct(after[j]) {
			j++
		}
		if j > k && strings.IndexByte("!#$%&+,.:;=?\\^|", after[k]) >= 0 {
			// A word that starts with the password's punctuation runs on
			// to its "@", letters and digits too ("8537!⏎^a`?@db1.example.com",
			// review40): punctuation that opens, quotes or marks up no
			// word of prose, which "(alice@example.org)" and "*bob@…*"
			// start with.
			for j < len(after) && after[j] > ' ' && after[j] != 0x7f && after[j] != '@' && after[j] != '/' {
				j++
			}
		}
		if j == k {
			return false // a letter, a digit, a "/", a line break
		}
		k = skipSpace(after, j)
	}
	if k+1 >= len(after) {
		return false
	}
	if cr {
		return hostStart(after[k+1])
	}
	// An "@" that starts the next line, then a host name: the password's
	// ("http://alice:82!⏎@localhost/x"). After the password's punctuation
	// at the line's start, the "@" of any host that a path follows, as a
	// URL's site: no mail address nor mention of prose ("«HTTPS://u:85”⏎^«`?@Build-01/x»"
	// and "[link](http://u:85”^⏎«`?@Build-01/x)", leak-probe seed 499),
	// but a host name alone is a list's ("- @example.com users", review41
	// F6). So after punctuation on the digits' line that ends no sentence
	// ("HTTPS://a@b.com:85”^«`?⏎@intranet/x", seed 499 too), where
	// "http://alice:82!⏎@intranet/x" stays a port.
	// The price: "http://localhost:8080.⏎(@angular/core)", an npm scope
	// after a port and a sentence's end, shows "localhost:***".
	// A comment's or a quote's marker ("%% ", "; ", "# ", " * ", "| ")
	// is no bullet: the password's line and its rest carry it alike
	// ("%% see <http://alice:82!⏎%% @h.example.org>", review42 F6).
	// An "@" alone before a host that a path follows and no npm scope
	// names (one that starts with "_" or "%", or holds a capital letter:
	// "see http://a@b.com:9.⏎@_gateway/x", "\"http://alice:33’’⏎@Build-01/x\"",
	// review42 F5) is the password's too; "4200”⏎@angular/core/testing"
	// and "8080.⏎@db/x" keep their port.
	// A name an npm scope may be keeps the port unless the quote or
	// bracket that closed after the digits closes again in the "@"'s
	// word, unopened: the password's ("'http://alice:40682'⏎@intranet/x'",
	// trust12's open shape), not a scope's.
	return (k == start || !bulletsOnly(after[start:k])) && strongHost(string(after[k+1:min(len(after), k+1+hostRunMax)])) || (k > start || odd) && pathedHost(after[k+1:]) ||
		k == start && pathedHost(after[k+1:]) && (!scopeLike(after[k+1:]) || closerAgain(run, after[k+1:])) && emphasisClose(line, after) == 0
}

// punctStartRest is digitsRest where the digits end their line (maybe
// before white space): the next line's first word (behind the prefix the
// lines share, where skip, and white space) is the password's rest where
// it starts with punctuation (a byte of restPunct, no letter nor digit of
// any script) and runs, with no white space nor "/", through more bytes
// to an "@" that a URL's site follows (a host and a path: pathedHost),
// and the quote or bracket it starts with does not close again after that "@" (a mention
// quoted whole, "'bob@example.org/x'", is prose's) unless the URL's own
// wrapper closes there. "see http://alice:6⏎'7}Bpn@h.example.org/x"
// printed "http://alice:6", and its twin the twin's digits (review49 H12,
// leak-probe seed 751): no word of prose starts so; an npm scope right
// after the punctuation ("(@angular/core)") has no byte before its "@".
func punctStartRest(line, after []byte, skip, bare bool) bool {
	k := skipSpace(after, 0)
	n := lineBreakLen(after[k:])
	if n == 0 {
		return false
	}
	k += n
	if !skip {
		return punctWord(line, after, skipSpace(after, k), bare)
	}
	// Behind the prefix the lines share, or a list's bullet both start
	// with ("- see http://alice:7⏎- _n”tzoT6ie@intranet/x", as a "/"
	// glued to the cut reads behind one: brokenRest's sharedLead).
	if punctWord(line, after, skipSpace(after, skipLinePrefix(after, k, line)), bare) {
		return true
	}
	b := sharedLead(after, k, line)
	return b > k && punctWord(line, after, b, bare)
}

// punctWord is punctStartRest's reading of the word at k of after.
func punctWord(line, after []byte, k int, bare bool) bool {
	if k >= len(after) || !restPunct(after[k]) {
		return false
	}
	o, size := utf8.DecodeRune(after[k:])
	if unicode.IsLetter(o) || unicode.IsDigit(o) || unicode.IsSpace(o) {
		return false // a word of prose ("élodie@example.org/x")
	}
	j := k + size
	for ; j < len(after) && after[j] != '@'; j++ {
		if after[j] <= ' ' || after[j] == 0x7f || after[j] == '/' || lineBreakLen(after[j:]) > 0 {
			return false
		}
	}
	if j == k+size || j+1 >= len(after) || !pathedHost(after[j+1:]) {
		return false // (nothing between: "(@angular/core)", a scope's)
	}
	// The word's end: does the quote or bracket it starts with close
	// after the "@"? Not at the URL's own wrapper's closer or after it
	// ("<a href=\"postgres://x_y:505⏎<«o31érA@gitlab.com/x\">", "'http://alice:6⏎'7}Bpn@h/x'").
	e := j
	for e < len(after) && after[e] > ' ' && after[e] != 0x7f {
		e++
	}
	if !bare {
		w, _ := utf8.DecodeLastRune(line)
		if bytes.HasSuffix(line, []byte("<URL:")) {
			w = '<'
		}
		for x := j; x < e; {
			r, size := utf8.DecodeRune(after[x:e])
			if wrapperPair(w, r) {
				e = x
				break
			}
			x += size
		}
	}
	c := closerOf(o)
	return c == 0 || !bytes.ContainsRune(after[j:e], c) && !(o == '»' && bytes.ContainsRune(after[j:e], '«'))
}

// closerOf returns the closer of an opening bracket or quote o, o itself
// for a quote that opens and closes alike, or 0 for no opener.
func closerOf(o rune) rune {
	switch o {
	case '\'', '"', '`', '*', '_', '|', '~', '”', '’', '»', '›':
		// A closing quote opens a quotation too (Swedish "”…”"); "»"
		// opens German "»…«" as well.
		return o
	case '(':
		return ')'
	case '[':
		return ']'
	case '{':
		return '}'
	case '<':
		return '>'
	case '«':
		return '»'
	case '“':
		return '”'
	case '‘':
		return '’'
	case '„':
		return '“'
	case '‹':
		return '›'
	case '「':
		return '」'
	case '【':
		return '】'
	case '（':
		return '）'
	case '＜':
		return '＞'
	case '⟨':
		return '⟩'
	case '《':
		return '》'
	}
	return 0
}

// slashRest reports whether after, the text after a piece of digits and
// punctuation glued to them (digitsRest), is one word with no white space
// up to the line break, "/" and all, and the next line's first word
// (behind the prefix the lines share, where skip) starts with "/" and
// runs with no white space to an "@" and a host that a path follows: the
// password's rest, glued to the cut, as brokenRest reads one after a
// piece that is no digits ("postgres://x_y:8«3b+75Ené⏎/Xs/q@localhost/",
// "http://u:09”9uk5/}中⏎/mzqAWé.\"@h.example.org/", closing-48's item 4).
// Not after a "/": "8080.⏎/usr/lib/node_modules/@types/node" is a path
// that holds an npm scope.
func slashRest(line, after []byte, skip bool) bool {
	k := wordEnd(after, 0)
	n := lineBreakLen(after[k:])
	if k == 0 || n == 0 {
		return false
	}
	if skip {
		k = skipLinePrefix(after, k+n, line)
	} else {
		k += n
	}
	if k = skipSpace(after, k); k >= len(after) || after[k] != '/' {
		return false
	}
	for j := k + 1; j+1 < len(after) && skipSpace(after, j) == j && lineBreakLen(after[j:]) == 0; j++ {
		if after[j] == '@' && after[j-1] != '/' && pathedHost(after[j+1:]) {
			return true
		}
	}
	return false
}

// siteWord reports whether b starts with a word that runs, with no white
// space nor "/", to an "@" and a host that a path follows (a URL's site).
func siteWord(b []byte) bool {
	for j := 0; j+1 < len(b) && skipSpace(b, j) == j && lineBreakLen(b[j:]) == 0 && b[j] != '/'; j++ {
		if b[j] == '@' {
			return j > 0 && pathedHost(b[j+1:])
		}
	}
	return false
}

// closerAgain reports whether a closing quote or bracket of run, the
// punctuation after a port's digits, stands again in the word that rest
// starts with (up to white space or a line break) with no opener of it
// before: the wrapper the URL stood in closes there, after the
// password's rest ("'http://alice:40682'⏎@intranet/x'").
func closerAgain(run, rest []byte) bool {
	e := 0
	for e < len(rest) && skipSpace(rest, e) == e && lineBreakLen(rest[e:]) == 0 {
		e++
	}
	word := string(rest[:e])
	for _, r := range string(run) {
		if !strings.ContainsRune("'\")]}>`’”»›」』】）＞〉》⟩", r) {
			continue
		}
		i := strings.IndexRune(word, r)
		if i < 0 {
			continue
		}
		if o := openerOf(r); o == 0 || !strings.ContainsRune(word[:i], o) {
			return true
		}
	}
	return false
}

// openerOf returns the opener a closing bracket or quote r pairs with,
// or 0 for a quote that opens and closes alike.
func openerOf(r rune) rune {
	switch r {
	case ')':
		return '('
	case ']':
		return '['
	case '}':
		return '{'
	case '>':
		return '<'
	case '’':
		return '‘'
	case '”':
		return '“'
	case '»':
		return '«'
	case '›':
		return '‹'
	case '」':
		return '「'
	case '』':
		return '『'
	case '】':
		return '【'
	case '）':
		return '（'
	case '＞':
		return '＜'
	case '〉':
		return '〈'
	case '》':
		return '《'
	case '⟩':
		return '⟨'
	}
	return 0
}

// addressWord reports whether w, the word before an "@" at a line's
// start, reads as a mail address's local part as prose writes one:
// after the openers prose puts around an address ("(", "<", quotes,
// emphasis), letters (any script's) and digits, maybe with ".", "-",
// "_", "+" and "%" between them ("bob", "first.last", "ops+tag").
func addressWord(w []byte) bool {
	// After the word's last opener ("TODO(bob", "<alice", "«bob").
	for i := len(w) - 1; i >= 0; i-- {
		if strings.IndexByte("(<[\"'", w[i]) >= 0 {
			w = w[i+1:]
			break
		}
	}
	for _, o := range []string{"“", "‘", "«", "‹", "（"} {
		if i := bytes.LastIndex(w, []byte(o)); i >= 0 {
			w = w[i+len(o):]
		}
	}
	for len(w) > 0 && strings.IndexByte("*_~", w[0]) >= 0 {
		w = w[1:]
	}
	if len(w) == 0 {
		return false
	}
	for i := 0; i < len(w); {
		r, n := utf8.DecodeRune(w[i:])
		edge := i == 0 || i+n == len(w)
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
		case !edge && r < utf8.RuneSelf && strings.IndexByte(".-_+%", byte(r)) >= 0:
		default:
			return false
		}
		i += n
	}
	return true
}

// proseAddress reports whether w, a word before an "@", reads as a mail
// address's local part as prose writes one (addressWord) and what stands
// before the opener addressWord passes over, if any, is letters and
// digits ("TODO(bob", not "a3}>u<0": a password's bytes).
func proseAddress(w []byte) bool {
	if !addressWord(w) {
		return false
	}
	i := bytes.LastIndexAny(w, "(<[\"'“‘«‹（")
	if i < 0 {
		return true
	}
	for _, r := range string(w[:i]) {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("*_~", r) {
			return false
		}
	}
	return true
}

// hasAlnum reports whether b holds an ASCII letter or digit.
func hasAlnum(b []byte) bool {
	for _, c := range b {
		if Is(c, Alphanum) {
			return true
		}
	}
	return false
}

// taggedAddress reports whether w, a word before an "@", is a mail
// address's local part (addressWord) after a header's tag and its
// opener ("cc:<bob", "to:<alice.smith").
func taggedAddress(w []byte) bool {
	i := bytes.LastIndexAny(w, "(<[\"'")
	if i < 1 || w[i-1] != ':' || !addressWord(w) {
		return false
	}
	for _, c := range w[:i-1] {
		if !('a' <= c|0x20 && c|0x20 <= 'z') {
			return false
		}
	}
	return true
}

// headerAddress reports whether w, a word before an "@", is a mail
// address's local part (addressWord) after a header's tag and its ":"
// alone ("cc:bob", "To:alice.smith": taggedAddress's with no opener).
func headerAddress(w []byte) bool {
	i := bytes.IndexByte(w, ':')
	if i < 1 || !addressWord(w[i+1:]) {
		return false
	}
	for _, c := range w[:i] {
		if !isLetterByte(c) {
			return false
		}
	}
	return true
}

// asciiOdd reports whether b, the text after a port's digits up to the
// next line's word (digitsRest), holds on the digits' line an ASCII byte
// of punctuation that ends no sentence nor closes a quote or bracket
// (oddPunct's ASCII half: "$", "+", "`", "^"…), not only a non-ASCII
// opener ("«").
func asciiOdd(b []byte) bool {
	for i := 0; i < len(b) && lineBreakLen(b[i:]) == 0; i++ {
		if c := b[i]; c > ' ' && c < 0x7f && !Is(c, Alphanum) && !strings.ContainsRune(".,;:!?)]}\"'", rune(c)) {
			return true
		}
	}
	return false
}

// scopeLike reports whether b, the text after an "@" that starts a line,
// starts with a name that an npm scope may be: lower-case letters,
// digits and "-", ".", "_", "~", not starting with "." nor "_", then "/"
// ("@angular/core", "@types/node", and "@db/x" too).
func scopeLike(b []byte) bool {
	if len(b) == 0 || b[0] == '.' || b[0] == '_' {
		return false
	}
	i := 0
	for i < len(b) && ('a' <= b[i] && b[i] <= 'z' || '0' <= b[i] && b[i] <= '9' || strings.IndexByte("-._~", b[i]) >= 0) {
		i++
	}
	return i > 0 && i < len(b) && b[i] == '/'
}

// asciiPunct reports whether s is ASCII punctuation alone, no "/".
func asciiPunct(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f || c == '/' || Is(c, Alphanum) {
			return false
		}
	}
	return s != ""
}

// wrapperClosed reports whether the wrapper the text wrapped a URL in
// (wrapped) closes right after it (closedWrapper, no host's "@" in the
// piece): a password goes on past no such closer, so the readings of a
// password that a line break cut (digitsPathRest, spacedBreakRest) read
// no rest after it.
func wrapperClosed(line, after []byte, wrapped bool) bool {
	return wrapped && closedWrapper(line, after, false)
}

// emphasisClose returns the length of the run of Markdown's emphasis
// markers ("*", "_", "~") that after, the text after a URL's digits,
// starts with where line, the URL's line before the URL, ends with the
// same run: the emphasis the URL stands in closes ("**http://localhost:4200**"),
// no punctuation of a password's (review42 F1); else 0.
func emphasisClose(line, after []byte) int {
	e := 0
	for e < len(after) && (after[e] == '*' || after[e] == '_' || after[e] == '~') {
		e++
	}
	if e == 0 || len(line) < e || string(line[len(line)-e:]) != string(after[:e]) ||
		len(line) > e && line[len(line)-e-1] == after[0] {
		return 0
	}
	return e
}

// letterWord reports whether w is a word of letters alone, maybe then a
// sentence's punctuation ("and", "is,", "Mail.").
func letterWord(w []byte) bool {
	for len(w) > 0 && strings.IndexByte(".,;:!?", w[len(w)-1]) >= 0 {
		w = w[:len(w)-1]
	}
	for i := 0; i < len(w); {
		r, n := utf8.DecodeRune(w[i:])
		if !unicode.IsLetter(r) {
			return false
		}
		i += n
	}
	return len(w) > 0
}

// bulletsOnly reports whether b, words of punctuation apart by white
// space before an "@" that starts a line's word (digitsRest), holds
// only a list's bullets ("- ", "+ ", "• ", "– ", "-> ", "=> ", "… "), which
// no language writes as a comment's or a quote's marker.
func bulletsOnly(b []byte) bool {
	// The words of b as strings.Fields splits them (at unicode.IsSpace),
	// read in place.
	words := 0
	for i := 0; i < len(b); {
		r, n := rune(b[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRune(b[i:])
		}
		if unicode.IsSpace(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(b) {
			r, n := rune(b[j]), 1
			if r >= utf8.RuneSelf {
				r, n = utf8.DecodeRune(b[j:])
			}
			if unicode.IsSpace(r) {
				break
			}
			j += n
		}
		switch string(b[i:j]) {
		case "-", "+", "->", "=>", "...", "?", "•", "–", "—", "…":
		default:
			return false
		}
		words++
		i = j
	}
	return words > 0
}

// continuedAt returns the offset of the next line's first byte that is
// no white space when after starts with a backslash and a line break (a
// language's line continuation), or 0.
func continuedAt(after []byte) int {
	if len(after) < 2 || after[0] != '\\' {
		return 0
	}
	n := lineBreakLen(after[1:])
	if n == 0 {
		return 0
	}
	return skipSpace(after, 1+n)
}

// siteAt returns the offset of the last "@" of the word of after that
// starts at k, up to white space, a "/" or a line break, or -1.
func siteAt(after []byte, k int) int {
	at := -1
	for j := k; j < len(after) && after[j] > ' ' && after[j] != 0x7f && after[j] != '/'; j++ {
		if after[j] == '@' {
			at = j
		}
	}
	return at
}

// siteAfter reports whether b starts with a host name (strongHost) or
// a host that a path follows (pathedHost): a URL's site after a
// password's "@".
func siteAfter(b []byte) bool {
	return strongHost(string(b[:min(len(b), hostRunMax)])) || pathedHost(b)
}

// oddPunct reports whether b, the punctuation after a port's digits on
// their line (digitsRest), holds a character that ends no sentence nor
// closes a quote or bracket: "^", "`", "«", "=", "#"…, where a
// sentence's ".", "!", "”", ")" and white space do.
func oddPunct(b []byte) bool {
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		i += size
		switch {
		case r < utf8.RuneSelf:
			if !unicode.IsSpace(r) && !strings.ContainsRune(".,;:!?)]}\"'", r) {
				return true
			}
		case !unicode.IsSpace(r) && !unicode.In(r, unicode.Pe, unicode.Pf, unicode.Po) && !unicode.IsLetter(r):
			// (A letter is a word's: "über" after "8080:" is prose,
			// review42 F1's generator.)
			return true
		}
	}
	return false
}

// pathedHost reports whether b starts with a host (hostStart: a name, an
// IP literal, a registry name), maybe with a port, that a "/" follows: a
// URL's site, where a mail address or a mention ends at white space or a
// closer.
func pathedHost(b []byte) bool {
	if len(b) == 0 || !hostStart(b[0]) {
		return false
	}
	h := 0
	if b[0] == '[' {
		for h < len(b) && b[h] != ']' {
			h++
		}
		h++
	}
	for h < len(b) && (Is(b[h], Alphanum) || b[h] >= 0x80 || strings.IndexByte(".-_~%,", b[h]) >= 0 ||
		b[h] == ':' && h+1 < len(b) && '0' <= b[h+1] && b[h+1] <= '9') {
		// A ":" only before a port's digits: "git@github.com:user/repo.git"
		// is scp's, no URL's site.
		h++
	}
	return h < len(b) && b[h] == '/'
}

// quotedSite reports whether b, the text after a ">" that starts the
// line after a password's piece of digits, is the rest of the password
// and the URL's site (digitsRest): a word of no white space nor "/" up
// to an "@", then a host followed by "/" (its path: pathedHost), maybe
// after ":" and a port.
func quotedSite(b []byte) bool {
	k := 0
	for k < len(b) && b[k] > ' ' && b[k] != 0x7f && b[k] != '@' && b[k] != '/' && lineBreakLen(b[k:]) == 0 {
		k++
	}
	return k+1 < len(b) && b[k] == '@' && pathedHost(b[k+1:])
}

// restPunct reports whether c, at the start of the line after a password's
// piece of digits, may be the password's before its "@": a byte of
// punctuation or of a non-ASCII character, not a letter, digit, "@", "/"
// or white space.
func restPunct(c byte) bool {
	return c >= 0x80 || c > ' ' && c < 0x7f && c != '@' && c != '/' && !Is(c, Alphanum)
}

// spacedRest reports whether the "@" before host ends the rest of a
// password in a bare URL's rest that holds white space (BrokenPasswordRest):
// only when the URL ends inside its userinfo, at "user:" and a piece with
// no "@" and no "/" (no host nor path of its own stood), and a host
// follows the "@": any host when the piece is not all digits (no port:
// "see http://u:Zb9q cd⏎ef@intranet/"), a host name (strongHost) when it
// is the port of a host (port; BrokenPasswordRest never asks then:
// digitsRest reads such a piece), but any host when no host stood before
// the ":" ("http://:85", port false).
//
// An "@" in the piece is the password's too where what the grammar reads
// as a host after it holds a byte no host name holds ("ß@$éq" of
// "git+ssh://u:ß@$éq⏎	n @h.example.org/", leak-probe seed 263) and any
// host follows the rest's "@"; after a host of name bytes
// ("http://u:a@bcd and⏎e@h.example.org/") the rest is prose, unless
// the rest's "@" is followed by a registry name that no host name starts
// with ("_", "%": regStart), which no mail address of prose holds and a
// URL's own site does ("HTTPS://alice:L(93O@um⇥r⏎y@_sip._tcp.example.com/x"
// showed "alice:***@um": TestRegNameHostPasswords, seed 467), or the
// rest's "@" follows white space alone (lone: no word of prose stood
// before it, "postgres://alice:L(93-⏎O@umry　@bücher.example/x", seed
// 467 too).
func spacedRest(piece string, host []byte, lone, port, own bool) bool {
	if !own && strings.IndexByte(piece, '/') >= 0 {
		return false // a path stood (own: the piece is no port before it)
	}
	strong := func() bool { return strongHost(string(host[:min(len(host), hostRunMax)])) }
	if at := strings.LastIndexByte(piece, '@'); at >= 0 {
		// No host name stood: the URL is invalid as it stands, and any
		// host will do, as for a piece that is no port ("\thttp://alice:@,{;P
		// J⏎K@intranet/", leak-probe seed 307).
		// Nor where the piece starts with the "@": the password before
		// it is empty, which no URL of prose writes ("user:@host"), and
		// the "@" is the password's first byte ("- http://u:@Xß: 6⏎c,éw@localhost/x",
		// "postgres://a@b.com:@Xß:⏎6c,　éw@intranet/x": leak-probe
		// seed 719).
		return at == 0 || noHostName(piece[at+1:]) || lone || len(host) > 0 && regStart(host[0])
	}
	return !port || strong()
}

// noHostName reports whether h, what the grammar reads as a host (maybe
// with a port), is empty or holds a byte that no host name nor IP literal
// holds.
func noHostName(h string) bool {
	brackets := false
	for i := 0; i < len(h); i++ {
		c := h[i]
		if !hostNameByte[c] {
			return true
		}
		brackets = brackets || c == '[' || c == ']'
	}
	if h == "" {
		return true
	}
	// "[" and "]" only around an IP literal, which starts the host and
	// ends it or a port's ":" ("6[t" of "postgres://u:LN@6[t {KK⏎x@Build-01/x"
	// is no host: TestDigitsColonPasswords, seed 4808).
	if brackets {
		e := strings.IndexByte(h, ']')
		if h[0] != '[' || e < 2 || strings.ContainsAny(h[1:e], "[") || e+1 < len(h) && (h[e+1] != ':' || strings.ContainsAny(h[e+1:], "[]")) {
			return true
		}
	}
	// A label of a name that starts or ends with "-" is no host name's
	// ("-4" of "HTTPS://u:~4Ω,@-4", "Tb-" of "u:JHe@Tb-", leak-probe
	// seeds 359 and 353).
	// A "-" at a label's edge: first in the name or after a ".", last
	// or before one (one pass, no labels cut out: review50 J9).
	if h[0] != '[' {
		name, _, _ := strings.Cut(h, ":")
		for i := 0; i < len(name); i++ {
			if name[i] == '-' && (i == 0 || name[i-1] == '.' || i == len(name)-1 || name[i+1] == '.') {
				return true
			}
		}
	}
	return false
}

// hostNameByte holds the bytes noHostName lets a host name hold: letters,
// digits, bytes of UTF-8 past ASCII, and "-", ".", "_", ":", "[", "]".
var hostNameByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = Is(byte(c), Alphanum) || c >= 0x80 || strings.IndexByte("-._:[]", byte(c)) >= 0
	}
	return t
}()

// hostRunMax bounds the text after an "@" that BrokenPasswordRest reads
// for a host name (strongHost): a host name longer than that is read as
// one that is not.
const hostRunMax = 128

// skipSpace returns the offset of the first byte of b from k on that is
// not white space (Unicode's, a no-break space too), but a line break.
func skipSpace(b []byte, k int) int {
	for k < len(b) && lineBreakLen(b[k:]) == 0 {
		if c := b[k]; c < utf8.RuneSelf {
			// ASCII (most text): white space that is no line break is
			// " " and a tab (unicode.IsSpace's others break lines).
			if c != ' ' && c != '\t' {
				break
			}
			k++
			continue
		}
		r, n := utf8.DecodeRune(b[k:])
		if !unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' {
			break
		}
		k += n
	}
	return k
}

// authColon returns the offset of the first ":" of url[lo:hi] outside an
// IP literal's brackets, or -1. A "[" that no "]" closes opens no IP
// literal: in "«http://y$8[9Xg:^m⏎ F@localhost/»" it is a password's; in
// a template ("[host][:port]") every "[" counts.
func authColon(url string, lo, hi int) int {
	literal := strings.IndexByte(url[lo:hi], ']') >= 0
	depth := 0
	for j := lo; j < hi; j++ {
		switch url[j] {
		case '[':
			if literal {
				depth++
			}
		case ']':
			depth = max(depth-1, 0)
		case ':':
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// lineBreakLen returns the length of the line break b starts with: "\n",
// "\r\n", "\r\r\n", "\r", "\v", "\f", U+0085, U+2028 or U+2029; 0 for
// none. "\r\r\n" is one break: a CRLF text whose line ends were made
// CRLF again (a Windows file through a second conversion, a mail body
// saved twice), where a "\r" alone starts no line (CONTRACT: as grep
// counts lines); read as two, it was a blank line, across which no
// password is read, and "see http://u:s3cr\r\r\net@h.example.org/x"
// printed "http://u:s3cr".
func lineBreakLen(b []byte) int {
	switch {
	case len(b) == 0:
		return 0
	case b[0] == '\r' && len(b) > 1 && b[1] == '\n':
		return 2
	case b[0] == '\r' && len(b) > 2 && b[1] == '\r' && b[2] == '\n':
		return 3
	case b[0] == '\n' || b[0] == '\r' || b[0] == '\v' || b[0] == '\f':
		return 1
	case len(b) > 1 && b[0] == 0xc2 && b[1] == 0x85:
		return 2
	case len(b) > 2 && b[0] == 0xe2 && b[1] == 0x80 && (b[2] == 0xa8 || b[2] == 0xa9):
		return 3
	}
	return 0
}

// breakAhead reports whether s starts with a line break (lineBreakLen).
func breakAhead(s string) bool {
	return s != "" && lineBreakLen([]byte(s[:min(len(s), 3)])) > 0
}

// lastLine returns the piece of line after its last line break
// (lineBreakLen): a caller's line is the scanner's, which a "\r" alone
// does not end (CONTRACT's positions), but the readings of a password
// that a line break cut read the line the next line starts after, in a
// classic Mac text's "\r" lines too ("> see https://deploy:12/ab9Xq\r> Zk3Lm@db.example.com/x":
// review59 H2), the prefix the two lines share skipped.
func lastLine(line []byte) []byte {
	for i := len(line) - 1; i >= 0; i-- {
		switch c := line[i]; {
		case c == '\n' || c == '\r' || c == '\v' || c == '\f':
			return line[i+1:]
		case c == 0x85 && i > 0 && line[i-1] == 0xc2, (c == 0xa8 || c == 0xa9) && i > 1 && line[i-1] == 0x80 && line[i-2] == 0xe2:
			return line[i+1:]
		}
	}
	return line
}

// hasLineBreak reports whether a line break (lineBreakLen) starts
// anywhere in b.
func hasLineBreak(b []byte) bool {
	if bytes.IndexByte(b, '\n') >= 0 {
		return true // (most texts: one vectorised search)
	}
	for i := 0; i < len(b); i++ {
		// Eight ASCII bytes from "\x0e" on at a time: none starts one.
		for i+8 <= len(b) {
			x := binary.LittleEndian.Uint64(b[i:])
			if x&0x8080808080808080 != 0 || (x-0x0e0e0e0e0e0e0e0e)&^x&0x8080808080808080 != 0 {
				break
			}
			i += 8
		}
		if i == len(b) {
			break
		}
		switch c := b[i]; {
		case '\v' <= c && c <= '\r':
			return true
		case c == 0xc2 || c == 0xe2:
			if lineBreakLen(b[i:]) > 0 {
				return true
			}
		}
	}
	return false
}

// wordEnd returns the offset of the first byte of b from j on that is
// white space (skipSpace's) or starts a line break (lineBreakLen), or
// len(b): the loop "for j < len(b) && skipSpace(b, j) == j &&
// lineBreakLen(b[j:]) == 0 { j++ }", with ASCII bytes told at once.
func wordEnd(b []byte, j int) int {
	// Eight ASCII bytes above " " at a time: none is white space nor a
	// line break.
	for j+8 <= len(b) {
		x := binary.LittleEndian.Uint64(b[j:])
		if x&0x8080808080808080 != 0 || (x-0x2121212121212121)&^x&0x8080808080808080 != 0 {
			break
		}
		j += 8
	}
	for ; j < len(b); j++ {
		if c := b[j]; c < utf8.RuneSelf {
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' {
				return j
			}
		} else if skipSpace(b, j) != j || lineBreakLen(b[j:]) != 0 {
			return j
		}
	}
	return j
}

// codeEscape reports whether c, after a "\\", makes a string escape of
// source code ("\\n", "\\t", "\\x41", "\\u00e9", "\\\"", "\\\\"): where
// digits end before one, the URL ends at its "\\" and the digits are a
// port, whatever the next line holds (review50 J11: "printf
// \"http://localhost:8080\\n\"" over a line "ops@example.org" hid the
// port).
// escapeCloses reports whether rest, the bytes after a string escape of
// source code ("\\n", "\\\"") that follows digits in a wrapper, holds on
// its line the closer of the wrapper that opens at line's end (any
// closer where line names none): the string closed there, and the
// digits are its URL's port (`printf "http://localhost:8080\\n"` over
// "  ops@example.org", review50 J11). Where none closes, the escape runs
// on to the line break as a password's bytes do ("(https://alice:9\\rfne2⏎V@h.example.org/x)":
// H9's second half, TestDigitsBackslashPasswords).
func escapeCloses(line, rest []byte) bool {
	o, _ := utf8.DecodeLastRune(line)
	if bytes.HasSuffix(line, []byte("<URL:")) {
		o = '<'
	}
	for k := 0; k < len(rest) && lineBreakLen(rest[k:]) == 0; {
		c, n := utf8.DecodeRune(rest[k:])
		if wrapperPair(o, c) || o == utf8.RuneError && strings.ContainsRune("\"'`)]}>", c) {
			return true
		}
		k += n
	}
	return false
}

func codeEscape(c byte) bool {
	return strings.IndexByte("ntrxuU0abfv\"'\\", c) >= 0
}

// gluedWordOn reports whether b, the text after a quote that may close a
// wrapper (closedWrapper) or end a port (rawPasswordEnd), starts with a
// word glued to the quote that holds a letter or a digit before white
// space, the line's end, a list's separator ("," ";") or a closer: a
// shell word that goes on past the quote ("'35Pt", "\"X(7"), where a
// list's next item ("','bob@example.com'", "\",\"user\"") and a
// sentence's end ("'.") are no such word.
func gluedWordOn(b string) bool {
	for j := 0; j < len(b) && !isSpaceByte(b[j]); j++ {
		switch c := b[j]; {
		case c == '\n' || c == '\r':
			return false
		case c >= 0x80:
			if r, _ := utf8.DecodeRuneInString(b[j:]); r == '\u0085' || r == '\u2028' || r == '\u2029' {
				return false
			}
		case Is(c, Alphanum):
			return true
		case strings.IndexByte(",;'\"`)]}>", c) >= 0:
			return false
		}
	}
	return false
}

// gluedWordAfter is gluedWordOn of b's first bytes (a word longer than
// 32 bytes with no letter nor digit is read as none).
func gluedWordAfter(b []byte) bool { return gluedWordOn(string(b[:min(len(b), 32)])) }

// valueQuoteLen returns the length of the quote that after starts with,
// after a password's digits, where it is a configuration value's quote
// (valueQuote: line, the URL's line before the URL, ends with one after
// "=" or ":") glued to a word of the password's (gluedWordAfter): the
// quote alone ("\"", "'", "`"), or as the value's format escapes it
// ("\\\"", "\\'", "”", "'\\”"); 0 where none is.
func valueQuoteLen(line, after []byte) int {
	for _, e := range [...]string{"'\\''", "''", "\\\"", "\\'", "\"", "'", "`"} {
		// An escape is no closer of the value, glued to a word or not
		// (gluedQuote); a quote alone is where a word is glued to it.
		if bytes.HasPrefix(after, []byte(e)) && (len(e) > 1 && len(after) > len(e) && lineBreakLen(after[len(e):]) == 0 || gluedWordAfter(after[len(e):])) && valueQuote(line, e[len(e)-1]) {
			return len(e)
		}
	}
	return 0
}

// punctGlued reports whether b, the text after a configuration value's
// quote q written bare right after a password's digits, is a word of the
// password's that gluedWordOn does not read (punctuation first, a closer
// or a list's separator before any letter or digit): bytes with no white
// space, no q again and no "<" nor ">" (a markup's tag) up to an "@" and
// a URL's site on the line (siteAfter), or up to the line break where the
// next line's first word runs to an "@" and a site (valueRest; line is
// the URL's line before the URL, skip as valueRest's), one of them no
// sentence's end nor closer ("x = \"http://h.example.org:80\".⏎bob@…"
// is prose). A shell reads
// such a word as one with the value: "# export dsn=\"git+ssh://deploy:73\"#}ADDNgo[1Z@db:5432/app\""
// showed "73" (trust36's held-out case, TestQuotedConfigPasswords 5338),
// "DSN='ldap://deploy:69'._⏎D3@[::1]:6379/0" likewise. The word's q
// again or a tag's bracket close the value as often (a minified JSON
// object's next item, "\",\"m\":\"b@…", HTML's "\">me@…"): not read.
func punctGlued(line, b []byte, q byte, skip bool) bool {
	more := false // a byte that is no sentence's end nor a closer: "\".⏎" is prose's
	for j := 0; j < len(b); j++ {
		if lineBreakLen(b[j:]) > 0 {
			return more && valueRest(line, b, skip)
		}
		switch c := b[j]; {
		case isSpaceByte(c) || c == q || c == '<' || c == '>':
			return false
		case c == '@':
			return more && siteAfter(b[j+1:])
		case strings.IndexByte(".,;:!?)]}\"'`", c) < 0:
			more = true
		}
	}
	return false
}

// valueRest reports whether rest, the text after a value's quote glued
// to a password's digits (valueQuoteLen), is one word with no white
// space up to the line break, and the next line's first word (behind the
// prefix the lines share) runs with no white space to an "@" and a
// URL's site: the password's rest, "/" and all, as the value's URL reads
// where no quote stands in it ("key: \"mysql://deploy:51x6⏎2/=^jM@gitlab.internal/g/p.git\"",
// which extract reads as one URL across the line break).
func valueRest(line, rest []byte, skip bool) bool {
	k := wordEnd(rest, 0)
	n := lineBreakLen(rest[k:])
	if k == 0 || n == 0 {
		return false
	}
	if skip && !(rest[k] == '\r' && n == 1) {
		k = skipLinePrefix(rest, k+n, line)
	} else {
		k += n
	}
	k = skipSpace(rest, k)
	for j := k + 1; j+1 < len(rest) && skipSpace(rest, j) == j && lineBreakLen(rest[j:]) == 0; j++ {
		if rest[j] == '@' && siteAfter(rest[j+1:]) {
			return true
		}
	}
	return false
}

// gluedQuote reports whether line[d], after a password's first digits
// (rawPasswordEnd), is a quote glued to a word of the password's
// (gluedWordOn): no port's end ("K=\"git+ssh://deploy:010\"9FH@db:5432/app\"",
// a password "010\"9FH" written in a quoted value without its escape).
// "'" goes on a password anyway (passwordByte).
func gluedQuote(line string, p, d int) bool {
	q := line[d]
	if q == '\\' && d+1 < len(line) && (line[d+1] == '"' || line[d+1] == '\'') {
		// The value's quote as its format escapes it ("\\\"" of JSON,
		// YAML's and a shell's "…"): no closer of the value, glued to a
		// word or not ("K=\"git+ssh://deploy:010\\\"9FH@db:5432/app\""
		// and "key: \"mysql://deploy:3\\\"?;7c@db:5432/app\"" showed the
		// digits).
		q = line[d+1]
	} else if q != '"' && q != '`' || !gluedWordOn(line[d+1:]) && !punctGlued(nil, []byte(line[d+1:]), q, false) {
		return false
	}
	// The URL's start: its scheme before the last "://" before p.
	i := strings.LastIndex(line[:p], "://")
	for i > 0 && isSchemeByte(line[i-1]) {
		i--
	}
	return i >= 0 && valueQuote(line[:i], q)
}

// valueQuote reports whether line, the URL's line before the URL, ends
// with the quote q, or another of "'" and "\"" (q no closer of the
// value then), that opens a configuration value: after "=" or ":"
// and white space ("export K='", "K=\"", "key: '", "\"dsn\": \""). Only
// there is a quote glued to a word no closer (gluedWordOn): elsewhere a
// closing quote glued to a letter after a URL is the URL's end
// ("Open 'https://127.0.0.1:/x/y'b", "Open \"redis://localhost:21705\"»N":
// TestClosedWrapperKeepsPort, train59a).
func valueQuote[T string | []byte](line T, q byte) bool {
	if len(line) == 0 || line[len(line)-1] != q && (q == '`' || line[len(line)-1] != '"' && line[len(line)-1] != '\'') {
		return false // (another quote than the value's is no closer of it)
	}
	k := len(line) - 1
	for k > 0 && (line[k-1] == ' ' || line[k-1] == '\t') {
		k--
	}
	return k > 0 && (line[k-1] == '=' || line[k-1] == ':')
}
