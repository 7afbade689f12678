// Package split reads one large file on several cores: it cuts the file
// into parts at line breaks, reads each part, with the bytes around it
// that a reader of the part looks at, on a worker of its own, and hands
// the parts back in the file's order. What is printed for the parts, put end to end, is then what
// one reader of the whole file prints, when the reader can start afresh
// at a cut (extract.Part says how a Scanner does, and when it cannot).
//
// Memory does not grow with the file. On Linux an open file is mapped
// whole, once, read-only and shared with the page cache (mapFile), and a
// part's Data is its bytes in the mapping: no copy of the file into the
// process, which was the largest cost of `urlsift extract -j 2` on a
// 360 MB file (the kernel's copy from the page cache, and the zeroing of
// fresh buffers). Once a part is emitted, the pages before its end leave
// the process's resident set (dropPages), so that it holds no more of
// the file than the parts under way. (A mapping for each part, unmapped
// once emitted, cost a third more CPU than the copy did: a mapping and
// an unmapping, with its TLB flushes on every core, for each 2 MiB.)
// Elsewhere, or where the file cannot be mapped, a part is held while it
// is read and until its turn, at most two per worker and one more, each
// in a buffer kept from part to part, read with ReadAt (pread); on Linux
// memory of its own, on huge pages where the kernel gives them (alloc):
// on 4 KiB pages, the first read into a fresh buffer took a page fault
// every 4 KiB. A last part that no cut ends is read through a reader
// (Part.R). A file cut short while it is read ends the run with
// errShrunk: a short read, or under the mapping the fault of a page past
// the file's new end (caught: debug.SetPanicOnFault, faultIn) or, for
// bytes cut inside the last page (which read as zeros), the file's size
// looked at again after each part is processed.
package split

import (
	"bytes"
	"errors"
	"io"
	"runtime/debug"
	"sync"
	"unsafe"

	"github.com/urlsift/urlsift/internal/newline"
)

// Options say how a file is cut and read.
type Options struct {
	Workers int // parts read at once
	// Size is the size of a part: it ends at the first cut Size bytes
	// or more after it begins, looked for up to Search bytes further.
	// Where none is found the rest of the file is the last part.
	Size, Search int
	// Before and After are how many bytes of the file around a part are
	// read with it (Part.Data).
	Before, After int
	// Cut reports whether a part may begin after line: the last bytes
	// of a line (up to 64), with its "\n". Nil: after any line.
	Cut func(line []byte) bool
	// Stream is the size above which the last part is read through a
	// reader (Part.R) rather than held in memory.
	Stream int
	// Lines has each part's lines numbered in the file (Part.Line) when
	// it is processed: each part's line breaks are counted ahead, and the
	// worker of a part waits for the count of the part before. Without
	// it, a part's lines are numbered from the part's own start, and the
	// emitter, which has the parts in order, adds the lines before it
	// (the reader of a part counts them as it reads): no pass ahead over
	// the part's bytes and no wait.
	Lines bool
}

// Part is one part of the file.
type Part struct {
	Index int
	// Data holds the file's bytes from Offset: up to Before bytes of the
	// text before the part, the part itself, Data[Begin:End], and up to
	// After bytes after it. EOF says Data runs to the file's end.
	Data []byte
	// R, for a last part larger than Options.Stream, reads the file from
	// Offset to its end instead of Data (the part is from Begin on).
	R          io.Reader
	Offset     int64
	Begin, End int
	EOF        bool
	// Line is the number of the line Data[0] (R's first byte) stands on:
	// in the file with Options.Lines, 1 without.
	Line int
	// Breaks is the number of line breaks before the part's first byte
	// in Data (or R): Data[:Begin].
	Breaks int
	// Blocks, with Options.Lines and Data, holds the line breaks of the
	// part BlockSize bytes at a time: Blocks[k] those of Data[Begin+k*
	// BlockSize:], up to BlockSize bytes or to End. The count ahead of
	// the part's lines is kept by blocks, and its reader counts the
	// lines of a whole block from them, not from the bytes again
	// (extract.Part.Breaks): one count of each byte, not two.
	Blocks []int32
	// The turns of InOrder: the gate of the part before (nil for the
	// first), this part's, closed once its turn is done, and whether it is.
	after  <-chan struct{}
	gate   chan struct{}
	passed bool
}

