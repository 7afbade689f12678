package main

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/urlsyntax"
)

func init() {
	register(&cli.Command{
		Name:      "extract",
		Usage:     "find the URLs in plain text (draft-09 Appendix E)",
		ArgsUsage: "[PATH ...]",
		Description: "Prints the URL references found in each PATH (a file, a directory walked recursively,\n" +
			"or - for standard input; no PATH reads standard input), in the order they occur.\n" +
			"Wrappers (<...>, <URL:...>, quotes, brackets), trailing punctuation and the line breaks\n" +
			"inside a wrapped URL are removed. A line break after a hyphen keeps the hyphen and gives\n" +
			"the reading without it as an alternative (--hyphen chooses). A password is printed as ***.\n\n" +
			"Exit status: 0 when the inputs were read, 2 when a path could not be read or a flag is wrong.",
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "format", Value: "url", Usage: "output: url (one per line), line (PATH:LINE:COLUMN: URL) or json (JSON Lines)"},
			&cli.StringFlag{Name: "hyphen", Value: "keep", Usage: "a hyphen before a line break: keep it, drop it, or print both readings"},
			&cli.StringFlag{Name: "base", Usage: "also report relative references, resolved against the absolute `URL`"},
			&cli.BoolFlag{Name: "abbreviated", Usage: "also report Appendix F abbreviated references (www.w3.org/...), with the scheme guessed"},
			&cli.BoolFlag{Name: "unique", Usage: "print each URL once, at its first occurrence"},
			&cli.IntFlag{Name: "max-url", Value: extract.DefaultMaxURL, Usage: "longest URL accepted, in `BYTES`"},
		}, append(extractFilterFlags, inputFlags...)...),
		Action: runExtract,
	})
}

// extractConfig is what the flags of extract decide.
type extractConfig struct {
	format string       // url, line, json
	hyphen string       // keep, drop, both
	scheme schemeFilter // --scheme
	base   string
	opts   extract.Options
	seen   map[string]bool  // --unique
	sc     *extract.Scanner // reused from one stream to the next
	seg    *input.Segment   // the segment being read, for message_id and part; may be nil
}

func runExtract(c *cli.Context) error {
	e := envOf(c)
	cfg := &extractConfig{format: c.String("format"), hyphen: c.String("hyphen"), base: c.String("base")}
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
	cfg.opts.MaxURL = c.Int("max-url")
	if cfg.opts.MaxURL <= 0 {
		return usageError("extract: --max-url must be positive")
	}
	if c.Bool("unique") {
		cfg.seen = map[string]bool{}
	}
	w := bufio.NewWriterSize(e.Stdout, 64<<10)
	failed, err := eachSegment(e, c, c.Args().Slice(), func(name string, seg input.Segment) error {
		cfg.seg = &seg
		return extractStream(w, name, seg.Text, seg.Map, cfg)
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

// extractStream scans one stream and prints its URLs. name is the path to
// report; mapPos, when not nil, maps a position in r to the position in the
// file as stored.
func extractStream(w *bufio.Writer, name string, r io.Reader, mapPos func(extract.Pos) extract.Pos, cfg *extractConfig) error {
	if cfg.sc == nil {
		cfg.sc = extract.NewScanner(r, cfg.opts)
	} else {
		cfg.sc.Reset(r)
	}
	sc := cfg.sc
	var line []byte
	for sc.Scan() {
		u := sc.URL()
		if !cfg.scheme.keep(u.Text) && !(u.Relative && cfg.scheme.keep(cfg.base)) {
			continue // --scheme (a relative reference takes the scheme of --base)
		}
		kept, dropped := u.Text, u.DropHyphens()
		ref := ""
		if u.Relative {
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
		kept, dropped = redact(kept), redact(dropped)
		var texts []string
		switch {
		case kept == dropped:
			texts = []string{kept}
		case cfg.hyphen == "keep":
			texts = []string{kept}
		case cfg.hyphen == "drop":
			texts = []string{dropped}
		default:
			texts = []string{kept, dropped}
		}
		start, end := u.Start, u.End
		if mapPos != nil {
			start, end = mapPos(start), mapPos(end)
		}
		if cfg.format == "json" {
			texts = texts[:1]
		}
		for _, t := range texts {
			if cfg.seen != nil {
				if cfg.seen[t] {
					continue
				}
				cfg.seen[t] = true
			}
			line = line[:0]
			switch cfg.format {
			case "url":
				line = append(line, t...)
			case "line":
				line = append(line, name...)
				line = append(line, ':')
				line = strconv.AppendInt(line, int64(start.Line), 10)
				line = append(line, ':')
				line = strconv.AppendInt(line, int64(start.Column), 10)
				line = append(line, ": "...)
				line = append(line, t...)
			case "json":
				var alts []string
				if t == kept && dropped != kept {
					alts = []string{dropped}
				} else if t == dropped && dropped != kept {
					alts = []string{kept}
				}
				var msgID, part, kind string
				if cfg.seg != nil {
					msgID, part = cfg.seg.MessageID, cfg.seg.Part
					if cfg.seg.MessageID != "" || cfg.seg.Part != "" {
						kind = cfg.seg.Kind
					}
				}
				b, err := json.Marshal(extractJSON{
					URL: t, Path: name,
					Line: start.Line, Column: start.Column, EndLine: end.Line, EndColumn: end.Column,
					Offset: start.Offset, EndOffset: end.Offset,
					Delimiter: u.Delimiter.String(), Rejoined: u.Rejoined, Alternatives: alts,
					Reference: redact(ref), Abbreviated: u.Abbreviated,
					MessageID: msgID, Part: part, Kind: kind,
				})
				if err != nil {
					return err
				}
				line = append(line, b...)
			}
			line = append(line, '\n')
			if _, err := w.Write(line); err != nil {
				return err
			}
		}
	}
	return sc.Err()
}

// extractJSON is one line of extract --format json.
type extractJSON struct {
	URL          string   `json:"url"`
	Path         string   `json:"path"`
	Line         int      `json:"line"`
	Column       int      `json:"column"`
	EndLine      int      `json:"end_line"`
	EndColumn    int      `json:"end_column"`
	Offset       int      `json:"offset"`
	EndOffset    int      `json:"end_offset"`
	Delimiter    string   `json:"delimiter"`
	Rejoined     bool     `json:"rejoined"`
	Alternatives []string `json:"alternatives,omitempty"`
	Reference    string   `json:"reference,omitempty"`   // a relative reference as written, before --base
	Abbreviated  bool     `json:"abbreviated,omitempty"` // the scheme was guessed (--abbreviated)
	MessageID    string   `json:"message_id,omitempty"`  // mail: the message's Message-ID, without <>
	Part         string   `json:"part,omitempty"`        // mail: the MIME part ("1", "2.1")
	Kind         string   `json:"kind,omitempty"`        // mail: what was read ("text/plain", "header:List-Unsubscribe")
}

// redact shows a password in s as "***" (urlsyntax.Redact); a URL without
// "@" has no userinfo and is returned as it is, without parsing.
func redact(s string) string {
	if strings.IndexByte(s, '@') < 0 {
		return s
	}
	return urlsyntax.Mask(s)
}
