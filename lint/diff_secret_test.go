package lint

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// diffOf is writeDiff of src against src with each of the edits old→new
// (a fix, made here without the Fixer, whose withholding is not under
// test: writeDiff is the last gate).
func diffOf(t *testing.T, src string, edits ...string) string {
	t.Helper()
	fixed := src
	for k := 0; k+1 < len(edits); k += 2 {
		fixed = strings.Replace(fixed, edits[k], edits[k+1], 1)
	}
	var out bytes.Buffer
	if err := writeDiff(&out, "f", strings.NewReader(src), strings.NewReader(fixed)); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestDiffMasksBrokenPasswords: review45 M1's shapes, a password that a
// line break cut after a URL the Fixer read as ending before it, are
// masked in every line of the diff, context lines too; the rest of the
// diff is diff -u's.
func TestDiffMasksBrokenPasswords(t *testing.T) {
	for _, tt := range []struct {
		src, old, new string
		want          string // a line the diff must show
	}{
		{"see FTP://a@b.com:\ns3cretpw@localhost/x\n", "FTP", "ftp", " ***@localhost/x\n"},
		{"see FTP://a@b.com: \ns3cretpw@localhost/x\n", "FTP", "ftp", " ***@localhost/x\n"},
		{"see FTP://a@b.com:\r\ns3cretpw@localhost/x\r\n", "FTP", "ftp", " ***@localhost/x\r\n"},
		{"see FTP://a@b.com:\n  s3cretpw@localhost/x\n", "FTP", "ftp", "   ***@localhost/x\n"},
		{"see FTP://q}0}C@\n:s3cretpw@localhost/x\n", "FTP", "ftp", " :***@localhost/x\n"},
		{"see ops@corp.example FTP://ops@corp.example:\ns3cretpw@intranet/x\n", "FTP", "ftp", " ***@intranet/x\n"},
		// The password before the break, on the changed line.
		{"x http://www.gnu.org/a|b <http://u:s3cr\netpw@h.example.org/x>\n", "a|b", "a%7Cb", "-x http://www.gnu.org/a|b <http://u:***\n"},
		// Two lines away from the change: the password's line is a
		// context line, and its neighbour the URL's.
		{"x http://www.gnu.org/a|b\nline\nsee FTP://a@b.com:\ns3cretpw@localhost/x\n", "a|b", "a%7Cb", " ***@localhost/x\n"},
	} {
		d := diffOf(t, tt.src, tt.old, tt.new)
		if strings.Contains(d, "s3cr") || strings.Contains(d, "etpw") {
			t.Errorf("%q: the diff shows the password:\n%s", tt.src, d)
		}
		if !strings.Contains(d, tt.want) {
			t.Errorf("%q: the diff has no line %q:\n%s", tt.src, tt.want, d)
		}
		if !strings.Contains(d, "+") {
			t.Errorf("%q: no change in the diff:\n%s", tt.src, d)
		}
	}
}

// TestDiffSecretGen draws passwords from every printable byte (ASCII and
// beyond), cut by every kind of line break at every place (the ":" at
// the end of the URL's line or at the start of the next one, review45
// M1), after every kind of user name and before every kind of host, with
// a fix on the URL's line or within diffContext lines of it, and checks
// that no line of writeDiff's output shows 4 bytes of the password that
// the diff of the same text with a twin password (each letter and digit
// shifted) does not show too.
func TestDiffSecretGen(t *testing.T) {
	r := rand.New(rand.NewPCG(46, 13))
	n := 4000
	if testing.Short() {
		n = 800
	}
	nonASCII := []string{"é", "Ω", "ß", "中", "한", "ب", "”", "«", "€"}
	draw := func() string {
		var b strings.Builder
		for range 4 + r.IntN(8) {
			if r.IntN(6) == 0 {
				b.WriteString(nonASCII[r.IntN(len(nonASCII))])
			} else {
				b.WriteByte(byte(0x21 + r.IntN(0x7f-0x21)))
			}
		}
		return b.String()
	}
	twin := func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case 'a' <= r && r <= 'z':
				return 'a' + (r-'a'+7)%26
			case 'A' <= r && r <= 'Z':
				return 'A' + (r-'A'+7)%26
			case '0' <= r && r <= '9':
				return '0' + (r-'0'+3)%10
			}
			return r
		}, s)
	}
	users := []string{"alice", "a@b.com", "ops@corp.example", "q}0}C", "x_y"}
	hosts := []string{"localhost", "intranet", "h.example.org", "10.1.2.3", "db"}
	breaks := []string{"\n", " \n", "\r\n", "\n  "}
	leaks, cases := 0, 0
	for range n {
		pw := draw()
		if secrettest.PortLike(pw) || strings.ContainsAny(pw, "@/ ") {
			continue // a port by CONTRACT's convention; a password's rest ends at "/"
		}
		user, host, brk := users[r.IntN(len(users))], hosts[r.IntN(len(hosts))], breaks[r.IntN(len(breaks))]
		cut := r.IntN(len(pw) + 2) // len(pw)+1: the ":" starts the next line
		mk := func(pw string) string {
			var u string
			switch {
			case cut == len(pw)+1:
				u = "FTP://" + user + "@" + brk + ":" + pw + "@" + host + "/x"
			default:
				k := min(cut, len(pw))
				for k > 0 && k < len(pw) && pw[k]&0xc0 == 0x80 {
					k--
				}
				u = "FTP://" + user + ":" + pw[:k] + brk + pw[k:] + "@" + host + "/x"
			}
			lines := []string{"intro", "see " + u + " now", "end", "more"}
			switch r2 := cut % 3; r2 {
			case 1:
				lines[0] = "x http://www.gnu.org/a|b"
			case 2:
				lines[3] = "x http://www.gnu.org/a|b"
			}
			return strings.Join(lines, "\n") + "\n"
		}
		src, tsrc := mk(pw), mk(twin(pw))
		if tsrc == src {
			continue
		}
		d := diffOf(t, src, "FTP", "ftp", "a|b", "a%7Cb")
		td := diffOf(t, tsrc, "FTP", "ftp", "a|b", "a%7Cb")
		cases++
		for k := 0; k+4 <= len(pw); k++ {
			w := pw[k : k+4]
			if strings.Contains(d, w) && !strings.Contains(td, w) {
				leaks++
				if leaks <= 10 {
					t.Errorf("password %q: the diff shows %q:\n%s", pw, w, d)
				}
				break
			}
		}
	}
	t.Logf("%d cases, %d leaks", cases, leaks)
	if leaks > 10 {
		t.Errorf("… %d leaks in all", leaks)
	}
}
