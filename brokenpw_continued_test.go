package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBackslashContinuedPasswords is the promise for a password that a
// backslash and a line break cut, a language's line continuation inside
// a string literal ('s = "http://u:1234\⏎ab@h.example.org/x"'): its
// digits are no port in any file, named as source code (where extract
// joins the line) or not (a .txt, a file with no extension, standard
// input, where it ends the URL at the backslash), in every output
// (review43 H1: b5b217f gated the join on the file's name, and the
// digits showed as a port everywhere else). Drawn: 4 to 6 digits, a rest
// of 1 to 8 bytes from every printable ASCII byte but white space, "/",
// "@" and the wrapper's closer (and a few non-ASCII), every line prefix, wrapper, line break
// and indentation, and five hosts; no output may hold "u:" and the
// digits, nor the digits as a port's in a message or a SARIF region.
func TestBackslashContinuedPasswords(t *testing.T) {
	const printable = "!\"#$%&'()*+,-.:;<=>?[\\]^_`{|}~abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	nonASCII := []string{"é", "”", "«", "ß", "中"}
	prefixes := []string{"", "# ", "// ", "> ", " * ", "s = ", "url: ", "\t", "x(", "-- ", "%% ", "; "}
	wraps := [][2]string{{"", ""}, {"\"", "\""}, {"'", "'"}, {"<", ">"}, {"(", ")"}, {"`", "`"}, {"«", "»"}, {"[", "]"}}
	breaks := []string{"\n", "\r\n"}
	indents := []string{"", "  ", "\t"}
	hosts := []string{"intranet/x", "db/x", "h.example.org/x", "h.example.org", "10.1.2.3/x", "localhost/x"}
	names := []string{"-", "notes.txt", "README", "conf.py", "main.c", "run.sh"}
	r := rand.New(rand.NewPCG(43, 1))
	n := 160
	if testing.Short() {
		n = 40
	}
	dir := t.TempDir()
	type drawn struct{ digits, text string }
	byName := make([][]drawn, len(names))
	for i := range n {
		digits := string(rune('1' + r.IntN(9)))
		for range 3 + r.IntN(3) {
			digits += string(rune('0' + r.IntN(10)))
		}
		w := wraps[r.IntN(len(wraps))]
		var rest strings.Builder
		for m := 1 + r.IntN(8); rest.Len() < m; {
			if r.IntN(8) == 0 {
				rest.WriteString(nonASCII[r.IntN(len(nonASCII))])
			} else if c := printable[r.IntN(len(printable))]; w[1] == "" || c != w[1][0] {
				rest.WriteByte(c) // the wrapper's closer ends the URL
			}
		}
		text := prefixes[r.IntN(len(prefixes))] + w[0] + "http://u:" + digits + `\` + breaks[r.IntN(len(breaks))] +
			indents[r.IntN(len(indents))] + rest.String() + "@" + hosts[r.IntN(len(hosts))] + w[1] + "\n\n"
		k := i % len(names)
		byName[k] = append(byName[k], drawn{digits, text})
	}
	formats := [][]string{
		{"extract"}, {"extract", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "sarif"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "github"},
	}
	for k, name := range names {
		for _, c := range byName[k] {
			var stdin string
			arg := name
			if name == "-" {
				stdin = c.text
			} else {
				arg = filepath.Join(dir, name)
				if err := os.WriteFile(arg, []byte(c.text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for _, f := range formats {
				var o, e bytes.Buffer
				run(append(append([]string{"urlsift"}, f...), arg), strings.NewReader(stdin), &o, &e)
				out := o.String() + e.String()
				for _, shown := range []string{"u:" + c.digits, "port " + c.digits, `"` + c.digits + `"`} {
					if strings.Contains(out, shown) {
						t.Errorf("%s %s: %q shows %q:\n%s", name, strings.Join(f, " "), c.text, shown, out)
						break
					}
				}
			}
		}
	}
}
