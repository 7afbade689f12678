package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/scanner"
	"go/token"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/golden"
	"github.com/urlsift/urlsift/lint"
)

var (
	plantFlags = newGenFlags("TestFixPlanted", "plant", "language", 3, 1, 43, true)
	plantDir   = flag.String("plantdir", "", "TestFixPlanted: plant the files in this new directory and keep it (\"\": a temporary one)")
)

// plantSpan is where a URL may be planted in a file: the bytes of a
// comment's text, a string's, a heredoc's or a regular expression's value
// (start to end, offsets of the file), as the language's own tokenizer
// reads them.
type plantSpan struct {
	kind       string // comment, string, docstring, heredoc, regex, pod
	start, end int
}

// plantLang is a language of TestFixPlanted: where its files are on this
// machine, the tool that reads them, where its tokenizer says a URL may
// go, its tokens (every token but the comments as they are, the comments'
// text with every URL written URL), and the tool's own check.
type plantLang struct {
	name   string
	tool   string // on PATH, or "" (read in the test)
	roots  []string
	exts   []string
	spans  func(path string, src []byte) ([]plantSpan, error) // nil: URLs are planted by lines only
	tokens func(path string) ([]byte, error)
	check  []string // the tool's check of a file (appended), or nil
	marker string   // its line comment's marker, for plantLines
	eol    []string // what plantLines writes before a URL after a line's end, drawn (nil: marker)
}

// plantURLText is a URL in a comment's text, for tokens: the comments are
// compared with their URLs written URL (a fix changes only those), each
// up to white space (a quote or a bracket may stand inside a URL that
// extract reads on past it: TestFixRealSample plants every printable
// byte).
var plantURLText = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.-]*://\S*`)

// pyPlant reads a Python file with its own tokenize: the tokens (but NL
// and ENCODING), or the spans of its comments and strings (f-strings left
// out: their braces hold code).
const pyPlant = `import sys, tokenize, io, re
mode, path = sys.argv[1], sys.argv[2]
src = open(path, 'rb').read()
enc, _ = tokenize.detect_encoding(io.BytesIO(src).readline)
if enc != 'utf-8':
    sys.exit('encoding ' + enc)
bl = src.split(b'\n')
starts = [0]
for l in bl:
    starts.append(starts[-1] + len(l) + 1)
def off(p):
    r, c = p
    return starts[r-1] + len(bl[r-1].decode('utf-8', 'surrogateescape')[:c].encode('utf-8', 'surrogateescape'))
url = re.compile(r'[A-Za-z][A-Za-z0-9+.-]*://\S*')
for t in tokenize.tokenize(io.BytesIO(src).readline):
    if t.type in (tokenize.ENCODING, tokenize.NL):
        continue
    if mode == 'tokens':
        if t.type == tokenize.COMMENT:
            print('C', url.sub('URL', t.string))
        else:
            print(tokenize.tok_name[t.type], repr(t.string))
        continue
    a, b = off(t.start), off(t.end)
    if t.type == tokenize.COMMENT:
        print('comment', a + 1, b)
    elif t.type == tokenize.STRING:
        m = re.match(r'([rRbBuUfF]*)("""|\'\'\'|"|\')', t.string)
        if 'f' in m.group(1).lower():
            continue
        q = len(m.group(2))
        print('docstring' if q == 3 else 'string', a + len(m.group(0)), b - q)
`

