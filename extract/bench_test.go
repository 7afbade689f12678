package extract

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/pos"
)

// prose is English text without URLs, with the colons, brackets and
// quotes prose has.
const prose = `The syntax of a reference is a sequence of characters, and a parser
must find where one ends and the surrounding text begins. Note: a colon in
running text, as in "Note:" or "e.g.:" or a time such as 10:30, does not
start anything; neither does a path like C:\Users\kim\draft.txt, a
parenthesis (like this one), a bracket [1] or an address <kim at example>.
Implementations differ in how much they accept; the draft recommends that
software which accepts user-typed references should recognise and strip
both delimiters and embedded whitespace. In the meantime, readers are
advised to look at section 5 for the resolution of relative references,
section 6 for equivalence, and section 7 for security considerations.
`

// readFiles returns the files that match pattern, end to end.
func readFiles(b *testing.B, pattern string) []byte {
	files, _ := filepath.Glob(pattern)
	var all []byte
	for _, f := range files {
		d, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		all = append(all, d...)
	}
	return all
}

// benchInputs returns the inputs of BenchmarkScan, about 4 MB each.
func benchInputs(b *testing.B) map[string][]byte {
	const size = 4 << 20
	none := bytes.Repeat([]byte(prose), size/len(prose))
	// Typical: a URL in one of its wrappers every two paragraphs or so.
	urls := []string{"see <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>.",
		"at \"http://www.w3.org/Addressing/\",", "(https://example.com/a/b?c=d)", "mailto:kim@example.org",
		"https://datatracker.ietf.org/doc/html/draft-fielding-url-syntax-09\n"}
	var typical []byte
	for i := 0; len(typical) < size; i++ {
		typical = append(typical, prose...)
		typical = append(typical, urls[i%len(urls)]...)
		typical = append(typical, '\n')
	}
	golden := readFiles(b, "testdata/golden/*.txt")
	dense := bytes.Repeat(golden, size/len(golden))
	// Userinfo: scripts/corpus.sh's URL-dense text, a password in every
	// fifth URL; one line: the same without line breaks, as a mail part
	// with no line breaks gives it.
	units := "http://user:pw@a.example:8080/x{y} https://b.example:443/%zz ftp://c.example/a|b http://d.example:81/p^q <http://e.example/ %41> "
	line := strings.Repeat(units, 4) + "\n"
	userinfo := bytes.Repeat([]byte(line), size/len(line))
	oneline := bytes.Repeat([]byte(units), size/len(units))
	// Code: Go sources (testdata/fixcorpus/go), colons in every line
	// ("x := y", "case a:", "b[lo:hi]", struct tags), a URL now and then:
	// the bench corpus is mostly such text.
	gosrc := readFiles(b, "../testdata/fixcorpus/go/*.go")
	code := bytes.Repeat(gosrc, size/len(gosrc))
	// SSH: a user name, a host's port and a path, no password, a URL a
	// line ("git@h.example.org:22/o/r.git"): the piece after the port's
	// ":" may be a password's when a line break follows it (urlsyntax's
	// digitsPathRest, a mail address for a user name), so such a URL
	// costs what the reading after it costs (closing-56 item 5).
	var ssh []byte
	for i := 0; len(ssh) < size; i++ {
		ssh = append(ssh, "clone ssh://git@h.example.org:22/o/r"...)
		ssh = strconv.AppendInt(ssh, int64(i), 10)
		ssh = append(ssh, ".git here, then the build\n"...)
	}
	return map[string][]byte{"none": none, "typical": typical, "dense": dense, "userinfo": userinfo, "oneline": oneline, "code": code, "ssh": ssh, "cjk": cjkDense(size)}
}

// cjkDense returns size bytes of Chinese prose dense with URLs and with
// the full-width punctuation CJK text has (，。：、（）and "＠" before
// mentions and addresses: every byte 0xEF the readings of those forms of
// "@" and ":" look at, review55 N13), URLs glued to the prose, with
// ports before more prose and a mention, and now and then a userinfo
// written with those forms: the input the stop-57 reading costs most on.
// (scripts/instr.sh's "cjk" input is made the same way.) Deterministic:
// a linear congruential generator of its own.
func cjkDense(size int) []byte {
	han := []rune("的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严")
	punct := []string{"，", "。", "、", "；", "！", "？", "：", "（", "）", "「", "」"}
	names := []string{"张三", "李四", "王五", "ops.example.com", "田中", "运维组"}
	hosts := []string{"docs.example.com", "10.0.0.5", "localhost", "github.com", "例子.测试", "api.example.cn", "192.168.1.20"}
	x := uint64(57)
	next := func(n int) int {
		x = x*6364136223846793005 + 1442695040888963407
		return int(x>>33) % n
	}
	var b []byte
	for len(b) < size {
		for range 1 + next(4) {
			for range 8 + next(22) {
				b = utf8.AppendRune(b, han[next(len(han))])
			}
			host := hosts[next(len(hosts))]
			port := ""
			if next(2) == 0 {
				port = ":" + strconv.Itoa(1024+next(60000))
			}
			url := "https://" + host + port + "/" + strconv.Itoa(next(1000))
			switch next(8) {
			case 0:
				b = append(b, "请访问"+url+"，"...)
			case 1:
				b = append(b, "地址："+url+" 。"...)
			case 2:
				b = append(b, "（见 "+url+"）"...)
			case 3:
				b = append(b, "有问题请联系＠"+names[next(len(names))]+"。"...)
			case 4:
				b = append(b, "服务在 http://"+host+port+"上运行，请＠"+names[next(len(names))]+"确认。"...)
			case 5:
				if next(8) == 0 {
					b = append(b, "配置：redis://default:Zk3Lm9"+strconv.Itoa(next(100))+"＠cache.example.com:6379/0，"...)
				} else {
					b = append(b, "邮箱：ops＠example.com。"...)
				}
			default:
				b = append(b, punct[next(len(punct))]...)
			}
		}
		b = append(b, '\n')
	}
	return b
}

