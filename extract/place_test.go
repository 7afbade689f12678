package extract

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

var placeSeed = flag.Uint64("placeseed", 4995, "seed of TestPlaceSame's texts")

// sizesReader is chunkReader that notes the size of each buffer it was
// asked to fill.
type sizesReader struct {
	chunkReader
	sizes []int
}

func (r *sizesReader) Read(p []byte) (int, error) {
	r.sizes = append(r.sizes, len(p))
	return r.chunkReader.Read(p)
}

// TestPlaceSame: a Scanner whose buffer Options.Place gives finds what
// one with its own buffer finds, URL for URL and field for field, and
// reads the same pieces (the same buffer sizes asked of its reader), on
// texts of every kind of byte and URL (secretText: passwords, wrappers,
// hyphen and line breaks, long lines, bytes of any value; wrapAtoms),
// read in chunks of random sizes, with small and default MaxURL (so
// that the buffer moves and grows often), by a Place that gives a fresh
// array at a random place in a larger one with bytes of 0xff after the
// kept ones, or nil now and then (the Scanner's own buffer); kept must
// be the last bytes read, and the buffer a Place gave is written by no
// one else.
func TestPlaceSame(t *testing.T) {
	r := rand.New(rand.NewPCG(*placeSeed, 1))
	for i := range 60 {
		var text string
		if i%2 == 0 {
			text = secretText(r, 2000+r.IntN(40000))
		} else {
			var b strings.Builder
			for b.Len() < 1000+r.IntN(60000) {
				if r.IntN(8) == 0 {
					b.WriteString(" http://h" + wrapAtoms[r.IntN(len(wrapAtoms))] + ".example/" + wrapAtoms[r.IntN(len(wrapAtoms))] + "\n")
				} else {
					b.WriteString(wrapAtoms[r.IntN(len(wrapAtoms))])
				}
			}
			text = b.String()
		}
		opts := Options{MaxURL: []int{64, 100, 300, 0}[r.IntN(4)], Relative: r.IntN(3) == 0, Abbreviated: r.IntN(3) == 0}
		placeSame(t, fmt.Sprint("text ", i), text, opts, r.Uint64())

	}
}

// placeSame checks what TestPlaceSame says of one text, read in chunks
// drawn from seed.
func placeSame(t *testing.T, name, text string, opts Options, seed uint64) {
	t.Helper()
	scan := func(place bool) ([]*URL, []int) {
		read := 0 // bytes read so far
		rd := &sizesReader{chunkReader: chunkReader{s: text, rng: rand.New(rand.NewPCG(seed, 2))}}
		counted := &countReader{r: rd, n: &read}
		o := opts
		if place {
			pr := rand.New(rand.NewPCG(seed, 3))
			o.Place = func(kept []byte, size int) []byte {
				if string(kept) != text[read-len(kept):read] {
					t.Fatalf("Place: kept is not the last %d bytes read (%d read)", len(kept), read)
				}
				if pr.IntN(5) == 0 {
					return nil
				}
				pad := pr.IntN(100)
				a := make([]byte, pad+size+pr.IntN(100))
				for j := range a {
					a[j] = 0xff
				}
				nb := a[pad : pad+size]
				copy(nb, kept)
				return nb
			}
		}
		s := NewScanner(counted, o)
		var us []*URL
		for s.Scan() {
			us = append(us, s.URL().Clone())
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		return us, rd.sizes
	}
	own, ownSizes := scan(false)
	placed, placedSizes := scan(true)
	if len(own) != len(placed) {
		t.Fatalf("%s (%d bytes, %+v): %d URLs with Place, %d without", name, len(text), opts, len(placed), len(own))
	}
	for k := range own {
		if !reflect.DeepEqual(own[k], placed[k]) {
			t.Fatalf("%s (%+v): URL %d differs\nown    %+v\nplaced %+v", name, opts, k, own[k], placed[k])
		}
	}
	if !reflect.DeepEqual(ownSizes, placedSizes) {
		t.Fatalf("%s (%+v): buffer sizes read differ\nown    %v\nplaced %v", name, opts, ownSizes, placedSizes)
	}
}

// FuzzPlaceSame is TestPlaceSame's check on the fuzzer's texts, with a
// small MaxURL (a window of about 7 KiB: the buffer moves often). A
// short text is read several times over, past the window, so that small
// inputs, which the fuzzer mutates fastest, make the buffer move too.
func FuzzPlaceSame(f *testing.F) {
	f.Add("see http://a.example/x:y and ftp://u:p@h.example/\n", uint64(1))
	f.Add("xxxx https://h.example/yyy\r\n<http://u:pw@h.example/>", uint64(2))
	f.Add(strings.Repeat("x", 9000)+"https://h.example/"+strings.Repeat("y", 200), uint64(3))
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		if len(text) == 0 {
			return
		}
		if n := 8000/len(text) + 1; n > 1 && seed&4 != 0 {
			text = strings.Repeat(text, n)
		}
		placeSame(t, "fuzz", text, Options{MaxURL: 64, Relative: seed&1 != 0, Abbreviated: seed&2 != 0}, seed)
	})
}

// countReader counts the bytes read through it.
type countReader struct {
	r io.Reader
	n *int
}

func (c *countReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	*c.n += k
	return k, err
}
