//go:build linux

package walk

import (
	"bufio"
	"maps"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// rawCalls walks paths with o, opening every source, and returns whether
// the calls of each file and directory opened were raw (testCall: its
// calls after the open), with testFSType set to fsType, and the sources'
// contents in order; opens says whether each open was raw.
func rawCalls(t *testing.T, paths []string, o Options, fsType func(path string, t int64) int64) (calls map[string]bool, got []string, opens map[string]bool) {
	t.Helper()
	var mu sync.Mutex
	calls, opens = map[string]bool{}, map[string]bool{}
	testFSType = fsType
	testCall = func(path string, open, raw bool) {
		mu.Lock()
		defer mu.Unlock()
		if r, ok := calls[path]; ok && r != raw {
			t.Errorf("%s: opened with raw %v, then %v", path, r, raw)
		}
		if open && !raw {
			t.Errorf("%s: a raw open, then calls told to the scheduler", path)
		}
		calls[path], opens[path] = raw, open
	}
	defer func() { testFSType, testCall = nil, nil }()
	var rd Reader
	for src := range Sources(paths, o) {
		done, err := src.Open(&rd)
		if err != nil {
			t.Fatalf("%s: %v", src.Name, err)
		}
		b := make([]byte, 64)
		n, _ := src.R.Read(b)
		done()
		got = append(got, src.Name+" = "+string(b[:n]))
	}
	return calls, got, opens
}

const (
	ext4Magic = 0xEF53
	nfsMagic  = 0x6969
)

// TestRawCallsOnlyOnLocal: the calls reading a directory (getdents,
// close) and a small file (open, fstat, read, close) are raw only on a
// local file system, decided by statfs(2)'s f_type (testFSType stands in
// for a network file system), for each device the walk enters: a tree's
// root, a directory reached through a symbolic link on another device, a
// file reached through one, a file named. The sources and their bytes
// are the same whatever is decided, with any number of listers.
func TestRawCallsOnlyOnLocal(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "a.txt", "sub/b.txt", "sub/deep/c.txt")
	all := func(magic int64) func(string, int64) int64 {
		return func(string, int64) int64 { return magic }
	}
	var want []string
	for _, listers := range []int{0, 1, 4} {
		o := Options{Listers: listers}
		for _, c := range []struct {
			fsType func(string, int64) int64
			raw    bool
		}{{all(ext4Magic), true}, {all(nfsMagic), false}, {all(0), false}} {
			calls, got, opens := rawCalls(t, []string{dir}, o, c.fsType)
			if want == nil {
				want = got
			} else if !slices.Equal(got, want) {
				t.Errorf("listers %d: read %q, want %q", listers, got, want)
			}
			for _, p := range []string{dir, filepath.Join(dir, "a.txt"), filepath.Join(dir, "sub"), filepath.Join(dir, "sub", "deep", "c.txt")} {
				if raw, ok := calls[p]; !ok || raw != c.raw {
					t.Errorf("listers %d, raw %v: %s opened %v, raw %v", listers, c.raw, p, ok, raw)
				}
			}
			if len(calls) != 6 {
				t.Errorf("listers %d: %d opened, want 6: %v", listers, len(calls), calls)
			}
			// The root's open is told to the scheduler (its device is
			// not known yet), a subdirectory's is raw on a local one.
			wantOpen := map[string]bool{dir: false, filepath.Join(dir, "sub"): c.raw, filepath.Join(dir, "sub", "deep"): c.raw}
			for p, w := range wantOpen {
				if opens[p] != w {
					t.Errorf("listers %d, raw %v: %s's open raw %v, want %v", listers, c.raw, p, opens[p], w)
				}
			}
		}
	}

	// Another device: a directory of /dev/shm (tmpfs), made to look like
	// a network file system, reached through symbolic links (-L) and
	// named.
	var st1, st2 syscall.Stat_t
	if syscall.Stat(dir, &st1) != nil || syscall.Stat("/dev/shm", &st2) != nil || st1.Dev == st2.Dev {
		t.Skip("no /dev/shm on a device of its own")
	}
	other, err := os.MkdirTemp("/dev/shm", "walk-raw-")
	if err != nil {
		t.Skip("/dev/shm:", err)
	}
	defer os.RemoveAll(other)
	writeTree(t, other, "x.txt", "in/y.txt")
	if err := os.Symlink(other, filepath.Join(dir, "sub", "elsewhere")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(other, "x.txt"), filepath.Join(dir, "sub", "felsewhere.txt")); err != nil {
		t.Fatal(err)
	}
	// The first path asked of a device decides for it: the device of
	// other is asked of through "elsewhere" or as other itself.
	nfsElsewhere := func(path string, _ int64) int64 {
		if strings.Contains(path, "elsewhere") || strings.HasPrefix(path, other) {
			return nfsMagic
		}
		return ext4Magic
	}
	sub := filepath.Join(dir, "sub")
	wantRaw := map[string]bool{
		dir: true, filepath.Join(dir, "a.txt"): true, sub: true, filepath.Join(sub, "b.txt"): true,
		filepath.Join(sub, "deep"): true, filepath.Join(sub, "deep", "c.txt"): true,
		filepath.Join(sub, "elsewhere"): false, filepath.Join(sub, "elsewhere", "x.txt"): false,
		filepath.Join(sub, "elsewhere", "in"): false, filepath.Join(sub, "elsewhere", "in", "y.txt"): false,
		filepath.Join(sub, "felsewhere.txt"): false,
		filepath.Join(other, "in", "y.txt"):  false, // named
	}
	want = nil
	for _, listers := range []int{0, 1, 4} {
		calls, got, opens := rawCalls(t, []string{dir, filepath.Join(other, "in", "y.txt")}, Options{Follow: true, Listers: listers}, nfsElsewhere)
		if want == nil {
			want = got
		} else if !slices.Equal(got, want) {
			t.Errorf("listers %d: read %q, want %q", listers, got, want)
		}
		if !maps.Equal(calls, wantRaw) {
			t.Errorf("listers %d: raw calls %v\nwant %v", listers, calls, wantRaw)
		}
		// A directory reached through a link is opened the ordinary way,
		// and those below it.
		for _, p := range []string{filepath.Join(sub, "elsewhere"), filepath.Join(sub, "elsewhere", "in")} {
			if opens[p] {
				t.Errorf("listers %d: %s opened raw", listers, p)
			}
		}
	}
	if len(want) != 7 {
		t.Errorf("read %d sources, want 7: %q", len(want), want)
	}
}

