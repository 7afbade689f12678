package urlsyntax

import "testing"

var normalizeTests = []struct{ in, want string }{
	// Section 6: case-insensitive scheme and host, default port elided.
	{"HTTP://WWW.EXAMPLE.COM/", "http://www.example.com/"},
	{"http://www.example.com:80/", "http://www.example.com/"},
	{"http://www.example.com:/", "http://www.example.com/"},
	{"http://www.example.com:0080/", "http://www.example.com/"},
	{"http://www.example.com:8080/", "http://www.example.com:8080/"},
	{"http://www.example.com:08080/", "http://www.example.com:8080/"},
	{"https://a:443/", "https://a/"},
	{"https://a:80/", "https://a:80/"},
	{"ftp://a:21/", "ftp://a/"},
	{"gopher://a:70/", "gopher://a/"},
	{"x-unknown://a:80/", "x-unknown://a:80/"},
	{"//a:80/", "//a:80/"},
	{"http://a:0/", "http://a:0/"},
	// 2.4.2: escaped unreserved characters are decoded; other escapes keep
	// their octet, hex in upper case.
	{"http://a/%7euser/%7Eb", "http://a/~user/~b"},
	{"http://a/%41%2d%2E%5f%24%2C", "http://a/A-._$,"},
	{"http://a/%2f%3a%20%25", "http://a/%2F%3A%20%25"},
	{"http://a/?%7e#%7e", "http://a/?~#~"},
	{"http://%7Eu@a/", "http://~u@a/"},
	// Path, query, fragment, userinfo keep their case; malformed escapes stay.
	{"http://User@A/Path?Q#F", "http://User@a/Path?Q#F"},
	{"http://a/%zz%4", "http://a/%zz%4"},
	// Decoding never makes a new escape out of a malformed one.
	{"%2%41", "%2%41"},
	{"%%34%31", "%%341"},
	{"%%7e", "%~"},
	{"", ""},
	{"g", "g"},
}

func TestNormalize(t *testing.T) {
	for _, tt := range normalizeTests {
		got := Normalize(tt.in)
		if got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if again := Normalize(got); again != got {
			t.Errorf("Normalize(%q) = %q, not a fixed point", got, again)
		}
	}
}

func TestEquivalent(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		// The example of section 6 (lost from the flattened text): host case.
		{"http://www.w3.org/", "http://WWW.W3.ORG/", true},
		{"http://abc.com:80/~smith/home.html", "http://ABC.com/%7Esmith/home.html", true},
		{"http://a/b", "http://a/B", false},
		{"http://a/b", "https://a/b", false},
		{"http://a:8080/", "http://a/", false},
		{"http://a/%2F", "http://a//", false},
	}
	for _, tt := range tests {
		if got := Equivalent(tt.a, tt.b); got != tt.want {
			t.Errorf("Equivalent(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestDefaultPort(t *testing.T) {
	tests := []struct {
		scheme, port string
		ok           bool
	}{
		{"http", "80", true}, {"HTTP", "80", true}, {"https", "443", true}, {"ftp", "21", true},
		{"gopher", "70", true}, {"telnet", "23", true}, {"nntp", "119", true}, {"news", "119", true},
		{"wais", "210", true}, {"prospero", "1525", true}, {"ldap", "389", true}, {"ldaps", "636", true},
		{"ws", "80", true}, {"wss", "443", true}, {"rtsp", "554", true}, {"sip", "5060", true},
		{"imap", "143", true}, {"pop", "110", true}, {"smtp", "25", true},
		{"mailto", "", false}, {"file", "", false}, {"", "", false},
	}
	for _, tt := range tests {
		port, ok := DefaultPort(tt.scheme)
		if port != tt.port || ok != tt.ok {
			t.Errorf("DefaultPort(%q) = %q, %v; want %q, %v", tt.scheme, port, ok, tt.port, tt.ok)
		}
	}
}

func TestPortService(t *testing.T) {
	tests := []struct {
		port, scheme string
		ok           bool
	}{
		{"25", "smtp", true}, {"025", "smtp", true}, {"80", "http", true}, {"21", "ftp", true},
		{"70", "gopher", true}, {"443", "https", true}, {"119", "nntp", true}, {"110", "pop", true},
		{"8080", "", false}, {"1024", "", false}, {"", "", false}, {"x", "", false},
	}
	for _, tt := range tests {
		s, ok := PortService(tt.port)
		if s != tt.scheme || ok != tt.ok {
			t.Errorf("PortService(%q) = %q, %v; want %q, %v", tt.port, s, ok, tt.scheme, tt.ok)
		}
	}
	// Every default port below 1024 names a service, and the service of a
	// scheme's default port is a scheme with that default.
	for scheme, port := range defaultPorts {
		n := 0
		for _, c := range port {
			n = n*10 + int(c-'0')
		}
		if n >= 1024 {
			continue
		}
		s, ok := PortService(port)
		if !ok {
			t.Errorf("default port %s of %s has no service", port, scheme)
			continue
		}
		if p, ok := DefaultPort(s); ok && p != port {
			t.Errorf("PortService(%s) = %s, whose default port is %s", port, s, p)
		}
	}
}
