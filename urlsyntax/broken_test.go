package urlsyntax

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestBrokenSecretFrom: where the secret starts in a URL whose piece
// after its last ":" is a password's.
func TestBrokenSecretFrom(t *testing.T) {
	for _, tt := range []struct {
		url  string
		want int
	}{
		{"HTTPS://u:@Xb:6c", 10},          // from the user name's ":" (leak-probe seed 719)
		{"postgres://a@b.com:@Xb:6c", 19}, // a user name that holds "@"
		{"http://user:pass@host:ab", 12},
		{"https://alice:pa@ss:12/ab9Xq", 14},                         // review57 R7: the "@" and "ss:" are the password's
		{"http://alice:ab", 13},                                      // no "@": the piece's ":"
		{"https://ghp_0123456789abcdefghijklmnopqrstuvwxyzAB:pw", 8}, // a token
	} {
		p := strings.LastIndexByte(tt.url, ':') + 1
		if got := BrokenSecretFrom(tt.url, p); got != tt.want {
			t.Errorf("BrokenSecretFrom(%q, %d) = %d, want %d", tt.url, p, got, tt.want)
		}
	}
}

// TestBrokenPassword: the piece of a password before a line break that
// the URL ends at, told from a port, a path and a next line that names
// no host after an "@".
func TestBrokenPassword(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 5))
	for _, tt := range []struct {
		url, after string
		wrapped    bool
		joined     bool
		lo         int // -1: none
	}{
		{"http://u:Lxyz", "\nj @h.example.org/x>", true, false, 9},
		// Bare, with white space in the rest (not beside the line
		// break): the rest of the password when a host name follows
		// its "@" and the URL ended inside its userinfo; any host for a
		// piece that is no port (not all digits), since stop 36.
		{"http://u:Lxyz", "\nj @h.example.org/x>", false, false, 9},
		{"http://u:Lxyz", "\nj @intranet/x", false, false, 9},
		{"svn+ssh://x_y:=_0B", "\t@db1.example.com:27017,db2.example.com:27017/x", false, true, 14},
		{"https://alice:x", "` \ud55c \nm@10.1.2.3/a now", false, false, 14},
		{"http://u:ab", " cd\u3000e\u00a0f\ng h@localhost/", false, false, 9},
		{"http://u:ab", " cd\ng h@[2001:db8::1]/", false, false, 9},
		{"http://u:Lxyz", "\n see bob@example.com", false, false, 9},
		{"http://u:Lxyz", "\n see bob@example", false, false, 9},
		{"http://u:Lxyz", "\n see bob/x@example.com", false, false, -1},
		// A URL whose host or path stood: the rest is prose (w3m's
		// HISTORY: "ftp://user:password@host/file 形式に対応。<
		// さん⏎tnh@aurora.dti.ne.jp").
		{"ftp://user:password@host/file", " \u5f62\u5f0f\u306b\u5bfe\u5fdc\u3002< \u3055\u3093\ntnh@aurora.dti.ne.jp THANKS!", false, false, -1},
		{"http://u:a@bcd", " and\ne@h.example.org/", false, false, -1},
		// ... unless the rest's host is a registry name no host name
		// starts with (TestRegNameHostPasswords, seed 467).
		{"HTTPS://alice:L(93O@um", "\tr\ny@_sip._tcp.example.com/x now", false, false, 14},
		{"http://u:a@bcd", " and\ne@%41gw/", false, false, 9},
		// ... or when white space alone stands before the rest's "@".
		{"postgres://alice:L(93-O@umry", "\u3000@b\u00fccher.example/x now", false, true, 17},
		{"http://u:a@bcd", " \n @h.example.org/", false, false, 9},
		// An "@" whose host is no host name: the password's (seed 263).
		{"git+ssh://u:ß@$éq", "\r\n\tn\u00a0@h.example.org/x now", false, false, 12},
		// Any host then, a one-word one too: the URL is invalid as it
		// stands (seed 307: "\thttp://alice:@,{;P J⏎K@intranet/").
		{"git+ssh://u:ß@$éq", "\r\n\tn\u00a0@intranet/x now", false, false, 12},
		{"http://alice:@,{;P", " J\r\nK@intranet/x now", false, false, 13},
		{"http://u:a@b{c", " d\ne@h.example.org/", false, false, 9},
		{"postgres://ocmdgk@yis.com:C/Y", " z\n`]@b\u00fccher.example/", false, false, -1},
		// A port, or a path, then prose: a port stays one.
		{"http://example.org:8080", "\ncontact: bob@example.com", false, false, -1},
		{"http://example.org:8080/a", "\ncontact: bob@example.com", false, false, -1},
		{"http://u:Lxyz", "\njx@h.example.org/x", false, false, 9},
		{"git+ssh://alice:cLe", "\n«”@h.example.org/»", true, false, 16},
		{"HTTPS://:PsZ", "\r\n0]@db1.example.com:27017/", false, false, 9},
		{"HTTPS://:PsZ", "\r0]@db1.example.com/", false, false, 9},
		{"HTTPS://:PsZ", "\u20280]@db1.example.com/", false, false, 9},
		{"HTTPS://:PsZ", "\u00850]@db1.example.com/", false, false, 9},
		{"HTTPS://:PsZ", " \n\t0]@db1.example.com/", false, false, 9},
		{"HTTPS://:PsZ", "-\n0]@db1.example.com/", false, false, 9},
		{"http://a@b.com:QXZ", "\nJKV@host.example.org/", false, false, 15},
		{"http://u:a@bcd", "\ne@h.example.org/", false, false, 9},
		{"http://u:a@bcd:80", "\ne@h.example.org/", false, false, -1},
		{"http://u:p:q", "\nr@h.example.org/", false, false, 9},
		{"http://u@[2001:db8::1]:ab", "\nc@h.example.org/", false, false, 23},
		// A "/" in the password: the piece after the ":" is no port.
		{"postgres://ocmdgk@yis.com:C/Y", "\n`]@bücher.example/a/b.html.", false, false, 26},
		{"http://h.example:8080/Y", "\n`]@bücher.example/", false, false, -1},
		// An empty port, then "/": a password that starts with "/"
		// ("http://deploy:/C ⏎ 한@db1.example.com/", leak-probe seed 613;
		// -1 before stop 45), read as any piece that is no port.
		{"http://h.example:/Y", "\nx@bücher.example/", false, false, 17},
		{"http://h.example:/Y", "\nsee x@bücher.example.", false, false, -1},
		{"http://h.example:/Y", " and\nx@bücher.example.", false, false, -1},
		// After a host name, the path is a password's only before a
		// URL's site (TestPercentComments' lines of any bytes).
		{"http://i.example.org:/3p", " \nNdd@E?vox l'T$5'oB;aUX{cOx}@D", false, false, -1},
		{"http://i.example.org:/3p", "\nNdd@db1.example.com now", false, false, 21},
		{"ftp://admin:/中r", " -\n中@ss:0/x{y}>", true, false, 12},
		// A user name alone and its "@" (the URL ended before the
		// password's ":"): the "@" is the piece.
		{"git+ssh://q}0}C@", ":\t\n بH@github.com/~u/%7e/\".", true, false, 15},
		{"postgres://q}0}C@", ":\"2 \r\n\tبEh)@_gateway/x⟩\".", true, false, 16},
		{"git+ssh://q}0}C@", "\n بH@github.com/~u/%7e/\".", true, false, -1},
		{"http://alice@", " wrote:\nbob@example.org/x", false, false, -1},
		// The ":" at the start of the next line, after every kind of
		// break (review45 M1).
		{"FTP://q}0}C@", "\n:s3cretpw@localhost/x\n", false, false, 11},
		{"FTP://q}0}C@", " \n:s3cretpw@localhost/x\n", false, false, 11},
		{"FTP://q}0}C@", "\r\n:s3cretpw@localhost/x\n", false, false, 11},
		{"FTP://q}0}C@", "\n  :s3cretpw@localhost/x\n", true, false, 11},
		{"FTP://q}0}C@", "\n\n:s3cretpw@localhost/x\n", false, false, -1},
		// A user name that holds "@" (a mail address) and the ":" the
		// URL left out, then a line break (review45 M1): its last "@"
		// and what follows it are the piece. On one line, prose.
		{"FTP://a@b.com", ":\ns3cretpw@localhost/x\n", false, false, 7},
		{"FTP://a@b.com", ": \ns3cretpw@localhost/x\n", false, false, 7},
		{"FTP://a@b.com", ":\r\ns3cretpw@localhost/x\n", false, false, 7},
		{"FTP://a@b.com", ":\n  s3cretpw@localhost/x\n", true, false, 7},
		{"FTP://a@b.com", "\n:s3cretpw@localhost/x\n", false, false, 7},
		{"ftp://ops@corp.example", ":\ns3cretpw@intranet/x", false, false, 9},
		{"FTP://a@b.com", ": bob@example.com now", false, false, -1},
		{"FTP://a@b.com", ":s3cretpw@localhost/x", false, false, -1},
		{"FTP://a@b.com/x", ":\ns3cretpw@localhost/x", false, false, -1},
		{"FTP://a@b.com", ":\ns3cretpw/x@localhost/x", false, false, -1},
		// The next line after such a URL and its ":" is prose where it
		// writes a mail address (review46 M3): the first word runs to an
		// "@" and a host that no "/" follows, and the word is an
		// address's local part; or its "@" stands after other words and
		// no URL's site follows it.
		// An access token alone in its authority, then one blank line
		// or two and an "@" before a URL's site (stop 47).
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789AB", " \n\n@github.com/o/r.git\n", false, false, 8},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789AB", " -\r\n\r\n\n@github.com/o/r.git\n", false, false, 8},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789AB:s3crPw", "\n\n@h.example.org/x\n", false, false, 51},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789AB", "\n\n@angular\n", false, false, -1},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789AB", "\n\nhello\n@github.com/o/r.git\n", false, false, -1},
		{"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789AB", "\n\n\n\n\n@github.com/o/r.git\n", false, false, -1},
		{"https://h.example.org", "\n\n@angular/core\n", false, false, -1},
		{"http://admin@intranet.example.com", ":\nops@example.com\n", false, false, -1},
		{"http://admin@intranet.example.com", ":\nops@example.com.\n", true, false, -1},
		{"http://admin@intranet.example.com", ": \r\n(first.last+tag@example.co.uk)\n", false, false, -1},
		{"http://admin@intranet.example.com", ":\ns3cretpw@localhost\n", false, false, -1},
		{"http://admin@intranet.example.com", ":\nwrite to ops@example.com now\n", false, false, -1},
		{"http://admin@intranet.example.com", ":\nthen install @angular/core\n", false, false, -1},
		{"http://admin@intranet.example.com", ":\nthanks @bob for this\n", false, false, -1},
		{"http://admin@intranet.example.com", "\n:ops@example.com\n", false, false, 12},
		// ... and a password's where the host is a URL's site (a "/"
		// follows it, or a registry name), or the word holds a byte no
		// address's local part holds.
		{"http://admin@intranet.example.com", "\n:s3c!ret@example.com\n", false, false, 12},
		{"FTP://a@b.com", ":\ns3cretpw@localhost:21/x\n", false, false, 7},
		{"FTP://a@b.com", ":\ns3cretpw@_gateway\n", false, false, 7},
		{"FTP://a@b.com", ":\ns3c!retpw@localhost\n", false, false, 7},
		{"FTP://a@b.com", ":\n'pw'@h.example.org\n", false, false, 7},
		{"FTP://a@b.com", ":\nab cd@h.example.org/x\n", false, false, 7},
		{"FTP://a@b.com", ":\nab cd@h.example.org\n", false, false, -1},
		{"FTP://a@b.com", ":\nab/cd@h.example.org/x\n", false, false, -1},
		{"FTP://a@b.com", ":\nsee x/y then z@h.example.org/x\n", false, false, -1},
		// In a wrapper, a "/" after white space the URL ended at is
		// the password's (leak-probe seed 223).
		{"http://\u0628\u6587\u2010:^T", "\t/\ny@ss/@scope/pkg> now", true, false, 16},
		{"http://u:ab", " c/d\ne@h.example.org/>", true, false, 9},
		{"http://u:ab", " c/d\ne@h.example.org/", false, false, 9},     // since stop 49 (review49 H4)
		{"http://u:ab", " c/d\ne@h.example.org now", false, false, -1}, // no URL's site: prose
		{"http://u:ab", "/d\ne@h.example.org/>", true, false, 9},       // since stop 49 (review49 H4)
		// A "[" after the host's start opens no IP literal.
		{"http://y$8[9Xg:^m", "\r\n\t F\t@localhost:443/", true, false, 15},
		{"http://[::1]:ab", "\nc@h.example.org/", false, false, 13},
		// A template (GNU parallel's texinfo): a host in brackets, each
		// "[" counts; nothing to hide.
		{"vendor://[[user][:password@][host][:port]/[db]/table", "\nx@h.example.org/", false, false, -1},
		// A port: the PortLike convention (a line break is white space).
		{"http://u:7", "\n4AGY@intranet/", false, false, -1},
		// Digits and a ":" glued to more: no port (no port is followed
		// by another ":"), a password's, white space in its rest and a
		// one-word host after its "@" too (leak-probe seed 691).
		{"HTTPS://alice:1", ":^1\t3jf\u00e9B7\r%@intranet/x now", false, false, 14},
		{"http://u:8080", ":{x y\nz@db/x", false, false, 9},
		// So are digits and a "]" the URL kept with more after it, on
		// one line too (review48 G1); a "\\" ends a port, a Windows
		// path's (review48 G7).
		{"https://alice:12]ab", " cd@h.example.org/x now", false, false, 14},
		{"http://alice:1]u", " j60$p\r\n@db1.example.com:5432/x now", false, false, 13},
		{"http://localhost:8080\\path", " then c@d.example.org", false, false, -1},
		// ... but a "\\" the URL kept with more after it, then an "@" and
		// a URL's site later on the line, is a password's (G1's other
		// half, stop 49).
		{"https://alice:12\\ab", " cd@h.example.org/x now", false, false, 14},
		{"https://alice:12\\ab", "\tcd@intranet/x now", false, false, 14},
		// ... and across a line break, the bytes after the "\\" glued to
		// it and the next line's word glued to an "@" and a host
		// (review49 H9, trust17); in a wrapper too, where the URL ended
		// at the "\\".
		{"ftp://alice:5866\\V#C{x", "\n  L@h.example.org now", false, false, 12},
		{"postgres://alice:5", "\\]`5\n  aTjhp@h.example.org/x} now", true, false, 17},
		{"http://localhost:8080\\path", "\nthen c@d.example.org", false, false, -1},
		// ... but a string escape of source code after the digits ends
		// the URL at its "\\", whatever the next line holds (review50
		// J11).
		{"http://localhost:8080", "\\n\"\n  ops@example.org", true, false, -1},
		{"http://db:5432", "\\\\\"\n  # ops@intranet/x", true, false, -1},
		// ... where the string closes after it (a wrapper's closer on
		// the line): a string escape that runs on, unclosed, to the
		// line break is the password's punctuation, as in a bare URL
		// (H9's second half: -backslashseed 0 showed "9" of "9\\rfne2V").
		{"https://alice:9", "\\rfne2\nV@h.example.org/x) now", true, false, 14},
		{"postgres://alice:1353", "\\U\r\nvy@_gateway/x»", true, false, 17},
		{"https://u:597", "\\\"y\nJ@h.example.org/x⟩.", true, false, 10},
		// A line break of Unicode's (U+2028, U+0085) ends the
		// punctuation after the digits as "\n" does ("2\\)⏎01*" read
		// as port 2 across U+2028: -backslashseed 0).
		{"http://x_y:2", "\\)\u202801*@_gateway/x now", false, false, 11},
		{"http://x_y:2", "\\)\u008501*@intranet/x now", true, false, 11},
		// A Windows path after a port, then prose that names a mail
		// address on the next line (review50 J11's third shape).
		{"http://10.0.0.1:80\\share", "\\x\nmailto ops@example.org/x", false, false, -1},
		{"http://localhost:8080\\share\\docs", "\nthen contact bob@intranet/wiki", false, false, -1},
		// ... a path's alone: other punctuation that ends no sentence
		// shows a password, whatever words follow (TestWhiteSpaceFixedPasswords).
		{"http://alice:12", "!^\na b@intranet/x", false, false, 13},
		// Digits, punctuation glued to them up to the line break, and a
		// next line's word glued to the cut that starts with "/" and runs
		// to an "@" and a URL's site (closing-48 item 4); not after a
		// "/" (a path that holds an npm scope).
		{"postgres://x_y:8", "\u00ab3b+75En\u00e9\n/Xs/ab@localhost/ now", false, false, 15},
		{"http://u:09", "\u201d9uk5/}\u4e2d\n/mzq@h.example.org/p", false, false, 9},
		{"http://localhost:8080", ".\n/usr/lib/node_modules/@types/node", false, false, -1},
		// ... but a ":" that white space follows is a sentence's.
		{"http://localhost:8080", ": see\nalice@intranet now", false, false, -1},
		// A piece whose "@" a host of name bytes follows, then white
		// space: the URL stands and the rest is prose; "[" and "]" stand
		// only around an IP literal ("6[t" is no host: seed 4808).
		{"postgres://u:LN@6[t", " {KK\n  x@Build-01/x now", false, false, 13},
		{"postgres://u:LN@[::1]", " {KK\n  x@Build-01/x now", false, false, -1},
		{"postgres://u:LN@6t", " {KK\n  x@Build-01/x now", false, false, -1},
		// Digits, then punctuation the URL's end left out, a line break
		// and the "@" of a host name: a password (digitsRest).
		{"http://alice:82", "!\r@localhost/x now", false, false, 13},
		// A password that starts with "@" (leak-probe seed 719): after
		// an empty password the "@" and a host name, then white space,
		// are the password's; so are a host that is no host name's and
		// its port (TestAtStartPasswords, seed 4908). "@host:port" cut
		// after its digits is a port, as digits alone are, and a piece
		// that holds a password before its "@" is prose's.
		{"postgres://a@b.com:@X\u00df", ":\r6c,\u3000\u00e9w@intranet/x now", false, false, 19},
		{"http://u:@X\u00df", ": 6\nc,\u00e9w@localhost/x now", false, false, 9},
		{"http://u:@-z\u00e9:5", "\n\u00ab3D@db/x now", false, false, 9},
		{"http://u:@Xb:6", "\nc,ew@h.example.org/x now", false, false, -1},
		{"http://u:a@bcd", " and\ne@h.example.org/ now", false, false, -1},
		// A "/" the password holds between the URL's end and the rest's
		// "@", after the user name's ":" and a piece that is no port
		// (review49 H1, H2, H4); a port and a path, or a host's ":"
		// before a path, stay.
		{"ftp://alice:yq", ")/\neU@h.example.org now", false, false, 12},
		{"https://alice:dq", "\nyYa`Y/@_gateway/x now", false, false, 14},
		{"http://alice:K/n", "\nC\u00df &@gitlab.com/x now", false, false, 13},
		{"https://alice:ab", "\ncd ef/g@h.example.org/x now", false, false, 14},
		{"https://alice:ab", "\tc/d\n@h.example.org/x now", false, false, 14},
		{"http://host:8080/a", "\nthen mail bob@example.org/x now", false, false, -1},
		{"git+ssh://git@github.com:org/repo.git", "\nand mail bob@example.org/x", false, false, -1},
		{"http://localhost:port/x", "\nmail bob@example.org/x", false, false, -1},
		// Digits that end their line, then a next line's word that starts
		// with punctuation and runs to an "@" and a URL's site (review49
		// H12, trust17); a mention quoted whole, or an npm scope, is
		// prose's; so is an address after other words, where a word no
		// address is glued to the "@" is the password's.
		{"http://alice:6", "\n'7}Bpn@h.example.org/x now", false, false, 13},
		{"http://alice:5", "\n\u201duUWG\u201d@h.example.org/x now", false, false, 13},
		{"http://localhost:8080", "\n'bob@example.org/x' wrote", false, false, -1},
		{"http://localhost:8080", "\n(@angular/core/x) now", false, false, -1},
		{"http://alice:6", "'\r\n\t7 }Bpn@10.1.2.3/x now", false, false, 13},
		{"http://alice:5", "\u201d\n  uUW\tG\u201d@localhost/x now", false, false, 13},
		{"http://localhost:8080", "'\nand bob@example.com/x now", false, false, -1},
		{"http://u:4", "\u201d\nFg84. 6@h.example.org/x", false, false, -1},
		// An "@" in the piece that no host name follows: a host name
		// after the rest's "@" will do, across white space and a "/"
		// (review49's athost.py, trust17); after a host of name bytes
		// the rest is still prose.
		{"https://alice:Zc@a~Vx", " /q\nw@h.example.org now", false, false, 14},
		{"https://alice:Zc@a~Vx", "\tq/r\nw@h.example.org now", false, false, 14},
		{"https://alice:Zc@aVx", " /q\nw@h.example.org now", false, false, -1},
		{"https://alice:Zc@a~Vx", " /q\nw@intranet now", false, false, -1},
		// A password before an "@" that no host name follows, then a
		// port's ":": the "@", the host and the port are the
		// password's, a path after them too (trust16's "***@$eUP:7",
		// trust17); after a host name the port stays.
		{"https://alice:Xy@$eUP:7", "\nq/r@h.example.org/x now", false, false, 14},
		{"https://alice:Mv@$x:01/i\u2019", "\nt:g@intranet/~u/%7e/ now", false, false, 14},
		{"https://alice:Xy@eUP:7", "\nqr@h.example.org/x now", false, false, -1},
		// A template's host reads so too; with a path of its own the
		// piece then needs a URL's site after the rest's "@" (white
		// space in the rest); without one, any host (the price).
		{"http://u:p@${HOST}:8080/x", "\nmail bob@example.org now", false, false, -1},
		{"http://u:p@${HOST}:8080/x", "\nmail bob@example.org/x now", false, false, 9},
		{"http://u:p@$HOST:8080", "\nmail bob@example.org now", false, false, 9},
		// A password that holds "@", then a name that is no host's,
		// ":", digits, "/" and more (review57 R7): the piece from the
		// digits (BrokenSecretFrom hides it from the userinfo's ":"),
		// before any host after a user name's; after a host's name
		// (portHost) a port and a path.
		{"https://alice:pa@ss:12/ab9Xq", "\nZk3Lm@db.example.com/x", false, false, 20},
		{"https://alice:pa@ss:12/ab9Xq", "\nZk3Lm@intranet/wiki", false, false, 20},
		{"https://alice:pa@ss:12/ab9Xq", "\nZk3Lm@h.example.org", false, false, -1},
		{"https://alice:pa@ss.example.com:12/ab9Xq", "\nZk3Lm@db.example.com/x", false, false, -1},
		// The price: a password, then a service's bare name, a port and
		// a path, before a next line's word, an "@" and a host a path
		// follows: the name, port and path are hidden with the password.
		// Not before an entry of an address ("KEY=me@host", trust32's
		// entryAddress) nor an address of prose.
		{"http://user:pw@db:5432/app", "\nbob@intranet/wiki", false, false, 18},
		{"http://user:pw@db:5432/app", "\nMAIL_FROM=ops@example.com", false, false, -1},
		{"http://user:pw@db:5432/app", "\nops@example.com", false, false, -1},
		{"http://user:pw@db:5432/app", "\nmail ops@example.com", false, false, -1},
		// After an empty password, a host name and a piece after its
		// ":" that is no port: the "@" is the password's, and so is a
		// "/" in the rest (TestAtSlashBreakPasswords, seed 4992; trust17).
		{"postgres://alice:@y:37w", "\n6\u00bbv(/@localhost\u203a.", false, false, 20},
		{"postgres://alice:@y:37", "\n6\u00bbv(/@localhost\u203a.", false, false, -1},
		// An access token cut by white space on its line (review49 H3),
		// once or more (review52 L2, stop 53): words of a token's bytes,
		// the last up to its "@"; a head that is a token by its shape
		// alone takes any such words (until stop 53 "and mail" was
		// prose after it); a head that is no token takes them where all
		// read together are one.
		{"https://ghp_0123456789abcdefghijKLMNOP", " QRSTUVwxyz@github.com/o/r now", false, false, 8},
		{"git+https://glpat-a8v89MLcTwoTS", " z7sm9PaYILj0WCnPTLAyZAy:FMCuvYme@github.com/o/r.git>", true, false, 12},
		{"https://ghp_0123456789abcdefghijKLMNOP", " and mail bob@example.com/x", false, false, 8},
		{"https://ghp_2THJQDvfc9NJHf", " diakfnGJAB LNbRVQTZ3o@github.com/o/r now", false, false, 8},
		{"https://2THJQDvfc9NJHfdiakfnGJABLNbRVQTZ3o12", " Xy zW@github.com/o/r now", false, false, 8},
		{"https://ghp_2T", "\t HJQ\u3000Dvfc9NJHf diakfnGJAB LNbRVQTZ3o:x-oauth basic@github.com/o/r now", false, false, 8},
		{"https://ghp_2T", " HJQDvfc9NJHf diakfnGJAB\nLNbRVQTZ3o@github.com/o/r now", false, false, 8},
		{"https://ghp_2T", " HJQDvfc9NJHf diakfnGJAB\nLNb\nRVQTZ3o@github.com/o/r now", false, false, 8}, // up to 3 line breaks since stop 57 (tokenBreaksMax)
		{"https://ghp_0123456789abcdefghijKLMNOP", " (or mail bob@example.com/x)", false, false, -1},
		{"https://ghp_0123456789abcdefghijKLMNOP", " a/b mail bob@example.com/x", false, false, -1},
		{"http://localhost", " and then mail the ops team at bob@example.com/x", false, false, -1},
		{"http://localhost", " on port 8080 mail ops@example.com/x", false, false, -1},
		{"https://ghp_2THJQDvfc9NJHf", " diakfnGJAB\n\nLNbRVQTZ3o@github.com/o/r now", false, false, -1},
		{"http://alice:82", "! \n  @h.example.org/x", true, false, 13},
		{"http://alice:82", "!\n@intranet/x", false, false, -1},
		// The next line may start with the password's punctuation before
		// its "@" (leak-probe seed 499 showed "85" as a port); never a
		// word of letters or a path.
		{"http://alice:85", "”\n^«`?@db1.example.com:27017,db2.example.com:27017/x> now", false, false, 13},
		{"http://alice:85", "!\n  ~(@h.example.org/x", false, false, 13},
		{"http://:85", "” ^«`-\n?@[2001:db8::1]:0/x now", false, false, 8},
		// review40: letters after the punctuation the line starts with; a
		// mail quote's ">" is no password's.
		{"http://alice:8537", "!\n^a`?@db1.example.com/x> now", false, false, 13},
		// After punctuation that ends no sentence, a next line's word
		// of any bytes up to an "@" and a host with a path (review41
		// F1, leak-probe seed 557); a sentence's end, or no path, is
		// prose.
		{"http://u:7", "«\n66l@@h.example.org/x now", false, false, 9},
		{"http://u:7", "«\nab@intranet/x now", false, false, 9},
		{"http://localhost:8080", ".\ngit@github.com:user/repo.git", false, false, -1},
		{"http://localhost:8080", "«\nbob@example.org wrote", false, false, -1},
		{"http://localhost:8080", ".\n>@bob.example.net said", false, false, -1},
		// ... unless what follows it on its line is the password's rest
		// and a URL's site: a host name, then a path or a port.
		{"http://alice:85", "!\n>x@db1.example.com/", false, false, 13},
		{"http://alice:85", "!\n>@db1.example.com:27017/x", false, false, 13},
		{"http://alice:85", "!\n>^a`?@[2001:db8::1]:0/x", true, false, 13},
		{"http://localhost:8080", ".\n>alice@example.org wrote", false, false, -1},
		// After the quote's depth and its white space, the line reads as
		// a bare one does: a word to an "@" and a host with a path is the
		// password's rest ("8080.⏎alice@example.org/x" is masked bare,
		// bb9f905; review42 F5).
		{"http://localhost:8080", ".\n> alice@example.org/x", false, false, 17},
		{"http://localhost:8080", ".\n>alice@example.org", false, false, -1},
		{"http://localhost:8080", ".\n>x/y@example.org/", false, false, -1},
		// Any host with a path after a quoted word: the generator's own
		// "85!⏎>x@intranet/x" (review41 F1).
		{"http://localhost:8080", ".\n>alice@intranet/", false, false, 17},
		{"http://alice:85", "!\n>x@intranet/x now", false, false, 13},
		{"http://alice:85", "!\n>x@db/x now", false, false, 13},
		{"http://alice:85", "!\n>x@Build-01/x now", false, false, 13},
		// No host before the ":": digits are read as a port's (review41
		// F2), other pieces as any piece of a password, with any host
		// after the "@" (seed 499's third shape showed "85").
		{"http://:85", "” ^«`-\n?@db/x now", false, false, 8},
		{"http://:85", "\n?@db/x now", false, false, 8}, // an empty user name is a user's (since stop 61; review41 F2 read a port): as "http://deploy:85"
		{"http://:85", "”\n^a@intranet/x", true, false, 8},
		{"http://:8080", "\nalice@example.org wrote", false, false, -1},
		{"http://u@:85", "! x\ny@db/x", false, false, 10},
		{"http://:9#i", "`X@localhost/x`", true, true, 8},
		{"http://:85", "\n see /x@db/", false, false, -1},
		{"http://:85", "\n\n@db/", false, false, -1},
		// After the password's punctuation at the next line's start, any
		// host that a path follows (seed 499: "«HTTPS://u:85”⏎^«`?@Build-01/x»",
		// "[link](http://u:85”^⏎«`?@Build-01/x)"); an npm scope after a
		// port too, the price of it.
		{"HTTPS://u:85", "”\n^«`?@Build-01/x» now", true, false, 10},
		{"http://u:85", "”^\n«`?@Build-01/x) now", true, false, 9},
		{"http://alice:85", "!\n?@intranet/x", false, false, 13},
		{"http://alice:85", "” ^«`-\n?@db/x now", false, false, 13},
		{"http://[::1]:85", "”\n?@db/x now", false, false, 13},
		{"http://alice:85", "!\n|a@_gateway/x", false, false, 13},
		{"http://localhost:8080", ".\n(@angular/core)", false, false, 17},
		{"HTTPS://u:85", "”-\n^«`? @Build-01/x> now", true, false, 10},
		{"http://u:85", "”-\n^«`? @Build-01/x now", false, false, 9},
		{"http://localhost:8080", ".\n-- @bob said", false, false, -1},
		// ... or after punctuation on the digits' line that ends no
		// sentence (seed 499: "“HTTPS://a@b.com:85”^«`?⏎@intranet/x”").
		{"HTTPS://a@b.com:85", "”^«`?\n@intranet/x” now", true, false, 16},
		{"http://u:85", "^\n@db/x", false, false, 9},
		{"http://u:85", "”)!\n@db/x", false, false, -1},
		{"http://localhost:8080", "…\n@angular/core", false, false, -1},
		// review41 F1: digits, punctuation, then words of any bytes on
		// the digits' line, and a next line's first word that runs to an
		// "@" and a host with a path.
		{"http://u:7", "«6\n6l@@intranet/x now", false, false, 9},
		{"http://alice:8537", "”\nab@intranet/x now", false, false, 13},
		{"HTTPS://u:12", "! ^a-\n b@db/x> now", true, false, 10},
		{"http://a@b.com:7", ". x-\ny@intranet/x now", false, false, 15},
		{"http://a@b.com:7", ". x-\ny@Build-01/x now", false, false, 15},
		{"http://localhost:8080", ". See the\nwiki at bob@intranet/x", false, false, -1},
		{"http://localhost:8080", ". see\nbob@example.org", false, false, -1},
		{"http://localhost:8080", ", see http://x/\nbob@intranet/x", false, false, -1},
		// review41 F6: a list's bullet, then a mail domain: prose.
		{"http://localhost:8000", ".\n- @example.com users need the VPN.", false, false, -1},
		{"http://localhost:8000", ".\n- @example.com users", false, false, -1},
		{"http://localhost:8000", ".\n• @example.com users", false, false, -1},
		// The next line's "//" or mail quote, as the password's line
		// carries it, is no byte of the password (review42 F5).
		{"http://alice:8537", "”\n// ab@intranet/x now", false, false, 13},
		{"http://alice:8537", "”\n> ab@intranet/x now", false, false, 13},
		{"http://alice:8537", "”\n>> ab@intranet/x now", false, false, 13},
		{"http://a@b.com:45", "»<^\n> -1@localhost/x> now", false, false, 15},
		{"http://localhost:8080", ".\n> alice@example.org wrote", false, false, -1},
		{"http://localhost:8080", ".\n>> @bob.example.net said", false, false, -1},
		// A comment's marker is no bullet (review42 F6): " * " continues a
		// C comment, "%% " Erlang's, "; " Lisp's, "# " a shell's.
		{"http://localhost:8000", ".\n* @example.com users", false, false, 17},
		{"http://alice:82", "!\n%% @h.example.org> now", false, false, 13},
		{"http://alice:9842", "“\n; @h.example.org now", false, false, 13},
		{"http://alice:0", "……\n# @h.example.org now", false, false, 13},
		{"http://localhost:8000", ".\n=> @example.com users", false, false, -1},
		{"http://localhost:8000", ".\n- @db/x", false, false, 17},
		// scp's "host:path" is no URL's site (review41's last shape).
		{"http://localhost:8080", ".\ngit@github.com:user/repo.git", false, false, -1},
		{"http://localhost:8080", "«\ngit@github.com:user/repo.git", false, false, -1},
		{"http://localhost:8080", "«\ngit@github.com:22/repo.git", false, false, 17},
		// review41 F2: no host, digits, and prose with white space
		// before an address: a port of nothing, shown.
		{"http://:8080", " by\ndefault; mail ops@example.com.", false, false, -1},
		{"http://:8080", "\nContact admin@example.com for help.", false, false, -1},
		{"http://:8080", "\nthen ssh deploy@prod1/", false, false, -1},
		{"http://:80", " and\nwrite to root@localhost now", false, false, -1},
		{"http://:8080", "\nadmin@example.com", false, false, -1},
		{"http://:8080", ":\n• contact: bob@example.org", false, false, -1},
		{"http://localhost:8080", ":\n• contact: bob@example.org", false, false, -1},
		{"http://a@b.com:7", ":\n'#V2ZßH.@Build-01/x now", false, false, 15},
		// The URL crossed the line break before its digits: the rest on
		// their line (seed 499), letters too, as on one line (review41
		// F1, leak-probe seed 509).
		{"git+ssh://a@b.com:8537", "”ab@db/x” now", true, true, 18},
		{"git+ssh://u:014", "'.oßI@_sip._tcp.example.com/x' now", true, true, 12},
		{"git+ssh://u:014", "'. oßI@_sip._tcp.example.com/x' now", true, true, -1},
		{"git+ssh://a@b.com:85", "”^«`?@intranet/x” now", true, true, 18},
		{"git+ssh://a@b.com:85", "” ^«`?@db1.example.com/x now", false, true, 18},
		{"http://example.org:8080", ".@example.org wrote", false, true, 19}, // as on one line
		{"http://example.org:8080", ". alice@example.org wrote", false, true, -1},
		{"http://localhost:8080", ".\n?@bob said", false, false, -1},
		{"http://localhost:8080", ".\n(@bob) said", false, false, -1},
		{"http://localhost:8080", ".\n@angular/core", false, false, -1},
		{"http://localhost:8080", ".\n(see @angular/core)", false, false, -1},
		// A host stood before the ":": its port (PortLike). Since stop
		// 54 "alice" is a user name's there, as on one line since stop
		// 53 ("http://alice:85?@db/x" is "http://alice:***@db/x"):
		// digitsPathRest.
		{"http://alice:85", "\n?@db/x now", false, false, 13},
		{"http://[::1]:85", "\n?@db/x now", false, false, -1},
		{"http://[::1]:85", "\n@db/x now", false, false, -1},
		{"http://alice:8080", "\nalice@example.org wrote", false, false, -1},
		{"http://example.org:8080", ".\n(alice@example.org) wrote", false, false, -1},
		{"http://example.org:8080", ".\n\"alice@example.org\" wrote", false, false, -1},
		{"http://example.org:8080", ".\n*alice@example.org*", false, false, -1},
		{"http://example.org:8080", ". :) --\n@Override", false, false, -1},
		{"http://example.org:8080", ". see\n@h.example.org", false, false, -1},
		{"http://example.org:8080", ".\n-- alice@example.org", false, false, -1},
		{"http://example.org:8080", ".\n/@h.example.org", false, false, -1},
		{"http://example.org:8080", ".\nalice@example.org wrote:", false, false, -1},
		{"http://example.org:8080", ",\n@Override", false, false, -1},
		{"http://u:7", "!\n4AGY@intranet/", false, false, 9}, // a password's since stop 42 (review41 F1)
		{"http://u:7", "!\n4AGY@example.org wrote", false, false, -1},
		{"http://example.org:8080", "\nalice@example.org", false, false, -1},
		{"http://[2001:db8::1]", "\nalice@example.org", false, false, -1},
		// A path, or no ":" in the authority.
		{"http://example.org:8080/a", "\nalice@example.org", false, false, -1},
		{"http://example.org", "\nalice@example.org", false, false, -1},
		{"http://u:", "\nx@h.example.org", false, false, -1},
		// No line break after the URL, or no host after the "@", or the
		// "@" on a later line.
		{"http://u:Lxyz", " j@h.example.org", false, false, -1},
		{"http://u:Lxyz", "\nj@ h", true, false, -1},
		{"http://u:Lxyz", "\nj/x@h.example.org", true, false, 9}, // the password's "/" since stop 49 (review49 H2)
		// A password cut onto 3 lines, one word on the line between
		// (since stop 54, review53 M4: foldedRest); not across a blank
		// line, nor a line of two words.
		{"http://u:Lxyz", "\nj\nx@h.example.org", true, false, 9},
		{"http://u:Lxyz", "\nj k\nx@h.example.org", true, false, -1},
		{"http://u:Lxyz", "\n\nx@h.example.org", true, false, -1},
		{"http://u:n^", "\u00a0\n1@h.example.org/", false, false, 9},
		// Joined: the rest of the line after the URL's end.
		{"git+ssh://:Rl7ß", "|”5@h.example.org/x”", true, true, 11},
		{"git+ssh://:Rl7ß", "|”5@h.example.org/x”", true, false, -1},
		{"http://u:ab", " cd@h.example.org/", false, true, 9},
		{"http://u:ab", " cd@h/", false, true, 9},
		{"http://u:ab", "]cd@h.example.org/", false, true, 9},
		{"mailto:u:Lxyz", "\nx@h.example.org", false, false, -1},
		// Openers alone before the "@" on the next line, after digits
		// and more of the password: the password's rest before a
		// URL's site of a dotted name or an IP address and a path
		// (closing-56's held-out leftover, stop 57); a scope's or a
		// mention's before another host.
		{"git+ssh://x_y:60121?{2oT", "\n'@10.1.2.3/x now", false, false, 14},
		{"redis://a@b.com:47#L]k&q", "\n\"@db.example.com/x", false, false, 16},
		{"http://db:4873/{2oT", "\n(@types/node)", false, false, -1},
	} {
		lo, ok := BrokenPassword(tt.url, nil, []byte(tt.after), tt.wrapped, tt.joined)
		if !ok {
			lo = -1
		}
		if lo != tt.lo {
			t.Errorf("BrokenPassword(%q, %q, %v) = %d, want %d", tt.url, tt.after, tt.wrapped, lo, tt.lo)
		}
		if ok {
			checkLinePrefixes(t, r, tt.url, tt.after, tt.wrapped, tt.joined)
		}
	}
}

