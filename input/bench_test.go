package input

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

func benchRead(b *testing.B, path string, mode Mode) {
	raw, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		err := Read(path, bytes.NewReader(raw), mode, func(string) {}, func(s Segment) error {
			_, err := io.Copy(io.Discard, s.Text)
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadMbox reads the 40-message mbox (7bit, QP, base64 and 8bit
// bodies): MIME walk and decoding, no URL scanning.
func BenchmarkReadMbox(b *testing.B) { benchRead(b, "testdata/mail/many.mbox", Auto) }

// BenchmarkReadHTML reads a real QP multipart/alternative message with HTML.
func BenchmarkReadHTML(b *testing.B) { benchRead(b, "testdata/real/enmime-ctype-bug.eml", Auto) }

// BenchmarkReadUTF16 transcodes a UTF-16 text file.
func BenchmarkReadUTF16(b *testing.B) { benchRead(b, "testdata/text/utf16le.txt", Auto) }

// BenchmarkReadExtractMbox reads the mbox and scans every segment with one
// extract.Scanner, Reset between segments, as a command should.
func BenchmarkReadExtractMbox(b *testing.B) {
	raw, err := os.ReadFile("testdata/mail/many.mbox")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	sc := extract.NewScanner(bytes.NewReader(nil), extract.Options{})
	for b.Loop() {
		n := 0
		err := Read("many.mbox", bytes.NewReader(raw), Auto, func(string) {}, func(s Segment) error {
			sc.Reset(s.Text)
			for sc.Scan() {
				n++
			}
			return sc.Err()
		})
		if err != nil || n != 80 {
			b.Fatalf("%d URLs, %v", n, err)
		}
	}
}
