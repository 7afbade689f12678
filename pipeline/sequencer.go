package pipeline

import (
	"bufio"
	"io"
	"iter"
	"sync"
	"sync/atomic"
)

// Sequencer runs tasks on up to Workers goroutines at once and writes
// what they write to one output in the order of the tasks: byte
// for byte what running them one after another writes, as gofmt's
// sequencer does for the files it formats (cmd/gofmt).
//
// A task writes through its Turn. Until every earlier task's output is
// written, what it writes is held; then the held output is written and
// the task's later writes go straight out, so that a task at the head of
// the order (standard input, a large file, every task of a one-worker
// run) streams its output and holds nothing. What tasks hold is bounded
// (SetBound): a task that would hold more waits for its turn. A task
// knows nothing of where it stands in the order.
//
// The tasks are given as a sequence (Run), which the workers read
// themselves into a queue from which each takes one task at a time.
type Sequencer struct {
	w       *bufio.Writer
	workers int
	bound   int64        // held output, at most, before a task waits for its turn
	held    atomic.Int64 // held output counted
	err     error        // the first error writing w; only the task whose turn it is touches it

	mu   sync.Mutex
	head *Turn // the first task whose output is not all written; nil when there is none
	tail *Turn // the task added last

	chunks chunkPool // the chunks of held output written, for the next Turns that hold output (held.go)
	feeder           // the workers' queue of tasks and the pool of turns (feed.go)
	wg     sync.WaitGroup
}

// Defaults of NewSequencer.
const (
	// HoldPerWorker is how much output, per worker, tasks may hold while
	// they wait for their turn.
	HoldPerWorker = 4 << 20
	// MaxWorkers is the most workers a Sequencer runs, whatever it is
	// asked: each may hold HoldPerWorker.
	MaxWorkers = 256
	// holdChunk is how much a task writes between two counts of what it
	// holds (one atomic addition per chunk, not per write).
	holdChunk = 4 << 10
)

// NewSequencer returns a Sequencer writing to w (through a buffer that
// Run flushes) on up to workers goroutines (1 if less; at most
// MaxWorkers).
func NewSequencer(w io.Writer, workers int) *Sequencer {
	workers = max(1, min(workers, MaxWorkers))
	return &Sequencer{
		w:       bufio.NewWriterSize(w, 64<<10),
		workers: workers,
		bound:   int64(HoldPerWorker * workers),
		feeder: feeder{
			free:  make(chan *Turn, aheadPerWorker*workers+1),
			limit: aheadPerWorker*workers + 1,
		},
	}
}

// SetBound sets how much output tasks may hold at once, in bytes, while
// they wait for their turn (HoldPerWorker a worker by default). Call it
// before Run.
func (s *Sequencer) SetBound(n int64) { s.bound = n }

// Turn is a task's place in the order: what it writes goes out in that
// order. Its methods are for the task's goroutine, until the task returns.
type Turn struct {
	s    *Sequencer
	task func(worker int, t *Turn, arg any)
	arg  any // the task's argument
	next *Turn
	// ready is set when every earlier task's output is written (its
	// turn), and turn then given a token, for a task that waits for it
	// (hold). Both are the Turn's own from task to task: a channel made
	// and closed for each task was one allocation for each file of a
	// tree.
	ready atomic.Bool
	turn  chan struct{}
	// direct says that the task saw its turn: its held output is written
	// and it writes straight out.
	direct bool
	done   bool // the task returned (guarded by s.mu)

	held      heldBuf // output held for the turn (held.go)
	items     []item  // calls held for the turn
	counted   int64   // bytes of held and items counted in s.held
	uncounted int
}

// item is a call held for the turn, made after the first at bytes held
// are written.
type item struct {
	at int
	fn func()
}

// Run runs fn(worker, t, arg) for each arg of tasks, on the workers, with
// each task's output written in the order of tasks, and returns the first
// error writing the output, which it flushes. A task runs with the
// worker's number (0 to Workers-1: per-worker state needs no lock) and
// its Turn. One fn made once serves every task, each with its arg (a
// pointer costs nothing to hold in an interface), where a closure made
// for each task was one allocation for each file of a tree.
//
// The workers read tasks themselves: a worker that
// finds the queue of tasks read and not yet taken below half full reads
// more until it is full, one worker at a time (the sequence is never read
// on two goroutines at once), publishing each as it reads it; each worker
// takes the next task in order from the queue. A walk given as tasks then
// lists its directories on every worker, with no goroutine of its own:
// one that would wait for a core while the workers run out of work (with
// two workers on two cores, the workers of the walk over the Go sources
// and /usr/share/doc were seen waiting for its tasks for most of the
// run). The sequence must not block for long (it is read on a worker,
// which runs no task meanwhile): a walk lists a directory, it does not
// read standard input. A Sequencer runs once. With one worker, Run runs
// each task as it is read, on the caller's goroutine, and the task
// writes straight out.
func (s *Sequencer) Run(tasks iter.Seq[any], fn func(worker int, t *Turn, arg any)) error {
	if s.workers == 1 {
		t := &Turn{s: s, direct: true} // nothing before it waits
		for arg := range tasks {
			fn(0, t, arg)
		}
		if s.err != nil {
			return s.err
		}
		return s.w.Flush()
	}
	next, stop := iter.Pull(tasks)
	defer stop()
	s.next, s.fn = next, fn
	s.cond.L = &s.mu
	s.queue = make([]*Turn, queuePerWorker*s.workers)
	s.wg.Add(s.workers)
	for w := range s.workers {
		go s.runWorker(w)
	}
	s.wg.Wait()
	if s.err != nil {
		return s.err
	}
	return s.w.Flush()
}

