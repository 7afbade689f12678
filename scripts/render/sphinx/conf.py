# Sphinx configuration for scripts/render-corpora.sh: builds one
# reStructuredText document with the text builder at the width in $WIDTH,
# with code dropped (a URL in code is text, not a link of the markup), and
# writes to $TRUTH the links the text builder prints as their own URL
# (standalone hyperlinks and `<URL>`_) and the interpreted or emphasised
# text that is a URL as a whole (`http://x/` with the default role, printed
# as *http://x/*), which is the truth of the corpus. The text writer prints
# a link's text and never its target.
import os
import re

from docutils import nodes
from sphinx.writers import text as textwriter

textwriter.MAXWIDTH = int(os.environ.get("WIDTH", "70"))

project = "corpus"
root_doc = "index"
suppress_warnings = ["ref", "toc", "image"]

SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
WHOLE_URL = re.compile(r"^((https?|ftp)://|urn:|mailto:)\S+$")


def drop_code_and_write_truth(app, doctree, docname):
    code = (nodes.literal_block, nodes.doctest_block, nodes.literal)
    for n in list(doctree.findall(lambda n: isinstance(n, code))):
        n.parent.remove(n)
    found = set()
    for r in doctree.findall(nodes.reference):
        uri = r.get("refuri", "")
        if SCHEME.match(uri) and r.astext() == uri:
            found.add(uri)
    marked = (nodes.title_reference, nodes.emphasis, nodes.strong)
    for n in doctree.findall(lambda n: isinstance(n, marked)):
        if WHOLE_URL.match(n.astext()):
            found.add(n.astext())
    with open(os.environ["TRUTH"], "w") as f:
        for u in sorted(found):
            f.write(u + "\n")


def setup(app):
    app.connect("doctree-resolved", drop_code_and_write_truth)
