// Command urlsift finds URLs in plain text and lints them against
// draft-fielding-url-syntax-09.
//
// This file holds what every command shares: the application, the exit
// statuses, colour, error reporting and the walk over input paths. Each
// command lives in its own cmd_*.go file and registers itself with register.
package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/mattn/go-isatty"
	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/input"
)

// Exit statuses, as ../CONTRACT.md fixes them.
const (
	exitOK       = 0 // success; for lint: nothing at or above --fail-level
	exitFindings = 1 // lint findings, or a parse input that violates the grammar
	exitTrouble  = 2 // usage error, or an input that could not be read
)

// memoryLimit is the soft heap limit urlsift runs under unless GOMEMLIMIT
// says otherwise. Every command streams, so its live heap stays at a few
// MiB; the limit only makes the collector keep up on a busy machine, where
// the peak of a 1 GB mbox otherwise drifts towards 50 MiB. It is soft: an
// input that truly needs more still gets it.
const memoryLimit = 32 << 20

func main() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// commandOrder fixes the order in which commands appear in the help.
var commandOrder = []string{"extract", "lint", "parse", "resolve", "rules", "explain"}

// registered holds the commands the cmd_*.go files register from init.
var registered []*cli.Command

// register adds a command to the application. Call it from an init function.
func register(c *cli.Command) { registered = append(registered, c) }

// runEnv is what a command needs from the process: its streams and whether to
// colour its output. Packages other than main never see os.Stdout or the
// environment; commands pass what they need from here.
type runEnv struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Color  bool
	// Getenv and Getwd are the process's, kept here so that tests and
	// commands do not reach for globals.
	Getenv func(string) string
	Getwd  func() (string, error)

	usageFailed bool // a usage error was already reported (help for an unknown command)
}

// envOf returns the runEnv of the running application.
func envOf(c *cli.Context) *runEnv {
	return c.App.Metadata["env"].(*runEnv)
}

// errorf prints one line on standard error: "urlsift: PATH: message".
func (e *runEnv) errorf(path string, format string, args ...any) {
	msg := oneLine(fmt.Sprintf(format, args...))
	if path == "" {
		fmt.Fprintf(e.Stderr, "urlsift: %s\n", msg)
		return
	}
	fmt.Fprintf(e.Stderr, "urlsift: %s: %s\n", path, msg)
}

// oneLine keeps an error message on one line whatever it quotes.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, strings.TrimRight(s, "\n"))
}

// exitError carries an exit status, and a message to print, out of a command.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// usageError reports a wrong flag or argument: exit status 2.
func usageError(format string, args ...any) error {
	return &exitError{code: exitTrouble, msg: fmt.Sprintf(format, args...)}
}

// exitStatus ends the command with code, printing nothing more.
func exitStatus(code int) error {
	if code == exitOK {
		return nil
	}
	return &exitError{code: code}
}

// colorFlag is added to every command; it may also be given before the command.
var colorFlag = &cli.StringFlag{
	Name:  "color",
	Value: "auto",
	Usage: "colour the output: auto (only on a terminal, never with NO_COLOR set), always or never",
}

// useColor decides once per run whether to colour standard output.
func useColor(mode string, e *runEnv) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto", "":
	default:
		return false, usageError("--color must be auto, always or never, not %q", mode)
	}
	if e.Getenv("NO_COLOR") != "" || e.Getenv("TERM") == "dumb" {
		return false, nil
	}
	f, ok := e.Stdout.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())), nil
}

func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// newApp builds the application around e. Every error comes back from
// App.Run so that run alone prints it and chooses the exit status.
func newApp(e *runEnv) *cli.App {
	onUsage := func(c *cli.Context, err error, isSubcommand bool) error {
		help := "urlsift --help"
		if c.Command != nil && c.Command.Name != "" {
			help = "urlsift " + c.Command.Name + " --help"
		}
		return usageError("%v (see %s)", err, help)
	}
	before := func(c *cli.Context) error {
		color, err := useColor(colorMode(c), e)
		e.Color = color
		return err
	}
	cmds := make([]*cli.Command, len(registered))
	copy(cmds, registered)
	rank := func(name string) int {
		for i, n := range commandOrder {
			if n == name {
				return i
			}
		}
		return len(commandOrder)
	}
	sort.SliceStable(cmds, func(i, j int) bool { return rank(cmds[i].Name) < rank(cmds[j].Name) })
	for _, c := range cmds {
		c.Flags = append(c.Flags, colorFlag)
		if c.OnUsageError == nil {
			c.OnUsageError = onUsage
		}
		if c.Before == nil {
			c.Before = before
		}
	}
	return &cli.App{
		Name:            "urlsift",
		Usage:           "find URLs in plain text and lint them (draft-fielding-url-syntax-09)",
		Version:         version(),
		Reader:          e.Stdin,
		Writer:          e.Stdout,
		ErrWriter:       e.Stderr,
		HideHelpCommand: false,
		Suggest:         true,
		Flags:           []cli.Flag{colorFlag},
		Commands:        cmds,
		Metadata:        map[string]any{"env": e},
		OnUsageError:    onUsage,
		ExitErrHandler:  func(*cli.Context, error) {},
		Before:          before,
		CommandNotFound: func(c *cli.Context, name string) {
			// Only "urlsift help NAME" gets here.
			e.errorf("", "no command %q (urlsift help lists them)", name)
			e.usageFailed = true
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("unknown command %q (try urlsift --help)", c.Args().First())
			}
			return cli.ShowAppHelp(c)
		},
	}
}

