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
		"man": {1.0, 1.0},
	}
	for corpus, floor := range floors {
		truths, err := filepath.Glob(filepath.Join("testdata/rendered", corpus, "*.truth"))
		if err != nil || len(truths) == 0 {
			t.Fatalf("%s: no truth files (%v)", corpus, err)
		}
		docs, urls, tp, fp, wrapped, wrappedFound := 0, 0, 0, 0, 0, 0
		for _, tf := range truths {
			truth := readSet(t, tf)
			renders, _ := filepath.Glob(strings.TrimSuffix(tf, ".truth") + ".*.txt")
			for _, r := range renders {
				docs++
				data, err := os.ReadFile(r)
				if err != nil {
					t.Fatal(err)
				}
				sc := NewScanner(strings.NewReader(string(data)), Options{})
				got := map[string]bool{}
				for sc.Scan() {
					u := sc.URL()
					got[u.Text] = true
					if truth[u.Text] && u.Start.Line != u.End.Line {
						wrappedFound++
					}
				}
				for u := range truth {
					urls++
					if got[u] {
						tp++
					} else {
						t.Logf("%s: missed %s", r, u)
					}
					if wrappedIn(string(data), u) {
						wrapped++
					}
				}
				var extra []string
				for u := range got {
					if !truth[u] {
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
		t.Logf("| %s | %d | %d | %.3f | %.3f | %d of %d |", corpus, docs, urls, recall, precision, wrappedFound, wrapped)
		if recall < floor[0] || precision < floor[1] {
			t.Errorf("%s: recall %.3f (floor %.3f), precision %.3f (floor %.3f)", corpus, recall, floor[0], precision, floor[1])
		}
	}
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
