package lint

import (
	"bytes"
	"context"
	"flag"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var (
	fixMakeSeed  = flag.Uint64("fixmakeseed", 5365, "TestFixMakeCommentsOnly: the seed of the draw")
	fixMakeCases = flag.Int("fixmakecases", 150, "TestFixMakeCommentsOnly: texts drawn (40 with -short)")
)

// TestFixMakeCommentsOnly: in a Makefile, --fix (the Fixer) and the
// language server's fix of all edit a URL only in a comment: make's (a
// "#" outside its variable references and function calls, GNU make
// manual 3.1) or, on a recipe's line, the shell's (review60 M1: "W :=
// $(strip # URL)" is no comment, and a fix changed W's value). Drawn: real
// Makefiles (testdata/fixmake, PROVENANCE.md) with a URL put in a drawn
// place of a drawn line (plantURL: after a byte of every class, after
// bytes of every printable byte, blanks, "#", "\" and ";"), or a line put
// between two of its lines: an assignment of each kind whose function
// call or variable reference ("$(...)", "${...}", "$(eval ...)") holds
// "#" and the URL, a comment, an assignment's comment, a rule's recipe
// after ";", a recipe's line after one of the file's (a shell comment, a
// quoted "#", a make reference holding "#", "@#", a line going on with
// "\"), the bytes around the "#" drawn from every printable byte. Judged
// by make: its database (`make -pnrRq`, no goal the file has) before and
// after the fix must be the same but for a recipe's line that bash reads
// the same (`bash --pretty-print`, which drops the shell's comments). A
// text make does not read is drawn again. Tuning seed 5365, held-out
// 5366.
func TestFixMakeCommentsOnly(t *testing.T) {
	mk, err := exec.LookPath("make")
	if err != nil {
		t.Skip("no make")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	if out, err := exec.Command(bash, "--pretty-print", "-c", ":").CombinedOutput(); err != nil {
		t.Skipf("bash has no --pretty-print (%v: %s)", err, out)
	}
	n := *fixMakeCases
	if testing.Short() {
		n = 40
	}
	seed := *fixMakeSeed
	names, err := filepath.Glob(filepath.Join("testdata", "fixmake", "*.in"))
	if err != nil || len(names) == 0 {
		t.Fatalf("testdata/fixmake: %v", err)
	}
	var files []string
	for _, p := range names {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, string(b))
	}
	l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		t.Fatal(err)
	}
	ways := fixWays(t, l, t.TempDir())
	work := t.TempDir()
	pretty := map[string]string{}
	r := rand.New(rand.NewPCG(seed, 0x3a6e))
	drawn, redrawn, bad := 0, 0, 0
	var fixed, changed [2]int
	kinds := map[string]int{}
	for k := 0; k < n; k++ {
		text, kind := plantMake(r, files[r.IntN(len(files))])
		before, ok := makeDatabase(t, mk, work, text)
		if !ok {
			redrawn++
			if redrawn > 4*n {
				t.Fatalf("%d of %d texts drawn make does not read", redrawn, redrawn+drawn)
			}
			k--
			continue
		}
		drawn++
		for w, way := range ways {
			out := way("Makefile", text)
			if out == text {
				continue
			}
			fixed[w]++
			if w == 0 {
				kinds[kind]++
			}
			after, _ := makeDatabase(t, mk, work, out)
			if d := makeDiffers(t, bash, before, after, pretty); d != "" {
				changed[w]++
				if bad++; bad <= 6 {
					t.Errorf("Makefile (%s, %s): the fix changes make's database:\n%s\n  database: %s", []string{"--fix", "the fix of all"}[w], kind, lineDiff(text, out), d)
				}
			}
		}
	}
	t.Logf("seed %d: %d texts (%d drawn again: make does not read them); fixed by --fix %d (by kind %v), by the fix of all %d; make's database changed: --fix %d, the fix of all %d",
		seed, drawn, redrawn, fixed[0], kinds, fixed[1], changed[0], changed[1])
	if fixed[0] == 0 || fixed[1] == 0 {
		t.Errorf("no text fixed: the test cannot tell")
	}
}

