package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/urlsyntax"
)

// baselineFlag is lint --baseline: the findings of an earlier
// `urlsift lint --format json` run are accepted and not printed again.
var baselineFlag = &cli.StringFlag{
	Name:  "baseline",
	Usage: "do not report the findings listed in `FILE`, the output of an earlier `urlsift lint --format json` (write it with: urlsift lint --format json --fail-level none PATH > FILE)",
}

// baselineKey identifies a finding across edits of its file: its path, its
// rule, its URL (masked, as the JSON output has it) and the fingerprint of
// the URL's secret ("secret", lint.Finding.SecretID), not its line. A real
// password put where a baselined placeholder was masks to the same URL,
// and is a new finding by its fingerprint.
type baselineKey struct{ path, rule, url, secret string }

// baseline counts the accepted findings of each key: a file that has two
// identical findings in the baseline may have two, not three.
type baseline map[baselineKey]int

// loadBaseline reads a JSON Lines file written by lint --format json.
func loadBaseline(path string) (baseline, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b := baseline{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Bytes()
		if len(line) == 0 {
			continue
		}
		var x struct {
			Path   string `json:"path"`
			Rule   string `json:"rule"`
			URL    string `json:"url"`
			Secret string `json:"secret"`
		}
		if err := json.Unmarshal(line, &x); err != nil || x.Path == "" || x.Rule == "" {
			return nil, fmt.Errorf("line %d is not a finding of urlsift lint --format json", n)
		}
		b[baselineKey{x.Path, x.Rule, x.URL, x.Secret}]++
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return b, nil
}

// take tells whether f, found in the file name, is in the baseline, and
// uses up one of its entries.
func (b baseline) take(name string, f lint.Finding) bool {
	if b == nil {
		return false
	}
	k := baselineKey{urlsyntax.MaskText(name), f.Rule, f.URL, f.SecretID}
	if b[k] == 0 {
		return false
	}
	b[k]--
	return true
}
