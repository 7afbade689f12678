package lint

import (
	"strings"

	"github.com/urlsift/urlsift/extract"
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
	name, text string
	o          extract.Options
	check      *fixChecker
	fixes      []Edit // the edits of every fix Add gave that overlaps none before it
	all        []Edit // fixes, when they keep the meaning of the text (All)
	allChecked bool   // all is fixes checked
	// The fixes given that escape a bracket (fixbracket.go): their URL's
	// bounds, and where their edits are in fixes (n of them from at; at
	// -1: not in fixes, an overlap).
	brackets []bracketFix
}

// bracketFix is a fix of TextFixes that escapes a bracket of the URL
// from lo to hi.
type bracketFix struct {
	lo, hi, at, n, start int
}

// NewTextFixes returns the TextFixes of text, named name (its name says
// what the text is: prose, source code, a test's data), read with o as
// the linter read it.
func NewTextFixes(name, text string, o extract.Options) *TextFixes {
	return &TextFixes{name: name, text: text, o: o, check: newFixChecker(name, text)}
}

// Add returns the edits of f's fix when the Fixer would apply them to the
// text, and nil when not: each edit finds the bytes it was made for, after
// the one before it, and is safe where it stands (fixChecker). A fix given
// joins All unless it overlaps a fix given before. Findings are given in
// the order Lint emits them, before Fix and All are asked.
func (t *TextFixes) Add(f *Finding) []Edit {
	for i, e := range f.Fix {
		if e.Start < 0 || e.End > len(t.text) || e.Start > e.End || t.text[e.Start:e.End] != e.Old ||
			i > 0 && e.Start < f.Fix[i-1].End {
			return nil
		}
	}
	if t.check == nil {
		t.check = newFixChecker(t.name, t.text)
	}
	if !t.check.Safe(f) {
		return nil
	}
	if escapesBracket(f.Fix) {
		b := bracketFix{lo: f.urlStart.Offset, hi: f.urlEnd.Offset, at: -1, n: len(f.Fix), start: f.Fix[0].Start}
		if b.hi <= b.lo {
			b.lo, b.hi = f.Fix[0].Start, f.Fix[len(f.Fix)-1].End
		}
		if !overlapsAny(f.Fix, t.fixes) {
			b.at = len(t.fixes)
		}
		t.brackets = append(t.brackets, b)
	}
	if !overlapsAny(f.Fix, t.fixes) {
		for _, e := range f.Fix {
			// Its own strings: a finding's are cut from blocks that the
			// findings of a pass share.
			t.fixes = append(t.fixes, Edit{Start: e.Start, End: e.End, Old: strings.Clone(e.Old), New: strings.Clone(e.New)})
		}
		t.allChecked = false
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
	t.check = nil // Add's line tables are of no more use
	if escapesBracket(edits) {
		// Alone, its brackets are the only ones escaped (bracketHalf).
		for _, b := range t.brackets {
			if b.start == edits[0].Start && b.n == len(edits) {
				if bracketsLeft(t.text[b.lo:wordEnd(t.text, b.hi)], b.lo, func(off int) bool { return editAt(edits, off) }) {
					return nil
				}
				break
			}
		}
	}
	lo, hi := lineWindow(t.text, edits[0].Start, edits[len(edits)-1].End, extract.ContextLines)
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
	if !t.allChecked {
		t.allChecked, t.check, t.all = true, nil, nil
		fixes := t.withoutHalves()
		if len(fixes) > 0 && t.keeps(0, len(t.text), fixes) {
			t.all = fixes
		}
	}
	return t.all
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

// editAt reports whether one of edits escapes a bracket at offset off.
func editAt(edits []Edit, off int) bool {
	for _, e := range edits {
		if e.Start == off && bracketEdit(e) {
			return true
		}
	}
	return false
}

// withoutHalves returns the fixes given, less those that escape some of
// their URL's brackets and leave others (bracketHalf: the brackets the
// other fixes of the URL escape count, as the Fixer counts those applied
// with it). A fix withheld so no longer escapes its brackets for the
// others, as in the Fixer, where it is not applied: those are judged
// again, until none is left out.
func (t *TextFixes) withoutHalves() []Edit {
	if len(t.brackets) == 0 {
		return t.fixes
	}
	out := make([]bool, len(t.brackets))
	for changed := true; changed; {
		changed = false
		for i, b := range t.brackets {
			if b.at < 0 || out[i] {
				continue
			}
			escaped := func(off int) bool {
				for j, o := range t.brackets {
					if o.at >= 0 && !out[j] && o.lo == b.lo && o.hi == b.hi && editAt(t.fixes[o.at:o.at+o.n], off) {
						return true
					}
				}
				return false
			}
			if bracketsLeft(t.text[b.lo:wordEnd(t.text, b.hi)], b.lo, escaped) {
				out[i], changed = true, true
			}
		}
	}
	drop := map[int]bool{}
	for i, b := range t.brackets {
		if out[i] {
			for k := b.at; k < b.at+b.n; k++ {
				drop[k] = true
			}
		}
	}
	if len(drop) == 0 {
		return t.fixes
	}
	var fixes []Edit
	for k, e := range t.fixes {
		if !drop[k] {
			fixes = append(fixes, e)
		}
	}
	return fixes
}
