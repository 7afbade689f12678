package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/urlsift/urlsift/internal/warctest"
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
	if err := os.WriteFile(ts.MkAbs(args[0]), raw, 0o644); err != nil {
		ts.Fatalf("%v", err)
	}
}
