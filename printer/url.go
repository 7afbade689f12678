package printer

import "bufio"

// url: the URL alone, one per line (xurls' output). The URLs extract finds
// hold no control character; any other is escaped (AppendSafe) so that a
// record stays one line.

type urlPrinter struct{ lineWriter }

func newURLPrinter(w *bufio.Writer, _ Options) Printer { return &urlPrinter{lineWriter{w: w}} }

func (p *urlPrinter) Print(r *Record) error {
	b := AppendSafe(p.buf[:0], r.URL)
	return p.write(append(b, '\n'))
}

// line: PATH:LINE:COLUMN: URL (grep -n's habit).

type linePrinter struct{ lineWriter }

func newLinePrinter(w *bufio.Writer, _ Options) Printer { return &linePrinter{lineWriter{w: w}} }

func (p *linePrinter) Print(r *Record) error {
	b := AppendLocation(p.buf[:0], r.Path, r.Start)
	b = append(b, ": "...)
	b = AppendSafe(b, r.URL)
	return p.write(append(b, '\n'))
}