// BenchmarkScan measures the scanner on prose without URLs, prose with a
// URL every kilobyte or so, and URL-dense text (mail, Markdown, RFC
// references). Nothing allocates on the input without URLs.
func BenchmarkScan(b *testing.B) {
	inputs := benchInputs(b)
	for _, name := range []string{"none", "typical", "dense", "userinfo", "oneline", "code", "ssh", "cjk"} {
		data := inputs[name]
		b.Run(name, func(b *testing.B) {
			benchScan(b, data, Options{})
		})
	}
	b.Run("typical-all-options", func(b *testing.B) {
		benchScan(b, inputs["typical"], Options{Relative: true, Abbreviated: true})
	})
	// With a marker, as lint scans (its suppression comments): the
	// colons after a word are looked at for the marker in the same loop.
	for _, name := range []string{"none", "code"} {
		b.Run(name+"-marker", func(b *testing.B) {
			benchScan(b, inputs[name], Options{Marker: "urlsift:ignore", Marked: func(pos.Pos, []byte) {}})
		})
	}
}

func benchScan(b *testing.B, data []byte, opts Options) {
	r := bytes.NewReader(data)
	s := NewScanner(r, opts)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		r.Reset(data)
		s.Reset(r)
		for s.Scan() {
			n++
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "urls/op")
}

// BenchmarkPathological runs inputs made to make a scanner backtrack,
// at 1 MB and 8 MB: MB/s must not fall with the size (linear time).
func BenchmarkPathological(b *testing.B) {
	units := map[string]string{
		"parens":     "(",
		"angles":     "<",
		"percents":   "%",
		"schemes":    "http://",
		"endless":    "a",
		"angle-urls": "<http://a/b\n",
		"colons":     "a:",
		"quotes":     "'",
	}
	for _, name := range []string{"parens", "angles", "percents", "schemes", "endless", "angle-urls", "colons", "quotes"} {
		for _, size := range []int{1 << 20, 8 << 20} {
			unit := units[name]
			data := []byte(strings.Repeat(unit, size/len(unit)))
			if name == "endless" || name == "quotes" {
				copy(data, "http://")
			}
			b.Run(name+"/"+sizeName(size), func(b *testing.B) {
				benchScan(b, data, Options{})
			})
		}
	}
}

func sizeName(n int) string {
	return strconv.Itoa(n>>20) + "MB"
}

// BenchmarkScanSmallFiles reads the many small files of a tree with one
// Scanner, reset for each: 200 texts of 2 to 12 KB of prose, each with
// one URL near an "@" (read for its secret) early on. B/op tells what
// each file costs (rawText's first copy of a stream is small).
func BenchmarkScanSmallFiles(b *testing.B) {
	var files [][]byte
	size := 0
	for i := 0; i < 200; i++ {
		f := []byte("Maintainer: <kim@example.org>, see http://kim:pw@host.example/p and\n")
		for len(f) < 2<<10+i*50 {
			f = append(f, prose...)
		}
		files = append(files, f)
		size += len(f)
	}
	r := bytes.NewReader(nil)
	s := NewScanner(r, Options{})
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for _, f := range files {
			r.Reset(f)
			s.Reset(r)
			for s.Scan() {
			}
		}
	}
}

// BenchmarkLongCutLine: one line of URLs each cut inside a password's
// first piece ("http://u:?xnm  " over and over, no "@" anywhere, no line
// break in reach), streamed as the command line reads a file. Each URL
// read the secretAfter bytes after it a byte a turn (brokenRest,
// skipSpace), its line's end (gutterBreak) and start (lineBegin) again:
// the cost of a byte grew with the line's length (cell51). MB/s must not
// fall with the size.
func BenchmarkLongCutLine(b *testing.B) {
	for _, size := range []int{16 << 10, 64 << 10} {
		data := []byte(strings.Repeat("http://u:?xnm  ", size/15) + "\n")
		b.Run(strconv.Itoa(size>>10)+"K", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			r := bytes.NewReader(data)
			s := NewScanner(r, Options{})
			for b.Loop() {
				r.Reset(data)
				s.Reset(r)
				for s.Scan() {
				}
			}
		})
	}
}
