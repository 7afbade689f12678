package lint

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// directiveMarker starts an inline suppression, in any comment syntax:
//
//	http://example.com/a|b  # urlsift:ignore unwise-character vendor URL
//	<!-- urlsift:ignore-next-line password-in-site public test account -->
const directiveMarker = "urlsift:ignore"

// maxDirective bounds how much of a line after the marker is kept.
const maxDirective = 512

// directiveWindow is how far past a finding, on its own line, a directive
// that silences it is looked for. A finding waits for the rest of its line
// (a comment that silences it usually ends the line), but no longer than
// this: on a line of many megabytes (minified or generated text dense with
// URLs) the findings would otherwise pile up until the line ends. A
// finding on a line that runs on this far past it is judged without the
// rest of the line: no directive on the line silences it (one is reported
// as unused if it silences nothing), and the line is not taken for an
// example, whether the scanner's search had passed the line's end when
// the finding was sent or not (flush), so that what is reported does not
// depend on how far the scanner had read (nor on the parts LintPart
// reads).
const directiveWindow = 64 << 10

// directive is one urlsift:ignore comment.
type directive struct {
	line, col, off int      // where the marker stands
	char           int      // its column in code points (pos.Pos.Char)
	target         int      // the line it silences
	rules          []string // nil: every rule
	unknown        []string // names that are not rules
	used           bool
	end            int // an offset at or past the end of the target line; 0 until that line was searched whole
	// placed is the finding that reports it unused, but for its
	// severity and message, placed in the file (LintPlaced) when the
	// marker was found, while the stream still kept its position; nil
	// when Lint places nothing.
	placed *Finding
}

func (d *directive) covers(rule string) bool {
	if d.rules == nil {
		return true
	}
	for _, r := range d.rules {
		if r == rule {
			return true
		}
	}
	return false
}

// recorder passes a stream through to the scanner, and to the example
// lines' follower as the bytes go by, and records the suppression
// directives the scanner finds as its search goes by (stream.marked:
// extract.Options.Marker). It counts no line: where the scanner's search
// stands, and on what line, is the scanner's (extract.Scanner.Searched).
// It holds no more of the stream than a directive's text.
type recorder struct {
	r         io.Reader
	behind    int            // how far behind what was read a finding's position may be asked: the scanner's window and directiveWindow
	off       int            // stream offset up to which the scanner has searched (for URLs and markers)
	completed int            // lines the scanner has searched to their end; every line at EOF
	markLine  int            // line of the last marker reported: a later one on it is the first's text
	dirs      []*directive   // recorded and not yet settled, in target order
	ex        *exampleLines  // the example lines of the stream, and the lines a typesetter broke
	marks     []lineMark     // where the scanner counted the lines up to, for ex (linesAt, lazy.go)
	place     func(*Finding) // LintPlaced's: places a finding in the file when it is made; nil for none
	stop      error          // what emit returned while the scanner searched (stream.marked): Read returns it, which ends the scan
}

func newRecorder(r io.Reader) *recorder {
	return &recorder{r: r}
}

// A tree of small files is linted one Lint call per file: the scanner of
// one call is kept for the next instead of allocated anew.
var scanners sync.Pool // of *extract.Scanner

func getScanner(r io.Reader, opts extract.Options) *extract.Scanner {
	if sc, _ := scanners.Get().(*extract.Scanner); sc != nil {
		sc.Init(r, opts) // its buffer kept for the same MaxURL
		return sc
	}
	return extract.NewScanner(r, opts)
}

// putScanner keeps the scanner for the next Lint, without what it read
// nor the stream its TooLong tells.
func putScanner(sc *extract.Scanner) {
	sc.Init(nil, extract.Options{MaxURL: sc.Options().MaxURL})
	scanners.Put(sc)
}

var newline = []byte{'\n'}

// KeepBehind hears from the scanner how far behind what it read it may
// report positions (pos.Keeper), and asks the stream it reads to keep
// positions directiveWindow further: a finding waits up to that long for
// a directive later on its line before it is placed in the file.
func (rc *recorder) KeepBehind(n int) {
	rc.behind = n + directiveWindow
	if k, ok := rc.r.(pos.Keeper); ok {
		k.KeepBehind(rc.behind)
	}
}

