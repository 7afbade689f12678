package input

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/textproto"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/transform"

	"github.com/urlsift/urlsift/pos"
)

const (
	maxLine    = 1 << 20 // a longer line is handled in pieces
	maxHeader  = 1 << 20 // header bytes kept per entity; the rest is skipped
	maxDepth   = 32      // MIME nesting
	maxListed  = 3       // problems named in a message's warning
	lineBufMin = 64 << 10
)

// lineReader hands out the lines of a file with their offsets and line
// numbers. In an mbox it stops before each "From " line that follows an
// empty line (or starts the file), so that a message parser sees the end of
// its message there.
type lineReader struct {
	br        *bufio.Reader
	mbox      bool
	off       int // file offset of the next unread byte
	lineNo    int // line number of the next unread line
	bol       bool
	lineStart int  // file offset of the start of the current line
	blank     bool // the last line read was empty
	err       error
	buf       []byte
	cur       rawLine
	back      bool   // cur is to be returned again
	sepNext   bool   // the next line is an mbox separator
	rest      []byte // the rest of a piece cut at pieceFor
}

// pieceFor, when above 0, cuts the pieces of a line the reader hands out
// at that many bytes instead of maxLine: tests set it, so that a small
// message has lines longer than a piece and a chunk.
var pieceFor = 0

type rawLine struct {
	b    []byte // the line with its terminator; valid until the next call
	off  int    // file offset of b[0]
	line int    // line number of b[0]
	bol  bool   // b starts a line (false for the rest of a very long line)
	// start is the file offset of the start of the line b is in: off
	// when bol.
	start int
}

func newLineReader(br *bufio.Reader, mbox bool) *lineReader {
	return &lineReader{br: br, mbox: mbox, lineNo: 1, bol: true, blank: true}
}

// next returns the next line of the current message, or false at the end of
// the file or at an mbox separator.
func (r *lineReader) next() (rawLine, bool) {
	if r.back {
		r.back = false
		return r.cur, true
	}
	if r.sepNext {
		return rawLine{}, false
	}
	if !r.fill() {
		return rawLine{}, false
	}
	if r.mbox && r.cur.bol && r.blank && bytes.HasPrefix(r.cur.b, []byte("From ")) {
		r.sepNext = true
		r.back = false
		return rawLine{}, false
	}
	r.take()
	return r.cur, true
}

// unread makes next return the last line again.
func (r *lineReader) unread() { r.back = true }

// fill reads the next line (or piece of a long line) into cur without
// consuming it for the purposes of separator detection.
func (r *lineReader) fill() bool {
	r.buf = r.buf[:0]
	switch {
	case len(r.rest) > 0:
		r.buf, r.rest = append(r.buf, r.rest...), r.rest[:0]
	case r.err != nil:
		return false
	default:
		for {
			b, err := r.br.ReadSlice('\n')
			r.buf = append(r.buf, b...)
			if err == bufio.ErrBufferFull && len(r.buf) < maxLine {
				continue
			}
			if err != nil && err != bufio.ErrBufferFull {
				r.err = err
			}
			break
		}
	}
	if len(r.buf) == 0 {
		return false
	}
	if pieceFor > 0 && len(r.buf) > pieceFor {
		r.rest = append(r.rest[:0], r.buf[pieceFor:]...)
		r.buf = r.buf[:pieceFor]
	}
	r.cur = rawLine{b: r.buf, off: r.off, line: r.lineNo, bol: r.bol, start: r.lineStart}
	return true
}

// take accounts for cur as read.
func (r *lineReader) take() {
	b := r.cur.b
	r.off += len(b)
	ends := b[len(b)-1] == '\n'
	if r.cur.bol {
		r.blank = len(bytes.TrimRight(b, "\r\n")) == 0
	} else if len(bytes.TrimRight(b, "\r\n")) > 0 {
		r.blank = false
	}
	if ends {
		r.lineNo++
		r.lineStart = r.off
	}
	r.bol = ends
}

// nextMessage moves past an mbox separator line; it reports false at the
// end of the file. It returns the separator's offset and line.
func (r *lineReader) nextMessage() (off, line int, ok bool) {
	if r.sepNext {
		r.sepNext = false
		off, line = r.cur.off, r.cur.line
		r.take()
		// A separator line longer than the buffer: skip the rest of it.
		for !r.bol {
			if !r.fill() {
				break
			}
			r.take()
		}
		return off, line, true
	}
	return 0, 0, false
}

