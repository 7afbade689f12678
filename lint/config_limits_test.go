package lint

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/urlsift/urlsift/internal/secrettest"
	"github.com/urlsift/urlsift/urlsyntax"
)

// tomlGen draws TOML text from the whole space the format allows around
// nesting: bare and quoted keys (basic and literal, holding any printable
// byte, brackets, quotes, dots, "#" and non-ASCII), dotted keys, table
// headers and arrays of tables, inline tables, arrays, every kind of
// string (basic, literal, multi-line, with brackets, quotes and line
// breaks inside), numbers with dots, and comments holding anything. It
// records the depth checkConfigNesting must see: the most key segments
// and array levels above any value (an empty table or array counting as
// holding one).
type tomlGen struct {
	r     *rand.Rand
	depth int // the deepest place generated
	max   int // how deep to go, at most
	n     int // keys written
}

var genBytes = func() []rune {
	var rs []rune
	for c := rune(0x20); c < 0x7f; c++ {
		rs = append(rs, c)
	}
	return append(rs, 'é', '€', '𝄞', 'ÿ', '\u00a0', '语')
}()

func (g *tomlGen) text(n int, forbid string) string {
	var b strings.Builder
	for range g.r.IntN(n + 1) {
		c := genBytes[g.r.IntN(len(genBytes))]
		if strings.ContainsRune(forbid, c) {
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

// basic writes a basic string holding s: quotes and backslashes escaped.
func basic(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// key returns a key segment, bare or quoted; each ends in "_" and a
// number of its own, so that no two keys are the same.
func (g *tomlGen) key() string {
	g.n++
	switch g.r.IntN(4) {
	case 0:
		return basic(fmt.Sprint(g.text(8, ""), "_", g.n))
	case 1:
		return "'" + g.text(8, "'") + fmt.Sprint("_", g.n) + "'"
	default:
		const bare = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
		var b strings.Builder
		for range g.r.IntN(6) {
			b.WriteByte(bare[g.r.IntN(len(bare))])
		}
		return fmt.Sprint(b.String(), "_", g.n)
	}
}

// dotted returns a key of n segments, with spaces around some dots.
func (g *tomlGen) dotted(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = g.key()
	}
	sep := "."
	if g.r.IntN(3) == 0 {
		sep = " . "
	}
	return strings.Join(parts, sep)
}

func (g *tomlGen) scalar() string {
	switch g.r.IntN(7) {
	case 0:
		return basic(g.text(20, ""))
	case 1:
		return "'" + g.text(20, "'") + "'"
	case 2:
		// A multi-line basic string: no run of three quotes inside.
		s := strings.ReplaceAll(g.text(30, `\`), `"""`, `""\"`)
		s = strings.ReplaceAll(s, "{", "{\n")
		return `"""` + s + `\"` + `"""`
	case 3:
		s := strings.ReplaceAll(g.text(30, ""), "'''", "''")
		return "'''\n" + strings.ReplaceAll(s, "[", "[\n") + "'''"
	case 4:
		return fmt.Sprintf("%d.%d", g.r.IntN(100), g.r.IntN(100))
	case 5:
		return "1979-05-27T07:32:00.999999-07:00"
	default:
		return fmt.Sprint(g.r.IntN(1000))
	}
}

func (g *tomlGen) note(d int) {
	g.depth = max(g.depth, d)
}

// value returns a value whose key is at depth d. A spine value goes on
// nesting until the depth g.max, with one spine among its elements; the
// others stop soon.
func (g *tomlGen) value(d int, spine bool) string {
	if d >= g.max || (!spine && g.r.IntN(2) == 0) || (spine && g.r.IntN(40) == 0) {
		return g.scalar()
	}
	n := g.r.IntN(3)
	if spine {
		n++
	}
	deep := g.r.IntN(max(n, 1))
	if g.r.IntN(2) == 0 {
		if n == 0 {
			g.note(d + 1)
			return "[ ]"
		}
		var items []string
		for i := range n {
			g.note(d + 1)
			items = append(items, g.value(d+1, spine && i == deep))
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	if n == 0 {
		g.note(d + 1)
		return "{}"
	}
	var items []string
	for i := range n {
		s := 1 + g.r.IntN(3)
		g.note(d + s)
		items = append(items, g.dotted(s)+" = "+g.value(d+s, spine && i == deep))
	}
	return "{ " + strings.Join(items, ", ") + " }"
}

func (g *tomlGen) comment() string {
	if g.r.IntN(3) != 0 {
		return ""
	}
	return " # " + g.text(20, "")
}

func (g *tomlGen) doc() string {
	var b strings.Builder
	n := 1 + g.r.IntN(4)
	deep := g.r.IntN(n)
	for i := range n {
		s := 1 + g.r.IntN(3)
		g.note(s)
		fmt.Fprintf(&b, "%s = %s%s\n", g.dotted(s), g.value(s, i == deep), g.comment())
	}
	for range g.r.IntN(3) {
		h := 1 + g.r.IntN(4)
		g.note(h)
		open, close := "[", "]"
		if g.r.IntN(3) == 0 {
			open, close = "[[", "]]"
		}
		fmt.Fprintf(&b, "%s%s%s%s\n", open, g.dotted(h), close, g.comment())
		for range g.r.IntN(3) {
			s := 1 + g.r.IntN(3)
			g.note(h + s)
			fmt.Fprintf(&b, "%s = %s%s\n", g.dotted(s), g.value(h+s, false), g.comment())
		}
	}
	return b.String()
}

// TestConfigNestingGenerated: on generated TOML that the parser accepts,
// checkConfigNesting refuses exactly the texts that go deeper than
// maxConfigNesting, and no key the parser reads in an accepted text is
// longer than that.
func TestConfigNestingGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 1))
	refused, accepted := 0, 0
	for i := range 1500 {
		g := &tomlGen{r: r, max: 8 + r.IntN(40)}
		text := g.doc()
		var v map[string]any
		md, err := toml.Decode(text, &v)
		if err != nil {
			t.Fatalf("case %d: the generator wrote TOML the parser refuses (%v):\n%s", i, err, text)
		}
		err = checkConfigNesting(text)
		if (err != nil) != (g.depth > maxConfigNesting) {
			t.Fatalf("case %d: depth %d, checkConfigNesting says %v:\n%s", i, g.depth, err, text)
		}
		if err != nil {
			refused++
			continue
		}
		accepted++
		for _, k := range md.Keys() {
			if len(k) > maxConfigNesting {
				t.Fatalf("case %d: accepted, but key %v is %d deep:\n%s", i, k, len(k), text)
			}
		}
	}
	if refused < 100 || accepted < 100 {
		t.Errorf("the generator is lopsided: %d refused, %d accepted", refused, accepted)
	}
}

// TestConfigLimits: texts of every shape that made the parser's time grow
// faster than their size, and shapes that are merely large, at sizes up
// to the 1 MiB a configuration file may have: ParseConfig's allocation
// grows at most linearly with the size, and its error is one line of at
// most maxConfigMessage bytes. Before the bound, 40 KB of nested inline
// tables took 2 GB and 50 s, and the error listed every key (100 MB).
func TestConfigLimits(t *testing.T) {
	rep := func(s string, n int) string { return strings.Repeat(s, max(n, 0)) }
	shapes := []struct {
		name string
		gen  func(n int) string // about n bytes
	}{
		{"inline tables", func(n int) string { return "x = " + rep("{a=", n/4) + "1" + rep("}", n/4) }},
		{"inline tables, keys spaced", func(n int) string { return "x = " + rep("{ a = ", n/12) + "1" + rep(" }", n/12) }},
		{"arrays", func(n int) string { return "x = " + rep("[", n/2) + rep("]", n/2) }},
		{"arrays of tables", func(n int) string { return "x = " + rep("[{a=", n/6) + "1" + rep("}]", n/6) }},
		{"dotted key", func(n int) string { return "a" + rep(".a", n/2) + " = 1\n" }},
		{"quoted dotted key", func(n int) string { return `"a"` + rep(`."a"`, n/4) + " = 1\n" }},
		{"table header", func(n int) string { return "[a" + rep(".a", n/2) + "]\n" }},
		{"array of tables header", func(n int) string { return "[[a" + rep(".a", n/2) + "]]\n" }},
		{"dotted keys in inline tables", func(n int) string {
			return "x = " + rep("{a.b.c.d=", n/10) + "1" + rep("}", n/10)
		}},
		{"wide unknown keys", func(n int) string {
			var b strings.Builder
			b.WriteString("x = {")
			for i := 0; b.Len() < n; i++ {
				fmt.Fprintf(&b, "k%d = %d, ", i, i)
			}
			b.WriteString("z = 0}\n")
			return b.String()
		}},
		{"many headers", func(n int) string {
			var b strings.Builder
			for i := 0; b.Len() < n; i++ {
				fmt.Fprintf(&b, "[[t.a%d]]\nx = 1\n", i%50)
			}
			return b.String()
		}},
		{"long bare key", func(n int) string { return rep("k", n) + " = 1\n" }},
		{"long rule name", func(n int) string { return "[rules." + rep("x", n) + "]\n" }},
		{"long host list", func(n int) string {
			var b strings.Builder
			b.WriteString("[allow]\nhosts = [")
			for b.Len() < n {
				b.WriteString(`"h.example", `)
			}
			b.WriteString("]\n")
			return b.String()
		}},
		{"bad port list", func(n int) string { return "[allow]\nports = [\"80\", \"" + rep("8", n) + "x\"]\n" }},
		{"comments and strings full of brackets", func(n int) string {
			var b strings.Builder
			for b.Len() < n {
				b.WriteString("# {{{{[[[[ \"' \n[allow]\nhosts = [\"{{{[[[\", '''\n[[[{{{''', \"\"\"]]]\n\"\"\"]\n")
			}
			return b.String()
		}},
		{"unclosed", func(n int) string { return "x = " + rep("{a=[", n/4) }},
	}
	// allocated returns the bytes ParseConfig allocates on text, and its error.
	allocated := func(text string) (uint64, error) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := ParseConfig(text)
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc, err
	}
	const small, large = 32 << 10, maxConfigSize - 4<<10
	for _, sh := range shapes {
		a, b := sh.gen(small), sh.gen(large)
		if len(b) > maxConfigSize {
			t.Fatalf("%s: %d bytes, more than a configuration may have", sh.name, len(b))
		}
		na, errA := allocated(a)
		nb, errB := allocated(b)
		for _, err := range []error{errA, errB} {
			if err == nil {
				continue
			}
			msg := err.Error()
			if len(msg) > maxConfigMessage || strings.ContainsAny(msg, "\r\n") || !utf8.ValidString(msg) {
				t.Errorf("%s: the error is not one short line (%d bytes): %.300q", sh.name, len(msg), msg)
			}
		}
		// Linear: the large text is about 32 times the small one; allow
		// 4 times more for noise and the parser's fixed costs.
		ratio := float64(len(b)) / float64(len(a))
		if float64(nb) > 4*ratio*float64(na)+float64(4<<20) {
			t.Errorf("%s: %d bytes allocate %d, %d bytes %d: faster than linear", sh.name, len(a), na, len(b), nb)
		}
		if nb > 128*uint64(len(b))+8<<20 {
			t.Errorf("%s: %d bytes of configuration allocate %d MB", sh.name, len(b), nb>>20)
		}
	}
}

func TestConfigNestingLimit(t *testing.T) {
	rep := strings.Repeat
	tests := []struct {
		text string
		ok   bool
	}{
		{"x = " + rep("{a=", 31) + "1" + rep("}", 31), true},
		{"x = " + rep("{a=", 32) + "1" + rep("}", 32), false},
		{"a" + rep(".a", 31) + " = 1", true},
		{"a" + rep(".a", 32) + " = 1", false},
		{"[a" + rep(".a", 31) + "]", true},
		{"[a" + rep(".a", 32) + "]", false},
		{"[a" + rep(".a", 15) + "]\nb" + rep(".b", 15) + " = 1", true},
		{"[a" + rep(".a", 15) + "]\nb" + rep(".b", 16) + " = 1", false},
		{"[a" + rep(".a", 15) + "]\n[b]\nb" + rep(".b", 16) + " = 1", true},
		{"x = " + rep("[", 31) + rep("]", 31), true},
		{"x = " + rep("[", 32) + rep("]", 32), false},
		{"x = 1.5\ny = [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 25.5, 26.5, 27.5, 28.5, 29.5, 30.5, 31.5, 32.5, 33.5]", true},
		{`x = "` + rep("{", 100) + `"`, true},
		{`x = '` + rep("[", 100) + `'`, true},
		{"x = '''\n" + rep("[", 100) + "'''", true},
		{"x = \"\"\"\\\"\"\"\"\n" + rep("[", 100) + "\"\"\"", true},
		{"# " + rep("{", 100), true},
		{`x = "\"` + rep("{", 100) + `"`, true},
		// A string the parser ends before the scan would hide nothing:
		{`x = """a""""` + " = " + rep("{a=", 40), false},
		{`x = "a` + "\n" + rep("{a=", 40), false},
	}
	for _, tt := range tests {
		err := checkConfigNesting(tt.text)
		if (err == nil) != tt.ok {
			t.Errorf("%.80q: %v, want ok %v", tt.text, err, tt.ok)
		}
	}
	_, err := ParseConfig("\n\nx = " + rep("{a=", 40))
	if err == nil || err.Error() != "line 3: keys, tables and arrays nested more than 32 deep" {
		t.Errorf("ParseConfig: %v", err)
	}
}

// TestConfigErrorHidesLongPasswords is the promise that an error about a
// configuration file shows no password of a URL it quotes, however long
// the URL: the message is cut to maxConfigMessage bytes, and before stop
// 52 it was cut before it was masked, so that a password whose "@" fell
// past the cut was shown (`"https://u:Zq9…(300 bytes)@h.example/x" = 1`
// gave `unknown key "https://u:Zq9Zq9…`). Passwords of 1 to 600 bytes of
// every printable class (no quote nor backslash, which TOML's strings
// escape), as a key, a table's name and a value of a wrong type; no
// message may hold 4 bytes of the password.
func TestConfigErrorHidesLongPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(5130, 52))
	const al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$&()*+,-.;=_~%"
	shown := 0
	for range 300 {
		n := 1 + r.IntN(600)
		if r.IntN(3) == 0 {
			n = 1 + r.IntN(20)
		}
		pw := make([]byte, n)
		for i := range pw {
			pw[i] = al[r.IntN(len(al))]
		}
		texts := func(pw string) []string {
			u := "https://u:" + pw + "@h.example.org/x"
			return []string{
				fmt.Sprintf("%q = 1\n", u),
				fmt.Sprintf("[%q]\nx = 1\n", u),
				fmt.Sprintf("enable = %q\n", u),
				fmt.Sprintf("enable = [%q]\n", u),
			}
		}
		twins := texts(secrettest.Shift(string(pw)))
		for k, text := range texts(string(pw)) {
			msg := func(text string) string {
				_, err := ParseConfig(text)
				if err == nil {
					t.Fatalf("%q: no error", text)
				}
				return urlsyntax.MaskText(err.Error()) // as main prints it
			}
			got, twin := msg(text), msg(twins[k])
			for i := 0; i+4 <= len(pw); i++ {
				if w := string(pw[i : i+4]); strings.Contains(got, w) && !strings.Contains(twin, w) {
					shown++
					t.Errorf("%.80q: the message %q shows %q of the password", text, got, w)
					break
				}
			}
		}
	}
	if shown > 0 {
		t.Logf("%d of 1200 messages show a password", shown)
	}
}
