// Command urlsift finds URLs in plain text and lints them against
// draft-fielding-url-syntax-09.
//
// This file holds what every command shares: the application, the exit
// statuses, colour, error reporting and the walk over input paths. Each
// command lives in its own cmd_*.go file, and commands lists them.
package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/argmask"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/walk"
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

// ownMemoryLimit says whether urlsift set the soft limit (GOMEMLIMIT unset),
// and so may raise it: lint reading one large file in parts on several
// workers holds each part's printed findings until its turn, 14 MB for a
// part of URL-dense text, and under 32 MiB the collector ran without a
// pause (863 collections for 19 MB at -j 2, against 77 at -j 1, and twice
// the CPU time of -j 1).
var ownMemoryLimit bool

// raiseMemoryLimit makes the soft limit memoryLimit for each of workers,
// if urlsift set it and it is lower.
func raiseMemoryLimit(workers int) {
	if !ownMemoryLimit || workers <= 1 {
		return
	}
	if want := int64(memoryLimit) * int64(workers); debug.SetMemoryLimit(-1) < want {
		debug.SetMemoryLimit(want)
	}
}

func init() {
	// --version prints what `urlsift version` prints.
	cli.VersionPrinter = func(c *cli.Context) { printVersion(c.App.Writer) }
}

func main() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
		ownMemoryLimit = true
	}
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// commands builds the commands, in the order the help lists them. Each
// cmd_*.go file holds the function that builds its command; a new command
// is one file and one line here.
func commands() []*cli.Command {
	return []*cli.Command{extractCommand(), lintCommand(), parseCommand(), resolveCommand(), rulesCommand(), explainCommand(), lspCommand(), completionCommand(), manCommand(), versionCommand()}
}

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
	// StdinTerminal says that standard input is a terminal: a reading
	// command given no PATH then reads the current directory (inputPaths).
	StdinTerminal bool
	// StdoutFile is the regular file standard output writes to, or nil:
	// the walk does not read it (walk.Options.Output).
	StdoutFile fs.FileInfo

	usageFailed bool // a usage error was already reported (help for an unknown command)

	// args masks what an error message shows of a secret of the
	// command line (a PATH or a flag's value that is a URL, whole or a
	// piece): argmask.
	args argmask.Args
	// notify, when set, hears of what went wrong with each input (the
	// lines eachInput prints on standard error), for an output that
	// reports it (SARIF's notifications).
	notify func(printer.Notification)
	// maxPart is input.Options.MaxPart: 0 (the default) but in tests,
	// which read parts over the cap without writing 32 MiB.
	maxPart int
}

// envOf returns the runEnv of the running application.
func envOf(c *cli.Context) *runEnv {
	return c.App.Metadata["env"].(*runEnv)
}

// errorf prints one line on standard error: "urlsift: PATH: message", with
// every control character of PATH and message escaped (printer.Safe), and
// the secret of any URL that PATH is or the message quotes shown as ***
// (argmask: a PATH or --stdin-filename may be a URL, and a message may
// quote a piece of an argument).
func (e *runEnv) errorf(path string, format string, args ...any) {
	path, msg := e.message(path, format, args...)
	if path == "" {
		fmt.Fprintf(e.Stderr, "urlsift: %s\n", msg)
		return
	}
	fmt.Fprintf(e.Stderr, "urlsift: %s: %s\n", path, msg)
}

// message is an error message and the path it names as errorf prints
// them: one line, control characters escaped, secrets masked (argmask).
func (e *runEnv) message(path, format string, args ...any) (string, string) {
	msg := printer.Safe(e.args.Message(oneLine(fmt.Sprintf(format, args...))))
	return printer.Safe(e.args.Path(path)), msg
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
	Usage: "colour the output `WHEN`: auto (only on a terminal, never with NO_COLOR set), always or never",
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
	return isTerminal(e.Stdout), nil
}