// plantMake returns src, a Makefile, with a drawn URL put in it, and the
// kind of place: plantURL's (a drawn place of a drawn line) one time in
// three, else a line of a drawn kind put between two lines of the file
// at the top level (the line before ends in no "\", the line after
// starts with no tab) or, for a recipe's line, after one of the file's.
func plantMake(r *rand.Rand, src string) (string, string) {
	if r.IntN(3) == 0 {
		return plantURL(r, src), "in a line"
	}
	lines := strings.SplitAfter(src, "\n")
	if !strings.HasSuffix(src, "\n") {
		lines[len(lines)-1] += "\n"
	}
	glue := func() string { // bytes around the "#": every printable byte, blanks
		var b strings.Builder
		for range r.IntN(3) {
			if r.IntN(2) == 0 {
				b.WriteByte(" \t"[r.IntN(2)])
			} else {
				b.WriteByte(byte(0x21 + r.IntN(0x7f-0x21)))
			}
		}
		return b.String()
	}
	u := plantedURL(r)
	for strings.ContainsAny(u, "()${}\\#") { // a URL that closes no reference of make's, nor escapes its end
		u = plantedURL(r)
	}
	tail := []string{"", "", " x", " and more"}[r.IntN(4)]
	fn := []string{"strip ", "info ", "warning ", "subst x,y,", "patsubst %,%,", "addprefix x,", "sort ", "firstword ", "filter-out zz,", "if 1,", "or ", "and 1,", "foreach v,1,", "value ", "call F,", "dir ", "notdir ", "word 1,", "lastword "}[r.IntN(19)]
	op := []string{"=", ":=", "?=", "+=", "::="}[r.IntN(5)]
	hash := glue() + "#" + glue()
	var line, kind string
	recipe := false
	switch k := r.IntN(9); k {
	case 0:
		line, kind = "M61V "+op+" $("+fn+hash+u+tail+")", "function call"
	case 1:
		line, kind = "M61V := ${"+fn+hash+u+tail+"}", "reference in braces"
	case 2:
		line, kind = "$(eval M61V := $("+fn+hash+u+tail+"))", "eval"
	case 3:
		line, kind = "M61V "+op+" $(M61X) $("+fn+"a \\\n  "+hash+u+tail+")", "call going on"
	case 4:
		line, kind = "#"+glue()+u+tail, "comment"
	case 5:
		line, kind = "M61V "+op+" x"+hash+u+tail, "assignment"
	case 6:
		line, kind = "m61t: ; @echo "+[]string{"\"", "'", ""}[r.IntN(3)]+"a"+hash+u+tail, "rule's recipe"
	default:
		recipe = true
		kind = "recipe"
		line = "\t" + []string{"echo a" + hash + u + tail, "@echo \"a" + hash + u + "\"", "@echo 'a " + hash + u + "'", "echo $(I" + hash + u + " X)",
			"@#" + glue() + u, "echo a \\\n\t  " + hash + u + tail, "echo \"a \\\n" + hash + u + "\""}[r.IntN(7)]
	}
	var at []int
	for j := 0; j <= len(lines); j++ {
		prev := j > 0 && strings.HasSuffix(strings.TrimRight(lines[j-1], "\r\n"), "\\")
		if recipe {
			if j > 0 && !prev && strings.HasPrefix(lines[j-1], "\t") {
				at = append(at, j)
			}
			continue
		}
		if !prev && (j == len(lines) || !strings.HasPrefix(lines[j], "\t")) {
			at = append(at, j)
		}
	}
	if len(at) == 0 {
		return plantURL(r, src), "in a line"
	}
	j := at[r.IntN(len(at))]
	out := append(append(append([]string{}, lines[:j]...), line+"\n"), lines[j:]...)
	return strings.Join(out, ""), kind
}

