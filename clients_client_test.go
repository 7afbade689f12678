package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/rogpeppe/go-internal/txtar"
)

// TestClients runs testdata/clients/*.txtar: each script drives a real
// client (pre-commit, vim, neovim, emacs, reviewdog; node runs the VS Code
// tasks as VS Code would) over urlsift's output. A script whose client is
// not installed skips and says so, except in CI (CI set), where it fails:
// .ci/install-clients installs them all.
//
// The scripts live apart from testdata/script because they need more than
// TestScripts gives: the path of this checkout (pre-commit builds the hooks
// from it), a writable HOME, the Go caches of the machine, git's identity,
// and commands of their own (snapshot-checkout, qfcheck, ghcheck,
// client-missing).
func TestClients(t *testing.T) {
	repo, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/clients",
		RequireExplicitExec: true,
		UpdateScripts:       *update,
		Setup: func(env *testscript.Env) error {
			return clientEnv(env, repo)
		},
		Condition: func(cond string) (bool, error) {
			switch cond {
			case "ci":
				// In CI (CI set, as .ci/run runs) a missing client is
				// a failure, not a skip: .ci/install-clients installs
				// them all.
				return os.Getenv("CI") != "", nil
			case "eglot":
				// Eglot: built into Emacs 29, elpa-eglot on Debian before.
				err := exec.Command("emacs", "--batch", "-Q", "--eval",
					`(progn (require 'package) (add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa") (package-initialize) (require 'eglot))`).Run()
				return err == nil, nil
			case "checkout":
				// pre-commit installs hooks from a git repository.
				err := exec.Command("git", "-C", repo, "rev-parse", "--show-toplevel").Run()
				return err == nil, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"snapshot-checkout": cmdSnapshotCheckout,
			"qfcheck":           cmdQfcheck,
			"ghcheck":           cmdGhcheck,
			"client-missing":    cmdClientMissing,
		},
	})
}

// goEnv is what `go env` says on this machine about the caches and the
// module proxy, so that the go commands a client runs (pre-commit's golang
// hooks build with go install) reuse them instead of downloading again.
var goEnv = sync.OnceValue(func() map[string]string {
	vars := []string{"GOCACHE", "GOMODCACHE", "GOPROXY", "GOSUMDB", "GONOSUMDB",
		"GONOPROXY", "GOPRIVATE", "GOFLAGS", "GOTOOLCHAIN", "GOPATH"}
	out, err := exec.Command("go", append([]string{"env", "-json"}, vars...)...).Output()
	if err != nil {
		return nil
	}
	m := map[string]string{}
	if json.Unmarshal(out, &m) != nil {
		return nil
	}
	return m
})

func clientEnv(env *testscript.Env, repo string) error {
	env.Setenv("REPO", repo)
	env.Setenv("NO_COLOR", "1")
	env.Setenv("LANG", "C.UTF-8")
	env.Setenv("LC_ALL", "C.UTF-8")
	// testscript sets HOME to /no-home; git, pre-commit and the editors
	// want one they can write to.
	home := filepath.Join(env.WorkDir, ".home")
	if err := os.MkdirAll(home, 0o755); err != nil {
		return err
	}
	env.Setenv("HOME", home)
	env.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	env.Setenv("XDG_CACHE_HOME", filepath.Join(home, ".cache"))
	env.Setenv("XDG_DATA_HOME", filepath.Join(home, ".local", "share"))
	env.Setenv("XDG_STATE_HOME", filepath.Join(home, ".local", "state"))
	// git: an identity for commits, no system or user configuration.
	env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
	env.Setenv("GIT_AUTHOR_NAME", "urlsift test")
	env.Setenv("GIT_AUTHOR_EMAIL", "test@example.invalid")
	env.Setenv("GIT_COMMITTER_NAME", "urlsift test")
	env.Setenv("GIT_COMMITTER_EMAIL", "test@example.invalid")
	env.Setenv("GIT_CONFIG_COUNT", "1")
	env.Setenv("GIT_CONFIG_KEY_0", "init.defaultBranch")
	env.Setenv("GIT_CONFIG_VALUE_0", "main")
	env.Setenv("PRE_COMMIT_HOME", filepath.Join(home, ".cache", "pre-commit"))

	path := env.Getenv("PATH")
	if ge := goEnv(); ge != nil {
		for k, v := range ge {
			if k != "GOPATH" && v != "" {
				env.Setenv(k, v)
			}
		}
		// go install puts reviewdog in GOPATH/bin, which is not always
		// on PATH outside .ci/run.
		for _, dir := range filepath.SplitList(ge["GOPATH"]) {
			bin := filepath.Join(dir, "bin")
			if _, err := exec.LookPath("reviewdog"); err != nil {
				if _, err := os.Stat(filepath.Join(bin, "reviewdog")); err == nil {
					path += string(os.PathListSeparator) + bin
				}
			}
		}
		env.Setenv("GOPATH", filepath.Join(env.WorkDir, ".gopath"))
	}
	env.Setenv("PATH", path)
	return nil
}

