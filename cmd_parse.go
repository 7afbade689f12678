package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/urlsyntax"
)

func parseCommand() *cli.Command {
	return &cli.Command{
		Name:      "parse",
		Usage:     "print the components of URL references (draft-09 4.3, Appendix B) and their grammar violations",
		ArgsUsage: "URL ... (- reads one URL per line from standard input)",
		Description: "Splits each URL reference into scheme, site (userinfo, host, port), path, query and\n" +
			"fragment, as the regular expression of draft-09 Appendix B does, keeping an undefined\n" +
			"component apart from an empty one, and lists every violation of the Appendix A grammar\n" +
			"with its byte offsets. Offsets count bytes of the URL as given, from 0, end exclusive.\n" +
			"A password in the userinfo is printed as *** (the offsets still count its real bytes).\n\n" +
			"Exit status: 0 when every URL obeys the grammar, 1 when one does not, 2 on a usage error.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output format: text or json (one object per line, null for undefined components)"},
		},
		Action: runParse,
	}
}

func runParse(c *cli.Context) error {
	e := envOf(c)
	format := c.String("format")
	if !slices.Contains(parseFormats, format) {
		return usageError("parse: --format must be text or json, not %q", format)
	}
	if c.NArg() == 0 {
		return usageError("parse: no URL given (usage: urlsift parse [--format text|json] URL ...)")
	}
	bad := false
	n := 0
	one := func(s string) error {
		r := urlsyntax.Parse(s)
		sec := urlsyntax.SecretOf(r.Raw)
		// A port in bytes of a password: one violation, the same
		// whatever the piece holds (digits, which the grammar takes, too).
		vs := sec.PortViolations(&r, r.Validate())
		// A violation in bytes of a password is told over its whole
		// span, as lint tells it (review51 K7).
		for i := range vs {
			vs[i].Start, vs[i].End = sec.Region(vs[i].Start, vs[i].End)
		}
		if len(vs) > 0 {
			bad = true
		}
		if format == "json" {
			return writeParseJSON(e.Stdout, &r, sec, vs)
		}
		if n++; n > 1 {
			fmt.Fprintln(e.Stdout)
		}
		return writeParseText(e.Stdout, &r, sec, vs, e.Color)
	}
	for _, s := range c.Args().Slice() {
		var err error
		if s == "-" {
			err = eachLine(e.Stdin, one)
		} else {
			err = one(s)
		}
		if err != nil {
			return err
		}
	}
	if bad {
		return exitStatus(exitFindings)
	}
	return nil
}

// eachLine calls fn for every line of r that is not blank, without its
// line ending ("parse -" reads one URL reference per line).
func eachLine(r io.Reader, fn func(string) error) error {
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadString('\n')
		if s := strings.TrimRight(line, "\r\n"); strings.TrimSpace(s) != "" {
			if ferr := fn(s); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("standard input: %w", err)
		}
	}
}

// parseField names the components in the order they are printed.
type parseField struct {
	name string
	comp func(r *urlsyntax.Ref) urlsyntax.Component
}

var parseFields = []parseField{
	{"scheme", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Scheme }},
	{"site", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Site }},
	{"userinfo", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Userinfo }},
	{"host", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Host }},
	{"port", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Port }},
	{"path", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Path }},
	{"query", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Query }},
	{"fragment", func(r *urlsyntax.Ref) urlsyntax.Component { return r.Fragment }},
}

// shown returns the printable text of component c of r, with the bytes it
// shares with a password or token shown as *** (urlsyntax.Secret.Piece).
func shown(r *urlsyntax.Ref, sec urlsyntax.Secret, c urlsyntax.Component) string {
	return sec.Piece(r.Raw, c.Start, c.End)
}

// writeParseText prints one reference as an indented block:
//
//	"http://a/b"
//	  scheme    "http"
//	  userinfo  undefined
//	  ...
//	  violation 3-4 unwise-character (section 2.4.3): ...
//
// Defined components are Go-quoted, so an empty one ("") and an undefined
// one stay apart and control characters stay visible.
func writeParseText(w io.Writer, r *urlsyntax.Ref, sec urlsyntax.Secret, vs []urlsyntax.Violation, color bool) error {
	paint := func(code, s string) string {
		if !color {
			return s
		}
		return "\x1b[" + code + "m" + s + "\x1b[0m"
	}
	if _, err := fmt.Fprintf(w, "%s\n", paint("1", strconv.Quote(sec.Mask(r.Raw)))); err != nil {
		return err
	}
	for _, f := range parseFields {
		c := f.comp(r)
		v := paint("2", "undefined")
		if c.Defined {
			v = strconv.Quote(shown(r, sec, c))
		}
		fmt.Fprintf(w, "  %-9s %s\n", f.name, v)
	}
	for _, v := range vs {
		fmt.Fprintf(w, "  %s %d-%d %s (section %s): %s\n", paint("31", "violation"), v.Start, v.End, v.Kind, v.Section, violationMessage(r, sec, v))
	}
	valid := paint("32", "true")
	if len(vs) > 0 {
		valid = paint("31", "false")
	}
	_, err := fmt.Fprintf(w, "  %-9s %s\n", "valid", valid)
	return err
}

