package pipeline

import (
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
)

// LintInput lints one input with l the way `urlsift lint` reads a file:
// plain text, or mail decoded part by part (input.ReadOptions, with in;
// name decides what Auto takes for mail), and counts the URLs it checked.
// Every finding reaches emit mapped to the file as stored: its positions,
// the line its message names, and the message and MIME part it stands
// in. Its fix is in offsets of the file where the text scanned is the
// file's own bytes (a byte order mark skipped), and nil where it is not (a
// decoded mail part, a UTF-16 file): no edit is offered that cannot be
// applied to the file. warn (nil: nobody) hears of damaged input, one
// line each; truncated says a part was longer than the reader keeps, and
// was cut, or could not be read whole (warn names it). A finding l does
// not report in an input of that name (lint.Linter.Reports: a test's
// data) is left out.
//
// The command and the language server both lint through here, so that a
// finding is placed the same way wherever it is shown.
func LintInput(l *lint.Linter, name string, r io.Reader, in input.Options, opts extract.Options, warn func(string), emit func(lint.Finding) error) (urls int, truncated bool, err error) {
	return LintInputRef(l, name, r, in, opts, warn, func(f *lint.Finding) error { return emit(*f) })
}

// LintInputRef is LintInput that hands emit each finding by reference, not
// as a copy of its some 400 bytes (lint.Linter.LintPlacedRef): emit must
// not keep the pointer after it returns.
func LintInputRef(l *lint.Linter, name string, r io.Reader, in input.Options, opts extract.Options, warn func(string), emit func(*lint.Finding) error) (urls int, truncated bool, err error) {
	if warn == nil {
		warn = func(string) {}
	}
	reports := reportsOf(l, name)
	opts.Name = name // the language of source code (extract.Options.Name)
	err = input.ReadOptions(name, r, in, warn, func(seg input.Segment) error {
		defer func() { truncated = truncated || seg.Cut() }()
		var n int
		var err error
		var at func(*lint.Finding)
		if placedEarly(&seg) {
			at = func(f *lint.Finding) { place(&seg, f) }
		}
		n, err = l.LintNamedRef(name, seg.Text, opts, at, placed(&seg, reports, emit))
		urls += n
		return err
	})
	return urls, truncated, err
}

// placedEarly reports whether the findings of the segment seg are placed
// in the file when the linter makes them (lint.Linter.LintPlaced), not
// when it emits them: a decoded text, which a streamed mail part is, maps
// only positions it still keeps (pos.Keeper), and a finding may wait long
// after it was made (an unused directive, a run too long to be a URL, a
// finding on a long line). Positions in a text read as it is stored, or
// shifted by a byte order mark, map the same at any time.
func placedEarly(seg *input.Segment) bool {
	_, shift := seg.Map.Shift()
	return !shift || seg.WARC != nil
}

// place places f, a finding of the segment seg in the stream the linter
// read, in the file as stored: the message, MIME part or record it stands
// in, its positions and the line its message names.
func place(seg *input.Segment, f *lint.Finding) {
	f.Origin = seg.OriginOf(f.Start, f.End)
	f.Map(seg.Map)
}

// placed returns the emit LintInput gives the linter for the segment seg
// of an input: it leaves out what reports does not report, places each
// other finding in the file as stored (unless the linter placed it,
// placedEarly), and passes it to emit.
func placed(seg *input.Segment, reports func(*lint.Finding) bool, emit func(*lint.Finding) error) func(*lint.Finding) error {
	shift, fixable := seg.FileShift()
	early := placedEarly(seg)
	return func(f *lint.Finding) error {
		// f is the linter's, which reads it no more (LintPlacedRef): it
		// is placed and changed where it stands, not copied.
		if reports != nil && !reports(f) {
			return nil
		}
		if !early {
			place(seg, f)
		}
		if !fixable || seg.WARC != nil {
			f.Text = "" // the text scanned is not the file's bytes
		}
		switch {
		case !fixable:
			f.Fix = nil
		case shift != 0:
			fix := make([]lint.Edit, len(f.Fix))
			for i, e := range f.Fix {
				e.Start += shift
				e.End += shift
				fix[i] = e
			}
			f.Fix = fix
		}
		return emit(f)
	}
}

// reportsOf is l.Reports(name), or nil when l reports every finding there.
func reportsOf(l *lint.Linter, name string) func(*lint.Finding) bool {
	if l.ReportsAll(name) {
		return nil
	}
	return l.Reports(name)
}
