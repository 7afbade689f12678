package lint

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/internal/arena"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// pass is the work on one URL: the parsed reference, its grammar violations
// (computed once) and the findings made so far.
type pass struct {
	// urlState is all a pass knows of one URL. It is set whole for each
	// URL, and the buffers below are not: clearing a kilobyte that holds
	// pointers took write barriers while the collector ran (callgrind:
	// 9% of the instructions of lint on URL-dense text).
	urlState

	// Room for the usual number of violations and findings and for a
	// message, so that a URL costs few allocations. What a buffer holds
	// from the URL before is overwritten, never read.
	violBuf [8]urlsyntax.Violation
	tmplBuf [4][2]int
	msgBuf  [160]byte
	argBuf  [8][2]int
	mb      msgb               // the message being made (say)
	maskBuf []byte             // a message with its URL's pieces masked (message)
	skelBuf []byte             // the URL's text with its secrets' letters and digits as "A" (secretSkeleton)
	markBuf []int              // markPct's room
	arena   arena.Arena        // the blocks messages of findings are cut from (message)
	edits   []Edit             // the edits of findings, a block at a time (sourceEdits)
	editBuf [4]Edit            // checkGrammar's edits of one finding
	ids     urlsyntax.IDHasher // the HMAC of Finding.SecretID, kept from URL to URL
}

// urlState is what a pass knows of the URL it checks.
type urlState struct {
	l     *Linter
	u     *extract.URL
	text  string
	ref   urlsyntax.Ref
	viols []urlsyntax.Violation
	sec   urlsyntax.Secret // what is secret in the URL (extract.URL.Secret)
	// maskedText is text with its secrets shown as *** (masked), made
	// the first time a finding asks: most URLs with a secret have none
	// shown (lean findings, no finding at all).
	maskedText  string
	maskedOK    bool
	scrub       bool               // messages must be scrubbed of the secret (not a placeholder)
	secretHost  bool               // the grammar's host stands in a secret's bytes: no rule judges its value (HostViolations)
	placeholder bool               // password-in-site calls the password a placeholder (or public): the secret ID's kind
	scheme      string             // lower case
	sch         *urlsyntax.Scheme  // what the table knows of the scheme, or nil
	host        string             // lower case, final "." removed
	port        string             // digits as written; "" when undefined or empty
	kind        urlsyntax.HostKind // loopback, private, documentation or public (hostKind)
	kindOK      bool               // kind is known

	// ipv6Lo, ipv6Hi delimit a bracketed IPv6 literal host ("[::1]"), which
	// draft-09 does not support; ipv6Hi is 0 when there is none.
	ipv6Lo, ipv6Hi int

	facts facts // what the text and its violations hold (facts.go)
	flat  bool  // Text is its source's bytes, on one line, all ASCII (srcPos)

	// tmpl are the placeholders and language escapes in Text (template.go).
	tmpl [][2]int

	rule *Rule
	sev  Severity  // the configured severity of rule
	lean bool      // findings at info are made lean (appendFindings)
	out  []Finding // the findings made whole
	recs []rec     // a record of every finding, lean ones too

	secretLo, secretHi int // the secret in Text (secretRange)
	hasSecret          bool

	// markPct are the "%" of a line's marker that a rejoined URL holds
	// inside its secret (markerPercents): no escape is read there.
	markPct []int
}

// reset sets the state of p for the URL u, as
// urlState{l: l, u: u, text: u.Text, ref: urlsyntax.Parse(u.Text), out: out, recs: recs, lean: lean}
// would, field by field: that literal, 560 bytes made and copied whole
// (with the 208 of the Ref Parse returned), was 2% of lint's instructions
// on URL-dense text. TestURLStateReset checks that every field is set,
// from a state whose every field holds something.
func (st *urlState) reset(l *Linter, u *extract.URL, out []Finding, recs []rec, lean bool) {
	st.l, st.u, st.text = l, u, u.Text
	st.ref.Parse(u.Text)
	st.viols, st.sec = nil, urlsyntax.Secret{}
	st.maskedText, st.maskedOK = "", false
	st.scrub, st.secretHost, st.placeholder = false, false, false
	st.scheme, st.sch, st.host, st.port = "", nil, "", ""
	st.kind, st.kindOK = 0, false
	st.ipv6Lo, st.ipv6Hi = 0, 0
	st.facts, st.flat, st.tmpl = 0, false, nil
	st.rule, st.sev, st.lean = nil, 0, lean
	st.out, st.recs = out, recs
	st.secretLo, st.secretHi, st.hasSecret = 0, 0, false
	st.markPct = nil
}

// CheckString returns the findings of the enabled rules for one URL given
// as a string, as if it stood alone on a line: positions count from line 1,
// column 1 of s (byte columns). The string is taken whole, as the URL; use
// Lint or extract.All to find URLs in text first.
func (l *Linter) CheckString(s string) []Finding {
	u := &extract.URL{
		Text:      s,
		Secret:    urlsyntax.SecretOf(s),
		Delimiter: extract.Space,
		Start:     pos.Pos{Line: 1, Column: 1, Char: 1},
		End:       pos.Pos{Offset: len(s), Line: 1, Column: len(s) + 1, Char: len(s) - pos.Continued("", s) + 1},
	}
	return l.Check(u)
}

// Check returns the findings of the enabled rules for one URL, in the order
// of their positions, which count from u's. Suppression comments are
// Lint's business, not Check's. The URL and the messages show what
// u.Secret holds masked: the Scanner sets it; a URL made by hand takes
// urlsyntax.SecretOf of its text.
func (l *Linter) Check(u *extract.URL) []Finding {
	fs, recs := l.appendFindings(nil, nil, u, false)
	if len(fs) == 0 {
		return nil
	}
	out := make([]Finding, len(recs))
	for i, r := range recs {
		out[i] = fs[r.full] // none is lean: every record has its finding
	}
	return out
}

// passPool keeps the work space of a URL (a pass is a kilobyte or so, with
// its buffers) from one URL to the next, for every goroutine linting.
var passPool = sync.Pool{New: func() any { return new(pass) }}

// appendFindings appends Check's findings for u to dst, and a record
// of each to recs, in the order of where they start (rec.full is the
// finding's index in dst). With lean, a finding at info that
// Options.HideInfo leaves out is not made at all: its record, which
// tells the stream its rule and lines (the directives it matches, which
// it marks used), is all there is of it (rec.full < 0).
func (l *Linter) appendFindings(dst []Finding, recs []rec, u *extract.URL, lean bool) ([]Finding, []rec) {
	if len(l.rules) == 0 {
		return dst, recs
	}
	p := passPool.Get().(*pass)
	defer passPool.Put(p)
	return l.appendFindingsIn(p, dst, recs, u, lean)
}

