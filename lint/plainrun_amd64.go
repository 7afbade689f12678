package lint

// plainRunMin is the length of text below which plainLines does not
// call plainRun: it reads 32 bytes at a time.
const plainRunMin = 32

// plainRun passes over the lines at the start of q (q[0] starts one)
// that plainLines passes over and whose end is in a whole block of 32
// bytes of q, and returns where it stopped, a line's start, and how many
// lines it passed over. It stops at a line plainLines may stop at, or
// that it tells apart by more than its first two bytes after blanks and
// markup (a marker's first two letters: markerThird), and at the first
// line whose end is past the last whole block; plainLines reads that
// line. Without AVX2 it passes over none.
func plainRun(q []byte) (k, lines int) {
	if !useAVX2 {
		return 0, 0
	}
	return plainRunAVX2(q, &plainPair, &markupByte)
}

//go:noescape
func plainRunAVX2(q []byte, pair *[1 << 16]uint8, markup *[256]bool) (k, lines int)
