package input

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/urlsift/urlsift/pos"
)

// Mode says how to read an input: Auto, or one of the kinds of input.
type Mode uint8

const (
	Auto Mode = iota // recognise mail, read anything else as text
	Text             // plain text, never decoded as mail
	Mail             // a message or an mbox
	WARC             // a web archive: WARC, WET or WAT, compressed or not (warc.go)
)

// Binary, or-ed into a mode, reads a binary file (a NUL byte in the first
// block) as text instead of skipping it, as ripgrep's --text does. Its
// segment's Kind is BinaryKind, so that it is not taken for the text of a
// file that a fix may rewrite (Segment.File).
const Binary Mode = 1 << 7

// BinaryKind is the Kind of the segment of a binary file read as text.
const BinaryKind = "application/octet-stream"

// kinds is the table of the kinds of input: adding one is a file with its
// reader and sniffer, a Mode above and a line here. Auto reads an input as
// the first kind whose sniffer recognises it, and as the kind without one
// (text) when none does.
var kinds = []struct {
	mode Mode
	name string // the value of --input
	// sniff tells, from the file's name and its first bytes, whether Auto
	// reads it as this kind.
	sniff func(name string, head []byte) bool
	// read reads the input; o is a copy (a pointer to ReadOptions's
	// made it escape: an allocation for each file read).
	read func(br *bufio.Reader, name string, head []byte, o Options, warn func(string), fn func(Segment) error) error
}{
	{Text, "text", nil, readTextInput},
	{Mail, "mail", sniffMail, readMailInput},
	{WARC, "warc", sniffWARC, readWARCInput},
}

// Modes returns the values ParseMode knows: "auto", then each kind.
func Modes() []string {
	names := []string{"auto"}
	for _, k := range kinds {
		names = append(names, k.name)
	}
	return names
}

// ParseMode reads a mode by name: "auto" (or "") or a kind of input.
func ParseMode(s string) (Mode, error) {
	if s == "" || s == "auto" {
		return Auto, nil
	}
	for _, k := range kinds {
		if k.name == s {
			return k.mode, nil
		}
	}
	m := Modes()
	return Auto, fmt.Errorf("must be %s or %s, not %q", strings.Join(m[:len(m)-1], ", "), m[len(m)-1], s)
}

func (m Mode) String() string {
	m &^= Binary
	for _, k := range kinds {
		if k.mode == m {
			return k.name
		}
	}
	return "auto"
}

// Segment is a run of UTF-8 text to scan.
type Segment struct {
	Text io.Reader  // UTF-8 text for extract.NewScanner
	Map  pos.Mapper // position in Text -> position in the stored file (the zero Mapper, the identity, for plain UTF-8)
	// Origin is where in the input the text stands: its Kind ("text/plain",
	// "text/html", "header:List-Unsubscribe", ...), and in mail the
	// message (MessageID) and MIME part (Part: "1", "2.1"; "" for a
	// message's own header), in a web archive the record (WARC). Its
	// payload offsets are those of OriginOf.
	pos.Origin
	// Truncated says that the segment is not all the input holds there:
	// a part read whole (UTF-16, ISO-2022) larger than the cap, of which
	// only the first part is read, or what the mail parser cannot walk
	// (MIME nested deeper than 32, an encoded message/rfc822), read as
	// text without decoding its parts. The warning names it; a command's
	// exit status says so. A streamed part may find out only as it is
	// read: Cut says, once Text was read.
	Truncated bool
	// Payload maps a position in Text to its offset in the decoded
	// payload of the web archive record Origin.WARC (WARC input only;
	// only Offset is set).
	Payload pos.Mapper
}

// OriginOf returns where in its input the text from start to end of s
// stands (positions in Text): Origin, with the offsets in a web archive
// record's payload.
func (s *Segment) OriginOf(start, end pos.Pos) pos.Origin {
	o := s.Origin
	if s.WARC != nil {
		o.PayloadStart, o.PayloadEnd = s.Payload.Map(start).Offset, s.Payload.Map(end).Offset
	}
	return o
}

