package input

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// segmentsOf reads data as mail and returns each segment's text and the
// position Map gives for every offset of it (and one past its end),
// computed while the segment is current, as callers use it.
func segmentsOf(t testing.TB, name string, data []byte) (texts []string, maps [][]pos.Pos, warnings []string) {
	err := Read(name, bytes.NewReader(data), Mail, func(msg string) { warnings = append(warnings, msg) }, func(seg Segment) error {
		text, err := io.ReadAll(seg.Text)
		if err != nil {
			return err
		}
		texts = append(texts, fmt.Sprintf("%s|%s|%s|%s", seg.MessageID, seg.Part, seg.Kind, text))
		ps := make([]pos.Pos, 0, len(text)+1)
		line, col := 1, 1
		for off := 0; off <= len(text); off++ {
			ps = append(ps, seg.Map.Map(pos.Pos{Offset: off, Line: line, Column: col}))
			if off < len(text) && text[off] == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		maps = append(maps, ps)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return texts, maps, warnings
}

// streamedLikeWhole checks that streaming the text parts of data in chunks
// of every given size gives the same segments, positions and warnings as
// decoding each part whole; and so again with the lines of the input cut
// in pieces of each of pieces bytes (pieceFor), so that chunks are cut in
// the middle of lines (midCut), as they are in a line longer than a
// megabyte.
func streamedLikeWhole(t testing.TB, name string, data []byte, sizes []int, pieces ...int) {
	defer func(p, b int) { pieceFor, b64SniffFor = p, b }(pieceFor, b64SniffFor)
	if slices.Min(sizes) < 64 {
		b64SniffFor = 64 // base64 in several chunks too
	}
	for _, p := range append([]int{0}, pieces...) {
		pieceFor = p
		streamedLikeWholePieces(t, name, data, sizes)
	}
}

func streamedLikeWholePieces(t testing.TB, name string, data []byte, sizes []int) {
	defer func(s int, on bool) { chunkSizeFor, streamParts = s, on }(chunkSizeFor, streamParts)
	streamParts = false
	wantT, wantM, wantW := segmentsOf(t, name, data)
	streamParts = true
	for _, size := range sizes {
		chunkSizeFor = size
		name := fmt.Sprintf("%s, lines in pieces of %d", name, pieceFor)
		gotT, gotM, gotW := segmentsOf(t, name, data)
		if len(gotT) != len(wantT) {
			t.Fatalf("%s, chunks of %d: %d segments, want %d", name, size, len(gotT), len(wantT))
		}
		for i := range wantT {
			if gotT[i] != wantT[i] {
				t.Fatalf("%s, chunks of %d: segment %d is\n%q\nwant\n%q", name, size, i, gotT[i], wantT[i])
			}
			for off := range wantM[i] {
				if gotM[i][off] != wantM[i][off] {
					t.Fatalf("%s, chunks of %d: segment %d offset %d maps to %+v, want %+v (%q)", name, size, i, off, gotM[i][off], wantM[i][off], wantT[i])
				}
			}
		}
		if fmt.Sprint(gotW) != fmt.Sprint(wantW) {
			t.Fatalf("%s, chunks of %d: warnings %q, want %q", name, size, gotW, wantW)
		}
	}
}

// TestStreamedPartsLikeWhole: every message of the test data reads the
// same streamed in chunks as one line, a few lines or the default, as
// decoded whole.
func TestStreamedPartsLikeWhole(t *testing.T) {
	files, _ := filepath.Glob("testdata/mail/*")
	real, _ := filepath.Glob("testdata/real/*")
	for _, f := range append(files, real...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		streamedLikeWhole(t, f, data, []int{1, 7, 100, chunkSize}, 13)
	}
}

// FuzzStreamedParts: a text part of any body, in every transfer encoding,
// charset and format=flowed, reads the same streamed in small chunks as
// decoded whole.
func FuzzStreamedParts(f *testing.F) {
	f.Add([]byte("see http://a.example/x and \nmore http://b.example/=\n20y\n"), uint8(0), uint8(0), true, false)
	f.Add([]byte("aHR0cDovL2EuZXhhbXBsZS8=\naHR0cA==\n"), uint8(2), uint8(0), false, false)
	f.Add([]byte("caf\xe9 http://c.example/\xe9 \r\n> quoted \r\n>> deeper\r\n\r\n-- \r\nsig"), uint8(1), uint8(1), true, true)
	f.Add([]byte("\x82\xa0 http://d.example/\x82\xa0\n"), uint8(3), uint8(2), false, false)
	f.Add([]byte("<p>see <a href=\"http://h.example/?a=1&amp;b\">x</a>\n<script>http://s.example/</script>&lt;http://e.example/&gt;</p>"), uint8(1), uint8(0x81), false, false)
	f.Fuzz(func(t *testing.T, body []byte, cte, cs uint8, flowed, delsp bool) {
		if bytes.Contains(body, []byte("--b")) {
			return // a boundary inside the body is another test
		}
		ctes := []string{"7bit", "quoted-printable", "base64", "8bit"}
		charsets := []string{"utf-8", "iso-8859-1", "shift_jis", "windows-1252"}
		var m strings.Builder
		m.WriteString("Message-ID: <f@example.org>\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=b\n\n--b\n")
		media := "text/plain"
		if cs&0x80 != 0 {
			media = "text/html" // streamed through the tokenizer (htmlStream)
		}
		fmt.Fprintf(&m, "Content-Type: %s; charset=%s", media, charsets[int(cs&0x7f)%len(charsets)])
		if flowed {
			m.WriteString("; format=flowed")
			if delsp {
				m.WriteString("; delsp=yes")
			}
		}
		fmt.Fprintf(&m, "\nContent-Transfer-Encoding: %s\n\n", ctes[int(cte)%len(ctes)])
		m.Write(body)
		m.WriteString("\n--b\nContent-Type: text/plain\n\nafter http://e.example/\n--b--\n")
		streamedLikeWhole(t, "f.eml", []byte(m.String()), []int{1, 5, 64}, 3, 10)
	})
}

// TestSafeCut: a chunk does not end at a quoted-printable soft break when
// a decoder after it needs whole lines (format=flowed, a charset of
// several bytes a character), unless it has grown to maxChunk.
func TestSafeCut(t *testing.T) {
	sjis, err := lookupCharset("shift_jis")
	if err != nil {
		t.Fatal(err)
	}
	latin, err := lookupCharset("iso-8859-1")
	if err != nil {
		t.Fatal(err)
	}
	soft, hard := []byte("\x8f=\n"), []byte("abc\n")
	for _, tt := range []struct {
		ps   partStream
		line []byte
		n    int
		want bool
	}{
		{partStream{qp: true, enc: sjis}, soft, 10, false},
		{partStream{qp: true, enc: sjis}, soft, maxChunk, true},
		{partStream{qp: true, enc: sjis}, hard, 10, true},
		{partStream{qp: true, flowed: true}, soft, 10, false},
		{partStream{qp: true, enc: latin}, soft, 10, true},
		{partStream{qp: true}, soft, 10, true},
		{partStream{enc: sjis}, soft, 10, true},
	} {
		if got := tt.ps.safeCut(tt.line, tt.n); got != tt.want {
			t.Errorf("qp %v flowed %v enc %v: safeCut(%q, %d) = %v, want %v", tt.ps.qp, tt.ps.flowed, tt.ps.enc != nil, tt.line, tt.n, got, tt.want)
		}
	}
}

// TestStreamedBase64MultiByte: base64 text in a charset of several bytes a
// character, its chunks cut inside characters, reads as it does whole.
func TestStreamedBase64MultiByte(t *testing.T) {
	for _, tt := range []struct{ charset, unit string }{
		{"shift_jis", "\x8fA"},          // 就
		{"euc-jp", "\xa4\xa2"},          // あ
		{"gb18030", "\x81\x30\x81\x30"}, // four bytes
	} {
		body := []byte(strings.Repeat(tt.unit, 70000/len(tt.unit)) + " http://x.example/\n")
		enc := base64.StdEncoding.EncodeToString(body)
		var lines []string
		for len(enc) > 0 {
			n := min(len(enc), 76)
			lines = append(lines, enc[:n])
			enc = enc[n:]
		}
		msg := "Message-ID: <f@example.org>\nMIME-Version: 1.0\nContent-Type: text/plain; charset=" + tt.charset +
			"\nContent-Transfer-Encoding: base64\n\n" + strings.Join(lines, "\n") + "\n"
		streamedLikeWhole(t, tt.charset+".eml", []byte(msg), []int{1, 100, chunkSize})
	}
}

// A streamed part is kept as far back as its reader asks (pos.Keeper):
// pipeline's TestStreamedLongURL and TestLintStreamedLongURL place a URL
// of 1.5 MB that way.
var (
	_ pos.Keeper = (*partStream)(nil)
	_ pos.Keeper = (*htmlStream)(nil)
)
