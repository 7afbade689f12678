package lint

import (
	"bytes"
	"io"
	"math"
	"reflect"

	"github.com/urlsift/urlsift/extract"
)

// Parts: one large file is linted on several cores (pipeline.LintSplit,
// internal/split) in parts cut at line starts, each linted on its own by
// LintPart, and what is printed for the parts, put end to end, is what
// Lint of the whole file prints. LintPart says when it cannot know that
// (PartResult.Exact), and the file is then linted whole.
//
// LintPart reads the whole part before it looks for URLs: a finding
// waits for the end of its line (for a directive later on the line, and
// to know whether the line is an example) as in Lint, which never judges
// it by how far it had read (flush).

// PartContext is what the lines of a part follow from the text before it:
// the fenced block or the example of what not to write open at its first
// line (exampleLines). The zero PartContext is the context at a text's
// start.
type PartContext struct{ ctx lineContext }

// Fresh reports whether c is as at a text's start: no fence and no
// example open.
func (c PartContext) Fresh() bool { return c.ctx.fence == nil && !c.ctx.bad }

// Same reports whether a part linted from c is linted as from o: the two
// contexts are the same, field for field (the file's kind aside, which
// LintPart sets), as LintPart reads them. It may say false for two
// contexts that would lint alike (an empty list against none): the
// part is then linted again (pipeline.LintSplit), never wrongly kept.
func (c PartContext) Same(o PartContext) bool {
	return reflect.DeepEqual(c.read(), o.read())
}

// read is c as LintPart reads it: a prose file's (the fields only
// Markdown reads, blank and prevIndent, left out, as the lazy follower
// leaves them: lazy.go), and the example's fields (badIndent, badContent,
// badBlank) only while one is open (lineContext.next reads them only
// then, and sets all three as it opens one).
func (c PartContext) read() lineContext {
	x := c.ctx
	x.kind, x.blank, x.prevIndent = proseFile, false, false
	if !x.bad {
		x.badIndent, x.badContent, x.badBlank = 0, false, false
	}
	return x
}

// PartResult is what LintPart found of a part.
type PartResult struct {
	URLs int // the URLs checked
	// Exact reports that the findings LintPart gave are those Lint of
	// the whole text gives for the part (the URLs that start in it, the
	// directives in it and the runs too long to be a URL), when the text
	// before the part leaves start as its context, and that the part
	// after it starts afresh: no URL, run, directive or too-long run
	// crosses the part's end. When it is false, the findings may differ
	// and the text is to be read by Lint.
	Exact bool
	// End is the context after the part's last line: the next part's.
	End PartContext
}

// LintPart lints the part p of a larger text (p.From nil), whose first
// line follows start, and calls emit for its findings, in order. A last
// part read from p.R is linted as Lint lints a stream.
func (l *Linter) LintPart(p extract.Part, opts extract.Options, start PartContext, emit func(Finding) error) (res PartResult, err error) {
	return l.LintPartRef(p, opts, start, byValue(emit))
}

