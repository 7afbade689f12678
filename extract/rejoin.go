package extract

// Rejoining: whether a URL goes on after a line break (continues), and the
// prefix of the next line that is not part of it (nextLine, computeMarker).

import (
	"bytes"
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// nextLine skips the line break at buffer index i, the indentation of the
// next line and the quote or comment prefix that repeats the first line's.
// It returns the index of the first byte of content, and false when the
// next line is blank or beyond the window.
func (m *machine) nextLine(i, lim int) (int, bool) {
	b := m.b
	m.cell = cellFacts{}
	brk := i
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
	if m.markerLen > 0 && len(bytes.Trim(m.marker[:m.markerLen], "|")) == 0 {
		// The "|" before the URL are the borders of html2text's table's
		// cells, not a quotation's prefix, when its line is a row.
		if j, ok, cell := m.borderNext(brk, i, lim); cell {
			return j, ok
		}
	}
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
			if m.marker[m.markerLen-1] == '*' && !m.w.strong {
				// A bullet again starts the next item of a list ("  * …"
				// as html2text prints a list, "\t* file.c" of a ChangeLog).
				return i, false
			}
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
	if k := m.adjacentLiteralAt(i, lim); k > i {
		return k, true // a string literal adjacent to the URL's (rejoin_source.go)
	}
	if m.markerLen == 0 {
		return m.columnNext(brk, i, lim) // text laid out in columns (rejoin_layout.go)
	}
	return i, true
}

// computeMarker finds the quote or comment prefix of the line the wrapper
// opens on. A "#" before a digit numbers something (a patent, an issue)
// and starts no comment. A "*" before a letter or a digit is a mark of
// the word it is glued to (a footnote's, emphasis), no bullet, which a
// space follows: a table's row " *Routout    2.5amp  …  http://www.routoutcnc.com/"
// (pdftotext -layout, LinuxCNC_Integrator_zh_CN.pdf) is read in
// columns as any row is (columnNext).
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
		if c == '#' && p+1 < open && '0' <= b[p+1] && b[p+1] <= '9' {
			break // a number ("#9700811 (2017). URL …"), no comment
		}
		if c == '*' && p+1 < open && class[b[p+1]]&cWord != 0 && b[p+1] != '_' {
			break // "*Routout": a word's mark, no bullet
		}
		if c == '/' {
			n := commentSlashes(b, p, open) // "//", "///", "//!" (rejoin_source.go)
			if n == 0 || m.markerLen+n >= len(m.marker) {
				break
			}
			m.markerLen += copy(m.marker[m.markerLen:], b[p:p+n])
			p += n - 1
			continue
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
	if t := m.text; len(t) > 1 && (t[len(t)-1] == '_' || t[len(t)-1] == '~') && m.w.emphN == 0 && m.w.d == Space && m.proseClose(t) > 0 {
		// The close of an emphasis opened before prose on the URL's
		// line ends the URL ("_Note: see https://x/os.html_" over
		// "~~Old home…"; review53 M1).
		return false
	}
	f := m.breakFacts(i, k, lim)
	for r := ruleID(0); r < noRule; r++ {
		v := m.decide(r, &f)
		if v == indifferent {
			continue
		}
		m.rules.add(r)
		if (v == goesOnMaybe || v == endsMaybe) && m.other.kind == noOther {
			// Two readings stay plausible: the other is kept (URL.Uncertain).
			if v == goesOnMaybe {
				m.other = otherReading{kind: endedHere, at: len(m.text)}
			} else {
				to := f.j
				if m.cell.on && r == ruleBorderedCell {
					to = min(to, m.cell.end) // the word to its cell's border
				}
				m.other = otherReading{kind: joinedHere, at: len(m.text), from: f.k, to: to}
			}
		}
		return v == goesOn || v == goesOnMaybe
	}
	return false
}

// otherReading is the reading of a candidate a rule found plausible too
// but less likely (goesOnMaybe, endsMaybe).
type otherReading struct {
	kind     uint8 // noOther, endedHere or joinedHere
	at       int   // the length of the text at the line break
	from, to int   // joinedHere: the buffer span of the next line's word
}

const (
	noOther    = iota
	endedHere  // the URL was joined; the other reading ends at the break
	joinedHere // the URL ended; the other reading goes on with the next word
)

// readOther makes the other reading of the candidate, before the text is
// trimmed, and trims it as the text will be (altText).
func (m *machine) readOther() {
	o := m.other
	switch {
	case o.kind == endedHere && o.at <= len(m.text):
		m.altText = append(m.altText[:0], m.text[:o.at]...)
	case o.kind == joinedHere && o.at == len(m.text):
		m.altText = append(append(m.altText[:0], m.text...), m.b[o.from:o.to]...)
	default:
		return
	}
	if !m.w.strong {
		m.altText, _ = m.trimmed(m.altText)
	}
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

	n          int  // the width of the URL's line (nOK: its start is in sight), in columns
	nOK        bool //
	fillFacts       // how the text around is filled (fillWidth)
	nDone, fOK bool // n, and fillFacts, computed
}

// fillFacts is what fillWidth tells of the text around a line break.
type fillFacts struct {
	fill   int  // the fill of the text around, in columns
	body   int  // the median width of the lines of prose around, in columns
	greedy bool // the text around is filled greedily in columns of fixed width
	ragged bool // a line of prose around could have taken the next one's first word
	edge   bool // the URL's line ends at the margin of the prose around it (atEdge)
	hard   bool // the text around is cut at a fixed width, the URL's line's (hardCut)
	level  bool // no line in sight is wider than the URL's line and another is as wide (longerThanLine)
	widest bool // no line in sight is wider than the URL's line, at least minFill columns, but lines of wide East Asian characters (lynxMargin)
	// and lines of preformatted text at the left edge at most lynxPre
	// columns wider when the URL's line is indented
	highest bool // the same, with no such lines of preformatted text (lynxPreCut: lynx sets no line wider than its full width)
	filled  bool // two pairs of lines of prose indented alike or more, and none could have taken the next line's first word within the URL's line's width (lynxMargin)
	lynx    bool // the text around shows lynx's layout around a line of <pre> cut at its full width, the URL's line's (lynxPreCut)
	// moved: the URL starts its line, after the indentation and prefix of
	// the line before, a line of the same paragraph that ends in a letter
	// (not a label's ":" nor an entry's "." before a URL set on a line of
	// its own) and could have taken the URL's first piece (its scheme and
	// ":") within the fill, and the URL's line ends short of the fill
	// less one (both of lines of no wide East Asian characters): the URL
	// was moved whole to its line, as text filled greedily (and lynx)
	// moves a word, not broken where the line was full, as w3m and
	// html2text break a URL (after its scheme, a "/", a ":"), and its line
	// is not full
	moved bool
}

// breakFacts gathers the facts of the line break at buffer index i. The
// next line's first word is read as line reads the URL's characters, on a
// copy of the brackets the URL left open.
func (m *machine) breakFacts(i, k, lim int) breakFacts {
	depth := m.depth
	j, why := m.line(k, lim, &depth)
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
		n, ok := f.lineLength(m)
		if !ok {
			n = 0
		}
		f.fillFacts = m.fillWidth(f.i, f.lim, n)
		f.fOK = true
	}
	return f.fill
}

// movedOff reports whether the URL was moved whole to its line (fillWidth's
// moved) and its line ends off every margin a renderer that moves words
// cuts a word at: short of the widest line of prose in sight less one (a
// cutter at the fill, Sphinx's textwrap: moved says so) and of lynx's
// margins (its width less six, and one less in a quotation, as lynx cuts
// a word in a <blockquote>); nor after a hyphen, where textwrap breaks a
// word. So at-margin and at-edge, which read a cut at the margin, do not
// read one there (TestLynxPreGreedyFillTokens).
func (f *breakFacts) movedOff(m *machine) bool {
	n, ok := f.lineLength(m)
	f.fillWidth(m)
	return f.moved && ok && !isLynxMargin(n) && !isLynxMargin(n+1) && f.last != '-'
}

// atEdge reports whether the URL's line, n columns wide, ends at the
// margin of the text around it (fillWidth's edge): no line of prose in
// sight is wider by less than edgeGap columns; at most two lines are wider
// by more (code, a table; not lines holding wide East Asian characters,
// which lynx does not break: prose of those counts as near the margin);
// two or more lines of prose that start with a word end within
// marginSlack columns short of it, the widest at most edgeSlack short;
// and the prose reads as filled to n
// columns (in three pairs of lines in four or more, and two pairs at
// least, the first word of the second would not have fitted on the first
// within n columns). lynx cuts a
// word too long for a line exactly at the margin it fills its prose to; a
// URL longer than the margin, set whole on a line of its own, is wider
// than the prose was filled to.
func (f *breakFacts) atEdge(m *machine) bool {
	f.fillWidth(m)
	return f.edge
}

// wideFull reports whether the URL's line is full as lynx fills East
// Asian text, which it breaks at any character: of the lines around it
// that hold a wide East Asian character (m.linesAround) and the URL's
// line, W columns the widest, two or more besides the URL's line reach W
// or one column short (a wide character that did not fit), and so does
// the URL's line, W at least minFill. Such prose has no spaces to break at, so atEdge, which reads
// the margin from lines of words, does not see it.
func (m *machine) wideFull(f *breakFacts) bool {
	n, ok := f.lineLength(m)
	if !ok || n < minFill {
		return false
	}
	ls := lastNewline(m.b[:f.i]) + 1
	lo, _ := m.sight()
	var widths [2*layoutLines + 2]int
	k, top := 0, 0
	m.linesAround(ls, f.i, lo, f.lim, func(line []byte) bool {
		if w, wide := colsWide(line); wide && k < len(widths) {
			widths[k] = w
			k++
			top = max(top, w)
		}
		return true
	})
	top = max(top, n)
	full := 0
	for _, w := range widths[:k] {
		if w >= top-1 {
			full++
		}
	}
	return top >= minFill && full >= 2 && n >= top-1
}

// restBeforeSpace reports whether the next line's first word ends at white
// space on its line, an ASCII space or tab or U+3000 IDEOGRAPHIC SPACE,
// with more text after it.
func (m *machine) restBeforeSpace(f *breakFacts) bool {
	if f.why == stopSpace {
		return true
	}
	r, _ := utf8.DecodeRune(m.b[f.j:])
	return r == '\u3000'
}

// roomFor reports whether a word w columns wide would have fitted on the
// URL's line after a space, within the widest line in sight (fillWidth's
// fill) less marginSlack: then the line did not end at the margin.
func (f *breakFacts) roomFor(m *machine, w int) bool {
	n, ok := f.lineLength(m)
	fill := f.fillWidth(m)
	return ok && fill >= minFill && n+1+w <= fill-marginSlack
}

// bodyWidth is the median width of the lines of prose around (fillWidth).
func (f *breakFacts) bodyWidth(m *machine) int {
	f.fillWidth(m)
	return f.body
}

// hardCut reports whether the URL's line is as wide as the widest line in
// sight, no line is wider and two others or more are exactly as wide
// (fillWidth's hard): text cut at a fixed width, whatever it holds, as
// lynx cuts preformatted text ("…enabled https://falco" and "t.com").
func (f *breakFacts) hardCut(m *machine) bool {
	f.fillWidth(m)
	return f.hard
}

// edgeSlack is how much wider than the widest line of prose around the
// URL's line may be and still be at the edge (atEdge): lynx's prose lines
// end a column or two short of where it cuts a word.
const edgeSlack = 2

// edgeGap is how much wider than the URL's line a line of prose must be
// to be set otherwise than the prose around (atEdge).
const edgeGap = 4

// greedyFill reports whether the text around the break reads as filled
// greedily in columns of fixed width (fillWidth): only there does a word
// that would have fitted on the line say that the line ended there.
func (f *breakFacts) greedyFill(m *machine) bool {
	f.fillWidth(m)
	return f.greedy
}

// verdict is what a rule says of a line break.
type verdict uint8

const (
	indifferent verdict = iota // the next rule decides
	goesOn                     // the URL goes on on the next line
	ends                       // the URL ends at the break
	goesOnMaybe                // it goes on, and the reading that ends at the break stays plausible
	endsMaybe                  // it ends, and the reading that goes on stays plausible
)

// ruleID names a rule of continues; the rules are asked in this order.
type ruleID uint8

const (
	ruleTypesetHyphen ruleID = iota
	ruleArchived
	ruleNewURL
	ruleParagraphNumber
	ruleIdeographProse
	ruleIdeographRest
	ruleLinkDefinition
	ruleCommaAfterFile
	ruleSource // the rules of source code, sourceRules (rejoin_source.go)
	ruleToCloser
	ruleBorderedCell
	ruleTableColumn
	ruleGutterCell
	ruleHardCut
	rulePrefixWrap
	rulePrefixLost
	ruleEmphasisClosed
	ruleSecret
	ruleOtherColumn
	ruleRowBelow
	ruleFileRow
	ruleManualRef
	ruleAtHost
	ruleSchemeOnly
	ruleDedent
	ruleHostCut
	ruleHostLabel
	ruleDotExtension
	ruleDOINumber
	ruleDOIPrefix
	ruleDigitsCut
	ruleDate
	ruleHeading
	ruleConstantName
	ruleMediaType
	ruleVersionedName
	ruleExtensionComplete
	ruleNumberValue
	ruleColumn
	ruleAtEdge
	ruleAtMargin
	ruleLynxMargin
	ruleLynxMarkRest
	ruleLynxPre
	ruleLynxPreProse
	ruleFragment
	ruleUnderscore
	ruleNumberAlone
	ruleLabelAlone
	ruleJustifiedCut
	ruleJustifiedSegment
	ruleQueryField
	ruleLongerThanLine
	ruleBeforeSlash
	ruleWordRest
	ruleDotPath
	rulePathWord
	ruleCutInWord
	ruleFragmentWord
	ruleProseStart
	ruleOneWord
	rulePathRest
	ruleHyphenRest
	ruleShortLine
	ruleWordThenStop
	ruleNumberSegment
	ruleSlug
	rulePlainlyContinues
	ruleWouldHaveFitted
	noRule // no rule decided
)

// ruleSet holds a bit for each rule (machine.rules): two words, room for
// 128 rules (one word held 64, full at lynx-pre-prose, stop 55). Only
// rules that decide a line break inside a URL set a bit, once a break.
type ruleSet [2]uint64

// add puts rule r in the set.
func (s *ruleSet) add(r ruleID) { s[r>>6] |= 1 << (r & 63) }

// has reports whether rule r is in the set.
func (s ruleSet) has(r ruleID) bool { return s[r>>6]&(1<<(r&63)) != 0 }

// This fails to compile when a rule more would not fit in a ruleSet.
var _ [128 - noRule]struct{}

// A rejoinRule names a rule of continues, with the case that asked for it:
// asked is text holding a URL broken over lines, want the URL the rule
// makes of it (TestRejoinRules checks that the rule decides it).
type rejoinRule struct {
	name, asked, want string
}

