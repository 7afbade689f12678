// Package extract finds URL references in plain text the way Appendix E of
// draft-fielding-url-syntax-09 (and Appendix B of draft-01) describes, as a
// byte-level state machine over a stream.
//
// # Streaming
//
// A Scanner reads an io.Reader through a buffer of a few windows of
// Options.MaxURL bytes (64 KiB by default), never the whole input, and
// tracks line and byte column as it goes. It looks only at the bytes that
// can start a URL: by default the ':' that ends a scheme (found with
// bytes.IndexByte), then backs up over the scheme. Text without a colon is
// skipped at memory speed and costs no allocation. Every byte is read a
// bounded number of times, so time is linear in the input whatever it holds.
// A byte that is no UTF-8 (a Latin-1 "é") stays in a URL when URL
// characters follow it, for lint to report; at the end of a URL, and a NUL
// byte anywhere, it ends the URL, never the scan.
//
// # Which strings are URLs
//
//   - A scheme (a letter, then letters, digits, "+", "-", "."; at least two
//     characters, so "C:\path" is not one) that does not continue a word,
//     followed by "//" and a non-empty site, or by a third "/"
//     ("file:///etc/hosts").
//   - A registered scheme that needs no slashes (mailto:, news:, tel:,
//     urn:, data:, tag:, telnet:, sip:, xmpp:, geo:, magnet:, ...) followed
//     by the least its syntax requires (an "@" for mailto:, a "," for
//     data: and tag:, "+" and a digit for tel:, or a local number with
//     its ";phone-context=", ...): "mailto:kim@example.org",
//     "urn:ietf:rfc:2396", but not the asn1:"tag:0" or Data::Dumper of code.
//   - Anything with a scheme inside <URL:...> or <URL: ...> (draft-01's
//     prefix); with Options.Relative, relative references there too.
//
// So "Note:", "e.g.:", "10:30", "C:\path", "localhost:8080", Message-IDs
// (<1234@host>) and mail addresses (Kim <kim@example.org>) are never URLs.
//
// With Options.Relative, relative references are reported where a wrapper
// makes them unambiguous: <../g>, [text](g/h.html), <URL:g>. A relative
// reference must look like one (a "/", a leading "#" or "?", or a file
// name such as index.html) and hold only URL characters; a Markdown link's
// text must open after a space or a line start and the link must close.
// So tags (<b>, </p>, <br/>), C headers (<stdio.h>), addresses,
// Message-IDs and code (<types.TypeMask>, fns[i](x)) are not reported.
// With Options.Abbreviated, Appendix F references starting with "www." or
// "ftp." and naming a host of three or more labels (www.w3.org/Addressing/)
// are reported with "http://" or "ftp://" put in front.
//
// # Wrappers
//
// The byte right before the scheme chooses the wrapper, which is not part
// of the URL (URL.Delimiter names it):
//
//	<...>            angle: ends at ">"; whitespace and line breaks inside are removed
//	<URL:...>        url: the same
//	"..." '...'      quote
//	(...) [...] {...} paren, bracket, brace: the closer that balances the opener
//	“...” ‘...’ «...» »...« ‹...› „...“   typographic
//	⟨...⟩ 〈...〉 《...》 「...」 【...】 （...） ＜...＞   angle: read as <...> (groff prints .UR links as ⟨URL⟩)
//	`...`            backtick
//	[text](url)      markdown
//	anything else    space: a bare URL
//
// Inside <...> a URL may be broken across any number of lines (up to
// Options.MaxURL bytes in all; a longer one is TooLong). A blank
// line, a "<" or '"', or a space inside a line that is not next to the line
// break means the brackets do not hold a URL, and it is read again as a bare
// URL. In the other wrappers a URL ends at whitespace; it is rejoined across
// a line break when the next line's first word runs up to the closer.
//
// # Where a URL ends
//
// A URL runs over the characters of draft-09 (urlc, "%", "#" and the unwise
// characters, which lint reports) and over non-ASCII characters (an IRI is
// reported whole, as written), except non-ASCII spaces, typographic quotes,
// guillemets, CJK and fullwidth punctuation, direction marks and box
// drawing (U+2500-U+257F, the borders w3m draws around table cells:
// "│https://x/a/│" gives https://x/a/). It ends at
// whitespace, a control character, "<", ">", '"' or "`". Brackets inside
// must balance: an unbalanced ")", "]" or "}" ends it, so
// "(see http://x/Foo_(bar))" gives http://x/Foo_(bar), but only at the end
// of its token: followed by a letter or a digit, or by "./?#=&%-_~" and a
// letter or a digit, it stays ("https://x/a)b/c"). A CJK or fullwidth
// punctuation mark ends a URL at the end of its token, and stays only
// when "./?#=&%-_~" and a letter or a digit follow it ("…/自殺でも？.png");
// a fullwidth "）" so too, also before a letter or a digit ("（" opens a
// wrapper, so one inside a bare URL closes nothing: "访问
// http://ctan.org/pkg/pgfornament）pgfornament-han" gives …/pgfornament);
// CJK text goes on without spaces, so other characters after it end the
// URL ("…/q。次の文" gives …/q). Trailing punctuation
// (. , ; : ! ? ' ", the | of a table cell, the * of an emphasis) is
// removed, except a final "'" that closes a quote opened inside the URL;
// so is a possessive "'s". In <...> and Markdown links nothing is removed.
// An opener left open at the end ("http://x/(" before a space) is removed
// too. A quote followed by a scheme and "//" ends a URL: "a.com'https://b"
// is two URLs. A scheme holds no two of "+", "-", "." in a row, so
// "wait...https://x" is "https://x".
//
// Emphasis glued to a bare URL is markup: "_", "__", "~", "~~", "*" or "**"
// right before the scheme, after a space or the start of the text, is
// removed from the end of the URL when it closes it there
// ("_http://x_", "~~http://x~~"); an "_" that nothing closes makes a word
// ("_http://x" is no URL, as linkify-it agrees). A word glued to a
// well-known scheme followed by "//" is a missing space: "seehttp://x"
// gives http://x when two or more letters stand before "http", "https" or
// "ftp" (so "shttp://", S-HTTP's scheme, and "git+https://" stay whole).
//
// A trailing "@" after a path is removed, and "file:///" is the root. A
// site that starts with "." is none ("http://.example.com", "Use
// https://." in a ChangeLog): no host name starts so.
// A list separator in the host or port ends a URL outside <...>: a "|" or
// a "," after the userinfo ("https://proxy.golang.org,direct"); the
// userinfo ends at the last "@" of the site, or of a password that holds
// "/", "?" or "#". A list of hosts each with its port is one site
// ("mongodb://user:pw@host1:27017,host2:27017/db", as MongoDB, Redis and
// JDBC write them). A ":" after an IP literal ("http://[::1]:") is its
// empty port and stays; a footnote's number glued to a common extension
// by a PDF read back as text ("…/archive.zip76") is removed, and so is a
// footnote's mark that w3m and lynx print as "^" and one to three digits
// after a bare URL ("…/noweb/^78.", with what it leaves trimmed), or as
// "^[" one to three digits and "]" ("…/bridge-Shorewall-perl.html^[4].":
// no URL holds "^["; not inside <...>), and "†" and "‡" after a URL.
//
// In an Internet-Draft or RFC that announces the folding of RFC 8792
// ("NOTE: '\' line wrapping per RFC 8792", within 768 bytes before the
// URL), a "\" that ends a line inside a URL folds it: the "\", the line
// break, the next line's indentation and a "\" that starts it are removed.
//
// Source code escapes around a URL are not part of it: outside <...> a
// backslash before a quote or backtick, "n", "r", "t", "x", "u", whitespace or a line
// break ends the URL ("\"http://x/\"", "http://x/\n", a line continuation),
// and "\n", "\r" or "\t" glued before a scheme is skipped ("\thttps://x").
// Other backslashes ("a\\b", Markdown's "\(") stay in the URL.
//
// # Line breaks
//
// On the line after a break, the indentation and the quote or comment
// prefix that the URL's first line starts with (">", "> >", "|", "//", "#",
// "*", ";") are removed before the URL goes on. A "*" that stands again at
// the start of the next line is the bullet of the next item of a list
// (html2text's lists, a ChangeLog's entries): a bare URL ends there.
//
// Whether a bare URL that runs to the end of a line goes on with the next
// line's first word is decided from the facts of the break, computed once
// (the byte before the break, the next word and whether it is all its line
// holds, the width of the URL's line in columns, and the fill of the text
// around: the widest line of prose within eight lines, and whether the text
// is filled greedily in fixed-width columns, as by fmt, lynx or w3m, or not,
// as a PDF read back by pdftotext), by named rules asked in order; the
// first that decides wins, and the URL ends when none does. Each rule has
// the case from a corpus that asked for it (rejoinRules):
//
//   - typeset-hyphen: groff prints "-" as U+2010 HYPHEN in UTF-8 text,
//     and breaks a word in a URL only after one: a URL goes on after a
//     U+2010 that ends a line, which is dropped; inside a line it stands
//     in the URL as "-". No URL holds a U+2010.
//   - new-url: a word that starts a URL of its own ends this one
//     ("…/rfc2109.txt," and "http://…" in one pair of parentheses too).
//   - paragraph-number: a number of four digits at most alone on the
//     next line, after a URL that does not end in a digit, that counts on
//     from another number alone in sight (one less before, one more
//     after) is a paragraph's number, which html2text and lynx print on
//     a line of its own (live-manual's "…/debian-security/" and "385",
//     then "386"), not the URL's rest; but a version's number cut after
//     its dot at the margin goes on (longer-than-line).
//   - link-definition: Markdown's reference definitions, one a line
//     ("[id]: URL"), are never glued to each other.
//   - ideograph-prose: after a URL of ASCII alone, a next line that starts
//     with ideographs, a Latin word of three letters or digits or more
//     glued to them and an ideograph again is Chinese or Japanese prose
//     ("→ https://deb.debian.org/" over "对deb.debian.org的性能…"): the URL
//     ends. An IRI's segment of ideographs, with a Latin name after them
//     or not, is left to the rules after.
//   - comma-after-file: a "," that ends the line right after a file's
//     name and its extension, in a path with no query, is the sentence's
//     ("…/WinFIG.htm," and "shareware), or …"): the URL ends, unless a
//     wrapper that holds it whole decides by its closer. No file's name
//     holds a "," after its extension; a query's value may list files.
//   - to-closer: in a wrapper with a closer, the URL goes on when the next
//     word runs to the closer.
//   - ideograph-rest: a URL whose text ends in an ideograph or kana (an
//     IRI's segment, as the line reads it) goes on when the next line
//     starts with one, glued, and the URL's line is full: at the margin
//     of the prose around (at-edge's reading), or, where the prose is
//     East Asian text with no spaces, as wide as the widest line of it in
//     sight or a column short, two others so too: lynx and w3m break East
//     Asian text at any character ("…/debian-live/リ" over "ポジトリ",
//     live-manual.ja.html).
//   - bordered-cell: in a table as html2text draws it (each line of a row
//     between "|" borders, a cell's text filled to its width, the row's
//     last line with every space as "_"), a URL cut at its cell's border,
//     or after a "/" or "-" before the cell's padding, goes on on the
//     cell's next line between the same borders, the other cells' text
//     between its pieces ("https://gitlab.com/sane-|" over
//     "project/backends/-/     |" over "issues/436. 300, 600,   |",
//     sane-backends.html): after a piece that fills the cell unless the
//     next word is a capitalised word of letters; after padding when the
//     next piece (to its "/" or "-") would not have fitted there and the
//     word plainly continues the URL or holds a byte no letter is. On
//     the row's filled line it goes on up to the "_" html2text put for
//     a space (filledStop: one in the host or port; one before words of
//     prose, letters alone or digits alone, two of them or a stopword
//     first; one before an address or a name; one word of another kind
//     before the padding reads as the URL's own "_"), and a word of
//     letters after a piece that fills the cell ends it. A URL may start
//     on the filled line after a word and the "_" of the space between
//     ("|see_http://x/docs/_for_more___|", review47 F9): it ends so too,
//     and the search for the next URL goes on at the cell's border, not
//     past the row's other cells the run read into. It ends when the URL's own line is
//     the filled one, at a blank cell, a new URL, and where the row's
//     other cells may hold a URL the scanner would pass over; at a line
//     of a new row (text beside the URL's on both lines, in a table
//     with no filled line or rule of html2text's above) it ends, and at
//     other borders the line break is read as any other. In w3m's
//     tables ("│" borders, "┌─┬─┐" rules) the columns are the terminal's
//     (a wide East Asian character takes two), and the cut is where w3m
//     breaks a line (its is_boundary: next to a byte no word holds, so
//     around a "/", after "=" or "&", never inside "a.example" or
//     "u:pw@host"; w3m widens a column to its longest such run instead):
//     the URL ends where w3m could not have cut it ("…/app│" over
//     "│@alice"), where the next word's first run would have fitted in
//     the padding (less the cell's padding on its left), and before a
//     word of letters alone (small, capitalised or capitals: review47
//     F7) or an abbreviation; before a word whose first run reads as an
//     address or a name ("@types/node", "ops@intranet",
//     "git@github.com:o/r") it ends with the joined reading kept
//     (alternatives; review47 F14).
//   - table-column: in a table whose cells stand in columns (two or more
//     lines around hold a word that starts at the URL's column after two
//     spaces or more, as pdftotext -layout prints dblatex's tables), the
//     next line's word is the one in the URL's column; the URL goes on
//     when its line ends in a hyphen (dblatex's after "/", dropped, or the
//     URL's own, kept with the reading without it the other:
//     "http://leadshineusa.com/-" and "UploadFile/-"), or after another
//     character TeX breaks \url after where the row goes on (the next line
//     indented deeper, the word all its cell holds there); a word that is
//     a URL of its own, or a next row, ends it. A URL that is only its
//     scheme so far goes on with the word in its column whatever the
//     row's other cells hold on that line, and one that is its scheme and
//     host with a path there ("/…"): html2text and w3m set a row's first
//     cell on its middle line ("task.   http://" over "BeanShell JAR(s)
//     Note: Ant requires   www.beanshell.org/"), so the row is read from
//     the line after such a scheme; a scheme alone on its line, deep in
//     it, over a line whose text starts left of it, is a cell too when a
//     word of that line starts exactly in its column (schemeCell); and a
//     cell that went on in its column goes on with the word there after
//     one space, or ends where the column is blank.
//   - hard-cut: text cut at a fixed width whatever it holds (lynx's
//     preformatted text: the URL's line as wide as the widest in sight, two
//     others exactly as wide) goes on with a word that reads as the rest of
//     a URL ("…enabled https://falco" and "t.com"), also where a comment's
//     "#" is not repeated.
//   - prefix-wrap: a URL that ends in "/" or "-" on a line that a "#" or
//     a ">" starts goes on with a next line that lacks it, indented as the
//     URL's line or at the left edge, holding only a word that reads as
//     the rest of a URL, when the URL's line is no wider than the prose
//     around (but two columns) and the word's first piece would not have
//     fitted on it: html2text wraps preformatted text after a "/" or "-"
//     and repeats no "#" ("# wget http://…/centos-release-7-" and
//     "9.2009.0.el7.centos.x86_64.rpm").
//   - prefix-lost: in a comment or a quotation, only on a line of the same
//     comment or quotation.
//   - emphasis-closed, secret: a word that closes the emphasis the URL
//     opened with, or completes a password or a token up to its "@"; but
//     where the emphasis closes at the URL's line's end, maybe before a
//     sentence's punctuation ("**http://localhost:4200**" over
//     "@types/node"), the URL ends there.
//   - other-column: a URL in a cell of a table's row (after the line's
//     indentation, or after three spaces or more that follow text) ends
//     before a next line whose first word is a cell left of the URL's
//     (two spaces or more after it, ending two columns or more short of
//     the URL's cell, and starting two columns or more left of the URL's
//     line) and which holds a word in the URL's column: that word is
//     another column's (html2text's "regexp type with
//     https://" over "jakarta-regexp-1.4.jar     mappers (if you do not
//     attic.apache.org/": no URL; "…  http://www.networkupstools.org/"
//     over "server.version    Server version    X.Y.Z").
//   - file-row: a URL ends before a next line whose first word is a
//     file's name before more words ("xalan.jar junitreport task") when
//     two lines in sight above, at that line's indentation, start with a
//     name of the same extension before more words, and the word would
//     have fitted on the URL's line within the fill around: the next row
//     of a list of files, as lynx prints ant-doc's table of jar names a
//     row a paragraph.
//   - manual-ref: a URL that ends in a letter or a digit ends before a
//     manual page's reference alone on the next line ("shorewall(8)",
//     html2text's SEE ALSO of shorewall-doc's pages), unless the text is
//     cut at a fixed width (hard-cut's reading of the lines around).
//   - at-host: a path cut in a word before an "@" and a host name
//     ("…/other/keys/git" and "@debian-live.alioth.debian.org -O", lynx)
//     goes on; a mention, a decorator, a scoped package or a handle of
//     two "@" is no host name.
//   - scheme-only: a URL that is only its scheme so far ("https:",
//     "https:/", "https://" at the end of a line) goes on when the word
//     holds the rest of it and a host name with a dot ("//wiki.debian.org/…").
//   - dedent: a URL that starts its line (or whose line holds only its
//     rest) ends before a next line indented less, but not at the left
//     edge, when its line ends short of the widest line of prose around
//     and the line after is indented as the URL's again: lynx, html2text
//     and w3m go on at the block's indentation, so that line is another
//     block's, a definition list's next term ("…/License:BSD_3Clause." and
//     "X11"). A line at the left edge may be a hard cut that keeps no
//     indentation, and a line cut at the margin may go on indented
//     otherwise: the rules after decide those.
//   - host-cut: a host name cut after a "." or "-" ("https://www.microsoft."
//     and "com/en-us/…", as TeX breaks \url) goes on with a word that goes on
//     with the host.
//   - host-label: a host cut inside a label, with no top-level domain at
//     its end yet, goes on with a word whose first chunk holds a dot and
//     a path, a query or a port follows ("http://www.mathemat" and
//     "ica-journal.com/2014/…": biblatex breaks \url between letters).
//     A host cut inside its top-level domain goes on with a first chunk
//     of small letters that makes one with the host's last label
//     ("https://github.c" and "om/ho-tex/…", "http://www.regressive.o" and
//     "rg/snobol4/…": tldCut), but only where the text shows a page
//     typeset and read back (typesetText): a form feed or a ligature in
//     the lines around; or a typographer's quote or dash there, or
//     Chinese or Japanese before the URL on its line, which autocorrect
//     and a keyboard type too, where the word goes on with a second "/",
//     a "?" or "#" after its "/", or a port. In plain text "http://x.y"
//     over "n/a for now" is a word of prose, and so is "m/s" after
//     "I’ve put the specs at http://example.co".
//   - dot-extension: a path cut after the "." of a file name goes on with
//     its extension ("…/inline." and "html, so …").
//   - doi-number: a DOI cut at a dot goes on with the number after it
//     ("https://doi.org/10.1145/1057270." and "1057278", "…/10." and
//     "15125/BATH-00069"); not a number before more words (a listing's
//     line) nor a short one alone (a page's).
//   - doi-prefix: a DOI's prefix alone ("https://doi.org/10.22331/") goes
//     on with the next word, its suffix.
//   - digits-cut: a URL that ends in a number (a query field's value, or a
//     path's last segment, perhaps with a "." after a value) goes on with
//     a next word of three digits or more and one stop, where the number
//     could not have fitted on the URL's line: TeX's \url and biblatex
//     break a number anywhere at the margin ("…/videoplay?docid=652804269635199"
//     and "4555. doi: …"). A sentence does not start with a number glued
//     to its stop, a list's number is shorter, a listing's line number
//     has no stop, and a year is left alone.
//   - date, constant-name, media-type, versioned-name: a word that reads
//     as a thing of its own before more words ends the URL: a date
//     "YYYY/MM/DD" after "/" (a ChangeLog's next entry), a name in
//     capitals with "_" after "/" or a full stop, before more words or
//     ":" ("…/key-wrapping." and "IMPORT_METHOD must be one of:",
//     "THE_TITLE:SAF …"), a media type after "/" ("…/diary/" and
//     "application/x-deflate support."; the joined reading is kept as the
//     other), a capitalised name with a number after "/" or a file's
//     extension ("…/gethelp/" and "Libidn2 home page:").
//   - heading: a section's number and a "." before a word of letters
//     ("15.4.1.3. Tools", after a no-break space too) ends the URL:
//     html2text prints a heading on a line of its own with no blank line
//     before it.
//   - extension-complete, number-value: a word of small letters alone on
//     its line after a file name with an extension of two letters or more
//     that the word does not make another ("…/T1_SPEC.PDF" and "says"), or
//     after a query whose last value is a number, when the word holds a
//     letter no hex digit is ("…?bug=365754" and "mtk"): the URL ends
//     there, and where the later rules would join it (a cut at the
//     margin) the joined reading is kept as the other.
//   - column: in text laid out in columns (pdftotext -layout of a page of
//     two columns: lines of prose, a gutter of two spaces or more at the
//     same column line after line, no word run through it), the next
//     line's word is the one in the URL's column, not its first; the URL
//     goes on with it after a character TeX breaks \url after, when it
//     reads as the rest of a URL ("…/10.1007/3-" and "540-65193-4_29"),
//     and ends otherwise, or when its column is blank on the next line.
//     A URL cut at the edge of the left column, the right column's text
//     after it on its line, goes on with the next line's first word the
//     same way (unless that text holds a URL); a draft's line numbers in
//     the margin are read past.
//   - at-edge: a URL alone on its line that ends exactly at the margin of
//     the prose around (no line of prose a little wider, two or more a few
//     columns short, the prose filled to that width) goes on with a word
//     that is no word of prose: lynx cuts a word too long for a line there,
//     after any character ("…#Class_Sel" and "ector for more …").
//   - at-margin: a URL whose line reaches the margin of the text around
//     (less six columns) goes on with a word that holds what prose words
//     do not, or stands alone on its line, when the URL starts its line
//     (lynx starts a word too long for a line on a line of its own and
//     cuts it anywhere: "…/amd64/ch04" and "s03") or was broken at
//     punctuation (w3m: "…/distro.html#" and "perltk …"). A word of prose
//     ("and", "the", "für", …) or a capitalised word alone is not. Nor
//     (at-edge neither) where the URL was moved whole to its line, the
//     line before, of its paragraph, having room for its scheme, where
//     w3m and html2text would have broken it, and its line ends off
//     lynx's margins and short of the widest line of prose less one: it
//     was not cut (text filled greedily, TestLynxPreGreedyFillTokens).
//   - lynx-margin: a URL that starts its line (or goes on over a line
//     the rest of its cut starts), cut where the line is as
//     wide as a column lynx cuts at (its width less six: 54, 66, 72, 73
//     or 74 columns, for -width 60, 72, 78, 79 and 80, its default), no
//     line in sight wider (but lines of ideographs, and lines of
//     preformatted text at the left edge at most six columns wider when
//     the URL's line is indented, as lynx sets them), goes on with a word
//     that is no word of prose, as at the edge: the margin of the page
//     read from the text itself, where the prose around is too short or
//     too scarce to show the fill ("…/en/latest/setupto" and "ols.html
//     independently …"); so does one whose next word is the path's last
//     "/" ("…/xbase/format" and "/). A dBase …"). Not an abbreviation
//     ("e.g.", not a host's labels as "ed.ru"), a path of its own
//     ("/g = …"), a "#" or "&" before a word of letters; a word of
//     letters (perhaps joined by "-") before more words leaves both
//     readings where no comment or quote prefix stands before it and the
//     next line is indented as lynx indents the rest of a word it cut (a
//     Go comment or a ChangeLog at 74 columns is not lynx's): the joined
//     one first where the prose around is filled greedily to the URL's
//     line, else the one that ends (unless a later rule joins it); a word
//     of letters alone on its line leaves both readings, the joined one
//     first; a capitalised one ("…/LinearAlgebra" and "Libraries."), where
//     the next line is indented as lynx goes on, too, the one that ends
//     first (a signature's "Thanks," after a URL that fills a line).
//   - lynx-mark-rest: a URL that starts its line, cut where the line is
//     as wide as a column lynx cuts at (or a column short of it, as lynx
//     cuts in a quotation), no line in sight wider, goes on with one to
//     three marks that start the next line ("_", "~", "+", "$", "-",
//     "=", "/", "#", perhaps before a stop: "…/Ou6w0~" and "_ page …"),
//     where it is indented as lynx indents a cut word's rest and no
//     quotation or comment prefix stands before the URL (a list's
//     bullet may): prose holds no word of such marks alone, and lynx
//     cuts at its margin whatever the byte. A "$" or "#" alone before
//     more words is a shell's prompt (not joined); a "-", "--", "=" or
//     "+" alone before more words may be the prose's own: both readings,
//     the one that ends first. So does a file's extension or a
//     version's number cut from its dot (".9" after "…/Category:Xen_4",
//     xen-doc; one to nine letters or digits, not a name in capitals,
//     ".NET") after a path's letter or digit. Not where the break may
//     stand inside a password.
//   - lynx-pre: a URL whose line is as wide as lynx cuts preformatted
//     text (its full width, six columns past its prose's margin: 60, 72,
//     78, 79 or 80), no line in sight wider (but lines of ideographs),
//     lynx's layout in sight (prose indented and filled six columns short
//     of that width, or another line cut at it) or the URL's line already
//     the rest of a cut URL (text filled greedily to the width shows
//     neither: "…/typo" and "2:12-2:34" ends the URL there),
//     goes on with the next line's first word when that line starts at the
//     left edge, where lynx goes on with the rest of a preformatted line
//     whatever its indentation, the URL started anywhere on its line, and
//     the word reads as the rest of a URL cut at a margin, as at the edge
//     ("…in the "Vim hall of honour":   http://www.vim.org/sponsor/h" and
//     "all_of_honour.php", vim-doc at -width 60). Not where w3m or
//     html2text break a word too long for a line (after "/", ":", "#", "=",
//     "&" or "-", before "/", ":", "#", "=", "&" or "("), not an
//     abbreviation, not a word of prose before more words; a word of
//     letters alone leaves both readings, the joined one first
//     ("…/changes/index.h" and "tml"), and after a site with no path only
//     where it completes the host's last label to a top-level domain
//     ("http://www.vim.o" and "rg."; not "https://good.example.com" and
//     "true", a command's output). The next line may be as wide as the
//     URL's: the line of preformatted text cut again.
//   - lynx-pre-prose: where lynx-pre's facts hold but the next line's
//     first word is a word of prose before more words, the margin does
//     not tell the rest of a word lynx cut ("…/character-se" and "ts for
//     the IANA names.") from prose after a URL that fills a line of code
//     by chance: both readings, the one that ends first, unless a later
//     rule joins it; the first line is never printed alone.
//   - number-alone: a number of four digits at most alone on the next
//     line, before a line that starts with a URL or is another number
//     alone, ends the URL: a footnote's mark, a page's or a listing's
//     line number, as pdftotext prints them ("…/releases/tag/fonts",
//     "82", "https://…").
//   - label-alone: a number of one to four digits in brackets alone on
//     the next line ("[16]") ends a URL that holds no "[": the label of
//     the next entry of a list of references, whose URL lynx moved to a
//     line of its own, or a footnote's mark.
//   - archived, underscore, word-then-stop: TeX breaks \url after "/",
//     "_" and others with no hyphen. An archive's address that ends in the
//     time it took the page ("…/web/20110523225828/") goes on with the
//     page's own URL; a URL goes on after "_" with a word that starts with
//     a letter or a digit ("…/wiki/Hash_" and "table."); after "/", one
//     word of small letters, digits and "-" and then ".", "," or ";" is the
//     rest of the path ("…/svn/modhel/" and "metapost; web browsing"), as
//     is a word before a ")" that closes a "(" opened before the URL
//     ("(see https://…/index.php/" and "Tutorial) for …"); not a number
//     alone (a list's), not after an article ("the https://…/" and
//     "website."), not when the URL stands in a column of its own; after
//     "/", a number of three digits or more before a stop, or of five or
//     more before a word, is the path's last segment ("…/a/" and "536620.
//     2020."; number-segment), not a year, nor in a list whose lines
//     start with numbers.
//   - slug: after a URL that ends in "/", a page's name of three words
//     or more of letters joined by "-" before more words, on a line
//     indented as the URL's, in text filled greedily, leaves both
//     readings, the joined one first ("…/jimklimov/" and
//     "conflict-aware-ondemand-retention-strategy-plugin to allow …",
//     w3m): w3m and html2text break a URL after "/" where the rest does
//     not fit, which the margin cannot tell from a word that did not fit,
//     and prose joins words so too ("up-to-date").
//   - justified-cut: TeX (\url, biblatex, acmart) may cut a URL after any
//     character where a line of justified text is full: a URL set after
//     words, whose line is as wide as the body of the text around (the
//     median line of prose, less an eighth) and could not have taken the
//     next word, goes on with a word that reads as the rest of a URL
//     ("…from http://ccrma.stanf" and "ord.edu/~jos/bayes/bayes.html.");
//     not on a comment's line, after a file's extension, before a line
//     indented otherwise, a date or a label, nor in a column of its own
//     or in text filled greedily in fixed columns.
//   - justified-segment: where justified-cut's line is full but its word
//     test fails, pdftotext's line may end a URL or a piece of it, and
//     where the rules after would end the URL, both readings are kept
//     (alternatives): after "/", three words joined by "-" or two in
//     CamelCase go on ("…/Memory/" and "physical-address-extension");
//     a word of small letters or two joined by "-" end, the joined
//     reading kept ("…/questions/tagged/" and "standalone or post …");
//     after "?", a word in CamelCase goes on (a wiki's page); the last
//     letters of a word cut at the margin that end a reference with ","
//     or "." end, the joined reading kept ("…/pkg/pgf-p" and "ie,
//     2021."); not a stopword, a
//     field's name, nor a URL that starts its line.
//   - word-rest: a URL cut after a letter or a digit in its path, set
//     after words on its line, whose next line is one word of a small
//     letter first and a full stop last: TeX cuts a URL between letters
//     (biblatex), and the word may be the rest of the one cut
//     ("…/data-umasscit" and "ationfield.") or a note after a whole URL
//     ("online."), so both readings are kept, the one that ends first;
//     not after a file's extension, in a host, before a stopword or
//     "etc.", nor where the word would have fitted in text filled
//     greedily in fixed columns.
//   - dot-path: a URL cut after a letter and a "." inside a name of its
//     path goes on with a word of a small letter first that reads as the
//     rest of a path and did not fit on the line ("…/group/comp." and
//     "text.tex/msg/…"); not after a file's extension, a "/" or a number,
//     where the "." is a full stop.
//   - path-word: where the rules after end a URL (with a host) that ends
//     in "/", in a "." of its host or in its query, or elsewhere where the
//     next word would not have fitted on its line, before a next word that
//     reads as the rest of a path (two "/" or more, or one and a mark no
//     word of prose holds, or a file's name after "/", or a query's fields
//     joined by "&"; not digits and "/" alone, a date), both readings stay,
//     the one that ends first ("https://bugs.launchpad.net/" and
//     "inkscape/+bug/595821.", pdftotext; "see https://x.example/a/" and
//     "b/c.html", as a writer ends a line): the first line is never
//     printed alone.
//   - longer-than-line: a URL that starts its line, cut where its line is
//     as wide as the widest line in sight (at least 40 columns; another
//     line exactly as wide, none wider but lines of ideographs, which lynx
//     does not break; not a URL alone on its line that a line starting a
//     URL follows, which was whole: a list of links that happen to be as
//     long), goes on with a next word that reads as the rest of a URL
//     and starts no URL, or with digits alone after a version's dot or
//     a "/" ("…/vmm/0.6." and "2", "…/project/" and "959"): lynx cuts a
//     word longer than its width at the margin, where the prose around
//     may be too scarce to show the fill (testdata/rendered/generated,
//     lynx at 72 and 60 columns; vmm-doc's release history at 60).
//   - before-slash: a URL (not ending in "/", ":" or punctuation) whose
//     line is as wide as the widest line of prose around it, or wider,
//     goes on with a next word that starts with "/" and is more than it:
//     w3m breaks a word too long for the rest of a line before or after a
//     "/", and before one only where the line is full ("…/Bugs" and "/, or,
//     if you have…"). Not a "/" alone ("A / B"), a comment ("// see") or
//     a name given a value ("/g = http://a/g").
//   - hyphen-rest: a URL that ends in a word's "-" in its path (after a
//     letter or a digit) goes on with the next line's word where the
//     prose around shows the fill (at least 40 columns), the URL's line
//     is at most six columns wider, and the word's first piece, up to its
//     own first "-", did not fit on it: html2text breaks a word after a
//     hyphen, a URL's too ("…/odbc/microsoft-" and
//     "open-database-connectivity-odbc) but is…"). The word starts with a
//     letter or a digit, holds only what a path holds (before more words
//     letters, digits and "-" alone), and is no abbreviation, ordinal,
//     stopword or list number before more words; the reading that ends
//     stays the other (a URL may end in "-": "…/what-s-troubling-germany-inc-"),
//     and a capitalised word and a stop before more words ends the URL,
//     the joined reading kept. With no fill in sight, the rules below
//     decide. Where lynx-margin keeps both readings, the one that ends
//     first, it does not join the URL: lynx breaks no word after a hyphen.
//   - cut-in-word, prose-start, short-line, plainly-continues,
//     would-have-fitted: the rules for text filled to a width, below
//     (word-then-stop and number-segment are asked after short-line).
//
// A bare URL that runs to the end of a line is rejoined with the next line
// (xml2rfc and mail clients break long URLs this way) only when all of these
// hold: the line and the next line's first word together are at least 64 bytes
// long (a formatter breaks a URL because the rest did not fit; a short line
// ended where its writer ended it); it ends in "/", "-", "=", "&", "_" or "%";
// and the next line's first word starts with a letter, digit, "%", "~" or "?"
// and is not a new URL, and either the line ended in "=", "&" or "%" (a query
// or an escape cut in two) and the word is not a capitalised word, or the word
// plainly continues the URL (see plainlyContinues): it holds "/", "=", "&",
// "?", "%", "#", "~", "_" or a dot inside it ("file.html"), mixes letters and
// digits ("pbY2NfTZ"), or it stands alone on its line and is not a capitalised
// word, a bare word after "/" or a word with a full stop. A field name
// ("Files-Excluded:") or a rule ("____") is never joined. A line that ends
// inside a password or an access token, whose next word completes it up to
// its "@" ("https://user:pa" and "ss@host/", "https://ghp_…" and
// "…@github.com/"), is always joined, whatever its length: left alone, the
// first line would read as a host and a port that hide nothing. A word of letters
// followed by more words reads as prose and is not joined. Where the lines of
// prose around show the width the text was filled to, and were filled
// greedily, a next word that would have fitted whole on the URL's line was
// not broken off it (wouldHaveFitted); widths are counted in columns, a
// wide East Asian character as two. After a "/", a word of prose, alone
// or joined by "-" ("up-to-date."), that did not fit is either w3m's rest
// of the URL or the text's own word moved to the next line:
// would-have-fitted and word-then-stop keep both readings, the joined one
// first, where nothing in sight shows text set otherwise than filled
// greedily (TestGreedyFillHyphenWord).
// TestRejoinHeuristic measures precision and recall; a next word that looks
// like the rest of a path ("file.txt is attached") after a URL ending in "/"
// on a filled line is joined, wrongly, about half the time: nothing in the
// layout tells it from a continuation.
//
// A formatter that cannot fit a word on any line cuts it where the line is
// full, with no hyphen (Sphinx's text builder, Python's textwrap): a bare URL
// ending in any other character is rejoined (cutInWord) when its line is as
// long as the longest line of prose around it, or one less (and not longer,
// unless the URL started after words and the next line is cut as long again);
// the URL and the next word together are longer than such a line (a shorter
// word is moved whole, not cut); no tab stands on either line (a table); and
// the word holds "/", "=", "&", "?", "%", "#", "~", "_", a dot inside it, or
// letters mixed with digits, or completes the scheme of a URL in a query
// ("…/url?ht" and "tps://raw…"). A word starting with "/" continues a URL the
// same way when its first chunk would not have fitted (Sphinx breaks before
// "/gpg-"). A URL too long for any line, cut where the line is full, may
// leave a tail alone on the next line ("…/merge_requests/9" and "5", as fold
// -s cuts): a tail that is no word of letters goes on. TestCutInWord measures
// it. A bare URL opened by an emphasis
// marker ("*http://x/a") goes on when the next line's first word ends with
// that marker ("/#b-c*"). In a quotation or a comment, a bare URL goes on only
// on a line with the same prefix ("// https://x/a.html" and code after it are
// two things). Inside <...> a line break may cut even the scheme ("<ht" and
// "tps://host/>").
//
// TestRenderedCorpora measures all of it on text that w3m, lynx, html2text
// and pdftotext rendered from real manuals (testdata/rendered), with a part
// kept out of tuning.
//
// A line break right after a hyphen: the hyphen is kept in URL.Text and
// its index is in URL.HyphenBreak, the one record of it; URL.DropHyphens
// gives the reading without it (Appendix E: "the hyphen may or may not
// actually be part of the URL"). A line break that two readings of the text
// around leave open gives the less likely reading in URL.Uncertain.
//
// # How the code is laid out
//
// One file per stage a candidate goes through, each behaviour above in
// one function:
//
//   - scanner.go: the Scanner, its buffer of windows (fill; move, or
//     the buffer Options.Place gives, where a reader keeps what it read:
//     lint's follower of example lines), the line accounting (posAt), and Scan, which finds the next trigger byte
//     (find, spaceAfterColon) and hands it to the machine. At each colon
//     its search passes it also looks for Options.Marker (markColon;
//     markTo for the colons a candidate or a skipped run read past), and
//     Searched says how far the search went and on what line: lint finds
//     its suppression comments so, without a search of its own.
//   - trigger.go: where a candidate starts. candidate dispatches on the
//     trigger byte: colon (a scheme, <URL:...>, a word glued to a scheme,
//     gluedKnownScheme; a defanged "hxxp" is none, defanged), relAngle and
//     relMarkdown (Options.Relative), abbrev (Options.Abbreviated).
//     schemeBrokenInAngle reads "<ht" and "tps://" on the next line;
//     runWithFallback reads a candidate again as a bare URL when <...>
//     does not hold one.
//   - wrapper.go: what stands around a candidate. detectWrapper and
//     detectOpener read the bytes before the scheme into a wrapper value
//     (its Delimiter, closer, whether brackets balance inside, whether it
//     is strong or typeset, the emphasis glued before it); runeWrappers is
//     the table of non-ASCII pairs. Delimiter.Strong and Delimiter.Bare
//     tell the callers (lint) what a delimiter is.
//   - machine.go: the state machine. run goes from line to line
//     (stLine, stSpace, stBreak, stDone, stFail) over a view of the
//     Scanner's buffer; line reads the URL characters of one line and says
//     why they stopped (stop), with the byte classes of class.go,
//     balanced brackets and the end of a token (tokenGoesOn), and code
//     escapes (isCodeEscape).
//   - rejoin.go: whether a URL goes on after a line break. continues
//     gathers the facts of the break once (breakFacts: the next line's
//     first word, the byte before the break, the line's width and the
//     fill of the text around, these two when first asked for), then asks
//     the named rules of rejoinRules in order (decide); each rule has the
//     case that asked for it, which TestRejoinRules runs. The rules use
//     plainlyContinues, secretContinues, wouldHaveFitted, cutInWord,
//     emphasisClosed; nextLine skips the next line's indentation and
//     prefix (computeMarker), and notes a prefix lost.
//   - rejoin_layout.go: the column model of pdftotext -layout (rule
//     column): nextLine asks columnNext for the word at the URL's column
//     on the next line when a gutter stands there line after line
//     (gutterAt, columnGap, columnWord).
//   - trim.go: what is removed from the end (trim: punctuation, an
//     emphasis, a possessive, an opener left open) and a list in the site
//     (siteList).
//   - accept.go: what a candidate must hold to be reported (finish:
//     absoluteOK, noSlashOK with urlsyntax's table of schemes,
//     relativeOK, abbrevOK).
//   - emit.go: the accepted candidate stored as the Scanner's URL, with
//     the positions of its pieces (URL.SourcePos maps back through them).
//   - extract.go, iter.go: the URL and Options types; All and Strings.
//   - part.go: a Part of a larger text read on its own (ResetPart): the
//     cuts a part may begin at (CutAfter), the bytes around it a candidate
//     looks at (Options.Context), its lines numbered from its own start
//     (the printer renumbers them in turn), and the Handoff to the
//     next part, which starts afresh where it is Fresh and goes on from it
//     otherwise.
//   - text.go: the size of the blocks the URLs' texts are cut from
//     (textChunk, the Scanner's internal/arena.Arena), and
//     the raw text around a URL that its secret reading reads in place
//     (rawText).
package extract
