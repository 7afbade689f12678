package urlsyntax

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// indexSites is how many sites of one line AppendSecrets reads with
// rawPasswordEnd, each to the line's end, before it indexes the line
// (siteIndex) for the rest: most lines hold a URL or two, and a line of
// thousands of sites (a minified file, an argument of the parse command,
// text the fuzzer made) would take time of its length squared.
const indexSites = 8

// siteIndex is what rawPasswordEnd reads of a line, for every password
// start at once: where its "@", "//", "://" and white space stand and
// what each "@" is followed by, so that the end of the password that
// starts at p is found by binary searches, the same as rawPasswordEnd's
// (TestSiteIndex draws lines and compares).
type siteIndex struct {
	line   string
	at     []int // every "@"
	host   []int // "@" a host may follow, whatever stands before it
	reg    []int // "@" and a registry name ("_", "%"): a host unless "://" stands between
	starts []int // "@" and a byte a host starts with (hostStart), not at the line's end
	strong []int // "@" and strongHost (not at the line's end)
	// strongHost and strongReg are host and reg that strong holds too.
	strongHost, strongReg []int
	slashes               []int // "//"
	siteSlashes           []int // "//" that siteSlashes takes for a site's start
	schemes               []int // "://"
	spaces                []int // isSpaceByte
}

// newSiteIndex indexes line, in time of its length.
func newSiteIndex(line string) *siteIndex {
	x := &siteIndex{line: line}
	closes := closeCache{-1}
	for j := 0; j < len(line); j++ {
		switch c := line[j]; {
		case c == '@':
			x.at = append(x.at, j)
			strong := false
			if j+1 < len(line) {
				strong, _ = closes.strongHostSeen(line, j)
			}
			if strong {
				x.strong = append(x.strong, j)
			}
			if j+1 < len(line) && hostStart(line[j+1]) {
				x.starts = append(x.starts, j)
			}
			switch {
			case j+1 < len(line) && regStart(line[j+1]):
				x.reg = append(x.reg, j)
				if strong {
					x.strongReg = append(x.strongReg, j)
				}
			case j+1 < len(line) && hostStart(line[j+1]),
				breakAt(strings.TrimLeft(strings.TrimPrefix(line[j+1:], "-"), " \t")):
				x.host = append(x.host, j)
				if strong {
					x.strongHost = append(x.strongHost, j)
				}
			}
		case c == '/':
			if j+1 < len(line) && line[j+1] == '/' {
				x.slashes = append(x.slashes, j)
				if siteSlashes(line, j) {
					x.siteSlashes = append(x.siteSlashes, j)
				}
			}
		case c == ':':
			if strings.HasPrefix(line[j:], "://") {
				x.schemes = append(x.schemes, j)
			}
		case isSpaceByte(c):
			x.spaces = append(x.spaces, j)
		}
	}
	return x
}

// breakAt reports whether rest, what follows an "@" and white space,
// is empty or starts with a line break: a host may follow on the next
// line (rawPasswordEnd).
func breakAt(rest string) bool { return rest == "" || breakAhead(rest) }

// first returns the first of xs (sorted) at or after i, or -1.
func first(xs []int, i int) int {
	k, _ := slices.BinarySearch(xs, i)
	if k == len(xs) {
		return -1
	}
	return xs[k]
}

// lastIn returns the last of xs (sorted) in [lo, hi), or -1.
func lastIn(xs []int, lo, hi int) int {
	k, _ := slices.BinarySearch(xs, hi)
	if k == 0 || xs[k-1] < lo {
		return -1
	}
	return xs[k-1]
}

