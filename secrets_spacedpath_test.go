package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"strings"
	"testing"
)

var spacedPathSeed = flag.Uint64("spacedpathseed", 5315, "TestServicePathBeforeAddress: the seed of its generator (5315 tuned; 5316 held out)")

// TestServicePathBeforeAddress (trust31's one-line price of stop 58): a
// URL of a service's name (a bare name or one of a user name's shape), a
// port and a path of a service's shape, white space, then prose whose
// first word is a mail address's before an "@" and a host a path follows
// ("http://gitea:3000/job/build/ bob@types/node", "…/repo.git
// j.doe@intranet/wiki") printed "http://gitea:***@types/node" on
// d2f9d79 (trust31's oneline_over.py 1,207 of 4,000). Drawn: 7 schemes,
// names of drawn lower case letters, digits, "-" and "_" (and "alice",
// "deploy", "u"), ports of 1 to 5 digits; paths of two segments or more
// or of one that ends in "/" (drawn lower case letters, digits, "-", "."
// and "_", maybe after one capital), file names (a drawn name, ".", 2 to
// 5 lower case letters), queries of one pair ("?k=v", "/?k=v" of drawn
// bytes) and "/#/"; 6 kinds of white space; words of an address's shape
// (drawn letters and digits with ".", "-", "_", "+" or "%" between,
// after an opener or a header's "cc:" or none); hosts a path follows
// (drawn names, dotted or not, and drawn segments); words after, or
// none; 8 leads and line prefixes. No secret stands in the texts: every
// "***" in extract's JSON is over-masking, counted and failed. (The
// other way, passwords of these shapes: TestDigitPasswordsSpacedOnLine,
// whose cases of such a path's shape and an address's word are its
// price, spacedPathShape.)
//
// go test -run '^TestServicePathBeforeAddress$' . -args -spacedpathseed S
// (5315 tuning; 5316 held out).
func TestServicePathBeforeAddress(t *testing.T) {
	r, n := genStart(*spacedPathSeed, 59, 400, 120)
	const lower = "abcdefghijklmnopqrstuvwxyz"
	const alnum = lower + "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	draw := func(alpha string, lo, hi int) string {
		var b strings.Builder
		for range lo + r.IntN(hi-lo+1) {
			b.WriteByte(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	path := func() (string, string) {
		switch r.IntN(4) {
		case 0:
			return "/" + draw(lower+"0123456789-_", 1, 10) + "." + draw(lower, 2, 5), "file"
		case 1:
			q := "?" + draw(lower, 1, 8) + "=" + draw(lower+"0123456789-_", 1, 8)
			if r.IntN(2) == 0 {
				q = "/" + q
			}
			return q, "query"
		case 2:
			if r.IntN(4) == 0 {
				return "/#/", "route"
			}
		}
		var p string
		segs := 1 + r.IntN(3)
		for i := range segs {
			seg := draw(lower+"0123456789-._", 1, 8)
			if r.IntN(4) == 0 {
				seg = strings.ToUpper(seg[:1]) + seg[1:] // "/wiki/Home"
			}
			p += "/" + seg
			if i == segs-1 && (segs == 1 || r.IntN(2) == 0) {
				p += "/"
			}
		}
		return p, "segments"
	}
	word := func() string {
		w := draw(alnum, 1, 6)
		if r.IntN(2) == 0 {
			w += string(".-_+%"[r.IntN(5)]) + draw(alnum, 1, 6)
		}
		return pick([]string{"", "", "", "(", "<", "\"", "'", "cc:", "to:"}) + w
	}
	host := func() string {
		h := draw(lower, 1, 10)
		if r.IntN(3) == 0 {
			h += "." + draw(lower, 2, 6)
		}
		return h + "/" + draw(lower+"0123456789-_.", 1, 10)
	}
	names := []string{"alice", "deploy", "u"}
	spaces := []string{" ", " ", "\t", "  ", " \t", "\u3000", "\u00a0"}
	leads := []string{"", "see ", "Open ", "URL=", "- ", "# ", "> ", "// "}
	type sp struct {
		text, url, kind string
		wide            bool // white space beyond ASCII: left (below)
	}
	cases := make([]sp, n)
	var in strings.Builder
	for i := range cases {
		name := draw(lower+"0123456789-_", 1, 10)
		if r.IntN(4) == 0 {
			name = pick(names)
		}
		for name[0] == '-' || name[0] == '_' {
			name = name[1:] + "x"
		}
		p, kind := path()
		url := pick([]string{"http", "https", "redis", "postgres", "ssh", "ftp", "git+ssh"}) + "://" + name + ":" + draw("0123456789", 1, 5) + p
		tail := pick([]string{"", "", " ok", " for help.", " said so", " " + draw(alnum, 1, 8)})
		ws := pick(spaces)
		cases[i] = sp{text: pick(leads) + url + ws + word() + "@" + host() + tail, url: url, kind: kind, wide: ws[0] >= 0x80}
		in.WriteString(cases[i].text + "\n\n")
	}
	var o, e bytes.Buffer
	run([]string{"urlsift", "extract", "--format", "json", "-"}, strings.NewReader(in.String()), &o, &e)
	found := make([]bool, n)
	masked := map[string]int{}
	total := map[string]int{}
	for _, c := range cases {
		total[c.kind]++
	}
	bad, wide, nwide := 0, 0, 0
	for _, c := range cases {
		if c.wide {
			nwide++
		}
	}
	for _, l := range strings.Split(strings.TrimSpace(o.String()), "\n") {
		var f struct {
			URL  string
			Line int
		}
		if err := json.Unmarshal([]byte(l), &f); err != nil {
			t.Fatalf("extract json: %v: %q", err, l)
		}
		i := (f.Line - 1) / 2
		if i >= n || found[i] {
			continue
		}
		c := cases[i]
		if strings.Contains(f.URL, "***") {
			found[i] = true
			if c.wide {
				wide++
				continue
			}
			masked[c.kind]++
			if bad++; bad <= 10 {
				t.Errorf("no password, printed masked: %+q printed %q", c.text, f.URL)
			}
			continue
		}
		found[i] = strings.HasPrefix(f.URL, strings.TrimRight(c.url, ".")) // a sentence's "."
	}
	missing := 0
	for i, ok := range found {
		if !ok {
			if missing++; missing <= 5 {
				t.Errorf("%+q: its URL %q not printed whole", cases[i].text, cases[i].url)
			}
		}
	}
	for _, k := range []string{"segments", "file", "query", "route"} {
		t.Logf("  %s: %d of %d masked", k, masked[k], total[k])
	}
	t.Logf("  (left: %d of %d with white space beyond ASCII, U+3000 or U+00A0, printed \"***\": the grammar reads the path, the space and the word as one piece up to the \"@\")", wide, nwide)
	t.Logf("seed %d: %d texts with no secret, %d printed \"***\", %d URLs not printed whole otherwise", *spacedPathSeed, n, bad, missing)
}
