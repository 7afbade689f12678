package lint

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// lintEdits lints src with every rule and returns the fixes' edits.
func lintEdits(t testing.TB, l *Linter, src string, o extract.Options) []Edit {
	t.Helper()
	var edits []Edit
	if err := l.Lint(strings.NewReader(src), o, func(f Finding) error {
		edits = append(edits, f.Fix...)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return edits
}

type span struct {
	start, end int
	text       string
	rejoined   bool
}

func urlSpans(t testing.TB, src string, o extract.Options) []span {
	t.Helper()
	sc := extract.NewScanner(strings.NewReader(src), o)
	var out []span
	for sc.Scan() {
		u := sc.URL()
		out = append(out, span{u.Start.Offset, u.End.Offset, u.Text, u.Rejoined || u.Prefix > 0})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// FuzzFix applies the fixes of arbitrary text through ApplyFixes, as
// `lint --fix` does, and checks the promises of a fix: every edit lies
// inside a URL; the fixed text holds the same URLs, each where the edits
// move it, and a URL read from one line is the old one with its edits
// applied; fixing converges (the fixed text has no fixable finding left);
// and a fix that ApplyFixes refuses leaves the file as it was.
func FuzzFix(f *testing.F) {
	for _, s := range []string{
		"see http://example.com:80/a|b%7E and {braces}\n",
		"(http://x.example/a%29) and 'http://y.example/%27' and http://z.example/%21\n",
		"http://h.example/%2D\nnext line http://h.example/long-path-that-goes-on-and-on%5F\nrest\n",
		"a http://h.example.com::/p b http://h.example.com:8080:/p file://D:/dir/x http://h:/\n",
		"<http://example.com/a|\n  b|c> \"http://q.example/a b\"\n",
		"http://example.com/%7euser/%41%42 http://[::1]:/x\n",
	} {
		f.Add(s, false)
	}
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		f.Fatal(err)
	}
	// Every rule but not-normalized, which waits for the others.
	most, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		f.Fatal(err)
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, src string, abbreviated bool) {
		if len(src) > 1<<12 {
			return
		}
		o := extract.Options{Abbreviated: abbreviated}
		// Fixing is idempotent: the fixed text, linted again, has nothing
		// left that the fixer applies, but for not-normalized's normal
		// form, which waits for the others; that one written, nothing is
		// left.
		orig := src
		for round := 0; ; round++ {
			if round == 3 {
				t.Fatalf("fixing does not converge in 3 rounds: %q", orig)
			}
			fixed, ok := fixRound(t, l, dir, src, o)
			if !ok {
				return
			}
			if again, ok := fixRound(t, most, dir, fixed, o); ok {
				t.Fatalf("a second run fixes more:\n%q\n%q\n%q", orig, fixed, again)
			}
			src = fixed
		}
	})
}

// fixRound applies the fixes of src once and checks them; ok is false when
// there was nothing to fix or the fix was refused.
func fixRound(t *testing.T, l *Linter, dir, src string, o extract.Options) (string, bool) {
	edits := lintEdits(t, l, src, o)
	if len(edits) == 0 {
		return src, false
	}
	before := urlSpans(t, src, o)
	for _, e := range edits {
		inside := false
		for _, u := range before {
			if u.start <= e.Start && e.End <= u.end {
				inside = true
			}
		}
		if !inside {
			t.Fatalf("edit %+v lies outside every URL of %q", e, src)
		}
	}
	path := filepath.Join(dir, "f.txt")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	// The Fixer applies the edits that are safe where they stand (a
	// regular expression, a format string... keep theirs): what follows
	// checks the ones it applied.
	_, edits, err := applyFixes(path, sha256.Sum256([]byte(src)), edits, FixOptions{Extract: o}, true)
	if err == nil && len(edits) == 0 {
		return src, false
	}
	got, rerr := os.ReadFile(path)
	if rerr != nil {
		t.Fatal(rerr)
	}
	if err != nil {
		if !errors.Is(err, ErrMeaning) {
			t.Fatalf("ApplyFixes: %v", err)
		}
		if string(got) != src {
			t.Fatalf("a refused fix changed the file")
		}
		return src, false
	}
	fixed := string(got)
	after := urlSpans(t, fixed, o)
	if len(after) != len(before) {
		t.Fatalf("the fix changed the number of URLs from %d to %d:\n%q\n%q", len(before), len(after), src, fixed)
	}
	es := disjoint(edits)
	delta, k := 0, 0
	for i, u := range before {
		for k < len(es) && es[k].End <= u.start {
			delta += len(es[k].New) - (es[k].End - es[k].Start)
			k++
		}
		var b strings.Builder
		last, inner := u.start, 0
		for j := k; j < len(es) && es[j].Start < u.end; j++ {
			b.WriteString(src[last:es[j].Start])
			b.WriteString(es[j].New)
			last = es[j].End
			inner += len(es[j].New) - (es[j].End - es[j].Start)
		}
		b.WriteString(src[last:u.end])
		a := after[i]
		if a.start != u.start+delta || a.end != u.end+delta+inner {
			t.Fatalf("URL %d moved: %d-%d, want %d-%d\n%q\n%q", i, a.start, a.end, u.start+delta, u.end+delta+inner, src, fixed)
		}
		if !u.rejoined && a.text != b.String() {
			t.Fatalf("URL %d reads %q after the fix, want %q\n%q\n%q", i, a.text, b.String(), src, fixed)
		}
	}
	// Idempotent: fixing the same text again gives the same text.
	if again, _, err := applyEdits([]byte(src), edits); err != nil || string(again) != fixed {
		t.Fatalf("applying the same fixes twice differs: %q vs %q", again, fixed)
	}
	return fixed, true
}

// TestFixRefusals: files a fix must not rewrite are left alone, with an
// error that says why.
func TestFixRefusals(t *testing.T) {
	src := "see http://example.com/a|b\n"
	edits := lintEdits(t, mustLinter(t), src, extract.Options{})
	sum := sha256.Sum256([]byte(src))
	dir := t.TempDir()
	write := func(name string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	tests := []struct {
		name  string
		setup func() string
		want  string
	}{
		{"read-only", func() string { return write("ro.txt", 0o444) }, "not writable"},
		{"setuid", func() string { return write("suid.txt", os.ModeSetuid|0o755) }, "setuid"},
		{"setgid", func() string { return write("sgid.txt", os.ModeSetgid|0o755) }, "setgid"},
		{"hard link", func() string {
			p := write("linked.txt", 0o644)
			if err := os.Link(p, filepath.Join(dir, "other-name.txt")); err != nil {
				t.Skip(err)
			}
			return p
		}, "hard links"},
		{"another user's", func() string {
			if os.Geteuid() != 0 {
				t.Skip("needs root to give a file to another user")
			}
			p := write("theirs.txt", 0o666)
			if err := os.Chown(p, 65534, 65534); err != nil {
				t.Skip(err)
			}
			return p
		}, "owned by another user"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.setup()
			fi0, _ := os.Stat(p)
			_, err := ApplyFixes(p, sum, edits, FixOptions{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("ApplyFixes = %v, want an error saying %q", err, tt.want)
			}
			got, _ := os.ReadFile(p)
			fi, _ := os.Stat(p)
			if string(got) != src || fi.Mode() != fi0.Mode() || !os.SameFile(fi, fi0) {
				t.Errorf("a refused file was changed")
			}
		})
	}
	if ents, _ := os.ReadDir(dir); len(ents) != len(tests)+1 && len(ents) != len(tests) {
		t.Errorf("temporary files left behind: %v", ents)
	}
}

func mustLinter(t testing.TB) *Linter {
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestFixKeepsAttributes: a rewritten file keeps its mode, group and
// extended attributes.
func TestFixKeepsAttributes(t *testing.T) {
	src := "see http://example.com/a|b\n"
	p := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(p, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	xattr := syscall.Setxattr(p, "user.urlsift-test", []byte("kept"), 0) == nil
	group := false
	if os.Geteuid() == 0 && os.Chown(p, 0, 65534) == nil {
		group = true
	}
	if _, err := ApplyFixes(p, sha256.Sum256([]byte(src)), lintEdits(t, mustLinter(t), src, extract.Options{}), FixOptions{}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(p); string(got) != "see http://example.com/a%7Cb\n" {
		t.Fatalf("not fixed: %q", got)
	}
	fi, _ := os.Stat(p)
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", fi.Mode().Perm())
	}
	if group {
		if st := fi.Sys().(*syscall.Stat_t); st.Gid != 65534 {
			t.Errorf("group %d, want 65534", st.Gid)
		}
	}
	if xattr {
		buf := make([]byte, 16)
		n, err := syscall.Getxattr(p, "user.urlsift-test", buf)
		if err != nil || string(buf[:n]) != "kept" {
			t.Errorf("extended attribute lost: %q, %v", buf[:n], err)
		}
	} else {
		t.Log("this file system takes no user extended attributes: not checked")
	}
}

// TestFixMeaning: escapes the extractor would read differently are not
// unescaped, and fixes that would make a host or port of something else
// are not offered.
func TestFixMeaning(t *testing.T) {
	l := mustLinter(t)
	for _, src := range []string{
		"(see http://x.example/a%29) now\n",
		"'http://y.example/%27' and http://z.example/%21 and http://w.example/%2A\n",
		"http://h.example/long-enough-path-to-be-broken-by-a-formatter-%2D\nrest\n",
		"http://h.example/long-enough-path-to-be-broken-by-a-formatter-%5F\nrest\n",
		"http://h.example/a%2E/b\n",
		"a http://h.example.com::/p b http://h.example.com:8080:/p file://D:/dir/x\n",
	} {
		if edits := lintEdits(t, l, src, extract.Options{}); len(edits) > 0 {
			t.Errorf("%q: fixes offered: %+v", src, edits)
		}
	}
	src := "http://example.com/%7euser/%41+%24 and http://h.example.com:/p\n"
	out, _, err := applyEdits([]byte(src), lintEdits(t, l, src, extract.Options{}))
	// %24 ("$") is reserved since RFC 3986: left as it is.
	if want := "http://example.com/~user/A+%24 and http://h.example.com/p\n"; err != nil || string(out) != want {
		t.Errorf("fixed %q, %v; want %q", out, err, want)
	}
}

// TestMeaningRows: meaningCheck, the one check of whether fixes keep a
// text's meaning (--fix of a file, sameURLs; the language server's quick
// fixes and fix of them all, TextFixes), on edits that keep and that
// change it; the same verdict for the text read whole and as a stream
// with the edits logged as the Fixer logs them. (The rows were the
// language server's own, lsp's TestKeepsMeaningRows, until its check
// moved here.) The last five are the edges. At cf7e7df the server's check
// and sameURLs both let an edit across a URL's start or end through;
// text put where a URL ends the server took for part of it (kept) and
// sameURLs for text after it (changed); text put where a URL starts the
// server refused (its text check wanted it in the URL) and sameURLs
// kept.
func TestMeaningRows(t *testing.T) {
	src := "see http://example.org/a|b and <http://example.net/x-\n  y/z> end\n"
	bar := strings.Index(src, "|")
	hy := strings.Index(src, "x-")
	at := strings.Index(src, "http://example.org")
	end := strings.Index(src, "|b") + 2
	for _, tt := range []struct {
		name  string
		edits []Edit
		want  bool
	}{
		{"escape", []Edit{{Start: bar, End: bar + 1, Old: "|", New: "%7C"}}, true},
		{"a space ends the URL", []Edit{{Start: bar, End: bar + 1, Old: "|", New: " "}}, false},
		{"the URL runs on", []Edit{{Start: bar + 2, End: bar + 7, Old: " and ", New: "/and"}}, false},
		{"text between URLs", []Edit{{Start: bar + 3, End: bar + 6, Old: "and", New: "or"}}, true},
		{"a hyphen break gone", []Edit{{Start: hy + 1, End: hy + 2, Old: "-", New: ""}}, false},
		{"the URL's text other than its edits give", []Edit{{Start: bar, End: bar + 1, Old: "|", New: "%7C"}, {Start: bar + 1, End: bar + 2, Old: "b", New: "c"}}, true},
		{"overlapping", []Edit{{Start: bar, End: bar + 2, New: "x"}, {Start: bar + 1, End: bar + 3, New: "y"}}, false},
		// The edges: an edit across a URL's start or end; text put where
		// a URL ends, which runs it on; text put before it.
		{"across the start", []Edit{{Start: at - 1, End: at + 1, Old: " h", New: " h"}}, false},
		{"across the end", []Edit{{Start: end - 1, End: end + 1, Old: "b ", New: "b "}}, false},
		{"put where the URL ends", []Edit{{Start: end, End: end, New: "c"}}, false},
		{"put where the URL starts", []Edit{{Start: at, End: at, New: "x "}}, true},
		{"the whole URL", []Edit{{Start: at, End: end, Old: "http://example.org/a|b", New: "http://example.org/a%7Cb"}}, true},
	} {
		c := getMeaningCheck(extract.Options{})
		got := c.keeps(src, 0, len(src), tt.edits)
		putMeaningCheck(c)
		if got != tt.want {
			t.Errorf("%s: keeps %v, want %v", tt.name, got, tt.want)
		}
		// As --fix checks a file: the fixed text streamed, the edits
		// from the Fixer's log.
		es := slices.Clone(tt.edits)
		slices.SortFunc(es, func(a, b Edit) int { return a.Start - b.Start })
		if overlap := slices.ContainsFunc(es[1:], func(e Edit) bool { return e.Start < es[0].End }); overlap {
			continue
		}
		fx := &Fixer{}
		for _, e := range es {
			if err := fx.logEdit(e, 1); err != nil {
				t.Fatal(err)
			}
		}
		fixed, _, err := applyEdits([]byte(src), es)
		if err != nil {
			t.Fatal(err)
		}
		err = sameURLs(strings.NewReader(src), bytes.NewReader(fixed), fx.log.reader(), extract.Options{})
		if (err == nil) != tt.want || err != nil && !errors.Is(err, ErrMeaning) {
			t.Errorf("%s: sameURLs %v, want the verdict %v", tt.name, err, tt.want)
		}
		fx.log.close()
	}
	if lo, hi := lineWindow("a\nb\nc\nd\ne\n", 4, 5, 1); lo != 2 || hi != 8 {
		t.Errorf("lineWindow: %d-%d, want 2-8", lo, hi)
	}
}

// TestSameOptionsFields: the meaningChecks kept for use again are told
// apart by their options (sameOptions), field by field; a field added to
// extract.Options must be compared there too.
func TestSameOptionsFields(t *testing.T) {
	if n := reflect.TypeOf(extract.Options{}).NumField(); n != 9 {
		t.Errorf("extract.Options has %d fields, sameOptions knows 9 (5 compared, TooLong, Marked, Lines and Place cleared)", n)
	}
	a := extract.Options{Abbreviated: true}
	if c := getMeaningCheck(a); !sameOptions(c.o, a) || sameOptions(c.o, extract.Options{}) {
		t.Error("a check does not keep its options")
	}
}

// TestFixTakesBack: where the fixed file would read a URL otherwise, --fix
// (in place, or as a diff) takes back the fixes on the lines around it,
// applies the others, and reports the findings taken back with their
// reason; standard input (Out) comes back whole or not at all, as the
// language server's fix of all.
func TestFixTakesBack(t *testing.T) {
	src := "see http://example.org/a|b and more\n" + strings.Repeat("text\n", 10) + "see http://example.net/c|d end\n"
	a, b := strings.Index(src, "|"), strings.LastIndex(src, "|")
	edits := []Edit{{Start: a, End: a + 1, Old: "|", New: "%7C"}, {Start: b, End: b + 1, Old: "|", New: " "}} // a space ends the second URL
	run := func(o FixOptions) (string, int, []Finding, error) {
		path := filepath.Join(t.TempDir(), "notes.txt")
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		var emitted []Finding
		fx := NewFixer(path, o, func(f Finding) error { emitted = append(emitted, f); return nil })
		for _, e := range edits {
			if err := fx.Add(Finding{Start: pos.Pos{Offset: e.Start}, End: pos.Pos{Offset: e.End}, Fix: []Edit{e}}, true); err != nil {
				t.Fatal(err)
			}
		}
		n, err := fx.Close(sha256.Sum256([]byte(src)))
		got, rerr := os.ReadFile(path)
		if rerr != nil {
			t.Fatal(rerr)
		}
		return string(got), n, emitted, err
	}
	want := strings.Replace(src, "a|b", "a%7Cb", 1)
	got, n, emitted, err := run(FixOptions{})
	if got != want || n != 1 || err != nil {
		t.Errorf("in place: %d edits, %v:\n%s", n, err, got)
	}
	if len(emitted) != 1 || emitted[0].Fix[0].Start != b || emitted[0].FixWithheld.String() != whyMeaning {
		t.Errorf("in place: emitted %+v, want the second finding, withheld: %q", emitted, whyMeaning)
	}
	var diff bytes.Buffer
	if _, n, _, err := run(FixOptions{Diff: &diff, DiffName: "notes.txt"}); n != 1 || err != nil || !strings.Contains(diff.String(), "+see http://example.org/a%7Cb and more") || strings.Contains(diff.String(), "c d") {
		t.Errorf("--diff: %d edits, %v:\n%s", n, err, diff.String())
	}
	spool := filepath.Join(t.TempDir(), "in")
	if err := os.WriteFile(spool, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	in, err := os.Open(spool)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	var out bytes.Buffer
	_, n, emitted, err = run(FixOptions{Source: in, Out: &out})
	if n != 0 || !errors.Is(err, ErrMeaning) || out.String() != src || len(emitted) != 2 {
		t.Errorf("standard input: %d edits, %v, %d findings:\n%s", n, err, len(emitted), out.String())
	}
	// Each says why its fix was not applied (stop 62: the file's error
	// alone said it, the findings "fixable" with no fix_withheld).
	for _, f := range emitted {
		if f.FixWithheld.String() != whyMeaning {
			t.Errorf("standard input: a finding withheld %q, want %q", f.FixWithheld.String(), whyMeaning)
		}
	}
}

// TestFixAcrossLines: a fix whose edit crosses the line break of a URL
// rejoined from lines is cut to the bytes it changes when they keep their
// length and stand on one line, and applied; else the finding offers no
// fix (not fixable: until stop 62 it said fixable and stood back, "the
// fix spans lines", with bytes no file holds, TestFixableAcrossBreaks),
// and the file is left as it was.
func TestFixAcrossLines(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	lead := "# alpha beta gamma delta epsilon zeta eta theta "
	for _, tt := range []struct {
		src, want string
		fixable   bool
	}{
		// The normal form changes the scheme and the host: line 1 only.
		{lead + "HTTP://Qwer.example.com/abc/\n# defgh/ij more words here and there and so on until width x\n# another line\n",
			lead + "http://qwer.example.com/abc/\n# defgh/ij more words here and there and so on until width x\n# another line\n", true},
		// "%7E" to "~": shorter, the rejoining may move: no fix.
		{lead + "http://qwer.example.com/abc/\n# %7Edefgh/ij more words here and there and so on until width x\n# another line\n",
			"", false},
		// Both lines change.
		{lead + "HTTP://Qwer.example.com/abc/\n# %7Edefgh/ij more words here and there and so on until width x\n# another line\n",
			"", false},
	} {
		path := filepath.Join(t.TempDir(), "x.py")
		if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
			t.Fatal(err)
		}
		var withheld []string
		fx := NewFixer(path, FixOptions{}, func(f Finding) error {
			if f.Rule == "not-normalized" {
				withheld = append(withheld, f.FixWithheld.String())
			}
			return nil
		})
		n := 0
		if err := l.Lint(strings.NewReader(tt.src), extract.Options{Name: path}, func(f Finding) error {
			if f.Rule != "not-normalized" {
				return nil
			}
			n++
			if (len(f.Fix) > 0) != tt.fixable {
				t.Errorf("%q: not-normalized's fix %+v, want fixable %v", tt.src, f.Fix, tt.fixable)
			}
			return fx.Add(f, true)
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := fx.Close(sha256.Sum256([]byte(tt.src))); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := tt.want
		if want == "" {
			want = tt.src
		}
		if string(got) != want || n != 1 {
			t.Errorf("%q: %d findings, got\n%s\nwant\n%s", tt.src, n, got, want)
		}
		if slices.ContainsFunc(withheld, func(w string) bool { return w != "" }) {
			t.Errorf("%q: withheld %q, want none", tt.src, withheld)
		}
	}
}

// TestNotNormalizedKeepsMarks: not-normalized's fix writes the normal
// form but keeps the escapes of the marks RFC 3986 reserves ("$", "!",
// "*", "'", "(", ")", ","), as unnecessary-escape leaves them: the two
// rules agree (pathlib.py's MSDN URL, "%28v=vs.85%29", became
// "(v=vs.85)" under one and stayed under the other). A URL that differs
// from its normal form only there is reported, unfixed. The generator
// (seed 4865) draws URLs of every printable byte and escapes of every
// byte value, in any case; the fix must keep every mark's escape, differ
// from the URL elsewhere only as the normal form does (its normal form is
// the URL's), and be its own normal form but for the marks.
func TestNotNormalizedKeepsMarks(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	// fixOf returns the URL u as not-normalized's fix writes it ("" for
	// none), and whether the rule reports it; "" and false where the text
	// is read as another URL (it ends before u's end).
	fixOf := func(u string) (fix string, found bool) {
		src := "see " + u + " here\n"
		for _, f := range lintFindings(t, l, src) {
			if f.Rule != notNormalized.Name || f.urlStart.Offset != 4 || f.urlEnd.Offset != 4+len(u) {
				continue
			}
			found = true
			if len(f.Fix) == 1 {
				e := f.Fix[0]
				return src[4:e.Start] + e.New + src[e.End:len(src)-6], true
			}
		}
		return "", found
	}
	for _, tt := range []struct{ url, fix string }{
		{"http://msdn.example.com/library/aa363858%28v=vs.85%29.aspx", ""}, // reported, unfixed
		{"HTTP://Example.COM/%28a%29/%7Eb", "http://example.com/%28a%29/~b"},
		{"http://h.example.com/%7e%2c%2A", "http://h.example.com/~%2C%2A"},
		{"http://h.example.com:80/(a)%21", "http://h.example.com/(a)%21"},
	} {
		got, found := fixOf(tt.url)
		if !found || got != tt.fix {
			t.Errorf("%s: fix %q (found %v), want %q", tt.url, got, found, tt.fix)
		}
	}
	r := rand.New(rand.NewSource(4865))
	const marks = "$!*'(),"
	fixed := 0
	for range 3000 {
		var b strings.Builder
		b.WriteString([]string{"http", "HTTP", "https", "ftp"}[r.Intn(4)] + "://" + []string{"h.example.com", "H.Example.COM", "h.example.com:80", "h.example.com:"}[r.Intn(4)] + "/")
		for range 1 + r.Intn(12) {
			switch k := r.Intn(4); k {
			case 0:
				fmt.Fprintf(&b, []string{"%%%02X", "%%%02x"}[r.Intn(2)], r.Intn(256))
			case 1:
				fmt.Fprintf(&b, "%%%02X", marks[r.Intn(len(marks))])
			default:
				c := byte(0x21 + r.Intn(0x7e-0x20))
				if strings.IndexByte(`"<>\^{}|[]`+"`#%", c) >= 0 {
					c = 'a'
				}
				b.WriteByte(c)
			}
		}
		u := b.String()
		got, _ := fixOf(u)
		if got == "" {
			continue
		}
		fixed++
		for i := 0; i < len(marks); i++ {
			esc := fmt.Sprintf("%%%02X", marks[i])
			if want, n := strings.Count(strings.ToUpper(u), esc), strings.Count(got, esc); n != want {
				t.Fatalf("%s: the fix %s holds %d of %s, the URL %d", u, got, n, esc, want)
			}
		}
		if urlsyntax.Normalize(got) != urlsyntax.Normalize(u) {
			t.Fatalf("%s: the fix %s has another normal form", u, got)
		}
		for i := 0; i+2 < len(got); i++ {
			if got[i] != '%' {
				continue
			}
			x := got[i+1 : i+3]
			c, err := strconv.ParseUint(x, 16, 8)
			if err == nil && (x != strings.ToUpper(x) || urlsyntax.Is(byte(c), urlsyntax.Unreserved) && strings.IndexByte(marks, byte(c)) < 0) {
				t.Fatalf("%s: the fix %s is not in normal form: %%%s", u, got, x)
			}
		}
	}
	t.Logf("%d URLs fixed", fixed)
	if fixed < 1000 {
		t.Errorf("only %d URLs fixed", fixed)
	}
}