// appendFindingsIn is appendFindings in the work space p, which a stream
// keeps for its URLs (one goroutine's, one URL after another: no pool to
// ask for each).
func (l *Linter) appendFindingsIn(p *pass, dst []Finding, recs []rec, u *extract.URL, lean bool) ([]Finding, []rec) {
	if len(l.rules) == 0 {
		return dst, recs
	}
	p.reset(l, u, dst, recs, lean && l.hideInfo && !l.whole)
	base, rbase := len(dst), len(recs)
	p.viols = p.ref.AppendViolations(p.violBuf[:0])
	// One read of the text for what the tests below, and the rules, need
	// to know is there before they search it.
	p.facts = textFacts(u.Text) | violationFacts(p.viols) | urlFacts(&p.ref, u)
	if l.whole {
		p.facts = ^facts(0) // every test and rule runs (TestFactsSkipNothing)
	}
	// The text is the source's bytes on one line, as it stands there:
	// nothing left out nor put in but an added scheme (Prefix), which
	// would make the lengths differ (a line break joined, white space
	// dropped, U+2010 read as "-").
	p.flat = !l.whole && !p.facts.has(factHigh) && u.Start.Line == u.End.Line && u.End.Offset-u.Start.Offset == len(u.Text)-u.Prefix
	// The secret of every reading, found once by the scanner: the URL and
	// every message about it show it masked. The rules judge the grammar's
	// reading (SecretRange); a password the raw text shows to be longer
	// ("p" of "admin:p@ss?w0rd@db1,db2", the span AppendSecrets found) is
	// judged whole.
	p.sec = u.Secret
	p.tmpl = p.tmplBuf[:0]
	text, skeleton := u.Text, false
	if p.facts.has(factTemplate) || strings.HasSuffix(u.Text, "-") {
		if !p.sec.Empty() {
			// In a secret, a placeholder is read by its punctuation
			// alone: every ASCII letter and digit of it stands as "A"
			// (secretSkeleton), so that which letters a password holds
			// never decides a placeholder that silences a rule
			// ("&IX51qQ;" an HTML entity, "&36s9PW;" none, "$PW" a
			// variable, "$1W" a group: invalid-port was reported for
			// one twin only).
			text, skeleton = p.secretSkeleton(u.Text), true
		}
		p.tmpl = appendTemplateSpans(p.tmpl, text) // nothing else starts a placeholder (templateStart, cutHostLabel)
	}
	if len(p.tmpl) > 0 && !p.sec.Empty() {
		// A "%" in a password is no printf verb: whether "%9p" or "%9y"
		// stands there would decide whether bad-escape is reported
		// (review55 N9), a placeholder's shape as well (shape57's
		// held-out case).
		p.tmpl = dropSecretVerbs(p.tmpl, u.Text, p.sec.Spans())
	}
	if skeleton {
		// A format's password is its verb, read by shape alone
		// (secretVerbs): fmt.Sprintf("postgres://%s:%s@%s/%s", …).
		p.tmpl = appendSecretVerbs(p.tmpl, text, p.sec.Spans())
	}
	if u.Rejoined && !p.sec.Empty() && strings.IndexByte(u.Text, '%') >= 0 {
		p.markPct = p.markerPercents(p.markBuf[:0])
		p.markBuf = p.markPct[:0]
	}
	if p.facts.has(factPort) {
		// A port in bytes of a password the text cut: one violation,
		// whatever the piece holds (the rules judge the same URL for
		// "8o" and "81").
		p.viols = p.sec.PortViolations(&p.ref, p.viols)
		p.facts |= violationFacts(p.viols)
	}
	// A host in bytes of a password the text cut: no violation of it,
	// and no rule judges its value (the same URL for "p@ss" and "p@1s").
	secretHost := !p.sec.Empty() && p.ref.Host.Defined && p.sec.Overlaps(p.ref.Host.Start, p.ref.Host.End)
	p.secretHost = secretHost
	if secretHost {
		p.viols = p.sec.HostViolations(&p.ref, p.viols)
		p.facts |= violationFacts(p.viols)
	}
	p.scrub = !p.sec.Empty()
	p.placeholder = false
	lo, hi, ok := 0, 0, false
	if p.facts.has(factAt) {
		lo, hi, ok = p.sec.Range(u.Text) // SecretRange, which needs an "@": found once, by the scanner
		if !ok && p.ref.Port.Defined && p.sec.Overlaps(p.ref.Port.Start, p.ref.Port.End) {
			// A port that is a piece of a password (invalid-port's
			// pieceOfPassword): the secret the text's reading hides from
			// the port's first byte to an "@" is the password, as
			// SecretRange reads it where the first byte is a letter
			// ("https://deploy:4/vL*@h.corp.net" got invalid-port alone
			// where "…:b/vL*@…" got password-in-site too, which told
			// that the password starts with a digit: review59 N7).
			for _, sp := range p.sec.Spans() {
				if sp.Lo == p.ref.Port.Start && sp.Hi < len(u.Text) && u.Text[sp.Hi] == '@' {
					lo, hi, ok = sp.Lo, sp.Hi, true
					break
				}
			}
		}
	}
	if ok {
		// beyond: a secret of some reading stands outside the userinfo
		// the grammar reads, in what it reads as a host or a path
		// ("a00000" of "0:0@a00000#XYZ@h", which SecretRange reads whole),
		// and a message may quote it.
		beyond := !p.ref.Userinfo.Defined
		for _, sp := range p.sec.Spans() {
			if sp.Lo == lo && sp.Hi > hi {
				hi = sp.Hi
			}
			beyond = beyond || sp.Lo < p.ref.Userinfo.Start || sp.Hi > p.ref.Userinfo.End
		}
		beyond = beyond || hi > p.ref.Userinfo.End
		p.secretLo, p.secretHi, p.hasSecret = lo, hi, true
		p.facts |= factSecret
		if user, isPassword := userBefore(p.text, lo); isPassword && passwordKind(user, p.text[lo:hi]) != "" {
			// password-in-site's message calls it a placeholder (or
			// public): the secret ID's kind says no more.
			p.placeholder = true
			// A placeholder or public password all the secret there is:
			// nothing to scrub from messages.
			p.scrub = p.scrub && beyond
		}
	}
	if p.ref.Scheme.Defined {
		p.scheme = lower(p.facts, p.ref.Get(p.ref.Scheme))
		p.sch = schemeOf(p.scheme)
	}
	if p.ref.Site.Defined {
		p.host = strings.TrimSuffix(lower(p.facts, p.ref.Get(p.ref.Host)), ".")
		if secretHost {
			p.host = "***" // no dot, no IP, no name: no value to judge
		}
		p.port = p.ref.Get(p.ref.Port)
		lo := p.ref.Site.Start
		if p.ref.Userinfo.Defined {
			lo = p.ref.Userinfo.End + 1
		}
		if lo < p.ref.Site.End && p.text[lo] == '[' {
			hi := strings.IndexByte(p.text[lo:p.ref.Site.End], ']')
			if hi < 0 {
				hi = p.ref.Site.End
			} else {
				hi += lo + 1
			}
			p.ipv6Lo, p.ipv6Hi = lo, hi
			// draft-09 splits "[::1]" at its first ":"; classify the
			// literal as written.
			p.host = strings.ToLower(p.text[lo:hi])
		}
	}
	// A regular expression that URLs match ("http://([^/]+)/", in a Perl
	// script) is no URL, nor is prose that glues a word to a scheme
	// ("a file://-prefixed URI"): only a password in it is reported.
	// Each test is run only when the text holds a byte its answer needs.
	pattern := p.facts.has(factRegex) && patternURL(u.Text) || p.facts.has(factHyphen) && proseCompound(u.Text) ||
		p.facts.has(factAt|factHigh|factBackslash|factBar) && notURL(u.Text, p.facts)
	// The rules to run, in registry order: those that need no fact, and
	// those that need one the URL has.
	todo := l.runsAlways
	for f := p.facts & l.runsNeed; f != 0; f &= f - 1 {
		todo |= l.runsByFact[bits.TrailingZeros64(uint64(f))]
	}
	if pattern {
		todo &= l.runsUnallowed
	}
	for ; todo != 0; todo &= todo - 1 {
		r := &l.runs[bits.TrailingZeros64(todo)]
		if l.anyAllow && l.allowed(r.rule, p) {
			continue
		}
		p.rule, p.sev = r.rule, r.sev
		n, nr := len(p.out), len(p.recs)
		r.check(p)
		if len(p.recs)-nr > maxPerRule {
			if p.lean {
				// The kept findings, and the fixes the last one carries,
				// may be any of the rule's: made again whole.
				clear(p.out[n:])
				p.out, p.recs, p.lean = p.out[:n], p.recs[:nr], false
				r.check(p)
				p.lean = true
			}
			p.capRule(n, nr) // (a call for each rule and URL cost 2% of lint on URL-dense text)
		}
	}
	sortRecs(p.recs[rbase:])
	if l.secretID && p.shown(base) {
		// The secret's ID, made only for a URL with findings shown, and
		// only when the output shows it (Options.NoSecretID).
		// Without a key, its kind is the one password-in-site's message
		// tells, in that finding's ID alone: every other finding's is
		// that of a literal password, whatever lint judged, for its
		// message tells nothing of the password, and password-in-site's
		// may be shown nowhere (disabled, silenced by its allow-list or
		// a directive, at info without --info). Before stop 37 every
		// finding of the URL had the judged kind, which told "admin:admin"
		// from "admin:Hx9k" with password-in-site disabled.
		if id := p.ids.IDJudged(p.sec, p.masked(), l.secretKey, false); id != "" {
			judged := id
			if p.placeholder && len(l.secretKey) == 0 {
				judged = p.ids.IDJudged(p.sec, p.masked(), nil, true)
			}
			for i := base; i < len(p.out); i++ {
				p.out[i].SecretID = id
				if p.out[i].Rule == passwordInSite.Name {
					p.out[i].SecretID = judged
				}
			}
		}
	}
	out, rs := p.out, p.recs
	p.out, p.recs, p.u, p.sec = nil, nil, nil, urlsyntax.Secret{} // keep nothing of the caller's alive
	return out, rs
}

