package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/urlsyntax"
)

// Options configure a Server.
type Options struct {
	// Linter gives the rules for a document: the linter `urlsift lint`
	// would make in dir (the document's directory, "" when it is not a
	// file), with the configuration file found from there up. The server
	// calls it once per directory and keeps a linter it gives. A nil
	// Linter uses the registry's defaults.
	//
	// An error is about the configuration, and every document of the
	// directory shows it as a diagnostic on its first character: with no
	// linter, an error (the configuration cannot be used: the document is
	// not linted, as `urlsift lint` would refuse to run); with a linter, a
	// warning (the linter is used all the same, as for a configuration
	// file that is ignored).
	Linter func(dir string) (*lint.Linter, error)
	// Extract are the scanner options lint uses (the lint command's
	// --abbreviated, --relative, --max-url).
	Extract extract.Options
	// Debounce is how long after a change the diagnostics wait for the next
	// one. Zero publishes at once.
	Debounce time.Duration
	// MaxDocument bounds a document's size in bytes (0: 16 MiB). A larger
	// document is not kept or linted; the server says so once.
	MaxDocument int
	// Version is the server's version, for the client's log.
	Version string
	// Log receives one line per trouble the client cannot be told about
	// through the protocol; nil discards them.
	Log func(msg string)

	changeWork int // maxChangeWork, but in tests
}

// Server is a language server for one client over one stream. Run serves it.
type Server struct {
	o   Options
	in  *reader
	out *writer

	// Owned by the loop goroutine.
	enc       string
	state     int // stateNew, stateRunning, stateShutdown
	docs      map[string]*document
	linters   map[string]linterOf
	dirty     map[string]bool
	timer     *time.Timer
	cancelled *cancelSet
}

const (
	stateNew = iota
	stateRunning
	stateShutdown
)

// linterOf is the answer of Options.Linter for a directory.
type linterOf struct {
	l    *lint.Linter
	warn error // about the configuration, with l
}

// document is an open text document.
type document struct {
	uri, lang string
	version   int
	text      *text
	name, dir string

	// Computed on demand for the current version; nil until then.
	findings []finding
	// fixes decides the quick fixes and the fix of them all, when asked
	// (quickFix, lint.TextFixes.All); fixable says a finding has a fix
	// the Fixer would apply, and fixAllTold that the log was told the fix
	// of them all is not offered.
	fixes      *lint.TextFixes
	fixable    bool
	fixAllTold bool
	config     error // about the configuration: a diagnostic at the top
	fatal      bool  // config is an error: the document was not linted
	links      []link
	analysed   bool
	tooLarge   bool
}

// cancelSet holds the IDs of requests the client cancelled before the
// server took them up.
type cancelSet struct {
	mu  sync.Mutex
	ids map[string]bool
}

func (c *cancelSet) add(id string) {
	c.mu.Lock()
	if len(c.ids) < 1024 {
		c.ids[id] = true
	}
	c.mu.Unlock()
}

func (c *cancelSet) take(id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	ok := c.ids[id]
	delete(c.ids, id)
	return ok
}

// New makes a server that reads messages from r and writes to w.
func New(r io.Reader, w io.Writer, o Options) *Server {
	if o.MaxDocument <= 0 {
		o.MaxDocument = 16 << 20
	}
	if o.changeWork <= 0 {
		o.changeWork = maxChangeWork
	}
	if o.Log == nil {
		o.Log = func(string) {}
	}
	// Every line logged may quote a document's name or URI: it passes the
	// boundary masker, which reads names (urlsyntax.MaskName: a URI's
	// quote is a byte of it, a path may be a URL saved under its name).
	log := o.Log
	o.Log = func(msg string) { log(urlsyntax.MaskName(msg)) }
	return &Server{
		o:         o,
		in:        newReader(r, int64(o.MaxDocument)*7+(1<<20)), // JSON escapes may grow the text up to 6 bytes per byte
		out:       &writer{w: w},
		enc:       EncodingUTF16,
		docs:      map[string]*document{},
		linters:   map[string]linterOf{},
		dirty:     map[string]bool{},
		cancelled: &cancelSet{ids: map[string]bool{}},
	}
}

// ErrNoShutdown is returned by Run when the client sent exit, or closed the
// stream, without asking for shutdown first (the protocol's exit code 1).
var ErrNoShutdown = errors.New("exit without shutdown")

