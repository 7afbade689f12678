package urlsyntax

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFewList: a few (the list a Secret keeps its spans and words in,
// the first item in place) holds what a plain slice given the same
// items holds, after any sequence of sets; and a copy of it shares
// nothing: setting the copy leaves the list it was copied from as it
// was, whichever of one, none or several items either held.
func TestFewList(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 3))
	for i := range 20000 {
		var l few[int]
		var model []int
		for range 1 + r.IntN(6) {
			xs := make([]int, r.IntN(4))
			for k := range xs {
				xs[k] = 1 + r.IntN(100) // never the zero item
			}
			keep, keptModel := l, slices.Clone(model)
			if r.IntN(2) == 0 {
				// set from the list's own items and more (as
				// spansWith does), the way Secret.Add grows it
				xs = append(slices.Clone(l.all()), xs...)
			}
			l.set(xs)
			model = slices.Clone(xs)
			if len(xs) > 0 {
				xs[0] = -1 // set copied: changing xs changes nothing
			}
			if !slices.Equal(keep.all(), keptModel) || keep.len() != len(keptModel) {
				t.Fatalf("%d: a copy of the list changed when the list was set: %v, want %v", i, keep.all(), keptModel)
			}
			if !slices.Equal(l.all(), model) || l.len() != len(model) {
				t.Fatalf("%d: list %v (len %d), want %v", i, l.all(), l.len(), model)
			}
		}
	}
}

// TestSecretListsAnyOps: a Secret's spans and words, after any sequence
// of the calls that add to them (AddText, AddReading, Add, AddWord, Merge,
// AddFrom, AddCopied) on texts drawn from every printable byte and the
// pieces secrets are made of (genMaskText), are what the calls say:
//   - the spans are sorted, non-empty, and neither overlap nor touch;
//   - they never lose a byte, and Add's bytes are all they gain by Add
//     but what MaskText reads in the text they mask (settle: none when
//     the text Add's bytes and the spans before mask reads as masked);
//   - they are settled: MaskText reads nothing more in the Secret's text
//     they mask, and Mask hides exactly their bytes;
//   - the words are distinct, longest first (in the order added, at one
//     length), never "" or "***", and hold every word added;
//   - a copy made before a call is unchanged by it (the lists share
//     nothing), and the same call on the copy gives the same lists.
func TestSecretListsAnyOps(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 4))
	for i := range 20000 {
		var s Secret
		var added []string // every word added, in order
		text := genMaskText(r)
		for step := range 1 + r.IntN(6) {
			before := s
			beforeSpans := slices.Clone(s.Spans())
			beforeWords := slices.Clone(s.words.all())
			var op func(*Secret)
			var addLo, addHi = -1, -1
			switch r.IntN(7) {
			case 0:
				text = genMaskText(r)
				op = func(x *Secret) { x.AddText(text) }
			case 1:
				rd := genMaskText(r)
				if r.IntN(2) == 0 {
					rd = text
				}
				op = func(x *Secret) { x.AddReading(rd) }
			case 2:
				if s.text != "" {
					text = s.text // the ranges are of the Secret's text
				}
				lo, hi := r.IntN(len(text)+3)-1, r.IntN(len(text)+3)-1
				addLo, addHi = max(lo, 0), min(hi, len(text))
				op = func(x *Secret) { x.Add(text, lo, hi) }
			case 3:
				w := []string{"", Masked, "pw", "Secr3t", "a", genMaskText(r)}[r.IntN(6)]
				if w != "" && w != Masked {
					added = append(added, w)
				}
				op = func(x *Secret) { x.AddWord(w) }
			case 4:
				o := SecretOf(genMaskText(r))
				added = append(added, o.words.all()...)
				op = func(x *Secret) { x.Merge(o) }
			case 5:
				from := genMaskText(r)
				fs := SecretOf(from)
				added = append(added, fs.words.all()...)
				op = func(x *Secret) { x.AddFrom(from, fs) }
			case 6:
				from := genMaskText(r)
				if r.IntN(2) == 0 && len(text) > 0 {
					from = text[:r.IntN(len(text))] + genMaskText(r)
				}
				fs := SecretOf(from)
				op = func(x *Secret) { x.AddCopied(text, from, fs) }
			}
			other := before
			op(&s)
			if !slices.Equal(before.Spans(), beforeSpans) || !slices.Equal(before.words.all(), beforeWords) {
				t.Fatalf("%d/%d: a copy of the Secret changed: spans %v words %q, were %v %q", i, step, before.Spans(), before.words.all(), beforeSpans, beforeWords)
			}
			op(&other)
			if !slices.Equal(other.Spans(), s.Spans()) || !slices.Equal(other.words.all(), s.words.all()) {
				t.Fatalf("%d/%d: the same call on a copy gave spans %v words %q, want %v %q", i, step, other.Spans(), other.words.all(), s.Spans(), s.words.all())
			}
			sp := s.Spans()
			if len(sp) != s.spans.len() {
				t.Fatalf("%d/%d: len %d of %d spans", i, step, s.spans.len(), len(sp))
			}
			for k, x := range sp {
				if x.Lo >= x.Hi || k > 0 && x.Lo <= sp[k-1].Hi {
					t.Fatalf("%d/%d: spans %v not sorted, non-empty and apart", i, step, sp)
				}
			}
			if s.text == text && beforeSpansOf(before, text) {
				for _, x := range beforeSpans {
					for b := x.Lo; b < x.Hi; b++ {
						if !covers(sp, b) {
							t.Fatalf("%d/%d: byte %d of spans %v lost: %v", i, step, b, beforeSpans, sp)
						}
					}
				}
			}
			if s.text != "" && len(sp) > 0 && sp[len(sp)-1].Hi <= len(s.text) {
				m := maskSpans(s.text, sp)
				if _, changed := maskReading(nil, m); changed {
					t.Fatalf("%d/%d: spans %v of %q unsettled: MaskText reads more in %q", i, step, sp, s.text, m)
				}
				if got := s.Mask(s.text); got != m {
					t.Fatalf("%d/%d: Mask(%q) = %q, its spans %v hide %q", i, step, s.text, got, sp, m)
				}
			}
			if addLo >= 0 {
				union := append(slices.Clone(beforeSpans), Span{addLo, addHi})
				_, unsettled := maskReading(nil, maskSpans(text, union))
				for b := range len(text) {
					want := covers(beforeSpans, b) || addLo <= b && b < addHi
					if got := covers(sp, b); got != want && (!got || !unsettled) {
						t.Fatalf("%d/%d: Add(%d, %d) to %v gave %v: byte %d", i, step, addLo, addHi, beforeSpans, sp, b)
					}
				}
				if addLo < addHi && text[addLo:addHi] != Masked {
					added = append(added, text[addLo:addHi])
				}
			}
			ws := s.words.all()
			if len(ws) != s.words.len() {
				t.Fatalf("%d/%d: len %d of %d words", i, step, s.words.len(), len(ws))
			}
			for k, w := range ws {
				if w == "" || w == Masked || slices.Contains(ws[:k], w) || k > 0 && len(w) > len(ws[k-1]) {
					t.Fatalf("%d/%d: words %q: not distinct, longest first", i, step, ws)
				}
			}
			for _, w := range added {
				if !slices.Contains(ws, w) {
					t.Fatalf("%d/%d: word %q added, words %q", i, step, w, ws)
				}
			}
			// At one length, in the order first added.
			for k := 1; k < len(ws); k++ {
				if len(ws[k]) == len(ws[k-1]) && slices.Index(added, ws[k]) >= 0 && slices.Index(added, ws[k-1]) >= 0 &&
					slices.Index(added, ws[k]) < slices.Index(added, ws[k-1]) {
					t.Fatalf("%d/%d: words %q of one length not in the order added %q", i, step, ws, added)
				}
			}
		}
	}
}

