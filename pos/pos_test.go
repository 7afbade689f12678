package pos

import (
	"strings"
	"testing"
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
