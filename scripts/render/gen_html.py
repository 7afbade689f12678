#!/usr/bin/env python3
"""gen_html.py: generated HTML documents whose truth is known, rendered by
w3m, lynx (72 and 60 columns) and html2text (TestRenderedGenerated).

The renderer corpora (renderers.py) hold the HTML that Debian's -doc
packages install: the block structures and URLs their authors wrote. This
draws documents from the whole space instead, with a fixed seed:

  blocks   p, nested ul/ol li, dl/dt/dd, table (2-4 columns, some with a
           width), blockquote (nested), pre, h1-h6, br inside a paragraph;
           inline em, code, strong around words and links;
  scripts  prose in Latin, Cyrillic, CJK (no spaces between words) and
           Arabic, one or mixed per document;
  URLs     links whose text is their own URL, of random shapes: http,
           https, ftp and mailto, hosts of many labels with hyphens and
           digits, ports, long paths and long segments, %-escapes, dots,
           "~", query strings of "&" and "=", fragments; after a link
           nothing, a space, or punctuation (. , ; : ! ? ) and a space); a
           URL in parentheses; several links in a row; a link ending a
           table cell, a list item or a heading;

placed at random points of the fill, so that the renderers break them at
every kind of place (after "/", "-", ".", "&", "=", in the middle of a
segment, right after the scheme).

The truth of a rendering is that of renderers.py, whose rules this uses
(its Links, is_printed, plain_urls and RENDER_HTML, read from the file
next to this one): the links whose text is their URL that the renderer
printed as they are, perhaps broken over lines (a box-drawing character
of w3m's table borders read as a space, so that a URL whole in a bordered
cell, "│https://x/a│", counts), or, for a link in a table, broken inside
its cell (renderers.py's printed_in_cells, coltruth); the neutral URLs are the
plain pattern's URLs of the markup's text that are no such link. Nothing
is trimmed: the documents are short.

Each document's key is gen/NNNN; TestRenderedGenerated keeps those whose
key hashes (FNV-1a 32) to 0-2 modulo 10 out of tuning, as for the
renderer corpora.

Usage: gen_html.py OUTDIR [N]   (N documents, 300 by default)
Writes OUTDIR/RENDERER.jsonl.gz (gzip with no time stamp: the same seed,
renderers and Python give the same bytes).
"""
import gzip, json, os, random, sys, tempfile

SEED = 20261126
HERE = os.path.dirname(os.path.abspath(__file__))


def load_renderers():
    """renderers.py's definitions, without running its main()."""
    path = os.path.join(HERE, "renderers.py")
    with open(path, encoding="utf-8") as f:
        src = f.read()
    ns = {"__name__": "renderers", "__file__": path}  # not "__main__": main() does not run
    argv = sys.argv
    sys.argv = [path, "/nonexistent"]
    try:
        exec(compile(src, path, "exec"), ns)
    finally:
        sys.argv = argv
    return ns


R = load_renderers()

LATIN = ("the of and to in is that for it with as was on be by this are from or have an they which one you "
         "had not but what all were when we there can use each how their if will other about many then them "
         "these so some would make like into time has two more write go see number way could people than "
         "first water been call who its now find long down day did get come made may part package manual "
         "server client release mirror archive see also download source documentation repository page "
         "configuration well-known state-of-the-art re-use e-mail x86-64 ISO-8859-1 UTF-8 v2.3.1 1.0 2024 "
         "Debian GNU Linux Apache HTTP FTP README INSTALL i.e. e.g. etc. vs.").split()
CYRILLIC = ("и в не на что он как это по но они мы к из у за от был так же вы для бы все она о сервер пакет "
            "документация зеркало архив репозиторий страница настройка выпуск ссылка адрес смотрите также "
            "загрузить исходный код см. т.е. и т.д.").split()
ARABIC = ("في من على إلى أن هذا التي الذي عن مع كان هذه كل بين قد ما لا حزمة خادم توثيق مرآة أرشيف "
          "مستودع صفحة إعداد إصدار رابط عنوان انظر أيضا تنزيل المصدر").split()
CJK = ("软件包服务器文档镜像归档仓库页面配置发布链接地址参见下载源代码安装更新系统用户管理网络安全"
       "パッケージのサーバーとドキュメントを参照してくださいミラーアーカイブ設定リリース")
CJK_PUNCT = "。，、：；"
SCRIPTS = ["latin", "cyrillic", "cjk", "arabic"]
BOX = {c: " " for c in range(0x2500, 0x2580)}