// beforeSpansOf reports whether the spans of before are of text (an
// AddText of another text starts the Secret's text over, not its spans).
func beforeSpansOf(before Secret, text string) bool { return before.text == text }

func covers(sp []Span, b int) bool {
	for _, x := range sp {
		if x.Lo <= b && b < x.Hi {
			return true
		}
	}
	return false
}

// TestSecretNoAlloc: the Secret of a URL with one password, a second
// reading of the same secret (the raw text's, as the scanner adds it:
// Add of the same bytes and AddWord of a copy of the password), and the
// URL masked cost one allocation, the masked text (settle makes it, Mask
// returns it: before stop 43 Mask made it); a URL with no secret none.
// Its second span or word is the first to cost one more.
func TestSecretNoAlloc(t *testing.T) {
	for _, text := range []string{
		"http://user:pw@a.example:8080/x{y}",
		"ftp://u:hunter2@h.example:2121/",
		"https://ghp_abcdefghijklmnop1234@github.com/o/r",
		"http://a.example/no/secret",
	} {
		lo, hi, _ := SecretRange(text)
		n := testing.AllocsPerRun(100, func() {
			var s Secret
			s.AddText(text)
			s.Add(text, lo, hi)
			s.AddWord(text[lo:hi])
			if s.Empty() != (lo == hi) {
				t.Fatalf("%q: Empty %v", text, s.Empty())
			}
			if m := s.Mask(text); (m == text) != (lo == hi) {
				t.Fatalf("%q: Mask %q", text, m)
			}
		})
		want := 1.0
		if lo == hi {
			want = 0
		}
		if n != want {
			t.Errorf("%q: %v allocations, want %v", text, n, want)
		}
	}
}
