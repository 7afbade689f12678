package input

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/warctest"
)

// FuzzWARC builds web archives of conversion records from the fuzzer's
// payloads (data split at NUL bytes), compressed each of the three ways,
// and damages one record or none:
//
//   - undamaged, every URL of every payload is found, in order, with
//     places that re-read it (the stream and payload offsets designate
//     the same bytes, the record's offset and length hold it);
//   - with its Content-Length a few bytes too long or too short, with
//     bytes that start no record before it, or (one gzip member per
//     record) with its member cut short, the damage gets exactly one
//     warning and a *DamagedError, and every other record is read whole:
//     the reader found its footing again.
//
// The raw data is also read as a web archive as it is, and gzipped: no
// panic, every place within the stream and the payload.
func FuzzWARC(f *testing.F) {
	f.Add([]byte("see http://a.example/x\x00and <http://b.example/y?q=1&r=2>\nnext line\x00third http://c.example/"), uint8(0), uint8(0), uint8(1), uint16(3))
	f.Add([]byte("one http://a.example/\x00two http://b.example/\x00three http://c.example/"), uint8(1), uint8(1), uint8(1), uint16(2))
	f.Add([]byte("one http://a.example/\x00two http://b.example/\x00three http://c.example/"), uint8(2), uint8(2), uint8(0), uint16(9))
	f.Add([]byte("x\r\n\r\nhttp://a.example/\r\n\x00WARC/1.0\r\nhttp://b.example/\x00\r\n"), uint8(0), uint8(3), uint8(1), uint16(7))
	f.Add([]byte("one http://a.example/\x00two http://b.example/\x00three http://c.example/"), uint8(1), uint8(4), uint8(1), uint16(0))
	f.Fuzz(func(t *testing.T, data []byte, comp, damage, k uint8, d uint16) {
		// Arbitrary bytes, as they are and gzipped.
		for _, raw := range [][]byte{data, gz(string(data))} {
			urls, _, _ := scanWARC(t, "f.warc", raw, WARC)
			for _, u := range urls {
				if u.start.Offset > u.end.Offset || u.origin.PayloadStart > u.origin.PayloadEnd || u.origin.PayloadStart < 0 {
					t.Fatalf("%s: places %d..%d, payload %d..%d", u.url, u.start.Offset, u.end.Offset, u.origin.PayloadStart, u.origin.PayloadEnd)
				}
			}
		}

		c := compressions[int(comp)%len(compressions)]
		var recs []warctest.Record
		for i, p := range bytes.Split(data, []byte{0}) {
			if i == 8 {
				break
			}
			// No payload holds a record of its own.
			p = bytes.ReplaceAll(p, []byte("WARC/"), []byte("WARC_"))
			recs = append(recs, warctest.Record{Type: "conversion", TargetURI: fmt.Sprintf("http://t%d.example/", i), ContentType: "text/plain", Block: p})
		}
		recs = append(recs, warctest.Record{Type: "conversion", ContentType: "text/plain", Block: []byte("last http://last.example/\n")})
		raw, places := warctest.File(c.c, recs...)
		want := expected(t, places)
		urls, warns, err := scanWARC(t, c.name, raw, Auto)
		kind := int(damage) % 5
		if kind == 0 {
			if err != nil || len(warns) > 0 {
				t.Fatalf("%v %q", err, warns)
			}
			if got := urlTexts(urls); strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Fatalf("read %q\nwant %q", got, want)
			}
			checkPlaces(t, c.name, raw, c.c, urls, places)
			return
		}

		// Damage record i (not the last, so that one is left to find).
		i := int(k) % (len(recs) - 1)
		switch kind {
		case 1: // Content-Length too long, by 1 to 3
			n := len(recs[i].Block) + 1 + int(d)%3
			recs[i].Length = &n
		case 2: // too short
			if len(recs[i].Block) == 0 {
				return
			}
			n := len(recs[i].Block) - 1 - int(d)%len(recs[i].Block)
			if len(bytes.Trim(recs[i].Block[n:], "\r\n")) == 0 {
				return // only line breaks cut off: blank lines between records, no damage to see
			}
			recs[i].Length = &n
		}
		var b bytes.Buffer
		w := warctest.NewWriter(&b, c.c)
		var s bytes.Buffer // the stream, for OneStream
		sw := warctest.NewWriter(&s, warctest.Plain)
		for j, r := range recs {
			if j == i && kind == 3 {
				garbage := "x" + strings.ReplaceAll(string(data[:int(d)%(len(data)+1)]), "WARC/", "WARC_") + "\r\n"
				if c.c == warctest.OneStream {
					s.WriteString(garbage)
				} else {
					b.WriteString(garbage)
				}
			}
			w.Write(r)
			sw.Write(r)
		}
		w.Close()
		raw = b.Bytes()
		if c.c == warctest.OneStream {
			raw = gz(s.String())
		}
		if kind == 4 {
			if c.c != warctest.PerRecord {
				return
			}
			p := w.Places[i]
			cut := p.Offset + 1 + int64(d)%(p.Length-1)
			raw = append(append([]byte{}, raw[:cut]...), raw[p.Offset+p.Length:]...)
		}
		urls, warns, err = scanWARC(t, c.name, raw, Auto)
		var de *DamagedError
		if !errors.As(err, &de) || de.Places != 1 || len(warns) != 1 {
			t.Fatalf("damage %d of record %d: error %v, warnings %q; want one", kind, i, err, warns)
		}
		// Every other record is read whole.
		var others []warctest.Place
		for j, p := range places {
			if j != i || kind == 3 {
				others = append(others, p)
			}
		}
		var got []string
		for _, u := range urls {
			if u.origin.WARC.ID != places[i].ID || kind == 3 {
				got = append(got, u.url)
			}
		}
		if want := expected(t, others); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("damage %d of record %d (%q): read %q\nwant %q", kind, i, warns, got, want)
		}
	})
}

func urlTexts(urls []warcURL) []string {
	var s []string
	for _, u := range urls {
		s = append(s, u.url)
	}
	return s
}
