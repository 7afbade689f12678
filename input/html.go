package input

import (
	"bytes"
	"html"
	"strings"

	xhtml "golang.org/x/net/html"
)

// urlAttrs are the HTML attributes whose value is a URL (HTML 4.01 %URI
// attributes and their HTML5 successors), keyed by attribute name.
var urlAttrs = map[string]bool{
	"href": true, "src": true, "action": true, "cite": true, "background": true,
	"poster": true, "formaction": true, "longdesc": true, "usemap": true,
	"codebase": true, "lowsrc": true, "dynsrc": true, "profile": true,
	"manifest": true, "icon": true, "itemtype": false, "srcset": true,
	"data": true, // <object data=...>
}

// inlineTags are elements that do not separate words: text on either side of
// them is joined as it is in the source, so a URL split by <b> stays whole.
var inlineTags = map[string]bool{
	"b": true, "i": true, "u": true, "em": true, "strong": true, "span": true,
	"font": true, "small": true, "big": true, "tt": true, "code": true, "s": true,
	"strike": true, "sub": true, "sup": true, "abbr": true, "wbr": true, "mark": true,
}

// htmlText turns an HTML document into text to scan: the text content with
// entities decoded (not that of <script> and <style>), and, where a tag has a
// URL attribute, its decoded value in double quotes on a line of its own,
// placed where the tag stands. Tags other than inline ones become line
// breaks. It uses golang.org/x/net/html's tokenizer; the offsets of attribute
// values inside a tag are found by reading the tag's raw text with the same
// rules. htmlStream does the same as the document is read.
func htmlText(src []byte) ([]byte, *offMap) {
	z := xhtml.NewTokenizer(bytes.NewReader(src))
	w := &htmlWriter{out: make([]byte, 0, len(src)/2), m: &offMap{}}
	off := 0
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			break
		}
		tok := z.Raw()
		w.token(z, tt, tok, off)
		off += len(tok)
	}
	w.add(len(w.out), len(src), 1, 1)
	return w.out, w.m
}

// htmlWriter builds the text of an HTML document and its map: offsets in
// out (from its start) to offsets in the document less srcBase.
type htmlWriter struct {
	out     []byte
	m       *offMap
	srcBase int
	raw     bool // inside <script> or <style>
}

// add records a run of the map (offMap.add) at document offset src.
func (w *htmlWriter) add(dec, src, dstep, sstep int) {
	w.m.add(dec, src-w.srcBase, dstep, sstep)
}

// token adds the text of one token of z, of type tt, whose raw bytes tok
// start at offset start of the document.
func (w *htmlWriter) token(z *xhtml.Tokenizer, tt xhtml.TokenType, tok []byte, start int) {
	end := start + len(tok)
	switch tt {
	case xhtml.TextToken:
		if !w.raw {
			w.unescaped(tok, start)
		}
	case xhtml.StartTagToken, xhtml.SelfClosingTagToken, xhtml.EndTagToken:
		name, _ := z.TagName()
		tag := strings.ToLower(string(name))
		if tt == xhtml.EndTagToken {
			if tag == "script" || tag == "style" {
				w.raw = false
			}
			if !inlineTags[tag] {
				w.sep(start)
			}
			return
		}
		if tt == xhtml.StartTagToken && (tag == "script" || tag == "style") {
			w.raw = true
		}
		if !inlineTags[tag] {
			w.sep(start)
		}
		for _, a := range tagAttrs(tok) {
			vs := start + a.vs
			switch {
			case a.name == "srcset":
				for _, c := range srcsetURLs(tok[a.vs:a.ve]) {
					w.attr(tok[a.vs+c[0]:a.vs+c[1]], vs+c[0], a.quoted && c[0] == 0)
				}
			case tag == "meta" && a.name == "content":
				if i := metaRefreshURL(tok[a.vs:a.ve]); i >= 0 {
					w.attr(tok[a.vs+i:a.ve], vs+i, false)
				}
			case urlAttrs[a.name] && (a.name != "data" || tag == "object"):
				w.attr(tok[a.vs:a.ve], vs, a.quoted)
			}
		}
	case xhtml.DoctypeToken:
		// <!DOCTYPE html PUBLIC "..." "http://...dtd">: the system
		// identifier is a URL in the source; the rest does no harm.
		w.sep(start)
		w.add(len(w.out), start, 1, 1)
		w.out = append(w.out, tok...)
		w.sep(end)
	default: // comments
		w.sep(start)
	}
}

// sep ends the current line, if any, with a line break standing at at.
func (w *htmlWriter) sep(at int) {
	if n := len(w.out); n > 0 && w.out[n-1] != '\n' {
		w.add(n, at, 1, 0)
		w.out = append(w.out, '\n')
	}
}

