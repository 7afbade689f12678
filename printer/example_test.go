package printer_test

import (
	"fmt"
	"os"

	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/printer"
)

func ExampleNew() {
	// A URL that extract found, printed as JSON: a line per URL. Its
	// password is masked, as in every format (Options.ShowSecrets shows it).
	p, err := printer.New("json", os.Stdout, printer.Options{})
	if err != nil {
		panic(err)
	}
	r := printer.Record{
		Path:      "notes.txt",
		Start:     pos.Pos{Offset: 4, Line: 1, Column: 5, Char: 5},
		End:       pos.Pos{Offset: 40, Line: 1, Column: 41, Char: 41},
		URL:       "https://alice:hunter2pw@example.com/a",
		Delimiter: "space",
	}
	p.Print(&r)
	p.Close() // flushes
	// Output:
	// {"url":"https://alice:***@example.com/a","path":"notes.txt","line":1,"column":5,"end_line":1,"end_column":41,"offset":4,"end_offset":40,"delimiter":"space","rejoined":false}
}

func ExampleLine() {
	// The line formats append a record to a buffer: each worker of a
	// parallel run formats its own output this way, with no lock.
	f, ok := printer.Line("text", printer.Options{})
	fmt.Println(ok)
	r := printer.Record{
		Path:     "notes.txt",
		Start:    pos.Pos{Offset: 27, Line: 3, Column: 28},
		Rule:     "unwise-character",
		Severity: "warning",
		Message:  `unwise character "|" in path must be escaped as %7C (draft-09 2.4.3)`,
		URL:      "http://example.com/a|b",
	}
	os.Stdout.Write(f.Append(nil, &r))
	_, ok = printer.Line("sarif", printer.Options{})
	fmt.Println(ok) // one document for the whole run, not a line per record
	// Output:
	// true
	// notes.txt:3:28: warning: unwise character "|" in path must be escaped as %7C (draft-09 2.4.3) (unwise-character)
	// false
}

func ExampleFormats() {
	fmt.Println(printer.Formats(printer.URLs))
	fmt.Println(printer.Formats(printer.Findings))
	// The extension of a file of each format's output (--output-dir).
	for _, name := range printer.Formats(printer.URLs | printer.Findings) {
		fmt.Print(name, printer.Ext(name), " ")
	}
	fmt.Println()
	// Output:
	// [url line json]
	// [text json sarif github]
	// url.txt line.txt text.txt json.jsonl sarif.sarif github.txt
}
