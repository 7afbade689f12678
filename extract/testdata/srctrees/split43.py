#!/usr/bin/env python3
"""srcjoin43's split of files into tuned43 and kept43, fixed before looking:
the key is the path with its digits removed (so versions of one module,
go-github v62 and v93, and man sections fall together), md5 of the key;
first hex digit 0-7: tuned43, 8-f: kept43.
Usage: split.py PART < json-lines (urlsift extract --format json): keeps
the records of files in PART."""
import hashlib, json, re, sys
def part(path):
    # go-github's openapi_operations.yaml, named by the brief (srcjoin42 saw
    # it in its kept2): tuned43 whatever its hash.
    if '/go-github/' in path and path.endswith('/openapi_operations.yaml'):
        return 'tuned43'
    key = re.sub(r'[0-9]', '', path)
    return 'tuned43' if hashlib.md5(key.encode()).hexdigest()[0] in '01234567' else 'kept43'
if __name__ == '__main__':
    want = sys.argv[1]
    for line in sys.stdin:
        try:
            r = json.loads(line)
        except Exception:
            continue
        if part(r['path']) == want:
            sys.stdout.write(line)
