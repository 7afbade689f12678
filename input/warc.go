package input

// warc.go: web archives. A WARC file (WARC/1.0, WARC/1.1; Common Crawl's
// WET and WAT files are WARC files too) is a sequence of records, each a
// header section and a block of Content-Length bytes; crawlers compress
// it as one gzip member per record, so that a record can be fetched alone
// with one range request. The reader reads the records in order, in flat
// memory, and hands the text of the records worth reading to fn:
//
//   - conversion (WET): the text, as text;
//   - response and resource: the payload by its Content-Type (for a
//     response, the HTTP header's): HTML through the HTML reader of mail
//     parts (entities decoded), text as text, anything else skipped;
//   - metadata holding JSON (WAT): the link targets it lists;
//   - request, warcinfo, revisit, other metadata: skipped.
//
// The WARC and HTTP header sections are never read as text. A record of
// bad framing (a Content-Length that does not end at the record's CRLF
// CRLF, a gzip member cut short or corrupt, bytes between records that
// start no record) gets one warning naming its offset and is skipped; the
// reading goes on at the next record found, and the reader returns a
// *DamagedError at the end.

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/urlsift/urlsift/pos"
)

// DamagedError reports an input of which some parts could not be read and
// were skipped (a web archive with records of bad framing); a warning
// named each.
type DamagedError struct {
	Places int // how many damaged places were skipped
}

func (e *DamagedError) Error() string {
	if e.Places == 1 {
		return "a damaged record was skipped (see the warning)"
	}
	return fmt.Sprintf("%d damaged places were skipped (see the warnings)", e.Places)
}

// maxRecordHeader bounds a WARC or HTTP header section.
const maxRecordHeader = 64 << 10

var (
	gzipMagic   = []byte{0x1f, 0x8b, 0x08}
	warcVersion = [][]byte{[]byte("WARC/1.0\r\n"), []byte("WARC/1.1\r\n"), []byte("WARC/1.0\n"), []byte("WARC/1.1\n")}
)

// IsWARCName reports whether name is that of a web archive: *.warc,
// *.warc.gz, *.warc.wet.gz, *.warc.wat.gz (Common Crawl's names), and the
// uncompressed *.warc.wet and *.warc.wat.
func IsWARCName(name string) bool {
	// The end of the name compared in any case: lowering the whole path
	// cost 2% of a walk of GOROOT/src (it is asked for every file). No
	// character lowers to the ASCII letters of these suffixes but
	// themselves. Every suffix ends in "c", "z" or "t": most names are
	// told by their last byte.
	if n := len(name); n < len(".warc") || name[n-1]|0x20 != 'c' && name[n-1]|0x20 != 'z' && name[n-1]|0x20 != 't' {
		return false
	}
	for _, s := range warcSuffixes {
		if len(name) >= len(s) && strings.EqualFold(name[len(name)-len(s):], s) {
			return true
		}
	}
	return false
}

var warcSuffixes = []string{".warc", ".warc.gz", ".warc.wet", ".warc.wet.gz", ".warc.wat", ".warc.wat.gz"}

// ReadsStored reports whether mode reads the file name as it is stored,
// compressed or not, for its own reader decompresses it: a web archive,
// whose record offsets are those of the file as stored. A walk that
// decompresses *.gz files (--search-zip) leaves these alone.
func ReadsStored(mode Mode, name string) bool {
	switch mode &^ Binary {
	case WARC:
		return true
	case Auto:
		return IsWARCName(name)
	}
	return false
}

