package printer

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// Record is one thing urlsift prints: a URL that extract found, or a
// finding of lint about a URL (Rule is set). Positions are in the file as
// stored.
//
// Secrets: the producer masks a URL's secret (extract.URL.Secret, found
// once for all the URL's readings: a hyphen break gives two) in URL,
// Alternative, Uncertain, Reference and Message, and says with Masked
// that it did so in the four URL fields. Every printer passes each other
// text field that holds an "@" through urlsyntax.MaskText, the masker at
// the output boundary, and the URL fields too unless Masked
// (Options.ShowSecrets leaves the URL fields alone). So a string is masked
// once: what a Secret makes is MaskText's own fixed point, which MaskText
// would give back as it is, and a record without "@" in any field it
// must mask (most) passes the boundary untouched.
type Record struct {
	Path       string     // as the user named it
	Start, End pos.Pos    // End is exclusive
	Origin     pos.Origin // where in a message (mail only)
	URL        string

	// Of a URL that extract found.
	Delimiter   string // what delimited it: angle, url, quote, ...
	Rejoined    bool   // broken across lines and joined again
	Alternative string // the other reading, where a hyphen ends a line
	Uncertain   string // the other reading, where a line break may or may not end the URL
	Reference   string // the relative reference URL was resolved from
	Abbreviated bool   // an Appendix F abbreviated reference

	// Masked says that URL, Alternative, Uncertain and Reference were
	// made by the URL's urlsyntax.Secret (Mask, Hide, Scrub) or by
	// urlsyntax.MaskText, whose strings MaskText gives back unchanged, or
	// that they are a URL the scanner found plain (extract.URL.Plain: no
	// "@" nor an encoding urlsyntax.NestedHint reads, so MaskText gives
	// it back as it is; mapper sets it so): the printer does not read
	// them again. Set it for nothing else; false (the zero value) has the
	// printer mask them.
	Masked bool
	// Plain says that Message and Snippet, like the URL fields (Masked),
	// were made of a URL's text that holds no "@" and no encoding
	// urlsyntax.NestedHint reads, and of words that hold none
	// (lint.Finding.Plain): urlsyntax.MaskText would give them back as
	// they are, and the printer does not read them. The masking of such
	// a finding is decided once, by its URL's Secret.
	Plain bool

	// Of a finding of lint.
	Rule     string // the rule's name; "" for a URL that extract found
	SecretID string // a fingerprint of the URL's secret (lint.Finding.SecretID), "" for none
	Severity string // "error", "warning" or "info"
	Message  string // one line
	Fixable  bool   // the rule has a safe fix that applies here
	Withheld string // with --fix: why its fix was not applied ("" applied, or not asked); lint's words, no part of the URL
	// Snippet is the text of the file from Start to End, its secret
	// masked; "" when it is not known (SARIF then gives no snippet).
	Snippet string

	// Paths, when set, keeps what the formats made of Path for the next
	// record of the same path (the input's next): a record is printed
	// the same with it or without.
	Paths *PathCache
	// Lines, when set, notes where a LineFormat wrote the record's line
	// numbers in the buffer it appended to, for Renumber: the record is
	// printed the same with it or without.
	Lines *LineMarks
}

// Notification is something that went wrong with an input (it could not
// be read, or only in part), for the formats that report it with the
// results (SARIF's toolExecutionNotifications).
type Notification struct {
	Path    string // the input, as the user named it; "" for the run as a whole
	Message string // one line, its secrets masked
	Error   bool   // the run failed because of it (exit status 2), not a warning
}

// Notifier is a Printer that reports notifications in its output. The
// command tells it of each, from the goroutine that prints, before Close.
type Notifier interface {
	Notify(n Notification)
}

// Printer writes records in one output format. Print may be called for
// any number of records of any number of paths, from one goroutine at a
// time; Close finishes the output (SARIF writes the end of its log there)
// and flushes it.
type Printer interface {
	Print(r *Record) error
	Close() error
}