// attr adds one attribute value (raw, at offset at of the document) as a
// quoted line. The quotes map to the source's quotes when it had them.
func (w *htmlWriter) attr(raw []byte, at int, quoted bool) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return
	}
	q := 0
	if quoted {
		q = 1
	}
	w.sep(at - q)
	open, close := wrapperFor(html.UnescapeString(string(raw)))
	w.add(len(w.out), at-q, 1, 0)
	w.out = append(w.out, open...)
	w.unescaped(raw, at)
	w.add(len(w.out), at+len(raw), 1, 0)
	w.out = append(w.out, close...)
	w.out = append(w.out, '\n')
}

// wrapperFor chooses the wrapper of a URL value on a line of its own:
// double quotes, or angle brackets when it holds a quote, or spaces when
// it holds those too.
func wrapperFor(val string) (open, close string) {
	switch {
	case !strings.Contains(val, `"`):
		return `"`, `"`
	case !strings.ContainsAny(val, "<>"):
		return "<", ">"
	}
	return " ", " "
}

// unescaped decodes character references in raw (which starts at offset
// at) and appends the text to out: runs without '&' map byte for byte,
// each reference maps to its '&'.
func (w *htmlWriter) unescaped(raw []byte, at int) {
	for i := 0; i < len(raw); {
		amp := bytes.IndexByte(raw[i:], '&')
		if amp != 0 {
			end := len(raw)
			if amp > 0 {
				end = i + amp
			}
			w.add(len(w.out), at+i, 1, 1)
			w.out = append(w.out, raw[i:end]...)
			i = end
			continue
		}
		j := i + 1
		if j < len(raw) && raw[j] == '#' {
			j++
		}
		for j < len(raw) && isAlnum(raw[j]) {
			j++
		}
		if j < len(raw) && raw[j] == ';' {
			j++
		}
		dec := html.UnescapeString(string(raw[i:j]))
		if dec == string(raw[i:j]) {
			w.add(len(w.out), at+i, 1, 1)
		} else {
			w.add(len(w.out), at+i, len(dec), j-i)
		}
		w.out = append(w.out, dec...)
		i = j
	}
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

type attrSpan struct {
	name   string
	vs, ve int // value bytes in the raw tag
	quoted bool
}

// tagAttrs finds the attributes of a raw start tag and the offsets of their
// values, following the HTML5 tokenizer's attribute states.
func tagAttrs(tag []byte) []attrSpan {
	var attrs []attrSpan
	n := len(tag)
	i := 1
	for i < n && !isHTMLSpace(tag[i]) && tag[i] != '/' && tag[i] != '>' {
		i++
	}
	for i < n {
		for i < n && (isHTMLSpace(tag[i]) || tag[i] == '/') {
			i++
		}
		if i >= n || tag[i] == '>' {
			break
		}
		ns := i
		i++ // the first character may be '='
		for i < n && !isHTMLSpace(tag[i]) && tag[i] != '/' && tag[i] != '>' && tag[i] != '=' {
			i++
		}
		a := attrSpan{name: strings.ToLower(string(tag[ns:i]))}
		j := i
		for j < n && isHTMLSpace(tag[j]) {
			j++
		}
		if j >= n || tag[j] != '=' {
			continue
		}
		i = j + 1
		for i < n && isHTMLSpace(tag[i]) {
			i++
		}
		if i < n && (tag[i] == '"' || tag[i] == '\'') {
			q := tag[i]
			a.vs = i + 1
			e := bytes.IndexByte(tag[a.vs:], q)
			if e < 0 {
				a.ve = n
				i = n
			} else {
				a.ve = a.vs + e
				i = a.ve + 1
			}
			a.quoted = true
		} else {
			a.vs = i
			for i < n && !isHTMLSpace(tag[i]) && tag[i] != '>' {
				i++
			}
			a.ve = i
		}
		attrs = append(attrs, a)
	}
	return attrs
}

func isHTMLSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
}

// srcsetURLs splits a srcset value ("a.png 1x, b.png 2x") into the spans of
// its URLs.
func srcsetURLs(v []byte) [][2]int {
	var spans [][2]int
	for i := 0; i < len(v); {
		for i < len(v) && (isHTMLSpace(v[i]) || v[i] == ',') {
			i++
		}
		s := i
		for i < len(v) && !isHTMLSpace(v[i]) {
			i++
		}
		e := i
		for e > s && v[e-1] == ',' {
			e--
		}
		if e > s {
			spans = append(spans, [2]int{s, e})
		}
		for i < len(v) && v[i] != ',' {
			i++
		}
	}
	return spans
}

// metaRefreshURL finds the URL in a <meta http-equiv=refresh> content value
// ("5; url=http://...") and returns its offset, or -1.
func metaRefreshURL(v []byte) int {
	low := bytes.ToLower(v)
	i := bytes.Index(low, []byte("url="))
	if i < 0 {
		return -1
	}
	i += 4
	for i < len(v) && (v[i] == '\'' || v[i] == '"' || isHTMLSpace(v[i])) {
		i++
	}
	if i >= len(v) {
		return -1
	}
	return i
}
