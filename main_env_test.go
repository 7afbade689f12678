package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestUseColor(t *testing.T) {
	tests := []struct {
		mode, noColor, term string
		want                bool
		wantErr             bool
	}{
		{mode: "always", noColor: "1", want: true},
		{mode: "never", want: false},
		{mode: "auto", want: false}, // a bytes.Buffer is not a terminal
		{mode: "auto", noColor: "1", want: false},
		{mode: "", term: "dumb", want: false},
		{mode: "sometimes", wantErr: true},
	}
	for _, tt := range tests {
		e := &runEnv{Stdout: &bytes.Buffer{}, Getenv: func(k string) string {
			return map[string]string{"NO_COLOR": tt.noColor, "TERM": tt.term}[k]
		}}
		got, err := useColor(tt.mode, e)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("useColor(%q, NO_COLOR=%q TERM=%q) = %v, %v; want %v, error %v",
				tt.mode, tt.noColor, tt.term, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestRunExitStatus(t *testing.T) {
	tests := []struct {
		args       []string
		want       int
		wantStderr string
	}{
		{args: nil, want: exitOK},
		{args: []string{"--help"}, want: exitOK},
		{args: []string{"nonsense"}, want: exitTrouble, wantStderr: `urlsift: unknown command "nonsense"`},
		{args: []string{"--bogus"}, want: exitTrouble, wantStderr: "urlsift: flag provided but not defined: -bogus"},
		{args: []string{"--color=purple"}, want: exitTrouble, wantStderr: "urlsift: --color must be auto, always or never"},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		got := run(append([]string{"urlsift"}, tt.args...), strings.NewReader(""), &out, &errb)
		if got != tt.want {
			t.Errorf("run %q = %d, want %d (stderr %q)", tt.args, got, tt.want, errb.String())
		}
		if !strings.HasPrefix(errb.String(), tt.wantStderr) {
			t.Errorf("run %q: stderr %q, want prefix %q", tt.args, errb.String(), tt.wantStderr)
		}
		if n := strings.Count(errb.String(), "\n"); n > 1 {
			t.Errorf("run %q: %d lines on stderr, want at most one", tt.args, n)
		}
	}
}

// TestWalkInputs checks the walk: lexical order, hidden entries skipped,
// unreadable paths reported on one line each while the rest is read.
func TestWalkInputs(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.txt", "a/z.txt", "a/y.txt", ".git/config", "a/.hidden", "mail/cur/1", "mail/new/2"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "mail", "tmp"), 0o755); err != nil {
		t.Fatal(err)
	}
	var errb bytes.Buffer
	e := &runEnv{Stdin: strings.NewReader("stdin"), Stderr: &errb}
	var got []string
	missing := filepath.Join(dir, "missing")
	failed := walkInputs(e, []string{dir, missing, "-"}, "buffer.txt", func(name string, r io.Reader, o origin) error {
		rel, err := filepath.Rel(dir, name)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = name
		}
		if o.maildir {
			rel += " (maildir)"
		}
		got = append(got, rel)
		return nil
	})
	want := []string{"a/y.txt", "a/z.txt", "b.txt", "mail/cur/1 (maildir)", "mail/new/2 (maildir)", "buffer.txt"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("walk order:\n got %q\nwant %q", got, want)
	}
	if !failed {
		t.Error("a missing path did not make the walk fail")
	}
	if wantErr := "urlsift: " + missing + ": no such file or directory\n"; errb.String() != wantErr {
		t.Errorf("stderr %q, want %q", errb.String(), wantErr)
	}
}
