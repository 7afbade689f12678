package input

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"hash/crc32"
	"io"
	"math/rand/v2"
	"testing"
)

// flateFirst is the first byte compress/gzip inflates head to, and whether
// it gives one.
func flateFirst(head []byte) (byte, bool) {
	zr, err := gzip.NewReader(bytes.NewReader(head))
	if err != nil {
		return 0, false
	}
	var b [1]byte
	n, _ := io.ReadFull(zr, b[:])
	return b[0], n == 1
}

// sniffWhole is sniffWARC's gzip branch without its shortcuts: the whole
// head inflated by compress/gzip.
func sniffWhole(name string, head []byte) bool {
	return IsWARCName(name) || startsRecord(head) || inflatesToRecord(head)
}

// inflatesToRecord reports whether head, a gzip file's head inflated by
// compress/gzip as far as it goes, starts a WARC record.
func inflatesToRecord(head []byte) bool {
	zr, err := gzip.NewReader(bytes.NewReader(head))
	if err != nil {
		return false
	}
	var b [10]byte
	n, _ := io.ReadFull(zr, b[:])
	return startsRecord(b[:n])
}

// checkFirstByte: gzipFirstByte gives compress/gzip's first byte whenever
// both give one (and whenever it gives one, when head is a valid gzip
// member or a cut of one: strict), and sniffWARC what inflating the whole
// head says.
func checkFirstByte(t *testing.T, head []byte, what string, strict bool) (ok bool) {
	t.Helper()
	c, ok := gzipFirstByte(head)
	fc, fok := flateFirst(head)
	if ok && (fok || strict) && c != fc {
		t.Fatalf("%s: gzipFirstByte %q, compress/gzip %q (head %x)", what, c, fc, head[:min(len(head), 64)])
	}
	if got, want := sniffWARC("a.bin", head), sniffWhole("a.bin", head); got != want {
		t.Fatalf("%s: sniffWARC %v, inflating the whole head %v (head %x)", what, got, want, head[:min(len(head), 64)])
	}
	return ok
}

// randomText is text of many kinds: words, WARC lines, bytes of any value,
// runs of one byte (back-references), from n bytes long.
func randomText(rng *rand.Rand, n int) []byte {
	words := []string{"WARC/1.0\r\n", "WARC/1.1\n", "W", "http://a.example/ ", "the ", "\n", "x", "é", "\x00", "zzzzzzzzzzzzzzzz"}
	var b bytes.Buffer
	for b.Len() < n {
		switch rng.IntN(4) {
		case 0:
			for k := rng.IntN(300); k > 0; k-- {
				b.WriteByte(byte(rng.IntN(256)))
			}
		case 1:
			b.Write(bytes.Repeat([]byte{byte(rng.IntN(256))}, rng.IntN(300)))
		default:
			b.WriteString(words[rng.IntN(len(words))])
		}
	}
	return b.Bytes()[:n]
}

// TestGzipFirstByte: over gzip files that compress/gzip writes at every
// level (stored, fixed and dynamic Huffman blocks, Huffman only) from
// texts of every byte, with names, comments, extra fields and header
// CRCs, whole, cut short, with bytes changed and with deflate data of
// random bytes: the first byte is compress/gzip's; it is found for every
// member written whole with no header CRC (the shortcut is taken); and
// sniffWARC says what inflating the whole head says.
func TestGzipFirstByte(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 1))
	found, valid := 0, 0
	for n := 0; n < 1200; n++ {
		text := randomText(rng, 1+rng.IntN(3000))
		if rng.IntN(4) == 0 {
			text[0] = 'W'
		}
		var z bytes.Buffer
		level := rng.IntN(12) - 2 // HuffmanOnly, DefaultCompression, 0 to 9
		zw, err := gzip.NewWriterLevel(&z, level)
		if err != nil {
			t.Fatal(err)
		}
		if rng.IntN(2) == 0 {
			zw.Name = string(randomText(rng, rng.IntN(520)))
			zw.Comment = string(randomText(rng, rng.IntN(100)))
			zw.Extra = randomText(rng, rng.IntN(200))
		}
		zw.Write(text)
		zw.Close()
		full := z.Bytes()
		if checkFirstByte(t, full, "whole", true) {
			found++
		}
		if _, err := gzip.NewReader(bytes.NewReader(full)); err == nil {
			valid++
		}
		for _, k := range []int{10, 11, 12, 13, 20, rng.IntN(len(full) + 1), rng.IntN(40) + 10} {
			checkFirstByte(t, full[:min(k, len(full))], "cut", true)
		}
		// A header CRC (FHCRC) over the header as written.
		h := headerLen(full)
		if h > 0 {
			crc := append(append([]byte(nil), full[:h]...), 0, 0)
			crc[3] |= 2
			binary.LittleEndian.PutUint16(crc[h:], uint16(crc32.ChecksumIEEE(crc[:h])))
			crc = append(crc, full[h:]...)
			if _, ok := gzipFirstByte(crc); ok {
				t.Fatal("a header CRC is not checked: gzipFirstByte must hand it on")
			}
			checkFirstByte(t, crc, "header CRC", true)
		}
		// Bytes changed anywhere, and deflate data of random bytes.
		for k := 0; k < 4; k++ {
			bad := append([]byte(nil), full...)
			for m := 1 + rng.IntN(3); m > 0; m-- {
				i := rng.IntN(min(len(bad), h+40))
				bad[i] ^= byte(1 + rng.IntN(255))
			}
			checkFirstByte(t, bad, "changed", false)
			if h > 0 {
				rnd := append(append([]byte(nil), full[:h]...), randomText(rng, 1+rng.IntN(400))...)
				checkFirstByte(t, rnd, "random deflate data", false)
			}
		}
	}
	// Every member written whole is one compress/gzip reads; each has a
	// first byte (no text is empty) in its first block.
	if found != valid {
		t.Errorf("first byte found for %d of %d gzip files written whole", found, valid)
	}
}

