package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// TestInvisibleReaders: hasReaderChange, readerText, nonASCII and
// digitsEnd against a reading rune by rune with unicode.Cf (and U+034F)
// and the full-width forms, over strings drawn from ASCII, other
// characters of every width and every format character, at every
// offset of the eight-byte words.
func TestInvisibleReaders(t *testing.T) {
	r := rand.New(rand.NewPCG(5182, 7))
	inv := func(c rune) bool { return c == 0x34f || unicode.Is(unicode.Cf, c) }
	var cf []rune
	for c := rune(0); c <= unicode.MaxRune; c++ {
		if inv(c) {
			cf = append(cf, c)
		}
	}
	others := []rune{'é', 'Ω', '中', '🙂', 0xa0, 0x300, 0x2028, 0xfffd, 0x10ffff, 0xac, 0xff46, 0xff01, 0xff5e, 0xff00, 0xff5f, 0xff10}
	for range 20000 {
		var b strings.Builder
		for range r.IntN(40) {
			switch r.IntN(10) {
			case 0:
				b.WriteRune(cf[r.IntN(len(cf))])
			case 1:
				b.WriteRune(others[r.IntN(len(others))])
			case 2:
				b.WriteByte(byte(0x80 + r.IntN(0x80))) // no UTF-8
			case 3, 4:
				b.WriteByte('0' + byte(r.IntN(10)))
			default:
				b.WriteByte(byte(0x20 + r.IntN(0x5f)))
			}
		}
		s := b.String()
		var want strings.Builder
		has := false
		for i := 0; i < len(s); {
			c, n := rune(s[i]), 1
			if s[i] >= 0x80 {
				c, n = []rune(s[i : i+1])[0], 1
				if dc := []rune(s[i:]); len(dc) > 0 && dc[0] != 0xfffd || strings.HasPrefix(s[i:], "\ufffd") {
					c = dc[0]
					n = len(string(c))
				}
			}
			switch {
			case inv(c):
				has = true
			case 0xff01 <= c && c <= 0xff5e && n == 3:
				has = true
				want.WriteByte(byte(c - 0xfee0))
			default:
				want.WriteString(s[i : i+n])
			}
			i += n
		}
		if got := hasReaderChange([]byte(s)); got != has {
			t.Errorf("hasReaderChange(%+q) = %v", s, got)
		}
		if got := string(readerText([]byte(s))); got != want.String() {
			t.Errorf("readerText(%+q) = %+q, want %+q", s, got, want.String())
		}
		first := strings.IndexFunc(s, func(c rune) bool { return c >= 0x80 })
		if first < 0 {
			first = len(s)
		}
		if got := nonASCII(s); got > first || got < first-7 || (got == len(s)) != (first == len(s)) {
			t.Errorf("nonASCII(%+q) = %d, first at %d", s, got, first)
		}
		// digitsEnd: digits from p on, format characters between two digits.
		p := r.IntN(len(s) + 1)
		w := p
		for k := p; k < len(s); {
			if '0' <= s[k] && s[k] <= '9' {
				k++
				w = k
				continue
			}
			c := []rune(s[k:])[0]
			if k == p || !inv(c) || c == 0xfffd && !strings.HasPrefix(s[k:], "\ufffd") {
				break
			}
			k += len(string(c)) // counted where a digit follows (review54 N9)
		}
		if got := digitsEnd(s, p); got != w {
			t.Errorf("digitsEnd(%+q, %d) = %d, want %d", s, p, got, w)
		}
	}
}

