package walk

import (
	"container/heap"
	"encoding/binary"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// walkSources yields every source paths name, in order: standard input,
// named files, and the files of named directories in lexical order.
// It stops when yield returns false.
func walkSources(paths []string, o Options, sh *shared, f *filter, yield func(*Source) bool) {
	var devs devCache // the devices of the files named
	for i, p := range paths {
		more := i < len(paths)-1
		if p == "-" {
			if !yield(&Source{Name: o.StdinName, stdin: true, sh: sh, Size: -1, More: more}) {
				return
			}
			continue
		}
		info, err := os.Stat(p) // a symbolic link named by the user is followed
		if err == nil && sh.outDir != "" && sh.inOutputDir(p) {
			err = &fs.PathError{Op: "read", Path: p, Err: ErrInOutputDir}
		}
		if err != nil {
			if !yield(&Source{Name: p, sh: sh, err: err, More: more}) {
				return
			}
			continue
		}
		if !info.IsDir() {
			// A named pipe or a device is read as a stream.
			regular := info.Mode().IsRegular()
			if !yield(&Source{Name: p, path: p, regular: regular, local: regular && devs.localFile(info, p, device{}), gz: o.gz(p), sh: sh, More: more}) {
				return
			}
			continue
		}
		t := &tree{o: o, sh: sh, filter: f, yield: yield, root: p, after: more}
		if testTree != nil {
			testTree(t)
		}
		if t.start(info); t.stopped {
			return
		}
	}
}

// gz tells whether the file name is read decompressed.
func (o *Options) gz(name string) bool {
	return o.Gzip && strings.HasSuffix(name, ".gz") && (o.Stored == nil || !o.Stored(name))
}

// tree is the walk of one directory named on the command line.
//
// Its directories are nodes, each processed once (process: listed, its
// ignore files read, its entries filtered into the sources and
// subdirectories the walk gives, in order) and then given in order by
// the walk (walk), on the goroutine that ranges over Sources. With
// Options.Listers, that many goroutines of the tree's own process the
// nodes ahead of the walk, the earliest in the walk's order first, at
// most maxAhead nodes per lister ahead of it; the walk processes a node
// itself when none has taken it yet. What a node gives depends only on
// its directory and on the nodes above it, never on which goroutine
// processed it or when: the sequence is the same with any number of
// listers.
type tree struct {
	o       Options
	sh      *shared
	filter  *filter
	yield   func(*Source) bool
	stopped bool // yield returned false
	root    string
	inRepo  bool        // the directory is inside a git repository
	rel     string      // root relative to the repository's top, "" or ending in "/"
	stack   ignoreStack // the ignore files above root
	own     worker      // the walk's own buffers, to process a node that no lister took
	// after says paths follow the tree's on the command line; pending
	// counts the items the directories the walk is in give after the one
	// it is in (Source.More).
	after   bool
	pending int
	// The mount points below root (local_linux.go's mountsBelow), and
	// whether they are known: a directory that is none is on its
	// parent's device.
	mounts   map[string]bool
	mountsOK bool

	// The listers' state, guarded by mu: the nodes that may be processed
	// (their parent is), the earliest in the walk's order first, and how
	// many are processed or being processed by a lister and not yet
	// reached by the walk.
	mu       sync.Mutex
	cond     sync.Cond
	ready    nodeHeap
	ahead    int
	peak     int // the most nodes ahead at once (for its test)
	maxAhead int
	closed   bool // the walk of the tree ended: the listers return
	started  bool
	wg       sync.WaitGroup
	free     [][]item // the items of nodes walked, for the next
}

// maxAheadPerLister is how many directories each lister may have
// processed ahead of the walk (a variable for its test). A node's
// memory is its directory's listing: the listings held at once are
// those of the directories the walk is in (from the root down, as
// without listers) and at most maxAheadPerLister*Listers more.
var maxAheadPerLister = 64

// testTree, when set by a test, is given each tree before its walk.
var testTree func(*tree)

// maxKeptEntries is the longest listing a tree keeps for the next
// directory (a variable for its test).
var maxKeptEntries = 4096

// dirEntry is an entry of a directory listed (lister.list): its path
// (the directory's, cleaned, a separator and its name) and its type.
type dirEntry struct {
	path string
	typ  fs.FileMode
}

// node is a directory of the tree.
type node struct {
	path   string      // the directory as the walk names it
	rel    string      // relative to the repository's top, "" or ending in "/"
	grel   string      // relative to the walked root, "" or ending in "/"
	parent *node       // nil for the root
	info   os.FileInfo // the directory's, to stop symbolic link loops; nil but with Follow (and at the root)
	key    string      // its place in the walk's order (with listers): its parent's and its index among the parent's subdirectories, 4 bytes big-endian
	hidx   int         // its index in the tree's ready heap, -1 when not in it
	state  uint8       // unclaimed, claimed or processed (guarded by the tree's mu)
	lister bool        // a lister processed it: counted in the tree's ahead
	stack  ignoreStack // the ignore files in force below it (set by process)
	items  []item      // what the walk gives for it, in order (set by process)
	dv     device      // the device the directory is on (set by process)
	link   bool        // reached through a symbolic link (Follow), or below one
}

// device is what the walk knows of the file system a directory is on:
// its device (st_dev) and whether it is local, the calls reading the
// directory and its files then raw (local_linux.go). The zero device is
// not known, and not local.
type device struct {
	dev   uint64
	known bool
	local bool
}

// The states of a node.
const (
	unclaimed = iota
	claimed
	processed
)

// item is one thing a node gives, in order: a source (a file, or an
// error in its place) or a subdirectory to walk.
type item struct {
	src *Source
	dir *node
}

// worker is what a goroutine processes nodes with, reused from one to
// the next.
type worker struct {
	ls   lister
	ents []dirEntry
}

func (t *tree) start(info os.FileInfo) {
	if !t.o.NoIgnore {
		t.findRepo()
	}
	t.cond.L = &t.mu
	t.maxAhead = maxAheadPerLister * t.o.Listers
	t.mounts, t.mountsOK = mountsBelow(t.root)
	root := &node{path: t.root, rel: t.rel, info: info, hidx: -1, stack: t.stack}
	t.walk(root)
	t.mu.Lock()
	t.closed = true
	t.cond.Broadcast()
	t.mu.Unlock()
	t.wg.Wait()
}

// findRepo looks for the git repository the walked directory is in, and
// reads the ignore files from its top down to the directory above root.
func (t *tree) findRepo() {
	abs, err := filepath.Abs(t.root)
	if err != nil {
		return
	}
	var above []string // directories from root up to the repository's top
	for d := abs; ; {
		above = append(above, d)
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			t.inRepo = true
			break
		}
		parent := filepath.Dir(d)
		if parent == d {
			break
		}
		d = parent
	}
	if !t.inRepo {
		return
	}
	repo := above[len(above)-1]
	if ps := readPatterns("", filepath.Join(repo, ".git", "info", "exclude")); ps != nil {
		t.stack = append(t.stack, ps)
	}
	for i := len(above) - 1; i >= 1; i-- { // every directory above root
		base := relSlash(repo, above[i])
		t.stack = append(t.stack, t.readIgnores(base, above[i], nil, 0, false)...)
	}
	t.rel = relSlash(repo, abs)
}

