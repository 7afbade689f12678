package main

import (
	"bytes"
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
)

var meanFlags = newGenFlags("TestFixKeepsMeaning", "mean", "language", 10, 3, 42, true)

// meaningLang is a language whose real files TestFixKeepsMeaning draws
// from this machine, and the reading of a file that leaves out its
// comments and keeps every other token, string literals' values with
// them: the language's own parser where its tool is installed.
type meaningLang struct {
	name  string
	roots []string // where its files are (globs)
	exts  []string
	tool  string // on PATH, or "" (read in the test)
	// read returns the file's tokens but its comments, or an error when
	// the tool cannot read the file (then it is left out).
	read func(path string) ([]byte, error)
}

func runTool(name string, args ...string) ([]byte, error) {
	cmd := exec.Command(name, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, firstLine(stderr.String()))
	}
	return out, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// rubyTokens: Ripper's tokens, but comments, white space and =begin
// documentation.
const rubyTokens = `require "ripper"
skip = %i[on_comment on_sp on_nl on_ignored_nl on_embdoc_beg on_embdoc on_embdoc_end on_ignored_sp]
Ripper.lex(File.read(ARGV[0])).each { |(_, t, s)| puts "#{t} #{s.inspect}" unless skip.include?(t) }`

var meaningLangs = []meaningLang{
	{name: "ruby", roots: []string{"/usr/lib/ruby"}, exts: []string{".rb"}, tool: "ruby",
		read: func(p string) ([]byte, error) { return runTool("ruby", "-e", rubyTokens, p) }},
	{name: "perl", roots: []string{"/usr/share/perl", "/usr/share/perl5", "/usr/lib/x86_64-linux-gnu/perl5"}, exts: []string{".pm", ".pl"}, tool: "perl",
		// B::Deparse prints the program perl compiled, without comments
		// nor documentation.
		// (Its order of constant subs follows the hash seed: fixed.)
		read: func(p string) ([]byte, error) {
			return runTool("env", "PERL_HASH_SEED=0", "PERL_PERTURB_KEYS=0", "perl", "-MO=Deparse", p)
		}},
	{name: "python", roots: []string{"/usr/lib/python3*"}, exts: []string{".py"}, tool: "python3",
		read: func(p string) ([]byte, error) {
			return runTool("python3", "-c", "import ast,sys; print(ast.dump(ast.parse(open(sys.argv[1],'rb').read())))", p)
		}},
	{name: "lua", roots: []string{"/usr/share"}, exts: []string{".lua"}, tool: "luac", read: luaListing},
	{name: "tcl", roots: tclRoots, exts: []string{".tcl", ".tk"}, tool: "tclsh", read: tclReading},
	{name: "go", roots: []string{"$GOROOT/src"}, exts: []string{".go"}, // ("go env GOROOT")
		read: func(p string) ([]byte, error) {
			src, err := os.ReadFile(p)
			if err != nil {
				return nil, err
			}
			var s scanner.Scanner
			fset := token.NewFileSet()
			var errs int
			s.Init(fset.AddFile(p, -1, len(src)), src, func(token.Position, string) { errs++ }, 0) // no comments
			var b bytes.Buffer
			for {
				_, tok, lit := s.Scan()
				if tok == token.EOF {
					break
				}
				fmt.Fprintf(&b, "%s %q\n", tok, lit)
			}
			if errs > 0 {
				return nil, fmt.Errorf("%d errors", errs)
			}
			return b.Bytes(), nil
		}},
}

// luaListing is what luac (Debian's lua5.4) compiled of a Lua file: its
// functions' instructions, constants (every string's value, whole),
// locals and upvalues, by line (a fix adds or removes no line), with
// the addresses that change from run to run taken out; comments are no
// part of it.
func luaListing(p string) ([]byte, error) {
	out, err := runTool("luac", "-l", "-l", "-p", p)
	if err != nil {
		return nil, err
	}
	return luaAddr.ReplaceAll(out, []byte("0x")), nil
}

var luaAddr = regexp.MustCompile(`0x[0-9a-f]+`)

// urlHost finds a URL's scheme and host, for a port to be put after it.
var urlHost = regexp.MustCompile(`\b(https?|ftp)://([A-Za-z0-9][A-Za-z0-9.-]*[A-Za-z0-9])([/"'<> \t\n)])`)

