// Package arena holds the append-only byte blocks that strings handed out
// for a long time are cut from: extract's URL texts (the Scanner's
// texts) and lint's messages of findings (the pass's arena). A string
// cut from a block costs no allocation of its own, as strings.Builder's
// String does; a string kept keeps its block alive, at most a block's
// size.
package arena

import "unsafe"

// Arena is a block that strings are cut from: each byte appended after
// the last and never written again. A full block is left to the strings
// cut from it and a new one made, so a string handed out stays as it is
// however many are cut after it. The zero Arena is ready to use.
type Arena struct{ b []byte }

// String returns prefix+string(text), cut from a's block of block bytes.
// A text longer than block/4 (prefix included) gets a string of its own,
// so that a long text neither wastes the rest of a block nor keeps one
// alive for little. The empty text is "".
func (a *Arena) String(block int, prefix string, text []byte) string {
	n := len(prefix) + len(text)
	if n > block/4 {
		return prefix + string(text)
	}
	if n == 0 {
		return ""
	}
	b := a.b
	if cap(b)-len(b) < n {
		b = make([]byte, 0, block)
	}
	start := len(b)
	if len(prefix) > 0 {
		b = append(b, prefix...)
	}
	b = append(b, text...)
	a.b = b
	return unsafe.String(&b[start], n)
}
