package extract

import "bytes"

// lynxShortRest is the verdict of the rule lynx-margin on a URL cut at
// lynx's margin before its last byte or two when they are letters or
// digits, before more words ("…/Ou6w0" and "7 de la page", "…/x9" and
// "Z y", "…/Dom0_Kernels_for_" and "x Xen"; TestLynxFinalCut: lynx cuts
// a word longer than its line at its margin whatever its bytes, and
// where the URL is one or two bytes longer than the room, its rest is
// that short). The other reading is a URL that fills the line to the
// margin by chance before a word of prose of one or two letters or
// digits: a stopword of one or two letters ("a", "y", "e", "de": kept to
// lynxTail, both readings, the one that ends first) or a number ("7
// days"), which a lone digit or letter before prose seldom is; so both
// readings, the joined one first. It applies where the URL's line ends
// at lynx's margin, the URL starts its line (lynx moved it there), no
// line in sight is wider (fillWidth's widest), the next line is indented
// as lynx indents a cut word's rest (lynxIndent) and the URL holds a
// path (hostEnded). ok is false where it does not apply.
func (m *machine) lynxShortRest(f *breakFacts, tok, core []byte) (v verdict, ok bool) {
	if len(core) == 0 || len(core) > 2 || len(tok) != len(core) && tok[len(core)] != ',' && tok[len(core)] != '.' {
		return indifferent, false
	}
	if !asciiAlnum(core[0]) || len(core) == 2 && !asciiAlnum(core[1]) && bytes.IndexByte([]byte("_~+$-="), core[1]) < 0 {
		return indifferent, false // a letter or a digit first, then one more or a mark ("Z7", "R+", "Y~")
	}
	if len(core) == 2 && (core[0] <= '9' && core[1] <= '9' && asciiAlnum(core[1]) || lower(core[0]) && lower(core[1])) {
		return indifferent, false // "12 de", "vs", "ok": a number or a word of prose as likely
	}
	if core[0] <= '9' && len(tok) != len(core) {
		return indifferent, false // "3." before the next item of a numbered list (mpmath's zeta.html, lynx60)
	}
	if f.whole {
		return indifferent, false // alone on its line: a table's next cell as likely ("…/qB" over "V", tables/tuned/lynx60 0270)
	}
	if stopword(core) || string(core) == "I" || string(core) == "i" || string(core) == "u" {
		return indifferent, false // a word of prose of one or two letters: lynxTail's
	}
	if !hostEnded(m.text) || !asciiAlnum(f.last) && f.last != '_' && f.last != '-' && f.last != '=' {
		// (after a "/" a URL ends as often: "…/wb/" and "W", a table's
		// next cell, tables/tuned/lynx60 0204)
		return indifferent, false
	}
	n, lineOK := f.lineLength(m)
	if !lineOK || !isLynxMargin(n) || m.markerLen > 0 || !m.startsLine() || !m.lynxIndent(f) || m.passwordOpen(f) {
		return indifferent, false
	}
	if m.indent(f.i-1) < lynxLeft {
		return indifferent, false // not lynx's text (lynx-mark-rest's guard, review59 N4)
	}
	if f.fillWidth(m); !f.widest {
		return indifferent, false
	}
	return goesOnMaybe, true
}

// lower reports whether c is an ASCII small letter.
func lower(c byte) bool { return 'a' <= c && c <= 'z' }
