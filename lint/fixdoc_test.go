package lint

import (
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestFixDocExamples: a fix is not applied to a URL inside a code example
// of a comment (docExamples: review47 F4's shapes), and is to the comment's
// prose around it and after it ends. The Fixer and the language server's
// TextFixes decide alike.
func TestFixDocExamples(t *testing.T) {
	const u = "http://example.com/a|b"
	for _, tt := range []struct {
		name, text string
		fixed      bool
	}{
		{"d.rs", "/// Parses.\n///\n/// ```\n/// let u = \"" + u + "\";\n/// assert!(u.contains('|'));\n/// ```\npub fn parse() {}\n", false},
		{"d.rs", "/// Parses.\n///\n/// ```\n/// let x = 1;\n/// ```\n/// See " + u + ".\npub fn parse() {}\n", true},
		{"d.rs", "//! ```rust\n//! let u = \"" + u + "\";\n//! ```\nfn main() {}\n", false},
		{"d.rs", "/**\n * ```\n * let u = \"" + u + "\";\n * ```\n */\npub fn f() {}\n", false},
		{"d.py", "# Example:\n#   >>> len(\"" + u + "\")\n#   26\ndef f(): pass\n", false},
		{"d.py", "# Example:\n#   >>> f()\n#   " + u + "\n\n# See " + u + "\ndef f(): pass\n", true}, // the output, then prose after a blank line
		{"d.py", "# Usage:\n#   $ curl \"" + u + "\"\ndef f(): pass\n", false},
		{"d.go", "package p\n\n// F does it, for example:\n//\n//\tu := \"" + u + "\"\n//\tF(u)\nfunc F(string) {}\n", false},
		{"d.go", "package p\n\n// F does it: see " + u + "\nfunc F(string) {}\n", true},
		// Indented under a parameter's name, with no blank line before: a description (NSS's ocsp.h).
		{"d.h", "/*\n *   const char *url\n *     The location (e.g. \"" + u + "\")\n */\nint f(void);\n", true},
		{"d.h", "/*\n * For example:\n *\n *     fetch(\"" + u + "\");\n */\nint f(void);\n", false},
		{"d.js", "/**\n * @example\n * fetch(\"" + u + "\")\n */\nfunction f() {}\n", false},
		{"d.js", "/**\n * @example\n * fetch(x)\n * @see " + u + "\n */\nfunction f() {}\n", true},
		{"D.java", "/**\n * <pre>\n *   URL u = new URL(\"" + u + "\");\n * </pre>\n */\nclass D {}\n", false},
		{"D.java", "/**\n * <pre>\n *   x();\n * </pre>\n * See " + u + "\n */\nclass D {}\n", true},
		{"D.java", "/**\n * Use {@code new URL(\"" + u + "\")}.\n */\nclass D {}\n", false},
		{"d.c", "/**\n * \\code\n * fetch(\"" + u + "\");\n * \\endcode\n */\nint f(void);\n", false},
		{"d.lua", "--- Does it.\n-- ```\n-- fetch(\"" + u + "\")\n-- ```\nlocal x = 1\n", false},
		// A comment's end closes what it opened.
		{"d.go", "package p\n\n// ```\nvar x = 1\n\n// See " + u + "\nfunc F() {}\n", true},
	} {
		got := fixText(t, tt.name, tt.text)
		if fixed := got != tt.text; fixed != tt.fixed {
			t.Errorf("%s %q: fixed %v, want %v:\n%s", tt.name, tt.text, fixed, tt.fixed, got)
		}
		l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
		if err != nil {
			t.Fatal(err)
		}
		tf := NewTextFixes(tt.name, tt.text, extract.Options{})
		offered := false
		for _, f := range lintFindings(t, l, tt.text) {
			if len(f.Fix) > 0 && tf.Add(&f) != nil {
				offered = true
			}
		}
		if offered != tt.fixed {
			t.Errorf("%s %q: the language server offers a fix %v, want %v", tt.name, tt.text, offered, tt.fixed)
		}
	}
}