// relSlash is dir relative to top with slashes, "" or ending in "/".
func relSlash(top, dir string) string {
	r, err := filepath.Rel(top, dir)
	if err != nil || r == "." {
		return ""
	}
	return filepath.ToSlash(r) + "/"
}

// readIgnores reads the ignore files of the directory dir, whose path
// relative to the top is base. With complete, entries is the whole listing
// of dir, and only the files it holds are opened.
func (t *tree) readIgnores(base, dir string, entries []dirEntry, prefix int, complete bool) []*patternSet {
	var sets []*patternSet
	for _, name := range [...]string{".gitignore", ".ignore"} {
		if name == ".gitignore" && !t.inRepo {
			continue
		}
		// The listing says whether the file is there: no open that fails
		// in every directory without one.
		if complete && !listed(entries, prefix, name) {
			continue
		}
		if ps := readPatterns(base, filepath.Join(dir, name)); ps != nil {
			sets = append(sets, ps)
		}
	}
	return sets
}

// listed reports whether entries, sorted by name (lister.list), hold
// name; the names start at index prefix of their paths.
func listed(entries []dirEntry, prefix int, name string) bool {
	_, found := slices.BinarySearchFunc(entries, name, func(e dirEntry, name string) int {
		return strings.Compare(e.path[prefix:], name)
	})
	return found
}

