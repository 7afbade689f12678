package input

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/golden"
	"github.com/urlsift/urlsift/pos"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// seg is a Segment read to the end, for tests.
type seg struct {
	Segment
	text []byte
}

// collect reads a file with Read and returns its segments and warnings.
func collect(t testing.TB, name string, data []byte, mode Mode) ([]seg, []string, error) {
	t.Helper()
	var segs []seg
	var warns []string
	err := Read(name, bytes.NewReader(data), mode, func(m string) { warns = append(warns, m) }, func(s Segment) error {
		b, err := io.ReadAll(s.Text)
		if err != nil {
			return err
		}
		segs = append(segs, seg{s, b})
		return nil
	})
	return segs, warns, err
}

func mapPos(s Segment, p pos.Pos) pos.Pos {
	return s.Map.Map(p)
}

// posAt computes the stream position of byte offset off in text.
func posAt(text []byte, off int) pos.Pos {
	line := 1 + bytes.Count(text[:off], []byte("\n"))
	col := off - (bytes.LastIndexByte(text[:off], '\n') + 1) + 1
	return pos.Pos{Offset: off, Line: line, Column: col}
}

// lines indexes the line starts of a text, for positions in O(log n).
type lines []int

func newLines(text []byte) lines {
	ls := lines{0}
	for i, c := range text {
		if c == '\n' {
			ls = append(ls, i+1)
		}
	}
	return ls
}

func (ls lines) pos(off int) pos.Pos {
	i := sort.SearchInts(ls, off+1) - 1
	return pos.Pos{Offset: off, Line: i + 1, Column: off - ls[i] + 1}
}

// testFiles are the inputs every property test runs on.
func testFiles(t testing.TB) []string {
	var files []string
	for _, dir := range []string{"testdata/mail", "testdata/real", "testdata/text"} {
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			n := e.Name()
			if strings.HasPrefix(n, "LICENSE") || strings.HasSuffix(n, ".md") {
				continue
			}
			files = append(files, filepath.Join(dir, n))
		}
	}
	return files
}

var schemeRE = regexp.MustCompile(`(?i)\b(https?|ftp|mailto):`)

// dumpSegments renders what Read made of a file: each segment's identity,
// its decoded text, and where each "scheme:" in it maps in the raw file.
func dumpSegments(raw []byte, segs []seg, warns []string, err error) string {
	var b strings.Builder
	for i, s := range segs {
		fmt.Fprintf(&b, "## segment %d: kind=%s part=%q message-id=%q\n", i+1, s.Kind, s.Part, s.MessageID)
		for _, l := range strings.SplitAfter(string(s.text), "\n") {
			if l != "" {
				fmt.Fprintf(&b, "| %s", strings.TrimSuffix(l, "\n"))
				b.WriteString("\n")
			}
		}
		for _, loc := range schemeRE.FindAllIndex(s.text, -1) {
			p := posAt(s.text, loc[0])
			q := mapPos(s.Segment, p)
			fmt.Fprintf(&b, "@ %d:%d -> %d:%d @%d %q\n", p.Line, p.Column, q.Line, q.Column, q.Offset, excerpt(raw, q.Offset))
		}
	}
	for _, w := range warns {
		fmt.Fprintf(&b, "warning: %s\n", w)
	}
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
	}
	return b.String()
}

func excerpt(raw []byte, off int) string {
	if off > len(raw) {
		return "<out of bounds>"
	}
	e := min(off+16, len(raw))
	return string(raw[off:e])
}

func goldenName(path, kind string) string {
	return filepath.Join("testdata", "golden", kind, strings.ReplaceAll(strings.TrimPrefix(path, "testdata/"), "/", "_")+".txt")
}

// TestGoldenSegments records the decoded segments of every test input.
func TestGoldenSegments(t *testing.T) {
	for _, path := range testFiles(t) {
		t.Run(path, func(t *testing.T) {
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			segs, warns, rerr := collect(t, path, raw, Auto)
			golden.Check(t, *update, goldenName(path, "segments"), dumpSegments(raw, segs, warns, rerr))
		})
	}
}

