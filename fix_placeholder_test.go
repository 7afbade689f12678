package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var phFlags = newGenFlags("TestFixPlaceholderNames", "ph", "language", 40, 12, 5100, true)

// phName draws a name to fill in between brackets: a word in capitals
// ("[AUDIENCE]"), in lower case ("[trg]", "[user]"), snake, kebab or
// dotted case, with "$" before it ("{$memberId}"), or alternatives
// ("[projects|folders]", "[a,b]"); each starts with a letter.
func phName(r *rand.Rand) string {
	letter := func() string { return string(rune('a' + r.IntN(26))) }
	word := func() string { return letter() + lowerWord(r, 7) }
	switch r.IntN(9) {
	case 0:
		return "[" + strings.ToUpper(word()) + "]"
	case 1:
		return "[" + word() + "]"
	case 2:
		return "[" + strings.ToUpper(word()+"_"+word()) + "]"
	case 3:
		return "[" + word() + []string{"_", "-", "."}[r.IntN(3)] + word() + "]"
	case 4:
		return "{$" + word() + "Id}"
	case 5:
		return "[" + word() + "|" + word() + "|" + word() + "]"
	case 6:
		return "[" + word() + "," + word() + "]"
	case 7:
		return "{" + word() + "-" + word() + "}"
	}
	return "[" + strings.ToUpper(letter()) + word() + "]"
}

// phNotName draws brackets that hold no name to fill in, which the fix
// escapes as before: an array's "[]", an index "[1]", a query's
// "filter[name]", a glued "a[x]b".
func phNotName(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return lowerWord(r, 5) + "[]"
	case 1:
		return lowerWord(r, 5) + "[" + fmt.Sprint(r.IntN(100)) + "]"
	case 2:
		return "f" + lowerWord(r, 5) + "[" + lowerWord(r, 4) + "]x"
	}
	return "[" + fmt.Sprint(r.IntN(1000)) + "]"
}

// phURL draws a URL that holds piece: in the user name ("scp://[user]@
// host/"), as the host ("https://[HOST]/x"), a path segment, inside one
// ("a_b_c_[trg]_errors.txt"), after a "." ("c.[extension]"), as a
// query's value, or as the fragment.
func phURL(r *rand.Rand, piece string) string {
	scheme := []string{"https", "http", "scp", "gs", "ftp"}[r.IntN(5)]
	host := lowerWord(r, 8) + ".example.org"
	path := "/" + lowerWord(r, 6)
	switch r.IntN(8) {
	case 0:
		return scheme + "://" + piece + "@" + host + path + "/"
	case 1:
		return scheme + "://" + piece + path
	case 2:
		return scheme + "://" + host + path + "/a_b_c_" + piece + "_" + lowerWord(r, 5) + ".txt"
	case 3:
		return scheme + "://" + host + path + "/c." + piece
	case 4:
		return scheme + "://" + host + path + "?" + lowerWord(r, 5) + "=" + piece
	case 5:
		return scheme + "://" + host + path + "#" + piece
	}
	return scheme + "://" + host + path + "/" + piece + "/" + lowerWord(r, 5)
}

// TestFixPlaceholderNames: `lint --fix` (the default level, as the
// unwise-character fix is) leaves a name to fill in between brackets
// alone ("?audience=[AUDIENCE]" was "%5BAUDIENCE%5D", "a_b_c_[trg]_
// errors.txt", vim's "scp://[user]@hostname/path/"), and escapes
// brackets that hold no name ("String[]", "a[1]", "?filter[name]=x")
// as before. The generator (seed 5100 by default; 5101 kept out) draws
// names in capitals, lower, snake, kebab and dotted case, "$" names and
// alternatives, in the user name, the host, a path segment, inside one,
// after a ".", a query's value and the fragment, in the languages and
// wrappers of TestFixTemplateInside; the real binary fixes them.
func TestFixPlaceholderNames(t *testing.T) {
	n, seed, only := phFlags.start(t)
	dir := t.TempDir()
	type placed struct {
		lang, file  string
		line        int
		piece, text string
		name        bool
	}
	var all []placed
	for _, lg := range tinLangs {
		if len(only) > 0 && !only[lg.name] {
			continue
		}
		r := rand.New(rand.NewPCG(seed, 0x9a11^uint64(len(lg.name))<<8^uint64(lg.name[0])))
		var b strings.Builder
		b.WriteString(lg.head)
		line := strings.Count(lg.head, "\n")
		for range n {
			w := lg.wraps[r.IntN(len(lg.wraps))]
			name := r.IntN(4) > 0
			piece := phNotName(r)
			if name {
				piece = phName(r)
			}
			u := phURL(r, piece)
			text := w[0] + u + w[1]
			fmt.Fprintf(&b, "%s\n\n", text)
			all = append(all, placed{lg.name, lg.file, line, piece, text, name})
			line += 2
		}
		b.WriteString(lg.tail)
		writeGen(t, filepath.Join(lg.name, lg.file), []byte(b.String()), dir)
	}
	keepGenerated(t, dir)
	lintFix(t, dir, false, ".")
	after := map[string][]string{}
	names, namesEscaped, others, othersEscaped := 0, 0, 0, 0
	per := map[string]int{}
	for _, p := range all {
		key := filepath.Join(p.lang, p.file)
		if after[key] == nil {
			b, err := os.ReadFile(filepath.Join(dir, key))
			if err != nil {
				t.Fatal(err)
			}
			after[key] = strings.Split(string(b), "\n")
		}
		got := after[key][p.line]
		changed := !strings.Contains(got, p.piece)
		if !p.name {
			others++
			if changed {
				othersEscaped++
			}
			continue
		}
		names++
		if changed {
			namesEscaped++
			per[p.lang]++
			if namesEscaped <= 10 {
				t.Errorf("%s:%d: --fix changed a name to fill in, %s:\n  before: %s\n  after:  %s", key, p.line+1, p.piece, p.text, got)
			}
		}
	}
	t.Logf("seed %d: names to fill in changed %d of %d %v; other brackets escaped %d of %d", seed, namesEscaped, names, per, othersEscaped, others)
	if othersEscaped == 0 {
		t.Errorf("no other brackets escaped: the test cannot tell")
	}
}
