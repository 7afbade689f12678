package main

import (
	"testing"
)

// TestRegNameHostSlashPasswords: a password holding "//" (a
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
		maskedShape(t, tt.in, tt.want, tt.not, true)
	}
}
