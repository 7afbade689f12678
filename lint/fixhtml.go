package lint

// Code in an HTML document (review51 K1): the content of <script>,
// <style>, <pre>, <code>, <tt>, <samp>, <kbd>, <textarea>, <xmp>,
// <listing> and <plaintext> (and DocBook's <programlisting>, <screen>,
// ...), and the values of the attributes a browser runs (onclick="...",
// style="...", href="javascript:..."), is a program's text or what a
// program prints, as a Markdown fence's lines are: the same line in a .js
// file is a string --fix leaves alone. Node's url.html holds
// `new URL('foo://Example.com/')` and the output it documents; lowercased,
// the example's result and its documentation change. The fixer reads an
// HTML file's lines with htmlCode and withholds every fix on a URL that
// stands in such a range ("code in a document").

import (
	"bytes"
	"path/filepath"
	"strings"
)

// htmlName reports whether the file named name is HTML (or XML, SVG, a
// Vue or Svelte component) by its extension: its code elements are read.
func htmlName(name string) bool {
	switch strings.ToLower(strings.TrimPrefix(filepath.Ext(name), ".")) {
	case "html", "htm", "xhtml", "xht", "shtml", "shtm", "mhtml", "xml", "svg", "dbk", "docbook", "vue", "svelte":
		return true
	}
	return false
}

// htmlRawElems are the elements whose content is raw text up to their end
// tag (no tag inside is read) and code: a script, a style sheet, the text
// a user types, and the old <xmp>.
var htmlRawElems = []string{"script", "style", "textarea", "xmp"}

// htmlCodeElems are the elements whose content is code or what code
// prints, read as HTML (they nest: <pre><code>...</code></pre>).
var htmlCodeElems = []string{"pre", "code", "tt", "samp", "kbd", "listing",
	// DocBook
	"programlisting", "screen", "synopsis", "literallayout", "computeroutput", "userinput"}

// htmlCode follows the lines of an HTML file and tells which of their
// bytes are code.
type htmlCode struct {
	raw     string // in a raw text element: its name, whose end tag ends it
	depth   int    // code elements open
	plain   bool   // after <plaintext>: the rest of the file
	comment bool   // in <!-- ... -->
	// In a tag that a line break cut: its name's kind, the attribute
	// being read and its value's quote (0: none yet, ' ' unquoted).
	tag     bool
	tagKind uint8 // 0 other, 1 a code element's start, 2 a raw element's start, 3 plaintext, 4 an end tag of a code element
	tagRaw  string
	tagSelf bool // "/>"
	attr    []byte
	inValue bool
	quote   byte
	valCode bool // the value being read is code (an event handler, a style, a javascript: URL)
	valLen  int  // bytes of the value read (javascript: is looked for at its start)
	valHead []byte
}

// inCode reports whether the content at the line's current place is code.
func (h *htmlCode) inCode() bool { return h.plain || h.raw != "" || h.depth > 0 }

// next reads the next line (with or without its line break) and appends
// to out the byte ranges [lo, hi) of it that are code.
func (h *htmlCode) next(out [][2]int, line []byte) [][2]int {
	from := -1 // where the code range open on this line started
	if h.inCode() {
		from = 0
	}
	open := func(i int) {
		if from < 0 {
			from = i
		}
	}
	closeAt := func(i int) {
		if from >= 0 && !h.inCode() {
			if i > from {
				out = append(out, [2]int{from, i})
			}
			from = -1
		}
	}
	ended := func(i int) {
		// The tag ended at i: what it opens.
		switch h.tagKind {
		case 1:
			if !h.tagSelf {
				h.depth++
				open(i)
			}
		case 2:
			if !h.tagSelf {
				h.raw = h.tagRaw
				open(i)
			}
		case 3:
			h.plain = true
			open(i)
		}
	}
	i := 0
	for i < len(line) {
		switch {
		case h.plain:
			i = len(line)
		case h.comment:
			j := bytes.Index(line[i:], []byte("-->"))
			if j < 0 {
				i = len(line)
				continue
			}
			i += j + 3
			h.comment = false
		case h.tag:
			i = h.tagBytes(line, i, &out)
			if !h.tag {
				ended(i)
			}
		case h.raw != "":
			j := indexFold(line[i:], "</"+h.raw)
			if j < 0 {
				i = len(line)
				continue
			}
			if !tagNameEnd(line, i+j+2+len(h.raw)) {
				i += j + 2
				continue
			}
			i += j
			h.raw = ""
			closeAt(i)
			i = h.startTag(line, i, &out)
		default:
			j := bytes.IndexByte(line[i:], '<')
			if j < 0 {
				i = len(line)
				continue
			}
			i += j
			if bytes.HasPrefix(line[i:], []byte("<!--")) {
				h.comment = true
				i += 4
				continue
			}
			k := h.startTag(line, i, &out)
			if k == i {
				i++ // a "<" that opens no tag
				continue
			}
			if h.tagKind == 4 {
				// An end tag of a code element.
				h.depth = max(0, h.depth-1)
				closeAt(i)
			}
			if !h.tag {
				ended(k)
			}
			i = k
		}
	}
	if from >= 0 {
		out = append(out, [2]int{from, len(line)})
	}
	return out
}

