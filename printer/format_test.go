package printer

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/pos"
)

// records returns a URL record and a finding record holding the strings
// given, as every printer must print them.
func records(path, url, msg string) []Record {
	start := pos.Pos{Offset: 3, Line: 1, Column: 4}
	end := pos.Pos{Offset: 9, Line: 2, Column: 5}
	return []Record{
		{Path: path, Start: start, End: end, URL: url, Delimiter: "angle", Rejoined: true, Alternative: url + "-",
			Origin: pos.Origin{MessageID: msg, Part: "1.2", Kind: "text/plain"}},
		{Path: path, Start: start, End: end, URL: url, Rule: "bad-escape", Severity: "warning",
			Message: msg, Fixable: true, Origin: pos.Origin{MessageID: msg, Part: "1"}},
	}
}

func print(t testing.TB, format string, rs []Record) []byte {
	t.Helper()
	return printThen(t, format, rs, nil)
}

// printThen is print with then, if not nil, called on the printer after
// the records and before Close.
func printThen(t testing.TB, format string, rs []Record, then func(Printer)) []byte {
	t.Helper()
	var b bytes.Buffer
	p, err := New(format, &b, Options{ToolVersion: "test", Rules: func() []Rule {
		return []Rule{{ID: "bad-escape", Title: "t", Doc: "d", Help: "h", Level: "error", Enabled: true}}
	}})
	if err != nil {
		t.Fatal(err)
	}
	for i := range rs {
		if err := p.Print(&rs[i]); err != nil {
			t.Fatal(err)
		}
	}
	if then != nil {
		then(p)
	}
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// control tells where out holds a control character other than a line
// break (C0 but tab and newline, DEL, C1), -1 when it holds none.
func control(out []byte) int {
	for i := 0; i < len(out); {
		r, size := utf8.DecodeRune(out[i:])
		if r != '\n' && r != '\t' && needsEscape(r) {
			return i
		}
		i += size
	}
	return -1
}

// valid is s as a JSON decoder gives it back: each invalid byte a U+FFFD.
func valid(s string) string { return string([]rune(s)) }

// checkFormats checks the promises of every format for records holding
// the strings given: no control character reaches the output, every
// line-oriented format prints one line per record, the JSON records give
// back what they were made of, and the SARIF log is JSON.
func checkFormats(t *testing.T, path, url, msg string) {
	rs := records(path, url, msg)
	for _, format := range Formats(URLs | Findings) {
		out := print(t, format, rs)
		if i := control(out); i >= 0 {
			t.Fatalf("%s: control character at %d of %q", format, i, out)
		}
		if format == "sarif" {
			var log struct {
				Runs []struct {
					Results []struct {
						Message struct{ Text string }
					}
				}
			}
			if err := json.Unmarshal(out, &log); err != nil {
				t.Fatalf("sarif: %v\n%s", err, out)
			}
			if n := len(log.Runs[0].Results); n != 2 {
				t.Fatalf("sarif: %d results, want 2", n)
			}
			continue
		}
		lines := strings.SplitAfter(string(out), "\n")
		if len(lines) != 3 || lines[2] != "" {
			t.Fatalf("%s: %d lines for 2 records: %q", format, len(lines)-1, out)
		}
		switch format {
		case "json":
			for i, line := range lines[:2] {
				var got struct {
					Path, URL, Message string
					Line, Column       int
					EndOffset          int    `json:"end_offset"`
					MessageID          string `json:"message_id"`
				}
				if err := json.Unmarshal([]byte(line), &got); err != nil {
					t.Fatalf("json: %v: %s", err, line)
				}
				if got.Path != valid(path) || got.URL != valid(url) || got.MessageID != valid(msg) ||
					i == 1 && got.Message != valid(msg) || got.Line != 1 || got.Column != 4 || got.EndOffset != 9 {
					t.Fatalf("json record %d gives back %+v", i, got)
				}
			}
		case "line", "text":
			want := string(appendSafe(nil, path)) + ":1:4: "
			for _, line := range lines[:2] {
				if !strings.HasPrefix(line, want) {
					t.Fatalf("%s: %q does not start with %q", format, line, want)
				}
			}
		case "github":
			if !utf8.ValidString(path+url+msg) || control([]byte(path+url+msg)) >= 0 {
				continue // escaped, so not given back
			}
			un := strings.NewReplacer("%0A", "\n", "%0D", "\r", "%3A", ":", "%2C", ",", "%25", "%")
			for i, line := range lines[:2] {
				file := line[strings.Index(line, " file=")+6 : strings.Index(line, ",line=")]
				data := strings.TrimSuffix(line[strings.Index(line, ",title=")+7:], "\n")
				data = data[strings.Index(data, "::")+2:]
				want := url
				if i == 1 && msg != "" {
					want = msg
					if url != "" {
						want += "\n" + url
					}
				}
				if un.Replace(file) != path || un.Replace(data) != want {
					t.Fatalf("github: %q gives back %q and %q", line, un.Replace(file), un.Replace(data))
				}
			}
		}
	}
}

func TestFormats(t *testing.T) {
	for _, c := range [][3]string{
		{"a.txt", "http://example.com/a?b=<c>&d", "message"},
		{"dir/a,b:c%.txt", "http://x/%41", "100% sure\nnext, line\r"},
		{"esc\x1b[31m.txt", "http://x/\x00\x7f\u0085", "bell\a and \u009b"},
		{"bad\xffutf8", "http://x/\xfe", "\xc2"},
		{"", "", ""},
	} {
		checkFormats(t, c[0], c[1], c[2])
	}
}

// FuzzFormats checks the promises of checkFormats for any strings.
func FuzzFormats(f *testing.F) {
	f.Add("a.txt", "http://example.com/a?b=<c>&d", "message")
	f.Add("dir/a,b:c%.txt", "http://x/%41", "100% sure\nnext, line\r")
	f.Add("esc\x1b[31m.txt", "http://x/\x00\x7f\u0085", "bell\a and \u009b")
	f.Fuzz(func(t *testing.T, path, url, msg string) {
		checkFormats(t, path, url, msg)
	})
}

func TestUnknownFormat(t *testing.T) {
	if _, err := New("xml", &bytes.Buffer{}, Options{}); err == nil || !strings.Contains(err.Error(), strconv.Quote("xml")) {
		t.Errorf("New(xml) = %v", err)
	}
}

// TestURLRecordJSON pins the fields and their order of a URL in JSON.
func TestURLRecordJSON(t *testing.T) {
	got := string(print(t, "json", records("a.txt", "http://x/<a>", "m")[:1]))
	want := `{"url":"http://x/\u003ca\u003e","path":"a.txt","line":1,"column":4,"end_line":2,"end_column":5,"offset":3,"end_offset":9,` +
		`"delimiter":"angle","rejoined":true,"alternatives":["http://x/\u003ca\u003e-"],"message_id":"m","part":"1.2","kind":"text/plain"}` + "\n"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
