package urlsyntax

import (
	"bytes"
	"encoding/base64"
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"
)

// An access token used as a URL's user name that white space (or white
// space and a line break) cut on its line: the URL ends at the cut, and
// its authority, read as a host, is the token's first piece. Where the
// piece is no token by its shape alone ("ghp_0123" of "ghp_0123 4567…",
// a 32-byte run's first 10 bytes), the piece, the words after it and the
// last word's user name read together are (TokenLike): the piece is
// hidden as the token's (review49 H3's remainder; cut twice or more on
// its line since stop 53, review52 L2).

// tokenHeadMin is the length of the shortest first piece read so: one
// byte since stop 59 ("key: https://g⇥hp_YAkq…@github.com/o/r" printed
// "https://g" and --fix --diff showed the line, trust29); what follows
// tells, read with it, a token or none (tokenOnLine).
const tokenHeadMin = 1

// tokenHead reports whether auth, the authority of a URL that ends at
// white space or a line break, may be the first piece of an access token
// cut there: bytes a token holds (letters, digits, "_", "-"; and "." in a
// JSON Web Token's, which starts with "eyJ"), tokenHeadMin of them or
// more. Whether it is one is told by what follows (tokenOnLine).
func tokenHead(auth string) bool {
	if len(auth) < tokenHeadMin {
		return false
	}
	jwt := len(auth) >= 3 && auth[:3] == "eyJ"
	for i := 0; i < len(auth); i++ {
		if !TokenByte(auth[i]) && (auth[i] != '.' || !jwt) {
			if auth[i] >= 0xc2 {
				// As a reader sees it (invisible.go).
				if r := readerName(auth, false); r != auth && tokenHead(r) {
					return true
				}
				if r := readerName(auth, true); r != auth {
					return tokenHead(r)
				}
			}
			return punctHead(auth)
		}
	}
	return true
}

// punctHead reports whether auth, the authority of a URL that ends at
// white space or a line break, may be the first piece of an access token
// that holds "=", "+", ".", "~" or an escaped "/" (tokenPunct: base64 and
// its padding, a Basic credential, "ya29.", a run with punctuation),
// which white space or a line break cut: its bytes are such a token's
// (punctByte), and it holds "=", "+", "~" or "%" (which no host name
// holds), starts with a prefix of dottedPrefixes, or holds "." between
// pieces that change class as a random token's do (not a host name's:
// "app01.example.org"). Whether it is one is told by what follows, read
// together with it (tokenOnLine, tokenFolded: tokenPunct).
func punctHead(auth string) bool {
	if len(auth) < tokenHeadMin {
		return false
	}
	for i := 0; i < len(auth); i++ {
		if !punctByte(auth[i]) {
			return false
		}
	}
	if strings.ContainsAny(auth, "=+~%") {
		return true
	}
	for _, p := range dottedPrefixes {
		if strings.HasPrefix(auth, p) {
			return true
		}
	}
	var buf [tokenUserMax]byte
	if len(auth) > len(buf) {
		return false
	}
	body := buf[:0]
	for i := 0; i < len(auth); i++ {
		if auth[i] != '.' {
			body = append(body, auth[i])
		}
	}
	return len(body) >= 8 && classChanges(body)*tokenChangeRate >= len(body)
}

// punctByte reports whether c is a byte of a token that holds
// punctuation (tokenPunct): a token's byte (TokenByte), "=", "+", ".",
// "~", or the "%" of an escaped "/" ("%2F").
func punctByte(c byte) bool {
	return TokenByte(c) || c == '=' || c == '+' || c == '.' || c == '~' || c == '%'
}

// punctUser reports whether user, a token's pieces read together
// (tokenOnLine, tokenFolded), is no token's but for its punctuation: it
// holds "=", "+", ".", "~" or "%" and is neither a JSON Web Token's
// ("eyJ", whose parts "." joins) nor a token of such bytes (tokenPunct,
// an escaped "/" decoded).
func punctUser(user []byte) bool {
	if !bytes.ContainsAny(user, "=+.~%") || bytes.HasPrefix(user, []byte("eyJ")) && !bytes.ContainsAny(user, "=+~%") {
		return false
	}
	u := string(user)
	if strings.IndexByte(u, '%') >= 0 {
		u = pctDecodeString(u)
	}
	return !tokenPunct(u)
}

