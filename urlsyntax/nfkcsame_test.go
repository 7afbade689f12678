package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestNFKCReadingsSame: the forms of "@" and ":" read with one search
// loop (nfkcIndex), one list of the characters that end a word
// (TerminatorRune, extract's too) and the reading back over a word made
// cheaper for CJK prose (nfkcReads: ideographs stepped over at once, a
// form of ":" with no "/" in reach told at once) answer what 5530dad's
// code answered (the ...Ref functions below, its code as it stood):
// nfkcStop over every rune; nfkcIndex, NFKCAtIndex and nfkcReads at
// every form over texts drawn (seed -wordloopseed) from every printable
// ASCII byte, ideographs, CJK and full-width punctuation, every form of
// "@" and ":", white space and line breaks, invalid bytes and "//",
// ":/" and ports, in runs up to past the reading's bound (maxNFKCWord).
func TestNFKCReadingsSame(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if got, want := nfkcStop(r), nfkcStopRef(r); got != want {
			t.Fatalf("nfkcStop(%U) = %v, 5530dad's: %v", r, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(*wordLoopSeed, 2))
	pieces := []string{"＠", "﹫", "：", "﹕", "︓", "，", "。", "（", "）", "、", "「", "」", "！", "\uff5e",
		"地址", "请联系", "张三", "例子.测试", "中", "\u4e00", "\u9fff", "\u3400", "𠀀", "é", "\u00a0", "\u3000", " ", "\t", "\n", "\r",
		"//", ":/", "https://", "/", ":", "@", "12345", ":8080/", "db.example.com", "\xef", "\xef\xbc", "\xef\xb9", "\xff", "\ufffd",
		"“", "”", "«", "│", "،"}
	var forms, read, long int
	for n := 0; n < 20000; n++ {
		var b []byte
		for k := rng.IntN(24); k > 0; k-- {
			switch rng.IntN(6) {
			case 0:
				b = append(b, byte(' '+rng.IntN(95)))
			case 1:
				if rng.IntN(40) == 0 {
					long++
					b = append(b, strings.Repeat(string(rune(0x4e00+rng.IntN(0x5200))), 300+rng.IntN(100))...)
				} else {
					b = utf8.AppendRune(b, rune(0x4e00+rng.IntN(0x5200)))
				}
			default:
				b = append(b, pieces[rng.IntN(len(pieces))]...)
			}
		}
		if rng.IntN(4) == 0 {
			// A "//" or ":/" at the reading's bound before a form: a
			// word of 1,000 to 1,040 bytes of letters (or ideographs
			// and letters) from it to the form.
			b = append(b, []string{"//", ":/", "/"}[rng.IntN(3)]...)
			w := 1000 + rng.IntN(40)
			if rng.IntN(2) == 0 {
				b = append(b, strings.Repeat("中", w/3)...)
				w %= 3
			}
			b = append(b, strings.Repeat("x", w)...)
			b = append(b, []string{"：", "＠db.example.com", "﹕", "︓"}[rng.IntN(4)]...)
			long++
		}
		s := string(b)
		if got, want := nfkcIndex(s, false), nfkcDelimIndexRef(s); got != want {
			t.Fatalf("nfkcIndex(%q, false) = %d, 5530dad's nfkcDelimIndex: %d", s, got, want)
		}
		if got, want := nfkcIndex(s, true), nfkcAtIndexRef(s); got != want {
			t.Fatalf("nfkcIndex(%q, true) = %d, 5530dad's nfkcAtIndex: %d", s, got, want)
		}
		if got, want := NFKCAtIndex(b), nfkcAtIndexRef(s); got != want {
			t.Fatalf("NFKCAtIndex(%q) = %d, 5530dad's: %d", s, got, want)
		}
		for i := 0; i < len(s); i++ {
			if nfkcDelim(s[i:]) == 0 {
				continue
			}
			forms++
			got, want := nfkcReads(s, i), nfkcReadsRef(s, i)
			if got != want {
				t.Fatalf("nfkcReads(%q, %d) = %v, 5530dad's: %v", s, i, got, want)
			}
			if got {
				read++
			}
		}
	}
	if forms == 0 || read == 0 || long == 0 {
		t.Errorf("draws too narrow: %d forms, %d read, %d runs past the bound", forms, read, long)
	}
	t.Logf("seed %d: %d forms, %d read as delimiters, %d runs of 300 ideographs or more or words at the bound", *wordLoopSeed, forms, read, long)
}

// nfkcDelimIndexRef is 5530dad's nfkcDelimIndex.
func nfkcDelimIndexRef(s string) int {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], 0xef)
		if k < 0 {
			return -1
		}
		i += k
		if nfkcDelim(s[i:]) != 0 {
			return i
		}
		i++
	}
}