// TestMapProperties checks every decoded byte of every test input: Map is
// monotonic, in bounds, agrees with the raw file's own lines, and an ASCII
// letter or digit maps to the same byte in the file, or to the escape it was
// decoded from ('=' of quoted-printable or an RFC 2047 word, '&' of an HTML
// reference, '\x1b' of ISO-2022), or, in base64, to the body start.
func TestMapProperties(t *testing.T) {
	for _, path := range testFiles(t) {
		t.Run(path, func(t *testing.T) {
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			segs, _, _ := collect(t, path, raw, Auto)
			for _, s := range segs {
				checkMap(t, raw, s)
			}
		})
	}
}

func checkMap(t *testing.T, raw []byte, s seg) {
	t.Helper()
	utf16 := bytes.HasPrefix(raw, bomUTF16LE) || bytes.HasPrefix(raw, bomUTF16BE)
	tl, rl := newLines(s.text), newLines(raw)
	prev := -1
	for i := 0; i <= len(s.text); i++ {
		p := tl.pos(i)
		q := mapPos(s.Segment, p)
		if q.Offset < prev {
			t.Fatalf("%s %s: Map not monotonic at %d: %d after %d", s.Kind, s.Part, i, q.Offset, prev)
		}
		prev = q.Offset
		if q.Offset < 0 || q.Offset > len(raw) {
			t.Fatalf("%s %s: offset %d maps out of bounds: %d", s.Kind, s.Part, i, q.Offset)
		}
		if !utf16 {
			if want := rl.pos(q.Offset); want.Line != q.Line || want.Column != q.Column {
				t.Fatalf("%s %s: offset %d maps to %d:%d, but file offset %d is %d:%d", s.Kind, s.Part, i, q.Line, q.Column, q.Offset, want.Line, want.Column)
			}
		}
		if i == len(s.text) {
			break
		}
		c := s.text[i]
		if !isAlnum(c) || q.Offset >= len(raw) {
			continue
		}
		r := raw[q.Offset]
		switch {
		case r == c:
		case r == '=' || r == '&' || r == 0x1b:
		case utf16 && (raw[q.Offset] == c || raw[q.Offset+1] == c):
		case strings.Contains(string(rawHeaderOf(raw, q.Offset)), "base64"):
		default:
			t.Fatalf("%s %s: decoded %q at %d (%d:%d) maps to %q at %d:%d", s.Kind, s.Part, c, i, p.Line, p.Column, r, q.Line, q.Column)
		}
	}
}

// rawHeaderOf returns the header section just before offset off: the text
// from the previous blank line back to the one before it.
func rawHeaderOf(raw []byte, off int) []byte {
	end := bytes.LastIndex(raw[:off], []byte("\n\n"))
	if e := bytes.LastIndex(raw[:off], []byte("\r\n\r\n")); e > end {
		end = e
	}
	if end < 0 {
		return nil
	}
	start := bytes.LastIndex(raw[:end], []byte("\n\n"))
	return bytes.ToLower(raw[max(start, 0):end])
}

