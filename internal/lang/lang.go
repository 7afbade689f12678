// Package lang is the one table of languages by file name: what a file's
// base name or extension says its text is written in. extract reads the
// rules of source code from it (a backslash that continues a line, strings
// of three quotes, a man page's roff), and lint's fixer its comments and
// strings; each keys its own table on Lang ([Count]T indexed by Lang).
//
// Of reads a name with no allocation: it runs once for every file of a
// walk.
package lang

// Lang is a language, as a file's name tells it; None for prose, a name
// the table does not know, or no name.
type Lang uint8

// The languages of the table. A language is its own Lang where a reader
// of the table may read it apart from its neighbours (H from C, Cython
// from Python, TypeScript from JavaScript).
const (
	None          Lang = iota
	Ada                // .ada .adb .ads
	Assembly           // .s .asm
	Autoconf           // .ac
	Automake           // .am
	Awk                // .awk
	Batch              // .bat .cmd
	C                  // .c
	CHeader            // .h (C or C++)
	CMake              // .cmake, CMakeLists.txt
	COBOL              // .cob
	CSharp             // .cs
	CUDA               // .cu
	Clojure            // .clj .cljs
	CoffeeScript       // .coffee
	CommonLisp         // .lisp
	Cpp                // .cc .cpp .cxx .c++ .hh .hpp .hxx .h++
	Crystal            // .cr
	Csh                // .csh
	Cython             // .pyx .pxd
	D                  // .d
	Dart               // .dart
	Dockerfile         // Dockerfile, Containerfile
	Elixir             // .ex .exs
	Elm                // .elm
	EmacsLisp          // .el
	Erlang             // .erl .hrl
	FSharp             // .fs
	Fish               // .fish
	Fortran            // .f .f90
	Go                 // .go
	Groovy             // .groovy .gradle, Jenkinsfile
	Haskell            // .hs
	Java               // .java
	JavaScript         // .js .mjs .cjs .jsx
	Julia              // .jl
	Just               // justfile
	Kotlin             // .kt .kts
	Lex                // .l
	Lua                // .lua
	M4                 // .m4
	Make               // .mk .mak, Makefile, GNUmakefile
	Markdown           // .md .markdown .mkd .mdown
	Meson              // meson.build
	Nim                // .nim
	OCaml              // .ml .mli
	ObjC               // .m
	ObjCpp             // .mm
	PHP                // .php
	Pascal             // .pas
	Perl               // .pl .pm .t
	PostScript         // .ps .eps
	PowerShell         // .ps1 .psm1
	Prolog             // .pro .prolog
	PureScript         // .purs
	Python             // .py .pyi .pyw, SConstruct, SConscript, Snakefile
	R                  // .r
	Racket             // .rkt
	Roff               // a man page's source: .1 to .9 and a section's letters ("3pm", "8x"), .man .mdoc .roff
	Ruby               // .rb .rake .gemspec, Rakefile, Gemfile, Vagrantfile, Brewfile
	Rust               // .rs
	SQL                // .sql
	Scala              // .scala
	Scheme             // .scm
	Sed                // .sed
	Shell              // .sh .bash .zsh .ksh .bats .ebuild .eclass (.tf .tfvars .hcl .nix: the nearest), configure, PKGBUILD, APKBUILD
	Starlark           // .bzl .star .bazel
	Svelte             // .svelte
	Swift              // .swift
	SystemVerilog      // .sv
	Tcl                // .tcl .tk
	TeX                // .tex .sty .cls .ltx .dtx
	TypeScript         // .ts .tsx .mts .cts
	VHDL               // .vhd
	Verilog            // .v
	Vim                // .vim
	VisualBasic        // .vb
	Vue                // .vue
	Yacc               // .y
	Zig                // .zig

	// Code is source code of a language this table does not name (a
	// "#!" line's interpreter unknown here, Protocol Buffers' .proto,
	// RELAX NG's .rnc): its comments and strings are unknown. Of never
	// returns it; OfText (text.go) does.
	Code

	// Count is the number of Langs, None included: the length of a table
	// keyed on Lang.
	Count
)