// passwordEnd is rawPasswordEnd(x.line, p)'s end.
func (x *siteIndex) passwordEnd(p int) int {
	line := x.line
	if first(x.at, p) < 0 {
		return -1
	}
	d := p
	for d < len(line) && '0' <= line[d] && line[d] <= '9' {
		d++
	}
	if d == p {
		d = portWordEnd(line, p)
	}
	if d > p && d < len(line) && line[d] >= 0x80 {
		if r, _ := utf8.DecodeRuneInString(line[d:]); cjkProse(r) && portHost(nameBefore(line, p)) && cjkProseAt(line[d:]) {
			return -1 // CJK prose glued after a host's port (rawPasswordEnd)
		}
	}
	if d > p && (d == len(line) || portEnds(line[d]) && !gluedQuote(line, p, d)) {
		// A port, unless an "@" and a host name follow before white space
		// and before another URL's "://"; after a host's name and before
		// a path, a port; after a user name's, any host ends the password.
		user := false
		path := d < len(line) && (line[d] == '/' || line[d] == '?' || line[d] == '#')
		if path {
			if portHost(nameBefore(line, p)) {
				return -1
			}
			if a, sp := first(x.at, d), first(x.spaces, d); a >= 0 && (a+1 == len(line) || a+1 == sp || breakAhead(line[a+1:])) && !(a == d+1 && line[d] == '/') && userBeforePort(line, p) {
				// An "@" that ends the line or the word after a user
				// name's digits and path: the password's (rawPasswordEnd),
				// unless another URL's "://" stands before it.
				if c := first(x.schemes, d); c < 0 || c > a || !hostBefore(line, p) {
					return a
				}
			}
			if a := first(x.at, d); a > 0 && line[a-1] == '/' && (first(x.spaces, d) < 0 || a < first(x.spaces, d)) && !slashAtHost(line, p, a) {
				return -1 // a path's "@" right after a "/" (rawPasswordEnd)
			}
			user = userBeforePort(line, p)
		}
		end := first(x.spaces, d)
		if end < 0 {
			end = len(line)
		}
		if c := first(x.schemes, d); c >= 0 && c < end && hostBefore(line, p) {
			end = c
		}
		r := lastIn(x.strong, d, end)
		if user {
			r = max(r, lastIn(x.starts, d, end))
		}
		if path && mailUser(nameBefore(line, p)) {
			// After a mail address's user name, a URL's site's "@"
			// too (rawPasswordEnd).
			for a := first(x.at, d); a >= 0 && a < end; a = first(x.at, a+1) {
				if a+1 < len(line) && siteAfterAt(line[a+1:]) {
					r = max(r, a)
				}
			}
		}
		if a := first(x.at, d); r < 0 && (line[d] == '/' || line[d] == '?' || line[d] == '#') && end < len(line) && isSpaceByte(line[end]) && (a < 0 || a > end) {
			// No "@" before the white space: one word after it
			// (rawPasswordEnd).
			r, _ = spacedWordAt(line, p, d, end, a)
		}
		return r
	}
	if d > p && portHost(nameBefore(line, p)) {
		// A host's port, whatever is glued to it, unless an "@" stands
		// before white space (rawPasswordEnd).
		if a, sp := first(x.at, d), first(x.spaces, d); a < 0 || sp >= 0 && sp < a {
			return -1
		}
	}
	// A registry name after an "@" is a host's before the first "://"
	// from p on has ended (rawPasswordEnd: "://" in line[p:j]).
	regEnd := len(line)
	if c := first(x.schemes, p); c >= 0 {
		regEnd = c + 3
	}
	// The password ends before the first "//" after the first "@" of a
	// strong host (one that may start a site, where the password starts
	// with "@").
	a := first(x.strongHost, p)
	if r := first(x.strongReg, p); r >= 0 && r < regEnd && (a < 0 || r < a) {
		a = r
	}
	stop := len(line)
	slashes := x.slashes
	if p < len(line) && line[p] == '@' {
		slashes = x.siteSlashes
	}
	if a >= 0 {
		if k := first(slashes, a+1); k >= 0 {
			stop = k
		}
	}
	return max(lastIn(x.host, p, stop), lastIn(x.reg, p, min(stop, regEnd)))
}
