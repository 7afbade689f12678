import json, sys, re
mode = sys.argv[1]  # plain: links printed as their URL (autolinks); all: every absolute link
doc = json.load(sys.stdin)
def stringify(x):
    out = []
    def walk(v):
        if isinstance(v, dict):
            t = v.get('t'); c = v.get('c')
            if t == 'Str': out.append(c)
            elif t in ('Space', 'SoftBreak', 'LineBreak'): out.append(' ')
            elif t in ('Code', 'Math'): out.append(c[1] if isinstance(c, list) else '')
            else: walk(c)
        elif isinstance(v, list):
            for i in v: walk(i)
    walk(x); return ''.join(out)
found = set()
def walk(v):
    if isinstance(v, dict):
        if v.get('t') == 'Link':
            attr, inl, (url, title) = v['c']
            if re.match(r'^[a-zA-Z][a-zA-Z0-9+.-]*:', url):
                text = stringify(inl)
                if mode == 'all' or text == url:
                    found.add(url)
        walk(v.get('c'))
    elif isinstance(v, list):
        for i in v: walk(i)
walk(doc['blocks'])
for u in sorted(found): print(u)
