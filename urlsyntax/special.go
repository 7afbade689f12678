package urlsyntax

import (
	"net/netip"
	"strings"
)

// HostKind tells what a host stands for: a server on the Internet, or one of
// the names and addresses set aside for loopback, private networks and
// documentation, which a URL in a README or a test names on purpose.
type HostKind int8

// The kinds of host.
const (
	PublicHost   HostKind = iota // anything not listed below
	LoopbackHost                 // localhost, *.localhost, 127.0.0.0/8, ::1, 0.0.0.0, ::
	PrivateHost                  // RFC 1918, link-local, unique local, .local, home.arpa
	ExampleHost                  // RFC 2606/6761 names, RFC 5737 and RFC 3849 ranges
)

func (k HostKind) String() string {
	switch k {
	case LoopbackHost:
		return "loopback"
	case PrivateHost:
		return "private"
	case ExampleHost:
		return "documentation"
	}
	return "public"
}

// specialNames is the table of reserved domain names: a host that is one of
// them, or ends in "." and one of them, is of that kind.
var specialNames = map[string]HostKind{
	// RFC 6761 6.3; RFC 6761 6.4 and RFC 2606 2
	"localhost": LoopbackHost,
	// RFC 2606 2 and 3, RFC 6761 6.2, 6.4, 6.5
	"test":        ExampleHost,
	"example":     ExampleHost,
	"invalid":     ExampleHost,
	"example.com": ExampleHost,
	"example.net": ExampleHost,
	"example.org": ExampleHost,
	// RFC 6762 (multicast DNS), RFC 8375
	"local":     PrivateHost,
	"home.arpa": PrivateHost,
}

// specialPrefixes is the table of reserved address ranges.
var specialPrefixes = []struct {
	prefix netip.Prefix
	kind   HostKind
}{
	{netip.MustParsePrefix("127.0.0.0/8"), LoopbackHost},    // RFC 1122 3.2.1.3
	{netip.MustParsePrefix("0.0.0.0/32"), LoopbackHost},     // "this host", what servers bind to
	{netip.MustParsePrefix("::1/128"), LoopbackHost},        // RFC 4291 2.5.3
	{netip.MustParsePrefix("::/128"), LoopbackHost},         // RFC 4291 2.5.2
	{netip.MustParsePrefix("10.0.0.0/8"), PrivateHost},      // RFC 1918
	{netip.MustParsePrefix("172.16.0.0/12"), PrivateHost},   // RFC 1918
	{netip.MustParsePrefix("192.168.0.0/16"), PrivateHost},  // RFC 1918
	{netip.MustParsePrefix("169.254.0.0/16"), PrivateHost},  // RFC 3927 link-local
	{netip.MustParsePrefix("fe80::/10"), PrivateHost},       // RFC 4291 link-local
	{netip.MustParsePrefix("fc00::/7"), PrivateHost},        // RFC 4193 unique local
	{netip.MustParsePrefix("192.0.2.0/24"), ExampleHost},    // RFC 5737 TEST-NET-1
	{netip.MustParsePrefix("198.51.100.0/24"), ExampleHost}, // RFC 5737 TEST-NET-2
	{netip.MustParsePrefix("203.0.113.0/24"), ExampleHost},  // RFC 5737 TEST-NET-3
	{netip.MustParsePrefix("2001:db8::/32"), ExampleHost},   // RFC 3849
}

// ClassifyHost tells what kind of host host is. host is the host component
// as written, in any case, with or without a final "." and, for an IPv6
// literal, with or without its brackets and a zone ("%25en0").
func ClassifyHost(host string) HostKind {
	h := strings.TrimSuffix(strings.ToLower(host), ".")
	if h == "" {
		return PublicHost
	}
	bracketed := strings.HasPrefix(h, "[")
	if bracketed {
		h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
		if i := strings.Index(h, "%25"); i >= 0 {
			h = h[:i] // the zone, "%" escaped as URLs write it (RFC 6874)
		}
	}
	// An address starts with a digit (IPv4) or holds a ":" (IPv6): a name
	// is not parsed as one.
	if !bracketed && (h[0] < '0' || h[0] > '9') && strings.IndexByte(h, ':') < 0 {
		return classifyName(h)
	}
	a, err := netip.ParseAddr(h)
	if bracketed && (err != nil || !a.Is6()) {
		return PublicHost // "[example]" is no name and no address
	}
	if err == nil {
		for _, p := range specialPrefixes {
			if p.prefix.Contains(a) {
				return p.kind
			}
		}
		if a.Is4In6() {
			return ClassifyHost(a.Unmap().String())
		}
		return PublicHost
	}
	return classifyName(h)
}

// classifyName classifies a host name (lower case, no final dot) by its
// special names (specialNames): the name itself or a name it is below. A
// switch on its last label, where a map lookup for each of its suffixes
// hashed the name again and again (lint classifies the host of every URL
// with a finding about its site); TestClassifyNameTable checks it against
// the table.
func classifyName(h string) HostKind {
	i := strings.LastIndexByte(h, '.')
	switch h[i+1:] {
	case "localhost":
		return LoopbackHost
	case "test", "example", "invalid":
		return ExampleHost
	case "local":
		return PrivateHost
	case "com", "net", "org":
		if i >= 0 && lastLabel(h[:i]) == "example" {
			return ExampleHost
		}
	case "arpa":
		if i >= 0 && lastLabel(h[:i]) == "home" {
			return PrivateHost
		}
	}
	return PublicHost
}

// lastLabel returns what follows the last "." of h, or h without one.
func lastLabel(h string) string { return h[strings.LastIndexByte(h, '.')+1:] }
