package lint

import (
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
)

// LintInput lints one input the way `urlsift lint` reads a file: plain
// text, or mail decoded part by part (input.ReadOptions, with in; name
// decides what Auto takes for mail). Every finding reaches emit mapped to the file
// as stored: its positions, the line its message names, and the message
// and MIME part it stands in. Its fix is in offsets of the file where the
// text scanned is the file's own bytes (a byte order mark skipped), and nil
// where it is not (a decoded mail part, a UTF-16 file): no edit is offered
// that cannot be applied to the file. warn (nil: nobody) hears of damaged
// input, one line each; truncated says a part was longer than the reader
// keeps, and was cut, or could not be read whole (warn names it).
//
// In a test or a test's data (Fixture(name)), where URLs are written wrong
// on purpose, only a real password is reported (password-in-site at
// warning or error: a leak wherever it stands), unless Options.Tests.
//
// The command and the language server both lint through here, so that a
// finding is placed the same way wherever it is shown.
func (l *Linter) LintInput(name string, r io.Reader, in input.Options, opts extract.Options, warn func(string), emit func(Finding) error) (truncated bool, err error) {
	_, truncated, err = l.LintInputCount(name, r, in, opts, warn, emit)
	return truncated, err
}

// LintInputCount is LintInput, and counts the URLs it checked (for a
// summary such as --stats).
func (l *Linter) LintInputCount(name string, r io.Reader, in input.Options, opts extract.Options, warn func(string), emit func(Finding) error) (urls int, truncated bool, err error) {
	if warn == nil {
		warn = func(string) {}
	}
	// A URL's findings wait for a suppression later on their line, up to
	// directiveWindow further than the scanner holds.
	in.Window = opts.Window() + directiveWindow
	// A test or a test's data: only a real password is reported there
	// (Options.Tests reports everything).
	fixture := !l.tests && Fixture(name)
	err = input.ReadOptions(name, r, in, warn, func(seg input.Segment) error {
		defer func() { truncated = truncated || seg.Cut() }()
		shift, fixable := seg.FileShift()
		n, err := l.lint(seg.Text, opts, func(f Finding) error {
			if fixture && !(f.Rule == passwordInSite.Name && f.Severity >= Warning) {
				return nil
			}
			if seg.WARC != nil {
				o := seg.Origin(f.Start, f.End)
				f.WARC, f.PayloadStart, f.PayloadEnd = o.WARC, o.PayloadStart, o.PayloadEnd
			}
			f.Map(seg.Map)
			f.MessageID, f.Part = seg.MessageID, seg.Part
			if !fixable || seg.WARC != nil {
				f.Text = "" // the text scanned is not the file's bytes
			}
			switch {
			case !fixable:
				f.Fix = nil
			case shift != 0:
				fix := make([]Edit, len(f.Fix))
				for i, e := range f.Fix {
					e.Start += shift
					e.End += shift
					fix[i] = e
				}
				f.Fix = fix
			}
			return emit(f)
		})
		urls += n
		return err
	})
	return urls, truncated, err
}