// Run serves until the client sends exit or closes the input, or ctx ends.
// It returns nil after a clean shutdown and exit, ErrNoShutdown when the
// client left without shutdown, or the error that broke the stream.
func (s *Server) Run(ctx context.Context) error {
	msgs := make(chan []byte)
	errc := make(chan error, 1)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			body, err := s.in.read()
			var tl errTooLarge
			if errors.As(err, &tl) {
				s.reply(nil, nil, &respError{Code: codeInvalidRequest, Message: tl.Error()})
				continue
			}
			if err != nil {
				errc <- err
				return
			}
			// Note cancellations at once, so that a request still queued
			// behind a slow one is dropped when its turn comes.
			if id, ok := cancelID(body); ok {
				s.cancelled.add(id)
				continue
			}
			select {
			case msgs <- body:
			case <-stop:
				return
			}
		}
	}()
	var tick <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-errc:
			if err == io.EOF || err == io.ErrUnexpectedEOF {
				if s.state == stateShutdown {
					return nil
				}
				return ErrNoShutdown
			}
			return err
		case body := <-msgs:
			done, err := s.handle(body)
			if done {
				return err
			}
			if len(s.dirty) > 0 && s.timer == nil {
				if s.o.Debounce <= 0 {
					s.publishDirty()
				} else {
					s.timer = time.NewTimer(s.o.Debounce)
					tick = s.timer.C
				}
			}
		case <-tick:
			s.timer, tick = nil, nil
			s.publishDirty()
		}
	}
}

// cancelID recognises a $/cancelRequest notification and returns its id.
func cancelID(body []byte) (string, bool) {
	if !strings.Contains(string(body), "$/cancelRequest") {
		return "", false
	}
	var m struct {
		Method string `json:"method"`
		Params struct {
			ID json.RawMessage `json:"id"`
		} `json:"params"`
	}
	if json.Unmarshal(body, &m) != nil || m.Method != "$/cancelRequest" || len(m.Params.ID) == 0 {
		return "", false
	}
	return string(m.Params.ID), true
}

// reply sends a response; id nil stands for null (an unreadable request).
// An error's message may quote what the client sent (a document's URI,
// which may hold a password): it passes the boundary masker for names
// (urlsyntax.MaskName: "document not open: URI", the URI one word, its
// quotes bytes of it).
func (s *Server) reply(id json.RawMessage, result any, rerr *respError) {
	if rerr != nil {
		rerr.Message = urlsyntax.MaskName(rerr.Message)
	}
	m := &message{ID: id, Error: rerr}
	if id == nil {
		m.ID = json.RawMessage("null")
	}
	if rerr == nil {
		b, err := json.Marshal(result)
		if err != nil {
			m.Error = &respError{Code: codeInternalError, Message: err.Error()}
		} else {
			m.Result = b
		}
	}
	if err := s.out.write(m); err != nil {
		s.o.Log("writing a response: " + err.Error())
	}
}

func (s *Server) notify(method string, params any) {
	b, err := json.Marshal(params)
	if err != nil {
		s.o.Log(err.Error())
		return
	}
	if err := s.out.write(&message{Method: method, Params: b}); err != nil {
		s.o.Log("writing a notification: " + err.Error())
	}
}

// showMessage tells the user msg (window/showMessage, of type 1 for an
// error, 2 for a warning), its secrets masked: every message the server
// shows goes through here, as every log line goes through o.Log's mask.
// Before, a configuration file that could not be used was shown as its
// error said it ("unknown key \"http://u:hunter2pw@h/\""), where the
// diagnostic of the same error masked it.
func (s *Server) showMessage(typ int, msg string) {
	s.notify("window/showMessage", map[string]any{"type": typ, "message": urlsyntax.MaskName(msg)})
}

