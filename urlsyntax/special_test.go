package urlsyntax

import (
	"math/rand/v2"
	"net/netip"
	"strings"
	"testing"
)

func TestClassifyHost(t *testing.T) {
	for _, tt := range []struct {
		host string
		want HostKind
	}{
		{"localhost", LoopbackHost},
		{"LOCALHOST.", LoopbackHost},
		{"example.localhost", LoopbackHost},
		{"127.0.0.1", LoopbackHost},
		{"127.255.1.2", LoopbackHost},
		{"0.0.0.0", LoopbackHost},
		{"[::1]", LoopbackHost},
		{"::1", LoopbackHost},
		{"[::ffff:127.0.0.1]", LoopbackHost},
		{"10.1.2.3", PrivateHost},
		{"172.16.0.1", PrivateHost},
		{"172.31.255.255", PrivateHost},
		{"192.168.0.1", PrivateHost},
		{"[fe80::1%25en0]", PrivateHost},
		{"[fd00::1]", PrivateHost},
		{"printer.local", PrivateHost},
		{"nas.home.arpa", PrivateHost},
		{"example.com", ExampleHost},
		{"www.EXAMPLE.org", ExampleHost},
		{"sub.example.net", ExampleHost},
		{"example", ExampleHost},
		{"host.test", ExampleHost},
		{"foo.invalid", ExampleHost},
		{"192.0.2.7", ExampleHost},
		{"198.51.100.1", ExampleHost},
		{"203.0.113.255", ExampleHost},
		{"[2001:db8::1]", ExampleHost},
		{"2001:DB8:1::", ExampleHost},
		// Not reserved.
		{"", PublicHost},
		{"example.co", PublicHost},
		{"myexample.com", PublicHost},
		{"example.com.evil.org", PublicHost},
		{"localhost.evil.org", PublicHost},
		{"test.com", PublicHost},
		{"local.example.co", PublicHost},
		{"172.32.0.1", PublicHost},
		{"8.8.8.8", PublicHost},
		{"192.0.3.1", PublicHost},
		{"[2001:db9::1]", PublicHost},
		{"128.0.0.1", PublicHost},
		{"golang.org", PublicHost},
		{"[example]", PublicHost},
		{"[::%31]", PublicHost},
		{"[127.0.0.1]", PublicHost},
	} {
		if got := ClassifyHost(tt.host); got != tt.want {
			t.Errorf("ClassifyHost(%q) = %v, want %v", tt.host, got, tt.want)
		}
	}
}

// FuzzClassifyHost checks that the class does not depend on case, a final
// "." or brackets around an address.
func FuzzClassifyHost(f *testing.F) {
	for _, s := range []string{"localhost", "example.com", "10.0.0.1", "::1", "a.test", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, h string) {
		k := ClassifyHost(h)
		if got := ClassifyHost(h + "."); h != "" && h[len(h)-1] != '.' && h[0] != '[' && got != k {
			t.Errorf("%q is %v but %q is %v", h, k, h+".", got)
		}
		if got := ClassifyHost(upper(h)); got != k {
			t.Errorf("%q is %v but upper case is %v", h, k, got)
		}
		// ClassifyHost parses as an address only what starts with a digit
		// or holds a ":": nothing else is one.
		if _, err := netip.ParseAddr(h); err == nil && (h[0] < '0' || h[0] > '9') && !strings.Contains(h, ":") {
			t.Errorf("%q is an address that ClassifyHost takes for a name", h)
		}
	})
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 32
		}
	}
	return string(b)
}

// TestClassifyNameTable checks classifyName, a switch on the last label,
// against specialNames, the table it is written from, read as the table
// says (the name itself or a name it is below), on names drawn from the
// table's labels, their pieces and any printable byte, joined by dots
// (empty labels too).
func TestClassifyNameTable(t *testing.T) {
	byTable := func(h string) HostKind {
		for name := h; ; {
			if k, ok := specialNames[name]; ok {
				return k
			}
			i := strings.IndexByte(name, '.')
			if i < 0 {
				return PublicHost
			}
			name = name[i+1:]
		}
	}
	var labels []string
	for name := range specialNames {
		labels = append(labels, strings.Split(name, ".")...)
	}
	labels = append(labels, "", "com", "examples", "xexample", "loca", "homes", "arp")
	r := rand.New(rand.NewPCG(1, 2))
	label := func() string {
		switch r.IntN(4) {
		case 0: // any printable bytes, a dot among them
			b := make([]byte, r.IntN(6))
			for i := range b {
				b[i] = byte(' ' + r.IntN(95))
			}
			return string(b)
		case 1: // a piece of a special label
			l := labels[r.IntN(len(labels))]
			lo := r.IntN(len(l) + 1)
			return l[lo : lo+r.IntN(len(l)-lo+1)]
		}
		return labels[r.IntN(len(labels))]
	}
	for range 200000 {
		parts := make([]string, 1+r.IntN(4))
		for i := range parts {
			parts[i] = label()
		}
		h := strings.Join(parts, ".")
		if got, want := classifyName(h), byTable(h); got != want {
			t.Fatalf("classifyName(%q) = %v, the table says %v", h, got, want)
		}
	}
	for name, k := range specialNames {
		for _, h := range []string{name, "a." + name, "a.b." + name, "x" + name, name + ".x", "." + name} {
			if got, want := classifyName(h), byTable(h); got != want || (h == name && got != k) {
				t.Errorf("classifyName(%q) = %v, the table says %v", h, got, want)
			}
		}
	}
}