// shown reports whether a finding of p.out from base on is shown: one
// the stream does not drop as lean (an info finding HideInfo leaves out).
func (p *pass) shown(base int) bool {
	for _, f := range p.out[base:] {
		if !p.lean || f.Severity != Info {
			return true
		}
	}
	return false
}

// report records a finding of the current rule on Text bytes [start, end).
// adjust raises (+1) or lowers (-1) the rule's configured severity for this
// finding. edits are in Text offsets; they are kept only if every one maps
// onto contiguous source bytes.
func (p *pass) report(start, end, adjust int, m *msgb, edits ...Edit) {
	if end <= start {
		end = start + 1
	}
	if !p.rule.unallowed && !(p.secretHost && p.sec.Overlaps(start, end)) && (p.overlapsTemplate(start, end+1) || start > 0 && p.text[start-1] == ':' && p.inTemplate(start-1)) {
		// A placeholder, a language's escape or markup around the URL
		// ("{startsb}user@{endsb}", "host.xz{startsb}:port{endsb}"), or
		// right after one's ":" (groff's "https://\\:example.com/"): the
		// finding would be about text that is not the URL's. (Not in
		// the bytes of a secret the grammar read as a host: what they
		// hold would decide.)
		return
	}
	if !p.sec.Empty() && p.rule.Name != "password-in-site" { // (its region is the password's own)
		start, end = p.secretRegion(start, end)
	}
	if end > len(p.text) {
		end = len(p.text)
		if start >= end {
			start = end - 1
		}
	}
	if start < 0 {
		start = 0
	}
	a, b := p.srcPos(start), p.endPos(end)
	if p.hidden(adjust) {
		// Left out of the output (HideInfo): its record, what the
		// stream reads of it (its rule, lines and offsets), is all that
		// is made.
		p.recs = append(p.recs, rec{start: a.Offset, line: a.Line, endOff: b.Offset, urlLine: p.u.Start.Line, urlOff: p.u.Start.Offset, rule: p.rule.Name, sev: Info, full: -1})
		return
	}
	// Made where it stays (a Finding is 392 bytes: no copy).
	f := p.addNew(p.rule.Name, p.sev, adjust, a, b, p.u.Start)
	// The secret, and any piece of it the message quotes ("port may
	// hold only digits, not "p"" of "http://u:p/ss@h/"), are masked in
	// what the message quotes of the URL, not in the rule's words.
	f.Message, f.URL = p.message(start, end, m), p.masked()
	f.Text = p.regionText(start, end, f.Start, f.End)
	// Plain: no "@" and none of the bytes an encoding NestedHint reads
	// starts with, so that no piece of the text, nor its quoting, makes
	// one ("=3D40" reads as an encoded "@" cut out of "%4=3D40" where the
	// whole URL does not: TestPlainFindings).
	f.Plain = p.text == p.u.Text && p.u.Plain() && !strings.ContainsAny(p.text, "%&\\=")
	f.urlStart, f.urlEnd = p.u.Start, p.u.End
	if len(edits) > 0 {
		f.Fix = p.sourceEdits(edits)
		for _, e := range edits {
			if p.overlapsTemplate(e.Start, e.End) {
				f.Fix = nil // a fix never touches a placeholder
			}
			if pt := p.ref.Port; p.ref.Site.Defined && pt.Defined && e.Start < pt.End && e.End > pt.Start && pt.End > pt.Start && !isDigits(p.text[pt.Start:pt.End]) {
				// An edit inside a "port" that is no port (not digits
				// alone): no escape makes it one, and its bytes may be a
				// password the secret readings took for a port
				// ("ftp://admin.io:92416}7lx>4$r))@ localhost": "}"
				// became "%7D" in the file: review62 M2). The finding
				// stays, with no fix.
				f.Fix = nil
			}
			if p.sec.Overlaps(e.Start-1, e.End+1) && !escapeEdit(e) {
				// A fix that touches a secret would show it in a diff or
				// an editor's code action (the normal form of the whole
				// URL), or change what the password is ("u:/pw@h" is no
				// empty port): there is none. One that escapes or
				// unescapes a character of it keeps its meaning and
				// shows that character at most.
				f.Fix = nil
			}
		}
	}
}

