package main

// What the generator tests (TestFixStringsSpanningLines,
// TestFixJoinsKeepLines, TestFixKeepsMeaning, TestFixPlanted) share: their
// flags (files a language, the seed, the languages), their start, the
// draw of a language's real files from this machine, and the writing of
// the files they make.

import (
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var genKeep = flag.String("genkeep", "", "the generator tests (TestFixStringsSpanningLines, TestFixJoinsKeepLines, TestFixKeepsMeaning, TestFixPlanted): copy the files they wrote, before --fix, to DIR/<the test's name>")

// genFlags are a generator test's flags: -<prefix>files, -<prefix>seed
// and, where it draws by language, -<prefix>lang.
type genFlags struct {
	files      *int
	seed       *uint64
	only       *string // nil: no -<prefix>lang
	defFiles   int     // files a language when -<prefix>files is 0
	shortFiles int     // the same with -short
	defSeed    uint64  // the seed when -<prefix>seed is 0
}

// newGenFlags defines the flags of the test named test: files drawn per
// "per" (a language, a style), defFiles by default (shortFiles with
// -short), the seed defSeed by default, and with langs a flag that keeps
// only some languages.
func newGenFlags(test, prefix, per string, defFiles, shortFiles int, defSeed uint64, langs bool) *genFlags {
	g := &genFlags{defFiles: defFiles, shortFiles: shortFiles, defSeed: defSeed}
	g.files = flag.Int(prefix+"files", 0, fmt.Sprintf("%s: files drawn per %s (0: the default, %d; %d with -short)", test, per, defFiles, shortFiles))
	g.seed = flag.Uint64(prefix+"seed", 0, fmt.Sprintf("%s: the seed of the draw (0: the fixed default)", test))
	if langs {
		g.only = flag.String(prefix+"lang", "", fmt.Sprintf("%s: only these languages, comma-separated (\"\": all)", test))
	}
	return g
}

// start skips the test where urlsift is not on PATH, runs it in
// parallel with the others, and returns the files to draw a language,
// the seed, and the languages asked for (none: all).
func (g *genFlags) start(t *testing.T) (files int, seed uint64, only map[string]bool) {
	t.Helper()
	if _, err := exec.LookPath("urlsift"); err != nil {
		t.Skip("urlsift is not on PATH (TestMain puts it there)")
	}
	t.Parallel()
	files = *g.files
	if files == 0 {
		files = g.defFiles
		if testing.Short() {
			files = g.shortFiles
		}
	}
	seed = *g.seed
	if seed == 0 {
		seed = g.defSeed
	}
	only = map[string]bool{}
	if g.only != nil {
		for _, l := range strings.Split(*g.only, ",") {
			if l != "" {
				only[l] = true
			}
		}
	}
	return files, seed, only
}

// keepGenerated copies dir, the files a test wrote, to -genkeep's
// directory, when it is set.
func keepGenerated(t *testing.T, dir string) {
	t.Helper()
	if *genKeep == "" {
		return
	}
	if err := os.CopyFS(filepath.Join(*genKeep, t.Name()), os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
}

// writeGen writes text as the file p (a relative path) in each of dirs.
func writeGen(t *testing.T, p string, text []byte, dirs ...string) {
	t.Helper()
	for _, d := range dirs {
		if err := os.MkdirAll(filepath.Join(d, filepath.Dir(p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, p), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// langRand is the draw of one language, its own whatever others are
// drawn: seeded by the test's seed and the language's name.
func langRand(seed uint64, name string) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(len(name))<<8|uint64(name[0])))
}

// drawFiles returns the regular files under roots (globs; "$GOROOT..."
// and "$GOMODCACHE" as go env says) whose names end in one of exts and
// that keep accepts (its size), in an order r draws. A directory named
// testdata is passed over, and those skip names (a directory's path, its
// root).
func drawFiles(r *rand.Rand, roots, exts []string, keep func(p string, size int64) bool, skip func(p, root string) bool) []string {
	goenv := func(v string) string {
		out, err := exec.Command("go", "env", v).Output()
		if err != nil {
			return ""
		}
		return strings.TrimSpace(string(out))
	}
	var cands []string
	for _, g := range roots {
		switch {
		case strings.HasPrefix(g, "$GOROOT"):
			g = goenv("GOROOT") + strings.TrimPrefix(g, "$GOROOT")
		case g == "$GOMODCACHE":
			g = goenv("GOMODCACHE")
		}
		found, _ := filepath.Glob(g)
		for _, root := range found {
			filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
				if err != nil {
					return nil
				}
				if d.IsDir() {
					if d.Name() == "testdata" || skip != nil && skip(p, root) {
						return filepath.SkipDir
					}
					return nil
				}
				ok := false
				for _, e := range exts {
					ok = ok || strings.HasSuffix(p, e)
				}
				if info, err := d.Info(); ok && err == nil && d.Type().IsRegular() && keep(p, info.Size()) {
					cands = append(cands, p)
				}
				return nil
			})
		}
	}
	sort.Strings(cands)
	r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	return cands
}

// drawnCopy writes src, the got-th file drawn of the language name (from
// the file p), in dir: a flat name, in a directory of no test's name, so
// that the file's own name (its extension, a test's name) stays.
func drawnCopy(t *testing.T, dir, name string, got int, p string, src []byte) string {
	t.Helper()
	cp := filepath.Join(name, fmt.Sprintf("%02d", got), filepath.Base(p))
	writeGen(t, cp, src, dir)
	return filepath.Join(dir, cp)
}
