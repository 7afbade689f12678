package main

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
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
			"or - for standard input; no PATH reads standard input), in the order they occur.\n" +
			"Wrappers (<...>, <URL:...>, quotes, brackets), trailing punctuation and the line breaks\n" +
			"inside a wrapped URL are removed. A line break after a hyphen keeps the hyphen and gives\n" +
			"the reading without it as an alternative (--hyphen chooses). A password, or an access\n" +
			"token used as the user name, is printed as *** unless --show-secrets is given.\n\n" +
			"Exit status: 0 when the inputs were read, 2 when a path could not be read or a flag is wrong.",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Value: "url", Usage: "output: url (one per line), line (PATH:LINE:COLUMN: URL) or json (JSON Lines)"},
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

// extractConfig is what the flags of extract decide.
type extractConfig struct {
	format string       // url, line, json
	hyphen string       // keep, drop, both
	scheme schemeFilter // --scheme
	base   string
	opts   extract.Options
	seen   map[[16]byte]bool // --unique: the first 16 bytes of the SHA-256 of each URL printed
	// showSecrets prints URLs as written (--show-secrets); by default a
	// secret is shown as *** (urlsyntax.Mask).
	showSecrets bool
}

func runExtract(c *cli.Context) error {
	e := envOf(c)
	cfg := &extractConfig{format: c.String("format"), hyphen: c.String("hyphen"), base: c.String("base"), showSecrets: c.Bool("show-secrets")}
	switch cfg.format {
	case "url", "line", "json":
	default:
		return usageError("extract: --format must be url, line or json, not %q", cfg.format)
	}
	switch cfg.hyphen {
	case "keep", "drop", "both":
	default:
		return usageError("extract: --hyphen must be keep, drop or both, not %q", cfg.hyphen)
	}
	if c.IsSet("base") {
		if b := urlsyntax.Parse(cfg.base); !b.IsAbsolute() {
			return usageError("extract: --base %q is not an absolute URL", cfg.base)
		}
		cfg.opts.Relative = true
	}
	cfg.opts.Abbreviated = c.Bool("abbreviated")
	scheme, err := newSchemeFilter(c)
	if err != nil {
		return err
	}
	cfg.scheme = scheme
	rw := newRecordWriter(c, e.Stdout) // --count, --null: standard output is theirs
	ec := *e
	ec.Stdout = rw
	e = &ec
	if cfg.opts.MaxURL, err = maxURLFlag(c); err != nil {
		return err
	}
	o, mode, err := walkOptions(e, c)
	if err != nil {
		return err
	}
	if c.Bool("unique") {
		cfg.seen = map[[16]byte]bool{}
		o.Workers = 1 // the first occurrence is the first in the output's order
	}
	// Each worker formats its records into the buffer of its file (a line
	// format needs no other record), which is written in the output's order.
	line, _ := printer.Line(cfg.format, printer.Options{})
	w := bufio.NewWriterSize(e.Stdout, 64<<10)
	scanners := make([]*extract.Scanner, o.Workers+1)
	failed, err := eachInput(e, c.Args().Slice(), o, mode, c.Bool("stats"),
		func(worker int, src *walk.Source, mode input.Mode, r *fileResult) error {
			emit := func(rec *printer.Record) error {
				if r.direct {
					_, err := w.Write(line.Append(w.AvailableBuffer(), rec))
					return err
				}
				_, err := r.out.Write(line.Append(r.out.AvailableBuffer(), rec))
				return err
			}
			warn := func(msg string) { r.note(e, src.Name, "warning: %s", msg) }
			tooLong := func(p extract.Pos, n int) {
				more := ""
				if n > 1 {
					more = fmt.Sprintf(" (and %d more in this part)", n-1)
				}
				r.note(e, fmt.Sprintf("%s:%d:%d", src.Name, p.Line, p.Column),
					"warning: text that reads as a URL runs on past --max-url (%d bytes); not printed%s", cfg.opts.MaxURL, more)
			}
			if scanners[worker] == nil {
				scanners[worker] = extract.NewScanner(nil, cfg.opts)
			}
			rec := printer.Record{Path: src.Name}
			truncated, err := input.ScanURLs(scanners[worker], src.Name, src.R, mode, warn,
				func(u *extract.URL, start, end extract.Pos, seg *input.Segment) error {
					return cfg.record(&rec, u, start, end, seg, emit)
				}, tooLong)
			if truncated {
				r.failed = true // the warning names the part; the exit status says so
			}
			return err
		},
		func(src *walk.Source, r *fileResult) error {
			_, err := w.Write(r.out.Bytes())
			return err
		})
	if err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := rw.finish(); err != nil {
		return err
	}
	if failed {
		return exitStatus(exitTrouble)
	}
	return nil
}

