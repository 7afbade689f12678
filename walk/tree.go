package walk

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// walkSources yields every source paths name, in order: standard input,
// named files, and the files of named directories in lexical order.
// It stops when yield returns false.
func walkSources(paths []string, o Options, sh *shared, f *filter, yield func(*Source) bool) {
	for _, p := range paths {
		if p == "-" {
			if !yield(&Source{Name: o.StdinName, stdin: true, sh: sh, Size: -1}) {
				return
			}
			continue
		}
		info, err := os.Stat(p) // a symbolic link named by the user is followed
		if err != nil {
			if !yield(&Source{Name: p, sh: sh, err: err}) {
				return
			}
			continue
		}
		if !info.IsDir() {
			// A named pipe or a device is read as a stream.
			if !yield(&Source{Name: p, path: p, regular: info.Mode().IsRegular(), gz: o.gz(p), sh: sh}) {
				return
			}
			continue
		}
		t := &tree{o: o, sh: sh, filter: f, yield: yield, root: p}
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
type tree struct {
	o       Options
	sh      *shared
	filter  *filter
	yield   func(*Source) bool
	stopped bool // yield returned false
	root    string
	inRepo  bool   // the directory is inside a git repository
	rel     string // root relative to the repository's top, "" or ending in "/"
	stack   ignoreStack
	dirs    []os.FileInfo // the directories being walked, to stop symbolic link loops
	ls      lister        // lists the directories
	lists   [][]dirEntry  // the listing of each directory being walked, by depth, kept for the next at that depth
	depth   int           // the depth of the directory being listed: t.lists's index
}

// maxKeptEntries is the longest listing a tree keeps for the next
// directory at its depth (a variable for its test).
var maxKeptEntries = 4096

// dirEntry is an entry of a directory listed (lister.list): its path
// (the directory's, cleaned, a separator and its name) and its type.
type dirEntry struct {
	path string
	typ  fs.FileMode
}

func (t *tree) start(info os.FileInfo) {
	if !t.o.NoIgnore {
		t.findRepo()
	}
	t.dirs = append(t.dirs, info)
	t.dir(t.root, t.rel, "")
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

// dir walks the directory d, whose path relative to the top is rel and
// relative to the walked root is grel.
func (t *tree) dir(d, rel, grel string) {
	// An entry's name holds no separator and is neither "." nor "..", so
	// filepath.Join(d, name) is d's cleaned prefix and the name: the
	// prefix is cleaned once here instead of the whole path for every
	// entry (filepath.Join was 2% of the instructions of a walk).
	prefix := strings.TrimSuffix(filepath.Join(d, "_"), "_")
	// The listing is kept for the next directory at this depth (t.lists):
	// it is not used once dir returns.
	depth := t.depth
	if depth == len(t.lists) {
		t.lists = append(t.lists, nil)
	}
	entries, err := t.ls.list(t.lists[depth], d, prefix)
	t.lists[depth] = entries
	t.depth++
	defer func() {
		t.depth--
		if cap(entries) > maxKeptEntries {
			t.lists[depth] = nil // a huge directory's listing is not kept for the rest of the walk
		}
	}()
	if err != nil {
		t.stopped = t.stopped || !t.yield(&Source{Name: d, sh: t.sh, err: err})
		if len(entries) == 0 || t.stopped {
			return
		}
	}
	n := len(t.stack)
	if !t.o.NoIgnore {
		t.stack = append(t.stack, t.readIgnores(rel, d, entries, len(prefix), err == nil)...)
	}
	defer func() { t.stack = t.stack[:n] }()
	maildir := inMaildir(d)
	for _, e := range entries {
		if t.stopped {
			return
		}
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
				t.stopped = !t.yield(&Source{Name: path, sh: t.sh, err: err})
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
		if len(t.stack) > 0 && t.stack.ignored(rel+name, isDir) || len(t.filter.globs) > 0 && t.filter.excluded(grel+name, isDir) {
			continue
		}
		if !isDir {
			t.stopped = !t.yield(&Source{Name: path, path: path, Walked: true, Maildir: maildir, regular: true, Root: t.root, gz: t.o.gz(path), sh: t.sh})
			continue
		}
		if !t.o.Follow {
			t.dir(path, rel+name+"/", grel+name+"/")
			continue
		}
		if info == nil {
			if info, err = os.Stat(path); err != nil {
				t.stopped = !t.yield(&Source{Name: path, sh: t.sh, err: err})
				continue
			}
		}
		if t.looping(info) {
			continue
		}
		t.dirs = append(t.dirs, info)
		t.dir(path, rel+name+"/", grel+name+"/")
		t.dirs = t.dirs[:len(t.dirs)-1]
	}
}

// looping tells whether the directory fi (perhaps reached through a
// symbolic link) is one being walked already.
func (t *tree) looping(fi os.FileInfo) bool {
	for _, d := range t.dirs {
		if os.SameFile(d, fi) {
			return true
		}
	}
	return false
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