// TestReadSmallWaitsForLease: a file another holds a write lease on
// (fcntl F_SETLEASE, as Samba's kernel oplocks and nfsd's delegations
// take) is read once the lease is broken: openRead's non-blocking
// open(2) says EWOULDBLOCK there, and the file is opened again the way
// that waits (review45 L2: "resource temporarily unavailable", the
// file's URLs missing). The holder here is the test: it gives the lease
// back when the kernel's SIGIO asks it to, whenever that is.
func TestReadSmallWaitsForLease(t *testing.T) {
	path := filepath.Join(t.TempDir(), "leased.txt")
	want := "see http://example.com/a\n"
	if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
		t.Fatal(err)
	}
	hfd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(hfd)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGIO)
	defer signal.Stop(sigs)
	lease := func(kind int) syscall.Errno {
		_, _, e := syscall.Syscall(syscall.SYS_FCNTL, uintptr(hfd), syscall.F_SETLEASE, uintptr(kind))
		return e
	}
	for _, raw := range []bool{true, false} {
		if e := lease(syscall.F_WRLCK); e != 0 {
			t.Skip("no lease:", e)
		}
		done := make(chan struct{})
		go func() {
			select {
			case <-sigs:
				lease(syscall.F_UNLCK)
			case <-done:
			}
		}()
		rd := Reader{raw: raw, buf: make([]byte, smallFile), br: bufio.NewReaderSize(nil, readerSize)}
		_, size, ok, err := readSmall(path, &rd, smallFile, nil)
		close(done)
		lease(syscall.F_UNLCK)
		if err != nil || !ok || size != int64(len(want)) {
			t.Fatalf("raw %v: readSmall = %d, %v, %v; want %d bytes read", raw, size, ok, err, len(want))
		}
		if got, _ := rd.br.Peek(len(want)); string(got) != want {
			t.Errorf("raw %v: read %q, want %q", raw, got, want)
		}
	}
}

