package main

import (
	"bytes"
	"testing"
	"unicode/utf8"
)

// shownPieces finds the pieces of passwords that an output shows where
// the password stood, however short: the output of the same texts with
// twin passwords (shiftTwin: every letter and digit another of its
// class, so the twins' texts differ from the cases' at the passwords'
// letters and digits alone) must read the same line by line; on a line
// where they differ, the bytes that differ (with what they share at the
// line's start and end taken off) are what the passwords made, and they
// may hold no piece of a password: a run of one character or more of it
// that holds a letter or a digit. That is a port in a message equal to
// the password's first digits ("port 85 is not the default port" where
// the twin's says "port 18": leak-probe seed 499), which the windows of
// three bytes or more of the other checks do not catch, and an ordinary
// "85" of the output (a line number, an offset, a port of the host) is
// the same in the twin's and never counted.
//
// Where the outputs have as many lines, the line of the same number is
// the twin's; else the pieces are looked for with their context, as
// twinBatch does: a piece of two characters or more that the twin's
// output holds with neither the six bytes before it nor the six after
// it. It returns, for each piece found, the piece and the line.
func shownPieces(got, tw []byte, passwords []string) (found [][2]string) {
	return shownPiecesOf(got, tw, passwords, 1)
}

// shownPiecesOf is shownPieces for pieces of least characters or more.
func shownPiecesOf(got, tw []byte, passwords []string, least int) (found [][2]string) {
	if bytes.Equal(got, tw) {
		return nil
	}
	got, tw = hexRun.ReplaceAll(got, []byte("#")), hexRun.ReplaceAll(tw, []byte("#"))
	gl, tl := bytes.Split(got, []byte("\n")), bytes.Split(tw, []byte("\n"))
	if len(gl) == len(tl) {
		for i := range gl {
			if bytes.Equal(gl[i], tl[i]) {
				continue
			}
			a, b := gl[i], tl[i]
			p := 0
			for p < len(a) && p < len(b) && a[p] == b[p] {
				p++
			}
			s := 0
			for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
				s++
			}
			// Whole characters: a differing byte inside a character
			// takes the character.
			for p > 0 && p < len(a) && !utf8.RuneStart(a[p]) {
				p--
			}
			e := len(a) - s
			for e < len(a) && !utf8.RuneStart(a[e]) {
				e++
			}
			if piece := passwordPiece(a[p:e], passwords); utf8.RuneCountInString(piece) >= least {
				found = append(found, [2]string{piece, string(gl[i])})
			}
		}
		return found
	}
	for _, pw := range passwords {
		rs := []rune(pw)
		for i := 0; i+2 <= len(rs); i++ {
			w := string(rs[i : i+2])
			if w == shiftTwin(w) {
				continue
			}
			for j, k := 0, 0; ; j += k + 1 {
				k = bytes.Index(got[j:], []byte(w))
				if k < 0 {
					break
				}
				k += j
				left, right := got[max(0, k-shortContext):k+len(w)], got[k:min(len(got), k+len(w)+shortContext)]
				if !bytes.Contains(tw, left) && !bytes.Contains(tw, right) {
					found = append(found, [2]string{w, string(got[max(0, k-60):min(len(got), k+len(w)+60)])})
					break
				}
				k -= j
			}
		}
	}
	return found
}

// passwordPiece returns the longest run of d that is a piece of one of
// the passwords and holds a letter or a digit, or "".
func passwordPiece(d []byte, passwords []string) string {
	best := ""
	for lo := 0; lo < len(d); lo++ {
		for hi := len(d); hi > lo+len(best); hi-- {
			w := d[lo:hi]
			if !utf8.Valid(w) || string(w) == shiftTwin(string(w)) {
				continue
			}
			for _, pw := range passwords {
				if bytes.Contains([]byte(pw), w) {
					best = string(w)
					break
				}
			}
			if best == string(w) {
				break
			}
		}
	}
	return best
}

// TestShownPieces: the check finds a port made of a password's first
// digits, and no ordinary difference.
func TestShownPieces(t *testing.T) {
	pws := []string{"85”^«`?"}
	for _, tt := range []struct {
		got, tw string
		want    string
	}{
		{"-:509:15: warning: port 85 is not the default port 443\n", "-:509:15: warning: port 18 is not the default port 443\n", "85"},
		{"x\n-:509:15: warning: port 8 is not\n", "x\n-:509:15: warning: port 1 is not\n", "8"},
		{"http://u:***\n", "http://u:***\n", ""},
		{"a 85 b\nc\n", "a 85 b\nc\n", ""},
		{"id 8a5f00d1c2 and 85\n", "id 77c3ea0912 and 85\n", ""},
		{"host x\n", "host y\n", ""},
		// Lines that do not align: with context.
		{"one\nport 85 is not\n", "port 18 is not\n", "85"},
		{"one\nline 85 here\n", "line 85 here\n", ""},
	} {
		got := shownPieces([]byte(tt.got), []byte(tt.tw), pws)
		w := ""
		if len(got) > 0 {
			w = got[0][0]
		}
		if w != tt.want {
			t.Errorf("shownPieces(%q, %q) = %q, want %q", tt.got, tt.tw, got, tt.want)
		}
	}
}
