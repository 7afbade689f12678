package urlsyntax

import (
	"math/rand/v2"
	"testing"
)

// TestSpansHideWhatMaskHides: the spans of a Secret hide the bytes Mask
// hides, so that a caller that places the spans alone (positions,
// MaskReading, Piece, lint's fix, the language server) hides as much as
// Mask: for the rows (a password that holds "#" then "@", whose raw
// reading hides "#" and whose masked text reads as the password "***@0",
// closing-42's FuzzParse input; MaskText's rows that needed more than one
// reading) and for texts drawn from every printable byte and the pieces
// secrets are made of (genMaskText), as SecretOf makes the Secret and as
// the scanner does (AddText, then Add of a raw reading's span).
func TestSpansHideWhatMaskHides(t *testing.T) {
	rows := []struct{ in, want string }{
		{"//:#@0@!", "//:***@!"},
		{"http://u:#@0@h.example/", "http://u:***@h.example/"},
		{"//ghp_abcdefghijklmnop1234:x:https:/h@#", "//***@#"},
		{"db1,db2//0123456789abcdef0123456789abcdef01:pserver:https:/[::1]@#<", "db1,db2//***@#<"},
		{"cvs://p:@?0123456789abcdef0123456789abcdef01@0123456789abcdef0123456789abcdef01-8080@//", "cvs://p:***@//"},
		{"http://user:pw@a.example/", "http://user:***@a.example/"},
	}
	check := func(what string, sec Secret, in string) string {
		t.Helper()
		got := sec.Mask(in)
		if by := maskSpans(in, sec.Spans()); by != got {
			t.Fatalf("%s(%q): Mask %q, but its spans %v hide %q", what, in, got, sec.Spans(), by)
		}
		if mr := sec.MaskReading(in); mr != got {
			t.Fatalf("%s(%q): Mask %q, MaskReading %q", what, in, got, mr)
		}
		if len(in) > 0 {
			if p := sec.Piece(in, 0, len(in)); p != got {
				t.Fatalf("%s(%q): Mask %q, Piece of the whole %q", what, in, got, p)
			}
		}
		return got
	}
	for _, row := range rows {
		if got := check("SecretOf", SecretOf(row.in), row.in); got != row.want {
			t.Errorf("SecretOf(%q).Mask = %q, want %q", row.in, got, row.want)
		}
	}
	r := rand.New(rand.NewPCG(43, 1))
	n := 50000
	if testing.Short() {
		n = 5000
	}
	for range n {
		in := genMaskText(r)
		check("SecretOf", SecretOf(in), in)
		var sec Secret
		sec.AddText(in)
		for _, sp := range AppendSecrets(nil, in+genMaskText(r)) {
			if sp.Lo < len(in) {
				sec.Add(in, sp.Lo, min(sp.Hi, len(in)))
			}
		}
		check("AddText+Add", sec, in)
	}
}
