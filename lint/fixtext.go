package lint

// TextFixes decides the fixes of a text held whole (a language server's
// document, whose quick fixes a user applies without a diff to read) by
// the rules the Fixer applies to a file: a fix is offered only where
// `urlsift lint --fix` would apply it, and the fix of them all leaves out
// a fix that overlaps an earlier one, as the Fixer does.
type TextFixes struct {
	text  string
	check *fixChecker
	all   []Edit
}

// NewTextFixes returns the TextFixes of text, named name (its name says
// what the text is: prose, source code, a test's data).
func NewTextFixes(name, text string) *TextFixes {
	return &TextFixes{text: text, check: newFixChecker(name, text)}
}

// Fix returns the edits of f's fix when they may be applied to the text,
// and nil when not: each edit finds the bytes it was made for, after the
// one before it, and is safe where it stands (fixChecker). A fix given
// joins All unless it overlaps a fix given before. Findings are given in
// the order Lint emits them.
func (t *TextFixes) Fix(f *Finding) []Edit {
	for i, e := range f.Fix {
		if e.Start < 0 || e.End > len(t.text) || e.Start > e.End || t.text[e.Start:e.End] != e.Old ||
			i > 0 && e.Start < f.Fix[i-1].End {
			return nil
		}
	}
	if !t.check.Safe(f) {
		return nil
	}
	if !overlapsAny(f.Fix, t.all) {
		t.all = append(t.all, f.Fix...)
	}
	return f.Fix
}

// All returns the edits of every fix Fix gave that overlaps none given
// before it: the fix of the whole text.
func (t *TextFixes) All() []Edit { return t.all }

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