// rejoinRules are the rules of continues (decide has what each says).
var rejoinRules = [noRule]rejoinRule{
	ruleTypesetHyphen:  {"typeset-hyphen", "       Report any translation  bugs  to  https://transla\u2010\n       tionproject.org/team/\n", "https://translationproject.org/team/"},                                                                                                   // groff -Tutf8, cut(1) at 60 columns
	ruleLinkDefinition: {"link-definition", "[CVE-2024-5535]: https://www.openssl.org/news/vulnerabilities.html#CVE-2024-5535\n[CVE-2024-4741]: https://www.openssl.org/news/vulnerabilities.html#CVE-2024-4741\n", "https://www.openssl.org/news/vulnerabilities.html#CVE-2024-5535"}, // /usr/share/doc/openssl/NEWS.md.gz
	ruleSource:         {"source", sourceRules[srcAdjacentLiteral].asked, sourceRules[srcAdjacentLiteral].want},
	ruleToCloser:       {"to-closer", "(http://x.example/a/\nb/c.html)", "http://x.example/a/b/c.html"},
	rulePrefixWrap:     {"prefix-wrap", "set of packages. But since we call yum4 from outside the chroot, we need to\nmake some temporary changes. In the sample below, the target chroot is /srv/\ncentos.\n# rootdir=\"/srv/centos\"\n# mkdir -p \"$rootdir\" /etc/rpm\n# echo \"%_dbpath /var/lib/rpm\" > /etc/rpm/macros.dbpath\n# wget http://mirror.centos.org/centos/7/os/x86_64/Packages/centos-release-7-\n9.2009.0.el7.centos.x86_64.rpm\n# rpm --nodeps --root \"$rootdir\" -i centos-release-7-\n9.2009.0.el7.centos.x86_64.rpm\nrpm: RPM should not be used directly install RPM packages, use Alien instead!\n", "http://mirror.centos.org/centos/7/os/x86_64/Packages/centos-release-7-9.2009.0.el7.centos.x86_64.rpm"}, // renderer/html2text debian-handbook sect.virtualization.html
	rulePrefixLost:     {"prefix-lost", "// see https://x.example/a/b/\nnew.ss_size = 32768;", "https://x.example/a/b/"},
	ruleEmphasisClosed: {"emphasis-closed", "*http://x.example/a\n/#b-c* and more", "http://x.example/a/#b-c"},
	ruleSecret:         {"secret", "https://user:pa\nss@host.example/", "https://user:pa" + "ss@host.example/"},
	ruleArchived:       {"archived", "For some photos of Methuselah Walk see https://web.archive.org/web/20110523225828/\nhttp://www.ltrr.arizona.edu/~hallman/sitephotos/meth.html\n", "https://web.archive.org/web/20110523225828/http://www.ltrr.arizona.edu/~hallman/sitephotos/meth.html"}, // renderer/pdftotext refman.pdf
	ruleNewURL:         {"new-url", " * version 1 (http://www.ics.uci.edu/pub/ietf/http/rfc2109.txt,\n   http://www.ics.uci.edu/pub/ietf/http/draft-ietf-http-state-man-mec-12.txt)\n", "http://www.ics.uci.edu/pub/ietf/http/rfc2109.txt"},                                                     // /usr/share/doc/w3m/README.cookie
	// renderer/tuned3/html2text live-manual-html live-manual.en.html (lynx72's and lynx60's too)
	// as lynx fills Japanese at 60 columns (lynxCJKFill); the corpus's case, renderer/tuned3/lynx60 live-manual-html live-manual.ja.html (a URL of the text, no link), is in TestIdeographRest
	ruleIdeographRest:   {"ideograph-rest", "   ウェブサイトの記事を読むには次のアドレスを開いてください\n   。日本語の記事は多くの人に読まれていますので、見てくださ\n   い。多くの人が使っているリポジトリの一覧もここにあります\n   https://ja.wikipedia.org/wiki/日本語の記事を読むための日\n   本語 をその場合は私達が調べて適切なものに割り当てし直しま\n   す。ご質問があればメーリングリストに送ってください。よろ\n   しくお願いします。\n", "https://ja.wikipedia.org/wiki/日本語の記事を読むための日本語"},
	ruleParagraphNumber: {"paragraph-number", "\u00a0\u00a0\u00a0\u00a0--mirror-chroot-security http://localhost/debian-security/\n385\nThe chroot mirror, specified by --mirror-chroot, defaults to the --mirror-\nbootstrap value.\n386\n 8.1.4 Distribution mirrors used at run time\n", "http://localhost/debian-security/"},
	// renderer/tuned3/html2text ant-doc manual/install.html ("regexp type with       https://" over "jakarta-regexp-1.4.jar     mappers (if you do not attic.apache.org/", the row's jar name: no URL); the case: renderer/tuned2/pdftotext-layout nut-doc developer-guide.pdf
	ruleOtherColumn: {"other-column", "  Name                                      Description                               Example value\n  server.info                               Server information                        Network UPS Tools upsd vX.Y.Z -\n                                                                                      http://www.networkupstools.org/\n  server.version                            Server version                            X.Y.Z\n", "http://www.networkupstools.org/"},
	// renderer/kept7/lynx72 python-astroquery-doc cds/cds.html (an astropy table in <pre>, cut at 72 columns in the blanks after the URL; html2text's too)
	ruleRowBelow: {"row-below", "                  str48                        str5           float64\n------------------------------------------------------------------------\n --------------------------------------- ---------------- --------------\n--\n                             http://alasky.u-strasbg.fr/2MASS/H/Moc.fits\n                           CDS/P/2MASS/H            image              1\n.0\n", "http://alasky.u-strasbg.fr/2MASS/H/Moc.fits"},
	// renderer/tuned3/lynx60 ant-doc manual/install.html (lynx72's too; the jakarta-oro row's URL left out, so that junit's is the first)
	ruleFileRow: {"file-row", "   jakarta-oro-2.0.8.jar regexp type with mappers (if\n   you do not wish to use java.util.regex) or ftp task\n   with commons-net 1.4.1\n   junit.jar junit task (may be in classpath passed to\n   task rather than Ant's classpath)\n   https://junit.org/\n   xalan.jar junitreport task\n   https://xml.apache.org/xalan-j/\n   antlr.jar antlr task https://www.antlr.org/\n", "https://junit.org/"},
	// renderer/tuned3/html2text shorewall-doc manpages/shorewall-policy.html (and three more of its pages)
	ruleManualRef: {"manual-ref", "/etc/shorewall/policy\n/etc/shorewall6/policy\n***** See ALSO *****\nhttps://shorewall.org/configuration_file_basics.htm#Pairs\nshorewall(8)\n", "https://shorewall.org/configuration_file_basics.htm#Pairs"},
	// renderer/tuned3/lynx60 live-manual-html live-manual.en.html (ca and ja too)
	ruleAtHost:     {"at-host", "   $ mkdir -p ~/.ssh/keys\n   $ wget\n   http://debian-live.alioth.debian.org/other/keys/git\n   @debian-live.alioth.debian.org -O\n   ~/.ssh/keys/git@debian-live.alioth.debian.org\n", "http://debian-live.alioth.debian.org/other/keys/git@debian-live.alioth.debian.org"},
	ruleSchemeOnly: {"scheme-only", "a backtrace (see https:\n//wiki.debian.org/HowToGetABacktrace on how to do that)", "https://wiki.debian.org/HowToGetABacktrace"}, // renderer/w3m python3.11-doc
	// renderer/lynx72 gnu-standards standards.html
	ruleDedent:            {"dedent", "   RBSD\n          The revised (3-clause) BSD, compatible with the GNU GPL,\n          https://directory.fsf.org/wiki/License:BSD_3Clause.\n   X11\n          The simple non-copyleft license used for most versions\n          of the X Window System,\n", "https://directory.fsf.org/wiki/License:BSD_3Clause"},
	ruleHostCut:           {"host-cut", "There are versions for Excel and Access 2007/2010 (go to https://www.microsoft.\ncom/en-us/download/default.aspx, and search for 'Office ODBC'", "https://www.microsoft.com/en-us/download/default.aspx"},                                                                                                                                                                                                                                                                                                                                  // renderer/pdftotext R-data.pdf
	ruleHostLabel:         {"host-label", "Fibonacci Word Fractal Exploring Fractal Curves. URL: http://www.mathemat\nica-journal.com/2014/02/properties-and-generalizations-of-the-fibonacci-word-fractal/.\n", "http://www.mathematica-journal.com/2014/02/properties-and-generalizations-of-the-fibonacci-word-fractal/"},                                                                                                                                                                                                                                                        // renderer/pdftotext pst-fractal-doc.pdf (the second break of its path taken out)
	ruleDotExtension:      {"dot-extension", "Be aware that using inlining with functions in more than one compilation unit is almost impossible to do portably, see https://www.greenend.org.uk/rjk/tech/inline.\nhtml, so this usage is for static functions as in the example.", "https://www.greenend.org.uk/rjk/tech/inline.html"},                                                                                                                                                                                                                                             // renderer/pdftotext R-exts.pdf
	ruleDOINumber:         {"doi-number", "Entertain. 3, 1, Article 4 (Jan.-March 2005). https://doi.org/10.1145/1057270.\n1057278\n[26] Dave Novak. 2003. Solder man. Video. In ACM SIGGRAPH 2003 Video Review\n", "https://doi.org/10.1145/1057270.1057278"},                                                                                                                                                                                                                                                                                                                      // renderer/pdftotext acmart sample-authordraft.pdf
	ruleDOIPrefix:         {"doi-prefix", "Quantum 1,\n1 (2017). url: https://doi.org/10.22331/\nq-2017-04-25-1. code: tony-blake/Hybridx509-s. Appearances:\n", "https://doi.org/10.22331/q-2017-04-25-1"},                                                                                                                                                                                                                                                                                                                                                                         // renderer/pdftotext quantum-bibliographystyle-demo.pdf
	ruleDigitsCut:         {"digits-cut", "Barack Obama. Mar. 2008. A more perfect union. Video. (Mar. 2008). Retrieved March 21, 2008 from http://video.google.com/videoplay?docid=652804269635199\n4555. doi: 99.9999/woot07-S422.\n", "http://video.google.com/videoplay?docid=6528042696351994555"},                                                                                                                                                                                                                                                                             // renderer/pdftotext acmart sample-acmsmall-biblatex.pdf
	ruleDate:              {"date", "2020/03/15 - version 4.15k - fix https://tex.stackexchange.com/questions/532674/\n2020/12/22 - version 4.16  - new option `math-scripts'\n", "https://tex.stackexchange.com/questions/532674/"},                                                                                                                                                                                                                                                                                                                                                // /usr/share/doc/texlive-doc/latex/chemformula/HISTORY.gz
	ruleHeading:           {"heading", "This document also enumerates a number of duties a developer is expected to\nfulfill.\n\u2192\u00a0https://www.debian.org/doc/manuals/developers-reference/\n15.4.1.3.\u00a0Tools\nMany tools help package maintainers in their work. This section describes them\n", "https://www.debian.org/doc/manuals/developers-reference/"},                                                                                                                                                                                                           // renderer/html2text debian-handbook sect.becoming-package-maintainer.html
	ruleConstantName:      {"constant-name", "           https://cloud.google.com/kms/docs/key-wrapping.\n           IMPORT_METHOD     must     be      one      of:\n", "https://cloud.google.com/kms/docs/key-wrapping"},                                                                                                                                                                                                                                                                                                                                                          // gcloud_alpha_kms_import-jobs_create(1), MANWIDTH=60
	ruleMediaType:         {"media-type", "Subject: [w3m-dev 01684] Re: http://cvs.m17n.org/~akr/diary/\napplication/x-deflate support.\n", "http://cvs.m17n.org/~akr/diary/"},                                                                                                                                                                                                                                                                                                                                                                                                      // /usr/share/doc/w3m/HISTORY.gz
	ruleVersionedName:     {"versioned-name", "       General     guidelines    for    reporting    bugs:\n       https://www.gnu.org/gethelp/\n       Libidn2 home page: https://www.gnu.org/software/li\u2010\n       bidn2/\n", "https://www.gnu.org/gethelp/"},                                                                                                                                                                                                                                                                                                                  // idn2_to_ascii_4i2(3), MANWIDTH=60
	ruleExtensionComplete: {"extension-complete", "    2005-04-30  Jeff Muizelaar  <jeff@infidigm.net>\n\n            * fofi/FoFiType1.cc (FoFiType1::parse):\n            Don't assume Encoding array of Type1 fonts end in \"foo def\".\n            http://partners.adobe.com/public/developer/en/font/T1_SPEC.PDF\n            says\n            \"This sequence of assignments must be followed by an instance\n            of the\n            token def or readonly; such a token may not occur within\n", "http://partners.adobe.com/public/developer/en/font/T1_SPEC.PDF"}, // /usr/share/doc/libpoppler126/changelog.gz
	ruleNumberValue:       {"number-value", "        Add SEE ALSO reference pointing to new futimesat.2 page.\n\nfopen.3\n    Justin Pryzby / mtk\n        Document 'm' (mmap) flag.\n        http://bugs.debian.org/cgi-bin/bugreport.cgi?bug=365754\nmtk\n        Document 'c' (notcancel) flag.\n\n", "http://bugs.debian.org/cgi-bin/bugreport.cgi?bug=365754"},                                                                                                                                                                                                                 // /usr/share/doc/manpages/Changes.old.gz, "mtk" moved to the left edge (indented less, it is dedent's)
	// renderer/pdftotext-layout acmart sample-sigconf.pdf
	ruleColumn: {"column", "16     MULTI-LANGUAGE PAPERS                                                  Grzegorz Rozenberg and Frits W. Vaandrager (Eds.). Lecture Notes in Computer\n                                                                              Science, Vol. 1494. Springer-Verlag, London, 368–394. https://doi.org/10.1007/3-\nPapers may be written in languages other than English or include              540-65193-4_29\ntitles, subtitles, keywords and abstracts in different languages (as     [12] Ian Editor (Ed.). 2007. The title of book one (1st. ed.). The name of the series\n                                                                              one, Vol. 9. University of Chicago Press, Chicago. https://doi.org/10.1007/3-540-\na rule, a paper in a language other than English should include               09237-4\n", "https://doi.org/10.1007/3-540-65193-4_29"},
	// renderer/tuned2/pdftotext-layout linuxcnc-doc-zh-cn LinuxCNC_Integrator_zh_CN.pdf
	// renderer/tuned2/html2text libsane-common sane-backends.html (a URL of the row's text, no link)
	ruleBorderedCell: {"bordered-cell", "|            |  CanoScan |    USB  |0x04a9/|  Complete |resolutions from 75 to  |\n|            |__LiDE_220_|_________|0x190f_|___________|4800_dpi_are_supported__|\n|            |           |         |       |           |Enable in genesys.conf  |\n|            |           |         |       |           |at your own risk. See   |\n|            |           |         |       |           |https://gitlab.com/sane-|\n|            |           |         |       |           |project/backends/-/     |\n|     Canon  |  CanoScan |    USB  |0x04a9/|  Untested |issues/436. 300, 600,   |\n|            |    4400F  |         |0x2228 |           |1200 dpi resolutions are|\n", "https://gitlab.com/sane-project/backends/-/issues/436"},
	ruleGutterCell:   {"gutter-cell", "https://git.0zlph.49yi3.net/  https://\nQBj_EOTT/hn.z/oa_816DTK/      m3c85h.jke.xlpamtnslubfm304v875.8.jp\nMgSZwm7                       /qTQe6m#M\nhttps://\ndocs.51t6e28svzvzy1.ravbru.cn qt8\\tX!# 4KABeocm1h7 <$_?t<|eNo\n/w7tzWaGyO/RJ/\nLuinsiLgta.tar.gz 户管理网\n                              http://6g.eg/\n", "https://git.0zlph.49yi3.net/QBj_EOTT/hn.z/oa_816DTK/MgSZwm7"}, // tables/tuned/w3m tables/0028, lines 3-10
	ruleTableColumn:  {"table-column", " Manufacturer\n         Model        Step      Step      Direction Direction Steps      Spec\n                      Time      Space     Hold      Setup     on         Sheet\n Leadshine Digital 7500         7500      20000     5000      Rising     http://leadshineusa.com/-\n USA       DM422                                              Edge       UploadFile/-\n           40V                                                           Down/-\n           2.2A                                                          DM422m.pdf\n Leadshine Digital 2500         2500      10000     5000      Rising     http://leadshineusa.com/-\n USA       DM556                                              Edge       UploadFile/-\n           50V                                                           Down/-\n           5.6A                                                          DM556m.pdf\n", "http://leadshineusa.com/UploadFile/Down/DM422m.pdf"},
	// renderer/lynx60 debian-handbook sect.x509-cert
	ruleHardCut: {"hard-cut", "   secure backup of this folder now. This configuration dire\nctory will\n   also contain certificates and private keys obtained by Ce\nrtbot so\n   making regular backups of this folder is ideal.\n - If you like Certbot, please consider supporting our work\nby:\n\n   Donating to ISRG / Let's Encrypt:   https://letsencrypt.o\nrg/donate\n   Donating to EFF:                    https://eff.org/donat\ne-le\n\n   CULTURE The Let's Encrypt Initiative\n", "https://letsencrypt.org/donate"},
	// renderer/lynx72 debian-handbook sect.quality-of-service
	ruleAtEdge:   {"at-edge", "   Barring a specific QoS configuration, the Linux kernel uses the\n   pfifo_fast queue scheduler, which provides a few interesting\n   features by itself. The priority of each processed IP packet is\n   based on the DSCP field (Differentiated Services Code Point) of\n   this packet; modifying this 6-bit field is enough to take\n   advantage of the scheduling features. Refer to\n   https://en.wikipedia.org/wiki/Differentiated_services#Class_Sel\n   ector for more information.\n   The DSCP field can be set by applications that generate IP\n   packets, or modified on the fly by netfilter. The following\n   rules are sufficient to increase responsiveness for a server's\n   SSH service, note that the DSCP field must be set in\n   hexadecimal:\nnft add table ip mangle\nnft add rule ip mangle PREROUTING tcp sport 22 counter ip dscp set 0x04\n", "https://en.wikipedia.org/wiki/Differentiated_services#Class_Selector"},
	ruleAtMargin: {"at-margin", "   Among the noteworthy features are the ability to\n   → https://www.debian.org/releases/stable/amd64/ch04\n   s03\n   The installation manual describes the steps in detail.\n", "https://www.debian.org/releases/stable/amd64/ch04s03"}, // renderer/lynx60 debian-handbook
	// renderer/lynx60 python3.11-doc distutils/_setuptools_disclaimer.html
	ruleLynxMargin: {"lynx-margin", "   Note\n\n   This document is being retained solely until the\n   setuptools documentation at\n   https://setuptools.readthedocs.io/en/latest/setupto\n   ols.html independently covers all of the relevant\n   information currently included here.\n", "https://setuptools.readthedocs.io/en/latest/setuptools.html"},
	// renderer/tuned2/lynx60 vim-doc sponsor.html (a <pre>)
	ruleLynxMarkRest:     {"lynx-mark-rest", "   Xen to Support 文档 es page here und on ist the a it\n   12 12 to the Support de Support goes to a Support\n\n     https://76.219.96.172/_nqDDVtJ/0ipz8sgdNF/Ou6w0~\n     _ page Xen 2024 the ist on y\n", "https://76.219.96.172/_nqDDVtJ/0ipz8sgdNF/Ou6w0~_"}, // TestLynxFinalCut, seed 5303, lynx60: a <blockquote> cut a column short of the margin before the URL's last byte, "_"
	ruleLynxPre:          {"lynx-pre", "4.  The voting results appear on the results page, which is\nvisible for\n everybody.\n\nAdditionally, once you have sent 100 euro or more in total,\nyour name appears\n in the \"Vim hall of honour\":   http://www.vim.org/sponsor/h\nall_of_honour.php\nBut only if you enable this on your account page.\n", "http://www.vim.org/sponsor/hall_of_honour.php"},
	ruleLynxPreProse:     {"lynx-pre-prose", "Automatic detection works for the encodings mentioned specif\nically by name in\n|encoding-names|, but TOhtml will only automatically use tho\nse encodings with\nwide browser support. However, you can override this to supp\nort specific\nencodings that may not be automatically detected by default\n(see options\n below. See     http://www.iana.org/assignments/character-se\nts for the IANA names.\n\nNote: By default all Unicode encodings are converted\n", "http://www.iana.org/assignments/character-se"},                                                                                                                                                                                                         // renderer/tuned2/lynx60 vim-doc syntax.html: the other reading, kept, is "…/character-sets"
	ruleFragment:         {"fragment", "clang are listed at https://clang.llvm.org/docs/UndefinedBehaviorSanitizer.html#\nsupported-platforms: CRAN uses it for C/C++ with both GCC and clang\n", "https://clang.llvm.org/docs/UndefinedBehaviorSanitizer.html#supported-platforms"},                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            // renderer/pdftotext R-exts.pdf
	ruleUnderscore:       {"underscore", "For the performance implications of hashing or not, see https://en.wikipedia.org/wiki/Hash_\ntable.\nThe envir argument of eval, get, and exists.\n", "https://en.wikipedia.org/wiki/Hash_table"},                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     // renderer/pdftotext refman.pdf
	ruleJustifiedCut:     {"justified-cut", "3rd. annual workshop on Librarians and Computers (LAC \u201910). Ed. by Reginald N. Smythe and Alexander Noble. Vol. 3.\nPaparazzi Press, Milan Italy, 422\u2013431. doi: 99.9999/woot07-S422.\nAsad Z. Spector. 1990. \u201cAchieving application requirements.\u201d In: Distributed Systems. (2nd. ed.). Ed. by Sape Mullender. ACM\nPress, New York, NY, 19\u201333. doi: 10.1145/90417.90738.\nHarry Thornburg. Mar. 2001. Introduction to Bayesian Statistics. (Mar. 2001). Retrieved March 2, 2005 from http://ccrma.stanf\nord.edu/~jos/bayes/bayes.html.\nInstitutional members of the TEX Users Group. Retrieved May 27, 2017 from http://wwtug.org/instmem.html.\n", "http://ccrma.stanford.edu/~jos/bayes/bayes.html"}, // renderer/pdftotext acmart sample-acmsmall-biblatex.pdf
	ruleJustifiedSegment: {"justified-segment", "of R is 4Gb: for the oldest ones it is 2Gb. The limit for a 64-bit build of R (imposed by the OS) is\nThe address-space limit is 2Gb under 32-bit Windows unless the OS\u2019s default has been changed to\nallow more (up to 3Gb). See https://docs.microsoft.com/en-gb/windows/desktop/Memory/\nphysical-address-extension and https://docs.microsoft.com/en-gb/windows/desktop/\nMemory/4-gigabyte-tuning. Under most 64-bit versions of Windows the limit for a 32-bit build\nof R is 4Gb: for the oldest ones it is 2Gb. The limit for a 64-bit build of R (imposed by the OS) is\n", "https://docs.microsoft.com/en-gb/windows/desktop/Memory/physical-address-extension"},                                               // renderer/pdftotext refman.pdf
	ruleQueryField:       {"query-field", "4 If you don\u2019t know what that is, have a look at http://www.tex.ac.uk/cgi-bin/texfaq2html?\nlabel=tds or http://mirror.ctan.org/tds/tds.html.\n", "http://www.tex.ac.uk/cgi-bin/texfaq2html?label=tds"},                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         // renderer/pdftotext draftfigure.pdf
	ruleCommaAfterFile:   {"comma-after-file", "   file. Windows users can make use of WinFIG (http://www.schmidt-web-berlin.de/WinFIG.htm,\nshareware), or XFig under Cygwin.\n", "http://www.schmidt-web-berlin.de/WinFIG.htm"},                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               // renderer/pdftotext refman.pdf
	rulePathRest:         {"path-rest", "[2] W3C. Extensible stylesheet language\n(XSL), version 1.0. W3C recommendation\n15 Oct 2001. http://www.w3.org/TR/2001/\nREC-xsl-20011015/, 2001.\n[3] Victor Eijkhout. TEX by Topic: A TEXnician\u2019s\nReference. Addison-Wesley, 1992.\n[4] Simon Fear. Publication quality tables in LATEX.\n", "http://www.w3.org/TR/2001/REC-xsl-20011015/"},                                                                                                                                                                                                                                                                                                                                                                                   // renderer/pdftotext tb101parashchenko.pdf
	ruleLongerThanLine:   {"longer-than-line", "   http://fqfvs.uh1r7.de/~/v%8BvptzlA/~mT5~Mb/CKJJPZ3T/R%33FZg/K-/\n   vWScYM.f/RCc4GI/M.Es@~CqFAl/9z%32 \u0645\u0646 \u0645\u0631\u0622\u0629 \u0623\u0646\n   \u0627\u0644\u0630\u064a \u0647\u0630\u0627 \u0628\u064a\u0646 \u0645\u0639 \u0625\u0639\u062f\u0627\u062f\n   https://docs.wk.de/.e.S9Ah6spQ/Ggj-Iv1Vp-emM6Q~y%776HJ-pJNNnrrS\n", "http://fqfvs.uh1r7.de/~/v%8BvptzlA/~mT5~Mb/CKJJPZ3T/R%33FZg/K-/vWScYM.f/RCc4GI/M.Es@~CqFAl/9z%32"},                                                                                                                                                                                                                                                                          // generated/lynx72 gen/0015 (after "/" lynx-margin asks more of the word)
	// renderer/w3m developers-reference pkgs.html
	ruleBeforeSlash:   {"before-slash", "If you want to be a good maintainer, you should periodically check the Debian\nbug tracking system (BTS) for your packages. The BTS contains all the open bugs\nagainst your packages.\n\nMaintainers interact with the BTS via email addresses at bugs.debian.org.\nDocumentation on available commands can be found at https://www.debian.org/Bugs\n/, or, if you have installed the doc-debian package, you can look at the local\nfiles /usr/share/doc/debian/bug-*.\n", "https://www.debian.org/Bugs/"},
	ruleWordRest:      {"word-rest", "Sten Andler. 1979. Predicate path expressions. In Proceedings of the 6th. ACM\nSIGACT-SIGPLAN symposium on Principles of Programming Languages (POPL\n\u201979). ACM Press, New York, NY, 226\u2013236. doi: 10.1145/567752.567774.\nDavid A. Anisi. 2003. Optimal Motion Control of a Ground Vehicle. Master\u2019s\nthesis. Royal Institute of Technology (KTH), Stockholm, Sweden.\nSam Anzaroot and Andrew McCallum. UMass citation field extraction dataset.\nRetrieved May 27, 2019 from http://www.iesl.cs.umass.edu/data/data-umasscit\nationfield.\nSam Anzaroot, Alexandre Passos, David Belanger, and Andrew McCallum. 2014.\n", "http://www.iesl.cs.umass.edu/data/data-umasscit"}, // renderer/pdftotext acmart sample-sigconf-biblatex.pdf
	ruleDotPath:       {"dot-path", "[7] Boris Veytsman. Re: longtable\nwith rowcolor. Message in\ncomp.text.tex newsgroup,\nhttp://groups.google.com/group/comp.\ntext.tex/msg/8141d45708fe85c2, 6 Dec 2010.\n[8] UK TUG. TEX frequently asked questions.\nhttp://www.tex.ac.uk/cgi-bin/texfaq2html.\n", "http://groups.google.com/group/comp.text.tex/msg/8141d45708fe85c2"},                                                                                                                                                                                                                                                                                                                                                       // renderer/pdftotext tb101parashchenko.pdf
	rulePathWord:      {"path-word", "drawing a rectangle with zero stroke width\nas bounding box around the drawing. Alternatively, one can export to PS+LaTeX instead and renaming the resulting .ps file\nto .eps. See https://bugs.launchpad.net/\ninkscape/+bug/595821.\n\nWhen an image is included via \\includesvg, it is automatically export\n", "https://bugs.launchpad.net/"},                                                                                                                                                                                                                                                                                                                                            // renderer/tuned2/pdftotext InkscapePDFLaTeX.pdf: short-line ends it; the other reading, kept, is "…/inkscape/+bug/595821"
	ruleCutInWord:     {"cut-in-word", "incompatible version of a dependency), please reserve and use a custom\nby opening a pull request against the registry available at https://g\nithub.com/nodejs/node/blob/HEAD/doc/abi_version_registry.json.\n", "https://github.com/nodejs/node/blob/HEAD/doc/abi_version_registry.json"},                                                                                                                                                                                                                                                                                                                                                                                                  // sphinx/nodejs-building.70.txt
	ruleProseStart:    {"prose-start", "the archive is at https://x.example/a/\n./ = http://a/b/c/ and more", "https://x.example/a/"},
	ruleOneWord:       {"one-word", "The syntax and semantics of the regular expressions are those of PCRE,\nsee the documentation of the PCRE library on its web site, and the\ndetails of Perl's own implementation at https://perldoc.perl.org/\nperlre.\n\n", "https://perldoc.perl.org/perlre"},  // renderer/pdftotext refman.pdf
	ruleNumberAlone:   {"number-alone", "https://github.com/tud-cd/tudscr/releases/tag/fonts\n82\nhttps://github.com/tud-cd/tudscr/releases/tag/oldfonts\n", "https://github.com/tud-cd/tudscr/releases/tag/fonts"},                                                                                   // renderer/pdftotext tudscr.pdf
	ruleNumberSegment: {"number-segment", "[5] @frougon. \u201cJournaling calls to a function []\u201d. https://tex.stackexchange.com/a/\n536620. 2020.\n", "https://tex.stackexchange.com/a/536620"},                                                                                                 // renderer/pdftotext ccool.pdf
	ruleWordThenStop:  {"word-then-stop", "The development repository is currently hosted at https://serveur-svn.lri.fr/svn/modhel/\nmetapost; web browsing and anonymous svn checkout are allowed with username anonsvn and\npassword anonsvn.\n", "https://serveur-svn.lri.fr/svn/modhel/metapost"}, // renderer/pdftotext mpman.pdf
	ruleShortLine:     {"short-line", "see https://x.example/a/\nb/c.html", "https://x.example/a/"},
	// renderer/html2text r-doc-html R-data.html
	ruleHyphenRest: {"hyphen-rest", "There are other commonly used data sources, including spreadsheets, non-\nrelational databases and even text files (possibly compressed). Open Database\nConnectivity (ODBC) is a standard to use all of these data sources. It\noriginated on Windows (see https://docs.microsoft.com/en-us/sql/odbc/microsoft-\nopen-database-connectivity-odbc) but is also implemented on Linux/Unix/macOS.\nAll of the packages described later in this chapter provide clients to client/\nserver databases. The database can reside on the same machine or (more often)\n", "https://docs.microsoft.com/en-us/sql/odbc/microsoft-open-database-connectivity-odbc"},
	// renderer/tuned2/w3m nut-doc user-manual/apls02.html
	ruleSlug:             {"slug", "Another aspect of farm management is that emulation is a slow and intensive\noperation, so we can not run all agents and execute builds at the same time.\n\nThe current solution relies on https://github.com/jimklimov/\nconflict-aware-ondemand-retention-strategy-plugin to allow co-located build\nagents to \"conflict\" with each other \u2014 when one picks up a job from the queue,\nit blocks neighbors from starting; when it is done, another may start.\n", "https://github.com/jimklimov/conflict-aware-ondemand-retention-strategy-plugin"},
	rulePlainlyContinues: {"plainly-continues", "The current version of the document is at https://x.example/archive/\nfor the details.", "https://x.example/archive/"},
	ruleWouldHaveFitted:  {"would-have-fitted", "The current version of the document and its history are available from\nthe archive of the working group, together with the minutes of each of\nthe group, and the drafts at https://x.example/archive/docs/\nfile.txt is attached to the minutes of the meeting that the group held\nin the spring, with the list of the people who were there and of those\nwho sent their regrets.\n", "https://x.example/archive/docs/"},
	// renderer/w3m debian-handbook zh-CN apt.html (all four renderers)
	ruleIdeographProse: {"ideograph-prose", "\u2192 https://deb.debian.org/\n\u5bf9deb.debian.org\u7684\u6027\u80fd\u4e0d\u6ee1\u610f\u7684\u6311\u5254\u7684\u7528\u6237\u53ef\u4ee5\u5c1d\u8bd5\u5728\u5b98\u65b9\u955c\u50cf\u5217\u8868\u4e2d\u627e\u5230\u66f4\u597d\u7684\u955c\u50cf\n", "https://deb.debian.org/"},
	// renderer/tuned2/lynx72 docutils-doc pep-0287.html
	ruleLabelAlone: {"label-alone", "   [15] https://docutils.sourceforge.io/mirror/setext.html\n   [16]\n   http://www.zope.org/DevHome/Members/jim/StructuredTextWiki/Fron\n   tPage\n", "https://docutils.sourceforge.io/mirror/setext.html"},
	// renderer/tuned2/html2text pylint-doc whatsnew/1/1.7/summary.html (code around: no greedy fill in sight)
	ruleFragmentWord: {"fragment-word", "    * A new Python 3 checker was added to warn about accessing the message\n      attribute on Exceptions. The message attribute was deprecated in Python\n      2.7 and was removed in Python 3. See https://peps.python.org/pep-0352/\n      #retracted-ideas for more information.\n      try:\n        raise Exception(\"Oh No!!\")\n      except Exception as e:\n", "https://peps.python.org/pep-0352/#retracted-ideas"},
}

