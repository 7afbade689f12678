package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestPositionsMailHeaders is the positions promise (CONTRACT.md,
// "Positions") for URLs in a message's header fields, which the mail
// reader unfolds before the scanner reads them: every URL's offsets,
// lines and columns point at its own bytes in the file, its last byte
// included and no line break after it, wherever it stands in the field
// (at the field's end, before or after a fold, in <...> with the fold
// inside, beside an RFC 2047 encoded word), with "\n" or "\r\n" lines;
// lint's findings lie in the URL's span. The URLs and the prose around
// them are genPosText's (every printable byte, non-ASCII, invalid UTF-8).
// Before stop 52 a URL that ended its field was told ending after the
// field's line break (review52 L8).
func TestPositionsMailHeaders(t *testing.T) {
	seed := uint64(5126)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	n := 8
	if testing.Short() {
		n = 3
	}
	if *leakCases != 0 {
		n = max(1, *leakCases/10)
	}
	for b := range n {
		r := rand.New(rand.NewPCG(seed, uint64(200+b)))
		msg, whole := genMailHeaders(r, 12)
		t.Run(strconv.Itoa(b), func(t *testing.T) {
			t.Parallel()
			urls := checkMailPositions(t, msg)
			for _, w := range whole {
				if !slices.ContainsFunc(urls, func(u posRecord) bool { return oneFFFD(u.URL) == oneFFFD(w) }) {
					t.Errorf("%q, in <...> in a header field, not found whole in %q", w, msg)
				}
			}
		})
	}
}

// mailHeaderNames are fields the mail reader reads URLs in.
var mailHeaderNames = []string{"Subject", "Comments", "Keywords", "Archived-At", "Content-Base", "Organization", "X-Url", "List-Archive", "List-Help", "List-Unsubscribe", "Link"}

// genMailHeaders draws a message whose header holds n scanned fields with
// a URL each, and a body with URLs at line ends. whole lists the URLs in
// "<...>" (a fold inside or not) as extract's JSON must print them, those
// of UTF-8 text.
func genMailHeaders(r *rand.Rand, n int) (msg string, whole []string) {
	nl := []string{"\n", "\r\n"}[r.IntN(2)]
	var b strings.Builder
	word := func() string {
		var w strings.Builder
		for k := r.IntN(5); k >= 0; k-- {
			if r.IntN(4) == 0 {
				w.WriteString([]string{"中文", "é", "\xff", "\xa3", "«", "»", "🔑"}[r.IntN(7)])
			} else {
				c := byte(0x21 + r.IntN(0x5e)) // printable, no space
				w.WriteByte(c)
			}
		}
		return w.String()
	}
	fold := func() string { return nl + []string{" ", "\t", "   "}[r.IntN(3)] }
	b.WriteString("From: a@example.org" + nl + "To: b@example.org" + nl)
	for range n {
		b.WriteString(mailHeaderNames[r.IntN(len(mailHeaderNames))] + ":")
		if r.IntN(4) == 0 {
			b.WriteString(" =?utf-8?q?caf=C3=A9?=")
		}
		for k := r.IntN(3); k > 0; k-- {
			b.WriteString(" " + word())
		}
		if r.IntN(3) == 0 {
			b.WriteString(fold()[len(nl):]) // some space before the URL
			b.WriteString(fold())
		} else {
			b.WriteString(" ")
		}
		u := genPosURL(r)
		k := r.IntN(3)
		if k > 0 && utf8.ValidString(u) {
			// (A byte that is no UTF-8 ends a URL in "<...>" too, as
			// in text: a rule of the scanner's, not the header's.)
			whole = append(whole, asJSON(strings.ReplaceAll(u, "\u2010", "-")))
		}
		switch k {
		case 0:
			b.WriteString(u)
		case 1:
			// A fold inside the brackets, after the scheme's ":".
			if i := strings.IndexByte(u, ':') + 1; r.IntN(2) == 0 && i < len(u) {
				u = u[:i] + fold() + u[i:]
			}
			b.WriteString("<" + u + ">")
		default:
			b.WriteString("<URL:" + u + ">")
		}
		switch r.IntN(4) {
		case 0: // the field ends with the URL
		case 1:
			b.WriteString(fold() + word())
		case 2:
			b.WriteString(" " + word())
		default:
			b.WriteString(" =?iso-8859-1?q?=E9t=E9?=")
		}
		b.WriteString(nl)
	}
	b.WriteString(nl)
	for range 3 {
		b.WriteString(word() + " " + genPosURL(r) + nl)
	}
	return b.String(), whole
}

func checkMailPositions(t *testing.T, text string) []posRecord {
	p := filepath.Join(t.TempDir(), "in.eml")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	urls := posRecords(t, posRun(t, "extract", "--format", "json", "--show-secrets", "--input", "mail", p))
	if len(urls) < 8 {
		t.Fatalf("%d URLs in %q: the generator draws too few", len(urls), text)
	}
	for _, u := range urls {
		what := fmt.Sprintf("extract URL %q", u.URL)
		if !checkSpan(t, what, text, u) || u.URL == "" || u.Offset == u.EndOffset {
			continue
		}
		span := text[u.Offset:u.EndOffset]
		if strings.Contains(span, "=?") {
			continue // an encoded word stands for the bytes it decodes to
		}
		last, _ := utf8.DecodeLastRuneInString(u.URL)
		if span[0] != u.URL[0] || !strings.HasSuffix(span, string(last)) && !strings.HasSuffix(span, "\ufffd") && !strings.HasSuffix(u.URL, "\ufffd") {
			t.Errorf("%s: its span %q starts or ends elsewhere", what, span)
		}
		if e := span[len(span)-1]; e == '\n' || e == '\r' {
			t.Errorf("%s: its span %q ends with a line break", what, span)
		}
	}
	fs := posRecords(t, posRun(t, "lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", "--input", "mail", p))
	for _, f := range fs {
		what := fmt.Sprintf("lint %s finding in %q", f.Rule, f.URL)
		if !checkSpan(t, what, text, f) {
			continue
		}
		if !slices.ContainsFunc(urls, func(u posRecord) bool { return u.Offset <= f.Offset && f.EndOffset <= u.EndOffset }) {
			t.Errorf("%s: span %d-%d in no URL's span", what, f.Offset, f.EndOffset)
		}
	}
	return urls
}

// oneFFFD makes each run of U+FFFD one: JSON writers differ in how many
// they write for a sequence cut short.
func oneFFFD(s string) string {
	for strings.Contains(s, "\ufffd\ufffd") {
		s = strings.ReplaceAll(s, "\ufffd\ufffd", "\ufffd")
	}
	return s
}
