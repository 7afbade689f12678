package extract

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// peerCase is a case of another extractor's own test suite
// (testdata/conformance/peers/cases.jsonl, made by
// scripts/conformance/peers.py).
type peerCase struct {
	Suite string   `json:"suite"`
	Key   string   `json:"key"`
	Input string   `json:"input"`
	Want  []string `json:"want"`
	First bool     `json:"first"` // only the first URL is compared
}

const peerDifferences = "testdata/conformance/peers/differences.txt"

// minPeerExact is the floor of TestPeerSuites's exact agreement over all
// the suites.
const minPeerExact = 0.95

// TestPeerSuites runs the test suites of xurls, URLExtract, URI::Find,
// cmark-gfm, Autolinker.js and linkify-it (the cases whose URLs have a
// scheme, and those that expect none) and measures exact agreement: the
// URLs urlsift finds are the ones the peer's test expects, in order. Every
// case where urlsift differs on purpose is listed, with the reason, in
// testdata/conformance/peers/differences.txt; the test fails when a case
// that is not listed disagrees, a listed one agrees, or the agreement falls
// under minPeerExact. go test -update rewrites the list, keeping reasons.
func TestPeerSuites(t *testing.T) {
	var cases []peerCase
	f, err := os.Open("testdata/conformance/peers/cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c peerCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	f.Close()
	links, notLinks := linkifyCases(t)
	for _, c := range append(links, notLinks...) {
		if len(c.want) > 0 && !strings.Contains(c.want[0], "://") && !strings.HasPrefix(strings.ToLower(c.want[0]), "mailto:") {
			continue // no scheme
		}
		want := c.want
		if c.first {
			want = want[:1]
		}
		cases = append(cases, peerCase{Suite: "linkify-it", Key: c.key, Input: c.input, Want: want, First: c.first})
	}
	listed := map[string]string{}
	if b, err := os.ReadFile(peerDifferences); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if l == "" || strings.HasPrefix(l, "#") {
				continue
			}
			f := strings.Split(l, "\t")
			listed[f[0]] = f[len(f)-1]
		}
	} else if !*update {
		t.Fatal(err)
	}
	type tally struct{ n, agree int }
	per := map[string]*tally{}
	var diffs []string
	total, agree := 0, 0
	for _, c := range cases {
		got := all(t, c.Input, Options{})
		if c.First && len(got) > 1 {
			got = got[:1]
		}
		want := c.Want
		if len(want) == 0 {
			want = nil
		}
		if len(got) == 0 {
			got = nil
		}
		ok := reflect.DeepEqual(got, want)
		if per[c.Suite] == nil {
			per[c.Suite] = &tally{}
		}
		per[c.Suite].n++
		total++
		key := c.Suite + " " + c.Key
		if ok {
			per[c.Suite].agree++
			agree++
			if r, in := listed[key]; in && !*update {
				t.Errorf("%s (%q) agrees now but is listed (%s); run go test -update", key, c.Input, r)
			}
			continue
		}
		r, in := listed[key]
		if !in {
			if !*update {
				t.Errorf("%s: %q: urlsift gives %q, the suite expects %q, and this is no listed difference", key, c.Input, got, want)
			}
			r = "TODO"
		}
		diffs = append(diffs, fmt.Sprintf("%s\t%q\t%q\t%q\t%s", key, c.Input, got, want, r))
	}
	names := make([]string, 0, len(per))
	for n := range per {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Logf("%s: %d of %d cases agree exactly (%.3f)", n, per[n].agree, per[n].n, float64(per[n].agree)/float64(per[n].n))
	}
	exact := float64(agree) / float64(total)
	t.Logf("all: %d of %d (%.3f)", agree, total, exact)
	if exact < minPeerExact {
		t.Errorf("exact agreement %.3f, floor %.2f", exact, minPeerExact)
	}
	if *update {
		var b strings.Builder
		b.WriteString("# Cases of other extractors' suites where urlsift differs on purpose (TestPeerSuites).\n")
		b.WriteString("# suite key<TAB>input<TAB>urlsift gives<TAB>the suite expects<TAB>reason (go test -update keeps reasons)\n")
		for _, d := range diffs {
			b.WriteString(d + "\n")
		}
		if err := os.WriteFile(peerDifferences, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
