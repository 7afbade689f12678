"""Checks that split_set (renderers.py after the D3 refactor) writes the
same bytes as corpus3() and corpus5() before it, on drawn packages: a fake
RENDER_ROOT of HTML and PDF files (sizes over and under the limits,
repeated pages, TeX Live siblings, PDFs outside /usr/share/doc), fake
renderers (_has_truth, _html_records, _pdf_records give records drawn
from the path, some PDFs' texts repeating others' or the corpora
before's), a serial pool. Usage: split_set_check.py OLD.py NEW.py SEED, OLD.py being renderers.py
before the change (git show 42a48e9:scripts/render/renderers.py > OLD.py)."""
import gzip, hashlib, json, os, random, shutil, sys, tempfile, types

old_py, new_py, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(seed)
tmp = tempfile.mkdtemp(prefix="d3h")
root = os.path.join(tmp, "root")


def load(path, out):
    src = open(path).read().replace("\nmain()\n", "\n")
    m = types.ModuleType("renderers_" + str(abs(hash(path + out))))
    sys.argv = ["renderers.py", out]
    os.environ["RENDER_ROOT"] = root
    os.environ["RENDER_DEBS"] = os.path.join(tmp, "debs")
    os.environ.pop("RENDER_CACHE", None)
    exec(compile(src, path, "exec"), m.__dict__)
    return m


class Pool:
    def map(self, f, xs, chunksize=1):
        return [f(x) for x in xs]

    def imap(self, f, xs):
        return (f(x) for x in xs)

    def apply_async(self, f, args):
        r = f(*args)
        return types.SimpleNamespace(get=lambda: r, wait=lambda: None)

    def close(self):
        pass

    def join(self):
        pass


class Ctx:
    def Pool(self, n):
        return Pool()


import multiprocessing
multiprocessing.get_context = lambda kind=None: Ctx()

# Draw the files of every package of both sets.
probe = load(new_py, os.path.join(tmp, "probe"))
pkgs = sorted({p for p, _, _ in probe.CORPUS3_HTML} | {p for p, _ in probe.CORPUS3_PDF} |
              {p for p, _, _ in probe.CORPUS5_HTML} | {p for p, _ in probe.CORPUS5_PDF})
files = {}
shared_pages = [os.urandom(20) for _ in range(5)]
for pkg in pkgs:
    fs = []
    for i in range(rng.randrange(0, 12)):
        sub = rng.choice(["html", "html/sub", "html/en"])
        fs.append(f"/usr/share/doc/{pkg}/{sub}/p{i}.html")
    for i in range(rng.randrange(0, 40)):
        where = rng.choice([f"/usr/share/doc/{pkg}", f"/usr/lib/R/site-library/{pkg}/doc", f"/usr/share/gap/pkg/{pkg}/doc",
                            "/usr/share/doc/texlive-doc/latex/" + rng.choice(["foo", "bar", "baz-de", "qux"])])
        fs.append(f"{where}/d{i}.pdf" + rng.choice(["", ".gz"]))
    fs.append(f"/usr/share/doc/{pkg}/README")
    fs = sorted(set(fs))
    for f in fs:
        p = root + f
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as w:
            w.write(rng.choice(shared_pages) if rng.random() < 0.15 else os.urandom(16))
            big = rng.random() < 0.1
            if big:
                w.truncate(9000000 if f.endswith((".pdf", ".pdf.gz")) else 1100000)
    files[pkg] = fs

texts = ["text%d" % i for i in range(30)]
before_texts = texts[:5]


def fake_deb_files(pkg):
    return list(files[pkg]), "1.0-" + pkg[:3]


def h(*a):
    return hashlib.sha256(json.dumps(a).encode()).digest()


def fake_has_truth(path):
    return h("t", path)[0] % 4 != 0


def fake_html_records(args, m):
    pkg, ver, key, source, path = args
    lines = {r: ([json.dumps({"doc": key, "r": r, "source": source, "text": key + r})+"\n"] if h(r, key)[0] % 5 and r in m.RENDER_HTML else []) for r in list(m.RENDER_HTML) + list(m.RENDER_PDF)}
    return lines, {r: [len(v), 2 * len(v)] for r, v in lines.items()}


def fake_pdf_records(args, m):
    pkg, ver, source = args
    b = h("p", source)
    if b[0] % 3 == 0:
        return None
    trimmed = {r: texts[(b[1] + k) % len(texts)] if b[2] % 2 else source + r for k, r in enumerate(m.RENDER_PDF)}
    lines = {r: ([json.dumps({"doc": source, "r": r, "source": source, "text": trimmed[r]})+"\n"] if r in m.RENDER_PDF else []) for r in list(m.RENDER_HTML) + list(m.RENDER_PDF)}
    return trimmed, lines, {r: [len(v), 3 * len(v)] for r, v in lines.items()}


def setup(m, out):
    m.deb_files = fake_deb_files
    m._has_truth = fake_has_truth
    m._html_records = lambda a: fake_html_records(a, m)
    m._pdf_records = lambda a: fake_pdf_records(a, m)
    # The corpora before: a record with a TeX Live source and a text.
    for d in ("", "fresh", "fresh2", "tuned2", "kept2"):
        os.makedirs(os.path.join(out, d), exist_ok=True)
        with gzip.GzipFile(os.path.join(out, d, "pdftotext.jsonl.gz"), "wb", mtime=0) as w:
            w.write((json.dumps({"source": "/usr/share/doc/texlive-doc/latex/qux/x.pdf" if d == "fresh" else "/x",
                                "text": rng2.choice(before_texts)}) + "\n").encode())


def run(py, calls):
    out = os.path.join(tmp, "out-" + os.path.basename(py) + "-" + str(len(os.listdir(tmp))))
    m = load(py, out)
    global rng2
    rng2 = random.Random(seed)
    setup(m, out)
    err = sys.stderr
    sys.stderr = open(os.devnull, "w")
    try:
        for c in calls:
            c(m)
    finally:
        sys.stderr = err
    got = {}
    for d, _, fs in os.walk(out):
        for f in fs:
            got[os.path.relpath(os.path.join(d, f), out)] = open(os.path.join(d, f), "rb").read()
    return got


cases = {
    "corpus3": [lambda m: m.corpus3()],
    "corpus3 html, pdf": [lambda m: m.corpus3("html")] + [lambda m: m.corpus3("pdf")],
    "corpus5": [lambda m: m.corpus5()],
    "corpus5 tuned3, kept3": [lambda m: m.corpus5("", "tuned3"), lambda m: m.corpus5("", "kept3")],
    "corpus5 pdf kept3 after tuned3": [lambda m: m.corpus5("", "tuned3"), lambda m: m.corpus5("pdf", "kept3")],
}
bad = 0
for name, calls in cases.items():
    a, b = run(old_py, calls), run(new_py, calls)
    n = sum(1 for k in a if k.endswith(".jsonl.gz") and gzip.decompress(a[k]))
    recs = sum(gzip.decompress(v).count(b"\n") for k, v in a.items() if "/" in k and k.split("/")[0] in ("tuned2", "kept2", "tuned3", "kept3"))
    same = a == b
    bad += not same
    print(f"seed {seed} {name}: {'same' if same else 'DIFFERENT'} bytes, {len(a)} files, {recs} records in the parts made")
shutil.rmtree(tmp)
sys.exit(1 if bad else 0)
