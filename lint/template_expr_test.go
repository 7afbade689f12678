package lint

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// drawExpr draws an expression of an interpolation (Python's f-strings,
// C#'s and Kotlin's strings): a name, then attributes, calls and indexes
// whose arguments are expressions, strings of either quote holding any
// printable byte but their quote, and numbers.
func drawExpr(r *rand.Rand, depth int) string {
	var b strings.Builder
	b.WriteString(drawName(r))
	for range r.IntN(4) {
		switch r.IntN(3) {
		case 0:
			b.WriteString("." + drawName(r))
		case 1:
			b.WriteString("(" + drawArgs(r, depth) + ")")
		case 2:
			b.WriteString("[" + drawArg(r, depth) + "]")
		}
	}
	return b.String()
}

func drawName(r *rand.Rand) string {
	const first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
	const rest = first + "0123456789"
	b := []byte{first[r.IntN(len(first))]}
	for range r.IntN(12) {
		b = append(b, rest[r.IntN(len(rest))])
	}
	return string(b)
}

func drawArgs(r *rand.Rand, depth int) string {
	var args []string
	for range r.IntN(4) {
		a := drawArg(r, depth)
		if r.IntN(4) == 0 {
			a = drawName(r) + "=" + a
		}
		args = append(args, a)
	}
	return strings.Join(args, ", ")
}

func drawArg(r *rand.Rand, depth int) string {
	switch r.IntN(4) {
	case 0:
		if depth < 3 {
			return drawExpr(r, depth+1)
		}
		return drawName(r)
	case 1:
		q := []byte{'\'', '"'}[r.IntN(2)]
		b := []byte{q}
		for range r.IntN(10) {
			c := byte(' ' + r.IntN(95))
			if c != q && c != '\\' {
				b = append(b, c)
			}
		}
		return string(append(b, q))
	case 2:
		return strings.Repeat("9", 1+r.IntN(5))
	}
	return drawName(r)
}

// drawSpec draws what may follow an expression: nothing, a conversion, a
// format spec (with a nested interpolation), or both.
func drawSpec(r *rand.Rand) string {
	conv := []string{"", "", "!r", "!s", "!a"}[r.IntN(5)]
	spec := []string{"", "", ":>10", ":08.3f", ":,", ":%Y-%m-%d", ":{width}", ":x", ":^{n}.{p}"}[r.IntN(9)]
	return conv + spec
}

// TestTemplateInterpolations: an interpolation whose expression holds
// names, attributes, calls and indexes (brackets and quotes balanced),
// with a conversion and a format spec, anywhere in a URL's path, query or
// fragment, is one placeholder from its "{" to its "}".
func TestTemplateInterpolations(t *testing.T) {
	r := rand.New(rand.NewPCG(42, 4242))
	prefixes := []string{"https://x.example/", "otpauth://", "http://h.example/a?q=", "https://h.example/p#", "ftp://h.example/a/b-"}
	suffixes := []string{"", "/", "/x.html", "?a=b", "&c=d", "#top", "/{name}"}
	for range 20000 {
		expr := drawExpr(r, 0) + drawSpec(r)
		if strings.ContainsAny(expr, "\n") {
			continue
		}
		pre := prefixes[r.IntN(len(prefixes))]
		s := pre + "{" + expr + "}" + suffixes[r.IntN(len(suffixes))]
		lo, hi := len(pre), len(pre)+len(expr)+2
		found := false
		for _, sp := range appendTemplateSpans(nil, s) {
			if sp[0] == lo && sp[1] == hi {
				found = true
			}
		}
		if !found {
			t.Fatalf("%q: no placeholder [%d, %d) in %v", s, lo, hi, appendTemplateSpans(nil, s))
		}
	}
}

// TestInterpolationNot: a "{" that holds no expression is no
// interpolation (interpolationEnd gives i): JSON's values, a blank or a
// "/" outside brackets, brackets that do not balance, no "}".
func TestInterpolationNot(t *testing.T) {
	for _, s := range []string{
		`{"a":1}`, `{a b}`, `{a/b}`, `{f(x}`, `{f(x]}`, `{a[0}`, `{name`, `{0}`, `{ name}`, `{a.b`, `{f("x)}`, `{f(x)!q}`, `{a:b c}`,
	} {
		if e := interpolationEnd(s, 0); e != 0 {
			t.Errorf("interpolationEnd(%q) = %d, want 0", s, e)
		}
	}
	for _, c := range []struct {
		s    string
		want int
	}{
		{"{urlencode(parameters)}", 23}, {"{self.host}/x", 11}, {"{d['k']}", 8}, {"{x!r}", 5}, {"{n:>10}", 7}, {"{v:{w}}", 7}, {"{a[0].b(c, d=e)}", 16},
	} {
		if e := interpolationEnd(c.s, 0); e != c.want {
			t.Errorf("interpolationEnd(%q) = %d, want %d", c.s, e, c.want)
		}
	}
}
