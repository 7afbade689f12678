package printer

import "strconv"

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
	b = r.Paths.appendGitHub(b, r.Path)
	b = append(b, ",line="...)
	b = r.Lines.appendLine(b, r.Start.Line)
	b = append(b, ",col="...)
	b = strconv.AppendInt(b, int64(r.Start.Column), 10)
	b = append(b, ",endLine="...)
	b = r.Lines.appendLine(b, r.End.Line)
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
// character as appendSafe writes it, so that none reaches the log.
func appendGitHub(b []byte, s string, property bool) []byte {
	if property {
		return appendEscaped(b, s, githubProperty)
	}
	return appendEscaped(b, s, githubData)
}

func githubData(c byte) string {
	switch c {
	case '%':
		return "%25"
	case '\r':
		return "%0D"
	case '\n':
		return "%0A"
	}
	return ""
}

func githubProperty(c byte) string {
	switch c {
	case ':':
		return "%3A"
	case ',':
		return "%2C"
	}
	return githubData(c)
}