// rbPlant reads a Ruby file with Ripper: the tokens (but white space),
// or the spans of its comments, =begin documentation, strings, heredocs
// and %r regular expressions ("/" would end a /.../ one).
const rbPlant = `require "ripper"
mode, path = ARGV
src = File.binread(path)
starts = [0]
src.each_line { |l| starts << starts[-1] + l.bytesize }
url = %r{[A-Za-z][A-Za-z0-9+.-]*://\S*}
skip = %i[on_sp on_nl on_ignored_nl on_ignored_sp]
stack = []
data = nil
Ripper.lex(src).each do |(pos, t, s)|
  if mode == "tokens"
    data = starts[pos[0] - 1] + pos[1] if t == :on___end__
    next if skip.include?(t)
    if t == :on_comment || t == :on_embdoc
      puts "C #{s.b.gsub(url, "URL").inspect}"
    else
      puts "#{t} #{s.inspect}"
    end
    next
  end
  off = starts[pos[0] - 1] + pos[1]
  case t
  when :on_tstring_beg then stack << (s.start_with?("%w", "%W", "%i", "%I") ? :words : :string)
  when :on_heredoc_beg then stack << :heredoc
  when :on_regexp_beg then stack << (s.start_with?("%r") ? :regex : :slash)
  when :on_qwords_beg, :on_words_beg, :on_qsymbols_beg, :on_symbols_beg then stack << :words
  when :on_backtick then stack << :cmd
  when :on_symbeg then stack << :sym if s.length > 1
  when :on_embexpr_beg then stack << :code
  when :on_tstring_end, :on_heredoc_end, :on_regexp_end, :on_embexpr_end, :on_label_end then stack.pop
  when :on_comment then puts "comment #{off + 1} #{off + s.bytesize - (s.end_with?("\n") ? 1 : 0)}"
  when :on_embdoc then puts "pod #{off} #{off + s.bytesize - 1}"
  when :on_tstring_content
    k = stack.last
    puts "#{k} #{off} #{off + s.bytesize}" if [:string, :heredoc, :regex].include?(k)
  end
end
puts "DATA #{src.byteslice(data..).inspect}" if data # what the program reads after __END__
`

// jsPlant reads a JavaScript file with Node's own acorn: the tokens, or
// the spans of its comments, strings and templates (byte offsets).
const jsPlant = `const acorn = require('internal/deps/acorn/acorn/dist/acorn');
const [mode, path] = process.argv.slice(1);
const src = require('fs').readFileSync(path, 'utf8');
const bo = new Int32Array(src.length + 1);
let b = 0;
for (let i = 0; i < src.length; i++) {
  bo[i] = b;
  const c = src.codePointAt(i);
  b += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  if (c >= 0x10000) { i++; bo[i] = b; }
}
bo[src.length] = b;
const url = /[A-Za-z][A-Za-z0-9+.-]*:\/\/\S*/g;
let toks, comments;
for (const sourceType of ['script', 'module']) {
  toks = []; comments = [];
  try {
    for (const t of acorn.tokenizer(src, {ecmaVersion: 'latest', sourceType, allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, onComment: comments})) toks.push(t);
    break;
  } catch (e) {
    if (sourceType === 'module') { console.error(String(e)); process.exit(1); }
  }
}
const out = [];
if (mode === 'tokens') {
  const all = toks.map(t => [t.start, t.type.label + ' ' + JSON.stringify(src.slice(t.start, t.end))])
    .concat(comments.map(c => [c.start, 'C ' + JSON.stringify(c.value.replace(url, 'URL'))]));
  all.sort((x, y) => x[0] - y[0]);
  for (const a of all) out.push(a[1]);
} else {
  for (const c of comments) out.push('comment ' + bo[c.start + 2] + ' ' + bo[c.type === 'Block' ? c.end - 2 : c.end]);
  for (const t of toks) {
    if (t.type.label === 'string') out.push('string ' + bo[t.start + 1] + ' ' + bo[t.end - 1]);
    if (t.type.label === 'template') out.push('string ' + bo[t.start] + ' ' + bo[t.end]);
  }
}
process.stdout.write(out.join('\n') + '\n');
`

// readSpans parses "kind start end" lines.
func readSpans(out []byte) ([]plantSpan, error) {
	var sp []plantSpan
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 3 {
			continue
		}
		a, err1 := strconv.Atoi(f[1])
		b, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad span %q", sc.Text())
		}
		sp = append(sp, plantSpan{f[0], a, b})
	}
	return sp, nil
}

// goTokens reads a Go file with go/scanner: its tokens, comments with
// their URLs written URL.
func goTokens(p string) ([]byte, error) {
	src, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = goScan(p, src, func(tok token.Token, off int, lit string) {
		if tok == token.COMMENT {
			lit = plantURLText.ReplaceAllString(lit, "URL")
		}
		fmt.Fprintf(&b, "%s %q\n", tok, lit)
	})
	return b.Bytes(), err
}

