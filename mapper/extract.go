package mapper

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/printer"
	"github.com/urlsift/urlsift/urlsyntax"
)

// Extract is `urlsift extract` with its flags: what it prints for the
// URLs of an input.
type Extract struct {
	Format  string          // url, line or json (--format)
	Hyphen  string          // keep, drop or both (--hyphen); "" is keep
	Schemes map[string]bool // lower-case schemes to print (--scheme); nil: all
	Base    string          // resolve relative references against it (--base; Options.Relative set)
	Options extract.Options
	// ShowSecrets prints URLs as written (--show-secrets); by default a
	// secret is shown as *** (extract.URL.Secret).
	ShowSecrets bool
	// Seen, when not nil, holds the first 16 bytes of the SHA-256 of each
	// URL printed, and a URL is printed once (--unique).
	Seen map[[16]byte]bool
	// MaxPart is input.Options.MaxPart: the most text kept of a part read
	// whole; 0 is the default (32 MiB).
	MaxPart int

	// base is Base masked and its Secret, made once for the relative
	// references of every input (baseSecret); Base is not changed after
	// the first input.
	base struct {
		once   sync.Once
		masked string           // Base, its secret masked where it stands
		sec    urlsyntax.Secret // the Secret of masked
	}
}

// baseSecret returns Base with its secret masked where it stands, and the
// Secret of that: what a relative reference is resolved against and
// masked by when secrets are not shown. They are a function of Base
// alone, made once (they were made again for each reference: SecretOf
// twice and Mask, an eighth of extract's instructions on text of
// relative references with --base) and shared by the workers, which only
// read them. Base is set before the first input and not changed.
func (x *Extract) baseSecret() (string, urlsyntax.Secret) {
	b := &x.base
	b.once.Do(func() {
		b.masked = urlsyntax.SecretOf(x.Base).Mask(x.Base)
		b.sec = urlsyntax.SecretOf(b.masked)
	})
	return b.masked, b.sec
}

// Ext is the extension of the format's output file.
func (x *Extract) Ext() string { return printer.Ext(x.Format) }

