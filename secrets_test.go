package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"io"
	"io/fs"
	"maps"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
	"github.com/urlsift/urlsift/internal/warctest"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/mapper"
)

var (
	leakCases = flag.Int("cases", 0, "TestNoSecretInAnyOutput: how many generated cases of each family to run (0: the default, fewer with -short)")
	leakSeed  = flag.Uint64("seed", 0, "TestNoSecretInAnyOutput: the seed of the generators (0: the fixed default)")
	leakGrep  = flag.String("casegrep", "", "TestNoSecretInAnyOutput: run only the generated cases whose text holds this string (to look again at a leak)")
)

// A leak is a window of this many consecutive characters (runes) of a
// generated secret in an output. The layout family's secrets are of an
// alphabet urlsift never prints, and are checked four at a time.
const (
	spaceWindow  = 6
	layoutWindow = 4
)

// batchSize is how many cases one run of each command reads at once.
const batchSize = 40

// TestNoSecretInAnyOutput is the promise that a secret is never printed.
// Three generators make the cases: genSpaceCase draws passwords and user
// names over every printable byte and non-ASCII characters, in every
// wrapper; genLayoutCase breaks URLs with secrets across lines as text
// carries them; genShortCase draws passwords of 3 to 5 characters, each
// from every printable class, below the windows the others are checked
// by: each of its batches runs twice, with the passwords and with twins of
// the same shape, and an output may hold three characters of a password
// only where the twin's holds them too (twinBatch: a word of a rule, of a
// message, of the URL's host or path). Every batch of cases goes through every command and format
// (extract in every format and with --base, --unique, mail, web archives;
// lint in every format, with --fix --diff, --fix, every rule, -j 3, a
// baseline written and read; parse, resolve; the URL as a PATH, in
// --files-from, as a file name (named, and walked, with --output-dir: the
// names of the files written and what they hold), as --stdin-filename,
// --baseline, --config and in a configuration file, --base, --scheme,
// the value of other flags, explain; a web archive record's
// WARC-Target-URI; and the language server through its protocol, in
// UTF-8 and UTF-16 positions: diagnostics, links, hovers, code actions,
// errors, the messages it shows, with the URL in the configuration file
// of a document's directory); no
// output may hold a window of a secret, raw or decoded (JSON and Go
// escapes, percent-encoding). The one string allowed to hold a secret is a
// document link's target, the URL as the document holds it (and the
// document's URI, the client's own name for it).
//
// -cases N and -seed S run N cases of each family from seed S
// (scripts/leak-probe.sh); the test logs the leak count. In go test, the
// short family runs a fifth of the cases of the others.
func TestNoSecretInAnyOutput(t *testing.T) {
	n := *leakCases
	if n == 0 {
		n = 1000
		if testing.Short() {
			n = 200
		}
	}
	seed := *leakSeed
	if seed == 0 {
		seed = 9
	}
	var leaks, runs atomic.Int64
	families := []struct {
		name   string
		gen    func(*rand.Rand) secretCase
		window int
	}{
		{"space", genSpaceCase, spaceWindow},
		{"layout", genLayoutCase, layoutWindow},
	}
	t.Run("group", func(t *testing.T) {
		// The short family: each batch runs twice, with the passwords and
		// with their twins (twinBatch).
		// In go test, a fifth of the cases of the others: each runs
		// twice.
		ns := n
		if *leakCases == 0 {
			ns = n / 5
		}
		r := rand.New(rand.NewPCG(seed, 17))
		for b := 0; b*batchSize < ns; b++ {
			var cases, twins []secretCase
			for range min(batchSize, ns-b*batchSize) {
				if c, tw := genShortCase(r); strings.Contains(c.text, *leakGrep) {
					cases, twins = append(cases, c), append(twins, tw)
				}
			}
			if len(cases) == 0 {
				continue
			}
			t.Run(fmt.Sprintf("short/%d", b), func(t *testing.T) {
				t.Parallel()
				lb := twinBatch(t, cases, twins, *leakCases != 0, b)
				for ci := range lb.leaked {
					t.Errorf("leaking case: %q (URL %q; its twin %q)", lb.cases[ci].text, lb.cases[ci].url, twins[ci].url)
				}
				leaks.Add(int64(lb.leaks))
				runs.Add(int64(lb.runs + lb.twin.runs))
			})
		}
		for fi, fam := range families {
			r := rand.New(rand.NewPCG(seed, uint64(13+fi)))
			for b := 0; b*batchSize < n; b++ {
				cases := make([]secretCase, 0, min(batchSize, n-b*batchSize))
				for range cap(cases) {
					if c := fam.gen(r); strings.Contains(c.text, *leakGrep) {
						cases = append(cases, c)
					}
				}
				if len(cases) == 0 {
					continue
				}
				t.Run(fmt.Sprintf("%s/%d", fam.name, b), func(t *testing.T) {
					t.Parallel()
					lb := newLeakBatch(t, cases, fam.window)
					lb.all, lb.batch = *leakCases != 0, b
					lb.run()
					for ci := range lb.leaked {
						t.Errorf("leaking case: %q (URL %q)", lb.cases[ci].text, lb.cases[ci].url)
					}
					leaks.Add(int64(lb.leaks))
					runs.Add(int64(lb.runs))
				})
			}
		}
	})
	t.Logf("%d cases of each family from seed %d, %d runs of a command: %d leaks", n, seed, runs.Load(), leaks.Load())
}

// leakBatch runs a batch of cases through every command and checks the
// outputs.
type leakBatch struct {
	t       *testing.T
	cases   []secretCase
	window  int
	windows map[uint32][]secretWindow // the windows of the secrets, by their first four bytes
	filter  []bool                    // by a 16-bit hash of four bytes: whether a window starts so
	dir     string
	files   []string        // the cases' texts
	mails   []string        // the same as quoted-printable mail
	fixes   []string        // copies for --fix
	refs    []string        // relative references
	warcs   []string        // a web archive of the cases, each its target URI
	records map[string]bool // the ids of its records (outputPlaces)
	parts   string          // a directory of the cases in three files (for -j)
	list    string          // a file naming the URLs, one a line (--files-from)
	leaks   int
	runs    int
	all     bool // run every command for every case, not a fourth of them
	batch   int  // the batch's number: in go test, which group of the inputs of files only (extraGroups) it runs
	leaked  map[int]bool

	// The short family (twinBatch): the outputs are recorded (rec) by the
	// batch of the twins, and each output of this batch is checked
	// against the twin's output of the same run (outs[next]).
	rec   bool
	outs  [][]byte
	next  int
	twin  *leakBatch
	short map[uint32][]shortString // the strings of the short passwords, by their first three bytes
	seen  map[string]bool          // contexts found in the twin's output
	// strict: an output that differs from the twin's at all is counted
	// (TestMaskByPlace).
	strict bool
	// noPath: the cases not written as a file at the path their URL
	// spells (runTwins: another case's file, or its twin's, has the same
	// output file under --output-dir).
	noPath map[int]bool
}

// shortString is a run of three characters or more of a short password
// (as written, decoded, in lower case), the twin's run at the same place,
// and its case.
type shortString struct {
	s, twin string
	ci      int
}

