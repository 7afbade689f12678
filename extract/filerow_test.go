package extract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestFileRow: a URL that ends a row of a list of files ends before the
// next row's name (file-row): lynx's rows of ant-doc's table of jar names
// (renderer/tuned3/lynx60 and lynx72), and lines the rule leaves to the
// others.
func TestFileRow(t *testing.T) {
	for _, c := range []struct {
		name, in, want string
	}{
		{"lynx60's rows", rejoinRules[ruleFileRow].asked, "https://junit.org/"},
		{"a row whose URL ends its first line",
			"   jakarta-oro-2.0.8.jar regexp type with mappers (if\n" +
				"   junit.jar junit task (may be in classpath passed to\n" +
				"   antlr.jar antlr task https://www.antlr.org/\n" +
				"   bsf.jar script task\n",
			"https://www.antlr.org/"},
		{"one row above: the rules after decide",
			"   junit.jar junit task (may be in classpath passed to\n" +
				"   task rather than Ant's classpath)\n" +
				"   https://junit.org/\n" +
				"   xalan.jar junitreport task\n",
			"https://junit.org/xalan.jar"},
		{"the name alone on its line: a URL's rest",
			"   junit.jar junit task, see the notes of the release at the\n" +
				"   xalan.jar junitreport task, and at the project's site\n" +
				"   https://junit.org/\n" +
				"   xalan.jar\n",
			"https://junit.org/xalan.jar"},
		// prec51: lynx60's rows of ant's install.html (renderer/tuned3),
		// rows counted above and below the next line.
		{"one row above, one below the next line",
			"   jython.jar Python with script task\n" +
				"   https://www.jython.org/\n" +
				"   jacl.jar and tcljava.jar TCL with script task\n" +
				"   http://tcljava.sourceforge.net/\n" +
				"   jtcl.jar TCL with script task\n",
			"https://www.jython.org/"},
		{"a URL that ends in a letter short of the fill: no formatter breaks there",
			"   jakarta.mail.jar mail task and deprecated mimemail\n" +
				"   task\n" +
				"   activation.jar\n" +
				"     * Included in Java 6 to Java 10 but the\n" +
				"       java.activation module is deprecated and marked\n" +
				"       for removal in Java 9 and needs to be enabled\n" +
				"       explicitly on Java 10.\n" +
				"     * Starting Java 11, the java.activation module\n" +
				"       has been removed and the jar has to be\n" +
				"       explicitly made available in the classpath.\n" +
				"\n" +
				"   mail task with MIME encoding, and deprecated\n" +
				"   mimemail task https://github.com/eclipse-ee4j/jaf\n" +
				"   jdepend.jar jdepend task\n" +
				"   https://github.com/clarkware/jdepend\n" +
				"   resolver.jar 1.1 or later xmlcatalog datatype only\n" +
				"   if support for external catalog files is desired\n" +
				"   https://xerces.apache.org/xml-commons/components/re\n" +
				"   solver/\n" +
				"   jsch.jar 0.1.55 or later sshexec and scp tasks\n" +
				"   http://www.jcraft.com/jsch/\n",
			"https://github.com/eclipse-ee4j/jaf"},
		{"a URL that ends in a letter at the margin: ends, the joined reading the other",
			"   jakarta-regexp-1.4.jar regexp type with mappers (if\n" +
				"   you do not wish to use java.util.regex)\n" +
				"   https://attic.apache.org/projects/jakarta-regexp.ht\n" +
				"   ml\n" +
				"   jakarta-oro-2.0.8.jar regexp type with mappers (if\n" +
				"   you do not wish to use java.util.regex) or ftp task\n" +
				"   with commons-net 1.4.1\n" +
				"   https://attic.apache.org/projects/jakarta-oro.html\n" +
				"   junit.jar junit task (may be in classpath passed to\n" +
				"   task rather than Ant's classpath)\n" +
				"   https://junit.org/\n" +
				"   xalan.jar junitreport task\n",
			"https://attic.apache.org/projects/jakarta-regexp.html"},
	} {
		if got := bareOne(t, c.in); got != c.want {
			t.Errorf("%s: %q gives %q, want %q", c.name, c.in, got, c.want)
		}
	}
	// The row at the margin: the URL ends, and the joined reading is the
	// other (lynx may have cut a URL there before any rest).
	in := "   jakarta-oro-2.0.8.jar regexp type with mappers (if\n" +
		"   you do not wish to use java.util.regex) or ftp task\n" +
		"   with commons-net 1.4.1\n" +
		"   https://attic.apache.org/projects/jakarta-oro.html\n" +
		"   junit.jar junit task (may be in classpath passed to\n" +
		"   task rather than Ant's classpath)\n" +
		"   https://junit.org/\n" +
		"   xalan.jar junitreport task\n"
	s := NewScanner(strings.NewReader(in), Options{})
	if !s.Scan() {
		t.Fatalf("%q: no URL", in)
	}
	if u := s.URL(); u.Text != "https://attic.apache.org/projects/jakarta-oro.html" || !slices.Contains(alternatives(u), "https://attic.apache.org/projects/jakarta-oro.htmljunit.jar") {
		t.Errorf("%q: got %q, other readings %q", in, u.Text, alternatives(u))
	}
}

