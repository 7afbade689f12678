package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	cfgQuoteSeed = flag.Uint64("cfgquoteseed", 5313, "TestQuotedConfigPasswords: the seed of its generator")
	cfgQuoteDump = flag.String("cfgquotedump", "", "TestQuotedConfigPasswords: write its texts with no password here, one per NUL")
)

// cfgQuote is a quoted form of a configuration file's value: how an
// entry opens and closes it, and how a byte of the value is written
// inside it (esc; nil: as it is, a careless writer's).
type cfgQuote struct {
	open, close string
	esc         func(string) string
}

// shellSingle writes s inside a shell's '…': nothing but "'" ends it, and
// "'\”" writes one.
func shellSingle(s string) string { return strings.ReplaceAll(s, "'", `'\''`) }

// shellDouble writes s inside a shell's "…": "\", "\"", "$" and "`" after a
// backslash.
func shellDouble(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "`", "\\`").Replace(s)
}

// yamlSingle writes s inside YAML's '…': "”" for "'".
func yamlSingle(s string) string { return strings.ReplaceAll(s, "'", "''") }

// jsonDouble writes s inside a JSON (or YAML) "…".
func jsonDouble(s string) string { return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) }

// cfgQuoteForms are the quoted forms of a configuration file's value the
// tests draw: a shell's '…' and "…", exported or not, bare, YAML's '…'
// and "…", JSON's "…", TOML's '…' and "…", each quote escaped as its
// format writes it or written bare (esc nil: a careless writer's).
var cfgQuoteForms = []struct {
	lead string // before the quote; "KEY" stands for the key
	q    cfgQuote
}{
	{"export KEY=", cfgQuote{"'", "'", shellSingle}},
	{"export KEY=", cfgQuote{"'", "'", nil}},
	{"export KEY=", cfgQuote{`"`, `"`, shellDouble}},
	{"export KEY=", cfgQuote{`"`, `"`, nil}},
	{"KEY=", cfgQuote{"'", "'", shellSingle}},
	{"KEY=", cfgQuote{"'", "'", nil}},
	{"KEY=", cfgQuote{`"`, `"`, shellDouble}},
	{"KEY=", cfgQuote{`"`, `"`, nil}},
	{"KEY=", cfgQuote{"", "", nil}},
	{"key: ", cfgQuote{"'", "'", yamlSingle}},
	{"key: ", cfgQuote{`"`, `"`, jsonDouble}},
	{"  \"key\": ", cfgQuote{`"`, `"`, jsonDouble}},
	{"key = ", cfgQuote{"'", "'", nil}},
	{"key = ", cfgQuote{`"`, `"`, jsonDouble}}, // TOML's basic string: "\"" and "\\" as JSON's
}

