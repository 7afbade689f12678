package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/urlsift/urlsift/lint"
)

var (
	leakCases = flag.Int("cases", 0, "TestNoSecretInAnyOutput: how many generated cases of each family to run (0: the default, fewer with -short)")
	leakSeed  = flag.Uint64("seed", 0, "TestNoSecretInAnyOutput: the seed of the generators (0: the fixed default)")
	leakGrep  = flag.String("casegrep", "", "TestNoSecretInAnyOutput: run only the generated cases whose text holds this string (to look again at a leak)")
)

// A leak is a window of this many consecutive characters (runes) of a
// generated secret in an output. The layout family's secrets are of an
// alphabet urlsift never prints, and are checked four at a time.
const (
	spaceWindow  = 6
	layoutWindow = 4
)

// batchSize is how many cases one run of each command reads at once.
const batchSize = 40

// TestNoSecretInAnyOutput is the promise that a secret is never printed.
// Two generators make the cases: genSpaceCase draws passwords and user
// names over every printable byte and non-ASCII characters, in every
// wrapper; genLayoutCase breaks URLs with secrets across lines as text
// carries them. Every batch of cases goes through every command and format
// (extract in every format and with --base, --unique, mail; lint in every
// format, with --fix --diff, --fix, every rule; parse, resolve; the URL as
// a PATH, as a file name, as --stdin-filename, --baseline, --config,
// --base, --scheme, --disable, explain; and the language server through
// its protocol: diagnostics, links, hovers, code actions, errors); no
// output may hold a window of a secret, raw or decoded (JSON and Go
// escapes, percent-encoding). The one string allowed to hold a secret is a
// document link's target, the URL as the document holds it (and the
// document's URI, the client's own name for it).
//
// -cases N and -seed S run N cases of each family from seed S
// (scripts/leak-probe.sh); the test logs the leak count.
func TestNoSecretInAnyOutput(t *testing.T) {
	n := *leakCases
	if n == 0 {
		n = 1000
		if testing.Short() {
			n = 200
		}
	}
	seed := *leakSeed
	if seed == 0 {
		seed = 9
	}
	var leaks, runs atomic.Int64
	families := []struct {
		name   string
		gen    func(*rand.Rand) secretCase
		window int
	}{
		{"space", genSpaceCase, spaceWindow},
		{"layout", genLayoutCase, layoutWindow},
	}
	t.Run("group", func(t *testing.T) {
		for fi, fam := range families {
			r := rand.New(rand.NewPCG(seed, uint64(13+fi)))
			for b := 0; b*batchSize < n; b++ {
				cases := make([]secretCase, 0, min(batchSize, n-b*batchSize))
				for range cap(cases) {
					if c := fam.gen(r); strings.Contains(c.text, *leakGrep) {
						cases = append(cases, c)
					}
				}
				if len(cases) == 0 {
					continue
				}
				t.Run(fmt.Sprintf("%s/%d", fam.name, b), func(t *testing.T) {
					t.Parallel()
					lb := newLeakBatch(t, cases, fam.window)
					lb.all = *leakCases != 0
					lb.run()
					for ci := range lb.leaked {
						t.Errorf("leaking case: %q (URL %q)", lb.cases[ci].text, lb.cases[ci].url)
					}
					leaks.Add(int64(lb.leaks))
					runs.Add(int64(lb.runs))
				})
			}
		}
	})
	t.Logf("%d cases of each family from seed %d, %d runs of a command: %d leaks", n, seed, runs.Load(), leaks.Load())
}

// leakBatch runs a batch of cases through every command and checks the
// outputs.
type leakBatch struct {
	t       *testing.T
	cases   []secretCase
	window  int
	windows map[uint32][]secretWindow // the windows of the secrets, by their first four bytes
	filter  []bool                    // by a 16-bit hash of four bytes: whether a window starts so
	dir     string
	files   []string // the cases' texts
	mails   []string // the same as quoted-printable mail
	fixes   []string // copies for --fix
	refs    []string // relative references
	leaks   int
	runs    int
	all     bool // run every command for every case, not a fourth of them
	leaked  map[int]bool
}