// Options are the settings of a Printer.
type Options struct {
	Color       bool   // ANSI colours (text only)
	ToolVersion string // SARIF's tool.driver.version
	// ToolSemanticVersion is SARIF's tool.driver.semanticVersion: the
	// release, in Semantic Versioning 2.0 ("1.2.3"); "" for a build that is
	// no release.
	ToolSemanticVersion string
	// Rules gives the rules SARIF declares, in the order of their indexes;
	// only the printers that declare rules call it (their texts are long
	// to make: a run in another format does not pay for them).
	Rules func() []Rule
	// ShowSecrets prints URL, Alternative, Uncertain and Reference as they are, not
	// through the boundary masker (extract --show-secrets); Path and
	// Message are masked still.
	ShowSecrets bool
}

// masked returns r, or a copy of it with every text field passed through
// urlsyntax.MaskText: the masker at the boundary, which finds a secret in
// the text itself, whatever the producer did, in every field the
// producer did not mask with the URL's Secret (Record.Masked). Only a
// field that holds an "@" is read, and a record is copied only when the
// masker changes a field: a record without "@" in any such field (most)
// costs a search per field; every record of a mail has an "@" in its
// Message-ID, and a copy made for each put about 340 bytes on the heap
// per URL of a mail (57% of what extract allocated on a one-line mail
// part, twice the collections, a higher peak on a busy machine).
func masked(r *Record, showSecrets bool) *Record {
	return maskedFor(r, showSecrets, allFields)
}

// fields are the text fields of a Record that a format prints: the
// boundary masker reads only those (maskedFor).
type fields uint8

const (
	fPath       fields = 1 << iota // Path
	fURL                           // URL
	fWARCTarget                    // Origin.WARC.TargetURI
	allFields   fields = 0xff      // any field
)

// maskedFor is masked for a format that prints the fields prints: a
// field it does not print is not read for an "@" (url prints the URL
// alone: one search a record, not eight), and the copy that a field
// with one makes is masked's, every field masked.
func maskedFor(r *Record, showSecrets bool, prints fields) *Record {
	urls := !showSecrets && !r.Masked // the URL fields are the masker's
	if prints != allFields {
		if (prints&fURL == 0 || !urls || !hasAt(r.URL)) && (prints&fPath == 0 || !r.Paths.hasAt(r.Path)) &&
			(prints&fWARCTarget == 0 || r.Origin.WARC == nil || !hasAt(r.Origin.WARC.TargetURI)) {
			return r
		}
		return maskedCopy(r, urls)
	}
	o := &r.Origin // most records have none, or a plain file's: told without a call
	if !r.Paths.hasAt(r.Path) && (r.Plain || !hasAt(r.Message) && !hasAt(r.Snippet)) &&
		(o.MessageID == "" && o.WARC == nil && (o.Kind == "" || o.Kind == plainKind) || !originHasAt(o)) &&
		(!urls || !hasAt(r.URL) && !hasAt(r.Alternative) && !hasAt(r.Uncertain) && !hasAt(r.Reference)) {
		return r
	}
	return maskedCopy(r, urls)
}

// maskedCopy is masked for a record that has a field to read.
func maskedCopy(r *Record, urls bool) *Record {
	c := false
	path, msg, snip := r.Path, r.Message, r.Snippet
	path, c = maskName(path, c)
	msg, c = maskText(msg, c)
	snip, c = maskText(snip, c)
	var w *pos.WARCRecord
	o := &r.Origin
	mid, kind := o.MessageID, o.Kind
	mid, c = maskText(mid, c)
	kind, c = maskText(kind, c)
	if o.WARC != nil && (hasAt(o.WARC.Filename) || hasAt(o.WARC.ID) || hasAt(o.WARC.TargetURI)) {
		// A record's WARC-Target-URI is the URL the crawler fetched, and
		// may hold a password as any URL may ("https://alice:pw@host/x"
		// in warc_target_uri, issue 26); it is masked whatever
		// --show-secrets says: it is where a URL was found, not a URL
		// found.
		wc := false
		f, id, t := o.WARC.Filename, o.WARC.ID, o.WARC.TargetURI
		f, wc = maskName(f, wc)
		id, wc = maskText(id, wc)
		t, wc = maskName(t, wc) // one word: a quote is a byte of it ("mysql://deploy:3\"?;7c@db/x")
		if wc {
			w = new(pos.WARCRecord)
			*w = *o.WARC
			w.Filename, w.ID, w.TargetURI = f, id, t
			c = true
		}
	}
	url, alt, unc, ref := r.URL, r.Alternative, r.Uncertain, r.Reference
	if urls {
		url, c = maskText(url, c)
		alt, c = maskText(alt, c)
		unc, c = maskText(unc, c)
		ref, c = maskText(ref, c)
	}
	if !c {
		return r
	}
	m := *r
	m.Path, m.Message, m.Snippet, m.Origin.MessageID, m.Origin.Kind = path, msg, snip, mid, kind
	if w != nil {
		m.Origin.WARC = w
	}
	m.URL, m.Alternative, m.Uncertain, m.Reference = url, alt, unc, ref
	return &m
}

