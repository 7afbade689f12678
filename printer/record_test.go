package printer

import (
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
			out := printThen(t, format, rs, func(p Printer) {
				if n, ok := p.(Notifier); ok && field == "Path" {
					n.Notify(Notification{Path: rs[0].Path, Message: "cannot read " + u})
				}
			})
			if strings.Contains(string(out), "Secret") {
				t.Errorf("%s in %s: the password is printed:\n%s", field, format, out)
			}
		}
	}
}

// TestMaskedCopiesOnlyWhatItMasks: the boundary masker copies a record
// only when it hides something. Every record of a mail has an "@" in its
// Message-ID ("m1@example.org"), and a copy of each record on the heap
// doubled what extract allocated on a one-line mail part (extract
// /tmp/bm/onelineqp.96: 260 collections, 3.0 s of CPU; 119 and 2.4 s
// without the copy). Each text field in turn holds an "@" that is no
// secret (no allocation, the record itself) or a password (a copy without
// it, the record left as it was), with and without ShowSecrets.
func TestMaskedCopiesOnlyWhatItMasks(t *testing.T) {
	const secret = "TopSecretXYZ"
	fields := map[string]func(r *Record, s string){
		"Path":           func(r *Record, s string) { r.Path = "dir/" + s },
		"URL":            func(r *Record, s string) { r.URL = s },
		"Alternative":    func(r *Record, s string) { r.Alternative = s },
		"Uncertain":      func(r *Record, s string) { r.Uncertain = s },
		"Reference":      func(r *Record, s string) { r.Reference = s },
		"Message":        func(r *Record, s string) { r.Message = "see " + s + " now" },
		"Snippet":        func(r *Record, s string) { r.Snippet = s },
		"MessageID":      func(r *Record, s string) { r.Origin.MessageID = s },
		"Kind":           func(r *Record, s string) { r.Origin.Kind = "header:" + s },
		"WARC.Filename":  func(r *Record, s string) { r.Origin.WARC = &pos.WARCRecord{Filename: s, ID: "urn:uuid:1"} },
		"WARC.ID":        func(r *Record, s string) { r.Origin.WARC = &pos.WARCRecord{Filename: "a.warc", ID: s} },
		"WARC.TargetURI": func(r *Record, s string) { r.Origin.WARC = &pos.WARCRecord{Filename: "a.warc", TargetURI: s} },
	}
	urlFields := map[string]bool{"URL": true, "Alternative": true, "Uncertain": true, "Reference": true}
	// The last is masked already (a URL extract printed): the masker
	// reads it again, which allocates, but there is nothing to copy.
	harmless := []string{"m1@example.org", "kim@example.org", "https://h.example/@user", "mailto:kim@example.org", "http://alice:***@h.example/x"}
	for field, set := range fields {
		for _, show := range []bool{false, true} {
			for i, s := range harmless {
				r := &Record{Path: "a.eml", URL: "http://a.example/x=y", Origin: pos.Origin{MessageID: "m1@example.org", Part: "1", Kind: "text/plain"}}
				set(r, s)
				if got := masked(r, show); got != r {
					t.Errorf("%s = %q (ShowSecrets %v): a copy of a record with nothing to hide", field, s, show)
				}
				if n := testing.AllocsPerRun(20, func() { masked(r, show) }); n != 0 && i < len(harmless)-1 {
					t.Errorf("%s = %q (ShowSecrets %v): %v allocations, want 0", field, s, show, n)
				}
			}
			r := &Record{Path: "a.eml", URL: "http://a.example/x=y", Origin: pos.Origin{MessageID: "m1@example.org", Part: "1", Kind: "text/plain"}}
			set(r, "https://alice:"+secret+"@host.example/x")
			before := *r
			got := masked(r, show)
			if *r != before {
				t.Errorf("%s (ShowSecrets %v): the record given was changed", field, show)
			}
			shown := got.Path + got.Message + got.Snippet + got.Origin.MessageID + got.Origin.Kind
			if w := got.Origin.WARC; w != nil {
				shown += w.Filename + w.ID + w.TargetURI
			}
			if !show {
				shown += got.URL + got.Alternative + got.Uncertain + got.Reference
			}
			if strings.Contains(shown, secret) {
				t.Errorf("%s (ShowSecrets %v): the password is left: %+v", field, show, got)
			}
			if show && urlFields[field] && got != r {
				t.Errorf("%s (ShowSecrets %v): a copy of a record whose password is to be shown", field, show)
			}
		}
	}
}
