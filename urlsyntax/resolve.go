package urlsyntax

import (
	"errors"
	"fmt"
	"strings"
)

// Profile chooses the resolution algorithm of Resolve.
type Profile uint8

// The resolution profiles.
const (
	// Draft09 is section 5.2 of draft-fielding-url-syntax-09: the results
	// of its Appendix C, except two rows that contradict 5.2 itself (see
	// testdata/draft09-appendix-c.txt).
	Draft09 Profile = iota
	// RFC1808 is section 4 of RFC 1808: parameters (";") are split off the
	// last segment, an empty query or parameter inherits the base's, and an
	// empty reference is the whole base, fragment included.
	RFC1808
	// RFC3986 is section 5.2 of RFC 3986 (strict): remove_dot_segments
	// also above the root and in absolute references.
	RFC3986
)

var profileNames = [...]string{Draft09: "draft09", RFC1808: "rfc1808", RFC3986: "rfc3986"}

// String returns the profile's name as ParseProfile accepts it.
func (p Profile) String() string {
	if int(p) < len(profileNames) {
		return profileNames[p]
	}
	return fmt.Sprintf("profile(%d)", p)
}

// ParseProfile returns the profile named name: "draft09", "rfc1808" or
// "rfc3986".
func ParseProfile(name string) (Profile, error) {
	for p, n := range profileNames {
		if n == name {
			return Profile(p), nil
		}
	}
	return 0, fmt.Errorf("unknown profile %q (want draft09, rfc1808 or rfc3986)", name)
}

// ErrBaseNotAbsolute is returned by Resolve when the base has no scheme.
var ErrBaseNotAbsolute = errors.New("base URL is not absolute (it has no scheme)")

// Resolve resolves the reference ref against the absolute URL base by the
// algorithm of profile p and returns the absolute result (with ref's
// fragment, if any). A reference to the current document (empty, or only a
// fragment) gives base, without its own fragment, followed by ref's fragment;
// under RFC1808 the empty reference gives the whole base (RFC 1808 5.2).
//
// Where the base has a site and an empty path ("http://a"), the merged path
// of a relative-path reference starts with "/": draft-09 and RFC 1808 would
// glue the reference onto the host ("http://ag"); RFC 3986 5.2.3 settles it
// this way. And where a result without a site would have a path beginning
// with "//", "/." is put before the path so that the result does not read
// back with a site ("a:" and ".//x" give "a:/.//x", not "a://x").
func Resolve(base, ref string, p Profile) (string, error) {
	b := Parse(base)
	if !b.Scheme.Defined {
		return "", ErrBaseNotAbsolute
	}
	switch p {
	case Draft09:
		return resolveDraft09(&b, ref), nil
	case RFC1808:
		// RFC 1808's scheme is a run of letters, digits, "+", "." and "-"
		// (2.4.2); a base without one is not absolute there.
		if !parse1808(base).hasScheme {
			return "", ErrBaseNotAbsolute
		}
		return resolve1808(base, ref), nil
	case RFC3986:
		return resolve3986(&b, ref), nil
	}
	return "", fmt.Errorf("unknown profile %v", p)
}

// resolveDraft09 follows draft-09 5.2 step by step.
func resolveDraft09(b *Ref, ref string) string {
	// 1) Parse the reference.
	r := Parse(ref)
	// 2) A reference to the current document.
	if r.IsCurrentDocument() {
		return currentDocument(b, &r)
	}
	// 3) An absolute URL.
	if r.Scheme.Defined {
		return ref
	}
	scheme := b.Get(b.Scheme)
	site, hasSite := b.Get(b.Site), b.Site.Defined
	path := r.Get(r.Path)
	switch {
	case r.Site.Defined: // 4) a network-path
		site, hasSite = r.Get(r.Site), true
	case strings.HasPrefix(path, "/"): // 5) an absolute-path
	default: // 6) a relative-path
		path = removeDots(mergePaths(b.Get(b.Path), hasSite, path))
	}
	// 7) Recombine.
	var sb strings.Builder
	compose(&sb, scheme, true, site, hasSite, keepPath(path, hasSite), r.Get(r.Query), r.Query.Defined, r.Get(r.Fragment), r.Fragment.Defined)
	return sb.String()
}

