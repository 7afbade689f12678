package urlsyntax

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// checkMaskMemo checks that AddTextMemo with mm gives text the Secret
// AddText gives it.
func checkMaskMemo(t *testing.T, mm *MaskMemo, text string) {
	t.Helper()
	var want, got Secret
	want.AddText(text)
	got.AddTextMemo(text, mm)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("AddTextMemo(%q): spans %v, mask %q; AddText: spans %v, mask %q", text, got.Spans(), got.Mask(text), want.Spans(), want.Mask(text))
	}
}

// checkFixed checks that mm holds only texts a reading finds final.
func checkFixed(t *testing.T, mm *MaskMemo) {
	t.Helper()
	for m := range mm.fixed {
		if _, changed := maskReading(nil, m); changed {
			t.Fatalf("the memo holds %q, which a reading changes", m)
		}
	}
}

// TestMaskMemo: a Secret made with a MaskMemo (the scanner's, kept from
// URL to URL and from file to file) is the Secret made without one, for
// the texts whose masked form a second reading changes (settle's rows:
// TestSpansHideWhatMaskHides), for texts drawn from every printable byte
// and the pieces secrets are made of (genMaskText, with that test's
// seed), and for every text of up to five bytes of "/", ":", "@", "#",
// "a" and "0" after "", "//" and "http://u:"; each read twice in a row
// and again after all the others, with one memo throughout, so that the
// second readings find their masked text in the memo. The memo holds
// only texts a reading finds final. A memo that kept a masked text
// before its reading (a text that the reading changes) fails here.
func TestMaskMemo(t *testing.T) {
	var mm MaskMemo
	texts := []string{
		"//:#@0@!",
		"http://u:#@0@h.example/",
		"//ghp_abcdefghijklmnop1234:x:https:/h@#",
		"db1,db2//0123456789abcdef0123456789abcdef01:pserver:https:/[::1]@#<",
		"cvs://p:@?0123456789abcdef0123456789abcdef01@0123456789abcdef0123456789abcdef01-8080@//",
		"http://user:pw@a.example/",
		"http://user:pw@a.example:8080/x{y}",
	}
	r := rand.New(rand.NewPCG(43, 1))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for range n {
		texts = append(texts, genMaskText(r))
	}
	alpha := "/:@#a0"
	var all func(p string, k int)
	all = func(p string, k int) {
		texts = append(texts, p)
		if k == 0 {
			return
		}
		for i := 0; i < len(alpha); i++ {
			all(p+alpha[i:i+1], k-1)
		}
	}
	for _, p := range []string{"", "//", "http://u:"} {
		all(p, 5)
	}
	for _, text := range texts {
		checkMaskMemo(t, &mm, text)
		checkMaskMemo(t, &mm, text)
	}
	if len(mm.fixed) == 0 {
		t.Fatal("the memo holds nothing")
	}
	checkFixed(t, &mm)
	for _, text := range texts {
		checkMaskMemo(t, &mm, text)
	}
	checkFixed(t, &mm)
	var none *MaskMemo // remembers nothing
	checkMaskMemo(t, none, texts[0])
}

// TestMaskMemoBounded: a memo holds at most maskMemoBytes bytes of texts,
// and no text longer than maskMemoLong.
func TestMaskMemoBounded(t *testing.T) {
	var mm MaskMemo
	for i := range 20000 {
		text := "http://user:pw@h" + string(rune('a'+i%26)) + ".example/" + string(rune('0'+i%10)) + "/" + string(make([]byte, i%40))
		var s Secret
		s.AddTextMemo(text, &mm)
		if mm.bytes > maskMemoBytes {
			t.Fatalf("the memo holds %d bytes", mm.bytes)
		}
	}
	long := "http://user:pw@h.example/" + string(make([]byte, maskMemoLong))
	var s Secret
	s.AddTextMemo(long, &mm)
	if mm.final(s.Mask(long)) {
		t.Fatalf("a masked text of %d bytes kept", len(s.Mask(long)))
	}
}

// FuzzMaskMemo: any two texts, read with one memo in turn (a, b, a),
// make the Secrets they make without one.
func FuzzMaskMemo(f *testing.F) {
	f.Add("//:#@0@!", "http://u:#@0@h.example/")
	f.Add("http://user:pw@a.example/", "//ghp_abcdefghijklmnop1234:x:https:/h@#")
	f.Fuzz(func(t *testing.T, a, b string) {
		var mm MaskMemo
		checkMaskMemo(t, &mm, a)
		checkMaskMemo(t, &mm, b)
		checkMaskMemo(t, &mm, a)
		checkFixed(t, &mm)
	})
}
