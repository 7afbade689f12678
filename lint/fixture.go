package lint

import (
	"path/filepath"
	"strings"
)

// Fixture reports whether the file at path is a test or a test's data:
// a file under a directory named testdata, fixtures, test, tests, ...
// or named as the test files of its language are (foo_test.go,
// test_foo.py, foo.test.js, foo_spec.rb, t/foo.t). Defects are written
// there on purpose, as the input of a test: `urlsift lint` does not report
// them by default (only passwords, a leak wherever they stand; --tests
// reports everything), and --fix never rewrites them, since a fix would
// change what the test tests.
func Fixture(path string) bool {
	p := filepath.ToSlash(path)
	base := strings.ToLower(p[strings.LastIndexByte(p, '/')+1:])
	dirs := strings.Split(strings.ToLower(p[:max(0, strings.LastIndexByte(p, '/'))]), "/")
	for _, d := range dirs {
		if fixtureDirs[d] {
			return true
		}
	}
	if strings.HasSuffix(base, ".t") && len(dirs) > 0 && dirs[len(dirs)-1] == "t" {
		return true // Perl's t/*.t
	}
	stem, ext := base, filepath.Ext(base)
	stem = strings.TrimSuffix(stem, ext)
	switch {
	case strings.HasSuffix(stem, "_test") || strings.HasSuffix(stem, "_tests") || strings.HasSuffix(stem, "_spec"):
		return true
	case strings.HasPrefix(stem, "test_") && ext != "":
		return true
	case strings.HasSuffix(stem, ".test") || strings.HasSuffix(stem, ".spec"):
		return true // foo.test.js, foo.spec.ts
	case (ext == ".java" || ext == ".kt" || ext == ".cs" || ext == ".scala") && (strings.HasSuffix(stem, "test") || strings.HasSuffix(stem, "tests")):
		return true // FooTest.java
	case base == "conftest.py" || base == "tests.py":
		return true
	}
	return false
}

// fixtureDirs are the names of directories that hold tests and their data.
var fixtureDirs = map[string]bool{
	"testdata": true, "test-data": true, "test_data": true, "fixtures": true, "fixture": true,
	"__fixtures__": true, "__snapshots__": true, "__tests__": true, "test": true, "tests": true,
	"spec": true, "specs": true, "testcases": true, "test-cases": true, "golden": true,
}
