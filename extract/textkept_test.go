package extract

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// keptSeed draws TestKeptURLsStay's texts (perf54's seed: 5454).
var keptSeed = flag.Uint64("keptseed", 5454, "seed of TestKeptURLsStay's texts")

// keptURL is a URL as a consumer keeps it (a copy of the value Scan gave,
// sharing its strings), with what it said when Scan gave it.
type keptURL struct {
	u    URL
	said string
}

// describeURL says every field of u, its unexported ones among them, the
// strings made from it, and its Secret's ID under a key (which reads
// every secret word), in a string of its own.
func describeURL(u *URL) string {
	m := u.Secret.Mask(u.Text)
	return fmt.Sprintf("%+v|%q|%q|%q|%v|%s", *u, m, u.DropHyphens(), u.Secret.Mask(u.Uncertain), u.Plain(), u.Secret.ID(m, []byte("k")))
}

// TestKeptURLsStay: what Scan gives stays what it was after the Scanner
// has moved on, read more into its buffer and read other streams, and
// after the buffers it read from are written over: a URL's text, its
// other readings and its Secret's words are the Scanner's own copies, or
// copies of their own, never a view of the bytes it reads (its own
// buffer, the one Options.Place gave, a Part's Data), though the secret
// reading reads the raw text around a URL in place (rawText). Texts
// (seed 5454): passwords, tokens and wrappers (secretText), every byte
// value, lines of URLs longer than the window, the fix corpus's files of
// many languages and the rendered corpora's documents; read in chunks of
// drawn sizes with the smallest and the default longest URL, with and
// without Options.Place, and as Parts.
func TestKeptURLsStay(t *testing.T) {
	rng := rand.New(rand.NewPCG(*keptSeed, 1))
	var texts []string
	for range 150 {
		texts = append(texts, secretText(rng, rng.IntN(30000)))
	}
	for range 50 {
		b := make([]byte, rng.IntN(8000))
		for j := range b {
			b[j] = byte(rng.IntN(256))
			if rng.IntN(3) == 0 {
				b[j] = ":/@%.-\n|"[rng.IntN(8)]
			}
		}
		texts = append(texts, string(b))
	}
	units := "http://user:pw@a.example:8080/x{y} https://b.example:443/%zz ftp://c.example/a|b http://d.example:81/p^q <http://e.example/ %41> "
	texts = append(texts, strings.Repeat(units, 600), strings.Repeat(strings.Repeat(units, 4)+"\n", 300))
	files, _ := filepath.Glob("../testdata/fixcorpus/*/*")
	if len(files) == 0 {
		t.Fatal("no fix corpus")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	rendered, _ := filepath.Glob("testdata/rendered/renderer/*/*.jsonl.gz")
	for _, f := range rendered {
		for k, d := range readRendered(t, f) {
			if k%7 == 0 {
				texts = append(texts, d.Text)
			}
		}
	}
	urls, secrets := 0, 0
	s := NewScanner(nil, Options{})
	for i, text := range texts {
		opts := Options{Relative: rng.IntN(3) == 0, Abbreviated: rng.IntN(3) == 0}
		if rng.IntN(2) == 0 {
			opts.MaxURL = 64
		}
		var kept []keptURL
		var given [][]byte // the buffers Place gave, written over after the scan
		switch mode := rng.IntN(3); mode {
		case 0, 1:
			if mode == 1 {
				opts.Place = func(kept []byte, size int) []byte {
					nb := make([]byte, size)
					copy(nb, kept)
					given = append(given, nb)
					return nb
				}
			}
			s.Init(&chunkReader{s: text, rng: rand.New(rand.NewPCG(*keptSeed, uint64(i)))}, opts)
		case 2:
			data := []byte(text)
			given = append(given, data)
			s.Init(nil, opts)
			s.ResetPart(Part{Data: data, Line: 1, End: len(data), EOF: true})
		}
		for s.Scan() {
			u := s.URL()
			kept = append(kept, keptURL{u: *u.Clone(), said: describeURL(u)})
			if !u.Secret.Empty() {
				secrets++
			}
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		// Written over: the buffers handed in, and the Scanner's own by
		// the next text's reading (and by this one's again).
		for _, b := range given {
			for j := range b {
				b[j] = 'X'
			}
		}
		s.Init(&chunkReader{s: strings.Repeat("Z", 70000), rng: rand.New(rand.NewPCG(1, 1))}, Options{MaxURL: opts.MaxURL})
		for s.Scan() {
		}
		for k := range kept {
			if now := describeURL(&kept[k].u); now != kept[k].said {
				t.Fatalf("text %d (%d bytes, %+v): URL %d changed after the scan\nthen %s\nnow  %s", i, len(text), opts, k, kept[k].said, now)
			}
		}
		urls += len(kept)
	}
	t.Logf("%d texts, %d URLs (%d with a secret) stayed as given", len(texts), urls, secrets)
}
