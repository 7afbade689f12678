package lint

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The example lines' follower as it was before plainLines (d800d5b): the
// oracle of TestPlainLinesOracle. oldSee is see, oldProseLines proseLines,
// word for word but for their names.

func (e *exampleLines) oldSee(p []byte) {
	for len(p) > 0 {
		if e.ntail == 0 && e.quiet() {
			// Whole lines of prose (or of code in a fence), most lines:
			// known from their first bytes, their ends in p.
			p = p[e.oldProseLines(p):]
			if len(p) == 0 {
				return
			}
		}
		nl := bytes.IndexByte(p, '\n')
		seg := p
		if nl >= 0 {
			seg = p[:nl]
		}
		if !e.skip {
			if len(e.buf) == 0 && e.quiet() {
				k := 0
				for k < len(seg) && (seg[k] == ' ' || seg[k] == '\t') {
					k++
				}
				e.skip = k < len(seg) && !mayStartExample(seg[k:], nl >= 0)
			}
			if !e.skip && len(e.buf) < maxExampleLine {
				e.buf = append(e.buf, seg[:min(len(seg), maxExampleLine-len(e.buf))]...)
			}
		}
		e.keepTail(seg)
		if nl < 0 {
			e.off += len(p)
			e.partial += len(p)
			return
		}
		if e.partial+nl >= directiveWindow {
			e.addLong(e.off + nl)
		}
		e.partial = 0
		e.off += nl + 1
		if e.typesetBreak() {
			e.appendRun(&e.hyphens, e.line)
		}
		e.endLine()
		p = p[nl+1:]
	}
}

func (e *exampleLines) oldProseLines(p []byte) int {
	done := 0
	for done < len(p) {
		nl := bytes.IndexByte(p[done:], '\n')
		if nl < 0 {
			break
		}
		line := p[done : done+nl]
		if nl >= directiveWindow {
			e.addLong(e.off + nl)
		}
		k := 0
		for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
			k++
		}
		if k < len(line) {
			switch startByte[line[k]] {
			case startProse:
			case startLetter:
				if markerStart(line, k) && mayStartExample(line[k:], true) {
					return done
				}
			default:
				if !proseLine(line) {
					return done
				}
			}
		}
		done += nl + 1
		e.off += nl + 1
		// A line that ends in U+2010 (before a "\r") ends in its last
		// byte, 0x90, or in "\r".
		if nl > 0 && (line[nl-1] == hyphen2010[2] || line[nl-1] == '\r') && endsInHyphen(line) {
			e.appendRun(&e.hyphens, e.line)
		}
		if e.ctx.fence != nil {
			e.mark(e.line)
		}
		e.line++
	}
	return done
}

// followerState is all an exampleLines holds that a finding may ask
// about or that decides what it reads next. A long line may be recorded
// twice in a row (the old follower did, for a long line that may start
// an example): once is what runsOn reads.
func followerState(e *exampleLines) string {
	var long []longLine
	for _, l := range e.long {
		if n := len(long); n == 0 || long[n-1] != l {
			long = append(long, l)
		}
	}
	return fmt.Sprintf("line %d off %d partial %d tail %q skip %v buf %q ctx %+v runs %v hyphens %v long %v",
		e.line, e.off, e.partial, e.tail[:e.ntail], e.skip, e.buf, e.ctx, e.runs, e.hyphens, long)
}

// compareFollowers reads the pieces with the follower and the old one,
// and fails at the first piece after which they differ.
func compareFollowers(t *testing.T, name string, pieces [][]byte, window int) {
	t.Helper()
	a, b := newExampleLines(window), newExampleLines(window)
	for i, p := range pieces {
		a.see(p)
		b.oldSee(p)
		if i%7 == 3 {
			// A finding held from a line some way back: forget what
			// no finding can stand on, both alike.
			a.drop(max(1, a.line-3), a.line)
			b.drop(max(1, b.line-3), b.line)
		}
		if sa, sb := followerState(a), followerState(b); sa != sb {
			t.Fatalf("%s: after piece %d of %d (%q):\nfollower   %s\nold one    %s", name, i, len(pieces), p, sa, sb)
		}
	}
	a.finish()
	b.finish()
	if sa, sb := followerState(a), followerState(b); sa != sb {
		t.Fatalf("%s: at the end:\nfollower   %s\nold one    %s", name, sa, sb)
	}
}

// plainVocabulary are lines plainLines and proseLines tell apart by their
// first two bytes, their last, or their length.
var plainVocabulary = []string{
	"in", "In", "c", "C", "c:", "do", "Do", "no", "not", "be", "ex", "ps", "ir", "ie", "ba", "wr", "av",
	"i", "x", "ok", "//", "// do not", "// Bad:", "//x", "# Bad", "#", "-", "- in", "*", "**Bad**", "|", "!",
	";", "%", ">", "> in", "`", "~", "$", "$ x", ">>>", "\t\tfunc", "\t// Incorrect:", "  in the", "\t", " ",
	"BAD:", "INCORRECT:", "DON'T:", "IRB> x", "IEX> y", "BEFORE:", "WRONG:", "AVOID:", "NOT OK:", "INVALID",
	"**Do** not:", "Do* not:", "_Do_ not: x", "Do`not`:", "Do\tnot:", "In[", "PS>x", "Not_OK:", "Do-not:", "Don't",
	"#%Bad:", "*>Bad:", "//%in [", "- > Don't:", "|%Wrong:", "!;Avoid:", "_+irb> x", "#%", "//>",
	"end\u2010", "end\u2010\r", "end\r", "\u2010", "x\x90", "\x90", "é", "\u2010\u2010", "ok \r",
}

