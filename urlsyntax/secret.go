package urlsyntax

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Masked is what a Secret and MaskText write in place of a secret.
const Masked = "***"

// Secret is what is secret in one URL, found once and used by every
// string that leaves urlsift about the URL: the byte ranges of its text
// that hold a password or an access token, by any of the readings that
// find one (the grammar's, SecretRange, on the URL and on each of its
// other readings, such as the one without a hyphen that stood at a line
// break; and the raw text's, AppendSecrets, on the lines the URL stands
// on), and the secret text of every reading.
//
// A string made from the URL is masked by where its bytes stand: the
// URL's text and its pieces by the ranges (Mask, Piece, PieceAs), another
// reading by the ranges mapped onto it (MaskReading), a URL resolved from
// it by the ranges of the strings it was made from (MaskDerived). Never by
// value where the place is known: masking every copy of the password's
// text would hide a host or path that happens to hold it, and where "***"
// stands would tell the password ("***.com" of
// "http://user:example@example.com/"). The words hide text of no known
// place in the URL (Hide, Scrub, Message: a piece of an argument an error
// message quotes, cut at ","; the bytes where two readings differ), where
// a word that equals the password is hidden wherever it stands.
//
// The zero Secret holds nothing and costs nothing: a URL without "@" near
// it has one.
type Secret struct {
	spans few[Span]   // of the URL's text: sorted, disjoint
	words few[string] // the secret text of every reading, longest first
	// text is the URL's text the spans are of (AddText, Add): a string
	// made from it is masked by where its bytes stand in it, not by the
	// words (Mask, Piece, PieceAs, MaskReading). "" for a Secret of
	// words alone.
	text string
	// rlo, rhi and rok are SecretRange(text), when AddText read it
	// (rknown): lint judges that range and reads it here (Range) rather
	// than search the text again.
	rlo, rhi    int32
	rok, rknown bool
	// plain says that text, as AddText read it, holds no "@" and no
	// encoding NestedHint reads (Plain).
	plain bool
	// clear says that AddText's reading of text, which reads all that
	// MaskText's reads, found no secret in it: MaskText gives text back
	// as it is (Clear).
	clear bool
	// masked is text with the spans shown as "***", which MaskText
	// gives back as it is (settle): what Mask returns for text. "" when
	// not known (no spans).
	masked string
}

// CutPiece returns the offset in url of a password's first piece whose
// rest a renderer cut off (review50 J3: `pr -2`, `cut -c` and log
// truncation keep "mysql://u:mpfFYrQCvF" of "mysql://u:mpfFYrQCvF@db/x",
// which printed it as a host and a port, and lint quoted it in
// invalid-port's message), or -1: url is "scheme://", a word that is no
// host name (no dot, no IP literal, not "localhost": a user name's
// shape) and ":", then, to the URL's end, a piece with no "@", "/", "?"
// nor "#" that no port reads as: it holds a letter and a digit, a byte
// that is neither, or letters whose case is mixed past the first
// ("mpfFYrQCvF", "mc63=fknAf5"). Digits ("u:8080"), a word of letters in
// one case or Title case ("host:port", "server:PORT", "db:Port"), a
// port's placeholder ("{port}", "$PORT", "${PORT}") and any piece after a
// host name ("localhost:8080x", "db.example.com:abc1") stay shown: a
// user name's shape is a word with no dot, and a port is what such
// pieces stand for in prose and templates (the lead's decision, stop 50).
func CutPiece(url string) int {
	if strings.IndexByte(url, 0xef) < 0 {
		return cutPiece(url) // no form of "@" or ":" (nfkcdelim.go)
	}
	f := nfkcURL(url)
	return snapFoldedAt(url, cutPiece(f))
}

// cutPiece is CutPiece of a text nfkcFold folded.
func cutPiece(url string) int {
	i := strings.Index(url, "//")
	if i < 0 {
		return -1
	}
	auth := url[i+2:]
	if strings.IndexByte(auth, '/') >= 0 {
		return -1 // a path: most URLs
	}
	c := strings.IndexByte(auth, ':')
	if c <= 0 || c+1 >= len(auth) || strings.ContainsAny(auth, "@?#") {
		return -1
	}
	user, piece := auth[:c], auth[c+1:]
	if user[0] == '[' || strings.IndexByte(user, '.') >= 0 || strongHost(user) {
		return -1
	}
	if allDigits(piece) || portWordEnd(piece, 0) == len(piece) || cutPortShape(piece) || strings.IndexByte(piece, ':') >= 0 || piece[0] == '\\' {
		// (A "\" first: a Windows path after a drive's letter,
		// "file://D:\\Program Files\\…" of Go's url_windows_test.go.)
		return -1
	}
	letter, digit, other, lower, upper := false, false, false, false, false
	for j := 0; j < len(piece); j++ {
		switch b := piece[j]; {
		case 'a' <= b && b <= 'z':
			letter, lower = true, true
		case 'A' <= b && b <= 'Z':
			letter = true
			upper = upper || j > 0
		case '0' <= b && b <= '9':
			digit = true
		default:
			other = true
		}
	}
	if letter && digit || other || lower && upper {
		return i + 2 + c + 1
	}
	return -1
}

// cutPortShape reports whether piece, after a user name's ":" with no
// "@" after it, is a port's placeholder in a style portWordEnd does not
// read, or ports written otherwise, which stay shown (review50 J10): a
// word of letters in one case with "_" or "-" between its letters
// ("YOUR_PORT", "port_no", "xx-xx"), alone or in "%...%", "[...]" or "(...)"; a range
// or list of ports ("8080-8090", "80,443"); hex ("0x1F90"); a version
// ("v2", "v1.2").
func cutPortShape(piece string) bool {
	p := piece
	for _, w := range [...][2]byte{{'%', '%'}, {'[', ']'}, {'(', ')'}} {
		if len(p) > 2 && p[0] == w[0] && p[len(p)-1] == w[1] {
			p = p[1 : len(p)-1]
			break
		}
	}
	lower, upper, word := false, false, true
	for j := 0; j < len(p) && word; j++ {
		switch b := p[j]; {
		case 'a' <= b && b <= 'z':
			lower = true
		case 'A' <= b && b <= 'Z':
			upper = true
		case (b == '_' || b == '-') && j > 0 && j < len(p)-1 && p[j-1] != '_' && p[j-1] != '-':
		default:
			word = false
		}
	}
	if word && lower != upper {
		return true
	}
	ports := true
	for f := range strings.FieldsFuncSeq(piece, func(r rune) bool { return r == '-' || r == ',' }) {
		ports = ports && allDigits(f)
	}
	if ports && strings.ContainsAny(piece, "-,") && '0' <= piece[0] && piece[0] <= '9' && '0' <= piece[len(piece)-1] && piece[len(piece)-1] <= '9' {
		return true
	}
	if len(piece) > 2 && piece[0] == '0' && piece[1]|0x20 == 'x' {
		hex := true
		for j := 2; j < len(piece); j++ {
			hex = hex && ('0' <= piece[j] && piece[j] <= '9' || 'a' <= piece[j]|0x20 && piece[j]|0x20 <= 'f')
		}
		return hex
	}
	if len(piece) > 1 && piece[0]|0x20 == 'v' && '0' <= piece[1] && piece[1] <= '9' {
		return strings.Trim(piece[1:], "0123456789.") == ""
	}
	return false
}

// SecretOf returns the Secret of a URL known only as text (a command-line
// argument, a URL made by hand): the grammar's and the raw text's
// readings of text, and the words of the secrets of readings, other
// strings the URL reads as or was made from.
func SecretOf(text string, readings ...string) Secret {
	var s Secret
	s.AddText(text)
	for _, r := range readings {
		s.AddReading(r)
	}
	return s
}

// AddText adds the secrets that text, the URL's own text, holds by the
// grammar's reading and by AppendSecrets.
func (s *Secret) AddText(text string) { s.addText(text, nil) }

// AddTextMemo is AddText with mm, which remembers the masked texts that
// settle's reading found final before: one found again is not read
// again (MaskMemo).
func (s *Secret) AddTextMemo(text string, mm *MaskMemo) { s.addText(text, mm) }