// withPorts writes the default port after the host of every URL of src
// that has none ("http://h/" becomes "http://h:80/"): every URL, in a
// comment, a string, a pattern, becomes one that --fix would mend.
func withPorts(src []byte) ([]byte, int) {
	n := 0
	out := urlHost.ReplaceAllFunc(src, func(m []byte) []byte {
		sub := urlHost.FindSubmatch(m)
		port := map[string]string{"http": ":80", "https": ":443", "ftp": ":21"}[string(sub[1])]
		n++
		return []byte(string(sub[1]) + "://" + string(sub[2]) + port + string(sub[3]))
	})
	return out, n
}

// TestFixKeepsMeaning: `lint --fix` changes no token of a program but its
// comments, on real files of many languages. The test draws, with a
// seed, files holding URLs from what this machine has installed (Ruby's
// and Perl's libraries, Python's, Go's sources), writes the default port
// into every URL of each (in its comments, strings, heredocs, regular
// expressions, documentation alike: each becomes fixable), and runs the
// real binary's --fix on the copies. Each file --fix changed must read
// the same to its language's own parser, comments left out, before and
// after: Ruby's Ripper tokens, Perl's B::Deparse, Python's ast.dump, Go's
// go/scanner tokens, luac's listing (where luac is not on PATH, Lua is
// left out, and the log says so). A fix inside a string, a heredoc or a pattern
// changes them; a fix in a comment does not.
func TestFixKeepsMeaning(t *testing.T) {
	per, seed, only := meanFlags.start(t)
	dir := t.TempDir()
	type drawn struct {
		lang      *meaningLang
		src, path string // the original, the copy (with ports)
		before    []byte // the copy's reading
		ports     int
	}
	var all []drawn
	for i := range meaningLangs {
		lang := &meaningLangs[i]
		if len(only) > 0 && !only[lang.name] {
			continue
		}
		if lang.tool != "" {
			if _, err := exec.LookPath(lang.tool); err != nil {
				t.Logf("%s: %s is not on PATH", lang.name, lang.tool)
				continue
			}
		}
		cands := drawFiles(langRand(seed, lang.name), lang.roots, lang.exts, func(_ string, size int64) bool { return size <= 256<<10 }, nil)
		got := 0
		for _, p := range cands {
			if got == per {
				break
			}
			src, err := os.ReadFile(p)
			if err != nil || !urlHost.Match(src) {
				continue // the draw is of files that hold URLs
			}
			mut, n := withPorts(src)
			cp := drawnCopy(t, dir, lang.name, got, p, mut)
			before, err := lang.read(cp)
			if err != nil {
				os.RemoveAll(filepath.Dir(cp)) // its tool cannot read it (a module missing, an old syntax)
				continue
			}
			all = append(all, drawn{lang, p, cp, before, n})
			got++
		}
		if got < per {
			t.Logf("%s: %d files of %d read", lang.name, got, len(cands))
		}
	}
	if len(all) == 0 {
		t.Skip("no language's files on this machine")
	}
	keepGenerated(t, dir)
	lintFix(t, dir, false, "--fix-level", "info", ".")
	type count struct{ files, changed, lines, ports int }
	counts := map[string]*count{}
	for _, d := range all {
		c := counts[d.lang.name]
		if c == nil {
			c = &count{}
			counts[d.lang.name] = c
		}
		c.files++
		c.ports += d.ports
		mut, _ := withPorts(mustRead(t, d.src))
		after := mustRead(t, d.path)
		if bytes.Equal(mut, after) {
			continue
		}
		c.changed++
		a, b := strings.Split(string(mut), "\n"), strings.Split(string(after), "\n")
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				c.lines++
			}
		}
		read, err := d.lang.read(d.path)
		if err != nil {
			t.Errorf("%s (from %s): --fix made a file its language cannot read: %v", d.path, d.src, err)
			continue
		}
		if !bytes.Equal(read, d.before) {
			t.Errorf("%s (from %s, every URL given its default port): --fix changed more than comments:\n%s", d.path, d.src, golden.Diff(string(d.before), string(read)))
		}
	}
	var names []string
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := counts[n]
		t.Logf("%s: %d files (%d URLs given a port), %d changed by --fix (%d lines), each read the same by its parser", n, c.files, c.ports, c.changed, c.lines)
	}
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// tclRead reads a Tcl script as Tcl 8.6 compiles it
// (tcl::unsupported::getbytecode): its instructions, literals, variables,
// exception ranges and auxiliary data, without the source ranges of its
// commands (a fix in a comment moves them). A literal that a command
// evaluates as a script, and only so (never pushed as data too: equal
// literals are one), is read the same way in its place: a procedure's
// body, namespace eval's and namespace inscope's script (namespace
// eval's words, when it has more than one, each read as one: joined,
// they are its script), oo::class
// create's, Tk's tk::Megawidget create's (an oo::class whose create
// takes the superclasses, then the script) and oo::define's scripts and,
// inside those, a method's,
// constructor's and destructor's bodies, eval's and uplevel's one script.
// What Tcl compiles inline (if, while, for, foreach, catch, try, ...)
// has no comment left. Every other literal, a braced list, a string, a
// script given to a command this does not know, is data, compared as it
// is. The words of a command are known when the instructions that push
// them are (literals, variables, concatenations, commands); after any
// other instruction no word before it is known, and the command's
// literals stay data.
const tclRead = `proc reading {src ctx} {
    readCode [tcl::unsupported::getbytecode script $src] $ctx
}
proc readBody {params body ctx} {
    namespace eval ::__read {}
    proc ::__read::p $params $body
    set d [tcl::unsupported::getbytecode proc ::__read::p]
    rename ::__read::p {}
    readCode $d $ctx
}
proc readCode {d ctx} {
    set lits [dict get $d literals]
    set scripts {}
    set pushes {}
    set stack {}
    foreach {pc ins} [dict get $d instructions] {
        set op [lindex $ins 0]
        switch -- $op {
            push1 - push4 {
                set k [string range [lindex $ins 1] 1 end]
                dict incr pushes $k
                lappend stack $k
            }
            loadScalar1 - loadScalar4 {
                lappend stack -1
            }
            loadStk - loadArray1 - loadArray4 {
                set stack [lrange $stack 0 end-1]
                lappend stack -1
            }
            loadArrayStk {
                set stack [lrange $stack 0 end-2]
                lappend stack -1
            }
            pop { set stack [lrange $stack 0 end-1] }
            startCommand - nop {}
            concat1 - list - strcat {
                set n [lindex $ins 1]
                set stack [lrange $stack 0 end-$n]
                lappend stack -1
            }
            invokeStk1 - invokeStk4 - invokeReplace {
                set n [lindex $ins 1]
                set words {}
                if {$op eq "invokeReplace"} {
                    set m [lindex $ins 2]
                    if {[llength $stack] >= $n + 1} {
                        set words [lreplace [lrange $stack end-$n end-1] 0 [expr {$m - 1}] [lindex $stack end]]
                    }
                    set stack [lrange $stack 0 end-[expr {$n + 1}]]
                } else {
                    if {[llength $stack] >= $n} {
                        set words [lrange $stack end-[expr {$n - 1}] end]
                    }
                    set stack [lrange $stack 0 end-$n]
                }
                lappend stack -1
                if {[llength $words] == 0 || [lindex $words 0] == -1} {
                    continue
                }
                set names {}
                foreach w $words {
                    lappend names [expr {$w == -1 ? "\0" : [lindex $lits $w]}]
                }
                set oo [expr {[string trimleft [lindex $names 0] :] in {oo::class oo::define oo::objdefine tk::Megawidget} ? "oo" : ""}]
                foreach {k params} [scriptWords $names $ctx] {
                    if {[lindex $words $k] != -1} {
                        dict lappend scripts [lindex $words $k] [list $oo $params]
                    }
                }
            }
            default {
                set stack [lrepeat [expr {[llength $stack] + 4}] -1]
            }
        }
    }
    set out {}
    foreach {pc ins} [dict get $d instructions] {
        lappend out $ins
    }
    set i 0
    foreach lit $lits {
        set uses {}
        if {[dict exists $scripts $i]} {
            set uses [lsort -unique [dict get $scripts $i]]
        }
        set r {}
        if {[llength $uses] == 1 && [llength [dict get $scripts $i]] == [dict get $pushes $i]} {
            lassign [lindex $uses 0] oo params
            if {$params eq "\0"} {
                set bad [catch {reading $lit $oo} r]
            } else {
                set bad [catch {readBody $params $lit $oo} r]
            }
            if {!$bad} {
                lappend out [list script $i $r]
                incr i
                continue
            }
        }
        lappend out [list literal $i $lit]
        incr i
    }
    foreach k {variables exception auxiliary} {
        lappend out [list $k [dict get $d $k]]
    }
    return [join $out \n]
}
# scriptWords returns the words of a command (their texts, "\0" for one
# not known) that it evaluates as a script, each as an index and, for a
# procedure's body, its parameters ("\0" for a script).
proc scriptWords {w ctx} {
    set n [llength $w]
    set c [string trimleft [lindex $w 0] :]
    set s "\0"
    switch -- $c {
        proc { if {$n == 4 && [lindex $w 2] ne "\0"} { return [list 3 [lindex $w 2]] } }
        tcl::namespace::eval - tcl::namespace::inscope {
            if {$n == 3} { return [list 2 $s] }
            if {$n > 3 && $c eq "tcl::namespace::eval"} {
                set out {}
                for {set i 2} {$i < $n} {incr i} { lappend out $i $s }
                return $out
            }
        }
        namespace {
            if {$n == 4 && [lindex $w 1] in {eval inscope}} { return [list 3 $s] }
            if {$n > 4 && [lindex $w 1] eq "eval"} {
                # namespace eval ns arg arg...: the words joined are the
                # script; each is read as one (a word that is none stays data).
                set out {}
                for {set i 3} {$i < $n} {incr i} { lappend out $i $s }
                return $out
            }
        }
        oo::define - oo::objdefine { if {$n == 3} { return [list 2 $s] } }
        oo::class { if {$n == 4 && [lindex $w 1] eq "create"} { return [list 3 $s] } }
        tk::Megawidget { if {$n == 5 && [lindex $w 1] eq "create"} { return [list 4 $s] } }
        uplevel {
            if {$n == 2} { return [list 1 $s] }
            if {$n == 3 && [regexp {^#?[0-9]+$} [lindex $w 1]]} { return [list 2 $s] }
        }
        eval - catch { if {$n >= 2 && ($c eq "catch" && $n <= 4 || $n == 2)} { return [list 1 $s] } }
        while { if {$n == 3} { return [list 2 $s] } }
        for { if {$n == 5} { return [list 1 $s 3 $s 4 $s] } }
        foreach - lmap { if {$n >= 4 && $n % 2 == 0} { return [list [expr {$n - 1}] $s] } }
        if {
            set out {}
            set i 1
            while {$i < $n} {
                incr i
                if {[lindex $w $i] eq "then"} { incr i }
                if {$i >= $n} { return {} }
                lappend out $i $s
                incr i
                if {$i >= $n} { return $out }
                switch -- [lindex $w $i] {
                    elseif { incr i; continue }
                    else { incr i }
                }
                if {$i == $n - 1} { lappend out $i $s; return $out }
                return {}
            }
            return {}
        }
        try {
            if {$n < 2} { return {} }
            set out [list 1 $s]
            set i 2
            while {$i < $n} {
                switch -- [lindex $w $i] {
                    on - trap {
                        if {$i + 3 >= $n} { return {} }
                        lappend out [expr {$i + 3}] $s
                        incr i 4
                    }
                    finally {
                        if {$i + 1 != $n - 1} { return {} }
                        lappend out [expr {$i + 1}] $s
                        incr i 2
                    }
                    default { return {} }
                }
            }
            return $out
        }
        method { if {$ctx eq "oo" && $n == 4 && [lindex $w 2] ne "\0"} { return [list 3 [lindex $w 2]] } }
        constructor { if {$ctx eq "oo" && $n == 3 && [lindex $w 1] ne "\0"} { return [list 2 [lindex $w 1]] } }
        destructor { if {$ctx eq "oo" && $n == 2} { return [list 1 {}] } }
    }
    return {}
}
set f [open [lindex $argv 0] rb]
set src [read $f]
close $f
puts [reading $src ""]
`