// secretRegion returns the region [start, end) of a finding grown over
// every secret span it reaches into: a finding about bytes of a password
// (an unwise character, a bad escape, an escaped unreserved character)
// is reported over the password's whole span, as hyphen-at-line-break's
// is over the URL, so that no column marks where such a byte of it
// stands (CONTRACT, Positions: a region inside a userinfo tells a
// password's length, never a character of it; review47 F5: "u:ab%zzcd"
// reported bad-escape at the password's third byte). The messages of
// those rules name no byte of a userinfo.
func (p *pass) secretRegion(start, end int) (int, int) {
	return p.sec.Region(start, end)
}

// hidden reports whether a finding of the current rule with severity
// adjustment adjust is left out of the output (an info finding,
// Options.HideInfo, where the stream reads only its record: appendFindings'
// lean): report makes its record alone, and reads no message; a rule may
// give it none (nil) and save the words.
func (p *pass) hidden(adjust int) bool {
	return p.lean && min(max(p.sev+Severity(adjust), Info), Error) == Info
}

// maxPerRule is the most findings one rule reports about one URL. A URL
// of 60 KB holding 30,000 unwise characters gave 30,000 findings, each
// repeating the URL: 1.8 GB of JSON and 3.6 GB of SARIF. With the bound,
// what every format writes grows with its input, whatever it holds.
const maxPerRule = 10

// addNew is add(newFinding(rule, sev, adjust, start, end, url)), the
// finding written once, where it stays, not made aside and copied there.
func (p *pass) addNew(rule string, sev Severity, adjust int, start, end, url pos.Pos) *Finding {
	n := len(p.out)
	if n < cap(p.out) {
		p.out = p.out[:n+1]
	} else {
		p.out = append(p.out, Finding{})
	}
	f := &p.out[n]
	*f = Finding{Rule: rule, Severity: min(max(sev+Severity(adjust), Info), Error), Start: start, End: end, urlLine: url.Line, urlOff: url.Offset, line: start.Line, endOff: end.Offset}
	p.recs = append(p.recs, recOf(f, n))
	return f
}

// add appends f to the findings made whole, and its record; it returns
// where it stands.
func (p *pass) add(f Finding) *Finding {
	p.out = append(p.out, f)
	p.recs = append(p.recs, recOf(&p.out[len(p.out)-1], len(p.out)-1))
	return &p.out[len(p.out)-1]
}

// capRule keeps at most maxPerRule of the current rule's findings, those
// from p.out[from:] (all made whole) and their records from
// p.recs[rfrom:], the first in the URL; the last kept says how many more
// there are, and carries their fixes (a fix of it fixes them all).
func (p *pass) capRule(from, rfrom int) {
	fs := p.out[from:]
	if len(fs) <= maxPerRule {
		return
	}
	slices.SortStableFunc(fs, func(a, b Finding) int { return a.Start.Offset - b.Start.Offset })
	last := &fs[maxPerRule-1]
	more := fs[maxPerRule:]
	last.Message += " (and " + strconv.Itoa(len(more)) + " more like it in this URL)"
	if last.Fix != nil {
		fix := slices.Clip(last.Fix)
		for _, f := range more {
			fix = append(fix, f.Fix...)
		}
		last.Fix = fix
	}
	clear(more)
	p.out = p.out[:from+maxPerRule]
	p.recs = p.recs[:rfrom]
	for i := from; i < len(p.out); i++ {
		p.recs = append(p.recs, recOf(&p.out[i], i))
	}
}

// escapeEdit reports whether e writes one byte as its escape %XX, or an
// escape as its byte.
func escapeEdit(e Edit) bool {
	n := e.End - e.Start
	return n == 1 && len(e.New) == 3 && e.New[0] == '%' || n == 3 && len(e.New) == 1
}

// regionText is Text bytes [start, end), which stand at [a, b) in the
// stream, when they are the stream's bytes there (on one line, nothing
// added before the URL), with the bytes they share with the URL's secret
// shown as "***" (as Finding.URL shows it); "" when they are not.
func (p *pass) regionText(start, end int, a, b pos.Pos) string {
	if start < p.u.Prefix || b.Offset-a.Offset != end-start || b.Line != a.Line {
		return ""
	}
	if p.sec.Empty() {
		return p.text[start:end]
	}
	return p.sec.Piece(p.text, start, end)
}

// newFinding is how every finding starts: of rule, at sev (the rule's
// configured severity) moved by adjust (+1 up, -1 down) and kept within
// Info to Error, over [start, end) of the stream, about the URL that
// starts at url (on whose line a suppression applies too). The caller adds the
// message, the URL masked, and the fix; a message about a URL is masked by
// report.
func newFinding(rule string, sev Severity, adjust int, start, end, url pos.Pos) Finding {
	sev = min(max(sev+Severity(adjust), Info), Error)
	return Finding{Rule: rule, Severity: sev, Start: start, End: end, urlLine: url.Line, urlOff: url.Offset, line: start.Line, endOff: end.Offset}
}

