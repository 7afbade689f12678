package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

var schemeFlags = newGenFlags("TestFixNormalFormSchemes", "nfs", "name", 400, 120, 5077, false)

// nfsSchemes are schemes to draw: the draft's table and others in use
// (a scheme the table does not know, LookupScheme nil, is unknown to the
// oracle below whatever this list says), and the reviewer's (review51
// K3: BigQuery's bq, IAM's principalSet, org-protocol, go.sum's h1).
var nfsSchemes = []string{"http", "https", "ftp", "file", "ssh", "git", "svn", "ldap", "ldaps", "telnet", "news",
	"nntp", "gopher", "wais", "prospero", "mailto", "urn", "tel", "data", "ws", "wss", "sftp", "rsync", "irc",
	"imap", "pop", "rtsp", "sip", "snmp", "afp", "smb", "nfs", "cvs", "bq", "gs", "s3", "s3a", "azure",
	"principalSet", "principal", "org-protocol", "exampleApp", "h1", "foo", "x-man-page", "vscode", "slack",
	"chrome-extension", "jdbc", "redis", "mongodb", "postgres", "amqp", "kafka", "hdfs", "docker", "oci"}

// nfsCase draws the case of s: as it is, upper, lower, or each letter
// at random.
func nfsCase(r *rand.Rand, s string) string {
	switch r.IntN(4) {
	case 0:
		return strings.ToUpper(s)
	case 1:
		return strings.ToLower(s)
	case 2:
		b := []byte(s)
		for i := range b {
			if r.IntN(2) == 0 {
				b[i] ^= 0x20 * byte(btoi('a' <= b[i]|0x20 && b[i]|0x20 <= 'z'))
			}
		}
		return string(b)
	}
	return s
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// nfsURL draws a URL that may differ from its normal form in every way:
// the case of its scheme (known, unknown, new) and host (a name, one
// letter, an IPv4 address, an IP literal with upper-case hex digits), a
// user name, an empty, default, zero-led or other port, escapes of
// unreserved characters and lower-case hex digits in the path, query and
// fragment.
func nfsURL(r *rand.Rand) string {
	var scheme string
	switch r.IntN(5) {
	case 0:
		// A new name: letters, digits, "+", "-", ".".
		scheme = lowerWord(r, 1)
		for range r.IntN(8) {
			scheme += string("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."[r.IntN(65)])
		}
		if !('a' <= scheme[0] && scheme[0] <= 'z') {
			scheme = "x" + scheme
		}
	default:
		scheme = nfsSchemes[r.IntN(len(nfsSchemes))]
	}
	scheme = nfsCase(r, scheme)
	var host string
	switch r.IntN(6) {
	case 0:
		host = string("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[r.IntN(52)]) // a drive letter, a one-letter host
	case 1:
		host = fmt.Sprintf("%d.%d.%d.%d", r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256))
	case 2:
		host = nfsCase(r, fmt.Sprintf("[2001:db8::%x:%x]", r.IntN(65536), r.IntN(65536)))
	default:
		host = nfsCase(r, lowerWord(r, 8)+"."+[]string{"example.com", "Example.org", "bqDatasetId.bqTableId", "goog", "test"}[r.IntN(5)])
	}
	if r.IntN(5) == 0 {
		host = nfsCase(r, lowerWord(r, 6)) + "@" + host // a user name, no password
	}
	port := ""
	switch r.IntN(6) {
	case 0:
		port = ":"
	case 1:
		if d, ok := urlsyntax.DefaultPort(strings.ToLower(scheme)); ok {
			port = ":" + d
		} else {
			port = ":80"
		}
	case 2:
		port = fmt.Sprintf(":0%d", r.IntN(9000))
	case 3:
		port = fmt.Sprintf(":%d", r.IntN(65536))
	}
	path := ""
	for range r.IntN(3) {
		path += "/" + nfsCase(r, lowerWord(r, 6))
	}
	if r.IntN(2) == 0 {
		path += "/" + []string{"%7e", "%7E", "%41", "%2f", "%3a", "%5fx", "%e2%80%99"}[r.IntN(7)] + lowerWord(r, 3)
	}
	if r.IntN(4) == 0 {
		path += "?" + lowerWord(r, 3) + "=" + []string{"%7e", "%3d", "A"}[r.IntN(3)]
	}
	if r.IntN(5) == 0 {
		path += "#" + nfsCase(r, lowerWord(r, 5))
	}
	if path == "" || r.IntN(4) == 0 {
		path += "/"
	}
	return scheme + "://" + host + port + path
}

// TestFixNormalFormSchemes: not-normalized's fix (`--enable all --fix
// --fix-level info`) changes only what is known to keep the URL's
// meaning (review51 K3): the case of a scheme only where the draft's
// table knows it; the case of a host only for a server's scheme (the
// table's, with a default port, and file) or an IP literal; nothing of
// the site of a scheme the table does not know ("bq://projectId...",
// "principalSet://goog/...", "org-protocol://store-link:/..."); an empty
// port's ":" only where the scheme has a default port and the host is a
// name of two bytes or more ("file://c:/foo.txt" keeps its drive). The
// generator (seed 5077 by default) draws URLs over schemes known, in use
// and new, in every case, with hosts, ports, user names and escapes of
// every kind, one to a line of a notes.txt; the real binary fixes it,
// and the oracle reads each URL before and after with urlsyntax.Parse.
// And a control: most URLs of a known server's scheme are mended.
func TestFixNormalFormSchemes(t *testing.T) {
	n, seed, _ := schemeFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x6e66))
	dir := t.TempDir()
	var urls []string
	var text strings.Builder
	for range n {
		u := nfsURL(r)
		urls = append(urls, u)
		fmt.Fprintf(&text, "see %s here\n\n", u)
	}
	writeGen(t, "notes.txt", []byte(text.String()), dir)
	keepGenerated(t, dir)
	lintFix(t, dir, false, "--enable", "all", "--fix-level", "info", "notes.txt")
	got, err := os.ReadFile(filepath.Join(dir, "notes.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(got), "\n")
	bad, server, mended, other := 0, 0, 0, 0
	for i, u := range urls {
		line := lines[2*i]
		after, ok := strings.CutPrefix(line, "see ")
		after, ok2 := strings.CutSuffix(after, " here")
		if !ok || !ok2 {
			t.Errorf("line %d: the text around the URL changed: %q", 2*i+1, line)
			continue
		}
		a, b := urlsyntax.Parse(u), urlsyntax.Parse(after)
		sch := urlsyntax.LookupScheme(strings.ToLower(a.Get(a.Scheme)))
		host := a.Get(a.Host)
		var why string
		switch {
		case !b.Scheme.Defined || !b.Site.Defined:
			why = "the URL lost its scheme or site"
		case sch == nil && a.Get(a.Scheme) != b.Get(b.Scheme):
			why = "the case of a scheme the table does not know changed"
		case sch == nil && a.Get(a.Site) != b.Get(b.Site):
			why = "the site of a scheme the table does not know changed"
		case sch != nil && !sch.Server && !strings.HasPrefix(host, "[") && host != b.Get(b.Host):
			why = "the case of a host of no server's scheme changed"
		case a.Port.Defined && a.Port.Len() == 0 && !b.Port.Defined && (sch == nil || sch.DefaultPort == "" || len(host) < 2):
			why = "an empty port's \":\" was dropped where it may be the URL's own syntax"
		}
		if why != "" {
			bad++
			if bad <= 8 {
				t.Errorf("%s:\n  before: %s\n  after:  %s", why, u, after)
			}
		}
		if sch != nil && sch.Server && sch.DefaultPort != "" && urlsyntax.Normalize(u) != u {
			server++
			if after != u {
				mended++
			}
		} else if after != u {
			other++
		}
	}
	t.Logf("seed %d: %d URLs; %d changed in what is not known to keep their meaning; a server scheme's URLs not in normal form mended %d of %d; others changed %d", seed, len(urls), bad, mended, server, other)
	if server == 0 || mended*10 < server*7 {
		t.Errorf("%d of %d URLs of a known server's scheme mended: the fix stands back where it is known safe", mended, server)
	}
}

// TestFixMachineWritten: --fix leaves alone, byte for byte, a file that
// programs write and check (review51 K3: a go.sum checksum "h1://okPT…="
// read as a URL and lowercased), named as Go's, Cargo's, npm's, yarn's,
// pip's, Poetry's, Composer's, a checksum list, a wheel's RECORD, and
// says why (fix_withheld); the same text under a document's name is
// mended (so the fixes are there to withhold). Real go.sum files of the
// module cache are drawn (seed 5077) and URLs with defects of every kind
// planted in them by lines.
func TestFixMachineWritten(t *testing.T) {
	_, seed, _ := schemeFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x6d77))
	dir := t.TempDir()
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		t.Skip("no go env")
	}
	sums, _ := filepath.Glob(filepath.Join(strings.TrimSpace(string(out)), "*", "*", "*", "go.sum"))
	sort.Strings(sums)
	r.Shuffle(len(sums), func(i, j int) { sums[i], sums[j] = sums[j], sums[i] })
	names := []string{"go.sum", "go.work.sum", "go.mod", "Cargo.lock", "yarn.lock", "package-lock.json", "Gemfile.lock",
		"poetry.lock", "composer.lock", "pnpm-lock.yaml", "SHA256SUMS", "MD5SUMS", "x.tar.gz.sha256", "pkg-1.0.dist-info/RECORD",
		"vendor/modules.txt", "flake.lock", "Pipfile.lock", "deps.sum", "GO.SUM"}
	type file struct{ machine, doc, body string }
	var files []file
	for k, name := range names {
		var body strings.Builder
		if k < len(sums) {
			b, err := os.ReadFile(sums[k])
			if err == nil {
				lines := strings.SplitAfter(string(b), "\n")
				if len(lines) > 40 {
					s := r.IntN(len(lines) - 40)
					lines = lines[s : s+40]
				}
				for _, l := range lines {
					body.WriteString(l)
					if r.IntN(6) == 0 {
						fmt.Fprintf(&body, "\n\n%s %s\n\n\n", nfsCase(r, lowerWord(r, 6)), []string{fixableURL(r), nfsURL(r)}[r.IntN(2)])
					}
				}
			}
		}
		for range 3 {
			fmt.Fprintf(&body, "\n\n\n%s\n", fixableURL(r))
		}
		m := fmt.Sprintf("m%02d/%s", k, name)
		d := fmt.Sprintf("d%02d/notes-%d.txt", k, k)
		writeGen(t, m, []byte(body.String()), dir)
		writeGen(t, d, []byte(body.String()), dir)
		files = append(files, file{m, d, body.String()})
	}
	keepGenerated(t, dir)
	stdout := lintFix(t, dir, false, "--enable", "all", "--fix-level", "info", "--format", "json", ".").stdout
	bad, mended := 0, 0
	for _, f := range files {
		m, err := os.ReadFile(filepath.Join(dir, f.machine))
		if err != nil {
			t.Fatal(err)
		}
		d, err := os.ReadFile(filepath.Join(dir, f.doc))
		if err != nil {
			t.Fatal(err)
		}
		if string(m) != f.body {
			bad++
			t.Errorf("%s: --fix rewrote a file programs write", f.machine)
		}
		if string(d) != f.body {
			mended++
		}
		if !bytes.Contains(stdout, []byte(`"path":"`+f.machine+`"`)) {
			t.Errorf("%s: no finding", f.machine)
		}
	}
	for _, l := range bytes.Split(stdout, []byte("\n")) {
		for _, f := range files {
			if bytes.Contains(l, []byte(`"path":"`+f.machine+`"`)) && bytes.Contains(l, []byte(`"fixable":true`)) && !bytes.Contains(l, []byte("a file programs write")) {
				t.Errorf("%s: a fixable finding without its reason: %s", f.machine, l)
			}
		}
	}
	t.Logf("seed %d: %d files under names programs write, %d rewritten; the same text under a document's name mended in %d", seed, len(files), bad, mended)
	if mended < len(files)*3/4 {
		t.Errorf("only %d of %d documents mended: nothing to withhold", mended, len(files))
	}
}
