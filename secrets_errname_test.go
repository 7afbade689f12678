package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

var errNameSeed = flag.Uint64("errnameseed", 5337, "TestErrorsMaskCleanedNames: the seed of its generator (5337 tuning; 5338 held out)")

// errNameCase is one error of the command that names a path: the
// arguments that make it happen for real, given the name, the directory
// it stands in, and what the case made there first (a file, a list).
type errNameCase struct {
	what  string
	setup func(t *testing.T, dir, name string) []string
}

// errNameCases are the errors of the command that name a path given or
// found: a PATH, --files-from and a path it lists, --baseline, --config
// (missing, a directory, a file it cannot read as TOML), --output-dir,
// and SARIF's notifications (standard output).
var errNameCases = []errNameCase{
	{"PATH missing", func(t *testing.T, dir, name string) []string {
		return []string{"extract", name}
	}},
	{"--files-from missing", func(t *testing.T, dir, name string) []string {
		return []string{"extract", "--files-from", name}
	}},
	{"--files-from lists a missing path", func(t *testing.T, dir, name string) []string {
		return []string{"extract", "--files-from", writeList(t, dir, name)}
	}},
	{"--baseline missing", func(t *testing.T, dir, name string) []string {
		return []string{"lint", "--no-config", "--baseline", name, "-"}
	}},
	{"--baseline a directory", func(t *testing.T, dir, name string) []string {
		mkdirAll(t, name)
		return []string{"lint", "--no-config", "--baseline", name, "-"}
	}},
	{"--config missing", func(t *testing.T, dir, name string) []string {
		return []string{"lint", "--config", name, "-"}
	}},
	{"--config a directory", func(t *testing.T, dir, name string) []string {
		mkdirAll(t, name)
		return []string{"lint", "--config", name, "-"}
	}},
	{"--config not TOML", func(t *testing.T, dir, name string) []string {
		writeFile(t, name, "bad = [")
		return []string{"lint", "--config", name, "-"}
	}},
	{"--output-dir under a file", func(t *testing.T, dir, name string) []string {
		writeFile(t, name, "x")
		return []string{"extract", "--output-dir", name + "/out", "-"}
	}},
	{"SARIF notification of a missing path", func(t *testing.T, dir, name string) []string {
		return []string{"lint", "--no-config", "--format", "sarif", "--files-from", writeList(t, dir, name)}
	}},
}

