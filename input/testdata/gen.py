#!/usr/bin/env python3
"""Generate urlsift's test messages with Python's own mail encoders.

Every message here is built with the standard library's `email` package
(EmailMessage, its content manager, email.generator, email.charset and
mailbox.mbox), so quoted-printable soft breaks, base64, charsets, RFC 2047
words and mbox "From " quoting are what a real mailer writes, not what a
test author thinks one writes.

Run from this directory:   python3 gen.py
The output (mail/*.eml, mail/*.mbox, text/*) is committed; the Go tests read
it and the golden files under golden/ record what input.Read makes of it.
Dates, Message-IDs and MIME boundaries are fixed so the output is stable.
"""

import email.charset
import email.policy
import mailbox
import os
import time
from email import generator
from email.message import EmailMessage, Message
from email.mime.text import MIMEText
from email.mime.multipart import MIMEMultipart

HERE = os.path.dirname(os.path.abspath(__file__))
MAIL = os.path.join(HERE, "mail")
TEXT = os.path.join(HERE, "text")

LF = email.policy.default                          # "\n" line ends (mbox style)
CRLF = email.policy.SMTP                           # "\r\n" line ends (on the wire)
COMPAT = email.policy.compat32


def base(subject, n, policy=LF):
    m = EmailMessage(policy=policy)
    m["From"] = "Ann Example <ann@example.org>"
    m["To"] = "Bob Example <bob@example.net>"
    m["Subject"] = subject
    m["Date"] = "Sun, 22 Nov 2026 00:%02d:00 +0000" % (sum(map(ord, n)) % 60)
    m["Message-ID"] = "<test-%s@example.org>" % n
    return m


def write(name, msg, policy=None):
    path = os.path.join(MAIL, name)
    with open(path, "wb") as f:
        g = generator.BytesGenerator(f, policy=policy or msg.policy, mangle_from_=False)
        g.flatten(msg)
    return path


LONG = ("https://archive.example.org/lists/urlsift-users/2026-November/"
        "thread.html?sort=date&from=2026-11-01&to=2026-11-30#msg-0042")


def qp_softbreak():
    # A URL far longer than 76 columns: the QP encoder breaks it with
    # "=\n" soft breaks, and its "=" signs become "=3D".
    m = base("Quoted-printable soft breaks", "qp")
    m.set_content(
        "Hello Bob,\n\n"
        "the archive of the thread is at " + LONG + " and a copy at\n"
        "<http://mirror.example.net/~ann/p=1&q=caf\u00e9> (with an e-acute).\n\n"
        "Ann\n",
        charset="utf-8", cte="quoted-printable")
    write("qp-softbreak.eml", m)


def qp_crlf():
    # The same encoding with CRLF line ends, as a message is sent.
    m = base("QP with CRLF", "qp-crlf", CRLF)
    m.set_content("Long: " + LONG + "\nEnd.\n", charset="utf-8", cte="quoted-printable")
    write("qp-crlf.eml", m)


def b64():
    m = base("Base64 body", "b64")
    m.set_content(
        "Caf\u00e9 menu: http://example.com/menu?lang=fr\n"
        "Second line with <https://example.com/b64/second>.\n",
        charset="utf-8", cte="base64")
    write("base64.eml", m)


def cp1252():
    # Typographic quotes (0x93/0x94 in windows-1252) around a URL.
    m = base("windows-1252 quotes", "cp1252")
    m.set_content(
        "He wrote \u201chttp://example.com/quoted/path\u201d \u2013 twice.\n"
        "Price: 5\u20ac at http://example.com/euro\n",
        charset="windows-1252", cte="quoted-printable")
    write("cp1252.eml", m)


def latin1():
    # ISO-8859-1 in 8bit, written as bytes.
    m = base("ISO-8859-1 8bit", "latin1")
    m.set_content(
        "Voil\u00e0 l'adresse: http://example.fr/caf\u00e9s/ (pas \u00e0 jour).\n"
        "\u00abhttp://example.fr/guillemets\u00bb\n",
        charset="iso-8859-1", cte="8bit")
    write("latin1.eml", m)


def iso2022jp():
    m = base("ISO-2022-JP", "jis")
    m.set_content(
        "\u65e5\u672c\u8a9e\u306e\u30e1\u30fc\u30eb\u3067\u3059\u3002\n"
        "\u8a73\u7d30\u306f http://example.jp/\u6848\u5185 \u3092\u898b\u3066\u304f\u3060\u3055\u3044\u3002\n"
        "\u5225\u306e\u30ea\u30f3\u30af\uff1a<http://example.jp/ascii/path>\n",
        charset="iso-2022-jp", cte="7bit")
    write("iso2022jp.eml", m)


