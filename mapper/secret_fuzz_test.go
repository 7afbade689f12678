package mapper

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/secrettest"
	"github.com/urlsift/urlsift/lint"
)

// FuzzNoSecretInOutput is the promise that no output shows a password,
// for the fuzzer to search: a URL with a user name, a password, a host and
// a path drawn from the fuzzer's bytes, in one of the wrappers text puts
// around URLs, with any text before and after it, goes through extract
// (JSON, both readings of a hyphen) and lint (JSON and text, every rule)
// as the commands run them. No six bytes of the password may stand in an
// output (as written or decoded from JSON escapes and percent-encoding)
// unless they stand in the output of the same text with the password
// replaced by as many "Q", or (but for quotes at their ends) in the text
// around the password: they are then the output's or the text's own.
//
// The password may hold any byte but a line break. Left out, as
// TestNoSecretInAnyOutput's generator leaves them out, are the passwords
// that read as a port and a path ("alice:7/ab cd@h": digits and then a
// byte that ends a port, then white space, or a host that is no host name
// after the "@", the host the text makes with what is glued to it), and
// user names that hold what a user name cannot hold
// unescaped (":", "/", "?", "#", white space, "[" first).
//
//	go test ./mapper -run '^$' -fuzz FuzzNoSecretInOutput -fuzztime 2m
func FuzzNoSecretInOutput(f *testing.F) {
	for _, s := range []struct {
		user, pw, before, after string
		host, wrap, path        uint8
	}{
		{"alice", "/secretXYZ", "see ", ".", 0, 0, 0},
		{"alice", "Secr<etXYZ", "", "", 0, 1, 2},
		{"ghp_abcdefghijklmnopqrstuvwxyz0123456789", "x-oauth-basicXYZ", "", "", 8, 0, 1},
		{"john@example.com", "Pass/w0rdXYZ", "", "", 9, 3, 0},
		{"admin", "p@ss?w0rdXYZ", "", "", 6, 0, 1},
		{"alice", "OP0#@atq/4;SECRET", "", "", 4, 0, 3},
		{"alice", "hunter2pwXYZ", "<telnet:-\n", ">", 0, 0, 0},
		{"u", "a b c d e f", "x = \"", "\";", 1, 2, 4},
	} {
		f.Add(s.user, s.pw, s.host, s.wrap, s.path, s.before, s.after)
	}
	linter, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		f.Fatal(err)
	}
	hosts := []string{"host.example.org", "10.1.2.3", "[2001:db8::1]", "localhost", "bücher.example", "db1,db2", "db1.example.com:27017,db2.example.com:27017", "1.2.3.4:8080", "github.com", "ftp.host.com", "h"}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[t](", ")"}, {"«", "»"}, {"{", "}"}}
	paths := []string{"", "/", "/a/b.html", "/p?q=1#f", "/x|y", "/@scope/pkg"}
	f.Fuzz(func(t *testing.T, user, pw string, host, wrap, path uint8, before, after string) {
		pw = strings.Map(func(r rune) rune {
			if r == '\n' || r == '\r' {
				return -1
			}
			return r
		}, pw)
		if len(pw) < 6 || len(pw) > 200 || len(before)+len(after) > 400 {
			return
		}
		user = strings.TrimLeft(strings.Map(func(r rune) rune {
			if strings.ContainsRune(":/?# \t\v\f\n\r", r) {
				return -1
			}
			return r
		}, user), "[")
		h := hosts[int(host)%len(hosts)]
		if secrettest.PortLike(pw) && (strings.ContainsAny(pw, " \t\v\f") || h == "h") {
			return
		}
		w := wraps[int(wrap)%len(wraps)]
		p := paths[int(path)%len(paths)]
		if next := p + w[1] + after; secrettest.PortLike(pw) && next != "" && (next[0] >= 0x80 || strings.IndexByte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._", next[0]) >= 0) {
			return // text glued to the host makes another host ("localhost0"): the port reading holds
		}
		text := before + w[0] + "https://" + user + ":" + pw + "@" + h + p + w[1] + after + "\n"
		neutral := before + w[0] + "https://" + user + ":" + strings.Repeat("Q", len(pw)) + "@" + h + p + w[1] + after + "\n"
		if strings.IndexByte(text, 0) >= 0 {
			return // a binary file: not read
		}
		out, fixed := outputs(t, linter, text), outputs(t, linter, neutral)
		for i := 0; i+6 <= len(pw); i++ {
			win := pw[i : i+6]
			bare := strings.Trim(win, "\"'\\ ")
			if strings.Contains(before+"\n"+after+"\n"+user+"\n"+h+p, bare) || bytes.Contains(fixed, []byte(win)) {
				// The text's own words, not the password's (a user
				// name "00000" quoted as a host where the password is
				// "\"00000").
				continue
			}
			if bytes.Contains(out, []byte(win)) {
				t.Fatalf("an output holds %q of the password %q of\n%q:\n%s", win, pw, text, out)
			}
		}
	})
}

// outputs runs text through extract and lint as the commands do, and
// returns every output, as written and decoded.
func outputs(t *testing.T, l *lint.Linter, text string) []byte {
	var b bytes.Buffer
	warn := func(msg string) { b.WriteString(msg + "\n") }
	opts := extract.Options{Relative: true, Abbreviated: true}
	for _, m := range []Mapper{
		// Relative references are read only with a base, as the
		// command and the Beam pipeline read them (--base).
		&Extract{Format: "json", Hyphen: "both", Base: "https://base.example/j/", Options: opts},
		&Extract{Format: "url", Hyphen: "drop", Base: "https://base.example/d/", Options: opts},
		&Lint{Linter: l, Format: "json", Options: opts},
		&Lint{Linter: l, Format: "text", Options: opts},
	} {
		if _, err := m.File("in.txt", strings.NewReader(text), input.Text, &b, warn); err != nil {
			t.Fatal(err)
		}
	}
	// As written, and decoded: JSON escapes, percent-encoding.
	out := append(append([]byte(nil), b.Bytes()...), '\n')
	out = append(append(out, unescape(b.Bytes())...), '\n')
	return append(out, secrettest.PctDecode(out)...)
}

// unescape undoes the escapes of JSON strings.
func unescape(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 == len(b) {
			out = append(out, b[i])
			continue
		}
		switch c := b[i+1]; c {
		case 'u':
			if i+6 <= len(b) {
				if v, err := strconv.ParseUint(string(b[i+2:i+6]), 16, 32); err == nil {
					out = append(out, string(rune(v))...)
					i += 5
					continue
				}
			}
			out = append(out, b[i])
		case 't':
			out = append(out, '\t')
			i++
		default:
			out = append(out, c)
			i++
		}
	}
	return out
}
