package lang

import "bytes"

// What a file's text says it is written in, where its name does not: its
// "#!" line, an Emacs mode line, a Vim modeline, a name that is a known
// one's template or copy ("Makefile.in", "x.py.orig"), or the extension
// of source code of a language the table does not name. lint's fixer
// reads it (OfText): a fix there applies only to a comment of a language
// whose comments it knows, never to code. extract keeps to Of, the name
// alone.

// aliases are languages of the table under extensions Of does not read
// (lower case, without the dot): its other names, read by the fixer only
// (OfText), so that extract's readings stay as they were.
var aliases = map[string]Lang{
	"exp": Tcl, "itcl": Tcl, "itk": Tcl, "tm": Tcl, // Expect, [incr Tcl], Tcl modules
	"tcsh": Csh, "mksh": Shell, "ash": Shell, "dash": Shell, "command": Shell,
	"ph": Perl, "perl": Perl, "plx": Perl, "psgi": Perl, // h2ph's headers, scripts
	"f77": Fortran, "f95": Fortran, "f03": Fortran, "f08": Fortran, "for": Fortran, "ftn": Fortran,
	"ino": Cpp, "tcc": Cpp, "tpp": Cpp, "ipp": Cpp, "inl": Cpp, // Arduino's sketches; template bodies
	"gvy": Groovy, "sbt": Scala, "fsx": FSharp, "fsi": FSharp, "fsscript": FSharp, "csx": CSharp,
	"cljc": Clojure, "edn": Clojure, "lsp": CommonLisp, "asd": CommonLisp, "ss": Scheme, "sld": Scheme,
	"rockspec": Lua, "nse": Lua, "wlua": Lua, // LuaRocks' specs, Nmap's scripts
	"gyp": Python, "gypi": Python, "pxi": Cython, "wsgi": Python, "sage": Python, "tac": Python,
	"ru": Ruby, "podspec": Ruby, "thor": Ruby, "jbuilder": Ruby, "rbw": Ruby,
	"es6": JavaScript, "jsm": JavaScript, "pac": JavaScript, "jake": JavaScript,
	"php3": PHP, "php4": PHP, "php5": PHP, "php7": PHP, "phtml": PHP, "phps": PHP,
	"nims": Nim, "nimble": Nim, "vhdl": VHDL, "vh": Verilog, "svh": SystemVerilog,
	"cbl": COBOL, "cobol": COBOL, "cpy": COBOL, "vbs": VisualBasic, "bas": VisualBasic, "vba": VisualBasic,
	"psd1": PowerShell, "di": D, "make": Make, "dockerfile": Dockerfile,
}

// codeExts are extensions of source code in a language the table does
// not name: its comments and strings are unknown here (Code).
var codeExts = map[string]bool{
	"proto": true, "thrift": true, "rnc": true, "rbs": true, "hx": true, "sol": true,
	"glsl": true, "vert": true, "frag": true, "geom": true, "comp": true, "tesc": true, "tese": true,
	"hlsl": true, "wgsl": true, "metal": true, "cl": true, "ispc": true, "vala": true, "vapi": true,
	"gd": true, "nut": true, "pony": true, "chpl": true, "odin": true, "gleam": true, "cue": true,
	"jsonnet": true, "libsonnet": true, "dhall": true, "graphql": true, "gql": true, "prisma": true,
	"bicep": true, "sas": true, "ado": true, "wl": true, "wls": true, "sml": true, "idr": true,
	"agda": true, "lean": true, "thy": true, "res": true, "resi": true, "rei": true, "jsh": true,
	"td": true, "mlir": true, "wat": true, "wast": true, "ahk": true, "au3": true, "nsi": true,
	"nsh": true, "iss": true, "applescript": true, "moon": true, "fnl": true, "hy": true,
	"janet": true, "elv": true, "nu": true, "xsh": true, "raku": true, "rakumod": true,
	"rakutest": true, "p6": true, "pm6": true, "pl6": true, "pp": true, "bb": true, "bbclass": true,
	"bbappend": true, "gn": true, "gni": true, "ninja": true, "pri": true, "qml": true, "as": true,
	"factor": true, "fth": true, "red": true, "reb": true, "pike": true, "pmod": true,
	"mll": true, "mly": true, "xs": true, "smali": true, "cmm": true, "ld": true, "lds": true,
	"bpf": true, "dts": true, "dtsi": true, "scad": true, "pde": true,
}

