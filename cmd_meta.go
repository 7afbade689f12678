package main

import (
	"fmt"
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

// version is the module version from the build information: the tag when
// installed with `go install ...@vX`, the pseudo-version of a commit; a
// build from a checkout without one says "(devel)" with the commit it was
// built from.
func version() string {
	bi, _ := debug.ReadBuildInfo()
	return versionOf(bi)
}

func versionOf(bi *debug.BuildInfo) string {
	if bi == nil {
		return "(devel)"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, when, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev == "" {
		return "(devel)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	v := "(devel) " + rev + dirty
	if when != "" {
		v += " " + when
	}
	return v
}

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Description: "Prints a script that completes urlsift's commands and flags, made from the\n" +
			"command definitions. For example:\n\n" +
			"   bash: source <(urlsift completion bash)            (or save it in /etc/bash_completion.d/urlsift)\n" +
			"   zsh:  urlsift completion zsh > \"${fpath[1]}/_urlsift\"\n" +
			"   fish: urlsift completion fish > ~/.config/fish/completions/urlsift.fish",
		Action: func(c *cli.Context) error {
			e := envOf(c)
			if c.NArg() != 1 {
				return usageError("completion: name one shell: bash, zsh or fish")
			}
			switch c.Args().First() {
			case "bash":
				_, err := fmt.Fprint(e.Stdout, bashCompletion)
				return err
			case "zsh":
				_, err := fmt.Fprint(e.Stdout, zshCompletion)
				return err
			case "fish":
				s, err := c.App.ToFishCompletion()
				if err != nil {
					return err
				}
				_, err = fmt.Fprint(e.Stdout, s)
				return err
			}
			return usageError("completion: no script for %q (bash, zsh or fish)", c.Args().First())
		},
	}
}

func manCommand() *cli.Command {
	return &cli.Command{
		Name:  "man",
		Usage: "print the manual page (roff), made from the command definitions",
		Description: "For example: urlsift man > /usr/local/share/man/man1/urlsift.1, or\n" +
			"urlsift man | man -l -",
		Action: func(c *cli.Context) error {
			s, err := c.App.ToManWithSection(1)
			if err != nil {
				return err
			}
			_, err = fmt.Fprint(envOf(c).Stdout, s)
			return err
		},
	}
}

// The bash and zsh scripts ask urlsift itself (--generate-bash-completion)
// for the words that may follow, so they follow the commands as built.
const bashCompletion = `# bash completion for urlsift (urlsift completion bash)
_urlsift_complete() {
  local cur opts
  COMPREPLY=()
  cur="${COMP_WORDS[COMP_CWORD]}"
  if [[ "$cur" == -* ]]; then
    opts=$("${COMP_WORDS[@]:0:$COMP_CWORD}" "$cur" --generate-bash-completion 2>/dev/null)
  else
    opts=$("${COMP_WORDS[@]:0:$COMP_CWORD}" --generate-bash-completion 2>/dev/null)
  fi
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  return 0
}
complete -o bashdefault -o default -F _urlsift_complete urlsift
`

const zshCompletion = `#compdef urlsift
# zsh completion for urlsift (urlsift completion zsh)
_urlsift() {
  local -a opts
  local cur=${words[-1]}
  if [[ "$cur" == -* ]]; then
    opts=("${(@f)$(${words[@]:0:#words[@]-1} "$cur" --generate-bash-completion 2>/dev/null)}")
  else
    opts=("${(@f)$(${words[@]:0:#words[@]-1} --generate-bash-completion 2>/dev/null)}")
  fi
  if [[ -n "${opts[1]}" ]]; then
    _describe 'values' opts
  else
    _files
  fi
}
compdef _urlsift urlsift
`