def alternative():
    m = base("multipart/alternative with HTML", "alt")
    m.set_content("See http://example.com/plain for details.\n", charset="utf-8")
    m.add_alternative(
        "<html><head><style>a{background:url(http://example.com/style.png)}</style></head>\n"
        "<body><p>See <a href=\"http://example.com/html?a=1&amp;b=2\">the page</a>.</p>\n"
        "<img src='https://cdn.example.com/logo.png' alt=\"logo\">\n"
        "<p>Text URL: https://example.com/in-text &amp; more.</p>\n"
        "<form action=https://example.com/form><input type=submit></form>\n"
        "</body></html>\n",
        subtype="html", charset="utf-8", cte="quoted-printable")
    m.set_boundary("==alt-boundary==")
    write("alternative.eml", m)


def reply():
    # A quoted reply: the quoted text wraps a URL inside <...> over two
    # quoted lines, as mail readers do when they reflow.
    m = base("Re: the link", "reply")
    m["In-Reply-To"] = "<test-qp@example.org>"
    m["References"] = "<test-qp@example.org> <http://not-a-url.example/ref>"
    m.set_content(
        "Ann wrote:\n"
        "> The list archive lives at <http://lists.example.org/pipermail/\n"
        "> urlsift-users/2026-November/000042.html>, see there.\n"
        "\n"
        "Thanks, found it.\n",
        charset="us-ascii", cte="7bit")
    write("reply.eml", m)


def flowed_message(name, delsp, body):
    # Python's email package has no format=flowed encoder, so the body is
    # laid out here as RFC 3676 section 4.2 says a flowed writer does (a
    # trailing space at each soft break; with DelSp=yes a space added for the
    # break, which the reader deletes); email builds and writes the message.
    m = Message(policy=COMPAT)
    m["From"] = "ann@example.org"
    m["To"] = "bob@example.net"
    m["Subject"] = "flowed"
    m["Date"] = "Sun, 22 Nov 2026 00:10:00 +0000"
    m["Message-ID"] = "<test-%s@example.org>" % name
    m["MIME-Version"] = "1.0"
    m.set_payload(body, charset="us-ascii")
    ct = 'text/plain; charset="us-ascii"; format=flowed'
    if delsp:
        ct += "; delsp=yes"
    m.replace_header("Content-Type", ct)
    write(name + ".eml", m, COMPAT)


def flowed():
    flowed_message("flowed", False,
                   "This paragraph is long and flowed, it is wrapped with trailing \n"
                   "spaces at the soft breaks: \n"
                   "<http://example.com/flowed/a/very/long/path/that/does/not/fit/on/ \n"
                   "one/line.html> and then it ends.\n"
                   "> quoted and flowed text with a link to \n"
                   "> http://example.com/quoted-flowed in it.\n"
                   "-- \n"
                   "Ann\n")
    # DelSp=yes lets the writer break inside a word: here inside a bare URL.
    flowed_message("flowed-delsp", True,
                   "Flowed with DelSp: http://example.com/delsp/a/very/long/path/that/does/ \n"
                   "not/fit/on/one/line.html  \n"
                   "next words.\n"
                   ">> deep quote http://example.com/deep/ \n"
                   ">> quote/continued end\n")


def headers():
    m = base("headers", "hdr")
    del m["Subject"]
    # The default policy writes non-ASCII subjects as RFC 2047 words and folds them.
    m["Subject"] = "R\u00e9sum\u00e9 at http://example.com/subject \u2013 long subject line that needs folding across lines"
    m["List-Id"] = "urlsift users <urlsift-users.lists.example.org>"
    m["List-Unsubscribe"] = ("<mailto:urlsift-users-request@lists.example.org?subject=unsubscribe>, "
                             "<https://lists.example.org/mailman/options/urlsift-users>")
    m["List-Archive"] = "<https://lists.example.org/pipermail/urlsift-users/>"
    m["Archived-At"] = "<https://lists.example.org/archives/msg/hdr>"
    m["References"] = "<http://example.com/not-a-link@example.org>"
    m["Reply-To"] = "\"http://example.com/not-either\" <list@example.org>"
    m.set_content("Body without links.\n")
    write("headers.eml", m)


def forwarded():
    inner = base("inner message", "inner")
    inner.set_content("The inner text links http://example.com/inner.\n")
    outer = base("Fwd: inner message", "fwd")
    outer.set_content("Forwarding http://example.com/outer below.\n")
    outer.add_attachment(inner)
    outer.set_boundary("==fwd-boundary==")
    write("forwarded.eml", outer)