// shortContext is how many bytes on either side of a run of a short
// password in an output are its context: the run is the output's own
// (a word of a rule, of a message, of the URL's host or path) when the
// twin's output holds it with the same bytes on one side.
const shortContext = 6

// twinBatch runs the cases of the short family and their twins (the same
// texts with another password of the same shape, genShortCase) through
// every command, and checks every output of the cases against the twin's
// output of the same run: a run of three characters or more of a
// password in an output is a leak unless the twin's output holds it too,
// with the same bytes before it or after it. A password's characters that
// are words of urlsift's own (a rule's "the", "port", "host"), of the
// URL's host or path, of the other text are printed the same for the
// twin; a password's, never: there the twin's output holds the twin's
// password, or the same mask. The lower bound holds for passwords of any
// length: no window of six characters is needed.
func twinBatch(t *testing.T, cases, twins []secretCase, all bool, batch int) *leakBatch {
	return runTwins(t, cases, twins, all, batch, false)
}

// runTwins is twinBatch; strict (TestMaskByPlace): every output must
// equal the twin's, but for the fingerprints of the secrets (normal).
func runTwins(t *testing.T, cases, twins []secretCase, all bool, batch int, strict bool) *leakBatch {
	noPath := samePathOutput(cases, twins)
	tb := newLeakBatch(t, twins, spaceWindow)
	tb.rec, tb.all, tb.batch, tb.noPath = true, all, batch, noPath
	tb.run()
	lb := newLeakBatch(t, cases, spaceWindow)
	lb.all, lb.batch, lb.twin, lb.strict, lb.noPath = all, batch, tb, strict, noPath
	lb.short, lb.seen = map[uint32][]shortString{}, map[string]bool{}
	for ci, c := range cases {
		p, q := []rune(c.pieces[0]), []rune(twins[ci].pieces[0])
		if len(p) != len(q) {
			t.Fatalf("twin passwords %q and %q of different lengths", c.pieces[0], twins[ci].pieces[0])
		}
		forms := [][2]string{{string(p), string(q)}}
		if d, e := string(secrettest.PctDecode([]byte(string(p)))), string(secrettest.PctDecode([]byte(string(q)))); d != string(p) {
			forms = append(forms, [2]string{d, e})
		}
		for _, f := range forms {
			forms = append(forms, [2]string{strings.ToLower(f[0]), strings.ToLower(f[1])})
		}
		for _, f := range forms {
			a, b := []rune(f[0]), []rune(f[1])
			if len(a) != len(b) {
				continue
			}
			for n := 3; n <= len(a); n++ {
				for i := 0; i+n <= len(a); i++ {
					s, tw := string(a[i:i+n]), string(b[i:i+n])
					if s == tw {
						continue
					}
					k := uint32(s[0])<<16 | uint32(s[1])<<8 | uint32(s[2])
					lb.short[k] = append(lb.short[k], shortString{s, tw, ci})
				}
			}
		}
	}
	lb.run()
	if lb.next != len(tb.outs) {
		t.Fatalf("the twins' batch gave %d outputs, the cases' %d", len(tb.outs), lb.next)
	}
	return lb
}

// samePathOutput returns the cases that are not written as a file at the
// path their URL spells in a batch of twins: those whose output file
// under --output-dir (named after the path, masked) is that of a case
// before them, or whose twin's is that of a twin before it. Two such
// files are inputs of which only the first in the walk's order is read
// (cmd_mapper.go's claims), and the order of the twins' names is not the
// order of the cases' (a twin password sorts otherwise): the file would
// hold one case's output and the twin's file another's. Before this,
// TestWhiteSpacePasswords -cases 200 -seed 331 failed in 2 of 9 runs
// (then on the order of the workers' renames, now it would on the
// names'), finding "inv" of a password "-ul+«iNv\f6" in another case's
// "(invalid-port)".
func samePathOutput(cases, twins []secretCase) map[int]bool {
	skip := map[int]bool{}
	for _, side := range [][]secretCase{cases, twins} {
		first := map[string]string{}
		for i, c := range side {
			p := filepath.Join("/d/paths", c.url)
			out := mapper.OutputName(p, "")
			if q, ok := first[out]; ok && q != p {
				skip[i] = true
			} else if !ok {
				first[out] = p
			}
		}
	}
	return skip
}

// hexRun is a fingerprint of a secret (a finding's SecretID, a SARIF
// fingerprint): the twins' differ.
var hexRun = regexp.MustCompile(`[0-9a-f]{8,}`)

// lspDir is a directory of the language server's documents under the
// batch's (leakBatch.lsp).
var lspDir = regexp.MustCompile(`(\$DIR/)lsp[0-9]+/`)

// recordPlace is where a web archive's record stands in its file (its
// offset and length, "record 10758+316" and warc_record_offset): the
// twins' records are compressed to other lengths. A place in a
// record's payload ("payload offset 32)" of the line format) is no
// secret's either: it met a password `"?J% 32)EwT…` (seed 5212 of
// TestEncodedAtDelimPasswords).
var recordPlace = regexp.MustCompile(`record [0-9]+\+[0-9]+|"warc_record_(offset|length)": *[0-9]+|payload offset [0-9]+`)

// normal returns out with the batch's directory, which differs between
// the twins, as "$DIR", and fingerprints as "#".
func (lb *leakBatch) normal(out []byte) []byte {
	return hexRun.ReplaceAll(lb.unplaced(out), []byte("#"))
}

// unplaced returns out with the batch's directory as "$DIR" and a web
// archive's record places as "@": where the output stands, not what it
// says of a URL.
func (lb *leakBatch) unplaced(out []byte) []byte {
	out = filePlace.ReplaceAll(lb.undir(out), []byte("${1}:#:#"))
	return recordPlace.ReplaceAll(out, []byte("@"))
}

// undir returns out with the batch's directory, and the directories of
// the test and of the language server's documents, as "$DIR".
func (lb *leakBatch) undir(out []byte) []byte {
	out = bytes.ReplaceAll(out, []byte(lb.dir), []byte("$DIR"))
	// As a name under --output-dir spells it: without the leading "/".
	out = bytes.ReplaceAll(out, []byte(strings.TrimPrefix(lb.dir, "/")), []byte("$DIR"))
	// The test's temporary directory above it, as a walk under
	// --output-dir names it ("tmp/TestAtHostPasswords22161387675", whose
	// "ostP" met a password "@localhostPfn…": review51 K6).
	if up := filepath.Dir(lb.dir); len(up) > len("/tmp/") {
		out = bytes.ReplaceAll(out, []byte(up), []byte("$DIR"))
		out = bytes.ReplaceAll(out, []byte(strings.TrimPrefix(up, "/")), []byte("$DIR"))
	}
	// The language server's documents stand in directories of their own
	// ("$DIR/lsp36/urlsift.toml", whose "36/u" met a password
	// "836/uSsQS5/…": seed 5136 of TestDigitSlashPasswordsAndRESTPorts).
	return lspDir.ReplaceAll(out, []byte("${1}lsp#/"))
}

