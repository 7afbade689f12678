package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/parser"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestFixSample runs the real binary's `lint --fix --fix-level info` on
// every file of testdata/fixsample (real files of thirteen languages drawn
// at random from this machine's packages by scripts/fix-sample.sh, among
// those where --fix changes something; see its PROVENANCE.md) and checks,
// per file, the promise that --fix keeps the file's meaning and breaks
// nothing around a URL:
//
//	(a) every byte outside the fixed spans is unchanged: the fixed file is
//	    the original with some of its fixable findings' spans replaced by
//	    what their rule documents (fixedBy), the others left alone;
//	(b) each fixed URL is equivalent to the original under draft-09's
//	    section 6 (urlsyntax.Equivalent), an unwise character escaped
//	    aside (2.4.3: the rule's documented fix), and extract reads the
//	    fixed file's URLs at the places the edits move them to;
//	(c) the file's language still accepts it: for Go, go/parser parses it
//	    and go/scanner gives the same tokens, only comments changed; for
//	    the others a lexer of the language (fixLexers) reads the same
//	    comments and literals, every edit in source code is inside a
//	    comment, and no character the language interprets there is new
//	    (TeX's "%" and "~" outside \url); where perl, python3, bash, ruby
//	    or node is on PATH, a file it accepted before it accepts after;
//	(d) a second --fix changes nothing;
//	(e) no password of the file appears in the diff, or on standard error.
//
// The sample's two parts, tuned and kept (split by the seed before
// anything was run), are counted apart: kept is not tuned on.
func TestFixSample(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("urlsift"); err != nil {
		t.Skip("urlsift is not on PATH (TestMain puts it there)")
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("testdata/fixsample")); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(dir, "PROVENANCE.md"))
	orig := map[string][]byte{} // by path relative to dir
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			orig[filepath.ToSlash(rel)], _ = os.ReadFile(p)
		}
		return nil
	})
	if len(orig) == 0 {
		t.Fatal("testdata/fixsample holds no file")
	}
	run := func(args ...string) (stdout, stderr []byte) {
		t.Helper()
		cmd := exec.Command("urlsift", args...)
		cmd.Dir = dir
		var o, e bytes.Buffer
		cmd.Stdout, cmd.Stderr = &o, &e
		if err := cmd.Run(); err != nil {
			t.Fatalf("urlsift %s: %v\n%s", strings.Join(args, " "), err, e.Bytes())
		}
		return o.Bytes(), e.Bytes()
	}
	out, _ := run("lint", "--no-config", "--info", "--format", "json", "--fail-level", "none", ".")
	findings := fixableFindings(t, out)
	out, _ = run("extract", "--format", "json", "--show-secrets", ".")
	urlsBefore := extractSpans(t, out)
	diff, diffErr := run("lint", "--no-config", "--fix", "--fix-level", "info", "--fail-level", "none", "--diff", ".")
	_, fixErr := run("lint", "--no-config", "--fix", "--fix-level", "info", "--fail-level", "none", ".")
	fixed := map[string][]byte{}
	for p := range orig {
		fixed[p], _ = os.ReadFile(filepath.Join(dir, p))
	}
	out, _ = run("extract", "--format", "json", "--show-secrets", ".")
	urlsAfter := extractSpans(t, out)
	_, againErr := run("lint", "--no-config", "--fix", "--fix-level", "info", "--fail-level", "none", ".")

	type tally struct{ files, changed, fixes, standing, breaks int }
	counts := map[string]*tally{} // by part/lang
	byRule := map[string]int{}
	var paths []string
	for p := range orig {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		part, lang, _ := strings.Cut(p, "/")
		lang, _, _ = strings.Cut(lang, "/")
		key := part + "/" + lang
		if counts[key] == nil {
			counts[key] = &tally{}
		}
		c := counts[key]
		c.files++
		a, b := orig[p], fixed[p]
		broke := func(format string, args ...any) {
			t.Helper()
			c.breaks++
			t.Errorf("%s: %s", p, fmt.Sprintf(format, args...))
		}
		// (a) The bytes outside the fixed spans.
		edits, err := alignFixes(a, b, findings[p])
		if err != nil {
			broke("(a) %v", err)
			continue
		}
		c.fixes += len(edits)
		c.standing += len(findings[p]) - len(edits)
		if len(edits) > 0 {
			c.changed++
		}
		for _, e := range edits {
			byRule[e.rule]++
		}
		// (b) Each fixed URL the same, where extract reads it.
		if err := sameFixedURLs(a, edits, urlsBefore[p], urlsAfter[p]); err != nil {
			broke("(b) %v", err)
		}
		// (c) The language still accepts it.
		for _, err := range languageKeeps(lang, p, a, b, edits) {
			broke("(c) %v", err)
		}
		// (d) A second --fix changes nothing.
		if now, _ := os.ReadFile(filepath.Join(dir, p)); !bytes.Equal(now, b) {
			broke("(d) a second --fix changed it again")
		}
		// (e) No password in the diff or on standard error.
		for _, pw := range passwords(a) {
			for name, out := range map[string][]byte{"--diff": diff, "--diff's standard error": diffErr, "--fix's standard error": fixErr, "the second --fix's standard error": againErr} {
				if bytes.Contains(out, []byte(pw)) {
					broke("(e) a password of the file appears in %s", name)
				}
			}
		}
	}
	// Tool checks: a file the language's own tool accepted before, it
	// accepts after.
	for _, p := range paths {
		if !bytes.Equal(orig[p], fixed[p]) {
			toolKeeps(t, dir, p, orig[p])
		}
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	sum := map[string]*tally{"tuned": {}, "kept": {}}
	for _, k := range keys {
		c := counts[k]
		t.Logf("%-16s %2d files, %2d changed by --fix, %3d fixes applied, %3d stood back, %d breaks", k, c.files, c.changed, c.fixes, c.standing, c.breaks)
		part, _, _ := strings.Cut(k, "/")
		if s := sum[part]; s != nil {
			s.files += c.files
			s.changed += c.changed
			s.fixes += c.fixes
			s.standing += c.standing
			s.breaks += c.breaks
		}
	}
	for _, part := range []string{"tuned", "kept"} {
		s := sum[part]
		t.Logf("%-16s %2d files, %2d changed by --fix, %3d fixes applied, %3d stood back, %d breaks", part, s.files, s.changed, s.fixes, s.standing, s.breaks)
	}
	t.Logf("fixes applied by rule: %v", byRule)
	if sum["tuned"].fixes+sum["kept"].fixes == 0 {
		t.Error("--fix applied no fix to the sample: the checks check nothing")
	}
}