// record hands the URL u, found in seg at start and end of the file as
// stored, to emit as a record: its reading (or both, with --hyphen both),
// masked unless --show-secrets, with the message's origin, unless --scheme
// leaves it out. rec is reused from URL to URL.
func (cfg *extractConfig) record(rec *printer.Record, u *extract.URL, start, end extract.Pos, seg *input.Segment, emit func(*printer.Record) error) error {
	rec.Origin = seg.Origin(u.Start, u.End)
	if !cfg.scheme.keep(u.Text) && !(u.Relative && cfg.scheme.keep(cfg.base)) {
		return nil // --scheme (a relative reference takes the scheme of --base)
	}
	kept, dropped := u.Text, u.DropHyphens()
	ref := ""
	var sources []string // what a relative reference was resolved from
	if u.Relative {
		sources = []string{cfg.base, u.Text}
		abs, err := urlsyntax.Resolve(cfg.base, u.Text, urlsyntax.Draft09)
		if err != nil {
			return err
		}
		ref = u.Text
		kept, dropped = abs, abs
		if len(u.HyphenBreak) > 0 {
			if d, err := urlsyntax.Resolve(cfg.base, u.DropHyphens(), urlsyntax.Draft09); err == nil {
				dropped = d
			}
		}
	}
	if kept != dropped {
		// A reading may hold a secret that the other does not show as one
		// ("telnet:-//u:pw@h" kept, "telnet://u:pw@h" dropped): each is
		// masked with the pieces of the other's secret too.
		kept, dropped = cfg.redact(kept, append(sources, dropped)...), cfg.redact(dropped, append(sources, kept)...)
	} else {
		kept = cfg.redact(kept, sources...)
		dropped = kept
	}
	if ref != "" {
		ref = cfg.redact(ref)
	}
	rec.Start, rec.End = start, end
	rec.Delimiter, rec.Rejoined, rec.Reference, rec.Abbreviated = u.Delimiter.String(), u.Rejoined, ref, u.Abbreviated
	var texts [2]string
	n := 1
	switch {
	case kept == dropped, cfg.hyphen == "keep":
		texts[0] = kept
	case cfg.hyphen == "drop":
		texts[0] = dropped
	case cfg.format == "json": // both: one record, the other reading its alternative
		texts[0] = kept
	default:
		texts[0], texts[1], n = kept, dropped, 2
	}
	for _, t := range texts[:n] {
		if cfg.seen != nil {
			key := sha256.Sum256([]byte(t))
			if cfg.seen[[16]byte(key[:16])] {
				continue
			}
			cfg.seen[[16]byte(key[:16])] = true
		}
		rec.URL, rec.Alternative = t, ""
		if kept != dropped {
			rec.Alternative = kept
			if t == kept {
				rec.Alternative = dropped
			}
		}
		if err := emit(rec); err != nil {
			return err
		}
	}
	return nil
}

// redact shows a secret in s, a URL as found or resolved from sources, as
// "***" (urlsyntax.MaskDerived), unless --show-secrets asks for URLs as
// written. A URL without "@" has no userinfo and is returned as it is,
// without parsing, when it was not made from other URLs.
func (cfg *extractConfig) redact(s string, sources ...string) string {
	if cfg.showSecrets || len(sources) == 0 && strings.IndexByte(s, '@') < 0 {
		return s
	}
	return urlsyntax.MaskDerived(s, sources...)
}
