package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

// TestNotNormalizedNoOracle: not-normalized does not report a URL that
// differs from its normal form only where its password stands: a
// password that the text cut where the grammar reads a port
// ("https://u:443”@h/") was reported ("write https://u:***") exactly when
// it was the scheme's default port, and its twin (another number of as
// many digits) was not, which told the password. Every scheme with a
// default port, every wrapper the password can be cut by.
func TestNotNormalizedNoOracle(t *testing.T) {
	for _, c := range []struct {
		scheme string
		port   int
	}{{"http", 80}, {"https", 443}, {"ftp", 21}, {"gopher", 70}, {"telnet", 23}, {"wais", 210}, {"prospero", 1525}} {
		for _, wrap := range []string{"x \"%s\u201d@h.example.com/\" y\n", "x '%s\u2019@h.example.com/' y\n", "x (%s)@h.example.com/ y\n"} {
			outOf := func(port int) string {
				url := c.scheme + "://u:" + strconv.Itoa(port)
				var out, errb bytes.Buffer
				run([]string{"urlsift", "lint", "--no-config", "--info", "--fail-level", "none", "--enable", "all", "-"},
					strings.NewReader(strings.Replace(wrap, "%s", url, 1)), &out, &errb)
				return out.String() + errb.String()
			}
			twin := c.port + 1
			if len(strconv.Itoa(twin)) != len(strconv.Itoa(c.port)) {
				twin = c.port - 1
			}
			if got, want := outOf(c.port), outOf(twin); got != want {
				t.Errorf("%s with the password %d (its default port) and %d differ:\n%s\n%s", c.scheme, c.port, twin, got, want)
			}
		}
	}
}