// decide asks rule r of the line break f.
func (m *machine) decide(r ruleID, f *breakFacts) verdict {
	switch r {
	case ruleTypesetHyphen:
		// groff breaks a line in a word only after a hyphen, its own or
		// the word's, printed as U+2010: the word goes on.
		if m.dash > 0 && m.dash == len(m.text) {
			return either(f.j > f.k)
		}
	case ruleLinkDefinition:
		// Markdown's link reference definitions, one a line
		// ("[id]: URL"): the next "[" starts the next one.
		if m.b[f.k] == '[' && m.linkDefinition() {
			return ends
		}
	case ruleCommaAfterFile:
		// A "," that ends the line right after a file's name and its
		// extension, in a path with no query ("…/WinFIG.htm," and
		// "shareware), or …", refman.pdf; "…/grfguide.pdf," and
		// "2017.", short-math-guide.pdf): the sentence's comma, not a
		// break of TeX's \url after a "," of the path, which no file's
		// name holds after its extension. A query's value may list
		// files ("?f=a.pdf,b.pdf"); a wrapper that holds the URL whole
		// decides by its closer.
		if f.last == ',' && !m.w.strong && commaAfterFile(m.text) {
			return ends
		}
	case ruleSource:
		return m.sourceRule(f)
	case ruleToCloser:
		// In a wrapper with a closer, the URL goes on when the next
		// line's first word runs to the closer.
		if f.why == stopClose {
			return either(f.j > f.k)
		}
	case ruleHardCut:
		if m.hardCutContinues(f) {
			if m.leftColumnBelow(f) {
				// The columns are cut at a fixed width, but the next
				// line's word is the left column's (review51 K5).
				return ends
			}
			return goesOn
		}
	case rulePrefixWrap:
		if m.prefixLost && m.prefixWrap(f) {
			return goesOn
		}
	case rulePrefixLost:
		// A bare URL in a comment or a quotation goes on only on a line
		// of the same comment or quotation.
		if m.prefixLost {
			return ends
		}
	case ruleEmphasisClosed:
		// The emphasis the URL opened with closes at its line's end
		// ("**http://localhost:4200**", maybe before a sentence's
		// punctuation): the URL ends there, and the next line's word
		// ("@types/node") is prose, not a password's rest (ruleSecret)
		// nor the path's (the rules after). Unless that word closes the
		// same emphasis again: then the run at the line's end was the
		// path's own ("_http://x/wiki/Hash_" and "table_").
		if c, n := m.emphasisRun(); n > 0 {
			if closes, bare := m.emphasisEnds(c, n); closes {
				tok := f.tok(m)
				if !bare || !emphasisCloses(tok, c, n) {
					return ends
				}
				if tok[0] != c {
					// The next word closes the emphasis: the run at the
					// line's end was the path's own ("…/docs/my_" and
					// "project/index.html_'", review47 F1).
					return goesOn
				}
			}
		}
		if m.w.emph != 0 && m.emphasisClosed(f.tok(m)) {
			return goesOn
		}
	case ruleSecret:
		if hostPortMention(m.text, f.tok(m)) {
			// After a host's name no rule after joins it either
			// (cut-in-word read the line, as wide as a line four lines
			// above, as cut there: "    runs on
			// git+ssh://[2001:db8::1]:28280⏎    @Deprecated" printed
			// "…:***@Deprecated"). After a user name's shape the rules
			// read on.
			return ends
		}
		if secretContinues(m.text, f.tok(m)) {
			return goesOn
		}
	case ruleArchived:
		// An archived copy of a page, its address after the time it was
		// taken ("https://web.archive.org/web/20110523225828/" and
		// "http://www.ltrr.arizona.edu/…"): the URL that starts the next
		// line is the rest of this one.
		if f.last == '/' && startsURL(f.tok(m)) && archivedAt(m.text) {
			return goesOn
		}
	case ruleIdeographProse:
		if m.ideographProse(f) {
			return ends
		}
	case ruleIdeographRest:
		// lynx and w3m break East Asian text at any character: a URL
		// whose text ends in an ideograph or kana (an IRI's segment, as
		// the line reads it glued) goes on when the next line starts
		// with one, glued ("…/debian-live/リ" over "ポジトリ",
		// live-manual.ja.html at lynx's 60 columns): the line unbroken
		// reads so. Where only wideFull shows the line full, the next
		// line's word must end at a space on its line (lynx keeps the
		// space after the IRI): w3m drops that space and fills every
		// line of the paragraph to its width, so a word that runs to its
		// line's end, or to a "、" or "。" in it, is prose glued as often
		// as the IRI's rest, and joining it would join line after line
		// of prose (review46 M2).
		if r, _ := utf8.DecodeLastRune(m.text); isIdeograph(r) && f.j > f.k {
			if r, _ := utf8.DecodeRune(m.b[f.k:f.j]); isIdeograph(r) && (f.atEdge(m) || m.restBeforeSpace(f) && m.wideFull(f)) {
				return goesOn
			}
		}
	case ruleParagraphNumber:
		// A number alone on its line that counts on from another number
		// alone in sight (one less before it, or one more after it): a
		// paragraph's number, which live-manual's HTML sets before each
		// paragraph and html2text and lynx print on a line of its own
		// ("…/debian-security/" and "385", then "386" two lines down;
		// "…/live-build.git" and "130"), or a listing's line number, not
		// the rest of the URL. Not where a version's number was cut
		// after its dot at the margin, its last number alone below
		// (longer-than-line's case; lynx: vmm-doc's release history,
		// "…/files/vmm/0.6." over "2", a list of such whose lone numbers
		// count on).
		if f.whole && f.j > f.k && f.j-f.k <= 4 && (f.last < '0' || f.last > '9') && allDigits(f.tok(m)) && m.countsOn(f) && !(versionCut(m.text) && m.longerThanLine(f)) {
			return ends
		}
	case ruleNewURL:
		// A word that starts a URL of its own is no rest of this one
		// (unless it completes the scheme of a URL in a query,
		// schemeAcross).
		tok := f.tok(m)
		if (f.last == '/' || f.last == '.') && mailAddress(trimTrail(tok)) && !bytes.ContainsAny(m.text[bytes.Index(m.text, []byte("//"))+2:], "@") {
			// "contact@mychemistry.eu" after "https://bitbucket.org/…/":
			// a mail address of its own (a URL cut in its userinfo is the
			// secret rule's, asked before)
			return ends
		}
		if m.labelledLine(f.k) {
			// The same, where the file's path holds a space ("dir with
			// space/f.txt:12:5: …"): its first word is no rest of the URL
			// whatever the URL ends with ("…/22-rdf-syntax-ns#" and
			// "dir", TestReadBackOwnOutput).
			return ends
		}
		if bytes.IndexByte(tok, ':') < 0 {
			break
		}
		if !f.whole && tok[len(tok)-1] == ':' && lineLabel(tok) {
			// A tool's label of a file's line before more text
			// ("src/a.go:12:5: …", grep -n, a compiler, urlsift's own
			// --format line): the record of its own that the next line
			// starts, whatever the URL ends with.
			return ends
		}
		if startsURL(tok) && !schemeAcross(m.text, tok) {
			return ends
		}
		// "sql:oracle://…": "://" before any "/", "?" or "#" is a URL of
		// its own; after them it is in a path or a query
		// ("…/url?https://raw…").
		if c := bytes.Index(tok, []byte("://")); c >= 0 && !bytes.ContainsAny(tok[:c], "/?#") && !schemeAcross(m.text, tok) {
			return ends
		}
	case ruleOtherColumn:
		// A URL in a cell of a table, over a line whose first word
		// is a cell left of the URL's: that word is another cell's,
		// not the URL's rest (html2text's "regexp type with
		// https://" over "jakarta-regexp-1.4.jar     mappers (if you do
		// not attic.apache.org/", the row's jar name, which scheme-only
		// joined; pdftotext -layout's "…  http://www.networkupstools.org/"
		// over "server.version    Server version    X.Y.Z"; cellBelow).
		// A first cell that holds text on both lines too
		// (leftColumnBelow, review51 K5).
		if m.cellBelow(f) || m.leftColumnBelow(f) {
			return ends
		}
	case ruleRowBelow:
		// A URL alone on its line over a row of a table that starts in
		// another column (rowBelow): the row's cell, not the URL's rest.
		if m.rowBelow(f) {
			return ends
		}
	case ruleFileRow:
		return m.fileRow(f)
	case ruleManualRef:
		// A manual page's name and section alone on the next line
		// ("shorewall(8)") after a URL that ends in a letter or a digit,
		// in text not cut at a fixed width (hardCut): a reference of its
		// own, as a page's SEE ALSO lists them a line each after its
		// URLs, not the URL's rest.
		if f.whole && asciiAlnum(f.last) && manualRef(f.tok(m)) && !f.hardCut(m) {
			return ends
		}
	case ruleAtHost:
		// A path cut inside a word before an "@" and a host name
		// ("…/other/keys/git" and "@debian-live.alioth.debian.org -O",
		// lynx's cut of a key's file name): the word goes on. A
		// mention ("@frougon"), a decorator ("@Override"), a scoped
		// package ("@types/node") holds no host name after its "@", and
		// a handle ("@user@mastodon.social") a second "@".
		if f.j > f.k+1 && m.b[f.k] == '@' && asciiAlnum(f.last) && pathStarted(m.text) && bytes.IndexByte(trimTrail(m.b[f.k+1:f.j]), '@') < 0 && hostLike(trimTrail(m.b[f.k+1:f.j])) {
			return goesOn
		}
	case ruleSchemeOnly:
		// A URL that is only its scheme so far ("https:", "https:/",
		// "https://") goes on when the next word holds what must follow.
		if len(m.text) > maxScheme+3 {
			break
		}
		if rest, ok := afterScheme(m.text); ok {
			return either(schemeGoesOn(rest, f.tok(m)))
		}
	case ruleDedent:
		if m.dedent(f) {
			return ends
		}
	case ruleHostCut:
		// A host name cut after a "." or "-" ("https://www.microsoft." and
		// "com/en-us/…", "https://CRAN." and "R-project.org/…"): TeX
		// breaks \url there, and a host ends with neither.
		if m.hostCut(f) {
			return goesOn
		}
	case ruleHostLabel:
		if m.hostLabel(f) {
			if later := m.laterVerdict(r, f); later == goesOn || later == goesOnMaybe {
				return indifferent // the rules after join it: they decide
			}
			return goesOn
		}
	case ruleDotExtension:
		// A path cut after the "." of a file name, the next word its
		// extension ("…/inline." and "html, so …").
		if f.last == '.' && pathStarted(m.text) && extensionStarts(f.tok(m)) && fileNameBefore(m.text, f.tok(m)) {
			return goesOn
		}
	case ruleDOINumber:
		// A DOI's suffix cut at the dot after a number, the next word
		// going on with digits ("…/10.1145/1057270." and "1057278"): TeX's
		// \url breaks after ".", a DOI's suffix is often numbers joined
		// by ".", and a sentence hardly starts with a number glued to
		// ".", "/" or "-". Not a list's number ("2."), a
		// listing's line number, a page's number (numberCut).
		if f.last == '.' && numberCut(m.text, f.tok(m), f.whole) {
			return goesOn
		}
	case ruleDOIPrefix:
		// A DOI's prefix alone ("https://doi.org/10.22331/" and
		// "q-2017-04-25-1.", quantum-bibliographystyle-demo.pdf; also
		// R-FAQ.pdf, luamesh-doc.pdf, anonymous-acm.pdf, git-doc's
		// gitformat-commit-graph.html): a DOI is its prefix, "/" and a
		// suffix, never the prefix alone, so the next word that starts
		// with a letter or a digit and is no stopword is its suffix; but
		// not a word of letters that starts with a capital, a sentence's
		// first word, a name or a label ("https://doi.org/10.1145/" over
		// "IEEE: https://doi.org/10.1109/" in a list of publishers'
		// prefixes, TestDOIPrefixAlone).
		if core := trimTrail(f.tok(m)); f.last == '/' && doiPrefixEnds(m.text) && class[m.b[f.k]]&cWord != 0 && !stopword(core) && !capitalWord(core) {
			return goesOn
		}
	case ruleDigitsCut:
		// Only a number cut at the margin: where the next line's number
		// and its stop would have fitted on the URL's line, within the
		// widest line in sight less marginSlack, the line ended before
		// the margin and the number is the text's own ("…?id=101" and
		// "102, 103 and 104 are duplicates of it, …", review38).
		if digitsCut(m.text, f.tok(m)) && !(f.roomFor(m, len(f.tok(m))) && !f.ragged) {
			return goesOn
		}
	case ruleDate:
		// A date that starts a line of more words after a URL that ends
		// in "/" starts an entry of a ChangeLog ("…/questions/532674/" and
		// "2020/12/22 - version 4.16"), not the rest of the path (a blog's
		// "…/2020/12/22/title.html" goes on after the date).
		if f.last == '/' && !f.whole && isDate(f.tok(m)) {
			return ends
		}
	case ruleHeading:
		// A section's number and its title ("15.4.1.3. Tools"): a heading,
		// which html2text prints on a line of its own with no blank line
		// before it ("→ https://www.debian.org/doc/manuals/developers-
		// reference/" and "15.4.1.3. Hilfsprogramme", debian-handbook).
		// A path's segment of numbers and dots ("…/releases/" and
		// "1.2.3/") ends in no "." before a word.
		if !f.whole && numberedHeading(f.tok(m)) && m.wordAfter(f.j, f.lim) {
			return ends
		}
	case ruleConstantName:
		// A name in capitals with "_" ("IMPORT_METHOD must be one of:",
		// "THE_TITLE:SAF Web server", "TRUSTED_LYNXCGI:…") after a URL
		// that ends in "/" or a full stop: a constant, a flag's value or a
		// field of its own, followed by more words or by ":". Not one
		// going on to a path ("PATH_TO/lynx_help/…") or a file name.
		if (f.last == '/' || f.last == '.') && constantName(f.tok(m), f.whole) {
			return ends
		}
	case ruleMediaType:
		// A media type ("application/x-deflate support.") after a URL
		// that ends in "/", before more words: the subject of the
		// sentence. A path like it stays the other reading.
		if f.last == '/' && !f.whole && mediaType(trimTrail(f.tok(m))) {
			return endsMaybe
		}
	case ruleVersionedName:
		// A capitalised name with a number ("Libidn2 home page:",
		// "Cookie2 is added") before more words, after a URL that ends
		// in "/" or in a file's extension ("…/mec-12.txt"): a word of
		// prose, as a capitalised word is.
		if !f.whole && versionedName(f.tok(m)) && (f.last == '/' || endsInExtension(m.text)) {
			return ends
		}
	case ruleExtensionComplete:
		// A word of small letters alone on its line after a file name
		// with its extension ("…/T1_SPEC.PDF" and "says"): the extension
		// and the word make none ("…/index.h" and "tml" do; a one-letter
		// extension is too likely a host's cut, "…@mail.gmail.c" and
		// "om"), so the URL
		// likelier ends; where the later rules join it (a cut at the
		// margin), that stays the other reading (endsRather).
		if f.whole && endsInExtension(m.text) {
			core := trimTrail(f.tok(m))
			d := bytes.LastIndexByte(m.text, '.')
			ext := append(append([]byte(nil), m.text[d+1:]...), core...)
			if len(m.text)-d-1 >= 2 && lowerWord(core) && !stopword(core) && !isExtension(ext) {
				return m.endsRather(r, f)
			}
		}
	case ruleNumberValue:
		// A word of small letters alone on its line after a query whose
		// last value is a number ("…?bug=365754" and "mtk", a
		// signature): an id is digits, and a hash in hex would not go on
		// with a letter after "f"; where the later rules join it (a cut
		// at the margin), that stays the other reading (endsRather).
		if f.whole && numberValue(m.text) {
			core := trimTrail(f.tok(m))
			if lowerWord(core) && !stopword(core) && bytes.IndexFunc(core, func(r rune) bool { return r > 'f' }) >= 0 {
				return m.endsRather(r, f)
			}
		}
	case ruleColumn:
		if !m.tableCol && f.inColumn(m) {
			return m.columnContinues(f)
		}
	case ruleBorderedCell:
		// A cell of a table that html2text draws with "|" borders
		// (borderNext): its rest is on the cell's next line.
		if m.cell.on {
			return m.cellContinues(f)
		}
	case ruleTableColumn:
		// A cell of a table (tableAt): its rest is in its column.
		if m.tableCol && m.markerLen == 0 {
			return m.tableContinues(f)
		}
	case ruleAtEdge:
		if m.cutAtEdge(f) {
			return goesOn
		}
		if m.maybe {
			return goesOnMaybe
		}
	case ruleAtMargin:
		m.maybe = false
		if m.cutAtMargin(f) {
			return goesOn
		}
		if m.maybe {
			return goesOnMaybe
		}
	case ruleLynxMargin:
		return m.lynxMargin(r, f)
	case ruleLynxMarkRest:
		return m.lynxMarkRest(f)
	case ruleLynxPre:
		return m.lynxPreCut(f)
	case ruleLynxPreProse:
		return m.lynxPreProse(f)
	case ruleFragment:
		// A URL hardly ends in an empty fragment: after a "#", a word
		// that is no word of prose, nor a capitalised word followed by
		// more, is its fragment (TeX breaks \url after "#").
		if f.last == '#' && pathStarted(m.text) {
			tok := f.tok(m)
			core := trimTrail(tok)
			if len(core) > 0 && class[tok[0]]&cWord != 0 && !stopword(core) && !(capitalised(core) && !f.whole) {
				return goesOn
			}
		}
	case ruleUnderscore:
		// A title's words joined by "_" ("…/wiki/Hash_" and "table.",
		// "…/Data_Interchange_" and "Format."): TeX's \url breaks after
		// "_" with no hyphen, and a title does not end in one, so a word
		// that starts with a letter or a digit and is no stopword is the
		// rest. A segment of small letters ("…/for/a/while_") may end in
		// "_" before prose: the rules after decide. Not where "_" closes
		// an emphasis the URL opened on ("_http://x/a_").
		if f.last == '_' && m.w.emph != '_' && class[m.b[f.k]]&cWord != 0 && m.b[f.k] != '_' && titleSegment(m.text) && !stopword(trimTrail(f.tok(m))) {
			return goesOn
		}
	case ruleNumberAlone:
		// A number alone on its line, of four digits at most, after a URL
		// that ends in a letter or "/": a footnote's mark, a page's
		// number or a listing's line number, which pdftotext prints on a
		// line of their own, not the rest of the URL
		// ("…/releases/tag/fonts" and "82" before the next footnote's
		// URL, tudscr.pdf; "…-in-latex" and "5", hustthesis.pdf;
		// "…/pst-gantt/" and "2", pgfgantt.pdf; "…/more-than-one-column/"
		// and "693", "694", diadia.pdf): where the line after it is one
		// of a list of such, another number alone or a line that starts
		// with a URL. Not elsewhere: after "/" a number may well be the
		// path's last segment ("…/events/" and "65"), and lynx cuts a
		// word at its margin ("…/linux-version.tar.bz" and "2"). A DOI's
		// number (doi-number) is asked before.
		if f.whole && f.j-f.k <= 4 && allDigits(f.tok(m)) && (class[f.last]&cAlpha != 0 || f.last == '/') && m.numberedList(f.j) {
			return ends
		}
	case ruleLabelAlone:
		// A number in brackets alone on its line ("[16]"): the label of
		// the next entry of a list of references, whose URL lynx moved to
		// a line of its own ("…/mirror/setext.html" and "[16]" over
		// "http://www.zope.org/…", docutils' PEPs, lynx72 and lynx60), or
		// a footnote's mark; never the rest of a URL that holds no "[".
		if f.whole && bracketNumber(f.tok(m)) && bytes.IndexByte(m.text, '[') < 0 {
			return ends
		}
	case ruleJustifiedCut:
		if m.justifiedCut(f) {
			return goesOn
		}
	case ruleJustifiedSegment:
		return m.justifiedSegment(f)
	case ruleQueryField:
		// A URL hardly ends in an empty query: after "?", a word that
		// starts with a field's name and "=" is its query ("…/texfaq2html?"
		// and "label=tds or …", draftfigure.pdf; "…-arguments?" and
		// "view=msvc-160.", refman.pdf): in the tuned parts every such
		// break is joined in the truth (21 in pdftotext and -layout, the
		// other 19 joined by rules asked before).
		if f.last == '?' && pathStarted(m.text) && queryField(f.tok(m)) {
			return goesOn
		}
		// A field's value cut from its "=" ("…/show_bug.cgi?id=" and
		// "38732", lynx at 60 columns): a URL hardly ends in an empty
		// value, and a number of five digits or more alone on the next
		// line, perhaps before a stop, is the value (an id); a shorter
		// one may be a page's number or a count (number-alone's;
		// review47 F11: "…/search?q=" over "2").
		if f.last == '=' && f.whole && emptyValue(m.text) {
			if core := trimTrail(f.tok(m)); len(core) >= 5 && len(core) <= 20 && allDigits(core) && len(f.tok(m))-len(core) <= 1 {
				return goesOn
			}
		}
	case ruleLongerThanLine:
		if m.longerThanLine(f) {
			return goesOn
		}
	case ruleBeforeSlash:
		if m.beforeSlash(f) {
			return goesOn
		}
	case ruleWordRest:
		return m.wordRest(f)
	case ruleDotPath:
		if m.dotPath(f) {
			return goesOn
		}
	case rulePathWord:
		// Where the rules after end the URL, both readings; where they
		// join it, theirs (indifferent: they decide, and are named).
		if m.pathWord(f) {
			return m.pathWordVerdict(f)
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
	case ruleFragmentWord:
		if m.fragmentWord(f) {
			return goesOnMaybe
		}
	case ruleProseStart:
		// The rest of a URL starts with a letter, a digit, "%", "~" or
		// "?" (or a non-ASCII letter); "#", "=", "&", "*", "-", "/" or "."
		// start prose, markup or a new path ("./ = ...", "/g = ...").
		// A GitLab path's "-/" ("…/infrastructure/" and
		// "-/blob/master/website/main.go is run …", w3m) starts no prose.
		c := m.b[f.k]
		if c == '#' && m.fragmentMoved(f) {
			return goesOnMaybe
		}
		if class[c]&cWord == 0 && c != '%' && c != '~' && c != '?' && c < utf8.RuneSelf &&
			!(f.last == '_' && (c == '(' || c == '[' || c == '{' || c == '\'')) &&
			!(c == '-' && f.last == '/' && f.k+1 < f.j && m.b[f.k+1] == '/') {
			return ends
		}
	case ruleOneWord:
		// After a "/", a word of letters: a page's name cut from its path
		// ("https://perldoc.perl.org/" and "perlre.", w3m's
		// "https://wiki.debian.org/" and "HowToGetABacktrace on how to
		// do that") or the prose after a whole path. Alone on its line
		// (and no word of prose nor a capitalised word) it is more
		// likely the name; a name in CamelCase before more words is
		// likelier prose. Both readings are reported.
		if f.last != '/' {
			break
		}
		core := trimTrail(f.tok(m))
		if !letters(core) || stopword(core) {
			break
		}
		if f.whole && !capitalised(core) {
			// At the margin of the text around, the line was full: a name
			// that a full stop or a bracket ends, or one in CamelCase, is
			// likelier ("perlre.", "GettingStarted"); a word alone
			// ("thanks") or a short line is the writer's.
			n, seen := f.lineLength(m)
			tok := f.tok(m)
			if fill := f.fillWidth(m); seen && fill >= minFill && n >= fill-marginSlack && (len(core) < len(tok) || camelCase(core)) && string(core) != "etc" {
				return goesOnMaybe
			}
			return endsMaybe
		}
		if camelCase(core) {
			return endsMaybe
		}
	case ruleWordThenStop:
		if m.wordThenStop(f) {
			return m.proseAfterPath(f, goesOn)
		}
	case ruleNumberSegment:
		if m.numberSegment(f) {
			return goesOn
		}
	case rulePathRest:
		if m.pathRest(f) {
			return goesOn
		}
	case ruleShortLine:
		// Formatters break a URL because the rest did not fit on the
		// line: if the line and the next word together are short, the
		// writer ended the line there. Not a URL on a line of its own
		// whose next word holds what prose words do not: a typesetter
		// that sets a URL in a narrower column breaks it there too
		// ("https://gcc.gnu.org/onlinedocs/gcc/" and
		// "C_002b_002b-Extensions.html.").
		if n, ok := f.lineLength(m); ok && n+(f.j-f.k) < minBrokenLine {
			if tok := f.tok(m); !(len(tok) > 0 && class[tok[0]]&cWord != 0 && urlLike(trimTrail(tok)) && m.startsLine()) {
				return ends
			}
		}
	case ruleSlug:
		if m.slug(f) {
			return goesOnMaybe
		}
	case ruleHyphenRest:
		return m.hyphenRest(f)
	case rulePlainlyContinues:
		if !plainlyContinues(f.tok(m), f.whole, f.last) {
			return m.wordAfterPath(f)
		}
	case ruleWouldHaveFitted:
		if f.greedyFill(m) && m.wouldHaveFitted(f) {
			return ends
		}
		return m.proseAfterPath(f, goesOn)
	}
	return indifferent
}

// hyphenRest is the verdict on a break after a URL that ends in a word's
// "-" in its path: html2text breaks a word after a hyphen, in a URL too
// ("…/odbc/microsoft-" and "open-database-connectivity-odbc) but is…",
// "…/autoconf.html#Portable-" and "Shell for this and others.",
// "…/Headers/X-Content-Type-" and "Options", tuned; html2text 1.3.2a at 60
// and 72 columns here), and a URL seldom ends in a hyphen after a letter
// or a digit where a sentence goes on (a dash is set apart, or doubled).
// So the next line's first word goes on, also on a short line (a narrow
// column: short-line would end it) and before more words
// (plainlyContinues leaves it to the rules after it), where:
//   - the word starts with a letter or a digit, holds only what a path
//     holds (before more words, letters, digits and "-" alone: "v2.0
//     release notes" and "and/or the mirror." read as prose), no "://"
//     (a new URL), is no abbreviation ("e.g."), ordinal ("2nd"), nor,
//     before more words, a stopword or a list item's number ("and then
//     we went home.", "1. first step"), and does not end in "-";
//   - prose around shows the fill (fillWidth, at least minFill), the
//     URL's line is at most marginSlack wider (it may be the widest:
//     "…(see https://…/odbc/microsoft-" at 79 columns, the prose at
//     72-78), and the word's first piece, up to its first "-" where the
//     fill breaks it again, did not fit on it. A URL on a line of its own
//     wider than that was moved there whole; and with no fill in sight
//     nothing tells a break from a URL that does end in "-"
//     ("…/what-s-troubling-germany-inc-" and "and then we went home.",
//     TestRejoinHeuristic; "…/post/whats-in-a-uname-" and "Therefore, we
//     use …", a Go comment).
//
// A URL may still end in "-" where the fill broke the line
// ("…/what-s-troubling-germany-inc-", TestCutInWord's): the reading that
// ends stays the other (goesOnMaybe). A capitalised word with a stop
// after it, before more words, may start a sentence: the URL ends, the
// joined reading kept ("…/Content-Type-" and "Options; see …" stays
// found). lynx breaks no word after a hyphen (it
// cuts one at its margin after any character, or before the "-": lynx
// -dump at 60, 72 and 80 columns), so where lynx-margin finds both
// readings plausible, the one that ends likelier, this rule does not join
// the URL for it (endsUnlessJoined).
func (m *machine) hyphenRest(f *breakFacts) verdict {
	if f.last != '-' || len(m.text) < 2 || class[m.text[len(m.text)-2]]&cWord == 0 || m.text[len(m.text)-2] == '_' || !pathStarted(m.text) {
		return indifferent
	}
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) == 0 || core[0] >= utf8.RuneSelf || class[core[0]]&cWord == 0 || core[0] == '_' || core[len(core)-1] == '-' || bytes.Contains(core, []byte("://")) {
		return indifferent
	}
	for _, c := range core {
		// Before more words, letters, digits and "-" alone: a word with
		// a "." or a "/" ("v2.0 release notes", "and/or the mirror.")
		// reads as prose as well after a URL that does end in "-"
		// (TestRejoinHeuristic's, "…/foo-with-trailing-dash-").
		if c >= utf8.RuneSelf || !continuesURL(c) || !f.whole && class[c]&cWord == 0 && c != '-' {
			return indifferent
		}
	}
	if initials(core) || string(core) == "etc" || ordinal(core) {
		return indifferent // "e.g. this one", "etc.", "2nd edition"
	}
	if !f.whole && (stopword(core) || allDigits(core) && len(core) < len(tok)) {
		return indifferent // "and then we went home.", "1. first step": prose, a list's item
	}
	// The break: prose around shows the fill (fillWidth, at least
	// minFill), and the next line's first piece (up to its first "-",
	// where the fill breaks it again) did not fit on the URL's line.
	// That line is at most marginSlack wider than the fill (it may be the
	// widest: "…(see https://…/odbc/microsoft-" at 79 columns, the prose
	// at 72-78). A URL on a line of its own that is wider was moved there
	// whole, and ends where it ends; with no prose around in sight,
	// nothing tells a break from a URL that ends in "-"
	// ("…/what-s-troubling-germany-inc-" and "and then we went home.",
	// TestRejoinHeuristic).
	piece := core
	if h := bytes.IndexByte(core, '-'); h >= 0 {
		piece = core[:h+1]
	}
	n, ok := f.lineLength(m)
	fill := f.fillWidth(m)
	if !ok || fill < minFill || n > fill+marginSlack || n+cols(piece) <= max(fill, n) {
		return indifferent
	}
	if capitalised(core) && len(core) < len(tok) && !f.whole {
		return endsMaybe
	}
	if later := m.laterVerdict(ruleHyphenRest, f); later == goesOn || later == goesOnMaybe {
		return indifferent // the rules after join it: they decide ("…/statically-linked-" and "to-mfc", a ChangeLog)
	}
	return goesOnMaybe
}

// wordAfterPath is the verdict on a break after a URL that ends in "/"
// whose next line starts with a word of letters (or words of letters
// joined by "-") before more words, which reads as prose
// (plainlyContinues): it ends, and the joined reading stays the other
// (endsMaybe) where the word did not fit on the URL's line within the
// fill and no line of prose in sight could have taken the next one's
// first word (not ragged): there w3m breaks a URL after a "/" where its
// rest does not fit ("…/networkupstools/nut/" and "issues can also be
// helpful.", "…/sigpipe/" and "urlview and the configuration commands:",
// tuned2), as text filled greedily moves a word of its own; elsewhere it
// ends, and so where a tab or a gutter (gutterBefore) stands before the
// URL on its line: w3m sets neither in its prose ("sed-BR mailing list:
// http://…/sed-br/" over "sed-users mailing list: …", sedfaq.txt), or
// where the next line is indented otherwise than the URL's line or the
// column it starts at, another block's (lynxIndent: w3m goes on with a
// URL it broke at the block's indentation).
func (m *machine) wordAfterPath(f *breakFacts) verdict {
	if f.last != '/' || f.whole || m.startsLine() || m.gutterBefore() || !m.lynxIndent(f) {
		return ends // a URL in a column of its own, after a tab (a ChangeLog's), or another block's line after it
	}
	core := trimTrail(f.tok(m))
	if !proseWord(core) && hyphenWords(core) < 2 || stopword(core) || len(core) < len(f.tok(m)) {
		return ends
	}
	n, ok := f.lineLength(m)
	if fill := f.fillWidth(m); !ok || fill < minFill || f.ragged || n+cols(core) <= fill {
		return ends
	}
	return endsMaybe
}

// proseAfterPath is v, a rule's verdict on the break f, or goesOnMaybe
// where v is goesOn and a word of prose could as well follow the URL: the
// URL ends in "/", the next line's first word is a word of letters or
// words of letters joined by "-" ("up-to-date.", "mini-dinstall",
// "online."), and no line of prose in sight could have taken the next
// one's first word (fillWidth's ragged: text set in a proportional font,
// read back by pdftotext, is). There w3m and html2text break a URL after
// a "/" where its rest does not fit, and text filled greedily moves a
// word that does not fit to the next line: the margin tells neither from
// the other, so both readings stay, the joined one first (the renderers'
// corpora join every such break; TestGreedyFillHyphenWord).
func (m *machine) proseAfterPath(f *breakFacts, v verdict) verdict {
	if f.fillWidth(m); v != goesOn || f.last != '/' || f.ragged {
		return v
	}
	if core := trimTrail(f.tok(m)); proseWord(core) || hyphenWords(core) >= 2 {
		return goesOnMaybe
	}
	return v
}

