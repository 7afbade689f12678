package lint

import (
	"strings"
	"testing"
)

// TestPlaceholderScrubsBeyondGrammar: a password that reads as a
// placeholder leaves the messages unscrubbed (its words are the rule's own,
// "placeholder password"), but only when it is all the secret there is. Where
// the raw text's secret runs past the grammar's password, the grammar reads
// the rest as a host or a path, which a message may quote: that is scrubbed.
// FuzzNoSecretInOutput found `host "a00000"` printed for the first row.
func TestPlaceholderScrubsBeyondGrammar(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		in, hidden, shown string
	}{
		// The secret is "0@a00000#XYZ"; the grammar's password "0", host "a00000"
		// (SecretRange reads the second whole, the first up to "0").
		{"https://0:0@a00000#XYZ@db1.example.com:27017,db2.example.com:27017/", "a00000", ""},
		{"https://0:0@a00000#XYZ@host.example.org/0", "a00000", ""},
		{"https://u:p4ss@bad_host9#XYZ@db1.example.com,db2.example.com/", "bad_host9", ""},
		// The grammar's password is all the secret: a placeholder's
		// messages quote the host as it is.
		{"https://admin:XYZ@a00000/", "", `"a00000"`},
	} {
		var msgs []string
		for _, f := range l.CheckString(tt.in) {
			msgs = append(msgs, f.Message, f.URL)
		}
		all := strings.Join(msgs, "\n")
		if len(msgs) == 0 {
			t.Errorf("%s: no finding", tt.in)
		}
		if tt.hidden != "" && strings.Contains(all, tt.hidden) {
			t.Errorf("%s: secret piece %q shown:\n%s", tt.in, tt.hidden, all)
		}
		if tt.shown != "" && !strings.Contains(all, tt.shown) {
			t.Errorf("%s: %q not shown:\n%s", tt.in, tt.shown, all)
		}
	}
}
