package lint

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// TestCheck covers references the scanner does not extract from text but
// that reach the linter through other routes (and the rules' severities).
func TestCheck(t *testing.T) {
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in   string
		want []string // "rule@col severity"
	}{
		{"http:g", []string{"scheme-in-relative@1 warning"}},
		{"http:/g?y", []string{"scheme-in-relative@1 warning"}},
		{"http:", []string{"scheme-in-relative@1 warning"}},
		{"news:comp.infosystems.www.servers.unix", nil},
		{"mailto:alice@example.com", nil},
		{"ht_tp://example.com/", []string{"invalid-scheme@3 error"}},
		{"http://example.com/", nil},
		{"ftp://a:s3cret@ftp.gnu.org/", []string{"password-in-site@9 error"}},
		{"ftp://a:${PW}@ftp.gnu.org/", []string{"password-in-site@9 info"}},
		{"ftp://a:%24%7BPW%7D@ftp.gnu.org/", []string{"password-in-site@9 info"}}, // %24 is reserved since RFC 3986: not reported
		// Passwords that describe one: placeholders, at info.
		{"http://user:pa%2Fssword@dummy.faketld/", []string{"password-in-site@13 info"}},
		{"http://u:passwo%5Erd@files.gnu.org/", []string{"password-in-site@10 info"}},
		{"http://login-on-proxy:passwd-on-proxy@proxy.gnu.org/", []string{"password-in-site@23 info"}},
		{"https://aladdin:opensesame@vcs.gnu.org/", []string{"password-in-site@17 info"}},
		{"http://My%20User:My%20Pass@files.gnu.org/", []string{"password-in-site@18 info"}},
		{"http://deploy:Zq7xW9rT@files.gnu.org/", []string{"password-in-site@15 error"}},
		// No escape is unnecessary in a port: the grammar allows none there.
		{"http://www.gnu.org:%38%30/", []string{"invalid-port@20 error"}},
		// A glob of hosts, a regular expression: no URL.
		{"http://*example.org/", nil},
		{"http://([^/]+)/test/", nil},
		{"ftp://a:xxx@ftp.gnu.org/", []string{"password-in-site@9 info"}},
		{"ftp://a:password@ftp.gnu.org/", []string{"password-in-site@9 info"}},
		{"ftp://a:$PASSWORD@ftp.gnu.org/", []string{"password-in-site@9 info"}},
		{"ftp://anonymous:alice%40ftp.gnu.org@ftp.gnu.org/", []string{"password-in-site@17 info"}},
		{"ftp://guest:guest@ftp.gnu.org/", []string{"password-in-site@13 info"}},
		{"ftp://guest:hunter2@ftp.gnu.org/", []string{"password-in-site@13 error"}},
		{"http://a:b%0Dc@www.gnu.org/", []string{"password-in-site@10 error", "escaped-delimiter@11 error"}},
		{"http://www.gnu.org:0025/", []string{"non-default-port@20 error"}},
		{"https://www.gnu.org:80/", []string{"non-default-port@21 warning"}},
		{"http://www.gnu.org:443/", []string{"non-default-port@20 warning"}},
		{"http://www.gnu.org:22/", []string{"non-default-port@20 error"}},
		{"http://www.gnu.org:8080/", []string{"non-default-port@20 warning"}},
		{"foo://example.com:25/", nil},
		// Loopback, private and documentation hosts: written on purpose.
		{"http://localhost:8080/", []string{"non-default-port@18 info"}},
		{"ws://127.0.0.1:9229/x", []string{"non-default-port@16 info"}},
		{"http://10.1.2.3:22/", []string{"non-default-port@17 info"}},
		{"http://a.test:8080/", []string{"non-default-port@15 info"}},
		{"http://[2001:db8::1]:8080/", []string{"invalid-host@8 info", "non-default-port@22 info"}},
		{"http://[2001:db9::1]/", []string{"invalid-host@8 error"}},
		{"http://[fe80::1]/", []string{"invalid-host@8 info"}},
		{"http://[::1]/", []string{"invalid-host@8 info"}},
		{"http://[::ffff:c0a8:1]/", []string{"invalid-host@8 info"}},
		{"https://username:p@ssword@www.gnu.org/", []string{"password-in-site@18 info", "invalid-syntax@19 error"}},
		{"https://u:s3cret@api.example.com/", []string{"password-in-site@11 info"}},
		{"https://u:s3cret@localhost/", []string{"password-in-site@11 warning"}},
		{"https://u:s3cret@192.168.1.2/", []string{"password-in-site@11 warning"}},
		{"https://user:pass@www.gnu.org/", []string{"password-in-site@14 info"}},
		{"https://a:b@www.gnu.org/", []string{"password-in-site@11 info"}},
		{"https://username:password@www.gnu.org/", []string{"password-in-site@18 info"}},
		{"https://abc:xyz@www.gnu.org/", []string{"password-in-site@13 info"}},
		{"https://admin:admin@www.gnu.org/", []string{"password-in-site@15 info"}},
		{"http://www.gnu.org.example:8080/", []string{"non-default-port@28 info"}},
		{"http://example.com.gnu.org:8080/", []string{"non-default-port@28 warning"}},
		{"https://...?go-get=1", nil}, // an ellipsis for a host: nothing to act on
		{"git://git..../proj.git", nil},
		{"https://a..b/", []string{"invalid-host@11 error"}},
		{"ssh://host:port/path", nil}, // a word for a port: a placeholder
		// Judged false in the samples of issue 24 (scripts/fp-verdicts.tsv).
		{"http://@@", nil},
		{"http://internal.blog.example.com/|http://www.example.com/blog/|i", nil},
		{"https://\\:example.com/\\:page.html", nil},
		{"http://www.math.ksu.edu/$\\sim$lub/", nil},
		{"vendor://[[user][:pwd]@][host][:port]/[database[/table]", []string{"password-in-site@19 info"}}, // a placeholder password
		{"http://{pypi_index}/simple/{package_name", nil},
		{"http://www.w3.org:8001&rdquo", nil},
		{"http://\u3092\u4eee\u5b9a\u3057\u3066", nil}, // Japanese prose after "http://"
		{"http://~\\mbox{[CTAN]}~/macros/latex/contrib/tamefloats/tameflts.sty", nil},
		{"http://example.com/file[a-z].txt", nil},
		{"ftp://host:port/path;type=[D,I", nil},
		{"gs://[DELIVERY_PIPELINE_ID]_clouddeploy/source", nil},
		{"https://www.googleapis.com/compute/v1/projects/[PROJECT_ID]/zones", nil},
		{"http://example.org/find?q=[term", []string{"unwise-character@27 warning"}}, // a query's value: still reported
		{"http://www.catb.org/esr/cvs-fast-export/[cvs-fast-export]", nil},
		// A scheme written twice: a broken link, at warning.
		{"http://http://httpd.apache.org/dev/verification.html", []string{"empty-port@8 warning"}},
		{"http://http:/", []string{"empty-port@12 info"}},
		{"http://www.gnu.org:80a/", []string{"invalid-port@22 error"}},
		{"http://localhosts:8080/", []string{"non-default-port@19 warning"}},
		{"http://example.com:080/", []string{"default-port@19 info"}},
		{"http://xn--caf-dma.example/", nil},
		{"http://café.example/", []string{"excluded-character@11 warning"}},
	}
	for _, tt := range tests {
		var got []string
		for _, f := range checkText(l, tt.in) {
			got = append(got, f.Rule+"@"+strconv.Itoa(f.Start.Column)+" "+f.Severity.String())
			for _, s := range []string{f.Message, f.URL} {
				if strings.Contains(s, "s3cret") || strings.Contains(s, "hunter2") || strings.Contains(s, "b%0Dc") {
					t.Errorf("%s: password shown in %q", tt.in, s)
				}
			}
		}
		if strings.Join(got, ", ") != strings.Join(tt.want, ", ") {
			t.Errorf("%s:\n got  %v\n want %v", tt.in, got, tt.want)
		}
	}
}