// linePrefixMarkers are comments' and quotes' markers that start every
// line of a block (checkLinePrefixes draws them and bytes of the whole
// printable space).
var linePrefixMarkers = []string{"# ", "## ", "// ", "/// ", "//! ", "> ", ">> ", "> > ", "%% ", "% ", "; ", ";; ", "-- ", "' ", " * ", "* ", "| ", "! ", "#' ", "REM ", "12 ", "  > "}

// checkLinePrefixes: a password BrokenPassword finds in after, the bytes
// after a URL, is found too where the URL's line and every line of after
// start with one prefix (review42 F5: a comment's or a quote's block,
// "// see http://a@b.com:67[9⏎// \"@_gateway/x"): the markers of
// linePrefixMarkers, and one to three bytes drawn from the whole
// printable space then white space, but a list's bullets (review41 F6:
// "- " starts a list's next item, bulletsOnly).
func checkLinePrefixes(t *testing.T, r *rand.Rand, url, after string, wrapped, joined bool) {
	t.Helper()
	pres := slices.Clone(linePrefixMarkers)
	for range 8 {
		b := make([]byte, 1+r.IntN(3))
		for k := range b {
			b[k] = byte(0x21 + r.IntN(94))
		}
		pres = append(pres, string(b)+[]string{" ", "\t", "  "}[r.IntN(3)])
	}
	for _, pre := range pres {
		if bulletsOnly([]byte(pre)) {
			continue
		}
		line := pre + []string{"see ", "", "x = ", "Clone: "}[r.IntN(4)]
		a := strings.ReplaceAll(after, "\n", "\n"+pre)
		if _, ok := BrokenPassword(url, []byte(line), []byte(a), wrapped, joined); !ok {
			t.Errorf("BrokenPassword(%q) after %q hides the piece, but not after %q with the line %q", url, after, a, line)
		}
	}
}

