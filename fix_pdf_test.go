package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var docFmtFlags = newGenFlags("TestFixDocumentFormats", "docfmt", "format", 20, 6, 4961, false)

// docFmtReal are where PDFs of this machine are (text-like ones are what
// lint reads: a file with a NUL byte is binary, never read).
var docFmtReal = []string{"/usr/share/doc", "/usr/share/emacs", "$GOMODCACHE"}

// genPDF writes a PDF that only looks like text: objects, streams
// (plain, ASCII85) holding URL-like runs with defects a fix would mend,
// and an xref table whose offsets count its bytes.
func genPDF(r *rand.Rand) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1." + fmt.Sprint(r.IntN(8)) + "\n")
	var offs []int
	for k := range 2 + r.IntN(4) {
		offs = append(offs, b.Len())
		var body strings.Builder
		for range 1 + r.IntN(4) {
			switch r.IntN(4) {
			case 0: // a text operator showing a URL
				body.WriteString("BT /F1 12 Tf 72 " + fmt.Sprint(700-20*k) + " Td (" + strings.NewReplacer("(", "", ")", "", "\\", "").Replace(fixableURL(r)) + ") Tj ET\n")
			case 1: // an ASCII85 run that holds "://"
				body.WriteString(valueFill(r, r.IntN(20), "~\\") + "Gal://[" + valueFill(r, 1+r.IntN(4), "~\\") + "]=" + valueFill(r, r.IntN(20), "~\\") + "\n")
			case 2: // a link annotation
				body.WriteString("<< /Type /Annot /Subtype /Link /A << /S /URI /URI (" + portURL(r) + ") >> >>\n")
			default:
				body.WriteString(valueFill(r, 10+r.IntN(60), "\\") + " " + fixableURL(r) + "\n")
			}
		}
		fmt.Fprintf(&b, "%d 0 obj\n<< /Length %d >>\nstream\n%sendstream\nendobj\n", k+1, body.Len(), body.String())
	}
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d >>\nstartxref\n%d\n%%%%EOF\n", len(offs)+1, x)
	return b.Bytes()
}

// genRTF writes an RTF document holding fixable URLs (a HYPERLINK field,
// text).
func genRTF(r *rand.Rand) []byte {
	var b strings.Builder
	b.WriteString("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\n")
	for range 1 + r.IntN(5) {
		if r.IntN(2) == 0 {
			b.WriteString("{\\field{\\*\\fldinst HYPERLINK \"" + portURL(r) + "\"}{\\fldrslt see}}\\par\n")
		} else {
			b.WriteString(lowerWord(r, 8) + " " + fixableURL(r) + " \\par\n")
		}
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// TestFixDocumentFormats: `lint --fix` writes no byte into a file whose
// content is a document format that only looks like text (the lead's
// message of 22:11: GOMODCACHE's InfCont85.PDF had "Gal://[Y]" in an
// ASCII85 stream rewritten to "%5BY%5D", breaking the stream and the xref
// offsets): PDF ("%PDF-"), RTF ("{\rtf"), whatever its name (.pdf, .PDF,
// none, .txt, .rtf, .data). The generator (seed 4961) writes PDFs with
// streams, ASCII85 runs, link annotations and an xref table, and RTF
// documents, each holding URLs with defects a fix would mend; the text-like
// PDFs of this machine (/usr/share/doc, emacs, GOMODCACHE) come too.
// Every file must come out byte for byte, and lint must still report
// the generated files' findings, their fixes withheld for the format.
func TestFixDocumentFormats(t *testing.T) {
	files, seed, _ := docFmtFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0xd0c))
	dir := t.TempDir()
	want := map[string][]byte{}
	names := []string{"doc.pdf", "DOC.PDF", "paper", "notes.txt", "x.data", "doc.rtf"}
	for k := range files {
		for _, f := range []string{"pdf", "rtf"} {
			text := genPDF(r)
			if f == "rtf" {
				text = genRTF(r)
			}
			p := filepath.Join(fmt.Sprintf("%s-%d", f, k), names[r.IntN(len(names))])
			writeGen(t, p, text, dir)
			want[p] = text
		}
	}
	real := 0
	keep := func(p string, size int64) bool { return size < 4<<20 }
	for _, p := range drawFiles(r, docFmtReal, []string{".pdf", ".PDF"}, keep, nil) {
		src, err := os.ReadFile(p)
		if err != nil || bytes.IndexByte(src, 0) >= 0 {
			continue // binary: lint reads none
		}
		rel := filepath.Join("real", fmt.Sprint(real), filepath.Base(p))
		writeGen(t, rel, src, dir)
		want[rel] = src
		real++
	}
	keepGenerated(t, dir)
	out := lintFix(t, dir, false, "--enable", "all", "--fix-level", "info", "--format", "json", ".").stdout
	withheld := 0
	for _, l := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		var f struct {
			Withheld string `json:"fix_withheld"`
		}
		if len(l) > 0 && json.Unmarshal(l, &f) == nil && strings.HasPrefix(f.Withheld, "a PDF, RTF or EPS file") {
			withheld++
		}
	}
	changed := 0
	for p, text := range want {
		got := mustRead(t, filepath.Join(dir, p))
		if !bytes.Equal(got, text) {
			changed++
			if changed <= 3 {
				t.Errorf("%s: --fix wrote into a document format's file", p)
			}
		}
	}
	t.Logf("%d files (%d real PDFs read as text): %d changed by --fix; %d fixes withheld for the format", len(want), real, changed, withheld)
	if withheld == 0 {
		t.Error("no finding's fix withheld for the format: the files hold no finding, the test checks nothing")
	}
}