// cmdClientMissing fails the script: in CI a client the script needs is
// not installed, and CI must not skip it.
//
//	[!exec:vim] [ci] client-missing vim
func cmdClientMissing(ts *testscript.TestScript, neg bool, args []string) {
	ts.Fatalf("%s is not installed, and in CI (CI is set) a client test must not skip: .ci/install-clients installs it", strings.Join(args, " "))
}

// cmdSnapshotCheckout copies the files of this checkout that git tracks or
// would track (committed or not) into DIR, makes DIR a git repository with
// one commit of them, and sets $SNAPSHOT_REV to that commit. pre-commit
// installs hooks from a repository at a revision; the snapshot lets the test
// try the working tree, as `pre-commit try-repo` would, with a real
// `pre-commit install` and `git commit`.
//
//	snapshot-checkout DIR
func cmdSnapshotCheckout(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: snapshot-checkout DIR")
	}
	repo := ts.Getenv("REPO")
	dst := ts.MkAbs(args[0])
	git := func(dir string, args ...string) []byte {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = scriptEnv(ts)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			ts.Fatalf("git %s in %s: %v: %s", strings.Join(args, " "), dir, err, stderr.Bytes())
		}
		return out
	}
	list := git(repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	n := 0
	for _, name := range strings.Split(string(list), "\x00") {
		if name == "" {
			continue
		}
		src := filepath.Join(repo, name)
		info, err := os.Lstat(src)
		if err != nil || !info.Mode().IsRegular() {
			continue // deleted in the working tree, or a symlink
		}
		data, err := os.ReadFile(src)
		ts.Check(err)
		target := filepath.Join(dst, name)
		ts.Check(os.MkdirAll(filepath.Dir(target), 0o755))
		ts.Check(os.WriteFile(target, data, info.Mode().Perm()))
		n++
	}
	if n == 0 {
		ts.Fatalf("snapshot-checkout: git lists no files in %s", repo)
	}
	git(dst, "init", "-q")
	git(dst, "add", "-A")
	git(dst, "commit", "-q", "--no-verify", "-m", "snapshot of the urlsift checkout")
	rev := strings.TrimSpace(string(git(dst, "rev-parse", "HEAD")))
	ts.Setenv("SNAPSHOT_REV", rev)
	ts.Logf("snapshot of %d files at %s", n, rev)
}

// scriptEnv is the environment the script's own exec commands get.
func scriptEnv(ts *testscript.TestScript) []string {
	var env []string
	for _, k := range []string{"PATH", "HOME", "GIT_CONFIG_NOSYSTEM", "GIT_AUTHOR_NAME",
		"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "GIT_CONFIG_COUNT",
		"GIT_CONFIG_KEY_0", "GIT_CONFIG_VALUE_0", "LANG", "LC_ALL", "TMPDIR"} {
		env = append(env, k+"="+ts.Getenv(k))
	}
	return env
}

// qfEntry is one entry of a client's list of locations: the file and the
// position the client will jump to or comment on, and the text it shows.
type qfEntry struct {
	File  string `json:"file"`
	Line  int    `json:"line"`
	Col   int    `json:"col"`
	Text  string `json:"text"`
	Valid int    `json:"valid"`
	// At is the text of the file from the position the editor jumped to
	// (only when the script went there).
	At string `json:"at"`
	// Code is the rule, when the client keeps it apart (reviewdog).
	Code string `json:"code"`
	// Type is the entry's type in Vim's quickfix list ("e", "w", "i"),
	// where the errorformat reads the severity (%t).
	Type string `json:"type"`
}

// rdDiagnostic is the part of reviewdog's rdjsonl diagnostic that matters.
type rdDiagnostic struct {
	Message  string `json:"message"`
	Severity string `json:"severity"`
	Location struct {
		Path  string `json:"path"`
		Range struct {
			Start struct{ Line, Column int }
		} `json:"range"`
	} `json:"location"`
	Code struct {
		Value string `json:"value"`
	} `json:"code"`
}

