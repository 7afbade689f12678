package extract

import (
	"strings"
	"testing"
)

// scanAll returns the texts of the URLs of in, read as the file named name.
func scanAll(in, name string) []string {
	s := NewScanner(strings.NewReader(in), Options{Name: name})
	var got []string
	for s.Scan() {
		got = append(got, s.URL().Text)
	}
	return got
}

// TestRoffEscapes: in a man page's source (roff), the escapes in a URL's
// text are read as roff prints them ("\-" a "-", "\&" nothing, "\fR" a
// font's change that ends the URL), and a font's change before the
// scheme is no part of it; in any other file they stay as they are.
func TestRoffEscapes(t *testing.T) {
	tests := []struct{ in, want string }{
		{`\fBhttps://www.ruby\-lang\.org/en/\fR`, "https://www.ruby-lang.org/en/"},
		{`see \fIhttp://x.example/a\-b\fP.`, "http://x.example/a-b"},
		{`http://www\&.freedesktop\&.org/software/dbus/\fR\m[]`, "http://www.freedesktop.org/software/dbus/"},
		{`\(lqhttps://x.example/a\(rq`, "https://x.example/a"},
		{`https://x.example/a\(emand more`, "https://x.example/a"},
		{`https://x.example/\%long\:path`, "https://x.example/longpath"},
		{`\f(CWhttps://x.example/a\fP`, "https://x.example/a"},
		{`\f[CR]https://x.example/a\f[]`, "https://x.example/a"},
		{`https://x.example/a\[em]b`, "https://x.example/a"},
		{`https://x.example/a\*(Tm`, "https://x.example/a"},
		{`https://x.example/a\e`, "https://x.example/a"},
		{`\f5https://accounts.google.com/o/oauth2/auth\fR`, "https://accounts.google.com/o/oauth2/auth"},
		{`https://x.example/a\&.`, "https://x.example/a"},
		{`http://deb\&.debian\&.org/debian\-security`, "http://deb.debian.org/debian-security"},
	}
	for _, tt := range tests {
		for _, name := range []string{"x.1", "ruby.1.gz", "/usr/share/man/man3/X.3pm", "a.man", "B.8.GZ"} {
			if got := scanAll(tt.in+"\n", name); len(got) != 1 || got[0] != tt.want {
				t.Errorf("%q named %q: got %q, want [%q]", tt.in, name, got, tt.want)
			}
		}
		// In prose and other languages, a backslash stays where it was.
		for _, name := range []string{"", "-", "x.txt", "x.go", "x.10", "x.1.txt"} {
			for _, u := range scanAll(tt.in+"\n", name) {
				if u == tt.want && strings.Contains(tt.in[strings.Index(tt.in, "://"):], "\\") && !strings.HasSuffix(tt.in, u) {
					t.Errorf("%q named %q: read as roff (%q)", tt.in, name, u)
				}
			}
		}
	}
}

// TestRoffPositions: the URL read from roff keeps its place in the
// source: it starts after the font's escape and ends where its last byte
// stands, whatever the escapes it dropped.
func TestRoffPositions(t *testing.T) {
	in := `.B x` + "\n" + `see \fBhttps://a.example/b\-c\&.d/\fR and more` + "\n"
	s := NewScanner(strings.NewReader(in), Options{Name: "x.1"})
	if !s.Scan() {
		t.Fatal("no URL")
	}
	u := s.URL()
	if u.Text != "https://a.example/b-c.d/" {
		t.Fatalf("got %q", u.Text)
	}
	start := strings.Index(in, "https://")
	end := strings.Index(in, `\fR`)
	if u.Start.Offset != start || u.End.Offset != end || u.Rejoined {
		t.Errorf("start %d end %d rejoined %v, want %d %d false", u.Start.Offset, u.End.Offset, u.Rejoined, start, end)
	}
	// Each byte of the text maps to its byte in the source.
	for i := 0; i < len(u.Text); i++ {
		if o := u.SourcePos(i).Offset; in[o] != u.Text[i] {
			t.Errorf("byte %d %q of the text maps to %q at %d", i, u.Text[i], in[o], o)
		}
	}
}

