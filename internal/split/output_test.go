package split

import (
	"bytes"
	"testing"
)

// checkOutput writes parts into one Output, each part a list of record
// lengths (a record of length n is n bytes of one letter, a letter each
// for the records of all parts), and checks after each part that its
// chunks, in order, hold that part's records and nothing else (a chunk
// used again holds nothing of a part before), that each chunk before the
// last holds size bytes or more and was started only then (Next), and
// that a chunk's bytes are never those of another chunk of the part.
func checkOutput(t *testing.T, size int, parts [][]int) {
	t.Helper()
	var o Output
	want := size
	if want <= 0 {
		want = ChunkSize
	}
	letter := byte(0)
	for p, recs := range parts {
		o.Size = size
		o.Reset()
		var all []byte
		for _, n := range recs {
			before := len(o.Out)
			if o.Next() != (before >= want) {
				t.Fatalf("size %d, parts %v: part %d: Next with %d bytes in Out", size, parts, p, before)
			}
			rec := bytes.Repeat([]byte{'a' + letter%26}, n)
			letter++
			o.Out = append(o.Out, rec...)
			all = append(all, rec...)
		}
		var got []byte
		for i := 0; i <= len(o.Full); i++ {
			c := o.Chunk(i)
			if i < len(o.Full) && len(c) < want {
				t.Fatalf("size %d, parts %v: part %d: chunk %d of %d bytes before the last", size, parts, p, i, len(c))
			}
			for j := 0; j < i; j++ {
				if d := o.Chunk(j); cap(c) > 0 && cap(d) > 0 && &c[:cap(c)][cap(c)-1] == &d[:cap(d)][cap(d)-1] {
					t.Fatalf("size %d, parts %v: part %d: chunks %d and %d share their bytes", size, parts, p, j, i)
				}
			}
			got = append(got, c...)
		}
		if !bytes.Equal(got, all) {
			t.Fatalf("size %d, parts %v: part %d holds %q, want %q", size, parts, p, got, all)
		}
	}
}

// TestOutput: every list of up to three records of 0, 1, 3 or 8 bytes, in
// each of two parts written one after the other into one Output, for
// chunk sizes of 1 to 5 bytes (a chunk closed at each record or after
// several; the chunks of the first part used again by the second) and of
// ChunkSize (one chunk).
func TestOutput(t *testing.T) {
	lens := []int{0, 1, 3, 8}
	var lists [][]int
	var add func(l []int)
	add = func(l []int) {
		lists = append(lists, append([]int(nil), l...))
		if len(l) < 3 {
			for _, n := range lens {
				add(append(l, n))
			}
		}
	}
	add(nil)
	for _, size := range []int{0, 1, 2, 3, 4, 5} {
		for _, a := range lists {
			for _, b := range lists {
				checkOutput(t, size, [][]int{a, b})
			}
		}
	}
}

// FuzzOutput: any parts of any records (spec: a record's length a byte,
// 0xff ending a part) for any chunk size.
func FuzzOutput(f *testing.F) {
	f.Add(uint8(1), []byte{1, 2, 3, 0xff, 4, 0, 5})
	f.Add(uint8(0), []byte{200, 200, 0xff, 0xff, 1})
	f.Add(uint8(7), []byte{3, 3, 3, 3, 0xff, 9, 9})
	f.Fuzz(func(t *testing.T, size uint8, spec []byte) {
		parts := [][]int{nil}
		for _, c := range spec {
			if c == 0xff {
				parts = append(parts, nil)
				continue
			}
			parts[len(parts)-1] = append(parts[len(parts)-1], int(c))
		}
		checkOutput(t, int(size), parts)
	})
}