// sampleFinding is a finding of lint --format json with a fix.
type sampleFinding struct {
	Path      string `json:"path"`
	Offset    int    `json:"offset"`
	EndOffset int    `json:"end_offset"`
	Rule      string `json:"rule"`
	Fixable   bool   `json:"fixable"`
}

// fixableFindings reads lint's JSON lines: the findings with a fix, by
// path, in the order of their offsets.
func fixableFindings(t *testing.T, out []byte) map[string][]sampleFinding {
	t.Helper()
	m := map[string][]sampleFinding{}
	for _, line := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		if len(line) == 0 {
			continue
		}
		var f sampleFinding
		if err := json.Unmarshal(line, &f); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		if f.Fixable {
			m[f.Path] = append(m[f.Path], f)
		}
	}
	for _, fs := range m {
		sort.SliceStable(fs, func(i, j int) bool { return fs[i].Offset < fs[j].Offset })
	}
	return m
}

// sampleURL is a URL of extract --format json.
type sampleURL struct {
	Path      string `json:"path"`
	URL       string `json:"url"`
	Offset    int    `json:"offset"`
	EndOffset int    `json:"end_offset"`
}

func extractSpans(t *testing.T, out []byte) map[string][]sampleURL {
	t.Helper()
	m := map[string][]sampleURL{}
	for _, line := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		if len(line) == 0 {
			continue
		}
		var u sampleURL
		if err := json.Unmarshal(line, &u); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		m[u.Path] = append(m[u.Path], u)
	}
	return m
}

// sampleEdit is a fix found applied: the bytes start to end of the
// original, old, replaced by new.
type sampleEdit struct {
	start, end int
	old, new   string
	rule       string
}