// extensions are the languages of extensions (lower case, without the
// dot).
var extensions = map[string]Lang{
	"ada": Ada, "adb": Ada, "ads": Ada,
	"s": Assembly, "asm": Assembly,
	"ac":  Autoconf,
	"am":  Automake,
	"awk": Awk,
	"bat": Batch, "cmd": Batch,
	"c":     C,
	"h":     CHeader,
	"cmake": CMake,
	"cob":   COBOL,
	"cs":    CSharp,
	"cu":    CUDA,
	"clj":   Clojure, "cljs": Clojure,
	"coffee": CoffeeScript,
	"lisp":   CommonLisp,
	"cc":     Cpp, "cpp": Cpp, "cxx": Cpp, "c++": Cpp, "hh": Cpp, "hpp": Cpp, "hxx": Cpp, "h++": Cpp,
	"cr":  Crystal,
	"csh": Csh,
	"pyx": Cython, "pxd": Cython,
	"d":    D,
	"dart": Dart,
	"ex":   Elixir, "exs": Elixir,
	"elm": Elm,
	"el":  EmacsLisp,
	"erl": Erlang, "hrl": Erlang,
	"fs":   FSharp,
	"fish": Fish,
	"f":    Fortran, "f90": Fortran,
	"go":     Go,
	"groovy": Groovy, "gradle": Groovy,
	"hs":   Haskell,
	"java": Java,
	"js":   JavaScript, "mjs": JavaScript, "cjs": JavaScript, "jsx": JavaScript,
	"jl": Julia,
	"kt": Kotlin, "kts": Kotlin,
	"l":   Lex,
	"lua": Lua,
	"m4":  M4,
	"mk":  Make, "mak": Make,
	"md": Markdown, "markdown": Markdown, "mkd": Markdown, "mdown": Markdown,
	"nim": Nim,
	"ml":  OCaml, "mli": OCaml,
	"m":   ObjC,
	"mm":  ObjCpp,
	"php": PHP,
	"pas": Pascal,
	"pl":  Perl, "pm": Perl, "t": Perl,
	"ps": PostScript, "eps": PostScript,
	"ps1": PowerShell, "psm1": PowerShell,
	"pro": Prolog, "prolog": Prolog,
	"purs": PureScript,
	"py":   Python, "pyi": Python, "pyw": Python,
	"r":   R,
	"rkt": Racket,
	"man": Roff, "mdoc": Roff, "roff": Roff,
	"rb": Ruby, "rake": Ruby, "gemspec": Ruby,
	"rs":    Rust,
	"sql":   SQL,
	"scala": Scala,
	"scm":   Scheme,
	"sed":   Sed,
	"sh":    Shell, "bash": Shell, "zsh": Shell, "ksh": Shell, "bats": Shell,
	"bzl": Starlark, "star": Starlark, "bazel": Starlark,
	// Portage's ebuilds and eclasses are bash. Terraform's HCL and Nix
	// have no reader here: Shell's is the nearest ("#" comments, "..."
	// strings), and what it does not read as a comment ("//", "/* */")
	// it leaves as code, unfixed (review47 F15).
	"ebuild": Shell, "eclass": Shell, "tf": Shell, "tfvars": Shell, "hcl": Shell, "nix": Shell,
	"svelte": Svelte,
	"swift":  Swift,
	"sv":     SystemVerilog,
	"tcl":    Tcl, "tk": Tcl,
	"tex": TeX, "sty": TeX, "cls": TeX, "ltx": TeX, "dtx": TeX,
	"ts": TypeScript, "tsx": TypeScript, "mts": TypeScript, "cts": TypeScript,
	"vhd": VHDL,
	"v":   Verilog,
	"vim": Vim,
	"vb":  VisualBasic,
	"vue": Vue,
	"y":   Yacc,
	"zig": Zig,
}

