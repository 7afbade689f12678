package pos_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

func ExamplePos() {
	// Columns count bytes (Column) and code points (Char): on "café
	// http://example.com/", the URL starts in the seventh byte of its
	// line, the sixth character.
	line := "café http://example.com/"
	off := len("café ")
	p := pos.Pos{Offset: off, Line: 1, Column: off + 1, Char: off - pos.ContinuationBytes(line[:off]) + 1}
	fmt.Println(p, p.Char)
	// Output:
	// 1:7 6
}

func ExampleShiftBy() {
	// A file that starts with a byte order mark is read without it: a
	// position in the text read is three bytes further on in the file,
	// on line 1 only as to its column.
	m := pos.ShiftBy(3)
	fmt.Println(m.Map(pos.Pos{Offset: 0, Line: 1, Column: 1}))
	fmt.Println(m.Map(pos.Pos{Offset: 10, Line: 2, Column: 1}))
	n, ok := m.Shift() // the offsets of a fix move by n
	fmt.Println(n, ok)
	// Output:
	// 1:4
	// 2:1
	// 3 true
}

func ExampleMapper() {
	// The zero Mapper is the identity: the text is the file.
	var m pos.Mapper
	p := pos.Pos{Offset: 5, Line: 1, Column: 6}
	fmt.Println(m.Map(p) == p)
	// A decoded text (quoted-printable, UTF-16) maps through a function,
	// and has no shift: a fix cannot be applied to the file.
	dec := pos.Func(func(p pos.Pos) pos.Pos { p.Offset *= 2; return p })
	_, ok := dec.Shift()
	fmt.Println(dec.Map(p).Offset, ok)
	// Output:
	// true
	// 10 false
}

// streamed is a text that keeps its positions for a bounded stretch
// behind what was read, as a streamed mail part does.
type streamed struct {
	io.Reader
	behind int
}

func (s *streamed) KeepBehind(n int) { s.behind = max(n, s.behind) }

func ExampleKeeper() {
	// A scanner asks the text it reads, once, how far back it may still
	// report positions: the most of the text it holds, about three times
	// its longest URL.
	text := &streamed{Reader: strings.NewReader("see http://example.com/"), behind: 1 << 20}
	extract.NewScanner(text, extract.Options{MaxURL: 1 << 20})
	fmt.Println(text.behind > 3<<20)
	// Output:
	// true
}
