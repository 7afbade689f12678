package main

// Shell completion. The scripts `urlsift completion SHELL` prints ask
// urlsift itself what may come next: `urlsift __complete WORD... CURRENT`
// prints the candidates for CURRENT (the word being completed, "" after a
// space), one a line, made from the command definitions and the tables
// the commands check their flags against. No candidate means a path: the
// scripts then complete file names.

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

// completeCommand is the hidden command the completion scripts run.
const completeCommand = "__complete"

// extractFormats, parseFormats and the other lists are the values those
// flags accept; the commands check against them too. The output formats
// of extract and lint are those of the printer's table.
var (
	extractFormats = printer.Formats(printer.URLs)
	lintFormats    = printer.Formats(printer.Findings)
	parseFormats   = []string{"text", "json"}
	hyphenChoices  = []string{"keep", "drop", "both"}
	colorChoices   = []string{"auto", "always", "never"}
	profileChoices = []string{"draft09", "rfc1808", "rfc3986"}
	shells         = []string{"bash", "zsh", "fish"}
)

// flagChoices returns the values flag of command cmd takes when it takes
// one of a few (TestFlagChoicesAccepted runs the command with each), and
// whether it is a comma-separated list of them.
func flagChoices(cmd, flag string) (values []string, list bool) {
	switch flag {
	case "format":
		switch cmd {
		case "lint":
			return lintFormats, false
		case "extract":
			return extractFormats, false
		case "parse":
			return parseFormats, false
		}
	case "fail-level":
		return []string{"error", "warning", "info", "none"}, false
	case "fix-level":
		return []string{"error", "warning", "info"}, false
	case "input":
		return input.Modes(), false
	case "hyphen":
		return hyphenChoices, false
	case "color":
		return colorChoices, false
	case "profile":
		return profileChoices, false
	case "enable", "disable":
		return append(ruleNames(), "all"), true
	}
	return nil, false
}

// ruleNames lists the rules of the registry.
func ruleNames() []string {
	var names []string
	for _, r := range lint.Rules() {
		names = append(names, r.Name)
	}
	return names
}

// runComplete prints the candidates for the last of words.
func runComplete(app *cli.App, words []string, w io.Writer) {
	app.Setup() // the help command
	for _, c := range completions(app, words) {
		fmt.Fprintln(w, c)
	}
}

// completions returns the candidates for the last of words, the words of
// a command line after "urlsift" (the last one is the word being
// completed), that start with it.
func completions(app *cli.App, words []string) []string {
	if len(words) == 0 {
		words = []string{""}
	}
	cur, before := words[len(words)-1], words[:len(words)-1]
	var cmd *cli.Command
	flags := app.Flags
	var args []string // the command's arguments before cur
	ended := false    // after "--"
	for i := 0; i < len(before); i++ {
		w := before[i]
		switch {
		case ended:
			args = append(args, w)
		case w == "--" && cmd != nil:
			ended = true
		case strings.HasPrefix(w, "-") && w != "-":
			if _, _, ok := attached(flags, w); ok {
				continue
			}
			if takesValue(flags, w) {
				if i+1 == len(before) { // cur is this flag's value
					return values(cmdName(cmd), strings.TrimLeft(w, "-"), flags, "", cur)
				}
				i++
			}
		case cmd == nil:
			if cmd = app.Command(w); cmd == nil {
				return nil
			}
			flags = cmd.Flags
		default:
			args = append(args, w)
		}
	}
	if !ended && strings.HasPrefix(cur, "-") {
		if name, v, ok := strings.Cut(cur, "="); ok {
			return values(cmdName(cmd), strings.TrimLeft(name, "-"), flags, name+"=", v)
		}
		return flagNames(flags, cur)
	}
	if cmd == nil {
		var names []string
		for _, c := range app.VisibleCommands() {
			names = append(names, c.Name)
		}
		return withPrefix(names, cur)
	}
	if len(args) > 0 {
		return nil
	}
	switch cmd.Name {
	case "explain":
		return withPrefix(ruleNames(), cur)
	case "completion":
		return withPrefix(shells, cur)
	case "help":
		return completions(app, []string{cur})
	}
	return nil
}