// handle serves one message. done reports that the server must stop.
func (s *Server) handle(body []byte) (done bool, err error) {
	var m message
	if err := json.Unmarshal(body, &m); err != nil {
		s.reply(nil, nil, &respError{Code: codeParseError, Message: "parse error: " + err.Error()})
		return false, nil
	}
	isRequest := len(m.ID) > 0 && string(m.ID) != "null"
	if isRequest && !validID(m.ID) {
		s.reply(nil, nil, &respError{Code: codeInvalidRequest, Message: "invalid request id"})
		return false, nil
	}
	if m.Method == "" {
		if isRequest && m.Result == nil && m.Error == nil {
			s.reply(m.ID, nil, &respError{Code: codeInvalidRequest, Message: "request without a method"})
		}
		return false, nil // a response to a request of ours: none are sent
	}
	if isRequest && s.cancelled.take(string(m.ID)) {
		s.reply(m.ID, nil, &respError{Code: codeRequestCancelled, Message: "request cancelled"})
		return false, nil
	}
	if m.Method == "exit" {
		if s.state == stateShutdown {
			return true, nil
		}
		return true, ErrNoShutdown
	}
	switch {
	case s.state == stateNew && m.Method != "initialize":
		if isRequest {
			s.reply(m.ID, nil, &respError{Code: codeServerNotInitialized, Message: "server not initialized"})
		}
		return false, nil
	case s.state == stateShutdown:
		if isRequest {
			s.reply(m.ID, nil, &respError{Code: codeInvalidAfterShutdown, Message: "server is shutting down"})
		}
		return false, nil
	}
	h, ok := handlers[m.Method]
	if !ok {
		if isRequest {
			s.reply(m.ID, nil, &respError{Code: codeMethodNotFound, Message: "method not found: " + m.Method})
		}
		return false, nil // unknown notifications, $/ ones included, are ignored
	}
	result, rerr := h(s, m.Params)
	if isRequest {
		s.reply(m.ID, result, rerr)
	} else if rerr != nil {
		s.o.Log(m.Method + ": " + rerr.Message)
	}
	return false, nil
}

// validID tells whether a request id is an integer or a string.
func validID(id json.RawMessage) bool {
	var v any
	if json.Unmarshal(id, &v) != nil {
		return false
	}
	switch v.(type) {
	case string, float64:
		return true
	}
	return false
}

type handler func(s *Server, params json.RawMessage) (any, *respError)

var handlers map[string]handler

func init() {
	handlers = map[string]handler{
		"initialize":                       (*Server).initialize,
		"initialized":                      func(*Server, json.RawMessage) (any, *respError) { return nil, nil },
		"shutdown":                         (*Server).shutdown,
		"textDocument/didOpen":             (*Server).didOpen,
		"textDocument/didChange":           (*Server).didChange,
		"textDocument/didClose":            (*Server).didClose,
		"textDocument/didSave":             func(*Server, json.RawMessage) (any, *respError) { return nil, nil },
		"textDocument/codeAction":          (*Server).codeAction,
		"textDocument/documentLink":        (*Server).documentLink,
		"textDocument/hover":               (*Server).hover,
		"workspace/didChangeConfiguration": (*Server).didChangeConfiguration,
	}
}

func decode(params json.RawMessage, v any) *respError {
	if len(params) == 0 {
		return &respError{Code: codeInvalidParams, Message: "missing params"}
	}
	if err := json.Unmarshal(params, v); err != nil {
		return &respError{Code: codeInvalidParams, Message: "invalid params: " + err.Error()}
	}
	return nil
}

func (s *Server) initialize(params json.RawMessage) (any, *respError) {
	if s.state != stateNew {
		return nil, &respError{Code: codeInvalidRequest, Message: "initialize sent twice"}
	}
	var p struct {
		Capabilities struct {
			General struct {
				PositionEncodings []string `json:"positionEncodings"`
			} `json:"general"`
		} `json:"capabilities"`
	}
	if rerr := decode(params, &p); rerr != nil {
		return nil, rerr
	}
	// UTF-8 when offered: it is what lint counts; UTF-16 otherwise, the
	// protocol's default.
	for _, e := range p.Capabilities.General.PositionEncodings {
		if e == EncodingUTF8 {
			s.enc = EncodingUTF8
		}
	}
	s.state = stateRunning
	return map[string]any{
		"capabilities": map[string]any{
			"positionEncoding": s.enc,
			"textDocumentSync": map[string]any{
				"openClose": true,
				"change":    2, // incremental
				"save":      false,
			},
			"codeActionProvider": map[string]any{
				"codeActionKinds": []string{"quickfix", "source.fixAll"},
			},
			"documentLinkProvider": map[string]any{"resolveProvider": false},
			"hoverProvider":        true,
		},
		"serverInfo": map[string]any{"name": "urlsift", "version": s.o.Version},
	}, nil
}

func (s *Server) shutdown(json.RawMessage) (any, *respError) {
	s.state = stateShutdown
	if s.timer != nil {
		s.timer.Stop()
	}
	return nil, nil
}

