package input

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/internal/warctest"
	"github.com/urlsift/urlsift/pos"
)

var compressions = []struct {
	c    warctest.Compression
	name string
}{{warctest.Plain, "x.warc"}, {warctest.PerRecord, "x.warc.gz"}, {warctest.OneStream, "x.warc.gz"}}

// warcURL is a URL the reader gave, with its places.
type warcURL struct {
	url         string
	start, end  pos.Pos
	origin      pos.Origin
	kind        string
	rejoined    bool
	delimiter   extract.Delimiter
	textOffsets [2]int
}

// scanWARC reads raw as a web archive named name and returns its URLs, the
// warnings and the error.
func scanWARC(t testing.TB, name string, raw []byte, mode Mode) ([]warcURL, []string, error) {
	t.Helper()
	var urls []warcURL
	var warns []string
	sc := extract.NewScanner(nil, extract.Options{})
	err := scanURLs(sc, name, bytes.NewReader(raw), Options{Mode: mode}, func(s string) { warns = append(warns, s) },
		func(u *extract.URL, start, end pos.Pos, seg *Segment) error {
			urls = append(urls, warcURL{url: u.Text, start: start, end: end, origin: seg.OriginOf(u.Start, u.End), kind: seg.Kind,
				rejoined: u.Rejoined, delimiter: u.Delimiter, textOffsets: [2]int{u.Start.Offset, u.End.Offset}})
			return nil
		})
	return urls, warns, err
}