// Cut reports, once the segment's Text was read, whether the segment is
// not all the input holds there: Truncated, or a streamed part whose
// reading ended early (an HTML token larger than the part cap).
func (s *Segment) Cut() bool {
	c, ok := s.Text.(interface{ Cut() bool })
	return s.Truncated || ok && c.Cut()
}

// SkipError reports an input that is not scanned at all, such as a binary file.
type SkipError struct{ Reason string }

func (e *SkipError) Error() string { return e.Reason }

// sniffSize is how much of an input is read to tell binary from text and
// mail from other text.
const sniffSize = 8000

// Read calls fn for every segment of r, in order. name is the input's name
// (only its extension is used: .eml and .mbox are mail in Auto mode).
//
// In Auto mode an input is mail when it is named *.eml or *.mbox, starts
// with an mbox "From " line followed by a header field, or starts with a
// header section that has the fields of a message. Text mode reads every
// input as text; Mail mode reads every input as a message or, when it starts
// with "From ", an mbox.
//
// fn must read a segment's Text before it returns (what it leaves is
// skipped). A text/plain part of a message is streamed: its Text decodes
// the part as it is read, and its Map keeps the position tables of the
// last megabyte of text read (positions older than that map to the oldest
// kept), or as far as its reader asks through pos.Keeper (an
// extract.Scanner asks its window), so that a part of any size is read in
// flat memory. Map may be
// called after fn returns for the other segments, whose tables are small
// or bounded by the part cap.
//
// A binary input (a NUL byte in the first block, no UTF-16 byte order mark,
// no Binary in the mode) gives a *SkipError and no segment. A damaged message gives one warning
// through warn, naming it, and reading goes on with the next one. An error
// from fn stops the reading and is returned.
func Read(name string, r io.Reader, mode Mode, warn func(msg string), fn func(Segment) error) error {
	return ReadOptions(name, r, Options{Mode: mode}, warn, fn)
}

// DefaultMaxPart is Options.MaxPart when it is 0.
const DefaultMaxPart = 32 << 20

// Options say how ReadOptions reads an input. The zero value is Read's.
type Options struct {
	Mode Mode // a kind, or Auto; with Binary or-ed in, a binary file is read as text
	// MaxPart is the most bytes of text kept of a part that is read whole
	// (an HTML, UTF-16 or ISO-2022 mail part, a web archive's block); the
	// rest is skipped, with a warning, and the segment says Truncated. 0
	// means DefaultMaxPart.
	MaxPart int
}

// maxPart is MaxPart or its default.
func (o *Options) maxPart() int {
	if o.MaxPart <= 0 {
		return DefaultMaxPart
	}
	return o.MaxPart
}

// ReadOptions is Read with more to say than the mode (Options).
func ReadOptions(name string, r io.Reader, o Options, warn func(msg string), fn func(Segment) error) error {
	binary := o.Mode&Binary != 0
	mode := o.Mode &^ Binary
	br := bufio.NewReaderSize(r, lineBufMin)
	head, err := br.Peek(sniffSize)
	if err != nil && err != io.EOF && !errors.Is(err, bufio.ErrBufferFull) {
		return err
	}
	fallback := readTextInput
	for _, k := range kinds {
		switch {
		case mode == k.mode && k.sniff == nil && binary:
			return readText(br, true, fn)
		case mode == k.mode, mode == Auto && k.sniff != nil && k.sniff(name, head):
			return k.read(br, name, head, o, warn, fn)
		case k.sniff == nil:
			fallback = k.read
		}
	}
	if binary {
		return readText(br, true, fn) // the kind without a sniffer: text
	}
	return fallback(br, name, head, o, warn, fn)
}

// SniffSize is how many bytes at an input's start tell how ReadOptions
// reads it (Plain).
const SniffSize = sniffSize

