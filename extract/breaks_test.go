package extract

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

var breaksOut = flag.String("breaks", "", "TestBreakFacts: write the facts of every line break at or inside a URL of the renderers' tuned parts to this file (TSV)")

// TestBreakFacts writes, for the tuned part of every renderer's corpus and tuned2, the
// facts of each line break inside a URL of the truth (a break the URL goes
// on after) and right after a URL of the truth or a neutral one that ends
// a line (a break the URL ends at), with what the rules say: the table the
// rules are tuned on. It runs only with -breaks=FILE.
func TestBreakFacts(t *testing.T) {
	if *breaksOut == "" {
		t.Skip("needs -breaks=FILE")
	}
	out, err := os.Create(*breaksOut)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	w := bufio.NewWriter(out)
	defer w.Flush()
	fmt.Fprintln(w, "renderer\tdoc\tlabel\turl\tprefix\tlast\ttok\trest\twhole\tn\tfill\tcols\tprev\tnext\twin\tmid\tindent\tnindent\trule\tmargin\tlineL\tlineN\tstarts\tedge\thard")
	files, _ := filepath.Glob("testdata/rendered/renderer/*.jsonl.gz")
	sort.Strings(files)
	// tuned2, the third set's part that may be tuned on (never kept2).
	tuned2, _ := filepath.Glob("testdata/rendered/renderer/tuned2/*.jsonl.gz")
	sort.Strings(tuned2)
	for _, file := range append(files, tuned2...) {
		r := strings.TrimSuffix(filepath.Base(file), ".jsonl.gz")
		if filepath.Base(filepath.Dir(file)) == "tuned2" {
			r = "tuned2/" + r
		}
		for _, d := range readRendered(t, file) {
			if keptOut(d.Doc) && !strings.HasPrefix(r, "tuned2/") {
				continue
			}
			b := []byte(d.Text)
			seen := map[int]bool{}
			emit := func(label int, u string, start, i int, prefix []byte) {
				if seen[i*2+label] {
					return
				}
				seen[i*2+label] = true
				m := &machine{view: view{b: b, eof: true, max: DefaultMaxURL}}
				m.w = bare(start)
				m.text = prefix
				lim := len(b)
				k, more := m.nextLine(i, lim)
				if !more {
					return
				}
				f := m.breakFacts(i, k, lim)
				rule := "none"
				for x := ruleID(0); x < noRule; x++ {
					if v := m.decide(x, &f); v != indifferent {
						rule = rejoinRules[x].name
						if v == goesOn || v == goesOnMaybe {
							rule += "+"
						} else {
							rule += "-"
						}
						break
					}
				}
				n, _ := f.lineLength(m)
				ls := strings.LastIndexByte(d.Text[:i], '\n') + 1
				le := f.k + strings.IndexByte(d.Text[f.k:]+"\n", '\n')
				rest := d.Text[f.j:le]
				fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\t%c\t%s\t%q\t%v\t%d\t%d\t%d\t%d\t%d\t%d\t%v\t%d\t%d\t%s\t%d\t%q\t%q\t%v\t%v\t%v\n",
					r, d.Doc, label, u, prefix, f.last, b[f.k:f.j], rest, f.whole, n, f.fillWidth(m),
					utf8.RuneCountInString(d.Text[ls:i]), lineCols(d.Text, ls-1), lineCols(d.Text, f.k), windowCols(d.Text, i, 8),
					m.startsMidLine(), indentOf(d.Text[ls:i]), indentOf(d.Text[strings.LastIndexByte(d.Text[:f.k], '\n')+1:le]), rule,
					proseMargin(d.Text, i, 8), d.Text[ls:i], d.Text[strings.LastIndexByte(d.Text[:f.k], '\n')+1:le], m.startsLine(), f.atEdge(m), f.hardCut(m))
			}
			for _, u := range d.Truth {
				for _, loc := range printedRE(u).FindAllStringIndex(d.Text, -1) {
					if !boundaryBefore(d.Text, loc[0]) {
						continue
					}
					// Every break inside: positive.
					var prefix []byte
					for p := loc[0]; p < loc[1]; p++ {
						c := d.Text[p]
						if c == '\n' {
							i := p
							if i > 0 && d.Text[i-1] == '\r' {
								i--
							}
							// the hyphen inserted, and spaces, before the break
							j := len(prefix)
							q := i
							for q > loc[0] && (d.Text[q-1] == ' ' || d.Text[q-1] == '\t') {
								q--
							}
							if q == i {
								emit(1, u, loc[0], i, append([]byte(nil), prefix[:j]...))
							}
							for p+1 < loc[1] && strings.IndexByte(" \t\f", d.Text[p+1]) >= 0 {
								p++
							}
							continue
						}
						if c != ' ' && c != '\t' && c != '\f' {
							prefix = append(prefix, c)
						}
					}
				}
			}
			ends := append(append([]string(nil), d.Truth...), d.Neutral...)
			for _, u := range ends {
				for _, loc := range printedRE(u).FindAllStringIndex(d.Text, -1) {
					if !boundaryBefore(d.Text, loc[0]) {
						continue
					}
					e := loc[1]
					for e < len(d.Text) && strings.IndexByte(".,;:!?'\")]>", d.Text[e]) >= 0 {
						e++
					}
					if e >= len(d.Text) || d.Text[e] != '\n' || e == loc[1] && false {
						continue
					}
					prefix := []byte(strings.Map(func(r rune) rune {
						if r == '\n' || r == ' ' || r == '\t' || r == '\f' || r == '\r' {
							return -1
						}
						return r
					}, d.Text[loc[0]:e]))
					emit(0, u, loc[0], e, prefix)
				}
			}
		}
	}
}

