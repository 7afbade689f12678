package main

import (
	"bytes"
	"strings"
	"testing"
)

// fixLexer reads a file of one language as TestFixSample needs it: where
// its comments and its string literals (heredocs, docstrings) are. It is
// the test's own reading, simpler than the language's and independent of
// lint's (lint reads one line at a time: fixctx.go's inComment): a fix in
// source code must stand in what this lexer calls a comment.
type fixLexer struct {
	code       bool        // source code: a fix stands only in a comment
	line       []string    // line comment openers
	atWord     bool        // a line comment opens only at a word's start (shell's "#")
	block      [][2]string // block comments
	quotes     string      // the string quotes
	multiline  string      // the quotes whose strings may span lines
	triple     bool        // Python's ''' and """
	rawQuote   byte        // a quote with no escapes inside (shell's ')
	heredoc    bool        // <<WORD ... WORD
	doc        [2]string   // a documentation block: the line opening it (prefix) and closing it
	notAfter   string      // a line comment opener right after one of these bytes opens none ("$#" in Perl)
	special    func(a []byte, e sampleEdit) string
	percentCom bool // TeX: "%" opens a comment unless "\" escapes it
}

// lexSpan is a comment or a literal: kind "comment" or "string".
type lexSpan struct {
	kind       string
	start, end int
}

// spanAt returns the kind of the span that holds offset off, or "".
func spanAt(spans []lexSpan, off int) string {
	for _, s := range spans {
		if s.start <= off && off < s.end {
			return s.kind
		}
	}
	return ""
}

var fixLexers = map[string]*fixLexer{
	"sh":     {code: true, line: []string{"#"}, atWord: true, quotes: `"'`, multiline: `"'`, rawQuote: '\'', heredoc: true},
	"perl":   {code: true, line: []string{"#"}, quotes: `"'`, multiline: `"'`, heredoc: true, doc: [2]string{"=", "=cut"}, notAfter: "$smqwyr"},
	"python": {code: true, line: []string{"#"}, quotes: `"'`, triple: true},
	"ruby":   {code: true, line: []string{"#"}, quotes: `"'`, multiline: `"'`, heredoc: true, doc: [2]string{"=begin", "=end"}, notAfter: "?$"},
	"js":     {code: true, line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: "\"'`", multiline: "`"},
	"c":      {code: true, line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, quotes: `"'`},
	"elisp":  {code: true, line: []string{";"}, quotes: `"`, multiline: `"`, notAfter: "?\\"},
	"tex":    {percentCom: true, special: texSpecial},
	"markdown": {special: func(a []byte, e sampleEdit) string {
		l := lineOf(a, e.start)
		if bytes.HasPrefix(bytes.TrimLeft(l, " \t"), []byte("|")) && strings.Contains(e.old, "|") {
			return "the \"|\" of a Markdown table's row delimits its columns"
		}
		return ""
	}},
	"html": {},
	"man":  {},
	"text": {},
}

// lineOf returns the line of a that holds offset off.
func lineOf(a []byte, off int) []byte {
	lo := bytes.LastIndexByte(a[:off], '\n') + 1
	hi := bytes.IndexByte(a[off:], '\n')
	if hi < 0 {
		return a[lo:]
	}
	return a[lo : off+hi]
}

// texSpecial: TeX reads "%" as a comment and "~" as a tie in its text, but
// not in the argument of \url or \href (the url package reads it as it
// stands).
func texSpecial(a []byte, e sampleEdit) string {
	if !strings.ContainsAny(e.new, "%~#&$_^") {
		return ""
	}
	l := lineOf(a, e.start)
	before := string(l[:e.start-(bytes.LastIndexByte(a[:e.start], '\n')+1)])
	if i := max(strings.LastIndex(before, `\url{`), strings.LastIndex(before, `\href{`)); i >= 0 && !strings.Contains(before[i:], "}") {
		return ""
	}
	return "TeX reads the new " + strings.Trim(e.new, "0123456789ABCDEFabcdef") + " in running text (a comment, a tie, a macro's character)"
}