type jsonViolation struct {
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Kind    string `json:"kind"`
	Section string `json:"section"`
	Message string `json:"message"`
}

// jsonOffsets holds [start, end) of each component, null when undefined.
type jsonOffsets struct {
	Scheme   *[2]int `json:"scheme"`
	Site     *[2]int `json:"site"`
	Userinfo *[2]int `json:"userinfo"`
	Host     *[2]int `json:"host"`
	Port     *[2]int `json:"port"`
	Path     *[2]int `json:"path"`
	Query    *[2]int `json:"query"`
	Fragment *[2]int `json:"fragment"`
}

type jsonParse struct {
	URL        string          `json:"url"`
	Scheme     *string         `json:"scheme"`
	Site       *string         `json:"site"`
	Userinfo   *string         `json:"userinfo"`
	Host       *string         `json:"host"`
	Port       *string         `json:"port"`
	Path       *string         `json:"path"`
	Query      *string         `json:"query"`
	Fragment   *string         `json:"fragment"`
	Offsets    jsonOffsets     `json:"offsets"`
	Absolute   bool            `json:"absolute"`
	Valid      bool            `json:"valid"`
	Violations []jsonViolation `json:"violations"`
}

// writeParseJSON prints one reference as one JSON object on one line. A
// component is null when undefined; offsets are [start, end) byte offsets
// into the URL as given (delimiters excluded), null when undefined.
func writeParseJSON(w io.Writer, r *urlsyntax.Ref, sec urlsyntax.Secret, vs []urlsyntax.Violation) error {
	out := jsonParse{
		URL:        sec.Mask(r.Raw),
		Absolute:   r.IsAbsolute(),
		Valid:      len(vs) == 0,
		Violations: []jsonViolation{},
	}
	dst := map[string]**string{
		"scheme": &out.Scheme, "site": &out.Site, "userinfo": &out.Userinfo, "host": &out.Host,
		"port": &out.Port, "path": &out.Path, "query": &out.Query, "fragment": &out.Fragment,
	}
	off := map[string]**[2]int{
		"scheme": &out.Offsets.Scheme, "site": &out.Offsets.Site, "userinfo": &out.Offsets.Userinfo,
		"host": &out.Offsets.Host, "port": &out.Offsets.Port, "path": &out.Offsets.Path,
		"query": &out.Offsets.Query, "fragment": &out.Offsets.Fragment,
	}
	for _, f := range parseFields {
		c := f.comp(r)
		if !c.Defined {
			continue
		}
		s := shown(r, sec, c)
		*dst[f.name] = &s
		*off[f.name] = &[2]int{c.Start, c.End}
	}
	for _, v := range vs {
		out.Violations = append(out.Violations, jsonViolation{v.Start, v.End, v.Kind.String(), v.Section, violationMessage(r, sec, v)})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// violationMessage returns the message of v, a violation of r, as lint
// words it: the grammar's words as they are, and what the message shows
// of the URL (the text v is about, quoted, escaped, as code points or as a
// word of its own: urlsyntax.AppendTextSpans) masked by where those bytes
// stand in the URL (Secret.PieceAs), not by value: a piece that holds the
// password's letters elsewhere is shown as it is. A word of the message that equals the
// password ("port" of "http://alice:port@h:99999/") is no piece of the
// URL and stays; a violation in bytes of a secret is told without
// quoting them (Ref.AppendSecretMessage).
func violationMessage(r *urlsyntax.Ref, sec urlsyntax.Secret, v urlsyntax.Violation) string {
	if len(sec.Spans()) == 0 {
		return sec.ViolationMessage(r, v) // no secret of the text's own: MaskText's reading of it
	}
	if sec.Overlaps(v.Start, v.End) {
		return string(r.AppendSecretMessage(nil, v))
	}
	msg := string(r.AppendMessage(nil, v))
	var b strings.Builder
	last := 0
	for _, sp := range urlsyntax.AppendTextSpans(nil, msg, r.Raw[v.Start:v.End]) {
		b.WriteString(msg[last:sp.Lo])
		b.WriteString(sec.PieceAs(r.Raw, v.Start, v.End, msg[sp.Lo:sp.Hi]))
		last = sp.Hi
	}
	b.WriteString(msg[last:])
	return b.String()
}
