package extract

// Acceptance: what the text of a candidate must hold to be reported
// (finish).

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// What finish requires of a candidate's text.
const (
	kindAbsolute = iota // a scheme, then "//" and a site or a path, or a scheme that needs no slashes
	kindRelative        // a relative reference (Options.Relative)
	kindAbbrev          // an Appendix F abbreviated reference
)

// finish checks the text of a candidate and, when it is a URL of the kind
// required, stores it in the scanner's URL. prefix is the scheme an
// abbreviated reference gets.
func (m *machine) finish(kind int, prefix string) bool {
	t := m.text
	rel := false
	if m.emphOpen {
		return false
	}
	switch kind {
	case kindAbsolute:
		if len(m.raw) > 0 && goSumHash(m.b, m.raw[0].buf, m.eof) {
			return false // a go.sum line's checksum (gosum.go)
		}
		if !absoluteOK(t, m.w.d == URLPrefix) {
			if m.w.d != URLPrefix || !m.relative || !relativeOK(t) {
				return false
			}
			rel = true
		}
	case kindRelative:
		if !relativeOK(t) {
			return false
		}
		rel = true
	case kindAbbrev:
		if !abbrevOK(t) {
			return false
		}
	}
	m.prefix, m.rel = prefix, rel
	return true
}

// absoluteOK reports whether t is an absolute URL the extractor reports:
// a scheme of two or more characters followed by "//" and a non-empty site
// (or a third "/", as in file:///etc), or by anything when the scheme is
// an opaque one (urlsyntax.Scheme.Opaque) or any is set (inside <URL:...>).
func absoluteOK(t []byte, any bool) bool {
	c := bytes.IndexByte(t, ':')
	if c < 2 || !validScheme(t[:c]) {
		return false
	}
	rest := t[c+1:]
	if len(rest) == 0 {
		return false
	}
	if len(rest) >= 2 && rest[0] == '/' && rest[1] == '/' {
		a := rest[2:]
		if len(a) == 0 {
			return false
		}
		if a[0] == '/' {
			// "file:///etc/hosts", and "file:///", the root
			return len(a) > 1 || strings.EqualFold(string(t[:c]), "file")
		}
		return a[0] != '?' && a[0] != '#' && a[0] != '.'
	}
	return any || isNoSlashScheme(t[:c]) && noSlashOK(t[:c], rest)
}

// noSlashOK checks the scheme-specific part of a URL whose scheme needs no
// slashes against the least its scheme requires
// (urlsyntax.Scheme.OpaqueOK), so that code and data ("asn1:\"tag:0\"",
// "Data::Dumper", "{mid:x}") are not taken for URLs.
func noSlashOK(scheme, rest []byte) bool {
	s := urlsyntax.LookupSchemeBytes(scheme)
	return s != nil && s.OpaqueOKBytes(rest)
}

// relativeOK reports whether t can be reported as a relative reference:
// no scheme-like colon before the first "/", "?" or "#"; no "@" (mail
// addresses and Message-IDs are not references) but in the site of a
// network-path reference ("//bob@host/x"); only characters of a
// URL, none of the brackets, "|", "^" or "\\" of code; and the look of a
// reference: a "/", a leading "#" or "?", or a file name with an extension
// ("index.html"). So <types.TypeMask>, <+06>, a[i](x) are not references.
func relativeOK(t []byte) bool {
	if len(t) == 0 || bytes.IndexByte(t, '@') >= 0 && !bytes.HasPrefix(t, []byte("//")) {
		return false
	}
	end := siteEnd(t)
	if end < 0 {
		end = len(t)
	}
	if bytes.IndexByte(t[:end], ':') >= 0 {
		return false
	}
	for _, c := range t {
		if c < utf8.RuneSelf && (class[c]&cURL == 0 || c == '|' || c == '^' || c == '\\') {
			return false
		}
	}
	if end < len(t) || t[0] == '#' || t[0] == '?' {
		return t[0] != '+' && t[0] != '-' && t[0] != '='
	}
	return hasFileExtension(t)
}

// hasFileExtension reports whether t ends in "." and one to five
// lower-case letters or digits, starting with a letter ("draft.txt").
func hasFileExtension(t []byte) bool {
	d := bytes.LastIndexByte(t, '.')
	if d <= 0 || len(t)-d-1 < 1 || len(t)-d-1 > 5 || class[t[0]]&cWord == 0 {
		return false
	}
	ext := t[d+1:]
	if ext[0] < 'a' || ext[0] > 'z' {
		return false
	}
	for _, c := range ext {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// abbrevOK reports whether t starts with a host name of three or more
// labels ("www.w3.org") whose last label is alphabetic.
func abbrevOK(t []byte) bool {
	n := bytes.IndexAny(t, "/?#:")
	if n < 0 {
		n = len(t)
	}
	host := t[:n]
	labels := 0
	lastAlpha := false
	for len(host) > 0 {
		d := bytes.IndexByte(host, '.')
		var l []byte
		if d < 0 {
			l, host = host, nil
		} else {
			l, host = host[:d], host[d+1:]
			if len(host) == 0 {
				return false
			}
		}
		if len(l) == 0 {
			return false
		}
		lastAlpha = len(l) >= 2
		for _, c := range l {
			if class[c]&cAlpha == 0 {
				lastAlpha = false
				if class[c]&cWord == 0 && c != '-' && c < 0x80 {
					return false
				}
			}
		}
		labels++
	}
	return labels >= 3 && lastAlpha
}
