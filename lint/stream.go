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
// example, whether the line's end had been read when the finding was
// sent or not (flush), so that what is reported does not depend on how
// far the scanner had read (nor on the parts LintPart reads).
const directiveWindow = 64 << 10

// directive is one urlsift:ignore comment.
type directive struct {
	line, col, off int      // where the marker stands
	char           int      // its column in code points (pos.Pos.Char)
	target         int      // the line it silences
	rules          []string // nil: every rule
	unknown        []string // names that are not rules
	used           bool
	end            int // an offset at or past the end of the target line; 0 until that line was read whole
	// placed is the finding that reports it unused, but for its
	// severity and message, placed in the file (LintPlaced) when the
	// marker was read, while the stream still kept its position; nil
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

// recorder passes a stream through to the scanner and records, as the bytes
// go by, the suppression directives of each line. It holds no more of the
// stream than a directive's text.
type recorder struct {
	r         io.Reader
	behind    int // how far behind what was read a finding's position may be asked: the scanner's window and directiveWindow
	off       int // bytes read so far
	line, col int // of the next byte
	lineCont  int // UTF-8 continuation bytes on the line before the next byte
	completed int // lines fully read; every line at EOF
	match     int // bytes of directiveMarker matched
	capturing bool
	capture   []byte
	cur       directive
	curInURL  bool           // cur's marker stands inside a URL: it is no directive (dropInURL)
	dirs      []*directive   // recorded and not yet settled, in target order
	ex        *exampleLines  // the example lines of the stream, and the lines a typesetter broke
	place     func(*Finding) // LintPlaced's: places a finding in the file when it is made; nil for none
	afterRead func() error   // called after each read while directives wait (stream.settleRead); nil for none
}

func newRecorder(r io.Reader) *recorder {
	return &recorder{r: r, line: 1}
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
	n, err := rc.r.Read(p)
	if rc.ex != nil {
		rc.ex.see(p[:n]) // first: skim takes its count of lines
	}
	rc.see(p[:n])
	if err == io.EOF {
		rc.finish()
	}
	if rc.afterRead != nil && len(rc.dirs) > 0 {
		if aerr := rc.afterRead(); aerr != nil {
			return n, aerr
		}
	}
	return n, err
}

func (rc *recorder) see(p []byte) {
	if !rc.capturing && rc.match == 0 && indexMarker(p) < 0 {
		rc.skim(p)
		return
	}
	for len(p) > 0 {
		seg := p
		nl := bytes.IndexByte(p, '\n')
		if nl >= 0 {
			seg = p[:nl]
		}
		rc.scanLine(seg)
		rc.off += len(seg)
		rc.col += len(seg)
		rc.lineCont += pos.ContinuationBytes(seg)
		if nl < 0 {
			break
		}
		rc.off++
		rc.endLine()
		p = p[nl+1:]
	}
}

// skim is see for a piece of the stream that holds no directive and does
// not continue one: it counts the lines at once instead of line by line,
// or takes the count of the example lines' follower, which has read p.
func (rc *recorder) skim(p []byte) {
	var last, nl int // p's last '\n' (-1 for none), and how many it holds
	if rc.ex != nil {
		// The follower has read p: its lines, and the bytes after the
		// last (LastIndexByte goes back a byte at a time, a megabyte
		// on a line of a megabyte).
		last, nl = -1, rc.ex.line-rc.line
		if nl > 0 {
			last = len(p) - 1 - rc.ex.partial
		}
	} else if last = bytes.LastIndexByte(p, '\n'); last >= 0 {
		nl = bytes.Count(p[:last+1], newline)
	}
	if last >= 0 {
		rc.completed = rc.line + nl - 1
		rc.line += nl
		rc.col, rc.lineCont = 0, 0
		rc.off += last + 1
		p = p[last+1:]
	}
	rc.lineCont += pos.ContinuationBytes(p)
	rc.match = partialSuffix(p)
	rc.off += len(p)
	rc.col += len(p)
}

var newline = []byte{'\n'}

// scanLine looks for the directive marker in seg, a piece of the current
// line (without its newline) that starts at rc.off, rc.col.
func (rc *recorder) scanLine(seg []byte) {
	for i := 0; i < len(seg); {
		if rc.capturing {
			if room := maxDirective - len(rc.capture); room > 0 {
				rc.capture = append(rc.capture, seg[i:min(len(seg), i+room)]...)
			}
			return
		}
		if rc.match == 0 {
			// Fast path: the whole marker in seg, or a prefix of it at its end.
			j := indexMarker(seg[i:])
			if j >= 0 {
				rc.startCapture(seg, i+j+len(markerBytes))
				i += j + len(markerBytes)
				continue
			}
			rc.match = partialSuffix(seg[max(i, len(seg)-len(markerBytes)+1):])
			return
		}
		// Continue a match begun in an earlier piece.
		if seg[i] == directiveMarker[rc.match] {
			rc.match++
			i++
			if rc.match == len(directiveMarker) {
				rc.startCapture(seg, i)
			}
			continue
		}
		rc.match = 0 // the marker's first byte occurs only once in it
	}
}

var markerBytes = []byte(directiveMarker)

// markerColon is the index of the ":" in directiveMarker.
const markerColon = len("urlsift")

// indexMarker is bytes.Index(b, markerBytes), found through the marker's
// ":", a byte far rarer than its "u" in prose and rarer in code: every
// byte of the text goes through this search, and bytes.Index stopped at
// each "u" (a third of lint's time on text with few URLs).
func indexMarker(b []byte) int {
	// A colon at index c can be the marker's when markerColon <= c and
	// c-markerColon+len(directiveMarker) <= len(b).
	end := len(b) - len(directiveMarker) + markerColon + 1
	for i := markerColon; i < end; i++ {
		j := bytes.IndexByte(b[i:end], ':')
		if j < 0 {
			return -1
		}
		i += j
		if string(b[i-markerColon:i-markerColon+len(directiveMarker)]) == directiveMarker {
			return i - markerColon
		}
	}
	return -1
}

// startCapture records a directive whose marker ends at seg index end.
func (rc *recorder) startCapture(seg []byte, end int) {
	col := rc.col + end - len(directiveMarker) + 1
	// The marker is ASCII: the continuation bytes before it are those of
	// the line before seg and of seg before the marker.
	cont := rc.lineCont + pos.ContinuationBytes(seg[:max(0, end-len(directiveMarker))])
	rc.capturing, rc.curInURL = true, false
	rc.capture = rc.capture[:0]
	rc.cur = directive{line: rc.line, col: col, char: col - cont, off: rc.off + end - len(directiveMarker)}
	if rc.place != nil {
		f := rc.cur.finding(Warning)
		rc.place(&f) // read just now: the stream keeps its position
		rc.cur.placed = &f
	}
	rc.match = 0
}

// finding returns the finding, at severity sev, that reports d unused,
// where its marker stands in the stream, but for its message.
func (d *directive) finding(sev Severity) Finding {
	start := pos.Pos{Offset: d.off, Line: d.line, Column: d.col, Char: d.char}
	end := pos.Pos{Offset: d.off + len(directiveMarker), Line: d.line, Column: d.col + len(directiveMarker), Char: d.char + len(directiveMarker)}
	return newFinding(unusedSuppression.Name, sev, 0, start, end, d.line)
}

// partialSuffix returns the length of the longest suffix of b that is a
// proper prefix of the marker.
func partialSuffix(b []byte) int {
	if len(b) >= len(directiveMarker) {
		b = b[len(b)-len(directiveMarker)+1:]
	}
	// Such a suffix starts with the marker's first byte: try each, longest
	// first (this runs once per line: comparing every length was a third
	// of lint's time on ordinary text).
	for i := bytes.IndexByte(b, directiveMarker[0]); i >= 0; {
		if bytes.HasPrefix(markerBytes, b[i:]) {
			return len(b) - i
		}
		j := bytes.IndexByte(b[i+1:], directiveMarker[0])
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return 0
}

func (rc *recorder) endLine() {
	if rc.capturing {
		rc.endCapture()
	}
	rc.match = 0
	rc.completed = rc.line
	rc.line++
	rc.col, rc.lineCont = 0, 0
}

func (rc *recorder) finish() {
	if rc.ex != nil {
		rc.ex.finish()
	}
	if rc.capturing {
		rc.endCapture()
	}
	rc.completed = int(^uint(0) >> 1)
}

// endCapture records the directive captured, at the end of its line.
func (rc *recorder) endCapture() {
	if !rc.curInURL {
		rc.addDirective(string(rc.capture))
	}
	rc.capturing = false
}

// addDirective parses the text after the marker:
// "[-next-line] [RULE[,RULE]] [reason]".
func (rc *recorder) addDirective(rest string) {
	d := rc.cur
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
// order of the URLs. Findings wait only until the rest of their line has been
// read (a directive may follow the URL); unused directives are reported
// (rule unused-suppression) once no later URL can match them. Lint reads r
// once, as a stream, holding only the scanner's window of it (a few times
// opts.MaxURL). An error from
// emit stops the scan and is returned; so is a read error, after the
// findings made before it.
func (l *Linter) Lint(r io.Reader, opts extract.Options, emit func(Finding) error) error {
	_, err := l.lint(r, opts, nil, emit)
	return err
}

// LintCount is Lint, and counts the URLs it checked (for a summary such
// as --stats).
func (l *Linter) LintCount(r io.Reader, opts extract.Options, emit func(Finding) error) (urls int, err error) {
	return l.lint(r, opts, nil, emit)
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
	return l.lint(r, opts, place, emit)
}

// lint is Lint, and counts the URLs it checked; place (nil: none) is
// LintPlaced's.
func (l *Linter) lint(r io.Reader, opts extract.Options, place func(*Finding), emit func(Finding) error) (urls int, err error) {
	rc := newRecorder(r)
	rc.place = place
	st := &stream{l: l, rc: rc, emit: emit}
	if !l.settleAtFlush {
		rc.afterRead = st.settleRead
	}
	opts.TooLong = st.longRun
	sc := getScanner(rc, opts) // which tells rc its window (KeepBehind)
	defer putScanner(sc)
	rc.ex = newExampleLines(rc.behind)
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

// scan checks each URL sc finds and sends its findings as their lines
// allow (flush), and counts the URLs. An error from emit is returned.
func (st *stream) scan(sc *extract.Scanner, opts extract.Options) (urls int, err error) {
	for sc.Scan() {
		if st.err != nil {
			return urls, st.err // from emit, while the scanner read (settleRead)
		}
		st.tooLong(opts)
		u := sc.URL()
		urls++
		st.dropInURL(u)
		n := len(st.pending)
		st.pending = st.l.appendFindings(st.pending, u)
		if st.rc.place != nil {
			// The scanner holds u: the stream keeps its position.
			for i := n; i < len(st.pending); i++ {
				if f := &st.pending[i]; !st.l.hideInfo || f.Severity != Info {
					st.rc.place(f)
				}
			}
		}
		st.curLine = u.Start.Line
		if err := st.flush(false); err != nil {
			return urls, err
		}
	}
	return urls, nil
}

type stream struct {
	l       *Linter
	rc      *recorder
	emit    func(Finding) error
	pending []Finding // findings not yet sent: pending[head:]
	head    int
	curLine int // start line of the last URL scanned
	// The runs too long to be a URL since the last URL: the finding of
	// the first (rule url-too-long, placed when it was told: LintPlaced)
	// but for its message, and how many (extract.Options.TooLong).
	long  Finding
	longN int
	err   error // what emit returned while the scanner read (settleRead): it ends the scan
}

// settleRead settles, as the text is read, the directives for lines no
// URL can start on any more, and none waits for: a URL the scanner finds
// starts no further behind what it read than the window it asked the
// text to keep (pos.Keeper), and rc.behind is that and directiveWindow
// more. So a text of many directives and few URLs does not hold them all
// until the next URL, and what is told, and in what order, is what the
// next flush would tell: a directive goes only once no finding it may
// silence can come (waiting, a run too long to be a URL still counted),
// and before the findings of any later line (flush).
func (st *stream) settleRead() error {
	rc := st.rc
	if rc.behind == 0 {
		return nil // the scanner said nothing of its window
	}
	// The directives whose target line was read whole know where it
	// ended: those before the first that does not (dirs is in target
	// order, and a directive gone leaves them so).
	dirs := rc.dirs
	for i := sort.Search(len(dirs), func(i int) bool { return dirs[i].end == 0 }); i < len(dirs) && dirs[i].target <= rc.completed; i++ {
		dirs[i].end = rc.off // the target line ended in what was read: here or before
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
func (st *stream) longRun(p extract.Pos) {
	if st.longN == 0 && st.l.enabled[urlTooLong.Name] {
		end := p
		end.Offset++
		end.Column++
		if end.Char > 0 {
			end.Char++ // the first byte of a scheme: one character
		}
		st.long = newFinding(urlTooLong.Name, st.l.severity[urlTooLong.Name], 0, p, end, p.Line)
		if st.rc.place != nil {
			st.rc.place(&st.long) // the scanner holds the run: the stream keeps its position
		}
	}
	st.longN++
}

func (st *stream) flush(eof bool) error {
	for st.head < len(st.pending) {
		f := st.pending[st.head]
		need := max(f.line, f.urlLine)
		if !eof && st.rc.completed < need && st.rc.off-f.endOff < directiveWindow {
			break
		}
		st.head++
		// A line that runs on directiveWindow bytes or more past the
		// finding: the finding is judged without what the line says
		// (its directives, whether it is an example), whether it is sent
		// before the line's end was read or after, however far the
		// scanner had read.
		early := st.rc.ex.runsOn(need, f.endOff+directiveWindow)
		if st.suppressed(&f, early) {
			continue
		}
		if st.l.hideInfo && f.Severity == Info {
			continue
		}
		if !st.l.tests && !realPassword(&f) && !(early && f.urlLine == need) && st.rc.ex.has(f.urlLine) {
			continue // an example of what not to write, a prompt's command, a doctest, code
		}
		if f.Rule == whitespaceInURL.Name && !(early && f.line == need) && st.rc.ex.typeset(f.line) {
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
		if err := st.emit(f); err != nil {
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
		if st.head < len(st.pending) {
			line = min(line, st.pending[st.head].urlLine)
		}
		st.rc.ex.drop(line, st.curLine)
	}
	switch {
	case st.head == len(st.pending):
		// All sent: reuse the array for the next URL's findings, unless a
		// long line of findings made it large.
		clear(st.pending)
		st.pending, st.head = st.pending[:0], 0
		if cap(st.pending) > 1024 {
			st.pending = nil
		}
	case st.head > 256 && 2*st.head > len(st.pending):
		// Findings still wait for their line: move them to the front, so
		// that what was sent is not kept (the queue stays the size of
		// the directive window, not of the line).
		n := copy(st.pending, st.pending[st.head:])
		clear(st.pending[n:])
		st.pending, st.head = st.pending[:n], 0
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
	st.pending = append(st.pending, f)
}

// dropInURL forgets the directives whose marker stands inside the URL u
// ("https://h.example/hook?urlsift:ignore"): that is the URL's text, not
// a comment, and silences nothing, that URL least of all. The scanner has
// read the whole marker (it reads on past a URL), but not always its
// line's end: a directive still captured is dropped at its line's end.
func (st *stream) dropInURL(u *extract.URL) {
	if rc := st.rc; rc.capturing && rc.cur.off >= u.Start.Offset && rc.cur.off < u.End.Offset {
		rc.curInURL = true
	}
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
	for i := st.head; i < len(st.pending); i++ {
		if st.pending[i].urlLine <= target || st.pending[i].line <= target {
			return true
		}
	}
	return false
}

// suppressed reports whether a directive silences f, and marks it used.
// With early, those on the line f waits for (need) are not looked at.
func (st *stream) suppressed(f *Finding, early bool) bool {
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
		if (d.target == f.line || d.target == f.urlLine) && d.covers(f.Rule) {
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
	return st.emit(f)
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