// keepPath keeps a path that begins with "//" from being read back as a
// site when the result has none (as "a:" with ".//x" would give "a://x"): it
// writes "/." before it, which step 6c (and remove_dot_segments) removes
// again. Neither draft-09 nor RFC 1808 foresaw the case; RFC 3986 section
// 3.3 forbids such a path.
func keepPath(path string, hasSite bool) string {
	if !hasSite && strings.HasPrefix(path, "//") {
		return "/." + path
	}
	return path
}

// currentDocument returns the base without its fragment, followed by the
// reference's fragment if it has one.
func currentDocument(b, r *Ref) string {
	doc := b.Raw
	if b.Fragment.Defined {
		doc = doc[:b.Fragment.Start-1]
	}
	if r.Fragment.Defined {
		return doc + "#" + r.Get(r.Fragment)
	}
	return doc
}

// mergePaths is 5.2 step 6a-b: all but the last segment of the base path,
// then the reference's path.
func mergePaths(basePath string, hasSite bool, refPath string) string {
	if basePath == "" && hasSite {
		return "/" + refPath
	}
	i := strings.LastIndexByte(basePath, '/')
	return basePath[:i+1] + refPath
}

// removeDots is draft-09 5.2 step 6c-f (RFC 1808 step 6a-d) on the buffer:
//
//	c) remove every "./" where "." is a complete segment;
//	d) remove a final "." complete segment;
//	e) remove "<segment>/../", leftmost first, until none is left;
//	f) remove a final "<segment>/..".
//
// <segment> is a complete segment other than "..", empty ones included
// ("b//../g" is "b/g"); the leading "/" of an absolute path has no segment
// before it (path = [ "/" ] path_segments), so "/../g" stays as it is
// (Appendix C). Step g (".." left at the start) keeps those segments, as
// Appendix C does.
func removeDots(buf string) string {
	if !strings.Contains(buf, ".") {
		return buf
	}
	segs := strings.Split(buf, "/")
	// c)
	out := segs[:0]
	for i, s := range segs {
		if s == "." && i < len(segs)-1 {
			continue
		}
		out = append(out, s)
	}
	segs = out
	// d)
	if n := len(segs); segs[n-1] == "." {
		segs[n-1] = ""
	}
	// e)
	for {
		found := false
		for i := 0; i+2 < len(segs); i++ {
			if segs[i+1] == ".." && isSegment(segs, i) {
				segs = append(segs[:i], segs[i+2:]...)
				found = true
				break
			}
		}
		if !found {
			break
		}
	}
	// f)
	if n := len(segs); n >= 2 && segs[n-1] == ".." && isSegment(segs, n-2) {
		segs = append(segs[:n-2], "")
	}
	return strings.Join(segs, "/")
}

// isSegment reports whether segs[i] is a <segment> for steps e and f: not
// "..", and not the empty string before a leading "/".
func isSegment(segs []string, i int) bool {
	return segs[i] != ".." && (i > 0 || segs[i] != "")
}

// resolve3986 is RFC 3986 section 5.2.2 (strict).
func resolve3986(b *Ref, ref string) string {
	r := Parse(ref)
	var scheme, site, path, query string
	var hasSite, hasQuery bool
	switch {
	case r.Scheme.Defined:
		scheme = r.Get(r.Scheme)
		site, hasSite = r.Get(r.Site), r.Site.Defined
		path = removeDotSegments(r.Get(r.Path))
		query, hasQuery = r.Get(r.Query), r.Query.Defined
	case r.Site.Defined:
		site, hasSite = r.Get(r.Site), true
		path = removeDotSegments(r.Get(r.Path))
		query, hasQuery = r.Get(r.Query), r.Query.Defined
	default:
		site, hasSite = b.Get(b.Site), b.Site.Defined
		switch p := r.Get(r.Path); {
		case p == "":
			path = b.Get(b.Path)
			if r.Query.Defined {
				query, hasQuery = r.Get(r.Query), true
			} else {
				query, hasQuery = b.Get(b.Query), b.Query.Defined
			}
		case p[0] == '/':
			path = removeDotSegments(p)
			query, hasQuery = r.Get(r.Query), r.Query.Defined
		default:
			path = removeDotSegments(mergePaths(b.Get(b.Path), hasSite, p))
			query, hasQuery = r.Get(r.Query), r.Query.Defined
		}
	}
	if !r.Scheme.Defined {
		scheme = b.Get(b.Scheme)
	}
	var sb strings.Builder
	compose(&sb, scheme, true, site, hasSite, keepPath(path, hasSite), query, hasQuery, r.Get(r.Fragment), r.Fragment.Defined)
	return sb.String()
}