// sortRecs orders rs, the records of one URL's findings, by where they
// start, stably. (A record is small: sorting them moves no Finding.)
func sortRecs(rs []rec) {
	if len(rs) <= 8 {
		// A few: each out of place is moved to where it goes, in place.
		for i := 1; i < len(rs); i++ {
			if rs[i].start >= rs[i-1].start {
				continue
			}
			r := rs[i]
			j := i - 1
			for j > 0 && rs[j-1].start > r.start {
				j--
			}
			copy(rs[j+1:i+1], rs[j:i])
			rs[j] = r
		}
		return
	}
	slices.SortStableFunc(rs, func(a, b rec) int { return a.start - b.start })
}

// masked is the URL's text with its secrets shown as "***"
// (urlsyntax.Secret.Mask), as every finding shows it: made once, when the
// first finding that shows it is made.
func (p *pass) masked() string {
	if !p.maskedOK {
		p.maskedText, p.maskedOK = maskOf(p.sec, p.text, p.u), true
	}
	return p.maskedText
}

// maskOf is sec.Mask(text), for text read from the URL u: text itself
// where sec holds nothing and text is u's own, which the Scanner found
// plain (extract.URL.Plain: no "@", no form of one, no encoding
// urlsyntax.NestedHint reads), so that MaskText, which an empty Secret's
// Mask is, gives it back as it is, as the printer takes it
// (printer.Record.Masked). A URL with findings and no "@" near it was
// read by MaskText again for each pass (1.3% of lint's instructions on
// URL-dense text). TestMaskOfSame compares it with Mask.
func maskOf(sec urlsyntax.Secret, text string, u *extract.URL) string {
	if sec.Empty() && text == u.Text && u.Plain() {
		return text
	}
	return sec.Mask(text)
}

// toInfo is the adjustment that brings the current rule's configured
// severity down to Info.
func (p *pass) toInfo() int {
	return int(Info - p.sev)
}

// quiet returns the adjustment for a finding about the site of a URL
// whose host is a loopback, private or documentation name or address:
// such URLs are written on purpose in documentation and tests, so the
// finding is Info. ok is false for a public host. The message says why
// with note.
func (p *pass) quiet() (adjust int, ok bool) {
	if p.hostKind() == urlsyntax.PublicHost {
		return 0, false
	}
	return p.toInfo(), true
}

// note appends to m the words quiet's findings end with ("; HOST is a
// KIND host"), nothing for a public host.
func (p *pass) note(m *msgb) *msgb {
	if p.hostKind() == urlsyntax.PublicHost {
		return m
	}
	lo, hi := p.hostSpan()
	return m.w("; ").at(p.host, lo, hi).w(" is a ").w(p.kind.String()).w(" host")
}

// hostKind is what kind of host the URL names (urlsyntax.ClassifyHost of
// host, PublicHost without a site), classified the first time a rule asks:
// a URL without findings does not ask.
func (p *pass) hostKind() urlsyntax.HostKind {
	if !p.kindOK {
		if p.ref.Site.Defined {
			p.kind = urlsyntax.ClassifyHost(p.host)
		}
		p.kindOK = true
	}
	return p.kind
}

// srcPos is p.u.SourcePos(i). A URL whose text is the bytes of its source
// on one line, all ASCII (flat), has each byte one column after the last,
// as SourcePos finds when it reads them.
func (p *pass) srcPos(i int) pos.Pos {
	if !p.flat {
		return p.u.SourcePos(i)
	}
	if i >= len(p.text) {
		return p.u.End
	}
	q := p.u.Start
	if d := i - p.u.Prefix; d > 0 {
		q.Offset += d
		q.Column += d
		if q.Char > 0 {
			q.Char += d
		}
	}
	return q
}

// endPos is the position just after Text byte end-1.
func (p *pass) endPos(end int) pos.Pos {
	if end >= len(p.text) {
		return p.u.End
	}
	if end <= 0 {
		return p.u.Start
	}
	q := p.srcPos(end - 1)
	q.Offset++
	q.Column++
	if q.Char > 0 && !p.u.Continues(end-1) {
		q.Char++ // after a character's first byte, the column of the next
	}
	return q
}

// sourceEdits maps edits in Text offsets to stream offsets, or returns nil if
// one of them does not cover contiguous source bytes (the scheme added to
// an abbreviated reference, an escape the text reads). An edit across a
// line break of a URL rejoined from lines is cut to the bytes it changes
// when it keeps their length (the normal form of "HTTP://Example.com/a/⏎b"
// changes the first line only; a bare URL's rejoining depends on the
// lengths of its lines); one that still crosses the break is none the
// file's bytes can take (the URL's Text has no line break there, and the
// Fixer applies a finding's fix on one line): nil, the finding offers no
// fix. Until stop 62 it was kept with its Text bytes, and the finding
// said "fixable" of a fix that --fix never applied and that no one could
// apply ("http://A000000.⏎0000.A": FuzzLint, closing-61).
func (p *pass) sourceEdits(edits []Edit) []Edit {
	if cap(p.edits)-len(p.edits) < len(edits) {
		p.edits = make([]Edit, 0, max(64, len(edits)))
	}
	// A block of edits shared by the findings of many URLs: each finding's
	// slice has no room beyond its own edits, and the block is never
	// written again where a finding's slice stands.
	if p.u.Uncertain != "" {
		// A URL with another reading of a line break is never edited
		// (meaningCheck.same: a fix would be right for one reading
		// only): its findings offer none, which --fix would always
		// refuse, with the fixes of the lines around it
		// ("see hTtps://i⏎\tntranet/x": TestFixableAcrossBreaks).
		return nil
	}
	out := p.edits[len(p.edits) : len(p.edits) : len(p.edits)+len(edits)]
	for _, e := range edits {
		if e.Start < p.u.Prefix || e.End > len(p.text) || e.Start >= e.End {
			return nil
		}
		a := p.srcPos(e.Start)
		b := p.endPos(e.End)
		if b.Line != a.Line {
			if c := changedPart(p.text, e); len(c.New) == c.End-c.Start {
				e = c
				a, b = p.srcPos(e.Start), p.endPos(e.End)
			}
			if b.Line != a.Line {
				return nil
			}
		}
		if b.Offset-a.Offset != e.End-e.Start {
			return nil
		}
		if e.New == "" && p.u.Rejoined && e.Start > p.u.Prefix && p.srcPos(e.Start-1).Line != a.Line &&
			(e.End == len(p.text) || p.srcPos(e.End).Line != a.Line) {
			// It would empty the URL's piece on a line of those it was
			// rejoined from: the URL would end, or rejoin, elsewhere
			// (empty-port's ":" alone, "<ws://10⏎.1.2.3⏎:>"), which --fix
			// refuses (meaningCheck.same), with the whole file.
			return nil
		}
		out = append(out, Edit{Start: a.Offset, End: b.Offset, Old: p.text[e.Start:e.End], New: e.New})
	}
	p.edits = p.edits[:len(p.edits)+len(out)]
	return out
}

