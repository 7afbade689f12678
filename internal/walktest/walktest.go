//go:build linux

// Package walktest draws trees of files at random for the tests of the
// walk and of the commands that read trees: the walk read by the workers
// of a Sequencer must give the sequence of sources and errors one
// goroutine gives, and the commands the output one worker gives.
package walktest

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"iter"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/urlsift/urlsift/walk"
)

// Tree is a tree drawn at random (Draw).
type Tree struct {
	rng    *rand.Rand
	t      testing.TB
	Files  []string // the regular files made
	dirs   []string // the directories made
	vanish []string // files removed when the walk gives them (Sources)
	data   map[string][]byte
}

// Draw draws a tree into the directory dir (made): names of every byte a
// file name may hold (but "/" and NUL), empty directories, depths up to
// six, ignore files, compressed files whole and broken, large files (read
// as streams), unreadable files and directories (unreadable to a user
// other than root), named pipes, symbolic links to files, to directories,
// to their own ancestors (loops under Follow), to nothing and to
// themselves, with deep a chain of directories deeper than PATH_MAX (the
// walk's paths in it are too long to open), and files that vanish
// between the walk and their reading (Sources). Restore before removing
// it.
func Draw(t testing.TB, rng *rand.Rand, dir string, deep bool) *Tree {
	g := &Tree{rng: rng, t: t}
	g.dir(dir, 0)
	if deep {
		g.deep(dir)
	}
	return g
}

// name draws a file name: mostly short, of any byte but "/" and NUL,
// now and then hidden or up to 255 bytes.
func (g *Tree) name() string {
	for {
		n := 1 + g.rng.IntN(8)
		if g.rng.IntN(20) == 0 {
			n = 100 + g.rng.IntN(156)
		}
		b := make([]byte, n)
		for i := range b {
			switch g.rng.IntN(4) {
			case 0:
				b[i] = byte(1 + g.rng.IntN(255))
			default:
				alphabet := "abc0129.-_ \n\\*?[]!#"
				b[i] = alphabet[g.rng.IntN(len(alphabet))]
			}
			if b[i] == '/' {
				b[i] = 'x'
			}
		}
		if g.rng.IntN(6) == 0 {
			b[0] = '.'
		}
		s := string(b)
		if s != "." && s != ".." {
			return s
		}
	}
}

// dir fills the directory d (made) at the depth given.
func (g *Tree) dir(d string, depth int) {
	g.dirs = append(g.dirs, d)
	n := g.rng.IntN(7)
	if depth == 0 {
		n += 3
	}
	for range n {
		p := filepath.Join(d, g.name())
		if _, err := os.Lstat(p); err == nil {
			continue // drawn twice
		}
		switch k := g.rng.IntN(20); {
		case k < 9 || depth >= 4 && k < 14:
			g.file(p)
		case k < 14:
			if err := os.Mkdir(p, 0o755); err != nil {
				g.t.Fatal(err)
			}
			g.dir(p, depth+1)
			if g.rng.IntN(8) == 0 {
				os.Chmod(p, 0o000) // unreadable (but to root)
			}
		case k < 17:
			// A link to a file or directory made, an ancestor, nothing,
			// or itself.
			var target string
			switch g.rng.IntN(5) {
			case 0:
				if len(g.Files) > 0 {
					target = g.Files[g.rng.IntN(len(g.Files))]
				}
			case 1, 2:
				target = g.dirs[g.rng.IntN(len(g.dirs))]
			case 3:
				target = filepath.Join(d, "nothing here")
			case 4:
				target = p
			}
			if target == "" {
				target = d
			}
			if err := os.Symlink(target, p); err != nil {
				g.t.Fatal(err)
			}
		case k < 18:
			// An ignore file of patterns drawn from names and globs.
			var b strings.Builder
			for range 1 + g.rng.IntN(3) {
				switch g.rng.IntN(3) {
				case 0:
					b.WriteString("*.gz\n")
				case 1:
					b.WriteString("!" + string("abc"[g.rng.IntN(3)]) + "*\n")
				default:
					b.WriteString(string("abc0"[g.rng.IntN(4)]) + "*/\n")
				}
			}
			name := []string{".ignore", ".gitignore"}[g.rng.IntN(2)]
			os.WriteFile(filepath.Join(d, name), []byte(b.String()), 0o644)
		case k < 19:
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				g.t.Fatal(err)
			}
		default:
			if err := os.Mkdir(p, 0o755); err != nil { // empty
				g.t.Fatal(err)
			}
		}
	}
}