func (rc *recorder) Read(p []byte) (int, error) {
	if rc.stop != nil {
		return 0, rc.stop
	}
	n, err := rc.r.Read(p)
	if rc.ex != nil {
		if rc.ex.lazy && n > 0 {
			rc.markFor(rc.ex.readOff + n - rc.ex.window)
		}
		rc.ex.see(p[:n])
		if err == io.EOF {
			rc.ex.finish()
		}
	}
	return n, err
}

// buffer gives the scanner the buffer it reads into next
// (extract.Options.Place): the example lines' follower's, or none.
func (rc *recorder) buffer(kept []byte, size int) []byte {
	if rc.ex == nil {
		return nil
	}
	return rc.ex.place(kept, size)
}

// searched notes where the scanner's search stands: its stream offset,
// and the line it is on, before which every line was searched whole.
func (rc *recorder) searched(off, line int) {
	rc.off = max(rc.off, off)
	rc.completed = max(rc.completed, line-1)
	if rc.ex != nil {
		rc.ex.lineAt(off, line)
	}
}

// runsOn reports whether line runs on to offset off or further as far
// as the text was read (a finding there is judged without its line,
// flush, and need not wait for the scanner's search to reach the line's
// end): the follower, ahead of the search, stands on it at off or
// further, or it was a long line that ended there or later
// (exampleLines.runsOn).
func (rc *recorder) runsOn(line, off int) bool {
	e := rc.ex
	if e == nil {
		return false
	}
	e.upTo(line) // (lazy.go; which counts the line if it was not: exampleLines.uncounted)
	return e.line == line && e.readPos() >= off || e.runsOn(line, off)
}

// options returns opts with the stream's callbacks: the runs too long to
// be a URL and the directive markers the scanner reports.
func (st *stream) options(opts extract.Options) extract.Options {
	opts.TooLong = st.longRun
	opts.Marker, opts.Marked = directiveMarker, st.marked
	opts.Lines = st.rc.linesAt
	opts.Place = st.rc.buffer
	return opts
}

// The scanner hands at most this many bytes after a marker.
const _ = uint(extract.MarkedRest - maxDirective)

// marked records the directive whose marker the scanner found at at, rest
// the bytes after it: the first marker of a line takes the rest of the
// line, up to maxDirective bytes; a later one on the line is its text.
// The directives of the lines the search passed that nothing waits for
// are settled first (settleSearched).
func (st *stream) marked(at pos.Pos, rest []byte) {
	rc := st.rc
	if at.Line == rc.markLine || st.err != nil {
		return
	}
	rc.markLine = at.Line
	rc.searched(at.Offset, at.Line)
	if !st.l.settleAtFlush {
		if err := st.settleSearched(); err != nil {
			st.err, rc.stop = err, err
			return
		}
	}
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	rest = rest[:min(len(rest), maxDirective)]
	d := directive{line: at.Line, col: at.Column, char: at.Char, off: at.Offset}
	if rc.place != nil {
		f := d.finding(Warning)
		rc.place(&f) // found just now: the stream keeps its position
		d.placed = &f
	}
	rc.addDirective(d, string(rest))
}

// finding returns the finding, at severity sev, that reports d unused,
// where its marker stands in the stream, but for its message.
func (d *directive) finding(sev Severity) Finding {
	start := pos.Pos{Offset: d.off, Line: d.line, Column: d.col, Char: d.char}
	end := pos.Pos{Offset: d.off + len(directiveMarker), Line: d.line, Column: d.col + len(directiveMarker), Char: d.char + len(directiveMarker)}
	return newFinding(unusedSuppression.Name, sev, 0, start, end, start)
}

// finish notes the end of the stream: every line was searched whole.
func (rc *recorder) finish() {
	if rc.ex != nil {
		rc.ex.finish()
	}
	rc.completed = int(^uint(0) >> 1)
}

