package extract

// The colon search's first pass. schemeColon and markedColon hand each
// colon of the text to tests of its bytes; most colons in prose and code
// fail the two cheapest of them, and colonScan passes those over in its
// own loop: on amd64 one of 16 bytes at a time with the tests of a colon
// made in the same loop (colon_amd64.s), where a bytes.IndexByte call for
// each colon cost about 60 instructions and the tests after it about 50
// more (perf45: the colon search was 180M of the 1,118M instructions of
// one worker over the Go sources and /usr/share/doc).

// noNext is colonScan's next when no byte after a colon is asked for.
const noNext = 0x100

// colonScanGo is what colonScan returns, written in Go: the index of the
// first colon in b[from:limit] that is not passed over, or -1. A colon at
// i is passed over only when schemeColon and markedColon (with next the
// byte after a marker's colon, noNext for none) would pass it over too:
// the byte after it is in b and not next, and either the two bytes
// before it are not both a scheme's; or the byte after it runs in a URL
// (no cStop) but is no "/" and no scheme whose URLs need no "//" ends
// before it (opaqueEnd: "std::map", "go:noinline"); or the byte after it
// ends a URL (cStop) and the maxScheme bytes before it hold no "<"
// (lessFree), and when the byte after it is a line break, the byte
// before it ends no scheme that a line break cuts from its "//" (cutEnd:
// "default:" at a line's end, 2,350 of the 8 MB of scripts/instr.sh's
// corpus slice, is passed over; "https:" is not). Anything else is left
// to the caller.
func colonScanGo(b []byte, from, limit, next int) int {
	if limit > len(b) || from < 0 {
		return -1
	}
	for i := from; i < limit; i++ {
		if b[i] != ':' {
			continue
		}
		if i < 2 || i+1 >= len(b) || int(b[i+1]) == next {
			return i
		}
		if class[b[i-1]]&class[b[i-2]]&cScheme == 0 {
			continue
		}
		c := b[i+1]
		if class[c]&cStop == 0 {
			// A byte of a URL after it: a candidate only after "/" or
			// where a scheme whose URLs need no "//" may end.
			if c == '/' || opaqueEnd(b[i-2], b[i-1]) {
				return i
			}
			continue
		}
		if (c == '\n' || c == '\r') && cutEnd(b[i-1]) || !lessFree(b, i) {
			return i
		}
	}
	return -1
}

// cutEnd reports whether c, the byte before a colon at a line's end, may
// end a scheme that schemeCut reads as cut from its "//" by the line
// break: the last letter of a known one ("s" or "p", in any case).
func cutEnd(c byte) bool {
	c |= 0x20
	return c == 's' || c == 'p'
}