// File writes the URLs of one input in x.Format to w, with the warnings
// of the command (a run of URL characters longer than --max-url) through
// warn.
func (x *Extract) File(name string, r io.Reader, mode input.Mode, w io.Writer, warn func(string)) (Result, error) {
	line, ok := printer.Line(x.Format, printer.Options{ShowSecrets: x.ShowSecrets})
	if !ok {
		return Result{}, fmt.Errorf("extract: unknown format %q", x.Format)
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	sc := extract.NewScanner(nil, x.Options)
	truncated, err := x.Input(sc, name, r, mode, warn, func(p pos.Pos, n int) {
		warn(fmt.Sprintf("%d:%d: %s", p.Line, p.Column, x.TooLong(n)))
	}, func(rec *printer.Record) error {
		_, err := bw.Write(line.Append(bw.AvailableBuffer(), rec))
		return err
	})
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	return Result{Truncated: truncated}, err
}

// Input reads one input as `urlsift extract` does (pipeline.ScanURLs with the
// scanner sc) and hands emit each record it prints, in order; tooLong
// hears of the runs longer than --max-url (TooLong words them).
func (x *Extract) Input(sc *extract.Scanner, name string, r io.Reader, mode input.Mode, warn func(string),
	tooLong func(p pos.Pos, n int), emit func(*printer.Record) error) (truncated bool, err error) {
	// The record and the callback, kept from one input to the next (two
	// allocations for each file of a walk).
	st := inputStates.Get().(*inputState)
	if st.fn == nil {
		st.fn = st.record
	}
	st.x, st.rec, st.emit = x, printer.Record{Path: name, Paths: &st.paths}, emit
	truncated, err = pipeline.ScanURLs(sc, name, r, input.Options{Mode: mode, MaxPart: x.MaxPart}, warn, st.fn, tooLong)
	*st = inputState{fn: st.fn, paths: st.paths}
	inputStates.Put(st)
	return truncated, err
}

// inputState is what Input's callback holds for one input.
type inputState struct {
	x    *Extract
	rec  printer.Record // reused from URL to URL
	emit func(*printer.Record) error
	fn   func(u *extract.URL, start, end pos.Pos, seg *input.Segment) error // st.record, made once
	// paths keeps what the format made of the input's path (safe, a JSON
	// string, searched for "@"), for its next record: emit prints the
	// records of one input on this goroutine, one after another.
	paths printer.PathCache
}

func (st *inputState) record(u *extract.URL, start, end pos.Pos, seg *input.Segment) error {
	return st.x.Record(&st.rec, u, start, end, seg, st.emit)
}

// inputStates holds the inputStates of inputs read, for the next.
var inputStates = sync.Pool{New: func() any { return new(inputState) }}

// TooLong is the warning (without "warning: ") about n runs of URL characters longer than
// --max-url, found from one place on.
func (x *Extract) TooLong(n int) string {
	more := ""
	if n > 1 {
		more = fmt.Sprintf(" (and %d more in this part)", n-1)
	}
	return fmt.Sprintf("text that reads as a URL runs on past --max-url (%d bytes); not printed%s", x.Options.MaxURL, more)
}

// KeepScheme tells whether the URL text u passes --scheme.
func (x *Extract) KeepScheme(u string) bool {
	if x.Schemes == nil {
		return true
	}
	i := strings.IndexByte(u, ':')
	return i > 0 && x.Schemes[strings.ToLower(u[:i])]
}

// Record hands the URL u, found in seg at start and end of the file as
// stored, to emit as a record: its reading (or both, with --hyphen both),
// masked unless --show-secrets, with the message's origin, unless --scheme
// leaves it out. rec is reused from URL to URL.
func (x *Extract) Record(rec *printer.Record, u *extract.URL, start, end pos.Pos, seg *input.Segment, emit func(*printer.Record) error) error {
	rec.Origin = seg.OriginOf(u.Start, u.End)
	if !x.KeepScheme(u.Text) && !(u.Relative && x.KeepScheme(x.Base)) {
		return nil // --scheme (a relative reference takes the scheme of --base)
	}
	kept, dropped := u.Text, u.DropHyphens()
	ref, base := "", x.Base
	var baseSec urlsyntax.Secret // of base, where masked
	if u.Relative {
		if !x.ShowSecrets {
			// Resolved against the base as it is printed, its secret
			// masked where it stands, as resolve does: what is printed
			// is then a function of that and of the reference alone.
			// Resolved against the base as written, a password that
			// holds "/", "?" or "#" moved where the base's path, query
			// and fragment start, and a reference told one password
			// from another masked alike ("http://u:ab/c@h/x" and
			// "http://u:abXc@h/x" and the reference "?q";
			// TestExtractBaseNoPasswordOracle, seed 4711: 133 of 993
			// pairs told apart).
			base, baseSec = x.baseSecret()
		}
		abs, err := urlsyntax.Resolve(base, u.Text, urlsyntax.Draft09)
		if err != nil {
			return err
		}
		ref = u.Text
		d := abs
		if len(u.HyphenBreak) > 0 {
			if r, err := urlsyntax.Resolve(base, dropped, urlsyntax.Draft09); err == nil {
				d = r
			}
		}
		kept, dropped = abs, d
	}
	// Masked: every URL field is made by the URL's secret below, and the
	// printer does not read it again (printer.Record.Masked).
	rec.Masked = !x.ShowSecrets && (!u.Secret.Empty() || u.Relative)
	if rec.Masked {
		// The URL's secret, found once for every reading of it (the one
		// without a hyphen that stood at a line break too), and for a
		// reference that of the base it was resolved against. A URL
		// without one goes to the printer as it is, whose masker of the
		// text (urlsyntax.MaskText) reads it where it holds an "@".
		sec := u.Secret
		if u.Relative {
			// Made from the base and the reference: masked where their
			// secrets stand in it, and by the secrets' words only where
			// it holds bytes of neither (MaskDerived).
			sec = urlsyntax.SecretOf(kept, dropped)
			sec.AddFrom(u.Text, u.Secret)
			sec.Merge(baseSec)
			sec.AddCopied(kept, base, baseSec)
			ref = u.Secret.Mask(ref)
		}
		var k string
		if u.Relative {
			k = sec.MaskDerived(kept, base, u.Text)
		} else {
			k = sec.Mask(kept)
		}
		if dropped != kept {
			// The reading without the hyphens: masked where the
			// secrets of kept stand in it (MaskReading).
			dropped = sec.MaskReading(dropped)
		} else {
			dropped = k
		}
		kept = k
	}
	if !rec.Masked && !x.ShowSecrets && !u.Relative && u.Uncertain == "" && kept == dropped && (u.Plain() || u.Secret.Clear(u.Text)) {
		// The URL as found is every URL field (no other reading, no
		// reference), and it holds nothing the printer's masker reads
		// (extract.URL.Plain), or the URL's Secret read it as the
		// masker would and found nothing (urlsyntax.Secret.Clear: a
		// user name without a password): the printer need not look at
		// it again.
		rec.Masked = true
	}
	rec.Uncertain = ""
	if u.Uncertain != "" && !u.Relative {
		// The reading of a line break that may or may not end the URL,
		// masked where the URL's secret (found for all its readings)
		// stands in it.
		rec.Uncertain = u.Uncertain
		if !x.ShowSecrets && !u.Secret.Empty() {
			rec.Uncertain = u.Secret.MaskReading(rec.Uncertain)
		}
	}
	rec.Start, rec.End = start, end
	rec.Delimiter, rec.Rejoined, rec.Reference, rec.Abbreviated = u.Delimiter.String(), u.Rejoined, ref, u.Abbreviated
	var texts [2]string
	n := 1
	switch {
	case kept == dropped, x.Hyphen == "keep", x.Hyphen == "":
		texts[0] = kept
	case x.Hyphen == "drop":
		texts[0] = dropped
	case x.Format == "json": // both: one record, the other reading its alternative
		texts[0] = kept
	default:
		texts[0], texts[1], n = kept, dropped, 2
	}
	for _, t := range texts[:n] {
		if x.Seen != nil {
			key := sha256.Sum256([]byte(t))
			if x.Seen[[16]byte(key[:16])] {
				continue
			}
			x.Seen[[16]byte(key[:16])] = true
		}
		rec.URL, rec.Alternative = t, ""
		if kept != dropped {
			rec.Alternative = kept
			if t == kept {
				rec.Alternative = dropped
			}
		}
		if err := emit(rec); err != nil {
			return err
		}
	}
	return nil
}
