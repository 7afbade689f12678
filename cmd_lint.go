package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/mapper"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/urlsyntax"
	"github.com/urlsift/urlsift/walk"
)

func lintCommand() *cli.Command {
	flags := []cli.Flag{
		&cli.StringFlag{Name: "format", Value: "text", Usage: "output format: " + formatList(lintFormats, true)},
		&cli.StringSliceFlag{Name: "enable", Usage: "also run the rules `RULE,...` (\"all\" for every rule)"},
		&cli.StringSliceFlag{Name: "disable", Usage: "do not run the rules `RULE,...` (\"all\" for every rule)"},
		&cli.StringFlag{Name: "fail-level", Value: "warning", Usage: "exit 1 when a finding is at least `LEVEL`: error, warning, info or none"},
		&cli.StringFlag{Name: "config", Usage: "read the configuration from `FILE` instead of the urlsift.toml (or .urlsift.toml) found from the current directory up"},
		&cli.BoolFlag{Name: "no-config", Usage: "read no configuration file"},
		&cli.BoolFlag{Name: "fix", Usage: "rewrite files in place where a rule has a safe fix; with standard input, print the fixed text (findings go to standard error)"},
		&cli.BoolFlag{Name: "diff", Usage: "with --fix: print the fixes as a unified diff instead of writing them (findings go to standard error)"},
		&cli.BoolFlag{Name: "tests", Usage: "report everything in tests and their data (testdata/, test/, *_test.go, ...) and in documentation's examples (\"Bad:\", prompts, doctests, fenced code), where only real passwords are reported by default"},
		&cli.BoolFlag{Name: "info", Usage: "also report info findings (documentation and loopback hosts, placeholders, style), which --fail-level info and --fix-level info report too"},
		&cli.StringFlag{Name: "fix-level", Value: "warning", Usage: "with --fix: apply only the fixes of findings at least `LEVEL`: error, warning or info"},
		&cli.BoolFlag{Name: "abbreviated", Usage: "also check Appendix F abbreviated references such as www.w3.org/Addressing/"},
		&cli.BoolFlag{Name: "relative", Usage: "also check relative references where a wrapper (<...>, quotes) makes them unambiguous"},
		&cli.IntFlag{Name: "max-url", Value: extract.DefaultMaxURL, Usage: "longest URL accepted, in `BYTES`"},
		baselineFlag,
	}
	return &cli.Command{
		Name:      "lint",
		Usage:     "check every URL in the inputs against draft-09",
		ArgsUsage: "[PATH ...]",
		Description: "Extracts URLs as extract does and checks each one. The text output is one line a finding:\n\n" +
			"    PATH:LINE:COLUMN: SEVERITY: MESSAGE (RULE)\n\n" +
			"A comment \"urlsift:ignore RULE[,RULE] reason\" silences rules on its line,\n" +
			"\"urlsift:ignore-next-line ...\" on the next. \"urlsift rules\" lists the rules,\n" +
			"\"urlsift explain RULE\" documents one.\n\n" +
			"Exit status: 0 when no finding reaches --fail-level, 1 when one does, 2 on usage or read errors.",
		Flags:  append(flags, inputFlags...),
		Action: runLint,
	}
}

func rulesCommand() *cli.Command {
	return &cli.Command{
		Name:      "rules",
		Usage:     "list the lint rules",
		ArgsUsage: " ",
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("rules takes no arguments")
			}
			e := envOf(c)
			w := 0
			for _, r := range lint.Rules() {
				w = max(w, len(r.Name))
			}
			for _, r := range lint.Rules() {
				sev := r.Severity.String()
				if r.NonDefault {
					sev += " (off)"
				}
				fix := ""
				if r.Fix != "" {
					fix = " [fix]"
				}
				fmt.Fprintf(e.Stdout, "%-*s  %-11s  %s%s\n", w, r.Name, sev, r.Title, fix)
			}
			return nil
		},
	}
}

func explainCommand() *cli.Command {
	return &cli.Command{
		Name:      "explain",
		Usage:     "print the documentation of a lint rule",
		ArgsUsage: "RULE",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("explain takes one rule name (urlsift rules lists them)")
			}
			r, err := lint.Find(c.Args().First())
			if err != nil {
				return usageError("%s", withRuleHint(err))
			}
			fmt.Fprint(envOf(c).Stdout, r.Explain())
			return nil
		},
	}
}