func mkdirAll(t *testing.T, p string) {
	t.Helper()
	if err := os.MkdirAll(p, 0o755); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, p, s string) {
	t.Helper()
	mkdirAll(t, filepath.Dir(p))
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func writeList(t *testing.T, dir, name string) string {
	t.Helper()
	l := filepath.Join(dir, "list.txt")
	writeFile(t, l, name+"\n")
	return l
}

// TestErrorsMaskCleanedNames draws URLs with a password of every
// printable byte (and some non-ASCII), saved under their own name as a
// file system cleans it ("postgres:/deploy:5|^6h@j8U:89391/od@intranet",
// trust33's shape, urlsyntax.MaskName), and makes each error of the
// command that names a path happen for that name; standard error and
// standard output must not show a piece of the password that
// urlsyntax.MaskName hides in the name (review59 N10, the CLI's half:
// the errors' masker, argmask and MaskText, did not read the cleaned
// "scheme:/"). Its control: the twin name without the password (a user
// name only) is printed whole (no over-masking).
func TestErrorsMaskCleanedNames(t *testing.T) {
	r, n := genStart(*errNameSeed, 60, 400, 100)
	var printable strings.Builder
	for c := byte(' '); c < 0x7f; c++ {
		printable.WriteByte(c)
	}
	alpha := printable.String()
	nonASCII := []string{"é", "Ω", "ß", "中", "”", "«"}
	schemes := []string{"ftp", "https", "http", "postgres", "git+ssh", "redis", "mysql", "s3"}
	users := []string{"deploy", "u", "x_y", "bob.smith", "ci-bot", ""}
	hosts := []string{"intranet", "intranet/a/b.html", "_gateway/x", "db", "j8U", "h.example.org/x",
		"10.1.2.3", "10.1.2.3:5432/x", "localhost/x", "db.example.com:5432/x"}
	base := t.TempDir()
	drawn, left, shown, twinsMasked := 0, 0, 0, 0
	for i := 0; drawn < n; i++ {
		var pw strings.Builder
		if r.IntN(2) == 0 {
			// Digits first, half the time: a port to MaskText's raw
			// reading of the cleaned name (trust33's class).
			for range 1 + r.IntN(3) {
				pw.WriteByte(byte('0' + r.IntN(10)))
			}
		}
		for range 1 + r.IntN(12) {
			if r.IntN(12) == 0 {
				pw.WriteString(nonASCII[r.IntN(len(nonASCII))])
				continue
			}
			pw.WriteByte(alpha[r.IntN(len(alpha))])
		}
		p := pw.String()
		user, scheme, host := users[r.IntN(len(users))], schemes[r.IntN(len(schemes))], hosts[r.IntN(len(hosts))]
		c := errNameCases[r.IntN(len(errNameCases))]
		dir := filepath.Join(base, "c"+strings.Repeat("x", i%3)+string(rune('a'+i%26))+string(rune('a'+i/26%26))+string(rune('a'+i/676%26)))
		rel := scheme + ":/" + user + ":" + p + "@" + host
		name := dir + "/" + rel
		if filepath.Clean(name) != name || strings.ContainsAny(p, "\x00") {
			continue // a name no walk gives, nor a file system keeps
		}
		public := strings.Replace(name, p, "\x00", 1)
		var ws []string
		for lo := 0; lo+3 <= len(p); lo++ {
			if w := p[lo : lo+3]; !strings.Contains(public, w) && !strings.Contains(c.what, w) {
				ws = append(ws, w)
			}
		}
		if mu := urlsyntax.MaskText(scheme + "://" + strings.TrimPrefix(rel, scheme+":/")); len(ws) == 0 || containsAnyOf(mu, ws) || !strings.Contains(mu, urlsyntax.Masked) {
			left++ // the URL's own text shows it: another class (TestCleanedNameHides)
			continue
		}
		drawn++
		// The control first: the same error for the name without the
		// password, printed whole; a piece of the password that its
		// output shows too (a word of SARIF's rule texts) is no sign.
		twinDir := dir + "-twin"
		twin := twinDir + "/" + scheme + ":/" + user + "@" + host
		if user == "" {
			twin = twinDir + "/" + scheme + ":/" + host
		}
		var to, te bytes.Buffer
		run(append([]string{"urlsift"}, c.setup(t, twinDir, twin)...), strings.NewReader("x http://a.corp.net/a^b\n"), &to, &te)
		tout := to.String() + te.String()
		if !strings.Contains(tout, twin) {
			twinsMasked++
			if twinsMasked <= 3 {
				t.Errorf("%s (control): the name %q is not printed whole:\n%s", c.what, twin, lastLines(tout, 3))
			}
		}
		ws = slices.DeleteFunc(ws, func(w string) bool { return strings.Contains(tout, w) })
		args := append([]string{"urlsift"}, c.setup(t, dir, name)...)
		var o, e bytes.Buffer
		run(args, strings.NewReader("x http://a.corp.net/a^b\n"), &o, &e)
		out := o.String() + e.String()
		if containsAnyOf(out, ws) {
			shown++
			if shown <= 6 {
				t.Errorf("%s: the password %q of the name %q is shown:\n%s", c.what, p, name, lastLines(out, 3))
			}
		}
	}
	t.Logf("seed %d: %d names drawn over %d errors (%d left out: their URL's own text shows the password), %d outputs show a piece of a password, %d controls not printed whole",
		*errNameSeed, drawn, len(errNameCases), left, shown, twinsMasked)
}

func containsAnyOf(s string, ws []string) bool {
	for _, w := range ws {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

func lastLines(s string, n int) string {
	ls := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, "\n")
}