// fixedBy returns what the rule's documented fix writes in place of old,
// the bytes of its finding, and false for a rule whose fix the test does
// not know (a fix of it is then a change the test cannot explain).
func fixedBy(rule, old string) (string, bool) {
	switch rule {
	case "default-port": // remove ":port" (draft-09 6)
		return "", strings.HasPrefix(old, ":")
	case "empty-port": // remove the ":" (4.3.1)
		return "", old == ":"
	case "unnecessary-escape": // %XX of an unreserved character: the character (2.4.2)
		if len(old) == 3 && old[0] == '%' {
			d := decodeEscapes(old)
			return d, len(d) == 1
		}
	case "not-normalized": // the normal form (6, 2.4.2)
		return normalForm(old)
	case "unwise-character": // percent-encode it (2.4.3)
		var b strings.Builder
		for i := 0; i < len(old); i++ {
			if !strings.ContainsRune("{}|\\^[]`", rune(old[i])) {
				return "", false
			}
			fmt.Fprintf(&b, "%%%02X", old[i])
		}
		return b.String(), old != ""
	}
	return "", false
}

// normalForm is the test's own reading of not-normalized's promise, for
// a URL "scheme://authority..." (else false): the scheme and the host in
// lower case, the default port of http, https and ftp and an empty port
// left out, an escape of a letter, a digit, "-", ".", "_", "~" as the
// character (draft-09's marks "$", "!", "*", "'", "(", ")", ",", which RFC
// 3986 reserves, stay escaped, as unnecessary-escape leaves them: the
// rule's fix keeps them since fixsafe10), the others' hex digits in upper
// case.
func normalForm(u string) (string, bool) {
	scheme, rest, ok := strings.Cut(u, "://")
	if !ok {
		return "", false
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	auth, tail := rest[:end], rest[end:]
	user := ""
	if i := strings.LastIndexByte(auth, '@'); i >= 0 {
		user, auth = auth[:i+1], auth[i+1:]
	}
	host, port := auth, ""
	if i := strings.LastIndexByte(auth, ':'); i >= 0 && !strings.Contains(auth[i:], "]") {
		host, port = auth[:i], auth[i:]
	}
	scheme = strings.ToLower(scheme)
	if def := map[string]string{"http": ":80", "https": ":443", "ftp": ":21"}[scheme]; port == ":" || port == def {
		port = ""
	}
	unescape := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
				c := decodeEscapes(s[i : i+3])[0]
				if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
					b.WriteByte(c)
				} else {
					b.WriteString(strings.ToUpper(s[i : i+3]))
				}
				i += 2
				continue
			}
			b.WriteByte(s[i])
		}
		return b.String()
	}
	return scheme + "://" + unescape(user) + strings.ToLower(unescape(host)) + port + unescape(tail), true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// alignFixes reads the original a and the fixed b side by side: b must be
// a with some of the findings' spans replaced by their rule's fix and
// every other byte the same. It returns the fixes applied.
func alignFixes(a, b []byte, fs []sampleFinding) ([]sampleEdit, error) {
	var edits []sampleEdit
	i, j := 0, 0
	mismatch := func(i, j int) error {
		k := 0
		for i+k < len(a) && j+k < len(b) && a[i+k] == b[j+k] {
			k++
		}
		return fmt.Errorf("byte %d of the original (line %d) changed, and no fix explains it: %q became %q",
			i+k, 1+bytes.Count(a[:i+k], []byte("\n")), clip(a[i+k:]), clip(b[j+k:]))
	}
	for n, f := range fs {
		if f.Offset < i || f.EndOffset > len(a) || f.Offset > f.EndOffset {
			continue // overlaps one before
		}
		gap := a[i:f.Offset]
		if !bytes.HasPrefix(b[j:], gap) {
			return nil, mismatch(i, j)
		}
		i, j = f.Offset, j+len(gap)
		old := string(a[f.Offset:f.EndOffset])
		next := len(a)
		if n+1 < len(fs) {
			next = max(f.EndOffset, min(next, fs[n+1].Offset))
		}
		after := a[f.EndOffset:min(next, f.EndOffset+32)]
		kept := bytes.HasPrefix(b[j:], append([]byte(old), after...))
		if kept {
			continue
		}
		nw, ok := fixedBy(f.Rule, old)
		if ok && bytes.HasPrefix(b[j:], append([]byte(nw), after...)) {
			edits = append(edits, sampleEdit{f.Offset, f.EndOffset, old, nw, f.Rule})
			i, j = f.EndOffset, j+len(nw)
			continue
		}
		// Neither kept nor fixed as the rule says: the next check fails
		// where the bytes part.
	}
	if !bytes.Equal(a[i:], b[j:]) {
		return nil, mismatch(i, j)
	}
	return edits, nil
}

