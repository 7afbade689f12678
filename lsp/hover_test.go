package lsp

import (
	"flag"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/internal/golden"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestHoverReadings: the hover of a URL names each of its readings: the
// one without a hyphen that stood at a line break (URL.DropHyphens), the
// other reading of a line break that may or may not end it
// (URL.Uncertain), both, and neither for a URL only rejoined; every
// secret masked in each. testdata/hover.golden was written by the code
// before URL said a hyphen break one way (b79377b, where the readings were
// URL.Alternatives), and the hover is the same.
func TestHoverReadings(t *testing.T) {
	pre := "   The installation manual describes the steps in detail and the\n" +
		"   notes of each release say what changed since the one before it\n" +
		"   and where to find the packages for each of the architectures.\n"
	var out strings.Builder
	for _, text := range []string{
		"see <http://example.com/draft-\n   fielding>\n",
		pre + "   https://www.debian.org/releases/stable/amd64/docs/guide/index.h\n   tml\n",
		pre + "   https://www.debian.org/releases/stable/amd64/docs/guide/index-\n   h\n   tml\n",
		pre + "   https://alice:pw@www.debian.org/releases/sta-\n   ble/amd64/docs/guide/index.h\n   tml\n",
		"see <telnet:-\n//alice:hunter2pw@h.example/>\n",
		"see <http://example.com/a\n   b>\n",
	} {
		s := extract.NewScanner(strings.NewReader(text), extract.Options{})
		if !s.Scan() {
			t.Fatalf("%q: no URL", text)
		}
		h := hoverText(s.URL())
		if strings.Contains(h, "hunter2pw") || strings.Contains(h, ":pw@") {
			t.Errorf("a password in the hover of %q:\n%s", text, h)
		}
		out.WriteString("# " + strings.ReplaceAll(text, "\n", "⏎") + "\n" + h + "\n")
	}
	golden.Check(t, *update, "testdata/hover.golden", out.String())
}
