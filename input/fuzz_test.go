package input

import (
	"bytes"
	"io"
	"mime/quotedprintable"
	"os"
	"path/filepath"
	"testing"
)

func addSeeds(f *testing.F) {
	for _, dir := range []string{"testdata/mail", "testdata/real"} {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil && len(b) < 8000 {
				f.Add(b)
			}
		}
	}
	f.Add([]byte("Content-Type: multipart/mixed; boundary=b\n\n--b\nContent-Type: multipart/alternative; boundary=c\n\n--c\n\nx http://a/\n--b--\n"))
	f.Add([]byte("Content-Transfer-Encoding: quoted-printable\nContent-Type: text/html; charset=iso-2022-jp\n\n<a href=3D\"http://x/=\n=1B$B\">\n"))
	f.Add([]byte("From x\nSubject: =?utf-8?q?a?= =?iso-8859-1?b?4A==?=\n\nFrom y\n\n"))
}

// checkSegmentMap asserts Map's contract over every offset of a segment:
// monotonic, within the file, and agreeing with the file's own lines.
func checkSegmentMap(t *testing.T, raw []byte, s Segment, text []byte) {
	t.Helper()
	tl, rl := newLines(text), newLines(raw)
	prev := -1
	for i := 0; i <= len(text); i++ {
		q := mapPos(s, tl.pos(i))
		if q.Offset < prev || q.Offset < 0 || q.Offset > len(raw) {
			t.Fatalf("%s %s: offset %d maps to %d (previous %d, file %d bytes)", s.Kind, s.Part, i, q.Offset, prev, len(raw))
		}
		prev = q.Offset
		if bytes.HasPrefix(raw, bomUTF16LE) || bytes.HasPrefix(raw, bomUTF16BE) {
			continue
		}
		if want := rl.pos(q.Offset); want.Line != q.Line || want.Column != q.Column {
			t.Fatalf("%s %s: offset %d maps to %d:%d but file offset %d is %d:%d", s.Kind, s.Part, i, q.Line, q.Column, q.Offset, want.Line, want.Column)
		}
	}
}

// FuzzRead reads arbitrary bytes as mail and as text: no panic, every
// segment's Map keeps its contract.
func FuzzRead(f *testing.F) {
	addSeeds(f)
	f.Add([]byte("\xff\xfeh\x00i\x00\n\x00\x00\xd8"))
	f.Add([]byte("\xef\xbb\xbfhi\n"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		for _, mode := range []Mode{Mail, Auto, Text} {
			err := Read("fuzz", bytes.NewReader(raw), mode, func(string) {}, func(s Segment) error {
				text, err := io.ReadAll(s.Text)
				if err != nil {
					return err
				}
				checkSegmentMap(t, raw, s, text)
				return nil
			})
			if _, skip := err.(*SkipError); err != nil && !skip {
				t.Fatalf("mode %v: %v", mode, err)
			}
		}
	})
}

// FuzzQP checks decodeQP against mime/quotedprintable wherever the standard
// decoder accepts the input, and its map everywhere.
func FuzzQP(f *testing.F) {
	f.Add([]byte("a=3Db=\nc =\r\nd=C3=A9 \t\n=\n"))
	f.Add([]byte("=4=ZZ=\n=4"))
	f.Fuzz(func(t *testing.T, src []byte) {
		got, m := decodeQP(src)
		want, err := io.ReadAll(quotedprintable.NewReader(bytes.NewReader(src)))
		if err == nil && !bytes.Equal(got, want) {
			t.Fatalf("decodeQP(%q) = %q, mime/quotedprintable gives %q", src, got, want)
		}
		checkOffMap(t, "qp", m, got, src, func(i, o int) bool {
			return src[o] == got[i] || src[o] == '='
		})
	})
}

// FuzzHTML: htmlText never panics, its map is monotonic and in bounds, and
// every letter or digit it gives maps to itself or to a character reference.
func FuzzHTML(f *testing.F) {
	f.Add([]byte(`<a href="http://x/?a=1&amp;b">t&eacute;xt</a><img srcset="a.png 1x, b.png 2x"><meta http-equiv=refresh content="0; url=http://y/">`))
	f.Add([]byte(`<script>var u="http://no/"</script><p title='x'>&#104;ttp://z/&lt;</p><!-- c -->`))
	f.Add([]byte(`text<b background="http://b/">x</b><span><q cite=http://q/>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		got, m := htmlText(src)
		checkOffMap(t, "html", m, got, src, func(i, o int) bool {
			return !isAlnum(got[i]) || o >= len(src) || src[o] == got[i] || src[o] == '&'
		})
	})
}

// FuzzFlowed: decodeFlowed keeps every non-space byte it gives at its place.
func FuzzFlowed(f *testing.F) {
	f.Add([]byte("a \nb\n> c \n> d\n>> e \n-- \nsig\n"), true)
	f.Fuzz(func(t *testing.T, src []byte, delsp bool) {
		got, m := decodeFlowed(src, delsp)
		checkOffMap(t, "flowed", m, got, src, func(i, o int) bool {
			return o < len(src) && src[o] == got[i]
		})
	})
}

// FuzzCharset: any bytes in any of a few charsets decode to UTF-8 with a
// monotonic, in-bounds map.
func FuzzCharset(f *testing.F) {
	f.Add([]byte("\x1b$BF|K\\\x1b(B http://x/"), uint8(0))
	f.Add([]byte("\x93http://x/\x94"), uint8(1))
	f.Fuzz(func(t *testing.T, src []byte, which uint8) {
		labels := []string{"iso-2022-jp", "windows-1252", "shift_jis", "gb18030", "utf-16le", "euc-kr", "big5", "koi8-r"}
		label := labels[int(which)%len(labels)]
		e, err := lookupCharset(label)
		if err != nil || e == nil {
			t.Fatalf("%s: %v", label, err)
		}
		got, m := decodeCharset(src, label, e)
		checkOffMap(t, label, m, got, src, nil)
	})
}

// checkOffMap checks that m, the map of a decoder that turned src into got, is
// monotonic and in bounds, and, when same is not nil, that same(i, o) holds
// for every decoded byte i and the source offset o it maps to.
func checkOffMap(t *testing.T, what string, m *offMap, got, src []byte, same func(i, o int) bool) {
	t.Helper()
	prev := 0
	for i := 0; i <= len(got); i++ {
		o := m.lookup(i)
		if o < prev || o > len(src) {
			t.Fatalf("%s: offset %d maps to %d (previous %d, %d source bytes)", what, i, o, prev, len(src))
		}
		prev = o
		if same != nil && i < len(got) && !same(i, o) {
			var at byte
			if o < len(src) {
				at = src[o]
			}
			t.Fatalf("%s: decoded %q at %d maps to %q at %d", what, got[i], i, at, o)
		}
	}
}
