package extract

import (
	"bytes"
	"flag"
	"fmt"
	"github.com/urlsift/urlsift/internal/chartest"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urlsift/urlsift/internal/golden"
	"github.com/urlsift/urlsift/pos"
)

var update = flag.Bool("update", false, "rewrite golden files and the conformance differences")

// all returns the texts of the URLs found in in.
func all(t testing.TB, in string, opts Options) []string {
	t.Helper()
	s := NewScanner(strings.NewReader(in), opts)
	var out []string
	for s.Scan() {
		out = append(out, s.URL().Text)
	}
	if err := s.Err(); err != nil {
		t.Fatalf("Err: %v", err)
	}
	return out
}

// urls is shorthand for a list of URLs in the table.
func urls(s ...string) []string { return s }

var extractTests = []struct {
	name string
	in   string
	want []string // nil: no URL
}{
	// Appendix E of draft-09, angle brackets restored (../shared/seeds/README.md).
	{"appendix E", "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n" +
		"but you can probably pick it up from <ftp://ds.internic.net/rfc/>.\n" +
		"Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.\n",
		urls("http://www.w3.org/Addressing/", "ftp://ds.internic.net/rfc/",
			"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING")},
	{"appendix E wrappers", `double-quotes "http://test.com/", angle brackets <http://test.com/>, or just using whitespace http://test.com/`,
		urls("http://test.com/", "http://test.com/", "http://test.com/")},
	// Appendix B of draft-01, as it stands in the seed (one leading space).
	{"draft-01 appendix B", " Yes, Jim, I found it under <ftp://info.cern.ch/pub/www/doc;\n" +
		" type=d> but you can probably pick it up from <ftp://ds.in\n" +
		" ternic.net/rfc>. Note the warning in <http://ds.internic.\n" +
		" net/instructions/overview.html#WARNING>.\n",
		urls("ftp://info.cern.ch/pub/www/doc;type=d", "ftp://ds.internic.net/rfc",
			"http://ds.internic.net/instructions/overview.html#WARNING")},
	{"draft-01 wrappers", " [http://test.com/] or angle brackets <http://www.w3.org> or even\n paired braces {http://test.com}, with",
		urls("http://test.com/", "http://www.w3.org", "http://test.com")},

	// The URL: prefix.
	{"URL prefix", "<URL:http://a.b/c> and <URL: http://d.e/f> and <url:ftp://g.h/>", urls("http://a.b/c", "http://d.e/f", "ftp://g.h/")},
	{"URL prefix any scheme", "= <URL:http:g>", urls("http:g")},
	{"URL prefix broken", "<URL:http://www.ics.uci.edu/pub/\n   ietf/uri/>", urls("http://www.ics.uci.edu/pub/ietf/uri/")},
	{"URL prefix relative needs option", "<URL:g/h>", nil},
	{"URL prefix unclosed", "<URL:http://a.b/c", urls("http://a.b/c")},
	{"URL as a scheme", "<URL://host/x> and <url://y/>", urls("URL://host/x", "url://y/")},

	// What is not a URL.
	{"note", "Note: this. e.g.: that. At 10:30 in C:\\path and c:/dos, see localhost:8080.", nil},
	{"message-id", "Message-ID: <1234@host.example>\nFrom: Kim <kim@example.org>\nIn-Reply-To: <a.b@c>", nil},
	{"mail address", "write to kim@example.org or (kim@example.org)", nil},
	{"scheme alone", "http:// and http://. and http://# and http://? and mailto: and news:", nil},
	{"scheme in word", "_http://example.com and xhttp:foo", nil},
	{"one letter scheme", "a://b", nil},
	{"unregistered no slash", "path:to:file.pm and foo:bar and http:foo", nil},
	{"go code", "x := y[a:b]; case 'a': m[k]:", nil},
	{"space after scheme", "http:// example.com/path", nil},

	// Registered schemes without slashes.
	{"mailto", "mailto:kim@example.org.", urls("mailto:kim@example.org")},
	{"no-slash syntax", `asn1:"tag:0" asn1:"tag:3,default:1" Data::Dumper {mid:x} tel:me news:x mailto:bar urn:1 data:x geo:x magnet:x`, nil},
	{"no-slash ok", "tag:yaml.org,2002:int news:comp.lang.go geo:37.78,-122.41 magnet:?xt=urn:btih:c12 sip:kim@example.org",
		urls("tag:yaml.org,2002:int", "news:comp.lang.go", "geo:37.78,-122.41", "magnet:?xt=urn:btih:c12", "sip:kim@example.org")},
	{"news", "news:comp.infosystems.www.servers.unix", urls("news:comp.infosystems.www.servers.unix")},
	{"urn tel", "urn:ietf:rfc:2396, tel:+1-555-0100; data:,Hello", urls("urn:ietf:rfc:2396", "tel:+1-555-0100", "data:,Hello")},
	{"case", "HTTP://GOOGLE.COM MAILTO:NAME@EXAMPLE.COM", urls("HTTP://GOOGLE.COM", "MAILTO:NAME@EXAMPLE.COM")},
	{"file", "file:///etc/hosts and file://host/x", urls("file:///etc/hosts", "file://host/x")},

	// Trailing punctuation and brackets.
	{"trailing", "http://example.com/foo_bar. http://a.com/x, http://b.com/y; http://c.com/z: http://d.com/! http://e.com/?",
		urls("http://example.com/foo_bar", "http://a.com/x", "http://b.com/y", "http://c.com/z", "http://d.com/", "http://e.com/")},
	{"ellipsis", "http://example.com/foo_bar...", urls("http://example.com/foo_bar")},
	{"balanced paren", "see http://en.wikipedia.org/wiki/Foo_(bar)), ok", urls("http://en.wikipedia.org/wiki/Foo_(bar)")},
	{"unbalanced paren", "(see http://example.com/foo)", urls("http://example.com/foo")},
	{"paren wrapper", "(http://example.com/foo_(bar))", urls("http://example.com/foo_(bar)")},
	{"paren wrapper dot", "(http://example.com/foo.)", urls("http://example.com/foo")},
	{"brackets balanced", "http://foo.com/blah_[other] and [http://x.com/a[1]]", urls("http://foo.com/blah_[other]", "http://x.com/a[1]")},
	{"braces", "http://foo.com/{id}/x", urls("http://foo.com/{id}/x")},
	{"single quotes", "http://foo.com/blah_'quoted' and 'http://x.com/y' and http://x.com/z'", urls("http://foo.com/blah_'quoted'", "http://x.com/y", "http://x.com/z")},
	{"possessive", "http://t.co/x's website, http://t.co/y's! and http://t.co/z's.", urls("http://t.co/x", "http://t.co/y", "http://t.co/z")},
	{"double quote ends", `http://foo.com/a"b"`, urls("http://foo.com/a")},
	{"trailing hyphen kept", "http://www.bloomberg.com/news/2015-06-26/what-s-troubling-germany-inc-", urls("http://www.bloomberg.com/news/2015-06-26/what-s-troubling-germany-inc-")},
	{"angle keeps punctuation", "<http://example.com/a.> <http://example.com/(>", urls("http://example.com/a.", "http://example.com/(")},
	{"comma in path", "http://business.timesonline.co.uk/article/0,,9065-2473189,00.html", urls("http://business.timesonline.co.uk/article/0,,9065-2473189,00.html")},

	// Wrappers people use.
	{"typographic", "“http://a.com/x” ‘http://b.com/y’ «http://c.com/» »http://d.com/« ‹http://e.com/› „http://f.com/“",
		urls("http://a.com/x", "http://b.com/y", "http://c.com/", "http://d.com/", "http://e.com/", "http://f.com/")},
	{"backtick", "run `curl http://localhost:8080/x` or `http://a.b/c`", urls("http://localhost:8080/x", "http://a.b/c")},
	{"markdown", "[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com) and [w](http://x.com/a_(b)) <http://y.com/>",
		urls("https://www.ibm.com", "mailto:someone@ibm.com", "http://x.com/a_(b)", "http://y.com/")},
	{"markdown title", `[t](http://x.com/a "Title")`, urls("http://x.com/a")},
	{"html attribute", `<a href="http://example.com/x?a=1&amp;b=2">x</a>`, urls("http://example.com/x?a=1&amp;b=2")},
	{"after punctuation", "text:http://example.com/ test.example@http://vk.com >>http://q.com", urls("http://example.com/", "http://vk.com", "http://q.com")},
	{"adjacent", "http://a.com/<http://b.com/>", urls("http://a.com/", "http://b.com/")},
	{"cjk", "皆さん見てください！http://google.com。次", urls("http://google.com")},
	{"iri", "http://✪df.ws/123 and http://www.bürgerentscheid-krankenhäuser.de/x", urls("http://✪df.ws/123", "http://www.bürgerentscheid-krankenhäuser.de/x")},
	{"fullwidth bar", "｜http://google.com｜bar", urls("http://google.com")},
	{"nbsp", "http://a.com/x\u00a0y", urls("http://a.com/x")},

	// Line breaks inside wrappers.
	{"angle hyphen", "<http://example.com/very-\n   long-path>", urls("http://example.com/very-long-path")},
	{"angle quoted mail", "> see <http://example.com/a/\n> b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle nested quote", "> > see <http://example.com/a/\n> > b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle comment", "// see <http://example.com/a/\n//   b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle hash comment", "# see <http://example.com/a/\n# b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle star comment", " * see <http://example.com/a/\n *   b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle semicolon", ";; see <http://example.com/a/\n;;   b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle pipe", "| see <http://example.com/a/\n| b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle crlf", "<http://example.com/a/\r\n  b/c.html>", urls("http://example.com/a/b/c.html")},
	{"angle trailing space", "<http://example.com/a/  \n  b/c.html >", urls("http://example.com/a/b/c.html")},
	{"angle after scheme", "<http:\n   //example.com/a> <http://\n example.com/b> <mailto:\n kim@example.org>",
		urls("http://example.com/a", "http://example.com/b", "mailto:kim@example.org")},
	{"angle blank line", "<http://example.com/a/\n\nb/c.html>", urls("http://example.com/a/")},
	{"angle prose", "<http://example.com/a is nice>", urls("http://example.com/a")},
	{"angle unclosed", "<http://example.com/a\nb", urls("http://example.com/a")},
	{"quote broken", "\"http://example.com/a/\n   b/c.html\" said", urls("http://example.com/a/b/c.html")},
	{"paren broken", "(http://example.com/a/\n   b_(c).html)", urls("http://example.com/a/b_(c).html")},

	// Bare URLs broken across lines.
	{"bare xml2rfc slash", "   <https://example.org/a> and https://www.example.org/some/long/\n   path/file.html\n",
		urls("https://example.org/a", "https://www.example.org/some/long/path/file.html")},
	{"bare xml2rfc hyphen", "   The draft is https://datatracker.ietf.org/doc/draft-ietf-\n   httpbis-semantics\n", urls("https://datatracker.ietf.org/doc/draft-ietf-httpbis-semantics")},
	{"bare query", "The search for it is at https://example.org/search/all/q?a=1&\nbcd=2 more", urls("https://example.org/search/all/q?a=1&bcd=2")},
	{"bare short line", "see https://example.org/q?a=1&\nb=2 more", urls("https://example.org/q?a=1&")},
	{"bare prose", "see http://example.com/\nand then we went home.", urls("http://example.com/")},
	{"bare signature", "http://example.com/\nThanks", urls("http://example.com/")},
	{"bare no marker", "http://example.com/a\nb/c", urls("http://example.com/a")},
	{"bare table", " g/ = http://a/b/c/g/\n /g = http://a/g\n . = http://a/b/c/\n ./ = http://a/b/c/",
		urls("http://a/b/c/g/", "http://a/g", "http://a/b/c/", "http://a/b/c/")},
	{"bare new url", "http://a.com/\nhttp://b.com/", urls("http://a.com/", "http://b.com/")},
	{"bare abbreviation", "http://a.com/\ne.g. this", urls("http://a.com/")},
	{"bare quoted", "> > The document is at http://example.com/some/long/path/\n> > to/x.html", urls("http://example.com/some/long/path/to/x.html")},

	// Code and markup.
	{"ipv6", "http://[::1]:8080/path and http://[2001:db8::1]/", urls("http://[::1]:8080/path", "http://[2001:db8::1]/")},
	{"git ssh", "git@github.com:user/repo.git and ssh://git@github.com:22/x", urls("ssh://git@github.com:22/x")},
	{"data", "data:text/plain;base64,SGVsbG8= and javascript:alert(1)", urls("data:text/plain;base64,SGVsbG8=")},
	{"emphasis", "**http://example.com/x** and *http://example.com/y*", urls("http://example.com/x", "http://example.com/y")},
	{"string escape", `printf("see http://example.com/\n"); s = "http://x.com/a\tb"`, urls("http://example.com/", "http://x.com/a")},
	{"escaped quotes", `s := "\"http://host.example.org/\""; j = {"u": "\"https://j.example.org/a\""}`, urls("http://host.example.org/", "https://j.example.org/a")},
	{"list separators in a site", "GOPROXY=https://proxy.golang.org,direct and http://proxy.com|https|foo.com but ftp://u:p,q@h.example.org/x,y", urls("https://proxy.golang.org", "http://proxy.com", "ftp://u:p,q@h.example.org/x,y")},
	{"list separator before a trailing @", "http://h:80,/@ and A0://:0A0,/@. but ftp://u:p,q/x@h.example.org/y", urls("http://h:80", "A0://:0A0", "ftp://u:p,q/x@h.example.org/y")},
	{"a backslash of markup left last", " http://a.example/x.html\\\\\n(bugzilla \\(https://bugs.kde.org/enter_bug.cgi?product=valgrind\\)\\\n<http://a.example/y\\>", urls("http://a.example/x.html", "https://bugs.kde.org/enter_bug.cgi?product=valgrind", "http://a.example/y\\")},
	{"list separator before an @ that the cut leaves before an opener", "A0://:,/@!( 00 and http://h:80,/@!( x", urls("http://h:80")},
	{"list separator before an @ that the cut leaves trailing", "A0://:,/@!,0 and http://h:80,/@!,0 but ftp://u:p,q/x@h.example.org,/y", urls("http://h:80", "ftp://u:p,q/x@h.example.org")},
	{"dots before the scheme", "wait...https://d.example/x and coap+tcp://x.example/", urls("https://d.example/x", "coap+tcp://x.example/")},
	// Emphasis glued around a bare URL is markup, not the URL's; "_" opens
	// one only when it is closed ("_http://x" alone is a word).
	{"emphasis around", "_http://a.example/x_ *http://b.example/y* ~~http://c.example/z~~ __https://d.example/__ snake_http://e.example/ _http://f.example/",
		urls("http://a.example/x", "http://b.example/y", "http://c.example/z", "https://d.example/")},
	// A closer kept only because the token went on ("…)_") ends no URL
	// once the emphasis's close is taken: bare, emphasised and quoted read
	// alike (FuzzExtract 4b5b8386ec49e855).
	{"unbalanced closer before an emphasis close", "_A0://0)_ 00 and _http://a.example/x)_ _http://b.example/y]_ _http://c.example/(z))_ but x http://d.example/w)_ y",
		urls("A0://0", "http://a.example/x", "http://b.example/y", "http://c.example/(z)", "http://d.example/w)_")},
	// Defanged URLs of threat reports are written not to be URLs; code that
	// reads "data:" is not an RFC 2397 URL unless a media type follows.
	{"defanged and code", "hxxp://evil[.]example/x hxxps://a.example/ h^ttp://auth/path return{data:i[n],value:t} data:text/plain,hi data:,x data:;base64,QQ==",
		urls("data:text/plain,hi", "data:,x", "data:;base64,QQ==")},
	// A word glued to a well-known scheme is a missing space.
	{"glued scheme", "seehttp://a.example/ Visithttps://b.example/x shttp://c.example/ git+https://d.example/r",
		urls("http://a.example/", "https://b.example/x", "shttp://c.example/", "git+https://d.example/r")},
	// An unbalanced closer or a CJK punctuation mark ends a URL at the end
	// of its token, not inside it; CJK text runs on without spaces.
	{"marks inside a token", "https://a.example/自殺でも？.png https://b.example/a）b https://c.example/q？ https://d.example/x。次の文 https://e.example/a)b/c https://f.example/y]z (https://g.example/x) https://h.example/x), ok",
		urls("https://a.example/自殺でも？.png", "https://b.example/a", "https://c.example/q", "https://d.example/x", "https://e.example/a)b/c", "https://f.example/y]z", "https://g.example/x", "https://h.example/x")},
	{"dangling opener", "see http://h.example/( now, end http://i.example/(.", urls("http://h.example/", "http://i.example/")},
	{"glued by a quote", "http://j.a.com'https://k.example/x <a href='http://l.example/x'/>", urls("http://j.a.com", "https://k.example/x", "http://l.example/x")},
	{"field name after", "Source: https://download.gnome.org/sources/pango/\nFiles-Excluded: x\n", urls("https://download.gnome.org/sources/pango/")},
	{"rule after", "see https://example.org/a/very/long/path/that/goes/on/and/on/for/a/while_\n______________\n", urls("https://example.org/a/very/long/path/that/goes/on/and/on/for/a/while_")},
	{"escape before", `"\thttps://t.example.org/x" "\nhttp://n.example.org/"`, urls("https://t.example.org/x", "http://n.example.org/")},
	{"hex escape after", `"http://foo.com/ctl\x80" "http://bar.com/\u00e9"`, urls("http://foo.com/ctl", "http://bar.com/")},
	{"escapes after", `"https://h.example.org/p\n\nAuthorization: x"`, urls("https://h.example.org/p")},
	{"line continuation", "see https://c.example.org/a/b\\\n  more", urls("https://c.example.org/a/b")},
	{"backslash kept", `https://m.example.org/a\(b\) and http://w.example.org/a\\b`, urls(`https://m.example.org/a\(b\)`, `http://w.example.org/a\\b`)},
	{"fragment directive", "https://example.com/path#section:~:text=foo", urls("https://example.com/path#section:~:text=foo")},

	// Bad bytes never stop the scan.
	{"nul", "http://a.com/x\x00y http://b.com/", urls("http://a.com/x", "http://b.com/")},
	// A byte that is no UTF-8 inside a URL stays in it (lint reports it:
	// Latin-1's "caf\xe9" gave "…/caf" and no finding); at its end it ends it.
	{"invalid utf8", "\xff\xfehttp://a.com/x\xffy http://b.com/\xc3", urls("http://a.com/x\xffy", "http://b.com/")},
	{"latin-1 byte", "see http://a.example/caf\xe9/x ok", urls("http://a.example/caf\xe9/x")},
	// One that trailing punctuation alone kept ("\xe7!", "!" then trimmed)
	// ends the URL too, as it does before ">" in <...> (FuzzExtract).
	{"latin-1 byte before trailing punctuation", "see http://a.example/p\xe7! and mailto:0@\xe7!", urls("http://a.example/p", "mailto:0@")},
}