// changedPart returns e (in text's offsets) without the bytes at its
// start and its end that it leaves as they are: the same edit, and at
// least one byte of text still in it.
func changedPart(text string, e Edit) Edit {
	for e.End-e.Start > 1 && len(e.New) > 0 && text[e.Start] == e.New[0] {
		e.Start++
		e.New = e.New[1:]
	}
	for e.End-e.Start > 1 && len(e.New) > 0 && text[e.End-1] == e.New[len(e.New)-1] {
		e.End--
		e.New = e.New[:len(e.New)-1]
	}
	return e
}

// checkGrammar is the check of a rule that reports urlsyntax.Validate's
// violations of the kinds it claims (Rule.kinds), but those a grammar
// exemption (exempt) says are not the URL's to answer for.
func checkGrammar(p *pass) {
	for i := range p.viols {
		v := &p.viols[i]
		if !slices.Contains(p.rule.kinds, v.Kind) || p.mayBeExempt(v) && p.exempt(v) != noExemption {
			continue
		}
		if v.Kind == urlsyntax.KindBadEscape && slices.Contains(p.markPct, v.Start) {
			continue // a line's marker glued into a secret: the bytes after it are the secret's (markerPercents)
		}
		adjust := 0
		if v.Kind == urlsyntax.KindNonASCII && !p.inHost(v.Start) {
			// 1.5: internationalised use is "not defined", not forbidden;
			// in the host it makes the name no hostname at all (4.3.1).
			adjust = -1
		}
		if p.hidden(adjust) {
			p.report(v.Start, v.End, adjust, nil) // no message to make
			continue
		}
		m := p.say("")
		if p.sec.Overlaps(v.Start, v.End) {
			// A piece of a secret the grammar reads as something else
			// (a password cut where the text ended the URL reads as a
			// port): the message quotes it in no form.
			m.buf = p.ref.AppendSecretMessage(m.buf, *v)
		} else {
			m.buf = p.ref.AppendMessage(m.buf, *v)
			if p.scrub {
				// What the message shows of the URL is masked by
				// report, the grammar's words are not.
				m.markText(0, p.text[v.Start:v.End], v.Start, v.End)
			}
		}
		m.w(" (draft-09 ").w(v.Section).w(")")
		edits := p.editBuf[:0]
		if v.Kind == urlsyntax.KindUnwise && !p.inHost(v.Start) && !p.driveBar(v.Start) {
			for i := v.Start; i < v.End; i++ {
				if urlsyntax.Is(p.text[i], urlsyntax.Unwise) {
					edits = append(edits, Edit{Start: i, End: i + 1, New: pctEncode(p.text[i])})
				}
			}
		}
		p.report(v.Start, v.End, adjust, m, edits...)
	}
}

// An exemptionID names a grammar exemption: a kind of violation of the
// grammar, where it stands, that checkGrammar does not report, because
// the text there is not the URL's to answer for, or another rule says it
// once.
type exemptionID uint8

const (
	exemptIPv6Literal exemptionID = iota
	exemptTemplate
	exemptDriveLetter
	exemptEllipsisHost
	exemptPlaceholderHost
	exemptMarkupHost
	exemptPlaceholderPort
	noExemption // no exemption applies
)

// A grammarExemption names an exemption with the case that asked for it:
// asked is a URL with a violation that the exemption keeps checkGrammar
// from reporting, as rule at the byte column col of asked
// (TestGrammarExemptions checks that it applies there, and that the
// finding is reported without it; col 0: another test drops the finding
// too, and the exemption spares making it).
type grammarExemption struct {
	name, asked string
	rule        string
	col         int
}

// grammarExemptions are the exemptions of checkGrammar (exempt has what
// each says), with their cases.
var grammarExemptions = [noExemption]grammarExemption{
	exemptIPv6Literal:     {"ipv6-literal", "http://[2001:db8::1]:8080/", "unwise-character", 8}, // 3476c09: invalid-host reports the literal, once
	exemptTemplate:        {"template", "https://h.example/${HOME}/x", "unwise-character", 0},    // 534359c: a placeholder (report drops it too: here, before its message is made)
	exemptDriveLetter:     {"drive-letter", `file://D:\Windows\System32`, "invalid-port", 11},    // c9e9976: "file://D:" names a drive
	exemptEllipsisHost:    {"ellipsis-host", "git://git..../proj.git", "invalid-host", 11},       // a488898: an ellipsis for a host in documentation
	exemptPlaceholderHost: {"placeholder-host", "https://ISSUER_URL/token", "invalid-host", 15},  // 530e249: a host written as an environment variable
	exemptMarkupHost:      {"markup-host", `http://x~y.a\_b/`, "invalid-host", 9},                // e7d2f4e: a host holding markup (TeX's "~\mbox{[CTAN]}~" is now notURL's; a Markdown escape)
	exemptPlaceholderPort: {"placeholder-port", "ssh://host:port/path", "invalid-port", 12},      // 6cf7246: a word for a port in documentation
}

// mayBeExempt reports whether a grammar exemption may apply to v: but
// for a template's, each is about the site (or a bad port, wherever it
// stands). Most violations are in the path, where a URL without a
// template has none to try.
func (p *pass) mayBeExempt(v *urlsyntax.Violation) bool {
	return len(p.tmpl) > 0 || p.ref.Site.Defined && v.Start < p.ref.Site.End || v.Kind == urlsyntax.KindBadPort
}

