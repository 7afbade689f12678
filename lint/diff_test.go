package lint

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// TestWriteDiffMatchesDiffU compares writeDiff with the real `diff -u` on
// texts with edits in random lines: hunks, context and merging of close
// changes, and a last line without a line break.
func TestWriteDiffMatchesDiffU(t *testing.T) {
	if _, err := exec.LookPath("diff"); err != nil {
		t.Skip("no diff")
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 60; n++ {
		lines := 1 + rng.Intn(40)
		var b strings.Builder
		var es []Edit
		for i := 0; i < lines; i++ {
			start := b.Len()
			fmt.Fprintf(&b, "x line %d", i)
			if rng.Intn(5) == 0 {
				es = append(es, Edit{Start: start, End: start + 1, Old: "x", New: "%7C"})
			}
			if i < lines-1 || n%3 != 0 {
				b.WriteString("\n")
			}
		}
		src := b.String()
		bs := []byte(src)
		fixed, _, err := applyEdits(bs, es)
		if err != nil {
			t.Fatal(err)
		}
		a, f := filepath.Join(dir, "a"), filepath.Join(dir, "b")
		os.WriteFile(a, bs, 0o644)
		os.WriteFile(f, fixed, 0o644)
		want, _ := exec.Command("diff", "-u", a, f).Output()
		if i := bytes.Index(want, []byte("\n@@")); i >= 0 {
			want = want[i+1:]
		} else {
			want = nil
		}
		var got bytes.Buffer
		if err := writeDiff(&got, "f", strings.NewReader(src), bytes.NewReader(fixed)); err != nil {
			t.Fatal(err)
		}
		g := got.Bytes()
		if i := bytes.Index(g, []byte("@@")); i >= 0 {
			g = g[i:]
		}
		if !bytes.Equal(g, want) {
			t.Fatalf("case %d: writeDiff gives\n%s\ndiff -u gives\n%s", n, g, want)
		}
	}
}

// TestFixWithholdsSecrets: a fix within diffContext lines of a line that
// shows a password is applied neither by --fix nor by --fix --diff (a diff
// of it would show the password), and is named; the fixes further away
// are applied by both, and the diff shows exactly what is written.
func TestFixWithholdsSecrets(t *testing.T) {
	for _, secretLine := range []int{1, 2, 5, 6, 7, 8, 9, 12, 13, 14, 17, 30} {
		var src strings.Builder
		for i := 1; i <= 30; i++ {
			switch i {
			case secretLine:
				fmt.Fprintf(&src, "line %d ftp://alice:Zq7xW9@files.gnu.org/\n", i)
			case 5, 20:
				fmt.Fprintf(&src, "line %d http://www.gnu.org/a|b\n", i)
			default:
				fmt.Fprintf(&src, "line %d\n", i)
			}
		}
		text := src.String()
		near := func(line int) bool { return secretLine >= line-diffContext && secretLine <= line+diffContext }
		fixable := func(line int) bool { return line != secretLine }
		dir := t.TempDir()
		path := filepath.Join(dir, "f.txt")
		os.WriteFile(path, []byte(text), 0o644)
		var diff bytes.Buffer
		fxd := NewFixer(path, FixOptions{Diff: &diff, DiffName: "f.txt"}, func(Finding) error { return nil })
		fxw := NewFixer(path, FixOptions{}, func(Finding) error { return nil })
		for _, f := range lintFindings(t, mustLinter(t), text) {
			fxd.Add(f, true)
		}
		if _, err := fxd.Close(sha256.Sum256([]byte(text))); err != nil {
			t.Fatal(err)
		}
		var want []int
		for _, l := range []int{5, 20} {
			if near(l) && fixable(l) {
				want = append(want, l)
			}
		}
		if fmt.Sprint(fxd.Withheld()) != fmt.Sprint(want) {
			t.Errorf("secret on line %d: withheld %v, want %v", secretLine, fxd.Withheld(), want)
		}
		if bytes.Contains(diff.Bytes(), []byte("Zq7xW9")) {
			t.Fatalf("secret on line %d: the diff shows it:\n%s", secretLine, diff.Bytes())
		}
		for _, l := range []int{5, 20} {
			if got := bytes.Contains(diff.Bytes(), []byte(fmt.Sprintf("+line %d http://www.gnu.org/a%%7Cb", l))); got != (fixable(l) && !near(l)) {
				t.Errorf("secret on line %d: the diff shows the fix of line %d: %v", secretLine, l, got)
			}
		}
		for _, f := range lintFindings(t, mustLinter(t), text) {
			fxw.Add(f, true)
		}
		if _, err := fxw.Close(sha256.Sum256([]byte(text))); err != nil {
			t.Fatal(err)
		}
		written, _ := os.ReadFile(path)
		if patched := applyUnifiedDiff(t, text, diff.String()); patched != string(written) {
			t.Errorf("secret on line %d: --fix wrote\n%s\nthe diff gives\n%s", secretLine, written, patched)
		}
	}
}

// lintFindings lints src and returns the findings, as lint --fix gets them.
func lintFindings(t testing.TB, l *Linter, src string) []Finding {
	t.Helper()
	var fs []Finding
	if err := l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error {
		fs = append(fs, f)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return fs
}

// applyUnifiedDiff applies a unified diff of one file, as writeDiff writes
// it, to text, checking every context and removed line as patch does.
func applyUnifiedDiff(t testing.TB, text, diff string) string {
	t.Helper()
	out, err := patchUnified(text, diff)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// patchUnified is applyUnifiedDiff, with an error where the diff does not
// apply.
func patchUnified(text, diff string) (string, error) {
	lines := strings.SplitAfter(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	var out []string
	next := 0 // index of the next line of text not yet copied
	dl := strings.SplitAfter(diff, "\n")
	for i := 0; i < len(dl); i++ {
		l := dl[i]
		switch {
		case l == "" || strings.HasPrefix(l, "--- ") || strings.HasPrefix(l, "+++ "):
		case strings.HasPrefix(l, "@@ "):
			var a, n, b, m int
			if _, err := fmt.Sscanf(l, "@@ -%d,%d +%d,%d @@", &a, &n, &b, &m); err != nil {
				return "", fmt.Errorf("bad hunk header %q", l)
			}
			for next < a-1 {
				out = append(out, lines[next])
				next++
			}
		case strings.HasPrefix(l, "\\ No newline"):
			if len(out) > 0 {
				out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], "\n")
			}
		case l[0] == ' ' || l[0] == '-':
			body := l[1:]
			if i+1 < len(dl) && strings.HasPrefix(dl[i+1], "\\ No newline") {
				body = strings.TrimSuffix(body, "\n")
			}
			if next >= len(lines) || lines[next] != body {
				return "", fmt.Errorf("the diff does not apply: line %d is %q, the diff says %q", next+1, lines[min(next, len(lines)-1)], body)
			}
			if l[0] == ' ' {
				out = append(out, body)
			}
			next++
			if body != l[1:] {
				i++
			}
		case l[0] == '+':
			body := l[1:]
			if i+1 < len(dl) && strings.HasPrefix(dl[i+1], "\\ No newline") {
				body = strings.TrimSuffix(body, "\n")
				i++
			}
			out = append(out, body)
		default:
			return "", fmt.Errorf("bad diff line %q", l)
		}
	}
	out = append(out, lines[next:]...)
	return strings.Join(out, ""), nil
}

// TestDiffIsWhatFixWrites is the promise of --fix --diff, on generated
// texts: lines of prose and code with URLs to fix, passwords near them,
// long lines, CRLF line ends, a last line without a line break. The diff
// applied to the original (by the real patch where there is one, else by
// applyUnifiedDiff) gives, byte for byte, what --fix writes; and the diff
// shows no password.
func TestDiffIsWhatFixWrites(t *testing.T) {
	patch, _ := exec.LookPath("patch")
	r := rand.New(rand.NewSource(24))
	l := mustLinter(t)
	dir := t.TempDir()
	applied := 0
	for n := 0; n < 200; n++ {
		var b strings.Builder
		var secrets []string
		eol := "\n"
		if n%9 == 0 {
			eol = "\r\n"
		}
		lines := 1 + r.Intn(40)
		for i := 0; i < lines; i++ {
			switch r.Intn(10) {
			case 0, 1:
				fmt.Fprintf(&b, "see http://www.gnu.org/a|b%d and http://www.gnu.org:80/%%7Eu", i)
			case 2:
				pw := fmt.Sprintf("Zq%dx%dW", r.Intn(1e6), i)
				secrets = append(secrets, pw)
				fmt.Fprintf(&b, "clone https://deploy:%s@git.gnu.org/r.git", pw)
			case 3:
				b.WriteString("if ($u =~ m@^http://([^/]+)/a|b@) { print }")
			case 4:
				if r.Intn(8) == 0 {
					b.WriteString("long http://www.gnu.org/x|y " + strings.Repeat("z", maxFixLine+r.Intn(100)))
				} else {
					b.WriteString("<http://example.com/[id]/x> and {braces}")
				}
			default:
				fmt.Fprintf(&b, "line %d of prose", i)
			}
			if i < lines-1 || r.Intn(3) > 0 {
				b.WriteString(eol)
			}
		}
		text := b.String()
		name := []string{"notes.txt", "README.md", "x.go", "x.pl"}[r.Intn(4)]
		orig := filepath.Join(dir, fmt.Sprint(n, "-orig-", name))
		path := filepath.Join(dir, fmt.Sprint(n, "-", name))
		os.WriteFile(orig, []byte(text), 0o644)
		os.WriteFile(path, []byte(text), 0o644)
		sum := sha256.Sum256([]byte(text))
		var diff bytes.Buffer
		fxd := NewFixer(path, FixOptions{Diff: &diff, DiffName: "f"}, func(Finding) error { return nil })
		fxw := NewFixer(path, FixOptions{}, func(Finding) error { return nil })
		for _, f := range lintFindings(t, l, text) {
			fxd.Add(f, true)
		}
		if _, err := fxd.Close(sum); err != nil {
			t.Fatalf("case %d: --diff: %v", n, err)
		}
		for _, f := range lintFindings(t, l, text) {
			fxw.Add(f, true)
		}
		if _, err := fxw.Close(sum); err != nil {
			t.Fatalf("case %d: --fix: %v", n, err)
		}
		written, _ := os.ReadFile(path)
		for _, s := range secrets {
			if bytes.Contains(diff.Bytes(), []byte(s)) {
				t.Fatalf("case %d: the diff shows the password %q:\n%s", n, s, diff.Bytes())
			}
		}
		var got string
		if patch != "" && diff.Len() > 0 {
			dpath := orig + ".diff"
			os.WriteFile(dpath, diff.Bytes(), 0o644)
			if out, err := exec.Command(patch, "-s", "--binary", orig, dpath).CombinedOutput(); err != nil {
				t.Fatalf("case %d: patch: %v %s\n%s", n, err, out, diff.Bytes())
			}
			g, _ := os.ReadFile(orig)
			got = string(g)
		} else {
			got = applyUnifiedDiff(t, text, diff.String())
		}
		if got != string(written) {
			t.Fatalf("case %d: the diff gives\n%q\n--fix wrote\n%q\ndiff:\n%s", n, got, written, diff.Bytes())
		}
		if string(written) != text {
			applied++
		}
	}
	if applied < 50 {
		t.Errorf("only %d of 200 texts were fixed: the property checks little", applied)
	}
}

// TestDiffShowsEveryFix: every change --fix makes, --fix --diff shows:
// each changed line differs in the diff, and is the file's line where the
// diff masks nothing of it (the Fixer applies no edit the diff's masker
// would hide, hiddenEdit; npm's
// "git+ssh://git@github.com:npm/cli.git#v1.0.27" over
// "git+ssh://git@github.com:npm/cli#semver:^5.0" read as a password when
// the diff joined them, while the Fixer, reading each alone, fixed the
// second). The generator (seed 4864) draws lines of scp-like and version
// control URLs, user names, passwords, mail addresses, URLs with a
// fixable defect, any printable byte and non-ASCII text, joined by every
// line break, in prose, Markdown and code files.
func TestDiffShowsEveryFix(t *testing.T) {
	r := rand.New(rand.NewSource(4864))
	l := mustLinter(t)
	dir := t.TempDir()
	n := 600
	if testing.Short() {
		n = 150
	}
	users := []string{"git", "alice", "deploy", "ops@corp.example", "x_y", "isaacs"}
	hosts := []string{"github.com", "gitlab.example.org", "h.example.org", "[2001:db8::1]", "10.1.2.3", "localhost"}
	word := func() string {
		var b strings.Builder
		for range 1 + r.Intn(10) {
			b.WriteByte(byte(0x21 + r.Intn(0x7e-0x20)))
		}
		return b.String()
	}
	fixable := func() string {
		return []string{"http://www.gnu.org/a|b", "http://www.gnu.org:80/x", "https://h.example.org:/y", "http://h.example.org/%7Eu", "ftp://f.example.org/a^b"}[r.Intn(5)]
	}
	shape := func() string {
		u, h := users[r.Intn(len(users))], hosts[r.Intn(len(hosts))]
		switch r.Intn(12) {
		case 0:
			return "git+ssh://" + u + "@" + h + ":npm/cli" + []string{".git#v1.0.27", "#semver:^5.0", "", ".git", "/a|b", "/%7Eu.git", "/x^y"}[r.Intn(7)]
		case 1:
			return u + "@" + h + ":o/r.git"
		case 2:
			return "ssh://" + u + "@" + h + ":22/repo.git"
		case 3:
			return "https://" + u + ":" + word() + "@" + h + "/x"
		case 4:
			return u + " <" + u + "@example.com>"
		case 5:
			return word() + " " + word()
		case 6:
			return "git+https://" + u + "@" + h + "/npm/cli.git"
		case 7:
			return "préface « " + word() + " »"
		default:
			return "see " + fixable() + " " + []string{"", word(), "now", "@" + h}[r.Intn(4)]
		}
	}
	changedLines, fixedTexts, refused, maskedChanged := 0, 0, 0, 0
	for k := 0; k < n; k++ {
		var b strings.Builder
		brk := []string{"\n", "\r\n", " \n", "\n  "}[r.Intn(4)]
		lines := 2 + r.Intn(12)
		for i := 0; i < lines; i++ {
			b.WriteString(shape())
			b.WriteString(brk)
		}
		text := b.String()
		name := []string{"notes.txt", "README.md", "x.sh", "package-json.5"}[r.Intn(4)]
		path := filepath.Join(dir, fmt.Sprint(k, "-", name))
		os.WriteFile(path, []byte(text), 0o644)
		sum := sha256.Sum256([]byte(text))
		var diff bytes.Buffer
		fxd := NewFixer(path, FixOptions{Diff: &diff, DiffName: "f"}, func(Finding) error { return nil })
		fxw := NewFixer(path, FixOptions{}, func(Finding) error { return nil })
		for _, f := range lintFindings(t, l, text) {
			fxd.Add(f, true)
		}
		_, errd := fxd.Close(sum)
		for _, f := range lintFindings(t, l, text) {
			fxw.Add(f, true)
		}
		_, errw := fxw.Close(sum)
		if fmt.Sprint(errd) != fmt.Sprint(errw) {
			t.Fatalf("case %d: --diff: %v, --fix: %v", k, errd, errw)
		}
		if errors.Is(errw, ErrMeaning) {
			refused++ // the fixes would change how a URL is read: nothing written, nothing shown
			continue
		}
		if errw != nil {
			t.Fatalf("case %d: %v", k, errw)
		}
		written, _ := os.ReadFile(path)
		if string(written) == text {
			continue
		}
		fixedTexts++
		before, after := strings.SplitAfter(text, "\n"), strings.SplitAfter(string(written), "\n")
		var minus, plus []string
		for _, dl := range strings.SplitAfter(diff.String(), "\n") {
			switch {
			case strings.HasPrefix(dl, "--- ") || strings.HasPrefix(dl, "+++ "):
			case strings.HasPrefix(dl, "-"):
				minus = append(minus, dl[1:])
			case strings.HasPrefix(dl, "+"):
				plus = append(plus, dl[1:])
			}
		}
		var wantMinus, wantPlus []string
		for i := range before {
			if i < len(after) && before[i] != after[i] {
				wantMinus, wantPlus = append(wantMinus, before[i]), append(wantPlus, after[i])
			}
		}
		changedLines += len(wantPlus)
		ok := len(minus) == len(wantMinus) && len(plus) == len(wantPlus)
		for i := 0; ok && i < len(minus); i++ {
			// Each change shows: its lines differ in the diff, and are the
			// file's where the diff masks nothing of them.
			ok = minus[i] != plus[i] &&
				(strings.Contains(minus[i], urlsyntax.Masked) || minus[i] == wantMinus[i]) &&
				(strings.Contains(plus[i], urlsyntax.Masked) || plus[i] == wantPlus[i])
			if strings.Contains(minus[i]+plus[i], urlsyntax.Masked) {
				maskedChanged++
			}
		}
		if !ok {
			t.Errorf("case %d (%s): the diff does not show the lines --fix changed:\ntext:\n%s\ndiff:\n%s", k, name, text, diff.String())
		}
	}
	t.Logf("%d of %d texts fixed, %d lines changed (%d shown with a part masked), %d refused whole", fixedTexts, n, changedLines, maskedChanged, refused)
	if fixedTexts < n/10 {
		t.Errorf("only %d of %d texts were fixed: the property checks little", fixedTexts, n)
	}
}
