package pipeline

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
	"github.com/urlsift/urlsift/pos"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

// The findings of lint's golden input, printed in every format, are
// compared with the golden files beside it.

var update = flag.Bool("update", false, "rewrite golden files")

// lintData is lint's test data: the golden input and outputs, the rules'
// test files, the SARIF schema.
var lintData = filepath.Join("..", "lint", "testdata")

// lintString lints src with the rules of o.
func lintString(t *testing.T, src string, opts extract.Options, o lint.Options) []lint.Finding {
	t.Helper()
	l, err := lint.New(o)
	if err != nil {
		t.Fatal(err)
	}
	var got []lint.Finding
	if err := l.Lint(strings.NewReader(src), opts, func(f lint.Finding) error {
		got = append(got, f)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return got
}

// secret is the password in testdata/golden/input.txt; no output may hold it.
const secret = "hunter2"

func goldenFindings(t *testing.T) []lint.Finding {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(lintData, "golden", "input.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return lintString(t, string(data), extract.Options{}, lint.Options{})
}

func render(t *testing.T, format string, fs []lint.Finding) []byte {
	t.Helper()
	var b bytes.Buffer
	f, err := printer.New(format, &b, printer.Options{ToolVersion: "test", Rules: Rules})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range fs {
		r := Record(&x, "testdata/golden/input.txt")
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
	for _, format := range printer.Formats(printer.Findings) {
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
			path := filepath.Join(lintData, "golden", "output."+format)
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
	sch, err := c.Compile(filepath.Join(lintData, "sarif", "sarif-2.1.0-rtm.5.json"))
	if err != nil {
		t.Fatal(err)
	}
	for name, fs := range map[string][]lint.Finding{"golden": goldenFindings(t), "empty": nil} {
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
			if len(run.Tool.Driver.Rules) != len(lint.Rules()) {
				t.Errorf("%d rules declared, want %d", len(run.Tool.Driver.Rules), len(lint.Rules()))
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
	f := lint.Finding{Rule: "bad-escape", Severity: lint.Error, Message: "100% sure\nnext, line", Start: pos.Pos{Line: 1, Column: 2}, End: pos.Pos{Line: 1, Column: 3}}
	got := string(render(t, "github", []lint.Finding{f}))
	got = strings.Replace(got, "testdata/golden/input.txt", "x", 1)
	want := "::error file=x,line=1,col=2,endLine=1,endColumn=3,title=urlsift bad-escape::100%25 sure%0Anext, line\n"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	var b bytes.Buffer
	g, _ := printer.New("github", &b, printer.Options{})
	r := Record(&f, "a,b:c%.txt")
	g.Print(&r)
	g.Close()
	if !strings.Contains(b.String(), "file=a%2Cb%3Ac%25.txt,") {
		t.Errorf("path not escaped: %q", b.String())
	}
}

// TestFindingText checks lint.Finding.Text, SARIF's region snippet, on every
// finding of the rules' test files and the golden input read as a file
// (LintInput): it is the file's bytes from Start to End, or those bytes
// with the part that is the URL's secret shown as "***" (and then holds
// no byte of the secret), or "" where they are not known; and most
// findings have it.
func TestFindingText(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(lintData, "rules", "*.txt"))
	files = append(files, filepath.Join(lintData, "golden", "input.txt"))
	// Tests: the files are test data by their path (Fixture).
	l, err := lint.New(lint.Options{Enable: []string{"all"}, Tests: true})
	if err != nil {
		t.Fatal(err)
	}
	known, all := 0, 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = LintInput(l, name, bytes.NewReader(data), input.Options{Mode: input.Text}, extract.Options{Abbreviated: true, Relative: true}, nil, func(f lint.Finding) error {
			all++
			if f.Text == "" {
				return nil
			}
			known++
			region := string(data[f.Start.Offset:f.End.Offset])
			if f.Text == region {
				return nil
			}
			before, after, masked := strings.Cut(f.Text, "***")
			if !masked || !strings.HasPrefix(region, before) || !strings.HasSuffix(region[len(before):], after) {
				t.Errorf("%s:%d:%d (%s): text %q, the region holds %q", name, f.Start.Line, f.Start.Column, f.Rule, f.Text, region)
			} else if secret := region[len(before) : len(region)-len(after)]; secret == "" || len(secret) >= 3 && strings.Contains(f.Text, secret) {
				t.Errorf("%s:%d:%d (%s): text %q shows the secret %q", name, f.Start.Line, f.Start.Column, f.Rule, f.Text, secret)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if all < 100 || known*10 < all*9 {
		t.Errorf("%d of %d findings have their text", known, all)
	}
	t.Logf("%d of %d findings have their text", known, all)
}

// TestSARIFInvocation checks the run's invocation: successful with no
// notification, unsuccessful with one that made the run fail, each
// notification naming its input; and the log validates with them.
func TestSARIFInvocation(t *testing.T) {
	sch, err := jsonschema.NewCompiler().Compile(filepath.Join(lintData, "sarif", "sarif-2.1.0-rtm.5.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		notes []printer.Notification
		ok    bool
	}{
		{nil, true},
		{[]printer.Notification{{Path: "notes.txt", Message: "warning: message 2: truncated multipart"}}, true},
		{[]printer.Notification{{Path: "missing.txt", Message: "no such file or directory", Error: true},
			{Path: "/abs/x.bin", Message: "binary file (NUL byte in the first block), skipped", Error: true},
			{Message: "warning: urlsift.toml is not yours: ignored", Error: true}}, false},
	} {
		var b bytes.Buffer
		p, err := printer.New("sarif", &b, printer.Options{ToolVersion: "v1.2.3", ToolSemanticVersion: "1.2.3"})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range tt.notes {
			p.(printer.Notifier).Notify(n)
		}
		for _, f := range goldenFindings(t)[:2] {
			r := Record(&f, "testdata/golden/input.txt")
			p.Print(&r)
		}
		if err := p.Close(); err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(doc); err != nil {
			t.Fatalf("SARIF log does not validate: %v", err)
		}
		var log struct {
			Runs []struct {
				Tool struct {
					Driver struct{ Version, SemanticVersion string }
				}
				Results     []json.RawMessage
				Invocations []struct {
					ExecutionSuccessful        bool
					ToolExecutionNotifications []struct {
						Level     string
						Message   struct{ Text string }
						Locations []struct {
							PhysicalLocation struct{ ArtifactLocation struct{ URI string } }
						}
					}
				}
			}
		}
		if err := json.Unmarshal(b.Bytes(), &log); err != nil {
			t.Fatal(err)
		}
		run := log.Runs[0]
		if run.Tool.Driver.Version != "v1.2.3" || run.Tool.Driver.SemanticVersion != "1.2.3" || len(run.Results) != 2 {
			t.Errorf("driver %+v, %d results", run.Tool.Driver, len(run.Results))
		}
		if len(run.Invocations) != 1 || run.Invocations[0].ExecutionSuccessful != tt.ok {
			t.Fatalf("invocations %+v, want one, successful %v", run.Invocations, tt.ok)
		}
		got := run.Invocations[0].ToolExecutionNotifications
		if len(got) != len(tt.notes) {
			t.Fatalf("%d notifications, want %d", len(got), len(tt.notes))
		}
		for i, n := range tt.notes {
			level := map[bool]string{true: "error", false: "warning"}[n.Error]
			if got[i].Level != level || got[i].Message.Text != n.Message || (n.Path == "") != (len(got[i].Locations) == 0) {
				t.Errorf("notification %d: %+v, want %+v", i, got[i], n)
			}
			if n.Path == "/abs/x.bin" && got[i].Locations[0].PhysicalLocation.ArtifactLocation.URI != "file:///abs/x.bin" {
				t.Errorf("notification %d names %+v", i, got[i].Locations)
			}
		}
	}
}
