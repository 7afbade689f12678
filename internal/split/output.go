package split

// Output is what a part prints, held until its turn to be written: in
// chunks of about ChunkSize bytes (Full, then Out, the one being written),
// kept from part to part. A part's output held in one buffer grew by
// copying itself (a 2 MiB part of the URL-dense text prints 2 MB with
// extract, 4 MB and more with lint) into fresh memory at each step; the
// chunks of a part are used again by the next part its worker reads.
// `urlsift extract` and `urlsift lint` keep their parts' output in one
// (mapper.Extract.Split, pipeline.LintSplit). Its zero value is ready to
// use.
type Output struct {
	Out  []byte   // the chunk being written
	Full [][]byte // the chunks written before Out, in order
	// Size is the size of a chunk: Next starts another once Out holds
	// that many bytes or more; 0 means ChunkSize.
	Size  int
	spare [][]byte
}

// ChunkSize is an Output's chunk size when its Size is 0: small enough
// to stay in the cache while a part's output is renumbered chunk by chunk
// (printer.Renumber), large enough that a part has few.
const ChunkSize = 64 << 10

// Reset empties o for another part: its chunks, with what they held, are
// kept as spares for the chunks of that part.
func (o *Output) Reset() {
	o.spare = append(o.spare, o.Full...)
	if o.Out != nil {
		o.spare = append(o.spare, o.Out)
	}
	clear(o.Full) // (the spares are the chunks now)
	o.Full = o.Full[:0]
	o.Out = o.chunk()
}

// Next starts another chunk when Out holds Size bytes or more, and
// reports whether it did: what is appended to Out after it goes into the
// next chunk, chunk len(o.Full).
func (o *Output) Next() bool {
	size := o.Size
	if size <= 0 {
		size = ChunkSize
	}
	if len(o.Out) < size {
		return false
	}
	o.Full = append(o.Full, o.Out)
	o.Out = o.chunk()
	return true
}

// Chunk returns chunk i of the part's output, 0 <= i <= len(o.Full): Full's,
// then Out.
func (o *Output) Chunk(i int) []byte {
	if i < len(o.Full) {
		return o.Full[i]
	}
	return o.Out
}

// chunk returns an empty chunk: a spare one, or a new one of a chunk's
// size and a quarter (a record appended past Size stays in it).
func (o *Output) chunk() []byte {
	if n := len(o.spare); n > 0 {
		c := o.spare[n-1][:0]
		o.spare[n-1] = nil
		o.spare = o.spare[:n-1]
		return c
	}
	size := o.Size
	if size <= 0 {
		size = ChunkSize
	}
	return make([]byte, 0, size+size/4)
}