// decompressed is the stream the reader reads: the file itself, or all of
// its gzip members decompressed.
func decompressed(t testing.TB, raw []byte) []byte {
	t.Helper()
	if !bytes.HasPrefix(raw, gzipMagic) {
		return raw
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// expected gives the URLs of each record as the reader must find them:
// its payload read alone, as text or as HTML (the mail reader's), or the
// link targets of WAT JSON, in order.
func expected(t testing.TB, places []warctest.Place) []string {
	t.Helper()
	var want []string
	scan := func(text []byte) {
		for u, err := range extract.All(bytes.NewReader(text), extract.Options{}) {
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, u.Text)
		}
	}
	for _, p := range places {
		r := p.Record
		switch {
		case r.Type == "conversion":
			scan(r.Block)
		case r.Type == "response":
			hdr, ok := parseHTTPHeader(r.Block)
			if !ok {
				t.Fatalf("bad HTTP in %s", p.ID)
			}
			body := r.Block[hdr.end:]
			switch {
			case strings.HasPrefix(hdr.ctype, "text/html"):
				text, _ := htmlText(body)
				scan(text)
			case strings.HasPrefix(hdr.ctype, "text/"), hdr.ctype == "application/json":
				scan(body)
			}
		case r.Type == "metadata" && r.ContentType == "application/json":
			text, _ := watLinks(r.Block)
			scan(text)
		}
	}
	return want
}

// checkPlaces checks every URL's places against the file: the stream
// offsets re-read the bytes the payload offsets do, line and column are
// those of the decompressed stream, and the record's offset and length
// (its gzip member as stored, or its bytes in the stream) hold the record
// whose ID the URL carries.
func checkPlaces(t *testing.T, name string, raw []byte, c warctest.Compression, urls []warcURL, places []warctest.Place) {
	t.Helper()
	stream := decompressed(t, raw)
	ls := newLines(stream)
	byID := map[string]warctest.Place{}
	for _, p := range places {
		byID[p.ID] = p
	}
	for _, u := range urls {
		w := u.origin.WARC
		if w == nil {
			t.Fatalf("%s: %s has no record", name, u.url)
		}
		p, ok := byID[w.ID]
		if !ok {
			t.Fatalf("%s: %s: record %q was not written", name, u.url, w.ID)
		}
		if w.Filename != name || w.TargetURI != p.Record.TargetURI || w.Type != p.Record.Type {
			t.Fatalf("%s: %s: record %+v, wrote %+v", name, u.url, *w, p)
		}
		if w.Offset != p.Offset || w.Length != p.Length {
			t.Fatalf("%s: %s: record at %d+%d, written at %d+%d", name, u.url, w.Offset, w.Length, p.Offset, p.Length)
		}
		var rec []byte
		switch c {
		case warctest.PerRecord: // its gzip member, as stored
			rec = decompressed(t, raw[w.Offset:w.Offset+w.Length])
		default: // its bytes in the stream
			rec = stream[w.Offset : w.Offset+w.Length]
		}
		if !bytes.HasPrefix(rec, []byte("WARC/1.0\r\n")) || !bytes.Contains(rec, []byte("WARC-Record-ID: <"+w.ID+">")) {
			t.Fatalf("%s: %s: bytes %d+%d are not record %s: %.80q", name, u.url, w.Offset, w.Length, w.ID, rec)
		}
		// The payload starts where the record's block does, after an HTTP
		// header; the URL stands at the same place in both.
		block := p.Record.Block
		payload := 0
		if p.Record.Type == "response" {
			hdr, _ := parseHTTPHeader(block)
			payload = hdr.end
		}
		ps, pe := u.origin.PayloadStart, u.origin.PayloadEnd
		if ps < 0 || pe < ps || pe > len(block)-payload {
			t.Fatalf("%s: %s: payload offsets %d..%d outside the payload (%d bytes)", name, u.url, ps, pe, len(block)-payload)
		}
		if got, want := u.start.Offset, int(p.BlockOffset)+payload+ps; got != want {
			t.Fatalf("%s: %s: offset %d, but payload offset %d stands at %d", name, u.url, got, ps, want)
		}
		if got, want := u.end.Offset, int(p.BlockOffset)+payload+pe; got != want {
			t.Fatalf("%s: %s: end offset %d, but payload end offset %d stands at %d", name, u.url, got, pe, want)
		}
		if q := ls.pos(u.start.Offset); q.Line != u.start.Line || q.Column != u.start.Column {
			t.Fatalf("%s: %s: at %d:%d, but offset %d is %d:%d of the stream", name, u.url, u.start.Line, u.start.Column, u.start.Offset, q.Line, q.Column)
		}
		if q := ls.pos(u.end.Offset); q.Line != u.end.Line || q.Column != u.end.Column {
			t.Fatalf("%s: %s: ends at %d:%d, but offset %d is %d:%d of the stream", name, u.url, u.end.Line, u.end.Column, u.end.Offset, q.Line, q.Column)
		}
		// What the offsets re-read is the URL as written: as it is in text,
		// with its character references in HTML and escapes in JSON.
		src := string(block[payload+ps : payload+pe])
		if src != string(stream[u.start.Offset:u.end.Offset]) {
			t.Fatalf("%s: %s: stream and payload offsets read different bytes", name, u.url)
		}
		if !u.rejoined {
			dec := src
			switch u.kind {
			case "text/html":
				dec = html.UnescapeString(src)
			case "application/json":
				dec = jsonUnquote(t, src)
			}
			if dec != u.url {
				t.Fatalf("%s: %s: its offsets read %q", name, u.url, src)
			}
		}
	}
}

func jsonUnquote(t testing.TB, s string) string {
	var v string
	if err := json.Unmarshal([]byte(`"`+s+`"`), &v); err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return v
}

// TestWARCCorpus reads generated WET, WARC and WAT files, compressed one
// gzip member per record, as one stream and not at all: every URL of
// every record read is warcURL, in order, and nothing else (no header is
// read as text), with places that re-read it.
func TestWARCCorpus(t *testing.T) {
	for _, k := range []struct {
		kind warctest.Kind
		name string
	}{{warctest.WET, "wet"}, {warctest.WARC, "warc"}, {warctest.WAT, "wat"}} {
		for _, c := range compressions {
			t.Run(k.name+"/"+c.name+fmt.Sprint(c.c), func(t *testing.T) {
				var b bytes.Buffer
				w := warctest.NewWriter(&b, c.c)
				if err := warctest.Corpus(w, k.kind, 300<<10, uint64(k.kind)); err != nil {
					t.Fatal(err)
				}
				w.Close()
				name := "crawl." + k.name + "." + c.name
				for _, mode := range []Mode{Auto, WARC} {
					urls, warns, err := scanWARC(t, name, b.Bytes(), mode)
					if err != nil || len(warns) > 0 {
						t.Fatalf("%v %q", err, warns)
					}
					var got []string
					for _, u := range urls {
						got = append(got, u.url)
					}
					want := expected(t, w.Places)
					if len(want) < 100 {
						t.Fatalf("only %d URLs in the corpus", len(want))
					}
					if strings.Join(got, "\n") != strings.Join(want, "\n") {
						t.Fatalf("read %d URLs, want %d:\n%s", len(got), len(want), firstDiff(got, want))
					}
					checkPlaces(t, name, b.Bytes(), c.c, urls, w.Places)
				}
			})
		}
	}
}

func firstDiff(got, want []string) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("at %d: %q, want %q", i, got[i], want[i])
		}
	}
	return fmt.Sprintf("one is a prefix of the other (%d, %d)", len(got), len(want))
}

