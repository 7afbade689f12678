package lint

import (
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// escapedAt returns an escaped func (bracketsLeft, insideKept) that holds
// the offsets offs.
func escapedAt(offs ...int) func(int) bool {
	return func(off int) bool {
		for _, o := range offs {
			if o == off {
				return true
			}
		}
		return false
	}
}

// TestBracketsLeft: which brackets of a URL (and the word it ends in) a
// set of escapes leaves, an IP literal host's apart.
func TestBracketsLeft(t *testing.T) {
	for _, tt := range []struct {
		url     string
		base    int
		escaped []int
		want    bool
	}{
		{"http://x/a", 0, nil, false},
		{"http://x/{id}", 0, nil, true},
		{"http://x/{id}", 0, []int{9}, true},
		{"http://x/{id}", 0, []int{9, 12}, false},
		{"http://x/{id}", 100, []int{9, 12}, true}, // offsets are the text's
		{"http://x/{id}", 100, []int{109, 112}, false},
		{"http://[::1]/a", 0, nil, false},             // the host's syntax
		{"http://[::1]/[a]", 0, []int{13, 15}, false}, // the literal's not counted
		{"http://u@[2001:db8::1]:80/{a}", 0, []int{26, 28}, false},
		{"http://[v1.x]/a", 0, nil, false},
		{"scp://[user]@host/p", 0, nil, true}, // "[user]": no address
		{"http://[]/a", 0, nil, true},
		{"http://x/a]b", 0, nil, true},
		{"http://x/{a}/[b]", 0, []int{9, 11, 13, 15}, false},
		{"http://x/{a}/[b]", 0, []int{9, 11, 13}, true},
	} {
		if got := bracketsLeft(tt.url, tt.base, escapedAt(tt.escaped...)); got != tt.want {
			t.Errorf("bracketsLeft(%q, %d, %v) = %v, want %v", tt.url, tt.base, tt.escaped, got, tt.want)
		}
	}
}

// TestChangedSpan: the bytes an edit changes, less what its old and new
// text share at either end.
func TestChangedSpan(t *testing.T) {
	for _, tt := range []struct {
		e    Edit
		a, b int
	}{
		{Edit{Start: 10, End: 11, Old: "|", New: "%7C"}, 10, 11},
		{Edit{Start: 0, End: 16, Old: "HTTP://x/{a%7eb}", New: "http://x/{a~b}"}, 0, 14},
		{Edit{Start: 0, End: 12, Old: "HTTP://x/{a}", New: "http://x/{a}"}, 0, 4},
		{Edit{Start: 5, End: 7, Old: ":/", New: "/"}, 5, 6},
		{Edit{Start: 5, End: 5, Old: "", New: "x"}, 5, 5},
		{Edit{Start: 5, End: 7, Old: "ab", New: "aab"}, 6, 6}, // an insertion
		{Edit{Start: 3, End: 6, Old: "%7e", New: "~"}, 3, 6},
		{Edit{Start: 3, End: 6, Old: "abc", New: "abc"}, 6, 6},
	} {
		if a, b := changedSpan(tt.e); a != tt.a || b != tt.b {
			t.Errorf("changedSpan(%+v) = %d, %d, want %d, %d", tt.e, a, b, tt.a, tt.b)
		}
	}
}

// TestInsideKept: an edit between a bracket and its partner, or of
// either, where the pair stays, changes a template; one outside the
// pairs, or inside a pair escaped whole, does not.
func TestInsideKept(t *testing.T) {
	bar := func(url string, k int) Edit { // the k-th "|" escaped
		i := -1
		for ; k >= 0; k-- {
			i += 1 + strings.IndexByte(url[i+1:], '|')
		}
		return Edit{Start: i, End: i + 1, Old: "|", New: "%7C"}
	}
	const gapi = "https://x/v1/{project_number|folder_number|org_number}/a|b"
	for _, tt := range []struct {
		name    string
		url     string
		escaped []int
		edit    Edit
		want    bool
	}{
		{"Google's alternatives", gapi, nil, bar(gapi, 0), true},
		{"the second", gapi, nil, bar(gapi, 1), true},
		{"after the pair", gapi, nil, bar(gapi, 2), false},
		{"the pair escaped whole", gapi, []int{strings.IndexByte(gapi, '{'), strings.IndexByte(gapi, '}')}, bar(gapi, 0), false},
		{"one of the pair escaped", gapi, []int{strings.IndexByte(gapi, '{')}, bar(gapi, 0), true},
		{"square", "http://x/[a|b]", nil, bar("http://x/[a|b]", 0), true},
		{"nested, outer kept", "http://x/{a[b|c]}", []int{10, 15}, bar("http://x/{a[b|c]}", 0), true},
		{"nested, both escaped", "http://x/{a[b|c]}", []int{9, 11, 15, 16}, bar("http://x/{a[b|c]}", 0), false},
		{"mismatched: no pair", "http://x/{a|b]", nil, bar("http://x/{a|b]", 0), false},
		{"a lone bracket", "http://x/{a|b", nil, bar("http://x/{a|b", 0), false},
		{"a close before its open", "http://x/}a|b{", nil, bar("http://x/}a|b{", 0), false},
		{"IP literal", "http://[::1]/a|b", nil, bar("http://[::1]/a|b", 0), false},
		{"IP literal then a pair", "http://[::1]/{a|b}", nil, bar("http://[::1]/{a|b}", 0), true},
		{"decoded inside", "http://x/{4%72z}", nil, Edit{Start: 11, End: 14, Old: "%72", New: "r"}, true},
		{"whole URL, inside", "HTTP://x/{a%7eb}", nil, Edit{Start: 0, End: 16, Old: "HTTP://x/{a%7eb}", New: "http://x/{a~b}"}, true},
		{"whole URL, scheme only", "HTTP://x/{a}", nil, Edit{Start: 0, End: 12, Old: "HTTP://x/{a}", New: "http://x/{a}"}, false},
		{"insertion inside", "http://x/{ab}", nil, Edit{Start: 11, End: 11, New: "x"}, true},
		{"insertion before", "http://x/{ab}", nil, Edit{Start: 9, End: 9, New: "x"}, false},
		{"insertion after", "http://x/{ab}", nil, Edit{Start: 13, End: 13, New: "x"}, false},
		{"the bracket itself", "http://x/{ab}", nil, Edit{Start: 9, End: 10, Old: "{", New: "%7B"}, true},
		{"port before the pair", "http://x:80/{a}", nil, Edit{Start: 8, End: 11, Old: ":80"}, false},
	} {
		if got := insideKept(tt.url, 0, escapedAt(tt.escaped...), []Edit{tt.edit}); got != tt.want {
			t.Errorf("%s: insideKept(%q, %v, %+v) = %v, want %v", tt.name, tt.url, tt.escaped, tt.edit, got, tt.want)
		}
	}
}

// TestFixTemplateInsideCases: --fix (the Fixer) and the language
// server's fix of all and quick fixes (TextFixes) leave what a template
// holds between brackets that stay, and fix the rest of its URL; a
// template escaped whole is escaped with what it holds.
func TestFixTemplateInsideCases(t *testing.T) {
	for _, tt := range []struct {
		name, text, want string
	}{
		{"alternatives beside a placeholder",
			"see https://x.example.org/v1/{a|b|c}/[PROJECT_ID]/e|f here\n",
			"see https://x.example.org/v1/{a|b|c}/[PROJECT_ID]/e%7Cf here\n"},
		{"escaped whole",
			"see https://x.example.org/v1/{1|2}/e|f here\n",
			"see https://x.example.org/v1/%7B1%7C2%7D/e%7Cf here\n"},
		{"alternatives of names to fill in, left",
			"see https://x.example.org/v1/{a|b}/e|f here\n",
			"see https://x.example.org/v1/{a|b}/e%7Cf here\n"},
		{"an escape decoded inside",
			"see https://x.example.org:443/{a%7eb}/[PROJECT_ID]/%7ec here\n",
			"see https://x.example.org/{a%7eb}/[PROJECT_ID]/~c here\n"},
		{"Google's comment, the URL wrapped",
			"// `principalSet://cloudresourcemanager.googleapis.com/[projects|folders|organiz\n// ations]/{project_number|folder_number|org_number}/type/ServiceAgent`: All\n",
			"// `principalSet://cloudresourcemanager.googleapis.com/[projects|folders|organiz\n// ations]/{project_number|folder_number|org_number}/type/ServiceAgent`: All\n"},
	} {
		name := "notes.txt"
		if strings.HasPrefix(tt.text, "//") {
			name = "api.go"
		}
		if got := fixText(t, name, tt.text); got != tt.want {
			t.Errorf("%s: --fix wrote\n  %q\nwant\n  %q", tt.name, got, tt.want)
		}
		// The language server: the fix of all, and each quick fix alone
		// leaves the template (a fix it offers is one --fix applies).
		l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
		if err != nil {
			t.Fatal(err)
		}
		fixes := NewTextFixes(name, tt.text, extract.Options{})
		fs := lintFindings(t, l, tt.text)
		for i := range fs {
			if e := fixes.Add(&fs[i]); e != nil && fixes.Fix(e) != nil {
				one, _, err := applyEdits([]byte(tt.text), e)
				if err != nil {
					t.Fatal(err)
				}
				if changesTemplate(tt.text, string(one)) {
					t.Errorf("%s: the quick fix of %s at %d changes a template: %q", tt.name, fs[i].Rule, e[0].Start, one)
				}
			}
		}
		all, _, err := applyEdits([]byte(tt.text), fixes.All())
		if err != nil {
			t.Fatal(err)
		}
		if string(all) != tt.want {
			t.Errorf("%s: the fix of all is\n  %q\nwant\n  %q", tt.name, all, tt.want)
		}
	}
}

// changesTemplate reports whether after, the text before with edits,
// holds a "{" or "[" of before unescaped whose template (up to its
// partner) is not as it was: the templates of before are compared in
// order with the unescaped pieces of after that open alike.
func changesTemplate(before, after string) bool {
	pieces := func(s string) []string {
		var out []string
		for i := 0; i < len(s); i++ {
			if s[i] != '{' && s[i] != '[' {
				continue
			}
			close := byte('}')
			if s[i] == '[' {
				close = ']'
			}
			if j := strings.IndexByte(s[i:], close); j > 0 {
				out = append(out, s[i:i+j+1])
			}
		}
		return out
	}
	b, a := pieces(before), pieces(after)
	if len(a) != len(b) {
		return len(a) != 0 // escaped whole, or some of them (halves)
	}
	for i := range a {
		if a[i] != b[i] {
			return true
		}
	}
	return false
}