func (s *Server) didChangeConfiguration(json.RawMessage) (any, *respError) {
	// Configuration files may have changed: read them again.
	s.linters = map[string]linterOf{}
	for uri, d := range s.docs {
		d.analysed = false
		s.dirty[uri] = true
	}
	return nil, nil
}

type textDocumentID struct {
	URI string `json:"uri"`
}

func (s *Server) didOpen(params json.RawMessage) (any, *respError) {
	var p struct {
		TextDocument struct {
			URI        string `json:"uri"`
			LanguageID string `json:"languageId"`
			Version    int    `json:"version"`
			Text       string `json:"text"`
		} `json:"textDocument"`
	}
	if rerr := decode(params, &p); rerr != nil {
		return nil, rerr
	}
	td := p.TextDocument
	d := &document{uri: td.URI, lang: td.LanguageID, version: td.Version}
	d.name, d.dir = nameOf(td.URI)
	s.docs[td.URI] = d
	s.setText(d, td.Text)
	// The first diagnostics come at once; later ones wait for a pause.
	s.publish(d)
	delete(s.dirty, td.URI)
	return nil, nil
}

// setText stores a document's new text, unless it is over the size limit.
func (s *Server) setText(d *document, src string) {
	d.analysed, d.findings, d.fixes, d.links = false, nil, nil, nil
	if len(src) > s.o.MaxDocument || d.tooLarge {
		s.markTooLarge(d)
		return
	}
	d.text = newText(src)
}

// markTooLarge forgets a document's text, which is over the size limit,
// and says so to the user once.
func (s *Server) markTooLarge(d *document) {
	if !d.tooLarge {
		s.showMessage(2, fmt.Sprintf("urlsift: %s is larger than %d bytes; not checked", d.name, s.o.MaxDocument))
	}
	d.analysed, d.findings, d.fixes, d.links = false, nil, nil, nil
	d.tooLarge, d.text = true, newText("")
}

// maxChangeWork bounds the work of one didChange notification, in bytes
// looked at: a quarter of a billion, some tenths of a second. Past it the
// document is not checked until the client sends it whole again.
const maxChangeWork = 1 << 28

// markUnknown forgets a document's text, whose changes were too many to
// apply at once, and says so to the user.
func (s *Server) markUnknown(d *document, changes int) {
	s.showMessage(2, fmt.Sprintf("urlsift: %s: %d changes at once are too many to follow; not checked until it is reopened", d.name, changes))
	d.analysed, d.findings, d.fixes, d.links = false, nil, nil, nil
	d.tooLarge, d.text = true, newText("")
}

func (s *Server) didChange(params json.RawMessage) (any, *respError) {
	var p struct {
		TextDocument struct {
			URI     string `json:"uri"`
			Version int    `json:"version"`
		} `json:"textDocument"`
		ContentChanges []struct {
			Range *Range `json:"range"`
			Text  string `json:"text"`
		} `json:"contentChanges"`
	}
	if rerr := decode(params, &p); rerr != nil {
		return nil, rerr
	}
	d := s.docs[p.TextDocument.URI]
	if d == nil {
		return nil, &respError{Code: codeInvalidParams, Message: "document not open: " + p.TextDocument.URI}
	}
	src := d.text.src
	var et *editText // the document being changed, made at the first ranged change
	work := 0
	for _, c := range p.ContentChanges {
		if c.Range == nil {
			src, et = c.Text, nil
			d.tooLarge = false
			continue
		}
		if d.tooLarge {
			continue // the text is not known: wait for a full change
		}
		if et == nil {
			et = newEditText(src)
		}
		a, b := et.offset(c.Range.Start, s.enc), et.offset(c.Range.End, s.enc)
		if b < a {
			a, b = b, a
		}
		if et.size-(b-a)+len(c.Text) > s.o.MaxDocument {
			// Too large to keep: forget the text until a full change.
			s.markTooLarge(d)
			d.version = p.TextDocument.Version
			s.dirty[d.uri] = true
			return nil, nil
		}
		// The work of one notification is bounded: each change costs
		// about the number of chunks and a chunk's size.
		if work += 3*et.max + len(c.Text); work > s.o.changeWork {
			s.markUnknown(d, len(p.ContentChanges))
			d.version = p.TextDocument.Version
			s.dirty[d.uri] = true
			return nil, nil
		}
		et.replace(a, b, c.Text)
	}
	if et != nil {
		src = et.String()
	}
	d.version = p.TextDocument.Version
	s.setText(d, src)
	s.dirty[d.uri] = true
	return nil, nil
}

