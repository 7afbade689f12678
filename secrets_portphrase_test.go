package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestPortWordPassphrase (review37): a word of the port list read as a
// port after ":" (nntp://host:port/) ends no password that starts with it
// in title case or that is "number": a passphrase with white space
// ("Port cd", "Number one two") stays masked, as at cf7e7df.
func TestPortWordPassphrase(t *testing.T) {
	for _, tt := range []struct{ in, want, not string }{
		{"see http://u:Port cd@h.example.org/x now\n", "http://u:***", "Port"},
		{"see http://u:Number one two@h.example.org/x now\n", "http://u:***", "Number"},
		{"see http://u:number one@h.example.org/x now\n", "http://u:***", "number"},
		{"see http://u:Portnum one@h.example.org/x now\n", "http://u:***", "Portnum"},
		// as written in the list, or in capitals: a port, as before
		{"\"nntp://host:port/\" so that it uses Tom's (tz@execpc.com)\n", "nntp://host:port/", ""},
		{"\"nntp://host:PORT/\" so that it uses Tom's (tz@execpc.com)\n", "nntp://host:PORT/", ""},
	} {
		for _, args := range [][]string{
			{"extract", "--format", "json", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", "-"},
		} {
			var o, e bytes.Buffer
			run(append([]string{"urlsift"}, args...), strings.NewReader(tt.in), &o, &e)
			out := o.String() + e.String()
			if args[0] == "extract" && !strings.Contains(out, tt.want) || tt.not != "" && strings.Contains(out, tt.not) {
				t.Errorf("urlsift %q of %q: want %q and no %q in\n%s", args, tt.in, tt.want, tt.not, out)
			}
		}
	}
}