// TestWARCRecords: which records are read, and how.
func TestWARCRecords(t *testing.T) {
	page := []byte(`<html><head><title>A &amp; B</title></head><body><a href="http://a.example/?x=1&amp;y=2">link</a>
Text http://text.example/p?q=1&amp;r=2 &lt;http://angle.example/&gt;</body></html>`)
	for _, tc := range []struct {
		name string
		rec  warctest.Record
		want []string
	}{
		{"warcinfo skipped", warctest.Record{Type: "warcinfo", ContentType: "application/warc-fields", Block: []byte("operator: http://op.example/\r\n")}, nil},
		{"request skipped", warctest.Record{Type: "request", TargetURI: "http://t.example/", ContentType: "application/http; msgtype=request", Block: []byte("GET /x HTTP/1.1\r\nReferer: http://ref.example/\r\n\r\n")}, nil},
		{"metadata fields skipped", warctest.Record{Type: "metadata", ContentType: "application/warc-fields", Block: []byte("outlink: http://out.example/\r\n")}, nil},
		{"revisit skipped", warctest.Record{Type: "revisit", TargetURI: "http://t.example/", ContentType: "application/http", Block: []byte("HTTP/1.1 200 OK\r\n\r\nhttp://body.example/")}, nil},
		{"conversion", warctest.Record{Type: "conversion", TargetURI: "http://t.example/", ContentType: "text/plain", Block: []byte("see http://wet.example/a and <http://wet.example/b>\n")},
			[]string{"http://wet.example/a", "http://wet.example/b"}},
		{"response HTML: entities decoded, no header", warctest.Record{Type: "response", TargetURI: "http://t.example/", ContentType: "application/http; msgtype=response",
			Block: warctest.HTTP(page, "Content-Type", "text/html; charset=UTF-8", "Location", "http://header.example/", "Link", "<http://link.example/>; rel=preload")},
			[]string{"http://a.example/?x=1&y=2", "http://text.example/p?q=1&r=2", "http://angle.example/"}},
		{"response HTML in ISO-8859-1", warctest.Record{Type: "response", ContentType: "application/http; msgtype=response",
			Block: warctest.HTTP([]byte("<p>caf\xe9 http://latin.example/caf\xe9</p>"), "Content-Type", "text/html; charset=iso-8859-1")},
			[]string{"http://latin.example/café"}},
		{"response text", warctest.Record{Type: "response", ContentType: "application/http; msgtype=response",
			Block: warctest.HTTP([]byte("plain http://plain.example/?a&amp;b text"), "Content-Type", "text/plain")},
			[]string{"http://plain.example/?a&amp;b"}},
		{"response chunked", warctest.Record{Type: "response", ContentType: "application/http; msgtype=response",
			Block: []byte("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n8\r\nsee http\r\n15\r\n://chunk.example/ok \r\n0\r\n\r\n")},
			[]string{"http://chunk.example/ok"}},
		{"response gzip", warctest.Record{Type: "response", ContentType: "application/http; msgtype=response",
			Block: append([]byte("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\n\r\n"), gz(`<a href="http://gz.example/">x</a>`)...)},
			[]string{"http://gz.example/"}},
		{"response image skipped", warctest.Record{Type: "response", ContentType: "application/http; msgtype=response",
			Block: warctest.HTTP([]byte("GIF89a http://in.image.example/"), "Content-Type", "image/gif")}, nil},
		{"response text holding NUL skipped", warctest.Record{Type: "response", ContentType: "application/http; msgtype=response",
			Block: warctest.HTTP([]byte("\x00\x01 http://binary.example/"), "Content-Type", "text/plain")}, nil},
		{"response without type, HTML", warctest.Record{Type: "response", ContentType: "application/http; msgtype=response",
			Block: []byte("HTTP/1.0 200 OK\r\n\r\n<!DOCTYPE html><a href='http://sniffed.example/a?b&amp;c'>x</a>")},
			[]string{"http://sniffed.example/a?b&c"}},
		{"resource text", warctest.Record{Type: "resource", TargetURI: "file:///notes.txt", ContentType: "text/plain", Block: []byte("a http://res.example/ b")},
			[]string{"http://res.example/"}},
		{"resource HTML", warctest.Record{Type: "resource", ContentType: "text/html", Block: []byte("<a href=\"http://res.example/?a&amp;b\">")},
			[]string{"http://res.example/?a&b"}},
		{"WAT links", warctest.Record{Type: "metadata", ContentType: "application/json", Block: []byte(`{"Envelope":{"WARC-Header-Metadata":{"WARC-Target-URI":"http://no.example/"},` +
			`"Payload-Metadata":{"HTTP-Response-Metadata":{"Headers":{"Location":"http://no.example/loc"},"HTML-Metadata":{"Head":{"Link":[{"path":"LINK@/href","url":"http://css.example/s.css"}]},` +
			`"Links":[{"path":"A@/href","url":"http:\/\/wat.example\/a?b=1\u0026c=2","text":"http://not.a.target.example/"},{"path":"A@/href","url":"/relative"},{"url":"http://x.example/\ud83d\ude00"}]}}}}}`)},
			[]string{"http://css.example/s.css", "http://wat.example/a?b=1&c=2", "http://x.example/\U0001F600"}},
	} {
		for _, c := range compressions {
			t.Run(tc.name+"/"+c.name, func(t *testing.T) {
				raw, places := warctest.File(c.c, tc.rec, warctest.Record{Type: "conversion", ContentType: "text/plain", Block: []byte("last http://last.example/\n")})
				urls, warns, err := scanWARC(t, c.name, raw, Auto)
				if err != nil || len(warns) > 0 {
					t.Fatalf("%v %q", err, warns)
				}
				var got []string
				for _, u := range urls {
					got = append(got, u.url)
				}
				want := append(append([]string{}, tc.want...), "http://last.example/")
				if strings.Join(got, " ") != strings.Join(want, " ") {
					t.Fatalf("got  %q\nwant %q", got, want)
				}
				for _, u := range urls {
					if u.origin.WARC.ID != places[0].ID && u.url != "http://last.example/" {
						t.Fatalf("%s in record %s", u.url, u.origin.WARC.ID)
					}
				}
			})
		}
	}
}