func (s *Secret) addText(text string, mm *MaskMemo) {
	s.text, s.rknown, s.rok, s.plain, s.clear = text, false, false, false, false
	if strings.IndexByte(text, '@') < 0 && !NestedHint(text) && nfkcIndex(text, true) < 0 {
		s.rknown = len(text) <= math.MaxInt32 // SecretRange needs an "@"
		s.plain = true
		if q := CutPiece(text); q >= 0 {
			// A password's piece whose rest a renderer cut off (review50
			// J3), and a token used as the user name before it.
			s.addAll(text, []Span{{BrokenSecretFrom(text, q), len(text)}})
		}
		s.settle()
		return
	}
	lo, hi, ok := SecretRange(text)
	if len(text) <= math.MaxInt32 {
		s.rlo, s.rhi, s.rok, s.rknown = int32(lo), int32(hi), ok, true
	}
	var buf [4]Span
	sp := buf[:0]
	if ok {
		sp = append(sp, Span{lo, hi})
	}
	// The forms of "@" and ":" NFKC reads as those are read so
	// (nfkcdelim.go): the raw reading and the words' of the text folded.
	f, folded := nfkcFold(text)
	found := AppendSecrets(sp, f)
	// What MaskText reads in text is secret too (the grammar's reading
	// of each word from its "//"): whatever Mask hides, the Secret
	// names, so that a caller that asks Empty before it masks hides as
	// much as Mask does ("0//:0@ 0", whose password "0" stands after a
	// "//" that the grammar reads as no site of the whole). Most URLs
	// are one word that starts with its scheme, read above.
	if !oneWordFromScheme(f) {
		found = appendWordSecrets(found, f, true)
	}
	if folded {
		found = append(found[:len(sp)], snapFolded(text, found[len(sp):])...)
	}
	// Unfolded, found holds what maskReading finds in text and more:
	// AppendSecrets of it, and the grammar's reading of each of its
	// words that holds "//" (appendWordSecrets; the word that is all of
	// text from its scheme is SecretRange(text), read above). None:
	// MaskText gives text back as it is.
	s.clear = !folded && len(found) == 0
	s.addAll(text, found)
	s.settleWith(mm)
}

// settle adds to the spans what MaskText reads in the text they mask,
// until a reading hides nothing more: Mask reads what the spans leave
// again, and hiding a password can make what stood around it read as
// one ("//:#@0@!": the raw reading hides "#", and the grammar reads
// "//:***@0@!" as the password "***@0"), so that a caller that places
// the spans alone (positions, MaskReading, lint's fix, the language
// server) hides the bytes Mask hides. A span found inside a "***" takes
// in all the bytes it stands for. A text that still changes after
// maxMaskReadings readings is secret whole, as MaskText shows it.
func (s *Secret) settle() { s.settleWith(nil) }

// settleWith is settle, where a masked text that mm holds is final
// without a reading: a reading found it so before (maskReading is a
// function of the text alone), and mm keeps each text so found.
func (s *Secret) settleWith(mm *MaskMemo) {
	s.masked = ""
	if s.text == "" || s.spans.len() == 0 {
		return
	}
	text := s.text
	for range maxMaskReadings {
		sp := s.spans.all()
		if sp[len(sp)-1].Hi > len(text) {
			return // (Mask masks no such spans)
		}
		m := maskSpans(text, sp)
		if mm.final(m) {
			s.masked = m
			return
		}
		var buf [8]Span
		found, changed := maskReading(buf[:0], m)
		if !changed {
			s.masked = m
			mm.keep(m)
			return
		}
		s.addAll(text, unmaskSpans(sp, found))
	}
	s.addAll(text, []Span{{0, len(text)}})
	s.masked = Masked
}

// unmaskSpans maps found, spans of maskSpans(text, masked) for masked
// merged, back onto text: an end that stands inside a "***" (or at its
// edge) takes in the whole of the bytes the "***" stands for.
func unmaskSpans(masked, found []Span) []Span {
	out := make([]Span, 0, len(found))
	// pos maps x, a start (or with end, an end) of a span of the
	// masked text, onto text: into the span whose "***" holds it, else
	// shifted by what the spans before it took out (or put in: a span
	// of fewer than three bytes).
	pos := func(x int, end bool) int {
		shift := 0
		for _, m := range masked {
			mlo := m.Lo - shift
			mhi := mlo + len(Masked)
			if x < mlo || end && x == mlo {
				break
			}
			if x < mhi || end && x == mhi {
				if end {
					return m.Hi
				}
				return m.Lo
			}
			shift += m.Hi - m.Lo - len(Masked)
		}
		return x + shift
	}
	for _, f := range found {
		if lo, hi := pos(f.Lo, false), pos(f.Hi, true); lo < hi {
			out = append(out, Span{lo, hi})
		}
	}
	return out
}

// addAll adds the bytes of every span of sps of text, the URL's text, as
// secret: as Add of each in turn would, but in time n log n for n spans,
// not n squared (a long text of many sites, such as an argument of the
// parse command: Add copies the list it adds to).
func (s *Secret) addAll(text string, sps []Span) {
	if len(sps) <= 4 {
		for _, sp := range sps {
			s.add(text, sp.Lo, sp.Hi)
		}
		return
	}
	if s.text != text {
		s.rknown, s.clear, s.plain = false, false, false
	}
	s.text = text
	all := slices.Clone(s.spans.all())
	for _, sp := range sps {
		if lo, hi := max(sp.Lo, 0), min(sp.Hi, len(text)); lo < hi {
			all = append(all, Span{lo, hi})
		}
	}
	s.spans.set(mergeSpans(all))
	s.addWords(text, sps)
}

// wordKey is what addWords knows a word by: its length and its ends.
type wordKey struct {
	n          int
	head, tail string
}

func keyOf(w string) wordKey {
	const end = 16
	return wordKey{len(w), w[:min(end, len(w))], w[max(0, len(w)-end):]}
}

// addWords adds the bytes of every span of sps of text as a word: as
// addWord of each in turn would, in time n log n for n words.
func (s *Secret) addWords(text string, sps []Span) {
	if len(sps) <= 4 {
		for _, sp := range sps {
			if lo, hi := max(sp.Lo, 0), min(sp.Hi, len(text)); lo < hi {
				s.addWord(text[lo:hi])
			}
		}
		return
	}
	ws := slices.Clone(s.words.all())
	// The words of many sites of a line may each run to its end: a map
	// of them would hash each whole, in time of the line's length
	// squared. A word is known by its length and its ends, and compared
	// whole only with a word known so.
	seen := make(map[wordKey][]int, len(ws)+len(sps))
	has := func(w string) bool {
		for _, i := range seen[keyOf(w)] {
			if ws[i] == w {
				return true
			}
		}
		return false
	}
	for i, w := range ws {
		k := keyOf(w)
		seen[k] = append(seen[k], i)
	}
	n := len(ws)
	for _, sp := range sps {
		lo, hi := max(sp.Lo, 0), min(sp.Hi, len(text))
		if lo >= hi {
			continue
		}
		if w := text[lo:hi]; w != Masked && !has(w) {
			k := keyOf(w)
			seen[k] = append(seen[k], len(ws))
			ws = append(ws, w)
		}
	}
	if len(ws) > n {
		// Longest first, and in the order added among words of one
		// length, as addWord puts them.
		slices.SortStableFunc(ws, func(a, b string) int { return len(b) - len(a) })
		s.words.set(ws)
	}
}

// oneWordFromScheme reports whether text is what appendWordSecrets(dst,
// text, true) reads nothing of: one word (no byte isTextDelim) whose
// first "//" stands at its start or after a scheme and ":" from its start
// (the word it leaves out, the caller's SecretRange(text)), or a text
// with no "//", which no word of it can hold.
func oneWordFromScheme(text string) bool {
	k := strings.Index(text, "//")
	if k < 0 {
		return true
	}
	if k > 0 {
		if text[k-1] != ':' {
			return false
		}
		for i := 0; i < k-1; i++ {
			if !isSchemeByte(text[i]) {
				return false
			}
		}
	}
	for i := 0; i < len(text); i++ {
		if textDelim[text[i]] {
			return false
		}
	}
	return true
}

// AddReading adds the words of the secrets of r, another reading of the
// URL or a string it was made from, and, once the URL's text is known
// (AddText), the bytes of the text that stand where they stand in r
// (readingMap: "pa-ss" of a text whose reading without the hyphen at a
// line break holds the password "pass"), as spans of the text, without
// words of their own (the words are r's: ID does not change).
func (s *Secret) AddReading(r string) {
	if strings.IndexByte(r, '@') < 0 && !NestedHint(r) {
		return
	}
	var buf [4]Span
	sp := buf[:0]
	if lo, hi, ok := SecretRange(r); ok {
		sp = append(sp, Span{lo, hi})
	}
	sp = AppendSecrets(sp, r)
	s.addWords(r, sp)
	if s.text == "" || len(sp) == 0 {
		return
	}
	var all [8]Span
	if r == s.text {
		s.spans.set(spansWith(all[:], &s.spans, sp...))
	} else {
		m := newReadingMap(r, s.text)
		s.spans.set(mergeSpans(m.appendMapped(append(all[:0], s.spans.all()...), sp)))
	}
	s.settle()
}

