package urlsyntax

import (
	"strings"
	"testing"
)

// TestSpacedWordOnLine (review57 R10): on one line, a password of digits,
// "/", "?" or "#" and more, white space and one word to an "@" and a host
// is hidden (spacedWordAt), as its cut twin is; prose after a port and a
// path keeps them. Each row is also read in a line of many sites, which
// AppendSecrets indexes (siteIndex) instead of reading each site.
func TestSpacedWordOnLine(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		// Hidden.
		{"see https://alice:12/ab cd@h.example.org/x", "see https://alice:***@h.example.org/x"},
		{"DSN=ftp://alice:280#Pd\t4+AY2W~@intranet/wiki ok", "DSN=ftp://alice:***@intranet/wiki ok"},
		{"https://x_y:843?0q7SH}\tf@_gateway/x", "https://x_y:***@_gateway/x"},
		{"redis://deploy:7?ab  cd@ef@db.example.com/x", "redis://deploy:***@db.example.com/x"},
		{"see https://:12/ab cd@h.example.org/x", "see https://:***@h.example.org/x"},
		{"see https://alice:12/ab bob@h.example.org/x", "see https://alice:***@h.example.org/x"},
		{"see https://:12/ab cd@intranet/x", "see https://:***@intranet/x"}, // an empty user name is a user's (since stop 61)
		// Kept: the price and prose.
		{"see https://alice:12/ab cd@h.example.org", "see https://alice:12/ab cd@h.example.org"},
		{"see https://alice:12/ab cd h.example.org/x", "see https://alice:12/ab cd h.example.org/x"},
		{"see https://alice:12/. cd@h.example.org/x", "see https://alice:12/. cd@h.example.org/x"},
		{"see https://alice:12/ab cd ef@h.example.org/x", "see https://alice:12/ab cd ef@h.example.org/x"},
		{"see https://alice:12/ab x/@h.example.org/x", "see https://alice:12/ab x/@h.example.org/x"},
		{"see http://gitea:3000/x bob@example.org", "see http://gitea:3000/x bob@example.org"},
		{"see http://gitea:3000/x cc:bob@example.org ok", "see http://gitea:3000/x cc:bob@example.org ok"},
		{"see http://gitea:3000/x @alice said so", "see http://gitea:3000/x @alice said so"},
		{"see http://gitea:3000/x (@types/node)", "see http://gitea:3000/x (@types/node)"},
		{"see http://athens:3000/x golang.org/x/net@v0.1.0", "see http://athens:3000/x golang.org/x/net@v0.1.0"},
		{"see http://h.example.org:3000/x cd@intranet/wiki", "see http://h.example.org:3000/x cd@intranet/wiki"},
		{"see http://gitea:3000/x http://u@h.example.org/x", "see http://gitea:3000/x http://u@h.example.org/x"},
		// A service's path before prose (stop 59, trust31's price): a
		// path of two segments or one that ends in "/", a file's name, a
		// query of one pair, an app's root route.
		{"see http://gitea:3000/job/build/ bob@types/node", "see http://gitea:3000/job/build/ bob@types/node"},
		{"URL=postgres://nexus:3000/api/v1/users 5tXcy@types/node", "URL=postgres://nexus:3000/api/v1/users 5tXcy@types/node"},
		{"see http://wiki:80/wiki/Home\tj.doe@intranet/wiki", "see http://wiki:80/wiki/Home\tj.doe@intranet/wiki"},
		{"see http://jenkins:8080/ui/ ops@intranet/wiki", "see http://jenkins:8080/ui/ ops@intranet/wiki"},
		{"see http://gitea:3000/repo.git j.doe@intranet/wiki", "see http://gitea:3000/repo.git j.doe@intranet/wiki"},
		{"see http://gitea:3000/a.html bob@types/node", "see http://gitea:3000/a.html bob@types/node"},
		{"see http://grafana:3000?tab=1 bob@angular/core", "see http://grafana:3000?tab=1 bob@angular/core"},
		{"see http://grafana:3000/?q=1 bob@angular/core", "see http://grafana:3000/?q=1 bob@angular/core"},
		{"see http://app:8080/#/ bob@types/node", "see http://app:8080/#/ bob@types/node"},
		// Still a password's: one segment, a word of no address's
		// shape, a name with bytes no file's name has, a query of other
		// bytes.
		{"see http://gitea:3000/x bob@types/node", "see http://gitea:***@types/node"},
		{"see http://gitea:3000/job/build/ iJ?ezg@types/node", "see http://gitea:***@types/node"},
		{"see https://alice:12/Ab.html cd@h.example.org/x", "see https://alice:***@h.example.org/x"},
		{"see https://alice:12/ab.c cd@h.example.org/x", "see https://alice:***@h.example.org/x"},
		{"see https://alice:12?q=A1 cd@h.example.org/x", "see https://alice:***@h.example.org/x"},
		{"see https://alice:12/#/x cd@h.example.org/x", "see https://alice:***@h.example.org/x"},
	} {
		if got := MaskText(tt.in); got != tt.want {
			t.Errorf("MaskText(%q) = %q, want %q", tt.in, got, tt.want)
		}
		// In a line of more sites than indexSites: the index's reading.
		pad := strings.Repeat("http://h.example.org/ ", indexSites+1)
		if got := MaskText(pad + tt.in); got != pad+tt.want {
			t.Errorf("MaskText(%d sites + %q) = %q, want %q", indexSites+1, tt.in, strings.TrimPrefix(got, pad), tt.want)
		}
	}
}
