package extract

import (
	"bytes"

	"github.com/urlsift/urlsift/urlsyntax"
)

// goSumHash reports whether a candidate that starts at buffer index i of
// b (its scheme's first byte) is a go.sum line's checksum, not a URL: a
// scheme of a letter and a digit ("h1", the hash's name), then ":" and a
// padded base64 run that ends in "=" and ends its line, after the line's
// module path and version ("cloud.google.com/go/bigquery v1.7.0/go.mod
// h1://okPTzCYNXSlb24MZs83e2Do+h+VXtc4gLoIoXIAPc=": a hash whose base64
// starts with "//" read as a URL, and the next go.sum line joined to it;
// review51 K3's rest). eof says that no text follows b.
func goSumHash(b []byte, i int, eof bool) bool {
	if i < 1 || i+3 >= len(b) || b[i-1] != ' ' || class[b[i]]&cAlpha == 0 || b[i+1] < '0' || b[i+1] > '9' || b[i+2] != ':' {
		return false
	}
	j := i + 3
	for j < len(b) && isBase64(b[j]) {
		j++
	}
	e := j
	for e < len(b) && e-j < 2 && b[e] == '=' {
		e++
	}
	if e == j || (e-i-3)%4 != 0 || e-i-3 < 16 {
		return false // no padded base64 run
	}
	switch {
	case e == len(b):
		if !eof {
			return false
		}
	case b[e] == '\n', b[e] == '\r' && e+1 < len(b) && b[e+1] == '\n':
	default:
		return false // more on the line
	}
	// The line before it: a module path and a version, one space apart.
	ls := bytes.LastIndexByte(b[:i], '\n') + 1
	f := bytes.Fields(b[ls:i])
	return len(f) == 2 && bytes.Count(b[ls:i], []byte(" ")) == 2 && len(f[1]) > 1 && f[1][0] == 'v' && f[1][1] >= '0' && f[1][1] <= '9'
}

// isBase64 reports whether c is a byte of standard base64 (no padding).
func isBase64(c byte) bool {
	return urlsyntax.Is(c, urlsyntax.Alphanum) || c == '+' || c == '/'
}