// TestBrokenPasswordLinePrefix: the shapes of review42 F5 that leaked
// inside a comment's or a quote's block (its generator's, /tmp/r42/g:
// 66 of 1,164 cases at 53063c7), read with the URL's line; and a list's
// bullet, which is no prefix (review41 F6 keeps its port).
func TestBrokenPasswordLinePrefix(t *testing.T) {
	for _, tt := range []struct {
		line, url, after string
		wrapped          bool
		lo               int // -1: none
	}{
		{"// see \"", "http://a@b.com:67[9", "\n// \"@_gateway/x\" now", true, 15},
		// A list's bullet both lines start with, before a word glued to
		// the cut that runs to an "@" and a URL's site (seed 4926 of
		// TestDigitsColonPasswords); before an address, a list's item.
		{"+\tsee ", "svn+ssh://u:3:t{@h\u4e2dG", "\n+\tk@db1.example.com/x now", false, 12},
		{"- see ", "http://u:pw@host.example.org", "\n- bob@example.com wrote", false, -1},
		// After more of a digit-first password, a wrapper that closes
		// only after the next line's "@" holds the bullet's line too
		// (review57 R2's bullet class); bare, a list's next item.
		{"- see <", "ftp://alice:73617?m1ZkPy8", "\n- E@_gateway/x> ok", true, 12},
		{"- see {\"dsn\": \"", "mysql://deploy:44134?d", "\n- pPR@10.1.2.3/x\"} ok", true, 15},
		{"- see ", "ftp://alice:73617?m1ZkPy8", "\n- E@_gateway/x ok", false, -1},
		{"- see <", "ftp://alice:73617?m1Zk>Py8", "\n- E@_gateway/x> ok", true, -1},
		{"%% see ", "http://u:64", "{`\n%% =0«9@intranet/x now", false, 9},
		{"-- see ", "http://u:93", ".\n-- »!0@Build-01/x now", false, 9},
		{"> see <URL:", "http://a@b.com:45", "»<^\n> -1@localhost/x> now", true, 15},
		{"' see [x](", "http://u:5", "!»\n' 1.@db/x) now", true, 9},
		{" * see ", "http://a@b.com:140", ",<%9\n * c“@h.example.org now", false, 15},
		{"| see ", "http://a@b.com:2404", "“|b=\n| `@h.example.org now", false, 15},
		{"# see <URL:", "http://u:64", "“—:»Z\n# @h.example.org> now", true, 9},
		{"; see `", "http://a@b.com:6", "“[b1-\n; @h.example.org` now", true, 15},
		{">> see \"", "http://a@b.com:888", "…\n>> \"?“9!@h.example.org/x\" now", true, 15},
		{"| see ", "http://u:86", ":»\n| @_gateway/x now", false, 9},
		{"REM x = (", "svn+ssh://:8537", "”\nREM ab@Build-01/x) now", true, 11},
		{"l25\tsee \"", "HTTPS://u:8537", "”\nl25\tab@10.1.2.3/x\" now", true, 10},
		// A list's bullet starts no block: a host name alone after it
		// is a list's (review41 F6), bare and after a quote's marker.
		{"- ", "http://localhost:8000", ".\n- @example.com users", false, -1},
		{"> - ", "http://localhost:8000", ".\n> - @example.com users", false, -1},
		// Prose after a block's marker stays prose.
		{"> see ", "http://example.org:8080", ".\n> alice@example.org wrote:", false, -1},
		{"// see ", "http://localhost:8080", "\n// then import @angular/core/testing", false, -1},
		// An empty port and a path after a host name: a port's
		// exceptions hold (review45 L1): Markdown's emphasis that
		// closes around the URL, a wrapper that closes right after it,
		// an npm scope that starts the next line.
		{"**", "http://localhost:/app", "**\nthen install @angular/core", false, -1},
		{"**", "http://i.example.org:/3p", "**\nNdd@db1.example.com now", false, -1},
		{"", "http://i.example.org:/3p", "\nNdd@db1.example.com now", false, 21},
		{"(", "http://h.example.org:/x", ")\nme@intranet/wiki", true, -1},
		{"see (", "http://localhost:/x", "), and\n(@types/node)", true, -1},
		{"Open ", "http://localhost:/app", "\n@angular/core now", false, -1},
		{"Open ", "http://localhost:/app", "\n@_gateway/x now", false, 17},
		// Digits, emphasis that closes around the URL and punctuation:
		// a line-start "@" word keeps the port (review45 L3).
		{";; Open **", "mongodb+srv://localhost:0517", "**?\n @_gateway/x for help.", false, -1},
		{";; Open ", "mongodb+srv://localhost:0517", "?\n @_gateway/x for help.", false, 24},
		// The quote that closed after the digits closes again after the
		// "@"'s word: the password's, not an npm scope (trust12's open
		// shape).
		{"'", "http://alice:40682", "'\n@intranet/x'\n", true, 13},
		{"x = '", "http://alice:40682", "'\n@intranet/x' now\n", true, 13},
		{"“", "http://localhost:4200", "”\n@angular/core/testing", true, -1},
		{"(", "http://localhost:4200", ")\n(@angular/core)", true, -1},
		// Cut onto 3 or 4 lines under the prefix, one word on each line
		// between (review53 M4; since stop 54: foldedRest, tokenFolded);
		// a line of two words is prose's.
		{"// the dsn is ", "https://deploy.bot:BTWSyQ", "\n// 7RNMgCYBvM\n// KePE6y@h.example.org\n", false, 19},
		{"; ", "redis://alice:Zq", " \r\n; JJXVQ5W9XK\r\n;  V74QVQ@h.example.org.\r\n", false, 14},
		{"// see ", "http://u:Lxyz", "\n// TODO: fix\n// x@h.example.org", false, -1},
		{" * url = ", "https://ghp_Z8ZVQ2", "\n * 3K\n * 8X4X65WK933Z56JK29JK3@github.com/o/r", false, 8},
		{"-- clone `", "ftp://sk-BJKQOBAhWv6ysBwv", " \n-- j7C\n--  L67a@_gateway/db`", true, 6},
		// A marker glued to the text ("%", "$", "!"): the layout's too;
		// not a wrapper's opener that the URL follows.
		{"%clone ", "mongodb://sk-qXRfyg", "\n%jv8fZvbk2qJzXLOxk5GSWFEj1zQG7a@db/db for prod", false, 10},
		{"!url = ", "https://ghp_Ad1A6176", "\n!5y8FZzJgjyX2\n!k7lh5@10.1.2.3", false, 8},
		// Indentation before a marker glued to the text (review54 N5);
		// a port's digits are not folded (N6).
		{"    //the dsn is ", "redis://VLsmsqm9SDcL7BnbVrXmhs", "\n    //kxBX776\n    //AB\n    //nDPJHM2hRdwUm@h.example.org..", false, 8},
		{"#Server: ", "http://api:3000", "\n#(very\n#ops@intranet/wiki", false, -1},
		// An opener glued to the URL is a marker where the next line
		// does not close it.
		{"[", "https://aXHttA", " \n[w2bOFd1ACjYIfZmTEInYsw0kuaFa7y5k6B1q@10.1.2.3:5432;", true, 8},
		// Digits after a user name's ":", a line break before or after
		// the "/", "?" or "#" that follows them (leak probe 783's class,
		// since stop 54: digitsPathRest), as on one line, after an empty
		// user name too (since stop 61); after a host's name or an "@"
		// right after a "/", a port and a path; after a list's bullet,
		// the next item.
		{"see ", "ftp://deploy:39", " \n  ?{R@db now", false, 13},
		{"// ", "http://deploy:304", "? \n//   Y(N8#e@db now", false, 14},
		{"# [x](", "http://u:525", "  \n# /1&dh@db)", true, 9},
		{"// \"", "http://bob.smith:6/", "\t\r\n//   ?X_J@localhost/x\"", true, 17},
		{"> > - <", "postgres://u:80141", "\r\n> > -   ?Ok@db>", true, 13},
		{"see ", "http://localhost:8080", "\n?x=1@db now", false, -1},
		{"see ", "http://:8080", "\n/x@db now", false, 8},
		{"see ", "http://deploy:8080", "\n/@angular/core", false, -1},
		{"- see ", "http://api:8080/", "\n- bob@example.com", false, -1},
	} {
		lo, ok := BrokenPassword(tt.url, []byte(tt.line), []byte(tt.after), tt.wrapped, false)
		if !ok {
			lo = -1
		}
		if lo != tt.lo {
			t.Errorf("BrokenPassword(%q, line %q, %q) = %d, want %d", tt.url, tt.line, tt.after, lo, tt.lo)
		}
	}
}

