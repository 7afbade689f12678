package lint

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
)

var update = flag.Bool("update", false, "rewrite RULES.md and the golden files")

// TestRulesMarkdown keeps ../RULES.md equal to what the registry generates
// (go generate ./lint, or go test ./lint -run TestRulesMarkdown -update).
func TestRulesMarkdown(t *testing.T) {
	var b bytes.Buffer
	if err := writeMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("..", "RULES.md")
	if *update {
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, b.Bytes()) {
		t.Errorf("RULES.md is out of date; run go generate ./lint:\n%s", golden.Diff(string(want), b.String()))
	}
	for _, r := range Rules() {
		if !strings.Contains(b.String(), "\n## "+r.Name+"\n") {
			t.Errorf("RULES.md has no section for %s", r.Name)
		}
	}
}

func TestExplain(t *testing.T) {
	for _, r := range Rules() {
		x := r.Explain()
		if !strings.HasPrefix(x, r.Name+": "+r.Title+"\n") || !strings.Contains(x, "Bad:\n") || !strings.Contains(x, "draft-fielding-url-syntax-09") {
			t.Errorf("%s: explanation lacks name, title, examples or source:\n%s", r.Name, x)
		}
	}
}

func TestConfigExample(t *testing.T) {
	c, err := ParseConfig(configExample)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(Options{Config: c}); err != nil {
		t.Fatal(err)
	}
}