// readMail reads a message, or an mbox of messages one at a time.
func readMail(br *bufio.Reader, mbox bool, o *Options, warn func(string), fn func(Segment) error) error {
	lr := newLineReader(br, mbox)
	p := &msgParser{lr: lr, warn: warn, fn: fn, mbox: mbox, maxPart: o.maxPart()}
	if !mbox {
		p.index = 1
		p.startLine = 1
		return p.message()
	}
	// Text before the first "From " line (there should be none but empty
	// lines) is read as a message of its own.
	for {
		l, ok := lr.next()
		if !ok {
			break
		}
		if len(bytes.TrimRight(l.b, "\r\n")) == 0 && l.bol {
			continue
		}
		lr.unread()
		p.index = 1
		p.startLine = l.line
		if err := p.message(); err != nil {
			return err
		}
		break
	}
	for {
		_, line, ok := lr.nextMessage()
		if !ok {
			break
		}
		p.index++
		p.startLine = line
		if err := p.message(); err != nil {
			return err
		}
	}
	if lr.err != nil && lr.err != io.EOF {
		return lr.err
	}
	return nil
}

// msgParser walks the MIME structure of one message at a time.
type msgParser struct {
	lr        *lineReader
	warn      func(string)
	fn        func(Segment) error
	mbox      bool
	maxPart   int  // text bytes kept of a part read whole (Options.MaxPart)
	undecoded bool // the part being read is one the parser cannot walk (undecodedPart)
	index     int  // 1-based number of the message in the file
	startLine int
	msgID     string
	hbuf      []byte   // header buffer
	hdrs      []header // header fields
	types     map[string]mediaType
	rawBuf    []byte // a text part's body, reused once decoded into a copy
	problems  []string
	nproblems int
}

func (p *msgParser) problem(part, format string, args ...any) {
	p.nproblems++
	if len(p.problems) < maxListed {
		msg := fmt.Sprintf(format, args...)
		if part != "" {
			msg = "part " + part + ": " + msg
		}
		p.problems = append(p.problems, msg)
	}
}

// message parses one message and reports its problems in one warning.
func (p *msgParser) message() error {
	p.msgID = ""
	p.problems = p.problems[:0]
	p.nproblems = 0
	_, err := p.entity("", true, nil, "text/plain", 0)
	// Whatever is left of the message (after a closing boundary's epilogue
	// was cut short by an error) is skipped.
	for {
		if _, ok := p.lr.next(); !ok {
			break
		}
	}
	if p.nproblems > 0 && p.warn != nil {
		var b strings.Builder
		b.WriteString("message")
		if p.mbox {
			fmt.Fprintf(&b, " %d at line %d", p.index, p.startLine)
		}
		if p.msgID != "" {
			fmt.Fprintf(&b, " <%s>", p.msgID)
		}
		b.WriteString(": ")
		b.WriteString(strings.Join(p.problems, "; "))
		if more := p.nproblems - len(p.problems); more > 0 {
			fmt.Fprintf(&b, "; and %d more", more)
		}
		p.warn(b.String())
	}
	if err == nil && p.lr.err != nil && p.lr.err != io.EOF {
		err = p.lr.err
	}
	return err
}

// header is one header field as stored: its raw lines and where they are.
type header struct {
	name  string // canonical, e.g. "List-Unsubscribe"
	raw   []byte // the field's lines, terminators included
	start int    // raw is hbuf[start:end] while the section is read
	end   int
	off   int // file offset of raw[0]
	line  int
	colon int // index of the ':' in raw
}