// TestMapPoints pins exact positions in the raw files.
func TestMapPoints(t *testing.T) {
	tests := []struct {
		file, kind string
		find       string // in the decoded text
		line, col  int    // where it starts in the file
		raw        string // what the file has there
	}{
		{"mail/qp-softbreak.eml", "text/plain", "https://archive", 12, 33, "https://archive"},
		{"mail/qp-softbreak.eml", "text/plain", "rs/2026-November", 13, 1, "rs/2026"},
		{"mail/qp-softbreak.eml", "text/plain", "=date", 13, 34, "=3Ddate"},
		{"mail/qp-softbreak.eml", "text/plain", "g-0042", 14, 1, "g-0042"},
		{"mail/qp-softbreak.eml", "text/plain", "é>", 15, 46, "=C3=A9>"},
		{"mail/qp-crlf.eml", "text/plain", "ml?sort=date", 11, 1, "ml?sort=3Ddate"},
		{"mail/base64.eml", "text/plain", "http://example.com/menu", 10, 1, ""},
		{"mail/cp1252.eml", "text/plain", "“http://example.com/quoted", 10, 10, "=93http"},
		{"mail/cp1252.eml", "text/plain", "http://example.com/euro", 11, 16, "http://example.com/euro"},
		{"mail/latin1.eml", "text/plain", "és/", 10, 39, "\xe9s/ (pas"},
		{"mail/latin1.eml", "text/plain", "»", 11, 30, "\xbb"},
		{"mail/iso2022jp.eml", "text/plain", "http://example.jp/", 11, 14, "http://example.jp/"},
		{"mail/iso2022jp.eml", "text/plain", "<http://example.jp/ascii", 12, 19, "<http"},
		{"mail/alternative.eml", "text/html", "http://example.com/html?a=1&b=2", 22, 25, "http://example.com/html?a=3D1&amp;b=3D2"},
		{"mail/alternative.eml", "text/html", "https://cdn", 24, 13, "https://cdn"},
		{"mail/alternative.eml", "text/html", "https://example.com/in-text", 25, 14, "https://example.com/in-text"},
		{"mail/alternative.eml", "text/html", "https://example.com/form", 26, 16, "https://example.com/form"},
		{"mail/flowed.eml", "text/plain", "one/line.html", 13, 1, "one/line.html"},
		{"mail/flowed.eml", "text/plain", "http://example.com/quoted-flowed", 15, 3, "http://example.com/quoted-flowed"},
		{"mail/flowed-delsp.eml", "text/plain", "not/fit", 11, 1, "not/fit"},
		{"mail/flowed-delsp.eml", "text/plain", "quote/continued", 14, 4, "quote/continued"},
		{"mail/headers.eml", "header:List-Unsubscribe", "<https://lists", 10, 2, "<https://lists"},
		{"mail/headers.eml", "header:Subject", "Résumé", 5, 10, "=?utf-8?q?R"},
		{"mail/headers.eml", "header:Subject", "long subject", 6, 19, "long subject"},
		{"mail/forwarded.eml", "text/plain", "http://example.com/inner", 30, 22, "http://example.com/inner"},
		{"text/utf8-bom.txt", "text/plain", "http://example.com/text", 1, 20, "http://example.com/text"},
		{"text/utf8-bom.txt", "text/plain", "<http://example.com/two>", 2, 11, "<http://example.com/two>"},
	}
	for _, tt := range tests {
		t.Run(tt.file+"/"+tt.find, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			segs, _, err := collect(t, tt.file, raw, Auto)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range segs {
				if s.Kind != tt.kind {
					continue
				}
				i := bytes.Index(s.text, []byte(tt.find))
				if i < 0 {
					continue
				}
				q := mapPos(s.Segment, posAt(s.text, i))
				if q.Line != tt.line || q.Column != tt.col || !bytes.HasPrefix(raw[q.Offset:], []byte(tt.raw)) {
					t.Errorf("maps to %d:%d %q, want %d:%d %q", q.Line, q.Column, excerpt(raw, q.Offset), tt.line, tt.col, tt.raw)
				}
				return
			}
			t.Fatalf("no %s segment holds %q", tt.kind, tt.find)
		})
	}
}

