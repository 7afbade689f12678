// Package walk is the one walk over input paths that every urlsift command
// uses: files named on the command line, directories walked recursively in
// lexical order, and standard input. Sources gives them as an ordered
// sequence, and Source.Open opens each for reading, on whatever goroutine
// reads it. The walk knows nothing of workers or output: reading on every
// core with the output in order is package pipeline's Sequencer.
//
// A walk skips hidden entries (unless Options.Hidden), .git, symbolic
// links met inside a directory (unless Options.Follow) and whatever the
// ignore files exclude (unless Options.NoIgnore): .gitignore and
// .git/info/exclude inside a git repository (including those of the
// directories above a walked one, up to the repository's top), .ignore
// anywhere, matched as gitignore(5) says (ignore.go). Paths named on the
// command line are always read, whatever their name or the ignore files
// say: a symbolic link to a directory is walked, a named pipe is read as a
// stream.
//
// How the code is laid out: walk.go holds Sources, Source and the opening
// of one file; tree.go the directory walk (hidden entries, symbolic links,
// Maildir folders); list_linux.go the listing of a directory with
// getdents, as os.ReadDir lists it (list_other.go: os.ReadDir itself);
// ignore.go the gitignore matcher and glob filters.
//
// Listing ahead (Options.Listers, tree.go). Each directory of a tree is a
// node, processed once and then walked. Processing a node lists its
// directory, reads its ignore files and decides each entry (hidden,
// symbolic link, ignored, excluded by a glob), which needs only the
// directory and the ignore files in force above it; it yields the node's
// items, in lexical order: the sources of its files, an error in the
// place of what could not be reached, and a child node for each
// subdirectory to walk. Walking a node gives its items in order,
// descending into each child in its place: the sequence is the
// depth-first lexical walk, on the goroutine that ranges over Sources.
// With Listers, that many goroutines of the tree's own process nodes
// ahead of the walk: once a node is processed its children are ready,
// and a lister takes the ready node that comes first in the walk's order
// (a heap keyed by the node's path of child indices), as ripgrep's
// parallel walker lists directories on every thread, but the order is
// kept by the walk, not given up. The walk processes a node itself when
// no lister has taken it (so a lister never stands between the walk and
// its next directory, and with no lister it lists each directory as it
// comes to it), and waits for a lister that has. At most
// maxAheadPerLister (64) nodes per lister are processed and not yet
// reached by the walk: the memory a walk holds is the listings of the
// directories it is in, as without listers, and of at most 64*Listers
// directories ahead of it, however large the tree (TestListersBounded).
// What a node yields does not depend on which goroutine processed it or
// when, so any number of listers gives the sequence none gives
// (TestListersSame, over random trees); errors are items like any other,
// given in their place. The listers start at the tree's first
// subdirectory and are gone when the walk of the tree ends or stops.
package walk

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"iter"
	"os"
	"strings"
)

// Options say what a walk reads and how.
type Options struct {
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
	// Output, when not nil, is the regular file standard output writes
	// to. A source that is that file is not read: Open fails with
	// ErrIsOutput, as GNU grep refuses "input file is also the output".
	// Read, it would be read while the command writes it, and a format
	// whose output holds URLs (`extract --format line . > urls.txt` in
	// the walked directory) would go on finding its own lines until the
	// disk is full.
	Output fs.FileInfo
	// OutputDir, when not "", is a directory the command writes its
	// outputs under (--output-dir), as an absolute path with no symbolic
	// link in it (filepath.EvalSymlinks): nothing in it is read. A walk
	// passes over it, however it is reached (by its own name, through a
	// symbolic link to it or to a directory in it, with Follow); a path
	// named in it, or it named, fails with ErrInOutputDir. Read, a rerun
	// would read the outputs of the run before as inputs (60 files
	// become 120, then more).
	OutputDir string
	// Listers is how many goroutines list the directories of a tree
	// ahead of the walk (tree.go): 0 lists each directory on the
	// goroutine ranging over Sources, when the walk comes to it. The
	// sequence is the same with any number.
	Listers int
}

// ErrIsOutput is the error of opening a source that is the file standard
// output writes to (Options.Output).
var ErrIsOutput = errors.New("input file is also the output")

// ErrInOutputDir is the error of a path named in Options.OutputDir.
var ErrInOutputDir = errors.New("in the output directory (--output-dir): not read")

// inDir reports whether the path p, absolute and with no symbolic link
// in it, is dir or in it.
func inDir(p, dir string) bool {
	return p == dir || strings.HasPrefix(p, dir) && (strings.HasSuffix(dir, string(os.PathSeparator)) || p[len(dir)] == os.PathSeparator)
}

