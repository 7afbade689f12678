package urlsyntax

import "strings"

// Component is one component of a parsed reference: the byte offsets of its
// text in Ref.Raw, delimiters excluded (the scheme's ":", the site's "//",
// the "?" of the query, the "#" of the fragment, the userinfo's "@" and the
// port's ":"). A component that is not present is undefined (Defined false);
// one whose delimiter is present but whose text is empty is defined and empty
// (draft-09 5.2 step 7 keeps the two apart).
type Component struct {
	Start, End int
	Defined    bool
}

// Len returns the length of the component's text (0 when undefined).
func (c Component) Len() int { return c.End - c.Start }

// Ref is a URL reference split into its components (draft-09 4.4 and
// Appendix B). Site is the whole authority between "//" and the path;
// Userinfo, Host and Port are its parts when read as a server (4.3.1).
// Path is always defined, possibly empty.
type Ref struct {
	Raw string

	Scheme, Site, Userinfo, Host, Port, Path, Query, Fragment Component
}

// Parse splits s into the components of a URL reference exactly as the
// regular expression of draft-09 Appendix B does:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// with scheme = $2, site = $4, path = $5, query = $7 and fragment = $9. The
// site is then split into userinfo (before the last "@"), host, and port
// (after the last ":" that follows the userinfo). Parse never fails (every
// string splits; Validate says whether the parts obey the grammar) and does
// not allocate.
func Parse(s string) Ref {
	var r Ref
	r.Parse(s)
	return r
}

// Parse sets r to Parse(s), in place: for a caller that keeps its Ref in
// a larger struct it reuses (lint's pass), where a Ref returned and
// copied was 208 bytes written twice for each URL.
func (r *Ref) Parse(s string) {
	*r = Ref{Raw: s}
	p := 0
	// Scheme: a non-empty run of bytes other than ":/?#", followed by ":".
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if i > 0 {
				r.Scheme = Component{0, i, true}
				p = i + 1
			}
			break
		}
		if stops[c]&stopSite != 0 {
			break
		}
	}
	// Site: "//" then everything up to "/", "?" or "#".
	if len(s)-p >= 2 && s[p] == '/' && s[p+1] == '/' {
		start := p + 2
		end := start
		// The last "@" and ":" of the site, noted as it is read (splitSite).
		at, colon := -1, -1
		for ; end < len(s); end++ {
			k := stops[s[end]]
			if k == 0 {
				continue
			}
			if k&stopSite != 0 {
				break
			}
			if k&stopAt != 0 {
				at = end
			} else {
				colon = end
			}
		}
		r.Site = Component{start, end, true}
		r.splitSite(at, colon)
		p = end
	}
	// Path: up to "?" or "#"; always defined.
	end := p
	for end < len(s) && stops[s[end]]&stopPath == 0 {
		end++
	}
	r.Path = Component{p, end, true}
	p = end
	if p < len(s) && s[p] == '?' {
		end = p + 1
		for end < len(s) && s[end] != '#' {
			end++
		}
		r.Query = Component{p + 1, end, true}
		p = end
	}
	if p < len(s) && s[p] == '#' {
		r.Fragment = Component{p + 1, len(s), true}
	}
}

// stops marks the bytes that end a site and a path, and the "@" and ":"
// that split a site: one load a byte where three comparisons were.
var stops = func() (t [256]uint8) {
	for _, c := range "/?#" {
		t[c] |= stopSite
	}
	t['?'] |= stopPath
	t['#'] |= stopPath
	t['@'] |= stopAt
	t[':'] |= stopColon
	return t
}()

const (
	stopSite  = 1 << iota // "/", "?", "#": the end of a site
	stopPath              // "?", "#": the end of a path
	stopAt                // "@": the userinfo's end (splitSite)
	stopColon             // ":": the port's start (splitSite)
)

// splitSite reads the site as server = [ [ userinfo ] "@" ] hostport ]
// (4.3.1): the userinfo ends at the last "@", and the port starts after the
// last ":" of the hostport. Host is defined whenever Site is. at and colon
// are the offsets in Raw of the site's last "@" and last ":", -1 for none.
func (r *Ref) splitSite(at, colon int) {
	hp := r.Site.Start
	if at >= 0 {
		r.Userinfo = Component{r.Site.Start, at, true}
		hp = at + 1
	}
	r.Host = Component{hp, r.Site.End, true}
	if colon >= hp {
		r.Host.End = colon
		r.Port = Component{colon + 1, r.Site.End, true}
	}
}

// Get returns the text of component c of r, or "" when c is undefined.
func (r *Ref) Get(c Component) string {
	if !c.Defined {
		return ""
	}
	return r.Raw[c.Start:c.End]
}

// IsAbsolute reports whether r has a scheme, that is, is an absolute URL
// (possibly with a fragment) rather than a relative reference.
func (r *Ref) IsAbsolute() bool { return r.Scheme.Defined }

// IsCurrentDocument reports whether r refers to the current document
// (section 3 and 5.2 step 2): no scheme, no site, no query and an empty path;
// a fragment may follow.
func (r *Ref) IsCurrentDocument() bool {
	return !r.Scheme.Defined && !r.Site.Defined && !r.Query.Defined && r.Path.Len() == 0
}

// String recomposes the reference from its components by the algorithm of
// draft-09 5.2 step 7. For a Ref returned by Parse, the result equals Raw.
func (r Ref) String() string {
	if r.tiles() {
		return r.Raw
	}
	return r.recompose()
}

// recompose is 5.2 step 7 proper, always building a new string.
func (r *Ref) recompose() string {
	var b strings.Builder
	b.Grow(len(r.Raw) + 4)
	compose(&b, r.Get(r.Scheme), r.Scheme.Defined, r.Get(r.Site), r.Site.Defined,
		r.Get(r.Path), r.Get(r.Query), r.Query.Defined, r.Get(r.Fragment), r.Fragment.Defined)
	return b.String()
}

// tiles reports whether the components with their delimiters cover Raw
// exactly, in which case recomposition gives Raw back without copying.
func (r *Ref) tiles() bool {
	p := 0
	if r.Scheme.Defined {
		if r.Scheme.Start != 0 || r.Scheme.End >= len(r.Raw) || r.Raw[r.Scheme.End] != ':' {
			return false
		}
		p = r.Scheme.End + 1
	}
	if r.Site.Defined {
		if r.Site.Start != p+2 || !strings.HasPrefix(r.Raw[p:], "//") {
			return false
		}
		p = r.Site.End
	}
	if r.Path.Start != p {
		return false
	}
	p = r.Path.End
	if r.Query.Defined {
		if r.Query.Start != p+1 || p >= len(r.Raw) || r.Raw[p] != '?' {
			return false
		}
		p = r.Query.End
	}
	if r.Fragment.Defined {
		if r.Fragment.Start != p+1 || p >= len(r.Raw) || r.Raw[p] != '#' {
			return false
		}
		p = r.Fragment.End
	}
	return p == len(r.Raw)
}

// compose appends the recomposition of 5.2 step 7 to b.
func compose(b *strings.Builder, scheme string, hasScheme bool, site string, hasSite bool,
	path, query string, hasQuery bool, frag string, hasFrag bool) {
	if hasScheme {
		b.WriteString(scheme)
		b.WriteByte(':')
	}
	if hasSite {
		b.WriteString("//")
		b.WriteString(site)
	}
	b.WriteString(path)
	if hasQuery {
		b.WriteByte('?')
		b.WriteString(query)
	}
	if hasFrag {
		b.WriteByte('#')
		b.WriteString(frag)
	}
}
