package lint

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFixPerlHandleHeredocGen: a heredoc printed to a handle, the handle
// the first variable after a word that may be a list operator (Perl's
// own, a user's sub, a method), in parentheses or not, with blanks and
// line breaks drawn between every token, is never read as a shift: its
// body, which holds URLs a fix would mend, is left as it is (review45
// H1: "print($fh <<EOT)" had its body fixed). Toke.c reads "<<" there as
// a heredoc when the word is a list operator; for a word it does not
// know the heredoc is the safe reading (a fix lost, never a value
// changed).
func TestFixPerlHandleHeredocGen(t *testing.T) {
	r := rand.New(rand.NewPCG(4551, 45))
	words := []string{"print", "printf", "say", "exec", "system", "sort", "push", "die", "warn", "foo",
		"Foo::bar", "$o->print", "$o->m", "&f", "CORE::print"}
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	const cases = 300
	for i := range cases {
		word := words[r.IntN(len(words))]
		if r.IntN(3) == 0 { // a word of its own
			var b strings.Builder
			for n := 1 + r.IntN(8); n > 0; n-- {
				b.WriteByte("abcdefghijklmnopqrstuvwxyz_"[r.IntN(27)])
			}
			word = b.String()
			if perlOpWords[word] {
				word = "w" + word
			}
		}
		paren := r.IntN(4) != 0
		var code strings.Builder
		code.WriteString(pick("", "my $r = ", "  ", "{ "))
		code.WriteString(word)
		if paren {
			code.WriteString(pick("", " ", "\t", "\n", "\n  "))
			code.WriteString("(")
			code.WriteString(pick("", " ", "  ", "\n", "\n\t"))
		} else {
			code.WriteString(pick(" ", "\t", "\n", "\n    "))
		}
		code.WriteString(pick("$fh", "$x", "$Foo::h", "$$r", "$_"))
		code.WriteString(pick(" ", "  ", "\t"))
		tag := pick("EOT", "END", "X1")
		code.WriteString("<<" + pick(tag, `"`+tag+`"`, `'`+tag+`'`))
		if paren {
			code.WriteString(pick(")", `, "x")`, ", $y)"))
		}
		code.WriteString(pick(";", "; # done", ";  "))
		code.WriteString("\n")
		body := ""
		for n := 1 + r.IntN(3); n > 0; n-- {
			body += pick("# ", "hello # see ", "see ", "// ") + urlWithDefects(r) + "\n"
		}
		text := code.String() + body + tag + "\n"
		if got := fixText(t, "h.pl", text); got != text {
			t.Fatalf("case %d: a heredoc's body changed:\n%s\nbecame\n%s", i, text, got)
		}
	}
}