func printedRE(u string) *regexp.Regexp {
	var b strings.Builder
	for i, r := range u {
		if i > 0 {
			b.WriteString(`(?:[ \t]*-?[ \t]*\r?\n[ \t\f]*)?`)
		}
		b.WriteString(regexp.QuoteMeta(string(r)))
	}
	return regexp.MustCompile(b.String())
}

func boundaryBefore(text string, i int) bool {
	if i == 0 {
		return true
	}
	c := text[i-1]
	return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '+' || c == '.' || c == '-')
}

// lineCols is the length in runes of the line that ends at index e-1 ("\n" at e... ) or starts at s.
func lineCols(text string, at int) int {
	if at < 0 || at >= len(text) {
		return -1
	}
	s := strings.LastIndexByte(text[:at], '\n') + 1
	e := at + strings.IndexByte(text[at:]+"\n", '\n')
	return utf8.RuneCountInString(text[s:e])
}

// window is the text of the lines within n lines of index i.
func window(text string, i, n int) string {
	s := i
	for k := 0; k <= n && s > 0; k++ {
		s = strings.LastIndexByte(text[:s], '\n')
		if s < 0 {
			s = 0
		}
	}
	e := i
	for k := 0; k <= n && e < len(text); k++ {
		x := strings.IndexByte(text[e+1:], '\n')
		if x < 0 {
			e = len(text)
			break
		}
		e = e + 1 + x
	}
	return text[s:e]
}

// windowCols is the longest line, in runes, within n lines of index i.
func windowCols(text string, i, n int) int {
	best := 0
	for _, l := range strings.Split(window(text, i, n), "\n") {
		best = max(best, utf8.RuneCountInString(l))
	}
	return best
}

func indentOf(l string) int {
	return len(l) - len(strings.TrimLeft(l, " \t"))
}

// proseMargin is the widest line, in runes, of two words or more, within n lines of index i.
func proseMargin(text string, i, n int) int {
	best := 0
	for _, l := range strings.Split(window(text, i, n), "\n") {
		if len(strings.Fields(l)) >= 2 {
			best = max(best, utf8.RuneCountInString(strings.TrimRight(l, " ")))
		}
	}
	return best
}
