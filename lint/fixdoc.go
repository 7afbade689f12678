package lint

// Code examples in the comments of source code. A comment that documents
// a function often shows code: a fenced block (Rust's "///" doctests,
// which `cargo test` compiles and runs), a doctest (">>> ", its "... "
// lines and the output it expects), a command at a prompt ("$ "), an
// indented block (Go's doc comments, Markdown's four spaces), JSDoc's
// @example, Javadoc's <pre> and {@code ...}, Doxygen's \code. A URL there
// is the example's data, as in a Markdown file's code block: a fix would
// change the program the example is (review47 F4).

import "bytes"

// whyDocExample is the reason a fix in such an example stands back.
const whyDocExample = "a code example in a comment"

// docExamples follows the comments of a file of source code line by line
// and tells which lines are inside a code example. It holds a few bytes:
// what is open (a fence, <pre>, \code, @example, a doctest), reset where
// a line holds no comment.
type docExamples struct {
	fence   [8]byte // the fence open ("```", "~~~~"), its length in fenceN
	fenceN  uint8
	pre     bool // Javadoc's <pre>
	code    bool // Doxygen's \code or @code
	example bool // JSDoc's @example, up to the next tag
	doctest bool // after ">>> ", up to a blank line
	blank   bool // the comment's line before was blank
	indent  bool // in an indented block (after a blank line of the comment)
}

// docMarkers are the markers a comment's line starts with, longest first:
// one is left out, and one space after it.
var docMarkers = []string{"///", "//!", "/**", "/*!", "//", "/*", "#!", "##", "#", "---", "--", ";;", ";", "%", "*", "!", "'"}

// next reads the next line of the file (text, with its comments cmt) and
// reports whether it is inside a code example of a comment (its fence
// lines, its prompt, its output included).
func (d *docExamples) next(text []byte, cmt *cmtSpans) bool {
	if cmt == nil || cmt.n == 0 {
		*d = docExamples{}
		return false
	}
	from := int(cmt.s[0][0])
	to := min(len(text), int(cmt.s[0][1]))
	if from >= to {
		return d.fenceN > 0 || d.pre || d.code
	}
	t := bytes.TrimRight(text[from:to], "\r\n")
	t = bytes.TrimLeft(t, " \t")
	for _, m := range docMarkers {
		if bytes.HasPrefix(t, []byte(m)) {
			t = t[len(m):]
			break
		}
	}
	t = bytes.TrimSuffix(bytes.TrimRight(t, " \t"), []byte("*/"))
	if len(t) > 0 && t[0] == ' ' {
		t = t[1:]
	}
	tt := bytes.TrimLeft(t, " \t")
	// An indented block (a tab, or four spaces more than the comment's
	// one) is code where a blank line of the comment comes before it, as
	// in Markdown and Go's doc comments: a description indented under a
	// parameter's name is not.
	d.indent = (d.blank || d.indent) && len(tt) > 0 && (bytes.HasPrefix(t, []byte("\t")) || bytes.HasPrefix(t, []byte("    ")))
	indented := d.indent
	d.blank = len(tt) == 0
	// A fence opens and closes a block; its lines are the example's.
	if f := fenceOf(tt); f != nil {
		switch {
		case d.fenceN == 0 && len(f) <= len(d.fence):
			d.fenceN = uint8(copy(d.fence[:], f))
		case d.fenceN > 0 && f[0] == d.fence[0] && len(f) >= int(d.fenceN) && len(bytes.TrimLeft(tt, string(f[:1]))) == 0:
			d.fenceN = 0
		}
		return true
	}
	if d.fenceN > 0 {
		return true
	}
	lower := bytes.ToLower(tt)
	in := d.pre || d.code || d.example
	switch {
	case bytes.Contains(lower, []byte("<pre")):
		d.pre, in = true, true
	case bytes.HasPrefix(tt, []byte(`\code`)) || bytes.HasPrefix(tt, []byte("@code")):
		d.code, in = true, true
	case bytes.HasPrefix(tt, []byte("@example")):
		d.example, in = true, true
	case d.example && len(tt) > 0 && tt[0] == '@':
		d.example, in = false, false
	}
	if bytes.Contains(lower, []byte("</pre")) {
		d.pre = false
	}
	if bytes.HasPrefix(tt, []byte(`\endcode`)) || bytes.HasPrefix(tt, []byte("@endcode")) {
		d.code = false
	}
	switch {
	case bytes.HasPrefix(tt, []byte(">>>")):
		d.doctest = true
		return true
	case len(tt) == 0:
		d.doctest = false
	case d.doctest:
		return true // "... " and the output it expects
	}
	return in || indented || bytes.HasPrefix(tt, []byte("$ ")) || bytes.Contains(tt, []byte("{@code"))
}
