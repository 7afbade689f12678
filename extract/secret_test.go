package extract

import (
	"bytes"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// secretRef is the Secret emit stores, read as it was before the text
// after a URL was searched for "@" once (atAfter) and the secrets of a
// line's sites were remembered (urlsyntax.SecretMemo): the window around
// each URL searched and read whole.
func (s *Scanner) secretRef(m *machine, lo, hi int) urlsyntax.Secret {
	u := &s.u
	rest := s.buf[hi:min(hi+secretAfter, s.end)]
	if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
		rest = rest[:nl]
	}
	if strings.IndexByte(u.Text, '@') < 0 && bytes.IndexByte(rest, '@') < 0 {
		return urlsyntax.Secret{}
	}
	a, b := max(lo-secretBefore, 0), min(hi+secretAfter, s.end)
	var readings []string
	if len(u.HyphenBreak) > 0 {
		readings = append(readings, u.DropHyphens())
	}
	if u.Uncertain != "" {
		readings = append(readings, u.Uncertain)
	}
	site := strings.Contains(u.Text, "//")
	for _, alt := range readings {
		site = site || strings.Contains(alt, "//")
	}
	if !site && !bytes.Contains(s.buf[a:lo], []byte("//")) || bytes.IndexByte(s.buf[a:b], '@') < 0 {
		return urlsyntax.Secret{}
	}
	if nl := bytes.LastIndexByte(s.buf[a:lo], '\n'); nl >= 0 {
		a += nl + 1
	}
	if nl := bytes.IndexByte(s.buf[hi:b], '\n'); nl >= 0 {
		b = hi + nl
	}
	var sec urlsyntax.Secret
	sec.AddText(u.Text)
	for _, alt := range readings {
		sec.AddReading(alt)
	}
	raw := string(s.buf[a:b])
	for _, sp := range urlsyntax.AppendSecretsBefore(nil, raw, hi-a) {
		word := raw[sp.Lo:sp.Hi]
		sp.Lo += a
		sp.Hi += a
		hit := false
		for i, p := range m.raw {
			t0 := p.text
			if t0 >= len(m.text) {
				break
			}
			t1 := len(m.text)
			if i+1 < len(m.raw) {
				t1 = min(m.raw[i+1].text, t1)
			}
			r0, r1 := p.buf, p.buf+t1-t0
			if ov0, ov1 := max(sp.Lo, r0), min(sp.Hi, r1); ov0 < ov1 {
				sec.Add(u.Text, u.Prefix+t0+ov0-r0, u.Prefix+t0+ov1-r0)
				hit = true
			}
		}
		if hit {
			sec.AddWord(word)
		}
	}
	// The reading of a URL rejoined in its authority as one line is
	// not the memo's: the same (FuzzSecretMemo's a603ea718c1de30e,
	// whose reference left it out).
	s.rejoinedSecret(&sec, hi, b)
	return sec
}

// checkSecrets scans text read in chunks of random sizes with opts and
// fails when a URL's Secret is not what secretRef reads; it returns how
// many URLs had a secret.
func checkSecrets(t *testing.T, text string, opts Options, rng *rand.Rand) int {
	t.Helper()
	return checkSecretsWith(t, NewScanner(nil, opts), text, rng)
}

// checkSecretsWith is checkSecrets with s, reset to read text: a Scanner
// that read another text before.
func checkSecretsWith(t *testing.T, s *Scanner, text string, rng *rand.Rand) int {
	t.Helper()
	s.Reset(&chunkReader{s: text, rng: rng})
	n := 0
	s.testSecret = func(m *machine, lo, hi int) {
		want := s.secretRef(m, lo, hi)
		if got := s.u.Secret; !reflect.DeepEqual(got, want) {
			t.Fatalf("the Secret of %q (at %d) is %+v, read whole %+v; text:\n%q", s.u.Text, s.u.Start.Offset, got, want, text)
		}
		if !want.Empty() {
			n++
		}
	}
	for s.Scan() {
	}
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
	return n
}

// chunkReader reads s in chunks of random sizes, so that the Scanner's
// buffer moves at many places.
type chunkReader struct {
	s   string
	rng *rand.Rand
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if len(r.s) == 0 {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), 1+r.rng.IntN(3000))], r.s)
	r.s = r.s[n:]
	return n, nil
}

