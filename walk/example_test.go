package walk_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urlsift/urlsift/walk"
)

func ExampleSources() {
	// A tree: the walk gives its files in lexical order, skips the hidden
	// one and what .ignore excludes, and reads each where it is opened.
	dir, err := os.MkdirTemp("", "walk-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	for name, text := range map[string]string{
		"b.txt":        "http://b.example/\n",
		"a/notes.md":   "see http://a.example/\n",
		".hidden.txt":  "secret\n",
		"build/out.js": "generated\n",
		".ignore":      "build/\n",
	} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(text), 0o644)
	}
	var rd walk.Reader
	for src := range walk.Sources([]string{dir}, walk.Options{}) {
		closeSrc, err := src.Open(&rd)
		if err != nil {
			fmt.Println(err)
			continue
		}
		text, _ := io.ReadAll(src.R)
		closeSrc()
		rel, _ := filepath.Rel(dir, src.Name)
		fmt.Printf("%s (walked %v): %s", filepath.ToSlash(rel), src.Walked, strings.ToUpper(string(text)))
	}
	// Output:
	// a/notes.md (walked true): SEE HTTP://A.EXAMPLE/
	// b.txt (walked true): HTTP://B.EXAMPLE/
}

func ExampleOptions() {
	// Globs in gitignore syntax choose what a walk reads (--glob): the
	// Markdown files, but not those under drafts/. A file named on the
	// command line is read whatever the globs say.
	dir, err := os.MkdirTemp("", "walk-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	for _, name := range []string{"README.md", "main.go", "docs/guide.md", "drafts/next.md", "notes.txt"} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("http://example.com/\n"), 0o644)
	}
	o := walk.Options{Globs: []string{"*.md", "!drafts/"}}
	for src := range walk.Sources([]string{dir, filepath.Join(dir, "notes.txt")}, o) {
		rel, _ := filepath.Rel(dir, src.Name)
		fmt.Printf("%s (walked %v)\n", filepath.ToSlash(rel), src.Walked)
	}
	// Output:
	// README.md (walked true)
	// docs/guide.md (walked true)
	// notes.txt (walked false)
}