// filePlace is a line and a column after a file of the batch
// ("$DIR/in.warc.gz:801:9"): where the output stands. Its digits met a
// password "@x_y.z:80//…" ("z:80": TestAtHostPasswords, seed 5037).
var filePlace = regexp.MustCompile(`(\$DIR/[^\s:"]+):[0-9]+:[0-9]+`)

// checkTwin checks the output of a run of the short family against the
// twin's output of the same run (twinBatch).
func (lb *leakBatch) checkTwin(what func() string, out []byte) {
	out = lb.normal(out)
	tw := lb.twin.outs[lb.next]
	lb.next++
	if bytes.Equal(out, tw) {
		return
	}
	if lb.strict {
		lb.differs(what, out, tw)
		return
	}
	// The places an output prints are no password's bytes ("end_column":34
	// beside a password's ":34", where another case's reading differs
	// from its twin's: trust31's "Noticed").
	forms := decodedForms(unplaceOutput(out))
	twForms := bytes.Join(decodedForms(unplaceOutput(tw)), []byte{0})
	for _, form := range forms {
		var k uint32
		for i, c := range form {
			k = (k<<8 | uint32(c)) & 0xffffff
			if i < 2 {
				continue
			}
			j := i - 2
			for _, ss := range lb.short[k] {
				if !bytes.HasPrefix(form[j:], []byte(ss.s)) {
					continue
				}
				left := form[max(0, j-shortContext) : j+len(ss.s)]
				right := form[j:min(len(form), j+len(ss.s)+shortContext)]
				key := string(left) + "\x00" + string(right)
				ok, known := lb.seen[key]
				if !known {
					ok = bytes.Contains(twForms, left) || bytes.Contains(twForms, right)
					lb.seen[key] = ok
				}
				if ok {
					continue
				}
				lb.leaks++
				lb.leaked[ss.ci] = true
				if lb.leaks <= 3 || testing.Verbose() {
					lb.t.Errorf("%s holds %q of the password of the case\n%q\n(URL %q) at %q, where the twin's output (password %q) holds no %q nor %q; the output:\n%s",
						what(), ss.s, lb.cases[ss.ci].text, lb.cases[ss.ci].url, form[max(0, j-20):min(len(form), j+len(ss.s)+20)], lb.twin.cases[ss.ci].pieces[0], left, right, limitOutput(out))
				}
				return
			}
		}
	}
}

// differs reports out, an output of a case, that is not the twin's tw:
// the first line where they differ, and which cases' passwords or twins
// it holds.
func (lb *leakBatch) differs(what func() string, out, tw []byte) {
	ol, tl := bytes.Split(out, []byte("\n")), bytes.Split(tw, []byte("\n"))
	k := 0
	for k < len(ol) && k < len(tl) && bytes.Equal(ol[k], tl[k]) {
		k++
	}
	var a, b []byte
	if k < len(ol) {
		a = ol[k]
	}
	if k < len(tl) {
		b = tl[k]
	}
	ci := -1
	for i, c := range lb.cases {
		if (bytes.Contains(a, []byte(c.url)) || bytes.Contains(a, []byte(lb.twin.cases[i].url)) ||
			bytes.Contains(out, []byte(c.text)) || strings.Contains(string(a), c.url[strings.Index(c.url, "@")+1:])) && ci < 0 {
			ci = i
		}
	}
	if ci < 0 {
		// The case the line is about is not told by its text: the first
		// case whose password shows in the line, else none.
		for i, c := range lb.cases {
			if bytes.Contains(bytes.ToLower(a), []byte(strings.ToLower(c.pieces[0]))) {
				ci = i
				break
			}
		}
	}
	lb.leaks++
	if ci >= 0 {
		lb.leaked[ci] = true
	}
	if lb.leaks <= 3 || testing.Verbose() {
		lb.t.Errorf("%s differs from the twins' (line %d):\n%s\n%s", what(), k+1, limitOutput(a), limitOutput(b))
	}
}

// decodedForms returns out, and its forms decoded (backslash escapes of
// JSON and Go, percent-encoding) where they differ.
func decodedForms(out []byte) [][]byte {
	un := unescapeBackslashes(out)
	forms := [][]byte{out}
	for _, f := range [][]byte{un, secrettest.PctDecode(out), secrettest.PctDecode(un)} {
		if len(f) != len(out) || !bytes.Equal(f, out) {
			forms = append(forms, f)
		}
	}
	return forms
}

// secretWindow is a run of characters of a secret, of the case ci.
type secretWindow struct {
	s  string
	ci int
}

// runeWindows calls fn with every run of n characters of s.
func runeWindows(s string, n int, fn func(w string)) {
	starts := make([]int, 0, len(s)+1)
	for i := range s {
		starts = append(starts, i)
	}
	starts = append(starts, len(s))
	for i := 0; i+n < len(starts); i++ {
		fn(s[starts[i]:starts[i+n]])
	}
}