// sniffWARC: a web archive, by its name or by its first bytes (a WARC
// version line, or a gzip member that starts with one).
func sniffWARC(name string, head []byte) bool {
	if IsWARCName(name) || startsRecord(head) {
		return true
	}
	if !bytes.HasPrefix(head, gzipMagic) {
		return false
	}
	if c, ok := gzipFirstByte(head); ok && c != 'W' {
		// Most *.gz files: their first byte, read after the first
		// block's header, says no (inflating them below was a fifth of
		// the instructions of a walk of /usr/share/doc).
		return false
	}
	// The first bytes of a stream are those the first bytes of its input
	// give: a kilobyte of the head is decoded first, the whole head only
	// when that gives too few (flate decodes up to its window at each
	// read: reading the whole head cost a third of a walk of
	// /usr/share/doc, whose *.gz files were each inflated to 32 KB here).
	// The reader is reused from file to file (its decompressor's
	// buffers are 40 KB).
	zr, _ := sniffReaders.Get().(*gzip.Reader)
	defer func() {
		if zr != nil {
			sniffReaders.Put(zr)
		}
	}()
	for _, in := range [][]byte{head[:min(len(head), gzipSniff)], head} {
		var err error
		if zr == nil {
			zr, err = gzip.NewReader(bytes.NewReader(in))
		} else {
			err = zr.Reset(bytes.NewReader(in))
		}
		if err != nil && len(in) < len(head) {
			continue // a header longer than the kilobyte (a long file name)
		}
		if err != nil {
			return false
		}
		var b [10]byte
		n, _ := io.ReadFull(zr, b[:])
		if n == len(b) || len(in) == len(head) {
			return startsRecord(b[:n])
		}
	}
	return false
}

// sniffReaders keeps the gzip readers of sniffWARC.
var sniffReaders sync.Pool // of *gzip.Reader

// gzipSniff is how much of a gzip file's head sniffWARC decodes first.
const gzipSniff = 1 << 10

func startsRecord(b []byte) bool {
	for _, v := range warcVersion {
		if bytes.HasPrefix(b, v) {
			return true
		}
	}
	return false
}

// warcReader reads one web archive.
type warcReader struct {
	name string
	warn func(string)
	fn   func(Segment) error
	raw  *warcBuf // the file as stored
	data *warcBuf // the decompressed stream (raw itself for a file not compressed)
	zr   *gzip.Reader

	gz          bool
	memberStart int64 // stored offset of the current gzip member
	memberData  int64 // offset in the decompressed stream where it starts
	block       []byte
	damaged     int
	// pending is a damage not yet reported: the reader is looking for
	// the next record after it.
	pending string
	// encodings counts response records skipped for a Content-Encoding
	// the reader does not decode.
	encodings map[string]int
	maxPart   int64 // bytes kept of a block (Options.MaxPart)
}

