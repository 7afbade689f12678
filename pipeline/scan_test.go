package pipeline

import (
	"bytes"
	"fmt"
	"mime/quotedprintable"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pos"
)

// TestStreamedLongURL: a URL longer than the megabyte of position tables a
// streamed part keeps by default, in a quoted-printable part, read with a
// --max-url that accepts it, is placed at the bytes it stands on in the
// file, start and end, by ScanURLs (the reader keeps the scanner's window).
func TestStreamedLongURL(t *testing.T) {
	url := "http://big.example/" + strings.Repeat("a", 3<<19) + "/end"
	var body bytes.Buffer
	w := quotedprintable.NewWriter(&body)
	fmt.Fprintf(w, "Hello\nSee %s there\nand http://after.example/x\n", url)
	w.Close()
	head := "From: a@b\nSubject: t\nMIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n"
	msg := head + body.String()
	sc := extract.NewScanner(nil, extract.Options{MaxURL: 4 << 20})
	var got []string
	_, err := ScanURLs(sc, "m.eml", strings.NewReader(msg), input.Options{}, nil, func(u *extract.URL, start, end pos.Pos, _ *input.Segment) error {
		first := msg[start.Offset:min(start.Offset+12, len(msg))]
		last := msg[max(end.Offset-4, 0):end.Offset]
		lineStart := strings.LastIndexByte(msg[:start.Offset], '\n') + 1
		if line := strings.Count(msg[:start.Offset], "\n") + 1; start.Line != line || start.Column != start.Offset-lineStart+1 {
			t.Errorf("%.30s: starts at line %d column %d, the file has it at line %d column %d", u.Text, start.Line, start.Column, line, start.Offset-lineStart+1)
		}
		got = append(got, fmt.Sprintf("%d %q %q", len(u.Text), first, last))
		return nil
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		fmt.Sprintf("%d %q %q", len(url), "http://big.e", "/end"),
		fmt.Sprintf("%d %q %q", 22, "http://after", "le/x"),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("URLs at\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLintStreamedLongURL: in a quoted-printable part, a finding at the
// start of a URL longer than the megabyte of position tables a streamed
// part keeps by default, linted with a --max-url that accepts it, is
// placed at the bytes it is about in the file.
func TestLintStreamedLongURL(t *testing.T) {
	var body strings.Builder
	w := quotedprintable.NewWriter(&body)
	fmt.Fprintf(w, "Hello\nSee http://big.example:80/%s/end there\n", strings.Repeat("a", 3<<19))
	w.Close()
	msg := "MIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" + body.String()
	l, err := lint.New(lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	_, _, err = LintInput(l, "m.eml", strings.NewReader(msg), input.Options{}, extract.Options{MaxURL: 4 << 20}, nil, func(f lint.Finding) error {
		if f.Rule != "default-port" {
			return nil
		}
		n++
		if got := msg[f.Start.Offset:f.End.Offset]; got != ":80" && got != "80" {
			t.Errorf("default-port at %d-%d (line %d), on %q", f.Start.Offset, f.End.Offset, f.Start.Line, got)
		}
		if line := strings.Count(msg[:f.Start.Offset], "\n") + 1; f.Start.Line != line {
			t.Errorf("default-port on line %d, the file has it on line %d", f.Start.Line, line)
		}
		return nil
	})
	if err != nil || n != 1 {
		t.Fatalf("%d default-port findings, error %v", n, err)
	}
}

// TestStreamedTooLongPlaced: a run too long to be a URL in a
// quoted-printable part, followed by more than the megabyte of position
// tables the part keeps before the next URL, is told at the bytes where it
// starts in the file (it was placed at the oldest position the part still
// kept, line 58644 instead of 8, when it was mapped only at the next URL).
func TestStreamedTooLongPlaced(t *testing.T) {
	text := "Hello\nSee http://a.example/" + strings.Repeat("x", 70000) + " there\n" +
		strings.Repeat("word word word word word\n", 100000) + "end http://b.example/y\n"
	var body bytes.Buffer
	w := quotedprintable.NewWriter(&body)
	w.Write([]byte(text))
	w.Close()
	msg := "From: a@b\nSubject: t\nMIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" + body.String()
	want := strings.Index(msg, "http://a.example/")
	sc := extract.NewScanner(nil, extract.Options{})
	var got []pos.Pos
	_, err := ScanURLs(sc, "m.eml", strings.NewReader(msg), input.Options{}, nil, func(*extract.URL, pos.Pos, pos.Pos, *input.Segment) error { return nil },
		func(p pos.Pos, n int) { got = append(got, p) })
	if err != nil {
		t.Fatal(err)
	}
	line := strings.Count(msg[:want], "\n") + 1
	if len(got) != 1 || got[0].Offset != want || got[0].Line != line {
		t.Errorf("too long runs told at %+v, want one at offset %d, line %d", got, want, line)
	}
}
