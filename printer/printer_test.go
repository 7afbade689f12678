package printer

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// marshal is what encoding/json writes for s, with DEL and C1 escaped.
func marshal(s string, html bool) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(html)
	enc.Encode(s)
	return string(escapeControls(bytes.TrimSuffix(b.Bytes(), []byte("\n"))))
}

func TestEscapeControls(t *testing.T) {
	in := "a\x7fb\u0085c\u009fd\u00a0é"
	b, _ := json.Marshal(in)
	got := escapeControls(b)
	if want := `"a\u007fb\u0085c\u009fd` + "\u00a0é" + `"`; string(got) != want {
		t.Errorf("escapeControls = %s, want %s", got, want)
	}
	var back string
	if err := json.Unmarshal(got, &back); err != nil || back != in {
		t.Errorf("round trip: %q, %v", back, err)
	}
}

func TestAppendString(t *testing.T) {
	for _, s := range []string{"", "plain", "a\"b\\c", "\x00\x01\b\f\n\r\t\x1b\x7f", "<a&b>", "é\u2028\u2029x", "\xff\xfe", "日本\xe2\x80"} {
		for _, html := range []bool{false, true} {
			if got, want := string(appendString(nil, s, html)), marshal(s, html); got != want {
				t.Errorf("appendString(%q, %v) = %s, want %s", s, html, got, want)
			}
		}
	}
}

// TestAppendStringWords puts each byte value, alone and as the start of a
// two-byte sequence (a C1 control, U+2028's first bytes), at every offset
// of strings of up to 20 bytes, where the eight-byte search of
// appendString (plainWords) must find what encoding/json escapes.
func TestAppendStringWords(t *testing.T) {
	for c := 0; c < 256; c++ {
		for n := 1; n <= 20; n++ {
			for at := 0; at < n; at++ {
				for _, html := range []bool{false, true} {
					b := []byte(strings.Repeat("a", n))
					b[at] = byte(c)
					if at+1 < n && c == 0xc2 {
						b[at+1] = 0x85 // U+0085, a C1 control
					}
					s := string(b)
					if got, want := string(appendString(nil, s, html)), marshal(s, html); got != want {
						t.Fatalf("appendString(%q, %v) = %s, want %s", s, html, got, want)
					}
				}
			}
		}
	}
}

// TestAppendDecimal: appendDecimal writes what strconv.AppendInt writes,
// for every number of up to four digits, each power of ten and its
// neighbours, the largest and the negative.
func TestAppendDecimal(t *testing.T) {
	ns := []int{math.MaxInt, math.MaxInt - 1, math.MinInt, -1, -10, -12345}
	for n := range 10000 {
		ns = append(ns, n)
	}
	for p := 1; p <= math.MaxInt/10; p *= 10 {
		ns = append(ns, p-1, p, p+1, 10*p-1)
	}
	for _, n := range ns {
		if got, want := string(appendDecimal([]byte("x"), n)), "x"+strconv.Itoa(n); got != want {
			t.Fatalf("appendDecimal(%d) = %q, want %q", n, got, want)
		}
	}
}

// FuzzAppendString checks the escaper against encoding/json on any input.
func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"http://a.example/?q=<x>&y", "\u2028\x00\xc3", "\"\\"} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, html bool) {
		if got, want := string(appendString(nil, s, html)), marshal(s, html); got != want {
			t.Errorf("appendString(%q, %v) = %s, want %s", s, html, got, want)
		}
	})
}

// FuzzSafe checks that appendSafe leaves no control character but tab, and
// changes nothing else.
func FuzzSafe(f *testing.F) {
	for _, s := range []string{"a\nb", "\x1b[31mred", "ok", "\u009b2J", "tab\there"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Safe(s)
		for _, r := range got {
			if needsEscape(r) {
				t.Fatalf("Safe(%q) = %q keeps a control character", s, got)
			}
		}
		if !strings.ContainsAny(s, "\\") && !strings.ContainsFunc(s, needsEscape) && got != s {
			t.Fatalf("Safe(%q) = %q changed a safe string", s, got)
		}
		if want := string(appendEscaped(nil, s, nil)); got != want {
			t.Fatalf("Safe(%q) = %q, the byte-by-byte escaper gives %q", s, got, want)
		}
	})
}

// TestAppendSafeWords puts each suspect byte, and bytes next to them, at
// every offset of strings of up to 20 bytes, where the eight-byte search
// of appendSafe must find it as the byte-by-byte escaper does.
func TestAppendSafeWords(t *testing.T) {
	for c := 0; c < 256; c++ {
		for n := 1; n <= 20; n++ {
			for at := 0; at < n; at++ {
				b := []byte(strings.Repeat("a", n))
				b[at] = byte(c)
				if at+1 < n && c == 0xc2 {
					b[at+1] = 0x85 // U+0085, a C1 control
				}
				s := string(b)
				if got, want := string(appendSafe(nil, s)), string(appendEscaped(nil, s, nil)); got != want {
					t.Fatalf("appendSafe(%q) = %q, want %q", s, got, want)
				}
			}
		}
	}
}

// TestAppendLine: appendLine, which appends a message as it is when the
// search for control characters finds none, gives appendSafe(oneLine(s))
// for every byte value, and "\r\n", at every offset of strings of up to
// 20 bytes of printable ASCII or UTF-8.
func TestAppendLine(t *testing.T) {
	for _, fill := range []string{"a", "é"} {
		for _, c := range append([]string{"\r\n", "\n\r", "\xc2\x85"}, func() (cs []string) {
			for c := 0; c < 256; c++ {
				cs = append(cs, string([]byte{byte(c)}))
			}
			return cs
		}()...) {
			for n := 0; n <= 20; n++ {
				for at := 0; at <= n; at++ {
					base := strings.Repeat(fill, n)
					k := min(len(base), at*len(fill))
					s := base[:k] + c + base[k:]
					if got, want := string(appendLine([]byte("x"), s)), "x"+string(appendSafe(nil, oneLine(s))); got != want {
						t.Fatalf("appendLine(%q) = %q, want %q", s, got, want)
					}
				}
			}
		}
	}
}

func TestAppendPosition(t *testing.T) {
	b := []byte("{")
	b = appendPosition(b, nil, nil, "a\nb.txt", pos.Pos{Line: 1, Column: 2, Offset: 3}, pos.Pos{Line: 4, Column: 5, Offset: 6}, false)
	b = appendOrigin(b, pos.Origin{MessageID: "m@x", Kind: "text/plain"}, true, false)
	b = append(b, '}')
	want := `{"path":"a\nb.txt","line":1,"column":2,"end_line":4,"end_column":5,"offset":3,"end_offset":6,"message_id":"m@x","kind":"text/plain"}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	if got := string(appendLocation(nil, nil, nil, "x\x1b[2J\ny", pos.Pos{Line: 3, Column: 4})); got != `x\x1b[2J\x0ay:3:4` {
		t.Errorf("appendLocation = %q", got)
	}
}