// exempt returns the first grammar exemption that applies to v, or
// noExemption. (Code, not a loop over the table: a violation costs a few
// comparisons, as when the exemptions were written in checkGrammar.)
func (p *pass) exempt(v *urlsyntax.Violation) exemptionID {
	if v.Start >= p.ipv6Lo && v.Start < p.ipv6Hi && p.on(exemptIPv6Literal) {
		return exemptIPv6Literal // invalid-host (checkHost) reports the IPv6 literal once
	}
	if p.inTemplate(v.Start) && p.on(exemptTemplate) {
		return exemptTemplate // a placeholder such as ${X} or %s, or a Markdown escape: not the URL's
	}
	if p.scheme == "file" && len(p.host) == 1 && p.inPort(v.Start) && p.on(exemptDriveLetter) {
		return exemptDriveLetter // file://D:\Program Files: a drive letter, not a host and port
	}
	if p.inHost(v.Start) && !p.secretHost {
		// (Not a host the grammar reads in bytes of a secret: what they
		// hold would decide.)
		host := p.ref.Get(p.ref.Host)
		if (len(p.host) >= 2 && strings.Trim(p.host, ".") == "" || strings.Contains(p.host, "...")) && p.on(exemptEllipsisHost) {
			// "https://.../path", "git://git..../proj.git" in
			// documentation: an ellipsis, no host, nothing to act on.
			return exemptEllipsisHost
		}
		if placeholderHost(host) && p.on(exemptPlaceholderHost) {
			return exemptPlaceholderHost // "https://ISSUER_URL": a name to fill in
		}
		if strings.IndexByte(host, '\\') >= 0 && p.overlapsTemplate(p.ref.Host.Start, p.ref.Host.End) && p.on(exemptMarkupHost) {
			return exemptMarkupHost // a host that holds TeX's markup, "~\mbox{[CTAN]}~", is no host either
		}
	}
	if v.Kind == urlsyntax.KindBadPort && placeholderPort(p.ref.Get(p.ref.Port)) && p.on(exemptPlaceholderPort) {
		return exemptPlaceholderPort // "ssh://host:port/path" in documentation: no port yet
	}
	return noExemption
}

// on reports whether the exemption e applies: it does, but where a test
// turned it off (Linter.exemptOff); it is asked only once e's case holds.
func (p *pass) on(e exemptionID) bool {
	if p.l.exemptOff&(1<<e) != 0 {
		return false
	}
	if p.l.exempted != nil {
		p.l.exempted(e)
	}
	return true
}

// pctEncode returns the escape %XX of c, without an allocation.
func pctEncode(c byte) string {
	return pctEscapes[3*int(c) : 3*int(c)+3]
}

// pctEscapes is "%00%01...%FF".
var pctEscapes = func() string {
	const hexDigits = "0123456789ABCDEF"
	b := make([]byte, 0, 3*256)
	for c := 0; c < 256; c++ {
		b = append(b, '%', hexDigits[c>>4], hexDigits[c&15])
	}
	return string(b)
}()