// InOrder calls f on the part's worker once the turn of the part before
// is done: its InOrder returned, or its process did without calling it
// (or the part was never processed). So the calls of InOrder are made in
// the file's order, one at a time, each seeing what the one before did:
// what a part's process learns there of its bytes is the next part's to
// read before it goes on (lint: the context the part's lines leave the
// next part's first line). Process calls it once at most.
func (p *Part) InOrder(f func()) {
	if p.after != nil {
		<-p.after
	}
	f()
	p.pass()
}

// pass ends the part's turn of InOrder, once, after the turn of the
// part before: a part that takes none passes on the turn it is given,
// without holding its worker (which goes on to the next part) while the
// part before is still at work.
func (p *Part) pass() {
	if p.gate == nil || p.passed {
		return
	}
	p.passed = true
	if p.after == nil {
		close(p.gate)
		return
	}
	select {
	case <-p.after:
		close(p.gate)
	default:
		after, gate := p.after, p.gate
		go func() {
			<-after
			close(gate)
		}()
	}
}

// BlockSize is the size of the blocks Part.Blocks counts the line
// breaks of.
const BlockSize = 2 << 10

// Cut returns the file offset where the part begins.
func (p *Part) Cut() int64 { return p.Offset + int64(p.Begin) }

// job is a part on its way from the planner to the emitter.
type job[T any] struct {
	part    Part
	n       int // the bytes of Data, read by run (part.Data nil until then)
	t       *T
	buf     *buffers
	prev    *job[T] // the part before, whose lines this one's first line follows
	err     error
	size    int           // a read part's buffer, at least
	next    int           // the line of the byte after the part
	counted chan struct{} // next is set (Options.Lines)
	done    chan struct{} // process returned
}

// run reads the part (its bytes in whole, the file's mapping, when it
// is mapped), counts its lines when lines is set, and processes it.
func (j *job[T]) run(f io.ReaderAt, whole []byte, lines bool, process func(p *Part, t *T) error) {
	defer close(j.done)
	defer j.part.pass() // the turn of InOrder, if process took none
	counted := false    // j.counted closed
	if whole != nil {
		// A fault of the mapping: the file was cut short under it.
		defer func() {
			if r := recover(); r != nil {
				if !faultIn(r, whole) {
					panic(r)
				}
				if j.err == nil {
					j.err = errShrunk
				}
				if lines && !counted {
					close(j.counted) // the parts after wait for it; the run ends at this one
				}
			}
		}()
	}
	p := &j.part
	var own int
	if p.R == nil && whole != nil {
		p.Data = whole[p.Offset : p.Offset+int64(j.n) : p.Offset+int64(j.n)]
		p.Breaks = newline.Count(p.Data[:p.Begin])
		if lines {
			own, j.buf.blocks = countBlocks(p.Data[p.Begin:p.End], j.buf.blocks)
			p.Blocks = j.buf.blocks
		}
	} else if p.R == nil {
		if cap(j.buf.data) < j.n {
			// As large as any part but a last one that no cut ends: a
			// buffer from the pool then always does.
			free(j.buf.mapped)
			j.buf.data, j.buf.mapped = alloc(max(j.n, j.size))
		}
		p.Data = j.buf.data[:j.n]
		j.read(f, p.Data, p.Offset)
		p.Breaks = newline.Count(p.Data[:p.Begin])
		if lines {
			own, j.buf.blocks = countBlocks(p.Data[p.Begin:p.End], j.buf.blocks)
			p.Blocks = j.buf.blocks
		}
	} else {
		ctx := make([]byte, p.Begin)
		j.read(f, ctx, p.Offset)
		p.Breaks = newline.Count(ctx)
	}
	p.Line = 1
	if lines {
		start := 1
		if j.prev != nil {
			<-j.prev.counted
			start = j.prev.next
			j.prev = nil
		}
		p.Line = start - p.Breaks
		j.next = start + own
		close(j.counted)
		counted = true
	}
	if j.err == nil {
		j.err = process(p, j.t)
	}
	if whole != nil && j.err == nil && p.R == nil {
		// Cut inside a page: its bytes past the new end read as zeros,
		// with no fault.
		if n := sizeNow(f); n >= 0 && n < p.Offset+int64(len(p.Data)) {
			j.err = errShrunk
		}
	}
}