// TestUTF16 checks the UTF-16 files: the text is transcoded, and each
// mapped position holds the same character in UTF-16.
func TestUTF16(t *testing.T) {
	for _, file := range []string{"testdata/text/utf16le.txt", "testdata/text/utf16be.txt"} {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		segs, _, err := collect(t, file, raw, Auto)
		if err != nil || len(segs) != 1 {
			t.Fatalf("%s: %d segments, %v", file, len(segs), err)
		}
		s := segs[0]
		if !utf8.Valid(s.text) || !bytes.Contains(s.text, []byte("“https://example.com/typo”")) {
			t.Fatalf("%s: bad transcoding: %q", file, s.text)
		}
		be := raw[0] == 0xFE
		for i := range s.text {
			if !utf8.RuneStart(s.text[i]) {
				continue
			}
			r, _ := utf8.DecodeRune(s.text[i:])
			q := mapPos(s.Segment, posAt(s.text, i))
			u := rune(raw[q.Offset])<<8 | rune(raw[q.Offset+1])
			if !be {
				u = rune(raw[q.Offset+1])<<8 | rune(raw[q.Offset])
			}
			if r > 0xFFFF {
				if u < 0xD800 || u > 0xDBFF {
					t.Fatalf("%s: %q at %d maps to %#x, not a high surrogate", file, r, i, u)
				}
			} else if u != r {
				t.Fatalf("%s: %q at %d maps to %q (offset %d)", file, r, i, u, q.Offset)
			}
			// Columns count bytes of the stored line, byte order mark included.
			lineStart := 0
			for j := 2; j+1 < q.Offset; j += 2 {
				if (be && raw[j] == 0 && raw[j+1] == '\n') || (!be && raw[j] == '\n' && raw[j+1] == 0) {
					lineStart = j + 2
				}
			}
			if want := q.Offset - lineStart + 1; q.Column != want {
				t.Fatalf("%s: %q at %d: column %d, want %d", file, r, i, q.Column, want)
			}
		}
	}
}

// TestDetect checks which inputs are read as mail, as text, or skipped.
func TestDetect(t *testing.T) {
	msg := "From: a@example.org\nTo: b@example.org\nSubject: hi\n\nbody http://x.example/\n"
	tests := []struct {
		name, data string
		mode       Mode
		want       string // kinds of the segments, or "skip"
	}{
		{"note.txt", msg, Auto, "header:Subject text/plain"},
		{"note.txt", msg, Text, "text/plain"},
		{"x.eml", "just text, http://x.example/\n", Auto, "text/plain"},
		{"x.mbox", "From a@b Sat Jan  1 00:00:00 2000\nSubject: s\n\nx\n", Auto, "header:Subject text/plain"},
		{"-", "From a@b Sat Jan  1 00:00:00 2000\nSubject: s\n\nx\n", Auto, "header:Subject text/plain"},
		{"-", "From here on, read http://x.example/\nand more\n", Auto, "text/plain"},
		{"config.yaml", "name: x\nversion: 1\nurl: http://x.example/\n", Auto, "text/plain"},
		{"http.txt", "Content-Type: text/html\nDate: today\n\n<a href=x>\n", Auto, "text/plain"},
		{"-", "Received: from x\nFrom: a@b\n\nbody\n", Auto, "text/plain"},
		{"a.bin", "ab\x00cd http://x.example/", Auto, "skip"},
		{"a.bin", "ab\x00cd http://x.example/", Text, "skip"},
		{"a.eml", "Subject: x\n\nab\x00cd", Auto, "header:Subject text/plain"},
		{"msg", "no headers at all http://x.example/\n", Mail, "text/plain"},
		{"bom.txt", "\xef\xbb\xbfhttp://x.example/", Auto, "text/plain"},
	}
	for _, tt := range tests {
		segs, _, err := collect(t, tt.name, []byte(tt.data), tt.mode)
		var got []string
		for _, s := range segs {
			got = append(got, s.Kind)
		}
		g := strings.Join(got, " ")
		var skip *SkipError
		if errors.As(err, &skip) {
			g = "skip"
		} else if err != nil {
			t.Fatalf("%s %q: %v", tt.name, tt.data, err)
		}
		if g != tt.want {
			t.Errorf("%s (%v) %q: got %q, want %q", tt.name, tt.mode, tt.data, g, tt.want)
		}
	}
}

