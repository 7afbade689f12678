package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/urlsift/urlsift/internal/chartest"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// TestPositionsEveryOutput is the promise that every position printed
// points at the right bytes (CONTRACT.md, "Positions"), in every output
// that prints one, over texts drawn from the whole input space (genPosText:
// every printable byte, tabs, "\r" alone, "\r\n", wide, combining and
// four-byte characters, invalid UTF-8, U+2010, no-break spaces; URLs bare,
// in <...>, <URL:...>, <URL: ...>, "...", (...), with white space and line
// breaks inside the delimited ones, a hyphen at a break). The oracle is the
// file's bytes alone:
//
//   - extract --format json: line and column are those of offset (lines
//     end at "\n", columns count bytes), end_line and end_column those of
//     end_offset; the first and last bytes of the span are the URL's first
//     and last (--show-secrets; a U+2010 reads as "-");
//   - extract --format line: the same line and column, URL by URL;
//   - lint --format json: the same for each finding, whose span lies in
//     a URL's span of extract; lint's text and github outputs print the
//     same line, column, end line and end column, finding by finding;
//   - lint --format sarif: the same lines, and columns in code points as
//     a UTF-8 decoder counts them (an invalid byte, or the longest start
//     of a sequence, one U+FFFD);
//   - the language server, in UTF-16 and in UTF-8: each diagnostic's range
//     is lint's span of the same text (as JSON carries it: invalid bytes
//     made U+FFFD) in the protocol's lines ("\n", "\r\n" or "\r" alone)
//     and units; each document link's range is extract's span.
func TestPositionsEveryOutput(t *testing.T) {
	seed := uint64(5)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	n := 12
	if testing.Short() {
		n = 4
	}
	if *leakCases != 0 {
		n = max(1, *leakCases/10)
	}
	for b := range n {
		r := rand.New(rand.NewPCG(seed, uint64(100+b)))
		text := genPosText(r, 30)
		t.Run(strconv.Itoa(b), func(t *testing.T) {
			t.Parallel()
			checkPositions(t, text)
		})
	}
}

// posWords are the pieces of prose genPosText draws around URLs.
var posWords = []string{"\t", "\r", "\r\n", "\n", " ", "  ", "中文", "한", "🔑", "e\u0301", "\u00a0", "\u2010", "\xff", "\xa3", "\xc3", "\xe2\x80", "\xf0\x9f", "é", "«", "»"}

// genPosText draws a text of n URLs in prose.
func genPosText(r *rand.Rand, n int) string {
	var b strings.Builder
	word := func() {
		for k := r.IntN(4); k >= 0; k-- {
			if r.IntN(3) == 0 {
				b.WriteString(posWords[r.IntN(len(posWords))])
			} else {
				b.WriteByte(byte(0x20 + r.IntN(0x5f))) // every printable byte
			}
		}
	}
	for range n {
		for k := r.IntN(4); k >= 0; k-- {
			word()
		}
		b.WriteByte(" \t\n"[r.IntN(3)])
		u := genPosURL(r)
		switch r.IntN(6) {
		case 0:
			b.WriteString(u)
		case 1:
			b.WriteString("<" + posBreak(r, u) + ">")
		case 2:
			b.WriteString("<URL:" + posBreak(r, u) + ">")
		case 3:
			b.WriteString("<URL: " + u + ">")
		case 4:
			b.WriteString("\"" + u + "\"")
		default:
			b.WriteString("(" + u + ")")
		}
		b.WriteString([]string{" ", "\n", "\r\n", "\r", ".\n", ", "}[r.IntN(6)])
	}
	return b.String()
}