// copyExts are the extensions of a file that is a template or a copy of
// the file its name has without them ("Makefile.in", "x.py.orig",
// "config.h.in", "x.sh.tmpl"): its text is that file's language.
var copyExts = map[string]bool{
	"in": true, "tmpl": true, "template": true, "orig": true, "bak": true, "dist": true,
	"sample": true, "example": true, "old": true, "new": true, "save": true, "j2": true,
	"jinja": true, "jinja2": true, "erb": true,
}

// OfText returns the language of the file named name whose text starts
// with head and ends with tail (a few KiB each; the same bytes for a
// short file): Of's, else an alias of a language's extension (".exp" is
// Tcl's), else the language of the name without a template's or copy's
// extension ("x.py.in"), else what the text says (its "#!" line's
// interpreter, an Emacs mode line in its first lines or a "Local
// Variables:" block in its last, a Vim modeline in its first or last five
// lines), else Code for an extension of source code of a language the
// table does not name or a "#!" line of an interpreter it does not know;
// None for prose.
func OfText(name string, head, tail []byte) Lang {
	if l := Of(name); l != None {
		return l
	}
	base := name
	for i := len(name) - 1; i >= 0; i-- {
		if name[i] == '/' || name[i] == '\\' {
			base = name[i+1:]
			break
		}
	}
	ext, stem := "", base
	if d := bytes.LastIndexByte([]byte(base), '.'); d > 0 {
		ext, stem = lowerString(base[d+1:]), base[:d]
	}
	if d := bytes.LastIndexByte([]byte(stem), '.'); d > 0 && compressed(ext) {
		// "x.exp.gz": the extension before a compressed file's.
		ext, stem = lowerString(stem[d+1:]), stem[:d]
	}
	if l, ok := aliases[ext]; ok {
		return l
	}
	if ext == "in" && lowerString(stem) == "configure" {
		return Autoconf // autoconf's input, not the script it makes
	}
	if copyExts[ext] && stem != "" {
		if l := OfText(stem, nil, nil); l != None {
			return l
		}
	}
	if i := bytes.IndexByte([]byte(base), '.'); i > 0 && ext != "lock" {
		// "Makefile.linux", "Dockerfile.dev": a whole name the table
		// knows, and an extension of its variant.
		if l, ok := names[lowerString(base[:i])]; ok {
			return l
		}
	}
	if ext == "pdf" || ext == "rtf" || DocumentFormat(head) != "" {
		// A PDF: its streams (ASCII85, deflated) are data, its offsets
		// count bytes; a "URL" in them is none, and a fix breaks the
		// file (GOMODCACHE's xrash/smetrics docs/InfCont85.PDF).
		return Code
	}
	if l := textSays(head, tail); l != None {
		return l
	}
	if codeExts[ext] {
		return Code
	}
	if !proseName(base, ext) && codeLike(head, tail) {
		// No clue in the name or the text's own words: code by its
		// content (code.go), whose strings no reader here knows.
		return Code
	}
	return None
}

// proseExts are extensions of text, documentation, markup and data: such
// a file is what its name says, whatever its content (a document full of
// code examples is read as one).
var proseExts = map[string]bool{}

// proseNames are the names (before any extension, in any case) of a
// package's documents: README, NEWS, ChangeLog, ...
var proseNames = map[string]bool{}

func init() {
	for _, e := range []string{"txt", "text", "rst", "rest", "html", "htm", "xhtml", "xml", "json", "yaml", "yml", "toml",
		"ini", "cfg", "conf", "csv", "tsv", "log", "eml", "mbox", "msg", "pod", "adoc", "asciidoc", "org", "wiki", "textile",
		"rdoc", "svg", "rss", "atom", "properties", "po", "pot", "1", "2", "3", "4", "5", "6", "7", "8", "9", "man", "me", "ms",
		"info", "texi", "texinfo", "diff", "patch", "rtf", "srt", "vtt", "list", "sources", "desktop", "service"} {
		proseExts[e] = true
	}
	for _, n := range []string{"readme", "news", "changelog", "changes", "history", "copying", "license", "licence",
		"authors", "thanks", "todo", "install", "contributing", "notice", "copyright", "credits", "faq", "bugs",
		"hacking", "maintainers", "release", "releasenotes", "notes", "contributors", "code_of_conduct", "security"} {
		proseNames[n] = true
	}
}

