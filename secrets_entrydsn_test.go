package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"strings"
	"testing"
)

var entryDSNSeed = flag.Uint64("entrydsnseed", 5315, "TestEntryAfterDSN: the seed of its generator (5315 tuned; 5316 held out)")

// TestEntryAfterDSN (review59 N5, over-masking since stop 58's R7 mend):
// a configuration file's entry whose value is a URL with a user name, a
// real password, a host, a port and a path, then the file's next
// entries, one of them a value that holds an "@" ("ADMIN=@myorg/pkg",
// "GIT_REPO=git@github.com:org/repo.git", "admin=admin@intranet/wiki"):
// "DATABASE_URL=postgres://app:y!qO-i@mongo:5432/app⏎ADMIN=@myorg/pkg"
// printed "postgres://app:***" (host, port and path hidden with the
// password: review59's pwenv.py 30 of 1,000 at 5321, 25 at 5315). Drawn:
// 5 formats (.env, export, compose's "- K=V", .properties, INI), 7
// schemes with their ports and paths, passwords of 6 to 16 letters,
// digits and "-_.~!*", user names, 14 host names (bare service names,
// cluster and internal dotted names, an IP, localhost, a public name),
// 0 to 2 entries between, keys of the format's style, values with an "@"
// of 7 kinds and drawn ones (letters, digits and punctuation around an
// "@"). Each file alone through extract (JSON): the URL of the first line
// prints its "@host:port/path" and never the password. (The old class
// where extract's rejoin glues the URL to the next entry's "@" word,
// review57 R13, prints "…:***@word": counted apart, not failed.)
//
// go test -run '^TestEntryAfterDSN$' . -args -entrydsnseed S
// (5315 tuning; 5316 held out).
func TestEntryAfterDSN(t *testing.T) {
	r, n := genStart(*entryDSNSeed, 59, 300, 100)
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	draw := func(alpha string, lo, hi int) string {
		var b strings.Builder
		for range lo + r.IntN(hi-lo+1) {
			b.WriteByte(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	const lower = "abcdefghijklmnopqrstuvwxyz"
	hosts := []string{"db", "redis", "postgres", "mongo", "rabbitmq", "db.svc.cluster.local", "redis.default.svc", "nexus.internal", "db.local", "minio.lan", "10.0.0.5", "localhost", "db.example.com", "my-db-1"}
	schemes := [][3]string{{"postgres", "5432", "/app"}, {"redis", "6379", "/0"}, {"mongodb", "27017", "/app?authSource=admin"}, {"amqp", "5672", "//"}, {"mysql", "3306", "/shop"}, {"http", "8081", "/repository/npm/"}, {"https", "8443", "/api/v1"}}
	value := func() string {
		switch r.IntN(3) {
		case 0:
			return pick([]string{"ops@example.com", "https://abc123@o1.ingest.sentry.io/42", "git@github.com:org/repo.git", "@myorg/pkg", "admin@intranet/wiki", "bob@corp.example", "noreply@company.com"})
		case 1:
			return draw(lower, 1, 8) + "@" + draw(lower, 1, 8) + pick([]string{"", "/" + draw(lower, 1, 6), ":" + draw(lower, 1, 5) + "/" + draw(lower, 1, 5) + ".git", "." + draw(lower, 2, 4)})
		}
		punct := "-_.~!*+=:/%"
		return draw(alnum+punct, 0, 6) + "@" + draw(alnum+punct, 1, 10)
	}
	entry := func(f, k, v string) string {
		switch f {
		case "export":
			return "export " + k + "=" + v
		case "compose":
			return "      - " + k + "=" + v
		case "props":
			return strings.ToLower(strings.ReplaceAll(k, "_", ".")) + "=" + v
		case "ini":
			return strings.ToLower(k) + " = " + v
		}
		return k + "=" + v
	}
	masked, rejoined, leaks := 0, 0, 0
	for range n {
		f := pick([]string{"env", "export", "compose", "props", "ini"})
		sc := schemes[r.IntN(len(schemes))]
		host := pick(hosts)
		pw := draw(alnum+"-_.~!*", 6, 16)
		site := host + ":" + sc[1] + sc[2]
		url := sc[0] + "://" + pick([]string{"app", "user", "admin", "svc_user", "guest"}) + ":" + pw + "@" + site
		lines := []string{entry(f, pick([]string{"DATABASE_URL", "REDIS_URL", "DSN", "BROKER_URL"}), url)}
		for range r.IntN(3) {
			lines = append(lines, entry(f, pick([]string{"DEBUG", "PORT", "LOG_LEVEL", "TZ"}), pick([]string{"true", "3000", "info", "UTC"})))
		}
		lines = append(lines, entry(f, pick([]string{"MAIL_FROM", "SENTRY_DSN", "GIT_REPO", "NPM_SCOPE", "ADMIN", "CONTACT", "OWNER"}), value()))
		text := strings.Join(lines, "\n") + "\n"
		var o, e bytes.Buffer
		run([]string{"urlsift", "extract", "--format", "json", "-"}, strings.NewReader(text), &o, &e)
		var first []string
		for _, l := range strings.Split(strings.TrimSpace(o.String()), "\n") {
			var v struct {
				URL  string
				Line int
			}
			if json.Unmarshal([]byte(l), &v) == nil && v.Line == 1 {
				first = append(first, v.URL)
			}
		}
		all := strings.Join(first, " ")
		switch {
		case strings.Contains(o.String(), pw):
			if leaks++; leaks <= 5 {
				t.Errorf("a password shown: %q printed %q", text, all)
			}
		case strings.Contains(all, "@"+site):
		case strings.Contains(all, "***@"):
			rejoined++
		default:
			if masked++; masked <= 10 {
				t.Errorf("host, port and path hidden: %q printed %q", text, all)
			}
		}
	}
	t.Logf("seed %d: %d files with a DSN and a later entry with an \"@\": %d hide its host, port and path, %d show a password (and %d joined with the entry by the rejoin, old: counted apart)", *entryDSNSeed, n, masked, leaks, rejoined)
}