// Range returns SecretRange(text): found again, unless text is the text
// AddText read it of.
func (s *Secret) Range(text string) (lo, hi int, ok bool) {
	if s.rknown && s.text == text {
		return int(s.rlo), int(s.rhi), s.rok
	}
	return SecretRange(text)
}

// Add adds the bytes [lo, hi) of text, the URL's text, as secret, and
// what MaskText reads in the text they mask (settle).
func (s *Secret) Add(text string, lo, hi int) {
	known := s.text == text && s.masked != "" && s.holds(max(lo, 0), min(hi, len(text)))
	s.add(text, lo, hi)
	if !known { // (else the bytes were secret already: masked stands)
		s.settle()
	}
}

// holds reports whether one span holds the bytes [lo, hi), lo < hi.
func (s *Secret) holds(lo, hi int) bool {
	for _, sp := range s.spans.all() {
		if sp.Lo <= lo && hi <= sp.Hi {
			return lo < hi
		}
	}
	return false
}

func (s *Secret) add(text string, lo, hi int) {
	if s.text != text {
		s.rknown, s.clear, s.plain = false, false, false // (Range's, Clear's and Plain's are of the text before)
	}
	s.text = text
	lo, hi = max(lo, 0), min(hi, len(text))
	if lo >= hi {
		return
	}
	addSpan(&s.spans, Span{lo, hi})
	s.addWord(text[lo:hi])
}

// Merge adds the words of o, the secret of a string the URL was made from
// (the base it was resolved against).
func (s *Secret) Merge(o Secret) {
	for _, w := range o.words.all() {
		s.addWord(w)
	}
}

// AddWord adds w, a secret that a string made from the URL may show
// (the whole of a password the URL holds a piece of), without a span.
func (s *Secret) AddWord(w string) { s.addWord(w) }

func (s *Secret) addWord(w string) {
	if w == "" || w == Masked {
		return
	}
	if s.words.more == nil {
		switch s.words.one[0] {
		case "":
			s.words.one[0] = w
			return
		case w:
			return
		}
	}
	ws := s.words.all()
	if slices.Contains(ws, w) {
		return
	}
	// A second word: a slice of their own.
	more := append(append(make([]string, 0, len(ws)+1), ws...), w)
	for i := len(more) - 1; i > 0 && len(more[i]) > len(more[i-1]); i-- {
		more[i], more[i-1] = more[i-1], more[i]
	}
	s.words = few[string]{more: &more}
}

// ID returns a fingerprint of the secret of the URL whose masked text is
// masked (Mask), 8 hexadecimal digits, "" when there is none. A baseline
// (lint --baseline) keys a finding by it, so that a real password put
// where a placeholder was ("deploy:${DEPLOY_PASSWORD}@") is a new finding.
//
// No one who reads it may check a guess of the password against it, so
// what it holds of the secret depends on key, a secret of the user's own
// (the environment variable URLSIFT_SECRET_KEY, which the command reads
// and passes on; kept out of the repository, a CI secret):
//   - with a key, it is an HMAC-SHA-256 keyed by key of masked and of every
//     secret word: another password in the same place is another ID, and
//     a guess can be checked only by one who holds the key;
//   - without one (nil or empty), it holds nothing of the password but
//     its kind (placeholder-shaped, PlaceholderShaped, or literal), with
//     masked, as a SHA-256: two literal passwords in the same place have
//     the same ID, and a placeholder ("${DB_PASSWORD}", "<password>",
//     "xxx") replaced by a literal password is still a new one.
//
// (Before stop 36 the ID was an HMAC of the words with a key written in
// this file: anyone who read it could check a guess offline.)
func (s Secret) ID(masked string, key []byte) string {
	var f IDHasher
	return f.ID(s, masked, key)
}

// idDomain starts what an ID hashes: another version of the ID is
// another domain.
const idDomain = "urlsift secret ID 2\x00"

// An IDHasher computes Secret.ID with one hash kept from one call to the
// next, where Secret.ID makes a new one each time (25% of the bytes lint
// allocated on URL-dense text, issue 27). Its zero value is ready to use;
// it is not safe for concurrent use.
type IDHasher struct {
	h     hash.Hash // an HMAC keyed by key, or SHA-256 for no key
	key   []byte    // what h is keyed by (a copy)
	keyed bool      // h was made (for key)
	buf   []byte    // the bytes written, and the sum
}

// ID returns s.ID(masked, key), byte for byte.
func (f *IDHasher) ID(s Secret, masked string, key []byte) string {
	return f.id(s, masked, key, s.kind())
}

// IDJudged is ID with the kind a caller judged and already tells in its
// own output (lint's password-in-site calls a password of its word list,
// of two bytes or the user's name a placeholder too): without a key, the
// ID then holds nothing that output does not (placeholder false:
// "literal"), where the shape's kind would tell "admin:admin" (a
// placeholder by lint's message, literal by its shape) from "admin:$ABCD"
// (review36). With a key it is ID.
func (f *IDHasher) IDJudged(s Secret, masked string, key []byte, placeholder bool) string {
	kind := "literal"
	if placeholder {
		kind = "placeholder"
	}
	return f.id(s, masked, key, kind)
}

func (f *IDHasher) id(s Secret, masked string, key []byte, kind string) string {
	if s.words.len() == 0 {
		return ""
	}
	if !f.keyed || !bytes.Equal(f.key, key) {
		if len(key) > 0 {
			f.h = hmac.New(sha256.New, key)
		} else {
			f.h = sha256.New()
		}
		f.key, f.keyed = append(f.key[:0], key...), true
	} else {
		f.h.Reset()
	}
	b := append(f.buf[:0], idDomain...)
	b = append(b, masked...)
	if len(key) > 0 {
		for _, w := range s.words.all() {
			b = append(b, 0)
			b = append(b, w...)
		}
	} else {
		b = append(b, 0)
		b = append(b, kind...)
	}
	f.h.Write(b)
	clear(b) // the buffer keeps no secret from one URL to the next
	b = f.h.Sum(b[:0])
	var out [8]byte
	hex.Encode(out[:], b[:4])
	f.buf = b[:0]
	return string(out[:])
}

// kind is what Secret.ID holds of a secret without a key: "placeholder"
// when every secret word is placeholder-shaped (PlaceholderShaped),
// "literal" otherwise.
func (s Secret) kind() string {
	for _, w := range s.words.all() {
		if !PlaceholderShaped(w) {
			return "literal"
		}
	}
	return "placeholder"
}

// PlaceholderShaped reports whether a password (as written, maybe
// percent-encoded) has the shape of one that stands for a password to
// be filled in, whatever its name: a variable of a shell, a template or
// Windows ("${DB_PASSWORD}", "$PASS", "{{ pw }}", "%PASSWORD%"), a name
// in brackets ("<password>", "[secret]"), or a run of "x", "*" or "."
// ("xxx", "****"). A word list ("changeme", "123456") is no shape: such a
// word is a guess, and an ID that told it would confirm the guess.
func PlaceholderShaped(pw string) bool {
	d := pw
	if strings.IndexByte(d, '%') >= 0 {
		d = pctDecodeString(d)
	}
	switch {
	case strings.HasPrefix(d, "${") && strings.HasSuffix(d, "}") && len(d) > 3,
		strings.HasPrefix(d, "{{") && strings.HasSuffix(d, "}}") && len(d) > 4,
		strings.HasPrefix(d, "<") && strings.HasSuffix(d, ">") && len(d) > 2,
		strings.HasPrefix(d, "[") && strings.HasSuffix(d, "]") && len(d) > 2,
		strings.HasPrefix(d, "%") && strings.HasSuffix(d, "%") && len(d) > 2:
		return true
	case len(d) > 1 && d[0] == '$' && identifier(d[1:]):
		return true
	case len(d) >= 3 && (strings.Trim(d, "*") == "" || strings.Trim(d, "xX") == "" || strings.Trim(d, ".") == ""):
		return true
	}
	return false
}

// identifier reports whether s is a name of a shell variable: a letter or
// "_", then letters, digits and "_".
func identifier(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return s != ""
}

