package lsp

import (
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestHoverMasksByPlace: the hover shows a host, path or reading that
// holds the password's letters as it is, and the password as ***: a piece
// is masked by where it stands, not by its value, so where *** stands
// tells nothing of the password (the twin of each row, with a password
// that is a piece of nothing, hovers the same but for the password).
func TestHoverMasksByPlace(t *testing.T) {
	for _, tt := range []struct {
		text, pw, twin string
		show           []string
	}{
		{"see http://user:example@example.com/example?q=example now\n", "example", "qzvbnwk",
			[]string{"`http://user:***@example.com/example?q=example`", "| host | `example.com` |", "| path | `/example` |", "| query | `q=example` |"}},
		{"see <http://u:pa-\nss@pass.example.org/pass>\n", "pa-\nss", "qz-\nvb",
			[]string{"- without it: `http://u:***@pass.example.org/pass`", "| host | `pass.example.org` |"}},
		{"see <HTTPS://u:Intranet@intranet/Intranet>\n", "Intranet", "Qzvbnwkx",
			[]string{"**Normal form** (section 6): `https://u:***@intranet/Intranet`"}},
	} {
		hover := func(text string) string {
			s := extract.NewScanner(strings.NewReader(text), extract.Options{})
			if !s.Scan() {
				t.Fatalf("%q: no URL", text)
			}
			return hoverText(s.URL())
		}
		h := hover(tt.text)
		for _, s := range tt.show {
			if !strings.Contains(h, s) {
				t.Errorf("the hover of %q does not show %q:\n%s", tt.text, s, h)
			}
		}
		if tw := hover(strings.Replace(tt.text, tt.pw, tt.twin, 1)); tw != h {
			t.Errorf("the hover of %q:\n%s\nand of its twin (password %q):\n%s", tt.text, h, tt.twin, tw)
		}
	}
}
