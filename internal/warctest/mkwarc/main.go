// Command mkwarc writes a web archive of realistic records for benchmarks
// (scripts/bench-warc.sh): mkwarc -kind wet|warc|wat -size BYTES
// -z record|stream|none [-seed N] -o FILE. Size counts the records'
// bytes before compression.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"github.com/urlsift/urlsift/internal/warctest"
)

func main() {
	kind := flag.String("kind", "wet", "wet, warc or wat")
	size := flag.Int64("size", 100<<20, "bytes of records, before compression")
	z := flag.String("z", "record", "record (a gzip member per record), stream (one gzip stream) or none")
	seed := flag.Uint64("seed", 1, "the generator's seed")
	out := flag.String("o", "", "the file to write")
	flag.Parse()
	k := map[string]warctest.Kind{"wet": warctest.WET, "warc": warctest.WARC, "wat": warctest.WAT}
	c := map[string]warctest.Compression{"record": warctest.PerRecord, "stream": warctest.OneStream, "none": warctest.Plain}
	kk, ok1 := k[*kind]
	cc, ok2 := c[*z]
	if !ok1 || !ok2 || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: mkwarc -kind wet|warc|wat -size BYTES -z record|stream|none -o FILE")
		os.Exit(2)
	}
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	w := warctest.NewWriter(bw, cc)
	w.KeepPlaces = false
	err = warctest.Corpus(w, kk, *size, *seed)
	if err == nil {
		err = w.Close()
	}
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = f.Close()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
