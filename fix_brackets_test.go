package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var bracketFlags = newGenFlags("TestFixTemplateBrackets", "brk", "name", 300, 100, 5078, false)

// brkContent draws what a template piece holds: a name (lower, upper,
// with "_", "-", ".", a "$" before it, digits), nothing, a path
// ("path/to/dir"), alternatives ("a|b"), a colon, or any printable bytes
// but white space, quotes and "<>" (which end a URL in prose).
func brkContent(r *rand.Rand) string {
	switch r.IntN(8) {
	case 0:
		return strings.ToUpper(lowerWord(r, 8)) + "_" + strings.ToUpper(lowerWord(r, 4))
	case 1:
		return "$" + lowerWord(r, 8) + "Id"
	case 2:
		return ""
	case 3:
		return lowerWord(r, 4) + "/" + lowerWord(r, 4) + "/" + lowerWord(r, 4)
	case 4:
		return lowerWord(r, 5) + "|" + lowerWord(r, 5)
	case 5:
		return valueFill(r, 1+r.IntN(5), " \"'<>`[]{}")
	case 6:
		return lowerWord(r, 6) + []string{"_id", "-id", ".name", ":port"}[r.IntN(4)]
	}
	return lowerWord(r, 8)
}

// brkPiece draws a template piece: a pair of brackets of either kind
// around a content, a pair mismatched, or a lone bracket.
func brkPiece(r *rand.Rand) string {
	c := brkContent(r)
	switch r.IntN(10) {
	case 0:
		return "{" + c + "]"
	case 1:
		if c == "" {
			c = lowerWord(r, 5) // (a lone "[" ending the URL is prose's, as extract reads it)
		}
		return []string{"[", "]", "{", "}"}[r.IntN(4)] + c
	case 2, 3, 4, 5:
		return "{" + c + "}"
	}
	return "[" + c + "]"
}

// brkURL draws a URL with template pieces (one to four) in its user
// name, host, path segments (whole or inside a segment), query and
// fragment, an IP literal host at times, and other unwise characters.
// It returns the URL and the offset after its IP literal (0: none).
func brkURL(r *rand.Rand) (string, int) {
	scheme := []string{"https", "http", "gs", "ftp", "scp", "s3", "file"}[r.IntN(7)]
	var b strings.Builder
	b.WriteString(scheme + "://")
	lit := 0
	switch r.IntN(6) {
	case 0:
		b.WriteString(brkPiece(r) + "@" + lowerWord(r, 8) + ".example.com")
	case 1:
		b.WriteString(brkPiece(r))
	case 2:
		b.WriteString(fmt.Sprintf("[2001:db8::%x]", r.IntN(65536)))
		lit = b.Len()
	default:
		b.WriteString(lowerWord(r, 8) + ".example.com")
	}
	pieces := 1 + r.IntN(4)
	for range 1 + r.IntN(4) {
		b.WriteString("/")
		switch {
		case pieces > 0 && r.IntN(2) == 0:
			pieces--
			if r.IntN(2) == 0 {
				b.WriteString(lowerWord(r, 5) + "_" + brkPiece(r) + "_" + lowerWord(r, 5))
			} else {
				b.WriteString(brkPiece(r))
			}
		case r.IntN(6) == 0:
			b.WriteString(lowerWord(r, 3) + []string{"|", "^"}[r.IntN(2)] + lowerWord(r, 3))
		default:
			b.WriteString(lowerWord(r, 8))
		}
	}
	for ; pieces > 0; pieces-- {
		switch r.IntN(3) {
		case 0:
			b.WriteString("?" + lowerWord(r, 5) + "=" + brkPiece(r))
		case 1:
			b.WriteString("." + brkPiece(r))
		default:
			b.WriteString("/" + brkPiece(r))
		}
	}
	if r.IntN(5) == 0 {
		b.WriteString("#" + brkPiece(r))
	}
	return b.String(), lit
}

// rawBrackets counts the brackets of s from offset from.
func rawBrackets(s string, from int) int {
	n := 0
	for i := from; i < len(s); i++ {
		if strings.IndexByte("[]{}", s[i]) >= 0 {
			n++
		}
	}
	return n
}

// TestFixTemplateBrackets: the unwise-character fix (`lint --fix`, the
// default level) escapes every bracket of a URL or none (review51 K4):
// never one of a pair ("drives/{$memberId%7D"), nor some of a URL's
// template pieces and not others (".../[project_id]/zones/%5Bzone%5D/",
// "gs://{bucket-id}/%7Bpath/to/dir%7D"); an IP literal's brackets are the
// host's syntax and not counted. The generator (seed 5078 by default)
// draws URLs with one to four pieces in brackets of either kind, paired,
// mismatched or alone, holding names, "$" names, paths, alternatives,
// nothing or any printable bytes, in the user name, the host, the path's
// segments (whole or inside one), the query and the fragment, in
// Markdown, text and a Go comment; the real binary fixes them. Control:
// URLs whose brackets are escaped all, and other unwise characters
// escaped, are counted and must be found.
func TestFixTemplateBrackets(t *testing.T) {
	n, seed, _ := bracketFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x6b34))
	dir := t.TempDir()
	type placed struct {
		file string
		line int
		url  string
		lit  int
	}
	var all []placed
	files := map[string]*strings.Builder{}
	names := []string{"notes.md", "README.txt", "api.go"}
	lineNo := map[string]int{}
	for range n {
		name := names[r.IntN(len(names))]
		if files[name] == nil {
			files[name] = &strings.Builder{}
			if name == "api.go" {
				files[name].WriteString("package api\n\n")
				lineNo[name] = 2
			}
		}
		u, lit := brkURL(r)
		pre := "See "
		if name == "api.go" {
			pre = "// See "
		}
		fmt.Fprintf(files[name], "%s%s here.\n\n", pre, u)
		all = append(all, placed{name, lineNo[name], u, lit})
		lineNo[name] += 2
	}
	for name, b := range files {
		writeGen(t, name, []byte(b.String()), dir)
	}
	keepGenerated(t, dir)
	lintFix(t, dir, false, ".")
	after := map[string][]string{}
	for name := range files {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		after[name] = strings.Split(string(b), "\n")
	}
	half, whole, kept, other := 0, 0, 0, 0
	for _, p := range all {
		line := after[p.file][p.line]
		pre := "See "
		if p.file == "api.go" {
			pre = "// See "
		}
		got, ok := strings.CutPrefix(line, pre)
		got, ok2 := strings.CutSuffix(got, " here.")
		if !ok || !ok2 {
			t.Errorf("%s:%d: the text around the URL changed: %q", p.file, p.line+1, line)
			continue
		}
		b, a := rawBrackets(p.url, p.lit), rawBrackets(got, p.lit)
		switch {
		case b == 0:
		case a != 0 && a != b:
			half++
			if half <= 8 {
				t.Errorf("%s:%d: %d of %d brackets escaped:\n  before: %s\n  after:  %s", p.file, p.line+1, b-a, b, p.url, got)
			}
		case a == 0:
			whole++
		default:
			kept++
		}
		if got != p.url && a == b {
			other++
		}
	}
	t.Logf("seed %d: %d URLs; brackets escaped in part %d, all %d, none %d; other unwise characters escaped in %d", seed, len(all), half, whole, kept, other)
	if whole == 0 || other == 0 {
		t.Errorf("nothing escaped: the test cannot tell")
	}
}
