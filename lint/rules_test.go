package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// TestRegistry checks the registry's shape: sorted unique kebab-case names,
// well-formed titles, documentation with a section and examples, and a
// testdata file per rule.
func TestRegistry(t *testing.T) {
	kebab := regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)
	for i, r := range registry {
		if !kebab.MatchString(r.Name) {
			t.Errorf("%q is not kebab-case", r.Name)
		}
		if i > 0 && registry[i-1].Name >= r.Name {
			t.Errorf("registry not sorted or not unique at %q", r.Name)
		}
		if r.Title == "" || strings.HasSuffix(r.Title, ".") || strings.Contains(r.Title, "\n") || r.Title[0] < 'a' || r.Title[0] > 'z' {
			t.Errorf("%s: title %q must be one lower-case line without a final period", r.Name, r.Title)
		}
		if r.Section == "" || r.Doc == "" || len(r.Bad) == 0 || len(r.Good) == 0 {
			t.Errorf("%s: needs a section, documentation and bad and good examples", r.Name)
		}
		if r.Severity < Info || r.Severity > Error {
			t.Errorf("%s: bad default severity %v", r.Name, r.Severity)
		}
		if r.check == nil && r.Name != "unused-suppression" && r.Name != "url-too-long" {
			t.Errorf("%s: no check", r.Name)
		}
		if Lookup(r.Name) != r {
			t.Errorf("Lookup(%q) does not find it", r.Name)
		}
		if _, err := os.Stat(filepath.Join("testdata", "rules", r.Name+".txt")); err != nil {
			t.Errorf("%s: no testdata/rules/%s.txt", r.Name, r.Name)
		}
	}
	for _, name := range []string{"unwise-character", "bad-escape", "password-in-site", "non-default-port",
		"default-port", "invalid-port", "excluded-character", "escaped-delimiter", "unnecessary-escape",
		"invalid-host", "userinfo", "hyphen-at-line-break", "whitespace-in-url", "scheme-in-relative"} {
		if Lookup(name) == nil {
			t.Errorf("rule %q of the issue is missing", name)
		}
	}
	if Lookup("no-such-rule") != nil || Lookup("") != nil {
		t.Error("Lookup finds a rule that does not exist")
	}
}

// expectation is one `want` of a testdata line: "rule", "rule@COL" or
// "rule@COL: message regexp".
type expectation struct {
	line int
	rule string
	col  int // 0: any
	msg  *regexp.Regexp
	raw  string
}

var wantString = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)

// parseWants cuts the " // want ..." annotations off the lines of src and
// returns the text to lint and the expectations.
func parseWants(t *testing.T, src string) (string, []expectation) {
	t.Helper()
	lines := strings.Split(src, "\n")
	var exps []expectation
	for i, l := range lines {
		j := strings.Index(l, " // want ")
		if j < 0 {
			continue
		}
		for _, m := range wantString.FindAllStringSubmatch(l[j+len(" // want "):], -1) {
			s := strings.ReplaceAll(m[1], `\"`, `"`) // the rest is a regexp, as written
			e := expectation{line: i + 1, raw: s}
			spec, msg, hasMsg := strings.Cut(s, ": ")
			if hasMsg {
				e.msg = regexp.MustCompile(msg)
			}
			rule, col, hasCol := strings.Cut(spec, "@")
			e.rule = rule
			if hasCol {
				var err error
				e.col, err = strconv.Atoi(col)
				if err != nil {
					t.Fatalf("line %d: bad column in %q", i+1, s)
				}
			}
			if Lookup(rule) == nil {
				t.Fatalf("line %d: want names unknown rule %q", i+1, rule)
			}
			exps = append(exps, e)
		}
		lines[i] = l[:j]
	}
	return strings.Join(lines, "\n"), exps
}

// lintString lints src with every rule enabled and returns the findings.
func lintString(t *testing.T, src string, opts extract.Options, o Options) []Finding {
	t.Helper()
	l, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	var got []Finding
	if err := l.Lint(strings.NewReader(src), opts, func(f Finding) error {
		got = append(got, f)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestRules lints testdata/rules/NAME.txt with the default rules and rule
// NAME on, and checks that the findings are exactly the ones the `want`
// annotations list: a finding with no annotation and an annotation with no
// finding both fail.
func TestRules(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "rules", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatal("no testdata/rules files")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			src, exps := parseWants(t, string(data))
			opts := extract.Options{Abbreviated: strings.Contains(src, "# options: abbreviated")}
			if strings.Contains(src, "# options: max-url 64") {
				opts.MaxURL = 64
			}
			// The default rules, and the file's own rule even if it is off by default.
			name := strings.TrimSuffix(filepath.Base(file), ".txt")
			got := lintString(t, src, opts, Options{Enable: []string{name}, Tests: true})
			checkWants(t, file, got, exps)
		})
	}
}

