package lint

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// naiveAllow is how an allow-list of hosts reads: a host is allowed when it
// is one of them, or below the name of a "*.NAME" entry.
func naiveAllow(entries []string, host string) bool {
	for _, h := range entries {
		h = strings.TrimSuffix(strings.ToLower(h), ".")
		if h == host || strings.HasPrefix(h, "*.") && strings.HasSuffix(host, h[1:]) {
			return true
		}
	}
	return false
}

// TestAllowSetMatchesNaive: the allow-list matched through its sets says
// what the list says, for generated names and patterns.
func TestAllowSetMatchesNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	labels := []string{"a", "b", "example", "com", "test", "internal", "x-y"}
	name := func() string {
		n := 1 + r.IntN(4)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = labels[r.IntN(len(labels))]
		}
		return strings.Join(parts, ".")
	}
	for round := 0; round < 200; round++ {
		var entries []string
		for i := r.IntN(6); i >= 0; i-- {
			e := name()
			switch r.IntN(4) {
			case 0:
				e = "*." + e
			case 1:
				e = strings.ToUpper(e) + "."
			}
			entries = append(entries, e)
		}
		a := newAllowSet(entries, nil, nil)
		for i := 0; i < 50; i++ {
			host := name()
			p := &pass{urlState: urlState{host: host}}
			if got, want := a.match(p), naiveAllow(entries, host); got != want {
				t.Fatalf("allow-list %q, host %q: match %v, want %v", entries, host, got, want)
			}
		}
	}
}

// BenchmarkAllowList matches a host against allow-lists of 10 and 10,000
// hosts: the time must not grow with the list (it did: 10,000 hosts made
// lint 120 times slower).
func BenchmarkAllowList(b *testing.B) {
	for _, n := range []int{10, 10000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			hosts := make([]string, n)
			for i := range hosts {
				hosts[i] = fmt.Sprintf("host%d.example.org", i)
				if i%2 == 0 {
					hosts[i] = "*." + hosts[i]
				}
			}
			a := newAllowSet(hosts, nil, nil)
			p := &pass{urlState: urlState{host: "www.not-listed.example.net"}}
			for b.Loop() {
				if a.match(p) {
					b.Fatal("matched")
				}
			}
		})
	}
}

// TestAllowKeepsPasswords: the [allow] table silences every rule but
// password-in-site, whatever it lists (the URL's host, a pattern above
// it, its port, its scheme): an allowed host with a real password is still
// a leak. The rule's own [rules.password-in-site] list silences it.
func TestAllowKeepsPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	hosts := []string{"files.corp.example.net", "git.gnu.org", "10.1.2.3", "db.internal", "localhost"}
	schemes := []string{"http", "https", "ftp", "postgres", "redis"}
	for i := 0; i < 300; i++ {
		host, scheme := hosts[r.IntN(len(hosts))], schemes[r.IntN(len(schemes))]
		port := fmt.Sprint(1024 + r.IntN(60000))
		pw := fmt.Sprintf("Zq%dx%cK", r.IntN(1e6), 'a'+rune(r.IntN(26)))
		url := fmt.Sprintf("%s://deploy:%s@%s:%s/a|b", scheme, pw, host, port)
		var entry string
		switch r.IntN(4) {
		case 0:
			entry = fmt.Sprintf("hosts = [%q]", host)
		case 1:
			entry = fmt.Sprintf("hosts = [%q]", "*."+host[strings.IndexByte(host, '.')+1:])
			if !strings.Contains(host, ".") {
				entry = fmt.Sprintf("hosts = [%q]", host)
			}
		case 2:
			entry = fmt.Sprintf("ports = [%q]", port)
		case 3:
			entry = fmt.Sprintf("schemes = [%q]", scheme)
		}
		rules := func(cfgText string) map[string]bool {
			cfg, err := ParseConfig(cfgText)
			if err != nil {
				t.Fatal(err)
			}
			l, err := New(Options{Config: cfg})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			for _, f := range l.CheckString(url) {
				got[f.Rule] = true
			}
			return got
		}
		if got := rules("[allow]\n" + entry); !got["password-in-site"] || got["unwise-character"] {
			t.Fatalf("[allow] %s, %s: rules %v; want password-in-site and no unwise-character", entry, urlsyntax.MaskText(url), got)
		}
		if got := rules("[rules.password-in-site]\n" + entry); got["password-in-site"] || !got["unwise-character"] {
			t.Fatalf("[rules.password-in-site] %s, %s: rules %v; want unwise-character only", entry, urlsyntax.MaskText(url), got)
		}
	}
}
