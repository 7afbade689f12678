package lint

import (
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// notNormalized: a URL that differs from its normal form.
var notNormalized = &Rule{
	Name:    "not-normalized",
	Title:   "a URL that differs from its normal form",
	Section: "6, 2.4.2",
	Doc: `"The host names used in URLs are actually case insensitive", scheme names
too (4.1), a port equal to the scheme's default "is equivalent to one where
the port is elided", and escaped unreserved characters "can be used
interchangeably" with the characters (2.4.2). Writing URLs in one normal form
(lower-case scheme and host, no default or empty port, no escaped unreserved
characters, upper-case hex digits) makes equal URLs equal strings, which
matters for caches, allow-lists and duplicate detection. The fix writes the
normal form, but for the marks RFC 3986 reserves ("$", "!", "*", "'", "(",
")", ","): their escapes stay, as unnecessary-escape leaves them (a URI that
escapes one is not the same URI there). A URL that differs from its normal form only inside its
password is not reported: the finding would tell the password (one the
text cut where the grammar reads a port, equal to the default port). Off by
default: enable it with --enable not-normalized.`,
	Bad:        []string{"HTTP://Example.COM:80/%7ealice/%3f"},
	Good:       []string{"http://example.com/~alice/%3F"},
	Severity:   Info,
	Fix:        "write the normal form",
	NonDefault: true,
	check:      checkNormalForm,
}

// checkNormalForm is not-normalized: the URL differs from its section 6
// normal form (case of scheme and host, default or empty port, escapes).
func checkNormalForm(p *pass) {
	norm := urlsyntax.Normalize(p.text)
	if norm == p.text || len(p.viols) > 0 {
		return
	}
	if !p.sec.Empty() && urlsyntax.Normalize(p.masked()) == p.masked() {
		// The URL differs from its normal form only where a secret
		// stands ("https://u:443”@h/", whose password the grammar reads
		// as the default port): the finding would tell the secret
		// ("write https://u:***" for 443, nothing for 444), and its
		// normal form is the URL as printed.
		return
	}
	m := p.say("URL is not in normal form; write ").shown(urlsyntax.Normalize(p.masked())).w(" (draft-09 6)")
	fix := keepMarks(p.text, fixNormal(p.text, norm, p.sch))
	if strings.Contains(strings.ToUpper(p.text), "%2E") || fix == p.text {
		// Unescaping "." may make a dot segment that resolves differently;
		// the URL differs from its normal form only by marks RFC 3986
		// reserves: report, but do not rewrite.
		p.report(p.u.Prefix, len(p.text), 0, m)
		return
	}
	p.report(p.u.Prefix, len(p.text), 0, m, Edit{Start: p.u.Prefix, End: len(p.text), New: fix[min(p.u.Prefix, len(fix)):]})
}

// keepMarks returns norm, the normal form of text, with the escapes of
// text that RFC 3986 reserves kept as escapes (upper-case hex): draft-09's
// marks "$", "!", "*", "'", "(", ")", ",", which its normal form writes
// unescaped, and which unnecessary-escape leaves ("%28v=vs.85%29" in an
// MSDN URL; a server may read "%2C" apart from ","). Normalize keeps the
// order of the marks and writes each as the character: the k-th of norm
// is the k-th of text, as written or escaped.
func keepMarks(text, norm string) string {
	if strings.IndexByte(text, '%') < 0 {
		return norm
	}
	var forms []string // each mark of text, in order: "" as written, else its escape
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == '%' && i+2 < len(text) && urlsyntax.Is(text[i+1], urlsyntax.Hex) && urlsyntax.Is(text[i+2], urlsyntax.Hex) {
			if o := unhexPair(text[i+1], text[i+2]); rfc3986Reserved(o) {
				forms = append(forms, "%"+strings.ToUpper(text[i+1:i+3]))
			}
			i += 2
			continue
		}
		if rfc3986Reserved(c) {
			forms = append(forms, "")
		}
	}
	var b strings.Builder
	k := 0
	for i := 0; i < len(norm); i++ {
		c := norm[i]
		if rfc3986Reserved(c) && k < len(forms) {
			if forms[k] != "" {
				b.WriteString(forms[k])
			} else {
				b.WriteByte(c)
			}
			k++
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// rfc3986Reserved reports whether c is one of draft-09's unreserved marks
// that RFC 3986 reserves (its sub-delims): "$", "!", "*", "'", "(", ")",
// ",".
func rfc3986Reserved(c byte) bool {
	return urlsyntax.Is(c, urlsyntax.Unreserved) && !urlsyntax.Is(c, urlsyntax.Alphanum) && strings.IndexByte("-._~", c) < 0
}

func unhexPair(a, b byte) byte {
	h := func(c byte) byte {
		switch {
		case c >= 'a':
			return c - 'a' + 10
		case c >= 'A':
			return c - 'A' + 10
		}
		return c - '0'
	}
	return h(a)<<4 | h(b)
}

// fixNormal returns the form not-normalized's fix writes (review51 K3):
// norm, the draft's normal form of text, where each change is known to
// keep what the URL names, and text as written where it is not. The case
// of the scheme is folded only for a scheme the table knows (sch), that
// of the host only for one of a server's scheme or an IP literal: a
// scheme no table knows may name what its host holds by case
// ("bq://projectId.bqDatasetId.bqTableId", IAM's "principalSet://goog/…",
// Node's "foo://Example.com/", a go.sum checksum "h1://okPT…="), and its
// site stays as written whole: its ":" and digits may be its own syntax
// ("org-protocol://store-link:/http…"). An empty port's ":" is dropped
// only where the scheme has a default port to assume and the host is a
// name of two bytes or more (empty-port's own conditions: not the drive
// of "file://c:/foo.txt", nor a CVSROOT's "host:/cvs").
func fixNormal(text, norm string, sch *urlsyntax.Scheme) string {
	a, b := urlsyntax.Parse(text), urlsyntax.Parse(norm)
	var out strings.Builder
	out.Grow(len(norm))
	if a.Scheme.Defined != b.Scheme.Defined || a.Site.Defined != b.Site.Defined {
		return text // (the normal form splits otherwise: no fix)
	}
	if a.Scheme.Defined {
		if sch != nil {
			out.WriteString(b.Get(b.Scheme))
		} else {
			out.WriteString(a.Get(a.Scheme))
		}
		out.WriteByte(':')
	}
	if a.Site.Defined {
		out.WriteString("//")
		host := a.Get(a.Host)
		switch {
		case sch == nil:
			out.WriteString(a.Get(a.Site))
		default:
			if b.Userinfo.Defined {
				out.WriteString(b.Get(b.Userinfo))
				out.WriteByte('@')
			}
			if sch.Server || strings.HasPrefix(host, "[") {
				out.WriteString(b.Get(b.Host))
			} else {
				out.WriteString(host)
			}
			switch {
			case a.Port.Defined && a.Port.Len() == 0:
				path := a.Get(a.Path)
				if sch.DefaultPort == "" || len(host) < 2 || strings.IndexByte(host, ':') >= 0 ||
					strings.HasPrefix(path, "//") || strings.HasPrefix(a.Get(a.Userinfo), ":") {
					out.WriteByte(':')
				}
			case b.Port.Defined:
				out.WriteByte(':')
				out.WriteString(b.Get(b.Port))
			}
		}
	}
	out.WriteString(norm[b.Path.Start:])
	return out.String()
}
