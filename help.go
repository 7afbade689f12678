package main

import (
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urfave/cli/v2"
)

// helpWidth is the width help text is wrapped at: every line of --help
// fits in a terminal of 80 columns.
const helpWidth = 80

func init() {
	// The help of the application and of every command, written from the
	// definitions by writeHelp; anything else as urfave/cli writes it.
	printer := cli.HelpPrinter
	cli.HelpPrinter = func(w io.Writer, templ string, data any) {
		if !writeHelp(w, data) {
			printer(w, templ, data)
		}
	}
}

// flagDoc is one flag as the help and the manual page show it.
type flagDoc struct {
	Names   []string // as typed: "-j", "--threads" (short ones first)
	Arg     string   // the value's placeholder ("N"); "" for a switch
	Usage   string
	Default string // "" when there is none to show
}

// Synopsis is the flag's names and placeholder: "-j, --threads N".
func (d flagDoc) Synopsis() string {
	s := strings.Join(d.Names, ", ")
	if d.Arg != "" {
		s += " " + d.Arg
	}
	return s
}

// docOf describes a flag from its definition. The placeholder is the one
// the usage names between backquotes or, failing that, the flag's name in
// capitals, as clap and getopt-style manuals write it.
func docOf(f cli.Flag) flagDoc {
	var d flagDoc
	var long []string
	for _, n := range f.Names() {
		if len(n) == 1 {
			d.Names = append(d.Names, "-"+n)
		} else {
			long = append(long, "--"+n)
		}
	}
	d.Names = append(d.Names, long...)
	df, ok := f.(cli.DocGenerationFlag)
	if !ok {
		return d
	}
	arg, usage := unquoteUsage(df.GetUsage())
	d.Usage = usage
	if !df.TakesValue() {
		return d
	}
	d.Arg = arg
	if d.Arg == "" {
		d.Arg = strings.ToUpper(f.Names()[0])
	}
	def := strings.Trim(df.GetDefaultText(), `"`)
	if _, isSlice := f.(*cli.StringSliceFlag); !isSlice && def != "" {
		d.Default = def
	}
	return d
}

// visibleFlags is the flags of a command or the application that the help
// lists.
func visibleFlags(flags []cli.Flag) []cli.Flag {
	var out []cli.Flag
	for _, f := range flags {
		if v, ok := f.(cli.VisibleFlag); ok && !v.IsVisible() {
			continue
		}
		out = append(out, f)
	}
	return out
}

// writeHelp writes the help of the application or of a command, wrapped to
// helpWidth, and reports whether data was one of them.
func writeHelp(w io.Writer, data any) bool {
	var b strings.Builder
	switch d := data.(type) {
	case *cli.App:
		section(&b, "NAME", d.Name+" - "+d.Usage)
		section(&b, "USAGE", d.Name+" [--color WHEN] COMMAND [OPTIONS] [ARGUMENTS]")
		b.WriteString("COMMANDS:\n")
		width := 0
		for _, c := range d.VisibleCommands() {
			width = max(width, len(c.Name))
		}
		for _, c := range d.VisibleCommands() {
			item(&b, c.Name, c.Usage, width+5)
		}
		b.WriteString("\nGLOBAL OPTIONS:\n")
		options(&b, visibleFlags(d.Flags))
		b.WriteString("\n")
		wrap(&b, `"urlsift help COMMAND" (or urlsift COMMAND --help) lists the options of a command.`, "   ", "   ")
	case *cli.Command:
		section(&b, "NAME", "urlsift "+d.Name+" - "+d.Usage)
		section(&b, "USAGE", usageLine(d))
		if d.Description != "" {
			section(&b, "DESCRIPTION", d.Description)
		}
		if flags := visibleFlags(d.Flags); len(flags) > 0 {
			b.WriteString("OPTIONS:\n")
			options(&b, flags)
		}
	default:
		return false
	}
	io.WriteString(w, strings.TrimRight(b.String(), "\n")+"\n")
	return true
}

// section writes a heading and its text, paragraphs wrapped, indented by
// three spaces as urfave/cli does.
func section(b *strings.Builder, heading, text string) {
	b.WriteString(heading + ":\n")
	paragraphs(b, text, "   ")
	b.WriteString("\n")
}

// paragraphs writes text wrapped to helpWidth after indent. Paragraphs are
// separated by an empty line; a line that starts with a space is an
// example, kept as it is; the other lines of a paragraph are joined.
func paragraphs(b *strings.Builder, text, indent string) {
	var para []string
	flush := func() {
		if len(para) > 0 {
			wrap(b, strings.Join(para, " "), indent, indent)
			para = nil
		}
	}
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch {
		case strings.TrimSpace(line) == "":
			flush()
			b.WriteString("\n")
		case strings.HasPrefix(line, " "):
			flush()
			b.WriteString(strings.TrimRight(indent+line, " ") + "\n")
		default:
			para = append(para, strings.TrimSpace(line))
		}
	}
	flush()
}

// options writes the flags in two columns: their names and placeholder,
// then their usage and default, wrapped; a synopsis too long for the first
// column has the usage on the lines below it.
func options(b *strings.Builder, flags []cli.Flag) {
	const maxCol = 26
	col := 0
	for _, f := range flags {
		if n := len(docOf(f).Synopsis()) + 5; n <= maxCol {
			col = max(col, n)
		}
	}
	if col == 0 {
		col = maxCol
	}
	for _, f := range flags {
		d := docOf(f)
		text := d.Usage
		if d.Default != "" {
			text += " (default: " + d.Default + ")"
		}
		item(b, d.Synopsis(), text, col)
	}
}

// item writes "   NAME  TEXT" with TEXT wrapped at column col (counted
// from 0), or on the next lines when NAME reaches it.
func item(b *strings.Builder, name, text string, col int) {
	head := "   " + name
	pad := strings.Repeat(" ", col)
	if utf8.RuneCountInString(head)+2 > col {
		b.WriteString(head + "\n")
		wrap(b, text, pad, pad)
		return
	}
	wrap(b, text, head+strings.Repeat(" ", col-utf8.RuneCountInString(head)), pad)
}

// wrap writes text's words after first, then after indent on the
// following lines, breaking lines before helpWidth columns. A word longer
// than a line has a line of its own.
func wrap(b *strings.Builder, text, first, indent string) {
	line := first
	width := utf8.RuneCountInString(first)
	empty := true
	for _, word := range strings.Fields(text) {
		n := utf8.RuneCountInString(word)
		if !empty && width+1+n > helpWidth {
			b.WriteString(line + "\n")
			line, width, empty = indent, utf8.RuneCountInString(indent), true
		}
		if !empty {
			line += " "
			width++
		}
		line += word
		width += n
		empty = false
	}
	b.WriteString(strings.TrimRight(line, " ") + "\n")
}

// usageLine is a command's synopsis: "urlsift lint [OPTIONS] [PATH ...]".
func usageLine(c *cli.Command) string {
	s := "urlsift " + c.Name
	if len(visibleFlags(c.Flags)) > 0 {
		s += " [OPTIONS]"
	}
	if a := strings.TrimSpace(c.ArgsUsage); a != "" {
		s += " " + a
	}
	return s
}

// unquoteUsage returns the placeholder a usage names between its first two
// backquotes, and the usage without them (as urfave/cli reads it).
func unquoteUsage(usage string) (arg, text string) {
	before, rest, ok := strings.Cut(usage, "`")
	if !ok {
		return "", usage
	}
	arg, after, ok := strings.Cut(rest, "`")
	if !ok {
		return "", usage
	}
	return arg, before + arg + after
}
