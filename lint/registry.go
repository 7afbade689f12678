package lint

// registry is every rule, sorted by name (TestRegistry checks the order).
// Rules are listed here explicitly; nothing registers itself.
var registry = []*Rule{
	{
		Name:    "abbreviated-url",
		Title:   "an abbreviated URL without a scheme, completed by guesswork",
		Section: "Appendix F",
		Doc: `Abbreviated references such as www.w3.org/Addressing/ are meant for
people: a program must guess the scheme, and "since an abbreviated URL has
the same syntax as a relative URL path, abbreviated URL references cannot be
used in contexts where relative URLs are expected". Write the full URL.
Reported only when abbreviated references are extracted (--abbreviated).`,
		Bad:      []string{"see www.w3.org/Addressing/"},
		Good:     []string{"see http://www.w3.org/Addressing/"},
		Severity: Info,
		check:    checkAbbreviated,
	},
	{
		Name:    "bad-escape",
		Title:   "a percent sign not followed by two hexadecimal digits",
		Section: "2.4.1, 2.4.2",
		Doc: `An escaped octet is "%" followed by two hexadecimal digits. The "%" is
always the escape indicator and "must be escaped as %25 in order to be used
as data within a URL". A lone "%" or one followed by non-hex characters is
read differently by different programs. There is no safe fix: only the
author knows whether "%" was data (write %25) or a broken escape.`,
		Bad:      []string{"http://example.com/100%", "http://example.com/a%zzb", "http://example.com/%u00e9"},
		Good:     []string{"http://example.com/100%25", "http://example.com/a%20b"},
		Severity: Error,
		check:    checkGrammar("bad-escape"),
	},
	{
		Name:    "default-port",
		Title:   "the scheme's default port written out",
		Section: "6",
		Doc: `A URL "with an explicit :port, where the port is the default for the
scheme, is equivalent to one where the port is elided". Writing the default
port makes otherwise equal URLs compare unequal as strings and hides
non-default ports among noise. The fix removes ":port".`,
		Bad:      []string{"http://example.com:80/", "https://example.com:443/a"},
		Good:     []string{"http://example.com/", "https://example.com/a"},
		Severity: Info,
		Fix:      "remove the \":port\"",
		check:    checkDefaultPort,
	},
	{
		Name:    "dot-segment",
		Title:   `a "." or ".." path segment in an absolute URL`,
		Section: "5.2, Appendix C",
		Doc: `The complete path segments "." and ".." are special only when a
relative reference is resolved; in an absolute URL they stay as written, and
implementations disagree on them: "some implementations strip leading
relative symbolic elements", others keep them. A ".." that climbs above the
root ("http://a/../g") is in error by step 6g of section 5.2 and is reported
as a warning; other dot segments are info. Write the path without them.`,
		Bad:      []string{"http://a/b/../c", "http://a/../g", "http://a/./g"},
		Good:     []string{"http://a/c", "http://a/g"},
		Severity: Info,
		check:    checkDotSegment,
	},
	{
		Name:    "empty-port",
		Title:   `a ":" after the host with no port number`,
		Section: "4.3.1, G.3",
		Doc: `The port is *digit, so "http://host:/" is allowed, and "if the port is
omitted, the default port number is assumed". The empty port is nonetheless
a slip (a port was deleted, or a template variable expanded to nothing) and
some software rejects it. The fix removes the ":", except where the site
would then read differently: a host that holds a ":" itself ("h::",
"host:8080:") or a one-letter host, a drive letter ("file://D:/dir").`,
		Bad:      []string{"http://example.com:/"},
		Good:     []string{"http://example.com/"},
		Severity: Info,
		Fix:      "remove the \":\"",
		check:    checkEmptyPort,
	},
	{
		Name:    "escaped-delimiter",
		Title:   "an escaped control character such as %0D, %0A or %00",
		Section: "7",
		Doc: `"Care should be taken when URLs contain escaped delimiters for a given
protocol (for example, CR and LF characters for telnet protocols) that these
are not unescaped before transmission." An escaped CR, LF or NUL in a URL is
the classic way to smuggle an extra command or header into a protocol (an
error); other escaped control characters are a warning.`,
		Bad:      []string{"http://example.com/a%0D%0ASet-Cookie:x=y", "telnet://example.com/%00"},
		Good:     []string{"http://example.com/a"},
		Severity: Warning,
		check:    checkEscapedDelimiter,
	},
	{
		Name:    "excluded-character",
		Title:   `a control character, space, "<", ">", """ or "#" (or non-ASCII text) in a URL`,
		Section: "2.4.3",
		Doc: `Control characters, space and the delimiters "<", ">", <"> and "#"
(a second "#" after the fragment) are excluded from URLs and "must be escaped
in order to be properly represented within a URL". They are excluded because
they delimit URLs in text, disappear or multiply in transcription, or are
misread by control mechanisms. Characters outside US-ASCII are not part of
the draft's URL syntax either; they are reported at info level, since
internationalised references are common and "such use is not defined in
this document" (1.5), except in the host, where they make the name no
hostname at all (a warning).`,
		Bad:      []string{`<http://example.com/a b>`, "http://example.com/a#b#c", "http://example.com/café"},
		Good:     []string{"http://example.com/a%20b", "http://example.com/a#b%23c", "http://example.com/caf%C3%A9"},
		Severity: Warning,
		check:    checkGrammar("excluded-character"),
	},
	{
		Name:    "hyphen-at-line-break",
		Title:   "a URL broken across lines right after a hyphen",
		Section: "Appendix E",
		Doc: `"No whitespace should be introduced after a hyphen character." Because
typesetters insert hyphens when they break lines, a reader "should be aware
that the hyphen may or may not actually be part of the URL": the URL has two
readings. Put the URL on one line, or inside <...> with the break elsewhere.`,
		Bad:      []string{"<http://example.com/long-\n  name.html>"},
		Good:     []string{"<http://example.com/long-name.html>"},
		Severity: Warning,
		check:    checkHyphenBreak,
	},
	{
		Name:    "invalid-host",
		Title:   "a host that is neither a hostname nor an IPv4 address",
		Section: "4.3.1",
		Doc: `host = hostname | IPv4address. Each domain label starts and ends with a
letter or digit and may hold "-" inside; the top label starts with a letter
(so that names differ from IPv4 addresses); an IPv4 address is four decimal
groups, each at most 255. Literal IPv6 addresses "are not supported" by the
draft; one that is a loopback, private or documentation address ([::1],
[fe80::1], [2001:db8::1]) is reported at info. A host that breaks these rules is resolved differently by different
programs, or not at all. Non-ASCII characters in the host are reported by
excluded-character at warning level. An empty host in a URL of a scheme
that names a server (http:///x, http://?q) is a warning.`,
		Bad:      []string{"http://-example.com/", "http://example.123/", "http://256.1.1.1/", "http://exa_mple.com/", "http:///path"},
		Good:     []string{"http://example.com/", "http://192.0.2.1/"},
		Severity: Error,
		check:    checkHost,
	},
	{
		Name:    "invalid-port",
		Title:   "a port that is not a decimal number from 0 to 65535",
		Section: "4.3.1",
		Doc: `port = *digit: "the network port number for the server", in decimal.
A port with other characters, or above 65535 (the largest TCP or UDP port),
cannot be connected to.`,
		Bad:      []string{"http://example.com:8o/", "http://example.com:70000/"},
		Good:     []string{"http://example.com:8080/"},
		Severity: Error,
		check:    checkGrammar("invalid-port"),
	},
	{
		Name:    "invalid-scheme",
		Title:   "a scheme name with characters other than letters, digits, \"+\", \"-\" and \".\"",
		Section: "4.1",
		Doc: `scheme = 1*( alpha | digit | "+" | "-" | "." ). A reference whose part
before the first ":" holds other characters is not a URL with a scheme, and
programs disagree on what it is.`,
		Bad:      []string{"ht_tp://example.com/"},
		Good:     []string{"http://example.com/"},
		Severity: Error,
		check:    checkGrammar("invalid-scheme"),
	},
	{
		Name:    "invalid-syntax",
		Title:   "another violation of the collected BNF",
		Section: "Appendix A",
		Doc: `The URL breaks a rule of the collected BNF (Appendix A) that no more
specific rule covers, for example a character the userinfo or the path does
not allow. The message names the rule and the section.`,
		Bad:      []string{"http://us?er@example.com/"},
		Good:     []string{"http://example.com/"},
		Severity: Error,
		check:    checkGrammar("invalid-syntax"),
	},
	{
		Name:    "non-default-port",
		Title:   "a port other than the scheme's default",
		Section: "7",
		Doc: `"The unsafe URL is typically constructed by specifying a port number other
than that reserved for the network protocol in question. The client
unwittingly contacts a site which is in fact running a different protocol."
The draft's example is a gopher URL that makes a client send mail through an
SMTP server. A port that belongs to another well-known protocol (below 1024,
as http://www.w3.org:25/) is an error; other non-default ports are a
warning. Allow the ports you mean in the configuration file.

A URL whose host is a loopback, private or documentation name or address is
written on purpose, in documentation and tests, and is reported at info
whatever the port: localhost and *.localhost, 127.0.0.0/8, ::1, 0.0.0.0;
10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, link-local and unique local
addresses, *.local, home.arpa; example.com, example.net, example.org,
*.example, *.test, *.invalid (RFC 2606, RFC 6761), 192.0.2.0/24,
198.51.100.0/24, 203.0.113.0/24 (RFC 5737) and 2001:db8::/32 (RFC 3849).`,
		Bad:      []string{"http://www.w3.org:25/", "gopher://www.w3.org:25/", "http://www.w3.org:8080/"},
		Good:     []string{"http://www.w3.org/", "smtp://www.w3.org:25/", "http://localhost:8080/ (info)"},
		Severity: Warning,
		check:    checkNonDefaultPort,
	},
	{
		Name:    "not-normalized",
		Title:   "a URL that differs from its normal form",
		Section: "6, 2.4.2",
		Doc: `"The host names used in URLs are actually case insensitive", scheme names
too (4.1), a port equal to the scheme's default "is equivalent to one where
the port is elided", and escaped unreserved characters "can be used
interchangeably" with the characters (2.4.2). Writing URLs in one normal form
(lower-case scheme and host, no default or empty port, no escaped unreserved
characters, upper-case hex digits) makes equal URLs equal strings, which
matters for caches, allow-lists and duplicate detection. The fix writes the
normal form. Off by default: enable it with --enable not-normalized.`,
		Bad:        []string{"HTTP://Example.COM:80/%7ealice/%3f"},
		Good:       []string{"http://example.com/~alice/%3F"},
		Severity:   Info,
		Fix:        "write the normal form",
		NonDefault: true,
		check:      checkNormalForm,
	},
	{
		Name:    "password-in-site",
		Title:   "a password in the userinfo of the site",
		Section: "4.3.1, 7",
		Doc: `Some schemes use "user:password" in the userinfo. "This practice is NOT
RECOMMENDED, because the passing of authentication information in clear text
(such as URLs) has proven to be a security risk in almost every case where
it has been used." and "the use of a password within the site component of a
URL is strongly disrecommended except in those rare cases where the
'password' parameter is intended to be public." A real password is an error;
to a loopback or private host (localhost, 10.0.0.0/8, ...) a warning, since
it is still a secret; to a documentation host (example.com, *.test,
192.0.2.0/24, ...) info, since it is an example. A placeholder (${PASSWORD},
<password>, ***, xxx, user:pass, a:b, admin:admin) is info: the text holds no
secret, but the URL will. A well-known public password (anonymous:guest,
ftp:ftp) is info. A CVS access method ("cvs://:pserver:anoncvs@host/") is
not a password. A user name that is an access token
(https://ghp_...@github.com/, or a long mix of letters and digits) is a
password too. urlsift never prints the password: it shows *** instead, in
every output format.`,
		Bad:      []string{"ftp://alice:s3cret@ftp.gnu.org/", "https://bot:${TOKEN}@ci.gnu.org/", "https://ghp_EXAMPLEexample0123456789EXAMPLE@github.com/o/r.git"},
		Good:     []string{"ftp://alice@example.com/ (and the password from elsewhere)"},
		Severity: Error,
		check:    checkPassword,
	},
	{
		Name:    "scheme-in-relative",
		Title:   `a scheme name on a relative reference ("http:g")`,
		Section: "Appendix C, 5.2",
		Doc: `"Some parsers allow the scheme name to be present in a relative URL if it
is the same as the base URL scheme. This is considered to be a loophole in
prior specifications of partial URLs. Its use should be avoided." By
section 5.2 "http:g" is the absolute URL http:g, not http://a/b/c/g. The
rule flags a scheme that uses a site (http, ftp, ...) written without "//".`,
		Bad:      []string{"http:g", "http:/path/x", "http:"},
		Good:     []string{"g", "/path/x", "http://example.com/path/x"},
		Severity: Warning,
		check:    checkSchemeInRelative,
	},
	{
		Name:    "unnecessary-escape",
		Title:   "an escaped unreserved character such as %7E",
		Section: "2.4.2, 2.3",
		Doc: `"Unreserved characters can be escaped without changing the semantics of
the URL, but this should not be done unless the URL is being used in a
context which does not allow the unescaped character to appear." "%7e is
sometimes used instead of ~ in http URL path, but the two can be used
interchangeably", and "it is safe to unescape these within the body of a
URL". The fix unescapes them only where the text keeps its meaning: into a
character the extractor reads the same wherever it stands (a letter, a
digit, "~", "+", "$", ...; not ")", "'", "!", "*", which end or wrap URLs in
prose, nor "-" or "_", which decide whether a broken line is rejoined, nor
"." which would make a dot segment), and not in a bare URL rejoined across
lines. The other escapes are still reported.`,
		Bad:      []string{"http://example.com/%7Ealice/", "http://example.com/a%2Db"},
		Good:     []string{"http://example.com/~alice/", "http://example.com/a-b"},
		Severity: Info,
		Fix:      "replace the escape by the character",
		check:    checkUnnecessaryEscape,
	},
	{
		Name:    "unqualified-host",
		Title:   "a host name that is not fully qualified",
		Section: "4.3.1",
		Doc: `"To actually be Uniform as a resource locator, a URL hostname should be a
fully qualified domain name. In practice, however, the host component may be
a local domain literal." A single-label host (http://intranet/) resolves
through the reader's search domains, so the same URL names different servers
on different networks. localhost is accepted. Off by default: enable it with
--enable unqualified-host.`,
		Bad:        []string{"http://intranet/wiki", "ftp://fileserver/pub/"},
		Good:       []string{"http://intranet.example.com/wiki", "http://localhost:8080/"},
		Severity:   Info,
		NonDefault: true,
		check:      checkUnqualifiedHost,
	},
	{
		Name:    "unused-suppression",
		Title:   "an urlsift:ignore comment that suppressed nothing",
		Section: "(urlsift)",
		Doc: `A comment "urlsift:ignore RULE[,RULE] reason" silences the named rules
on its line, and "urlsift:ignore-next-line RULE[,RULE] reason" on the next
line; without RULE it silences every rule. A suppression that matched no
finding is stale (the URL was fixed or moved) or names the wrong rule, and
is reported so that it does not hide a future problem.`,
		Bad:      []string{"http://example.com/ urlsift:ignore unwise-character"},
		Good:     []string{"http://example.com/a|b urlsift:ignore unwise-character (vendor's URL)"},
		Severity: Warning,
	},
	{
		Name:    "unwise-character",
		Title:   "an unescaped { } | \\ ^ [ ] or ` in a URL",
		Section: "2.4.3",
		Doc: `The characters { } | \ ^ [ ] and ` + "`" + ` are "unwise": "gateways and other
transport agents are known to sometimes modify such characters, or they are
used as delimiters", and they "must be escaped in order to be properly
represented within a URL". The fix percent-encodes each one.

Placeholders of templates and format strings are not the URL's characters:
"${VERSION}", "{root}", "{{ .URL }}", "$WORK", "%s" and RFC 6570's "{?q}"
are filled in before the URL is used, and an escape of the surrounding
language (Markdown's "\(") is not in the URL either. Neither is reported,
and no fix touches them.`,
		Bad:      []string{"http://example.com/a|b", "http://example.com/a^b"},
		Good:     []string{"http://example.com/a%7Cb", "http://example.com/a%5Eb", "https://dl.example.com/v${VERSION}/x-{arch}.tgz"},
		Severity: Warning,
		Fix:      "percent-encode the character",
		check:    checkGrammar("unwise-character"),
	},
	{
		Name:    "url-too-long",
		Title:   "text that reads as a URL but runs on past --max-url bytes",
		Section: "(urlsift)",
		Doc: `urlsift reads a URL within a window of --max-url bytes (64 KiB unless
set), so that memory stays bounded whatever the input. Text that starts like
a URL and runs on past the window (a data: URI of an inline image, a
minified line, a run of base64) is no URL urlsift can check: it is reported
once, where it starts, instead of being dropped in silence. Raise --max-url
to check such URLs, or silence the rule for files that hold them.`,
		Bad:      []string{"data:image/png;base64,iVBORw0KGgo... (70,000 bytes more)"},
		Good:     []string{"https://example.com/images/logo.png"},
		Severity: Warning,
	},
	{
		Name:    "userinfo",
		Title:   "a user name in the site, which readers mistake for the host",
		Section: "4.3.1",
		Doc: `The site is [userinfo "@"] host [":" port]. Readers take the first name
they see for the host, so http://bank.example@evil.example/ looks like a
link to bank.example but goes to evil.example. A user name that looks like
a host name (it holds a ".") is a warning; other user names are info.
(A password is reported by password-in-site instead.)`,
		Bad:      []string{"http://bank.example@evil.example/", "ftp://alice@example.com/"},
		Good:     []string{"http://evil.example/", "ftp://example.com/"},
		Severity: Warning,
		check:    checkUserinfo,
	},
	{
		Name:    "whitespace-in-url",
		Title:   "a URL broken across lines without <...> around it",
		Section: "Appendix E",
		Doc: `Whitespace "may need to be added to break long URLs across lines", and
"using <> angle brackets around each URL is especially recommended as a
delimiting style for URLs that contain whitespace". Outside angle brackets a
reader cannot know that the next line continues the URL. Put the URL on one
line or inside <...> (or <URL:...>).`,
		Bad:      []string{"\"http://example.com/a/\n  b.html\""},
		Good:     []string{"<http://example.com/a/\n  b.html>"},
		Severity: Warning,
		check:    checkWhitespace,
	},
}
