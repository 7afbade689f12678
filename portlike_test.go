package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestPortLikeSpacedPassword (review36): a bare URL that ended inside
// its userinfo at a piece that is not all digits (no port) has the white
// space after it read as the password's when the words reach an "@" and
// a host (CONTRACT). A piece of digits and then "^", "{", "}" or "[",
// which stand inside a URL ("8^a": the URL goes on past them), is no
// port either (urlsyntax's portEnds); before, BrokenPasswordStart and
// the one-line reading took the digits for a port and printed the piece:
// "see http://alice:8^a x@h.example.org/" gave "http://alice:8^a", on one
// line and across a line break. secrettest.PortLike, which keeps port
// shapes out of the generators, now lets these shapes in too. A "\\"
// after the digits still ends a port ("localhost:8080\\n" in a string).
func TestPortLikeSpacedPassword(t *testing.T) {
	for _, piece := range []string{"8^a", "3{x", "44[a", "7}k", "6^", "12[b^c"} {
		for _, rest := range []string{" x@h.example.org/ now\n", " x\ny@h.example.org/ now\n", "\tx\ny@db1.example.com/ now\n"} {
			text := "see http://alice:" + piece + rest
			var o, e bytes.Buffer
			run([]string{"urlsift", "extract", "-"}, strings.NewReader(text), &o, &e)
			if strings.Contains(o.String(), piece) || !strings.Contains(o.String(), "http://alice:***") {
				t.Errorf("%q: extract prints %q, want http://alice:***", text, o.String())
			}
		}
	}
}

// TestPortColonPassword: digits after a ":" and then another ":" are no
// port either (no port is followed by ":"): leak-probe seed 313's
// "http://a@b.com:7:'#V2ZßH.@Build-01/x" was printed whole, password and
// all, since "7" read as b.com's port and a one-word host followed the
// last "@" (present at 8932b22).
func TestPortColonPassword(t *testing.T) {
	for _, text := range []string{
		"see http://a@b.com:7:'#V2ZßH.@Build-01/x now\n",
		"see git+ssh://a@b.com:42:k#q@db/x now\n",
	} {
		var o, e bytes.Buffer
		run([]string{"urlsift", "extract", "-"}, strings.NewReader(text), &o, &e)
		if strings.Contains(o.String(), "#V2") || strings.Contains(o.String(), ":k#q") {
			t.Errorf("%q: extract prints %q", text, o.String())
		}
	}
}
