package lint

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkLineContextCode: what following a source file's strings and
// comments costs per byte (lineContext.next on every line, as the Fixer
// and the language server read a code file with a fix), on real files of
// Go's distribution.
func BenchmarkLineContextCode(b *testing.B) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Skip(err)
	}
	root := string(bytes.TrimSpace(out))
	for _, name := range []string{"src/net/http/server.go", "src/cmd/go/alldocs.go", "/usr/lib/ruby/3.1.0/optparse.rb"} {
		path := name
		if !filepath.IsAbs(name) {
			path = filepath.Join(root, name)
		}
		src, err := os.ReadFile(path)
		if os.IsNotExist(err) && filepath.IsAbs(name) {
			continue // Ruby's library, where it is installed
		}
		if err != nil {
			b.Skip(err)
		}
		lines := bytes.SplitAfter(src, []byte("\n"))
		b.Run(filepath.Base(name), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				var c lineContext
				c.start(name, lines[0], lines[0])
				for _, l := range lines {
					c.next(l)
				}
			}
		})
	}
}

// TestSyntaxOfLang: keyed on internal/lang (the table extract reads), the
// fixer reads every name of its former tables (d6a9657's langByExt,
// langByName, codeExtensions, codeNames, percentExtensions and kindOf's
// Markdown and TeX extensions) as before, in any case and in a path; the
// names the one table added read as their language (a C++ header .hxx was
// prose: its strings were fixed), and a compressed file's name as the
// name before its extension, as extract reads it.
func TestSyntaxOfLang(t *testing.T) {
	before := map[string]*langSyntax{
		".go": goSyntax, ".c": cSyntax, ".h": cppSyntax, ".cc": cppSyntax, ".cpp": cppSyntax, ".cxx": cppSyntax,
		".hpp": cppSyntax, ".hh": cppSyntax, ".m": cSyntax, ".mm": cppSyntax, ".java": javaSyntax, ".kt": ktSyntax,
		".kts": ktSyntax, ".scala": ktSyntax, ".groovy": groovySyntax, ".gradle": groovySyntax, ".cs": csSyntax,
		".fs": fsSyntax, ".vb": vbSyntax, ".swift": swiftSyntax, ".rs": rustSyntax, ".zig": zigSyntax, ".d": dSyntax,
		".dart": dartSyntax, ".js": jsSyntax, ".mjs": jsSyntax, ".cjs": jsSyntax, ".jsx": jsSyntax, ".ts": jsSyntax,
		".tsx": jsSyntax, ".mts": jsSyntax, ".cts": jsSyntax, ".py": pySyntax, ".pyi": pySyntax, ".pyw": pySyntax,
		".rb": rubySyntax, ".rake": rubySyntax, ".gemspec": rubySyntax, ".pl": perlSyntax, ".pm": perlSyntax,
		".t": perlSyntax, ".php": phpSyntax, ".lua": luaSyntax, ".tcl": tclSyntax, ".r": rSyntax, ".jl": juliaSyntax,
		".ex": elixirSyntax, ".exs": elixirSyntax, ".erl": erlSyntax, ".hrl": erlSyntax, ".hs": hsSyntax,
		".ml": mlSyntax, ".mli": mlSyntax, ".clj": lispSyntax, ".cljs": lispSyntax, ".el": lispSyntax,
		".lisp": lispSyntax, ".scm": lispSyntax, ".rkt": lispSyntax, ".sh": shSyntax, ".bash": shSyntax,
		".zsh": shSyntax, ".ksh": shSyntax, ".fish": fishSyntax, ".csh": cshSyntax, ".ps1": psSyntax,
		".psm1": psSyntax, ".bat": batSyntax, ".cmd": batSyntax, ".awk": awkSyntax, ".sed": hashSyntax,
		".vim": vimSyntax, ".sql": sqlSyntax, ".mk": makeSyntax, ".cmake": cmakeSyntax, ".y": cSyntax,
		".l": cSyntax, ".s": asmSyntax, ".asm": asmSyntax, ".nim": nimSyntax, ".v": cSyntax, ".sv": cSyntax,
		".vhd": vhdlSyntax, ".f": fortSyntax, ".f90": fortSyntax, ".pas": pasSyntax, ".ada": adaSyntax,
		".adb": adaSyntax, ".ads": adaSyntax, ".cob": cobolSyntax, ".coffee": coffeeSyntax, ".elm": elmSyntax,
		".purs": elmSyntax, ".cr": crSyntax, ".vue": webSyntax, ".svelte": webSyntax, ".m4": m4Syntax,
		".ac": m4Syntax, ".am": makeSyntax, ".bzl": pySyntax, ".star": pySyntax,
		// (A Dockerfile's own since stop 58: dockerSyn.)
		"makefile": makeSyntax, "gnumakefile": makeSyntax, "dockerfile": dockerSyntax, "containerfile": dockerSyntax,
		"rakefile": rubySyntax, "gemfile": rubySyntax, "vagrantfile": rubySyntax, "jenkinsfile": groovySyntax,
		"configure": shSyntax, "justfile": justSyntax, "meson.build": pySyntax, "cmakelists.txt": cmakeSyntax,
		"sconstruct": pySyntax, "sconscript": pySyntax,
		// Added by the one table.
		".hxx": cppSyntax, ".h++": cppSyntax, ".c++": cppSyntax, ".cu": cppSyntax, ".pyx": pySyntax, ".pxd": pySyntax,
		".bats": shSyntax, ".mak": makeSyntax, ".tk": tclSyntax, ".py.gz": pySyntax, ".rb.bz2": rubySyntax,
	}
	kinds := map[string]fileKind{
		".md": markdownFile, ".markdown": markdownFile, ".mkd": markdownFile, ".mdown": markdownFile,
		".tex": texFile, ".sty": texFile, ".cls": texFile, ".ltx": texFile, ".dtx": texFile,
		".pod": proseFile, ".in": proseFile, "build": proseFile, ".txt": proseFile, "": proseFile, ".1": proseFile,
		".html": proseFile, ".gz": proseFile,
	}
	percent := map[string]bool{".erl": true, ".hrl": true, ".tex": true, ".sty": true, ".cls": true, ".ltx": true,
		".dtx": true, ".ps": true, ".eps": true, ".pro": true, ".prolog": true, ".pl": false, ".m": false, ".txt": false}
	for key, want := range before {
		kinds[key] = codeFile
		for _, name := range []string{"x" + key, "/a/b.c/" + "x" + strings.ToUpper(key), `C:\src\` + "Xy" + key} {
			if key[0] != '.' {
				name = filepath.Join("/src/a.d", strings.ToUpper(key[:1])+key[1:])
			}
			if got := syntaxOf(name, nil); got != want {
				t.Errorf("syntaxOf(%q) is another syntax", name)
			}
		}
	}
	for key, want := range kinds {
		name := "x" + key
		if key != "" && key[0] != '.' {
			name = key
		}
		if got := kindOf("/p/"+name, nil); got != want {
			t.Errorf("kindOf(%q) = %d, want %d", name, got, want)
		}
	}
	for key, want := range percent {
		if got := percentFile("/p/x" + key); got != want {
			t.Errorf("percentFile(%q) = %v, want %v", "x"+key, got, want)
		}
	}
	// A "#!" line names the language of a file with no known extension.
	if kindOf("/bin/tool", []byte("#!/usr/bin/perl\n")) != codeFile || syntaxOf("/bin/tool", []byte("#!/usr/bin/perl\n")) != perlSyntax {
		t.Errorf("a #! script is not Perl")
	}
}

// TestCodeNotComment: bytes that start a comment in one place are code in
// another (review52 L3): PHP 8's attribute "#[", Elixir's ?# and ?"
// characters, Erlang's $" and $%, Haskell's operators of dashes and
// symbols, PostgreSQL's $$ and E'...' strings. The URL in each line is in
// the program (a string), or in a real comment (the rows with true).
func TestCodeNotComment(t *testing.T) {
	for _, tt := range []struct {
		name, text, url string
		comment         bool
	}{
		{"a.php", "<?php\n#[OA\\Server(url: 'https://api.example.com/v1/a|b')]\n", "https://api.example.com/v1/a|b", false},
		{"a.php", "<?php\n#[Route('/x')] # https://api.example.com/v1/a|b\n", "https://api.example.com/v1/a|b", true},
		{"a.php", "<?php\n# https://api.example.com/v1/a|b\n", "https://api.example.com/v1/a|b", true},
		{"a.ex", "c = ?#; u = \"https://api.example.com/v1/a|b\"\n", "https://api.example.com/v1/a|b", false},
		{"a.ex", "c = ?\"; s = \"# https://api.example.com/v1/a|b\"\n", "https://api.example.com/v1/a|b", false},
		{"a.ex", "c = ?\\#; s = \"https://api.example.com/v1/a|b\"\n", "https://api.example.com/v1/a|b", false},
		{"a.ex", "x = valid? # https://api.example.com/v1/a|b\n", "https://api.example.com/v1/a|b", true},
		{"a.erl", "C = $\", U = \"% https://api.example.com/v1/a|b\".\n", "https://api.example.com/v1/a|b", false},
		{"a.erl", "C = $%, U = \"https://api.example.com/v1/a|b\".\n", "https://api.example.com/v1/a|b", false},
		{"a.erl", "X = 1. % https://api.example.com/v1/a|b\n", "https://api.example.com/v1/a|b", true},
		{"a.hs", "x = a --> \"https://api.example.com/v1/a|b\"\n", "https://api.example.com/v1/a|b", false},
		{"a.hs", "x = a |-- \"https://api.example.com/v1/a|b\"\n", "https://api.example.com/v1/a|b", false},
		{"a.hs", "x = 1 -- https://api.example.com/v1/a|b\n", "https://api.example.com/v1/a|b", true},
		{"a.hs", "x = 1 --- https://api.example.com/v1/a|b\n", "https://api.example.com/v1/a|b", true},
		{"a.sql", "SELECT $$ -- http://Example.COM:80/a|b $$;\n", "http://Example.COM:80/a|b", false},
		{"a.sql", "SELECT $f$ x\n-- http://Example.COM:80/a|b\n$f$;\n", "http://Example.COM:80/a|b", false},
		{"a.sql", "SELECT E'\\'', '-- http://Example.COM:80/a|b';\n", "http://Example.COM:80/a|b", false},
		{"a.sql", "SELECT $1, 2; -- http://Example.COM:80/a|b\n", "http://Example.COM:80/a|b", true},
	} {
		lines := strings.SplitAfter(tt.text, "\n")
		var c lineContext
		c.start(tt.name, []byte(lines[0]), []byte(tt.text))
		got, found := false, false
		for _, l := range lines {
			if l == "" {
				continue
			}
			c.next([]byte(l))
			if i := strings.Index(l, tt.url); i >= 0 && !found {
				found = true
				got = c.cmt.holds(i, i+len(tt.url))
			}
		}
		if !found {
			t.Fatalf("%s %q: no URL", tt.name, tt.text)
		}
		if got != tt.comment {
			t.Errorf("%s %q: the URL read as in a comment %v, want %v", tt.name, tt.text, got, tt.comment)
		}
	}
}
