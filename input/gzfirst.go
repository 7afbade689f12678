package input

import "bytes"

// gzfirst.go: the first byte a gzip file inflates to, read from its head
// without compress/flate, for sniffWARC. flate decodes a block up to its
// 32 KB window before it hands out a byte, and builds its lookup tables
// first: for each *.gz file a walk meets, to read the "W" of "WARC/1.0"
// that most of them do not start with. A web archive's first byte is "W";
// any other first byte says no, at the cost of the block's header.

// gzipFirstByte returns the first byte of what the gzip member at the
// start of head inflates to, and true, when head tells it at once: the
// member's header read as compress/gzip reads it, then its first deflate
// block a stored block of at least one byte or a Huffman block whose
// first code is a literal. Anything else gives false and the caller
// inflates head with compress/gzip: a header with a CRC (FHCRC), a name
// or comment longer than gzip reads, a first block that is empty or
// starts with a back-reference, codes that are no prefix code (flate
// refuses some of them; here they are not decoded), head ending too soon.
//
// When compress/gzip gives a byte from head, it is the byte returned.
// When it gives none (the data is corrupt), what is returned is not
// said.
func gzipFirstByte(head []byte) (byte, bool) {
	if len(head) < 10 || head[0] != 0x1f || head[1] != 0x8b || head[2] != 8 {
		return 0, false
	}
	const (
		fhcrc    = 1 << 1
		fextra   = 1 << 2
		fname    = 1 << 3
		fcomment = 1 << 4
	)
	flg := head[3]
	if flg&fhcrc != 0 {
		return 0, false
	}
	p := 10
	if flg&fextra != 0 {
		if len(head) < p+2 {
			return 0, false
		}
		p += 2 + (int(head[p]) | int(head[p+1])<<8)
	}
	for _, f := range []byte{fname, fcomment} {
		if flg&f == 0 {
			continue
		}
		if p > len(head) {
			return 0, false
		}
		// compress/gzip reads a name or comment of up to 511 bytes and
		// its NUL.
		i := bytes.IndexByte(head[p:min(len(head), p+512)], 0)
		if i < 0 {
			return 0, false
		}
		p += i + 1
	}
	if p > len(head) {
		return 0, false
	}
	r := bitReader{b: head[p:]}
	h, ok := r.get(3)
	if !ok {
		return 0, false
	}
	switch h >> 1 {
	case 0: // stored: LEN and NLEN from the next byte boundary, then the bytes
		r.v >>= r.n & 7
		r.n -= r.n & 7
		n, ok1 := r.get(16)
		nn, ok2 := r.get(16)
		c, ok3 := r.get(8)
		if !ok1 || !ok2 || !ok3 || n == 0 || n != ^nn&0xffff {
			return 0, false
		}
		return byte(c), true
	case 1:
		return r.literal(&fixedLit)
	case 2:
		var lit huffman
		if !r.dynamic(&lit) {
			return 0, false
		}
		return r.literal(&lit)
	}
	return 0, false
}

// bitReader reads the bits of a deflate stream, least significant first.
type bitReader struct {
	b []byte
	v uint64 // bits read from b and not yet taken, the next in bit 0
	n uint   // how many
}

// get takes the next n bits (n <= 16), the first in bit 0, or reports
// that b ends first.
func (r *bitReader) get(n uint) (int, bool) {
	if r.n < n {
		r.fill()
		if r.n < n {
			return 0, false
		}
	}
	x := int(r.v & (1<<n - 1))
	r.v >>= n
	r.n -= n
	return x, true
}

// fill reads bytes of b into v while they fit.
func (r *bitReader) fill() {
	for r.n <= 56 && len(r.b) > 0 {
		r.v |= uint64(r.b[0]) << r.n
		r.b = r.b[1:]
		r.n += 8
	}
}

// huffman is a canonical prefix code (RFC 1951, 3.2.2) decoded a bit at a
// time, as zlib's puff.c does: count[l] codes of length l, given to the
// symbols of that length in their order. Only the first symbol of a
// block is read: the symbol is looked for in the lengths, not in a table
// built for every symbol (which was a third of gzipFirstByte's cost).
type huffman struct {
	count [16]uint16
	lens  [286 + 30]uint8 // the code length of each symbol (a dynamic block's distance codes after)
	n     int             // symbols of the code: lens[:n]
}

// build makes h the code of the code lengths h.lens[:n] (0: no code). It
// reports false when the lengths over-subscribe the code space (no
// prefix code); an incomplete code is built, and a code it lacks is not
// decoded.
func (h *huffman) build(n int) bool {
	h.n = n
	h.count = [16]uint16{}
	for _, l := range h.lens[:n] {
		h.count[l]++
	}
	left := 1
	for l := 1; l < 16; l++ {
		left = left<<1 - int(h.count[l])
		if left < 0 {
			return false
		}
	}
	return true
}

