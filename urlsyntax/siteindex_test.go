package urlsyntax

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// drawSiteLine draws a line of the pieces secrets are made of (as
// TestSiteSeen's) mixed with bytes of every value but a line break, with
// many sites: what a line AppendSecrets indexes (siteIndex) holds.
func drawSiteLine(r *rand.Rand) string {
	pieces := []string{"http://", "https://", "//", "s3:/", "://", ":pserver:", "u", "alice", "ghp_0123456789abcdefghijABCDEFGHIJ012345", ":", "pw", "8080", "443", "${PORT}", "port", "{port}",
		"@", "@h.example.org", "@localhost", "@db1,db2:27017", "@[2001:db8::1]", "@[x", "@[]", "[", "]", "@-", "@ ", "@intranet", "@_gateway", "@%41", "@_a.example.org", "/", "/x", "?q", "#f",
		" ", "\t", "-", "- ", ",", ".", "é", "»", "a", "Z", "9", "h.example", "x_y", "%41", "example.com", ",,", "1.2.3", "@1.2.3"}
	var b strings.Builder
	for n := 1 + r.IntN(40); n > 0; n-- {
		if r.IntN(4) == 0 {
			c := byte(r.IntN(256))
			if c == '\n' || c == '\r' {
				c = '@'
			}
			b.WriteByte(c)
			continue
		}
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// TestSiteIndex: the index of a line gives every password start the end
// rawPasswordEnd reads, and AppendSecrets, which indexes a line of many
// sites, finds what reading each site by itself finds.
func TestSiteIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(40, 7))
	found := 0
	for range 4000 {
		line := drawSiteLine(r)
		x := newSiteIndex(line)
		for p := 0; p <= len(line); p++ {
			want, _ := rawPasswordEnd(line, p)
			if got := x.passwordEnd(p); got != want {
				t.Fatalf("line %q, password from %d: index ends it at %d, rawPasswordEnd at %d", line, p, got, want)
			}
			if want >= 0 {
				found++
			}
		}
		var want []Span
		for i := 0; ; {
			k, st := nextSite(line, i)
			if k < 0 {
				break
			}
			i = k + 1
			want, _ = appendSiteSecrets(want, line, 0, st)
		}
		if got := AppendSecrets(nil, line); !slices.Equal(got, want) {
			t.Fatalf("AppendSecrets(%q) = %v, site by site %v", line, got, want)
		}
	}
	if found < 20000 {
		t.Errorf("%d password ends found: the lines hold too few", found)
	}
}

// TestAddAll: a Secret that adds many spans at once (addAll, addWords)
// is the Secret that adds them one by one (add, Add's list operation
// before it settles): the same spans, the same words in the same order,
// the same ID.
func TestAddAll(t *testing.T) {
	r := rand.New(rand.NewPCG(40, 8))
	for range 3000 {
		text := drawSiteLine(r)
		var sps []Span
		for n := r.IntN(30); n > 0; n-- {
			lo := r.IntN(len(text)+3) - 1
			sps = append(sps, Span{lo, lo + r.IntN(8) - 1})
		}
		if r.IntN(3) == 0 {
			sps = append(sps, Span{0, 3}, Span{0, 3})
		}
		var one, all Secret
		if r.IntN(2) == 0 {
			one.add(text, 1, 4)
			all.add(text, 1, 4)
		}
		for _, sp := range sps {
			one.add(text, sp.Lo, sp.Hi)
		}
		all.addAll(text, sps)
		if !slices.Equal(one.Spans(), all.Spans()) || !slices.Equal(one.words.all(), all.words.all()) {
			t.Fatalf("text %q, spans %v: one by one %v %q, at once %v %q", text, sps, one.Spans(), one.words.all(), all.Spans(), all.words.all())
		}
		if a, b := one.ID("x", []byte("k")), all.ID("x", []byte("k")); a != b {
			t.Fatalf("text %q, spans %v: ID %s one by one, %s at once", text, sps, a, b)
		}
		var rd, rd1 Secret
		rd.AddReading(text)
		for _, sp := range append([]Span{}, func() []Span {
			var s []Span
			if lo, hi, ok := SecretRange(text); ok {
				s = append(s, Span{lo, hi})
			}
			return AppendSecrets(s, text)
		}()...) {
			rd1.addWord(text[sp.Lo:sp.Hi])
		}
		if !slices.Equal(rd.words.all(), rd1.words.all()) {
			t.Fatalf("AddReading(%q) words %q, one by one %q", text, rd.words.all(), rd1.words.all())
		}
	}
}

// BenchmarkSecretOfLong reads the secrets of long texts of many sites
// and "@"s, in the shapes that took time of their length squared before
// stop 40 (a password read to the line's end from each site; a Secret
// that copied its list of spans and words for each one added; passwordEnd
// searching past every "@" of a run). MB/s stays about the same from 1 KiB
// to 64 KiB when the work per byte is bounded.
func BenchmarkSecretOfLong(b *testing.B) {
	shapes := []struct {
		name string
		unit string
	}{
		{"sites", "//a:b@ "},
		{"urls", "http://u:p@x/ y "},
		{"strong", "http://u:p@x.example.org/ "},
		{"ats", "@a"},
		{"brackets", "@["},
		{"ports", "//a:1"},
	}
	for _, sh := range shapes {
		for _, n := range []int{1 << 10, 1 << 13, 1 << 16} {
			text := strings.Repeat(sh.unit, n/len(sh.unit))
			if sh.name == "ats" || sh.name == "brackets" {
				text = "http://u:p@ss/" + text
			}
			b.Run(sh.name+"/"+strconv.Itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for range b.N {
					s := SecretOf(text, text)
					_ = s.Mask(text)
				}
			})
		}
	}
}