// pctDecodeString decodes every well-formed %XX of s.
func pctDecodeString(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && Is(s[i+1], Hex) && Is(s[i+2], Hex) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// Empty reports whether the URL holds no secret.
func (s Secret) Empty() bool { return s.spans.len() == 0 && s.words.len() == 0 }

// Plain reports whether text is the text AddText read and it holds no
// "@" and no encoding NestedHint reads: the masker of the output's
// boundary (MaskText, read where either stands) would give it back as it
// is, and a caller that knows it need not have it read again (extract's
// records: review50 J9, a second pass over each URL's text).
func (s *Secret) Plain(text string) bool { return s.plain && s.text == text }

// Clear reports whether text is the text AddText read and the masker of
// the output's boundary (MaskText) gives it back as it is: it holds no
// "@" nor an encoding NestedHint reads (Plain), or AddText's reading of
// it, which reads all that MaskText's does, found no secret (a user name
// without a password: "ssh://git@h.example/o/r.git"). A caller that
// knows it need not have the text read again (extract's records: the
// printer read every URL with a user name a second time, issue 27).
// Other readings the Secret was given since (AddReading, Add) are no
// part of it: it is about text alone.
func (s *Secret) Clear(text string) bool { return (s.plain || s.clear) && s.text == text }

// Spans returns the secret byte ranges of the URL's text, sorted and
// disjoint. The caller must not change them.
func (s *Secret) Spans() []Span { return s.spans.all() }

// Mask returns text, the URL's text the Secret was made for, with every
// secret byte range shown as "***", and what MaskText finds. A byte is
// hidden by where it stands (a span of a reading of the URL), never by its
// value: a host, path or user name that happens to hold the password's
// letters ("example" of "http://user:example@example.com/") is shown as
// it is, so that where "***" stands tells nothing of the password. A
// text the Secret was not made for (of a Secret of words alone) has its
// secret words of three bytes or more hidden too, wherever they stand.
func (s Secret) Mask(text string) string {
	if s.Empty() {
		return MaskText(text)
	}
	own := s.own(text)
	if own && s.masked != "" {
		return s.masked // (settle)
	}
	if sp := s.spans.all(); len(sp) > 0 && sp[len(sp)-1].Hi <= len(text) {
		text = maskSpans(text, sp)
	}
	if !own {
		for _, w := range s.words.all() {
			if len(w) >= 3 {
				text = replacePiece(text, w, Masked)
			}
		}
	}
	return MaskText(text)
}

// own reports whether text is the URL's text the Secret was made for:
// its spans say where every secret byte of it stands.
func (s Secret) own(text string) bool { return s.text != "" && s.text == text }

// Hide returns str, a string made from the URL (another reading, a URL
// resolved from it, its normal form, a message), with every secret word
// of the URL hidden wherever it stands, and every piece of one (between
// "/", "?", "#", "@", ":" and white space, where resolution and line
// breaks cut) of four bytes or more; a word or piece of three bytes is
// hidden where it stands as a word of its own, a shorter one not at all
// (a one-letter password would hide every such letter). What MaskText
// finds in str is hidden too.
func (s Secret) Hide(str string) string {
	for _, w := range s.words.all() {
		if len(w) >= 3 {
			str = replacePiece(str, w, Masked)
		}
	}
	for _, w := range s.words.all() {
		for piece := range strings.FieldsFuncSeq(w, isPieceSep) {
			if piece != w && len(piece) >= 3 {
				str = replacePiece(str, piece, Masked)
			}
		}
	}
	return MaskText(str)
}

func isPieceSep(r rune) bool {
	switch r {
	case '/', '?', '#', '@', ':', ' ', '\t':
		return true
	}
	return false
}

// Scrub is Hide for text that may quote a piece of the URL cut anywhere
// or changed in case (an error message about a command-line argument: a
// flag's value split at ",", lowercased, cut where it stops reading as a
// name): every run of four bytes or more of str that is, four bytes at a
// time, ASCII case folded, a piece of a secret word is hidden too. It
// hides more than Hide (a password that shares four letters with a word
// of the message hides that word), so it is for messages, not URLs.
func (s Secret) Scrub(str string) string {
	return s.Hide(s.hideRuns(str))
}

// hideRuns hides the runs of str that Scrub hides.
func (s Secret) hideRuns(str string) string {
	if len(str) < 4 || s.words.len() == 0 {
		return str
	}
	grams := map[uint32]bool{}
	for _, w := range s.words.all() {
		for i := 0; i+4 <= len(w); i++ {
			grams[gram(w, i)] = true
		}
	}
	if len(grams) == 0 {
		return str
	}
	var b strings.Builder
	last := 0
	for i := 0; i+4 <= len(str); {
		if !grams[gram(str, i)] {
			i++
			continue
		}
		j := i + 1
		for j+4 <= len(str) && grams[gram(str, j)] {
			j++
		}
		// The run is str[i:j+3]; a delimiter at either end is the
		// string's, left in place ("https://u:***/../x").
		lo, hi := i, j+3
		for lo < hi && strings.IndexByte("/?#@:", str[lo]) >= 0 {
			lo++
		}
		for hi > lo && strings.IndexByte("/?#@:", str[hi-1]) >= 0 {
			hi--
		}
		b.WriteString(str[last:lo])
		if lo < hi {
			b.WriteString(Masked)
		}
		last = hi
		i = j + 3
	}
	if last == 0 {
		return str
	}
	b.WriteString(str[last:])
	return b.String()
}

// gram returns the four bytes of s at i, ASCII letters folded to lower case.
func gram(s string, i int) uint32 {
	var g uint32
	for _, c := range []byte(s[i : i+4]) {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		g = g<<8 | uint32(c)
	}
	return g
}

// ViolationMessage returns the message of v, a violation of r, the
// parsed text of the URL, with the secret hidden: a violation in bytes
// that share one with a secret is described without quoting them in any
// form (Ref.AppendSecretMessage: a password cut where the text ended the
// URL reads as a port, and the port's message would quote it), and the
// message passes Message.
func (s Secret) ViolationMessage(r *Ref, v Violation) string {
	msg := v.Message
	if s.Overlaps(v.Start, v.End) {
		msg = string(r.AppendSecretMessage(nil, v))
	}
	return s.Message(r.Raw, v.Start, v.End, msg)
}

// PortViolations returns vs, the violations of r (the parsed text of the
// URL, AppendViolations), as they stand where the grammar reads a port in
// bytes of a secret: a password the text cut where the URL ended
// ("http://u:8o" of `"http://u:8o”@h.example.com/"`). There what the
// grammar says of the port would tell what the password holds: nothing
// for digits ("81"), bad-port for other bytes ("8o"), port-range above
// 65535, and a URL with no violation is judged on by rules a violation
// silences (unqualified-host of "u"). So every violation in the port, or
// in a secret's bytes after it, is dropped, and one stands for them all:
// KindBadPort over the whole port, whose message (Ref.AppendSecretMessage)
// says nothing of the piece. The violations of such a URL, their kinds,
// places and messages, are then the same whatever its password holds,
// but for its length. vs is returned as it is when the port is no piece
// of a secret (every URL but those); else it is rewritten in place.
func (s Secret) PortViolations(r *Ref, vs []Violation) []Violation {
	if !r.Port.Defined || !s.Overlaps(r.Port.Start, r.Port.End) {
		return vs
	}
	lo, hi := r.Port.Start, r.Port.End
	out := vs[:0]
	at := -1
	for _, v := range vs {
		if v.Start < hi && v.End > lo || v.Start >= lo && s.Overlaps(v.Start, v.End) {
			continue
		}
		if at < 0 && v.Start >= lo {
			at = len(out)
		}
		out = append(out, v)
	}
	if at < 0 {
		at = len(out)
	}
	fixed := Violation{Start: lo, End: hi, Kind: KindBadPort, Section: "4.3.1"}
	fixed.Message = string(r.AppendSecretMessage(nil, fixed))
	return slices.Insert(out, at, fixed)
}

// HostViolations is PortViolations for a host in bytes of a secret: a
// password holding "@" that the text cut ("http://u:p@ss" of
// `"http://u:p@ss”@h.example.com/"`), whose grammar reads a host (and a
// port) inside the password. What the grammar says of that host ("top
// label must begin with a letter" for "1s", a "_" or "%" at its column,
// nothing for "ss") would tell the class and the place of the password's
// bytes, so every violation from the host on that stands in the site or
// in a secret's bytes is dropped, and none stands for them: a host that
// is a piece of a password is no host to judge, and an error for every
// such URL would be noise (Go's url_test.go has two). vs is returned as
// it is when the host is no piece of a secret.
func (s Secret) HostViolations(r *Ref, vs []Violation) []Violation {
	if !r.Host.Defined || r.Host.Start >= r.Host.End || !s.Overlaps(r.Host.Start, r.Host.End) {
		return vs
	}
	lo, hi := r.Host.Start, max(r.Host.End, r.Site.End)
	return slices.DeleteFunc(vs, func(v Violation) bool {
		return v.Start < hi && v.End > lo || v.Start >= lo && s.Overlaps(v.Start, v.End)
	})
}

// Piece returns text[start:end], a component or other piece of the URL's
// text, with the bytes it shares with a secret shown as "***": by where
// they stand, not by value (Mask), when text is the URL's text the Secret
// was made for.
func (s Secret) Piece(text string, start, end int) string {
	piece := text[start:end]
	var buf [4]Span
	sp := buf[:0]
	for _, x := range s.spans.all() {
		if x.Hi > start && x.Lo < end {
			sp = append(sp, Span{max(x.Lo, start) - start, min(x.Hi, end) - start})
		}
	}
	if s.own(text) {
		return MaskText(maskSpans(piece, sp))
	}
	if len(sp) == 0 {
		return s.Hide(piece)
	}
	return s.Hide(maskSpans(piece, sp))
}

// PieceAs returns form, the bytes [lo, hi) of text, the URL's text, as a
// message shows them (as they are, in lower case, without a final ".",
// Go-quoted, escaped, as code points), masked by where they stand: form as
// it is when those bytes share none with a secret; else the piece masked
// (Piece) in the same form, or "***" for a form it cannot make. Whatever
// the password's value, a public piece is shown the same: PieceAs is no
// oracle of the password, as masking form by the secret's words would be
// ("host \"***.com\"" of "http://u:example@example.com/").
func (s Secret) PieceAs(text string, lo, hi int, form string) string {
	lo, hi = max(lo, 0), min(hi, len(text))
	if !s.own(text) {
		return s.Message(text, lo, hi, form)
	}
	if lo >= hi || !s.Overlaps(lo, hi) {
		return MaskText(form)
	}
	raw, masked := text[lo:hi], s.Piece(text, lo, hi)
	for _, f := range pieceForms {
		if f(raw) == form {
			return MaskText(f(masked))
		}
	}
	return Masked
}

// pieceForms are the forms a message shows a piece of the URL in.
var pieceForms = [...]func(string) string{
	func(s string) string { return s },
	strings.ToLower,
	func(s string) string { return strings.TrimSuffix(strings.ToLower(s), ".") },
	func(s string) string { return strings.TrimSuffix(s, ".") },
	strconv.Quote,
	func(s string) string { return strconv.Quote(strings.ToLower(s)) },
	func(s string) string { q := strconv.Quote(s); return q[1 : len(q)-1] },
	func(s string) string { q := strconv.Quote(strings.ToLower(s)); return q[1 : len(q)-1] },
}

// MaskReading returns r, another reading of the URL's text the Secret was
// made for (without the hyphens that stood at line breaks, the other
// reading of a line break that may or may not end it), masked by where
// its bytes stand: the secrets r holds by its own readings (SecretRange,
// AppendSecrets), and the bytes that stand where secret bytes of the text
// stand (readingMap). Bytes of r that stand where none of the text's do
// (where the readings differ) are masked by the secret's words too (Hide):
// their origin is not known. A Secret without the URL's text hides r
// (Hide).
func (s Secret) MaskReading(r string) string {
	if s.Empty() {
		return MaskText(r)
	}
	if s.text == "" {
		return s.Hide(r)
	}
	if r == s.text {
		return s.Mask(r)
	}
	var buf [8]Span
	sp := buf[:0]
	if lo, hi, ok := SecretRange(r); ok {
		sp = append(sp, Span{lo, hi})
	}
	sp = AppendSecrets(sp, r)
	m := newReadingMap(s.text, r)
	sp = mergeSpans(m.appendMapped(sp, s.spans.all()))
	return s.maskUnknown(r, sp, m.unmapped())
}

// MaskDerived returns d, a URL resolved from refs against base (the
// Secret is SecretOf(d, refs...) with base's secret added by AddCopied,
// and a reference's by AddFrom), masked by where its bytes stand: the
// Secret's spans. The bytes of d that stand where neither the base's
// bytes it begins with nor a reference's stand (readingMap) are of no
// known origin: there the secret's words and any run of four bytes of
// them are hidden too (Scrub).
func (s Secret) MaskDerived(d, base string, refs ...string) string {
	if s.Empty() {
		return MaskText(d)
	}
	if !s.own(d) {
		return s.Scrub(s.Mask(d))
	}
	known := make([]bool, len(d))
	for i := 0; i < len(d) && i < len(base) && d[i] == base[i]; i++ {
		known[i] = true
	}
	for _, f := range refs {
		m := newReadingMap(f, d)
		for _, j := range m.to {
			if j >= 0 {
				known[j] = true
			}
		}
	}
	var unknown []Span
	for i := 0; i < len(d); {
		if known[i] {
			i++
			continue
		}
		j := i
		for j < len(d) && !known[j] {
			j++
		}
		unknown = append(unknown, Span{i, j})
		i = j
	}
	return s.maskUnknown(d, s.spans.all(), unknown)
}

// AddFrom adds fs, the Secret of from, a string the URL was made from (a
// reference resolved against a base), to s: its words, and its spans
// where from's bytes stand in the URL's text (readingMap).
func (s *Secret) AddFrom(from string, fs Secret) {
	s.Merge(fs)
	if s.text == "" || fs.spans.len() == 0 {
		return
	}
	m := newReadingMap(from, s.text)
	var all [8]Span
	s.spans.set(mergeSpans(m.appendMapped(append(all[:0], s.spans.all()...), fs.spans.all())))
	s.settle()
}

// maskUnknown returns str with the bytes of spans shown as "***", and each
// run of unknown (bytes whose origin is not known), sorted, passed
// through Scrub.
func (s Secret) maskUnknown(str string, spans, unknown []Span) string {
	if len(unknown) == 0 {
		return MaskText(maskSpans(str, spans))
	}
	// Cut str at the edges of the unknown runs; mask each part by the
	// spans within it, and the unknown ones by Scrub too.
	var b strings.Builder
	at := 0
	part := func(lo, hi int, scrub bool) {
		if lo >= hi {
			return
		}
		var buf [4]Span
		sp := buf[:0]
		for _, x := range spans {
			if x.Hi > lo && x.Lo < hi {
				sp = append(sp, Span{max(x.Lo, lo) - lo, min(x.Hi, hi) - lo})
			}
		}
		p := maskSpans(str[lo:hi], sp)
		if scrub {
			p = s.Scrub(p)
		}
		b.WriteString(p)
	}
	for _, u := range unknown {
		part(at, u.Lo, false)
		part(u.Lo, u.Hi, true)
		at = u.Hi
	}
	part(at, len(str), false)
	return MaskText(b.String())
}

// A readingMap maps the bytes of one reading of a URL onto another of the
// same text: the bytes they share before and after where they differ, and
// where they differ by "-" bytes alone (the hyphens that stood at line
// breaks), every other byte there.
type readingMap struct {
	to     []int // for each byte of the first reading, its offset in the second, or -1
	midLo  int   // the bytes of the second that stand where the first's unmapped ones do
	midHi  int
	differ bool // the readings differ in their middles by more than hyphens: no byte there maps
}

func newReadingMap(a, b string) readingMap {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	m := readingMap{to: make([]int, len(a)), midLo: p, midHi: len(b) - q}
	for i := range p {
		m.to[i] = i
	}
	for i := len(a) - q; i < len(a); i++ {
		m.to[i] = i - len(a) + len(b)
	}
	// The middles: equal but for "-" bytes of either?
	i, j := p, p
	for i < len(a)-q || j < len(b)-q {
		switch {
		case i < len(a)-q && j < len(b)-q && a[i] == b[j]:
			m.to[i] = j
			i, j = i+1, j+1
		case i < len(a)-q && a[i] == '-':
			m.to[i] = -1
			i++
		case j < len(b)-q && b[j] == '-':
			j++
		default:
			for k := p; k < len(a)-q; k++ {
				m.to[k] = -1
			}
			m.differ = true
			return m
		}
	}
	m.midLo, m.midHi = 0, 0
	return m
}

// appendMapped appends to dst the spans of the second reading that the
// spans of the first stand at: from the first mapped byte to the last (a
// hyphen dropped between them is in), and all of the second's middle
// where a span holds a byte of the first's that maps to nothing there.
func (m readingMap) appendMapped(dst, spans []Span) []Span {
	for _, sp := range spans {
		lo, hi, lost := -1, -1, false
		for i := max(sp.Lo, 0); i < min(sp.Hi, len(m.to)); i++ {
			j := m.to[i]
			if j < 0 {
				lost = lost || m.differ
				continue
			}
			if lo < 0 {
				lo = j
			}
			hi = j + 1
		}
		if lo >= 0 {
			dst = append(dst, Span{lo, hi})
		}
		if lost && m.midLo < m.midHi {
			dst = append(dst, Span{m.midLo, m.midHi})
		}
	}
	return dst
}

// unmapped returns the second reading's middle that no byte of the first
// maps to, when the readings differ there by more than hyphens.
func (m readingMap) unmapped() []Span {
	if !m.differ || m.midLo >= m.midHi {
		return nil
	}
	return []Span{{m.midLo, m.midHi}}
}

// Message returns msg, a message about the bytes [start, end) of text,
// the URL's text, that may quote them or a component around them from no
// known place (a piece whose place is known is masked by PieceAs), with
// every piece of a secret it would show hidden: each component (and the
// bytes [start, end)) that shares bytes with a secret is replaced by its
// masked form (Piece) wherever the message quotes it, and the words are
// hidden (Hide), by value: a public piece that holds the password's text
// is hidden too.
func (s Secret) Message(text string, start, end int, msg string) string {
	if sp := s.spans.all(); len(sp) == 0 || sp[len(sp)-1].Hi > len(text) {
		return s.Hide(msg)
	}
	for _, sp := range s.spans.all() {
		msg = replaceFolded(msg, text[sp.Lo:sp.Hi], Masked)
	}
	r := Parse(text)
	spans := [8]Span{{start, end}}
	n := 1
	for _, c := range [...]Component{r.Site, r.Userinfo, r.Host, r.Port, r.Path, r.Query, r.Fragment} {
		if c.Defined {
			spans[n] = Span{c.Start, c.End}
			n++
		}
	}
	cs := spans[:n]
	// The longest first, so that a component is replaced before a piece of it.
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j].Hi-cs[j].Lo > cs[j-1].Hi-cs[j-1].Lo; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
	for _, c := range cs {
		a, b := max(c.Lo, 0), min(c.Hi, len(text))
		if a >= b || !s.Overlaps(a, b) {
			continue
		}
		msg = replaceFolded(msg, text[a:b], s.Piece(text, a, b))
	}
	return s.Hide(msg)
}

