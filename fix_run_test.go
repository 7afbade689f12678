package main

// The run of `urlsift lint --fix` that the fix tests share: the real
// binary over a directory of drawn files, as a user runs it.

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/lint"
)

// fixRun is what a run of `urlsift lint --fix` printed.
type fixRun struct {
	stdout, stderr []byte
	// refused are the files the run left as they were, by path as the
	// run named them, with why ("...; not fixed").
	refused map[string]string
}

// lintFix runs `urlsift lint --no-config --fail-level none --fix ARGS...`
// (args: flags, then paths) in dir. The run must end with exit status 0
// or, where mayRefuse and it left files as they were (the fixes would
// change which URLs a file holds, or another reason it gives), with 2;
// anything else fails the test.
func lintFix(t *testing.T, dir string, mayRefuse bool, args ...string) fixRun {
	t.Helper()
	cmd := exec.Command("urlsift", append([]string{"lint", "--no-config", "--fail-level", "none", "--fix"}, args...)...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := fixRun{stdout: stdout.Bytes(), stderr: stderr.Bytes(), refused: map[string]string{}}
	for _, l := range strings.Split(stderr.String(), "\n") {
		if !strings.HasSuffix(l, "; not fixed") {
			continue
		}
		// "urlsift: PATH: why; not fixed"; a path may hold ": ".
		l = strings.TrimPrefix(l, "urlsift: ")
		if i := strings.LastIndex(l, ": "); i >= 0 {
			r.refused[l[:i]] = l[i+2:]
		}
	}
	ee, exited := err.(*exec.ExitError)
	if err != nil && !(mayRefuse && exited && ee.ExitCode() == 2 && len(r.refused) > 0) {
		t.Fatalf("urlsift %s: %v\n%s", strings.Join(cmd.Args[1:], " "), err, r.stderr)
	}
	return r
}

// refusedForMeaning returns the files r left as they were because their
// fixes would change which URLs they hold or where they end.
func (r fixRun) refusedForMeaning() map[string]bool {
	m := map[string]bool{}
	for p, why := range r.refused {
		if why == lint.ErrMeaning.Error() {
			m[p] = true
		}
	}
	return m
}

// strayLines reports, as errors, each line of r's standard error that is
// neither a file refused for its meaning nor one of allowed (substrings).
func (r fixRun) strayLines(t *testing.T, allowed ...string) {
	t.Helper()
	meaning := r.refusedForMeaning()
next:
	for _, l := range strings.Split(strings.TrimSpace(string(r.stderr)), "\n") {
		if l == "" {
			continue
		}
		if p, ok := strings.CutSuffix(strings.TrimPrefix(l, "urlsift: "), ": "+lint.ErrMeaning.Error()); ok && meaning[p] {
			continue
		}
		for _, a := range allowed {
			if strings.Contains(l, a) {
				continue next
			}
		}
		t.Errorf("urlsift lint --fix: %s", l)
	}
}

// nearSecretWithheld is the line --fix prints for fixes it did not apply
// because a password or a token stands near them.
const nearSecretWithheld = " not applied: a password or token stands within 3 lines of them"
