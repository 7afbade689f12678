package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/urlsift/urlsift/internal/warctest"
	"github.com/urlsift/urlsift/mapper"
)

// TestWARCScripts runs testdata/warc/*.txtar: web archives made in the
// script by mkwarc from readable record files, read by the real binary.
func TestWARCScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/warc",
		RequireExplicitExec: true,
		UpdateScripts:       *update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"mkwarc": mkwarc},
		// [ci]: in CI, where a tool the script drives must be installed
		// (.ci/install-clients), a missing one fails the script instead of
		// skipping it.
		Condition: func(cond string) (bool, error) {
			if cond == "ci" {
				return os.Getenv("CI") != "", nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}

// mkwarc writes a web archive: mkwarc [-z record|stream|none] OUT RECORD...
// Each RECORD file is a record: lines "type:", "target:", "content-type:",
// "id:" and "length:" (a wrong Content-Length), an empty line, and the
// block. A block that starts with "HTTP/" has the line breaks of its
// header written as CRLF, as HTTP has them.
func mkwarc(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! mkwarc")
	}
	c := warctest.PerRecord
	if len(args) > 1 && args[0] == "-z" {
		switch args[1] {
		case "record":
		case "stream":
			c = warctest.OneStream
		case "none":
			c = warctest.Plain
		default:
			ts.Fatalf("mkwarc: -z record, stream or none")
		}
		args = args[2:]
	}
	if len(args) < 2 {
		ts.Fatalf("usage: mkwarc [-z record|stream|none] OUT RECORD...")
	}
	var recs []warctest.Record
	for _, name := range args[1:] {
		b := []byte(ts.ReadFile(name))
		head, block, _ := bytes.Cut(b, []byte("\n\n"))
		var r warctest.Record
		for _, l := range strings.Split(string(head), "\n") {
			k, v, _ := strings.Cut(l, ":")
			v = strings.TrimSpace(v)
			switch strings.TrimSpace(k) {
			case "type":
				r.Type = v
			case "target":
				r.TargetURI = v
			case "content-type":
				r.ContentType = v
			case "id":
				r.ID = v
			case "length":
				n := 0
				for _, c := range v {
					n = n*10 + int(c-'0')
				}
				r.Length = &n
			}
		}
		if bytes.HasPrefix(block, []byte("HTTP/")) {
			h, body, _ := bytes.Cut(block, []byte("\n\n"))
			block = append(bytes.ReplaceAll(h, []byte("\n"), []byte("\r\n")), "\r\n\r\n"...)
			block = append(block, body...)
		}
		r.Block = block
		recs = append(recs, r)
	}
	raw, _ := warctest.File(c, recs...)
	out := ts.MkAbs(args[0])
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		ts.Fatalf("%v", err)
	}
	if err := os.WriteFile(out, raw, 0o644); err != nil {
		ts.Fatalf("%v", err)
	}
}

// TestOutputDirSameAsStdout: the file --output-dir writes for an input is
// byte for byte what the command prints for that input alone, for every
// format of extract and lint, on the repository's own files of every kind
// (text, source, mail) and web archives; and its warnings and exit status
// are the same.
func TestOutputDirSameAsStdout(t *testing.T) {
	var files []string
	for _, dir := range []string{"testdata", "input/testdata", "lint"} {
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && d.Type().IsRegular() && len(files) < 400 {
				files = append(files, p)
			}
			return nil
		})
	}
	tmp := t.TempDir()
	for i, c := range []warctest.Compression{warctest.Plain, warctest.PerRecord, warctest.OneStream} {
		var b bytes.Buffer
		w := warctest.NewWriter(&b, c)
		warctest.Corpus(w, warctest.Kind(i), 100<<10, uint64(i))
		w.Close()
		name := filepath.Join(tmp, fmt.Sprintf("corpus%d.warc.gz", i))
		os.WriteFile(name, b.Bytes(), 0o644)
		files = append(files, name)
	}
	// Every 7th file, so that the test stays quick, and the archives.
	var pick []string
	for i, f := range files {
		if i%7 == 0 || strings.HasSuffix(f, ".warc.gz") {
			pick = append(pick, f)
		}
	}
	compared := 0
	defer func() {
		if compared < 100 {
			t.Errorf("only %d output files compared", compared)
		}
	}()
	for _, args := range [][]string{
		{"extract"}, {"extract", "--format", "line"}, {"extract", "--format", "json", "--hyphen", "both", "--abbreviated"},
		{"lint", "--no-config", "--format", "json", "--enable", "all"}, {"lint", "--no-config", "--format", "sarif"}, {"lint", "--no-config"},
	} {
		out := t.TempDir()
		var stdout, stderr bytes.Buffer
		argv := append([]string{"urlsift"}, args...)
		run(append(append(argv, "--output-dir", out, "-j", "2"), pick...), strings.NewReader(""), &stdout, &stderr)
		if stdout.Len() > 0 {
			t.Fatalf("%v --output-dir printed %q", args, stdout.String())
		}
		for _, f := range pick {
			var one, oneErr bytes.Buffer
			code := run(append(append([]string{}, argv...), f), strings.NewReader(""), &one, &oneErr)
			ext := ".txt"
			switch {
			case strings.Contains(strings.Join(args, " "), "json"):
				ext = ".jsonl"
			case strings.Contains(strings.Join(args, " "), "sarif"):
				ext = ".sarif"
			}
			got, err := os.ReadFile(filepath.Join(out, mapper.OutputName(f, ext)))
			if err != nil {
				if code == exitTrouble && (one.Len() == 0 || strings.Contains(oneErr.String(), "binary file")) {
					continue // not read (binary), so no file (alone, SARIF prints an empty log)
				}
				t.Fatalf("%v %s: %v", args, f, err)
			}
			compared++
			if !bytes.Equal(got, one.Bytes()) {
				t.Fatalf("%v %s: the output file differs from what the command prints:\n%.300s\nwant\n%.300s", args, f, got, one.Bytes())
			}
			if oneErr.Len() > 0 && !strings.Contains(stderr.String(), strings.TrimSpace(oneErr.String())) {
				t.Fatalf("%v %s: warnings %q not in --output-dir's %q", args, f, oneErr.String(), stderr.String())
			}
		}
	}
}