// value returns the unfolded value with a map to offsets in raw. The
// offset where a line's text ends in the value maps to the end of that
// line's text in raw, before its line break, so that a URL that ends a
// line of the field ends there (review52 L8: it was told ending after
// the line break); the white space that starts a folded line, which is
// never a URL's first byte, maps there too. With angleFolds, a fold
// inside "<...>" is kept (below): the text the scanner reads, not the
// fields that steer the parse.
func (h *header) value(angleFolds bool) ([]byte, *offMap) {
	m := &offMap{}
	var out []byte
	b := h.raw
	i := h.colon + 1
	prevEnd := -1    // the end of the previous line's text in raw
	inAngle := false // an unclosed "<" stands before the line's end
	for i < len(b) {
		e := bytes.IndexByte(b[i:], '\n')
		if e < 0 {
			e = len(b)
		} else {
			e += i
		}
		end := e
		if end > i && b[end-1] == '\r' {
			end--
		}
		if prevEnd >= 0 && (b[i] == ' ' || b[i] == '\t') {
			m.add(len(out), prevEnd, 1, 0)
			m.add(len(out)+1, i+1, 1, 1)
		} else {
			m.add(len(out), i, 1, 1)
		}
		out = append(out, b[i:end]...)
		if lt, gt := bytes.LastIndexByte(b[i:end], '<'), bytes.LastIndexByte(b[i:end], '>'); lt >= 0 || gt >= 0 {
			inAngle = lt > gt
		}
		if angleFolds && inAngle && e < len(b) {
			// A fold inside "<...>" stays a line break, which the
			// scanner ignores inside a delimited URL (Appendix E), as
			// in a body: "<https://list.example/unsub?" folded before
			// "id=1>" is one URL. Its bytes are raw's.
			m.add(len(out), end, 1, 1)
			out = append(out, b[end:e+1]...)
			i, prevEnd = e+1, -1
			continue
		}
		i, prevEnd = e+1, end
	}
	if prevEnd < 0 {
		prevEnd = len(b)
	}
	m.add(len(out), prevEnd, 1, 1)
	return out, m
}

// text returns the unfolded value as a string, for the fields that steer
// the parse (Content-Type, Message-ID); a one-line field costs one copy.
func (h *header) text() string {
	v := h.raw[h.colon+1:]
	if i := bytes.IndexByte(v, '\n'); i < 0 || i == len(v)-1 {
		return strings.TrimSpace(string(v))
	}
	u, _ := h.value(false)
	return strings.TrimSpace(string(u))
}

// endKind tells what ended an entity: the end of the message, or a boundary
// line of one of the enclosing multiparts.
type endKind struct {
	eof   bool
	level int // index into the boundary stack
	close bool
}

var eofEnd = endKind{eof: true}

// readHeader reads a header section. It stops after the empty line, before a
// boundary line, or before a line that cannot be a header (the body then
// starts there, as when the empty line is missing).
func (p *msgParser) readHeader(path string, bounds []string) ([]header, endKind, bool) {
	hs := p.hdrs[:0]
	// The fields' lines go into one buffer; raw is set from start/end once
	// the section is read, as the buffer may move while it grows.
	buf := p.hbuf[:0]
	defer func() {
		for i := range hs {
			hs[i].raw = buf[hs[i].start:hs[i].end:hs[i].end]
		}
		// The next section reuses the buffer: an entity reads its fields
		// only before it reads its children.
		p.hbuf = buf[:0]
		p.hdrs = hs[:0]
	}()
	size := 0
	for {
		l, ok := p.lr.next()
		if !ok {
			return hs, eofEnd, true
		}
		if l.bol {
			if k, isB := boundaryLine(l.b, bounds); isB {
				return hs, k, true // the boundary is consumed, as body does
			}
		}
		if l.bol && len(bytes.TrimRight(l.b, "\r\n")) == 0 {
			return hs, endKind{}, false
		}
		if len(hs) > 0 && (!l.bol || l.b[0] == ' ' || l.b[0] == '\t') {
			if size+len(l.b) <= maxHeader {
				buf = append(buf, l.b...)
				hs[len(hs)-1].end = len(buf)
				size += len(l.b)
			}
			continue
		}
		colon := headerColon(l.b)
		if colon < 0 {
			p.lr.unread()
			if len(hs) > 0 {
				p.problem(path, "header line %d is not a header field; the body starts there", l.line)
			}
			return hs, endKind{}, false
		}
		if size+len(l.b) > maxHeader {
			if size <= maxHeader {
				p.problem(path, "header larger than %d bytes; the rest of it is skipped", maxHeader)
				size = maxHeader + 1
			}
			continue
		}
		size += len(l.b)
		name := textproto.CanonicalMIMEHeaderKey(string(bytes.TrimRight(l.b[:colon], " \t")))
		start := len(buf)
		buf = append(buf, l.b...)
		hs = append(hs, header{name: name, start: start, end: len(buf), off: l.off, line: l.line, colon: colon})
	}
}

// headerColon returns the index of the colon ending a field name, or -1.
func headerColon(b []byte) int {
	for i, c := range b {
		switch {
		case c == ':':
			if i == 0 {
				return -1
			}
			return i
		case c == ' ' || c == '\t':
			// "Name :" is obsolete syntax but still seen.
			j := i
			for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
				j++
			}
			if j < len(b) && b[j] == ':' && i > 0 {
				return j
			}
			return -1
		case c < 33 || c > 126:
			return -1
		}
	}
	return -1
}