func goScan(p string, src []byte, each func(tok token.Token, off int, lit string)) error {
	var s scanner.Scanner
	fset := token.NewFileSet()
	f := fset.AddFile(p, -1, len(src))
	var errs int
	s.Init(f, src, func(token.Position, string) { errs++ }, scanner.ScanComments)
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		each(tok, f.Offset(pos), lit)
	}
	if errs > 0 {
		return fmt.Errorf("%d errors", errs)
	}
	return nil
}

// perlSpans finds, line by line, where a URL may go in Perl: comment
// lines, POD, heredoc bodies, short quoted strings with nothing Perl
// interpolates. It is no tokenizer: a planted file that perl cannot
// compile is drawn again.
func perlSpans(_ string, src []byte) ([]plantSpan, error) {
	var sp []plantSpan
	dq := regexp.MustCompile(`"([^"\\$@]*)"`)
	sq := regexp.MustCompile(`'([^'\\]*)'`)
	hd := regexp.MustCompile(`<<(~?)(["']?)([A-Za-z_]\w*)(["']?)`)
	off := 0
	pod, end := false, false
	var here []byte
	hereIndent := false
	for _, l := range bytes.SplitAfter(src, []byte("\n")) {
		t := bytes.TrimRight(l, "\r\n")
		switch {
		case end:
		case here != nil:
			w := t
			if hereIndent {
				w = bytes.TrimLeft(w, " \t")
			}
			if bytes.Equal(w, here) {
				here = nil
			} else {
				sp = append(sp, plantSpan{"heredoc", off, off + len(t)})
			}
		case pod:
			if bytes.HasPrefix(t, []byte("=cut")) {
				pod = false
			} else {
				sp = append(sp, plantSpan{"pod", off, off + len(t)})
			}
		case len(t) > 1 && t[0] == '=' && isASCIILetter(t[1]):
			pod = true
		case bytes.HasPrefix(t, []byte("__END__")) || bytes.HasPrefix(t, []byte("__DATA__")):
			end = true
		case bytes.HasPrefix(bytes.TrimLeft(t, " \t"), []byte("#")):
			i := bytes.IndexByte(t, '#')
			sp = append(sp, plantSpan{"comment", off + i + 1, off + len(t)})
		default:
			if m := hd.FindSubmatchIndex(t); m != nil && !bytes.Contains(t[:m[0]], []byte("#")) {
				here, hereIndent = bytes.Clone(t[m[6]:m[7]]), m[3] > m[2]
			}
			for _, re := range []*regexp.Regexp{dq, sq} {
				for _, m := range re.FindAllSubmatchIndex(t, -1) {
					if !bytes.Contains(t[:m[0]], []byte("#")) {
						sp = append(sp, plantSpan{"string", off + m[2], off + m[3]})
					}
				}
			}
		}
		off += len(l)
	}
	return sp, nil
}

func isASCIILetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

// shPlant reads a shell script as bash parses it: the script made the body
// of a function that `declare -f` prints back, its commands and heredocs
// as bash reads them, without comments. The script is never run: bash is
// restricted, with no PATH, and only defines the function.
const shPlant = `eval "__plant() {
$(< "$1")
}" && declare -f __plant`

// cPlant reads a C file as its preprocessor does without running its
// directives: comments out, strings and code as they are.
var cPlant = []string{"gcc", "-fpreprocessed", "-E", "-P", "-x", "c"}

// plantWords are the bytes of what plantLines plants around a URL.
var plantWords = []string{"see", "at", "from", "cf.", "(", "e.g.", "docs:", "*"}