// startTag reads the tag that starts at line[i] ("<name" or "</name"):
// it notes its kind and reads on (tagBytes) while the tag lasts on the
// line. It returns i when no tag starts there.
func (h *htmlCode) startTag(line []byte, i int, out *[][2]int) int {
	j := i + 1
	end := false
	if j < len(line) && line[j] == '/' {
		end = true
		j++
	}
	k := j
	for k < len(line) && (isAlnum(line[k]) || line[k] == '-' || line[k] == ':' || line[k] == '_') {
		k++
	}
	if k == j || !isLetter(line[j]) {
		return i
	}
	name := strings.ToLower(string(line[j:k]))
	if c := strings.LastIndexByte(name, ':'); c >= 0 {
		name = name[c+1:] // a namespace's prefix: <db:programlisting>
	}
	h.tag, h.tagKind, h.tagRaw, h.tagSelf = true, 0, "", false
	h.attr, h.inValue, h.quote, h.valCode = h.attr[:0], false, 0, false
	switch {
	case end:
		if containsFold(htmlCodeElems, name) {
			h.tagKind = 4
		}
	case containsFold(htmlRawElems, name):
		h.tagKind, h.tagRaw = 2, name
	case name == "plaintext":
		h.tagKind = 3
	case containsFold(htmlCodeElems, name):
		h.tagKind = 1
	}
	return h.tagBytes(line, k, out)
}

// tagBytes reads a tag's attributes from line[i] up to its ">" (then
// h.tag is false) or the line's end, appending to out the ranges of the
// attribute values that are code; it returns where it stopped.
func (h *htmlCode) tagBytes(line []byte, i int, out *[][2]int) int {
	valFrom := -1
	if h.inValue && h.valCode {
		valFrom = i
	}
	for i < len(line) {
		c := line[i]
		if h.inValue {
			switch {
			case h.quote == 0 && (c == ' ' || c == '\t' || c == '\r' || c == '\n'):
				i++ // white space before the value
				continue
			case h.quote == 0 && (c == '"' || c == '\''):
				h.quote = c
				i++
				valFrom = -1
				if h.valCode {
					valFrom = i
				}
				continue
			case h.quote == 0:
				h.quote = ' ' // unquoted
				if h.valCode {
					valFrom = i
				}
			}
			if h.quote == ' ' && (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '>') ||
				h.quote != ' ' && c == h.quote {
				h.endValue(line, valFrom, i, out)
				valFrom = -1
				h.inValue = false
				if c != '>' {
					i++
				}
				continue
			}
			if !h.valCode && h.valLen < len("javascript:") {
				h.valHead = append(h.valHead, c|0x20)
				h.valLen++
				if s := string(h.valHead); strings.HasPrefix(s, "javascript:") || strings.HasPrefix(s, "vbscript:") {
					h.valCode = true
					valFrom = i - h.valLen + 1
					if valFrom < 0 {
						valFrom = 0
					}
				}
			}
			i++
			continue
		}
		switch {
		case c == '>':
			h.tag = false
			if i > 0 && line[i-1] == '/' {
				h.tagSelf = true
			}
			return i + 1
		case c == '=':
			h.inValue, h.quote, h.valLen, h.valHead = true, 0, 0, h.valHead[:0]
			a := strings.ToLower(string(h.attr))
			h.valCode = len(a) > 2 && strings.HasPrefix(a, "on") || a == "style" || a == "srcdoc"
			h.attr = h.attr[:0]
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '/':
			h.attr = h.attr[:0]
		default:
			if len(h.attr) < 32 {
				h.attr = append(h.attr, c)
			}
		}
		i++
	}
	if h.inValue && h.valCode && valFrom >= 0 && valFrom < len(line) {
		*out = append(*out, [2]int{valFrom, len(line)})
	}
	return i
}

// endValue appends the range of an attribute's value that is code,
// from valFrom to end on this line.
func (h *htmlCode) endValue(line []byte, valFrom, end int, out *[][2]int) {
	if h.valCode && valFrom >= 0 && end > valFrom {
		*out = append(*out, [2]int{valFrom, end})
	}
	h.valCode = false
}

// tagNameEnd reports whether a tag's name may end at line[i]: white space,
// "/", ">" or the line's end.
func tagNameEnd(line []byte, i int) bool {
	return i >= len(line) || strings.IndexByte(" \t\r\n/>", line[i]) >= 0
}

// indexFold returns the index of the first s (ASCII, lower case) in b,
// in any case, or -1.
func indexFold(b []byte, s string) int {
	for i := 0; i+len(s) <= len(b); i++ {
		if b[i] == s[0] || b[i]|0x20 == s[0] {
			if strings.EqualFold(string(b[i:i+len(s)]), s) {
				return i
			}
		}
	}
	return -1
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// spansHold reports whether one of spans (ranges of a line) overlaps
// [lo, hi), or holds lo when the range is empty.
func spansHold(spans [][2]int, lo, hi int) bool {
	for _, s := range spans {
		if lo < s[1] && s[0] < hi || lo == hi && s[0] <= lo && lo < s[1] {
			return true
		}
	}
	return false
}

// htmlCodeAt reports whether the URL of f, or its edit e, stands in code
// on line (at offset lineOff), whose code ranges are spans.
func htmlCodeAt(spans [][2]int, line []byte, lineOff int, f *Finding, e Edit) bool {
	lo, hi := e.Start-lineOff, e.End-lineOff
	if spansHold(spans, lo, hi) {
		return true
	}
	if f.urlEnd.Offset > 0 {
		us, ue := max(0, f.urlStart.Offset-lineOff), min(len(line), f.urlEnd.Offset-lineOff)
		if us < ue && spansHold(spans, us, ue) {
			return true
		}
	}
	return false
}

// spans returns the ranges of c as a line's code ranges (htmlCodeAt).
func (c *cmtSpans) spans() [][2]int {
	out := make([][2]int, c.n)
	for i, sp := range c.s[:c.n] {
		out[i] = [2]int{int(sp[0]), int(sp[1])}
	}
	return out
}
