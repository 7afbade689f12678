package mapper

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestOutputName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"crawl/CC-MAIN-1.warc.wet.gz", "crawl/CC-MAIN-1.warc.wet.gz.jsonl"},
		{"/data/x.warc.gz", "data/x.warc.gz.jsonl"},
		{"../../etc/passwd", "etc/passwd.jsonl"},
		{"a/../../b", "b.jsonl"},
		{"./a//b/./c", "a/b/c.jsonl"},
		{"gs://bucket/a/b.warc.gz", "bucket/a/b.warc.gz.jsonl"},
		{"s3://bucket/b.warc.gz", "bucket/b.warc.gz.jsonl"},
		{"-", "stdin.jsonl"},
		{"", "stdin.jsonl"},
		{"..", "stdin.jsonl"},
	} {
		got := filepath.ToSlash(OutputName(tc.in, ".jsonl"))
		if got != tc.want {
			t.Errorf("OutputName(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if strings.HasPrefix(got, "/") || strings.Contains("/"+got+"/", "/../") {
			t.Errorf("OutputName(%q) = %q leaves the directory", tc.in, got)
		}
	}
}