// endsRather is the verdict of a rule that finds the URL likelier ends
// at the break f than goes on, but not surely: when the rules after r
// would join it, it ends and the joined reading is kept as the other
// (endsMaybe); else it is indifferent, and those rules decide.
func (m *machine) endsRather(r ruleID, f *breakFacts) verdict {
	for q := r + 1; q < noRule; q++ {
		switch m.decide(q, f) {
		case indifferent:
			continue
		case goesOn, goesOnMaybe:
			return endsMaybe
		default:
			return indifferent
		}
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

// fragmentMoved reports whether the next line's first word, which starts
// with "#", is the fragment of the URL that ends its line with "/": a
// renderer that breaks a URL after "/" (html2text, w3m) moved it there
// whole ("…/dev/peps/pep-0008/" and "#function-and-variable-names",
// html2text tuned3's llvm-15-doc). So it did where the "#" is glued to
// a word that starts with a letter or a digit (no heading's "# Title", no
// rule), the URL's host has ended in a path, and the word would not have
// fitted on the URL's line, filled greedily as the prose around is (a
// word that fits is not moved). A hashtag of prose after a URL that ends
// its line so stays the other reading.
func (m *machine) fragmentMoved(f *breakFacts) bool {
	tok := f.tok(m)
	if f.last != '/' || len(tok) < 2 || class[tok[1]]&cWord == 0 || tok[1] == '_' || !pathStarted(m.text) || bytes.IndexByte(m.text, '#') >= 0 {
		return false
	}
	if w := trimTrail(tok)[1:]; preprocessorWord(w) || allDigits(w) {
		// A line of C's preprocessor ("#include <stdio.h>", "#endif"):
		// code; or an issue's number ("#1234 is fixed"): no fragment.
		return false
	}
	return m.movedOffLine(f, tok, true)
}

// movedOffLine reports whether tok, the next line's first word, would
// not have fitted on the URL's line within the fill of the prose around
// (fill at least minFill, the URL's line no wider than it by more than
// edgeSlack), so that a renderer moved it there whole; where greedy, the
// text around must read as filled greedily too (greedyFill):
// fragmentMoved asks that, fragmentWord, for text that is not, does not.
func (m *machine) movedOffLine(f *breakFacts, tok []byte, greedy bool) bool {
	n, ok := f.lineLength(m)
	if !ok {
		return false
	}
	fill := f.fillWidth(m)
	// The URL's line may be a little wider than the prose's widest (it
	// shows the width is at least its own), as atEdge allows.
	w := max(fill, n)
	return fill >= minFill && n <= fill+edgeSlack && n+1+len(tok) > w+edgeSlack && (!greedy || f.greedyFill(m))
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
	return emphasisCloses(tok, marker, m.w.emphN)
}

// emphasisRun returns the emphasis marker and the length of its run
// that opened the bare URL: the wrapper's (emphasisBefore: one or two
// markers), or a run of three ("***http://x***", Markdown's strong
// emphasis in emphasis), which opens no wrapper but closes the same way.
func (m *machine) emphasisRun() (byte, int) {
	if m.w.emph != 0 {
		return m.w.emph, m.w.emphN
	}
	k, lo := m.w.open, m.floorIndex()
	if m.w.d != Space || k-3 < lo {
		return 0, 0
	}
	c := m.b[k-1]
	if c != '*' && c != '_' && c != '~' || m.b[k-2] != c || m.b[k-3] != c || k-4 >= lo && (class[m.b[k-4]]&cWord != 0 || m.b[k-4] == c) {
		return 0, 0
	}
	return c, 3
}

// emphasisEnds reports whether the text of a bare URL opened by a run of
// n emphasis markers c ends, at its line's end, with the run that closes
// it (closes): n markers, maybe then a sentence's punctuation (bare is
// false: ".", ",", ";", ":", "!", "?", a closing bracket, non-ASCII
// punctuation such as "…"); not a longer run of the marker (html2text's
// rule of "_"), unless the path's own markers end it as trimmed reads
// them (ownMarkers).
func (m *machine) emphasisEnds(c byte, n int) (closes, bare bool) {
	t := m.text
	e := len(t)
	for e > 0 {
		if b := t[e-1]; b < utf8.RuneSelf {
			if b == c || class[b]&cTrail == 0 && b != ')' && b != ']' && b != '}' {
				break
			}
			e--
			continue
		}
		r, size := utf8.DecodeLastRune(t[:e])
		if !unicode.IsPunct(r) {
			break
		}
		e -= size
	}
	if e <= n+1 || bytes.Count(t[e-n:e], []byte{c}) != n {
		return false, false
	}
	return t[e-n-1] != c || ownMarkers(t[:e-n], c), e == len(t)
}

// emphasisCloses reports whether tok, the first word of the next line,
// ends with a run of n emphasis markers c (and no more), maybe before a
// sentence's punctuation, quotes, closing brackets or a possessive "'s"
// (review47 F1: "…/index.html_'" closes the "_" too).
func emphasisCloses(tok []byte, c byte, n int) bool {
	if k := len(tok); k > 2 && tok[k-2] == '\'' && tok[k-1] == 's' && c != 's' {
		tok = tok[:k-2] // a possessive ("…/index.html_'s", review47 F1)
	}
	for len(tok) > 0 {
		if b := tok[len(tok)-1]; b < utf8.RuneSelf {
			if b == c || class[b]&cTrail == 0 && b != ')' && b != ']' && b != '}' && b != '>' {
				break
			}
			tok = tok[:len(tok)-1]
			continue
		}
		r, size := utf8.DecodeLastRune(tok)
		if !unicode.IsPunct(r) {
			break
		}
		tok = tok[:len(tok)-size]
	}
	r := 0
	for r < len(tok) && tok[len(tok)-1-r] == c {
		r++
	}
	return r == n && r < len(tok)
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
	if j <= k || b[k] == '#' || b[k] == '*' || b[k] == '\\' || len(bytes.Trim(b[k:j], "-")) == 0 {
		return false // nothing, a heading, a list item, TeX's markup ("\end{center}") or a rule
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

// longerThanLine reports whether a URL that starts its line (after its
// indentation, a prefix or a list item's marker: startsLine) was cut where
// the line is full because it is longer than a line, as lynx cuts a word
// longer than its width at the margin, wherever it falls in the URL
// ("…:8000/%FEo1HpU8MOO/8qW~v%84Gk6eP-/VHGy" and "l1Oka/V%8FUmk_/sP./
// what part", generated/lynx72): the prose around may be too short or
// too scarce to show the fill (cutInWord, atEdge, hardCut need it), but
// the margin shows where a URL is cut: no line in sight is wider than the
// URL's line, at least minFill columns, and another is exactly as wide
// (fillWidth's level: another URL cut there, or prose filled to the
// margin); a line of ideographs or kana is no measure, lynx does not
// break it and it runs past the margin. The next line's first word must read as a URL's rest
// (urlLike, plainlyContinues), or be digits alone after a version's
// dot (versionCut: "…/files/vmm/0.6." and "2", vmm-doc's release
// history, lynx60) or after a "/" ("…/project/" and "959", an issue's
// number), and start no URL of its own; a URL that
// started its line had all of a line to fit in, so it was cut, not moved.
func (m *machine) longerThanLine(f *breakFacts) bool {
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) == 0 || tok[0] >= utf8.RuneSelf || !continuesURL(tok[0]) || !hasAlnum(core) || !urlLike(core) && !((versionCut(m.text) || f.last == '/') && allDigits(core)) ||
		startsURL(tok) || !plainlyContinues(tok, f.whole, f.last) || !hostSeen(m.text) {
		return false
	}
	if n, ok := f.lineLength(m); !ok || n < minFill || !m.startsLine() {
		return false
	}
	f.fillWidth(m)
	return f.level
}

// prefixWrap reports whether the URL, on a line that a comment's or a
// shell's "#" or a quote's ">" starts and whose next line does not, was
// broken where html2text wraps preformatted text too wide for its width:
// after a "/" or a "-", not repeating the "#" ("# wget
// http://…/Packages/centos-release-7-" and "9.2009.0.el7.centos.x86_64.rpm",
// debian-handbook; "# Example taken from https://www.sqlite.org/" and
// "windowfunctions.html#udfwinfunc", python3.11-doc). So it was when the
// URL ends in "/" or "-", the next line is indented as the URL's (or at
// the left edge) and holds only the word, which reads as the rest of a
// URL, and the URL's line is no wider than the widest line of prose
// around (but edgeSlack; a comment with a URL that sticks out of code is
// no wrapped line) while the word's first piece (to its first "/" or "-",
// where html2text breaks) would not have fitted on it within that width.
func (m *machine) prefixWrap(f *breakFacts) bool {
	if f.last != '/' && f.last != '-' || !f.whole {
		return false
	}
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) == 0 || class[tok[0]]&cWord == 0 || !hasAlnum(core) || startsURL(tok) || !hostSeen(m.text) ||
		!plainlyContinues(tok, f.whole, f.last) && !urlLike(core) {
		return false
	}
	if in := m.indent(f.k); in != 0 && in != m.indent(f.i-1) {
		return false
	}
	n, ok := f.lineLength(m)
	if !ok || n < minFill {
		return false
	}
	piece := len(tok)
	if c := bytes.IndexAny(tok, "/-"); c >= 0 {
		piece = c + 1
	}
	fill := f.fillWidth(m)
	return fill >= minFill && n <= fill+edgeSlack && n+piece > fill
}

// dedent reports whether the line after the break is indented less than
// the URL's line, but not at the left edge, where the URL starts its line
// (after its indentation and a list item's marker: startsLine) or the
// line holds only the rest of it: a renderer goes on with a word it cut,
// or with the words a line does not hold, at the indentation of the
// block (lynx, html2text, w3m; the rest of a list item's first line at
// the column its text starts), so a line indented less is another
// block's, where the URL's line ends short of the widest line of prose
// around and the line after it is indented as the URL's again: the
// next term of a definition list, its definition after it
// ("…/License:BSD_3Clause." and "X11", gnu-standards, lynx72;
// "…/licenses/lgpl.html." and "GPL/Ada", lynx60). A line at the left edge
// may be a hard cut that keeps no indentation (a mail client's, lynx's
// preformatted text), and a line indented less before a blank one the
// rest of a URL that TeX set indented (pdftotext -layout): the other
// rules decide them.
func (m *machine) dedent(f *breakFacts) bool {
	in, at := m.indent(f.k), m.indent(f.i-1)
	if in == 0 || in >= at || !m.startsLine() && m.w.open > lastNewline(m.b[:f.i]) {
		return false
	}
	// The URL's line ends short of the widest line of prose around: a
	// line cut at the margin may go on indented otherwise (a ChangeLog's
	// "…/typo-in-manual" and "  -page.tag" at 80 columns, curl's
	// changelog.gz).
	if n, ok := f.lineLength(m); !ok || n >= f.fillWidth(m) {
		return false
	}
	// The line after it is the block's again: the next line is one of its
	// own between two of the block's (a term, its definition after it).
	p := m.lineEnd(f.k, f.lim)
	for p < f.lim && (m.b[p] == '\r' || m.b[p] == '\n') && p-f.k < 4096 {
		if m.b[p] == '\n' {
			p++
			break
		}
		p++
	}
	return p < f.lim && m.indent(p) == at && p+at < f.lim && class[m.b[p+at]]&cSpace == 0 && m.b[p+at] != '\n'
}

// beforeSlash reports whether the URL was broken before a "/" where its
// line is full, as w3m breaks a word too long for what is left of a line:
// before or after a "/" (also ":", "#", "=", "&", "(", never inside a run
// of letters and digits), the last such place that fits, and only where
// the next piece would not have fitted ("…can be found at
// https://www.debian.org/Bugs" and "/, or, if you have…", w3m at 80
// columns, developers-reference; "…from https://github.com/andreyvit" and
// "/cvsps and make sure…", git-doc). A "/" fits in any column short of the
// margin, so w3m broke before it only where the line reaches the margin:
// the URL's line is as wide as the widest line of prose around it, or
// wider. The next word starts with "/" and is more than it (a "/" alone
// between words is prose's, "A / B"; a URL of its own is new-url's),
// starts no comment ("// see", TestHardCutNeedsAlnum) and is no name
// given a value ("/g = http://a/g", a table of RFC 3986's
// examples, or code); after a "/", the scheme's ":" or punctuation other
// rules decide.
func (m *machine) beforeSlash(f *breakFacts) bool {
	tok := f.tok(m)
	if len(tok) == 0 || tok[0] != '/' || f.last == '/' || f.last == ':' || class[f.last]&cTrail != 0 || !hostSeen(m.text) {
		return false
	}
	if len(tok) == 1 && !m.entryEnd(f.j, f.lim) || len(tok) > 1 && tok[1] == '/' || m.assigned(f.j, f.lim) {
		// "A / B": a "/" between words; "// see", a comment; "/g =
		// http://a/g", a table of examples (RFC 3986, 5.4)
		return false
	}
	n, ok := f.lineLength(m)
	if !ok || n < minFill {
		return false
	}
	fill := f.fillWidth(m)
	return fill >= minFill && n >= fill
}

// assigned reports whether the word that ends at buffer index j is given
// a value: blanks and a "=" that stands alone follow it on its line
// ("/g = http://a/g", "x = 1").
func (m *machine) assigned(j, lim int) bool {
	b := m.b
	p := j
	for p < lim && (b[p] == ' ' || b[p] == '\t') {
		p++
	}
	return p > j && p+1 < lim && b[p] == '=' && (b[p+1] == ' ' || b[p+1] == '\t')
}

// numberedHeading reports whether tok is a section's number: numbers
// joined by "." and a final "." ("15.4.1.3.", "2.1.").
func numberedHeading(tok []byte) bool {
	n := len(tok)
	if n < 4 || tok[n-1] != '.' {
		return false
	}
	core := tok[:n-1]
	return sectionNumber(core) && bytes.IndexByte(core, '.') > 0 && core[0] != '.' && core[len(core)-1] != '.' && !bytes.Contains(core, []byte(".."))
}

// wordAfter reports whether a word that starts with a letter follows the
// word that ends at buffer index j on its line, after blanks (a no-break
// space too: "15.4.1.3.\u00a0Tools" as html2text prints DocBook's).
func (m *machine) wordAfter(j, lim int) bool {
	p := j
	for p < lim && m.b[p] != '\n' {
		r, size := utf8.DecodeRune(m.b[p:lim])
		if !unicode.IsSpace(r) {
			return p > j && unicode.IsLetter(r)
		}
		p += size
	}
	return false
}

// justifiedCut reports whether TeX cut the URL where its line of
// justified text is full: \url (and biblatex's, acmart's URL penalties)
// may break a URL after any character, not only at a formatter's margin
// or when it is longer than a line ("…from http://ccrma.stanf" and
// "ord.edu/~jos/bayes/bayes.html.", "…/wiki/File:" and
// "Royal_Crescent_in_Bath,_England_-_July_2006.jpg [Accessed …"). So it
// did when
//   - the URL started after words on its line: TeX set it in running text
//     (a URL alone on its line is left to cutInWord);
//   - the next word reads as the rest of a URL (urlLike and
//     plainlyContinues), starts with a letter, a digit, "/" or "-", and,
//     after a "." or another mark that ends a sentence, with no capital
//     (junction: "…555." and "Poker-Edge.Com. 2006." is the next entry);
//   - the URL's line is as wide as the body of the text around it, less
//     an eighth (bodyWidth: the median line of prose; proportional fonts
//     read back as characters make full lines differ by that much): a
//     line that ends short ("CTAN: http://www.ctan.org/pkg/pgfmolbio"
//     and "2013/08/01") ended there; and the next word would not have
//     fitted on the line within that width: TeX breaks a URL only where
//     the rest does not fit, and a writer who ends a line short of the
//     body before a word that fits on it ends the URL there
//     ("…/pull/155" and "include/yaml.h: …" in a ChangeLog);
//   - the text around reads as set in a proportional font: a line of prose
//     could have taken the next one's first word by its characters
//     (fillWidth's ragged); text filled greedily in fixed columns, or
//     too little of it to tell, is left to cutInWord and wouldHaveFitted
//     ("…visit http://a---b.com/x" and "file.txt is attached"). Nor the
//     URL set in a column of its own (a gutter of three blanks or more
//     after words before it: a table, a page of two columns as
//     pdftotext -layout prints it, whose next line's first word is
//     another column's);
//   - the next line is indented as the URL's first line, or as the lines
//     of an entry of a list of references hang after its first
//     (hangingIndent). Such a list with labels is justified throughout,
//     so ragged cannot be read from it: there it does when too little
//     text tells how it was filled, or when the URL's line reaches the
//     margin of text that reads as filled greedily.
func (m *machine) justifiedCut(f *breakFacts) bool {
	// A word's hyphen that ends the URL's line: TeX's \url breaks after
	// it (url.sty's hyphens option, biblatex), and a URL hardly ends in
	// one; the next word, starting with a small letter or a digit, is
	// the rest whatever it reads as ("…/pgf-tikz/pgf-" and "pie.",
	// pgf-pie-manual.pdf; "…/11593058/vishaan-" and
	// "chakrabarti-pau-curbed-appeal-podcast [Accessed …", bath-bst.pdf).
	// Both readings are reported, with the hyphen and without (hyph).
	hyphen := f.last == '-' && len(m.text) >= 2 && class[m.text[len(m.text)-2]]&cWord != 0 && m.text[len(m.text)-2] != '_' &&
		('a' <= m.b[f.k] && m.b[f.k] <= 'z' || '0' <= m.b[f.k] && m.b[f.k] <= '9') && !m.labelColumn(f)
	switch f.last {
	case '/', '-', '=', '&', '_', '%':
		if m.b[f.k] != '/' && !hyphen {
			return false // the rules after cutInWord decide these
		}
	case ',', ';', '!', '\'', '"', '|', '*', ')', ']', '}':
		return false
	}
	tok := f.tok(m)
	if len(tok) == 0 {
		return false
	}
	c := tok[0]
	if !(class[c]&cWord != 0 || c == '/' || c == '-') || class[f.last]&cTrail != 0 && !junction(f.last, tok) {
		return false
	}
	core := trimTrail(tok)
	// The last letters of a word cut at the margin, which end an entry
	// of a list of references that hangs indented (asked below), alone
	// on their line but for the entry's end ("…/pkg/piechar" and "tmp,
	// 2002.", wheelchart.pdf; "…/pdfoutput.p" and "html.",
	// pst-3dplot-doc.pdf; "…/stats.p" and "hp.",
	// sample-acmsmall-biblatex.pdf; "…/PSTric" and "ks , 1993.",
	// pst-hsb-doc.pdf): no word of prose ends a reference so, after its
	// URL, but a note as "accessed 2019." or "online.", longer than
	// what a cut leaves.
	tail := !hyphen && class[f.last]&cAlpha != 0 && len(core) <= maxTail && smallLetters(core) && !stopword(core) && m.entryEnd(f.j, f.lim)
	if !hyphen && !tail && (!urlLike(core) || !plainlyContinues(tok, f.whole, f.last)) || m.startsLine() || !hostSeen(m.text) {
		return false
	}
	if c == '-' && (len(tok) < 2 || class[tok[1]]&cWord == 0) || isDate(core) || !f.whole && tok[len(tok)-1] == ':' && (bytes.IndexByte(tok, '/') < 0 || lineLabel(tok)) {
		// "-.BR POSIX2_FORT_RUN" (roff), "2013/10/21: [bug] fixes …" (a
		// ChangeLog's entry), "postgres.sgml:21: warning: …" (a label),
		// "src/a.go:12:5: https://…" (a tool's label of a file's line:
		// grep -n, a compiler, urlsift's own --format line)
		return false
	}
	return m.justifiedLine(f, tok, tail)
}

// justifiedLine reports whether the URL's line at the break f reads as a
// full line of justified text that TeX could not fit the next word tok
// on (justifiedCut's second half, which justifiedSegment asks too): no
// comment's or quotation's line, no file name with its extension before
// the break, the next line indented as the URL's or as an entry of a
// list of references hangs (hangingIndent; with tail, it must hang), the
// line as wide as the body less an eighth, tok not fitting within the
// body, no gutter before the URL, and the text around set in a
// proportional font (ragged) or an entry with its label.
func (m *machine) justifiedLine(f *breakFacts, tok []byte, tail bool) bool {
	if !m.markerOK {
		m.computeMarker()
	}
	hang, label := false, false
	// The URL's line at the break: its first, or one it went on onto.
	indent := m.indent(f.i - 1)
	if m.indent(f.k) != indent {
		hang, label = m.hangingIndent(f)
	}
	if tail && !(hang && m.indent(f.k) > indent) {
		return false // not an entry that hangs indented
	}
	if m.markerLen > 0 || endsInExtension(m.text) || m.indent(f.k) != indent && !hang {
		// a comment's or a quotation's line; a file name with its
		// extension; a next line indented otherwise, a block of its own
		// ("  * Merged upstream at http://…/libtirpc.git" and
		// "    e63e2b5 Add a pthread key …", "                  … see
		// https://bugs.php.net/64769." and "2013/10/21: [impl] …")
		return false
	}
	n, ok := f.lineLength(m)
	body := f.bodyWidth(m)
	if !ok || body < minFill || n < body-body/8 || n+1+cols(tok) <= body || m.gutterBefore() {
		return false
	}
	f.fillWidth(m)
	// An entry of a list of references with its label, whose lines hang
	// indented: TeX justifies them all, so no line of it could have taken
	// the next one's first word, and ragged says nothing. Its URL's line
	// ends at their margin; so does one of text filled greedily in fixed
	// columns only by chance, which ends short of it as often as not
	// ("[2] The files of the release are at https://example.org/pub"
	// over "    README.txt holds the notes …").
	return f.ragged || label && (!f.greedy || n >= f.fill-1)
}

// justifiedSegment decides a URL that TeX broke where its line of
// justified text is full (justifiedLine: the URL started after words on
// its line, the line is as wide as the body, the next word would not
// have fitted within it, the text is set in a proportional font) but
// whose next word justifiedCut does not take for the rest of a URL:
// pdftotext prints each typeset line as a line, with nothing at the
// break, so the word is either the URL's rest or the prose after it, and
// where both stay plausible both readings are reported. So, where the
// rules after it would end the URL (where they would join it, they
// decide, with no other reading: "…/" and "package, and check …", a word
// and a stop, word-then-stop):
//   - after "/" (\url breaks there), words of letters joined by "-",
//     three or more or two in CamelCase, go on, the reading that ends
//     kept ("…/windows/desktop/Memory/" and "physical-address-extension
//     and …", refman.pdf; "…/KWARC/" and "LaTeX-proposal.",
//     euproposal.pdf);
//   - after "/", a word of small letters, no stopword, alone on its
//     line (but for a stop) or before an ideograph goes on, the reading
//     that ends kept: a page's name ("…/pkg/" and "lineno.",
//     asmeconf-template.pdf; "…/lirundong/" and "shtthesis。",
//     shtthesis-user-guide.pdf); in the tuned part 13 such breaks
//     joined in the truth, 1 ended;
//   - after "/", such a word before more words, or two joined by "-",
//     ends, the reading that goes on kept ("…/questions/tagged/" and
//     "standalone or post …", standalone.pdf): prose reads so too
//     ("…/FreeB/" and "shall be included …", a copyright file;
//     "git://git.kernel.org/" and "rev-list --objects: fix …", a
//     ChangeLog);
//   - after "?" (an empty query is no URL's end), a word in CamelCase
//     goes on, the reading that ends kept: a wiki's page ("…/cgi/wiki?"
//     and "LocalityOfReferenceDocumentation [accessed …]", ulqda.pdf);
//   - after a letter, the last letters of a word cut at the margin, at
//     most maxTail, that end an entry of a list of references with ","
//     or "." (entryEnd, entryStop) end, the reading that goes on kept:
//     justifiedCut's tail where no indentation shows that the entry
//     hangs (which justifiedCut asks to join it, TestHangingReferences),
//     as plain pdftotext prints none ("…/pkg/pgf-p" and "ie,
//     2021.", wheelchart.pdf; "…/stats.p" and "hp.",
//     sample-acmsmall-biblatex.pdf; "…/PSTric" and "ks , 1993.",
//     pst-hsb-doc.pdf);
//     Not before what no entry ends with
//     ("https://good.example.com" and "true", git-config.txt;
//     "…/README-only" and "cd ..", a shell's script).
func (m *machine) justifiedSegment(f *breakFacts) verdict {
	if m.startsLine() || !hostSeen(m.text) {
		return indifferent
	}
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) == 0 || stopword(core) || !f.whole && tok[len(tok)-1] == ':' {
		return indifferent // nothing, a word of prose, a field's name ("Upstream-Name:")
	}
	v := indifferent
	switch {
	case class[f.last]&cAlpha != 0:
		// The last letters of a word cut at the margin that end an
		// entry of a list of references (see above).
		if len(core) <= maxTail && smallLetters(core) && m.entryEnd(f.j, f.lim) && entryStop(m.b[f.k+len(core):m.lineEnd(f.k, f.lim)]) {
			v = endsMaybe
		}
	case f.last != '/' && f.last != '?':
	case f.last == '?':
		if camelCase(core) {
			v = goesOnMaybe
		}
	case hyphenWords(core) >= 3 || hyphenWords(core) == 2 && camelCase(core):
		v = goesOnMaybe
	case smallLetters(core) && (f.whole || f.j < f.lim && m.b[f.j] >= utf8.RuneSelf):
		v = goesOnMaybe // alone on its line, or before an ideograph: a page's name
	case hyphenWords(core) == 2 || smallLetters(core):
		v = endsMaybe
	}
	if v == indifferent || !m.justifiedLine(f, tok, false) {
		return indifferent
	}
	if later := m.laterVerdict(ruleJustifiedSegment, f); later == goesOn || later == goesOnMaybe {
		return indifferent // the rules after join it: they decide
	}
	return v
}

// wordRest decides a URL cut after a letter or a digit in its path
// whose next line holds one word that may be the rest of the word it was
// cut in, ending the sentence or the entry of a list of references: the
// word starts with a small letter and ends with a full stop
// ("…/data/data-umasscit" and
// "ationfield.", sample-sigconf-biblatex.pdf; "…/LaTeX_files/LaTeX" and
// "pedia.pdf.", ArsClassica.pdf; "…/pdf/pdfoutput.p" and "html.",
// pst-3dplot-doc.pdf). TeX breaks a URL between letters where biblatex's
// or url.sty's settings allow it, and pdftotext prints the typeset line
// with nothing at the break. In the tuned parts every such break (22 in
// pdftotext and -layout, 17 joined by rules asked before) is joined in
// the truth; cut-in-word ended the other 5, with no other reading. A note
// after a whole URL reads the same ("…/stats" and "online."), so the
// reading that ends stays first and the joined one is kept (endsMaybe).
// Not:
//   - after a file's name with its extension, which is no cut word: a
//     writer's word after a whole URL stands so ("…/htmldocs/git.html"
//     and "instead.", git's release notes; "…/repo.git" and
//     "correctly.");
//   - in a host ("https://www.acm.org" and "online."), where no tuned
//     break stands;
//   - after a URL that starts its line: a formatter that moved it whole
//     to a line of its own cuts it only where it is longer than the line,
//     which the rules asked before decide;
//   - before a stopword or "etc." (a list's end: "renderFrame@http://
//     localhost:8000/widgets.js:538:13" and "etc.", figput's
//     widgets.ts), or where the word would have fitted on a line of text
//     filled greedily in fixed columns;
//   - where the rules after join it: they decide, with no other reading
//     ("…/whats-the-proper-way-to-typese" and
//     "t-a-differential-operator.", fixdif.pdf, cut-in-word).
func (m *machine) wordRest(f *breakFacts) verdict {
	c := f.last
	if !f.whole || !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') ||
		!pathStarted(m.text) || endsInExtension(m.text) || m.startsLine() {
		return indifferent
	}
	tok := f.tok(m)
	if len(tok) < 2 || tok[len(tok)-1] != '.' || tok[0] < 'a' || tok[0] > 'z' {
		return indifferent
	}
	if core := tok[:len(tok)-1]; stopword(core) || string(core) == "etc" || f.greedyFill(m) && m.wouldHaveFitted(f) {
		return indifferent
	}
	if later := m.laterVerdict(ruleWordRest, f); later == goesOn || later == goesOnMaybe {
		return indifferent // the rules after join it: they decide
	}
	return endsMaybe
}

// dotPath reports whether a URL cut after a "." in its path, inside a
// name of words joined by dots, goes on with the next word: TeX's \url
// breaks after "." ("…/group/comp." and "text.tex/msg/8141d45708fe85c2,
// 6 Dec 2010.", tb101parashchenko.pdf, which cut-in-word ended; the
// tuned parts' other such breaks, "…/gmane.comp." and
// "tex.latex.latex3/2894›.", "…/group/comp." and "text.tex/msg/…?dmode=…",
// are joins that other rules decide). So it does when a letter stands
// before the "." and the word starts with a small letter and reads as the
// rest of a path as path-rest asks (a "/" after its first character, two
// or one and a digit or a mark; not fitting within the fill of the text
// around), and the URL before the "." ends in no file's extension (a cut
// in the host is host-cut's, asked before). Elsewhere the "." is a full
// stop: after a file's name, a "/" or a number ("…/licenses/lgpl.html."
// and "GPL/Ada GNU GPL …", gnu-standards; "…/Mac%20OS%20X/." and "Tcl/Tk
// extension …", R-admin.html; "https://bugs.php.net/64769." and
// "2013/10/21: [impl] …", libonig5's changelog).
func (m *machine) dotPath(f *breakFacts) bool {
	t := m.text[:len(m.text)-1]
	if f.last != '.' || len(t) == 0 || class[t[len(t)-1]]&cAlpha == 0 || endsInExtension(t) {
		return false
	}
	c := m.b[f.k]
	return 'a' <= c && c <= 'z' && m.pathLike(f)
}

// pathWord reports whether the next line's first word, after a URL with
// a host that ends in "/", in a "." of its host or in its query, reads as
// the rest of a URL's path or query: it starts with a
// letter or a digit, holds no "://" and no "@", only the bytes of a path
// ("/", letters, digits, "-._~%+=&#:!"), and two "/" or more after its
// first byte ("…/~frank/" and "latex/kurs.pdf.", "https://upload.wikimedia." and
// "org/wikipedia/commons/8/89/De_Aetna_1495.jpg.)"), or one and a mark no
// word of prose holds ("http://publishing.aip.org/" and
// "authors/preparing-your-manuscript.", "https://CRAN.R-project." and
// "org/package=knitr)"; not "and/or", "TCP/IP"), or, after "/", a file's
// name and extension ("…/trouscirc/" and "diffrac.html)."), or, in a
// query, fields joined by "&" ("…?utm_source=overl" and
// "eaf&utm_medium=email&…"): pdftotext's text of TeX's \url, which breaks
// after "/", "." and others where the line is full, in lines whose widths
// in characters tell little of a proportional font's (renderer/pdftotext
// and -layout, tuned; stop 55). A writer ends a line after a URL before
// a path too ("see https://x.example/a/" and "b/c.html", short-line), so
// path-word gives both readings, the one that ends first, where the rules
// after end the URL (laterVerdict): the first line is not printed alone.
func (m *machine) pathWord(f *breakFacts) bool {
	core := trimTrail(f.tok(m))
	if len(core) < 3 || class[core[0]]&cWord == 0 || core[0] == '_' || !hostSeen(m.text) || m.passwordOpen(f) {
		return false
	}
	query := bytes.IndexByte(m.text, '?') >= 0
	switch {
	case f.last == '/':
	case f.last == '.' && !pathStarted(m.text[:len(m.text)-1]):
		// a host cut after a label's "."
	case query:
	default:
		// After a number, a letter or a file's name a URL ends before a
		// path as often, where the path would have fitted on the URL's
		// line: a change log's file list ("…/pull/155" and
		// "include/yaml.h", "…/dr_233.htm" and "tests/tsprintf.c",
		// /usr/share/doc). Where it would not have, the URL was cut in a
		// word ("https://github.com/latex" and "3/latex3/issues/947#…",
		// pdftotext).
		n, ok := f.lineLength(m)
		if fill := f.fillWidth(m); !ok || fill == 0 || n+1+cols(f.tok(m)) <= fill {
			return false
		}
	}
	if digitsAndSlashes(core) {
		return false // a date ("…/64769" and "2013/10/21"), a fraction
	}
	slashes, marks, amps, eqs := 0, false, 0, 0
	for i, c := range core {
		switch {
		case c == '/':
			if i > 0 {
				slashes++
			}
			if i+1 < len(core) && core[i+1] == '/' && i > 0 && core[i-1] == ':' {
				return false // "://": a URL of its own
			}
		case c == '&':
			amps++
			marks = true
		case c == '=':
			eqs++
			marks = true
		case '0' <= c && c <= '9', c == '.', c == '-', c == '_', c == '~', c == '%', c == '+', c == '#', c == ':', c == '!':
			marks = true
		case class[c]&cAlpha != 0:
		default:
			return false
		}
	}
	switch {
	case slashes >= 2, slashes == 1 && marks:
		return true
	case slashes == 0 && f.last == '/':
		d := bytes.IndexByte(core, '.')
		return d > 0 && d == bytes.LastIndexByte(core, '.') && isExtension(core[d+1:])
	case slashes == 0 && amps > 0 && eqs >= amps && query:
		return true
	}
	return false
}

// pathWordVerdict is path-word's verdict on a break where pathWord holds:
// the rules after decide; where one ends the URL (it is named in
// machine.rules too) or none decides, both readings, the one that ends
// first (endsMaybe); where one joins it, indifferent, and it decides.
func (m *machine) pathWordVerdict(f *breakFacts) verdict {
	for q := rulePathWord + 1; q < noRule; q++ {
		switch m.decide(q, f) {
		case indifferent:
			continue
		case ends, endsMaybe:
			m.rules.add(q)
			return endsMaybe
		default:
			return indifferent
		}
	}
	return endsMaybe
}

// digitsAndSlashes reports whether w is digits and "/" only.
func digitsAndSlashes(w []byte) bool {
	for _, c := range w {
		if c != '/' && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// laterVerdict is what the rules after r say of the break f: the first
// that is not indifferent, or ends when none decides.
func (m *machine) laterVerdict(r ruleID, f *breakFacts) verdict {
	for q := r + 1; q < noRule; q++ {
		if v := m.decide(q, f); v != indifferent {
			return v
		}
	}
	return ends
}

// entryStop reports whether rest, what follows a word on its line, starts
// with the "," or "." that ends a field of a reference, perhaps after a
// space, and then a space or the line's end ("tmp, 2002.", "hp.", "ks ,
// 1993."; not "cd ..").
func entryStop(rest []byte) bool {
	if len(rest) > 0 && rest[0] == ' ' {
		rest = rest[1:]
	}
	return len(rest) > 0 && (rest[0] == '.' || rest[0] == ',') && (len(rest) == 1 || rest[1] == ' ' || rest[1] == '\r')
}

// queryField reports whether tok starts with a query's field: a name of
// letters, digits, "_", "-" or "." and "=".
func queryField(tok []byte) bool {
	for i, c := range tok {
		switch {
		case c == '=':
			return i > 0
		case class[c]&cWord != 0, c == '-', c == '.':
		default:
			return false
		}
	}
	return false
}

// emptyValue reports whether text, a URL, ends in a query's field name
// and "=" ("?id=", "&page="): a name of letters, digits, "_", "-" or ".".
func emptyValue(text []byte) bool {
	q := bytes.IndexByte(text, '?')
	if q < 0 || len(text) < q+3 || text[len(text)-1] != '=' {
		return false
	}
	k := len(text) - 2
	for k > q && (class[text[k]]&cWord != 0 || text[k] == '-' || text[k] == '.') {
		k--
	}
	return k < len(text)-2 && (text[k] == '?' || text[k] == '&' || text[k] == ';')
}

// pathRest reports whether the next word after a URL that ends in "/" is
// the rest of its path whatever the lines' lengths say (short-line and
// where the word would have fitted by the widest line around; TeX sets a
// narrow column and breaks \url after "/" where the rest does not fit on
// the line): where the word would not have fitted within the fill of the
// text around, a word of URL characters
// that holds a "/" after its first character and reads as segments of a
// path, not prose: two "/" or more, or one and a digit or one of ".",
// "-", "_", "~", "%" ("…/borisveytsman/" and "acmart/issues/19) . . .
// 35", acmart.pdf's index; "…/TR/2001/" and "REC-xsl-20011015/, 2001.",
// tb101parashchenko.pdf). Words of letters joined by one "/" ("and/or",
// "input/output") are prose.
func (m *machine) pathRest(f *breakFacts) bool {
	return f.last == '/' && hostSeen(m.text) && m.pathLike(f)
}

// pathLike reports whether the next word after the break f reads as the
// rest of a path that did not fit on the line (pathRest, dotPath).
func (m *machine) pathLike(f *breakFacts) bool {
	core := trimTrail(f.tok(m))
	if len(core) < 3 || class[core[0]]&cWord == 0 {
		// (A word that starts a URL of its own new-url ends, asked before.)
		return false
	}
	slashes, marks := 0, false
	for i, c := range core {
		switch {
		case c == '/':
			if i > 0 {
				slashes++
			}
		case '0' <= c && c <= '9', c == '.', c == '-', c == '_', c == '~', c == '%':
			marks = true
		case class[c]&cAlpha != 0:
		default:
			return false
		}
	}
	if !(slashes >= 2 || slashes == 1 && marks) {
		return false
	}
	// The word did not fit on the line: the text around is filled to
	// fill columns (narrow, in a column of two) and the URL's line with
	// the word would be wider; a writer's short line before a word that
	// fits ("see https://x.example/a/" and "b/c.html") ends the URL.
	n, ok := f.lineLength(m)
	fill := f.fillWidth(m)
	return ok && fill > 0 && n+1+cols(f.tok(m)) > fill
}

// hyphenWords is how many words of letters joined by "-" w is
// ("physical-address-extension" 3, "uni-titlepage" 2), or 0 when it is
// not such words.
func hyphenWords(w []byte) int {
	parts := 0
	for _, p := range bytes.Split(w, []byte("-")) {
		if !letters(p) {
			return 0
		}
		parts++
	}
	return parts
}

// hangingIndent reports whether the next line after the break f is
// indented farther than the URL's line as the lines of an entry of a
// list of references are, after its first (a hanging indentation), and
// whether the URL's line starts with the entry's label. So it is when the
// URL started on its line, and either that line starts with a label
// ("[11]", "[Knu84]") after which the text starts at the next line's
// indentation ("[11]   Herbert Voss. … URL: http://PSTricks.de/pdf/pdfoutput.p"
// over "       html.", pst-3dplot-doc.pdf; "[8] Beamer: animate package and
// overlay. URL: https://tex.stackexchange.com" over "    /a/385209",
// animate.pdf), or a line above, at most layoutLines up, at the URL's
// line's indentation is followed by one at the next line's, the same
// hanging indentation ("Sam Anzaroot and Andrew McCallum. 2013. … from
// http://w" over "   ww.iesl.cs.umass.edu/…", "David A. Anisi. 2003. …" over
// "   Stockholm, Sweden." above, sample-acmsmall-biblatex.pdf).
func (m *machine) hangingIndent(f *breakFacts) (hang, label bool) {
	b := m.b
	s := f.i
	for s > 0 && f.i-s < maxPrefix && b[s-1] != '\n' {
		s--
	}
	if s > m.w.open || s > 0 && b[s-1] != '\n' {
		return false, false // the URL started on a line above, or its line's start is out of sight
	}
	a, c := m.indent(s), m.indent(f.k)
	if c < a && a-c <= maxParIndent {
		// The first line of a paragraph, indented; the line above, the
		// one before's last, stands at the next line's indentation, or
		// is blank ("may result in overlapping text in the page
		// headers." over "  The article template’s documentation,
		// available at https://www.acm.org/publications/proceedings-"
		// over "template, has a complete …", sample-acmsmall.pdf;
		// "…/pkg/biblatex-" over "musuos zu finden.", musuos.pdf).
		if s == 0 {
			return m.off == 0, false // the text's first line
		}
		e := s - 1 // the "\n" ending the line above
		lo := max(0, e-maxPrefix)
		ls := lo + lastNewline(b[lo:e]) + 1
		if ls == lo && !(lo == 0 && m.off == 0) {
			return false, false // its start is out of sight
		}
		if b[ls] == '\f' {
			ls++ // a page's first line
		}
		blank := bytes.IndexFunc(b[ls:e], func(r rune) bool { return r != ' ' && r != '\r' }) < 0
		return blank || m.indent(ls) == c, false
	}
	if c <= a {
		return false, false
	}
	p := s + a
	if b[p] == '[' {
		q := p + 1
		for q < f.i && q-p <= 8 && class[b[q]]&cWord != 0 {
			q++
		}
		if q > p+1 && q < f.i && b[q] == ']' {
			q++
			t := q
			for t < f.i && b[t] == ' ' {
				t++
			}
			if t > q && cols(b[s:t]) == c {
				return true, true
			}
		}
	}
	lo, whole := m.sight()
	e := s - 1  // the "\n" ending the line above
	below := -1 // the indentation of the line below the one looked at
	for n := 0; n < layoutLines && e > lo; n++ {
		ls := lo + lastNewline(b[lo:e]) + 1
		if ls == lo && !whole {
			break
		}
		if bytes.IndexFunc(b[ls:e], func(r rune) bool { return r != ' ' && r != '\r' }) < 0 {
			below = -1 // a blank line
		} else {
			in := m.indent(ls)
			if in == a && below == c {
				return true, false
			}
			below = in
		}
		e = ls - 1
	}
	return false, false
}

// maxTail is the longest rest of a word cut at the margin that
// justified-cut takes alone for the rest of a URL, in letters.
const maxTail = 5

// entryEnd reports whether the line goes on from buffer index j (lim
// bounds it) with only what ends an entry of a list of references: stops
// and a year (", 2002.", " , 1993.", ".").
func (m *machine) entryEnd(j, lim int) bool {
	b := m.b
	year := false
	for ; j < lim && b[j] != '\n' && b[j] != '\r'; j++ {
		switch c := b[j]; {
		case c == ' ' || c == '.' || c == ',' || c == ';':
		case '0' <= c && c <= '9' && !year && j+4 <= lim && allDigits(b[j:j+4]):
			year = true
			j += 3
		default:
			return false
		}
	}
	return true
}

// labelColumn reports whether the next line's first word is the first
// word of the URL's line too, the URL coming after it, but for its
// digits: a column of labels that the lines start with (a transcript, a
// log: "buffer 2: the draft is at <http://…/draft-fielding-url-" over
// "buffer 3: syntax-09.txt> and …"), not the rest of the URL.
func (m *machine) labelColumn(f *breakFacts) bool {
	b := m.b
	s := f.i - 1
	for s > 0 && f.i-s < maxPrefix && b[s-1] != '\n' {
		s--
	}
	if s > 0 && b[s-1] != '\n' || s == 0 && m.off != 0 {
		return false // the line's start is out of sight
	}
	for s < f.i && (b[s] == ' ' || b[s] == '\t') {
		s++
	}
	e := s
	for e < f.i && class[b[e]]&cSpace == 0 {
		e++
	}
	if e >= m.w.open || e == s {
		return false // the URL starts its line, or one above
	}
	// The two words, each digit run read as one sign.
	x, y := b[s:e], b[f.k:f.j]
	for len(x) > 0 && len(y) > 0 {
		dx, dy := digitRun(x), digitRun(y)
		if (dx > 0) != (dy > 0) || dx == 0 && x[0] != y[0] {
			return false
		}
		x, y = x[max(dx, 1):], y[max(dy, 1):]
	}
	return len(x) == 0 && len(y) == 0
}

// digitRun is the length of the run of ASCII digits w starts with.
func digitRun(w []byte) int {
	n := 0
	for n < len(w) && '0' <= w[n] && w[n] <= '9' {
		n++
	}
	return n
}

// maxParIndent is the widest indentation of a paragraph's first line
// hangingIndent takes for one, in columns.
const maxParIndent = 8

// gutterBefore reports whether a tab, or three blanks or more after
// words, stand before the URL on its line: it stands in a column of its
// own.
func (m *machine) gutterBefore() bool {
	blanks := 0
	for j := m.w.open - 1; j >= 0 && m.b[j] != '\n'; j-- {
		switch {
		case m.b[j] == '\t':
			return true
		case m.b[j] == ' ':
			blanks++
		case blanks >= 3:
			return true // words before the blanks
		default:
			blanks = 0
		}
	}
	return false
}

// indent returns how many blanks start the line that holds buffer index
// k (at most maxPrefix looked at).
func (m *machine) indent(k int) int {
	s := k
	for s > 0 && k-s < maxPrefix && m.b[s-1] != '\n' {
		s--
	}
	n := 0
	for s+n < len(m.b) && (m.b[s+n] == ' ' || m.b[s+n] == '\t') {
		n++
	}
	return n
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
	if sectionNumber(w) {
		return false
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

// junction reports whether a URL broken after last, going on with tok,
// was broken at punctuation where a renderer breaks a long word (w3m:
// after "#", ":", ".", "-", "=", "?", "&", "_", "~" or "%", before "/" or
// "="). A word starting with "/" must hold another "/" or a "." ("/g = …"
// is a path of its own).
func junction(last byte, tok []byte) bool {
	if len(tok) == 0 {
		return false
	}
	switch last {
	case '.':
		// after a full stop, a capital starts a sentence ("…/294667."
		// and "POSIX.1-2008 makes …")
		return class[tok[0]]&cWord != 0 && !('A' <= tok[0] && tok[0] <= 'Z')
	case '#', ':', '-', '=', '?', '&', '_', '~', '%':
		return class[tok[0]]&cWord != 0
	}
	switch tok[0] {
	case '=':
		return len(tok) > 1
	case '/':
		return len(tok) > 1 && bytes.ContainsAny(tok[1:], "/.")
	}
	return false
}

// startsLine reports whether the URL starts its line: nothing but
// indentation, a quote or comment prefix, and at most one marker of a list
// item stand before it ("→", "*", "•", "o", "-", "1.", "12)"), as lynx
// prints a link on a line of its own.
func (m *machine) startsLine() bool {
	b := m.b
	j := m.w.open
	for j > 0 && class[b[j-1]]&cSpace != 0 {
		j--
	}
	e := j // the end of the word before, if any
	for j > 0 && b[j-1] != '\n' && class[b[j-1]]&cSpace == 0 {
		j--
	}
	word := b[j:e]
	for k := j - 1; k >= 0 && b[k] != '\n'; k-- {
		if class[b[k]]&cPrefix == 0 {
			return false // words before the marker
		}
	}
	return len(word) == 0 || listMarker(word)
}

// listMarker reports whether w marks a list item: one or two characters
// that are no letter or digit (or an "o"), or a number and "." or ")".
func listMarker(w []byte) bool {
	if n := len(w); n >= 2 && (w[n-1] == '.' || w[n-1] == ')') && allDigits(w[:n-1]) {
		return true
	}
	if len(w) == 1 && w[0] == 'o' {
		return true
	}
	if utf8.RuneCount(w) > 2 {
		return false
	}
	for _, r := range string(w) {
		if r < utf8.RuneSelf && class[r]&cWord != 0 || r >= utf8.RuneSelf && unicode.IsLetter(r) {
			return false
		}
	}
	return true
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

// fillWidth tells how the text around the line that ends at buffer index
// i is filled (fillFacts). fill is the width, in columns (cols), of the
// longest of the lines of prose around that line (at most
// eight before it and eight after it, each whole in sight; a line of prose
// holds two words or more after its indentation and prefix, so that a line
// holding a URL alone, too long to be filled, does not count): the column
// the text was filled to, as far as can be seen, or 0. It also reports
// whether those lines read as filled greedily in columns of fixed width
// (greedy): no line of a paragraph could have taken the first word of the
// line after it, and two pairs of lines or more show it. Text typeset in
// a proportional font and read back (pdftotext) is not: there a word that
// "would have fitted" by its bytes says nothing. Given n, the width of
// the URL's line, it also reports whether that line ends at the margin of
// the prose around it (edge, see breakFacts.atEdge) and whether the text
// around is cut at a fixed width, n, whatever it holds (hard: no line in
// sight is wider, two or more are exactly as wide, see breakFacts.hardCut),
// whether no line in sight is wider than n, at least minFill, but lines
// of wide East Asian characters, which lynx does not break, and, when the
// URL's line is indented, lines at the left edge at most lynxPre columns
// wider, as lynx sets preformatted text (widest, see lynxMargin), whether
// a line is also as wide that shows the margin (level, see
// longerThanLine), and whether two pairs of lines of prose or more,
// indented alike, show the prose filled greedily to n (filled, see
// lynxMargin), and whether the lines show lynx's layout around a line of
// <pre> n columns wide, cut at lynx's full width (lynx, see lynxPreCut).
// body is the median width of those lines of prose (bodyWidth); ragged
// that a line of prose could have taken the first word of the line after
// it within the fill: text not filled greedily (a proportional font read
// back as characters, text filled by hand).
//
// What it looks at does not depend on how the input was read: lines
// before it no farther back than lineBehind before the candidate, lines
// after it no farther than lim, the end of the candidate's window.
func (m *machine) fillWidth(i, lim, n int) fillFacts {
	b := m.b
	lo, whole := m.sight() // whole: the first line in sight starts the text
	var lines [18]lineInfo
	nl := 0
	// The lines before, nearest first, then reversed.
	j := lastNewline(b[:i])
	for n := 0; n < fillLines && j > lo; n++ {
		end := j // b[end] is the "\n" ending the line before
		j = lo + lastNewline(b[lo:end])
		if j < lo && !whole {
			break // its start is out of sight
		}
		lines[nl] = m.lineInfo(j+1, end)
		nl++
	}
	for a, z := 0, nl-1; a < z; a, z = a+1, z-1 {
		lines[a], lines[z] = lines[z], lines[a]
	}
	// The URL's line stands between: a pair across it is not looked at;
	// nor one with the line after the break, which is being decided.
	lines[nl] = lineInfo{blank: true}
	nl++
	next := nl
	hi := min(lim, i+2048)
	j = i
	for n := 0; n <= fillLines && j < hi; n++ {
		e := bytes.IndexByte(b[j:hi], '\n')
		if e < 0 {
			break // its end is out of sight
		}
		if n > 0 {
			lines[nl] = m.lineInfo(j, j+e)
			nl++
		}
		j += e + 1
	}
	// One pass: the fill, and how the lines stand to the URL's line (n
	// columns wide) for edge and hard, which a line a little wider than n
	// settles as false for both (it is wider, and n is short of the margin).
	fill := 0
	narrow := 0 // the same, of lines of no wide East Asian characters (moved)
	edge := n >= minFill
	near, over, same, wider, top := 0, 0, 0, 0, 0
	above := 0 // lines wider than n but of wide East Asian characters (level)
	flush := 0 // of those, lines at the left edge at most lynxPre columns wider (widest)
	for _, l := range lines[:nl] {
		if l.blank {
			continue
		}
		if l.width > n && !l.wide {
			above++
			if l.flush && l.width <= n+lynxPre {
				flush++
			}
		}
		if l.prose {
			fill = max(fill, l.width)
			if !l.wide {
				narrow = max(narrow, l.width)
			}
		}
		switch {
		case !edge:
		case l.width == n:
			same++
			if l.prose && l.first > 0 {
				near++
				top = n
			}
		case l.width < n:
			if l.prose && l.first > 0 && l.width >= n-marginSlack {
				near++
				top = max(top, l.width)
			}
		case l.prose && l.width < n+edgeGap:
			edge = false // a line a little wider: n is short of the margin
			wider++
		default:
			wider++
			switch {
			case !l.wide:
				over++ // a line set otherwise (code, a table)
			case l.prose && l.first > 0:
				// Prose of wide East Asian characters, which lynx does not
				// break: it reaches past the margin, and counts as near it.
				near++
				top = max(top, l.width)
			}
		}
	}
	edge = edge && near >= 2 && over <= 2 && top >= n-edgeSlack
	// lynx indents its prose and sets preformatted text at the left edge,
	// cut at its full width, lynxPre columns past the prose's margin.
	widest := n >= minFill && (above == 0 || above == flush && m.indent(i-1) > 0)
	// A line as wide that shows the margin (level): not a URL alone on
	// its line that a line starting a URL follows, which was whole (a
	// list of links one a line that happen to be as long).
	shown := 0
	for p := 0; p < nl && n >= minFill && above == 0 && shown == 0; p++ {
		l := &lines[p]
		if l.blank || l.width != n {
			continue
		}
		if l.urlAlone {
			if p+1 == next-1 && m.w.open > lastNewline(b[:i]) && m.startsLine() || p+1 < nl && p+1 != next-1 && lines[p+1].urlFirst {
				continue
			}
		}
		shown++
	}
	pairs, loose, looseAtN := 0, 0, 0
	block, looseInBlock := 0, 0 // the same, of pairs of lines indented alike (filled)
	for p := 1; p < nl; p++ {
		a, c := &lines[p-1], &lines[p]
		if a.blank || c.blank || !a.prose || c.first == 0 || p-1 == next {
			continue
		}
		pairs++
		if a.text+1+c.first <= fill {
			loose++
		}
		if a.text+1+c.first <= n {
			looseAtN++
		}
		if a.indent == c.indent {
			block++
			if a.text+1+c.first <= n {
				looseInBlock++
			}
		}
	}
	// At the edge, the prose around reads as filled to the URL's line's
	// width: no line of it could have taken the next line's first word
	// within n columns.
	edge = edge && pairs >= 2 && looseAtN*4 <= pairs
	// lynx's layout around a line n columns wide, its full width (lynx):
	// prose indented and filled within its margin, lynxPre columns
	// short of it, or another line of <pre> cut at it. Text filled
	// greedily to n columns (mail, commit messages, fmt) shows neither:
	// its indented lines reach past the margin, and no short line goes
	// on to a line whose first word it could have taken.
	lynx := false
	if n >= minFill {
		prose, past := 0, 0 // indented lines: of prose within the margin, past it short of the full width
		for p := range nl {
			l := &lines[p]
			if l.blank || l.wide {
				continue
			}
			if l.indent > 0 {
				switch {
				case l.width > n-lynxPre && l.width < n-1:
					past++
				case l.width <= n-lynxPre && l.prose:
					prose++
				}
			}
			// A line cut at the full width (n-1 where the cut fell on a
			// space), its rest, and a line whose first word the rest could
			// have taken: a line of <pre> longer than the page, cut.
			if l.width >= n-1 && p+2 < nl {
				c, d := &lines[p+1], &lines[p+2]
				if !c.blank && !d.blank && d.first > 0 && c.text+1+d.first <= n {
					lynx = true
				}
			}
		}
		lynx = lynx || prose >= 2 && past == 0
	}
	// The URL moved whole to its line (moved).
	moved := false
	if ls := lastNewline(b[:i]) + 1; next >= 2 && m.w.open >= ls && narrow >= minFill {
		prev := &lines[next-2]
		piece := len(m.text)
		if c := bytes.IndexAny(m.text, ":/"); c >= 0 {
			piece = c + 1
		}
		lead := true // nothing but indentation and a prefix before the URL on its line
		for _, c := range b[ls:m.w.open] {
			lead = lead && class[c]&cPrefix != 0
		}
		// The line before ends within a sentence: not a label ("Homepage:"),
		// an entry's or a sentence's end, after which a URL stands on a
		// line of its own (a line break in the markup, a list of
		// references).
		e := ls - 1
		for e > 0 && class[b[e-1]]&cSpace != 0 {
			e--
		}
		within := e > 0 && class[b[e-1]]&cAlpha != 0
		moved = lead && within && !prev.blank && prev.lead == m.w.open-ls && prev.text+1+piece <= narrow && n < narrow-1
	}
	return fillFacts{
		moved:   moved,
		fill:    fill,
		body:    m.bodyWidth(lines[:nl]),
		greedy:  pairs >= 2 && loose == 0,
		ragged:  loose > 0,
		edge:    edge,
		hard:    n >= minFill && n == fill && same >= 2 && wider == 0,
		level:   shown > 0,
		filled:  block >= 2 && looseInBlock == 0,
		widest:  widest,
		highest: n >= minFill && above == 0,
		lynx:    lynx,
	}
}

// bodyWidth returns the median width of the lines of prose among lines,
// or 0 when there are fewer than three: the width of the body of a
// justified paragraph, most of whose lines are full, where the widest
// line read back from a proportional font (pdftotext) may be a few
// characters wider than the rest, or a display or a heading much wider.
func (m *machine) bodyWidth(lines []lineInfo) int {
	var w [18]int
	k := 0
	for _, l := range lines {
		if l.prose && !l.blank {
			// insertion sort: at most eighteen lines
			j := k
			for j > 0 && w[j-1] > l.width {
				w[j] = w[j-1]
				j--
			}
			w[j] = l.width
			k++
		}
	}
	if k < 3 {
		return 0
	}
	return w[k/2]
}

// lineInfo is what fillWidth needs of a line.
type lineInfo struct {
	width    int  // in columns, with its trailing spaces
	text     int  // in columns, without them
	first    int  // the width of its first word, when it starts with a letter or a digit; else 0
	prose    bool // two words or more after its indentation and prefix, and no tab
	flush    bool // it starts at the left edge, with no indentation
	indent   int  // the bytes of its indentation
	lead     int  // the bytes of its indentation and prefix, before its content
	urlFirst bool // its first word holds "://"
	urlAlone bool // and is all it holds
	wide     bool // it holds a wide East Asian character
	blank    bool
}

// lineInfo describes the line b[from:to].
func (m *machine) lineInfo(from, to int) lineInfo {
	b := m.b
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
	if p == q {
		return lineInfo{blank: true}
	}
	l := lineInfo{flush: class[b[from]]&cSpace == 0, lead: p - from}
	for l.indent < p-from && (b[from+l.indent] == ' ' || b[from+l.indent] == '\t') {
		l.indent++
	}
	l.width, l.wide = colsWide(b[from:to])
	l.text = l.width - (to - q)
	sp := bytes.IndexByte(b[p:q], ' ') // the end of the first word, if a space ends it
	l.prose = sp >= 0 && bytes.IndexByte(b[from:to], '\t') < 0
	if c := b[p]; class[c]&cWord != 0 || c >= utf8.RuneSelf {
		if sp < 0 {
			sp = q - p
		}
		l.first = cols(b[p : p+sp])
		l.urlFirst = bytes.Contains(b[p:p+sp], []byte("://"))
		l.urlAlone = l.urlFirst && p+sp == q
	}
	return l
}

// lastNewline returns the index of the last "\n" in b, or -1: eight bytes
// at a time (bytes.LastIndexByte goes back one at a time).
func lastNewline(b []byte) int {
	const ones, highs, nl = 0x0101010101010101, 0x8080808080808080, 0x0a0a0a0a0a0a0a0a
	i := len(b)
	for i >= 8 {
		x := binary.LittleEndian.Uint64(b[i-8:]) ^ nl
		if (x-ones)&^x&highs != 0 {
			break // a "\n" among these eight
		}
		i -= 8
	}
	for i--; i >= 0; i-- {
		if b[i] == '\n' {
			return i
		}
	}
	return -1
}

// cols returns the width of b in the columns of a terminal: an ASCII byte
// or a character is one column, a wide East Asian character two, a
// combining mark or a zero-width character none.
func cols(b []byte) int {
	n, _ := colsWide(b)
	return n
}

// colsWide is cols, and whether b holds a wide East Asian character.
func colsWide(b []byte) (int, bool) {
	// ASCII eight bytes at a time, as most lines are.
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(b); i++ {
		if b[i] >= utf8.RuneSelf {
			n, wide := colsWideSlow(b[i:])
			return i + n, wide
		}
	}
	return len(b), false
}

// colsWideSlow is colsWide for text that holds non-ASCII characters.
func colsWideSlow(b []byte) (n int, wide bool) {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		i += size
		c := runeCols(r)
		n += c
		wide = wide || c == 2
	}
	return n, wide
}

// runeCols is the width of r in columns (cols).
func runeCols(r rune) int {
	switch {
	case r >= 0x300 && r <= 0x36f, r >= 0x200b && r <= 0x200f, r >= 0x64b && r <= 0x65f:
		return 0
	case r >= 0x1100 && r <= 0x115f, r >= 0x2e80 && r <= 0xa4cf && r != 0x303f, r >= 0xac00 && r <= 0xd7a3,
		r >= 0xf900 && r <= 0xfaff, r >= 0xfe30 && r <= 0xfe4f, r >= 0xff00 && r <= 0xff60, r >= 0xffe0 && r <= 0xffe6,
		r >= 0x20000 && r <= 0x3fffd:
		return 2
	}
	return 1
}

// ideographProse reports whether the next line's first word, after a URL
// of ASCII alone, is Chinese or Japanese prose with a Latin word glued
// inside it: ideographs, then three ASCII letters or digits or more, then
// an ideograph again ("→ https://deb.debian.org/" over
// "对deb.debian.org的性能不满意的…", debian-handbook zh-CN, every HTML
// renderer). An IRI's segment of ideographs ("…/wiki/" and "横排图表") or
// one with a Latin name after them ("…/wiki/" and "东京ABC") has no
// ideograph after its Latin letters; text glued so on both sides of a
// word is prose (gluedIdeograph cuts such text after a URL on its own
// line).
func (m *machine) ideographProse(f *breakFacts) bool {
	tok := f.tok(m)
	r, size := utf8.DecodeRune(tok)
	if !isIdeograph(r) {
		return false
	}
	for _, c := range m.text {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	i := size
	for i < len(tok) {
		r, size = utf8.DecodeRune(tok[i:])
		if !isIdeograph(r) {
			break
		}
		i += size
	}
	n := 0
	for i < len(tok) && tok[i] < utf8.RuneSelf && class[tok[i]]&cURL != 0 {
		if class[tok[i]]&cWord != 0 && tok[i] != '_' {
			n++
		}
		i++
	}
	if n < 3 || i >= len(tok) {
		return false
	}
	r, _ = utf8.DecodeRune(tok[i:])
	return isIdeograph(r)
}

// bracketNumber reports whether tok is one to four digits in square
// brackets ("[16]"): a reference's label or a footnote's mark.
func bracketNumber(tok []byte) bool {
	n := len(tok)
	return n >= 3 && n <= 6 && tok[0] == '[' && tok[n-1] == ']' && allDigits(tok[1:n-1])
}

// digitsCut reports whether a URL whose text ends in a number, a query
// field's value or a path's last segment ("…/videoplay?docid=652804269635199"
// and "4555. doi: …", sample-acmsmall-biblatex.pdf;
// "https://tex.stackexchange.com/a/62" and "091.", letgut-code.pdf), or in
// a field's value and "." ("…/citation.cfm?id=2032305." and "2032319.",
// why3's manual.pdf), goes on with tok, the next line's first word: three
// digits or more and one stop. TeX's \url and biblatex break a number
// anywhere at the margin; a sentence does not start with a number glued
// to its stop, a list's number is shorter, a listing's line number has no
// stop, and a year (19xx, 20xx) is left alone.
func digitsCut(text, tok []byte) bool {
	t, dot := text, false
	if n := len(t); n > 0 && t[n-1] == '.' {
		t, dot = t[:n-1], true
	}
	d := 0
	for d < len(t) && '0' <= t[len(t)-1-d] && t[len(t)-1-d] <= '9' {
		d++
	}
	if d == 0 || d == len(t) {
		return false
	}
	switch before := t[len(t)-1-d]; {
	case before == '=':
	case before == '/' && !dot:
	default:
		return false
	}
	k := 0
	for k < len(tok) && '0' <= tok[k] && tok[k] <= '9' {
		k++
	}
	if k < 3 || k+1 != len(tok) || bytes.IndexByte([]byte(".,;"), tok[k]) < 0 {
		return false
	}
	return !(k == 4 && (tok[0] == '1' && tok[1] == '9' || tok[0] == '2' && tok[1] == '0'))
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
	if letters && (capital || last == '/' || len(core) < len(tok) && !(last == '-' && restAfterHyphen(core, tok))) {
		// "Thanks", a word after a complete path, a word ending a
		// sentence ("etc."); but after a "-", which no URL ends with
		// before a line's end, a word of small letters and its stop
		// is the rest ("…/pkg/latex-" and "veryshortguide.",
		// docsurvey.pdf).
		return false
	}
	return true
}

// restAfterHyphen reports whether tok, a word of letters (core) and its
// stop alone on the line after a URL that ends in "-", is the URL's rest:
// one stop, two letters or more, and no word that ends a sentence or a
// list of its own (a stopword, an abbreviation, "etc.").
func restAfterHyphen(core, tok []byte) bool {
	return len(tok)-len(core) == 1 && len(core) >= 2 && !stopword(core) && !isAbbreviation(core) && !bytes.EqualFold(core, []byte("etc"))
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
	_, c := sitePort(text)
	if c > 0 && urlsyntax.PortHost(string(site[:c])) {
		// After a host's name, digits and what is glued to them at the
		// line's end are its port (and a sentence's end): the next
		// line's "@" word is prose's. Joined, the grammar read "// see
		// ws://10.0.0.5:6379!⏎// @param port" as the password "6379!"
		// of the host "param" and printed "ws://10.0.0.5:***@param"
		// (review55, trust24's item 3), where white space and an "@"
		// later on the line make no password of them (urlsyntax's
		// rawPasswordEnd: after such a name a password that starts
		// with digits runs only to an "@" before white space). After a
		// user name's shape the join stands.
		if c+1 < len(site) && '0' <= site[c+1] && site[c+1] <= '9' && bytes.IndexByte(site[c+1:], '@') < 0 {
			return false
		}
	}
	if mentionAfterPort(text, tok) {
		return false
	}
	joined := make([]byte, 0, len(text)+len(tok))
	joined = append(append(joined, text...), tok...)
	lo, hi, ok := urlsyntax.SecretRange(string(joined))
	return ok && lo <= len(text) && hi >= len(text)
}

// mentionAfterPort reports whether tok, the first word of the line after
// a bare URL text, is an "@" word that starts no URL's site (a mention, an
// annotation, a handle: urlsyntax.SiteWord) after a name, its ":", digits
// and the punctuation that ends the line: such a word is not joined
// ("ws://db:80;⏎@bob-smith: done" printed "ws://db:***@bob-smith"); the
// reading of a piece cut at a line break (urlsyntax.BrokenPasswordRest)
// tells a password's rest from prose there.
func mentionAfterPort(text, tok []byte) bool {
	if len(tok) == 0 || tok[0] != '@' {
		return false
	}
	site, c := sitePort(text)
	if c <= 0 || urlsyntax.SiteWord(tok[1:]) {
		return false
	}
	d := c + 1
	for d < len(site) && '0' <= site[d] && site[d] <= '9' {
		d++
	}
	return d > c+1 && len(trimTrail(site[d:])) == 0
}

// sitePort returns the site of a bare URL text (after its "//", nil
// where it has none or holds an "@") and the index in it of the ":"
// after its name (after an IP literal's "]"), or -1.
func sitePort(text []byte) (site []byte, c int) {
	i := bytes.Index(text, []byte("//"))
	if i < 0 {
		return nil, -1
	}
	site = text[i+2:]
	if bytes.IndexByte(site, '@') >= 0 {
		return nil, -1
	}
	c = bytes.IndexByte(site, ':')
	if len(site) > 0 && site[0] == '[' {
		c = -1 // an IP literal's ":"s
		if e := bytes.Index(site, []byte("]:")); e > 0 {
			c = e + 1
		}
	}
	return site, c
}

// hostPortMention reports whether tok, the first word of the line after
// a bare URL text, is an "@" word that starts no URL's site
// (urlsyntax.SiteWord) after a host's name (urlsyntax.PortHost: an IP
// address or literal, localhost, a dotted name that ends in a top-level
// domain's label), its ":" and digits, whatever is glued to them: a
// port, and a mention, an annotation or a handle after it
// (urlsyntax.BrokenPasswordRest reads so: after such a name, digits are
// a password's only before an "@" that starts a site).
func hostPortMention(text, tok []byte) bool {
	if len(tok) == 0 || tok[0] != '@' {
		return false
	}
	site, c := sitePort(text)
	return c > 0 && c+1 < len(site) && '0' <= site[c+1] && site[c+1] <= '9' &&
		urlsyntax.PortHost(string(site[:c])) && !urlsyntax.SiteWord(tok[1:])
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

// lineLength returns the width, in columns (cols), of the line that ends
// at buffer index i; ok is false when its start is out of sight (more than
// maxPrefix bytes back).
func (m *machine) lineLength(i int) (n int, ok bool) {
	lo := max(0, i-maxPrefix)
	if j := lastNewline(m.b[lo:i]); j >= 0 {
		return cols(m.b[lo+j+1 : i]), true
	}
	if lo == 0 && m.off == 0 {
		return cols(m.b[:i]), true
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

// linkDefinition reports whether the URL's line starts with the label of
// a Markdown link reference definition ("[id]: " before the URL).
func (m *machine) linkDefinition() bool {
	b := m.b
	j := m.w.open
	for j > 0 && class[b[j-1]]&cSpace != 0 {
		j--
	}
	if j < 3 || b[j-1] != ':' || b[j-2] != ']' {
		return false
	}
	for k := j - 3; k >= 0 && j-k < maxPrefix; k-- {
		switch b[k] {
		case '\n', ']':
			return false
		case '[':
			for p := k - 1; p >= 0 && b[p] != '\n'; p-- {
				if class[b[p]]&cSpace == 0 {
					return false
				}
			}
			return true
		}
	}
	return false
}

// mailAddress reports whether w reads as the mail address of a person or
// a role: a local part of small letters, ".", "-" and "_" (no more than
// 24), then "@" and a host name with a dot, and nothing else. A
// Message-ID's local part mixes capitals and digits ("…/message-id/" and
// "CAJVSVGVX8…@mail.gmail.com" is one URL).
func mailAddress(w []byte) bool {
	at := bytes.IndexByte(w, '@')
	if at <= 0 || at > 24 || !hostLike(w[at+1:]) || bytes.ContainsAny(w[at+1:], "/?#@") {
		return false
	}
	for _, c := range w[:at] {
		if !('a' <= c && c <= 'z') && c != '.' && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// startsURL reports whether tok starts with a scheme and "://" (before any
// "/", "?" or "#"), or a scheme that needs no slashes and ":".
func startsURL(tok []byte) bool {
	c := bytes.IndexByte(tok, ':')
	if c < 2 || !validScheme(tok[:c]) {
		return false
	}
	return bytes.HasPrefix(tok[c:], []byte("://")) || isNoSlashScheme(tok[:c])
}

// afterScheme returns what text holds after its scheme and ":" when that
// is nothing, "/" or "//": the URL so far is only its scheme.
func afterScheme(text []byte) ([]byte, bool) {
	c := bytes.IndexByte(text, ':')
	if c < 2 || !validScheme(text[:c]) {
		return nil, false
	}
	rest := text[c+1:]
	if len(rest) > 2 || len(bytes.Trim(rest, "/")) > 0 {
		return nil, false
	}
	return rest, true
}

// schemeGoesOn reports whether tok completes a URL that so far is its
// scheme and rest ("", "/" or "//"): with the slashes that are missing,
// then a host name (hostLike), an IP literal in brackets, or a third "/".
// "git://" and "Add xmallocz()", "file://" and "clone: …" end there.
func schemeGoesOn(rest, tok []byte) bool {
	need := 2 - len(rest)
	if len(tok) <= need {
		return false
	}
	for _, c := range tok[:need] {
		if c != '/' {
			return false
		}
	}
	site := tok[need:]
	if site[0] == '/' {
		return len(site) > 1
	}
	if site[0] == '[' {
		// an IP literal: "[::1]", "[2001:db8::7]"
		e := bytes.IndexByte(site, ']')
		if e < 3 {
			return false
		}
		for _, c := range site[1:e] {
			if !(c == ':' || c == '.' || '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f') {
				return false
			}
		}
		return true
	}
	if at := bytes.IndexByte(site, '@'); at > 0 && !bytes.ContainsAny(site[:at], "/?#") {
		site = site[at+1:] // after a userinfo
	}
	return hostLike(site)
}

// hostLike reports whether w starts with a host name that has a dot
// inside ("www.debian.org", "localhost" does not), perhaps with a port,
// then ends or goes on with "/", "?" or "#".
func hostLike(w []byte) bool {
	host := w
	if c := bytes.IndexAny(w, "/?#"); c >= 0 {
		host = w[:c]
	} else {
		host = trimTrail(w)
	}
	if c := bytes.LastIndexByte(host, ':'); c > 0 && allDigits(host[c+1:]) {
		host = host[:c]
	}
	dot := bytes.IndexByte(host, '.')
	if dot <= 0 || host[len(host)-1] == '.' {
		return false
	}
	for _, c := range host {
		if class[c]&cWord == 0 && c != '-' && c != '.' && c < utf8.RuneSelf || c == '_' {
			return false
		}
	}
	return true
}

// hostCut reports whether the URL so far ends inside its host name with a
// "." or "-" and the next word goes on with the host: the word's first
// chunk (up to "/", "?", "#" or ":") is made of the characters of a host
// name, and the host goes on after it to a path, a query or a port, or
// the chunk holds a dot after its first character ("R-project.org"), or
// the host had no dot before ("https://www.", "http://luatex.") and the
// chunk, of small letters and digits, ends its line or a bracket or a
// quote closes it ("org." or "org)"), or, after a host with a dot, the
// chunk is two to six small letters and punctuation follows it
// ("https://bugs.gnu." and "org; this can be …"). "https://proxy.golang.org."
// and "It …" is a full stop and a sentence. After a ".", a generic
// top-level domain of small letters ("com", "org", "net", "edu", "gov",
// "info") goes on whatever follows it ("https://texfaq." and "org, 2019."):
// none is a word of prose.
func (m *machine) hostCut(f *breakFacts) bool {
	if f.last != '.' && f.last != '-' {
		return m.hostCutBeforeDot(f)
	}
	host, ok := openHost(m.text)
	if !ok || len(host) < 2 {
		return false
	}
	tok := f.tok(m)
	chunk := tok
	if c := bytes.IndexAny(tok, "/?#:"); c >= 0 {
		chunk = tok[:c]
	}
	if len(chunk) < len(tok) && len(chunk) > 0 {
		// the host goes on to a path, a query or a port; not a word of
		// no dot and a ":" with no port after it, a field's label
		// ("https://wikipedia.com." and "code: wikimedia/mediawiki.",
		// quantum-bibliographystyle-demo.pdf; "http://www." and
		// "iODBC.org:" goes on)
		if c := len(chunk); tok[c] == ':' && (c+1 == len(tok) || tok[c+1] < '0' || tok[c+1] > '9') && bytes.IndexByte(chunk, '.') < 0 {
			return false
		}
		return hostChars(chunk)
	}
	chunk = trimTrail(chunk)
	if len(chunk) == 0 || !hostChars(chunk) {
		return false
	}
	if bytes.IndexByte(chunk[1:], '.') >= 0 {
		return !isAbbreviation(chunk)
	}
	if f.last == '.' && genericTLD(chunk) {
		// "https://texfaq." and "org, 2019.", "http://www.hbcpnetbase."
		// and "com [Accessed …": no sentence starts so.
		return true
	}
	if bytes.IndexByte(host[:len(host)-1], '.') >= 0 {
		// A host with a dot before: a word of a few small letters and
		// punctuation right after it ("https://bugs.gnu." and "org; this
		// can be …") is its last label; a sentence does not start so.
		return f.last == '.' && len(chunk) < len(tok) && len(chunk) >= 2 && len(chunk) <= 6 && smallLetters(chunk) && !stopword(chunk) && string(chunk) != "etc"
	}
	if !(f.whole || f.why == stopOther || f.why == stopClose) {
		return false
	}
	for _, c := range chunk {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// hostCutBeforeDot reports whether the URL so far ends inside its host
// name with a letter or a digit and the next line goes on with the host
// from a ".": biblatex's \url and lynx break before a "." too
// ("URL: http://www" and ".miwie.org/tex-refs/.", pst-3dplot-doc.pdf;
// "http://mathworld.wolfram" and ".com.", pst-fractal-doc.pdf;
// "http://www.linux-video" and ".net/Samples/. Hence, …", movie15.pdf;
// lynx's "'http://www.example" and ".com:3128/'})", urllib.request.html).
// The word after the "." starts with a small letter and is a host's
// labels up to a path, a query or a port, or holds another dot, or is a
// generic top-level domain ("com", "org", …); and the host so far does
// not end in one. A line of roff (".sp", ".in 4", ".SH") or a sentence
// does not start so.
func (m *machine) hostCutBeforeDot(f *breakFacts) bool {
	if class[f.last]&cWord == 0 || f.last == '_' || m.b[f.k] != '.' {
		return false
	}
	host, ok := openHost(m.text)
	tok := f.tok(m)
	if !ok || !hostChars(host) || len(tok) < 3 || tok[1] < 'a' || tok[1] > 'z' {
		return false
	}
	if d := bytes.LastIndexByte(host, '.'); d >= 0 && genericTLD(host[d+1:]) {
		return false // a whole host ("http://example.com" and ".sp")
	}
	chunk := tok[1:]
	if c := bytes.IndexAny(chunk, "/?#:"); c >= 0 {
		return c > 0 && hostChars(chunk[:c]) // the host goes on to a path, a query or a port
	}
	chunk = trimTrail(chunk)
	if !hostChars(chunk) {
		return false
	}
	return bytes.IndexByte(chunk, '.') > 0 && !isAbbreviation(chunk) || genericTLD(chunk)
}

// hostLabel reports whether the URL so far ends inside a label of its
// host (host-cut, asked before, has its "." and "-") and the next word
// goes on with the
// rest of that label, the host's other labels and a path, a query or a
// port: TeX's \url (biblatex) breaks between any two letters
// ("http://www.mathemat" and "ica-journal.com/2014/02/…",
// pst-fractal-doc.pdf; the tuned parts' others, "http://ccrma.stanf" and
// "ord.edu/~jos/…", "https://githu" and "b.com/rdicosmo/…", justified-cut
// joins where it sees a full line of justified text). So it does when the
// host so far has a dot and no top-level domain at its end (a generic
// one, or two letters: "http://www.mathweb.fr" and "06.98.52.36.12.",
// "http://altermundus.fr" and "tkz-doc.cls" end there; a host of one
// label, "see http://localhost" and "example.org/x", is whole: no tuned
// case asks for one, justified-cut joins "https://githu"), and the word's
// first chunk, up to "/", "?", "#" or ":", holds a dot after its first
// character (a word of prose holds none before a "/"; a tool's label,
// "read_me.txt:12:", new-url ends). Where the rules
// after join it (justified-cut, cut-in-word), they decide.
func (m *machine) hostLabel(f *breakFacts) bool {
	host, ok := openHost(m.text)
	if !ok {
		return false
	}
	dot := bytes.LastIndexByte(host, '.')
	if dot < 0 {
		return false // a one-label host is whole ("http://localhost" and "example.org/x")
	}
	last := host[dot+1:]
	tok := f.tok(m)
	e := bytes.IndexAny(tok, "/?#:")
	if genericTLD(last) || len(last) == 2 && letters(last) {
		// a whole host ("http://www.mathweb.fr" and "06.98.52.36.12."),
		// but for two letters that the next word's first chunk makes a
		// generic top-level domain ("http://www.ctan.or" and "g/pkg/…")
		return e > 0 && tldCut(last, tok[:e], tok[e:]) && m.typesetText(f, tok[e:])
	}
	if e <= 0 {
		return false
	}
	if bytes.IndexByte(tok[1:e], '.') >= 0 {
		return true
	}
	return tldCut(last, tok[:e], tok[e:]) && m.typesetText(f, tok[e:])
}

// typesetText reports whether the text around the break f shows signs of
// a page typeset and read back as text (pdftotext, with -layout or not),
// where TeX's \url breaks a host anywhere. A page's form feed or a
// ligature in sight (typesetInSight) is sign enough: a keyboard's plain
// text holds neither. A typographer's quote or dash in sight, or Chinese
// or Japanese on the URL's line before the URL (whose lines a renderer
// breaks between any two characters), is a weaker sign: mail and
// Markdown typed with autocorrect hold them as often ("I’ve put the
// specs at http://example.co" and "m/s is what we use", review41 F5). It
// is enough only where rest, the next word after the piece that
// completes the top-level domain, goes on as a URL's path does and a
// word of prose seldom does: a second "/" ("om/ho-tex/luacolor/issues/4",
// letgut-code.pdf, U+2019 on the URL's line; "g/debian/ から",
// live-manual.ja.html, lynx60), a "?" or "#" after a "/", or a port. A
// word of prose such as "m/s", "n/a" or "m/s." has one "/" and no more.
// Lines of prose that a proportional font leaves ragged (fillWidth's
// ragged, which justified-cut asks) are no sign here: plain text's
// greeting ("Hi Bob,") or the last line of a list's item is as short.
func (m *machine) typesetText(f *breakFacts, rest []byte) bool {
	strong, weak := m.typesetInSight(f.i, f.lim)
	if strong {
		return true
	}
	if !weak {
		_, weak = colsWide(m.b[lastNewline(m.b[:f.i])+1 : f.i])
	}
	return weak && pathLike(rest)
}

// pathLike reports whether rest, the part of a word after its first
// chunk (it starts with "/", "?", "#" or ":"), reads as a URL's rest
// rather than a word of prose with a "/": a port (":" and a digit), a
// second "/", or a "?" or "#" after the first "/".
func pathLike(rest []byte) bool {
	if len(rest) == 0 {
		return false
	}
	if rest[0] == ':' {
		return len(rest) > 1 && rest[1] >= '0' && rest[1] <= '9'
	}
	return bytes.ContainsAny(rest[1:], "/?#")
}

// typesetInSight reports whether the lines around the line break at
// buffer index i that fillWidth looks at (fillLines before it, each whole
// in sight, the URL's line, and fillLines after it, within lim) hold a
// page's form feed or a ligature (U+FB00-U+FB06), which TeX sets and
// pdftotext prints and a keyboard's plain text does not hold (strong),
// or a typographer's quote (U+2018, U+2019, U+201C, U+201D) or an en or
// em dash (U+2013, U+2014), which autocorrect types too (weak).
func (m *machine) typesetInSight(i, lim int) (strong, weak bool) {
	b := m.b
	lo, whole := m.sight() // whole: the first line in sight starts the text
	j := lastNewline(b[:i])
	from := j + 1
	for n := 0; n < fillLines && j > lo; n++ {
		end := j
		j = lo + lastNewline(b[lo:end])
		if j < lo && !whole {
			break // its start is out of sight
		}
		from = j + 1
	}
	hi := min(lim, i+2048)
	to := i
	for n := 0; n <= fillLines && to < hi; n++ {
		e := bytes.IndexByte(b[to:hi], '\n')
		if e < 0 {
			break // its end is out of sight
		}
		to += e + 1
	}
	for k := from; k < to; k++ {
		switch c := b[k]; {
		case c == '\f':
			return true, weak
		case c == 0xE2 && k+2 < to && b[k+1] == 0x80:
			switch b[k+2] {
			case 0x98, 0x99, 0x9C, 0x9D, 0x93, 0x94:
				weak = true
			}
		case c == 0xEF && k+2 < to && b[k+1] == 0xAC && b[k+2] <= 0x86:
			return true, weak
		}
	}
	return false, weak
}

// tldCut reports whether a host whose last label so far is last was cut
// inside that label, its top-level domain, and the next word goes on
// with chunk, the rest of it, then rest, a path, a query, a fragment or
// a port: TeX's \url breaks between any two letters ("https://github.c"
// and "om/ho-tex/luacolor/issues/4", letgut-code.pdf; "http://www.regressive.o"
// and "rg/snobol4/…", texaccents.pdf; "https://ctan.dcc.uchile.c" and
// "l/macros/…"). The two pieces, of small letters, make a generic
// top-level domain ("com", "org", …), or two letters after a label of
// one (no top-level domain is of one letter); a port is digits. A word
// of prose does not start with a few letters and a "/".
func tldCut(last, chunk, rest []byte) bool {
	if len(chunk) == 0 || len(chunk) > 3 || !smallLetters(last) || !smallLetters(chunk) {
		return false
	}
	if rest[0] == ':' && (len(rest) < 2 || rest[1] < '0' || rest[1] > '9') {
		return false // a label's ":" ("c" and "om: …"), not a port
	}
	if len(last) == 1 && len(chunk) == 1 {
		return true // two letters, a country's
	}
	return genericTLD(append(last[:len(last):len(last)], chunk...))
}

// genericTLD reports whether w is one of the commonest generic top-level
// domains, in small letters.
func genericTLD(w []byte) bool {
	switch string(w) {
	case "com", "org", "net", "edu", "gov", "info":
		return true
	}
	return false
}

// numberCut reports whether the next word tok goes on with text, a URL so
// far in a DOI: after "/10.", the registrant's number and "/"
// ("15125/BATH-00069"); in a DOI's suffix (doiSuffix) after a digit and
// ".", a number of two digits or more and ".", "/" or "-" and more, or
// of four digits or more alone on its line (whole: "1057278",
// "4042912."); after a letter and ".", numbers joined by "."
// ("…/ICWS." and "2004.64"). A list's "2." or "12." is no number of
// four digits. A number
// before more words starts a line of a listing ("22 \def…"), a short one
// alone is likelier a page's, "2." numbers a list.
func numberCut(text, tok []byte, whole bool) bool {
	core := trimTrail(tok)
	d := 0
	for d < len(core) && core[d] >= '0' && core[d] <= '9' {
		d++
	}
	if bytes.HasSuffix(text, []byte("/10.")) && pathStarted(text) {
		// cut in the DOI's prefix: its registrant's number and "/"
		return d >= 4 && d < len(core) && core[d] == '/'
	}
	if n := len(text); n < 2 || !doiSuffix(text) {
		return false
	} else if c := text[n-2]; c < '0' || c > '9' {
		// after a letter ("…/ICWS." and "2004.64"), only numbers joined
		// by "." go on
		if class[c]&cAlpha == 0 || d < 2 || d+1 >= len(core) || core[d] != '.' || core[d+1] < '0' || core[d+1] > '9' {
			return false
		}
	}
	if d < 2 {
		return false
	}
	if d == len(core) {
		return whole && d >= 4
	}
	return core[d] == '.' || core[d] == '/' || core[d] == '-'
}

// doiPrefixEnds reports whether text, a URL so far, ends with a DOI's
// prefix: a path segment "10." and four digits or more, then "/"
// ("https://doi.org/10.1145/").
func doiPrefixEnds(text []byte) bool {
	if !pathStarted(text) || len(text) < 9 {
		return false
	}
	j := len(text) - 2
	for j >= 0 && '0' <= text[j] && text[j] <= '9' {
		j--
	}
	return len(text)-2-j >= 4 && j >= 3 && bytes.HasSuffix(text[:j+1], []byte("/10."))
}

// capitalWord reports whether w is a word of ASCII letters that starts
// with a capital ("Note", "Springer", "IEEE"): a sentence's first word, a
// name or a label, not a DOI's suffix, which holds a digit or a mark
// ("q-2017-04-25-1", "1057270.1057278", "S0140-6736(20)30183-5") or is
// written in small letters.
func capitalWord(w []byte) bool {
	if len(w) == 0 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for _, c := range w {
		if class[c]&cAlpha == 0 {
			return false
		}
	}
	return true
}

// doiSuffix reports whether text, a URL so far, is in the suffix of a DOI:
// its path holds "/10.", four digits or more and "/" ("https://doi.org/10.1145/…",
// "…/doi/10.1002/…").
func doiSuffix(text []byte) bool {
	i := bytes.Index(text, []byte("://"))
	if i < 0 {
		return false
	}
	for rest := text[i+3:]; ; {
		j := bytes.Index(rest, []byte("/10."))
		if j < 0 {
			return false
		}
		rest = rest[j+4:]
		d := 0
		for d < len(rest) && rest[d] >= '0' && rest[d] <= '9' {
			d++
		}
		if d >= 4 && d < len(rest) && rest[d] == '/' {
			return true
		}
	}
}

// smallLetters reports whether w is all small ASCII letters.
func smallLetters(w []byte) bool {
	for _, c := range w {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return len(w) > 0
}

// lineLabel reports whether tok, a word that ends in ":", ends in ":"
// and digits before that ":" ("Mail/new/17953.M2P1.host:10:13:",
// "src/a.go:12:"): a tool's label of a file's line, whatever its path.
func lineLabel(tok []byte) bool {
	t := tok[:len(tok)-1]
	i := len(t)
	for i > 0 && t[i-1] >= '0' && t[i-1] <= '9' {
		i--
	}
	return i < len(t) && i > 0 && t[i-1] == ':'
}

// labelledLine reports whether the line whose content starts at buffer
// index k starts with a label of a file's line, "PATH:LINE:COLUMN: " or
// "PATH:LINE: " (grep -n, a compiler, urlsift extract --format line),
// whose path holds a space: a line whose first word is a whole label is
// lineLabel's. The path holds no "://" and no tab, and is at most 240
// bytes long.
func (m *machine) labelledLine(k int) bool {
	b := m.b
	end := min(len(b), k+256)
	space := false
	for i := k; i < end; i++ {
		switch c := b[i]; {
		case c == '\n' || c == '\r' || c == '\t':
			return false
		case c == ' ':
			space = true
		case c == ':' && i+1 < end && b[i+1] == '/' && i+2 < end && b[i+2] == '/':
			return false
		case c == ':' && space && i > k:
			j := i + 1
			for j < end && '0' <= b[j] && b[j] <= '9' {
				j++
			}
			if j == i+1 || j >= end || b[j] != ':' {
				continue
			}
			if j+1 < end && '0' <= b[j+1] && b[j+1] <= '9' {
				j++
				for j < end && '0' <= b[j] && b[j] <= '9' {
					j++
				}
				if j >= end || b[j] != ':' {
					continue
				}
			}
			return j+1 < end && b[j+1] == ' '
		}
	}
	return false
}

// isDate reports whether w is a date written "YYYY/MM/DD" or
// "YYYY-MM-DD" (a year from 1900 to 2099), nothing before or after it.
func isDate(w []byte) bool {
	if len(w) != 10 || w[4] != w[7] || w[4] != '/' && w[4] != '-' {
		return false
	}
	for i, c := range w {
		if i != 4 && i != 7 && (c < '0' || c > '9') {
			return false
		}
	}
	y := string(w[:2])
	mo := int(w[5]-'0')*10 + int(w[6]-'0')
	d := int(w[8]-'0')*10 + int(w[9]-'0')
	return (y == "19" || y == "20") && mo >= 1 && mo <= 12 && d >= 1 && d <= 31
}

// constantName reports whether tok is a name in capitals, digits and "_"
// that holds a "_" inside it ("IMPORT_METHOD", "THE_TITLE"), then ":"
// and anything ("THE_TITLE:SAF"), or nothing but trailing punctuation
// when more words follow on its line (whole is false).
func constantName(tok []byte, whole bool) bool {
	name := tok
	field := false
	if c := bytes.IndexByte(tok, ':'); c >= 0 {
		name, field = tok[:c], true
	} else {
		name = trimTrail(tok)
		if whole || len(name) < len(tok) && tok[len(name)] != ',' && tok[len(name)] != ';' {
			return false
		}
	}
	if len(name) < 4 || name[0] < 'A' || name[0] > 'Z' || name[len(name)-1] == '_' {
		return false
	}
	under := false
	for _, c := range name {
		switch {
		case c == '_':
			under = true
		case 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return under && (field || !whole)
}

// mediaType reports whether w is a media type, "type/subtype", of a
// registered top-level type ("application/x-deflate", "text/plain").
func mediaType(w []byte) bool {
	s := bytes.IndexByte(w, '/')
	if s < 0 || s+1 >= len(w) {
		return false
	}
	switch string(w[:s]) {
	case "application", "audio", "font", "image", "message", "model", "multipart", "text", "video":
	default:
		return false
	}
	for _, c := range w[s+1:] {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '.' || c == '+' || c == '-') {
			return false
		}
	}
	return 'a' <= w[s+1] && w[s+1] <= 'z'
}

// versionedName reports whether tok is a capitalised word of two letters
// or more and a number of one to three digits, nothing after it
// ("Libidn2", "Cookie2", "Python3").
func versionedName(tok []byte) bool {
	n := 0
	for n < len(tok) && ('a' <= tok[n] && tok[n] <= 'z' || n == 0 && 'A' <= tok[n] && tok[n] <= 'Z') {
		n++
	}
	if n < 3 || tok[0] < 'A' || tok[0] > 'Z' {
		return false
	}
	d := len(tok) - n
	return d >= 1 && d <= 3 && allDigits(tok[n:])
}

// endsInExtension reports whether text, a URL so far with a path, ends in
// a file name with an extension (isExtension): "…/mec-12.txt".
// fileNameBefore reports whether text, a URL so far that ends in ".",
// holds a file's name the extension that starts tok may complete: the
// "." follows a name ("…/books/." has none: the sentence's stop after a
// URL that ends in "/"), and a name that has its extension already takes
// only a compressor's or an archive's after it ("…/gplcz.html." and "c"
// make no file; "…/manual.ps." and "gz", "…/src.tar." and "bz2" do).
func fileNameBefore(text, tok []byte) bool {
	t := text[:len(text)-1]
	if len(t) == 0 || t[len(t)-1] == '/' {
		return false
	}
	if !endsInExtension(t) {
		return true
	}
	n := 0
	for n < len(tok) && (class[tok[n]]&cAlpha != 0 || n > 0 && tok[n] >= '0' && tok[n] <= '9') {
		n++
	}
	switch string(bytes.ToLower(tok[:n])) {
	case "gz", "tgz", "bz2", "xz", "zip", "tar", "z":
		return true
	}
	return false
}

// commaAfterFile reports whether text, a URL so far, ends in commas
// right after a file's name and its extension (endsInExtension) in its
// path: no query or fragment before them.
func commaAfterFile(text []byte) bool {
	t := bytes.TrimRight(text, ",")
	i := bytes.Index(t, []byte("://"))
	if len(t) == len(text) || i < 0 || bytes.ContainsAny(t[i+3:], "?#") {
		return false
	}
	return endsInExtension(t)
}

func endsInExtension(text []byte) bool {
	if !pathStarted(text) {
		return false
	}
	s := bytes.LastIndexByte(text, '/')
	d := bytes.LastIndexByte(text, '.')
	return d > s+1 && d+1 < len(text) && isExtension(text[d+1:])
}

// lowerWord reports whether w is a word of two small ASCII letters or
// more and nothing else.
func lowerWord(w []byte) bool {
	for _, c := range w {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return len(w) >= 2
}

// numberValue reports whether text, a URL so far, ends in a query whose
// last value is a number of three digits or more ("…?bug=365754").
func numberValue(text []byte) bool {
	q := bytes.IndexByte(text, '?')
	e := bytes.LastIndexByte(text, '=')
	return q >= 0 && e > q && len(text)-e-1 >= 3 && allDigits(text[e+1:]) && bytes.IndexByte(text[q:], '#') < 0
}

// hostChars reports whether w holds only characters of a host name.
func hostChars(w []byte) bool {
	for _, c := range w {
		if class[c]&cWord == 0 && c != '-' && c != '.' && c < utf8.RuneSelf || c == '_' {
			return false
		}
	}
	return len(w) > 0
}

// openHost returns the host name of text, a URL so far, when text ends in
// it (no "/", "?" or "#" after the "//"), without the userinfo.
func openHost(text []byte) ([]byte, bool) {
	i := bytes.Index(text, []byte("://"))
	if i < 0 {
		return nil, false
	}
	site := text[i+3:]
	if bytes.ContainsAny(site, "/?#") {
		return nil, false
	}
	if at := bytes.LastIndexByte(site, '@'); at >= 0 {
		site = site[at+1:]
	}
	return site, true
}

// pathStarted reports whether text, a URL so far, has a path after its
// site.
func pathStarted(text []byte) bool {
	i := bytes.Index(text, []byte("://"))
	return i >= 0 && bytes.IndexByte(text[i+3:], '/') >= 0
}

// trimTrail removes trailing punctuation (cTrail) from w.
func trimTrail(w []byte) []byte {
	for len(w) > 0 && class[w[len(w)-1]]&cTrail != 0 {
		w = w[:len(w)-1]
	}
	return w
}

// extensionStarts reports whether tok starts with the extension of a file
// name (extensions) followed by nothing, trailing punctuation, or "#",
// "?", "/", ")".
func extensionStarts(tok []byte) bool {
	n := 0
	for n < len(tok) && class[tok[n]]&cAlpha != 0 || n > 0 && n < len(tok) && tok[n] >= '0' && tok[n] <= '9' {
		n++
	}
	if n == 0 || n > 6 {
		return false
	}
	if n < len(tok) && bytes.IndexByte([]byte("#?/)"), tok[n]) < 0 && len(trimTrail(tok[n:])) > 0 {
		return false
	}
	return isExtension(tok[:n])
}

// isExtension reports whether w, compared without case, is a common
// extension of a file name served on the web.
func isExtension(w []byte) bool {
	var low [6]byte
	if len(w) > len(low) {
		return false
	}
	for i, c := range w {
		low[i] = c | 0x20
	}
	switch string(low[:len(w)]) {
	case "html", "htm", "shtml", "xhtml", "php", "asp", "aspx", "jsp", "cgi", "pdf", "ps", "txt", "md",
		"xml", "json", "yaml", "yml", "gz", "tgz", "bz2", "xz", "zip", "tar", "jar", "png", "jpg", "jpeg",
		"gif", "svg", "dvi", "tex", "sty", "cls", "dtx", "bib", "mf", "el", "py", "pl", "c", "h", "rb",
		"go", "js", "css", "rss", "atom", "git", "deb", "rpm", "exe", "iso":
		return true
	}
	return false
}

// cutAtMargin reports whether the URL's line reaches the margin of the
// text around it (fillWidth, the widest line of prose, less marginSlack)
// and the next word reads as the rest of a URL cut there: a renderer that
// cannot fit a word on a line cuts it at the margin. lynx starts such a
// word on a line of its own and cuts it anywhere, at its width less six
// columns; w3m starts it after words and breaks it at its punctuation
// (junction). So it does when the word is no word of prose (stopword, a
// capitalised word alone, a rule, a field name) and
//   - the URL starts its line (startsLine) and the word is alone on its
//     line: the tail of the URL ("…/amd64/ch04" and "s03");
//   - the URL starts its line, ends in no "/", and the word holds what
//     prose words do not (urlLike): "…#Class_Sel" and "ector for more" is
//     not enough, as "…/Home/" and "can be helpful" shows;
//   - the URL was broken at a junction and the word is urlLike.
func (m *machine) cutAtMargin(f *breakFacts) bool {
	// The word first, which is cheap; then the line and the text around.
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) == 0 || !continuesURL(tok[0]) || !hasAlnum(core) || rule(core) || fieldName(tok) ||
		stopword(core) && len(core) > 2 || !hostSeen(m.text) {
		return false
	}
	if f.movedOff(m) {
		return false
	}
	var ok bool
	switch starts := m.startsLine(); {
	case starts && f.whole:
		if !capitalised(core) && !urlLike(core) && letters(core) {
			// "…/releasenot" and "es" (lynx), or "…/T1_SPEC.PDF" and
			// "says" in a ChangeLog written by hand: both readings.
			n, seen := f.lineLength(m)
			fill := f.fillWidth(m)
			if seen && fill >= minFill && n <= fill+1 && n >= fill-marginSlack {
				m.maybe = true
			}
			return false
		}
		ok = !capitalised(core)
	case starts:
		ok = f.last != '/' && urlLike(core)
	default:
		// After "#", "=", "?" or "&" a URL hardly ends: any word that is
		// no word of prose goes on ("…/distro.html#" and "perltk has …").
		ok = f.last != '/' && junction(f.last, tok) && (urlLike(core) || strings.IndexByte("#=?&", f.last) >= 0)
	}
	if !ok {
		return false
	}
	n, seen := f.lineLength(m)
	fill := f.fillWidth(m)
	return seen && fill >= minFill && n <= fill+1 && n >= fill-marginSlack
}

// cutAtEdge reports whether the URL, alone on its line, was cut where its
// line meets the margin of the prose around it exactly (atEdge): lynx cuts
// a word too long for a line at the column it fills its prose to, after
// any character ("…#Class_Sel" and "ector for more information",
// "…/index.h" and "tml"). The next word is the rest when it starts with an
// ASCII character that goes on a URL, is no word of prose (a stopword, a
// capitalised word, a section number, an ordinal) and the URL did not end with
// punctuation, nor with "/" before more words. A word of letters alone on
// its line ("…/releasenot" and "es") leaves both readings (maybe).
func (m *machine) cutAtEdge(f *breakFacts) bool {
	m.maybe = false
	tok := f.tok(m)
	core := trimTrail(tok)
	if !m.edgeWord(f, tok, core) || !m.startsLine() {
		return false
	}
	if n, ok := f.lineLength(m); !ok || n < minFill || !f.atEdge(m) || f.movedOff(m) {
		return false
	}
	if f.whole && letters(core) && !urlLike(core) {
		m.maybe = true
		return false
	}
	return true
}

// lynxMargins are the columns at which lynx cuts a word longer than a
// line: its width less six, at the widths it is run with (-width 60, 72,
// 78, 79 and 80, its default). Its prose ends at that column or short of
// it, and a word it cuts fills the line to it exactly (TestLynxMargin).
var lynxMargins = [...]int{54, 66, 72, 73, 74}

// lynxHostCut reports whether lynx cut the URL at its margin inside its
// host name, which a word longer than a line is cut at wherever the
// margin falls ("mailto:…@www.yz.cb2ty2.utaqpave" and "birpuf.gov",
// "…@ftp.wajp.8-q8ozk6zw.ig.0e.examp" and "le, download how",
// "…@wroklx.e72yr" and ".net не документация", generated/lynx60): the URL
// so far ends in its host (after "://" and any user name, or a mailto's
// "@"), the next word's first chunk (up to "/", "?", "#", a port's ":",
// or its trailing punctuation) is ASCII host characters, and the host
// joined with it ends in a top-level domain (hostTLD) where the host so
// far does not: its last label is none ("utaqpave", "64y", "hx9-lvg"),
// or it is one that the chunk alone makes another ("…6xd3.in" and "fo),"
// : "info"), or an IPv4 address that lacks a part ("…171.201.13" and
// "6.216/x"). The line is as wide as one of lynxMargins and no line in
// sight is wider (fillWidth's widest), and the URL starts its line or
// goes on from the line before, as lynxMargin asks. A host that ends in
// a top-level domain at the margin ("…/www.debian.org" and "mirrors")
// is left to the rules after: prose may follow it there by chance; one
// that ends in none does not end there.
func (m *machine) lynxHostCut(f *breakFacts, tok []byte) bool {
	if len(tok) == 0 || tok[0] >= utf8.RuneSelf || class[tok[0]]&cWord == 0 && tok[0] != '.' && tok[0] != '-' && tok[0] != ':' {
		return false
	}
	host, ok := cutHost(m.text)
	if !ok || !hostChars(host) || host[0] == '.' || host[0] == '-' {
		return false
	}
	chunk, e := tok, bytes.IndexAny(tok, "/?#:")
	switch {
	case e < 0:
		chunk = trimTrail(tok)
	case e == len(tok)-1 && tok[e] == ':':
		chunk, e = trimTrail(tok[:e]), -1 // a ":" that ends the word ("examp" and "le: …")
	case tok[e] == ':' && (tok[e+1] < '0' || tok[e+1] > '9'):
		return false // a label's ":" ("c" and "om:x"), not a port
	default:
		chunk = tok[:e]
	}
	if e == 0 {
		// A port cut from its host ("…4bp.edu" and ":13704"): digits
		// alone or before a path, a query or a fragment, after a host
		// that ends in a top-level domain or an address.
		p := 1
		for p < len(tok) && tok[p] >= '0' && tok[p] <= '9' {
			p++
		}
		if tok[0] != ':' || p == 1 || p > 6 || p < len(tok) && strings.IndexByte("/?#", tok[p]) < 0 && len(trimTrail(tok)) > p {
			return false
		}
		if d := bytes.LastIndexByte(host, '.'); d < 0 || !hostTLD(host[d+1:]) && !ipv4(host) {
			return false
		}
	} else {
		if len(chunk) == 0 || !asciiHost(chunk) || bytes.Contains(chunk, []byte("..")) || chunk[len(chunk)-1] == '-' ||
			host[len(host)-1] == '.' && chunk[0] == '.' || !m.hostRest(f, host, chunk, tok) {
			return false
		}
	}
	return m.lynxCut(f)
}

// lynxCut reports whether the URL's line of the break f ends at lynx's
// margin, where lynx cuts a word longer than a line: the URL starts its
// line or goes on from the line before, as lynxMargin asks, and the line
// is as wide as one of lynxMargins with no line in sight wider
// (fillWidth's widest), or one column narrower, as lynx cuts a word in a
// <blockquote>, with no line in sight wider than the margin.
func (m *machine) lynxCut(f *breakFacts) bool {
	n, ok := f.lineLength(m)
	if !ok || !m.startsLine() && m.w.open > lastNewline(m.b[:f.i]) {
		return false
	}
	if isLynxMargin(n) {
		f.fillWidth(m)
		return f.widest
	}
	return isLynxMargin(n+1) && m.fillWidth(f.i, f.lim, n+1).widest
}

// hostRest reports whether chunk, the next word's first chunk (tok's),
// goes on with host, a host name cut at lynx's margin (lynxHostCut): the
// two make a host that ends in a top-level domain where host does not,
// or the chunk is all its line holds and that line is cut at the margin
// again (a host longer than a line: "…vjhwq-q--t" and
// "ku06.i67px.to.rm4e.177nd6-otuw3f.95k6vze09").
func (m *machine) hostRest(f *breakFacts, host, chunk, tok []byte) bool {
	// A mail host has a dot: a mailto's host of one label so far is cut
	// ("…@so8y00q0l5" and "b017m6c1iz.fgr.wtqga8oio2vjk29ydwhf.co.uk."),
	// its label no top-level domain ("…@uj" and "d6p4500j.ygr.….de").
	dotted := bytes.IndexByte(host, '.') > 0
	mail := bytes.IndexByte(m.text, '/') < 0
	last := host[bytes.LastIndexByte(host, '.')+1:]
	tld := hostTLD(last) && dotted
	if f.whole && len(chunk) == len(tok) || f.whole && len(chunk) == len(tok)-1 && tok[len(tok)-1] == '.' {
		if n, ok := f.lineLength(m); ok && !tld && (dotted || mail || chunk[0] == '.') {
			if next, ok := m.lineLength(m.lineEnd(f.k, f.lim)); ok && next == n {
				return true
			}
		}
	}
	if d := bytes.LastIndexByte(chunk, '.'); d >= 0 {
		// More labels: the host so far ends in no generic top-level
		// domain (two letters may be a label's first: "…@wiki.3k.ds" and
		// "ojg8.t4g.….org,"; "…czu.co" and ".uk"; "…example.com" and
		// ".au"), and the last of them is one.
		if !hostTLD(chunk[d+1:]) || !(dotted || mail || chunk[0] == '.') {
			return false
		}
		return !tld || len(last) == 2 || d == 0 && len(chunk) == 3
	}
	if len(last)+len(chunk) > 16 {
		return false // no top-level domain nor an address's part
	}
	var buf [16]byte
	whole := append(append(buf[:0], last...), chunk...)
	if allDigits(whole) {
		// "…171.201.13" and "6/x": the address's last part, cut (at
		// most 255: "…10.0.0.1" and "2024" is a year after it)
		return ipv4Part(host) && len(whole) <= 3 && (len(whole) < 3 || string(whole) <= "255")
	}
	return dotted && hostTLD(whole) && (!hostTLD(last) || genericTLD(whole))
}

// ipv4 reports whether host is an IPv4 address, four numbers joined by ".".
func ipv4(host []byte) bool {
	return bytes.Count(host, []byte(".")) == 3 && len(bytes.Trim(host, "0123456789.")) == 0
}

// lynxFieldCut reports whether lynx cut the URL at its margin inside the
// name of a query's field ("mailto:…@myk.ua.c.s2l2653c.gov?su" and
// "bject=6j.lAJci?", generated/lynx60): the URL so far ends in a "?" or
// "&" and letters, digits, "_", "-" or "." with no "=", and the next
// word goes on with more of them and an "=", which a word of prose does
// not hold; the line is at the margin as lynxHostCut asks.
func (m *machine) lynxFieldCut(f *breakFacts, tok []byte) bool {
	q := bytes.LastIndexAny(m.text, "?&")
	if q < 0 || q == len(m.text)-1 || bytes.IndexByte(m.text[:q], ':') < 0 || !fieldChars(m.text[q+1:]) {
		return false
	}
	eq := bytes.IndexByte(tok, '=')
	if eq <= 0 || eq > 32 || !fieldChars(tok[:eq]) {
		return false
	}
	return m.lynxCut(f)
}

// fieldChars reports whether w holds only what a query's field name
// holds: ASCII letters, digits, "_", "-" and ".".
func fieldChars(w []byte) bool {
	for _, c := range w {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

// cutHost returns the host name of text, a URL so far, when text ends in
// it: openHost's, or a mailto's after its "@" (no "?" after it).
func cutHost(text []byte) ([]byte, bool) {
	if h, ok := openHost(text); ok {
		return h, true
	}
	if len(text) < 8 || !bytes.EqualFold(text[:7], []byte("mailto:")) {
		return nil, false
	}
	at := bytes.LastIndexByte(text, '@')
	if at < 0 || bytes.ContainsAny(text[at:], "?#/") {
		return nil, false
	}
	return text[at+1:], true
}

// asciiHost reports whether w holds only ASCII letters, digits, "-" and ".".
func asciiHost(w []byte) bool {
	for _, c := range w {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// hostTLD reports whether label, a host's last, is a top-level domain's
// (of either case): two letters (a country's), one of the generic ones,
// or a name private networks and tests use (RFC 2606, RFC 6762).
func hostTLD(label []byte) bool {
	if len(label) == 2 {
		return class[label[0]]&cAlpha != 0 && class[label[1]]&cAlpha != 0 && label[0] < utf8.RuneSelf && label[1] < utf8.RuneSelf
	}
	if len(label) > 11 {
		return false
	}
	var buf [11]byte
	low := buf[:len(label)]
	for i, c := range label {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[i] = c
	}
	switch string(low) {
	case "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "dev", "app", "io", "cloud", "tech", "online", "site", "xyz",
		"local", "localdomain", "internal", "lan", "home", "corp", "intranet", "test", "example", "invalid", "localhost", "arpa":
		return true
	}
	return false
}

// ipv4Part reports whether host is an IPv4 address that lacks its last
// part: two or three numbers joined by ".", the last perhaps cut.
func ipv4Part(host []byte) bool {
	parts := bytes.Split(host, []byte("."))
	if len(parts) < 3 || len(parts) > 4 {
		return false
	}
	for _, p := range parts {
		if len(p) == 0 || len(p) > 3 || !allDigits(p) {
			return false
		}
	}
	return len(parts) == 3 || len(parts[3]) < 3
}

// lynxPre is how much wider than its prose's margin lynx sets a line of
// preformatted text: it cuts one at its full width.
const lynxPre = 6

// lynxMargin is rule r's verdict on whether the URL was cut at the right
// margin of text lynx rendered, its margin read from the text itself: lynx
// starts a word longer than a line on a line of its own (after the
// indentation and a list item's marker: startsLine) and cuts it at the
// margin, after any character, and again on the next line if the rest is
// longer than a line ("…/LeakS" and "anitizer. This is…", r-doc-html
// R-exts, lynx72; "…/latest/setupto" and "ols.html independently…",
// python3.11-doc, lynx60). So it did when the URL starts its line, or
// the line is the rest of its cut, the line is as wide as one of
// lynxMargins, and no line in sight is wider (fillWidth's widest; lines
// of ideographs or kana, which lynx does not break, run past it). Where
// the prose around is too short or too scarce to show the fill (atEdge,
// cutAtMargin) and no other line reaches the margin (longerThanLine),
// the margin is still the renderer's. A URL that ends there whole is
// followed by prose, a new URL or punctuation alone; so the next word
// must read as the rest of a URL as at the edge (edgeWord) or be the
// path's last "/", and a word of letters leaves both readings
// (goesOnMaybe, or endsUnlessJoined). First, and whatever the next word
// looks like, a URL cut inside its host name, before its port or in a
// query field's name goes on (lynxHostCut, lynxFieldCut): no URL ends
// there, and the word makes the host whole ("…0e.examp" and "le, …").
func (m *machine) lynxMargin(r ruleID, f *breakFacts) verdict {
	tok := f.tok(m)
	if m.lynxHostCut(f, tok) || m.lynxFieldCut(f, tok) {
		return goesOn
	}
	core := trimTrail(tok)
	if v, ok := m.lynxShortRest(f, tok, core); ok {
		return v // a letter or two, a digit, cut at the margin (lynxshortrest.go)
	}
	// The path's last "/", alone or before a closing bracket or a stop
	// ("…/xbase/format" and "/). A dBase file…", R-data.html lynx60).
	slash := string(core) == "/" && f.last != '/' && hostSeen(m.text)
	// A capitalised word alone on its line ("…/DebianScience/LinearAlgebra"
	// and "Libraries.", "…/License:BSD_3" and "Clause.", lynx60): the rest
	// of a name in CamelCase cut at the margin, or a word of its own (a
	// signature's "Thanks,") after a URL that fills the line by chance:
	// both readings, the one that ends first.
	capital := !slash && f.whole && len(core) > 1 && capitalised(core) && proseWord(core) && !stopword(core) &&
		class[f.last]&cTrail == 0 && f.last != '/' && hostSeen(m.text)
	tail := false // a stopword or a number that may be the tail of a word lynx cut
	if !slash && !capital && !m.edgeWord(f, tok, core) {
		if !m.lynxTail(f, tok, core) {
			return indifferent
		}
		tail = true
	}
	n, ok := f.lineLength(m)
	if !ok || !isLynxMargin(n) || !m.startsLine() && m.w.open > lastNewline(m.b[:f.i]) {
		// (or on a line that the rest of a URL cut at the margin starts,
		// cut again: a URL over three lines or more)
		return indifferent
	}
	if f.fillWidth(m); !f.widest {
		return indifferent
	}
	if slash {
		return goesOn
	}
	if tail {
		// "…/trac/wiki/WhatsNewIn" and "04 )", "…/bidi/hibidi.p" and
		// "y and", "…;a=tre" and "e, which", "…#elementsDevic" and "es
		// to learn" (lynx60): the rest of a word cut at the margin, or
		// a word of prose (Spanish "y", "es", Italian "e") or a number
		// after a URL that fills its line to the margin by chance. Both
		// readings, the one that ends first, where the URL started its
		// line (lynx set it there for it did not fit after the words
		// before) and the next line is indented as lynx indents a cut
		// word's rest.
		if m.markerLen > 0 || !m.startsLine() || !m.lynxIndent(f) {
			return indifferent
		}
		return endsMaybe
	}
	if capital {
		if m.markerLen > 0 || !m.lynxIndent(f) {
			return indifferent
		}
		return endsMaybe
	}
	// The margin alone tells a cut from a URL that fills the line to the
	// column by chance less well than the prose around does (atEdge), as
	// in text filled by hand: a word of prose is no rest of the URL.
	switch {
	case initials(core) || string(core) == "etc":
		return indifferent // "e.g. this one", "etc."
	case tok[0] == '/' && !bytes.ContainsAny(tok[1:], "/."):
		return indifferent // "/g = http://a/g": a path of its own
	case (tok[0] == '#' || tok[0] == '&') && !f.whole && !urlLike(core[1:]):
		return indifferent // "#hashtag and more", "&nbsp; entity"
	}
	word := proseWord(core)
	switch {
	case word && !f.whole:
		// A word of letters before more words ("…/LeakS" and
		// "anitizer. This is…", "…/weakfinex.ht" and "ml, but that
		// is used…"): as likely prose after a URL that fills a line
		// filled by hand ("…/tzcode2013g.tar.gz" and "implements the
		// following algorithm" in a Go comment at 74 columns;
		// "…/+bug/70094" and "Stéphane Aulery", a ChangeLog;
		// "…/what-s-troubling-germany-inc-" and "well-known ports
		// are…"). Only where the text reads as lynx's, no quote or
		// comment prefix before it and the next line indented as lynx
		// indents the rest of a word it cut (lynxIndent), do both
		// readings stay: the joined one first where the prose around
		// is filled greedily to the margin (fillWidth's filled), else
		// the one that ends, unless the rules after join it.
		if m.markerLen > 0 || !m.lynxIndent(f) {
			return indifferent
		}
		if f.filled {
			return goesOnMaybe
		}
		return m.endsUnlessJoined(r, f)
	case word || f.whole && letters(core) && !urlLike(core):
		// A word of letters alone on its line ("…/Organizat" and
		// "ions"): both readings, the joined one first.
		return goesOnMaybe
	}
	return goesOn
}

// lynxMarkRest is the verdict on a URL cut at lynx's margin before its
// last bytes when they are marks: "_", "~", "+", "$", "-", "=", "/",
// "#" (one to three of them, perhaps before a stop and more words:
// "…/9h/woyNCmCtR" and "_ 12 see goes", "…/SXvqr0Cd/" and "~ Xen a de",
// "…/9F/QNB6z8YC" and "__"; TestLynxFinalCut, seed 5303). A URL ends in
// such a byte as often as in any ("…/Domain_Name_System_", a query's
// empty value "…&a="), and lynx cuts a word longer than its line at its
// margin whatever the byte, so where the URL's line ends at lynx's
// margin (or a column short of it, as lynx cuts in a <blockquote>:
// movedOff), the URL starts its line (lynx moved it there), no line in
// sight is wider (fillWidth's widest) and the next line is indented as
// lynx indents a cut word's rest (lynxIndent), the marks are its rest:
// prose holds no word of "_", "~" or "$" alone. edgeWord turns them
// away (no letter nor digit), and prose-start ends the URL before all
// but "_". A "-", "--", "=" or "+" alone before more words may be the
// prose's own dash or sign after a URL that fills its line by chance:
// both readings there, the one that ends first; a "$" or "#" alone
// before more words is a shell's prompt. So is a dot and a file's
// extension or a version's number (dotRest) after a path's letter or
// digit. Not where the break may stand inside a password (passwordOpen).
func (m *machine) lynxMarkRest(f *breakFacts) verdict {
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) == 0 || !hostSeen(m.text) {
		return indifferent
	}
	if dotRest(core) {
		// A file's extension or a version's last number cut from its
		// dot ("…/webboot/filesystem" and ".squashfs", live-manual;
		// "…/Category:Xen_4" and ".9", xen-doc; renderer lynx60): after
		// a path's letter or digit; not a top-level domain (".org", ".de":
		// prose naming one, TestRenderedMarginCuts' "…/4FiFs" and ".org
		// Nhauzfzi").
		if !asciiAlnum(f.last) || !hostEnded(m.text) || hostTail(core[1:]) {
			return indifferent
		}
	} else {
		if len(core) > 3 || f.last == '/' && core[0] == '/' {
			return indifferent // a "/" after a "/" is no path's end (lynx-margin's slash guard)
		}
		for _, c := range core {
			if bytes.IndexByte([]byte("_~+$-=/#"), c) < 0 {
				return indifferent
			}
		}
	}
	if len(tok) > len(core) && tok[len(core)] != '.' && tok[len(core)] != ',' {
		return indifferent // "_)" or "~:": a stop of its own kind
	}
	n, ok := f.lineLength(m)
	if !ok || !isLynxMargin(n) && !isLynxMargin(n+1) {
		return indifferent
	}
	if len(bytes.Trim(m.marker[:m.markerLen], "*+o#@")) > 0 || !m.startsLine() || !m.lynxIndent(f) || m.passwordOpen(f) {
		return indifferent // a quotation's or a comment's prefix (a list's bullet is lynx's)
	}
	if m.indent(f.i-1) < lynxLeft || f.whole && bannerMarks(core, m.marker[:m.markerLen]) {
		// Text that is not lynx's: lynx sets a block's text, and a
		// list's bullet, lynxLeft columns in or more, so a URL's line
		// that starts farther left ("# https://gist.github.com/…" at a
		// margin's width by chance) is a source file's comment or plain
		// text; and a line of one mark repeated, or one that starts
		// with the comment's own mark, is a banner, a rule or a fence
		// ("###", "---", "+++", "#-" under "# …": review59 N4, the
		// URL read "…f3##" in golang.org/x/build's install.sh).
		return indifferent
	}
	if isLynxMargin(n) {
		if f.fillWidth(m); !f.widest {
			return indifferent
		}
	} else if !m.fillWidth(f.i, f.lim, n+1).widest {
		return indifferent // a quotation's line: no line in sight wider than the margin
	}
	if !f.whole {
		switch string(core) {
		case "$", "#":
			return indifferent // a shell's prompt before a command ("…/live-images.git" and "$ cd images/standard", live-manual, lynx72)
		case "-", "--", "=", "+":
			return endsMaybe
		}
	}
	return goesOn
}

// lynxLeft is the column where lynx -dump sets a paragraph's text (3
// spaces in); a list's bullet, a quotation's and a definition's text
// stand farther in. Only a <pre>'s lines and some headings start left of
// it.
const lynxLeft = 3

// bannerMarks reports whether core, a line of marks alone, reads as a
// banner, a rule or a fence rather than a URL's last marks: one mark
// repeated ("###", "---", "==", "//"; "__" only from three on, since a
// URL may end in "__"), or a line that starts with the mark of the
// URL's line's prefix ("#-" under "# …").
func bannerMarks(core, marker []byte) bool {
	same := true
	for _, c := range core[1:] {
		if c != core[0] {
			same = false
			break
		}
	}
	if same && (len(core) >= 3 || len(core) == 2 && core[0] != '_') {
		return true
	}
	p := bytes.TrimSpace(marker)
	return len(p) > 0 && p[0] == core[0]
}

// hostTail reports whether w, a word of letters and digits, reads as a
// top-level domain: a generic one (genericTLD) or two small letters (a
// country's).
func hostTail(w []byte) bool {
	return genericTLD(w) || len(w) == 2 && 'a' <= w[0] && w[0] <= 'z' && 'a' <= w[1] && w[1] <= 'z'
}

// dotRest reports whether w is "." and one to nine ASCII letters or
// digits, not all of them capitals (".NET", ".COM" are names): a file's
// extension or a version's number, which no word of prose is.
func dotRest(w []byte) bool {
	if len(w) < 2 || len(w) > 10 || w[0] != '.' {
		return false
	}
	upper := 0
	for _, c := range w[1:] {
		if !asciiAlnum(c) {
			return false
		}
		if 'A' <= c && c <= 'Z' {
			upper++
		}
	}
	return upper < 2 || upper < len(w)-1
}

// lynxPreCut is the verdict on whether the URL was cut where lynx cuts
// preformatted text: at its full width (lynxPre columns past its prose's
// margin: 60 at -width 60, 72 at 72), after any character, going on at the
// left edge whatever the line's indentation, and with no regard to where
// the URL starts on its line ("…in the "Vim hall of honour":
// http://www.vim.org/sponsor/h" and "all_of_honour.php", vim-doc's
// sponsor.html; "https://lilypond.org/doc/v2.18/Documentation/changes/
// index.h" and "tml", lilypond's attic.html; lynx60). So it was when the
// URL's line is that wide, no line in sight is wider (fillWidth's highest:
// lynx sets no line wider, but lines of ideographs), the text around shows
// lynx's layout (fillWidth's lynx: its prose indented and filled within
// its margin, or another line of <pre> cut at the width) or the URL's line
// is already the rest of a URL cut at a margin (text filled greedily to
// the same width, mail and commit messages at 72, text at 78-80, shows
// neither, and cuts no word: TestLynxPreGreedyFillTokens,
// "…/typo" and "2:12-2:34 @90-112 …" in input/testdata's golden files),
// the next line starts
// at the left edge, and its first word reads as the rest of a URL cut at
// a margin (edgeWord), and the next line, the rest of the preformatted
// line, is shorter than the prose's margin: a word of letters alone on its
// line leaves both readings, the joined one first where it completes a
// host or a file's extension cut (cutExtension), else the one that ends
// first (text filled greedily to the same width ends a paragraph so:
// review37's TestLynxPreGreedyFill); one before more words is no
// evidence (prose after a URL that fills a line of code by chance).
// Not at a place
// where w3m or html2text break a word too long for a line (after "/",
// ":", "#", "=", "&", "-", before "/", ":", "#", "=", "&", "("), whose
// lines may be as wide (w3m at 80 columns, html2text at 79): there the
// rules after decide, as for them.
func (m *machine) lynxPreCut(f *breakFacts) verdict {
	_, core, ok := m.lynxPreBreak(f)
	if !ok {
		return indifferent
	}
	switch {
	case initials(core) || string(core) == "etc":
		return indifferent // "e.g. this one", "etc."
	case proseWord(core) && !f.whole:
		return indifferent // lynx-pre-prose's (lynxPreProse)
	case f.whole && letters(core) && !urlLike(core):
		// A word of letters alone after a site with no path is as
		// likely a command's output after a line of 79 columns ("…
		// https://good.example.com" and "true", git-config.txt), unless
		// it completes the host's last label to a top-level domain
		// ("http://www.vim.o" and "rg.", vim-doc, lynx72).
		h, site := openHost(m.text)
		if site && !genericTLD(append(h[bytes.LastIndexByte(h, '.')+1:len(h):len(h)], core...)) {
			return indifferent
		}
		if !site && !cutExtension(m.text) {
			// Text filled greedily to the same width (mail and commit
			// messages at 72, text at 78-80) ends a paragraph so too: a
			// URL that fills its line by chance and the last word
			// ("…/guide/options" and "online.", review37's
			// TestLynxPreGreedyFill), with nothing of lynx's <pre> to
			// tell them apart but a file's extension cut: both readings,
			// the one that ends first.
			return endsMaybe
		}
		return goesOnMaybe
	}
	return goesOn
}

// lynxPreBreak reports whether the line break f is where lynx cuts a
// line of preformatted text (lynxPreCut): the URL's line as wide as
// lynx's full width, lynx's layout in sight, the next line at the left
// edge, short, and starting with a word that reads as the rest of a URL
// cut at a margin (edgeWord); with that word (tok) and its core (tok
// with its trailing punctuation off).
func (m *machine) lynxPreBreak(f *breakFacts) (tok, core []byte, ok bool) {
	tok = f.tok(m)
	core = trimTrail(tok)
	if f.k == 0 || m.b[f.k-1] != '\n' || !m.edgeWord(f, tok, core) ||
		strings.IndexByte("/:#=&-", f.last) >= 0 || strings.IndexByte("/:#=&(", tok[0]) >= 0 {
		return nil, nil, false
	}
	n, ok := f.lineLength(m)
	if !ok || !isLynxMargin(n-lynxPre) {
		return nil, nil, false
	}
	// lynx's layout in sight (fillWidth's lynx), or the URL's line the rest
	// of a URL cut at a margin already (a URL over three lines or more),
	// which text filled greedily never holds: it cuts no word.
	if f.fillWidth(m); !f.highest || !f.lynx && m.w.open > lastNewline(m.b[:f.i]) {
		return nil, nil, false
	}
	if next, ok := m.lineLength(m.lineEnd(f.k, f.lim)); !ok || next >= n-lynxPre && next != n {
		// The rest of a preformatted line is short, the lines of <pre>
		// seldom twice as wide as lynx's page; a line as wide as the
		// prose's margin after it is a paragraph's, filled to the width
		// by chance after a URL (TestCutInWord's "…/for/a/while_" and
		// "path/to/file is what you need with a supported browser, and
		// follow the" at 60 columns). A next line as wide as the URL's
		// is the line of <pre> cut again at the full width (a URL over
		// three lines or more, or a line of <pre> thrice as wide: stop
		// 55's TestRenderedPreCuts), which no paragraph's line is.
		return nil, nil, false
	}
	return tok, core, true
}

// lynxPreProse is the verdict on a break where lynx cuts a line of
// preformatted text (lynxPreBreak) before a word of prose that more
// words follow: the rest of a word lynx cut at its full width ("…/
// assignments/character-se" and "ts for the IANA names.", vim-doc's
// syntax.html; "…/vim/colorsche" and "mes. Feel free to", todo.html;
// "https://test.pypi.org/si" and "mple --extra-index-url …", xarray's
// installing.html; "…/AppStream/Guide" and "lines for details.",
// lintian's manual; lynx60, tuned2 to tuned5), or prose after a URL that
// fills a line of code to that width by chance ("…/proxy-protocol.txt"
// and "+"): the margin does not tell them apart, so both readings stay,
// the one that ends first unless the rules after join it
// (endsUnlessJoined). Before stop 55 the rules after ended the URL there
// (cut-in-word) and printed the first line alone, with no other reading.
func (m *machine) lynxPreProse(f *breakFacts) verdict {
	if f.whole {
		return indifferent
	}
	_, core, ok := m.lynxPreBreak(f)
	if !ok || initials(core) || string(core) == "etc" || !proseWord(core) || m.passwordOpen(f) {
		return indifferent
	}
	return m.endsUnlessJoined(ruleLynxPreProse, f)
}

// passwordOpen reports whether the line break f may stand inside a
// password: the URL so far is in its authority (no "/", "?" or "#" after
// its "//", no "@"), and a ":" stands in it or in the next line's run
// before an "@" ("HTTPS://u:fro8W" and "P6/”@host"). The other reading of
// a break there would join a piece of the password after the part masked
// ("HTTPS://u:***P6/" of "fro8W" and "P6/”", TestSlashBreakPasswords):
// lynx-pre-prose and path-word keep none there.
func (m *machine) passwordOpen(f *breakFacts) bool {
	i := bytes.Index(m.text, []byte("//"))
	if i < 0 {
		return false
	}
	auth := m.text[i+2:]
	if bytes.ContainsAny(auth, "/?#@") {
		return false
	}
	colon := bytes.IndexByte(auth, ':') >= 0
	for p := f.k; p < f.lim && p < len(m.b); p++ {
		switch c := m.b[p]; c {
		case ' ', '\t', '\n', '\r':
			return colon
		case ':':
			colon = true
		case '@':
			return colon // a user name alone ("https://us" and "er@host") is no secret
		}
	}
	return colon
}

// cutExtension reports whether the URL so far ends in a file's name cut
// in its extension: a "." and one to three letters after its last "/"
// ("…/changes/index.h" and "tml", lilypond's attic.html, lynx60).
func cutExtension(text []byte) bool {
	seg := text[bytes.LastIndexByte(text, '/')+1:]
	d := bytes.LastIndexByte(seg, '.')
	return d > 0 && len(seg)-d-1 >= 1 && len(seg)-d-1 <= 3 && letters(seg[d+1:])
}

// slug reports whether the next line's first word, after a URL that ends
// in "/", is a page's name made of three words or more of letters joined
// by "-" (a slug: "…/jimklimov/" and "conflict-aware-ondemand-retention-
// strategy-plugin to allow…", "…/oraclemagazine/" and
// "on-rownum-and-limiting-results .", "…/package/" and "asciimath-to-latex
// and at GitHub", w3m, tuned2), before more words, on a line indented as
// the URL's: w3m and html2text break a URL after "/" where the rest does
// not fit, and go on with it at the block's indentation. The margin does
// not tell a word that did not fit from the rest of a URL that did not
// (both are too long for what is left of the line), and prose joins
// words so too ("up-to-date"), so both readings stay, the joined one
// first. A line indented otherwise is another block's (a list of
// checkers' names, pylint's features.html: "…/" and
// "  invalid-character-backspace (E2510):").
func (m *machine) slug(f *breakFacts) bool {
	if f.last != '/' || f.whole {
		return false
	}
	return hyphenWords(trimTrail(f.tok(m))) >= 3 && m.indent(f.k) == m.indent(f.i-1) && f.greedyFill(m)
}

// endsUnlessJoined is the verdict of a rule that finds both readings of
// the break f plausible, the one that ends likelier: where the rules
// after r join the URL, theirs; else it ends, and the joined reading is
// kept as the other (endsMaybe).
func (m *machine) endsUnlessJoined(r ruleID, f *breakFacts) verdict {
	for q := r + 1; q < noRule; q++ {
		if r == ruleLynxMargin && q == ruleHyphenRest {
			continue // lynx cuts at its margin after any character, and breaks no word after its "-" (hyphenRest)
		}
		switch v := m.decide(q, f); v {
		case indifferent:
			continue
		case goesOn, goesOnMaybe:
			return v
		default:
			return endsMaybe
		}
	}
	return endsMaybe
}

// initials reports whether w is single letters joined by "." ("e.g",
// "i.e", "o.k"): an abbreviation ("ed.ru" is a host's labels).
func initials(w []byte) bool {
	if len(w) < 3 {
		return false
	}
	for i, c := range w {
		if i%2 == 0 && class[c]&cAlpha == 0 || i%2 == 1 && c != '.' {
			return false
		}
	}
	return len(w)%2 == 1
}

// lynxIndent reports whether the next line of the break f is indented as
// lynx indents the rest of a word it cut: as the URL's line, or to the
// column the URL starts at (after a list item's marker).
func (m *machine) lynxIndent(f *breakFacts) bool {
	in := m.indent(f.k)
	if in == m.indent(f.i-1) {
		return true
	}
	s := m.w.open
	for s > 0 && m.b[s-1] != '\n' {
		s--
	}
	return in == cols(m.b[s:m.w.open])
}

// lynxTail reports whether tok, the next line's first word (core without
// its trailing punctuation), after a URL that ends with a letter or a
// digit after its host (hostEnded), is what edgeWord turns away only as a stopword
// or a number (a section's) before more words on its line: a word of one
// to three letters, or of digits, that may be the rest of a word lynx cut
// at its margin ("WhatsNewIn" and "04 )", "hibidi.p" and "y and").
func (m *machine) lynxTail(f *breakFacts, tok, core []byte) bool {
	if len(core) == 0 || len(core) > 3 || class[f.last]&cWord == 0 || f.last == '_' || !hostEnded(m.text) {
		return false
	}
	if f.whole || !stopword(core) && !(sectionNumber(core) && bytes.IndexByte(core, '.') < 0) {
		return false // alone on its line, the rules after read it ("…/merge_requests/9" and "5")
	}
	return tok[0] < utf8.RuneSelf && continuesURL(tok[0]) && !fieldName(tok)
}

// hostEnded reports whether text, a URL so far, holds a "/", "?" or "#"
// after its authority's "//": what follows is its path, query or
// fragment, not its host.
func hostEnded(text []byte) bool {
	a := bytes.Index(text, []byte("//"))
	return a >= 0 && bytes.ContainsAny(text[a+2:], "/?#")
}

// proseWord reports whether w is a word of letters, ASCII or not, all
// small or a capital then small ones, perhaps joined by hyphens
// ("implements", "Stéphane", "well-known"): a word of prose, or the tail
// of a URL cut in a word ("ml", "ector").
func proseWord(w []byte) bool {
	if len(w) == 0 || w[0] == '-' || w[len(w)-1] == '-' {
		return false
	}
	for i, r := range string(w) {
		if r == '-' && w[i-1] != '-' {
			continue
		}
		if !unicode.IsLetter(r) || i > 0 && unicode.IsUpper(r) && w[i-1] != '-' {
			return false
		}
	}
	return true
}

// isLynxMargin reports whether a line n columns wide ends at one of
// lynxMargins.
func isLynxMargin(n int) bool {
	for _, c := range lynxMargins {
		if n == c {
			return true
		}
	}
	return false
}

// edgeWord reports whether tok, the next line's first word (core without
// its trailing punctuation), may be the rest of a URL cut at the margin
// (cutAtEdge, lynxMargin): it starts with an ASCII character that goes on
// a URL, holds a letter or a digit, is no word of prose (a capitalised
// word, a section number, an ordinal; a stopword or any word after a "/"
// before more words), no rule, field name or URL of its own, and the URL,
// whose host has begun, did not end with punctuation.
func (m *machine) edgeWord(f *breakFacts, tok, core []byte) bool {
	return len(core) > 0 && tok[0] < utf8.RuneSelf && continuesURL(tok[0]) && hasAlnum(core) && !rule(core) && !fieldName(tok) &&
		!capitalised(core) && !sectionNumber(core) && !ordinal(core) && class[f.last]&cTrail == 0 && !(!f.whole && (f.last == '/' || stopword(core))) &&
		!bytes.Contains(tok, []byte("://")) && hostSeen(m.text)
}

// hardCutContinues reports whether the URL was cut where its text was cut
// at a fixed width whatever it held (hardCut), as lynx cuts preformatted
// text: "…successfully enabled https://falco" and "t.com", "# wget
// http://…/Packages/" and "centos-release-7-9.2009.0.el7.centos.x86_64.rpm"
// (no "#" on the next line: it is no comment's). The next word must read as
// the rest of a URL (plainlyContinues), hold a letter or a digit ("// see"
// after "…/%7Eu" is a comment) and what prose words do not (urlLike), or be
// all its line holds.
func (m *machine) hardCutContinues(f *breakFacts) bool {
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) == 0 || tok[0] >= utf8.RuneSelf || !continuesURL(tok[0]) || !hasAlnum(core) || !(f.whole || urlLike(core)) ||
		!plainlyContinues(tok, f.whole, f.last) || !hostSeen(m.text) {
		return false
	}
	if n, ok := f.lineLength(m); !ok || n < minFill || !f.hardCut(m) {
		return false // short lines first: they cost no look at the lines around
	}
	if f.whole {
		return true
	}
	// Words after it: the rest of a line cut at a fixed width is short
	// (a line filled to the width after it is prose's).
	n, _ := f.lineLength(m)
	next, ok := m.lineLength(m.lineEnd(f.k, f.lim))
	return ok && next < n-marginSlack
}

// titleSegment reports whether the last segment of text, a URL so far
// with a path, starts with a capital letter or a digit ("…/wiki/Hash_",
// "…/978-3-540-30494-4_", "…/wiki/Quantile#Estimating_"): a title or an
// identifier whose parts "_" joins.
func titleSegment(text []byte) bool {
	if !pathStarted(text) {
		return false
	}
	s := text[bytes.LastIndexByte(text, '/')+1:]
	if h := bytes.LastIndexByte(s, '#'); h >= 0 {
		s = s[h+1:]
	}
	return len(s) > 1 && ('A' <= s[0] && s[0] <= 'Z' || '0' <= s[0] && s[0] <= '9')
}

// attributive reports whether the text before a URL ends with an article
// or a possessive and a blank ("see the ", "on our "): the URL qualifies
// the word after it ("the https://www.debian.org/ website"), which is no
// rest of it.
func attributive(before []byte) bool {
	e := len(before)
	for e > 0 && (before[e-1] == ' ' || before[e-1] == '\t') {
		e--
	}
	if e == len(before) {
		return false
	}
	s := e
	for s > 0 && class[before[s-1]]&cAlpha != 0 {
		s--
	}
	if s > 0 && class[before[s-1]]&cSpace == 0 || e-s > 5 {
		return false
	}
	switch strings.ToLower(string(before[s:e])) {
	case "the", "a", "an", "our", "your", "its", "their", "this", "his", "her":
		return true
	}
	return false
}

// archivedAt reports whether text, a URL so far, ends in the time an
// archive took a page at ("…/web/20110523225828/", "…/web/2019id_/"):
// the archived page's own URL follows.
func archivedAt(text []byte) bool {
	i := bytes.LastIndex(text, []byte("/web/"))
	if i < 0 || i+5 >= len(text) || !hostSeen(text[:i]) {
		return false
	}
	t := text[i+5 : len(text)-1]
	d := 0
	for d < len(t) && '0' <= t[d] && t[d] <= '9' {
		d++
	}
	return d >= 4 && (d == len(t) || string(t[d:]) == "id_" || string(t[d:]) == "*")
}

// wordThenStop reports whether the next line starts with one word and
// punctuation after a URL that ends in "/" ("…/svn/modhel/" and
// "metapost; web browsing", "https://ctan.org/" and "upload. The name"):
// the rest of the path, as TeX breaks \url after "/" with no hyphen; a
// word of prose there would be a sentence of one word after the URL. The
// word is of small letters, digits and "-" (no stopword, nor a number
// alone: "2. on CTAN as …" numbers a list), or, before a ")" that closes a
// "(" opened before the URL on its line, any word of letters and digits
// ("(see https://…/index.php/" and "Tutorial) for …"). Not where the URL
// stands in a column of its own (pdftotext -layout of a page of two
// columns), whose next line is not the next line's first word, nor after
// an article (attributive).
func (m *machine) wordThenStop(f *breakFacts) bool {
	if f.last != '/' || !hostSeen(m.text) {
		return false
	}
	tok := f.tok(m)
	core := trimTrail(tok)
	closes := f.why == stopOther && f.j < f.lim && m.b[f.j] == ')' && len(core) == len(tok)
	if len(core) == 0 || stopword(core) || string(core) == "etc" || allDigits(core) {
		return false // nothing, prose, or a list's number ("2. on CTAN as …")
	}
	if len(core) < len(tok) {
		if c := tok[len(core)]; c != '.' && c != ',' && c != ';' {
			return false // "email:" names a field
		}
	}
	small := 'a' <= core[0] && core[0] <= 'z' || '0' <= core[0] && core[0] <= '9'
	for _, c := range core {
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case c == '-' && small:
		case 'A' <= c && c <= 'Z' && closes:
		default:
			return false
		}
	}
	if len(core) == len(tok) && !closes {
		return false // a word of prose may follow a URL ("…/" and "mini-dinstall is …"), but hardly one word and a stop
	}
	// The line before the URL: a "(" left open, and a gutter (three
	// blanks or more after words) that puts the URL in a column of its
	// own, whose next line is not the next line's first word
	// (pdftotext -layout of a page of two columns).
	if attributive(m.b[:m.w.open]) {
		return false // "the https://www.debian.org/" and "website."
	}
	open, closed, blanks, gutter := 0, 0, 0, false
	for j := m.w.open - 1; j >= 0 && m.b[j] != '\n'; j-- {
		switch c := m.b[j]; {
		case c == ' ':
			blanks++
			continue
		case c == ')':
			closed++
		case c == '(' && closed > 0:
			closed--
		case c == '(':
			open++
		}
		gutter = gutter || blanks >= 3
		blanks = 0
	}
	return !gutter && (small || open > 0)
}

// versionCut reports whether text ends in a digit and a dot: a
// version's number cut after its dot ("…/vmm/0.6.").
func versionCut(text []byte) bool {
	n := len(text)
	return n >= 2 && text[n-1] == '.' && text[n-2] >= '0' && text[n-2] <= '9'
}

// countsOn reports whether the number alone on the line after the break
// f (the next word, all its line holds) counts on from another number
// alone on its line in sight: one less on a line before the URL's (as
// far back as fillWidth looks, lineBehind before the candidate, that
// line whole in sight), or one more on a line after it (as far as
// fillWidth looks, 2048 bytes within the candidate's bound).
func (m *machine) countsOn(f *breakFacts) bool {
	b := m.b
	n := 0
	for _, c := range f.tok(m) {
		n = n*10 + int(c-'0')
	}
	// lone returns the number that the line b[from:to] holds alone
	// (blanks around, four digits at most), or -1.
	lone := func(from, to int) int {
		for from < to && class[b[from]]&cSpace != 0 {
			from++
		}
		for to > from && (class[b[to-1]]&cSpace != 0 || b[to-1] == '\r') {
			to--
		}
		if to == from || to-from > 4 || !allDigits(b[from:to]) {
			return -1
		}
		v := 0
		for _, c := range b[from:to] {
			v = v*10 + int(c-'0')
		}
		return v
	}
	lo, whole := m.sight()
	j := lastNewline(b[:f.i])
	for j > lo {
		end := j
		j = lo + lastNewline(b[lo:end])
		if j < lo && !whole {
			break // its start is out of sight
		}
		if n > 0 && lone(j+1, end) == n-1 {
			return true
		}
	}
	hi := min(f.lim, f.i+2048)
	k := f.j
	if k >= hi {
		return false // the word ends out of sight (blanks run before it)
	}
	if e := bytes.IndexByte(b[k:hi], '\n'); e >= 0 {
		k += e + 1
	} else {
		return false
	}
	for k < hi {
		e := bytes.IndexByte(b[k:hi], '\n')
		if e < 0 {
			break // its end is out of sight
		}
		if lone(k, k+e) == n+1 {
			return true
		}
		k += e + 1
	}
	return false
}

// numberedList reports whether the line after the one that ends at buffer
// index j (a number alone, number-alone) is another number alone (a
// listing's line numbers) or starts with a URL, perhaps after a label
// ("Reference:http://…", a footnote's text after its mark).
func (m *machine) numberedList(j int) bool {
	b := m.b
	if j >= len(b) || b[j] != '\n' && b[j] != '\r' {
		return false
	}
	k := bytes.IndexByte(b[j:], '\n')
	if k < 0 {
		return false
	}
	k += j + 1
	for k < len(b) && class[b[k]]&cSpace != 0 {
		k++
	}
	e := k
	for e < len(b) && class[b[e]]&cSpace == 0 && b[e] != '\n' && b[e] != '\r' {
		e++
	}
	w := b[k:e]
	if len(w) == 0 {
		return false
	}
	if allDigits(w) && (e >= len(b) || b[e] == '\n' || b[e] == '\r') {
		return true
	}
	return bytes.Contains(w, []byte("://"))
}

// numberSegment reports whether the next line starts with a number that
// ends the path of a URL that ends in "/": three digits or more, then a
// stop or the line's end ("https://tex.stackexchange.com/a/" and
// "536620. 2020.", ccool.pdf; "…/article/" and "7356. In Python code",
// w3m), or five digits or more, then a space ("…/questions/" and "274479
// and https://…", limecv.pdf; a count before a word is shorter: "200
// mirror sites"; so is a page's number in pdftotext -layout's margin,
// "…/reports/tr11/" and "394" far left of "nlevels", refman.pdf, or a line
// number of acmart's review mode or of a listing). TeX breaks \url after
// "/", an id is a number, and a sentence hardly starts with a bare number.
// Not a number alone on its line (number-alone), a year (a reference's
// date after its URL), nor where the URL's line starts with a number too:
// the next line's is the next item's of a list numbered so (a bug list,
// " 790896 docs/reference/README has broken link to http://www.gtk.org/rdp/"
// and " 790914 gdesktopappinfo: …", /usr/share/doc/libglib2.0-0/NEWS.gz),
// or a listing's line number.
func (m *machine) numberSegment(f *breakFacts) bool {
	if f.last != '/' || f.whole {
		return false
	}
	tok := f.tok(m)
	core := trimTrail(tok)
	if len(core) < 3 || !allDigits(core) || len(core) == 4 && (core[0] == '1' && core[1] == '9' || core[0] == '2' && core[1] == '0') {
		return false
	}
	for _, c := range tok[len(core):] {
		if c != '.' && c != ',' && c != ';' {
			return false
		}
	}
	if len(core) == len(tok) && len(core) < 5 {
		return false
	}
	ls := bytes.LastIndexByte(m.b[:m.w.open], '\n') + 1
	for ls < m.w.open && class[m.b[ls]]&cSpace != 0 {
		ls++
	}
	d := ls
	for d < m.w.open && '0' <= m.b[d] && m.b[d] <= '9' {
		d++
	}
	return d == ls || d >= m.w.open || m.b[d] != ' '
}

// camelCase reports whether w is a word of letters that starts with a
// capital and has another after a small letter ("HowToGetABacktrace",
// "MemberBenefits").
func camelCase(w []byte) bool {
	if len(w) < 4 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for i := 1; i < len(w); i++ {
		if 'A' <= w[i] && w[i] <= 'Z' && 'a' <= w[i-1] && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// hostSeen reports whether text, a URL so far, has a letter or a digit
// after its "//" ("https://." is no start of one).
func hostSeen(text []byte) bool {
	i := bytes.Index(text, []byte("//"))
	return i >= 0 && hasAlnum(text[i+2:])
}

// continuesURL reports whether c may start the rest of a URL on the next
// line: a letter, a digit or a non-ASCII character, or one of "/", ".",
// "=", "%", "~", "-", "_", "#", "?", "&" ("[MOX-005]" and "(TD)" start
// no rest of a URL).
func continuesURL(c byte) bool {
	return class[c]&cWord != 0 || c >= utf8.RuneSelf || bytes.IndexByte([]byte("/.=%~-_#?&"), c) >= 0
}

// capitalised reports whether w is a capitalised word of letters with no
// other capital ("Python", "Zlib"): a heading or the start of a sentence,
// not the tail of a URL ("GettingStarted" is a wiki's page).
func capitalised(w []byte) bool {
	if len(w) == 0 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for _, c := range w[1:] {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// marginSlack is how far short of the widest line of prose a line may
// end and still be cut at the margin (cutAtMargin): lynx cuts a word too
// long for a line at its width less six columns.
const marginSlack = 6

// stopword reports whether w is one of the commonest words of English,
// German, French, Spanish, Italian or Portuguese prose: no part of a URL
// after a line break.
func stopword(w []byte) bool {
	var low [8]byte
	if len(w) > len(low) {
		return false
	}
	for i, c := range w {
		if class[c]&cAlpha == 0 {
			return false
		}
		low[i] = c | 0x20
	}
	switch string(low[:len(w)]) {
	case "a", "an", "and", "or", "the", "to", "of", "in", "on", "at", "by", "for", "from", "with", "as", "is",
		"are", "be", "was", "were", "can", "will", "may", "this", "that", "which", "see", "also", "it", "if",
		"but", "not", "no", "so", "then", "than", "where", "when", "has", "have", "had", "its", "their",
		"und", "oder", "der", "die", "das", "ist", "mit", "von", "zu", "den", "dem", "ein", "eine", "auf", "auch",
		"et", "ou", "le", "la", "les", "de", "des", "du", "est", "pour", "avec", "dans", "sur", "un", "une", "qui",
		"y", "o", "el", "los", "las", "es", "para", "con", "en", "por", "que", "e", "di", "il", "per", "che",
		"um", "uma", "os", "da", "do", "na", "em", "se":
		return true
	}
	return false
}

// sectionNumber reports whether w is digits and dots only ("4.1.3"): the
// number of a section or a version, not the rest of a URL.
func sectionNumber(w []byte) bool {
	for _, c := range w {
		if c != '.' && (c < '0' || c > '9') {
			return false
		}
	}
	return len(w) > 0
}

// ordinal reports whether w is an English ordinal in digits ("2nd",
// "3rd", "21st", "4th"): a word of prose.
func ordinal(w []byte) bool {
	n := 0
	for n < len(w) && w[n] >= '0' && w[n] <= '9' {
		n++
	}
	if n == 0 || len(w) != n+2 {
		return false
	}
	switch string(w[n:]) {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// hasAlnum reports whether w holds an ASCII letter or digit.
func hasAlnum(w []byte) bool {
	for _, c := range w {
		if class[c]&cWord != 0 && c != '_' {
			return true
		}
	}
	return false
}

// fillLines is how many lines before a line break, and after the line
// after it, fillWidth looks at: fewer than eight lose lynx's margin
// (TestRenderedCorpora).
const fillLines = 8

// asciiAlnum reports whether c is an ASCII letter or digit.
func asciiAlnum(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9'
}

// manualRef reports whether w is a manual page's name and its section
// ("shorewall(8)", "printf(3p)", "git-log(1)"): letters, digits, ".",
// "_", "+", "-", then "(", a digit, letters or digits, ")".
func manualRef(w []byte) bool {
	o := bytes.IndexByte(w, '(')
	if o < 1 || len(w) < o+3 || w[len(w)-1] != ')' || w[o+1] < '1' || w[o+1] > '9' || !asciiAlnum(w[0]) {
		return false
	}
	for _, c := range w[:o] {
		if !asciiAlnum(c) && c != '.' && c != '_' && c != '+' && c != '-' {
			return false
		}
	}
	for _, c := range w[o+2 : len(w)-1] {
		if !asciiAlnum(c) {
			return false
		}
	}
	return true
}