// colorMode is --color as given after the command or, failing that, before
// it ("urlsift --color=always lint ..."); every command also has the flag,
// so the nearest context alone would always say "auto".
func colorMode(c *cli.Context) string {
	for _, ctx := range c.Lineage() {
		if ctx.IsSet("color") {
			return ctx.String("color")
		}
	}
	return "auto"
}

// run is main without the process: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &runEnv{Stdin: stdin, Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Getwd: os.Getwd}
	app := newApp(e)
	err := app.Run(interspersed(app, args))
	if err == nil && e.usageFailed {
		return exitTrouble
	}
	if err == nil {
		return exitOK
	}
	var xe *exitError
	if errors.As(err, &xe) {
		if xe.msg != "" {
			e.errorf("", "%s", xe.msg)
		}
		return xe.code
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := err.Error(); msg != "" {
			e.errorf("", "%s", msg)
		}
		return ec.ExitCode()
	}
	e.errorf("", "%v", err)
	return exitTrouble
}

// inputFlags are the flags of every command that reads PATHs.
var inputFlags = []cli.Flag{
	&cli.StringFlag{Name: "stdin-filename", Usage: "the `NAME` to report for standard input", Value: "-"},
	&cli.StringFlag{Name: "input", Usage: "how to read inputs: auto (mail is recognised), text or mail", Value: "auto"},
}

// origin tells where walkInputs found an input.
type origin struct {
	walked  bool // found by walking a directory, not named by the user
	maildir bool // a message in a Maildir folder (cur/ or new/)
}

// walkInputs calls fn for every input named by paths: files, directories
// (walked recursively in lexical order, hidden entries skipped) and "-" for
// standard input, which is also what no path means, telling fn where it found
// the input. A path that cannot be read is reported on standard error and the
// walk goes on; walkInputs then returns true. An error returned by fn is
// reported under the input's name.
func walkInputs(e *runEnv, paths []string, stdinName string, fn func(name string, r io.Reader, o origin) error) (failed bool) {
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	if stdinName == "" {
		stdinName = "-"
	}
	report := func(name string, err error) {
		failed = true
		e.errorf(name, "%s", describe(err))
	}
	for _, p := range paths {
		if p == "-" {
			if err := fn(stdinName, e.Stdin, origin{}); err != nil {
				report(stdinName, err)
			}
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			report(p, err)
			continue
		}
		if !info.IsDir() {
			if err := eachFile(p, origin{}, fn); err != nil {
				report(p, err)
			}
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				report(path, err)
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if path != p && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			if err := eachFile(path, origin{walked: true, maildir: inMaildir(path)}, fn); err != nil {
				report(path, err)
			}
			return nil
		})
		if err != nil {
			report(p, err)
		}
	}
	return failed
}

// inMaildir tells whether path is a message in a Maildir folder: a file in
// cur/ or new/ whose parent also has the other two of cur/, new/, tmp/.
func inMaildir(path string) bool {
	dir := filepath.Dir(path)
	switch filepath.Base(dir) {
	case "cur", "new":
	default:
		return false
	}
	root := filepath.Dir(dir)
	for _, sub := range []string{"cur", "new", "tmp"} {
		if fi, err := os.Stat(filepath.Join(root, sub)); err != nil || !fi.IsDir() {
			return false
		}
	}
	return true
}

func eachFile(path string, o origin, fn func(name string, r io.Reader, o origin) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return fn(path, f, o)
}

// eachSegment is eachInput through the input package: every input is read
// as text or mail (--input), and fn gets each of its segments. Binary files
// named on the command line are reported (and make the run fail); those met
// while walking a directory are skipped quietly. Damaged mail parts are
// reported as warnings and reading goes on.
func eachSegment(e *runEnv, c *cli.Context, paths []string, fn func(name string, seg input.Segment) error) (failed bool, err error) {
	mode, err := input.ParseMode(c.String("input"))
	if err != nil {
		return false, usageError("%v", err)
	}
	failed = walkInputs(e, paths, c.String("stdin-filename"), func(name string, r io.Reader, o origin) error {
		m := mode
		if o.maildir && m == input.Auto {
			m = input.Mail
		}
		warn := func(msg string) { e.errorf(name, "warning: %s", msg) }
		err := input.Read(name, r, m, warn, func(seg input.Segment) error { return fn(name, seg) })
		var skip *input.SkipError
		if errors.As(err, &skip) && o.walked {
			return nil
		}
		return err
	})
	return failed, nil
}

// describe turns an error into the part of the one-line message after the
// path: os errors carry the path already, so only their cause is kept.
func describe(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