func readWARCInput(br *bufio.Reader, name string, head []byte, o Options, warn func(string), fn func(Segment) error) error {
	w := &warcReader{name: name, warn: warn, fn: fn, maxPart: int64(o.maxPart())}
	w.raw = newWARCBuf(br, false)
	var err error
	if bytes.HasPrefix(head, gzipMagic) || strings.HasSuffix(strings.ToLower(name), ".gz") && !startsRecord(head) {
		w.gz = true
		err = w.members()
	} else {
		w.raw.lines = true
		w.data = w.raw
		err = w.records(false)
	}
	var re readError
	if errors.As(err, &re) {
		return re.err
	}
	var fe fnError
	if errors.As(err, &fe) {
		return fe.err
	}
	if err != nil {
		return err
	}
	w.report("")
	for _, enc := range sortedKeys(w.encodings) {
		w.warn(fmt.Sprintf("%d response records with Content-Encoding %q were not read", w.encodings[enc], enc))
	}
	if w.damaged > 0 {
		return &DamagedError{Places: w.damaged}
	}
	return nil
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

// damage notes a damaged place; the warning is given when the reading
// finds its footing again (report), saying where it went on.
func (w *warcReader) damage(format string, args ...any) {
	if w.pending != "" {
		return // the same damage, seen again while looking for a record
	}
	w.damaged++
	w.pending = fmt.Sprintf(format, args...)
}

// report gives the pending warning, with where the reading went on
// (next, "" at the end of the file).
func (w *warcReader) report(next string) {
	if w.pending == "" {
		return
	}
	if next == "" {
		w.warn(w.pending + "; nothing readable follows")
	} else {
		w.warn(w.pending + "; went on at " + next)
	}
	w.pending = ""
}

// errNoRecord says a gzip member found while looking for the next record
// after a damaged one does not start with a record.
var errNoRecord = errors.New("no record")

// members reads the gzip members of the file one after the other, each
// holding one record (or, in a file compressed as one stream, all).
func (w *warcReader) members() error {
	w.data = newWARCBuf(nil, true)
	for {
		start := w.raw.off()
		w.raw.setMark()
		if len(w.raw.peek(1)) == 0 {
			if err := w.raw.err; err != nil && err != io.EOF {
				return err
			}
			return nil
		}
		var err error
		if w.zr == nil {
			w.zr, err = gzip.NewReader(w.raw)
		} else {
			err = w.zr.Reset(w.raw)
		}
		if err == nil {
			w.zr.Multistream(false)
			w.memberStart = start
			w.data.reset(w.zr)
			w.memberData = w.data.off()
			err = w.records(true)
		}
		if rerr := w.raw.err; rerr != nil && rerr != io.EOF {
			return rerr
		}
		var fe fnError
		var re readError
		switch {
		case err == nil:
			continue
		case errors.As(err, &fe):
			return fe.err
		case errors.As(err, &re):
			return re.err
		case err == errNoRecord:
		case errors.Is(err, gzip.ErrHeader):
			w.damage("offset %d: not a gzip member (garbage between records)", start)
		case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
			w.damage("gzip member at offset %d: cut short (the file ends inside it)", start)
		default:
			w.damage("gzip member at offset %d: damaged (%v)", start, err)
		}
		// Look for the next member from just after this one's start.
		if !w.raw.rewind(start + 1) {
			// The member was longer than the mark keeps: go on from here.
			w.raw.mark = -1
		}
		if !w.raw.seek(false, gzipMagic) {
			if rerr := w.raw.err; rerr != nil && rerr != io.EOF {
				return rerr
			}
			return nil
		}
	}
}

// readError wraps an error of the underlying reader (not damage): it stops
// the reading.
type readError struct{ err error }

func (e readError) Error() string { return e.err.Error() }

// fnError wraps an error of fn: it stops the reading.
type fnError struct{ err error }

func (e fnError) Error() string { return e.err.Error() }

// warcHeader is what the reader takes from a record's header section.
type warcHeader struct {
	version, typ, id, target, ctype string
	length                          int64
	hasLength                       bool
}

// records reads the records of the decompressed stream w.data up to its
// end (the end of the member, for a gzip file). A damaged record is
// skipped: in a member, with the rest of the member.
func (w *warcReader) records(member bool) error {
	d := w.data
	first := true
	for {
		// Blank lines between records are no damage.
		for {
			p := d.peek(2)
			if len(p) > 0 && p[0] == '\n' {
				d.skip(1)
			} else if len(p) == 2 && p[0] == '\r' && p[1] == '\n' {
				d.skip(2)
			} else {
				break
			}
		}
		if len(d.peek(1)) == 0 {
			return w.streamEnd()
		}
		recStart := d.off()
		d.setMark()
		if !startsRecord(d.peek(10)) {
			if member && first && w.pending != "" {
				return errNoRecord // a false start found while resyncing
			}
			w.damage("%s: no WARC record starts here (garbage between records)", w.where(recStart, member))
			if !w.resync(recStart) {
				return w.streamEnd()
			}
			continue
		}
		if w.pending != "" {
			w.report(w.where(recStart, member))
		}
		h, ok := w.header()
		if !ok && d.err != nil && d.err != io.EOF {
			return w.streamErr(d.err)
		}
		if !ok {
			w.damage("%s: WARC header section %s", w.where(recStart, member), h.version)
			if !w.resync(recStart) {
				return w.streamEnd()
			}
			continue
		}
		blockStart, blockLine := d.off(), d.line
		kind := recordKind(h)
		var got int64
		truncated := false
		if kind == skipRecord {
			got = d.skip(h.length)
		} else {
			n := min(h.length, w.maxPart)
			if int64(cap(w.block)) < n {
				w.block = make([]byte, n)
			}
			w.block = w.block[:n]
			got = int64(d.readFull(w.block))
			if got == n && h.length > n {
				got += d.skip(h.length - n)
				truncated = true
			}
		}
		if got < h.length {
			if d.err != nil && d.err != io.EOF {
				return w.streamErr(d.err)
			}
			w.damage("%s: Content-Length %d but the %s ends after %d bytes", w.where(recStart, member), h.length, w.unit(member), got)
			if !w.resync(recStart) {
				return w.streamEnd()
			}
			continue
		}
		// The block ends with CRLF CRLF (a bare LF LF is taken too, and so
		// is the end of the member or file right after the block).
		switch t := d.peek(4); {
		case bytes.Equal(t, []byte("\r\n\r\n")):
			d.skip(4)
		case bytes.HasPrefix(t, []byte("\n\n")):
			d.skip(2)
		case len(t) == 0 && (d.err == nil || d.err == io.EOF):
		default:
			if d.err != nil && d.err != io.EOF {
				return w.streamErr(d.err)
			}
			w.damage("%s: the block does not end where Content-Length (%d) says", w.where(recStart, member), h.length)
			if !w.resync(recStart) {
				return w.streamEnd()
			}
			continue
		}
		rec := &pos.WARCRecord{Filename: w.name, ID: strings.TrimSuffix(strings.TrimPrefix(h.id, "<"), ">"), TargetURI: h.target, Type: h.typ}
		rec.Offset, rec.Length = recStart, d.off()-recStart
		ended := len(d.peek(1)) == 0
		if ended && d.err != nil && d.err != io.EOF {
			// The gzip member's checksum or its end is wrong: the record
			// is not read.
			return w.streamErr(d.err)
		}
		if member && first && ended {
			// The record has its gzip member to itself: its place is the
			// member's, as stored.
			rec.Offset, rec.Length = w.memberStart, w.raw.off()-w.memberStart
		}
		first = false
		if kind != skipRecord {
			loc := blockLoc{start: blockStart, line: blockLine}
			if err := w.emit(rec, h, kind, w.block, loc, truncated); err != nil {
				return fnError{err}
			}
		}
	}
}

// where names a place: its offset in the file or, in a gzip file, its
// gzip member as stored (and the offset in the decompressed stream when
// the member holds more than one record).
func (w *warcReader) where(off int64, member bool) string {
	switch {
	case !member:
		return fmt.Sprintf("offset %d", off)
	case off == w.memberData:
		return fmt.Sprintf("gzip member at offset %d", w.memberStart)
	}
	return fmt.Sprintf("offset %d of the decompressed stream (gzip member at offset %d)", off, w.memberStart)
}

func (w *warcReader) unit(member bool) string {
	if member {
		return "gzip member"
	}
	return "file"
}

// streamEnd ends the records of a member or file: nil at a clean end, the
// error that stopped the stream otherwise.
func (w *warcReader) streamEnd() error {
	if err := w.data.err; err != nil && err != io.EOF {
		return w.streamErr(err)
	}
	return nil
}

// streamErr sorts an error of the decompressed stream: a failure to read
// the file (readError), or damage of the gzip member, returned as it is
// for members to report.
func (w *warcReader) streamErr(err error) error {
	if rerr := w.raw.err; rerr != nil && rerr != io.EOF {
		return readError{rerr}
	}
	if !w.gz {
		return readError{err}
	}
	return err
}

// resync looks for the next record after the one at start: the next
// WARC version line at the start of a line, in the rest of the stream (of
// the gzip member, in a gzip file: the next member starts a record
// anyway). It reports whether it found one.
func (w *warcReader) resync(start int64) bool {
	d := w.data
	if !d.rewind(start + 1) {
		d.mark = -1 // the record was longer than the mark keeps: go on from here
	}
	return d.seek(true, warcVersion...)
}

// header reads a record's header section: the version line and the named
// fields, up to the empty line. It is not ok when the section is longer
// than maxRecordHeader, ends before its empty line, or has no usable
// Content-Length; h.version then says what went wrong.
func (w *warcReader) header() (h warcHeader, ok bool) {
	d := w.data
	n := 0
	for first := true; ; first = false {
		l := d.readLine(maxRecordHeader)
		n += len(l)
		if n > maxRecordHeader {
			return warcHeader{version: fmt.Sprintf("longer than %d KiB", maxRecordHeader>>10)}, false
		}
		if len(l) == 0 || l[len(l)-1] != '\n' {
			return warcHeader{version: "cut short"}, false
		}
		l = bytes.TrimRight(l, "\r\n")
		if first {
			h.version = string(l)
			continue
		}
		if len(l) == 0 {
			break
		}
		name, value, ok := headerField(l)
		if !ok {
			continue // a folded line continues a field the reader does not need
		}
		switch {
		case bytes.EqualFold(name, []byte("WARC-Type")):
			h.typ = strings.ToLower(value)
		case bytes.EqualFold(name, []byte("WARC-Record-ID")):
			h.id = value
		case bytes.EqualFold(name, []byte("WARC-Target-URI")):
			h.target = strings.TrimSuffix(strings.TrimPrefix(value, "<"), ">")
		case bytes.EqualFold(name, []byte("Content-Type")):
			h.ctype = value
		case bytes.EqualFold(name, []byte("Content-Length")):
			v, err := strconv.ParseInt(value, 10, 64)
			if err != nil || v < 0 {
				return warcHeader{version: fmt.Sprintf("has a bad Content-Length %q", value)}, false
			}
			h.length, h.hasLength = v, true
		}
	}
	if !h.hasLength {
		return warcHeader{version: "has no Content-Length"}, false
	}
	return h, true
}

// headerField splits a header line (without its line break) into its
// name and value; not ok for a folded line or one without a colon.
func headerField(l []byte) (name []byte, value string, ok bool) {
	if len(l) == 0 || l[0] == ' ' || l[0] == '\t' {
		return nil, "", false
	}
	c := bytes.IndexByte(l, ':')
	if c <= 0 {
		return nil, "", false
	}
	return bytes.TrimSpace(l[:c]), string(bytes.TrimSpace(l[c+1:])), true
}

// What is read of a record.
type recordRead uint8

const (
	skipRecord    recordRead = iota
	payloadRecord            // its block is the payload: conversion, resource
	httpRecord               // its block is an HTTP message whose body is the payload
	watRecord                // WAT metadata: JSON whose link targets are read
)

// recordKind says what is read of a record, by its type and the Content-Type
// of its block.
func recordKind(h warcHeader) recordRead {
	media, _, _ := strings.Cut(strings.ToLower(h.ctype), ";")
	media = strings.TrimSpace(media)
	switch h.typ {
	case "conversion", "resource":
		return payloadRecord
	case "response":
		if media == "application/http" {
			return httpRecord
		}
		return payloadRecord // not HTTP (dns:, ...): by its Content-Type
	case "metadata":
		if media == "application/json" {
			return watRecord
		}
	}
	return skipRecord
}

// What a payload is read as.
type payloadKind uint8

const (
	skipPayload payloadKind = iota
	textPayload
	htmlPayload
)

// payloadKindOf says how to read a payload of Content-Type ctype: HTML,
// text (text/*, JSON, XML, JavaScript), or not at all. A payload without a
// type is HTML when it starts like HTML, text when it looks like text.
// Text holding a NUL byte in its first block is not read (mislabelled).
func payloadKindOf(ctype string, payload []byte) payloadKind {
	media, _, _ := strings.Cut(strings.ToLower(ctype), ";")
	media = strings.TrimSpace(media)
	head := payload[:min(len(payload), sniffSize)]
	if bytes.IndexByte(head, 0) >= 0 {
		return skipPayload
	}
	switch {
	case media == "text/html", media == "application/xhtml+xml":
		return htmlPayload
	case strings.HasPrefix(media, "text/"),
		media == "application/json", strings.HasSuffix(media, "+json"),
		media == "application/xml", strings.HasSuffix(media, "+xml"),
		media == "application/javascript", media == "application/x-javascript", media == "application/ecmascript":
		return textPayload
	case media == "" || media == "unknown/unknown" || media == "application/unknown":
		t := bytes.ToLower(bytes.TrimLeft(head[:min(len(head), 512)], " \t\r\n\ufeff"))
		if bytes.HasPrefix(t, []byte("<!doctype html")) || bytes.HasPrefix(t, []byte("<html")) {
			return htmlPayload
		}
		return textPayload
	}
	return skipPayload
}

// blockLoc is where a record's block stands in the decompressed stream.
type blockLoc struct {
	start int64 // offset of its first byte
	line  int   // line of its first byte (which starts the line)
}

// emit hands the text of a record to fn.
func (w *warcReader) emit(rec *pos.WARCRecord, h warcHeader, kind recordRead, block []byte, loc blockLoc, truncated bool) error {
	if truncated {
		w.warn(fmt.Sprintf("record <%s> at offset %d: block larger than %s; only the first %[3]s are read", rec.ID, rec.Offset, size(int(w.maxPart))))
	}
	ctype := h.ctype
	payload := 0     // where the payload starts in the block
	var body *offMap // decoded payload -> block offsets, from payload; nil: as stored
	data := block
	switch kind {
	case httpRecord:
		hdr, ok := parseHTTPHeader(block)
		if !ok {
			return nil // no HTTP response: nothing to read
		}
		payload = hdr.end
		ctype = hdr.ctype
		data = block[payload:]
		if hdr.chunked {
			data, body = dechunk(data)
		}
		switch hdr.encoding {
		case "", "identity":
		case "gzip", "x-gzip", "deflate":
			dec, err := decodeBody(data, hdr.encoding, w.maxPart)
			if err != nil && len(dec) == 0 {
				return nil
			}
			// Every decoded byte stands where the encoded body starts.
			data, body = dec, &offMap{runs: []run{{dec: 0, src: 0, dstep: 1, sstep: 0}}}
		default:
			if w.encodings == nil {
				w.encodings = map[string]int{}
			}
			w.encodings[hdr.encoding]++
			return nil
		}
	case watRecord:
		ctype = "application/json"
	}
	var text []byte
	var maps []*offMap // text -> decoded payload, outermost first
	switch {
	case kind == watRecord:
		var m *offMap
		text, m = watLinks(data)
		maps = append(maps, m)
	default:
		pk := payloadKindOf(ctype, data)
		if pk == skipPayload {
			return nil
		}
		text = data
		_, params, _ := strings.Cut(ctype, ";")
		if cs := charsetParam(params); cs != "" {
			if enc, err := lookupCharset(cs); err == nil && enc != nil {
				var m *offMap
				text, m = decodeCharset(text, cs, enc)
				maps = append(maps, m)
			}
		}
		if pk == htmlPayload {
			var m *offMap
			text, m = htmlText(text)
			maps = append([]*offMap{m}, maps...)
		}
		media, _, _ := strings.Cut(ctype, ";")
		ctype = strings.ToLower(strings.TrimSpace(media))
	}
	rm := &recordMap{block: block, loc: loc, payload: payload, payloadLen: len(data), body: body, text: maps}
	identity := len(maps) == 0 && body == nil
	if identity {
		rm.payloadLine = loc.line + bytes.Count(block[:payload], []byte{'\n'})
	} else {
		w.block = nil // the segment's map reads the block: it is not reused
	}
	seg := Segment{
		Text:      bytes.NewReader(text),
		Map:       pos.Func(rm.stream),
		Origin:    pos.Origin{Kind: ctype, WARC: rec},
		Truncated: truncated,
		Payload:   pos.Func(rm.inPayload),
	}
	if identity {
		seg.Map, seg.Payload = pos.Func(rm.streamIdentity), pos.Mapper{}
	}
	return w.fn(seg)
}

func charsetParam(params string) string {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(p, "=")
		if ok && strings.EqualFold(strings.TrimSpace(k), "charset") {
			return strings.Trim(strings.TrimSpace(v), `"'`)
		}
	}
	return ""
}

