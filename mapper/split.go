package mapper

import (
	"fmt"
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/split"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/printer"
)

// Splittable reports whether Split reads the input name, the regular
// file f of size bytes read in mode, on workers goroutines: a file
// pipeline.Splittable lets be read in parts, and the output does not
// depend on what came before (--unique).
func (x *Extract) Splittable(name string, f io.ReaderAt, size int64, mode input.Mode, workers int) bool {
	return x.Seen == nil && pipeline.Splittable(name, f, size, mode, x.Options, workers)
}

// Split reads the file f of size bytes, an input Splittable says may be
// read so, as Input does, in parts on up to workers goroutines, and
// writes to w what the command prints for it, in x.Format: byte for byte
// the lines Input gives its emit to print, and the same calls of tooLong.
// It returns how many records it printed.
//
// A part's lines are numbered from its own start (split.Options.Lines
// unset): its worker prints its records with those numbers, noting where
// they went (printer.LineMarks), and counts the part's lines as its
// Scanner reads them (EndLine); in the part's turn, the lines of the
// parts before are added to them (printer.Renumber). No pass over a part
// counts its lines ahead.
func (x *Extract) Split(f io.ReaderAt, size int64, name string, workers int, w io.Writer, tooLong func(p pos.Pos, n int)) (int, error) {
	return x.split(pipeline.NewLarge(f, size, x.Options, workers, pipeline.ExtractStream), name, w, tooLong)
}

// split is Split of the file l, its parts cut as l.Split says.
func (x *Extract) split(l *pipeline.Large, name string, w io.Writer, tooLong func(p pos.Pos, n int)) (int, error) {
	line, ok := printer.Line(x.Format, printer.Options{ShowSecrets: x.ShowSecrets})
	if !ok {
		return 0, fmt.Errorf("extract: unknown format %q", x.Format)
	}
	var prev *extract.Handoff
	var again *partScan
	next := 1 // the line of the next part's first byte (its cut)
	var buf []byte
	// The runs too long to be a URL, told together from one URL to the
	// next, across the parts as Input tells them.
	var at pos.Pos
	n, records := 0, 0
	flush := func() {
		if n > 0 && tooLong != nil {
			tooLong(at, n)
		}
		n = 0
	}
	err := pipeline.Run(l, func() *partScan { return new(partScan) },
		func(sp *split.Part, r *partScan) error {
			return r.scan(x, line, name, l.Part(sp, sp.Line, nil))
		},
		func(sp *split.Part, r *partScan) error {
			// The part's lines from the file's: Data[0] is on line
			// next-sp.Breaks, numbered sp.Line by the worker.
			first := next - sp.Breaks
			if prev != nil && !prev.Fresh(int(sp.Cut())) {
				// A URL or a run too long to be one crossed the cut: the
				// part is read again from where the part before stopped,
				// its lines numbered in the file.
				if again == nil {
					again = new(partScan)
				}
				if err := again.scan(x, line, name, l.Part(sp, first, prev)); err != nil {
					return err
				}
				r = again
			}
			delta := first - r.line
			next = r.end + delta
			last := 0
			for _, l := range r.long {
				if l.urls > last {
					flush()
					last = l.urls
				}
				if n == 0 {
					at = l.at
					at.Line += delta
				}
				n++
			}
			if r.urls > last {
				flush()
			}
			h := r.h
			prev = &h
			records += r.records
			// Chunk by chunk, each renumbered into buf (of a chunk's
			// size: it stays in the cache) when the lines before the
			// part are not those the worker counted.
			for i := 0; i <= len(r.out.Full); i++ {
				out := r.out.Chunk(i)
				if delta != 0 {
					buf = printer.Renumber(buf[:0], out, r.marks[i], delta)
					out = buf
				}
				if _, err := w.Write(out); err != nil {
					return err
				}
			}
			return nil
		})
	if err == nil {
		flush()
	}
	return records, err
}

// partScan is what Split reads of a part: the lines it prints, and what
// comes after its end.
type partScan struct {
	sc *extract.Scanner
	// The lines printed (split.Output: in chunks kept from part to
	// part), the line numbers of chunk i noted in marks[i].
	out     split.Output
	marks   []*printer.LineMarks
	records int
	urls    int // URLs the scanner found (before --scheme)
	long    []longRun
	h       extract.Handoff
	paths   printer.PathCache // what line made of the path, for the part's next record
	line    int               // the line the part's Data[0] is numbered (Part.Line)
	end     int               // the line the part's end is on, numbered so (EndLine)
}

// outChunk is the size of a chunk of a part's output (split.Output.Size);
// a variable for its test.
var outChunk = split.ChunkSize

// marksOf returns the LineMarks of chunk i, emptied.
func (r *partScan) marksOf(i int) *printer.LineMarks {
	if i == len(r.marks) {
		r.marks = append(r.marks, new(printer.LineMarks))
	}
	r.marks[i].Reset()
	return r.marks[i]
}

// longRun is a run too long to be a URL, after the part's first urls URLs.
type longRun struct {
	at   pos.Pos
	urls int
}

// scan reads the part p as Input reads plain text, the records printed
// in line's format into r.out.
func (r *partScan) scan(x *Extract, line printer.LineFormat, name string, p extract.Part) error {
	r.out.Size = outChunk
	r.out.Reset()
	r.records, r.urls, r.long, r.line = 0, 0, r.long[:0], p.Line
	o := x.Options
	o.Name = name // the language of source code (extract.Options.Name)
	o.TooLong = func(at pos.Pos) { r.long = append(r.long, longRun{at, r.urls}) }
	if r.sc == nil {
		r.sc = extract.NewScanner(nil, o)
	} else {
		r.sc.Init(nil, o)
	}
	r.sc.ResetPart(p)
	rec := printer.Record{Path: name, Paths: &r.paths, Lines: r.marksOf(0)} // the part's records are printed here, in turn
	seg := pipeline.Segment()
	emit := func(rec *printer.Record) error {
		if r.out.Next() {
			rec.Lines = r.marksOf(len(r.out.Full))
		}
		r.out.Out = line.Append(r.out.Out, rec)
		r.records++
		return nil
	}
	for r.sc.Scan() {
		r.urls++
		u := r.sc.URL()
		if err := x.Record(&rec, u, u.Start, u.End, seg, emit); err != nil {
			return err
		}
	}
	r.h = r.sc.Handoff()
	if p.R == nil {
		r.end = r.sc.EndLine()
	}
	return r.sc.Err()
}
