package urlsyntax

// defaultPorts maps a scheme (lower case) to the port its protocol assumes
// when a URL gives none (4.3.1, 6). The RFC 1738 schemes come first, then the
// common schemes registered since, each with the port its scheme's
// specification names.
var defaultPorts = map[string]string{
	// RFC 1738 section 3.
	"ftp":      "21",
	"http":     "80",
	"gopher":   "70",
	"nntp":     "119",
	"news":     "119",
	"telnet":   "23",
	"wais":     "210",
	"prospero": "1525",
	// Common schemes, with their specifications.
	"https":   "443",  // RFC 2818
	"ws":      "80",   // RFC 6455
	"wss":     "443",  // RFC 6455
	"ldap":    "389",  // RFC 4516
	"ldaps":   "636",  // common practice, RFC 4516 names ldap only
	"rtsp":    "554",  // RFC 2326
	"rtsps":   "322",  // RFC 7826
	"sip":     "5060", // RFC 3261
	"sips":    "5061", // RFC 3261
	"imap":    "143",  // RFC 5092
	"imaps":   "993",  // RFC 8314
	"pop":     "110",  // RFC 2384
	"pops":    "995",  // RFC 8314
	"smtp":    "25",   // RFC 5321
	"snews":   "563",  // draft-ellermann-news-nntp-uri
	"nntps":   "563",  // RFC 4642
	"ssh":     "22",   // draft-ietf-secsh-scp-sftp-ssh-uri
	"sftp":    "22",   // draft-ietf-secsh-scp-sftp-ssh-uri
	"tftp":    "69",   // RFC 3617
	"dns":     "53",   // RFC 4501
	"snmp":    "161",  // RFC 4088
	"rsync":   "873",  // RFC 5781
	"ipp":     "631",  // RFC 3510
	"ipps":    "631",  // RFC 7472
	"xmpp":    "5222", // RFC 5122
	"git":     "9418", // git-daemon
	"svn":     "3690", // svnserve
	"coap":    "5683", // RFC 7252
	"coaps":   "5684", // RFC 7252
	"mqtt":    "1883", // IANA
	"vnc":     "5900", // RFC 7869
	"finger":  "79",   // RFC 1288
	"whois":   "43",   // RFC 3912
	"ntp":     "123",  // RFC 5905
	"rtmp":    "1935", // Adobe RTMP specification
	"ftps":    "990",  // RFC 4217
	"telnets": "992",  // IANA
	"z39.50r": "210",  // RFC 2056
	"z39.50s": "210",  // RFC 2056
}

// portServices maps a well-known port (below 1024) to the protocol IANA
// assigns it. Where a URL scheme exists for the protocol, the scheme's name is
// used (110 is "pop", the scheme of RFC 2384, not "pop3").
var portServices = map[string]string{
	"7":   "echo",
	"9":   "discard",
	"11":  "systat",
	"13":  "daytime",
	"17":  "qotd",
	"19":  "chargen",
	"20":  "ftp-data",
	"21":  "ftp",
	"22":  "ssh",
	"23":  "telnet",
	"25":  "smtp",
	"37":  "time",
	"43":  "whois",
	"53":  "dns",
	"67":  "bootps",
	"68":  "bootpc",
	"69":  "tftp",
	"70":  "gopher",
	"79":  "finger",
	"80":  "http",
	"88":  "kerberos",
	"102": "iso-tsap",
	"110": "pop",
	"111": "sunrpc",
	"113": "ident",
	"119": "nntp",
	"123": "ntp",
	"135": "epmap",
	"137": "netbios-ns",
	"138": "netbios-dgm",
	"139": "netbios-ssn",
	"143": "imap",
	"161": "snmp",
	"162": "snmptrap",
	"179": "bgp",
	"194": "irc",
	"210": "wais",
	"220": "imap3",
	"322": "rtsps",
	"389": "ldap",
	"427": "svrloc",
	"443": "https",
	"444": "snpp",
	"445": "smb",
	"464": "kpasswd",
	"465": "submissions",
	"497": "retrospect",
	"500": "isakmp",
	"512": "exec",
	"513": "login",
	"514": "shell",
	"515": "printer",
	"520": "rip",
	"524": "ncp",
	"530": "courier",
	"540": "uucp",
	"543": "klogin",
	"544": "kshell",
	"548": "afp",
	"554": "rtsp",
	"563": "nntps",
	"587": "submission",
	"593": "http-rpc-epmap",
	"623": "asf-rmcp",
	"631": "ipp",
	"636": "ldaps",
	"639": "msdp",
	"646": "ldp",
	"694": "ha-cluster",
	"749": "kerberos-adm",
	"853": "domain-s",
	"873": "rsync",
	"902": "ideafarm-door",
	"989": "ftps-data",
	"990": "ftps",
	"992": "telnets",
	"993": "imaps",
	"995": "pops",
}

// DefaultPort returns the default port of scheme (compared case-insensitively)
// and whether the table knows one (LookupScheme).
func DefaultPort(scheme string) (port string, ok bool) {
	if s := LookupScheme(scheme); s != nil && s.DefaultPort != "" {
		return s.DefaultPort, true
	}
	return "", false
}

// PortService returns the protocol assigned to a well-known port (below 1024),
// e.g. "25" gives "smtp". Leading zeros are ignored. ok is false for ports the
// table does not know and for ports of 1024 and above.
func PortService(port string) (scheme string, ok bool) {
	for len(port) > 1 && port[0] == '0' {
		port = port[1:]
	}
	scheme, ok = portServices[port]
	return scheme, ok
}

// serverScheme reports whether scheme names a protocol that 4.3.1 describes
// as the direct use of an IP-based protocol to a server, whose site must
// therefore be a server, not a registry-based authority.
func serverScheme(scheme string) bool {
	s := LookupScheme(scheme)
	return s != nil && s.Server
}

// lowerASCII lower-cases the ASCII letters of s, allocating only when s has
// an upper-case letter.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; 'A' <= c && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
