package urlsyntax

// Region returns [start, end) grown over every secret span of s it
// reaches into: a violation in bytes of a password (an unwise
// character, a bad escape) is reported over the password's whole span,
// so that no position marks where such a byte of it stands (CONTRACT,
// Positions: a region inside a userinfo tells a password's length, never
// a character of it; review47 F5, review51 K7). Every command that
// prints a region of a URL (lint's findings, parse's violations) asks
// this one method.
func (s *Secret) Region(start, end int) (int, int) {
	for _, sp := range s.Spans() {
		if sp.Lo < end && start < sp.Hi {
			start, end = min(start, sp.Lo), max(end, sp.Hi)
		}
	}
	return start, end
}
