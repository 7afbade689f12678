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

// TestMarkUserinfoProperty (review44 M1): a CJK or Arabic mark (، ؛ ؟ ۔
// 、 。) inside a URL's userinfo, its user name or its password, anywhere
// in it (first, last, between any bytes), leaves the URL whole: the bytes
// after it reach the "@" and the host. The userinfo draws every printable
// ASCII byte (bytes that end any URL, such as a space or a quote, are
// drawn too: the case is kept only when the same URL without the mark is
// found whole, so that the mark is what is tested), percent escapes and
// the marks themselves; the host and path are drawSrcURL's; the prose
// before and after is of either script. The shape of review44's L2, a
// mark at a line's end and a next line with no "@", keeps its reading
// (the URL ends before the mark).
func TestMarkUserinfoProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 1))
	marks := []string{"،", "؛", "؟", "۔", "、", "。"}
	before := []string{"", "k ", "انظر ", "见", "see ", "(", "« ", "<", "\""}
	closer := map[string]string{"(": ")", "<": ">", "\"": "\"", "« ": " »"}
	after := []string{" ", "\n", "", " وأيضا", " and more", "\r\n"}
	printable := func() byte { return byte(0x21 + r.IntN(0x7e-0x21+1)) }
	part := func() string {
		var b strings.Builder
		for range r.IntN(8) {
			switch r.IntN(6) {
			case 0:
				b.WriteString(marks[r.IntN(len(marks))])
			case 1:
				b.WriteString("%4" + string("0123456789ABCDEF"[r.IntN(16)]))
			case 2:
				b.WriteByte(printable())
			default:
				b.WriteByte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~"[r.IntN(66)])
			}
		}
		return b.String()
	}
	n, marked := 0, 0
	for range 8000 {
		u := drawSrcURL(r)
		k := strings.Index(u, "//") + 2
		user, pw := part(), part()
		if user == "" && r.IntN(2) == 0 {
			user = "u"
		}
		ui := user
		if r.IntN(4) != 0 {
			ui += ":" + pw
		}
		// Every mark at least once, at a drawn place.
		mark := marks[r.IntN(len(marks))]
		p := r.IntN(len(ui) + 1)
		for p > 0 && p < len(ui) && ui[p]&0xc0 == 0x80 {
			p++
		}
		withMark := ui[:p] + mark + ui[p:]
		plain := strings.ReplaceAll(ui, mark, "")
		for _, m := range marks {
			plain = strings.ReplaceAll(plain, m, "")
		}
		if plain == "" || strings.ContainsAny(plain, "@/") {
			continue
		}
		b := before[r.IntN(len(before))]
		tail := after[r.IntN(len(after))]
		if c, ok := closer[b]; ok {
			tail = c + tail
		}
		// The same URL with no mark in its userinfo must be found whole
		// for the mark to be the thing tested.
		ref := u[:k] + plain + "@" + u[k:]
		if got := scanAll(b+ref+tail, ""); len(got) == 0 || got[0] != ref {
			continue
		}
		n++
		for _, whole := range []string{u[:k] + withMark + "@" + u[k:], u[:k] + strings.ReplaceAll(withMark, mark, mark+mark) + "@" + u[k:]} {
			in := b + whole + tail
			if got := scanAll(in, ""); len(got) == 0 || got[0] != whole {
				t.Errorf("%q: got %q, want %q first", in, got, whole)
			}
			marked++
		}
	}
	if n < 2000 {
		t.Fatalf("only %d cases", n)
	}
	t.Logf("%d userinfos, %d with marks", n, marked)
	// review44 L2: a mark at a line's end, then a line whose first word
	// has no "@": the URL ends before the mark, as "." does.
	for _, m := range marks {
		in := "ftp://u:3002" + m + "\nab cd@h.example.org/x\n"
		if got := scanAll(in, ""); len(got) == 0 || got[0] != "ftp://u:3002" {
			t.Errorf("%q: got %q, want %q first", in, got, "ftp://u:3002")
		}
	}
}
