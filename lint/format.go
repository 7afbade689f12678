package lint

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/urlsift/urlsift/printer"
)

// Formats returns the output formats NewFormatter knows.
func Formats() []string { return []string{"text", "json", "sarif", "github"} }

// Formatter writes findings in one output format. Write may be called for
// any number of findings of any number of paths; Close finishes the output
// (SARIF writes its whole log there) and flushes it.
type Formatter interface {
	Write(path string, f Finding) error
	Close() error
}

// FormatOptions are the settings of a Formatter.
type FormatOptions struct {
	Color       bool    // ANSI colours (text only)
	ToolVersion string  // for SARIF's tool.driver.version
	Rules       []*Rule // the rules SARIF declares; nil means every rule
}

// NewFormatter returns the formatter called name ("text", "json", "sarif"
// or "github") writing to w.
func NewFormatter(name string, w io.Writer, o FormatOptions) (Formatter, error) {
	bw := bufio.NewWriter(w)
	switch name {
	case "text", "":
		return &textFormatter{w: bw, color: o.Color}, nil
	case "json":
		return &jsonFormatter{w: bw}, nil
	case "github":
		return &githubFormatter{w: bw}, nil
	case "sarif":
		rules := o.Rules
		if rules == nil {
			rules = registry
		}
		return &sarifFormatter{w: bw, version: o.ToolVersion, rules: rules}, nil
	}
	return nil, fmt.Errorf("unknown format %q (want %s)", name, strings.Join(Formats(), ", "))
}

// text: PATH:LINE:COLUMN: SEVERITY: MESSAGE (RULE)

type textFormatter struct {
	w     *bufio.Writer
	color bool
	buf   []byte
}

func (t *textFormatter) Write(path string, f Finding) error {
	b := t.buf[:0]
	if t.color {
		b = append(b, printer.Bold...)
	}
	b = printer.AppendLocation(b, path, f.Start)
	b = append(b, ':')
	if t.color {
		c := printer.Blue
		switch f.Severity {
		case Error:
			c = printer.Red
		case Warning:
			c = printer.Yellow
		}
		b = append(b, printer.Reset+" "...)
		b = append(b, c+printer.Bold...)
		b = append(b, f.Severity.String()...)
		b = append(b, printer.Reset+": "...)
	} else {
		b = append(b, ' ')
		b = append(b, f.Severity.String()...)
		b = append(b, ": "...)
	}
	b = printer.AppendSafe(b, oneLine(f.Message))
	if t.color {
		b = append(b, " "+printer.Dim+"("...)
		b = append(b, f.Rule...)
		b = append(b, ")"+printer.Reset+"\n"...)
	} else {
		b = append(b, " ("...)
		b = append(b, f.Rule...)
		b = append(b, ")\n"...)
	}
	t.buf = b
	_, err := t.w.Write(b)
	return err
}

func (t *textFormatter) Close() error { return t.w.Flush() }

// oneLine keeps a message on one line.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
}

// json: one object per line.

type jsonFormatter struct {
	w   *bufio.Writer
	buf []byte
}

// JSONFinding is the object the json format writes for each finding.
type JSONFinding struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"end_line"`
	EndColumn int    `json:"end_column"`
	Offset    int    `json:"offset"`
	EndOffset int    `json:"end_offset"`
	Severity  string `json:"severity"`
	Rule      string `json:"rule"`
	Message   string `json:"message"`
	URL       string `json:"url"`
	Fixable   bool   `json:"fixable"`
	MessageID string `json:"message_id,omitempty"` // mail only
	Part      string `json:"part,omitempty"`       // mail only: the MIME part path
}

// Write writes the fields of JSONFinding, in its order, with the position
// and origin fields every JSON record of urlsift shares.
func (j *jsonFormatter) Write(path string, f Finding) error {
	const html = false
	b := append(j.buf[:0], '{')
	b = printer.AppendPosition(b, path, f.Start, f.End, html)
	b = printer.AppendField(b, "severity", f.Severity.String(), html)
	b = printer.AppendField(b, "rule", f.Rule, html)
	b = printer.AppendField(b, "message", f.Message, html)
	b = printer.AppendField(b, "url", f.URL, html)
	b = printer.AppendBool(b, "fixable", len(f.Fix) > 0)
	b = printer.AppendOrigin(b, printer.Origin{MessageID: f.MessageID, Part: f.Part}, false, html)
	b = append(b, '}', '\n')
	j.buf = b
	_, err := j.w.Write(b)
	return err
}

func (j *jsonFormatter) Close() error { return j.w.Flush() }

// github: workflow commands,
// ::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=T::MESSAGE

type githubFormatter struct {
	w *bufio.Writer
}

// githubData escapes the message part of a workflow command.
var githubData = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")

// githubProperty escapes a property value of a workflow command.
var githubProperty = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")

func (g *githubFormatter) Write(path string, f Finding) error {
	cmd := "notice"
	switch f.Severity {
	case Error:
		cmd = "error"
	case Warning:
		cmd = "warning"
	}
	msg := f.Message
	if f.URL != "" {
		msg += "\n" + f.URL
	}
	// Line breaks are escaped the way GitHub reads them back; any other
	// control character never reaches the log (printer.Safe).
	_, err := fmt.Fprintf(g.w, "::%s file=%s,line=%d,col=%d,endLine=%d,endColumn=%d,title=%s::%s\n",
		cmd, printer.Safe(githubProperty.Replace(path)), f.Start.Line, f.Start.Column, f.End.Line, f.End.Column,
		githubProperty.Replace("urlsift "+f.Rule), printer.Safe(githubData.Replace(msg)))
	return err
}

func (g *githubFormatter) Close() error { return g.w.Flush() }