// lintRun is one `urlsift lint`: the linter, the output and what it found.
type lintRun struct {
	e         *runEnv
	linter    *lint.Linter
	out       printer.Printer
	opts      extract.Options
	failLevel lint.Severity // lint.Off: never fail on findings
	baseline  baseline      // --baseline: findings not to report
	fix       bool
	fixLevel  lint.Severity   // --fix-level: the least severity whose fixes are applied
	temps     *lint.TempFiles // the temporary files of --fix, removed on a signal
	diff      bool            // --fix --diff: print the fixes, write nothing
	stdinFix  bool            // --fix on standard input: print the fixed text
	workers   int             // -j: a large file is linted in parts on as many
	// line is the format of the findings when each worker formats those
	// of its file (a line per finding, to standard output, no baseline);
	// nil when they are printed by out, in their file's turn.
	line printer.LineFormat
	err  error // the first error printing a finding
	// printed counts the findings printed by out, in their turn.
	printed counts
}

func runLint(c *cli.Context) error {
	e := envOf(c)
	st := newStats(c, true)
	stdinFix := false
	if c.Bool("fix") {
		given := args(e, c)
		stdinFix = len(given) == 0 || len(given) == 1 && given[0] == "-"
		if !stdinFix && slices.Contains(given, "-") {
			return usageError("--fix reads standard input alone: it prints the fixed text")
		}
	}
	if c.Bool("diff") && !c.Bool("fix") {
		return usageError("--diff shows what --fix would change: give both")
	}
	if c.IsSet("fix-level") && !c.Bool("fix") {
		return usageError("--fix-level says which fixes --fix applies: give both")
	}
	fixLevel, err := lint.ParseSeverity(c.String("fix-level"))
	if err != nil || fixLevel == lint.Off {
		return usageError("--fix-level: unknown level %q (want error, warning or info)", c.String("fix-level"))
	}
	cfg, untrusted, err := lintConfig(c, e)
	if err != nil {
		return err
	}
	level := "warning"
	if cfg != nil && cfg.FailLevel != "" {
		level = cfg.FailLevel
	}
	if c.IsSet("fail-level") {
		level = c.String("fail-level")
	}
	failLevel, err := lint.ParseSeverity(level)
	if err != nil {
		return usageError("--fail-level: %v", err)
	}
	key, err := secretKey(e)
	if err != nil {
		return err
	}
	linter, err := lint.New(lint.Options{
		SecretKey: key,
		Config:    cfg,
		Enable:    c.StringSlice("enable"),
		Disable:   c.StringSlice("disable"),
		Tests:     c.Bool("tests"),
		// Info findings are reported when asked (issue 24: none of those
		// judged was one a maintainer acts on).
		HideInfo: !c.Bool("info") && failLevel != lint.Info && !(c.Bool("fix") && fixLevel == lint.Info),
		// The secret's ID is read by the JSON output and a baseline
		// alone (an HMAC for each URL with a secret and a finding).
		NoSecretID: c.String("format") != "json" && c.String("baseline") == "",
	})
	if err != nil {
		return usageError("%s", withRuleHint(err))
	}
	var bl baseline
	if path := c.String("baseline"); path != "" {
		if bl, err = loadBaseline(path); err != nil {
			return usageError("--baseline: %s: %v", path, describe(err))
		}
	}
	// SARIF declares every rule of the registry, enabled or not.
	// With --fix on standard input or --diff, standard output carries the
	// text or the diff, and the findings go to standard error.
	findingsTo := e.Stdout
	if stdinFix || c.Bool("diff") {
		findingsTo = e.Stderr
	}
	format := c.String("format")
	if !slices.Contains(lintFormats, format) {
		return usageError("--format: unknown format %q (want %s)", format, strings.Join(lintFormats, ", "))
	}
	build := thisBuild()
	out, err := printer.New(format, findingsTo, printer.Options{
		Color: e.Color, ToolVersion: build.String(), ToolSemanticVersion: build.Semantic(),
		Rules: pipeline.Rules,
	})
	if err != nil {
		return err
	}
	if n, ok := out.(printer.Notifier); ok {
		// SARIF: what went wrong with the inputs, and the configuration
		// ignored, are in the log too.
		e.notify = n.Notify
		if untrusted != "" {
			n.Notify(printer.Notification{Message: untrusted, Error: true})
		}
	}
	in, err := walkOptions(e, c)
	if err != nil {
		return err
	}
	maxURL, err := maxURLFlag(c)
	if err != nil {
		return err
	}
	lr := &lintRun{
		e: e, linter: linter, out: out, failLevel: failLevel, fix: c.Bool("fix"), fixLevel: fixLevel, baseline: bl,
		diff: c.Bool("diff"), stdinFix: stdinFix, workers: in.workers,
		opts: extract.Options{Abbreviated: c.Bool("abbreviated"), Relative: c.Bool("relative"), MaxURL: maxURL},
	}
	od, err := newOutputDir(c, "fix", "diff", "baseline")
	if err != nil {
		return err
	}
	m := &mapper.Lint{Linter: linter, Format: format, Options: lr.opts, Printer: printer.Options{ToolVersion: build.String(), ToolSemanticVersion: build.Semantic()}, MaxPart: e.maxPart}
	paths, none, err := inputPaths(c, e, od, m.Ext())
	if err != nil || none {
		return err
	}
	if od != nil {
		failed, worst, err := runMapped(e, paths, in, st, m, od)
		switch {
		case err != nil:
			return err
		default:
			st.print(e)
		}
		switch {
		case failed, untrusted != "":
			return exitStatus(exitTrouble)
		case failLevel != lint.Off && worst >= failLevel:
			return exitStatus(exitFindings)
		}
		return nil
	}
	if lr.fix {
		lr.temps = &lint.TempFiles{}
		defer removeOnSignal(lr.temps)()
	}
	if !stdinFix && !lr.diff && bl == nil {
		// Each worker formats the findings of its file into the file's
		// output, written in the output's order, when the format is a
		// line per finding (not SARIF) and nothing else goes to standard
		// output (the fixed text or the diff).
		lr.line, _ = printer.Line(format, printer.Options{Color: e.Color})
	}
	failed, err := eachInput(e, paths, in, st, e.Stdout,
		func(worker int, src *walk.Source, mode input.Mode, r *fileResult) error {
			return lr.lintInput(src, mode, r)
		})
	if err == nil {
		err = lr.err
	}
	st.add(&lr.printed)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	st.print(e)
	switch {
	case failed, untrusted != "":
		return exitStatus(exitTrouble)
	case failLevel != lint.Off && st.worst >= failLevel:
		return exitStatus(exitFindings)
	}
	return nil
}

