package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var ccharFlags = newGenFlags("TestFixCodeChars", "cchar", "run", 800, 160, 5140, false)

// ccLang is a language whose code the test draws: its file's extension,
// a token of its code, how it writes a string literal, its line comment,
// and how a line of statements is put together.
type ccLang struct {
	name, ext, comment string
	token              func(r *rand.Rand) string
	lit                func(u string) string
	assign             func(v, t string) string
	sep, end           string
	head               string
}

// ccSpecial draws a byte biased to those that open comments and quotes.
func ccSpecial(r *rand.Rand) byte {
	if r.IntN(2) == 0 {
		return byte(0x21 + r.IntN(0x7f-0x21))
	}
	const sp = "#\"'%;-/\\`{[(*!$?"
	return sp[r.IntN(len(sp))]
}

// ccString draws a string literal of any printable bytes, its quote and
// its escape (and extra) escaped.
func ccString(r *rand.Rand, q, esc byte, extra string) string {
	var b strings.Builder
	b.WriteByte(q)
	for range r.IntN(7) {
		c := byte(0x20 + r.IntN(0x7f-0x20))
		if c == q || c == esc || strings.IndexByte(extra, c) >= 0 {
			if esc == q { // doubled (SQL)
				b.WriteByte(q)
			} else {
				b.WriteByte(esc)
			}
		}
		b.WriteByte(c)
	}
	b.WriteByte(q)
	return b.String()
}

func ccIdent(r *rand.Rand) string {
	const first, rest = "abcdefxyz", "abcxyz019_"
	s := string(first[r.IntN(len(first))])
	for range r.IntN(5) {
		s += string(rest[r.IntN(len(rest))])
	}
	return s
}

// ccPick draws one of fs.
func ccPick(r *rand.Rand, fs ...func() string) string { return fs[r.IntN(len(fs))]() }

func ccOp(r *rand.Rand, ops ...string) func() string {
	return func() string { return ops[r.IntN(len(ops))] }
}

