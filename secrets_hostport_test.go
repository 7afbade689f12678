package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"
	"unicode"
)

var hostPortSeed = flag.Uint64("hostportseed", 5265, "TestHostPortGluedProse: the seed of its generator")

// hostPortGlue draws what stands glued to a port: a character of a
// whole Unicode category (letters of every script, symbols and emoji,
// format characters, punctuation of every kind), a byte a password goes
// on with, a port range, or a Markdown link's close.
func hostPortGlue(r *rand.Rand) string {
	tables := []*unicode.RangeTable{unicode.L, unicode.So, unicode.Cf, unicode.P, unicode.Sm, unicode.Han, unicode.Hiragana}
	var b strings.Builder
	for range 1 + r.IntN(3) {
		switch r.IntN(6) {
		case 0, 1, 2:
			t := tables[r.IntN(len(tables))]
			for {
				var rg unicode.Range32
				if n16 := len(t.R16); n16 > 0 && (len(t.R32) == 0 || r.IntN(4) > 0) {
					x := t.R16[r.IntN(n16)]
					rg = unicode.Range32{Lo: uint32(x.Lo), Hi: uint32(x.Hi), Stride: uint32(x.Stride)}
				} else {
					rg = t.R32[r.IntN(len(t.R32))]
				}
				c := rune(rg.Lo + rg.Stride*uint32(r.IntN(int((rg.Hi-rg.Lo)/rg.Stride)+1)))
				if c > ' ' && c != '@' && c != '/' && !unicode.IsSpace(c) && c != 0x7f && c != 0x85 {
					b.WriteRune(c)
					break
				}
			}
		case 3:
			b.WriteByte("-._~!$&'()*+,;="[r.IntN(15)])
		case 4:
			b.WriteString(fmt.Sprintf("-%d", 1+r.IntN(65535)))
		default:
			b.WriteString([]string{")", "](x)", ")**", "\u200b", "\u2060", "\u00ad", "✅", "上运行，请", "で動作中、"}[r.IntN(9)])
		}
	}
	return b.String()
}

// TestHostPortGluedProse (review55 N7, review54 N3): a URL whose host is
// a host's name (an IP address, "localhost", a dotted name that ends in
// a top-level domain) and a port, something glued to the port (a
// character of CJK text, an emoji, a format character, a port range, a
// Markdown link's close: hostPortGlue), then prose and an address or a
// mention later on the line: "服务在 http://10.0.0.5:8080上运行，请 @张三 确认"
// and "[http://localhost:3000](http://localhost:3000) cc me@intranet"
// printed the port as "***". The port must be printed as written by
// extract (json) and lint (json, every rule), and no "***" printed.
// The other side, drawn alike: the same text after a user name's ":"
// ("alice", "deploy", "u"), whose piece runs to the "@" as a password,
// is hidden ("…:***").
//
// go test -run '^TestHostPortGluedProse$' . -args -hostportseed S
// (5265 tuning; 5266 held out).
func TestHostPortGluedProse(t *testing.T) {
	r, n := genStart(*hostPortSeed, 0x5265, 300, 100)
	hosts := []string{"localhost", "10.0.0.5", "127.0.0.1", "example.com", "h.example.org", "db.example.internal", "api.example.io", "LOCALHOST"}
	users := []string{"alice", "deploy", "u", "x_y", "svc-bot"}
	afters := []string{" cc me@intranet", " and mail bob@example.com", " ask @alice", ", 请 @张三 确认", " — ops@db.example.com/x now", " (see admin@h.example.org)", " @alice さん確認して", "\tTODO(bob@example.org)"}
	type tc struct {
		text, want string // want: the URL's printed start, port and all (hosts), or "user:***"
		host       bool
	}
	var cases []tc
	var text bytes.Buffer
	for range n {
		scheme := []string{"http", "https", "ws", "redis", "postgres"}[r.IntN(5)]
		port := fmt.Sprint(1 + r.IntN(65535))
		glue := hostPortGlue(r)
		after := afters[r.IntN(len(afters))]
		lead := []string{"see ", "", "- ", "> ", "Deployed to ", "服务在 "}[r.IntN(6)]
		host := r.IntN(3) > 0
		name := hosts[r.IntN(len(hosts))]
		if !host {
			name = users[r.IntN(len(users))]
		}
		if c := glue[0]; !host && c < 0x80 && !strings.ContainsRune("-._~!$&'()*+,;=%", rune(c)) {
			// After a user name, a delimiter that ends a port (a "]",
			// a ">", a quote: CONTRACT) ends the digits too: the
			// password's side draws a byte it goes on with.
			glue = "é" + glue
		}
		u := scheme + "://" + name + ":" + port
		var line string
		if r.IntN(4) == 0 && host {
			line = lead + "[" + u + "](" + u + ")" + glue + after // a link written twice
		} else {
			line = lead + u + glue + after
		}
		want := u
		if !host {
			want = scheme + "://" + name + ":***"
		}
		cases = append(cases, tc{line, want, host})
		text.WriteString(line + "\n\n")
	}
	type rec struct {
		URL  string `json:"url"`
		Line int    `json:"line"`
	}
	run := func(args ...string) map[int][]string {
		cmd := exec.Command("urlsift", args...)
		cmd.Stdin = bytes.NewReader(text.Bytes())
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("urlsift %v: %v\n%s", args, err, stderr.Bytes())
		}
		by := map[int][]string{}
		for _, l := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
			var x rec
			if len(l) == 0 {
				continue
			}
			if err := json.Unmarshal(l, &x); err != nil {
				t.Fatalf("urlsift %v: %v: %s", args, err, l)
			}
			by[x.Line] = append(by[x.Line], x.URL)
		}
		return by
	}
	outs := map[string]map[int][]string{
		"extract json": run("extract", "--format", "json"),
		"lint json":    run("lint", "--no-config", "--enable", "all", "--info", "--fail-level", "none", "--format", "json"),
	}
	hidden, hosts2, shownUser, users2 := 0, 0, 0, 0
	for i, c := range cases {
		line := 2*i + 1
		for name, by := range outs {
			urls := by[line]
			if name == "lint json" && len(urls) == 0 {
				continue // no finding on the line
			}
			ok := false
			for _, u := range urls {
				if strings.HasPrefix(u, c.want) && (!c.host || !strings.Contains(u, "***")) {
					ok = true
				}
			}
			switch {
			case c.host && !ok:
				hidden++
				if hidden <= 8 {
					t.Errorf("%s: %q: the port is not printed as written: %q", name, c.text, urls)
				}
			case !c.host && !ok:
				shownUser++
				if shownUser <= 8 {
					t.Errorf("%s: %q: the password is not hidden: %q", name, c.text, urls)
				}
			}
			if c.host {
				hosts2++
			} else {
				users2++
			}
		}
	}
	t.Logf("seed %d: %d lines; ports hidden or cut %d of %d outputs; passwords not hidden %d of %d outputs", *hostPortSeed, n, hidden, hosts2, shownUser, users2)
}
