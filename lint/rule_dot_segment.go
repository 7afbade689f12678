package lint

import "strings"

// dotSegment: a "." or ".." path segment in an absolute URL.
var dotSegment = &Rule{
	Name:    "dot-segment",
	Title:   `a "." or ".." path segment in an absolute URL`,
	Section: "5.2, Appendix C",
	Doc: `The complete path segments "." and ".." are special only when a
relative reference is resolved; in an absolute URL they stay as written, and
implementations disagree on them: "some implementations strip leading
relative symbolic elements", others keep them. A ".." that climbs above the
root ("http://a/../g") is in error by step 6g of section 5.2 and is reported
as a warning; other dot segments are info. Write the path without them.`,
	Bad:      []string{"http://a/b/../c", "http://a/../g", "http://a/./g"},
	Good:     []string{"http://a/c", "http://a/g"},
	Severity: Info,
	check:    checkDotSegment,
}

func checkDotSegment(p *pass) {
	if !p.ref.Scheme.Defined || !p.ref.Site.Defined {
		return
	}
	path := p.ref.Path
	s := p.text
	// A dot segment starts the path or follows a "/": most paths hold neither.
	if text := s[path.Start:path.End]; !strings.HasPrefix(text, ".") && !strings.Contains(text, "/.") {
		return
	}
	depth := 0
	for i := path.Start; i < path.End; {
		if s[i] == '/' {
			i++
			continue
		}
		j := i
		for j < path.End && s[j] != '/' {
			j++
		}
		seg := s[i:j]
		switch seg {
		case ".":
			p.report(i, j, 0, p.say(`"." segment in an absolute URL is kept as written by some programs and removed by others (draft-09 5.2)`))
		case "..":
			if depth == 0 {
				p.report(i, j, 1, p.say(`".." segment above the root of the path cannot be resolved (draft-09 5.2 step 6g, Appendix C)`))
			} else {
				p.report(i, j, 0, p.say(`".." segment in an absolute URL is kept as written by some programs and removed by others (draft-09 5.2)`))
				depth--
			}
		default:
			if j < path.End { // a segment followed by "/": one level down
				depth++
			}
		}
		i = j
	}
}
