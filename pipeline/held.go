package pipeline

import "sync"

// Output held in chunks: what a task writes before its turn comes is
// kept in a heldBuf, in chunks of chunkSize taken from and given back to
// a chunkPool the Sequencer's turns share. A task's output held in a
// buffer of its own grew by doubling and was copied at each step (14 of
// the 31 MB allocated at -j 2 over the Go sources and /usr/share/doc).

const (
	// chunkSize is the size of the chunks a Turn holds output in.
	chunkSize = 16 << 10
	// minAvail is the least room available gives in the last chunk
	// held; with less, it starts a new chunk (the rest of the last is not
	// used): a record formatted into it then fits, mostly, and is held
	// without a copy.
	minAvail = 2 << 10
)

// chunkPool holds the chunks of held output written, for the next
// heldBuf that holds output. Its methods may be called on any goroutine.
type chunkPool struct {
	mu    sync.Mutex
	spare [][]byte
}

// get returns an empty chunk of chunkSize, a spare one when there is
// one.
func (p *chunkPool) get() []byte {
	p.mu.Lock()
	if k := len(p.spare); k > 0 {
		c := p.spare[k-1]
		p.spare[k-1] = nil
		p.spare = p.spare[:k-1]
		p.mu.Unlock()
		return c[:0]
	}
	p.mu.Unlock()
	return make([]byte, 0, chunkSize)
}

// put keeps chunks written for the next heldBufs.
func (p *chunkPool) put(chunks [][]byte) {
	if len(chunks) == 0 {
		return
	}
	p.mu.Lock()
	p.spare = append(p.spare, chunks...)
	p.mu.Unlock()
}

// heldBuf is output held, in order, in chunks each filled to its
// length. Its first chunk is its own, kept from task to task (reset);
// the others are a chunkPool's. It is one goroutine's at a time.
type heldBuf struct {
	chunks [][]byte
	own    []byte // the first chunk, kept from task to task
	size   int    // bytes held in chunks
}

// takeInPlace holds p without a copy when it was formatted in place at
// the end of the last chunk (after available), and tells whether it was.
func (h *heldBuf) takeInPlace(p []byte) bool {
	k := len(h.chunks) - 1
	if k < 0 || len(p) == 0 || cap(h.chunks[k])-len(h.chunks[k]) < len(p) {
		return false
	}
	last, n := h.chunks[k], len(h.chunks[k])
	if &last[:n+1][n] != &p[0] {
		return false
	}
	h.chunks[k] = last[:n+len(p)]
	h.size += len(p)
	return true
}

// write holds a copy of p, taking chunks from pool as it needs them.
func (h *heldBuf) write(p []byte, pool *chunkPool) {
	k := len(h.chunks) - 1
	for rest := p; len(rest) > 0; {
		if k < 0 || len(h.chunks[k]) == cap(h.chunks[k]) {
			k = h.room(len(rest), pool)
		}
		c := h.chunks[k]
		m := copy(c[len(c):cap(c)], rest)
		h.chunks[k] = c[:len(c)+m]
		rest = rest[m:]
	}
	h.size += len(p)
}

// available returns an empty buffer with room for minAvail bytes at
// least, at the end of the last chunk: a record formatted into it and
// given to takeInPlace is held without a copy.
func (h *heldBuf) available(pool *chunkPool) []byte {
	k := len(h.chunks) - 1
	if k < 0 || cap(h.chunks[k])-len(h.chunks[k]) < minAvail {
		k = h.room(minAvail, pool)
	}
	c := h.chunks[k]
	return c[len(c):]
}

// room makes room for n more bytes held, or for as many as a chunk
// takes, and returns the index of the chunk that has it. The first
// chunk is the heldBuf's own, grown by doubling up to chunkSize (most
// tasks hold little: a chunk each was 8 MB for the turns of two
// workers); the others are pool's.
func (h *heldBuf) room(n int, pool *chunkPool) int {
	k := len(h.chunks) - 1
	if k < 0 {
		h.chunks = append(h.chunks, h.own[:0])
		k = 0
	}
	c := h.chunks[k]
	if cap(c)-len(c) >= n {
		return k
	}
	if k == 0 && cap(c) < chunkSize {
		grown := make([]byte, len(c), min(chunkSize, max(2*cap(c), len(c)+n, 512)))
		copy(grown, c)
		h.chunks[0], h.own = grown, grown
		if cap(grown)-len(grown) >= min(n, minAvail) {
			return 0
		}
	}
	if cap(h.chunks[k]) == len(h.chunks[k]) || n <= minAvail {
		h.chunks = append(h.chunks, pool.get())
		k++
	}
	return k
}

// heldCursor is how far a heldBuf is written out: at bytes, up to
// offset off of chunk i.
type heldCursor struct{ i, off, at int }

// next returns the next piece of what h holds from c up to the byte at
// to, and moves c past it; false when c is at to.
func (h *heldBuf) next(c *heldCursor, to int) ([]byte, bool) {
	if c.at >= to {
		return nil, false
	}
	ch := h.chunks[c.i]
	n := min(len(ch)-c.off, to-c.at)
	p := ch[c.off : c.off+n]
	c.off += n
	c.at += n
	if c.off == len(ch) {
		c.i, c.off = c.i+1, 0
	}
	return p, true
}

// reset empties h once what it holds is written, keeping its first
// chunk and giving the others back to pool.
func (h *heldBuf) reset(pool *chunkPool) {
	if len(h.chunks) > 0 {
		h.own = h.chunks[0][:0]
		pool.put(h.chunks[1:])
	}
	clear(h.chunks)
	h.chunks, h.size = h.chunks[:0], 0
}