// readClientList reads what a client wrote: a JSON array of qfEntry (the
// vim and emacs scripts) or reviewdog's rdjsonl (one diagnostic a line).
func readClientList(ts *testscript.TestScript, name string) []qfEntry {
	data := strings.TrimSpace(ts.ReadFile(name))
	var qf []qfEntry
	if strings.HasPrefix(data, "[") {
		if err := json.Unmarshal([]byte(data), &qf); err != nil {
			ts.Fatalf("%s: %v", name, err)
		}
		return qf
	}
	for i, line := range strings.Split(data, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		var d rdDiagnostic
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			ts.Fatalf("%s:%d: %v", name, i+1, err)
		}
		qf = append(qf, qfEntry{
			File: d.Location.Path, Line: d.Location.Range.Start.Line, Col: d.Location.Range.Start.Column,
			Text: strings.ToLower(d.Severity) + ": " + d.Message, Valid: 1, Code: d.Code.Value,
		})
	}
	return qf
}

// cmdQfcheck checks a client's list of locations against urlsift's JSON
// output for the same input: one entry per finding (lint) or URL
// (extract), in order, at the same file, line and byte column, with the
// text that the text or line format puts after the column. When the
// entries carry the text the editor found at the jump target, it must
// start with the URL (extract).
//
// Kind lint-typed is lint read with an errorformat that keeps the
// severity (the README's): each entry's type is the severity's first
// letter (e, w, i) and its text is the message and the rule.
//
// Kind sarif is lint read by a client from --format sarif: the text is
// "severity: message" followed by what SARIF adds, the rule is the code,
// and the column counts Unicode code points (the columnKind urlsift's
// SARIF declares), so it is compared with the byte column converted
// through the file's line.
//
//	qfcheck lint|lint-typed|extract|sarif CLIENT.json URLSIFT.jsonl
func cmdQfcheck(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 || !slices.Contains([]string{"lint", "lint-typed", "extract", "sarif"}, args[0]) {
		ts.Fatalf("usage: qfcheck lint|lint-typed|extract|sarif CLIENT.json URLSIFT.jsonl")
	}
	kind := args[0]
	qf := readClientList(ts, args[1])
	type record struct {
		Path     string `json:"path"`
		Line     int    `json:"line"`
		Column   int    `json:"column"`
		URL      string `json:"url"`
		Severity string `json:"severity"`
		Message  string `json:"message"`
		Rule     string `json:"rule"`
		Rejoined bool   `json:"rejoined"`
	}
	var recs []record
	for i, line := range strings.Split(strings.TrimRight(ts.ReadFile(args[2]), "\n"), "\n") {
		if line == "" {
			continue
		}
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			ts.Fatalf("%s:%d: %v", args[2], i+1, err)
		}
		recs = append(recs, r)
	}
	if len(recs) == 0 {
		ts.Fatalf("%s holds no records: nothing to compare", args[2])
	}
	if len(qf) != len(recs) {
		ts.Fatalf("the client has %d entries, urlsift reported %d", len(qf), len(recs))
	}
	for i, r := range recs {
		e := qf[i]
		var bad []string
		if e.Valid != 1 {
			bad = append(bad, "not a valid entry (the errorformat did not match)")
		}
		if filepath.Clean(e.File) != filepath.Clean(r.Path) {
			bad = append(bad, fmt.Sprintf("file %q, want %q", e.File, r.Path))
		}
		col := r.Column
		if kind == "sarif" {
			col = codePointColumn(ts, r.Path, r.Line, r.Column)
		}
		if e.Line != r.Line || e.Col != col {
			bad = append(bad, fmt.Sprintf("at %d:%d, want %d:%d", e.Line, e.Col, r.Line, col))
		}
		// An editor that shows the whole line (emacs) shows the
		// position first.
		text := strings.TrimSpace(strings.TrimPrefix(e.Text, fmt.Sprintf("%s:%d:%d:", r.Path, r.Line, r.Column)))
		switch kind {
		case "extract":
			if text != r.URL {
				bad = append(bad, fmt.Sprintf("text %q, want %q", e.Text, r.URL))
			}
		case "lint":
			if want := fmt.Sprintf("%s: %s (%s)", r.Severity, r.Message, r.Rule); text != want {
				bad = append(bad, fmt.Sprintf("text %q, want %q", e.Text, want))
			}
			if e.Type != "" {
				bad = append(bad, fmt.Sprintf("type %q: the default errorformat reads none", e.Type))
			}
		case "lint-typed":
			if want := fmt.Sprintf("%s (%s)", r.Message, r.Rule); text != want {
				bad = append(bad, fmt.Sprintf("text %q, want %q", e.Text, want))
			}
			if want := r.Severity[:1]; !strings.EqualFold(e.Type, want) {
				bad = append(bad, fmt.Sprintf("type %q, want %q for %s", e.Type, want, r.Severity))
			}
		case "sarif":
			if want := fmt.Sprintf("%s: %s", r.Severity, r.Message); !strings.HasPrefix(text, want) {
				bad = append(bad, fmt.Sprintf("text %q, want it to start with %q", e.Text, want))
			}
			if e.Code != r.Rule {
				bad = append(bad, fmt.Sprintf("code %q, want the rule %q", e.Code, r.Rule))
			}
		}
		if e.At != "" && kind == "extract" {
			// A URL rejoined across lines starts with what its first
			// line holds from the column on.
			if r.Rejoined && !strings.HasPrefix(r.URL, strings.TrimRight(e.At, " \t")) ||
				!r.Rejoined && !startsWithURL(e.At, r.URL) {
				bad = append(bad, fmt.Sprintf("the editor jumped to %q, want the URL %q there", e.At, r.URL))
			}
		}
		if len(bad) > 0 {
			ts.Fatalf("entry %d (%s:%d:%d): %s", i+1, r.Path, r.Line, r.Column, strings.Join(bad, "; "))
		}
	}
	ts.Logf("%d entries match urlsift's JSON", len(qf))
}

