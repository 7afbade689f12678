package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDigitCutProseNoPassword is the prose side of digitsPathRest (the
// root package's TestDigitPasswordsCutInWrapper is its leak side): a URL
// of a name and a port that ends its line, maybe with a "/", "?" or "#"
// after the digits (the URL's last byte, a sentence's end) and more
// punctuation, then a next line of prose that holds an "@": a mail
// address (bare, in brackets, quotes or emphasis, after a header's tag
// or a comment's), a mention, npm scopes, a path that holds one, a URL
// of its own, a list's next item; under every line prefix, a marker
// glued to the text too, bare or wrapped. None starts with the byte
// after the digits glued to a word (a password's rest, CONTRACT), and
// digitsPathRest may read none as a password. Before it held, the draw
// found "@Admin said so" (a mention), "#TODO(über@corp.example.com)"
// under a glued "#" (a comment's, no fragment's), "mail
// über@corp.example.com/x" (cut so by extract's column reading) and
// "cc:<bob@localhost>": each is a rule of digitsPathRest now.
func TestDigitCutProseNoPassword(t *testing.T) {
	r := rand.New(rand.NewPCG(5184, 54))
	names := []string{"db", "api", "localhost", "h.example.org", "10.0.0.7", "registry", "deploy", "alice", "bob.smith", "u@db.example.com", "[::1]", "", "%41", "Ü~x"}
	ends := []string{"", "", "/", "?", "#", "/.", "?)", "/,", "#.", "?”", "/'", "#:"}
	prefixes := []string{"", "", "# ", "// ", "> ", "> > ", " * ", "-- ", "; ", "%% ", "\t", "- ", "> > - ", "#", "%", "//"}
	locals := []string{"bob", "alice.smith", "ops-team", "first_last", "ops+urlsift", "x", "Zoë", "a1", "Admin", "über", "j.doe-2"}
	domains := []string{"example.org", "corp.example.com", "h.example.org", "localhost", "10.0.0.1", "db", "intranet", "_gateway", "bücher.example"}
	addr := func() string { return locals[r.IntN(len(locals))] + "@" + domains[r.IntN(len(domains))] }
	nexts := []func() string{
		func() string { return addr() + " wrote:" },
		func() string { return addr() + "/x is the site" },
		func() string { return "(" + addr() + ") for help." },
		func() string { return "TODO(" + addr() + "): fix" },
		func() string { return "«" + addr() + "», thanks" },
		func() string { return "'" + addr() + "' said" },
		func() string { return "cc:<" + addr() + ">" },
		func() string { return "_" + addr() + "_ for help." },
		func() string { return "mail " + addr() + "/x now" },
		func() string { return "then install @angular/core and @types/node" },
		func() string { return "@" + locals[r.IntN(len(locals))] + " said so" },
		func() string { return "(@types/node)" },
		func() string { return "/usr/lib/node_modules/@types/node is the path" },
		func() string { return "see https://" + addr() + "/x" },
		func() string { return "https://" + addr() + "/x" },
		func() string { return "and " + addr() },
	}
	bad := 0
	for range 4000 {
		name := names[r.IntN(len(names))]
		url := []string{"http", "https", "redis", "postgres"}[r.IntN(4)] + "://" + name + ":" + []string{"80", "8080", "4873", "5432", "47965"}[r.IntN(5)]
		end := ends[r.IntN(len(ends))]
		if strings.HasPrefix(end, "/") {
			url += "/" // the URL keeps its "/"
			end = end[1:]
		}
		pre := prefixes[r.IntN(len(prefixes))]
		line := pre + []string{"see ", "The server runs at ", "x = ", "Open "}[r.IntN(4)]
		wrapped := r.IntN(4) == 0
		if wrapped {
			line += []string{"<", "(", "“", "\"", "<URL:"}[r.IntN(5)]
		}
		after := end + []string{"", " ", "\t"}[r.IntN(3)] + []string{"\n", "\r\n", "\u2028"}[r.IntN(3)] + pre + []string{"", " ", "  "}[r.IntN(3)] + nexts[r.IntN(len(nexts))]() + "\n"
		p := strings.LastIndexByte(url, ':') + 1
		if digitsPathRest(url, p, []byte(line), []byte(after), wrapped) {
			if bad++; bad <= 20 {
				t.Errorf("digitsPathRest(%q, line %q, %q, wrapped %v) reads a password", url, line, after, wrapped)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 4000 texts of prose read as a password's rest", bad)
	}
}