func gz(s string) []byte {
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(s))
	zw.Close()
	return b.Bytes()
}

// TestWARCSniff: what Auto reads as a web archive.
func TestWARCSniff(t *testing.T) {
	rec := warctest.Record{Type: "conversion", ContentType: "text/plain", Block: []byte("http://s.example/\n")}
	plain, _ := warctest.File(warctest.Plain, rec)
	zipped, _ := warctest.File(warctest.PerRecord, rec)
	for _, tc := range []struct {
		name string
		raw  []byte
		warc bool
	}{
		{"a.warc", plain, true}, {"a.txt", plain, true}, {"-", plain, true},
		{"a.warc.gz", zipped, true}, {"a.bin", zipped, true}, {"CC-MAIN-1.warc.wet.gz", zipped, true}, {"CC-MAIN-1.warc.wat.gz", zipped, true},
		{"a.txt", []byte("WARC/1.0 is a format; http://s.example/\n"), false},
		{"a.txt", gz("not a WARC http://s.example/\n"), false},
	} {
		head := tc.raw[:min(len(tc.raw), sniffSize)]
		if got := sniffWARC(tc.name, head); got != tc.warc {
			t.Errorf("%s %.20q: read as WARC %v, want %v", tc.name, tc.raw, got, tc.warc)
		}
	}
	for _, tc := range []struct {
		name string
		want bool
	}{{"a.warc", true}, {"A.WARC.GZ", true}, {"x.warc.wet.gz", true}, {"x.warc.wat.gz", true}, {"x.gz", false}, {"warc", false}, {"x.warc.txt", false},
		{"dir.WARC/x.Warc.Wet", true}, {"é.warc", true}, {"x.warc\u212a", false}, {"x\u0130.warc.gz", true}, {".warc", true}, {"", false}} {
		if IsWARCName(tc.name) != tc.want {
			t.Errorf("IsWARCName(%q) = %v", tc.name, !tc.want)
		}
	}
}

