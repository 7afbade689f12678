package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestSARIFRun checks the SARIF log of a real run against the SARIF 2.1.0
// schema, and what issue 24 asked of it: each region's snippet is the text
// of the region (the secret masked), the run's invocation is unsuccessful
// with a notification naming every input that could not be read, and the
// tool's version is the build's (a test binary is no release: no
// semanticVersion).
func TestSARIFRun(t *testing.T) {
	sch, err := jsonschema.NewCompiler().Compile(filepath.Join("lint", "testdata", "sarif", "sarif-2.1.0-rtm.5.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	text := "see http://example.com/a|b and https://deploy:hunter2@ftp.gnu.org:2121/pub/\n" +
		"wrapped <http://example.org/a-\n   b|c>\n"
	if err := os.WriteFile(notes, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.txt")
	for _, tt := range []struct {
		paths []string
		ok    bool
	}{{[]string{notes}, true}, {[]string{notes, missing}, false}} {
		var out, errOut bytes.Buffer
		code := run(append([]string{"urlsift", "lint", "--no-config", "--format", "sarif"}, tt.paths...), strings.NewReader(""), &out, &errOut)
		if want := map[bool]int{true: exitFindings, false: exitTrouble}[tt.ok]; code != want {
			t.Fatalf("%v: exit %d, want %d: %s", tt.paths, code, want, errOut.String())
		}
		if strings.Contains(out.String(), "hunter2") {
			t.Fatalf("the log shows the password")
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(out.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Fatalf("the log does not validate: %v", err)
		}
		type location struct {
			PhysicalLocation struct {
				ArtifactLocation struct{ URI string }
				Region           struct {
					StartLine, StartColumn, EndLine, EndColumn int
					Snippet                                    *struct{ Text string }
				}
			}
		}
		var log struct {
			Runs []struct {
				Tool struct {
					Driver map[string]any
				}
				Results []struct {
					RuleID    string
					Locations []location
				}
				Invocations []struct {
					ExecutionSuccessful        bool
					ToolExecutionNotifications []struct {
						Level     string
						Message   struct{ Text string }
						Locations []location
					}
				}
			}
		}
		if err := json.Unmarshal(out.Bytes(), &log); err != nil {
			t.Fatal(err)
		}
		r := log.Runs[0]
		if r.Tool.Driver["version"] != version() || r.Tool.Driver["semanticVersion"] != nil {
			t.Errorf("driver version %v, semanticVersion %v; want %q and none", r.Tool.Driver["version"], r.Tool.Driver["semanticVersion"], version())
		}
		lines := strings.Split(text, "\n")
		snippets := map[string]bool{}
		for _, res := range r.Results {
			reg := res.Locations[0].PhysicalLocation.Region
			if reg.Snippet == nil {
				if reg.StartLine == reg.EndLine {
					t.Errorf("%s at %d:%d has no snippet", res.RuleID, reg.StartLine, reg.StartColumn)
				}
				continue
			}
			snippets[reg.Snippet.Text] = true
			// Columns count code points; the text is ASCII.
			if reg.StartLine == reg.EndLine && !strings.Contains(reg.Snippet.Text, "***") {
				if got := lines[reg.StartLine-1][reg.StartColumn-1 : reg.EndColumn-1]; got != reg.Snippet.Text {
					t.Errorf("%s: snippet %q, the region holds %q", res.RuleID, reg.Snippet.Text, got)
				}
			}
		}
		for _, want := range []string{"|", "***", "2121"} {
			if !snippets[want] {
				t.Errorf("no snippet %q among %v", want, snippets)
			}
		}
		if len(r.Invocations) != 1 || r.Invocations[0].ExecutionSuccessful != tt.ok {
			t.Fatalf("invocations %+v, want one, executionSuccessful %v", r.Invocations, tt.ok)
		}
		ns := r.Invocations[0].ToolExecutionNotifications
		if tt.ok && len(ns) != 0 || !tt.ok && (len(ns) != 1 || ns[0].Level != "error" ||
			ns[0].Message.Text != "no such file or directory" ||
			ns[0].Locations[0].PhysicalLocation.ArtifactLocation.URI != "file://"+filepath.ToSlash(missing)) {
			t.Errorf("notifications %+v", ns)
		}
	}
}