// ccLangs are the languages drawn: character literals of every byte
// (Haskell, C, Go, Rust 'c'; Elixir and Ruby ?c; Erlang $c; Lisps \c,
// #\c, ?c), operators of symbol bytes (Haskell), the shell's and Perl's
// "#" that start no comment, SQL's quotes and PostgreSQL's $$ strings,
// PHP 8's attributes.
func ccLangs(r *rand.Rand) []ccLang {
	ident := func() string { return ccIdent(r) }
	num := func() string { return fmt.Sprint(r.IntN(1000)) }
	dq := func() string { return ccString(r, '"', '\\', "") }
	quoteChar := func() string {
		c := ccSpecial(r)
		if c == '\'' || c == '\\' {
			return `'\` + string(c) + `'`
		}
		return "'" + string(c) + "'"
	}
	escChar := func(lead string) func() string {
		return func() string {
			c := ccSpecial(r)
			if c == '\\' {
				return lead + `\\`
			}
			return lead + string(c)
		}
	}
	hsOp := func() string {
		const sym = "!#$%&*+./<=>?@\\^|-~:"
		for {
			n := 1 + r.IntN(3)
			o := ""
			for range n {
				o += string(sym[r.IntN(len(sym))])
			}
			if strings.Trim(o, "-") == "" && len(o) >= 2 || strings.HasPrefix(o, "{-") || strings.Contains(o, "--") && !strings.ContainsAny(strings.ReplaceAll(o, "-", ""), sym) {
				continue
			}
			switch o {
			case "|", "=", "@", "~", "\\", "->", "<-", "::", "=>", "..":
				continue
			}
			return o
		}
	}
	plain := func(v, t string) string { return v + " = " + t }
	dqLit := func(u string) string { return `"` + u + `"` }
	sqLit := func(u string) string { return "'" + u + "'" }
	return []ccLang{
		{name: "haskell", ext: ".hs", comment: "-- ", token: func(r *rand.Rand) string { return ccPick(r, ident, num, hsOp, quoteChar, dq) }, lit: dqLit, assign: plain, sep: "; "},
		{name: "elixir", ext: ".ex", comment: "# ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, escChar("?"), ccOp(r, "+", "-", "*", "|>", "<>", "==", ",", "="), func() string { return ccString(r, '"', '\\', "#") })
		}, lit: dqLit, assign: plain, sep: "; "},
		{name: "erlang", ext: ".erl", comment: "% ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, escChar("$"), ccOp(r, "+", "-", "*", "++", "==", ",", "=", "->"), dq)
		}, lit: dqLit, assign: func(v, t string) string { return strings.ToUpper(v[:1]) + v[1:] + " = " + t }, sep: ", ", end: "."},
		{name: "ruby", ext: ".rb", comment: "# ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, escChar("?"), ccOp(r, "+", "-", "*", "==", ",", "="), func() string { return ccString(r, '"', '\\', "#") })
		}, lit: dqLit, assign: plain, sep: "; "},
		{name: "clojure", ext: ".clj", comment: "; ", token: func(r *rand.Rand) string { return ccPick(r, ident, num, escChar(`\`), dq) }, lit: dqLit,
			assign: func(v, t string) string { return "(def " + v + " " + t + ")" }, sep: " "},
		{name: "scheme", ext: ".scm", comment: "; ", token: func(r *rand.Rand) string { return ccPick(r, ident, num, escChar(`#\`), dq) }, lit: dqLit,
			assign: func(v, t string) string { return "(define " + v + " " + t + ")" }, sep: " "},
		{name: "elisp", ext: ".el", comment: "; ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, func() string {
				c := ccSpecial(r)
				if strings.IndexByte("\"();[]\\'`#,", c) >= 0 {
					return `?\` + string(c)
				}
				return "?" + string(c)
			}, dq)
		}, lit: dqLit, assign: func(v, t string) string { return "(setq " + v + " " + t + ")" }, sep: " "},
		{name: "c", ext: ".c", comment: "// ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, quoteChar, ccOp(r, "+", "-", "*", "/", "==", ",", "=", "?", ":"), dq)
		}, lit: dqLit, assign: plain, sep: "; ", end: ";"},
		{name: "go", ext: ".go", comment: "// ", head: "package x\n\nvar _ = ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, quoteChar, ccOp(r, "+", "-", "*", "/", "==", ","), dq, func() string {
				var b strings.Builder
				for range r.IntN(6) {
					if c := ccSpecial(r); c != '`' {
						b.WriteByte(c)
					}
				}
				return "`" + b.String() + "`"
			})
		}, lit: dqLit, assign: func(v, t string) string { return t }, sep: " + "},
		{name: "rust", ext: ".rs", comment: "// ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, quoteChar, ccOp(r, "'a", "+", "-", "*", "/", "==", ",", "&"), dq)
		}, lit: dqLit, assign: func(v, t string) string { return "let " + v + " = " + t }, sep: "; ", end: ";"},
		{name: "php", ext: ".php", comment: "# ", head: "<?php\n", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, func() string { return "$" + ccIdent(r) }, ccOp(r, "+", "-", ".", "==", ","), dq, func() string { return ccString(r, '\'', '\\', "") })
		}, lit: sqLit, assign: func(v, t string) string { return "$" + v + " = " + t }, sep: "; ", end: ";"},
		{name: "python", ext: ".py", comment: "# ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, ccOp(r, "+", "-", "*", "/", "==", ",", "%", "@"), dq, func() string { return ccString(r, '\'', '\\', "") })
		}, lit: dqLit, assign: plain, sep: "; "},
		{name: "shell", ext: ".sh", comment: "# ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, ccOp(r, "$#", "${#x}", "${x#y}", "${x##*/}", "a#b", `"#"`, "'#'", `\#`, "$((1#0))"))
		}, lit: sqLit, assign: func(v, t string) string { return "echo " + t }, sep: "; "},
		{name: "perl", ext: ".pl", comment: "# ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, ccOp(r, "$#a", "$#{a}", "q(#)", "qw#a b#", "s#a#b#", "m{#}", `"#"`, "'#'", `\#`), dq)
		}, lit: dqLit, assign: func(v, t string) string { return "my $" + v + " = " + t }, sep: "; ", end: ";"},
		{name: "sql", ext: ".sql", comment: "-- ", token: func(r *rand.Rand) string {
			return ccPick(r, ident, num, ccOp(r, "+", "-", "*", "/", "=", ",", "||", "'--'", `E'\''`, "$1"), func() string { return ccString(r, '\'', '\'', "") }, func() string {
				tag := []string{"", "f", "body"}[r.IntN(3)]
				var b strings.Builder
				for range r.IntN(6) {
					if c := ccSpecial(r); c != '$' {
						b.WriteByte(c)
					}
				}
				return "$" + tag + "$" + b.String() + "$" + tag + "$"
			})
		}, lit: func(u string) string {
			if r.IntN(2) == 0 {
				return "$$ -- " + u + " $$"
			}
			return "'" + u + "'"
		}, assign: func(v, t string) string { return t }, sep: ", "},
	}
}