// withRuleHint is err's message, with a pointer to `urlsift rules` when
// it names a rule that does not exist and none comes close.
func withRuleHint(err error) string {
	var ue *lint.UnknownRuleError
	if errors.As(err, &ue) && len(ue.Near) == 0 {
		return err.Error() + " (urlsift rules lists them)"
	}
	return err.Error()
}

// lintConfig finds and reads the configuration file: --config, or the first
// urlsift.toml or .urlsift.toml from the current directory up. A file found
// that way that someone else may have written (lint.LoadFoundConfig) is
// ignored with a warning, and untrusted is that warning: the run goes on without
// it, and its exit status is 2.
func lintConfig(c *cli.Context, e *runEnv) (cfg *lint.Config, untrusted string, err error) {
	if c.Bool("no-config") {
		return nil, "", nil
	}
	path := c.String("config")
	load := lint.LoadConfig
	if path == "" {
		wd, err := e.Getwd()
		if err != nil {
			return nil, "", nil // no current directory: no configuration
		}
		path, err = lint.FindConfig(wd)
		if err != nil {
			return nil, "", usageError("looking for a configuration file: %v", err)
		}
		if path == "" {
			return nil, "", nil
		}
		load = lint.LoadFoundConfig
	}
	cfg, err = load(path)
	var ue *lint.UntrustedError
	if errors.As(err, &ue) {
		e.errorf("", "warning: %v (--config FILE names one to use)", ue)
		_, msg := e.message("", "warning: %v (--config FILE names one to use)", ue)
		return nil, msg, nil
	}
	if err != nil {
		return nil, "", usageError("%s: %s", path, strings.TrimPrefix(withRuleHint(err), "open "+path+": "))
	}
	return cfg, "", nil
}

