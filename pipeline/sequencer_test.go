package pipeline

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// step is one thing a generated task does: write n bytes (in one write,
// or through AvailableBuffer), call Do, or let other goroutines run.
type step struct {
	kind int // 0 write, 1 append to AvailableBuffer, 2 Do, 3 yield or sleep
	n    int
}

// genTasks draws tasks: most write little, some nothing, some a lot, in
// writes of every size, with Do calls and pauses among them.
func genTasks(rng *rand.Rand, n int) [][]step {
	tasks := make([][]step, n)
	for i := range tasks {
		steps := rng.IntN(6)
		if rng.IntN(10) == 0 {
			steps = 40
		}
		for range steps {
			s := step{kind: rng.IntN(4)}
			switch rng.IntN(10) {
			case 0:
				s.n = rng.IntN(200 << 10)
			case 1, 2:
				s.n = rng.IntN(8 << 10)
			default:
				s.n = rng.IntN(100)
			}
			tasks[i] = append(tasks[i], s)
		}
	}
	return tasks
}

// runTasks runs tasks on a Sequencer and returns what it wrote; do (the
// Do calls) writes into the same log, so that the order of writes and
// calls is checked too.
func runTasks(t *testing.T, tasks [][]step, workers int, bound int64) string {
	t.Helper()
	var out bytes.Buffer
	s := NewSequencer(&out, workers)
	if bound > 0 {
		s.SetBound(bound)
	}
	var inDo atomic.Int32
	type arg struct {
		i     int
		steps []step
	}
	run := func(worker int, tn *Turn, a any) {
		i, steps := a.(*arg).i, a.(*arg).steps
		if worker < 0 || worker >= s.workers {
			t.Errorf("worker %d of %d", worker, s.workers)
		}
		for j, st := range steps {
			text := []byte(fmt.Sprintf("<%d.%d:", i, j))
			text = append(text, bytes.Repeat([]byte{byte('a' + (i+j)%26)}, st.n)...)
			switch st.kind {
			case 0:
				tn.Write(text)
			case 1:
				tn.Write(append(tn.AvailableBuffer(), text...))
			case 2:
				tn.Do(func() {
					if inDo.Add(1) != 1 {
						t.Error("two Do calls at once")
					}
					// The call comes after the writes before it: they
					// are in the buffer, which the call may look at.
					s.w.WriteString(fmt.Sprintf("(do %d.%d)", i, j))
					inDo.Add(-1)
				}, st.n)
			case 3:
				if st.n%2 == 0 {
					runtime.Gosched()
				} else {
					time.Sleep(time.Duration(st.n%7) * time.Microsecond)
				}
			}
		}
	}
	err := s.Run(func(yield func(any) bool) {
		for i, steps := range tasks {
			if !yield(&arg{i, steps}) {
				return
			}
		}
	}, run)
	if err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestRunAllocatesPerRunNotPerTask: a task costs no allocation of its
// own (eachInput runs every file of a walk so; a closure for each was
// one): a run of 10,000 tasks allocates what a run of 10 does, with one
// worker and with two.
func TestRunAllocatesPerRunNotPerTask(t *testing.T) {
	n := 0
	task := func(_ int, tn *Turn, arg any) { *arg.(*int) += 1 }
	run := func(workers, tasks int) float64 {
		return testing.AllocsPerRun(5, func() {
			NewSequencer(discard{}, workers).Run(func(yield func(any) bool) {
				for range tasks {
					if !yield(&n) {
						return
					}
				}
			}, task)
		})
	}
	for _, workers := range []int{1, 2} {
		few, many := run(workers, 10), run(workers, 10000)
		// Two workers make turns as they need them (each with a channel),
		// up to the limit: at most that many more.
		if limit := few + float64(2*(aheadPerWorker*workers+1)); many > limit {
			t.Errorf("%d workers: %v allocations for 10,000 tasks, %v for 10", workers, many, few)
		}
		if workers == 1 && many != few {
			t.Errorf("one worker: %v allocations for 10,000 tasks, %v for 10", many, few)
		}
	}
}

// TestSequencerOrder: whatever the tasks write and call, with any number
// of workers and any bound on what they hold, the output is byte for byte
// that of one worker, and the calls of Do come in their place.
func TestSequencerOrder(t *testing.T) {
	for seed := range uint64(12) {
		rng := rand.New(rand.NewPCG(seed, 27))
		tasks := genTasks(rng, 20+rng.IntN(300))
		want := runTasks(t, tasks, 1, 0)
		for _, workers := range []int{2, 3, 8} {
			for _, bound := range []int64{0, 1, 64 << 10} {
				if got := runTasks(t, tasks, workers, bound); got != want {
					t.Fatalf("seed %d, %d workers, bound %d: output differs from one worker's (%d and %d bytes)",
						seed, workers, bound, len(got), len(want))
				}
			}
		}
	}
}

// ints is the sequence 0, 1, ..., n-1 as tasks' arguments.
func ints(n int) func(yield func(any) bool) {
	return func(yield func(any) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
}

// TestSequencerHeadStreams: the task at the head of the order writes
// straight out, before it returns: a task whose output is larger than
// anything may hold streams it (standard input, a large file).
func TestSequencerHeadStreams(t *testing.T) {
	var out lockedBuffer
	s := NewSequencer(&out, 2)
	s.SetBound(1)
	err := s.Run(ints(2), func(_ int, tn *Turn, arg any) {
		if arg.(int) == 1 {
			tn.Write([]byte("after"))
			return
		}
		big := bytes.Repeat([]byte("x"), 1<<20)
		tn.Write(big)
		if n := out.Len(); n < 1<<20-64<<10 {
			t.Errorf("the head task's output is held: %d bytes written out of %d", n, len(big))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "xafter") {
		t.Error("order lost")
	}
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Len()
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// errWriter fails every write after the first n bytes.
type errWriter struct{ n int }

func (w *errWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, fmt.Errorf("disk full")
	}
	w.n -= len(p)
	return len(p), nil
}

// TestSequencerWriteError: an output that fails takes nothing more, every
// task still runs, and Run returns the error.
func TestSequencerWriteError(t *testing.T) {
	for _, workers := range []int{1, 2} {
		s := NewSequencer(&errWriter{n: 100 << 10}, workers)
		var ran atomic.Int32
		err := s.Run(ints(50), func(_ int, tn *Turn, _ any) {
			ran.Add(1)
			tn.Write(bytes.Repeat([]byte("y"), 10<<10))
		})
		if err == nil || err.Error() != "disk full" {
			t.Errorf("%d workers: Run returned %v", workers, err)
		}
		if ran.Load() != 50 {
			t.Errorf("%d workers: %d tasks ran of 50", workers, ran.Load())
		}
	}
}

// TestWorkersBoundedByWork: a Sequencer never runs more than MaxWorkers
// workers, and makes its turns as it needs them: -j 1000000 on one file
// set up a million workers, each with a 64 KiB reader, and 256 million
// results (18 GB). (Workers are counted by the numbers tasks see, not by
// runtime.NumGoroutine, which counts the goroutines of the case before
// that have not yet exited and Run's iter.Pull coroutine.)
func TestWorkersBoundedByWork(t *testing.T) {
	for _, tt := range []struct {
		tasks   int
		workers int
		most    int // workers that may run
	}{
		{1, 1 << 20, MaxWorkers},
		{2, 2, 2},
		{3 * 16, 3, 3},
		{MaxWorkers + 10, 1 << 20, MaxWorkers},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var seen sync.Map
		s := NewSequencer(&bytes.Buffer{}, tt.workers)
		s.Run(ints(tt.tasks), func(worker int, tn *Turn, _ any) {
			seen.Store(worker, true)
		})
		runtime.ReadMemStats(&after)
		if s.workers > tt.most {
			t.Errorf("%d tasks, %d workers asked: %d workers, want at most %d", tt.tasks, tt.workers, s.workers, tt.most)
		}
		n := 0
		seen.Range(func(w, _ any) bool {
			n++
			if w.(int) >= tt.most {
				t.Errorf("%d tasks, %d workers asked: a task ran on worker %d", tt.tasks, tt.workers, w.(int))
			}
			return true
		})
		if n > tt.most || n > tt.tasks {
			t.Errorf("%d tasks, %d workers asked: %d workers ran tasks", tt.tasks, tt.workers, n)
		}
		if s.made > tt.tasks+1 {
			t.Errorf("%d turns made for %d tasks", s.made, tt.tasks)
		}
		if a := after.TotalAlloc - before.TotalAlloc; a > 16<<20 {
			t.Errorf("%d tasks, %d workers asked: %d MB allocated", tt.tasks, tt.workers, a>>20)
		}
	}
}

// TestTasksInParallel: tasks run on several workers at once, however
// few (a few files named on the command line, compressed ones met in a
// directory). Each task waits for another to be running (the first two
// do): run one after the other, none ever is, and each waits out its
// time.
func TestTasksInParallel(t *testing.T) {
	var running, started atomic.Int32
	var overlapped atomic.Bool
	s := NewSequencer(&bytes.Buffer{}, 2)
	s.Run(ints(4), func(int, *Turn, any) {
		if running.Add(1) >= 2 {
			overlapped.Store(true)
		}
		defer running.Add(-1)
		if started.Add(1) > 2 {
			return // the first two wait for each other
		}
		for deadline := time.Now().Add(3 * time.Second); !overlapped.Load() && time.Now().Before(deadline); {
			time.Sleep(time.Millisecond)
		}
	})
	if !overlapped.Load() {
		t.Fatal("never two at once on two workers")
	}
}

// BenchmarkSequencerRun measures the cost of the order per task and per
// write: 10,000 tasks of 20 writes of 64 bytes each, read by the workers
// as eachInput reads a walk.
func BenchmarkSequencerRun(b *testing.B) {
	rec := bytes.Repeat([]byte("r"), 64)
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprint(workers), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(10000 * 20 * 64)
			for b.Loop() {
				s := NewSequencer(discard{}, workers)
				s.Run(func(yield func(any) bool) {
					for range 10000 {
						if !yield(&rec) {
							return
						}
					}
				}, func(_ int, tn *Turn, arg any) {
					rec := *arg.(*[]byte)
					for range 20 {
						tn.Write(append(tn.AvailableBuffer(), rec...))
					}
				})
			}
		})
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// TestRunBounded: however long the sequence Run reads, the tasks read and
// not yet written are never more than the Sequencer's turns, even when
// the task at the head of the order waits while the others run ahead:
// the queue does not grow with the sequence. The
// head waits until that many are read, so that the bound is reached on
// every run, and the output is in order.
func TestRunBounded(t *testing.T) {
	for _, workers := range []int{2, 3, 4} {
		var out bytes.Buffer
		s := NewSequencer(&out, workers)
		const n = 5000
		var read, written atomic.Int64
		most := int64(0)
		full := make(chan struct{})
		task := func(_ int, tn *Turn, arg any) {
			i := arg.(int)
			if i == 0 {
				<-full // the head waits until every turn is in use
			}
			fmt.Fprintf(tn, "%d\n", i)
			tn.Do(func() { written.Add(1) }, 0)
		}
		err := s.Run(func(yield func(any) bool) {
			for i := range n {
				// Read on one worker at a time: most needs no lock.
				r := read.Add(1)
				if d := r - written.Load(); d > most {
					most = d
				}
				if r == int64(s.limit) {
					close(full) // every turn is in use
				}
				if !yield(i) {
					return
				}
			}
		}, task)
		if err != nil {
			t.Fatal(err)
		}
		var want strings.Builder
		for i := range n {
			fmt.Fprintf(&want, "%d\n", i)
		}
		if out.String() != want.String() {
			t.Errorf("%d workers: the output is out of order", workers)
		}
		if most > int64(s.limit) || most < int64(s.limit) {
			t.Errorf("%d workers: at most %d tasks read and not written, want the %d turns", workers, most, s.limit)
		}
		if s.made > s.limit {
			t.Errorf("%d workers: %d turns made, more than %d", workers, s.made, s.limit)
		}
	}
}

// TestRunHoldBounded: tasks waiting for their turn hold no more than the
// bound (plus a chunk and a write each), however large their output; the
// order is kept, and a bound of one byte waits for ever nowhere.
func TestRunHoldBounded(t *testing.T) {
	const workers, write = 4, 32 << 10
	for _, b := range []int64{1, 256 << 10} {
		var out bytes.Buffer
		s := NewSequencer(&out, workers)
		s.SetBound(b)
		var most atomic.Int64
		var want strings.Builder
		for i := range 200 {
			for range 8 {
				want.Write(bytes.Repeat([]byte{byte('a' + i%26)}, write))
			}
		}
		err := s.Run(func(yield func(any) bool) {
			for i := range 200 {
				if !yield(i) {
					return
				}
			}
		}, func(_ int, tn *Turn, arg any) {
			i := arg.(int)
			chunk := bytes.Repeat([]byte{byte('a' + i%26)}, write)
			if i%50 == 0 {
				time.Sleep(5 * time.Millisecond) // a slow head now and then: the others run ahead
			}
			for range 8 {
				tn.Write(chunk)
				for h, m := s.held.Load(), most.Load(); h > m && !most.CompareAndSwap(m, h); m = most.Load() {
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if out.String() != want.String() {
			t.Errorf("bound %d: the output is out of order", b)
		}
		if m, limit := most.Load(), b+workers*(holdChunk+write); m > limit {
			t.Errorf("bound %d: %d bytes held at once, more than %d", b, m, limit)
		}
	}
}

// TestHeldInChunks: a task held behind another (which waits for it to
// end, so that every write of it is held) writes through AvailableBuffer
// and Write, records of every length up to past a chunk; whenever it asks,
// AvailableBuffer has room for minAvail bytes at least (a record fits,
// and is held without a copy), and the output is what it wrote, in order,
// after the first task's.
func TestHeldInChunks(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 27))
	var recs [][]byte
	for i := range 400 {
		n := rng.IntN(300)
		if i%50 == 0 {
			n = rng.IntN(3 * chunkSize)
		}
		recs = append(recs, bytes.Repeat([]byte{byte('a' + i%26)}, n))
	}
	var want bytes.Buffer
	want.WriteString("first\n")
	for _, r := range recs {
		want.Write(r)
	}
	var out bytes.Buffer
	s := NewSequencer(&out, 2)
	second := make(chan struct{})
	err := s.Run(func(yield func(any) bool) {
		yield(0)
		yield(1)
	}, func(_ int, tn *Turn, arg any) {
		if arg.(int) == 0 {
			<-second // held until the second task has written all
			tn.Write([]byte("first\n"))
			return
		}
		defer close(second)
		for i, r := range recs {
			if i%3 == 0 {
				tn.Write(r)
				continue
			}
			b := tn.AvailableBuffer()
			if cap(b) < minAvail {
				t.Errorf("record %d: AvailableBuffer has room for %d bytes, want %d at least", i, cap(b), minAvail)
			}
			tn.Write(append(b, r...))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), want.Bytes()) {
		t.Fatalf("output of %d bytes differs from the %d written", out.Len(), want.Len())
	}
}