func (s *Server) didClose(params json.RawMessage) (any, *respError) {
	var p struct {
		TextDocument textDocumentID `json:"textDocument"`
	}
	if rerr := decode(params, &p); rerr != nil {
		return nil, rerr
	}
	if _, ok := s.docs[p.TextDocument.URI]; !ok {
		return nil, nil
	}
	delete(s.docs, p.TextDocument.URI)
	delete(s.dirty, p.TextDocument.URI)
	s.notify("textDocument/publishDiagnostics", map[string]any{
		"uri": p.TextDocument.URI, "diagnostics": []any{},
	})
	return nil, nil
}

func (s *Server) publishDirty() {
	uris := make([]string, 0, len(s.dirty))
	for uri := range s.dirty {
		uris = append(uris, uri)
	}
	sort.Strings(uris)
	for _, uri := range uris {
		delete(s.dirty, uri)
		if d := s.docs[uri]; d != nil {
			s.publish(d)
		}
	}
}

// linter returns the linter for a directory, made once, and a warning
// about its configuration; or the error that made it impossible (asked
// again next time: the file may be mended).
func (s *Server) linter(dir string) (linterOf, error) {
	if lo, ok := s.linters[dir]; ok {
		return lo, nil
	}
	var l *lint.Linter
	var err error
	if s.o.Linter != nil {
		l, err = s.o.Linter(dir)
	} else {
		l, err = lint.New(lint.Options{})
	}
	if l == nil {
		if err == nil {
			err = errors.New("no linter")
		}
		return linterOf{}, err
	}
	if len(s.linters) > 256 {
		s.linters = map[string]linterOf{}
	}
	s.linters[dir] = linterOf{l, err}
	return s.linters[dir], nil
}

// analyse computes a document's findings for its current text, once.
func (s *Server) analyse(d *document) {
	if d.analysed {
		return
	}
	d.analysed = true
	d.findings, d.fixes, d.fixable, d.fixAllTold, d.config, d.fatal = nil, nil, false, false, nil, false
	if d.tooLarge {
		return
	}
	lo, err := s.linter(d.dir)
	if err != nil {
		// The configuration cannot be used: the document shows why, and
		// the client is told once more in a message.
		d.config, d.fatal = err, true
		s.showMessage(1, "urlsift: "+err.Error())
		return
	}
	d.config = lo.warn
	fs, fixes, warnings, err := lintText(lo.l, s.o.Extract, d.name, d.text.src)
	for _, w := range warnings {
		s.o.Log(w)
	}
	if err != nil {
		var skip *input.SkipError
		if !errors.As(err, &skip) {
			s.o.Log(d.name + ": " + err.Error())
		}
	}
	d.findings, d.fixes = fs, fixes
	for _, f := range fs {
		d.fixable = d.fixable || f.edits != nil
	}
}

// publish sends a document's diagnostics.
func (s *Server) publish(d *document) {
	s.analyse(d)
	diags := make([]any, 0, len(d.findings)+1)
	if d.config != nil {
		// On the document's first character, where every client shows
		// it, whatever the document holds.
		sev := 2
		if d.fatal {
			sev = 1
		}
		diags = append(diags, map[string]any{
			"range":    map[string]any{"start": map[string]int{"line": 0, "character": 0}, "end": map[string]int{"line": 0, "character": 0}},
			"severity": sev,
			"code":     "configuration",
			"source":   "urlsift",
			"message":  urlsyntax.MaskName(d.config.Error()),
		})
	}
	for _, f := range d.findings {
		diags = append(diags, s.diagnostic(d, f))
	}
	s.notify("textDocument/publishDiagnostics", map[string]any{
		"uri": d.uri, "version": d.version, "diagnostics": diags,
	})
}

// diagnostic is the protocol's form of a finding.
func (s *Server) diagnostic(d *document, f finding) map[string]any {
	sev := 3
	switch f.Severity {
	case lint.Error:
		sev = 1
	case lint.Warning:
		sev = 2
	}
	return map[string]any{
		"range":    d.text.rangeOf(f.Start.Offset, f.End.Offset, s.enc),
		"severity": sev,
		"code":     f.Rule,
		"source":   "urlsift",
		"message":  urlsyntax.MaskText(f.Message),
	}
}

func (s *Server) document(uri string) (*document, *respError) {
	d := s.docs[uri]
	if d == nil {
		return nil, &respError{Code: codeInvalidParams, Message: "document not open: " + uri}
	}
	return d, nil
}