// cmdGhcheck reads GitHub Actions workflow commands as the runner does
// (actions/runner ActionCommand.TryParseV2: "::COMMAND k=v,k=v::DATA",
// with %0D %0A %3A %2C %25 unescaped in properties and %0D %0A %25 in the
// data) and checks them against urlsift lint's JSON for the same input:
// one annotation per finding, in order, with the command of its severity,
// its file, line, col, endLine and endColumn, title "urlsift RULE" and the
// message followed by the URL on a second line.
//
//	ghcheck GITHUB.txt URLSIFT.jsonl
func cmdGhcheck(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: ghcheck GITHUB.txt URLSIFT.jsonl")
	}
	unprop := strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%")
	undata := strings.NewReplacer("%0D", "\r", "%0A", "\n", "%25", "%")
	type annotation struct {
		command string
		props   map[string]string
		data    string
	}
	var got []annotation
	for i, line := range strings.Split(strings.TrimRight(ts.ReadFile(args[0]), "\n"), "\n") {
		rest, ok := strings.CutPrefix(line, "::")
		end := strings.Index(rest, "::")
		if !ok || end < 0 {
			ts.Fatalf("%s:%d: not a workflow command: %q", args[0], i+1, line)
		}
		head, data := rest[:end], rest[end+2:]
		command, props, _ := strings.Cut(head, " ")
		a := annotation{command: command, props: map[string]string{}, data: undata.Replace(data)}
		for _, kv := range strings.Split(props, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if kv == "" || !ok {
				continue // the runner skips these too
			}
			a.props[k] = unprop.Replace(v)
		}
		got = append(got, a)
	}
	type record struct {
		Path      string `json:"path"`
		Line      int    `json:"line"`
		Column    int    `json:"column"`
		EndLine   int    `json:"end_line"`
		EndColumn int    `json:"end_column"`
		Severity  string `json:"severity"`
		Rule      string `json:"rule"`
		Message   string `json:"message"`
		URL       string `json:"url"`
	}
	var recs []record
	for i, line := range strings.Split(strings.TrimRight(ts.ReadFile(args[1]), "\n"), "\n") {
		var r record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			ts.Fatalf("%s:%d: %v", args[1], i+1, err)
		}
		recs = append(recs, r)
	}
	if len(got) != len(recs) {
		ts.Fatalf("%d annotations, urlsift reported %d findings", len(got), len(recs))
	}
	commands := map[string]string{"error": "error", "warning": "warning", "info": "notice"}
	for i, r := range recs {
		a := got[i]
		want := map[string]string{
			"file": r.Path, "line": fmt.Sprint(r.Line), "col": fmt.Sprint(r.Column),
			"endLine": fmt.Sprint(r.EndLine), "endColumn": fmt.Sprint(r.EndColumn),
			"title": "urlsift " + r.Rule,
		}
		var bad []string
		if a.command != commands[r.Severity] {
			bad = append(bad, fmt.Sprintf("command %q for severity %q", a.command, r.Severity))
		}
		for k, v := range want {
			if a.props[k] != v {
				bad = append(bad, fmt.Sprintf("%s=%q, want %q", k, a.props[k], v))
			}
		}
		if len(a.props) != len(want) {
			bad = append(bad, fmt.Sprintf("properties %v, want %v", a.props, want))
		}
		if wantData := r.Message + "\n" + r.URL; a.data != wantData {
			bad = append(bad, fmt.Sprintf("message %q, want %q", a.data, wantData))
		}
		if len(bad) > 0 {
			ts.Fatalf("annotation %d (%s:%d:%d): %s", i+1, r.Path, r.Line, r.Column, strings.Join(bad, "; "))
		}
	}
	ts.Logf("%d annotations match urlsift's JSON", len(got))
}