// boundaryLine reports whether b is a delimiter line of one of the
// boundaries (innermost first) and which.
func boundaryLine(b []byte, bounds []string) (endKind, bool) {
	if len(bounds) == 0 || len(b) < 2 || b[0] != '-' || b[1] != '-' {
		return endKind{}, false
	}
	t := bytes.TrimRight(b, " \t\r\n")
	for i := len(bounds) - 1; i >= 0; i-- {
		bd := bounds[i]
		if len(t) < 2+len(bd) || string(t[2:2+len(bd)]) != bd {
			continue
		}
		switch rest := t[2+len(bd):]; string(rest) {
		case "":
			return endKind{level: i}, true
		case "--":
			return endKind{level: i, close: true}, true
		}
	}
	// A close delimiter with junk after it ("--b-->") still closes, as mail
	// readers take it; only after no boundary matched exactly.
	for i := len(bounds) - 1; i >= 0; i-- {
		if bytes.HasPrefix(t[2:], []byte(bounds[i]+"--")) {
			return endKind{level: i, close: true}, true
		}
	}
	return endKind{}, false
}

// body reads body lines up to a boundary line or the end of the message.
// With keep it returns the bytes (up to p.maxPart) and their line table.
func (p *msgParser) body(path string, bounds []string, keep bool) (raw []byte, lt lineTable, end endKind) {
	raw, lt, end, _ = p.bodyCapped(path, bounds, keep)
	return raw, lt, end
}

// bodyCapped is body, and says whether the body was cut at p.maxPart.
func (p *msgParser) bodyCapped(path string, bounds []string, keep bool) (raw []byte, lt lineTable, end endKind, over bool) {
	end = eofEnd
	if keep {
		raw = p.rawBuf[:0]
	}
	first := true
	for {
		l, ok := p.lr.next()
		if !ok {
			break
		}
		if l.bol {
			if k, isB := boundaryLine(l.b, bounds); isB {
				end = k
				if first { // an empty body, where the boundary line starts
					lt = lineTable{startOff: l.off, startLine: l.line, starts: []int{l.off}}
					first = false
				}
				break
			}
		}
		if first {
			lt = lineTable{startOff: l.off, startLine: l.line}
			first = false
		}
		if !keep || over {
			continue
		}
		if len(raw)+len(l.b) > p.maxPart {
			p.problem(path, "text part larger than %s; only the first %[1]s are read", size(p.maxPart))
			over = true
			continue
		}
		if l.bol {
			lt.starts = append(lt.starts, l.off)
		}
		raw = append(raw, l.b...)
	}
	if first { // an empty body at the end of the file, maybe mid-line
		lt = lineTable{startOff: p.lr.off, startLine: p.lr.lineNo, starts: []int{p.lr.lineStart}}
	}
	if len(lt.starts) == 0 {
		lt.starts = []int{lt.startOff}
	}
	if n := len(raw); n > 0 && raw[n-1] == '\n' {
		lt.starts = append(lt.starts, lt.startOff+n) // the line after the body
	}
	// The line break before a boundary belongs to the boundary.
	if !end.eof {
		raw = bytes.TrimSuffix(raw, []byte("\n"))
		raw = bytes.TrimSuffix(raw, []byte("\r"))
	}
	return raw, lt, end, over
}

// scannedHeader reports whether URLs in a header field are looked for:
// mailing list fields and free text, never message identifiers or addresses.
func scannedHeader(name string) bool {
	switch name {
	case "Subject", "Comments", "Keywords", "Archived-At", "Content-Base",
		"Content-Location", "Content-Description", "Organization", "X-Url", "X-Original-Url", "X-Report-Abuse",
		"X-Archived-At", "Link":
		return true
	}
	return strings.HasPrefix(name, "List-")
}

func joinPath(path string, i int) string {
	if path == "" {
		return strconv.Itoa(i)
	}
	return path + "." + strconv.Itoa(i)
}

