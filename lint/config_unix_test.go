//go:build unix

package lint

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestLoadFoundConfigTrust: a configuration file nobody named is read only
// when the user may trust it; each refusal names the file and why, and
// nothing hangs (a FIFO) or eats memory (a link to /dev/zero).
func TestLoadFoundConfigTrust(t *testing.T) {
	const good = "disable = [\"userinfo\"]\n"
	root := t.TempDir()
	mk := func(dir string, mode os.FileMode) string {
		d := filepath.Join(root, dir)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(d, mode); err != nil {
			t.Fatal(err)
		}
		return d
	}
	write := func(path, text string) string {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	tests := []struct {
		name, path, reason string // reason "": trusted
	}{
		{"own file, private directory", write(filepath.Join(mk("ok", 0o755), ".urlsift.toml"), good), ""},
		{"world-writable directory", write(filepath.Join(mk("open", 0o777), ".urlsift.toml"), good), "which other users can write"},
		{"own file in a sticky directory", write(filepath.Join(mk("sticky", 0o777|os.ModeSticky), ".urlsift.toml"), good), ""},
		{"too large", write(filepath.Join(mk("big", 0o755), "urlsift.toml"), "# "+strings.Repeat("x", maxConfigSize)+"\n"), "larger than"},
	}
	open := write(filepath.Join(mk("openfile", 0o755), "urlsift.toml"), good)
	if err := os.Chmod(open, 0o666); err != nil {
		t.Fatal(err)
	}
	tests = append(tests, struct{ name, path, reason string }{"a world-writable file", open, "writable by every user"})
	fifo := filepath.Join(mk("fifo", 0o755), ".urlsift.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	tests = append(tests, struct{ name, path, reason string }{"a FIFO", fifo, "not a regular file"})
	zero := filepath.Join(mk("zero", 0o755), ".urlsift.toml")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	tests = append(tests, struct{ name, path, reason string }{"a link to /dev/zero", zero, "not a regular file"})
	// A link of the user's own to a file of the user's own: read.
	ownLink := filepath.Join(mk("ownlink", 0o755), ".urlsift.toml")
	if err := os.Symlink(tests[0].path, ownLink); err != nil {
		t.Fatal(err)
	}
	tests = append(tests, struct{ name, path, reason string }{"own link to own file", ownLink, ""})
	if os.Getuid() == 0 {
		// A link another user planted in a sticky directory (/tmp) that
		// names the user's own file, or root's: the owner of the file
		// says nothing of who put the link there.
		planted := filepath.Join(mk("sticky3", 0o777|os.ModeSticky), "urlsift.toml")
		if err := os.Symlink(tests[0].path, planted); err != nil {
			t.Fatal(err)
		}
		if err := os.Lchown(planted, 12345, 12345); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct{ name, path, reason string }{"another user's link in /tmp to the user's file", planted, "symbolic link " + planted + " that belongs to another user (uid 12345)"})
		// The same behind a link of the user's own: every link is checked.
		chain := filepath.Join(mk("chain", 0o755), ".urlsift.toml")
		if err := os.Symlink(planted, chain); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct{ name, path, reason string }{"own link to another user's link", chain, "belongs to another user (uid 12345)"})
		other := write(filepath.Join(mk("other", 0o755), ".urlsift.toml"), good)
		if err := os.Chown(other, 12345, 12345); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct{ name, path, reason string }{"another user's file", other, "belongs to another user (uid 12345)"})
		sticky := write(filepath.Join(mk("sticky2", 0o777|os.ModeSticky), ".urlsift.toml"), good)
		if err := os.Chown(sticky, 12345, 12345); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct{ name, path, reason string }{"another user's file in /tmp", sticky, "belongs to another user"})
	}
	for _, tt := range tests {
		done := make(chan struct{})
		var cfg *Config
		var err error
		go func() {
			cfg, err = LoadFoundConfig(tt.path)
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: LoadFoundConfig hangs", tt.name)
		}
		var ue *UntrustedError
		switch {
		case tt.reason == "" && err != nil:
			t.Errorf("%s: %v, want it read", tt.name, err)
		case tt.reason == "" && (cfg == nil || len(cfg.Disable) != 1):
			t.Errorf("%s: read %+v", tt.name, cfg)
		case tt.reason != "" && !errors.As(err, &ue):
			t.Errorf("%s: error %v, want an UntrustedError", tt.name, err)
		case tt.reason != "" && (!strings.Contains(err.Error(), tt.reason) || !strings.Contains(err.Error(), tt.path)):
			t.Errorf("%s: %q does not name the file and %q", tt.name, err, tt.reason)
		}
	}
	// A file the user names is read wherever it is, but still never a FIFO.
	if _, err := LoadConfig(tests[1].path); err != nil {
		t.Errorf("--config in a world-writable directory: %v", err)
	}
	if _, err := LoadConfig(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("--config naming a FIFO: %v", err)
	}
}
