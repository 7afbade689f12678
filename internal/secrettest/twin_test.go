package secrettest

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var twinSeed = flag.Uint64("twinseed", 5309, "TestShiftTwinConvention: the seed of the draw (5309 tuned, 5310 held out)")

// TestShiftTwinConvention: Shift's twin keeps what CONTRACT says lint
// may tell of a password and nothing else (PercentRoles): where a "%"
// starts an escape and the kind of octet it escapes (a digit, a capital,
// a small letter, another), the class of each byte after a "%" that
// starts none, and every byte that is no letter nor digit; every letter
// and digit elsewhere, and every escape of a letter or digit, changes.
// Drawn: strings of every printable ASCII byte, white space and a few
// non-ASCII letters, with "%" and hexadecimal digits often.
func TestShiftTwinConvention(t *testing.T) {
	r := rand.New(rand.NewPCG(*twinSeed, 59))
	const printable = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	pieces := []string{"%", "%", "%", "0", "9", "a", "f", "A", "F", "g", "G", "z", "\t", "\n", "é", "中"}
	kind := func(o int) int {
		switch {
		case '0' <= o && o <= '9':
			return 1
		case 'A' <= o && o <= 'Z':
			return 2
		case 'a' <= o && o <= 'z':
			return 3
		}
		return 0
	}
	bad := 0
	fail := func(format string, a ...any) {
		bad++
		if bad <= 10 {
			t.Errorf(format, a...)
		}
	}
	escapes := 0
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			if r.IntN(2) == 0 {
				b.WriteString(pieces[r.IntN(len(pieces))])
			} else {
				b.WriteByte(printable[r.IntN(len(printable))])
			}
		}
		s := b.String()
		tw := Shift(s)
		if len(tw) != len(s) {
			fail("Shift(%q) = %q: another length", s, tw)
			continue
		}
		rs, rt := PercentRoles(s), PercentRoles(tw)
		for i := 0; i < len(s); i++ {
			if rs[i] != rt[i] {
				fail("Shift(%q) = %q: byte %d's role %d, the twin's %d", s, tw, i, rs[i], rt[i])
				break
			}
			isAlnum := ClassOf(s[i]) != ""
			switch {
			case rs[i] == RoleEscape:
				j := i + 1
				for rs[j] != RoleEscape {
					j++
				}
				escapes++
				o, ot := hexVal(s[i])<<4|hexVal(s[j]), hexVal(tw[i])<<4|hexVal(tw[j])
				if kind(o) != kind(ot) || digitClass(s[i]) != digitClass(tw[i]) || digitClass(s[j]) != digitClass(tw[j]) {
					fail("Shift(%q) = %q: the escape %%%c%c twinned as %%%c%c", s, tw, s[i], s[j], tw[i], tw[j])
				}
				if kind(o) != 0 && o == ot {
					fail("Shift(%q) = %q: the escape of %q kept", s, tw, rune(o))
				}
				i = j
			case rs[i] == RoleAfterPercent:
				if ClassOf(s[i]) != ClassOf(tw[i]) || s[i] == tw[i] {
					fail("Shift(%q) = %q: byte %d after a %%, %q, twinned as %q", s, tw, i, s[i], tw[i])
				}
			case isAlnum:
				if s[i] == tw[i] {
					fail("Shift(%q) = %q: the letter or digit %q kept", s, tw, s[i])
				}
			default:
				if s[i] != tw[i] {
					fail("Shift(%q) = %q: byte %d, %q, changed", s, tw, i, s[i])
				}
			}
		}
	}
	t.Logf("seed %d: 20000 strings, %d escapes; %d failures", *twinSeed, escapes, bad)
	if escapes == 0 {
		t.Errorf("no escape drawn: the test cannot tell")
	}
}
