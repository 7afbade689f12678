// Package walk is the one walk over input paths that every urlsift command
// uses: files named on the command line, directories walked recursively in
// lexical order, and standard input. It reads and processes files on every
// core (GOMAXPROCS workers) while handing the results back in the order the
// command line and the lexical walk give, byte for byte what one worker
// gives, with memory bounded by the number of workers rather than the number
// of files.
//
// A walk skips hidden entries (unless Options.Hidden), .git, symbolic
// links met inside a directory (unless Options.Follow) and whatever the
// ignore files exclude (unless Options.NoIgnore): .gitignore and
// .git/info/exclude inside a git repository (including those of the
// directories above a walked one, up to the repository's top), .ignore
// anywhere, matched as gitignore(5) says (ignore.go). Paths named on the command line are always read, whatever their
// name or the ignore files say: a symbolic link to a directory is walked, a
// named pipe is read as a stream.
//
// How the code is laid out: walk.go holds Walk, the ordered worker pool and
// the reading of one file; tree.go the directory walk (hidden entries,
// symbolic links, Maildir folders); ignore.go the gitignore matcher and
// glob filters.
package walk

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"runtime"
	"strings"
	"sync/atomic"
)

// Options say what a walk reads and how.
type Options struct {
	Workers  int  // files read at once; 0 or less means GOMAXPROCS; at most MaxWorkers
	Hidden   bool // enter hidden files and directories (names starting with ".")
	NoIgnore bool // do not read .gitignore, .ignore and .git/info/exclude
	Follow   bool // follow symbolic links met while walking a directory
	Gzip     bool // read files named *.gz decompressed
	// Stored, when not nil, names the *.gz files that Gzip leaves as
	// stored, for their reader decompresses them itself (web archives,
	// whose record offsets are those of the file as stored).
	Stored    func(name string) bool
	Globs     []string  // include (PATTERN) and exclude (!PATTERN) globs, gitignore syntax
	Stdin     io.Reader // what "-" reads
	StdinName string    // the name reported for standard input; "" means "-"
}

// Source is one input: a file, or standard input.
type Source struct {
	Name    string // the path as reported (the path walked, or the standard input name)
	Walked  bool   // found by walking a directory, not named by the user
	Maildir bool   // a message in a Maildir folder (a file in cur/ or new/)
	// Direct is true when the source is processed in order, after every
	// earlier source was emitted and before any later one is: the process
	// function may then write straight to the final output instead of
	// keeping its results for emit. Standard input, named pipes, files
	// whose output there is no room to hold (holdPerWorker) and every
	// source of a one-worker walk are processed directly.
	Direct bool
	// R reads the bytes of the input (decompressed with Options.Gzip). It
	// is a *bufio.Reader of readerSize bytes, reused by the worker from one
	// source to the next, so that a reader of its own of that size or
	// less (bufio.NewReaderSize) costs nothing.
	R io.Reader
	// Size is the size of the stored file, -1 when unknown (a stream).
	Size int64
	// Root is the directory named on the command line in which a walked
	// file was found ("" for a path named itself and standard input).
	Root string
	// Decompressed says R reads the file decompressed (Options.Gzip): its
	// bytes are not the file's, and no edit of them applies to the file.
	Decompressed bool

	path    string // the file to open; "" for standard input
	regular bool   // the walk saw a regular file there
	stdin   bool
	err     error // the walk could not reach this source
}

// readerSize is the buffer size of Source.R, the one input.Read asks for.
const readerSize = 64 << 10

// smallFile is the size up to which a file is read with one read into a
// worker's reused buffer rather than streamed.
const smallFile = 256 << 10

// alone tells whether a source ends the batch it is in, so that the next
// one goes to another worker: a file named on the command line (a few,
// often large: the files of a batch system's list) and a compressed file
// (its cost unknown and large: decompressing is most of it). Batches are
// for the many small files of a tree; a batch of files like these went to
// one worker, and `-z -j 2` over four .gz files read one at a time.
func alone(src *Source) bool {
	return !src.Walked || strings.HasSuffix(src.Name, ".gz")
}

// errDeferred says a worker left a source to the emitter.
var errDeferred = errors.New("deferred to the emitter")

// batchSize is the number of consecutive sources a worker takes at once,
// so that a tree of small files does not cost a wake-up of a worker per
// file.
const batchSize = 16

