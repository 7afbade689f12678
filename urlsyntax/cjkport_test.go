package urlsyntax

import (
	"strings"
	"testing"
)

// TestCJKAfterHostPort (review57 R11): after a host's name, a port's
// digits and CJK prose glued to them hold no password before a mention
// that follows with no white space; after a user name, and before a host
// name, a port or a path (review60 N1: a user name of a host's shape),
// the piece stays a password's. Each row direct, in a line of more sites
// than indexSites (the index's reading), and as a URL's own text
// (SecretRange).
func TestCJKAfterHostPort(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		// Kept.
		{"服务在 http://10.0.0.5:8080上运行，请@张三确认", "服务在 http://10.0.0.5:8080上运行，请@张三确认"},
		{"see http://localhost:3000（本地）联系@李四", "see http://localhost:3000（本地）联系@李四"},
		{"https://staging.example.org:3000上运行，请@山田", "https://staging.example.org:3000上运行，请@山田"},
		{"ws://[::1]:9090에서실행@김철수", "ws://[::1]:9090에서실행@김철수"},
		// Hidden: a user name's password, ASCII after the digits, a
		// fullwidth letter (NFKC's "a"), "：" (NFKC's ":").
		{"https://alice:3000上@h.example.org/x", "https://alice:***@h.example.org/x"},
		{"https://10.0.0.5:8080x上@intranet/x", "https://10.0.0.5:***@intranet/x"},
		{"https://10.0.0.5:8080ａ@intranet/x", "https://10.0.0.5:***@intranet/x"},
		{"https://bob@localhost:3000上@db.example.com/x", "https://bob@localhost:***@db.example.com/x"},
		// Hidden since stop 60 (review60 N1): before a host name, a port
		// or a path, a user name of a host's shape; a mail address glued
		// to the prose (the price).
		{"redis://admin.io:123456中国人@cache.corp.net:6379/0", "redis://admin.io:***@cache.corp.net:6379/0"},
		{"mysql://wei.li:2024密码@db.corp.net/app", "mysql://wei.li:***@db.corp.net/app"},
		{"https://10.0.0.5:77我们@h.corp.net/x", "https://10.0.0.5:***@h.corp.net/x"},
		{"https://10.0.0.5:80です。由ops@example.comです", "https://10.0.0.5:***@example.comです"},
	} {
		if got := MaskText(tt.in); got != tt.want {
			t.Errorf("MaskText(%q) = %q, want %q", tt.in, got, tt.want)
		}
		pad := strings.Repeat("http://h.example.org/ ", indexSites+1)
		if got := MaskText(pad + tt.in); got != pad+tt.want {
			t.Errorf("MaskText(%d sites + %q) = %q, want %q", indexSites+1, tt.in, strings.TrimPrefix(got, pad), tt.want)
		}
		w := tt.in[strings.LastIndexByte(tt.in[:strings.Index(tt.in, "://")], ' ')+1:] // the URL's word
		_, _, ok := SecretRange(w)
		if hidden := tt.in != tt.want; ok != hidden {
			t.Errorf("SecretRange(%q): ok %v, want %v", w, ok, hidden)
		}
	}
}