// replaceQuoted is replacePiece for piece as it stands in msg and as Go
// quoting (%q, which messages quote hosts with) writes it: "a\\b" for
// "a\b".
// replaceFolded is replaceQuoted of piece and, where it differs, of
// piece in lower case: a message may quote a host or scheme lowered
// (lint's "host \"eu4\" is not a fully qualified domain name" for a
// host "eU4" that is a piece of the password).
func replaceFolded(msg, piece, masked string) string {
	msg = replaceQuoted(msg, piece, masked)
	if l := strings.ToLower(piece); l != piece {
		msg = replaceQuoted(msg, l, masked)
	}
	return msg
}

func replaceQuoted(msg, piece, masked string) string {
	msg = replacePiece(msg, piece, masked)
	if q := strconv.Quote(piece); len(q) != len(piece)+2 {
		msg = replacePiece(msg, q[1:len(q)-1], masked)
	}
	return msg
}

// Overlaps reports whether the bytes [a, b) of the URL's text share a
// byte with a secret.
func (s Secret) Overlaps(a, b int) bool {
	if s.spans.more == nil {
		x := s.spans.one[0] // the one span, or none: {0, 0}
		return x.Lo < x.Hi && x.Hi > a && x.Lo < b
	}
	for _, x := range *s.spans.more {
		if x.Hi > a && x.Lo < b {
			return true
		}
	}
	return false
}

