package printer

import (
	"testing"

	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

// extractRecords are records as extract makes them, one of each kind a
// URL comes as: without "@" (most), with an "@" that is no secret, with a
// password (masked by the URL's secret: Masked), found in a mail (every
// Message-ID holds an "@") and in a web archive's record.
func extractRecords() []Record {
	start := pos.Pos{Offset: 1200, Line: 31, Column: 9, Char: 9}
	end := pos.Pos{Offset: 1251, Line: 31, Column: 60, Char: 60}
	pw := "https://alice:Secr3tPw@db.example.org:5432/x"
	return []Record{
		{Path: "docs/README.md", Start: start, End: end, URL: "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", Delimiter: "angle"},
		{Path: "docs/README.md", Start: start, End: end, URL: "https://medium.com/@user/a-post-1234", Delimiter: "space"},
		{Path: "docs/README.md", Start: start, End: end, URL: urlsyntax.SecretOf(pw).Mask(pw), Delimiter: "space", Masked: true},
		{Path: "mail/inbox.mbox", Start: start, End: end, URL: "https://lists.example.org/listinfo/dev", Delimiter: "angle",
			Origin: pos.Origin{MessageID: "20240101.1234@mail.example.org", Part: "1.2", Kind: "text/plain"}},
		{Path: "crawl.warc.gz", Start: start, End: end, URL: "https://www.example.com/a/b?c=d", Delimiter: "quote",
			Origin: pos.Origin{WARC: &pos.WARCRecord{Filename: "crawl.warc.gz", Offset: 12345, Length: 678, ID: "urn:uuid:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0", TargetURI: "https://www.example.com/", Type: "response"}, PayloadStart: 100, PayloadEnd: 131}},
	}
}

// TestLineFormatsAllocate0: url, line and json print a URL without
// allocating, whatever kind it is (extractRecords), through Line as a
// worker of a walk does: issue 27's "no allocation per URL in url, line
// and json output".
func TestLineFormatsAllocate0(t *testing.T) {
	for _, name := range Formats(URLs) {
		f, _ := Line(name, Options{})
		buf := make([]byte, 0, 4096)
		for _, r := range extractRecords() {
			if n := testing.AllocsPerRun(100, func() { buf = f.Append(buf[:0], &r) }); n != 0 {
				t.Errorf("%s: %v allocations for %+v", name, n, r)
			}
		}
	}
}

// BenchmarkLineFormats prints extractRecords in url, line and json, as a
// worker does (Line, one buffer reused); bytes are those of the URLs.
func BenchmarkLineFormats(b *testing.B) {
	recs := extractRecords()
	n := 0
	for _, r := range recs {
		n += len(r.URL)
	}
	for _, name := range Formats(URLs) {
		b.Run(name, func(b *testing.B) {
			f, _ := Line(name, Options{})
			buf := make([]byte, 0, 4096)
			b.SetBytes(int64(n))
			b.ReportAllocs()
			for b.Loop() {
				for i := range recs {
					buf = f.Append(buf[:0], &recs[i])
				}
			}
		})
	}
}

// BenchmarkMaskGate is the boundary masker's test of a record that holds
// nothing to mask (a URL without "@" in a file, as most are, and one
// found in a mail), the cost every record pays.
func BenchmarkMaskGate(b *testing.B) {
	recs := extractRecords()
	plain := []*Record{&recs[0], &recs[3], &recs[4]}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range plain {
			if masked(r, false) != r {
				b.Fatal("masked")
			}
		}
	}
}
