package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/urlsyntax"
)

func resolveCommand() *cli.Command {
	return &cli.Command{
		Name:      "resolve",
		Usage:     "resolve relative references against a base URL (draft-09 5.2)",
		ArgsUsage: "--base BASE REF ...",
		Description: "Prints one absolute URL per REF, resolved against BASE. --profile chooses the algorithm:\n" +
			"draft09 (default) gives the results of draft-09 Appendix C, rfc1808 those of RFC 1808\n" +
			"section 5, rfc3986 those of RFC 3986 section 5.4. A reference to the current document\n" +
			"(empty, or only a fragment) prints the base followed by the fragment, if any.\n" +
			"A password in the userinfo is printed as ***.\n\n" +
			"Exit status: 0, or 2 on a usage error (no --base, a base without a scheme, no REF).",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "base", Usage: "the absolute `URL` to resolve against"},
			&cli.StringFlag{Name: "profile", Value: "draft09", Usage: "resolution algorithm: draft09, rfc1808 or rfc3986"},
		},
		Action: runResolve,
	}
}

func runResolve(c *cli.Context) error {
	e := envOf(c)
	p, err := urlsyntax.ParseProfile(c.String("profile"))
	if err != nil {
		return usageError("resolve: --profile: %v", err)
	}
	if !c.IsSet("base") {
		return usageError("resolve: --base is required (usage: urlsift resolve --base BASE [--profile P] REF ...)")
	}
	base := c.String("base")
	if b := urlsyntax.Parse(base); !b.IsAbsolute() {
		return usageError("resolve: --base: %v", urlsyntax.ErrBaseNotAbsolute)
	}
	if c.NArg() == 0 {
		return usageError("resolve: no REF given (usage: urlsift resolve --base BASE [--profile P] REF ...)")
	}
	// The references are resolved against the base as it is printed, its
	// secret masked where it stands (a password runs to the last "@" a
	// host follows, whatever bytes it holds): what is printed is then a
	// function of that and of the reference alone, and no reference can
	// test the password's bytes. Before stop 37 the base was resolved as
	// the grammar reads it and the result masked: with the base
	// "postgres://:‹Fßu#f@db1.example.com/x", whose password holds a
	// "#", the reference "#f" printed "postgres://:***" and "#g"
	// printed "postgres://:***#g" (a fragment that goes on the password
	// was hidden with it), and "y" told where a "/" or "?" of the
	// password stood. A base whose secret holds no "/", "?" nor "#" is
	// read the same either way.
	base = urlsyntax.SecretOf(base).Mask(base)
	for _, ref := range c.Args().Slice() {
		abs, err := urlsyntax.Resolve(base, ref, p)
		if err != nil {
			return usageError("resolve: %v", err)
		}
		// The result shows no piece of the reference's secret, nor of
		// its own: masked where they stand in it, and by their words
		// only in bytes that come from neither the base nor the
		// reference (Secret.MaskDerived), so that a host that holds the
		// password's letters is shown as it is.
		sec := urlsyntax.SecretOf(abs, ref)
		if _, err := fmt.Fprintln(e.Stdout, sec.MaskDerived(abs, base, ref)); err != nil {
			return err
		}
	}
	return nil
}
