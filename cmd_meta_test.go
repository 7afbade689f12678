package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestBuildInfoOf(t *testing.T) {
	vcs := func(v string, settings ...string) *debug.BuildInfo {
		bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: v}}
		for i := 0; i+1 < len(settings); i += 2 {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
		}
		return bi
	}
	rev := "61d4bf0a1b2c3d4e5f60718293a4b5c6d7e8f901"
	tests := []struct {
		bi       *debug.BuildInfo
		want     string // String
		semantic string
	}{
		{nil, "(devel)", ""},
		{vcs(""), "(devel)", ""},
		{vcs("(devel)"), "(devel)", ""},
		// go install ...@v1.2.3
		{vcs("v1.2.3"), "v1.2.3", "1.2.3"},
		{vcs("v2.0.0-rc.1"), "v2.0.0-rc.1", "2.0.0-rc.1"},
		// go build at a tag, with changes (Go 1.24 and later)
		{vcs("v1.2.3+dirty", "vcs.revision", rev, "vcs.modified", "true"), "v1.2.3+dirty", "1.2.3+dirty"},
		// go install ...@COMMIT, no release before it: the pseudo-version
		// is read for the commit and its time.
		{vcs("v0.0.0-20261123035000-0123456789ab"), "(devel) 0123456789ab 2026-11-23T03:50:00Z", ""},
		// a commit after v1.2.3, and after v2.0.0-rc.1
		{vcs("v1.2.4-0.20261123035000-0123456789ab"), "(devel) after v1.2.3 0123456789ab 2026-11-23T03:50:00Z", ""},
		{vcs("v2.0.0-rc.1.0.20261123035000-0123456789ab"), "(devel) after v2.0.0-rc.1 0123456789ab 2026-11-23T03:50:00Z", ""},
		// the same built in a checkout (Go 1.24 and later), modified
		{vcs("v1.2.4-0.20261123035000-61d4bf0a1b2c+dirty", "vcs.revision", rev, "vcs.time", "2026-11-23T03:50:00Z", "vcs.modified", "true"),
			"(devel) after v1.2.3 61d4bf0a1b2c+dirty 2026-11-23T03:50:00Z", ""},
		// a checkout before Go 1.24: (devel) and the vcs settings
		{vcs("(devel)", "vcs.revision", rev, "vcs.time", "2026-11-23T03:53:58Z", "vcs.modified", "true"),
			"(devel) 61d4bf0a1b2c+dirty 2026-11-23T03:53:58Z", ""},
		// not versions Go makes: no release is read from them
		{vcs("v1.2"), "(devel)", ""},
		{vcs("v01.2.3"), "(devel)", ""},
		{vcs("1.2.3"), "(devel)", ""},
	}
	for _, tt := range tests {
		b := buildInfoOf(tt.bi)
		if got := b.String(); got != tt.want {
			t.Errorf("buildInfoOf(%+v).String() = %q, want %q", tt.bi, got, tt.want)
		}
		if got := b.Semantic(); got != tt.semantic {
			t.Errorf("buildInfoOf(%+v).Semantic() = %q, want %q", tt.bi, got, tt.semantic)
		}
	}
}

// TestManAndCompletionCoverCommands checks the manual page and the
// completion against the command definitions: every command and every
// flag of every command is in the page, and completion offers them all.
func TestManAndCompletionCoverCommands(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"urlsift", "man"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("urlsift man: exit %d: %s", code, errOut.String())
	}
	man := out.String()
	for _, c := range commands() {
		if !strings.Contains(man, `.SS "urlsift `+roffEscape(c.Name)) {
			t.Errorf("the manual page has no section for %s", c.Name)
		}
		out.Reset()
		run([]string{"urlsift", completeCommand, c.Name, "-"}, nil, &out, &errOut)
		offered := strings.Fields(out.String())
		for _, f := range c.Flags {
			for _, name := range docOf(f).Names {
				if !strings.Contains(man, `\fB`+roffEscape(name)+`\fR`) {
					t.Errorf("the manual page lacks %s of %s", name, c.Name)
				}
				if !slices.Contains(offered, name) {
					t.Errorf("urlsift %s %s<TAB> does not offer %s: %q", c.Name, "-", name, offered)
				}
			}
		}
	}
}