// place is how a warning names a place.
const place = `(offset \d+( of the decompressed stream \(gzip member at offset \d+\))?|gzip member at offset \d+)`

// damages are ways a file goes wrong, each applied to the third of five
// records: the warning must name the place, the others must all be read.
var damages = []struct {
	name string
	// damage returns the file with record 3 (index 2) damaged; places are
	// the records as written.
	damage func(c warctest.Compression, recs []warctest.Record) []byte
	warn   string // regexp
	read   []int  // the records read
}{
	{"Content-Length too long", func(c warctest.Compression, recs []warctest.Record) []byte {
		n := len(recs[2].Block) + 7
		recs[2].Length = &n
		raw, _ := warctest.File(c, recs...)
		return raw
	}, place + `: (the block does not end where Content-Length \(\d+\) says|Content-Length \d+ but the gzip member ends after \d+ bytes)`, []int{0, 1, 3, 4}},
	{"Content-Length too short", func(c warctest.Compression, recs []warctest.Record) []byte {
		n := len(recs[2].Block) - 9
		recs[2].Length = &n
		raw, _ := warctest.File(c, recs...)
		return raw
	}, place + `: the block does not end where Content-Length \(\d+\) says`, []int{0, 1, 3, 4}},
	{"garbage between records", func(c warctest.Compression, recs []warctest.Record) []byte {
		var b bytes.Buffer
		w := warctest.NewWriter(&b, c)
		for i, r := range recs {
			if i == 2 {
				w.Close()
				if c == warctest.OneStream {
					// garbage inside the stream
					var s bytes.Buffer
					w2 := warctest.NewWriter(&s, warctest.Plain)
					for _, r := range recs[:2] {
						w2.Write(r)
					}
					s.WriteString("garbage http://garbage.example/ between\r\n\r\n")
					for _, r := range recs[2:] {
						w2.Write(r)
					}
					return gz(s.String())
				}
				b.WriteString("garbage http://garbage.example/ between\r\n\r\n")
				w = warctest.NewWriter(&b, c)
			}
			w.Write(r)
		}
		w.Close()
		return b.Bytes()
	}, `(offset \d+( of the decompressed stream \(gzip member at offset \d+\))?: no WARC record starts here \(garbage between records\)|offset \d+: not a gzip member \(garbage between records\))`, []int{0, 1, 2, 3, 4}},
}