// link puts t at the end of the turns in the order they were added,
// giving it the turn when none is before it. s.mu is held.
func (s *Sequencer) link(t *Turn) {
	if s.head == nil {
		s.head = t
		t.give()
	} else {
		s.tail.next = t
	}
	s.tail = t
}

// give gives t its turn: every earlier task's output is written.
func (t *Turn) give() {
	t.ready.Store(true)
	select {
	case t.turn <- struct{}{}: // for hold, if it waits
	default:
	}
}

// finish marks t done, and, when its turn has come, writes what it holds
// and hands the turn on.
func (s *Sequencer) finish(t *Turn) {
	s.mu.Lock()
	t.done = true
	head := s.head == t
	s.mu.Unlock()
	if !head {
		return // the task before it hands the turn on
	}
	for {
		if !t.direct {
			t.flush()
		}
		s.mu.Lock()
		n := t.next
		s.head = n
		if n != nil {
			n.give()
		}
		next := n != nil && n.done
		s.mu.Unlock()
		s.put(t)
		if !next {
			return // n, running, writes what it holds when it sees its turn
		}
		t = n
	}
}

// write writes p to the output; only the task whose turn it is calls it.
// After an error, nothing more is written.
func (s *Sequencer) write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	if err != nil {
		s.err = err
	}
	return n, err
}

// reached tells whether t's turn has come, writing what it holds the
// first time it sees it.
func (t *Turn) reached() bool {
	if t.direct {
		return true
	}
	if !t.ready.Load() {
		return false
	}
	t.flush()
	t.direct = true
	return true
}

// flush writes what t holds, in order, uncounts it and gives its chunks
// back to the Sequencer.
func (t *Turn) flush() {
	var c heldCursor
	for _, it := range t.items {
		t.writeHeld(&c, it.at)
		it.fn()
	}
	t.writeHeld(&c, t.held.size)
	t.s.held.Add(-t.counted)
	clear(t.items)
	t.held.reset(&t.s.chunks)
	t.items, t.counted, t.uncounted = t.items[:0], 0, 0
}

// writeHeld writes what t holds from c up to the byte at to.
func (t *Turn) writeHeld(c *heldCursor, to int) {
	for p, ok := t.held.next(c, to); ok; p, ok = t.held.next(c, to) {
		t.s.write(p)
	}
}

// hold counts n more bytes held, and waits for the turn when tasks hold
// more than the bound.
func (t *Turn) hold(n int) {
	t.uncounted += n
	if t.uncounted < holdChunk {
		return
	}
	n, t.uncounted = t.uncounted, 0
	t.counted += int64(n)
	if t.s.held.Add(int64(n)) > t.s.bound {
		if !t.ready.Load() {
			<-t.turn // give's token
		}
		t.reached()
	}
}

// Write writes p to the output in the task's turn: it is held until the
// turn comes and written at once after. The error is the output's (an
// output that failed takes no more); a held write does not fail.
func (t *Turn) Write(p []byte) (int, error) {
	if t.direct {
		return t.s.write(p)
	}
	if t.held.takeInPlace(p) {
		// Formatted in place, after AvailableBuffer: no copy onto
		// itself. It is held first even when the turn came since
		// AvailableBuffer: p lies in a chunk that flush gives back to
		// the spare list, from which another worker may take it at
		// once, so p is written by flush with what is held, not after
		// it (review46 H1).
		if t.ready.Load() {
			t.reached()
			if t.s.err != nil {
				return 0, t.s.err
			}
			return len(p), nil
		}
		t.hold(len(p))
		return len(p), nil
	}
	if t.reached() {
		return t.s.write(p)
	}
	t.held.write(p, &t.s.chunks)
	t.hold(len(p))
	return len(p), nil
}

// AvailableBuffer returns an empty buffer with room to append to, for
// the next Write (bufio.Writer.AvailableBuffer): a record formatted into
// it is written without a copy.
func (t *Turn) AvailableBuffer() []byte {
	if t.reached() {
		return t.s.w.AvailableBuffer()
	}
	return t.held.available(&t.s.chunks)
}

// Do calls fn in the task's turn, after what the task wrote before:
// at once when the turn has come, otherwise when it comes, perhaps on
// another goroutine (never at the same time as another task's output or
// calls). size is about the memory fn holds, counted against the bound
// until it is called. A task reports on standard error, or prints to a
// printer that is not a stream of lines (SARIF), through Do.
func (t *Turn) Do(fn func(), size int) {
	if t.reached() {
		fn()
		return
	}
	t.items = append(t.items, item{t.held.size, fn})
	t.hold(size)
}
