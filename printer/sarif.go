package printer

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"net/url"
	"path/filepath"
	"strings"
)

// SARIF 2.1.0 (OASIS), as GitHub code scanning reads it. Only the properties
// urlsift fills in are modelled.

const (
	sarifSchema  = "https://json.schemastore.org/sarif-2.1.0.json"
	sarifVersion = "2.1.0"
	// sarifColumnKind is the unit of startColumn and endColumn. SARIF knows
	// no byte columns; Pos.Char is in code points.
	sarifColumnKind = "unicodeCodePoints"
	infoURI         = "https://github.com/urlsift/urlsift"
)

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool       sarifTool     `json:"tool"`
	ColumnKind string        `json:"columnKind"`
	Results    []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version,omitempty"`
	SemanticVersion string      `json:"semanticVersion,omitempty"`
	InformationURI  string      `json:"informationUri"`
	Rules           []sarifRule `json:"rules"`
}

type sarifText struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifRule struct {
	ID                   string            `json:"id"`
	Name                 string            `json:"name"`
	ShortDescription     sarifText         `json:"shortDescription"`
	FullDescription      sarifText         `json:"fullDescription"`
	Help                 sarifText         `json:"help"`
	DefaultConfiguration sarifRuleConfig   `json:"defaultConfiguration"`
	Properties           sarifRuleProperty `json:"properties"`
}

type sarifRuleConfig struct {
	Enabled bool   `json:"enabled"`
	Level   string `json:"level"`
}

type sarifRuleProperty struct {
	Tags []string `json:"tags"`
	// SecuritySeverity (0.0 to 10.0) is what GitHub code scanning ranks
	// security alerts by.
	SecuritySeverity string `json:"security-severity,omitempty"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	RuleIndex int             `json:"ruleIndex"`
	Level     string          `json:"level"`
	Message   sarifText       `json:"message"`
	Locations []sarifLocation `json:"locations"`
	// Properties hold the message and MIME part of a finding in mail.
	Properties *sarifResultProperty `json:"properties,omitempty"`
}

type sarifResultProperty struct {
	MessageID string     `json:"messageId,omitempty"`
	Part      string     `json:"mimePart,omitempty"`
	WARC      *sarifWARC `json:"warc,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int        `json:"startLine"`
	StartColumn int        `json:"startColumn"`
	EndLine     int        `json:"endLine"`
	EndColumn   int        `json:"endColumn"`
	Snippet     *sarifText `json:"snippet,omitempty"`
}

// sarifPrinter streams the log: the tool and its rules (all known at the
// start) first, then each result as it comes, so that memory does not grow
// with the number of findings.
type sarifPrinter struct {
	w        *bufio.Writer
	version  string
	semantic string
	notes    []Notification // for the run's invocation
	rules    []Rule
	started  bool
	n        int    // results written
	suffix   []byte // what closes the results array and the log
	err      error
	buf      bytes.Buffer  // one result, reused
	enc      *json.Encoder // writes into buf
	// art is artifactURI(artPath), made once for the records of a path
	// (artOK), not once for each.
	art     sarifArtifact
	artPath string
	artOK   bool
}

func newSARIFPrinter(w *bufio.Writer, o Options) Printer {
	s := &sarifPrinter{w: w, version: o.ToolVersion, semantic: o.ToolSemanticVersion}
	if o.Rules != nil {
		s.rules = o.Rules()
	}
	return s
}

// sarifLevel is SARIF's name of a severity.
func sarifLevel(severity string) string {
	switch severity {
	case "error", "warning":
		return severity
	}
	return "note"
}

// artifactURI turns a path as reported into a SARIF artifact location: a
// relative URI reference against %SRCROOT% (what GitHub expects), or a file:
// URI for an absolute path.
func artifactURI(path string) sarifArtifact {
	slash := filepath.ToSlash(path)
	if filepath.IsAbs(path) {
		if !strings.HasPrefix(slash, "/") {
			slash = "/" + slash // C:/x -> /C:/x
		}
		return sarifArtifact{URI: (&url.URL{Scheme: "file", Path: slash}).String()}
	}
	slash = strings.TrimPrefix(slash, "./")
	return sarifArtifact{URI: (&url.URL{Path: slash}).String(), URIBaseID: "%SRCROOT%"}
}

func (s *sarifPrinter) index(rule string) int {
	for i, r := range s.rules {
		if r.ID == rule {
			return i
		}
	}
	return -1 // not declared: SARIF's "unknown" index
}

// begin writes everything of the log before the first result.
func (s *sarifPrinter) begin() error {
	if s.started {
		return s.err
	}
	s.started = true
	log := sarifLog{
		Schema:  sarifSchema,
		Version: sarifVersion,
		Runs: []sarifRun{{
			Tool: sarifTool{Driver: sarifDriver{
				Name:            "urlsift",
				Version:         s.version,
				SemanticVersion: s.semantic,
				InformationURI:  infoURI,
				Rules:           make([]sarifRule, len(s.rules)),
			}},
			ColumnKind: sarifColumnKind,
			Results:    []sarifResult{},
		}},
	}
	for i, r := range s.rules {
		log.Runs[0].Tool.Driver.Rules[i] = sarifRule{
			ID:                   r.ID,
			Name:                 pascal(r.ID),
			ShortDescription:     sarifText{Text: r.Title},
			FullDescription:      sarifText{Text: r.Doc},
			Help:                 sarifText{Text: r.Help, Markdown: r.Markdown},
			DefaultConfiguration: sarifRuleConfig{Enabled: r.Enabled, Level: sarifLevel(r.Level)},
			Properties:           sarifRuleProperty{Tags: ruleTags(r), SecuritySeverity: r.Security},
		}
	}
	b, err := marshalIndent(log, "")
	if err != nil {
		s.err = err
		return err
	}
	// Results is the run's last field: split the log there.
	const open = `"results": [`
	i := bytes.LastIndex(b, []byte(open+"]"))
	if i < 0 {
		s.err = errors.New("sarif: no results array in the log")
		return s.err
	}
	s.suffix = b[i+len(open):]
	_, s.err = s.w.Write(b[:i+len(open)])
	return s.err
}