// TestQuotedConfigPasswords (closing-58 item 2, TestConfigPairWordKey's
// old leak: -wordkeyseed 5292 and 5305 showed "postgres://deploy:17/L1_"
// of "export rhxhnvedl='postgres://deploy:17/L1_'35Pt⏎PMOIWV=L<f,(@10.1.2.3/x"):
// a password of every printable byte in a configuration file's value,
// quoted every way such files quote (a shell's '…' and "…", exported or
// not, YAML's '…' and "…", JSON's "…", TOML's '…', bare), its quote
// written as the format escapes it ("'\”", "”", "\"") or bare (a
// careless writer's: the shell reads "'…'35Pt" as one word, and so does
// urlsift since stop 59), on one line or cut by a line break at every
// place (the piece before it no port: CONTRACT's convention), with a
// comment's prefix on both lines or none, the value closed or not,
// before hosts with a path. Each case goes through extract and lint in
// every format against its twin (the password's letters and digits
// shifted), then batches of them through every command and the language
// server. And the control: the same files with no password, its bytes a
// path after a port ("postgres://deploy@db:5432/…"), print no "***"
// (-cfgquotedump FILE writes them, NUL apart, for a comparison with
// another build).
//
// go test -run '^TestQuotedConfigPasswords$' . -args -cfgquoteseed S
// (5313 tuning; 5314 held out).
func TestQuotedConfigPasswords(t *testing.T) {
	r, n := genStart(*cfgQuoteSeed, 59, 160, 50)
	printable := printableNoAt
	forms := cfgQuoteForms
	prefixes := []string{"", "", "# ", "; ", "    "}
	hosts := []string{"db.example.com/x", "10.1.2.3/x", "localhost:5432/app", "db:5432/app", "[::1]:6379/0", "gitlab.internal/g/p.git"}
	schemes := []string{"postgres", "mysql", "redis", "amqp", "mongodb", "https", "git+ssh", "ldap"}
	keyOf := func(lead string) string {
		k := []string{"DATABASE_URL", "REDIS_URL", "dsn", "url", "broker.url", "DSN"}[r.IntN(6)]
		return strings.Replace(lead, "KEY", k, 1)
	}
	var k leakTally
	var controls []string
	left, price := 0, 0
	for range n {
		f := forms[r.IntN(len(forms))]
		pre := prefixes[r.IntN(len(prefixes))]
		lead := pre + keyOf(f.lead)
		var pw string
		digitsFirst := r.IntN(3) == 0
		if digitsFirst { // digits first, then a byte that ends a port (stop 56's class)
			digits, end := drawDigitsAndEnd(r)
			pw = digits + end + drawPasswordRest(r, printable, 2+r.IntN(12))
		} else {
			pw = drawPasswordRest(r, printable, 4+r.IntN(14))
		}
		// The form's own quote in the password half the time, where
		// the draw put none; after digits first, right after them half
		// of those times, where the format's escape of it ("\"",
		// "''", "'\''") ends a port's digits (trust34's held-out
		// "key: \"mysql://deploy:51\\\"6⏎2/=^`jM@gitlab.internal/g/p.git\"").
		if f.q.close != "" && !strings.Contains(pw, f.q.close) && r.IntN(2) == 0 {
			i := 1 + r.IntN(len(pw)-1)
			if d := len(pw) - len(strings.TrimLeft(pw, "0123456789")); digitsFirst && d < len(pw) && r.IntN(2) == 0 {
				i = d
			}
			pw = pw[:i] + f.q.close + pw[i:]
		}
		esc := func(s string) string {
			if f.q.esc == nil {
				return s
			}
			return f.q.esc(s)
		}
		if backslashLetter.MatchString(esc(pw)) || strings.Contains(pw, "://") {
			// A backslash before a letter (the twin's letter may make
			// a code escape, "\m" -> "\t", that ends its URL
			// elsewhere: TestConfigPairWordKey's exclusion); a "://"
			// starts a URL of its own.
			left++
			continue
		}
		scheme := schemes[r.IntN(len(schemes))]
		host := hosts[r.IntN(len(hosts))]
		closed := f.q.close != "" && r.IntN(3) > 0
		// cut: where a line break cuts the password (0: none): not
		// where the piece before it reads as a port (all digits) nor
		// inside an escape.
		cut := 0
		if r.IntN(3) > 0 {
			cut = 1 + r.IntN(len(pw)-1)
			if strings.Trim(pw[:cut], "0123456789") == "" || esc(pw[:cut])+esc(pw[cut:]) != esc(pw) {
				cut = 0
			}
		}
		d := len(pw) - len(strings.TrimLeft(pw, "0123456789"))
		if head := pw[d:max(cut, d)]; d > 0 && head != "" && strings.IndexByte("/?#", head[0]) >= 0 && strings.Trim(head[1:], f.q.close) == "" && proseAddressRest.MatchString(pw[cut:]) {
			// The price (CONTRACT, TestDigitPasswordsCutLater's): digits
			// and a "/", "?" or "#" that ends the line (maybe with the
			// value's quote), then a word of an address's shape: prose.
			price++
			continue
		}
		mk := func(p, user string) string {
			return cfgQuoteText(lead+f.q.open, esc, scheme+"://"+user, p, cut, pre, host, closed, f.q.close)
		}
		mkCase := func(p string) secretCase {
			return secretCase{text: mk(p, "deploy:"), url: scheme + "://deploy:" + p + "@" + host, pieces: []string{p}}
		}
		k.check(t, pw, wsCase{c: mkCase(pw), twin: mkCase(secrettest.Shift(pw))})
		// The control: no password, its bytes a path after a port, no
		// "@" after it.
		c := mk(pw, "deploy@db:5432/")
		c = c[:strings.LastIndex(c, esc("@"+host))] + esc("/x")
		if closed {
			c += f.q.close
		}
		controls = append(controls, c+"\n\n")
	}
	var o, e bytes.Buffer
	run([]string{"urlsift", "extract", "-"}, strings.NewReader(strings.Join(controls, "")), &o, &e)
	masked, joined := countMasked(t, o.Bytes())
	if *cfgQuoteDump != "" {
		if err := os.WriteFile(*cfgQuoteDump, []byte(strings.Join(controls, "\x00")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases with a password (%d left out: a backslash before a letter, a \"://\"; %d the price) through extract and lint (%d leak), %d runs through every command: %d leaks; %d controls with no password, %d print \"***\" (%d \"***@\")",
		*cfgQuoteSeed, len(k.all), left, price, k.leaked, runs, k.leaks, len(controls), masked, joined)
	if masked+joined > 0 {
		t.Errorf("%d of %d files with no password print \"***\"", masked+joined, len(controls))
	}
}

// cfgQuoteText writes a configuration file's quoted value as the tests of
// quoted values draw it, then a blank line: open (the line's lead and
// the opening quote), the URL's start head and its password p, cut at
// cut (when more than 0) by a line break and pre, "@" and host, each
// escaped as the form writes them (esc), and close when closed.
func cfgQuoteText(open string, esc func(string) string, head, p string, cut int, pre, host string, closed bool, close string) string {
	var b strings.Builder
	b.WriteString(open + esc(head))
	if cut > 0 {
		b.WriteString(esc(p[:cut]) + "\n" + pre + esc(p[cut:]))
	} else {
		b.WriteString(esc(p))
	}
	b.WriteString(esc("@" + host))
	if closed {
		b.WriteString(close)
	}
	b.WriteString("\n\n")
	return b.String()
}