func unhex(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// escapes calls fn for every well-formed escape %XX in Text, with its offset
// and the octet it stands for.
func (p *pass) escapes(fn func(i int, b byte)) {
	s := p.text
	for i := 0; i+2 < len(s); i++ {
		// Most URLs hold no escape: one search, not a loop per byte, for
		// each of the rules that ask.
		j := strings.IndexByte(s[i:len(s)-2], '%')
		if j < 0 {
			return
		}
		i += j
		hi, ok1 := unhex(s[i+1])
		lo, ok2 := unhex(s[i+2])
		if ok1 && ok2 && !slices.Contains(p.markPct, i) {
			fn(i, hi<<4|lo)
			i += 2
		}
	}
}

// inPort reports whether Text byte i is in the port of the site, or is the
// ":" before it.
func (p *pass) inPort(i int) bool {
	pt := p.ref.Port
	return p.ref.Site.Defined && pt.Defined && i >= pt.Start-1 && i < pt.End
}

// inHost reports whether Text byte i is in the host.
func (p *pass) inHost(i int) bool {
	h := p.ref.Host
	return p.ref.Site.Defined && i >= h.Start && i < h.End
}

// secretRange returns the byte range of the secret in Text
// (urlsyntax.SecretRange: a password, or an access token used as the user
// name), found once per URL. ok is false when there is none.
func (p *pass) secretRange() (lo, hi int, ok bool) {
	return p.secretLo, p.secretHi, p.hasSecret
}

// inPassword reports whether the escape at Text byte i touches a secret.
func (p *pass) inPassword(i int) bool {
	return p.hasSecret && i+3 > p.secretLo && i < p.secretHi || p.sec.Overlaps(i, i+3)
}

// portNumber returns the value of a port written in digits, or -1.
func portNumber(s string) int {
	if s == "" || len(s) > 9 {
		return -1
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// secureVariant reports whether a and b are a protocol and its TLS variant
// (http and https, imap and imaps, ...).
func secureVariant(a, b string) bool {
	return a+"s" == b || b+"s" == a
}

// placeholderPort reports whether a port is a word standing for one
// ("ssh://host:port/path"; urlsyntax.PortWord).
func placeholderPort(port string) bool { return urlsyntax.PortWord(port) }

// placeholderWords are passwords that stand for one to be filled in.
var placeholderWords = map[string]bool{
	"password": true, "passwd": true, "pass": true, "pwd": true, "secret": true, "token": true,
	"changeme": true, "yourpassword": true, "your-password": true, "your_password": true,
	"mypassword": true, "placeholder": true, "redacted": true, "hidden": true, "apikey": true,
	"api_key": true, "api-key": true, "pw": true, "example": true,
	// the stock words of examples and tests
	"pass123": true, "password1": true, "p@ssword": true, "password123": true, "p@ssw0rd": true, "p4ssw0rd": true,
	"abc": true, "abc123": true, "xyz": true, "123": true, "1234": true, "12345": true, "123456": true,
	"foo": true, "bar": true, "baz": true, "qux": true, "test": true, "testing": true, "dummy": true,
	"fake": true, "sample": true, "mysecret": true, "supersecret": true, "pa55word": true, "pass1": true,
}

// publicLogins are well-known public user:password pairs ("" means any
// password: the anonymous FTP convention asks for an e-mail address).
var publicLogins = map[string]string{
	"anonymous": "",
	"ftp":       "",
	"guest":     "guest",
}

// passwordKind classifies a password: "public", "placeholder" or "" (real).
func passwordKind(user, pw string) string {
	if want, ok := publicLogins[strings.ToLower(user)]; ok && (want == "" || strings.EqualFold(want, pw)) {
		return "public"
	}
	d := pctDecode(pw)
	switch {
	case strings.HasPrefix(d, "${") && strings.HasSuffix(d, "}"),
		strings.HasPrefix(d, "{{") && strings.HasSuffix(d, "}}"),
		strings.HasPrefix(d, "<") && strings.HasSuffix(d, ">"),
		strings.HasPrefix(d, "[") && strings.HasSuffix(d, "]"),
		strings.HasPrefix(d, "%") && strings.HasSuffix(d, "%") && len(d) > 2:
		return "placeholder"
	case len(d) > 1 && d[0] == '$' && isIdent(d[1:]):
		return "placeholder"
	case len(d) >= 3 && strings.Trim(d, "*") == "", len(d) >= 3 && strings.Trim(strings.ToLower(d), "x") == "",
		len(d) >= 3 && strings.Trim(d, ".") == "":
		return "placeholder"
	case placeholderWords[strings.ToLower(d)]:
		return "placeholder"
	case len(d) <= 2:
		// "a:b@", "u:p@": too short to be anyone's password
		return "placeholder"
	case strings.EqualFold(pctDecode(user), d):
		// "admin:admin@", "postgres:postgres@": a stock default
		return "placeholder"
	case strings.EqualFold(exampleLogins[strings.ToLower(pctDecode(user))], d):
		// aladdin:opensesame (RFC 7617), scott:tiger (Oracle's demo)
		return "placeholder"
	case placeholderToken(d):
		return "placeholder"
	case verbShape(pw):
		// a format's verb where the password goes: "%+v", "%1$s",
		// "%(password)s" (by shape: "%+9" too)
		return "placeholder"
	}
	return ""
}

// exampleLogins are the user:password pairs of standards' and vendors'
// examples.
var exampleLogins = map[string]string{"aladdin": "opensesame", "scott": "tiger"}

// placeholderToken reports whether a password is made of words that
// describe one rather than hide one: a phrase of words between "-", "_",
// "." or white space, maybe before the "]" or ")" that closes a
// template's optional part, every word of it a word of placeholderWords
// (one at least) or a filler word of such phrases (fillerWords:
// "passwd-on-proxy", "My Pass", "your-password-here", "YOUR_TOKEN",
// "my-secure-password", "[:pwd]@" of "vendor://[[user][:pwd]@]"), or the
// word "password" with a character or two changed ("pa/ssword",
// "passwo^rd", "pa?sword", "p4ssword"). A placeholder word among other
// bytes ("*]m!PW", leak-probe seed 727) or among other words
// ("bee-testing", "Dream.Tulip.South.Sample": a passphrase, review49 H5)
// is no placeholder: the message would tell that the password holds the
// word (TestCutPasswordFindings).
func placeholderToken(pw string) bool {
	lower := strings.ToLower(pw)
	if len(lower) >= 6 && len(lower) <= 10 && editDistance(lower, "password") <= 2 {
		return true
	}
	found := false
	phrase := strings.TrimSuffix(strings.TrimSuffix(lower, "]"), ")")
	for _, w := range strings.FieldsFunc(phrase, func(r rune) bool {
		return r == '-' || r == '_' || r == '.' || r == ' ' || r == '\t'
	}) {
		switch {
		case placeholderWords[w] && w != "123" && w != "abc":
			found = true
		case !fillerWords[w]:
			return false
		}
	}
	return found
}

// fillerWords are the words that stand beside a placeholder word in a
// phrase that describes a password ("your-password-here", "my_secret",
// "put-your-token-here", "passwd-on-proxy").
var fillerWords = map[string]bool{
	"your": true, "my": true, "our": true, "the": true, "a": true, "here": true, "goes": true,
	"put": true, "insert": true, "enter": true, "on": true, "for": true, "of": true, "to": true,
	"new": true, "real": true, "actual": true, "own": true, "secure": true, "strong": true,
	"user": true, "proxy": true, "db": true, "database": true, "api": true, "access": true,
	"auth": true, "app": true, "admin": true, "example": true,
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// pctDecode decodes the well-formed escapes of s.
func pctDecode(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			hi, ok1 := unhex(s[i+1])
			lo, ok2 := unhex(s[i+2])
			if ok1 && ok2 {
				b = append(b, hi<<4|lo)
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

// siteScheme reports whether the URL's scheme is written with a "//" site
// (urlsyntax.Scheme.Site).
func (p *pass) siteScheme() bool { return p.sch != nil && p.sch.Site }

// explicitPort returns the port the URL writes, as a number, and its
// scheme's default port; ok is false when the URL writes no port in
// digits (or only inside an IPv6 literal) or the scheme has no default.
func (p *pass) explicitPort() (n int, def string, ok bool) {
	if p.ipv6Hi > p.ref.Port.Start || !p.ref.Port.Defined {
		return 0, "", false
	}
	n = portNumber(p.port)
	if n < 0 || p.sch == nil || p.sch.DefaultPort == "" {
		return 0, "", false
	}
	return n, p.sch.DefaultPort, true
}

// reportSpan is report for a range of the source that is not in Text (the
// whitespace removed when a URL was rejoined); format names the line of b.
func (p *pass) reportSpan(a, b pos.Pos, format string) {
	f := newFinding(p.rule.Name, p.sev, 0, a, b, p.u.Start)
	f.URL = p.masked()
	f.urlStart, f.urlEnd = p.u.Start, p.u.End
	f.namesLine(format, b, 0)
	p.add(f)
}

// driveBar reports whether Text byte i is the "|" of a drive letter in a
// file URL ("file:///C|/dir", the older spelling of "C:"): escaping it
// would make it no drive letter, so it is reported but not fixed.
func (p *pass) driveBar(i int) bool {
	if p.scheme != "file" || p.text[i] != '|' || i < 2 {
		return false
	}
	return p.text[i-2] == '/' && urlsyntax.Is(p.text[i-1], urlsyntax.Alpha) && (i+1 == len(p.text) || p.text[i+1] == '/')
}

// proseCompound reports whether text is prose that glues a word to a
// scheme ("a file://-prefixed URI"): a host that starts with "-" and holds
// no dot.
func proseCompound(text string) bool {
	i := strings.Index(text, "://-")
	if i < 0 {
		return false
	}
	host := text[i+3:]
	if j := strings.IndexAny(host, "/?#"); j >= 0 {
		host = host[:j]
	}
	return !strings.Contains(host, ".")
}

// placeholderHost reports whether a host is a name to fill in, written as
// an environment variable is: capitals, digits and "_", with an "_"
// ("https://ISSUER_URL", "http://MY_HOST/").
func placeholderHost(h string) bool {
	if !strings.Contains(h, "_") {
		return false
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; !('A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// schemeOf is urlsyntax.LookupScheme of a lower-case scheme name: the
// schemes most URLs have told by a switch (a compare of a few bytes)
// before the table's map, whose hash of the name cost 140 instructions a
// URL of dense lint (callgrind, perf54).
func schemeOf(name string) *urlsyntax.Scheme {
	switch name {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "ftp":
		return schemeFTP
	}
	return urlsyntax.LookupScheme(name)
}

// The table's entries for the schemes schemeOf tells by its switch.
var (
	schemeHTTP  = urlsyntax.LookupScheme("http")
	schemeHTTPS = urlsyntax.LookupScheme("https")
	schemeFTP   = urlsyntax.LookupScheme("ftp")
)