// proseName reports whether a file named base (extension ext, lower
// case) says it holds prose.
func proseName(base, ext string) bool {
	if proseExts[ext] {
		return true
	}
	stem := base
	if i := bytes.IndexByte([]byte(base), '.'); i > 0 {
		stem = base[:i]
	}
	for _, sep := range []string{"-", "_"} {
		if i := bytes.Index([]byte(stem), []byte(sep)); i > 0 && proseNames[lowerString(stem[:i])] {
			return true // README-linux, NEWS_1.2
		}
	}
	return proseNames[lowerString(stem)]
}

// textSays is the language a file's text names: its "#!" line, an Emacs
// mode line, a Vim modeline; Code for a "#!" line of an interpreter the
// table does not know and no mode line; None when it names none (or a
// mode of prose).
func textSays(head, tail []byte) Lang {
	first, rest := cutLine(head)
	interp := Interpreter(first)
	if interp != None && interp != Code {
		return interp
	}
	// Emacs: "-*- mode: x -*-" or "-*- x -*-" on the first line, or the
	// second after a "#!" line.
	for i, l := 0, first; i < 2; i++ {
		if m := emacsMode(l); m != "" {
			if lg, ok := modes[m]; ok {
				return lg
			}
		}
		if !bytes.HasPrefix(first, []byte("#!")) {
			break
		}
		l, _ = cutLine(rest)
	}
	// Emacs's "Local Variables:" block at the end: "mode: x".
	if i := bytes.LastIndex(tail, []byte("Local Variables:")); i >= 0 {
		for _, l := range bytes.Split(tail[i:], []byte("\n")) {
			if j := bytes.Index(l, []byte("mode:")); j >= 0 && (j == 0 || l[j-1] == ' ' || l[j-1] == '\t') {
				if lg, ok := modes[modeName(bytes.TrimSpace(l[j+5:]))]; ok {
					return lg
				}
			}
		}
	}
	// Vim: a modeline in the first or last five lines.
	lines := bytes.SplitN(head, []byte("\n"), 6)
	if len(lines) > 5 {
		lines = lines[:5]
	}
	if t := bytes.Split(bytes.TrimRight(tail, "\n"), []byte("\n")); len(t) > 0 {
		if len(t) > 5 {
			t = t[len(t)-5:]
		}
		lines = append(lines, t...)
	}
	for _, l := range lines {
		if ft := vimFiletype(l); ft != "" {
			if lg, ok := modes[ft]; ok {
				return lg
			}
		}
	}
	return interp // Code after an unknown interpreter's "#!" line
}

// cutLine returns the first line of b (without its line break) and the
// rest.
func cutLine(b []byte) (line, rest []byte) {
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		return bytes.TrimRight(b[:i], "\r"), b[i+1:]
	}
	return b, nil
}

// Interpreter returns the language of the program a "#!" line runs
// ("#!/usr/bin/env -S python3 -u", "#!/bin/sh", "#!/usr/bin/tclsh8.6"):
// Code for an interpreter the table does not know, None for no "#!"
// line.
func Interpreter(line []byte) Lang {
	line, _ = cutLine(line)
	if !bytes.HasPrefix(line, []byte("#!")) {
		return None
	}
	fs := bytes.Fields(line[2:])
	if len(fs) == 0 {
		return Code
	}
	prog := baseName(fs[0])
	if prog == "env" {
		// env's options and assignments before the program.
		prog = ""
		for i := 1; i < len(fs); i++ {
			f := fs[i]
			switch {
			case bytes.Equal(f, []byte("-u")) || bytes.Equal(f, []byte("-C")) || bytes.Equal(f, []byte("--unset")) || bytes.Equal(f, []byte("--chdir")):
				i++
			case f[0] == '-' || bytes.IndexByte(f, '=') > 0:
			default:
				prog = baseName(f)
			}
			if prog != "" {
				break
			}
		}
	}
	// A version after the name: python3.11, tclsh8.6, guile-3.0, lua5.4.
	p := prog
	for len(p) > 1 && (p[len(p)-1] >= '0' && p[len(p)-1] <= '9' || p[len(p)-1] == '.' || p[len(p)-1] == '-' || p[len(p)-1] == '_') {
		p = p[:len(p)-1]
	}
	if l, ok := interpreters[p]; ok {
		return l
	}
	if l, ok := interpreters[prog]; ok {
		return l
	}
	return Code
}

