package printer

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// TestMaskedForPrintedFields: every line format prints, byte for byte,
// what it printed when the boundary masker read every field of a record
// (masked), now that it reads only the fields the format prints
// (maskedFor with the table's prints): records whose every text field
// is drawn from texts with and without secrets, "@" in prose, controls
// and other scripts, with and without a mail's or a web archive's
// origin, masked by the producer or not, with --show-secrets or not.
func TestMaskedForPrintedFields(t *testing.T) {
	texts := []string{
		"", "plain", "https://h.example/a", "https://alice:hunter2pw@h.example/x",
		"ftp://bob:s3cr3tpw@ftp.example:21/f", "write to a@b.example", "<id.1@mail.example>",
		"dir/alice:pw1234567@host/file.txt", "caf\u00e9 \u65e5\u672c@x", "a\x1b[31m@b", "telnet://u:p4ssw0rdX@h/",
	}
	r := rand.New(rand.NewPCG(46, 4627))
	draw := func() string { return texts[r.IntN(len(texts))] }
	n := 0
	for _, f := range formats {
		if f.line == nil {
			continue
		}
		for i := 0; i < 3000; i++ {
			show := r.IntN(2) == 0
			o := Options{ShowSecrets: show}
			lf := f.line(o)
			rec := Record{Path: draw(), URL: draw(), Alternative: draw(), Uncertain: draw(), Reference: draw(),
				Message: draw(), Snippet: draw(), Rule: "r", Severity: "warning", Masked: r.IntN(3) == 0,
				Start: pos.Pos{Offset: 3, Line: 1, Column: 4, Char: 4}, End: pos.Pos{Offset: 9, Line: 1, Column: 10, Char: 10}}
			if r.IntN(3) == 0 {
				rec.Origin.MessageID, rec.Origin.Kind = draw(), draw()
			}
			if r.IntN(3) == 0 {
				rec.Origin.WARC = &pos.WARCRecord{Filename: draw(), ID: draw(), TargetURI: draw(), Offset: 7, Length: 9}
			}
			all := lf.Append(nil, masked(&rec, show))
			got := lf.Append(nil, maskedFor(&rec, show, printsOf(f.prints)))
			if !bytes.Equal(got, all) {
				t.Fatalf("%s, show %v: %+v\nprints %q\nwith every field masked %q", f.name, show, rec, got, all)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no line format")
	}
}
