package printer

// A PathCache keeps what the formats made of the last path they wrote, so
// that the records of one input, which all have its path, have it made
// safe (appendSafe), escaped as a JSON string or as a workflow command's
// property, and searched for "@" (the boundary masker) once for the input,
// not once for each record. Its zero value is ready to use. A Record that
// points to one (Record.Paths) is printed byte for byte as it would be
// without: what the cache gives is what it made of the same path text.
// It is not safe for concurrent use: one goroutine at a time prints the
// records that point to it (the input's, in a command).
type PathCache struct {
	path string // what the forms below are of
	made uint8  // which of them are made for path
	at   bool   // path holds an "@"
	safe []byte // appendSafe(nil, path)
	json []byte // appendString(nil, path, false)
	html []byte // appendString(nil, path, true)
	gh   []byte // appendGitHub(nil, path, true)
}

const (
	madeAt = 1 << iota
	madeSafe
	madeJSON
	madeHTML
	madeGitHub
)

// of makes c's forms those of path: kept when path is the path they were
// made of, forgotten otherwise.
func (c *PathCache) of(path string) {
	if path != c.path {
		c.path, c.made = path, 0
	}
}

// hasAt reports whether path holds an "@" (hasAt), asked once for a path
// when c is not nil.
func (c *PathCache) hasAt(path string) bool {
	if c == nil {
		return hasAt(path)
	}
	c.of(path)
	if c.made&madeAt == 0 {
		c.at, c.made = hasAt(path), c.made|madeAt
	}
	return c.at
}

// appendSafe is appendSafe(b, path), made once for a path when c is not nil.
func (c *PathCache) appendSafe(b []byte, path string) []byte {
	if c == nil {
		return appendSafe(b, path)
	}
	c.of(path)
	if c.made&madeSafe == 0 {
		c.safe, c.made = appendSafe(c.safe[:0], path), c.made|madeSafe
	}
	return append(b, c.safe...)
}

// appendString is appendString(b, path, html), made once for a path when c
// is not nil.
func (c *PathCache) appendString(b []byte, path string, html bool) []byte {
	if c == nil {
		return appendString(b, path, html)
	}
	c.of(path)
	if html {
		if c.made&madeHTML == 0 {
			c.html, c.made = appendString(c.html[:0], path, true), c.made|madeHTML
		}
		return append(b, c.html...)
	}
	if c.made&madeJSON == 0 {
		c.json, c.made = appendString(c.json[:0], path, false), c.made|madeJSON
	}
	return append(b, c.json...)
}

// appendGitHub is appendGitHub(b, path, true), made once for a path when c
// is not nil.
func (c *PathCache) appendGitHub(b []byte, path string) []byte {
	if c == nil {
		return appendGitHub(b, path, true)
	}
	c.of(path)
	if c.made&madeGitHub == 0 {
		c.gh, c.made = appendGitHub(c.gh[:0], path, true), c.made|madeGitHub
	}
	return append(b, c.gh...)
}
