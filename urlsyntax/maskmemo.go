package urlsyntax

// MaskMemo remembers masked texts that are final: texts in which
// MaskText's reading finds nothing it would hide more (settle's second
// reading, which makes sure that hiding a password made no new secret
// around it). That reading is a function of the masked text alone, so a
// text found final once is final whenever it is made again, and the
// reading is not made again: a URL that a text holds many times (a
// mailbox, a log, a document that names its repository on every page)
// is read for what masking did to it once. Of the settle readings of a
// walk of this repository's testdata trees, 83% were of a masked text
// read before, and none of them found anything: each such reading of
// the URL-dense text of scripts/corpus.sh cost about 4,000
// instructions, 5% of lint's there.
//
// It holds only final masked texts, which show no secret (they are what
// Secret.Mask gives back, what urlsift prints), and at most
// maskMemoBytes bytes of them: a text longer than maskMemoLong is not
// kept, and a full memo is emptied. The zero MaskMemo is ready to use; a
// nil *MaskMemo remembers nothing. It is not safe for use by several
// goroutines at once (a Scanner has its own).
type MaskMemo struct {
	fixed map[string]struct{}
	bytes int
}

// The bounds of a MaskMemo: the bytes of the texts it holds, and the
// longest text it keeps.
const (
	maskMemoBytes = 256 << 10
	maskMemoLong  = 1 << 10
)

// final reports whether m is a masked text found final before.
func (mm *MaskMemo) final(m string) bool {
	if mm == nil || mm.fixed == nil {
		return false
	}
	_, ok := mm.fixed[m]
	return ok
}

// keep notes m, a masked text that a reading found final.
func (mm *MaskMemo) keep(m string) {
	if mm == nil || len(m) > maskMemoLong {
		return
	}
	if mm.fixed == nil {
		mm.fixed = make(map[string]struct{})
	}
	if mm.bytes+len(m) > maskMemoBytes {
		clear(mm.fixed)
		mm.bytes = 0
	}
	if _, ok := mm.fixed[m]; !ok {
		mm.fixed[m] = struct{}{}
		mm.bytes += len(m)
	}
}