func (s *Server) documentLink(params json.RawMessage) (any, *respError) {
	var p struct {
		TextDocument textDocumentID `json:"textDocument"`
	}
	if rerr := decode(params, &p); rerr != nil {
		return nil, rerr
	}
	d, rerr := s.document(p.TextDocument.URI)
	if rerr != nil {
		return nil, rerr
	}
	s.scanLinks(d)
	out := make([]any, 0, len(d.links))
	for _, l := range d.links {
		out = append(out, map[string]any{
			"range":  d.text.rangeOf(l.start, l.end, s.enc),
			"target": l.target,
		})
	}
	return out, nil
}

func (s *Server) scanLinks(d *document) {
	if d.links != nil || d.tooLarge {
		return
	}
	links, err := scanLinks(d.name, d.text.src, d.uri, maxFindings)
	if err != nil {
		s.o.Log(d.name + ": " + err.Error())
	}
	if links == nil {
		links = []link{}
	}
	d.links = links
}

func (s *Server) hover(params json.RawMessage) (any, *respError) {
	var p struct {
		TextDocument textDocumentID `json:"textDocument"`
		Position     Position       `json:"position"`
	}
	if rerr := decode(params, &p); rerr != nil {
		return nil, rerr
	}
	d, rerr := s.document(p.TextDocument.URI)
	if rerr != nil {
		return nil, rerr
	}
	s.scanLinks(d)
	off := d.text.offset(p.Position, s.enc)
	for _, l := range d.links {
		if l.start <= off && off < l.end {
			return map[string]any{
				"contents": map[string]any{"kind": "markdown", "value": hoverText(l.u)},
				"range":    d.text.rangeOf(l.start, l.end, s.enc),
			}, nil
		}
	}
	return nil, nil
}

func (s *Server) codeAction(params json.RawMessage) (any, *respError) {
	var p struct {
		TextDocument textDocumentID `json:"textDocument"`
		Range        Range          `json:"range"`
		Context      struct {
			Only []string `json:"only"`
		} `json:"context"`
	}
	if rerr := decode(params, &p); rerr != nil {
		return nil, rerr
	}
	d, rerr := s.document(p.TextDocument.URI)
	if rerr != nil {
		return nil, rerr
	}
	s.analyse(d)
	want := func(kind string) bool {
		if len(p.Context.Only) == 0 {
			return true
		}
		for _, o := range p.Context.Only {
			if kind == o || strings.HasPrefix(kind, o+".") {
				return true
			}
		}
		return false
	}
	a, b := d.text.offset(p.Range.Start, s.enc), d.text.offset(p.Range.End, s.enc)
	if b < a {
		a, b = b, a
	}
	actions := []any{}
	for i := range d.findings {
		f := &d.findings[i]
		if len(f.edits) == 0 || !want("quickfix") || f.End.Offset < a || f.Start.Offset > b {
			continue
		}
		if quickFix(f, d.fixes) == nil {
			continue
		}
		title := "urlsift: fix " + f.Rule
		if r := lint.Lookup(f.Rule); r != nil && r.Fix != "" {
			title = "urlsift: " + r.Fix
		}
		actions = append(actions, map[string]any{
			"title":       title,
			"kind":        "quickfix",
			"diagnostics": []any{s.diagnostic(d, *f)},
			"isPreferred": true,
			"edit":        s.workspaceEdit(d, f.edits),
		})
	}
	var fixAll []lint.Edit
	if d.fixes != nil {
		fixAll = d.fixes.All()
		if fixAll == nil && !d.fixAllTold && d.fixable {
			d.fixAllTold = true
			s.o.Log(d.name + ": the fix of all would change which URLs the text holds or where they end; not offered")
		}
	}
	if len(fixAll) > 0 && (want("source.fixAll") || (len(p.Context.Only) == 0)) {
		actions = append(actions, map[string]any{
			"title": "urlsift: fix all in file",
			"kind":  "source.fixAll",
			"edit":  s.workspaceEdit(d, fixAll),
		})
	}
	return actions, nil
}

func (s *Server) workspaceEdit(d *document, edits []lint.Edit) map[string]any {
	tes := make([]any, 0, len(edits))
	for _, e := range edits {
		tes = append(tes, map[string]any{
			"range":   d.text.rangeOf(e.Start, e.End, s.enc),
			"newText": e.New,
		})
	}
	return map[string]any{"changes": map[string]any{d.uri: tes}}
}
