package urlsyntax

import (
	"bytes"
	"slices"
)

// A Scheme is what urlsift knows of a scheme: the one table that the
// grammar (which sites must be servers, 4.3.1), normalization (the default
// port, 6), the linter (non-default and default ports) and the extractor
// (which schemes need no "//" in text, and the least their URLs hold)
// read.
type Scheme struct {
	Name string // lower case
	// DefaultPort is the port the protocol assumes when a URL gives none,
	// as its specification names it; "" when it has none.
	DefaultPort string
	// Server says the site must be a server, [userinfo "@"] host [":"
	// port]: 4.3.1's "direct use of an IP-based protocol to a specified
	// server" (every scheme with a default port, and file), not a
	// registry-based authority.
	Server bool
	// Opaque says its URLs need no "//" (mailto:, urn:, tel:, ...): text
	// such as "mailto:kim@example.org" is a URL although "Note:x" is not.
	Opaque bool
	// Site says its URLs are written with a "//" site (4.3), so that one
	// without it ("http:g") is the loophole of Appendix C, and one with an
	// empty host ("http:///x") names no server.
	Site bool

	opaqueOK func(rest []byte) bool
}

// OpaqueOK reports whether rest, the text after "scheme:" of a URL of an
// opaque scheme, holds the least its scheme requires (an "@" for mailto:,
// a "," for data: and tag:, a digit or "+" for tel:, ...), so that code
// and data ("asn1:\"tag:0\"", "Data::Dumper", "{mid:x}") are not taken for
// URLs. It is false for an empty rest and for a scheme that is not opaque.
func (s *Scheme) OpaqueOK(rest string) bool {
	return s.OpaqueOKBytes([]byte(rest))
}

// OpaqueOKBytes is OpaqueOK for text in a byte slice; it does not
// allocate.
func (s *Scheme) OpaqueOKBytes(rest []byte) bool {
	if !s.Opaque || len(rest) == 0 {
		return false
	}
	if s.opaqueOK == nil {
		return isAlnum(rest[0]) || rest[0] == '_' // a word
	}
	return s.opaqueOK(rest)
}

// LookupScheme returns what the table knows of the scheme name (compared
// without case), or nil. It does not allocate.
func LookupScheme(name string) *Scheme {
	var low [maxSchemeName]byte
	if len(name) > maxSchemeName {
		return nil
	}
	return lookupLower(low[:copy(low[:], name)])
}

// LookupSchemeBytes is LookupScheme for a scheme in a byte slice.
func LookupSchemeBytes(name []byte) *Scheme {
	var low [maxSchemeName]byte
	if len(name) > maxSchemeName {
		return nil
	}
	return lookupLower(low[:copy(low[:], name)])
}

// lookupLower looks up name after lower-casing it in place.
func lookupLower(name []byte) *Scheme {
	for i, c := range name {
		if 'A' <= c && c <= 'Z' {
			name[i] = c + 'a' - 'A'
		}
	}
	return schemes[string(name)]
}

const maxSchemeName = 16

// OpaqueSchemes returns the names of the schemes whose URLs need no "//"
// (Scheme.Opaque), in lower case, sorted: what a reader that tells most
// "word:" from a URL before looking the word up (extract's scanner) must
// know. Sorted, not in the map's order, so that a test drawing from them
// draws the same text in every run (extract's colonText did not, and
// TestLinesReported's texts differed from run to run).
func OpaqueSchemes() []string {
	var names []string
	for name, s := range schemes {
		if s.Opaque {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// opaqueChecks are the schemes whose URLs need no "//", with the least the
// rest of each holds.
var opaqueChecks = map[string]func(rest []byte) bool{
	"mailto": address, "cid": address, "mid": address, "im": address, "pres": address, // RFC 6068, 2392, 3860, 3859
	"news": func(r []byte) bool { // a newsgroup or a Message-ID
		return bytes.ContainsAny(r, ".@") || r[0] == '*'
	},
	"tel": phone, "fax": phone, "modem": phone, "sms": phone, // RFC 3966
	"urn": func(r []byte) bool { // urn:NID:NSS
		return isAlpha(r[0]) && bytes.IndexByte(r, ':') >= 0
	},
	"tag": func(r []byte) bool { // RFC 4151: tag:authority,date:specific, the authority a domain or an address
		c := bytes.IndexByte(r, ',')
		return c > 0 && bytes.IndexAny(r[:c], ".@") > 0 && c+1 < len(r) && isDigit(r[c+1]) && bytes.IndexByte(r, ':') >= 0
	},
	"data": func(r []byte) bool {
		// RFC 2397: data:[type/subtype][;param][;base64],data. What comes
		// before the first "," or ";" is empty or a media type, so code
		// such as "data:i[n],value" is no URL.
		c := bytes.IndexAny(r, ",;")
		if c < 0 || r[0] == ':' {
			return false
		}
		return c == 0 || mediaType(r[:c])
	},
	"sip": hostish, "sips": hostish, "xmpp": hostish, "telnet": hostish,
	"geo": func(r []byte) bool { // RFC 5870
		return bytes.IndexByte(r, ',') >= 0 && (r[0] == '-' || isDigit(r[0]))
	},
	"magnet":  func(r []byte) bool { return r[0] == '?' },
	"bitcoin": nil,
}

func address(r []byte) bool { return bytes.IndexByte(r, '@') > 0 }

// phone: a global number ("+" and a digit), or a local one with the
// ";phone-context=" that RFC 3966 requires of it: "Fax:0760-2317010" and
// "Tel:0760-…" in an address are labels, not URLs.
func phone(r []byte) bool {
	return r[0] == '+' && len(r) > 1 && isDigit(r[1]) ||
		isDigit(r[0]) && bytes.Contains(bytes.ToLower(r), []byte(";phone-context="))
}
func hostish(r []byte) bool { return bytes.ContainsAny(r, "@.") }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isAlnum(c byte) bool { return isDigit(c) || isAlpha(c) }

// mediaType reports whether t reads as a MIME media type, type/subtype,
// each a token of letters, digits and "!#$&-^_.+".
func mediaType(t []byte) bool {
	slash := bytes.IndexByte(t, '/')
	if slash <= 0 || slash == len(t)-1 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; i != slash && !isAlnum(c) && bytes.IndexByte([]byte("!#$&-^_.+"), c) < 0 {
			return false
		}
	}
	return true
}

// siteSchemes are the schemes whose URLs are written with a "//" site.
var siteSchemes = []string{
	"http", "https", "ftp", "ftps", "gopher", "telnet", "wais", "prospero", "file", "ws", "wss", "nntp",
	"ldap", "ldaps", "rtsp", "rtsps", "sftp", "ssh",
}

// schemes is the table, made once from defaultPorts, opaqueChecks and
// siteSchemes.
var schemes = func() map[string]*Scheme {
	m := map[string]*Scheme{}
	get := func(name string) *Scheme {
		s := m[name]
		if s == nil {
			s = &Scheme{Name: name}
			m[name] = s
		}
		return s
	}
	for name, port := range defaultPorts {
		s := get(name)
		s.DefaultPort, s.Server = port, true
	}
	get("file").Server = true
	for name, check := range opaqueChecks {
		s := get(name)
		s.Opaque, s.opaqueOK = true, check
	}
	for _, name := range siteSchemes {
		get(name).Site = true
	}
	return m
}()