// entity parses one MIME entity: a header section and a body. path is its
// MIME path; msgBody tells that it is the body of a message, whose own
// headers it starts with (the top-level message, or message/rfc822).
func (p *msgParser) entity(path string, msgBody bool, bounds []string, defType string, depth int) (endKind, error) {
	hs, end, stop := p.readHeader(path, bounds)
	if msgBody && depth == 0 {
		for _, h := range hs {
			if h.name == "Message-Id" {
				p.msgID = strings.Trim(h.text(), "<>")
				break
			}
		}
	}
	for i := range hs {
		if scannedHeader(hs[i].name) {
			if err := p.headerSegment(&hs[i], path); err != nil {
				return end, err
			}
		}
	}
	if stop {
		return end, nil
	}
	var ctype, cte string
	params := map[string]string{}
	for _, h := range hs {
		switch h.name {
		case "Content-Type":
			ctype = h.text()
		case "Content-Transfer-Encoding":
			cte = strings.ToLower(h.text())
		}
	}
	media := defType
	if ctype != "" {
		mt, ps := p.mediaType(ctype)
		if strings.Contains(mt, "/") {
			media = mt
		}
		if ps != nil {
			params = ps
		}
	}
	leaf := path
	if msgBody {
		leaf = joinPath(path, 1)
	}
	if depth >= maxDepth {
		// Not walked further (each level costs a boundary tested on every
		// line below it), but not skipped either: a password in it must
		// not pass. The rest is read as stored, and the segment says it
		// was not read whole, so that the exit status does.
		p.problem(path, "MIME nesting deeper than %d; the rest is read as stored, not decoded", maxDepth)
		if !strings.HasPrefix(media, "text/") {
			cte = "" // a multipart's lines, a message's header
		}
		return p.undecodedPart(leaf, cte, bounds)
	}
	switch {
	case strings.HasPrefix(media, "multipart/"):
		b := params["boundary"]
		if b == "" {
			p.problem(leaf, "%s without a boundary; read as text", media)
			return p.textPart(leaf, "text/plain", params, cte, bounds)
		}
		return p.multipart(path, media, b, bounds, depth)
	case media == "message/rfc822" || media == "message/global":
		if cte == "base64" || cte == "quoted-printable" {
			// An encoded message can't be walked in place: it is read
			// decoded, as text, its own parts not decoded.
			p.problem(leaf, "encoded %s is read as text, its parts not decoded", media)
			return p.undecodedPart(leaf, cte, bounds)
		}
		return p.entity(leaf, true, bounds, "text/plain", depth+1)
	case strings.HasPrefix(media, "text/"):
		return p.textPart(leaf, media, params, cte, bounds)
	}
	_, _, end = p.body(leaf, bounds, false)
	return end, nil
}

type mediaType struct {
	media  string
	params map[string]string // shared: read only
}

// mediaType parses a Content-Type value with mime.ParseMediaType, leniently.
// Mailboxes repeat the same few values, so results are kept in a small cache.
func (p *msgParser) mediaType(ctype string) (string, map[string]string) {
	if mt, ok := p.types[ctype]; ok {
		return mt.media, mt.params
	}
	mt, ps, err := mime.ParseMediaType(ctype)
	if mt == "" {
		mt = strings.ToLower(strings.TrimSpace(strings.SplitN(ctype, ";", 2)[0]))
	}
	if err != nil && !errors.Is(err, mime.ErrInvalidMediaParameter) {
		// Keep what a lenient reader would: the type, and a boundary
		// or charset found by hand.
		ps = looseParams(ctype)
	} else if strings.Contains(ctype, "*=") || strings.Contains(ctype, "*0") {
		for k, v := range looseParams(ctype) {
			if _, ok := ps[k]; !ok {
				if ps == nil {
					ps = map[string]string{}
				}
				ps[k] = v
			}
		}
	}
	if p.types == nil || len(p.types) >= 256 {
		p.types = map[string]mediaType{}
	}
	p.types[ctype] = mediaType{mt, ps}
	return mt, ps
}

var looseParam = regexp.MustCompile(`(?i)\b(boundary|charset|format|delsp)(\*0?\*?)?\s*=\s*("([^"]*)"|[^;\s]+)`)