// TestHTMLQuoteCut: an HTML entity of a quote or an angle bracket ends
// the URL, in any file; a query's field of the same name ("&lt=5") and
// an escaped ampersand ("&amp;") do not.
func TestHTMLQuoteCut(t *testing.T) {
	tests := []struct{ in, want string }{
		{"CURL=&quot;$CURL -o /dev/null -s https://golang.org/&quot;", "https://golang.org/"},
		{"<a href=&quot;http://x.example/a?b=1&amp;c=2&quot;&gt;x", "http://x.example/a?b=1&amp;c=2"},
		{"see http://x.example/?a=1&lt=5 now", "http://x.example/?a=1&lt=5"},
		{"&#39;http://x.example/a&#39;", "http://x.example/a"},
		{"http://x.example/&QUOT;", "http://x.example/"},
		{"http://x.example/a&quotx", "http://x.example/a&quotx"},
		{"http://x.example/a&#x27;b", "http://x.example/a"},
		{"http://x.example/a&apos;", "http://x.example/a"},
		{"&lt;http://x.example/a&gt;", "http://x.example/a"},
		{`{"url":"https://github.com/stleary/JSON-java/blob/master/LICENSE&quot;,&quot;user_id&quot;:null}`, "https://github.com/stleary/JSON-java/blob/master/LICENSE"},
	}
	for _, tt := range tests {
		for _, name := range []string{"", "x.html", "x.md"} {
			if got := scanAll(tt.in+"\n", name); len(got) != 1 || got[0] != tt.want {
				t.Errorf("%q named %q: got %q, want [%q]", tt.in, name, got, tt.want)
			}
		}
	}
}

// TestKeyValue: a URL that is a mapping's value ends before the next key;
// a URL cut in prose before a "word: " goes on as the other rules say.
func TestKeyValue(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  - name: GET /\n    documentation_url: https://docs.github.com/rest/meta/meta#github-api-root\n    openapi_files:\n      - x.json\n", "https://docs.github.com/rest/meta/meta#github-api-root"},
		{"  - url: https://x.example/a\n  - url: https://x.example/b\n", "https://x.example/a"},
		{"  - url: https://x.example/a\n    name: a\n", "https://x.example/a"},
		{"# tests at http://metrics.example.org/d/gbk?orgId=1&to=now\ngbk_python_batch:\n  x: 1\n", "http://metrics.example.org/d/gbk?orgId=1&to=now"},
		{"      temp_file_format: see\n        https://cloud.google.com/bigquery/docs/loading-data-cloud-storage-json.\n      ignore_insert_ids: When using\n", "https://cloud.google.com/bigquery/docs/loading-data-cloud-storage-json"},
		{"Homepage: https://x.example/project\nDescription: a tool\n", "https://x.example/project"},
	}
	for _, tt := range tests {
		if got := scanAll(tt.in, "x.yaml"); len(got) == 0 || got[0] != tt.want {
			t.Errorf("%q: got %q, want %q first", tt.in, got, tt.want)
		}
	}
	// Not a mapping: the rule says nothing.
	for _, in := range []string{
		"clang are listed at https://clang.llvm.org/docs/UndefinedBehaviorSanitizer.html#\nsupported-platforms: CRAN uses it\n",
		"    how-an-them-by; two has was will https://github.com/page.html#Type-\n    select-Type-connectivity: have most\n",
		"  key: https://x.example/a/\n    deeper: b\n",
		"url: https://x.example/a/\nb:c\n",
	} {
		s := NewScanner(strings.NewReader(in), Options{})
		for s.Scan() {
			if s.m.rules.has(ruleSource) {
				t.Errorf("%q: rule source decided %q", in, s.URL().Text)
			}
		}
	}
}

// TestTripleQuoted: Python's triple-quoted strings side by side join the
// URL cut between them (apache_beam generate_yaml_docs.py:604); a next
// string that is no rest of the URL stays apart.
func TestTripleQuoted(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  h='''\n    <a href=\"https://github.com/apache/beam/tree/master/sdks/'''\n  '''python/apache_beam/yaml/examples\">github</a>.\n'''\n", "https://github.com/apache/beam/tree/master/sdks/python/apache_beam/yaml/examples"},
		{"  h='''<a href=\"https://x.example/a/b\">'''\n  '''word and more'''\n", "https://x.example/a/b"},
		{"  h='''see <a href=\"https://x.example/a/'''\n  '''b/c.html\">x</a>'''\n", "https://x.example/a/b/c.html"},
	}
	for _, tt := range tests {
		if got := scanAll(tt.in, "x.py"); len(got) != 1 || got[0] != tt.want {
			t.Errorf("%q: got %q, want [%q]", tt.in, got, tt.want)
		}
	}
}