// secretText is text with many URLs with user names, passwords (with
// "@", "//", ":", blanks), tokens, ports, wrappers, hyphen breaks, line
// breaks of every kind and lines longer than the window read around a
// URL, and bytes of any value.
func secretText(rng *rand.Rand, n int) string {
	pieces := []string{
		"http://user:pw@a.example:8080/x{y} ", "https://b.example:443/%zz ", "ftp://c.example/a|b ",
		"<http://e.example/ %41> ", "https://alice:Secr<et@host.example/ ", "//bob:p@ss@db1,db2/x ",
		"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/o/r ", "https:/carol:pw@h.example/ ",
		"cvs://:pserver:anon:pw@cvs.example/r ", "mailto:kim@example.org ", "http://u:pw//x@h.example/ ",
		"<telnet:-\n//alice:hunter2pw@h.example/> ", "http://ex-\nample.org/p ", "https://h.example/a-\n/b ",
		"@", "//", ":", " ", "\t", "\n", "\r\n", "\r", "-\n", "x", "é", "\x00", "1234", "localhost",
		"http://[2001:db8::1]:80/@x ", "http://dave:7/ab cd@h ", "http://eve:pw@localhost»",
	}
	var b strings.Builder
	for b.Len() < n {
		switch rng.IntN(12) {
		case 0:
			b.WriteString(strings.Repeat(pieces[rng.IntN(len(pieces))], 1+rng.IntN(100)))
		case 1:
			b.WriteByte(byte(rng.IntN(256)))
		default:
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
	}
	return b.String()
}

// TestSecretMemo: the Secret of every URL is what reading the text
// around it whole gives (secretRef), over texts of URLs with secrets on
// short lines and on lines longer than the window, read in chunks of
// every size, with every option and the smallest longest URL (the buffer
// moves most).
func TestSecretMemo(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2))
	secrets := 0
	var s *Scanner // one Scanner read many texts: what it remembers goes with Reset
	for i := 0; i < 300; i++ {
		text := secretText(rng, rng.IntN(20000))
		opts := Options{Relative: rng.IntN(2) == 0, Abbreviated: rng.IntN(2) == 0}
		if rng.IntN(2) == 0 {
			opts.MaxURL = 64
		}
		if s == nil || rng.IntN(4) == 0 {
			s = NewScanner(nil, opts)
		}
		secrets += checkSecretsWith(t, s, text, rng)
	}
	if secrets < 10000 {
		t.Errorf("%d URLs with a secret: the texts hold too few", secrets)
	}
}

// FuzzSecretMemo: any text gives every URL the Secret that reading the
// text around it whole gives.
func FuzzSecretMemo(f *testing.F) {
	rng := rand.New(rand.NewPCG(27, 3))
	for i := 0; i < 8; i++ {
		f.Add(secretText(rng, 300), uint64(i))
	}
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		r := rand.New(rand.NewPCG(seed, 1))
		checkSecrets(t, text, Options{}, r)
		checkSecrets(t, text, Options{Relative: true, Abbreviated: true, MaxURL: 64}, r)
	})
}

// TestAtAfter: atAfter answers what searching the text after a URL for
// "@" up to its line's end answers, for calls at places that mostly move
// on and sometimes go back, in a buffer that moves along the stream and
// fills, over streams sparse and dense in "@" and line breaks.
func TestAtAfter(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 4))
	for n := 0; n < 400; n++ {
		stream := make([]byte, 1+rng.IntN(20000))
		pAt, pNL := 1<<rng.IntN(12), 1<<rng.IntN(12) // one byte in 1 to 2048
		for i := range stream {
			switch {
			case rng.IntN(pAt) == 0:
				stream[i] = '@'
			case rng.IntN(pNL) == 0:
				stream[i] = '\n'
			default:
				stream[i] = 'a'
			}
		}
		var s Scanner
		x, end, off := 0, 0, 0 // stream offsets: a URL's end, the data's end, the buffer's start
		for k := 0; k < 300; k++ {
			switch rng.IntN(10) {
			case 0:
				x = rng.IntN(len(stream)) // back, or far on
			case 1, 2, 3:
				x = min(x+rng.IntN(8), len(stream))
			default:
				x = min(x+rng.IntN(300), len(stream))
			}
			end = min(max(end, x+rng.IntN(3000)>>rng.IntN(8)), len(stream))
			if rng.IntN(5) == 0 {
				off = rng.IntN(x + 1) // the buffer moved
			}
			off = min(off, x)
			s.buf, s.bufOff, s.end = stream[off:], off, end-off
			lim := min(x+secretAfter, end)
			rest := stream[x:lim]
			if nl := bytes.IndexByte(rest, '\n'); nl >= 0 {
				rest = rest[:nl]
			}
			if got, want := s.atAfter(x-off, x-off, lim-off), bytes.IndexByte(rest, '@') >= 0 || urlsyntax.HasNFKCAt(rest); got != want {
				t.Fatalf("stream %d bytes, call %d at %d (data to %d): %v, want %v", len(stream), k, x, end, got, want)
			}
		}
	}
}

// TestSecretMemoReset: a Scanner that read a text with passwords and is
// reset to read another of the same lines without them (the same offsets,
// the same line ends) remembers nothing of the first.
func TestSecretMemoReset(t *testing.T) {
	// An "@" after the URLs on each line: the text around them is read.
	with := strings.Repeat("x http://u:secret@h.example/a http://v.example/b kim@example.org\n", 50)
	without := strings.Repeat("x http://u:secret h.example/a http://v.example/b kim@example.org\n", 50)
	rng := rand.New(rand.NewPCG(27, 5))
	s := NewScanner(nil, Options{})
	for _, text := range []string{with, without, with, without} {
		checkSecretsWith(t, s, text, rng)
	}
}
