package extract

import (
	"bufio"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// A confCase is one case of a peer's conformance data.
type confCase struct {
	key     string   // file:line, stable across runs
	input   string   //
	want    []string // URLs the peer extracts (linkify-it: only the first counts)
	indices [][2]int // twitter-text: code point spans of want, when given
	first   bool     // only the first URL is compared (linkify-it links.txt)
}

// linkifyCases reads linkify-it's links.txt and not_links.txt as its
// test/test.mjs does (see testdata/conformance/linkify-it/PROVENANCE.md).
func linkifyCases(t *testing.T) (links, notLinks []confCase) {
	read := func(name string) []string {
		b, err := os.ReadFile("testdata/conformance/linkify-it/" + name)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "%") {
				lines[i] = ""
			}
		}
		return lines
	}
	lines := read("links.txt")
	for i := 0; i < len(lines); i++ {
		if lines[i] == "" {
			continue
		}
		c := confCase{key: fmt.Sprintf("linkify-it/links.txt:%d", i+1), input: lines[i], first: true}
		if i+1 < len(lines) && lines[i+1] != "" {
			c.want = []string{lines[i+1]}
			i++
		} else {
			c.want = []string{lines[i]}
		}
		links = append(links, c)
	}
	for i, l := range read("not_links.txt") {
		if l != "" {
			notLinks = append(notLinks, confCase{key: fmt.Sprintf("linkify-it/not_links.txt:%d", i+1), input: l})
		}
	}
	return links, notLinks
}

// twitterCases reads the URL sections of twitter-text's extract.yml. The
// file is YAML, but these sections use a small regular subset of it
// (double-quoted scalars, flow lists of strings, block lists of
// {url, indices}), read here line by line.
func twitterCases(t *testing.T) map[string][]confCase {
	f, err := os.Open("testdata/conformance/twitter-text/extract.yml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]bool{"urls": true, "urls_with_indices": true, "urls_with_directional_markers": true, "tco_urls_with_params": true}
	out := map[string][]confCase{}
	section := ""
	var cur *confCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		n++
		l := sc.Text()
		trim := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") && strings.HasSuffix(trim, ":"):
			section = strings.TrimSuffix(trim, ":")
			cur = nil
		case !want[section]:
		case strings.HasPrefix(trim, "- description:"):
			out[section] = append(out[section], confCase{key: fmt.Sprintf("twitter-text/extract.yml:%d", n)})
			cur = &out[section][len(out[section])-1]
		case cur == nil:
		case strings.HasPrefix(trim, "text:"):
			cur.input = yamlString(t, strings.TrimSpace(strings.TrimPrefix(trim, "text:")))
		case strings.HasPrefix(trim, "expected: ["):
			list := strings.TrimSuffix(strings.TrimPrefix(trim, "expected: ["), "]")
			cur.want = []string{}
			for list != "" {
				s, rest := yamlQuoted(t, list)
				cur.want = append(cur.want, s)
				list = strings.TrimPrefix(strings.TrimSpace(rest), ",")
				list = strings.TrimSpace(list)
			}
		case strings.HasPrefix(trim, "- url:"):
			cur.want = append(cur.want, yamlString(t, strings.TrimSpace(strings.TrimPrefix(trim, "- url:"))))
		case strings.HasPrefix(trim, "indices: ["):
			var a, b int
			if _, err := fmt.Sscanf(trim, "indices: [%d, %d]", &a, &b); err != nil {
				t.Fatalf("extract.yml:%d: %v", n, err)
			}
			cur.indices = append(cur.indices, [2]int{a, b})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func yamlString(t *testing.T, s string) string {
	v, rest := yamlQuoted(t, s)
	if strings.TrimSpace(rest) != "" {
		t.Fatalf("trailing text after %q", s)
	}
	return v
}

// yamlQuoted reads a YAML double-quoted scalar at the start of s.
func yamlQuoted(t *testing.T, s string) (string, string) {
	if !strings.HasPrefix(s, `"`) {
		t.Fatalf("not a double-quoted scalar: %q", s)
	}
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			return b.String(), s[i+1:]
		case '\\':
			i++
			if i >= len(s) {
				t.Fatalf("bad escape in %q", s)
			}
			n := 0
			switch s[i] {
			case 'x':
				n = 2
			case 'u':
				n = 4
			case 'U':
				n = 8
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case '0':
				b.WriteByte(0)
			case ' ', '"', '\\', '/':
				b.WriteByte(s[i])
			default:
				t.Fatalf("unknown escape \\%c in %q", s[i], s)
			}
			if n > 0 {
				r, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32)
				if err != nil {
					t.Fatalf("bad escape in %q: %v", s, err)
				}
				b.WriteRune(rune(r))
				i += n
			}
		default:
			b.WriteByte(c)
		}
	}
	t.Fatalf("unterminated scalar %q", s)
	return "", ""
}

// agrees runs c through the scanner and reports whether urlsift gives what the peer gives.
func agrees(t *testing.T, c confCase) (bool, []string) {
	s := NewScanner(strings.NewReader(c.input), Options{})
	var got []string
	var idx [][2]int
	for s.Scan() {
		u := s.URL()
		got = append(got, u.Text)
		idx = append(idx, [2]int{utf8.RuneCountInString(c.input[:u.Start.Offset]), utf8.RuneCountInString(c.input[:u.End.Offset])})
	}
	if c.first {
		return len(got) > 0 && got[0] == c.want[0], got
	}
	if len(got) == 0 && len(c.want) == 0 {
		return true, got
	}
	if !reflect.DeepEqual(got, c.want) {
		return false, got
	}
	return c.indices == nil || reflect.DeepEqual(idx, c.indices), got
}