// makeDatabase returns make's database of the Makefile text (`make
// -pnrRq` for a goal the file has not, in dir), its lines of times left
// out; not ok when make prints none.
func makeDatabase(t *testing.T, mk, dir, text string) (string, bool) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "Makefile"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, mk, "-pnrRq", "-f", "Makefile", "m61-no-such-goal")
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout = &out
	_ = cmd.Run() // (1: the goal is no file's; 2: an error, read below)
	s := out.String()
	if !strings.Contains(s, "# Make data base") || !strings.Contains(s, "# Finished Make data base") {
		return "", false
	}
	var b strings.Builder
	for _, ln := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(ln, "# Make data base, printed on") || strings.HasPrefix(ln, "# Finished Make data base") ||
			strings.Contains(ln, "seconds") || strings.Contains(ln, "Last modified") {
			continue
		}
		b.WriteString(ln)
	}
	return b.String(), true
}

// joinGoingOn splits s into lines, a line ending in "\\" joined with the
// next (a recipe's line that goes on is one for the shell).
func joinGoingOn(s string) []string {
	var out []string
	for _, ln := range strings.Split(s, "\n") {
		if k := len(out) - 1; k >= 0 && goesOn([]byte(out[k])) {
			out[k] += "\n" + ln
			continue
		}
		out = append(out, ln)
	}
	return out
}

// makeDiffers returns "" where make's databases a and b are the same but
// for recipe lines (a tab first, going on with "\\") that bash reads the same (its comments
// dropped), else the first lines that differ.
func makeDiffers(t *testing.T, bash, a, b string, cache map[string]string) string {
	t.Helper()
	la, lb := joinGoingOn(a), joinGoingOn(b)
	if len(la) != len(lb) {
		return "the databases have different numbers of lines"
	}
	for i := range la {
		if la[i] == lb[i] {
			continue
		}
		if strings.HasPrefix(la[i], "\t") && strings.HasPrefix(lb[i], "\t") {
			pa := bashPretty(t, bash, strings.TrimLeft(la[i], "\t@-+ "), cache)
			if pa != "\x00" && pa == bashPretty(t, bash, strings.TrimLeft(lb[i], "\t@-+ "), cache) {
				continue
			}
		}
		return "\n  - " + la[i] + "\n  + " + lb[i]
	}
	return ""
}

// TestFixMakeShapes: the shapes of TestFixMakeCommentsOnly's class
// written small, each as make (and the shell of a recipe) reads it: a URL
// after a "#" that starts no comment is left as written, one in a comment
// is fixed.
func TestFixMakeShapes(t *testing.T) {
	const u = "https://example.com/a^b"
	for _, c := range []struct {
		text  string
		fixed bool
	}{
		{"W := $(strip # " + u + ")\n", false}, // in a function call: literal (review60 M1)
		{"W := ${strip # " + u + "}\n", false},
		{"Z := $(warning see # " + u + ")\n", false},
		{"$(eval W := $(strip # " + u + "))\n", false},
		{"W := $(subst (,x,# " + u + ")\n", false},     // "(" counted inside: still in the call
		{"W := $(call f, \\\n  # " + u + ")\n", false}, // the call goes on
		{"W := $(strip x) # " + u + "\n", true},        // after the call: make's comment
		{"W := x # " + u + "\n", true},
		{"# " + u + "\n", true},
		{"W := x \\# " + u + "\n", false},           // "\#" is a "#"
		{"W := $$# " + u + "\n", false},             // "$#": read as a variable (make reads a comment: left, as less is fixed)
		{"all: ; @echo \"a # " + u + "\"\n", false}, // a recipe after ";": the shell's quote
		{"all: ; @echo a # " + u + "\n", true},
		{"all:\n\t@echo \"a # " + u + "\"\n", false},
		{"all:\n\t@echo 'a # " + u + "'\n", false},
		{"all:\n\techo $(I # " + u + " X)\n", false},
		{"all:\n\techo a#" + u + "\n", false},           // inside a word
		{"all:\n\techo \"a \\\n# " + u + "\"\n", false}, // the quote goes on
		{"all:\n\techo a # " + u + "\n", true},
	} {
		got := fixText(t, "Makefile", c.text) != c.text
		if got != c.fixed {
			t.Errorf("%q: fixed %v, want %v", c.text, got, c.fixed)
		}
	}
}
