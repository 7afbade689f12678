package lint

import (
	"strings"
	"testing"
)

// TestProseBlocks holds proseBlocks to docutils' reading of literal
// blocks (docutils 0.19 decided each case: review49 H7, review50 J1 and
// J7): which lines of a text are a literal block's ("c") or prose (".").
func TestProseBlocks(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"indented", "Text::\n\n  code\n  code\nprose\n", "..cc."},
		{"quoted", "Text::\n\n> code\n> code\n\nprose\n", "..cc.."},
		{"quoted, another byte ends it", "Text::\n\n> code\n$ code\n", "..c."},
		{"no blank line after the paragraph", "The class is Foo::\n(see it)\n", ".."},
		{"a list item's next item", "- Example::\n\n- see it\n", "..."},
		{"a list item's quoted block", "- Example::\n\n  > code\n  > code\n", "..cc"},
		{"an enumerated item", "(a) Example::\n\n    > code\n", "..c"},
		{"no enumerator: a word", "(old) Example::\n\n> code\n", "..c"},
		{"a directive with no body", ".. code-block:: python\n\n* see it\n", "..."},
		{"a directive's body", ".. code-block:: python\n\n   code\n", "..c"},
		{"a tab is 8 columns", "  - note ::\n\n  \t# code\n\n  \t:: code\n", "..ccc"},
	} {
		var p proseBlocks
		var got strings.Builder
		for l := range strings.Lines(tc.text) {
			if p.next([]byte(l)) {
				got.WriteByte('c')
			} else {
				got.WriteByte('.')
			}
		}
		if got.String() != tc.want {
			t.Errorf("%s: %q: got %s, want %s", tc.name, tc.text, got.String(), tc.want)
		}
	}
}
