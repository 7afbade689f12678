// Package pipeline is urlsift's one path from the paths a user names to
// the bytes it prints. Every stage is one package, and this one says how
// they fit; the commands (extract and lint, with their --output-dir), the
// Apache Beam pipeline (through package mapper) and the language server
// put the same stages together the same way:
//
//	walk       paths -> an ordered sequence of sources (walk.Sources); a
//	           source is opened (walk.Source.Open) on the goroutine that
//	           reads it. The walk knows nothing of workers or output.
//	source     -> segments (input.ReadOptions): runs of UTF-8 text, each
//	           with a pos.Mapper back to the file as stored and where in
//	           it the text stands (a mail part, a web archive record). How
//	           a source is read (Mode): a named file even when binary, a
//	           Maildir message as mail.
//	segments   -> URLs: the scanner (extract.Scanner), reset for each
//	           segment, which asks a streamed segment to keep positions
//	           as far back as it holds text (pos.Keeper); ScanURLs places
//	           each URL in the file.
//	(linter)   -> findings: lint.Linter checks the URLs of a segment's
//	           text; LintInput places each finding in the file, in a
//	           decoded segment when the linter makes it
//	           (lint.Linter.LintPlaced): a finding may be told long after,
//	           when a streamed part keeps its position no more (a stale
//	           directive, a run too long to be a URL, a long line).
//	record     -> printer.Record: what a URL (mapper.Extract.Record) or a
//	           finding (Record) prints as.
//	printer    -> bytes, in a format of package printer's table (the one
//	           list of formats, with what each prints: printer.Formats); a
//	           format that is a line per record (printer.Line) is formatted
//	           by the worker that found the record.
//	order      -> the output, in the order of the sources: the Sequencer.
//
// A command reads its inputs as one loop (main's eachInput): the walk is
// the sequence of a Sequencer's tasks (Sequencer.Run), read by the
// workers themselves, so that directories are listed on every worker
// and no goroutine of the walk's own waits for a core; the task opens the
// source, reads it through the stages above and writes what it prints
// through its Turn, then reports, in its turn, what went wrong with the
// input and what it counted. The per-input part of that task is what
// --output-dir and the Beam pipeline run on each file (package mapper),
// and the language server runs the segment-to-finding stages on each
// document.
//
// # Ordered parallel output
//
// The Sequencer is the only place that knows that inputs are read in
// parallel (the parts of one large file read on every core are
// internal/split's, assembled once here, Large: when a file is read so,
// how it is cut, each part as a scanner reads it and the segment it is;
// LintSplit and mapper.Extract.Split each print what one worker prints,
// in its input's turn). A task writes through its Turn
// as if it were alone: what it writes is held until every earlier task's
// output is written, and goes straight out after, so that a task at the
// head of the order (standard input, a large file, every task of a
// one-worker run) streams its output and holds nothing (what it holds is
// kept in chunks the turns share: held.go); what tasks hold is
// bounded, and a task that would hold more waits for its turn. Turn.Do
// runs a call in the turn (a line on standard error, a record for a
// printer that is no stream of lines, the counts of a summary), so that no
// task needs a lock to report. The walk and the stages know nothing of it;
// the output of any number of workers is byte for byte that of one.
package pipeline