// recordMap maps positions in the text of a record to the decompressed
// stream and to the record's decoded payload.
type recordMap struct {
	block       []byte
	loc         blockLoc
	payload     int       // offset of the payload in the block
	payloadLen  int       // length of the decoded payload
	payloadLine int       // line of the payload's first byte (identity only)
	body        *offMap   // decoded payload -> stored payload (chunked, gzip); nil: the same
	text        []*offMap // text -> decoded payload, outermost first
	// A cursor for line numbers: the block's line at offset cur (a line
	// start at curBOL).
	cur, curLine, curBOL int
}

// streamIdentity is stream for a text that is the payload as stored.
func (m *recordMap) streamIdentity(p pos.Pos) pos.Pos {
	p.Offset += int(m.loc.start) + m.payload
	p.Line += m.payloadLine - 1
	return p
}

// inPayload maps a position of the text to its offset in the decoded
// payload (Offset alone is set).
func (m *recordMap) inPayload(p pos.Pos) pos.Pos {
	d := chain(p.Offset, m.text...)
	return pos.Pos{Offset: max(0, min(d, m.payloadLen))}
}

// stream maps a position of the text to the decompressed stream.
func (m *recordMap) stream(p pos.Pos) pos.Pos {
	d := m.inPayload(p).Offset
	if m.body != nil {
		d = m.body.lookup(d)
	}
	b := max(0, min(m.payload+d, len(m.block)))
	if b < m.cur {
		m.cur, m.curLine, m.curBOL = 0, 0, 0
	}
	seg := m.block[m.cur:b]
	if k := bytes.LastIndexByte(seg, '\n'); k >= 0 {
		m.curLine += bytes.Count(seg, []byte{'\n'})
		m.curBOL = m.cur + k + 1
	}
	m.cur = b
	return pos.Pos{Offset: int(m.loc.start) + b, Line: m.loc.line + m.curLine, Column: b - m.curBOL + 1}
}