// Plain reports whether ReadOptions reads an input named name, whose
// first bytes (SniffSize of them, or all it has) are head, in mode m as
// one segment of UTF-8 text that is the input's own bytes, offset for
// offset: text (in Auto mode, no mail nor web archive by its name or its
// first bytes), with no byte order mark and no NUL byte in head. A file
// read so may be read in parts (internal/split) with the same result.
func Plain(name string, head []byte, m Mode) bool {
	mode := m &^ Binary
	if mode != Auto && mode != Text {
		return false
	}
	for _, k := range kinds {
		if mode == Auto && k.sniff != nil && k.sniff(name, head) {
			return false
		}
	}
	return !bytes.HasPrefix(head, bomUTF8) && !bytes.HasPrefix(head, bomUTF16LE) && !bytes.HasPrefix(head, bomUTF16BE) &&
		bytes.IndexByte(head, 0) < 0
}

// sniffMail: an mbox or a message, by its name or its first bytes.
func sniffMail(name string, head []byte) bool {
	return looksLikeMbox(head) || isMboxName(name) || isMailName(name) || looksLikeMessage(head)
}

// readMailInput reads a message, or an mbox when its name or its first
// line says so.
func readMailInput(br *bufio.Reader, name string, head []byte, o Options, warn func(string), fn func(Segment) error) error {
	return readMail(br, isMboxName(name) || bytes.HasPrefix(head, []byte("From ")), &o, warn, fn)
}

func readTextInput(br *bufio.Reader, _ string, _ []byte, _ Options, _ func(string), fn func(Segment) error) error {
	return readText(br, false, fn)
}

// File reports whether s is the text of a file, not a message or one of
// its parts, nor a binary file named and read as text.
func (s Segment) File() bool {
	return s.Part == "" && s.MessageID == "" && s.Kind == "text/plain"
}

// FileShift returns n and true when s is the text of a file and its
// offsets are those of the stored file plus n (a byte order mark): where a
// fix may be applied.
func (s Segment) FileShift() (n int, ok bool) {
	if !s.File() {
		return 0, false
	}
	return s.Map.Shift()
}

func isMboxName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".mbox", ".mbx":
		return true
	}
	return false
}

func isMailName(name string) bool {
	return strings.EqualFold(filepath.Ext(name), ".eml")
}

// looksLikeMbox reports whether head starts with an mbox "From " line
// followed by a header field.
func looksLikeMbox(head []byte) bool {
	if !bytes.HasPrefix(head, []byte("From ")) {
		return false
	}
	i := bytes.IndexByte(head, '\n')
	if i < 0 {
		return false
	}
	return headerColon(head[i+1:]) > 0
}

// mailFields are header fields that only messages have; a header section
// needs two of them (one of the first six) to be taken for a message.
var mailFields = map[string]int{
	"from": 2, "received": 2, "return-path": 2, "message-id": 2, "delivered-to": 2, "mime-version": 2,
	"to": 1, "cc": 1, "subject": 1, "date": 1, "reply-to": 1, "sender": 1, "in-reply-to": 1,
	"references": 1, "x-mailer": 1, "user-agent": 1, "dkim-signature": 1, "content-type": 1,
	"content-transfer-encoding": 1, "list-id": 1, "list-unsubscribe": 1, "newsgroups": 1, "path": 1,
}

// looksLikeMessage reports whether head starts with a header section (every
// line a field or a continuation, up to an empty line or the end of head)
// that has the fields of a message.
func looksLikeMessage(head []byte) bool {
	strong, known := false, 0
	seen := map[string]bool{}
	for len(head) > 0 {
		i := bytes.IndexByte(head, '\n')
		if i < 0 {
			break // a cut line at the end of the block
		}
		line := head[:i]
		head = head[i+1:]
		if len(bytes.TrimRight(line, "\r")) == 0 {
			break
		}
		if line[0] == ' ' || line[0] == '\t' {
			if known == 0 && len(seen) == 0 {
				return false
			}
			continue
		}
		c := headerColon(line)
		if c <= 0 {
			return false
		}
		n := strings.ToLower(string(bytes.TrimRight(line[:c], " \t")))
		if w := mailFields[n]; w > 0 && !seen[n] {
			known++
			strong = strong || w == 2
		}
		seen[n] = true
	}
	return strong && known >= 2
}

// size writes a number of bytes for a message: "32 MiB", "1000 bytes".
func size(n int) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}
