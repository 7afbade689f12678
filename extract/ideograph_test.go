package extract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestGluedIdeograph: Chinese and Japanese text sets a URL with no space
// around it, and pdftotext prints it so; an ideograph right after three
// ASCII letters or digits of a URL that holds nothing but ASCII before
// it is that text, not the URL's (machine.gluedIdeograph). IRIs whose
// ideographs stand after "/", ".", "=", after other non-ASCII characters
// or after a letter or two keep them.
func TestGluedIdeograph(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		// renderer/pdftotext uestcthesis-doc.pdf, seuthesis.pdf, seuthesix.pdf
		{"请从http://www.ctex.org/CTeXDownload下载CTEX(当前版本2.9.2.164)", []string{"http://www.ctex.org/CTeXDownload"}},
		{"到http://www.andre-simon.de/zip/download.html下载这个工具。", []string{"http://www.andre-simon.de/zip/download.html"}},
		{"项目主页 http://code.google.com/p/seuthesis/downloads/list下载", []string{"http://code.google.com/p/seuthesis/downloads/list"}},
		{"各发布版本可在 LATEX 官方 CTAN：\nhttp://www.ctan.org/pkg/seuthesix下\n载。\n", []string{"http://www.ctan.org/pkg/seuthesix"}},
		// /usr/share/doc/w3m/ja/HISTORY.gz
		{"修正(沢田石 順さんのパッチ)。file:///D|path/file形\n        式(Dはドライブレター)をサポート。\n", []string{"file:///D|path/file"}},
		// A URL in text that is not Chinese or Japanese: no ideograph
		// before it on its line, its token ending before a space or
		// ending the line with the next line not going on in the script.
		// A line of urlsift's own output of a URL a wrapper held is one
		// (asciiLine, TestReadBackDelimited; FuzzExtract: "(…)" as alone)
		{"file:///D|path/file形式 x", []string{"file:///D|path/file形式"}},
		// Decided (layout4, session 34): so with Japanese after the space.
		// Text glued after a URL has no space before it (it is set with
		// none around the URL: "…パッチ)。file:///D|path/file形" above);
		// a space after the ideographs but none before them says they
		// are the URL's, the writer set it apart from the text after it.
		{"file:///D|path/file形式 をサポート", []string{"file:///D|path/file形式"}},
		{"see (A0://000さ), ok", []string{"A0://000さ"}},
		{"http://www.ctan.org/pkg/seuthesix下", []string{"http://www.ctan.org/pkg/seuthesix下"}},
		{"https://h.example/wiki/Test中文\nhttps://h.example/b\n", []string{"https://h.example/wiki/Test中文", "https://h.example/b"}},
		{"a.txt:1:5: https://h.example/wiki/Test中文\r\na.txt:2:5: https://h.example/b\r\n", []string{"https://h.example/wiki/Test中文", "https://h.example/b"}},
		{"访问http://www.ctex.org获取", []string{"http://www.ctex.org"}},
		// IRIs: /usr/share/doc (nodejs, shtthesis, hfutthesis), Go's net/url tests
		{"https://github.com/lirundong/shtthesis/wiki/横排图表", []string{"https://github.com/lirundong/shtthesis/wiki/横排图表"}},
		{"http://hello.世界.com/foo", []string{"http://hello.世界.com/foo"}},
		{"file:///你好.txt", []string{"file:///你好.txt"}},
		{"https://測試?abc", []string{"https://測試?abc"}},
		{"https://ja.wikipedia.org/wiki/C言語 is", []string{"https://ja.wikipedia.org/wiki/C言語"}},
		{"https://zh.wikipedia.org/wiki/中文Wikipedia中文", []string{"https://zh.wikipedia.org/wiki/中文Wikipedia中文"}},
		{"https://example.org/?q=中文", []string{"https://example.org/?q=中文"}},
		// twitter-text extract.yml:367: a label of a host
		{"http://exampleこれは日本語です.com/path/index.html", []string{"http://exampleこれは日本語です.com/path/index.html"}},
		{"http://www.example.com/docs/page中文/x", []string{"http://www.example.com/docs/page中文/x"}},
		// renderer/w3m debian-handbook sect.installation-steps.html: the
		// next line's ideographs after a line break are no more the URL's
		{"→ https://www.debian.org/releases/stable/amd64/ch08s06.en.html\n起動画面\n\n図 4.1 起動画面\n", []string{"https://www.debian.org/releases/stable/amd64/ch08s06.en.html"}},
		// inside <...> the closer, not the text, ends the URL
		{"<http://www.ctex.org/CTeXDownload下载>", []string{"http://www.ctex.org/CTeXDownload下载"}},
	} {
		if got := all(t, c.in, Options{}); !slices.Equal(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestGluedIdeographProperty draws URLs of ASCII with text of ideographs
// or kana glued after them (cut there), and IRIs that hold ideographs
// where IRIs do (kept whole), from the whole of the ranges isIdeograph
// takes.
func TestGluedIdeographProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(28, 33))
	ranges := [][2]rune{{0x3041, 0x3096}, {0x30a1, 0x30fa}, {0x3400, 0x4dbf}, {0x4e00, 0x9fff}, {0xf900, 0xfa6d}, {0x20000, 0x2a6df}}
	ideographs := func(n int) string {
		var b strings.Builder
		for range n {
			g := ranges[r.IntN(len(ranges))]
			b.WriteRune(g[0] + r.Int32N(g[1]-g[0]+1))
		}
		return b.String()
	}
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alnum[r.IntN(len(alnum))]
		}
		return string(b)
	}
	for range 2000 {
		ascii := "https://" + word(1+r.IntN(8)) + ".example/" + word(1+r.IntN(6)) + "/" + word(3+r.IntN(10))
		// glued: cut before the ideographs
		in := ideographs(1+r.IntN(3)) + ascii + ideographs(1+r.IntN(6)) + " x"
		if got := all(t, in, Options{}); !slices.Equal(got, []string{ascii}) {
			t.Fatalf("%q: got %q, want %q", in, got, []string{ascii})
		}
		// IRIs: after "/", ".", "=", after one or two letters, after non-ASCII
		for _, iri := range []string{
			ascii + "/" + ideographs(1+r.IntN(6)),
			"https://" + word(3) + "." + ideographs(2) + ".example/" + word(5) + ideographs(2),
			ascii + "?q=" + ideographs(1+r.IntN(4)),
			ascii + "/" + word(1+r.IntN(2)) + ideographs(1+r.IntN(4)),
			ascii + "/é" + word(3+r.IntN(4)) + ideographs(1+r.IntN(4)),
			ascii + ideographs(1+r.IntN(4)) + "/" + word(1+r.IntN(4)),
			ascii + ideographs(1+r.IntN(4)) + "." + word(1+r.IntN(4)),
		} {
			if got := all(t, iri+" x", Options{}); !slices.Equal(got, []string{iri}) {
				t.Fatalf("%q: got %q, want %q", iri, got, []string{iri})
			}
		}
	}
}