// faultIn reports whether r, recovered, is the fault of an address in m
// (debug.SetPanicOnFault): a page of the file's mapping past the file's
// end, once the file was cut short. Any other panic is not the file's.
func faultIn(r any, m []byte) bool {
	e, ok := r.(interface{ Addr() uintptr })
	if !ok || len(m) == 0 {
		return false
	}
	base := uintptr(unsafe.Pointer(unsafe.SliceData(m)))
	a := e.Addr()
	return base <= a && a-base < uintptr(len(m))
}

func (j *job[T]) read(f io.ReaderAt, b []byte, off int64) {
	if n, err := f.ReadAt(b, off); n < len(b) && j.err == nil {
		if err == nil || err == io.EOF {
			err = errShrunk
		}
		j.err = err
	}
}

var errShrunk = errors.New("the file is shorter than when it was opened")

// buffers are what a part is read into, kept from part to part, and
// given back when Run returns (free): a part's Data is not held after its
// emit.
type buffers struct {
	data   []byte
	mapped []byte  // alloc's mapping of data, nil for the Go heap's
	blocks []int32 // Part.Blocks
}

// countBlocks returns the line breaks of b, and those of each BlockSize
// bytes of it in blocks[:0] (Part.Blocks).
func countBlocks(b []byte, blocks []int32) (int, []int32) {
	blocks = blocks[:0]
	n := 0
	for len(b) > 0 {
		k := min(len(b), BlockSize)
		c := newline.Count(b[:k])
		blocks = append(blocks, int32(c))
		n += c
		b = b[k:]
	}
	return n, blocks
}

