package lint

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestKeptFindingsStay: a Finding the caller keeps stays what it was when
// it was given, after the pass has gone on and made the messages of many
// more (its message is cut from the pass's arena, a block of which is
// never written again: message, internal/arena). Texts (seed 5454, stream 5): URL-dense
// lines of every rule's findings with bytes of every value among them,
// passwords, and the fix corpus's files of many languages; each long
// enough to fill many arena blocks.
func TestKeptFindingsStay(t *testing.T) {
	rng := rand.New(rand.NewPCG(5454, 5))
	units := []string{
		"http://user:pw@a.example:8080/x{y} ", "https://b.example:443/%zz ", "ftp://c.example/a|b ",
		"http://d.example:81/p^q ", "<http://e.example/ %41> ", "HTTP://Example.COM:80/a/../b ",
		"http://ex-\nample.org/p ", "https://u:${PW}@h.example/ ", "http://10.0.0.1a%41%4=3D40/ ",
		"\n", "\r\n", "\t", " ", "mailto:kim@example.org ", "http://[::1]:99999/ ",
	}
	var texts []string
	for range 8 {
		var b strings.Builder
		for b.Len() < 200<<10 {
			if rng.IntN(6) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
			} else {
				b.WriteString(units[rng.IntN(len(units))])
			}
		}
		texts = append(texts, b.String())
	}
	files, _ := filepath.Glob("../testdata/fixcorpus/*/*")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(data))
	}
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for i, text := range texts {
		var kept []Finding
		var said []string
		err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
			kept = append(kept, f)
			said = append(said, fmt.Sprintf("%+v", f))
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for k := range kept {
			if now := fmt.Sprintf("%+v", kept[k]); now != said[k] {
				t.Fatalf("text %d: finding %d of %d changed after the pass went on\nthen %s\nnow  %s", i, k, len(kept), said[k], now)
			}
		}
		total += len(kept)
	}
	t.Logf("%d texts, %d findings kept stay as given", len(texts), total)
}