func newLeakBatch(t *testing.T, cases []secretCase, window int) *leakBatch {
	lb := &leakBatch{t: t, cases: cases, window: window, windows: map[uint32][]secretWindow{}, leaked: map[int]bool{}, filter: make([]bool, 1<<16), dir: t.TempDir()}
	fixed := structuralText()[window]
	// The batch's texts without their secrets, as written and as Go and
	// JSON quote them: a window of a secret that stands there is the
	// text's own ("‐\\u0" of a password "‐\\u00e9" and of a user name
	// "‐\u00a0" quoted; two emoji of a password and of a user name).
	var public strings.Builder
	for _, c := range cases {
		t := c.text
		for _, p := range c.pieces {
			t = strings.ReplaceAll(t, p, "\x00")
		}
		js, _ := json.Marshal(t)
		public.WriteString(t + "\x00" + strconv.Quote(t) + "\x00" + string(js) + "\x00")
	}
	pub := map[string]bool{}
	runeWindows(public.String(), window, func(w string) { pub[w] = true })
	for i, c := range cases {
		for _, p := range c.pieces {
			runeWindows(p, window, func(w string) {
				if fixed[w] || pub[w] {
					return
				}
				k := prefixKey([]byte(w))
				lb.windows[k] = append(lb.windows[k], secretWindow{w, i})
				lb.filter[(k*0x9E3779B1)>>16] = true
			})
		}
	}
	// The batch's texts in one file, one copy for --fix, one mbox of a
	// quoted-printable message each, and a file of relative references
	// (for --base): few files, since creating them costs more than
	// reading them.
	var text, mbox, list strings.Builder
	var parts [3]strings.Builder
	var warc bytes.Buffer
	ww := warctest.NewWriter(&warc, warctest.PerRecord)
	for i, c := range cases {
		text.WriteString(c.text + "\n")
		parts[i%3].WriteString(c.text + "\n")
		list.WriteString(c.url + "\n")
		mbox.WriteString("From a@example.org Mon Jan  1 00:00:00 2024\n" + qpMessage(c.text) + "\n")
		// In a web archive: the URL is the record's WARC-Target-URI (the
		// URL the crawler fetched), and the text its payload, as text
		// (WET's conversion) and as the body of an HTML page.
		ww.Write(warctest.Record{Type: "conversion", TargetURI: c.url, ContentType: "text/plain", Block: []byte(c.text)})
		ww.Write(warctest.Record{Type: "response", TargetURI: c.url, ContentType: "application/http; msgtype=response",
			Block: warctest.HTTP([]byte("<html><body><p>"+html.EscapeString(c.text)+"</p></body></html>"), "Content-Type", "text/html; charset=utf-8")})
	}
	ww.Close()
	lb.records = map[string]bool{}
	for _, p := range ww.Places {
		lb.records[p.ID] = true
	}
	lb.parts = filepath.Join(lb.dir, "parts")
	if err := os.Mkdir(lb.parts, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range parts {
		if err := os.WriteFile(filepath.Join(lb.parts, fmt.Sprintf("part%d.txt", i)), []byte(parts[i].String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []struct {
		list *[]string
		name string
		text string
	}{
		{&lb.files, "in.txt", text.String()},
		{&lb.mails, "mail.mbox", mbox.String()},
		{&lb.fixes, "fix.txt", text.String()},
		{&lb.refs, "refs.txt", "<../x> <?q> <//other/> <#f> <>\n"},
		{&lb.warcs, "in.warc.gz", warc.String()},
		{nil, "list.txt", list.String()},
	} {
		p := filepath.Join(lb.dir, f.name)
		if err := os.WriteFile(p, []byte(f.text), 0o644); err != nil {
			t.Fatal(err)
		}
		if f.list == nil {
			lb.list = p
			continue
		}
		*f.list = append(*f.list, p)
	}
	return lb
}

// structuralText holds the windows of what urlsift prints whatever its input (the SARIF
// log's rule texts, the rules, their explanations, the help), in every
// decoded form check reads: a window of a secret that stands there
// ("u00e9\\" of a password that holds "\\u00e9\\u00e9", which a rule's
// text quotes) is no leak.
var structuralText = sync.OnceValue(func() map[int]map[string]bool {
	var all bytes.Buffer
	runs := [][]string{{"lint", "--format", "sarif"}, {"rules"}, {"help"}}
	for _, c := range commands() {
		runs = append(runs, []string{"help", c.Name})
	}
	for _, r := range lint.Rules() {
		runs = append(runs, []string{"explain", r.Name})
	}
	outs := [][]byte{lspHoverLabels()}
	for _, args := range runs {
		var out bytes.Buffer
		run(append([]string{"urlsift"}, args...), strings.NewReader(""), &out, &out)
		outs = append(outs, out.Bytes())
	}
	for _, out := range outs {
		un := unescapeBackslashes(out)
		for _, form := range [][]byte{out, un, secrettest.PctDecode(out), secrettest.PctDecode(un)} {
			all.Write(form)
			all.WriteByte(0)
		}
	}
	sets := map[int]map[string]bool{}
	for _, n := range []int{spaceWindow, layoutWindow} {
		set := map[string]bool{}
		runeWindows(all.String(), n, func(w string) { set[w] = true })
		sets[n] = set
	}
	return sets
})

// lspHoverLabels returns the language server's hovers over URLs of every
// kind (components, a hyphen at a line break, a line break that may end
// it, a URL rejoined), without their code spans: the labels a hover
// prints whatever its URL ("**Normal form**", whose "*Nor" met a password
// "KanU)*Norp" that every output masked: the one leak of -sepseed 5036,
// stop 50's second reading).
func lspHoverLabels() []byte {
	text := "see https://u:pw@h.example.com:8080/p?q#f now\nsee http://ex-\nample.com/a and\n<http://h.example.org/a\nb/c>\n"
	var in bytes.Buffer
	frame := func(m map[string]any) {
		m["jsonrpc"] = "2.0"
		body, _ := json.Marshal(m)
		fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(body), body)
	}
	frame(map[string]any{"id": 1, "method": "initialize", "params": map[string]any{"capabilities": map[string]any{}}})
	frame(map[string]any{"method": "initialized", "params": map[string]any{}})
	doc := map[string]any{"uri": "file:///labels.txt"}
	frame(map[string]any{"method": "textDocument/didOpen", "params": map[string]any{
		"textDocument": map[string]any{"uri": "file:///labels.txt", "languageId": "plaintext", "version": 1, "text": text}}})
	for l, c := range [][2]int{{0, 5}, {1, 5}, {3, 2}} {
		frame(map[string]any{"id": 2 + l, "method": "textDocument/hover", "params": map[string]any{"textDocument": doc, "position": map[string]int{"line": c[0], "character": c[1]}}})
	}
	frame(map[string]any{"id": 9, "method": "shutdown"})
	frame(map[string]any{"method": "exit"})
	var stdout, stderr bytes.Buffer
	run([]string{"urlsift", "lsp", "--debounce", "0"}, &in, &stdout, &stderr)
	var labels []byte
	for _, body := range lspBodies(stdout.Bytes()) {
		var m struct {
			Result struct {
				Contents struct{ Value string }
			}
		}
		if json.Unmarshal(body, &m) == nil {
			labels = append(labels, codeSpan.ReplaceAllString(m.Result.Contents.Value, "\x00")...)
		}
	}
	return labels
}

// codeSpan is a Markdown code span: what a hover says of its URL.
var codeSpan = regexp.MustCompile("`[^`]*`")

// urls returns the URLs of the batch, as written.
func (lb *leakBatch) urls() []string {
	var out []string
	for _, c := range lb.cases {
		out = append(out, c.url)
	}
	return out
}

func (lb *leakBatch) run() {
	files, urls := lb.files, lb.urls()
	join := func(lists ...[]string) []string {
		var out []string
		for _, l := range lists {
			out = append(out, l...)
		}
		return out
	}
	runs := [][]string{
		join([]string{"extract"}, files),
		join([]string{"extract", "--format", "line", "--hyphen", "both"}, files),
		join([]string{"extract", "--format", "json"}, files, lb.mails),
		join([]string{"extract", "--format", "json", "--hyphen", "drop", "--base", "https://base.example/d/", "--abbreviated"}, files),
		join([]string{"extract", "--unique", "--null", "--hyphen", "both"}, files, lb.mails),
		join([]string{"lint", "--fail-level", "none"}, files, lb.mails),
		join([]string{"lint", "--fail-level", "none", "--format", "json", "--relative", "--abbreviated"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "json", "--enable", "all", "--info"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "sarif", "--info"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "github", "--color", "always", "--info"}, files),
		join([]string{"lint", "--fail-level", "none", "--enable", "all", "--info"}, files),
		join([]string{"lint", "--fail-level", "none", "--fix", "--diff", "--enable", "all"}, files),
		join([]string{"lint", "--fail-level", "none", "--format", "json", "--fix"}, lb.fixes),
		join([]string{"parse"}, urls),
		join([]string{"parse", "--format", "json"}, urls),
		join([]string{"resolve", "--base", "https://h.example/a/b"}, urls),
		join([]string{"resolve", "--base", "https://h.example/a/b", "--profile", "rfc3986"}, urls),
		join([]string{"extract", "--format", "line"}, urls), // PATHs that are URLs: no such file
		join([]string{"lint"}, urls),
	}
	if lb.extra(0) {
		// A web archive: each URL is a record's WARC-Target-URI.
		runs = append(runs,
			join([]string{"extract", "--format", "json"}, lb.warcs),
			join([]string{"extract", "--format", "line"}, lb.warcs),
			join([]string{"lint", "--fail-level", "none", "--format", "sarif", "--enable", "all"}, lb.warcs),
			join([]string{"lint", "--fail-level", "none", "--format", "json"}, lb.warcs))
	}
	if lb.extra(1) {
		// Parallel output, and the URLs as names read from a file.
		runs = append(runs,
			[]string{"extract", "--format", "json", "-j", "3", lb.parts},
			[]string{"lint", "--fail-level", "none", "--format", "github", "-j", "3", "--enable", "all", lb.parts},
			[]string{"lint", "--fail-level", "none", "--fix", "--diff", "-j", "3", lb.parts},
			[]string{"extract", "--files-from", lb.list},
			[]string{"lint", "--format", "sarif", "--files-from", lb.list})
	}
	if lb.all || lb.batch == 1 {
		// One large file read on two cores (mapper.Split): the cases
		// where the file is cut into parts.
		runs = append(runs, []string{"extract", "--format", "json", "-j", "2", lb.large()})
	}
	for _, args := range runs {
		lb.cli(args, "")
	}
	lb.cli([]string{"parse", "-"}, strings.Join(urls, "\n")+"\n")
	for i, c := range lb.cases {
		file := lb.refs[0]
		perCase := []struct {
			args  []string
			stdin string
		}{
			{[]string{"resolve", "--base", c.url, "../x", "?q", "//other/", "#f", ""}, ""},
			{[]string{"resolve", "--base", "relative/" + c.url, "x"}, ""},
			{[]string{"extract", "--base", c.url, file}, ""},
			{[]string{"extract", "--scheme", c.url, file}, ""},
			{[]string{"explain", c.url}, ""},
			{[]string{"lint", "--disable", c.url, file}, ""},
			{[]string{"lint", "--baseline", c.url, file}, ""},
			{[]string{"lint", "--config", c.url, file}, ""},
			{[]string{c.url}, ""},
			{[]string{"lint", "--fail-level", "none", "--stdin-filename", c.url}, c.text},
			{[]string{"extract", "--format", "json", "--stdin-filename", c.url, "-"}, c.text},
			{[]string{"lint", "--fail-level", "none", "--format", "json", "--fix", "--diff", "--enable", "all", "--stdin-filename", c.url, "-"}, c.text},
			// The fixed text on standard output (the editor's own, not
			// checked), the findings and why fixes stood back on
			// standard error.
			{[]string{"lint", "--fail-level", "none", "--fix", "--fix-level", "info", "--enable", "all", "--stdin-filename", c.url, "-"}, c.text},
		}
		// The URL as the value of every kind of flag (a usage error), and
		// in a configuration file: in go test, one of them every other
		// case, in turn.
		flags := [][]string{
			{"extract", "--format", c.url, file},
			{"lint", "--enable", c.url, file},
			{"lint", "--fail-level", c.url, file},
			{"extract", "--max-url", c.url, "--shard", c.url, file},
			{"extract", "--input", c.url, "--hyphen", c.url, file},
			{"extract", "-g", c.url, "--output-dir", filepath.Join(lb.dir, "od-flag"), lb.parts},
			{"lint", "--config", "", file},
		}
		for k, args := range flags {
			if lb.all || (i+lb.batch)%(2*len(flags)) == 2*k {
				if args[1] == "--config" {
					args[2] = lb.config(i)
				}
				lb.cli(args, "")
			}
		}
		// The URL as a file name: a file at the path the URL spells.
		if p := filepath.Join(lb.dir, "paths", c.url); (lb.all || i%4 == 0) && !lb.noPath[i] && !strings.Contains(c.url, "..") && !strings.ContainsRune(c.url, 0) {
			if os.MkdirAll(filepath.Dir(p), 0o755) == nil && os.WriteFile(p, []byte(c.text), 0o644) == nil {
				name := lb.dir + "/paths/" + c.url
				perCase = append(perCase,
					struct {
						args  []string
						stdin string
					}{[]string{"extract", "--format", "line", name}, ""},
					struct {
						args  []string
						stdin string
					}{[]string{"lint", "--fail-level", "none", "--format", "sarif", "--fix", "--diff", name}, ""})
			}
		}
		for k, pc := range perCase {
			// In go test, each case runs a fourth of these, in turn; the
			// probe (-cases) runs them all.
			if lb.all || (i+k)%4 == 0 {
				lb.cli(pc.args, pc.stdin)
			}
		}
	}
	inputs := join(files, lb.mails, lb.warcs)
	if paths := filepath.Join(lb.dir, "paths"); fileExists(paths) && lb.extra(2) {
		// The files named after the URLs, found by walking: their names
		// come cleaned ("https:/alice:…@host/x"), one slash after the
		// scheme.
		inputs = append(inputs, paths)
		lb.cli([]string{"extract", "--format", "line", paths}, "")
		lb.cli([]string{"lint", "--fail-level", "none", "--format", "json", "-j", "2", paths}, "")
	}
	if lb.extra(2) {
		lb.outputDirs(inputs)
	}
	if lb.extra(3) {
		lb.baseline(join(files, lb.mails))
	}
	lb.lsp()
}

// extraGroups is how many groups of runs over whole files (web archives;
// parallel output and --files-from; files found by walking and
// --output-dir; baselines) there are: in go test, a batch runs one of
// them, in turn; the probe (-cases) runs them all.
const extraGroups = 4

// extra reports whether the batch runs group g of extraGroups.
func (lb *leakBatch) extra(g int) bool { return lb.all || lb.batch%extraGroups == g }

// large writes a file of 4 MiB and more, which extract reads in parts on
// several cores, with the cases' texts where it is cut (after the first
// line end past 2 MiB and past 4 MiB, at another place in the texts each
// time), and returns its name.
func (lb *leakBatch) large() string {
	var text strings.Builder
	for _, c := range lb.cases {
		text.WriteString(c.text)
	}
	const filler = "plain prose line without any link in it, just words\n"
	var b bytes.Buffer
	fill := func(to int) {
		for b.Len() < to {
			b.WriteString(filler)
		}
	}
	fill(2<<20 - text.Len()/2)
	b.WriteString(text.String())
	fill(4<<20 - text.Len()/5)
	b.WriteString(text.String())
	fill(b.Len() + 64<<10)
	p := filepath.Join(lb.dir, "large.txt")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		lb.t.Fatal(err)
	}
	return p
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// config writes a configuration file for case i that holds its URL where
// the configuration cannot be read (a key that is none, a value that is
// no TOML), or where it can (a host to allow), and returns its path.
func (lb *leakBatch) config(i int) string {
	p := filepath.Join(lb.dir, fmt.Sprintf("cfg%d.toml", i))
	if err := os.WriteFile(p, []byte(lb.configText(i)), 0o644); err != nil {
		lb.t.Fatal(err)
	}
	return p
}

// configText is the text of case i's configuration file (config).
func (lb *leakBatch) configText(i int) string {
	c := lb.cases[i]
	q, _ := json.Marshal(c.url)
	return []string{
		"[allow]\nhosts = [" + string(q) + "]\n",
		string(q) + " = 1\n",
		"x = " + c.url + "\n",
		"[rules." + c.url + "]\n",
		"[rules.password-in-site]\nallow = [" + string(q) + "\n",
	}[i%5]
}

// outputDirs runs extract and lint with --output-dir over inputs, and
// checks the name of every file they write (named after an input, which
// may be a URL) and what it holds.
func (lb *leakBatch) outputDirs(inputs []string) {
	for k, args := range [][]string{
		{"extract", "--format", "json"},
		{"lint", "--fail-level", "none", "--format", "sarif", "--enable", "all"},
		{"lint", "--fail-level", "none", "--format", "text"},
	} {
		od := filepath.Join(lb.dir, fmt.Sprintf("out%d", k))
		lb.cli(append(append(args, "--output-dir", od), inputs...), "")
		filepath.WalkDir(od, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			rel, _ := filepath.Rel(od, p)
			lb.check(func() string { return fmt.Sprintf("urlsift %q: the name of a file written", args) }, []byte(rel))
			if !d.IsDir() {
				b, _ := os.ReadFile(p)
				lb.check(func() string { return fmt.Sprintf("urlsift %q: the file %q", args, rel) }, b)
			}
			return nil
		})
	}
}

// baseline writes a baseline (lint --format json) of inputs, checked as
// any output is, and runs lint with it.
func (lb *leakBatch) baseline(inputs []string) {
	var out bytes.Buffer
	args := append([]string{"urlsift", "lint", "--fail-level", "none", "--format", "json", "--enable", "all"}, inputs...)
	run(args, strings.NewReader(""), &out, io.Discard)
	lb.runs++
	lb.check(func() string { return "a baseline written by urlsift lint --format json" }, out.Bytes())
	p := filepath.Join(lb.dir, "baseline.jsonl")
	if err := os.WriteFile(p, out.Bytes(), 0o644); err != nil {
		lb.t.Fatal(err)
	}
	// The same texts under other names (lb.parts) are new findings.
	lb.cli(append([]string{"lint", "--fail-level", "none", "--format", "json", "--baseline", p, "--enable", "all", lb.parts}, inputs...), "")
	lb.cli(append([]string{"lint", "--fail-level", "none", "--baseline", p, lb.parts}, inputs...), "")
}

// cli runs urlsift with args and stdin, and checks both outputs. --fix
// on standard input prints the text it read, fixed: that output is the
// editor's own text, and only a diff is checked.
func (lb *leakBatch) cli(args []string, stdin string) {
	var stdout, stderr bytes.Buffer
	run(append([]string{"urlsift"}, args...), strings.NewReader(stdin), &stdout, &stderr)
	lb.runs++
	// Standard output is the text itself only under --fix without --diff
	// on standard input (before stop 47 --fix --diff printed the text
	// too, and this read it for a diff only when it started as one).
	if stdin == "" || !slices.Contains(args, "--fix") || slices.Contains(args, "--diff") {
		lb.check(func() string { return fmt.Sprintf("urlsift %q: standard output", args) }, stdout.Bytes())
	}
	lb.check(func() string { return fmt.Sprintf("urlsift %q: standard error", args) }, stderr.Bytes())
}

// lsp runs one language server over the whole batch: every case's text is
// a document, with its links, hovers over every fourth byte of it, code
// actions for all of it and its diagnostics; a hover on a document that is
// not open, named by the case's URL, gets an error. Every output but a
// link's target and a document's URI is checked.
func (lb *leakBatch) lsp() {
	frame := func(b *bytes.Buffer, m map[string]any) {
		m["jsonrpc"] = "2.0"
		body, _ := json.Marshal(m)
		fmt.Fprintf(b, "Content-Length: %d\r\n\r\n%s", len(body), body)
	}
	var in bytes.Buffer
	id := 1
	req := func(method string, params map[string]any) {
		frame(&in, map[string]any{"id": id, "method": method, "params": params})
		id++
	}
	// UTF-8 positions, or (every other batch) the protocol's UTF-16.
	caps := map[string]any{}
	if lb.batch%2 == 0 {
		caps["general"] = map[string]any{"positionEncodings": []string{"utf-8"}}
	}
	req("initialize", map[string]any{"capabilities": caps})
	frame(&in, map[string]any{"method": "initialized", "params": map[string]any{}})
	for i, c := range lb.cases {
		dir := lb.dir
		if lb.all || i%3 == lb.batch%3 {
			// A document in a directory of its own whose configuration
			// file holds the URL (the server's error message and
			// diagnostic, or its warning).
			dir = filepath.Join(lb.dir, fmt.Sprintf("lsp%d", i))
			if err := os.Mkdir(dir, 0o755); err != nil {
				lb.t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "urlsift.toml"), []byte(lb.configText(i)), 0o644); err != nil {
				lb.t.Fatal(err)
			}
		}
		uri := (&url.URL{Scheme: "file", Path: filepath.ToSlash(filepath.Join(dir, fmt.Sprintf("doc%d.txt", i)))}).String()
		doc := map[string]any{"uri": uri}
		frame(&in, map[string]any{"method": "textDocument/didOpen", "params": map[string]any{
			"textDocument": map[string]any{"uri": uri, "languageId": "plaintext", "version": 1, "text": c.text}}})
		req("textDocument/documentLink", map[string]any{"textDocument": doc})
		lines := strings.Split(c.text, "\n")
		for l, line := range lines {
			for col := 0; col < len(line); col += 4 {
				req("textDocument/hover", map[string]any{"textDocument": doc, "position": map[string]int{"line": l, "character": col}})
			}
		}
		req("textDocument/codeAction", map[string]any{"textDocument": doc,
			"range":   map[string]any{"start": map[string]int{"line": 0, "character": 0}, "end": map[string]int{"line": len(lines), "character": 0}},
			"context": map[string]any{"diagnostics": []any{}}})
		req("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": c.url}, "position": map[string]int{"line": 0, "character": 0}})
	}
	req("shutdown", nil)
	frame(&in, map[string]any{"method": "exit"})
	var stdout, stderr bytes.Buffer
	run([]string{"urlsift", "lsp", "--debounce", "0", "--enable", "all"}, &in, &stdout, &stderr)
	lb.runs++
	lb.check(func() string { return "urlsift lsp: standard error" }, stderr.Bytes())
	// The messages' strings, each message on lines of its own, checked
	// as one output, the messages in sorted order (the server's come in
	// an order of its own: diagnostics and replies interleave as their
	// work ends).
	var strs []string
	for _, body := range lspBodies(stdout.Bytes()) {
		var m any
		if err := json.Unmarshal(body, &m); err != nil {
			lb.t.Fatalf("urlsift lsp wrote %q: %v", body, err)
		}
		strs = append(strs, strings.Join(lspStrings(m, nil), "\n"))
	}
	slices.Sort(strs)
	lb.check(func() string { return "urlsift lsp: its messages" }, []byte(strings.Join(strs, "\n")))
}