// newApp builds the application around e. Every error comes back from
// App.Run so that run alone prints it and chooses the exit status.
func newApp(e *runEnv) *cli.App {
	onUsage := func(c *cli.Context, err error, isSubcommand bool) error {
		help, flags := "urlsift --help", c.App.Flags
		if c.Command != nil && c.Command.Name != "" && c.Command.Name != c.App.Name {
			help, flags = "urlsift "+c.Command.Name+" --help", c.Command.Flags
		}
		return usageError("%s (see %s)", suggestFlag(flags, err), help)
	}
	before := func(c *cli.Context) error {
		color, err := useColor(colorMode(c), e)
		e.Color = color
		return err
	}
	cmds := commands()
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
				name := c.Args().First()
				var names []string
				for _, cmd := range c.App.VisibleCommands() {
					names = append(names, cmd.Names()...)
				}
				if near := closest(name, names); len(near) > 0 {
					return usageError("unknown command %q; did you mean %s? (try urlsift --help)", name, strings.Join(near, " or "))
				}
				return usageError("unknown command %q (try urlsift --help)", name)
			}
			return cli.ShowAppHelp(c)
		},
	}
}

// eofReader reads r until its first end of file, and then reads nothing
// more: a terminal gives one end of file for each ^D typed, and a reader
// that asks again after the first would wait for another.
type eofReader struct {
	r   io.Reader
	err error
}

func (r *eofReader) Read(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	n, err := r.r.Read(p)
	if err != nil {
		r.err = err
	}
	return n, err
}

// regularFile is the file w writes to when it is a regular file, or nil
// (a terminal, a pipe, anything not an *os.File).
func regularFile(w io.Writer) fs.FileInfo {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	return fi
}

// isTerminal tells whether r is a terminal.
func isTerminal(r any) bool {
	if cw, ok := r.(*checkedWriter); ok {
		r = cw.w
	}
	f, ok := r.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
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

// checkedWriter keeps the first error writing to w: the help, the rule
// list and the other texts urfave/cli and the commands print do not all
// look at it, and a run whose output was lost must not exit 0.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	if err != nil {
		err = &outputError{err}
		if c.err == nil {
			c.err = err
		}
	}
	return n, err
}

// outputError is an error writing standard output: the run's, not that of
// the input being read when it happened (eachInput).
type outputError struct{ err error }

func (e *outputError) Error() string { return e.err.Error() }
func (e *outputError) Unwrap() error { return e.err }

// run is main without the process: it returns the exit status. A run
// whose standard output could not be written ends with one line on
// standard error and exit status 2, unless the command said so already.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &runEnv{Stdin: stdin, Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Getwd: os.Getwd, StdinTerminal: isTerminal(stdin), StdoutFile: regularFile(stdout), args: argmask.New(args)}
	return e.run(args)
}

// run runs the application in e (run).
func (e *runEnv) run(args []string) int {
	out := &checkedWriter{w: e.Stdout}
	e.Stdout = out
	code := runApp(e, args)
	if out.err != nil && code != exitTrouble {
		e.errorf("", "writing standard output: %s", describe(out.err))
		code = exitTrouble
	}
	return code
}

// runApp runs the application and returns the exit status.
func runApp(e *runEnv, args []string) int {
	app := newApp(e)
	if len(args) > 1 && args[1] == completeCommand {
		runComplete(app, args[2:], e.Stdout) // the completion scripts
		return exitOK
	}
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
	&cli.StringFlag{Name: "input", Usage: "how to read inputs: auto (mail and web archives are recognised), text, mail or warc", Value: "auto"},
	&cli.BoolFlag{Name: "hidden", Usage: "also read hidden files and directories (names starting with .) in a directory"},
	&cli.BoolFlag{Name: "no-ignore", Usage: "do not skip what .gitignore, .ignore and .git/info/exclude exclude"},
	&cli.BoolFlag{Name: "follow", Aliases: []string{"L"}, Usage: "follow symbolic links in a directory"},
	&cli.BoolFlag{Name: "search-zip", Aliases: []string{"z"}, Usage: "read files named *.gz decompressed"},
	&cli.StringSliceFlag{Name: "glob", Aliases: []string{"g"}, Usage: "in a directory, read only the files matching `GLOB` (gitignore syntax); !GLOB leaves them out; the last match wins"},
	&cli.IntFlag{Name: "threads", Aliases: []string{"j"}, Usage: "read up to `N` files at once (0: one per core; at most 256); the output is the same"},
	&cli.BoolFlag{Name: "text", Aliases: []string{"a"}, Usage: "read binary files (a NUL byte in the first 8000 bytes) met in a directory as text instead of skipping them (one named is always read); --fix leaves them alone"},
	&cli.BoolFlag{Name: "stats", Usage: "print a summary on standard error: files read and skipped, bytes, URLs, findings by severity, fixes, time"},
	mapperFlags[0], mapperFlags[1], mapperFlags[2],
}