func clip(b []byte) []byte {
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		b = b[:i]
	}
	return b[:min(len(b), 40)]
}

// sameFixedURLs checks (b): each edit lies inside a URL of the original;
// the URL with its edits applied is equivalent to it (draft-09 6; an
// unwise character escaped, 2.4.3, is the rule's documented fix and is
// undone first); and extract reads the fixed file's URLs where the edits
// move them, with that text.
func sameFixedURLs(a []byte, edits []sampleEdit, before, after []sampleURL) error {
	if len(before) != len(after) {
		return fmt.Errorf("%d URLs before --fix, %d after", len(before), len(after))
	}
	k, delta := 0, 0
	for n, u := range before {
		for k < len(edits) && edits[k].end <= u.Offset {
			if edits[k].start < u.Offset || k > 0 && edits[k-1].end > u.Offset {
				return fmt.Errorf("a fix at offset %d lies in no URL", edits[k].start)
			}
			delta += len(edits[k].new) - (edits[k].end - edits[k].start)
			k++
		}
		start := u.Offset + delta
		in := k
		var text, plain strings.Builder // the URL fixed; and fixed but its unwise escapes
		last := u.Offset
		for ; in < len(edits) && edits[in].start < u.EndOffset; in++ {
			e := edits[in]
			if e.start < u.Offset || e.end > u.EndOffset {
				return fmt.Errorf("a fix at offset %d runs across the end of URL %q", e.start, u.URL)
			}
			text.Write(a[last:e.start])
			plain.Write(a[last:e.start])
			text.WriteString(e.new)
			if e.rule == "unwise-character" {
				plain.WriteString(e.old)
			} else {
				plain.WriteString(e.new)
			}
			delta += len(e.new) - (e.end - e.start)
			last = e.end
		}
		text.Write(a[last:u.EndOffset])
		plain.Write(a[last:u.EndOffset])
		v := after[n]
		if v.Offset != start || v.EndOffset != u.EndOffset+delta {
			return fmt.Errorf("URL %d (%q) was at %d-%d, is at %d-%d after the fixes (%d-%d expected)", n, u.URL, u.Offset, u.EndOffset, v.Offset, v.EndOffset, start, u.EndOffset+delta)
		}
		if in == k {
			continue
		}
		k = in
		if u.URL != string(a[u.Offset:u.EndOffset]) {
			continue // its text is not its bytes (rejoined, a scheme put before it)
		}
		if v.URL != text.String() {
			return fmt.Errorf("URL %q fixed reads %q, not %q", u.URL, v.URL, text.String())
		}
		if !urlsyntax.Equivalent(u.URL, plain.String()) {
			return fmt.Errorf("URL %q fixed is %q, not equivalent (draft-09 6)", u.URL, v.URL)
		}
	}
	if k < len(edits) {
		return fmt.Errorf("a fix at offset %d lies in no URL", edits[k].start)
	}
	return nil
}

// passwords returns the passwords and tokens of URLs in text (the masker's
// reading), those of 4 bytes or more: a shorter one is found by chance.
func passwords(text []byte) []string {
	var out []string
	for _, s := range urlsyntax.AppendSecrets(nil, string(text)) {
		if s.Hi-s.Lo >= 4 {
			out = append(out, string(text[s.Lo:s.Hi]))
		}
	}
	return out
}

// languageKeeps checks (c) in pure Go: the errors are the breaks found.
func languageKeeps(lang, path string, a, b []byte, edits []sampleEdit) []error {
	if len(edits) == 0 {
		return nil
	}
	if lang == "go" {
		return goKeeps(a, b)
	}
	var errs []error
	lx, ok := fixLexers[lang]
	if !ok {
		return []error{fmt.Errorf("no lexer for language %q", lang)}
	}
	sa, sb := lx.spans(a), lx.spans(b)
	// The same comments and literals, moved by the edits.
	if len(sa) != len(sb) {
		errs = append(errs, fmt.Errorf("%d comments and literals before --fix, %d after: the fix opened or closed one", len(sa), len(sb)))
	} else {
		for n := range sa {
			if sa[n].kind != sb[n].kind || moved(sa[n].start, edits) != sb[n].start {
				errs = append(errs, fmt.Errorf("the %s at offset %d is a %s at %d after --fix", sa[n].kind, sa[n].start, sb[n].kind, sb[n].start))
				break
			}
		}
	}
	for _, e := range edits {
		kind := spanAt(sa, e.start)
		if lx.code && kind != "comment" {
			errs = append(errs, fmt.Errorf("a fix at line %d (%s) is in source code outside a comment (%s)", line(a, e.start), e.rule, kindName(kind)))
		}
		if lx.special != nil {
			if r := lx.special(a, e); r != "" {
				errs = append(errs, fmt.Errorf("a fix at line %d (%s): %s", line(a, e.start), e.rule, r))
			}
		}
	}
	return errs
}

