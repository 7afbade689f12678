#!/usr/bin/env python3
"""gen_tables.py: HTML tables drawn from the whole space, rendered by w3m,
lynx (72 and 60 columns) and html2text, for TestRenderedTables (issue 28:
the scheme-cell rule and the other rules of cells).

html2text and w3m fill a cell's text within its column and print the
row's cells side by side, so a URL in a narrow cell is broken inside its
column, often right after its scheme ("http://" at the end of the cell's
first line, the rest on the row's next line, in the same column, after
the other cells' text), and borders stand between the pieces (w3m's box
characters, "│"; html2text's "|" and its "_"-filled lines). This draws
documents of tables only (with a paragraph between them), with a fixed
seed (generator seed 4732):

  tables   2 to 6 columns (mostly 2 to 4); no border, border="1" or border="0";
           the table's width none, 50%, 80% or 100%; widths on some
           first-row cells (a percentage or pixels); 1 to 6 rows, a header
           row of <th> sometimes, a colspan now and then;
  cells    words of prose (Latin, Cyrillic, CJK, Arabic: gen_html.py's),
           runs of every printable ASCII byte (HTML-escaped), a file's
           name or a number, a link whose text is its URL (most of the
           length a cell holds: a host and up to four short segments, a
           query, a fragment; else gen_html.py's shapes: mailto, hosts of
           many labels, ports, long paths and segments, %-escapes) alone, after words (where the cell's first line
           ends right after the scheme), before words, or two; a cell
           left empty;

The truth of a rendering is gen_html.py's (renderers.py's rules): the
links whose text is their URL that the renderer printed as they are,
perhaps broken over lines, or broken inside its cell (printed_in_cells);
the neutral URLs are the plain pattern's URLs of the markup's text that
are no such link (a run of printable bytes may read as one). Nothing is
trimmed.

Split (random.Random(47), drawn once per document in order, before any
of it was rendered): about 30% of the documents are kept out of tuning
(kept/), the rest may be tuned on (tuned/).

Usage: gen_tables.py OUTDIR [N]   (N documents, 500 by default)
Writes OUTDIR/tuned/RENDERER.jsonl.gz and OUTDIR/kept/RENDERER.jsonl.gz
(gzip with no time stamp: the same seed, renderers and Python give the
same bytes).
"""
import gzip, html, json, os, random, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_html  # noqa: E402  (its R: renderers.py's definitions)

R = gen_html.R
SEED = 4732
SPLIT_SEED = 47
KEPT = 0.3
FILES = ["jython.jar", "ant-junit.jar", "README", "INSTALL.txt", "libfoo.so.1", "setup.py", "x86_64",
         "1.2.3", "2024-01-05", "42", "n/a", "—", "TBD", "yes", "no", "v2", "main.c", "index.html"]


