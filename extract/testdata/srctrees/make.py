#!/usr/bin/env python3
"""Builds cases.jsonl of extract/testdata/srctrees (srcjoin42, session 42).

Usage: make.py TRUTH.json > cases.jsonl
       make.py TRUTH43.json >> cases.jsonl   (srcjoin43's records, session 43)

TRUTH.json is a list of {part, path, line, before, want, reason}: the URL
urlsift 597f121 printed (before) at path:line, and the URL the file means
(want), judged by reading the file, with the reason. For each, the record
holds the lines around the URL (three before, three after, each but the URL's
own cut at 200 bytes), never the whole file, and the Debian package, its version and its
licence (or the Go module for a file of GOROOT or the module cache). A
compressed man page (.gz) is read decompressed, as urlsift -z reads it.
"""
import gzip, json, os, re, subprocess, sys

def package(path):
    if path.startswith('/usr/local/go/'):
        return 'golang (GOROOT)', open('/usr/local/go/VERSION').readline().strip(), 'BSD-3-Clause'
    m = re.match(r'/root/go/pkg/mod/(.+?@[^/]+)/', path)
    if m:
        lic = ''
        root = path[:path.index(m.group(1)) + len(m.group(1))]
        for n in ('LICENSE', 'LICENSE.md', 'COPYING', 'LICENSE.txt'):
            if os.path.exists(os.path.join(root, n)):
                lic = open(os.path.join(root, n), errors='replace').readline().strip()
                break
        mod, ver = m.group(1).rsplit('@', 1)
        return mod, ver, lic
    try:
        out = subprocess.run(['dpkg', '-S', path], capture_output=True, text=True).stdout
        pkg = out.split(':')[0].split(',')[0].strip()
        ver = subprocess.run(['dpkg-query', '-W', '-f=${Version}', pkg], capture_output=True, text=True).stdout
        lic = ''
        cp = '/usr/share/doc/%s/copyright' % pkg
        if os.path.exists(cp):
            for l in open(cp, errors='replace'):
                if l.startswith('License:'):
                    lic = l.split(':', 1)[1].strip()
                    break
        return pkg, ver, lic
    except Exception:
        return '', '', ''

def context(path, line):
    raw = gzip.open(path).read() if path.endswith('.gz') else open(path, 'rb').read()
    lines = raw.split(b'\n')
    lo, hi = max(0, line - 4), min(len(lines), line + 3)
    return [(l if i == line - 1 else l[:200]).decode('utf-8', 'backslashreplace') for i, l in enumerate(lines[lo:hi], lo)], lo + 1

for t in json.load(open(sys.argv[1])):
    pkg, ver, lic = package(t['path'])
    ctx, first = context(t['path'], t['line'])
    rec = dict(t, package=pkg, version=ver, licence=lic, first_line=first, context=ctx)
    print(json.dumps(rec, ensure_ascii=False))
