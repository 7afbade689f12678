package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// placeURL builds "scheme://user:pw@host/path?query" from its pieces.
func placeURL(p [5]string, pw string) string {
	return p[0] + "://" + p[1] + ":" + pw + "@" + p[2] + "/" + p[3] + "?" + p[4]
}

// maskedForms returns what every masker that knows the place of a piece
// shows of u: the URL (Mask), each component (Piece) and the host as a
// message quotes it (PieceAs), the reading without a hyphen inserted in
// the path (MaskReading), and the URL resolved from u against a base and
// against u as a base (MaskDerived).
func maskedForms(u string) []string {
	sec := SecretOf(u)
	r := Parse(u)
	out := []string{sec.Mask(u)}
	for _, c := range []Component{r.Scheme, r.Userinfo, r.Host, r.Path, r.Query} {
		if c.Defined {
			out = append(out, sec.Piece(u, c.Start, c.End), sec.PieceAs(u, c.Start, c.End, strings.ToLower(u[c.Start:c.End])))
		}
	}
	out = append(out, sec.PieceAs(u, r.Host.Start, r.Host.End, `"`+strings.ToLower(r.Get(r.Host))+`"`))
	// A reading with a hyphen more in the path: as one that dropped it.
	if i := strings.LastIndexByte(u, '/'); i > 0 {
		withHyphen := u[:i+1] + "-" + u[i+1:]
		hs := SecretOf(withHyphen)
		hs.AddReading(u)
		out = append(out, hs.Mask(withHyphen), hs.MaskReading(u))
	}
	for _, base := range []string{"https://h.example/a/b", u} {
		for _, ref := range []string{u, "x/y", "#f"} {
			abs, err := Resolve(base, ref, Draft09)
			if err != nil {
				continue
			}
			ds := SecretOf(abs, ref)
			bs := SecretOf(base)
			ds.Merge(bs)
			ds.AddCopied(abs, base, bs)
			out = append(out, ds.MaskDerived(abs, base, ref))
		}
	}
	return out
}

// TestMaskByPlacePieces: a URL whose password is a piece of its scheme,
// user name, host, path or query (every length, every position, as
// written or in another case), and its twin, whose password has the same
// shape and is a piece of nothing, are masked the same by every masker
// that knows where a piece stands: the public pieces are shown as they
// are, whatever the password, and the password never.
func TestMaskByPlacePieces(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 1))
	word := func() string {
		const letters = "abcdefghijklmnopqrstuvwxyz"
		b := make([]byte, 2+r.IntN(7))
		for i := range b {
			b[i] = letters[r.IntN(len(letters))]
		}
		if r.IntN(3) == 0 {
			b[0] -= 'a' - 'A'
		}
		return string(b)
	}
	n := 20000
	if testing.Short() {
		n = 3000
	}
	checked := 0
	for range n {
		p := [5]string{[]string{"http", "https", "ftp", "HTTPS", "git+ssh"}[r.IntN(5)], word(), word() + "." + word() + ".example", word() + "/" + word(), word() + "=" + word()}
		if r.IntN(4) == 0 {
			p[2] = word() // unqualified
		}
		piece := p[r.IntN(len(p))]
		i := r.IntN(len(piece))
		pw := piece[i : i+1+r.IntN(len(piece)-i)]
		switch r.IntN(3) {
		case 1:
			pw = strings.ToUpper(pw)
		case 2:
			pw = strings.ToLower(pw)
		}
		if strings.ContainsAny(pw, "/=") {
			continue
		}
		u := placeURL(p, pw)
		public := strings.ToLower(strings.Replace(u, ":"+pw+"@", ":@", 1))
		twin := ""
		for range 100 {
			b := []byte(pw)
			for k, c := range b {
				switch {
				case 'a' <= c && c <= 'z':
					b[k] = 'a' + byte(r.IntN(26))
				case 'A' <= c && c <= 'Z':
					b[k] = 'A' + byte(r.IntN(26))
				}
			}
			if tw := string(b); !strings.Contains(public, strings.ToLower(tw)) {
				twin = tw
				break
			}
		}
		if twin == "" {
			continue
		}
		tu := placeURL(p, twin)
		got, want := maskedForms(u), maskedForms(tu)
		for k := range got {
			if got[k] != want[k] {
				t.Fatalf("%q (password %q) masked as %q, its twin %q as %q (form %d)", u, pw, got[k], tu, want[k], k)
			}
			if strings.Contains(got[k], ":"+pw+"@") {
				t.Fatalf("%q: form %d %q shows the password", u, k, got[k])
			}
		}
		checked++
	}
	if checked < n/2 {
		t.Fatalf("only %d of %d cases checked", checked, n)
	}
}

