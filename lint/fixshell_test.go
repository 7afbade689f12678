package lint

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

var (
	fixShellSeed  = flag.Uint64("fixshellseed", 5300, "TestFixShellCommentsOnly: the seed of the draw")
	fixShellCases = flag.Int("fixshellcases", 400, "TestFixShellCommentsOnly: texts drawn (80 with -short)")
)

// TestFixShellCommentsOnly: in a shell script and a Dockerfile, --fix
// (the Fixer) and the language server's fix of all (TextFixes.All) edit a
// URL only where the language's own reader reads a comment, never an
// argument or a value (review57 R12: "cmd \ # URL", where "\ " puts a
// blank in a word and "#" starts none; a Dockerfile's "WORKDIR /app #
// URL", where "#" is a comment only at a line's start). Drawn: real
// scripts and Dockerfiles (testdata/fixshell, PROVENANCE.md), a line of
// one and a place in it after a byte of every class (a line's start or
// end, a blank, "\", "#", a quote, "$", a bracket, an operator, a word's
// byte, other punctuation), and there a URL with fixes (unwise
// characters, escapes, a default port, every printable byte) after bytes
// drawn from every printable byte and, two times in three, from blanks,
// "#", "\" and ";". Judged by the
// reader: `bash --pretty-print` (the script as bash parsed it, comments
// dropped) of the text before and after the fix; a Dockerfile read as
// Docker reads it (dockerMeaning: its comment lines dropped, the shell
// commands of RUN, CMD and ENTRYPOINT by bash, the other instructions'
// arguments as written). A text bash does not read is drawn again.
// Tuning seed 5300, held-out 5301.
func TestFixShellCommentsOnly(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	if out, err := exec.Command(bash, "--pretty-print", "-c", ":").CombinedOutput(); err != nil {
		t.Skipf("bash has no --pretty-print (%v: %s)", err, out)
	}
	n := *fixShellCases
	if testing.Short() {
		n = 80
	}
	seed := *fixShellSeed
	var scripts, dockers []string
	for _, d := range []struct {
		dir string
		to  *[]string
	}{{"sh", &scripts}, {"docker", &dockers}} {
		names, err := filepath.Glob(filepath.Join("testdata", "fixshell", d.dir, "*.in"))
		if err != nil || len(names) == 0 {
			t.Fatalf("testdata/fixshell/%s: %v", d.dir, err)
		}
		for _, p := range names {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			*d.to = append(*d.to, string(b))
		}
	}
	l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pretty := map[string]string{} // bash --pretty-print of a text, "\x00" when bash does not read it
	meaning := func(text string, docker bool) (string, bool) {
		if docker {
			return dockerMeaning(t, bash, text, pretty)
		}
		m := bashPretty(t, bash, text, pretty)
		return m, m != "\x00"
	}
	ways := fixWays(t, l, dir)
	r := rand.New(rand.NewPCG(seed, 0x5e11))
	drawn, redrawn, bad := 0, 0, 0
	var fixed [2]int
	var changed [2][2]int // [way][docker]
	for k := 0; k < n; k++ {
		docker := k%3 == 2
		src, name := scripts, "run.sh"
		if docker {
			src, name = dockers, "Dockerfile"
		}
		text := plantURL(r, src[r.IntN(len(src))])
		before, ok := meaning(text, docker)
		if !ok {
			redrawn++ // (bash does not read it: nor would the shell)
			if redrawn > 4*n {
				t.Fatalf("%d of %d texts drawn bash does not read", redrawn, redrawn+drawn)
			}
			k--
			continue
		}
		drawn++
		for w, way := range ways {
			out := way(name, text)
			if out == text {
				continue
			}
			fixed[w]++
			if after, _ := meaning(out, docker); after != before {
				changed[w][b2i(docker)]++
				bad++
				if bad <= 6 {
					t.Errorf("%s (%s): the fix changes what the reader reads:\n%s", name, []string{"--fix", "the fix of all"}[w], lineDiff(text, out))
				}
			}
		}
	}
	t.Logf("seed %d: %d texts (%d drawn again: bash does not read them); fixed by --fix %d, by the fix of all %d; the reader's meaning changed: --fix %d scripts, %d Dockerfiles; the fix of all %d scripts, %d Dockerfiles",
		seed, drawn, redrawn, fixed[0], fixed[1], changed[0][0], changed[0][1], changed[1][0], changed[1][1])
	if fixed[0] == 0 || fixed[1] == 0 {
		t.Errorf("no text fixed: the test cannot tell")
	}
}

