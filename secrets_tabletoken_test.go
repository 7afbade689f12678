package main

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var tableOutSeed = flag.Uint64("tableoutseed", 5054, "seed of TestTableTokenOutputs' tables (5054: tuned; 5055: kept out)")

// TestTableTokenOutputs is extract's TestTableTokenSecrets through every
// output (review50 J4's remainder): the tables of secrettest.DrawTable (an
// access token of every shape, or a password, cut at a cell's edge
// anywhere, in the scheme too: "|from for htt|" over "|ps://ghp_GGZ|"
// printed "ps://ghp_GGZ" on 5ad8d62), each alone, through extract (url,
// line, json) and lint (text with --info, json, sarif, github) against
// their twins (the secret's letters and digits shifted): no output holds
// 4 bytes of a secret (after its well-known prefix) that the table's
// words do not, nor, where the twins' outputs differ, a piece of it
// (shownPiecesOf: 2 bytes or more of a token, 1 of a password), the
// other cell's URL glued to the token's rest too (review51 K5).
//
// go test -run '^TestTableTokenOutputs$' . (seed 5054): see cell51.md.
func TestTableTokenOutputs(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 80
	}
	tableTokenOutputs(t, rand.New(rand.NewPCG(*tableOutSeed, 51)), secrettest.DrawTable, n)
}

var wideOutSeed = flag.Uint64("wideoutseed", 5092, "seed of TestWideTableTokenOutputs' tables (5092: never tuned on)")

// TestWideTableTokenOutputs is extract's TestWideTableTokenSecrets through
// every output, as TestTableTokenOutputs: the secret's cell right of a
// cell 500 to 1,900 bytes wide (secrettest.DrawWideTable), the token's
// "@" past the look-ahead after its first piece (review51 K10).
//
// go test -run '^TestWideTableTokenOutputs$' . (seed 5092): see cell52.md.
func TestWideTableTokenOutputs(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 50
	}
	tableTokenOutputs(t, rand.New(rand.NewPCG(*wideOutSeed, 52)), secrettest.DrawWideTable, n)
}

// tableTokenOutputs runs n tables that draw draws through every output
// (TestTableTokenOutputs).
func tableTokenOutputs(t *testing.T, r *rand.Rand, draw func(*rand.Rand) secrettest.TableCase, n int) {
	t.Helper()
	formats := [][]string{
		{"extract", "-"}, {"extract", "--format", "line", "--hyphen", "both", "-"}, {"extract", "--format", "json", "-"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "-"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "json", "-"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "sarif", "-"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "github", "-"},
	}
	leaks, tables := 0, 0
	for range n {
		c := draw(r)
		tables++
		// A table alone: the tables of a file read one another's
		// layout, and a table after others may glue its other cell's
		// URL where alone it does not.
		secrets := []string{c.Secret[len(c.Prefix):]}
		least := 2 // a token's first byte alone is a host's (extract's firstPieceShown)
		if c.Kind == "password" {
			least = 1
		}
		for _, args := range formats {
			out := func(in string) []byte {
				var o, e bytes.Buffer
				run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
				return append(unescapeBackslashes(o.Bytes()), unescapeBackslashes(e.Bytes())...)
			}
			got, tw := out(c.Text), out(c.Twin)
			shown := ""
			for _, w := range c.Windows(4) {
				if bytes.Contains(got, []byte(w)) && !bytes.Contains(tw, []byte(w)) {
					shown = w
					break
				}
			}
			if shown == "" {
				if f := shownPiecesOf(got, tw, secrets, least); len(f) > 0 {
					shown = f[0][0]
				}
			}
			if shown != "" {
				if leaks++; leaks <= 10 {
					t.Errorf("urlsift %q shows %q of the secret %q (%s, %s):\n%s%.400q", args, shown, c.Secret, c.Kind, c.Layout, c.Text, got)
				}
				break
			}
		}
	}
	t.Logf("%d tables, %d leak", tables, leaks)
}