// TestMbox reads the 40-message mbox: every message, in order, with its
// own Message-ID and body, whatever its transfer encoding.
func TestMbox(t *testing.T) {
	raw, err := os.ReadFile("testdata/mail/many.mbox")
	if err != nil {
		t.Fatal(err)
	}
	segs, warns, err := collect(t, "many.mbox", raw, Auto)
	if err != nil || len(warns) > 0 {
		t.Fatalf("err %v, warnings %q", err, warns)
	}
	n := 0
	for _, s := range segs {
		if s.Kind != "text/plain" {
			continue
		}
		n++
		if want := fmt.Sprintf("test-mbox-%d@example.org", n); s.MessageID != want {
			t.Errorf("message %d: id %q, want %q", n, s.MessageID, want)
		}
		url := fmt.Sprintf("http://example.com/mbox/%d/%s", n, strings.Repeat("x", 3*n))
		if !bytes.Contains(s.text, []byte(url)) {
			t.Errorf("message %d: %q lacks %s", n, s.text, url)
		}
		if s.Part != "1" {
			t.Errorf("message %d: part %q", n, s.Part)
		}
	}
	if n != 40 {
		t.Fatalf("%d messages, want 40", n)
	}
}

// TestDamaged: each damaged message gives one warning naming it, and the
// messages after it are read.
func TestDamaged(t *testing.T) {
	raw, err := os.ReadFile("testdata/mail/damaged.mbox")
	if err != nil {
		t.Fatal(err)
	}
	segs, warns, err := collect(t, "damaged.mbox", raw, Auto)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`message 2 at line 13 <test-dmg-2@example.org>: part 1: invalid base64`,
		`message 3 at line 26 <test-dmg-3@example.org>: part 1: unknown charset "x-no-such-charset"; read as UTF-8`,
		`message 4 at line 38 <test-dmg-4@example.org>: part 2: truncated multipart: closing boundary missing`,
	}
	if len(warns) != len(want) {
		t.Fatalf("warnings %q, want %d", warns, len(want))
	}
	for i := range want {
		if !strings.HasPrefix(warns[i], want[i]) {
			t.Errorf("warning %d: %q, want prefix %q", i, warns[i], want[i])
		}
	}
	var all []byte
	for _, s := range segs {
		all = append(all, s.text...)
	}
	for _, u := range []string{"/good/1", "/b64/ok", "/charset", "/part/1", "/part/2", "/good/5"} {
		if !bytes.Contains(all, []byte("http://example.com"+u)) {
			t.Errorf("lost http://example.com%s", u)
		}
	}
}

// TestHeaderSelection: List-*, Archived-At and Subject are read; addresses,
// Message-ID and References never are.
func TestHeaderSelection(t *testing.T) {
	raw, err := os.ReadFile("testdata/mail/headers.eml")
	if err != nil {
		t.Fatal(err)
	}
	segs, _, err := collect(t, "headers.eml", raw, Auto)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, s := range segs {
		kinds = append(kinds, s.Kind)
		if bytes.Contains(s.text, []byte("not-a-link")) || bytes.Contains(s.text, []byte("not-either")) {
			t.Errorf("%s was read: %q", s.Kind, s.text)
		}
	}
	want := "header:Subject header:List-Id header:List-Unsubscribe header:List-Archive header:Archived-At text/plain"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("segments %q, want %q", got, want)
	}
}

// TestTextPassThrough: invalid UTF-8 reaches the scanner untouched, and a
// plain text file is one segment with the identity map.
func TestTextPassThrough(t *testing.T) {
	raw, err := os.ReadFile("testdata/text/invalid-utf8.txt")
	if err != nil {
		t.Fatal(err)
	}
	segs, _, err := collect(t, "x.txt", raw, Auto)
	if err != nil || len(segs) != 1 || !bytes.Equal(segs[0].text, raw) ||
		segs[0].Map.Map(pos.Pos{Offset: 7, Line: 2, Column: 3}) != (pos.Pos{Offset: 7, Line: 2, Column: 3}) {
		t.Fatalf("segments %+v, %v", segs, err)
	}
}

