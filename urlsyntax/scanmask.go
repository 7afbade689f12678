package urlsyntax

// scanMaskMax is the longest text scanMasks reads: a URL's text, as most
// URLs a command prints are (dense text's are about 24 bytes).
const scanMaskMax = 64

// scanMasksGo returns, for s of at most scanMaskMax bytes, the bits of
// the places of s (bit i for s[i]) that hold "/" (slash), "%" (pct), and
// any byte that encStart holds (enc): scanMasks where the vector version
// (scanmask_amd64.s) is not built, and its test's oracle.
func scanMasksGo(s string) (slash, pct, enc uint64) {
	for i := 0; i < len(s); i++ {
		bit := uint64(1) << i
		switch s[i] {
		case '/':
			slash |= bit
		case '%':
			pct |= bit
			enc |= bit
		case '&', '\\', '=':
			enc |= bit
		}
	}
	return slash, pct, enc
}

// encIndexGo returns the index of the first byte of s that encStart
// holds, or -1: encIndex where the vector version is not built, and its
// test's oracle.
func encIndexGo(s string) int {
	for i := 0; i < len(s); i++ {
		if encStart[s[i]] {
			return i
		}
	}
	return -1
}
