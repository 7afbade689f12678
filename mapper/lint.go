package mapper

import (
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/printer"
)

// Lint is `urlsift lint` with its flags (without --fix and --baseline):
// what it prints for the findings of an input.
type Lint struct {
	Linter  *lint.Linter
	Format  string // text, json, sarif or github (--format)
	Options extract.Options
	// Printer are the printer's options (colour, the version SARIF
	// names); Rules is filled in when nil.
	Printer printer.Options
	// MaxPart is input.Options.MaxPart: the most text kept of a part read
	// whole; 0 is the default (32 MiB).
	MaxPart int
}

// Ext is the extension of the format's output file.
func (l *Lint) Ext() string { return printer.Ext(l.Format) }

// File writes the findings of one input in l.Format to w (a SARIF log of
// its own, for sarif), and says the highest severity printed.
func (l *Lint) File(name string, r io.Reader, mode input.Mode, w io.Writer, warn func(string)) (Result, error) {
	o := l.Printer
	if o.Rules == nil {
		o.Rules = pipeline.Rules
	}
	out, err := printer.New(l.Format, w, o)
	if err != nil {
		return Result{}, err
	}
	var res Result
	// The warnings are the log's notifications too (SARIF), as the
	// command's own output gives them: failed when the input was cut.
	var notes []printer.Notification
	n, notifier := out.(printer.Notifier)
	note := func(msg string) {
		warn(msg)
		if notifier {
			notes = append(notes, printer.Notification{Path: printer.Safe(name), Message: printer.Safe("warning: " + msg)})
		}
	}
	_, res.Truncated, err = pipeline.LintInput(l.Linter, name, r, input.Options{Mode: mode, MaxPart: l.MaxPart}, l.Options, note, func(f lint.Finding) error {
		res.Worst = max(res.Worst, f.Severity)
		rec := pipeline.Record(&f, name)
		return out.Print(&rec)
	})
	for _, nt := range notes {
		nt.Error = res.Truncated
		n.Notify(nt)
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return res, err
}