// httpHeader is what the reader takes from an HTTP response's header.
type httpHeader struct {
	end      int // offset of the body
	ctype    string
	encoding string // Content-Encoding, lower case
	chunked  bool
}

// parseHTTPHeader reads the status line and header of an HTTP response
// at the start of block.
func parseHTTPHeader(block []byte) (h httpHeader, ok bool) {
	if !bytes.HasPrefix(block, []byte("HTTP/")) {
		return h, false
	}
	rest := block
	off := 0
	for first := true; ; first = false {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 || off > maxRecordHeader {
			return h, false
		}
		l := bytes.TrimRight(rest[:i], "\r")
		off += i + 1
		rest = rest[i+1:]
		if first {
			continue
		}
		if len(l) == 0 {
			break
		}
		name, value, ok := headerField(l)
		if !ok {
			continue
		}
		switch {
		case bytes.EqualFold(name, []byte("Content-Type")):
			h.ctype = value
		case bytes.EqualFold(name, []byte("Content-Encoding")):
			h.encoding = strings.ToLower(value)
		case bytes.EqualFold(name, []byte("Transfer-Encoding")):
			h.chunked = strings.Contains(strings.ToLower(value), "chunked")
		}
	}
	h.end = off
	return h, true
}

// dechunk undoes HTTP/1.1 chunked transfer coding; each chunk's bytes map
// to where they stand. A body that is not in chunks after all is taken as
// it is.
func dechunk(b []byte) ([]byte, *offMap) {
	out := make([]byte, 0, len(b))
	m := &offMap{}
	i := 0
	for i < len(b) {
		e := bytes.IndexByte(b[i:], '\n')
		if e < 0 {
			break
		}
		sizeText, _, _ := bytes.Cut(bytes.TrimSpace(b[i:i+e]), []byte(";"))
		size, err := strconv.ParseInt(string(bytes.TrimSpace(sizeText)), 16, 64)
		if err != nil || size < 0 {
			if i == 0 {
				return b, nil
			}
			break
		}
		i += e + 1
		if size == 0 {
			break
		}
		n := int(min(size, int64(len(b)-i)))
		m.add(len(out), i, 1, 1)
		out = append(out, b[i:i+n]...)
		i += n
		if i < len(b) && b[i] == '\r' {
			i++
		}
		if i < len(b) && b[i] == '\n' {
			i++
		}
	}
	m.add(len(out), i, 1, 0)
	return out, m
}