func TestExtract(t *testing.T) {
	for _, tt := range extractTests {
		t.Run(tt.name, func(t *testing.T) {
			got := all(t, tt.in, Options{})
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("in %q\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestSeeds checks that the two worked examples of the source documents, as
// they stand in the seeds, give exactly their URLs.
func TestSeeds(t *testing.T) {
	for _, tt := range extractTests[:3] {
		if got := all(t, tt.in, Options{}); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

var optionTests = []struct {
	name string
	opts Options
	in   string
	want []string
}{
	{"relative angle", Options{Relative: true}, "<../g> <g/h.html> <#frag> <b> </p> <br/> <stdio.h> <kim@example.org> <1234@host> <http://x.com/>",
		urls("../g", "g/h.html", "#frag", "http://x.com/")},
	{"relative markdown", Options{Relative: true}, "[a](docs/x.md) [b](https://y.com/) f(x) [c](#top)", urls("docs/x.md", "https://y.com/", "#top")},
	{"relative URL prefix", Options{Relative: true}, "<URL:g/h>", urls("g/h")},
	{"relative off", Options{}, "<../g> [a](docs/x.md)", nil},
	{"relative not code", Options{Relative: true}, "(x <types.TypeMask>) <y.Type> <+06> <4)> fns[i](x) a[](b/c) [x](y) <Xn|SP> [t](b/c",
		nil},
	// A query reference and a network-path reference with a user (and a
	// password) in its site are references (they were dropped); a
	// processing instruction and a Message-ID are not.
	{"relative query and network path", Options{Relative: true},
		"<?q> <?q=1&r> <//bob:pw@h.example/x> <//h.example/p> <?xml version=\"1.0\"?> <?php echo 1; ?> <?php?> <msgid@host> <?>",
		urls("?q", "?q=1&r", "//bob:pw@h.example/x", "//h.example/p")},
	{"relative file", Options{Relative: true}, "<index.html> [notes](notes.md) ![img](./logo.png)", urls("index.html", "notes.md", "./logo.png")},
	{"abbreviated", Options{Abbreviated: true}, "See www.w3.org/Addressing/. or ftp.example.com, not www.foo or xwww.a.b or mywww.x.org",
		urls("http://www.w3.org/Addressing/", "ftp://ftp.example.com")},
	{"abbreviated wrapped", Options{Abbreviated: true}, "<www.w3.org/Addressing/> (www.example.com/a_(b))", urls("http://www.w3.org/Addressing/", "http://www.example.com/a_(b)")},
	{"abbreviated and full", Options{Abbreviated: true}, "http://www.w3.org/ www.w3.org", urls("http://www.w3.org/", "http://www.w3.org")},
	{"abbreviated off", Options{}, "www.w3.org/Addressing/", nil},
	{"max url", Options{MaxURL: 64}, "http://a.com/" + strings.Repeat("x", 100) + " http://b.com/", urls("http://b.com/")},
}

func TestOptions(t *testing.T) {
	for _, tt := range optionTests {
		t.Run(tt.name, func(t *testing.T) {
			got := all(t, tt.in, tt.opts)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("in %q\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestPositions checks Start, End, Delimiter, Rejoined and the hyphen
// readings, and that SourcePos maps every byte of Text to the byte it came from.
func TestPositions(t *testing.T) {
	tests := []struct {
		in         string
		start, end pos.Pos
		delim      Delimiter
		rejoined   bool
		alts       []string
		hyph       []int
	}{
		{"x http://a.com/ y", pos.Pos{Offset: 2, Line: 1, Column: 3, Char: 3}, pos.Pos{Offset: 15, Line: 1, Column: 16, Char: 16}, Space, false, nil, nil},
		{"line\n  <http://a.com/b-\n   c/d>", pos.Pos{Offset: 8, Line: 2, Column: 4, Char: 4}, pos.Pos{Offset: 30, Line: 3, Column: 7, Char: 7}, Angle, true, []string{"http://a.com/bc/d"}, []int{14}},
		{"é \"http://a.com/\"", pos.Pos{Offset: 4, Line: 1, Column: 5, Char: 4}, pos.Pos{Offset: 17, Line: 1, Column: 18, Char: 17}, Quote, false, nil, nil},
		{"a\r\nb <URL: http://a.com/\r\n  x>", pos.Pos{Offset: 11, Line: 2, Column: 9, Char: 9}, pos.Pos{Offset: 29, Line: 3, Column: 4, Char: 4}, URLPrefix, true, nil, nil},
		{"<http://a.com/x->", pos.Pos{Offset: 1, Line: 1, Column: 2, Char: 2}, pos.Pos{Offset: 16, Line: 1, Column: 17, Char: 17}, Angle, false, nil, nil},
		{"<http://a.com/x-\n>", pos.Pos{Offset: 1, Line: 1, Column: 2, Char: 2}, pos.Pos{Offset: 16, Line: 1, Column: 17, Char: 17}, Angle, false, nil, nil},
	}
	for _, tt := range tests {
		s := NewScanner(strings.NewReader(tt.in), Options{})
		if !s.Scan() {
			t.Errorf("%q: no URL", tt.in)
			continue
		}
		u := s.URL()
		if u.Start != tt.start || u.End != tt.end || u.Delimiter != tt.delim || u.Rejoined != tt.rejoined ||
			!reflect.DeepEqual(alternatives(u), tt.alts) || !reflect.DeepEqual(u.HyphenBreak, tt.hyph) {
			t.Errorf("%q: got %v-%v %v rejoined=%v alts=%q hyph=%v, want %v-%v %v %v %q %v", tt.in,
				u.Start, u.End, u.Delimiter, u.Rejoined, alternatives(u), u.HyphenBreak,
				tt.start, tt.end, tt.delim, tt.rejoined, tt.alts, tt.hyph)
		}
		checkSourcePos(t, tt.in, u)
	}
}

// charColumn is the column in code points of offset o of in, at byte
// column col: the bytes before it on its line that do not continue a UTF-8
// sequence, plus one.
func charColumn(in string, o, col int) int {
	return chartest.DecodedChars(in[o-col+1:o]) + 1
}

// checkSourcePos checks that every byte of u.Text stands at u.SourcePos in
// in, at the right line, byte column and character column.
func checkSourcePos(t testing.TB, in string, u *URL) {
	t.Helper()
	// Line and column of offset o, counted from the last position seen.
	lastOff, lastLine, lastStart := 0, 1, 0
	lineCol := func(o int) (int, int) {
		if o < lastOff {
			lastOff, lastLine, lastStart = 0, 1, 0
		}
		seg := in[lastOff:o]
		if n := strings.Count(seg, "\n"); n > 0 {
			lastLine += n
			lastStart = lastOff + strings.LastIndexByte(seg, '\n') + 1
		}
		lastOff = o
		return lastLine, o - lastStart + 1
	}
	for i := u.Prefix; i < len(u.Text); i++ {
		p := u.SourcePos(i)
		// groff's hyphen U+2010 stands in the URL as "-" (stopHyphen):
		// its byte maps to the hyphen's first byte.
		typeset := u.Text[i] == '-' && p.Offset >= 0 && strings.HasPrefix(in[p.Offset:], "\u2010")
		if p.Offset < 0 || p.Offset >= len(in) || in[p.Offset] != u.Text[i] && !typeset {
			t.Fatalf("%q: byte %d of %q (%q) maps to offset %d", in, i, u.Text, u.Text[i], p.Offset)
		}
		line, col := lineCol(p.Offset)
		if p.Line != line || p.Column != col {
			t.Fatalf("%q: byte %d maps to %d:%d, want %d:%d", in, i, p.Line, p.Column, line, col)
		}
		if char := charColumn(in, p.Offset, col); p.Char != char {
			t.Fatalf("%q: byte %d maps to character column %d, want %d", in, i, p.Char, char)
		}
	}
	if e := u.End; e.Char != charColumn(in, e.Offset, e.Column) {
		t.Fatalf("%q: End %+v, want character column %d", in, e, charColumn(in, e.Offset, e.Column))
	}
	if u.SourcePos(len(u.Text)) != u.End {
		t.Fatalf("SourcePos(len) = %v, want End %v", u.SourcePos(len(u.Text)), u.End)
	}
}

// TestReaders feeds the same text through readers that return little at a
// time, fail, or return data with their error; the URLs must not change.
func TestReaders(t *testing.T) {
	var in strings.Builder
	for _, tt := range extractTests {
		in.WriteString(tt.in)
		in.WriteString("\n\n")
	}
	// Long enough to need several buffer fills with a small window.
	for i := 0; in.Len() < 300000; i++ {
		fmt.Fprintf(&in, "line %d with <http://example.com/%d/\n  more> and prose without links %s\n", i, i, strings.Repeat("z", i%97))
	}
	text := in.String()
	for _, max := range []int{0, 64, 1000} {
		opts := Options{MaxURL: max}
		want := collect(t, strings.NewReader(text), opts)
		readers := map[string]io.Reader{
			"OneByte":  iotest.OneByteReader(strings.NewReader(text)),
			"Half":     iotest.HalfReader(strings.NewReader(text)),
			"DataErr":  iotest.DataErrReader(strings.NewReader(text)),
			"TimeoutR": &retryReader{r: iotest.TimeoutReader(strings.NewReader(text))},
		}
		for name, r := range readers {
			got := collect(t, r, opts)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("max %d, %s reader: %d URLs, want %d", max, name, len(got), len(want))
				for i := range got {
					if i < len(want) && got[i] != want[i] {
						t.Errorf("first difference at %d: %s, want %s", i, got[i], want[i])
						break
					}
				}
			}
		}
	}
	// A read error is reported, after the URLs read before it.
	r := io.MultiReader(strings.NewReader("a http://a.com/ b "), iotest.ErrReader(io.ErrUnexpectedEOF))
	s := NewScanner(r, Options{})
	var got []string
	for s.Scan() {
		got = append(got, s.URL().Text)
	}
	if s.Err() != io.ErrUnexpectedEOF || !reflect.DeepEqual(got, []string{"http://a.com/"}) {
		t.Errorf("ErrReader: got %q, %v", got, s.Err())
	}
}

// retryReader turns the timeout of iotest.TimeoutReader into a short read.
type retryReader struct{ r io.Reader }

func (r *retryReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if err == iotest.ErrTimeout {
		err = nil
	}
	return n, err
}

func collect(t testing.TB, r io.Reader, opts Options) []string {
	s := NewScanner(r, opts)
	var out []string
	for s.Scan() {
		u := s.URL()
		out = append(out, fmt.Sprintf("%s %v %v", u.Text, u.Start, u.End))
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPathological checks that inputs built to make a scanner backtrack
// give the right answer (their time is measured by BenchmarkPathological
// and scripts/bench-extract.sh, not here).
func TestPathological(t *testing.T) {
	const n = 1 << 20
	tests := []struct {
		name  string
		in    string
		count int
	}{
		{"parens", strings.Repeat("(", n), 0},
		{"angles", strings.Repeat("<", n), 0},
		{"percent", strings.Repeat("%", n), 0},
		{"colons", strings.Repeat("a:", n/2), 0},
		{"schemes", strings.Repeat("http://", n/7), 0},
		{"schemes spaced", strings.Repeat("http://a ", n/9), n / 9},
		{"angle schemes", strings.Repeat("<http://a", n/9), n / 9},
		{"angle lines", strings.Repeat("<http://a/\n", n/11), n / 11},
		{"endless", "http://" + strings.Repeat("a", n), 0},
		{"endless then url", "http://" + strings.Repeat("a", n) + " http://b.com/", 1},
		{"quotes", "http://a/" + strings.Repeat("'", 60000), 1},
		{"dots", "http://a/" + strings.Repeat(".", 60000), 1},
		{"paren schemes", strings.Repeat("(http://a", n/9), 0},
		{"paren schemes spaced", strings.Repeat("(http://a ", n/10), n / 10},
	}
	for _, tt := range tests {
		got := all(t, tt.in, Options{})
		if len(got) != tt.count {
			t.Errorf("%s: %d URLs, want %d", tt.name, len(got), tt.count)
		}
	}
}

// TestGolden runs every testdata/golden/*.txt through the scanner and
// compares a line per URL with the .golden file beside it (-update rewrites).
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.txt")
	if len(files) == 0 {
		t.Fatal("no golden inputs")
	}
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		s := NewScanner(bytes.NewReader(in), Options{})
		for s.Scan() {
			u := s.URL()
			fmt.Fprintf(&out, "%d:%d-%d:%d %s %s", u.Start.Line, u.Start.Column, u.End.Line, u.End.Column, u.Delimiter, u.Text)
			if u.Rejoined {
				out.WriteString(" rejoined")
			}
			for _, a := range alternatives(u) {
				fmt.Fprintf(&out, " alt=%s", a)
			}
			out.WriteByte('\n')
			checkSourcePos(t, string(in), u)
		}
		golden.Check(t, *update, strings.TrimSuffix(f, ".txt")+".golden", out.String())
	}
}

func TestNoAllocWithoutURL(t *testing.T) {
	in := strings.Repeat("Plain prose: no links here, just words; 10:30 and C:\\path.\n", 2000)
	r := strings.NewReader(in)
	s := NewScanner(r, Options{})
	n := testing.AllocsPerRun(20, func() {
		r.Reset(in)
		s.Reset(r)
		for s.Scan() {
		}
	})
	if n != 0 {
		t.Errorf("%v allocations per scan of text without URLs", n)
	}
}

// TestTooLong: a candidate that runs on past MaxURL is not dropped in
// silence: TooLong names where it started, and the scan goes on after it.
func TestTooLong(t *testing.T) {
	long := "http://x/" + strings.Repeat("a", 200)
	for _, tt := range []struct {
		in    string
		first pos.Pos
		n     int
		urls  []string
	}{
		{"see " + long + " and http://ok/\n", pos.Pos{Offset: 4, Line: 1, Column: 5, Char: 5}, 1, []string{"http://ok/"}},
		{"one\ntwo <" + long + " " + long + "> http://ok/", pos.Pos{Offset: 9, Line: 2, Column: 6, Char: 6}, 2, []string{"http://ok/"}},
		{"http://ok/ " + strings.Repeat("b", 300), pos.Pos{}, 0, []string{"http://ok/"}},
	} {
		var urls []string
		var first pos.Pos
		n := 0
		sc := NewScanner(strings.NewReader(tt.in), Options{MaxURL: 64, TooLong: func(p pos.Pos) {
			if n == 0 {
				first = p
			}
			n++
		}})
		for sc.Scan() {
			urls = append(urls, sc.URL().Text)
		}
		if fmt.Sprint(urls) != fmt.Sprint(tt.urls) || n != tt.n || first != tt.first {
			t.Errorf("%.40q: urls %q, too long %d first %+v; want %q, %d, %+v", tt.in, urls, n, first, tt.urls, tt.n, tt.first)
		}
	}
}

// keeper is a pos.Keeper that records what its reader asked, and how far
// into the text it read, in reads of random sizes.
type keeper struct {
	r        io.Reader
	rng      *rand.Rand
	behind   int // what KeepBehind asked (-1: nothing)
	furthest int // bytes read
}

func (k *keeper) KeepBehind(n int) { k.behind = n }

func (k *keeper) Read(p []byte) (int, error) {
	if len(p) > 1 && k.rng != nil {
		p = p[:1+k.rng.IntN(len(p))]
	}
	n, err := k.r.Read(p)
	k.furthest += n
	return n, err
}

// TestWindow: the window a Scanner asks its pos.Keeper to keep is the size
// its buffer grows to.
func TestWindow(t *testing.T) {
	for _, n := range []int{0, 1, 64, 1000, 64 << 10, 4 << 20, MaxMaxURL, MaxMaxURL + 1, math.MaxInt, -1, math.MinInt} {
		o := Options{MaxURL: n}
		k := &keeper{r: strings.NewReader(""), behind: -1}
		if got, want := k.behind, NewScanner(k, o).fullSize(); got != want || o.window() != want {
			t.Errorf("MaxURL %d: KeepBehind(%d), window %d, the buffer grows to %d", n, got, o.window(), want)
		}
		// Any MaxURL is taken within bounds: the window is positive and no
		// larger than that of MaxMaxURL (a MaxURL near math.MaxInt
		// overflowed it, and NewScanner panicked).
		if w := o.window(); w <= 0 || w > (Options{MaxURL: MaxMaxURL}).window() {
			t.Errorf("MaxURL %d: window %d", n, w)
		}
		var got []string
		for u := range Strings("see http://a.example/x.\n", o) {
			got = append(got, u)
		}
		if len(got) != 1 || got[0] != "http://a.example/x" {
			t.Errorf("MaxURL %d: %q", n, got)
		}
	}
}

// TestKeepBehind: a Scanner reports no position further behind the
// furthest byte it read from its reader than it asked a pos.Keeper to
// keep (which a streamed mail part's Map then still maps): on generated
// text with URLs in every wrapper, broken over lines, runs too long to be
// a URL, for short and long MaxURL and every option, in reads of any size.
func TestKeepBehind(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 1))
	for i := range 300 {
		text := partText(rng, 20+rng.IntN(400))
		if rng.IntN(3) == 0 {
			// A URL as long as MaxURL allows, and runs longer.
			long := "http://long.example/" + strings.Repeat("abcdefgh/", 5+rng.IntN(3000))
			at := rng.IntN(len(text) + 1)
			text = append(text[:at:at], append([]byte(" "+long+" "), text[at:]...)...)
		}
		o := Options{MaxURL: []int{64, 200, 1000, 4096, 0}[rng.IntN(5)], Relative: rng.IntN(2) == 0, Abbreviated: rng.IntN(2) == 0}
		k := &keeper{r: bytes.NewReader(text), rng: rng, behind: -1}
		s := NewScanner(k, o)
		if k.behind <= 0 {
			t.Fatalf("KeepBehind(%d)", k.behind)
		}
		for s.Scan() {
			u := s.URL()
			if k.furthest-u.Start.Offset > k.behind {
				t.Fatalf("text %d, %+v: %q starts at %d, %d bytes behind the %d read; KeepBehind(%d)",
					i, o, u.Text, u.Start.Offset, k.furthest-u.Start.Offset, k.furthest, k.behind)
			}
		}
	}
}

// TestSourcePosMemo: SourcePos gives the same positions, asked in any
// order, as it does with nothing remembered, for the same URL found twice
// (a URL value is reused, the same text at another place) and for a URL
// rejoined over lines, with non-ASCII text (columns in code points).
func TestSourcePosMemo(t *testing.T) {
	text := "x http://a.example/é|é-\n  ü/b y http://a.example/é|é-\n  ü/b\nz <http://a.example/é|\n  é/ü>\n"
	sc := NewScanner(strings.NewReader(text), Options{})
	r := rand.New(rand.NewPCG(26, 8))
	n := 0
	for sc.Scan() {
		u := sc.URL()
		n++
		for range 200 {
			i := r.IntN(len(u.Text) + 1)
			got := u.SourcePos(i)
			fresh := *u
			fresh.memo = posMemo{}
			if want := fresh.SourcePos(i); got != want {
				t.Fatalf("%q byte %d: %+v, with nothing remembered %+v", u.Text, i, got, want)
			}
		}
	}
	if n < 3 {
		t.Fatalf("%d URLs", n)
	}
}

// alternatives are the readings of u besides Text, in the order the
// golden files and tables list them: without the hyphens that stood at a
// line break (DropHyphens), then the other reading of an uncertain one.
func alternatives(u *URL) []string {
	var alts []string
	if len(u.HyphenBreak) > 0 {
		alts = append(alts, u.DropHyphens())
	}
	if u.Uncertain != "" {
		alts = append(alts, u.Uncertain)
	}
	return alts
}
