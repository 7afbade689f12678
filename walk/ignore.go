package walk

import (
	"bufio"
	"bytes"
	"os"
	"regexp"
	"strings"
	"unicode/utf8"
)

// This file matches paths against gitignore patterns as git's
// gitignore(5) documents them, written here rather than taken from a
// library: go-git's matcher pulls in go-git, and the small standalone
// packages get the anchoring of "a/b" and the "**" forms wrong. The test
// compares it with git itself on a real repository.
//
//   - A blank line, or one starting with "#", matches nothing; "\#" and
//     "\!" start a pattern with a literal "#" or "!". Trailing spaces are
//     removed unless escaped with a backslash.
//   - "!" negates: a path it matches is included again (unless a directory
//     above it is excluded: the walk never enters that directory).
//   - A trailing "/" matches directories only.
//   - A pattern with a "/" at its start or in its middle is anchored to the
//     directory of its file; any other matches a name at any depth below it.
//   - "*" matches anything but "/", "?" one character but "/", "[...]" a
//     class; "**/" at the start matches in all directories, "/**" at the end
//     everything inside, "/**/" zero or more directories; any other "**" is
//     a "*".
//   - The last pattern of a file that matches decides; a file in a deeper
//     directory overrides one above it; .ignore overrides .gitignore, which
//     overrides .git/info/exclude.

// pattern is one compiled line of an ignore file.
type pattern struct {
	re      *regexp.Regexp
	negate  bool
	dirOnly bool
	// kind says how the set finds the paths the pattern matches without
	// its regular expression (ignore_set.go), with lit: the name it is
	// (kindName), the end of a name (kindSuffix, "*.log"), the path
	// (kindPath); for kindRegexp, a piece of text every path it matches
	// holds ("" when none is known).
	kind patternKind
	lit  string
}

// patternSet is the patterns of one ignore file, anchored at base (a
// slash-separated path relative to the top of the walk, "" or ending in "/"),
// with the index that finds the last one matching a path (setIndex).
type patternSet struct {
	base     string
	patterns []pattern
	index    setIndex
}

// parsePatterns reads the lines of an ignore file.
func parsePatterns(base string, data []byte) *patternSet {
	ps := &patternSet{base: base}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if p, ok := compilePattern(sc.Text()); ok {
			ps.patterns = append(ps.patterns, p)
		}
	}
	ps.index = newSetIndex(ps.patterns)
	return ps
}

// readPatterns reads the ignore file at path; a missing or unreadable file
// gives nil.
func readPatterns(base, path string) *patternSet {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	ps := parsePatterns(base, data)
	if len(ps.patterns) == 0 {
		return nil
	}
	return ps
}

// compilePattern compiles one line of an ignore file.
func compilePattern(line string) (pattern, bool) {
	line = strings.TrimSuffix(line, "\r")
	// Trailing spaces are removed unless escaped.
	for strings.HasSuffix(line, " ") && !strings.HasSuffix(line, "\\ ") {
		line = line[:len(line)-1]
	}
	if line == "" || line[0] == '#' {
		return pattern{}, false
	}
	var p pattern
	if line[0] == '!' {
		p.negate = true
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") {
		p.dirOnly = true
		line = strings.TrimRight(line, "/")
	}
	if line == "" {
		return pattern{}, false
	}
	valid := utf8.ValidString(line) && !strings.ContainsRune(line, utf8.RuneError)
	line = validUTF8(line)
	anchored := strings.Contains(line, "/")
	line = strings.TrimPrefix(line, "/")
	var re strings.Builder
	re.WriteString("^")
	if !anchored {
		re.WriteString("(?:.*/)?")
	}
	// The runs of literal text between wildcards, for the set's index.
	var runs []string
	var run strings.Builder
	wild := func() {
		runs = append(runs, run.String())
		run.Reset()
	}
	leadStar := false // the pattern starts with one "*"
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '*' || c == '?' || c == '[':
			leadStar = leadStar || i == 0 && c == '*' && (len(line) == 1 || line[1] != '*')
			wild()
		case c == '\\' && i+1 < len(line):
			run.WriteByte(line[i+1])
		default:
			run.WriteByte(c)
		}
		switch {
		case c == '*' && i+1 < len(line) && line[i+1] == '*' &&
			(i == 0 || line[i-1] == '/') && (i+2 == len(line) || line[i+2] == '/'):
			// "**" as a whole path component.
			switch {
			case i+2 == len(line): // "/**" at the end, or "**" alone
				re.WriteString(".*")
				i++
			default: // "**/" at the start or "/**/" in the middle
				re.WriteString("(?:.*/)?")
				i += 2
			}
		case c == '*':
			for i+1 < len(line) && line[i+1] == '*' {
				i++
			}
			re.WriteString("[^/]*")
		case c == '?':
			re.WriteString("[^/]")
		case c == '[':
			class, n := bracket(line[i:])
			if n == 0 {
				re.WriteString(`\[`)
				continue
			}
			re.WriteString(class)
			i += n - 1
		case c == '\\' && i+1 < len(line):
			i++
			re.WriteString(regexp.QuoteMeta(line[i : i+1]))
		default:
			re.WriteString(regexp.QuoteMeta(line[i : i+1]))
		}
	}
	wild()
	p.kind, p.lit = classify(runs, anchored, leadStar, valid)
	re.WriteString("$")
	r, err := regexp.Compile(re.String())
	if err != nil {
		return pattern{}, false // a class git would read differently: match nothing
	}
	p.re = r
	return p, true
}