// secretWindow is a run of characters of a secret, of the case ci.
type secretWindow struct {
	s  string
	ci int
}

// runeWindows calls fn with every run of n characters of s.
func runeWindows(s string, n int, fn func(w string)) {
	starts := make([]int, 0, len(s)+1)
	for i := range s {
		starts = append(starts, i)
	}
	starts = append(starts, len(s))
	for i := 0; i+n < len(starts); i++ {
		fn(s[starts[i]:starts[i+n]])
	}
}

func newLeakBatch(t *testing.T, cases []secretCase, window int) *leakBatch {
	lb := &leakBatch{t: t, cases: cases, window: window, windows: map[uint32][]secretWindow{}, leaked: map[int]bool{}, filter: make([]bool, 1<<16), dir: t.TempDir()}
	fixed := structuralText()[window]
	// The batch's texts without their secrets, as written and as Go and
	// JSON quote them: a window of a secret that stands there is the
	// text's own ("‐\\u0" of a password "‐\\u00e9" and of a user name
	// "‐\u00a0" quoted; two emoji of a password and of a user name).
	var public strings.Builder
	for _, c := range cases {
		t := c.text
		for _, p := range c.pieces {
			t = strings.ReplaceAll(t, p, "\x00")
		}
		js, _ := json.Marshal(t)
		public.WriteString(t + "\x00" + strconv.Quote(t) + "\x00" + string(js) + "\x00")
	}
	pub := map[string]bool{}
	runeWindows(public.String(), window, func(w string) { pub[w] = true })
	for i, c := range cases {
		for _, p := range c.pieces {
			runeWindows(p, window, func(w string) {
				if fixed[w] || pub[w] {
					return
				}
				k := prefixKey([]byte(w))
				lb.windows[k] = append(lb.windows[k], secretWindow{w, i})
				lb.filter[(k*0x9E3779B1)>>16] = true
			})
		}
	}
	// The batch's texts in one file, one copy for --fix, one mbox of a
	// quoted-printable message each, and a file of relative references
	// (for --base): few files, since creating them costs more than
	// reading them.
	var text, mbox strings.Builder
	for _, c := range cases {
		text.WriteString(c.text + "\n")
		mbox.WriteString("From a@example.org Mon Jan  1 00:00:00 2024\n" + qpMessage(c.text) + "\n")
	}
	for _, f := range []struct {
		list *[]string
		name string
		text string
	}{
		{&lb.files, "in.txt", text.String()},
		{&lb.mails, "mail.mbox", mbox.String()},
		{&lb.fixes, "fix.txt", text.String()},
		{&lb.refs, "refs.txt", "<../x> <?q> <//other/> <#f> <>\n"},
	} {
		p := filepath.Join(lb.dir, f.name)
		if err := os.WriteFile(p, []byte(f.text), 0o644); err != nil {
			t.Fatal(err)
		}
		*f.list = append(*f.list, p)
	}
	return lb
}

// structuralText holds the windows of what urlsift prints whatever its input (the SARIF
// log's rule texts, the rules, their explanations, the help), in every
// decoded form check reads: a window of a secret that stands there
// ("u00e9\\" of a password that holds "\\u00e9\\u00e9", which a rule's
// text quotes) is no leak.
var structuralText = sync.OnceValue(func() map[int]map[string]bool {
	var all bytes.Buffer
	runs := [][]string{{"lint", "--format", "sarif"}, {"rules"}, {"help"}}
	for _, c := range commands() {
		runs = append(runs, []string{"help", c.Name})
	}
	for _, r := range lint.Rules() {
		runs = append(runs, []string{"explain", r.Name})
	}
	for _, args := range runs {
		var out bytes.Buffer
		run(append([]string{"urlsift"}, args...), strings.NewReader(""), &out, &out)
		un := unescapeBackslashes(out.Bytes())
		for _, form := range [][]byte{out.Bytes(), un, pctDecodeBytes(out.Bytes()), pctDecodeBytes(un)} {
			all.Write(form)
			all.WriteByte(0)
		}
	}
	sets := map[int]map[string]bool{}
	for _, n := range []int{spaceWindow, layoutWindow} {
		set := map[string]bool{}
		runeWindows(all.String(), n, func(w string) { set[w] = true })
		sets[n] = set
	}
	return sets
})

