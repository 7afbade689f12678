package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestRegNameHostSlashPasswords (review37): a password holding "//" (a
// base64 password may) before an "@" and a host that starts with "_" or
// "%" is masked as it is before "@gateway": ff23b80's guard against
// running across another URL asks for a "//", where another URL's is
// "://". Before: "see http://u:ab cd//ef@_gateway/x" printed
// "http://u:ab" ("@gateway/x": "http://u:***"), and
// "\"http://u:Zb//9q”@_gw/x\"" printed "http://u:Zb//9q".
func TestRegNameHostSlashPasswords(t *testing.T) {
	for _, tt := range []struct{ in, want, not string }{
		{"see http://u:ab cd//ef@_gateway/x now\n", "http://u:***", "u:ab"},
		{"see http://u:ab c//d@%41gw/x now\n", "http://u:***", "u:ab"},
		{"see \"http://u:Zb//9q\u201d@_gw/x\" now\n", "http://u:***", "Zb"},
		{"see \"http://u:Zb/+/9q\u201d@_sip._tcp.example.com/x\" now\n", "http://u:***", "Zb"},
		// The twins with a hostname: masked at cf7e7df already.
		{"see http://u:ab cd//ef@gateway/x now\n", "http://u:***", "u:ab"},
		{"see \"http://u:Zb//9q\u201d@gw/x\" now\n", "http://u:***", "Zb"},
		// Another URL's "//" before "@_": still not crossed.
		{"https://q.example:\\n 443/W, https://bugs.31.gov:443/Eq/\\n n?d=Lp@_kkc\n", "https://bugs.31.gov:443/Eq/", "***"},
	} {
		for _, args := range [][]string{
			{"extract", "--format", "json", "-"},
			{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", "-"},
		} {
			var o, e bytes.Buffer
			run(append([]string{"urlsift"}, args...), strings.NewReader(tt.in), &o, &e)
			out := o.String() + e.String()
			if !strings.Contains(out, tt.want) || strings.Contains(out, tt.not) {
				t.Errorf("urlsift %q of %q: want %q and no %q in\n%s", args, tt.in, tt.want, tt.not, out)
			}
		}
	}
}

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
