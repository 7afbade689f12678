package lint

import (
	"crypto/sha256"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// FileFix is one file to lint and fix (`urlsift lint --fix`), end to end:
// FixFile reads it once through Lint, applies the fixes of the findings
// at Level or above as a Fixer does, and reports the others through Emit.
type FileFix struct {
	// Name is the file's path, as the user gave or the walk found it.
	Name string
	// R reads the file's bytes (standard input when Options.Out is set).
	R io.Reader
	// Options say where the fix goes: the file rewritten in place, a diff
	// (Diff), or, with Out and no Source, the text of standard input
	// printed fixed: FixFile spools it to a file of its own (with no name:
	// nothing is left behind) and lints that.
	Options FixOptions
	// Lint lints the bytes r reads, passing its findings to emit in the
	// order of their offsets (pipeline.LintInput does).
	Lint func(r io.Reader, emit func(Finding) error) error
	// Level is the least severity whose fixes are applied (--fix-level);
	// a finding below it is reported in its place, its fix not applied.
	Level Severity
	// ReadOnly says that the bytes read are not the file's (a file
	// decompressed, -z): it is read, never fixed.
	ReadOnly bool
	// Emit receives the findings of the file whose fixes were not applied,
	// in the order of their offsets, once the file is written.
	Emit func(Finding) error
	// Note receives, before the findings, what the user must be told of
	// the file: the lines whose fixes a secret near them kept back, and
	// why the file was not fixed (failed).
	Note func(msg string, failed bool)
}

// FixFile lints and fixes the file ff describes and returns the number of
// edits applied. An error is one reading the file or reporting a finding;
// a file that cannot be fixed (it changed, it may not be rewritten, the
// fix would change its meaning) is told through Note, and its findings are
// reported all the same, each in its place.
func FixFile(ff FileFix) (applied int, err error) {
	r := ff.R
	sum := sha256.New()
	o := ff.Options
	// The findings are held until the file is written and the notes are
	// told (in a temporary file past a size, FixOptions.Hold): those of
	// the fixes not applied then take their place among the others.
	o.Hold = true
	if o.Out != nil && o.Source == nil {
		spool, err := anonymousTemp()
		if err != nil {
			return 0, err
		}
		defer spool.Close()
		n, err := io.Copy(io.MultiWriter(spool, sum), r)
		if err != nil {
			return 0, err
		}
		r = io.NewSectionReader(spool, 0, n)
		o.Source = spool
	} else {
		r = io.TeeReader(r, sum)
	}
	fx := NewFixer(ff.Name, o, ff.Emit)
	defer func() {
		if rerr := fx.Release(); err == nil {
			err = rerr
		}
	}()
	err = ff.Lint(r, func(f Finding) error {
		return fx.Add(f, f.Severity >= ff.Level && !ff.ReadOnly)
	})
	if err == nil {
		_, err = io.Copy(io.Discard, r) // hash the rest
	}
	if err != nil {
		if aerr := fx.Abort(); aerr != nil {
			return 0, aerr
		}
		return 0, err
	}
	applied, ferr := fx.Close([sha256.Size]byte(sum.Sum(nil)))
	if lines := fx.Withheld(); len(lines) > 0 {
		ff.Note(withheldNote(lines), false)
	}
	if ferr != nil {
		ff.Note(ferr.Error(), true)
		return 0, nil
	}
	return applied, nil
}

// withheldNote says which lines kept their findings because a password
// or a token stands near them.
func withheldNote(lines []int) string {
	var b strings.Builder
	for i, l := range lines {
		if i == 8 {
			fmt.Fprintf(&b, " and %d more", len(lines)-i)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(l))
	}
	return fmt.Sprintf("fixes on line %s not applied: a password or token stands within %d lines of them, and a diff would show it (their findings are reported)", b.String(), fixContext)
}
