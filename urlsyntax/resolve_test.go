package urlsyntax

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// resolveCase is one row of a resolution table.
type resolveCase struct {
	line      int    // line in the table file (0 for JSON)
	base, ref string // the base URL and the reference
	want      string // the resolved URL
	note      string // why the row is as it is, when the source needs a word
}

// resolveTable is a table file and the profile its results belong to.
type resolveTable struct {
	file    string
	profile Profile
}

var resolveTables = []resolveTable{
	{"draft09-appendix-c.txt", Draft09},
	{"rfc1808-section5.txt", RFC1808},
	{"rfc3986/rfc3986-section5.4.json", RFC3986},
}

// loadTable reads a table from testdata. Text tables hold "base URL" lines
// and "REF = RESULT [-- note]" lines ("<>" is the empty reference); the
// JSON table is the conformance file as copied.
func loadTable(tb testing.TB, tab resolveTable) []resolveCase {
	tb.Helper()
	path := filepath.Join("testdata", filepath.FromSlash(tab.file))
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	if strings.HasSuffix(path, ".json") {
		var doc struct {
			Cases []struct {
				Section, Base, Ref, RFC3986, Note string
			}
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		var cases []resolveCase
		for _, c := range doc.Cases {
			cases = append(cases, resolveCase{base: c.Base, ref: c.Ref, want: c.RFC3986, note: strings.TrimSpace(c.Section + " " + c.Note)})
		}
		return cases
	}
	var cases []resolveCase
	base := ""
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line == "#" || strings.HasPrefix(line, "# ") {
			continue
		}
		if b, ok := strings.CutPrefix(line, "base "); ok {
			base = strings.TrimSpace(b)
			continue
		}
		row, note, _ := strings.Cut(line, " -- ")
		f := strings.Fields(row)
		if len(f) != 3 || f[1] != "=" || base == "" {
			tb.Fatalf("%s:%d: want \"REF = RESULT\" after a base line, got %q", path, n, line)
		}
		ref := f[0]
		if ref == "<>" {
			ref = ""
		}
		cases = append(cases, resolveCase{line: n, base: base, ref: ref, want: f[2], note: strings.TrimSpace(note)})
	}
	return cases
}

func TestResolveTables(t *testing.T) {
	for _, tab := range resolveTables {
		t.Run(tab.profile.String(), func(t *testing.T) {
			cases := loadTable(t, tab)
			if len(cases) == 0 {
				t.Fatal("empty table")
			}
			for _, c := range cases {
				got, err := Resolve(c.base, c.ref, tab.profile)
				if err != nil || got != c.want {
					t.Errorf("%s:%d: Resolve(%q, %q) = %q, %v; want %q %s", tab.file, c.line, c.base, c.ref, got, err, c.want, c.note)
				}
			}
			t.Logf("%d cases", len(cases))
		})
	}
}

// The table sizes are those of the sources: a row lost from a table fails.
func TestResolveTableSizes(t *testing.T) {
	want := map[string]int{"draft09-appendix-c.txt": 22 + 21, "rfc1808-section5.txt": 24 + 15, "rfc3986/rfc3986-section5.4.json": 42}
	for _, tab := range resolveTables {
		if n := len(loadTable(t, tab)); n != want[tab.file] {
			t.Errorf("%s: %d cases, want %d", tab.file, n, want[tab.file])
		}
	}
}

// The two rows where draft-09's Appendix C contradicts its own 5.2 are
// marked in the table, and their Appendix C results are not what we give.
func TestDraft09Contradiction(t *testing.T) {
	appendixC := map[string]string{"g?y/./x": "http://a/b/c/g?y/x", "g?y/../x": "http://a/b/c/x"}
	seen := 0
	for _, c := range loadTable(t, resolveTables[0]) {
		if old, ok := appendixC[c.ref]; ok {
			seen++
			if !strings.Contains(c.note, "CONTRADICTION") || !strings.Contains(c.note, old) {
				t.Errorf("row %q does not record the contradiction: %q", c.ref, c.note)
			}
			if got, _ := Resolve(c.base, c.ref, Draft09); got == old {
				t.Errorf("Resolve(%q) = %q, the Appendix C result that 5.2 contradicts", c.ref, got)
			}
		}
	}
	if seen != 2 {
		t.Errorf("found %d of the 2 contradicting rows", seen)
	}
}

