// Package mapper reads one input at a time the way `urlsift extract` and
// `urlsift lint` read it, and writes what the command prints for it: what
// `urlsift extract|lint --output-dir DIR` writes into the output file of
// each input, and what the Apache Beam pipeline (module beam/) runs on
// each file, so that a batch system (Hadoop Streaming, Spark, GNU
// parallel, Kubernetes Indexed Jobs, AWS Batch array jobs, Beam) gets
// byte for byte the command's output. The command's own output to
// standard output goes through the same Extract.Input and
// pipeline.LintInput.
package mapper

import (
	"io"
	"path"
	"path/filepath"
	"strings"

	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/urlsyntax"
)

// Mapper reads one input and writes what its command prints for it.
type Mapper interface {
	// File reads the input name from r, in mode, and writes the output
	// to w; warn hears of each problem with the input (one line, without
	// the input's name). The error is the command's for the input: an
	// input it could not read (*input.SkipError for a binary file), or
	// one read only in part (*input.DamagedError); Result says the rest.
	File(name string, r io.Reader, mode input.Mode, w io.Writer, warn func(string)) (Result, error)
	// Ext is the extension of the output file of the format (".jsonl",
	// ".txt", ".sarif").
	Ext() string
}

// Result says how the reading of one input went, beside its error.
type Result struct {
	// Truncated says a part or record was longer than the reader keeps
	// and only its start was read (a warning named it); the command's
	// exit status is then 2.
	Truncated bool
	// Worst is the highest severity of the findings printed (lint).
	Worst lint.Severity
}

// OutputName is the path, relative to the output directory, of the output
// of input name with the extension ext: the input's path cleaned, made
// relative (a leading "/" or volume, a URL's "scheme://", and every ".."
// dropped, so that it never leaves the directory), with ext added:
// "crawl/CC-MAIN-1.warc.wet.gz" gives "crawl/CC-MAIN-1.warc.wet.gz.jsonl",
// "gs://bucket/a/b.warc.gz" gives "bucket/a/b.warc.gz.jsonl". Standard
// input ("-", or "") is "stdin".
func OutputName(name, ext string) string {
	// A name that is a URL with a password: the file name is output too.
	name = urlsyntax.MaskName(name)
	if _, rest, ok := strings.Cut(name, "://"); ok {
		name = rest
	}
	name = filepath.ToSlash(name)
	if v := filepath.VolumeName(name); v != "" {
		name = strings.TrimPrefix(name, v)
	}
	var parts []string
	for _, p := range strings.Split(path.Clean("/"+name), "/") {
		if p != "" && p != "." && p != ".." {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 || len(parts) == 1 && parts[0] == "-" {
		parts = []string{"stdin"}
	}
	return filepath.FromSlash(strings.Join(parts, "/")) + ext
}