// looseParams finds the parameters that matter in a Content-Type that
// mime.ParseMediaType rejects, or whose RFC 2231 form it drops (it decodes
// only UTF-8 and US-ASCII values: boundary*=ansi-x3.4-1968”abc is lost).
func looseParams(ctype string) map[string]string {
	ps := map[string]string{}
	for _, m := range looseParam.FindAllStringSubmatch(ctype, -1) {
		v := m[3]
		if m[4] != "" || strings.HasPrefix(v, `"`) {
			v = m[4]
		}
		if strings.HasSuffix(m[2], "*") { // charset'language'percent-encoded
			if i := strings.LastIndexByte(v, '\''); i >= 0 {
				v = v[i+1:]
			}
			if u, err := url.PathUnescape(v); err == nil {
				v = u
			}
		}
		k := strings.ToLower(m[1])
		if _, ok := ps[k]; !ok {
			ps[k] = v
		}
	}
	return ps
}

func (p *msgParser) multipart(path, media, boundary string, bounds []string, depth int) (endKind, error) {
	inner := append(bounds[:len(bounds):len(bounds)], boundary)
	me := len(inner) - 1
	_, _, end := p.body(path, inner, false) // preamble
	child := "text/plain"
	if media == "multipart/digest" {
		child = "message/rfc822"
	}
	for i := 1; ; i++ {
		switch {
		case end.eof:
			if i == 1 {
				p.problem(joinPath(path, i), "multipart boundary %q not found", boundary)
			} else {
				p.problem(joinPath(path, i-1), "truncated multipart: closing boundary missing")
			}
			return end, nil
		case end.level < me:
			p.problem(joinPath(path, i-1), "truncated multipart: an outer boundary came first")
			return end, nil
		case end.close:
			_, _, end = p.body(path, bounds, false) // epilogue
			return end, nil
		}
		var err error
		before := p.lr.off
		end, err = p.entity(joinPath(path, i), false, inner, child, depth+1)
		if err != nil {
			return end, err
		}
		if !end.eof && p.lr.off == before && !p.lr.back {
			// Nothing was read: stop rather than loop (cannot happen while
			// every boundary line is consumed; a guard for the future).
			p.problem(joinPath(path, i), "multipart makes no progress; the rest is skipped")
			return eofEnd, nil
		}
	}
}

// undecodedPart reads what the parser cannot walk (an entity nested too
// deep, an encoded message) as a text/plain part in the transfer encoding
// cte, whose segment says Truncated: the input was not read whole.
func (p *msgParser) undecodedPart(path, cte string, bounds []string) (endKind, error) {
	p.undecoded = true
	defer func() { p.undecoded = false }()
	return p.textPart(path, "text/plain", nil, cte, bounds)
}

// textPart decodes a text part and hands it to fn. A text/plain or
// text/html part in an encoding that can be cut at line ends is streamed
// (partStream, htmlStream); others (UTF-16, ISO-2022) are read whole, up
// to p.maxPart.
func (p *msgParser) textPart(path, media string, params map[string]string, cte string, bounds []string) (endKind, error) {
	if (media == "text/plain" || media == "text/html") && streamParts {
		switch cte {
		case "quoted-printable", "base64", "", "7bit", "8bit", "binary":
		default:
			p.problem(path, "unknown Content-Transfer-Encoding %q; read as it is", cte)
			cte = ""
		}
		var enc encoding.Encoding
		cs := params["charset"]
		stream := true
		if cs != "" {
			e, err := lookupCharset(cs)
			switch {
			case err != nil:
				p.problem(path, "%v; read as UTF-8", err)
			case e != nil && !asciiCompatible(cs, e):
				stream = false
			default:
				enc = e
			}
		}
		if stream && media == "text/html" {
			ps := p.newPartStream(path, bounds, cte, enc, cs, false, false)
			hs := newHTMLStream(ps)
			seg := Segment{Text: hs, Map: pos.Func(hs.mapPos), Origin: pos.Origin{MessageID: p.msgID, Part: path, Kind: media}, Truncated: p.undecoded}
			err := p.fn(seg)
			hs.drain()
			return ps.end, err
		}
		if stream {
			ps := p.newPartStream(path, bounds, cte, enc, cs, strings.EqualFold(params["format"], "flowed"), strings.EqualFold(params["delsp"], "yes"))
			seg := Segment{Text: ps, Map: pos.Func(ps.pos), Origin: pos.Origin{MessageID: p.msgID, Part: path, Kind: media}, Truncated: p.undecoded}
			err := p.fn(seg)
			ps.drain()
			return ps.end, err
		}
	}
	raw, lt, end, over := p.bodyCapped(path, bounds, true)
	var m1, m2, m3, m4 *offMap
	text := raw
	switch cte {
	case "quoted-printable":
		text, m1 = decodeQP(raw)
	case "base64":
		if notBase64(raw[:min(len(raw), b64SniffFor)]) { // judged as a stream judges it
			p.problem(path, "declared base64 but holds text; read as it is")
			break
		}
		var err error
		text, m1, err = decodeBase64(raw)
		if err != nil {
			p.problem(path, "%v", err)
		}
	case "", "7bit", "8bit", "binary":
	default:
		p.problem(path, "unknown Content-Transfer-Encoding %q; read as it is", cte)
	}
	if cs := params["charset"]; cs != "" {
		enc, err := lookupCharset(cs)
		if err != nil {
			p.problem(path, "%v; read as UTF-8", err)
		} else if enc != nil {
			text, m2 = decodeCharset(text, cs, enc)
		}
	}
	if media == "text/plain" && strings.EqualFold(params["format"], "flowed") {
		text, m3 = decodeFlowed(text, strings.EqualFold(params["delsp"], "yes"))
	}
	if media == "text/html" {
		text, m4 = htmlText(text)
	}
	n := len(raw)
	mp := func(q pos.Pos) pos.Pos {
		rel := chain(q.Offset, m4, m3, m2, m1)
		if rel > n {
			rel = n
		}
		if rel < 0 {
			rel = 0
		}
		off := lt.startOff + rel
		line, col := lt.pos(off)
		return pos.Pos{Offset: off, Line: line, Column: col}
	}
	// The raw bytes can serve the next part unless the segment reads them.
	if len(text) > 0 && len(raw) > 0 && &text[0] == &raw[0] {
		p.rawBuf = nil
	} else {
		p.rawBuf = raw[:0]
	}
	seg := Segment{Text: bytes.NewReader(text), Map: pos.Func(mp), Origin: pos.Origin{MessageID: p.msgID, Part: path, Kind: media}, Truncated: over || p.undecoded}
	return end, p.fn(seg)
}

