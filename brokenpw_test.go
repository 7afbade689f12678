package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// TestBrokenPasswordPieces is the promise for a password that a line
// break cuts where the URL is not rejoined, so that the URL printed ends
// inside it (urlsyntax.BrokenPassword): passwords of 1 to 12 bytes drawn
// from every printable class (letters, digits, every ASCII punctuation
// but "/", non-ASCII), broken at every rune boundary by every kind of
// line break, in every wrapper and bare, after every kind of user name
// (none, a name, an e-mail address), go through extract in every format
// and lint; no output may hold 3 bytes of a password that the output of
// the same texts with twin passwords (each letter and digit replaced by
// another of its class) does not hold too (in JSON, but a window with a
// quote or a backslash, which JSON's own may stand beside). Not drawn: a password whose
// piece before the break reads as a port ("http://u:7⏎4AGY@intranet/",
// secrettest.PortLike), and one holding white space or "/", which ends
// the URL before the line end (other readings: atAfter, AppendSecrets).
func TestBrokenPasswordPieces(t *testing.T) {
	const punct = "!\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中"}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}, {"{", "}"}}
	breaks := []string{"\n", "\r\n", "\r", "\n  ", "\r\n\t", "-\n", "\f", "\v", "\u2028", "\u0085"}
	users := []string{"u", "alice", "a@b.com", ""}
	hosts := []string{"h.example.org", "db1.example.com:27017,db2.example.com:27017", "[2001:db8::1]:0", "intranet"}
	schemes := []string{"http", "HTTPS", "git+ssh", "postgres"}
	// twin replaces each letter and digit by another of its class.
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
	r := rand.New(rand.NewPCG(34, 1))
	npw := 24
	if testing.Short() {
		npw = 8
	}
	for pi := range npw {
		// A password of 1 to 12 bytes.
		var b strings.Builder
		for n := 1 + r.IntN(12); b.Len() < n; {
			if k := r.IntN(len(classes) + 1); k < len(classes) {
				b.WriteByte(classes[k][r.IntN(len(classes[k]))])
			} else if c := nonASCII[r.IntN(len(nonASCII))]; b.Len()+len(c) <= n {
				b.WriteString(c)
			}
		}
		pw := b.String()
		if utf8.RuneCountInString(pw) < 2 {
			continue
		}
		var text, ttext strings.Builder
		for k := 1; k < utf8.RuneCountInString(pw); k++ {
			i := len(string([]rune(pw)[:k]))
			if secrettest.PortLike(pw[:i] + "\n") {
				continue // the PortLike convention: host u, port 7
			}
			for wi, w := range wraps {
				for bi, brk := range breaks {
					user := users[(k+wi+bi)%len(users)]
					host := hosts[(k+wi+bi+pi)%len(hosts)]
					scheme := schemes[(wi+bi)%len(schemes)]
					mk := func(p string) string {
						return "see " + w[0] + scheme + "://" + user + ":" + p[:i] + brk + p[i:] + "@" + host + "/x" + w[1] + " now\n\n"
					}
					text.WriteString(mk(pw))
					ttext.WriteString(mk(twin(pw)))
				}
			}
		}
		if text.Len() == 0 {
			continue
		}
		for _, args := range [][]string{
			{"extract", "-"}, {"extract", "--format", "line", "-"}, {"extract", "--format", "json", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "json", "-"},
		} {
			out := func(in string) []byte {
				var o, e bytes.Buffer
				run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
				return append(unescapeBackslashes(o.Bytes()), unescapeBackslashes(e.Bytes())...)
			}
			got, tw := out(text.String()), out(ttext.String())
			for lo := 0; lo+3 <= len(pw); lo++ {
				w := pw[lo : lo+3]
				if !utf8.ValidString(w) || w == twin(w) {
					continue // a window of punctuation: the twin's is the same
				}
				if slices.Contains(args, "json") && strings.ContainsAny(w, "\"\\") {
					// JSON's own quotes beside 2 bytes of a password,
					// which Secret.Hide leaves (a word under 3 bytes is
					// hidden only where the URL holds it).
					continue
				}
				if bytes.Contains(got, []byte(w)) && !bytes.Contains(tw, []byte(w)) {
					i := bytes.Index(got, []byte(w))
					t.Errorf("urlsift %q shows %q of the password %q:\n%s", args, w, pw, fmt.Sprintf("%.300s", got[max(i-150, 0):]))
				}
			}
		}
	}
}