// TokenByte reports whether c is a byte of a token's run: a letter, a
// digit, "_" or "-" (extract's table readings ask it too).
func TokenByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-'
}

// tokenPrefixLen returns the length of the well-known prefix user
// starts with (tokenPrefixes, OpenAI's "sk-" and "sk-proj-"), or 0.
func tokenPrefixLen(user []byte) int {
	for _, p := range tokenPrefixes {
		if len(user) > len(p) && string(user[:len(p)]) == p {
			return len(p)
		}
	}
	for _, p := range [...]string{"sk-proj-", "sk-"} {
		if len(user) > len(p) && string(user[:len(p)]) == p {
			return len(p)
		}
	}
	return 0
}

// classChanges returns how many times the class of w's bytes (a capital,
// a small letter, a digit, another byte) changes from one byte to the
// next: a random token's run changes class at 6 bytes of 10 or so
// (base62: 1 - (26/62)^2*2 - (10/62)^2), prose's words hardly: a capital
// then small letters (Title case, "The") is not counted, a hyphen is
// skipped ("well-known"); letters then digits ("server01", "v2") are one.
func classChanges(w []byte) int {
	n, last, at := 0, -1, 0
	for _, c := range w {
		if c == '-' {
			continue
		}
		k := byteClass(c)
		if k != last && last >= 0 && !(at == 1 && last == 0 && k == 1) {
			n++
		}
		last = k
		at++
	}
	return n
}

func byteClass(c byte) int {
	switch {
	case 'A' <= c && c <= 'Z':
		return 0
	case 'a' <= c && c <= 'z':
		return 1
	case '0' <= c && c <= '9':
		return 2
	}
	return 3
}

