package main

// The leak oracle's places (leakBatch.check, outputPlaces): a window of a
// secret that stands in an output where only a place stands (a position,
// a web archive's record id the batch wrote, a fingerprint) is no leak,
// and anywhere else it is.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// textFields are the fields of the text formats, by line: a group named
// n... is a number, the others text. A line no expression matches is
// none of them.
var textFields = map[string][]*regexp.Regexp{
	"extract line": {regexp.MustCompile(`^(?P<path>[^:]+):(?P<n1>\d+):(?P<n2>\d+): (?P<url>\S+)(?: \(record (?P<n3>\d+)\+(?P<n4>\d+) (?P<uri>\S+), payload offset (?P<n5>\d+)\))?$`)},
	"lint text":    {regexp.MustCompile(`^(?P<path>[^:]+):(?P<n1>\d+):(?P<n2>\d+): (?P<sev>[a-z]+): (?P<msg>.*) \((?P<rule>[a-z-]+)\)$`)},
	"lint github":  {regexp.MustCompile(`^::(?P<lvl>[a-z]+) file=(?P<path>[^,]+),line=(?P<n1>\d+),col=(?P<n2>\d+),endLine=(?P<n3>\d+),endColumn=(?P<n4>\d+),title=(?P<title>[^:]+)::(?P<msg>.*)$`)},
	"lint diff": {regexp.MustCompile(`^@@ -(?P<n1>\d+),(?P<n2>\d+) \+(?P<n3>\d+),(?P<n4>\d+) @@`), regexp.MustCompile(`^(?:---|\+\+\+) (?P<path>\S+)`),
		regexp.MustCompile(`^[-+ ](?P<text>.+)$`)},
}

// fieldSpan is a field's value in an output: its bytes, and whether it
// is a number.
type fieldSpan struct {
	name   string
	s, e   int
	number bool
}

// jsonFields returns the spans of the values of out's JSON (a value a
// line, or one document): every string and number that is an object's
// field's, named by its key.
func jsonFields(t *testing.T, out []byte) []fieldSpan {
	t.Helper()
	var spans []fieldSpan
	d := json.NewDecoder(bytes.NewReader(out))
	d.UseNumber()
	type frame struct {
		object bool
		key    string
		atKey  bool
	}
	var stack []frame
	prev := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%v in %q", err, out)
		}
		end := int(d.InputOffset())
		var top *frame
		if len(stack) > 0 {
			top = &stack[len(stack)-1]
		}
		switch v := tok.(type) {
		case json.Delim:
			switch v {
			case '{':
				stack = append(stack, frame{object: true, atKey: true})
			case '[':
				stack = append(stack, frame{})
			default:
				stack = stack[:len(stack)-1]
				if len(stack) > 0 && stack[len(stack)-1].object {
					stack[len(stack)-1].atKey = true
				}
			}
			prev = end
			continue
		case string:
			if top != nil && top.object && top.atKey {
				top.key, top.atKey = v, false
				prev = end
				continue
			}
			s := prev + bytes.IndexByte(out[prev:end], '"')
			if top != nil && top.object {
				spans = append(spans, fieldSpan{top.key, s, end, false})
			}
		case json.Number:
			if top != nil && top.object {
				spans = append(spans, fieldSpan{top.key, end - len(v), end, true})
			}
		}
		if top != nil && top.object {
			top.atKey = true
		}
		prev = end
	}
	return spans
}

