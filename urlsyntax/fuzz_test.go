package urlsyntax

import (
	"strconv"
	"strings"
	"testing"
)

// fuzzSeeds are inputs worth starting from beside the tables.
var fuzzSeeds = []string{
	"http://user:secret@www.example.com:8080/a/b;p?q=1&r=2#frag",
	"HTTP://WWW.Example.COM:80/%7euser/%zz{x}",
	"ftp://1.2.3.456:99999/",
	"//a@b@c:d:e/f?g#h#i",
	"g;x=1/../y",
	"mailto:a@b",
	"a:.//x",
	"\x00\xff%",
	"ht tp://a b/",
	// A password that holds "#" then "@": the raw reading hides "#", and
	// what Mask reads again in "//:***@0@!" hides "0@" too; the spans
	// must name both (closing-42).
	"//:#@0@!",
}

func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	for _, tt := range validateTests {
		f.Add(tt.in)
	}
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := Parse(s)
		if err := agreeAppendixB(r); err != "" {
			t.Fatalf("Parse(%q) disagrees with Appendix B: %s", s, err)
		}
		if got := r.String(); got != s {
			t.Fatalf("Parse(%q).String() = %q", s, got)
		}
		if got := r.recompose(); got != s {
			t.Fatalf("Parse(%q).recompose() = %q", s, got)
		}
		if got := Parse(r.String()); got != r {
			t.Fatalf("Parse(String()) = %+v, want %+v", got, r)
		}
		checkViolations(t, &r, r.Validate())
		n := Normalize(s)
		if Normalize(n) != n {
			t.Fatalf("Normalize(%q) = %q is not a fixed point (%q)", s, n, Normalize(n))
		}
		if !Equivalent(s, n) {
			t.Fatalf("Equivalent(%q, Normalize) = false", s)
		}
		sec := SecretOf(s)
		red := sec.Mask(s)
		if strings.IndexByte(s, '@') < 0 {
			// Without an "@", only the first piece of a password whose
			// rest a renderer cut off is hidden (CutPiece, since stop
			// 50: "//0:0A" prints "//0:***", 7a8353a06662c792).
			want := s
			if q := CutPiece(s); q >= 0 {
				want = s[:q] + "***"
			}
			if red != want {
				t.Fatalf("Mask(%q) = %q changed a URL without an \"@\" (want %q)", s, red, want)
			}
		}
		if sec.Empty() && red != s {
			t.Fatalf("Mask(%q) = %q changed a URL without a secret", s, red)
		}
		// Whatever Mask hides, the Secret names: a caller that masks by
		// its spans, or asks Empty first, hides what Mask hides.
		if bySpans := maskSpans(s, sec.Spans()); red != bySpans {
			t.Fatalf("Mask(%q) = %q, but its spans %v hide %q", s, red, sec.Spans(), bySpans)
		}
		if lo, hi, ok := SecretRange(s); ok {
			// The grammar's secret is hidden wherever it stands.
			if !sec.Overlaps(lo, hi) {
				t.Fatalf("SecretOf(%q) misses the grammar's secret [%d,%d)", s, lo, hi)
			}
			// By where it stands, not by its value (CONTRACT): a host or
			// path that holds the password's letters is printed as it is
			// ("//:cot@cot0" prints "//:***@cot0"), so the secret shows no
			// more often than the text holds it outside its place.
			if w := s[lo:hi]; len(w) >= 3 && !strings.Contains(Masked, w) && strings.Count(red, w) > strings.Count(s[:lo], w)+strings.Count(s[hi:], w) {
				t.Fatalf("Mask(%q) = %q shows the secret %q", s, red, w)
			}
		}
		if _, pw, _ := strings.Cut(r.Get(r.Userinfo), ":"); r.HasPassword() && pw != "" {
			// The site still reads as a userinfo that ends in "***".
			rr := Parse(red)
			if !strings.HasSuffix(rr.Get(rr.Userinfo), Masked) {
				t.Fatalf("Mask(%q) = %q: userinfo %q", s, red, rr.Get(rr.Userinfo))
			}
		}
	})
}