// tclRoots are where Tcl's files are on a Debian machine: Tcl's and Tk's
// libraries, gettext's msgunfmt.tcl, a bundled Python's Tcl.
var tclRoots = []string{"/usr/share/tcltk", "/usr/lib/tcltk", "/usr/share/gettext", "/usr/lib/google-cloud-sdk/platform/bundledpythonunix/lib"}

// tclReading is tclRead's reading of the Tcl file at p (tclsh 8.6); a
// script Tcl compiles to a syntax error (its "syntax" instruction: a
// brace of a comment that closes a body, extra characters after it) is
// no program, and an error: the error's message quotes the source, and a
// fix of its comment would change it.
func tclReading(p string) ([]byte, error) {
	cmd := exec.Command("tclsh", "/dev/stdin", p)
	cmd.Stdin = strings.NewReader(tclRead)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, firstLine(stderr.String()))
	}
	if tclSyntaxError.Match(out) {
		return nil, fmt.Errorf("%s: Tcl compiles a syntax error", p)
	}
	return out, nil
}

var tclSyntaxError = regexp.MustCompile(`(^|[\n{])syntax [0-9]+ [0-9]+`)

// TestTclReading: tclRead leaves out what Tcl leaves out (the comments of
// the scripts it compiles, inline or as a procedure's body) and nothing
// else (a "#" line in a list or a string, a comment's words after a
// command with no ";", a literal that is both a body and data).
func TestTclReading(t *testing.T) {
	if _, err := exec.LookPath("tclsh"); err != nil {
		t.Skip("tclsh is not on PATH")
	}
	t.Parallel()
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"# http://a:80/\nset x 1\n", "# http://a/\nset x 1\n", true},
		{"set x 1 ;# http://a:80/\n", "set x 1 ;# http://a/\n", true},
		{"proc p {} {\n  # http://a:80/\n  return 1\n}\n", "proc p {} {\n  # http://a/\n  return 1\n}\n", true},
		{"if {1} {\n  # http://a:80/\n  puts x\n}\n", "if {1} {\n  # http://a/\n  puts x\n}\n", true},
		{"namespace eval n {\n  proc p {} {\n    # http://a:80/\n  }\n}\n", "namespace eval n {\n  proc p {} {\n    # http://a/\n  }\n}\n", true},
		{"oo::class create C {\n  method m {} {\n    # http://a:80/\n  }\n}\n", "oo::class create C {\n  method m {} {\n    # http://a/\n  }\n}\n", true},
		{"set x 1 # http://a:80/\n", "set x 1 # http://a/\n", false},
		{"set s {\n  # http://a:80/\n}\n", "set s {\n  # http://a/\n}\n", false},
		{"foreach x {\n  # http://a:80/\n} { puts $x }\n", "foreach x {\n  # http://a/\n} { puts $x }\n", false},
		{"proc p {} {# http://a:80/}\nset s {# http://a:80/}\n", "proc p {} {# http://a/}\nset s {# http://a/}\n", false},
		{"method m {} {\n  # http://a:80/\n}\n", "method m {} {\n  # http://a/\n}\n", false},
		{"bind . <a> {\n  # http://a:80/\n}\n", "bind . <a> {\n  # http://a/\n}\n", false},
		{"proc $p {} {\n  # http://a:80/\n}\n", "proc $p {} {\n  # http://a/\n}\n", true},
		{"proc p {} {\n  set u \"http://a:80/\"\n}\n", "proc p {} {\n  set u \"http://a/\"\n}\n", false},
	} {
		dir := t.TempDir()
		var reads [2][]byte
		for i, src := range []string{tt.a, tt.b} {
			p := filepath.Join(dir, fmt.Sprintf("%d.tcl", i))
			if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			r, err := tclReading(p)
			if err != nil {
				t.Fatalf("%q: %v", src, err)
			}
			reads[i] = r
		}
		if same := bytes.Equal(reads[0], reads[1]); same != tt.same {
			t.Errorf("%q and %q read the same: %v, want %v", tt.a, tt.b, same, tt.same)
		}
	}
}
