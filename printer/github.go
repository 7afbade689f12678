package printer

import (
	"strconv"
	"unicode/utf8"
)

// github: workflow commands, which GitHub Actions shows as annotations:
// ::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=T::MESSAGE

type githubFormat struct{}

func (githubFormat) Append(b []byte, r *Record) []byte {
	cmd := "notice"
	switch r.Severity {
	case "error":
		cmd = "error"
	case "warning":
		cmd = "warning"
	}
	b = append(b, "::"...)
	b = append(b, cmd...)
	b = append(b, " file="...)
	b = appendGitHub(b, r.Path, true)
	b = append(b, ",line="...)
	b = strconv.AppendInt(b, int64(r.Start.Line), 10)
	b = append(b, ",col="...)
	b = strconv.AppendInt(b, int64(r.Start.Column), 10)
	b = append(b, ",endLine="...)
	b = strconv.AppendInt(b, int64(r.End.Line), 10)
	b = append(b, ",endColumn="...)
	b = strconv.AppendInt(b, int64(r.End.Column), 10)
	b = append(b, ",title=urlsift "...)
	b = appendGitHub(b, r.Rule, true)
	b = append(b, "::"...)
	if r.Message != "" {
		b = appendGitHub(b, r.Message, false)
		if r.URL != "" {
			b = append(b, "%0A"...)
		}
	}
	b = appendGitHub(b, r.URL, false)
	return append(b, '\n')
}

// appendGitHub appends s escaped as the data (property false) or a
// property value of a workflow command: line breaks and "%" as GitHub
// reads them back (and ":" and "," in a property), and any other control
// character as AppendSafe writes it, so that none reaches the log.
func appendGitHub(b []byte, s string, property bool) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			esc := ""
			switch {
			case c == '%':
				esc = "%25"
			case c == '\r':
				esc = "%0D"
			case c == '\n':
				esc = "%0A"
			case property && c == ':':
				esc = "%3A"
			case property && c == ',':
				esc = "%2C"
			case needsEscape(rune(c)):
				b = append(b, s[start:i]...)
				b = append(b, '\\', 'x', hex[c>>4], hex[c&0xF])
				i++
				start = i
				continue
			}
			if esc != "" {
				b = append(b, s[start:i]...)
				b = append(b, esc...)
				start = i + 1
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if needsEscape(r) {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '0', '0', hex[r>>4], hex[r&0xF])
			start = i + size
		}
		i += size
	}
	return append(b, s[start:]...)
}
