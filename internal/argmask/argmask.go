// Package argmask masks what an error message of the command shows of
// its command line: an argument may be a URL that holds a password (a
// PATH, a flag's value), and a message may quote it whole, lowered, or a
// piece of it (a flag's value cut at ","). A piece whose place in the
// command line is known is masked by where its secret stands there, so
// that a host or path that holds the password's letters is shown as it
// is and where "***" stands tells nothing of the password
// (urlsyntax.Secret.PieceAs); text of no known place is masked by the
// secrets' words (urlsyntax.Secret.Scrub). It is package main's, moved
// here with its tests (stop 36); it reads no globals and prints nothing.
package argmask

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// Args is what is secret in one command line. The zero Args masks
// nothing but what urlsyntax.Secret.Scrub of no words masks: nothing.
type Args struct {
	// sec is what is secret in the command line: a message may quote a
	// piece of an argument that is a URL (a flag's value split at ",",
	// lowercased, cut where it stops reading as a name), where the
	// masker of the text alone finds no "@".
	sec urlsyntax.Secret
	// secrets are the arguments that hold a secret, with its ranges: a
	// message that quotes a piece of one shows the bytes of the piece
	// that are secret as ***, however few (hidePieces).
	secrets []argSecret
	// all are all the arguments: a piece a message quotes is placed in
	// an argument when it stands in one of them once (placedPiece).
	all []string
	// public are the arguments that hold no secret: a message that
	// shows one whole (a flag's parser quoting an argument it does not
	// know, a PATH that cannot be read) shows it as it is, though its
	// bytes stand in a secret too (publicArg).
	public []string
}

// New returns the Args of the command line args (the program's name
// first, or not: every argument is read alike).
func New(args []string) Args {
	a := Args{all: args}
	for _, s := range args {
		a.sec.AddReading(s)
		if sec := urlsyntax.SecretOf(s); len(sec.Spans()) > 0 {
			// A message may quote a value in lower case (--scheme), which
			// Scrub, folding ASCII only, would not know: " _ω@" of the
			// password " _Ω".
			// Rune by rune, each kept where its lower case is of
			// another length ("İ") and a byte that is no UTF-8 kept as
			// it is: the offsets of s. (strings.ToLower makes "\xc3"
			// U+FFFD, three bytes, and then no piece was placed in
			// lower case: --scheme 'git+ssh://u:Xkq,\xc3R1f@h/x' said
			// "git+ssh://u:xkq"; TestUserAtProse, seed 4713.)
			l := lowerInPlace(s)
			a.secrets = append(a.secrets, argSecret{s, l, sec, sec.Mask(s)})
		} else if s != "" {
			a.public = append(a.public, s)
		}
	}
	return a
}

