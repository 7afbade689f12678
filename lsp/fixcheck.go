package lsp

import (
	"slices"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/lint"
)

// fixContext is how many lines around a finding's edits the check of its
// quick fix reads again: what a line break inside a URL means is read
// from the lines around it (extract.ContextLines), and a quick fix
// changes one URL. Four lines, before, decided otherwise than the whole
// text (TestQuickFixWindowAsWhole).
const fixContext = extract.ContextLines

// keepsMeaning reports whether the edits, in offsets of src, leave
// src[lo:hi] meaning what it meant, as `urlsift lint --fix` requires of a
// file (lint's sameURLs): read again with o, the text holds the same
// URLs, each starting and ending where the edits move it, with the same
// wrapper, rejoined or not the same, a hyphen at a line break and another
// reading of a line break where the original had them; and the text of a
// URL not rejoined is the original's with its edits applied. Every edit
// lies in [lo, hi).
func keepsMeaning(src string, lo, hi int, edits []lint.Edit, o extract.Options) bool {
	return newMeaningCheck(o).keeps(src, lo, hi, edits)
}

// meaningCheck is keepsMeaning for many fixes of one text, with two
// scanners and a buffer used again for each (a document's thousand quick
// fixes are a thousand checks).
type meaningCheck struct {
	before, after *extract.Scanner
	ra, rb        strings.Reader
	buf           []byte
	es            []lint.Edit
}

func newMeaningCheck(o extract.Options) *meaningCheck {
	return &meaningCheck{before: extract.NewScanner(nil, o), after: extract.NewScanner(nil, o)}
}

// keeps is keepsMeaning.
func (c *meaningCheck) keeps(src string, lo, hi int, edits []lint.Edit) bool {
	es := append(c.es[:0], edits...)
	c.es = es
	slices.SortFunc(es, func(a, b lint.Edit) int { return a.Start - b.Start })
	b := c.buf[:0]
	last := lo
	for _, e := range es {
		if e.Start < last || e.End > hi {
			return false
		}
		b = append(append(b, src[last:e.Start]...), e.New...)
		last = e.End
	}
	b = append(b, src[last:hi]...)
	c.buf = b
	c.ra.Reset(src[lo:hi])
	c.rb.Reset(string(b))
	before, after := c.before, c.after
	before.Reset(&c.ra)
	after.Reset(&c.rb)
	// shift moves an offset of the window that no edit holds.
	shift := func(off int) int {
		d := 0
		for _, e := range es {
			if e.End-lo <= off {
				d += len(e.New) - (e.End - e.Start)
			}
		}
		return off + d
	}
	for {
		oka, okb := before.Scan(), after.Scan()
		if oka != okb {
			return false
		}
		if !oka {
			return before.Err() == nil && after.Err() == nil
		}
		ua, ub := before.URL(), after.URL()
		if ub.Start.Offset != shift(ua.Start.Offset) || ub.End.Offset != shift(ua.End.Offset) ||
			ua.Delimiter != ub.Delimiter || ua.Rejoined != ub.Rejoined ||
			(len(ua.HyphenBreak) > 0) != (len(ub.HyphenBreak) > 0) || (ua.Uncertain == "") != (ub.Uncertain == "") {
			return false
		}
		if ua.Rejoined || ua.Prefix != 0 {
			continue
		}
		// The URL's text: the original's with the edits inside it.
		want, at := ua.Text, 0
		var w strings.Builder
		for _, e := range es {
			s, t := e.Start-lo-ua.Start.Offset, e.End-lo-ua.Start.Offset
			if s < 0 || t > len(ua.Text) {
				continue
			}
			w.WriteString(want[at:s])
			w.WriteString(e.New)
			at = t
		}
		if at > 0 || w.Len() > 0 {
			w.WriteString(want[at:])
			want = w.String()
		}
		if ub.Text != want {
			return false
		}
	}
}

// lineWindow returns the offsets of src from the start of the line n
// lines before the one offset a stands on to the end of the line n lines
// after the one b stands on.
func lineWindow(src string, a, b, n int) (lo, hi int) {
	lo, hi = a, b
	for k := 0; k <= n && lo > 0; k++ {
		i := strings.LastIndexByte(src[:lo], '\n')
		if i < 0 {
			lo = 0
			break
		}
		lo = i
		if k < n {
			continue
		}
		lo = i + 1
	}
	for k := 0; k <= n && hi < len(src); k++ {
		i := strings.IndexByte(src[hi:], '\n')
		if i < 0 {
			hi = len(src)
			break
		}
		hi += i + 1
	}
	return lo, hi
}