var resolveExtra = []struct {
	base, ref string
	p         Profile
	want      string
}{
	// A base with a site and an empty path.
	{"http://a", "g", Draft09, "http://a/g"},
	{"http://a", "g", RFC1808, "http://a/g"},
	{"http://a", "g", RFC3986, "http://a/g"},
	{"http://a", "../g", Draft09, "http://a/../g"},
	{"http://a", "../g", RFC3986, "http://a/g"},
	// The base's fragment is not part of the current document.
	{"http://a/b#f", "#g", Draft09, "http://a/b#g"},
	{"http://a/b#f", "", Draft09, "http://a/b"},
	{"http://a/b#f", "", RFC3986, "http://a/b"},
	{"http://a/b#f", "", RFC1808, "http://a/b#f"},
	{"http://a/b#f", "#", Draft09, "http://a/b#"},
	// Undefined against empty query.
	{"http://a/b?q", "?", Draft09, "http://a/?"},
	{"http://a/b?q", "?", RFC3986, "http://a/b?"},
	{"http://a/b?q", "?", RFC1808, "http://a/b?q"},
	// A base without a site.
	{"mailto:a@b", "c@d", Draft09, "mailto:c@d"},
	{"foo:a/b", "../c", Draft09, "foo:c"},
	{"foo:a/b", "../../c", Draft09, "foo:../c"},
	{"foo:a/b", "//h/p", Draft09, "foo://h/p"},
	// A merged path that starts with "//" is kept from becoming a site.
	{"a:/", ".//x", Draft09, "a:/.//x"},
	{"a:/", ".//x", RFC3986, "a:/.//x"},
	{"a:", "/.//x", RFC3986, "a:/.//x"},
	{"a:/", ".//x", RFC1808, "a:/.//x"},
	// Empty segments are not <segment> for "<segment>/../".
	{"http://a/b//c", "../g", Draft09, "http://a/b/g"},
	{"http://a/b//c", "../g", RFC3986, "http://a/b/g"},
	{"http://a/b/c", "..//../g", Draft09, "http://a/g"},
	// RFC 1808 parameters and net_loc.
	{"http://a/b/c;p1;p2?q", "d", RFC1808, "http://a/b/d"},
	{"http://a/b/c;p?q", ";", RFC1808, "http://a/b/c;p?q"},
	{"http://a/b/c", "//", RFC1808, "http://a/b/c"},
	// Absolute references come back as they are (RFC 3986 removes dots).
	{"http://a/b", "HTTP://X/./y", Draft09, "HTTP://X/./y"},
	{"http://a/b", "HTTP://X/./y", RFC3986, "HTTP://X/y"},
}

func TestResolveExtra(t *testing.T) {
	for _, tt := range resolveExtra {
		got, err := Resolve(tt.base, tt.ref, tt.p)
		if err != nil || got != tt.want {
			t.Errorf("Resolve(%q, %q, %v) = %q, %v; want %q", tt.base, tt.ref, tt.p, got, err, tt.want)
		}
	}
}

func TestResolveErrors(t *testing.T) {
	for _, base := range []string{"", "/a/b", "//h/p", "?q", ":x"} {
		if _, err := Resolve(base, "g", Draft09); err != ErrBaseNotAbsolute {
			t.Errorf("Resolve(%q, g) error = %v, want ErrBaseNotAbsolute", base, err)
		}
	}
	if _, err := Resolve("a b:c", "g", RFC1808); err != ErrBaseNotAbsolute {
		t.Errorf("RFC 1808 took %q as absolute: %v", "a b:c", err)
	}
	if _, err := Resolve("http://a/", "g", Profile(9)); err == nil {
		t.Error("no error for an unknown profile")
	}
	for _, name := range []string{"draft09", "rfc1808", "rfc3986"} {
		p, err := ParseProfile(name)
		if err != nil || p.String() != name {
			t.Errorf("ParseProfile(%q) = %v, %v", name, p, err)
		}
	}
	if _, err := ParseProfile("rfc2396"); err == nil {
		t.Error("ParseProfile(rfc2396): no error")
	}
}

func TestRemoveDots(t *testing.T) {
	tests := []struct{ in, draft, rfc3986 string }{
		{"", "", ""},
		{".", "", ""},
		{"./", "", ""},
		{"..", "..", ""},
		{"a/..", "", "/"},
		{"/a/..", "/", "/"},
		{"a/./b/../c", "a/c", "a/c"},
		{"/../a", "/../a", "/a"},
		{"a/b/../../..", "..", "/"},
		{"a//../b", "a/b", "a/b"},
		{"../a/./b/", "../a/b/", "a/b/"},
		{"/a/b/c/./../../g", "/a/g", "/a/g"},
		{"mid/content=5/../6", "mid/6", "mid/6"},
		{".a/..b/...", ".a/..b/...", ".a/..b/..."},
	}
	for _, tt := range tests {
		if got := removeDots(tt.in); got != tt.draft {
			t.Errorf("removeDots(%q) = %q, want %q", tt.in, got, tt.draft)
		}
		if got := removeDotSegments(tt.in); got != tt.rfc3986 {
			t.Errorf("removeDotSegments(%q) = %q, want %q", tt.in, got, tt.rfc3986)
		}
	}
}

// Every reference and result in the tables is a valid URL reference by
// Appendix A, and every result is absolute.
func TestResolveTablesValid(t *testing.T) {
	for _, tab := range resolveTables {
		for _, c := range loadTable(t, tab) {
			for _, s := range []string{c.base, c.ref, c.want} {
				if vs := Validate(s); len(vs) > 0 {
					t.Errorf("%s: %q: %v", tab.file, s, vs)
				}
			}
			if r := Parse(c.want); !r.IsAbsolute() {
				t.Errorf("%s: result %q is not absolute", tab.file, c.want)
			}
		}
	}
}