// TestFileRowAtMargin: where text filled greedily broke a URL because its
// rest did not fit, file-row decides nothing, whatever rows of file names
// stand around. The generator draws lists of files (a name of any of
// several extensions, then words of prose, code, numbers and typed text,
// each entry filled greedily from a line of its own at 40 to 110 columns,
// indented alike), with a URL in one entry's text whose rest, a file's
// name of the rows' extension before more words, the fill moved to the
// next line; and paragraphs of prose around.
func TestFileRowAtMargin(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 281))
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	const small = "abcdefghijklmnopqrstuvwxyz"
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or see it task")
	typed := strings.Fields("I\u2019ve \u201cword\u201d \u2014 caf\u00e9 \u65e5\u672c\u8a9e \u00abmot\u00bb")
	code := strings.Fields("x = f(a, b) {} -> := #include $HOME --prefix=/usr 0x1f a[0]")
	exts := []string{"jar", "pdf", "html", "txt", "c", "py", "gz", "deb"}
	name := func(ext string) string {
		n := word(small, 1+rng.IntN(10))
		if rng.IntN(3) == 0 {
			n += "-" + word("0123456789", 1) + "." + word("0123456789", 1)
		}
		return n + "." + ext
	}
	proseWord := func() string {
		switch rng.IntN(8) {
		case 0, 1:
			return pw[rng.IntN(len(pw))]
		case 2:
			return typed[rng.IntN(len(typed))]
		case 3:
			return code[rng.IntN(len(code))]
		case 4:
			return word(small, 1+rng.IntN(8)) + string(",.;:"[rng.IntN(4)])
		}
		return word(small, 1+rng.IntN(10))
	}
	fill := func(words []string, width int, indent string) []string {
		var lines []string
		line := ""
		for _, w := range words {
			switch {
			case line == "":
				line = indent + w
			case cols([]byte(line))+1+cols([]byte(w)) <= width:
				line += " " + w
			default:
				lines = append(lines, line)
				line = indent + w
			}
		}
		return append(lines, line)
	}
	n, decided := 0, 0
	for range 3000 {
		ext := exts[rng.IntN(len(exts))]
		width := 40 + rng.IntN(71)
		indent := strings.Repeat(" ", rng.IntN(7))
		entry := func() []string {
			w := []string{name(ext)}
			for range 1 + rng.IntN(20) {
				w = append(w, proseWord())
			}
			return w
		}
		var rows []string
		for range 1 + rng.IntN(4) {
			rows = append(rows, fill(entry(), width, indent)...)
		}
		host := word(small, 1+rng.IntN(8)) + "." + []string{"com", "org", "net", "io"}[rng.IntN(4)]
		u := "https://" + host + "/" + word(small, 1+rng.IntN(8)) + "/"
		rest := name(ext)
		before := entry()
		var after []string
		for range 1 + rng.IntN(10) {
			after = append(after, proseWord())
		}
		var lines []string
		for k := 0; k <= len(before); k++ {
			words := append(append(append([]string{}, before[:len(before)-k]...), u, rest), after...)
			lines = fill(words, width, indent)
			ok := false
			for i := 0; i+1 < len(lines); i++ {
				if strings.HasSuffix(lines[i], u) {
					ok = strings.HasPrefix(lines[i+1], indent+rest+" ")
					break
				}
			}
			if ok {
				break
			}
			lines = nil
		}
		if lines == nil {
			continue
		}
		var tail []string
		for range rng.IntN(3) {
			tail = append(tail, fill(entry(), width, indent)...)
		}
		var para []string
		for range 10 + rng.IntN(30) {
			para = append(para, proseWord())
		}
		in := strings.Join(fill(para, width, indent), "\n") + "\n\n" + strings.Join(rows, "\n") + "\n" + strings.Join(lines, "\n") + "\n" + strings.Join(tail, "\n") + "\n"
		n++
		sc := NewScanner(strings.NewReader(in), Options{})
		for sc.Scan() {
			if sc.m.rules.has(ruleFileRow) {
				decided++
				if decided <= 5 {
					t.Errorf("%q: file-row decided %q", in, sc.URL().Text)
				}
			}
		}
	}
	if decided > 0 || n < 2000 {
		t.Errorf("file-row decided %d of %d breaks at the margin", decided, n)
	}
	t.Logf("%d URLs broken at the margin of a list of files", n)
}
