package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// interspersed returns args (as run receives them: the program name, global
// flags, the command, its arguments) with the command's flags moved in front
// of its other arguments, so that `urlsift lint file.txt --format json`
// means what ripgrep and golangci-lint users expect. urfave/cli v2 parses
// with the standard flag package, which stops at the first argument that is
// not a flag, and has no option for interspersed flags (v3 does). "--" ends
// the flags: what follows it is kept as arguments, "-x" included. A flag
// the command does not know is moved too, so the parser reports it.
func interspersed(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	// Global flags and the command.
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" && args[i] != "--" {
		if takesValue(app.Flags, args[i]) {
			i++
		}
		i++
	}
	if i >= len(args) {
		return args
	}
	cmd := app.Command(args[i])
	if cmd == nil || cmd.SkipFlagParsing {
		return args
	}
	out := append([]string{}, args[:i+1]...)
	var flags, rest []string
	ended := false
	for j := i + 1; j < len(args); j++ {
		a := args[j]
		switch {
		case ended:
			rest = append(rest, a)
		case a == "--":
			ended = true
		case strings.HasPrefix(a, "-") && a != "-":
			flags = append(flags, a)
			if takesValue(cmd.Flags, a) && j+1 < len(args) {
				j++
				flags = append(flags, args[j])
			}
		default:
			rest = append(rest, a)
		}
	}
	out = append(out, flags...)
	if len(rest) > 0 {
		out = append(out, "--")
		out = append(out, rest...)
	}
	return out
}

// takesValue tells whether the flag arg ("-f", "--flag", not "--flag=v")
// is one of flags that takes a value from the next argument.
func takesValue(flags []cli.Flag, arg string) bool {
	name := strings.TrimLeft(arg, "-")
	if strings.Contains(name, "=") {
		return false
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			if v, ok := f.(cli.DocGenerationFlag); ok {
				return v.TakesValue()
			}
			return false
		}
	}
	return false
}