// lspBodies splits the server's output into the bodies of its messages.
func lspBodies(out []byte) [][]byte {
	var bodies [][]byte
	for len(out) > 0 {
		h, rest, ok := bytes.Cut(out, []byte("\r\n\r\n"))
		if !ok {
			break
		}
		n := 0
		for _, line := range strings.Split(string(h), "\r\n") {
			if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
				n, _ = strconv.Atoi(v)
			}
		}
		n = min(n, len(rest))
		bodies = append(bodies, rest[:n])
		out = rest[n:]
	}
	return bodies
}

// lspStrings appends every string of a decoded message but the values of
// "target" (a link's) and "uri" (a document's name).
func lspStrings(v any, dst []string) []string {
	switch x := v.(type) {
	case string:
		dst = append(dst, x)
	case []any:
		for _, e := range x {
			dst = lspStrings(e, dst)
		}
	case map[string]any:
		// In the order of the keys: the short family compares the
		// strings' neighbours with its twin's (twinBatch).
		for _, k := range slices.Sorted(maps.Keys(x)) {
			if k == "target" || k == "uri" {
				continue
			}
			dst = append(dst, k)
			dst = lspStrings(x[k], dst)
		}
	}
	return dst
}

// placeNumbers are the numbers of an output that say where something
// stands, never what a URL holds: JSON's and SARIF's position fields and
// a web archive's record places ("offset":2094440, whose "4440" met a
// password "…%4440F)…": nest17's seed 4948), a line and a column after a
// file of the batch ("$DIR/in.warc.gz:801:9": "z:80" of a password
// "@x_y.z:80//…", seed 5037 of TestAtHostPasswords), the line format's
// "record 10758+316" and "payload offset 32" (a password `"?J% 32)EwT…`,
// seed 5212 of TestEncodedAtDelimPasswords), GitHub's "line=12", a
// diff's hunk header. Each group of digits is a place.
var placeNumbers = regexp.MustCompile(`"(?:line|column|end_line|end_column|offset|end_offset|warc_record_offset|warc_record_length|` +
	`warc_payload_offset|warc_payload_end_offset|startLine|startColumn|endLine|endColumn|charOffset|charLength|byteOffset|byteLength|ruleIndex)": *([0-9]+)` +
	`|\$DIR/[^\s:"]+:([0-9]+):([0-9]+)` +
	`|record ([0-9]+)\+([0-9]+)|payload offset ([0-9]+)` +
	`|[,\s](?:line|col|endLine|endColumn)=([0-9]+)` +
	`|(?m:^@@ -([0-9]+)(?:,([0-9]+))? \+([0-9]+)(?:,([0-9]+))? @@)`)

