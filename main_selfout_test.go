package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestOutputFileNotRead: a command whose standard output is a regular
// file inside the tree it walks does not read that file (walk.Options.Output,
// as GNU grep's "input file is also the output"). Read, it was read while
// written: `urlsift extract --format line . > urls.txt` found its own
// lines again and again until the disk was full (1.1 GB in 20 s at
// aa74944; 23 GB once through a pipe, which no process can tell). For
// every output path (each format of extract and lint, one worker and
// two, the output file new and empty or appended to with more than a
// small file's 256 KiB of URLs, plain or .gz with -z), the run ends, says
// so in one line naming the file, exits 2, and writes what the same run
// writes with the file left out by --glob.
func TestOutputFileNotRead(t *testing.T) {
	bin, err := exec.LookPath("urlsift") // the test binary, which TestMain puts in $PATH
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i := range 40 {
		text := fmt.Sprintf("see http://a%d.example:8080/x|y and <http://b%d.example/long-\npath> then http://u:pw%d@c.example/\n", i, i, i)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%02d.txt", i)), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var prior bytes.Buffer // more than walk's small file, so that it is read as a stream
	for i := 0; prior.Len() <= 300<<10; i++ {
		fmt.Fprintf(&prior, "%s/f.txt:%d:1: http://prior%d.example/p\n", dir, i, i)
	}
	formats := [][]string{
		{"extract"}, {"extract", "--format", "line"}, {"extract", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none"}, {"lint", "--no-config", "--fail-level", "none", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--format", "sarif"}, {"lint", "--no-config", "--fail-level", "none", "--format", "github"},
	}
	for _, f := range formats {
		for _, j := range []string{"1", "2"} {
			for _, mode := range []string{"new", "append", "gz"} {
				name := "zz-out.txt"
				args := append(append([]string{}, f...), "-j", j)
				if mode == "gz" {
					name = "zz-out.txt.gz"
					args = append(args, "-z")
				}
				t.Run(strings.Join(f, " ")+" -j"+j+" "+mode, func(t *testing.T) {
					out := filepath.Join(dir, name)
					flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
					if mode == "append" {
						if err := os.WriteFile(out, prior.Bytes(), 0o644); err != nil {
							t.Fatal(err)
						}
						flag = os.O_WRONLY | os.O_APPEND
					}
					w, err := os.OpenFile(out, flag, 0o644)
					if err != nil {
						t.Fatal(err)
					}
					defer os.Remove(out)
					ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
					defer cancel()
					cmd := exec.CommandContext(ctx, bin, append(args, dir)...)
					var stderr bytes.Buffer
					cmd.Stdout, cmd.Stderr = w, &stderr
					err = cmd.Run()
					w.Close()
					if ctx.Err() != nil {
						t.Fatalf("%v did not end: it read its own output", args)
					}
					code := 0
					if ee, ok := err.(*exec.ExitError); ok {
						code = ee.ExitCode()
					} else if err != nil {
						t.Fatal(err)
					}
					wantErr := "urlsift: " + out + ": input file is also the output\n"
					if code != 2 || stderr.String() != wantErr {
						t.Errorf("%v: exit %d, stderr %q; want 2 and %q", args, code, stderr.String(), wantErr)
					}
					got, err := os.ReadFile(out)
					if err != nil {
						t.Fatal(err)
					}
					if mode == "append" {
						got = bytes.TrimPrefix(got, prior.Bytes())
					}
					ref := exec.Command(bin, append(args, "--glob", "!"+name, dir)...)
					var want bytes.Buffer
					ref.Stdout = &want
					ref.Run() // its exit status is lint's findings'
					if slices.Contains(args, "sarif") {
						// SARIF's log says the run failed on the file
						// (toolExecutionNotifications): compare what it
						// says of everything else.
						if !bytes.Contains(got, []byte(`"text": "input file is also the output"`)) {
							t.Errorf("%v: the SARIF log does not tell of the file", args)
						}
						got, want = sarifResults(t, got), *bytes.NewBuffer(sarifResults(t, want.Bytes()))
					}
					if !bytes.Equal(got, want.Bytes()) {
						t.Errorf("%v: wrote\n%s\nwant what it writes with the file left out:\n%s", args, got, want.Bytes())
					}
				})
			}
		}
	}
}

// sarifResults is the results of a SARIF log, as JSON.
func sarifResults(t *testing.T, log []byte) []byte {
	t.Helper()
	var v struct {
		Runs []struct {
			Results json.RawMessage `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(log, &v); err != nil || len(v.Runs) != 1 {
		t.Fatalf("not a SARIF log of one run (%v):\n%s", err, log)
	}
	return v.Runs[0].Results
}
