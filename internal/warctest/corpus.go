package warctest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
)

// Kind is a kind of web archive file.
type Kind int

const (
	WET  Kind = iota // warcinfo, then one conversion record (text/plain) per page
	WARC             // warcinfo, then per page: request, response (HTML mostly; text, JSON, images, PDF), metadata
	WAT              // warcinfo, then one metadata record (JSON, with the page's links) per WARC record
)

// Corpus writes records of kind k to w until about size bytes of records
// (uncompressed) are written, made by a generator seeded with seed: pages
// of prose in several languages with URLs written the ways people write
// them (bare, in angle brackets, in quotes and parentheses, with queries,
// fragments, ports, escapes), as crawlers store them.
func Corpus(w *Writer, k Kind, size int64, seed uint64) error {
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	if err := w.Write(Record{Type: "warcinfo", ContentType: "application/warc-fields",
		Block: []byte("software: urlsift warctest\r\nformat: WARC File Format 1.0\r\nrobots: http://robots.example/ classic\r\n")}); err != nil {
		return err
	}
	for page := 0; w.dOff < size; page++ {
		target := g.url()
		var recs []Record
		switch k {
		case WET:
			recs = []Record{{Type: "conversion", TargetURI: target, ContentType: "text/plain", Block: g.text(2 + g.r.IntN(40))}}
		case WARC:
			recs = []Record{{Type: "request", TargetURI: target, ContentType: "application/http; msgtype=request",
				Block: []byte("GET / HTTP/1.1\r\nHost: " + hostOf(target) + "\r\nReferer: " + g.url() + "\r\n\r\n")}}
			var body []byte
			var ctype string
			switch n := g.r.IntN(100); {
			case n < 70:
				body, ctype = g.html(2+g.r.IntN(30)), "text/html; charset=utf-8"
			case n < 78:
				body, ctype = g.text(2+g.r.IntN(20)), "text/plain"
			case n < 82:
				body, ctype = g.jsonDoc(), "application/json"
			case n < 95:
				body, ctype = g.binary(2000+g.r.IntN(30000)), "image/jpeg"
			default:
				body, ctype = g.binary(5000+g.r.IntN(50000)), "application/pdf"
			}
			recs = append(recs, Record{Type: "response", TargetURI: target, ContentType: "application/http; msgtype=response",
				Block: HTTP(body, "Content-Type", ctype, "Server", "nginx", "Location", g.url(), "Link", "<"+g.url()+">; rel=canonical")},
				Record{Type: "metadata", TargetURI: target, ContentType: "application/warc-fields",
					Block: []byte("fetchTimeMs: 112\r\noutlink: " + g.url() + "\r\n")})
		case WAT:
			recs = []Record{{Type: "metadata", TargetURI: target, ContentType: "application/json", Block: g.wat(target)}}
		}
		for _, r := range recs {
			if err := w.Write(r); err != nil {
				return err
			}
		}
	}
	return nil
}

type gen struct{ r *rand.Rand }

var (
	words = strings.Fields(`the of and to in is that for it as was with be by on not he this are or his from at which but have an they you were her she there been one all we their has would when if so no more can out up what about into than them only other its time some could new these two may first then do any like my now over such our man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three
	Welt über für schön Straße Mädchen groß bientôt déjà été français naïve café año niño España 东京 中文 日本語 Москва привет`)
	tlds    = []string{"example", "example.com", "example.org", "example.net", "test", "co.uk", "de", "fr", "io", "info"}
	schemes = []string{"http", "https", "https", "https", "ftp", "http"}
)

func (g *gen) pick(s []string) string { return s[g.r.IntN(len(s))] }

func (g *gen) word() string { return g.pick(words) }

// url makes an absolute URL: a host, maybe a port, a path, maybe a query
// with escapes and several parameters, maybe a fragment.
func (g *gen) url() string {
	var b strings.Builder
	b.WriteString(g.pick(schemes) + "://")
	if g.r.IntN(3) == 0 {
		b.WriteString("www.")
	}
	b.WriteString(asciiWord(g) + "." + g.pick(tlds))
	if g.r.IntN(20) == 0 {
		fmt.Fprintf(&b, ":%d", 8000+g.r.IntN(100))
	}
	for range g.r.IntN(4) {
		b.WriteString("/" + asciiWord(g))
	}
	if g.r.IntN(2) == 0 {
		b.WriteString("/")
	}
	if g.r.IntN(3) == 0 {
		fmt.Fprintf(&b, "?%s=%d", asciiWord(g), g.r.IntN(1000))
		if g.r.IntN(2) == 0 {
			fmt.Fprintf(&b, "&%s=%s%%20%s", asciiWord(g), asciiWord(g), asciiWord(g))
		}
	}
	if g.r.IntN(8) == 0 {
		b.WriteString("#" + asciiWord(g))
	}
	return b.String()
}

