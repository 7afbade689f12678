package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// layoutRows returns the rows of README's code table ("How the code is
// laid out"): for each, the package's directory ("." for main) and the
// row's text.
func layoutRows(t *testing.T) (rows [][2]string) {
	t.Helper()
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "\n## How the code is laid out\n")
	if i < 0 {
		t.Fatal(`README.md has no section "How the code is laid out"`)
	}
	s = s[i+1:]
	if j := strings.Index(s[3:], "\n## "); j >= 0 {
		s = s[:j+3]
	}
	for _, line := range strings.Split(s, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		name, _, _ := strings.Cut(line[3:], "`")
		dir := strings.TrimSuffix(name, "/")
		if dir == "main" {
			dir = "."
		}
		rows = append(rows, [2]string{dir, line})
	}
	if len(rows) < 10 {
		t.Fatalf("README's code table: %d rows found, want the table", len(rows))
	}
	return rows
}

// decls is what a package declares: its top-level names, and for each
// type its methods and fields (embedded ones by their type's name).
type decls struct {
	top     map[string]bool
	members map[string]map[string]bool
}

// declsOf parses the non-test Go files of dir (every platform's).
func declsOf(t *testing.T, dir string) decls {
	t.Helper()
	d := decls{top: map[string]bool{}, members: map[string]map[string]bool{}}
	member := func(typ, name string) {
		if d.members[typ] == nil {
			d.members[typ] = map[string]bool{}
		}
		d.members[typ][name] = true
	}
	fset := token.NewFileSet()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range af.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if decl.Recv == nil {
					d.top[decl.Name.Name] = true
					continue
				}
				typ := decl.Recv.List[0].Type
				for {
					switch x := typ.(type) {
					case *ast.StarExpr:
						typ = x.X
						continue
					case *ast.IndexExpr:
						typ = x.X
						continue
					case *ast.IndexListExpr:
						typ = x.X
						continue
					}
					break
				}
				if id, ok := typ.(*ast.Ident); ok {
					member(id.Name, decl.Name.Name)
				}
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					switch spec := spec.(type) {
					case *ast.ValueSpec:
						for _, n := range spec.Names {
							d.top[n.Name] = true
						}
					case *ast.TypeSpec:
						d.top[spec.Name.Name] = true
						var fields *ast.FieldList
						switch x := spec.Type.(type) {
						case *ast.StructType:
							fields = x.Fields
						case *ast.InterfaceType:
							fields = x.Methods
						}
						if fields == nil {
							continue
						}
						for _, f := range fields.List {
							for _, n := range f.Names {
								member(spec.Name.Name, n.Name)
							}
							if len(f.Names) == 0 { // embedded: pos.Origin, *Foo
								typ := f.Type
								if st, ok := typ.(*ast.StarExpr); ok {
									typ = st.X
								}
								switch x := typ.(type) {
								case *ast.Ident:
									member(spec.Name.Name, x.Name)
								case *ast.SelectorExpr:
									member(spec.Name.Name, x.Sel.Name)
								}
							}
						}
					}
				}
			}
		}
	}
	return d
}

