package mapper_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/mapper"
)

func ExampleExtract_File() {
	// One input as `urlsift extract --format line --hyphen both` reads
	// it, written where --output-dir or a Beam worker would write it: a
	// URL broken at a hyphen gives both readings, a password is masked.
	x := &mapper.Extract{Format: "line", Hyphen: "both"}
	text := "Mirror: https://mirror-\nsite.example/pub/ (login ftp://anna:s3cretpw@files.example/)\n"
	fmt.Println(mapper.OutputName("docs/mirrors.txt", x.Ext()))
	res, err := x.File("docs/mirrors.txt", strings.NewReader(text), input.Auto, os.Stdout, func(msg string) { fmt.Println("warning:", msg) })
	if err != nil {
		panic(err)
	}
	fmt.Println("truncated:", res.Truncated)
	// Output:
	// docs/mirrors.txt.txt
	// docs/mirrors.txt:1:9: https://mirror-site.example/pub/
	// docs/mirrors.txt:1:9: https://mirrorsite.example/pub/
	// docs/mirrors.txt:2:26: ftp://anna:***@files.example/
	// truncated: false
}

func ExampleLint_File() {
	// One input as `urlsift lint --info --format text` reads it (HideInfo
	// would leave out the default-port finding, as lint does without
	// --info); Result.Worst is what --fail-level compares.
	l, err := lint.New(lint.Options{})
	if err != nil {
		panic(err)
	}
	m := &mapper.Lint{Linter: l, Format: "text"}
	text := "See http://example.com:80/a|b and <https://example.org/>.\n"
	res, err := m.File("notes.md", strings.NewReader(text), input.Auto, os.Stdout, func(msg string) { fmt.Println("warning:", msg) })
	if err != nil {
		panic(err)
	}
	fmt.Println("worst:", res.Worst)
	// Output:
	// notes.md:1:23: info: port 80 is the default for http; omit it (draft-09 6) (default-port)
	// notes.md:1:28: warning: unwise character "|" in path must be escaped as %7C (draft-09 2.4.3) (unwise-character)
	// worst: warning
}

func ExampleOutputName() {
	// Where --output-dir writes the output of each input: never outside
	// the directory, whatever the input's name.
	for _, name := range []string{"crawl/CC-MAIN-1.warc.wet.gz", "gs://bucket/a/b.txt", "/etc/../notes.md", "-"} {
		fmt.Println(mapper.OutputName(name, ".jsonl"))
	}
	// Output:
	// crawl/CC-MAIN-1.warc.wet.gz.jsonl
	// bucket/a/b.txt.jsonl
	// notes.md.jsonl
	// stdin.jsonl
}