// SecretRange returns the byte range [lo, hi) of the secret that the text of
// a URL carries in its site, and ok false when it carries none. It is the one
// place where urlsift decides what a secret is; every output goes through
// Mask, which uses it.
//
// The text is read as a person would, not only as the grammar does, because
// a secret is a secret whether or not its URL is well formed:
//
//   - user:password@host: the password, from after the first ":" of the
//     userinfo to the "@" (draft-09 4.3.1 and 7);
//   - a password that holds an unescaped "/", "?" or "#": when the text after
//     "//" reads as "user:" and an "@" follows the first of those
//     delimiters, the secret runs from after "user:" to the last "@" of the
//     site as it then reads (so "http://u:p/ss@host/" hides "p/ss");
//     "host:8080/path/@x", a port and then a path that holds "@", is not a
//     secret;
//   - a password that holds "@" and then a delimiter: when the host that
//     the grammar reads after the "@" is no host name (no dot, not an IP
//     literal nor "localhost") and an "@" before a host name follows, the
//     secret runs to that "@" ("http://u:p@ss/w0rd@host.example/" hides
//     "p@ss/w0rd"; "https://u:p@medium.com/@user" hides "p");
//   - an access token used as the user name (https://TOKEN@host/): a
//     well-known token prefix, or a long run mixing letters and digits;
//   - a CVS access method in front of the user name
//     ("cvs://:pserver:anoncvs@host/") is neither user name nor password:
//     only a password after the user name ("…:pserver:u:pw@host") is.
func SecretRange(s string) (lo, hi int, ok bool) {
	if strings.IndexByte(s, 0xef) < 0 {
		return secretRange(s) // no form of "@" or ":" (nfkcdelim.go)
	}
	f, folded := nfkcFold(s)
	if lo, hi, ok = secretRange(f); folded && ok {
		// Read folded: the full-width and small forms of "@" and ":"
		// are the delimiters NFKC reads (nfkcdelim.go).
		if sp := snapFolded(s, []Span{{lo, hi}}); len(sp) == 1 {
			return sp[0].Lo, sp[0].Hi, true
		}
		return 0, 0, false
	}
	return lo, hi, ok
}

// secretRange is SecretRange of a text that holds no character NFKC
// reads as "@" or ":" (nfkcFold).
func secretRange(s string) (lo, hi int, ok bool) {
	start := siteStart(s)
	if start < 0 {
		return 0, 0, false
	}
	rest := s[start:]
	d := indexDelim(rest)
	if d < 0 {
		d = len(rest)
	}
	colon := strings.IndexByte(rest[:d], ':')
	if rest != "" && rest[0] == '[' {
		// An IP literal's ":"s are no user name's: its port's is
		// the first after its "]" ("http://[2001:db8::1]:9000/r?to=http://bob@gitlab.com/"
		// printed "http://[2001:***@gitlab.com/": review50 J8's test).
		if b := strings.IndexByte(rest[:d], ']'); b >= 0 {
			if colon = strings.IndexByte(rest[b:d], ':'); colon >= 0 {
				colon += b
			}
		}
	}
	if at := strings.LastIndexByte(rest[:d], '@'); at >= 0 {
		off := cvsMethod(rest[:at])
		ui := rest[off:at]
		c := strings.IndexByte(ui, ':')
		if b := strings.IndexByte(ui, ']'); off == 0 && ui != "" && ui[0] == '[' && b > 0 {
			// An IP literal, or a user name in brackets ("[bob]"): the
			// user name's ":" is the first after the "]", not one of the
			// literal's ("http://[::1]:43801@x", a next line's "@" the
			// rejoin glued, printed "http://[:***@x"; "[bob]:20240615@db…"
			// and "[::1]:12345678@db…" hide the digits, WHATWG's
			// reading: review52 L6).
			if k := strings.IndexByte(ui[b:], ':'); k >= 0 {
				c = b + k
			} else {
				c = -1
			}
		}
		switch {
		case c >= 0 && TokenLike(ui[:c]):
			// A token and a password after it (GitHub's
			// "https://TOKEN:x-oauth-basic@github.com/"): both are secret.
			return start + off, start + passwordEnd(rest, at), true
		case c >= 0 && c < len(ui)-1:
			if cjkAfterHostPort(ui, c, rest[at+1:]) {
				return 0, 0, false
			}
			return start + off + c + 1, start + passwordEnd(rest, at), true
		case c < 0 && TokenLike(ui):
			return start + off, start + at, true
		}
		// A user name that holds "@" ("a@b.com"), then a ":" and a
		// piece that is no port, a delimiter and an "@" after it: a
		// password that holds the delimiter, read as below ("see
		// HTTPS://a@b.com:4]a2A:B?^5@intranet/x" showed it whole, where
		// "alice:4]a2A:B?^5" was hidden: trust17's
		// TestDigitsPunctStartPasswords, seed 4936).
		hc := -1
		if c < 0 {
			hc = strings.IndexByte(rest[at+1:d], ':')
		}
		if hc < 0 || d == len(rest) || allDigits(rest[at+1+hc+1:d]) {
			return 0, 0, false
		}
		colon = at + 1 + hc
	}
	if colon < 0 || d == len(rest) {
		return 0, 0, false
	}
	// "user:" and then a delimiter before any "@": a password that holds a
	// delimiter, or a port followed by a path. A word that stands for a
	// port ("PORT", "{port}", "${PORT}": portWordEnd) is read as digits
	// are where a host's name stands before the ":" (portHost) or the
	// "@" follows the "/" (an npm scope, a handle: rawPasswordEnd's
	// path "@"): "see http://api.example.org:PORT/@myorg/pkg" printed
	// "http://api.example.org:***@myorg/pkg" (review55 N4). After a user
	// name, "u:port/x@h.example.com" stays a password lint reports
	// (TestPortWordIsNoPassword).
	if p := rest[colon+1 : d]; (allDigits(p) && !bareAtEnd(rest, colon, d) && !slashAtEnd(rest, colon, d)) ||
		portWordEnd(p, 0) == len(p) && (strings.HasPrefix(rest[d:], "/@") || portHost(rest[:colon])) {
		return 0, 0, false
	}
	a1 := strings.IndexByte(rest[d:], '@')
	if a1 < 0 {
		return 0, 0, false
	}
	a1 += d
	if strings.ContainsAny(rest[:a1], " \t\r\n") {
		return 0, 0, false
	}
	// The site as it now reads ends at the first delimiter after that "@";
	// the secret ends at the last "@" before it.
	end := len(rest)
	if e := indexDelim(rest[a1+1:]); e >= 0 {
		end = a1 + 1 + e
	}
	at := strings.LastIndexByte(rest[:end], '@')
	return start + colon + 1, start + passwordEnd(rest, at), true
}