// codePointColumn converts a 1-based byte column of line in the script's
// file path to a 1-based column in Unicode code points.
func codePointColumn(ts *testscript.TestScript, path string, line, col int) int {
	lines := strings.Split(ts.ReadFile(path), "\n")
	if line < 1 || line > len(lines) || col-1 > len(lines[line-1]) {
		ts.Fatalf("%s has no line %d column %d", path, line, col)
	}
	return utf8.RuneCountInString(lines[line-1][:col-1]) + 1
}

// startsWithURL tells whether text (from the source file) starts with url
// as urlsift printed it: a password shown as *** stands for any password.
func startsWithURL(text, url string) bool {
	parts := strings.Split(url, "***")
	for i := range parts {
		parts[i] = regexp.QuoteMeta(parts[i])
	}
	return regexp.MustCompile(`^` + strings.Join(parts, `[^@/?#]*`)).MatchString(text)
}

// TestReadmeSnippets checks that the README's snippets are the ones the
// client tests run, byte for byte: the n-th block (from 0) of the fence's
// language under the heading is the file of the script. (The pre-commit
// script runs its configuration as written, with the repository's URL
// pointed at the snapshot of this checkout and the rev it names made a
// tag there.)
func TestReadmeSnippets(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		heading, fence string
		n              int
		script, file   string
	}{
		{"### pre-commit", "```yaml\n", 0, "testdata/clients/precommit.txtar", "pre-commit-config.yaml"},
		{"### Vim", "```vim\n", 0, "testdata/clients/vim.txtar", "urlsift.vim"},
		{"### Vim", "```vim\n", 0, "testdata/clients/neovim.txtar", "urlsift.vim"},
		{"### Neovim", "```lua\n", 0, "testdata/clients/neovim.txtar", "urlsift.lua"},
		{"### Emacs", "```elisp\n", 0, "testdata/clients/emacs.txtar", "urlsift.el"},
		{"### VS Code", "```json\n", 0, "testdata/clients/vscode.txtar", "ws/.vscode/tasks.json"},
		{"### reviewdog", "```sh\n", 0, "testdata/clients/reviewdog.txtar", "reviewdog.sh"},
		{"### reviewdog", "```sh\n", 1, "testdata/clients/reviewdog.txtar", "reviewdog-sarif.sh"},
		{"### GitHub Actions", "```yaml\n", 0, "testdata/clients/github.txtar", "workflow.yml"},
		{"### Neovim (language server)", "```lua\n", 0, "testdata/clients/neovim-lsp.txtar", "lsp.lua"},
		{"### Emacs with Eglot (language server)", "```elisp\n", 0, "testdata/clients/emacs-eglot.txtar", "urlsift-eglot.el"},
	} {
		name := fmt.Sprintf("%s block %d", c.heading, c.n)
		_, section, ok := strings.Cut(string(readme), "\n"+c.heading+"\n")
		if !ok {
			t.Errorf("README has no %q section", c.heading)
			continue
		}
		if end := strings.Index(section, "\n#"); end >= 0 {
			section = section[:end] // up to the next heading
		}
		var snippet string
		for i := 0; i <= c.n; i++ {
			_, rest, ok := strings.Cut(section, c.fence)
			body, after, ok2 := strings.Cut(rest, "```\n")
			if !ok || !ok2 {
				snippet = ""
				break
			}
			snippet, section = body, after
		}
		if snippet == "" {
			t.Errorf("README: %s: no such %s block", name, strings.TrimSpace(c.fence))
			continue
		}
		ar, err := txtar.ParseFile(c.script)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, f := range ar.Files {
			if f.Name == c.file {
				found = true
				if string(f.Data) != snippet {
					t.Errorf("README %s differs from %s in %s:\n%s\nwant:\n%s", name, c.file, c.script, snippet, f.Data)
				}
			}
		}
		if !found {
			t.Errorf("%s has no %s", c.script, c.file)
		}
	}
}
