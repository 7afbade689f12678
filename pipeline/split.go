package pipeline

import (
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/split"
	"github.com/urlsift/urlsift/pos"
)

// How a large file is read on several cores (internal/split), by extract
// (mapper.Extract.Split) and lint (LintSplit) alike: in parts of
// partSize bytes and more, each ending at the first cut past that
// (extract.CutAfter), looked for over partSearch bytes; a file of less
// than splitMin bytes is read whole, and one file is shared by maxSplit
// workers at most.
const (
	partSize   = 2 << 20
	partSearch = 256 << 10
	splitMin   = 2 * partSize
	maxSplit   = 32
)

// The size above which the last part (one where no cut was found) is
// streamed through a reader rather than held (split.Options.Stream).
// extract's worker still reads it while the parts before are printed,
// its output held; lint lints it in its turn, each finding written as
// it comes, so it holds nothing.
const (
	ExtractStream = 8 << 20
	LintStream    = partSize + partSearch
)

// Splittable reports whether a large file may be read in parts: the
// regular file f of size bytes, named name and read in mode, on workers
// goroutines with the scanner options opts. It is large, there are
// workers to share it, a part's context (opts.Context: --max-url) is
// small beside a part, and it is plain text (input.Plain), which is read
// as it is stored. Each command adds what its own output needs (extract:
// no --unique; lint: no --fix, a format of a line a finding).
func Splittable(name string, f io.ReaderAt, size int64, mode input.Mode, opts extract.Options, workers int) bool {
	if workers < 2 || size < splitMin {
		return false
	}
	if _, after := opts.Context(); after > partSize/4 {
		return false // a --max-url so long that each part would be read twice over
	}
	head := make([]byte, input.SniffSize)
	n, _ := f.ReadAt(head, 0)
	return input.Plain(name, head[:n], mode)
}

// Large is the one assembly of the large-file path that extract and lint
// share: the file, how it is cut (Split, for split.Run), each part as a
// Scanner reads it (Part) and the one segment the file's text is
// (Segment). What each command does with a part (extract: the records
// of its URLs, renumbered in its turn; lint: its findings, the part
// linted again or the file whole when its context differs) is its own.
type Large struct {
	F     io.ReaderAt
	Size  int64
	Split split.Options
	// What LintSplit did with the parts: how many took their turn, how
	// many of those began inside a fence or an example, and how many it
	// linted again in their turn (the context their first line follows
	// was not the one they were linted from on their worker).
	parts, open, again int
}

// NewLarge returns the Large for the file f of size bytes, read with the
// scanner options opts on up to workers goroutines, its last part
// streamed above stream bytes (ExtractStream, LintStream).
func NewLarge(f io.ReaderAt, size int64, opts extract.Options, workers, stream int) *Large {
	before, after := opts.Context()
	return &Large{F: f, Size: size, Split: split.Options{Workers: min(workers, maxSplit), Size: partSize, Search: partSearch,
		Before: before, After: after, Cut: extract.CutAfter, Stream: stream}}
}

// Part returns the part sp as a Scanner reads it (Scanner.ResetPart),
// Data[0] numbered line, going on from the Scanner state from when it is
// not nil. A part that is streamed (sp.R set) is given a reader of its
// own, from its first byte to the file's end: the part may be read twice
// (again from the part before's state, or from another context).
func (l *Large) Part(sp *split.Part, line int, from *extract.Handoff) extract.Part {
	p := extract.Part{Data: sp.Data, Offset: int(sp.Offset), Line: line, Begin: sp.Begin, End: sp.End, EOF: sp.EOF, From: from,
		Blocks: sp.Blocks}
	if sp.Blocks != nil {
		p.BlockSize = split.BlockSize
	}
	if sp.R != nil {
		p.R = io.NewSectionReader(l.F, sp.Offset, l.Size-sp.Offset)
	}
	return p
}

// Segment returns the segment a plain-text file is, as input.ReadOptions
// gives it: its text as stored, of kind text/plain.
func Segment() *input.Segment {
	return &input.Segment{Origin: pos.Origin{Kind: "text/plain"}}
}

// Run reads the parts of l as split.Run does: work on a worker with the
// state newR gives it, then turn, in order.
func Run[R any](l *Large, newR func() *R, work, turn func(*split.Part, *R) error) error {
	return split.Run(l.F, l.Size, l.Split, newR, work, turn)
}
