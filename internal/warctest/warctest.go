// Package warctest writes web archives (WARC, WET and WAT files) for tests
// and benchmarks: records one by one, gzip-compressed one member per
// record as crawlers write them, as one stream, or not at all, and a
// generator of realistic files of any size (Corpus).
package warctest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"strconv"
)

// Record is one WARC record to write.
type Record struct {
	Type        string // WARC-Type: warcinfo, conversion, response, request, resource, metadata
	TargetURI   string // WARC-Target-URI ("" for none)
	ID          string // WARC-Record-ID without angle brackets ("" makes one)
	ContentType string // Content-Type of the block
	Block       []byte
	// Length, when not nil, is written as Content-Length instead of the
	// block's length (a record of bad framing).
	Length *int
}

// Bytes returns the record as stored in an uncompressed file: WARC/1.0
// line, header, block and CRLF CRLF.
func (r Record) Bytes(seq int) []byte {
	var b bytes.Buffer
	id := r.ID
	if id == "" {
		id = fmt.Sprintf("urn:uuid:00000000-0000-4000-8000-%012d", seq)
	}
	fmt.Fprintf(&b, "WARC/1.0\r\nWARC-Type: %s\r\n", r.Type)
	if r.TargetURI != "" {
		fmt.Fprintf(&b, "WARC-Target-URI: %s\r\n", r.TargetURI)
	}
	fmt.Fprintf(&b, "WARC-Date: 2026-11-25T10:%02d:%02dZ\r\nWARC-Record-ID: <%s>\r\n", seq/60%60, seq%60, id)
	if r.ContentType != "" {
		fmt.Fprintf(&b, "Content-Type: %s\r\n", r.ContentType)
	}
	n := len(r.Block)
	if r.Length != nil {
		n = *r.Length
	}
	b.WriteString("Content-Length: " + strconv.Itoa(n) + "\r\n\r\n")
	b.Write(r.Block)
	b.WriteString("\r\n\r\n")
	return b.Bytes()
}

// ID returns the WARC-Record-ID Bytes gives record number seq.
func (r Record) RecordID(seq int) string {
	if r.ID != "" {
		return r.ID
	}
	return fmt.Sprintf("urn:uuid:00000000-0000-4000-8000-%012d", seq)
}

// Compression is how a file is compressed.
type Compression int

const (
	Plain     Compression = iota // not compressed: *.warc
	PerRecord                    // one gzip member per record: *.warc.gz, as crawlers write
	OneStream                    // one gzip stream for the whole file
)

// Writer writes records to a file, compressed as asked.
type Writer struct {
	w      io.Writer
	c      Compression
	zw     *gzip.Writer
	seq    int
	offset int64
	// Places holds, for each record written, where it stands as stored
	// (Offset, Length: the gzip member with PerRecord, else the record's
	// bytes in the decompressed stream) and its ID.
	Places []Place
	// KeepPlaces is true unless set false: a writer of a large file for
	// a benchmark keeps no Places (they hold the records).
	KeepPlaces bool
	dOff       int64 // offset in the decompressed stream
	zbuf       bytes.Buffer
	zw1        *gzip.Writer
}

// Place is where a record was written.
type Place struct {
	ID             string
	Offset, Length int64 // as stored (PerRecord) or in the decompressed stream
	StreamOffset   int64 // of the record in the decompressed stream
	BlockOffset    int64 // of its block in the decompressed stream
	StreamLength   int64
	Record         Record
}

// NewWriter returns a Writer to w.
func NewWriter(w io.Writer, c Compression) *Writer {
	wr := &Writer{w: w, c: c, KeepPlaces: true}
	if c == OneStream {
		wr.zw = gzip.NewWriter(w)
	}
	return wr
}

// Write writes one record.
func (w *Writer) Write(r Record) error {
	w.seq++
	b := r.Bytes(w.seq)
	p := Place{ID: r.RecordID(w.seq), StreamOffset: w.dOff, StreamLength: int64(len(b)), Record: r}
	p.BlockOffset = w.dOff + int64(bytes.Index(b, []byte("\r\n\r\n"))+4)
	p.Offset, p.Length = w.dOff, int64(len(b))
	w.dOff += int64(len(b))
	switch w.c {
	case Plain:
		if _, err := w.w.Write(b); err != nil {
			return err
		}
	case OneStream:
		if _, err := w.zw.Write(b); err != nil {
			return err
		}
	case PerRecord:
		w.zbuf.Reset()
		if w.zw1 == nil {
			w.zw1 = gzip.NewWriter(&w.zbuf)
		} else {
			w.zw1.Reset(&w.zbuf)
		}
		w.zw1.Write(b)
		w.zw1.Close()
		p.Offset, p.Length = w.offset, int64(w.zbuf.Len())
		if _, err := w.w.Write(w.zbuf.Bytes()); err != nil {
			return err
		}
		w.offset += int64(w.zbuf.Len())
	}
	if w.KeepPlaces {
		w.Places = append(w.Places, p)
	}
	return nil
}

// Close ends the file (the gzip stream of OneStream).
func (w *Writer) Close() error {
	if w.zw != nil {
		return w.zw.Close()
	}
	return nil
}

// File returns the bytes of a file of recs.
func File(c Compression, recs ...Record) ([]byte, []Place) {
	var b bytes.Buffer
	w := NewWriter(&b, c)
	for _, r := range recs {
		w.Write(r)
	}
	w.Close()
	return b.Bytes(), w.Places
}

// HTTP returns the block of an HTTP response record: status line, the
// header fields given (name, value pairs) and body.
func HTTP(body []byte, fields ...string) []byte {
	var b bytes.Buffer
	b.WriteString("HTTP/1.1 200 OK\r\n")
	for i := 0; i+1 < len(fields); i += 2 {
		b.WriteString(fields[i] + ": " + fields[i+1] + "\r\n")
	}
	b.WriteString("Content-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n")
	b.Write(body)
	return b.Bytes()
}