// genPosURL draws a URL with pieces lint reports: a password, a port, an
// unwise byte, a bad escape, non-ASCII.
func genPosURL(r *rand.Rand) string {
	schemes := []string{"http", "https", "ftp", "HTTP", "git+ssh", "mailto"}
	s := schemes[r.IntN(len(schemes))]
	if s == "mailto" {
		return "mailto:a" + strconv.Itoa(r.IntN(99)) + "@example.org"
	}
	u := s + "://"
	if r.IntN(4) == 0 {
		u += "u:pw" + strconv.Itoa(r.IntN(999)) + "x@"
	}
	u += []string{"example.org", "h.example.com", "b\u00fccher.example", "10.1.2.3", "localhost"}[r.IntN(5)]
	if r.IntN(3) == 0 {
		u += ":" + strconv.Itoa(1+r.IntN(70000))
	}
	for k := r.IntN(4); k > 0; k-- {
		// Invalid UTF-8 too: a Latin-1 "£" or "é" read as UTF-8 (a byte
		// 0x80-0xBF after no lead, a lead before ASCII), a sequence cut.
		u += "/" + []string{"a", "b|c", "%zz", "d{e}", "ü", "x-y", "%7e", "q^r", "中", "a\u2010b", "p\xa3q", "caf\xe9s", "x\xe2\x80y", "\xa3\xa35"}[r.IntN(14)]
	}
	if r.IntN(3) == 0 {
		u += "?q=" + strconv.Itoa(r.IntN(9))
	}
	if r.IntN(4) == 0 {
		u += "#f"
	}
	return u
}

// posBreak puts a line break (with white space around it, and maybe after
// a hyphen) inside a URL a wrapper delimits, at a byte after its scheme:
// mostly between characters, sometimes inside one (a sequence cut by the
// line break, each part a character of its own as a decoder reads it).
func posBreak(r *rand.Rand, u string) string {
	if r.IntN(2) == 0 {
		return u
	}
	i := strings.Index(u, ":") + 1 + r.IntN(len(u)-strings.Index(u, ":"))
	for i < len(u) && !utf8.RuneStart(u[i]) && r.IntN(4) > 0 {
		i++ // mostly between characters; else inside one
	}
	br := []string{"\n", "\r\n", "\n   ", "\n\t", " \n "}[r.IntN(5)]
	if i < len(u) && u[i-1] == '-' && r.IntN(2) == 0 {
		return u[:i] + "\n" + u[i:]
	}
	return u[:i] + br + u[i:]
}

// asJSON is s as a JSON string carries it: each byte that is no UTF-8
// made U+FFFD.
func asJSON(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(r)
	}
	return b.String()
}

// byteLineCol is CONTRACT's position of offset off of text: lines end at
// "\n", columns count bytes, both 1-based.
func byteLineCol(text string, off int) (line, col int) {
	line = 1 + strings.Count(text[:off], "\n")
	return line, off - (strings.LastIndexByte(text[:off], '\n') + 1) + 1
}

// protoPos is offset off of text as the language server's protocol counts
// it: lines end at "\n", "\r\n" or a "\r" alone; characters in enc's units.
func protoPos(text string, off int, enc string) (line, char int) {
	start := 0
	for i := 0; i < off; i++ {
		switch text[i] {
		case '\n':
			line, start = line+1, i+1
		case '\r':
			if i+1 < len(text) && text[i+1] == '\n' {
				continue
			}
			line, start = line+1, i+1
		}
	}
	if enc == "utf-8" {
		return line, off - start
	}
	return line, len(utf16.Encode([]rune(text[start:off])))
}

type posRecord struct {
	URL       string `json:"url"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"end_line"`
	EndColumn int    `json:"end_column"`
	Offset    int    `json:"offset"`
	EndOffset int    `json:"end_offset"`
	Rule      string `json:"rule"`
	Severity  string `json:"severity"`
	Message   string `json:"message"`
}

func posRun(t *testing.T, args ...string) string {
	t.Helper()
	var o, e bytes.Buffer
	run(append([]string{"urlsift"}, args...), strings.NewReader(""), &o, &e)
	if e.Len() > 0 && !strings.Contains(e.String(), "url-too-long") {
		t.Logf("urlsift %q: %s", args, e.String())
	}
	return o.String()
}

func posRecords(t *testing.T, out string) []posRecord {
	t.Helper()
	var rs []posRecord
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if l == "" {
			continue
		}
		var r posRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		rs = append(rs, r)
	}
	return rs
}

