// Package secrettest holds what the tests of passwords in URLs share
// across packages (the command's and mapper's).
package secrettest

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/urlsift/urlsift/urlsyntax"
)

// PortLike reports whether a password begins as a port does: digits, or
// a word that stands for a port ("port", "PORT", "{port}", "$PORT":
// urlsyntax.PortPlaceholder), and then a byte that ends a port ("7/abc", "12
// 34", "port/x"). Such a password reads as a host, a port and a path
// ("http://alice:7/abc@h/" is host alice, port 7) unless a host name
// follows its "@" and no white space stands before it
// (urlsyntax.AppendSecrets). After a bare URL cut by a line break after
// such a byte, the digits are a password's where an "@" and a host name
// start the next line ("see http://alice:901>⏎@localhost/x", CONTRACT
// since stop 43: TestPortEndingPunctuationPasswords draws those); the
// generators that use PortLike draw every wrapper, where the byte may
// be the wrapper's closer and the digits a port, and leave them out.
func PortLike(pw string) bool {
	d := 0
	for d < len(pw) && '0' <= pw[d] && pw[d] <= '9' {
		d++
	}
	if d == 0 {
		d = portWordEnd(pw)
	}
	return d > 0 && d < len(pw) && !strings.ContainsRune("@-._~!$&'()*+,;=%^{}[:", rune(pw[d])) &&
		!('a' <= pw[d]|0x20 && pw[d]|0x20 <= 'z') && !('0' <= pw[d] && pw[d] <= '9') && pw[d] < 0x80
}

// portWordEnd returns the end of a word that stands for a port at the
// start of pw, maybe in a placeholder's brackets, or 0.
func portWordEnd(pw string) int {
	for _, w := range [][2]string{{"${", "}"}, {"{{", "}}"}, {"{", "}"}, {"<", ">"}, {"$", ""}, {"", ""}} {
		if !strings.HasPrefix(pw, w[0]) {
			continue
		}
		i := len(w[0])
		j := i
		for j < len(pw) && ('a' <= pw[j]|0x20 && pw[j]|0x20 <= 'z' || pw[j] == '_' || pw[j] == '-') {
			j++
		}
		if j > i && urlsyntax.PortWord(pw[i:j]) && (w[0] != "" || urlsyntax.PortPlaceholder(pw[i:j])) && strings.HasPrefix(pw[j:], w[1]) {
			return j + len(w[1])
		}
	}
	return 0
}

// PctDecode decodes every %XX of b, leaving a "%" that no two hex digits
// follow; b itself when it holds no "%".
func PctDecode(b []byte) []byte {
	if bytes.IndexByte(b, '%') < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] == '%' && i+2 < len(b) {
			if v, err := strconv.ParseUint(string(b[i+1:i+3]), 16, 8); err == nil {
				out = append(out, byte(v))
				i += 2
				continue
			}
		}
		out = append(out, b[i])
	}
	return out
}