// args is the PATHs a reading command was given. With none, it is the
// current directory when standard input is a terminal, as ripgrep does: a
// terminal is a person waiting, not text to read (unless --stdin-filename
// says standard input is wanted, or --files-from names the inputs);
// otherwise it is no path, which reads standard input.
func args(e *runEnv, c *cli.Context) []string {
	if c.NArg() == 0 && e.StdinTerminal && !c.IsSet("stdin-filename") && c.String("files-from") == "" {
		return []string{"."}
	}
	return c.Args().Slice()
}

// fileResult is what reading one input gave, beside its output: the
// command's process fills it in, and eachInput counts it and reports, in
// the input's turn, what went wrong with it. A worker reuses its
// fileResult from one input to the next.
type fileResult struct {
	out     *pipeline.Turn         // the input's output, written in its turn
	notes   []printer.Notification // what note said, for runEnv.notify
	failed  bool                   // the input could not be read (exit status 2)
	skipped bool                   // a binary file met while walking
	counts                         // of this input: URLs, fixes, findings
}

// counts are what --stats and the exit status count of the inputs.
type counts struct {
	files, skipped, failed int
	bytes                  int64
	urls                   int           // extract: printed; lint: checked
	fixed                  int           // lint --fix: fixes applied
	findings               [3]int        // lint: printed, by severity (info, warning, error)
	worst                  lint.Severity // lint: the highest severity printed
}

// add adds o to c.
func (c *counts) add(o *counts) {
	c.files, c.skipped, c.failed, c.bytes = c.files+o.files, c.skipped+o.skipped, c.failed+o.failed, c.bytes+o.bytes
	c.urls, c.fixed = c.urls+o.urls, c.fixed+o.fixed
	for i, n := range o.findings {
		c.findings[i] += n
	}
	c.worst = max(c.worst, o.worst)
}

// printed counts a finding printed, for --stats and the exit status.
func (c *counts) printed(sev lint.Severity) {
	c.worst = max(c.worst, sev)
	if sev >= lint.Info && sev <= lint.Error {
		c.findings[sev-lint.Info]++
	}
}

// note reports msg (a whole line) on standard error in the input's turn.
// The note is kept for the output's notifications too (runEnv.notify).
func (r *fileResult) note(e *runEnv, path, format string, args ...any) {
	p, msg := e.message(path, format, args...)
	r.notes = append(r.notes, printer.Notification{Path: p, Message: msg})
	var b strings.Builder
	(&runEnv{Stderr: &b, args: e.args}).errorf(path, format, args...)
	line := b.String()
	r.out.Do(func() { io.WriteString(e.Stderr, line) }, len(line))
}

// runStats is the summary --stats prints, as rg --stats does: the files
// read, skipped and failed, their bytes, the URLs found, lint's findings
// by severity and the fixes it applied, and the time the run took.
type runStats struct {
	start  time.Time
	counts // of every input
	lint   bool
	mapped bool // --output-dir: URLs and findings are not counted
	show   bool // --stats: print the summary
}

// newStats starts the summary of a run, which print prints when --stats
// asks for it.
func newStats(c *cli.Context, lint bool) *runStats {
	return &runStats{start: time.Now(), lint: lint, show: c.Bool("stats")}
}

