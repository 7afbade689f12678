package lint

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestLeanRecordsLongLines: a hidden finding is only a record (rec,
// full < 0), and the stream's queue of records moves to the front as a
// long line of findings goes by (flush: more than 256 sent, half the
// queue); what is told is what the findings made whole tell (Linter.whole),
// directives used by hidden findings alone included. The lines hold
// hundreds of URLs with hidden findings (info: a documentation host's
// port, a placeholder password), shown ones, and directives among them
// and after them, for the line and the next.
func TestLeanRecordsLongLines(t *testing.T) {
	urls := []string{
		"http://localhost:8080/", "http://user:pw@a.example:8080/x{y}", "https://b.example:443/%zz",
		"ftp://c.example/a|b", "http://d.example:81/p^q", "http://h.example/", "http://10.0.0.1:99/é",
		"<http://e.example/ %41>", "http://x.test:8443/a|b|c|d|e|f|g|h|i|j|k|l|m",
	}
	marks := []string{" urlsift:ignore non-default-port", " urlsift:ignore password-in-site", " urlsift:ignore default-port,bad-escape",
		" urlsift:ignore", " urlsift:ignore-next-line non-default-port", " urlsift:ignore-next-line"}
	r := rand.New(rand.NewPCG(37, 20))
	most := 0
	defer func() {
		if most < 1000 {
			t.Errorf("at most %d findings in a text: the queue did not move to the front", most)
		}
	}()
	for i := range 40 {
		var b strings.Builder
		for line := 1 + r.IntN(3); line > 0; line-- {
			for k := r.IntN(700); k > 0; k-- {
				b.WriteString(urls[r.IntN(len(urls))])
				b.WriteByte(' ')
				if r.IntN(150) == 0 {
					b.WriteString(marks[r.IntN(len(marks))])
					b.WriteByte(' ')
				}
			}
			if r.IntN(2) == 0 {
				b.WriteString(marks[r.IntN(len(marks))])
			}
			b.WriteByte('\n')
		}
		text := b.String()
		run := func(whole bool) []Finding {
			l, err := New(Options{HideInfo: true, Tests: true})
			if err != nil {
				t.Fatal(err)
			}
			l.whole = whole
			var fs []Finding
			if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
				fs = append(fs, f)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			return fs
		}
		lean, whole := run(false), run(true)
		most = max(most, len(whole))
		if !reflect.DeepEqual(lean, whole) {
			n := 0
			for n < min(len(lean), len(whole)) && reflect.DeepEqual(lean[n], whole[n]) {
				n++
			}
			t.Fatalf("text %d: %d findings lean, %d whole; first difference at %d", i, len(lean), len(whole), n)
		}
	}
}
