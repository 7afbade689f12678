package main

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/mapper"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/urlsyntax"
	"github.com/urlsift/urlsift/walk"
)

func extractCommand() *cli.Command {
	return &cli.Command{
		Name:      "extract",
		Usage:     "find the URLs in plain text (draft-09 Appendix E)",
		ArgsUsage: "[PATH ...]",
		Description: "Prints the URL references found in each PATH (a file, a directory walked recursively,\n" +
			"or - for standard input; no PATH reads standard input, or the current directory when\n" +
			"standard input is a terminal), in the order they occur.\n" +
			"Wrappers (<...>, <URL:...>, quotes, brackets), trailing punctuation and the line breaks\n" +
			"inside a wrapped URL are removed. A line break after a hyphen keeps the hyphen and gives\n" +
			"the reading without it as an alternative (--hyphen chooses). A password, or an access\n" +
			"token used as the user name, is printed as *** unless --show-secrets is given.\n\n" +
			"Exit status: 0 when the inputs were read, 2 when a path could not be read or a flag is wrong.",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Value: "url", Usage: "output: " + formatList(extractFormats, true)},
			&cli.StringFlag{Name: "hyphen", Value: "keep", Usage: "a hyphen before a line break: keep it, drop it, or print both readings"},
			&cli.StringFlag{Name: "base", Usage: "also report relative references, resolved against the absolute `URL`"},
			&cli.BoolFlag{Name: "abbreviated", Usage: "also report Appendix F abbreviated references (www.w3.org/...), with the scheme guessed"},
			&cli.BoolFlag{Name: "unique", Usage: "print each URL once, at its first occurrence (keeps a 16-byte hash of every URL printed, a set that grows with the number of distinct URLs; reads one file at a time)"},
			&cli.IntFlag{Name: "max-url", Value: extract.DefaultMaxURL, Usage: "longest URL accepted, in `BYTES`"},
			&cli.BoolFlag{Name: "show-secrets", Usage: "print passwords and access tokens in URLs as written, not as *** (for feeding the URLs to a program; never in logs)"},
		}, append(extractFilterFlags, inputFlags...)...),
		Action: runExtract,
	}
}

// formatList names the formats of printer's table, as a usage or an error
// says them: "url, line or json", and with about what each prints, "url
// (one per line), line (PATH:LINE:COLUMN: URL) or json (JSON Lines)".
func formatList(names []string, about bool) string {
	var b strings.Builder
	for i, name := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			b.WriteString(" or ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(name)
		if a := printer.About(name); about && a != "" {
			b.WriteString(" (" + a + ")")
		}
	}
	return b.String()
}

// splitFiles counts the files read in parts on several cores (for tests).
var splitFiles atomic.Int64

func runExtract(c *cli.Context) error {
	e := envOf(c)
	st := newStats(c, false)
	x := &mapper.Extract{Format: c.String("format"), Hyphen: c.String("hyphen"), Base: c.String("base"), ShowSecrets: c.Bool("show-secrets"), MaxPart: e.maxPart}
	if !slices.Contains(extractFormats, x.Format) {
		return usageError("extract: --format must be %s, not %q", formatList(extractFormats, false), x.Format)
	}
	if !slices.Contains(hyphenChoices, x.Hyphen) {
		return usageError("extract: --hyphen must be keep, drop or both, not %q", x.Hyphen)
	}
	if c.IsSet("base") {
		if b := urlsyntax.Parse(x.Base); !b.IsAbsolute() {
			return usageError("extract: --base %q is not an absolute URL", x.Base)
		}
		x.Options.Relative = true
	}
	x.Options.Abbreviated = c.Bool("abbreviated")
	scheme, err := newSchemeFilter(c)
	if err != nil {
		return err
	}
	x.Schemes = scheme
	if x.Options.MaxURL, err = maxURLFlag(c); err != nil {
		return err
	}
	od, err := newOutputDir(c, "count", "null", "unique")
	if err != nil {
		return err
	}
	paths, none, err := inputPaths(c, e, od, x.Ext())
	if err != nil || none {
		return err
	}
	rw := newRecordWriter(c, e.Stdout) // --count, --null: standard output is theirs
	ec := *e
	ec.Stdout = rw
	e = &ec
	in, err := walkOptions(e, c)
	if err != nil {
		return err
	}
	if od != nil {
		failed, _, err := runMapped(e, paths, in, st, x, od)
		if err == nil {
			st.print(e)
		}
		if err == nil && failed {
			err = exitStatus(exitTrouble)
		}
		return err
	}
	if c.Bool("unique") {
		x.Seen = map[[16]byte]bool{}
		in.workers = 1 // the first occurrence is the first in the output's order
	}
	// Each worker formats its records into the output of its file (a line
	// format needs no other record), which is written in the output's order.
	line, _ := printer.Line(x.Format, printer.Options{ShowSecrets: x.ShowSecrets})
	// Each worker's scanner and callbacks, made once: the callbacks read
	// the input at hand from the worker (three closures for each file of
	// a walk, before).
	type worker struct {
		sc      *extract.Scanner
		r       *fileResult
		name    string
		emit    func(rec *printer.Record) error
		warn    func(msg string)
		tooLong func(p pos.Pos, n int)
	}
	workers := make([]*worker, in.workers)
	failed, err := eachInput(e, paths, in, st, rw,
		func(w int, src *walk.Source, mode input.Mode, r *fileResult) error {
			wk := workers[w]
			if wk == nil {
				wk = &worker{sc: extract.NewScanner(nil, x.Options)}
				wk.emit = func(rec *printer.Record) error {
					wk.r.urls++
					_, err := wk.r.out.Write(line.Append(wk.r.out.AvailableBuffer(), rec))
					return err
				}
				wk.warn = func(msg string) { wk.r.note(e, wk.name, "warning: %s", msg) }
				wk.tooLong = func(p pos.Pos, n int) {
					wk.r.note(e, fmt.Sprintf("%s:%d:%d", wk.name, p.Line, p.Column), "warning: %s", x.TooLong(n))
				}
				workers[w] = wk
			}
			wk.r, wk.name = r, src.Name
			emit, warn, tooLong := wk.emit, wk.warn, wk.tooLong
			if src.File != nil && splitHere(src) && x.Splittable(src.Name, src.File, src.Size, mode, in.workers) {
				// One large file of text: read in parts on every worker
				// (internal/split), printed in order.
				splitFiles.Add(1)
				n, err := x.Split(src.File, src.Size, src.Name, in.workers, r.out, tooLong)
				r.urls += n
				return err
			}
			truncated, err := x.Input(wk.sc, src.Name, src.R, mode, warn, tooLong, emit)
			if truncated {
				r.failed = true // the warning names the part; the exit status says so
			}
			return err
		})
	if err != nil {
		return err
	}
	if err := rw.finish(); err != nil {
		return err
	}
	st.print(e)
	if failed {
		return exitStatus(exitTrouble)
	}
	return nil
}