// headerLen is the length of the header of the gzip member full (which
// compress/gzip wrote: no header CRC), or 0.
func headerLen(full []byte) int {
	if len(full) < 10 {
		return 0
	}
	p := 10
	if full[3]&4 != 0 {
		p += 2 + int(binary.LittleEndian.Uint16(full[10:]))
	}
	for _, f := range []byte{8, 16} {
		if full[3]&f != 0 {
			p += bytes.IndexByte(full[p:], 0) + 1
		}
	}
	return p
}

// TestGzipFirstByteBlocks: hand-made first blocks: an empty stored block
// before the data, a stored block whose NLEN is wrong, a fixed block that
// starts with a back-reference or its end, a block of the reserved type.
func TestGzipFirstByteBlocks(t *testing.T) {
	hdr := []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255}
	for _, tc := range []struct {
		name    string
		deflate []byte
		ok      bool
		c       byte
	}{
		{"stored", []byte{1, 2, 0, 0xfd, 0xff, 'h', 'i'}, true, 'h'},
		{"stored W", []byte{1, 1, 0, 0xfe, 0xff, 'W'}, true, 'W'},
		{"stored, padding bits set", []byte{0xf9, 1, 0, 0xfe, 0xff, 'x'}, true, 'x'},
		{"empty stored, then stored", []byte{0, 0, 0, 0xff, 0xff, 1, 1, 0, 0xfe, 0xff, 'x'}, false, 0},
		{"stored, bad NLEN", []byte{1, 1, 0, 0, 0, 'x'}, false, 0},
		{"reserved type", []byte{7, 0}, false, 0},
		{"fixed, end of block first", []byte{3, 0}, false, 0},
		{"fixed 'a'", []byte{0x4b, 0x04, 0}, true, 'a'},
	} {
		head := append(append([]byte(nil), hdr...), tc.deflate...)
		c, ok := gzipFirstByte(head)
		if ok != tc.ok || ok && c != tc.c {
			t.Errorf("%s: %q %v, want %q %v", tc.name, c, ok, tc.c, tc.ok)
		}
		checkFirstByte(t, head, tc.name, true)
	}
}

// FuzzGzipFirstByte: any bytes after a gzip header, or as the whole head,
// give compress/gzip's first byte when both give one, and sniffWARC says
// what inflating the whole head says.
func FuzzGzipFirstByte(f *testing.F) {
	for _, s := range []string{"", "\x4b\x04\x00", "\x01\x01\x00\xfe\xffW", "\x05\xc0\x81\x00\x00\x00\x00\x80\x90\xfe\xaf\xee\x1c\x0a", "WARC/1.0\r\n"} {
		f.Add([]byte(s), true)
	}
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write([]byte("WARC/1.0\r\nWARC-Type: warcinfo\r\n\r\nhttp://a.example/ text"))
	zw.Close()
	f.Add(z.Bytes(), false)
	f.Fuzz(func(t *testing.T, b []byte, withHeader bool) {
		head := b
		if withHeader {
			head = append([]byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255}, b...)
		}
		checkFirstByte(t, head, "fuzz", false)
	})
}

// BenchmarkGzipFirstByte: the first byte of gzip files of text (a
// change log's lines, dynamic Huffman blocks at every level), as sniffWARC
// reads it for each *.gz file a walk meets.
func BenchmarkGzipFirstByte(b *testing.B) {
	var heads [][]byte
	rng := rand.New(rand.NewPCG(27, 33))
	words := []string{"urlsift", "(1.2.3-1)", "unstable;", "urgency=medium", "*", "New", "upstream", "release.",
		"Closes:", "#123456", "--", "Maintainer", "<m@example.org>", "Wed,", "12", "Jan", "2026", "10:00:00", "+0000", "\n", "  "}
	for level := gzip.BestSpeed; level <= gzip.BestCompression; level++ {
		var text bytes.Buffer
		for text.Len() < 4<<10 {
			text.WriteString(words[rng.IntN(len(words))])
			text.WriteByte(' ')
		}
		var z bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&z, level)
		zw.Write(text.Bytes())
		zw.Close()
		heads = append(heads, z.Bytes())
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, ok := gzipFirstByte(heads[i%len(heads)]); !ok {
			b.Fatal("no first byte")
		}
	}
}
