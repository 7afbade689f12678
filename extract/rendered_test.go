package extract

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestRenderedCorpora measures recall and precision on text other programs
// rendered (testdata/rendered, see its PROVENANCE.md): every URL of the
// source markup must be found, whole, and nothing else. The floors are the
// figures in testdata/rendered/FIGURES.md; a change that lowers one fails.
// go test ./extract -run TestRenderedCorpora -v prints the table.
func TestRenderedCorpora(t *testing.T) {
	floors := map[string][2]float64{ // corpus: recall, precision
		"man":    {1.0, 1.0},
		"pandoc": {1.0, 1.0},
		"info":   {1.0, 1.0},
		"pdf":    {1.0, 1.0},
		"pdf-ms": {1.0, 1.0},
		"sphinx": {1.0, 1.0},
		"mail":   {1.0, 1.0},
	}
	for corpus, floor := range floors {
		truths, err := filepath.Glob(filepath.Join("testdata/rendered", corpus, "*.truth"))
		if err != nil || len(truths) == 0 {
			t.Fatalf("%s: no truth files (%v)", corpus, err)
		}
		docs, urls, tp, fp, wrapped, wrappedFound, ambiguous := 0, 0, 0, 0, 0, 0, 0
		joins, joinsRight := 0, 0 // bare URLs rejoined across a line break, and those the truth holds
		for _, tf := range truths {
			truth := readSet(t, tf)
			renders, _ := filepath.Glob(strings.TrimSuffix(tf, ".truth") + ".*.txt")
			for _, r := range renders {
				docs++
				data, err := os.ReadFile(r)
				if err != nil {
					t.Fatal(err)
				}
				// A URL broken after a hyphen is found when either reading
				// is the truth: the extractor reports both (Appendix E).
				sc := NewScanner(strings.NewReader(string(data)), Options{})
				got := map[string]bool{}    // every reading found
				kept := map[string]string{} // the first reading of each
				for sc.Scan() {
					u := sc.URL()
					if u.Rejoined && u.Delimiter == Space {
						joins++
						if truth[u.Text] || len(u.Alternatives) > 0 && truth[u.Alternatives[0]] {
							joinsRight++
						}
					}
					got[u.Text] = true
					kept[u.Text] = u.Text
					for _, a := range u.Alternatives {
						got[a] = true
						kept[a] = u.Text
					}
				}
				for u := range truth {
					urls++
					broken := wrappedIn(string(data), u)
					if broken {
						wrapped++
					}
					switch {
					case !got[u]:
						t.Logf("%s: missed %s", r, u)
						continue
					case kept[u] != u:
						ambiguous++
					}
					tp++
					if broken {
						wrappedFound++
					}
				}
				var extra []string
				for u, k := range kept {
					if u == k && !truth[u] && !truthAmong(truth, kept, u) {
						fp++
						extra = append(extra, u)
					}
				}
				sort.Strings(extra)
				for _, u := range extra {
					t.Logf("%s: not in the markup: %s", r, u)
				}
			}
		}
		recall := float64(tp) / float64(urls)
		precision := 1.0
		if tp+fp > 0 {
			precision = float64(tp) / float64(tp+fp)
		}
		t.Logf("| %s | %d | %d | %.3f | %.3f | %d of %d | %d | %d of %d |", corpus, docs, urls, recall, precision, wrappedFound, wrapped, ambiguous, joinsRight, joins)
		if recall < floor[0] || precision < floor[1] {
			t.Errorf("%s: recall %.3f (floor %.3f), precision %.3f (floor %.3f)", corpus, recall, floor[0], precision, floor[1])
		}
	}
}

// truthAmong reports whether another reading of the URL whose first
// reading is k is in the truth.
func truthAmong(truth map[string]bool, kept map[string]string, k string) bool {
	for u, first := range kept {
		if first == k && truth[u] {
			return true
		}
	}
	return false
}

// wrappedIn reports whether url is not on one line of text (it was broken).
func wrappedIn(text, url string) bool {
	return !strings.Contains(text, url)
}

func readSet(t *testing.T, path string) map[string]bool {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	set := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			set[l] = true
		}
	}
	if len(set) == 0 {
		t.Fatal(fmt.Errorf("%s is empty", path))
	}
	return set
}