// urls returns the URLs of the batch, as written.
func (lb *leakBatch) urls() []string {
	var out []string
	for _, c := range lb.cases {
		out = append(out, c.url)
	}
	return out
}

func (lb *leakBatch) run() {
	files, urls := lb.files, lb.urls()
	join := func(lists ...[]string) []string {
		var out []string
		for _, l := range lists {
			out = append(out, l...)
		}
		return out
	}
	runs := [][]string{
		join([]string{"extract"}, files),
		join([]string{"extract", "--format", "line", "--hyphen", "both"}, files),
		join([]string{"extract", "--format", "json"}, files, lb.mails),
		join([]string{"extract", "--format", "json", "--hyphen", "drop", "--base", "https://base.example/d/", "--abbreviated"}, files),
		join([]string{"extract", "--unique", "--null", "--hyphen", "both"}, files, lb.mails),
		join([]string{"lint", "--fail-level", "none"}, files, lb.mails),
		join([]string{"lint", "--fail-level", "none", "--format", "json", "--relative", "--abbreviated"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "json", "--enable", "all"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "sarif"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "github", "--color", "always"}, files),
		join([]string{"lint", "--fail-level", "none", "--fix", "--diff", "--enable", "all"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "json", "--fix"}, lb.fixes),
		join([]string{"parse"}, urls),
		join([]string{"parse", "--format", "json"}, urls),
		join([]string{"resolve", "--base", "https://h.example/a/b"}, urls),
		join([]string{"resolve", "--base", "https://h.example/a/b", "--profile", "rfc3986"}, urls),
		join([]string{"extract", "--format", "line"}, urls), // PATHs that are URLs: no such file
		join([]string{"lint"}, urls),
	}
	for _, args := range runs {
		lb.cli(args, "")
	}
	lb.cli([]string{"parse", "-"}, strings.Join(urls, "\n")+"\n")
	for i, c := range lb.cases {
		file := lb.refs[0]
		perCase := []struct {
			args  []string
			stdin string
		}{
			{[]string{"resolve", "--base", c.url, "../x", "?q", "//other/", "#f", ""}, ""},
			{[]string{"resolve", "--base", "relative/" + c.url, "x"}, ""},
			{[]string{"extract", "--base", c.url, file}, ""},
			{[]string{"extract", "--scheme", c.url, file}, ""},
			{[]string{"explain", c.url}, ""},
			{[]string{"lint", "--disable", c.url, file}, ""},
			{[]string{"lint", "--baseline", c.url, file}, ""},
			{[]string{"lint", "--config", c.url, file}, ""},
			{[]string{c.url}, ""},
			{[]string{"lint", "--fail-level", "none", "--stdin-filename", c.url}, c.text},
			{[]string{"extract", "--format", "json", "--stdin-filename", c.url, "-"}, c.text},
			{[]string{"lint", "--fail-level", "none", "--format", "json", "--fix", "--diff", "--enable", "all", "--stdin-filename", c.url, "-"}, c.text},
		}
		// The URL as a file name: a file at the path the URL spells.
		if p := filepath.Join(lb.dir, "paths", c.url); (lb.all || i%4 == 0) && !strings.Contains(c.url, "..") && !strings.ContainsRune(c.url, 0) {
			if os.MkdirAll(filepath.Dir(p), 0o755) == nil && os.WriteFile(p, []byte(c.text), 0o644) == nil {
				name := lb.dir + "/paths/" + c.url
				perCase = append(perCase,
					struct {
						args  []string
						stdin string
					}{[]string{"extract", "--format", "line", name}, ""},
					struct {
						args  []string
						stdin string
					}{[]string{"lint", "--fail-level", "none", "--format", "sarif", "--fix", "--diff", name}, ""})
			}
		}
		for k, pc := range perCase {
			// In go test, each case runs a fourth of these, in turn; the
			// probe (-cases) runs them all.
			if lb.all || (i+k)%4 == 0 {
				lb.cli(pc.args, pc.stdin)
			}
		}
	}
	lb.lsp()
}

