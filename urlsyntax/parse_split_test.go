package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestParseSiteSplit checks Parse's split of the site (noted as the site
// is read) against 4.3.1 read as written: the userinfo ends at the site's
// last "@", the port starts after the last ":" of what follows it. On
// strings drawn from any byte, with the bytes that delimit components
// and split a site drawn more often.
func TestParseSiteSplit(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	const delims = ":/?#@[]%"
	for range 300000 {
		b := make([]byte, r.IntN(24))
		for i := range b {
			if r.IntN(2) == 0 {
				b[i] = delims[r.IntN(len(delims))]
			} else {
				b[i] = byte(r.IntN(256))
			}
		}
		s := string(b)
		if r.IntN(2) == 0 {
			s = "http://" + s
		}
		got := Parse(s)
		if !got.Site.Defined {
			if got.Userinfo.Defined || got.Host.Defined || got.Port.Defined {
				t.Fatalf("Parse(%q): a userinfo, host or port without a site: %s", s, describe(got))
			}
			continue
		}
		want := Ref{Raw: s, Site: got.Site}
		site := s[got.Site.Start:got.Site.End]
		hp := got.Site.Start
		if at := strings.LastIndexByte(site, '@'); at >= 0 {
			want.Userinfo = Component{got.Site.Start, got.Site.Start + at, true}
			hp = got.Site.Start + at + 1
		}
		want.Host = Component{hp, got.Site.End, true}
		if c := strings.LastIndexByte(s[hp:got.Site.End], ':'); c >= 0 {
			want.Host.End = hp + c
			want.Port = Component{hp + c + 1, got.Site.End, true}
		}
		if got.Userinfo != want.Userinfo || got.Host != want.Host || got.Port != want.Port {
			t.Fatalf("Parse(%q) = %s, 4.3.1 says %s", s, describe(got), describe(want))
		}
		if err := agreeAppendixB(got); err != "" {
			t.Fatalf("Parse(%q) disagrees with Appendix B: %s", s, err)
		}
	}
}
