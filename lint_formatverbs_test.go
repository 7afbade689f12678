package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var (
	fmtVerbCases = flag.Int("fmtverbcases", 240, "TestFormatVerbPasswords: how many source files to draw")
	fmtVerbSeed  = flag.Uint64("fmtverbseed", 5331, "TestFormatVerbPasswords: the generator's seed")
)

// fmtVerbLangs are lines of code in many languages that build a URL
// with a printf-style format: {u} is the format, {a} its arguments.
var fmtVerbLangs = map[string]string{
	"go":   "\treturn fmt.Sprintf(\"{u}\", {a})\n",
	"py":   "    return \"{u}\" % ({a})\n",
	"c":    "    snprintf(buf, sizeof buf, \"{u}\", {a});\n",
	"pl":   "my $u = sprintf(\"{u}\", {a});\n",
	"java": "        String u = String.format(\"{u}\", {a});\n",
	"sh":   "url=$(printf '{u}' \"$user\" \"$pw\")\n",
	"rb":   "url = format(\"{u}\", {a})\n",
	"php":  "$u = sprintf(\"{u}\", {a});\n",
	"js":   "const u = util.format(\"{u}\", {a});\n",
	"lua":  "local u = string.format(\"{u}\", {a})\n",
}

const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// TestFormatVerbPasswords is the promise that a format which builds a
// URL with verbs where the user name and password go
// (fmt.Sprintf("postgres://%s:%s@%s:%d/%s", …), Python's
// "%(password)s", Perl's "%1$s") gets no error: such a password is a
// placeholder (password-in-site says so, at info), and its "%" no bad
// escape (review59 N6: 355 of 400 such files had an error on d2f9d79,
// 110 on f47c5aa). The password's verb is drawn from the whole shape
// space, by shape alone: "%", flags from "-+", and ONE letter or digit
// of any (so "%9" as "%s"), a position ("%3$x") or a name ("%(db_pw)Q");
// every such password's twin, its letters and digits replaced by any
// others, gets the same findings at the same places (which letters a
// password holds decides no finding: CONTRACT, Positions). The control,
// a "%" and two letters or digits not both hexadecimal ("%9p", "%+sx":
// no verb's shape), still gets bad-escape: the exemption is the verb's
// shape, not any "%".
func TestFormatVerbPasswords(t *testing.T) {
	pcg := rand.NewPCG(*fmtVerbSeed, 59)
	r := rand.New(pcg)
	dir := t.TempDir()
	langs := slices.Sorted(func(yield func(string) bool) {
		for k := range fmtVerbLangs {
			if !yield(k) {
				return
			}
		}
	})
	pick := func(s string) byte { return s[r.IntN(len(s))] }
	flags := func() string {
		var b strings.Builder
		for range r.IntN(3) {
			b.WriteByte(pick("-+")) // "#" opens a fragment, " " ends the URL: no userinfo to judge
		}
		return b.String()
	}
	// a verb's shape for a password: any letter or digit as conversion
	pwVerb := func() string {
		switch r.IntN(4) {
		case 0:
			return fmt.Sprintf("%%%c$%c", pick("123456789"), pick(alnum))
		case 1:
			n := 1 + r.IntN(10)
			name := make([]byte, n)
			for i := range name {
				name[i] = pick(alnum + "_")
			}
			return fmt.Sprintf("%%(%s)%c", name, pick(alnum))
		}
		return "%" + flags() + string(pick(alnum))
	}
	// a real verb for a user name (not a secret: read as the text is)
	userVerb := func() string {
		switch r.IntN(4) {
		case 0:
			return fmt.Sprintf("%%%c$s", pick("123456789"))
		case 1:
			return "%(user)s"
		}
		return "%" + string(pick("sdvq"))
	}
	twin := func(pw string) string {
		b := []byte(pw)
		for i, c := range b {
			if strings.IndexByte(alnum, c) >= 0 {
				b[i] = pick(alnum)
			}
		}
		return string(b)
	}
	control := func() string {
		for {
			a, b := pick(alnum), pick(alnum)
			if !isHexDigit(a) || !isHexDigit(b) {
				return "%" + flags() + string(a) + string(b)
			}
		}
	}
	type file struct {
		name, pw, kind string
		col            int // the password's column (1-based, bytes)
	}
	var files []file
	write := func(i int, kind, lang, user, pw string) {
		scheme := []string{"postgres", "mysql", "redis", "amqp", "mongodb", "https", "ftp", "smtp", "ldap"}[r.IntN(9)]
		host := []string{"localhost", "db.corp.net", "10.0.0.5", "%s", "%s:%d", "[::1]"}[r.IntN(6)]
		port := ""
		if !strings.Contains(host, ":") || host == "[::1]" {
			port = []string{"", ":%d", ":5432"}[r.IntN(3)]
		}
		path := []string{"", "/", "/app", "/%s", "/%s?sslmode=disable"}[r.IntN(5)]
		u := scheme + "://" + user + ":" + pw + "@" + host + port + path
		line := strings.NewReplacer("{u}", u, "{a}", "user, pw, host, port, db").Replace(fmtVerbLangs[lang])
		name := fmt.Sprintf("f%04d-%s.%s", i, kind, lang)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(line), 0o644); err != nil {
			t.Fatal(err)
		}
		col := strings.Index(line, u) + len(scheme) + len("://") + len(user) + len(":") + 1
		files = append(files, file{name, pw, kind, col})
	}
	for i := range *fmtVerbCases {
		lang := langs[r.IntN(len(langs))]
		user := ""
		if r.IntN(4) > 0 {
			user = userVerb()
			if r.IntN(4) == 0 {
				user = []string{"admin", "app_user", "deploy"}[r.IntN(3)]
			}
		}
		pw := pwVerb()
		// The same line three times: the verb, its twin, the control.
		tw, ctrl := twin(pw), control()
		state := *pcg
		write(i, "verb", lang, user, pw)
		*pcg = state
		write(i, "twin", lang, user, tw)
		*pcg = state
		write(i, "ctrl", lang, user, ctrl)
	}

	var out, errOut bytes.Buffer
	if code := run([]string{"urlsift", "lint", "--no-config", "--info", "--format", "json", "--fail-level", "none", dir}, nil, &out, &errOut); code != 0 {
		t.Fatalf("lint exit %d: %s", code, errOut.String())
	}
	type finding struct {
		Path      string `json:"path"`
		Line      int    `json:"line"`
		Column    int    `json:"column"`
		EndColumn int    `json:"end_column"`
		Severity  string `json:"severity"`
		Rule      string `json:"rule"`
	}
	got := map[string][]string{}
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var f finding
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatalf("%v: %s", err, sc.Text())
		}
		base := filepath.Base(f.Path)
		got[base] = append(got[base], fmt.Sprintf("%d:%d-%d %s %s", f.Line, f.Column, f.EndColumn, f.Severity, f.Rule))
	}
	bad, differ, ctrlMissed, shown := 0, 0, 0, 0
	for _, f := range files {
		fs := got[f.name]
		switch f.kind {
		case "verb", "twin":
			for _, s := range fs {
				if strings.HasSuffix(s, " bad-escape") || strings.HasSuffix(s, " password-in-site") && !strings.Contains(s, " info ") {
					if bad++; bad <= 5 {
						src, _ := os.ReadFile(filepath.Join(dir, f.name))
						t.Errorf("%s: %s on a format's verbs: %q", f.name, s, src)
					}
				}
			}
			if f.kind == "twin" {
				verb := got[strings.Replace(f.name, "-twin.", "-verb.", 1)]
				if !slices.Equal(fs, verb) {
					if differ++; differ <= 5 {
						t.Errorf("%s: twins differ: %q against %q", f.name, fs, verb)
					}
				}
			}
		case "ctrl":
			found := false
			for _, s := range fs {
				found = found || strings.HasSuffix(s, " error bad-escape") && strings.Contains(s, fmt.Sprintf(":%d-", f.col))
			}
			if !found {
				if ctrlMissed++; ctrlMissed <= 5 {
					src, _ := os.ReadFile(filepath.Join(dir, f.name))
					t.Errorf("%s: control %q got no bad-escape at column %d: %q, %q", f.name, f.pw, f.col, fs, src)
				}
			}
		}
		if strings.Contains(out.String(), ":"+f.pw+"@") && len(f.pw) > 2 {
			shown++
		}
	}
	t.Logf("seed %d: %d bad-escape or password-in-site above info on verbs, %d twins differ, %d controls without bad-escape (of %d each)",
		*fmtVerbSeed, bad, differ, ctrlMissed, *fmtVerbCases)
	if shown > 0 {
		t.Errorf("%d passwords shown in the output", shown)
	}
}
