package main

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

var scopeSeed = flag.Uint64("scopeseed", 5184, "TestScopeAfterBareNamePort: the seed of its generator (5184, 5186 tuned; 5185, 5187 held out)")

// TestScopeAfterBareNamePort (review53 M9, the price of stop 53's
// d23cb63): a URL of a service's bare name (docker-compose, Kubernetes)
// and a port whose path holds an "@" right after a "/", an npm scope on
// an internal registry or a user's handle, holds no secret:
// "http://verdaccio:4873/@myorg/pkg" printed "http://verdaccio:***@myorg/pkg"
// at stop 53 (review53's bareat53.py 5166: 500 of 500). Drawn: 20 bare
// names, 8 ports, the path shapes of npm scopes and handles (after other
// segments too, "/repository/npm-group/@types/node"; the scope's "/"
// encoded; the "@" encoded, "%40", as npm writes it), every wrapper and
// lead-in, a path or a query after. Each URL goes through extract (line,
// json) and lint (text, json): none may mask it, and extract prints it
// as written (a plain "@"). TestDigitSlashPasswordsAndRESTPorts is the
// leak side: passwords of digits, "/" and more after a user name.
//
// go test -run '^TestScopeAfterBareNamePort$' . -args -scopeseed S
// (5184, 5186 tuned; 5185, 5187 held out).
func TestScopeAfterBareNamePort(t *testing.T) {
	r, n := genStart(*scopeSeed, 54, 300, 80)
	names := []string{"api", "web", "db", "registry", "verdaccio", "nexus", "gitea", "gitlab", "minio", "keycloak", "jenkins", "app",
		"backend", "frontend", "npm", "artifactory", "mastodon", "grafana", "sonar-qube", "npm_proxy"}
	scopes := []string{"types", "babel", "angular", "myorg", "acme", "vue", "nestjs", "company-ui", "x", "team.ops"}
	pkgs := []string{"core", "node", "pkg", "cli", "utils", "react-dom", "v2"}
	handles := []string{"alice", "bob", "admin", "team.ops", "Gargron", "me", "user_1"}
	wraps := [][2]string{{"see ", " now"}, {"registry=", ""}, {"\"", "\""}, {"<", ">"}, {"(", ")"}, {"", ""}, {"`", "`"}, {"[x](", ")"}, {"- ", "."}, {"> ", ""}}
	var cases []keptPortCase
	for i := range n {
		at := "@"
		if r.IntN(6) == 0 {
			at = "%40"
		}
		var path string
		switch r.IntN(6) {
		case 0:
			path = "/" + at + scopes[r.IntN(len(scopes))] + "/" + pkgs[r.IntN(len(pkgs))]
		case 1:
			path = "/" + at + handles[r.IntN(len(handles))]
		case 2:
			path = "/" + []string{"repository/npm-group", "api/npm/npm-remote", "-/v1", "npm", "users"}[r.IntN(5)] + "/" + at + scopes[r.IntN(len(scopes))] + "/" + pkgs[r.IntN(len(pkgs))]
		case 3:
			path = "/" + at + scopes[r.IntN(len(scopes))] + "%2f" + pkgs[r.IntN(len(pkgs))]
		case 4:
			path = "/" + at + scopes[r.IntN(len(scopes))] + "/" + pkgs[r.IntN(len(pkgs))] + "/-/" + pkgs[r.IntN(len(pkgs))] + "-1.2.3.tgz"
		default:
			path = "/" + at + handles[r.IntN(len(handles))] + []string{"/statuses/109", "?tab=repos", "#top", "/"}[r.IntN(4)]
		}
		u := []string{"http", "https"}[r.IntN(2)] + "://" + names[r.IntN(len(names))] + ":" +
			fmt.Sprint([]int{80, 3000, 4873, 8080, 8081, 9000, 5000, 8443}[r.IntN(8)]) + path
		w := wraps[r.IntN(len(wraps))]
		c := keptPortCase{text: w[0] + u + w[1] + "\n", url: u, name: fmt.Sprintf("s%d.txt", i)}
		if at != "@" {
			c.url = "" // (printed decoded or not: not checked)
		}
		cases = append(cases, c)
	}
	masked := func(s string) bool { return strings.Contains(s, "**"+"*") }
	over := checkRESTKept(t, cases, masked)
	t.Logf("seed %d: %d URLs of a bare name, a port and an \"@\" after a \"/\": %d masked", *scopeSeed, len(cases), over)
}