// TestSiteSeen is the promise the secret memo's hits rest on: what
// appendSiteSecrets finds at a site of a line is what it finds on the
// line cut anywhere from the horizon it reports (seen) on. Lines are
// drawn from the pieces secrets are made of (schemes, user names,
// tokens, ports, "@" and hosts of every kind, brackets, white space,
// hyphens, commas, non-ASCII bytes), and every site of each is read with
// every cut from its horizon to the line's end.
func TestSiteSeen(t *testing.T) {
	pieces := []string{"http://", "https://", "//", "s3:/", ":pserver:", "u", "alice", "ghp_0123456789abcdefghijABCDEFGHIJ012345", ":", "pw", "8080", "443",
		"@", "@h.example.org", "@localhost", "@db1,db2:27017", "@[2001:db8::1]", "@[x", "]", "@-", "@ ", "@intranet", "/", "/x", "?q", "#f",
		" ", "\t", "-", ",", ".", "é", "»", "a", "Z", "9", "h.example", "x_y", "%41", "example.com", ",,"}
	r := rand.New(rand.NewPCG(35, 2))
	hits := 0
	for range 3000 {
		var b strings.Builder
		for n := 1 + r.IntN(24); n > 0; n-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		line := b.String()
		for i := 0; ; {
			k, st := nextSite(line, i)
			if k < 0 {
				break
			}
			i = k + 1
			want, seen := appendSiteSecrets(nil, line, 0, st)
			if seen == endDep {
				continue
			}
			if seen > len(line) {
				t.Fatalf("appendSiteSecrets(%q, %d): seen %d past the line's end", line, st, seen)
			}
			for n := max(seen, st); n < len(line); n++ {
				got, _ := appendSiteSecrets(nil, line[:n], 0, st)
				if !slices.Equal(got, want) {
					t.Fatalf("appendSiteSecrets(%q, %d) = %v, seen %d; cut at %d: %v", line, st, want, seen, n, got)
				}
				hits++
			}
		}
	}
	if hits < 10000 {
		t.Errorf("%d cuts from a horizon: the lines hold too few", hits)
	}
}