// decodeBody undoes a gzip or deflate Content-Encoding, up to max bytes.
func decodeBody(b []byte, enc string, max int64) ([]byte, error) {
	var r io.Reader
	if enc == "deflate" {
		// "deflate" is zlib in the standard and raw deflate in practice:
		// raw is tried when the zlib header is not there.
		if len(b) >= 2 && (uint16(b[0])<<8|uint16(b[1]))%31 == 0 && b[0]&0x0f == 8 {
			b = b[2:]
		}
		r = flate.NewReader(bytes.NewReader(b))
	} else {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		r = zr
	}
	return io.ReadAll(io.LimitReader(r, max))
}

// watLinks builds the text of a WAT metadata record: the link targets it
// lists, each in double quotes on a line of its own, mapped to where the
// JSON string stands. A link target is the "url" member of an object
// that is an element of an array (HTML-Metadata's Links, Head's Link and
// Scripts, ...).
func watLinks(src []byte) ([]byte, *offMap) {
	w := &htmlWriter{out: make([]byte, 0, len(src)/8), m: &offMap{}}
	dec := json.NewDecoder(bytes.NewReader(src))
	type frame struct {
		object  bool
		inArray bool // an object that is an element of an array
		key     string
		wantKey bool
	}
	var stack []frame
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		var top *frame
		if len(stack) > 0 {
			top = &stack[len(stack)-1]
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{':
				stack = append(stack, frame{object: true, inArray: top != nil && !top.object, wantKey: true})
			case '[':
				stack = append(stack, frame{})
			default:
				stack = stack[:len(stack)-1]
				if len(stack) > 0 && stack[len(stack)-1].object {
					stack[len(stack)-1].wantKey = true
				}
			}
			continue
		case string:
			if top != nil && top.object && top.wantKey {
				top.key, top.wantKey = t, false
				continue
			}
			if top != nil && top.object && top.inArray && top.key == "url" {
				end := int(dec.InputOffset()) - 1 // the closing quote
				if start := jsonStringStart(src, end); start >= 0 {
					w.jsonValue(src[start:end], start)
				}
			}
		}
		if top != nil && top.object {
			top.wantKey = true
		}
	}
	w.m.add(len(w.out), len(src), 1, 0)
	return w.out, w.m
}

