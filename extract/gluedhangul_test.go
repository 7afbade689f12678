package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestGluedHangulProperty: in Korean text (Hangul before the URL, on its
// line or a line above), Korean glued after a bare URL (a particle or
// word of 1-4 Hangul syllables drawn from the whole block U+AC00-U+D7A3,
// then maybe a stop, a comma or a ")" and more Korean) after three ASCII
// letters or digits or more is no part of it: the URL (drawSrcURL, then a
// segment or a host's last label of 3-8 letters and digits) is read
// without it, as the first reading, with and without a password in its
// userinfo (never shown: Secret masks it). IRIs whose Hangul stands after
// "/", "=", "-", "#", after one or two letters ("…/wiki/C언어"), or after
// another character that is not ASCII keep it: read whole; and so does a
// URL with Hangul glued in text with no Hangul before it (English prose:
// TestGlyphEndGenerated's). Generator seed 4956 (prec51). On 3b46e37
// (before gluedHangul) every glued row in Korean text read the Hangul
// into the URL (1,159 of 1,159), and no other row was read otherwise.
// gluedParticles are particles Korean glues after a word, written apart
// from the product's list (hangulParticles), from a grammar's table.
var gluedParticles = []string{"에서", "를", "을", "은", "는", "이", "가", "의", "에", "으로", "로", "와", "과", "도", "만", "까지", "부터", "처럼", "보다", "에게", "한테", "께서", "입니다", "이다", "이나", "라고", "이라고", "하고", "랑", "이랑", "에서는", "으로는", "에도", "마다", "조차", "밖에"}

func TestGluedHangulProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4956, 28))
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hangul := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteRune(rune(0xac00 + r.IntN(0xd7a3-0xac00+1)))
		}
		return b.String()
	}
	// noParticle draws n syllables that are no particle: a title's.
	noParticle := func(n int) string {
		for {
			if h := hangul(n); !hangulParticle(h) {
				return h
			}
		}
	}
	glued, kept, english, bad := 0, 0, 0, 0
	for range 3000 {
		u := drawSrcURL(r)
		pw := ""
		if r.IntN(5) == 0 {
			pw = drawWord(r, alnum, 4+r.IntN(8))
			u = strings.Replace(u, "://", "://"+drawWord(r, "abcdefgh", 1+r.IntN(5))+":"+pw+"@", 1)
		}
		var in, want string
		isGlued := r.IntN(2) == 0
		if isGlued {
			// Glued Korean after three ASCII letters or digits or more.
			if !strings.HasSuffix(u, "/") && r.IntN(2) == 0 {
				u += "/"
			}
			u += drawWord(r, alnum, 1+r.IntN(8))
			// A particle, two, or a particle and the copula.
			g := gluedParticles[r.IntN(len(gluedParticles))]
			if r.IntN(3) == 0 {
				g += []string{"는", "도", "입니다", "의"}[r.IntN(4)]
			}
			in = u + g + []string{"", ".", ",", ")"}[r.IntN(4)] + " " + hangul(2) + " " + hangul(3)
			want = u
			glued++
		} else {
			// An IRI that holds Hangul where IRIs do.
			switch r.IntN(7) {
			case 5, 6:
				// A title or name that starts with a Latin acronym or
				// word, as Korean wikis link them (review51 K8:
				// "…/wiki/KBS한국방송공사", "…/w/IBM코리아" were cut at
				// the acronym): syllables that are no particle.
				u = strings.TrimSuffix(u, "/") + []string{"/wiki/", "/w/", "/"}[r.IntN(3)] + drawWord(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 1+r.IntN(5)) + noParticle(1+r.IntN(5))
			case 0:
				u = strings.TrimSuffix(u, "/") + "/wiki/" + hangul(1+r.IntN(4))
			case 1:
				u = strings.TrimSuffix(u, "/") + "/search?q=" + hangul(1+r.IntN(4))
			case 2:
				u = strings.TrimSuffix(u, "/") + "/a-" + hangul(1+r.IntN(4))
			case 3:
				u = strings.TrimSuffix(u, "/") + "/wiki/" + drawWord(r, "ABCXYZ", 1+r.IntN(2)) + noParticle(1+r.IntN(3))
			case 4:
				u = strings.TrimSuffix(u, "/") + "/" + hangul(1+r.IntN(2)) + drawWord(r, alnum, 3+r.IntN(4)) + noParticle(1+r.IntN(2))
			}
			in = u + " " + hangul(2) + " 참고"
			want = u
			kept++
		}
		switch r.IntN(4) {
		case 0:
			// No Korean before: an IRI's character, kept.
			if !isGlued {
				in = "see " + in
				break
			}
			in = "see the page at " + u + hangul(1) + " and more"
			want = u + in[len("see the page at ")+len(u):len(in)-len(" and more")]
			english++
		case 1:
			in = hangul(3) + " " + hangul(2) + "\n" + "see " + in
		default:
			in = hangul(2) + " " + in
		}
		in += "\n"
		s := NewScanner(strings.NewReader(in), Options{})
		var got []string
		for s.Scan() {
			x := s.URL()
			got = append(got, x.Text)
			if pw != "" && strings.Contains(x.Secret.Mask(x.Text), pw) {
				t.Errorf("%q: the password shown: %q", in, x.Secret.Mask(x.Text))
			}
		}
		if len(got) != 1 || got[0] != want {
			if bad++; bad <= 10 {
				t.Errorf("%q: got %q, want [%q]", in, got, want)
			}
		}
	}
	t.Logf("%d URLs with Korean glued after them (%d of them in English text, kept), %d IRIs holding Hangul: %d read otherwise", glued, english, kept, bad)
}