// lintInput reads one input (a file or standard input) as text or mail and
// lints each of its segments, printing the findings in the input's turn
// (emit). With --fix, lint.FixFile applies their fixes as the file is
// read, and the findings of the fixes not applied are printed once it is
// written.
func (lr *lintRun) lintInput(src *walk.Source, mode input.Mode, res *fileResult) error {
	name := src.Name
	warn := func(msg string) { res.note(lr.e, name, "warning: %s", msg) }
	// The finding being printed (emit), and what its format made of the
	// input's path, for the next.
	out := new(struct {
		rec   printer.Record
		paths printer.PathCache
	})
	rec := &out.rec
	rec.Paths = &out.paths
	emit := func(f lint.Finding) error { return lr.emit(name, &f, rec, res) }
	in := input.Options{Mode: mode, MaxPart: lr.e.maxPart}
	if !lr.fix && lr.line != nil && src.File != nil && splitHere(src) && pipeline.Splittable(name, src.File, src.Size, mode, lr.opts, lr.workers) {
		// One large file of text, its findings a line each: linted in
		// parts on every worker (internal/split), printed in order.
		splitFiles.Add(1)
		raiseMemoryLimit(lr.workers)
		urls, truncated, err := pipeline.LintSplit(lr.linter, name, src.File, src.Size, in, lr.opts, lr.workers, warn, lr.line, res.printed, res.out)
		res.urls = urls
		res.failed = res.failed || truncated
		return err
	}
	if !lr.fix {
		// Each finding by reference: lr.emit copies what it keeps.
		urls, truncated, err := pipeline.LintInputRef(lr.linter, name, src.R, in, lr.opts, warn, func(f *lint.Finding) error { return lr.emit(name, f, rec, res) })
		res.urls = urls
		res.failed = res.failed || truncated // the warning names the part; the exit status says so
		return err
	}
	fo := lint.FixOptions{Extract: lr.opts, Temps: lr.temps}
	if src.Walked {
		fo.Root = src.Root // a fix follows no link out of the tree
	}
	switch {
	case lr.stdinFix && lr.diff:
		// Standard input's diff, as a file's: spooled as standard input
		// is (Out, where nothing goes), its fixes printed as a diff that
		// masks secrets. Before stop 47 "lint --fix --diff -" printed the
		// fixed text, passwords and all (the leak probe's batches did not
		// read that output).
		fo.Out = io.Discard
		fo.Diff, fo.DiffName = res.out, urlsyntax.MaskName(filepath.ToSlash(name))
	case lr.stdinFix:
		fo.Out = res.out // print the text of standard input, fixed
	case lr.diff:
		fo.Diff, fo.DiffName = res.out, urlsyntax.MaskName(filepath.ToSlash(name))
	}
	applied, err := lint.FixFile(lint.FileFix{
		Name: name, R: src.R, Options: fo, Emit: emit,
		Lint: func(r io.Reader, emit func(lint.Finding) error) error {
			urls, truncated, err := pipeline.LintInput(lr.linter, name, r, in, lr.opts, warn, emit)
			res.urls = urls
			res.failed = res.failed || truncated
			return err
		},
		// A decompressed file (-z) is read, never fixed: its bytes are
		// not the file's. A fix below --fix-level is reported, not applied.
		Level: lr.fixLevel, ReadOnly: src.Decompressed,
		Note: func(msg string, failed bool) {
			res.failed = res.failed || failed
			res.note(lr.e, name, "%s", msg)
		},
	})
	res.fixed = applied // for --stats
	return err
}

// emit prints one finding of the input name in the input's turn, unless
// --baseline accepts it, and counts its severity for the exit status.
// With lr.line the worker formats it, through rec (one for the input, not
// one for each finding); otherwise it is printed by lr.out in the turn, on
// one goroutine at a time, from a copy.
func (lr *lintRun) emit(name string, fp *lint.Finding, rec *printer.Record, r *fileResult) error {
	if lr.line != nil {
		r.printed(fp.Severity)
		pipeline.SetRecord(rec, fp, name) // which keeps rec.Paths, the input's
		_, err := r.out.Write(lr.line.Append(r.out.AvailableBuffer(), rec))
		return err
	}
	f := *fp
	r.out.Do(func() {
		if lr.err != nil || lr.baseline.take(name, f) {
			return // --baseline
		}
		lr.printed.printed(f.Severity)
		rec := pipeline.Record(&f, name)
		lr.err = lr.out.Print(&rec)
	}, findingBytes+len(f.URL)+len(f.Message)+len(f.Text))
	return nil
}

// findingBytes is about what a lint.Finding takes, beside its strings.
const findingBytes = 256

// removeOnSignal removes the temporary files of --fix (copies of the
// user's files, passwords included) when an interrupt or a termination
// signal comes, and then lets the signal end the process as it would
// have. The function it returns stops listening.
func removeOnSignal(temps *lint.TempFiles) (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			temps.RemoveAll()
			signal.Reset(sig)
			if p, err := os.FindProcess(os.Getpid()); err == nil {
				p.Signal(sig)
			}
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}
