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

	free   chan *Turn // turns whose output is written, for the next tasks
	chunks chunkPool  // the chunks of held output written, for the next Turns that hold output (held.go)
	made   int        // turns made; at most limit
	limit  int
	wg     sync.WaitGroup

	// Run's work queue (guarded by mu): a ring of the tasks read from
	// its sequence and not yet taken, in order, and the state of the
	// reading.
	queue     []*Turn // the ring; its length is the most tasks queued
	first     int     // the ring's first task
	queued    int     // how many tasks the ring holds
	next      func() (any, bool)
	fn        func(worker int, t *Turn, arg any)
	reading   bool         // a worker is reading the sequence (feed)
	exhausted bool         // the sequence has no more tasks
	waiting   atomic.Int32 // workers waiting in take (changed with mu held)
	cond      sync.Cond
}

// Defaults of NewSequencer.
const (
	// aheadPerWorker is how many tasks per worker may be read and not
	// yet written: the workers run this far ahead of a large file at the
	// head of the order. With 32, the two workers of a two-core machine
	// were seen waiting 70 to 150 ms each of a 270 ms walk of the Go
	// sources and /usr/share/doc, with 256 55 to 100 ms.
	aheadPerWorker = 256
	// HoldPerWorker is how much output, per worker, tasks may hold while
	// they wait for their turn.
	HoldPerWorker = 4 << 20
	// MaxWorkers is the most workers a Sequencer runs, whatever it is
	// asked: each may hold HoldPerWorker.
	MaxWorkers = 256
	// holdChunk is how much a task writes between two counts of what it
	// holds (one atomic addition per chunk, not per write).
	holdChunk = 4 << 10
	// maxKept is the most memory a Turn keeps for its calls from one
	// task to the next.
	maxKept = 16 << 10
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
		free:    make(chan *Turn, aheadPerWorker*workers+1),
		limit:   aheadPerWorker*workers + 1,
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

// queuePerWorker is how many tasks Run's queue holds per worker: a
// quarter of the turns (aheadPerWorker), so that reading the sequence
// seldom stops for want of a turn while tasks before it are held.
const queuePerWorker = aheadPerWorker / 4

// runWorker runs the tasks of Run that worker w takes.
func (s *Sequencer) runWorker(w int) {
	defer s.wg.Done()
	for {
		t := s.take()
		if t == nil {
			return
		}
		t.task(w, t, t.arg)
		s.finish(t)
	}
}

// take returns the next task of Run in order, reading more of the
// sequence first when the queue is below half full; nil when every task
// is taken.
func (s *Sequencer) take() *Turn {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		if s.queued > 0 && (2*s.queued >= len(s.queue) || s.reading || s.exhausted) {
			return s.pop()
		}
		// Counted as waiting before it looks for a free turn: put, which
		// frees one, signals only when it sees a waiter.
		s.waiting.Add(1)
		if !s.reading && !s.exhausted && s.turnFree() {
			s.waiting.Add(-1)
			s.reading = true
			s.mu.Unlock()
			s.feed()
			s.mu.Lock()
			s.reading = false
			s.cond.Broadcast()
			continue
		}
		if s.queued > 0 || s.exhausted {
			s.waiting.Add(-1)
			if s.queued == 0 {
				return nil
			}
			return s.pop() // no turn is free: the tasks queued first
		}
		s.cond.Wait() // for a task read, the reading done or a turn freed
		s.waiting.Add(-1)
	}
}

// pop takes the first task of the queue (mu held).
func (s *Sequencer) pop() *Turn {
	t := s.queue[s.first]
	s.queue[s.first] = nil
	s.first = (s.first + 1) % len(s.queue)
	s.queued--
	return t
}

// turnFree tells whether a turn can be had for a task without waiting
// (mu held).
func (s *Sequencer) turnFree() bool {
	return len(s.free) > 0 || s.made < s.limit
}

// feed reads tasks of Run's sequence into the queue, each as soon as it
// is read, until the queue is full, no turn is free or the sequence ends.
// Only the worker that set s.reading calls it.
func (s *Sequencer) feed() {
	for {
		s.mu.Lock()
		var t *Turn
		if s.queued < len(s.queue) {
			select {
			case t = <-s.free:
			default:
				if s.made < s.limit {
					s.made++
					t = &Turn{s: s, turn: make(chan struct{}, 1)}
				}
			}
		}
		s.mu.Unlock()
		if t == nil {
			return
		}
		arg, ok := s.next()
		s.mu.Lock()
		if !ok {
			s.exhausted = true
			s.mu.Unlock()
			s.free <- t // never full: it holds every turn made
			return
		}
		t.task, t.arg = s.fn, arg
		s.link(t)
		s.queue[(s.first+s.queued)%len(s.queue)] = t
		s.queued++
		if s.waiting.Load() > 0 {
			s.cond.Signal()
		}
		s.mu.Unlock()
	}
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

// put makes t free for another task, keeping at most maxKept of its
// buffers.
func (s *Sequencer) put(t *Turn) {
	if cap(t.items) > maxKept/64 {
		t.items = nil
	}
	t.items = t.items[:0]
	t.task, t.arg, t.next, t.direct, t.done, t.counted, t.uncounted = nil, nil, nil, false, false, 0, 0
	t.ready.Store(false)
	select {
	case <-t.turn: // the token no hold took
	default:
	}
	s.free <- t
	// A worker may wait for a free turn. (It counts itself waiting
	// before it looks for one: when no waiter is seen here, the waiter
	// sees this turn.)
	if s.waiting.Load() > 0 {
		s.mu.Lock()
		s.cond.Signal()
		s.mu.Unlock()
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