// plantLines plants URLs (gen's) wherever a line may hold them, not knowing what
// the line is (review43's fixh.py): a default port into every URL the file
// holds (port), a comment line of the language's marker before a line,
// indented as it is (line), a comment after a line's end (eol). They fall
// in code, strings, heredocs, documentation and data alike: --fix must
// change only those in comments.
func plantLines(r *rand.Rand, src []byte, marker string, eol []string, gen func(*rand.Rand) string) ([]byte, []string) {
	var kinds []string
	if r.IntN(2) == 0 {
		n := 0
		src = plantPort.ReplaceAllFunc(src, func(m []byte) []byte {
			sm := plantPort.FindSubmatch(m)
			n++
			p := map[string]string{"http": ":80", "https": ":443", "ftp": ":21"}[string(sm[1])]
			return append(append(append([]byte{}, sm[1]...), "://"+string(sm[2])+p...), sm[3]...)
		})
		for ; n > 0; n-- {
			kinds = append(kinds, "port")
		}
	}
	lines := bytes.SplitAfter(src, []byte("\n"))
	var out []byte
	for n, l := range lines {
		k := r.IntN(100)
		indent := l[:len(l)-len(bytes.TrimLeft(l, " \t"))]
		// Nothing before a "#!" line: it says what the file is, to lint
		// and to the system, only as its first line.
		if k < 6 && !(n == 0 && bytes.HasPrefix(l, []byte("#!"))) {
			out = append(out, indent...)
			out = append(out, marker+" "+plantWords[r.IntN(len(plantWords))]+" "+gen(r)+"\n"...)
			kinds = append(kinds, "line")
		}
		body := bytes.TrimRight(l, "\r\n")
		if k >= 97 && len(bytes.TrimSpace(body)) > 0 && body[len(body)-1] != '\\' {
			out = append(out, body...)
			m := marker
			if len(eol) > 0 {
				m = eol[r.IntN(len(eol))]
			}
			out = append(out, " "+m+" "+gen(r)...)
			out = append(out, l[len(body):]...)
			kinds = append(kinds, "eol")
			continue
		}
		out = append(out, l...)
	}
	return out, kinds
}

// plantPort is a URL to which plantLines gives its scheme's default port.
var plantPort = regexp.MustCompile(`(https?|ftp)://([A-Za-z0-9.-]+)(/[^\s"'<>)]*)?`)