// TestRawOpenNotAtMountPoint: a directory or a file that
// /proc/self/mountinfo (mountInfo) names as a mount point is opened the way the scheduler is
// told of, whatever its parent's device (it is another file system's
// root), and so is every directory when the mounts cannot be read; the
// directories below a mount point on a local device are opened raw.
func TestRawOpenNotAtMountPoint(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "a.txt", "sub/b.txt", "sub/deep/c.txt", "sub/deep/er/d.txt", "sp ace/e.txt", "sp ace/in/f.txt", "sp ace/on/g.txt")
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		t.Fatal(err)
	}
	esc := strings.NewReplacer(" ", "\\040", "\t", "\\011", "\n", "\\012", "\\", "\\134")
	info := filepath.Join(t.TempDir(), "mountinfo")
	lines := "22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw\n" +
		"40 22 0:35 / " + esc.Replace(filepath.Join(real, "sub", "deep")) + " rw shared:2 - nfs4 srv:/x rw\n" +
		"41 22 0:36 / " + esc.Replace(filepath.Join(real, "sp ace")) + " rw shared:3 - fuse.sshfs h:/ rw\n" +
		"42 22 0:37 / " + esc.Replace(real+"x") + " rw shared:3 - fuse.sshfs h:/ rw\n" +
		"43 22 0:38 / " + esc.Replace(filepath.Join(real, "sp ace", "in")) + " rw shared:4 - cifs //h/s rw\n" +
		"44 22 0:39 /f " + esc.Replace(filepath.Join(real, "a.txt")) + " rw shared:5 - nfs4 srv:/f rw\n"
	if err := os.WriteFile(info, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	defer func(m string) { mountInfo = m }(mountInfo)
	ext4 := func(string, int64) int64 { return ext4Magic }
	space := filepath.Join(dir, "sp ace")
	// A file that is a mount point (a file bound there) is read the
	// ordinary way, those beside it raw; none is raw when the mounts
	// cannot be read.
	files := func(info string, want map[string]bool) {
		mountInfo = info
		for _, listers := range []int{0, 3} {
			calls, _, _ := rawCalls(t, []string{dir}, Options{Listers: listers}, ext4)
			for p, w := range want {
				if r, ok := calls[p]; !ok || r != w {
					t.Errorf("%s, listers %d: %s opened %v, raw %v; want raw %v", info, listers, p, ok, r, w)
				}
			}
		}
	}
	files(info, map[string]bool{filepath.Join(dir, "a.txt"): false, filepath.Join(dir, "sub", "b.txt"): true})
	files(filepath.Join(dir, "missing"), map[string]bool{filepath.Join(dir, "a.txt"): false, filepath.Join(dir, "sub", "b.txt"): false})
	for _, c := range []struct {
		info string
		root string
		want map[string]bool // the directories' opens: raw or not
	}{
		{info, space, map[string]bool{space: false, filepath.Join(space, "in"): false, filepath.Join(space, "on"): true}},
		{info, dir, map[string]bool{dir: false, filepath.Join(dir, "sub"): true, filepath.Join(dir, "sub", "deep"): false,
			filepath.Join(dir, "sub", "deep", "er"): true, filepath.Join(dir, "sp ace"): false}},
		{filepath.Join(dir, "missing"), dir, map[string]bool{dir: false, filepath.Join(dir, "sub"): false, filepath.Join(dir, "sub", "deep"): false,
			filepath.Join(dir, "sub", "deep", "er"): false, filepath.Join(dir, "sp ace"): false}},
	} {
		mountInfo = c.info
		for _, listers := range []int{0, 3} {
			_, _, opens := rawCalls(t, []string{c.root}, Options{Listers: listers}, ext4)
			for p, w := range c.want {
				if r, ok := opens[p]; !ok || r != w {
					t.Errorf("%s, listers %d: %s opened %v, raw %v; want raw %v", c.info, listers, p, ok, r, w)
				}
			}
		}
	}
}

// TestUnescapeMount: mountinfo's octal escapes, and what is no escape.
func TestUnescapeMount(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/mnt/a", "/mnt/a"},
		{"/mnt/a\\040b", "/mnt/a b"},
		{"/x\\011\\012\\134y", "/x\t\n\\y"},
		{"/x\\04", "/x\\04"},
		{"/x\\089", "/x\\089"},
		{"\\134", "\\"},
	} {
		if got := unescapeMount(c.in); got != c.want {
			t.Errorf("unescapeMount(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