// maskText returns urlsyntax.MaskText(s), and changed, or whether that
// changed s; a text without "@" is not read.
func maskText(s string, changed bool) (string, bool) {
	if !hasAt(s) {
		return s, changed
	}
	m := urlsyntax.MaskText(s)
	return m, changed || m != s
}

// maskName is maskText for a file's name (urlsyntax.MaskName).
func maskName(s string, changed bool) (string, bool) {
	if !hasAt(s) {
		return s, changed
	}
	m := urlsyntax.MaskName(s)
	return m, changed || m != s
}

// plainKind is the Kind of a plain text file's records (input.Segment's
// Origin), which holds no "@" and no encoding.
const plainKind = "text/plain"

// originHasAt reports whether a text field of o (a mail message's
// Message-ID, what was read of it, a web archive record's file, ID and
// WARC-Target-URI) holds an "@".
func originHasAt(o *pos.Origin) bool {
	return hasAt(o.MessageID) || hasAt(o.Kind) || o.WARC != nil && (hasAt(o.WARC.Filename) || hasAt(o.WARC.ID) || hasAt(o.WARC.TargetURI))
}

// hasAt reports whether s holds an "@", which every secret MaskText finds
// stands before, or an "@" percent-encoded in a value (a URL nested in
// another: urlsyntax.NestedHint), or a form of "@" NFKC reads as one
// ("＠", "﹫": urlsyntax.HasNFKCAtString).
func hasAt(s string) bool {
	return s != "" && (strings.IndexByte(s, '@') >= 0 || urlsyntax.NestedHint(s) || urlsyntax.HasNFKCAtString(s))
}

// maskingFormat is a LineFormat whose records pass the boundary masker,
// which reads the fields the format prints.
type maskingFormat struct {
	f           LineFormat
	showSecrets bool
	prints      fields
}

func (m maskingFormat) Append(b []byte, r *Record) []byte {
	return m.f.Append(b, maskedFor(r, m.showSecrets, m.prints))
}

// Rule describes a lint rule for the formats that declare the rules they
// report (SARIF).
type Rule struct {
	ID       string // kebab-case name
	Title    string // one line
	Doc      string // plain text, one line per paragraph, blank lines between
	Help     string // plain text
	Markdown string // Help in Markdown
	Level    string // default severity: "error", "warning" or "info"
	Enabled  bool   // runs unless disabled
	// Security is the score (0.0 to 10.0) GitHub code scanning ranks
	// security alerts by, "" for a rule that is not about security.
	Security string
}

// LineFormat is a format that prints each record as one line depending on
// no other record: every format but SARIF. Append holds no state, so that
// the workers of a walk can format their records at once, each into its
// own buffer, and the buffers be written in the output's order.
type LineFormat interface {
	// Append appends the line of r, with its newline, to b.
	Append(b []byte, r *Record) []byte
}

// Of says what records a format prints.
type Of uint8

const (
	URLs     Of = 1 << iota // the URLs extract finds
	Findings                // lint's findings
)