// TestReadmeLayout: README's code table (issue 27's Done-when: "the layout
// described in README's code table matches the code") names every package
// of the module, and each name it gives in backquotes exists where the row
// puts it: a file (`record.go`, `cmd_*.go`, `rule_NAME.go`: NAME any name)
// or sub-directory of the row's package, a name the row's package
// declares (`ScanURLs`, `Record.Masked`: a method or field of its type),
// or one of another package named with it (`lint.TextFixes`,
// `mapper.Extract.Split`), or a package of the module.
func TestReadmeLayout(t *testing.T) {
	rows := layoutRows(t)
	// The module's packages: directories holding a non-test Go file,
	// outside testdata and the beam module.
	pkgs := map[string]bool{} // "lint", "internal/split", "."
	byBase := map[string]string{}
	filepath.WalkDir(".", func(p string, e os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && (e.Name() == "testdata" || p == "beam" || strings.HasPrefix(e.Name(), ".") && p != ".") {
			return filepath.SkipDir
		}
		if !e.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			dir := filepath.ToSlash(filepath.Dir(p))
			pkgs[dir] = true
			byBase[path.Base(dir)] = dir
		}
		return nil
	})
	byBase["main"] = "."
	named := map[string]bool{}
	cache := map[string]decls{}
	declsIn := func(dir string) decls {
		if d, ok := cache[dir]; ok {
			return d
		}
		cache[dir] = declsOf(t, filepath.FromSlash(dir))
		return cache[dir]
	}
	ident := regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$`)
	exists := func(p string) bool { _, err := os.Stat(filepath.FromSlash(p)); return err == nil }
	for _, row := range rows {
		dir, text := row[0], row[1]
		if !exists(dir) {
			t.Errorf("README's code table has a row for %q, which does not exist", dir)
			continue
		}
		named[dir] = true
		if dir == "beam" {
			continue // a module of its own
		}
		quoted := strings.Split(text, "`")
		for k := 1; k < len(quoted); k += 2 {
			q := quoted[k]
			switch {
			case strings.HasSuffix(q, ".go"):
				pat := strings.ReplaceAll(q, "NAME", "*")
				if m, _ := filepath.Glob(filepath.Join(filepath.FromSlash(dir), pat)); len(m) == 0 {
					t.Errorf("README's code table, row %s: no file %s in %s", dir, q, dir)
				}
			case pkgs[strings.TrimSuffix(q, "/")] || byBase[q] != "" && !strings.Contains(q, "."):
				// a package
				if exists(path.Join(dir, q)) {
					named[path.Join(dir, q)] = true
				}
			case exists(path.Join(dir, q)):
				named[path.Join(dir, q)] = true // a sub-directory: mkwarc
			case ident.MatchString(q):
				parts := strings.Split(q, ".")
				in := dir
				if p, ok := byBase[parts[0]]; ok && len(parts) > 1 {
					in, parts = p, parts[1:]
				}
				d := declsIn(in)
				if !d.top[parts[0]] {
					t.Errorf("README's code table, row %s: %s: package %s declares no %s", dir, q, in, parts[0])
					continue
				}
				if len(parts) > 1 && !d.members[parts[0]][parts[1]] {
					t.Errorf("README's code table, row %s: %s: %s.%s has no method or field %s", dir, q, in, parts[0], parts[1])
				}
				if len(parts) > 2 {
					t.Errorf("README's code table, row %s: %s: name too deep to check", dir, q)
				}
			}
		}
	}
	for p := range pkgs {
		if !named[p] {
			t.Errorf("package %s has no row in README's code table (and no mention in its parent's)", p)
		}
	}
}

// TestReadmeExamples: README's list of the packages with runnable examples
// ("Each library package has runnable examples") is the packages whose
// example_test.go holds an Example function with an // Output: comment.
func TestReadmeExamples(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	const intro = "Each library package has runnable examples"
	i := strings.Index(s, intro)
	if i < 0 {
		t.Fatalf("README.md says nowhere %q", intro)
	}
	para, _, _ := strings.Cut(s[i:], "\n\n")
	_, list, _ := strings.Cut(para, ":")
	listed := map[string]bool{}
	for _, q := range regexp.MustCompile("`([a-z/]+)`").FindAllStringSubmatch(list, -1) {
		listed[q[1]] = true
	}
	files, _ := filepath.Glob(filepath.Join("*", "example_test.go"))
	more, _ := filepath.Glob(filepath.Join("*", "*", "example_test.go"))
	have := map[string]bool{}
	for _, f := range append(files, more...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if regexp.MustCompile(`(?m)^func Example`).Match(b) && strings.Contains(string(b), "// Output:") {
			have[filepath.ToSlash(filepath.Dir(f))] = true
		}
	}
	for p := range listed {
		if !have[p] {
			t.Errorf("README lists %s as having runnable examples; %s/example_test.go has none", p, p)
		}
	}
	for p := range have {
		if !listed[p] && !strings.HasPrefix(p, "testdata") {
			t.Errorf("%s has runnable examples; README's list leaves it out", p)
		}
	}
}

// TestReadmeDependencies: README's "Dependencies" table names every
// module go.mod requires directly, and no other: a dependency added
// without its reason written down fails here.
func TestReadmeDependencies(t *testing.T) {
	mod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	direct := map[string]bool{}
	in := false
	for _, line := range strings.Split(string(mod), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "require ("):
			in = true
		case line == ")":
			in = false
		case in && line != "" && !strings.Contains(line, "// indirect"):
			direct[strings.Fields(line)[0]] = true
		case strings.HasPrefix(line, "require ") && !strings.Contains(line, "// indirect"):
			direct[strings.Fields(line)[1]] = true
		}
	}
	s := string(readme)
	i := strings.Index(s, "\n## Dependencies\n")
	if i < 0 {
		t.Fatal(`README.md has no section "Dependencies"`)
	}
	s = s[i+1:]
	if j := strings.Index(s, "\n## "); j >= 0 {
		s = s[:j]
	}
	listed := map[string]bool{}
	for _, line := range strings.Split(s, "\n") {
		if strings.HasPrefix(line, "| `") {
			listed[strings.Trim(strings.SplitN(line, "|", 3)[1], " `")] = true
		}
	}
	for m := range direct {
		if !listed[m] {
			t.Errorf("go.mod requires %s, which README's Dependencies table does not give a reason for", m)
		}
	}
	for m := range listed {
		if !direct[m] {
			t.Errorf("README's Dependencies table lists %s, which go.mod does not require directly", m)
		}
	}
	if len(direct) == 0 {
		t.Error("no direct requirement read from go.mod")
	}
}
