package pipeline

import (
	"sync"
	"sync/atomic"
)

// Feeding the workers: Run's workers read its sequence of tasks
// themselves into a queue, one worker at a time, and each takes the next
// task in order from it (take), in a Turn from a pool of turns made once
// for the run (put gives one back when its output is written).

const (
	// aheadPerWorker is how many tasks per worker may be read and not
	// yet written: the workers run this far ahead of a large file at the
	// head of the order. With 32, the two workers of a two-core machine
	// were seen waiting 70 to 150 ms each of a 270 ms walk of the Go
	// sources and /usr/share/doc, with 256 55 to 100 ms.
	aheadPerWorker = 256
	// maxKept is the most memory a Turn keeps for its calls from one
	// task to the next.
	maxKept = 16 << 10
)

// feeder is Run's work queue and pool of turns: a ring of the tasks
// read from its sequence and not yet taken, in order, the state of the
// reading, and the turns free for the next tasks. Its fields are guarded
// by the Sequencer's mu (free and waiting are read without it).
type feeder struct {
	free  chan *Turn // turns whose output is written, for the next tasks
	made  int        // turns made; at most limit
	limit int

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