// plantLangs are the languages TestFixPlanted draws.
var plantLangs = []plantLang{
	{name: "go", roots: []string{"$GOMODCACHE", "$GOROOT/src"}, exts: []string{".go"}, check: []string{"gofmt", "-e", "-l"}, marker: "//",
		spans: func(p string, src []byte) ([]plantSpan, error) {
			var sp []plantSpan
			err := goScan(p, src, func(tok token.Token, off int, lit string) {
				switch {
				case tok == token.COMMENT && strings.HasPrefix(lit, "//"):
					sp = append(sp, plantSpan{"comment", off + 2, off + len(lit)})
				case tok == token.COMMENT:
					sp = append(sp, plantSpan{"comment", off + 2, off + len(lit) - 2})
				case tok == token.STRING && lit[0] == '`':
					sp = append(sp, plantSpan{"rawstring", off + 1, off + len(lit) - 1})
				case tok == token.STRING:
					sp = append(sp, plantSpan{"string", off + 1, off + len(lit) - 1})
				}
			})
			return sp, err
		},
		tokens: goTokens},
	{name: "python", tool: "python3", roots: []string{"/usr/lib/python3*", "$GOMODCACHE"}, exts: []string{".py"}, marker: "#",
		check: []string{"python3", "-c", "import ast,sys; ast.parse(open(sys.argv[1],'rb').read())"},
		spans: func(p string, _ []byte) ([]plantSpan, error) {
			out, err := runTool("python3", "-c", pyPlant, "spans", p)
			if err != nil {
				return nil, err
			}
			return readSpans(out)
		},
		tokens: func(p string) ([]byte, error) { return runTool("python3", "-c", pyPlant, "tokens", p) }},
	{name: "ruby", tool: "ruby", roots: []string{"/usr/lib/ruby", "$GOMODCACHE"}, exts: []string{".rb"}, check: []string{"ruby", "-c"}, marker: "#",
		spans: func(p string, _ []byte) ([]plantSpan, error) {
			out, err := runTool("ruby", "-e", rbPlant, "spans", p)
			if err != nil {
				return nil, err
			}
			return readSpans(out)
		},
		tokens: func(p string) ([]byte, error) { return runTool("ruby", "-e", rbPlant, "tokens", p) }},
	{name: "perl", tool: "perl", roots: []string{"/usr/share/perl", "/usr/share/perl5", "$GOMODCACHE"}, exts: []string{".pm", ".pl"}, check: []string{"perl", "-c"}, marker: "#",
		spans: perlSpans,
		// B::Deparse: the program perl compiled (its strings, heredocs
		// and patterns), without comments nor documentation.
		tokens: func(p string) ([]byte, error) {
			return runTool("env", "PERL_HASH_SEED=0", "PERL_PERTURB_KEYS=0", "perl", "-MO=Deparse", p)
		}},
	{name: "js", tool: "node", roots: []string{"/usr/share", "/usr/lib/node_modules", "$GOMODCACHE"}, exts: []string{".js"}, check: []string{"node", "--check"}, marker: "//",
		spans: func(p string, _ []byte) ([]plantSpan, error) {
			out, err := runTool("node", "--expose-internals", "-e", jsPlant, "spans", p)
			if err != nil {
				return nil, err
			}
			return readSpans(out)
		},
		tokens: func(p string) ([]byte, error) {
			return runTool("node", "--expose-internals", "-e", jsPlant, "tokens", p)
		}},
	{name: "c", tool: "gcc", roots: []string{"/usr/include", "$GOMODCACHE"}, exts: []string{".h", ".c"}, marker: "//",
		tokens: func(p string) ([]byte, error) { return runTool(cPlant[0], append(cPlant[1:], p)...) }},
	// Lua: luac's listing of what it compiled (luaListing); planted by
	// lines ("--" lines and ends of lines, in long strings and long
	// comments alike).
	{name: "lua", tool: "luac", roots: []string{"/usr/share", "$GOMODCACHE"}, exts: []string{".lua"}, check: []string{"luac", "-p"}, marker: "--",
		tokens: luaListing},
	// Tcl: the byte code tclsh 8.6 compiles (tclRead: procedures' bodies
	// and the other scripts a command evaluates read the same way, every
	// other literal as it is); planted by lines ("#" lines, which are
	// data in a braced list or string, and ends of lines, words of the
	// command before them, no comment, without a ";").
	{name: "tcl", tool: "tclsh", roots: tclRoots, exts: []string{".tcl", ".tk"}, marker: "#", eol: []string{"#", ";#"},
		tokens: tclReading},
	{name: "sh", tool: "bash", roots: []string{"/usr/share", "/usr/lib", "/etc", "$GOMODCACHE"}, exts: []string{".sh", ".bash"}, check: []string{"bash", "-n"}, marker: "#",
		tokens: func(p string) ([]byte, error) {
			bash, err := exec.LookPath("bash")
			if err != nil {
				return nil, err
			}
			return runTool("env", "-i", "PATH=/nonexistent", bash, "--norc", "--noprofile", "-r", "-c", shPlant, "sh", p)
		}},
}

// plantURL returns a URL that one of the fixable rules reports, at
// random: a default or an empty port, an escaped unreserved character, an
// unwise character, an upper-case scheme or host (not-normalized).
func plantURL(r *rand.Rand) string {
	u := fixableURL(r)
	if r.IntN(5) == 0 {
		scheme, rest, _ := strings.Cut(u, "://")
		host, path, _ := strings.Cut(rest, "/")
		u = strings.ToUpper(scheme) + "://" + strings.ToUpper(host[:1]) + host[1:] + "/" + path
	}
	return u
}

// plantBudget bounds TestFixPlanted's work: a language's files are drawn
// until -plantfiles of them, or until they hold -plantfiles times this
// many bytes (each file at most 128 KiB): its tools read at most that
// (review: seed 45 of stop 45 ran out of go test's 10 minutes under a
// load of 27, in the shell's reading of big scripts).
const plantBudget = 32 << 10

// plantable reports whether a URL may be written before src[i]: on a
// character's first byte, with no backslash in the 4 bytes before it (an
// escape stays whole), not after a letter or digit (the URL's scheme
// stays its own).
func plantable(src []byte, i int) bool {
	if i < len(src) && src[i]&0xC0 == 0x80 {
		return false
	}
	if bytes.IndexByte(src[max(0, i-4):i], '\\') >= 0 {
		return false
	}
	return i == 0 || !isASCIILetter(src[i-1]) && (src[i-1] < '0' || src[i-1] > '9')
}

