package pos

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestMapper(t *testing.T) {
	p := Pos{Offset: 10, Line: 1, Column: 11}
	q := Pos{Offset: 90, Line: 3, Column: 5}
	var zero Mapper
	if zero.Map(p) != p || zero.Map(q) != q {
		t.Errorf("the zero Mapper is not the identity")
	}
	if n, ok := zero.Shift(); n != 0 || !ok {
		t.Errorf("zero.Shift() = %d, %v", n, ok)
	}
	bom := ShiftBy(3)
	if got := bom.Map(p); got != (Pos{Offset: 13, Line: 1, Column: 14}) {
		t.Errorf("ShiftBy(3).Map(%v) = %+v", p, got)
	}
	if got := bom.Map(q); got != (Pos{Offset: 93, Line: 3, Column: 5}) {
		t.Errorf("ShiftBy(3).Map(%v) = %+v", q, got)
	}
	if n, ok := bom.Shift(); n != 3 || !ok {
		t.Errorf("ShiftBy(3).Shift() = %d, %v", n, ok)
	}
	double := Func(func(p Pos) Pos { p.Offset *= 2; return p })
	if got := double.Map(q); got.Offset != 180 {
		t.Errorf("Func.Map(%v) = %+v", q, got)
	}
	if _, ok := double.Shift(); ok {
		t.Errorf("a Func Mapper says it is a shift")
	}
}

// TestContinuationBytes checks the word-at-a-time count against a byte
// loop, at every alignment, on strings and byte slices.
func TestContinuationBytes(t *testing.T) {
	in := "aé€𝄞\x80\xbf\xc0\xff b" + strings.Repeat("ü", 9) + "\xe2\x82"
	for i := range len(in) {
		for j := i; j <= len(in); j++ {
			want := 0
			for _, c := range []byte(in[i:j]) {
				if c >= 0x80 && c <= 0xbf {
					want++
				}
			}
			if got, gotB := ContinuationBytes(in[i:j]), ContinuationBytes([]byte(in[i:j])); got != want || gotB != want {
				t.Fatalf("ContinuationBytes(%q) = %d, %d; want %d", in[i:j], got, gotB, want)
			}
		}
	}
}

// continuationBytesRef is ContinuationBytes as it was before its ASCII
// stretches were passed over 32 bytes at a time: a word at a time.
func continuationBytesRef(s []byte) int {
	n := 0
	for len(s) >= 8 {
		n += bits.OnesCount64(binary.LittleEndian.Uint64(s) &^ (binary.LittleEndian.Uint64(s) << 1) & 0x8080808080808080)
		s = s[8:]
	}
	for _, c := range s {
		if c&0xC0 == 0x80 {
			n++
		}
	}
	return n
}

// TestContinuationBytesLong compares ContinuationBytes with the word at a
// time count it replaced and with a byte loop, on texts long enough for
// its 32-byte stretches: runs of printable ASCII, of every byte value,
// and of UTF-8, at every alignment and length around the stretches.
func TestContinuationBytesLong(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 32))
	for n := 0; n < 20000; n++ {
		var b []byte
		for len(b) < 200 {
			k := rng.IntN(70)
			switch rng.IntN(4) {
			case 0: // printable ASCII
				for ; k > 0; k-- {
					b = append(b, byte(' '+rng.IntN(95)))
				}
			case 1: // any byte
				for ; k > 0; k-- {
					b = append(b, byte(rng.IntN(256)))
				}
			case 2: // UTF-8
				for ; k > 0; k-- {
					b = utf8.AppendRune(b, rune(rng.IntN(0x11000)))
				}
			default: // one byte with bit 7 set in ASCII
				b = append(b, byte(0x80+rng.IntN(128)))
			}
		}
		i := rng.IntN(40)
		j := i + rng.IntN(len(b)-i+1)
		checkContinuationBytes(t, b[i:j])
	}
}

func checkContinuationBytes(t *testing.T, b []byte) {
	t.Helper()
	want := 0
	for _, c := range b {
		if c >= 0x80 && c <= 0xbf {
			want++
		}
	}
	if got, gotS, ref := ContinuationBytes(b), ContinuationBytes(string(b)), continuationBytesRef(b); got != want || gotS != want || ref != want {
		t.Fatalf("ContinuationBytes(%q) = %d, %d (string); word at a time %d; byte loop %d", b, got, gotS, ref, want)
	}
}

// FuzzContinuationBytes: ContinuationBytes counts what the byte loop and
// the word at a time count it replaced count, on any bytes.
func FuzzContinuationBytes(f *testing.F) {
	f.Add([]byte("plain ASCII text of more than thirty-two bytes, é at its end"))
	f.Add([]byte(strings.Repeat("ü", 40)))
	f.Fuzz(func(t *testing.T, b []byte) { checkContinuationBytes(t, b) })
}

