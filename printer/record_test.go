package printer

import (
	"bytes"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// TestBoundaryMasksEveryField puts a URL with a password in each text
// field of a record in turn (and of a notification) and prints it in
// every format: the boundary masker must hide it wherever it stands, as
// written or in any form a format escapes it to. A web archive record's
// WARC-Target-URI printed its password ("warc_target_uri":
// "https://alice:TopSecretXYZ@host.example/x", issue 26) until the
// record's origin passed the masker too.
func TestBoundaryMasksEveryField(t *testing.T) {
	const secret = "TopSecretXYZ"
	const u = "https://alice:" + secret + "@host.example/x"
	set := map[string]func(r *Record){
		"Path":        func(r *Record) { r.Path = "dir/" + u },
		"URL":         func(r *Record) { r.URL = u },
		"Alternative": func(r *Record) { r.Alternative = u },
		"Uncertain":   func(r *Record) { r.Uncertain = u },
		"Reference":   func(r *Record) { r.Reference = u },
		"Message":     func(r *Record) { r.Message = "see " + u + " now" },
		"Snippet":     func(r *Record) { r.Snippet = u },
		"MessageID":   func(r *Record) { r.Origin.MessageID = u },
		"Kind":        func(r *Record) { r.Origin.Kind = "header:" + u },
		"WARC.Filename": func(r *Record) {
			r.Origin.WARC = &pos.WARCRecord{Filename: u, ID: "urn:uuid:1", Type: "resource"}
		},
		"WARC.ID": func(r *Record) {
			r.Origin.WARC = &pos.WARCRecord{Filename: "a.warc", ID: u, Type: "resource"}
		},
		"WARC.TargetURI": func(r *Record) {
			r.Origin.WARC = &pos.WARCRecord{Filename: "a.warc", ID: "urn:uuid:1", TargetURI: u, Type: "resource"}
		},
	}
	for field, fn := range set {
		for _, format := range Formats(URLs | Findings) {
			rs := records("a.txt", "http://example.org/", "m")
			for i := range rs {
				rs[i].Snippet = "x"
				fn(&rs[i])
			}
			var b bytes.Buffer
			p, err := New(format, &b, Options{ToolVersion: "test", Rules: func() []Rule {
				return []Rule{{ID: "bad-escape", Title: "t", Doc: "d", Help: "h", Level: "error", Enabled: true}}
			}})
			if err != nil {
				t.Fatal(err)
			}
			for i := range rs {
				if err := p.Print(&rs[i]); err != nil {
					t.Fatal(err)
				}
			}
			if n, ok := p.(Notifier); ok && field == "Path" {
				n.Notify(Notification{Path: rs[0].Path, Message: "cannot read " + u})
			}
			if err := p.Close(); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(b.String(), "Secret") {
				t.Errorf("%s in %s: the password is printed:\n%s", field, format, b.String())
			}
		}
	}
}
