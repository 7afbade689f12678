package golden

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDiff(t *testing.T) {
	tests := []struct{ want, got, diff string }{
		{"a\nb\n", "a\nb\n", ""},
		{"a\nb\n", "a\nc\n", "line 2:\n got \"c\"\nwant \"b\""},
		{"a\n", "a\nb\n", "line 2:\n got \"b\"\nwant \"\""},
	}
	for _, tt := range tests {
		if d := Diff(tt.want, tt.got); d != tt.diff {
			t.Errorf("Diff(%q, %q) = %q, want %q", tt.want, tt.got, d, tt.diff)
		}
	}
}

func TestCheckUpdate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "x.golden")
	Check(t, true, path, "hello\n")
	b, err := os.ReadFile(path)
	if err != nil || string(b) != "hello\n" {
		t.Fatalf("update wrote %q, %v", b, err)
	}
	Check(t, false, path, "hello\n")
}