// jsonStringStart finds the first byte of the JSON string whose closing
// quote is at end: after the last quote before it that no backslash
// escapes. -1 when there is none.
func jsonStringStart(src []byte, end int) int {
	if end <= 0 || end >= len(src) || src[end] != '"' {
		return -1
	}
	for q := end - 1; q >= 0; q-- {
		if src[q] != '"' {
			continue
		}
		bs := 0
		for k := q - 1; k >= 0 && src[k] == '\\'; k-- {
			bs++
		}
		if bs%2 == 0 {
			return q + 1
		}
	}
	return -1
}

// jsonValue adds a JSON string's contents (raw, escapes and all, at
// offset at) as a quoted line: escapes are decoded, each mapping to its
// backslash.
func (w *htmlWriter) jsonValue(raw []byte, at int) {
	var val string
	if err := json.Unmarshal(append(append([]byte{'"'}, raw...), '"'), &val); err != nil || strings.TrimSpace(val) == "" {
		return
	}
	w.sep(at - 1)
	open, close := wrapperFor(val)
	w.m.add(len(w.out), at-1, 1, 0)
	w.out = append(w.out, open...)
	for i := 0; i < len(raw); {
		bs := bytes.IndexByte(raw[i:], '\\')
		if bs != 0 {
			end := len(raw)
			if bs > 0 {
				end = i + bs
			}
			w.m.add(len(w.out), at+i, 1, 1)
			w.out = append(w.out, raw[i:end]...)
			i = end
			continue
		}
		j := i + 2
		if i+1 < len(raw) && raw[i+1] == 'u' {
			j = i + 6
			// A surrogate pair is one character.
			if j+6 <= len(raw) && raw[j] == '\\' && raw[j+1] == 'u' {
				if v, err := strconv.ParseUint(string(raw[i+2:j]), 16, 16); err == nil && v >= 0xD800 && v < 0xDC00 {
					j += 6
				}
			}
		}
		j = min(j, len(raw))
		var s string
		if err := json.Unmarshal(append(append([]byte{'"'}, raw[i:j]...), '"'), &s); err != nil {
			s = string(raw[i:j])
		}
		w.m.add(len(w.out), at+i, len(s), j-i)
		w.out = append(w.out, s...)
		i = j
	}
	w.m.add(len(w.out), at+len(raw), 1, 0)
	w.out = append(w.out, close...)
	w.out = append(w.out, '\n')
}
