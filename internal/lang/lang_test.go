package lang

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// compressedExts are the extensions compressed knows.
var compressedExts = []string{"gz", "bz2", "xz", "zst", "z", "lz", "lzma"}

func TestOf(t *testing.T) {
	tests := []struct {
		name string
		want Lang
	}{
		{"", None}, {"-", None}, {"README", None}, {"x.txt", None}, {".py", Python}, {"a/.SH", Shell}, {".py.gz", Python}, {"py", None}, {"x.", None},
		{".", None}, {"..", None}, {".gitignore", None}, {".bashrc", Shell}, {"home/u/.ZSHRC", Shell}, {".vimrc", Vim},
		{"etc/bash.bashrc", Shell}, {".cshrc", Csh}, {".emacs", EmacsLisp}, {".bashrc.gz", None},
		{"dir.py/x", None}, {"x.py.txt", None}, {"x.gz", None}, {".1", None}, {"x.10", None}, {"x.1.txt", None},
		{"x.py", Python}, {"a/b/X.Py", Python}, {`a\b\x.cpp`, Cpp}, {`C:\src\x.c`, C}, {"x.h", CHeader},
		{"file:///home/u/src/X.PY", Python}, {"x.py.gz", Python}, {"x.PY.XZ", Python}, {"x.rs.zst", Rust},
		{"Makefile", Make}, {"src/GNUmakefile", Make}, {"CMakeLists.txt", CMake}, {"Dockerfile", Dockerfile},
		{"Makefile.gz", None}, {"Rakefile", Ruby}, {"x.gemspec", Ruby}, {"meson.build", Meson}, {"configure", Shell},
		{"x.1", Roff}, {"bash.1.gz", Roff}, {"X.3PM", Roff}, {"x.8x.xz", Roff}, {"x.man", Roff}, {"x.MDOC", Roff},
		{"x.3abcde", Roff}, {"x.3abcdef", None}, {"x.3a1", None},
		{"x.md", Markdown}, {"x.tex", TeX}, {"x.go", Go}, {"x.pl", Perl}, {"x.kt", Kotlin}, {"x.c++", Cpp},
		{strings.Repeat("a", 40) + ".py", Python}, {"x." + strings.Repeat("p", 20), None},
		{"a/b\\c/d.TS", TypeScript}, {"a\\b/c\\d.tsx", TypeScript},
	}
	for _, tt := range tests {
		if got := Of(tt.name); got != tt.want {
			t.Errorf("Of(%q) = %d, want %d", tt.name, got, tt.want)
		}
	}
}

// TestKeys: every key of the tables is lower case and short enough for
// Of's buffer, and Of finds it in any case, in a path, and (an extension)
// through every compressed file's extension.
func TestKeys(t *testing.T) {
	for m, what := range map[*map[string]Lang]string{&extensions: "extensions", &names: "names"} {
		for k, l := range *m {
			if k != strings.ToLower(k) || len(k) > maxKey || l == None || l >= Count {
				t.Errorf("%s: key %q (%d)", what, k, l)
			}
			name := k
			if what == "extensions" {
				name = "a.b." + k
			}
			for _, n := range []string{name, strings.ToUpper(name), "dir.x/" + name, `C:\d.y\` + name} {
				if got := Of(n); got != l && !(what == "extensions" && roffSection(k)) {
					t.Errorf("Of(%q) = %d, want %d", n, got, l)
				}
			}
			if what == "extensions" {
				for _, z := range compressedExts {
					if got := Of(name + "." + strings.ToUpper(z)); got != l {
						t.Errorf("Of(%q) = %d, want %d", name+"."+z, got, l)
					}
				}
			}
		}
	}
	for _, z := range compressedExts {
		if !compressed(z) || !compressed(strings.ToUpper(z)) || compressed(z+"q") || compressed("q"+z) {
			t.Errorf("compressed(%q)", z)
		}
	}
}

// TestOfSameAsPlain: Of reads every name as a plain reading does (the
// base name split off with strings, lowered with a byte loop, the tables
// read by their keys): names drawn from every printable byte, with the
// tables' keys, dots, slashes and backslashes among them.
func TestOfSameAsPlain(t *testing.T) {
	var keys []string
	for k := range extensions {
		keys = append(keys, k)
	}
	for k := range names {
		keys = append(keys, k)
	}
	keys = append(keys, compressedExts...)
	rng := rand.New(rand.NewSource(27))
	for i := 0; i < 200000; i++ {
		var b strings.Builder
		for n := rng.Intn(6); n >= 0; n-- {
			switch rng.Intn(6) {
			case 0:
				b.WriteString(keys[rng.Intn(len(keys))])
			case 1:
				b.WriteByte(".//\\."[rng.Intn(5)])
			case 2:
				b.WriteByte(byte(rng.Intn(256)))
			case 3:
				k := []byte(keys[rng.Intn(len(keys))])
				for j := range k {
					if rng.Intn(2) == 0 && 'a' <= k[j] && k[j] <= 'z' {
						k[j] -= 'a' - 'A'
					}
				}
				b.Write(k)
			default:
				b.WriteByte(byte(' ' + rng.Intn(95)))
			}
		}
		name := b.String()
		if got, want := Of(name), plainOf(name); got != want {
			t.Fatalf("Of(%q) = %d, want %d", name, got, want)
		}
	}
}

// plainOf is Of written plainly.
func plainOf(name string) Lang {
	base := name[strings.LastIndexAny(name, `/\`)+1:]
	low := asciiLower(base)
	if l, ok := names[low]; ok {
		return l
	}
	parts := strings.Split(low, ".")
	raw := strings.Split(base, ".")
	if len(parts) >= 2 && parts[0] != "" || len(parts) >= 3 {
		if slices.Contains(compressedExts, parts[len(parts)-1]) && len(parts) >= 2 && strings.Join(parts[:len(parts)-1], ".") != "" {
			parts, raw = parts[:len(parts)-1], raw[:len(raw)-1]
		}
	}
	if len(parts) < 2 {
		return None
	}
	ext := raw[len(raw)-1]
	if strings.Join(parts[:len(parts)-1], ".") == "" {
		// A dot and an extension (".py"): the extension's language, no
		// man page's section.
		if len(parts) == 2 {
			return extensions[parts[1]]
		}
		return None
	}
	if len(ext) >= 1 && len(ext) <= 6 && ext[0] >= '1' && ext[0] <= '9' && strings.Trim(asciiLower(ext[1:]), "abcdefghijklmnopqrstuvwxyz") == "" {
		return Roff
	}
	return extensions[parts[len(parts)-1]]
}

func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// TestOfAllocs: reading a name allocates nothing (extract asks for each
// input of a walk).
func TestOfAllocs(t *testing.T) {
	for _, name := range []string{"/usr/lib/python3/dist-packages/X.PY", "Makefile", "a/b/c.1.gz", "README", "x." + strings.Repeat("q", 30)} {
		if n := testing.AllocsPerRun(100, func() { Of(name) }); n != 0 {
			t.Errorf("Of(%q): %v allocations", name, n)
		}
	}
}

func BenchmarkOf(b *testing.B) {
	names := []string{"/usr/local/go/src/net/http/server.go", "/usr/share/doc/git/README.md", "/usr/share/doc/bash/bash.1.gz", "x/Makefile", "/usr/share/doc/foo/copyright"}
	b.ReportAllocs()
	n := 0
	for _, s := range names {
		n += len(s)
	}
	b.SetBytes(int64(n))
	for i := 0; i < b.N; i++ {
		for _, s := range names {
			Of(s)
		}
	}
}