// addDirective parses the text after the marker:
// "[-next-line] [RULE[,RULE]] [reason]".
func (rc *recorder) addDirective(d directive, rest string) {
	d.target = d.line
	if r, ok := strings.CutPrefix(rest, "-next-line"); ok {
		d.target++
		rest = r
	}
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' && rest[0] != ':' && rest[0] != '\r' {
		return // "urlsift:ignored" or the like: not a directive
	}
	rest = strings.TrimLeft(rest, " \t:")
	field := rest
	if i := strings.IndexAny(rest, " \t\r"); i >= 0 {
		field = rest[:i]
	}
	switch field {
	case "", "-->", "*/", "#}", "%>", "-}":
		// No rule list: every rule.
	default:
		for _, n := range strings.Split(field, ",") {
			if n == "" {
				continue
			}
			if n == "all" {
				d.rules = nil
				d.unknown = nil
				break
			}
			if Lookup(n) == nil {
				d.unknown = append(d.unknown, n)
			}
			d.rules = append(d.rules, n)
		}
	}
	rc.dirs = append(rc.dirs, &d)
}

// Lint scans r for URLs as extract does with opts, checks each, and calls
// emit for every finding that no urlsift:ignore directive silences, in the
// order of the URLs. Findings wait only until the scanner has searched the
// rest of their line (a directive may follow the URL; the scanner finds
// their markers, so opts.Marker and Marked are Lint's, as TooLong is);
// unused directives are reported (rule unused-suppression) once no later
// URL can match them. Lint reads r once, as a stream, holding only the
// scanner's window of it (a few times opts.MaxURL). An error from emit
// stops the scan and is returned; so is a read error, after the findings
// made before it.
func (l *Linter) Lint(r io.Reader, opts extract.Options, emit func(Finding) error) error {
	_, err := l.lint(r, opts, nil, byValue(emit), "")
	return err
}

// LintCount is Lint, and counts the URLs it checked (for a summary such
// as --stats).
func (l *Linter) LintCount(r io.Reader, opts extract.Options, emit func(Finding) error) (urls int, err error) {
	return l.lint(r, opts, nil, byValue(emit), "")
}

// LintPlaced is LintCount for a text whose positions are to be placed in
// the file it was read from (a decoded mail part, pos.Mapper): place is
// called on each finding as soon as it is made, and emit gets it placed.
// A finding waits after it is made (for the rest of its line, for the
// next URL, which says how many runs too long to be a URL came before
// it, or until no URL can match a directive), and a streamed text keeps
// positions only for a stretch behind what was read (pos.Keeper): placed
// when emitted, it would be placed wherever the stream's oldest table
// says. place may set Start, End, the line a message names (Finding.Map)
// and Origin; Lint judges the finding by what it was in the stream.
func (l *Linter) LintPlaced(r io.Reader, opts extract.Options, place func(*Finding), emit func(Finding) error) (urls int, err error) {
	return l.lint(r, opts, place, byValue(emit), "")
}

// LintPlacedRef is LintPlaced (place nil: none) that hands emit each
// finding by reference, not as a copy of its some 400 bytes: emit may
// change the finding (place it, drop its fix), and must not keep the
// pointer after it returns, as the stream reuses the finding's space.
func (l *Linter) LintPlacedRef(r io.Reader, opts extract.Options, place func(*Finding), emit func(*Finding) error) (urls int, err error) {
	return l.lint(r, opts, place, emit, "")
}

// byValue returns the emit of a stream for emit, which takes its
// finding by value: a copy of each, which emit may keep.
func byValue(emit func(Finding) error) func(*Finding) error {
	return func(f *Finding) error { return emit(*f) }
}

// lint is Lint, and counts the URLs it checked; place (nil: none) is
// LintPlaced's, name the input's (LintNamedRef; "": none).
func (l *Linter) lint(r io.Reader, opts extract.Options, place func(*Finding), emit func(*Finding) error, name string) (urls int, err error) {
	rc := newRecorder(r)
	rc.place = place
	st := &stream{l: l, rc: rc, emit: emit}
	defer st.release()
	opts = st.options(opts)
	sc := getScanner(rc, opts) // which tells rc its window (KeepBehind)
	defer putScanner(sc)
	rc.ex = newExampleLines(rc.behind)
	rc.ex.ctx.pct = percentFile(name)
	rc.ex.lazy, rc.ex.minPend = !l.eager, l.lazyPend
	defer rc.ex.release()
	if urls, err = st.scan(sc, opts); err != nil {
		return urls, err
	}
	if st.err != nil {
		return urls, st.err
	}
	st.tooLong(opts)
	err = sc.Err()
	if err == nil {
		rc.finish()
	}
	if ferr := st.flush(true); ferr != nil {
		return urls, ferr
	}
	return urls, err
}

