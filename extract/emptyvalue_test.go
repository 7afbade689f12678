package extract

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestValueOnNextLine: lynx cuts a URL at its width right after a query
// field's "=" and prints the value, a number, alone on the next line
// ("https://issues.apache.org/bugzilla/show_bug.cgi?id=" and "38732",
// ant-doc's XNewRmic.html at 60 columns, renderer/tuned3): the number is
// the value (rule query-field). Before (6118ea1) short-line ended the URL
// at the "=". Not a number before more words, nor a word with letters,
// nor a number of four digits or fewer (a page's, a count: review47 F11).
func TestValueOnNextLine(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"lynx's cut", "    * See\n   https://issues.apache.org/bugzilla/show_bug.cgi?id=\n   38732\n     *\n", []string{"https://issues.apache.org/bugzilla/show_bug.cgi?id=38732"}},
		{"before a stop", "see https://bugs.example.org/show_bug.cgi?product=x&id=\n12345.\n", []string{"https://bugs.example.org/show_bug.cgi?product=x&id=12345"}},
		{"a number before more words", "see https://bugs.example.org/show_bug.cgi?id=\n42 of the results are here\n", []string{"https://bugs.example.org/show_bug.cgi?id="}},
		{"letters", "see https://bugs.example.org/show_bug.cgi?id=\nabc\n", []string{"https://bugs.example.org/show_bug.cgi?id="}},
		{"no query", "see https://example.org/a=\n42\n", []string{"https://example.org/a="}},
		{"a page's number", "To search, append the term to https://example.com/search?q=\n2\n\nThe next page starts here.\n", []string{"https://example.com/search?q="}},
		{"four digits", "see https://bugs.example.org/show_bug.cgi?id=\n1234\n", []string{"https://bugs.example.org/show_bug.cgi?id="}},
	}
	for _, tt := range tests {
		got := scanAll(tt.in, "")
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestValueOnNextLineProperty: a URL with a query whose last field's
// value is a number of 5 to 13 digits (generator seed 4735: hosts, paths
// and field names of letters, digits, "_", "-", "."; 0-3 fields before
// it), cut right after that field's "=", the number alone on the next
// line, perhaps before a stop; the URL's line alone or after words, with
// indentation, a quotation's "> " or a list's "* " (repeated, or the
// next line indented to the item's text): the URL is found whole.
// (Other next lines, words after the number or letters glued to it, are
// other rules' to decide: cut-in-word and at-margin join some.)
func TestValueOnNextLineProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4735, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const name = letters + "0123456789_-."
	bad, n := 0, 0
	for range 3000 {
		u := "https://" + drawWord(r, letters, 2+r.IntN(10)) + "." + []string{"org", "com", "net", "io"}[r.IntN(4)]
		for range 1 + r.IntN(3) {
			u += "/" + drawWord(r, letters+"0123456789_-", 1+r.IntN(10))
		}
		u += []string{"", ".cgi", ".php", ".html"}[r.IntN(4)] + "?"
		for range r.IntN(4) {
			u += drawWord(r, letters, 1) + drawWord(r, name, r.IntN(8)) + "=" + drawWord(r, name, r.IntN(8)) + "&"
		}
		u += drawWord(r, letters, 1) + drawWord(r, name, r.IntN(8)) + "="
		for strings.HasSuffix(u, ".=") || strings.HasSuffix(u, "-=") {
			u = u[:len(u)-2] + "x="
		}
		num := strconv.Itoa(1 + r.IntN(9))
		for range 4 + r.IntN(9) {
			num += strconv.Itoa(r.IntN(10))
		}
		prefix, next := []string{"", "   ", "> ", "* "}[r.IntN(4)], ""
		switch prefix {
		case "> ":
			next = "> "
		case "* ":
			next = "  "
		default:
			next = prefix
		}
		before := ""
		for range r.IntN(4) {
			before += drawWord(r, letters, 1+r.IntN(7)) + " "
		}
		stop := []string{"", "", ".", ","}[r.IntN(4)]
		rest, want := num+stop, u+num
		in := prefix + before + u + "\n" + next + rest + "\n"
		n++
		got := scanAll(in, "")
		if len(got) != 1 || got[0] != want {
			if bad++; bad <= 20 {
				t.Errorf("%q: got %q, want [%q]", in, got, want)
			}
		}
	}
	t.Logf("%d texts, %d wrong", n, bad)
}
