package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"testing"
	"unicode"
)

var cjkPortSeed = flag.Uint64("cjkportseed", 5315, "TestHostPortCJKProse: the seed of its generator (5315 tuned; 5316 held out)")

// TestHostPortCJKProse (review57 R11): a URL of a host's name (an IP
// address or literal, localhost, a dotted name ending in a top-level
// domain's label) and a port, CJK prose glued to the port, then a mention
// or an address with no ASCII white space before it
// ("服务在 http://10.0.0.5:8080上运行，请@张三确认" printed
// "http://10.0.0.5:***"; review57's cjkat.py 434 of 1,000 on aeb701d, 457
// at 5315 on d2f9d79): the port is printed, no "***", in extract's and
// lint's JSON. Drawn: 6 host names, ports of 1 to 5 digits, 1 to 4
// characters of Han, Hiragana, Katakana, Hangul and CJK or fullwidth
// punctuation (cjkProse's ranges, every code point of them; a "："
// first, NFKC's ":", is left and counted), maybe ASCII
// letters after them, a mention of drawn ASCII or CJK names, more prose,
// 5 leads; a mail address glued there ("由ops@example.com") is counted
// apart (since stop 60 its "@" and host name read as a password's:
// review60 N1). The other side: the same text after a user name
// ("alice", "deploy", "u"), a user name and a host's name, or a user name
// of a host's shape ("wei.li", "admin.io", "localhost", an IP: review60
// N1), before a host name, a port or a path, whose piece runs to the "@"
// as a password, is hidden ("…:***").
//
// go test -run '^TestHostPortCJKProse$' . -args -cjkportseed S
// (5315 tuning; 5316 held out).
func TestHostPortCJKProse(t *testing.T) {
	r, n := genStart(*cjkPortSeed, 59, 400, 120)
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	ranges := [][2]rune{{0x3000, 0x303f}, {0xff01, 0xff0f}, {0xff1a, 0xff1f}, {0xff3b, 0xff40}, {0xff5b, 0xff65}}
	scripts := []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul}
	cjk := func() rune {
		if r.IntN(3) == 0 {
			rg := ranges[r.IntN(len(ranges))]
			return rg[0] + rune(r.IntN(int(rg[1]-rg[0]+1)))
		}
		t := scripts[r.IntN(len(scripts))]
		if len(t.R16) == 0 || len(t.R32) > 0 && r.IntN(4) == 0 {
			x := t.R32[r.IntN(len(t.R32))]
			return rune(x.Lo + x.Stride*uint32(r.IntN(int((x.Hi-x.Lo)/x.Stride)+1)))
		}
		x := t.R16[r.IntN(len(t.R16))]
		return rune(x.Lo + x.Stride*uint16(r.IntN(int((x.Hi-x.Lo)/x.Stride)+1)))
	}
	word := func(lo, hi int) string {
		var b strings.Builder
		for range lo + r.IntN(hi-lo+1) {
			b.WriteRune(cjk())
		}
		return b.String()
	}
	const lower = "abcdefghijklmnopqrstuvwxyz"
	ascii := func(k int) string {
		b := make([]byte, k)
		for i := range b {
			b[i] = lower[r.IntN(len(lower))]
		}
		return string(b)
	}
	type cjkCase struct {
		text, user       string
		leak, nfkc, addr bool
	}
	cases := make([]cjkCase, n)
	var in strings.Builder
	for i := range cases {
		host := pick([]string{"10.0.0.5", "127.0.0.1", "localhost", "example.com", "staging.example.org", "[::1]"})
		port := fmt.Sprint(1 + r.IntN(65535))
		glue := word(1, 4)
		if r.IntN(4) == 0 {
			glue += ascii(1 + r.IntN(3))
		}
		ment := pick([]string{"@" + word(1, 3), "@" + ascii(1+r.IntN(8)), ascii(1+r.IntN(5)) + "@example.com", "@" + ascii(2+r.IntN(5)) + "-team"})
		scheme := pick([]string{"http", "https", "ws", "redis"})
		lead := pick([]string{"", "服务在 ", "サーバー ", "URL：", "주소 "})
		c := cjkCase{text: lead + scheme + "://" + host + ":" + port + glue + ment + pick([]string{"", "确认", "です", "。"}),
			nfkc: strings.HasPrefix(glue, "\uff1a"), addr: strings.Contains(ment, ".")}
		if r.IntN(4) == 0 {
			// The other side: a user name's password, its "@" and a
			// host; user names of a host's shape too ("wei.li",
			// "admin.io", "localhost", an IP: review60 N1, whose
			// passwords were printed whole since stop 59).
			user := pick([]string{"alice", "deploy", "u", "bob@localhost", "bob@10.0.0.5",
				"wei.li", "chen.hu", "admin.io", "ci.dev", "localhost", "10.0.0.5", "192.168.1.20", "svc.cloud"})
			c = cjkCase{
				text: lead + scheme + "://" + user + ":" + port + glue + "@" + pick([]string{"db.example.com/x", "intranet/x", "10.1.2.3/x",
					"cache.corp.net:6379/0", "db.corp.net/app", "10.0.0.5:3306/db", "localhost/x"}) + " ok",
				user: scheme + "://" + user + ":",
				leak: true,
			}
		}
		cases[i] = c
		in.WriteString(c.text + "\n\n")
	}
	urls := make([][]string, n)
	for _, args := range [][]string{
		{"extract", "--format", "json", "-"},
		{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", "-"},
	} {
		var o, e bytes.Buffer
		run(append([]string{"urlsift"}, args...), strings.NewReader(in.String()), &o, &e)
		for _, l := range strings.Split(o.String(), "\n") {
			var v struct {
				Line int
				URL  string
			}
			if json.Unmarshal([]byte(l), &v) != nil || v.Line < 1 || (v.Line-1)/2 >= n {
				continue
			}
			urls[(v.Line-1)/2] = append(urls[(v.Line-1)/2], v.URL)
		}
	}
	ports, masked, leaks, shown, nfkc, nfkcMasked, addrs, addrMasked := 0, 0, 0, 0, 0, 0, 0, 0
	for i, c := range cases {
		if c.leak {
			leaks++
			hidden := len(urls[i]) > 0
			for _, u := range urls[i] {
				hidden = hidden && strings.HasPrefix(u, c.user+"***")
			}
			if !hidden {
				if shown++; shown <= 10 {
					t.Errorf("a password shown: %+q printed %q", c.text, urls[i])
				}
			}
			continue
		}
		if c.nfkc {
			// "：" (U+FF1A) right after the digits is a ":" as NFKC
			// reads it (nfkcdelim.go): "443：z@example.com" reads as
			// "443:z@…", left and counted.
			nfkc++
			for _, u := range urls[i] {
				if strings.Contains(u, "***") {
					nfkcMasked++
					break
				}
			}
			continue
		}
		if c.addr {
			// A mail address glued to the CJK run ("80です。由ops@example.com"):
			// its "@" and a host name read as a password's of a user
			// name of a host's shape (review60 N1's price), counted.
			addrs++
			for _, u := range urls[i] {
				if strings.Contains(u, "***") {
					addrMasked++
					break
				}
			}
			continue
		}
		ports++
		for _, u := range urls[i] {
			if strings.Contains(u, "***") {
				if masked++; masked <= 10 {
					t.Errorf("a port hidden: %+q printed %q", c.text, u)
				}
				break
			}
		}
	}
	t.Logf("  (left: %d of %d with \"：\" right after the port print \"***\": NFKC's \":\"; %d of %d with a mail address glued print \"***\": review60 N1's price)", nfkcMasked, nfkc, addrMasked, addrs)
	t.Logf("seed %d: %d texts with a host's port and CJK prose, %d print \"***\"; %d with a password, %d show it", *cjkPortSeed, ports, masked, leaks, shown)
}
