package main

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionOf(t *testing.T) {
	tests := []struct {
		bi   *debug.BuildInfo
		want string
	}{
		{nil, "(devel)"},
		{&debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}}, "v1.2.3"},
		{&debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261123035000-0123456789ab"}}, "v0.0.0-20261123035000-0123456789ab"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "(devel)"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "61d4bf0a1b2c3d4e5f60718293a4b5c6d7e8f901"},
			{Key: "vcs.time", Value: "2026-11-23T03:53:58Z"},
			{Key: "vcs.modified", Value: "true"},
		}}, "(devel) 61d4bf0a1b2c+dirty 2026-11-23T03:53:58Z"},
	}
	for _, tt := range tests {
		if got := versionOf(tt.bi); got != tt.want {
			t.Errorf("versionOf(%+v) = %q, want %q", tt.bi, got, tt.want)
		}
	}
}

// TestManAndFishCoverCommands checks the generated manual page and fish
// script against the command definitions: every command and every flag of
// every command is in both.
func TestManAndFishCoverCommands(t *testing.T) {
	for _, which := range []string{"man", "fish"} {
		var out, errOut bytes.Buffer
		args := []string{"urlsift", "man"}
		if which == "fish" {
			args = []string{"urlsift", "completion", "fish"}
		}
		if code := run(args, nil, &out, &errOut); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		text := out.String()
		for _, c := range commands() {
			if !strings.Contains(text, c.Name) {
				t.Errorf("%s lacks the command %s", which, c.Name)
			}
			for _, f := range c.Flags {
				for _, name := range f.Names() {
					want := "--" + name
					if len(name) == 1 {
						want = "-" + name
					}
					if which == "fish" {
						want = "-l " + name
						if len(name) == 1 {
							want = "-s " + name
						}
					}
					if !strings.Contains(text, want) {
						t.Errorf("%s lacks %s of %s", which, want, c.Name)
					}
				}
			}
		}
	}
}