func cmdName(c *cli.Command) string {
	if c == nil {
		return ""
	}
	return c.Name
}

// values returns the choices of flag (a name of one of flags) that start
// with cur, each after prefix ("--format=" when the value is written in
// the same word). In a list (--enable a,b,c) the last element is
// completed, and the elements already given are not offered again.
func values(cmd, name string, flags []cli.Flag, prefix, cur string) []string {
	f := findFlag(flags, name)
	if f == nil {
		return nil
	}
	choices, list := flagChoices(cmd, f.Names()[0])
	var done []string
	if i := strings.LastIndexByte(cur, ','); list && i >= 0 {
		prefix += cur[:i+1]
		done = strings.Split(cur[:i], ",")
		cur = cur[i+1:]
	}
	var out []string
	for _, c := range withPrefix(choices, cur) {
		if !slices.Contains(done, c) {
			out = append(out, prefix+c)
		}
	}
	return out
}

// flagNames returns the names of flags (and --help), as typed, that start
// with cur.
func flagNames(flags []cli.Flag, cur string) []string {
	var names []string
	for _, f := range visibleFlags(append(flags, cli.HelpFlag)) {
		for _, n := range docOf(f).Names {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	if cur == "-" {
		return names
	}
	return withPrefix(names, cur)
}

func withPrefix(names []string, prefix string) []string {
	var out []string
	for _, n := range names {
		if strings.HasPrefix(n, prefix) {
			out = append(out, n)
		}
	}
	return out
}

// The completion scripts. Each runs `urlsift __complete` with the words of
// the command line up to the cursor and offers what it prints; when it
// prints nothing, file names.

const bashCompletion = `# bash completion for urlsift (urlsift completion bash)
_urlsift() {
  local cur=${COMP_WORDS[COMP_CWORD]} words=() i w strip=
  # bash splits "--format=js" in three words: "--format", "=", "js".
  # urlsift is given them as one, and the part bash replaces is cut off
  # the candidates.
  for ((i = 1; i <= COMP_CWORD; i++)); do
    w=${COMP_WORDS[i]}
    if [[ ${#words[@]} -gt 0 && ( $w == = || ${words[${#words[@]}-1]} == -*= ) && ${words[${#words[@]}-1]} == -* ]]; then
      words[${#words[@]}-1]+=$w
    else
      words+=("$w")
    fi
  done
  w=${words[${#words[@]}-1]}
  if [[ $w == -*=* && $w != "$cur" ]]; then
    strip=${w%"$cur"}
  fi
  local IFS=$'\n'
  COMPREPLY=($("${COMP_WORDS[0]}" __complete "${words[@]}" 2>/dev/null))
  if [[ -n $strip ]]; then
    COMPREPLY=("${COMPREPLY[@]#"$strip"}")
  fi
  if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *, ]]; then
    compopt -o nospace 2>/dev/null
  fi
  return 0
}
complete -o bashdefault -o default -F _urlsift urlsift
`

const zshCompletion = `#compdef urlsift
# zsh completion for urlsift (urlsift completion zsh)
_urlsift() {
  local -a candidates
  candidates=("${(@f)$(${words[1]} __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
  candidates=(${candidates:#})
  if (( ${#candidates} )); then
    compadd -Q -- "${candidates[@]}"
  else
    _files
  fi
}
if [[ "${funcstack[1]}" == _urlsift ]]; then
  _urlsift "$@"
else
  compdef _urlsift urlsift
fi
`

const fishCompletion = `# fish completion for urlsift (urlsift completion fish)
function __urlsift_complete
    set -l words (commandline -opc) (commandline -ct)
    set -l candidates ($words[1] __complete $words[2..-1] 2>/dev/null)
    if test (count $candidates) -gt 0
        printf '%s\n' $candidates
    else
        __fish_complete_path (commandline -ct)
    end
end
complete -c urlsift -f -a '(__urlsift_complete)'
`
