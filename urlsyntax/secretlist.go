package urlsyntax

import "slices"

// A few is a short list that holds its first item in place, so that a
// Secret of one span and one word (a URL with one password, nearly every
// URL that has a secret) is made without an allocation; a second item
// moves the list to a slice of its own. The zero item (an empty Span, "")
// is never one of its items: a few whose item in place is zero is empty,
// as its zero value is. It is no larger than the slice it replaces (a
// Secret is copied with every URL), and a copy of it shares nothing that
// either changes: a list of two or more items is never changed in place,
// set makes a new one.
type few[T comparable] struct {
	one  [1]T
	more *[]T // every item, when there are two or more
}

// all returns the items. The caller must not change them; they stay valid
// until l is changed. For a few that is a copy (a value receiver's
// field), all points into that copy.
func (l *few[T]) all() []T {
	var zero T
	switch {
	case l.more != nil:
		return *l.more
	case l.one[0] == zero:
		return nil
	}
	return l.one[:]
}

// len returns the number of items.
func (l few[T]) len() int {
	var zero T
	switch {
	case l.more != nil:
		return len(*l.more)
	case l.one[0] == zero:
		return 0
	}
	return 1
}

// set makes xs, none of them zero, the items: in place for one or none,
// else a copy of xs.
func (l *few[T]) set(xs []T) {
	switch len(xs) {
	case 0:
		*l = few[T]{}
	case 1:
		*l = few[T]{one: [1]T{xs[0]}}
	default:
		more := slices.Clone(xs)
		*l = few[T]{more: &more}
	}
}

// addSpan adds sp, not empty, to the sorted, merged spans of l, as
// mergeSpans of them and sp would be: in place when l holds none, or one
// that sp overlaps or touches.
func addSpan(l *few[Span], sp Span) {
	if l.more == nil {
		o := l.one[0]
		if o == (Span{}) {
			l.one[0] = sp
			return
		}
		if sp.Lo <= o.Hi && o.Lo <= sp.Hi {
			l.one[0] = Span{min(o.Lo, sp.Lo), max(o.Hi, sp.Hi)}
			return
		}
	}
	var buf [4]Span
	l.set(spansWith(buf[:], l, sp))
}

// spansWith returns the spans of l and add, sorted and merged
// (mergeSpans), in buf when they fit.
func spansWith(buf []Span, l *few[Span], add ...Span) []Span {
	return mergeSpans(append(append(buf[:0], l.all()...), add...))
}