// spans returns the comments and literals of src.
func (lx *fixLexer) spans(src []byte) []lexSpan {
	var out []lexSpan
	var heredocs []string // words of heredocs opened on this line
	var dashed []bool
	lineStart := true
	for i := 0; i < len(src); {
		if lineStart {
			lineStart = false
			// Heredocs opened on the line before.
			for len(heredocs) > 0 {
				w, dash := heredocs[0], dashed[0]
				heredocs, dashed = heredocs[1:], dashed[1:]
				start := i
				for i < len(src) {
					end := bytes.IndexByte(src[i:], '\n')
					if end < 0 {
						end = len(src) - i
					}
					l := src[i : i+end]
					if dash {
						l = bytes.TrimLeft(l, " \t")
					}
					i += end
					if i < len(src) {
						i++
					}
					if string(bytes.TrimRight(l, "\r")) == w {
						break
					}
				}
				out = append(out, lexSpan{"string", start, i})
			}
			if lx.doc[0] != "" && bytes.HasPrefix(src[i:], []byte(lx.doc[0])) && i+len(lx.doc[0]) < len(src) && (lx.doc[0] != "=" || isLetter(src[i+1])) {
				start := i
				for i < len(src) {
					end := bytes.IndexByte(src[i:], '\n')
					if end < 0 {
						end = len(src) - i
					}
					l := src[i : i+end]
					i += end
					if i < len(src) {
						i++
					}
					if bytes.HasPrefix(l, []byte(lx.doc[1])) {
						break
					}
				}
				out = append(out, lexSpan{"comment", start, i})
				lineStart = true
				continue
			}
			if i >= len(src) {
				break
			}
		}
		c := src[i]
		switch {
		case c == '\n':
			i++
			lineStart = true
			continue
		case lx.percentCom && (bytes.HasPrefix(src[i:], []byte(`\url{`)) || bytes.HasPrefix(src[i:], []byte(`\href{`))):
			// The url package reads the argument as it stands: "%" is no
			// comment there.
			if end := bytes.IndexByte(src[i:], '}'); end >= 0 {
				i += end + 1
				continue
			}
		case lx.percentCom && c == '%' && (i == 0 || src[i-1] != '\\'):
			out = append(out, lexSpan{"comment", i, lineEnd(src, i)})
			i = lineEnd(src, i)
			continue
		case lx.heredoc && c == '<' && i+2 < len(src) && src[i+1] == '<' && src[i+2] != '<' && src[i+2] != '=' && (i == 0 || src[i-1] != '<'):
			if w, dash, n := heredocWord(src[i+2:]); w != "" {
				heredocs, dashed = append(heredocs, w), append(dashed, dash)
				i += 2 + n
				continue
			}
		}
		if lx.opensLine(src, i) {
			out = append(out, lexSpan{"comment", i, lineEnd(src, i)})
			i = lineEnd(src, i)
			continue
		}
		if b := lx.opensBlock(src, i); b >= 0 {
			end := bytes.Index(src[i+len(lx.block[b][0]):], []byte(lx.block[b][1]))
			if end < 0 {
				end = len(src)
			} else {
				end += i + len(lx.block[b][0]) + len(lx.block[b][1])
			}
			out = append(out, lexSpan{"comment", i, end})
			i = end
			continue
		}
		if strings.IndexByte(lx.quotes, c) >= 0 && !(c == '\'' && i > 0 && isLetter(src[i-1]) && !lx.code) {
			end := lx.stringEnd(src, i)
			out = append(out, lexSpan{"string", i, end})
			i = end
			continue
		}
		i++
	}
	return out
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func lineEnd(src []byte, i int) int {
	if n := bytes.IndexByte(src[i:], '\n'); n >= 0 {
		return i + n
	}
	return len(src)
}

// heredocWord reads the word after "<<" (with "-" or "~" before it, and
// quotes around it), and how many bytes it took.
func heredocWord(s []byte) (word string, dash bool, n int) {
	if len(s) > 0 && (s[0] == '-' || s[0] == '~') {
		dash, n = true, 1
	}
	for n < len(s) && s[n] == ' ' {
		n++
	}
	q := byte(0)
	if n < len(s) && (s[n] == '\'' || s[n] == '"') {
		q = s[n]
		n++
	}
	start := n
	for n < len(s) && (isLetter(s[n]) || s[n] == '_' || s[n] >= '0' && s[n] <= '9') {
		n++
	}
	if n == start || start > 0 && q == 0 && s[start-1] == ' ' {
		return "", false, 0
	}
	word = string(s[start:n])
	if q != 0 {
		if n >= len(s) || s[n] != q {
			return "", false, 0
		}
		n++
	}
	return word, dash, n
}

// opensLine reports whether a line comment opens at src[i].
func (lx *fixLexer) opensLine(src []byte, i int) bool {
	for _, p := range lx.line {
		if !bytes.HasPrefix(src[i:], []byte(p)) {
			continue
		}
		if i > 0 && strings.IndexByte(lx.notAfter, src[i-1]) >= 0 {
			continue
		}
		if lx.atWord && i > 0 && !strings.ContainsRune(" \t\n;&|(){}", rune(src[i-1])) {
			continue
		}
		return true
	}
	return false
}

// opensBlock returns the block comment that opens at src[i], or -1.
func (lx *fixLexer) opensBlock(src []byte, i int) int {
	for n, b := range lx.block {
		if bytes.HasPrefix(src[i:], []byte(b[0])) {
			return n
		}
	}
	return -1
}

// stringEnd returns the offset after the string that opens at src[i].
func (lx *fixLexer) stringEnd(src []byte, i int) int {
	q := src[i]
	if lx.triple && i+2 < len(src) && src[i+1] == q && src[i+2] == q {
		end := bytes.Index(src[i+3:], []byte{q, q, q})
		if end < 0 {
			return len(src)
		}
		return i + 3 + end + 3
	}
	multi := strings.IndexByte(lx.multiline, q) >= 0
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			if q != lx.rawQuote {
				j++
			}
		case '\n':
			if !multi {
				return j
			}
		case q:
			return j + 1
		}
	}
	return len(src)
}

