package argmask

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestRows: the shapes of error messages the command prints about its
// arguments (the rows of TestMaskByPlaceRows and review35's), through
// Message and Path.
func TestRows(t *testing.T) {
	for _, tt := range []struct {
		args            []string
		msg, path       string
		wantMsg, wantPh string
	}{
		// An argument quoted whole: masked by where its secret stands.
		{[]string{"urlsift", "explain", "https://u:s3cret@host/"}, `unknown rule "https://u:s3cret@host/"`, "",
			`unknown rule "https://u:***@host/"`, ""},
		// A host and a path that hold the password's letters are shown.
		{[]string{"urlsift", "explain", "http://user:example@example.com/example"}, `unknown rule "http://user:example@example.com/example"`, "",
			`unknown rule "http://user:***@example.com/example"`, ""},
		// A piece of a flag's value cut at ",", lowered: by place.
		{[]string{"urlsift", "extract", "--scheme", "HTTP,http://U:Sk9Lp2@Sk9Lp2.example/"}, `--scheme "http://u:sk9lp2@sk9lp2.example/"`, "",
			`--scheme "http://u:***@sk9lp2.example/"`, ""},
		{[]string{"urlsift", "lint", "--enable", "http://u:example@example.com/p,foo"}, `unknown rule "http://u:example@example.com/p"`, "",
			`unknown rule "http://u:***@example.com/p"`, ""},
		// A whole argument that holds no secret, though its bytes stand
		// in secrets too: as typed (review35 item 5 masked it "ab:***"
		// by its first place that shares a byte with a secret, so that
		// the output told whether "cd" went on a password).
		{[]string{"urlsift", "lint", "--enable", "ab:cd", "http://ab:cdef@h.example/", "ftp://x:yab:cd@h.example/"}, `unknown rule "ab:cd"`, "",
			`unknown rule "ab:cd"`, ""},
		{[]string{"urlsift", "resolve", "--base", "http://u:-82@h.example/", "-82"}, "flag provided but not defined: -82", "-82",
			"flag provided but not defined: -82", "-82"},
		// A piece of a public argument that is a piece of a secret too:
		// its place is not known, and it is masked as before.
		{[]string{"urlsift", "lint", "--enable", "ab:cd,x", "http://ab:cdef@h.example/"}, `unknown rule "ab:cd"`, "",
			`unknown rule "ab:***"`, ""},
		// A piece shorter than Scrub's runs: the argument's secret bytes.
		{[]string{"urlsift", "lint", "--disable", "HTTPS://:\tyc,›@host.example.org/"}, `unknown rule "HTTPS://:\tyc"`, "",
			`unknown rule "HTTPS://:***"`, ""},
		// A message that shows an argument unquoted.
		{[]string{"urlsift", "lint", "--baseline", "http://u:Hunter22@db.example/b.jsonl"}, "--baseline: http://u:Hunter22@db.example/b.jsonl: no such file or directory", "",
			"--baseline: http://u:***@db.example/b.jsonl: no such file or directory", ""},
		// A PATH that is an argument, and one found under an argument.
		{[]string{"urlsift", "extract", "https://u:pw123456@h.example/x"}, "no such file or directory", "https://u:pw123456@h.example/x",
			"no such file or directory", "https://u:***@h.example/x"},
		{[]string{"urlsift", "extract", "dir"}, "no such file or directory", "dir/https:/u:pw123456@h.example/x",
			"no such file or directory", "dir/https:/u:***@h.example/x"},
		// Nothing secret: as it is.
		{[]string{"urlsift", "explain", "nope"}, `unknown rule "nope"`, "a/b", `unknown rule "nope"`, "a/b"},
	} {
		a := New(tt.args)
		if got := a.Message(tt.msg); got != tt.wantMsg {
			t.Errorf("%q: Message(%q) = %q, want %q", tt.args, tt.msg, got, tt.wantMsg)
		}
		if got := a.Path(tt.path); got != tt.wantPh {
			t.Errorf("%q: Path(%q) = %q, want %q", tt.args, tt.path, got, tt.wantPh)
		}
	}
	var zero Args
	if got := zero.Message(`x "y"`); got != `x "y"` {
		t.Errorf("the zero Args changed %q to %q", `x "y"`, got)
	}
}