// ccURL draws a URL with something to fix: a host in capitals, a
// default port, an unwise "|".
func ccURL(r *rand.Rand) string {
	return []string{"http://Example.COM:80/a", "https://API.example.com:443/v1/x", "http://example.com/a|b", "https://example.com/p/a|b/q"}[r.IntN(4)]
}

// TestFixCodeChars: --fix changes no string of a program whose line
// holds character literals of any byte, operators, attributes or
// dollar-quoted strings that a reader might take for a comment's start
// (review52 L3: PHP 8's #[...], Elixir's ?# and ?", Erlang's $", Haskell's
// -->, PostgreSQL's $$ -- ... $$ were read as comments and their URLs
// fixed), in 16 languages and PHP's attributes; a real comment after the
// code is fixed (the control: the test can tell).
func TestFixCodeChars(t *testing.T) {
	n, seed, _ := ccharFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0xcc))
	langs := ccLangs(r)
	dir := t.TempDir()
	type ccCase struct {
		lang, file, text, lit string
		control               bool
	}
	var cases []ccCase
	for k := range n {
		li := r.IntN(len(langs) + 1)
		u := ccURL(r)
		var cs ccCase
		if li == len(langs) {
			// PHP 8's attributes.
			cs.lang = "php-attr"
			cs.lit = "'" + u + "'"
			cs.text = fmt.Sprintf("<?php\n#[%s(%s: %s)]\nfunction f() {}\n", []string{"Route", `OA\Server`, "Link", "Attribute"}[r.IntN(4)], []string{"url", "path", "href"}[r.IntN(3)], cs.lit)
			cs.file = fmt.Sprintf("c%04d.php", k)
		} else {
			lg := langs[li]
			cs.lang = lg.name
			cs.lit = lg.lit(u)
			var sts []string
			for range 1 + r.IntN(3) {
				var toks []string
				for range 1 + r.IntN(3) {
					toks = append(toks, lg.token(r))
				}
				sts = append(sts, lg.assign(ccIdent(r), strings.Join(toks, " ")))
			}
			sts = append(sts, lg.assign("u", cs.lit))
			line := strings.Join(sts, lg.sep) + lg.end
			if lg.name == "sql" {
				line = "SELECT " + line + ";"
			}
			if r.IntN(2) == 0 {
				cs.control = true
				line += " " + lg.comment + ccURL(r)
			}
			cs.text = lg.head + line + "\n"
			cs.file = fmt.Sprintf("c%04d%s", k, lg.ext)
		}
		cases = append(cases, cs)
		writeGen(t, cs.file, []byte(cs.text), dir)
	}
	keepGenerated(t, dir)
	lintFix(t, dir, false, "--enable", "all", "--fix-level", "info", ".")
	edits, total, controls := map[string]int{}, map[string]int{}, map[string]int{}
	bad := 0
	for _, cs := range cases {
		b, err := os.ReadFile(filepath.Join(dir, cs.file))
		if err != nil {
			t.Fatal(err)
		}
		got := string(b)
		total[cs.lang]++
		if got == cs.text {
			continue
		}
		if !strings.Contains(got, cs.lit) {
			edits[cs.lang]++
			bad++
			if bad <= 10 {
				t.Errorf("%s (%s): --fix changed a string of the program:\n  before: %s  after:  %s", cs.file, cs.lang, cs.text, got)
			}
			continue
		}
		controls[cs.lang]++
	}
	var names []string
	for l := range total {
		names = append(names, l)
	}
	sort.Strings(names)
	ctl := 0
	for _, l := range names {
		t.Logf("seed %d %-9s code edits %d of %d, comments fixed (control) %d", seed, l, edits[l], total[l], controls[l])
		ctl += controls[l]
	}
	t.Logf("seed %d: code edits %d of %d; comments fixed %d", seed, bad, len(cases), ctl)
	if ctl == 0 {
		t.Errorf("no comment fixed: the test cannot tell")
	}
}