// TestWARCDamage: a damaged record gets one warning naming its place and
// is skipped; every other record is read; the error says so.
func TestWARCDamage(t *testing.T) {
	recs := func() []warctest.Record {
		var rs []warctest.Record
		for i := range 5 {
			rs = append(rs, warctest.Record{Type: "conversion", TargetURI: fmt.Sprintf("http://t%d.example/", i), ContentType: "text/plain",
				Block: []byte(fmt.Sprintf("record %d: http://r%d.example/one and\nhttp://r%d.example/two\n", i, i, i))})
		}
		return rs
	}
	for _, d := range damages {
		for _, c := range compressions {
			t.Run(d.name+"/"+c.name+fmt.Sprint(c.c), func(t *testing.T) {
				raw := d.damage(c.c, recs())
				urls, warns, err := scanWARC(t, c.name, raw, Auto)
				checkDamaged(t, urls, warns, err, d.warn, d.read)
			})
		}
	}
	// A gzip member cut short, in the middle of the file and at its end,
	// and one with a damaged byte.
	for _, tc := range []struct {
		name string
		cut  func(raw []byte, p []warctest.Place) []byte
		warn string
		read []int
	}{
		{"member cut short", func(raw []byte, p []warctest.Place) []byte {
			return append(append([]byte{}, raw[:p[2].Offset+p[2].Length/2]...), raw[p[3].Offset:]...)
		}, `gzip member at offset \d+: (cut short|damaged)`, []int{0, 1, 3, 4}},
		{"file cut short", func(raw []byte, p []warctest.Place) []byte {
			return raw[:p[4].Offset+p[4].Length/2]
		}, `gzip member at offset \d+: cut short \(the file ends inside it\); nothing readable follows`, []int{0, 1, 2, 3}},
		{"damaged byte", func(raw []byte, p []warctest.Place) []byte {
			b := append([]byte{}, raw...)
			b[p[2].Offset+15] ^= 0xff
			return b
		}, `gzip member at offset \d+: (damaged|cut short)`, []int{0, 1, 3, 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw, places := warctest.File(warctest.PerRecord, recs()...)
			urls, warns, err := scanWARC(t, "x.warc.gz", tc.cut(raw, places), Auto)
			checkDamaged(t, urls, warns, err, tc.warn, tc.read)
		})
	}
}

func checkDamaged(t *testing.T, urls []warcURL, warns []string, err error, warn string, read []int) {
	t.Helper()
	var de *DamagedError
	if !errors.As(err, &de) || de.Places != 1 {
		t.Fatalf("error %v, want one damaged place", err)
	}
	if len(warns) != 1 || !regexp.MustCompile(`^`+warn).MatchString(warns[0]) {
		t.Fatalf("warnings %q, want one matching %s", warns, warn)
	}
	var want []string
	for _, i := range read {
		want = append(want, fmt.Sprintf("http://r%d.example/one", i), fmt.Sprintf("http://r%d.example/two", i))
	}
	var got []string
	for _, u := range urls {
		got = append(got, u.url)
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("read %q\nwant %q", got, want)
	}
}