// decode reads one symbol of h.
func (r *bitReader) decode(h *huffman) (int, bool) {
	code, first := 0, 0
	for l := 1; l < 16; l++ {
		b, ok := r.get(1)
		if !ok {
			return 0, false
		}
		code |= b
		count := int(h.count[l])
		if k := code - first; k < count {
			// The k-th symbol of length l.
			for s, sl := range h.lens[:h.n] {
				if int(sl) == l {
					if k == 0 {
						return s, true
					}
					k--
				}
			}
		}
		first = (first + count) << 1
		code <<= 1
	}
	return 0, false
}

// literal reads the first symbol of a block coded with lit: a literal
// byte, or false.
func (r *bitReader) literal(lit *huffman) (byte, bool) {
	s, ok := r.decode(lit)
	if !ok || s > 255 {
		return 0, false
	}
	return byte(s), true
}

// codeTable decodes the code length code of a dynamic block (codes of
// at most 7 bits) by a lookup of its next 7 bits: symbol<<3 | length,
// 0 for bits that start no code. The header of a dynamic block holds
// about 300 such codes: a bit at a time they cost a walk of
// /usr/share/doc 70M instructions.
type codeTable [128]uint16

// build makes t the code of lengths (19 of at most 7), or reports false
// when they over-subscribe the code space.
func (t *codeTable) build(lengths []uint8) bool {
	var count [8]int
	for _, l := range lengths {
		count[l]++
	}
	count[0] = 0
	left, code := 1, 0
	var next [8]int
	for l := 1; l < 8; l++ {
		left = left<<1 - count[l]
		if left < 0 {
			return false
		}
		code = (code + count[l-1]) << 1
		next[l] = code
	}
	*t = codeTable{}
	for s, l := range lengths {
		if l == 0 {
			continue
		}
		c := next[l]
		next[l]++
		// The code's first bit is its most significant; the stream's
		// first bit is bit 0 of the lookup.
		rev := 0
		for k := uint8(0); k < l; k++ {
			rev = rev<<1 | c>>k&1
		}
		for x := rev; x < len(t); x += 1 << l {
			t[x] = uint16(s)<<3 | uint16(l)
		}
	}
	return true
}

// codeOrder is the order of the code length code's lengths (RFC 1951,
// 3.2.7).
var codeOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}

// dynamic reads the header of a dynamic Huffman block (RFC 1951, 3.2.7)
// and builds lit, its literal/length code; lit is zero.
func (r *bitReader) dynamic(lit *huffman) bool {
	hlit, ok1 := r.get(5)
	hdist, ok2 := r.get(5)
	hclen, ok3 := r.get(4)
	nlen, ndist, ncode := hlit+257, hdist+1, hclen+4
	if !ok1 || !ok2 || !ok3 || nlen > 286 || ndist > 30 {
		return false
	}
	var cl [19]uint8
	for i := 0; i < ncode; i++ {
		l, ok := r.get(3)
		if !ok {
			return false
		}
		cl[codeOrder[i]] = uint8(l)
	}
	var lc codeTable
	if !lc.build(cl[:]) {
		return false
	}
	// Every length the loop reads is one it wrote (lit is zero, and its
	// lengths past nlen+ndist are not read): no clearing. Each symbol is
	// looked up and its extra bits taken here, from bits filled ahead
	// for both (a call each was a fifth of a walk's *.gz sniffing).
	lengths := &lit.lens
	n := nlen + ndist
	for i := 0; i < n; {
		if r.n < 14 { // a code (7 bits at most) and its extra bits (7)
			r.fill()
		}
		e := lc[r.v&127]
		l := uint(e & 7)
		if l == 0 || l > r.n {
			return false
		}
		r.v >>= l
		r.n -= l
		s := int(e >> 3)
		if s < 16 {
			lengths[i] = uint8(s)
			i++
			continue
		}
		var ln uint8
		var extra uint
		var rep int
		switch s {
		case 16: // the last length, 3 to 6 times
			if i == 0 {
				return false
			}
			ln, extra, rep = lengths[i-1], 2, 3
		case 17: // 3 to 10 zeros
			extra, rep = 3, 3
		default: // 18: 11 to 138 zeros
			extra, rep = 7, 11
		}
		if r.n < extra {
			return false
		}
		rep += int(r.v & (1<<extra - 1))
		r.v >>= extra
		r.n -= extra
		if i+rep > n {
			return false
		}
		if ln == 0 {
			i += rep // zero already
			continue
		}
		for ; rep > 0; rep-- {
			lengths[i] = ln
			i++
		}
	}
	return lit.build(nlen)
}

// fixedLit is the literal/length code of a fixed Huffman block (RFC 1951,
// 3.2.6).
var fixedLit = func() (h huffman) {
	for s := range 288 {
		switch {
		case s < 144:
			h.lens[s] = 8
		case s < 256:
			h.lens[s] = 9
		case s < 280:
			h.lens[s] = 7
		default:
			h.lens[s] = 8
		}
	}
	h.build(288)
	return h
}()