// randomPlainDocument draws lines from both vocabularies, printable
// bytes and, now and then, a long line (directiveWindow bytes or more).
func randomPlainDocument(r *rand.Rand, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		switch r.Intn(8) {
		case 0:
			for k := r.Intn(80); k > 0; k-- {
				b.WriteByte(byte(' ' + r.Intn(95)))
			}
		case 1:
			b.WriteString(exampleVocabulary[r.Intn(len(exampleVocabulary))])
		case 2:
			for k := r.Intn(4); k > 0; k-- {
				b.WriteByte(" \t"[r.Intn(2)])
			}
			b.WriteString(plainVocabulary[r.Intn(len(plainVocabulary))])
			for k := r.Intn(12); k > 0; k-- {
				b.WriteByte(byte(' ' + r.Intn(95)))
			}
		case 3:
			if r.Intn(20) == 0 {
				b.WriteString(strings.Repeat("x", directiveWindow-2+r.Intn(4)))
			}
		default:
			b.WriteString(plainVocabulary[r.Intn(len(plainVocabulary))])
			if r.Intn(3) == 0 {
				b.WriteString(plainVocabulary[r.Intn(len(plainVocabulary))])
			}
		}
		if r.Intn(10) == 0 {
			b.WriteByte('\r')
		}
		b.WriteByte('\n')
	}
	if r.Intn(2) == 0 {
		b.WriteString(plainVocabulary[r.Intn(len(plainVocabulary))])
	}
	return b.String()
}

// TestPlainLinesOracle: the follower, which passes over most lines in
// plainLines, holds after every piece of a stream what the old follower
// (oldSee, oldProseLines) held: the same example lines, groff's breaks,
// long lines, line count, offset and state. Generated documents (every
// printable byte, the lines of both vocabularies, blanks, markup, "\r",
// U+2010, 0x90, long lines) in pieces of every size, and the files of
// the repository's testdata trees and of GOROOT/src, in pieces of 64 KiB
// and of random sizes.
func TestPlainLinesOracle(t *testing.T) {
	t.Run("generated", testPlainLinesGenerated)
	t.Run("trees", testPlainLinesTrees)
}

func testPlainLinesGenerated(t *testing.T) {
	r := rand.New(rand.NewSource(2710))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		doc := randomPlainDocument(r, 1+r.Intn(60))
		if r.Intn(3) == 0 {
			doc = randomDocument(r, 1+r.Intn(40)) + doc
		}
		most := 1 + r.Intn(200)
		if len(doc) > directiveWindow {
			most = 1 + r.Intn(20000) // a long line: in fewer pieces
		}
		compareFollowers(t, fmt.Sprintf("document %d %q", i, doc), randomPieces(r, doc, most), 1<<30)
		compareFollowers(t, fmt.Sprintf("document %d whole", i), [][]byte{[]byte(doc)}, 64)
	}
}

func testPlainLinesTrees(t *testing.T) {
	r := rand.New(rand.NewSource(2711))
	roots := followerTrees(t)
	files, size := 0, 0
	for _, root := range roots {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() || testing.Short() && files >= 200 {
				return nil
			}
			data, err := os.ReadFile(path)
			if err != nil || len(data) > 8<<20 {
				return nil
			}
			files++
			size += len(data)
			var pieces [][]byte
			for p := data; len(p) > 0; p = p[min(len(p), 64<<10):] {
				pieces = append(pieces, p[:min(len(p), 64<<10)])
			}
			compareFollowers(t, path, pieces, 64<<10)
			compareFollowers(t, path+" in random pieces", randomPieces(r, string(data), 1+r.Intn(5000)), 64<<10)
			return nil
		})
	}
	if files < 100 || !testing.Short() && files < 1000 {
		t.Fatalf("only %d files read", files)
	}
	t.Logf("%d files, %d bytes", files, size)
}

// TestOddEnd: the last bytes plainLines leaves to proseLines are those of
// its U+2010 test.
func TestOddEnd(t *testing.T) {
	for c := range 256 {
		if want := byte(c) == hyphen2010[2] || c == '\r'; oddEnd[c] != want {
			t.Errorf("oddEnd[%#x] = %v", c, oddEnd[c])
		}
	}
	if !bytes.HasSuffix([]byte(hyphen2010), []byte{0x90}) {
		t.Error("U+2010 does not end in 0x90")
	}
}

// TestPlainPair: plainPair, filled a row at a time, says for every pair
// of bytes what startByte and markerStart say.
func TestPlainPair(t *testing.T) {
	for c0 := range 256 {
		for c1 := range 256 {
			var want uint8
			switch startByte[c0] {
			case startBlank:
				want = pairBlank
			case startMarkup:
				want = pairMarkup
			case startOther:
				want = pairOther
			case startLetter:
				if markerStart([]byte{byte(c0), byte(c1)}, 0) {
					want = pairWord
				}
			}
			if got := plainPair[c0<<8|c1]; got != want {
				t.Errorf("plainPair[%q %q] = %d, want %d", byte(c0), byte(c1), got, want)
			}
		}
	}
}

// followerTrees returns the trees whose files the example followers are
// compared on: the repository's testdata directories and, where the go
// command is found, GOROOT's src/net and src/go.
func followerTrees(t *testing.T) []string {
	var roots []string
	filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "testdata" {
			roots = append(roots, path)
			return filepath.SkipDir
		}
		return nil
	})
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		goroot := strings.TrimSpace(string(out))
		roots = append(roots, filepath.Join(goroot, "src", "net"), filepath.Join(goroot, "src", "go"))
	} else {
		t.Logf("go env GOROOT: %v (the repository's trees alone)", err)
	}
	return roots
}
