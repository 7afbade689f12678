package main

// The manual page, urlsift(1), written in roff (man macros) from the
// command definitions: every command with its usage, description and
// options, the options every reading command shares, and the sections a
// manual page has (EXIT STATUS, ENVIRONMENT, FILES, EXAMPLES, SEE ALSO).
// TestManPage renders it with groff and wants no warning.

import (
	"regexp"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// manDescription is the page's DESCRIPTION: paragraphs, a line that
// starts with a space kept as it is.
const manDescription = `urlsift finds the URLs in plain text (prose, mail, documentation, source trees) exactly as a person meant them, and lints them against draft-fielding-url-syntax-09, the draft that became RFC 2396.

urlsift extract follows the draft's Appendix E: URLs delimited by angle brackets (with or without URL:), double quotes or whitespace; line breaks and indentation inside a delimited URL are removed, so URLs that mail or an editor wrapped across lines come back whole; a line break right after a hyphen is reported as ambiguous. Every URL comes with its position: lines and columns count from 1, columns in bytes.

urlsift lint checks every URL it extracts: unwise characters, bad escapes, passwords in the site (never printed), non-default ports, and every other defect the draft names, each with its rule, position, severity and section. urlsift rules lists the rules and urlsift explain RULE documents one.

A PATH is a file, a directory (walked recursively in lexical order; hidden entries, binary files, .git and what the ignore files exclude are skipped, as ripgrep does) or - for standard input. No PATH reads standard input, or the current directory when standard input is a terminal. Files are read on every core and the output is the same as one at a time. Options may come before or after the paths; -- ends them. Errors go to standard error as one line, urlsift: PATH: what went wrong, and the other paths are still read.

A password, or an access token used as the user name, is shown as *** in every output and message (extract --show-secrets prints URLs as written).`

// manSections are the sections after the options.
var manSections = []struct{ name, text string }{
	{"EXIT STATUS", `0 when all went well: for lint, no finding at or above --fail-level; for parse, every URL obeys the grammar.

1 when lint found something at or above --fail-level, or parse met a URL that breaks the grammar; for lsp, when the client left without shutdown.

2 on a usage error (an unknown flag or command, a wrong value) or an input that could not be read; the other inputs are still read. A file that is also standard output is not read ("input file is also the output").`},
	{"ENVIRONMENT", `NO_COLOR
 Set and not empty: no colour, whatever the terminal (--color=always still colours).

TERM
 dumb: no colour.

GOMEMLIMIT
 The soft memory limit of the Go runtime; urlsift sets 32 MiB when it is unset (32 MiB for each worker while lint reads one large file in parts).

GOMAXPROCS
 The number of cores used: --threads 0 (the default) reads that many files at once.

TMPDIR
 Where lint --fix on standard input keeps its copy of the text (removed at once).

URLSIFT_SECRET_KEY
 The key of the fingerprints of passwords (lint's JSON "secret", read by --baseline): at least 16 random bytes, kept out of the repository (a CI secret). With it a fingerprint is an HMAC keyed by it, and another password in the same place is a new finding; without it a fingerprint tells only a placeholder password (as password-in-site calls it) from a literal one, so no one can check a guess against it. Never printed.`},
	{"FILES", `urlsift.toml, .urlsift.toml
 The configuration of lint and lsp: the first found from the current directory (for lsp, the document's) up to the root, unless --config FILE names one or --no-config is given. It enables and disables rules, sets the fail level, allow-lists hosts, ports and schemes, and sets a severity per rule (see RULES.md). A file found, not named, is read only when it is a regular file of at most 1 MiB, owned by the user or root, in a directory other users cannot write; otherwise it is ignored with a warning and the exit status is 2.

.gitignore, .git/info/exclude, .ignore
 What a directory walk skips, in gitignore syntax: .gitignore and .git/info/exclude inside a git repository, .ignore anywhere (--no-ignore reads them not).`},
	{"EXAMPLES", `List the URLs of a file with their positions:
    urlsift extract --format line notes.txt

Lint the current directory (at a terminal, no PATH means it), then only what is at least an error:
    urlsift lint
    urlsift lint --fail-level error .

Apply the safe fixes, after looking at them as a diff:
    urlsift lint --fix --diff . | less
    urlsift lint --fix .

SARIF for code scanning, whatever is found:
    urlsift lint --format sarif --fail-level none . > urlsift.sarif

Record today's findings, then report only new ones:
    urlsift lint --format json --fail-level none . > baseline.jsonl
    urlsift lint --baseline baseline.jsonl .

The URLs of an mbox, each once, of the schemes http and https:
    urlsift extract --unique -m http,https mail.mbox

Install the completion and the manual page:
    urlsift completion bash > /etc/bash_completion.d/urlsift
    urlsift man > /usr/local/share/man/man1/urlsift.1`},
	{"SEE ALSO", `rg(1), git(1), gitignore(5)

README.md, CONTRACT.md and RULES.md at https://github.com/urlsift/urlsift

draft-fielding-url-syntax-09: https://datatracker.ietf.org/doc/html/draft-fielding-url-syntax-09`},
}

// manPage writes the manual page of app.
func manPage(app *cli.App) string {
	var b strings.Builder
	b.WriteString(`.TH URLSIFT 1 "" "urlsift ` + roffQuoted(version()) + `" "User Commands"` + "\n")
	// No hyphenation (a URL or an option broken at a hyphen is another),
	// and ragged right.
	b.WriteString(".nh\n.ad l\n")
	b.WriteString(".SH NAME\nurlsift \\- " + roffText(app.Usage) + "\n")
	b.WriteString(".SH SYNOPSIS\n")
	cmds := app.VisibleCommands()
	for i, c := range cmds {
		if i > 0 {
			b.WriteString(".br\n")
		}
		b.WriteString(roffSynopsis(c) + "\n")
	}
	b.WriteString(".SH DESCRIPTION\n")
	roffParagraphs(&b, manDescription)
	b.WriteString(".SH COMMANDS\n")
	for _, c := range cmds {
		b.WriteString(`.SS "` + roffQuoted(usageLine(c)) + `"` + "\n")
		roffParagraphs(&b, c.Usage+".")
		if c.Description != "" {
			roffParagraphs(&b, c.Description)
		}
		own, shared := splitFlags(c.Flags)
		for _, f := range own {
			roffOption(&b, f)
		}
		if len(shared) > 0 {
			b.WriteString(".PP\nAnd the options of INPUT OPTIONS below.\n")
		}
	}
	b.WriteString(".SH INPUT OPTIONS\n")
	roffParagraphs(&b, "The options of every command that reads PATHs (extract and lint).")
	for _, f := range inputFlags {
		roffOption(&b, f)
	}
	b.WriteString(".SH GLOBAL OPTIONS\n")
	roffParagraphs(&b, "Given before the command, or after it.")
	for _, f := range []cli.Flag{colorFlag, cli.HelpFlag, cli.VersionFlag} {
		roffOption(&b, f)
	}
	for _, s := range manSections {
		b.WriteString(".SH " + s.name + "\n")
		roffParagraphs(&b, s.text)
	}
	return b.String()
}

// splitFlags parts a command's flags into its own and those of
// inputFlags; --color (a global option) and --help are in neither.
func splitFlags(flags []cli.Flag) (own, shared []cli.Flag) {
	for _, f := range flags {
		switch {
		case f == colorFlag || f == cli.HelpFlag:
		case slices.Contains(inputFlags, f):
			shared = append(shared, f)
		default:
			own = append(own, f)
		}
	}
	return own, shared
}

// roffOption writes a flag as a tagged paragraph: its names and
// placeholder, then its usage and default.
func roffOption(b *strings.Builder, f cli.Flag) {
	d := docOf(f)
	var names []string
	for _, n := range d.Names {
		names = append(names, `\fB`+roffEscape(n)+`\fR`)
	}
	head := strings.Join(names, ", ")
	if d.Arg != "" {
		head += ` \fI` + roffEscape(d.Arg) + `\fR`
	}
	text := d.Usage
	if d.Default != "" {
		text += " (default: " + d.Default + ")"
	}
	b.WriteString(".TP\n" + head + "\n" + roffText(text) + "\n")
}

// roffSynopsis is a command's synopsis line: the command in bold, its
// arguments with their placeholders in italics.
func roffSynopsis(c *cli.Command) string {
	rest := strings.TrimPrefix(usageLine(c), "urlsift "+c.Name)
	return `\fBurlsift ` + roffEscape(c.Name) + `\fR` + placeholder.ReplaceAllString(roffEscape(rest), `\fI$1\fR`)
}

// placeholder is a word in capitals: PATH, RULE, OPTIONS.
var placeholder = regexp.MustCompile(`\b([A-Z][A-Z0-9_]+)\b`)

// roffParagraphs writes text as paragraphs (.PP), separated in text by an
// empty line. A line that starts with a space is kept as it is (.nf); one
// after a line that names something (in ENVIRONMENT and FILES: a line
// followed by an indented one) makes a tagged paragraph.
func roffParagraphs(b *strings.Builder, text string) {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	var para []string
	flush := func() {
		if len(para) > 0 {
			b.WriteString(".PP\n" + roffText(strings.Join(para, " ")) + "\n")
			para = nil
		}
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		switch {
		case strings.TrimSpace(line) == "":
			flush()
		case strings.HasPrefix(line, "    "):
			flush()
			b.WriteString(".PP\n.RS 4\n.nf\n")
			for ; i < len(lines) && strings.HasPrefix(lines[i], "    "); i++ {
				b.WriteString(roffLine(strings.TrimPrefix(lines[i], "    ")) + "\n")
			}
			i--
			b.WriteString(".fi\n.RE\n")
		case strings.HasPrefix(line, " ") && len(para) == 1:
			// "NAME" then " what it is": a tagged paragraph.
			b.WriteString(".TP\n" + `\fB` + roffEscape(para[0]) + `\fR` + "\n" + roffText(strings.TrimSpace(line)) + "\n")
			para = nil
		default:
			para = append(para, strings.TrimSpace(line))
		}
	}
	flush()
}

// roffText is prose for a filled paragraph: escaped, each sentence ending
// a line (as man-pages(7) asks), options in bold.
func roffText(s string) string {
	s = roffEscape(s)
	s = option.ReplaceAllString(s, `$1\fB$2\fR`)
	s = sentenceEnd.ReplaceAllString(s, "$1\n$2")
	var out []string
	for _, l := range strings.Split(s, "\n") {
		out = append(out, roffLine(strings.TrimSpace(l)))
	}
	return strings.Join(out, "\n")
}

// option is a flag named in prose (already escaped: \-\-name).
var option = regexp.MustCompile(`(^|[\s(\["',])((?:\\-){1,2}[A-Za-z0-9][A-Za-z0-9]*(?:\\-[A-Za-z0-9]+)*)`)

// sentenceEnd is the end of a sentence inside a paragraph.
var sentenceEnd = regexp.MustCompile(`([a-z)][.:;]) +([A-Z(])`)

// roffEscape escapes s for roff: backslashes, and every hyphen as a
// minus (\-), which is what options and code need to be copied right.
func roffEscape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	return strings.ReplaceAll(s, "-", `\-`)
}

// roffLine keeps a line that starts with a control character (. or ')
// from being read as a request.
func roffLine(s string) string {
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		return `\&` + s
	}
	return s
}

// roffQuoted is s for a quoted macro argument.
func roffQuoted(s string) string {
	return strings.ReplaceAll(roffEscape(s), `"`, `\(dq`)
}
