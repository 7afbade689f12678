package input

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
	"github.com/urlsift/urlsift/pos"

	"github.com/urlsift/urlsift/extract"
)

// found is one URL that extract found in a segment, with its positions
// mapped to the stored file.
type found struct {
	url        string
	start, end pos.Pos
	delim      string
	part, kind string
	messageID  string
}

func extractAll(t testing.TB, path string, mode Mode) ([]found, []string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []found
	var warns []string
	err = Read(path, f, mode, func(m string) { warns = append(warns, m) }, func(s Segment) error {
		sc := extract.NewScanner(s.Text, extract.Options{})
		for sc.Scan() {
			u := sc.URL()
			out = append(out, found{u.Text, mapPos(s, u.Start), mapPos(s, u.End), u.Delimiter.String(), s.Part, s.Kind, s.MessageID})
		}
		return sc.Err()
	})
	if err != nil {
		warns = append(warns, "error: "+err.Error())
	}
	return out, warns
}

// TestGoldenURLs runs extract over every test input's segments and records
// the URLs with their positions in the stored file.
func TestGoldenURLs(t *testing.T) {
	for _, path := range testFiles(t) {
		t.Run(path, func(t *testing.T) {
			urls, warns := extractAll(t, path, Auto)
			var b strings.Builder
			for _, u := range urls {
				fmt.Fprintf(&b, "%d:%d-%d:%d @%d-%d %s %s part=%q id=%q %s\n", u.start.Line, u.start.Column, u.end.Line, u.end.Column,
					u.start.Offset, u.end.Offset, u.delim, u.kind, u.part, u.messageID, u.url)
			}
			for _, w := range warns {
				fmt.Fprintf(&b, "warning: %s\n", w)
			}
			golden.Check(t, *update, goldenName(path, "urls"), b.String())
		})
	}
}

// TestExtractPositions pins the URLs the issue names, with their raw
// line:column start and end.
func TestExtractPositions(t *testing.T) {
	tests := []struct {
		file       string
		url        string
		start, end string // line:column in the stored file
		delim      string
	}{
		// A QP soft break inside the URL, "=" written "=3D".
		{"mail/qp-softbreak.eml", "https://archive.example.org/lists/urlsift-users/2026-November/thread.html?sort=date&from=2026-11-01&to=2026-11-30#msg-0042", "12:33", "14:7", "space"},
		// An =C3=A9 escape at the end, then '>'.
		{"mail/qp-softbreak.eml", "http://mirror.example.net/~ann/p=1&q=café", "15:2", "15:52", "angle"},
		{"mail/qp-crlf.eml", "https://archive.example.org/lists/urlsift-users/2026-November/thread.html?sort=date&from=2026-11-01&to=2026-11-30#msg-0042", "10:7", "11:58", "space"},
		// Base64: the part's first body line.
		{"mail/base64.eml", "http://example.com/menu?lang=fr", "10:1", "10:1", "space"},
		// windows-1252 typographic quotes, in QP.
		{"mail/cp1252.eml", "http://example.com/quoted/path", "10:13", "10:43", "typographic"},
		{"mail/latin1.eml", "http://example.fr/guillemets", "11:2", "11:30", "typographic"},
		{"mail/iso2022jp.eml", "http://example.jp/ascii/path", "12:20", "12:48", "angle"},
		// HTML attributes, entities decoded, in QP.
		{"mail/alternative.eml", "http://example.com/html?a=1&b=2", "22:25", "22:64", "quote"},
		{"mail/alternative.eml", "https://cdn.example.com/logo.png", "24:13", "24:45", "quote"},
		{"mail/alternative.eml", "https://example.com/form", "26:16", "26:40", "quote"},
		// A quoted reply wrapping a URL inside <...>.
		{"mail/reply.eml", "http://lists.example.org/pipermail/urlsift-users/2026-November/000042.html", "13:30", "14:42", "angle"},
		// format=flowed soft breaks undone.
		{"mail/flowed-delsp.eml", "http://example.com/delsp/a/very/long/path/that/does/not/fit/on/one/line.html", "10:20", "11:25", "space"},
		{"mail/flowed-delsp.eml", "http://example.com/deep/quote/continued", "13:15", "14:19", "space"},
		// Headers.
		{"mail/headers.eml", "https://lists.example.org/mailman/options/urlsift-users", "10:3", "10:58", "angle"},
		{"mail/headers.eml", "https://lists.example.org/archives/msg/hdr", "12:15", "12:57", "angle"},
		{"mail/forwarded.eml", "http://example.com/inner", "30:22", "30:46", "space"},
		// A real message (enmime's test data): a QP soft break inside the
		// DOCTYPE's system identifier, CRLF line ends.
		{"real/enmime-inline-qp.eml", "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd", "12:65", "13:45", "quote"},
		{"real/python-msg_16.eml", "http://socal-raves.org/mailman/private/scr/", "31:16", "31:59", "angle"},
		// UTF-16: byte columns of the stored file, byte order mark included.
		{"text/utf16le.txt", "http://example.com/text", "1:35", "1:81", "space"},
		{"text/utf8-bom.txt", "http://example.com/text", "1:20", "1:43", "space"},
	}
	cache := map[string][]found{}
	for _, tt := range tests {
		t.Run(tt.file+"/"+tt.url, func(t *testing.T) {
			urls, ok := cache[tt.file]
			if !ok {
				urls, _ = extractAll(t, "testdata/"+tt.file, Auto)
				cache[tt.file] = urls
			}
			var seen []string
			for _, u := range urls {
				if u.url != tt.url {
					seen = append(seen, u.url)
					continue
				}
				if got := u.start.String(); got != tt.start {
					t.Errorf("start %s, want %s", got, tt.start)
				}
				if got := u.end.String(); got != tt.end {
					t.Errorf("end %s, want %s", got, tt.end)
				}
				if u.delim != tt.delim {
					t.Errorf("delimiter %s, want %s", u.delim, tt.delim)
				}
				return
			}
			t.Fatalf("not found; extract found %q", seen)
		})
	}
}