// nfkcAtIndexRef is 5530dad's nfkcAtIndex.
func nfkcAtIndexRef(s string) int {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], 0xef)
		if k < 0 {
			return -1
		}
		i += k
		if nfkcDelim(s[i:]) == '@' {
			return i
		}
		i++
	}
}

// nfkcReadsRef is 5530dad's nfkcReads.
func nfkcReadsRef(s string, i int) bool {
	at := nfkcDelim(s[i:]) == '@'
	if at && !nfkcHostAfter(s[i+3:]) {
		return false
	}
	ws := i
	for ws > 0 && i-ws <= maxNFKCWord {
		r, n := utf8.DecodeLastRuneInString(s[:ws])
		if r == '\n' || r == '\r' || unicode.IsSpace(r) || nfkcStopRef(r) {
			break
		}
		ws -= n
	}
	if w := s[ws:i]; strings.Contains(w, "//") || strings.Contains(w, ":/") {
		return !at || !nfkcPortBefore(w)
	}
	ls := strings.LastIndexAny(s[:ws], "\r\n") + 1
	return at && strings.Trim(s[ls:ws], " \t>#/*;-%!|") == ""
}

// nfkcStopRef is 5530dad's nfkcStop.
func nfkcStopRef(r rune) bool {
	switch {
	case r < 0xa0:
		return r >= 0x80
	case r == 0xfe13, r == 0xfe55, r == 0xfe6b, r == 0xff1a, r == 0xff20:
		return false
	case r == 0xab, r == 0xbb, 0x2000 <= r && r <= 0x200b, r == 0x200e, r == 0x200f,
		0x2018 <= r && r <= 0x2021, r == 0x2026, 0x2028 <= r && r <= 0x202f, r == 0x2039, r == 0x203a,
		0x2066 <= r && r <= 0x2069, r == 0x205f, 0x3000 <= r && r <= 0x3011, r == 0x27e8, r == 0x27e9,
		r == 0x2329, r == 0x232a, r == 0xfeff, 0x2500 <= r && r <= 0x257f,
		0xff01 <= r && r <= 0xff0f, 0xff1a <= r && r <= 0xff20, 0xff3b <= r && r <= 0xff40, 0xff5b <= r && r <= 0xff65,
		r == 0x060c, r == 0x061b, r == 0x061f, r == 0x06d4:
		return true
	case r == 0x1680:
		return true // (not 5530dad's: the Ogham space mark ends a word since stop 59, as U+2000's spaces do)
	}
	return false
}

// TestReaderNameSame: readerName, which returns its argument without a
// copy where a reader reads it as it stands (readerNameSame), answers
// what 5530dad's readerName answered (readerNameRef), for both drops,
// over names drawn (seed -wordloopseed) from every printable ASCII byte,
// format characters, full-width forms, letters and digits of other
// scripts (few and many), CJK hosts and invalid bytes.
func TestReaderNameSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(*wordLoopSeed, 3))
	pieces := []string{"\u00ad", "\u200b", "\u2060", "\ufeff", "Ａ", "ｚ", "０", "＠", "Х", "Ο", "а", "例子", ".测试", "中", "٣", "é", "\xff", "\xe2\x80", "\ufffd", "😀"}
	same, changed := 0, 0
	for n := 0; n < 50000; n++ {
		var b []byte
		for k := rng.IntN(40); k > 0; k-- {
			if rng.IntN(3) > 0 {
				b = append(b, byte(' '+rng.IntN(95)))
			} else {
				b = append(b, pieces[rng.IntN(len(pieces))]...)
			}
		}
		s := string(b)
		for _, drop := range []bool{false, true} {
			got, want := readerName(s, drop), readerNameRef(s, drop)
			if got != want {
				t.Fatalf("readerName(%q, %v) = %q, 5530dad's: %q", s, drop, got, want)
			}
			if want == s {
				same++
			} else {
				changed++
			}
		}
	}
	if same == 0 || changed == 0 {
		t.Errorf("draws too narrow: %d read as they stand, %d changed", same, changed)
	}
	t.Logf("seed %d: %d names read as they stand, %d changed", *wordLoopSeed, same, changed)
}

// readerNameRef is 5530dad's readerName.
func readerNameRef(s string, drop bool) string {
	b := readerText([]byte(s))
	other, n := 0, 0
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsNumber(r)) {
			other++
		}
		n++
		i += size
	}
	if other == 0 || other > max(1, n/6) {
		return string(b)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		switch {
		case r < utf8.RuneSelf || !(unicode.IsLetter(r) || unicode.IsNumber(r)):
			out = append(out, b[i:i+size]...)
		case drop:
		case unicode.IsUpper(r):
			out = append(out, 'A')
		case unicode.IsLower(r):
			out = append(out, 'a')
		default:
			out = append(out, '0')
		}
		i += size
	}
	return string(out)
}
