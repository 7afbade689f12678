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
// and is a new finding by its fingerprint; another real password where
// one was is a new finding only with a key (secretKey).
type baselineKey struct{ path, rule, url, secret string }

// secretKeyEnv names the environment variable that holds the key of the
// secrets' fingerprints (lint.Options.SecretKey): a secret of the user's,
// kept out of the repository (a CI secret), so that a fingerprint in the
// JSON output or a committed baseline lets no one check a guess of a
// password. Without it a fingerprint tells a placeholder from a literal
// password, and nothing more.
const secretKeyEnv = "URLSIFT_SECRET_KEY"

// minSecretKey is the shortest key accepted: a key that can be guessed
// with the password would let a guess be checked again.
const minSecretKey = 16

// secretKey returns the key of the secrets' fingerprints, from the
// environment (nil for none, or set empty), or a usage error for a key too
// short to keep a guess from being checked. The key is never printed.
func secretKey(e *runEnv) ([]byte, error) {
	k := e.Getenv(secretKeyEnv)
	if k == "" {
		return nil, nil
	}
	if len(k) < minSecretKey {
		return nil, usageError("%s is too short: a key of at least %d random bytes is needed (for example: openssl rand -hex 32)", secretKeyEnv, minSecretKey)
	}
	return []byte(k), nil
}

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
	k := baselineKey{urlsyntax.MaskName(name), f.Rule, f.URL, f.SecretID}
	if b[k] == 0 {
		return false
	}
	b[k]--
	return true
}