// plant writes n URLs that gen draws into src at random places of spans
// (one a span), each with a space before and after it, and returns the
// text and the kinds planted.
func plant(r *rand.Rand, src []byte, spans []plantSpan, n int, gen func(*rand.Rand) string) ([]byte, []string) {
	r.Shuffle(len(spans), func(i, j int) { spans[i], spans[j] = spans[j], spans[i] })
	type ins struct {
		at   int
		kind string
	}
	var at []ins
	for _, s := range spans {
		if len(at) == n {
			break
		}
		if s.start < 0 || s.end > len(src) || s.start > s.end {
			continue
		}
		for try := 0; try < 4; try++ {
			i := s.start + r.IntN(s.end-s.start+1)
			if plantable(src, i) {
				at = append(at, ins{i, s.kind})
				break
			}
		}
	}
	sort.Slice(at, func(i, j int) bool { return at[i].at > at[j].at })
	out := bytes.Clone(src)
	var kinds []string
	for _, a := range at {
		u := " " + gen(r) + " "
		out = append(out[:a.at], append([]byte(u), out[a.at:]...)...)
		kinds = append(kinds, a.kind)
	}
	return out, kinds
}

// TestFixPlanted: `lint --fix` keeps the meaning of real programs of many
// languages, and breaks nothing around the URLs it fixes. With a seed, it
// draws files of each language from what this machine holds (the Go
// module cache, Go's sources, /usr/share, /usr/lib/python3*, Perl's and
// Ruby's libraries), asks the language's own tokenizer where its comments,
// strings, heredocs, regular expressions and documentation are (Go's
// go/scanner, Python's tokenize, Ruby's Ripper, Node's acorn; for Perl a
// reading by lines that perl itself then compiles), and plants URLs of
// every fixable rule at random places inside them; and, not knowing what
// a line is (plantLines), comment lines before random lines, comments
// after their ends and default ports in every URL the file holds, which
// fall in strings, heredocs, /x patterns and data as well as in code (C
// and the shell are planted so only: gcc -fpreprocessed -E and bash's
// declare -f read them). The real binary's
// `lint --enable all --fix --fix-level info` runs on the copies; each
// file --fix changed must give the same tokens to its language's
// tokenizer as before, but the URL text of its comments (for Perl: the
// same B::Deparse output, with its __DATA__; for Ruby, what follows
// __END__ too), and pass the language's own check (gofmt -e, ast.parse,
// ruby -c, perl -c, node --check, bash -n) if the planted file did.
// Tcl is read as tclsh compiles it (tclRead: its byte code, with the
// bodies of procedures and the other scripts a command evaluates read
// the same way). The cost is bounded by work, not time: per language,
// -plantfiles files (3; 1 with -short) of at most 128 KiB, drawn until
// they hold -plantfiles times plantBudget bytes, each read by its tools
// at most 9 times (spans; three plantings, each read and checked; read
// and checked after --fix); the log says each language's files, KiB and
// tool runs.
func TestFixPlanted(t *testing.T) {
	per, seed, only := plantFlags.start(t)
	dir := t.TempDir()
	if *plantDir != "" {
		dir = *plantDir
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	type drawn struct {
		lang    *plantLang
		src     string // the file drawn
		path    string // the planted copy
		planted []byte
		before  []byte // its tokens
		checked bool   // the language's check passed on it
		kinds   []string
	}
	var all []drawn
	var tools []string
	for i := range plantLangs {
		lang := &plantLangs[i]
		if len(only) > 0 && !only[lang.name] || !haveTool(t, lang.name, lang.tool) {
			continue
		}
		if lang.check != nil {
			if _, err := exec.LookPath(lang.check[0]); err == nil {
				tools = append(tools, strings.Join(lang.check, " "))
			}
		}
		r := langRand(seed, lang.name)
		cands := drawFiles(r, lang.roots, lang.exts, func(p string, size int64) bool {
			return size <= 128<<10 && size > 0 && !lint.Fixture(p)
		}, func(p, root string) bool {
			return filepath.Base(p) == "cache" && filepath.Dir(p) == root // the module cache's downloads
		})
		got, size, runs := 0, 0, 0
		for _, p := range cands {
			if got == per || size >= per*plantBudget {
				break
			}
			src, err := os.ReadFile(p)
			if err != nil || bytes.IndexByte(src, 0) >= 0 {
				continue
			}
			cp := drawnCopy(t, dir, lang.name, got, p, src)
			var spans []plantSpan
			if lang.spans != nil {
				runs++
				spans, err = lang.spans(cp, src)
				if err != nil || len(spans) == 0 {
					os.RemoveAll(filepath.Dir(cp))
					continue
				}
			}
			var d *drawn
			for try := 0; try < 3 && d == nil; try++ {
				mut, kinds := plant(r, src, slicesClone(spans), 1+r.IntN(8), plantURL)
				if lang.marker != "" {
					var more []string
					mut, more = plantLines(r, mut, lang.marker, lang.eol, plantURL)
					kinds = append(kinds, more...)
				}
				if len(kinds) == 0 {
					break
				}
				if err := os.WriteFile(cp, mut, 0o644); err != nil {
					t.Fatal(err)
				}
				runs++
				before, err := lang.tokens(cp)
				if err != nil {
					continue // the planted file is no program (the reading by lines was wrong): draw again
				}
				if lang.check != nil {
					runs++
				}
				checked := lang.check == nil || exec.Command(lang.check[0], append(lang.check[1:], cp)...).Run() == nil
				d = &drawn{lang, p, cp, mut, before, checked && lang.check != nil, kinds}
			}
			if d == nil {
				os.RemoveAll(filepath.Dir(cp))
				continue
			}
			all = append(all, *d)
			got++
			size += len(src)
		}
		// The cost, bounded by work: files, bytes, tool runs (the
		// reading after --fix adds one or two a file changed).
		t.Logf("%s: %d files of %d candidates planted, %d KiB, %d tool runs", lang.name, got, len(cands), size>>10, runs)
	}
	if len(all) == 0 {
		t.Skip("no language's files on this machine")
	}
	t.Logf("checks: %s", strings.Join(tools, "; "))
	keepGenerated(t, dir)
	runLintFix(t, dir)
	type count struct {
		files, changed, lines, failed int
		kinds                         map[string]int
	}
	counts := map[string]*count{}
	for _, d := range all {
		c := counts[d.lang.name]
		if c == nil {
			c = &count{kinds: map[string]int{}}
			counts[d.lang.name] = c
		}
		c.files++
		for _, k := range d.kinds {
			c.kinds[k]++
		}
		after := mustRead(t, d.path)
		if bytes.Equal(d.planted, after) {
			continue
		}
		c.changed++
		a, b := strings.Split(string(d.planted), "\n"), strings.Split(string(after), "\n")
		if len(a) != len(b) {
			t.Errorf("%s (from %s): --fix made %d lines %d", d.path, d.src, len(a), len(b))
			c.failed++
			continue
		}
		for i := range a {
			if a[i] != b[i] {
				c.lines++
			}
		}
		read, err := d.lang.tokens(d.path)
		switch {
		case err != nil:
			t.Errorf("%s (from %s, URLs planted in %v): --fix made a file its tokenizer cannot read: %v", d.path, d.src, d.kinds, err)
			c.failed++
		case !bytes.Equal(read, d.before):
			t.Errorf("%s (from %s, URLs planted in %v): --fix changed more than its comments' URLs:\n%s", d.path, d.src, d.kinds, golden.Diff(string(d.before), string(read)))
			c.failed++
		case d.checked && exec.Command(d.lang.check[0], append(d.lang.check[1:], d.path)...).Run() != nil:
			t.Errorf("%s (from %s): %s passed before --fix, fails after", d.path, d.src, strings.Join(d.lang.check, " "))
			c.failed++
		}
	}
	var names []string
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := counts[n]
		var ks []string
		for k, v := range c.kinds {
			ks = append(ks, fmt.Sprintf("%s %d", k, v))
		}
		sort.Strings(ks)
		t.Logf("%s: %d files (URLs planted: %s), %d changed by --fix (%d lines), %d failed", n, c.files, strings.Join(ks, ", "), c.changed, c.lines, c.failed)
	}
}

func slicesClone(s []plantSpan) []plantSpan { return append([]plantSpan(nil), s...) }