def mbox():
    # Many messages, each with its own URL; mailbox.mbox adds the "From "
    # lines and quotes "From " at the start of body lines.
    path = os.path.join(MAIL, "many.mbox")
    if os.path.exists(path):
        os.remove(path)
    box = mailbox.mbox(path, create=True)
    for i in range(1, 41):
        m = base("message %d" % i, "mbox-%d" % i)
        cte = ["7bit", "quoted-printable", "base64", "8bit"][i % 4]
        text = ("Message %d.\nFrom the archive: http://example.com/mbox/%d/%s\n"
                "Ends with <https://example.org/m/%d>.\n" % (i, i, "x" * (i * 3), i))
        m.set_content(text, charset="utf-8", cte=cte)
        mm = mailbox.mboxMessage(m)
        mm.set_from("ann@example.org", time.gmtime(1795305600 + 60 * i))  # fixed dates
        box.add(mm)
    box.flush()
    box.close()
    os.chmod(path, 0o644)


def damaged():
    # A mailbox where the 2nd, 3rd and 4th messages are damaged: bad base64,
    # an unknown charset, a multipart whose closing boundary is missing.
    # The 1st and 5th are fine. Damage is made after encoding, in bytes.
    def enc(m):
        return m.as_bytes(policy=LF)

    m1 = base("good before", "dmg-1")
    m1.set_content("First: http://example.com/good/1\n")
    m2 = base("bad base64", "dmg-2")
    m2.set_content("Decodable start http://example.com/b64/ok then damage follows and more text here.\n",
                   charset="utf-8", cte="base64")
    b2 = enc(m2)
    head, body = b2.split(b"\n\n", 1)
    body = body[:40] + b"!!!*" + body[40:]   # '!' and '*' are not base64
    b2 = head + b"\n\n" + body
    m3 = base("unknown charset", "dmg-3")
    m3.set_content("Charset named x-no-such-charset, URL http://example.com/charset\n", charset="utf-8", cte="8bit")
    b3 = enc(m3).replace(b'charset="utf-8"', b'charset="x-no-such-charset"')
    m4 = base("truncated multipart", "dmg-4")
    m4.set_content("Part one http://example.com/part/1\n")
    m4.add_alternative("<p><a href=\"http://example.com/part/2\">two</a></p>\n", subtype="html")
    m4.set_boundary("==cut==")
    b4 = enc(m4)
    b4 = b4[:b4.rindex(b"--==cut==--")]      # drop the closing boundary
    m5 = base("good after", "dmg-5")
    m5.set_content("Last: http://example.com/good/5\n")
    out = b""
    for i, b in enumerate([enc(m1), b2, b3, b4, enc(m5)]):
        out += b"From ann@example.org Sun Nov 22 00:0%d:00 2026\n" % i + b.rstrip(b"\n") + b"\n\n"
    with open(os.path.join(MAIL, "damaged.mbox"), "wb") as f:
        f.write(out)


def text_files():
    s = "Plain text with http://example.com/text and “https://example.com/typo”.\nLine two: <http://example.com/two>\n"
    with open(os.path.join(TEXT, "utf8-bom.txt"), "wb") as f:
        f.write(b"\xef\xbb\xbf" + s.encode("utf-8"))
    with open(os.path.join(TEXT, "utf16le.txt"), "wb") as f:
        f.write(b"\xff\xfe" + (s + "Astral \U0001F600 http://example.com/emoji\n").encode("utf-16-le"))
    with open(os.path.join(TEXT, "utf16be.txt"), "wb") as f:
        f.write(b"\xfe\xff" + s.encode("utf-16-be"))
    with open(os.path.join(TEXT, "invalid-utf8.txt"), "wb") as f:
        f.write(b"bad \xff\xfe bytes then http://example.com/after-bad \xc3( end\n")
    with open(os.path.join(TEXT, "binary.bin"), "wb") as f:
        f.write(b"\x7fELF\x02\x01\x01\x00\x00\x00 http://example.com/in-binary\n")


def main():
    os.makedirs(MAIL, exist_ok=True)
    os.makedirs(TEXT, exist_ok=True)
    qp_softbreak()
    qp_crlf()
    b64()
    cp1252()
    latin1()
    iso2022jp()
    alternative()
    reply()
    flowed()
    headers()
    forwarded()
    mbox()
    damaged()
    text_files()


if __name__ == "__main__":
    main()
