package lang

import (
	"bytes"
	"testing"
)

func TestOfText(t *testing.T) {
	tests := []struct {
		name, text string
		want       Lang
	}{
		// The name first.
		{"x.py", "#!/bin/sh\n", Python},
		{"x.txt", "", None},
		{"README", "just text\n", None},
		// Aliases and copies of a known name.
		{"x.exp", "", Tcl}, {"a/B.ITCL", "", Tcl}, {"x.tcsh", "", Csh}, {"x.ph", "", Perl}, {"x.f95", "", Fortran},
		{"x.exp.gz", "", Tcl}, {"x.py.in", "", Python}, {"Makefile.in", "", Make}, {"config.h.in", "", CHeader},
		{"x.sh.orig", "", Shell}, {"x.go.bak", "", Go}, {"configure.in", "", Autoconf}, {"x.txt.in", "", None},
		{"Makefile.linux", "", Make}, {"Dockerfile.dev", "", Dockerfile}, {"Gemfile.lock", "", None},
		{"x.in", "#!/usr/bin/perl\n", Perl},
		// "#!" lines.
		{"tool", "#!/bin/sh\necho\n", Shell}, {"tool", "#!/usr/bin/env python3.11 -u\n", Python},
		{"tool", "#! /usr/bin/env -S deno run --allow-net\n", TypeScript}, {"tool", "#!/usr/bin/env -i PATH=/bin ruby\n", Ruby},
		{"tool", "#!/usr/bin/tclsh8.6\n", Tcl}, {"tool", "#!/usr/bin/expect -f\n", Tcl}, {"tool", "#!/usr/bin/make -f\n", Make},
		{"tool", "#!/usr/bin/gawk -f\n", Awk}, {"tool", "#!/usr/bin/guile-3.0 -s\n", Scheme}, {"tool", "#!/usr/bin/lua5.4\n", Lua},
		{"tool", "#!/usr/bin/env frobnicate\n", Code}, {"tool", "#!\n", Code}, {"tool", "#!/usr/bin/osascript\n", Code},
		{"x.txt", "#!/usr/bin/perl\n", Perl}, {"tool", "#!/usr/bin/env\n", Code},
		// Emacs.
		{"tool", "# -*- mode: python -*-\n", Python}, {"tool", ";; -*- Mode: Emacs-Lisp; coding: utf-8 -*-\n", EmacsLisp},
		{"tool", "/* -*- c++ -*- */\n", Cpp}, {"tool", "#!/bin/frob\n# -*- mode: tcl -*-\n", Tcl},
		{"tool", "#!/usr/bin/env\n# -*- mode: org -*-\n", Code}, {"tool", "#!/bin/frob\nx\n# vim: ft=sh\n", Shell}, {"tool", "# -*- coding: utf-8 -*-\n", None},
		{"notes", "-*- mode: org -*-\n", None}, {"tool", "x\n# -*- mode: python -*-\n", None},
		{"tool", "code\n;; Local Variables:\n;; mode: scheme\n;; End:\n", Scheme},
		{"tool", "# -*- mode: python-ts -*-\n", Python},
		// Vim.
		{"tool", "a\n# vim: set ft=python:\n", Python}, {"tool", "x\ny\n/* vim:ft=c */\n", C},
		{"tool", "# vi: filetype=sh\n", Shell}, {"tool", "a vim700: set syntax=perl :\n", Perl},
		{"doc.txt", "text\n vim:tw=78:ts=8:noet:ft=help:norl:\n", None}, {"tool", "xvim: ft=python\n", None},
		{"tool", "# ex: ft=tcl\n", Tcl}, {"tool", "ex: ft=tcl\n", None}, {"tool", "# vim: noft=python\n", None},
		{"tool", "1\n2\n3\n4\n5\n6\n# vim: ft=lua\n7\n8\n9\n10\n11\n12\n", None},
		// Source of a language no table names.
		{"x.proto", "syntax = \"proto3\";\n", Code}, {"s.RNC", "", Code}, {"x.rbs", "", Code},
		{"x.proto", "# vim: ft=python\n", Python}, {"x.ps", "", PostScript},
		// No clue in the name nor in a line that names a language: the
		// content (code.go). A document's name, or a prose or data
		// extension, stays prose whatever it holds.
		{"snippet", "my $u = 'http://h/';\nprint $u;\nif ($x) {\n  $y = 1;\n}\n", Code},
		{"snippet", "x = 1\ny = f(x)\nif x == y:\n    return z\n", Code},
		{"snippet", "return <<'END';\nV14\n40\n41\nEND\n", Code},
		{"snippet", "use strict;\n", Code}, {"snippet", "#include <stdio.h>\n", Code}, {"snippet", "package foo;\n", Code},
		{"snippet", "from os import path\n", Code}, {"snippet", "def main(argv):\n", Code}, {"snippet", "sub new {\n", Code},
		{"snippet", "This is a letter.\nIt has three lines of prose.\nSee http://h/ for more.\n", None},
		{"snippet", "# Title\n\nSome words here.\nMore words.\n\n```go\nx := f(y)\nif x != nil {\n\treturn x;\n}\n```\nThe end.\n", None},
		{"README", "my $u = 'http://h/';\nprint $u;\nif ($x) {\n  $y = 1;\n}\n", None},
		{"NEWS-2", "use strict;\n", None}, {"x.txt", "use strict;\nmy $x = 1;\nprint $x;\n", None}, {"a.json", "{\n\"a\": f(1);\n}\n", None},
		{"x.pdf", "", Code}, {"paper", "%PDF-1.4\n%\xe2\xe3\n", Code},
	}
	for _, tt := range tests {
		if got := OfText(tt.name, []byte(tt.text), []byte(tt.text)); got != tt.want {
			t.Errorf("OfText(%q, %q) = %d, want %d", tt.name, tt.text, got, tt.want)
		}
	}
}

