package urlsyntax

// scanMasks is scanMasksGo, sixteen bytes a turn (SSE2, which every
// amd64 processor has): the questions NestedHint and NestedMay ask of
// nearly every URL (review50 J9) cost a few instructions, not one turn
// of a loop a byte. s holds at most scanMaskMax bytes.
//
//go:noescape
func scanMasks(s string) (slash, pct, enc uint64)

// encIndex is encIndexGo, sixteen bytes a turn (SSE2), for a text of any
// length.
//
//go:noescape
func encIndex(s string) int
