//go:build unix

package walk

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestOpenRead: openRead opens a file for reading, one path after
// another with one Reader (a longer path, then a shorter one: the C
// string's buffer is reused), and says what open(2) says of a missing
// file and of a path with a NUL byte.
func TestOpenRead(t *testing.T) {
	dir := t.TempDir()
	var rd Reader
	for _, name := range []string{"a-rather-long-file-name.txt", "b", "c.txt"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
		fd, err := openRead(&rd, path)
		if err != nil {
			t.Fatalf("openRead(%q): %v", path, err)
		}
		buf := make([]byte, 64)
		n, err := syscall.Read(fd, buf)
		syscall.Close(fd)
		if err != nil || string(buf[:n]) != name {
			t.Errorf("read %q from %s (%v), want %q", buf[:n], path, err, name)
		}
	}
	if _, err := openRead(&rd, filepath.Join(dir, "missing")); !errors.Is(err, syscall.ENOENT) {
		t.Errorf("a missing file: %v, want ENOENT", err)
	}
	if _, err := openRead(&rd, filepath.Join(dir, "b\x00c")); !errors.Is(err, syscall.EINVAL) {
		t.Errorf("a path with a NUL: %v, want EINVAL", err)
	}
}
