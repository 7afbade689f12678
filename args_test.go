package main

import (
	"io"
	"reflect"
	"strings"
	"testing"
)

func TestInterspersed(t *testing.T) {
	app := newApp(&runEnv{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard})
	for _, tt := range []struct{ in, want string }{
		{"urlsift", "urlsift"},
		{"urlsift --version", "urlsift --version"},
		{"urlsift lint a.txt --format json", "urlsift lint --format json -- a.txt"},
		{"urlsift lint a.txt --format=json b.txt", "urlsift lint --format=json -- a.txt b.txt"},
		{"urlsift lint a.txt --fix --enable x,y -", "urlsift lint --fix --enable x,y -- a.txt -"},
		{"urlsift lint -- a.txt --format", "urlsift lint -- a.txt --format"},
		{"urlsift lint --format json", "urlsift lint --format json"},
		{"urlsift --color always lint a.txt --color never", "urlsift --color always lint --color never -- a.txt"},
		{"urlsift --color=always extract a.txt -0 -m http", "urlsift --color=always extract -0 -m http -- a.txt"},
		{"urlsift parse http://a/ --format json -", "urlsift parse --format json -- http://a/ -"},
		{"urlsift lint --stdin-filename - a.txt", "urlsift lint --stdin-filename - -- a.txt"},
		{"urlsift lint a.txt --no-such-flag", "urlsift lint --no-such-flag -- a.txt"},
		{"urlsift frobnicate a --x", "urlsift frobnicate a --x"},
		{"urlsift help lint", "urlsift help lint"}, // help is added when the app runs
	} {
		got := strings.Join(interspersed(app, strings.Fields(tt.in)), " ")
		if got != tt.want {
			t.Errorf("interspersed(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzInterspersed checks that moving the flags loses and adds nothing but
// a "--", and that what follows "--" keeps its order.
func FuzzInterspersed(f *testing.F) {
	f.Add("lint a.txt --format json -- --b")
	f.Add("extract -0 x -m http y")
	app := newApp(&runEnv{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard})
	f.Fuzz(func(t *testing.T, s string) {
		in := append([]string{"urlsift"}, strings.Fields(s)...)
		out := interspersed(app, in)
		count := func(xs []string) map[string]int {
			m := map[string]int{}
			for _, x := range xs {
				if x != "--" {
					m[x]++
				}
			}
			return m
		}
		if !reflect.DeepEqual(count(in), count(out)) {
			t.Fatalf("interspersed(%q) = %q: arguments lost or added", in, out)
		}
		nonFlags := func(xs []string) []string {
			for i, x := range xs {
				if x == "--" {
					return xs[i+1:]
				}
			}
			return nil
		}
		// After a "--" in the output, the arguments are in input order.
		rest := nonFlags(out)
		j := 0
		for _, x := range in {
			if j < len(rest) && x == rest[j] {
				j++
			}
		}
		if j != len(rest) {
			t.Fatalf("interspersed(%q) = %q: arguments reordered", in, out)
		}
	})
}