// placeStrings are the string fields of JSON whose value may be no
// secret's: a web archive's record id (a place where it is one the batch
// wrote: "urn:uuid:00000000-0000-4000-8000-000000000028" met a password
// "0028/…", seed 5186 of TestDigitSlashPasswordsAndRESTPorts) and a
// finding's fingerprint of its secret (8 hex digits: "7409" of a password
// "497409/;MebXKkE", seed 5135; secrets_id_test.go).
var placeStrings = regexp.MustCompile(`"(warc_record_id|secret)": *"([^"\\]*)"`)

// outputPlaces returns the spans of form (an output, as written or
// decoded) that say where something stands or name what the batch wrote,
// not what a URL holds (placeNumbers, placeStrings): a window of a
// secret that touches one is the output's own (inPlaces), one wholly
// outside every one is a leak.
func outputPlaces(form []byte, records map[string]bool) [][2]int {
	var spans [][2]int
	for _, m := range placeNumbers.FindAllSubmatchIndex(form, -1) {
		for g := 2; g < len(m); g += 2 {
			if m[g] >= 0 {
				spans = append(spans, [2]int{m[g], m[g+1]})
			}
		}
	}
	for _, m := range placeStrings.FindAllSubmatchIndex(form, -1) {
		key, v := string(form[m[2]:m[3]]), form[m[4]:m[5]]
		if key == "warc_record_id" && records[string(v)] || key == "secret" && len(v) == 8 && hexRun.Match(v) {
			spans = append(spans, [2]int{m[4], m[5]})
		}
	}
	return spans
}