// aheadPerWorker is how many sources per worker may be in flight (read, or
// waiting to be emitted): the workers run this far ahead of a large file
// at the head of the order (one worker reading it, the others going on
// with the files after it). With 32, the two workers of a two-core
// machine were seen waiting 70 to 150 ms each of a 270 ms walk of the Go
// sources and /usr/share/doc, with 256 55 to 100 ms (on two cores the
// walk is CPU-bound: much of that wait is for a core). What their results
// hold is bounded by holdPerWorker, and what a reused result keeps by the
// caller.
const aheadPerWorker = 256

// holdPerWorker is how much, per worker, may be held for the emitter: the
// size of each input read out of its turn while it is read, then what its
// result holds (Holder) until it is emitted, or its size all along for a
// result that does not say (a file dense with URLs can give findings
// several times its size). A file that does not fit in what is left is
// left to the emitter, which processes it directly in its turn (every
// earlier one emitted), streaming its output; so is a file at the head of
// the order when its worker takes it, whatever its size.
const holdPerWorker = 4 << 20

// MaxWorkers is the most workers a walk runs, whatever Options.Workers
// asks: each may hold holdPerWorker of output and a buffer of smallFile.
// A walk also starts no more workers than it has batches of sources for,
// so that -j 1000000 on one file starts one (it made a million, 18 GB).
const MaxWorkers = 256

// Holder may be implemented by the result type of a walk (*R): Held is
// how many bytes of memory the result holds once process has filled it in
// (its output). Walk then counts what results really hold against the
// bound of held output, rather than the size of their inputs: a tree of
// files that give little output keeps every worker busy, where counting
// input sizes had the workers wait for the file at the head of the order.
type Holder interface{ Held() int64 }

// Walk calls process for every input paths name ("-" or no path at all is
// standard input), on up to o.Workers goroutines at once, and emit for each
// input in order, on the calling goroutine, once its process has returned.
// process gets the worker's number (0 to Workers inclusive: Workers is the
// emitting goroutine's, for direct sources), so that it can keep per-worker
// scanners and buffers, and the result value r, which it fills in and emit
// reads. When err is not nil the input could not be opened or the walk
// could not read a directory: process was not called for it, and emit must
// report err under src.Name. Walk returns after the last emit.
//
// newR makes a result; Walk makes a few more than Workers and reuses them,
// so process must reset what it fills in.
func Walk[R any](paths []string, o Options, newR func() *R, process func(worker int, src *Source, r *R), emit func(src *Source, r *R, err error)) {
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, MaxWorkers)
	if o.StdinName == "" {
		o.StdinName = "-"
	}
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	filter := newFilter(o)
	// Each worker's buffers are made when it first reads (a worker's own
	// element, so no lock).
	bufs := make([][]byte, workers+1)
	readers := make([]*bufio.Reader, workers+1)
	// held is the size of the inputs whose output is held for the emitter,
	// at most holdLimit.
	var held atomic.Int64
	holdLimit := int64(holdPerWorker * workers)
	hold := func(n int64) bool {
		for {
			h := held.Load()
			if h+n > holdLimit {
				return false
			}
			if held.CompareAndSwap(h, h+n) {
				return true
			}
		}
	}
	// run opens and processes src. turn, when not nil, is closed when src
	// reaches the head of the order: src is then processed directly, and
	// otherwise only if its size fits what may be held (it returns the
	// size it holds), or it is left to the emitter (errDeferred).
	run := func(worker int, src *Source, r *R, turn <-chan struct{}) (int64, error) {
		if readers[worker] == nil {
			readers[worker] = bufio.NewReaderSize(nil, readerSize)
		}
		done, err := openSource(src, &bufs[worker], readers[worker], o)
		if err != nil {
			return 0, err
		}
		var n int64
		if turn != nil {
			select {
			case <-turn: // at the head of the order already: stream
				src.Direct = true
			default:
				n = max(src.Size, 0)
				if !hold(n) {
					// Left to the emitter, which streams it in its turn,
					// while this worker goes on with its batch.
					done()
					return 0, errDeferred
				}
			}
		}
		process(worker, src, r)
		done()
		if h, ok := any(r).(Holder); ok && !src.Direct {
			// The input's size was reserved while it was read; what its
			// output holds is what counts until it is emitted.
			out := h.Held()
			held.Add(out - n)
			n = out
		}
		return n, nil
	}
	if workers == 1 {
		r := newR()
		walkSources(paths, o, filter, func(src *Source) {
			src.Direct = true
			err := src.err
			if err == nil {
				_, err = run(1, src, r, nil)
			}
			emit(src, r, err)
		})
		return
	}

	type job struct {
		src        *Source
		r          *R
		err        error
		deferred   bool  // too large to hold its output: the emitter processes it
		held       int64 // what r counts against the bound: its input's size, or what it holds (Holder)
		turn, done chan struct{}
	}
	// Jobs go to the workers in batches of consecutive sources. Results
	// are made as the walk needs them, up to inflight+1, and a worker is
	// started for each batch sent until there are workers of them.
	inflight := aheadPerWorker * workers
	free := make(chan *R, inflight+1)
	order := make(chan *job, inflight)
	work := make(chan []*job, workers)
	worker := func(w int) {
		for batch := range work {
			for _, j := range batch {
				j.held, j.err = run(w, j.src, j.r, j.turn)
				if j.err == errDeferred {
					j.err, j.deferred = nil, true
				}
				close(j.done)
			}
		}
	}
	go func() {
		// The batch being filled is sent before the walk waits for
		// anything: the emitter may be waiting for one of its jobs.
		var batch []*job
		started, made := 0, 0
		flush := func() {
			if len(batch) > 0 {
				if started < workers {
					go worker(started)
					started++
				}
				work <- batch
				batch = nil
			}
		}
		enqueue := func(j *job) {
			select {
			case order <- j:
			default:
				flush()
				order <- j
			}
		}
		walkSources(paths, o, filter, func(src *Source) {
			j := &job{src: src, err: src.err, turn: make(chan struct{}), done: make(chan struct{})}
			if j.err == nil && !src.Direct {
				select {
				case j.r = <-free:
				default:
					if made <= inflight {
						made++
						j.r = newR()
						break
					}
					flush()
					j.r = <-free
				}
				enqueue(j)
				batch = append(batch, j)
				if len(batch) == batchSize || alone(src) {
					flush()
				}
				return
			}
			close(j.done)
			enqueue(j)
		})
		flush()
		close(order)
		close(work)
	}()
	direct := newR()
	for j := range order {
		close(j.turn)
		<-j.done
		r := j.r
		if r == nil || j.deferred {
			r = direct
			if j.err == nil {
				j.src.Direct = true
				_, j.err = run(workers, j.src, direct, nil)
			}
		}
		emit(j.src, r, j.err)
		held.Add(-j.held)
		if j.r != nil {
			free <- j.r
		}
	}
}