// checkViolations checks the properties every list of violations has: in
// offset order, within the string, with a kind, a section and a one-line
// message that quotes nothing of the userinfo.
func checkViolations(t *testing.T, r *Ref, vs []Violation) {
	t.Helper()
	prev := 0
	for _, v := range vs {
		if v.Start < prev || v.Start > v.End || v.End > len(r.Raw) {
			t.Fatalf("Validate(%q): violation %v out of order or bounds", r.Raw, v)
		}
		prev = v.Start
		if v.Kind == 0 || v.Section == "" || v.Message == "" || strings.ContainsAny(v.Message, "\n\r") {
			t.Fatalf("Validate(%q): incomplete violation %#v", r.Raw, v)
		}
		if r.inUserinfo(v.Start) && r.Userinfo.Len() > 0 {
			text := r.Raw[v.Start:v.End]
			if strings.Contains(v.Message, strconv.Quote(text)) || strings.Contains(v.Message, escape(text)) {
				t.Fatalf("Validate(%q): message %q quotes the userinfo", r.Raw, v.Message)
			}
		}
	}
	// Every unwise, control, space or non-ASCII byte is in a violation:
	// the checks that skip runs of clean bytes must not skip one.
	// (In linear time: the fuzzer makes inputs of many kilobytes with a
	// violation at every byte.)
	depth := make([]int, len(r.Raw)+1) // violations starting minus ending at each byte
	for _, v := range vs {
		depth[v.Start]++
		depth[v.End]--
	}
	in := 0
	for i := 0; i < len(r.Raw); i++ {
		in += depth[i]
		if in == 0 && classTable[r.Raw[i]]&(Unwise|Control|Space|NonASCII) != 0 {
			t.Fatalf("Validate(%q): byte %d (%q) is in no violation: %v", r.Raw, i, r.Raw[i], vs)
		}
	}
}

func FuzzResolve(f *testing.F) {
	bases := []string{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f", "a:", "a:/", "http://a", "foo:bar/baz?x#y"}
	for _, tab := range resolveTables {
		for _, c := range loadTable(f, tab) {
			f.Add(c.base, c.ref)
		}
	}
	for _, b := range bases {
		for _, s := range fuzzSeeds {
			f.Add(b, s)
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		b := Parse(base)
		for _, p := range []Profile{Draft09, RFC1808, RFC3986} {
			got, err := Resolve(base, ref, p)
			if !b.IsAbsolute() {
				if err == nil {
					t.Fatalf("Resolve(%q, %q, %v): no error for a base without scheme", base, ref, p)
				}
				continue
			}
			if err == ErrBaseNotAbsolute && p == RFC1808 && !parse1808(base).hasScheme {
				continue // RFC 1808 reads schemes more strictly than Appendix B
			}
			if err != nil {
				t.Fatalf("Resolve(%q, %q, %v): %v", base, ref, p, err)
			}
			g := Parse(got)
			if !g.IsAbsolute() {
				t.Fatalf("Resolve(%q, %q, %v) = %q: not absolute", base, ref, p, got)
			}
			if g.String() != got {
				t.Fatalf("Resolve(%q, %q, %v) = %q does not round-trip", base, ref, p, got)
			}
			r := Parse(ref)
			if p != RFC1808 && !r.IsAbsolute() && !r.IsCurrentDocument() && g.Site.Defined != (r.Site.Defined || b.Site.Defined) {
				t.Fatalf("Resolve(%q, %q, %v) = %q: site defined %v", base, ref, p, got, g.Site.Defined)
			}
			if r.Fragment.Defined && (!g.Fragment.Defined || g.Get(g.Fragment) != r.Get(r.Fragment)) {
				t.Fatalf("Resolve(%q, %q, %v) = %q lost the fragment", base, ref, p, got)
			}
			// An absolute result resolves to itself under draft-09.
			if p == Draft09 {
				if again, _ := Resolve(base, got, p); again != got {
					t.Fatalf("Resolve(%q, %q) = %q, not itself", base, got, again)
				}
			}
		}
	})
}