// TestStreaming checks that suppressions and findings do not depend on how
// the reader splits the input: a directive after the URL on its line is
// seen even when the scanner has returned the URL before reading it.
func TestStreaming(t *testing.T) {
	src := "a http://example.com/a|b and more text urlsift:ignore unwise-character\n" +
		"urlsift:ignore-next-line non-default-port\n" +
		"http://example.com:8080/\n" +
		"http://example.com/x|y\n" +
		"last line urlsift:ignore userinfo"
	l, _ := New(Options{})
	run := func(r io.Reader) string {
		var b strings.Builder
		if err := l.Lint(r, extract.Options{}, func(f Finding) error {
			b.WriteString(f.Rule + "@" + strconv.Itoa(f.Start.Line) + ":" + strconv.Itoa(f.Start.Column) + "\n")
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	want := "unwise-character@4:21\nunused-suppression@5:11\n"
	for name, r := range map[string]io.Reader{
		"whole":    strings.NewReader(src),
		"one-byte": iotest.OneByteReader(strings.NewReader(src)),
		"half":     iotest.HalfReader(strings.NewReader(src)),
		"data-err": iotest.DataErrReader(strings.NewReader(src)),
	} {
		if got := run(r); got != want {
			t.Errorf("%s: got\n%swant\n%s", name, got, want)
		}
	}
}

// TestLongStream checks that a stream much larger than the scanner's
// buffer keeps character columns right and suppressions working at the end.
func TestLongStream(t *testing.T) {
	line := strings.Repeat("é", 40) + " http://example.com/a|b\n"
	var b strings.Builder
	for b.Len() < 3<<20 {
		b.WriteString(line)
	}
	n := strings.Count(b.String(), "\n")
	b.WriteString("http://example.com/c|d urlsift:ignore unwise-character\n")
	l, _ := New(Options{})
	count := 0
	err := l.Lint(strings.NewReader(b.String()), extract.Options{}, func(f Finding) error {
		count++
		if f.Start.Column != 102 || f.Start.Char != 62 {
			t.Fatalf("line %d: byte column %d, char column %d; want 102 and 62", f.Start.Line, f.Start.Column, f.Start.Char)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if count != n {
		t.Errorf("%d findings, want %d", count, n)
	}
}

func TestReadError(t *testing.T) {
	l, _ := New(Options{})
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader("http://example.com/a|b\n"), iotest.ErrReader(boom))
	n := 0
	err := l.Lint(r, extract.Options{}, func(Finding) error { n++; return nil })
	if !errors.Is(err, boom) || n != 1 {
		t.Errorf("err %v, %d findings; want boom and 1", err, n)
	}
}

func TestOptions(t *testing.T) {
	cfg, err := ParseConfig(`
disable = ["userinfo"]
enable = ["dot-segment"]
fail-level = "error"
[allow]
hosts = ["*.test"]
[rules.non-default-port]
severity = "error"
ports = ["8443"]
[rules.default-port]
severity = "off"
`)
	if err != nil {
		t.Fatal(err)
	}
	l, err := New(Options{Config: cfg, Disable: []string{"unnecessary-escape"}})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ in, want string }{
		{"http://u@www.gnu.org/", ""},
		{"http://www.gnu.org:8080/", "non-default-port error"},
		{"http://www.gnu.org:8443/", ""},
		{"http://www.gnu.org:80/", ""},
		{"http://a.test:8080/x|y", ""},
		{"http://www.gnu.org/%7E", ""},
		{"http://www.gnu.org/./a", "dot-segment info"},
	}
	for _, tt := range tests {
		var got []string
		for _, f := range checkText(l, tt.in) {
			got = append(got, f.Rule+" "+f.Severity.String())
		}
		if strings.Join(got, ", ") != tt.want {
			t.Errorf("%s: got %v, want %q", tt.in, got, tt.want)
		}
	}
	if _, err := New(Options{Enable: []string{"no-such-rule"}}); err == nil || !strings.Contains(err.Error(), "unknown rule") {
		t.Errorf("unknown rule: err %v", err)
	}
	if _, err := New(Options{Disable: []string{"all"}, Enable: []string{"bad-escape"}}); err != nil {
		t.Error(err)
	}
}

func TestConfigErrors(t *testing.T) {
	for _, text := range []string{
		`disable = ["unwise-charakter"]`,
		`[rules.nope]`,
		`[rules.bad-escape]` + "\nseverity = \"fatal\"",
		`colour = "red"`,
		`fail-level = "sometimes"`,
		`[allow]` + "\nports = [\"http\"]",
		`enable = [`,
	} {
		if _, err := ParseConfig(text); err == nil {
			t.Errorf("ParseConfig(%q) accepted it", text)
		}
	}
	_, err := ParseConfig(`disable = ["unwise-charakter"]`)
	if err == nil || !strings.Contains(err.Error(), "did you mean unwise-character") {
		t.Errorf("no suggestion: %v", err)
	}
}

func TestFindConfig(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if p, err := FindConfig(sub); err != nil || p != "" {
		t.Fatalf("found %q, %v in an empty tree", p, err)
	}
	cfg := filepath.Join(root, "a", ".urlsift.toml")
	os.WriteFile(cfg, []byte("disable = [\"userinfo\"]\n"), 0o644)
	if p, err := FindConfig(sub); err != nil || p != cfg {
		t.Fatalf("found %q, %v; want %s", p, err, cfg)
	}
	c, err := LoadConfig(cfg)
	if err != nil || c.Path != cfg || len(c.Disable) != 1 {
		t.Fatalf("LoadConfig: %+v, %v", c, err)
	}
}

func TestApplyFixes(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "notes.txt")
	src := "see http://example.com:80/a|b%7E and {braces} outside\nsecond line\n"
	if err := os.WriteFile(path, []byte(src), 0o640); err != nil {
		t.Fatal(err)
	}
	l, _ := New(Options{})
	var edits []Edit
	l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error {
		edits = append(edits, f.Fix...)
		return nil
	})
	sum := sha256.Sum256([]byte(src))
	n, err := ApplyFixes(path, sum, edits, FixOptions{})
	if err != nil || n != 3 {
		t.Fatalf("applied %d, %v; want 3", n, err)
	}
	got, _ := os.ReadFile(path)
	want := "see http://example.com/a%7Cb~ and {braces} outside\nsecond line\n"
	if string(got) != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want 0640", fi.Mode().Perm())
	}
	// The file changed since it was read: left alone.
	if _, err := ApplyFixes(path, sum, edits, FixOptions{}); !errors.Is(err, ErrChanged) {
		t.Errorf("changed file: err %v", err)
	}
	if got2, _ := os.ReadFile(path); string(got2) != want {
		t.Error("a changed file was rewritten")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("temporary files left behind: %v", ents)
	}
}

// TestFixRejoined checks that no fix is offered where the edit would span a
// line break of a rejoined URL, and that fixes elsewhere in it stay exact.
func TestFixRejoined(t *testing.T) {
	src := "<http://example.com:80/a|\n  b|c>\n"
	l, _ := New(Options{})
	var edits []Edit
	l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error {
		edits = append(edits, f.Fix...)
		return nil
	})
	out, _, err := applyEdits([]byte(src), edits)
	if err != nil {
		t.Fatal(err)
	}
	if want := "<http://example.com/a%7C\n  b%7Cc>\n"; string(out) != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

// TestApplyFixesSymlink checks that a fix through a symbolic link rewrites
// the file it points to and leaves the link a link.
func TestApplyFixesSymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	src := "http://example.com/a|b\n"
	os.WriteFile(target, []byte(src), 0o600)
	if err := os.Symlink("real.txt", link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	edits := []Edit{{Start: 20, End: 21, Old: "|", New: "%7C"}}
	if n, err := ApplyFixes(link, sha256.Sum256([]byte(src)), edits, FixOptions{}); err != nil || n != 1 {
		t.Fatalf("applied %d, %v", n, err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if got, _ := os.ReadFile(target); string(got) != "http://example.com/a%7Cb\n" {
		t.Errorf("target is %q", got)
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v", fi.Mode().Perm())
	}
}

func TestApplyEditsOverlap(t *testing.T) {
	data := []byte("abcdef")
	out, n, err := applyEdits(data, []Edit{{Start: 1, End: 4, Old: "bcd", New: "X"}, {Start: 2, End: 3, Old: "c", New: "Y"}, {Start: 5, End: 6, Old: "f", New: "Z"}})
	if err != nil || n != 2 || string(out) != "aXeZ" {
		t.Errorf("got %q, %d, %v", out, n, err)
	}
	if _, _, err := applyEdits(data, []Edit{{Start: 0, End: 1, Old: "z", New: ""}}); !errors.Is(err, ErrChanged) {
		t.Errorf("stale edit: %v", err)
	}
}

// TestCRLF checks directives in a file with CRLF line ends.
func TestCRLF(t *testing.T) {
	src := "http://example.com/a|b # urlsift:ignore unwise-character\r\n" +
		"urlsift:ignore-next-line\r\n" +
		"http://example.com:8080/\r\n" +
		"http://example.com/c|d # urlsift:ignore\r\n" +
		"http://example.com/e|f\r\n"
	got := lintString(t, src, extract.Options{}, Options{})
	if len(got) != 1 || got[0].Rule != "unwise-character" || got[0].Start.Line != 5 {
		t.Errorf("got %+v, want one unwise-character on line 5", got)
	}
}

// TestFindingMap checks that Map moves the line a message names by the
// map of positions (a mail body five lines into its file).
func TestFindingMap(t *testing.T) {
	src := "see \"http://www.gnu.org/a/\n  b.html\"\nhttp://www.gnu.org/ urlsift:ignore bad-escape\n"
	fs := lintString(t, src, extract.Options{}, Options{})
	shift := pos.Func(func(p pos.Pos) pos.Pos { p.Line += 5; p.Offset += 100; return p })
	var got []string
	for _, f := range fs {
		f.Map(shift)
		got = append(got, fmt.Sprintf("%d %s", f.Start.Line, f.Message))
	}
	want := []string{
		"6 URL continues on line 7 after a line break; put it in <...> or on one line (draft-09 Appendix E)",
		"8 urlsift:ignore bad-escape for line 8 matched no finding",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("mapped findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestDirectiveChar: an unused suppression is reported at its column in
// code points, however the stream is cut into reads (here one byte at a
// time, and whole).
func TestDirectiveChar(t *testing.T) {
	src := "x\nné é € 𝄞 // urlsift:ignore bad-escape\n"
	want := utf8.RuneCountInString("né é € 𝄞 // ") + 1
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for name, r := range map[string]io.Reader{
		"whole":    strings.NewReader(src),
		"one-byte": iotest.OneByteReader(strings.NewReader(src)),
		"half":     iotest.HalfReader(strings.NewReader(src)),
	} {
		var got []Finding
		if err := l.Lint(r, extract.Options{}, func(f Finding) error { got = append(got, f); return nil }); err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Rule != "unused-suppression" || got[0].Start.Char != want || got[0].End.Char != want+len(directiveMarker) {
			t.Errorf("%s: %+v, want unused-suppression at character column %d", name, got, want)
		}
	}
}

// TestSortFindings: a pass orders a URL's findings (their records) as
// a stable sort by start offset does, on random runs with many ties.
func TestSortFindings(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for i := 0; i < 2000; i++ {
		rs := make([]rec, r.IntN(12))
		for j := range rs {
			rs[j] = rec{full: int32(j), start: r.IntN(5)}
		}
		want := slices.Clone(rs)
		slices.SortStableFunc(want, func(a, b rec) int { return a.start - b.start })
		sortRecs(rs)
		if !slices.Equal(rs, want) {
			t.Fatalf("order %v, want %v", rs, want)
		}
	}
}
