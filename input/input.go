// Package input turns one file or stream into the text segments that
// urlsift scans: plain text as it is, and (to come) mail decoded part by part.
package input

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/urlsift/urlsift/extract"
)

// Mode says how to read an input.
type Mode uint8

const (
	Auto Mode = iota // recognise mail, read anything else as text
	Text             // plain text, never decoded as mail
	Mail             // a message or an mbox
)

// ParseMode reads the value of --input.
func ParseMode(s string) (Mode, error) {
	switch s {
	case "auto", "":
		return Auto, nil
	case "text":
		return Text, nil
	case "mail":
		return Mail, nil
	}
	return Auto, fmt.Errorf("--input must be auto, text or mail, not %q", s)
}

// Segment is a run of UTF-8 text to scan.
type Segment struct {
	Text      io.Reader                       // UTF-8 text for extract.NewScanner
	Map       func(p extract.Pos) extract.Pos // position in Text -> position in the stored file; nil = identity
	MessageID string                          // mail only
	Part      string                          // MIME path, "" for plain text
	Kind      string                          // "text/plain", "text/html", "header:List-Unsubscribe", ...
}

// SkipError reports an input that is not scanned at all, such as a binary file.
type SkipError struct{ Reason string }

func (e *SkipError) Error() string { return e.Reason }

// sniffSize is how much of an input is read to tell binary from text.
const sniffSize = 8000

// Read calls fn for every segment of r, in order.
func Read(name string, r io.Reader, mode Mode, warn func(msg string), fn func(Segment) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	head, err := br.Peek(sniffSize)
	if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return err
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return &SkipError{Reason: "binary file (NUL byte in the first block), skipped"}
	}
	return fn(Segment{Text: br, Kind: "text/plain"})
}