// bareAtEnd reports whether rest, a site's text whose userinfo ":" is at
// colon and whose first "/", "?" or "#" after digits is at d, reads as a
// user name, a password of digits and that delimiter and more, and an
// "@" that nothing of a host follows: the "@" ends the text or a line
// break or white space follows it (a host on the next line, or a URL
// cut there). A host's port and path end with an "@" of no host in no
// URL a person writes; a user name's password does, its host cut off:
// "ftp://svc_user:45#ct1+6t2@⏎h.example.org" printed the password whole
// (review59 H1), where "…:ab#ct1+6t2@" was hidden. Not after a host's
// name (portHost), nor an "@" right after the digits' "/" (a handle's
// path, cut: "http://gitea:3000/@⏎alice", as rawPasswordEnd reads "/@").
func bareAtEnd(rest string, colon, d int) bool {
	name := rest[:colon]
	if !userName(name) || portHost(name) || d >= len(rest) {
		return false
	}
	a := strings.IndexByte(rest[d:], '@')
	if a < 0 {
		return false
	}
	a += d
	if a == d+1 && rest[d] == '/' {
		return false // "http://gitea:3000/@⏎alice", a handle's path cut
	}
	return a+1 == len(rest) || isSpaceByte(rest[a+1]) || lineBreakLen([]byte(rest[a+1:min(len(rest), a+4)])) > 0
}

// slashAtEnd reports whether rest, a site's text whose userinfo ":" is at
// colon and whose first "/", "?" or "#" after digits is at d, reads as
// a user name, a password of digits and that delimiter and more whose
// first "@" after d stands right after a "/", and a host's name after it
// (slashAtHost, rawPasswordEnd's reading of the line): "https://alice:1/x/@db.corp.net/x"
// (review61 A3; parse and resolve printed it).
func slashAtEnd(rest string, colon, d int) bool {
	a := strings.IndexByte(rest[d:], '@')
	if a <= 0 || rest[d+a-1] != '/' {
		return false
	}
	return slashAtHost(rest, colon+1, d+a)
}

// cjkAfterHostPort reports whether ui, a site's text before its "@" whose
// ":" is at c, is a host's name (portHost), its port's digits and CJK
// prose glued to them (cjkProse), before a mention (mentionAt of after,
// the text after the "@"): "http://10.0.0.5:8080上运行，请@张三确认",
// prose that writes no white space before its mention, holds no user
// name nor password (review57 R11; rawPasswordEnd reads a line so).
// Before a host name, a port or a path after the "@" it is a user name
// of a host's shape and a password ("redis://admin.io:123456中国人@cache.corp.net:6379/0",
// "mysql://wei.li:2024密码@db.corp.net/app" printed whole: review60 N1).
func cjkAfterHostPort(ui string, c int, after string) bool {
	d := c + 1
	for d < len(ui) && '0' <= ui[d] && ui[d] <= '9' {
		d++
	}
	if d == c+1 || d == len(ui) || ui[d] < 0x80 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(ui[d:])
	return cjkProse(r) && portHost(ui[:c]) && mentionAt(after)
}

// mentionAt reports whether s, the text after an "@", is a mention's
// rather than a site's: its word (to white space or a line break) holds
// no ".", ":", "/", "?", "#" nor "[" (no dotted host name, IP address or
// literal, port, path, query or fragment): "@张三确认", "@alice", "@ops-team".
// A bare name ("@db") reads as a mention too (the price of review57 R11's
// reading: "http://10.0.0.5:8080上x@db" is shown).
//
// Nothing after the "@", or white space, starts no site either; a line
// break right after it may put the host on the next line (review59 H1's
// shape), which the readings of a cut password read.
func mentionAt(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t':
			return true
		case '\n', '\r', '\v', '\f':
			return i > 0
		case '.', ':', '/', '?', '#', '[':
			return false
		}
	}
	return true
}

// passwordEnd returns where the password ends in rest, the text after "//"
// whose site, as the grammar reads it, ends at the "@" at offset at. When
// the host after that "@" is no host name ("u:p@ss/w0rd@host.example/",
// where "ss" is none) and an "@" before a host name follows before any
// white space, the password is read as holding "@" and a delimiter and
// ends at that "@". A host name ("medium.com/@user") keeps the grammar's
// reading.
func passwordEnd(rest string, at int) int {
	d := indexDelim(rest[at+1:])
	if d < 0 || hostLike(rest[at+1:at+1+d]) {
		return at
	}
	d += at + 1
	end := 0 // where the host after an "@" ends: the next "/?# \t\r\n"
	for i := d; i < len(rest); i++ {
		switch rest[i] {
		case ' ', '\t', '\r', '\n':
			return at
		case '@':
			if end <= i {
				// Searched once for the "@"s before it, not once for
				// each ("@@@…", which took time of its length squared).
				end = len(rest)
				if e := strings.IndexAny(rest[i+1:], "/?# \t\r\n"); e >= 0 {
					end = i + 1 + e
				}
			}
			h := rest[i+1 : end]
			if h != "" && h[0] != '[' && strings.IndexByte(h, '@') >= 0 {
				continue // hostLike is false (a search up to the next "@")
			}
			if hostLike(h) {
				return i
			}
		}
	}
	return at
}

// hostLike reports whether h, a host and maybe a port, looks like a host
// that a URL names: an IP literal, "localhost", or a dotted name of
// letters (non-ASCII ones too), digits, "-" and "_" (an IPv4 address is
// one).
func hostLike(h string) bool {
	if strings.HasPrefix(h, "[") {
		return true
	}
	// A name of labels with a dot (most hosts), told before "localhost"
	// is asked of it; one read of the bytes, a table's answer for each.
	// The port: a ":" that only digits follow is the last ":" of h, and
	// ends the name; any other ":" is a byte no name holds.
	dot := false
	for i := 0; i < len(h); i++ {
		switch hostByte[h[i]] {
		case hostName:
		case hostDot:
			dot = i > 0
		case hostColon:
			if !allDigits(h[i+1:]) {
				return false
			}
			h = h[:i]
		default:
			return false // a byte no spelling of "localhost" holds
		}
	}
	return dot || strings.EqualFold(h, "localhost")
}

// hostByte is what hostLike reads a byte of a host as: a byte of a
// label's name (letters, digits, "-", "_" and every byte of a non-ASCII
// letter), a dot, the port's colon, or none of these (0).
var hostByte = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case Is(byte(c), Alphanum), c == '-', c == '_', c >= 0x80:
			t[c] = hostName
		case c == '.':
			t[c] = hostDot
		case c == ':':
			t[c] = hostColon
		}
	}
	return t
}()

const (
	hostName = 1 + iota
	hostDot
	hostColon
)

// cvsMethods are the access methods of a CVSROOT (":pserver:user@host"),
// which cvs:// URLs carry in front of the user name.
var cvsMethods = map[string]bool{
	"pserver": true, "gserver": true, "kserver": true, "server": true, "ext": true,
	"extssh": true, "ssh": true, "fork": true, "local": true, "sspi": true,
}

// cvsMethod returns the length of a ":method:" prefix of the userinfo ui
// ("cvs://:pserver:anoncvs@host/"), or 0: the method is no user name and
// the user name after it no password.
func cvsMethod(ui string) int {
	if len(ui) < 3 || ui[0] != ':' {
		return 0
	}
	j := strings.IndexByte(ui[1:], ':')
	if j < 0 || !cvsMethods[strings.ToLower(ui[1:1+j])] {
		return 0
	}
	return j + 2
}