// Run reads the size bytes of f in parts: process is called for each
// part on one of o.Workers goroutines, and emit for each, in the file's
// order, on the calling goroutine once its process has returned. The
// result t is process's to fill in and emit's to read; Run makes them
// with newT and reuses them, so process must reset what it fills in. The
// first error of process (or of reading f) or of emit ends the run and is
// returned, after the parts under way.
func Run[T any](f io.ReaderAt, size int64, o Options, newT func() *T, process func(p *Part, t *T) error, emit func(p *Part, t *T) error) error {
	workers := max(o.Workers, 1)
	whole := mapFile(f, size)
	if whole != nil {
		defer unmapFile(whole)
		// The emitter reads what process made of a part, which may
		// read the part's bytes: a fault there is the file's too.
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	}
	var mu sync.Mutex
	var freeT []*T
	var freeBuf []*buffers
	var all []*buffers // every buffers made, given back at the end
	defer func() {
		for _, b := range all {
			free(b.mapped)
		}
	}()
	get := func() (*T, *buffers) {
		mu.Lock()
		defer mu.Unlock()
		t, b := (*T)(nil), (*buffers)(nil)
		if n := len(freeT); n > 0 {
			t, freeT = freeT[n-1], freeT[:n-1]
		} else {
			t = newT()
		}
		if n := len(freeBuf); n > 0 {
			b, freeBuf = freeBuf[n-1], freeBuf[:n-1]
		} else {
			b = new(buffers)
			all = append(all, b)
		}
		return t, b
	}
	put := func(t *T, b *buffers) {
		mu.Lock()
		freeT, freeBuf = append(freeT, t), append(freeBuf, b)
		mu.Unlock()
	}

	stopped := make(chan struct{})
	// A job goes to a worker, then into the order the emitter follows:
	// at most workers jobs run and workers more wait for their turn.
	work := make(chan *job[T])
	order := make(chan *job[T], workers)
	go func() {
		defer close(order)
		defer close(work)
		var prev *job[T]
		var gate <-chan struct{} // the turn of InOrder of the part before
		var cutBuf []byte        // findCut's, kept from part to part
		for k, c := 0, int64(0); c < size; k++ {
			e := size
			var err error
			if size-c > int64(o.Size)+int64(o.Search) {
				e, cutBuf, err = findCut(f, size, c+int64(o.Size), o, cutBuf)
			}
			j := &job[T]{err: err, done: make(chan struct{}), size: o.Before + o.Size + o.Search + o.After}
			if o.Lines {
				j.prev, j.counted = prev, make(chan struct{})
			}
			lo, hi := max(c-int64(o.Before), 0), min(e+int64(o.After), size)
			turn := make(chan struct{}) // j's turn of InOrder (j.part is the emitter's once j is sent)
			j.part = Part{Index: k, Offset: lo, Begin: int(c - lo), End: int(e - lo), EOF: hi == size, after: gate, gate: turn}
			j.t, j.buf = get()
			if e == size && size-c > int64(o.Stream) {
				j.part.R = io.NewSectionReader(f, lo, size-lo)
				j.part.End = int(size - lo)
			} else {
				j.n = int(hi - lo) // read by run
			}
			if err != nil {
				if j.counted != nil {
					close(j.counted)
				}
				close(j.done) // (no part after it: its turn of InOrder is no one's)
			} else {
				select {
				case work <- j:
				case <-stopped:
					return
				}
			}
			select {
			case order <- j:
			case <-stopped:
				return
			}
			if err != nil {
				return
			}
			prev, gate, c = j, turn, e
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if whole != nil {
				debug.SetPanicOnFault(true) // this goroutine's: run recovers the mapping's faults
			}
			for j := range work {
				j.run(f, whole, o.Lines, process)
			}
		}()
	}
	var err error
	dropped := 0 // the pages of whole before it left the resident set
	for j := range order {
		<-j.done
		if err == nil {
			if err = j.err; err == nil {
				err = emitPart(emit, &j.part, j.t, whole)
			}
			if err != nil {
				close(stopped)
			}
		}
		if whole != nil && j.part.R == nil && j.part.Data != nil {
			// What the parts after still read of it comes back as read.
			end := int(j.part.Offset) + j.part.End
			dropPages(whole, dropped, end)
			dropped = max(dropped, end)
		}
		j.part = Part{}
		put(j.t, j.buf)
	}
	wg.Wait()
	return err
}

// emitPart calls emit for the part p, a fault of the file's mapping
// whole in it (the file cut short) returned as errShrunk.
func emitPart[T any](emit func(p *Part, t *T) error, p *Part, t *T, whole []byte) (err error) {
	if whole != nil {
		defer func() {
			if r := recover(); r != nil {
				if !faultIn(r, whole) {
					panic(r)
				}
				err = errShrunk
			}
		}()
	}
	return emit(p, t)
}

// findCut returns the first offset from at on where a part may begin
// (o.Cut), up to o.Search bytes further, or size when there is none. It
// reads into buf, or a buffer it makes and returns for the next call.
func findCut(f io.ReaderAt, size, at int64, o Options, buf []byte) (int64, []byte, error) {
	const chunk = 64 << 10
	const tail = 64 // what Cut is shown of the line before
	if len(buf) != tail+chunk {
		buf = make([]byte, tail+chunk)
	}
	for from := at; from < size && from-at <= int64(o.Search); from += chunk {
		lo := max(from-tail, 0)
		n, err := f.ReadAt(buf[:min(int64(len(buf)), size-lo)], lo)
		if err != nil && err != io.EOF {
			return 0, buf, err
		}
		b := buf[:n]
		// A line break at from-1 or later: the cut after it is at from
		// or later.
		for i := int(from - lo - 1); i < len(b); {
			k := bytes.IndexByte(b[max(i, 0):], '\n')
			if k < 0 {
				break
			}
			i = max(i, 0) + k
			c := lo + int64(i) + 1
			if c >= size {
				return size, buf, nil
			}
			if c >= at && (o.Cut == nil || o.Cut(b[max(0, i+1-tail):i+1])) {
				return c, buf, nil
			}
			i++
		}
	}
	return size, buf, nil
}