// checkSpan checks that r's line and column are those of its offsets.
func checkSpan(t *testing.T, what, text string, r posRecord) bool {
	t.Helper()
	if r.Offset < 0 || r.Offset > r.EndOffset || r.EndOffset > len(text) {
		t.Errorf("%s: offsets %d-%d out of the text (%d bytes)", what, r.Offset, r.EndOffset, len(text))
		return false
	}
	l, c := byteLineCol(text, r.Offset)
	el, ec := byteLineCol(text, r.EndOffset)
	if l != r.Line || c != r.Column || el != r.EndLine || ec != r.EndColumn {
		t.Errorf("%s: %d:%d-%d:%d at offsets %d-%d, which stand at %d:%d-%d:%d (%q)", what, r.Line, r.Column, r.EndLine, r.EndColumn,
			r.Offset, r.EndOffset, l, c, el, ec, text[max(0, r.Offset-10):min(len(text), r.EndOffset+10)])
		return false
	}
	return true
}

func checkPositions(t *testing.T, text string) {
	dir := t.TempDir()
	p := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	// extract: JSON and line.
	urls := posRecords(t, posRun(t, "extract", "--format", "json", "--show-secrets", p))
	if len(urls) < 10 {
		t.Fatalf("%d URLs in %q: the generator draws too few", len(urls), text)
	}
	for _, u := range urls {
		what := fmt.Sprintf("extract URL %q", u.URL)
		if !checkSpan(t, what, text, u) || u.URL == "" {
			continue
		}
		span := strings.ReplaceAll(text[u.Offset:u.EndOffset], "\u2010", "-")
		last, _ := utf8.DecodeLastRuneInString(u.URL)
		if span[0] != u.URL[0] || !strings.HasSuffix(span, string(last)) {
			t.Errorf("%s: its span %q starts or ends elsewhere", what, span)
		}
	}
	lines := strings.Split(strings.TrimSuffix(posRun(t, "extract", "--format", "line", "--show-secrets", p), "\n"), "\n")
	if len(lines) != len(urls) {
		t.Errorf("extract --format line printed %d lines, --format json %d URLs", len(lines), len(urls))
	}
	for i := range min(len(lines), len(urls)) {
		// JSON carries each byte that is no UTF-8 as U+FFFD; the line
		// format prints the URL's bytes.
		if want := fmt.Sprintf("%s:%d:%d: %s", p, urls[i].Line, urls[i].Column, urls[i].URL); asJSON(lines[i]) != want {
			t.Errorf("extract --format line: %q, want %q", lines[i], want)
		}
	}
	// lint: JSON, text, github, SARIF.
	lintArgs := []string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info"}
	fs := posRecords(t, posRun(t, append(lintArgs, "--format", "json", p)...))
	if len(fs) < 10 {
		t.Fatalf("%d findings: the generator draws too few", len(fs))
	}
	for _, f := range fs {
		what := fmt.Sprintf("lint %s finding in %q", f.Rule, f.URL)
		if !checkSpan(t, what, text, f) {
			continue
		}
		if !slices.ContainsFunc(urls, func(u posRecord) bool { return u.Offset <= f.Offset && f.EndOffset <= u.EndOffset }) {
			t.Errorf("%s: span %d-%d in no URL's span", what, f.Offset, f.EndOffset)
		}
	}
	textOut := strings.Split(strings.TrimSuffix(posRun(t, append(lintArgs, p)...), "\n"), "\n")
	gh := strings.Split(strings.TrimSuffix(posRun(t, append(lintArgs, "--format", "github", p)...), "\n"), "\n")
	if len(textOut) != len(fs) || len(gh) != len(fs) {
		t.Fatalf("lint printed %d findings as text, %d as github commands, %d as JSON", len(textOut), len(gh), len(fs))
	}
	for i, f := range fs {
		if want := fmt.Sprintf("%s:%d:%d: %s: ", p, f.Line, f.Column, f.Severity); !strings.HasPrefix(textOut[i], want) {
			t.Errorf("lint text %q, want it to start %q", textOut[i], want)
		}
		if want := fmt.Sprintf(",line=%d,col=%d,endLine=%d,endColumn=%d,", f.Line, f.Column, f.EndLine, f.EndColumn); !strings.Contains(gh[i], want) {
			t.Errorf("lint github %q, want %q", gh[i], want)
		}
	}
	var sarif struct {
		Runs []struct {
			ColumnKind string
			Results    []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						Region struct{ StartLine, StartColumn, EndLine, EndColumn int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(posRun(t, append(lintArgs, "--format", "sarif", p)...)), &sarif); err != nil {
		t.Fatal(err)
	}
	if res := sarif.Runs[0].Results; len(res) != len(fs) || sarif.Runs[0].ColumnKind != "unicodeCodePoints" {
		t.Errorf("SARIF: %d results in %s, want %d in unicodeCodePoints", len(res), sarif.Runs[0].ColumnKind, len(fs))
	} else {
		for i, f := range fs {
			reg := res[i].Locations[0].PhysicalLocation.Region
			ls, le := strings.LastIndexByte(text[:f.Offset], '\n')+1, strings.LastIndexByte(text[:f.EndOffset], '\n')+1
			c, ec := chartest.DecodedChars(text[ls:f.Offset])+1, chartest.DecodedChars(text[le:f.EndOffset])+1
			if reg.StartLine != f.Line || reg.EndLine != f.EndLine || reg.StartColumn != c || reg.EndColumn != ec {
				t.Errorf("SARIF %s region %d:%d-%d:%d, want %d:%d-%d:%d (line %q)", res[i].RuleID, reg.StartLine, reg.StartColumn, reg.EndLine, reg.EndColumn,
					f.Line, c, f.EndLine, ec, text[ls:f.Offset])
			}
		}
	}
	// The language server, on the text as JSON carries it.
	valid := strings.ToValidUTF8(text, "\uFFFD")
	if valid != text {
		if err := os.WriteFile(p, []byte(valid), 0o644); err != nil {
			t.Fatal(err)
		}
		fs = posRecords(t, posRun(t, append(lintArgs, "--format", "json", p)...))
		urls = posRecords(t, posRun(t, "extract", "--format", "json", p))
	}
	for _, enc := range []string{"utf-16", "utf-8"} {
		uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String()
		in := lspFrame(
			map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{
				"capabilities": map[string]any{"general": map[string]any{"positionEncodings": []string{enc}}}}},
			map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{
				"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": valid}}},
			map[string]any{"jsonrpc": "2.0", "id": 2, "method": "textDocument/documentLink", "params": map[string]any{"textDocument": map[string]any{"uri": uri}}},
			map[string]any{"jsonrpc": "2.0", "id": 3, "method": "shutdown"},
			map[string]any{"jsonrpc": "2.0", "method": "exit"},
		)
		var out, errOut bytes.Buffer
		if code := run([]string{"urlsift", "lsp", "--debounce", "0", "--no-config", "--enable", "all"}, bytes.NewReader(in), &out, &errOut); code != 0 {
			t.Fatalf("urlsift lsp exited %d: %s", code, errOut.String())
		}
		rng := func(off, end int) string {
			l, c := protoPos(valid, off, enc)
			el, ec := protoPos(valid, end, enc)
			return fmt.Sprintf("%d:%d-%d:%d", l, c, el, ec)
		}
		var want, got []string
		for _, f := range fs {
			want = append(want, rng(f.Offset, f.EndOffset)+" "+f.Rule+" "+f.Message)
		}
		for _, d := range lspDiagnostics(t, out.Bytes()) {
			got = append(got, fmt.Sprintf("%d:%d-%d:%d %s %s", d.Range.Start.Line, d.Range.Start.Character, d.Range.End.Line, d.Range.End.Character, d.Code, d.Message))
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("lsp (%s) diagnostics differ from lint's spans:\n got %q\nwant %q", enc, got, want)
		}
		want, got = nil, nil
		for _, u := range urls {
			want = append(want, rng(u.Offset, u.EndOffset))
		}
		for _, m := range lspRead(t, out.Bytes()) {
			if string(m["id"]) != "2" {
				continue
			}
			var links []struct {
				Range struct{ Start, End struct{ Line, Character int } }
			}
			if err := json.Unmarshal(m["result"], &links); err != nil {
				t.Fatal(err)
			}
			for _, l := range links {
				got = append(got, fmt.Sprintf("%d:%d-%d:%d", l.Range.Start.Line, l.Range.Start.Character, l.Range.End.Line, l.Range.End.Character))
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("lsp (%s) links differ from extract's spans:\n got %q\nwant %q", enc, got, want)
		}
	}
}