// fixWays returns the two ways a fix of a file's text is made, each
// returning the text after it: --fix (the Fixer's ApplyFixes, the file
// written in dir and read back; a refusal leaves the text) and the
// language server's fix of all (TextFixes.All).
func fixWays(t *testing.T, l *Linter, dir string) [2]func(name, text string) string {
	t.Helper()
	fixer := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var edits []Edit
		if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
			edits = append(edits, f.Fix...)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if len(edits) == 0 {
			return text
		}
		if _, err := ApplyFixes(p, sha256.Sum256([]byte(text)), edits, FixOptions{}); err != nil {
			return text // refused: the file is as it was
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	all := func(name, text string) string {
		fixes := NewTextFixes(filepath.Join("/home/u", name), text, extract.Options{})
		if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
			fixes.Add(&f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		out, _, err := applyEdits([]byte(text), fixes.All())
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	return [2]func(string, string) string{fixer, all}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// plantURL returns src with a drawn URL put in a drawn line of it, after
// a byte of a drawn class (plantClass), after bytes drawn from every
// printable byte, blanks, "#", "\" and ";".
func plantURL(r *rand.Rand, src string) string {
	lines := strings.SplitAfter(src, "\n")
	i := r.IntN(len(lines))
	line := lines[i]
	body := strings.TrimRight(line, "\r\n")
	byClass := map[int][]int{}
	var classes []int
	for at := 0; at <= len(body); at++ {
		c := plantClass(body, at)
		if byClass[c] == nil {
			classes = append(classes, c)
		}
		byClass[c] = append(byClass[c], at)
	}
	c := classes[r.IntN(len(classes))]
	at := byClass[c][r.IntN(len(byClass[c]))]
	var b strings.Builder
	b.WriteString(body[:at])
	for range r.IntN(7) {
		if r.IntN(3) > 0 {
			b.WriteByte(" \t#\\;"[r.IntN(5)])
		} else {
			b.WriteByte(byte(0x21 + r.IntN(0x7f-0x21))) // every printable byte
		}
	}
	b.WriteString(plantedURL(r))
	for range r.IntN(3) {
		b.WriteByte(byte(0x20 + r.IntN(0x7f-0x20)))
	}
	b.WriteString(body[at:])
	lines[i] = b.String() + line[len(body):]
	return strings.Join(lines, "")
}

// plantClass is the class of the byte before body[at]: the line's start
// (0), its end (1), a blank, "\", "#", a quote, "$", a bracket, an
// operator byte, a word's byte, other punctuation.
func plantClass(body string, at int) int {
	if at == 0 {
		return 0
	}
	if at == len(body) {
		return 1
	}
	for k, set := range []string{" \t", "\\", "#", "\"'`", "$", "{}()[]", ";|&<>=", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"} {
		if strings.IndexByte(set, body[at-1]) >= 0 {
			return 2 + k
		}
	}
	return 10
}

// plantedURL draws a URL that fixes change: a default port, unwise
// characters, escapes of unreserved characters, between bytes of every
// printable kind.
func plantedURL(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString([]string{"http://", "https://", "ftp://", "HTTP://"}[r.IntN(4)])
	b.WriteString([]string{"example.com", "Example.COM", "10.0.0.1", "h.example.org"}[r.IntN(4)])
	b.WriteString([]string{"", ":80", ":443", ":21", ":8080"}[r.IntN(5)])
	b.WriteByte('/')
	pieces := []string{"^", "|", "%7e", "%7E", "%41", "a", "b/", "x", "{y}", "`", "\\"}
	for range 1 + r.IntN(5) {
		if r.IntN(4) == 0 {
			b.WriteByte(byte(0x21 + r.IntN(0x7f-0x21)))
		} else {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
	}
	return b.String()
}

// bashPretty returns `bash --pretty-print` of text (the script as bash
// parsed it, its comments dropped), "\x00" when bash does not read it.
func bashPretty(t *testing.T, bash, text string, cache map[string]string) string {
	t.Helper()
	if m, ok := cache[text]; ok {
		return m
	}
	cmd := exec.Command(bash, "--pretty-print", "/dev/stdin")
	cmd.Stdin = strings.NewReader(text)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	m := "\x00"
	if err := cmd.Run(); err == nil && errb.Len() == 0 {
		m = out.String()
	}
	cache[text] = m
	return m
}

// dockerMeaning returns what Docker reads of the Dockerfile text: its
// lines joined where one ends in "\" (the default escape), its comment
// lines (a "#" first after blanks, in a continuation too) and blank lines
// dropped, each instruction's arguments as written but for RUN, CMD and
// ENTRYPOINT in their shell form, whose commands are read by bash
// (bashPretty: a shell's comment dropped). From an instruction holding
// "<<" (a heredoc, whose lines Docker keeps as written) on, the rest of
// the text as written. Not ok when bash does not read the commands.
func dockerMeaning(t *testing.T, bash, text string, cache map[string]string) (string, bool) {
	t.Helper()
	var instrs []string
	var cur strings.Builder
	open := false
	lines := strings.SplitAfter(text, "\n")
	rest := ""
	for i, ln := range lines {
		body := strings.TrimRight(ln, "\r\n")
		trimmed := strings.TrimLeft(body, " \t")
		if strings.HasPrefix(trimmed, "#") || trimmed == "" {
			continue
		}
		if strings.Contains(body, "<<") {
			rest = cur.String() + strings.Join(lines[i:], "")
			cur.Reset()
			open = false
			break
		}
		if t := strings.TrimRight(body, " \t"); strings.HasSuffix(t, "\\") {
			cur.WriteString(strings.TrimSuffix(t, "\\"))
			open = true
			continue
		}
		cur.WriteString(body)
		instrs = append(instrs, cur.String())
		cur.Reset()
		open = false
	}
	if open {
		instrs = append(instrs, cur.String())
	}
	var plain, shell strings.Builder
	for _, in := range instrs {
		word, args, _ := strings.Cut(strings.TrimLeft(in, " \t"), " ")
		args = strings.TrimLeft(args, " \t")
		switch strings.ToUpper(word) {
		case "RUN", "CMD", "ENTRYPOINT":
			if !strings.HasPrefix(args, "[") {
				shell.WriteString(args + "\n")
				plain.WriteString(strings.ToUpper(word) + "\n")
				continue
			}
		}
		plain.WriteString(in + "\n")
	}
	sh := bashPretty(t, bash, shell.String(), cache)
	return plain.String() + "\x01" + sh + "\x01" + rest, sh != "\x00"
}

// lineDiff returns the lines of a and b that differ.
func lineDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	var out strings.Builder
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			out.WriteString("  - " + strings.ToValidUTF8(la[i], "?") + "\n  + " + strings.ToValidUTF8(lb[i], "?") + "\n")
		}
	}
	return out.String()
}

// TestFixShellShapes: the shapes of TestFixShellCommentsOnly's class
// written small, each as bash (or Docker) reads it: a URL after "#" that
// starts no comment is left as written, one in a comment is fixed.
func TestFixShellShapes(t *testing.T) {
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, line string
		fixed      bool
	}{
		{"run.sh", `echo start \ # https://example.com/a^b`, false}, // an escaped blank: "#" in a word (review57 R12)
		{"run.sh", "echo start \\\t# https://example.com/a^b", false},
		{"run.sh", `echo a\;# https://example.com/a^b`, false},
		{"run.sh", `echo x ${y:-a #https://example.com/a^b}`, false}, // in ${ }: a word
		{"run.sh", `echo x ${y:-a} #https://example.com/a^b`, true},
		{"run.sh", `echo a \\ # https://example.com/a^b`, true}, // "\\": the blank is no word's
		{"run.sh", `echo a # https://example.com/a^b`, true},
		{"run.sh", `# https://example.com/a^b`, true},
		{"Dockerfile", `ENV NOTE see # https://example.com/a^b`, false}, // mid-line: an argument
		{"Dockerfile", `WORKDIR /app # https://example.com/a^b`, false},
		{"Dockerfile", `USER app # https://example.com/a^b`, false},
		{"Dockerfile", `LABEL a=b # https://example.com/a^b`, false},
		{"Dockerfile", `RUN echo hi # https://example.com/a^b`, true}, // the shell's comment
		{"Dockerfile", `cmd echo hi # https://example.com/a^b`, true},
		{"Dockerfile", `RUN echo hi \ # https://example.com/a^b`, false},
		{"Dockerfile", `# see https://example.com/a^b`, true},
		{"Dockerfile", `   # see https://example.com/a^b`, true},
	} {
		text := "FROM x\n" + c.line + "\n"
		if c.name == "run.sh" {
			text = "#!/bin/sh\n" + c.line + "\n"
		}
		p := filepath.Join(t.TempDir(), c.name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		var edits []Edit
		if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
			edits = append(edits, f.Fix...)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := ApplyFixes(p, sha256.Sum256([]byte(text)), edits, FixOptions{}); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(b) != text; got != c.fixed {
			t.Errorf("%s: %q: fixed %v, want %v", c.name, c.line, got, c.fixed)
		}
	}
}