// baseName is the last element of a path, in lower case.
func baseName(p []byte) string {
	if i := bytes.LastIndexByte(p, '/'); i >= 0 {
		p = p[i+1:]
	}
	return lowerString(string(p))
}

// interpreters are the languages of the programs a "#!" line runs.
var interpreters = map[string]Lang{
	"sh": Shell, "bash": Shell, "dash": Shell, "ash": Shell, "zsh": Shell, "ksh": Shell, "mksh": Shell,
	"ksh93": Shell, "busybox": Shell, "yash": Shell, "posh": Shell,
	"csh": Csh, "tcsh": Csh, "fish": Fish,
	"python": Python, "pypy": Python, "jython": Python, "ipython": Python,
	"perl": Perl, "ruby": Ruby, "jruby": Ruby, "php": PHP, "php-cgi": PHP,
	"node": JavaScript, "nodejs": JavaScript, "deno": TypeScript, "bun": TypeScript, "ts-node": TypeScript, "tsx": TypeScript,
	"tclsh": Tcl, "wish": Tcl, "expect": Tcl, "jimsh": Tcl,
	"lua": Lua, "luajit": Lua, "texlua": Lua, "rscript": R, "r": R,
	"awk": Awk, "gawk": Awk, "mawk": Awk, "nawk": Awk, "busybox-awk": Awk, "sed": Sed, "gsed": Sed,
	"make": Make, "gmake": Make, "pwsh": PowerShell, "powershell": PowerShell,
	"julia": Julia, "elixir": Elixir, "escript": Erlang, "runhaskell": Haskell, "runghc": Haskell,
	"racket": Racket, "guile": Scheme, "csi": Scheme, "sbcl": CommonLisp, "clisp": CommonLisp, "emacs": EmacsLisp,
	"swift": Swift, "crystal": Crystal, "groovy": Groovy, "kotlin": Kotlin, "scala": Scala, "dart": Dart,
	"nim": Nim, "ocaml": OCaml, "just": Just, "m4": M4,
}

// modes are the languages of Emacs's major modes and Vim's file types
// (lower case; "-mode" and "-ts" taken off); a mode of prose or data is
// not here.
var modes = map[string]Lang{
	"sh": Shell, "bash": Shell, "zsh": Shell, "ksh": Shell, "shell-script": Shell, "shell": Shell,
	"csh": Csh, "tcsh": Csh, "fish": Fish, "python": Python, "python3": Python, "cython": Cython, "pyrex": Cython,
	"perl": Perl, "cperl": Perl, "ruby": Ruby, "enh-ruby": Ruby, "php": PHP, "tcl": Tcl, "expect": Tcl,
	"lua": Lua, "javascript": JavaScript, "js": JavaScript, "js2": JavaScript, "js3": JavaScript, "typescript": TypeScript,
	"c": C, "cpp": Cpp, "c++": Cpp, "objc": ObjC, "java": Java, "go": Go, "rust": Rust, "emacs-lisp": EmacsLisp,
	"lisp": CommonLisp, "common-lisp": CommonLisp, "scheme": Scheme, "racket": Racket, "clojure": Clojure,
	"make": Make, "makefile": Make, "makefile-gmake": Make, "makefile-automake": Automake, "automake": Automake, "cmake": CMake,
	"awk": Awk, "sed": Sed, "sql": SQL, "fortran": Fortran, "f90": Fortran, "pascal": Pascal, "ada": Ada,
	"haskell": Haskell, "erlang": Erlang, "elixir": Elixir, "m4": M4, "autoconf": Autoconf, "config": Autoconf,
	"dockerfile": Dockerfile, "groovy": Groovy, "kotlin": Kotlin, "scala": Scala, "swift": Swift, "dart": Dart,
	"julia": Julia, "r": R, "ess-r": R, "vim": Vim, "dosbatch": Batch, "bat": Batch, "ps1": PowerShell, "powershell": PowerShell,
	"asm": Assembly, "nasm": Assembly, "vhdl": VHDL, "verilog": Verilog, "systemverilog": SystemVerilog, "nim": Nim, "zig": Zig,
	"d": D, "cs": CSharp, "csharp": CSharp, "fsharp": FSharp, "ocaml": OCaml, "tuareg": OCaml, "caml": OCaml,
	"coffee": CoffeeScript, "elm": Elm, "purescript": PureScript, "crystal": Crystal, "nix": Shell,
	"markdown": Markdown, "tex": TeX, "latex": TeX, "plaintex": TeX, "nroff": Roff, "groff": Roff,
	"postscr": PostScript, "ps": PostScript, "prolog": Prolog,
	"proto": Code, "protobuf": Code, "matlab": Code, "octave": Code, "raku": Code, "perl6": Code,
	"haxe": Code, "solidity": Code, "glsl": Code, "vala": Code, "puppet": Code, "bitbake": Code,
}

