package extract

import "strings"

// gluedMarkReading reads the secret of a rejoined URL just stored without
// the marker that its next lines share with its line, glued to the text
// (a comment's or a quote's marker of ASCII punctuation with no white
// space after it, which the rejoin's prefix does not know: "%", "$",
// "!", "*,"): "%clone (mongodb://sk-…GSW⏎%FEj1zQG7a@db/db)" was rejoined
// as "mongodb://sk-…GSW%FEj1zQG7a@db/db", whose user name, "%FE" and all,
// is no token, and printed whole (trust22's TestSecretsFoldedUnderPrefix,
// review53 M4's class). The reading with the marker's bytes left out of
// each piece that starts inside it is added to the URL's Secret
// (urlsyntax.Secret.AddReading), as the reading without a hyphen at a
// line break is; the text itself is not changed.
func (s *Scanner) gluedMarkReading(m *machine) {
	u := &s.u
	if strings.IndexByte(u.Text, '@') < 0 || len(u.pieces) < 2 {
		return
	}
	ls := u.Start.Offset - (u.Start.Column - 1) - s.bufOff
	lo := u.pieces[0].pos.Offset - s.bufOff
	if ls < 0 || lo < ls || lo > s.end {
		return
	}
	line := s.buf[ls:lo]
	in := 0 // indentation before the marker ("    %see …", review54 N5)
	for in < len(line) && (line[in] == ' ' || line[in] == '\t') {
		in++
	}
	mk := in
	for mk < len(line) && markByte(line[mk]) {
		mk++
	}
	if mk == in || mk < len(line) && (line[mk] == ' ' || line[mk] == '\t') {
		return // none, or one that white space follows (the rejoin's prefix)
	}
	var out []byte
	last := 0
	for k := 1; k < len(u.pieces) && k < len(m.raw); k++ {
		b := m.raw[k].buf
		pls := s.lineBegin(b)
		if pls < 0 || b < pls {
			continue
		}
		// The marker is what the piece's line shares with the URL's
		// past the indentation: "&" of "&<git+ssh://5UWVWo" over
		// "&XVpQ…@localhost/g/p.git>", where "<" is the URL's opener
		// (urlsyntax's gluedMark; trust22's seed 5187).
		c := 0
		for c < mk && pls+c < s.end && s.buf[pls+c] == line[c] {
			c++
		}
		if c <= in || b >= pls+c {
			continue // the piece starts past the marker, or its line has none
		}
		t, drop := u.pieces[k].text, pls+c-b
		if t < last || t+drop > len(u.Text) || u.Text[t:t+drop] != string(s.buf[b:b+drop]) {
			continue
		}
		out = append(out, u.Text[last:t]...)
		last = t + drop
	}
	if out == nil {
		return
	}
	u.Secret.AddReading(string(append(out, u.Text[last:]...)))
}

// markByte reports whether c may be a byte of a marker glued to a
// line's text: ASCII punctuation but "@" (urlsyntax's gluedMark).
func markByte(c byte) bool {
	return '!' <= c && c <= '/' || ':' <= c && c <= '?' || '[' <= c && c <= '`' || '{' <= c && c <= '~'
}