// TestFixSampleChecks: the checks of TestFixSample catch the breaks they
// are for, and pass what is safe (the oracle's own table).
func TestFixSampleChecks(t *testing.T) {
	unwise := func(text, url string) (sampleFinding, sampleEdit) {
		i := strings.Index(text, url) + strings.IndexByte(url, '|')
		return sampleFinding{Offset: i, EndOffset: i + 1, Rule: "unwise-character", Fixable: true},
			sampleEdit{i, i + 1, "|", "%7C", "unwise-character"}
	}
	for _, tt := range []struct {
		lang, text string
		broken     bool
	}{
		{"go", "package x\n\n// see http://h.example/a|b\nvar x = 1\n", false},
		{"go", "package x\n\nvar s = `\n// see http://h.example/a|b\n`\n", true},
		{"go", "package x\n\nvar s = \"http://h.example/a|b\"\n", true},
		{"sh", "#!/bin/sh\n# see http://h.example/a|b\necho hi\n", false},
		{"sh", "#!/bin/sh\ncat <<EOF\n# see http://h.example/a|b\nEOF\n", true},
		{"sh", "#!/bin/sh\necho \"http://h.example/a|b\"\n", true},
		{"python", "# see http://h.example/a|b\nx = 1\n", false},
		{"python", "'''\n# see http://h.example/a|b\n'''\n", true},
		{"perl", "# see http://h.example/a|b\n", false},
		{"perl", "print <<\"END\";\n# http://h.example/a|b\nEND\n", true},
		{"perl", "=head1 SEE\n\nhttp://h.example/a|b\n\n=cut\n", false},
		{"c", "/* see\n * http://h.example/a|b */\n", false},
		{"c", "char *s = \"* http://h.example/a|b\";\n", true},
		{"elisp", ";; see http://h.example/a|b\n", false},
		{"elisp", "(defun f ()\n  \"Doc.\n; http://h.example/a|b\")\n", true},
		{"tex", "see \\url{http://h.example/a|b}\n", false},
		{"tex", "see http://h.example/a|b here\n", true},
		{"markdown", "| a | http://h.example/a|b |\n", true},
		{"markdown", "see http://h.example/a|b\n", false},
	} {
		f, e := unwise(tt.text, "http://h.example/a|b")
		fixed := tt.text[:e.start] + e.new + tt.text[e.end:]
		edits, err := alignFixes([]byte(tt.text), []byte(fixed), []sampleFinding{f})
		if err != nil || len(edits) != 1 {
			t.Errorf("%s %q: alignFixes: %v, %d edits", tt.lang, tt.text, err, len(edits))
			continue
		}
		errs := languageKeeps(tt.lang, "x", []byte(tt.text), []byte(fixed), edits)
		if (len(errs) > 0) != tt.broken {
			t.Errorf("%s %q: broken %v, want %v (%v)", tt.lang, tt.text, len(errs) > 0, tt.broken, errs)
		}
	}
	// A byte changed that no fix explains; a fix that is not the rule's.
	text := "see http://h.example/a|b\n"
	f, _ := unwise(text, "http://h.example/a|b")
	for _, fixed := range []string{"see http://h.example/a|c\n", "see http://h.example/a%7Cb.\n", "see http://h.example/a%7cb\n", "See http://h.example/a%7Cb\n"} {
		if _, err := alignFixes([]byte(text), []byte(fixed), []sampleFinding{f}); err == nil {
			t.Errorf("alignFixes took %q for a fix of %q", fixed, text)
		}
	}
}
