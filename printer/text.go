package printer

import "strings"

// text: PATH:LINE:COLUMN: SEVERITY: MESSAGE (RULE), with colours on a
// terminal. A URL that extract found has no severity or message: it is
// printed as PATH:LINE:COLUMN: URL.

type textFormat struct{ color bool }

func (p textFormat) Append(b []byte, r *Record) []byte {
	if p.color {
		b = append(b, colorBold...)
	}
	b = appendLocation(b, r.Paths, r.Lines, r.Path, r.Start)
	b = append(b, ':')
	if r.Rule == "" {
		if p.color {
			b = append(b, colorReset...)
		}
		b = append(b, ' ')
		b = appendSafe(b, r.URL)
		return append(b, '\n')
	}
	if p.color {
		c := colorBlue
		switch r.Severity {
		case "error":
			c = colorRed
		case "warning":
			c = colorYellow
		}
		b = append(b, colorReset+" "...)
		b = append(b, c+colorBold...)
		b = append(b, r.Severity...)
		b = append(b, colorReset+": "...)
	} else {
		b = append(b, ' ')
		b = append(b, r.Severity...)
		b = append(b, ": "...)
	}
	b = appendLine(b, r.Message)
	if p.color {
		b = append(b, " "+colorDim+"("...)
		b = append(b, r.Rule...)
		b = append(b, ")"+colorReset+"\n"...)
	} else {
		b = append(b, " ("...)
		b = append(b, r.Rule...)
		b = append(b, ")\n"...)
	}
	return b
}

// appendLine appends appendSafe(b, oneLine(s)): s itself where it holds
// no byte appendSafe stops at, which a "\n" and a "\r" are (one search
// of the message, not three).
func appendLine(b []byte, s string) []byte {
	if safeLen(s) == len(s) {
		return append(b, s...)
	}
	return appendSafe(b, oneLine(s))
}

// oneLine keeps a message on one line. Two searches for a byte are
// vectorised where strings.ContainsAny went byte by byte (3% of a lint run
// on URL-dense text).
func oneLine(s string) string {
	if strings.IndexByte(s, '\n') < 0 && strings.IndexByte(s, '\r') < 0 {
		return s
	}
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
}