// TestIsWARCNameAnyCase: IsWARCName, which compares the end of a name in
// any case, says what lowering the whole name and comparing its end says,
// for names drawn from the suffixes' pieces in both cases and characters
// whose lower case is longer, shorter or ASCII (U+0130, U+212A, U+1E9E).
func TestIsWARCNameAnyCase(t *testing.T) {
	pieces := []string{".", "w", "W", "a", "A", "r", "R", "c", "C", "e", "E", "t", "T", "g", "G", "z", "Z", "warc", "WARC", ".gz",
		".wet", ".WAT", "/", "é", "\u0130", "\u212a", "\u1e9e", "ß", "x"}
	for _, s := range warcSuffixes { // each passes IsWARCName's test of the last byte
		for _, name := range []string{"a" + s, "A" + strings.ToUpper(s), s} {
			if !IsWARCName(name) {
				t.Errorf("IsWARCName(%q) = false", name)
			}
		}
	}
	rng := rand.New(rand.NewPCG(64, 65))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := rng.IntN(8); k >= 0; k-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		name := b.String()
		want := false
		for _, s := range warcSuffixes {
			want = want || strings.HasSuffix(strings.ToLower(name), s)
		}
		if got := IsWARCName(name); got != want {
			t.Fatalf("IsWARCName(%q) = %v, lowered: %v", name, got, want)
		}
	}
}

// TestSniffWARCPrefix: sniffWARC, which inflates the first kilobyte of a
// gzip file's head before the whole head, says what inflating the whole
// head says, for gzip heads of web archives and of other text, at every
// compression level, with file names, comments and extra fields that make
// a header longer than gzipSniff, several members, and cut at many
// lengths.
func TestSniffWARCPrefix(t *testing.T) {
	whole := inflatesToRecord // sniffWARC's gzip branch as it was
	// Headers that end a few bytes before the kilobyte does, so that it
	// holds part of the first record's line.
	for d := 0; d < 64; d++ {
		for _, level := range []int{gzip.NoCompression, gzip.BestSpeed, gzip.BestCompression} {
			var z bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&z, level)
			zw.Extra = bytes.Repeat([]byte{'e'}, gzipSniff-d-12) // 10 bytes of header, 2 of XLEN
			zw.Write([]byte("WARC/1.0\r\nWARC-Type: warcinfo\r\n"))
			zw.Close()
			if got, want := sniffWARC("a.bin", z.Bytes()), whole(z.Bytes()); got != want || !want {
				t.Fatalf("header %d bytes short of %d, level %d: %v, inflating it whole: %v", d, gzipSniff, level, got, want)
			}
		}
	}
	rng := rand.New(rand.NewPCG(95, 96))
	words := []string{"WARC/1.0\r\n", "WARC/1.1\r\n", "WARC/0.", "http://a.example/ ", "the ", "\n", "x", "WARC-Type: response\r\n", "\x00", "é"}
	for n := 0; n < 300; n++ {
		var text bytes.Buffer
		for text.Len() < rng.IntN(40000) {
			text.WriteString(words[rng.IntN(len(words))])
			if rng.IntN(50) == 0 {
				b := make([]byte, rng.IntN(500))
				for i := range b {
					b[i] = byte(rng.IntN(256))
				}
				text.Write(b)
			}
		}
		var z bytes.Buffer
		for m := 1 + rng.IntN(2); m > 0; m-- {
			zw, err := gzip.NewWriterLevel(&z, rng.IntN(11)-1)
			if err != nil {
				t.Fatal(err)
			}
			if rng.IntN(3) == 0 {
				// Go reads names and comments of up to 511 bytes; the
				// extra field makes a header longer than gzipSniff.
				zw.Name = strings.Repeat("n", rng.IntN(500))
				zw.Comment = strings.Repeat("c", rng.IntN(500))
				zw.Extra = bytes.Repeat([]byte{'e'}, rng.IntN(3000))
			}
			zw.Write(text.Bytes())
			zw.Close()
		}
		full := z.Bytes()
		for _, k := range []int{len(full), sniffSize, gzipSniff, gzipSniff + 1, gzipSniff - 1, 10, 20, 300, rng.IntN(len(full) + 1)} {
			head := full[:min(k, len(full), sniffSize)]
			if got, want := sniffWARC("a.bin", head), whole(head); got != want {
				t.Fatalf("%d bytes of a gzip head of %.30q: %v, inflating it whole: %v", len(head), text.Bytes(), got, want)
			}
		}
	}
}