func asciiWord(g *gen) string {
	for {
		w := g.word()
		if w[0] < 0x80 && !strings.ContainsFunc(w, func(r rune) bool { return r >= 0x80 }) {
			return w
		}
	}
}

// text makes n lines of prose about 60 to 100 bytes long, with a URL in
// one line of five, written in one of the ways people write them.
func (g *gen) text(n int) []byte {
	var b bytes.Buffer
	for range n {
		line := 0
		for line < 60+g.r.IntN(40) {
			var w string
			if g.r.IntN(40) == 0 {
				u := g.url()
				switch g.r.IntN(6) {
				case 0:
					w = "<" + u + ">"
				case 1:
					w = `"` + u + `"`
				case 2:
					w = "(" + u + ")"
				case 3:
					w = u + "."
				default:
					w = u
				}
			} else {
				w = g.word()
			}
			if line > 0 {
				b.WriteByte(' ')
				line++
			}
			b.WriteString(w)
			line += len(w)
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// html makes a page of n paragraphs with links (their queries written
// with &amp;), images, a script and a style, and entities.
func (g *gen) html(n int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%s &amp; %s</title>\n", g.word(), g.word())
	fmt.Fprintf(&b, "<link rel=\"stylesheet\" href=\"%s\">\n<style>body { background: url(http://style.example/bg.png) }</style>\n", htmlAttr(g.url()))
	fmt.Fprintf(&b, "<script>var u = \"http://script.example/x.js\"; if (a < b && c) {}</script></head>\n<body>\n")
	for range n {
		b.WriteString("<p>")
		for i := range 10 + g.r.IntN(30) {
			if i > 0 {
				b.WriteByte(' ')
			}
			switch g.r.IntN(30) {
			case 0:
				fmt.Fprintf(&b, "<a href=\"%s\">%s</a>", htmlAttr(g.url()), g.word())
			case 1:
				fmt.Fprintf(&b, "<img src=\"%s\" alt=\"%s\">", htmlAttr(g.url()), g.word())
			case 2:
				b.WriteString("&nbsp;&mdash;")
			case 3:
				b.WriteString(htmlAttr(g.url()))
			default:
				b.WriteString(g.word())
			}
		}
		b.WriteString("</p>\n")
	}
	b.WriteString("</body></html>\n")
	return b.Bytes()
}

func htmlAttr(s string) string { return strings.ReplaceAll(s, "&", "&amp;") }

func (g *gen) jsonDoc() []byte {
	doc := map[string]any{"title": g.word(), "url": g.url(), "links": []string{g.url(), g.url()}, "text": string(g.text(2))}
	b, _ := json.Marshal(doc)
	return b
}

// binary makes n bytes that are no text (NUL bytes among them).
func (g *gen) binary(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	b[0], b[1] = 0xff, 0
	return b
}

// wat makes the JSON of a WAT metadata record: the envelope of a response
// record with its HTML metadata's links.
func (g *gen) wat(target string) []byte {
	var links []map[string]string
	for range g.r.IntN(25) {
		l := map[string]string{"path": "A@/href", "url": g.url()}
		if g.r.IntN(4) == 0 {
			l["url"] = "/" + asciiWord(g) + "/" + asciiWord(g) // relative, as pages write them
		}
		if g.r.IntN(2) == 0 {
			l["text"] = g.word() + " " + g.word()
		}
		links = append(links, l)
	}
	doc := map[string]any{
		"Container": map[string]any{"Filename": "CC-MAIN-20261125-00000.warc.gz", "Offset": fmt.Sprint(g.r.IntN(1 << 30))},
		"Envelope": map[string]any{
			"Format":               "WARC",
			"WARC-Header-Length":   "480",
			"WARC-Header-Metadata": map[string]string{"WARC-Type": "response", "WARC-Target-URI": target},
			"Payload-Metadata": map[string]any{
				"HTTP-Response-Metadata": map[string]any{
					"Headers": map[string]string{"Content-Type": "text/html", "Location": g.url()},
					"HTML-Metadata": map[string]any{
						"Head":  map[string]any{"Title": g.word(), "Link": []map[string]string{{"path": "LINK@/href", "url": g.url(), "rel": "stylesheet"}}},
						"Links": links,
					},
				},
			},
		},
	}
	b, _ := json.Marshal(doc)
	return b
}

func hostOf(u string) string {
	_, rest, _ := strings.Cut(u, "://")
	h, _, _ := strings.Cut(rest, "/")
	return h
}