// TestPublicArgNoOracle: a message that shows an argument that holds no
// secret, whole (quoted or between spaces), as a flag's parser or a
// file's error does, shows it as typed, whatever the secrets of the
// other arguments hold: passwords drawn from every printable byte but
// "/", "@" and white space, and an argument that is the password, a
// piece of it, or another string of its length. Before stop 37 the
// message masked the argument where it was a piece of a password
// ("flag provided but not defined: ***" for "-82" beside
// "http://u:-82@h/", shown for "-83"): a chosen argument tested the
// password.
func TestPublicArgNoOracle(t *testing.T) {
	const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$&'()*+-.;=_~%:[]<>{}|^`\"\\"
	r := rand.New(rand.NewPCG(37, 9))
	bad := 0
	for range 2000 {
		var pw strings.Builder
		for n := 1 + r.IntN(10); pw.Len() < n; {
			pw.WriteByte(chars[r.IntN(len(chars))])
		}
		p := pw.String()
		var q string
		switch r.IntN(3) {
		case 0:
			q = p
		case 1:
			i := r.IntN(len(p))
			q = p[i : i+1+r.IntN(len(p)-i)]
		default:
			q = "-" + p[:r.IntN(len(p))]
		}
		if strings.ContainsAny(q, " ") {
			continue
		}
		args := []string{"urlsift", "resolve", "--base", "http://u:" + p + "@h.example/x", q}
		a := New(args)
		for _, tt := range [][2]string{
			{"flag provided but not defined: " + q, "flag provided but not defined: " + q},
			{`unknown rule "` + q + `"`, `unknown rule ` + strconv.Quote(q)},
			{"open " + strconv.Quote(q) + ": no such file", "open " + strconv.Quote(q) + ": no such file"},
		} {
			msg := tt[0]
			if tt[1] != tt[0] {
				msg = tt[1]
			}
			if got := a.Message(msg); got != msg {
				bad++
				if bad <= 5 {
					t.Errorf("%q: Message(%q) = %q, want it as it is", args, msg, got)
				}
			}
		}
		if got := a.Path(q); got != q {
			bad++
			if bad <= 5 {
				t.Errorf("%q: Path(%q) = %q, want it as it is", args, q, got)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d messages masked a public argument", bad)
	}
}

// TestNoPasswordInMessages: command lines of URLs whose passwords are
// drawn from every printable byte but "/", "@", "," and white space (and
// non-ASCII), with hosts and paths that may hold pieces of them, and
// messages that quote an argument whole (as given, in lower case, Go
// quoted or not) or a piece of a flag's value cut at ",", and paths that
// are an argument or a name under one: no output holds four bytes of a
// password that the URL as masked by place (urlsyntax.Secret.Mask) does
// not show, and a whole argument is shown exactly as masked by place.
func TestNoPasswordInMessages(t *testing.T) {
	const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$&'()*+-.;=_~%:[]<>{}|^`\"\\"
	nonASCII := []string{"é", "Ω", "ß", "中"}
	r := rand.New(rand.NewPCG(36, 5))
	n := 3000
	if testing.Short() {
		n = 500
	}
	for range n {
		var pw strings.Builder
		for range 4 + r.IntN(9) {
			if r.IntN(8) == 0 {
				pw.WriteString(nonASCII[r.IntN(len(nonASCII))])
			} else {
				pw.WriteByte(chars[r.IntN(len(chars))])
			}
		}
		p := pw.String()
		// The host or path may hold a piece of the password.
		piece := strings.Map(func(r rune) rune {
			if 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
				return r
			}
			return -1
		}, p)
		host := "h.example.org"
		if piece != "" && r.IntN(2) == 0 {
			host = strings.ToLower(piece) + ".example.org"
		}
		u := []string{"http", "HTTPS", "ftp", "postgres"}[r.IntN(4)] + "://" + []string{"u", "alice", ""}[r.IntN(3)] + ":" + p + "@" + host + "/" + piece
		sec := urlsyntax.SecretOf(u)
		if len(sec.Spans()) == 0 {
			continue
		}
		masked := sec.Mask(u)
		flag := []string{"--enable", "--disable", "--scheme"}[r.IntN(3)]
		value := "x," + u + ",y"
		a := New([]string{"urlsift", "lint", flag, value, u})
		// Each message and path, with what it shows once the URL in it
		// is masked by place.
		type shown struct{ in, want string }
		var msgs []shown
		for _, f := range [][2]string{{u, masked}, {strings.ToLower(u), strings.ToLower(masked)}} {
			msgs = append(msgs,
				shown{"unknown rule " + strconv.Quote(f[0]), "unknown rule " + strconv.Quote(f[1])},
				shown{f[0] + ": no such file or directory", f[1] + ": no such file or directory"})
		}
		for _, m := range msgs {
			got := a.Message(m.in)
			if strings.HasPrefix(m.in, "unknown rule ") && got != m.want {
				t.Errorf("%q: Message(%q) = %q, want the argument as masked by place, %q", u, m.in, got, m.want)
			}
			checkNoWindow(t, p, m.want, got)
		}
		for _, ph := range []shown{{u, masked}, {"dir/" + strings.Replace(u, "//", "/", 1), "dir/" + strings.Replace(masked, "//", "/", 1)}} {
			got := a.Path(ph.in)
			if ph.in == u && got != masked {
				t.Errorf("Path(%q) = %q, want %q", ph.in, got, masked)
			}
			checkNoWindow(t, p, ph.want, got)
		}
	}
}

// checkNoWindow fails when out holds four bytes of the password pw (as
// written or in lower case) that want, what it shows with its URL masked
// by place, does not hold (but for a "*", which "***" may stand beside
// where text of no known place is masked by the secret's words).
func checkNoWindow(t *testing.T, pw, want, out string) {
	t.Helper()
	for _, p := range []string{pw, strings.ToLower(pw)} {
		for i := 0; i+4 <= len(p); i++ {
			w := p[i : i+4]
			if strings.Contains(w, "*") {
				continue // beside a "***" of masking by words
			}
			if strings.Contains(out, w) && !strings.Contains(want, w) {
				t.Errorf("%q shows %q of the password %q (by place: %q)", out, w, pw, want)
				return
			}
		}
	}
}