// TestTokenLikeInvisible: a user name is told a token as a reader sees
// it, its format characters taken out (review53 M7), and no word becomes
// one for them.
func TestTokenLikeInvisible(t *testing.T) {
	for _, tt := range []struct {
		user string
		want bool
	}{
		{"2THJQDvfc9NJHfdiak\u00adfnGJABLNbRVQTZ3o12", true},
		{"2THJQDvfc9NJHfdiak\u200bfnGJABLNbRVQTZ3o12", true},
		{"AKIAJR2PEPXEB\u200dMVV2VZG", true},
		{"A\u2060KIAJR2PEPXEBMVV2VZG", true},
		{"\ufeffghp_2THJQDvfc9NJHfdiakfnGJABLNbRVQTZ3o", true},
		{"gh\U000e0041p_2THJQDvfc9NJHfdi", true},
		{"eyJhbGciOiJIUzI1NiJ9\u200c.eyJzdWIiOiIxMjM0NTY3ODkw\u034f.c2lnbmF0dXJlMDEyMzQ1", true},
		{"sk-\u180eproj-abcdefghij0123456789KLMN", true},
		{"%E2%80%8B2THJQDvfc9NJHfdiakfnGJABLNbRVQTZ3o12", true}, // decoded, then read
		{"inter\u00adnational\u00adization", false},
		{"bob\u200b", false},
		{"Config\u00aduration\u00adManagement\u00adSystem", false}, // one case past each Title start: a word
		// review54 N2: full-width forms read as their ASCII; a letter
		// or digit of another script among ASCII as one of its kind.
		{"2THJQDvfc9NJHfdiak\uff46nGJABLNbRVQTZ3o12", true},
		{"AKIAJR2PEPXEB\uff2dVV2VZG", true},
		{"\uff47\uff48\uff50\uff3f2THJQDvfc9NJHfdiakfnGJABLNbRVQTZ3o", true},
		{"2THJQDvfc9NJHfdiak\u0425nGJABLNbRVQTZ3o12", true},
		{"2THJQDvfc9NJHfdiak\u00e9fnGJABLNbRVQTZ3o12", true},
		{"ВеликаяОтечественнаяВойнаТысячаДевятьсот", false}, // a word of another script
		{"ДонауДампфШиффахртсГезельшафтsKapitän12", false},  // more than one in eight
		{"josé.garcía", false},
	} {
		if got := TokenLike(tt.user); got != tt.want {
			t.Errorf("TokenLike(%+q) = %v, want %v", tt.user, got, tt.want)
		}
	}
	for _, tt := range []struct {
		auth string
		want bool
	}{
		{"2THJ\u00adQDvfc9", true},
		{"\u200bab", true},
		{"a\u200b", true},  // one byte as a reader sees it: a first piece since stop 59 ("https://g⇥hp_…@github.com", trust29)
		{"ab\u00e9", true}, // may be a first piece, read as "aba" (what follows tells)
		{"example.com\u200b", false},
	} {
		if got := tokenHead(tt.auth); got != tt.want {
			t.Errorf("tokenHead(%+q) = %v, want %v", tt.auth, got, tt.want)
		}
	}
}

// TestInvisibleIndex: invisibleIndex's filter of byte pairs
// (invisiblePair) lets every format character through, of every code
// point (Invisible), and invisibleIndex and WithoutInvisible agree with a
// reading rune by rune at every offset after ASCII of every length.
func TestInvisibleIndex(t *testing.T) {
	for c := rune(0x80); c <= unicode.MaxRune; c++ {
		if !Invisible(c) {
			continue
		}
		s := string(c)
		if !invisiblePair(s[0], s[1]) {
			t.Fatalf("U+%04X: its bytes % x are not let through", c, s)
		}
		for n := range 17 {
			x := strings.Repeat("a", n) + "中é" + s + "z"
			if got := invisibleIndex(x); got != n+5 {
				t.Fatalf("invisibleIndex(%+q) = %d, want %d", x, got, n+5)
			}
			if got, ok := WithoutInvisible([]byte(x)); !ok || string(got) != strings.Repeat("a", n)+"中éz" {
				t.Fatalf("WithoutInvisible(%+q) = %+q, %v", x, got, ok)
			}
		}
	}
	for _, s := range []string{"", "plain ascii text of more than eight bytes", "中文 and é and 🙂 \xff\xc2", "\u00a0\u3000\u2028"} {
		if invisibleIndex(s) != -1 {
			t.Errorf("invisibleIndex(%+q) = %d, want -1", s, invisibleIndex(s))
		}
		if got, ok := WithoutInvisible([]byte(s)); ok || string(got) != s {
			t.Errorf("WithoutInvisible(%+q) = %+q, %v", s, got, ok)
		}
	}
}

// TestReaderSecretsMapped: AppendSecrets of a text with format
// characters around and between the "/" of its "://" and in its userinfo
// finds the secret the text without them holds, on the text's own bytes
// (review55 N11).
func TestReaderSecretsMapped(t *testing.T) {
	for _, c := range []struct{ text, masked string }{
		{"key: https:/\u2069/ghp_LsKcY5WLEqy3n8kwmpRpg5NPchvmvt4qC3DV@github.com/o/r now", "key: https:/\u2069/***@github.com/o/r now"},
		{"see https:\u200c//alice:S3cretPw9@db.example.com/x", "see https:\u200c//alice:***@db.example.com/x"},
		{"see postgres:\U000e00a7/\U000e0bfd/alice:S3cr\u200betPw9@db.example.com/x", "see postgres:\U000e00a7/\U000e0bfd/alice:***@db.example.com/x"},
		{"see https://al\u00adice:S3cretPw9\ufeff@db.example.com/x", "see https://al\u00adice:***@db.example.com/x"},
		{"see https://example.com/\u200bpath and mail bob@example.org", "see https://example.com/\u200bpath and mail bob@example.org"},
	} {
		if got := MaskText(c.text); got != c.masked {
			t.Errorf("MaskText(%+q) = %+q, want %+q", c.text, got, c.masked)
		}
	}
}