class TableGen(gen_html.Gen):
    def url(self):
        """Most of the time a URL of the length a table's cell holds (a
        host and up to four short segments, maybe a query or a
        fragment), else one of gen_html.py's shapes, long ones too."""
        r = self.r
        if r.random() < 0.3:
            return super().url()
        scheme = r.choices(["http", "https", "ftp"], [35, 55, 10])[0]
        u = scheme + "://" + self.host()
        if r.random() < 0.06:
            u += ":" + str(r.choice([8080, 443, 8000, 3128]))
        for _ in range(r.choice([0, 1, 1, 2, 2, 3, 4])):
            u += "/" + "".join(r.choice(gen_html.SEG_CHARS + "-._~") for _ in range(r.randrange(2, 13)))
        if r.random() < 0.3:
            u += r.choice(gen_html.EXTS)
        if r.random() < 0.1:
            u += "?" + r.choice(["id=", "p=", "q=", "v="]) + "".join(r.choice(gen_html.SEG_CHARS) for _ in range(r.randrange(1, 9)))
        if r.random() < 0.05:
            u += "#" + "".join(r.choice(gen_html.SEG_CHARS) for _ in range(r.randrange(1, 9)))
        while u[-1] in ".,;:!?'":
            u = u[:-1] + r.choice(gen_html.SEG_CHARS)
        return u

    def printable(self):
        """A run of printable ASCII bytes, HTML-escaped."""
        r = self.r
        s = "".join(chr(r.randrange(0x21, 0x7f)) for _ in range(r.randrange(1, 16)))
        return html.escape(s, quote=False)

    def table_cell(self, script, urls):
        r = self.r
        x = r.random()
        if x < 0.05:
            return ""
        if x < 0.20:
            return self.words(script, r.randrange(1, 7))
        if x < 0.28:
            return " ".join(self.printable() for _ in range(r.randrange(1, 4)))
        if x < 0.35:
            return r.choice(FILES)
        if x < 0.50:
            return self.link(urls)
        if x < 0.80:  # words, then the URL: the cell's first line may end right after its scheme
            return self.words(script, r.randrange(1, 9)) + " " + self.link(urls) + r.choice(["", "", " ", ".", ","])
        if x < 0.92:
            return self.link(urls) + " " + self.words(script, r.randrange(1, 8))
        return self.link(urls) + r.choice([" ", "<br>", " and ", ", "]) + self.link(urls)

    def table(self, script, urls):
        r = self.r
        cols = r.choice([2, 2, 3, 3, 3, 4, 4, 5, 6])
        attrs = r.choice(["", "", ' border="1"', ' border="1"', ' border="0"'])
        if r.random() < 0.4:
            attrs += ' width="%d%%"' % r.choice([50, 80, 100])
        if r.random() < 0.2:
            attrs += ' cellpadding="%d"' % r.choice([0, 2, 4])
        rows = []
        for ri in range(r.randrange(1, 7)):
            cells = []
            ci = 0
            while ci < cols:
                tag = "th" if ri == 0 and r.random() < 0.4 else "td"
                a = ""
                if ri == 0 and r.random() < 0.3:
                    a = r.choice([' width="%d%%"' % r.choice([5, 10, 15, 20, 30, 50]), ' width="%d"' % r.choice([20, 40, 60, 100, 200])])
                span = 1
                if ci + 1 < cols and r.random() < 0.06:
                    span = r.randrange(2, cols - ci + 1)
                    a += ' colspan="%d"' % span
                cells.append("<%s%s>%s</%s>" % (tag, a, self.table_cell(script if r.random() < 0.8 else r.choice(gen_html.SCRIPTS), urls), tag))
                ci += span
            rows.append("<tr>" + "".join(cells) + "</tr>")
        return "<table%s>\n%s\n</table>\n" % (attrs, "\n".join(rows))

    def tables_document(self, i):
        r = self.r
        script = r.choice(gen_html.SCRIPTS)
        urls = []
        blocks = []
        for _ in range(r.randrange(1, 3)):
            if r.random() < 0.7:
                blocks.append("<p>" + self.words(script, r.randrange(3, 20)) + "</p>\n")
            blocks.append(self.table(script, urls))
        lang = {"latin": "en", "cyrillic": "ru", "cjk": "zh", "arabic": "ar"}[script]
        return ('<!DOCTYPE html>\n<html lang="%s"><head><meta charset="utf-8"><title>tables %04d</title></head>\n<body>\n%s</body></html>\n'
                % (lang, i, "".join(blocks)))


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: gen_tables.py OUTDIR [N]")
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    split = random.Random(SPLIT_SEED)
    kept = [split.random() < KEPT for _ in range(n)]  # drawn before anything is rendered
    g = TableGen(random.Random(SEED))
    parts = ("tuned", "kept")
    recs = {(p, k): [] for p in parts for k in R["RENDER_HTML"]}
    stats = {(p, k): [0, 0, 0] for p in parts for k in R["RENDER_HTML"]}  # documents, URLs, links not printed
    tables = [0, 0]
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(n):
            doc = g.tables_document(i)
            part = parts[kept[i]]
            tables[kept[i]] += doc.count("<table")
            path = os.path.join(tmp, "tables.html")
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
                seen = text.translate(gen_html.BOX)
                truth = sorted(u for u in p.printed if R["is_printed"](u, seen) or u in p.in_table and R["printed_in_cells"](u, seen))
                stats[part, rname][2] += len(p.printed) - len(truth)
                if not truth:
                    continue
                recs[part, rname].append({"doc": "tables/%04d" % i, "source": "scripts/render/gen_tables.py", "package": "generated",
                                          "version": "seed %d" % SEED, "truth": truth,
                                          "neutral": sorted(u for u in neutral if R["is_printed"](u, seen) or u in cells and R["printed_in_cells"](u, seen)),
                                          "text": text})
                stats[part, rname][0] += 1
                stats[part, rname][1] += len(truth)
    for (part, rname), rs in recs.items():
        os.makedirs(os.path.join(out, part), exist_ok=True)
        with open(os.path.join(out, part, rname + ".jsonl.gz"), "wb") as raw:
            with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as z:
                for rec in rs:
                    z.write((json.dumps(rec, ensure_ascii=False) + "\n").encode())
        d, u, lost = stats[part, rname]
        print(f"{part}/{rname}: {d} documents, {u} URLs ({lost} links not printed as they are)", file=sys.stderr)
    print(f"tables: {tables[0]} tuned, {tables[1]} kept", file=sys.stderr)


if __name__ == "__main__":
    main()
