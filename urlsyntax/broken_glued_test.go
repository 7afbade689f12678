package urlsyntax

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestGluedAddressIsNoPassword: the other side of the root package's
// TestGluedWordPasswords. A port URL, a sentence's punctuation (or
// none), a line break and a next line whose first word is a mail address
// of prose (letters of any script and digits with ".", "-", "_", "+"
// between them, maybe in brackets, quotes, emphasis or a comment's tag)
// and a host name with no path ("see http://localhost:8080.⏎bob@example.org wrote:",
// "8080;⏎TODO(ops@corp.example.com)") is read as no password's rest
// (BrokenPassword), bare or in a wrapper the text did not close, under
// every line prefix. (Whether extract joins such lines into one URL is
// its rejoin's question, not this reading's: TestPortBeforeProseLine
// runs the CLI.) Hosts, ports, words and the rest are drawn from r.
// Left out, listed: a local part that starts with a non-ASCII letter
// ("田中@h.example.org", "ä@example.org") reads as a password's rest after
// any punctuation, at 01a45aa too (260 of 3000 cases with "田中" and "ä"
// among the words, the same before and after stop 45): digitsRest's
// restPunct takes every non-ASCII byte for punctuation, as the rest of a
// password holds it ("ftp://admin:/中r -⏎中@ss/", leak-probe seed 613).
func TestGluedAddressIsNoPassword(t *testing.T) {
	r := rand.New(rand.NewPCG(4512, 7))
	hosts := []string{"localhost", "h.example.org", "127.0.0.1", "[::1]", "db", "dev.example.com", "u@db.example.com"}
	ends := []string{"", ".", ",", ";", ":", "?", "!", "”", "»", ")", "\".", "”.", ").", "…", "’", "]", "'", "”,", "),"}
	locals := []string{"bob", "alice.smith", "ops-team", "first_last", "ops+urlsift", "x", "Zoë", "a1", "j.doe-2", "Admin", "über"}
	opens := [][2]string{{"", ""}, {"(", ")"}, {"<", ">"}, {"\"", "\""}, {"'", "'"}, {"*", "*"}, {"**", "**"}, {"_", "_"}, {"«", "»"}, {"“", "”"}, {"‘", "’"}, {"[", "]"}, {"TODO(", ")"}, {"cc:<", ">"}}
	domains := []string{"example.org", "corp.example.com", "h.example.org", "mail.example.net", "localhost", "10.0.0.1", "bücher.example"}
	tails := []string{" wrote:", " said", ".", "", " for help.", ", thanks", ":"}
	prefixes := []string{"", "", "# ", "// ", "> ", ">> ", "%% ", "-- ", " * ", "; ", "' ", "\t", "    ", "| "}
	breaks := []string{"\n", "\r\n", "\n  ", "\u2028"}
	bad := 0
	for i := 0; i < 3000; i++ {
		u := []string{"http", "https", "redis", "postgres"}[r.IntN(4)] + "://" + hosts[r.IntN(len(hosts))] + ":" + strconv.Itoa(1+r.IntN(65535))
		pre := prefixes[r.IntN(len(prefixes))]
		o := opens[r.IntN(len(opens))]
		line := pre + []string{"see ", "Open ", "The server runs at ", "x = "}[r.IntN(4)]
		wrapped := r.IntN(4) == 0
		if wrapped {
			line += []string{"<", "(", "“", "\"", "<URL:"}[r.IntN(5)]
		}
		after := ends[r.IntN(len(ends))] + breaks[r.IntN(len(breaks))] + pre + o[0] + locals[r.IntN(len(locals))] + "@" + domains[r.IntN(len(domains))] + o[1] + tails[r.IntN(len(tails))] + "\n"
		if lo, ok := BrokenPassword(u, []byte(line), []byte(after), wrapped, false); ok {
			if bad++; bad <= 30 {
				t.Errorf("BrokenPassword(%q, line %q, %q, wrapped %v) reads a password at %d", u, line, after, wrapped, lo)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 3000 addresses read as a password's rest", bad)
	}
}

// TestGluedAddressRows: review42 F5's bare leaks as BrokenPassword reads
// them (the CLI's are the root package's TestGluedWordPasswords and
// TestLineStartSite).
func TestGluedAddressRows(t *testing.T) {
	for _, c := range []struct {
		url, after string
		wrapped    bool
		want       bool
	}{
		{"http://u:331", "”$+%`\nY@h.example.org» now", true, true},
		{"http://u:4", "’+\nb@h.example.org now", false, true},
		{"http://alice:556", "»\"\n9+@h.example.org> now", true, true},
		{"http://u:54", "«\n…X_@h.example.org” now", true, true},
		{"http://u:104", "”\nX%$@h.example.org) now", true, true},
		{"http://alice:4", ")\n<”X@h.example.org» now", true, true},
		{"http://localhost:8080", "«\nbob@example.org wrote", false, false},
		{"http://localhost:8080", "»\nalice@example.org wrote", false, false},
		{"http://localhost:8080", ".\nTODO(bob@example.org): fix", false, false},
		{"http://localhost:8080", ";\n(alice@example.org) wrote", false, false},
	} {
		_, got := BrokenPassword(c.url, []byte("see "), []byte(c.after), c.wrapped, false)
		if got != c.want {
			t.Errorf("BrokenPassword(%q, %q) = %v, want %v", c.url, c.after, got, c.want)
		}
	}
}
