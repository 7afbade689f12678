package extract

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestCommentTag (rule comment-tag; trust10's report, stop 43): a URL
// that a sentence's "." ends on its line, and a next line that starts
// with a comment's tag ("TODO(", "FIXME(bob@example.org)"), are not
// joined, whatever the file, the comment's marker (both lines carry it,
// or neither), the URL (a port, a path, a query) and what follows the
// tag. The generator draws each from r (without the rule, 83 of the
// 600 were joined).
func TestCommentTag(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 13))
	markers := []string{"", "// ", "# ", "-- ", "; ", " * ", "/// ", "%% ", "' ", "> ", "\t", "    "}
	tags := []string{"TODO", "FIXME", "XXX", "NOTE", "BUG", "HACK", "TODO2", "OPT_IN"}
	names := []string{"a.go", "a.py", "a.c", "a.sh", "a.txt", "a.md", "", "a.rs", "a.java"}
	const tail = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ "
	bad := 0
	for range 600 {
		pre := markers[r.IntN(len(markers))]
		url := []string{
			"http://localhost:" + strconv.Itoa(1+r.IntN(65535)),
			"https://example.org/docs/a" + strconv.Itoa(r.IntN(100)),
			"http://h.example.org:8080/x?q=" + strconv.Itoa(r.IntN(100)),
			"http://alice@db.example.com:" + strconv.Itoa(1+r.IntN(65535)),
		}[r.IntN(4)]
		who := []string{"bob@example.org", "bob", "alice@h.example.org", "#123", "x@db/x", "@bob"}[r.IntN(6)]
		rest := ""
		for n := r.IntN(12); n > 0; n-- {
			rest += string(tail[r.IntN(len(tail))])
		}
		in := pre + "see " + url + ".\n" + pre + tags[r.IntN(len(tags))] + "(" + who + ")" + rest + "\n"
		name := names[r.IntN(len(names))]
		if got := scanAll(in, name); len(got) == 0 || got[0] != url {
			if bad++; bad <= 30 {
				t.Errorf("%q (%q): %q, want %q first", in, name, got, url)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 600 joined", bad)
	}
	for _, tt := range []struct{ in, want string }{
		{"// see http://localhost:8080.\n// TODO(bob@example.org): fix\n", "http://localhost:8080"},
		{"see http://localhost:8080.\nTODO(bob@example.org): fix\n", "http://localhost:8080"},
		// A password's rest that starts so is still read as one by the
		// secret reading (urlsyntax.BrokenPassword): the URL ends here.
		{"// see http://alice:12.\n// TODO(x@h.example.org/x now\n", "http://alice:12"},
		{"// see https://example.org/a.\n// TODO: bob\n", "https://example.org/a"},
	} {
		if got := scanAll(tt.in, "a.go"); len(got) == 0 || got[0] != tt.want {
			t.Errorf("%q: %q, want %q first", tt.in, got, tt.want)
		}
	}
}
