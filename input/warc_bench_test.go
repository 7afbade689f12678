package input

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/internal/warctest"
	"github.com/urlsift/urlsift/pos"
)

// BenchmarkWARC reads 16 MB of generated records of each kind, compressed
// a gzip member per record, as `urlsift extract` does; MB/s count the
// decompressed stream. "gunzip" is the decompression alone (what zcat
// does), for comparison.
func BenchmarkWARC(b *testing.B) {
	for _, k := range []struct {
		kind warctest.Kind
		name string
	}{{warctest.WET, "wet"}, {warctest.WARC, "warc"}, {warctest.WAT, "wat"}} {
		var buf bytes.Buffer
		w := warctest.NewWriter(&buf, warctest.PerRecord)
		w.KeepPlaces = false
		if err := warctest.Corpus(w, k.kind, 16<<20, 1); err != nil {
			b.Fatal(err)
		}
		raw := buf.Bytes()
		size := int64(len(decompressed(b, raw)))
		b.Run(k.name+"/gunzip", func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			zr, _ := gzip.NewReader(bytes.NewReader(raw))
			for b.Loop() {
				zr.Reset(bytes.NewReader(raw))
				if _, err := io.Copy(io.Discard, zr); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(k.name+"/extract", func(b *testing.B) {
			sc := extract.NewScanner(nil, extract.Options{})
			b.SetBytes(size)
			b.ReportAllocs()
			for b.Loop() {
				err := scanURLs(sc, "x.warc.gz", bytes.NewReader(raw), Options{Mode: Auto}, nil,
					func(u *extract.URL, start, end pos.Pos, seg *Segment) error { return nil })
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
