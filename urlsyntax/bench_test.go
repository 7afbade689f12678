package urlsyntax

import (
	"strings"
	"testing"
)

// benchURLs are ASCII URLs of the kinds the linter meets in text.
var benchURLs = []string{
	"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
	"ftp://ds.internic.net/rfc/",
	"https://user@example.com:8443/a/b/c;type=d?q=1&r=%7E2#frag",
	"mailto:mduerst@ifi.unizh.ch",
	"../../g;x?y#s",
}

func totalLen(ss []string) int64 {
	n := 0
	for _, s := range ss {
		n += len(s)
	}
	return int64(n)
}

func BenchmarkParse(b *testing.B) {
	b.SetBytes(totalLen(benchURLs))
	b.ReportAllocs()
	var r Ref
	for b.Loop() {
		for _, s := range benchURLs {
			r = Parse(s)
		}
	}
	_ = r
}

func BenchmarkValidate(b *testing.B) {
	b.SetBytes(totalLen(benchURLs))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchURLs {
			r := Parse(s)
			_ = r.Validate()
		}
	}
}

func BenchmarkResolve(b *testing.B) {
	const base = "http://a/b/c/d;p?q"
	refs := []string{"g", "../g", "g;x=1/../y", "?y", "#s", "//g", "../../../g", "./g/."}
	for _, p := range []Profile{Draft09, RFC1808, RFC3986} {
		b.Run(p.String(), func(b *testing.B) {
			b.SetBytes(totalLen(refs))
			b.ReportAllocs()
			for b.Loop() {
				for _, ref := range refs {
					if _, err := Resolve(base, ref, p); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

func BenchmarkNormalize(b *testing.B) {
	b.SetBytes(totalLen(benchURLs))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchURLs {
			_ = Normalize(s)
		}
	}
}

// BenchmarkValidateViolations: references with a violation at every
// byte or few (what the fuzzer makes, and a text of bad escapes or
// spaces), where Validate writes a message for each.
func BenchmarkValidateViolations(b *testing.B) {
	for _, tc := range []struct{ name, s string }{
		{"escapes", "http://h/" + strings.Repeat("%", 4096)},
		{"spaces", "http://h/a b" + strings.Repeat(" x", 2048)},
		{"mixed", "http://u:p@h/" + strings.Repeat("é{ %g", 800)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(tc.s)))
			b.ReportAllocs()
			r := Parse(tc.s)
			for b.Loop() {
				_ = r.Validate()
			}
		})
	}
}