// TestVersionAfterAt: a package's version after an "@" is no host name
// (versionLike), so a port before it stays a port; an IPv4 address is
// one.
func TestVersionAfterAt(t *testing.T) {
	for _, tt := range []struct {
		s      string
		strong bool
	}{
		{"1.2.3", false}, {"4.17.21/x", false}, {"1.2.3:8080", false}, {"v1.2", false}, {"a.b.3.", false},
		{"1.2.3.4", true}, {"10.1.2.3:80/", true}, {"h.example.org", true}, {"db1.example.com:27017,db2", true},
		{"localhost", true}, {"[::1]", true}, {"1.2.3-beta.example", true},
	} {
		if got := strongHost(tt.s); got != tt.strong {
			t.Errorf("strongHost(%q) = %v, want %v", tt.s, got, tt.strong)
		}
	}
	for _, tt := range []struct {
		text string
		want string // the secret, "" for none
	}{
		{"see https://localhost:3000/jqueryui@1.2.3 now", ""},
		{"npm i https://localhost:3000/lodash@4.17.21/x", ""},
		{"see https://alice:3000/x@1.2.3.4 now", "3000/x"},
		// After a host's name, digits and a path are a port and a path
		// (stop 53, trust19's item 2: portHost).
		{"see https://localhost:3000/x@1.2.3.4 now", ""},
		{"see https://bob.smith:3000/x@1.2.3.4 now", "3000/x"},
		{"see http://u:pw@1.2.3/ now", "pw"},
	} {
		var got string
		if sp := AppendSecrets(nil, tt.text); len(sp) > 0 {
			got = tt.text[sp[0].Lo:sp[0].Hi]
		}
		if got != tt.want {
			t.Errorf("AppendSecrets(%q): %q, want %q", tt.text, got, tt.want)
		}
	}
}