// validUTF8 replaces each byte of s that is not UTF-8 by U+FFFD, which is
// how the regexp package reads such a byte in a path: a file name that is
// not UTF-8 is matched byte for byte, a U+FFFD standing for any such byte.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// bracket translates the bracket expression at the start of s into a
// regular expression class and returns it with the bytes of s it used, or
// n == 0 when s has no closing "]".
func bracket(s string) (class string, n int) {
	i := 1
	var b strings.Builder
	b.WriteString("[")
	if i < len(s) && (s[i] == '!' || s[i] == '^') {
		b.WriteString("^/")
		i++
	}
	first := true
	for i < len(s) {
		c := s[i]
		switch {
		case c == ']' && !first:
			b.WriteString("]")
			return b.String(), i + 1
		case c == '[' && strings.HasPrefix(s[i:], "[:"):
			end := strings.Index(s[i+2:], ":]")
			if end < 0 {
				return "", 0
			}
			b.WriteString(s[i : i+2+end+2])
			i += 2 + end + 2
		case c == '\\' && i+1 < len(s):
			b.WriteString(regexp.QuoteMeta(s[i+1 : i+2]))
			i += 2
		case c == '-':
			b.WriteByte('-')
			i++
		default:
			if strings.IndexByte(`\^]-[`, c) >= 0 {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
			i++
		}
		first = false
	}
	return "", 0
}

// match tells whether the set decides about rel (slash-separated, relative
// to the top of the walk): decided is false when no pattern matches;
// otherwise ignored says which way the last matching pattern went.
func (ps *patternSet) match(rel string, isDir bool) (ignored, decided bool) {
	if !strings.HasPrefix(rel, ps.base) {
		return false, false
	}
	rel = rel[len(ps.base):]
	i := ps.index.last(ps.patterns, rel, isDir)
	if i < 0 {
		return false, false
	}
	return !ps.patterns[i].negate, true
}

// ignoreStack is the ignore files in force in a directory, lowest
// precedence first.
type ignoreStack []*patternSet

func (st ignoreStack) ignored(rel string, isDir bool) bool {
	for i := len(st) - 1; i >= 0; i-- {
		if ign, ok := st[i].match(rel, isDir); ok {
			return ign
		}
	}
	return false
}

// filter is the --glob include and exclude patterns.
type filter struct {
	globs    []pattern
	includes bool // some glob includes: files no glob matches are left out
}

func newFilter(o Options) *filter {
	f := &filter{}
	for _, g := range o.Globs {
		p, ok := compilePattern(g)
		if !ok {
			continue
		}
		// In a glob, "!" excludes and a plain pattern includes: the
		// opposite of an ignore file.
		f.includes = f.includes || !p.negate
		f.globs = append(f.globs, p)
	}
	return f
}

// excluded tells whether the globs leave out rel (relative to the walked
// directory). A directory is left out only by an excluding glob.
func (f *filter) excluded(rel string, isDir bool) bool {
	for i := len(f.globs) - 1; i >= 0; i-- {
		p := &f.globs[i]
		if p.dirOnly && !isDir {
			continue
		}
		if p.re.MatchString(rel) {
			if isDir && !p.negate {
				return false
			}
			return p.negate
		}
	}
	return f.includes && !isDir
}
