// Package input turns one file or stream into the text segments that
// urlsift scans: plain text as it is stored (a byte order mark selects UTF-8
// or UTF-16; binary files are skipped); mail decoded part by part (MIME,
// quoted-printable, base64, charsets, RFC 2047, format=flowed, HTML), message
// by message for an mbox (mail.go); and web archives (WARC, Common Crawl's
// WET and WAT) record by record, a record's payload read by its type: HTML
// as a mail part's HTML, text as text, a WAT record's link targets (warc.go).
// The kind of an input is recognised from its name and first bytes, or
// given (Mode, the table of kinds). Every segment maps positions in its
// decoded text back to the file as stored (pos.Mapper), and says where in
// the input it stands (pos.Origin: the message and MIME part, the record).
// A part read whole is held up to a cap (Options.MaxPart); a streamed part
// keeps its positions as far back as its reader asks (pos.Keeper).
package input