// cli runs urlsift with args and stdin, and checks both outputs. --fix
// on standard input prints the text it read, fixed: that output is the
// editor's own text, and only a diff is checked.
func (lb *leakBatch) cli(args []string, stdin string) {
	var stdout, stderr bytes.Buffer
	run(append([]string{"urlsift"}, args...), strings.NewReader(stdin), &stdout, &stderr)
	lb.runs++
	if stdin == "" || !slices.Contains(args, "--fix") || bytes.HasPrefix(stdout.Bytes(), []byte("--- ")) {
		lb.check(func() string { return fmt.Sprintf("urlsift %q: standard output", args) }, stdout.Bytes())
	}
	lb.check(func() string { return fmt.Sprintf("urlsift %q: standard error", args) }, stderr.Bytes())
}

// lsp runs one language server over the whole batch: every case's text is
// a document, with its links, hovers over every fourth byte of it, code
// actions for all of it and its diagnostics; a hover on a document that is
// not open, named by the case's URL, gets an error. Every output but a
// link's target and a document's URI is checked.
func (lb *leakBatch) lsp() {
	frame := func(b *bytes.Buffer, m map[string]any) {
		m["jsonrpc"] = "2.0"
		body, _ := json.Marshal(m)
		fmt.Fprintf(b, "Content-Length: %d\r\n\r\n%s", len(body), body)
	}
	var in bytes.Buffer
	id := 1
	req := func(method string, params map[string]any) {
		frame(&in, map[string]any{"id": id, "method": method, "params": params})
		id++
	}
	req("initialize", map[string]any{"capabilities": map[string]any{"general": map[string]any{"positionEncodings": []string{"utf-8"}}}})
	frame(&in, map[string]any{"method": "initialized", "params": map[string]any{}})
	for i, c := range lb.cases {
		uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(lb.dir, fmt.Sprintf("doc%d.txt", i)))}).String()
		doc := map[string]any{"uri": uri}
		frame(&in, map[string]any{"method": "textDocument/didOpen", "params": map[string]any{
			"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": c.text}}})
		req("textDocument/documentLink", map[string]any{"textDocument": doc})
		lines := strings.Split(c.text, "\n")
		for l, line := range lines {
			for col := 0; col < len(line); col += 4 {
				req("textDocument/hover", map[string]any{"textDocument": doc, "position": map[string]int{"line": l, "character": col}})
			}
		}
		req("textDocument/codeAction", map[string]any{"textDocument": doc,
			"range":   map[string]any{"start": map[string]int{"line": 0, "character": 0}, "end": map[string]int{"line": len(lines), "character": 0}},
			"context": map[string]any{"diagnostics": []any{}}})
		req("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": c.url}, "position": map[string]int{"line": 0, "character": 0}})
	}
	req("shutdown", nil)
	frame(&in, map[string]any{"method": "exit"})
	var stdout, stderr bytes.Buffer
	run([]string{"urlsift", "lsp", "--debounce", "0", "--enable", "all"}, &in, &stdout, &stderr)
	lb.runs++
	lb.check(func() string { return "urlsift lsp: standard error" }, stderr.Bytes())
	for _, body := range lspBodies(stdout.Bytes()) {
		var m any
		if err := json.Unmarshal(body, &m); err != nil {
			lb.t.Fatalf("urlsift lsp wrote %q: %v", body, err)
		}
		lb.check(func() string { return "urlsift lsp: a message" }, []byte(strings.Join(lspStrings(m, nil), "\n")))
	}
}