// TestFnError: an error from fn stops the reading and is returned.
func TestFnError(t *testing.T) {
	stop := errors.New("stop")
	raw, err := os.ReadFile("testdata/mail/many.mbox")
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	err = Read("many.mbox", bytes.NewReader(raw), Auto, nil, func(Segment) error {
		calls++
		return stop
	})
	if err != stop || calls != 1 {
		t.Fatalf("err %v after %d calls", err, calls)
	}
}

func TestParseMode(t *testing.T) {
	for _, s := range []string{"auto", "text", "mail"} {
		m, err := ParseMode(s)
		if err != nil || m.String() != s {
			t.Errorf("ParseMode(%q) = %v, %v", s, m, err)
		}
	}
	if _, err := ParseMode("html"); err == nil {
		t.Error("ParseMode(html) succeeded")
	}
}

// TestDetectByContent: every test message is taken for mail by its content
// alone, without the .eml name.
func TestDetectByContent(t *testing.T) {
	for _, path := range testFiles(t) {
		if !strings.HasSuffix(path, ".eml") && !strings.HasSuffix(path, ".mbox") {
			continue
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		segs, _, err := collect(t, "noname", raw, Auto)
		if err != nil || len(segs) == 0 || segs[0].MessageID == "" && !strings.HasPrefix(segs[0].Kind, "header:") && segs[0].Part == "" {
			t.Errorf("%s: not read as mail (%d segments, %v)", path, len(segs), err)
		}
	}
}

// TestLongLines: lines longer than the read buffer (and than maxLine) in
// headers and bodies keep their bytes and positions.
func TestLongLines(t *testing.T) {
	pad := strings.Repeat("a", 3<<20)
	msg := "From: a@example.org\nMessage-ID: <long@x>\nSubject: " + pad[:300<<10] + " http://example.com/subj\n" +
		"Content-Type: text/html\n\n<p>" + pad + " <a href=\"http://example.com/far\">x</a></p>\nnext http://example.com/next\n"
	raw := []byte(msg)
	segs, warns, err := collect(t, "long.eml", raw, Auto)
	if err != nil || len(warns) > 0 {
		t.Fatalf("%v %q", err, warns)
	}
	want := map[string]bool{"http://example.com/subj": false, "http://example.com/far": false, "http://example.com/next": false}
	for _, s := range segs {
		for u := range want {
			i := bytes.Index(s.text, []byte(u))
			if i < 0 {
				continue
			}
			q := mapPos(s.Segment, posAt(s.text, i))
			if !bytes.HasPrefix(raw[q.Offset:], []byte(u)) || q != posAt(raw, q.Offset) {
				t.Errorf("%s maps to %+v %q", u, q, excerpt(raw, q.Offset))
			}
			want[u] = true
		}
	}
	for u, ok := range want {
		if !ok {
			t.Errorf("%s not found", u)
		}
	}
}

// TestProblems: each kind of damage gives one warning naming the message
// and the part, and the readable text is still read. What the parser
// cannot walk (MIME nested deeper than 32, an encoded message) is read as
// text in a segment that says it was not read whole (Truncated), so that
// the exit status does: it was skipped, and a password in it passed.
func TestProblems(t *testing.T) {
	head := "From: a@example.org\nMessage-ID: <p@x>\n"
	deep := head + "Content-Type: multipart/mixed; boundary=b0\n\n"
	for i := 0; i < 40; i++ {
		deep += fmt.Sprintf("--b%d\nContent-Type: multipart/mixed; boundary=b%d\n\n", i, i+1)
	}
	deep += "--b40\n\nhttp://example.com/deep\n"
	deep64 := strings.Replace(deep, "--b40\n\nhttp://example.com/deep\n",
		"--b40\nContent-Transfer-Encoding: base64\n\naHR0cDovL2V4YW1wbGUuY29tL2RlZXA2NAo=\n--b40--\n", 1)
	tests := []struct {
		name, msg, warn, url string
		incomplete           bool
	}{
		{"no boundary", head + "Content-Type: multipart/mixed\n\nhttp://example.com/nb\n",
			"message <p@x>: part 1: multipart/mixed without a boundary; read as text", "http://example.com/nb", false},
		{"boundary not found", head + "Content-Type: multipart/mixed; boundary=zz\n\nhttp://example.com/preamble\n",
			`part 1: multipart boundary "zz" not found`, "", false},
		{"unknown cte", head + "Content-Transfer-Encoding: x-uuencode\n\nhttp://example.com/cte\n",
			`part 1: unknown Content-Transfer-Encoding "x-uuencode"; read as it is`, "http://example.com/cte", false},
		{"encoded rfc822", head + "Content-Type: message/rfc822\nContent-Transfer-Encoding: base64\n\naHR0cDovL3gv\n",
			"part 1: encoded message/rfc822 is read as text, its parts not decoded", "http://x/", true},
		{"bad header line", head + "Subject: x\nthis is not a header http://example.com/hdr\n\nbody\n",
			"header line 4 is not a header field; the body starts there", "http://example.com/hdr", false},
		{"deep", deep, "MIME nesting deeper than 32; the rest is read as stored, not decoded", "http://example.com/deep", true},
		// A base64 part below the depth is read as stored (not found) but
		// the segment still says it was not read whole.
		{"deep base64", deep64, "MIME nesting deeper than 32", "", true},
		{"text said to be base64", head + "Content-Transfer-Encoding: base64\n\nplain words here http://example.com/b64text\nand more words\n",
			"part 1: declared base64 but holds text; read as it is", "http://example.com/b64text", false},
		{"outer boundary first", head + "Content-Type: multipart/mixed; boundary=o\n\n--o\nContent-Type: multipart/alternative; boundary=i\n\n--i\n\nhttp://example.com/inner\n--o\n\nhttp://example.com/next\n--o--\n",
			"truncated multipart: an outer boundary came first", "http://example.com/next", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			segs, warns, err := collect(t, "x.eml", []byte(tt.msg), Auto)
			if err != nil {
				t.Fatal(err)
			}
			if len(warns) != 1 || !strings.Contains(warns[0], tt.warn) {
				t.Fatalf("warnings %q, want one with %q", warns, tt.warn)
			}
			if !strings.HasPrefix(warns[0], "message <p@x>: ") {
				t.Errorf("warning %q does not name the message", warns[0])
			}
			some := false
			for _, s := range segs {
				if s.Truncated && !tt.incomplete {
					t.Errorf("segment %s %s says Truncated", s.Part, s.Kind)
				}
				some = some || s.Truncated
			}
			if tt.incomplete && !some {
				t.Errorf("no segment says Truncated")
			}
			if tt.url == "" {
				return
			}
			for _, s := range segs {
				if bytes.Contains(s.text, []byte(tt.url)) {
					if s.Truncated != tt.incomplete {
						t.Errorf("%s is in segment %s %s, Truncated %v", tt.url, s.Part, s.Kind, s.Truncated)
					}
					return
				}
			}
			t.Errorf("%s lost", tt.url)
		})
	}
}

