package lint

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestLintLongLineMemory: memory stays flat on one line of many megabytes
// dense with findings. The findings of a URL wait for a suppression
// comment later on their line only within directiveWindow; before, a
// 30 MB line held all its findings until its end (1.2 GB). The input comes
// from a pipe, so it is never in memory itself.
func TestLintLongLineMemory(t *testing.T) {
	size := 12 << 20
	if testing.Short() {
		size = 4 << 20
	}
	pr, pw := io.Pipe()
	go func() {
		buf := make([]byte, 0, 64<<10)
		for n, i := 0, 0; n < size; i++ {
			buf = fmt.Appendf(buf, "http://h.example:8080/a|b{c}^%%zz/%d ", i)
			if len(buf) > 60<<10 {
				pw.Write(buf)
				n += len(buf)
				buf = buf[:0]
			}
		}
		pw.Write(append(buf, "urlsift:ignore\n"...))
		pw.Close()
	}()
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ms runtime.MemStats
	peak, n := uint64(0), 0
	err = l.Lint(pr, extract.Options{}, func(f Finding) error {
		if n++; n%20000 == 0 {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < size/40 {
		t.Fatalf("%d findings on %d bytes: the findings before the window were silenced", n, size)
	}
	if peak > 24<<20 {
		t.Errorf("peak heap in use %d MiB linting a %d MiB line, want under 24 MiB", peak>>20, size>>20)
	}
	t.Logf("%d findings, peak heap in use %.1f MiB", n, float64(peak)/(1<<20))
}

// TestFixerHolds: the Fixer holds a few lines of a file and the findings
// on them, whatever the size of the file and wherever its fixes stand: no
// fix, one at the start, one at the end, one every 50 lines, one on every
// line, fixes near passwords (withheld), lines longer than maxFixLine
// among them. Each layout is fixed in place, as a diff and as standard
// input at two sizes, one four times the other; the most the Fixer held at
// once, in bytes of lines (those read and not written, and the last
// fixContext written) and in findings, must not grow with the size (it is
// counted, not timed). Before bedc009, the lines after the last finding
// were read whole before any was written (one fix at the start of a 96 MB
// file: 366 MB and 397 s under the 32 MiB memory limit), and so were those
// before a finding far from the one before it (one fix at the end).
func TestFixerHolds(t *testing.T) {
	t.Parallel()
	small := 256 << 10
	if testing.Short() {
		small = 64 << 10
	}
	prose := func(i int) string { return fmt.Sprintf("prose line %d with http://b.example/p%d words\n", i, i%1000) }
	fix := func(i int) string { return fmt.Sprintf("see http://a.example/a|b%d here\n", i) }
	password := func(i int) string { return fmt.Sprintf("ftp://user:Pw%dsecret@files.example/\n", i) }
	long := "http://l.example/" + strings.Repeat("x|", 40<<10) + "\n"
	// Each layout says what line i of n is: one with a fix, prose, or a
	// password or a long line, whose neighbours' fixes are withheld.
	const (
		withFix = iota
		withProse
		withPassword
		withLong
	)
	text := func(kind, i int) string {
		switch kind {
		case withFix:
			return fix(i)
		case withProse:
			return prose(i)
		case withPassword:
			return password(i)
		}
		return long
	}
	layouts := []struct {
		name  string
		scale int // the sizes are small/scale and 4*small/scale
		line  func(i, n int) int
	}{
		{"none", 1, func(i, n int) int { return withProse }},
		{"start", 1, func(i, n int) int {
			if i == 0 {
				return withFix
			}
			return withProse
		}},
		{"end", 1, func(i, n int) int {
			if i == n-1 {
				return withFix
			}
			return withProse
		}},
		{"every 50th line", 1, func(i, n int) int {
			if i%50 == 0 {
				return withFix
			}
			return withProse
		}},
		{"every line", 4, func(i, n int) int { return withFix }},
		{"passwords", 4, func(i, n int) int {
			if i%40 == 20 {
				return withPassword
			}
			return withFix
		}},
		{"long lines", 1, func(i, n int) int {
			if i%200 == 100 {
				return withLong
			}
			return withFix
		}},
	}
	// fixes is the number of fixes applied on the n lines of a layout:
	// its lines with a fix, but for those within fixContext lines of a
	// password or a long line.
	fixes := func(line func(i, n int) int, n int) int {
		count := 0
		for i := range n {
			if line(i, n) != withFix {
				continue
			}
			withheld := false
			for j := max(0, i-fixContext); j <= min(n-1, i+fixContext); j++ {
				if k := line(j, n); k == withPassword || k == withLong {
					withheld = true
				}
			}
			if !withheld {
				count++
			}
		}
		return count
	}
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, lay := range layouts {
		var peaks [2][2]int // [size][bytes, findings] over the modes
		for k, size := range []int{small / lay.scale, 4 * small / lay.scale} {
			var b strings.Builder
			n := 0
			for b.Len() < size {
				b.WriteString(text(lay.line(n, 0), n))
				n++
			}
			// The layout again, now that n is known (the line at the end).
			b.Reset()
			for i := range n {
				b.WriteString(text(lay.line(i, n), i))
			}
			src := b.String()
			var findings []Finding
			if err := l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error {
				findings = append(findings, f)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			var fixed string
			for _, mode := range []string{"in place", "diff", "stdin"} {
				dir := t.TempDir()
				path := filepath.Join(dir, "f.txt")
				if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
				var out bytes.Buffer
				o := FixOptions{}
				switch mode {
				case "diff":
					o.Diff, o.DiffName = &out, "f.txt"
				case "stdin":
					f, err := os.Open(path)
					if err != nil {
						t.Fatal(err)
					}
					defer f.Close()
					o.Source, o.Out = f, &out
				}
				emitted := 0
				fx := NewFixer(path, o, func(Finding) error { emitted++; return nil })
				for _, f := range findings {
					if err := fx.Add(f, f.Severity >= Warning); err != nil {
						t.Fatal(err)
					}
				}
				applied, err := fx.Close(sha256.Sum256([]byte(src)))
				if err != nil {
					t.Fatalf("%s, %s, %d bytes: %v", lay.name, mode, len(src), err)
				}
				if want := fixes(lay.line, n); applied != want {
					t.Errorf("%s, %s, %d lines: %d fixes applied, want %d", lay.name, mode, n, applied, want)
				}
				if emitted+applied != len(findings) {
					t.Errorf("%s, %s: %d findings emitted and %d fixed of %d", lay.name, mode, emitted, applied, len(findings))
				}
				switch mode {
				case "in place":
					got, err := os.ReadFile(path)
					if err != nil {
						t.Fatal(err)
					}
					fixed = string(got)
				case "diff":
					if got := applyUnifiedDiff(t, src, out.String()); got != fixed {
						t.Errorf("%s: the diff is not what --fix writes", lay.name)
					}
				case "stdin":
					if out.String() != fixed {
						t.Errorf("%s: the fixed standard input is not what --fix writes", lay.name)
					}
				}
				peaks[k][0] = max(peaks[k][0], fx.peakHeld)
				peaks[k][1] = max(peaks[k][1], fx.peakQueue)
			}
		}
		t.Logf("%s: held at most %d and %d bytes of lines, %d and %d findings", lay.name, peaks[0][0], peaks[1][0], peaks[0][1], peaks[1][1])
		// Not a byte more at four times the size, beyond a line or a
		// finding more where a line break falls elsewhere.
		if peaks[1][0] > peaks[0][0]+1<<10 || peaks[1][1] > peaks[0][1]+2 {
			t.Errorf("%s: the Fixer held at most %d bytes of lines and %d findings at %d bytes, %d and %d at four times the size",
				lay.name, peaks[0][0], peaks[0][1], small/lay.scale, peaks[1][0], peaks[1][1])
		}
		if limit := 16 * maxFixLine; peaks[1][0] > limit {
			t.Errorf("%s: the Fixer held %d bytes of lines, want at most %d", lay.name, peaks[1][0], limit)
		}
	}
}

// TestFixerAllocs: what the Fixer allocates (reading, deciding, writing and
// checking the fixed copy, lint's own work apart) is a small number of
// bytes per byte of the file, the same at 512 KiB as at 4 MiB, with one fix
// at the start or one every 100 lines. Before bedc009 it allocated an
// extract.Scanner and its buffers per line for the secret check (330 bytes
// per byte of the file), and held every line it read after the last fix;
// before b66c49f, a line and its buffer per line (6 bytes per byte).
// Not parallel: runtime.MemStats counts every goroutine's allocations.
func TestFixerAllocs(t *testing.T) {
	sizes := []int{512 << 10, 4 << 20}
	if testing.Short() {
		sizes = []int{256 << 10, 2 << 20}
	}
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, every := range []int{0, 100} {
		var perByte [2]float64
		for k, size := range sizes {
			var b strings.Builder
			for i := 0; b.Len() < size; i++ {
				if i == 0 || every > 0 && i%every == 0 {
					fmt.Fprintf(&b, "see http://a.example/a|b%d here\n", i)
				} else {
					fmt.Fprintf(&b, "prose line %d with http://b.example/p%d words\n", i, i)
				}
			}
			src := b.String()
			var findings []Finding
			if err := l.Lint(strings.NewReader(src), extract.Options{}, func(f Finding) error {
				findings = append(findings, f)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "f.txt")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256([]byte(src))
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			fx := NewFixer(path, FixOptions{}, func(Finding) error { return nil })
			for _, f := range findings {
				if err := fx.Add(f, f.Severity >= Warning); err != nil {
					t.Fatal(err)
				}
			}
			applied, err := fx.Close(sum)
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(err)
			}
			if want := 1 + (len(findings)-1)*min(every, 1); applied != want || len(findings) < want {
				t.Fatalf("every %d, %d bytes: %d fixes applied of %d findings, want %d", every, len(src), applied, len(findings), want)
			}
			perByte[k] = float64(after.TotalAlloc-before.TotalAlloc) / float64(len(src))
		}
		t.Logf("fix every %d lines: %.2f and %.2f bytes allocated per byte at %d and %d bytes", every, perByte[0], perByte[1], sizes[0], sizes[1])
		if perByte[1] > 4 || perByte[1] > perByte[0]+0.5 {
			t.Errorf("fix every %d lines: the Fixer allocated %.2f bytes per byte of %d, %.2f of %d; want at most 4, and no more on the larger",
				every, perByte[0], sizes[0], perByte[1], sizes[1])
		}
	}
}

// TestLintDirectivesHeld: a text of many directives that match nothing and
// no URL holds only those of the last stretch the scanner may still find
// a URL in: each is told as unused once no URL can start on its line, not
// at the next URL or at the end (which held every directive: 175 MB for a
// million lines, urlsift lint -j 1). Counted, not timed: when the
// directive of line k is told, the text read is at most a few windows
// past that line.
func TestLintDirectivesHeld(t *testing.T) {
	const line = "# urlsift:ignore default-port\n"
	lines := 400000
	if testing.Short() {
		lines = 100000
	}
	r := &linesReader{line: line, n: lines}
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	n, most := 0, 0
	err = l.Lint(r, extract.Options{}, func(f Finding) error {
		n++
		if f.Start.Line != n || f.Rule != unusedSuppression.Name {
			t.Fatalf("finding %d: %s at line %d", n, f.Rule, f.Start.Line)
		}
		most = max(most, r.read-n*len(line))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != lines {
		t.Fatalf("%d findings, want %d", n, lines)
	}
	if most > 2<<20 {
		t.Errorf("a directive was told %d KiB of text after its line, want under 2 MiB", most>>10)
	}
	t.Logf("told at most %d KiB after its line", most>>10)
}

// linesReader reads line n times.
type linesReader struct {
	line    string
	n, read int
}

func (r *linesReader) Read(p []byte) (int, error) {
	total := r.n * len(r.line)
	if r.read >= total {
		return 0, io.EOF
	}
	k := 0
	for k < len(p) && r.read < total {
		c := copy(p[k:], r.line[r.read%len(r.line):])
		k += c
		r.read += c
	}
	return k, nil
}