// marshalIndent is json.MarshalIndent without HTML escaping and without the
// final newline.
func marshalIndent(v any, prefix string) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

const sarifResultIndent = "        " // runs[0].results[i] in the indented log

func (s *sarifPrinter) Print(f *Record) error {
	if err := s.begin(); err != nil {
		return err
	}
	msg := f.Message
	switch {
	case msg == "":
		msg = f.URL
	case f.URL != "":
		msg += ": " + f.URL
	}
	reg := sarifRegion{StartLine: f.Start.Line, StartColumn: f.Start.Char, EndLine: f.End.Line, EndColumn: f.End.Char}
	if reg.StartColumn < 1 {
		reg.StartColumn = f.Start.Column
	}
	if reg.EndColumn < 1 {
		reg.EndColumn = f.End.Column
	}
	if f.Snippet != "" {
		reg.Snippet = &sarifText{Text: f.Snippet}
	}
	var props *sarifResultProperty
	if f.Origin.MessageID != "" || f.Origin.Part != "" || f.Origin.WARC != nil {
		props = &sarifResultProperty{MessageID: f.Origin.MessageID, Part: f.Origin.Part, WARC: newSARIFWARC(f.Origin)}
	}
	if s.enc == nil {
		s.enc = json.NewEncoder(&s.buf)
		s.enc.SetEscapeHTML(false)
		s.enc.SetIndent(sarifResultIndent, "  ")
	}
	if !s.artOK || f.Path != s.artPath {
		s.art, s.artPath, s.artOK = artifactURI(f.Path), f.Path, true
	}
	s.buf.Reset()
	err := s.enc.Encode(sarifResult{
		Properties: props,
		RuleID:     f.Rule,
		RuleIndex:  s.index(f.Rule),
		Level:      sarifLevel(f.Severity),
		Message:    sarifText{Text: msg},
		Locations:  []sarifLocation{{PhysicalLocation: sarifPhysical{ArtifactLocation: s.art, Region: reg}}},
	})
	if err != nil {
		return err
	}
	if s.n > 0 {
		s.w.WriteByte(',')
	}
	s.n++
	s.w.WriteString("\n" + sarifResultIndent)
	_, err = s.w.Write(escapeControls(bytes.TrimSuffix(s.buf.Bytes(), []byte("\n"))))
	return err
}

// Notify keeps n for the run's invocation, written by Close.
func (s *sarifPrinter) Notify(n Notification) {
	s.notes = append(s.notes, n)
}

// sarifInvocation is the run of the tool: whether it succeeded, and what
// went wrong with which input.
type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level     string              `json:"level"`
	Message   sarifText           `json:"message"`
	Locations []sarifArtifactOnly `json:"locations,omitempty"`
}

// sarifArtifactOnly is a location that names an artifact and no region.
type sarifArtifactOnly struct {
	PhysicalLocation struct {
		ArtifactLocation sarifArtifact `json:"artifactLocation"`
	} `json:"physicalLocation"`
}

// invocations is the run's "invocations" property, written after its
// results: one invocation, successful unless a notification made the run
// fail, with a notification for each input that could not be read
// (wholly or in part) and each warning about one.
func (s *sarifPrinter) invocations() ([]byte, error) {
	inv := sarifInvocation{ExecutionSuccessful: true}
	for _, n := range s.notes {
		note := sarifNotification{Level: "warning", Message: sarifText{Text: n.Message}}
		if n.Error {
			note.Level, inv.ExecutionSuccessful = "error", false
		}
		if n.Path != "" {
			var loc sarifArtifactOnly
			loc.PhysicalLocation.ArtifactLocation = artifactURI(n.Path)
			note.Locations = []sarifArtifactOnly{loc}
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, note)
	}
	b, err := marshalIndent([]sarifInvocation{inv}, "      ")
	if err != nil {
		return nil, err
	}
	return escapeControls(b), nil
}

func (s *sarifPrinter) Close() error {
	if err := s.begin(); err != nil {
		return err
	}
	if s.n > 0 {
		s.w.WriteString("\n      ")
	}
	// The suffix closes the results array, then the run, the runs and the
	// log: the invocations go after the results.
	inv, err := s.invocations()
	if err != nil {
		return err
	}
	s.w.WriteString("],\n      \"invocations\": ")
	s.w.Write(inv)
	s.w.Write(s.suffix[1:])
	s.w.WriteByte('\n')
	return s.w.Flush()
}

func ruleTags(r Rule) []string {
	tags := []string{"url", "draft-09"}
	if r.Security != "" {
		tags = append(tags, "security")
	}
	return tags
}

// pascal turns "non-default-port" into "NonDefaultPort".
func pascal(s string) string {
	var b strings.Builder
	for _, w := range strings.Split(s, "-") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}
