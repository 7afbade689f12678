package urlsyntax

import "strings"

// An access token used as a URL's user name that white space (or white
// space and a line break) cut on its line: the URL ends at the cut, and
// its authority, read as a host, is the token's first piece. Where the
// piece is no token by its shape alone ("ghp_0123" of "ghp_0123 4567…",
// a 32-byte run's first 10 bytes), the piece and the next word's user
// name read together are (TokenLike): the piece is hidden as the token's
// (review49 H3's remainder).

// tokenHeadMin is the length of the shortest first piece read so.
const tokenHeadMin = 2

// tokenHead reports whether auth, the authority of a URL that ends at
// white space or a line break, may be the first piece of an access token
// cut there: bytes a token holds (letters, digits, "_", "-"; and "." in a
// JSON Web Token's, which starts with "eyJ"), tokenHeadMin of them or
// more. Whether it is one is told by what follows (tokenJoins).
func tokenHead(auth string) bool {
	if len(auth) < tokenHeadMin {
		return false
	}
	jwt := len(auth) >= 3 && auth[:3] == "eyJ"
	for i := 0; i < len(auth); i++ {
		if !tokenByte(auth[i]) && (auth[i] != '.' || !jwt) {
			return false
		}
	}
	return true
}

// tokenByte reports whether c is a byte of a token's run: a letter, a
// digit, "_" or "-".
func tokenByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-'
}

// tokenJoins reports whether head, the authority of a URL that ended at
// white space or a line break, is a token (TokenLike) alone, or with the
// user name of the word after (tokenOnLine's word: after white space and
// at most one line break, up to its ":" or "@"): "ghu_BrsTVjph" and
// "S7gZSPd4eky46rqg2KAV" of "http://ghu_BrsTVjph S7gZSPd4eky46rqg2KAV@github.com/o/r.git".
func tokenJoins(head string, after []byte) bool {
	if TokenLike(head) {
		return true
	}
	if !tokenHead(head) {
		return false
	}
	k := skipSpace(after, 0)
	if n := lineBreakLen(after[k:]); n > 0 {
		k = skipSpace(after, k+n)
	}
	j := k
	for j < len(after) && after[j] != ':' && after[j] != '@' && skipSpace(after, j) == j && lineBreakLen(after[j:]) == 0 {
		j++
	}
	if j == k || j == len(after) {
		return false
	}
	return TokenLike(head + string(after[k:j]))
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
				if !tokenByte(part[i]) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// tokenRest reports whether after goes on the token that head, the
// authority of a URL that ended at white space or a line break, starts:
// white space, then one word that runs to an "@" and a host
// (tokenOnLine), that with head is a token (tokenJoins). Punctuation the
// URL's end left out before the white space (a JSON Web Token's "." cut
// after it, "-" or "_") is the token's.
func tokenRest(head string, after []byte) bool {
	g := 0
	for g < len(after) && g < 4 && (after[g] == '.' || after[g] == '-' || after[g] == '_') {
		g++
	}
	if g > 0 && (skipSpace(after, g) > g || lineBreakLen(after[g:]) > 0) {
		head, after = head+string(after[:g]), after[g:]
	}
	return tokenOnLine(after) && tokenJoins(head, after)
}