func kindName(k string) string {
	if k == "" {
		return "code"
	}
	return k
}

func line(a []byte, off int) int { return 1 + bytes.Count(a[:off], []byte("\n")) }

// moved returns where offset off of the original stands after the edits.
func moved(off int, edits []sampleEdit) int {
	d := 0
	for _, e := range edits {
		if e.end <= off {
			d += len(e.new) - (e.end - e.start)
		}
	}
	return off + d
}

// goKeeps: go/parser parses the fixed file if it parsed the original, and
// go/scanner reads the same tokens, only comments' text changed.
func goKeeps(a, b []byte) []error {
	fset := token.NewFileSet()
	if _, err := parser.ParseFile(fset, "a.go", a, parser.ParseComments); err == nil {
		if _, err := parser.ParseFile(fset, "b.go", b, parser.ParseComments); err != nil {
			return []error{fmt.Errorf("go/parser: %v", err)}
		}
	}
	scan := func(src []byte) (toks []token.Token, lits []string) {
		var s scanner.Scanner
		f := fset.AddFile("x.go", -1, len(src))
		s.Init(f, src, nil, scanner.ScanComments)
		for {
			_, tok, lit := s.Scan()
			if tok == token.EOF {
				return
			}
			toks, lits = append(toks, tok), append(lits, lit)
		}
	}
	ta, la := scan(a)
	tb, lb := scan(b)
	if len(ta) != len(tb) {
		return []error{fmt.Errorf("go/scanner: %d tokens before --fix, %d after", len(ta), len(tb))}
	}
	for i := range ta {
		if ta[i] != tb[i] {
			return []error{fmt.Errorf("go/scanner: token %d was %v, is %v", i, ta[i], tb[i])}
		}
		if ta[i] != token.COMMENT && la[i] != lb[i] {
			return []error{fmt.Errorf("go/scanner: the %v %q became %q: a fix outside a comment", ta[i], la[i], lb[i])}
		}
	}
	return nil
}

// toolKeeps runs the language's own checker on the original and the
// fixed file (p, relative to dir; the fixed one is in dir): a file it
// accepted before --fix, it must accept after. A checker not on PATH is
// logged, not failed: the test passes on a fresh clone.
func toolKeeps(t *testing.T, dir, p string, orig []byte) {
	t.Helper()
	_, lang, _ := strings.Cut(p, "/")
	lang, _, _ = strings.Cut(lang, "/")
	var tool string
	var args []string
	switch lang {
	case "perl":
		tool, args = "perl", []string{"-c"}
	case "python":
		tool, args = "python3", []string{"-m", "py_compile"}
	case "sh":
		tool, args = "bash", []string{"-n"}
	case "ruby":
		tool, args = "ruby", []string{"-c"}
	case "js":
		tool, args = "node", []string{"--check"}
	default:
		return
	}
	if _, err := exec.LookPath(tool); err != nil {
		t.Logf("%s is not on PATH: %s not checked with it", tool, p)
		return
	}
	origDir := t.TempDir()
	op := filepath.Join(origDir, filepath.Base(p))
	os.WriteFile(op, orig, 0o644)
	check := func(file string) error {
		c := exec.Command(tool, append(args, file)...)
		c.Dir = filepath.Dir(file)
		c.Env = append(os.Environ(), "PYTHONPYCACHEPREFIX="+t.TempDir())
		out, err := c.CombinedOutput()
		if err != nil {
			return fmt.Errorf("%v: %s", err, out)
		}
		return nil
	}
	if check(op) != nil {
		return // not accepted before: nothing to compare
	}
	if err := check(filepath.Join(dir, p)); err != nil {
		t.Errorf("%s: (c) %s %s accepted it before --fix, not after: %v", p, tool, strings.Join(args, " "), err)
	}
}
