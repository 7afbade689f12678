package main

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

var (
	truncSeed = flag.Uint64("truncseed", 4940, "TestTruncatedPasswords: the seed of its passwords")
	truncPws  = flag.Int("truncpws", 0, "TestTruncatedPasswords: how many passwords to draw (0: the default, fewer with -short)")
)

// TestTruncatedPasswords (review50 J3): a renderer that truncates lines
// (`pr -2`/`-3` columns, `cut -c`, a log's truncation) keeps a password's
// first piece and drops its rest, "@" and host: "mysql://u:mpfFYrQCvF"
// printed as a host and a port, and lint quoted the piece in
// invalid-port's message. The lead's decision: after a user name's
// shape (a word with no dot) and ":", a piece at the URL's end that holds
// a letter and a digit, a byte that is neither, or letters whose case is
// mixed past the first is a password's, masked in every output.
//
// The passwords: 6 to 20 bytes of letters, digits and the bytes a URL
// keeps at its end ("$&+=-_~"), each class as likely; each
// cut at every byte (the truncated piece), the URL in prose, bare or
// after an opener whose closer the cut dropped, then a column's gap and
// another column's words, a line's end, or a truncation mark. Not drawn
// (the decision keeps them shown, as the grammar reads them, a host and
// a port: `host:port`, `server:PORT`): a piece of digits, or of letters
// in one case or Title case. Every case goes through extract and lint in
// every format against its twin (checkWhiteSpaceCases).
func TestTruncatedPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(*truncSeed, 19))
	npw := *truncPws
	if npw == 0 {
		npw = 30
		if testing.Short() {
			npw = 10
		}
	}
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", "$&+=-_~"}
	users := []string{"u", "alice", "deploy", "x_y", "svc-1"}
	schemes := []string{"mysql", "https", "postgres", "ftp", "redis", "mongodb"}
	openers := []string{"", "", "", "<", "\"", "(", "'", "«"}
	befores := []string{"an these down a time over all long ", "see ", "", "x = ", "url: "}
	// What stands after the cut: a column's gap and the next column's
	// words (pr), the line's end (cut -c), a truncation's mark.
	afters := []string{" no has side way\n", "  the other column\n", "\tword\n", "\n", "...\n", "…\n", " [truncated]\n"}
	leaks, n := 0, 0
	for drawn := 0; drawn < npw; {
		var b strings.Builder
		for range 6 + r.IntN(15) {
			k := classes[r.IntN(len(classes))]
			b.WriteByte(k[r.IntN(len(k))])
		}
		pw := b.String()
		if pw == shiftTwin(pw) {
			continue
		}
		drawn++
		var cases []wsCase
		for i := 1; i <= len(pw); i++ {
			piece := strings.TrimRight(pw[:i], ".")
			if truncKept(piece) {
				continue
			}
			user, scheme := users[r.IntN(len(users))], schemes[r.IntN(len(schemes))]
			op, before, after := openers[r.IntN(len(openers))], befores[r.IntN(len(befores))], afters[r.IntN(len(afters))]
			mk := func(p string) secretCase {
				return secretCase{
					text:   "Intro line.\n" + before + op + scheme + "://" + user + ":" + p[:i] + after + "last line\n",
					url:    scheme + "://" + user + ":" + p[:i],
					pieces: []string{p[:i]},
				}
			}
			cases = append(cases, wsCase{mk(pw), mk(shiftTwin(pw)), ""})
		}
		n += len(cases)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	t.Logf("%d cases (seed %d, %d passwords): %d leaks", n, *truncSeed, npw, leaks)

	// What stays shown: ports, words that stand for one, host names.
	for _, in := range []string{
		"see http://host:port and more\n",
		"see http://localhost:PORT and more\n",
		"see http://db:Port and more\n",
		"see http://u:8080 and more\n",
		"see http://localhost:8080x and more\n",
		"see http://db.example.com:abc1 and more\n",
		"see http://server:{port} and more\n",
		"see file://D:\\Program and more\n",
	} {
		want := strings.ReplaceAll(strings.Fields(in)[1], `\`, `\\`) // as JSON writes it
		maskedShape(t, in, want, "***", false)
	}
}

// truncKept reports whether a truncated piece reads as a port by the
// decision TestTruncatedPasswords follows: digits, or letters in one case
// or Title case (a word: "port", "PORT", "Port").
func truncKept(piece string) bool {
	if piece == "" || strings.Trim(piece, "0123456789") == "" {
		return true
	}
	// Ports written otherwise and port placeholders (review50 J10, the
	// lead's decision): a one-case word whose letters "_" or "-" join
	// one at a time ("YOUR_PORT", "port_no"), a range or list of ports,
	// hex, a version.
	if w := strings.FieldsFunc(piece, func(r rune) bool { return r == '_' || r == '-' }); len(w) > 1 &&
		strings.Join(w, "") != "" && !strings.Contains(piece, "__") && !strings.Contains(piece, "--") &&
		!strings.Contains(piece, "_-") && !strings.Contains(piece, "-_") && strings.Trim(piece[:1]+piece[len(piece)-1:], "_-") == piece[:1]+piece[len(piece)-1:] {
		joined := strings.Join(w, "")
		if strings.Trim(joined, "abcdefghijklmnopqrstuvwxyz") == "" || strings.Trim(joined, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
			return true
		}
	}
	if strings.Trim(piece, "0123456789-,") == "" && strings.ContainsAny(piece, "-,") && strings.Trim(piece[:1]+piece[len(piece)-1:], "0123456789") == "" {
		digits := true
		for _, f := range strings.FieldsFunc(piece, func(r rune) bool { return r == '-' || r == ',' }) {
			digits = digits && f != ""
		}
		if digits {
			return true
		}
	}
	if len(piece) > 2 && piece[0] == '0' && (piece[1] == 'x' || piece[1] == 'X') && strings.Trim(piece[2:], "0123456789abcdefABCDEF") == "" {
		return true
	}
	if len(piece) > 1 && (piece[0] == 'v' || piece[0] == 'V') && strings.Trim(piece[1:], "0123456789.") == "" && piece[1] != '.' {
		return true
	}
	for _, r := range piece {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	rest := piece[1:]
	return strings.ToLower(piece) == piece || strings.ToUpper(piece) == piece || strings.ToLower(rest) == rest
}