// BenchmarkContinuationBytes: a line of ASCII (code, logs) and one of
// UTF-8 text, 64 KB each; "ref" is the word at a time count.
func BenchmarkContinuationBytes(b *testing.B) {
	for _, in := range []struct{ name, text string }{
		{"ascii", strings.Repeat(`\x02\x03 plain "ASCII" text`, 2600)},
		{"utf8", strings.Repeat("Grüße, 世界; ", 4000)},
	} {
		text := []byte(in.text)
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				ContinuationBytes(text)
			}
		})
		b.Run(in.name+"/ref", func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				continuationBytesRef(text)
			}
		})
	}
}

// prefixes holds every proper start (1 to 3 bytes) of a code point's
// UTF-8 encoding, made from the encodings themselves: the reference of
// what a decoder reads as one character cut short.
var prefixes = func() map[string]bool {
	m := map[string]bool{}
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		e := string(utf8.AppendRune(nil, r))
		for k := 1; k < len(e); k++ {
			m[e[:k]] = true
		}
	}
	return m
}()

// decoderChars counts the characters a UTF-8 decoder reads in b, by
// Unicode's "maximal subparts" (the WHATWG decoder's): a valid sequence is
// one, and so is the longest start of a sequence that a byte cuts, and so
// is any other byte.
func decoderChars(b string) int {
	n := 0
	for i := 0; i < len(b); n++ {
		if r, size := utf8.DecodeRuneInString(b[i:]); r != utf8.RuneError || size > 1 {
			i += size
			continue
		}
		l := 1
		for k := 3; k > 1; k-- {
			if i+k <= len(b) && prefixes[b[i:i+k]] {
				l = k
				break
			}
		}
		i += l
	}
	return n
}

// TestContinued: the characters Continued leaves are a decoder's, in
// named cases (a Latin-1 "£" read as UTF-8, sequences cut, overlong,
// surrogates, above U+10FFFF).
func TestContinued(t *testing.T) {
	for _, tt := range []struct {
		before, s string
		want      int
	}{
		{"", "price \xa3 5", 0},         // Latin-1 "£": one character, U+FFFD
		{"", "caf\xc3\xa9", 1},          // "é"
		{"caf\xc3", "\xa9 x", 1},        // "é" cut where a buffer ends
		{"\xf0\x9d", "\x84\x9e", 2},     // "𝄞" cut after two bytes
		{"\xf0\x9d\x84", "\x9e", 1},     // and after three
		{"\xf0\x9d\x84\x9e", "\x80", 0}, // a byte after a whole sequence
		{"", "\xe2\x82 \x82", 1},        // a cut sequence, then a stray byte
		{"", "\xe0\x80\x80", 0},         // overlong: three characters
		{"", "\xed\xa0\x80", 0},         // a surrogate: three
		{"", "\xf4\x90\x80\x80", 0},     // above U+10FFFF: four
		{"", "\xf4\x8f\xbf\xbf", 3},     // U+10FFFF
		{"", "\xc0\xaf \xc1\xbf \xf5\x80", 0},
		{"\x80\x80\x80", "\x80", 0},
		{"x\n\xe2", "\x82\xac", 2}, // "€" across a cut after a line break
	} {
		if got := Continued(tt.before, tt.s); got != tt.want {
			t.Errorf("Continued(%q, %q) = %d, want %d", tt.before, tt.s, got, tt.want)
		}
		if got := Continued([]byte(tt.before), []byte(tt.s)); got != tt.want {
			t.Errorf("Continued([]byte %q, %q) = %d, want %d", tt.before, tt.s, got, tt.want)
		}
	}
}

// TestContinuedDrawn: on texts drawn from every byte value, UTF-8 of every
// length, cut sequences and ASCII runs long enough for Continued's 32-byte
// stretches, the bytes less Continued are the characters a decoder reads
// (decoderChars, made from the encodings of every code point), and so
// they are however the text is cut in two: what stands before a cut,
// given as before, tells Continued what the bytes after it continue.
func TestContinuedDrawn(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 6))
	for n := 0; n < 5000; n++ {
		b := drawBytes(rng)
		checkContinued(t, b)
		k := rng.IntN(len(b) + 1)
		if got, want := k-Continued("", b[:k])+len(b)-k-Continued(b[:k], b[k:]), decoderChars(b); got != want {
			t.Fatalf("%q cut at %d: %d characters, want %d", b, k, got, want)
		}
	}
}

