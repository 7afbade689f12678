package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/printer"
)

// TestFormatUsageFromTable: the --format usage of extract and lint, and
// extract's error for a format it does not print, name every format of
// printer's table that the command prints, with what it prints
// (printer.About), and no other.
func TestFormatUsageFromTable(t *testing.T) {
	for _, c := range []struct {
		cmd   string
		names []string
	}{{"extract", extractFormats}, {"lint", lintFormats}} {
		var usage string
		for _, cmd := range newApp(&runEnv{}).Commands {
			if cmd.Name != c.cmd {
				continue
			}
			for _, f := range cmd.Flags {
				if f.Names()[0] == "format" {
					usage = f.String()
				}
			}
		}
		if len(c.names) < 2 || usage == "" {
			t.Fatalf("%s: formats %q, usage %q", c.cmd, c.names, usage)
		}
		for _, name := range printer.Formats(printer.URLs | printer.Findings) {
			word := name
			if a := printer.About(name); a != "" {
				word += " (" + a + ")"
			}
			if in := strings.Contains(usage, word); in != slices.Contains(c.names, name) {
				t.Errorf("%s --format usage %q: %q in it %v", c.cmd, usage, word, in)
			}
		}
	}
	if got, want := formatList([]string{"a", "b", "c"}, false), "a, b or c"; got != want {
		t.Errorf("formatList: %q, want %q", got, want)
	}
}