// siteStart returns the offset just after the "//" that opens the site of
// s ("scheme://" or a network-path reference "//"), or -1. The scheme is
// what Appendix B takes for one (anything but ":", "/", "?" and "#"), as
// Parse does, so that "0://:pw@h" hides its password although "0" is no
// scheme name.
func siteStart(s string) int {
	p := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			if i > 0 {
				p = i + 1
			}
			break
		}
		if c == '/' || c == '?' || c == '#' {
			break
		}
	}
	if strings.HasPrefix(s[p:], "//") {
		return p + 2
	}
	return -1
}

// tokenPrefixes start well-known access tokens (GitHub, GitLab, Slack, npm).
var tokenPrefixes = [...]string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "npm_"}

// tokenMin is the length of the shortest token prefix and eight: a token
// of a prefix is longer (TokenLike); tokenFirst holds the first bytes of
// the prefixes.
var tokenMin, tokenFirst = func() (n int, first [256]bool) {
	n = math.MaxInt
	for _, p := range tokenPrefixes {
		n = min(n, len(p)+8)
		first[p[0]] = true
	}
	return n, first
}()

// TokenLike reports whether a user name is in fact a secret: a well-known
// token prefix, a token of a shape of its own (tokenShaped), or a run of
// 32 or more letters, digits, "_" and "-" that mixes letters and digits,
// or upper- and lower-case letters (since stop 53).
// The name is read decoded, as every decoder shows it: a token with a
// byte percent-encoded is one ("ghp%5F…" was printed whole, while lint's
// normal form decoded and masked it: review52 L11), and as a reader
// sees it (invisible.go, readerName): format characters taken out
// ("2THJQDvfc9NJHfdiak\u00adfnGJABLNbRVQTZ3o12" is one, review53 M7),
// full-width forms as their ASCII, a letter or digit of another script
// among ASCII as one of its kind (review54 N2).
func TokenLike(user string) bool {
	if strings.IndexByte(user, '%') >= 0 {
		user = pctDecodeString(user)
	}
	if len(user) > tokenMin && nonASCII(user) < len(user) {
		// As a reader sees it (invisible.go): a character of another
		// script in place of one of the token's, or among them; a
		// look-alike of a Latin capital as that capital (token.go).
		if awsKeyRead(user) {
			return true
		}
		user = latinSkeleton(user)
		if r := readerName(user, true); r != user && tokenLike(r) {
			return true
		}
		user = readerName(user, false)
	}
	return tokenLike(user)
}

// tokenLike is TokenLike of a user name read as it stands.
func tokenLike(user string) bool {
	if tokenShaped(user) {
		return true // (token.go: sk-…, AKIA…, a JSON Web Token)
	}
	if tokenPunct(user) {
		return true // (token.go: ya29.…, base64, a run with "=+.~")
	}
	// A user name of 12 bytes or fewer is neither (nearly every one is):
	// told before the prefixes are tried.
	if len(user) <= tokenMin || !tokenFirst[user[0]] && len(user) < 32 {
		return false
	}
	for _, p := range tokenPrefixes {
		if strings.HasPrefix(user, p) && len(user) > len(p)+8 {
			return true
		}
	}
	// A run of 32 bytes or more: letters and digits, or letters of both
	// cases with no digit, as a random token of base62 or base64url is
	// 0.4% of the time ((52/62)^32; review51 K10's
	// `UevhBWmneifruUaLPqZyMAzXGFzNwCrw`). No user name of the real trees
	// is one (none of 12 letters or more before an "@" in /usr/share/doc,
	// GOROOT/src and the module cache), so the price, a long camelCase
	// user name hidden, is paid by hardly anyone.
	return len(user) >= 32 && (tokenBody(user) || mixedCaseRun(user))
}

// mixedCaseRun reports whether s holds only letters, "_" and "-", and
// letters of both cases.
func mixedCaseRun(s string) bool {
	upper, lower, digits, ok := runClasses(s)
	return ok && upper && lower && !digits
}

// tokenBody reports whether s holds only letters, digits, "_" and "-",
// and both a letter and a digit: the body of a token after its prefix.
func tokenBody(s string) bool {
	upper, lower, digits, ok := runClasses(s)
	return ok && (upper || lower) && digits
}

// runClasses reads s as a token's run: whether it holds upper-case
// letters, lower-case letters and digits, and whether it holds nothing
// but those, "_" and "-" (ok).
func runClasses(s string) (upper, lower, digits, ok bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z':
			lower = true
		case 'A' <= c && c <= 'Z':
			upper = true
		case '0' <= c && c <= '9':
			digits = true
		case c == '_' || c == '-':
		default:
			return false, false, false, false
		}
	}
	return upper, lower, digits, true
}

// isTextDelim reports whether c ends a word of free text for MaskText.
func isTextDelim(c byte) bool { return textDelim[c] }

// textDelim holds the bytes isTextDelim reports: a table, as every byte
// of a URL's text is asked (AddText, MaskText).
var textDelim = [256]bool{' ': true, '\t': true, '\n': true, '\r': true, '"': true, '\'': true, '<': true, '>': true, '`': true}

func isSchemeByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

// replacePiece returns msg with every occurrence of piece, a piece of a
// URL that shows some of its secret, replaced by masked. A piece shorter
// than four bytes is replaced only where it stands as a word of its own,
// so that a port "a" of "http://u:a/b@c@h/" is hidden in `not "a"` and
// "may" stays "may"; a longer piece is replaced wherever it stands, in any
// case of its ASCII letters.
func replacePiece(msg, piece, masked string) string {
	if piece == "" || piece == masked {
		return msg
	}
	if len(piece) >= 4 {
		// In any case of its ASCII letters: a message may quote a host
		// lowercased, and the host may be a piece of a secret.
		lm, lp := asciiLower(msg), asciiLower(piece)
		if !strings.Contains(lm, lp) {
			return msg
		}
		var b strings.Builder
		last := 0
		for i := 0; ; {
			j := strings.Index(lm[i:], lp)
			if j < 0 {
				break
			}
			j += i
			b.WriteString(msg[last:j])
			b.WriteString(masked)
			last = j + len(lp)
			i = last
		}
		b.WriteString(msg[last:])
		return b.String()
	}
	if strings.IndexFunc(piece, func(r rune) bool { return r < utf8.RuneSelf && Is(byte(r), Alphanum) || r >= utf8.RuneSelf }) < 0 {
		// "/", " ", "?#": no word to tell from the message's own.
		return msg
	}
	var b strings.Builder
	for i := 0; ; {
		j := strings.Index(msg[i:], piece)
		if j < 0 {
			if i == 0 {
				return msg
			}
			b.WriteString(msg[i:])
			return b.String()
		}
		j += i
		k := j + len(piece)
		inWord := j > 0 && Is(msg[j-1], Alphanum) && Is(piece[0], Alphanum) ||
			k < len(msg) && Is(msg[k], Alphanum) && Is(piece[len(piece)-1], Alphanum)
		b.WriteString(msg[i:j])
		if inWord {
			b.WriteString(piece)
		} else {
			b.WriteString(masked)
		}
		i = k
	}
}

// asciiLower returns s with its ASCII letters in lower case (the same
// length: offsets into it are offsets into s).
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// indexDelim returns the index of the first "/", "?" or "#" of s, or -1:
// strings.IndexAny(s, "/?#") without making its set at each call (it
// runs for every URL with an "@" that is printed, twice). Three vector
// searches, each of what stands before the delimiter found so far (a
// host and a port, most often, before a path's "/"), not a test of three
// for each byte.
func indexDelim(s string) int {
	n := strings.IndexByte(s, '/')
	if n >= 0 {
		s = s[:n]
	}
	if q := strings.IndexByte(s, '?'); q >= 0 {
		n, s = q, s[:q]
	}
	if h := strings.IndexByte(s, '#'); h >= 0 {
		n = h
	}
	return n
}

// AddCopied adds the secret ranges of from, a URL whose Secret is fs, as
// far as text copies them at the same offsets: text is a URL resolved
// against from (its base) and begins as from does, so a piece of from's
// password that stays in it is shown as "***" however short ("ab" of the
// base "https://bob:ab#cdef@ss.org/", whose grammar ends the authority at
// "#": resolving "#f" gives "https://bob:ab#f"). A delimiter that ends
// the piece is text's own.
func (s *Secret) AddCopied(text, from string, fs Secret) {
	n := 0
	for n < len(text) && n < len(from) && text[n] == from[n] {
		n++
	}
	for _, sp := range fs.spans.all() {
		hi := min(sp.Hi, n)
		for hi > sp.Lo && strings.IndexByte("/?#@:", text[hi-1]) >= 0 {
			hi--
		}
		if sp.Lo < hi {
			s.Add(text, sp.Lo, hi)
		}
	}
}