// release gives the stream's work space back to passPool, for the next.
func (st *stream) release() {
	if st.pass != nil {
		passPool.Put(st.pass)
		st.pass = nil
	}
}

// scan checks each URL sc finds and sends its findings as their lines
// allow (flush), and counts the URLs. An error from emit is returned.
func (st *stream) scan(sc *extract.Scanner, opts extract.Options) (urls int, err error) {
	for sc.Scan() {
		if st.err != nil {
			return urls, st.err // from emit, while the scanner searched (settleSearched)
		}
		st.tooLong(opts)
		u := sc.URL()
		urls++
		st.dropInURL(u)
		n := len(st.full)
		if st.pass == nil {
			st.pass = passPool.Get().(*pass) // given back when the stream ends (lint)
		}
		st.full, st.queue = st.l.appendFindingsIn(st.pass, st.full, st.queue, u, true)
		if st.rc.place != nil {
			// The scanner holds u: the stream keeps its position.
			for i := n; i < len(st.full); i++ {
				if f := &st.full[i]; !st.l.hideInfo || f.Severity != Info {
					st.rc.place(f)
				}
			}
		}
		st.curLine = u.Start.Line
		st.rc.searched(sc.Searched())
		if err := st.flush(false); err != nil {
			return urls, err
		}
	}
	st.rc.searched(sc.Searched()) // the whole text, or the part, or what was read before an error
	return urls, nil
}

type stream struct {
	l    *Linter
	rc   *recorder
	emit func(*Finding) error // the finding is the stream's: see LintPlacedRef
	pass *pass                // the work space of each URL (appendFindingsIn), from passPool
	// The findings not yet sent, in order: their records queue[head:],
	// and the findings made whole (rec.full) among them, in full.
	queue   []rec
	full    []Finding
	head    int
	curLine int // start line of the last URL scanned
	// The runs too long to be a URL since the last URL: the finding of
	// the first (rule url-too-long, placed when it was told: LintPlaced)
	// but for its message, and how many (extract.Options.TooLong).
	long  Finding
	longN int
	err   error // what emit returned while the scanner searched (settleSearched): it ends the scan
}

// settleSearched settles, as the scanner's search goes on (at each
// marker it finds, stream.marked), the directives for lines no URL can
// start on any more, and none waits for: a URL the scanner finds later
// starts after where its search stands, and rc.behind is further back
// still (the window the scanner asked the text to keep, pos.Keeper, and
// directiveWindow more). So a text of many directives and few URLs does
// not hold them all until the next URL, and what is told, and in what
// order, is what the next flush would tell: a directive goes only once no
// finding it may silence can come (waiting, a run too long to be a URL
// still counted), and before the findings of any later line (flush).
func (st *stream) settleSearched() error {
	rc := st.rc
	if rc.behind == 0 {
		return nil // the scanner said nothing of its window
	}
	// The directives whose target line was searched whole know where it
	// ended: those before the first that does not (dirs is in target
	// order, and a directive gone leaves them so).
	dirs := rc.dirs
	for i := sort.Search(len(dirs), func(i int) bool { return dirs[i].end == 0 }); i < len(dirs) && dirs[i].target <= rc.completed; i++ {
		dirs[i].end = rc.off // the target line ended in what was searched: here or before
	}
	for len(rc.dirs) > 0 {
		d := rc.dirs[0]
		if d.end == 0 || rc.off-rc.behind <= d.end || st.waiting(d.target) || st.longN > 0 && st.long.line <= d.target {
			break
		}
		rc.dirs = rc.dirs[1:]
		if err := st.settle(d); err != nil {
			st.err = err
			return err
		}
	}
	return nil
}

// longRun hears of a run too long to be a URL.
func (st *stream) longRun(p pos.Pos) {
	if st.longN == 0 && st.l.enabled[urlTooLong.Name] {
		end := p
		end.Offset++
		end.Column++
		if end.Char > 0 {
			end.Char++ // the first byte of a scheme: one character
		}
		st.long = newFinding(urlTooLong.Name, st.l.severity[urlTooLong.Name], 0, p, end, p)
		if st.rc.place != nil {
			st.rc.place(&st.long) // the scanner holds the run: the stream keeps its position
		}
	}
	st.longN++
}

