package main

import (
	"bytes"
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