// formats is the table of output formats, the one list of them: adding
// one is a file with its LineFormat (or, for a format that is not a line
// per record, its Printer) and a line here.
var formats = []struct {
	name    string
	of      Of
	ext     string                                   // the extension of a file of its output (Ext)
	about   string                                   // what it prints, for a command's usage (About); "" says nothing more
	line    func(o Options) LineFormat               // a line per record
	printer func(w *bufio.Writer, o Options) Printer // any other
	// prints are the text fields a line format prints, when not all
	// (the masker reads only those; TestMaskedForPrintedFields).
	prints fields
}{
	{name: "url", of: URLs, ext: ".txt", about: "one per line", line: func(Options) LineFormat { return urlFormat{} }, prints: fURL},
	{name: "line", of: URLs, ext: ".txt", about: "PATH:LINE:COLUMN: URL", line: func(Options) LineFormat { return lineFormat{} }, prints: fPath | fURL | fWARCTarget},
	{name: "text", of: Findings, ext: ".txt", line: func(o Options) LineFormat { return textFormat{color: o.Color} }},
	{name: "json", of: URLs | Findings, ext: ".jsonl", about: "JSON Lines", line: func(Options) LineFormat { return jsonFormat{} }},
	{name: "sarif", of: Findings, ext: ".sarif", about: "SARIF 2.1.0", printer: newSARIFPrinter},
	{name: "github", of: Findings, ext: ".txt", about: "workflow commands", line: func(Options) LineFormat { return githubFormat{} }},
}

// About returns what the format called name prints, in a few words for a
// command's usage ("JSON Lines"), or "" when its name says it all or
// there is no format of that name.
func About(name string) string {
	for _, f := range formats {
		if f.name == name {
			return f.about
		}
	}
	return ""
}

// Formats returns the names of the output formats that print records of
// what (URLs, Findings, or both), in the order of the table.
func Formats(what Of) []string {
	var names []string
	for _, f := range formats {
		if f.of&what != 0 {
			names = append(names, f.name)
		}
	}
	return names
}

// Ext returns the extension of a file that holds the output of the format
// called name (".jsonl" for JSON Lines, ".sarif", ".txt" for the others,
// and for a name of no format): what `--output-dir` names its files with.
func Ext(name string) string {
	for _, f := range formats {
		if f.name == name {
			return f.ext
		}
	}
	return ".txt"
}

// printsOf is a format's prints, allFields where the table gives none.
func printsOf(p fields) fields {
	if p == 0 {
		return allFields
	}
	return p
}

func unknown(name string) error {
	return fmt.Errorf("unknown format %q (want %s)", name, strings.Join(Formats(URLs|Findings), ", "))
}

// New returns the printer of the format called name writing to w, through
// a buffer that Close flushes.
func New(name string, w io.Writer, o Options) (Printer, error) {
	for _, f := range formats {
		if f.name != name {
			continue
		}
		bw := bufio.NewWriterSize(w, 64<<10)
		if f.printer != nil {
			return maskingPrinter{f.printer(bw, o), o.ShowSecrets}, nil
		}
		return &linePrinter{w: bw, f: maskingFormat{f.line(o), o.ShowSecrets, printsOf(f.prints)}}, nil
	}
	return nil, unknown(name)
}

// Line returns the format called name as a LineFormat, and false when it
// is not one (SARIF) or there is none of that name.
func Line(name string, o Options) (LineFormat, bool) {
	for _, f := range formats {
		if f.name == name && f.line != nil {
			return maskingFormat{f.line(o), o.ShowSecrets, printsOf(f.prints)}, true
		}
	}
	return nil, false
}

// maskingPrinter is a Printer whose records pass the boundary masker.
type maskingPrinter struct {
	p           Printer
	showSecrets bool
}

func (m maskingPrinter) Print(r *Record) error { return m.p.Print(masked(r, m.showSecrets)) }
func (m maskingPrinter) Close() error          { return m.p.Close() }

// Notify passes n, masked, to a printer that reports notifications: its
// message is read as a name too (urlsyntax.MaskName), as it names a path
// ("--files-from: PATH: …").
func (m maskingPrinter) Notify(n Notification) {
	if p, ok := m.p.(Notifier); ok {
		n.Path, n.Message = urlsyntax.MaskName(n.Path), urlsyntax.MaskName(n.Message)
		p.Notify(n)
	}
}

// linePrinter prints the records of a LineFormat, formatting each into a
// buffer reused from record to record.
type linePrinter struct {
	w   *bufio.Writer
	f   LineFormat
	buf []byte
}

func (p *linePrinter) Print(r *Record) error {
	p.buf = p.f.Append(p.buf[:0], r)
	_, err := p.w.Write(p.buf)
	return err
}

func (p *linePrinter) Close() error { return p.w.Flush() }