// lowerInPlace returns s in lower case, byte for byte at the offsets of
// s: a rune whose lower case is of another length, and a byte that is no
// UTF-8, kept as they are.
func lowerInPlace(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); r != utf8.RuneError && utf8.RuneLen(l) == n {
			b = utf8.AppendRune(b, l)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

// publicArg reports whether q, a string a message shows whole, is an
// argument that holds no secret. Such an argument is shown as it is,
// though it stands in a secret of another argument too: its place in the
// command line is known, and masking it by value would let whoever
// chooses it test the secret ("urlsift resolve --base
// 'http://u:-82@h/' -- x" is no oracle, but before stop 37 "resolve
// --base 'http://u:-82@h/' -82" said "flag provided but not defined:
// ***" where "-83" was shown).
func (a Args) publicArg(q string) bool {
	return q != "" && slices.Contains(a.public, q)
}

// Message returns msg, an error message, with what it shows of a secret
// of the command line masked (hideMessage), and what it names of a file
// read as a name (urlsyntax.MaskName): "--baseline: PATH: …", "mkdir
// PATH: …" name a path that may be a URL saved under its own name,
// cleaned of the second "/" of its "://" (review59 N10).
func (a Args) Message(msg string) string {
	return urlsyntax.MaskName(hideMessage(a, msg))
}

// Path returns path, a path an error message names (an argument, or a
// name found by walking), with its secret masked: by its own spans when
// it is an argument, whole (a PATH that is a URL) or a piece placed once
// in the command line; else by the secrets' words and the secret bytes
// of an argument it is a piece of. An argument is masked by its own
// secret first: Scrub's runs of another argument's secret may take a
// byte of it ("arohgq***94_" of ".../arohgq.com:094_@ss/" beside a URL
// whose secret holds ".com:"), and its password is then no word Scrub
// knows. What is left is read as a name (urlsyntax.MaskName): a URL
// saved under its own name, cleaned of the second "/" of its "://"
// ("postgres:/deploy:5|^6h@j8U:89391/od@intranet"), whose password
// MaskText's raw reading and the arguments' own readings miss, is a
// public argument no more than it is a name a walk found (review59 N10:
// "no such file or directory" printed it whole).
func (a Args) Path(path string) string {
	return urlsyntax.MaskName(a.path(path))
}

// path is Path before the reading of a name (urlsyntax.MaskName).
func (a Args) path(path string) string {
	if m, ok := wholeArg(a.secrets, path); ok {
		return m
	}
	if a.publicArg(path) {
		return path
	}
	if m, ok := placedPiece(a.secrets, a.all, path); ok {
		return m
	}
	return a.sec.Scrub(hidePieces(a.secrets, path))
}

// argSecret is an argument that holds a secret: its text, the same in
// lower case, and the secret's byte ranges.
type argSecret struct {
	text, lower string
	sec         urlsyntax.Secret // of text: where its secret bytes stand
	masked      string           // text with its spans shown as *** (Secret.Mask): by where they stand
}

// wholeArg returns q, a string a message shows, masked by where its bytes
// stand when it is an argument that holds a secret, whole, as given or in
// lower case; ok is false when it is none.
func wholeArg(args []argSecret, q string) (string, bool) {
	for _, a := range args {
		switch q {
		case a.text:
			return a.masked, true
		case a.lower:
			return strings.ToLower(a.masked), true
		}
	}
	return "", false
}

// placedPiece returns q, a string a message quotes, masked by where it
// stands when it is a piece of an argument that holds a secret (as given
// or in lower case) and stands once in all the arguments (a flag's value
// split at ",": "http://u:pw@example.com/p" of --enable
// "http://u:pw@example.com/p,x"): the bytes it shares with that
// argument's secret shown as ***, the rest as it is, so that a host that
// holds the password's letters is shown. ok is false where its place is
// not known (it stands in no argument, or in more than one place, or in
// none that holds a secret): there it is masked by the secrets' words.
func placedPiece(args []argSecret, all []string, q string) (string, bool) {
	if q == "" || len(args) == 0 {
		return "", false
	}
	var in *argSecret
	off := -1
	for i := range args {
		for _, t := range []string{args[i].text, args[i].lower} {
			if j := strings.Index(t, q); j >= 0 {
				in, off = &args[i], j
				break
			}
		}
		if in != nil {
			break
		}
	}
	if in == nil {
		return loweredPiece(args, all, q)
	}
	// Once in all the arguments, as given and in lower case.
	n := 0
	for _, a := range all {
		forms := []string{a}
		if l := strings.ToLower(a); l != a {
			forms = append(forms, l)
		}
		for fi, t := range forms {
			for from := 0; from < len(t); {
				j := strings.Index(t[from:], q)
				if j < 0 {
					break
				}
				j += from
				if fi == 0 || len(forms[0]) != len(t) || forms[0][j:j+len(q)] != q {
					n++ // in lower case only where it is not so as given
				}
				from = j + 1
			}
		}
		if n > 1 {
			return "", false
		}
	}
	if n != 1 {
		return "", false
	}
	return in.sec.PieceAs(in.text, off, off+len(q), q), true
}

// loweredPiece is placedPiece for q, a piece a message quotes in lower
// case (strings.ToLower), where the lower case of the argument is of
// another length than the argument (lowerInPlace keeps those bytes): a
// byte that is no UTF-8, which strings.ToLower makes U+FFFD, or "İ",
// which it makes "i̇". q is placed where an argument's bytes read as q in
// lower case, once in all the arguments (--scheme 'git+ssh://u:Xk\xc3q,x'
// said "git+ssh://u:xk\ufffdq": TestUserAtProse, seed 4713).
func loweredPiece(args []argSecret, all []string, q string) (string, bool) {
	var in *argSecret
	lo, hi, n := 0, 0, 0
	for _, a := range all {
		for i := 0; i < len(a) && n < 2; i++ {
			for j := i; j < len(a); {
				_, size := utf8.DecodeRuneInString(a[j:])
				j += size // whole runes: "İ" is two bytes
				l := strings.ToLower(a[i:j])
				if len(l) >= len(q) || !strings.HasPrefix(q, l) {
					if l == q {
						n++
						for k := range args {
							if args[k].text == a {
								in, lo, hi = &args[k], i, j
							}
						}
					}
					break
				}
			}
		}
	}
	if n != 1 || in == nil {
		return "", false
	}
	return in.sec.PieceAs(in.text, lo, hi, q), true
}

// hideMessage is hideQuoted for msg, a message that may show whole
// arguments that hold a secret (a PATH, a flag's value), quoted or not:
// each is masked by where its secret stands in it (wholeArg), not by the
// secret's words, so that a host or path of it that holds the letters of
// a password (its own or another argument's) is shown as it is, and where
// *** stands tells nothing of the password. The rest of the message, whose
// bytes come from no place urlsift knows (a piece of an argument cut at
// ",", a word of an error of the system), is masked by the secrets' words
// (hideQuoted): there a word that equals a password is hidden wherever it
// stands, which tells at most that the message holds that word.
func hideMessage(a Args, msg string) string {
	args := a.secrets
	if len(args) == 0 {
		return hideQuoted(a, msg)
	}
	type rep struct {
		lo, hi int
		s      string
	}
	var reps []rep
	for i := 0; i < len(msg); i++ {
		q, u, ok := quotedAt(msg, i)
		if q == "" {
			continue
		}
		if m, whole := wholeArg(args, u); ok && whole {
			reps = append(reps, rep{i, i + len(q), strconv.Quote(m)})
		} else if ok && a.publicArg(u) {
			reps = append(reps, rep{i, i + len(q), q})
		}
		i += len(q) - 1
	}
	for _, a := range args {
		for _, t := range []string{a.text, a.lower} {
			for from := 0; from < len(msg); {
				j := strings.Index(msg[from:], t)
				if j < 0 {
					break
				}
				j += from
				from = j + len(t)
				inside := false
				for _, r := range reps {
					inside = inside || r.lo < j+len(t) && j < r.hi
				}
				if !inside {
					m, _ := wholeArg(args, t)
					reps = append(reps, rep{j, j + len(t), m})
				}
			}
		}
	}
	// A public argument the message shows whole and unquoted, between
	// white space or the message's ends ("flag provided but not
	// defined: -82"): as it is.
	var forms []string
	for _, p := range a.public {
		forms = append(forms, p)
		if strings.HasPrefix(p, "--") && len(p) > 2 {
			forms = append(forms, p[1:]) // "flag provided but not defined: -x" of "--x"
		}
	}
	for _, p := range forms {
		for from := 0; from < len(msg); {
			j := strings.Index(msg[from:], p)
			if j < 0 {
				break
			}
			j += from
			from = j + 1
			if j > 0 && msg[j-1] != ' ' || j+len(p) < len(msg) && msg[j+len(p)] != ' ' {
				continue
			}
			inside := false
			for _, r := range reps {
				inside = inside || r.lo < j+len(p) && j < r.hi
			}
			if !inside {
				reps = append(reps, rep{j, j + len(p), p})
				from = j + len(p)
			}
		}
	}
	if len(reps) == 0 {
		return hideQuoted(a, msg)
	}
	slices.SortFunc(reps, func(a, b rep) int { return a.lo - b.lo })
	var b strings.Builder
	last := 0
	for _, r := range reps {
		if r.lo > last {
			b.WriteString(hideQuoted(a, msg[last:r.lo]))
		}
		b.WriteString(r.s)
		last = r.hi
	}
	if last < len(msg) {
		b.WriteString(hideQuoted(a, msg[last:]))
	}
	return b.String()
}

// hidePieces returns q, a string a message quotes, with every byte that
// is a secret byte of an argument q is a piece of (as given or in lower
// case) shown as ***: a flag's value split at "," leaves pieces of a
// password shorter than Scrub's runs of four ("HTTPS://:\tyc" of
// --disable "HTTPS://:\tyc,›@host.example.org/").
func hidePieces(args []argSecret, q string) string {
	if q == "" {
		return q
	}
	for _, a := range args {
		for _, t := range []string{a.text, a.lower} {
			for from := 0; from < len(t); {
				i := strings.Index(t[from:], q)
				if i < 0 {
					break
				}
				i += from
				from = i + 1
				if a.sec.Overlaps(i, i+len(q)) {
					q = a.sec.PieceAs(a.text, i, i+len(q), q)
					from = len(t) // q changed: look for it no more in this argument
				}
			}
		}
	}
	return q
}

// quotedAt returns the Go-quoted string that starts at msg[i] and its
// value (ok false when it has none); q is "" when none starts there.
func quotedAt(msg string, i int) (q, u string, ok bool) {
	if msg[i] != '"' {
		return "", "", false
	}
	q, err := strconv.QuotedPrefix(msg[i:])
	if err != nil {
		return "", "", false
	}
	u, err = strconv.Unquote(q)
	return q, u, err == nil
}

// hideQuoted is sec.Scrub for a message that may quote an argument in Go
// syntax (%q: "\t", "\""), where the escapes would keep a piece of a
// secret from being recognised: each quoted string is scrubbed unquoted,
// and the secret bytes of an argument it is a piece of hidden
// (hidePieces).
func hideQuoted(a Args, msg string) string {
	sec, args, all := a.sec, a.secrets, a.all
	// The quoted pieces whose place is known (placedPiece, publicArg)
	// are kept from the words' masking of the rest.
	var b strings.Builder
	last := 0
	for i := 0; i < len(msg); i++ {
		q, u, ok := quotedAt(msg, i)
		if q == "" {
			continue
		}
		if ok {
			if a.publicArg(u) {
				b.WriteString(sec.Scrub(msg[last:i]))
				b.WriteString(q)
				last = i + len(q)
			} else if h, placed := placedPiece(args, all, u); placed {
				b.WriteString(sec.Scrub(msg[last:i]))
				b.WriteString(strconv.Quote(h))
				last = i + len(q)
			} else if h := sec.Scrub(hidePieces(args, u)); h != u {
				h = strconv.Quote(h)
				msg = msg[:i] + h + msg[i+len(q):]
				q = h
			}
		}
		i += len(q) - 1
	}
	if last == 0 {
		return sec.Scrub(msg)
	}
	b.WriteString(sec.Scrub(msg[last:]))
	return b.String()
}
