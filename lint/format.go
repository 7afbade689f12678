package lint

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Formats are the output formats NewFormatter knows.
var Formats = []string{"text", "json", "sarif", "github"}

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
		enc := json.NewEncoder(bw)
		enc.SetEscapeHTML(false)
		return &jsonFormatter{w: bw, enc: enc}, nil
	case "github":
		return &githubFormatter{w: bw}, nil
	case "sarif":
		rules := o.Rules
		if rules == nil {
			rules = registry
		}
		return &sarifFormatter{w: bw, version: o.ToolVersion, rules: rules}, nil
	}
	return nil, fmt.Errorf("unknown format %q (want %s)", name, strings.Join(Formats, ", "))
}

// text: PATH:LINE:COLUMN: SEVERITY: MESSAGE (RULE)

type textFormatter struct {
	w     *bufio.Writer
	color bool
}

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiYellow = "\x1b[33m"
	ansiBlue   = "\x1b[34m"
	ansiDim    = "\x1b[2m"
)

func (t *textFormatter) Write(path string, f Finding) error {
	msg := oneLine(f.Message)
	if !t.color {
		_, err := fmt.Fprintf(t.w, "%s:%d:%d: %s: %s (%s)\n", path, f.Start.Line, f.Start.Column, f.Severity, msg, f.Rule)
		return err
	}
	c := ansiBlue
	switch f.Severity {
	case Error:
		c = ansiRed
	case Warning:
		c = ansiYellow
	}
	_, err := fmt.Fprintf(t.w, "%s%s:%d:%d:%s %s%s%s: %s %s(%s)%s\n",
		ansiBold, path, f.Start.Line, f.Start.Column, ansiReset,
		c+ansiBold, f.Severity, ansiReset, msg, ansiDim, f.Rule, ansiReset)
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
	enc *json.Encoder
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

func (j *jsonFormatter) Write(path string, f Finding) error {
	return j.enc.Encode(JSONFinding{
		Path: path, Line: f.Start.Line, Column: f.Start.Column,
		EndLine: f.End.Line, EndColumn: f.End.Column,
		Offset: f.Start.Offset, EndOffset: f.End.Offset,
		Severity: f.Severity.String(), Rule: f.Rule, Message: f.Message, URL: f.URL,
		Fixable: len(f.Fix) > 0, MessageID: f.MessageID, Part: f.Part,
	})
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
	_, err := fmt.Fprintf(g.w, "::%s file=%s,line=%d,col=%d,endLine=%d,endColumn=%d,title=%s::%s\n",
		cmd, githubProperty.Replace(path), f.Start.Line, f.Start.Column, f.End.Line, f.End.Column,
		githubProperty.Replace("urlsift "+f.Rule), githubData.Replace(msg))
	return err
}

func (g *githubFormatter) Close() error { return g.w.Flush() }