// TestOfTextKeys: every alias, code extension and interpreter is read as
// its table says, and none is a key of Of's own table (where it would
// never be reached).
func TestOfTextKeys(t *testing.T) {
	for k, l := range aliases {
		if _, ok := extensions[k]; ok || l == None || l >= Code {
			t.Errorf("aliases: %q (%d)", k, l)
		}
		if got := OfText("a/x."+k, nil, nil); got != l {
			t.Errorf("OfText(x.%s) = %d, want %d", k, got, l)
		}
	}
	for k := range codeExts {
		if _, ok := extensions[k]; ok || aliases[k] != None {
			t.Errorf("codeExts: %q is another table's", k)
		}
		if got := OfText("x."+k, []byte("text\n"), nil); got != Code {
			t.Errorf("OfText(x.%s) = %d, want Code", k, got)
		}
	}
	for k, l := range interpreters {
		for _, line := range []string{"#!/usr/bin/" + k, "#!/usr/bin/env " + k + " -x", "#! /opt/bin/" + k + "\n"} {
			if got := OfText("tool", []byte(line), nil); got != l {
				t.Errorf("OfText(tool, %q) = %d, want %d", line, got, l)
			}
		}
	}
	for k, l := range modes {
		if got := OfText("tool", []byte("# -*- mode: "+k+" -*-\n"), nil); got != l {
			t.Errorf("emacs mode %q = %d, want %d", k, got, l)
		}
		if got := OfText("tool", nil, []byte("x\n# vim: set ft="+k+":\n")); got != l {
			t.Errorf("vim ft %q = %d, want %d", k, got, l)
		}
	}
}

// FuzzOfText: any name and text give a language of the table (or Code),
// never a panic; a name Of knows decides alone, and the text's last
// bytes alone stand for a short file's.
func FuzzOfText(f *testing.F) {
	for _, s := range []string{"#!/usr/bin/env -S python3\n", "# -*- mode: tcl -*-\n", "x\n# vim: ft=sh:\n", ";; Local Variables:\n;; mode: lisp\n", "#!", "-*-", "vim:", " ex:ft=", "\xff\xfe#!/bin/sh"} {
		f.Add("tool", []byte(s))
		f.Add("x.proto", []byte(s))
	}
	f.Fuzz(func(t *testing.T, name string, text []byte) {
		head := text[:min(len(text), 4096)]
		tail := text[max(0, len(text)-3000):]
		l := OfText(name, head, tail)
		if l >= Count {
			t.Fatalf("OfText(%q) = %d", name, l)
		}
		if k := Of(name); k != None && l != k {
			t.Fatalf("OfText(%q) = %d, Of = %d", name, l, k)
		}
		if m := OfText(name, bytes.Clone(head), bytes.Clone(tail)); m != l {
			t.Fatalf("OfText is not a function of its input: %d, %d", l, m)
		}
	})
}
