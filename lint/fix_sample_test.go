package lint

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestFixSampleReasons counts, over the files of ../testdata/fixsample
// (scripts/fix-sample.sh: real files where --fix changes something), the
// fixes of the default rules at --fix-level info by what the Fixer's
// editSafe says of them where they stand: applied, or the reason they
// stand back. Counts only (TestFixSample, in the root package, checks that
// the fixes applied break nothing); each part (tuned, kept) apart.
func TestFixSampleReasons(t *testing.T) {
	root := filepath.Join("..", "testdata", "fixsample")
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]map[string]int{}
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == "PROVENANCE.md" {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		part, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		text := string(b)
		// Named as the sample's copy in TestFixSample: no test's data.
		c := newFixChecker(filepath.ToSlash(rel), text)
		c.init()
		if counts[part] == nil {
			counts[part] = map[string]int{}
		}
		for _, f := range lintFindings(t, l, text) {
			if len(f.Fix) == 0 {
				continue
			}
			why := "safe where it stands"
			for _, e := range f.Fix {
				i := sort.SearchInts(c.starts, e.Start+1) - 1
				end := len(text)
				if i+1 < len(c.starts) {
					end = c.starts[i+1]
				}
				var cmt *cmtSpans
				if c.kind == codeFile {
					cmt = &c.cmts[i]
				}
				line := []byte(text[c.starts[i]:end])
				if r := editSafe(line, c.starts[i], &f, e, c.kind, c.classes[i], cmt); r != "" {
					why = r
					break
				}
				if r := markSafe(line, c.starts[i], &f, e, c.kind, cmt, c.near(i, nil)); r != "" {
					why = r
					break
				}
				if r := braceSafe(c.syn, e); r != "" {
					why = r
					break
				}
			}
			counts[part][why]++
		}
		return nil
	})
	for _, part := range []string{"tuned", "kept"} {
		var keys []string
		for k := range counts[part] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			t.Logf("%s: %4d fixes: %s", part, counts[part][k], k)
		}
	}
}