func (st *stream) flush(eof bool) error {
	for st.head < len(st.queue) {
		f := &st.queue[st.head]
		need := max(f.line, f.urlLine)
		if f.line >= f.urlLine && st.rc.ex != nil {
			st.rc.ex.lineAt(f.urlOff, f.urlLine)
			st.rc.ex.from(f.urlOff) // no finding asks about a line before (lazy.go)
		}
		if !eof && st.rc.completed < need && !st.rc.runsOn(need, f.endOff+directiveWindow) {
			break
		}
		if st.rc.ex != nil {
			st.rc.ex.upTo(need) // what is asked below, classified (lazy.go)
		}
		st.head++
		// A line that runs on directiveWindow bytes or more past the
		// finding: the finding is judged without what the line says
		// (its directives, whether it is an example), whether it is sent
		// before the line's end was searched or after, however far the
		// scanner had read.
		early := st.rc.completed < need || st.rc.ex.runsOn(need, f.endOff+directiveWindow)
		if st.suppressed(f, early) {
			continue
		}
		if st.l.hideInfo && f.sev == Info {
			continue
		}
		if !st.l.tests && !realPassword(f) && !(early && f.urlLine == need) && st.rc.ex.has(f.urlLine) {
			continue // an example of what not to write, a prompt's command, a doctest, code
		}
		if f.rule == whitespaceInURL.Name && !(early && f.line == need) && st.rc.ex.typeset(f.line) {
			continue // a typesetter's break (groff's U+2010 ends the line): rendered text
		}
		// Directives for earlier lines can match nothing more: report the
		// unused ones first, to keep the output in line order.
		for len(st.rc.dirs) > 0 && st.rc.dirs[0].target < f.urlLine {
			d := st.rc.dirs[0]
			st.rc.dirs = st.rc.dirs[1:]
			if err := st.settle(d); err != nil {
				return err
			}
		}
		if err := st.emit(&st.full[f.full]); err != nil { // not a copy (LintPlacedRef): the record and the finding are not read again
			return err
		}
	}
	for len(st.rc.dirs) > 0 {
		d := st.rc.dirs[0]
		if !eof && (d.target >= st.curLine || st.waiting(d.target)) {
			break
		}
		st.rc.dirs = st.rc.dirs[1:]
		if err := st.settle(d); err != nil {
			return err
		}
	}
	if st.rc.ex != nil {
		line := st.curLine
		if st.head < len(st.queue) {
			line = min(line, st.queue[st.head].urlLine)
		}
		st.rc.ex.drop(line, st.curLine)
		st.rc.ex.holdOff = -1
		if st.head < len(st.queue) {
			st.rc.ex.holdOff = st.queue[st.head].urlOff
		}
	}
	switch {
	case st.head == len(st.queue):
		// All sent: reuse the arrays for the next URL's findings, unless
		// a long line of findings made them large.
		clear(st.full)
		st.queue, st.full, st.head = st.queue[:0], st.full[:0], 0
		if cap(st.full) > 1024 {
			st.full = nil
		}
		if cap(st.queue) > 4096 {
			st.queue = nil
		}
	case st.head > 256 && 2*st.head > len(st.queue):
		// Findings still wait for their line: move them to the front, so
		// that what was sent is not kept (the queue stays the size of
		// the directive window, not of the line).
		n := copy(st.queue, st.queue[st.head:])
		st.queue, st.head = st.queue[:n], 0
		// The findings the records left refer to: from the first (a
		// URL's findings are made in the order of its rules, and
		// recorded in the order of where they start).
		first := len(st.full)
		for _, r := range st.queue {
			if r.full >= 0 {
				first = min(first, int(r.full))
			}
		}
		k := copy(st.full, st.full[first:])
		clear(st.full[k:])
		st.full = st.full[:k]
		for i := range st.queue {
			if st.queue[i].full >= 0 {
				st.queue[i].full -= int32(first)
			}
		}
	}
	return nil
}