// openSource opens src for reading: standard input as it is, a small
// regular file with one read of its size into *buf, anything else as a
// stream; src.R is then br, reset over it. It returns what closes it.
func openSource(src *Source, buf *[]byte, br *bufio.Reader, o Options) (func(), error) {
	if src.stdin {
		src.Size = -1
		br.Reset(o.Stdin)
		src.R = br
		return func() {}, nil
	}
	if cap(*buf) < smallFile {
		*buf = make([]byte, smallFile)
	}
	// Only a file the walk saw as regular: opening a named pipe twice
	// would lose what its writer wrote.
	gz := o.Gzip && strings.HasSuffix(src.Name, ".gz") && (o.Stored == nil || !o.Stored(src.Name))
	if src.regular && !gz {
		data, size, ok, err := readSmall(src.path, *buf, smallFile)
		if err != nil {
			return nil, err
		}
		if ok {
			src.Size = size
			br.Reset(bytes.NewReader(data))
			src.R = br
			return func() {}, nil
		}
	}
	f, err := os.Open(src.path)
	if err != nil {
		return nil, err
	}
	src.Size = -1
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	var r io.Reader = f
	if fi.Mode().IsRegular() {
		src.Size = fi.Size()
		// An empty size may hide content (/proc): that is streamed. The
		// file is read as it was at fstat: one read, no second one to
		// find the end.
		if src.Size > 0 && src.Size <= smallFile {
			if cap(*buf) < smallFile {
				*buf = make([]byte, smallFile)
			}
			b := (*buf)[:src.Size]
			n, err := io.ReadFull(f, b)
			if err != nil && err != io.ErrUnexpectedEOF {
				f.Close()
				return nil, err
			}
			r = bytes.NewReader(b[:n])
		}
	}
	if gz {
		zr, err := gzip.NewReader(r)
		if err != nil {
			f.Close()
			return nil, err
		}
		br.Reset(zr)
		src.R, src.Size, src.Decompressed = br, -1, true
		return func() { zr.Close(); f.Close() }, nil
	}
	br.Reset(r)
	src.R = br
	return func() { f.Close() }, nil
}