// tokenShaped reports whether user is an access token of a shape that a
// prefix and a length alone do not tell without also telling user names
// (TokenLike's prefixes): an OpenAI key, "sk-" (or "sk-proj-") and 20 or
// more letters, digits, "_" and "-" that mix letters and digits; an AWS
// access key ID, "AKIA" or "ASIA" and 16 capitals and digits; a JSON Web
// Token, "eyJ" and three dot-separated runs of base64url, 32 bytes or
// more.
func tokenShaped(user string) bool {
	if len(user) < 20 {
		return false
	}
	switch user[0] {
	case 's':
		body, ok := strings.CutPrefix(user, "sk-")
		if !ok {
			return false
		}
		body = strings.TrimPrefix(body, "proj-")
		return len(body) >= 20 && tokenBody(body)
	case 'A':
		if len(user) != 20 || user[:4] != "AKIA" && user[:4] != "ASIA" {
			return false
		}
		for i := 4; i < 20; i++ {
			if c := user[i]; !('A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
				return false
			}
		}
		return true
	case 'e':
		if len(user) < 32 || user[:3] != "eyJ" || strings.Count(user, ".") != 2 {
			return false
		}
		for part := range strings.SplitSeq(user, ".") {
			if part == "" {
				return false
			}
			for i := 0; i < len(part); i++ {
				if !TokenByte(part[i]) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// latinLookalike maps a letter of another script or block that looks like
// one of A, K, I and S, the letters of an AWS access key ID's prefix
// ("AKIA", "ASIA"), to that letter: Unicode's confusables.txt, whose
// lines are in testdata/confusables-akis.txt (review55 N8: "AΚIA…" with a
// Greek kappa was shown; readerName reads a capital of another script as
// "A", which no prefix starts "AAIA").
var latinLookalike = map[rune]byte{
	'\u0391': 'A', '\u0410': 'A', '\u13aa': 'A', '\u15c5': 'A', '\ua4ee': 'A',
	'\u039a': 'K', '\u041a': 'K', '\u212a': 'K', '\u13e6': 'K', '\u16d5': 'K', '\u2c94': 'K', '\ua4d7': 'K',
	'\u0399': 'I', '\u0406': 'I', '\u04c0': 'I', '\u2160': 'I', '\u2c92': 'I', '\ua4f2': 'I',
	'\u0405': 'S', '\u054f': 'S', '\u13da': 'S', '\u13d5': 'S', '\ua4e2': 'S',
}

// latinSkeleton returns s with each letter of latinLookalike as the Latin
// capital it looks like, or s itself where it holds none.
func latinSkeleton(s string) string {
	var out []byte
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		c, ok := latinLookalike[r]
		if !ok {
			if out != nil {
				out = append(out, s[i:i+size]...)
			}
			i += size
			continue
		}
		if out == nil {
			out = append(make([]byte, 0, len(s)), s[:i]...)
		}
		out = append(out, c)
		i += size
	}
	if out == nil {
		return s
	}
	return string(out)
}

// awsKeyRead reports whether user, read as latinSkeleton reads it, is an
// AWS access key ID with up to three letters or digits of another script
// among its 16 (review55 N8: "AKIANAORHCSG6DDZUХWЖU", a Cyrillic X in
// place of one capital and a letter put in): some of them taken out, the
// rest read as capitals, it is one (tokenShaped). A rune of another script
// is either in place of one of the key's or put in; every choice is tried.
func awsKeyRead(user string) bool {
	user = latinSkeleton(user)
	if len(user) < 20 {
		return false
	}
	var foreign [3]int // byte offsets of the runes of another script
	f, n := 0, 0
	for i := 0; i < len(user); {
		r, size := utf8.DecodeRuneInString(user[i:])
		switch {
		case r < utf8.RuneSelf:
			if c := byte(r); !('A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
				return false
			}
		case unicode.IsLetter(r) || unicode.IsNumber(r):
			if f == len(foreign) {
				return false
			}
			foreign[f] = i
			f++
		default:
			return false
		}
		n++
		i += size
	}
	drop := n - 20
	if f == 0 || drop < 0 || drop > f {
		return false
	}
	var key [20]byte
	for mask := 0; mask < 1<<f; mask++ {
		if bits.OnesCount(uint(mask)) != drop {
			continue
		}
		k, fi := 0, 0
		for i := 0; i < len(user); {
			_, size := utf8.DecodeRuneInString(user[i:])
			switch {
			case fi < f && foreign[fi] == i:
				if mask&(1<<fi) == 0 {
					key[k] = 'A'
					k++
				}
				fi++
			default:
				key[k] = user[i]
				k++
			}
			i += size
		}
		if tokenShaped(string(key[:k])) {
			return true
		}
	}
	return false
}

// tokenRest reports whether after goes on the token that head, the
// authority of a URL that ended at white space or a line break, starts
// (line is the URL's line before the URL):
// white space, then words, the last of which runs to an "@" and a host
// (tokenOnLine), that with head are a token. Punctuation the
// URL's end left out before the white space (a JSON Web Token's "." cut
// after it, "-" or "_") is the token's.
func tokenRest(head string, line, after []byte) bool {
	if nonASCII(head) < len(head) || hasReaderChange(after) {
		// As a reader sees them (invisible.go): format characters
		// taken out of the head and of the words after it, full-width
		// forms as their ASCII, a character of another script in the
		// head read in place of one of the token's or among them; where
		// the URL ended at a format character (U+200B, U+FEFF, a
		// direction mark) and the token's bytes go on after it, they
		// are the head's too, up to white space, or an "@" or a ":"
		// that ends the user name
		// ("https://2THJQDvfc9NJHfdiak\u200bfnGJABLNbRVQTZ3o12@github.com/o/r"
		// printed its first piece, review53 M7).
		glued := invisibleLen(after) > 0
		after = readerText(after)
		for _, drop := range [2]bool{false, true} {
			h, a := readerName(head, drop), after
			if glued {
				j := 0
				for j < len(a) && (TokenByte(a[j]) || a[j] == '.') {
					j++
				}
				h, a = h+string(a[:j]), a[j:]
				if j > 0 && len(a) > 0 && (a[0] == '@' && tokenAtHost(a[1:]) || a[0] == ':') {
					if TokenLike(h) {
						return true
					}
					continue
				}
			}
			if tokenRestRead(h, line, a) {
				return true
			}
		}
		return false
	}
	return tokenRestRead(head, line, after)
}

// tokenRestRead is tokenRest of a head and a text read as they stand.
func tokenRestRead(head string, line, after []byte) bool {
	g := 0
	for g < len(after) && g < 4 && (after[g] == '.' || after[g] == '-' || after[g] == '_') {
		g++
	}
	if g > 0 && (skipSpace(after, g) > g || lineBreakLen(after[g:]) > 0) {
		head, after = head+string(after[:g]), after[g:]
	}
	return (TokenLike(head) || tokenHead(head)) && tokenOnLine(head, line, after) || tokenFolded(head, line, after)
}

// tokenFoldedLines bounds the lines tokenFolded reads after the URL's:
// a token of 255 bytes cut every 5.
const tokenFoldedLines = 52

// tokenFolded reports whether after, the text after a URL whose
// authority head ended at its line's end, goes on a token that a
// program cut at a width (fold -w, a terminal's capture, a narrow
// column): lines of one word of a token's bytes each, then a line whose
// word runs to a ":" (a password, which the width may cut too) or to an
// "@" and a host (tokenAtHost: its first byte, or the line's end where
// the width cut it), the token's user name all of them together
// (TokenLike; "https://ghp_GGZ⏎ExgI0qm6NJd7⏎SwYo9jku8KGK⏎
// L5OWm0rLM@gi⏎thub.com/o/r" printed "https://ghp_GGZ", stop 51). White
// space, a mail quote's ">" and the prefix each line shares with line,
// the URL's line before the URL (skipLinePrefix: " * ", "// ", "# ", a
// marker glued to the text), before a line are the layout's (" * url =
// https://ghp_Z8ZVQ2⏎ * 3K⏎ * 8X4X…@github.com/o/r" printed the first
// piece until stop 54). A head of
// one byte is read here (a width that cut right after "://"), as the
// token's shape, read whole across two lines or more, says what it is.
func tokenFolded(head string, line, after []byte) bool {
	if head == "" || !tokenHead(head+"xx") {
		return false
	}
	user := make([]byte, 0, 64)
	user = append(user, head...)
	k := 0
	for range tokenFoldedLines {
		k = skipSpace(after, k)
		n := lineBreakLen(after[k:])
		if n == 0 {
			return false
		}
		k = skipSpace(after, skipLinePrefix(after, k+n, line))
		if k < len(after) && after[k] == '>' {
			k = skipSpace(after, k+1) // a mail quote's "> "
		}
		j := k
		for j < len(after) && punctByte(after[j]) { // "." but a JSON Web Token's, "=", "+", "~", "%": punctUser
			j++
		}
		if j == k && (j == len(after) || after[j] != '@' && after[j] != ':') {
			return false
		}
		user = append(user, after[k:j]...)
		if len(user) > tokenUserMax {
			return false
		}
		if j < len(after) && after[j] == ':' {
			return !punctUser(user) && TokenLike(string(user)) // a password after it, which the width may cut too
		}
		if j < len(after) && after[j] == '@' {
			// The host: a registry name's "_" or "%" may start it too
			// ("…L67a@_gateway/db").
			return (tokenAtHost(after[j+1:]) || j+1 < len(after) && regStart(after[j+1])) && !punctUser(user) && TokenLike(string(user))
		}
		if j < len(after) && skipSpace(after, j) == j && lineBreakLen(after[j:]) == 0 {
			return false // a word that goes on with other bytes: prose
		}
		k = j
	}
	return false
}

// tokenAtHost reports whether h, the text after a token's "@", starts a
// host: a letter, a digit or "[", or the line's end where a width cut
// the host.
func tokenAtHost(h []byte) bool {
	if len(h) == 0 || lineBreakLen(h) > 0 {
		return true
	}
	c := h[0]
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '['
}

// dottedPrefixes start access tokens whose prefix holds a "." or that
// the older list did not know (review54 N4): Google's OAuth access
// tokens ("ya29."), Dropbox's short-lived ones ("sl."), Slack's
// rotating and refresh tokens ("xoxe.xoxp-1-…", "xoxe-1-…").
var dottedPrefixes = [...]string{"ya29.", "sl.", "xoxe.", "xoxe-"}

// tokenPunct reports whether user is an access token that holds "=",
// "+", "." or "~" (review54 N4: such tokens used as the user name were
// printed whole, the run of 32 allowing "_" and "-" alone):
//   - a token of dottedPrefixes, 16 bytes or more of a token's bytes and
//     "." after it, a letter and a digit among them;
//   - base64 of a Basic credential, "user:password" (standard or URL
//     alphabet, padded or not, 8 bytes or more): it decodes to printable
//     ASCII with a ":" between two non-empty parts, the first a name's
//     bytes (letters, digits, "._-@+"; not a JSON Web Token's header,
//     `{"alg":…}`), which no user name's
//     bytes do by chance (a random name of 12 bytes decodes to 9 bytes,
//     all printable one time in 7,000, with a ":" more rarely still);
//   - base64 with its padding ("…==" or "…=", 16 bytes or more, a length
//     that is a multiple of 4) of a letter and a digit, or both cases:
//     no user name ends so;
//   - a run of 32 bytes or more of letters, digits and "=+._~-", with one
//     of "=+.~" among them (a JSON Web Token's shape without "eyJ", a
//     random run with punctuation), whose pieces between the punctuation
//     change class (randomPieces) as a random token's do and names hardly
//     ever ("firstname.lastname.department.example" stays a name).
func tokenPunct(user string) bool {
	if len(user) < 8 {
		return false
	}
	for _, p := range dottedPrefixes {
		if body, ok := strings.CutPrefix(user, p); ok && len(body) >= 16 {
			upper, lower, digits, ok := runClasses(strings.ReplaceAll(body, ".", ""))
			if ok && (upper || lower) && digits {
				return true
			}
		}
	}
	if basicCredential(user) {
		return true
	}
	if len(user) >= 16 && len(user)%4 == 0 && user[len(user)-1] == '=' {
		body := strings.TrimSuffix(strings.TrimSuffix(user, "="), "=")
		if base64Run(body) {
			upper, lower, digits, _ := runClasses(strings.Map(func(r rune) rune {
				if r == '+' || r == '/' {
					return 'a'
				}
				return r
			}, body))
			if digits && (upper || lower) || upper && lower {
				return true
			}
		}
	}
	if len(user) < 32 || !strings.ContainsAny(user, "=+.~") {
		return false
	}
	for i := 0; i < len(user); i++ {
		if c := user[i]; !TokenByte(c) && strings.IndexByte("=+.~", c) < 0 {
			return false
		}
	}
	return randomPieces(user)
}

// base64Run reports whether s holds only bytes of base64's alphabets,
// standard and URL ("+", "/", "-", "_").
func base64Run(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !TokenByte(c) && c != '+' && c != '/' {
			return false
		}
	}
	return s != ""
}

// basicCredential reports whether user is base64 (either alphabet, padded
// or not) of "name:password", printable ASCII.
func basicCredential(user string) bool {
	s := strings.TrimRight(user, "=")
	if len(user)-len(s) > 2 || len(s) < 8 || len(s)%4 == 1 || !base64Run(s) {
		return false
	}
	if len(user) != len(s) && len(user)%4 != 0 {
		return false
	}
	enc := base64.RawStdEncoding
	if strings.ContainsAny(s, "-_") {
		enc = base64.RawURLEncoding // (a run with both alphabets decodes in neither)
	}
	var buf [96]byte // a Basic credential is short; a longer run needs the heap
	dst := buf[:]
	if n := enc.DecodedLen(len(s)); n > len(dst) {
		dst = make([]byte, n)
	}
	n, err := enc.Decode(dst, []byte(s))
	if err != nil {
		return false
	}
	b := dst[:n]
	colon := bytes.IndexByte(b, ':')
	if colon <= 0 || colon == n-1 {
		return false
	}
	for i, c := range b {
		if c < 0x20 || c > 0x7e {
			return false
		}
		// A name's bytes before the ":" ("{\"alg\":..." is JSON).
		if i < colon && !TokenByte(c) && c != '.' && c != '@' && c != '+' {
			return false
		}
	}
	return true
}

// randomPieces reports whether the pieces of s between its punctuation
// change class (classChanges, Title case not counted) at one byte in six
// or more, as a random token's run does (0.6 of its bytes) and the words
// of a name or of prose hardly ever do.
func randomPieces(s string) bool {
	changes, n := 0, 0
	for piece := range strings.FieldsFuncSeq(s, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') }) {
		changes += classChanges([]byte(piece))
		n += len(piece)
	}
	return n >= 24 && changes*6 >= n
}
