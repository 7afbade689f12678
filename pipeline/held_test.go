package pipeline

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"testing"
	"unsafe"
)

var heldSeed = flag.Uint64("heldseed", 5227, "TestHeldBufDrawn's seed (5227 tuning; 5228 held out)")

// overlaps tells whether the memory of a's capacity and b's overlap.
func overlaps(a, b []byte) bool {
	a, b = a[:cap(a)], b[:cap(b)]
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	alo, blo := uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&b[0]))
	return alo < blo+uintptr(len(b)) && blo < alo+uintptr(len(a))
}

// TestHeldBufDrawn: heldBufs sharing one chunkPool, each given drawn
// writes (copied, and formatted in place after available, of every
// byte value and of lengths from 0 to past three chunks), and written
// out (next) at drawn points and reset, give back what was written to
// them, in order, byte for byte; available always has room for
// minAvail bytes; what one holds lies in no chunk of the pool's spare
// list nor in another's chunks (a chunk given back while held would be
// overwritten by the next task that takes it).
func TestHeldBufDrawn(t *testing.T) {
	rng := rand.New(rand.NewPCG(*heldSeed, 27))
	var pool chunkPool
	bufs := make([]heldBuf, 4)
	models := make([][]byte, len(bufs))
	draw := func() []byte {
		var n int
		switch rng.IntN(8) {
		case 0:
			n = rng.IntN(3*chunkSize + 100)
		case 1:
			n = chunkSize - minAvail + rng.IntN(2*minAvail) // about a chunk's room
		case 2:
			n = 0
		default:
			n = rng.IntN(300)
		}
		p := make([]byte, n)
		for i := range p {
			p[i] = byte(rng.UintN(256))
		}
		return p
	}
	inPlace, copied, written := 0, 0, 0
	check := func(op int) {
		for i := range bufs {
			for _, c := range bufs[i].chunks {
				for _, s := range pool.spare {
					if overlaps(c, s) {
						t.Fatalf("op %d: heldBuf %d holds bytes in a chunk of the spare list", op, i)
					}
				}
				for j := i + 1; j < len(bufs); j++ {
					for _, d := range bufs[j].chunks {
						if overlaps(c, d) {
							t.Fatalf("op %d: heldBufs %d and %d share memory", op, i, j)
						}
					}
				}
			}
			if bufs[i].size != len(models[i]) {
				t.Fatalf("op %d: heldBuf %d holds %d bytes, want %d", op, i, bufs[i].size, len(models[i]))
			}
		}
	}
	ops := 3000
	if testing.Short() {
		ops = 600
	}
	for op := range ops {
		i := rng.IntN(len(bufs))
		h := &bufs[i]
		switch k := rng.IntN(10); {
		case k < 4: // a copy
			p := draw()
			if h.takeInPlace(p) { // p lies in no chunk of h
				t.Fatalf("op %d: %d bytes formatted elsewhere taken as formatted in place", op, len(p))
			}
			h.write(p, &pool)
			models[i] = append(models[i], p...)
			copied++
		case k < 8: // formatted in place, or (past the room) a copy
			b := h.available(&pool)
			if cap(b) < minAvail {
				t.Fatalf("op %d: available has room for %d bytes, want %d at least", op, cap(b), minAvail)
			}
			p := append(b, draw()...)
			if h.takeInPlace(p) {
				inPlace++
			} else {
				if len(p) > 0 && len(p) <= cap(b) {
					t.Fatalf("op %d: %d bytes formatted in place (room %d) not taken in place", op, len(p), cap(b))
				}
				h.write(p, &pool)
			}
			models[i] = append(models[i], p...)
		default: // written out, in pieces cut at drawn points, and reset
			var got []byte
			var c heldCursor
			for _, to := range []int{rng.IntN(h.size + 1), h.size} {
				to = max(to, c.at)
				for p, ok := h.next(&c, to); ok; p, ok = h.next(&c, to) {
					got = append(got, p...)
				}
				if c.at != to {
					t.Fatalf("op %d: written out to %d, want %d", op, c.at, to)
				}
			}
			if !bytes.Equal(got, models[i]) {
				t.Fatalf("op %d: heldBuf %d wrote out %d bytes differing from the %d written to it", op, i, len(got), len(models[i]))
			}
			h.reset(&pool)
			models[i] = models[i][:0]
			written++
		}
		check(op)
	}
	t.Logf("seed %d: %d ops, %d copied, %d in place, %d written out; %d spare chunks", *heldSeed, ops, copied, inPlace, written, len(pool.spare))
	if inPlace == 0 || copied == 0 || written == 0 {
		t.Errorf("a kind of operation was never drawn")
	}
}
