package extract

// Trimming: what is removed from the end of a candidate (trim) and where a
// list in its site ends it (siteList).

import (
	"bytes"

	"github.com/urlsift/urlsift/urlsyntax"
)

// trim removes trailing punctuation. A final "'" stays when it closes a
// quote opened inside the URL (http://x/blah_'quoted').
//
// A final "'s" after a URL with no other "'" is a possessive
// ("http://t.co/x's website") and is removed too, and so is a string
// escape of code ("\n", "\r", "\t").
func (m *machine) trim() {
	t := siteList(m.text)
	m.emphOpen = false
	if n := m.w.emphN; n > 0 {
		if len(t) > n && bytes.Count(t[len(t)-n:], []byte{m.w.emph}) == n {
			t = t[:len(t)-n] // the close of "_http://x_", "~~http://x~~"
		} else if m.w.emph == '_' {
			// "_http://x" without its close: a word, as linkify-it
			// reads it, not an emphasis.
			m.emphOpen = true
		}
	}
	quotes := -1 // the "'" in t, counted when first needed
	for len(t) > 0 {
		n := len(t)
		if t[n-1] == '\'' || n > 2 && t[n-2] == '\'' && t[n-1] == 's' {
			if quotes < 0 {
				quotes = bytes.Count(t, []byte{'\''})
			}
		}
		switch {
		case n > 2 && t[n-2] == '\'' && t[n-1] == 's' && quotes == 1:
			// A possessive: the only "'" is the one before the "s".
			t = t[:n-2]
			quotes--
			continue
		case class[t[n-1]]&cTrail != 0:
			if t[n-1] == '\'' {
				if quotes%2 == 0 {
					m.text = t
					return
				}
				quotes--
			}
			t = t[:n-1]
			continue
		case t[n-1] == '(' || t[n-1] == '[' || t[n-1] == '{':
			// An opener at the end cannot be balanced: "http://x/(" before
			// a space or a full stop.
			t = t[:n-1]
			continue
		case n > 2 && t[n-2] == '\\' && (t[n-1] == 'n' || t[n-1] == 'r' || t[n-1] == 't'):
			// A string escape of code, "http://x/\n": not part of the URL.
			t = t[:n-2]
			continue
		}
		break
	}
	m.text = t
}

// siteList cuts t where a list separator stands in its host and port: a
// "|" or a ",". Neither can be in a host name or a port, and lists of URLs
// in code and configuration are written that way
// ("https://proxy.golang.org,direct", "proxy.com|https|foo.com"). The host
// is what follows the userinfo, which may hold both, as may a password
// that holds "/", "?" or "#" (urlsyntax.SecretRange).
func siteList(t []byte) []byte {
	i := bytes.Index(t, []byte("://"))
	if i <= 0 {
		return t
	}
	lo := i + 3 // the host starts here, and ends at hi
	hi := len(t)
	if j := bytes.IndexAny(t[lo:], "/?#"); j >= 0 {
		hi = lo + j
	}
	switch at := bytes.LastIndexByte(t[lo:hi], '@'); {
	case at >= 0:
		lo += at + 1
	case bytes.IndexByte(t[hi:], '@') >= 0:
		// A password holding "/", "?" or "#" may hide the "@"; without
		// any "@" there is no secret to look past (and no string is made
		// for every URL).
		if _, end, ok := urlsyntax.SecretRange(string(t)); ok && end >= lo {
			lo, hi = end+1, len(t)
			if j := bytes.IndexAny(t[lo:], "/?#"); j >= 0 {
				hi = lo + j
			}
		}
	}
	if j := bytes.IndexAny(t[lo:hi], "|,"); j > 0 {
		return t[:lo+j]
	}
	return t
}
