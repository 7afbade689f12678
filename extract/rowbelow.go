package extract

import "bytes"

// rowBelow reports whether the URL that ends its line, set alone on it
// (after blanks only), ends there because the next line is a row of a
// table of its own: its first word is followed by a gutter (three blanks
// or more, or a tab), a cell, another gutter and another cell, and it
// starts in another column than the URL. That is a line of a table
// printed as preformatted text and cut by the renderer at its width where
// the URL ended and blanks followed (lynx cuts the line
// "…http://alasky.u-strasbg.fr/2MASS/H/Moc.fits   CDS/P/2MASS/H   image   1.0"
// in the blanks after the URL, and the next line keeps the rest of them,
// "CDS/P/2MASS/H" under another column than the URL's; html2text sets the
// row's rest at the left edge): the word is the row's next cell, not the
// URL's rest. A URL cut inside itself goes on in its own column (prose:
// at its paragraph's indentation; a cell of a table: under its cell),
// and a URL in a cell of a table (tableCol, cellBelow) has the row's other
// cells on its own line too. A URL whose userinfo is open (userinfoOpen)
// or whose host no "/" has ended yet (siteEnded) is left to the other
// rules.
func (m *machine) rowBelow(f *breakFacts) bool {
	b := m.b
	ls, ok := m.urlLineStart(f.i)
	if !ok || m.w.open < ls || f.k >= f.j {
		return false // its start is out of sight, the URL started on a line above, or no word follows
	}
	if userinfoOpen(m.text) || !siteEnded(m.text) {
		return false // a password may be cut here, or the host: the other rules decide (review61)
	}
	for _, c := range b[ls:m.w.open] {
		if c != ' ' {
			return false // the URL is not alone on its line
		}
	}
	ns := f.i + 1
	if b[f.i] == '\r' {
		ns++
	}
	if kc := runesIn(b[ns:f.k]); ns > f.k || kc == 0 || kc == m.w.open-ls {
		return false // the next line starts at the left edge or in the URL's column
	}
	for _, c := range b[ns:f.k] {
		if c != ' ' {
			return false // a prefix ("> ", "| ") before the word
		}
	}
	// The next line: its first word, then gutter, cell, gutter, cell.
	e := f.k
	for e < f.lim && !rowBlank(b[e]) && b[e] != '\n' && b[e] != '\r' {
		e++
	}
	for cell := 0; cell < 2; cell++ {
		g, tab := e, false
		for g < f.lim && rowBlank(b[g]) {
			tab = tab || b[g] == '\t'
			g++
		}
		if g-e < 3 && !tab || g >= f.lim || b[g] == '\n' || b[g] == '\r' {
			return false // no gutter, or nothing after it
		}
		// The cell: words apart by one or two blanks, to the next
		// gutter or the line's end.
		e = g
		for e < f.lim && b[e] != '\n' && b[e] != '\r' {
			if rowBlank(b[e]) {
				n := 0
				for e+n < f.lim && b[e+n] == ' ' {
					n++
				}
				if n >= 3 || b[e] == '\t' {
					break
				}
				e += n
				continue
			}
			e++
		}
	}
	return true
}

// userinfoOpen reports whether the URL read so far, t, holds a ":" after
// its "//" (or its scheme) and no "@": a user name and a password whose
// "@" may be on the next line ("ftp://svc_user:035/" over
// "XK6_z@10.1.2.3:5432/app   no   42"), or a port. rowBelow ends no such
// URL: ended there, a cut password would be shown (review61).
func userinfoOpen(t []byte) bool {
	i := bytes.Index(t, []byte("//"))
	if i < 0 {
		i = bytes.IndexByte(t, ':')
	}
	if i < 0 {
		return false
	}
	rest := t[i+1:]
	return bytes.IndexByte(rest, ':') >= 0 && bytes.IndexByte(rest, '@') < 0
}

// siteEnded reports whether the URL read so far, t, has a host (after its
// userinfo's last "@") that a "/" ended: "…:***@" over a row whose first
// word is the host is not ended by rowBelow.
func siteEnded(t []byte) bool {
	i := bytes.Index(t, []byte("://"))
	if i < 0 {
		return false
	}
	site := t[i+3:]
	if j := bytes.LastIndexByte(site, '@'); j >= 0 {
		site = site[j+1:]
	}
	return bytes.IndexByte(site, '/') > 0
}

// rowBlank reports whether c is a blank of a row of a table (rowBelow).
func rowBlank(c byte) bool { return c == ' ' || c == '\t' }
