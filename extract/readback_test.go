package extract

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestReadBackOwnOutput is the promise that urlsift's own output, read
// as text, gives back the URLs it lists, one for one: a file of
// `extract --format url` (a URL a line) or `--format line` output
// (PATH:LINE:COLUMN: URL), piped to a second urlsift or kept and scanned
// later, is text of lines of about one width that a rejoin rule could
// take for wrapped prose. justified-cut once joined 14,521 of 218,562 URLs
// of `--format line /usr/share/doc` with the next line's label (74df1d6).
// The URLs are those urlsift finds in the rendered corpora (every renderer,
// both parts: no rule is tuned on this), in their order, with paths
// drawn from a pool of file names of every shape a walk prints.
func TestReadBackOwnOutput(t *testing.T) {
	matches, err := filepath.Glob("testdata/rendered/renderer/*.jsonl.gz")
	if err != nil || len(matches) == 0 {
		t.Fatalf("no rendered corpora: %v", err)
	}
	var urls []string
	for _, m := range matches {
		for _, d := range readRendered(t, m) {
			for u := range Strings(d.Text, Options{}) {
				if !strings.ContainsAny(u, " \t") {
					urls = append(urls, u)
				}
			}
		}
	}
	paths := []string{"a.txt", "README", "src/net/http/doc.go", "Mail/new/1795305700.M2P1.host:2,S", "docs/intro.md", "/usr/share/doc/x/README.gz", "C:/Users/a/notes.txt", "dir with space/f.txt", "x-", "https:/h.example/saved.html", "über/ß.txt", "-"}
	rng := rand.New(rand.NewPCG(32, 1))
	for _, format := range []string{"url", "line"} {
		var b strings.Builder
		for i, u := range urls {
			switch format {
			case "url":
				b.WriteString(u + "\n")
			case "line":
				fmt.Fprintf(&b, "%s:%d:%d: %s\n", paths[rng.IntN(len(paths))], 1+rng.IntN(20000), 1+rng.IntN(200), u)
			}
			_ = i
		}
		got := slices.Collect(Strings(b.String(), Options{}))
		if slices.Equal(got, urls) {
			continue
		}
		// The first URLs that differ, for the log.
		bad := 0
		for i, j := 0, 0; i < len(urls) && bad < 10; i, j = i+1, j+1 {
			if j >= len(got) || got[j] != urls[i] {
				g := ""
				if j < len(got) {
					g = got[j]
				}
				t.Errorf("%s format: URL %d %q read back as %q", format, i, urls[i], g)
				bad++
				j = slices.Index(got, urls[i]) // resynchronise where it is found again
				if j < 0 {
					j = i
				}
			}
		}
		t.Errorf("%s format: %d URLs read back as %d", format, len(urls), len(got))
	}
}
