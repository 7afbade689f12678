package urlsyntax

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var wordLoopSeed = flag.Uint64("wordloopseed", 5247, "seed of TestWordLoopsSame's texts (5247: tuned; 5248: held out)")

// wordLoopPieces are what TestWordLoopsSame's texts are drawn from
// besides every printable ASCII byte: every byte that starts a line break
// (lineBreakLen) or is white space (skipSpace), alone and in the
// sequences that break a line (NEL, U+2028, U+2029) or not ("\xc2\xa0",
// "\xe2\x80\xaf", U+3000), the sequences cut short, the characters of
// closersAndEnds and of bulletsOnly's bullets, other letters of two,
// three and four bytes, and bytes that are no UTF-8.
var wordLoopPieces = []string{
	"\n", "\r", "\r\n", "\r\r\n", "\v", "\f", "\t", " ", "\x00", "\x1f", "\x7f",
	"\u0085", "\u2028", "\u2029", "\u00a0", "\u202f", "\u3000", "\u2003", "\u1680",
	"\xc2", "\xe2", "\xe2\x80", "\xe2\x80\xa8", "\xc2\x85", "\x85", "\xa8", "\xff", "\xed\xa0\x80",
	"”", "’", "»", "›", "）", "」", "』", "】", "〉", "》", "。", "，", "\ufffd",
	"•", "–", "—", "…", "->", "=>", "...", "é", "中", "😀", "＠", "：",
}

// wordLoopText draws a text of up to n pieces: printable ASCII bytes
// (each as likely as a piece of wordLoopPieces), runs of eight or more
// of them (the words the loops skip eight bytes at a time), and pieces.
func wordLoopText(rng *rand.Rand, n int) []byte {
	var b []byte
	for k := rng.IntN(n + 1); k > 0; k-- {
		switch rng.IntN(4) {
		case 0:
			b = append(b, byte(' '+rng.IntN(95)))
		case 1:
			for m := 8 + rng.IntN(20); m > 0; m-- {
				b = append(b, byte('!'+rng.IntN(94)))
			}
		default:
			b = append(b, wordLoopPieces[rng.IntN(len(wordLoopPieces))]...)
		}
	}
	return b
}

// TestWordLoopsSame: the loops the reading after a URL runs, made
// faster for BrokenPasswordRest on a column's text (stop 58, perf58),
// answer what the loops they replace answer, over texts of every
// printable byte, every line break and white space, cut and invalid
// UTF-8, closers and bullets: wordEnd the byte-by-byte
// "skipSpace(b, j) == j && lineBreakLen(b[j:]) == 0" from every offset;
// hasLineBreak whether lineBreakLen finds a break at any offset;
// bulletsOnly the same over strings.Fields; onlyCloserOrEnd
// strings.Trim(s, closersAndEnds) == "".
func TestWordLoopsSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(*wordLoopSeed, 58))
	bullets := map[string]bool{"-": true, "+": true, "->": true, "=>": true, "...": true, "?": true, "•": true, "–": true, "—": true, "…": true}
	refBullets := func(b []byte) bool {
		words := strings.Fields(string(b))
		for _, w := range words {
			if !bullets[w] {
				return false
			}
		}
		return len(words) > 0
	}
	var words, breaks, bulleted, closers int
	for n := 0; n < 20000; n++ {
		b := wordLoopText(rng, 12)
		for j := 0; j <= len(b); j++ {
			want := j
			for want < len(b) && skipSpace(b, want) == want && lineBreakLen(b[want:]) == 0 {
				want++
			}
			if got := wordEnd(b, j); got != want {
				t.Fatalf("wordEnd(%q, %d) = %d, the loop: %d", b, j, got, want)
			}
			if want-j >= 8 {
				words++
			}
		}
		want := false
		for i := range b {
			want = want || lineBreakLen(b[i:]) > 0
		}
		if got := hasLineBreak(b); got != want {
			t.Fatalf("hasLineBreak(%q) = %v, lineBreakLen at each offset: %v", b, got, want)
		}
		if !want && len(b) > 8 {
			breaks++
		}
		// Bullets: words of bullets alone, white space between, now
		// and then another word.
		var l []byte
		for k := rng.IntN(4); k > 0; k-- {
			l = append(l, []string{"-", "+", "->", "=>", "...", "?", "•", "–", "—", "…", "--", "*", "x"}[rng.IntN(13)]...)
			l = append(l, []string{" ", "\t", "\u00a0", "\u3000", "", "\u0085"}[rng.IntN(6)]...)
		}
		if rng.IntN(3) == 0 {
			l = append(l, b...)
		}
		if got, want := bulletsOnly(l), refBullets(l); got != want {
			t.Fatalf("bulletsOnly(%q) = %v, over strings.Fields: %v", l, got, want)
		} else if want {
			bulleted++
		}
		// Closers: runs of closersAndEnds' characters, now and then
		// another byte or piece.
		var c []byte
		ends := []rune(closersAndEnds)
		for k := rng.IntN(5); k > 0; k-- {
			c = append(c, string(ends[rng.IntN(len(ends))])...)
		}
		if rng.IntN(3) == 0 {
			c = append(c, wordLoopText(rng, 2)...)
		}
		if got, want := onlyCloserOrEnd(string(c)), strings.Trim(string(c), closersAndEnds) == ""; got != want {
			t.Fatalf("onlyCloserOrEnd(%q) = %v, strings.Trim: %v", c, got, want)
		} else if want && len(c) > 0 {
			closers++
		}
	}
	// The draws reach each answer: words of eight bytes or more, texts
	// of no line break, bullets, closers alone.
	if words == 0 || breaks == 0 || bulleted == 0 || closers == 0 {
		t.Errorf("draws too narrow: %d long words, %d texts with no break, %d bullets, %d runs of closers", words, breaks, bulleted, closers)
	}
	t.Logf("seed %d: %d long words, %d texts with no break, %d bullet lines, %d closer runs", *wordLoopSeed, words, breaks, bulleted, closers)
}
