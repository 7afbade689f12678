package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPortWordEndAsBefore: portWordEnd and PortWord, which tell most
// words by their first byte and their length (perf42), answer what they
// answered when they tried every opener and looked every word up
// (portWordEndAll, portWordAll), over lines drawn from every printable
// byte, every opener and closer, the port words in each case, and
// non-ASCII bytes, at every offset.
func TestPortWordEndAsBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 27))
	pieces := []string{"${", "{{", "{", "<", "$", "}", "}}", ">", "_", "-", "é", "\x00", "\xff"}
	for w := range portWords {
		pieces = append(pieces, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:], w[:len(w)-1], w+"s")
	}
	for n := 0; n < 300000; n++ {
		var b strings.Builder
		for k := rng.IntN(6); k > 0; k-- {
			if rng.IntN(3) == 0 {
				b.WriteByte(byte(' ' + rng.IntN(95))) // every printable byte
			} else {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		line := b.String()
		if got, want := PortWord(line), portWordAll(line); got != want {
			t.Fatalf("PortWord(%q) = %v, before %v", line, got, want)
		}
		for p := 0; p <= len(line); p++ {
			if got, want := portWordEnd(line, p), portWordEndAll(line, p); got != want {
				t.Fatalf("portWordEnd(%q, %d) = %d, before %d", line, p, got, want)
			}
		}
	}
}

// portWordAll is PortWord as it was before perf42: no length test.
func portWordAll(s string) bool {
	if len(s) > len("port_number") {
		return false
	}
	return portWords[strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)]
}

// portWordEndAll is portWordEnd as it was before perf42: every opener
// tried at every word.
func portWordEndAll(line string, p int) int {
	open, shut := "", ""
	for _, w := range [][2]string{{"${", "}"}, {"{{", "}}"}, {"{", "}"}, {"<", ">"}, {"$", ""}} {
		if strings.HasPrefix(line[p:], w[0]) {
			open, shut = w[0], w[1]
			break
		}
	}
	i := p + len(open)
	j := i
	for j < len(line) && (Is(line[j], Alpha) || line[j] == '_' || line[j] == '-') {
		j++
	}
	if j == i || !portWordAll(line[i:j]) || open == "" && !PortPlaceholder(line[i:j]) || !strings.HasPrefix(line[j:], shut) {
		return p
	}
	return j + len(shut)
}
