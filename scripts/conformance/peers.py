#!/usr/bin/env python3
"""peers.py: other URL extractors' own test suites as cases for TestPeerSuites.

Reads the suites from local copies of their repositories (see
extract/testdata/conformance/peers/PROVENANCE.md for where each came from)
and writes one JSON object a line: {"suite", "key", "input", "want",
"first"}. want is the list of URLs the peer's test expects; first says
that only the first URL found is compared (the peer's test asks for the
first match). Only cases whose expected URLs all have a scheme are kept
(urlsift reports no URL without one), and cases that expect no URL.

Usage: peers.py XURLS_TEST_GO URLEXTRACT_TEST_PY URIFIND_T CMARK_EXTENSIONS_TXT AUTOLINKER_SPEC_TS... > cases.jsonl
"""
import ast, html, json, re, subprocess, sys

SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def schemed(urls):
    return all(SCHEME.match(u) and ("://" in u or u.lower().startswith(("mailto:", "news:", "urn:", "tel:", "data:", "magnet:", "xmpp:", "sip:"))) for u in urls)


def out(suite, key, text, want, first=False):
    if not schemed(want):
        return
    print(json.dumps({"suite": suite, "key": key, "input": text, "want": want, "first": first}, ensure_ascii=False))


def xurls(path):
    """Strict() of mvdan.cc/xurls: constantTestCases and Strict2, FindString."""
    src = open(path, encoding="utf-8").read()
    blocks = []
    m = re.search(r"var constantTestCases = \[\]testCase\{(.*?)\n\}", src, re.S)
    blocks.append(("constant", m.group(1), m.start(1)))
    m = re.search(r'doTest\(t, "Strict2", Strict\(\), \[\]testCase\{(.*?)\n\t\}\)', src, re.S)
    blocks.append(("strict2", m.group(1), m.start(1)))
    case = re.compile(r"^\s*\{`((?:[^`]|``)*)`,\s*(nil|true|`[^`]*`)\},", re.M)
    for name, body, off in blocks:
        for c in case.finditer(body):
            line = src[: off + c.start()].count("\n") + 1
            text, w = c.group(1), c.group(2)
            want = [] if w == "nil" else [text] if w == "true" else [w[1:-1]]
            if want == [""]:
                want = []
            # The test runs each case bare and between newlines; the bare one.
            out("xurls", "xurls_test.go:%d" % line, text, want, first=True)


def urlextract(path):
    """URLExtract's find_urls tests: every URL, in order."""
    tree = ast.parse(open(path, encoding="utf-8").read())
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef) or fn.name not in ("test_find_urls", "test_find_urls_case_insensitive", "test_find_urls_unique", "test_find_urls_schema_only"):
            continue
        for d in fn.decorator_list:
            if isinstance(d, ast.Call) and getattr(d.func, "attr", "") == "parametrize":
                names = d.args[0].value
                if not names.startswith("text, expected"):
                    continue
                for elt in d.args[1].elts:
                    vals = eval(compile(ast.Expression(elt), path, "eval"), {"chr": chr})
                    text, want = vals[0], vals[1]
                    if fn.name == "test_find_urls_unique":
                        continue  # with only_unique=True
                    out("URLExtract", "%s:%d" % (fn.name, elt.lineno), text, list(want))


def urifind(path):
    """URI::Find's t/Find.t: the URLs the plain finder (P) finds."""
    perl = r'''
use strict; use utf8; use JSON::PP;
my $src = do { local $/; open my $f, "<:encoding(UTF-8)", $ARGV[0] or die; <$f> };
my ($body) = $src =~ /%Tests = \((.*?)\n\s*\);\n/s or die "no %Tests";
my $all = "PS";
my %Tests = eval "($body\n)"; die $@ if $@;
my @out;
for my $text (sort keys %Tests) {
    my $v = $Tests{$text};
    my @want;
    if (ref $v) { for my $spec (@$v) { push @want, $spec->[1] if $spec->[0] =~ /P/ } }
    else { @want = ($v) }
    push @out, [$text, \@want];
}
print JSON::PP->new->utf8->canonical->encode(\@out);
'''
    r = subprocess.run(["perl", "-e", perl, path], capture_output=True)
    if r.returncode != 0:
        sys.exit(r.stderr.decode())
    for i, (text, want) in enumerate(json.loads(r.stdout)):
        out("URI::Find", "t/Find.t#%d" % i, text, want)


def cmark(path):
    """cmark-gfm's autolink examples: the links printed as a URL with a scheme, paragraph by paragraph."""
    src = open(path, encoding="utf-8").read()
    sec = src[src.index("## Autolinks"):src.index("## HTML tag filter")]
    for ex in re.finditer(r"`{32} example[^\n]*\n(.*?)\n\.\n(.*?)`{32}", sec, re.S):
        md, out_html = ex.group(1), ex.group(2)
        line = src[: src.index("## Autolinks") + ex.start()].count("\n") + 1
        paras = [p for p in re.split(r"\n\s*\n", md) if p.strip()]
        outs = re.findall(r"<p>(.*?)</p>", out_html, re.S)
        if len(paras) != len(outs) or "<IGNORE>" in out_html:
            continue
        for n, (p, o) in enumerate(zip(paras, outs)):
            if "](" in p or "<" in p and ">" in p and "<http" not in p:
                continue  # markup of Markdown, not text
            want = [html.unescape(t) for t in re.findall(r'<a href="[^"]*">(.*?)</a>', o)]
            out("cmark-gfm", "extensions.txt:%d#%d" % (line, n), p, want)


def autolinker(path):
    """Autolinker.js's URL specs: link(text) and the anchors it expects,
    as the targets the text holds as written (a scheme the text lacks is
    Autolinker's, not a URL of the text)."""
    src = open(path, encoding="utf-8").read()
    name = path.rsplit("/", 1)[-1]
    lit = r"(?P<q>['`\"])(?P<s>(?:(?!(?P=q))[^\\\\]|\\\\.)*)(?P=q)"
    for a in re.finditer(r"(?:const|let|var)\s+(?P<var>\w+)\s*=\s*autolinker\.link\(\s*" + lit + r"\s*\)", src):
        var, text = a.group("var"), unescape_js(a.group("s"))
        e = re.compile(r"expect\(\s*" + var + r"\s*\)\.to\.equal\(\s*" + lit + r"\s*\)").search(src, a.end())
        nxt = re.compile(r"\bit\(").search(src, a.end())
        if not e or nxt and nxt.start() < e.start() or "${" in e.group("s"):
            continue  # no expectation in the same test, or a template
        hrefs = [html.unescape(h) for h in re.findall(r'<a href="([^"]*)"', unescape_js(e.group("s")))]
        if any(h not in text for h in hrefs):
            continue  # a scheme or a "www." Autolinker added, or an address
        line = src[: a.start()].count("\n") + 1
        out("Autolinker.js", "%s:%d" % (name, line), text, hrefs)


def unescape_js(s):
    return re.sub(r"\\(.)", r"\1", s)


xurls(sys.argv[1])
urlextract(sys.argv[2])
urifind(sys.argv[3])
cmark(sys.argv[4])
for spec in sys.argv[5:]:
    autolinker(spec)
