package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/lsp"
	"github.com/urlsift/urlsift/urlsyntax"
)

func lspCommand() *cli.Command {
	return &cli.Command{
		Name:  "lsp",
		Usage: "serve the Language Server Protocol over standard input and output, for editors",
		Description: "A language server (LSP 3.17, over stdio) that gives editors what lint and extract give:\n" +
			"diagnostics (the findings of lint for the same bytes, with the configuration file found from\n" +
			"the document's directory up and its suppression comments), document links (every URL extract\n" +
			"finds, a URL wrapped across lines as one link), quick fixes and \"fix all in file\" for the\n" +
			"rules with a safe fix, and a hover with a URL's components and normal form.\n" +
			"Positions are UTF-8 when the client offers it, else UTF-16. Passwords are masked everywhere.\n\n" +
			"Exit status: 0 after shutdown and exit, 1 when the client leaves without shutdown.",
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "enable", Usage: "also run the rules `RULE,...` (\"all\" for every rule)"},
			&cli.StringSliceFlag{Name: "disable", Usage: "do not run the rules `RULE,...` (\"all\" for every rule)"},
			&cli.StringFlag{Name: "config", Usage: "read the configuration from `FILE` instead of the urlsift.toml (or .urlsift.toml) found from each document's directory up"},
			&cli.BoolFlag{Name: "no-config", Usage: "read no configuration file"},
			&cli.BoolFlag{Name: "abbreviated", Usage: "also check Appendix F abbreviated references such as www.w3.org/Addressing/"},
			&cli.BoolFlag{Name: "relative", Usage: "also check relative references where a wrapper (<...>, quotes) makes them unambiguous"},
			&cli.IntFlag{Name: "max-url", Value: extract.DefaultMaxURL, Usage: "longest URL accepted, in `BYTES`"},
			&cli.DurationFlag{Name: "debounce", Value: 200 * time.Millisecond, Usage: "wait `DURATION` after a change before checking the document again"},
		},
		Action: runLSP,
	}
}

func runLSP(c *cli.Context) error {
	e := envOf(c)
	if c.NArg() > 0 {
		return usageError("lsp takes no arguments; it speaks LSP on standard input and output")
	}
	maxURL, err := maxURLFlag(c)
	if err != nil {
		return err
	}
	enable, disable := c.StringSlice("enable"), c.StringSlice("disable")
	if _, err := lint.New(lint.Options{Enable: enable, Disable: disable}); err != nil {
		return usageError("%s", withRuleHint(err))
	}
	configFile, noConfig := c.String("config"), c.Bool("no-config")
	// One linter per directory, as `urlsift lint` run there would make it.
	linterFor := func(dir string) (*lint.Linter, error) {
		var cfg *lint.Config
		path := configFile
		if path == "" && !noConfig {
			if dir == "" {
				wd, err := e.Getwd()
				if err == nil {
					dir = wd
				}
			}
			if dir != "" {
				p, err := lint.FindConfig(dir)
				if err != nil {
					return nil, fmt.Errorf("looking for a configuration file: %v", err)
				}
				path = p
			}
		}
		if path != "" && !noConfig {
			var err error
			if configFile != "" {
				cfg, err = lint.LoadConfig(path)
			} else {
				cfg, err = lint.LoadFoundConfig(path)
			}
			var ue *lint.UntrustedError
			if errors.As(err, &ue) {
				// Someone else's file: lint as if there were none, and
				// say so, in the log and (the linter with the error) at
				// the top of each document. The log line names the file
				// as the diagnostic does, read as a name
				// (urlsyntax.MaskName, as the server's own log): a
				// directory may be a URL saved under its own name.
				fmt.Fprintf(e.Stderr, "urlsift lsp: warning: %s\n", urlsyntax.MaskName(ue.Error()))
				l, err := lint.New(lint.Options{Enable: enable, Disable: disable})
				if err != nil {
					return nil, err
				}
				return l, fmt.Errorf("%v (--config FILE names one to use)", ue)
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %v", path, strings.TrimPrefix(err.Error(), "open "+path+": "))
			}
		}
		return lint.New(lint.Options{Config: cfg, Enable: enable, Disable: disable})
	}
	srv := lsp.New(e.Stdin, e.Stdout, lsp.Options{
		Linter:   linterFor,
		Extract:  extract.Options{Abbreviated: c.Bool("abbreviated"), Relative: c.Bool("relative"), MaxURL: maxURL},
		Debounce: c.Duration("debounce"),
		Version:  version(),
		Log:      func(msg string) { fmt.Fprintf(e.Stderr, "urlsift lsp: %s\n", msg) },
	})
	err = srv.Run(context.Background())
	if errors.Is(err, lsp.ErrNoShutdown) {
		return exitStatus(exitFindings)
	}
	if err != nil {
		return fmt.Errorf("lsp: %v", err)
	}
	return nil
}
