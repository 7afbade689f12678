package main

import (
	"flag"
	"os"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite golden files and the expected output in testscript scripts")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"urlsift": func() { os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs testdata/script/*.txtar against the real binary.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		UpdateScripts:       *update,
		Cmds:                map[string]func(ts *testscript.TestScript, neg bool, args []string){"repeat": cmdRepeat},
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "")
			return nil
		},
	})
}

// cmdRepeat is the script command "repeat OUT FILE N [FILE N]...": it
// writes OUT, each FILE N times in turn, so that a script makes an input
// of megabytes from a few lines instead of holding it.
func cmdRepeat(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 3 || len(args)%2 == 0 {
		ts.Fatalf("usage: repeat OUT FILE N [FILE N]...")
	}
	var out []byte
	for i := 1; i < len(args); i += 2 {
		b := []byte(ts.ReadFile(args[i]))
		n, err := strconv.Atoi(args[i+1])
		ts.Check(err)
		for ; n > 0; n-- {
			out = append(out, b...)
		}
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), out, 0o644))
}