const differencesFile = "testdata/conformance/differences.txt"

// TestConformance compares urlsift with linkify-it and twitter-text. Every
// case where urlsift differs on purpose is listed, with the reason, in
// testdata/conformance/differences.txt; the test fails when a case that is
// not listed disagrees (a case that agreed stops agreeing) or a listed case
// agrees (the list is stale). -update rewrites the list, keeping reasons.
func TestConformance(t *testing.T) {
	links, notLinks := linkifyCases(t)
	tw := twitterCases(t)
	groups := []struct {
		name  string
		cases []confCase
	}{
		{"linkify-it links", links},
		{"linkify-it not_links", notLinks},
		{"twitter-text urls", tw["urls"]},
		{"twitter-text urls_with_indices", tw["urls_with_indices"]},
		{"twitter-text urls_with_directional_markers", tw["urls_with_directional_markers"]},
		{"twitter-text tco_urls_with_params", tw["tco_urls_with_params"]},
	}
	counts := map[string][2]int{"linkify-it links": {117}, "linkify-it not_links": {38}, "twitter-text urls": {91},
		"twitter-text urls_with_indices": {10}, "twitter-text urls_with_directional_markers": {2}, "twitter-text tco_urls_with_params": {5}}
	listed := readDifferences(t)
	type diff struct {
		key, input, got, want, reason string
	}
	var diffs []diff
	for _, g := range groups {
		if len(g.cases) != counts[g.name][0] {
			t.Errorf("%s: read %d cases, the data has %d", g.name, len(g.cases), counts[g.name][0])
		}
		agree, schemed, schemedAgree := 0, 0, 0
		for _, c := range g.cases {
			ok, got := agrees(t, c)
			if hasSchemes(c) {
				schemed++
				if ok {
					schemedAgree++
				}
			}
			if ok {
				agree++
				if r, in := listed[c.key]; in && !*update {
					t.Errorf("%s (%q) now agrees but is listed as a difference (%s); run go test -update", c.key, c.input, r)
				}
				continue
			}
			want := c.want
			if c.first {
				want = want[:1]
			}
			d := diff{key: c.key, input: c.input, got: strings.Join(got, " "), want: strings.Join(want, " ")}
			if r, in := listed[c.key]; in {
				d.reason = r
			} else if *update {
				d.reason = classify(c, got)
			} else {
				t.Errorf("%s: %q: urlsift gives %q, %s gives %q, and this is not a listed difference", c.key, c.input, got, g.name, want)
			}
			diffs = append(diffs, d)
		}
		t.Logf("%s: urlsift agrees on %d of %d cases; on %d of the %d whose URLs all have a scheme", g.name, agree, len(g.cases), schemedAgree, schemed)
	}
	if *update {
		var b strings.Builder
		b.WriteString("# Cases of linkify-it and twitter-text where urlsift differs on purpose.\n")
		b.WriteString("# key<TAB>input<TAB>urlsift gives<TAB>the peer gives<TAB>reason (TestConformance; go test -update keeps reasons)\n")
		for _, d := range diffs {
			fmt.Fprintf(&b, "%s\t%q\t%q\t%q\t%s\n", d.key, d.input, d.got, d.want, d.reason)
		}
		if err := os.WriteFile(differencesFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// readDifferences returns key -> reason from differences.txt.
func readDifferences(t *testing.T) map[string]string {
	m := map[string]string{}
	b, err := os.ReadFile(differencesFile)
	if err != nil {
		if *update {
			return m
		}
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		m[f[0]] = f[len(f)-1]
	}
	return m
}

// classify gives the reason for a new difference, for -update; the
// reasons in the file can then be edited by hand.
func classify(c confCase, got []string) string {
	want := ""
	if len(c.want) > 0 {
		want = c.want[0]
	}
	switch {
	case len(c.want) == 0 && len(got) > 0:
		return "syntactically a URL by draft-09 (a scheme and //): extract does not judge hosts or know schemes; lint reports bad hosts"
	case want != "" && !strings.Contains(want, "://") && strings.Contains(want, "@") && !strings.HasPrefix(strings.ToLower(want), "mailto:"):
		return "a mail address, not a URL: Appendix E reports URL references, never bare addresses"
	case want != "" && !strings.Contains(want, ":"):
		return "no scheme: draft-09 needs one (Appendix F abbreviated references only with --abbreviated, and only www./ftp. hosts)"
	case want != "" && strings.HasPrefix(want, "//"):
		return "a network-path reference without a scheme: relative, reported only with --base inside a wrapper"
	}
	return "TODO"
}

// hasSchemes reports whether every URL the peer expects has a scheme (and
// a case that expects none holds "://").
func hasSchemes(c confCase) bool {
	if len(c.want) == 0 {
		return strings.Contains(c.input, "://")
	}
	for i, w := range c.want {
		if c.first && i > 0 {
			break
		}
		if !strings.Contains(w, "://") && !strings.HasPrefix(strings.ToLower(w), "mailto:") {
			return false
		}
	}
	return true
}
