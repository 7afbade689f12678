package lint

// lastBlank returns the index i of the last pair of line breaks of p
// (p[i] and p[i+1] both '\n'), or -1: the blocks of 32 bytes at the end
// of p with AVX2 where the processor has it (blank_amd64.s), 32 at a
// time from the end, and the bytes before them one at a time.
func lastBlank(p []byte) int {
	n := len(p)
	if useAVX2 && n >= 64 {
		k, rest := lastBlankAVX2(p)
		if k >= 0 {
			return k
		}
		n = rest + 1 // the pair across p[rest-1:rest+1] is the Go loop's
	}
	return lastBlankGo(p[:n])
}

// lastBlankAVX2 returns lastBlank's answer for the pairs within
// p[rest:], where rest is len(p) % 32 (the blocks of 32 bytes at p's
// end), or -1 and rest.
//
//go:noescape
func lastBlankAVX2(p []byte) (k, rest int)
