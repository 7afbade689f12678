package extract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// TestAngleWrappedAnyLines: a URL in <...> or <URL:...> wrapped over any
// number of lines, at any width, with or without indentation, comes back
// whole, from its first character to its last; one longer than MaxURL is
// reported as too long, never cut. A SafeLinks URL of 929 bytes wrapped at
// 70 columns (14 lines) came out as its first line: at most 8 breaks were
// followed.
func TestAngleWrappedAnyLines(t *testing.T) {
	const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%!$&'()*+,;=:@/?#"
	r := rand.New(rand.NewPCG(26, 11))
	for i := range 300 {
		var b strings.Builder
		b.WriteString([]string{"https://nam12.safelinks.protection.outlook.com/?url=", "http://h.example/", "ftp://f.example/pub/"}[i%3])
		for n := 20 + r.IntN([]int{100, 1000, 5000}[i%3]); b.Len() < n; {
			b.WriteByte(chars[r.IntN(len(chars))])
		}
		u := strings.TrimRight(b.String(), ".,;:!?'()")
		open := []string{"<", "<URL:"}[r.IntN(2)]
		whole := open + u + ">"
		width := 10 + r.IntN(80)
		indent := []string{"", "  ", "\t"}[r.IntN(3)]
		var text strings.Builder
		text.WriteString("Please see\n")
		first := true
		for len(whole) > 0 {
			n := min(width, len(whole))
			if !first {
				text.WriteString(indent)
			}
			text.WriteString(whole[:n])
			text.WriteString([]string{"\n", "\r\n"}[i%2])
			whole, first = whole[n:], false
		}
		text.WriteString("thanks\n")
		in := text.String()
		for _, limit := range []int{0, len(u) / 2} {
			n := 0
			sc := NewScanner(strings.NewReader(in), Options{MaxURL: limit, TooLong: func(pos.Pos) { n++ }})
			var got []string
			var first *URL
			for sc.Scan() {
				got = append(got, sc.URL().Text)
				if first == nil {
					first = sc.URL().Clone()
				}
			}
			// MaxURL (at least 64) counts the bytes of the source, line
			// breaks and indentation included, up to the closing ">".
			start := strings.Index(in, open) + len(open)
			span := strings.LastIndexByte(in, '>') - start
			if limit > 0 && span >= max(limit, 64) {
				// Reported as too long, not cut to its first line (what
				// the lines after the window hold is read as text).
				if n == 0 || len(got) > 0 && strings.HasPrefix(u, got[0]) {
					t.Fatalf("URL of %d bytes, MaxURL %d: got %q, too long %d\n%q", len(u), limit, got, n, in)
				}
				continue
			}
			if len(got) != 1 || got[0] != u {
				t.Fatalf("width %d, %q: got %q, want %q\n%q", width, open, got, u, in)
			}
			if first.Start.Offset != start || in[first.End.Offset-1] != u[len(u)-1] ||
				strings.TrimLeft(in[first.End.Offset:], " \t\r\n")[0] != '>' {
				t.Fatalf("width %d: %q placed at %d..%d, want from %d", width, u, first.Start.Offset, first.End.Offset, start)
			}
		}
	}
}