func checkWants(t *testing.T, file string, got []Finding, exps []expectation) {
	t.Helper()
	used := make([]bool, len(got))
	for _, e := range exps {
		found := false
		for i, f := range got {
			if used[i] || f.Start.Line != e.line || f.Rule != e.rule {
				continue
			}
			if e.col != 0 && f.Start.Column != e.col {
				continue
			}
			if e.msg != nil && !e.msg.MatchString(f.Message) {
				continue
			}
			used[i] = true
			found = true
			break
		}
		if !found {
			var near []string
			for _, f := range got {
				if f.Start.Line == e.line {
					near = append(near, fmt.Sprintf("%s@%d: %s", f.Rule, f.Start.Column, f.Message))
				}
			}
			t.Errorf("%s:%d: no finding for want %q (line has: %s)", file, e.line, e.raw, strings.Join(near, "; "))
		}
	}
	var extra []string
	for i, f := range got {
		if !used[i] {
			extra = append(extra, fmt.Sprintf("%s:%d:%d: unexpected %s finding: %s", file, f.Start.Line, f.Start.Column, f.Rule, f.Message))
		}
	}
	sort.Strings(extra)
	for _, x := range extra {
		t.Error(x)
	}
}

func TestFind(t *testing.T) {
	for _, tt := range []struct{ in, rule, err string }{
		{"unwise-character", "unwise-character", ""},
		{"Unwise-Character", "unwise-character", ""},
		{"UNWISE_CHARACTER", "unwise-character", ""},
		{" password in site ", "password-in-site", ""},
		{"unwise-charcter", "", `unknown rule "unwise-charcter" (did you mean unwise-character?)`},
		{"Pasword-In-Site", "", `unknown rule "Pasword-In-Site" (did you mean password-in-site?)`},
		{"zzzzzzzzzzzzzzzzzzzz", "", `unknown rule "zzzzzzzzzzzzzzzzzzzz"`},
		{"", "", `unknown rule ""`},
	} {
		r, err := Find(tt.in)
		got, msg := "", ""
		if r != nil {
			got = r.Name
		}
		if err != nil {
			msg = err.Error()
		}
		if got != tt.rule || msg != tt.err {
			t.Errorf("Find(%q) = %q, %q; want %q, %q", tt.in, got, msg, tt.rule, tt.err)
		}
	}
}

// TestEveryKindClaimed: every violation kind of urlsyntax.Validate is
// claimed by exactly one rule (Rule.kinds), and that rule does report it:
// a URL with the violation gets a finding of that rule.
func TestEveryKindClaimed(t *testing.T) {
	samples := map[urlsyntax.Kind]string{
		urlsyntax.KindUnwise:      "http://example.org/a|b",
		urlsyntax.KindBadEscape:   "http://example.org/%zz",
		urlsyntax.KindExcluded:    "http://example.org/a#b#c",
		urlsyntax.KindNonASCII:    "http://example.org/caf\u00e9",
		urlsyntax.KindBadScheme:   "h_ttp://example.org/",
		urlsyntax.KindBadHostname: "http://exa_mple.org/",
		urlsyntax.KindBadTopLabel: "http://example.123/",
		urlsyntax.KindIPv4Range:   "http://300.1.1.1/",
		urlsyntax.KindBadPort:     "http://example.org:8x/",
		urlsyntax.KindPortRange:   "http://example.org:99999/",
		urlsyntax.KindBadUserinfo: "http://a@b:c@example.org/",
		urlsyntax.KindEmptyHost:   "http://:80/",
	}
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	claimed := map[string]bool{}
	for k := urlsyntax.KindUnwise; k <= urlsyntax.KindBadPath; k++ {
		var claimants []string
		for _, r := range Rules() {
			if slices.Contains(r.kinds, k) {
				claimants = append(claimants, r.Name)
			}
		}
		if len(claimants) != 1 {
			t.Errorf("%v is claimed by %d rules %q, want one", k, len(claimants), claimants)
			continue
		}
		name := claimants[0]
		claimed[name] = true
		u, ok := samples[k]
		if !ok {
			if k != urlsyntax.KindBadPath { // never reported, see urlsyntax.Validate
				t.Errorf("no sample URL for %v", k)
			}
			continue
		}
		r := urlsyntax.Parse(u)
		found := false
		for _, v := range r.Validate() {
			found = found || v.Kind == k
		}
		if !found {
			t.Errorf("sample %q has no %v violation", u, k)
			continue
		}
		// Check, not Lint: the extractor reads no scheme the grammar
		// refuses, so bad-scheme only comes from callers of Check.
		got := l.Check(&extract.URL{Text: u, Delimiter: extract.Angle, End: pos.Pos{Offset: len(u), Line: 1, Column: len(u) + 1}, Start: pos.Pos{Line: 1, Column: 1}})
		hit := false
		for _, f := range got {
			hit = hit || f.Rule == name
		}
		if !hit {
			t.Errorf("%v: %q gets no %s finding (got %v)", k, u, name, got)
		}
	}
	for _, name := range []string{"unwise-character", "bad-escape", "excluded-character", "invalid-scheme", "invalid-host", "invalid-port", "invalid-syntax"} {
		if !claimed[name] {
			t.Errorf("%s reports the grammar's violations but claims no kind", name)
		}
	}
}