// print writes the summary on standard error, one "urlsift: stats:" line
// for the inputs, one for what was found and one for the time.
func (st *runStats) print(e *runEnv) {
	if !st.show {
		return
	}
	e.errorf("", "stats: %s read (%s), %d skipped as binary, %d could not be read",
		plural(st.files, "file"), plural64(st.bytes, "byte"), st.skipped, st.failed)
	switch {
	case st.mapped:
	case st.lint:
		total := st.findings[0] + st.findings[1] + st.findings[2]
		line := fmt.Sprintf("stats: %s checked, %s (%s, %s, %d info)", plural(st.urls, "URL"), plural(total, "finding"),
			plural(st.findings[2], "error"), plural(st.findings[1], "warning"), st.findings[0])
		switch {
		case st.fixed == 1:
			line += ", 1 fix applied"
		case st.fixed > 1:
			line += fmt.Sprintf(", %d fixes applied", st.fixed)
		}
		e.errorf("", "%s", line)
	default:
		e.errorf("", "stats: %s printed", plural(st.urls, "URL"))
	}
	e.errorf("", "stats: %.3f seconds", time.Since(st.start).Seconds())
}

// plural is "1 file", "2 files".
func plural(n int, noun string) string { return plural64(int64(n), noun) }

func plural64(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// inputs is what the input flags say: the walk, how many inputs to read
// at once, and how to read them.
type inputs struct {
	walk    walk.Options
	workers int
	mode    input.Mode
	// order, when set, is called with each input in the order of the
	// inputs (the command line and the lexical walk), before its task
	// runs, on one goroutine at a time: a decision made there is the
	// same in every run, however the workers' tasks interleave.
	order func(src *walk.Source)
}

// walkOptions reads the input flags.
func walkOptions(e *runEnv, c *cli.Context) (inputs, error) {
	mode, err := input.ParseMode(c.String("input"))
	if err != nil {
		return inputs{}, usageError("--input %v", err)
	}
	if c.Int("threads") < 0 {
		return inputs{}, usageError("--threads must be 0 or more")
	}
	if c.Bool("text") {
		mode |= input.Binary
	}
	in := inputs{
		walk: walk.Options{
			Hidden: c.Bool("hidden"), NoIgnore: c.Bool("no-ignore"),
			Follow: c.Bool("follow"), Gzip: c.Bool("search-zip"), Globs: c.StringSlice("glob"),
			Stdin: &eofReader{r: e.Stdin}, StdinName: c.String("stdin-filename"),
			Stored: func(name string) bool { return input.ReadsStored(mode, name) },
			Output: e.StdoutFile,
		},
		workers: c.Int("threads"),
		mode:    mode,
	}
	if in.workers == 0 {
		in.workers = runtime.GOMAXPROCS(0)
	}
	in.workers = min(in.workers, pipeline.MaxWorkers)
	// The walk is read by one worker at a time (eachInput): the others
	// list directories ahead of it.
	in.walk.Listers = in.workers - 1
	return in, nil
}

// maxURLFlag reads --max-url: a number of bytes from 1 to
// extract.MaxMaxURL, anything else a usage error.
func maxURLFlag(c *cli.Context) (int, error) {
	n := c.Int("max-url")
	if n < 1 || n > extract.MaxMaxURL {
		return 0, usageError("--max-url must be from 1 to %d bytes, not %d", extract.MaxMaxURL, n)
	}
	return n, nil
}

// eachInput reads every input paths name (files, directories walked
// recursively, "-" for standard input, which is also what no path means)
// with in.workers workers, writing their output to out in the order of
// the command line and the lexical walk (pipeline.Sequencer). process is
// called for each input, possibly on several goroutines at once, with the
// worker's number (0 to in.workers-1) and the mode to read it in; it
// writes the input's output to r.out and fills in the rest of r. A binary
// file met while walking is skipped quietly; one named is read as text.
// eachInput returns whether an input could not be read, and the first
// error writing out. With st (--stats), it counts the inputs and the URLs,
// fixes and findings of each result.
func eachInput(e *runEnv, paths []string, in inputs, st *runStats, out io.Writer,
	process func(worker int, src *walk.Source, mode input.Mode, r *fileResult) error) (failed bool, err error) {
	seq := pipeline.NewSequencer(out, in.workers)
	// Each worker's own: its reader, its result, the counts and the first
	// output error of its inputs, added up at the end.
	type worker struct {
		rd     walk.Reader
		r      fileResult
		counts counts
		outErr error
	}
	workers := make([]worker, in.workers)
	// One task function for every input, given the source as its
	// argument: a closure made for each held the source (and once all
	// of in, 7.5 of 82.7 MB allocated over the two trees).
	mode := in.mode
	task := func(w int, t *pipeline.Turn, arg any) {
		src := arg.(*walk.Source)
		wk := &workers[w]
		done, err := src.Open(&wk.rd)
		if err != nil {
			wk.counts.failed++
			err := err // the closure's own: err is not moved to the heap for every input
			t.Do(func() {
				e.errorf(src.Name, "%s", describe(err))
				if e.notify != nil {
					p, msg := e.message(src.Name, "%s", describe(err))
					e.notify(printer.Notification{Path: p, Message: msg, Error: true})
				}
			}, 0)
			return
		}
		r := &wk.r
		*r = fileResult{out: t, notes: r.notes[:0]}
		err = process(w, src, pipeline.Mode(src, mode), r)
		done()
		switch {
		case err == nil:
		case isSkip(err):
			r.skipped = true
		case isOutputError(err):
			// The run's error, not the input's: eachInput returns it.
			if wk.outErr == nil {
				wk.outErr = err
			}
		case err != nil:
			r.failed = true
			r.note(e, src.Name, "%s", describe(err))
		}
		if len(r.notes) > 0 && e.notify != nil {
			notes, failed := r.notes, r.failed
			r.notes = nil // held by the call
			t.Do(func() {
				for _, n := range notes {
					n.Error = failed // the input could not be read, wholly or in part: exit status 2
					e.notify(n)
				}
			}, 0)
		}
		switch {
		case r.failed:
			wk.counts.failed++
		case r.skipped:
			wk.counts.skipped++
		default:
			wk.counts.files++
			if src.Size > 0 {
				wk.counts.bytes += src.Size
			}
		}
		wk.counts.add(&r.counts)
	}
	// The workers read the walk themselves (Sequencer.Run): each lists
	// directories when the tasks queued run short.
	sources := walk.Sources(paths, in.walk)
	err = seq.Run(func(yield func(any) bool) {
		for src := range sources {
			if in.order != nil {
				in.order(src)
			}
			if !yield(src) {
				return
			}
		}
	}, task)
	for i := range workers {
		st.add(&workers[i].counts)
		if err == nil {
			err = workers[i].outErr
		}
	}
	return st.failed > 0, err
}

// busySplitMin is the size from which a file with others after it in
// the walk is read in parts all the same (splitHere).
const busySplitMin = 32 << 20

// splitHere tells whether a large file of text may be read in parts on
// every worker (internal/split): when nothing comes after it in the walk
// (walk.Source.More: the last file of a tree, a file named last), or when
// it is so large that the files after it would leave the other workers
// idle long before it is read. A file with others after it is read on
// one worker while the others read those: split over the Go sources and
// /usr/share/doc, nodejs's all.html (8.4 MB) cost 7% of the run's CPU
// in the parts' setting up, mappings and goroutines. The choice is a
// function of the file and of the walk's order, never of how far the
// workers have got (stop 44's, made by the queue's length, raced).
func splitHere(src *walk.Source) bool {
	return !src.More || src.Size >= busySplitMin
}

// isSkip and isOutputError tell an error's kind: a function of their
// own, so that the target errors.As takes escapes only where an error is
// there (as eachInput's variables, it was two allocations for each file).
func isSkip(err error) bool {
	var skip *input.SkipError
	return errors.As(err, &skip)
}

func isOutputError(err error) bool {
	var oe *outputError
	return errors.As(err, &oe)
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
