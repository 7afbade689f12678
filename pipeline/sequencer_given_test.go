package pipeline

import (
	"bufio"
	"bytes"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// spareHolds tells whether a chunk on s's spare list holds the byte at
// q[0] (in its capacity: a chunk given back is reused from its start).
func spareHolds(s *Sequencer, q []byte) bool {
	if len(q) == 0 {
		return false
	}
	at := uintptr(unsafe.Pointer(&q[0]))
	s.chunks.mu.Lock()
	defer s.chunks.mu.Unlock()
	for _, c := range s.chunks.spare {
		c = c[:cap(c)]
		if len(c) == 0 {
			continue
		}
		lo := uintptr(unsafe.Pointer(&c[0]))
		if lo <= at && at < lo+uintptr(len(c)) {
			return true
		}
	}
	return false
}

// watchWriter is the Sequencer's output in TestAvailableBufferTurnComes:
// at every write it checks that the bytes it is handed are in no chunk
// already given back to the spare list, which another worker may be
// formatting into while they are written.
type watchWriter struct {
	s   *Sequencer
	out bytes.Buffer
	bad int
}

func (w *watchWriter) Write(q []byte) (int, error) {
	if spareHolds(w.s, q) {
		w.bad++
	}
	return w.out.Write(q)
}

// TestAvailableBufferTurnComes: a task holds output in more than one
// chunk, formats a record into AvailableBuffer, and its turn comes before
// it writes the record (review46 H1: its chunks went back to the spare
// list before the record in one of them was written, and another
// worker's record overwrote it: on /usr/share/doc one line of output was
// another file's). The order is made, not hoped for: the task before
// waits until the record is formatted, and the task waits for its turn
// before it writes. The output goes through a 16-byte bufio.Writer, so
// that a record reaches the watching writer as the slice it was
// formatted in.
func TestAvailableBufferTurnComes(t *testing.T) {
	for _, held := range []int{chunkSize + 100, 2*chunkSize + 3000, 3*chunkSize - minAvail - 1} {
		s := NewSequencer(nil, 2)
		ww := &watchWriter{s: s}
		s.w = bufio.NewWriterSize(ww, 16)
		formatted := make(chan struct{})
		record := strings.Repeat("r", 900) + "\n"
		err := s.Run(ints(2), func(_ int, tu *Turn, arg any) {
			if arg.(int) == 0 {
				<-formatted
				tu.Write([]byte("first\n"))
				return
			}
			tu.Write(bytes.Repeat([]byte("h"), held))
			p := append(tu.AvailableBuffer(), record...)
			close(formatted)
			for !tu.ready.Load() {
				runtime.Gosched()
			}
			tu.Write(p)
			tu.Write([]byte("last\n"))
		})
		if err != nil {
			t.Fatal(err)
		}
		want := "first\n" + strings.Repeat("h", held) + record + "last\n"
		if got := ww.out.String(); got != want {
			t.Errorf("held %d: output differs (%d bytes, want %d)", held, len(got), len(want))
		}
		if ww.bad > 0 {
			t.Errorf("held %d: %d writes of bytes in a chunk already given back to the spare list", held, ww.bad)
		}
	}
}
