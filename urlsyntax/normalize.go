package urlsyntax

import "strings"

// Normalize returns the normal form of the URL reference s under the common
// equivalence rules of draft-09 section 6 and 2.4.2:
//
//   - the scheme and the host are lower-cased (they are case-insensitive);
//   - a port equal to the scheme's default (DefaultPort), or empty, is elided
//     with its ":"; leading zeros of a port are dropped;
//   - escaped unreserved characters are decoded ("%7e" is "~", 2.4.2), and
//     the hex digits of the other escapes are upper-cased (they denote the
//     same octet either way).
//
// Nothing else changes: the path's "." and ".." segments stay (section 6
// leaves further rules to each scheme), and malformed escapes are kept as
// they are.
func Normalize(s string) string {
	r := Parse(s)
	var b strings.Builder
	b.Grow(len(s))
	if r.Scheme.Defined {
		b.WriteString(lowerASCII(r.Get(r.Scheme)))
		b.WriteByte(':')
	}
	if r.Site.Defined {
		b.WriteString("//")
		if r.Userinfo.Defined {
			writeUnescaped(&b, r.Get(r.Userinfo))
			b.WriteByte('@')
		}
		var host strings.Builder
		writeUnescaped(&host, r.Get(r.Host))
		b.WriteString(lowerASCII(host.String()))
		switch {
		case r.Port.Defined && strings.IndexByte(r.Get(r.Host), ':') >= 0:
			// Not a server's port: eliding it would move the split.
			b.WriteByte(':')
			b.WriteString(r.Get(r.Port))
		case r.Port.Defined:
			port := r.Get(r.Port)
			if allDigits(port) {
				port = strings.TrimLeft(port, "0")
				if port == "" && r.Port.Len() > 0 {
					port = "0"
				}
			}
			def, ok := DefaultPort(r.Get(r.Scheme))
			if port != "" && !(ok && r.Scheme.Defined && port == def) {
				b.WriteByte(':')
				b.WriteString(port)
			}
		}
	}
	writeUnescaped(&b, r.Get(r.Path))
	if r.Query.Defined {
		b.WriteByte('?')
		writeUnescaped(&b, r.Get(r.Query))
	}
	if r.Fragment.Defined {
		b.WriteByte('#')
		writeUnescaped(&b, r.Get(r.Fragment))
	}
	return b.String()
}

// Equivalent reports whether a and b have the same normal form (Normalize).
func Equivalent(a, b string) bool { return a == b || Normalize(a) == Normalize(b) }

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !Is(s[i], Digit) {
			return false
		}
	}
	return true
}

// writeUnescaped writes s with escaped unreserved characters decoded and the
// other escapes' hex digits upper-cased.
func writeUnescaped(b *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && Is(s[i+1], Hex) && Is(s[i+2], Hex) {
			o := unhex(s[i+1])<<4 | unhex(s[i+2])
			if Is(o, Unreserved) && !(Is(o, Hex) && afterStrayPercent(b)) {
				b.WriteByte(o)
			} else {
				b.WriteByte('%')
				b.WriteByte(upperHex(s[i+1]))
				b.WriteByte(upperHex(s[i+2]))
			}
			i += 2
			continue
		}
		b.WriteByte(c)
	}
}

// afterStrayPercent reports whether what b holds ends with a "%" or a "%"
// and one hex digit (left by a malformed escape), so that decoding a hex
// digit next would make a new escape ("%2%41" must not become "%2A").
func afterStrayPercent(b *strings.Builder) bool {
	s := b.String()
	n := len(s)
	return n >= 1 && s[n-1] == '%' || n >= 2 && s[n-2] == '%' && Is(s[n-1], Hex)
}

func unhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

func upperHex(c byte) byte {
	if c >= 'a' {
		return c - 'a' + 'A'
	}
	return c
}

// HasPassword reports whether the userinfo holds a ":", the "user:password"
// form that 4.3.1 calls NOT RECOMMENDED.
func (r *Ref) HasPassword() bool {
	return r.Userinfo.Defined && strings.IndexByte(r.Get(r.Userinfo), ':') >= 0
}
