package main

import (
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// interspersed returns args (as run receives them: the program name, global
// flags, the command, its arguments) with the command's flags moved in front
// of its other arguments, so that `urlsift lint file.txt --format json`
// means what ripgrep and golangci-lint users expect, and a one-letter flag
// with its value attached (`-j2`, `-mhttp`) split in two (attached). urfave/cli v2 parses
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
			if name, value, ok := attached(cmd.Flags, a); ok {
				flags = append(flags, name, value)
				continue
			}
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
	v, ok := findFlag(flags, name).(cli.DocGenerationFlag)
	return ok && v.TakesValue()
}

// attached splits a one-letter flag with its value attached, as ripgrep
// and getopt read them ("-j2" is "-j 2"), when arg is no flag by its whole
// name and its first letter is a flag of flags that takes a value.
func attached(flags []cli.Flag, arg string) (flag, value string, ok bool) {
	if len(arg) < 3 || arg[0] != '-' || arg[1] == '-' || strings.Contains(arg, "=") {
		return "", "", false
	}
	if findFlag(flags, arg[1:]) != nil {
		return "", "", false
	}
	if !takesValue(flags, arg[:2]) {
		return "", "", false
	}
	return arg[:2], arg[2:], true
}

// findFlag returns the flag of flags called name (without dashes), or nil.
func findFlag(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		if slices.Contains(f.Names(), name) {
			return f
		}
	}
	return nil
}

// suggestFlag adds "did you mean --NAME?" to the parser's message about
// an unknown flag when one of flags (or --help) is a close match.
func suggestFlag(flags []cli.Flag, err error) string {
	const undefined = "flag provided but not defined: -"
	msg := err.Error()
	name, ok := strings.CutPrefix(msg, undefined)
	if !ok {
		return msg
	}
	var names []string
	for _, f := range append(flags, cli.HelpFlag) {
		for _, n := range f.Names() {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	near := closest(strings.TrimLeft(name, "-"), names)
	if len(near) == 0 {
		return msg
	}
	for i, n := range near {
		near[i] = dashed(n)
	}
	return msg + "; did you mean " + strings.Join(near, " or ") + "?"
}

// dashed is a flag's name as it is typed: -x or --name.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// closest returns the names of candidates close to name: those it is a
// prefix of (an abbreviation, "--fail" for "--fail-level") or at the
// smallest edit distance (with a transposition as one edit), when that
// distance is small for the length of the name.
func closest(name string, candidates []string) []string {
	if len(name) < 2 {
		return nil
	}
	var prefixed, near []string
	best := max(1, min(2, len(name)/3)) // the largest distance suggested
	for _, c := range candidates {
		if len(c) < 2 || c == name {
			continue
		}
		if strings.HasPrefix(c, name) {
			prefixed = append(prefixed, c)
			continue
		}
		switch d := osaDistance(name, c); {
		case d < best || d == best && near == nil:
			best, near = d, []string{c}
		case d == best:
			near = append(near, c)
		}
	}
	if len(prefixed) > 0 {
		return prefixed
	}
	return near
}

// osaDistance is the optimal string alignment distance between a and b:
// insertions, deletions, substitutions and transpositions of adjacent
// bytes, each one edit.
func osaDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
