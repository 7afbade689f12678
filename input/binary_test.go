package input

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// TestBinary checks that a binary input (a NUL byte in the first block) is
// skipped in every mode but read as text, whole and as it is, with Binary,
// and that its segment is not the text of a file (no fix rewrites it).
func TestBinary(t *testing.T) {
	const bin = "ELF\x00\x00 http://example.com/a|b\n"
	for _, mode := range []Mode{Auto, Text} {
		err := Read("x.bin", strings.NewReader(bin), mode, nil, func(Segment) error {
			t.Errorf("mode %v: a segment of a binary input", mode)
			return nil
		})
		var skip *SkipError
		if !errors.As(err, &skip) {
			t.Errorf("mode %v: err = %v, want a *SkipError", mode, err)
		}
		var segs []Segment
		var texts []string
		err = Read("x.bin", strings.NewReader(bin), mode|Binary, nil, func(s Segment) error {
			b, err := io.ReadAll(s.Text)
			segs, texts = append(segs, s), append(texts, string(b))
			return err
		})
		if err != nil || len(segs) != 1 {
			t.Fatalf("mode %v|Binary: %d segments, err %v", mode, len(segs), err)
		}
		if texts[0] != bin || segs[0].Kind != BinaryKind || segs[0].File() {
			t.Errorf("mode %v|Binary: text %q kind %q file %v, want the input, %q, not a file", mode, texts[0], segs[0].Kind, segs[0].File(), BinaryKind)
		}
		if got := (mode | Binary).String(); got != mode.String() {
			t.Errorf("(%v|Binary).String() = %q", mode, got)
		}
	}
	// Text is read as it was without Binary.
	var kind string
	err := Read("x.txt", strings.NewReader("http://example.com/\n"), Text|Binary, nil, func(s Segment) error {
		kind = s.Kind
		return nil
	})
	if err != nil || kind != "text/plain" {
		t.Errorf("text with Binary: kind %q, err %v", kind, err)
	}
}
