package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestArabicPunct (arabic-punct, issue 28): the Arabic script's comma,
// semicolon, question mark and full stop end a URL at the end of its
// token, as "、" and "。" do, and stay inside one that goes on with a
// path.
func TestArabicPunct(t *testing.T) {
	tests := []struct{ in, want string }{
		// debian-handbook ar-MA's sentences (renderer/ corpora).
		{"انظر https://www.debian.org/security/، وأيضا القائمة", "https://www.debian.org/security/"},
		{"على https://wiki.debian.org/DebianInstaller؛ ثم", "https://wiki.debian.org/DebianInstaller"},
		{"هل قرأت https://x.example/faq؟\n", "https://x.example/faq"},
		{"المصدر https://x.example/a۔", "https://x.example/a"},
		{"https://x.example/a،\nhttps://x.example/b", "https://x.example/a"},
		{"https://x.example/ملف،/b.html", "https://x.example/ملف،/b.html"},
		{"(https://x.example/a)، و", "https://x.example/a"},
	}
	for _, tt := range tests {
		if got := scanAll(tt.in, ""); len(got) == 0 || got[0] != tt.want {
			t.Errorf("%q: got %q, want %q first", tt.in, got, tt.want)
		}
	}
}

// TestArabicPunctProperty: a URL of any shape (drawSrcURL, and the
// same with an Arabic segment in its path) followed by each of the four
// marks, then a space, a line's end, Arabic or Latin words or the end of
// the text, in prose of either script, in every wrapper's form, is found
// as it is; the mark between two segments of a path leaves the URL whole.
func TestArabicPunctProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 606))
	marks := []string{"،", "؛", "؟", "۔"}
	after := []string{" ", "\n", " وأيضا القائمة", " and more", "", "\nالسطر التالي"}
	before := []string{"", "انظر ", "see ", "المصدر: ", "(", "« "}
	n := 0
	for range 5000 {
		u := drawSrcURL(r)
		if r.IntN(3) == 0 {
			u += "/" + []string{"ملف", "دليل", "صفحة"}[r.IntN(3)]
		}
		if strings.ContainsAny(u[len(u)-1:], ".,;:!?'*") {
			continue // a URL ending so ends before its punctuation anyway
		}
		mark := marks[r.IntN(len(marks))]
		b := before[r.IntN(len(before))]
		in := b + u + mark + after[r.IntN(len(after))]
		if b == "(" {
			in = b + u + ")" + mark + " و"
		}
		if got := scanAll(in, ""); len(got) == 0 || got[0] != u {
			t.Errorf("%q: got %q, want %q first", in, got, u)
		}
		// Inside a token that goes on with a path, the mark is the URL's.
		whole := u + mark + "/x1"
		if got := scanAll(b+whole+" ", ""); len(got) == 0 || got[0] != whole {
			t.Errorf("%q: got %q, want %q first", b+whole, got, whole)
		}
		n++
	}
	if n < 4000 {
		t.Fatalf("only %d cases", n)
	}
}
