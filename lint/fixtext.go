package lint

import (
	"slices"
	"sort"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// TextFixes decides the fixes of a text held whole (a language server's
// document, whose quick fixes a user applies without a diff to read) by
// the rules `urlsift lint --fix` applies to a file, in one place with it:
// a fix is offered only where the Fixer would apply it (Add), alone only
// where it keeps the meaning of the text read with the lines around it
// (Fix), and the fix of them all leaves out a fix that overlaps an earlier
// one, as the Fixer does, and is offered only where it keeps the meaning
// of the whole text (All), by the check --fix makes of a file it rewrites
// (meaningCheck, the one criterion of both).
//
// Add is cheap; Fix reads about 2*extract.ContextLines lines twice, and
// All the whole text twice: a language server that has a thousand
// findings and is asked for a few of their fixes calls them when asked.
type TextFixes struct {
	fixDoc
	o     extract.Options
	check *fixChecker
	fixes []Edit // the edits of every fix Add gave that overlaps none before it, by offset
	// all is fixes, when they keep the meaning of the text (All); nil
	// until All checks them, noEdits when it found none to give. (No
	// bool of its own: the 8 bytes made a TextFixes 184 bytes, a size
	// class of 192, on each document the server keeps.)
	all []Edit
	// secrets are the extents of the secrets of the findings' URLs, if
	// any (a pointer: a document the server keeps stays small,
	// TestKeptFindingMemory).
	secrets *textSecrets
}

// textSecrets are the extents of the secrets of a text's findings' URLs
// (extentOf): no fix within fixContext lines of a line they reach, as the
// Fixer's (markSecret), whichever finding comes first. They hold too, as
// rare, what TextFixes keeps of the lines a tab is in: added, the edits
// of every fix given on one (as a column counts them), and tabbed, the
// findings whose fix Add gave because a tab takes up its change alone:
// All asks again with every fix of their line, as the Fixer decides
// (tabTakesUp).
type textSecrets struct {
	ex     []secretExtent
	starts []int // the offset of each line, once asked
	added  []lineEdit
	tabbed []Finding
}

// NewTextFixes returns the TextFixes of text, named name (its name says
// what the text is: prose, source code, a test's data), read with o as
// the linter read it.
func NewTextFixes(name, text string, o extract.Options) *TextFixes {
	t := &TextFixes{fixDoc: fixDoc{name, text}, o: o}
	t.check = &fixChecker{fixDoc: &t.fixDoc}
	return t
}

// Add returns the edits of f's fix when the Fixer would apply them to the
// text, and nil when not: each edit finds the bytes it was made for, after
// the one before it, and is safe where it stands (fixChecker). A fix given
// joins All unless it overlaps a fix given before. Findings are given in
// the order Lint emits them, before Fix and All are asked.
func (t *TextFixes) Add(f *Finding) []Edit {
	if strings.Contains(f.URL, urlsyntax.Masked) {
		if t.secrets == nil {
			t.secrets = &textSecrets{}
		}
		t.secrets.ex = append(t.secrets.ex, extentOf(f))
		t.all = nil
	}
	if len(f.Fix) == 0 {
		return nil
	}
	for i, e := range f.Fix {
		if e.Start < 0 || e.End > len(t.text) || e.Start > e.End || t.text[e.Start:e.End] != e.Old ||
			i > 0 && e.Start < f.Fix[i-1].End {
			return nil
		}
	}
	for _, e := range f.Fix {
		if tabOnLine(t.text, e.Start) {
			if t.secrets == nil {
				t.secrets = &textSecrets{}
			}
			t.secrets.added = append(t.secrets.added, lineEditOf(e))
		}
	}
	if t.check == nil {
		t.check = &fixChecker{fixDoc: &t.fixDoc}
	}
	ok, tabbed := t.check.safe(f, t.fixes, nil)
	if !ok || t.secretNear(f.Fix[0].Start, f.Fix[len(f.Fix)-1].End) {
		return nil
	}
	if tabbed {
		g := *f
		g.Fix = slices.Clone(f.Fix)
		for i, e := range g.Fix {
			g.Fix[i].Old, g.Fix[i].New = strings.Clone(e.Old), strings.Clone(e.New)
		}
		g.Message, g.URL, g.Text, g.SecretID, g.MessageID, g.Part, g.Kind = "", "", "", "", "", "", ""
		t.secrets.tabbed = append(t.secrets.tabbed, g) // (tabOnLine made t.secrets)
	}
	if !overlapsAny(f.Fix, t.fixes) && !t.check.locked(f) {
		for _, e := range f.Fix {
			// Its own strings: a finding's are cut from blocks that the
			// findings of a pass share. In the order of their offsets
			// (fixChecker.done), findings come nearly so.
			k := len(t.fixes)
			for k > 0 && t.fixes[k-1].Start > e.Start {
				k--
			}
			t.fixes = slices.Insert(t.fixes, k, Edit{Start: e.Start, End: e.End, Old: strings.Clone(e.Old), New: strings.Clone(e.New)})
		}
		t.all = nil
	}
	return f.Fix
}

// Fix returns edits, the fix of one finding that Add gave, when applied
// alone they keep the meaning of the text read with the
// extract.ContextLines lines before and after them (what a line break in
// a URL means is read from as many lines around it), and nil when not: a
// quick fix. (A fix may change the meaning alone and keep it with the
// others of its URL: "[" of "a[1]" escaped alone ends the URL at "]".)
func (t *TextFixes) Fix(edits []Edit) []Edit {
	if len(edits) == 0 {
		return nil
	}
	if t.secretNear(edits[0].Start, edits[len(edits)-1].End) {
		return nil // a finding after it holds a secret near it
	}
	t.check = nil // Add's line tables are of no more use
	lo, hi := lineWindow(t.text, edits[0].Start, edits[len(edits)-1].End, extract.ContextLines)
	if escapesBracket(edits) && t.halves(lo, hi, edits) != nil {
		return nil // alone, it escapes some of its URL's brackets (fixbracket.go)
	}
	if t.insides(lo, hi, edits) != nil {
		return nil // it changes what a template holds (fixbracket.go)
	}
	if !t.keeps(lo, hi, edits) {
		return nil
	}
	return edits
}

// All returns the fix of the whole text: the edits of every fix Add gave
// that overlaps none given before it, when together they keep the meaning
// of the text read whole, as --fix requires of a file; nil when they do
// not (--fix leaves such a file as it is, ErrMeaning) or there is none.
// It is checked once, when first asked.
func (t *TextFixes) All() []Edit {
	if t.all == nil {
		fixes := t.fixes
		if t.secrets != nil && len(t.secrets.ex) > 0 {
			// The fixes a finding after them holds a secret near.
			fixes = slices.DeleteFunc(slices.Clone(fixes), func(e Edit) bool { return t.secretNear(e.Start, e.End) })
		}
		t.check, t.all = nil, noEdits
		if t.secrets != nil && len(t.secrets.tabbed) > 0 {
			fixes = t.untabbed(fixes)
		}
		if escapesBracket(fixes) {
			fixes = t.withoutHalves(fixes)
		}
		if drop := t.insides(0, len(t.text), fixes); drop != nil {
			fixes = slices.DeleteFunc(slices.Clone(fixes), func(e Edit) bool { return drop[e.Start] })
		}
		if len(fixes) > 0 && t.keeps(0, len(t.text), fixes) {
			t.all = fixes
		}
	}
	if len(t.all) == 0 {
		return nil
	}
	return t.all
}

// noEdits is TextFixes.all checked, with no fix to give.
var noEdits = []Edit{}

// untabbed returns fixes without the fixes Add gave because a tab takes
// up their change alone (tabbed) where it does not take up that of every
// fix of their line: the Fixer decides so (tabTakesUp), and the fix of
// all is whole in one run.
func (t *TextFixes) untabbed(fixes []Edit) []Edit {
	c := &fixChecker{fixDoc: &t.fixDoc}
	drop := map[int]bool{}
	for i := range t.secrets.tabbed {
		f := &t.secrets.tabbed[i]
		k := sort.Search(len(fixes), func(j int) bool { return fixes[j].Start >= f.Fix[0].Start })
		if ok, _ := c.safe(f, fixes[:k], t.secrets.added); !ok {
			for _, e := range f.Fix {
				drop[e.Start] = true
			}
		}
	}
	if c.locks != nil {
		// A fix dropped so was held by a column of a line after it
		// (colLock): that line's fixes that move the column are held
		// too, as the Fixer holds them (it knows every fix of a line
		// before it decides the next): else the next run, that column
		// moved, lets the dropped fix through (TestFixWholeInOneRun
		// -fidemseed 5281, a line with a tab).
		for _, e := range fixes {
			if !drop[e.Start] && c.lockedEdits([]Edit{e}) {
				drop[e.Start] = true
			}
		}
	}
	if len(drop) == 0 {
		return fixes
	}
	return slices.DeleteFunc(slices.Clone(fixes), func(e Edit) bool { return drop[e.Start] })
}

// tabOnLine reports whether the line of offset i of text holds a tab:
// where a tab may take up the change of an edit (tabTakesUp).
func tabOnLine(text string, i int) bool {
	start := strings.LastIndexByte(text[:i], '\n') + 1
	end := strings.IndexByte(text[i:], '\n')
	if end < 0 {
		end = len(text) - i
	}
	return strings.IndexByte(text[start:i+end], '\t') >= 0
}

// secretNear reports whether a line within fixContext lines of the
// offsets a to b is one a finding's secret reaches.
func (t *TextFixes) secretNear(a, b int) bool {
	if t.secrets == nil || len(t.secrets.ex) == 0 {
		return false
	}
	if t.secrets.starts == nil {
		t.secrets.starts = lineStarts(t.text)
	}
	return secretNear(t.text, t.secrets.starts, t.secrets.ex, a, b)
}

// keeps reports whether edits keep the meaning of text[lo:hi]
// (meaningCheck).
func (t *TextFixes) keeps(lo, hi int, edits []Edit) bool {
	c := getMeaningCheck(t.o)
	defer putMeaningCheck(c)
	return c.keeps(t.text, lo, hi, edits)
}

// overlapsAny reports whether an edit of fix overlaps one of accepted
// (overlaps).
func overlapsAny(fix, accepted []Edit) bool {
	for _, e := range fix {
		if overlaps(e, accepted) {
			return true
		}
	}
	return false
}

// overlaps is the one rule of overlapping fixes, the Fixer's and the
// language server's: e overlaps an edit of accepted, or starts where one
// does (two insertions at one place). Of two fixes of the same bytes, the
// first is applied, never both.
func overlaps(e Edit, accepted []Edit) bool {
	for _, a := range accepted {
		if e.Start < a.End && a.Start < e.End || e.Start == a.Start {
			return true
		}
	}
	return false
}

// halves returns the edits of fixes (all in text[lo:hi]) that escape a
// bracket of a URL of text[lo:hi] and leave another of it (or of the word
// it ends in) as it is, when fixes are applied together, and every
// bracket escape of a URL that holds a name to fill in (placeholderPair)
// among them (templateWhy, the Fixer's): none, nil.
func (t *TextFixes) halves(lo, hi int, fixes []Edit) map[int]bool {
	var out map[int]bool
	sc := extract.NewScanner(strings.NewReader(t.text[lo:hi]), t.o)
	for sc.Scan() {
		u := sc.URL()
		a, b := lo+u.Start.Offset, lo+u.End.Offset
		in := func(e Edit) bool { return a <= e.Start && e.End <= b && bracketEdit(e) }
		if !slices.ContainsFunc(fixes, in) {
			continue
		}
		escaped := func(off int) bool {
			return slices.ContainsFunc(fixes, func(e Edit) bool { return in(e) && e.Start == off })
		}
		url := t.text[a:wordEnd(t.text, b)]
		name := func(e Edit) bool { return in(e) && e.Start-a < len(url) && placeholderPair(url, e.Start-a) }
		if slices.ContainsFunc(fixes, name) || bracketsLeft(url, a, escaped) {
			if out == nil {
				out = map[int]bool{}
			}
			for _, e := range fixes {
				if in(e) {
					out[e.Start] = true
				}
			}
		}
	}
	return out
}

// insides returns the edits of fixes (all in text[lo:hi]) that change
// what a template of a URL of text[lo:hi] holds between brackets that
// stay, when fixes are applied together (insideKept, the Fixer's
// templateWhy): none, nil.
func (t *TextFixes) insides(lo, hi int, fixes []Edit) map[int]bool {
	var out map[int]bool
	sc := extract.NewScanner(strings.NewReader(t.text[lo:hi]), t.o)
	for sc.Scan() {
		u := sc.URL()
		a, b := lo+u.Start.Offset, lo+u.End.Offset
		if !strings.ContainsAny(t.text[a:b], "{[") {
			continue
		}
		in := func(e Edit) bool { return a <= e.Start && e.End <= b }
		escaped := func(off int) bool {
			return slices.ContainsFunc(fixes, func(e Edit) bool { return in(e) && e.Start == off && bracketEdit(e) })
		}
		url := t.text[a:wordEnd(t.text, b)]
		for _, e := range fixes {
			if in(e) && insideKept(url, a, escaped, []Edit{e}) {
				if out == nil {
					out = map[int]bool{}
				}
				out[e.Start] = true
			}
		}
	}
	return out
}

// withoutHalves returns fixes less the edits that escape some of their
// URL's brackets and leave others (halves); a URL's brackets are all
// left then, so that no fix of it is half either.
func (t *TextFixes) withoutHalves(fixes []Edit) []Edit {
	drop := t.halves(0, len(t.text), fixes)
	if drop == nil {
		return fixes
	}
	var out []Edit
	for _, e := range fixes {
		if !(drop[e.Start] && bracketEdit(e)) {
			out = append(out, e)
		}
	}
	return out
}
