package main

import (
	"io"
	"slices"
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
		// A one-letter flag with its value attached, as rg and getopt read it.
		{"urlsift lint -j2 a.txt", "urlsift lint -j 2 -- a.txt"},
		{"urlsift lint a.txt -j2", "urlsift lint -j 2 -- a.txt"},
		{"urlsift extract -mhttp,ftp -g*.txt .", "urlsift extract -m http,ftp -g *.txt -- ."},
		{"urlsift lint -j=2 -j 3 --threads=4", "urlsift lint -j=2 -j 3 --threads=4"},
		{"urlsift extract -0c a", "urlsift extract -0c -- a"}, // -0 takes no value: the parser reports it
		{"urlsift lint -- -j2", "urlsift lint -- -j2"},
	} {
		got := strings.Join(interspersed(app, strings.Fields(tt.in)), " ")
		if got != tt.want {
			t.Errorf("interspersed(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzInterspersed checks that moving the flags loses and adds nothing but
// a "--" and the split of a one-letter flag from its attached value, and
// that what follows "--" keeps its order.
func FuzzInterspersed(f *testing.F) {
	f.Add("lint a.txt --format json -- --b")
	f.Add("extract -0 x -m http y")
	f.Add("lint -j2 x -- -j2 -mhttp")
	app := newApp(&runEnv{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard})
	f.Fuzz(func(t *testing.T, s string) {
		in := append([]string{"urlsift"}, strings.Fields(s)...)
		out := interspersed(app, in)
		left := map[string]int{}
		for _, x := range out {
			left[x]++
		}
		for _, x := range in {
			switch {
			case x == "--" && left[x] == 0: // the flags' end, moved
			case left[x] > 0:
				left[x]--
			case len(x) > 2 && x[:2] != x[2:] && left[x[:2]] > 0 && left[x[2:]] > 0,
				len(x) > 2 && x[:2] == x[2:] && left[x[:2]] > 1:
				left[x[:2]]--
				left[x[2:]]--
			default:
				t.Fatalf("interspersed(%q) = %q: %q lost", in, out, x)
			}
		}
		for x, n := range left {
			if n != 0 && !(x == "--" && n == 1) { // the "--" before the arguments
				t.Fatalf("interspersed(%q) = %q: %q added", in, out, x)
			}
		}
		// After the "--" that ends the flags in the output (a "--" before
		// it may be a flag's value), the arguments are in input order.
		inOrder := func(rest []string) bool {
			j := 0
			for _, x := range in {
				if j < len(rest) && x == rest[j] {
					j++
				}
			}
			return j == len(rest)
		}
		ok := !slices.Contains(out, "--")
		for i, x := range out {
			if x == "--" && inOrder(out[i+1:]) {
				ok = true
			}
		}
		if !ok {
			t.Fatalf("interspersed(%q) = %q: arguments reordered", in, out)
		}
	})
}
