package printer

import (
	"strconv"

	"github.com/urlsift/urlsift/pos"
)

// warc: the fields of a record found in a web archive (Origin.WARC), named
// as Common Crawl's index names them so that output joins with it.

// appendWARC appends, for a record found in a web archive, the fields
// warc_filename, warc_record_offset, warc_record_length, warc_record_id,
// warc_target_uri (when the record has one), warc_type, and the offsets
// of the URL in the record's decoded payload, warc_payload_offset and
// warc_payload_end_offset; nothing for any other record.
func appendWARC(b []byte, o pos.Origin, html bool) []byte {
	w := o.WARC
	if w == nil {
		return b
	}
	b = appendField(b, "warc_filename", w.Filename, html)
	b = appendInt64(b, "warc_record_offset", w.Offset)
	b = appendInt64(b, "warc_record_length", w.Length)
	b = appendField(b, "warc_record_id", w.ID, html)
	if w.TargetURI != "" {
		b = appendField(b, "warc_target_uri", w.TargetURI, html)
	}
	b = appendField(b, "warc_type", w.Type, html)
	b = appendInt(b, "warc_payload_offset", o.PayloadStart)
	return appendInt(b, "warc_payload_end_offset", o.PayloadEnd)
}

func appendInt64(b []byte, name string, n int64) []byte {
	b = appendKey(b, name)
	return strconv.AppendInt(b, n, 10)
}

// appendWARCLine appends the readable form of a web archive record's
// place that the line format prints after the URL:
// " (record OFFSET+LENGTH TARGET-URI, payload offset N)".
func appendWARCLine(b []byte, o pos.Origin) []byte {
	w := o.WARC
	if w == nil {
		return b
	}
	b = append(b, " (record "...)
	b = strconv.AppendInt(b, w.Offset, 10)
	b = append(b, '+')
	b = strconv.AppendInt(b, w.Length, 10)
	if w.TargetURI != "" {
		b = append(b, ' ')
		b = appendSafe(b, w.TargetURI)
	}
	b = append(b, ", payload offset "...)
	b = strconv.AppendInt(b, int64(o.PayloadStart), 10)
	return append(b, ')')
}

// sarifWARC is a web archive record's place in a SARIF result's property
// bag, with the names of the JSON output.
type sarifWARC struct {
	Filename      string `json:"warc_filename"`
	Offset        int64  `json:"warc_record_offset"`
	Length        int64  `json:"warc_record_length"`
	ID            string `json:"warc_record_id"`
	TargetURI     string `json:"warc_target_uri,omitempty"`
	Type          string `json:"warc_type"`
	PayloadOffset int    `json:"warc_payload_offset"`
	PayloadEnd    int    `json:"warc_payload_end_offset"`
}

func newSARIFWARC(o pos.Origin) *sarifWARC {
	w := o.WARC
	if w == nil {
		return nil
	}
	return &sarifWARC{Filename: w.Filename, Offset: w.Offset, Length: w.Length, ID: w.ID, TargetURI: w.TargetURI, Type: w.Type,
		PayloadOffset: o.PayloadStart, PayloadEnd: o.PayloadEnd}
}
