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