// TestReadingMap: the bytes of one reading of a URL are mapped onto
// another where they stand the same (before and after where the readings
// differ, and between hyphens one of them drops).
func TestReadingMap(t *testing.T) {
	for _, tt := range []struct {
		a, b  string
		spans []Span // of a
		want  []Span // of b
	}{
		{"http://u:pass@h/", "http://u:pa-ss@h/", []Span{{9, 13}}, []Span{{9, 14}}},
		{"http://u:pa-ss@h/", "http://u:pass@h/", []Span{{9, 14}}, []Span{{9, 13}}},
		{"http://u:pass@h/a-b/c-d", "http://u:pass@h/ab/cd", []Span{{9, 13}}, []Span{{9, 13}}},
		// Where the readings differ by more than hyphens: the other's
		// middle, whole.
		{"http://u:pwx@h/", "http://u:pwyz@h/", []Span{{9, 12}}, []Span{{9, 11}, {11, 13}}},
		// A reading longer at its end (a line break that may not end it).
		{"http://u:p", "http://u:p@h/x", []Span{{9, 10}}, []Span{{9, 10}}},
	} {
		m := newReadingMap(tt.a, tt.b)
		got := mergeSpans(m.appendMapped(nil, tt.spans))
		want := mergeSpans(append([]Span(nil), tt.want...))
		if len(got) != len(want) {
			t.Errorf("%q onto %q: %v, want %v", tt.a, tt.b, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q onto %q: %v, want %v", tt.a, tt.b, got, want)
				break
			}
		}
	}
}

// FuzzMaskByPlace: TestMaskByPlacePieces over pieces the fuzzer draws: a
// password cut from one of them, and a twin of the same shape (each
// letter rotated until it is a piece of nothing), are masked the same.
func FuzzMaskByPlace(f *testing.F) {
	f.Add("http", "user", "example.com", "a/example", "q=example", uint8(2), uint8(0), uint8(7))
	f.Add("HTTPS", "bob", "intranet", "Intranet", "x=1", uint8(3), uint8(1), uint8(4))
	f.Fuzz(func(t *testing.T, scheme, user, host, path, query string, which, lo, n uint8) {
		p := [5]string{scheme, user, host, path, query}
		for _, s := range p {
			if s == "" || strings.ContainsAny(s, ":@/?#[]% \t\r\n\x00") || !isASCII(s) {
				return
			}
		}
		piece := p[int(which)%len(p)]
		i := int(lo) % len(piece)
		pw := piece[i : i+1+int(n)%(len(piece)-i)]
		u := placeURL(p, pw)
		if r := Parse(u); r.Get(r.Host) != host || !r.Userinfo.Defined {
			return
		}
		public := strings.ToLower(strings.Replace(u, ":"+pw+"@", ":@", 1))
		for rot := byte(1); rot < 26; rot++ {
			b := []byte(pw)
			for k, c := range b {
				switch {
				case 'a' <= c && c <= 'z':
					b[k] = 'a' + (c-'a'+rot)%26
				case 'A' <= c && c <= 'Z':
					b[k] = 'A' + (c-'A'+rot)%26
				case '0' <= c && c <= '9':
					b[k] = '0' + (c-'0'+rot)%10
				}
			}
			tw := string(b)
			if tw == pw || strings.Contains(public, strings.ToLower(tw)) {
				continue
			}
			tu := placeURL(p, tw)
			got, want := maskedForms(u), maskedForms(tu)
			for k := range got {
				if got[k] != want[k] {
					t.Fatalf("%q (password %q) masked as %q, its twin %q as %q (form %d)", u, pw, got[k], tu, want[k], k)
				}
			}
			return
		}
	})
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x21 || s[i] > 0x7e {
			return false
		}
	}
	return true
}