// names are the languages of whole base names (lower case): files with
// no extension of their language.
var names = map[string]Lang{
	"makefile": Make, "gnumakefile": Make, "dockerfile": Dockerfile, "containerfile": Dockerfile,
	"cmakelists.txt": CMake, "rakefile": Ruby, "gemfile": Ruby, "vagrantfile": Ruby, "jenkinsfile": Groovy,
	"configure": Shell, "justfile": Just, "meson.build": Meson, "sconstruct": Python, "sconscript": Python,
	// Build and package recipes (review47 F15: as prose, --fix rewrote
	// the URL a PKGBUILD's source array downloads): shell scripts
	// sourced by makepkg, abuild and Portage; Snakemake's Python;
	// Homebrew's Ruby. Bazel's are named by their ".bazel" (a file
	// named "build" alone is as often a note or a script: prose).
	"pkgbuild": Shell, "apkbuild": Shell, "snakefile": Python, "brewfile": Ruby,
	// Start-up files, which carry no shebang: the shell's, the C shell's,
	// Vim's and Emacs's (review44 L4: --fix rewrote URLs in their strings).
	".bashrc": Shell, ".bash_profile": Shell, ".bash_login": Shell, ".bash_logout": Shell, ".bash_aliases": Shell,
	"bash.bashrc": Shell, ".profile": Shell, ".shrc": Shell, ".kshrc": Shell, ".mkshrc": Shell,
	".zshrc": Shell, ".zprofile": Shell, ".zshenv": Shell, ".zlogin": Shell, ".zlogout": Shell,
	"zshrc": Shell, "zprofile": Shell, "zshenv": Shell, "zlogin": Shell, "zlogout": Shell,
	".cshrc": Csh, ".tcshrc": Csh, ".login": Csh, ".logout": Csh, "csh.cshrc": Csh, "csh.login": Csh, "csh.logout": Csh,
	".vimrc": Vim, ".gvimrc": Vim, ".exrc": Vim, "vimrc": Vim, "gvimrc": Vim, ".emacs": EmacsLisp,
}

// compressed reports whether ext, in any case, is the extension of a
// compressed file, which the input reads through (-z): the language is
// the extension's before.
func compressed(ext string) bool {
	if len(ext) > 4 {
		return false
	}
	var low [maxKey]byte
	n, _ := lower(&low, ext)
	switch string(low[:n]) {
	case "gz", "bz2", "xz", "zst", "z", "lz", "lzma":
		return true
	}
	return false
}

// maxKey is the length of the longest key of extensions and names: a
// longer name or extension is none of theirs.
const maxKey = 16

// Of returns the language of the file named name: a path, a URI or a
// bare name. It reads the base name (after the last "/" or "\"), in any
// case (ASCII):
//   - a whole name of the table (Makefile, CMakeLists.txt);
//   - else the extension, after a compressed file's (x.py.gz is Python);
//     a name that is a dot and an extension of the table (".py") is that
//     extension's, so that the fixer reads its strings as code (review44
//     L3); a man page's section is no such name (".1" is None).
//
// It allocates nothing, and reads the name once from its end.
func Of(name string) Lang {
	// The base name's start, and its last two dots.
	start, d, prev := 0, -1, -1
	for i := len(name) - 1; i >= 0; i-- {
		c := name[i]
		if c == '/' || c == '\\' {
			start = i + 1
			break
		}
		if c == '.' {
			if d < 0 {
				d = i
			} else if prev < 0 {
				prev = i
			}
		}
	}
	base := name[start:]
	var low [maxKey]byte
	if n, ok := lower(&low, base); ok {
		if l, ok := names[string(low[:n])]; ok {
			return l
		}
	}
	if d -= start; prev >= 0 {
		prev -= start
	}
	if d > 0 && compressed(base[d+1:]) {
		base, d = base[:d], prev
	}
	if d < 0 {
		return None
	}
	ext := base[d+1:]
	if d > 0 && roffSection(ext) {
		return Roff
	}
	if n, ok := lower(&low, ext); ok {
		return extensions[string(low[:n])]
	}
	return None
}

// lower writes s in lower case (ASCII) into low and returns its length,
// or false when s is longer than any key.
func lower(low *[maxKey]byte, s string) (int, bool) {
	if len(s) > maxKey {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[i] = c
	}
	return len(s), true
}

// roffSection reports whether ext is a man page's section: a digit 1 to
// 9 and up to five ASCII letters ("1", "3pm", "3SSL", "8x"; not "10").
func roffSection(ext string) bool {
	if len(ext) == 0 || len(ext) > 6 || ext[0] < '1' || ext[0] > '9' {
		return false
	}
	for i := 1; i < len(ext); i++ {
		if c := ext[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
