package pipeline

import (
	"errors"
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/split"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

// LintSplit lints the file f of size bytes, an input Splittable says may
// be read so (lint adds: no --fix, a format of a line a finding), in parts on up to workers goroutines, and writes to w
// what LintInput gives emit for it, each finding printed in the format
// line (its Record, with the path name): byte for byte, in the same
// order. count hears the severity of each finding written, in order. It
// returns the URLs checked.
//
// Each part is linted on its own (lint.LintPart); a part whose context
// (an example or a fence open before it) is not the one it was linted
// with is linted again with it, in its turn. When a part cannot be told
// as Lint of the whole file tells it (lint.PartResult.Exact), the file is
// linted whole by LintInput from its start, and what the parts before
// wrote is left out of what it gives.
func LintSplit(l *lint.Linter, name string, f io.ReaderAt, size int64, in input.Options, opts extract.Options, workers int,
	warn func(string), line printer.LineFormat, count func(lint.Severity), w io.Writer) (urls int, truncated bool, err error) {
	return lintSplit(l, name, NewLarge(f, size, opts, workers, LintStream), in, opts, warn, line, count, w)
}

// lintSplit is LintSplit of the file lf, its parts cut as lf.Split says.
func lintSplit(l *lint.Linter, name string, lf *Large, in input.Options, opts extract.Options,
	warn func(string), line printer.LineFormat, count func(lint.Severity), w io.Writer) (urls int, truncated bool, err error) {
	lf.Split.Lines = true // a part's lines numbered in the file: lint's messages hold them
	reports := reportsOf(l, name)
	opts.Name = name          // the language of source code (extract.Options.Name)
	ctx := lint.StartOf(name) // the context of the next part
	// Each part is linted on its worker from the context its first line
	// follows, told in the file's order (InOrder) from the example lines
	// alone of the parts before (lint.PartEnd); in its turn it is linted
	// again only where that is not the context the part before left
	// (PartContext.Same), which LintPart may tell apart from PartEnd (a
	// part with a line Lint tells by its end).
	next := ctx // the context the parts told so far leave (InOrder's)
	var again *lintPart
	written := 0 // findings written
	err = Run(lf, func() *lintPart { return new(lintPart) },
		func(sp *split.Part, r *lintPart) error {
			if sp.R != nil {
				return nil // linted in its turn (below)
			}
			sp.InOrder(func() {
				r.start = next
				next = l.PartEnd(lf.Part(sp, sp.Line, nil), next)
			})
			if r.start.Fresh() {
				r.start = lint.StartOf(name)
			}
			return r.lint(l, lf, sp, opts, r.start, reports, line, name)
		},
		func(sp *split.Part, r *lintPart) error {
			if sp.R != nil {
				// The last part, too large to hold (no cut was found in
				// it), and so may be what it prints: linted in its turn,
				// each finding written as it comes.
				r.w, r.count = w, count
				defer func() { r.w, r.count = nil, nil }()
				if err := r.lint(l, lf, sp, opts, ctx, reports, line, name); err != nil {
					return err
				}
				urls += r.res.URLs
				return nil
			}
			lf.parts++
			if !ctx.Fresh() {
				lf.open++
			}
			if r.res.Exact && !(r.start.Fresh() && ctx.Fresh()) && !r.start.Same(ctx) {
				// An example or a fence open at the part's start, not
				// the one it was linted from: the part is linted again
				// from it.
				if again == nil {
					again = new(lintPart)
				}
				lf.again++
				if err := again.lint(l, lf, sp, opts, ctx, reports, line, name); err != nil {
					return err
				}
				r = again
			}
			if !r.res.Exact {
				return errWhole
			}
			for i := 0; i <= len(r.out.Full); i++ {
				if _, err := w.Write(r.out.Chunk(i)); err != nil {
					return err
				}
			}
			for _, s := range r.sevs {
				count(s)
			}
			written += len(r.sevs)
			urls += r.res.URLs
			ctx = r.res.End
			return nil
		})
	if !errors.Is(err, errWhole) {
		return urls, false, err
	}
	// The file whole, from its start: what it gives of the parts written
	// is theirs, the same findings in the same order.
	skip := written
	var buf []byte
	var paths printer.PathCache // what the format made of name, for the next finding
	rec := new(printer.Record)
	return LintInputRef(l, name, io.NewSectionReader(lf.F, 0, lf.Size), in, opts, warn, func(f *lint.Finding) error {
		if skip > 0 {
			skip--
			return nil
		}
		rec.Paths = &paths
		SetRecord(rec, f, name) // which keeps Paths
		buf = line.Append(buf[:0], rec)
		count(f.Severity)
		_, err := w.Write(buf)
		return err
	})
}

// errWhole ends a LintSplit that is to lint the file whole.
var errWhole = errors.New("pipeline: the file is linted whole")

// lintPart is what LintSplit made of one part: the findings written in
// their format, and their severities.
type lintPart struct {
	// The findings written (split.Output: in chunks kept from part to
	// part), and their severities.
	out  split.Output
	sevs []lint.Severity
	res  lint.PartResult
	// start is the context the part was linted from on its worker.
	start lint.PartContext
	rec   printer.Record // the finding being printed
	// paths is what the format made of the file's path, for the next
	// finding (rec.Paths).
	paths printer.PathCache
	// w and count, when set, take each finding as it comes instead of out
	// and sevs.
	w     io.Writer
	count func(lint.Severity)
}

// lint lints the part sp as LintInput lints plain text, its first line
// following ctx, the findings printed into r.out.
func (r *lintPart) lint(l *lint.Linter, lf *Large, sp *split.Part, opts extract.Options, ctx lint.PartContext, reports func(*lint.Finding) bool, line printer.LineFormat, name string) error {
	r.out.Reset()
	r.sevs, r.res = r.sevs[:0], lint.PartResult{}
	emit := placed(Segment(), reports, func(f *lint.Finding) error {
		r.rec.Paths = &r.paths
		SetRecord(&r.rec, f, name) // which keeps Paths
		if r.w != nil {
			r.out.Out = line.Append(r.out.Out[:0], &r.rec)
			r.count(f.Severity)
			_, err := r.w.Write(r.out.Out)
			return err
		}
		r.out.Next()
		r.out.Out = line.Append(r.out.Out, &r.rec)
		r.sevs = append(r.sevs, f.Severity)
		return nil
	})
	var err error
	r.res, err = l.LintPartRef(lf.Part(sp, sp.Line, nil), opts, ctx, emit)
	return err
}