// LintPartRef is LintPart that hands emit each finding by reference, as
// LintPlacedRef does: emit must not keep the pointer after it returns.
func (l *Linter) LintPartRef(p extract.Part, opts extract.Options, start PartContext, emit func(*Finding) error) (res PartResult, err error) {
	if p.From != nil {
		return res, nil
	}
	rc := newRecorder(nil)
	line := max(p.Line, 1)                              // of the part's first byte
	window := math.MaxInt                               // every line of the part may be asked for
	last := p.R != nil || p.EOF && p.End == len(p.Data) // the text ends with the part
	if p.R != nil {
		// The rest of the text, read as Lint reads it: the bytes before
		// the part go to the scanner alone.
		ctx := make([]byte, p.Begin)
		if _, err := io.ReadFull(p.R, ctx); err != nil {
			return res, err
		}
		rc.r = p.R
		p.R = partReader{io.MultiReader(bytes.NewReader(ctx), rc), rc}
		line += bytes.Count(ctx, newline)
	} else {
		line += bytes.Count(p.Data[:p.Begin], newline)
	}
	rc.off, rc.completed = p.Offset+p.Begin, line-1
	ex := newExampleLines(window)
	ctx := start.ctx
	ctx.kind = proseFile
	ex.start(line, rc.off, ctx)
	ex.lazy = !l.eager
	defer ex.release()
	rc.ex = ex
	if p.R == nil {
		// The whole part is read before its first URL is looked for:
		// each finding then waits for its line, as in Lint.
		data := p.Data[p.Begin:p.End]
		ex.keep(data) // as in recorder.Read
		if last {
			ex.finish()
		}
	}

	st := &stream{l: l, rc: rc, emit: emit}
	defer st.release()
	opts = st.options(opts)
	sc := getScanner(nil, opts)
	defer putScanner(sc)
	sc.ResetPart(p)
	if p.R != nil {
		ex.window = rc.behind // the scanner's window, which it told the reader (KeepBehind)
	}
	res.URLs, err = st.scan(sc, opts)
	if err != nil {
		return res, err
	}
	if err := sc.Err(); err != nil {
		return res, err
	}
	if last {
		rc.finish() // every line searched
	}
	res.Exact = true
	target := 0 // the last line a directive of the part silences
	if !last {
		// What crosses the part's end: a URL or a too-long run the
		// scanner read on into the next part, too-long runs Lint tells
		// together with those at the next part's start, a directive for
		// the next part's first line.
		h := sc.Handoff()
		res.Exact = res.Exact && h.Fresh(p.Offset+p.End) && st.longN == 0
		// (against the part's line count, once it is classified)
		for _, d := range rc.dirs {
			target = max(target, d.target)
		}
	}
	st.tooLong(opts)
	if err := st.flush(true); err != nil {
		return res, err
	}
	// Every finding was sent: the rest of the part classified, from
	// the last line it may be from (lazy.go).
	ex.from(ex.readOff)
	ex.upTo(int(^uint(0) >> 1))
	res.Exact = res.Exact && target < ex.lineNow()
	res.End.ctx = ex.ctx
	res.End.ctx.fence = bytes.Clone(ex.ctx.fence)
	return res, nil
}

// partReader reads a streamed last part: the bytes before it to the
// scanner alone, then the part through the recorder, to whom it passes
// the scanner's window (pos.Keeper).
type partReader struct {
	io.Reader
	rc *recorder
}

func (r partReader) KeepBehind(n int) { r.rc.KeepBehind(n) }

// PartEnd returns the context after the part p's last line, its first
// line following start: the End LintPart gives for p (but for the
// fields Same leaves aside), from its lines alone, its URLs not looked
// for. It reads them as LintPart does once every finding was sent: the
// lazy follower passes over the lines before the last from which
// classifying gives what classifying every line does, and a fenced
// block that closes before it (lazy.go), and classifies the rest (it
// read every line with plainLines and lineTurn, which the tests keep as
// their reference: most of its cost where LintPart's is the scanner's).
// A part read from p.R has no end to tell: start is returned.
func (l *Linter) PartEnd(p extract.Part, start PartContext) PartContext {
	if p.R != nil || p.From != nil {
		return start
	}
	ctx := start.ctx
	ctx.kind = proseFile
	ex := newExampleLines(math.MaxInt)
	ex.start(1, 0, ctx)
	ex.lazy = true
	defer ex.release()
	data := p.Data[p.Begin:p.End]
	ex.keep(data)
	if p.EOF && p.End == len(p.Data) {
		ex.finish()
	}
	// No line's number is asked for: passing over counts none of their
	// line breaks (a place told after them, lazy.go's pass; a number
	// far from 0, as the follower's are counted back from it).
	ex.lineAt(len(data), math.MaxInt>>2)
	ex.from(len(data))
	ex.upTo(int(^uint(0) >> 1))
	var end PartContext
	end.ctx = ex.ctx
	end.ctx.fence = bytes.Clone(ex.ctx.fence)
	return end
}