// inPlaces reports whether the bytes s to e touch one of spans: a window
// of a secret that holds a place's digits is the place's, with the bytes
// around it that the output writes ("z:80" of "$DIR/in.warc.gz:801:9",
// "400," of '"end_offset":400,': TestAtHostPasswords and
// TestEncodedSeparatorPasswords meet them, as the digits' replacement by
// "#" kept them apart before); the other windows of a secret shown next
// to a place stand wholly outside it, and are leaks.
func inPlaces(spans [][2]int, s, e int) bool {
	for _, sp := range spans {
		if sp[0] < e && s < sp[1] {
			return true
		}
	}
	return false
}

// check reports every window of a secret that out holds, as it is and
// decoded (backslash escapes of JSON and Go, percent-encoding), but for
// those that touch a place of the output (outputPlaces, inPlaces).
func (lb *leakBatch) check(what func() string, out []byte) {
	if lb.rec {
		lb.outs = append(lb.outs, lb.normal(out))
		return
	}
	if lb.twin != nil {
		lb.checkTwin(what, out)
		return
	}
	if len(out) < lb.window {
		return
	}
	out = lb.undir(out)
	if w, ok := lb.leakIn(out); ok {
		lb.leaks++
		lb.leaked[w.ci] = true
		if lb.leaks <= 3 || testing.Verbose() {
			lb.t.Errorf("%s holds %q of a secret of the case\n%q\n(URL %q); the output:\n%s", what(), w.s, lb.cases[w.ci].text, lb.cases[w.ci].url, limitOutput(out))
		}
	}
}

// leakIn returns the first window of a secret out holds (the batch's
// directories read as "$DIR", undir), as it is or decoded, but for those
// that touch a place of the output (outputPlaces, inPlaces). The test's
// temporary directory is no secret's: its name holds random digits
// ("/tmp/TestEncodedSeparatorPasswords23342792854/") that a password's
// digits ("o-Sd3342$t") met one run in some (CI B of stop 50 failed so on
// main 94e9ce9).
func (lb *leakBatch) leakIn(out []byte) (secretWindow, bool) {
	for _, form := range decodedForms(out) {
		var places [][2]int
		placed := false
		var k uint32
		for i, c := range form {
			k = k<<8 | uint32(c)
			if i < 3 || !lb.filter[(k*0x9E3779B1)>>16] {
				continue
			}
			for _, w := range lb.windows[k] {
				if !bytes.HasPrefix(form[i-3:], []byte(w.s)) {
					continue
				}
				if !placed {
					places, placed = outputPlaces(form, lb.records), true
				}
				if !inPlaces(places, i-3, i-3+len(w.s)) {
					return w, true
				}
			}
		}
	}
	return secretWindow{}, false
}