// TestReaderEdges: a reader that returns one byte at a time, or half of
// what is asked, gives the same segments; a read error is returned.
func TestReaderEdges(t *testing.T) {
	raw, err := os.ReadFile("testdata/mail/many.mbox")
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := collect(t, "many.mbox", raw, Auto)
	if err != nil {
		t.Fatal(err)
	}
	for name, r := range map[string]io.Reader{
		"one byte": iotest.OneByteReader(bytes.NewReader(raw)),
		"half":     iotest.HalfReader(bytes.NewReader(raw)),
		"data+EOF": iotest.DataErrReader(bytes.NewReader(raw)),
	} {
		var got []seg
		err := Read("many.mbox", r, Auto, nil, func(s Segment) error {
			b, err := io.ReadAll(s.Text)
			got = append(got, seg{s, b})
			return err
		})
		if err != nil || len(got) != len(want) {
			t.Fatalf("%s: %d segments, %v", name, len(got), err)
		}
		for i := range got {
			if !bytes.Equal(got[i].text, want[i].text) || got[i].Part != want[i].Part || got[i].MessageID != want[i].MessageID {
				t.Fatalf("%s: segment %d differs", name, i)
			}
		}
	}
	boom := errors.New("disk on fire")
	err = Read("many.mbox", io.MultiReader(bytes.NewReader(raw[:10000]), iotest.ErrReader(boom)), Auto, nil, func(s Segment) error {
		_, err := io.Copy(io.Discard, s.Text)
		return err
	})
	if !errors.Is(err, boom) {
		t.Fatalf("mbox: error %v, want %v", err, boom)
	}
	err = Read("x.txt", io.MultiReader(strings.NewReader("text http://x/ "), iotest.ErrReader(boom)), Text, nil, func(s Segment) error {
		_, err := io.Copy(io.Discard, s.Text)
		return err
	})
	if !errors.Is(err, boom) {
		t.Fatalf("text: error %v, want %v", err, boom)
	}
}