// TestIdeographProse: after a URL of ASCII alone that ends its line, a
// next line that starts with ideographs, a Latin word glued to them and
// ideographs again is Chinese or Japanese prose, not the URL's rest
// (ideograph-prose: "→ https://deb.debian.org/" over "对deb.debian.org的
// 性能…", debian-handbook zh-CN, every HTML renderer); an IRI's segment of
// ideographs, with or without a Latin name after them, is asked of the
// rules after it. A row for each guard, and a drawn sample of both.
func TestIdeographProse(t *testing.T) {
	const prose = "→ https://deb.debian.org/\n对deb.debian.org的性能不满意的挑剔的用户可以尝试在官方镜像列表中找到更好的镜像\n"
	for _, c := range []struct {
		name, text, want string
		fired            bool
	}{
		{"glued on both sides", prose, "https://deb.debian.org/", true},
		{"a segment of ideographs", "→ https://zh.wikipedia.org/wiki/\n横排图表\n", "", false},
		{"a Latin name after them", "→ https://zh.wikipedia.org/wiki/\n东京ABC\n", "", false},
		{"a URL that holds ideographs", "→ https://zh.wikipedia.org/wiki/中文/\n对deb.debian.org的性能\n", "", false},
		{"two Latin letters", "→ https://deb.debian.org/\n对de的性能\n", "", false},
	} {
		u, decided := scanUntil(c.text, func(u *URL) bool { return strings.HasPrefix(u.Text, "http") })
		if u == nil {
			t.Errorf("%s: no URL", c.name)
			continue
		}
		fired := decided.has(ruleIdeographProse)
		if fired != c.fired || c.want != "" && u.Text != c.want {
			t.Errorf("%s: got %q (rules: %s), want %q, ideograph-prose %v", c.name, u.Text, rules(decided), c.want, c.fired)
		}
	}
	// Drawn: a URL of ASCII on a line of its own, then a line of
	// ideographs with a Latin word glued inside (the URL ends there), or
	// a segment of ideographs alone on its line, perhaps with a Latin
	// name after (never ended by this rule).
	r := rand.New(rand.NewPCG(40, 2))
	han := []rune("的性能不满意挑剔用户可以尝试在官方镜像列表中找到更好东京横排图表")
	draw := func(lo, hi int) string {
		s := make([]rune, lo+r.IntN(hi-lo+1))
		for i := range s {
			s[i] = han[r.IntN(len(han))]
		}
		return string(s)
	}
	latin := []string{"deb.debian.org", "Debian", "apt", "GNOME", "x86_64", "https"}
	wrong := 0
	for range 500 {
		u := "https://" + []string{"deb.debian.org", "wiki.example.org", "zh.wikipedia.org"}[r.IntN(3)] + "/" + []string{"", "wiki/", "a/b/"}[r.IntN(3)]
		if r.IntN(2) == 0 {
			text := "→ " + u + "\n" + draw(1, 4) + latin[r.IntN(len(latin))] + draw(1, 20) + "\n"
			if got, _ := scanUntil(text, func(u *URL) bool { return strings.HasPrefix(u.Text, "http") }); got == nil || got.Text != u {
				wrong++
				t.Errorf("%q: got %v, want %q", text, got, u)
			}
			continue
		}
		seg := draw(1, 6)
		if r.IntN(2) == 0 {
			seg += latin[r.IntN(len(latin))]
		}
		text := "→ " + u + "\n" + seg + "\n"
		if _, decided := scanUntil(text, func(u *URL) bool { return strings.HasPrefix(u.Text, "http") }); decided.has(ruleIdeographProse) {
			wrong++
			t.Errorf("%q: ideograph-prose ended an IRI's segment", text)
		}
		if wrong > 5 {
			break
		}
	}
}
