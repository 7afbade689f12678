package lsp

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/lint"
)

// TestKeptFindingMemory: a finding the server keeps costs memory in
// proportion to what it holds, not the blocks the linter wrote it in. Each
// of 300 documents with one finding is linted by a pass of its own (two
// collections between them empty the linter's pool, as a server's idle
// time between edits does), and its findings are kept as the server keeps
// them (document.findings and fixes). The heap they hold must stay under
// 1 KiB a finding: a finding itself (lsp's finding, 384 bytes, a size
// class of its own, since its start and end are those of its
// lint.Finding), its strings and fix, the document's text and its
// TextFixes (176, and its fixChecker 112) measured 944 to 963 bytes at
// stop 58 (992 to 1,031 at 5530dad, whose fixChecker's column locks made
// it 136 bytes, a size class of 144, until its docex []bool went into its
// classes; and a TextFixes of 184, a size class of 192, until its
// allChecked went), by the GC's timing. With the linter's
// strings and edits kept as they come (no kept), each holds its 8 KiB
// message block and its block of 64 edits: about 12 KiB.
func TestKeptFindingMemory(t *testing.T) {
	per := keptFindingBytes(t, 300)
	t.Logf("%.0f bytes of heap a kept finding", per)
	if per > 1024 {
		t.Errorf("a kept finding holds %.0f bytes of heap; want at most 1024", per)
	}
}

// BenchmarkKeptFindingMemory reports the heap a kept finding holds
// (bytes/finding).
func BenchmarkKeptFindingMemory(b *testing.B) {
	for range b.N {
		b.ReportMetric(keptFindingBytes(b, 200), "bytes/finding")
	}
}

// keptFindingBytes lints n documents of one finding each, one pass each,
// keeps what the server keeps of them, and returns the heap that holds
// per finding.
func keptFindingBytes(t testing.TB, n int) float64 {
	l, err := lint.New(lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	type keptDoc struct {
		fs    []finding
		fixes *lint.TextFixes
	}
	docs := make([]keptDoc, n)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&before)
	count := 0
	for i := range docs {
		src := fmt.Sprintf("see http://host%d.example:80/x\n", i)
		fs, fixes, _, err := lintText(l, extract.Options{}, "/home/u/notes.txt", src)
		if err != nil {
			t.Fatal(err)
		}
		docs[i] = keptDoc{fs, fixes}
		count += len(fs)
		runtime.GC()
		runtime.GC()
	}
	runtime.ReadMemStats(&after)
	if count != n {
		t.Fatalf("%d findings in %d documents; want one each", count, n)
	}
	runtime.KeepAlive(docs)
	return float64(after.HeapAlloc-before.HeapAlloc) / float64(count)
}

// BenchmarkLintTextFixes lints a document of 64 KiB whose every line holds
// a URL with fixes (the server's work for a document with the most
// findings it keeps). The checks that a fix keeps the text's meaning are
// not part of it: the server makes them when a client asks for a fix
// (quickFix, lint.TextFixes.All).
func BenchmarkLintTextFixes(b *testing.B) {
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		b.Fatal(err)
	}
	var src []byte
	for i := 0; len(src) < 64<<10; i++ {
		src = fmt.Appendf(src, "line %d see <HTTP://Host%d.example.org:80/a|b/%%7euser> and more text\n", i, i)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for range b.N {
		fs, _, _, err := lintText(l, extract.Options{}, "/home/u/notes.txt", string(src))
		if err != nil || len(fs) == 0 || fs[0].edits == nil {
			b.Fatalf("%d findings: %v", len(fs), err)
		}
	}
}
