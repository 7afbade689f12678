package printer

// url: the URL alone, one per line (xurls' output). The URLs extract finds
// hold no control character; any other is escaped (appendSafe) so that a
// record stays one line.

type urlFormat struct{}

func (urlFormat) Append(b []byte, r *Record) []byte {
	b = appendSafe(b, r.URL)
	return append(b, '\n')
}

// line: PATH:LINE:COLUMN: URL (grep -n's habit); in a web archive, the
// record's place follows (appendWARCLine).

type lineFormat struct{}

func (lineFormat) Append(b []byte, r *Record) []byte {
	b = appendLocation(b, r.Paths, r.Lines, r.Path, r.Start)
	b = append(b, ": "...)
	b = appendSafe(b, r.URL)
	b = appendWARCLine(b, r.Origin)
	return append(b, '\n')
}