// prefixKey packs the first four bytes of a window (a window of four
// characters has four bytes at least).
func prefixKey(b []byte) uint32 {
	return uint32(b[0])<<24 | uint32(b[1])<<16 | uint32(b[2])<<8 | uint32(b[3])
}

func limitOutput(b []byte) []byte {
	if len(b) > 4000 {
		return append(b[:4000:4000], "..."...)
	}
	return b
}

// unescapeBackslashes undoes the escapes JSON and Go quoting write: \" \\
// \t \n \r \/ \uXXXX \xXX.
func unescapeBackslashes(b []byte) []byte {
	if bytes.IndexByte(b, '\\') < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 == len(b) {
			out = append(out, b[i])
			continue
		}
		switch c := b[i+1]; c {
		case '"', '\\', '/', '\'':
			out = append(out, c)
			i++
		case 't':
			out = append(out, '\t')
			i++
		case 'n':
			out = append(out, '\n')
			i++
		case 'r':
			out = append(out, '\r')
			i++
		case 'u':
			if i+6 <= len(b) {
				if v, err := strconv.ParseUint(string(b[i+2:i+6]), 16, 32); err == nil {
					out = append(out, string(rune(v))...)
					i += 5
					continue
				}
			}
			out = append(out, b[i])
		case 'x':
			if i+4 <= len(b) {
				if v, err := strconv.ParseUint(string(b[i+2:i+4]), 16, 8); err == nil {
					out = append(out, byte(v))
					i += 3
					continue
				}
			}
			out = append(out, b[i])
		default:
			out = append(out, b[i])
		}
	}
	return out
}

// TestShortPasswordPieces: the leaks the short family found (seeds 9, 5
// and 3), each a piece of a password shorter than the runs Scrub hides:
// the piece of a base's password that a resolved URL keeps (the grammar
// ends the authority at "#" or "?" inside the password), and a piece of an
// argument an error message quotes, cut at "," or lowercased.
func TestShortPasswordPieces(t *testing.T) {
	for _, tt := range []struct {
		args  []string
		stdin string
		not   []string
	}{
		{[]string{"resolve", "--base", "https://bob:ab#cdefgh@ss.org/", "#f", "x", "?q"}, "", []string{":ab", "cdefgh"}},
		{[]string{"resolve", "--base", "https://hulrbyrl@ufjr.com:L\t#\t@ss:/", "#f", "x"}, "", []string{":L"}},
		{[]string{"extract", "--base", "https://bob:ab#cdefgh@ss.org/", "-"}, "<#f> <?q>\n", []string{":ab", "cdefgh"}},
		{[]string{"extract", "--format", "json", "--base", "https://bob:a?c@ss.org/", "-"}, "<#f> <x/y>\n", []string{":a"}},
		{[]string{"lint", "--disable", "HTTPS://:\tyc,›@host.example.org/a/b.html", "-"}, "", []string{"yc"}},
		{[]string{"lint", "--enable", "https://bob:ab,cd@h.org/", "-"}, "", []string{":ab"}},
		{[]string{"extract", "--scheme", "postgres://x_y: _Ω@db1.example.com:27017,db2.example.com:27017/@scope/pkg", "-"}, "", []string{" _ω", " _Ω"}},
		// A PATH that is an argument, beside one whose secret holds
		// ".com:0": Scrub's run of that one took the "0" of "094_", and
		// Hide no longer knew the rest.
		{[]string{"extract", "--format", "line", "telnet://USER.name:[l\u200b@github.com:0/db?user=a@b.example", "postgres://dsvaq@arohgq.com:094_@ss/"}, "", []string{"94_"}},
		// The password "37”" cut at "”", read as the port 37: the message
		// of non-default-port named its service ("belongs to time").
		{[]string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "-"}, "see “HTTPS://x_y:37”@bücher.example/p?q=1#f”\n", []string{"37", "time", "belongs"}},
		// The password "443”" read as the port 443: default-port said
		// "port *** is the default for https", which is its digits.
		{[]string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--tests", "-"}, "see “HTTPS://x_y:443”@bücher.example/p?q=1#f”\n", []string{"443", "default for"}},
		// A password cut by a line break and not rejoined: the URL ends
		// at the line end inside it, and no "@" stands on its line
		// (urlsyntax.BrokenPassword; promises.md, handed over).
		{[]string{"extract", "--format", "json", "-"}, "<http://u:Lxyz\nj @h.example.org/x>\n", []string{"Lxyz"}},
		{[]string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "-"}, "<http://u:Lxyz\nj @h.example.org/x>\n", []string{"Lxyz"}},
		{[]string{"extract", "-"}, "«git+ssh://alice:cLe\n«”@h.example.org/»\n", []string{"cLe"}},
		{[]string{"extract", "--format", "line", "-"}, "# HTTPS://:PsZ\r\n0]@db1.example.com:27017,db2.example.com:27017/\n", []string{"PsZ"}},
		{[]string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "-"}, "<http://cnw@hsmm.com:&+Lxyz-\nj @[2001:db8::1]:0/x>\n", []string{"Lxyz"}},
		// After a user name that is an e-mail address: a site with a port.
		{[]string{"extract", "--format", "json", "-"}, "see http://a@b.com:QXZ\nJKV@host.example.org/\n", []string{"QXZ"}},
		{[]string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "-"}, "see http://a@b.com:QXZ\nJKV@host.example.org/\n", []string{"QXZ"}},
		// A password holding a "/" (the authority reads as ending there),
		// and one holding a "[" after the host's start (no IP literal):
		// leak-probe.sh 3000 167.
		{[]string{"extract", "--format", "json", "-"}, "* postgres://ocmdgk@yis.com:C/Y\n`]@bücher.example/a/b.html.\n", []string{"C/Y"}},
		{[]string{"extract", "--format", "json", "-"}, "see «http://y$8[9Xg:^m\r\n\t F\t@localhost:443/@scope/pkg» now\n", []string{"^m"}},
		// A host that is a piece of the password, quoted in lower case
		// (unqualified-host): leak-probe.sh 3000 173.
		{[]string{"lint", "--no-config", "--info", "--fail-level", "none", "--enable", "all", "-"}, "x = \"<URL:telnet://deploy:@eU4\t@github.com/~u/%7e/> and more text\n", []string{"eu4", "eU4"}},
		{[]string{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "json", "-"}, "see «http://y$8[9Xg:^m\r\n\t F\t@localhost:443/@scope/pkg» now\n", []string{"^m"}},
	} {
		var out, errb bytes.Buffer
		run(append([]string{"urlsift"}, tt.args...), strings.NewReader(tt.stdin), &out, &errb)
		for _, b := range [][]byte{out.Bytes(), errb.Bytes(), unescapeBackslashes(out.Bytes()), unescapeBackslashes(errb.Bytes())} {
			for _, s := range tt.not {
				if bytes.Contains(b, []byte(s)) {
					t.Errorf("urlsift %q shows %q of the password:\n%s%s", tt.args, s, out.Bytes(), errb.Bytes())
				}
			}
		}
		if out.Len()+errb.Len() == 0 {
			t.Errorf("urlsift %q printed nothing", tt.args)
		}
	}
}
