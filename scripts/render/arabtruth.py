#!/usr/bin/env python3
# arabtruth.py OLD_RENDERERS NEW_RENDERERS INDIR ROOT OUTDIR (issue 28, prec44):
# made extract/testdata/rendered/renderer/{w3m,lynx72,lynx60,html2text}.jsonl.gz
# again when renderers.py's strip_end and printed_re took the Arabic
# script's punctuation as trailing punctuation (PROVENANCE.md, "arabtruth").
# arabtruth: the HTML records whose text holds an Arabic comma, semicolon,
# question mark or full stop, their truth and neutral URLs made again from
# the page (RENDER_ROOT) by renderers.py's rules; every other record copied.
import sys, os, gzip, json, glob, io
AR = "\u060c\u061b\u061f\u06d4"
def load(path, root):
    os.environ["RENDER_ROOT"] = root
    sys.argv = ["renderers.py", "/tmp/p44none", "none"]
    g = {"__name__": "r"}
    exec(compile(open(path).read().replace("\nmain()\n", "\n"), path, "exec"), g)
    return g
A = list(sys.argv)
old = load(A[1], A[4])
new = load(A[2], A[4])
indir, outdir, root = A[3], A[5], A[4]
for r in ["w3m", "lynx72", "lynx60", "html2text"]:
    for f in sorted(glob.glob(os.path.join(indir, "**", r + ".jsonl.gz"), recursive=True)):
        rel = os.path.relpath(f, indir)
        os.makedirs(os.path.dirname(os.path.join(outdir, rel)), exist_ok=True)
        st = [0, 0, 0, 0, 0]  # records, looked at, changed, truth before, after
        with gzip.open(f, "rt", encoding="utf-8") as fin, io.TextIOWrapper(gzip.GzipFile(os.path.join(outdir, rel), "wb", compresslevel=9, mtime=0), encoding="utf-8") as w:
            for line in fin:
                rec = json.loads(line)
                st[0] += 1
                if any(c in rec["text"] for c in AR):
                    st[1] += 1
                    path = root + rec["source"]
                    if rec["package"] != "debian-handbook" or not os.path.exists(path):
                        sys.exit(f"{rel} {rec['doc']}: {rec['package']} {rec['source']}: no page")
                    p = old["page_links"](path)
                    t0, n0 = old["html_truth"](p, old["html_neutral"](p), rec["text"])
                    if t0 != rec["truth"] or n0 != rec["neutral"]:
                        sys.exit(f"{rel} {rec['doc']}: the old rules do not give the record")
                    p = new["page_links"](path)
                    t1, n1 = new["html_truth"](p, new["html_neutral"](p), rec["text"])
                    st[3] += len(t0); st[4] += len(t1)
                    if (t1, n1) != (t0, n0):
                        st[2] += 1
                        print(f"  {rel} {rec['doc']}: truth +{sorted(set(t1)-set(t0))} -{sorted(set(t0)-set(t1))}; neutral +{sorted(set(n1)-set(n0))} -{sorted(set(n0)-set(n1))}")
                    rec["truth"], rec["neutral"] = t1, n1
                    line = json.dumps(rec, ensure_ascii=False) + "\n"
                w.write(line)
        print(f"{rel}: {st[0]} records, {st[1]} hold an Arabic mark, {st[2]} changed; their truth {st[3]} -> {st[4]} URLs")