// TestHelpWidth checks that every line of the help of the application and
// of every command fits in 80 columns, and that the help lists every
// visible flag of the command.
func TestHelpWidth(t *testing.T) {
	runs := [][]string{{"urlsift", "--help"}, {"urlsift", "help"}}
	for _, c := range newApp(&runEnv{}).Commands {
		runs = append(runs, []string{"urlsift", c.Name, "--help"}, []string{"urlsift", "help", c.Name})
	}
	for _, args := range runs {
		var out, errOut bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		for i, line := range strings.Split(out.String(), "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%v: line %d is %d columns: %q", args, i+1, n, line)
			}
		}
		if len(args) == 3 && args[2] == "--help" {
			for _, c := range commands() {
				if c.Name != args[1] {
					continue
				}
				for _, f := range c.Flags {
					if d := docOf(f); !strings.Contains(out.String(), d.Synopsis()) {
						t.Errorf("%v does not list %s", args, d.Synopsis())
					}
				}
			}
		}
	}
}

// TestStdoutWriteError: every command, and the help and version texts,
// exit 2 with one line on standard error when standard output cannot be
// written (urlsift rules > /dev/full exited 0). Each runs as its own
// process, as a user runs it, with its output on /dev/full.
func TestStdoutWriteError(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	bin, err := exec.LookPath("urlsift") // the test binary, which TestMain puts in $PATH
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "f.txt")
	if err := os.WriteFile(file, []byte("see http://example.com:8080/a|b and http://example.org/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The arguments of each command that make it write something.
	byCommand := map[string][][]string{
		"extract":    {{"extract", file}, {"extract", "--format", "json", file}},
		"lint":       {{"lint", "--fail-level", "none", file}, {"lint", "--format", "sarif", file}},
		"parse":      {{"parse", "http://example.com/"}},
		"resolve":    {{"resolve", "--base", "http://a/b/c", "../d"}},
		"rules":      {{"rules"}},
		"explain":    {{"explain", "bad-escape"}},
		"completion": {{"completion", "bash"}, {"completion", "fish"}},
		"man":        {{"man"}},
		"version":    {{"version"}},
		"lsp":        nil, // speaks on standard output only when spoken to (cmd_lsp_test.go)
	}
	var all [][]string
	for _, c := range commands() {
		args, ok := byCommand[c.Name]
		if !ok {
			t.Errorf("command %s: no arguments to try here", c.Name)
		}
		all = append(all, args...)
		all = append(all, []string{c.Name, "--help"}, []string{"help", c.Name})
	}
	all = append(all, []string{"--help"}, []string{"help"}, []string{"--version"}, []string{})
	for _, args := range all {
		var errOut bytes.Buffer
		cmd := exec.Command(bin, args...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = strings.NewReader(""), full, &errOut
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(lines[0], "no space left on device") {
			t.Errorf("urlsift %s > /dev/full: exit %d, stderr %q", strings.Join(args, " "), code, errOut.String())
		}
	}
}

// TestFlagChoicesAccepted checks that every value completion offers for a
// flag is one the command accepts, and that a value not offered is a usage
// error: the lists completion draws from are the commands' own.
func TestFlagChoicesAccepted(t *testing.T) {
	args := map[string][]string{
		"extract": {},
		"lint":    {"--no-config"},
		"lsp":     {"--no-config"},
		"parse":   {"http://a.example/"},
		"resolve": {"--base", "http://a.example/b", "c"},
	}
	tried := 0
	try := func(argv []string, ok bool) {
		t.Helper()
		var out, errOut bytes.Buffer
		code := run(argv, strings.NewReader(""), &out, &errOut)
		if ok && code == exitTrouble {
			t.Errorf("%q: exit 2: %s", argv, errOut.String())
		}
		if !ok && code != exitTrouble {
			t.Errorf("%q: exit %d, want 2 (a usage error)", argv, code)
		}
		tried++
	}
	for _, v := range colorChoices {
		try([]string{"urlsift", "--color", v, "rules"}, true)
		try([]string{"urlsift", "rules", "--color", v}, true)
	}
	try([]string{"urlsift", "rules", "--color", "sometimes"}, false)
	for _, c := range commands() {
		for _, f := range c.Flags {
			name := f.Names()[0]
			values, _ := flagChoices(c.Name, name)
			if len(values) == 0 {
				continue
			}
			base := []string{"urlsift", c.Name}
			if name == "fix-level" {
				base = append(base, "--fix")
			}
			if _, ok := args[c.Name]; !ok {
				t.Errorf("%s --%s has choices, but the test does not know how to run %s", c.Name, name, c.Name)
				continue
			}
			for _, v := range values {
				try(append(append(append([]string{}, base...), "--"+name, v), args[c.Name]...), true)
			}
			try(append(append(append([]string{}, base...), "--"+name, values[0]+"x"), args[c.Name]...), false)
		}
	}
	if tried < 40 {
		t.Errorf("only %d runs", tried)
	}
}
