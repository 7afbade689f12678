package lint

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"
	"unsafe"
)

// TestWithheldInPadding: the reason a fix stood back is one byte in the
// padding after Severity, so a Finding is no larger than without it (the
// language server keeps many: lsp's TestKeptFindingMemory).
func TestWithheldInPadding(t *testing.T) {
	var f Finding
	if unsafe.Offsetof(f.FixWithheld) != unsafe.Offsetof(f.Severity)+unsafe.Sizeof(f.Severity) {
		t.Errorf("withheld at %d, not right after Severity (%d)", unsafe.Offsetof(f.FixWithheld), unsafe.Offsetof(f.Severity))
	}
	if unsafe.Offsetof(f.Message) != unsafe.Offsetof(f.Severity)+unsafe.Alignof(f.Message) {
		t.Errorf("Message at %d, Severity at %d: withheld does not fit in the padding between", unsafe.Offsetof(f.Message), unsafe.Offsetof(f.Severity))
	}
	if len(withheldWhy) > 256 {
		t.Errorf("%d reasons do not fit a byte", len(withheldWhy))
	}
}

// TestWithheldReasons: every reason the Fixer and editSafe give (each
// string constant they return) is in withheldWhy, and the constants of the
// Fixer's own say what fixContext and maxFixLine are.
func TestWithheldReasons(t *testing.T) {
	if want := fmt.Sprintf("a password or token stands within %d lines, and a diff would show it", fixContext); whySecretNear != want {
		t.Errorf("whySecretNear %q, want %q", whySecretNear, want)
	}
	if want := fmt.Sprintf("a line longer than %d KB stands within %d lines", maxFixLine>>10, fixContext); whyLongNear != want {
		t.Errorf("whyLongNear %q, want %q", whyLongNear, want)
	}
	funcs := map[string]bool{"editSafe": true, "regexSign": true, "codeSign": true, "globSign": true, "acceptable": true, "hiddenWhy": true}
	n := 0
	fset := token.NewFileSet()
	for _, file := range []string{"fixctx.go", "fixer.go"} {
		af, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !funcs[fd.Name.Name] {
				continue
			}
			ast.Inspect(fd.Body, func(x ast.Node) bool {
				r, ok := x.(*ast.ReturnStmt)
				if !ok || len(r.Results) != 1 {
					return true
				}
				lit, ok := r.Results[0].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, _ := strconv.Unquote(lit.Value)
				n++
				if s != "" && withheldIndex(s) == withheldIndex(whyOther) {
					t.Errorf("%s: %s returns %q, which withheldWhy lacks", fset.Position(lit.Pos()), fd.Name.Name, s)
				}
				return true
			})
		}
	}
	if n < 20 {
		t.Errorf("found %d reasons returned: the functions moved?", n)
	}
	for i, w := range withheldWhy {
		if withheldIndex(w) != Withheld(i) {
			t.Errorf("%q twice in withheldWhy", w)
		}
	}
}