// TestContinuedASCII: Continued's ASCII pass, which reads words of eight
// bytes and the last eight again, sees a byte 0x80 or above at every
// place of a stretch of every length up to 40, after any lead: the count
// is the decoder's (the characters of before and s less those of before).
func TestContinuedASCII(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for i := -1; i < n; i++ {
			for _, c := range []byte{0x80, 0xA9, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF} {
				b := []byte(strings.Repeat("x", n))
				if i >= 0 {
					b[i] = c
				}
				s := string(b)
				for _, before := range []string{"", "a", "\xc3", "\xe2\x82", "\xf0\x9d\x84", "\x80"} {
					want := len(s) - (decoderChars(before+s) - decoderChars(before))
					if got := Continued(before, s); got != want {
						t.Fatalf("Continued(%q, %q) = %d, want %d", before, s, got, want)
					}
					if got := Continued([]byte(before), b); got != want {
						t.Fatalf("Continued([]byte %q, %q) = %d, want %d", before, s, got, want)
					}
				}
			}
		}
	}
}

// drawBytes draws a text of runs: printable ASCII, any byte, UTF-8 of any
// code point, UTF-8 sequences cut short, bytes 0x80-0xBF alone.
func drawBytes(rng *rand.Rand) string {
	var b []byte
	for len(b) < 120 {
		k := rng.IntN(50)
		switch rng.IntN(5) {
		case 0:
			for ; k > 0; k-- {
				b = append(b, byte(' '+rng.IntN(95)))
			}
		case 1:
			for ; k > 0; k-- {
				b = append(b, byte(rng.IntN(256)))
			}
		case 2:
			for ; k > 0; k-- {
				b = utf8.AppendRune(b, rune(rng.IntN(0x110000)))
			}
		case 3:
			e := utf8.AppendRune(nil, rune(0x80+rng.IntN(0x110000-0x80)))
			b = append(b, e[:rng.IntN(len(e))+1]...)
		default:
			b = append(b, byte(0x80+rng.IntN(64)))
		}
	}
	return string(b)
}

func checkContinued(t *testing.T, s string) {
	t.Helper()
	want := decoderChars(s)
	if got, gotB := len(s)-Continued("", s), len(s)-Continued(nil, []byte(s)); got != want || gotB != want {
		t.Fatalf("%q: %d characters (%d as bytes), a decoder reads %d", s, got, gotB, want)
	}
}

// FuzzContinued: the bytes less Continued are a decoder's characters, for
// any bytes and any cut.
func FuzzContinued(f *testing.F) {
	f.Add("price \xa3 5 see http://example.net/a|b", 7)
	f.Add(strings.Repeat("ü€𝄞", 20)+"\xe2\x82", 3)
	f.Fuzz(func(t *testing.T, s string, k int) {
		checkContinued(t, s)
		k = min(max(k, 0), len(s))
		if got, want := k-Continued("", s[:k])+len(s)-k-Continued(s[:k], s[k:]), decoderChars(s); got != want {
			t.Fatalf("%q cut at %d: %d characters, want %d", s, k, got, want)
		}
	})
}

// BenchmarkContinuedShort: Continued as the scanner asks it, on the
// stretch between two URLs of a URL-dense line (26 bytes of ASCII) and on
// one character of a URL (the position after it), with the three bytes
// before each.
func BenchmarkContinuedShort(b *testing.B) {
	line := []byte("http://user:pw@a.example:8080/x{y} https://b.example:443/%zz caf\xc3\xa9 ")
	for _, in := range []struct {
		name     string
		from, to int
	}{
		{"ascii26", 35, 61},
		{"ascii1", 20, 21},
		{"utf8", 61, 67},
	} {
		b.Run(in.name, func(b *testing.B) {
			before, s := line[max(0, in.from-3):in.from], line[in.from:in.to]
			b.SetBytes(int64(len(s)))
			b.ReportAllocs()
			for b.Loop() {
				Continued(before, s)
			}
		})
	}
}

// BenchmarkContinued: Continued on the texts of BenchmarkContinuationBytes
// and on Latin-1 read as UTF-8 (a stray byte in every eight), as bytes and
// as a string.
func BenchmarkContinued(b *testing.B) {
	for _, in := range []struct{ name, text string }{
		{"ascii", strings.Repeat(`\x02\x03 plain "ASCII" text`, 2600)},
		{"utf8", strings.Repeat("Grüße, 世界; ", 4000)},
		{"latin1", strings.Repeat("price \xa3 5, caf\xe9 ", 4000)},
	} {
		text := []byte(in.text)
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				Continued(nil, text)
			}
		})
		b.Run(in.name+"/string", func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				Continued("", in.text)
			}
		})
	}
}