// file makes a regular file at p: text with a URL, a gzip file whole or
// broken, empty, unreadable (but to root), or one that vanishes.
func (g *Tree) file(p string) {
	var data []byte
	switch g.rng.IntN(8) {
	case 0:
		p += ".gz"
		var b bytes.Buffer
		z := gzip.NewWriter(&b)
		fmt.Fprintf(z, "gz %d http://example.org/\n", g.rng.IntN(1000))
		z.Close()
		data = b.Bytes()
		if g.rng.IntN(2) == 0 {
			data = data[:len(data)/2] // broken
		}
	case 1:
		// empty
	default:
		data = fmt.Appendf(nil, "text %d http://example.org/%d\n", g.rng.IntN(1000), g.rng.IntN(1000))
		if g.rng.IntN(10) == 0 {
			data = bytes.Repeat(data, 10000) // streamed, not read whole
		}
	}
	if err := os.WriteFile(p, data, 0o644); err != nil {
		g.t.Fatal(err)
	}
	g.Files = append(g.Files, p)
	switch g.rng.IntN(12) {
	case 0:
		os.Chmod(p, 0o000)
	case 1:
		if g.data == nil {
			g.data = map[string][]byte{}
		}
		g.vanish = append(g.vanish, p)
		g.data[p] = data
	}
}

// deep makes a chain of directories deeper than PATH_MAX below d, with a
// file at the bottom, made with the *at calls: the walk's paths to them
// are too long to open.
func (g *Tree) deep(d string) {
	fd, err := syscall.Open(d, syscall.O_RDONLY|syscall.O_DIRECTORY, 0)
	if err != nil {
		g.t.Fatal(err)
	}
	name := strings.Repeat("d", 250)
	for range 20 {
		if err := syscall.Mkdirat(fd, name, 0o755); err != nil {
			g.t.Fatal(err)
		}
		next, err := syscall.Openat(fd, name, syscall.O_RDONLY|syscall.O_DIRECTORY, 0)
		syscall.Close(fd)
		if err != nil {
			g.t.Fatal(err)
		}
		fd = next
	}
	f, err := syscall.Openat(fd, "bottom.txt", syscall.O_WRONLY|syscall.O_CREAT, 0o644)
	if err == nil {
		syscall.Write(f, []byte("http://example.org/deep\n"))
		syscall.Close(f)
	}
	syscall.Close(fd)
}

// Restore gives every directory its mode back, so that t.TempDir can
// remove the tree.
func (g *Tree) Restore() {
	for _, d := range g.dirs {
		os.Chmod(d, 0o755)
	}
}

// Sources is the walk of paths, with each file that vanishes removed when
// the walk gives it (before any worker reads it), made again before the
// walk.
func (g *Tree) Sources(paths []string, o walk.Options) iter.Seq[*walk.Source] {
	for _, p := range g.vanish {
		if err := os.WriteFile(p, g.data[p], 0o644); err != nil {
			g.t.Fatal(err)
		}
	}
	gone := map[string]bool{}
	for _, p := range g.vanish {
		gone[p] = true
	}
	return func(yield func(*walk.Source) bool) {
		for src := range walk.Sources(paths, o) {
			if gone[src.Name] {
				os.Remove(src.Name)
			}
			if !yield(src) {
				return
			}
		}
	}
}