LABEL_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789"
SEG_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
TLDS = ["org", "com", "net", "de", "io", "info", "co.uk", "example", "gov", "edu", "ru", "jp", "cn", "eg"]
EXTS = ["", "", "", ".html", ".htm", ".php", ".txt", ".tar.gz", ".pdf", ".git", ".1", ".en.html", "/"]


class Gen:
    def __init__(self, rng):
        self.r = rng

    # --- URLs ---------------------------------------------------------
    def label(self):
        r = self.r
        n = r.choice([1, 2, 3, 4, 5, 6, 8, 10, 14, 20])
        s = "".join(r.choice(LABEL_CHARS) for _ in range(n))
        if n > 3 and r.random() < 0.3:  # a hyphen inside
            i = r.randrange(1, n - 1)
            s = s[:i] + "-" + s[i + 1:]
        return s

    def host(self):
        r = self.r
        if r.random() < 0.05:
            return ".".join(str(r.randrange(1, 255)) for _ in range(4))
        labels = [self.label() for _ in range(r.choice([1, 1, 2, 2, 3, 4]))]
        if r.random() < 0.4:
            labels.insert(0, r.choice(["www", "ftp", "docs", "lists", "git", "bugs", "wiki", "cdn1", "security"]))
        return ".".join(labels) + "." + r.choice(TLDS)

    def segment(self):
        r = self.r
        kind = r.random()
        if kind < 0.15:  # long: a renderer must break it inside
            n = r.randrange(25, 70)
        elif kind < 0.3:
            n = r.randrange(1, 3)
        else:
            n = r.randrange(3, 14)
        out = []
        for _ in range(n):
            x = r.random()
            if x < 0.06:
                out.append("-")
            elif x < 0.09:
                out.append(".")
            elif x < 0.11:
                out.append("_")
            elif x < 0.125:
                out.append("~")
            elif x < 0.15:
                out.append("%%%02X" % r.randrange(256))
            elif x < 0.16:
                out.append(r.choice("+,;=!*'@:$"))
            else:
                out.append(r.choice(SEG_CHARS))
        s = "".join(out)
        return s or "x"

    def path(self):
        r = self.r
        n = r.choice([0, 1, 1, 2, 3, 4, 5, 7, 10])
        p = "".join("/" + self.segment() for _ in range(n))
        if n and r.random() < 0.4:
            p += r.choice(EXTS)
        elif r.random() < 0.3:
            p += "/"
        if r.random() < 0.04:  # a parenthesised part, as wikis write
            p += "/" + self.segment() + "_(" + self.segment() + ")"
        return p

    def query(self):
        r = self.r
        pairs = []
        for _ in range(r.choice([1, 1, 2, 3, 5])):
            k = self.segment()[:r.randrange(1, 10)].replace("&", "").replace("=", "") or "k"
            v = self.segment()[:r.randrange(0, 30)].replace("&", "").replace("=", "")
            pairs.append(k + ("=" + v if r.random() < 0.9 else ""))
        return "?" + "&".join(pairs)

    def url(self):
        """A URL of random shape that does not end with what text puts
        after a URL ("." "," ";" ":" "!" "?" "'"): where such a URL ends
        nobody can tell in text, and the draft's Appendix E trims it."""
        u = self.url_body()
        while u[-1] in ".,;:!?'":
            u = u[:-1] + self.r.choice(SEG_CHARS)
        return u

    def url_body(self):
        r = self.r
        scheme = r.choices(["http", "https", "ftp", "mailto"], [30, 50, 8, 6])[0]
        if scheme == "mailto":
            user = self.label() + r.choice(["", ".", "-", "+", "_"]) + self.label()
            u = "mailto:" + user.strip(".-+_") + "@" + self.host()
            if r.random() < 0.2:
                u += "?subject=" + self.segment()[:20].replace("&", "").replace("=", "")
            return u
        u = scheme + "://"
        if scheme == "ftp" and r.random() < 0.2:
            u += self.label() + "@"
        u += self.host()
        if r.random() < 0.08:
            u += ":" + str(r.choice([8080, 443, 21, 8000, 3128, 65535]))
        u += self.path()
        if scheme != "ftp" and r.random() < 0.25:
            if not u.endswith("/") and "/" not in u[len(scheme) + 3:]:
                u += "/"
            u += self.query()
        if r.random() < 0.15:
            u += "#" + self.segment()[:r.randrange(1, 25)]
        return u

    # --- prose -----------------------------------------------------------
    def words(self, script, n):
        r = self.r
        if script == "cjk":
            out = []
            for _ in range(n):
                k = r.randrange(2, 9)
                i = r.randrange(len(CJK) - k)
                out.append(CJK[i:i + k])
                if r.random() < 0.2:
                    out.append(r.choice(CJK_PUNCT))
            return "".join(out)
        pool = {"latin": LATIN, "cyrillic": CYRILLIC, "arabic": ARABIC}[script]
        ws = [r.choice(pool) for _ in range(n)]
        for i in range(len(ws)):
            if r.random() < 0.08:
                ws[i] += r.choice([",", ".", ";", ":"])
        return " ".join(ws)

    def link(self, urls):
        """A link whose text is its URL, escaped for HTML."""
        u = self.url()
        urls.append(u)
        e = u.replace("&", "&amp;")
        a = '<a href="%s">%s</a>' % (e.replace('"', "&quot;"), e)
        x = self.r.random()
        if x < 0.07:
            a = "<em>" + a + "</em>"
        elif x < 0.12:
            a = "<code>" + a + "</code>"
        elif x < 0.14:
            a = "<strong>" + a + "</strong>"
        return a

    def after(self):
        """What follows a link: it must end where the markup's URL ends."""
        r = self.r
        return r.choices([" ", ". ", ", ", "; ", ": ", "! ", "? ", ") ", ".) ", "), "],
                         [60, 10, 10, 4, 4, 2, 2, 3, 2, 3])[0]

    def inline(self, script, urls, links=True):
        """A run of prose with links at random points."""
        r = self.r
        parts = []
        for _ in range(r.randrange(1, 7)):
            w = self.words(script, r.randrange(0, 25))
            x = r.random()
            if x < 0.08:
                w = "<em>" + w + "</em>" if w else w
            elif x < 0.12 and w:
                w = "<code>" + w.split(" ")[0] + "</code> " + w
            parts.append(w)
            if links and r.random() < 0.4:
                sep = " "
                if r.random() < 0.1:
                    parts.append(sep + "(" + self.link(urls) + ")" + r.choice([" ", ". ", ", "]))
                    continue
                parts.append(sep + self.link(urls) + self.after())
                while r.random() < 0.2:  # several links near each other
                    parts.append(r.choice([" and ", " or ", ", ", " / ", " "]) + self.link(urls) + self.after())
            elif r.random() < 0.1:
                parts.append("<br>")
            else:
                parts.append(" ")
        # A link has a space or a block's edge on each side: in CJK prose
        # too, which otherwise runs on with no space (the truth's pattern
        # starts and ends a URL of HTML text only there).
        return "".join(parts)

    def cell(self, script, urls):
        r = self.r
        x = r.random()
        if x < 0.35:
            return self.words(script, r.randrange(1, 8)) + " " + self.link(urls)  # a URL at the end of a cell
        if x < 0.5:
            return self.link(urls)
        return self.inline(script, urls, links=r.random() < 0.4)

    def block(self, script, urls, depth=0):
        r = self.r
        kinds = ["p", "p", "p", "ul", "ol", "dl", "table", "blockquote", "pre", "h"]
        k = r.choice(kinds if depth < 3 else ["p", "pre", "h"])
        if k == "p":
            return "<p>" + self.inline(script, urls) + "</p>\n"
        if k == "h":
            n = r.randrange(1, 7)
            body = self.words(script, r.randrange(1, 6))
            if r.random() < 0.3:
                body += " " + self.link(urls)
            return "<h%d>%s</h%d>\n" % (n, body, n)
        if k in ("ul", "ol"):
            items = []
            for _ in range(r.randrange(1, 6)):
                item = self.inline(script, urls)
                if r.random() < 0.25:
                    item += "\n" + self.block(script, urls, depth + 1)
                items.append("<li>" + item + "</li>")
            return "<%s>\n%s\n</%s>\n" % (k, "\n".join(items), k)
        if k == "dl":
            items = []
            for _ in range(r.randrange(1, 5)):
                dt = self.words(script, r.randrange(1, 4))
                if r.random() < 0.3:
                    dt = self.link(urls)
                dd = self.inline(script, urls)
                if r.random() < 0.15:
                    dd += self.block(script, urls, depth + 1)
                items.append("<dt>%s</dt><dd>%s</dd>" % (dt, dd))
            return "<dl>\n%s\n</dl>\n" % "\n".join(items)
        if k == "table":
            cols = r.randrange(2, 5)
            attrs = ' border="1"' if r.random() < 0.4 else ""
            if r.random() < 0.3:
                attrs += ' width="%d%%"' % r.choice([50, 80, 100])
            rows = []
            for ri in range(r.randrange(1, 6)):
                cells = []
                for ci in range(cols):
                    tag = "th" if ri == 0 and r.random() < 0.4 else "td"
                    w = ' width="%d%%"' % r.choice([10, 20, 30, 50]) if ri == 0 and r.random() < 0.3 else ""
                    cells.append("<%s%s>%s</%s>" % (tag, w, self.cell(script, urls), tag))
                rows.append("<tr>" + "".join(cells) + "</tr>")
            return "<table%s>\n%s\n</table>\n" % (attrs, "\n".join(rows))
        if k == "blockquote":
            inner = "".join(self.block(script, urls, depth + 1) for _ in range(r.randrange(1, 3)))
            return "<blockquote>\n" + inner + "</blockquote>\n"
        # pre: lines as written, a renderer does not fill them
        lines = []
        for _ in range(r.randrange(1, 6)):
            line = self.words(script, r.randrange(0, 8))
            if r.random() < 0.5:
                u = self.url()
                urls.append(u)
                e = u.replace("&", "&amp;")
                line += ' <a href="%s">%s</a>' % (e, e)
            lines.append(line.strip())
        return "<pre>\n" + "\n".join(lines) + "\n</pre>\n"

    def document(self, i):
        r = self.r
        script = r.choice(SCRIPTS)
        other = r.choice(SCRIPTS) if r.random() < 0.3 else script
        urls = []
        blocks = []
        for b in range(r.randrange(3, 10)):
            blocks.append(self.block(script if b % 2 == 0 else other, urls))
        lang = {"latin": "en", "cyrillic": "ru", "cjk": "zh", "arabic": "ar"}[script]
        d = ' dir="rtl"' if script == "arabic" and r.random() < 0.5 else ""
        return ('<!DOCTYPE html>\n<html lang="%s"%s><head><meta charset="utf-8"><title>gen %04d</title></head>\n<body>\n%s</body></html>\n'
                % (lang, d, i, "".join(blocks)))


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    os.makedirs(out, exist_ok=True)
    g = Gen(random.Random(SEED))
    recs = {k: [] for k in R["RENDER_HTML"]}
    stats = {k: [0, 0, 0] for k in R["RENDER_HTML"]}  # documents, URLs, links not printed
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(n):
            doc = g.document(i)
            path = os.path.join(tmp, "gen.html")
            with open(path, "w", encoding="utf-8") as f:
                f.write(doc)
            p = R["Links"]()
            p.feed(doc)
            p.close()
            p.end_a()
            neutral = R["plain_urls"]("".join(p.text)) - p.printed
            cells = "".join(p.table_text)
            for rname, cmd in R["RENDER_HTML"].items():
                text = R["output"](cmd, path).decode("utf-8", "replace")
                # Box drawing (w3m's table borders, U+2500-U+257F) stands
                # right before and after a URL in a bordered cell, where
                # renderers.py's pattern sees no end: read as a space.
                seen = text.translate(BOX)
                # A link in a table may be printed broken inside its
                # cell (renderers.py's printed_in_cells; coltruth).
                truth = sorted(u for u in p.printed if R["is_printed"](u, seen) or u in p.in_table and R["printed_in_cells"](u, seen))
                stats[rname][2] += len(p.printed) - len(truth)
                if not truth:
                    continue
                recs[rname].append({"doc": "gen/%04d" % i, "source": "scripts/render/gen_html.py", "package": "generated",
                                    "version": "seed %d" % SEED, "truth": truth,
                                    "neutral": sorted(u for u in neutral if R["is_printed"](u, seen) or u in cells and R["printed_in_cells"](u, seen)),
                                    "text": text})
                stats[rname][0] += 1
                stats[rname][1] += len(truth)
    for rname, rs in recs.items():
        with open(os.path.join(out, rname + ".jsonl.gz"), "wb") as raw:
            with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as z:
                for rec in rs:
                    z.write((json.dumps(rec, ensure_ascii=False) + "\n").encode())
        d, u, lost = stats[rname]
        print(f"{rname}: {d} documents, {u} URLs ({lost} links not printed as they are)", file=sys.stderr)


if __name__ == "__main__":
    main()