// TestLeakPlaces: the leak oracle knows where a window of a secret stands
// in an output. A batch of 15 cases whose passwords are "00NN/Q…" (NN 28
// to 42: "0028" is the digits of record 28's id, "urn:uuid:…000000000028",
// the batch's web archive writes two records a case) goes through extract
// (json, line; a text file and the web archive), lint (text, json, SARIF,
// GitHub, every rule) and lint --fix --diff: no output flags a leak (the
// record id, its offsets and lines are places). Then the password is
// planted in each field of each of these outputs, one at a time: as the
// digits of a number field ("10028": a place, no leak), at the end of a
// text field's value (a leak, every one: the URL, the record's target
// URI, the path, the message, the record id, the fingerprint, a diff's
// line...).
func TestLeakPlaces(t *testing.T) {
	var cases []secretCase
	for i := range 15 {
		pw := fmt.Sprintf("00%02d/Q%c%cz", 28+i, 'a'+i, 'k'+i)
		u := "https://alice:" + pw + "@db.example.com:80/x%7Ea"
		cases = append(cases, secretCase{text: "see " + u + " now\n", url: u, pieces: []string{pw}})
	}
	lb := newLeakBatch(t, cases, layoutWindow)
	// A diff shows no line near a password (the Fixer applies no fix
	// there): the diff's is a text of no secret.
	warc, file, fix := lb.warcs[0], lb.files[0], filepath.Join(lb.dir, "plain.txt")
	if err := os.WriteFile(fix, []byte("intro\nsee http://example.com:80/%7Ea now\nend\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lint := []string{"lint", "--fail-level", "none", "--enable", "all", "--info"}
	outputs := []struct {
		format string
		args   []string
	}{
		{"extract json", []string{"extract", "--format", "json", warc, file}},
		{"extract line", []string{"extract", "--format", "line", warc, file}},
		{"lint text", append(lint, warc, file)},
		{"lint json", append(lint, "--format", "json", warc, file)},
		{"lint sarif", append(lint, "--format", "sarif", warc)},
		{"lint github", append(lint, "--format", "github", warc, file)},
		{"lint diff", []string{"lint", "--fail-level", "none", "--enable", "all", "--fix-level", "info", "--fix", "--diff", fix}},
	}
	planted := func(format string, out []byte, f fieldSpan, with string) bool {
		t.Helper()
		o := append(append(append([]byte{}, out[:f.s]...), with...), out[f.e:]...)
		_, leak := lb.leakIn(lb.undir(o))
		return leak
	}
	pw := cases[0].pieces[0]
	numbers, excused, texts, flagged := 0, 0, 0, 0
	for _, o := range outputs {
		var stdout, stderr bytes.Buffer
		run(append([]string{"urlsift"}, o.args...), strings.NewReader(""), &stdout, &stderr)
		out := stdout.Bytes()
		if !bytes.Contains(out, []byte(lb.dir)) {
			t.Fatalf("%s: no output of the cases:\n%s%s", o.format, out, stderr.Bytes())
		}
		if w, leak := lb.leakIn(lb.undir(out)); leak {
			t.Errorf("%s: %q of a password read as a leak in an output that masks every password:\n%s", o.format, w.s, out)
		}
		var fields []fieldSpan
		if res, ok := textFields[o.format]; ok {
			lines := 0
			for off, line := 0, ""; off < len(out); off += len(line) + 1 {
				line, _, _ = strings.Cut(string(out[off:]), "\n")
				for _, re := range res {
					m := re.FindStringSubmatchIndex(line)
					if m == nil {
						continue
					}
					lines++
					for g, name := range re.SubexpNames() {
						if g > 0 && m[2*g] >= 0 {
							fields = append(fields, fieldSpan{name, off + m[2*g], off + m[2*g+1], name[0] == 'n'})
						}
					}
					break
				}
			}
			if lines == 0 {
				t.Fatalf("%s: no line of its fields in\n%s", o.format, out)
			}
		} else {
			fields = jsonFields(t, out)
		}
		seen := map[string]bool{}
		for _, f := range fields {
			key := fmt.Sprint(f.name, f.number)
			if seen[key] {
				continue // each field once an output
			}
			seen[key] = true
			if f.number {
				numbers++
				if planted(o.format, out, f, "10028") {
					t.Errorf("%s: the number %s holding the digits of a password is read as a leak", o.format, f.name)
				} else {
					excused++
				}
				continue
			}
			texts++
			v := string(out[f.s:f.e])
			with := v + pw
			if strings.HasSuffix(v, `"`) && strings.HasPrefix(v, `"`) && len(v) >= 2 {
				with = v[:len(v)-1] + pw + `"`
			}
			if planted(o.format, out, f, with) {
				flagged++
			} else {
				t.Errorf("%s: the password planted in %s (%q) is not read as a leak", o.format, f.name, with)
			}
		}
	}
	t.Logf("%d outputs: %d number fields holding a password's digits, %d read as places; %d text fields holding a password, %d read as leaks", len(outputs), numbers, excused, texts, flagged)
	if numbers == 0 || texts == 0 {
		t.Errorf("no field planted: the test cannot tell")
	}
}