// walk gives what the node n gives, in order, and walks its
// subdirectories in their place: it processes n itself unless a lister
// has taken it, and then waits for the lister.
func (t *tree) walk(n *node) {
	t.mu.Lock()
	if n.state == unclaimed {
		n.state = claimed
		if n.hidx >= 0 {
			heap.Remove(&t.ready, n.hidx)
		}
		items := t.takeItems()
		t.mu.Unlock()
		t.process(n, &t.own, items)
		t.mu.Lock()
		t.done(n)
	}
	for n.state != processed {
		t.cond.Wait()
	}
	if n.lister {
		t.ahead-- // reached: no longer ahead
		t.cond.Signal()
	}
	t.mu.Unlock()
	for i, it := range n.items {
		left := len(n.items) - i - 1
		if it.dir != nil {
			t.pending += left
			t.walk(it.dir)
			t.pending -= left
		} else {
			it.src.More = left > 0 || t.pending > 0 || t.after
			t.stopped = !t.yield(it.src)
		}
		if t.stopped {
			return
		}
	}
	t.mu.Lock()
	t.putItems(n.items)
	t.mu.Unlock()
	n.items = nil
}

// done records that the node n is processed, making its subdirectories
// ready for the listers, and starting them the first time (t.mu held).
func (t *tree) done(n *node) {
	n.state = processed
	if t.o.Listers <= 0 {
		return
	}
	for _, it := range n.items {
		if it.dir != nil {
			heap.Push(&t.ready, it.dir)
		}
	}
	if !t.started && len(t.ready) > 0 {
		t.started = true
		t.wg.Add(t.o.Listers)
		for range t.o.Listers {
			go t.lister()
		}
	}
	t.cond.Broadcast()
}

// lister processes the nodes ready, the earliest in the walk's order
// first, while fewer than t.maxAhead are ahead of the walk, until the walk
// of the tree ends.
func (t *tree) lister() {
	defer t.wg.Done()
	var w worker
	t.mu.Lock()
	defer t.mu.Unlock()
	for {
		for !t.closed && (len(t.ready) == 0 || t.ahead >= t.maxAhead) {
			t.cond.Wait()
		}
		if t.closed {
			return
		}
		n := heap.Pop(&t.ready).(*node)
		n.state, n.lister = claimed, true
		t.ahead++
		t.peak = max(t.peak, t.ahead)
		items := t.takeItems()
		t.mu.Unlock()
		t.process(n, &w, items)
		t.mu.Lock()
		t.done(n)
	}
}

// takeItems returns an empty slice of items, one a walked node left
// when there is one (t.mu held).
func (t *tree) takeItems() []item {
	if k := len(t.free); k > 0 {
		items := t.free[k-1]
		t.free = t.free[:k-1]
		return items
	}
	return nil
}

// putItems keeps the items of a node walked for another (t.mu held):
// as many as the nodes that can be ahead of the walk and 16 more (for
// the directories the walk is in), none of a huge directory.
func (t *tree) putItems(items []item) {
	if cap(items) > maxKeptEntries || len(t.free) > t.maxAhead+16 {
		return
	}
	clear(items)
	t.free = append(t.free, items[:0])
}

