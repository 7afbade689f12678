package extract

// Emit: storing an accepted candidate in the Scanner's URL, with the
// positions of its pieces.

// emit stores the candidate m accepted in the scanner's URL, computing its
// positions.
func (s *Scanner) emit(m *machine) {
	prefix, rel := m.prefix, m.rel
	text := m.text
	npre := len(prefix)
	pieces := s.pieces[:0]
	var last rawPiece
	for _, r := range m.raw {
		if r.text >= len(text) {
			break
		}
		pieces = append(pieces, piece{text: r.text + npre, pos: s.posAt(r.buf)})
		last = r
	}
	s.pieces = pieces
	end := s.posAt(last.buf + len(text) - last.text)
	var full string
	if npre > 0 {
		full = prefix + string(text)
	} else {
		full = string(text)
	}
	// Field by field: cheaper than copying a whole URL value.
	u := &s.u
	u.Text = full
	u.Start, u.End = pieces[0].pos, end
	u.Delimiter = m.w.d
	u.Rejoined = len(pieces) > 1 && end.Line != pieces[0].pos.Line
	u.Abbreviated, u.Relative, u.Prefix = npre > 0, rel, npre
	u.pieces = pieces
	u.HyphenBreak, u.Alternatives = nil, nil
	var hb []int
	for _, h := range m.hyph {
		if h < len(text)-1 {
			hb = append(hb, h+npre)
		}
	}
	if len(hb) > 0 {
		u.HyphenBreak = hb
		u.Alternatives = []string{u.DropHyphens()}
	}
}
