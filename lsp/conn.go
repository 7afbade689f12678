package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// The JSON-RPC 2.0 error codes the server sends (LSP 3.17 ErrorCodes).
const (
	codeParseError           = -32700
	codeInvalidRequest       = -32600
	codeMethodNotFound       = -32601
	codeInvalidParams        = -32602
	codeInternalError        = -32603
	codeServerNotInitialized = -32002
	codeRequestCancelled     = -32800
	codeInvalidAfterShutdown = -32600 // InvalidRequest, as the specification asks after shutdown
)

// message is any JSON-RPC 2.0 message: a request (ID and Method), a
// notification (Method only) or a response (ID and Result or Error).
type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *respError      `json:"error,omitempty"`
}

type respError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *respError) Error() string { return e.Message }

// errFrame is a framing error the connection cannot recover from: the
// stream is not a sequence of LSP messages.
var errFrame = errors.New("malformed message header")

// errTooLarge reports a message over the size limit; the reader skipped its
// content and can go on.
type errTooLarge struct{ n int64 }

func (e errTooLarge) Error() string {
	return fmt.Sprintf("message of %d bytes is over the limit", e.n)
}

// reader reads the base protocol: header lines, an empty line, then
// Content-Length bytes of JSON.
type reader struct {
	r   *bufio.Reader
	max int64
}

func newReader(r io.Reader, max int64) *reader {
	return &reader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// read returns the content of the next message. Header lines are bounded
// (a line over 4 KiB is a framing error, so a stream without line breaks
// cannot grow memory).
func (r *reader) read() ([]byte, error) {
	length := int64(-1)
	for {
		line, err := r.readLine()
		if err != nil {
			if err == io.EOF && length < 0 {
				return nil, io.EOF
			}
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return nil, err
		}
		if line == "" {
			if length < 0 {
				// Tolerate stray empty lines between messages.
				continue
			}
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, errFrame
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
			if err != nil || n < 0 {
				return nil, errFrame
			}
			length = n
		}
	}
	if length > r.max {
		if _, err := io.CopyN(io.Discard, r.r, length); err != nil {
			return nil, io.ErrUnexpectedEOF
		}
		return nil, errTooLarge{length}
	}
	buf := make([]byte, length)
	if _, err := io.ReadFull(r.r, buf); err != nil {
		return nil, io.ErrUnexpectedEOF
	}
	return buf, nil
}

func (r *reader) readLine() (string, error) {
	var b []byte
	for {
		chunk, isPrefix, err := r.r.ReadLine()
		if err != nil {
			return "", err
		}
		b = append(b, chunk...)
		if len(b) > 4<<10 {
			return "", errFrame
		}
		if !isPrefix {
			return string(bytes.TrimRight(b, "\r")), nil
		}
	}
}

// writer writes messages with their header; safe for concurrent use.
type writer struct {
	mu sync.Mutex
	w  io.Writer
}

func (w *writer) write(m *message) error {
	m.JSONRPC = "2.0"
	body, err := json.Marshal(m)
	if err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := fmt.Fprintf(w.w, "Content-Length: %d\r\n\r\n", len(body)); err != nil {
		return err
	}
	_, err = w.w.Write(body)
	return err
}