// emacsMode returns the mode an Emacs mode line names ("-*- mode: x -*-",
// "-*- x -*-", "-*- coding: utf-8; mode: x -*-"), or "".
func emacsMode(line []byte) string {
	i := bytes.Index(line, []byte("-*-"))
	if i < 0 {
		return ""
	}
	in := line[i+3:]
	j := bytes.Index(in, []byte("-*-"))
	if j < 0 {
		return ""
	}
	in = bytes.TrimSpace(in[:j])
	if bytes.IndexByte(in, ':') < 0 {
		return modeName(in)
	}
	for _, v := range bytes.Split(in, []byte(";")) {
		k, val, ok := bytes.Cut(v, []byte(":"))
		if ok && bytes.EqualFold(bytes.TrimSpace(k), []byte("mode")) {
			return modeName(bytes.TrimSpace(val))
		}
	}
	return ""
}

// modeName is an Emacs mode's name in lower case, without "-mode" and
// "-ts".
func modeName(m []byte) string {
	if i := bytes.IndexAny(m, " \t;"); i >= 0 {
		m = m[:i]
	}
	s := lowerString(string(m))
	if len(s) > 5 && s[len(s)-5:] == "-mode" {
		s = s[:len(s)-5]
	}
	if len(s) > 3 && s[len(s)-3:] == "-ts" {
		s = s[:len(s)-3]
	}
	return s
}

// vimFiletype returns the file type a Vim modeline sets ("vim: set
// ft=python:", "vi:ft=sh", "ex: filetype=tcl", "vim: syntax=perl"), or "".
func vimFiletype(line []byte) string {
	for i := 0; i < len(line); {
		j := indexMarker(line[i:])
		if j < 0 {
			return ""
		}
		j += i
		rest := line[j:]
		if k := bytes.IndexByte(rest, ':'); k >= 0 {
			rest = rest[k+1:]
		}
		for _, key := range []string{"filetype=", "ft=", "syntax=", "syn="} {
			for off := 0; ; {
				k := bytes.Index(rest[off:], []byte(key))
				if k < 0 {
					break
				}
				k += off
				if k == 0 || rest[k-1] == ' ' || rest[k-1] == ':' || rest[k-1] == '\t' {
					v := rest[k+len(key):]
					e := 0
					for e < len(v) && (isAlnum(v[e]) || v[e] == '_' || v[e] == '+' || v[e] == '-') {
						e++
					}
					return lowerString(string(v[:e]))
				}
				off = k + 1
			}
		}
		i = j + 2
	}
	return ""
}

// indexMarker returns where a Vim modeline's marker starts in line ("vi:",
// "vim:", "Vim:", "vim700:", "ex:", after white space or at the line's
// start; "ex:" after white space only), or -1.
func indexMarker(line []byte) int {
	for i := 0; i+2 < len(line); i++ {
		if i > 0 && line[i-1] != ' ' && line[i-1] != '\t' {
			continue
		}
		rest := line[i:]
		switch {
		case bytes.HasPrefix(rest, []byte("ex:")) && i > 0, bytes.HasPrefix(rest, []byte("vi:")):
			return i
		case bytes.HasPrefix(rest, []byte("vim")) || bytes.HasPrefix(rest, []byte("Vim")):
			k := 3
			if k < len(rest) && (rest[k] == '<' || rest[k] == '=' || rest[k] == '>') {
				k++
			}
			for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
				k++
			}
			if k < len(rest) && rest[k] == ':' {
				return i
			}
		}
	}
	return -1
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// lowerString is s in lower case (ASCII).
func lowerString(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