// process lists the directory of the node n with w's buffers, reads its
// ignore files and sets n.stack and n.items: the sources and the
// subdirectories the walk gives for it, in order (an error in the place
// of what could not be reached). It may run on any goroutine, for any
// node whose parent is processed.
func (t *tree) process(n *node, w *worker, items []item) {
	d := n.path
	// An entry's name holds no separator and is neither "." nor "..", so
	// filepath.Join(d, name) is d's cleaned prefix and the name: the
	// prefix is cleaned once here instead of the whole path for every
	// entry (filepath.Join was 2% of the instructions of a walk).
	prefix := strings.TrimSuffix(filepath.Join(d, "_"), "_")
	// A directory on its parent's local device is opened with raw
	// calls: one reached by its name (no symbolic link) that is no mount
	// point.
	rawOpen := false
	if n.parent != nil {
		n.dv = n.parent.dv // where the directory likely is (list checks)
		rawOpen = n.dv.local && !n.link && t.mountsOK && !t.mounts[n.grel]
	}
	entries, err := w.ls.list(w.ents, d, prefix, &n.dv, rawOpen)
	w.ents = entries[:0]
	if cap(entries) > maxKeptEntries {
		w.ents = nil // a huge directory's listing is not kept for the rest of the walk
	}
	if n.parent != nil {
		n.stack = n.parent.stack
	}
	defer func() { n.items = items }()
	if err != nil {
		items = append(items, item{src: &Source{Name: d, sh: t.sh, err: err}})
		if len(entries) == 0 {
			return
		}
	}
	if !t.o.NoIgnore {
		if own := t.readIgnores(n.rel, d, entries, len(prefix), err == nil); len(own) > 0 {
			// A copy: the parent's stack is its other children's too.
			n.stack = append(n.stack[:len(n.stack):len(n.stack)], own...)
		}
	}
	stack := n.stack
	maildir := inMaildir(d)
	dirs := 0
	for _, e := range entries {
		path := e.path
		name := path[len(prefix):]
		if strings.HasPrefix(name, ".") && (!t.o.Hidden || (name == ".git" && !t.o.NoIgnore)) {
			continue
		}
		typ := e.typ
		var info os.FileInfo
		if typ&fs.ModeSymlink != 0 {
			if !t.o.Follow {
				continue
			}
			info, err = os.Stat(path)
			if err != nil {
				items = append(items, item{src: &Source{Name: path, sh: t.sh, err: err}})
				continue
			}
			typ = info.Mode().Type()
		}
		isDir := typ.IsDir()
		if !isDir && !typ.IsRegular() {
			continue // pipes, sockets and devices are read only when named
		}
		// The paths are made only when a pattern is there to match
		// them: two strings for each file of a walk with no ignore file
		// and no --glob.
		if len(stack) > 0 && stack.ignored(n.rel+name, isDir) || len(t.filter.globs) > 0 && t.filter.excluded(n.grel+name, isDir) {
			continue
		}
		if !isDir {
			// On its directory's device, unless reached through a
			// symbolic link or a mount point of its own (a file bound
			// there: its listed type is the file's it covers).
			local := n.dv.local && t.mountsOK
			if info != nil {
				local = w.ls.devs.localFile(info, path, n.dv)
			} else if local && len(t.mounts) > 0 && t.mounts[n.grel+name+"/"] {
				local = false
			}
			items = append(items, item{src: &Source{Name: path, path: path, Walked: true, Maildir: maildir, regular: true, local: local, Root: t.root, gz: t.o.gz(path), sh: t.sh}})
			continue
		}
		if t.o.Follow || t.sh.outDirInfo != nil {
			if info == nil {
				if info, err = os.Stat(path); err != nil {
					items = append(items, item{src: &Source{Name: path, sh: t.sh, err: err}})
					continue
				}
			}
			if t.o.Follow && n.looping(info) {
				continue
			}
			if t.sh.outDirInfo != nil && (os.SameFile(info, t.sh.outDirInfo) || e.typ&fs.ModeSymlink != 0 && t.sh.inOutputDir(path)) {
				continue // the output directory (--output-dir), or a directory in it through a link
			}
		}
		child := &node{path: path, rel: n.rel + name + "/", grel: n.grel + name + "/", parent: n, info: info, hidx: -1, link: n.link || e.typ&fs.ModeSymlink != 0}
		if t.o.Listers > 0 {
			var index [4]byte
			binary.BigEndian.PutUint32(index[:], uint32(dirs))
			child.key = n.key + string(index[:])
		}
		dirs++
		items = append(items, item{dir: child})
	}
}

// looping tells whether the directory fi (perhaps reached through a
// symbolic link) is n or one above it: one being walked already.
func (n *node) looping(fi os.FileInfo) bool {
	for ; n != nil; n = n.parent {
		if n.info != nil && os.SameFile(n.info, fi) {
			return true
		}
	}
	return false
}

// nodeHeap is the nodes ready to be processed, the earliest in the
// walk's order first (container/heap).
type nodeHeap []*node

func (h nodeHeap) Len() int           { return len(h) }
func (h nodeHeap) Less(i, j int) bool { return h[i].key < h[j].key }
func (h nodeHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].hidx, h[j].hidx = i, j
}
func (h *nodeHeap) Push(x any) {
	n := x.(*node)
	n.hidx = len(*h)
	*h = append(*h, n)
}
func (h *nodeHeap) Pop() any {
	old := *h
	n := old[len(old)-1]
	old[len(old)-1] = nil
	n.hidx = -1
	*h = old[:len(old)-1]
	return n
}

// inMaildir tells whether dir is the cur/ or new/ of a Maildir folder: a
// directory whose parent also has the other two of cur/, new/ and tmp/.
func inMaildir(dir string) bool {
	switch filepath.Base(dir) {
	case "cur", "new":
	default:
		return false
	}
	root := filepath.Dir(dir)
	for _, sub := range []string{"cur", "new", "tmp"} {
		if fi, err := os.Stat(filepath.Join(root, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
}

// inOutputDir reports whether the path p, resolved (filepath.Abs,
// filepath.EvalSymlinks), is Options.OutputDir or in it.
func (sh *shared) inOutputDir(p string) bool {
	abs, err := filepath.Abs(p)
	if err != nil {
		return false
	}
	r, err := filepath.EvalSymlinks(abs)
	return err == nil && inDir(r, sh.outDir)
}