// encodedWord matches an RFC 2047 encoded word.
var encodedWord = regexp.MustCompile(`=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=`)

var wordDecoder = &mime.WordDecoder{CharsetReader: func(charset string, in io.Reader) (io.Reader, error) {
	e, err := lookupCharset(charset)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return in, nil
	}
	return transform.NewReader(in, e.NewDecoder()), nil
}}

// headerSegment hands one header field's value to fn, RFC 2047 encoded
// words decoded (each maps to its start), folding undone.
func (p *msgParser) headerSegment(h *header, path string) error {
	v, m1 := h.value(true)
	var m2 *offMap
	if bytes.Contains(v, []byte("=?")) {
		v, m2 = decodeWords(v)
	}
	lt := lineTable{startOff: h.off, startLine: h.line, starts: []int{h.off}}
	for i := 0; i < len(h.raw); i++ {
		if h.raw[i] == '\n' {
			lt.starts = append(lt.starts, h.off+i+1)
		}
	}
	n, start := len(h.raw), h.off // not h itself: its slot is reused
	mp := func(q pos.Pos) pos.Pos {
		rel := min(max(chain(q.Offset, m2, m1), 0), n)
		off := start + rel
		line, col := lt.pos(off)
		return pos.Pos{Offset: off, Line: line, Column: col}
	}
	return p.fn(Segment{Text: bytes.NewReader(v), Map: pos.Func(mp), Origin: pos.Origin{MessageID: p.msgID, Part: path, Kind: "header:" + h.name}})
}

// decodeWords decodes the RFC 2047 encoded words in an unfolded header
// value; white space between two encoded words is dropped, as the RFC says.
func decodeWords(v []byte) ([]byte, *offMap) {
	m := &offMap{}
	var out []byte
	last := 0
	prevWordEnd := -1
	for _, loc := range encodedWord.FindAllIndex(v, -1) {
		gap := v[last:loc[0]]
		if !(prevWordEnd == last && len(bytes.Trim(gap, " \t")) == 0) {
			m.add(len(out), last, 1, 1)
			out = append(out, gap...)
		}
		word := string(v[loc[0]:loc[1]])
		dec, err := wordDecoder.Decode(word)
		if err != nil {
			dec = word
			m.add(len(out), loc[0], 1, 1)
		} else {
			m.add(len(out), loc[0], 1, 0)
		}
		out = append(out, dec...)
		last = loc[1]
		prevWordEnd = loc[1]
	}
	m.add(len(out), last, 1, 1)
	out = append(out, v[last:]...)
	m.add(len(out), len(v), 1, 1)
	return out, m
}