// removeDotSegments is RFC 3986 section 5.2.4.
func removeDotSegments(in string) string {
	if !strings.Contains(in, ".") {
		return in
	}
	out := make([]byte, 0, len(in))
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		case strings.HasPrefix(in, "/./"):
			in = in[2:]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			in = in[3:]
			out = out[:lastSlash(out)]
		case in == "/..":
			in = "/"
			out = out[:lastSlash(out)]
		case in == "." || in == "..":
			in = ""
		default:
			i := strings.IndexByte(in[1:], '/')
			if i < 0 {
				i = len(in)
			} else {
				i++
			}
			out = append(out, in[:i]...)
			in = in[i:]
		}
	}
	return string(out)
}

func lastSlash(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == '/' {
			return i
		}
	}
	return 0
}

// ref1808 is a URL parsed by RFC 1808 section 2.4. An empty component is
// kept apart from an absent one only so that recombination gives back the
// delimiters that were written.
type ref1808 struct {
	scheme, netLoc, path, params, query, fragment          string
	hasScheme, hasNetLoc, hasParams, hasQuery, hasFragment bool
}

// parse1808 applies the rules of RFC 1808 2.4.1 to 2.4.6, in order.
func parse1808(s string) ref1808 {
	var u ref1808
	// 2.4.1 the fragment: after the first "#".
	if i := strings.IndexByte(s, '#'); i >= 0 {
		u.fragment, u.hasFragment, s = s[i+1:], true, s[:i]
	}
	// 2.4.2 the scheme: a colon after the first character and before any
	// character not allowed in a scheme name.
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if i > 0 {
				u.scheme, u.hasScheme, s = s[:i], true, s[i+1:]
			}
			break
		}
		if !Is(c, Alphanum) && c != '+' && c != '.' && c != '-' {
			break
		}
	}
	// 2.4.3 the network location: after "//", up to the next "/".
	if strings.HasPrefix(s, "//") {
		s = s[2:]
		i := strings.IndexByte(s, '/')
		if i < 0 {
			i = len(s)
		}
		u.netLoc, u.hasNetLoc, s = s[:i], true, s[i:]
	}
	// 2.4.4 the query: after the first "?".
	if i := strings.IndexByte(s, '?'); i >= 0 {
		u.query, u.hasQuery, s = s[i+1:], true, s[:i]
	}
	// 2.4.5 the parameters: after the first ";".
	if i := strings.IndexByte(s, ';'); i >= 0 {
		u.params, u.hasParams, s = s[i+1:], true, s[:i]
	}
	// 2.4.6 the path, with its leading "/" if any.
	u.path = s
	return u
}

func (u *ref1808) String() string {
	var b strings.Builder
	if u.hasScheme {
		b.WriteString(u.scheme)
		b.WriteByte(':')
	}
	if u.hasNetLoc {
		b.WriteString("//")
		b.WriteString(u.netLoc)
	}
	b.WriteString(u.path)
	if u.hasParams {
		b.WriteByte(';')
		b.WriteString(u.params)
	}
	if u.hasQuery {
		b.WriteByte('?')
		b.WriteString(u.query)
	}
	if u.hasFragment {
		b.WriteByte('#')
		b.WriteString(u.fragment)
	}
	return b.String()
}

// resolve1808 is RFC 1808 section 4, steps 2 to 7.
func resolve1808(base, ref string) string {
	// Step 2a: an entirely empty reference is the whole base.
	if ref == "" {
		return base
	}
	b, u := parse1808(base), parse1808(ref)
	// Step 2b: an absolute URL.
	if u.hasScheme {
		return ref
	}
	// Step 2c.
	u.scheme, u.hasScheme = b.scheme, b.hasScheme
	// Step 3: a non-empty net_loc; otherwise inherit the base's.
	if u.netLoc == "" {
		u.netLoc, u.hasNetLoc = b.netLoc, b.hasNetLoc
		switch {
		case strings.HasPrefix(u.path, "/"): // Step 4.
		case u.path == "": // Step 5.
			u.path = b.path
			if u.params == "" {
				u.params, u.hasParams = b.params, b.hasParams
				if u.query == "" {
					u.query, u.hasQuery = b.query, b.hasQuery
				}
			}
		default: // Step 6.
			u.path = removeDots(mergePaths(b.path, u.hasNetLoc, u.path))
		}
	}
	// Step 7.
	u.path = keepPath(u.path, u.hasNetLoc)
	return u.String()
}
