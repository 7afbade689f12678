package lint

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/printer"
)

var update = flag.Bool("update", false, "rewrite golden files and RULES.md")

// secret is the password in testdata/golden/input.txt; no output may hold it.
const secret = "hunter2"

func goldenFindings(t *testing.T) []Finding {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "golden", "input.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return lintString(t, string(data), extract.Options{}, Options{})
}

func render(t *testing.T, format string, fs []Finding) []byte {
	t.Helper()
	var b bytes.Buffer
	f, err := printer.New(format, &b, printer.Options{ToolVersion: "test", Rules: func() []printer.Rule { return Describe(Rules()) }})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range fs {
		r := x.Record("testdata/golden/input.txt")
		if err := f.Print(&r); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGolden renders the findings of testdata/golden/input.txt in every
// format and compares them with the golden files (go test -update rewrites
// them). No format may show the password.
func TestGolden(t *testing.T) {
	fs := goldenFindings(t)
	if len(fs) < 10 {
		t.Fatalf("only %d findings in the golden input", len(fs))
	}
	for _, format := range Formats() {
		t.Run(format, func(t *testing.T) {
			got := render(t, format, fs)
			if bytes.Contains(got, []byte(secret)) || bytes.Contains(got, []byte("16C7e42F292c6912E7710c838347Ae178B4a")) {
				t.Errorf("%s output shows a password", format)
			}
			if format != "text" && !bytes.Contains(got, []byte("https://***@github.com/o/r.git")) {
				t.Errorf("%s output does not show the masked token URL", format)
			}
			if format != "text" && !bytes.Contains(got, []byte("deploy:***@files.gnu.org")) {
				t.Errorf("%s output does not show the masked URL", format)
			}
			path := filepath.Join("testdata", "golden", "output."+format)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s output differs from %s (go test -update rewrites it):\n%s", format, path, golden.Diff(string(want), string(got)))
			}
		})
	}
}

// TestSARIFSchema validates the SARIF log against the SARIF 2.1.0 schema
// (testdata/sarif) and checks what GitHub code scanning needs.
func TestSARIFSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(filepath.Join("testdata", "sarif", "sarif-2.1.0-rtm.5.json"))
	if err != nil {
		t.Fatal(err)
	}
	for name, fs := range map[string][]Finding{"golden": goldenFindings(t), "empty": nil} {
		t.Run(name, func(t *testing.T) {
			out := render(t, "sarif", fs)
			doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(out))
			if err != nil {
				t.Fatal(err)
			}
			if err := sch.Validate(doc); err != nil {
				t.Fatalf("SARIF log does not validate: %v", err)
			}
			// The schema must be able to fail: a level SARIF does not know.
			bad := bytes.Replace(out, []byte(`"level": "warning"`), []byte(`"level": "fatal"`), 1)
			if !bytes.Equal(bad, out) {
				badDoc, err := jsonschema.UnmarshalJSON(bytes.NewReader(bad))
				if err != nil {
					t.Fatal(err)
				}
				if sch.Validate(badDoc) == nil {
					t.Error("the schema accepts level \"fatal\"")
				}
			}
			var log struct {
				Version string `json:"version"`
				Runs    []struct {
					ColumnKind string `json:"columnKind"`
					Tool       struct {
						Driver struct {
							Name  string `json:"name"`
							Rules []struct {
								ID               string `json:"id"`
								ShortDescription struct{ Text string }
								FullDescription  struct{ Text string }
								Help             struct{ Text, Markdown string }
							} `json:"rules"`
						} `json:"driver"`
					} `json:"tool"`
					Results []struct {
						RuleID    string `json:"ruleId"`
						RuleIndex int    `json:"ruleIndex"`
						Locations []struct {
							PhysicalLocation struct {
								ArtifactLocation struct{ URI string }
								Region           struct{ StartLine, StartColumn, EndColumn int }
							}
						}
					} `json:"results"`
				} `json:"runs"`
			}
			if err := json.Unmarshal(out, &log); err != nil {
				t.Fatal(err)
			}
			run := log.Runs[0]
			if log.Version != "2.1.0" || run.ColumnKind != "unicodeCodePoints" || run.Tool.Driver.Name != "urlsift" {
				t.Errorf("version %q columnKind %q driver %q", log.Version, run.ColumnKind, run.Tool.Driver.Name)
			}
			if len(run.Tool.Driver.Rules) != len(Rules()) {
				t.Errorf("%d rules declared, want %d", len(run.Tool.Driver.Rules), len(Rules()))
			}
			for _, r := range run.Tool.Driver.Rules {
				if r.ShortDescription.Text == "" || r.FullDescription.Text == "" || r.Help.Text == "" || r.Help.Markdown == "" {
					t.Errorf("rule %s lacks a description or help", r.ID)
				}
			}
			for _, res := range run.Results {
				if run.Tool.Driver.Rules[res.RuleIndex].ID != res.RuleID {
					t.Errorf("result %s has ruleIndex %d", res.RuleID, res.RuleIndex)
				}
				loc := res.Locations[0].PhysicalLocation
				if loc.ArtifactLocation.URI != "testdata/golden/input.txt" || loc.Region.StartLine < 1 || loc.Region.StartColumn < 1 {
					t.Errorf("bad location %+v", loc)
				}
			}
		})
	}
}

// TestSARIFColumns checks that SARIF columns count characters, not bytes:
// on line 3 of the golden input "Café" puts a two-byte character before
// the URL.
func TestSARIFColumns(t *testing.T) {
	for _, f := range goldenFindings(t) {
		if f.Start.Line == 3 && f.Rule == "non-default-port" {
			if f.Start.Column != 32 || f.Start.Char != 31 {
				t.Errorf("byte column %d, char column %d; want 32 and 31", f.Start.Column, f.Start.Char)
			}
			return
		}
	}
	t.Error("no non-default-port finding on line 3")
}

// TestGitHubEscaping checks the escaping of workflow command properties and data.
func TestGitHubEscaping(t *testing.T) {
	f := Finding{Rule: "bad-escape", Severity: Error, Message: "100% sure\nnext, line", Start: extract.Pos{Line: 1, Column: 2}, End: extract.Pos{Line: 1, Column: 3}}
	got := string(render(t, "github", []Finding{f}))
	got = strings.Replace(got, "testdata/golden/input.txt", "x", 1)
	want := "::error file=x,line=1,col=2,endLine=1,endColumn=3,title=urlsift bad-escape::100%25 sure%0Anext, line\n"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	var b bytes.Buffer
	g, _ := printer.New("github", &b, printer.Options{})
	r := f.Record("a,b:c%.txt")
	g.Print(&r)
	g.Close()
	if !strings.Contains(b.String(), "file=a%2Cb%3Ac%25.txt,") {
		t.Errorf("path not escaped: %q", b.String())
	}
}