// TestMboxCRLF: the mbox with CRLF line ends reads the same, positions
// included (every URL maps to its own bytes in the file).
func TestMboxCRLF(t *testing.T) {
	lf, err := os.ReadFile("testdata/mail/many.mbox")
	if err != nil {
		t.Fatal(err)
	}
	raw := bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n"))
	segs, warns, err := collect(t, "crlf.mbox", raw, Auto)
	if err != nil || len(warns) > 0 {
		t.Fatalf("%v %q", err, warns)
	}
	n := 0
	for _, s := range segs {
		if s.Kind != "text/plain" {
			continue
		}
		n++
		checkMap(t, raw, s)
		u := fmt.Sprintf("https://example.org/m/%d", n)
		i := bytes.Index(s.text, []byte(u))
		if i < 0 {
			t.Fatalf("message %d: no %s in %q", n, u, s.text)
		}
		q := mapPos(s.Segment, posAt(s.text, i))
		if !bytes.HasPrefix(raw[q.Offset:], []byte(u)) && !strings.Contains(string(rawHeaderOf(raw, q.Offset)), "base64") {
			t.Errorf("message %d: %s maps to %q", n, u, excerpt(raw, q.Offset))
		}
	}
	if n != 40 {
		t.Fatalf("%d messages", n)
	}
}

// TestLenientContentType: an RFC 2231 boundary in a charset Go's
// mime.ParseMediaType does not decode, a "charset=charset=..." label and a
// close delimiter with junk after it ("--b-->") are still understood.
func TestLenientContentType(t *testing.T) {
	msg := "From: a@example.org\nMessage-ID: <l@x>\n" +
		"Content-Type: multipart/signed; micalg*=ansi-x3.4-1968''pgp-md5;\n" +
		"\tboundary*=\"ansi-x3.4-1968''Ee%51f\"\n\n" +
		"--EeQf\nContent-Type: text/plain; charset=\"charset=us-ascii\"\n\nhttp://example.com/signed\n--EeQf-->\nepilogue\n"
	segs, warns, err := collect(t, "x.eml", []byte(msg), Auto)
	if err != nil || len(warns) > 0 {
		t.Fatalf("%v %q", err, warns)
	}
	last := segs[len(segs)-1]
	if last.Part != "1" || !bytes.Contains(last.text, []byte("http://example.com/signed")) {
		t.Fatalf("last segment %s %q", last.Part, last.text)
	}
}

// TestModes: every kind of input is named by ParseMode and String alike,
// and an unknown name is refused with the list of the known ones.
func TestModes(t *testing.T) {
	for _, name := range Modes() {
		m, err := ParseMode(name)
		if err != nil || m.String() != name {
			t.Errorf("ParseMode(%q) = %v, %v", name, m, err)
		}
	}
	if _, err := ParseMode("html"); err == nil || err.Error() != `must be auto, text, mail or warc, not "html"` {
		t.Errorf("ParseMode(html): %v", err)
	}
}
