package pipeline_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/printer"
)

func ExampleScanURLs() {
	// A message whose body is quoted-printable: the URL the encoder broke
	// with a soft line break is found whole, at positions in the file as
	// stored, with the message it stands in.
	msg := "From: kim@example.org\nMessage-ID: <m1@example.org>\nSubject: links\n" +
		"MIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" +
		"See http://example.com/a/very/long/path/that/the/encoder/broke/at/seventy=\n-six/columns?q=3Dx\n"
	sc := extract.NewScanner(nil, extract.Options{})
	pipeline.ScanURLs(sc, "saved.eml", strings.NewReader(msg), input.Options{}, nil,
		func(u *extract.URL, start, end pos.Pos, seg *input.Segment) error {
			fmt.Printf("%s %s-%s in <%s>\n", u.Text, start, end, seg.MessageID)
			return nil
		}, nil)
	// Output:
	// http://example.com/a/very/long/path/that/the/encoder/broke/at/seventy-six/columns?q=x 8:5-9:19 in <m1@example.org>
}

func ExampleLintInput() {
	// A message whose body is quoted-printable: the positions are those of
	// the file as stored, with the message and MIME part.
	msg := "From: kim@example.org\nMessage-ID: <m1@example.org>\nSubject: links\n" +
		"MIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" +
		"See http://example.com/a|b?q=3Dx and http://example.com:8=\n080/\n"
	l, err := lint.New(lint.Options{})
	if err != nil {
		panic(err)
	}
	out, _ := printer.New("json", os.Stdout, printer.Options{})
	warn := func(msg string) { fmt.Println("warning:", msg) }
	pipeline.LintInput(l, "saved.eml", strings.NewReader(msg), input.Options{}, extract.Options{}, warn, func(f lint.Finding) error {
		r := pipeline.Record(&f, "saved.eml")
		return out.Print(&r)
	})
	out.Close()
	// Output:
	// {"path":"saved.eml","line":8,"column":25,"end_line":8,"end_column":26,"offset":178,"end_offset":179,"severity":"warning","rule":"unwise-character","message":"unwise character \"|\" in path must be escaped as %7C (draft-09 2.4.3)","url":"http://example.com/a|b?q=x","fixable":false,"message_id":"m1@example.org","part":"1"}
	// {"path":"saved.eml","line":8,"column":57,"end_line":9,"end_column":4,"offset":210,"end_offset":216,"severity":"info","rule":"non-default-port","message":"port 8080 is not the default port 80 of http (draft-09 7); example.com is a documentation host","url":"http://example.com:8080/","fixable":false,"message_id":"m1@example.org","part":"1"}
}

func ExampleSequencer() {
	// Four tasks on four workers, the later ones quicker: each writes
	// through its Turn as if it were alone, and the output is in the
	// order of the tasks, byte for byte what one worker writes.
	// Turn.Do runs a call in the task's turn (a command's line on
	// standard error, a count): in the order of the tasks, so that what
	// it touches needs no lock.
	seq := pipeline.NewSequencer(os.Stdout, 4)
	var stderr strings.Builder
	names := slices.Values([]any{"a.txt", "b.txt", "c.txt", "d.txt"})
	err := seq.Run(names, func(worker int, t *pipeline.Turn, arg any) {
		name := arg.(string)
		time.Sleep(time.Duration('e'-name[0]) * 10 * time.Millisecond)
		fmt.Fprintf(t, "%s:1:1:http://%c.example/\n", name, name[0])
		t.Do(func() { fmt.Fprintf(&stderr, "%s: read\n", name) }, 0)
	})
	if err != nil { // Run flushes the output
		panic(err)
	}
	fmt.Print(stderr.String())
	// Output:
	// a.txt:1:1:http://a.example/
	// b.txt:1:1:http://b.example/
	// c.txt:1:1:http://c.example/
	// d.txt:1:1:http://d.example/
	// a.txt: read
	// b.txt: read
	// c.txt: read
	// d.txt: read
}

func ExampleSequencer_Run() {
	// The workers read the sequence of tasks themselves (a command gives
	// it the walk, whose directories are then listed on whichever worker
	// needs work): here six names, each task printing its name and the
	// name's length. The output is in the order of the sequence, whatever
	// worker ran which task.
	seq := pipeline.NewSequencer(os.Stdout, 3)
	names := slices.Values([]any{"a.txt", "b/c.md", "b/d/e.go", "f.html", "g.txt", "h/i.eml"})
	err := seq.Run(names, func(worker int, t *pipeline.Turn, arg any) {
		name := arg.(string)
		fmt.Fprintf(t, "%s:%d\n", name, len(name))
	})
	if err != nil {
		panic(err)
	}
	// Output:
	// a.txt:5
	// b/c.md:6
	// b/d/e.go:8
	// f.html:6
	// g.txt:5
	// h/i.eml:7
}