// tooLong reports, as rule url-too-long, the runs the scanner dropped
// since the last call because they read as a URL but ran on past
// opts.MaxURL bytes.
func (st *stream) tooLong(opts extract.Options) {
	n := st.longN
	st.longN = 0
	if n == 0 || !st.l.enabled[urlTooLong.Name] {
		return
	}
	max := opts.MaxURL
	if max <= 0 {
		max = extract.DefaultMaxURL
	}
	msg := fmt.Sprintf("text that reads as a URL runs on past %d bytes (--max-url); it is not checked", max)
	if n > 1 {
		msg += fmt.Sprintf(" (nor %d more like it before the next URL)", n-1)
	}
	f := st.long
	f.Message = msg
	st.full = append(st.full, f)
	st.queue = append(st.queue, recOf(&st.full[len(st.full)-1], len(st.full)-1))
}

// dropInURL forgets the directives whose marker stands inside the URL u
// ("https://h.example/hook?urlsift:ignore"): that is the URL's text, not
// a comment, and silences nothing, that URL least of all. The scanner
// reports a marker inside a URL before it returns the URL.
func (st *stream) dropInURL(u *extract.URL) {
	dirs := st.rc.dirs
	for i, d := range dirs {
		if d.off >= u.Start.Offset && d.off < u.End.Offset {
			st.rc.dirs = append(dirs[:i:i], dirs[i+1:]...)
			st.dropInURL(u) // rare: look again at what is left
			return
		}
	}
}

// waiting reports whether a pending finding may still match a directive
// for line target.
func (st *stream) waiting(target int) bool {
	for i := st.head; i < len(st.queue); i++ {
		if st.queue[i].urlLine <= target || st.queue[i].line <= target {
			return true
		}
	}
	return false
}

// suppressed reports whether a directive silences f, and marks it used.
// With early, those on the line f waits for (need) are not looked at.
func (st *stream) suppressed(f *rec, early bool) bool {
	// dirs is in target order and holds every directive of the scanner's
	// read-ahead: search, do not scan.
	dirs := st.rc.dirs
	lo, need := min(f.line, f.urlLine), max(f.line, f.urlLine)
	i := sort.Search(len(dirs), func(i int) bool { return dirs[i].target >= lo })
	hit := false
	for ; i < len(dirs) && dirs[i].target <= need; i++ {
		d := dirs[i]
		if early && d.line == need {
			continue
		}
		if (d.target == f.line || d.target == f.urlLine) && d.covers(f.rule) {
			d.used = true
			hit = true
		}
	}
	return hit
}

// settle reports a directive that silenced nothing, or named unknown rules.
func (st *stream) settle(d *directive) error {
	const rule = "unused-suppression"
	if !st.l.enabled[rule] {
		return nil
	}
	var msg, format string
	switch {
	case len(d.unknown) > 0:
		// The text after the marker is quoted only where it reads as
		// rule names: anything else may be a password or a URL.
		shown := true
		for _, n := range d.unknown {
			shown = shown && ruleShaped(n)
		}
		if shown {
			msg = fmt.Sprintf("urlsift:ignore names unknown rule %s", strings.Join(d.unknown, ", "))
		} else {
			msg = "urlsift:ignore names something that is no rule name (rule names are words joined by \"-\")"
		}
	case d.used:
		return nil
	case d.rules == nil:
		format = "urlsift:ignore for line %d matched no finding"
	default:
		for _, r := range d.rules {
			if !st.l.enabled[r] {
				return nil // the rule is off: nothing to match, nothing stale
			}
		}
		format = "urlsift:ignore " + strings.ReplaceAll(strings.Join(d.rules, ","), "%", "%%") + " for line %d matched no finding"
	}
	var f Finding
	if d.placed != nil {
		f = *d.placed
		f.Severity = st.l.severity[rule]
	} else {
		f = d.finding(st.l.severity[rule])
	}
	f.Message = msg
	if format != "" {
		// The line of the marker (placed, when it was), and as many
		// after it as the target is in the stream.
		f.namesLine(format, f.Start, d.target-d.line)
	}
	return st.emit(&f)
}

// ruleShaped reports whether n reads as a rule name: letters, digits and
// "-", at most 40 bytes.
func ruleShaped(n string) bool {
	if n == "" || len(n) > 40 {
		return false
	}
	for i := 0; i < len(n); i++ {
		if c := n[i] | 0x20; !('a' <= c && c <= 'z' || '0' <= n[i] && n[i] <= '9' || n[i] == '-') {
			return false
		}
	}
	return true
}