// Source is one input: a file, or standard input. Open reads it.
type Source struct {
	Name    string // the path as reported (the path walked, or the standard input name)
	Walked  bool   // found by walking a directory, not named by the user
	Maildir bool   // a message in a Maildir folder (a file in cur/ or new/)
	// More says the walk gives more after this source: a file or a
	// directory after it in its directory or in one above, or a path
	// after it on the command line (a directory after it may hold no
	// file). It is a function of the tree and the paths, known in the
	// walk's order, never of which goroutine listed what first: a
	// process may choose by it (a large file with others after it is
	// read on one worker while the others read those, not split).
	More bool
	// R reads the bytes of the input (decompressed with Options.Gzip),
	// once Open has opened it. It is a *bufio.Reader of readerSize bytes,
	// the Reader's, reused from one source to the next, so that a reader
	// of its own of that size or less (bufio.NewReaderSize) costs nothing.
	R io.Reader
	// Size is the size of the stored file once it is open, -1 when
	// unknown (a stream).
	Size int64
	// Root is the directory named on the command line in which a walked
	// file was found ("" for a path named itself and standard input).
	Root string
	// Decompressed says R reads the file decompressed (Options.Gzip): its
	// bytes are not the file's, and no edit of them applies to the file.
	Decompressed bool
	// File is the open file when R reads a regular file as it is stored
	// and larger than a small file's buffer: process may read it at any
	// offset instead (ReadAt; internal/split reads a large file in parts
	// on several cores), up to Size. Nil for any other source. It is
	// closed when process returns.
	File *os.File

	path    string  // the file to open; "" for standard input
	sh      *shared // what every source of the walk shares
	err     error   // the walk could not reach this source
	regular bool    // the walk saw a regular file there
	gz      bool    // read it decompressed
	stdin   bool    // standard input ("-")
	local   bool    // on a local file system: the calls reading it may be raw (local_linux.go)
}

// shared is what the sources of one walk share: a Source holds a pointer
// to it, not the two interfaces (a Source for each file of a tree: 160
// bytes with them, 128 without).
type shared struct {
	out   fs.FileInfo // Options.Output: the file no source may be
	stdin io.Reader   // what standard input reads, for "-"
	// outDir is Options.OutputDir (its path, and the directory as it
	// stood when the walk began): no directory of a walk that is it is
	// entered.
	outDir     string
	outDirInfo fs.FileInfo
}

// readerSize is the buffer size of Source.R, the one input.Read asks for.
const readerSize = 64 << 10

// smallFile is the size up to which a file is read with one read into a
// Reader's buffer rather than streamed.
const smallFile = 256 << 10

// Sources returns the inputs paths name ("-", or no path at all, is
// standard input), in order: each path as given, and the files of a
// directory in lexical order. A source the walk could not reach (a
// missing path, a directory it could not list) is given in its place;
// its Open returns the error. The sequence holds nothing open: each
// source is opened by Open, on whatever goroutine reads it.
func Sources(paths []string, o Options) iter.Seq[*Source] {
	if o.StdinName == "" {
		o.StdinName = "-"
	}
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	return func(yield func(*Source) bool) {
		sh := &shared{out: o.Output, stdin: o.Stdin, outDir: o.OutputDir}
		if o.OutputDir != "" {
			sh.outDirInfo, _ = os.Stat(o.OutputDir)
		}
		walkSources(paths, o, sh, newFilter(o), yield)
	}
}

// Reader holds the buffers a goroutine opens sources with, reused from
// one source to the next. The zero Reader is ready to use; one Reader
// opens one source at a time.
type Reader struct {
	buf   []byte
	br    *bufio.Reader
	bytes bytes.Reader // what br reads of a file read whole into buf
	fd    fdReader     // what br read a small file from, into its own buffer (readSmall)
	cpath []byte       // the path of the file opened last, as a C string (openRead, on Linux)
	raw   bool         // the calls reading the file being opened are raw (its Source's local)
}

// Open opens src for reading with rd's buffers and sets src.R, Size and
// Decompressed: standard input as it is, a small regular file with one
// read of its size into rd's buffer, anything else as a stream. It
// returns what closes it; the error is that of the walk when it could
// not reach src.
func (src *Source) Open(rd *Reader) (close func(), err error) {
	if src.err != nil {
		return nil, src.err
	}
	if src.sh == nil {
		src.sh = &shared{} // a Source not from Sources
	}
	if rd.br == nil {
		rd.br = bufio.NewReaderSize(nil, readerSize)
	}
	return openSource(src, rd)
}

// openSource opens src for reading: standard input as it is, a small
// regular file with one read of its size into rd.buf, anything else as a
// stream; src.R is then rd.br, reset over it. It returns what closes it.
func openSource(src *Source, rd *Reader) (func(), error) {
	buf, br := &rd.buf, rd.br
	src.File = nil
	if src.stdin && src.sh.stdin != nil {
		src.Size = -1
		br.Reset(src.sh.stdin)
		src.R = br
		return func() {}, nil
	}
	if cap(*buf) < smallFile {
		*buf = make([]byte, smallFile)
	}
	// Only a file the walk saw as regular: opening a named pipe twice
	// would lose what its writer wrote.
	gz := src.gz
	if src.regular && !gz {
		rd.raw = src.local
		data, size, ok, err := readSmall(src.path, rd, smallFile, src.sh.out)
		if err != nil {
			return nil, err
		}
		if ok {
			src.Size = size
			if data != nil {
				// rd's bytes.Reader, not one for each file. (A file
				// that fits br's buffer was read into it.)
				rd.bytes.Reset(data)
				br.Reset(&rd.bytes)
			}
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
	if src.sh.out != nil && os.SameFile(fi, src.sh.out) {
		f.Close()
		return nil, &fs.PathError{Op: "read", Path: src.path, Err: ErrIsOutput}
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
			rd.bytes.Reset(b[:n])
			r = &rd.bytes
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
	if r == io.Reader(f) && src.Size > 0 {
		src.File = f
	}
	br.Reset(r)
	src.R = br
	return func() { f.Close() }, nil
}