// lspBodies splits the server's output into the bodies of its messages.
func lspBodies(out []byte) [][]byte {
	var bodies [][]byte
	for len(out) > 0 {
		h, rest, ok := bytes.Cut(out, []byte("\r\n\r\n"))
		if !ok {
			break
		}
		n := 0
		for _, line := range strings.Split(string(h), "\r\n") {
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		n = min(n, len(rest))
		bodies = append(bodies, rest[:n])
		out = rest[n:]
	}
	return bodies
}

// lspStrings appends every string of a decoded message but the values of
// "target" (a link's) and "uri" (a document's name).
func lspStrings(v any, dst []string) []string {
	switch x := v.(type) {
	case string:
		dst = append(dst, x)
	case []any:
		for _, e := range x {
			dst = lspStrings(e, dst)
		}
	case map[string]any:
		for k, e := range x {
			if k == "target" || k == "uri" {
				continue
			}
			dst = append(dst, k)
			dst = lspStrings(e, dst)
		}
	}
	return dst
}

// check reports every window of a secret that out holds, as it is and
// decoded (backslash escapes of JSON and Go, percent-encoding).
func (lb *leakBatch) check(what func() string, out []byte) {
	if len(out) < lb.window {
		return
	}
	un := unescapeBackslashes(out)
	forms := [][]byte{out}
	for _, f := range [][]byte{un, pctDecodeBytes(out), pctDecodeBytes(un)} {
		if len(f) != len(out) || !bytes.Equal(f, out) {
			forms = append(forms, f)
		}
	}
	for _, form := range forms {
		var k uint32
		for i, c := range form {
			k = k<<8 | uint32(c)
			if i < 3 || !lb.filter[(k*0x9E3779B1)>>16] {
				continue
			}
			for _, w := range lb.windows[k] {
				if !bytes.HasPrefix(form[i-3:], []byte(w.s)) {
					continue
				}
				lb.leaks++
				lb.leaked[w.ci] = true
				if lb.leaks <= 3 || testing.Verbose() {
					lb.t.Errorf("%s holds %q of a secret of the case\n%q\n(URL %q); the output:\n%s", what(), w.s, lb.cases[w.ci].text, lb.cases[w.ci].url, limitOutput(out))
				}
				return
			}
		}
	}
}

// prefixKey packs the first four bytes of a window (a window of four
// characters has four bytes at least).
func prefixKey(b []byte) uint32 {
	return uint32(b[0])<<24 | uint32(b[1])<<16 | uint32(b[2])<<8 | uint32(b[3])
}

func limitOutput(b []byte) []byte {
	if len(b) > 4000 {
		return append(b[:4000:4000], "..."...)
	}
	return b
}

// unescapeBackslashes undoes the escapes JSON and Go quoting write: \" \\
// \t \n \r \/ \uXXXX \xXX.
func unescapeBackslashes(b []byte) []byte {
	if bytes.IndexByte(b, '\\') < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 == len(b) {
			out = append(out, b[i])
			continue
		}
		switch c := b[i+1]; c {
		case '"', '\\', '/', '\'':
			out = append(out, c)
			i++
		case 't':
			out = append(out, '\t')
			i++
		case 'n':
			out = append(out, '\n')
			i++
		case 'r':
			out = append(out, '\r')
			i++
		case 'u':
			if i+6 <= len(b) {
				if v, err := strconv.ParseUint(string(b[i+2:i+6]), 16, 32); err == nil {
					out = append(out, string(rune(v))...)
					i += 5
					continue
				}
			}
			out = append(out, b[i])
		case 'x':
			if i+4 <= len(b) {
				if v, err := strconv.ParseUint(string(b[i+2:i+4]), 16, 8); err == nil {
					out = append(out, byte(v))
					i += 3
					continue
				}
			}
			out = append(out, b[i])
		default:
			out = append(out, b[i])
		}
	}
	return out
}

// pctDecodeBytes decodes every %XX.
func pctDecodeBytes(b []byte) []byte {
	if bytes.IndexByte(b, '%') < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] == '%' && i+2 < len(b) {
			if v, err := strconv.ParseUint(string(b[i+1:i+3]), 16, 8); err == nil {
				out = append(out, byte(v))
				i += 2
				continue
			}
		}
		out = append(out, b[i])
	}
	return out
}
