//go:build unix

package walk

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestOpenRead: openRead opens a file for reading, one path after
// another with one Reader (a longer path, then a shorter one: the C
// string's buffer is reused), and says what open(2) says of a missing
// file and of a path with a NUL byte.
func TestOpenRead(t *testing.T) {
	dir := t.TempDir()
	var rd Reader
	for _, name := range []string{"a-rather-long-file-name.txt", "b", "c.txt"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
		fd, err := openRead(&rd, path)
		if err != nil {
			t.Fatalf("openRead(%q): %v", path, err)
		}
		buf := make([]byte, 64)
		n, err := syscall.Read(fd, buf)
		syscall.Close(fd)
		if err != nil || string(buf[:n]) != name {
			t.Errorf("read %q from %s (%v), want %q", buf[:n], path, err, name)
		}
	}
	if _, err := openRead(&rd, filepath.Join(dir, "missing")); !errors.Is(err, syscall.ENOENT) {
		t.Errorf("a missing file: %v, want ENOENT", err)
	}
	if _, err := openRead(&rd, filepath.Join(dir, "b\x00c")); !errors.Is(err, syscall.EINVAL) {
		t.Errorf("a path with a NUL: %v, want EINVAL", err)
	}
}

// TestReadSmallPipeAtOnce: readSmall given a named pipe (a file the walk
// saw regular and that became a pipe before it was opened) returns at
// once, ok false and no error, and the pipe's writer is never let in:
// its open is not answered, so what it writes is not lost. openRead's
// raw open(2) holds the worker's thread; an open that waited for a
// writer would hang here (the test's timeout). A regular file beside it
// is read whole.
func TestReadSmallPipeAtOnce(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes:", err)
	}
	var rd Reader
	rd.buf = make([]byte, smallFile)
	rd.br = bufio.NewReaderSize(nil, readerSize)
	data, size, ok, err := readSmall(fifo, &rd, smallFile, nil)
	if data != nil || size != 0 || ok || err != nil {
		t.Fatalf("readSmall(pipe) = %q, %d, %v, %v; want nil, 0, false, nil", data, size, ok, err)
	}
	// A writer that opens without waiting finds no reader: the pipe was
	// closed, not left open to it.
	if fd, err := syscall.Open(fifo, syscall.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
		syscall.Close(fd)
		t.Errorf("a writer opened the pipe after readSmall: a reader is still there")
	} else if !errors.Is(err, syscall.ENXIO) {
		t.Errorf("a writer's open: %v, want ENXIO (no reader)", err)
	}
	for _, n := range []int{1, readerSize, readerSize + 1, smallFile} {
		path := filepath.Join(dir, fmt.Sprint("f", n))
		want := bytes.Repeat([]byte("a line of text\n"), n/15+1)[:n]
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		data, size, ok, err := readSmall(path, &rd, smallFile, nil)
		if !ok || err != nil || size != int64(n) {
			t.Fatalf("readSmall(%d bytes) = %d, %v, %v", n, size, ok, err)
		}
		if data == nil { // read into rd.br's buffer
			data, _ = rd.br.Peek(n)
		}
		if !bytes.Equal(data, want) {
			t.Errorf("readSmall(%d bytes) read %d bytes, not the file's", n, len(data))
		}
	}
}
